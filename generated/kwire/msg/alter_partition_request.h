/* generated from schemas/clients/AlterPartitionRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_ALTER_PARTITION_REQUEST_H
#define KWIRE_MSG_ALTER_PARTITION_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * AlterPartitionRequest: request (api key 56), valid versions 0-3,
 * flexible versions 0+.
 */
#define KW_ALTER_PARTITION_REQUEST_MIN_VERSION 0
#define KW_ALTER_PARTITION_REQUEST_MAX_VERSION 3

/* AlterPartitionRequest.BrokerState (nested struct) */
struct kw_alter_partition_request_broker_state {
	/* (v3+) */
	int32_t broker_id;
	/* (v3+) */
	int64_t broker_epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* AlterPartitionRequest.PartitionData (nested struct) */
struct kw_alter_partition_request_partition_data {
	/* (v0+) */
	int32_t partition_index;
	/* (v0+) */
	int32_t leader_epoch;
	/* (v0-2) */
	int32_t *new_isr;
	int32_t new_isr_count; /* -1: null */
	/* (v3+) */
	struct kw_alter_partition_request_broker_state *new_isr_with_epochs;
	int32_t new_isr_with_epochs_count; /* -1: null */
	/* (v1+) */
	int8_t leader_recovery_state;
	/* (v0+) */
	int32_t partition_epoch;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* AlterPartitionRequest.TopicData (nested struct) */
struct kw_alter_partition_request_topic_data {
	/* (v0-1) */
	struct kw_str topic_name;
	/* (v2+) */
	struct kw_uuid topic_id;
	/* (v0+) */
	struct kw_alter_partition_request_partition_data *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* AlterPartitionRequest, the message body. */
struct kw_alter_partition_request {
	/* (v0+) */
	int32_t broker_id;
	/* (v0+) */
	int64_t broker_epoch;
	/* (v0+) */
	struct kw_alter_partition_request_topic_data *topics;
	int32_t topics_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_partition_request_broker_state_init(struct kw_alter_partition_request_broker_state *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_partition_request_partition_data_init(struct kw_alter_partition_request_partition_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_partition_request_topic_data_init(struct kw_alter_partition_request_topic_data *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_partition_request_init(struct kw_alter_partition_request *m);

/*
 * Decodes one AlterPartitionRequest body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..3), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_alter_partition_request_decode(struct kw_alter_partition_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_alter_partition_request_encode(const struct kw_alter_partition_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_alter_partition_request_size(const struct kw_alter_partition_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_alter_partition_request_equal(const struct kw_alter_partition_request *a, const struct kw_alter_partition_request *b);

#endif
