/*
 * tests/raft/test_scenarios.c — scenarios on a simulated cluster (raft/sim)
 * for each rule that involves several nodes and for each KRaft bug listed in
 * the behaviour notes (section 6). Every scenario runs with the simulator's
 * invariant checks on. Set KR_TRACE=1 to print each scenario's readable
 * event trace (it is also printed when a scenario fails).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sim.h"

static char *trace_buf;
static size_t trace_len;
static FILE *trace_f;

/* The trace so far (a memory stream). */
static const char *trace_text(void)
{
	fflush(trace_f);
	return trace_buf ? trace_buf : "";
}

static struct sim *make(int voters, uint64_t seed, uint32_t faults,
			void (*tweak)(struct sim_opts *))
{
	struct sim_opts o;
	sim_opts_init(&o, seed);
	o.voters = voters;
	o.core_faults = faults;
	if (trace_f)
		fclose(trace_f);
	free(trace_buf);
	trace_buf = NULL;
	trace_f = open_memstream(&trace_buf, &trace_len);
	o.trace = trace_f;
	if (tweak)
		tweak(&o);
	struct sim *s = sim_new(&o);
	assert_non_null(s);
	return s;
}

static void done(struct sim *s, bool print)
{
	if (print || getenv("KR_TRACE"))
		fprintf(stderr, "---- trace ----\n%s---- end ----\n", trace_text());
	sim_free(s);
	fclose(trace_f);
	trace_f = NULL;
}

static void ok(struct sim *s)
{
	if (sim_violation(s)) {
		done(s, true);
		fail_msg("invariant broken: %s", sim_violation(s));
	}
}

static bool has_leader(struct sim *s, void *arg)
{
	(void)arg;
	int l = sim_leader(s);
	return l >= 0 && sim_reported_leader(s, l).leader_id == sim_node_id(s, l);
}

static int wait_leader(struct sim *s, int64_t within)
{
	assert_int_equal(sim_run_while_not(s, sim_now(s) + within, has_leader, NULL), 1);
	ok(s);
	return sim_leader(s);
}

struct not_leader_arg {
	int idx;
};

static bool other_leader(struct sim *s, void *arg)
{
	int old = ((struct not_leader_arg *)arg)->idx;
	int l = sim_leader(s);
	return l >= 0 && l != old &&
	       sim_reported_leader(s, l).leader_id == sim_node_id(s, l);
}

/* ---------------------------------------------------------------- */

static void test_elect_and_replicate(void **state)
{
	(void)state;
	struct sim *s = make(3, 1, 0, NULL);
	int l = wait_leader(s, 5000);
	int64_t t = sim_now(s);
	assert_int_equal(sim_run_until(s, t + 3000), 0);
	ok(s);
	/* appends every 10 ms commit everywhere */
	assert_true(sim_committed_end(s) > 400);
	for (int i = 0; i < 3; i++)
		assert_true(sim_delivered(s, i) > 300);
	assert_int_equal(sim_leader(s), l);
	done(s, false);
}

static void test_leader_crash_new_leader_and_restart_resigned(void **state)
{
	(void)state;
	/* KAFKA-10527: the old leader restarts Resigned, never leader again in
	 * its epoch; the simulator's election-safety and (epoch, offset)
	 * uniqueness checks hold throughout */
	struct sim *s = make(3, 2, 0, NULL);
	int l = wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 1000);
	int64_t before = sim_committed_end(s);
	int32_t e = kr_core_epoch(sim_core(s, l));
	sim_crash(s, l);
	struct not_leader_arg a = { l };
	/* fetch timeout (2 s) + election */
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 5000, other_leader, &a), 1);
	ok(s);
	sim_restart(s, l);
	assert_int_equal(kr_core_state(sim_core(s, l)), KR_STATE_RESIGNED);
	sim_run_until(s, sim_now(s) + 3000);
	ok(s);
	assert_true(kr_core_epoch(sim_core(s, l)) > e);
	assert_true(sim_committed_end(s) > before + 100);
	/* the restarted node got everything again */
	assert_true(sim_delivered(s, l) >= before);
	done(s, false);
}

