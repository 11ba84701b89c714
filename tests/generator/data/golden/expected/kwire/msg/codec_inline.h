/* generated from the kwire-gen sources by kwire-gen, do not edit */
/*
 * kwire/msg/codec_inline.h — inlined fast paths used by the generated codecs
 * (private: not installed). Multi-byte values are big-endian.
 *
 * Reads: kw__rd_<type>(r, &out) stores the value and returns true when the
 * fast path applies (enough bytes remain, a short length prefix); otherwise
 * it calls the runtime reader, which performs every check and records any
 * error, and returns whether the reader is still free of errors. So the
 * generated decoder tests one returned flag per field and the error path
 * (field name, offset) costs nothing until it is taken.
 *
 * Writes: a generated encoder first writes through a local cursor with the
 * kw__put_* functions (see their section below). When that cannot finish,
 * the checked encoder runs with the kw__wr_* writers: each takes the fast
 * path when the writer has room and otherwise calls the runtime writer,
 * which grows the buffer or records the error.
 *
 * Sizes: the runtime's size functions, inlined.
 */
#ifndef KWIRE_MSG_CODEC_INLINE_H
#define KWIRE_MSG_CODEC_INLINE_H

#include "kwire/arena.h"
#include "kwire/error.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

static inline uint16_t kw__ld16(const uint8_t *p)
{
	return (uint16_t)((uint16_t)p[0] << 8 | p[1]);
}

static inline uint32_t kw__ld32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static inline uint64_t kw__ld64(const uint8_t *p)
{
	return (uint64_t)kw__ld32(p) << 32 | kw__ld32(p + 4);
}

static inline void kw__st16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static inline void kw__st32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static inline void kw__st64(uint8_t *p, uint64_t v)
{
	kw__st32(p, (uint32_t)(v >> 32));
	kw__st32(p + 4, (uint32_t)v);
}

/* ---- reads ---- */

static inline bool kw__avail(const struct kw_reader *r, size_t n)
{
	return r->len - r->pos >= n;
}

static inline bool kw__rd_bool(struct kw_reader *r, bool *out)
{
	if (kw__avail(r, 1)) {
		*out = r->buf[r->pos++] != 0;
		return true;
	}
	*out = kw_reader_read_bool(r);
	return kw_reader_ok(r);
}

static inline bool kw__rd_i8(struct kw_reader *r, int8_t *out)
{
	if (kw__avail(r, 1)) {
		*out = (int8_t)r->buf[r->pos++];
		return true;
	}
	*out = kw_reader_read_i8(r);
	return kw_reader_ok(r);
}

static inline bool kw__rd_i16(struct kw_reader *r, int16_t *out)
{
	if (kw__avail(r, 2)) {
		*out = (int16_t)kw__ld16(r->buf + r->pos);
		r->pos += 2;
		return true;
	}
	*out = kw_reader_read_i16(r);
	return kw_reader_ok(r);
}

static inline bool kw__rd_u16(struct kw_reader *r, uint16_t *out)
{
	if (kw__avail(r, 2)) {
		*out = kw__ld16(r->buf + r->pos);
		r->pos += 2;
		return true;
	}
	*out = kw_reader_read_u16(r);
	return kw_reader_ok(r);
}

static inline bool kw__rd_i32(struct kw_reader *r, int32_t *out)
{
	if (kw__avail(r, 4)) {
		*out = (int32_t)kw__ld32(r->buf + r->pos);
		r->pos += 4;
		return true;
	}
	*out = kw_reader_read_i32(r);
	return kw_reader_ok(r);
}

static inline bool kw__rd_u32(struct kw_reader *r, uint32_t *out)
{
	if (kw__avail(r, 4)) {
		*out = kw__ld32(r->buf + r->pos);
		r->pos += 4;
		return true;
	}
	*out = kw_reader_read_u32(r);
	return kw_reader_ok(r);
}

static inline bool kw__rd_i64(struct kw_reader *r, int64_t *out)
{
	if (kw__avail(r, 8)) {
		*out = (int64_t)kw__ld64(r->buf + r->pos);
		r->pos += 8;
		return true;
	}
	*out = kw_reader_read_i64(r);
	return kw_reader_ok(r);
}

