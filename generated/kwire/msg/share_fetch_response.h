/* generated from schemas/clients/ShareFetchResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_SHARE_FETCH_RESPONSE_H
#define KWIRE_MSG_SHARE_FETCH_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * ShareFetchResponse: response (api key 78), valid versions 0, flexible
 * versions 0+.
 */
#define KW_SHARE_FETCH_RESPONSE_MIN_VERSION 0
#define KW_SHARE_FETCH_RESPONSE_MAX_VERSION 0

/* ShareFetchResponse.LeaderIdAndEpoch (nested struct) */
struct kw_share_fetch_response_leader_id_and_epoch {
	/* (v0+) */
	int32_t leader_id;
	/* (v0+) */
	int32_t leader_epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchResponse.AcquiredRecords (nested struct) */
struct kw_share_fetch_response_acquired_records {
	/* (v0+) */
	int64_t first_offset;
	/* (v0+) */
	int64_t last_offset;
	/* (v0+) */
	int16_t delivery_count;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchResponse.PartitionData (nested struct) */
struct kw_share_fetch_response_partition_data {
	/* (v0+) */
	int32_t partition_index;
	/* (v0+) */
	int16_t error_code;
	/* (v0+, nullable v0+) */
	struct kw_str error_message;
	/* (v0+) */
	int16_t acknowledge_error_code;
	/* (v0+, nullable v0+) */
	struct kw_str acknowledge_error_message;
	/* (v0+) */
	struct kw_share_fetch_response_leader_id_and_epoch current_leader;
	/* (v0+, nullable v0+) */
	struct kw_bytes records;
	/* (v0+) */
	struct kw_share_fetch_response_acquired_records *acquired_records;
	int32_t acquired_records_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchResponse.ShareFetchableTopicResponse (nested struct) */
struct kw_share_fetch_response_share_fetchable_topic_response {
	/* (v0+) */
	struct kw_uuid topic_id;
	/* (v0+) */
	struct kw_share_fetch_response_partition_data *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchResponse.NodeEndpoint (nested struct) */
struct kw_share_fetch_response_node_endpoint {
	/* (v0+) */
	int32_t node_id;
	/* (v0+) */
	struct kw_str host;
	/* (v0+) */
	int32_t port;
	/* (v0+, nullable v0+) */
	struct kw_str rack;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchResponse, the message body. */
struct kw_share_fetch_response {
	/* (v0+) */
	int32_t throttle_time_ms;
	/* (v0+) */
	int16_t error_code;
	/* (v0+, nullable v0+) */
	struct kw_str error_message;
	/* (v0+) */
	struct kw_share_fetch_response_share_fetchable_topic_response *responses;
	int32_t responses_count; /* -1: null */
	/* (v0+) */
	struct kw_share_fetch_response_node_endpoint *node_endpoints;
	int32_t node_endpoints_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_response_leader_id_and_epoch_init(struct kw_share_fetch_response_leader_id_and_epoch *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_response_acquired_records_init(struct kw_share_fetch_response_acquired_records *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_response_partition_data_init(struct kw_share_fetch_response_partition_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_response_share_fetchable_topic_response_init(struct kw_share_fetch_response_share_fetchable_topic_response *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_response_node_endpoint_init(struct kw_share_fetch_response_node_endpoint *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_response_init(struct kw_share_fetch_response *m);

/*
 * Decodes one ShareFetchResponse body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..0), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_share_fetch_response_decode(struct kw_share_fetch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_share_fetch_response_encode(const struct kw_share_fetch_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_share_fetch_response_size(const struct kw_share_fetch_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_share_fetch_response_equal(const struct kw_share_fetch_response *a, const struct kw_share_fetch_response *b);

#endif
