/*
 * writer.c — Kafka's wire primitives written into a fixed caller buffer or a
 * growable malloc'd one (see kwire/writer.h), and their size functions.
 *
 * Like the reader, the writer's error is sticky: after the first failure
 * every write is a no-op, so encoders write fields back to back and check
 * once. Errors are recorded at the output offset where the value would start.
 */
#include "kwire/writer.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KW_STRING_MAX 32767
#define WRITER_MIN_GROWABLE 64

void kw_writer_init_fixed(struct kw_writer *w, void *buf, size_t cap,
			  struct kw_error *err)
{
	static uint8_t none[1];
	/* A NULL buffer has no room (and keeps pointer math defined). */
	w->buf = buf != NULL ? buf : none;
	w->cap = buf != NULL ? cap : 0;
	w->pos = 0;
	w->growable = false;
	w->err = err;
	kw_error_clear(err);
}

int kw_writer_init_growable(struct kw_writer *w, size_t initial, struct kw_error *err)
{
	w->pos = 0;
	w->growable = true;
	w->err = err;
	kw_error_clear(err);
	if (initial < WRITER_MIN_GROWABLE)
		initial = WRITER_MIN_GROWABLE;
	w->buf = malloc(initial);
	w->cap = w->buf != NULL ? initial : 0;
	if (w->buf == NULL)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "cannot allocate %zu bytes",
				    initial);
	return 0;
}

void kw_writer_release(struct kw_writer *w)
{
	if (w->growable)
		free(w->buf);
	w->buf = NULL;
	w->cap = 0;
	w->pos = 0;
}

uint8_t *kw_writer_detach(struct kw_writer *w, size_t *len)
{
	uint8_t *buf = w->growable ? w->buf : NULL;
	if (len != NULL)
		*len = w->growable ? w->pos : 0;
	if (w->growable) {
		w->buf = NULL;
		w->cap = 0;
		w->pos = 0;
	}
	return buf;
}

int kw_writer_fail(struct kw_writer *w, int code, const char *fmt, ...)
{
	if (w->err->code != 0)
		return code;
	char detail[KW_ERROR_DETAIL_MAX];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(detail, sizeof detail, fmt, ap);
	va_end(ap);
	return kw_error_set(w->err, code, w->pos, "%s", detail);
}

/* The slow path of reserve: grow a growable buffer or fail. */
static uint8_t *reserve_slow(struct kw_writer *w, size_t n)
{
	if (w->err->code != 0)
		return NULL;
	if (!w->growable) {
		kw_writer_fail(w, KW_ERR_BUFFER_FULL, "need %zu bytes, %zu left of %zu",
			       n, w->cap - w->pos, w->cap);
		return NULL;
	}
	if (n > SIZE_MAX - w->pos) {
		kw_writer_fail(w, KW_ERR_NOMEM, "size overflow");
		return NULL;
	}
	size_t need = w->pos + n;
	size_t cap = w->cap > WRITER_MIN_GROWABLE ? w->cap : WRITER_MIN_GROWABLE;
	while (cap < need)
		cap = cap > SIZE_MAX / 2 ? need : cap * 2;
	uint8_t *nb = realloc(w->buf, cap);
	if (nb == NULL) {
		kw_writer_fail(w, KW_ERR_NOMEM, "cannot grow buffer to %zu bytes", cap);
		return NULL;
	}
	w->buf = nb;
	w->cap = cap;
	uint8_t *p = w->buf + w->pos;
	w->pos += n;
	return p;
}

static inline uint8_t *reserve(struct kw_writer *w, size_t n)
{
	if (w->err->code == 0 && w->cap - w->pos >= n) {
		uint8_t *p = w->buf + w->pos;
		w->pos += n;
		return p;
	}
	return reserve_slow(w, n);
}

uint8_t *kw_writer_reserve(struct kw_writer *w, size_t n)
{
	if (n == 0 && w->buf == NULL)
		return NULL; /* released or detached: nothing to point into */
	return reserve(w, n);
}

static inline void put16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static inline void put32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static inline void put64(uint8_t *p, uint64_t v)
{
	put32(p, (uint32_t)(v >> 32));
	put32(p + 4, (uint32_t)v);
}

void kw_writer_write_bool(struct kw_writer *w, bool v)
{
	uint8_t *p = reserve(w, 1);
	if (p != NULL)
		*p = v ? 1 : 0;
}

void kw_writer_write_i8(struct kw_writer *w, int8_t v)
{
	uint8_t *p = reserve(w, 1);
	if (p != NULL)
		*p = (uint8_t)v;
}

void kw_writer_write_i16(struct kw_writer *w, int16_t v)
{
	uint8_t *p = reserve(w, 2);
	if (p != NULL)
		put16(p, (uint16_t)v);
}

void kw_writer_write_i32(struct kw_writer *w, int32_t v)
{
	uint8_t *p = reserve(w, 4);
	if (p != NULL)
		put32(p, (uint32_t)v);
}

void kw_writer_write_i64(struct kw_writer *w, int64_t v)
{
	uint8_t *p = reserve(w, 8);
	if (p != NULL)
		put64(p, (uint64_t)v);
}

void kw_writer_write_u16(struct kw_writer *w, uint16_t v)
{
	uint8_t *p = reserve(w, 2);
	if (p != NULL)
		put16(p, v);
}

void kw_writer_write_u32(struct kw_writer *w, uint32_t v)
{
	uint8_t *p = reserve(w, 4);
	if (p != NULL)
		put32(p, v);
}

