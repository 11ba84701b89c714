/*
 * tests/interop/test_frames.c — framing and request/response headers of
 * every frame captured from librdkafka (data/), read with the runtime's
 * frame reader and header codecs, and written back byte for byte.
 *
 * The requests come from librdkafka's encoder, the responses from its mock
 * broker, so these check kwire against an independent implementation.
 */
#include "vectors.h"

#include "kwire/frame.h"
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

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* The response that answers request i (the next index line). */
static const struct interop_frame *response_of(size_t i)
{
	assert_true(V.frames[i].request);
	assert_true(i + 1 < V.count);
	const struct interop_frame *r = &V.frames[i + 1];
	assert_false(r->request);
	return r;
}

static void test_index_pairs(void **state)
{
	(void)state;
	size_t requests = 0;
	for (size_t i = 0; i < V.count; i++) {
		const struct interop_frame *f = &V.frames[i];
		/* The size prefix counts exactly the bytes that follow it. */
		assert_int_equal(be32(f->bytes), f->len - 4);
		if (!f->request)
			continue;
		requests++;
		const struct interop_frame *r = response_of(i);
		assert_int_equal(r->api_key, f->api_key);
		assert_int_equal(r->api_version, f->api_version);
		assert_int_equal(r->correlation_id, f->correlation_id);
	}
	assert_int_equal(requests * 2, V.count);
}

/* Each frame fed in one piece comes out whole, with nothing left over. */
static void test_frame_reader_whole(void **state)
{
	(void)state;
	for (size_t i = 0; i < V.count; i++) {
		const struct interop_frame *f = &V.frames[i];
		struct kw_frame_reader fr;
		kw_frame_reader_init(&fr, 1 << 20);
		size_t used = 0;
		assert_int_equal(kw_frame_reader_feed(&fr, f->bytes, f->len, &used), 1);
		assert_int_equal(used, f->len);
		size_t blen = 0;
		const uint8_t *body = kw_frame_reader_frame(&fr, &blen);
		assert_non_null(body);
		assert_int_equal(blen, interop_frame_body_len(f));
		assert_memory_equal(body, interop_frame_body(f), blen);
		kw_frame_reader_free(&fr);
	}
}

/* One byte at a time: ready exactly at the last byte, never before. */
static void test_frame_reader_bytewise(void **state)
{
	(void)state;
	for (size_t i = 0; i < V.count; i++) {
		const struct interop_frame *f = &V.frames[i];
		struct kw_frame_reader fr;
		kw_frame_reader_init(&fr, 1 << 20);
		for (size_t k = 0; k < f->len; k++) {
			size_t used = 0;
			int rc = kw_frame_reader_feed(&fr, f->bytes + k, 1, &used);
			assert_int_equal(used, 1);
			assert_int_equal(rc, k + 1 == f->len ? 1 : 0);
		}
		size_t blen = 0;
		const uint8_t *body = kw_frame_reader_frame(&fr, &blen);
		assert_int_equal(blen, interop_frame_body_len(f));
		assert_memory_equal(body, interop_frame_body(f), blen);
		kw_frame_reader_free(&fr);
	}
}

/*
 * Every request, then every response, as two streams (the two directions of
 * one connection), cut into chunks of changing sizes that straddle frames.
 */
static void stream_direction(bool requests)
{
	size_t total = 0;
	for (size_t i = 0; i < V.count; i++)
		if (V.frames[i].request == requests)
			total += V.frames[i].len;
	uint8_t *stream = malloc(total);
	assert_non_null(stream);
	size_t at = 0;
	for (size_t i = 0; i < V.count; i++) {
		if (V.frames[i].request != requests)
			continue;
		memcpy(stream + at, V.frames[i].bytes, V.frames[i].len);
		at += V.frames[i].len;
	}
	struct kw_frame_reader fr;
	kw_frame_reader_init(&fr, 1 << 20);
	size_t next = 0, pos = 0, chunk = 1;
	while (pos < total) {
		size_t n = total - pos < chunk ? total - pos : chunk;
		chunk = chunk * 7 % 113 + 1;
		while (n > 0) {
			size_t used = 0;
			int rc = kw_frame_reader_feed(&fr, stream + pos, n, &used);
			assert_true(rc >= 0);
			pos += used;
			n -= used;
			if (rc == 1) {
				while (next < V.count &&
				       V.frames[next].request != requests)
					next++;
				assert_true(next < V.count);
				const struct interop_frame *f = &V.frames[next++];
				size_t blen = 0;
				const uint8_t *body = kw_frame_reader_frame(&fr, &blen);
				assert_int_equal(blen, interop_frame_body_len(f));
				assert_memory_equal(body, interop_frame_body(f), blen);
				kw_frame_reader_next(&fr);
			}
		}
	}
	while (next < V.count && V.frames[next].request != requests)
		next++;
	assert_int_equal(next, V.count);
	kw_frame_reader_free(&fr);
	free(stream);
}

