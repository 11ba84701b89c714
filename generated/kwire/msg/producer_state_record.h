/* generated from schemas/kwire/ProducerStateRecord.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_PRODUCER_STATE_RECORD_H
#define KWIRE_MSG_PRODUCER_STATE_RECORD_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ProducerStateRecord: data, valid versions 0, flexible versions 0+. */
#define KW_PRODUCER_STATE_RECORD_MIN_VERSION 0
#define KW_PRODUCER_STATE_RECORD_MAX_VERSION 0

/* ProducerStateRecord.Batch (nested struct) */
struct kw_producer_state_record_batch {
	/* The batch's base sequence. (v0+) */
	int32_t first_sequence;
	/* Its last sequence. (v0+) */
	int32_t last_sequence;
	/* The offset of its first record. (v0+) */
	int64_t first_offset;
	/* The offset of its last record. (v0+) */
	int64_t last_offset;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ProducerStateRecord.Producer (nested struct) */
struct kw_producer_state_record_producer {
	/* The producer id. (v0+) */
	int64_t producer_id;
	/* Its epoch. (v0+) */
	int16_t producer_epoch;
	/* The max timestamp of its newest batch. (v0+) */
	int64_t last_timestamp;
	/* Its last batches, oldest first. (v0+) */
	struct kw_producer_state_record_batch *batches;
	int32_t batches_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* ProducerStateRecord, the message body. */
struct kw_producer_state_record {
	/*
	 * The next producer id no committed ProducerIds record holds.
	 * (v0+)
	 */
	int64_t next_producer_id;
	/* Producer ids and their last batches. (v0+) */
	struct kw_producer_state_record_producer *producers;
	int32_t producers_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_producer_state_record_batch_init(struct kw_producer_state_record_batch *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_producer_state_record_producer_init(struct kw_producer_state_record_producer *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_producer_state_record_init(struct kw_producer_state_record *m);

/*
 * Decodes one ProducerStateRecord body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..0), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_producer_state_record_decode(struct kw_producer_state_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_producer_state_record_encode(const struct kw_producer_state_record *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_producer_state_record_size(const struct kw_producer_state_record *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_producer_state_record_equal(const struct kw_producer_state_record *a, const struct kw_producer_state_record *b);

#endif
