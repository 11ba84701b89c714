/* generated from schemas/clients/ApiVersionsResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_API_VERSIONS_RESPONSE_H
#define KWIRE_MSG_API_VERSIONS_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * ApiVersionsResponse: response (api key 18), valid versions 0-4, flexible
 * versions 3+.
 */
#define KW_API_VERSIONS_RESPONSE_MIN_VERSION 0
#define KW_API_VERSIONS_RESPONSE_MAX_VERSION 4

/* ApiVersionsResponse.ApiVersion (nested struct) */
struct kw_api_versions_response_api_version {
	/* The API this entry is about. (v0+) */
	int16_t api_key;
	/* Lowest accepted version of the API (inclusive). (v0+) */
	int16_t min_version;
	/* Highest accepted version of the API (inclusive). (v0+) */
	int16_t max_version;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ApiVersionsResponse.SupportedFeatureKey (nested struct) */
struct kw_api_versions_response_supported_feature_key {
	/* Feature name. (v3+) */
	struct kw_str name;
	/* Lowest version of the feature this server can run. (v3+) */
	int16_t min_version;
	/* Highest version of the feature this server can run. (v3+) */
	int16_t max_version;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ApiVersionsResponse.FinalizedFeatureKey (nested struct) */
struct kw_api_versions_response_finalized_feature_key {
	/* Feature name. (v3+) */
	struct kw_str name;
	/*
	 * Highest finalized level of the feature in the cluster. (v3+)
	 */
	int16_t max_version_level;
	/*
	 * Lowest finalized level of the feature in the cluster. (v3+)
	 */
	int16_t min_version_level;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ApiVersionsResponse, the message body. */
struct kw_api_versions_response {
	/*
	 * Zero on success, otherwise the error for the whole request.
	 * (v0+)
	 */
	int16_t error_code;
	/* One entry per API the server accepts. (v0+) */
	struct kw_api_versions_response_api_version *api_keys;
	int32_t api_keys_count; /* -1: null */
	/*
	 * Milliseconds the request was held back because of a quota; zero
	 * if no quota applied. (v1+)
	 */
	int32_t throttle_time_ms;
	/*
	 * Features this server can run, each with a version range. Before
	 * v4, features whose minimum is 0 are left out. (v3+, tag 0)
	 */
	struct kw_api_versions_response_supported_feature_key *supported_features;
	int32_t supported_features_count; /* -1: null */
	/*
	 * Epoch of the finalized-feature information; it grows with each
	 * change, and -1 means unknown. (v3+, tag 1)
	 */
	int64_t finalized_features_epoch;
	/*
	 * Feature levels finalized for the whole cluster; meaningful only
	 * when FinalizedFeaturesEpoch is not negative. (v3+, tag 2)
	 */
	struct kw_api_versions_response_finalized_feature_key *finalized_features;
	int32_t finalized_features_count; /* -1: null */
	/*
	 * Set by a KRaft controller whose configuration allows a ZooKeeper
	 * migration. (v3+, tag 3)
	 */
	bool zk_migration_ready;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_api_versions_response_api_version_init(struct kw_api_versions_response_api_version *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_api_versions_response_supported_feature_key_init(struct kw_api_versions_response_supported_feature_key *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_api_versions_response_finalized_feature_key_init(struct kw_api_versions_response_finalized_feature_key *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_api_versions_response_init(struct kw_api_versions_response *m);

/*
 * Decodes one ApiVersionsResponse body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..4), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_api_versions_response_decode(struct kw_api_versions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_api_versions_response_encode(const struct kw_api_versions_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_api_versions_response_size(const struct kw_api_versions_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_api_versions_response_equal(const struct kw_api_versions_response *a, const struct kw_api_versions_response *b);

#endif