static void test_frame_reader_stream(void **state)
{
	(void)state;
	stream_direction(true);
	stream_direction(false);
}

/* A maximum below the largest frame stops at its prefix, and stays failed. */
static void test_frame_reader_limit(void **state)
{
	(void)state;
	const struct interop_frame *big = &V.frames[0];
	for (size_t i = 1; i < V.count; i++)
		if (V.frames[i].len > big->len)
			big = &V.frames[i];
	struct kw_frame_reader fr;
	kw_frame_reader_init(&fr, interop_frame_body_len(big) - 1);
	size_t used = 0;
	assert_int_equal(kw_frame_reader_feed(&fr, big->bytes, big->len, &used),
			 KW_ERR_FRAME_TOO_LARGE);
	assert_int_equal(used, 4);
	assert_int_equal(kw_frame_reader_feed(&fr, big->bytes + 4, big->len - 4, &used),
			 KW_ERR_FRAME_TOO_LARGE);
	assert_int_equal(used, 0);
	kw_frame_reader_free(&fr);
	/* Exactly at the limit is fine. */
	kw_frame_reader_init(&fr, interop_frame_body_len(big));
	assert_int_equal(kw_frame_reader_feed(&fr, big->bytes, big->len, &used), 1);
	kw_frame_reader_free(&fr);
}

static bool known_client(struct kw_str id)
{
	static const char *const ids[] = {"kw-producer", "kw-consumer", "kw-probe"};
	for (size_t i = 0; i < sizeof(ids) / sizeof(ids[0]); i++)
		if (id.len == (int32_t)strlen(ids[i]) &&
		    memcmp(id.ptr, ids[i], (size_t)id.len) == 0)
			return true;
	return false;
}

/*
 * Every request header: peeked, versioned by the KIP-482 rule, decoded,
 * and encoded back to the same bytes. librdkafka uses header v1 throughout
 * except for ApiVersions v3 and up (flexible), which take header v2.
 */
static void test_request_headers(void **state)
{
	(void)state;
	size_t v1 = 0, v2 = 0, flexible_api_versions = 0;
	for (size_t i = 0; i < V.count; i++) {
		const struct interop_frame *f = &V.frames[i];
		if (!f->request)
			continue;
		const uint8_t *body = interop_frame_body(f);
		size_t blen = interop_frame_body_len(f);
		int16_t key = -1, ver = -1;
		assert_int_equal(kw_rpc_request_peek(body, blen, &key, &ver), 0);
		assert_int_equal(key, f->api_key);
		assert_int_equal(ver, f->api_version);
		const struct kw_api *api = kw_api_by_key(key);
		assert_non_null(api);
		int16_t hv = kw_api_request_header_version(api, ver);
		if (key == KW_API_API_VERSIONS && ver >= 3) {
			flexible_api_versions++;
			assert_int_equal(hv, 2);
		}
		assert_true(hv == 1 || hv == 2);
		if (hv == 1)
			v1++;
		else
			v2++;

		struct kw_error err;
		struct kw_reader r;
		struct kw_arena arena;
		kw_arena_init(&arena);
		kw_reader_init(&r, body, blen, &err);
		struct kw_rpc_request_header h;
		memset(&h, 0, sizeof(h));
		assert_int_equal(kw_rpc_request_header_decode(&h, hv, &r, &arena), 0);
		assert_int_equal(h.api_key, key);
		assert_int_equal(h.api_version, ver);
		assert_int_equal(h.correlation_id, f->correlation_id);
		assert_true(known_client(h.client_id));
		assert_int_equal(h.unknown_tagged_fields.count, 0);
		size_t hlen = r.pos;
		assert_int_equal(kw_rpc_request_header_size(&h, hv), hlen);

		uint8_t out[256];
		struct kw_error werr;
		struct kw_writer w;
		kw_writer_init_fixed(&w, out, sizeof(out), &werr);
		assert_int_equal(kw_rpc_request_header_encode(&h, hv, &w), 0);
		assert_int_equal(w.pos, hlen);
		assert_memory_equal(out, body, hlen);
		kw_arena_free(&arena);
	}
	printf("request headers: %zu at v1, %zu at v2 (ApiVersions v3+: %zu)\n", v1, v2,
	       flexible_api_versions);
	assert_true(v1 > 0);
	assert_true(flexible_api_versions > 0);
	assert_int_equal(v2, flexible_api_versions);
}

