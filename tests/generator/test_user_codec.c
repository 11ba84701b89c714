/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_user_codec.c — a codec of one's own (kwire-gen --prefix acme on
 * tests/generator/data/user, whose FetchRequest reuses Kafka's name and api
 * key with another layout) and libkwire in one program: both FetchRequests,
 * both API tables and both JSON dispatch tables are there, each answering
 * for its own schema set.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "acme/api_json.h"
#include "acme/fetch_request.h"
#include "acme/fetch_request_json.h"
#include "acme/fetch_response.h"
#include "kwire/msg/api_json.h"
#include "kwire/msg/fetch_request.h"

#include <stdlib.h>
#include <string.h>

/* Both schema sets have an api key 1, each its own. */
static void test_tables(void **state)
{
	(void)state;
	const struct kw_api *ours = acme_api_by_key(ACME_API_FETCH);
	const struct kw_api *kafka = kw_api_by_key(KW_API_FETCH);
	assert_non_null(ours);
	assert_non_null(kafka);
	assert_ptr_not_equal(ours, kafka);
	assert_int_equal(acme_api_count, 1);
	assert_int_equal(ours->max_version, ACME_FETCH_REQUEST_MAX_VERSION);
	assert_int_equal(ours->max_version, 1);
	assert_int_equal(kafka->max_version, KW_FETCH_REQUEST_MAX_VERSION);
	assert_true(kafka->max_version > 1);
	assert_int_equal(ours->request->struct_size, sizeof(struct acme_fetch_request));
	assert_int_equal(kafka->request->struct_size, sizeof(struct kw_fetch_request));
	assert_ptr_equal(acme_msg_by_name("FetchRequest"), ours->request);
	assert_ptr_equal(kw_msg_by_name("FetchRequest"), kafka->request);
	assert_null(acme_msg_by_name("VoteRequest"));
	/* The header-version rule applies to either table. */
	assert_int_equal(kw_api_request_header_version(ours, 0), 1);
	assert_int_equal(kw_api_request_header_version(ours, 1), 2);
	assert_int_equal(kw_api_response_header_version(ours, 1), 1);
	/* JSON dispatch, each over its own table. */
	assert_ptr_equal(acme_msg_json_by_api(ACME_API_FETCH, false)->codec,
			 ours->request);
	assert_ptr_equal(kw_msg_json_by_api(KW_API_FETCH, false)->codec, kafka->request);
	assert_null(acme_msg_json_of(kafka->request));
	assert_null(kw_msg_json_of(ours->request));
}

/* The user's message encodes and decodes by its own layout. */
static void test_round_trip(void **state)
{
	(void)state;
	struct acme_fetch_request m, back;
	acme_fetch_request_init(&m);
	assert_int_equal(m.limit, 10);
	m.key = KW_STR_LIT("k");
	m.hint = KW_STR_LIT("h");
	uint8_t buf[64];
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	assert_int_equal(acme_fetch_request_encode(&m, 1, &w), 0);
	/* key "k" compact, limit 10, one tag: 0, size 2, "h" compact. */
	static const uint8_t want[] = {0x02, 'k',  0,	 0,    0,  10,
				       0x01, 0x00, 0x02, 0x02, 'h'};
	assert_int_equal(w.pos, sizeof want);
	assert_memory_equal(buf, want, sizeof want);
	assert_int_equal(acme_fetch_request_size(&m, 1), sizeof want);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_reader r;
	kw_reader_init(&r, buf, w.pos, &err);
	assert_int_equal(acme_fetch_request_decode(&back, 1, &r, &a), 0);
	assert_true(acme_fetch_request_equal(&m, &back));
	/* v0 lacks the tagged Hint, which is not ignorable. */
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	assert_int_equal(acme_fetch_request_encode(&m, 0, &w), KW_ERR_NON_DEFAULT_FIELD);
	char text[512];
	assert_non_null(strstr(kw_error_format(&err, text, sizeof text),
			       "FetchRequest v0: hint"));
	/* Through JSON and back. */
	json_t *j = acme_fetch_request_to_json(&m, 1);
	assert_non_null(j);
	assert_string_equal(json_string_value(json_object_get(j, "key")), "k");
	struct acme_fetch_request fj;
	assert_int_equal(acme_fetch_request_from_json(&fj, 1, j, &a, &err), 0);
	assert_true(acme_fetch_request_equal(&m, &fj));
	json_decref(j);
	kw_arena_free(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tables),
		cmocka_unit_test(test_round_trip),
	};
	return cmocka_run_group_tests_name("user_codec", tests, NULL, NULL);
}
