/* generated from schemas/clients/VoteRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_VOTE_REQUEST_H
#define KWIRE_MSG_VOTE_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * VoteRequest: request (api key 52), valid versions 0-2, flexible versions
 * 0+.
 */
#define KW_VOTE_REQUEST_MIN_VERSION 0
#define KW_VOTE_REQUEST_MAX_VERSION 2

/* VoteRequest.PartitionData (nested struct) */
struct kw_vote_request_partition_data {
	/* Partition number. (v0+) */
	int32_t partition_index;
	/*
	 * The epoch the candidate has moved to for this election. (v0+)
	 */
	int32_t candidate_epoch;
	/* Replica id of the candidate. (v0+) */
	int32_t candidate_id;
	/* Log directory id of the candidate. (v1+) */
	struct kw_uuid candidate_directory_id;
	/* Log directory id of the voter being asked. (v1+) */
	struct kw_uuid voter_directory_id;
	/* Epoch of the last record in the candidate's log. (v0+) */
	int32_t last_offset_epoch;
	/*
	 * End offset of the candidate's log (one past its last record).
	 * (v0+)
	 */
	int64_t last_offset;
	/*
	 * True for a pre-vote: the voter says whether it would vote, and
	 * neither side changes epoch. (v2+)
	 */
	bool pre_vote;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* VoteRequest.TopicData (nested struct) */
struct kw_vote_request_topic_data {
	/* Topic name. (v0+) */
	struct kw_str topic_name;
	/* Partitions the candidate stands for. (v0+) */
	struct kw_vote_request_partition_data *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* VoteRequest, the message body. */
struct kw_vote_request {
	/*
	 * Cluster id of the candidate, or null; a voter refuses a request
	 * from another cluster. (v0+, nullable v0+)
	 */
	struct kw_str cluster_id;
	/*
	 * Replica id of the voter the request is addressed to, or -1.
	 * (v1+)
	 */
	int32_t voter_id;
	/*
	 * Topics holding the partitions being elected for (in practice
	 * only the metadata topic). (v0+)
	 */
	struct kw_vote_request_topic_data *topics;
	int32_t topics_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_vote_request_partition_data_init(struct kw_vote_request_partition_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_vote_request_topic_data_init(struct kw_vote_request_topic_data *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_vote_request_init(struct kw_vote_request *m);

/*
 * Decodes one VoteRequest body at version from r. m is overwritten (fields
 * absent at this version get their defaults). Arrays, nested structs and
 * unknown-tag lists come from arena a; strings, bytes and records are
 * views into r's buffer, valid while it lives. Returns 0, or a negative
 * KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..2), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_vote_request_decode(struct kw_vote_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_vote_request_encode(const struct kw_vote_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_vote_request_size(const struct kw_vote_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_vote_request_equal(const struct kw_vote_request *a, const struct kw_vote_request *b);

#endif
