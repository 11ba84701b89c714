/*
 * test_compress.c — libkwire-compress: round trips for every codec, reading
 * streams made directly with zlib, liblz4, libzstd and libsnappy (not
 * through our wrapper), decompression bombs, malformed and truncated input,
 * the legacy lz4 descriptor checksum, compressed batches built and read back,
 * and the batches librdkafka produced with each codec (captured by the
 * interop tests).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <lz4frame.h>
#include <snappy-c.h>
#include <zlib.h>
#include <zstd.h>

#include "kwire/compress.h"
#include "kwire/records.h"
#include "kwire/writer.h"

static const enum kw_compression codecs[] = {
	KW_COMPRESSION_NONE, KW_COMPRESSION_GZIP, KW_COMPRESSION_SNAPPY,
	KW_COMPRESSION_LZ4,  KW_COMPRESSION_ZSTD,
};
#define NCODECS (sizeof codecs / sizeof codecs[0])

static uint64_t rng = 0x13198A2E03707344ull;
static uint32_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 16);
}

/* Half random, half repetitive text, so every codec has work to do. */
static uint8_t *sample_data(size_t n)
{
	uint8_t *p = malloc(n ? n : 1);
	for (size_t i = 0; i < n; i++)
		p[i] = (i / 512) % 2 ? (uint8_t)rnd() : (uint8_t)("kafka wire "[i % 11]);
	return p;
}

/* Decompresses with our wrapper into a fresh growable writer. */
static int unpack(enum kw_compression c, unsigned flags, const void *src, size_t n,
		  size_t max, uint8_t **out, size_t *out_len, struct kw_error *err)
{
	struct kw_writer w;
	kw_error_clear(err);
	assert_int_equal(kw_writer_init_growable(&w, 16, err), 0);
	int rc = kw_decompress(c, flags, src, n, max, &w);
	*out = kw_writer_detach(&w, out_len);
	return rc;
}

static uint8_t *pack(enum kw_compression c, int level, unsigned flags, const void *src,
		     size_t n, size_t *len)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 16, &err), 0);
	int rc = kw_compress(c, level, flags, src, n, &w);
	if (rc != 0)
		fail_msg("compress %s: %s", kw_compression_name(c), err.detail);
	return kw_writer_detach(&w, len);
}

static void expect_same(enum kw_compression c, unsigned flags, const void *z, size_t zn,
			const void *want, size_t n)
{
	uint8_t *out;
	size_t out_len;
	struct kw_error err;
	int rc = unpack(c, flags, z, zn, n, &out, &out_len, &err);
	if (rc != 0)
		fail_msg("decompress %s: %s %s", kw_compression_name(c), kw_errname(rc),
			 err.detail);
	assert_int_equal(out_len, n);
	if (n > 0)
		assert_memory_equal(out, want, n);
	free(out);
}

/* ------------------------------------------------------------- codecs */

static void test_round_trips(void **state)
{
	(void)state;
	static const size_t sizes[] = {0, 1, 7, 100, 4096, 32768, 32769, 70000, 300000};
	for (size_t k = 0; k < NCODECS; k++)
		for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
			size_t n = sizes[s];
			uint8_t *data = sample_data(n);
			size_t zn;
			uint8_t *z = pack(codecs[k], KW_COMPRESS_LEVEL_DEFAULT, 0, data,
					  n, &zn);
			if (n >= 4096 && codecs[k] != KW_COMPRESSION_NONE)
				assert_true(zn < n); /* it really compressed */
			expect_same(codecs[k], 0, z, zn, data, n);
			free(z);
			free(data);
		}
	assert_string_equal(kw_compression_name(KW_COMPRESSION_LZ4), "lz4");
	assert_false(kw_compression_supported((enum kw_compression)5));
}

