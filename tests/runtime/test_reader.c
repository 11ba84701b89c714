/*
 * test_reader.c — the reader primitives (runtime/reader.c): boundaries of
 * every primitive, Kafka's varint vectors, each bad-input error with its
 * offset and message, every prefix of a valid encoding, guard-page inputs.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/reader.h>
#include <kwire/writer.h>

#include <math.h>
#include <string.h>

#include "guard.h"

/* Asserts that r failed with code at offset and that detail contains text. */
static void expect_err(const struct kw_reader *r, int code, size_t offset,
		       const char *text)
{
	assert_string_equal(kw_errname(r->err->code), kw_errname(code));
	assert_int_equal(r->err->offset, offset);
	if (text != NULL && strstr(r->err->detail, text) == NULL)
		fail_msg("detail \"%s\" lacks \"%s\"", r->err->detail, text);
}

struct uvec {
	uint32_t value;
	uint8_t bytes[5];
	size_t len;
};

/* Kafka's ByteUtilsTest vectors for unsigned varints. */
static const struct uvec uvectors[] = {
	{0, {0x00}, 1},
	{1, {0x01}, 1},
	{63, {0x3f}, 1},
	{64, {0x40}, 1},
	{127, {0x7f}, 1},
	{128, {0x80, 0x01}, 2},
	{8191, {0xff, 0x3f}, 2},
	{8192, {0x80, 0x40}, 2},
	{1048575, {0xff, 0xff, 0x3f}, 3},
	{1048576, {0x80, 0x80, 0x40}, 3},
	{0x7fffffff, {0xff, 0xff, 0xff, 0xff, 0x07}, 5},
	{0x80000000, {0x80, 0x80, 0x80, 0x80, 0x08}, 5},
	{0xffffffff, {0xff, 0xff, 0xff, 0xff, 0x0f}, 5},
};

static void test_uvarint_vectors(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof uvectors / sizeof uvectors[0]; i++) {
		const struct uvec *v = &uvectors[i];
		struct kw_error err;
		struct kw_reader r;
		kw_reader_init(&r, v->bytes, v->len, &err);
		assert_int_equal(kw_reader_read_uvarint(&r), v->value);
		assert_true(kw_reader_ok(&r));
		assert_int_equal(r.pos, v->len);

		uint8_t out[8];
		struct kw_writer w;
		kw_writer_init_fixed(&w, out, sizeof out, &err);
		kw_writer_write_uvarint(&w, v->value);
		assert_true(kw_writer_ok(&w));
		assert_int_equal(w.pos, v->len);
		assert_memory_equal(out, v->bytes, v->len);
		assert_int_equal(kw_size_uvarint(v->value), v->len);
		/* The same bytes read as a 64-bit varint give the same value. */
		kw_reader_init(&r, v->bytes, v->len, &err);
		assert_int_equal(kw_reader_read_uvarlong(&r), v->value);
	}
}

static void test_uvarint_errors(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_reader r;
	/* Six bytes: the fifth still says "more follows". */
	static const uint8_t too_long[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0x01};
	kw_reader_init(&r, too_long, sizeof too_long, &err);
	assert_int_equal(kw_reader_read_uvarint(&r), 0);
	expect_err(&r, KW_ERR_VARINT_TOO_LONG, 0, "longer than 5 bytes");

	/* A fifth byte above 0x0f does not fit 32 bits. */
	static const uint8_t overflow[] = {0x00, 0x80, 0x80, 0x80, 0x80, 0x10};
	kw_reader_init(&r, overflow, sizeof overflow, &err);
	kw_reader_read_i8(&r);
	assert_int_equal(kw_reader_read_uvarint(&r), 0);
	expect_err(&r, KW_ERR_VARINT_OVERFLOW, 1, "0x10");

	/* Ends while a continuation bit is set. */
	static const uint8_t cut[] = {0x80, 0x80};
	kw_reader_init(&r, cut, sizeof cut, &err);
	kw_reader_read_uvarint(&r);
	expect_err(&r, KW_ERR_TRUNCATED, 0, "ends after 2 bytes");

	kw_reader_init(&r, NULL, 0, &err);
	kw_reader_read_uvarint(&r);
	expect_err(&r, KW_ERR_TRUNCATED, 0, NULL);

	/* 64-bit: ten bytes at most, and the tenth may carry one bit. */
	static const uint8_t l_ok[] = {0xff, 0xff, 0xff, 0xff, 0xff,
				       0xff, 0xff, 0xff, 0xff, 0x01};
	kw_reader_init(&r, l_ok, sizeof l_ok, &err);
	assert_true(kw_reader_read_uvarlong(&r) == UINT64_MAX);
	assert_true(kw_reader_ok(&r));
	uint8_t l_bad[10];
	memcpy(l_bad, l_ok, 10);
	l_bad[9] = 0x02;
	kw_reader_init(&r, l_bad, sizeof l_bad, &err);
	kw_reader_read_uvarlong(&r);
	expect_err(&r, KW_ERR_VARINT_OVERFLOW, 0, NULL);
	uint8_t l_long[11];
	memset(l_long, 0xff, sizeof l_long);
	l_long[10] = 0x01;
	kw_reader_init(&r, l_long, sizeof l_long, &err);
	kw_reader_read_uvarlong(&r);
	expect_err(&r, KW_ERR_VARINT_TOO_LONG, 0, "longer than 10 bytes");
}

