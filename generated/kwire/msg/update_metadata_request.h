/* generated from schemas/clients/UpdateMetadataRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_UPDATE_METADATA_REQUEST_H
#define KWIRE_MSG_UPDATE_METADATA_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * UpdateMetadataRequest: request (api key 6), valid versions 0-8, flexible
 * versions 6+.
 */
#define KW_UPDATE_METADATA_REQUEST_MIN_VERSION 0
#define KW_UPDATE_METADATA_REQUEST_MAX_VERSION 8

/* UpdateMetadataRequest.UpdateMetadataEndpoint (nested struct) */
struct kw_update_metadata_request_update_metadata_endpoint {
	/* (v1+) */
	int32_t port;
	/* (v1+) */
	struct kw_str host;
	/* (v3+) */
	struct kw_str listener;
	/* (v1+) */
	int16_t security_protocol;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* UpdateMetadataRequest.UpdateMetadataBroker (nested struct) */
struct kw_update_metadata_request_update_metadata_broker {
	/* (v0+) */
	int32_t id;
	/* (v0) */
	struct kw_str v0_host;
	/* (v0) */
	int32_t v0_port;
	/* (v1+) */
	struct kw_update_metadata_request_update_metadata_endpoint *endpoints;
	int32_t endpoints_count; /* -1: null */
	/* (v2+, nullable v0+) */
	struct kw_str rack;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* UpdateMetadataRequest.UpdateMetadataPartitionState (common struct) */
struct kw_update_metadata_request_update_metadata_partition_state {
	/* (v0-4) */
	struct kw_str topic_name;
	/* (v0+) */
	int32_t partition_index;
	/* (v0+) */
	int32_t controller_epoch;
	/* (v0+) */
	int32_t leader;
	/* (v0+) */
	int32_t leader_epoch;
	/* (v0+) */
	int32_t *isr;
	int32_t isr_count; /* -1: null */
	/* (v0+) */
	int32_t zk_version;
	/* (v0+) */
	int32_t *replicas;
	int32_t replicas_count; /* -1: null */
	/* (v4+) */
	int32_t *offline_replicas;
	int32_t offline_replicas_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* UpdateMetadataRequest.UpdateMetadataTopicState (nested struct) */
struct kw_update_metadata_request_update_metadata_topic_state {
	/* (v5+) */
	struct kw_str topic_name;
	/* (v7+) */
	struct kw_uuid topic_id;
	/* (v5+) */
	struct kw_update_metadata_request_update_metadata_partition_state *partition_states;
	int32_t partition_states_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* UpdateMetadataRequest, the message body. */
struct kw_update_metadata_request {
	/* (v0+) */
	int32_t controller_id;
	/* (v8+) */
	bool is_k_raft_controller;
	/* (v8+, tag 0) */
	int8_t type;
	/* (v0+) */
	int32_t controller_epoch;
	/* (v5+) */
	int64_t broker_epoch;
	/* (v0-4) */
	struct kw_update_metadata_request_update_metadata_partition_state *ungrouped_partition_states;
	int32_t ungrouped_partition_states_count; /* -1: null */
	/* (v5+) */
	struct kw_update_metadata_request_update_metadata_topic_state *topic_states;
	int32_t topic_states_count; /* -1: null */
	/* (v0+) */
	struct kw_update_metadata_request_update_metadata_broker *live_brokers;
	int32_t live_brokers_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_update_metadata_request_update_metadata_endpoint_init(struct kw_update_metadata_request_update_metadata_endpoint *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_update_metadata_request_update_metadata_broker_init(struct kw_update_metadata_request_update_metadata_broker *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_update_metadata_request_update_metadata_partition_state_init(struct kw_update_metadata_request_update_metadata_partition_state *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_update_metadata_request_update_metadata_topic_state_init(struct kw_update_metadata_request_update_metadata_topic_state *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_update_metadata_request_init(struct kw_update_metadata_request *m);

/*
 * Decodes one UpdateMetadataRequest body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..8), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_update_metadata_request_decode(struct kw_update_metadata_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_update_metadata_request_encode(const struct kw_update_metadata_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_update_metadata_request_size(const struct kw_update_metadata_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_update_metadata_request_equal(const struct kw_update_metadata_request *a, const struct kw_update_metadata_request *b);

#endif
