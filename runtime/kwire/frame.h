/*
 * kwire/frame.h — the 4-byte size prefix that delimits every Kafka request
 * and response on a stream.
 *
 * The frame reader accepts input in any chunking (one byte at a time
 * included), never buffers more than max_frame bytes, and reports a frame
 * whose declared size exceeds max_frame (or is negative) as an error without
 * reading its body. After an error the reader stays failed; the connection
 * should be closed.
 */
#ifndef KWIRE_FRAME_H
#define KWIRE_FRAME_H

#include "error.h"
#include "export.h"
#include <stddef.h>
#include <stdint.h>

struct kw_frame_reader {
	uint8_t size_bytes[4];
	size_t size_have;  /* bytes of the size prefix seen so far */
	int32_t frame_len; /* -1 until the prefix is complete */
	uint8_t *buf;	   /* malloc'd, grows up to max_frame */
	size_t cap;
	size_t have; /* body bytes buffered */
	size_t max_frame;
	size_t stream_offset; /* bytes consumed from the stream so far */
	struct kw_error err;
};

KW_EXPORT void kw_frame_reader_init(struct kw_frame_reader *f, size_t max_frame);
KW_EXPORT void kw_frame_reader_free(struct kw_frame_reader *f);
/*
 * Consumes up to len bytes, stopping at the end of a frame. *consumed says
 * how many were taken. Returns 1 when a whole frame is ready (see
 * kw_frame_reader_frame), 0 when more input is needed, or a negative code
 * (KW_ERR_FRAME_TOO_LARGE, KW_ERR_INVALID_FRAME, KW_ERR_NOMEM).
 */
KW_EXPORT int kw_frame_reader_feed(struct kw_frame_reader *f, const void *data,
				   size_t len, size_t *consumed);
/* The ready frame's body (without the prefix); valid until _next/_free. */
KW_EXPORT const uint8_t *kw_frame_reader_frame(const struct kw_frame_reader *f,
					       size_t *len);
/* Drops the ready frame and starts on the next one. */
KW_EXPORT void kw_frame_reader_next(struct kw_frame_reader *f);

/* Writes the 4-byte big-endian size prefix for a body of len bytes. */
KW_EXPORT void kw_frame_put_size(uint8_t out[4], int32_t len);

#endif
