/* SPDX-License-Identifier: Apache-2.0 */
/*
 * raft/core/snapshot.c — KIP-630 in the core: the snapshots the node
 * holds and the log start they allow, when the application is asked for
 * one and the header batch it opens with (the voter set in force at its
 * end offset), and where a Fetch below the log start goes instead (the
 * leader's side of Kafka's validateOffsetAndEpoch). The transfer itself
 * is snapshot_fetch.c's.
 *
 * KIP-630: "The state machine ... will generate a snapshot ... The
 * snapshot will include all of the records up to and including the
 * committed offset" (never past the high watermark: the core asks at the
 * end of what it handed out as committed), and "the leader will ... send
 * the SnapshotId of the latest snapshot in the FetchResponse" to a
 * replica whose fetch offset is below the log start.
 */
#include <string.h>

#include "core.h"
#include "kwire/arena.h"
#include "kwire/reader.h"
#include "kwire/records.h"
#include "kwire/writer.h"
#include "kwire/msg/k_raft_version_record.h"
#include "kwire/msg/snapshot_header_record.h"
#include "kwire/msg/voter_assignment_record.h"
#include "kwire/msg/voters_record.h"

/* ---------------------------------------------------------------- */
/* the snapshots held                                                 */
/* ---------------------------------------------------------------- */

static int id_cmp(struct kr_snapshot_id a, struct kr_snapshot_id b)
{
	if (a.end_offset != b.end_offset)
		return a.end_offset < b.end_offset ? -1 : 1;
	return a.epoch < b.epoch ? -1 : a.epoch > b.epoch;
}

const struct kr_snapshot_id *kr__snap_latest(const struct kr_core *c)
{
	return c->n_snaps ? &c->snaps[c->n_snaps - 1] : NULL;
}

const struct kr_snapshot_id *kr__snap_find(const struct kr_core *c,
					   struct kr_snapshot_id id)
{
	for (size_t i = 0; i < c->n_snaps; i++)
		if (id_cmp(c->snaps[i], id) == 0)
			return &c->snaps[i];
	return NULL;
}

int64_t kr__committed_floor(const struct kr_core *c)
{
	const struct kr_snapshot_id *l = kr__snap_latest(c);
	int64_t f = l ? l->end_offset : -1;
	return c->hw > f ? c->hw : f;
}

int32_t kr__snap_epoch_at(const struct kr_core *c, int64_t off)
{
	int32_t e = c->start_epoch;
	for (size_t i = 0; i < c->epochs.n; i++) {
		const struct kr_epoch_entry *x =
			&KR_AT(c->epochs, struct kr_epoch_entry, i);
		if (x->start_offset > off)
			break;
		e = x->epoch;
	}
	return e;
}

static bool valid_id(struct kr_snapshot_id id)
{
	return id.end_offset > 0 && id.epoch >= 0 && id.epoch <= KR_EPOCH_MAX;
}

int kr__snap_boot(struct kr_core *c, const struct kr_boot *b,
		  struct kr_snapshot_header *h)
{
	memset(h, 0, sizeof(*h));
	h->kraft_version = -1;
	if (b->n_snapshots > KR_MAX_SNAPSHOTS || (b->n_snapshots > 0 && !b->snapshots) ||
	    (b->n_snapshots > 0 && !c->cfg.snapshot_read) || b->log_start_offset < 0 ||
	    b->log_start_offset > b->log_end_offset ||
	    b->applied_offset < b->log_start_offset)
		return KR_ERR_INVALID_ARGUMENT;
	bool start_held = b->log_start_offset == 0;
	c->start_epoch = 0;
	for (size_t i = 0; i < b->n_snapshots; i++) {
		struct kr_snapshot_id id = b->snapshots[i];
		if (!valid_id(id) || id.end_offset > b->log_end_offset ||
		    id.end_offset < b->log_start_offset ||
		    (i > 0 && id_cmp(b->snapshots[i - 1], id) >= 0))
			return KR_ERR_INVALID_ARGUMENT;
		if (id.end_offset == b->log_start_offset) {
			start_held = true;
			c->start_epoch = id.epoch;
		}
		c->snaps[i] = id;
	}
	if (!start_held)
		return KR_ERR_INVALID_ARGUMENT;
	c->n_snaps = b->n_snapshots;
	c->log_start = b->log_start_offset;
	c->snap_bytes = 0;
	c->snap_since = c->now;
	c->snap_last_ts = -1;
	const struct kr_snapshot_id *l = kr__snap_latest(c);
	if (l && b->snapshot_header.ptr &&
	    kr_snapshot_header_parse(b->snapshot_header, *l, h) != 0)
		return KR_ERR_INVALID_ARGUMENT;
	return 0;
}

