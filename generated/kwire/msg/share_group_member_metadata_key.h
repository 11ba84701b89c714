/* generated from schemas/group-coordinator/ShareGroupMemberMetadataKey.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_SHARE_GROUP_MEMBER_METADATA_KEY_H
#define KWIRE_MSG_SHARE_GROUP_MEMBER_METADATA_KEY_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * ShareGroupMemberMetadataKey: data, valid versions 10, flexible versions
 * none.
 */
#define KW_SHARE_GROUP_MEMBER_METADATA_KEY_MIN_VERSION 10
#define KW_SHARE_GROUP_MEMBER_METADATA_KEY_MAX_VERSION 10

/* ShareGroupMemberMetadataKey, the message body. */
struct kw_share_group_member_metadata_key {
	/* (v10) */
	struct kw_str group_id;
	/* (v10) */
	struct kw_str member_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_group_member_metadata_key_init(struct kw_share_group_member_metadata_key *m);

/*
 * Decodes one ShareGroupMemberMetadataKey body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 10..10), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_share_group_member_metadata_key_decode(struct kw_share_group_member_metadata_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_share_group_member_metadata_key_encode(const struct kw_share_group_member_metadata_key *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_share_group_member_metadata_key_size(const struct kw_share_group_member_metadata_key *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_share_group_member_metadata_key_equal(const struct kw_share_group_member_metadata_key *a, const struct kw_share_group_member_metadata_key *b);

#endif
