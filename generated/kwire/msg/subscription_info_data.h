/* generated from schemas/streams/SubscriptionInfoData.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_SUBSCRIPTION_INFO_DATA_H
#define KWIRE_MSG_SUBSCRIPTION_INFO_DATA_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * SubscriptionInfoData: data, valid versions 1-11, flexible versions none.
 */
#define KW_SUBSCRIPTION_INFO_DATA_MIN_VERSION 1
#define KW_SUBSCRIPTION_INFO_DATA_MAX_VERSION 11

/* SubscriptionInfoData.TaskId (common struct) */
struct kw_subscription_info_data_task_id {
	/* (v1-6) */
	int32_t topic_group_id;
	/* (v1-6) */
	int32_t partition;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* SubscriptionInfoData.PartitionToOffsetSum (common struct) */
struct kw_subscription_info_data_partition_to_offset_sum {
	/* (v7-9) */
	int32_t partition;
	/* (v7-9) */
	int64_t offset_sum;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* SubscriptionInfoData.ClientTag (common struct) */
struct kw_subscription_info_data_client_tag {
	/* (v11+) */
	struct kw_bytes key;
	/* (v11+) */
	struct kw_bytes value;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* SubscriptionInfoData.TaskOffsetSum (common struct) */
struct kw_subscription_info_data_task_offset_sum {
	/* (v7+) */
	int32_t topic_group_id;
	/* (v10+) */
	int32_t partition;
	/* (v10+) */
	int64_t offset_sum;
	/* (v10+, nullable v10+) */
	struct kw_str named_topology;
	/* (v7-9) */
	struct kw_subscription_info_data_partition_to_offset_sum *partition_to_offset_sum;
	int32_t partition_to_offset_sum_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* SubscriptionInfoData, the message body. */
struct kw_subscription_info_data {
	/* (v1+) */
	int32_t version;
	/* (v3+) */
	int32_t latest_supported_version;
	/* (v1+) */
	struct kw_uuid process_id;
	/* (v1-6) */
	struct kw_subscription_info_data_task_id *prev_tasks;
	int32_t prev_tasks_count; /* -1: null */
	/* (v1-6) */
	struct kw_subscription_info_data_task_id *standby_tasks;
	int32_t standby_tasks_count; /* -1: null */
	/* (v2+) */
	struct kw_bytes user_end_point;
	/* (v7+) */
	struct kw_subscription_info_data_task_offset_sum *task_offset_sums;
	int32_t task_offset_sums_count; /* -1: null */
	/* (v8+) */
	int8_t unique_field;
	/* (v9+) */
	int32_t error_code;
	/* (v11+) */
	struct kw_subscription_info_data_client_tag *client_tags;
	int32_t client_tags_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_subscription_info_data_task_id_init(struct kw_subscription_info_data_task_id *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_subscription_info_data_partition_to_offset_sum_init(struct kw_subscription_info_data_partition_to_offset_sum *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_subscription_info_data_client_tag_init(struct kw_subscription_info_data_client_tag *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_subscription_info_data_task_offset_sum_init(struct kw_subscription_info_data_task_offset_sum *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_subscription_info_data_init(struct kw_subscription_info_data *m);

/*
 * Decodes one SubscriptionInfoData body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 1..11), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_subscription_info_data_decode(struct kw_subscription_info_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_subscription_info_data_encode(const struct kw_subscription_info_data *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_subscription_info_data_size(const struct kw_subscription_info_data *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_subscription_info_data_equal(const struct kw_subscription_info_data *a, const struct kw_subscription_info_data *b);

#endif
