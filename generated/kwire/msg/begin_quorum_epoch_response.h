/* generated from schemas/clients/BeginQuorumEpochResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_BEGIN_QUORUM_EPOCH_RESPONSE_H
#define KWIRE_MSG_BEGIN_QUORUM_EPOCH_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * BeginQuorumEpochResponse: response (api key 53), valid versions 0-1,
 * flexible versions 1+.
 */
#define KW_BEGIN_QUORUM_EPOCH_RESPONSE_MIN_VERSION 0
#define KW_BEGIN_QUORUM_EPOCH_RESPONSE_MAX_VERSION 1

/* BeginQuorumEpochResponse.PartitionData (nested struct) */
struct kw_begin_quorum_epoch_response_partition_data {
	/* Partition number. (v0+) */
	int32_t partition_index;
	/* Error for this partition, or zero. (v0+) */
	int16_t error_code;
	/*
	 * Id of the leader the voter knows of, or -1 when none is known.
	 * (v0+)
	 */
	int32_t leader_id;
	/* Largest epoch the voter knows of. (v0+) */
	int32_t leader_epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* BeginQuorumEpochResponse.TopicData (nested struct) */
struct kw_begin_quorum_epoch_response_topic_data {
	/* Topic name. (v0+) */
	struct kw_str topic_name;
	/* One entry per partition in the request. (v0+) */
	struct kw_begin_quorum_epoch_response_partition_data *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* BeginQuorumEpochResponse.NodeEndpoint (nested struct) */
struct kw_begin_quorum_epoch_response_node_endpoint {
	/* Node id. (v1+) */
	int32_t node_id;
	/* Host name of the node. (v1+) */
	struct kw_str host;
	/* Port of the node. (v1+) */
	uint16_t port;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* BeginQuorumEpochResponse, the message body. */
struct kw_begin_quorum_epoch_response {
	/* Error for the request as a whole, or zero. (v0+) */
	int16_t error_code;
	/* One entry per topic in the request. (v0+) */
	struct kw_begin_quorum_epoch_response_topic_data *topics;
	int32_t topics_count; /* -1: null */
	/*
	 * Addresses of the leaders named in the partition entries. (v1+,
	 * tag 0)
	 */
	struct kw_begin_quorum_epoch_response_node_endpoint *node_endpoints;
	int32_t node_endpoints_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_begin_quorum_epoch_response_partition_data_init(struct kw_begin_quorum_epoch_response_partition_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_begin_quorum_epoch_response_topic_data_init(struct kw_begin_quorum_epoch_response_topic_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_begin_quorum_epoch_response_node_endpoint_init(struct kw_begin_quorum_epoch_response_node_endpoint *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_begin_quorum_epoch_response_init(struct kw_begin_quorum_epoch_response *m);

/*
 * Decodes one BeginQuorumEpochResponse body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..1), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_begin_quorum_epoch_response_decode(struct kw_begin_quorum_epoch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_begin_quorum_epoch_response_encode(const struct kw_begin_quorum_epoch_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_begin_quorum_epoch_response_size(const struct kw_begin_quorum_epoch_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_begin_quorum_epoch_response_equal(const struct kw_begin_quorum_epoch_response *a, const struct kw_begin_quorum_epoch_response *b);

#endif
