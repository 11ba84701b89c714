/*
 * tests/raft/test_prevote.c — pre-vote (KIP-996, Kafka 4.0's Prospective
 * state): the rules on one core driven by hand (harness.h), then scenarios
 * on a simulated cluster, among them the reason pre-vote exists: a voter
 * cut off from the quorum and then healed does not depose a working
 * leader (its epoch does not run ahead), and the same scenario without
 * pre-vote, where it does.
 */
#include <kwire/protocol_errors.h>

#include "harness.h"
#include "sim.h"

/* ---------------- one core ---------------- */

static void h_init_pv(struct harness *h, int32_t id, int nvoters)
{
	h_init(h, id, nvoters);
	h->cfg.pre_vote = true;
}

static struct kr_msg vote_resp(const struct kr_msg *rq, int32_t epoch,
			       int32_t leader, bool granted)
{
	struct kr_msg r = { .type = KR_MSG_VOTE_RESPONSE, .from = rq->to,
			    .to = rq->from, .request_id = rq->request_id };
	r.u.vote_resp.leader_id = leader;
	r.u.vote_resp.leader_epoch = epoch;
	r.u.vote_resp.vote_granted = granted;
	return r;
}

static void test_config_default_on(void **state)
{
	(void)state;
	struct kr_config cfg;
	kr_config_init(&cfg);
	assert_true(cfg.pre_vote);
}

/* A follower whose fetch timer runs out becomes Prospective: same epoch,
 * same leader, nothing persisted, pre-votes at its own epoch; one grant
 * (with itself a majority of three) makes it a real Candidate. */
static void test_follower_timeout_prospective_then_candidate(void **state)
{
	(void)state;
	struct harness h;
	h_init_pv(&h, 1, 3);
	h_log_add(&h, 3, 4);
	h_start(&h, 3, 2, -1);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	h_clear(&h);
	h.now += 2000; /* fetch.timeout.ms */
	struct kr_event ev = { .type = KR_EVENT_TICK };
	h_event(&h, &ev);
	assert_int_equal(kr_core_state(h.c), KR_STATE_PROSPECTIVE);
	assert_int_equal(kr_core_epoch(h.c), 3);
	assert_int_equal(kr_core_leader(h.c), 2);
	assert_int_equal(kr_core_voted(h.c), -1);
	assert_false(h.u->persist_quorum_state);
	/* the Fetch to the leader timed out too: that connection waits
	 * retry.backoff.ms before the pre-vote goes */
	h_tick(&h, 20);
	assert_int_equal(kr_core_state(h.c), KR_STATE_PROSPECTIVE);
	assert_int_equal(h_count(&h, KR_MSG_VOTE_REQUEST), 2);
	const struct kr_msg *v2 = h_find(&h, KR_MSG_VOTE_REQUEST, 2);
	const struct kr_msg *v3 = h_find(&h, KR_MSG_VOTE_REQUEST, 3);
	assert_non_null(v2);
	assert_non_null(v3);
	assert_true(v3->u.vote_req.pre_vote);
	assert_int_equal(v3->u.vote_req.candidate_epoch, 3);
	assert_int_equal(v3->u.vote_req.last_offset_epoch, 3);
	assert_int_equal(v3->u.vote_req.last_offset, 4);
	/* the old leader's node refuses, voter 3 grants: a majority */
	struct kr_msg r2 = vote_resp(v2, 3, 2, false);
	struct kr_msg r3 = vote_resp(v3, 3, -1, true);
	h_recv(&h, &r2);
	assert_int_equal(kr_core_state(h.c), KR_STATE_PROSPECTIVE);
	h_clear(&h);
	h_recv(&h, &r3);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	assert_int_equal(kr_core_epoch(h.c), 4);
	assert_true(h.u->persist_quorum_state);
	assert_int_equal(h.u->quorum_state.voted_id, 1);
	h_persist(&h);
	const struct kr_msg *real = h_find(&h, KR_MSG_VOTE_REQUEST, 3);
	assert_non_null(real);
	assert_false(real->u.vote_req.pre_vote);
	assert_int_equal(real->u.vote_req.candidate_epoch, 4);
	h_free(&h);
}

/* A majority of refusals: back to following the leader it knew, epoch
 * unchanged; its fetch timer starts over. */
