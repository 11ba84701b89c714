/* SPDX-License-Identifier: Apache-2.0 */
/*
 * raft/sim/snapshot.c — the simulated application and its snapshots
 * (KIP-630). The application's state is a chain over the committed
 * batches it applied (sim__chain); the global reference is the chain
 * after each committed batch, kept with the committed entries (check.c).
 * A snapshot is a real snapshot file as storage would hold it: the core's
 * header batch, one batch of the application's state (the chain, the
 * record count, the end offset, and filler records derived from them, so
 * a transfer takes several FetchSnapshot ranges), and the footer. The
 * invariants checked here:
 *   - a snapshot is asked for only at the end of what the application was
 *     handed (never past the high watermark), with the log's epoch there,
 *     and its content equals the state built by applying the committed
 *     log up to its offset (when it is written, loaded and installed);
 *   - no node moves its log start (deleting the prefix) to an offset that
 *     is not the end of a snapshot it holds, and at all times its log
 *     start is 0 or such an end;
 *   - a replica that loads or installs a snapshot continues with the
 *     committed state of the others (every batch it applies afterwards is
 *     checked, check.c).
 * The cleaning a node does after each snapshot follows storage's rules:
 * at most two snapshots; with two, now and then (clean_permille) the log
 * start moves to the newest.
 */
#include <stdlib.h>
#include <string.h>

#include <kwire/msg/snapshot_footer_record.h>
#include <kwire/records.h>
#include <kwire/writer.h>

#include "sim_internal.h"

#define FILLERS 16

uint64_t sim__chain(uint64_t chain, int64_t base, int32_t count, uint64_t hash)
{
	uint64_t z = chain ^ hash ^ ((uint64_t)base * 0x9E3779B97F4A7C15ull) ^
		     ((uint64_t)count << 40);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

bool sim__chain_at(const struct sim *s, int64_t off, uint64_t *chain)
{
	if (off == 0) {
		*chain = SIM_CHAIN_SEED;
		return true;
	}
	if (off < 0 || (size_t)off > s->ccap || s->committed[off - 1].base < 0)
		return false;
	*chain = s->committed[off - 1].chain;
	return true;
}

static void put64(uint8_t *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (uint8_t)(v >> (56 - 8 * i));
}

static uint64_t get64(const uint8_t *p)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v = v << 8 | p[i];
	return v;
}

/* The bytes of filler record i of a state. */
static void filler(uint64_t chain, int i, uint8_t out[48])
{
	uint64_t z = chain + (uint64_t)i;
	for (int k = 0; k < 6; k++) {
		z = sim__chain(z, i, k, 0);
		put64(out + 8 * k, z);
	}
}

/* The snapshot file: header (the core's), state, footer; malloc'd. */
static uint8_t *snapshot_bytes(struct kw_bytes header, struct kr_snapshot_id id,
			       uint64_t chain, int64_t records, size_t *len)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 4096, &err) != 0)
		abort();
	kw_writer_write_raw(&w, header.ptr, (size_t)header.len);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.base_offset = 100;
	p.partition_leader_epoch = id.epoch;
	struct kw_record_batch_builder b;
	kw_record_batch_builder_init(&b, &w, &p);
	uint8_t state[24], fill[FILLERS][48];
	put64(state, chain);
	put64(state + 8, (uint64_t)records);
	put64(state + 16, (uint64_t)id.end_offset);
	struct kw_record_input r = {.offset = -1,
				    .timestamp = 0,
				    .key = {(const uint8_t *)"state", 5},
				    .value = {state, 24}};
	kw_record_batch_builder_add(&b, &r);
	for (int i = 0; i < FILLERS; i++) {
		filler(chain, i, fill[i]);
		struct kw_record_input f = {.offset = -1,
					    .timestamp = 0,
					    .key = {(const uint8_t *)"fill", 4},
					    .value = {fill[i], 48}};
		kw_record_batch_builder_add(&b, &f);
	}
	kw_record_batch_builder_finish(&b, NULL);
	uint8_t fv[8];
	struct kw_writer fw;
	kw_writer_init_fixed(&fw, fv, sizeof(fv), &err);
	struct kw_snapshot_footer_record ft;
	kw_snapshot_footer_record_init(&ft);
	kw_snapshot_footer_record_encode(&ft, 0, &fw);
	p.base_offset = 100 + 1 + FILLERS;
	kw_control_batch_write(&w, &p, 0, KW_CONTROL_SNAPSHOT_FOOTER,
			       (struct kw_bytes){fv, (int32_t)fw.pos}, NULL);
	if (!kw_writer_ok(&w))
		abort();
	return kw_writer_detach(&w, len);
}

