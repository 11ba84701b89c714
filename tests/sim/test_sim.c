/*
 * tests/sim/test_sim.c — seeded simulations (suite 'sim'): fixed fault mixes
 * over hundreds of seeds, every invariant checked after every event, the
 * hostile peer among them; built twice, with the simulator's own codec and
 * with every message through the Kafka wire adapter (test_sim_wire). The
 * simulator's test of itself (planted faults) is test_sim_faults.
 *
 * A failing seed is printed with the command that replays it:
 *   kwire sim --scenario chaos --nodes 3 --seed 17 --trace
 * `test_sim --soak` runs many more seeds (suite 'soak').
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sim.h"
#ifdef KR_SIM_WIRE
#include "wire/wire.h"
/* every message through the Kafka wire format (raft/wire) */
static const struct sim_codec codec = { kr_wire_sim_encode,
					kr_wire_sim_decode, NULL };
static const int seed_div = 4;
#else
static const struct sim_codec codec = { NULL, NULL, NULL };
static const int seed_div = 1;
#endif

static int seed_factor = 1;

static void set_codec(struct sim_opts *o)
{
	if (codec.encode)
		o->codec = codec;
}

struct mix {
	const char *name;
	int voters, observers;
	bool anonymous;
	int seeds;
	bool snapshots; /* the "snapshot" preset's snapshot settings too */
};

/* The "snapshot" preset's snapshot settings (scenarios.c). */
static void with_snapshots(struct sim_opts *o)
{
	o->snapshot_bytes = 1500;
	o->snapshot_fetch_bytes = 256;
	o->clean_permille = 500;
}

static int run_seed(const struct mix *m, uint64_t seed, uint32_t faults,
		    bool quiet)
{
	struct sim_opts o;
	sim_opts_init(&o, seed);
	sim_opts_preset(&o, m->name, m->voters);
	o.observers = m->observers;
	o.anonymous_observers = m->anonymous;
	o.core_faults = faults;
	if (m->snapshots)
		with_snapshots(&o);
	set_codec(&o);
	struct sim *s = sim_new(&o);
	assert_non_null(s);
	int rc = sim_run(s);
	if (rc != 0 && !quiet)
		fprintf(stderr,
			"seed %llu (%s, %d voters, %d observers): event %llu: %s\n"
			"  replay: kwire sim --scenario %s --nodes %d --observers %d "
			"--seed %llu --trace\n",
			(unsigned long long)seed, m->name, m->voters, m->observers,
			(unsigned long long)sim_violation_event(s), sim_violation(s),
			m->name, m->voters, m->observers, (unsigned long long)seed);
	sim_free(s);
	return rc;
}

static void run_mix(const struct mix *m)
{
	int bad = 0;
	int n = m->seeds * seed_factor / seed_div;
	for (int i = 1; i <= (n > 0 ? n : 1); i++)
		bad += run_seed(m, (uint64_t)i, 0, false) != 0;
	assert_int_equal(bad, 0);
}

static void test_calm(void **state)
{
	(void)state;
	struct mix m = { "calm", 3, 0, false, 10, false };
	run_mix(&m);
	m.voters = 1;
	run_mix(&m);
	m.voters = 4;
	run_mix(&m);
}

static void test_chaos_3(void **state)
{
	(void)state;
	struct mix m = { "chaos", 3, 0, false, 60, false };
	run_mix(&m);
}

static void test_chaos_5_with_observers(void **state)
{
	(void)state;
	struct mix m = { "chaos", 5, 2, false, 25, false };
	run_mix(&m);
	struct mix a = { "chaos", 5, 2, true, 15, false };
	run_mix(&a);
}

static void test_lossy(void **state)
{
	(void)state;
	struct mix m = { "lossy", 3, 1, false, 40, false };
	run_mix(&m);
}

static void test_crash(void **state)
{
	(void)state;
	struct mix m = { "crash", 3, 0, false, 50, false };
	run_mix(&m);
	struct mix two = { "crash", 2, 0, false, 20, false };
	run_mix(&two);
}

static void test_same_seed_replays_exactly(void **state)
{
	(void)state;
	struct sim_stats a, b;
	for (int k = 0; k < 2; k++) {
		struct sim_opts o;
		sim_opts_init(&o, 99);
		sim_opts_preset(&o, "chaos", 3);
		set_codec(&o);
		struct sim *s = sim_new(&o);
		sim_run(s);
		if (k == 0)
			a = *sim_stats(s);
		else
			b = *sim_stats(s);
		sim_free(s);
	}
	assert_memory_equal(&a, &b, sizeof(a));
	assert_true(a.events > 1000);
}

