/* generated from schemas/clients/EndQuorumEpochRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_END_QUORUM_EPOCH_REQUEST_H
#define KWIRE_MSG_END_QUORUM_EPOCH_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * EndQuorumEpochRequest: request (api key 54), valid versions 0-1,
 * flexible versions 1+.
 */
#define KW_END_QUORUM_EPOCH_REQUEST_MIN_VERSION 0
#define KW_END_QUORUM_EPOCH_REQUEST_MAX_VERSION 1

/* EndQuorumEpochRequest.ReplicaInfo (nested struct) */
struct kw_end_quorum_epoch_request_replica_info {
	/* Replica id of the voter. (v1+) */
	int32_t candidate_id;
	/* Log directory id of the voter. (v1+) */
	struct kw_uuid candidate_directory_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* EndQuorumEpochRequest.PartitionData (nested struct) */
struct kw_end_quorum_epoch_request_partition_data {
	/* Partition number. (v0+) */
	int32_t partition_index;
	/* Replica id of the resigning leader. (v0+) */
	int32_t leader_id;
	/* Epoch the resigning leader led. (v0+) */
	int32_t leader_epoch;
	/*
	 * Replica ids of the voters to try first, most up to date first.
	 * (v0)
	 */
	int32_t *preferred_successors;
	int32_t preferred_successors_count; /* -1: null */
	/* Voters to try first, most up to date first. (v1+) */
	struct kw_end_quorum_epoch_request_replica_info *preferred_candidates;
	int32_t preferred_candidates_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* EndQuorumEpochRequest.TopicData (nested struct) */
struct kw_end_quorum_epoch_request_topic_data {
	/* Topic name. (v0+) */
	struct kw_str topic_name;
	/* Partitions whose leader resigns. (v0+) */
	struct kw_end_quorum_epoch_request_partition_data *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* EndQuorumEpochRequest.LeaderEndpoint (nested struct) */
struct kw_end_quorum_epoch_request_leader_endpoint {
	/* Listener name. (v1+) */
	struct kw_str name;
	/* Host name of the listener. (v1+) */
	struct kw_str host;
	/* Port of the listener. (v1+) */
	uint16_t port;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* EndQuorumEpochRequest, the message body. */
struct kw_end_quorum_epoch_request {
	/*
	 * Cluster id of the leader, or null; a voter refuses a request
	 * from another cluster. (v0+, nullable v0+)
	 */
	struct kw_str cluster_id;
	/* Topics holding the partitions whose leader resigns. (v0+) */
	struct kw_end_quorum_epoch_request_topic_data *topics;
	int32_t topics_count; /* -1: null */
	/* Listeners of the resigning leader. (v1+) */
	struct kw_end_quorum_epoch_request_leader_endpoint *leader_endpoints;
	int32_t leader_endpoints_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_end_quorum_epoch_request_replica_info_init(struct kw_end_quorum_epoch_request_replica_info *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_end_quorum_epoch_request_partition_data_init(struct kw_end_quorum_epoch_request_partition_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_end_quorum_epoch_request_topic_data_init(struct kw_end_quorum_epoch_request_topic_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_end_quorum_epoch_request_leader_endpoint_init(struct kw_end_quorum_epoch_request_leader_endpoint *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_end_quorum_epoch_request_init(struct kw_end_quorum_epoch_request *m);

/*
 * Decodes one EndQuorumEpochRequest body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..1), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_end_quorum_epoch_request_decode(struct kw_end_quorum_epoch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_end_quorum_epoch_request_encode(const struct kw_end_quorum_epoch_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_end_quorum_epoch_request_size(const struct kw_end_quorum_epoch_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_end_quorum_epoch_request_equal(const struct kw_end_quorum_epoch_request *a, const struct kw_end_quorum_epoch_request *b);

#endif
