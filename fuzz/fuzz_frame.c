/*
 * fuzz_frame.c — libFuzzer target for the frame reader, with fuzz-chosen
 * chunking.
 *
 * Input: byte 0 picks max_frame (0..255 * 16), bytes 1-4 seed the chunk
 * sizes, the rest is the stream. The stream is fed in those chunks and the
 * frames that come out are compared with a straightforward one-pass parse of
 * the whole stream; so are the error and where it happened. The buffer must
 * never exceed max_frame.
 */
#include <kwire/frame.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 5)
		return 0;
	size_t max_frame = (size_t)data[0] * 16;
	uint32_t seed = (uint32_t)data[1] << 24 | (uint32_t)data[2] << 16 |
			(uint32_t)data[3] << 8 | data[4];
	const uint8_t *s = data + 5;
	size_t len = size - 5;

	struct kw_frame_reader f;
	kw_frame_reader_init(&f, max_frame);
	size_t pos = 0; /* fed so far */
	size_t ref = 0; /* the reference parser's position */
	int final = 0;
	while (pos < len) {
		seed = seed * 1103515245u + 12345u;
		size_t n = (seed >> 16) % 67;
		if (seed & 0x8000)
			n = 1;
		if (n > len - pos)
			n = len - pos;
		size_t off = 0;
		for (;;) {
			size_t used;
			int rc = kw_frame_reader_feed(&f, s + pos + off, n - off, &used);
			CHECK(used <= n - off);
			off += used;
			CHECK(f.cap <= max_frame);
			if (rc < 0) {
				final = rc;
				break;
			}
			if (rc == 0) {
				CHECK(off == n);
				break;
			}
			/* The reference: size prefix at ref, then the body. */
			size_t blen;
			const uint8_t *b = kw_frame_reader_frame(&f, &blen);
			CHECK(b != NULL && len - ref >= 4);
			int32_t sz = (int32_t)((uint32_t)s[ref] << 24 |
					       (uint32_t)s[ref + 1] << 16 |
					       (uint32_t)s[ref + 2] << 8 | s[ref + 3]);
			CHECK(sz >= 0 && (size_t)sz <= max_frame && (size_t)sz == blen);
			CHECK(len - ref - 4 >= blen);
			CHECK(blen == 0 || memcmp(b, s + ref + 4, blen) == 0);
			ref += 4 + blen;
			CHECK(f.stream_offset == ref);
			kw_frame_reader_next(&f);
		}
		if (final < 0)
			break;
		pos += n;
	}
	if (final < 0) {
		/* The reference must fail on the prefix at ref the same way. */
		CHECK(len - ref >= 4 && f.err.offset == ref);
		int32_t sz =
			(int32_t)((uint32_t)s[ref] << 24 | (uint32_t)s[ref + 1] << 16 |
				  (uint32_t)s[ref + 2] << 8 | s[ref + 3]);
		if (sz < 0)
			CHECK(final == KW_ERR_INVALID_FRAME);
		else
			CHECK(final == KW_ERR_FRAME_TOO_LARGE && (size_t)sz > max_frame);
		size_t used;
		CHECK(kw_frame_reader_feed(&f, s, len, &used) == final && used == 0);
	} else {
		/* Whatever is left is an incomplete frame. */
		if (len - ref >= 4) {
			int32_t sz = (int32_t)((uint32_t)s[ref] << 24 |
					       (uint32_t)s[ref + 1] << 16 |
					       (uint32_t)s[ref + 2] << 8 | s[ref + 3]);
			CHECK(sz >= 0 && (size_t)sz <= max_frame &&
			      len - ref - 4 < (size_t)sz);
		}
	}
	kw_frame_reader_free(&f);
	return 0;
}
