/*
 * tests/raft/test_core.c — the KIP-595 rules of raft/core, one core driven
 * by hand (harness.h): votes, candidacy, the leader's write path and high
 * watermark, Fetch validation and divergence, follower truncation,
 * timers, resignation, restart, what the application is told.
 */
#include <kwire/protocol_errors.h>
#include <kwire/records.h>

#include "harness.h"

/* ---------------- votes ---------------- */

static void test_vote_persisted_before_granted(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_clear(&h);
	struct kr_msg rq = h_vote_req(2, 1, 0, 0);
	h_recv(&h, &rq);
	/* the vote is written, but the response is held back */
	assert_true(h.u->persist_quorum_state);
	assert_int_equal(h.u->quorum_state.voted_id, 2);
	assert_int_equal(h.u->quorum_state.epoch, 1);
	assert_null(h_find(&h, KR_MSG_VOTE_RESPONSE, 2));
	h_persist(&h);
	const struct kr_msg *r = h_find(&h, KR_MSG_VOTE_RESPONSE, 2);
	assert_non_null(r);
	assert_true(r->u.vote_resp.vote_granted);
	assert_int_equal(r->request_id, 77);
	h_free(&h);
}

static void test_vote_one_per_epoch(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	struct kr_msg a = h_vote_req(2, 1, 0, 0), b = h_vote_req(3, 1, 0, 0);
	h_recv(&h, &a);
	h_persist(&h);
	h_clear(&h);
	h_recv(&h, &b);
	const struct kr_msg *r = h_find(&h, KR_MSG_VOTE_RESPONSE, 3);
	assert_non_null(r);
	assert_false(r->u.vote_resp.vote_granted);
	/* the same candidate again is granted again */
	h_recv(&h, &a);
	h_persist(&h);
	r = h_find(&h, KR_MSG_VOTE_RESPONSE, 2);
	assert_non_null(r);
	assert_true(r->u.vote_resp.vote_granted);
	h_free(&h);
}

static void test_vote_fenced_epoch_and_cluster(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 5, -1, -1);
	h_clear(&h);
	struct kr_msg rq = h_vote_req(2, 4, 0, 0);
	h_recv(&h, &rq);
	const struct kr_msg *r = h_find(&h, KR_MSG_VOTE_RESPONSE, 2);
	assert_int_equal(r->u.vote_resp.partition_error, KW_PERR_FENCED_LEADER_EPOCH);
	assert_int_equal(r->u.vote_resp.leader_epoch, 5);
	assert_false(r->u.vote_resp.vote_granted);
	rq = h_vote_req(2, 6, 0, 0);
	rq.u.vote_req.cluster_id = KW_STR_LIT("other");
	h_recv(&h, &rq);
	r = h_find(&h, KR_MSG_VOTE_RESPONSE, 2);
	assert_int_equal(r->u.vote_resp.error_code, KW_PERR_INCONSISTENT_CLUSTER_ID);
	assert_int_equal(kr_core_epoch(h.c), 5);
	/* last epoch >= candidate epoch is an invalid request */
	rq = h_vote_req(2, 6, 6, 0);
	h_recv(&h, &rq);
	r = h_find(&h, KR_MSG_VOTE_RESPONSE, 2);
	assert_int_equal(r->u.vote_resp.partition_error, KW_PERR_INVALID_REQUEST);
	h_free(&h);
}

