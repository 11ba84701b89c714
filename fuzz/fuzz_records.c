/*
 * fuzz_records.c — libFuzzer target for record batches, legacy message sets
 * and every compression codec, decompression bombs included.
 *
 * Input: byte 0 picks the mode (low 2 bits) and options, byte 1 the
 * decompression bound (256 B << (byte 1 % 10), so 256 B to 128 KiB), the
 * rest is the payload.
 *   mode 0: the payload is one compressed stream for codec 1 + (byte 0 >> 2)
 *           % 4 (gzip, snappy, lz4, zstd; bit 7: lz4's broken checksum).
 *           It must decompress to at most the bound or be refused; what
 *           decompresses must compress and decompress back to itself.
 *   mode 1: the payload is a records blob of v2 batches whose CRC-32C are
 *           fixed up first (so mutations reach the records and the codecs);
 *           every batch's records are read (arena and caller-buffer forms).
 *   mode 2: the same blob read as is (CRCs as the fuzzer wrote them).
 *   mode 3: a legacy message set (CRCs fixed up), compressed wrappers opened.
 * The arena is limited to the bound plus a fixed slack, so a decoder that
 * allocates past the bound fails here rather than silently.
 */
#include "kwire/compress.h"
#include "kwire/crc32c.h"
#include "kwire/records.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

/* Room the arena may use beyond the bound (block headers, iterator state). */
#define ARENA_SLACK (64u * 1024u)

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void put_be32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static bool decompress_error_ok(int rc)
{
	return rc == KW_ERR_DECOMPRESSION_BOMB || rc == KW_ERR_COMPRESSION ||
	       rc == KW_ERR_UNSUPPORTED || rc == KW_ERR_NOMEM;
}

static void one_stream(enum kw_compression codec, unsigned flags, const uint8_t *p,
		       size_t n, size_t bound)
{
	struct kw_error err;
	struct kw_writer w;
	if (kw_writer_init_growable(&w, 0, &err) != 0)
		return;
	int rc = kw_decompress(codec, flags, p, n, bound, &w);
	CHECK(rc == err.code);
	/* Output space is reserved against the bound, never past it (the
	 * growable writer at most doubles what was asked for). */
	CHECK(w.cap <= 2 * (bound + 1) + 64);
	if (rc != 0) {
		CHECK(decompress_error_ok(rc));
		kw_writer_release(&w);
		return;
	}
	CHECK(w.pos <= bound);

	/* The arena form gives the same bytes, within the arena's limit. */
	struct kw_arena a;
	kw_arena_init(&a);
	kw_arena_set_limit(&a, bound + ARENA_SLACK);
	const uint8_t *out;
	size_t out_len;
	struct kw_error err2;
	CHECK(kw_decompress_to_arena(codec, flags, p, n, bound, &a, &out, &out_len,
				     &err2) == 0);
	CHECK(out_len == w.pos && (out_len == 0 || memcmp(out, w.buf, out_len) == 0));
	kw_arena_free(&a);

	/* One byte less is a bomb. */
	if (w.pos > 0) {
		struct kw_writer w3;
		struct kw_error err3;
		if (kw_writer_init_growable(&w3, 0, &err3) == 0) {
			CHECK(kw_decompress(codec, flags, p, n, w.pos - 1, &w3) ==
			      KW_ERR_DECOMPRESSION_BOMB);
			kw_writer_release(&w3);
		}
	}

	/* Round trip through our own compressor. */
	struct kw_writer c;
	struct kw_error cerr;
	if (kw_writer_init_growable(&c, 0, &cerr) == 0) {
		CHECK(kw_compress(codec, KW_COMPRESS_LEVEL_DEFAULT, flags, w.buf, w.pos,
				  &c) == 0);
		struct kw_writer d;
		struct kw_error derr;
		if (kw_writer_init_growable(&d, 0, &derr) == 0) {
			CHECK(kw_decompress(codec, flags, c.buf, c.pos, w.pos, &d) == 0);
			CHECK(d.pos == w.pos &&
			      (d.pos == 0 || memcmp(d.buf, w.buf, d.pos) == 0));
			kw_writer_release(&d);
		}
		kw_writer_release(&c);
	}
	kw_writer_release(&w);
}

/* Rewrites the CRC-32C of every whole v2 batch in buf. */
static void fix_batch_crcs(uint8_t *buf, size_t len)
{
	size_t pos = 0;
	while (len - pos >= 61) {
		uint32_t blen = be32(buf + pos + 8);
		if (blen < 49 || blen > len - pos - 12)
			return;
		kw_record_batch_update_crc(buf + pos, 12 + (size_t)blen);
		pos += 12 + (size_t)blen;
	}
}

