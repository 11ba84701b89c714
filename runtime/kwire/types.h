/*
 * kwire/types.h — the value types shared by the runtime and generated code.
 *
 * Strings and bytes are views {ptr, len} into memory someone else owns
 * (usually the buffer a message was decoded from). They are never assumed to
 * be NUL-terminated. A negative len means null; encoders write exactly -1
 * (classic) or 0 (compact) for it.
 */
#ifndef KWIRE_TYPES_H
#define KWIRE_TYPES_H

#include "export.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A UTF-8 string view; len < 0 means null. At most 32767 bytes on the wire. */
struct kw_str {
	const char *ptr;
	int32_t len;
};

/* A byte-string view; len < 0 means null. */
struct kw_bytes {
	const uint8_t *ptr;
	int32_t len;
};

/* A Kafka uuid: 16 bytes, most significant half first (the wire order). */
struct kw_uuid {
	uint8_t bytes[16];
};

/* One tagged field this code does not know, kept byte-exact. */
struct kw_raw_tag {
	uint32_t tag;
	struct kw_bytes value;
};

/* Unknown tagged fields of one struct instance, in ascending tag order. */
struct kw_unknown_tags {
	struct kw_raw_tag *items;
	uint32_t count;
};

#define KW_STR_NULL ((struct kw_str){NULL, -1})
#define KW_BYTES_NULL ((struct kw_bytes){NULL, -1})
/* A view of a string literal. */
#define KW_STR_LIT(s) ((struct kw_str){(s), (int32_t)(sizeof(s) - 1)})

static inline bool kw_str_is_null(struct kw_str s)
{
	return s.len < 0;
}
static inline bool kw_bytes_is_null(struct kw_bytes b)
{
	return b.len < 0;
}

/* A view of a NUL-terminated C string (NULL gives the null string). */
KW_EXPORT struct kw_str kw_str_from_cstr(const char *s);
/* Byte equality; two nulls are equal, null differs from empty. */
KW_EXPORT bool kw_str_equal(struct kw_str a, struct kw_str b);
KW_EXPORT bool kw_bytes_equal(struct kw_bytes a, struct kw_bytes b);
KW_EXPORT bool kw_uuid_equal(const struct kw_uuid *a, const struct kw_uuid *b);
KW_EXPORT bool kw_uuid_is_zero(const struct kw_uuid *u);
KW_EXPORT bool kw_unknown_tags_equal(const struct kw_unknown_tags *a,
				     const struct kw_unknown_tags *b);

/* Kafka's text form of a uuid: base64url without padding, 22 characters. */
#define KW_UUID_TEXT_LEN 22
/* Writes 22 characters and a NUL into out. */
KW_EXPORT void kw_uuid_to_text(const struct kw_uuid *u, char out[KW_UUID_TEXT_LEN + 1]);
/*
 * Parses the text form: exactly 22 base64url characters whose unused low 4
 * bits are zero (what kw_uuid_to_text and Kafka produce). Returns 0, or
 * KW_ERR_INVALID_UUID leaving *out untouched.
 */
KW_EXPORT int kw_uuid_from_text(const char *text, size_t len, struct kw_uuid *out);

#endif
