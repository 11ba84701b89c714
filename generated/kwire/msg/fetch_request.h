/* generated from schemas/clients/FetchRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_FETCH_REQUEST_H
#define KWIRE_MSG_FETCH_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * FetchRequest: request (api key 1), valid versions 0-17, flexible
 * versions 12+.
 */
#define KW_FETCH_REQUEST_MIN_VERSION 0
#define KW_FETCH_REQUEST_MAX_VERSION 17

/* FetchRequest.ReplicaState (nested struct) */
struct kw_fetch_request_replica_state {
	/* Id of the fetching replica, or -1 for a consumer. (v15+) */
	int32_t replica_id;
	/*
	 * Broker epoch of the fetching replica, or -1 when not known.
	 * (v15+)
	 */
	int64_t replica_epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchRequest.FetchPartition (nested struct) */
struct kw_fetch_request_fetch_partition {
	/* Partition number. (v0+) */
	int32_t partition;
	/*
	 * Leader epoch the fetcher believes is current, used for fencing;
	 * -1 skips the check. (v9+)
	 */
	int32_t current_leader_epoch;
	/* Offset to start reading at. (v0+) */
	int64_t fetch_offset;
	/*
	 * Epoch of the record just before FetchOffset, so the leader can
	 * tell whether the logs diverge; -1 when there is none. (v12+)
	 */
	int32_t last_fetched_epoch;
	/*
	 * First offset in the fetching follower's own log; consumers do
	 * not set it. (v5+)
	 */
	int64_t log_start_offset;
	/*
	 * Soft limit on the record bytes returned for this partition
	 * (KIP-74). (v0+)
	 */
	int32_t partition_max_bytes;
	/* Log directory id of the fetching follower. (v17+, tag 0) */
	struct kw_uuid replica_directory_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchRequest.FetchTopic (nested struct) */
struct kw_fetch_request_fetch_topic {
	/* Topic name (up to v12). (v0-12) */
	struct kw_str topic;
	/* Topic id (from v13). (v13+) */
	struct kw_uuid topic_id;
	/* Partitions of the topic to read from. (v0+) */
	struct kw_fetch_request_fetch_partition *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchRequest.ForgottenTopic (nested struct) */
struct kw_fetch_request_forgotten_topic {
	/* Topic name (up to v12). (v7-12) */
	struct kw_str topic;
	/* Topic id (from v13). (v13+) */
	struct kw_uuid topic_id;
	/* Partition numbers to remove. (v7+) */
	int32_t *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* FetchRequest, the message body. */
struct kw_fetch_request {
	/*
	 * Cluster id as known to the fetcher, or null; lets the receiver
	 * refuse fetches meant for another cluster. (v12+, nullable v12+,
	 * tag 0)
	 */
	struct kw_str cluster_id;
	/*
	 * Broker id of a fetching follower, or -1 for a consumer. Sent in
	 * ReplicaState from v15. (v0-14)
	 */
	int32_t replica_id;
	/*
	 * Identity of a fetching follower (v15 and later). (v15+, tag 1)
	 */
	struct kw_fetch_request_replica_state replica_state;
	/*
	 * Longest time, in milliseconds, the receiver may hold the request
	 * while waiting for MinBytes. (v0+)
	 */
	int32_t max_wait_ms;
	/*
	 * Answer as soon as this many bytes are available (or MaxWaitMs
	 * has passed). (v0+)
	 */
	int32_t min_bytes;
	/*
	 * Soft limit on the record bytes in the whole response; the first
	 * batch is returned whole even if larger (KIP-74). (v3+)
	 */
	int32_t max_bytes;
	/*
	 * 0 (read uncommitted) returns every record; 1 (read committed)
	 * returns only non-transactional and committed transactional
	 * records below the last stable offset, and lists aborted
	 * transactions so they can be skipped. (v4+)
	 */
	int8_t isolation_level;
	/* Incremental fetch session id, or 0 for none. (v7+) */
	int32_t session_id;
	/*
	 * Sequence number of this request within its fetch session; -1 for
	 * none. (v7+)
	 */
	int32_t session_epoch;
	/* Topics to read from. (v0+) */
	struct kw_fetch_request_fetch_topic *topics;
	int32_t topics_count; /* -1: null */
	/*
	 * Partitions to remove from an incremental fetch session. (v7+)
	 */
	struct kw_fetch_request_forgotten_topic *forgotten_topics_data;
	int32_t forgotten_topics_data_count; /* -1: null */
	/*
	 * Rack of the fetching consumer, used to choose a replica close to
	 * it. (v11+)
	 */
	struct kw_str rack_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_request_replica_state_init(struct kw_fetch_request_replica_state *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_request_fetch_partition_init(struct kw_fetch_request_fetch_partition *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_request_fetch_topic_init(struct kw_fetch_request_fetch_topic *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_request_forgotten_topic_init(struct kw_fetch_request_forgotten_topic *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_fetch_request_init(struct kw_fetch_request *m);

/*
 * Decodes one FetchRequest body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..17), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_fetch_request_decode(struct kw_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_fetch_request_encode(const struct kw_fetch_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_fetch_request_size(const struct kw_fetch_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_fetch_request_equal(const struct kw_fetch_request *a, const struct kw_fetch_request *b);

#endif
