/*
 * tests/raft/test_membership.c — the log-defined voter set and AlterQuorum
 * (the KIP-595 draft's reassignment), one core at a time: the record's
 * layout against the generated codec, the set taking effect on append and
 * rolling back on truncation, the leader's single-member steps (one at a
 * time, a new voter only once caught up), cancellation, a leader removing
 * itself, a removed follower no longer counting, the refusal of a
 * candidate outside the expected voters, and the set read back at start.
 */
#include "harness.h"

#include <kwire/arena.h>
#include <kwire/error.h>
#include <kwire/reader.h>
#include <kwire/writer.h>
#include <kwire/msg/voter_assignment_record.h>

/* -- helpers -------------------------------------------------------- */

static int alter(struct harness *h, const int32_t *t, int32_t n, uint64_t id)
{
	struct kr_event ev = { .type = KR_EVENT_ALTER_QUORUM };
	ev.u.alter.target = t;
	ev.u.alter.n_target = n;
	ev.u.alter.id = id;
	h_event(h, &ev);
	return h->rc;
}

/* The leader receives a fetch from `from` at `off` (answered at once). */
static void lfetch(struct harness *h, int32_t from, int64_t off)
{
	int32_t e = 0;
	for (int i = 0; i < h->nlog; i++)
		if (h->log[i].base + h->log[i].count <= off)
			e = h->log[i].epoch;
	struct kr_msg f = h_fetch_req(from, kr_core_epoch(h->c), off, e, 0);
	h_recv(h, &f);
}

static int count_assignments(const struct harness *h)
{
	int k = 0;
	for (int i = 0; i < h->nlog; i++) {
		struct kr_batch b;
		struct kr_voter_assignment a;
		kr__batch_parse(h->log[i].data, (size_t)h->log[i].len, &b, false);
		k += kr_voter_assignment_parse(&b, &a) == 1;
	}
	return k;
}

static bool set_is(const int32_t *v, int32_t n, const int32_t *want, int32_t nw)
{
	if (n != nw)
		return false;
	for (int32_t i = 0; i < n; i++) {
		bool found = false;
		for (int32_t j = 0; j < nw; j++)
			found |= v[i] == want[j];
		if (!found)
			return false;
	}
	return true;
}

#define VOTERS_ARE(h, ...)                                                     \
	do {                                                                   \
		const int32_t want_[] = { __VA_ARGS__ };                       \
		const struct kr_voter_assignment *v_ = kr_core_voters((h)->c); \
		assert_true(set_is(v_->current, v_->n_current, want_,          \
				   (int32_t)(sizeof(want_) / sizeof(want_[0])))); \
	} while (0)

/* Builds a VoterAssignment batch with the generated encoder (so the core's
 * reader is checked against the schema's layout). nt -1: null target. */
static struct hbatch assign_batch(int64_t base, int32_t epoch,
				  const int32_t *cur, int32_t nc,
				  const int32_t *tgt, int32_t nt)
{
	struct kw_voter_assignment_record_voter cv[KR_MAX_VOTERS], tv[KR_MAX_VOTERS];
	struct kw_voter_assignment_record m;
	kw_voter_assignment_record_init(&m);
	for (int32_t i = 0; i < nc; i++) {
		kw_voter_assignment_record_voter_init(&cv[i]);
		cv[i].voter_id = cur[i];
	}
	for (int32_t i = 0; i < nt; i++) {
		kw_voter_assignment_record_voter_init(&tv[i]);
		tv[i].voter_id = tgt[i];
	}
	m.current_voters = cv;
	m.current_voters_count = nc;
	m.target_voters = nt >= 0 ? tv : NULL;
	m.target_voters_count = nt;
	uint8_t val[512];
	struct kw_writer w;
	struct kw_error err;
	(void)err;
	kw_writer_init_fixed(&w, val, sizeof(val), &err);
	assert_int_equal(kw_voter_assignment_record_encode(&m, 0, &w), 0);
	size_t vlen = kw_voter_assignment_record_size(&m, 0);
	uint8_t keyb[4] = { 0, 0, 0x27, 0x10 };
	struct kw_bytes key = { keyb, 4 }, value = { val, (int32_t)vlen };
	uint8_t recs[600];
	size_t rl = kr__record_encode(recs, 0, 0, &key, &value, NULL, 0);
	struct hbatch b = { base, 1, epoch, malloc(KR_BATCH_HEADER + rl),
			    (int32_t)(KR_BATCH_HEADER + rl) };
	memcpy(b.data + KR_BATCH_HEADER, recs, rl);
	kr__batch_finish(b.data, rl, base, epoch, 1, 0, 0, true, NULL);
	return b;
}

