/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/worker.h — CPU work off the loop thread: one thread that decodes
 * the records of Produce requests (decompression included), so that a
 * client sending compression bombs or huge batches never holds up the
 * Raft timers, the fetches of the followers or other clients. Jobs run in
 * the order given; each completion comes back on the loop thread through
 * an eventfd (the done callback).
 *
 * A job owns copies of its input and an arena for its output, so neither
 * side shares memory with the other while it runs.
 */
#ifndef KR_NODE_WORKER_H
#define KR_NODE_WORKER_H

#include <stddef.h>
#include <stdint.h>

#include "core/kraft.h"
#include "kwire/arena.h"
#include "node/loop.h"

struct kr_worker_job {
	/* input (the job's own) */
	uint8_t *records; /* the request's records (malloc'd) */
	size_t len;
	size_t max_output; /* bound on the decoded record bytes */
	int64_t wall_ms;   /* timestamp for records without one */
	void *owner;	   /* the submitter's */
	/* output */
	int16_t error; /* Kafka error code; 0: recs valid */
	struct kr_record *recs;
	size_t n;
	struct kw_arena arena; /* holds recs and the decompressed bytes */
	struct kr_worker_job *next;
};

struct kr_worker;

typedef void (*kr_worker_done_fn)(void *ctx, struct kr_worker_job *job);

/* Starts the thread. Returns NULL with a reason in why. */
struct kr_worker *kr_worker_new(struct kr_loop *l, kr_worker_done_fn done, void *ctx,
				char *why, size_t why_len);
/* Stops the thread; jobs not yet done are freed without a callback. */
void kr_worker_free(struct kr_worker *w);

/* A new job for len bytes of records (copied). NULL: out of memory. */
struct kr_worker_job *kr_worker_job_new(const uint8_t *records, size_t len,
					size_t max_output, int64_t wall_ms, void *owner);
void kr_worker_job_free(struct kr_worker_job *job);
/* Queues a job; done(ctx, job) gets it back on the loop thread (and then
 * owns it). */
void kr_worker_submit(struct kr_worker *w, struct kr_worker_job *job);

/*
 * Decodes the records of every batch in records (magic 2 only) into
 * *out (arena memory): key, value, headers and timestamp (records without
 * a create time, or in a log-append-time batch, get wall_ms), at most
 * max_output decoded bytes in all. Returns 0 or a Kafka error code:
 * CORRUPT_MESSAGE (a malformed batch or record, no records),
 * UNSUPPORTED_FOR_MESSAGE_FORMAT (an older magic), INVALID_RECORD (a
 * control or transactional batch), RECORD_LIST_TOO_LARGE (more than
 * max_output once decompressed). Any thread.
 */
int16_t kr_records_decode(const uint8_t *records, size_t len, size_t max_output,
			  int64_t wall_ms, struct kw_arena *a, struct kr_record **out,
			  size_t *count);
/* True when any batch in records is compressed (the header alone). */
bool kr_records_compressed(const uint8_t *records, size_t len);

#endif
