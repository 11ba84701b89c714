/* generated from the kwire-gen sources by kwire-gen, do not edit */
/*
 * kwire/msg/codec_inline.h — inlined fast paths used by the generated codecs
 * (private: not installed). Each read takes the fast path when enough bytes
 * remain and otherwise calls the runtime, which records the error; each
 * write does the same with the writer's capacity. Multi-byte values are
 * big-endian.
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

static inline bool kw__rd_bool(struct kw_reader *r)
{
	if (kw__avail(r, 1))
		return r->buf[r->pos++] != 0;
	return kw_reader_read_bool(r);
}

static inline int8_t kw__rd_i8(struct kw_reader *r)
{
	if (kw__avail(r, 1))
		return (int8_t)r->buf[r->pos++];
	return kw_reader_read_i8(r);
}

static inline int16_t kw__rd_i16(struct kw_reader *r)
{
	if (kw__avail(r, 2)) {
		uint16_t v = kw__ld16(r->buf + r->pos);
		r->pos += 2;
		return (int16_t)v;
	}
	return kw_reader_read_i16(r);
}

static inline uint16_t kw__rd_u16(struct kw_reader *r)
{
	if (kw__avail(r, 2)) {
		uint16_t v = kw__ld16(r->buf + r->pos);
		r->pos += 2;
		return v;
	}
	return kw_reader_read_u16(r);
}

static inline int32_t kw__rd_i32(struct kw_reader *r)
{
	if (kw__avail(r, 4)) {
		uint32_t v = kw__ld32(r->buf + r->pos);
		r->pos += 4;
		return (int32_t)v;
	}
	return kw_reader_read_i32(r);
}

static inline uint32_t kw__rd_u32(struct kw_reader *r)
{
	if (kw__avail(r, 4)) {
		uint32_t v = kw__ld32(r->buf + r->pos);
		r->pos += 4;
		return v;
	}
	return kw_reader_read_u32(r);
}

static inline int64_t kw__rd_i64(struct kw_reader *r)
{
	if (kw__avail(r, 8)) {
		uint64_t v = kw__ld64(r->buf + r->pos);
		r->pos += 8;
		return (int64_t)v;
	}
	return kw_reader_read_i64(r);
}

static inline double kw__rd_f64(struct kw_reader *r)
{
	if (kw__avail(r, 8)) {
		uint64_t v = kw__ld64(r->buf + r->pos);
		double d;
		memcpy(&d, &v, sizeof d);
		r->pos += 8;
		return d;
	}
	return kw_reader_read_f64(r);
}

static inline void kw__rd_uuid(struct kw_reader *r, struct kw_uuid *u)
{
	if (kw__avail(r, 16)) {
		memcpy(u->bytes, r->buf + r->pos, 16);
		r->pos += 16;
		return;
	}
	kw_reader_read_uuid(r, u);
}

static inline uint32_t kw__rd_uvarint(struct kw_reader *r)
{
	if (kw__avail(r, 1) && r->buf[r->pos] < 0x80)
		return r->buf[r->pos++];
	return kw_reader_read_uvarint(r);
}

/* An array count (see kw_reader_read_array_len); one-byte compact fast path. */
static inline int32_t kw__rd_array_len(struct kw_reader *r, bool compact, bool nullable,
				       size_t min_elem_size)
{
	if (compact && kw__avail(r, 1)) {
		uint8_t b = r->buf[r->pos];
		if (b > 0 && b < 0x80 &&
		    (size_t)(b - 1) * min_elem_size <= r->len - r->pos - 1) {
			r->pos++;
			return (int32_t)b - 1;
		}
	}
	return kw_reader_read_array_len(r, compact, nullable, min_elem_size);
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
	if (kw__room(w, 2)) {
		kw__st16(w->buf + w->pos, (uint16_t)v);
		w->pos += 2;
	} else {
		kw_writer_write_i16(w, v);
	}
}

static inline void kw__wr_u16(struct kw_writer *w, uint16_t v)
{
	if (kw__room(w, 2)) {
		kw__st16(w->buf + w->pos, v);
		w->pos += 2;
	} else {
		kw_writer_write_u16(w, v);
	}
}

static inline void kw__wr_i32(struct kw_writer *w, int32_t v)
{
	if (kw__room(w, 4)) {
		kw__st32(w->buf + w->pos, (uint32_t)v);
		w->pos += 4;
	} else {
		kw_writer_write_i32(w, v);
	}
}

static inline void kw__wr_u32(struct kw_writer *w, uint32_t v)
{
	if (kw__room(w, 4)) {
		kw__st32(w->buf + w->pos, v);
		w->pos += 4;
	} else {
		kw_writer_write_u32(w, v);
	}
}

static inline void kw__wr_i64(struct kw_writer *w, int64_t v)
{
	if (kw__room(w, 8)) {
		kw__st64(w->buf + w->pos, (uint64_t)v);
		w->pos += 8;
	} else {
		kw_writer_write_i64(w, v);
	}
}

static inline void kw__wr_f64(struct kw_writer *w, double v)
{
	uint64_t u;
	memcpy(&u, &v, sizeof u);
	if (kw__room(w, 8)) {
		kw__st64(w->buf + w->pos, u);
		w->pos += 8;
	} else {
		kw_writer_write_f64(w, v);
	}
}

static inline void kw__wr_uuid(struct kw_writer *w, const struct kw_uuid *u)
{
	if (kw__room(w, 16)) {
		memcpy(w->buf + w->pos, u->bytes, 16);
		w->pos += 16;
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

/* An array count (see kw_writer_write_array_len); one-byte compact fast path. */
static inline void kw__wr_array_len(struct kw_writer *w, int32_t count, bool compact)
{
	if (compact && count >= -1 && count < 0x7f && kw__room(w, 1))
		w->buf[w->pos++] = (uint8_t)(count + 1);
	else
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
	if (kw__room(w, 4 * (size_t)n)) {
		uint8_t *p = w->buf + w->pos;
		for (int32_t i = 0; i < n; i++)
			kw__st32(p + 4 * (size_t)i, (uint32_t)v[i]);
		w->pos += 4 * (size_t)n;
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
	for (int32_t i = 0; i < n; i++)
		kw__wr_i64(w, v[i]);
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

#endif