static void test_restart_leader_alone_is_resigned(void **state)
{
	(void)state;
	struct sim *s = make(3, 3, 0, NULL);
	int l = wait_leader(s, 5000);
	int32_t e = kr_core_epoch(sim_core(s, l));
	for (int i = 0; i < 3; i++)
		if (i != l)
			sim_crash(s, i);
	sim_crash(s, l);
	sim_restart(s, l);
	assert_int_equal(kr_core_state(sim_core(s, l)), KR_STATE_RESIGNED);
	assert_int_equal(kr_core_epoch(sim_core(s, l)), e);
	/* KAFKA-17333: never told it leads while Resigned */
	assert_int_not_equal(sim_reported_leader(s, l).leader_id, sim_node_id(s, l));
	sim_run_until(s, sim_now(s) + 3000);
	ok(s);
	assert_int_not_equal(kr_core_state(sim_core(s, l)), KR_STATE_LEADER);
	for (int i = 0; i < 3; i++)
		sim_restart(s, i);
	int nl = wait_leader(s, 10000);
	assert_true(kr_core_epoch(sim_core(s, nl)) > e);
	done(s, false);
}

static void test_partitioned_leader_resigns(void **state)
{
	(void)state;
	/* KAFKA-15489: a leader cut off from the majority resigns after
	 * 1.5 x fetch timeout; the majority elects a new leader; healed, the
	 * old leader follows */
	struct sim *s = make(3, 4, 0, NULL);
	int l = wait_leader(s, 5000);
	int64_t t0 = sim_now(s);
	sim_isolate(s, l, true);
	sim_run_until(s, t0 + 3100);
	ok(s);
	assert_int_equal(kr_core_state(sim_core(s, l)), KR_STATE_RESIGNED);
	struct not_leader_arg a = { l };
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 5000, other_leader, &a), 1);
	sim_isolate(s, l, false);
	sim_run_until(s, sim_now(s) + 3000);
	ok(s);
	assert_int_equal(kr_core_state(sim_core(s, l)), KR_STATE_FOLLOWER);
	done(s, false);
}

static void test_partitioned_leader_without_check_quorum(void **state)
{
	(void)state;
	/* the bug itself: with check-quorum disabled the minority leader stays
	 * Leader for as long as the partition lasts, and the simulator's
	 * check-quorum invariant says so once 3 x fetch timeout has passed */
	struct sim *s = make(3, 4, KR_FAULT_NO_CHECK_QUORUM, NULL);
	int l = wait_leader(s, 5000);
	int64_t cut = sim_now(s);
	sim_isolate(s, l, true);
	sim_run_until(s, sim_now(s) + 10000);
	assert_non_null(sim_violation(s));
	assert_non_null(strstr(sim_violation(s), "after a majority last fetched"));
	assert_true(sim_now(s) - cut >= 3 * 2000);
	assert_int_equal(kr_core_state(sim_core(s, l)), KR_STATE_LEADER);
	done(s, false);
}

static void test_asymmetric_partition_leader_cannot_hear(void **state)
{
	(void)state;
	/* the leader can send but hears nothing: no fetches arrive, so it
	 * resigns; followers keep receiving BeginQuorumEpoch but their
	 * fetches go nowhere, so they time out and elect another leader */
	struct sim *s = make(3, 5, 0, NULL);
	int l = wait_leader(s, 5000);
	int64_t t0 = sim_now(s);
	for (int i = 0; i < 3; i++)
		sim_block(s, i, l, true);
	struct not_leader_arg a = { l };
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 10000, other_leader, &a), 1);
	ok(s);
	/* the followers time out after 2 s and (with pre-vote, no longer
	 * slowed by a lost first election) may elect before the old leader's
	 * check-quorum (1.5 x fetch timeout) runs out: it resigns by then */
	sim_run_until(s, t0 + 3100);
	ok(s);
	assert_int_not_equal(kr_core_state(sim_core(s, l)), KR_STATE_LEADER);
	done(s, false);
}

