/* generated from schemas/clients/AlterClientQuotasRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_ALTER_CLIENT_QUOTAS_REQUEST_H
#define KWIRE_MSG_ALTER_CLIENT_QUOTAS_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * AlterClientQuotasRequest: request (api key 49), valid versions 0-1,
 * flexible versions 1+.
 */
#define KW_ALTER_CLIENT_QUOTAS_REQUEST_MIN_VERSION 0
#define KW_ALTER_CLIENT_QUOTAS_REQUEST_MAX_VERSION 1

/* AlterClientQuotasRequest.EntityData (nested struct) */
struct kw_alter_client_quotas_request_entity_data {
	/* (v0+) */
	struct kw_str entity_type;
	/* (v0+, nullable v0+) */
	struct kw_str entity_name;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* AlterClientQuotasRequest.OpData (nested struct) */
struct kw_alter_client_quotas_request_op_data {
	/* (v0+) */
	struct kw_str key;
	/* (v0+) */
	double value;
	/* (v0+) */
	bool remove;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* AlterClientQuotasRequest.EntryData (nested struct) */
struct kw_alter_client_quotas_request_entry_data {
	/* (v0+) */
	struct kw_alter_client_quotas_request_entity_data *entity;
	int32_t entity_count; /* -1: null */
	/* (v0+) */
	struct kw_alter_client_quotas_request_op_data *ops;
	int32_t ops_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* AlterClientQuotasRequest, the message body. */
struct kw_alter_client_quotas_request {
	/* (v0+) */
	struct kw_alter_client_quotas_request_entry_data *entries;
	int32_t entries_count; /* -1: null */
	/* (v0+) */
	bool validate_only;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_client_quotas_request_entity_data_init(struct kw_alter_client_quotas_request_entity_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_client_quotas_request_op_data_init(struct kw_alter_client_quotas_request_op_data *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_client_quotas_request_entry_data_init(struct kw_alter_client_quotas_request_entry_data *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_client_quotas_request_init(struct kw_alter_client_quotas_request *m);

/*
 * Decodes one AlterClientQuotasRequest body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..1), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_alter_client_quotas_request_decode(struct kw_alter_client_quotas_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_alter_client_quotas_request_encode(const struct kw_alter_client_quotas_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_alter_client_quotas_request_size(const struct kw_alter_client_quotas_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_alter_client_quotas_request_equal(const struct kw_alter_client_quotas_request *a, const struct kw_alter_client_quotas_request *b);

#endif
