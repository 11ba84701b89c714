/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/log_tail.h — the newest batches of the log, kept in memory as they
 * are appended, so that the core's reads of what was just written (the
 * leader's Fetch answers to its followers and its committed batches, a
 * follower's committed batches) are served without reading the file back:
 * before it, each write of a lone client cost the leader three pread(2)s
 * and copies of the same bytes.
 *
 *      base                                      end (the log end offset)
 *      | batch | batch | batch | ...             |
 *      buf[0]                                    buf[len]
 *
 * It holds a suffix of the log exactly as appended (whole batches, in
 * offset order, contiguous) and at most `limit` bytes: when an append
 * would pass it, the oldest half is dropped. A truncation, or any change
 * of the log other than an append, empties it (kr_log_tail_reset); so does
 * an append that does not continue it. It never reads the log itself.
 */
#ifndef KR_NODE_LOG_TAIL_H
#define KR_NODE_LOG_TAIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <kwire/types.h>

struct kr_log_tail_batch {
	int64_t base;   /* its first offset */
	int32_t count;  /* its offsets */
	size_t pos;     /* where its bytes start in buf */
};

struct kr_log_tail {
	uint8_t *buf;
	size_t len, cap, limit;
	struct kr_log_tail_batch *b;
	size_t n, b_cap;
};

/* An empty tail keeping at most limit bytes (0: keeps nothing). */
void kr_log_tail_init(struct kr_log_tail *t, size_t limit);
void kr_log_tail_free(struct kr_log_tail *t);
void kr_log_tail_reset(struct kr_log_tail *t);

/*
 * Notes the batch of offsets [base, base + count) appended to the log, its
 * bytes data[0..len) (copied). A batch that does not continue the tail
 * starts it over; one larger than the limit, or out of memory, leaves it
 * empty (reads then go to the file: never an error).
 */
void kr_log_tail_append(struct kr_log_tail *t, int64_t base, int32_t count,
			const uint8_t *data, size_t len);

/*
 * Whole batches from the one containing offset on, at most max_bytes of
 * them but at least one (kr_log_read_fn's contract): true with *out a view
 * valid until the next append or reset, false when the tail does not hold
 * offset (then read the file).
 */
bool kr_log_tail_read(const struct kr_log_tail *t, int64_t offset, int32_t max_bytes,
		      struct kw_bytes *out);

#endif