/* Leader 1 of {1,2,3} in epoch 1 with its LeaderChange committed. */
static void leader_ready(struct harness *h)
{
	h_init(h, 1, 3);
	h_start(h, 0, -1, -1);
	h_become_leader(h);
	h_flush(h);
	lfetch(h, 2, h_leo(h));
	assert_true(kr_core_high_watermark(h->c) == h_leo(h));
}

/* -- the record ----------------------------------------------------- */

static void test_record_layout_matches_schema(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 1, 2, 4 };
	assert_int_equal(alter(&h, t, 3, 7), 0);
	struct hbatch *b = &h.log[h.nlog - 1];
	struct kr_batch pb;
	assert_int_not_equal(kr__batch_parse(b->data, (size_t)b->len, &pb, true), 0);
	assert_true(pb.control);
	assert_int_equal(pb.epoch, kr_core_epoch(h.c));
	/* record: len, attributes, ts delta, offset delta, key length 4 */
	const uint8_t *rec = b->data + KR_BATCH_HEADER;
	const uint8_t key[4] = { 0, 0, 0x27, 0x10 }; /* version 0, type 10000 */
	assert_memory_equal(rec + 5, key, 4);
	/* the value decodes with the generated codec */
	int64_t vlen = (rec[9] >> 1) ^ -(int64_t)(rec[9] & 1);
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, rec + 10, (size_t)vlen, &err);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_voter_assignment_record m;
	assert_int_equal(kw_voter_assignment_record_decode(&m, 0, &r, &a), 0);
	assert_int_equal(m.current_voters_count, 3);
	assert_int_equal(m.current_voters[0].voter_id, 1);
	assert_int_equal(m.current_voters[2].voter_id, 3);
	assert_int_equal(m.target_voters_count, 3);
	assert_int_equal(m.target_voters[2].voter_id, 4);
	kw_arena_free(&a);
	/* and the generated encoder's bytes read back in the core */
	const int32_t cur[] = { 5, 6 };
	struct hbatch g = assign_batch(10, 3, cur, 2, NULL, -1);
	struct kr_batch gb;
	assert_int_not_equal(kr__batch_parse(g.data, (size_t)g.len, &gb, true), 0);
	struct kr_voter_assignment va;
	assert_int_equal(kr_voter_assignment_parse(&gb, &va), 1);
	assert_int_equal(va.offset, 10);
	assert_int_equal(va.n_current, 2);
	assert_int_equal(va.current[1], 6);
	assert_int_equal(va.n_target, -1);
	free(g.data);
	/* a LeaderChange batch holds none */
	struct kr_batch lc;
	kr__batch_parse(h.log[0].data, (size_t)h.log[0].len, &lc, true);
	assert_int_equal(kr_voter_assignment_parse(&lc, &va), 0);
	h_free(&h);
}

/* -- the leader's steps --------------------------------------------- */