static void test_signed_varints(void **state)
{
	(void)state;
	static const int32_t v32[] = {0,	 -1,	  1,	   -2,	2,
				      63,	 -64,	  64,	   -65, INT32_MAX,
				      INT32_MIN, 1000000, -1000000};
	static const int64_t v64[] = {
		0, -1, 1, INT64_MAX, INT64_MIN, (int64_t)1 << 40, -((int64_t)1 << 40)};
	uint8_t buf[16];
	struct kw_error err;
	for (size_t i = 0; i < sizeof v32 / sizeof v32[0]; i++) {
		struct kw_writer w;
		kw_writer_init_fixed(&w, buf, sizeof buf, &err);
		kw_writer_write_varint(&w, v32[i]);
		assert_int_equal(w.pos, kw_size_varint(v32[i]));
		struct kw_reader r;
		kw_reader_init(&r, buf, w.pos, &err);
		assert_int_equal(kw_reader_read_varint(&r), v32[i]);
		assert_int_equal(r.pos, w.pos);
	}
	for (size_t i = 0; i < sizeof v64 / sizeof v64[0]; i++) {
		struct kw_writer w;
		kw_writer_init_fixed(&w, buf, sizeof buf, &err);
		kw_writer_write_varlong(&w, v64[i]);
		assert_int_equal(w.pos, kw_size_varlong(v64[i]));
		struct kw_reader r;
		kw_reader_init(&r, buf, w.pos, &err);
		assert_true(kw_reader_read_varlong(&r) == v64[i]);
		assert_int_equal(r.pos, w.pos);
	}
	/* Zig-zag: -1 is 01, 1 is 02, INT32_MIN is ff ff ff ff 0f. */
	static const uint8_t m1[] = {0x01}, p1[] = {0x02};
	static const uint8_t min[] = {0xff, 0xff, 0xff, 0xff, 0x0f};
	struct kw_reader r;
	kw_reader_init(&r, m1, 1, &err);
	assert_int_equal(kw_reader_read_varint(&r), -1);
	kw_reader_init(&r, p1, 1, &err);
	assert_int_equal(kw_reader_read_varint(&r), 1);
	kw_reader_init(&r, min, 5, &err);
	assert_int_equal(kw_reader_read_varint(&r), INT32_MIN);
}

static void test_fixed_width(void **state)
{
	(void)state;
	static const uint8_t in[] = {
		0x02,				       /* bool: any non-zero is true */
		0x80,				       /* int8 -128 */
		0x80, 0x00,			       /* int16 -32768 */
		0x7f, 0xff, 0xff, 0xff,		       /* int32 max */
		0x80, 0,    0,	  0,	0,  0,	0,  0, /* int64 min */
		0xff, 0xff,			       /* uint16 65535 */
		0xff, 0xff, 0xff, 0xff,		       /* uint32 max */
		0x3f, 0xf0, 0,	  0,	0,  0,	0,  0, /* float64 1.0 */
		0,    1,    2,	  3,	4,  5,	6,  7,
		8,    9,    10,	  11,	12, 13, 14, 15, /* uuid */
	};
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, in, sizeof in, &err);
	assert_true(kw_reader_read_bool(&r));
	assert_int_equal(kw_reader_read_i8(&r), -128);
	assert_int_equal(kw_reader_read_i16(&r), INT16_MIN);
	assert_int_equal(kw_reader_read_i32(&r), INT32_MAX);
	assert_true(kw_reader_read_i64(&r) == INT64_MIN);
	assert_int_equal(kw_reader_read_u16(&r), 65535);
	assert_true(kw_reader_read_u32(&r) == UINT32_MAX);
	assert_true(kw_reader_read_f64(&r) == 1.0);
	struct kw_uuid u;
	kw_reader_read_uuid(&r, &u);
	for (int i = 0; i < 16; i++)
		assert_int_equal(u.bytes[i], i);
	assert_true(kw_reader_ok(&r));
	assert_int_equal(kw_reader_remaining(&r), 0);
	/* One more byte is a truncation at the end, and it sticks. */
	assert_int_equal(kw_reader_read_i8(&r), 0);
	expect_err(&r, KW_ERR_TRUNCATED, sizeof in, "int8 needs 1 bytes, 0 remain");
	size_t at = r.pos;
	assert_int_equal(kw_reader_read_i32(&r), 0);
	assert_int_equal(r.pos, at);
	assert_int_equal(r.err->offset, sizeof in);
}

