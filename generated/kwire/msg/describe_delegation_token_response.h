/* generated from schemas/clients/DescribeDelegationTokenResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_DESCRIBE_DELEGATION_TOKEN_RESPONSE_H
#define KWIRE_MSG_DESCRIBE_DELEGATION_TOKEN_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * DescribeDelegationTokenResponse: response (api key 41), valid versions
 * 0-3, flexible versions 2+.
 */
#define KW_DESCRIBE_DELEGATION_TOKEN_RESPONSE_MIN_VERSION 0
#define KW_DESCRIBE_DELEGATION_TOKEN_RESPONSE_MAX_VERSION 3

/*
 * DescribeDelegationTokenResponse.DescribedDelegationTokenRenewer (nested
 * struct)
 */
struct kw_describe_delegation_token_response_described_delegation_token_renewer {
	/* (v0+) */
	struct kw_str principal_type;
	/* (v0+) */
	struct kw_str principal_name;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * DescribeDelegationTokenResponse.DescribedDelegationToken (nested struct)
 */
struct kw_describe_delegation_token_response_described_delegation_token {
	/* (v0+) */
	struct kw_str principal_type;
	/* (v0+) */
	struct kw_str principal_name;
	/* (v3+) */
	struct kw_str token_requester_principal_type;
	/* (v3+) */
	struct kw_str token_requester_principal_name;
	/* (v0+) */
	int64_t issue_timestamp;
	/* (v0+) */
	int64_t expiry_timestamp;
	/* (v0+) */
	int64_t max_timestamp;
	/* (v0+) */
	struct kw_str token_id;
	/* (v0+) */
	struct kw_bytes hmac;
	/* (v0+) */
	struct kw_describe_delegation_token_response_described_delegation_token_renewer *renewers;
	int32_t renewers_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* DescribeDelegationTokenResponse, the message body. */
struct kw_describe_delegation_token_response {
	/* (v0+) */
	int16_t error_code;
	/* (v0+) */
	struct kw_describe_delegation_token_response_described_delegation_token *tokens;
	int32_t tokens_count; /* -1: null */
	/* (v0+) */
	int32_t throttle_time_ms;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_delegation_token_response_described_delegation_token_renewer_init(struct kw_describe_delegation_token_response_described_delegation_token_renewer *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_delegation_token_response_described_delegation_token_init(struct kw_describe_delegation_token_response_described_delegation_token *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_describe_delegation_token_response_init(struct kw_describe_delegation_token_response *m);

/*
 * Decodes one DescribeDelegationTokenResponse body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..3), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_delegation_token_response_decode(struct kw_describe_delegation_token_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_delegation_token_response_encode(const struct kw_describe_delegation_token_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_describe_delegation_token_response_size(const struct kw_describe_delegation_token_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_describe_delegation_token_response_equal(const struct kw_describe_delegation_token_response *a, const struct kw_describe_delegation_token_response *b);

#endif
