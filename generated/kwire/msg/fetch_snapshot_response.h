/* generated from schemas/clients/FetchSnapshotResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_FETCH_SNAPSHOT_RESPONSE_H
#define KWIRE_MSG_FETCH_SNAPSHOT_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * FetchSnapshotResponse: response (api key 59), valid versions 0-1,
 * flexible versions 0+.
 */
#define KW_FETCH_SNAPSHOT_RESPONSE_MIN_VERSION 0
#define KW_FETCH_SNAPSHOT_RESPONSE_MAX_VERSION 1

/* FetchSnapshotResponse.SnapshotId (nested struct) */
struct kw_fetch_snapshot_response_snapshot_id {
	/* End offset (exclusive) of the snapshot. (v0+) */
	int64_t end_offset;
	/* Epoch of the snapshot. (v0+) */
	int32_t epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchSnapshotResponse.LeaderIdAndEpoch (nested struct) */
struct kw_fetch_snapshot_response_leader_id_and_epoch {
	/* Id of the leader, or -1 when none is known. (v0+) */
	int32_t leader_id;
	/* Epoch of that leader. (v0+) */
	int32_t leader_epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchSnapshotResponse.PartitionSnapshot (nested struct) */
struct kw_fetch_snapshot_response_partition_snapshot {
	/* Partition number. (v0+) */
	int32_t index;
	/* Zero when the chunk was read, otherwise why not. (v0+) */
	int16_t error_code;
	/* Which snapshot the chunk comes from. (v0+) */
	struct kw_fetch_snapshot_response_snapshot_id snapshot_id;
	/*
	 * Leader of the partition as far as the responder knows. (v0+, tag
	 * 0)
	 */
	struct kw_fetch_snapshot_response_leader_id_and_epoch current_leader;
	/* Total size of the snapshot in bytes. (v0+) */
	int64_t size;
	/*
	 * Byte position in the snapshot where UnalignedRecords starts.
	 * (v0+)
	 */
	int64_t position;
	/*
	 * The chunk itself: snapshot bytes in record-batch format, not
	 * necessarily cut at a batch boundary. (v0+)
	 */
	struct kw_bytes unaligned_records;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchSnapshotResponse.TopicSnapshot (nested struct) */
struct kw_fetch_snapshot_response_topic_snapshot {
	/* Topic name. (v0+) */
	struct kw_str name;
	/* One entry per partition in the request. (v0+) */
	struct kw_fetch_snapshot_response_partition_snapshot *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchSnapshotResponse.NodeEndpoint (nested struct) */
struct kw_fetch_snapshot_response_node_endpoint {
	/* Node id. (v1+) */
	int32_t node_id;
	/* Host name of the node. (v1+) */
	struct kw_str host;
	/* Port of the node. (v1+) */
	uint16_t port;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchSnapshotResponse, the message body. */
struct kw_fetch_snapshot_response {
	/*
	 * Milliseconds the request was held back because of a quota; zero
	 * if no quota applied. (v0+)
	 */
	int32_t throttle_time_ms;
	/* Error for the request as a whole, or zero. (v0+) */
	int16_t error_code;
	/* One entry per topic in the request. (v0+) */
	struct kw_fetch_snapshot_response_topic_snapshot *topics;
	int32_t topics_count; /* -1: null */
	/*
	 * Addresses of the leaders named in the partition entries. (v1+,
	 * tag 0)
	 */
	struct kw_fetch_snapshot_response_node_endpoint *node_endpoints;
	int32_t node_endpoints_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_response_snapshot_id_init(struct kw_fetch_snapshot_response_snapshot_id *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_response_leader_id_and_epoch_init(struct kw_fetch_snapshot_response_leader_id_and_epoch *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_response_partition_snapshot_init(struct kw_fetch_snapshot_response_partition_snapshot *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_response_topic_snapshot_init(struct kw_fetch_snapshot_response_topic_snapshot *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_response_node_endpoint_init(struct kw_fetch_snapshot_response_node_endpoint *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_response_init(struct kw_fetch_snapshot_response *m);

/*
 * Decodes one FetchSnapshotResponse body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..1), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_fetch_snapshot_response_decode(struct kw_fetch_snapshot_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_fetch_snapshot_response_encode(const struct kw_fetch_snapshot_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_fetch_snapshot_response_size(const struct kw_fetch_snapshot_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_fetch_snapshot_response_equal(const struct kw_fetch_snapshot_response *a, const struct kw_fetch_snapshot_response *b);

#endif