static inline bool kw__rd_f64(struct kw_reader *r, double *out)
{
	if (kw__avail(r, 8)) {
		uint64_t v = kw__ld64(r->buf + r->pos);
		memcpy(out, &v, sizeof v);
		r->pos += 8;
		return true;
	}
	*out = kw_reader_read_f64(r);
	return kw_reader_ok(r);
}

static inline bool kw__rd_uuid(struct kw_reader *r, struct kw_uuid *out)
{
	if (kw__avail(r, 16)) {
		memcpy(out->bytes, r->buf + r->pos, 16);
		r->pos += 16;
		return true;
	}
	kw_reader_read_uuid(r, out);
	return kw_reader_ok(r);
}

static inline bool kw__rd_uvarint(struct kw_reader *r, uint32_t *out)
{
	if (kw__avail(r, 1) && r->buf[r->pos] < 0x80) {
		*out = r->buf[r->pos++];
		return true;
	}
	*out = kw_reader_read_uvarint(r);
	return kw_reader_ok(r);
}

/*
 * A length prefix N+1 of one or two varint bytes at p (left bytes there):
 * stores N + 1 and the prefix length, or returns false (other encodings,
 * too few bytes) for the runtime to handle.
 */
static inline bool kw__short_uvar(const uint8_t *p, size_t left, uint32_t *v, size_t *w)
{
	if (left >= 1 && p[0] < 0x80) {
		*v = p[0];
		*w = 1;
		return true;
	}
	if (left >= 2 && p[1] < 0x80) {
		*v = (uint32_t)(p[0] & 0x7f) | (uint32_t)p[1] << 7;
		*w = 2;
		return true;
	}
	return false;
}

/*
 * Strings and bytes (see kw_reader_read_string/bytes): a non-null length
 * that fits the bytes left is taken inline as a view; null, errors and long
 * compact prefixes go to the runtime, which reads from the same position.
 */
static inline bool kw__rd_string(struct kw_reader *r, struct kw_str *out, bool compact,
				 bool nullable)
{
	const uint8_t *p = r->buf + r->pos;
	size_t left = r->len - r->pos, w;
	uint32_t n;
	if (compact) {
		if (kw__short_uvar(p, left, &n, &w) && n > 0 && n - 1 <= 32767 &&
		    n - 1 <= left - w) {
			out->ptr = (const char *)p + w;
			out->len = (int32_t)(n - 1);
			r->pos += w + n - 1;
			return true;
		}
	} else if (left >= 2) {
		n = kw__ld16(p);
		if (n <= 32767 && n <= left - 2) {
			out->ptr = (const char *)p + 2;
			out->len = (int32_t)n;
			r->pos += 2 + (size_t)n;
			return true;
		}
	}
	kw_reader_read_string(r, out, compact, nullable);
	return kw_reader_ok(r);
}

static inline bool kw__rd_bytes(struct kw_reader *r, struct kw_bytes *out, bool compact,
				bool nullable)
{
	const uint8_t *p = r->buf + r->pos;
	size_t left = r->len - r->pos, w;
	uint32_t n;
	if (compact) {
		if (kw__short_uvar(p, left, &n, &w) && n > 0 && n - 1 <= left - w) {
			out->ptr = p + w;
			out->len = (int32_t)(n - 1);
			r->pos += w + n - 1;
			return true;
		}
	} else if (left >= 4) {
		n = kw__ld32(p);
		if (n <= INT32_MAX && n <= left - 4) {
			out->ptr = p + 4;
			out->len = (int32_t)n;
			r->pos += 4 + (size_t)n;
			return true;
		}
	}
	kw_reader_read_bytes(r, out, compact, nullable);
	return kw_reader_ok(r);
}

/*
 * An array count (see kw_reader_read_array_len): a non-null count whose
 * elements of at least min_elem_size bytes fit the bytes left is taken
 * inline; anything else goes to the runtime, which reports it.
 */
