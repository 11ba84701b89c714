/* generated from schemas/clients/MetadataRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_METADATA_REQUEST_H
#define KWIRE_MSG_METADATA_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * MetadataRequest: request (api key 3), valid versions 0-12, flexible
 * versions 9+.
 */
#define KW_METADATA_REQUEST_MIN_VERSION 0
#define KW_METADATA_REQUEST_MAX_VERSION 12

/* MetadataRequest.MetadataRequestTopic (nested struct) */
struct kw_metadata_request_metadata_request_topic {
	/* Topic id, or the zero uuid when the topic is named. (v10+) */
	struct kw_uuid topic_id;
	/*
	 * Topic name; may be null from v10 when the topic is given by id.
	 * (v0+, nullable v10+)
	 */
	struct kw_str name;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* MetadataRequest, the message body. */
struct kw_metadata_request {
	/*
	 * Topics to describe; null asks for every topic (from v1; in v0 an
	 * empty list does). (v0+, nullable v1+)
	 */
	struct kw_metadata_request_metadata_request_topic *topics;
	int32_t topics_count; /* -1: null */
	/*
	 * Lets the broker create listed topics that do not exist, if its
	 * configuration allows auto-creation. (v4+)
	 */
	bool allow_auto_topic_creation;
	/*
	 * Asks for the bitfield of operations the caller may perform on
	 * the cluster. (v8-10)
	 */
	bool include_cluster_authorized_operations;
	/*
	 * Asks for the bitfield of operations the caller may perform on
	 * each topic. (v8+)
	 */
	bool include_topic_authorized_operations;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_metadata_request_metadata_request_topic_init(struct kw_metadata_request_metadata_request_topic *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_metadata_request_init(struct kw_metadata_request *m);

/*
 * Decodes one MetadataRequest body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..12), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_metadata_request_decode(struct kw_metadata_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_metadata_request_encode(const struct kw_metadata_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_metadata_request_size(const struct kw_metadata_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_metadata_request_equal(const struct kw_metadata_request *a, const struct kw_metadata_request *b);

#endif
