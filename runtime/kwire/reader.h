/*
 * kwire/reader.h — bounded reads of Kafka's wire primitives with a sticky
 * error cursor.
 *
 * After the first failure every read is a no-op that returns a zero value,
 * and the reader's kw_error keeps the first error with its byte offset. So
 * generated decoders read fields back to back and check kw_reader_ok() once —
 * but always before a loop or an allocation driven by a decoded length.
 *
 * Every length is checked against the bytes left before it is used. Offsets
 * in errors are absolute: a sub-reader (tagged value) carries its base offset.
 *
 * Encodings (all integers big-endian):
 *   string        int16 N, N bytes; null = -1          (N <= 32767)
 *   compact str.  uvarint N+1, N bytes; null = 0       (N <= 32767)
 *   bytes         int32 N, N bytes; null = -1
 *   compact bytes uvarint N+1, N bytes; null = 0
 *   array         int32 count; null = -1
 *   compact array uvarint count+1; null = 0
 *   uvarint       7 bits per byte, low group first, at most 5 bytes (32-bit)
 *                 or 10 bytes (64-bit); a 5th byte above 0x0F is an overflow
 *   varint        zig-zag over uvarint (varlong: over the 64-bit uvarint)
 *   uuid          16 raw bytes
 */
#ifndef KWIRE_READER_H
#define KWIRE_READER_H

#include "arena.h"
#include "error.h"
#include "export.h"
#include "types.h"

struct kw_reader {
	const uint8_t *buf;
	size_t len;
	size_t pos;
	size_t base;	      /* absolute offset of buf[0] in the outer input */
	struct kw_error *err; /* shared by sub-readers; never NULL */
};

/*
 * Reads [buf, buf+len); the caller keeps buf alive as long as anything
 * decoded from it (strings, bytes and unknown tags are views into it). A
 * NULL buf reads as empty. err must outlive the reader; it is cleared here.
 */
KW_EXPORT void kw_reader_init(struct kw_reader *r, const void *buf, size_t len,
			      struct kw_error *err);
static inline int kw_reader_ok(const struct kw_reader *r)
{
	return r->err->code == 0;
}
static inline size_t kw_reader_remaining(const struct kw_reader *r)
{
	return r->len - r->pos;
}
/* Absolute offset of the next byte. */
static inline size_t kw_reader_offset(const struct kw_reader *r)
{
	return r->base + r->pos;
}
/* Records code at the current offset; returns code. */
KW_EXPORT int kw_reader_fail(struct kw_reader *r, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * Fixed-width values, big-endian. Too few bytes left: KW_ERR_TRUNCATED
 * ("int32 needs 4 bytes, 2 remain") at the value's offset, and 0 returned.
 * The varint readers also fail with KW_ERR_VARINT_TOO_LONG (more than 5 or
 * 10 bytes) and KW_ERR_VARINT_OVERFLOW (a last byte with bits beyond the
 * type); non-minimal encodings within the length are accepted, as in Kafka.
 */
KW_EXPORT bool kw_reader_read_bool(struct kw_reader *r); /* any non-zero is true */
KW_EXPORT int8_t kw_reader_read_i8(struct kw_reader *r);
KW_EXPORT int16_t kw_reader_read_i16(struct kw_reader *r);
KW_EXPORT int32_t kw_reader_read_i32(struct kw_reader *r);
KW_EXPORT int64_t kw_reader_read_i64(struct kw_reader *r);
KW_EXPORT uint16_t kw_reader_read_u16(struct kw_reader *r);
KW_EXPORT uint32_t kw_reader_read_u32(struct kw_reader *r);
KW_EXPORT double kw_reader_read_f64(struct kw_reader *r);
KW_EXPORT uint32_t kw_reader_read_uvarint(struct kw_reader *r);
KW_EXPORT uint64_t kw_reader_read_uvarlong(struct kw_reader *r);
KW_EXPORT int32_t kw_reader_read_varint(struct kw_reader *r);
KW_EXPORT int64_t kw_reader_read_varlong(struct kw_reader *r);
KW_EXPORT void kw_reader_read_uuid(struct kw_reader *r, struct kw_uuid *out);
/* A view of the next n bytes (NULL and KW_ERR_TRUNCATED if fewer remain). */
KW_EXPORT const uint8_t *kw_reader_read_raw(struct kw_reader *r, size_t n);
KW_EXPORT void kw_reader_skip(struct kw_reader *r, size_t n);

/*
 * Strings and bytes. compact selects the flexible encoding; nullable says
 * whether null is legal here (null where it is not → KW_ERR_NULL_NOT_ALLOWED;
 * a classic length of -2 or less → KW_ERR_NEGATIVE_LENGTH). The result is a
 * view into the input. Other errors: a string over 32767 bytes →
 * KW_ERR_STRING_TOO_LONG ("string length 40000 exceeds 32767"); a length
 * beyond the bytes left → KW_ERR_LENGTH_PAST_END; a compact bytes length
 * above INT32_MAX → KW_ERR_VARINT_OVERFLOW; plus the prefix's own errors.
 * Errors are reported at the offset of the length prefix; *out is then an
 * empty (not null) value.
 */
KW_EXPORT void kw_reader_read_string(struct kw_reader *r, struct kw_str *out,
				     bool compact, bool nullable);
KW_EXPORT void kw_reader_read_bytes(struct kw_reader *r, struct kw_bytes *out,
				    bool compact, bool nullable);

/*
 * An array count: returns the count, or -1 for null. min_elem_size is the
 * fewest bytes one element can take (>= 1); a count whose elements could not
 * fit in the bytes left is KW_ERR_COUNT_TOO_LARGE, so callers may allocate
 * count elements afterwards without risk. Returns 0 after any error.
 * Errors: KW_ERR_NULL_NOT_ALLOWED, KW_ERR_NEGATIVE_LENGTH,
 * KW_ERR_COUNT_TOO_LARGE ("array count 2147483647 exceeds 12 remaining
 * bytes"), KW_ERR_VARINT_OVERFLOW (compact count above INT32_MAX), and the
 * prefix's own errors, all at the offset of the count.
 */
KW_EXPORT int32_t kw_reader_read_array_len(struct kw_reader *r, bool compact,
					   bool nullable, size_t min_elem_size);

/*
 * Tagged-field section: uvarint count, then per field uvarint tag, uvarint
 * size, size bytes. For each field, known(ctx, tag, sub) is called with a
 * sub-reader bounded to the value; it returns 1 if it consumed the tag, 0 if
 * the tag is unknown to it, or a negative code (it should also have recorded
 * the error). Unknown tags are appended to *unknown as views (arena memory
 * for the list, one allocation sized by the count; *unknown is reset first).
 * known may be NULL (every tag is unknown); unknown may be NULL (unknown
 * tags are skipped). A known handler need not consume the whole value.
 * Returns 0 or a negative code, also recorded in r's error:
 * KW_ERR_COUNT_TOO_LARGE (count above remaining bytes / 2),
 * KW_ERR_LENGTH_PAST_END (a size beyond the bytes left), KW_ERR_TAG_ORDER
 * (tags not strictly ascending: KIP-482 requires it, though Kafka's own
 * readers do not check), KW_ERR_NOMEM (arena exhausted), the varint errors,
 * or whatever the handler returned.
 */
typedef int (*kw_tag_handler)(void *ctx, uint32_t tag, struct kw_reader *sub);
KW_EXPORT int kw_reader_read_tagged_fields(struct kw_reader *r, struct kw_arena *a,
					   kw_tag_handler known, void *ctx,
					   struct kw_unknown_tags *unknown);

#endif