static inline bool kw__rd_array_len(struct kw_reader *r, int32_t *out, bool compact,
				    bool nullable, size_t min_elem_size)
{
	const uint8_t *p = r->buf + r->pos;
	size_t left = r->len - r->pos, w;
	uint32_t n;
	if (compact) {
		if (kw__short_uvar(p, left, &n, &w) && n > 0 &&
		    (size_t)(n - 1) * min_elem_size <= left - w) {
			*out = (int32_t)(n - 1);
			r->pos += w;
			return true;
		}
	} else if (left >= 4) {
		n = kw__ld32(p);
		if (n <= INT32_MAX && (uint64_t)n * min_elem_size <= left - 4) {
			*out = (int32_t)n;
			r->pos += 4;
			return true;
		}
	}
	*out = kw_reader_read_array_len(r, compact, nullable, min_elem_size);
	return kw_reader_ok(r);
}

/*
 * Arrays of fixed-size elements: the count was checked against the bytes
 * left (count * size <= remaining), so the elements are read unchecked.
 */
static inline void kw__rd_bool_array(struct kw_reader *r, bool *d, int32_t n)
{
	const uint8_t *p = r->buf + r->pos;
	for (int32_t i = 0; i < n; i++)
		d[i] = p[i] != 0;
	r->pos += (size_t)n;
}

static inline void kw__rd_i8_array(struct kw_reader *r, int8_t *d, int32_t n)
{
	memcpy(d, r->buf + r->pos, (size_t)n);
	r->pos += (size_t)n;
}

static inline void kw__rd_i16_array(struct kw_reader *r, int16_t *d, int32_t n)
{
	const uint8_t *p = r->buf + r->pos;
	for (int32_t i = 0; i < n; i++)
		d[i] = (int16_t)kw__ld16(p + 2 * (size_t)i);
	r->pos += 2 * (size_t)n;
}

static inline void kw__rd_u16_array(struct kw_reader *r, uint16_t *d, int32_t n)
{
	const uint8_t *p = r->buf + r->pos;
	for (int32_t i = 0; i < n; i++)
		d[i] = kw__ld16(p + 2 * (size_t)i);
	r->pos += 2 * (size_t)n;
}

static inline void kw__rd_i32_array(struct kw_reader *r, int32_t *d, int32_t n)
{
	const uint8_t *p = r->buf + r->pos;
	for (int32_t i = 0; i < n; i++)
		d[i] = (int32_t)kw__ld32(p + 4 * (size_t)i);
	r->pos += 4 * (size_t)n;
}

static inline void kw__rd_u32_array(struct kw_reader *r, uint32_t *d, int32_t n)
{
	const uint8_t *p = r->buf + r->pos;
	for (int32_t i = 0; i < n; i++)
		d[i] = kw__ld32(p + 4 * (size_t)i);
	r->pos += 4 * (size_t)n;
}

static inline void kw__rd_i64_array(struct kw_reader *r, int64_t *d, int32_t n)
{
	const uint8_t *p = r->buf + r->pos;
	for (int32_t i = 0; i < n; i++)
		d[i] = (int64_t)kw__ld64(p + 8 * (size_t)i);
	r->pos += 8 * (size_t)n;
}

static inline void kw__rd_f64_array(struct kw_reader *r, double *d, int32_t n)
{
	const uint8_t *p = r->buf + r->pos;
	for (int32_t i = 0; i < n; i++) {
		uint64_t v = kw__ld64(p + 8 * (size_t)i);
		memcpy(&d[i], &v, sizeof v);
	}
	r->pos += 8 * (size_t)n;
}

static inline void kw__rd_uuid_array(struct kw_reader *r, struct kw_uuid *d, int32_t n)
{
	memcpy(d, r->buf + r->pos, 16 * (size_t)n);
	r->pos += 16 * (size_t)n;
}

/* ---- arena ---- */