/* -- the simulator's own checks (the planted faults: test_sim_faults) -- */

static void test_selftest_no_check_quorum_is_not_unsafe(void **state)
{
	(void)state;
	/* KAFKA-15489 was a liveness bug, not a safety one: the safety checks
	 * must keep holding without check-quorum */
	struct mix m = { "chaos", 3, 0, false, 0, false };
	for (uint64_t seed = 1; seed <= 10; seed++) {
		struct sim_opts o;
		sim_opts_init(&o, seed);
		sim_opts_preset(&o, m.name, 3);
		o.heal_at_ms = 0;
		o.chaos_interval_ms = 0;
		o.core_faults = KR_FAULT_NO_CHECK_QUORUM;
		o.run_until_ms = 10000;
		struct sim *s = sim_new(&o);
		assert_int_equal(sim_run(s), 0);
		sim_free(s);
	}
}

/* -- AlterQuorum (the KIP-595 draft's voter reassignment) -- */

static void test_reassign_chaos(void **state)
{
	(void)state;
	/* voters 1-3, spare nodes 4-5 as observers; a random AlterQuorum
	 * (or cancel) every 1.5-4.5 s during 30 s of crashes, partitions,
	 * slow disks and loss; then the last target must be reached */
	struct mix m = { "reassign", 3, 0, false, 75, false };
	run_mix(&m);
	struct mix five = { "reassign", 5, 1, false, 10, false };
	run_mix(&five);
}

static void test_reassign_takes_kip853_steps(void **state)
{
	(void)state;
	/* the reassign mix reaches half of its targets with AddRaftVoter and
	 * RemoveRaftVoter: some of those steps must commit (else the chaos
	 * runs above never tried KIP-853) */
	uint64_t steps = 0;
	for (uint64_t seed = 1; seed <= 10; seed++) {
		struct sim_opts o;
		sim_opts_init(&o, seed);
		sim_opts_preset(&o, "reassign", 3);
		struct sim *s = sim_new(&o);
		assert_int_equal(sim_run(s), 0);
		steps += sim_stats(s)->voters_records;
		sim_free(s);
	}
	print_message("reassign seeds 1-10: %llu KIP-853 VotersRecords committed\n",
		      (unsigned long long)steps);
	assert_true(steps >= 5);
}

static void test_reassign_replays_exactly(void **state)
{
	(void)state;
	struct sim_stats a, b;
	for (int k = 0; k < 2; k++) {
		struct sim_opts o;
		sim_opts_init(&o, 7);
		sim_opts_preset(&o, "reassign", 3);
		set_codec(&o);
		struct sim *s = sim_new(&o);
		assert_int_equal(sim_run(s), 0);
		if (k == 0)
			a = *sim_stats(s);
		else
			b = *sim_stats(s);
		sim_free(s);
	}
	assert_memory_equal(&a, &b, sizeof(a));
	assert_true(a.alters_issued > 0);
	assert_true(a.assignment_steps > 0);
}

static bool no_change_left(struct sim *s, void *arg)
{
	const int32_t *want = arg;
	const struct kr_voter_assignment *v = sim_committed_voters(s);
	if (v->n_target >= 0 || v->n_current != 3)
		return false;
	for (int i = 0; i < 3; i++) {
		bool found = false;
		for (int j = 0; j < 3; j++)
			found |= v->current[j] == want[i];
		if (!found)
			return false;
	}
	return true;
}

static bool has_leader(struct sim *s, void *arg)
{
	(void)arg;
	return sim_leader(s) >= 0 &&
	       sim_reported_leader(s, sim_leader(s)).leader_id ==
		       sim_node_id(s, sim_leader(s));
}

