/*
 * raft/sim/sim.h — a deterministic simulation of a KRaft quorum: many
 * Raft cores (raft/core) in one process over a simulated network and disk
 * (library kr_sim: `kwire sim`, bench_raft and the tests use it).
 *
 * One seeded PRNG drives everything; events are ordered by (time, sequence)
 * so a seed replays exactly. The network delays, drops, duplicates and
 * reorders messages and can be partitioned (any blocked from->to pairs);
 * disks complete flushes and quorum-state writes after a delay; a crash
 * loses everything not flushed; each node has its own directory id. An
 * adversary (sim_opts.adversary_interval_ms) may send hostile requests to
 * any node, past every partition. After every event the invariants are
 * checked:
 *   - at most one leader per epoch (election safety), and no voter grants
 *     two candidates a vote in one epoch (its disk lost aside);
 *   - a leader moves its high watermark only past the first offset of its
 *     own epoch (Raft 5.4.2, KAFKA-12619);
 *   - a leader cut off from its majority resigns: no leader still leads
 *     3 x fetch timeout (+ 50 ms) after the last moment a majority of its
 *     voters had fetched from it in its epoch (KAFKA-15489; the core counts
 *     fetches in periods of 1.5 x fetch timeout, so two periods);
 *   - without the adversary, no node refuses a message for contradicting
 *     what it knows or for breaking a bound (kr_refusal kinds
 *     CONTRADICTION and INVALID); with it, the quorum keeps committing
 *     (sim_opts.watch_liveness: something commits within every liveness_ms);
 *   - a committed entry is never lost or changed: every batch a node hands
 *     to its application agrees with every other node's at that offset, and
 *     a majority of voters holds the leader's high watermark durably;
 *   - the high watermark never goes back within a node lifetime;
 *   - logs agree below the high watermark (what a node delivers is what the
 *     others delivered) and any batch written at an already committed
 *     offset equals the committed one;
 *   - (epoch, offset) pairs are unique across all logs;
 *   - the next deadline a core asks for is in the future;
 *   - with pre-vote on (the default; sim_opts.no_pre_vote), no voter
 *     becomes Candidate while no node can reach it: a voter cut off from
 *     the quorum never raises its epoch (KIP-996);
 *   - every committed VoterAssignment record changes the voter set by at
 *     most one voter (a node checks each one it delivers against the
 *     previous one, from the configured set on), and the leader's high
 *     watermark is held durably by a majority of its current or previous
 *     voter set;
 *   - after faults heal, a leader is elected and an append commits within
 *     a bounded simulated time.
 *   - with AlterQuorum in the mix, the last requested target is in force
 *     (and the change finished) within the same bound after the heal;
 *   - with snapshots (sim_opts.snapshot_bytes, raft/sim/snapshot.c): the
 *     application's state after every batch it applies is the committed
 *     log's; a snapshot is asked for only at the end of what the
 *     application was handed, never past the high watermark, and its
 *     content (when written, loaded at start, or installed after a
 *     FetchSnapshot, which goes through the codec like every message)
 *     equals the state of the committed log at its offset; no node moves
 *     its log start to an offset that is not the end of a snapshot it
 *     holds, nor ever has such a log start; a replica that loads or
 *     installs one goes on with the others' committed state. A crash loses
 *     a snapshot being written or fetched.
 *
 * Every message travels through an encode/decode step: the codec seam
 * (struct sim_codec). The default codec is a private byte format; the
 * Kafka wire adapter (raft/wire, kr_wire_sim_encode/decode) plugs in here.
 */
#ifndef KR_SIM_H
#define KR_SIM_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "kraft.h"

#define SIM_MAX_NODES 24
/* The simulated wall clock (kr_event.wall_ms, record timestamps): a fixed
 * epoch, 2020-01-01T00:00:00Z, plus the simulated time, so a seed replays
 * the same bytes. */
#define SIM_WALL_EPOCH_MS INT64_C(1577836800000)

/* The codec seam: encode a message to bytes and decode it back. decode's
 * result may point into buf (valid while the sim holds buf). */
/* sim_codec.encode's answer for a message the version spoken cannot
 * carry (a pre-vote over Vote v1): the simulator answers the sender with a
 * Vote response whose error is UNSUPPORTED_VERSION, as the node does. */
#define SIM_CODEC_UNSUPPORTED 1

struct sim_codec {
	int (*encode)(void *ctx, const struct kr_msg *m, uint8_t **buf,
		      size_t *len); /* *buf from malloc */
	int (*decode)(void *ctx, const uint8_t *buf, size_t len,
		      struct kr_msg *m);
	void *ctx;
};

/* The built-in codec. */
extern const struct sim_codec sim_default_codec;

/* What the chaos action of a scenario does (scenarios.c). */
enum sim_nemesis {
	SIM_NEMESIS_RANDOM = 0, /* crashes, partitions, slow disks by weight */
	SIM_NEMESIS_ISOLATE,    /* one node cut off an interval, then none */
	SIM_NEMESIS_ELECTIONS,  /* the leader crashes, the others come back */
};

