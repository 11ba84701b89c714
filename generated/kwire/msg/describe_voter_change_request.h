/* generated from schemas/kwire/DescribeVoterChangeRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_DESCRIBE_VOTER_CHANGE_REQUEST_H
#define KWIRE_MSG_DESCRIBE_VOTER_CHANGE_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * DescribeVoterChangeRequest: request (api key 10001), valid versions 0,
 * flexible versions 0+.
 */
#define KW_DESCRIBE_VOTER_CHANGE_REQUEST_MIN_VERSION 0
#define KW_DESCRIBE_VOTER_CHANGE_REQUEST_MAX_VERSION 0

/* DescribeVoterChangeRequest, the message body. */
struct kw_describe_voter_change_request {
	/* The Raft partition's topic (__cluster_metadata). (v0+) */
	struct kw_str topic_name;
	/* The Raft partition's index (0). (v0+) */
	int32_t partition_index;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_voter_change_request_init(struct kw_describe_voter_change_request *m);

/*
 * Decodes one DescribeVoterChangeRequest body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..0), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_voter_change_request_decode(struct kw_describe_voter_change_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_voter_change_request_encode(const struct kw_describe_voter_change_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_describe_voter_change_request_size(const struct kw_describe_voter_change_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_describe_voter_change_request_equal(const struct kw_describe_voter_change_request *a, const struct kw_describe_voter_change_request *b);

#endif