static void test_levels(void **state)
{
	(void)state;
	uint8_t *data = sample_data(50000);
	static const int gz[] = {1, 9}, l4[] = {1, 9}, zs[] = {1, 19};
	for (int i = 0; i < 2; i++) {
		size_t zn;
		uint8_t *z = pack(KW_COMPRESSION_GZIP, gz[i], 0, data, 50000, &zn);
		expect_same(KW_COMPRESSION_GZIP, 0, z, zn, data, 50000);
		free(z);
		z = pack(KW_COMPRESSION_LZ4, l4[i], 0, data, 50000, &zn);
		expect_same(KW_COMPRESSION_LZ4, 0, z, zn, data, 50000);
		free(z);
		z = pack(KW_COMPRESSION_ZSTD, zs[i], 0, data, 50000, &zn);
		expect_same(KW_COMPRESSION_ZSTD, 0, z, zn, data, 50000);
		free(z);
	}
	free(data);
}

/* Our framing, checked against the libraries' own readers. */
static void test_our_output_is_standard(void **state)
{
	(void)state;
	size_t n = 100000;
	uint8_t *data = sample_data(n);
	uint8_t *back = malloc(n);
	size_t zn;

	/* gzip: zlib's inflate in gzip-only mode. */
	uint8_t *z =
		pack(KW_COMPRESSION_GZIP, KW_COMPRESS_LEVEL_DEFAULT, 0, data, n, &zn);
	assert_int_equal(z[0], 0x1f);
	assert_int_equal(z[1], 0x8b);
	z_stream s;
	memset(&s, 0, sizeof s);
	assert_int_equal(inflateInit2(&s, 16 + 15), Z_OK);
	s.next_in = z;
	s.avail_in = (uInt)zn;
	s.next_out = back;
	s.avail_out = (uInt)n;
	assert_int_equal(inflate(&s, Z_FINISH), Z_STREAM_END);
	assert_int_equal(s.total_out, n);
	inflateEnd(&s);
	assert_memory_equal(back, data, n);
	free(z);

	/* lz4: a standard frame, 64 KiB independent blocks. */
	z = pack(KW_COMPRESSION_LZ4, KW_COMPRESS_LEVEL_DEFAULT, 0, data, n, &zn);
	LZ4F_dctx *d;
	assert_false(LZ4F_isError(LZ4F_createDecompressionContext(&d, LZ4F_VERSION)));
	LZ4F_frameInfo_t info;
	size_t consumed = zn;
	assert_false(LZ4F_isError(LZ4F_getFrameInfo(d, &info, z, &consumed)));
	assert_int_equal(info.blockSizeID, LZ4F_max64KB);
	assert_int_equal(info.blockMode, LZ4F_blockIndependent);
	size_t out_n = n, in_n = zn - consumed;
	assert_int_equal(LZ4F_decompress(d, back, &out_n, z + consumed, &in_n, NULL), 0);
	assert_int_equal(out_n, n);
	LZ4F_freeDecompressionContext(d);
	assert_memory_equal(back, data, n);
	free(z);

	/* zstd */
	z = pack(KW_COMPRESSION_ZSTD, KW_COMPRESS_LEVEL_DEFAULT, 0, data, n, &zn);
	assert_int_equal(ZSTD_decompress(back, n, z, zn), n);
	assert_memory_equal(back, data, n);
	free(z);

	/* snappy: xerial header, then int32 length + raw snappy blocks. */
	z = pack(KW_COMPRESSION_SNAPPY, KW_COMPRESS_LEVEL_DEFAULT, 0, data, n, &zn);
	static const uint8_t head[16] = {0x82, 'S', 'N', 'A', 'P', 'P', 'Y', 0,
					 0,    0,   0,	 1,   0,   0,	0,   1};
	assert_memory_equal(z, head, 16);
	size_t pos = 16, got = 0;
	while (pos < zn) {
		uint32_t blen = (uint32_t)z[pos] << 24 | (uint32_t)z[pos + 1] << 16 |
				(uint32_t)z[pos + 2] << 8 | z[pos + 3];
		pos += 4;
		size_t ulen = n - got;
		assert_int_equal(snappy_uncompress((const char *)z + pos, blen,
						   (char *)back + got, &ulen),
				 SNAPPY_OK);
		assert_true(ulen <= 32768);
		got += ulen;
		pos += blen;
	}
	assert_int_equal(pos, zn);
	assert_int_equal(got, n);
	assert_memory_equal(back, data, n);
	free(z);
	free(back);
	free(data);
}

