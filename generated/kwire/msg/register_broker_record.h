/* generated from schemas/metadata/RegisterBrokerRecord.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_REGISTER_BROKER_RECORD_H
#define KWIRE_MSG_REGISTER_BROKER_RECORD_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * RegisterBrokerRecord: metadata (api key 0), valid versions 0-3, flexible
 * versions 0+.
 */
#define KW_REGISTER_BROKER_RECORD_MIN_VERSION 0
#define KW_REGISTER_BROKER_RECORD_MAX_VERSION 3

/* RegisterBrokerRecord.BrokerEndpoint (nested struct) */
struct kw_register_broker_record_broker_endpoint {
	/* (v0+) */
	struct kw_str name;
	/* (v0+) */
	struct kw_str host;
	/* (v0+) */
	uint16_t port;
	/* (v0+) */
	int16_t security_protocol;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* RegisterBrokerRecord.BrokerFeature (nested struct) */
struct kw_register_broker_record_broker_feature {
	/* (v0+) */
	struct kw_str name;
	/* (v0+) */
	int16_t min_supported_version;
	/* (v0+) */
	int16_t max_supported_version;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* RegisterBrokerRecord, the message body. */
struct kw_register_broker_record {
	/* (v0+) */
	int32_t broker_id;
	/* (v2+) */
	bool is_migrating_zk_broker;
	/* (v0+) */
	struct kw_uuid incarnation_id;
	/* (v0+) */
	int64_t broker_epoch;
	/* (v0+) */
	struct kw_register_broker_record_broker_endpoint *end_points;
	int32_t end_points_count; /* -1: null */
	/* (v0+) */
	struct kw_register_broker_record_broker_feature *features;
	int32_t features_count; /* -1: null */
	/* (v0+, nullable v0+) */
	struct kw_str rack;
	/* (v0+) */
	bool fenced;
	/* (v1+) */
	bool in_controlled_shutdown;
	/* (v3+, tag 0) */
	struct kw_uuid *log_dirs;
	int32_t log_dirs_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_register_broker_record_broker_endpoint_init(struct kw_register_broker_record_broker_endpoint *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_register_broker_record_broker_feature_init(struct kw_register_broker_record_broker_feature *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_register_broker_record_init(struct kw_register_broker_record *m);

/*
 * Decodes one RegisterBrokerRecord body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..3), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_register_broker_record_decode(struct kw_register_broker_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_register_broker_record_encode(const struct kw_register_broker_record *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_register_broker_record_size(const struct kw_register_broker_record *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_register_broker_record_equal(const struct kw_register_broker_record *a, const struct kw_register_broker_record *b);

#endif
