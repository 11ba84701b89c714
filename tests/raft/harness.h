/*
 * tests/raft/harness.h — drives one Raft core by hand for unit tests: a
 * fake log that carries out the core's log writes, helpers to deliver
 * messages, advance time and complete I/O, and to find what was sent.
 * Nothing is carried out implicitly except log writes (so each test states
 * when a flush or a quorum-state write completes), and the snapshot
 * operations (KIP-630): the snapshots held are byte strings served by
 * h_snapshot_read, a fetched one is assembled in `part`, the log start
 * advances and an install resets the log.
 */
#ifndef KR_TEST_HARNESS_H
#define KR_TEST_HARNESS_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "kraft.h"
#include "core.h"

struct hbatch {
	int64_t base;
	int32_t count, epoch;
	uint8_t *data;
	int32_t len;
};

struct hsnap {
	struct kr_snapshot_id id;
	uint8_t *data;
	size_t len;
};

struct harness {
	struct kr_config cfg;
	struct kr_core *c;
	const struct kr_update *u;
	int rc;
	int64_t now;
	int64_t wall_base;  /* events' wall_ms = wall_base + now */
	struct hbatch log[256];
	int nlog;
	uint8_t rbuf[1 << 16];
	/* all messages sent since the last h_clear */
	struct kr_msg sent[256];
	int nsent;
	struct kr_leader_and_epoch reported;
	int64_t committed[1024];
	int ncommitted;
	/* AlterQuorum completions seen (kr_update.alter_done) */
	uint64_t alter_ids[64];
	int16_t alter_errs[64];
	const char *alter_msgs[64];
	int nalter;
	/* snapshots: held, being fetched, asked for, loaded */
	struct hsnap snaps[8];
	int nsnaps;
	int64_t log_start;
	uint8_t part[1 << 16];
	size_t part_len;
	bool part_open;
	struct kr_snapshot_id part_id;
	int ops[16];            /* KR_LOG_* op counts since h_clear */
	bool wanted;
	struct kr_snapshot_id wanted_id;
	uint8_t wanted_header[4096];
	int32_t wanted_header_len;
	bool loaded;
	struct kr_snapshot_id loaded_id;
	int64_t lowest_read;    /* the lowest offset the core read */
};

static int h_read(void *ctx, int64_t off, int32_t max, struct kw_bytes *out,
		  struct kw_error *err)
{
	struct harness *h = ctx;
	(void)err;
	if (off < h->lowest_read)
		h->lowest_read = off;
	size_t pos = 0;
	for (int i = 0; i < h->nlog; i++) {
		struct hbatch *b = &h->log[i];
		if (b->base + b->count <= off)
			continue;
		if (pos > 0 && pos + (size_t)b->len > (size_t)max)
			break;
		memcpy(h->rbuf + pos, b->data, (size_t)b->len);
		pos += (size_t)b->len;
	}
	out->ptr = h->rbuf;
	out->len = (int32_t)pos;
	return 0;
}

static int64_t h_leo(const struct harness *h)
{
	return h->nlog ? h->log[h->nlog - 1].base + h->log[h->nlog - 1].count : h->log_start;
}

static struct hsnap *h_snap(struct harness *h, struct kr_snapshot_id id)
{
	for (int i = 0; i < h->nsnaps; i++)
		if (h->snaps[i].id.end_offset == id.end_offset && h->snaps[i].id.epoch == id.epoch)
			return &h->snaps[i];
	return NULL;
}

/* cfg.snapshot_read over the snapshots held. */
static int h_snapshot_read(void *ctx, struct kr_snapshot_id id, int64_t pos, int32_t max,
			   struct kw_bytes *out, int64_t *size, struct kw_error *err)
{
	struct harness *h = ctx;
	struct hsnap *s = h_snap(h, id);
	if (!s)
		return kw_error_set(err, -26, 0, "no snapshot");
	*size = (int64_t)s->len;
	*out = (struct kw_bytes){ s->data, 0 };
	if (pos < (int64_t)s->len) {
		size_t n = s->len - (size_t)pos;
		if (n > (size_t)max)
			n = (size_t)max;
		*out = (struct kw_bytes){ s->data + pos, (int32_t)n };
	}
	return 0;
}

static void h_snap_add(struct harness *h, struct kr_snapshot_id id, const uint8_t *data,
		       size_t len)
{
	struct hsnap *s = &h->snaps[h->nsnaps++];
	s->id = id;
	s->data = malloc(len);
	memcpy(s->data, data, len);
	s->len = len;
}