/* kw_arena_alloc with the bump inlined (16-byte alignment, as the arena). */
static inline void *kw__alloc(struct kw_arena *a, size_t size)
{
	uintptr_t cur = (uintptr_t)a->cur, end = (uintptr_t)a->end;
	uintptr_t p = (cur + 15) & ~(uintptr_t)15;
	size_t need = (size + 15) & ~(size_t)15; /* keeps cur 16-aligned, as the arena does */
	if (cur != 0 && p >= cur && p <= end && need >= size && end - p >= need && size > 0) {
		a->cur = (uint8_t *)p + need;
		return (void *)p;
	}
	return kw_arena_alloc(a, size);
}

/* ---- errors ---- */

static inline int kw__fail_field(struct kw_error *e, const char *name)
{
	kw_error_push_field(e, name);
	return e->code ? e->code : KW_ERR_INVALID_ARGUMENT;
}

static inline int kw__fail_index(struct kw_error *e, long i, const char *name)
{
	kw_error_push_index(e, i);
	return kw__fail_field(e, name);
}

static inline int kw__nomem(struct kw_reader *r, const char *name)
{
	kw_reader_fail(r, KW_ERR_NOMEM, "out of memory");
	return kw__fail_field(r->err, name);
}

static inline int kw__null_fail(struct kw_writer *w, const char *name, int version)
{
	kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED,
		       "field %s is null, but it is not nullable at version %d", name, version);
	return kw__fail_field(w->err, name);
}

static inline int kw__nondefault_fail(struct kw_writer *w, const char *name, int version)
{
	kw_writer_fail(w, KW_ERR_NON_DEFAULT_FIELD,
		       "attempted to write a non-default %s at version %d", name, version);
	return kw__fail_field(w->err, name);
}

static inline int kw__tags_not_flexible(struct kw_writer *w, int version)
{
	return kw_writer_fail(w, KW_ERR_TAGS_NOT_FLEXIBLE,
			      "tagged fields were set, but version %d does not support them",
			      version);
}

/* ---- sizes (the runtime's kw_size_* inlined) ---- */

static inline size_t kw__size_uvarint(uint32_t v)
{
	unsigned bits = 32 - (unsigned)__builtin_clz(v | 1);
	return (bits + 6) / 7;
}

static inline size_t kw__size_string(struct kw_str s, bool compact)
{
	if (s.len < 0)
		return compact ? 1 : 2;
	return (compact ? kw__size_uvarint((uint32_t)s.len + 1) : 2) + (size_t)s.len;
}

static inline size_t kw__size_bytes(struct kw_bytes b, bool compact)
{
	if (b.len < 0)
		return compact ? 1 : 4;
	return (compact ? kw__size_uvarint((uint32_t)b.len + 1) : 4) + (size_t)b.len;
}

static inline size_t kw__size_array_len(int32_t count, bool compact)
{
	if (!compact)
		return 4;
	return count < 0 ? 1 : kw__size_uvarint((uint32_t)count + 1);
}

/* ---- writes ---- */

static inline bool kw__room(const struct kw_writer *w, size_t n)
{
	return w->cap - w->pos >= n;
}

static inline void kw__wr_bool(struct kw_writer *w, bool v)
{
	if (kw__room(w, 1))
		w->buf[w->pos++] = v ? 1 : 0;
	else
		kw_writer_write_bool(w, v);
}

static inline void kw__wr_i8(struct kw_writer *w, int8_t v)
{
	if (kw__room(w, 1))
		w->buf[w->pos++] = (uint8_t)v;
	else
		kw_writer_write_i8(w, v);
}

static inline void kw__wr_i16(struct kw_writer *w, int16_t v)
{
	size_t pos = w->pos;
	if (w->cap - pos >= 2) {
		w->pos = pos + 2;
		kw__st16(w->buf + pos, (uint16_t)v);
	} else {
		kw_writer_write_i16(w, v);
	}
}

static inline void kw__wr_u16(struct kw_writer *w, uint16_t v)
{
	size_t pos = w->pos;
	if (w->cap - pos >= 2) {
		w->pos = pos + 2;
		kw__st16(w->buf + pos, v);
	} else {
		kw_writer_write_u16(w, v);
	}
}

