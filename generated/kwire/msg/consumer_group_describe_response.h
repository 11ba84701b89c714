/* generated from schemas/clients/ConsumerGroupDescribeResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_CONSUMER_GROUP_DESCRIBE_RESPONSE_H
#define KWIRE_MSG_CONSUMER_GROUP_DESCRIBE_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * ConsumerGroupDescribeResponse: response (api key 69), valid versions 0,
 * flexible versions 0+.
 */
#define KW_CONSUMER_GROUP_DESCRIBE_RESPONSE_MIN_VERSION 0
#define KW_CONSUMER_GROUP_DESCRIBE_RESPONSE_MAX_VERSION 0

/* ConsumerGroupDescribeResponse.TopicPartitions (common struct) */
struct kw_consumer_group_describe_response_topic_partitions {
	/* (v0+) */
	struct kw_uuid topic_id;
	/* (v0+) */
	struct kw_str topic_name;
	/* (v0+) */
	int32_t *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ConsumerGroupDescribeResponse.Assignment (common struct) */
struct kw_consumer_group_describe_response_assignment {
	/* (v0+) */
	struct kw_consumer_group_describe_response_topic_partitions *topic_partitions;
	int32_t topic_partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ConsumerGroupDescribeResponse.Member (nested struct) */
struct kw_consumer_group_describe_response_member {
	/* (v0+) */
	struct kw_str member_id;
	/* (v0+, nullable v0+) */
	struct kw_str instance_id;
	/* (v0+, nullable v0+) */
	struct kw_str rack_id;
	/* (v0+) */
	int32_t member_epoch;
	/* (v0+) */
	struct kw_str client_id;
	/* (v0+) */
	struct kw_str client_host;
	/* (v0+) */
	struct kw_str *subscribed_topic_names;
	int32_t subscribed_topic_names_count; /* -1: null */
	/* (v0+, nullable v0+) */
	struct kw_str subscribed_topic_regex;
	/* (v0+) */
	struct kw_consumer_group_describe_response_assignment assignment;
	/* (v0+) */
	struct kw_consumer_group_describe_response_assignment target_assignment;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ConsumerGroupDescribeResponse.DescribedGroup (nested struct) */
struct kw_consumer_group_describe_response_described_group {
	/* (v0+) */
	int16_t error_code;
	/* (v0+, nullable v0+) */
	struct kw_str error_message;
	/* (v0+) */
	struct kw_str group_id;
	/* (v0+) */
	struct kw_str group_state;
	/* (v0+) */
	int32_t group_epoch;
	/* (v0+) */
	int32_t assignment_epoch;
	/* (v0+) */
	struct kw_str assignor_name;
	/* (v0+) */
	struct kw_consumer_group_describe_response_member *members;
	int32_t members_count; /* -1: null */
	/* (v0+) */
	int32_t authorized_operations;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ConsumerGroupDescribeResponse, the message body. */
struct kw_consumer_group_describe_response {
	/* (v0+) */
	int32_t throttle_time_ms;
	/* (v0+) */
	struct kw_consumer_group_describe_response_described_group *groups;
	int32_t groups_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_consumer_group_describe_response_topic_partitions_init(struct kw_consumer_group_describe_response_topic_partitions *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_consumer_group_describe_response_assignment_init(struct kw_consumer_group_describe_response_assignment *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_consumer_group_describe_response_member_init(struct kw_consumer_group_describe_response_member *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_consumer_group_describe_response_described_group_init(struct kw_consumer_group_describe_response_described_group *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_consumer_group_describe_response_init(struct kw_consumer_group_describe_response *m);

/*
 * Decodes one ConsumerGroupDescribeResponse body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..0), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_consumer_group_describe_response_decode(struct kw_consumer_group_describe_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_consumer_group_describe_response_encode(const struct kw_consumer_group_describe_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_consumer_group_describe_response_size(const struct kw_consumer_group_describe_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_consumer_group_describe_response_equal(const struct kw_consumer_group_describe_response *a, const struct kw_consumer_group_describe_response *b);

#endif
