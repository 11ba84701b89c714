/*
 * test_fuzz_regressions.c — inputs the fuzz targets found, kept as tests
 * that name what was wrong.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "kwire/compress.h"
#include "kwire/kwire.h"
#include "kwire/msg/api.h"

#include <stdint.h>
#include <string.h>

/*
 * fuzz_storage_recovery: a compressed batch holding a 6-byte raw snappy
 * block that declares 64 MiB. Under a generous bound (the log's timestamp
 * scan allows 256 MiB) the declared size was reserved before the block was
 * looked at, so a few bytes on disk cost 64 MiB of memory. No valid snappy
 * block yields more than 22 bytes per input byte: it is refused as
 * malformed with nothing reserved.
 */
static void test_snappy_block_declaring_more_than_it_can_hold(void **state)
{
	(void)state;
	static const uint8_t liar[] = {0x80, 0x80, 0x80, 0x20, 0x00, 0x41};
	struct kw_error err;
	struct kw_writer w;
	assert_int_equal(kw_writer_init_growable(&w, 0, &err), 0);
	int rc = kw_decompress(KW_COMPRESSION_SNAPPY, 0, liar, sizeof liar,
			       (size_t)256 << 20, &w);
	assert_int_equal(rc, KW_ERR_COMPRESSION);
	assert_true(w.cap < ((size_t)1 << 20));
	kw_writer_release(&w);

	/* The same inside the xerial framing. */
	static const uint8_t framed[] = {0x82, 'S', 'N', 'A', 'P', 'P', 'Y', 0,
					 0,    0,   0,   1,   0,   0,   0,   1,
					 0,    0,   0,   6,   0x80, 0x80, 0x80, 0x20,
					 0x00, 0x41};
	assert_int_equal(kw_writer_init_growable(&w, 0, &err), 0);
	rc = kw_decompress(KW_COMPRESSION_SNAPPY, 0, framed, sizeof framed,
			   (size_t)256 << 20, &w);
	assert_int_equal(rc, KW_ERR_COMPRESSION);
	assert_true(w.cap < ((size_t)1 << 20));
	kw_writer_release(&w);

	/* A real block at the 22:1 edge still decompresses: 64 KiB of one
	 * byte value compresses far below it and must come back whole. */
	static uint8_t same[1 << 16];
	struct kw_writer c;
	assert_int_equal(kw_writer_init_growable(&c, 0, &err), 0);
	assert_int_equal(kw_compress(KW_COMPRESSION_SNAPPY, KW_COMPRESS_LEVEL_DEFAULT, 0,
				     same, sizeof same, &c),
			 0);
	assert_int_equal(kw_writer_init_growable(&w, 0, &err), 0);
	assert_int_equal(kw_decompress(KW_COMPRESSION_SNAPPY, 0, c.buf, c.pos, sizeof same,
				       &w),
			 0);
	assert_int_equal(w.pos, sizeof same);
	kw_writer_release(&w);
	kw_writer_release(&c);
}

/*
 * fuzz_decode_any: a FetchSnapshotResponse v0 whose tagged-field section
 * holds one unknown tag numbered UINT32_MAX (a legal unsigned varint,
 * ff ff ff ff 0f). The encoder counted it but wrote only tags below
 * UINT32_MAX, so the output said "1 tagged field" and held none: the
 * message did not survive decode, encode, decode. It must come back
 * byte for byte.
 */
static void test_unknown_tag_uint32_max_round_trips(void **state)
{
	(void)state;
	static const uint8_t body[] = {
		0x00, 0x60, 0x01, 0x01,		  /* ThrottleTimeMs */
		0x01, 0x01,			  /* ErrorCode */
		0x01,				  /* Topics: empty */
		0x01,				  /* one tagged field */
		0xff, 0xff, 0xff, 0xff, 0x0f, 0x00, /* tag UINT32_MAX, size 0 */
	};
	const struct kw_msg_codec *c = kw_msg_by_name("FetchSnapshotResponse");
	assert_non_null(c);
	static _Alignas(16) uint8_t m1[1 << 12], m2[1 << 12];
	assert_true(c->struct_size <= sizeof m1);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, body, sizeof body, &err);
	assert_int_equal(c->decode(m1, 0, &r, &a), 0);
	assert_int_equal(r.pos, sizeof body);

	uint8_t out[64];
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(c->encode(m1, 0, &w), 0);
	assert_int_equal(w.pos, c->size(m1, 0));
	assert_int_equal(w.pos, sizeof body);
	assert_memory_equal(out, body, sizeof body);

	kw_reader_init(&r, out, w.pos, &err);
	assert_int_equal(c->decode(m2, 0, &r, &a), 0);
	assert_true(c->equal(m1, m2));
	kw_arena_free(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_snappy_block_declaring_more_than_it_can_hold),
		cmocka_unit_test(test_unknown_tag_uint32_max_round_trips),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
