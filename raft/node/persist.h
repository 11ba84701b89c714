/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/persist.h — the node's two disk threads, so that no fsync runs on
 * the loop thread: the log flush (kr_log_flush: fdatasync of the active
 * segment) and the quorum-state write (temp file, fsync, rename,
 * directory fsync). Each runs on a thread of its own and reports its
 * completion through an eventfd watched by the loop, whose callback then
 * calls the completion callback on the loop thread.
 *
 * Flushes coalesce: a flush asked for while one runs is done once that one
 * finishes, and covers everything appended until it starts. Quorum-state
 * writes are ordered and coalesce too: a state handed over while another
 * is being written replaces any older one still waiting, and the
 * completion of sequence number N completes every number below it (the
 * Raft core's contract, core/kraft.h output 3).
 *
 * The first failure of either is final: it is reported once (with its
 * kw_error detail) and no later request is carried out.
 */
#ifndef KR_NODE_PERSIST_H
#define KR_NODE_PERSIST_H

#include <stdbool.h>
#include <stdint.h>

#include "kwire/error.h"
#include "node/loop.h"
#include "storage/log.h"
#include "storage/quorum_state.h"

struct kr_persist_callbacks {
	void *ctx;
	/* The log is durable below offset (rc 0), or the flush failed. */
	void (*flushed)(void *ctx, int rc, int64_t offset, const struct kw_error *err);
	/* Quorum state seq (and every one before it) is durable, or failed. */
	void (*qs_written)(void *ctx, int rc, uint64_t seq, const struct kw_error *err);
};

struct kr_persist;

/*
 * Starts both threads. dir is the partition directory holding the
 * quorum-state file; qs_delay_ms (test-only, 0 in production) holds every
 * quorum-state write back that long before it starts. Returns NULL with a
 * reason in why when a thread or eventfd cannot be made.
 */
struct kr_persist *kr_persist_new(struct kr_loop *l, struct kr_log *log, const char *dir,
				  int32_t qs_delay_ms,
				  const struct kr_persist_callbacks *cb, char *why,
				  size_t why_len);
/* Finishes a quorum-state write in flight or waiting, stops both threads
 * and frees p. Returns the first quorum-state failure (0 if none). */
int kr_persist_free(struct kr_persist *p, struct kw_error *err);

/* Asks for a log flush (coalesced, see above). */
void kr_persist_flush(struct kr_persist *p);
/* How long the flush last reported to cb.flushed took in the flush
 * thread (microseconds; for the metrics). Loop thread. */
int64_t kr_persist_last_flush_us(const struct kr_persist *p);
/* Hands the newest quorum state over to be written durably as seq. */
void kr_persist_write_qs(struct kr_persist *p, const struct kr_quorum_state_data *d,
			 uint64_t seq);

#endif