static inline void kw__wr_i32(struct kw_writer *w, int32_t v)
{
	size_t pos = w->pos;
	if (w->cap - pos >= 4) {
		w->pos = pos + 4;
		kw__st32(w->buf + pos, (uint32_t)v);
	} else {
		kw_writer_write_i32(w, v);
	}
}

static inline void kw__wr_u32(struct kw_writer *w, uint32_t v)
{
	size_t pos = w->pos;
	if (w->cap - pos >= 4) {
		w->pos = pos + 4;
		kw__st32(w->buf + pos, v);
	} else {
		kw_writer_write_u32(w, v);
	}
}

static inline void kw__wr_i64(struct kw_writer *w, int64_t v)
{
	size_t pos = w->pos;
	if (w->cap - pos >= 8) {
		w->pos = pos + 8;
		kw__st64(w->buf + pos, (uint64_t)v);
	} else {
		kw_writer_write_i64(w, v);
	}
}

static inline void kw__wr_f64(struct kw_writer *w, double v)
{
	uint64_t u;
	memcpy(&u, &v, sizeof u);
	size_t pos = w->pos;
	if (w->cap - pos >= 8) {
		w->pos = pos + 8;
		kw__st64(w->buf + pos, u);
	} else {
		kw_writer_write_f64(w, v);
	}
}

static inline void kw__wr_uuid(struct kw_writer *w, const struct kw_uuid *u)
{
	size_t pos = w->pos;
	if (w->cap - pos >= 16) {
		w->pos = pos + 16;
		memcpy(w->buf + pos, u->bytes, 16);
	} else {
		kw_writer_write_uuid(w, u);
	}
}

static inline void kw__wr_uvarint(struct kw_writer *w, uint32_t v)
{
	if (v < 0x80 && kw__room(w, 1))
		w->buf[w->pos++] = (uint8_t)v;
	else
		kw_writer_write_uvarint(w, v);
}

/*
 * A length prefix N+1 as a one- or two-byte uvarint at p (the caller made
 * room for it); returns the bytes written.
 */
static inline size_t kw__put_short_uvar(uint8_t *p, uint32_t v)
{
	if (v < 0x80) {
		p[0] = (uint8_t)v;
		return 1;
	}
	p[0] = (uint8_t)(v | 0x80);
	p[1] = (uint8_t)(v >> 7);
	return 2;
}

/*
 * Copies n bytes of a short value with a few fixed-size moves (overlapping
 * where n is not a power of two, never reading or writing outside [s, s+n)
 * and [d, d+n)); longer values go to memcpy.
 */
static inline void kw__copy(uint8_t *d, const void *src, size_t n)
{
	const uint8_t *s = src;
	if (n > 32) {
		memcpy(d, s, n);
	} else if (n >= 16) {
		uint8_t a[16], b[16];
		memcpy(a, s, 16);
		memcpy(b, s + n - 16, 16);
		memcpy(d, a, 16);
		memcpy(d + n - 16, b, 16);
	} else if (n >= 8) {
		uint64_t a, b;
		memcpy(&a, s, 8);
		memcpy(&b, s + n - 8, 8);
		memcpy(d, &a, 8);
		memcpy(d + n - 8, &b, 8);
	} else if (n >= 4) {
		uint32_t a, b;
		memcpy(&a, s, 4);
		memcpy(&b, s + n - 4, 4);
		memcpy(d, &a, 4);
		memcpy(d + n - 4, &b, 4);
	} else {
		for (size_t i = 0; i < n; i++)
			d[i] = s[i];
	}
}

/*
 * Strings and bytes (see kw_writer_write_string/bytes): a non-null value
 * with a short prefix is written inline when it fits; anything else (null,
 * too long, no room) goes to the runtime. Returns whether the writer is
 * free of errors.
 */