/* The batch that ends at off exists in the log (a snapshot is taken at a
 * batch boundary: Kafka's createNewSnapshot "is not batch aligned"). */
static bool batch_ends_at(struct kr_core *c, int64_t off)
{
	if (off == c->log_start)
		return true;
	struct kw_bytes v;
	if (kr__read(c, off - 1, 1, &v) != 0) {
		kr__stop_read(c, "checking a snapshot's end", off - 1);
		return false;
	}
	struct kr_batch b;
	return kr__batch_parse(v.ptr, (size_t)v.len, &b, false) > 0 &&
	       b.base_offset + b.count == off;
}

int kr__snap_written(struct kr_core *c, struct kr_snapshot_id id)
{
	if (!c->cfg.snapshot_read)
		return KR_ERR_INVALID_STATE;
	/* KIP-630: snapshots hold committed records only; this core handed
	 * out everything below next_commit as committed */
	if (!valid_id(id) || id.end_offset > c->next_commit ||
	    id.end_offset < c->log_start ||
	    id.epoch != kr__snap_epoch_at(c, id.end_offset - 1))
		return KR_ERR_INVALID_ARGUMENT;
	if (kr__snap_find(c, id))
		return 0;
	if (c->n_snaps == KR_MAX_SNAPSHOTS)
		return KR_ERR_INVALID_ARGUMENT;
	if (!batch_ends_at(c, id.end_offset))
		return c->fatal ? c->fatal : KR_ERR_INVALID_ARGUMENT;
	size_t i = c->n_snaps;
	while (i > 0 && id_cmp(c->snaps[i - 1], id) > 0) {
		c->snaps[i] = c->snaps[i - 1];
		i--;
	}
	c->snaps[i] = id;
	c->n_snaps++;
	return 0;
}

int kr__snap_log_start(struct kr_core *c, int64_t offset)
{
	if (offset <= c->log_start)
		return 0;
	size_t k = 0;
	while (k < c->n_snaps && c->snaps[k].end_offset != offset)
		k++;
	/* KAFKA-14238: the log never starts past a snapshot held */
	if (k == c->n_snaps || offset > c->next_commit)
		return KR_ERR_INVALID_ARGUMENT;
	int32_t epoch = c->snaps[k].epoch;
	if (c->cfg.faults & KR_FAULT_START_PAST_SNAPSHOT) {
		/* planted: the start goes to the log end, past the snapshot */
		offset = c->leo;
		epoch = kr__snap_epoch_at(c, offset - 1);
	}
	struct kr_log_op *op = kr__vec_push(&c->out_ops);
	if (!op) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return KR_ERR_NOMEM;
	}
	op->type = KR_LOG_ADVANCE_START;
	op->offset = offset;
	/* the snapshots before it go with the log (kr_partition_advance_start) */
	memmove(c->snaps, c->snaps + k, (c->n_snaps - k) * sizeof(c->snaps[0]));
	c->n_snaps -= k;
	c->start_epoch = epoch;
	kr__log_drop_before(c, offset);
	c->log_start = offset;
	return 0;
}

/* ---------------------------------------------------------------- */
/* the header batch                                                   */
/* ---------------------------------------------------------------- */

/* Room for the header batch's values: the SnapshotHeader and KRaftVersion
 * records, a VotersRecord of KR_MAX_VOTERS voters without endpoints and a
 * VoterAssignment of two sets. */
/* the header, kraft.version, two voter arrays and KR_MAX_VOTERS voters
 * with one endpoint each in the VotersRecord */
#define HEADER_VALUES_MAX \
	(2048 + KR_MAX_VOTERS * (KR_ENDPOINT_NAME_MAX + KR_ENDPOINT_HOST_MAX + 16))