static void test_add_voter_one_step_at_a_time(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 1, 2, 3, 4 };
	assert_int_equal(alter(&h, t, 4, 7), 0);
	/* draft step 1: CurrentVoters as they are, TargetVoters requested */
	struct kr_voter_assignment a = h_last_voter_record(&h);
	assert_true(set_is(a.current, a.n_current, (int32_t[]){ 1, 2, 3 }, 3));
	assert_true(set_is(a.target, a.n_target, t, 4));
	int64_t rec_off = a.offset;
	VOTERS_ARE(&h, 1, 2, 3);
	/* observer 4 has caught up, but the record is not committed: no step */
	lfetch(&h, 4, h_leo(&h));
	assert_int_equal(count_assignments(&h), 1);
	assert_int_equal(h.nalter, 0);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	/* committed: the AlterQuorum answer completes (draft step 4) */
	assert_true(kr_core_high_watermark(h.c) > rec_off);
	assert_int_equal(h.nalter, 1);
	assert_int_equal(h.alter_ids[0], 7);
	assert_int_equal(h.alter_errs[0], 0);
	/* 4 had fetched up to the (new) HW as an observer: it is added in
	 * the same step, one voter */
	assert_int_equal(count_assignments(&h), 2);
	a = h_last_voter_record(&h);
	assert_true(set_is(a.current, a.n_current, t, 4));
	assert_true(set_is(a.target, a.n_target, t, 4));
	VOTERS_ARE(&h, 1, 2, 3, 4);
	assert_true(kr_core_is_voter(h.c));
	/* from the uncommitted record on, a majority of 4 is 3 */
	h_flush(&h);
	int64_t hw = kr_core_high_watermark(h.c);
	lfetch(&h, 2, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), hw);
	assert_int_equal(count_assignments(&h), 2); /* one change at a time */
	lfetch(&h, 4, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), a.offset + 1);
	/* done: the same set with a null target */
	assert_int_equal(count_assignments(&h), 3);
	a = h_last_voter_record(&h);
	assert_true(set_is(a.current, a.n_current, t, 4));
	assert_int_equal(a.n_target, -1);
	/* DescribeQuorum lists the four voters */
	struct kr_quorum_info qi;
	kr_core_describe_quorum(h.c, h.now, &qi);
	assert_int_equal(qi.n_voters, 4);
	assert_int_equal(qi.voters[3].replica_id, 4);
	h_free(&h);
}

static void test_new_voter_waits_until_caught_up(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 1, 2, 3, 4 };
	alter(&h, t, 4, 1);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	assert_int_equal(h.nalter, 1);
	/* 4 fetches from behind the HW: not added */
	lfetch(&h, 4, 0);
	h_tick(&h, 10);
	assert_int_equal(count_assignments(&h), 1);
	VOTERS_ARE(&h, 1, 2, 3);
	/* a fetch at the high watermark: added */
	lfetch(&h, 4, h_leo(&h));
	assert_int_equal(count_assignments(&h), 2);
	h_free(&h);
}

static void test_removed_follower_stops_counting(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 1, 2 };
	alter(&h, t, 2, 1);
	h_flush(&h);
	lfetch(&h, 3, h_leo(&h)); /* commits the target record */
	/* |new| 0 < |removing| 1: remove 3 */
	struct kr_voter_assignment a = h_last_voter_record(&h);
	assert_true(set_is(a.current, a.n_current, t, 2));
	VOTERS_ARE(&h, 1, 2);
	h_flush(&h);
	int64_t hw = kr_core_high_watermark(h.c);
	/* 3's fetch no longer counts towards the high watermark */
	lfetch(&h, 3, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), hw);
	struct kr_quorum_info qi;
	kr_core_describe_quorum(h.c, h.now, &qi);
	assert_int_equal(qi.n_voters, 2);
	assert_int_equal(qi.n_observers, 1); /* 3 is an observer now */
	assert_int_equal(qi.observers[0].replica_id, 3);
	lfetch(&h, 2, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), a.offset + 1);
	a = h_last_voter_record(&h);
	assert_int_equal(a.n_target, -1);
	h_free(&h);
}

