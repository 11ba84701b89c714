/* generated from schemas/clients/LeaderChangeMessage.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_LEADER_CHANGE_MESSAGE_H
#define KWIRE_MSG_LEADER_CHANGE_MESSAGE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * LeaderChangeMessage: data, valid versions 0-1, flexible versions 0+.
 */
#define KW_LEADER_CHANGE_MESSAGE_MIN_VERSION 0
#define KW_LEADER_CHANGE_MESSAGE_MAX_VERSION 1

/* LeaderChangeMessage.Voter (common struct) */
struct kw_leader_change_message_voter {
	/* Replica id of the voter. (v0+) */
	int32_t voter_id;
	/* Log directory id of the voter. (v1+) */
	struct kw_uuid voter_directory_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* LeaderChangeMessage, the message body. */
struct kw_leader_change_message {
	/* Version of this record's payload. (v0+) */
	int16_t version;
	/* Replica id of the newly elected leader. (v0+) */
	int32_t leader_id;
	/* Voters of the quorum in this epoch. (v0+) */
	struct kw_leader_change_message_voter *voters;
	int32_t voters_count; /* -1: null */
	/* Voters that granted their vote to the leader. (v0+) */
	struct kw_leader_change_message_voter *granting_voters;
	int32_t granting_voters_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_leader_change_message_voter_init(struct kw_leader_change_message_voter *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_leader_change_message_init(struct kw_leader_change_message *m);

/*
 * Decodes one LeaderChangeMessage body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..1), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_leader_change_message_decode(struct kw_leader_change_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_leader_change_message_encode(const struct kw_leader_change_message *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_leader_change_message_size(const struct kw_leader_change_message *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_leader_change_message_equal(const struct kw_leader_change_message *a, const struct kw_leader_change_message *b);

#endif
