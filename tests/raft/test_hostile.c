/*
 * tests/raft/test_hostile.c — what a peer, or anyone who can reach a
 * node's port, may send the core (kraft.h "Hostile input"): one
 * regression test per finding of issue 10 that belongs to the core, each
 * failing on the code before the fix, then the rules they rest on (the
 * epoch ceiling, replica identity, announcements checked with the leader
 * they name, bounds on wire offsets) and the liveness those rules must
 * keep (a voter added by a record the receiver has not seen still wins).
 *
 *   finding 1  one Vote with CandidateEpoch 2^31-1 from non-voter 99 ended
 *              the quorum for good (epoch adopted, epoch + 1 overflowed)
 *   finding 2  a BeginQuorumEpoch or EndQuorumEpoch naming another leader
 *              of the leader's epoch stopped the core
 *   finding 3  a Fetch claiming a follower's id advanced the high
 *              watermark with no follower holding the data
 *   finding 4  a non-voter's Vote once a second moved the epoch and forced
 *              elections
 *   finding 8  the first step after a start handed the whole committed log
 *              to the application at once
 */
#include <kwire/protocol_errors.h>

#include "harness.h"
#include "sim.h"

static const struct kw_uuid dir1 = { { 0x11, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 } };
static const struct kw_uuid dir2 = { { 0x22, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2 } };
static const struct kw_uuid dir3 = { { 0x33, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3 } };
static const struct kw_uuid forged = { { 0xee, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9 } };

/* Node id of 3 voters 1..3, every voter's directory id configured. */
static void init_with_dirs(struct harness *h, int32_t id)
{
	h_init(h, id, 3);
	h->cfg.voter_directory_ids[0] = dir1;
	h->cfg.voter_directory_ids[1] = dir2;
	h->cfg.voter_directory_ids[2] = dir3;
	h->cfg.directory_id = id == 1 ? dir1 : id == 2 ? dir2 : dir3;
}

static const struct kr_refusal *refusal(const struct harness *h, const char *reason)
{
	for (size_t i = 0; i < h->u->n_refusals; i++)
		if (strstr(h->u->refusals[i].reason, reason))
			return &h->u->refusals[i];
	return NULL;
}

/* The answer of the last response of type t sent to `to`. */
static int16_t answered(const struct harness *h, enum kr_msg_type t, int32_t to)
{
	const struct kr_msg *r = h_find(h, t, to);
	assert_non_null(r);
	return t == KR_MSG_VOTE_RESPONSE ? r->u.vote_resp.partition_error
					 : r->u.epoch_resp.partition_error;
}

/* The answer of `from` to Fetch request rq: leader and epoch, no
 * divergence, no records, high watermark hw. */
static struct kr_msg fetch_answer(const struct kr_msg *rq, int32_t from,
				  int32_t leader, int32_t epoch, int64_t hw)
{
	struct kr_msg r = { .type = KR_MSG_FETCH_RESPONSE, .from = from,
			    .request_id = rq->request_id };
	r.u.fetch_resp.high_watermark = hw;
	r.u.fetch_resp.diverging_epoch = -1;
	r.u.fetch_resp.diverging_end_offset = -1;
	r.u.fetch_resp.leader_id = leader;
	r.u.fetch_resp.leader_epoch = epoch;
	return r;
}

/* ---------------- finding 1 ---------------- */

static void test_finding1_vote_at_int32_max_from_non_voter(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 4, 1, -1); /* follower of 1 in epoch 4 */
	struct kr_msg v = h_vote_req(99, INT32_MAX, 4, 100);
	h_recv(&h, &v);
	assert_int_equal(h.rc, 0);
	assert_int_equal(h.u->fatal, 0);
	assert_int_equal(kr_core_epoch(h.c), 4);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	assert_int_equal(kr_core_leader(h.c), 1);
	assert_false(h.u->persist_quorum_state);
	assert_int_equal(answered(&h, KR_MSG_VOTE_RESPONSE, 99),
			 KW_PERR_INCONSISTENT_VOTER_SET);
	assert_non_null(refusal(&h, "candidate is not a voter"));
	/* and as a pre-vote */
	v.u.vote_req.pre_vote = true;
	h_recv(&h, &v);
	assert_int_equal(kr_core_epoch(h.c), 4);
	h_free(&h);
}