static void test_divergent_suffix_truncated(void **state)
{
	(void)state;
	/* KAFKA-14704 / KAFKA-12460: an isolated leader keeps appending
	 * entries nobody else gets; a new leader commits other entries at the
	 * same offsets; healed, the old leader truncates its divergent suffix
	 * (never below its HW) and converges */
	struct sim *s = make(3, 6, 0, NULL);
	int l = wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 500);
	sim_set_workload(s, false);
	sim_isolate(s, l, true);
	int64_t last;
	assert_int_equal(sim_append(s, l, 5, &last), 0);
	sim_run_until(s, sim_now(s) + 100);
	int64_t div_end = kr_core_log_end(sim_core(s, l));
	sim_set_workload(s, true);
	struct not_leader_arg a = { l };
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 8000, other_leader, &a), 1);
	sim_run_until(s, sim_now(s) + 500);
	assert_true(sim_committed_end(s) > div_end);
	sim_isolate(s, l, false);
	sim_run_until(s, sim_now(s) + 3000);
	ok(s);
	assert_non_null(strstr(trace_text(), "truncate log to"));
	assert_true(sim_delivered(s, l) >= div_end);
	done(s, false);
}

static void test_follower_disk_loss_fetches_from_zero(void **state)
{
	(void)state;
	/* KAFKA-12181: a follower that lost its disk fetches from offset 0;
	 * the leader accepts the fetch offset going backwards */
	struct sim *s = make(3, 7, 0, NULL);
	int l = wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 2000);
	int f = (l + 1) % 3;
	int64_t have = sim_committed_end(s);
	sim_wipe(s, f);
	sim_restart(s, f);
	sim_run_until(s, sim_now(s) + 3000);
	ok(s);
	assert_int_equal(sim_leader(s), l);
	assert_true(sim_delivered(s, f) > have);
	done(s, false);
}

static void test_graceful_resign_fast_handover(void **state)
{
	(void)state;
	/* EndQuorumEpoch: the most caught-up successor starts an election at
	 * once, far sooner than a fetch timeout */
	struct sim *s = make(3, 8, 0, NULL);
	int l = wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 1000);
	int64_t t0 = sim_now(s);
	sim_resign(s, l);
	struct not_leader_arg a = { l };
	assert_int_equal(sim_run_while_not(s, t0 + 5000, other_leader, &a), 1);
	ok(s);
	assert_true(sim_now(s) - t0 < 500);
	assert_non_null(strstr(trace_text(), "EndQuorumEpochRequest"));
	done(s, false);
}

static void test_all_nodes_killed_recover(void **state)
{
	(void)state;
	struct sim *s = make(3, 9, 0, NULL);
	wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 1000);
	int64_t c = sim_committed_end(s);
	for (int i = 0; i < 3; i++)
		sim_crash(s, i);
	sim_run_until(s, sim_now(s) + 500);
	for (int i = 0; i < 3; i++)
		sim_restart(s, i);
	wait_leader(s, 10000);
	sim_run_until(s, sim_now(s) + 2000);
	ok(s);
	assert_true(sim_committed_end(s) > c);
	for (int i = 0; i < 3; i++)
		assert_true(sim_delivered(s, i) >= c);
	done(s, false);
}

static void test_slow_leader_disk(void **state)
{
	(void)state;
	/* the leader's own end counts only once flushed; with a slow leader
	 * disk the followers still form the majority */
	struct sim *s = make(3, 10, 0, NULL);
	int l = wait_leader(s, 5000);
	sim_set_disk_delay(s, l, 400);
	sim_run_until(s, sim_now(s) + 4000);
	ok(s);
	int64_t c = sim_committed_end(s);
	assert_true(c > 200);
	sim_crash(s, l);
	sim_restart(s, l);
	sim_run_until(s, sim_now(s) + 4000);
	ok(s);
	done(s, false);
}

static void resets_tweak(struct sim_opts *o)
{
	o->conn_resets = true;
}

/* How many times the trace so far holds `what`. */
static int count_in_trace(const char *what)
{
	int n = 0;
	for (const char *p = trace_text(); (p = strstr(p, what)); p++)
		n++;
	return n;
}