static void test_leader_removes_itself_last_then_resigns(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 2, 3, 4 };
	alter(&h, t, 3, 9);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch(&h, 4, h_leo(&h)); /* |new| 1 >= |removing| 1: add 4 first */
	VOTERS_ARE(&h, 1, 2, 3, 4);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch(&h, 4, h_leo(&h));
	/* then remove the leader (the only one left to remove) */
	VOTERS_ARE(&h, 2, 3, 4);
	assert_false(kr_core_is_voter(h.c));
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	/* the leader's own end no longer counts: 2 of {2,3,4} commit it */
	struct kr_voter_assignment a = h_last_voter_record(&h);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	assert_true(kr_core_high_watermark(h.c) <= a.offset);
	lfetch(&h, 3, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), a.offset + 1);
	/* it finishes the change (null target) before leaving */
	a = h_last_voter_record(&h);
	assert_int_equal(a.n_target, -1);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	h_flush(&h);
	h_clear(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch(&h, 3, h_leo(&h));
	/* then resigns: EndQuorumEpoch to the current voters */
	assert_int_equal(kr_core_state(h.c), KR_STATE_RESIGNED);
	assert_non_null(h_find(&h, KR_MSG_END_QUORUM_EPOCH_REQUEST, 2));
	assert_non_null(h_find(&h, KR_MSG_END_QUORUM_EPOCH_REQUEST, 4));
	/* and never stands again: after the timeout it is an observer */
	for (int i = 0; i < 10; i++)
		h_tick(&h, 1000);
	assert_int_equal(kr_core_state(h.c), KR_STATE_UNATTACHED);
	assert_int_equal(kr_core_epoch(h.c), 1);
	assert_int_equal(h_count(&h, KR_MSG_VOTE_REQUEST), 0);
	h_free(&h);
}

static void test_cancel_keeps_current_voters(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 1, 2, 3, 4, 5 };
	alter(&h, t, 5, 1);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch(&h, 4, h_leo(&h)); /* 4 added; 5 never shows up */
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch(&h, 3, h_leo(&h));
	VOTERS_ARE(&h, 1, 2, 3, 4);
	int n = count_assignments(&h);
	/* cancel (null target): leave the quorum with the current voters */
	assert_int_equal(alter(&h, NULL, -1, 2), 0);
	assert_int_equal(count_assignments(&h), n + 1);
	struct kr_voter_assignment a = h_last_voter_record(&h);
	assert_int_equal(a.n_target, -1);
	assert_true(set_is(a.current, a.n_current, (int32_t[]){ 1, 2, 3, 4 }, 4));
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch(&h, 3, h_leo(&h));
	assert_int_equal(h.alter_ids[h.nalter - 1], 2);
	/* 5 catching up now changes nothing */
	lfetch(&h, 5, h_leo(&h));
	h_tick(&h, 100);
	assert_int_equal(count_assignments(&h), n + 1);
	VOTERS_ARE(&h, 1, 2, 3, 4);
	/* cancelling again, or asking for the set in force: nothing new */
	alter(&h, NULL, -1, 3);
	const int32_t same[] = { 4, 3, 2, 1 };
	alter(&h, same, 4, 4);
	assert_int_equal(count_assignments(&h), n + 1);
	assert_int_equal(h.alter_ids[h.nalter - 1], 4);
	assert_int_equal(h.alter_errs[h.nalter - 1], 0);
	h_free(&h);
}

static void test_new_target_while_a_step_is_uncommitted(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 1, 2, 3, 4 };
	alter(&h, t, 4, 1);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch(&h, 4, h_leo(&h)); /* step: {1,2,3,4}, uncommitted */
	VOTERS_ARE(&h, 1, 2, 3, 4);
	/* a new target only restates CurrentVoters: never a second change */
	const int32_t t2[] = { 1, 2 };
	alter(&h, t2, 2, 2);
	struct kr_voter_assignment a = h_last_voter_record(&h);
	assert_true(set_is(a.current, a.n_current, t, 4));
	assert_true(set_is(a.target, a.n_target, t2, 2));
	h_tick(&h, 10);
	assert_true(set_is(kr_core_voters(h.c)->current,
			   kr_core_voters(h.c)->n_current, t, 4));
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch(&h, 4, h_leo(&h));
	/* now one removal (3 or 4, not the leader) */
	assert_int_equal(kr_core_voters(h.c)->n_current, 3);
	h_free(&h);
}