/* Streams made with the libraries directly, independent of our wrapper. */
static void test_read_foreign_streams(void **state)
{
	(void)state;
	size_t n = 150000;
	uint8_t *data = sample_data(n);
	size_t cap = n * 2 + 1024;
	uint8_t *z = malloc(cap * 2);

	/* gzip: two members, each made by deflate with gzip framing. */
	size_t zn = 0;
	for (int member = 0; member < 2; member++) {
		z_stream s;
		memset(&s, 0, sizeof s);
		assert_int_equal(
			deflateInit2(&s, 6, Z_DEFLATED, 16 + 15, 8, Z_DEFAULT_STRATEGY),
			Z_OK);
		s.next_in = data + member * (n / 2);
		s.avail_in = (uInt)(n / 2);
		s.next_out = z + zn;
		s.avail_out = (uInt)(cap - zn);
		assert_int_equal(deflate(&s, Z_FINISH), Z_STREAM_END);
		zn += s.total_out;
		deflateEnd(&s);
	}
	expect_same(KW_COMPRESSION_GZIP, 0, z, zn, data, n);

	/* lz4: a frame with content size, block and content checksums,
	 * linked 256 KiB blocks. */
	LZ4F_preferences_t prefs;
	memset(&prefs, 0, sizeof prefs);
	prefs.frameInfo.blockSizeID = LZ4F_max256KB;
	prefs.frameInfo.blockMode = LZ4F_blockLinked;
	prefs.frameInfo.contentChecksumFlag = LZ4F_contentChecksumEnabled;
	prefs.frameInfo.blockChecksumFlag = LZ4F_blockChecksumEnabled;
	prefs.frameInfo.contentSize = n;
	zn = LZ4F_compressFrame(z, cap, data, n, &prefs);
	assert_false(LZ4F_isError(zn));
	expect_same(KW_COMPRESSION_LZ4, 0, z, zn, data, n);
	/* A flipped byte in the content is caught by the checksums. */
	z[zn / 2] ^= 0x55;
	uint8_t *out;
	size_t out_len;
	struct kw_error err;
	assert_int_equal(unpack(KW_COMPRESSION_LZ4, 0, z, zn, n, &out, &out_len, &err),
			 KW_ERR_COMPRESSION);
	free(out);

	/* zstd: one frame with its size, then one streamed without it. */
	zn = ZSTD_compress(z, cap, data, n / 3, 5);
	assert_false(ZSTD_isError(zn));
	ZSTD_CCtx *cc = ZSTD_createCCtx();
	ZSTD_inBuffer in = {data + n / 3, n - n / 3, 0};
	ZSTD_outBuffer ob = {z + zn, cap * 2 - zn, 0};
	size_t left;
	do {
		left = ZSTD_compressStream2(cc, &ob, &in, ZSTD_e_end);
		assert_false(ZSTD_isError(left));
	} while (left != 0);
	ZSTD_freeCCtx(cc);
	zn += ob.pos;
	expect_same(KW_COMPRESSION_ZSTD, 0, z, zn, data, n);

	/* snappy raw (what librdkafka writes), and a hand-made xerial stream
	 * with uneven blocks. */
	size_t sn = snappy_max_compressed_length(n);
	assert_true(sn <= cap * 2);
	assert_int_equal(snappy_compress((const char *)data, n, (char *)z, &sn),
			 SNAPPY_OK);
	expect_same(KW_COMPRESSION_SNAPPY, 0, z, sn, data, n);
	static const uint8_t head[16] = {0x82, 'S', 'N', 'A', 'P', 'P', 'Y', 0,
					 0,    0,   0,	 1,   0,   0,	0,   1};
	memcpy(z, head, 16);
	zn = 16;
	for (size_t done = 0; done < n;) {
		size_t chunk = 1000 + rnd() % 60000;
		if (chunk > n - done)
			chunk = n - done;
		size_t bl = cap * 2 - zn - 4;
		assert_int_equal(snappy_compress((const char *)data + done, chunk,
						 (char *)z + zn + 4, &bl),
				 SNAPPY_OK);
		z[zn] = (uint8_t)(bl >> 24);
		z[zn + 1] = (uint8_t)(bl >> 16);
		z[zn + 2] = (uint8_t)(bl >> 8);
		z[zn + 3] = (uint8_t)bl;
		zn += 4 + bl;
		done += chunk;
	}
	expect_same(KW_COMPRESSION_SNAPPY, 0, z, zn, data, n);
	free(z);
	free(data);
}