static void forge_vote_to_all(struct sim *s, int32_t candidate, int32_t epoch)
{
	for (int i = 0; i < sim_node_count(s); i++) {
		struct kr_msg m = { .type = KR_MSG_VOTE_REQUEST, .from = candidate,
				    .to = sim_node_id(s, i), .request_id = 7 };
		m.u.vote_req.cluster_id = KW_STR_LIT("sim-cluster");
		m.u.vote_req.candidate_epoch = epoch;
		m.u.vote_req.candidate_id = candidate;
		m.u.vote_req.last_offset_epoch = epoch - 1;
		m.u.vote_req.last_offset = INT64_MAX / 2;
		m.u.vote_req.voter_id = sim_node_id(s, i);
		assert_int_equal(sim_deliver(s, i, &m), 0);
	}
}

static bool has_leader(struct sim *s, void *arg)
{
	(void)arg;
	int l = sim_leader(s);
	return l >= 0 && sim_reported_leader(s, l).leader_id == sim_node_id(s, l);
}

static int max_epoch(struct sim *s)
{
	int32_t e = 0;
	for (int i = 0; i < sim_node_count(s); i++)
		if (sim_core(s, i) && kr_core_epoch(sim_core(s, i)) > e)
			e = kr_core_epoch(sim_core(s, i));
	return e;
}

static void test_finding1_quorum_elects_after_the_vote(void **state)
{
	(void)state;
	/* the forged Vote reaches every node; then the leader dies: the two
	 * left must elect a leader (the old code adopted 2^31-1 everywhere,
	 * persisted it, and every election overflowed epoch + 1) */
	struct sim_opts o;
	sim_opts_init(&o, 11);
	struct sim *s = sim_new(&o);
	assert_int_equal(sim_run_while_not(s, 10000, has_leader, NULL), 1);
	forge_vote_to_all(s, 99, INT32_MAX);
	assert_int_equal(sim_run_until(s, sim_now(s) + 2000), 0);
	assert_true(max_epoch(s) < 10);
	int l = sim_leader(s);
	sim_crash(s, l);
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 10000, has_leader, NULL), 1);
	assert_int_not_equal(sim_leader(s), l);
	int64_t before = sim_committed_end(s);
	assert_int_equal(sim_run_until(s, sim_now(s) + 3000), 0);
	assert_true(sim_committed_end(s) > before);
	/* and after every node restarts, too */
	for (int i = 0; i < 3; i++)
		sim_crash(s, i);
	for (int i = 0; i < 3; i++)
		sim_restart(s, i);
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 10000, has_leader, NULL), 1);
	assert_null(sim_violation(s));
	sim_free(s);
}

/* ---------------- the epoch ceiling ---------------- */

static void test_epoch_ceiling(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, KR_EPOCH_MAX, -1, -1);
	h_clear(&h);
	bool said = false;
	for (int i = 0; i < 20; i++) {
		h_tick(&h, 500);
		said |= refusal(&h, "epoch ceiling") != NULL;
		assert_int_equal(h.u->fatal, 0);
	}
	/* never stands: no candidacy, no vote request, the epoch unchanged */
	assert_true(said);
	assert_int_equal(kr_core_epoch(h.c), KR_EPOCH_MAX);
	assert_int_equal(kr_core_state(h.c), KR_STATE_UNATTACHED);
	assert_int_equal(h_count(&h, KR_MSG_VOTE_REQUEST), 0);
	/* it still follows a leader of its epoch: found by fetching */
	h_free(&h);

	/* above the ceiling from a voter: INVALID_REQUEST, nothing changes */
	h_init(&h, 2, 3);
	h_start(&h, 4, 1, -1);
	struct kr_msg v = h_vote_req(3, INT32_MAX, 4, 100);
	h_recv(&h, &v);
	assert_int_equal(answered(&h, KR_MSG_VOTE_RESPONSE, 3), KW_PERR_INVALID_REQUEST);
	assert_int_equal(kr_core_epoch(h.c), 4);
	/* a jump larger than KR_EPOCH_JUMP_MAX in one request: refused too */
	v = h_vote_req(3, 4 + KR_EPOCH_JUMP_MAX + 1, 4, 100);
	h_recv(&h, &v);
	assert_int_equal(answered(&h, KR_MSG_VOTE_RESPONSE, 3),
			 KW_PERR_UNKNOWN_LEADER_EPOCH);
	assert_int_equal(kr_core_epoch(h.c), 4);
	/* a jump of exactly KR_EPOCH_JUMP_MAX is taken */
	v = h_vote_req(3, 4 + KR_EPOCH_JUMP_MAX, 4, 100);
	h_recv(&h, &v);
	assert_int_equal(kr_core_epoch(h.c), 4 + KR_EPOCH_JUMP_MAX);
	h_free(&h);

	/* a quorum-state file above the ceiling (an older version took any
	 * epoch) is refused at start rather than continued */
	h_init(&h, 1, 3);
	h.c = kr_core_new(&h.cfg);
	struct kr_boot b = { .qs = { INT32_MAX, -1, -1 }, .epochs = NULL, .n_epochs = 0,
			     .log_end_offset = 0, .applied_offset = 0 };
	assert_int_equal(kr_core_start(h.c, &b, 0, &h.u), KR_ERR_INVALID_ARGUMENT);
	h_free(&h);
}

