/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire/codec.h — what the generated codecs call: the inlined fast paths of
 * their decoders and encoders, and the runtime helpers behind them. Code
 * kwire-gen writes includes it; nothing else needs to. The kw__ names are
 * internal to libkwire and its generated codecs (they may change between
 * releases together with the generator).
 *
 * Decoding: a generated decoder reads through a cursor over its reader
 * (struct kw__cur, kept in registers). kw__rd_<type>(&in, &out) stores the
 * value and returns true when the fast path applies (enough bytes remain, a
 * short length prefix); otherwise it calls the runtime reader, which
 * performs every check and records any error, and returns whether the
 * reader is still free of errors. So a generated decoder tests one flag per
 * field, and the error path (field name, offset; out of line, cold) costs
 * nothing until it is taken. An array of fixed-size elements takes one
 * check of the bytes left for all its elements, then plain loads.
 *
 * Encoding takes two passes over a message (protobuf-c's get_packed_size,
 * then pack):
 *
 *   1. size_S(m, version, at, e) returns the bytes m takes at version and
 *      checks on the way everything the write could not write: a null
 *      where the version does not allow one, a non-default value in a field
 *      the version lacks (unless ignorable), unknown tags at a version
 *      without tagged fields or out of order, a string over 32767 bytes, a
 *      count below -1. On the first problem it records it in e (code, the
 *      output offset `at` plus the bytes before the field, a message) and
 *      returns KW__SIZE_ERROR; each caller then prepends its field name or
 *      index to the path.
 *   2. put_S(m, version, p) writes exactly that many bytes at p with the
 *      unchecked kw__put_* stores below, returning the end.
 *
 * (A message with arrays of structs first tries one fused pass that sizes
 * each element just before writing it; see generator/emit_codec.c.)
 *
 * Multi-byte values are big-endian.
 */
#ifndef KWIRE_CODEC_H
#define KWIRE_CODEC_H

#include "arena.h"
#include "error.h"
#include "export.h"
#include "reader.h"
#include "types.h"
#include "writer.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* ---- big-endian loads and stores ---- */

/*
 * One unaligned load or store and a byte swap on little-endian hosts
 * (memcpy of a fixed size compiles to a single move); plain on big-endian.
 */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define KW__BE16(x) (x)
#define KW__BE32(x) (x)
#define KW__BE64(x) (x)
#else
#define KW__BE16(x) __builtin_bswap16(x)
#define KW__BE32(x) __builtin_bswap32(x)
#define KW__BE64(x) __builtin_bswap64(x)
#endif

static inline uint16_t kw__ld16(const uint8_t *p)
{
	uint16_t v;
	memcpy(&v, p, sizeof v);
	return KW__BE16(v);
}

static inline uint32_t kw__ld32(const uint8_t *p)
{
	uint32_t v;
	memcpy(&v, p, sizeof v);
	return KW__BE32(v);
}

static inline uint64_t kw__ld64(const uint8_t *p)
{
	uint64_t v;
	memcpy(&v, p, sizeof v);
	return KW__BE64(v);
}

static inline void kw__st16(uint8_t *p, uint16_t v)
{
	v = KW__BE16(v);
	memcpy(p, &v, sizeof v);
}

static inline void kw__st32(uint8_t *p, uint32_t v)
{
	v = KW__BE32(v);
	memcpy(p, &v, sizeof v);
}

static inline void kw__st64(uint8_t *p, uint64_t v)
{
	v = KW__BE64(v);
	memcpy(p, &v, sizeof v);
}

/* ---- reads ---- */

/*
 * A decoder's position in its reader: in->p is r->buf + r->pos and in->end
 * r->buf + r->len. A decode_S function opens one over its reader and works
 * on it alone, so the compiler keeps it in registers: a store into the
 * message (pointers and chars may alias anything of the reader) then costs
 * no reload of the reader's fields. Before anything that takes the reader
 * itself (the runtime's checked reads, a nested decode_S, the tagged-field
 * reader) the decoder stores its position back (kw__cur_sync) and reloads
 * it after (kw__cur_reload). Every helper here is always inlined: a call
 * would take the cursor's address and put it back in memory.
 */
struct kw__cur {
	const uint8_t *p;
	const uint8_t *end;
	struct kw_reader *r;
};

#define KW__INLINE static inline __attribute__((always_inline))
#define KW__LIKELY(x) __builtin_expect(!!(x), 1)
#define KW__UNLIKELY(x) __builtin_expect(!!(x), 0)

