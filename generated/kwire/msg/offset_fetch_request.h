/* generated from schemas/clients/OffsetFetchRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_OFFSET_FETCH_REQUEST_H
#define KWIRE_MSG_OFFSET_FETCH_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * OffsetFetchRequest: request (api key 9), valid versions 0-9, flexible
 * versions 6+.
 */
#define KW_OFFSET_FETCH_REQUEST_MIN_VERSION 0
#define KW_OFFSET_FETCH_REQUEST_MAX_VERSION 9

/* OffsetFetchRequest.OffsetFetchRequestTopic (nested struct) */
struct kw_offset_fetch_request_offset_fetch_request_topic {
	/* (v0-7) */
	struct kw_str name;
	/* (v0-7) */
	int32_t *partition_indexes;
	int32_t partition_indexes_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* OffsetFetchRequest.OffsetFetchRequestTopics (nested struct) */
struct kw_offset_fetch_request_offset_fetch_request_topics {
	/* (v8+) */
	struct kw_str name;
	/* (v8+) */
	int32_t *partition_indexes;
	int32_t partition_indexes_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* OffsetFetchRequest.OffsetFetchRequestGroup (nested struct) */
struct kw_offset_fetch_request_offset_fetch_request_group {
	/* (v8+) */
	struct kw_str group_id;
	/* (v9+, nullable v9+) */
	struct kw_str member_id;
	/* (v9+) */
	int32_t member_epoch;
	/* (v8+, nullable v8+) */
	struct kw_offset_fetch_request_offset_fetch_request_topics *topics;
	int32_t topics_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* OffsetFetchRequest, the message body. */
struct kw_offset_fetch_request {
	/* (v0-7) */
	struct kw_str group_id;
	/* (v0-7, nullable v2-7) */
	struct kw_offset_fetch_request_offset_fetch_request_topic *topics;
	int32_t topics_count; /* -1: null */
	/* (v8+) */
	struct kw_offset_fetch_request_offset_fetch_request_group *groups;
	int32_t groups_count; /* -1: null */
	/* (v7+) */
	bool require_stable;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_offset_fetch_request_offset_fetch_request_topic_init(struct kw_offset_fetch_request_offset_fetch_request_topic *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_offset_fetch_request_offset_fetch_request_topics_init(struct kw_offset_fetch_request_offset_fetch_request_topics *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_offset_fetch_request_offset_fetch_request_group_init(struct kw_offset_fetch_request_offset_fetch_request_group *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_offset_fetch_request_init(struct kw_offset_fetch_request *m);

/*
 * Decodes one OffsetFetchRequest body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..9), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_offset_fetch_request_decode(struct kw_offset_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_offset_fetch_request_encode(const struct kw_offset_fetch_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_offset_fetch_request_size(const struct kw_offset_fetch_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_offset_fetch_request_equal(const struct kw_offset_fetch_request *a, const struct kw_offset_fetch_request *b);

#endif