static void test_bombs(void **state)
{
	(void)state;
	size_t n = 1 << 20;
	uint8_t *zeros = calloc(1, n);
	for (size_t k = 1; k < NCODECS; k++) {
		size_t zn;
		uint8_t *z = pack(codecs[k], KW_COMPRESS_LEVEL_DEFAULT, 0, zeros, n, &zn);
		assert_true(zn < n / 20);
		uint8_t *out;
		size_t out_len;
		struct kw_error err;
		/* Exactly the bound is fine; one byte less is a bomb. */
		assert_int_equal(unpack(codecs[k], 0, z, zn, n, &out, &out_len, &err), 0);
		assert_int_equal(out_len, n);
		free(out);
		static const size_t bounds[] = {0, 1000, (1 << 20) - 1};
		for (size_t b = 0; b < 3; b++) {
			struct kw_writer w;
			kw_error_clear(&err);
			assert_int_equal(kw_writer_init_growable(&w, 16, &err), 0);
			int rc = kw_decompress(codecs[k], 0, z, zn, bounds[b], &w);
			if (rc != KW_ERR_DECOMPRESSION_BOMB)
				fail_msg("%s bound %zu: %s",
					 kw_compression_name(codecs[k]), bounds[b],
					 kw_errname(rc));
			assert_int_equal(err.code, KW_ERR_DECOMPRESSION_BOMB);
			/* Nothing is left behind, and memory stayed near the bound. */
			assert_int_equal(w.pos, 0);
			assert_true(w.cap <= 2 * (bounds[b] + 256 * 1024) + 64 * 1024);
			kw_writer_release(&w);
		}
		free(z);
	}
	/* NONE has a bound too. */
	uint8_t *out;
	size_t out_len;
	struct kw_error err;
	assert_int_equal(
		unpack(KW_COMPRESSION_NONE, 0, zeros, 100, 99, &out, &out_len, &err),
		KW_ERR_DECOMPRESSION_BOMB);
	free(out);
	/* A raw snappy block that declares 2 GiB: refused by its header,
	 * before any allocation. */
	static const uint8_t liar[] = {0x80, 0x80, 0x80, 0x80, 0x08, 0x00};
	assert_int_equal(unpack(KW_COMPRESSION_SNAPPY, 0, liar, sizeof liar, 1 << 20,
				&out, &out_len, &err),
			 KW_ERR_DECOMPRESSION_BOMB);
	free(out);
	/* A zstd frame that declares more than the bound. */
	size_t zn = ZSTD_compressBound(n);
	uint8_t *z = malloc(zn);
	zn = ZSTD_compress(z, zn, zeros, n, 1);
	assert_int_equal(
		unpack(KW_COMPRESSION_ZSTD, 0, z, zn, 4096, &out, &out_len, &err),
		KW_ERR_DECOMPRESSION_BOMB);
	assert_non_null(strstr(err.detail, "4096"));
	free(out);
	free(z);
	free(zeros);
}