void kw_writer_write_f64(struct kw_writer *w, double v)
{
	uint64_t bits;
	memcpy(&bits, &v, sizeof bits);
	kw_writer_write_i64(w, (int64_t)bits);
}

/* 1 + floor(log2(v) / 7): each byte carries 7 bits. */
static inline size_t uvar32_size(uint32_t v)
{
	unsigned bits = 32 - (unsigned)__builtin_clz(v | 1);
	return (bits + 6) / 7;
}

static inline size_t uvar64_size(uint64_t v)
{
	unsigned bits = 64 - (unsigned)__builtin_clzll(v | 1);
	return (bits + 6) / 7;
}

size_t kw_size_uvarint(uint32_t v)
{
	return uvar32_size(v);
}

size_t kw_size_uvarlong(uint64_t v)
{
	return uvar64_size(v);
}

static inline uint32_t zigzag32(int32_t v)
{
	return ((uint32_t)v << 1) ^ (uint32_t)(v >> 31);
}

static inline uint64_t zigzag64(int64_t v)
{
	return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63);
}

size_t kw_size_varint(int32_t v)
{
	return uvar32_size(zigzag32(v));
}

size_t kw_size_varlong(int64_t v)
{
	return uvar64_size(zigzag64(v));
}

static inline void put_uvar(uint8_t *p, uint64_t v)
{
	while (v >= 0x80) {
		*p++ = (uint8_t)(v | 0x80);
		v >>= 7;
	}
	*p = (uint8_t)v;
}

void kw_writer_write_uvarint(struct kw_writer *w, uint32_t v)
{
	/* Fast path: room for the longest encoding, so no size is needed
	 * up front; one branch per 7 bits. */
	if (w->err->code == 0 && w->cap - w->pos >= 5) {
		uint8_t *p = w->buf + w->pos;
		size_t n = 0;
		while (v >= 0x80) {
			p[n++] = (uint8_t)(v | 0x80);
			v >>= 7;
		}
		p[n++] = (uint8_t)v;
		w->pos += n;
		return;
	}
	uint8_t *p = reserve(w, uvar32_size(v));
	if (p != NULL)
		put_uvar(p, v);
}

void kw_writer_write_uvarlong(struct kw_writer *w, uint64_t v)
{
	uint8_t *p = reserve(w, uvar64_size(v));
	if (p != NULL)
		put_uvar(p, v);
}

void kw_writer_write_varint(struct kw_writer *w, int32_t v)
{
	kw_writer_write_uvarint(w, zigzag32(v));
}

void kw_writer_write_varlong(struct kw_writer *w, int64_t v)
{
	kw_writer_write_uvarlong(w, zigzag64(v));
}

void kw_writer_write_uuid(struct kw_writer *w, const struct kw_uuid *u)
{
	uint8_t *p = reserve(w, 16);
	if (p != NULL)
		memcpy(p, u->bytes, 16);
}

void kw_writer_write_raw(struct kw_writer *w, const void *src, size_t n)
{
	if (n == 0)
		return;
	uint8_t *p = reserve(w, n);
	if (p != NULL)
		memcpy(p, src, n);
}

void kw_writer_write_string(struct kw_writer *w, struct kw_str s, bool compact)
{
	if (s.len < 0) {
		if (compact)
			kw_writer_write_uvarint(w, 0);
		else
			kw_writer_write_i16(w, -1);
		return;
	}
	if (s.len > KW_STRING_MAX) {
		kw_writer_fail(w, KW_ERR_STRING_TOO_LONG,
			       "string length %" PRId32 " exceeds %d", s.len,
			       KW_STRING_MAX);
		return;
	}
	if (compact)
		kw_writer_write_uvarint(w, (uint32_t)s.len + 1);
	else
		kw_writer_write_i16(w, (int16_t)s.len);
	if (s.len > 0) {
		uint8_t *p = reserve(w, (size_t)s.len);
		if (p != NULL)
			memcpy(p, s.ptr, (size_t)s.len);
	}
}

void kw_writer_write_bytes(struct kw_writer *w, struct kw_bytes b, bool compact)
{
	if (b.len < 0) {
		if (compact)
			kw_writer_write_uvarint(w, 0);
		else
			kw_writer_write_i32(w, -1);
		return;
	}
	/* len <= INT32_MAX, so len + 1 always fits the uint32 varint. */
	if (compact)
		kw_writer_write_uvarint(w, (uint32_t)b.len + 1);
	else
		kw_writer_write_i32(w, b.len);
	kw_writer_write_raw(w, b.ptr, (size_t)b.len);
}

void kw_writer_write_array_len(struct kw_writer *w, int32_t count, bool compact)
{
	if (count < -1) {
		kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
			       "array count %" PRId32 " is negative", count);
		return;
	}
	if (compact)
		kw_writer_write_uvarint(w, (uint32_t)(count + 1));
	else
		kw_writer_write_i32(w, count);
}

size_t kw_size_string(struct kw_str s, bool compact)
{
	if (s.len < 0)
		return compact ? 1 : 2;
	return (compact ? uvar32_size((uint32_t)s.len + 1) : 2) + (size_t)s.len;
}

size_t kw_size_bytes(struct kw_bytes b, bool compact)
{
	if (b.len < 0)
		return compact ? 1 : 4;
	return (compact ? uvar32_size((uint32_t)b.len + 1) : 4) + (size_t)b.len;
}

size_t kw_size_array_len(int32_t count, bool compact)
{
	if (!compact)
		return 4;
	return count < 0 ? 1 : uvar32_size((uint32_t)count + 1);
}