static void test_leader_crash_close_starts_pre_vote(void **state)
{
	(void)state;
	/* SIGKILL of the leader closes its connections: its followers hear
	 * of the lost Fetch and pre-vote at once, long before the fetch
	 * timeout (2000 ms), and the first in the voter order wins without
	 * a split vote */
	struct sim *s = make(3, 11, 0, resets_tweak);
	int l = wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 1000);
	int64_t before = sim_committed_end(s);
	int32_t e = kr_core_epoch(sim_core(s, l));
	int64_t t0 = sim_now(s);
	sim_crash(s, l);
	struct not_leader_arg a = { l };
	assert_int_equal(sim_run_while_not(s, t0 + 5000, other_leader, &a), 1);
	ok(s);
	int64_t took = sim_now(s) - t0;
	assert_true(took < 200);
	assert_non_null(strstr(trace_text(), "lost (connection closed)"));
	/* one election: the pre-vote round never raised an epoch in vain */
	assert_int_equal(kr_core_epoch(sim_core(s, sim_leader(s))), e + 1);
	/* and the new leader commits */
	sim_run_until(s, sim_now(s) + 500);
	ok(s);
	assert_true(sim_committed_end(s) > before + 20);
	done(s, false);
}

static void test_leader_crash_silent_waits_fetch_timeout(void **state)
{
	(void)state;
	/* without the close (a silent host), the fetch timer alone finds
	 * the dead leader, as before */
	struct sim *s = make(3, 11, 0, NULL);
	int l = wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 1000);
	int64_t t0 = sim_now(s);
	sim_crash(s, l);
	struct not_leader_arg a = { l };
	assert_int_equal(sim_run_while_not(s, t0 + 8000, other_leader, &a), 1);
	ok(s);
	assert_true(sim_now(s) - t0 >= 2000 - 600); /* fetch timeout - MaxWait */
	assert_int_equal(count_in_trace("lost (connection closed)"), 0);
	done(s, false);
}

static void test_follower_lost_connection_live_leader(void **state)
{
	(void)state;
	/* a follower that loses its connection to a live leader (only that
	 * connection: the leader's Fetch answers to it are cut, its other
	 * follower still fetches) pre-votes, is refused, and goes back to
	 * following: no epoch is raised */
	struct sim *s = make(3, 12, 0, resets_tweak);
	int l = wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 1000);
	int f = (l + 1) % 3;
	int32_t e = kr_core_epoch(sim_core(s, l));
	/* as the transport reports a reset connection: what f has in
	 * flight to l is lost */
	size_t mark = strlen(trace_text());
	/* a moment when l holds a Fetch of f (parked, waiting for data) */
	int tries = 0;
	while (sim_held_requests(s, f, l) == 0 && tries++ < 1000)
		sim_run_until(s, sim_now(s) + 1);
	assert_true(tries < 1000);
	assert_true(sim_lose_inflight(s, f, l) > 0);
	sim_run_until(s, sim_now(s) + 3000);
	ok(s);
	assert_int_equal(sim_leader(s), l);
	assert_int_equal(kr_core_epoch(sim_core(s, l)), e);
	assert_int_equal(kr_core_state(sim_core(s, f)), KR_STATE_FOLLOWER);
	char want[32];
	snprintf(want, sizeof want, "n%d -> Prospective", (int)sim_node_id(s, f));
	assert_non_null(strstr(trace_text() + mark, want));
	done(s, false);
}

static int32_t tweak_linger;

static void slow_leader_disk_tweak(struct sim_opts *o)
{
	o->append_interval_ms = 5;
	o->linger_ms = tweak_linger;
}