/* Reads the state out of a snapshot file; false when it is not one the
 * application wrote whole. *header receives the header batch. */
static bool snapshot_state(const uint8_t *data, size_t len, struct kr_snapshot_id id,
			   uint64_t *chain, int64_t *records, struct kw_bytes *header)
{
	struct kw_records_iter it;
	struct kw_record_batch b;
	kw_records_iter_init(&it, data, len, 0);
	int k = 0;
	bool found = false, footer = false;
	while (kw_records_iter_next(&it, &b, NULL) == 1) {
		footer = false;
		if (k++ == 0) {
			*header = (struct kw_bytes){b.data, (int32_t)b.size};
			struct kr_snapshot_header h;
			if (kr_snapshot_header_parse(*header, id, &h) != 0)
				return false;
			continue;
		}
		if (kw_record_batch_is_control(&b.header)) {
			footer = true;
			continue;
		}
		struct kw_record_iter ri;
		struct kw_record r;
		if (kw_record_iter_init(&ri, &b, NULL) != 0)
			return false;
		int i = -1;
		while (kw_record_iter_next(&ri, &r) == 1) {
			if (i < 0) {
				if (r.value.len != 24 ||
				    (int64_t)get64(r.value.ptr + 16) != id.end_offset)
					return false;
				*chain = get64(r.value.ptr);
				*records = (int64_t)get64(r.value.ptr + 8);
				found = true;
			} else {
				uint8_t f[48];
				filler(*chain, i, f);
				if (r.value.len != 48 || memcmp(r.value.ptr, f, 48) != 0)
					return false;
			}
			i++;
		}
		if (i != FILLERS)
			return false;
	}
	return found && footer && it.pos == len;
}

static const struct ssnap *find(const struct node *nd, struct kr_snapshot_id id)
{
	for (int i = 0; i < nd->nsnaps; i++)
		if (nd->snaps[i].id.end_offset == id.end_offset &&
		    nd->snaps[i].id.epoch == id.epoch)
			return &nd->snaps[i];
	return NULL;
}

static bool holds_end(const struct node *nd, int64_t off)
{
	for (int i = 0; i < nd->nsnaps; i++)
		if (nd->snaps[i].id.end_offset == off)
			return true;
	return false;
}

int sim__snap_read(void *ctx, struct kr_snapshot_id id, int64_t position,
		   int32_t max_bytes, struct kw_bytes *out, int64_t *size,
		   struct kw_error *err)
{
	struct node *nd = ctx;
	const struct ssnap *sn = find(nd, id);
	if (!sn)
		return kw_error_set(err, KW_ERR_IO, 0,
				    "node %d holds no snapshot (%lld, %d)", nd->id,
				    (long long)id.end_offset, (int)id.epoch);
	*size = (int64_t)sn->len;
	*out = (struct kw_bytes){sn->data, 0};
	if (position >= 0 && position < (int64_t)sn->len) {
		size_t n = sn->len - (size_t)position;
		if (n > (size_t)max_bytes)
			n = (size_t)max_bytes;
		*out = (struct kw_bytes){sn->data + position, (int32_t)n};
	}
	return 0;
}

static void drop_snapshots_before(struct node *nd, int64_t off)
{
	int j = 0;
	for (int i = 0; i < nd->nsnaps; i++) {
		if (nd->snaps[i].id.end_offset < off)
			free(nd->snaps[i].data);
		else
			nd->snaps[j++] = nd->snaps[i];
	}
	nd->nsnaps = j;
}