static inline bool kw__wr_string(struct kw_writer *w, struct kw_str s, bool compact)
{
	size_t pos = w->pos, n = (size_t)s.len;
	if (s.len >= 0 && s.len < (compact ? 0x3fff : 0x8000) && w->cap - pos >= 2 + n) {
		uint8_t *p = w->buf + pos;
		size_t h;
		if (compact) {
			h = kw__put_short_uvar(p, (uint32_t)n + 1);
		} else {
			kw__st16(p, (uint16_t)n);
			h = 2;
		}
		kw__copy(p + h, s.ptr, n);
		w->pos = pos + h + n;
		return true;
	}
	kw_writer_write_string(w, s, compact);
	return kw_writer_ok(w);
}

static inline bool kw__wr_bytes(struct kw_writer *w, struct kw_bytes b, bool compact)
{
	size_t pos = w->pos, n = (size_t)b.len;
	if (b.len >= 0 && (!compact || b.len < 0x3fff) && w->cap - pos >= 4 + n) {
		uint8_t *p = w->buf + pos;
		size_t h;
		if (compact) {
			h = kw__put_short_uvar(p, (uint32_t)n + 1);
		} else {
			kw__st32(p, (uint32_t)n);
			h = 4;
		}
		kw__copy(p + h, b.ptr, n);
		w->pos = pos + h + n;
		return true;
	}
	kw_writer_write_bytes(w, b, compact);
	return kw_writer_ok(w);
}

/* An array count (see kw_writer_write_array_len); one-byte compact fast path. */
static inline void kw__wr_array_len(struct kw_writer *w, int32_t count, bool compact)
{
	if (compact) {
		if (count >= -1 && count < 0x7f && kw__room(w, 1)) {
			w->buf[w->pos++] = (uint8_t)(count + 1);
			return;
		}
	} else if (count >= -1 && kw__room(w, 4)) {
		size_t pos = w->pos;
		w->pos = pos + 4;
		kw__st32(w->buf + pos, (uint32_t)count);
		return;
	}
	kw_writer_write_array_len(w, count, compact);
}

static inline void kw__wr_bool_array(struct kw_writer *w, const bool *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		kw__wr_bool(w, v[i]);
}

static inline void kw__wr_i8_array(struct kw_writer *w, const int8_t *v, int32_t n)
{
	kw_writer_write_raw(w, v, (size_t)n);
}

static inline void kw__wr_i16_array(struct kw_writer *w, const int16_t *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		kw__wr_i16(w, v[i]);
}

static inline void kw__wr_u16_array(struct kw_writer *w, const uint16_t *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		kw__wr_u16(w, v[i]);
}

static inline void kw__wr_i32_array(struct kw_writer *w, const int32_t *v, int32_t n)
{
	size_t pos = w->pos;
	if (w->cap - pos >= 4 * (size_t)n) {
		uint8_t *p = w->buf + pos;
		w->pos = pos + 4 * (size_t)n;
		for (int32_t i = 0; i < n; i++)
			kw__st32(p + 4 * (size_t)i, (uint32_t)v[i]);
		return;
	}
	for (int32_t i = 0; i < n; i++)
		kw_writer_write_i32(w, v[i]);
}

static inline void kw__wr_u32_array(struct kw_writer *w, const uint32_t *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		kw__wr_u32(w, v[i]);
}

static inline void kw__wr_i64_array(struct kw_writer *w, const int64_t *v, int32_t n)
{
	size_t pos = w->pos;
	if (w->cap - pos >= 8 * (size_t)n) {
		uint8_t *p = w->buf + pos;
		w->pos = pos + 8 * (size_t)n;
		for (int32_t i = 0; i < n; i++)
			kw__st64(p + 8 * (size_t)i, (uint64_t)v[i]);
		return;
	}
	for (int32_t i = 0; i < n; i++)
		kw_writer_write_i64(w, v[i]);
}

static inline void kw__wr_f64_array(struct kw_writer *w, const double *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		kw__wr_f64(w, v[i]);
}

static inline void kw__wr_uuid_array(struct kw_writer *w, const struct kw_uuid *v, int32_t n)
{
	kw_writer_write_raw(w, v, 16 * (size_t)n);
}

