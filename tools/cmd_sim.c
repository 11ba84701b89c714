/*
 * kwire sim — runs seeded simulations of a KRaft quorum (raft/core over
 * the simulated network and disk of raft/sim) and checks every invariant
 * after every event.
 *
 *   kwire sim [--seed N] [--seeds N] [--nodes N] [--observers N]
 *             [--spares N] [--events N] [--scenario NAME] [--time MS]
 *             [--trace] [--no-pre-vote] [--adversary]
 *             [--fault NAME]   (a deliberately broken core rule)
 *
 * Prints a summary. Exit status: 0 when every invariant held; 1 naming the
 * seed, the event and the invariant that broke; 2 for usage errors. The
 * same arguments replay the same run exactly. With --seeds N it runs seeds
 * seed..seed+N-1 and prints one line per broken run and the count, the
 * simulator's catch rate when a --fault is planted (exit 0 then).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "sim.h"

/* The planted faults (enum kr_fault) by name. */
static const struct {
	const char *name;
	uint32_t bit;
	const char *what;
} faults_known[] = {
	{ "unflushed", KR_FAULT_COUNT_UNFLUSHED,
	  "the leader counts its unflushed log end" },
	{ "double-vote", KR_FAULT_DOUBLE_VOTE, "a voter votes twice in an epoch" },
	{ "hw-at-epoch-start", KR_FAULT_HW_AT_EPOCH_START,
	  "the high watermark may stop at the epoch start (KAFKA-12619)" },
	{ "no-check-quorum", KR_FAULT_NO_CHECK_QUORUM,
	  "a leader cut off never resigns (KAFKA-15489)" },
	{ "joint-step", KR_FAULT_JOINT_STEP,
	  "AlterQuorum moves several voters in one record" },
	{ "skip-pre-vote", KR_FAULT_SKIP_PRE_VOTE,
	  "a Prospective voter stands without pre-vote grants" },
	{ "snapshot-past-hw", KR_FAULT_SNAPSHOT_PAST_HW,
	  "a snapshot is asked for at the log end, past the high watermark" },
	{ "start-past-snapshot", KR_FAULT_START_PAST_SNAPSHOT,
	  "the log start moves past the snapshot it was given (KAFKA-14238)" },
	{ "install-no-load", KR_FAULT_INSTALL_NO_LOAD,
	  "a fetched snapshot is installed without the application loading it" },
};
#define N_FAULTS (sizeof(faults_known) / sizeof(faults_known[0]))

static void usage(FILE *out)
{
	fputs("usage: kwire sim [--seed N] [--seeds N] [--nodes N] [--observers N]\n"
	      "                 [--spares N] [--events N] [--scenario NAME] [--time MS]\n"
	      "                 [--trace] [--no-pre-vote] [--adversary] [--fault NAME]\n"
	      "Runs simulated quorums with faults (default: chaos, 3 voters, seed 1)\n"
	      "and exits 0 when every invariant held; --seeds N runs N seeds from\n"
	      "--seed and counts the broken runs.\n"
	      "Scenarios: calm, chaos, lossy, crash, reassign, alter, isolate,\n"
	      "elections, resets (elections with the dead leader's connections closing),\n"
	      "snapshot (chaos with snapshots, log cleaning, an observer\n"
	      "that loses its disk, FetchSnapshot), adversary (the hostile peer\n"
	      "alone; --adversary adds it to any). --observers overrides the\n"
	      "scenario's (0 but for snapshot's 1).\n"
	      "Faults (a deliberately broken core rule) and the scenario that\n"
	      "exposes each, the default when --scenario is not given:\n", out);
	for (size_t i = 0; i < N_FAULTS; i++)
		fprintf(out, "  %-18s %-10s %s\n", faults_known[i].name,
			sim_fault_scenario(faults_known[i].bit), faults_known[i].what);
}

static int num(const char *s, long long lo, long long hi, long long *out)
{
	char *end;
	long long v = strtoll(s, &end, 10);
	if (*s == '\0' || *end != '\0' || v < lo || v > hi)
		return -1;
	*out = v;
	return 0;
}

/* One run, with its summary. */
static int run_one(const struct sim_opts *o, const char *scenario)
{
	struct sim *s = sim_new(o);
	if (!s) {
		fprintf(stderr, "kwire sim: cannot create the simulation\n");
		return 2;
	}
	int rc = sim_run(s);
	const struct sim_stats *st = sim_stats(s);
	printf("seed %" PRIu64 ", scenario %s, %d voters, %d observers\n"
	       "simulated %" PRId64 " ms, %" PRIu64 " events, %" PRIu64
	       " messages (%" PRIu64 " dropped), %" PRIu64 " crashes\n"
	       "%" PRIu64 " leader epochs, %" PRIu64 " records appended, "
	       "committed offset %" PRIu64 "\n",
	       o->seed, scenario, o->voters, o->observers, st->sim_time_ms,
	       st->events, st->messages, st->dropped, st->crashes, st->elections,
	       st->appended_records, st->committed_records);
	if (o->snapshot_bytes > 0)
		printf("%" PRIu64 " snapshots taken, %" PRIu64 " installed by FetchSnapshot, "
		       "%" PRIu64 " log start moves, %" PRIu64 " disks lost\n",
		       st->snapshots_taken, st->snapshots_installed, st->log_start_moves,
		       st->wipes);
	if (st->adversary_messages > 0 || st->refusals > 0)
		printf("%" PRIu64 " hostile messages, %" PRIu64 " refusals\n",
		       st->adversary_messages, st->refusals);
	if (st->alters_issued > 0 || o->spares > 0) {
		const struct kr_voter_assignment *v = sim_committed_voters(s);
		printf("%" PRIu64 " voter change requests, %" PRIu64
		       " voter records committed (%" PRIu64 " KIP-853), voters now",
		       st->alters_issued, st->assignment_steps, st->voters_records);
		for (int32_t i = 0; i < v->n_current; i++)
			printf("%s%d", i ? "," : " ", v->current[i]);
		printf("%s\n", v->n_target >= 0 ? " (change in progress)" : "");
	}
	if (rc != 0) {
		printf("FAILED: seed %" PRIu64 ", event %" PRIu64 ": %s\n", o->seed,
		       sim_violation_event(s), sim_violation(s));
		sim_free(s);
		return 1;
	}
	printf("every invariant held\n");
	sim_free(s);
	return 0;
}