static void add_snapshot(struct node *nd, const struct ssnap *sn)
{
	if (nd->nsnaps == KR_MAX_SNAPSHOTS) {
		free(nd->snaps[0].data);
		memmove(nd->snaps, nd->snaps + 1,
			(KR_MAX_SNAPSHOTS - 1) * sizeof(nd->snaps[0]));
		nd->nsnaps--;
	}
	nd->snaps[nd->nsnaps++] = *sn;
}

void sim__blog_drop_before(struct blog *l, int64_t off)
{
	size_t k = 0;
	while (k < l->n && l->b[k]->base + l->b[k]->count <= off)
		k++;
	for (size_t i = 0; i < k; i++)
		if (--l->b[i]->refs == 0)
			free(l->b[i]);
	if (k > 0) {
		memmove(l->b, l->b + k, (l->n - k) * sizeof(l->b[0]));
		l->n -= k;
	}
	if (l->start < off)
		l->start = off;
}

static void clear_log(struct blog *l, int64_t start)
{
	sim__blog_drop_before(l, INT64_MAX);
	l->start = start;
}

/* The voter set the application saw committed, from a snapshot's header
 * (check.c checks each later VoterAssignment against it). */
static void take_voters(struct node *nd, struct kw_bytes header, struct kr_snapshot_id id)
{
	struct kr_snapshot_header h;
	if (kr_snapshot_header_parse(header, id, &h) == 0 && h.has_voters)
		nd->vset = h.voters;
}

/* The application's state equals the committed log's at off. */
static void check_state(struct sim *s, struct node *nd, int64_t off, uint64_t chain,
			const char *what)
{
	uint64_t want;
	if (!sim__chain_at(s, off, &want)) {
		sim__fail(s,
			  "node %d: %s a snapshot at %lld, but not everything below it "
			  "was committed",
			  nd->id, what, (long long)off);
		return;
	}
	if (want != chain)
		sim__fail(s,
			  "node %d: %s a snapshot at %lld whose state differs from the "
			  "committed log's",
			  nd->id, what, (long long)off);
}

void sim__snap_op(struct sim *s, struct node *nd, const struct kr_log_op *op)
{
	switch (op->type) {
	case KR_LOG_ADVANCE_START:
		/* KAFKA-14238: the prefix goes only with a snapshot covering it */
		if (!holds_end(nd, op->offset)) {
			sim__fail(s,
				  "node %d moved its log start to %lld, the end of no "
				  "snapshot it holds",
				  nd->id, (long long)op->offset);
			return;
		}
		sim__trace(s, "n%d log start -> %lld", nd->id, (long long)op->offset);
		sim__blog_drop_before(&nd->vol, op->offset);
		sim__blog_drop_before(&nd->dur, op->offset);
		drop_snapshots_before(nd, op->offset);
		s->st.log_start_moves++;
		break;
	case KR_LOG_SNAPSHOT_BEGIN:
		if (nd->part_open) {
			sim__fail(s, "node %d: a second snapshot fetch began", nd->id);
			return;
		}
		sim__trace(s, "n%d fetches snapshot %lld", nd->id,
			   (long long)op->snapshot.end_offset);
		nd->part_open = true;
		nd->part_len = 0;
		nd->part_id = op->snapshot;
		break;
	case KR_LOG_SNAPSHOT_WRITE:
		if (!nd->part_open || op->position != (int64_t)nd->part_len ||
		    op->data.len <= 0) {
			sim__fail(
				s,
				"node %d: a snapshot write at %lld does not continue it",
				nd->id, (long long)op->position);
			return;
		}
		if (nd->part_len + (size_t)op->data.len > nd->part_cap) {
			nd->part_cap = (nd->part_len + (size_t)op->data.len) * 2;
			nd->part = realloc(nd->part, nd->part_cap);
			if (!nd->part)
				abort();
		}
		if (op->data.len > 0)
			memcpy(nd->part + nd->part_len, op->data.ptr, (size_t)op->data.len);
		nd->part_len += (size_t)op->data.len;
		break;
	case KR_LOG_SNAPSHOT_ABORT:
		sim__trace(s, "n%d drops the snapshot it fetched", nd->id);
		nd->part_open = false;
		break;
	case KR_LOG_SNAPSHOT_INSTALL: {
		struct ssnap sn = {.id = op->snapshot};
		struct kw_bytes h;
		if (!nd->part_open ||
		    !snapshot_state(nd->part, nd->part_len, op->snapshot, &sn.chain,
				    &sn.records, &h)) {
			sim__fail(s, "node %d installs snapshot %lld, which is not whole",
				  nd->id, (long long)op->snapshot.end_offset);
			return;
		}
		check_state(s, nd, op->snapshot.end_offset, sn.chain, "installs");
		nd->part_open = false;
		sn.data = malloc(nd->part_len);
		if (!sn.data)
			abort();
		memcpy(sn.data, nd->part, nd->part_len);
		sn.len = nd->part_len;
		for (int i = 0; i < nd->nsnaps; i++)
			free(nd->snaps[i].data);
		nd->nsnaps = 0;
		add_snapshot(nd, &sn);
		clear_log(&nd->vol, sn.id.end_offset);
		clear_log(&nd->dur, sn.id.end_offset);
		s->st.snapshots_installed++;
		sim__trace(s, "n%d installs snapshot %lld", nd->id,
			   (long long)sn.id.end_offset);
		break;
	}
	default:
		break;
	}
}