static void test_rejections_go_back(void **state)
{
	(void)state;
	struct harness h;
	h_init_pv(&h, 1, 3);
	h_log_add(&h, 3, 4);
	h_start(&h, 3, 2, -1);
	h.now += 2000;
	struct kr_event ev = { .type = KR_EVENT_TICK };
	h_clear(&h);
	h_event(&h, &ev);
	assert_int_equal(kr_core_state(h.c), KR_STATE_PROSPECTIVE);
	h_tick(&h, 20);
	struct kr_msg r2 = vote_resp(h_find(&h, KR_MSG_VOTE_REQUEST, 2), 3, 2, false);
	struct kr_msg r3 = vote_resp(h_find(&h, KR_MSG_VOTE_REQUEST, 3), 3, 2, false);
	h_recv(&h, &r2);
	h_recv(&h, &r3);
	assert_int_equal(kr_core_state(h.c), KR_STATE_FOLLOWER);
	assert_int_equal(kr_core_epoch(h.c), 3);
	assert_int_equal(kr_core_leader(h.c), 2);
	/* an Unattached voter goes back to Unattached, its timer restarted */
	struct harness u;
	h_init_pv(&u, 1, 3);
	h_start(&u, 5, -1, -1);
	h_clear(&u);
	h_tick_to_deadline(&u);
	assert_int_equal(kr_core_state(u.c), KR_STATE_PROSPECTIVE);
	assert_int_equal(kr_core_epoch(u.c), 5);
	int64_t t = u.now;
	/* no answers at all: the election timeout ends it */
	while (kr_core_state(u.c) == KR_STATE_PROSPECTIVE && u.now < t + 3000)
		h_tick_to_deadline(&u);
	assert_int_equal(kr_core_state(u.c), KR_STATE_UNATTACHED);
	assert_int_equal(kr_core_epoch(u.c), 5);
	assert_true(u.now - t >= 1000 && u.now - t < 2100);
	h_free(&u);
	h_free(&h);
}

/* A receiver answers a pre-vote without voting, persisting or resetting
 * its timer; it refuses while it follows a live leader or leads. */