/* Seeds first..first+n-1: one line per broken run, then the count. With a
 * planted fault the count is the simulator's catch rate, not an error. */
static int run_seeds(const struct sim_opts *base, const char *scenario,
		     uint64_t first, uint64_t n)
{
	uint64_t broken = 0;
	for (uint64_t k = 0; k < n; k++) {
		struct sim_opts o = *base;
		o.seed = first + k;
		struct sim *s = sim_new(&o);
		if (!s) {
			fprintf(stderr, "kwire sim: cannot create the simulation\n");
			return 2;
		}
		if (sim_run(s) != 0) {
			broken++;
			printf("seed %" PRIu64 ": event %" PRIu64 ": %s\n", o.seed,
			       sim_violation_event(s), sim_violation(s));
		}
		sim_free(s);
	}
	printf("%s: %" PRIu64 " of %" PRIu64 " runs broke an invariant%s\n",
	       scenario, broken, n, base->core_faults ? " (fault planted)" : "");
	return base->core_faults || broken == 0 ? 0 : 1;
}

int kw_cmd_sim(int argc, char **argv)
{
	long long seed = 1, nodes = -1, observers = -1, events = 0, time_ms = 0,
		  spares = -1, seeds = 0;
	const char *scenario = NULL;
	bool trace = false, no_pre_vote = false, adversary = false;
	uint32_t faults = 0;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		long long *dst = NULL, lo = 0, hi = 0;
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			usage(stdout);
			return 0;
		} else if (strcmp(a, "--trace") == 0) {
			trace = true;
			continue;
		} else if (strcmp(a, "--no-pre-vote") == 0) {
			/* KIP-595 elections, no Prospective state */
			no_pre_vote = true;
			continue;
		} else if (strcmp(a, "--adversary") == 0) {
			adversary = true;
			continue;
		} else if (strcmp(a, "--fault") == 0 && v) {
			/* deliberately broken rules, to see the checks fire */
			size_t f = 0;
			while (f < N_FAULTS && strcmp(v, faults_known[f].name) != 0)
				f++;
			if (f == N_FAULTS) {
				fprintf(stderr, "kwire sim: unknown fault '%s'\n", v);
				return 2;
			}
			faults |= faults_known[f].bit;
			i++;
			continue;
		} else if (strcmp(a, "--scenario") == 0 && v) {
			scenario = v;
			i++;
			continue;
		} else if (strcmp(a, "--seed") == 0) {
			dst = &seed, lo = 0, hi = INT64_MAX / 2;
		} else if (strcmp(a, "--seeds") == 0) {
			dst = &seeds, lo = 1, hi = 1000000;
		} else if (strcmp(a, "--nodes") == 0) {
			dst = &nodes, lo = 1, hi = KR_MAX_VOTERS;
		} else if (strcmp(a, "--observers") == 0) {
			dst = &observers, lo = 0, hi = 8;
		} else if (strcmp(a, "--spares") == 0) {
			dst = &spares, lo = 0, hi = KR_MAX_VOTERS - 1;
		} else if (strcmp(a, "--events") == 0) {
			dst = &events, lo = 1, hi = INT64_MAX;
		} else if (strcmp(a, "--time") == 0) {
			dst = &time_ms, lo = 1, hi = INT64_MAX / 2;
		}
		if (!dst || !v || num(v, lo, hi, dst) != 0) {
			fprintf(stderr, "kwire sim: bad argument '%s'\n", a);
			usage(stderr);
			return 2;
		}
		i++;
	}
	if (!scenario) {
		/* a planted fault runs where it shows */
		scenario = "chaos";
		for (size_t f = 0; f < N_FAULTS; f++)
			if (faults == faults_known[f].bit)
				scenario = sim_fault_scenario(faults_known[f].bit);
	}
	struct sim_opts o;
	sim_opts_init(&o, (uint64_t)seed);
	if (sim_opts_preset(&o, scenario, (int)nodes) != 0) {
		fprintf(stderr, "kwire sim: unknown scenario '%s'\n", scenario);
		return 2;
	}
	if (observers >= 0)
		o.observers = (int)observers;
	if (spares >= 0)
		o.spares = (int)spares;
	o.core_faults = faults;
	o.no_pre_vote = no_pre_vote;
	o.max_events = (uint64_t)events;
	if (adversary && o.adversary_interval_ms <= 0)
		o.adversary_interval_ms = 10;
	if (time_ms)
		o.run_until_ms = time_ms;
	if (trace && !seeds)
		o.trace = stdout;
	if (seeds)
		return run_seeds(&o, scenario, (uint64_t)seed, (uint64_t)seeds);
	return run_one(&o, scenario);
}