static void test_vote_log_comparison_epoch_first(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_log_add(&h, 1, 5);
	h_log_add(&h, 3, 5); /* last epoch 3, end 10 */
	h_start(&h, 3, -1, -1);
	h_clear(&h);
	/* a longer log in an older epoch loses */
	struct kr_msg rq = h_vote_req(2, 4, 2, 100);
	h_recv(&h, &rq);
	h_persist(&h);
	assert_false(h_find(&h, KR_MSG_VOTE_RESPONSE, 2)->u.vote_resp.vote_granted);
	/* the epoch bump was accepted anyway */
	assert_int_equal(kr_core_epoch(h.c), 4);
	/* same epoch, shorter log loses */
	rq = h_vote_req(3, 5, 3, 9);
	h_recv(&h, &rq);
	h_persist(&h);
	assert_false(h_find(&h, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.vote_granted);
	/* a newer epoch with a short log wins */
	rq = h_vote_req(3, 6, 4, 1);
	h_recv(&h, &rq);
	h_persist(&h);
	assert_true(h_find(&h, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.vote_granted);
	h_free(&h);
}

static void test_vote_rejects_non_voter_and_observer_never_votes(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_clear(&h);
	struct kr_msg rq = h_vote_req(9, 1, 0, 0);
	h_recv(&h, &rq);
	h_persist(&h);
	assert_false(h_find(&h, KR_MSG_VOTE_RESPONSE, 9)->u.vote_resp.vote_granted);
	h_free(&h);

	h_init(&h, 7, 3); /* observer with an id */
	h_start(&h, 0, -1, -1);
	rq = h_vote_req(2, 1, 0, 0);
	h_recv(&h, &rq);
	h_persist(&h);
	assert_false(h_find(&h, KR_MSG_VOTE_RESPONSE, 2)->u.vote_resp.vote_granted);
	/* and it never becomes a candidate */
	h_tick(&h, 60000);
	assert_int_not_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	h_free(&h);
}

/* ---------------- candidacy ---------------- */

static void test_election_timeout_randomised(void **state)
{
	(void)state;
	int64_t lo = INT64_MAX, hi = 0;
	for (uint64_t seed = 1; seed <= 50; seed++) {
		struct harness h;
		h_init(&h, 1, 3);
		h.cfg.seed = seed;
		h_start(&h, 0, -1, -1);
		int64_t d = h.u->next_deadline_ms - h.now;
		assert_true(d >= 1000 && d < 2000);
		lo = d < lo ? d : lo;
		hi = d > hi ? d : hi;
		h_free(&h);
	}
	assert_true(hi - lo > 200); /* actually random */
}

static void test_candidate_persists_before_requesting_votes(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_clear(&h);
	h_tick_to_deadline(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	assert_int_equal(kr_core_epoch(h.c), 1);
	assert_true(h.u->persist_quorum_state);
	assert_int_equal(h.u->quorum_state.voted_id, 1);
	assert_int_equal(h_count(&h, KR_MSG_VOTE_REQUEST), 0);
	h_persist(&h);
	assert_int_equal(h_count(&h, KR_MSG_VOTE_REQUEST), 2);
	const struct kr_msg *v = h_find(&h, KR_MSG_VOTE_REQUEST, 2);
	assert_int_equal(v->u.vote_req.candidate_epoch, 1);
	assert_int_equal(v->u.vote_req.candidate_id, 1);
	h_free(&h);
}

static void test_candidate_steps_down_when_election_lost(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 2);
	h_start(&h, 0, -1, -1);
	h_tick_to_deadline(&h);
	h_persist(&h);
	const struct kr_msg *v = h_find(&h, KR_MSG_VOTE_REQUEST, 2);
	struct kr_msg r = { .type = KR_MSG_VOTE_RESPONSE, .from = 2,
			    .request_id = v->request_id };
	r.u.vote_resp.leader_id = -1;
	r.u.vote_resp.leader_epoch = 1;
	r.u.vote_resp.vote_granted = false;
	h_recv(&h, &r);
	/* two voters, one refusal: the election cannot be won; back off at
	 * once (bounded by election.backoff.max.ms), then epoch + 1 */
	if (kr_core_epoch(h.c) == 1)
		assert_true(h.u->next_deadline_ms <= h.now + 1000);
	h_clear(&h);
	h.now += 1000;
	struct kr_event ev = { .type = KR_EVENT_TICK };
	h_event(&h, &ev);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	assert_int_equal(kr_core_epoch(h.c), 2);
	h_free(&h);
}

static void test_single_voter_elects_itself(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 1);
	h_start(&h, 0, -1, -1);
	h_persist(&h);
	h_persist(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	assert_int_equal(h_leo(&h), 1);
	h_flush(&h); /* single voter: HW moves once its own write is durable */
	assert_int_equal(kr_core_high_watermark(h.c), 1);
	/* no check-quorum resignation for one voter (KAFKA-16144) */
	h_tick(&h, 100000);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	h_free(&h);
}

/* The records the core builds carry the wall clock (the event's wall_ms),
 * not the monotonic now_ms: the LeaderChange control record and an append
 * whose timestamp is -1. */
static void test_records_carry_wall_clock(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 1);
	h.now = 11234311; /* a monotonic clock: time since boot */
	h.wall_base = INT64_C(1700000000000) - h.now;
	h_start(&h, 0, -1, -1);
	h_persist(&h);
	int64_t wall = h.wall_base + h.now;
	h_persist(&h); /* the win: LeaderChange appended in this step */
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	assert_int_equal(h.nlog, 1);
	struct kw_records_iter it;
	struct kw_record_batch b;
	struct kw_record_iter ri;
	struct kw_record r;
	kw_records_iter_init(&it, h.log[0].data, (size_t)h.log[0].len, 0);
	assert_int_equal(kw_records_iter_next(&it, &b, NULL), 1);
	assert_int_equal(b.header.base_timestamp, wall);
	assert_int_equal(b.header.max_timestamp, wall);
	assert_int_equal(kw_record_iter_init(&ri, &b, NULL), 0);
	assert_int_equal(kw_record_iter_next(&ri, &r), 1);
	assert_int_equal(r.timestamp, wall);
	assert_int_not_equal(r.timestamp, h.now);

	/* an append without a timestamp: the wall clock of its event */
	h.now += 500;
	int64_t wall2 = h.wall_base + h.now;
	struct kw_bytes v = { (const uint8_t *)"x", 1 };
	struct kr_event ev = { .type = KR_EVENT_APPEND };
	ev.u.append.values = &v;
	ev.u.append.n = 1;
	ev.u.append.epoch = kr_core_epoch(h.c);
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	h_tick(&h, 25);
	assert_int_equal(h.nlog, 2);
	kw_records_iter_init(&it, h.log[1].data, (size_t)h.log[1].len, 0);
	assert_int_equal(kw_records_iter_next(&it, &b, NULL), 1);
	assert_int_equal(b.header.base_timestamp, wall2);
	h_free(&h);
}

/* An append with a producer (KIP-98) is a batch of its own, whose header
 * carries the producer's id, epoch and base sequence as given; the
 * appends around it are not merged into it. Control appends of the
 * application's types (KR_CONTROL_APP_MIN on) are control batches of
 * their own; the protocol's types, a producer on a control append and
 * negative producer fields are refused. */
static void test_append_producer_and_control(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 1);
	h_start(&h, 0, -1, -1);
	h_persist(&h);
	h_persist(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	int32_t epoch = kr_core_epoch(h.c);
	struct kr_record r[3];
	for (int i = 0; i < 3; i++)
		r[i] = (struct kr_record){{NULL, -1}, {(const uint8_t *)"v", 1}, NULL, 0, -1};
	struct kr_producer p = {7, 2, 40};
	struct kr_event ev = {.type = KR_EVENT_APPEND};
	ev.u.append.records = r;
	ev.u.append.epoch = epoch;
	/* plain, producer (2 records), plain: three batches */
	ev.u.append.n = 1;
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	ev.u.append.n = 2;
	ev.u.append.producer = &p;
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	ev.u.append.n = 1;
	ev.u.append.producer = NULL;
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	h_tick(&h, 25);
	h_flush(&h);
	h_tick(&h, 25);
	assert_int_equal(h.nlog, 4);
	int64_t want_pid[3] = {-1, 7, -1};
	int32_t want_count[3] = {1, 2, 1};
	for (int i = 0; i < 3; i++) {
		struct kw_records_iter it;
		struct kw_record_batch b;
		kw_records_iter_init(&it, h.log[i + 1].data, (size_t)h.log[i + 1].len, 0);
		assert_int_equal(kw_records_iter_next(&it, &b, NULL), 1);
		assert_int_equal(b.header.producer_id, want_pid[i]);
		assert_int_equal(b.header.producer_epoch, i == 1 ? 2 : -1);
		assert_int_equal(b.header.base_sequence, i == 1 ? 40 : -1);
		assert_int_equal(b.header.records_count, want_count[i]);
	}
	/* control records of the application's own type */
	uint8_t key[4] = {0, 0, KR_CONTROL_APP_MIN >> 8, KR_CONTROL_APP_MIN & 0xff};
	struct kr_record c = {{key, 4}, {(const uint8_t *)"x", 1}, NULL, 0, -1};
	ev.u.append.records = &c;
	ev.u.append.n = 1;
	ev.u.append.control = true;
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	h_flush(&h);
	h_tick(&h, 25);
	assert_int_equal(h.nlog, 5);
	struct kr_batch pb;
	assert_int_not_equal(kr__batch_parse(h.log[4].data, (size_t)h.log[4].len, &pb, true), 0);
	assert_true(pb.control);
	/* refused: a protocol type, a producer on a control append */
	key[2] = 0;
	key[3] = 2; /* LeaderChange */
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	key[2] = KR_CONTROL_APP_MIN >> 8;
	key[3] = KR_CONTROL_APP_MIN & 0xff;
	ev.u.append.producer = &p;
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	/* a negative base sequence */
	ev.u.append.control = false;
	ev.u.append.records = r;
	struct kr_producer bad = {7, 2, -1};
	ev.u.append.producer = &bad;
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	h_free(&h);
}

/* ---------------- leader write path and HW ---------------- */

static void test_leader_change_at_log_end(void **state)
{
	(void)state;
	/* KAFKA-12331: the LeaderChange batch goes at the LEO, not 0 */
	struct harness h;
	h_init(&h, 1, 3);
	h_log_add(&h, 1, 5);
	h_start(&h, 1, -1, -1);
	h_become_leader(&h);
	assert_int_equal(h.nlog, 2);
	struct hbatch *b = &h.log[1];
	assert_int_equal(b->base, 5);
	assert_int_equal(b->epoch, 2);
	struct kr_batch pb;
	assert_int_not_equal(kr__batch_parse(b->data, (size_t)b->len, &pb, true), 0);
	assert_true(pb.control);
	/* record: key (version 0, type 2); value LeaderChangeMessage v0 with
	 * leader 1, voters [1,2,3], granting [1,2]: the third vote came after the win */
	const uint8_t *rec = b->data + KR_BATCH_HEADER;
	const uint8_t key[4] = { 0, 0, 0, 2 };
	assert_memory_equal(rec + 5, key, 4); /* after len,attr,ts,delta,klen */
	const uint8_t val[] = { 0, 0, 0, 0, 0, 1, 4, 0, 0, 0, 1, 0, 0, 0, 0, 2,
				0, 0, 0, 0, 3, 0, 3, 0, 0, 0, 1, 0, 0, 0, 0, 2,
				0, 0 };
	assert_memory_equal(rec + 10, val, sizeof(val));
	h_free(&h);
}

static struct kr_msg *fetch_resp_to(struct harness *h, int32_t to)
{
	return (struct kr_msg *)h_find(h, KR_MSG_FETCH_RESPONSE, to);
}

static void test_hw_strictly_beyond_epoch_start(void **state)
{
	(void)state;
	/* KAFKA-12619 */
	struct harness h;
	h_init(&h, 1, 3);
	h_log_add(&h, 1, 5);
	h_start(&h, 1, -1, -1);
	h_become_leader(&h); /* epoch 2 starts at offset 5 */
	h_flush(&h);
	struct kr_msg f = h_fetch_req(2, 2, 5, 1, 0);
	h_recv(&h, &f);
	/* a majority holds offset 5 = the epoch start: not committed yet */
	assert_int_equal(kr_core_high_watermark(h.c), -1);
	f = h_fetch_req(2, 2, 6, 2, 0);
	h_recv(&h, &f);
	assert_int_equal(kr_core_high_watermark(h.c), 6);
	assert_int_equal(fetch_resp_to(&h, 2)->u.fetch_resp.high_watermark, 6);
	h_free(&h);
}

static void test_leader_unflushed_end_does_not_count(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h); /* LeaderChange at 0, not flushed */
	struct kr_msg f = h_fetch_req(2, 1, 1, 1, 0);
	h_recv(&h, &f);
	/* follower 2 holds 1, the leader has not flushed: no majority */
	assert_int_equal(kr_core_high_watermark(h.c), -1);
	h_flush(&h);
	assert_int_equal(kr_core_high_watermark(h.c), 1);
	h_free(&h);
}

