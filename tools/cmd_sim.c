/*
 * kwire sim — runs one seeded simulation of a KRaft quorum (raft/core over
 * the simulated network and disk of raft/sim) and checks every invariant
 * after every event.
 *
 *   kwire sim [--seed N] [--nodes N] [--observers N] [--spares N]
 *             [--events N] [--scenario calm|chaos|lossy|crash|reassign]
 *             [--time MS] [--trace]
 *             [--fault NAME]   (a deliberately broken core rule)
 *
 * Prints a summary. Exit status: 0 when every invariant held; 1 naming the
 * seed, the event and the invariant that broke; 2 for usage errors. The
 * same arguments replay the same run exactly.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "sim.h"

static void usage(FILE *out)
{
	fputs("usage: kwire sim [--seed N] [--nodes N] [--observers N] "
	      "[--spares N] [--events N]\n"
	      "                 [--scenario calm|chaos|lossy|crash|reassign] "
	      "[--time MS] [--trace] [--no-pre-vote]\n"
	      "                 [--fault unflushed|double-vote|hw-at-epoch-start|"
	      "no-check-quorum|joint-step|skip-pre-vote]\n"
	      "Runs one simulated quorum with faults (default: chaos, 3 voters,\n"
	      "seed 1); exits 0 when every invariant held.\n", out);
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

int kw_cmd_sim(int argc, char **argv)
{
	long long seed = 1, nodes = 3, observers = 0, events = 0, time_ms = 0,
		  spares = -1;
	const char *scenario = "chaos";
	bool trace = false, no_pre_vote = false;
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
		} else if (strcmp(a, "--fault") == 0 && v) {
			/* deliberately broken rules, to see the checks fire */
			if (strcmp(v, "unflushed") == 0)
				faults |= KR_FAULT_COUNT_UNFLUSHED;
			else if (strcmp(v, "double-vote") == 0)
				faults |= KR_FAULT_DOUBLE_VOTE;
			else if (strcmp(v, "hw-at-epoch-start") == 0)
				faults |= KR_FAULT_HW_AT_EPOCH_START;
			else if (strcmp(v, "no-check-quorum") == 0)
				faults |= KR_FAULT_NO_CHECK_QUORUM;
			else if (strcmp(v, "joint-step") == 0)
				faults |= KR_FAULT_JOINT_STEP;
			else if (strcmp(v, "skip-pre-vote") == 0)
				faults |= KR_FAULT_SKIP_PRE_VOTE;
			else
				v = NULL;
			if (!v) {
				fprintf(stderr, "kwire sim: unknown fault\n");
				return 2;
			}
			i++;
			continue;
		} else if (strcmp(a, "--scenario") == 0 && v) {
			scenario = v;
			i++;
			continue;
		} else if (strcmp(a, "--seed") == 0) {
			dst = &seed, lo = 0, hi = INT64_MAX;
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
	struct sim_opts o;
	sim_opts_init(&o, (uint64_t)seed);
	if (sim_opts_preset(&o, scenario, (int)nodes) != 0) {
		fprintf(stderr, "kwire sim: unknown scenario '%s'\n", scenario);
		return 2;
	}
	o.observers = (int)observers;
	if (spares >= 0)
		o.spares = (int)spares;
	o.core_faults = faults;
	o.no_pre_vote = no_pre_vote;
	o.max_events = (uint64_t)events;
	if (time_ms)
		o.run_until_ms = time_ms;
	if (trace)
		o.trace = stdout;
	struct sim *s = sim_new(&o);
	if (!s) {
		fprintf(stderr, "kwire sim: cannot create the simulation\n");
		return 2;
	}
	int rc = sim_run(s);
	const struct sim_stats *st = sim_stats(s);
	printf("seed %lld, scenario %s, %lld voters, %lld observers\n"
	       "simulated %" PRId64 " ms, %" PRIu64 " events, %" PRIu64
	       " messages (%" PRIu64 " dropped), %" PRIu64 " crashes\n"
	       "%" PRIu64 " leader epochs, %" PRIu64 " records appended, "
	       "committed offset %" PRIu64 "\n",
	       seed, scenario, nodes, observers, st->sim_time_ms, st->events,
	       st->messages, st->dropped, st->crashes, st->elections,
	       st->appended_records, st->committed_records);
	if (st->alters_issued > 0 || o.spares > 0) {
		const struct kr_voter_assignment *v = sim_committed_voters(s);
		printf("%" PRIu64 " AlterQuorum requests, %" PRIu64
		       " voter assignments committed, voters now", st->alters_issued,
		       st->assignment_steps);
		for (int32_t i = 0; i < v->n_current; i++)
			printf("%s%d", i ? "," : " ", v->current[i]);
		printf("%s\n", v->n_target >= 0 ? " (change in progress)" : "");
	}
	if (rc != 0) {
		printf("FAILED: seed %lld, event %" PRIu64 ": %s\n", seed,
		       sim_violation_event(s), sim_violation(s));
		sim_free(s);
		return 1;
	}
	printf("every invariant held\n");
	sim_free(s);
	return 0;
}