/* ---------------- finding 2 ---------------- */

static void test_finding2_another_leader_of_the_epoch(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	int32_t e = kr_core_epoch(h.c);
	/* BeginQuorumEpoch from "leader 2" of our own epoch */
	struct kr_msg b = { .type = KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, .from = 2,
			    .request_id = 5 };
	b.u.begin_req.cluster_id = KW_STR_LIT("test-cluster");
	b.u.begin_req.leader_id = 2;
	b.u.begin_req.leader_epoch = e;
	b.u.begin_req.voter_id = -1;
	h_recv(&h, &b);
	assert_int_equal(h.rc, 0);
	assert_int_equal(h.u->fatal, 0);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	assert_int_equal(answered(&h, KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE, 2),
			 KW_PERR_INVALID_REQUEST);
	const struct kr_refusal *r = refusal(&h, "another leader");
	assert_non_null(r);
	assert_int_equal(r->kind, KR_REFUSAL_CONTRADICTION);
	/* EndQuorumEpoch the same */
	struct kr_msg x = { .type = KR_MSG_END_QUORUM_EPOCH_REQUEST, .from = 3,
			    .request_id = 6 };
	x.u.end_req.cluster_id = KW_STR_LIT("test-cluster");
	x.u.end_req.leader_id = 3;
	x.u.end_req.leader_epoch = e;
	h_recv(&h, &x);
	assert_int_equal(h.rc, 0);
	assert_int_equal(h.u->fatal, 0);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	assert_int_equal(answered(&h, KR_MSG_END_QUORUM_EPOCH_RESPONSE, 3),
			 KW_PERR_INVALID_REQUEST);
	/* the leader still commits */
	h_flush(&h);
	struct kr_msg f = h_fetch_req(2, e, h_leo(&h), e, 0);
	h_recv(&h, &f);
	assert_int_equal(kr_core_high_watermark(h.c), h_leo(&h));
	h_free(&h);

	/* a follower of 1 keeps following 1 (the old code switched) */
	h_init(&h, 2, 3);
	h_start(&h, 4, 1, -1);
	b.u.begin_req.leader_id = 3;
	b.u.begin_req.leader_epoch = 4;
	b.from = 3;
	h_recv(&h, &b);
	assert_int_equal(kr_core_leader(h.c), 1);
	assert_int_equal(answered(&h, KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE, 3),
			 KW_PERR_INVALID_REQUEST);
	h_free(&h);
}

/* ---------------- finding 3 ---------------- */