struct sim_opts {
	uint64_t seed;
	int voters;               /* ids 1..voters */
	int observers;            /* ids 101.. (or anonymous) */
	int spares;               /* ids voters+1..: outside the configured
				     voters (observers) until AlterQuorum adds them */
	int32_t alter_interval_ms; /* chaos: an AlterQuorum to a random voter
				     set (or a cancel) about this often; after the
				     heal the last target is retried until done */
	/* of those voter changes, this many (1/1000) go through KIP-853's
	 * AddRaftVoter and RemoveRaftVoter, one voter per request, instead
	 * of one AlterQuorum (both write into one membership history) */
	int32_t kip853_permille;
	bool anonymous_observers; /* observers without an id */
	/* network (ms, probabilities in 1/1000) */
	int32_t net_delay_min, net_delay_max;
	int32_t drop_permille, dup_permille;
	/* disk (ms) */
	int32_t disk_delay_min, disk_delay_max;
	/* chaos: one fault action every chaos_interval_ms until heal_at_ms */
	int32_t chaos_interval_ms;
	enum sim_nemesis nemesis;
	int32_t crash_permille;   /* of chaos actions: crash a node */
	int32_t partition_permille; /* ... or partition */
	int32_t slow_disk_permille; /* ... or make a disk slow */
	int64_t heal_at_ms;       /* faults stop, all heal (0: never chaos) */
	int64_t run_until_ms;     /* end of the run */
	int64_t liveness_ms;      /* after heal, commit within this bound */
	uint64_t max_events;      /* 0: unlimited */
	/* workload: every append_interval_ms the leader appends */
	int32_t append_interval_ms;
	int32_t records_per_append;
	int32_t record_bytes;
	/* core config overrides (0: Kafka defaults) */
	int32_t election_timeout_ms, fetch_timeout_ms, linger_ms;
	uint32_t core_faults;     /* enum kr_fault, the simulator self-test */
	/* the hostile peer (raft/sim/adversary.c): one message every this
	 * many ms for the whole run (0: none); watch_liveness: fail when
	 * nothing commits for liveness_ms while it attacks */
	int32_t adversary_interval_ms;
	bool watch_liveness;
	bool no_pre_vote;         /* cfg.pre_vote off (KIP-595 elections) */
	/* connections as TCP has them when a process dies: a request whose
	 * receiver crashed before answering, or that reaches a node that is
	 * down, is reported lost to its sender (KR_EVENT_REQUEST_LOST, one
	 * network delay later), as a reset or refused connection is by the
	 * node's transport. Off: such requests vanish silently (a silent
	 * host, found by the timers alone). */
	bool conn_resets;
	/* snapshots (KIP-630): cfg.snapshot_max_bytes (0: none taken),
	 * the FetchSnapshot range size, how often (permille) a node advances
	 * its log start to its newest snapshot once it holds two (it always
	 * does beyond two), and the chaos weight of losing a whole disk */
	int32_t snapshot_bytes;
	int32_t snapshot_fetch_bytes;
	int32_t clean_permille;
	int32_t wipe_permille;
	struct sim_codec codec;
	FILE *trace;              /* readable event trace, or NULL */
	bool no_checks;           /* benchmarks: skip the content checks */
};

void sim_opts_init(struct sim_opts *o, uint64_t seed);

/*
 * Named fault mixes shared by the seed tests and `kwire sim`, so a failing
 * seed replays with the same options: "calm" (no faults), "chaos" (crashes,
 * partitions, slow disks, 2% loss and duplication until 30 s, then heal),
 * "lossy" (10% loss and duplication, long delays), "crash" (crashes and
 * restarts only), "reassign" ("chaos" plus two spare nodes and a random
 * voter change every 1.5-4.5 s, by AlterQuorum or by KIP-853 steps, the
 * last one retried after the heal),
 * "alter" (two spares, a voter change every 1-3 s and a crash or restart
 * every 2 s until 20 s, on an otherwise steady network), "isolate" (one node, often the leader, cut off for 2 s in every 4 s
 * until 20 s, fetch timeout 400 ms), "elections" (5 voters, the leader
 * crashed every 1.5 s until 20 s), "resets" ("elections" with 3 voters,
 * fetch timeout 2 s and conn_resets), "adversary" (no fault but the hostile
 * peer every 10 ms, liveness watched), "snapshot" ("chaos" with an
 * observer, a snapshot about every 1.5 KiB committed, the log start moving
 * often, FetchSnapshot in 256-byte ranges, and the observer's disk lost
 * now and then). Sets voters only when voters > 0.
 * Returns 0, or -1 for an unknown name.
 */
int sim_opts_preset(struct sim_opts *o, const char *name, int voters);

/* The scenario that exposes a planted core fault (one enum kr_fault
 * bit): "crash" for unflushed, "chaos" for hw-at-epoch-start, "elections" for
 * double-vote, "isolate" for no-check-quorum and skip-pre-vote,
 * "alter" for joint-step, "snapshot" for snapshot-past-hw,
 * start-past-snapshot and install-no-load; NULL for none. */