/*
 * ---- the unchecked-path writes ----
 *
 * The first attempt of a generated encoder writes through a local cursor p
 * that must stay below end: each kw__put_* checks the room its value needs,
 * stores it, and returns the advanced cursor, or NULL when it does not fit
 * or is not writable as is (a negative count, an over-long string). The
 * encoder then returns NULL too, and the public function encodes again from
 * the start with the checked writer, which grows the buffer or reports the
 * error with its offset and field path. Keeping the cursor in a local means
 * byte stores do not force the writer's fields to be reloaded.
 */
static inline uint8_t *kw__put_bool(uint8_t *p, const uint8_t *end, bool v)
{
	if (end - p < 1)
		return NULL;
	*p = v ? 1 : 0;
	return p + 1;
}

static inline uint8_t *kw__put_i8(uint8_t *p, const uint8_t *end, int8_t v)
{
	if (end - p < 1)
		return NULL;
	*p = (uint8_t)v;
	return p + 1;
}

static inline uint8_t *kw__put_i16(uint8_t *p, const uint8_t *end, int16_t v)
{
	if (end - p < 2)
		return NULL;
	kw__st16(p, (uint16_t)v);
	return p + 2;
}

static inline uint8_t *kw__put_u16(uint8_t *p, const uint8_t *end, uint16_t v)
{
	if (end - p < 2)
		return NULL;
	kw__st16(p, v);
	return p + 2;
}

static inline uint8_t *kw__put_i32(uint8_t *p, const uint8_t *end, int32_t v)
{
	if (end - p < 4)
		return NULL;
	kw__st32(p, (uint32_t)v);
	return p + 4;
}

static inline uint8_t *kw__put_u32(uint8_t *p, const uint8_t *end, uint32_t v)
{
	if (end - p < 4)
		return NULL;
	kw__st32(p, v);
	return p + 4;
}

static inline uint8_t *kw__put_i64(uint8_t *p, const uint8_t *end, int64_t v)
{
	if (end - p < 8)
		return NULL;
	kw__st64(p, (uint64_t)v);
	return p + 8;
}

static inline uint8_t *kw__put_f64(uint8_t *p, const uint8_t *end, double v)
{
	uint64_t u;
	memcpy(&u, &v, sizeof u);
	if (end - p < 8)
		return NULL;
	kw__st64(p, u);
	return p + 8;
}

static inline uint8_t *kw__put_uuid(uint8_t *p, const uint8_t *end, const struct kw_uuid *u)
{
	if (end - p < 16)
		return NULL;
	memcpy(p, u->bytes, 16);
	return p + 16;
}

static inline uint8_t *kw__put_uvarint(uint8_t *p, const uint8_t *end, uint32_t v)
{
	if (v < 0x80 && end - p >= 1) {
		*p = (uint8_t)v;
		return p + 1;
	}
	if ((size_t)(end - p) < kw__size_uvarint(v))
		return NULL;
	while (v >= 0x80) {
		*p++ = (uint8_t)(v | 0x80);
		v >>= 7;
	}
	*p++ = (uint8_t)v;
	return p;
}

/* An array count; -1 writes null, anything below is refused. */
static inline uint8_t *kw__put_array_len(uint8_t *p, const uint8_t *end, int32_t count,
					 bool compact)
{
	if (count < -1)
		return NULL;
	if (compact)
		return kw__put_uvarint(p, end, (uint32_t)(count + 1));
	return kw__put_i32(p, end, count);
}

/* A string (null when len < 0: the caller checked that null is allowed). */
static inline uint8_t *kw__put_string(uint8_t *p, const uint8_t *end, struct kw_str s,
				      bool compact)
{
	if (s.len < 0)
		return compact ? kw__put_uvarint(p, end, 0) : kw__put_i16(p, end, -1);
	if (s.len > 32767)
		return NULL;
	p = compact ? kw__put_uvarint(p, end, (uint32_t)s.len + 1)
		    : kw__put_i16(p, end, (int16_t)s.len);
	if (p == NULL || end - p < s.len)
		return NULL;
	kw__copy(p, s.ptr, (size_t)s.len);
	return p + s.len;
}

