/* generated from schemas/clients/NullableStructMessage.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_NULLABLE_STRUCT_MESSAGE_H
#define KWIRE_MSG_NULLABLE_STRUCT_MESSAGE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * NullableStructMessage: header, valid versions 0-2, flexible versions 1+.
 */
#define KW_NULLABLE_STRUCT_MESSAGE_MIN_VERSION 0
#define KW_NULLABLE_STRUCT_MESSAGE_MAX_VERSION 2

/* NullableStructMessage.MyStruct (nested struct) */
struct kw_nullable_struct_message_my_struct {
	/* (v0+) */
	struct kw_str my_string;
	/* (v0+) */
	int32_t my_int;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* NullableStructMessage.MyStruct2 (nested struct) */
struct kw_nullable_struct_message_my_struct2 {
	/* (v0+) */
	struct kw_str my_string;
	/* (v0+) */
	int32_t my_int;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* NullableStructMessage.MyStruct3 (nested struct) */
struct kw_nullable_struct_message_my_struct3 {
	/* (v1+) */
	struct kw_str my_string;
	/* (v1+) */
	int32_t my_int;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* NullableStructMessage.MyStruct4 (nested struct) */
struct kw_nullable_struct_message_my_struct4 {
	/* (v1+) */
	struct kw_str my_string;
	/* (v1+) */
	int32_t my_int;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* NullableStructMessage, the message body. */
struct kw_nullable_struct_message {
	/* (v0+, nullable v0+) */
	struct kw_nullable_struct_message_my_struct *nullable_struct; /* NULL: null */
	/* (v0+, nullable v1+) */
	struct kw_nullable_struct_message_my_struct2 nullable_struct2;
	bool nullable_struct2_is_null; /* true: null (then nullable_struct2 is ignored) */
	/* (v1+, nullable v1+, tag 0) */
	struct kw_nullable_struct_message_my_struct3 *nullable_struct3; /* NULL: null */
	/* (v1+, nullable v1+, tag 1) */
	struct kw_nullable_struct_message_my_struct4 nullable_struct4;
	bool nullable_struct4_is_null; /* true: null (then nullable_struct4 is ignored) */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_nullable_struct_message_my_struct_init(struct kw_nullable_struct_message_my_struct *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_nullable_struct_message_my_struct2_init(struct kw_nullable_struct_message_my_struct2 *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_nullable_struct_message_my_struct3_init(struct kw_nullable_struct_message_my_struct3 *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_nullable_struct_message_my_struct4_init(struct kw_nullable_struct_message_my_struct4 *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_nullable_struct_message_init(struct kw_nullable_struct_message *m);

/*
 * Decodes one NullableStructMessage body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..2), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_nullable_struct_message_decode(struct kw_nullable_struct_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_nullable_struct_message_encode(const struct kw_nullable_struct_message *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_nullable_struct_message_size(const struct kw_nullable_struct_message *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_nullable_struct_message_equal(const struct kw_nullable_struct_message *a, const struct kw_nullable_struct_message *b);

#endif
