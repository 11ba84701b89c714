/* generated from schemas/kwire/DescribeVoterChangeResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_DESCRIBE_VOTER_CHANGE_RESPONSE_H
#define KWIRE_MSG_DESCRIBE_VOTER_CHANGE_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * DescribeVoterChangeResponse: response (api key 10001), valid versions 0,
 * flexible versions 0+.
 */
#define KW_DESCRIBE_VOTER_CHANGE_RESPONSE_MIN_VERSION 0
#define KW_DESCRIBE_VOTER_CHANGE_RESPONSE_MAX_VERSION 0

/* DescribeVoterChangeResponse.Voter (common struct) */
struct kw_describe_voter_change_response_voter {
	/* Replica id of a voter. (v0+) */
	int32_t voter_id;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* DescribeVoterChangeResponse, the message body. */
struct kw_describe_voter_change_response {
	/*
	 * Zero, or why there is no answer (UNKNOWN_TOPIC_OR_PARTITION for
	 * another partition). (v0+)
	 */
	int16_t error_code;
	/* The leader the replica knows, or -1. (v0+) */
	int32_t leader_id;
	/* The replica's epoch. (v0+) */
	int32_t leader_epoch;
	/*
	 * The replica's high watermark, or -1 when it does not know it.
	 * (v0+)
	 */
	int64_t high_watermark;
	/*
	 * The offset of the latest voter record (VoterAssignment or
	 * VotersRecord), or -1 when the voters are the configured ones.
	 * (v0+)
	 */
	int64_t record_offset;
	/*
	 * Its control record type: 10000 VoterAssignment (AlterQuorum), 6
	 * VotersRecord (KIP-853), or -1 for the configured voters. (v0+)
	 */
	int16_t record_type;
	/* The voter set in force. (v0+) */
	struct kw_describe_voter_change_response_voter *current_voters;
	int32_t current_voters_count; /* -1: null */
	/*
	 * The AlterQuorum target still being moved towards, or null when
	 * no change is in progress. (v0+, nullable v0+)
	 */
	struct kw_describe_voter_change_response_voter *target_voters;
	int32_t target_voters_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_voter_change_response_voter_init(struct kw_describe_voter_change_response_voter *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_voter_change_response_init(struct kw_describe_voter_change_response *m);

/*
 * Decodes one DescribeVoterChangeResponse body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..0), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_voter_change_response_decode(struct kw_describe_voter_change_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_voter_change_response_encode(const struct kw_describe_voter_change_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_describe_voter_change_response_size(const struct kw_describe_voter_change_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_describe_voter_change_response_equal(const struct kw_describe_voter_change_response *a, const struct kw_describe_voter_change_response *b);

#endif