static void test_finding3_forged_fetch_does_not_commit(void **state)
{
	(void)state;
	struct harness h;
	init_with_dirs(&h, 1);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	int64_t led_at = h.now;
	int32_t e = kr_core_epoch(h.c);
	h_flush(&h);
	/* the followers are down; a Fetch claims to be 2, at the leader's
	 * end, without 2's directory id, then with another one */
	struct kr_msg f = h_fetch_req(2, e, h_leo(&h), e, 0);
	struct kw_uuid wrong[2] = { { { 0 } }, forged };
	for (int k = 0; k < 2; k++) {
		f.u.fetch_req.replica_directory_id = wrong[k];
		h_recv(&h, &f);
		assert_int_equal(kr_core_high_watermark(h.c), -1);
	}
	/* served as an observer's: DescribeQuorum lists it apart */
	struct kr_quorum_info qi;
	kr_core_describe_quorum(h.c, h.now, &qi);
	assert_int_equal(qi.voters[1].log_end_offset, -1);
	assert_true(qi.n_observers >= 1);
	assert_int_equal(qi.observers[0].replica_id, 2);
	/* the directory ids as Kafka's DescribeQuorum v2 has them */
	assert_memory_equal(&qi.voters[0].directory_id, &dir1, 16);
	assert_memory_equal(&qi.voters[1].directory_id, &dir2, 16);
	/* and check-quorum is not fooled either: with only forged fetches
	 * the leader resigns after 1.5 x fetch timeout */
	for (int t = 0; t < 40 && kr_core_state(h.c) == KR_STATE_LEADER; t++) {
		h_tick(&h, 100);
		h_recv(&h, &f);
	}
	assert_int_equal(kr_core_state(h.c), KR_STATE_RESIGNED);
	assert_true(h.now - led_at <= 3000 + 100);
	h_free(&h);

	/* the real 2 (its directory id) commits */
	init_with_dirs(&h, 1);
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	e = kr_core_epoch(h.c);
	h_flush(&h);
	f = h_fetch_req(2, e, h_leo(&h), e, 0);
	f.u.fetch_req.replica_directory_id = dir2;
	h_recv(&h, &f);
	assert_int_equal(kr_core_high_watermark(h.c), h_leo(&h));
	h_free(&h);
}

/* ---------------- finding 4 ---------------- */

static void test_finding4_votes_from_non_voter_do_not_force_elections(void **state)
{
	(void)state;
	struct sim_opts o;
	sim_opts_init(&o, 5);
	struct sim *s = sim_new(&o);
	assert_int_equal(sim_run_while_not(s, 10000, has_leader, NULL), 1);
	int l = sim_leader(s);
	int32_t e = kr_core_epoch(sim_core(s, l));
	int64_t before = sim_committed_end(s);
	/* one Vote a second to every node for 20 s, each one epoch ahead */
	for (int k = 0; k < 20; k++) {
		forge_vote_to_all(s, 99, max_epoch(s) + 1);
		assert_int_equal(sim_run_until(s, sim_now(s) + 1000), 0);
	}
	assert_int_equal(sim_leader(s), l);
	assert_int_equal(max_epoch(s), e);
	assert_true(sim_committed_end(s) > before);
	sim_free(s);
}

/* ---------------- finding 8 ---------------- */

/* A log of n batches of `size` bytes each, read through a counting
 * kr_log_read. */
struct big_log {
	struct hbatch *b;
	int n;
	uint8_t *view;
	size_t view_cap;
	int32_t max_asked;   /* the largest max_bytes the core asked for */
	size_t max_returned; /* the largest view handed out */
};

static int big_read(void *ctx, int64_t off, int32_t max, struct kw_bytes *out,
		  struct kw_error *err)
{
	(void)err;
	struct big_log *l = ctx;
	if (max > l->max_asked)
		l->max_asked = max;
	size_t pos = 0;
	for (int i = 0; i < l->n; i++) {
		struct hbatch *b = &l->b[i];
		if (b->base + b->count <= off)
			continue;
		if (pos > 0 && pos + (size_t)b->len > (size_t)max)
			break;
		if (pos + (size_t)b->len > l->view_cap) {
			l->view_cap = (pos + (size_t)b->len) * 2;
			l->view = realloc(l->view, l->view_cap);
			assert_non_null(l->view);
		}
		memcpy(l->view + pos, b->data, (size_t)b->len);
		pos += (size_t)b->len;
	}
	if (pos > l->max_returned)
		l->max_returned = pos;
	out->ptr = l->view;
	out->len = (int32_t)pos;
	return 0;
}