static void test_reassign_moves_leader_out(void **state)
{
	(void)state;
	/* the whole quorum moves to the spares but one, the leader
	 * included: it removes itself last, finishes, resigns, and a voter
	 * of the new set leads; every step is checked by the simulator */
	for (uint64_t seed = 1; seed <= 5; seed++) {
		struct sim_opts o;
		sim_opts_init(&o, seed);
		sim_opts_preset(&o, "calm", 3);
		o.spares = 2;
		set_codec(&o);
		struct sim *s = sim_new(&o);
		assert_int_equal(sim_run_while_not(s, 10000, has_leader, NULL), 1);
		int l = sim_leader(s);
		int32_t lid = sim_node_id(s, l);
		int32_t keep = lid == 1 ? 2 : 1; /* one old non-leader voter */
		int32_t want[3] = { keep, 4, 5 };
		assert_int_equal(sim_alter(s, l, want, 3), 0);
		assert_int_equal(sim_run_while_not(s, sim_now(s) + 20000,
						   no_change_left, want), 1);
		/* the old leader left; a member of the new set leads */
		assert_int_equal(sim_run_while_not(s, sim_now(s) + 10000,
						   has_leader, NULL), 1);
		int32_t nl = sim_node_id(s, sim_leader(s));
		assert_true(nl == keep || nl == 4 || nl == 5);
		assert_false(kr_core_is_voter(sim_core(s, l)));
		/* appends still commit with the new set */
		int64_t before = sim_committed_end(s);
		assert_int_equal(sim_run_until(s, sim_now(s) + 3000), 0);
		assert_true(sim_committed_end(s) > before);
		assert_true(sim_stats(s)->assignment_steps >= 5);
		sim_free(s);
	}
}

/* -- the scenarios that expose the planted faults, with the correct
 *    core (test_sim_faults plants them) -- */

static void test_isolate(void **state)
{
	(void)state;
	struct mix m = { "isolate", 3, 0, false, 25, false };
	run_mix(&m);
	struct mix five = { "isolate", 5, 1, false, 5, false };
	run_mix(&five);
}

static void test_elections(void **state)
{
	(void)state;
	struct mix m = { "elections", 5, 0, false, 25, false };
	run_mix(&m);
	struct mix three = { "elections", 3, 0, false, 10, false };
	run_mix(&three);
}

static void test_resets(void **state)
{
	(void)state;
	/* the leader crashes every 1.5 s, under Kafka's 2 s fetch timeout:
	 * only the close of its connections, which starts a pre-vote at
	 * once, gets a leader elected between two crashes */
	struct mix m = { "resets", 3, 0, false, 25, false };
	run_mix(&m);
	struct mix five = { "resets", 5, 1, false, 10, false };
	run_mix(&five);
}

static void test_alter(void **state)
{
	(void)state;
	struct mix m = { "alter", 3, 0, false, 25, false };
	run_mix(&m);
}

/* -- the adversary (raft/sim/adversary.c): hostile requests to every node
 *    every 10 ms must break no invariant, stop no core, and the quorum
 *    keeps committing (at least every liveness_ms) -- */

static int run_adversary(const char *scenario, int voters, int observers,
			 uint64_t seed)
{
	struct sim_opts o;
	sim_opts_init(&o, seed);
	sim_opts_preset(&o, scenario, voters);
	o.observers = observers;
	if (o.adversary_interval_ms <= 0)
		o.adversary_interval_ms = 10;
	set_codec(&o);
	struct sim *s = sim_new(&o);
	assert_non_null(s);
	int rc = sim_run(s);
	if (rc != 0)
		fprintf(stderr,
			"seed %llu (%s with the adversary, %d voters): event %llu: %s\n"
			"  replay: kwire sim --scenario %s --adversary --nodes %d "
			"--observers %d --seed %llu --trace\n",
			(unsigned long long)seed, scenario, voters,
			(unsigned long long)sim_violation_event(s), sim_violation(s),
			scenario, voters, observers, (unsigned long long)seed);
	else
		assert_true(sim_stats(s)->adversary_messages > 100);
	sim_free(s);
	return rc;
}

static void test_adversary(void **state)
{
	(void)state;
	int bad = 0, n = 25 * seed_factor / seed_div;
	for (int i = 1; i <= n; i++)
		bad += run_adversary("adversary", 3, 0, (uint64_t)i) != 0;
	for (int i = 1; i <= n / 4 + 1; i++)
		bad += run_adversary("adversary", 5, 1, (uint64_t)i) != 0;
	assert_int_equal(bad, 0);
}

static void test_adversary_with_faults(void **state)
{
	(void)state;
	/* crashes, partitions and loss as well; after the heal a leader
	 * must be elected and commit while the attack goes on */
	int bad = 0, n = 15 * seed_factor / seed_div;
	for (int i = 1; i <= n; i++)
		bad += run_adversary("chaos", 3, 0, (uint64_t)i) != 0;
	for (int i = 1; i <= n / 3 + 1; i++)
		bad += run_adversary("reassign", 3, 0, (uint64_t)i) != 0;
	/* and FetchSnapshots, aimed at the snapshots the nodes hold */
	for (int i = 1; i <= n / 3 + 1; i++)
		bad += run_adversary("snapshot", 3, 1, (uint64_t)i) != 0;
	assert_int_equal(bad, 0);
}