/* Carries out the snapshot operations (see the file comment). */
static void h_snapshot_op(struct harness *h, const struct kr_log_op *op)
{
	h->ops[op->type]++;
	switch (op->type) {
	case KR_LOG_ADVANCE_START: {
		int k = 0;
		while (k < h->nlog && h->log[k].base + h->log[k].count <= op->offset)
			free(h->log[k++].data);
		memmove(h->log, h->log + k, (size_t)(h->nlog - k) * sizeof(h->log[0]));
		h->nlog -= k;
		int j = 0;
		for (int i = 0; i < h->nsnaps; i++) {
			if (h->snaps[i].id.end_offset < op->offset)
				free(h->snaps[i].data);
			else
				h->snaps[j++] = h->snaps[i];
		}
		h->nsnaps = j;
		h->log_start = op->offset;
		break;
	}
	case KR_LOG_SNAPSHOT_BEGIN:
		assert_false(h->part_open);
		h->part_open = true;
		h->part_len = 0;
		h->part_id = op->snapshot;
		break;
	case KR_LOG_SNAPSHOT_WRITE:
		assert_true(h->part_open);
		assert_int_equal(op->position, h->part_len);
		assert_true(h->part_len + (size_t)op->data.len <= sizeof(h->part));
		memcpy(h->part + h->part_len, op->data.ptr, (size_t)op->data.len);
		h->part_len += (size_t)op->data.len;
		break;
	case KR_LOG_SNAPSHOT_ABORT:
		assert_true(h->part_open);
		h->part_open = false;
		break;
	case KR_LOG_SNAPSHOT_INSTALL:
		assert_true(h->part_open);
		h->part_open = false;
		while (h->nlog > 0)
			free(h->log[--h->nlog].data);
		for (int i = 0; i < h->nsnaps; i++)
			free(h->snaps[i].data);
		h->nsnaps = 0;
		h_snap_add(h, op->snapshot, h->part, h->part_len);
		h->log_start = op->snapshot.end_offset;
		break;
	default:
		break;
	}
}

static void h_take(struct harness *h)
{
	const struct kr_update *u = h->u;
	for (size_t i = 0; i < u->n_log_ops; i++) {
		const struct kr_log_op *op = &u->log_ops[i];
		if (op->type == KR_LOG_TRUNCATE) {
			while (h->nlog > 0 && h->log[h->nlog - 1].base >= op->offset)
				free(h->log[--h->nlog].data);
			continue;
		}
		if (op->type != KR_LOG_APPEND) {
			h_snapshot_op(h, op);
			continue;
		}
		assert_int_equal(op->batch.base_offset, h_leo(h));
		struct hbatch *b = &h->log[h->nlog++];
		b->base = op->batch.base_offset;
		b->count = op->batch.count;
		b->epoch = op->batch.epoch;
		b->len = op->batch.data.len;
		b->data = malloc((size_t)b->len);
		memcpy(b->data, op->batch.data.ptr, (size_t)b->len);
	}
	for (size_t i = 0; i < u->n_msgs && h->nsent < 256; i++)
		h->sent[h->nsent++] = u->msgs[i];
	for (size_t i = 0; i < u->n_committed && h->ncommitted < 1024; i++)
		h->committed[h->ncommitted++] = u->committed[i].base_offset;
	if (u->leader_changed)
		h->reported = u->leader;
	if (u->snapshot_load) {
		h->loaded = true;
		h->loaded_id = u->snapshot_load_id;
	}
	if (u->snapshot_wanted) {
		h->wanted = true;
		h->wanted_id = u->snapshot_wanted_id;
		assert_true(u->snapshot_header.len <= (int32_t)sizeof(h->wanted_header));
		memcpy(h->wanted_header, u->snapshot_header.ptr, (size_t)u->snapshot_header.len);
		h->wanted_header_len = u->snapshot_header.len;
	}
	for (size_t i = 0; i < u->n_alter_done && h->nalter < 64; i++) {
		h->alter_ids[h->nalter] = u->alter_done[i].id;
		h->alter_msgs[h->nalter] = u->alter_done[i].message;
		h->alter_errs[h->nalter++] = u->alter_done[i].error_code;
	}
	/* KAFKA-17751: the next deadline is always in the future */
	assert_true(u->next_deadline_ms > h->now);
}

