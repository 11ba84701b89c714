/*
 * raft/sim/scenarios.c — the named fault mixes (sim_opts_preset) and the
 * chaos action each runs every chaos_interval_ms until the heal: random
 * crashes, partitions and slow disks ("chaos" and its relatives), a node
 * cut off at a time ("isolate"), or the leader crashed over and over
 * ("elections"). Each planted core fault (enum kr_fault) has the scenario
 * that exposes it, sim_fault_scenario.
 */
#include <string.h>

#include "sim_internal.h"

/* crashes, partitions (one node, one node's outbound, a random split, all
 * healed) and slow disks, by the preset's permille weights */
static void random_chaos(struct sim *s)
{
	int i = (int)(sim__rnd(s) % (uint64_t)s->n);
	struct node *nd = &s->nodes[i];
	int64_t r = (int64_t)(sim__rnd(s) % 1000);
	int32_t c1 = s->o.crash_permille, c2 = c1 + s->o.partition_permille,
		c3 = c2 + s->o.slow_disk_permille, c4 = c3 + s->o.wipe_permille;
	if (r < c1) {
		if (nd->up)
			sim_crash(s, i);
		else
			sim_restart(s, i);
	} else if (r < c2) {
		int kind = (int)(sim__rnd(s) % 4);
		if (kind == 0) {
			sim_isolate(s, i, true);
		} else if (kind == 1) {
			/* asymmetric: i's outbound is cut */
			sim__trace(s, "n%d outbound cut", nd->id);
			for (int j = 0; j < s->n; j++)
				s->blocked[i][j] = true;
		} else if (kind == 2) {
			/* split into two random groups */
			uint64_t mask = sim__rnd(s);
			sim__trace(s, "network split, mask %llx",
				   (unsigned long long)(mask & 0xffff));
			for (int a = 0; a < s->n; a++)
				for (int b = 0; b < s->n; b++)
					s->blocked[a][b] = ((mask >> a) & 1) !=
							   ((mask >> b) & 1);
		} else {
			sim__trace(s, "partitions healed");
			memset(s->blocked, 0, sizeof(s->blocked));
		}
	} else if (r < c3) {
		int32_t d = nd->disk_delay >= 0 ? -1
						: (int32_t)sim__rnd_range(s, 100, 1500);
		sim__trace(s, "n%d disk delay %d", nd->id, d);
		nd->disk_delay = d;
	} else if (r < c4 && !nd->voter && nd->id >= 0 && nd->up) {
		/* an observer loses its whole disk (a voter may not: that can
		 * lose what a majority held) and comes back empty: it must
		 * catch up by FetchSnapshot (KAFKA-15078) */
		sim_wipe(s, i);
		sim_restart(s, i);
	}
}

/* One node cut off from everyone for a whole interval, the leader half of
 * the time: a leader alone must resign (check-quorum), a follower alone
 * must not stand (pre-vote). */
static void isolate_one(struct sim *s)
{
	if (s->nemesis_node >= 0) {
		sim_isolate(s, s->nemesis_node, false);
		s->nemesis_node = -1;
		return; /* a quiet interval between two cuts */
	}
	int l = sim_leader(s);
	int i = l >= 0 && sim__chance(s, 500) ? l
					      : (int)(sim__rnd(s) % (uint64_t)s->n);
	s->nemesis_node = i;
	sim_isolate(s, i, true);
}

/* The leader crashes; whoever is down comes back. The followers time out
 * together (they fetched at the same moment), so candidacies of one epoch
 * meet at the same voters. */
static void crash_leader(struct sim *s)
{
	for (int i = 0; i < s->n; i++)
		if (!s->nodes[i].up)
			sim_restart(s, i);
	int l = sim_leader(s);
	if (l >= 0)
		sim_crash(s, l);
}

void sim__chaos(struct sim *s)
{
	switch (s->o.nemesis) {
	case SIM_NEMESIS_RANDOM:
		random_chaos(s);
		break;
	case SIM_NEMESIS_ISOLATE:
		isolate_one(s);
		break;
	case SIM_NEMESIS_ELECTIONS:
		crash_leader(s);
		break;
	}
}

static void chaos_mix(struct sim_opts *o)
{
	o->chaos_interval_ms = 200;
	o->crash_permille = 300;
	o->partition_permille = 300;
	o->slow_disk_permille = 100;
	o->drop_permille = 20;
	o->dup_permille = 20;
	o->net_delay_max = 30;
}

/* Snapshots about every 1.5 KiB committed; with two held, the log start
 * moves to the newest half of the time; FetchSnapshot in 256-byte ranges. */
static void snapshot_mix(struct sim_opts *o)
{
	o->snapshot_bytes = 1500;
	o->snapshot_fetch_bytes = 256;
	o->clean_permille = 500;
}

/* Faults until 20 s, the end at 25 s, a leader committing within 5 s of
 * the heal; a fetch timeout short enough for many elections. */