/* Builds a batch of `count` records of `bytes` bytes at base in epoch 1. */
static struct hbatch big_batch(int64_t base, int32_t count, size_t bytes)
{
	size_t cap = (bytes + 64) * (size_t)count;
	uint8_t *recs = malloc(cap), *val = calloc(1, bytes);
	assert_non_null(recs);
	size_t n = 0;
	for (int32_t i = 0; i < count; i++) {
		struct kw_bytes v = { val, (int32_t)bytes };
		n += kr__record_encode(recs + n, i, 0, NULL, &v, NULL, 0);
	}
	struct hbatch b = { base, count, 1, malloc(KR_BATCH_HEADER + n),
			    (int32_t)(KR_BATCH_HEADER + n) };
	memcpy(b.data + KR_BATCH_HEADER, recs, n);
	kr__batch_finish(b.data, n, base, 1, count, 0, 0, false, NULL);
	free(recs);
	free(val);
	return b;
}

/* Starts follower 2 over a committed log of n batches of about 10 KiB,
 * learns the high watermark from leader 1, steps until everything is
 * handed out; returns the most bytes one update carried and the core's
 * peak scratch memory. */
static void hand_out(int n, int32_t per_step, size_t *max_update, size_t *peak)
{
	struct big_log l = { calloc((size_t)n, sizeof(struct hbatch)), n, NULL, 0, 0, 0 };
	for (int i = 0; i < n; i++)
		l.b[i] = big_batch(i * 10, 10, 1000);
	struct harness h;
	h_init(&h, 2, 3);
	h.cfg.log_read = big_read;
	h.cfg.log_ctx = &l;
	h.cfg.max_commit_bytes_per_step = per_step;
	h.c = kr_core_new(&h.cfg);
	assert_non_null(h.c);
	struct kr_epoch_entry ep = { 1, 0 };
	struct kr_boot boot = { .qs = { 1, 1, -1 }, .epochs = &ep, .n_epochs = 1,
			     .log_end_offset = (int64_t)n * 10, .applied_offset = 0 };
	h.rc = kr_core_start(h.c, &boot, h.now, &h.u);
	assert_int_equal(h.rc, 0);
	/* the start reads the whole log for voter records, a MiB at a time */
	assert_true(l.max_asked <= 1 << 20);
	assert_true(l.max_returned <= (1 << 20) + 16384);
	const struct kr_msg *rq = NULL;
	for (size_t i = 0; i < h.u->n_msgs; i++)
		if (h.u->msgs[i].type == KR_MSG_FETCH_REQUEST)
			rq = &h.u->msgs[i];
	assert_non_null(rq);
	struct kr_msg r = fetch_answer(rq, 1, 1, 1, (int64_t)n * 10);
	struct kr_event ev = { .type = KR_EVENT_RECEIVE, .now_ms = h.now };
	ev.u.msg = &r;
	h.rc = kr_step(h.c, &ev, &h.u);
	int64_t next = 0;
	*max_update = 0;
	for (int steps = 0;; steps++) {
		assert_int_equal(h.u->fatal, 0);
		size_t bytes = 0;
		for (size_t i = 0; i < h.u->n_committed; i++) {
			assert_int_equal(h.u->committed[i].base_offset, next);
			next += h.u->committed[i].count;
			bytes += (size_t)h.u->committed[i].data.len;
		}
		if (bytes > *max_update)
			*max_update = bytes;
		if (!h.u->commit_pending)
			break;
		/* more is pending: the core asks to be called again at once */
		assert_int_equal(h.u->next_deadline_ms, h.now + 1);
		assert_true(steps < 10 * n);
		h.now++;
		struct kr_event t = { .type = KR_EVENT_TICK, .now_ms = h.now };
		h.rc = kr_step(h.c, &t, &h.u);
	}
	assert_int_equal(next, (int64_t)n * 10); /* all of it, once, in order */
	*peak = h.c->scratch_peak;
	kr_core_free(h.c);
	for (int i = 0; i < n; i++)
		free(l.b[i].data);
	free(l.b);
	free(l.view);
}