/* Builds a record batch of `count` records in `epoch` at `base`. */
static struct hbatch h_make_batch(int64_t base, int32_t epoch, int32_t count)
{
	/* a record of an 8-byte value takes at most 32 bytes */
	uint8_t *data = malloc(KR_BATCH_HEADER + 32 * (size_t)count);
	assert_non_null(data);
	size_t n = 0;
	for (int32_t i = 0; i < count; i++) {
		uint8_t v[8] = { 'v', (uint8_t)i };
		struct kw_bytes val = { v, 8 };
		n += kr__record_encode(data + KR_BATCH_HEADER + n, i, 0, NULL, &val, NULL, 0);
	}
	struct hbatch b = { base, count, epoch, data, (int32_t)(KR_BATCH_HEADER + n) };
	kr__batch_finish(b.data, n, base, epoch, count, 0, 0, false, NULL);
	return b;
}

static void h_log_add(struct harness *h, int32_t epoch, int32_t count)
{
	h->log[h->nlog] = h_make_batch(h_leo(h), epoch, count);
	h->nlog++;
}

static void h_init(struct harness *h, int32_t id, int nvoters)
{
	memset(h, 0, sizeof(*h));
	kr_config_init(&h->cfg);
	h->cfg.node_id = id;
	h->cfg.n_voters = nvoters;
	for (int i = 0; i < nvoters; i++)
		h->cfg.voters[i] = i + 1;
	h->cfg.cluster_id = "test-cluster";
	h->cfg.log_read = h_read;
	h->cfg.log_ctx = h;
	h->cfg.snapshot_read = h_snapshot_read;
	h->cfg.snapshot_ctx = h;
	h->lowest_read = INT64_MAX;
	h->cfg.seed = 42;
	/* the KIP-595 path; pre-vote tests turn it on */
	h->cfg.pre_vote = false;
	h->now = 1000;
	h->reported = (struct kr_leader_and_epoch){ -1, -1 };
}

/* Starts the core with the harness log (already filled) and qs. */
static void h_start(struct harness *h, int32_t epoch, int32_t leader,
		    int32_t voted)
{
	h->c = kr_core_new(&h->cfg);
	assert_non_null(h->c);
	struct kr_epoch_entry ep[64];
	size_t ne = 0;
	for (int i = 0; i < h->nlog; i++)
		if (ne == 0 || ep[ne - 1].epoch != h->log[i].epoch)
			ep[ne++] = (struct kr_epoch_entry){ h->log[i].epoch,
							    h->log[i].base };
	struct kr_boot b = { .qs = { epoch, leader, voted }, .epochs = ep, .n_epochs = ne,
			     .log_end_offset = h_leo(h), .applied_offset = 0 };
	h->rc = kr_core_start(h->c, &b, h->now, &h->u);
	assert_int_equal(h->rc, 0);
	h_take(h);
}

static void h_free(struct harness *h)
{
	kr_core_free(h->c);
	for (int i = 0; i < h->nlog; i++)
		free(h->log[i].data);
	for (int i = 0; i < h->nsnaps; i++)
		free(h->snaps[i].data);
}

static void h_event(struct harness *h, struct kr_event *ev)
{
	ev->now_ms = h->now;
	ev->wall_ms = h->wall_base + h->now;
	h->rc = kr_step(h->c, ev, &h->u);
	h_take(h);
}

static void h_clear(struct harness *h)
{
	h->nsent = 0;
	memset(h->ops, 0, sizeof(h->ops));
	h->wanted = h->loaded = false;
}

static void h_tick(struct harness *h, int64_t ms)
{
	h->now += ms;
	struct kr_event ev = { .type = KR_EVENT_TICK };
	h_event(h, &ev);
}

/* Advances time to the core's next deadline (at most `limit` ms). */
static void h_tick_to_deadline(struct harness *h)
{
	h->now = h->u->next_deadline_ms;
	struct kr_event ev = { .type = KR_EVENT_TICK };
	h_event(h, &ev);
}

static void h_persist(struct harness *h)
{
	struct kr_event ev = { .type = KR_EVENT_QUORUM_STATE_PERSISTED };
	ev.u.qs_seq = h->u->qs_seq ? h->u->qs_seq : 1000000;
	/* complete whatever was requested so far */
	ev.u.qs_seq = h->c->qs_seq;
	h_event(h, &ev);
}

static void h_flush(struct harness *h)
{
	struct kr_event ev = { .type = KR_EVENT_LOG_FLUSHED };
	ev.u.flushed_offset = h_leo(h);
	h_event(h, &ev);
}

