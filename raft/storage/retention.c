/* SPDX-License-Identifier: Apache-2.0 */
/*
 * retention.c — how far the log start may advance (partition.h
 * "retention"): Kafka's KafkaMetadataLog.maybeClean, whose two rules
 * (cleanSnapshotsRetentionSize, cleanSnapshotsRetentionMs) walk the
 * snapshots from the oldest in pairs and stop at the first one that breaks
 * neither, and kwire's bound on the number of snapshots kept.
 */
#include "storage/partition.h"

void kr_retention_init(struct kr_retention *r)
{
	r->max_bytes = 100 * 1024 * 1024;      /* metadata.max.retention.bytes */
	r->max_ms = 7 * 24 * 60 * 60 * 1000LL; /* metadata.max.retention.ms */
	r->max_snapshots = 2;
}

int64_t kr_partition_clean_plan(const struct kr_partition *p,
				const struct kr_retention *r, int64_t now_ms)
{
	const struct kr_snapshot_list *l = &p->snaps;
	int64_t start = kr_log_start_offset(p->log);
	/* t: the oldest snapshot that stays; the start moves to it only once
	 * a snapshot before it goes */
	size_t t = 0;
	while (t < l->n && l->s[t].id.end_offset < start)
		t++;
	bool moved = false;
	if (r->max_snapshots > 0 && l->n - t > (size_t)r->max_snapshots) {
		t = l->n - (size_t)r->max_snapshots;
		moved = true;
	}
	uint64_t snap_bytes = 0;
	for (size_t i = t; i < l->n; i++)
		snap_bytes += l->s[i].size;
	/* Kafka: "Keep deleting snapshots and segments as long as we exceed
	 * the retention size", and those older than the retention time; the
	 * pair (s_t, s_t+1) moves the start to s_t+1, so the newest snapshot
	 * is never passed and nothing goes while fewer than two are held */
	while (t + 1 < l->n) {
		const struct kr_snapshot_info *s = &l->s[t];
		uint64_t log_bytes =
			kr_log_size_from(p->log, moved ? s->id.end_offset : start);
		bool too_big = r->max_bytes >= 0 &&
			       log_bytes + snap_bytes > (uint64_t)r->max_bytes;
		bool too_old = r->max_ms >= 0 &&
			       now_ms - s->last_contained_timestamp > r->max_ms;
		if (!too_big && !too_old)
			break;
		snap_bytes -= s->size;
		t++;
		moved = true;
	}
	return moved && l->s[t].id.end_offset > start ? l->s[t].id.end_offset : -1;
}
