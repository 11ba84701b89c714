/* generated from schemas/raft/QuorumStateData.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_QUORUM_STATE_DATA_H
#define KWIRE_MSG_QUORUM_STATE_DATA_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* QuorumStateData: data, valid versions 0-1, flexible versions 0+. */
#define KW_QUORUM_STATE_DATA_MIN_VERSION 0
#define KW_QUORUM_STATE_DATA_MAX_VERSION 1

/* QuorumStateData.Voter (nested struct) */
struct kw_quorum_state_data_voter {
	/* Replica id of a voter. (v0) */
	int32_t voter_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* QuorumStateData, the message body. */
struct kw_quorum_state_data {
	/* Cluster id (v0 only; always written empty). (v0) */
	struct kw_str cluster_id;
	/*
	 * Replica id of the leader of LeaderEpoch, or -1 when none is
	 * known. (v0+)
	 */
	int32_t leader_id;
	/* Largest epoch this replica knows of, or -1. (v0+) */
	int32_t leader_epoch;
	/*
	 * Replica id this replica voted for in LeaderEpoch, or -1 when it
	 * has not voted. (v0+)
	 */
	int32_t voted_id;
	/* Log directory id of the replica voted for. (v1+) */
	struct kw_uuid voted_directory_id;
	/*
	 * Offset up to which the state was applied (v0 only; not used).
	 * (v0)
	 */
	int64_t applied_offset;
	/* Voter set (v0 only). (v0, nullable v0) */
	struct kw_quorum_state_data_voter *current_voters;
	int32_t current_voters_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_quorum_state_data_voter_init(struct kw_quorum_state_data_voter *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_quorum_state_data_init(struct kw_quorum_state_data *m);

/*
 * Decodes one QuorumStateData body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..1), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_quorum_state_data_decode(struct kw_quorum_state_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_quorum_state_data_encode(const struct kw_quorum_state_data *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_quorum_state_data_size(const struct kw_quorum_state_data *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_quorum_state_data_equal(const struct kw_quorum_state_data *a, const struct kw_quorum_state_data *b);

#endif