static void h_recv(struct harness *h, const struct kr_msg *m)
{
	struct kr_event ev = { .type = KR_EVENT_RECEIVE };
	ev.u.msg = m;
	h_event(h, &ev);
}

/* The last message of type t sent to `to` since h_clear, or NULL. */
static const struct kr_msg *h_find(const struct harness *h,
				   enum kr_msg_type t, int32_t to)
{
	for (int i = h->nsent - 1; i >= 0; i--)
		if (h->sent[i].type == t && (to == -99 || h->sent[i].to == to))
			return &h->sent[i];
	return NULL;
}

static int h_count(const struct harness *h, enum kr_msg_type t)
{
	int k = 0;
	for (int i = 0; i < h->nsent; i++)
		k += h->sent[i].type == t;
	return k;
}

static struct kr_msg h_vote_req(int32_t from, int32_t epoch, int32_t last_epoch,
				int64_t last_offset)
{
	struct kr_msg m = { .type = KR_MSG_VOTE_REQUEST, .from = from,
			    .request_id = 77 };
	m.u.vote_req.cluster_id = KW_STR_LIT("test-cluster");
	m.u.vote_req.candidate_epoch = epoch;
	m.u.vote_req.candidate_id = from;
	m.u.vote_req.last_offset_epoch = last_epoch;
	m.u.vote_req.last_offset = last_offset;
	m.u.vote_req.voter_id = KR_NO_ID; /* no voter key (Vote v0) */
	return m;
}

/* A BeginQuorumEpoch from `leader` for `epoch`, without a voter key. */
static inline struct kr_msg h_begin_req(int32_t leader, int32_t epoch)
{
	struct kr_msg m = { .type = KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST,
			    .from = leader, .request_id = 66 };
	m.u.begin_req.cluster_id = KW_STR_LIT("test-cluster");
	m.u.begin_req.leader_id = leader;
	m.u.begin_req.leader_epoch = epoch;
	m.u.begin_req.voter_id = KR_NO_ID;
	return m;
}

static struct kr_msg h_fetch_req(int32_t from, int32_t epoch, int64_t offset,
				 int32_t last_epoch, int32_t max_wait)
{
	struct kr_msg m = { .type = KR_MSG_FETCH_REQUEST, .from = from,
			    .request_id = 88 };
	m.u.fetch_req.cluster_id = KW_STR_LIT("test-cluster");
	m.u.fetch_req.replica_id = from;
	m.u.fetch_req.max_wait_ms = max_wait;
	m.u.fetch_req.current_leader_epoch = epoch;
	m.u.fetch_req.fetch_offset = offset;
	m.u.fetch_req.last_fetched_epoch = last_epoch;
	return m;
}

/* The voter set of the harness log's last batch holding a voter record
 * (VoterAssignment or VotersRecord), or fails. */
__attribute__((unused)) static struct kr_voter_assignment
h_last_voter_record(const struct harness *h)
{
	struct kr_voter_assignment a;
	for (int i = h->nlog - 1; i >= 0; i--) {
		struct kr_batch b;
		assert_int_not_equal(kr__batch_parse(h->log[i].data,
						     (size_t)h->log[i].len, &b, true), 0);
		if (kr_voter_assignment_parse(&b, &a) == 1)
			return a;
	}
	fail_msg("no voter record in the log");
	return a;
}

/* Makes node `id` (of n voters, log filled already) leader of epoch
 * `epoch` - 1 + 1 by winning an election: returns with the LeaderChange
 * appended and the quorum state persisted. */
static void h_become_leader(struct harness *h)
{
	/* time out as Unattached, then collect the votes */
	while (kr_core_state(h->c) != KR_STATE_CANDIDATE)
		h_tick_to_deadline(h);
	h_persist(h);
	int32_t e = kr_core_epoch(h->c);
	for (int i = 0; i < h->cfg.n_voters; i++) {
		int32_t id = h->cfg.voters[i];
		const struct kr_msg *rq = h_find(h, KR_MSG_VOTE_REQUEST, id);
		if (id == h->cfg.node_id || !rq)
			continue;
		struct kr_msg r = { .type = KR_MSG_VOTE_RESPONSE, .from = id,
				    .to = h->cfg.node_id,
				    .request_id = rq->request_id };
		r.u.vote_resp.leader_id = -1;
		r.u.vote_resp.leader_epoch = e;
		r.u.vote_resp.vote_granted = true;
		h_recv(h, &r);
	}
	h_persist(h);
	assert_int_equal(kr_core_state(h->c), KR_STATE_LEADER);
}

#endif
