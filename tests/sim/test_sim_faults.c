/*
 * tests/sim/test_sim_faults.c — the simulator catches its own planted
 * faults (suite 'sim'): each deliberately broken core rule (enum kr_fault)
 * must break an invariant, the one that names what the rule protects, in
 * at least 90 of 100 seeds of the scenario that exposes it
 * (sim_fault_scenario, listed by `kwire sim --help`), while the correct
 * core keeps every invariant in the same scenario. A faulted run stops at
 * the first violation, so the 600 runs are short.
 *
 * The rate of one fault, and every seed it misses, by hand:
 *   kwire sim --fault hw-at-epoch-start --seeds 100
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "sim.h"

#define SEEDS 100
#define NEEDED 90
#define CLEAN_SEEDS 10

/* Runs seed in the scenario with the faults; returns the violation (a
 * static copy) or NULL. */
static const char *run(const char *scenario, uint64_t seed, uint32_t faults)
{
	static char msg[512];
	struct sim_opts o;
	sim_opts_init(&o, seed);
	assert_int_equal(sim_opts_preset(&o, scenario, 0), 0);
	o.core_faults = faults;
	struct sim *s = sim_new(&o);
	assert_non_null(s);
	const char *v = NULL;
	if (sim_run(s) != 0) {
		snprintf(msg, sizeof(msg), "%s", sim_violation(s));
		v = msg;
	}
	sim_free(s);
	return v;
}

static void check_fault(uint32_t fault, const char *name, const char *expect)
{
	const char *scenario = sim_fault_scenario(fault);
	assert_non_null(scenario);
	for (uint64_t seed = 1; seed <= CLEAN_SEEDS; seed++) {
		const char *v = run(scenario, seed, 0);
		if (v)
			fail_msg("%s, seed %llu, no fault: %s", scenario,
				 (unsigned long long)seed, v);
	}
	int caught = 0;
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		const char *v = run(scenario, seed, fault);
		if (v && strstr(v, expect))
			caught++;
	}
	print_message("%s: caught in %d of %d seeds of %s\n", name, caught, SEEDS,
		      scenario);
	if (caught < NEEDED)
		fail_msg("%s caught in only %d of %d seeds of %s (replay a miss: "
			 "kwire sim --fault %s --seeds %d)", name, caught, SEEDS,
			 scenario, name, SEEDS);
}

static void test_unflushed(void **state)
{
	(void)state;
	/* a commit that lives on a single disk */
	check_fault(KR_FAULT_COUNT_UNFLUSHED, "unflushed", "held durably by only");
}

static void test_double_vote(void **state)
{
	(void)state;
	/* two candidates of one epoch reach the same voter */
	check_fault(KR_FAULT_DOUBLE_VOTE, "double-vote", "granted votes to");
}

static void test_hw_at_epoch_start(void **state)
{
	(void)state;
	/* KAFKA-12619: earlier epochs' entries exposed before the new
	 * leader's LeaderChange is on a majority */
	check_fault(KR_FAULT_HW_AT_EPOCH_START, "hw-at-epoch-start",
		    "not past its epoch's first offset");
}

static void test_no_check_quorum(void **state)
{
	(void)state;
	/* KAFKA-15489: a leader cut off keeps leading */
	check_fault(KR_FAULT_NO_CHECK_QUORUM, "no-check-quorum",
		    "after a majority last fetched from it");
}

static void test_joint_step(void **state)
{
	(void)state;
	check_fault(KR_FAULT_JOINT_STEP, "joint-step", "moves");
}

static void test_skip_pre_vote(void **state)
{
	(void)state;
	check_fault(KR_FAULT_SKIP_PRE_VOTE, "skip-pre-vote",
		    "while no node could reach it");
}

/* "snapshots ahead of the high watermark" */
static void test_snapshot_past_hw(void **state)
{
	(void)state;
	check_fault(KR_FAULT_SNAPSHOT_PAST_HW, "snapshot-past-hw",
		    "past what the application was handed");
}

/* KAFKA-14238: a prefix deleted that no snapshot covers */
static void test_start_past_snapshot(void **state)
{
	(void)state;
	check_fault(KR_FAULT_START_PAST_SNAPSHOT, "start-past-snapshot",
		    "the end of no snapshot it holds");
}

/* an installed snapshot the application never loaded: its state is not
 * the others' */
static void test_install_no_load(void **state)
{
	(void)state;
	check_fault(KR_FAULT_INSTALL_NO_LOAD, "install-no-load", "delivered batch at");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_unflushed),
		cmocka_unit_test(test_double_vote),
		cmocka_unit_test(test_hw_at_epoch_start),
		cmocka_unit_test(test_no_check_quorum),
		cmocka_unit_test(test_joint_step),
		cmocka_unit_test(test_skip_pre_vote),
		cmocka_unit_test(test_snapshot_past_hw),
		cmocka_unit_test(test_start_past_snapshot),
		cmocka_unit_test(test_install_no_load),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
