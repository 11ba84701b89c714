/* generated from schemas/clients/ProduceResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_PRODUCE_RESPONSE_H
#define KWIRE_MSG_PRODUCE_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * ProduceResponse: response (api key 0), valid versions 0-11, flexible
 * versions 9+.
 */
#define KW_PRODUCE_RESPONSE_MIN_VERSION 0
#define KW_PRODUCE_RESPONSE_MAX_VERSION 11

/* ProduceResponse.BatchIndexAndErrorMessage (nested struct) */
struct kw_produce_response_batch_index_and_error_message {
	/* Position of the offending record within its batch. (v8+) */
	int32_t batch_index;
	/* Why that record was refused, or null. (v8+, nullable v8+) */
	struct kw_str batch_index_error_message;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ProduceResponse.LeaderIdAndEpoch (nested struct) */
struct kw_produce_response_leader_id_and_epoch {
	/* Id of the leader, or -1 when none is known. (v10+) */
	int32_t leader_id;
	/* Epoch of that leader, or -1 when none is known. (v10+) */
	int32_t leader_epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ProduceResponse.PartitionProduceResponse (nested struct) */
struct kw_produce_response_partition_produce_response {
	/* Partition number. (v0+) */
	int32_t index;
	/*
	 * Zero on success, otherwise the error for this partition. (v0+)
	 */
	int16_t error_code;
	/* Offset assigned to the first record appended. (v0+) */
	int64_t base_offset;
	/*
	 * Broker time of the append when the topic uses LogAppendTime
	 * timestamps; -1 when it uses CreateTime. (v2+)
	 */
	int64_t log_append_time_ms;
	/* First offset still present in the partition log. (v5+) */
	int64_t log_start_offset;
	/* Records that made the broker reject the whole batch. (v8+) */
	struct kw_produce_response_batch_index_and_error_message *record_errors;
	int32_t record_errors_count; /* -1: null */
	/*
	 * Summary of why the batch was refused, or null. (v8+, nullable
	 * v8+)
	 */
	struct kw_str error_message;
	/*
	 * Leader hint for a partition that failed with
	 * NOT_LEADER_OR_FOLLOWER. (v10+, tag 0)
	 */
	struct kw_produce_response_leader_id_and_epoch current_leader;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ProduceResponse.TopicProduceResponse (nested struct) */
struct kw_produce_response_topic_produce_response {
	/* Topic name. (v0+) */
	struct kw_str name;
	/* One entry per partition appended to. (v0+) */
	struct kw_produce_response_partition_produce_response *partition_responses;
	int32_t partition_responses_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ProduceResponse.NodeEndpoint (nested struct) */
struct kw_produce_response_node_endpoint {
	/* Node id. (v10+) */
	int32_t node_id;
	/* Host name of the node. (v10+) */
	struct kw_str host;
	/* Port of the node. (v10+) */
	int32_t port;
	/*
	 * Rack of the node, or null when none is configured. (v10+,
	 * nullable v10+)
	 */
	struct kw_str rack;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ProduceResponse, the message body. */
struct kw_produce_response {
	/* One entry per topic appended to. (v0+) */
	struct kw_produce_response_topic_produce_response *responses;
	int32_t responses_count; /* -1: null */
	/*
	 * Milliseconds the request was held back because of a quota; zero
	 * if no quota applied. (v1+)
	 */
	int32_t throttle_time_ms;
	/*
	 * Addresses of the leaders named in CurrentLeader hints. (v10+,
	 * tag 0)
	 */
	struct kw_produce_response_node_endpoint *node_endpoints;
	int32_t node_endpoints_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_produce_response_batch_index_and_error_message_init(struct kw_produce_response_batch_index_and_error_message *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_produce_response_leader_id_and_epoch_init(struct kw_produce_response_leader_id_and_epoch *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_produce_response_partition_produce_response_init(struct kw_produce_response_partition_produce_response *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_produce_response_topic_produce_response_init(struct kw_produce_response_topic_produce_response *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_produce_response_node_endpoint_init(struct kw_produce_response_node_endpoint *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_produce_response_init(struct kw_produce_response *m);

/*
 * Decodes one ProduceResponse body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..11), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_produce_response_decode(struct kw_produce_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_produce_response_encode(const struct kw_produce_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_produce_response_size(const struct kw_produce_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_produce_response_equal(const struct kw_produce_response *a, const struct kw_produce_response *b);

#endif