static void short_run(struct sim_opts *o, int32_t fetch_timeout_ms)
{
	o->fetch_timeout_ms = fetch_timeout_ms;
	o->election_timeout_ms = 300;
	o->heal_at_ms = 20000;
	o->run_until_ms = 25000;
	o->liveness_ms = 5000;
}

int sim_opts_preset(struct sim_opts *o, const char *name, int voters)
{
	if (voters > 0)
		o->voters = voters;
	o->run_until_ms = 60000;
	o->heal_at_ms = 30000;
	o->liveness_ms = 20000;
	o->nemesis = SIM_NEMESIS_RANDOM;
	if (strcmp(name, "calm") == 0) {
		o->heal_at_ms = 0;
		o->run_until_ms = 20000;
	} else if (strcmp(name, "chaos") == 0) {
		chaos_mix(o);
	} else if (strcmp(name, "lossy") == 0) {
		o->chaos_interval_ms = 500;
		o->partition_permille = 200;
		o->drop_permille = 100;
		o->dup_permille = 100;
		o->net_delay_max = 60;
	} else if (strcmp(name, "reassign") == 0) {
		/* "chaos" with voter changes: two spare nodes (ids voters+1,
		 * voters+2) and a random voter change every 1.5-4.5 s, half of
		 * them by AlterQuorum, half by KIP-853 AddRaftVoter and
		 * RemoveRaftVoter steps */
		chaos_mix(o);
		o->spares = 2;
		o->alter_interval_ms = 3000;
		o->kip853_permille = 500; /* half of them by KIP-853 steps */
	} else if (strcmp(name, "alter") == 0) {
		/* AlterQuorum on a steadier quorum: two spares, a random voter
		 * change every 1-3 s, a crash or restart every 2 s, until 20 s */
		o->spares = 2;
		o->alter_interval_ms = 2000; /* AlterQuorum only: joint-step's
						scenario */
		o->chaos_interval_ms = 2000;
		o->crash_permille = 1000;
		o->heal_at_ms = 20000;
		o->run_until_ms = 40000;
	} else if (strcmp(name, "crash") == 0) {
		o->chaos_interval_ms = 300;
		o->crash_permille = 1000;
		o->disk_delay_max = 20;
	} else if (strcmp(name, "isolate") == 0) {
		/* one node cut off for 2 s, then 2 s whole, until 20 s; short
		 * timeouts so each cut outlasts check-quorum's bound */
		o->nemesis = SIM_NEMESIS_ISOLATE;
		o->chaos_interval_ms = 2000;
		short_run(o, 400);
	} else if (strcmp(name, "elections") == 0) {
		/* the leader crashes every 1.5 s (the previous one comes back)
		 * until 20 s, five voters by default */
		if (voters <= 0)
			o->voters = 5;
		o->nemesis = SIM_NEMESIS_ELECTIONS;
		o->chaos_interval_ms = 1500;
		short_run(o, 500);
	} else if (strcmp(name, "resets") == 0) {
		/* "elections" with three voters, Kafka's fetch timeout, and
		 * the crashed leader's connections closing (conn_resets): its
		 * followers hear of it at once and pre-vote then */
		if (voters <= 0)
			o->voters = 3;
		o->nemesis = SIM_NEMESIS_ELECTIONS;
		o->chaos_interval_ms = 1500;
		short_run(o, 2000);
		o->conn_resets = true;
	} else if (strcmp(name, "snapshot") == 0) {
		/* "chaos" with snapshots: one about every 1.5 KiB committed,
		 * the log start moving often, FetchSnapshot in 256-byte ranges,
		 * and an observer whose disk is lost now and then */
		chaos_mix(o);
		o->observers = 1;
		snapshot_mix(o);
		o->wipe_permille = 100;
	} else if (strcmp(name, "adversary") == 0) {
		/* no fault but the hostile peer, one message every 10 ms; the
		 * quorum must stay live all along */
		o->heal_at_ms = 0;
		o->run_until_ms = 30000;
		o->liveness_ms = 10000;
		o->adversary_interval_ms = 10;
		o->watch_liveness = true;
	} else {
		return -1;
	}
	return 0;
}

const char *sim_fault_scenario(uint32_t fault)
{
	switch (fault) {
	case KR_FAULT_COUNT_UNFLUSHED:
		return "crash";
	case KR_FAULT_HW_AT_EPOCH_START:
		return "chaos";
	case KR_FAULT_DOUBLE_VOTE:
		return "elections";
	case KR_FAULT_NO_CHECK_QUORUM:
	case KR_FAULT_SKIP_PRE_VOTE:
		return "isolate";
	case KR_FAULT_JOINT_STEP:
		return "alter";
	case KR_FAULT_SNAPSHOT_PAST_HW:
	case KR_FAULT_START_PAST_SNAPSHOT:
	case KR_FAULT_INSTALL_NO_LOAD:
		return "snapshot";
	}
	return NULL;
}