static void test_finding8_commit_handed_out_in_chunks(void **state)
{
	(void)state;
	/* 200 and 800 batches of ~10 KiB (2 and 8 MiB): what one update
	 * holds and the core's peak memory stay the same */
	size_t small_update, small_peak, big_update, big_peak;
	hand_out(200, 64 * 1024, &small_update, &small_peak);
	hand_out(800, 64 * 1024, &big_update, &big_peak);
	size_t batch = 10 * 1024 + 512;
	assert_true(small_update <= 64 * 1024 + batch);
	assert_true(big_update <= 64 * 1024 + batch);
	assert_true(big_peak <= 2 * (64 * 1024 + batch));
	assert_true(big_peak <= small_peak + batch);
	/* never less than one batch, whatever the setting */
	hand_out(20, 1, &small_update, &small_peak);
	assert_true(small_update > 0 && small_update <= batch);
	/* the default is 8 MiB */
	struct kr_config cfg;
	kr_config_init(&cfg);
	assert_int_equal(cfg.max_commit_bytes_per_step, 8 * 1024 * 1024);
}

/* ---------------- identity (KIP-853 replica keys) ---------------- */

static void test_vote_with_another_directory_id(void **state)
{
	(void)state;
	struct harness h;
	init_with_dirs(&h, 2);
	h_start(&h, 4, -1, -1);
	struct kr_msg v = h_vote_req(3, 5, 4, 0);
	struct kw_uuid bad[2] = { { { 0 } }, forged };
	for (int k = 0; k < 2; k++) {
		v.u.vote_req.candidate_directory_id = bad[k];
		h_recv(&h, &v);
		assert_int_equal(answered(&h, KR_MSG_VOTE_RESPONSE, 3),
				 KW_PERR_INCONSISTENT_VOTER_SET);
		assert_int_equal(kr_core_epoch(h.c), 4);
	}
	/* addressed to another replica: INVALID_VOTER_KEY, nothing changes */
	v.u.vote_req.candidate_directory_id = dir3;
	v.u.vote_req.voter_id = 1;
	h_recv(&h, &v);
	assert_int_equal(answered(&h, KR_MSG_VOTE_RESPONSE, 3), KW_PERR_INVALID_VOTER_KEY);
	v.u.vote_req.voter_id = 2;
	v.u.vote_req.voter_directory_id = forged;
	h_recv(&h, &v);
	assert_int_equal(answered(&h, KR_MSG_VOTE_RESPONSE, 3), KW_PERR_INVALID_VOTER_KEY);
	assert_int_equal(kr_core_epoch(h.c), 4);
	/* its own key: granted */
	v.u.vote_req.voter_directory_id = dir2;
	h_recv(&h, &v);
	h_persist(&h);
	const struct kr_msg *r = h_find(&h, KR_MSG_VOTE_RESPONSE, 3);
	assert_true(r->u.vote_resp.vote_granted);
	assert_int_equal(kr_core_epoch(h.c), 5);
	h_free(&h);

	/* the candidate's own requests carry both keys */
	init_with_dirs(&h, 1);
	h_start(&h, 0, -1, -1);
	while (kr_core_state(h.c) != KR_STATE_CANDIDATE)
		h_tick_to_deadline(&h);
	h_persist(&h);
	const struct kr_msg *q = h_find(&h, KR_MSG_VOTE_REQUEST, 3);
	assert_non_null(q);
	assert_memory_equal(&q->u.vote_req.candidate_directory_id, &dir1, 16);
	assert_memory_equal(&q->u.vote_req.voter_directory_id, &dir3, 16);
	h_free(&h);
}

static void test_begin_addressed_to_another(void **state)
{
	(void)state;
	struct harness h;
	init_with_dirs(&h, 2);
	h_start(&h, 4, -1, -1);
	struct kr_msg b = h_begin_req(1, 5);
	b.u.begin_req.voter_id = 2;
	b.u.begin_req.voter_directory_id = forged;
	h_recv(&h, &b);
	assert_int_equal(answered(&h, KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE, 1),
			 KW_PERR_INVALID_VOTER_KEY);
	assert_int_equal(kr_core_epoch(h.c), 4);
	assert_null(h_find(&h, KR_MSG_FETCH_REQUEST, 1));
	h_free(&h);
}

/* ---------------- announcements are checked ---------------- */