static void test_float_specials(void **state)
{
	(void)state;
	static const double v[] = {0.0, -0.0, INFINITY, -INFINITY, 1e-308, 12.34};
	uint8_t buf[8];
	struct kw_error err;
	for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
		struct kw_writer w;
		kw_writer_init_fixed(&w, buf, sizeof buf, &err);
		kw_writer_write_f64(&w, v[i]);
		struct kw_reader r;
		kw_reader_init(&r, buf, 8, &err);
		double d = kw_reader_read_f64(&r);
		assert_memory_equal(&d, &v[i], sizeof d);
	}
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_f64(&w, NAN);
	struct kw_reader r;
	kw_reader_init(&r, buf, 8, &err);
	assert_true(isnan(kw_reader_read_f64(&r)));
}

static void test_strings(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_reader r;
	struct kw_str s;

	static const uint8_t classic[] = {0x00, 0x03, 'a',  'b', 'c',
					  0xff, 0xff, 0x00, 0x00};
	kw_reader_init(&r, classic, sizeof classic, &err);
	kw_reader_read_string(&r, &s, false, false);
	assert_int_equal(s.len, 3);
	assert_memory_equal(s.ptr, "abc", 3);
	assert_ptr_equal(s.ptr, classic + 2); /* a view, not a copy */
	kw_reader_read_string(&r, &s, false, true);
	assert_true(kw_str_is_null(s));
	kw_reader_read_string(&r, &s, false, false);
	assert_int_equal(s.len, 0);
	assert_true(kw_reader_ok(&r));

	/* Null where it is not allowed, at the position of the length. */
	kw_reader_init(&r, classic, sizeof classic, &err);
	kw_reader_skip(&r, 5);
	kw_reader_read_string(&r, &s, false, false);
	expect_err(&r, KW_ERR_NULL_NOT_ALLOWED, 5, "null string");

	static const uint8_t neg[] = {0xff, 0xfe};
	kw_reader_init(&r, neg, sizeof neg, &err);
	kw_reader_read_string(&r, &s, false, true);
	expect_err(&r, KW_ERR_NEGATIVE_LENGTH, 0, "string length -2 is negative");

	static const uint8_t past[] = {0x00, 0x05, 'a', 'b'};
	kw_reader_init(&r, past, sizeof past, &err);
	kw_reader_read_string(&r, &s, false, false);
	expect_err(&r, KW_ERR_LENGTH_PAST_END, 0,
		   "string length 5 exceeds 2 remaining bytes");

	/* Compact: 0 is null, N+1 otherwise; 40000 bytes is too long even
	 * before we know whether they are there. */
	static const uint8_t cnull[] = {0x00};
	kw_reader_init(&r, cnull, 1, &err);
	kw_reader_read_string(&r, &s, true, true);
	assert_true(kw_str_is_null(s));
	kw_reader_init(&r, cnull, 1, &err);
	kw_reader_read_string(&r, &s, true, false);
	expect_err(&r, KW_ERR_NULL_NOT_ALLOWED, 0, NULL);

	uint8_t big[8];
	struct kw_writer w;
	kw_writer_init_fixed(&w, big, sizeof big, &err);
	kw_writer_write_i8(&w, 7);
	kw_writer_write_uvarint(&w, 40001);
	kw_reader_init(&r, big, w.pos, &err);
	kw_reader_read_i8(&r);
	kw_reader_read_string(&r, &s, true, false);
	expect_err(&r, KW_ERR_STRING_TOO_LONG, 1, "string length 40000 exceeds 32767");

	/* The largest compact prefix is still just "too long". */
	static const uint8_t huge[] = {0xff, 0xff, 0xff, 0xff, 0x0f};
	kw_reader_init(&r, huge, sizeof huge, &err);
	kw_reader_read_string(&r, &s, true, false);
	expect_err(&r, KW_ERR_STRING_TOO_LONG, 0, "4294967294 exceeds 32767");

	/* Exactly 32767 is fine. */
	static uint8_t max[2 + 32767];
	max[0] = 0x7f;
	max[1] = 0xff;
	kw_reader_init(&r, max, sizeof max, &err);
	kw_reader_read_string(&r, &s, false, false);
	assert_true(kw_reader_ok(&r));
	assert_int_equal(s.len, 32767);
}