static void test_receivers_keep_state(void **state)
{
	(void)state;
	/* Unattached: grants on the log alone, records nothing */
	struct harness h;
	h_init_pv(&h, 1, 3);
	h_log_add(&h, 2, 4);
	h_start(&h, 3, -1, -1);
	int64_t deadline = h.u->next_deadline_ms;
	struct kr_msg m = h_vote_req(2, 3, 2, 4);
	m.u.vote_req.pre_vote = true;
	h_clear(&h);
	h_recv(&h, &m);
	const struct kr_msg *r = h_find(&h, KR_MSG_VOTE_RESPONSE, 2);
	assert_non_null(r);
	assert_true(r->u.vote_resp.vote_granted);
	assert_int_equal(kr_core_voted(h.c), -1);
	assert_false(h.u->persist_quorum_state);
	assert_int_equal(h.u->next_deadline_ms, deadline);
	/* a pre-vote may carry an epoch its log already holds */
	m = h_vote_req(3, 3, 3, 9);
	m.u.vote_req.pre_vote = true;
	h_clear(&h);
	h_recv(&h, &m);
	r = h_find(&h, KR_MSG_VOTE_RESPONSE, 3);
	assert_int_equal(r->u.vote_resp.partition_error, KW_PERR_NONE);
	assert_true(r->u.vote_resp.vote_granted);
	/* a real vote with that shape is invalid */
	m.u.vote_req.pre_vote = false;
	h_clear(&h);
	h_recv(&h, &m);
	r = h_find(&h, KR_MSG_VOTE_RESPONSE, 3);
	assert_int_equal(r->u.vote_resp.partition_error, KW_PERR_INVALID_REQUEST);
	/* a shorter log is refused */
	m = h_vote_req(2, 3, 2, 3);
	m.u.vote_req.pre_vote = true;
	h_clear(&h);
	h_recv(&h, &m);
	assert_false(h_find(&h, KR_MSG_VOTE_RESPONSE, 2)->u.vote_resp.vote_granted);
	/* a real vote still works afterwards: nothing was recorded */
	m = h_vote_req(2, 4, 2, 4);
	h_clear(&h);
	h_recv(&h, &m);
	assert_int_equal(kr_core_voted(h.c), 2);
	h_free(&h);

	/* Follower: grants only before it has fetched from its leader */
	struct harness f;
	h_init_pv(&f, 1, 3);
	h_log_add(&f, 2, 4);
	h_start(&f, 3, 2, -1);
	const struct kr_msg *fr = h_find(&f, KR_MSG_FETCH_REQUEST, 2);
	assert_non_null(fr);
	uint32_t fetch_id = fr->request_id;
	m = h_vote_req(3, 3, 2, 4);
	m.u.vote_req.pre_vote = true;
	h_clear(&f);
	h_recv(&f, &m);
	assert_true(h_find(&f, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.vote_granted);
	assert_int_equal(kr_core_state(f.c), KR_STATE_FOLLOWER);
	struct kr_msg ok = { .type = KR_MSG_FETCH_RESPONSE, .from = 2, .to = 1,
			     .request_id = fetch_id };
	ok.u.fetch_resp.high_watermark = 4;
	ok.u.fetch_resp.diverging_epoch = -1;
	ok.u.fetch_resp.diverging_end_offset = -1;
	ok.u.fetch_resp.leader_id = 2;
	ok.u.fetch_resp.leader_epoch = 3;
	h_recv(&f, &ok);
	h_clear(&f);
	h_recv(&f, &m);
	assert_false(h_find(&f, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.vote_granted);
	assert_int_equal(h_find(&f, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.leader_id, 2);
	assert_int_equal(kr_core_state(f.c), KR_STATE_FOLLOWER);
	assert_int_equal(kr_core_epoch(f.c), 3);
	/* EndQuorumEpoch from the leader: it is going, grant again */
	struct kr_msg end = { .type = KR_MSG_END_QUORUM_EPOCH_REQUEST, .from = 2,
			      .to = 1, .request_id = 5 };
	end.u.end_req.cluster_id = KW_STR_LIT("test-cluster");
	end.u.end_req.leader_id = 2;
	end.u.end_req.leader_epoch = 3;
	h_recv(&f, &end);
	h_clear(&f);
	h_recv(&f, &m);
	assert_true(h_find(&f, KR_MSG_VOTE_RESPONSE, 3)->u.vote_resp.vote_granted);
	h_free(&f);

	/* Leader: refuses */
	struct harness l;
	h_init_pv(&l, 1, 3);
	h_start(&l, 0, -1, -1);
	while (kr_core_state(l.c) != KR_STATE_PROSPECTIVE)
		h_tick_to_deadline(&l);
	struct kr_msg g = vote_resp(h_find(&l, KR_MSG_VOTE_REQUEST, 2), 0, -1, true);
	h_recv(&l, &g);
	h_become_leader(&l);
	m = h_vote_req(2, kr_core_epoch(l.c), 0, 0);
	m.u.vote_req.last_offset_epoch = kr_core_epoch(l.c);
	m.u.vote_req.last_offset = 100;
	m.u.vote_req.pre_vote = true;
	h_clear(&l);
	h_recv(&l, &m);
	assert_false(h_find(&l, KR_MSG_VOTE_RESPONSE, 2)->u.vote_resp.vote_granted);
	assert_int_equal(kr_core_state(l.c), KR_STATE_LEADER);
	h_free(&l);
}

/* A peer that cannot take Vote v2 (the node answers the core with
 * UNSUPPORTED_VERSION): stand for real at once, as Kafka does. */
static void test_unsupported_version_falls_back(void **state)
{
	(void)state;
	struct harness h;
	h_init_pv(&h, 1, 3);
	h_start(&h, 2, -1, -1);
	h_clear(&h);
	h_tick_to_deadline(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_PROSPECTIVE);
	struct kr_msg r = vote_resp(h_find(&h, KR_MSG_VOTE_REQUEST, 2), -1, -1, false);
	r.u.vote_resp.error_code = KW_PERR_UNSUPPORTED_VERSION;
	h_recv(&h, &r);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	assert_int_equal(kr_core_epoch(h.c), 3);
	h_free(&h);
}

/* Off: the KIP-595 path, straight to Candidate. A single voter never
 * pre-votes. */
static void test_off_and_single_voter(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3); /* pre_vote false */
	h_start(&h, 2, -1, -1);
	h_tick_to_deadline(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_CANDIDATE);
	assert_int_equal(kr_core_epoch(h.c), 3);
	h_free(&h);
	struct harness one;
	h_init_pv(&one, 1, 1);
	h_start(&one, 0, -1, -1);
	h_persist(&one);
	h_persist(&one);
	assert_int_equal(kr_core_state(one.c), KR_STATE_LEADER);
	h_free(&one);
}

/* ---------------- simulated cluster ---------------- */

static struct sim *make(int voters, uint64_t seed, bool pre_vote)
{
	struct sim_opts o;
	sim_opts_init(&o, seed);
	o.voters = voters;
	o.no_pre_vote = !pre_vote;
	if (getenv("KR_TRACE"))
		o.trace = stderr;
	struct sim *s = sim_new(&o);
	assert_non_null(s);
	return s;
}

static void ok(struct sim *s)
{
	if (sim_violation(s))
		fail_msg("invariant broken: %s", sim_violation(s));
}

static bool has_leader(struct sim *s, void *arg)
{
	(void)arg;
	int l = sim_leader(s);
	return l >= 0 && sim_reported_leader(s, l).leader_id == sim_node_id(s, l);
}

struct cut_result {
	int32_t leader_epoch_before;
	int32_t cut_epoch_before;
	int32_t cut_epoch_max;      /* while cut off */
	int32_t leader_epoch_after;
	bool same_leader;
	enum kr_state cut_state_after;
	int32_t cut_leader_after;
};

/* Cuts one follower off for `ms`, heals, runs 5 s more. */
static struct cut_result cut_and_heal(int voters, uint64_t seed, bool pre_vote,
				      int64_t ms)
{
	struct cut_result res;
	struct sim *s = make(voters, seed, pre_vote);
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 10000, has_leader, NULL), 1);
	sim_run_until(s, sim_now(s) + 1000);
	ok(s);
	int l = sim_leader(s);
	int f = (l + 1) % voters;
	res.leader_epoch_before = kr_core_epoch(sim_core(s, l));
	res.cut_epoch_before = kr_core_epoch(sim_core(s, f));
	res.cut_epoch_max = res.cut_epoch_before;
	sim_isolate(s, f, true);
	int64_t end = sim_now(s) + ms;
	while (sim_now(s) < end) {
		sim_run_until(s, sim_now(s) + 100);
		ok(s);
		int32_t e = kr_core_epoch(sim_core(s, f));
		if (e > res.cut_epoch_max)
			res.cut_epoch_max = e;
	}
	sim_isolate(s, f, false);
	sim_run_until(s, sim_now(s) + 5000);
	ok(s);
	int l2 = sim_leader(s);
	res.same_leader = l2 == l;
	res.leader_epoch_after = l2 >= 0 ? kr_core_epoch(sim_core(s, l2)) : -1;
	res.cut_state_after = kr_core_state(sim_core(s, f));
	res.cut_leader_after = kr_core_leader(sim_core(s, f));
	if (res.same_leader)
		assert_int_equal(res.cut_leader_after, sim_node_id(s, l));
	sim_free(s);
	return res;
}

