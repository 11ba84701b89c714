/* generated from schemas/clients/MetadataResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_METADATA_RESPONSE_H
#define KWIRE_MSG_METADATA_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * MetadataResponse: response (api key 3), valid versions 0-12, flexible
 * versions 9+.
 */
#define KW_METADATA_RESPONSE_MIN_VERSION 0
#define KW_METADATA_RESPONSE_MAX_VERSION 12

/* MetadataResponse.MetadataResponseBroker (nested struct) */
struct kw_metadata_response_metadata_response_broker {
	/* Broker id. (v0+) */
	int32_t node_id;
	/* Host name at which the broker can be reached. (v0+) */
	struct kw_str host;
	/* Port at which the broker can be reached. (v0+) */
	int32_t port;
	/*
	 * Rack of the broker, or null when none is configured. (v1+,
	 * nullable v1+)
	 */
	struct kw_str rack;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* MetadataResponse.MetadataResponsePartition (nested struct) */
struct kw_metadata_response_metadata_response_partition {
	/*
	 * Zero when the partition could be described, otherwise the reason
	 * it could not. (v0+)
	 */
	int16_t error_code;
	/* Partition number within the topic. (v0+) */
	int32_t partition_index;
	/* Broker id of the partition leader. (v0+) */
	int32_t leader_id;
	/* Epoch of the partition leader. (v7+) */
	int32_t leader_epoch;
	/*
	 * Ids of every broker that holds a replica of the partition. (v0+)
	 */
	int32_t *replica_nodes;
	int32_t replica_nodes_count; /* -1: null */
	/*
	 * Ids of the replicas currently in sync with the leader. (v0+)
	 */
	int32_t *isr_nodes;
	int32_t isr_nodes_count; /* -1: null */
	/* Ids of the replicas that are offline. (v5+) */
	int32_t *offline_replicas;
	int32_t offline_replicas_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* MetadataResponse.MetadataResponseTopic (nested struct) */
struct kw_metadata_response_metadata_response_topic {
	/*
	 * Zero when the topic could be described, otherwise the reason it
	 * could not. (v0+)
	 */
	int16_t error_code;
	/*
	 * Topic name. Null only for a topic asked for by an id that does
	 * not exist; always set when ErrorCode is zero. At least one of
	 * Name and TopicId is set. (v0+, nullable v12+)
	 */
	struct kw_str name;
	/*
	 * Topic id. Zero only for a topic asked for by a name that does
	 * not exist; never zero when ErrorCode is zero. At least one of
	 * Name and TopicId is set. (v10+)
	 */
	struct kw_uuid topic_id;
	/*
	 * True for topics the cluster keeps for its own use, such as the
	 * consumer offsets topic. (v1+)
	 */
	bool is_internal;
	/* One entry per partition of the topic. (v0+) */
	struct kw_metadata_response_metadata_response_partition *partitions;
	int32_t partitions_count; /* -1: null */
	/*
	 * Bitfield of the operations the caller may perform on the topic.
	 * (v8+)
	 */
	int32_t topic_authorized_operations;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* MetadataResponse, the message body. */
struct kw_metadata_response {
	/*
	 * Milliseconds the request was held back because of a quota; zero
	 * if no quota applied. (v3+)
	 */
	int32_t throttle_time_ms;
	/* Brokers the responder knows of. (v0+) */
	struct kw_metadata_response_metadata_response_broker *brokers;
	int32_t brokers_count; /* -1: null */
	/*
	 * Id of the cluster the responding broker is part of. (v2+,
	 * nullable v2+)
	 */
	struct kw_str cluster_id;
	/* Id of the active controller, or -1 when not known. (v1+) */
	int32_t controller_id;
	/*
	 * One entry per topic asked for (or per topic in the cluster).
	 * (v0+)
	 */
	struct kw_metadata_response_metadata_response_topic *topics;
	int32_t topics_count; /* -1: null */
	/*
	 * Bitfield of the operations the caller may perform on the
	 * cluster. (v8-10)
	 */
	int32_t cluster_authorized_operations;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_metadata_response_metadata_response_broker_init(struct kw_metadata_response_metadata_response_broker *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_metadata_response_metadata_response_partition_init(struct kw_metadata_response_metadata_response_partition *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_metadata_response_metadata_response_topic_init(struct kw_metadata_response_metadata_response_topic *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_metadata_response_init(struct kw_metadata_response *m);

/*
 * Decodes one MetadataResponse body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..12), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_metadata_response_decode(struct kw_metadata_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_metadata_response_encode(const struct kw_metadata_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_metadata_response_size(const struct kw_metadata_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_metadata_response_equal(const struct kw_metadata_response *a, const struct kw_metadata_response *b);

#endif