/*
 * Every response header: versioned by the rule (ApiVersions always 0),
 * decoded, matched to its request, encoded back to the same bytes.
 */
static void test_response_headers(void **state)
{
	(void)state;
	size_t n = 0;
	for (size_t i = 0; i < V.count; i++) {
		if (!V.frames[i].request)
			continue;
		const struct interop_frame *q = &V.frames[i];
		const struct interop_frame *f = response_of(i);
		int16_t hv = kw_api_response_header_version(kw_api_by_key(f->api_key),
							    f->api_version);
		/* Nothing librdkafka's mock answered is flexible, and the
		 * ApiVersions response header is v0 even at v3 (KIP-511). */
		assert_int_equal(hv, 0);
		struct kw_error err;
		struct kw_reader r;
		struct kw_arena arena;
		kw_arena_init(&arena);
		kw_reader_init(&r, interop_frame_body(f), interop_frame_body_len(f),
			       &err);
		struct kw_rpc_response_header h;
		memset(&h, 0, sizeof(h));
		assert_int_equal(kw_rpc_response_header_decode(&h, hv, &r, &arena), 0);
		assert_int_equal(h.correlation_id, q->correlation_id);
		assert_int_equal(r.pos, 4);
		assert_int_equal(kw_rpc_response_header_size(&h, hv), 4);
		uint8_t out[16];
		struct kw_error werr;
		struct kw_writer w;
		kw_writer_init_fixed(&w, out, sizeof(out), &werr);
		assert_int_equal(kw_rpc_response_header_encode(&h, hv, &w), 0);
		assert_int_equal(w.pos, 4);
		assert_memory_equal(out, interop_frame_body(f), 4);
		kw_arena_free(&arena);
		n++;
	}
	assert_true(n > 0);
}

/*
 * The header rule at the flexible boundary, from both sides: had the
 * ApiVersions v3 reply used header v1 (as a naive rule would pick), its
 * first body byte would be eaten as a tagged-field count.
 */
static void test_api_versions_reply_header(void **state)
{
	(void)state;
	size_t seen = 0;
	for (size_t i = 0; i < V.count; i++) {
		const struct interop_frame *f = &V.frames[i];
		if (f->request || f->api_key != KW_API_API_VERSIONS || f->api_version < 3)
			continue;
		seen++;
		assert_int_equal(kw_api_response_header_version(kw_api_by_key(KW_API_API_VERSIONS),
								f->api_version),
				 0);
		/* error_code, the first body field at every version, is 35
		 * UNSUPPORTED_VERSION: the mock stops at ApiVersions v2. */
		const uint8_t *b = interop_frame_body(f) + 4;
		assert_int_equal(b[0] << 8 | b[1], 35);
	}
	assert_true(seen >= 3);
	/* Any other flexible response gets header v1. */
	assert_int_equal(kw_response_header_version(KW_API_METADATA, 9, 9), 1);
	assert_int_equal(kw_response_header_version(KW_API_API_VERSIONS, 3, 3), 0);
	assert_int_equal(kw_request_header_version(KW_API_API_VERSIONS, 3, 3), 2);
}

int main(int argc, char **argv)
{
	const char *dir = interop_data_dir(argc, argv);
	if (interop_vectors_load(&V, dir) != 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_index_pairs),
		cmocka_unit_test(test_frame_reader_whole),
		cmocka_unit_test(test_frame_reader_bytewise),
		cmocka_unit_test(test_frame_reader_stream),
		cmocka_unit_test(test_frame_reader_limit),
		cmocka_unit_test(test_request_headers),
		cmocka_unit_test(test_response_headers),
		cmocka_unit_test(test_api_versions_reply_header),
	};
	printf("%zu golden frames from %s\n", V.count, dir);
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	interop_vectors_free(&V);
	return rc;
}
