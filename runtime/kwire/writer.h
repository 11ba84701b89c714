/*
 * kwire/writer.h — writes Kafka's wire primitives into a caller buffer or a
 * growable buffer, with a sticky error like the reader's, and the matching
 * size functions (so an encoder can size first, then write: protobuf-c's
 * get_packed_size then pack).
 */
#ifndef KWIRE_WRITER_H
#define KWIRE_WRITER_H

#include "arena.h"
#include "error.h"
#include "export.h"
#include "types.h"

struct kw_writer {
	uint8_t *buf;
	size_t cap;
	size_t pos;
	bool growable;	      /* buf is malloc'd and owned by the writer */
	struct kw_error *err; /* never NULL */
};

/* Writes into [buf, buf+cap); running out is KW_ERR_BUFFER_FULL. */
KW_EXPORT void kw_writer_init_fixed(struct kw_writer *w, void *buf, size_t cap,
				    struct kw_error *err);
/* A malloc'd buffer that grows; returns 0 or KW_ERR_NOMEM. */
KW_EXPORT int kw_writer_init_growable(struct kw_writer *w, size_t initial,
				      struct kw_error *err);
/* Frees a growable writer's buffer (no-op for fixed writers). */
KW_EXPORT void kw_writer_release(struct kw_writer *w);
/* Hands a growable buffer to the caller (free() it); the writer is emptied. */
KW_EXPORT uint8_t *kw_writer_detach(struct kw_writer *w, size_t *len);
static inline int kw_writer_ok(const struct kw_writer *w)
{
	return w->err->code == 0;
}
KW_EXPORT int kw_writer_fail(struct kw_writer *w, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Reserves n bytes and returns a pointer to them (NULL after an error). */
KW_EXPORT uint8_t *kw_writer_reserve(struct kw_writer *w, size_t n);

KW_EXPORT void kw_writer_write_bool(struct kw_writer *w, bool v);
KW_EXPORT void kw_writer_write_i8(struct kw_writer *w, int8_t v);
KW_EXPORT void kw_writer_write_i16(struct kw_writer *w, int16_t v);
KW_EXPORT void kw_writer_write_i32(struct kw_writer *w, int32_t v);
KW_EXPORT void kw_writer_write_i64(struct kw_writer *w, int64_t v);
KW_EXPORT void kw_writer_write_u16(struct kw_writer *w, uint16_t v);
KW_EXPORT void kw_writer_write_u32(struct kw_writer *w, uint32_t v);
KW_EXPORT void kw_writer_write_f64(struct kw_writer *w, double v);
KW_EXPORT void kw_writer_write_uvarint(struct kw_writer *w, uint32_t v);
KW_EXPORT void kw_writer_write_uvarlong(struct kw_writer *w, uint64_t v);
KW_EXPORT void kw_writer_write_varint(struct kw_writer *w, int32_t v);
KW_EXPORT void kw_writer_write_varlong(struct kw_writer *w, int64_t v);
KW_EXPORT void kw_writer_write_uuid(struct kw_writer *w, const struct kw_uuid *u);
KW_EXPORT void kw_writer_write_raw(struct kw_writer *w, const void *p, size_t n);
/*
 * Strings and bytes; null (len < 0) is written as -1 / 0. Callers check
 * nullability first. A string over 32767 bytes is KW_ERR_STRING_TOO_LONG.
 */
KW_EXPORT void kw_writer_write_string(struct kw_writer *w, struct kw_str s, bool compact);
KW_EXPORT void kw_writer_write_bytes(struct kw_writer *w, struct kw_bytes b,
				     bool compact);
/* Array count; -1 writes null. */
KW_EXPORT void kw_writer_write_array_len(struct kw_writer *w, int32_t count,
					 bool compact);
/*
 * Writes the unknown tags whose tag lies in [lo, hi) (hi UINT32_MAX: [lo,
 * UINT32_MAX], so the largest tag is written too) as tag, size, bytes
 * (generated code interleaves them with its known tags in ascending order).
 * The whole list must be strictly ascending (KW_ERR_TAG_ORDER) with non-null
 * values (KW_ERR_INVALID_ARGUMENT). u may be NULL.
 */
KW_EXPORT void kw_writer_write_unknown_tags(struct kw_writer *w,
					    const struct kw_unknown_tags *u, uint32_t lo,
					    uint32_t hi);

/*
 * Writes one tagged field's header: uvarint tag, uvarint size. The caller
 * then writes exactly `size` bytes of value (sized first with the _size
 * functions). Generated encoders use it for known tags, in ascending order.
 */
KW_EXPORT void kw_writer_write_tag_header(struct kw_writer *w, uint32_t tag,
					  uint32_t size);
/*
 * Writes a whole tagged-field section holding only the unknown tags in u
 * (count, then every tag in order); u may be NULL (writes the single byte 0).
 * Tags must be strictly ascending (else KW_ERR_TAG_ORDER) and values
 * non-null (else KW_ERR_INVALID_ARGUMENT). The request and response headers
 * use it; so can any struct without known tagged fields.
 */
KW_EXPORT void kw_writer_write_tagged_fields(struct kw_writer *w,
					     const struct kw_unknown_tags *u);

/* Sizes, matching the writers byte for byte. */
KW_EXPORT size_t kw_size_uvarint(uint32_t v);
KW_EXPORT size_t kw_size_uvarlong(uint64_t v);
KW_EXPORT size_t kw_size_varint(int32_t v);
KW_EXPORT size_t kw_size_varlong(int64_t v);
KW_EXPORT size_t kw_size_string(struct kw_str s, bool compact);
KW_EXPORT size_t kw_size_bytes(struct kw_bytes b, bool compact);
KW_EXPORT size_t kw_size_array_len(int32_t count, bool compact);
/* Bytes of the unknown tags in [lo, hi) (hi UINT32_MAX as above), and how
 * many there are. */
KW_EXPORT size_t kw_size_unknown_tags(const struct kw_unknown_tags *u, uint32_t lo,
				      uint32_t hi, uint32_t *count);
/* Bytes of kw_writer_write_tag_header(tag, size). */
KW_EXPORT size_t kw_size_tag_header(uint32_t tag, uint32_t size);
/* Bytes of kw_writer_write_tagged_fields(u). */
KW_EXPORT size_t kw_size_tagged_fields(const struct kw_unknown_tags *u);

#endif
