/* generated from schemas/clients/FetchResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_FETCH_RESPONSE_H
#define KWIRE_MSG_FETCH_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * FetchResponse: response (api key 1), valid versions 0-17, flexible
 * versions 12+.
 */
#define KW_FETCH_RESPONSE_MIN_VERSION 0
#define KW_FETCH_RESPONSE_MAX_VERSION 17

/* FetchResponse.EpochEndOffset (nested struct) */
struct kw_fetch_response_epoch_end_offset {
	/* The epoch to truncate back to. (v12+) */
	int32_t epoch;
	/* End offset of that epoch in the leader's log. (v12+) */
	int64_t end_offset;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchResponse.LeaderIdAndEpoch (nested struct) */
struct kw_fetch_response_leader_id_and_epoch {
	/* Id of the leader, or -1 when none is known. (v12+) */
	int32_t leader_id;
	/* Epoch of that leader, or -1 when none is known. (v12+) */
	int32_t leader_epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchResponse.SnapshotId (nested struct) */
struct kw_fetch_response_snapshot_id {
	/* End offset (exclusive) of the snapshot. (v0+) */
	int64_t end_offset;
	/* Epoch of the snapshot. (v0+) */
	int32_t epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchResponse.AbortedTransaction (nested struct) */
struct kw_fetch_response_aborted_transaction {
	/* Producer of the aborted transaction. (v4+) */
	int64_t producer_id;
	/* Offset at which that transaction began. (v4+) */
	int64_t first_offset;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchResponse.PartitionData (nested struct) */
struct kw_fetch_response_partition_data {
	/* Partition number. (v0+) */
	int32_t partition_index;
	/*
	 * Zero when the read succeeded, otherwise why it failed. (v0+)
	 */
	int16_t error_code;
	/*
	 * High watermark of the partition: offsets below it are committed.
	 * (v0+)
	 */
	int64_t high_watermark;
	/*
	 * Offset below which every transaction has been decided (committed
	 * or aborted). (v4+)
	 */
	int64_t last_stable_offset;
	/* First offset still present in the leader's log. (v5+) */
	int64_t log_start_offset;
	/*
	 * Set when FetchOffset and LastFetchedEpoch disagree with the
	 * leader's log: the largest epoch the two logs can share and where
	 * it ends, so the follower can truncate. (v12+, tag 0)
	 */
	struct kw_fetch_response_epoch_end_offset diverging_epoch;
	/*
	 * Leader of the partition as far as the responder knows. (v12+,
	 * tag 1)
	 */
	struct kw_fetch_response_leader_id_and_epoch current_leader;
	/*
	 * Set when FetchOffset lies below the log start: the snapshot to
	 * load with FetchSnapshot. (v12+, tag 2)
	 */
	struct kw_fetch_response_snapshot_id snapshot_id;
	/*
	 * Transactions aborted within the returned records (read committed
	 * only); null when none are reported. (v4+, nullable v4+)
	 */
	struct kw_fetch_response_aborted_transaction *aborted_transactions;
	int32_t aborted_transactions_count; /* -1: null */
	/*
	 * Replica the consumer should fetch from next, or -1 to stay with
	 * the leader. (v11+)
	 */
	int32_t preferred_read_replica;
	/*
	 * Record batches read from the partition. (v0+, nullable v0+)
	 */
	struct kw_bytes records;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchResponse.FetchableTopicResponse (nested struct) */
struct kw_fetch_response_fetchable_topic_response {
	/* Topic name (up to v12). (v0-12) */
	struct kw_str topic;
	/* Topic id (from v13). (v13+) */
	struct kw_uuid topic_id;
	/* One entry per partition. (v0+) */
	struct kw_fetch_response_partition_data *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchResponse.NodeEndpoint (nested struct) */
struct kw_fetch_response_node_endpoint {
	/* Node id. (v16+) */
	int32_t node_id;
	/* Host name of the node. (v16+) */
	struct kw_str host;
	/* Port of the node. (v16+) */
	int32_t port;
	/*
	 * Rack of the node, or null when none is configured. (v16+,
	 * nullable v16+)
	 */
	struct kw_str rack;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchResponse, the message body. */
struct kw_fetch_response {
	/*
	 * Milliseconds the request was held back because of a quota; zero
	 * if no quota applied. (v1+)
	 */
	int32_t throttle_time_ms;
	/*
	 * Error for the request as a whole (for example a fetch-session
	 * error), or zero. (v7+)
	 */
	int16_t error_code;
	/*
	 * Fetch session id, or 0 when the request was not part of a
	 * session. (v7+)
	 */
	int32_t session_id;
	/* One entry per topic. (v0+) */
	struct kw_fetch_response_fetchable_topic_response *responses;
	int32_t responses_count; /* -1: null */
	/*
	 * Addresses of the leaders named in CurrentLeader for partitions
	 * that failed with NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH.
	 * (v16+, tag 0)
	 */
	struct kw_fetch_response_node_endpoint *node_endpoints;
	int32_t node_endpoints_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_response_epoch_end_offset_init(struct kw_fetch_response_epoch_end_offset *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_response_leader_id_and_epoch_init(struct kw_fetch_response_leader_id_and_epoch *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_response_snapshot_id_init(struct kw_fetch_response_snapshot_id *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_response_aborted_transaction_init(struct kw_fetch_response_aborted_transaction *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_response_partition_data_init(struct kw_fetch_response_partition_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_response_fetchable_topic_response_init(struct kw_fetch_response_fetchable_topic_response *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_response_node_endpoint_init(struct kw_fetch_response_node_endpoint *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_response_init(struct kw_fetch_response *m);

/*
 * Decodes one FetchResponse body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..17), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_fetch_response_decode(struct kw_fetch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_fetch_response_encode(const struct kw_fetch_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_fetch_response_size(const struct kw_fetch_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_fetch_response_equal(const struct kw_fetch_response *a, const struct kw_fetch_response *b);

#endif