/* The classic benefit: cut off for 20 s (ten fetch timeouts), the voter
 * never raises its epoch; healed, it follows the same leader in the same
 * epoch. Several seeds, three and five voters. */
static void test_cut_off_voter_does_not_disrupt(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 6; seed++) {
		int voters = seed % 2 ? 3 : 5;
		struct cut_result r = cut_and_heal(voters, seed, true, 20000);
		assert_int_equal(r.cut_epoch_max, r.cut_epoch_before);
		assert_true(r.same_leader);
		assert_int_equal(r.leader_epoch_after, r.leader_epoch_before);
		assert_int_equal(r.cut_state_after, KR_STATE_FOLLOWER);
	}
}

/* The same without pre-vote: the cut-off voter's epoch runs ahead and,
 * healed, it deposes the leader (what the test above guards against). */
static void test_cut_off_voter_disrupts_without_pre_vote(void **state)
{
	(void)state;
	struct cut_result r = cut_and_heal(3, 1, false, 20000);
	assert_true(r.cut_epoch_max > r.cut_epoch_before + 2);
	assert_true(r.leader_epoch_after > r.leader_epoch_before);
}

int main(void)
{
	/* harness helpers this file does not need */
	(void)h_fetch_req;
	(void)h_flush;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_config_default_on),
		cmocka_unit_test(test_follower_timeout_prospective_then_candidate),
		cmocka_unit_test(test_rejections_go_back),
		cmocka_unit_test(test_receivers_keep_state),
		cmocka_unit_test(test_unsupported_version_falls_back),
		cmocka_unit_test(test_off_and_single_voter),
		cmocka_unit_test(test_cut_off_voter_does_not_disrupt),
		cmocka_unit_test(test_cut_off_voter_disrupts_without_pre_vote),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
