/* generated from schemas/clients/VotersRecord.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_VOTERS_RECORD_H
#define KWIRE_MSG_VOTERS_RECORD_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* VotersRecord: data, valid versions 0, flexible versions 0+. */
#define KW_VOTERS_RECORD_MIN_VERSION 0
#define KW_VOTERS_RECORD_MAX_VERSION 0

/* VotersRecord.Endpoint (nested struct) */
struct kw_voters_record_endpoint {
	/* Listener name. (v0+) */
	struct kw_str name;
	/* Host name of the listener. (v0+) */
	struct kw_str host;
	/* Port of the listener. (v0+) */
	uint16_t port;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* VotersRecord.KRaftVersionFeature (nested struct) */
struct kw_voters_record_k_raft_version_feature {
	/* Lowest kraft.version the voter supports. (v0+) */
	int16_t min_supported_version;
	/* Highest kraft.version the voter supports. (v0+) */
	int16_t max_supported_version;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* VotersRecord.Voter (nested struct) */
struct kw_voters_record_voter {
	/* Replica id of the voter. (v0+) */
	int32_t voter_id;
	/* Log directory id of the voter. (v0+) */
	struct kw_uuid voter_directory_id;
	/* Listeners at which the voter can be reached. (v0+) */
	struct kw_voters_record_endpoint *endpoints;
	int32_t endpoints_count; /* -1: null */
	/* The kraft.version range the voter supports. (v0+) */
	struct kw_voters_record_k_raft_version_feature k_raft_version_feature;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* VotersRecord, the message body. */
struct kw_voters_record {
	/* Version of this record's payload. (v0+) */
	int16_t version;
	/* Every voter of the quorum. (v0+) */
	struct kw_voters_record_voter *voters;
	int32_t voters_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_voters_record_endpoint_init(struct kw_voters_record_endpoint *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_voters_record_k_raft_version_feature_init(struct kw_voters_record_k_raft_version_feature *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_voters_record_voter_init(struct kw_voters_record_voter *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_voters_record_init(struct kw_voters_record *m);

/*
 * Decodes one VotersRecord body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..0), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_voters_record_decode(struct kw_voters_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_voters_record_encode(const struct kw_voters_record *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_voters_record_size(const struct kw_voters_record *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_voters_record_equal(const struct kw_voters_record *a, const struct kw_voters_record *b);

#endif