static void test_malformed(void **state)
{
	(void)state;
	size_t n = 20000;
	uint8_t *data = sample_data(n);
	for (size_t k = 1; k < NCODECS; k++) {
		size_t zn;
		uint8_t *z = pack(codecs[k], KW_COMPRESS_LEVEL_DEFAULT, 0, data, n, &zn);
		/* Every strict prefix: an error (snappy's xerial framing may end
		 * cleanly between blocks: then the output is a prefix). */
		for (size_t cut = 0; cut < zn; cut += (cut < 64 ? 1 : 97)) {
			uint8_t *c = malloc(cut ? cut : 1);
			memcpy(c, z, cut);
			uint8_t *out;
			size_t out_len;
			struct kw_error err;
			int rc = unpack(codecs[k], 0, c, cut, n, &out, &out_len, &err);
			if (codecs[k] == KW_COMPRESSION_SNAPPY && rc == 0) {
				assert_true(out_len < n);
				if (out_len)
					assert_memory_equal(out, data, out_len);
			} else if (rc != KW_ERR_COMPRESSION) {
				fail_msg("%s prefix %zu: %s",
					 kw_compression_name(codecs[k]), cut,
					 kw_errname(rc));
			}
			free(out);
			free(c);
		}
		/* Garbage. */
		uint8_t junk[300];
		for (size_t i = 0; i < sizeof junk; i++)
			junk[i] = (uint8_t)rnd();
		uint8_t *out;
		size_t out_len;
		struct kw_error err;
		assert_int_equal(
			unpack(codecs[k], 0, junk, sizeof junk, n, &out, &out_len, &err),
			KW_ERR_COMPRESSION);
		free(out);
		/* Trailing garbage after a complete gzip stream. */
		if (codecs[k] == KW_COMPRESSION_GZIP) {
			uint8_t *t = malloc(zn + 3);
			memcpy(t, z, zn);
			memcpy(t + zn, "xyz", 3);
			assert_int_equal(
				unpack(codecs[k], 0, t, zn + 3, n, &out, &out_len, &err),
				KW_ERR_COMPRESSION);
			free(out);
			free(t);
		}
		free(z);
	}
	/* Unknown codec. */
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 16, &err), 0);
	assert_int_equal(kw_decompress((enum kw_compression)6, 0, "x", 1, 10, &w),
			 KW_ERR_UNSUPPORTED);
	kw_writer_release(&w);
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 16, &err), 0);
	assert_int_equal(kw_compress((enum kw_compression)7, 0, 0, "x", 1, &w),
			 KW_ERR_UNSUPPORTED);
	kw_writer_release(&w);
	free(data);
}

static void test_fixed_writer_and_arena(void **state)
{
	(void)state;
	size_t n = 10000;
	uint8_t *data = sample_data(n);
	for (size_t k = 0; k < NCODECS; k++) {
		size_t zn;
		uint8_t *z = pack(codecs[k], KW_COMPRESS_LEVEL_DEFAULT, 0, data, n, &zn);
		uint8_t *buf = malloc(n);
		struct kw_error err;
		struct kw_writer w;
		kw_error_clear(&err);
		kw_writer_init_fixed(&w, buf, n, &err);
		assert_int_equal(kw_decompress(codecs[k], 0, z, zn, 1 << 20, &w), 0);
		assert_int_equal(w.pos, n);
		assert_memory_equal(buf, data, n);
		kw_error_clear(&err);
		kw_writer_init_fixed(&w, buf, n - 1, &err);
		assert_int_equal(kw_decompress(codecs[k], 0, z, zn, 1 << 20, &w),
				 KW_ERR_BUFFER_FULL);
		free(buf);

		struct kw_arena a;
		kw_arena_init(&a);
		const uint8_t *out;
		size_t out_len;
		kw_error_clear(&err);
		assert_int_equal(kw_decompress_to_arena(codecs[k], 0, z, zn, n, &a, &out,
							&out_len, &err),
				 0);
		assert_int_equal(out_len, n);
		assert_memory_equal(out, data, n);
		kw_error_clear(&err);
		if (k > 0)
			assert_int_equal(kw_decompress_to_arena(codecs[k], 0, z, zn,
								n - 1, &a, &out, &out_len,
								&err),
					 KW_ERR_DECOMPRESSION_BOMB);
		kw_arena_free(&a);
		/* Releasing the thread's decoder state; the next call makes it anew. */
		kw_compress_thread_release();
		expect_same(codecs[k], 0, z, zn, data, n);
		free(z);
	}
	kw_compress_thread_release();
	free(data);
}