static int encode_header_values(struct kr_core *c, const struct kr_voter_assignment *a,
				uint8_t *buf, size_t cap, size_t len[4])
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	kw_writer_init_fixed(&w, buf, cap, &err);
	struct kw_snapshot_header_record hr;
	kw_snapshot_header_record_init(&hr);
	hr.version = 0;
	hr.last_contained_log_timestamp = c->snap_last_ts;
	kw_snapshot_header_record_encode(&hr, 0, &w);
	len[0] = w.pos;
	/* KIP-853: kraft.version 1 (the voter set is in the log) */
	struct kw_k_raft_version_record kv;
	kw_k_raft_version_record_init(&kv);
	kv.version = 0;
	kv.k_raft_version = 1;
	kw_k_raft_version_record_encode(&kv, 0, &w);
	len[1] = w.pos - len[0];
	/* the voters with their directory ids and endpoints (those the
	 * log's VotersRecords gave, or the configuration's) */
	size_t at = w.pos;
	kr__voters_record_encode(a, &w);
	len[2] = w.pos - at;
	struct kw_voter_assignment_record_voter cs[KR_MAX_VOTERS], ts[KR_MAX_VOTERS];
	struct kw_voter_assignment_record va;
	kw_voter_assignment_record_init(&va);
	va.version = 0;
	for (int32_t i = 0; i < a->n_current; i++) {
		kw_voter_assignment_record_voter_init(&cs[i]);
		cs[i].voter_id = a->current[i];
	}
	va.current_voters = cs;
	va.current_voters_count = a->n_current;
	for (int32_t i = 0; i < a->n_target; i++) {
		kw_voter_assignment_record_voter_init(&ts[i]);
		ts[i].voter_id = a->target[i];
	}
	va.target_voters = a->n_target >= 0 ? ts : NULL;
	va.target_voters_count = a->n_target;
	at = w.pos;
	kw_voter_assignment_record_encode(&va, 0, &w);
	len[3] = w.pos - at;
	return err.code;
}

/* The voter set in force just before offset (the last record below it). */
static const struct kr_voter_assignment *voters_before(const struct kr_core *c,
						       int64_t off)
{
	const struct kr_voter_assignment *a = c->assignments.p;
	size_t i = c->assignments.n;
	while (i > 1 && a[i - 1].offset >= off)
		i--;
	return &a[i - 1];
}

/* Builds the header control batch of snapshot id into scratch memory. */
static struct kw_bytes header_batch(struct kr_core *c, struct kr_snapshot_id id)
{
	static const int16_t types[4] = {KW_CONTROL_SNAPSHOT_HEADER,
					 KW_CONTROL_KRAFT_VERSION, KW_CONTROL_VOTERS,
					 KR_CONTROL_VOTER_ASSIGNMENT};
	uint8_t values[HEADER_VALUES_MAX];
	size_t len[4];
	struct kw_bytes none = {NULL, 0};
	if (encode_header_values(c, voters_before(c, id.end_offset), values,
				 sizeof(values), len) != 0)
		return none;
	size_t max = KR_BATCH_HEADER + sizeof(values) + 4 * 64;
	uint8_t *out = kr__scratch(c, max);
	if (!out)
		return none;
	size_t pos = KR_BATCH_HEADER, v = 0;
	for (int i = 0; i < 4; i++) {
		uint8_t key[4] = {0, 0, (uint8_t)(types[i] >> 8), (uint8_t)types[i]};
		struct kw_bytes k = {key, 4}, val = {values + v, (int32_t)len[i]};
		pos += kr__record_encode(out + pos, i, 0, &k, &val, NULL, 0);
		v += len[i];
	}
	kr__batch_finish(out, pos - KR_BATCH_HEADER, 0, id.epoch, 4, c->wall, c->wall,
			 true, NULL);
	return (struct kw_bytes){out, (int32_t)pos};
}

int kr_snapshot_header_parse(struct kw_bytes header, struct kr_snapshot_id id,
			     struct kr_snapshot_header *out)
{
	memset(out, 0, sizeof(*out));
	out->kraft_version = -1;
	struct kr_batch b;
	if (header.len <= 0 ||
	    kr__batch_parse(header.ptr, (size_t)header.len, &b, true) !=
		    (size_t)header.len ||
	    !b.control)
		return KR_ERR_INVALID_ARGUMENT;
	struct kw_records_iter it;
	struct kw_record_batch batch;
	kw_records_iter_init(&it, header.ptr, (size_t)header.len, 0);
	struct kw_error err;
	kw_error_clear(&err);
	struct kw_record_iter ri;
	if (kw_records_iter_next(&it, &batch, NULL) != 1 ||
	    kw_record_batch_compression(&batch.header) != KW_COMPRESSION_NONE ||
	    kw_record_iter_init(&ri, &batch, &err) != 0)
		return KR_ERR_INVALID_ARGUMENT;
	struct kw_record rec;
	int rc, n = 0;
	while ((rc = kw_record_iter_next(&ri, &rec)) == 1) {
		struct kw_control_record cr;
		if (kw_control_record_parse(&rec, &cr, NULL) != 0 || cr.value.len < 0)
			return KR_ERR_INVALID_ARGUMENT;
		uint8_t space[256];
		struct kw_arena a;
		struct kw_reader r;
		kw_arena_init_fixed(&a, space, sizeof(space));
		kw_reader_init(&r, cr.value.ptr, (size_t)cr.value.len, &err);
		if (n++ == 0) {
			struct kw_snapshot_header_record h;
			if (cr.type != KW_CONTROL_SNAPSHOT_HEADER ||
			    kw_snapshot_header_record_decode(&h, 0, &r, &a) != 0 ||
			    kw_reader_remaining(&r) != 0)
				return KR_ERR_INVALID_ARGUMENT;
			out->last_contained_timestamp = h.last_contained_log_timestamp;
		} else if (cr.type == KW_CONTROL_KRAFT_VERSION) {
			struct kw_k_raft_version_record v;
			if (kw_k_raft_version_record_decode(&v, 0, &r, &a) != 0)
				return KR_ERR_INVALID_ARGUMENT;
			out->kraft_version = v.k_raft_version;
		}
	}
	if (rc < 0 || n == 0)
		return KR_ERR_INVALID_ARGUMENT;
	int va = kr_voter_assignment_parse(&b, &out->voters);
	if (va < 0)
		return KR_ERR_INVALID_ARGUMENT;
	out->has_voters = va == 1;
	/* in force at the snapshot's end: committed, below every later one */
	out->voters.offset = id.end_offset - 1;
	return 0;
}