void sim__snap_load(struct sim *s, struct node *nd, struct kr_snapshot_id id)
{
	const struct ssnap *sn = find(nd, id);
	if (!sn) {
		sim__fail(s,
			  "node %d: told to load snapshot %lld, which it does not hold",
			  nd->id, (long long)id.end_offset);
		return;
	}
	nd->app_chain = sn->chain;
	nd->app_records = sn->records;
	nd->next_deliver = id.end_offset;
	uint64_t c;
	int64_t r;
	struct kw_bytes h;
	if (snapshot_state(sn->data, sn->len, id, &c, &r, &h))
		take_voters(nd, h, id);
	check_state(s, nd, id.end_offset, sn->chain, "loads");
}

void sim__snap_wanted(struct sim *s, struct node *nd, const struct kr_update *u)
{
	struct kr_snapshot_id id = u->snapshot_wanted_id;
	/* KIP-630: only committed records, the ones the application has */
	if (id.end_offset != nd->next_deliver || id.end_offset > u->high_watermark) {
		sim__fail(s,
			  "node %d: a snapshot asked for at %lld, past what the "
			  "application was handed (%lld, high watermark %lld)",
			  nd->id, (long long)id.end_offset, (long long)nd->next_deliver,
			  (long long)u->high_watermark);
		return;
	}
	if (nd->taking)
		return; /* the application is still writing the last one */
	check_state(s, nd, id.end_offset, nd->app_chain, "takes");
	free(nd->pending.data);
	nd->pending = (struct ssnap){
		.id = id, .chain = nd->app_chain, .records = nd->app_records};
	nd->pending.data = snapshot_bytes(u->snapshot_header, id, nd->app_chain,
					  nd->app_records, &nd->pending.len);
	nd->taking = true;
	sim__push(s, (struct event){.t = s->now + sim__rnd_range(s, s->o.disk_delay_min,
								 s->o.disk_delay_max * 4),
				    .type = EV_SNAPSHOT,
				    .node = nd->idx,
				    .life = nd->life});
}

/* The core's answer to an event the application fed it. */
static void feed(struct sim *s, struct node *nd, struct kr_event *ev)
{
	ev->now_ms = s->now;
	ev->wall_ms = SIM_WALL_EPOCH_MS + s->now;
	const struct kr_update *u;
	int rc = kr_step(nd->core, ev, &u);
	if (rc != 0 && rc != KR_ERR_STOPPED)
		sim__fail(s, "node %d: the core refused %s: %s", nd->id,
			  ev->type == KR_EVENT_SNAPSHOT_WRITTEN ? "a snapshot"
								: "a log start",
			  kr_errname(rc));
	sim__apply(s, nd, u);
}

