/*
 * test_writer.c — the writer (runtime/writer.c): exact bytes of every
 * primitive at its boundaries, size functions equal to bytes written, fixed
 * buffers running out, growable buffers, and write-side limits.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/reader.h>
#include <kwire/writer.h>

#include <stdlib.h>
#include <string.h>

static void test_fixed_width_bytes(void **state)
{
	(void)state;
	uint8_t buf[64];
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_bool(&w, true);
	kw_writer_write_bool(&w, false);
	kw_writer_write_i8(&w, -1);
	kw_writer_write_i16(&w, INT16_MIN);
	kw_writer_write_i32(&w, 0x01020304);
	kw_writer_write_i64(&w, -2);
	kw_writer_write_u16(&w, 0xfffe);
	kw_writer_write_u32(&w, 0x80000001u);
	kw_writer_write_f64(&w, -2.0);
	static const uint8_t want[] = {
		0x01, 0x00, 0xff, 0x80, 0x00, 0x01, 0x02, 0x03, 0x04, 0xff, 0xff,
		0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xff, 0xfe, 0x80, 0x00, 0x00,
		0x01, 0xc0, 0x00, 0,	0,    0,    0,	  0,	0,
	};
	assert_true(kw_writer_ok(&w));
	assert_int_equal(w.pos, sizeof want);
	assert_memory_equal(buf, want, sizeof want);
}

static void test_sizes_match_writes(void **state)
{
	(void)state;
	static char text[40000];
	memset(text, 'q', sizeof text);
	static const int32_t lens[] = {-1,  0,	   1,	  126,	 127,
				       128, 16382, 16383, 16384, 32767};
	for (int compact = 0; compact <= 1; compact++) {
		for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
			struct kw_str s = {lens[i] < 0 ? NULL : text, lens[i]};
			struct kw_bytes b = {lens[i] < 0 ? NULL : (const uint8_t *)text,
					     lens[i]};
			struct kw_error err;
			struct kw_writer w;
			assert_int_equal(kw_writer_init_growable(&w, 0, &err), 0);
			kw_writer_write_string(&w, s, compact);
			assert_int_equal(w.pos, kw_size_string(s, compact));
			size_t at = w.pos;
			kw_writer_write_bytes(&w, b, compact);
			assert_int_equal(w.pos - at, kw_size_bytes(b, compact));
			at = w.pos;
			kw_writer_write_array_len(&w, lens[i], compact);
			assert_int_equal(w.pos - at, kw_size_array_len(lens[i], compact));
			assert_true(kw_writer_ok(&w));

			/* And what was written reads back. */
			struct kw_reader r;
			struct kw_error rerr;
			kw_reader_init(&r, w.buf, w.pos, &rerr);
			struct kw_str s2;
			struct kw_bytes b2;
			kw_reader_read_string(&r, &s2, compact, true);
			kw_reader_read_bytes(&r, &b2, compact, true);
			assert_int_equal(kw_reader_read_array_len(&r, compact, true, 0),
					 lens[i] < 0 ? -1 : 0);
			assert_true(kw_str_equal(s, s2));
			assert_true(kw_bytes_equal(b, b2));
			kw_writer_release(&w);
		}
	}
	/* Varint sizes at every 7-bit boundary. */
	for (unsigned bits = 0; bits <= 64; bits++) {
		uint64_t v = bits == 64 ? UINT64_MAX : ((uint64_t)1 << bits) - 1;
		for (int d = 0; d <= 1; d++) {
			uint64_t x = v + (uint64_t)d;
			uint8_t buf[16];
			struct kw_error err;
			struct kw_writer w;
			kw_writer_init_fixed(&w, buf, sizeof buf, &err);
			kw_writer_write_uvarlong(&w, x);
			assert_int_equal(w.pos, kw_size_uvarlong(x));
			if (x <= UINT32_MAX) {
				size_t n = w.pos;
				kw_writer_init_fixed(&w, buf, sizeof buf, &err);
				kw_writer_write_uvarint(&w, (uint32_t)x);
				assert_int_equal(w.pos, n);
				assert_int_equal(kw_size_uvarint((uint32_t)x), n);
			}
			kw_writer_init_fixed(&w, buf, sizeof buf, &err);
			kw_writer_write_varlong(&w, (int64_t)x);
			assert_int_equal(w.pos, kw_size_varlong((int64_t)x));
			kw_writer_init_fixed(&w, buf, sizeof buf, &err);
			kw_writer_write_varint(&w, (int32_t)(uint32_t)x);
			assert_int_equal(w.pos, kw_size_varint((int32_t)(uint32_t)x));
		}
	}
	assert_int_equal(kw_size_uvarint(0), 1);
	assert_int_equal(kw_size_uvarint(UINT32_MAX), 5);
	assert_int_equal(kw_size_uvarlong(UINT64_MAX), 10);
	assert_int_equal(kw_size_varint(INT32_MIN), 5);
}