/* Bytes or records (null when len < 0, as for strings). */
static inline uint8_t *kw__put_bytes(uint8_t *p, const uint8_t *end, struct kw_bytes b,
				     bool compact)
{
	if (b.len < 0)
		return compact ? kw__put_uvarint(p, end, 0) : kw__put_i32(p, end, -1);
	p = compact ? kw__put_uvarint(p, end, (uint32_t)b.len + 1) : kw__put_i32(p, end, b.len);
	if (p == NULL || end - p < b.len)
		return NULL;
	kw__copy(p, b.ptr, (size_t)b.len);
	return p + b.len;
}

/* Arrays of fixed-size elements: one room check, then the stores. */
static inline uint8_t *kw__put_bool_array(uint8_t *p, const uint8_t *end, const bool *v,
					  int32_t n)
{
	if ((size_t)(end - p) < (size_t)n)
		return NULL;
	for (int32_t i = 0; i < n; i++)
		p[i] = v[i] ? 1 : 0;
	return p + n;
}

static inline uint8_t *kw__put_i8_array(uint8_t *p, const uint8_t *end, const int8_t *v,
					int32_t n)
{
	if ((size_t)(end - p) < (size_t)n)
		return NULL;
	memcpy(p, v, (size_t)n);
	return p + n;
}

static inline uint8_t *kw__put_i16_array(uint8_t *p, const uint8_t *end, const int16_t *v,
					 int32_t n)
{
	if ((size_t)(end - p) / 2 < (size_t)n)
		return NULL;
	for (int32_t i = 0; i < n; i++)
		kw__st16(p + 2 * (size_t)i, (uint16_t)v[i]);
	return p + 2 * (size_t)n;
}

static inline uint8_t *kw__put_u16_array(uint8_t *p, const uint8_t *end, const uint16_t *v,
					 int32_t n)
{
	if ((size_t)(end - p) / 2 < (size_t)n)
		return NULL;
	for (int32_t i = 0; i < n; i++)
		kw__st16(p + 2 * (size_t)i, v[i]);
	return p + 2 * (size_t)n;
}

static inline uint8_t *kw__put_i32_array(uint8_t *p, const uint8_t *end, const int32_t *v,
					 int32_t n)
{
	if ((size_t)(end - p) / 4 < (size_t)n)
		return NULL;
	for (int32_t i = 0; i < n; i++)
		kw__st32(p + 4 * (size_t)i, (uint32_t)v[i]);
	return p + 4 * (size_t)n;
}

static inline uint8_t *kw__put_u32_array(uint8_t *p, const uint8_t *end, const uint32_t *v,
					 int32_t n)
{
	if ((size_t)(end - p) / 4 < (size_t)n)
		return NULL;
	for (int32_t i = 0; i < n; i++)
		kw__st32(p + 4 * (size_t)i, v[i]);
	return p + 4 * (size_t)n;
}

static inline uint8_t *kw__put_i64_array(uint8_t *p, const uint8_t *end, const int64_t *v,
					 int32_t n)
{
	if ((size_t)(end - p) / 8 < (size_t)n)
		return NULL;
	for (int32_t i = 0; i < n; i++)
		kw__st64(p + 8 * (size_t)i, (uint64_t)v[i]);
	return p + 8 * (size_t)n;
}

static inline uint8_t *kw__put_f64_array(uint8_t *p, const uint8_t *end, const double *v,
					 int32_t n)
{
	if ((size_t)(end - p) / 8 < (size_t)n)
		return NULL;
	for (int32_t i = 0; i < n; i++) {
		uint64_t u;
		memcpy(&u, &v[i], sizeof u);
		kw__st64(p + 8 * (size_t)i, u);
	}
	return p + 8 * (size_t)n;
}

static inline uint8_t *kw__put_uuid_array(uint8_t *p, const uint8_t *end,
					  const struct kw_uuid *v, int32_t n)
{
	if ((size_t)(end - p) / 16 < (size_t)n)
		return NULL;
	memcpy(p, v, 16 * (size_t)n);
	return p + 16 * (size_t)n;
}

#endif
