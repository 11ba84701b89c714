/*
 * tests/interop/test_golden.c — every frame captured from librdkafka
 * (data/) decoded with the generated codecs and encoded back byte for byte.
 *
 * Requests are librdkafka 2.0.2's encoder, responses its mock broker's.
 * Each body is decoded at the frame's version after the header the API
 * table's rule picks, must use every byte, must size and encode to exactly
 * the captured bytes, and must decode again to an equal message.
 *
 * Two kinds of captured replies are malformed on purpose (data/README.md):
 * the mock's answer to an ApiVersions version it lacks, and its Produce v5
 * response without log_start_offset. For those the test asserts that our
 * decoder reports an error rather than accepting them.
 */
#include "vectors.h"

#include "kwire/header.h"
#include "kwire/msg/api.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct interop_vectors V;
/* Whether V holds data/'s known-malformed replies (not data-groups/). */
static bool expect_malformed;

/* Highest ApiVersions version the mock cluster (librdkafka 2.0.2) knows. */
#define MOCK_API_VERSIONS_MAX 2

enum verdict { ROUND_TRIP, MALFORMED_KIP511, MALFORMED_PRODUCE_V5, OUT_OF_RANGE };

static enum verdict expected(const struct interop_frame *f, const struct kw_msg_codec *c)
{
	if (f->api_version < c->min_version || f->api_version > c->max_version)
		return OUT_OF_RANGE;
	if (!f->request && f->api_key == KW_API_API_VERSIONS && f->api_version > MOCK_API_VERSIONS_MAX)
		return MALFORMED_KIP511;
	if (!f->request && f->api_key == KW_API_PRODUCE && f->api_version == 5)
		return MALFORMED_PRODUCE_V5;
	return ROUND_TRIP;
}

/* Bit per (api_key < 32, version < 32): proven request / response. */
static uint32_t proven_req[32], proven_resp[32];

/* Decodes the header of f; returns the body offset after it. */
static size_t skip_header(const struct interop_frame *f, const struct kw_api *api)
{
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&r, interop_frame_body(f), interop_frame_body_len(f), &err);
	if (f->request) {
		struct kw_rpc_request_header h;
		int16_t hv = kw_api_request_header_version(api, f->api_version);
		assert_int_equal(kw_rpc_request_header_decode(&h, hv, &r, &a), 0);
		assert_int_equal(h.correlation_id, f->correlation_id);
	} else {
		struct kw_rpc_response_header h;
		int16_t hv = kw_api_response_header_version(api, f->api_version);
		assert_int_equal(kw_rpc_response_header_decode(&h, hv, &r, &a), 0);
		assert_int_equal(h.correlation_id, f->correlation_id);
	}
	kw_arena_free(&a);
	return r.pos;
}

/* Decodes body at version; returns the code, *used the bytes consumed. */
static int decode_at(const struct kw_msg_codec *c, void *m, int16_t version,
		     const uint8_t *body, size_t len, struct kw_arena *a, size_t *used,
		     struct kw_error *err)
{
	struct kw_reader r;
	kw_reader_init(&r, body, len, err);
	c->init(m);
	int rc = c->decode(m, version, &r, a);
	*used = r.pos;
	return rc;
}

static void round_trip(const struct interop_frame *f, const struct kw_msg_codec *c,
		       const uint8_t *body, size_t len)
{
	void *m = calloc(1, c->struct_size);
	void *m2 = calloc(1, c->struct_size);
	assert_non_null(m);
	assert_non_null(m2);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_error err;
	size_t used = 0;
	int rc = decode_at(c, m, f->api_version, body, len, &a, &used, &err);
	if (rc != 0) {
		char msg[512];
		fail_msg("%s: %s", f->file, kw_error_format(&err, msg, sizeof(msg)));
	}
	if (used != len)
		fail_msg("%s: decoded %zu of %zu body bytes", f->file, used, len);
	size_t size = c->size(m, f->api_version);
	if (size != len)
		fail_msg("%s: size() says %zu, captured body has %zu", f->file, size,
			 len);
	uint8_t *out = malloc(len + 1);
	assert_non_null(out);
	struct kw_writer w;
	struct kw_error werr;
	kw_writer_init_fixed(&w, out, len + 1, &werr);
	rc = c->encode(m, f->api_version, &w);
	if (rc != 0) {
		char msg[512];
		fail_msg("%s: encode: %s", f->file,
			 kw_error_format(&werr, msg, sizeof(msg)));
	}
	assert_int_equal(w.pos, len);
	for (size_t i = 0; i < len; i++)
		if (out[i] != body[i])
			fail_msg("%s: encoded byte %zu is %02x, captured %02x", f->file,
				 i, out[i], body[i]);
	/* Decoding our own bytes gives an equal message. */
	assert_int_equal(decode_at(c, m2, f->api_version, out, len, &a, &used, &err), 0);
	assert_true(c->equal(m, m2));
	free(out);
	kw_arena_free(&a);
	free(m);
	free(m2);
}