static void test_group_commit_overlapping_flushes(void **state)
{
	(void)state;
	/* appends every 5 ms against disks whose flushes take 20 ms: the
	 * appends that arrive while the leader's flush runs and the
	 * followers are busy with theirs go out as one batch (when the
	 * flush completes or a follower fetches again); with linger 0 each
	 * append is its own batch. The invariants hold throughout (ok). */
	for (int linger = 0; linger <= 25; linger += 25) {
		tweak_linger = linger;
		struct sim *s = make(3, 13, 0, slow_leader_disk_tweak);
		int l = wait_leader(s, 5000);
		for (int i = 0; i < 3; i++)
			sim_set_disk_delay(s, i, 20);
		sim_run_until(s, sim_now(s) + 200);
		int64_t b0 = sim_log_batches(s, l);
		uint64_t a0 = sim_stats(s)->appended_records;
		sim_run_until(s, sim_now(s) + 2000);
		ok(s);
		assert_int_equal(sim_leader(s), l);
		int64_t batches = sim_log_batches(s, l) - b0;
		int64_t appends = (int64_t)(sim_stats(s)->appended_records - a0) / 2;
		int64_t c0 = sim_committed_end(s);
		for (int i = 0; i < 3; i++)
			sim_set_disk_delay(s, i, -1);
		sim_run_until(s, sim_now(s) + 1000);
		ok(s);
		assert_true(sim_committed_end(s) > c0);
		if (linger == 0)
			assert_true(batches >= appends - 1);
		else
			/* 20 ms flushes, 5 ms appends, two followers each
			 * taking what gathered when it fetches: 2.7 appends a
			 * batch for this seed */
			assert_true(batches * 2 <= appends);
		done(s, false);
	}
}

static void obs_tweak(struct sim_opts *o)
{
	o->observers = 2;
	o->anonymous_observers = true;
}

static void test_observers_replicate(void **state)
{
	(void)state;
	struct sim *s = make(3, 11, 0, obs_tweak);
	wait_leader(s, 5000);
	sim_run_until(s, sim_now(s) + 4000);
	ok(s);
	assert_true(sim_delivered(s, 3) > 200);
	assert_true(sim_delivered(s, 4) > 200);
	for (int i = 3; i < 5; i++)
		assert_int_not_equal(kr_core_state(sim_core(s, i)), KR_STATE_CANDIDATE);
	done(s, false);
}

static void test_five_voters_minority_and_majority_partitions(void **state)
{
	(void)state;
	struct sim *s = make(5, 12, 0, NULL);
	int l = wait_leader(s, 5000);
	/* a minority (two followers) cut off: the leader carries on */
	int a1 = (l + 1) % 5, a2 = (l + 2) % 5;
	sim_isolate(s, a1, true);
	sim_isolate(s, a2, true);
	int64_t c = sim_committed_end(s);
	sim_run_until(s, sim_now(s) + 4000);
	ok(s);
	assert_int_equal(sim_leader(s), l);
	assert_true(sim_committed_end(s) > c + 200);
	/* now the leader is in the minority: it resigns, the majority elects */
	sim_heal(s);
	sim_isolate(s, l, true);
	sim_isolate(s, a1, true);
	struct not_leader_arg a = { l };
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 8000, other_leader, &a), 1);
	sim_heal(s);
	sim_run_until(s, sim_now(s) + 3000);
	ok(s);
	done(s, false);
}

static void lossy(struct sim_opts *o)
{
	o->drop_permille = 100;
	o->dup_permille = 100;
	o->net_delay_max = 40;
}

static void test_lossy_network(void **state)
{
	(void)state;
	struct sim *s = make(3, 13, 0, lossy);
	wait_leader(s, 10000);
	sim_run_until(s, sim_now(s) + 8000);
	ok(s);
	assert_true(sim_committed_end(s) > 100);
	done(s, false);
}

static void test_leadership_reported_after_epoch_start_commits(void **state)
{
	(void)state;
	/* KAFKA-15345: the new leader's application hears "you lead" only
	 * once the LeaderChange batch of its epoch is committed */
	struct sim *s = make(3, 14, 0, NULL);
	int l = wait_leader(s, 5000);
	const char *told = strstr(trace_text(), "application told: leader");
	char want[64];
	snprintf(want, sizeof(want), "n%d application told: leader %d", sim_node_id(s, l),
		 sim_node_id(s, l));
	const char *self = strstr(trace_text(), want);
	const char *became = strstr(trace_text(), "-> Leader");
	assert_non_null(told);
	assert_non_null(self);
	assert_non_null(became);
	/* told after becoming leader, and with a HW past the epoch start */
	assert_true(self > became);
	assert_true(kr_core_high_watermark(sim_core(s, l)) >= 1);
	done(s, false);
}