const char *sim_fault_scenario(uint32_t fault);

struct sim_stats {
	uint64_t events;
	uint64_t messages;
	uint64_t dropped;
	uint64_t elections;       /* distinct leader epochs */
	uint64_t crashes;
	uint64_t committed_records; /* highest committed offset, in records */
	uint64_t appended_records;
	uint64_t alters_issued;     /* AlterQuorum and KIP-853 events the
				       leader took */
	uint64_t assignment_steps;  /* voter records committed (both kinds) */
	uint64_t voters_records;    /* of those, KIP-853 VotersRecords */
	uint64_t refusals;          /* kr_update.refusals, dropped ones too */
	uint64_t adversary_messages;
	uint64_t snapshots_taken;     /* frozen and reported to the core */
	uint64_t snapshots_installed; /* fetched by a follower or observer */
	uint64_t log_start_moves;     /* KR_LOG_ADVANCE_START carried out */
	uint64_t wipes;
	int64_t sim_time_ms;
};

struct sim;

struct sim *sim_new(const struct sim_opts *o);
void sim_free(struct sim *s);

/* Runs until run_until_ms, max_events or the first violation. Returns 0
 * when every invariant held, -1 otherwise (see sim_violation). */
int sim_run(struct sim *s);

/* Runs up to time t (stops early on a violation). */
int sim_run_until(struct sim *s, int64_t t);
/* Runs until pred(s, arg) holds or time t passes; returns 1 if it held. */
int sim_run_while_not(struct sim *s, int64_t t,
		      bool (*pred)(struct sim *s, void *arg), void *arg);

const char *sim_violation(const struct sim *s); /* NULL when none */
uint64_t sim_violation_event(const struct sim *s);
const struct sim_stats *sim_stats(const struct sim *s);
int64_t sim_now(const struct sim *s);

/* Manual control for scenario tests (node index 0..voters+observers-1). */
int sim_node_count(const struct sim *s);
int32_t sim_node_id(const struct sim *s, int i);
struct kr_core *sim_core(struct sim *s, int i); /* NULL while down */
bool sim_node_up(const struct sim *s, int i);
void sim_crash(struct sim *s, int i);
void sim_restart(struct sim *s, int i);
void sim_block(struct sim *s, int from, int to, bool blocked);
void sim_isolate(struct sim *s, int i, bool blocked); /* both ways */
void sim_heal(struct sim *s);
void sim_set_disk_delay(struct sim *s, int i, int32_t ms);
/* Delivers m to node i after a network delay, through the codec, from
 * outside the simulated nodes (no partition blocks it): a hostile or
 * hand-made message. Returns 0 or the codec's error. */
int sim_deliver(struct sim *s, int i, const struct kr_msg *m);
/* Appends through node i now; returns the core's result. */
int sim_append(struct sim *s, int i, int n, int64_t *last_offset);
/* AlterQuorum through node i (n -1: cancel); returns kr_step's result. */
int sim_alter(struct sim *s, int i, const int32_t *target, int32_t n);
/* KR_EVENT_ADD_VOTER or KR_EVENT_REMOVE_VOTER of node id through node i,
 * with that node's directory id; returns kr_step's result (a refusal
 * comes back as an alter_done entry). */
int sim_voter_change(struct sim *s, int i, enum kr_event_type type, int32_t id);
/* The latest VoterAssignment committed anywhere (offset -1: none yet). */
const struct kr_voter_assignment *sim_committed_voters(const struct sim *s);
/* Resign request to node i for its current epoch. */
void sim_resign(struct sim *s, int i);
/* The leader index (state Leader, highest epoch), or -1. */
int sim_leader(const struct sim *s);
/* Highest offset + 1 delivered as committed anywhere. */
int64_t sim_committed_end(const struct sim *s);
/* Count of leader-change notifications node i's application received that
 * named node i itself, and the last one. */
struct kr_leader_and_epoch sim_reported_leader(const struct sim *s, int i);
/* Number of records node i's application received (this lifetime). */
int64_t sim_delivered(const struct sim *s, int i);
/* Durable log end of node i. */
int64_t sim_durable_end(const struct sim *s, int i);
/* Resets the connection between nodes `from` and `to`: what either has
 * in flight to the other is dropped, and the requests `from` sent that
 * `to` has not answered are reported lost to `from` (with conn_resets),
 * as the transport does; answers `to` still sends are ignored. Returns
 * how many requests `to` held (those still on the network are reported
 * when they arrive). */
int sim_lose_inflight(struct sim *s, int from, int to);
/* Requests of node `from` that node `to` holds unanswered (conn_resets). */
int sim_held_requests(const struct sim *s, int from, int to);
/* Number of record batches in node i's log (written, durable or not). */
int64_t sim_log_batches(const struct sim *s, int i);
/* Crashes node i and loses its whole disk (log and quorum state). */
void sim_wipe(struct sim *s, int i);
/* Disables the random workload (scenario tests append by hand). */
void sim_set_workload(struct sim *s, bool on);

#endif
