/* generated from schemas/clients/StopReplicaRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_STOP_REPLICA_REQUEST_H
#define KWIRE_MSG_STOP_REPLICA_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * StopReplicaRequest: request (api key 5), valid versions 0-4, flexible
 * versions 2+.
 */
#define KW_STOP_REPLICA_REQUEST_MIN_VERSION 0
#define KW_STOP_REPLICA_REQUEST_MAX_VERSION 4

/* StopReplicaRequest.StopReplicaPartitionV0 (nested struct) */
struct kw_stop_replica_request_stop_replica_partition_v0 {
	/* (v0) */
	struct kw_str topic_name;
	/* (v0) */
	int32_t partition_index;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* StopReplicaRequest.StopReplicaTopicV1 (nested struct) */
struct kw_stop_replica_request_stop_replica_topic_v1 {
	/* (v1-2) */
	struct kw_str name;
	/* (v1-2) */
	int32_t *partition_indexes;
	int32_t partition_indexes_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* StopReplicaRequest.StopReplicaPartitionState (nested struct) */
struct kw_stop_replica_request_stop_replica_partition_state {
	/* (v3+) */
	int32_t partition_index;
	/* (v3+) */
	int32_t leader_epoch;
	/* (v3+) */
	bool delete_partition;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* StopReplicaRequest.StopReplicaTopicState (nested struct) */
struct kw_stop_replica_request_stop_replica_topic_state {
	/* (v3+) */
	struct kw_str topic_name;
	/* (v3+) */
	struct kw_stop_replica_request_stop_replica_partition_state *partition_states;
	int32_t partition_states_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* StopReplicaRequest, the message body. */
struct kw_stop_replica_request {
	/* (v0+) */
	int32_t controller_id;
	/* (v4+) */
	bool is_k_raft_controller;
	/* (v0+) */
	int32_t controller_epoch;
	/* (v1+) */
	int64_t broker_epoch;
	/* (v0-2) */
	bool delete_partitions;
	/* (v0) */
	struct kw_stop_replica_request_stop_replica_partition_v0 *ungrouped_partitions;
	int32_t ungrouped_partitions_count; /* -1: null */
	/* (v1-2) */
	struct kw_stop_replica_request_stop_replica_topic_v1 *topics;
	int32_t topics_count; /* -1: null */
	/* (v3+) */
	struct kw_stop_replica_request_stop_replica_topic_state *topic_states;
	int32_t topic_states_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_stop_replica_request_stop_replica_partition_v0_init(struct kw_stop_replica_request_stop_replica_partition_v0 *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_stop_replica_request_stop_replica_topic_v1_init(struct kw_stop_replica_request_stop_replica_topic_v1 *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_stop_replica_request_stop_replica_partition_state_init(struct kw_stop_replica_request_stop_replica_partition_state *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_stop_replica_request_stop_replica_topic_state_init(struct kw_stop_replica_request_stop_replica_topic_state *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_stop_replica_request_init(struct kw_stop_replica_request *m);

/*
 * Decodes one StopReplicaRequest body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..4), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_stop_replica_request_decode(struct kw_stop_replica_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_stop_replica_request_encode(const struct kw_stop_replica_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_stop_replica_request_size(const struct kw_stop_replica_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_stop_replica_request_equal(const struct kw_stop_replica_request *a, const struct kw_stop_replica_request *b);

#endif