static void test_announcement_checked_with_the_named_leader(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 4, -1, -1); /* unattached in epoch 4 */
	h_clear(&h);
	/* "3 leads epoch 6": only a hint */
	struct kr_msg b = h_begin_req(3, 6);
	h_recv(&h, &b);
	assert_int_equal(kr_core_epoch(h.c), 4);
	assert_int_equal(kr_core_leader(h.c), -1);
	assert_false(h.u->persist_quorum_state);
	/* the node asks 3 itself, at epoch 6, without waiting */
	const struct kr_msg *q = h_find(&h, KR_MSG_FETCH_REQUEST, 3);
	assert_non_null(q);
	assert_int_equal(q->u.fetch_req.current_leader_epoch, 6);
	assert_int_equal(q->u.fetch_req.max_wait_ms, 0);
	/* 3 does not lead 6 (it is at 4 and knows no leader): nothing moves */
	struct kr_msg r = fetch_answer(q, 3, -1, 4, -1);
	r.u.fetch_resp.partition_error = KW_PERR_UNKNOWN_LEADER_EPOCH;
	h_recv(&h, &r);
	assert_int_equal(kr_core_epoch(h.c), 4);
	assert_int_equal(kr_core_leader(h.c), -1);
	/* a real one: 3's answer names it the leader of 6 */
	h_tick(&h, 100);
	h_clear(&h);
	h_recv(&h, &b);
	q = h_find(&h, KR_MSG_FETCH_REQUEST, 3);
	assert_non_null(q);
	r.request_id = q->request_id;
	r.u.fetch_resp.partition_error = KW_PERR_NONE;
	r.u.fetch_resp.leader_id = 3;
	r.u.fetch_resp.leader_epoch = 6;
	h_recv(&h, &r);
	assert_int_equal(kr_core_epoch(h.c), 6);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	assert_int_equal(kr_core_leader(h.c), 3);
	h_free(&h);

	/* an observer refuses announcements: it finds the leader by fetching */
	h_init(&h, 7, 3);
	h_start(&h, 4, -1, -1);
	b = h_begin_req(3, 6);
	h_recv(&h, &b);
	assert_int_equal(answered(&h, KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE, 3),
			 KW_PERR_INCONSISTENT_VOTER_SET);
	h_free(&h);
}

/* ---------------- offsets from the wire ---------------- */

static void test_batch_offsets_cannot_overflow(void **state)
{
	(void)state;
	/* a fetched batch whose last offset would pass INT64_MAX is not a
	 * batch (the old code computed base + count and overflowed) */
	struct harness h;
	h_init(&h, 2, 3);
	h_start(&h, 1, 1, -1);
	const struct kr_msg *q = h_find(&h, KR_MSG_FETCH_REQUEST, 1);
	struct hbatch b = h_make_batch(INT64_MAX - 2, 1, 5);
	struct kr_msg r = fetch_answer(q, 1, 1, 1, INT64_MAX);
	r.u.fetch_resp.records = (struct kw_bytes){ b.data, b.len };
	h_recv(&h, &r);
	free(b.data);
	assert_int_equal(h.u->fatal, 0);
	assert_int_equal(h_leo(&h), 0);
	assert_non_null(refusal(&h, "torn or fails"));
	/* the high watermark is capped by the log end */
	assert_true(kr_core_high_watermark(h.c) <= 0);
	/* a diverging answer with absurd offsets truncates nothing */
	h_log_add(&h, 1, 5);
	h_free(&h);

	h_init(&h, 2, 3);
	h_log_add(&h, 1, 5);
	h_start(&h, 1, 1, -1);
	q = h_find(&h, KR_MSG_FETCH_REQUEST, 1);
	r.request_id = q->request_id;
	r.u.fetch_resp.records = (struct kw_bytes){ NULL, 0 };
	r.u.fetch_resp.high_watermark = 3;
	r.u.fetch_resp.diverging_epoch = 0;
	r.u.fetch_resp.diverging_end_offset = INT64_MIN;
	h_recv(&h, &r);
	assert_int_equal(h.u->fatal, 0);
	assert_int_equal(h_leo(&h), 5);
	h_free(&h);
}

