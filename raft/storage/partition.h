/* SPDX-License-Identifier: Apache-2.0 */
/*
 * storage/partition.h — the partition directory as one thing: the log
 * (storage/log.h) and its snapshots (storage/snapshot.h), kept consistent
 * at start-up, when the log start advances, when a fetched snapshot is
 * installed, and by the retention rules of Kafka's KafkaMetadataLog.
 *
 * The invariants (checked by tests/storage/test_partition.c and the crash
 * tests, where a process is killed at every step):
 *   - the log start is 0, or the end offset of a snapshot held (every
 *     offset below the start is covered by a snapshot: nothing committed
 *     is ever deleted without a snapshot holding it, KAFKA-14238); as in
 *     Kafka, a new snapshot does not move the start by itself: the
 *     retention rules below do, to the next snapshot, when they drop one;
 *   - every snapshot held ends at or after the log start, and the newest
 *     one at or before the log end (a snapshot past the end, fetched by a
 *     follower, resets the log to start at it: Kafka's
 *     truncateToLatestSnapshot, also done at start-up after a crash in the
 *     middle of an install);
 *   - a .part file is never a snapshot.
 *
 * Start-up (kr_partition_open), in this order:
 *   1. list the snapshots (kr_snapshot_list: each checked whole; partial,
 *      deleted and corrupt files removed, each with a reason in the
 *      report, which the node logs);
 *   2. open the log (kr_log_open) with verify_from = the newest snapshot's
 *      end offset, so the log before it is framed but not checksummed
 *      (its records are in the snapshot);
 *   3. if the newest snapshot is not consistent with the log (it ends past
 *      the log end, or its epoch is not the log's epoch at its last
 *      offset), the log is reset to start at it and older snapshots go;
 *      else snapshots that end before the log start go (a cleaning a crash
 *      cut short), and when no snapshot ends at a log start past 0 (it was
 *      damaged) the start advances to the oldest snapshot left. A log that
 *      starts past 0 with no snapshot left is refused
 *      (KR_STORAGE_ERR_NO_SNAPSHOT): its first records are lost.
 * The application then loads the newest snapshot (kr_snapshot_reader) and
 * applies only the log from its end offset on.
 *
 * Threads: as the log's owner thread (log.h "Threads"); a snapshot writer
 * may run on another thread, and its result is handed over with
 * kr_partition_add_snapshot on the owner thread.
 */
#ifndef KR_STORAGE_PARTITION_H
#define KR_STORAGE_PARTITION_H

#include <stdbool.h>
#include <stdint.h>

#include "storage/log.h"
#include "storage/snapshot.h"

struct kr_partition {
	struct kr_log *log;
	struct kr_snapshot_list snaps; /* held, oldest first (.dropped: what
					  the start-up removed) */
	char *dir;
	struct kr_io *io;
};

/* What start-up found and did. */
struct kr_partition_report {
	struct kr_log_recovery log; /* the log's recovery */
	bool reset_to_snapshot;	    /* step 3: the log now starts at the
				       newest snapshot */
	int64_t start_offset;	    /* the log start after start-up */
};

/*
 * Opens the partition in directory dir (created when missing, as
 * kr_log_open does) with the log options opts (may be NULL; verify_from
 * is set here). On success *out is the partition; close it with
 * kr_partition_close. rep (may be NULL) receives what start-up found;
 * (*out)->snaps.dropped lists the snapshot files removed and why.
 * KR_LOG_READ_ONLY opens read-only: snapshots are listed without removing
 * anything and step 3 changes nothing (rep says what a writable open
 * would do). Errors: those of kr_snapshot_list and kr_log_open,
 * KR_STORAGE_ERR_NO_SNAPSHOT, and those of kr_log_reset and
 * kr_log_advance_start.
 */
int kr_partition_open(struct kr_partition **out, const char *dir,
		      const struct kr_log_options *opts, struct kr_partition_report *rep,
		      struct kw_error *err);

/* Closes the log (kr_log_close's result) and frees p. */
int kr_partition_close(struct kr_partition *p);

/* The newest snapshot held, or NULL. */
const struct kr_snapshot_info *kr_partition_latest(const struct kr_partition *p);

/*
 * Records a snapshot frozen in the directory (kr_snapshot_writer_freeze's
 * info). Errors: KW_ERR_INVALID_ARGUMENT (it ends before the log start,
 * past the log end, or the list is full: clean first).
 */
int kr_partition_add_snapshot(struct kr_partition *p,
			      const struct kr_snapshot_info *info);

/*
 * Advances the log start to offset, the end offset of a snapshot held
 * (Kafka's deleteBeforeSnapshot): kr_log_advance_start, then the
 * snapshots that end before offset are deleted, oldest first. A crash in
 * between is finished by the next open. Errors: KW_ERR_INVALID_ARGUMENT
 * (no snapshot held ends at offset), kr_log_advance_start's,
 * kr_snapshot_delete's.
 */
int kr_partition_advance_start(struct kr_partition *p, int64_t offset,
			       struct kw_error *err);

/*
 * Installs a snapshot fetched from the leader (KIP-630: the follower
 * "truncates its log" to the snapshot): freezes w (a writer from
 * kr_snapshot_writer_open_fetched, freed in every case: its file is
 * checked whole first), resets the log to start at its end offset
 * (kr_log_reset) and deletes every older snapshot. *info (may be NULL)
 * receives the installed snapshot. Errors: the freeze's (the checks, I/O:
 * nothing changed), kr_log_reset's and kr_snapshot_delete's (finished by
 * the next open).
 */
int kr_partition_install(struct kr_partition *p, struct kr_snapshot_writer *w,
			 struct kr_snapshot_info *info, struct kw_error *err);

/* ---- retention (KafkaMetadataLog.maybeClean) ------------------------- */

struct kr_retention {
	int64_t max_bytes; /* metadata.max.retention.bytes: 100 MiB; -1 none */
	int64_t max_ms;	   /* metadata.max.retention.ms: 7 days; -1 none */
	/* kwire's: at most this many snapshots are kept (the newest; 2) */
	int32_t max_snapshots;
};

/* Kafka's defaults (and at most two snapshots). */
void kr_retention_init(struct kr_retention *r);

/*
 * The log start the rules allow, or -1 when nothing is to be cleaned (the
 * caller then advances to it: through the Raft core, KR_EVENT_LOG_START,
 * whose log op KR_LOG_ADVANCE_START calls kr_partition_advance_start).
 * Kafka's rules, for each snapshot s_i from the oldest, with s_{i+1} the
 * next one: when the log's bytes plus the snapshots' bytes exceed
 * max_bytes, or s_i's SnapshotHeader timestamp is older than now_ms -
 * max_ms, the log may start at s_{i+1} (s_i and the log before s_{i+1}
 * go); the first s_i that breaks neither rule stops it. The newest
 * snapshot is never passed (KAFKA-14238: retention never deletes the log
 * past the latest snapshot), so nothing is cleaned with fewer than two.
 * Beyond those, only the newest max_snapshots are kept. now_ms is the
 * wall clock (record timestamps are).
 */
int64_t kr_partition_clean_plan(const struct kr_partition *p,
				const struct kr_retention *r, int64_t now_ms);

#endif