static void test_bytes(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_reader r;
	struct kw_bytes b;

	static const uint8_t past[] = {0, 0, 0, 0, 0x7f, 0xff, 0xff, 0xff, 1, 2};
	kw_reader_init(&r, past, sizeof past, &err);
	kw_reader_read_i32(&r);
	kw_reader_read_bytes(&r, &b, false, false);
	expect_err(&r, KW_ERR_LENGTH_PAST_END, 4,
		   "bytes length 2147483647 exceeds 2 remaining bytes");

	static const uint8_t neg[] = {0x80, 0, 0, 0};
	kw_reader_init(&r, neg, sizeof neg, &err);
	kw_reader_read_bytes(&r, &b, false, true);
	expect_err(&r, KW_ERR_NEGATIVE_LENGTH, 0, "bytes length -2147483648");

	static const uint8_t cnull[] = {0xff, 0xff, 0xff, 0xff, 0x00};
	kw_reader_init(&r, cnull, sizeof cnull, &err);
	kw_reader_read_bytes(&r, &b, false, true);
	assert_true(kw_bytes_is_null(b));
	kw_reader_read_bytes(&r, &b, true, true);
	assert_true(kw_bytes_is_null(b));
	assert_true(kw_reader_ok(&r));

	/* Compact N+1 above INT32_MAX + 1 cannot be a bytes length. */
	static const uint8_t over[] = {0xff, 0xff, 0xff, 0xff, 0x0f};
	kw_reader_init(&r, over, sizeof over, &err);
	kw_reader_read_bytes(&r, &b, true, false);
	expect_err(&r, KW_ERR_VARINT_OVERFLOW, 0, "4294967294 exceeds 2147483647");

	static const uint8_t ok[] = {0x04, 'x', 'y', 'z'};
	kw_reader_init(&r, ok, sizeof ok, &err);
	kw_reader_read_bytes(&r, &b, true, false);
	assert_int_equal(b.len, 3);
	assert_ptr_equal(b.ptr, ok + 1);
}

static void test_arrays(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_reader r;
	uint8_t buf[32] = {0x7f, 0xff, 0xff, 0xff};
	kw_reader_init(&r, buf, 16, &err);
	assert_int_equal(kw_reader_read_array_len(&r, false, false, 1), 0);
	expect_err(&r, KW_ERR_COUNT_TOO_LARGE, 0,
		   "array count 2147483647 exceeds 12 remaining bytes");

	/* Kafka's SimpleArraysMessageTest: 7f then 7 bytes → 126 elements. */
	static const uint8_t kafka1[] = {0x7f, 0, 0, 0, 0, 0, 0, 0};
	kw_reader_init(&r, kafka1, sizeof kafka1, &err);
	kw_reader_read_array_len(&r, true, false, 1);
	expect_err(&r, KW_ERR_COUNT_TOO_LARGE, 0,
		   "array count 126 exceeds 7 remaining bytes");

	/* The minimum element size scales the bound. */
	static const uint8_t three[] = {0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0};
	kw_reader_init(&r, three, sizeof three, &err);
	assert_int_equal(kw_reader_read_array_len(&r, false, false, 2), 3);
	assert_true(kw_reader_ok(&r));
	kw_reader_init(&r, three, sizeof three, &err);
	kw_reader_read_array_len(&r, false, false, 3);
	expect_err(&r, KW_ERR_COUNT_TOO_LARGE, 0,
		   "array count 3 of elements of at least 3 bytes exceeds 8 remaining "
		   "bytes");

	static const uint8_t nul[] = {0xff, 0xff, 0xff, 0xff};
	kw_reader_init(&r, nul, sizeof nul, &err);
	assert_int_equal(kw_reader_read_array_len(&r, false, true, 1), -1);
	kw_reader_init(&r, nul, sizeof nul, &err);
	assert_int_equal(kw_reader_read_array_len(&r, false, false, 1), 0);
	expect_err(&r, KW_ERR_NULL_NOT_ALLOWED, 0, "null array");
	static const uint8_t neg[] = {0xff, 0xff, 0xff, 0xfe};
	kw_reader_init(&r, neg, sizeof neg, &err);
	kw_reader_read_array_len(&r, false, true, 1);
	expect_err(&r, KW_ERR_NEGATIVE_LENGTH, 0, "array length -2");

	static const uint8_t empty[] = {0x01};
	kw_reader_init(&r, empty, 1, &err);
	assert_int_equal(kw_reader_read_array_len(&r, true, false, 8), 0);
	assert_true(kw_reader_ok(&r));
	static const uint8_t c_over[] = {0xff, 0xff, 0xff, 0xff, 0x0f};
	kw_reader_init(&r, c_over, sizeof c_over, &err);
	kw_reader_read_array_len(&r, true, true, 1);
	expect_err(&r, KW_ERR_VARINT_OVERFLOW, 0, NULL);
}

