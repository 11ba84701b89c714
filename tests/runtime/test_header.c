/*
 * test_header.c — request/response headers and the header-version rule
 * (runtime/header.c, applied to libkwire's API table by runtime/api.c), with
 * the kafka-protocol-rs golden vector for an ApiVersions v3 request header.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/header.h>
#include <kwire/msg/api.h>

#include <string.h>

#include "guard.h"

/* Request header v2: key 18, version 3, correlation 0, "adminclient-1". */
static const uint8_t golden[] = {
	0x00, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0d, 'a', 'd',
	'm',  'i',  'n',  'c',	'l',  'i',  'e',  'n',	't',  '-',  '1', 0x00,
};

static void check_versions(int16_t key, int16_t ver, int16_t req, int16_t resp)
{
	const struct kw_api *api = kw_api_by_key(key);
	assert_non_null(api);
	assert_int_equal(kw_api_request_header_version(api, ver), req);
	assert_int_equal(kw_api_response_header_version(api, ver), resp);
	/* The table's functions are the rule applied to the table's facts. */
	assert_int_equal(kw_request_header_version(key, ver, api->request->flexible_since), req);
	assert_int_equal(kw_response_header_version(key, ver, api->response->flexible_since),
			 resp);
}

static void test_version_rule(void **state)
{
	(void)state;
	check_versions(KW_API_PRODUCE, 3, 1, 0);
	check_versions(KW_API_PRODUCE, 8, 1, 0);
	check_versions(KW_API_PRODUCE, 9, 2, 1);		/* flexible from 9 */
	check_versions(KW_API_CONTROLLED_SHUTDOWN, 0, 0, 0); /* v0: header 0 */
	check_versions(KW_API_CONTROLLED_SHUTDOWN, 1, 1, 0);
	check_versions(KW_API_CONTROLLED_SHUTDOWN, 3, 2, 1);
	check_versions(KW_API_CREATE_TOPICS, 4, 1, 0);
	check_versions(KW_API_CREATE_TOPICS, 5, 2, 1);
	check_versions(KW_API_API_VERSIONS, 3, 2, 0); /* response header 0 always */
	check_versions(KW_API_API_VERSIONS, 4, 2, 0);
	check_versions(KW_API_API_VERSIONS, 0, 1, 0);
	check_versions(KW_API_SASL_HANDSHAKE, 1, 1, 0); /* never flexible */
	check_versions(KW_API_VOTE, 0, 2, 1);		 /* flexible from 0 */
}

/* The table's first flexible versions, against Kafka's schema files. */
static void test_flexible_table(void **state)
{
	(void)state;
	assert_int_equal(kw_api_by_key(KW_API_PRODUCE)->flexible_since, 9);
	assert_int_equal(kw_api_by_key(KW_API_FETCH)->flexible_since, 12);
	assert_int_equal(kw_api_by_key(KW_API_SASL_HANDSHAKE)->flexible_since, -1);
	assert_int_equal(kw_api_by_key(KW_API_OFFSET_DELETE)->flexible_since, -1);
	assert_int_equal(kw_api_by_key(KW_API_BEGIN_QUORUM_EPOCH)->flexible_since, 1);
	assert_int_equal(kw_api_by_key(KW_API_READ_SHARE_GROUP_STATE_SUMMARY)->flexible_since, 0);
	assert_null(kw_api_by_key(-1));
	assert_null(kw_api_by_key(88));
	int never = 0, kafka = 0;
	for (size_t i = 0; i < kw_api_count; i++) {
		if (kw_apis[i].api_key < 88) {
			kafka++;
			never += kw_apis[i].flexible_since == -1;
			/* Request and response start being flexible together. */
			assert_int_equal(kw_apis[i].request->flexible_since,
					 kw_apis[i].response->flexible_since);
		}
	}
	assert_int_equal(kafka, 88); /* keys 0..87, every one */
	assert_int_equal(never, 2);
}

static void test_golden_request_header(void **state)
{
	(void)state;
	int16_t key, ver;
	assert_int_equal(kw_rpc_request_peek(golden, sizeof golden, &key, &ver), 0);
	assert_int_equal(key, KW_API_API_VERSIONS);
	assert_int_equal(ver, 3);
	assert_int_equal(kw_rpc_request_peek(golden, 3, &key, &ver), KW_ERR_TRUNCATED);
	int16_t hv = kw_api_request_header_version(kw_api_by_key(key), ver);
	assert_int_equal(hv, 2);

	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	struct kw_rpc_request_header h;
	kw_arena_init(&a);
	kw_reader_init(&r, golden, sizeof golden, &err);
	assert_int_equal(kw_rpc_request_header_decode(&h, hv, &r, &a), 0);
	assert_int_equal(r.pos, sizeof golden);
	assert_int_equal(h.api_key, KW_API_API_VERSIONS);
	assert_int_equal(h.api_version, 3);
	assert_int_equal(h.correlation_id, 0);
	assert_true(kw_str_equal(h.client_id, KW_STR_LIT("adminclient-1")));
	assert_int_equal(h.unknown_tagged_fields.count, 0);

	uint8_t out[64];
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_request_header_encode(&h, hv, &w), 0);
	assert_int_equal(w.pos, sizeof golden);
	assert_int_equal(kw_rpc_request_header_size(&h, hv), sizeof golden);
	assert_memory_equal(out, golden, sizeof golden);
	kw_arena_free(&a);
}