/* Group commit: an append with no flush in flight is written at once;
 * the appends that arrive while its flush runs gather in one batch that
 * is written when the flush completes. */
static void test_group_commit(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 1);
	h.cfg.max_batch_bytes = 4096;
	h_start(&h, 0, -1, -1);
	h_persist(&h);
	h_persist(&h);
	h_flush(&h);
	uint8_t v[100] = { 0 };
	struct kw_bytes vals[3] = { { v, 100 }, { v, 100 }, { v, 100 } };
	struct kr_event ev = { .type = KR_EVENT_APPEND };
	ev.u.append.values = vals;
	ev.u.append.n = 3;
	ev.u.append.epoch = 1;
	/* no flush in flight: written at once, and flushed */
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	assert_int_equal(h.u->append_last_offset, 3);
	assert_int_equal(h.u->n_log_ops, 1);
	assert_int_equal(h.u->flush_offset, 4);
	assert_int_equal(h_leo(&h), 4);
	/* its flush is in flight: the next appends wait for it */
	h.now += 10;
	h_event(&h, &ev);
	assert_int_equal(h.u->append_last_offset, 6);
	assert_int_equal(h.u->n_log_ops, 0);
	h.now += 5;
	h_event(&h, &ev);
	assert_int_equal(h.u->append_last_offset, 9);
	assert_int_equal(h_leo(&h), 4);
	/* the flush completes: both go out as one batch, with a new flush */
	h_flush(&h);
	assert_int_equal(h.u->n_log_ops, 1);
	assert_int_equal(h_leo(&h), 10);
	assert_int_equal(h.u->flush_offset, 10);
	assert_int_equal(h.log[2].count, 6);
	assert_int_equal(kr_core_high_watermark(h.c), 4);
	/* values only: null keys, no headers, stamped at each append */
	struct kw_records_iter bi;
	struct kw_record_batch rb;
	struct kw_record_iter ri;
	struct kw_record rec;
	kw_records_iter_init(&bi, h.log[2].data, (size_t)h.log[2].len, 0);
	assert_int_equal(kw_records_iter_next(&bi, &rb, NULL), 1);
	assert_int_equal(rb.header.base_timestamp, h.now - 5);
	assert_int_equal(rb.header.max_timestamp, h.now);
	assert_int_equal(kw_record_iter_init(&ri, &rb, NULL), 0);
	for (int i = 0; i < 6; i++) {
		assert_int_equal(kw_record_iter_next(&ri, &rec), 1);
		assert_int_equal(rec.key.len, -1);
		assert_int_equal(rec.value.len, 100);
		assert_int_equal(rec.header_count, 0);
		assert_int_equal(rec.timestamp, h.now - (i < 3 ? 5 : 0));
	}
	assert_int_equal(kw_record_iter_next(&ri, &rec), 0);
	h_flush(&h);
	assert_int_equal(kr_core_high_watermark(h.c), 10);
	h_free(&h);
}

/* A flush that takes longer than append.linger.ms does not hold the
 * appends behind it longer than that; with linger 0 nothing waits. */
static void test_group_commit_linger_bound(void **state)
{
	(void)state;
	for (int linger = 0; linger <= 25; linger += 25) {
		struct harness h;
		h_init(&h, 1, 1);
		h.cfg.append_linger_ms = linger;
		h_start(&h, 0, -1, -1);
		h_persist(&h);
		h_persist(&h);
		h_flush(&h);
		uint8_t v[10] = { 0 };
		struct kw_bytes val = { v, 10 };
		struct kr_event ev = { .type = KR_EVENT_APPEND };
		ev.u.append.values = &val;
		ev.u.append.n = 1;
		ev.u.append.epoch = 1;
		h_event(&h, &ev); /* written; its flush never completes */
		assert_int_equal(h_leo(&h), 2);
		h_event(&h, &ev);
		if (linger == 0) {
			assert_int_equal(h_leo(&h), 3);
			h_free(&h);
			continue;
		}
		assert_int_equal(h_leo(&h), 2);
		assert_int_equal(h.u->next_deadline_ms, h.now + 25);
		h_tick(&h, 24);
		assert_int_equal(h_leo(&h), 2);
		h_tick(&h, 1);
		assert_int_equal(h_leo(&h), 3);
		h_free(&h);
	}
}

/* With followers: a flush in flight holds appends only while no voter
 * waits for data; a voter's Fetch at the log end takes what gathered. */
static void test_group_commit_follower_waiting(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h); /* LeaderChange at 0, its flush in flight */
	uint8_t v[10] = { 0 };
	struct kw_bytes val = { v, 10 };
	struct kr_event ev = { .type = KR_EVENT_APPEND };
	ev.u.append.values = &val;
	ev.u.append.n = 1;
	ev.u.append.epoch = kr_core_epoch(h.c);
	/* nobody waits: the append gathers behind the flush */
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	assert_int_equal(h_leo(&h), 1);
	/* follower 2 fetches at the log end: it takes the gathered append */
	h_clear(&h);
	struct kr_msg f = h_fetch_req(2, ev.u.append.epoch, 1,
				      ev.u.append.epoch, 500);
	h_recv(&h, &f);
	assert_int_equal(h_leo(&h), 2);
	const struct kr_msg *a = h_find(&h, KR_MSG_FETCH_RESPONSE, 2);
	assert_non_null(a);
	assert_true(a->u.fetch_resp.records.len > 0);
	/* follower 3 parks at the new end: the next append is written at
	 * once though the flush is still in flight, and answers it */
	struct kr_msg g = h_fetch_req(3, ev.u.append.epoch, 2,
				      ev.u.append.epoch, 500);
	h_recv(&h, &g);
	h_clear(&h);
	h_event(&h, &ev);
	assert_int_equal(h_leo(&h), 3);
	a = h_find(&h, KR_MSG_FETCH_RESPONSE, 3);
	assert_non_null(a);
	assert_true(a->u.fetch_resp.records.len > 0);
	/* nobody waits again: gathers */
	h_event(&h, &ev);
	assert_int_equal(h_leo(&h), 3);
	h_free(&h);
}

/* One append is one batch; a batch the next append would overflow is
 * written at once, flush or not. */
static void test_append_batch_bounds(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 1);
	h.cfg.max_batch_bytes = 4096;
	h_start(&h, 0, -1, -1);
	h_persist(&h);
	h_persist(&h);
	h_flush(&h);
	uint8_t v[100] = { 0 };
	struct kw_bytes vals[3] = { { v, 100 }, { v, 100 }, { v, 100 } };
	struct kr_event ev = { .type = KR_EVENT_APPEND };
	ev.u.append.values = vals;
	ev.u.append.n = 3;
	ev.u.append.epoch = 1;
	h_event(&h, &ev);
	h_event(&h, &ev);
	assert_int_equal(h_leo(&h), 4); /* the second waits for the flush */
	/* wrong epoch */
	ev.u.append.epoch = 2;
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_NOT_LEADER);
	/* one append is one batch: too large is refused */
	uint8_t big[5000] = { 0 };
	struct kw_bytes bv = { big, 5000 };
	ev.u.append.values = &bv;
	ev.u.append.n = 1;
	ev.u.append.epoch = 1;
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_RECORD_TOO_LARGE);
	/* a full batch is drained at once */
	uint8_t mid[3000] = { 0 };
	struct kw_bytes mv = { mid, 3000 };
	ev.u.append.values = &mv;
	h_event(&h, &ev);
	assert_int_equal(h_leo(&h), 4); /* 3 x 100 + 3000 bytes still fit */
	/* a second 3000 bytes would not: the four waiting records go out as
	 * one batch though the flush is still in flight; the new one waits */
	h_event(&h, &ev);
	assert_int_equal(h_leo(&h), 8);
	assert_int_equal(h.log[2].count, 4);
	h_free(&h);
}

