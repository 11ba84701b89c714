/* generated from golden/EchoRequest.json by kwire-gen, do not edit */
#ifndef GOLDEN_ECHO_REQUEST_H
#define GOLDEN_ECHO_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * EchoRequest: request (api key 90), valid versions 0-2, flexible versions
 * 2+.
 */
#define GOLDEN_ECHO_REQUEST_MIN_VERSION 0
#define GOLDEN_ECHO_REQUEST_MAX_VERSION 2

/* EchoRequest.EchoItem (nested struct) */
struct golden_echo_request_echo_item {
	/* The item key. (v0+) */
	int16_t key;
	/* A note (version 1 and later). (v1+) */
	struct kw_str note;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* EchoRequest, the message body. */
struct golden_echo_request {
	/*
	 * A label, or null (version 1 and later). (v0+, nullable v1+)
	 */
	struct kw_str label;
	/* How long to wait. (v0+) */
	int32_t timeout_ms;
	/* The items to echo. (v0+) */
	struct golden_echo_request_echo_item *items;
	int32_t items_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void golden_echo_request_echo_item_init(struct golden_echo_request_echo_item *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void golden_echo_request_init(struct golden_echo_request *m);

/*
 * Decodes one EchoRequest body at version from r. m is overwritten (fields
 * absent at this version get their defaults). Arrays, nested structs and
 * unknown-tag lists come from arena a; strings, bytes and records are
 * views into r's buffer, valid while it lives. Returns 0, or a negative
 * KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..2), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int golden_echo_request_decode(struct golden_echo_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int golden_echo_request_encode(const struct golden_echo_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t golden_echo_request_size(const struct golden_echo_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool golden_echo_request_equal(const struct golden_echo_request *a, const struct golden_echo_request *b);

#endif
