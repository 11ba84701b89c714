/*
 * test_tagged.c — tagged-field sections (runtime/tagged.c): known tags to
 * the handler through bounded sub-readers, unknown tags kept byte-exact and
 * written back, ordering rules, hostile counts and sizes, every prefix.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/reader.h>
#include <kwire/writer.h>

#include <string.h>

#include "guard.h"

/* Section: 3 fields — tag 0 (int32 7), tag 2 (2 bytes), tag 300 (empty). */
static const uint8_t section[] = {
	0x03, 0x00, 0x04, 0x00, 0x00, 0x00, 0x07,
	0x02, 0x02, 0xab, 0xcd, 0xac, 0x02, 0x00,
};

struct seen {
	int32_t tag0;
	int calls;
};

/* Knows tag 0 (an int32); everything else is unknown. */
static int know_tag0(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct seen *s = ctx;
	s->calls++;
	if (tag != 0)
		return 0;
	s->tag0 = kw_reader_read_i32(sub);
	return kw_reader_ok(sub) ? 1 : sub->err->code;
}

static void test_read_known_and_unknown(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_unknown_tags u;
	struct seen s = {0, 0};
	kw_reader_init(&r, section, sizeof section, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, know_tag0, &s, &u), 0);
	assert_int_equal(r.pos, sizeof section);
	assert_int_equal(s.tag0, 7);
	assert_int_equal(s.calls, 3);
	assert_int_equal(u.count, 2);
	assert_int_equal(u.items[0].tag, 2);
	assert_int_equal(u.items[0].value.len, 2);
	assert_ptr_equal(u.items[0].value.ptr, section + 9); /* a view */
	assert_int_equal(u.items[1].tag, 300);
	assert_int_equal(u.items[1].value.len, 0);

	/* Written back with the known tag re-inserted: byte-exact. */
	uint8_t out[64];
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	uint32_t unknown_count;
	size_t unknown_size = kw_size_unknown_tags(&u, 0, UINT32_MAX, &unknown_count);
	assert_int_equal(unknown_count, 2);
	kw_writer_write_uvarint(&w, unknown_count + 1);
	kw_writer_write_unknown_tags(&w, &u, 0, 0); /* nothing below tag 0 */
	kw_writer_write_tag_header(&w, 0, 4);
	kw_writer_write_i32(&w, 7);
	kw_writer_write_unknown_tags(&w, &u, 1, UINT32_MAX);
	assert_true(kw_writer_ok(&w));
	assert_int_equal(w.pos, 1 + kw_size_tag_header(0, 4) + 4 + unknown_size);
	assert_int_equal(w.pos, sizeof section);
	assert_memory_equal(out, section, sizeof section);

	/* With no handler every tag is unknown; the whole section round-trips
	 * through kw_writer_write_tagged_fields. */
	kw_reader_init(&r, section, sizeof section, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &u), 0);
	assert_int_equal(u.count, 3);
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	kw_writer_write_tagged_fields(&w, &u);
	assert_int_equal(w.pos, sizeof section);
	assert_int_equal(kw_size_tagged_fields(&u), sizeof section);
	assert_memory_equal(out, section, sizeof section);

	/* An empty section is one byte. */
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	kw_writer_write_tagged_fields(&w, NULL);
	assert_int_equal(w.pos, 1);
	assert_int_equal(out[0], 0);
	assert_int_equal(kw_size_tagged_fields(NULL), 1);
	kw_arena_free(&a);
}

static void test_read_errors(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_unknown_tags u;

	/* A count that cannot fit: each field needs two bytes at least. */
	static const uint8_t many[] = {0x05, 0x00, 0x00, 0x01, 0x00, 0x02, 0x00};
	kw_reader_init(&r, many, sizeof many, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &u),
			 KW_ERR_COUNT_TOO_LARGE);
	assert_int_equal(err.offset, 0);
	assert_string_equal(err.detail, "tagged field count 5 exceeds 6 remaining bytes");

	static const uint8_t huge[] = {0xff, 0xff, 0xff, 0xff, 0x0f, 0, 0};
	kw_reader_init(&r, huge, sizeof huge, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &u),
			 KW_ERR_COUNT_TOO_LARGE);

	/* A size past the end, reported at the field's tag. */
	static const uint8_t past[] = {0x01, 0x03, 0x7f, 0x00};
	kw_reader_init(&r, past, sizeof past, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &u),
			 KW_ERR_LENGTH_PAST_END);
	assert_int_equal(err.offset, 1);
	assert_string_equal(err.detail,
			    "tagged field 3 size 127 exceeds 1 remaining bytes");

	/* Out of order, and duplicated. */
	static const uint8_t order[] = {0x02, 0x05, 0x00, 0x04, 0x00};
	kw_reader_init(&r, order, sizeof order, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &u),
			 KW_ERR_TAG_ORDER);
	assert_int_equal(err.offset, 3);
	assert_string_equal(err.detail, "tag 4 follows tag 5");
	static const uint8_t dup[] = {0x02, 0x05, 0x00, 0x05, 0x00};
	kw_reader_init(&r, dup, sizeof dup, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &u),
			 KW_ERR_TAG_ORDER);

	/* A known value shorter than its decoder needs: the sub-reader stops
	 * at the value's end, and the offset is absolute. */
	static const uint8_t short0[] = {0x09, 0x01, 0x00, 0x02, 0x00, 0x00, 0x00};
	struct seen s = {0, 0};
	kw_reader_init(&r, short0, sizeof short0, &err);
	kw_reader_skip(&r, 1);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, know_tag0, &s, &u),
			 KW_ERR_TRUNCATED);
	assert_int_equal(err.offset, 4);
	assert_string_equal(err.detail, "int32 needs 4 bytes, 2 remain");
	kw_arena_free(&a);
}