/* Full records (keys, null keys, headers, explicit and default timestamps)
 * come back byte for byte from the committed batch, read with the
 * runtime's record iterator. */
static void check_header(const struct kw_record_header *got, const char *key,
			 const char *value)
{
	assert_int_equal(got->key.len, (int32_t)strlen(key));
	assert_memory_equal(got->key.ptr, key, strlen(key));
	if (!value) {
		assert_int_equal(got->value.len, -1);
		return;
	}
	assert_int_equal(got->value.len, (int32_t)strlen(value));
	if (got->value.len > 0)
		assert_memory_equal(got->value.ptr, value, strlen(value));
}

static void check_bytes(struct kw_bytes got, const char *want)
{
	if (!want) {
		assert_int_equal(got.len, -1);
		return;
	}
	assert_int_equal(got.len, (int32_t)strlen(want));
	if (got.len > 0)
		assert_memory_equal(got.ptr, want, strlen(want));
}

#define BYTES(s) ((struct kw_bytes){ (const uint8_t *)(s), (int32_t)strlen(s) })

static void test_append_full_records(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 1);
	h.cfg.max_batch_bytes = 4096;
	h_start(&h, 0, -1, -1);
	h_persist(&h);
	h_persist(&h);
	h_flush(&h);
	int64_t t0 = h.now;
	struct kr_record_header h0[2] = {
		{ KW_STR_LIT("trace"), BYTES("abc") },
		{ KW_STR_LIT("nullval"), KW_BYTES_NULL },
	};
	struct kr_record_header h2[1] = { { KW_STR_LIT("empty"), BYTES("") } };
	struct kr_record recs[4] = {
		{ BYTES("k0"), BYTES("v0"), h0, 2, 1000000 },
		{ KW_BYTES_NULL, BYTES("v1"), NULL, 0, 1000007 },
		{ BYTES(""), KW_BYTES_NULL, h2, 1, -1 },
		{ BYTES("k3"), BYTES("v3"), NULL, 0, 999990 },
	};
	struct kr_event ev = { .type = KR_EVENT_APPEND };
	ev.now_ms = h.now;
	ev.u.append.records = recs;
	ev.u.append.n = 4;
	ev.u.append.epoch = 1;
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	assert_int_equal(h.u->append_last_offset, 4);
	h_tick(&h, 25);
	assert_int_equal(h_leo(&h), 5);
	h_flush(&h);
	assert_int_equal(kr_core_high_watermark(h.c), 5);

	const struct hbatch *hb = &h.log[1];
	struct kw_records_iter it;
	struct kw_record_batch b;
	kw_records_iter_init(&it, hb->data, (size_t)hb->len, 0);
	assert_int_equal(kw_records_iter_next(&it, &b, NULL), 1); /* CRC checked */
	assert_int_equal(b.header.base_offset, 1);
	assert_int_equal(b.header.records_count, 4);
	assert_int_equal(b.header.base_timestamp, 1000000);
	int64_t max = t0 > 1000007 ? t0 : 1000007;
	assert_int_equal(b.header.max_timestamp, max);
	assert_int_equal(kw_records_iter_next(&it, &b, NULL), 0);

	struct kw_record_iter ri;
	struct kw_record r;
	struct kw_record_header_iter hi;
	struct kw_record_header got;
	assert_int_equal(kw_record_iter_init(&ri, &b, NULL), 0);

	assert_int_equal(kw_record_iter_next(&ri, &r), 1);
	assert_int_equal(r.offset, 1);
	assert_int_equal(r.timestamp, 1000000);
	check_bytes(r.key, "k0");
	check_bytes(r.value, "v0");
	assert_int_equal(r.header_count, 2);
	kw_record_header_iter_init(&hi, &r);
	assert_int_equal(kw_record_header_iter_next(&hi, &got), 1);
	check_header(&got, "trace", "abc");
	assert_int_equal(kw_record_header_iter_next(&hi, &got), 1);
	check_header(&got, "nullval", NULL);
	assert_int_equal(kw_record_header_iter_next(&hi, &got), 0);

	assert_int_equal(kw_record_iter_next(&ri, &r), 1);
	assert_int_equal(r.offset, 2);
	assert_int_equal(r.timestamp, 1000007);
	check_bytes(r.key, NULL);
	check_bytes(r.value, "v1");
	assert_int_equal(r.header_count, 0);

	assert_int_equal(kw_record_iter_next(&ri, &r), 1);
	assert_int_equal(r.offset, 3);
	assert_int_equal(r.timestamp, t0); /* -1: the event's wall_ms */
	check_bytes(r.key, "");
	check_bytes(r.value, NULL);
	assert_int_equal(r.header_count, 1);
	kw_record_header_iter_init(&hi, &r);
	assert_int_equal(kw_record_header_iter_next(&hi, &got), 1);
	check_header(&got, "empty", "");

	assert_int_equal(kw_record_iter_next(&ri, &r), 1);
	assert_int_equal(r.offset, 4);
	assert_int_equal(r.timestamp, 999990); /* below the base: negative delta */
	check_bytes(r.key, "k3");
	check_bytes(r.value, "v3");
	assert_int_equal(kw_record_iter_next(&ri, &r), 0);

	/* a null header key is refused */
	struct kr_record_header bad_h = { KW_STR_NULL, BYTES("x") };
	struct kr_record bad = { BYTES("k"), BYTES("v"), &bad_h, 1, -1 };
	ev.u.append.records = &bad;
	ev.u.append.n = 1;
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	/* headers count toward max_batch_bytes */
	static uint8_t big[5000];
	struct kr_record_header big_h = { KW_STR_LIT("big"), { big, 5000 } };
	struct kr_record large = { BYTES("k"), BYTES("v"), &big_h, 1, -1 };
	ev.u.append.records = &large;
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_RECORD_TOO_LARGE);
	/* so do keys */
	struct kr_record large_key = { { big, 5000 }, BYTES("v"), NULL, 0, -1 };
	ev.u.append.records = &large_key;
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_RECORD_TOO_LARGE);
	assert_int_equal(h_leo(&h), 5);
	h_free(&h);
}

/* ---------------- Fetch on the leader ---------------- */

static void test_fetch_validation_errors(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 2, -1, -1);
	h_become_leader(&h); /* epoch 3 */
	struct kr_msg f = h_fetch_req(2, 3, 0, 0, 0);
	f.u.fetch_req.cluster_id = KW_STR_LIT("nope");
	h_recv(&h, &f);
	assert_int_equal(fetch_resp_to(&h, 2)->u.fetch_resp.error_code,
			 KW_PERR_INCONSISTENT_CLUSTER_ID);
	f = h_fetch_req(2, 2, 0, 0, 0);
	h_recv(&h, &f);
	assert_int_equal(fetch_resp_to(&h, 2)->u.fetch_resp.partition_error,
			 KW_PERR_FENCED_LEADER_EPOCH);
	assert_int_equal(fetch_resp_to(&h, 2)->u.fetch_resp.leader_id, 1);
	assert_int_equal(fetch_resp_to(&h, 2)->u.fetch_resp.leader_epoch, 3);
	f = h_fetch_req(2, 4, 0, 0, 0);
	h_recv(&h, &f);
	assert_int_equal(fetch_resp_to(&h, 2)->u.fetch_resp.partition_error,
			 KW_PERR_UNKNOWN_LEADER_EPOCH);
	f = h_fetch_req(2, 3, -1, 0, 0);
	h_recv(&h, &f);
	assert_int_equal(fetch_resp_to(&h, 2)->u.fetch_resp.partition_error,
			 KW_PERR_INVALID_REQUEST);
	h_free(&h);

	/* a non-leader answers NOT_LEADER_OR_FOLLOWER with what it knows */
	h_init(&h, 2, 3);
	h_start(&h, 3, 1, -1);
	f = h_fetch_req(3, 3, 0, 0, 0);
	h_recv(&h, &f);
	assert_int_equal(fetch_resp_to(&h, 3)->u.fetch_resp.partition_error,
			 KW_PERR_NOT_LEADER_OR_FOLLOWER);
	assert_int_equal(fetch_resp_to(&h, 3)->u.fetch_resp.leader_id, 1);
	h_free(&h);
}