/* Kafka's magic-0 lz4 frames carry XXH32(magic + descriptor) as the
 * descriptor checksum. */
static void test_lz4_broken_header_checksum(void **state)
{
	(void)state;
	size_t n = 5000;
	uint8_t *data = sample_data(n);
	size_t zn, good_n;
	uint8_t *broken = pack(KW_COMPRESSION_LZ4, KW_COMPRESS_LEVEL_DEFAULT,
			       KW_COMPRESS_LZ4_BROKEN_HC, data, n, &zn);
	uint8_t *good =
		pack(KW_COMPRESSION_LZ4, KW_COMPRESS_LEVEL_DEFAULT, 0, data, n, &good_n);
	assert_int_equal(zn, good_n);
	/* Only the checksum byte (the 7th: magic, FLG, BD, HC) differs. */
	assert_memory_equal(broken, good, 6);
	assert_int_not_equal(broken[6], good[6]);
	assert_memory_equal(broken + 7, good + 7, zn - 7);
	uint8_t *out;
	size_t out_len;
	struct kw_error err;
	/* liblz4 itself rejects the broken frame... */
	assert_int_equal(
		unpack(KW_COMPRESSION_LZ4, 0, broken, zn, n, &out, &out_len, &err),
		KW_ERR_COMPRESSION);
	free(out);
	/* ...the flag repairs it, and still accepts correct frames. */
	expect_same(KW_COMPRESSION_LZ4, KW_COMPRESS_LZ4_BROKEN_HC, broken, zn, data, n);
	expect_same(KW_COMPRESSION_LZ4, KW_COMPRESS_LZ4_BROKEN_HC, good, zn, data, n);
	/* Any other wrong checksum still fails with the flag. */
	broken[6] ^= 0x01;
	if (broken[6] != good[6]) {
		assert_int_equal(unpack(KW_COMPRESSION_LZ4, KW_COMPRESS_LZ4_BROKEN_HC,
					broken, zn, n, &out, &out_len, &err),
				 KW_ERR_COMPRESSION);
		free(out);
	}
	free(broken);
	free(good);
	free(data);
}

/* ---------------------------------------------------- compressed batches */