/* ---------------------------------------------------------------- */
/* asking for one                                                     */
/* ---------------------------------------------------------------- */

static int64_t rd64(const uint8_t *p)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v = v << 8 | p[i];
	return (int64_t)v;
}

void kr__snap_delivered(struct kr_core *c, const struct kr_batch *b)
{
	c->snap_bytes += b->data.len;
	c->snap_last_ts = rd64(b->data.ptr + 35); /* max_timestamp */
}

void kr__snap_poll(struct kr_core *c)
{
	if (c->fatal || !c->cfg.snapshot_read ||
	    (c->cfg.snapshot_max_bytes <= 0 && c->cfg.snapshot_interval_ms <= 0))
		return;
	bool due = (c->cfg.snapshot_max_bytes > 0 &&
		    c->snap_bytes >= c->cfg.snapshot_max_bytes) ||
		   (c->cfg.snapshot_interval_ms > 0 && c->snap_bytes > 0 &&
		    c->now - c->snap_since >= c->cfg.snapshot_interval_ms);
	if (!due)
		return;
	/* at the end of what was handed out as committed */
	int64_t at = c->next_commit;
	if (c->cfg.faults & KR_FAULT_SNAPSHOT_PAST_HW)
		at = c->leo; /* planted: past the high watermark */
	const struct kr_snapshot_id *l = kr__snap_latest(c);
	if (at <= c->log_start || (l && at <= l->end_offset))
		return;
	struct kr_snapshot_id id = {at, kr__snap_epoch_at(c, at - 1)};
	struct kw_bytes h = header_batch(c, id);
	if (!h.ptr) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	c->upd.snapshot_wanted = true;
	c->upd.snapshot_wanted_id = id;
	c->upd.snapshot_header = h;
	c->snap_bytes = 0;
	c->snap_since = c->now;
}

/* ---------------------------------------------------------------- */
/* where a Fetch goes                                                 */
/* ---------------------------------------------------------------- */

enum kr_fetch_kind kr__snap_validate_fetch(const struct kr_core *c, int64_t offset,
					   int32_t epoch, int32_t *e, int64_t *end,
					   struct kr_snapshot_id *snap)
{
	const struct kr_snapshot_id *latest = kr__snap_latest(c);
	const struct kr_snapshot_id *earliest = c->n_snaps ? &c->snaps[0] : NULL;
	/* KAFKA-15078: an empty follower gets the snapshot, the cheaper way */
	if (offset == 0 && latest) {
		*snap = *latest;
		return KR_FETCH_SNAPSHOT;
	}
	if (offset == 0 && epoch == 0 && c->log_start == 0)
		return KR_FETCH_VALID;
	/* Kafka's validateOffsetAndEpoch: below the log start, at it with
	 * another epoch than the snapshot there, or with an epoch older than
	 * the oldest snapshot's */
	if (earliest && (offset < c->log_start ||
			 (offset == c->log_start && epoch != earliest->epoch) ||
			 epoch < earliest->epoch)) {
		*snap = *latest;
		return KR_FETCH_SNAPSHOT;
	}
	/* KIP-595: "Check that the epoch on the FetchOffset's FetchEpoch are
	 * consistent with the leader's log" */
	kr__log_end_for_epoch(c, epoch, e, end);
	if (*e != epoch || *end < offset)
		return KR_FETCH_DIVERGING;
	return KR_FETCH_VALID;
}