static void test_fetch_diverging_epoch(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_log_add(&h, 1, 10);
	h_log_add(&h, 3, 10); /* epochs {1: 0, 3: 10}, end 20 */
	h_start(&h, 3, -1, -1);
	h_become_leader(&h);  /* epoch 4 at 20 */
	struct kr_msg f = h_fetch_req(2, 4, 15, 2, 500);
	h_recv(&h, &f);
	const struct kr_fetch_response *r = &fetch_resp_to(&h, 2)->u.fetch_resp;
	/* the largest epoch <= 2 is 1, which ends at 10; answered at once
	 * despite MaxWaitMs (KAFKA-15100) */
	assert_int_equal(r->diverging_epoch, 1);
	assert_int_equal(r->diverging_end_offset, 10);
	f = h_fetch_req(2, 4, 25, 3, 0);
	h_recv(&h, &f);
	r = &fetch_resp_to(&h, 2)->u.fetch_resp;
	assert_int_equal(r->diverging_epoch, 3);
	assert_int_equal(r->diverging_end_offset, 20);
	h_clear(&h);
	f = h_fetch_req(2, 4, 12, 3, 0);
	h_recv(&h, &f);
	r = &fetch_resp_to(&h, 2)->u.fetch_resp;
	assert_int_equal(r->diverging_epoch, -1);
	assert_true(r->records.len > 0);
	h_free(&h);
}

static void test_fetch_offset_may_go_backwards(void **state)
{
	(void)state;
	/* KAFKA-12181: a follower that lost its disk fetches from 0 again */
	struct harness h;
	h_init(&h, 1, 3);
	h_log_add(&h, 1, 10);
	h_start(&h, 1, -1, -1);
	h_become_leader(&h);
	h_flush(&h);
	struct kr_msg f = h_fetch_req(2, 2, 11, 2, 0);
	h_recv(&h, &f);
	assert_int_equal(kr_core_high_watermark(h.c), 11);
	f = h_fetch_req(2, 2, 0, 0, 0);
	h_recv(&h, &f);
	assert_int_equal(h.rc, 0);
	assert_int_equal(h.u->fatal, 0);
	struct kr_quorum_info qi;
	kr_core_describe_quorum(h.c, h.now, &qi);
	assert_int_equal(qi.voters[1].log_end_offset, 0);
	/* the HW does not go back */
	assert_int_equal(kr_core_high_watermark(h.c), 11);
	assert_true(fetch_resp_to(&h, 2)->u.fetch_resp.records.len > 0);
	h_free(&h);
}

static void test_parked_fetch(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	h_flush(&h);
	h_clear(&h);
	/* at the log end with MaxWaitMs: parked */
	struct kr_msg f = h_fetch_req(2, 1, 1, 1, 500);
	h_recv(&h, &f);
	assert_null(fetch_resp_to(&h, 2));
	assert_true(h.u->next_deadline_ms <= h.now + 500);
	/* ... until it expires: empty answer */
	h_tick(&h, 500);
	assert_non_null(fetch_resp_to(&h, 2));
	assert_int_equal(fetch_resp_to(&h, 2)->u.fetch_resp.records.len, 0);
	/* completed early by new data */
	h_clear(&h);
	h_recv(&h, &f);
	assert_null(fetch_resp_to(&h, 2));
	uint8_t v[4] = { 1, 2, 3, 4 };
	struct kw_bytes val = { v, 4 };
	struct kr_event ev = { .type = KR_EVENT_APPEND };
	ev.u.append.values = &val;
	ev.u.append.n = 1;
	ev.u.append.epoch = 1;
	h_event(&h, &ev);
	h_tick(&h, 25);
	assert_non_null(fetch_resp_to(&h, 2));
	assert_true(fetch_resp_to(&h, 2)->u.fetch_resp.records.len > 0);
	/* completed with an error on resign (KAFKA-10677) */
	h_clear(&h);
	f = h_fetch_req(3, 1, 2, 1, 500);
	h_recv(&h, &f);
	assert_null(fetch_resp_to(&h, 3));
	struct kr_event rs = { .type = KR_EVENT_RESIGN };
	rs.u.resign_epoch = 1;
	h_event(&h, &rs);
	assert_int_equal(kr_core_state(h.c), KR_STATE_RESIGNED);
	assert_int_equal(fetch_resp_to(&h, 3)->u.fetch_resp.partition_error,
			 KW_PERR_NOT_LEADER_OR_FOLLOWER);
	h_free(&h);
}

static void test_observer_fetch_not_counted(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	h_flush(&h);
	struct kr_msg f = h_fetch_req(50, 1, 1, 1, 0);
	h_recv(&h, &f);
	f = h_fetch_req(-1, 1, 1, 1, 0);
	f.from = -1002;
	h_recv(&h, &f);
	assert_int_equal(kr_core_high_watermark(h.c), -1);
	assert_non_null(fetch_resp_to(&h, -1002));
	struct kr_quorum_info qi;
	kr_core_describe_quorum(h.c, h.now, &qi);
	assert_int_equal(qi.n_observers, 1); /* the id-less one is untracked */
	assert_int_equal(qi.observers[0].replica_id, 50);
	assert_int_equal(qi.observers[0].log_end_offset, 1);
	assert_int_equal(qi.observers[0].last_fetch_timestamp, h.now);
	h_free(&h);
}

/* ---------------- follower ---------------- */

static struct kr_msg follower_resp(struct harness *h, int64_t hw)
{
	const struct kr_msg *rq = h_find(h, KR_MSG_FETCH_REQUEST, 1);
	assert_non_null(rq);
	struct kr_msg r = { .type = KR_MSG_FETCH_RESPONSE, .from = 1,
			    .request_id = rq->request_id };
	r.u.fetch_resp.high_watermark = hw;
	r.u.fetch_resp.diverging_epoch = -1;
	r.u.fetch_resp.diverging_end_offset = -1;
	r.u.fetch_resp.leader_id = 1;
	r.u.fetch_resp.leader_epoch = kr_core_epoch(h->c);
	return r;
}

static void test_follower_replicates_and_waits_for_flush(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 1, 1, -1);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	const struct kr_msg *rq = h_find(&h, KR_MSG_FETCH_REQUEST, 1);
	assert_non_null(rq);
	assert_int_equal(rq->u.fetch_req.fetch_offset, 0);
	struct hbatch b = h_make_batch(0, 1, 4);
	struct kr_msg r = follower_resp(&h, 10);
	r.u.fetch_resp.records = (struct kw_bytes){ b.data, b.len };
	h_clear(&h);
	h_recv(&h, &r);
	free(b.data);
	assert_int_equal(h_leo(&h), 4);
	/* HW = min(leader HW, own end) */
	assert_int_equal(kr_core_high_watermark(h.c), 4);
	assert_int_equal(h.u->flush_offset, 4);
	/* no fetch until the append is flushed: a fetch offset acknowledges */
	assert_null(h_find(&h, KR_MSG_FETCH_REQUEST, 1));
	h_flush(&h);
	rq = h_find(&h, KR_MSG_FETCH_REQUEST, 1);
	assert_non_null(rq);
	assert_int_equal(rq->u.fetch_req.fetch_offset, 4);
	assert_int_equal(rq->u.fetch_req.last_fetched_epoch, 1);
	/* committed batches reach the application once */
	assert_int_equal(h.ncommitted, 1);
	/* the HW never decreases */
	r = follower_resp(&h, 2);
	h_recv(&h, &r);
	assert_int_equal(kr_core_high_watermark(h.c), 4);
	h_free(&h);
}