static int fail_handler(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	(void)ctx;
	(void)tag;
	(void)sub;
	return KW_ERR_INVALID_TAG; /* records nothing itself */
}

static void test_handler_error_and_nomem(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	struct kw_unknown_tags u;
	kw_arena_init(&a);
	kw_reader_init(&r, section, sizeof section, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, fail_handler, NULL, &u),
			 KW_ERR_INVALID_TAG);
	assert_int_equal(err.code, KW_ERR_INVALID_TAG);
	assert_int_equal(err.offset, 3);
	assert_string_equal(err.detail, "tagged field 0 is invalid");
	kw_arena_free(&a);

	/* A fixed arena too small for the unknown list: NOMEM, no crash. */
	kw_arena_init_fixed(&a, NULL, 0);
	kw_reader_init(&r, section, sizeof section, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &u),
			 KW_ERR_NOMEM);
	assert_int_equal(err.offset, 1);
}

static void test_write_errors(void **state)
{
	(void)state;
	uint8_t out[64];
	struct kw_error err;
	struct kw_writer w;
	struct kw_raw_tag items[] = {
		{4, {(const uint8_t *)"a", 1}},
		{3, {(const uint8_t *)"b", 1}},
	};
	struct kw_unknown_tags u = {items, 2};
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	kw_writer_write_tagged_fields(&w, &u);
	assert_int_equal(err.code, KW_ERR_TAG_ORDER);
	assert_string_equal(err.detail, "unknown tag 3 follows tag 4");

	items[1].tag = 5;
	items[1].value = KW_BYTES_NULL;
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	kw_writer_write_unknown_tags(&w, &u, 0, 100);
	assert_int_equal(err.code, KW_ERR_INVALID_ARGUMENT);

	/* The largest tag number survives a round trip. */
	items[1].tag = UINT32_MAX;
	items[1].value = (struct kw_bytes){(const uint8_t *)"zz", 2};
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	kw_writer_write_tagged_fields(&w, &u);
	assert_true(kw_writer_ok(&w));
	assert_int_equal(w.pos, kw_size_tagged_fields(&u));
	struct kw_reader r;
	struct kw_arena a;
	struct kw_unknown_tags back;
	kw_arena_init(&a);
	kw_reader_init(&r, out, w.pos, &err);
	assert_int_equal(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &back), 0);
	assert_true(kw_unknown_tags_equal(&u, &back));
	kw_arena_free(&a);
}

static void test_every_prefix(void **state)
{
	(void)state;
	struct guard g;
	guard_init(&g);
	for (size_t len = 0; len < sizeof section; len++) {
		const uint8_t *p = guard_put(&g, section, len);
		struct kw_error err;
		struct kw_reader r;
		struct kw_arena a;
		struct kw_unknown_tags u;
		struct seen s = {0, 0};
		kw_arena_init(&a);
		kw_reader_init(&r, p, len, &err);
		int rc = kw_reader_read_tagged_fields(&r, &a, know_tag0, &s, &u);
		if (rc != KW_ERR_TRUNCATED && rc != KW_ERR_LENGTH_PAST_END &&
		    rc != KW_ERR_COUNT_TOO_LARGE)
			fail_msg("prefix %zu: %s", len, kw_errname(rc));
		kw_arena_free(&a);
	}
	guard_release(&g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_known_and_unknown),
		cmocka_unit_test(test_read_errors),
		cmocka_unit_test(test_handler_error_and_nomem),
		cmocka_unit_test(test_write_errors),
		cmocka_unit_test(test_every_prefix),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