static void test_request_header_versions(void **state)
{
	(void)state;
	struct kw_raw_tag tags[] = {{5, {(const uint8_t *)"\x01\x02", 2}}};
	struct kw_rpc_request_header h = {
		.api_key = KW_API_CONTROLLED_SHUTDOWN,
		.api_version = 0,
		.correlation_id = 0x01020304,
		.client_id = KW_STR_LIT("c"),
		.unknown_tagged_fields = {NULL, 0},
	};
	uint8_t out[64];
	struct kw_error err;
	struct kw_writer w;

	/* v0: 8 bytes, client_id dropped (it is ignorable). */
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_request_header_encode(&h, 0, &w), 0);
	static const uint8_t v0[] = {0, 7, 0, 0, 1, 2, 3, 4};
	assert_int_equal(w.pos, 8);
	assert_memory_equal(out, v0, 8);
	assert_int_equal(kw_rpc_request_header_size(&h, 0), 8);

	/* v1 with a null client_id: int16 -1. */
	h.client_id = KW_STR_NULL;
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_request_header_encode(&h, 1, &w), 0);
	assert_int_equal(w.pos, 10);
	assert_int_equal(out[8], 0xff);
	assert_int_equal(out[9], 0xff);
	struct kw_reader r;
	struct kw_arena a;
	struct kw_rpc_request_header back;
	kw_arena_init(&a);
	kw_reader_init(&r, out, w.pos, &err);
	assert_int_equal(kw_rpc_request_header_decode(&back, 1, &r, &a), 0);
	assert_true(kw_str_is_null(back.client_id));

	/* Unknown tags: kept at v2, an error below. */
	h.unknown_tagged_fields = (struct kw_unknown_tags){tags, 1};
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_request_header_encode(&h, 1, &w),
			 KW_ERR_TAGS_NOT_FLEXIBLE);
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_request_header_encode(&h, 2, &w), 0);
	assert_int_equal(w.pos, kw_rpc_request_header_size(&h, 2));
	kw_reader_init(&r, out, w.pos, &err);
	assert_int_equal(kw_rpc_request_header_decode(&back, 2, &r, &a), 0);
	assert_true(kw_unknown_tags_equal(&back.unknown_tagged_fields,
					  &h.unknown_tagged_fields));

	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_request_header_encode(&h, 3, &w),
			 KW_ERR_UNSUPPORTED_VERSION);
	kw_reader_init(&r, out, 8, &err);
	assert_int_equal(kw_rpc_request_header_decode(&back, -1, &r, &a),
			 KW_ERR_UNSUPPORTED_VERSION);
	kw_arena_free(&a);
}

static void test_request_header_errors(void **state)
{
	(void)state;
	/* client_id length runs past the end: the message names the place. */
	static const uint8_t bad[] = {0, 18, 0, 3, 0, 0, 0, 9, 0x00, 0x20, 'x'};
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	struct kw_rpc_request_header h;
	kw_arena_init(&a);
	kw_reader_init(&r, bad, sizeof bad, &err);
	assert_int_equal(kw_rpc_request_header_decode(&h, 2, &r, &a),
			 KW_ERR_LENGTH_PAST_END);
	char msg[256];
	kw_error_format(&err, msg, sizeof msg);
	assert_string_equal(msg, "RequestHeader v2: client_id: string length 32 "
				 "exceeds 1 remaining bytes at offset 8");

	/* Every prefix of the golden header fails cleanly, against a guard. */
	struct guard g;
	guard_init(&g);
	for (size_t len = 0; len < sizeof golden; len++) {
		const uint8_t *p = guard_put(&g, golden, len);
		kw_reader_init(&r, p, len, &err);
		int rc = kw_rpc_request_header_decode(&h, 2, &r, &a);
		assert_true(rc == KW_ERR_TRUNCATED || rc == KW_ERR_LENGTH_PAST_END);
	}
	guard_release(&g);
	kw_arena_free(&a);
}

static void test_response_header(void **state)
{
	(void)state;
	struct kw_rpc_response_header h = {.correlation_id = -7,
					   .unknown_tagged_fields = {NULL, 0}};
	uint8_t out[16];
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_response_header_encode(&h, 0, &w), 0);
	static const uint8_t v0[] = {0xff, 0xff, 0xff, 0xf9};
	assert_int_equal(w.pos, 4);
	assert_memory_equal(out, v0, 4);
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_response_header_encode(&h, 1, &w), 0);
	assert_int_equal(w.pos, 5);
	assert_int_equal(out[4], 0);
	assert_int_equal(kw_rpc_response_header_size(&h, 1), 5);
	assert_int_equal(kw_rpc_response_header_size(&h, 0), 4);

	struct kw_reader r;
	struct kw_arena a;
	struct kw_rpc_response_header back;
	kw_arena_init(&a);
	kw_reader_init(&r, out, 5, &err);
	assert_int_equal(kw_rpc_response_header_decode(&back, 1, &r, &a), 0);
	assert_int_equal(back.correlation_id, -7);
	kw_reader_init(&r, out, 4, &err);
	assert_int_equal(kw_rpc_response_header_decode(&back, 1, &r, &a),
			 KW_ERR_TRUNCATED);
	kw_reader_init(&r, out, 4, &err);
	assert_int_equal(kw_rpc_response_header_decode(&back, 2, &r, &a),
			 KW_ERR_UNSUPPORTED_VERSION);

	struct kw_raw_tag tags[] = {{0, {(const uint8_t *)"", 0}}};
	h.unknown_tagged_fields = (struct kw_unknown_tags){tags, 1};
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_rpc_response_header_encode(&h, 0, &w),
			 KW_ERR_TAGS_NOT_FLEXIBLE);
	kw_arena_free(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_version_rule),
		cmocka_unit_test(test_flexible_table),
		cmocka_unit_test(test_golden_request_header),
		cmocka_unit_test(test_request_header_versions),
		cmocka_unit_test(test_request_header_errors),
		cmocka_unit_test(test_response_header),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