static void test_follower_truncates_before_hw(void **state)
{
	(void)state;
	/* KAFKA-14704: a diverging answer truncates and its HW is ignored */
	struct harness h;
	h_init(&h, 2, 3);
	h_log_add(&h, 1, 5);
	h_log_add(&h, 2, 5); /* uncommitted epoch 2 entries 5..9 */
	h_start(&h, 3, 1, -1);
	struct kr_msg r = follower_resp(&h, 8);
	r.u.fetch_resp.diverging_epoch = 1;
	r.u.fetch_resp.diverging_end_offset = 5;
	h_recv(&h, &r);
	assert_int_equal(h_leo(&h), 5);
	assert_int_equal(h.u->n_log_ops, 1);
	assert_int_equal(h.u->log_ops[0].type, KR_LOG_TRUNCATE);
	assert_int_equal(kr_core_high_watermark(h.c), -1);
	h_free(&h);
}

static void test_truncation_below_hw_is_refused(void **state)
{
	(void)state;
	/* KAFKA-12460: never below the high watermark. Kafka stops; here the
	 * leader's answer is refused (listed), nothing is cut, the core runs
	 * on and the fetch timer keeps running (such a leader is replaced). */
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 1, 1, -1);
	struct hbatch b = h_make_batch(0, 1, 6);
	struct kr_msg r = follower_resp(&h, 6);
	r.u.fetch_resp.records = (struct kw_bytes){ b.data, b.len };
	h_recv(&h, &r);
	free(b.data);
	h_flush(&h);
	assert_int_equal(kr_core_high_watermark(h.c), 6);
	int64_t since = h.now;
	h_tick(&h, 50);
	r = follower_resp(&h, 6);
	r.u.fetch_resp.diverging_epoch = 0;
	r.u.fetch_resp.diverging_end_offset = 3;
	h_recv(&h, &r);
	assert_int_equal(h.u->fatal, 0);
	assert_int_equal(h.u->n_log_ops, 0);
	assert_int_equal(h_leo(&h), 6); /* nothing truncated */
	assert_int_equal(h.u->n_refusals, 1);
	assert_int_equal(h.u->refusals[0].what, KR_MSG_FETCH_RESPONSE);
	assert_int_equal(h.u->refusals[0].from, 1);
	assert_non_null(strstr(h.u->refusals[0].reason, "high watermark"));
	/* the refused answer did not count as a fetch: the follower stands
	 * one fetch timeout after the last good one */
	while (kr_core_state(h.c) == KR_STATE_FOLLOWER)
		h_tick_to_deadline(&h);
	assert_true(h.now - since <= h.cfg.fetch_timeout_ms + 1);
	assert_int_equal(h.rc, 0);
	h_free(&h);
}

/* A storage read that fails as kr_log_read does: the file and the byte
 * position in the error. */
static int failing_read(void *ctx, int64_t off, int32_t max, struct kw_bytes *out,
			struct kw_error *err)
{
	(void)ctx;
	(void)off;
	(void)max;
	(void)out;
	return kw_error_set(err, -26, 4711,
			    "dir/00000000000000000000.log: read at byte position 4711: "
			    "Input/output error");
}

static void test_fatal_carries_a_reason(void **state)
{
	(void)state;
	/* the node's own state failing (here its log read) stops the core,
	 * with a sentence for the log, not only a code */
	struct harness h;
	h_init(&h, 2, 3);
	h_log_add(&h, 1, 5);
	h_start(&h, 1, 1, -1);
	struct kr_msg r = follower_resp(&h, 5);
	h.c->cfg.log_read = failing_read; /* from now on */
	h_recv(&h, &r);
	assert_int_equal(h.u->fatal, KR_ERR_LOG_READ);
	assert_non_null(h.u->fatal_reason);
	assert_non_null(strstr(h.u->fatal_reason, "read at offset 0"));
	/* the storage's detail comes along (issue 12), whole */
	assert_non_null(strstr(h.u->fatal_reason,
			       "00000000000000000000.log: read at byte position 4711"));
	assert_non_null(h.u->fatal_error);
	assert_int_equal(h.u->fatal_error->offset, 4711);
	assert_non_null(strstr(h.u->fatal_error->detail, "Input/output error"));
	assert_int_equal(h.rc, KR_ERR_STOPPED);
	h_tick(&h, 10);
	assert_int_equal(h.rc, KR_ERR_STOPPED);
	assert_int_equal(h.u->fatal, KR_ERR_LOG_READ);
	assert_non_null(h.u->fatal_reason);
	h_free(&h);
}

static void test_follower_fetch_timeout(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 1, 1, -1);
	h_tick(&h, 1999);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	h_tick(&h, 1);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	assert_int_equal(kr_core_epoch(h.c), 2);
	h_free(&h);
	/* an observer rediscovers instead */
	h_init(&h, 9, 3);
	h_start(&h, 1, 1, -1);
	h_tick(&h, 2000);
	assert_int_equal(kr_core_state(h.c), KR_STATE_UNATTACHED);
	assert_int_equal(kr_core_epoch(h.c), 1);
	h_free(&h);
}

/* KIP-853: an observer that knows no voter (kwire format
 * --no-initial-controllers) sends its discovery Fetch to a bootstrap
 * server (KR_BOOTSTRAP_ID(i), one at a time), and follows the leader the
 * answer names, fetching from it next; the bootstrap answer's records and
 * high watermark are not taken. */
static void test_observer_discovers_through_bootstrap(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 7, 0);
	h.cfg.n_bootstrap = 3;
	h_start(&h, 0, -1, -1); /* the first poll sends it */
	h_tick(&h, 1);
	assert_int_equal(h_count(&h, KR_MSG_FETCH_REQUEST), 1);
	const struct kr_msg *rq = h_find(&h, KR_MSG_FETCH_REQUEST, -99);
	assert_non_null(rq);
	assert_true(KR_IS_BOOTSTRAP_ID(rq->to));
	assert_true(rq->to <= KR_BOOTSTRAP_ID(0) && rq->to >= KR_BOOTSTRAP_ID(2));
	assert_int_equal(rq->u.fetch_req.replica_id, 7);
	/* one discovery Fetch at a time */
	struct kr_msg first = *rq;
	h_clear(&h);
	h_tick(&h, 1);
	assert_int_equal(h_count(&h, KR_MSG_FETCH_REQUEST), 0);
	/* the answer names leader 1 of epoch 4 */
	struct kr_msg r = {.type = KR_MSG_FETCH_RESPONSE, .from = first.to,
			   .request_id = first.request_id};
	r.u.fetch_resp.high_watermark = 10;
	r.u.fetch_resp.diverging_epoch = -1;
	r.u.fetch_resp.diverging_end_offset = -1;
	r.u.fetch_resp.snapshot_id = (struct kr_snapshot_id){-1, -1};
	r.u.fetch_resp.leader_id = 1;
	r.u.fetch_resp.leader_epoch = 4;
	h_clear(&h);
	h_recv(&h, &r);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	assert_int_equal(kr_core_epoch(h.c), 4);
	assert_int_equal(kr_core_high_watermark(h.c), -1); /* not from it */
	h_persist(&h);
	h_tick(&h, 1);
	const struct kr_msg *to_leader = h_find(&h, KR_MSG_FETCH_REQUEST, 1);
	assert_non_null(to_leader);
	assert_int_equal(to_leader->u.fetch_req.current_leader_epoch, 4);
	h_free(&h);
}

/* A bootstrap server's answer that names no leader (or an error) leaves
 * the observer unattached; it asks again (maybe another one) after the
 * retry backoff. A stale epoch is not taken either. */
static void test_observer_bootstrap_answer_without_leader(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 7, 0);
	h.cfg.n_bootstrap = 1;
	h_start(&h, 2, -1, -1);
	h_tick(&h, 1);
	const struct kr_msg *rq = h_find(&h, KR_MSG_FETCH_REQUEST, KR_BOOTSTRAP_ID(0));
	assert_non_null(rq);
	struct kr_msg r = {.type = KR_MSG_FETCH_RESPONSE, .from = KR_BOOTSTRAP_ID(0),
			   .request_id = rq->request_id};
	r.u.fetch_resp.diverging_epoch = -1;
	r.u.fetch_resp.snapshot_id = (struct kr_snapshot_id){-1, -1};
	r.u.fetch_resp.leader_id = -1;
	r.u.fetch_resp.leader_epoch = 3;
	h_recv(&h, &r);
	assert_int_equal(kr_core_state(h.c), KR_STATE_UNATTACHED);
	assert_int_equal(kr_core_epoch(h.c), 2);
	h_clear(&h);
	h_tick(&h, h.cfg.retry_backoff_ms);
	rq = h_find(&h, KR_MSG_FETCH_REQUEST, KR_BOOTSTRAP_ID(0));
	assert_non_null(rq);
	r.request_id = rq->request_id;
	r.u.fetch_resp.leader_id = 1;
	r.u.fetch_resp.leader_epoch = 1; /* below this node's epoch 2 */
	h_recv(&h, &r);
	assert_int_equal(kr_core_state(h.c), KR_STATE_UNATTACHED);
	assert_int_equal(kr_core_epoch(h.c), 2);
	h_free(&h);
}