static void test_first_error_wins(void **state)
{
	(void)state;
	static const uint8_t in[] = {0xff, 0xfe, 0x00};
	struct kw_error err;
	struct kw_reader r;
	struct kw_str s;
	kw_reader_init(&r, in, sizeof in, &err);
	kw_reader_read_string(&r, &s, false, true);
	kw_reader_read_i64(&r);
	kw_reader_fail(&r, KW_ERR_CORRUPT, "later");
	expect_err(&r, KW_ERR_NEGATIVE_LENGTH, 0, NULL);
	char msg[256];
	kw_error_format(&err, msg, sizeof msg);
	assert_string_equal(msg, "string length -2 is negative at offset 0");
}

static void test_sub_reader_offsets(void **state)
{
	(void)state;
	static const uint8_t in[] = {1, 2, 3, 4, 5, 6};
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, in, sizeof in, &err);
	kw_reader_skip(&r, 2);
	struct kw_reader sub = {in + 2, 2, 0, 2, &err};
	kw_reader_read_i32(&sub);
	expect_err(&sub, KW_ERR_TRUNCATED, 2, "int32 needs 4 bytes, 2 remain");
	assert_false(kw_reader_ok(&r)); /* shared error */
}

/*
 * One value of every kind, as a decoder would read them back to back.
 * Returns the reader's error code (0 when everything was there).
 */
static int read_everything(struct kw_reader *r)
{
	struct kw_str s;
	struct kw_bytes b;
	struct kw_uuid u;
	kw_reader_read_bool(r);
	kw_reader_read_i8(r);
	kw_reader_read_i16(r);
	kw_reader_read_i32(r);
	kw_reader_read_i64(r);
	kw_reader_read_u16(r);
	kw_reader_read_u32(r);
	kw_reader_read_f64(r);
	kw_reader_read_uvarint(r);
	kw_reader_read_uvarlong(r);
	kw_reader_read_varint(r);
	kw_reader_read_varlong(r);
	kw_reader_read_uuid(r, &u);
	kw_reader_read_string(r, &s, false, true);
	kw_reader_read_string(r, &s, true, false);
	kw_reader_read_string(r, &s, true, true);
	kw_reader_read_bytes(r, &b, false, false);
	kw_reader_read_bytes(r, &b, true, false);
	int32_t n = kw_reader_read_array_len(r, true, false, 4);
	if (!kw_reader_ok(r))
		return r->err->code;
	for (int32_t i = 0; i < n; i++)
		kw_reader_read_i32(r);
	kw_reader_read_raw(r, 3);
	return r->err->code;
}

static size_t write_everything(uint8_t *buf, size_t cap)
{
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, cap, &err);
	kw_writer_write_bool(&w, true);
	kw_writer_write_i8(&w, -5);
	kw_writer_write_i16(&w, 300);
	kw_writer_write_i32(&w, -70000);
	kw_writer_write_i64(&w, INT64_MAX);
	kw_writer_write_u16(&w, 65000);
	kw_writer_write_u32(&w, 4000000000u);
	kw_writer_write_f64(&w, 3.5);
	kw_writer_write_uvarint(&w, 300000);
	kw_writer_write_uvarlong(&w, UINT64_MAX);
	kw_writer_write_varint(&w, -3);
	kw_writer_write_varlong(&w, INT64_MIN);
	struct kw_uuid u = {{9, 8, 7}};
	kw_writer_write_uuid(&w, &u);
	kw_writer_write_string(&w, KW_STR_LIT("classic"), false);
	kw_writer_write_string(&w, KW_STR_LIT("compact"), true);
	kw_writer_write_string(&w, KW_STR_NULL, true);
	kw_writer_write_bytes(&w, (struct kw_bytes){(const uint8_t *)"xy", 2}, false);
	kw_writer_write_bytes(&w, (struct kw_bytes){(const uint8_t *)"", 0}, true);
	kw_writer_write_array_len(&w, 2, true);
	kw_writer_write_i32(&w, 1);
	kw_writer_write_i32(&w, 2);
	kw_writer_write_raw(&w, "end", 3);
	assert_true(kw_writer_ok(&w));
	return w.pos;
}

