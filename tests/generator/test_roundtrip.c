/*
 * test_roundtrip.c — every message and every valid version of the schema set
 * the test was generated from (the 187 reference schemas): seeded random
 * instances (kwire-gen --test-helpers) must satisfy
 *   size() == bytes written, decode(encode(m)) equals m, the decoder
 *   consumes every byte, encode(decode(encode(m))) is byte-identical,
 * and every proper prefix of a valid encoding must fail to decode with an
 * error (never succeed, never crash).
 */
#include "kwire/msg/api.h"
#include "kwire/msg/testgen.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#define SEEDS 6

static void fail_with(const char *what, const struct kw_msg_codec *c, int v, uint64_t seed,
		      const struct kw_error *err)
{
	char buf[512];
	buf[0] = '\0';
	if (err)
		kw_error_format(err, buf, sizeof buf);
	fail_msg("%s v%d seed %llu: %s %s", c->name, v, (unsigned long long)seed, what, buf);
}

static void *xcalloc(size_t size)
{
	void *p = calloc(1, size);
	assert_non_null(p);
	return p;
}

/* Every proper prefix fails (all of them for short inputs, a sample else). */
static void check_prefixes(const struct kw_msg_codec *c, int v, uint64_t seed,
			   const uint8_t *buf, size_t len)
{
	void *m = xcalloc(c->struct_size);
	size_t step = len > 2048 ? len / 509 + 1 : 1;
	for (size_t n = 0; n < len; n += step) {
		/* A copy of exactly n bytes, so an over-read is an ASan error. */
		uint8_t *cut = malloc(n ? n : 1);
		assert_non_null(cut);
		memcpy(cut, buf, n);
		struct kw_error err;
		struct kw_reader r;
		struct kw_arena a;
		kw_arena_init(&a);
		kw_reader_init(&r, cut, n, &err);
		int rc = c->decode(m, (int16_t)v, &r, &a);
		if (rc >= 0) {
			fprintf(stderr, "prefix of %zu of %zu bytes decoded\n", n, len);
			fail_with("a truncated input decoded without error:", c, v, seed, NULL);
		}
		assert_int_equal(rc, err.code);
		kw_arena_free(&a);
		free(cut);
	}
	free(m);
}

static void roundtrip(const struct kw_msg_codec *c, const struct kw_testgen_entry *e, int v,
		      uint64_t seed, int mode)
{
	struct kw_arena fa, da;
	kw_arena_init(&fa);
	kw_arena_init(&da);
	void *m1 = xcalloc(c->struct_size), *m2 = xcalloc(c->struct_size);
	struct kw_testgen g;
	kw_testgen_seed(&g, seed * 131 + (uint64_t)v);
	if (mode == 1)
		c->init(m1); /* every field at its default */
	else
		e->fill(m1, (int16_t)v, &g, &fa);

	size_t sz = c->size(m1, (int16_t)v);
	struct kw_error err;
	struct kw_writer w;
	assert_int_equal(kw_writer_init_growable(&w, 16, &err), 0);
	if (c->encode(m1, (int16_t)v, &w) != 0)
		fail_with("encode failed:", c, v, seed, &err);
	if (w.pos != sz) {
		fprintf(stderr, "size %zu, wrote %zu\n", sz, w.pos);
		fail_with("size differs from bytes written", c, v, seed, NULL);
	}
	size_t len = w.pos;
	uint8_t *bytes = kw_writer_detach(&w, &len);
	/* Decode from an exact-size copy (ASan catches any over-read). */
	uint8_t *exact = malloc(len ? len : 1);
	assert_non_null(exact);
	if (len)
		memcpy(exact, bytes, len);
	struct kw_error derr;
	struct kw_reader r;
	kw_reader_init(&r, exact, len, &derr);
	if (c->decode(m2, (int16_t)v, &r, &da) != 0)
		fail_with("decode failed:", c, v, seed, &derr);
	if (r.pos != len)
		fail_with("decode left bytes unread", c, v, seed, NULL);
	if (!c->equal(m1, m2))
		fail_with("decoded message differs from the original", c, v, seed, NULL);
	if (!c->equal(m2, m1))
		fail_with("equality is not symmetric", c, v, seed, NULL);
	struct kw_writer w2;
	assert_int_equal(kw_writer_init_growable(&w2, 16, &err), 0);
	if (c->encode(m2, (int16_t)v, &w2) != 0)
		fail_with("re-encode failed:", c, v, seed, &err);
	if (w2.pos != len || memcmp(w2.buf, bytes, len) != 0)
		fail_with("re-encoding is not byte-identical", c, v, seed, NULL);
	assert_int_equal(c->size(m2, (int16_t)v), len);
	kw_writer_release(&w2);
	if (mode == 0 && seed < 2)
		check_prefixes(c, v, seed, exact, len);
	free(exact);
	free(bytes);
	free(m1);
	free(m2);
	kw_arena_free(&fa);
	kw_arena_free(&da);
}

static void test_message(void **state)
{
	size_t i = (size_t)(uintptr_t)*state;
	const struct kw_msg_codec *c = &kw_msgs[i];
	const struct kw_testgen_entry *e = &kw_testgen_entries[i];
	assert_string_equal(c->name, e->name);
	for (int v = c->min_version; v <= c->max_version; v++) {
		roundtrip(c, e, v, 0, 1);
		for (uint64_t s = 0; s < SEEDS; s++)
			roundtrip(c, e, v, s, 0);
	}
}

/* A version outside validVersions is refused by decode and encode. */
static void test_versions_refused(void **state)
{
	(void)state;
	for (size_t i = 0; i < kw_msg_count; i++) {
		const struct kw_msg_codec *c = &kw_msgs[i];
		void *m = xcalloc(c->struct_size);
		c->init(m);
		uint8_t buf[64] = { 0 };
		struct kw_error err;
		struct kw_reader r;
		struct kw_arena a;
		kw_arena_init(&a);
		kw_reader_init(&r, buf, sizeof buf, &err);
		assert_int_equal(c->decode(m, (int16_t)(c->max_version + 1), &r, &a),
				 KW_ERR_UNSUPPORTED_VERSION);
		struct kw_writer w;
		kw_writer_init_fixed(&w, buf, sizeof buf, &err);
		assert_int_equal(c->encode(m, (int16_t)(c->max_version + 1), &w),
				 KW_ERR_UNSUPPORTED_VERSION);
		if (c->min_version > 0) {
			kw_writer_init_fixed(&w, buf, sizeof buf, &err);
			assert_int_equal(c->encode(m, (int16_t)(c->min_version - 1), &w),
					 KW_ERR_UNSUPPORTED_VERSION);
		}
		kw_arena_free(&a);
		free(m);
	}
}

int main(void)
{
	size_t n = kw_msg_count;
	assert_true(n == kw_testgen_count);
	struct CMUnitTest *tests = calloc(n + 1, sizeof *tests);
	if (!tests)
		return 1;
	for (size_t i = 0; i < n; i++) {
		tests[i].name = kw_msgs[i].name;
		tests[i].test_func = test_message;
		tests[i].initial_state = (void *)(uintptr_t)i;
	}
	tests[n].name = "versions_refused";
	tests[n].test_func = test_versions_refused;
	int rc = _cmocka_run_group_tests("roundtrip", tests, n + 1, NULL, NULL);
	free(tests);
	return rc;
}