KW__INLINE struct kw__cur kw__cur_open(struct kw_reader *r)
{
	return (struct kw__cur){ r->buf + r->pos, r->buf + r->len, r };
}

KW__INLINE void kw__cur_sync(const struct kw__cur *in)
{
	in->r->pos = (size_t)(in->p - in->r->buf);
}

KW__INLINE void kw__cur_reload(struct kw__cur *in)
{
	in->p = in->r->buf + in->r->pos;
}

/* After a runtime read: reloads, and returns whether the reader is still free of errors. */
KW__INLINE bool kw__cur_back(struct kw__cur *in)
{
	kw__cur_reload(in);
	return kw_reader_ok(in->r);
}

KW__INLINE size_t kw__left(const struct kw__cur *in)
{
	return (size_t)(in->end - in->p);
}

KW__INLINE bool kw__rd_bool(struct kw__cur *in, bool *out)
{
	if (KW__LIKELY(in->p < in->end)) {
		*out = *in->p++ != 0;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_bool(in->r);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_i8(struct kw__cur *in, int8_t *out)
{
	if (KW__LIKELY(in->p < in->end)) {
		*out = (int8_t)*in->p++;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_i8(in->r);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_i16(struct kw__cur *in, int16_t *out)
{
	if (KW__LIKELY(kw__left(in) >= 2)) {
		*out = (int16_t)kw__ld16(in->p);
		in->p += 2;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_i16(in->r);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_u16(struct kw__cur *in, uint16_t *out)
{
	if (KW__LIKELY(kw__left(in) >= 2)) {
		*out = kw__ld16(in->p);
		in->p += 2;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_u16(in->r);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_i32(struct kw__cur *in, int32_t *out)
{
	if (KW__LIKELY(kw__left(in) >= 4)) {
		*out = (int32_t)kw__ld32(in->p);
		in->p += 4;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_i32(in->r);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_u32(struct kw__cur *in, uint32_t *out)
{
	if (KW__LIKELY(kw__left(in) >= 4)) {
		*out = kw__ld32(in->p);
		in->p += 4;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_u32(in->r);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_i64(struct kw__cur *in, int64_t *out)
{
	if (KW__LIKELY(kw__left(in) >= 8)) {
		*out = (int64_t)kw__ld64(in->p);
		in->p += 8;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_i64(in->r);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_f64(struct kw__cur *in, double *out)
{
	if (KW__LIKELY(kw__left(in) >= 8)) {
		uint64_t v = kw__ld64(in->p);
		memcpy(out, &v, sizeof v);
		in->p += 8;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_f64(in->r);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_uuid(struct kw__cur *in, struct kw_uuid *out)
{
	if (KW__LIKELY(kw__left(in) >= 16)) {
		memcpy(out->bytes, in->p, 16);
		in->p += 16;
		return true;
	}
	kw__cur_sync(in);
	kw_reader_read_uuid(in->r, out);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_uvarint(struct kw__cur *in, uint32_t *out)
{
	if (KW__LIKELY(in->p < in->end && *in->p < 0x80)) {
		*out = *in->p++;
		return true;
	}
	kw__cur_sync(in);
	*out = kw_reader_read_uvarint(in->r);
	return kw__cur_back(in);
}

/*
 * A length prefix N+1 of one or two varint bytes at p (left bytes there):
 * stores N + 1 and the prefix length, or returns false (other encodings,
 * too few bytes) for the runtime to handle.
 */
KW__INLINE bool kw__short_uvar(const uint8_t *p, size_t left, uint32_t *v, size_t *w)
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
KW__INLINE bool kw__rd_string(struct kw__cur *in, struct kw_str *out, bool compact,
			      bool nullable)
{
	const uint8_t *p = in->p;
	size_t left = kw__left(in), w;
	uint32_t n;
	if (compact) {
		if (kw__short_uvar(p, left, &n, &w) && KW__LIKELY(n > 0 && n - 1 <= 32767 &&
								   n - 1 <= left - w)) {
			out->ptr = (const char *)p + w;
			out->len = (int32_t)(n - 1);
			in->p += w + n - 1;
			return true;
		}
	} else if (KW__LIKELY(left >= 2)) {
		n = kw__ld16(p);
		if (KW__LIKELY(n <= 32767 && n <= left - 2)) {
			out->ptr = (const char *)p + 2;
			out->len = (int32_t)n;
			in->p += 2 + (size_t)n;
			return true;
		}
	}
	kw__cur_sync(in);
	kw_reader_read_string(in->r, out, compact, nullable);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_bytes(struct kw__cur *in, struct kw_bytes *out, bool compact,
			     bool nullable)
{
	const uint8_t *p = in->p;
	size_t left = kw__left(in), w;
	uint32_t n;
	if (compact) {
		if (kw__short_uvar(p, left, &n, &w) && KW__LIKELY(n > 0 && n - 1 <= left - w)) {
			out->ptr = p + w;
			out->len = (int32_t)(n - 1);
			in->p += w + n - 1;
			return true;
		}
	} else if (KW__LIKELY(left >= 4)) {
		n = kw__ld32(p);
		if (KW__LIKELY(n <= INT32_MAX && n <= left - 4)) {
			out->ptr = p + 4;
			out->len = (int32_t)n;
			in->p += 4 + (size_t)n;
			return true;
		}
	}
	kw__cur_sync(in);
	kw_reader_read_bytes(in->r, out, compact, nullable);
	return kw__cur_back(in);
}

/*
 * An array count (see kw_reader_read_array_len): a non-null count whose
 * elements of at least min_elem_size bytes fit the bytes left is taken
 * inline; anything else goes to the runtime, which reports it.
 */
KW__INLINE bool kw__rd_array_len(struct kw__cur *in, int32_t *out, bool compact,
				 bool nullable, size_t min_elem_size)
{
	const uint8_t *p = in->p;
	size_t left = kw__left(in), w;
	uint32_t n;
	if (compact) {
		/* Most arrays hold fewer than 127 elements: a one-byte prefix. */
		if (KW__LIKELY(left > 0 && (unsigned)p[0] - 1u < 0x7fu &&
			       (size_t)(p[0] - 1) * min_elem_size < left)) {
			*out = p[0] - 1;
			in->p += 1;
			return true;
		}
		if (kw__short_uvar(p, left, &n, &w) && n > 0 &&
		    (size_t)(n - 1) * min_elem_size <= left - w) {
			*out = (int32_t)(n - 1);
			in->p += w;
			return true;
		}
	} else if (KW__LIKELY(left >= 4)) {
		n = kw__ld32(p);
		if (KW__LIKELY(n <= INT32_MAX && (uint64_t)n * min_elem_size <= left - 4)) {
			*out = (int32_t)n;
			in->p += 4;
			return true;
		}
	}
	kw__cur_sync(in);
	*out = kw_reader_read_array_len(in->r, compact, nullable, min_elem_size);
	return kw__cur_back(in);
}

/* An empty tagged-field section (a zero count), the usual one: taken inline. */
KW__INLINE bool kw__rd_no_tags(struct kw__cur *in)
{
	if (KW__LIKELY(in->p < in->end && *in->p == 0)) {
		in->p++;
		return true;
	}
	return false;
}

/* ---- arrays of fixed-size elements ---- */

/* How the elements of such an array are stored once read. */
enum kw__elem {
	KW__ELEM_BOOL, /* bytes, any non-zero true */
	KW__ELEM_RAW,  /* bytes copied as they are (int8, uuid) */
	KW__ELEM_BE16,
	KW__ELEM_BE32,
	KW__ELEM_BE64,
	KW__ELEM_F64, /* a big-endian IEEE double */
};

/* Stores n elements of size bytes at s into d, as k says. */
KW__INLINE void kw__ld_elems(void *d, const uint8_t *s, size_t n, size_t size,
			     enum kw__elem k)
{
	switch (k) {
	case KW__ELEM_BOOL:
		for (size_t i = 0; i < n; i++)
			((bool *)d)[i] = s[i] != 0;
		break;
	case KW__ELEM_RAW:
		if (n > 0) /* d is NULL for an empty array */
			memcpy(d, s, n * size);
		break;
	case KW__ELEM_BE16:
		for (size_t i = 0; i < n; i++)
			((uint16_t *)d)[i] = kw__ld16(s + 2 * i);
		break;
	case KW__ELEM_BE32:
		for (size_t i = 0; i < n; i++)
			((uint32_t *)d)[i] = kw__ld32(s + 4 * i);
		break;
	case KW__ELEM_BE64:
		for (size_t i = 0; i < n; i++)
			((uint64_t *)d)[i] = kw__ld64(s + 8 * i);
		break;
	case KW__ELEM_F64:
		for (size_t i = 0; i < n; i++) {
			uint64_t v = kw__ld64(s + 8 * i);
			memcpy((double *)d + i, &v, sizeof v);
		}
		break;
	}
}

/*
 * The runtime's read of such an array, with every check: the count as
 * kw_reader_read_array_len reads it (size is the element's) into *count,
 * arena room for the elements (an arena that cannot give it is KW_ERR_NOMEM
 * at the first element), and the elements. Returns the room, NULL for an
 * empty or null array and after an error (recorded in the reader).
 */
KW_EXPORT void *kw__rd_elems_slow(struct kw_reader *r, struct kw_arena *a, int32_t *count,
				  bool compact, bool nullable, size_t size, enum kw__elem k);

/*
 * After a count n with a prefix of w bytes: if its elements fit in the
 * bytes left and in the arena's current block (kw__alloc's bump, which
 * keeps cur 16-aligned), takes the room and reads them; else false.
 */
KW__INLINE bool kw__elems_take(struct kw__cur *in, struct kw_arena *a, size_t size,
			       enum kw__elem k, size_t n, size_t w, void **d, int32_t *count)
{
	if (KW__UNLIKELY((uint64_t)n * size > kw__left(in) - w))
		return false;
	uintptr_t cur = (uintptr_t)a->cur, end = (uintptr_t)a->end;
	size_t need = (n * size + 15) & ~(size_t)15;
	if (KW__UNLIKELY(end - cur < need))
		return false;
	a->cur = (uint8_t *)(cur + need);
	*d = n ? (void *)cur : NULL;
	*count = (int32_t)n;
	const uint8_t *s = in->p + w;
	in->p = s + n * size;
	/*
	 * The room is a multiple of 16 bytes: when 16 bytes of input remain
	 * at s, a short array is stored as one block of 16 bytes (no loop;
	 * what lands past its last element is the room's padding).
	 */
	if (size <= 8 && k != KW__ELEM_BOOL && k != KW__ELEM_RAW && n - 1 < 16 / size &&
	    (size_t)(in->end - s) >= 16)
		kw__ld_elems((void *)cur, s, 16 / size, size, k);
	else
		kw__ld_elems((void *)cur, s, n, size, k);
	return true;
}

/*
 * An array of fixed-size elements into arena memory: the count (-1 for
 * null) in *count, the elements in *d (NULL when there are none). One
 * check that the count fits the bytes left stands for the check of every
 * element; a count of one compact byte or a classic int32 and room in the
 * arena's current block are taken inline, anything else by the runtime.
 */
KW__INLINE bool kw__rd_elems(struct kw__cur *in, struct kw_arena *a, void **d, int32_t *count,
			     bool compact, bool nullable, size_t size, enum kw__elem k)
{
	const uint8_t *p = in->p;
	size_t left = kw__left(in);
	if (compact && size <= 8 && k != KW__ELEM_BOOL && k != KW__ELEM_RAW && left >= 17) {
		/*
		 * The short array, the usual one (replicas, isr): with the
		 * prefix byte and 16 bytes after it there, a count of at most
		 * 16 / size elements needs no other check of the bytes left;
		 * its elements are stored as one block of 16 bytes into 16
		 * bytes of arena room (see kw__elems_take).
		 */
		size_t n = (size_t)p[0] - 1; /* a null array (0) wraps: not taken */
		if (KW__LIKELY(n <= 16 / size)) {
			if (n == 0) {
				*d = NULL;
				*count = 0;
				in->p = p + 1;
				return true;
			}
			uintptr_t cur = (uintptr_t)a->cur, end = (uintptr_t)a->end;
			if (KW__LIKELY(end - cur >= 16)) {
				a->cur = (uint8_t *)(cur + 16);
				*d = (void *)cur;
				*count = (int32_t)n;
				in->p = p + 1 + n * size;
				kw__ld_elems((void *)cur, p + 1, 16 / size, size, k);
				return true;
			}
		}
	}
	if (compact) {
		if (KW__LIKELY(left > 0 && (unsigned)p[0] - 1u < 0x7fu) &&
		    KW__LIKELY(kw__elems_take(in, a, size, k, (size_t)p[0] - 1, 1, d, count)))
			return true;
	} else if (KW__LIKELY(left >= 4 && kw__ld32(p) <= INT32_MAX) &&
		   KW__LIKELY(kw__elems_take(in, a, size, k, kw__ld32(p), 4, d, count))) {
		return true;
	}
	kw__cur_sync(in);
	*d = kw__rd_elems_slow(in->r, a, count, compact, nullable, size, k);
	return kw__cur_back(in);
}

KW__INLINE bool kw__rd_bool_array(struct kw__cur *in, struct kw_arena *a, bool **out,
				  int32_t *count, bool compact, bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 1, KW__ELEM_BOOL);
	*out = d;
	return ok;
}

KW__INLINE bool kw__rd_i8_array(struct kw__cur *in, struct kw_arena *a, int8_t **out,
				int32_t *count, bool compact, bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 1, KW__ELEM_RAW);
	*out = d;
	return ok;
}

KW__INLINE bool kw__rd_i16_array(struct kw__cur *in, struct kw_arena *a, int16_t **out,
				 int32_t *count, bool compact, bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 2, KW__ELEM_BE16);
	*out = d;
	return ok;
}

KW__INLINE bool kw__rd_u16_array(struct kw__cur *in, struct kw_arena *a, uint16_t **out,
				 int32_t *count, bool compact, bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 2, KW__ELEM_BE16);
	*out = d;
	return ok;
}

KW__INLINE bool kw__rd_i32_array(struct kw__cur *in, struct kw_arena *a, int32_t **out,
				 int32_t *count, bool compact, bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 4, KW__ELEM_BE32);
	*out = d;
	return ok;
}

KW__INLINE bool kw__rd_u32_array(struct kw__cur *in, struct kw_arena *a, uint32_t **out,
				 int32_t *count, bool compact, bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 4, KW__ELEM_BE32);
	*out = d;
	return ok;
}

KW__INLINE bool kw__rd_i64_array(struct kw__cur *in, struct kw_arena *a, int64_t **out,
				 int32_t *count, bool compact, bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 8, KW__ELEM_BE64);
	*out = d;
	return ok;
}

KW__INLINE bool kw__rd_f64_array(struct kw__cur *in, struct kw_arena *a, double **out,
				 int32_t *count, bool compact, bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 8, KW__ELEM_F64);
	*out = d;
	return ok;
}

KW__INLINE bool kw__rd_uuid_array(struct kw__cur *in, struct kw_arena *a,
				  struct kw_uuid **out, int32_t *count, bool compact,
				  bool nullable)
{
	void *d = NULL;
	bool ok = kw__rd_elems(in, a, &d, count, compact, nullable, 16, KW__ELEM_RAW);
	*out = d;
	return ok;
}

/* ---- arena ---- */

/* kw_arena_alloc with the bump inlined (16-byte alignment, as the arena). */
KW__INLINE void *kw__alloc(struct kw_arena *a, size_t size)
{
	/* The arena keeps cur 16-aligned (or NULL, with end NULL: no room). */
	uintptr_t cur = (uintptr_t)a->cur, end = (uintptr_t)a->end;
	size_t need = (size + 15) & ~(size_t)15;
	if (KW__LIKELY(size - 1 < need && end - cur >= need)) {
		a->cur = (uint8_t *)(cur + need);
		return (void *)cur;
	}
	return kw_arena_alloc(a, size);
}

/* ---- decode errors (cold, out of line) ---- */

/* Prepends name to e's path; returns e's code (KW_ERR_INVALID_ARGUMENT if none). */
KW_EXPORT int kw__fail_field(struct kw_error *e, const char *name) __attribute__((cold));
KW_EXPORT int kw__fail_index(struct kw_error *e, long i, const char *name)
	__attribute__((cold));
/* KW_ERR_NOMEM at the reader's offset, then as kw__fail_field. */
KW_EXPORT int kw__fail_nomem(struct kw_reader *r, const char *name) __attribute__((cold));

KW__INLINE int kw__nomem(const struct kw__cur *in, const char *name)
{
	kw__cur_sync(in);
	return kw__fail_nomem(in->r, name);
}

/* ---- sizes ---- */

/* What a size pass returns after recording an error. */
#define KW__SIZE_ERROR SIZE_MAX
/* The longest string Kafka's protocol allows (both encodings). */
#define KW__STRING_MAX 32767

static inline size_t kw__size_uvarint(uint32_t v)
{
	if (__builtin_expect(v < 0x80, 1))
		return 1;
	unsigned bits = 32 - (unsigned)__builtin_clz(v);
	return (bits + 6) / 7;
}

/* A string or bytes value (null when len < 0), with its length prefix. */
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

/* An array count (>= -1) as its prefix. */
static inline size_t kw__size_array_len(int32_t count, bool compact)
{
	if (!compact)
		return 4;
	return kw__size_uvarint((uint32_t)(count + 1));
}

/*
 * The bytes of the unknown tags u (tag, size, value each) and how many there
 * are (*count); checks that their tags are strictly ascending and their
 * values not null (else KW_ERR_TAG_ORDER or KW_ERR_INVALID_ARGUMENT recorded
 * in e at offset at, and KW__SIZE_ERROR).
 */
KW_EXPORT size_t kw__size_unknown_tags(const struct kw_unknown_tags *u, size_t at,
				       struct kw_error *e, uint32_t *count);

/*
 * The size pass's errors (cold paths, out of line): each records its error
 * in e at output offset at with the field's name, and returns
 * KW__SIZE_ERROR. The texts are those of libkwire's encoders.
 */
/* A non-ignorable field set at a version that lacks it. */
KW_EXPORT size_t kw__size_fail_nondefault(struct kw_error *e, size_t at,
					  const char *field, int version);
/* A null where the version does not allow one. */
KW_EXPORT size_t kw__size_fail_null(struct kw_error *e, size_t at, const char *field,
				    int version);
/* A null element of a string or bytes array. */
KW_EXPORT size_t kw__size_fail_null_element(struct kw_error *e, size_t at, long index,
					    const char *field, int version);
/* A string over KW__STRING_MAX bytes. */
KW_EXPORT size_t kw__size_fail_too_long(struct kw_error *e, size_t at, int32_t len,
					const char *field);
/* An array count below -1. */
KW_EXPORT size_t kw__size_fail_count(struct kw_error *e, size_t at, int32_t count,
				     const char *field);
/* Unknown tags at a version without tagged fields (no field: the struct's). */
KW_EXPORT size_t kw__size_fail_tags(struct kw_error *e, size_t at, int version);
/* Prepends a field name (or an index and a field name) to e's path. */
KW_EXPORT size_t kw__size_fail_field(struct kw_error *e, const char *field);
KW_EXPORT size_t kw__size_fail_index(struct kw_error *e, long index, const char *field);

/* ---- unchecked writes (the second pass) ---- */

static inline uint8_t *kw__put_bool(uint8_t *p, bool v)
{
	*p = v ? 1 : 0;
	return p + 1;
}

static inline uint8_t *kw__put_i8(uint8_t *p, int8_t v)
{
	*p = (uint8_t)v;
	return p + 1;
}

static inline uint8_t *kw__put_i16(uint8_t *p, int16_t v)
{
	kw__st16(p, (uint16_t)v);
	return p + 2;
}

static inline uint8_t *kw__put_u16(uint8_t *p, uint16_t v)
{
	kw__st16(p, v);
	return p + 2;
}

static inline uint8_t *kw__put_i32(uint8_t *p, int32_t v)
{
	kw__st32(p, (uint32_t)v);
	return p + 4;
}

static inline uint8_t *kw__put_u32(uint8_t *p, uint32_t v)
{
	kw__st32(p, v);
	return p + 4;
}

static inline uint8_t *kw__put_i64(uint8_t *p, int64_t v)
{
	kw__st64(p, (uint64_t)v);
	return p + 8;
}

static inline uint8_t *kw__put_f64(uint8_t *p, double v)
{
	uint64_t u;
	memcpy(&u, &v, sizeof u);
	kw__st64(p, u);
	return p + 8;
}

static inline uint8_t *kw__put_uuid(uint8_t *p, const struct kw_uuid *u)
{
	memcpy(p, u->bytes, 16);
	return p + 16;
}

static inline uint8_t *kw__put_uvarint(uint8_t *p, uint32_t v)
{
	if (__builtin_expect(v < 0x80, 1)) {
		*p = (uint8_t)v;
		return p + 1;
	}
	while (v >= 0x80) {
		*p++ = (uint8_t)(v | 0x80);
		v >>= 7;
	}
	*p = (uint8_t)v;
	return p + 1;
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

/* An array count (checked by the size pass to be >= -1; -1 is null). */
static inline uint8_t *kw__put_array_len(uint8_t *p, int32_t count, bool compact)
{
	if (compact)
		return kw__put_uvarint(p, (uint32_t)(count + 1));
	return kw__put_i32(p, count);
}

/* A string (null when len < 0; the size pass checked nullability and length). */
static inline uint8_t *kw__put_string(uint8_t *p, struct kw_str s, bool compact)
{
	if (s.len < 0)
		return compact ? kw__put_uvarint(p, 0) : kw__put_i16(p, -1);
	p = compact ? kw__put_uvarint(p, (uint32_t)s.len + 1)
		    : kw__put_i16(p, (int16_t)s.len);
	kw__copy(p, s.ptr, (size_t)s.len);
	return p + s.len;
}

/* Bytes or records (null when len < 0, as for strings). */
static inline uint8_t *kw__put_bytes(uint8_t *p, struct kw_bytes b, bool compact)
{
	if (b.len < 0)
		return compact ? kw__put_uvarint(p, 0) : kw__put_i32(p, -1);
	p = compact ? kw__put_uvarint(p, (uint32_t)b.len + 1) : kw__put_i32(p, b.len);
	kw__copy(p, b.ptr, (size_t)b.len);
	return p + b.len;
}

/* Arrays of fixed-size elements. */
static inline uint8_t *kw__put_bool_array(uint8_t *p, const bool *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		p[i] = v[i] ? 1 : 0;
	return p + n;
}

static inline uint8_t *kw__put_i8_array(uint8_t *p, const int8_t *v, int32_t n)
{
	memcpy(p, v, (size_t)n);
	return p + n;
}

static inline uint8_t *kw__put_i16_array(uint8_t *p, const int16_t *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		kw__st16(p + 2 * (size_t)i, (uint16_t)v[i]);
	return p + 2 * (size_t)n;
}

static inline uint8_t *kw__put_u16_array(uint8_t *p, const uint16_t *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		kw__st16(p + 2 * (size_t)i, v[i]);
	return p + 2 * (size_t)n;
}

/*
 * n 4-byte elements at v, big-endian at p: up to four (replicas, isr)
 * without a loop, more in one.
 */
static inline uint8_t *kw__put_be32_elems(uint8_t *p, const uint32_t *v, int32_t n)
{
	switch (n) {
	case 4:
		kw__st32(p + 12, v[3]);
		/* fall through */
	case 3:
		kw__st32(p + 8, v[2]);
		/* fall through */
	case 2:
		kw__st32(p + 4, v[1]);
		/* fall through */
	case 1:
		kw__st32(p, v[0]);
		/* fall through */
	case 0:
		break;
	default:
		for (int32_t i = 0; i < n; i++)
			kw__st32(p + 4 * (size_t)i, v[i]);
	}
	return p + 4 * (size_t)n;
}

static inline uint8_t *kw__put_i32_array(uint8_t *p, const int32_t *v, int32_t n)
{
	return kw__put_be32_elems(p, (const uint32_t *)v, n);
}

static inline uint8_t *kw__put_u32_array(uint8_t *p, const uint32_t *v, int32_t n)
{
	return kw__put_be32_elems(p, v, n);
}

static inline uint8_t *kw__put_i64_array(uint8_t *p, const int64_t *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		kw__st64(p + 8 * (size_t)i, (uint64_t)v[i]);
	return p + 8 * (size_t)n;
}

static inline uint8_t *kw__put_f64_array(uint8_t *p, const double *v, int32_t n)
{
	for (int32_t i = 0; i < n; i++) {
		uint64_t u;
		memcpy(&u, &v[i], sizeof u);
		kw__st64(p + 8 * (size_t)i, u);
	}
	return p + 8 * (size_t)n;
}

static inline uint8_t *kw__put_uuid_array(uint8_t *p, const struct kw_uuid *v, int32_t n)
{
	memcpy(p, v, 16 * (size_t)n);
	return p + 16 * (size_t)n;
}

/*
 * Writes the unknown tags of u whose tag lies in [lo, hi] (tag, size,
 * value), in the order u holds them (checked ascending by the size pass),
 * so generated code can interleave them with its known tags.
 */
KW_EXPORT uint8_t *kw__put_unknown_tags(uint8_t *p, const struct kw_unknown_tags *u,
					uint32_t lo, uint32_t hi);

/*
 * The public encode of a message once its size pass returned n (or
 * KW__SIZE_ERROR): reserves the n bytes in w, or records why it cannot.
 * Returns where put_message must write, or NULL (the error is in w->err).
 */
KW_EXPORT uint8_t *kw__encode_reserve(struct kw_writer *w, size_t n);

#endif
