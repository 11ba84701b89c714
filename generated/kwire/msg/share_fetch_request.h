/* generated from schemas/clients/ShareFetchRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_SHARE_FETCH_REQUEST_H
#define KWIRE_MSG_SHARE_FETCH_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * ShareFetchRequest: request (api key 78), valid versions 0, flexible
 * versions 0+.
 */
#define KW_SHARE_FETCH_REQUEST_MIN_VERSION 0
#define KW_SHARE_FETCH_REQUEST_MAX_VERSION 0

/* ShareFetchRequest.AcknowledgementBatch (nested struct) */
struct kw_share_fetch_request_acknowledgement_batch {
	/* (v0+) */
	int64_t first_offset;
	/* (v0+) */
	int64_t last_offset;
	/* (v0+) */
	int8_t *acknowledge_types;
	int32_t acknowledge_types_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchRequest.FetchPartition (nested struct) */
struct kw_share_fetch_request_fetch_partition {
	/* (v0+) */
	int32_t partition_index;
	/* (v0+) */
	int32_t partition_max_bytes;
	/* (v0+) */
	struct kw_share_fetch_request_acknowledgement_batch *acknowledgement_batches;
	int32_t acknowledgement_batches_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchRequest.FetchTopic (nested struct) */
struct kw_share_fetch_request_fetch_topic {
	/* (v0+) */
	struct kw_uuid topic_id;
	/* (v0+) */
	struct kw_share_fetch_request_fetch_partition *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchRequest.ForgottenTopic (nested struct) */
struct kw_share_fetch_request_forgotten_topic {
	/* (v0+) */
	struct kw_uuid topic_id;
	/* (v0+) */
	int32_t *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ShareFetchRequest, the message body. */
struct kw_share_fetch_request {
	/* (v0+, nullable v0+) */
	struct kw_str group_id;
	/* (v0+, nullable v0+) */
	struct kw_str member_id;
	/* (v0+) */
	int32_t share_session_epoch;
	/* (v0+) */
	int32_t max_wait_ms;
	/* (v0+) */
	int32_t min_bytes;
	/* (v0+) */
	int32_t max_bytes;
	/* (v0+) */
	struct kw_share_fetch_request_fetch_topic *topics;
	int32_t topics_count; /* -1: null */
	/* (v0+) */
	struct kw_share_fetch_request_forgotten_topic *forgotten_topics_data;
	int32_t forgotten_topics_data_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_request_acknowledgement_batch_init(struct kw_share_fetch_request_acknowledgement_batch *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_request_fetch_partition_init(struct kw_share_fetch_request_fetch_partition *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_request_fetch_topic_init(struct kw_share_fetch_request_fetch_topic *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_request_forgotten_topic_init(struct kw_share_fetch_request_forgotten_topic *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_share_fetch_request_init(struct kw_share_fetch_request *m);

/*
 * Decodes one ShareFetchRequest body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..0), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_share_fetch_request_decode(struct kw_share_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_share_fetch_request_encode(const struct kw_share_fetch_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_share_fetch_request_size(const struct kw_share_fetch_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_share_fetch_request_equal(const struct kw_share_fetch_request *a, const struct kw_share_fetch_request *b);

#endif
