/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/driver.h — the driver: owns the Raft core (core/kraft.h), the log
 * (storage/log.h) and the disk threads (node/persist.h), feeds the core
 * its events and carries out every update in the core's order: log writes
 * and truncations, the flush, the quorum-state write, the messages, the
 * committed batches, the leader, the high watermark, the finished
 * AlterQuorums and the refusals. Messages and everything the application
 * hears go up through the callbacks it is given.
 *
 * Boot (kr_driver_open): the partition (storage/partition.h: the log and
 * its snapshots) is opened and recovered (a torn tail is cut and a bad
 * snapshot removed, each reported through the log callback; corruption
 * before the tail refuses to start, with the repair command named), the
 * newest snapshot is handed to cb.snapshot_load, the quorum-state file is
 * read, the log's epochs are scanned, the core is made and started.
 *
 * Snapshots (core/kraft.h "Snapshots"): the driver carries out the core's
 * snapshot log ops (advancing the log start, a snapshot fetched from the
 * leader: begin, write, abort, install), serves the core's snapshot reads
 * (FetchSnapshot), tells the application to load a snapshot
 * (cb.snapshot_load: at boot and after an install) and when one is wanted
 * (cb.snapshot_wanted); the application writes it into the partition's
 * directory and hands it back with kr_driver_snapshot_written. The log is
 * cleaned (retention, storage/partition.h) after each snapshot and every
 * clean_interval_ms.
 *
 * Committed batches go to cb.committed from the application's applied
 * offset on (kr_driver_config.applied_offset), at most
 * max_commit_bytes_per_step of them per step, so a node restarting on a
 * large log never holds more than that of it at once (the core reads the
 * log through one reused buffer: kr_log_read_fn's view lives until the
 * next call).
 *
 * A failure of the node's own state (a log write, a flush, a quorum-state
 * write, the core stopping) makes the driver fatal: it logs the reason at
 * error level, calls cb.fatal once and refuses every later step
 * (KR_ERR_STOPPED). Nothing a peer sends is fatal (the core's contract).
 *
 * The callbacks run while an update is carried out: they must not step the
 * driver again (kr_driver_step and kr_driver_append then return
 * KR_ERR_INVALID_ARGUMENT); kr_driver_receive_later is for that.
 *
 * Threading: the loop's thread only.
 */
#ifndef KR_NODE_DRIVER_H
#define KR_NODE_DRIVER_H

#include <stdbool.h>
#include <stdint.h>

#include "core/kraft.h"
#include "node/loop.h"
#include "node/metrics.h"
#include "kwire/raft.h"
#include "storage/log.h"
#include "storage/partition.h"

struct kr_driver_config {
	struct kr_config core;	/* ids, timers, cluster and directory ids;
				   log_read and seed are the driver's */
	const char *dir;	/* the partition directory */
	bool fsync;		/* false: never fdatasync (tests only) */
	int32_t qs_delay_ms;	/* test-only (node/persist.h) */
	int64_t applied_offset; /* first committed offset the application
				   wants; -1: none of what is already in
				   the log (only what commits later) */
	uint64_t seed;		/* election jitter */
	/* metadata.log.segment.bytes and its floor (0: storage's defaults) */
	uint32_t segment_bytes, segment_min_bytes;
	struct kr_retention retention; /* metadata.max.retention.* */
	int32_t clean_interval_ms;     /* 0: 60 s (Kafka's) */
	struct kr_metrics *metrics;    /* what the driver measures; optional */
};

/* The state, epoch or leader changed (the driver's state callback). */
struct kr_driver_state {
	enum kr_state state;
	int32_t epoch, leader, voted;
	const char *reason; /* why, for the log: "fetch timeout (no Fetch
			       answer from leader 2 for 2000 ms)" */
};

struct kr_driver_callbacks {
	void *ctx;
	/* A message the core wants sent (a request to a peer, or the response
	 * to a request it was given, matched by request_id). */
	void (*send)(void *ctx, const struct kr_msg *m);
	/* Committed record batches, in offset order, each once. */
	void (*committed)(void *ctx, const struct kr_batch *b, size_t n);
	/* The leader and epoch changed (as the core reports them). */
	void (*leader)(void *ctx, struct kr_leader_and_epoch le);
	/* The high watermark rose to hw. */
	void (*high_watermark)(void *ctx, int64_t hw);
	/* AlterQuorum and KIP-853 requests that finished. */
	void (*alter_done)(void *ctx, const struct kr_alter_done *d, size_t n);
	/* The voter set in force changed (the log's, with the endpoints its
	 * VotersRecords carry); called before the messages of the same
	 * update go out, so that a new voter can be reached. Optional. */
	void (*voters)(void *ctx, const struct kr_voter_assignment *in_force);
	/* The node's own state failed; the driver stops (reason logged). */
	void (*fatal)(void *ctx, const char *reason);
	/* A line for the log. */
	void (*log)(void *ctx, enum kr_log_level level, const char *line);
	/* The state, epoch or leader changed, and why (optional: without it
	 * the driver logs "epoch E, leader L, state S: reason" itself). */
	void (*state)(void *ctx, const struct kr_driver_state *st);
	/* Discard the application's state and load snapshot info (in the
	 * partition's directory, kr_driver_dir): at boot (the newest) and
	 * after a fetched snapshot is installed; committed batches continue
	 * from its end offset. Returns 0, or -1 with a reason in why (the
	 * driver then stops: the node's own state is bad). Optional. */
	int (*snapshot_load)(void *ctx, const struct kr_snapshot_info *info, char *why,
			     size_t why_len);
	/* The core wants a snapshot at id (every committed batch below
	 * id.end_offset was handed out, nothing after it): write one opening
	 * with header (valid during the call) and report it with
	 * kr_driver_snapshot_written, now or later; or skip it. Optional. */
	void (*snapshot_wanted)(void *ctx, struct kr_snapshot_id id, struct kw_bytes header);
};

struct kr_driver;

/* Opens the log, recovers it and starts the core (see Boot above).
 * Returns NULL with the reason in why. */
struct kr_driver *kr_driver_open(struct kr_loop *l, const struct kr_driver_config *cfg,
				 const struct kr_driver_callbacks *cb, char *why,
				 size_t why_len);
/* Sends the messages of the core's first update (held back by
 * kr_driver_open until the layers above are up: a follower's first Fetch
 * is not lost) and carries out what follows it. Any step does it first. */
void kr_driver_release(struct kr_driver *d);
/* Stops the disk threads, flushes the log (with fsync) and closes it.
 * Returns 0, or -1 when the final flush or a quorum-state write failed
 * (logged). *durable receives the offset the log is durable up to. */
int kr_driver_close(struct kr_driver *d, int64_t *durable);

/* Feeds one event (now_ms and wall_ms are filled in) and carries out its
 * update. Returns kr_step's code (KR_ERR_STOPPED once fatal). */
int kr_driver_step(struct kr_driver *d, struct kr_event *ev);
/* Appends records as one batch (the leader of epoch only), with their
 * producer when not NULL (a batch of its own, see kraft.h): *last
 * receives the last offset assigned (-1 when refused). Returns kr_step's
 * code. The records need only live during the call. */
int kr_driver_append(struct kr_driver *d, const struct kr_record *recs, size_t n,
		     int32_t epoch, const struct kr_producer *producer, int64_t *last);
/* Appends control records of the node's own (keys: version 0, a type of
 * KR_CONTROL_APP_MIN on) as a control batch of their own, like
 * kr_driver_append. */
int kr_driver_append_control(struct kr_driver *d, const struct kr_record *recs, size_t n,
			     int32_t epoch, int64_t *last);
/* Queues a message to be received once the update being carried out is
 * done (a sender that answers for a peer, e.g. Vote v2 it cannot send). */
void kr_driver_receive_later(struct kr_driver *d, const struct kr_msg *m);
/* Queues KR_EVENT_REQUEST_LOST for request request_id to peer `to`, fed
 * once the update being carried out is done (a request the transport
 * could not send: no connection to the peer now). */
void kr_driver_lost_later(struct kr_driver *d, int32_t to, uint32_t request_id);
/* Ticks the core when its deadline has passed. */
void kr_driver_tick(struct kr_driver *d);
int64_t kr_driver_next_deadline(const struct kr_driver *d);

/* A snapshot the application froze in kr_driver_dir (see cb.snapshot_wanted):
 * recorded in the partition and given to the core, then the log is cleaned.
 * Returns 0 or a negative error (the snapshot is then deleted, logged). */
int kr_driver_snapshot_written(struct kr_driver *d, const struct kr_snapshot_info *info);

const struct kr_core *kr_driver_core(const struct kr_driver *d);
struct kr_log *kr_driver_log(const struct kr_driver *d);
/* The partition (the log and its snapshots) and its directory. */
const struct kr_partition *kr_driver_partition(const struct kr_driver *d);
const char *kr_driver_dir(const struct kr_driver *d);
/* The high watermark as carried out (never above the log end; -1). */
/* When the core entered its current state and epoch (kr_loop_now_ms). */
int64_t kr_driver_state_since_ms(const struct kr_driver *d);
int64_t kr_driver_high_watermark(const struct kr_driver *d);
bool kr_driver_fatal(const struct kr_driver *d);

#endif