/* A request that will get no response (KR_EVENT_REQUEST_LOST: its
 * connection closed) is sent again after retry_backoff_ms, not after
 * request_timeout_ms; a lost report for another request changes nothing. */
static void test_request_lost_retried_after_backoff(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 1, 1, -1);
	const struct kr_msg *f = h_find(&h, KR_MSG_FETCH_REQUEST, 1);
	assert_non_null(f);
	uint32_t id = f->request_id;
	h_clear(&h);
	struct kr_event ev = {.type = KR_EVENT_REQUEST_LOST};
	ev.u.lost.to = 1;
	ev.u.lost.request_id = id + 100; /* not the one in flight */
	h_event(&h, &ev);
	h_tick(&h, h.cfg.retry_backoff_ms + 1);
	assert_int_equal(h_count(&h, KR_MSG_FETCH_REQUEST), 0);
	ev.u.lost.request_id = id;
	h_event(&h, &ev);
	assert_int_equal(h_count(&h, KR_MSG_FETCH_REQUEST), 0); /* the backoff first */
	h_tick(&h, h.cfg.retry_backoff_ms);
	assert_int_equal(h_count(&h, KR_MSG_FETCH_REQUEST), 1);
	assert_true(h.now < 1000 + h.cfg.request_timeout_ms);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	h_free(&h);
}

static void test_end_quorum_epoch_successor_backoff(void **state)
{
	(void)state;
	struct harness h;
	for (int pos = 0; pos < 3; pos++) {
		h_init(&h, 2, 4);
		h_start(&h, 1, 1, -1);
		struct kr_msg e = { .type = KR_MSG_END_QUORUM_EPOCH_REQUEST,
				    .from = 1, .request_id = 5 };
		e.u.end_req.cluster_id = KW_STR_LIT("test-cluster");
		e.u.end_req.leader_id = 1;
		e.u.end_req.leader_epoch = 1;
		e.u.end_req.n_preferred_successors = 3;
		int32_t order[3][3] = { { 2, 3, 4 }, { 3, 2, 4 }, { 3, 4, 2 } };
		memcpy(e.u.end_req.preferred_successors, order[pos], sizeof(order[0]));
		h_recv(&h, &e);
		h_persist(&h);
		assert_non_null(h_find(&h, KR_MSG_END_QUORUM_EPOCH_RESPONSE, 1));
		if (pos == 0) {
			/* the most caught-up starts an election at once */
			assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
		} else {
			/* strict exponential: (max >> (n-1)) << (p-1) */
			int64_t want = (1000 >> 2) << (pos - 1);
			assert_int_equal(h.u->next_deadline_ms - h.now, want);
			h_tick(&h, want);
			assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
		}
		h_free(&h);
	}
}

/* ---------------- resign, check-quorum, restart, reporting ---------- */

static void test_resign_sends_end_quorum_epoch(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	h_flush(&h);
	struct kr_msg f = h_fetch_req(3, 1, 1, 1, 0);
	h_recv(&h, &f); /* voter 3 is further along than voter 2 */
	h_clear(&h);
	struct kr_event rs = { .type = KR_EVENT_RESIGN };
	rs.u.resign_epoch = 0; /* stale: ignored */
	h_event(&h, &rs);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	rs.u.resign_epoch = 1;
	h_event(&h, &rs);
	assert_int_equal(kr_core_state(h.c), KR_STATE_RESIGNED);
	assert_false(h.u->persist_quorum_state); /* Resigned is not persisted */
	const struct kr_msg *e = h_find(&h, KR_MSG_END_QUORUM_EPOCH_REQUEST, 2);
	assert_non_null(e);
	assert_int_equal(e->u.end_req.n_preferred_successors, 2);
	assert_int_equal(e->u.end_req.preferred_successors[0], 3);
	assert_int_equal(e->u.end_req.preferred_successors[1], 2);
	/* same-epoch votes are refused while Resigned (KAFKA-12607) */
	struct kr_msg v = h_vote_req(2, 1, 1, 1);
	h_recv(&h, &v);
	assert_false(h_find(&h, KR_MSG_VOTE_RESPONSE, 2)->u.vote_resp.vote_granted);
	/* a higher epoch is granted */
	v = h_vote_req(2, 2, 1, 1);
	h_recv(&h, &v);
	h_persist(&h);
	assert_true(h_find(&h, KR_MSG_VOTE_RESPONSE, 2)->u.vote_resp.vote_granted);
	h_free(&h);
}

static void test_check_quorum_resigns(void **state)
{
	(void)state;
	/* KAFKA-15489 */
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	int64_t t0 = h.now;
	/* fetches from one voter keep a 3-voter leader in place */
	for (int i = 0; i < 10; i++) {
		h_tick(&h, 1000);
		struct kr_msg f = h_fetch_req(2, 1, 0, 0, 0);
		h_recv(&h, &f);
	}
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	/* silence for 1.5 x fetch timeout: resign */
	t0 = h.now;
	while (kr_core_state(h.c) == KR_STATE_LEADER && h.now < t0 + 10000)
		h_tick_to_deadline(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_RESIGNED);
	assert_int_equal(h.now - t0, 3000);
	h_free(&h);
}

