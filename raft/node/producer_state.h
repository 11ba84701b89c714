/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/producer_state.h — the idempotent producers of the log (KIP-98
 * idempotence, not transactions), kept as Kafka's ProducerStateManager
 * keeps them: for every producer id its epoch and the sequence ranges and
 * offsets of its last KR_PRODUCER_BATCHES batches, built from the batch
 * headers of the log in offset order.
 *
 * The rules, Kafka's (UnifiedLog.analyzeAndValidateProducerState and
 * ProducerAppendInfo), checked by kr_producer_state_check before a batch
 * is appended:
 *   - a batch of the producer's epoch whose sequence range is one of its
 *     last KR_PRODUCER_BATCHES batches is a duplicate (a retry of a batch
 *     written before): it is not written again, and the answer is the
 *     original's offsets;
 *   - an epoch below the producer's is INVALID_PRODUCER_EPOCH (a fenced,
 *     older instance of the producer);
 *   - a higher epoch (the producer bumped it) must start at sequence 0;
 *   - the same epoch must continue where the last batch ended (sequence
 *     last + 1, or 0 after INT32_MAX); else OUT_OF_ORDER_SEQUENCE_NUMBER;
 *   - a producer id the state does not hold takes any sequence (Kafka: its
 *     state may have gone with retention or expiry).
 *
 * Memory is bounded: at most `max_producers` ids are kept; one more
 * evicts the quarter written longest ago (by their batches' timestamps,
 * so every replica applying the same log evicts the same ids), and
 * kr_producer_state_expire drops the ids that wrote nothing for
 * producer.id.expiration.ms.
 *
 * Threading: one thread at a time.
 */
#ifndef KR_NODE_PRODUCER_STATE_H
#define KR_NODE_PRODUCER_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Kafka's ProducerStateEntry.NUM_BATCHES_TO_RETAIN (and the producer's
 * max.in.flight.requests.per.connection bound for idempotence). */
#define KR_PRODUCER_BATCHES 5

/* One batch of a producer: its sequences and offsets (inclusive). */
struct kr_producer_batch {
	int32_t first_seq, last_seq;
	int64_t first_offset, last_offset;
};

struct kr_producer_entry {
	int64_t id;
	int16_t epoch;
	int64_t last_timestamp; /* max timestamp of its newest batch */
	int32_t n;		/* batches held, oldest first */
	struct kr_producer_batch b[KR_PRODUCER_BATCHES];
};

enum kr_producer_verdict {
	KR_PRODUCER_OK = 0,
	KR_PRODUCER_DUPLICATE,	  /* *dup: the original batch */
	KR_PRODUCER_OUT_OF_ORDER, /* OUT_OF_ORDER_SEQUENCE_NUMBER */
	KR_PRODUCER_OLD_EPOCH,	  /* INVALID_PRODUCER_EPOCH */
};

/* A batch's producer fields, as the header carries them. */
struct kr_producer_append {
	int64_t id;
	int16_t epoch;
	int32_t first_seq;
	int32_t count; /* records in the batch (>= 1) */
	int64_t first_offset;
	int64_t max_timestamp;
};

struct kr_producer_state;

/* max_producers >= 4. NULL: out of memory. */
struct kr_producer_state *kr_producer_state_new(size_t max_producers);
void kr_producer_state_free(struct kr_producer_state *st);
void kr_producer_state_clear(struct kr_producer_state *st);
/* Makes dst hold exactly what src holds. Returns 0 or -1 (out of memory:
 * dst is then empty). */
int kr_producer_state_copy(struct kr_producer_state *dst,
			   const struct kr_producer_state *src);

/* The last sequence of a batch of count records from first_seq (Kafka's
 * DefaultRecordBatch.incrementSequence: wraps past INT32_MAX to 0). */
int32_t kr_producer_last_seq(int32_t first_seq, int32_t count);

/* What appending a (the offsets unused) would be: KR_PRODUCER_OK, or why
 * not. For a duplicate *dup receives the original batch. */
enum kr_producer_verdict kr_producer_state_check(const struct kr_producer_state *st,
						 const struct kr_producer_append *a,
						 struct kr_producer_batch *dup);
/* Records a batch of the log (offsets ascending; the log's batches are
 * applied whatever their sequences, as Kafka loads a log). Returns 0 or
 * -1 (out of memory: the batch is not recorded). */
int kr_producer_state_apply(struct kr_producer_state *st,
			    const struct kr_producer_append *a);

/* Puts e (id >= 0, 0..KR_PRODUCER_BATCHES batches) in the table, in
 * place of what it held for that id (a snapshot being loaded). Returns 0
 * or -1 (out of memory). */
int kr_producer_state_put(struct kr_producer_state *st, const struct kr_producer_entry *e);

/* Drops the producers whose last batch is older than now_ms - max_age_ms.
 * Returns how many. */
size_t kr_producer_state_expire(struct kr_producer_state *st, int64_t now_ms,
				int64_t max_age_ms);

const struct kr_producer_entry *kr_producer_state_get(const struct kr_producer_state *st,
						      int64_t id);
size_t kr_producer_state_count(const struct kr_producer_state *st);
/* The held producers, in no particular order: calls fn with each; stops
 * at a non-zero return and returns it. */
int kr_producer_state_each(const struct kr_producer_state *st,
			   int (*fn)(void *ctx, const struct kr_producer_entry *e),
			   void *ctx);

#endif