/* -- snapshots (KIP-630) -- */

static void test_snapshot(void **state)
{
	(void)state;
	/* chaos with snapshots, log cleaning and an observer that loses its
	 * disk: every snapshot written, loaded and installed holds the
	 * committed state at its offset; no log start without a snapshot */
	struct mix m = { "snapshot", 3, 1, false, 40, false };
	run_mix(&m);
	struct mix five = { "snapshot", 5, 2, false, 10, false };
	run_mix(&five);
	/* the voter set in the snapshot headers, while AlterQuorum moves it */
	struct mix r = { "reassign", 3, 1, false, 15, true };
	run_mix(&r);
}

/* The same seed replays exactly with snapshots, and the runs do what the
 * test names: snapshots taken, the log start moved, FetchSnapshot used. */
static void test_snapshot_replays_exactly(void **state)
{
	(void)state;
	struct sim_stats a, b;
	uint64_t installed = 0;
	for (uint64_t seed = 1; seed <= 5; seed++)
		for (int k = 0; k < 2; k++) {
			struct sim_opts o;
			sim_opts_init(&o, seed);
			sim_opts_preset(&o, "snapshot", 3);
			set_codec(&o);
			struct sim *s = sim_new(&o);
			assert_int_equal(sim_run(s), 0);
			if (k == 0)
				a = *sim_stats(s);
			else
				b = *sim_stats(s);
			sim_free(s);
			if (k == 1) {
				assert_memory_equal(&a, &b, sizeof(a));
				assert_true(a.snapshots_taken > 10);
				assert_true(a.log_start_moves > 5);
				installed += a.snapshots_installed;
			}
		}
	assert_true(installed > 0);
}

static bool caught_up(struct sim *s, void *arg)
{
	int i = *(int *)arg;
	struct kr_core *c = sim_core(s, i);
	return c && kr_core_log_start(c) > 0 && kr_core_high_watermark(c) >= sim_committed_end(s);
}

/* An observer whose disk is lost after the leader cleaned its log catches
 * up by FetchSnapshot (KAFKA-15078: a fetch at 0 gets the snapshot) and
 * then follows the committed log. */
static void test_wiped_observer_catches_up(void **state)
{
	(void)state;
	struct sim_opts o;
	sim_opts_init(&o, 7);
	sim_opts_preset(&o, "calm", 3);
	o.observers = 1;
	with_snapshots(&o);
	o.clean_permille = 1000;
	set_codec(&o);
	struct sim *s = sim_new(&o);
	assert_int_equal(sim_run_until(s, 5000), 0);
	int obs = 3;
	assert_true(sim_stats(s)->log_start_moves > 0);
	sim_wipe(s, obs);
	sim_restart(s, obs);
	assert_int_equal(sim_run_while_not(s, 10000, caught_up, &obs), 1);
	assert_true(sim_stats(s)->snapshots_installed >= 1);
	assert_int_equal(sim_run_until(s, 15000), 0);
	assert_null(sim_violation(s));
	sim_free(s);
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "--soak") == 0)
		seed_factor = argc > 2 ? atoi(argv[2]) : 20;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_calm),
		cmocka_unit_test(test_chaos_3),
		cmocka_unit_test(test_chaos_5_with_observers),
		cmocka_unit_test(test_lossy),
		cmocka_unit_test(test_crash),
		cmocka_unit_test(test_same_seed_replays_exactly),
		cmocka_unit_test(test_selftest_no_check_quorum_is_not_unsafe),
		cmocka_unit_test(test_reassign_chaos),
		cmocka_unit_test(test_reassign_takes_kip853_steps),
		cmocka_unit_test(test_reassign_replays_exactly),
		cmocka_unit_test(test_reassign_moves_leader_out),
		cmocka_unit_test(test_isolate),
		cmocka_unit_test(test_elections),
		cmocka_unit_test(test_resets),
		cmocka_unit_test(test_alter),
		cmocka_unit_test(test_adversary),
		cmocka_unit_test(test_adversary_with_faults),
		cmocka_unit_test(test_snapshot),
		cmocka_unit_test(test_snapshot_replays_exactly),
		cmocka_unit_test(test_wiped_observer_catches_up),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
