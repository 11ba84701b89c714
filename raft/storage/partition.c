/* SPDX-License-Identifier: Apache-2.0 */
/*
 * partition.c — the log and its snapshots kept consistent (the rules are
 * in partition.h): start-up, advancing the log start, installing a fetched
 * snapshot. The retention rules are in retention.c.
 */
#include "storage/partition.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void note(struct kr_partition *p, struct kr_snapshot_id id, const char *why)
{
	p->snaps.n_dropped_total++;
	if (p->snaps.n_dropped == KR_SNAPSHOTS_MAX)
		return;
	struct kr_snapshot_dropped *d = &p->snaps.dropped[p->snaps.n_dropped++];
	kr_snapshot_file_name(id, KR_SNAPSHOT_SUFFIX, d->file, sizeof d->file);
	snprintf(d->reason, sizeof d->reason, "%s", why);
}

/* Deletes the snapshots held that end before offset, oldest first. */
static int drop_before(struct kr_partition *p, int64_t offset, bool read_only,
		       const char *why, struct kw_error *err)
{
	while (p->snaps.n > 0 && p->snaps.s[0].id.end_offset < offset) {
		struct kr_snapshot_id id = p->snaps.s[0].id;
		if (!read_only) {
			int rc = kr_snapshot_delete(p->dir, p->io, id, err);
			if (rc < 0)
				return rc;
		}
		if (why != NULL)
			note(p, id, why);
		memmove(&p->snaps.s[0], &p->snaps.s[1],
			(p->snaps.n - 1) * sizeof p->snaps.s[0]);
		p->snaps.n--;
	}
	return 0;
}

/* The newest snapshot agrees with the log: it ends within the log and the
 * log's epoch at its last offset is its epoch (or the log starts at it). */
static bool consistent(const struct kr_log *log, const struct kr_snapshot_info *s)
{
	int64_t end = s->id.end_offset;
	if (end > kr_log_end_offset(log))
		return false;
	if (end == kr_log_start_offset(log))
		return true;
	return end > kr_log_start_offset(log) &&
	       kr_log_epoch_at(log, end - 1) == s->id.epoch;
}

int kr_partition_open(struct kr_partition **out, const char *dir,
		      const struct kr_log_options *opts, struct kr_partition_report *rep,
		      struct kw_error *err)
{
	struct kw_error local;
	if (err == NULL) {
		kw_error_clear(&local);
		err = &local;
	}
	*out = NULL;
	struct kr_partition_report r;
	memset(&r, 0, sizeof r);
	struct kr_log_options o = {0};
	if (opts != NULL)
		o = *opts;
	bool ro = o.flags & KR_LOG_READ_ONLY;
	struct kr_partition *p = calloc(1, sizeof *p);
	if (p == NULL || (p->dir = strdup(dir)) == NULL) {
		free(p);
		return kw_error_set(err, KW_ERR_NOMEM, 0, "opening %s", dir);
	}
	p->io = o.io ? o.io : kr_io_posix();
	/* 1. the snapshots */
	int rc = kr_snapshot_list(dir, p->io, ro, &p->snaps, err);
	/* 2. the log, checksummed from the newest snapshot on */
	const struct kr_snapshot_info *latest = kr_snapshot_list_latest(&p->snaps);
	o.verify_from = latest ? latest->id.end_offset : 0;
	if (rc == 0)
		rc = kr_log_open(&p->log, dir, &o, &r.log, err);
	/* 3. agreement */
	if (rc == 0 && latest != NULL && !consistent(p->log, latest)) {
		r.reset_to_snapshot = true;
		if (!ro)
			rc = kr_log_reset(p->log, latest->id.end_offset, err);
		if (rc == 0)
			rc = drop_before(p, latest->id.end_offset, ro,
					 "older than the snapshot the log was reset to",
					 err);
	} else if (rc == 0) {
		int64_t start = kr_log_start_offset(p->log);
		rc = drop_before(
			p, start, ro,
			"ends before the log start (the log does not continue it)", err);
		if (rc == 0 && p->snaps.n == 0 && start > 0)
			rc = kw_error_set(
				err, KR_STORAGE_ERR_NO_SNAPSHOT, 0,
				"%s: the log starts at offset %" PRId64
				" and no valid snapshot covers the offsets before it; "
				"empty the directory for the replica to fetch "
				"everything from the leader again",
				dir, start);
		/* the snapshot at the start is gone (damaged): the oldest one
		 * left covers more, the start moves to it */
		if (rc == 0 && start > 0 && p->snaps.s[0].id.end_offset != start && !ro)
			rc = kr_log_advance_start(p->log, p->snaps.s[0].id.end_offset,
						  err);
	}
	if (rc < 0) {
		kr_partition_close(p);
		return rc;
	}
	r.start_offset = kr_log_start_offset(p->log);
	if (ro && r.reset_to_snapshot)
		r.start_offset = latest->id.end_offset;
	else if (ro && r.start_offset > 0 && p->snaps.n > 0)
		r.start_offset = p->snaps.s[0].id.end_offset;
	if (rep != NULL)
		*rep = r;
	*out = p;
	return 0;
}

int kr_partition_close(struct kr_partition *p)
{
	if (p == NULL)
		return 0;
	int rc = kr_log_close(p->log);
	free(p->dir);
	free(p);
	return rc;
}

const struct kr_snapshot_info *kr_partition_latest(const struct kr_partition *p)
{
	return kr_snapshot_list_latest(&p->snaps);
}

int kr_partition_add_snapshot(struct kr_partition *p, const struct kr_snapshot_info *info)
{
	if (info->id.end_offset < kr_log_start_offset(p->log) ||
	    info->id.end_offset > kr_log_end_offset(p->log))
		return KW_ERR_INVALID_ARGUMENT;
	return kr_snapshot_list_add(&p->snaps, info);
}

int kr_partition_advance_start(struct kr_partition *p, int64_t offset,
			       struct kw_error *err)
{
	bool held = false;
	for (size_t i = 0; i < p->snaps.n; i++)
		held |= p->snaps.s[i].id.end_offset == offset;
	if (!held)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "%s: no snapshot held ends at offset %" PRId64
				    " (the log start may only move to one)",
				    p->dir, offset);
	int rc = kr_log_advance_start(p->log, offset, err);
	if (rc == 0)
		rc = drop_before(p, offset, false, NULL, err);
	return rc;
}

int kr_partition_install(struct kr_partition *p, struct kr_snapshot_writer *w,
			 struct kr_snapshot_info *info, struct kw_error *err)
{
	struct kr_snapshot_info got;
	int rc = kr_snapshot_writer_freeze(w, &got, err);
	if (rc < 0)
		return rc;
	/* the snapshot is durable: the log restarts at it, then every other
	 * snapshot up to it goes (a crash in between: the next open resets
	 * the log again and drops them) */
	rc = kr_log_reset(p->log, got.id.end_offset, err);
	while (rc == 0 && p->snaps.n > 0 &&
	       p->snaps.s[0].id.end_offset <= got.id.end_offset) {
		rc = kr_snapshot_delete(p->dir, p->io, p->snaps.s[0].id, err);
		memmove(&p->snaps.s[0], &p->snaps.s[1],
			(p->snaps.n - 1) * sizeof p->snaps.s[0]);
		p->snaps.n--;
	}
	if (rc == 0)
		rc = kr_snapshot_list_add(&p->snaps, &got);
	if (rc == 0 && info != NULL)
		*info = got;
	return rc;
}
