/*
 * compress.c — the record-batch codecs of libkwire-compress: gzip (zlib),
 * snappy (xerial framing or raw), lz4 (frame format) and zstd, each
 * decompressing under a caller's bound (see kwire/compress.h for the
 * formats and the legacy lz4 checksum quirk).
 *
 * Output goes to a kw_writer. Streaming decoders are given an output window
 * that never reaches past max_output + 1 bytes in total: producing that
 * extra byte proves the input inflates past the bound (a decompression
 * bomb). Snappy declares its sizes up front; they are checked first.
 */
#include "kwire/compress.h"

#include <lz4frame.h>
#include <snappy-c.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>

/* Largest window a streaming decoder is handed at once. */
#define WINDOW (256 * 1024)
/* Uncompressed bytes per xerial snappy block (xerial's default). */
#define SNAPPY_BLOCK (32 * 1024)

static const uint8_t xerial_magic[8] = {0x82, 'S', 'N', 'A', 'P', 'P', 'Y', 0};

bool kw_compression_supported(enum kw_compression codec)
{
	return codec >= KW_COMPRESSION_NONE && codec <= KW_COMPRESSION_ZSTD;
}

const char *kw_compression_name(enum kw_compression codec)
{
	switch (codec) {
	case KW_COMPRESSION_NONE:
		return "none";
	case KW_COMPRESSION_GZIP:
		return "gzip";
	case KW_COMPRESSION_SNAPPY:
		return "snappy";
	case KW_COMPRESSION_LZ4:
		return "lz4";
	case KW_COMPRESSION_ZSTD:
		return "zstd";
	}
	return "unknown";
}

static void put_be32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/*
 * Room for up to `want` more bytes at the writer's end: a growable writer
 * grows; a fixed one offers what is left (none left is KW_ERR_BUFFER_FULL).
 * The bytes count as written until trim() gives back the unused part.
 */
static uint8_t *window(struct kw_writer *w, size_t want, size_t *got)
{
	if (!w->growable) {
		size_t left = w->cap - w->pos;
		if (left == 0) {
			kw_writer_fail(w, KW_ERR_BUFFER_FULL, "output buffer is full");
			return NULL;
		}
		if (want > left)
			want = left;
	}
	uint8_t *p = kw_writer_reserve(w, want);
	*got = p != NULL ? want : 0;
	return p;
}

static void trim(struct kw_writer *w, size_t unused)
{
	w->pos -= unused;
}

static int bomb(struct kw_writer *w, const char *codec, size_t max_output)
{
	return kw_writer_fail(w, KW_ERR_DECOMPRESSION_BOMB,
			      "%s: data inflates past the bound of %zu bytes", codec,
			      max_output);
}

/* How much the next window may hold: never past max_output + 1 in total. */
static size_t window_want(size_t produced, size_t max_output)
{
	size_t left = max_output - produced + 1;
	return left < WINDOW ? left : WINDOW;
}

/* ---------------------------------------------------------------- gzip */