static void test_alter_refused_and_failed(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 1, 1, -1);
	const int32_t t[] = { 1, 2 };
	assert_int_equal(alter(&h, t, 2, 1), KR_ERR_NOT_LEADER);
	h_free(&h);

	leader_ready(&h);
	const int32_t dup[] = { 1, 1 };
	assert_int_equal(alter(&h, dup, 2, 1), KR_ERR_INVALID_ARGUMENT);
	assert_int_equal(alter(&h, t, 0, 1), KR_ERR_INVALID_ARGUMENT);
	const int32_t neg[] = { -3 };
	assert_int_equal(alter(&h, neg, 1, 1), KR_ERR_INVALID_ARGUMENT);
	/* leadership ends before the record commits: the answer fails */
	assert_int_equal(alter(&h, t, 2, 5), 0);
	/* a Vote of a later epoch deposes a leader (a BeginQuorumEpoch would
	 * not: the leader is live) */
	struct kr_msg b = h_vote_req(3, kr_core_epoch(h.c) + 1,
				     kr_core_last_epoch(h.c), h_leo(&h));
	h_recv(&h, &b);
	assert_int_equal(h.nalter, 1);
	assert_int_equal(h.alter_ids[0], 5);
	assert_int_equal(h.alter_errs[0], KW_PERR_NOT_LEADER_OR_FOLLOWER);
	h_free(&h);
}

/* -- followers: on append, rolled back on truncation ---------------- */

static struct kr_msg resp_from_1(struct harness *h, int64_t hw)
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