static void test_config_bounds(void **state)
{
	(void)state;
	struct kr_config cfg;
	kr_config_init(&cfg);
	cfg.log_read = h_read;
	cfg.n_voters = 2;
	cfg.voters[0] = 1;
	cfg.voters[1] = 1; /* twice */
	assert_null(kr_core_new(&cfg));
	cfg.voters[1] = -4;
	assert_null(kr_core_new(&cfg));
	cfg.voters[1] = 2;
	cfg.fetch_timeout_ms = -1;
	assert_null(kr_core_new(&cfg));
	cfg.fetch_timeout_ms = INT32_MAX; /* 1.5 x of it is computed in int64 */
	struct kr_core *c = kr_core_new(&cfg);
	assert_non_null(c);
	kr_core_free(c);
}

/* ---------------- liveness under the voter rule ---------------- */

struct voter_arg {
	int idx;           /* a node */
	int32_t id;        /* a voter id */
};

/* node idx's log holds a voter set naming id */
static bool knows_voter(struct sim *s, void *arg)
{
	const struct voter_arg *a = arg;
	struct kr_core *c = sim_core(s, a->idx);
	if (!c)
		return false;
	const struct kr_voter_assignment *v = kr_core_voters(c);
	for (int32_t i = 0; i < v->n_current; i++)
		if (v->current[i] == a->id)
			return true;
	return false;
}

static bool committed_with(struct sim *s, void *arg)
{
	const struct kr_voter_assignment *v = sim_committed_voters(s);
	for (int32_t i = 0; i < v->n_current; i++)
		if (v->current[i] == *(const int32_t *)arg)
			return true;
	return false;
}

static bool leads(struct sim *s, void *arg)
{
	int i = *(const int *)arg;
	return sim_leader(s) == i && has_leader(s, NULL);
}

static void test_added_voter_wins(void **state)
{
	(void)state;
	/* voters 1 and 2, spare 3. 3 is added; the voter that is not the
	 * leader is cut off from the leader the moment the record adding 3
	 * is written, so it never sees it (it has the record that set the
	 * target). The leader and 3 commit it, then the leader dies: 3 can
	 * only win with the vote of a voter whose log does not name it as a
	 * voter, and must (kraft.h "Who may raise this node's epoch"). */
	for (uint64_t seed = 1; seed <= 5; seed++) {
		struct sim_opts o;
		sim_opts_init(&o, seed);
		o.voters = 2;
		o.spares = 1;
		struct sim *s = sim_new(&o);
		assert_int_equal(sim_run_while_not(s, 10000, has_leader, NULL), 1);
		int l = sim_leader(s), other = 1 - l, added = 2;
		int32_t want[3] = { 1, 2, 3 };
		assert_int_equal(sim_alter(s, l, want, 3), 0);
		struct voter_arg a = { l, 3 };
		assert_int_equal(sim_run_while_not(s, sim_now(s) + 10000, knows_voter, &a), 1);
		sim_block(s, l, other, true);
		sim_block(s, other, l, true);
		int32_t three = 3;
		assert_int_equal(sim_run_while_not(s, sim_now(s) + 10000, committed_with,
						   &three), 1);
		struct voter_arg b = { other, 3 };
		assert_false(knows_voter(s, &b));
		sim_crash(s, l);
		sim_set_workload(s, true);
		assert_int_equal(sim_run_while_not(s, sim_now(s) + 15000, leads, &added), 1);
		int64_t before = sim_committed_end(s);
		assert_int_equal(sim_run_until(s, sim_now(s) + 3000), 0);
		assert_true(sim_committed_end(s) > before);
		assert_null(sim_violation(s));
		sim_free(s);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_finding1_vote_at_int32_max_from_non_voter),
		cmocka_unit_test(test_finding1_quorum_elects_after_the_vote),
		cmocka_unit_test(test_epoch_ceiling),
		cmocka_unit_test(test_finding2_another_leader_of_the_epoch),
		cmocka_unit_test(test_finding3_forged_fetch_does_not_commit),
		cmocka_unit_test(test_finding4_votes_from_non_voter_do_not_force_elections),
		cmocka_unit_test(test_finding8_commit_handed_out_in_chunks),
		cmocka_unit_test(test_vote_with_another_directory_id),
		cmocka_unit_test(test_begin_addressed_to_another),
		cmocka_unit_test(test_announcement_checked_with_the_named_leader),
		cmocka_unit_test(test_batch_offsets_cannot_overflow),
		cmocka_unit_test(test_config_bounds),
		cmocka_unit_test(test_added_voter_wins),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
