/*
 * frame.c — the size prefix that delimits Kafka requests and responses on a
 * stream (see kwire/frame.h).
 *
 *   +----------------+---------------------------+
 *   | size: int32 BE | size bytes (header, body) |
 *   +----------------+---------------------------+
 *
 * The reader is a small state machine: collect the 4 prefix bytes, validate
 * the size (negative or above max_frame fails before any body byte is read),
 * then collect the body. The body buffer grows with the bytes that actually
 * arrive (doubling, capped at the declared size), so a peer that announces a
 * large frame and sends little cannot make us hold much more than it sent.
 */
#include "kwire/frame.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define FRAME_MIN_BUFFER 256

void kw_frame_reader_init(struct kw_frame_reader *f, size_t max_frame)
{
	memset(f, 0, sizeof *f);
	f->frame_len = -1;
	f->max_frame = max_frame;
	kw_error_clear(&f->err);
}

void kw_frame_reader_free(struct kw_frame_reader *f)
{
	free(f->buf);
	f->buf = NULL;
	f->cap = 0;
	f->have = 0;
}

static bool frame_ready(const struct kw_frame_reader *f)
{
	return f->frame_len >= 0 && f->have == (size_t)f->frame_len;
}

/* Makes room for `want` body bytes (want <= frame_len); 0 or KW_ERR_NOMEM. */
static int ensure(struct kw_frame_reader *f, size_t want)
{
	if (want <= f->cap)
		return 0;
	size_t cap = f->cap > FRAME_MIN_BUFFER ? f->cap : FRAME_MIN_BUFFER;
	while (cap < want)
		cap *= 2;
	if (cap > (size_t)f->frame_len)
		cap = (size_t)f->frame_len;
	uint8_t *nb = realloc(f->buf, cap);
	if (nb == NULL)
		return kw_error_set(&f->err, KW_ERR_NOMEM, f->stream_offset,
				    "cannot grow the frame buffer to %zu bytes", cap);
	f->buf = nb;
	f->cap = cap;
	return 0;
}

int kw_frame_reader_feed(struct kw_frame_reader *f, const void *data, size_t len,
			 size_t *consumed)
{
	const uint8_t *in = data;
	size_t used = 0;
	*consumed = 0;
	if (f->err.code != 0)
		return f->err.code;
	if (frame_ready(f))
		return 1;
	while (f->size_have < 4 && used < len)
		f->size_bytes[f->size_have++] = in[used++];
	if (f->size_have < 4) {
		f->stream_offset += used;
		*consumed = used;
		return 0;
	}
	if (f->frame_len < 0) {
		const uint8_t *s = f->size_bytes;
		int32_t size = (int32_t)((uint32_t)s[0] << 24 | (uint32_t)s[1] << 16 |
					 (uint32_t)s[2] << 8 | s[3]);
		size_t at = f->stream_offset + used - 4;
		f->stream_offset += used;
		*consumed = used;
		if (size < 0)
			return kw_error_set(&f->err, KW_ERR_INVALID_FRAME, at,
					    "frame size %d is negative", (int)size);
		if ((uint64_t)size > f->max_frame)
			return kw_error_set(&f->err, KW_ERR_FRAME_TOO_LARGE, at,
					    "frame size %d exceeds the maximum %zu",
					    (int)size, f->max_frame);
		f->frame_len = size;
		f->have = 0;
		in += used;
		len -= used;
		used = 0;
	}
	size_t want = (size_t)f->frame_len - f->have;
	size_t take = len < want ? len : want;
	if (take > 0) {
		int rc = ensure(f, f->have + take);
		if (rc != 0)
			return rc;
		memcpy(f->buf + f->have, in, take);
		f->have += take;
	}
	f->stream_offset += take;
	*consumed += take;
	return frame_ready(f) ? 1 : 0;
}

const uint8_t *kw_frame_reader_frame(const struct kw_frame_reader *f, size_t *len)
{
	static const uint8_t empty[1];
	if (f->err.code != 0 || !frame_ready(f)) {
		*len = 0;
		return NULL;
	}
	*len = f->have;
	return f->buf != NULL ? f->buf : empty;
}

void kw_frame_reader_next(struct kw_frame_reader *f)
{
	if (f->err.code != 0)
		return;
	f->size_have = 0;
	f->frame_len = -1;
	f->have = 0;
}

void kw_frame_put_size(uint8_t out[4], int32_t len)
{
	uint32_t v = (uint32_t)len;
	out[0] = (uint8_t)(v >> 24);
	out[1] = (uint8_t)(v >> 16);
	out[2] = (uint8_t)(v >> 8);
	out[3] = (uint8_t)v;
}