static void test_round_trip(void **state)
{
	(void)state;
	size_t tripped = 0, kip511 = 0, produce_v5 = 0, out_of_range = 0;
	for (size_t i = 0; i < V.count; i++) {
		const struct interop_frame *f = &V.frames[i];
		const struct kw_api *api = kw_api_by_key(f->api_key);
		if (!api)
			fail_msg("%s: api key %d is not in the API table", f->file,
				 f->api_key);
		const struct kw_msg_codec *c = f->request ? api->request : api->response;
		size_t hlen = skip_header(f, api);
		const uint8_t *body = interop_frame_body(f) + hlen;
		size_t len = interop_frame_body_len(f) - hlen;
		void *m = calloc(1, c->struct_size);
		assert_non_null(m);
		struct kw_arena a;
		kw_arena_init(&a);
		struct kw_error err;
		size_t used = 0;
		int rc;
		switch (expected(f, c)) {
		case ROUND_TRIP:
			round_trip(f, c, body, len);
			tripped++;
			/* The probe requests are bytes capture.c wrote by hand, not
			 * librdkafka's: they round-trip but prove nothing. */
			if (f->api_key < 32 && f->api_version < 32 &&
			    !(f->request && strcmp(f->origin, "probe") == 0)) {
				uint32_t *set = f->request ? proven_req : proven_resp;
				set[f->api_key] |= 1u << f->api_version;
			}
			break;
		case OUT_OF_RANGE:
			/* e.g. the ApiVersions v5 probe: refused, not guessed at. */
			rc = decode_at(c, m, f->api_version, body, len, &a, &used, &err);
			assert_int_equal(rc, KW_ERR_UNSUPPORTED_VERSION);
			out_of_range++;
			break;
		case MALFORMED_KIP511:
			/*
			 * At the version asked for, and at v0 (where Kafka's own
			 * reply to an unknown version would parse), the mock's
			 * reply is an error, never a half-read message.
			 */
			rc = decode_at(c, m, f->api_version, body, len, &a, &used, &err);
			assert_true(rc < 0 || used != len);
			rc = decode_at(c, m, 0, body, len, &a, &used, &err);
			assert_int_equal(rc, KW_ERR_COUNT_TOO_LARGE);
			kip511++;
			break;
		case MALFORMED_PRODUCE_V5:
			rc = decode_at(c, m, f->api_version, body, len, &a, &used, &err);
			assert_int_equal(rc, KW_ERR_TRUNCATED);
			/* The same bytes are a complete v4 response. */
			assert_int_equal(decode_at(c, m, 4, body, len, &a, &used, &err),
					 0);
			assert_int_equal(used, len);
			produce_v5++;
			break;
		}
		kw_arena_free(&a);
		free(m);
	}
	printf("golden: %zu frames round-tripped byte for byte, %zu malformed replies "
	       "rejected, %zu out-of-range versions refused\n",
	       tripped, kip511 + produce_v5, out_of_range);
	assert_true(tripped > 0);
	/* data-groups/ (group and transaction APIs) holds none of data/'s
	 * malformed replies, and no version out of range. */
	if (expect_malformed) {
		assert_true(kip511 > 0);
		assert_true(produce_v5 > 0);
	} else {
		assert_int_equal(kip511 + produce_v5 + out_of_range, 0);
	}
}

/*
 * Every strict prefix of every body that round-trips is an error (never a
 * message, never a crash): each field of these versions is required, so a
 * cut anywhere leaves something unread.
 */
static void test_prefixes(void **state)
{
	(void)state;
	size_t cuts = 0;
	for (size_t i = 0; i < V.count; i++) {
		const struct interop_frame *f = &V.frames[i];
		const struct kw_api *api = kw_api_by_key(f->api_key);
		assert_non_null(api);
		const struct kw_msg_codec *c = f->request ? api->request : api->response;
		if (expected(f, c) != ROUND_TRIP)
			continue;
		size_t hlen = skip_header(f, api);
		size_t len = interop_frame_body_len(f) - hlen;
		void *m = calloc(1, c->struct_size);
		assert_non_null(m);
		for (size_t cut = 0; cut < len; cut++) {
			/* A copy of exactly cut bytes, so ASan sees any over-read. */
			uint8_t *body = malloc(cut ? cut : 1);
			assert_non_null(body);
			memcpy(body, interop_frame_body(f) + hlen, cut);
			struct kw_arena a;
			kw_arena_init(&a);
			struct kw_error err;
			size_t used = 0;
			int rc = decode_at(c, m, f->api_version, body, cut, &a, &used,
					   &err);
			if (rc == 0)
				fail_msg("%s: the first %zu of %zu bytes decode as a "
					 "whole "
					 "message",
					 f->file, cut, len);
			assert_true(rc == KW_ERR_TRUNCATED ||
				    rc == KW_ERR_LENGTH_PAST_END ||
				    rc == KW_ERR_COUNT_TOO_LARGE);
			kw_arena_free(&a);
			free(body);
			cuts++;
		}
		free(m);
	}
	printf("golden: %zu truncated bodies rejected\n", cuts);
	assert_true(cuts > 0);
}

static void print_proven(void)
{
	printf("API/version pairs round-tripped from librdkafka captures "
	       "(librdkafka's request and its mock's response unless marked):\n");
	for (int k = 0; k < 32; k++) {
		uint32_t any = proven_req[k] | proven_resp[k];
		if (!any)
			continue;
		const struct kw_api *api = kw_api_by_key((int16_t)k);
		printf("  %-12s", api ? api->name : "?");
		for (int v = 0; v < 32; v++) {
			if (!(any & (1u << v)))
				continue;
			bool q = proven_req[k] & (1u << v),
			     s = proven_resp[k] & (1u << v);
			printf(" v%d%s", v, q && s ? "" : q ? "(req)" : "(resp)");
		}
		printf("\n");
	}
}

int main(int argc, char **argv)
{
	const char *dir = interop_data_dir(argc, argv);
	/* test_interop_golden DIR [--no-malformed] */
	expect_malformed = !(argc > 2 && strcmp(argv[2], "--no-malformed") == 0);
	if (interop_vectors_load(&V, dir) != 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_prefixes),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	print_proven();
	interop_vectors_free(&V);
	return rc;
}