static void test_compressed_batches(void **state)
{
	(void)state;
	enum { N = 50 };
	char keys[N][16], vals[N][80];
	struct kw_record_header hdr = {KW_STR_LIT("trace"), {(const uint8_t *)"abc", 3}};
	for (size_t k = 0; k < NCODECS; k++) {
		struct kw_error err;
		struct kw_writer w;
		kw_error_clear(&err);
		assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
		struct kw_record_batch_params p;
		kw_record_batch_params_init(&p);
		p.base_offset = 300;
		p.compression = codecs[k];
		p.producer_id = 9;
		p.producer_epoch = 1;
		p.base_sequence = 0;
		struct kw_record_batch_builder b;
		assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
		for (int i = 0; i < N; i++) {
			snprintf(keys[i], sizeof keys[i], "k%d", i);
			snprintf(vals[i], sizeof vals[i],
				 "value number %d, repeated repeated repeated", i);
			struct kw_record_input r = {
				.offset = -1,
				.timestamp = 5000 + i,
				.key = {(const uint8_t *)keys[i],
					(int32_t)strlen(keys[i])},
				.value = {(const uint8_t *)vals[i],
					  (int32_t)strlen(vals[i])},
				.headers = &hdr,
				.header_count = (size_t)(i % 2),
			};
			assert_int_equal(kw_record_batch_builder_add(&b, &r), 0);
		}
		size_t size;
		assert_int_equal(kw_record_batch_builder_finish_compressed(
					 &b, KW_COMPRESS_LEVEL_DEFAULT, &size),
				 0);
		size_t len;
		uint8_t *buf = kw_writer_detach(&w, &len);
		assert_int_equal(size, len);

		struct kw_records_iter bi;
		struct kw_record_batch batch;
		kw_records_iter_init(&bi, buf, len, 0);
		assert_int_equal(kw_records_iter_next(&bi, &batch, &err), 1);
		assert_int_equal(kw_record_batch_compression(&batch.header), codecs[k]);
		assert_int_equal(batch.header.records_count, N);
		assert_int_equal(batch.header.last_offset_delta, N - 1);
		assert_int_equal(batch.header.max_timestamp, 5000 + N - 1);
		struct kw_arena a;
		kw_arena_init(&a);
		struct kw_record_iter it;
		assert_int_equal(
			kw_record_iter_init_decompressed(&it, &batch, 1 << 20, &a, &err),
			0);
		struct kw_record rec;
		for (int i = 0; i < N; i++) {
			assert_int_equal(kw_record_iter_next(&it, &rec), 1);
			assert_int_equal(rec.offset, 300 + i);
			assert_int_equal(rec.timestamp, 5000 + i);
			assert_int_equal(rec.key.len, (int32_t)strlen(keys[i]));
			assert_memory_equal(rec.key.ptr, keys[i], strlen(keys[i]));
			assert_memory_equal(rec.value.ptr, vals[i], strlen(vals[i]));
			assert_int_equal(rec.header_count, i % 2);
		}
		assert_int_equal(kw_record_iter_next(&it, &rec), 0);
		/* A bound below the records' size: refused, naming the batch. */
		if (codecs[k] != KW_COMPRESSION_NONE) {
			assert_int_equal(kw_record_iter_init_decompressed(&it, &batch,
									  100, &a, &err),
					 KW_ERR_DECOMPRESSION_BOMB);
			assert_non_null(strstr(err.context, "base offset 300"));
			assert_int_equal(kw_record_iter_next(&it, &rec),
					 KW_ERR_DECOMPRESSION_BOMB);
		}
		kw_arena_free(&a);

		/* Into a caller buffer: big enough, then too small. */
		static uint8_t room[1 << 16];
		assert_int_equal(kw_record_iter_init_decompressed_buf(&it, &batch, room,
								      sizeof room, &err),
				 0);
		for (int i = 0; i < N; i++) {
			assert_int_equal(kw_record_iter_next(&it, &rec), 1);
			assert_int_equal(rec.offset, 300 + i);
			assert_memory_equal(rec.value.ptr, vals[i], strlen(vals[i]));
			if (codecs[k] != KW_COMPRESSION_NONE)
				assert_true(rec.value.ptr >= room &&
					    rec.value.ptr < room + sizeof room);
		}
		assert_int_equal(kw_record_iter_next(&it, &rec), 0);
		if (codecs[k] != KW_COMPRESSION_NONE) {
			assert_int_equal(kw_record_iter_init_decompressed_buf(
						 &it, &batch, room, 100, &err),
					 KW_ERR_DECOMPRESSION_BOMB);
			/* An arena too small for the records: out of memory. */
			static uint8_t tiny[512];
			kw_arena_init_fixed(&a, tiny, sizeof tiny);
			assert_int_equal(kw_record_iter_init_decompressed(
						 &it, &batch, 1 << 20, &a, &err),
					 KW_ERR_NOMEM);
			assert_non_null(strstr(err.context, "base offset 300"));
		}
		free(buf);
	}
}

/* ------------------------------------------- batches made by librdkafka */

static uint8_t *read_file(const char *name, size_t *len)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", INTEROP_DATA, name);
	FILE *f = fopen(path, "rb");
	if (f == NULL)
		fail_msg("cannot open %s", path);
	uint8_t *buf = malloc(1 << 16);
	*len = fread(buf, 1, 1 << 16, f);
	fclose(f);
	return buf;
}

/*
 * Produce v7 requests captured from librdkafka 2.0.2, one per codec; each
 * holds one batch of five records: key "key-<i>", value "value <i> of
 * <topic>: " + 32 'a', one header h = "hv". `at` is the batch's byte
 * position in the frame (after size, header, transactional id, acks,
 * timeout, topic name, partition and the records' int32 length).
 */
