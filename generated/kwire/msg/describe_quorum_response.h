/* generated from schemas/clients/DescribeQuorumResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_DESCRIBE_QUORUM_RESPONSE_H
#define KWIRE_MSG_DESCRIBE_QUORUM_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * DescribeQuorumResponse: response (api key 55), valid versions 0-2,
 * flexible versions 0+.
 */
#define KW_DESCRIBE_QUORUM_RESPONSE_MIN_VERSION 0
#define KW_DESCRIBE_QUORUM_RESPONSE_MAX_VERSION 2

/* DescribeQuorumResponse.Listener (nested struct) */
struct kw_describe_quorum_response_listener {
	/* Listener name. (v2+) */
	struct kw_str name;
	/* Host name of the listener. (v2+) */
	struct kw_str host;
	/* Port of the listener. (v2+) */
	uint16_t port;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* DescribeQuorumResponse.Node (nested struct) */
struct kw_describe_quorum_response_node {
	/* Node id. (v2+) */
	int32_t node_id;
	/* Listeners of the node. (v2+) */
	struct kw_describe_quorum_response_listener *listeners;
	int32_t listeners_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* DescribeQuorumResponse.ReplicaState (common struct) */
struct kw_describe_quorum_response_replica_state {
	/* Replica id. (v0+) */
	int32_t replica_id;
	/* Log directory id of the replica. (v2+) */
	struct kw_uuid replica_directory_id;
	/*
	 * Log end offset of the replica as last seen by the leader, or -1
	 * when unknown. (v0+)
	 */
	int64_t log_end_offset;
	/*
	 * Leader wall-clock time of the replica's latest fetch; -1 for the
	 * leader itself or when unknown. (v1+)
	 */
	int64_t last_fetch_timestamp;
	/*
	 * Leader wall-clock time at which the replica last had everything
	 * the leader had; the current time for the leader itself, -1 when
	 * unknown. (v1+)
	 */
	int64_t last_caught_up_timestamp;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* DescribeQuorumResponse.PartitionData (nested struct) */
struct kw_describe_quorum_response_partition_data {
	/* Partition number. (v0+) */
	int32_t partition_index;
	/* Error for this partition, or zero. (v0+) */
	int16_t error_code;
	/*
	 * Text explaining the partition's ErrorCode, or null when there is
	 * none. (v2+, nullable v2+)
	 */
	struct kw_str error_message;
	/* Id of the leader, or -1 when none is known. (v0+) */
	int32_t leader_id;
	/* Current leader epoch. (v0+) */
	int32_t leader_epoch;
	/*
	 * High watermark of the partition: offsets below it are committed.
	 * (v0+)
	 */
	int64_t high_watermark;
	/* Replication state of each voter. (v0+) */
	struct kw_describe_quorum_response_replica_state *current_voters;
	int32_t current_voters_count; /* -1: null */
	/*
	 * Replication state of each observer the leader has heard from.
	 * (v0+)
	 */
	struct kw_describe_quorum_response_replica_state *observers;
	int32_t observers_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* DescribeQuorumResponse.TopicData (nested struct) */
struct kw_describe_quorum_response_topic_data {
	/* Topic name. (v0+) */
	struct kw_str topic_name;
	/* One entry per partition in the request. (v0+) */
	struct kw_describe_quorum_response_partition_data *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* DescribeQuorumResponse, the message body. */
struct kw_describe_quorum_response {
	/* Error for the request as a whole, or zero. (v0+) */
	int16_t error_code;
	/*
	 * Text explaining ErrorCode, or null when there is none. (v2+,
	 * nullable v2+)
	 */
	struct kw_str error_message;
	/* One entry per topic in the request. (v0+) */
	struct kw_describe_quorum_response_topic_data *topics;
	int32_t topics_count; /* -1: null */
	/*
	 * Listeners of the replicas named in the partition entries. (v2+)
	 */
	struct kw_describe_quorum_response_node *nodes;
	int32_t nodes_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_quorum_response_listener_init(struct kw_describe_quorum_response_listener *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_quorum_response_node_init(struct kw_describe_quorum_response_node *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_quorum_response_replica_state_init(struct kw_describe_quorum_response_replica_state *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_quorum_response_partition_data_init(struct kw_describe_quorum_response_partition_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_quorum_response_topic_data_init(struct kw_describe_quorum_response_topic_data *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_quorum_response_init(struct kw_describe_quorum_response *m);

/*
 * Decodes one DescribeQuorumResponse body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..2), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_quorum_response_decode(struct kw_describe_quorum_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_quorum_response_encode(const struct kw_describe_quorum_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_describe_quorum_response_size(const struct kw_describe_quorum_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_describe_quorum_response_equal(const struct kw_describe_quorum_response *a, const struct kw_describe_quorum_response *b);

#endif