/* Rewrites the CRC-32 (IEEE) of every whole legacy message in buf. */
static void fix_legacy_crcs(uint8_t *buf, size_t len)
{
	size_t pos = 0;
	while (len - pos >= 26) {
		uint32_t msize = be32(buf + pos + 8);
		if (msize < 14 || msize > len - pos - 12)
			return;
		put_be32(buf + pos + 12, kw_crc32_ieee(0, buf + pos + 16, msize - 4));
		pos += 12 + (size_t)msize;
	}
}

static void check_records(struct kw_record_iter *it, const struct kw_record_batch *b)
{
	struct kw_record rec;
	int rc;
	int32_t n = 0;
	while ((rc = kw_record_iter_next(it, &rec)) == 1) {
		n++;
		CHECK(rec.offset == b->header.base_offset + rec.offset_delta);
		struct kw_record_header_iter hi;
		struct kw_record_header h;
		kw_record_header_iter_init(&hi, &rec);
		int32_t nh = 0;
		while (kw_record_header_iter_next(&hi, &h) == 1)
			nh++;
		CHECK(nh == rec.header_count);
		if (kw_record_batch_is_control(&b->header)) {
			struct kw_control_record cr;
			struct kw_error cerr;
			kw_control_record_parse(&rec, &cr, &cerr);
		}
	}
	CHECK(rc <= 0);
	if (rc == 0)
		CHECK(n == b->header.records_count);
}

static void batches(const uint8_t *buf, size_t len, size_t bound, unsigned iflags)
{
	struct kw_records_iter bi;
	struct kw_record_batch b;
	struct kw_error err;
	kw_records_iter_init(&bi, buf, len, iflags);
	int rc;
	uint8_t *cap_buf = malloc(bound ? bound : 1);
	if (!cap_buf)
		return;
	while ((rc = kw_records_iter_next(&bi, &b, &err)) == 1) {
		CHECK(b.data >= buf && b.size <= len && b.data + b.size <= buf + len);
		CHECK(b.records + b.records_len == b.data + b.size);
		struct kw_arena a;
		kw_arena_init(&a);
		kw_arena_set_limit(&a, bound + ARENA_SLACK);
		struct kw_record_iter it;
		struct kw_error ierr;
		if (kw_record_iter_init_decompressed(&it, &b, bound, &a, &ierr) == 0)
			check_records(&it, &b);
		kw_arena_free(&a);

		struct kw_record_iter it2;
		struct kw_error ierr2;
		if (kw_record_iter_init_decompressed_buf(&it2, &b, cap_buf, bound,
							 &ierr2) == 0)
			check_records(&it2, &b);
	}
	CHECK(rc <= 0);
	free(cap_buf);
}

static void legacy(const uint8_t *buf, size_t len, size_t bound)
{
	struct kw_arena a;
	kw_arena_init(&a);
	kw_arena_set_limit(&a, 4 * (bound + ARENA_SLACK));
	struct kw_legacy_deep_iter it;
	struct kw_legacy_message m;
	struct kw_error err;
	kw_legacy_deep_iter_init(&it, buf, len, bound, &a);
	int rc, guard = 0;
	while ((rc = kw_legacy_deep_iter_next(&it, &m, &err)) == 1) {
		CHECK(m.key.len >= -1 && m.value.len >= -1);
		CHECK(++guard < 1000000);
	}
	CHECK(rc <= 0);
	kw_arena_free(&a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	unsigned mode = data[0] & 3;
	size_t bound = (size_t)256 << (data[1] % 10);
	size_t len = size - 2;
	/* An exact copy, so ASan flags any read past the end. */
	uint8_t *copy = malloc(len ? len : 1);
	if (!copy)
		return 0;
	memcpy(copy, data + 2, len);
	switch (mode) {
	case 0:
		one_stream((enum kw_compression)(1 + (data[0] >> 2) % 4),
			   data[0] & 0x80 ? KW_COMPRESS_LZ4_BROKEN_HC : 0, copy, len, bound);
		break;
	case 1:
		fix_batch_crcs(copy, len);
		batches(copy, len, bound, data[0] & 4 ? KW_RECORDS_PARTIAL_TAIL_OK : 0);
		break;
	case 2:
		batches(copy, len, bound, data[0] & 4 ? KW_RECORDS_PARTIAL_TAIL_OK : 0);
		break;
	default:
		fix_legacy_crcs(copy, len);
		legacy(copy, len, bound);
		break;
	}
	free(copy);
	return 0;
}
