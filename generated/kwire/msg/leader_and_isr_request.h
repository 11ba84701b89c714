/* generated from schemas/clients/LeaderAndIsrRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_LEADER_AND_ISR_REQUEST_H
#define KWIRE_MSG_LEADER_AND_ISR_REQUEST_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * LeaderAndIsrRequest: request (api key 4), valid versions 0-7, flexible
 * versions 4+.
 */
#define KW_LEADER_AND_ISR_REQUEST_MIN_VERSION 0
#define KW_LEADER_AND_ISR_REQUEST_MAX_VERSION 7

/* LeaderAndIsrRequest.LeaderAndIsrLiveLeader (nested struct) */
struct kw_leader_and_isr_request_leader_and_isr_live_leader {
	/* (v0+) */
	int32_t broker_id;
	/* (v0+) */
	struct kw_str host_name;
	/* (v0+) */
	int32_t port;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* LeaderAndIsrRequest.LeaderAndIsrPartitionState (common struct) */
struct kw_leader_and_isr_request_leader_and_isr_partition_state {
	/* (v0-1) */
	struct kw_str topic_name;
	/* (v0+) */
	int32_t partition_index;
	/* (v0+) */
	int32_t controller_epoch;
	/* (v0+) */
	int32_t leader;
	/* (v0+) */
	int32_t leader_epoch;
	/* (v0+) */
	int32_t *isr;
	int32_t isr_count; /* -1: null */
	/* (v0+) */
	int32_t partition_epoch;
	/* (v0+) */
	int32_t *replicas;
	int32_t replicas_count; /* -1: null */
	/* (v3+) */
	int32_t *adding_replicas;
	int32_t adding_replicas_count; /* -1: null */
	/* (v3+) */
	int32_t *removing_replicas;
	int32_t removing_replicas_count; /* -1: null */
	/* (v1+) */
	bool is_new;
	/* (v6+) */
	int8_t leader_recovery_state;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* LeaderAndIsrRequest.LeaderAndIsrTopicState (nested struct) */
struct kw_leader_and_isr_request_leader_and_isr_topic_state {
	/* (v2+) */
	struct kw_str topic_name;
	/* (v5+) */
	struct kw_uuid topic_id;
	/* (v2+) */
	struct kw_leader_and_isr_request_leader_and_isr_partition_state *partition_states;
	int32_t partition_states_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* LeaderAndIsrRequest, the message body. */
struct kw_leader_and_isr_request {
	/* (v0+) */
	int32_t controller_id;
	/* (v7+) */
	bool is_k_raft_controller;
	/* (v0+) */
	int32_t controller_epoch;
	/* (v2+) */
	int64_t broker_epoch;
	/* (v5+) */
	int8_t type;
	/* (v0-1) */
	struct kw_leader_and_isr_request_leader_and_isr_partition_state *ungrouped_partition_states;
	int32_t ungrouped_partition_states_count; /* -1: null */
	/* (v2+) */
	struct kw_leader_and_isr_request_leader_and_isr_topic_state *topic_states;
	int32_t topic_states_count; /* -1: null */
	/* (v0+) */
	struct kw_leader_and_isr_request_leader_and_isr_live_leader *live_leaders;
	int32_t live_leaders_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_leader_and_isr_request_leader_and_isr_live_leader_init(struct kw_leader_and_isr_request_leader_and_isr_live_leader *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_leader_and_isr_request_leader_and_isr_partition_state_init(struct kw_leader_and_isr_request_leader_and_isr_partition_state *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_leader_and_isr_request_leader_and_isr_topic_state_init(struct kw_leader_and_isr_request_leader_and_isr_topic_state *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_leader_and_isr_request_init(struct kw_leader_and_isr_request *m);

/*
 * Decodes one LeaderAndIsrRequest body at version from r. m is overwritten
 * (fields absent at this version get their defaults). Arrays, nested
 * structs and unknown-tag lists come from arena a; strings, bytes and
 * records are views into r's buffer, valid while it lives. Returns 0, or a
 * negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..7), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_leader_and_isr_request_decode(struct kw_leader_and_isr_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_leader_and_isr_request_encode(const struct kw_leader_and_isr_request *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_leader_and_isr_request_size(const struct kw_leader_and_isr_request *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_leader_and_isr_request_equal(const struct kw_leader_and_isr_request *a, const struct kw_leader_and_isr_request *b);

#endif