static void test_buffer_full(void **state)
{
	(void)state;
	uint8_t buf[6];
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_i32(&w, 1);
	kw_writer_write_i32(&w, 2);
	assert_false(kw_writer_ok(&w));
	assert_int_equal(err.code, KW_ERR_BUFFER_FULL);
	assert_int_equal(err.offset, 4);
	assert_string_equal(err.detail, "need 4 bytes, 2 left of 6");
	/* Sticky: later small writes that would fit do nothing. */
	kw_writer_write_i8(&w, 9);
	assert_int_equal(w.pos, 4);
	assert_null(kw_writer_reserve(&w, 1));

	/* Zero-capacity and NULL buffers fail on the first byte. */
	kw_writer_init_fixed(&w, NULL, 100, &err);
	kw_writer_write_i8(&w, 1);
	assert_int_equal(err.code, KW_ERR_BUFFER_FULL);
	/* Every size of buffer short of the need fails, none overflows. */
	for (size_t cap = 0; cap < 9; cap++) {
		uint8_t *b = malloc(cap ? cap : 1);
		kw_writer_init_fixed(&w, b, cap, &err);
		kw_writer_write_string(&w, KW_STR_LIT("eightchr"), true);
		assert_int_equal(err.code, KW_ERR_BUFFER_FULL);
		free(b);
	}
}

static void test_growable(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_writer w;
	assert_int_equal(kw_writer_init_growable(&w, 1, &err), 0);
	for (int i = 0; i < 10000; i++)
		kw_writer_write_i32(&w, i);
	assert_true(kw_writer_ok(&w));
	assert_int_equal(w.pos, 40000);
	size_t len;
	uint8_t *buf = kw_writer_detach(&w, &len);
	assert_int_equal(len, 40000);
	assert_int_equal(buf[39999], 9999 & 0xff);
	assert_null(w.buf);
	free(buf);
	kw_writer_release(&w); /* harmless after detach */

	/* Fixed writers detach nothing. */
	uint8_t fixed[4];
	kw_writer_init_fixed(&w, fixed, sizeof fixed, &err);
	assert_null(kw_writer_detach(&w, &len));
	assert_int_equal(len, 0);
}

static void test_write_limits(void **state)
{
	(void)state;
	static char text[40000];
	uint8_t buf[64];
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_i16(&w, 1);
	kw_writer_write_string(&w, (struct kw_str){text, 40000}, true);
	assert_int_equal(err.code, KW_ERR_STRING_TOO_LONG);
	assert_int_equal(err.offset, 2);
	assert_string_equal(err.detail, "string length 40000 exceeds 32767");

	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_string(&w, (struct kw_str){text, 32768}, false);
	assert_int_equal(err.code, KW_ERR_STRING_TOO_LONG);

	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_array_len(&w, -2, true);
	assert_int_equal(err.code, KW_ERR_INVALID_ARGUMENT);

	/* Nulls: -1 classic, 0 compact. */
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_string(&w, KW_STR_NULL, false);
	kw_writer_write_bytes(&w, KW_BYTES_NULL, false);
	kw_writer_write_array_len(&w, -1, false);
	kw_writer_write_string(&w, KW_STR_NULL, true);
	kw_writer_write_bytes(&w, KW_BYTES_NULL, true);
	kw_writer_write_array_len(&w, -1, true);
	static const uint8_t want[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
				       0xff, 0xff, 0xff, 0,    0,    0};
	assert_int_equal(w.pos, sizeof want);
	assert_memory_equal(buf, want, sizeof want);
}

static void test_error_helpers(void **state)
{
	(void)state;
	assert_string_equal(kw_errname(KW_ERR_COUNT_TOO_LARGE), "KW_ERR_COUNT_TOO_LARGE");
	assert_string_equal(kw_errname(12345), "KW_ERR_UNKNOWN");
	assert_string_equal(kw_strerror(0), "success");
	struct kw_error err;
	kw_error_clear(&err);
	kw_error_set(&err, KW_ERR_COUNT_TOO_LARGE, 57,
		     "count %d exceeds %d remaining bytes", 2147483647, 12);
	kw_error_push_field(&err, "partitions");
	kw_error_push_index(&err, 2);
	kw_error_push_field(&err, "topics");
	kw_error_set_context(&err, "FetchRequest v%d", 13);
	char msg[256];
	kw_error_format(&err, msg, sizeof msg);
	assert_string_equal(msg, "FetchRequest v13: topics[2].partitions: count "
				 "2147483647 exceeds 12 remaining bytes at offset 57");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fixed_width_bytes),
		cmocka_unit_test(test_sizes_match_writes),
		cmocka_unit_test(test_buffer_full),
		cmocka_unit_test(test_growable),
		cmocka_unit_test(test_write_limits),
		cmocka_unit_test(test_error_helpers),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
