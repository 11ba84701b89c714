/* generated from schemas/clients/FetchSnapshotRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_FETCH_SNAPSHOT_REQUEST_H
#define KWIRE_MSG_FETCH_SNAPSHOT_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * FetchSnapshotRequest: request (api key 59), valid versions 0-1, flexible
 * versions 0+.
 */
#define KW_FETCH_SNAPSHOT_REQUEST_MIN_VERSION 0
#define KW_FETCH_SNAPSHOT_REQUEST_MAX_VERSION 1

/* FetchSnapshotRequest.SnapshotId (nested struct) */
struct kw_fetch_snapshot_request_snapshot_id {
	/* End offset (exclusive) of the snapshot. (v0+) */
	int64_t end_offset;
	/* Epoch of the snapshot. (v0+) */
	int32_t epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchSnapshotRequest.PartitionSnapshot (nested struct) */
struct kw_fetch_snapshot_request_partition_snapshot {
	/* Partition number. (v0+) */
	int32_t partition;
	/*
	 * Leader epoch the fetcher believes is current, or -1 when
	 * unknown. (v0+)
	 */
	int32_t current_leader_epoch;
	/* Which snapshot to read, by end offset and epoch. (v0+) */
	struct kw_fetch_snapshot_request_snapshot_id snapshot_id;
	/* Byte position in the snapshot to read from. (v0+) */
	int64_t position;
	/* Log directory id of the fetcher. (v1+, tag 0) */
	struct kw_uuid replica_directory_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchSnapshotRequest.TopicSnapshot (nested struct) */
struct kw_fetch_snapshot_request_topic_snapshot {
	/* Topic name. (v0+) */
	struct kw_str name;
	/* Partitions whose snapshots are wanted. (v0+) */
	struct kw_fetch_snapshot_request_partition_snapshot *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchSnapshotRequest, the message body. */
struct kw_fetch_snapshot_request {
	/*
	 * Cluster id as known to the fetcher, or null; lets the leader
	 * refuse fetches meant for another cluster. (v0+, nullable v0+,
	 * tag 0)
	 */
	struct kw_str cluster_id;
	/* Replica id of the fetcher. (v0+) */
	int32_t replica_id;
	/* Most snapshot bytes to return across all partitions. (v0+) */
	int32_t max_bytes;
	/*
	 * Topics holding the partitions whose snapshots are wanted. (v0+)
	 */
	struct kw_fetch_snapshot_request_topic_snapshot *topics;
	int32_t topics_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_request_snapshot_id_init(struct kw_fetch_snapshot_request_snapshot_id *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_request_partition_snapshot_init(struct kw_fetch_snapshot_request_partition_snapshot *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_request_topic_snapshot_init(struct kw_fetch_snapshot_request_topic_snapshot *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_snapshot_request_init(struct kw_fetch_snapshot_request *m);

/*
 * Decodes one FetchSnapshotRequest body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..1), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_fetch_snapshot_request_decode(struct kw_fetch_snapshot_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_fetch_snapshot_request_encode(const struct kw_fetch_snapshot_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_fetch_snapshot_request_size(const struct kw_fetch_snapshot_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_fetch_snapshot_request_equal(const struct kw_fetch_snapshot_request *a, const struct kw_fetch_snapshot_request *b);

#endif
