/* generated from schemas/clients/SimpleExampleMessage.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_SIMPLE_EXAMPLE_MESSAGE_H
#define KWIRE_MSG_SIMPLE_EXAMPLE_MESSAGE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * SimpleExampleMessage: header, valid versions 0-2, flexible versions 1+.
 */
#define KW_SIMPLE_EXAMPLE_MESSAGE_MIN_VERSION 0
#define KW_SIMPLE_EXAMPLE_MESSAGE_MAX_VERSION 2

/* SimpleExampleMessage.StructArray (nested struct) */
struct kw_simple_example_message_struct_array {
	/* (v2+) */
	int32_t array_field_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* SimpleExampleMessage.MyStruct (nested struct) */
struct kw_simple_example_message_my_struct {
	/* (v2+) */
	int32_t struct_id;
	/* (v2+) */
	struct kw_simple_example_message_struct_array *array_in_struct;
	int32_t array_in_struct_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* SimpleExampleMessage.TaggedStruct (nested struct) */
struct kw_simple_example_message_tagged_struct {
	/* (v2+) */
	struct kw_str struct_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* SimpleExampleMessage.TestCommonStruct (common struct) */
struct kw_simple_example_message_test_common_struct {
	/* (v0+) */
	int32_t foo;
	/* (v0+) */
	int32_t bar;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* SimpleExampleMessage, the message body. */
struct kw_simple_example_message {
	/* (v1+) */
	struct kw_uuid process_id;
	/* (v1+, tag 0) */
	int32_t *my_tagged_int_array;
	int32_t my_tagged_int_array_count; /* -1: null */
	/* (v1+, nullable v1+, tag 1) */
	struct kw_str my_nullable_string;
	/* (v1+, tag 2) */
	int16_t my_int16;
	/* (v1+, tag 3) */
	double my_float64;
	/* (v1+, tag 4) */
	struct kw_str my_string;
	/* (v1+, nullable v1+, tag 5) */
	struct kw_bytes my_bytes;
	/* (v1+, tag 6) */
	struct kw_uuid tagged_uuid;
	/* (v1+, tag 7) */
	int64_t tagged_long;
	/* (v1) */
	struct kw_bytes zero_copy_byte_buffer;
	/* (v1, nullable v0+) */
	struct kw_bytes nullable_zero_copy_byte_buffer;
	/* (v2+) */
	struct kw_simple_example_message_my_struct my_struct;
	/* (v2+, tag 8) */
	struct kw_simple_example_message_tagged_struct my_tagged_struct;
	/* (v2+, tag 9) */
	int64_t tagged_long_flexible_version_subset;
	/* (v0+) */
	struct kw_simple_example_message_test_common_struct my_common_struct;
	/* (v0+) */
	struct kw_simple_example_message_test_common_struct my_other_common_struct;
	/* (v1+) */
	uint16_t my_uint16;
	/* (v1+) */
	uint32_t my_uint32;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_simple_example_message_struct_array_init(struct kw_simple_example_message_struct_array *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_simple_example_message_my_struct_init(struct kw_simple_example_message_my_struct *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_simple_example_message_tagged_struct_init(struct kw_simple_example_message_tagged_struct *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_simple_example_message_test_common_struct_init(struct kw_simple_example_message_test_common_struct *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_simple_example_message_init(struct kw_simple_example_message *m);

/*
 * Decodes one SimpleExampleMessage body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..2), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_simple_example_message_decode(struct kw_simple_example_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_simple_example_message_encode(const struct kw_simple_example_message *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_simple_example_message_size(const struct kw_simple_example_message *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_simple_example_message_equal(const struct kw_simple_example_message *a, const struct kw_simple_example_message *b);

#endif
