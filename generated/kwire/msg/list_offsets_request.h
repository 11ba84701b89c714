/* generated from schemas/clients/ListOffsetsRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_LIST_OFFSETS_REQUEST_H
#define KWIRE_MSG_LIST_OFFSETS_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * ListOffsetsRequest: request (api key 2), valid versions 0-10, flexible
 * versions 6+.
 */
#define KW_LIST_OFFSETS_REQUEST_MIN_VERSION 0
#define KW_LIST_OFFSETS_REQUEST_MAX_VERSION 10

/* ListOffsetsRequest.ListOffsetsPartition (nested struct) */
struct kw_list_offsets_request_list_offsets_partition {
	/* Partition number. (v0+) */
	int32_t partition_index;
	/*
	 * Leader epoch the caller believes is current, for fencing; -1
	 * skips the check. (v4+)
	 */
	int32_t current_leader_epoch;
	/*
	 * Timestamp to look up, or a special value: -1 latest, -2
	 * earliest, -3 largest timestamp, -4 local log start, -5 last
	 * tiered offset. (v0+)
	 */
	int64_t timestamp;
	/* Most offsets to return for the partition (v0 only). (v0) */
	int32_t max_num_offsets;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ListOffsetsRequest.ListOffsetsTopic (nested struct) */
struct kw_list_offsets_request_list_offsets_topic {
	/* Topic name. (v0+) */
	struct kw_str name;
	/* Partitions to look up. (v0+) */
	struct kw_list_offsets_request_list_offsets_partition *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ListOffsetsRequest, the message body. */
struct kw_list_offsets_request {
	/*
	 * Broker id of a requesting replica, or -1 for an ordinary client.
	 * (v0+)
	 */
	int32_t replica_id;
	/*
	 * 0 read uncommitted; 1 read committed (answers stop at the last
	 * stable offset). (v2+)
	 */
	int8_t isolation_level;
	/* Topics to look up. (v0+) */
	struct kw_list_offsets_request_list_offsets_topic *topics;
	int32_t topics_count; /* -1: null */
	/*
	 * Milliseconds the broker may spend on lookups that need remote
	 * (tiered) storage. (v10+)
	 */
	int32_t timeout_ms;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_list_offsets_request_list_offsets_partition_init(struct kw_list_offsets_request_list_offsets_partition *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_list_offsets_request_list_offsets_topic_init(struct kw_list_offsets_request_list_offsets_topic *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_list_offsets_request_init(struct kw_list_offsets_request *m);

/*
 * Decodes one ListOffsetsRequest body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..10), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_list_offsets_request_decode(struct kw_list_offsets_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_list_offsets_request_encode(const struct kw_list_offsets_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_list_offsets_request_size(const struct kw_list_offsets_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_list_offsets_request_equal(const struct kw_list_offsets_request *a, const struct kw_list_offsets_request *b);

#endif