static void test_librdkafka_batches(void **state)
{
	(void)state;
	static const struct {
		const char *file;
		size_t at;
		enum kw_compression codec;
	} cases[] = {
		{"req-produce-v7-009.bin", 58, KW_COMPRESSION_NONE},
		{"req-produce-v7-011.bin", 58, KW_COMPRESSION_GZIP},
		{"req-produce-v7-013.bin", 60, KW_COMPRESSION_SNAPPY},
		{"req-produce-v7-015.bin", 57, KW_COMPRESSION_LZ4},
		{"req-produce-v7-017.bin", 58, KW_COMPRESSION_ZSTD},
	};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		size_t len;
		uint8_t *frame = read_file(cases[c].file, &len);
		/* The int32 before the batch is the records' length. */
		size_t at = cases[c].at;
		size_t rlen = (size_t)frame[at - 4] << 24 | (size_t)frame[at - 3] << 16 |
			      (size_t)frame[at - 2] << 8 | frame[at - 1];
		assert_true(at + rlen <= len);
		struct kw_records_iter bi;
		struct kw_record_batch batch;
		struct kw_error err;
		kw_records_iter_init(&bi, frame + at, rlen, 0);
		int rc = kw_records_iter_next(&bi, &batch, &err);
		if (rc != 1)
			fail_msg("%s: %s", cases[c].file, err.detail);
		assert_int_equal(kw_record_batch_compression(&batch.header),
				 cases[c].codec);
		assert_int_equal(batch.header.records_count, 5);
		assert_int_equal(batch.header.last_offset_delta, 4);
		struct kw_arena a;
		kw_arena_init(&a);
		struct kw_record_iter it;
		assert_int_equal(
			kw_record_iter_init_decompressed(&it, &batch, 1 << 20, &a, &err),
			0);
		struct kw_record rec;
		for (int i = 0; i < 5; i++) {
			rc = kw_record_iter_next(&it, &rec);
			if (rc != 1) {
				char msg[512];
				fail_msg("%s record %d: %s", cases[c].file, i,
					 kw_error_format(&err, msg, sizeof msg));
			}
			char key[16];
			snprintf(key, sizeof key, "key-%d", i);
			assert_int_equal(rec.key.len, (int32_t)strlen(key));
			assert_memory_equal(rec.key.ptr, key, strlen(key));
			char prefix[16];
			snprintf(prefix, sizeof prefix, "value %d of ", i);
			assert_true(rec.value.len > 40);
			assert_memory_equal(rec.value.ptr, prefix, strlen(prefix));
			assert_memory_equal(rec.value.ptr + rec.value.len - 32,
					    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 32);
			assert_int_equal(rec.offset_delta, i);
			assert_int_equal(rec.header_count, 1);
			struct kw_record_header_iter hi;
			struct kw_record_header h;
			kw_record_header_iter_init(&hi, &rec);
			assert_int_equal(kw_record_header_iter_next(&hi, &h), 1);
			assert_int_equal(h.key.len, 1);
			assert_memory_equal(h.key.ptr, "h", 1);
			assert_int_equal(h.value.len, 2);
			assert_memory_equal(h.value.ptr, "hv", 2);
		}
		assert_int_equal(kw_record_iter_next(&it, &rec), 0);
		assert_int_equal(kw_records_iter_next(&bi, &batch, &err), 0);
		kw_arena_free(&a);
		free(frame);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trips),
		cmocka_unit_test(test_levels),
		cmocka_unit_test(test_our_output_is_standard),
		cmocka_unit_test(test_read_foreign_streams),
		cmocka_unit_test(test_bombs),
		cmocka_unit_test(test_malformed),
		cmocka_unit_test(test_fixed_writer_and_arena),
		cmocka_unit_test(test_lz4_broken_header_checksum),
		cmocka_unit_test(test_compressed_batches),
		cmocka_unit_test(test_librdkafka_batches),
	};
	return cmocka_run_group_tests_name("compress", tests, NULL, NULL);
}