void sim__snap_done(struct sim *s, struct node *nd)
{
	if (!nd->taking)
		return;
	nd->taking = false;
	struct ssnap sn = nd->pending;
	nd->pending.data = NULL;
	if (sn.id.end_offset < nd->dur.start || find(nd, sn.id)) {
		free(sn.data); /* an install overtook it */
		return;
	}
	add_snapshot(nd, &sn);
	s->st.snapshots_taken++;
	sim__trace(s, "n%d snapshot %lld written", nd->id, (long long)sn.id.end_offset);
	struct kr_event ev = {.type = KR_EVENT_SNAPSHOT_WRITTEN};
	ev.u.snapshot = sn.id;
	feed(s, nd, &ev);
	if (!nd->up || s->violation[0])
		return;
	/* storage's cleaning: at most two snapshots; with two, now and then
	 * the log start moves to the newest */
	int64_t to = -1;
	if (nd->nsnaps > 2)
		to = nd->snaps[nd->nsnaps - 2].id.end_offset;
	if (nd->nsnaps >= 2 && sim__chance(s, s->o.clean_permille))
		to = nd->snaps[nd->nsnaps - 1].id.end_offset;
	if (to > nd->dur.start) {
		struct kr_event ls = {.type = KR_EVENT_LOG_START};
		ls.u.log_start = to;
		feed(s, nd, &ls);
	}
}

void sim__snap_reconcile(struct sim *s, struct node *nd)
{
	if (nd->nsnaps == 0)
		return;
	/* storage's start-up (kr_partition_open): the newest snapshot past
	 * the durable log, or of another epoch there (the application may
	 * snapshot batches committed elsewhere before they are durable
	 * here), resets the log to start at it */
	const struct ssnap *l = &nd->snaps[nd->nsnaps - 1];
	int64_t end = l->id.end_offset;
	bool ok = end <= sim__blog_end(&nd->dur);
	if (ok && end > nd->dur.start) {
		size_t k = 0;
		while (k < nd->dur.n && nd->dur.b[k]->base + nd->dur.b[k]->count < end)
			k++;
		ok = k < nd->dur.n && nd->dur.b[k]->base + nd->dur.b[k]->count == end &&
		     nd->dur.b[k]->epoch == l->id.epoch;
	}
	if (!ok) {
		sim__trace(s, "n%d start-up: the log restarts at snapshot %lld", nd->id,
			   (long long)end);
		clear_log(&nd->dur, end);
		drop_snapshots_before(nd, end);
	}
}

void sim__snap_boot(struct sim *s, struct node *nd, struct kr_boot *b,
		    struct kr_snapshot_id *ids)
{
	nd->app_chain = SIM_CHAIN_SEED;
	nd->app_records = 0;
	b->log_start_offset = nd->dur.start;
	for (int i = 0; i < nd->nsnaps; i++)
		ids[i] = nd->snaps[i].id;
	b->snapshots = ids;
	b->n_snapshots = (size_t)nd->nsnaps;
	if (nd->nsnaps == 0)
		return;
	const struct ssnap *l = &nd->snaps[nd->nsnaps - 1];
	uint64_t chain;
	int64_t records;
	struct kw_bytes h;
	if (!snapshot_state(l->data, l->len, l->id, &chain, &records, &h)) {
		sim__fail(s, "node %d: its newest snapshot is not whole at start",
			  nd->id);
		return;
	}
	b->snapshot_header = h;
	b->applied_offset = l->id.end_offset;
	take_voters(nd, h, l->id);
	nd->app_chain = chain;
	nd->app_records = records;
	check_state(s, nd, l->id.end_offset, chain, "starts from");
}

void sim__snap_crash(struct node *nd)
{
	nd->part_open = false;
	nd->taking = false;
	free(nd->pending.data);
	nd->pending.data = NULL;
}

void sim__snap_wipe(struct node *nd)
{
	sim__snap_crash(nd);
	for (int i = 0; i < nd->nsnaps; i++)
		free(nd->snaps[i].data);
	nd->nsnaps = 0;
}

void sim__snap_check(struct sim *s, struct node *nd)
{
	if (nd->dur.start > 0 && !holds_end(nd, nd->dur.start))
		sim__fail(s,
			  "node %d: its log starts at %lld and no snapshot it holds ends "
			  "there",
			  nd->id, (long long)nd->dur.start);
}

void sim__snap_free(struct node *nd)
{
	sim__snap_wipe(nd);
	free(nd->part);
	nd->part = NULL;
}