/* -- AlterQuorum -- */

static void with_spares(struct sim_opts *o)
{
	o->spares = 2;
}

static bool set_committed(struct sim *s, void *arg)
{
	const int32_t *want = arg; /* want[0] = count, then ids */
	const struct kr_voter_assignment *v = sim_committed_voters(s);
	if (v->n_target >= 0 || v->n_current != want[0])
		return false;
	for (int32_t i = 0; i < v->n_current; i++) {
		bool found = false;
		for (int32_t j = 1; j <= want[0]; j++)
			found |= v->current[i] == want[j];
		if (!found)
			return false;
	}
	return true;
}

static bool observer_now(struct sim *s, void *arg)
{
	int i = *(const int *)arg;
	return sim_core(s, i) && !kr_core_is_voter(sim_core(s, i));
}

static void test_removed_voter_misses_its_removal(void **state)
{
	(void)state;
	/* A voter cut off while it is removed never sees the record: back on
	 * the network it stands for election as a voter of the old set. The
	 * others reject it (Vote rule 1: not an expected voter), the leader
	 * tells it who leads (BeginQuorumEpoch to strays), it fetches the
	 * record and becomes an observer; no two leaders in any epoch. */
	struct sim *s = make(3, 5, 0, with_spares);
	int l = wait_leader(s, 10000);
	int r = (l + 1) % 3; /* a follower */
	sim_isolate(s, r, true);
	int32_t want[4] = { 2, 0, 0, 0 };
	int32_t target[2];
	for (int i = 0, k = 0; i < 3; i++) {
		if (i == r)
			continue;
		target[k] = want[1 + k] = sim_node_id(s, i);
		k++;
	}
	assert_int_equal(sim_alter(s, l, target, 2), 0);
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 10000, set_committed, want), 1);
	ok(s);
	assert_true(kr_core_is_voter(sim_core(s, r))); /* it does not know */
	sim_run_until(s, sim_now(s) + 5000);           /* it keeps standing */
	ok(s);
	sim_isolate(s, r, false);
	assert_int_equal(sim_run_while_not(s, sim_now(s) + 20000, observer_now, &r), 1);
	ok(s);
	/* the quorum of two still leads and commits */
	l = wait_leader(s, 10000);
	assert_int_not_equal(l, r);
	int64_t before = sim_committed_end(s);
	sim_run_until(s, sim_now(s) + 3000);
	ok(s);
	assert_true(sim_committed_end(s) > before);
	done(s, false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_elect_and_replicate),
		cmocka_unit_test(test_leader_crash_new_leader_and_restart_resigned),
		cmocka_unit_test(test_restart_leader_alone_is_resigned),
		cmocka_unit_test(test_partitioned_leader_resigns),
		cmocka_unit_test(test_partitioned_leader_without_check_quorum),
		cmocka_unit_test(test_asymmetric_partition_leader_cannot_hear),
		cmocka_unit_test(test_divergent_suffix_truncated),
		cmocka_unit_test(test_follower_disk_loss_fetches_from_zero),
		cmocka_unit_test(test_graceful_resign_fast_handover),
		cmocka_unit_test(test_all_nodes_killed_recover),
		cmocka_unit_test(test_slow_leader_disk),
		cmocka_unit_test(test_leader_crash_close_starts_pre_vote),
		cmocka_unit_test(test_leader_crash_silent_waits_fetch_timeout),
		cmocka_unit_test(test_follower_lost_connection_live_leader),
		cmocka_unit_test(test_group_commit_overlapping_flushes),
		cmocka_unit_test(test_observers_replicate),
		cmocka_unit_test(test_five_voters_minority_and_majority_partitions),
		cmocka_unit_test(test_lossy_network),
		cmocka_unit_test(test_leadership_reported_after_epoch_start_commits),
		cmocka_unit_test(test_removed_voter_misses_its_removal),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	free(trace_buf);
	return rc;
}