static void test_every_prefix_truncates(void **state)
{
	(void)state;
	uint8_t buf[256];
	size_t n = write_everything(buf, sizeof buf);
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, buf, n, &err);
	assert_int_equal(read_everything(&r), 0);
	assert_int_equal(r.pos, n);
	for (size_t len = 0; len < n; len++) {
		struct guard g;
		const uint8_t *p = guard_place(&g, buf, len);
		kw_reader_init(&r, p, len, &err);
		int rc = read_everything(&r);
		/* Cut inside a fixed value or varint: TRUNCATED; inside a
		 * string, bytes or array: the length runs past the end. */
		if (rc != KW_ERR_TRUNCATED && rc != KW_ERR_LENGTH_PAST_END &&
		    rc != KW_ERR_COUNT_TOO_LARGE)
			fail_msg("prefix %zu: %s", len, kw_errname(rc));
		assert_true(err.offset <= len);
		guard_release(&g);
	}
	/* The whole input against the guard page reads cleanly too. */
	struct guard g;
	const uint8_t *p = guard_place(&g, buf, n);
	kw_reader_init(&r, p, n, &err);
	assert_int_equal(read_everything(&r), 0);
	guard_release(&g);
}

/* Every byte string up to 3 bytes, read as each kind of prefixed value,
 * against the guard page: errors are fine, crashes are not. */
static void test_all_short_inputs(void **state)
{
	(void)state;
	struct guard g;
	guard_init(&g);
	for (uint32_t len = 0; len <= 3; len++) {
		uint32_t combos = 1u << (8 * len);
		/* All of 0..2 bytes; a spread of 3-byte inputs. */
		for (uint32_t x = 0; x < combos; x += (len == 3 ? 251 : 1)) {
			uint8_t in[3] = {(uint8_t)x, (uint8_t)(x >> 8),
					 (uint8_t)(x >> 16)};
			const uint8_t *p = guard_put(&g, in, len);
			for (int kind = 0; kind < 8; kind++) {
				struct kw_error err;
				struct kw_reader r;
				struct kw_str s;
				struct kw_bytes b;
				kw_reader_init(&r, p, len, &err);
				switch (kind) {
				case 0:
					kw_reader_read_string(&r, &s, false, true);
					break;
				case 1:
					kw_reader_read_string(&r, &s, true, true);
					break;
				case 2:
					kw_reader_read_bytes(&r, &b, false, true);
					break;
				case 3:
					kw_reader_read_bytes(&r, &b, true, true);
					break;
				case 4:
					kw_reader_read_array_len(&r, false, true, 1);
					break;
				case 5:
					kw_reader_read_array_len(&r, true, true, 1);
					break;
				case 6:
					kw_reader_read_uvarint(&r);
					break;
				default:
					kw_reader_read_varlong(&r);
					break;
				}
				if (kind <= 3 && kw_reader_ok(&r)) {
					const uint8_t *v =
						kind <= 1 ? (const uint8_t *)s.ptr
							  : b.ptr;
					int32_t vlen = kind <= 1 ? s.len : b.len;
					if (vlen > 0)
						assert_true(v + vlen <= p + len);
				}
				assert_true(r.pos <= len);
			}
		}
	}
	guard_release(&g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_uvarint_vectors),
		cmocka_unit_test(test_uvarint_errors),
		cmocka_unit_test(test_signed_varints),
		cmocka_unit_test(test_fixed_width),
		cmocka_unit_test(test_float_specials),
		cmocka_unit_test(test_strings),
		cmocka_unit_test(test_bytes),
		cmocka_unit_test(test_arrays),
		cmocka_unit_test(test_first_error_wins),
		cmocka_unit_test(test_sub_reader_offsets),
		cmocka_unit_test(test_every_prefix_truncates),
		cmocka_unit_test(test_all_short_inputs),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
