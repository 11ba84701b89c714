/* generated from golden/GoldenRecord.json by kwire-gen, do not edit */
#ifndef GOLDEN_GOLDEN_RECORD_H
#define GOLDEN_GOLDEN_RECORD_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* GoldenRecord: data, valid versions 0-1, flexible versions 0+. */
#define GOLDEN_GOLDEN_RECORD_MIN_VERSION 0
#define GOLDEN_GOLDEN_RECORD_MAX_VERSION 1

/* GoldenRecord.Endpoint (common struct) */
struct golden_golden_record_endpoint {
	/* The host name. (v0+) */
	struct kw_str host;
	/* The port. (v0+) */
	uint16_t port;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* GoldenRecord.Backup (nested struct) */
struct golden_golden_record_backup {
	/* The backup peer. (v0+) */
	struct golden_golden_record_endpoint peer;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* GoldenRecord, the message body. */
struct golden_golden_record {
	/* The record id. (v0+) */
	struct kw_uuid id;
	/* Flag bits. (v0+) */
	int32_t flags;
	/* A ratio (version 1 and later). (v1+) */
	double ratio;
	/* The owner endpoint. (v0+) */
	struct golden_golden_record_endpoint owner;
	/* An optional trace id. (v0+, nullable v0+, tag 2) */
	struct kw_str trace;
	/* A hint (version 1 and later). (v1+, tag 1) */
	int64_t hint;
	/* An optional backup endpoint. (v0+, nullable v0+, tag 0) */
	struct golden_golden_record_backup *backup; /* NULL: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void golden_golden_record_endpoint_init(struct golden_golden_record_endpoint *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void golden_golden_record_backup_init(struct golden_golden_record_backup *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void golden_golden_record_init(struct golden_golden_record *m);

/*
 * Decodes one GoldenRecord body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..1), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int golden_golden_record_decode(struct golden_golden_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int golden_golden_record_encode(const struct golden_golden_record *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t golden_golden_record_size(const struct golden_golden_record *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool golden_golden_record_equal(const struct golden_golden_record *a, const struct golden_golden_record *b);

#endif