static void test_follower_change_rolled_back_by_truncation(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_log_add(&h, 1, 5);
	h_start(&h, 2, 1, -1);
	/* the epoch-1 leader had appended "remove 2" (uncommitted) */
	const int32_t cur[] = { 1, 3 };
	struct hbatch b = assign_batch(5, 2, cur, 2, cur, 2);
	struct kr_msg r = resp_from_1(&h, 5);
	r.u.fetch_resp.records = (struct kw_bytes){ b.data, b.len };
	h_recv(&h, &r);
	free(b.data);
	/* in force as soon as appended, committed or not */
	VOTERS_ARE(&h, 1, 3);
	assert_false(kr_core_is_voter(h.c));
	size_t nh;
	kr_core_voter_history(h.c, &nh);
	assert_int_equal(nh, 2);
	/* removed by a record not known to be committed, it may still stand
	 * as a voter of the previous set (its log may be the longest there) */
	h_flush(&h);
	h_tick(&h, 2500);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	h_persist(&h);
	h_tick(&h, 50); /* past the retry backoff of the timed-out fetch */
	assert_non_null(h_find(&h, KR_MSG_VOTE_REQUEST, 1));
	assert_non_null(h_find(&h, KR_MSG_VOTE_REQUEST, 3));
	VOTERS_ARE(&h, 1, 3); /* the set in force is still the log's */
	/* 1 won epoch 3: its answer to the Vote names it (a BeginQuorumEpoch
	 * alone is only a hint, checked with 1 once the Vote is answered) */
	const struct kr_msg *vq = h_find(&h, KR_MSG_VOTE_REQUEST, 1);
	struct kr_msg vr = { .type = KR_MSG_VOTE_RESPONSE, .from = 1,
			     .request_id = vq->request_id };
	vr.u.vote_resp.leader_id = 1;
	vr.u.vote_resp.leader_epoch = 3;
	h_clear(&h);
	h_recv(&h, &vr);
	h_persist(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	assert_int_equal(kr_core_leader(h.c), 1);
	/* the new leader's log diverges at 5: truncation brings back the
	 * configured set, and 2 is a voter again */
	r = resp_from_1(&h, -1);
	r.u.fetch_resp.diverging_epoch = 1;
	r.u.fetch_resp.diverging_end_offset = 5;
	h_recv(&h, &r);
	assert_int_equal(h_leo(&h), 5);
	VOTERS_ARE(&h, 1, 2, 3);
	assert_true(kr_core_is_voter(h.c));
	kr_core_voter_history(h.c, &nh);
	assert_int_equal(nh, 1);
	h_free(&h);
}

static void test_committed_removal_never_stands(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_log_add(&h, 1, 5);
	h_start(&h, 2, 1, -1);
	const int32_t cur[] = { 1, 3 };
	struct hbatch b = assign_batch(5, 2, cur, 2, NULL, -1);
	struct kr_msg r = resp_from_1(&h, 6); /* the HW passes the record */
	r.u.fetch_resp.records = (struct kw_bytes){ b.data, b.len };
	h_recv(&h, &r);
	free(b.data);
	assert_false(kr_core_is_voter(h.c));
	/* its fetch timeout makes it an Unattached observer, never a
	 * candidate, and it grants no vote to a candidate of the old set */
	h_flush(&h);
	h_clear(&h);
	h_tick(&h, 2500);
	assert_int_equal(kr_core_state(h.c), KR_STATE_UNATTACHED);
	for (int i = 0; i < 10; i++)
		h_tick(&h, 1000);
	assert_int_equal(h_count(&h, KR_MSG_VOTE_REQUEST), 0);
	struct kr_msg rq = h_vote_req(3, 5, 2, 6);
	h_recv(&h, &rq);
	h_persist(&h);
	assert_false(h_find(&h, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.vote_granted);
	/* unless the candidate addresses it as its voter (its log may hold
	 * a record that adds it back) */
	rq = h_vote_req(3, 6, 2, 6);
	rq.u.vote_req.voter_id = 2;
	h_recv(&h, &rq);
	h_persist(&h);
	assert_true(h_find(&h, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.vote_granted);
	h_free(&h);
}

static void test_observer_named_by_target_flushes_before_fetch(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 4, 3); /* 4 is not a configured voter */
	h_start(&h, 1, 1, -1);
	assert_false(kr_core_is_voter(h.c));
	const int32_t cur[] = { 1, 2, 3 }, tgt[] = { 1, 2, 4 };
	struct hbatch b = assign_batch(0, 1, cur, 3, tgt, 3);
	struct kr_msg r = resp_from_1(&h, 0);
	r.u.fetch_resp.records = (struct kw_bytes){ b.data, b.len };
	h_clear(&h);
	h_recv(&h, &r);
	free(b.data);
	/* KAFKA-17332: a replica that may be added acknowledges durably */
	assert_null(h_find(&h, KR_MSG_FETCH_REQUEST, 1));
	h_flush(&h);
	assert_non_null(h_find(&h, KR_MSG_FETCH_REQUEST, 1));
	h_free(&h);
}

static void test_start_reads_voters_from_log(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 4, 3);
	h_log_add(&h, 1, 3);
	const int32_t cur[] = { 1, 2, 3, 4 };
	h.log[h.nlog++] = assign_batch(3, 1, cur, 4, NULL, -1);
	h_log_add(&h, 1, 2);
	h_start(&h, 1, -1, -1);
	VOTERS_ARE(&h, 1, 2, 3, 4);
	assert_true(kr_core_is_voter(h.c));
	/* a voter: its election timer runs and it asks all four */
	while (kr_core_state(h.c) != KR_STATE_CANDIDATE)
		h_tick_to_deadline(&h);
	h_persist(&h);
	assert_non_null(h_find(&h, KR_MSG_VOTE_REQUEST, 1));
	assert_non_null(h_find(&h, KR_MSG_VOTE_REQUEST, 3));
	h_free(&h);
}

/* -- elections with a changed set ----------------------------------- */

static void test_candidate_counts_current_set(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	const int32_t cur[] = { 1, 2 };
	h.log[h.nlog++] = assign_batch(0, 1, cur, 2, NULL, -1);
	h_start(&h, 1, -1, -1);
	while (kr_core_state(h.c) != KR_STATE_CANDIDATE)
		h_tick_to_deadline(&h);
	h_persist(&h);
	/* 3 is not asked; 2 of {1,2} are needed */
	assert_null(h_find(&h, KR_MSG_VOTE_REQUEST, 3));
	const struct kr_msg *rq = h_find(&h, KR_MSG_VOTE_REQUEST, 2);
	assert_non_null(rq);
	/* a vote from 3 would not count even if it came */
	struct kr_msg v = { .type = KR_MSG_VOTE_RESPONSE, .from = 2,
			    .request_id = rq->request_id };
	v.u.vote_resp.leader_id = -1;
	v.u.vote_resp.leader_epoch = kr_core_epoch(h.c);
	v.u.vote_resp.vote_granted = true;
	h_recv(&h, &v);
	h_persist(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	h_free(&h);
}

static void test_vote_from_candidate_outside_voters(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 4, 1, -1); /* follower of 1 in epoch 4 */
	int64_t fetch_deadline = h.c->fetch_deadline;
	struct kr_msg rq = h_vote_req(5, 6, 4, 100); /* 5 is no voter */
	h_recv(&h, &rq);
	/* not the KIP-595 draft's Vote rule 1 (accept the bump, stand soon)
	 * nor Kafka's (accept the bump): refused, nothing changes, nothing
	 * is written, no election is brought forward (kraft.h "Who may raise
	 * this node's epoch") */
	const struct kr_msg *r = h_find(&h, KR_MSG_VOTE_RESPONSE, 5);
	assert_non_null(r);
	assert_false(r->u.vote_resp.vote_granted);
	assert_int_equal(r->u.vote_resp.partition_error,
			 KW_PERR_INCONSISTENT_VOTER_SET);
	assert_int_equal(r->u.vote_resp.leader_epoch, 4);
	assert_int_equal(r->u.vote_resp.leader_id, 1);
	assert_false(h.u->persist_quorum_state);
	assert_int_equal(h.u->n_refusals, 1);
	assert_int_equal(h.u->refusals[0].from, 5);
	assert_int_equal(h.u->refusals[0].epoch, 6);
	assert_int_equal(kr_core_epoch(h.c), 4);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	assert_int_equal(kr_core_leader(h.c), 1);
	assert_int_equal(h.c->fetch_deadline, fetch_deadline);
	h_free(&h);
}

static void test_leader_tells_removed_voter_who_leads(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 1, 2 };
	alter(&h, t, 2, 1);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	VOTERS_ARE(&h, 1, 2);
	/* 3 was removed and does not fetch: the periodic BeginQuorumEpoch
	 * reaches it too, so it can learn that it is an observer now */
	h_clear(&h);
	for (int i = 0; i < 4; i++) {
		h_tick(&h, 1000);
		lfetch(&h, 2, h_leo(&h));
	}
	assert_non_null(h_find(&h, KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, 3));
	h_free(&h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_record_layout_matches_schema),
		cmocka_unit_test(test_add_voter_one_step_at_a_time),
		cmocka_unit_test(test_new_voter_waits_until_caught_up),
		cmocka_unit_test(test_removed_follower_stops_counting),
		cmocka_unit_test(test_leader_removes_itself_last_then_resigns),
		cmocka_unit_test(test_cancel_keeps_current_voters),
		cmocka_unit_test(test_new_target_while_a_step_is_uncommitted),
		cmocka_unit_test(test_alter_refused_and_failed),
		cmocka_unit_test(test_follower_change_rolled_back_by_truncation),
		cmocka_unit_test(test_committed_removal_never_stands),
		cmocka_unit_test(test_observer_named_by_target_flushes_before_fetch),
		cmocka_unit_test(test_start_reads_voters_from_log),
		cmocka_unit_test(test_candidate_counts_current_set),
		cmocka_unit_test(test_vote_from_candidate_outside_voters),
		cmocka_unit_test(test_leader_tells_removed_voter_who_leads),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