static int gzip_compress(int level, const uint8_t *src, size_t n, struct kw_writer *w)
{
	z_stream z;
	memset(&z, 0, sizeof z);
	if (level == KW_COMPRESS_LEVEL_DEFAULT)
		level = Z_DEFAULT_COMPRESSION;
	if (deflateInit2(&z, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
		return kw_writer_fail(w, KW_ERR_COMPRESSION,
				      "gzip: cannot start (level %d)", level);
	int rc = 0;
	size_t done = 0;
	for (;;) {
		size_t chunk = n - done > (size_t)UINT32_MAX / 2 ? (size_t)UINT32_MAX / 2
								 : n - done;
		z.next_in = (Bytef *)(uintptr_t)(src + done);
		z.avail_in = (uInt)chunk;
		bool last = done + chunk == n;
		size_t bound = deflateBound(&z, (uLong)chunk) + 64;
		size_t got;
		uint8_t *out = window(w, bound, &got);
		if (out == NULL) {
			rc = w->err->code;
			break;
		}
		z.next_out = out;
		z.avail_out = (uInt)got;
		int zr = deflate(&z, last ? Z_FINISH : Z_NO_FLUSH);
		trim(w, z.avail_out);
		done += chunk - z.avail_in;
		if (zr == Z_STREAM_END)
			break;
		if (zr != Z_OK && zr != Z_BUF_ERROR) {
			rc = kw_writer_fail(w, KW_ERR_COMPRESSION,
					    "gzip: deflate failed (%d)", zr);
			break;
		}
	}
	deflateEnd(&z);
	return rc;
}

static int gzip_decompress(const uint8_t *src, size_t n, size_t max_output,
			   struct kw_writer *w)
{
	if (n == 0)
		return kw_writer_fail(w, KW_ERR_COMPRESSION, "gzip: empty input");
	z_stream z;
	memset(&z, 0, sizeof z);
	if (inflateInit2(&z, 15 + 16) != Z_OK)
		return kw_writer_fail(w, KW_ERR_NOMEM, "gzip: cannot start");
	int rc = 0;
	size_t produced = 0;
	z.next_in = (Bytef *)(uintptr_t)src;
	z.avail_in = n > UINT32_MAX ? UINT32_MAX : (uInt)n;
	size_t in_left = n - z.avail_in;
	for (;;) {
		size_t got;
		uint8_t *out = window(w, window_want(produced, max_output), &got);
		if (out == NULL) {
			rc = w->err->code;
			break;
		}
		z.next_out = out;
		z.avail_out = (uInt)got;
		uInt in_before = z.avail_in;
		int zr = inflate(&z, Z_NO_FLUSH);
		trim(w, z.avail_out);
		produced += got - z.avail_out;
		if (produced > max_output) {
			rc = bomb(w, "gzip", max_output);
			break;
		}
		if (z.avail_in == 0 && in_left > 0) {
			size_t more = in_left > UINT32_MAX ? UINT32_MAX : in_left;
			z.avail_in = (uInt)more;
			in_left -= more;
		}
		if (zr == Z_STREAM_END) {
			if (z.avail_in == 0)
				break;
			/* Another gzip member follows (GZIPInputStream reads on). */
			if (z.avail_in < 2 || z.next_in[0] != 0x1f ||
			    z.next_in[1] != 0x8b) {
				rc = kw_writer_fail(
					w, KW_ERR_COMPRESSION,
					"gzip: %u bytes after the last member",
					z.avail_in);
				break;
			}
			inflateReset(&z);
			continue;
		}
		if (zr == Z_OK)
			continue;
		if (zr == Z_BUF_ERROR && z.avail_in == 0 && in_before == 0) {
			rc = kw_writer_fail(w, KW_ERR_COMPRESSION,
					    "gzip: truncated stream");
			break;
		}
		if (zr == Z_BUF_ERROR)
			continue;
		rc = kw_writer_fail(w,
				    zr == Z_MEM_ERROR ? KW_ERR_NOMEM : KW_ERR_COMPRESSION,
				    "gzip: %s", z.msg != NULL ? z.msg : "invalid data");
		break;
	}
	inflateEnd(&z);
	return rc;
}

/* -------------------------------------------------------------- snappy */

static int snappy_compress_xerial(const uint8_t *src, size_t n, struct kw_writer *w)
{
	uint8_t head[16];
	memcpy(head, xerial_magic, 8);
	put_be32(head + 8, 1);	/* version */
	put_be32(head + 12, 1); /* minimum compatible version */
	kw_writer_write_raw(w, head, sizeof head);
	for (size_t done = 0; done < n && kw_writer_ok(w);) {
		size_t chunk = n - done < SNAPPY_BLOCK ? n - done : SNAPPY_BLOCK;
		size_t bound = snappy_max_compressed_length(chunk);
		uint8_t *p = kw_writer_reserve(w, 4 + bound);
		if (p == NULL)
			break;
		size_t clen = bound;
		if (snappy_compress((const char *)src + done, chunk, (char *)p + 4,
				    &clen) != SNAPPY_OK) {
			trim(w, 4 + bound);
			return kw_writer_fail(w, KW_ERR_COMPRESSION,
					      "snappy: compression failed");
		}
		put_be32(p, (uint32_t)clen);
		trim(w, bound - clen);
		done += chunk;
	}
	return w->err->code;
}

/* One raw snappy block, its declared size checked against the bound. */
static int snappy_block(const uint8_t *src, size_t n, size_t *produced, size_t max_output,
			struct kw_writer *w)
{
	size_t ulen;
	if (snappy_uncompressed_length((const char *)src, n, &ulen) != SNAPPY_OK)
		return kw_writer_fail(w, KW_ERR_COMPRESSION,
				      "snappy: invalid block header");
	if (ulen > max_output - *produced)
		return bomb(w, "snappy", max_output);
	/* No snappy element yields more than 64 bytes from 3 input bytes: a
	 * declared length beyond 22 bytes per input byte is a lie, refused
	 * before the output is reserved. */
	if (ulen / 22 > n)
		return kw_writer_fail(w, KW_ERR_COMPRESSION,
				      "snappy: block of %zu bytes declares %zu", n, ulen);
	if (ulen == 0) {
		if (snappy_validate_compressed_buffer((const char *)src, n) != SNAPPY_OK)
			return kw_writer_fail(w, KW_ERR_COMPRESSION,
					      "snappy: invalid block");
		return 0;
	}
	uint8_t *out = kw_writer_reserve(w, ulen);
	if (out == NULL)
		return w->err->code;
	size_t got = ulen;
	if (snappy_uncompress((const char *)src, n, (char *)out, &got) != SNAPPY_OK ||
	    got != ulen) {
		trim(w, ulen);
		return kw_writer_fail(w, KW_ERR_COMPRESSION, "snappy: invalid block");
	}
	*produced += ulen;
	return 0;
}

static int snappy_decompress_any(const uint8_t *src, size_t n, size_t max_output,
				 struct kw_writer *w)
{
	size_t produced = 0;
	if (n < 16 || memcmp(src, xerial_magic, 8) != 0)
		return snappy_block(src, n, &produced, max_output, w);
	/* xerial: skip magic and the two version ints, then length-prefixed
	 * blocks to the end. */
	size_t pos = 16;
	while (pos < n) {
		if (n - pos < 4)
			return kw_writer_fail(
				w, KW_ERR_COMPRESSION,
				"snappy: truncated block length at byte %zu", pos);
		uint32_t blen = be32(src + pos);
		pos += 4;
		if (blen > n - pos)
			return kw_writer_fail(
				w, KW_ERR_COMPRESSION,
				"snappy: block of %u bytes exceeds %zu remaining", blen,
				n - pos);
		int rc = snappy_block(src + pos, blen, &produced, max_output, w);
		if (rc != 0)
			return rc;
		pos += blen;
	}
	return 0;
}

/* ----------------------------------------------------------------- lz4 */

/* XXH32, which the LZ4 frame format uses for its descriptor checksum. */
static uint32_t rotl32(uint32_t x, int r)
{
	return (x << r) | (x >> (32 - r));
}

static uint32_t le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

static uint32_t xxh32(const uint8_t *p, size_t n, uint32_t seed)
{
	const uint32_t p1 = 0x9E3779B1u, p2 = 0x85EBCA77u, p3 = 0xC2B2AE3Du,
		       p4 = 0x27D4EB2Fu, p5 = 0x165667B1u;
	const uint8_t *end = p + n;
	uint32_t h;
	if (n >= 16) {
		uint32_t v[4] = {seed + p1 + p2, seed + p2, seed, seed - p1};
		while (end - p >= 16) {
			for (int i = 0; i < 4; i++)
				v[i] = rotl32(v[i] + le32(p + 4 * i) * p2, 13) * p1;
			p += 16;
		}
		h = rotl32(v[0], 1) + rotl32(v[1], 7) + rotl32(v[2], 12) +
		    rotl32(v[3], 18);
	} else {
		h = seed + p5;
	}
	h += (uint32_t)n;
	while (end - p >= 4) {
		h = rotl32(h + le32(p) * p3, 17) * p4;
		p += 4;
	}
	while (p < end)
		h = rotl32(h + *p++ * p5, 11) * p1;
	h ^= h >> 15;
	h *= p2;
	h ^= h >> 13;
	h *= p3;
	h ^= h >> 16;
	return h;
}

/* Frame-header size from the descriptor flags, or 0 when not a frame. */
static size_t lz4_header_size(const uint8_t *src, size_t n)
{
	if (n < 7 || le32(src) != 0x184D2204u)
		return 0;
	uint8_t flg = src[4];
	return 7 + ((flg & 0x08) ? 8 : 0) + ((flg & 0x01) ? 4 : 0);
}

static int lz4_compress(int level, unsigned flags, const uint8_t *src, size_t n,
			struct kw_writer *w)
{
	LZ4F_preferences_t prefs;
	memset(&prefs, 0, sizeof prefs);
	prefs.frameInfo.blockSizeID = LZ4F_max64KB;
	prefs.frameInfo.blockMode = LZ4F_blockIndependent;
	prefs.compressionLevel = level == KW_COMPRESS_LEVEL_DEFAULT ? 0 : level;
	size_t bound = LZ4F_compressFrameBound(n, &prefs);
	size_t start = w->pos;
	uint8_t *out = kw_writer_reserve(w, bound);
	if (out == NULL)
		return w->err->code;
	size_t r = LZ4F_compressFrame(out, bound, src, n, &prefs);
	if (LZ4F_isError(r)) {
		trim(w, bound);
		return kw_writer_fail(w, KW_ERR_COMPRESSION, "lz4: %s",
				      LZ4F_getErrorName(r));
	}
	trim(w, bound - r);
	if (flags & KW_COMPRESS_LZ4_BROKEN_HC) {
		uint8_t *f = w->buf + start;
		size_t hs = lz4_header_size(f, r);
		if (hs != 0)
			f[hs - 1] = (uint8_t)(xxh32(f, hs - 1, 0) >> 8);
	}
	return 0;
}

static int lz4_decompress(unsigned flags, const uint8_t *src, size_t n, size_t max_output,
			  struct kw_writer *w)
{
	if (n == 0)
		return kw_writer_fail(w, KW_ERR_COMPRESSION, "lz4: empty input");
	LZ4F_dctx *dctx;
	if (LZ4F_isError(LZ4F_createDecompressionContext(&dctx, LZ4F_VERSION)))
		return kw_writer_fail(w, KW_ERR_NOMEM, "lz4: cannot start");
	/* Kafka's magic-0 writers put XXH32(magic + descriptor) in the
	 * checksum byte; feed the decoder a header with the correct one. */
	uint8_t fixed[19];
	const uint8_t *head = NULL;
	size_t head_len = 0;
	size_t hs = lz4_header_size(src, n);
	if ((flags & KW_COMPRESS_LZ4_BROKEN_HC) && hs != 0 && hs <= n &&
	    hs <= sizeof fixed) {
		uint8_t broken = (uint8_t)(xxh32(src, hs - 1, 0) >> 8);
		uint8_t right = (uint8_t)(xxh32(src + 4, hs - 5, 0) >> 8);
		if (src[hs - 1] == broken && broken != right) {
			memcpy(fixed, src, hs);
			fixed[hs - 1] = right;
			head = fixed;
			head_len = hs;
			src += hs;
			n -= hs;
		}
	}
	int rc = 0;
	size_t produced = 0;
	for (;;) {
		const uint8_t *in = head_len > 0 ? head : src;
		size_t in_len = head_len > 0 ? head_len : n;
		size_t got;
		uint8_t *out = window(w, window_want(produced, max_output), &got);
		if (out == NULL) {
			rc = w->err->code;
			break;
		}
		size_t dst_len = got, src_len = in_len;
		size_t hint = LZ4F_decompress(dctx, out, &dst_len, in, &src_len, NULL);
		trim(w, got - dst_len);
		produced += dst_len;
		if (LZ4F_isError(hint)) {
			rc = kw_writer_fail(w, KW_ERR_COMPRESSION, "lz4: %s",
					    LZ4F_getErrorName(hint));
			break;
		}
		if (produced > max_output) {
			rc = bomb(w, "lz4", max_output);
			break;
		}
		if (head_len > 0) {
			head += src_len;
			head_len -= src_len;
		} else {
			src += src_len;
			n -= src_len;
		}
		bool input_left = head_len > 0 || n > 0;
		/* hint 0: a frame ended; stop unless another frame follows. */
		if (hint == 0 && !input_left)
			break;
		/* The frame wants more input, there is none, and the decoder had
		 * room it did not fill: nothing more will come out. */
		if (hint != 0 && !input_left && dst_len < got) {
			rc = kw_writer_fail(w, KW_ERR_COMPRESSION,
					    "lz4: truncated frame");
			break;
		}
	}
	LZ4F_freeDecompressionContext(dctx);
	return rc;
}

/* ---------------------------------------------------------------- zstd */

static int zstd_compress(int level, const uint8_t *src, size_t n, struct kw_writer *w)
{
	size_t bound = ZSTD_compressBound(n);
	uint8_t *out = kw_writer_reserve(w, bound);
	if (out == NULL)
		return w->err->code;
	size_t r = ZSTD_compress(out, bound, src, n,
				 level == KW_COMPRESS_LEVEL_DEFAULT ? ZSTD_CLEVEL_DEFAULT
								    : level);
	if (ZSTD_isError(r)) {
		trim(w, bound);
		return kw_writer_fail(w, KW_ERR_COMPRESSION, "zstd: %s",
				      ZSTD_getErrorName(r));
	}
	trim(w, bound - r);
	return 0;
}

/*
 * One decompression context per thread, kept between calls: creating one
 * costs more than decoding a typical batch (it is a large allocation).
 * kw_compress_thread_release frees it.
 */
static _Thread_local ZSTD_DCtx *thread_dctx;

static ZSTD_DCtx *zstd_dctx(void)
{
	if (thread_dctx == NULL)
		thread_dctx = ZSTD_createDCtx();
	return thread_dctx;
}

void kw_compress_thread_release(void)
{
	ZSTD_freeDCtx(thread_dctx);
	thread_dctx = NULL;
}

static int zstd_decompress(const uint8_t *src, size_t n, size_t max_output,
			   struct kw_writer *w)
{
	if (n == 0)
		return kw_writer_fail(w, KW_ERR_COMPRESSION, "zstd: empty input");
	/* A frame that declares its size is refused before any work. */
	unsigned long long declared = ZSTD_getFrameContentSize(src, n);
	if (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != ZSTD_CONTENTSIZE_ERROR &&
	    declared > max_output)
		return bomb(w, "zstd", max_output);
	/* One frame that declares its size: decode straight into place, with
	 * no streaming window (much cheaper for batch-sized inputs). */
	if (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != ZSTD_CONTENTSIZE_ERROR &&
	    ZSTD_findFrameCompressedSize(src, n) == n) {
		size_t size = (size_t)declared;
		if (size == 0)
			size = 1; /* ZSTD wants a non-null destination */
		uint8_t *out = kw_writer_reserve(w, size);
		if (out == NULL)
			return w->err->code;
		ZSTD_DCtx *dctx = zstd_dctx();
		if (dctx == NULL) {
			trim(w, size);
			return kw_writer_fail(w, KW_ERR_NOMEM, "zstd: cannot start");
		}
		size_t r = ZSTD_decompressDCtx(dctx, out, size, src, n);
		if (ZSTD_isError(r) || r != (size_t)declared) {
			trim(w, size);
			return kw_writer_fail(
				w, KW_ERR_COMPRESSION, "zstd: %s",
				ZSTD_isError(r) ? ZSTD_getErrorName(r)
						: "frame size differs from its header");
		}
		trim(w, size - r);
		return 0;
	}
	ZSTD_DStream *ds = ZSTD_createDStream();
	if (ds == NULL)
		return kw_writer_fail(w, KW_ERR_NOMEM, "zstd: cannot start");
	ZSTD_initDStream(ds);
	ZSTD_inBuffer in = {src, n, 0};
	size_t produced = 0;
	int rc = 0;
	size_t hint = 1;
	for (;;) {
		size_t got;
		uint8_t *out = window(w, window_want(produced, max_output), &got);
		if (out == NULL) {
			rc = w->err->code;
			break;
		}
		ZSTD_outBuffer ob = {out, got, 0};
		size_t in_before = in.pos;
		hint = ZSTD_decompressStream(ds, &ob, &in);
		trim(w, got - ob.pos);
		produced += ob.pos;
		if (ZSTD_isError(hint)) {
			rc = kw_writer_fail(w, KW_ERR_COMPRESSION, "zstd: %s",
					    ZSTD_getErrorName(hint));
			break;
		}
		if (produced > max_output) {
			rc = bomb(w, "zstd", max_output);
			break;
		}
		if (hint == 0 && in.pos == in.size)
			break;
		/* Out of input with the frame unfinished, and nothing flushed. */
		if (in.pos == in.size && in.pos == in_before && ob.pos < ob.size) {
			rc = kw_writer_fail(w, KW_ERR_COMPRESSION,
					    "zstd: truncated frame");
			break;
		}
	}
	ZSTD_freeDStream(ds);
	return rc;
}

/* ------------------------------------------------------------- dispatch */

int kw_compress(enum kw_compression codec, int level, unsigned flags, const void *src,
		size_t n, struct kw_writer *out)
{
	if (!kw_writer_ok(out))
		return out->err->code;
	switch (codec) {
	case KW_COMPRESSION_NONE:
		kw_writer_write_raw(out, src, n);
		return out->err->code;
	case KW_COMPRESSION_GZIP:
		return gzip_compress(level, src, n, out);
	case KW_COMPRESSION_SNAPPY:
		return snappy_compress_xerial(src, n, out);
	case KW_COMPRESSION_LZ4:
		return lz4_compress(level, flags, src, n, out);
	case KW_COMPRESSION_ZSTD:
		return zstd_compress(level, src, n, out);
	}
	return kw_writer_fail(out, KW_ERR_UNSUPPORTED, "compression codec %d",
			      (int)codec);
}

int kw_decompress(enum kw_compression codec, unsigned flags, const void *src, size_t n,
		  size_t max_output, struct kw_writer *out)
{
	if (!kw_writer_ok(out))
		return out->err->code;
	if (max_output == SIZE_MAX)
		max_output = SIZE_MAX - 1; /* keeps max_output + 1 meaningful */
	size_t start = out->pos;
	int rc;
	switch (codec) {
	case KW_COMPRESSION_NONE:
		if (n > max_output)
			return bomb(out, "none", max_output);
		kw_writer_write_raw(out, src, n);
		return out->err->code;
	case KW_COMPRESSION_GZIP:
		rc = gzip_decompress(src, n, max_output, out);
		break;
	case KW_COMPRESSION_SNAPPY:
		rc = snappy_decompress_any(src, n, max_output, out);
		break;
	case KW_COMPRESSION_LZ4:
		rc = lz4_decompress(flags, src, n, max_output, out);
		break;
	case KW_COMPRESSION_ZSTD:
		rc = zstd_decompress(src, n, max_output, out);
		break;
	default:
		return kw_writer_fail(out, KW_ERR_UNSUPPORTED, "compression codec %d",
				      (int)codec);
	}
	if (rc != 0)
		out->pos = start; /* nothing half-written stays behind */
	return rc;
}

int kw_decompress_to_arena(enum kw_compression codec, unsigned flags, const void *src,
			   size_t n, size_t max_output, struct kw_arena *a,
			   const uint8_t **out_buf, size_t *out_len, struct kw_error *err)
{
	struct kw_writer w;
	struct kw_error werr;
	kw_error_clear(&werr);
	size_t initial = n < (1u << 19) ? 2 * n : (1u << 20);
	if (initial > max_output)
		initial = max_output;
	if (initial < 4096)
		initial = 4096;
	if (kw_writer_init_growable(&w, initial, &werr) != 0)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "out of memory");
	int rc = kw_decompress(codec, flags, src, n, max_output, &w);
	if (rc != 0) {
		if (err != NULL && err->code == 0)
			*err = werr;
		kw_writer_release(&w);
		return rc;
	}
	uint8_t *dst = kw_arena_alloc(a, w.pos ? w.pos : 1);
	if (dst == NULL) {
		kw_writer_release(&w);
		return kw_error_set(err, KW_ERR_NOMEM, 0,
				    "%zu decompressed bytes do not fit the arena", w.pos);
	}
	if (w.pos > 0)
		memcpy(dst, w.buf, w.pos);
	*out_buf = dst;
	*out_len = w.pos;
	kw_writer_release(&w);
	return 0;
}