static void test_restart_as_leader_starts_resigned(void **state)
{
	(void)state;
	/* KAFKA-10527 */
	struct harness h;
	h_init(&h, 1, 3);
	h_log_add(&h, 4, 3);
	h_start(&h, 4, 1, 1);
	assert_int_equal(kr_core_state(h.c), KR_STATE_RESIGNED);
	assert_int_equal(kr_core_epoch(h.c), 4);
	/* never reported as leader (KAFKA-17333) */
	assert_int_not_equal(h.reported.leader_id, 1);
	/* the next election is in a later epoch */
	while (kr_core_state(h.c) == KR_STATE_RESIGNED)
		h_tick_to_deadline(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	assert_int_equal(kr_core_epoch(h.c), 5);
	h_free(&h);
}

static void test_restart_honours_persisted_vote(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 3, -1, 2);
	assert_int_equal(kr_core_state(h.c), KR_STATE_UNATTACHED);
	assert_int_equal(kr_core_voted(h.c), 2);
	struct kr_msg v = h_vote_req(3, 3, 0, 0);
	h_recv(&h, &v);
	assert_false(h_find(&h, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.vote_granted);
	h_free(&h);
	/* a persisted vote without a node id is refused */
	h_init(&h, -1, 3);
	h.c = kr_core_new(&h.cfg);
	struct kr_boot b = { .qs = { 3, -1, 2 }, .epochs = NULL, .n_epochs = 0,
			     .log_end_offset = 0, .applied_offset = 0 };
	assert_int_equal(kr_core_start(h.c, &b, 0, &h.u), KR_ERR_INVALID_ARGUMENT);
	h_free(&h);
}

static void test_leadership_reported_after_commit(void **state)
{
	(void)state;
	/* KAFKA-15345: the application learns it leads only once the epoch's
	 * LeaderChange batch is committed and delivered */
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	h_flush(&h);
	assert_int_equal(h.reported.leader_id, -1);
	assert_int_equal(h.reported.epoch, 1);
	struct kr_msg f = h_fetch_req(2, 1, 1, 1, 0);
	h_recv(&h, &f);
	assert_true(h.u->leader_changed);
	assert_int_equal(h.reported.leader_id, 1);
	assert_int_equal(h.ncommitted, 1);
	assert_int_equal(h.committed[0], 0);
	h_free(&h);
}

static void test_describe_quorum(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	struct kr_quorum_info qi;
	kr_core_describe_quorum(h.c, h.now, &qi);
	assert_int_equal(qi.error_code, KW_PERR_NOT_LEADER_OR_FOLLOWER);
	h_become_leader(&h);
	h_flush(&h);
	h.now += 7;
	struct kr_msg f = h_fetch_req(2, 1, 1, 1, 0);
	h_recv(&h, &f);
	kr_core_describe_quorum(h.c, h.now + 3, &qi);
	assert_int_equal(qi.error_code, 0);
	assert_int_equal(qi.leader_id, 1);
	assert_int_equal(qi.leader_epoch, 1);
	assert_int_equal(qi.high_watermark, 1);
	assert_int_equal(qi.n_voters, 3);
	assert_int_equal(qi.voters[0].log_end_offset, 1);
	assert_int_equal(qi.voters[0].last_caught_up_timestamp, h.now + 3);
	assert_int_equal(qi.voters[1].log_end_offset, 1);
	assert_int_equal(qi.voters[1].last_fetch_timestamp, h.now);
	assert_int_equal(qi.voters[1].last_caught_up_timestamp, h.now);
	assert_int_equal(qi.voters[2].log_end_offset, -1);
	assert_int_equal(qi.voters[2].last_fetch_timestamp, -1);
	h_free(&h);
}

static void test_begin_quorum_epoch_until_fetched_and_periodic(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_clear(&h);
	h_become_leader(&h);
	assert_non_null(h_find(&h, KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, 2));
	assert_non_null(h_find(&h, KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, 3));
	/* acknowledged, but the voters have not fetched yet */
	for (int32_t v = 2; v <= 3; v++) {
		const struct kr_msg *rq = h_find(&h, KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, v);
		struct kr_msg r = { .type = KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE,
				    .from = v, .request_id = rq->request_id };
		r.u.epoch_resp.leader_id = 1;
		r.u.epoch_resp.leader_epoch = 1;
		h_recv(&h, &r);
	}
	/* again every fetch timeout / 2 */
	h_clear(&h);
	h_tick(&h, 999);
	assert_null(h_find(&h, KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, 2));
	h_tick(&h, 1);
	assert_non_null(h_find(&h, KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, 2));
	assert_non_null(h_find(&h, KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, 3));
	h_free(&h);
}

static void test_hw_off_by_one_fault_is_visible(void **state)
{
	(void)state;
	/* the same steps as test_hw_strictly_beyond_epoch_start with the
	 * KAFKA-12619 bug injected: the HW moves to the epoch start, exposing
	 * an entry of an older epoch as committed */
	struct harness h;
	h_init(&h, 1, 3);
	h.cfg.faults = KR_FAULT_HW_AT_EPOCH_START;
	h_log_add(&h, 1, 5);
	h_start(&h, 1, -1, -1);
	h_become_leader(&h);
	h_flush(&h);
	struct kr_msg f = h_fetch_req(2, 2, 5, 1, 0);
	h_recv(&h, &f);
	assert_int_equal(kr_core_high_watermark(h.c), 5);
	h_free(&h);
}

static void test_next_deadline_always_in_future(void **state)
{
	(void)state;
	/* KAFKA-17751: a follower waiting for a flush, with its retry backoff
	 * and request timers expired, must not ask to be woken now (a busy
	 * loop); the harness checks next_deadline_ms > now on every update */
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 1, 1, -1);
	struct hbatch b = h_make_batch(0, 1, 2);
	struct kr_msg r = follower_resp(&h, 0);
	r.u.fetch_resp.records = (struct kw_bytes){ b.data, b.len };
	h_recv(&h, &r);
	free(b.data);
	for (int i = 0; i < 50; i++) {
		h_tick(&h, 1);
		assert_true(h.u->next_deadline_ms > h.now);
	}
	/* and the fetch timeout still fires while waiting */
	for (int i = 0; i < 100 && kr_core_state(h.c) == KR_STATE_FOLLOWER; i++)
		h_tick_to_deadline(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	h_free(&h);
}

static void test_committed_from_applied_offset(void **state)
{
	(void)state;
	/* the application asks for committed batches from offset 4 on: the
	 * batch [0, 4) is not handed over again, [4, 8) is, once */
	struct harness h;
	h_init(&h, 2, 3);
	h_log_add(&h, 1, 4);
	h_log_add(&h, 1, 4);
	h.c = kr_core_new(&h.cfg);
	struct kr_epoch_entry ep = { 1, 0 };
	struct kr_boot bt = { .qs = { 1, 1, -1 }, .epochs = &ep, .n_epochs = 1,
			     .log_end_offset = 8, .applied_offset = 4 };
	assert_int_equal(kr_core_start(h.c, &bt, h.now, &h.u), 0);
	h_take(&h);
	struct kr_msg r = follower_resp(&h, 8);
	h_recv(&h, &r);
	assert_int_equal(h.ncommitted, 1);
	assert_int_equal(h.committed[0], 4);
	r = follower_resp(&h, 8);
	h_recv(&h, &r);
	assert_int_equal(h.ncommitted, 1);
	h_free(&h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vote_persisted_before_granted),
		cmocka_unit_test(test_vote_one_per_epoch),
		cmocka_unit_test(test_vote_fenced_epoch_and_cluster),
		cmocka_unit_test(test_vote_log_comparison_epoch_first),
		cmocka_unit_test(test_vote_rejects_non_voter_and_observer_never_votes),
		cmocka_unit_test(test_election_timeout_randomised),
		cmocka_unit_test(test_candidate_persists_before_requesting_votes),
		cmocka_unit_test(test_candidate_steps_down_when_election_lost),
		cmocka_unit_test(test_single_voter_elects_itself),
		cmocka_unit_test(test_records_carry_wall_clock),
		cmocka_unit_test(test_append_producer_and_control),
		cmocka_unit_test(test_leader_change_at_log_end),
		cmocka_unit_test(test_hw_strictly_beyond_epoch_start),
		cmocka_unit_test(test_leader_unflushed_end_does_not_count),
		cmocka_unit_test(test_group_commit),
		cmocka_unit_test(test_group_commit_linger_bound),
		cmocka_unit_test(test_append_batch_bounds),
		cmocka_unit_test(test_group_commit_follower_waiting),
		cmocka_unit_test(test_append_full_records),
		cmocka_unit_test(test_fetch_validation_errors),
		cmocka_unit_test(test_fetch_diverging_epoch),
		cmocka_unit_test(test_fetch_offset_may_go_backwards),
		cmocka_unit_test(test_parked_fetch),
		cmocka_unit_test(test_observer_fetch_not_counted),
		cmocka_unit_test(test_follower_replicates_and_waits_for_flush),
		cmocka_unit_test(test_follower_truncates_before_hw),
		cmocka_unit_test(test_truncation_below_hw_is_refused),
		cmocka_unit_test(test_fatal_carries_a_reason),
		cmocka_unit_test(test_follower_fetch_timeout),
		cmocka_unit_test(test_observer_discovers_through_bootstrap),
		cmocka_unit_test(test_observer_bootstrap_answer_without_leader),
		cmocka_unit_test(test_request_lost_retried_after_backoff),
		cmocka_unit_test(test_end_quorum_epoch_successor_backoff),
		cmocka_unit_test(test_resign_sends_end_quorum_epoch),
		cmocka_unit_test(test_check_quorum_resigns),
		cmocka_unit_test(test_restart_as_leader_starts_resigned),
		cmocka_unit_test(test_restart_honours_persisted_vote),
		cmocka_unit_test(test_leadership_reported_after_commit),
		cmocka_unit_test(test_describe_quorum),
		cmocka_unit_test(test_begin_quorum_epoch_until_fetched_and_periodic),
		cmocka_unit_test(test_hw_off_by_one_fault_is_visible),
		cmocka_unit_test(test_next_deadline_always_in_future),
		cmocka_unit_test(test_committed_from_applied_offset),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
