/*
 * raft/sim/sim_internal.h — what the simulator's files share (not part of
 * the kr_sim API, see sim.h):
 *   sim.c        the event loop, nodes with a volatile and a durable log,
 *                the faulty network and disks, the workload
 *   check.c      the invariants, checked after every event
 *   scenarios.c  the named fault mixes and their chaos actions
 *   adversary.c  the hostile peer
 *   snapshot.c   the application's state and its snapshots (KIP-630):
 *                taking, storing, cleaning, fetching, installing, and
 *                their invariants
 */
#ifndef KR_SIM_INTERNAL_H
#define KR_SIM_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "sim.h"

/* -- logs: vectors of reference-counted immutable batches -- */

struct blob {
	int refs;
	int64_t base;
	int32_t count, epoch;
	int32_t len;
	uint64_t hash;
	uint8_t data[];
};

struct blog {
	struct blob **b;
	size_t n, cap;
	int64_t start;  /* the log start (a snapshot's end, or 0) */
};

static inline int64_t sim__blog_end(const struct blog *l)
{
	return l->n ? l->b[l->n - 1]->base + l->b[l->n - 1]->count : l->start;
}

/* A snapshot on a node's disk: its bytes (the core's header batch, the
 * application's state, the footer) and the state they hold. */
struct ssnap {
	struct kr_snapshot_id id;
	uint8_t *data;
	size_t len;
	uint64_t chain;     /* the application's state at id.end_offset */
	int64_t records;
};

/* -- events -- */

enum ev_type { EV_MSG, EV_TIMER, EV_FLUSH, EV_QS, EV_CHAOS, EV_APPEND,
	       EV_HEAL, EV_LIVENESS, EV_ALTER, EV_ALTER_RETRY, EV_ADVERSARY,
	       EV_SNAPSHOT, EV_LOST };

/* The `from` of a message that no simulated node sent (the adversary's):
 * no partition blocks it. */
#define SIM_OUTSIDE (-1)

struct event {
	int64_t t;
	uint64_t seq;
	enum ev_type type;
	int node, from;
	uint32_t life;
	uint64_t gen;
	int64_t off;
	struct kr_quorum_state qs;
	uint8_t *buf;
	size_t len;
};

/* An int64 -> int32 map (open addressing, keys >= 0). */
struct imap {
	int64_t *keys;  /* -1: empty */
	int32_t *vals;
	size_t cap, n;
};

int sim__imap_get(const struct imap *m, int64_t key, int32_t *val);
void sim__imap_put(struct imap *m, int64_t key, int32_t val);
void sim__imap_free(struct imap *m);

struct node {
	int32_t id;
	struct kw_uuid dir;  /* its directory id (meta.properties) */
	bool voter, up;
	uint32_t life;
	uint32_t wipes;      /* disk losses (a wiped node may vote again) */
	struct kr_core *core;
	struct blog vol, dur;
	struct kr_quorum_state qs_dur;
	int64_t io_free_at;
	int32_t disk_delay; /* -1: the sim's range */
	int64_t timer_at;
	uint64_t timer_gen;
	int64_t last_hw, next_deliver, delivered;
	struct kr_leader_and_epoch reported;
	struct kr_voter_assignment vset; /* last committed set delivered */
	int64_t flush_want;  /* highest flush offset asked for */
	bool flush_busy;     /* a flush is in progress */
	uint8_t *rbuf;
	size_t rcap;
	/* check-quorum (check.c): when node j's Fetch of this node's epoch
	 * last reached it, and its current leadership */
	int64_t fetch_seen[SIM_MAX_NODES];
	int32_t lead_epoch;    /* -1: not leader at the last check */
	int64_t lead_since;
	int64_t lead_start;    /* its epoch's first offset */
	int64_t lead_hw0;      /* its high watermark when it began leading */
	struct kr_voter_assignment lead_set;
	int64_t lead_set_since;
	/* the application (snapshot.c): a chain over the committed batches
	 * it applied, and the records in them */
	uint64_t app_chain;
	int64_t app_records;
	/* snapshots on disk, oldest first; the one being written (lost in a
	 * crash); the one being fetched (volatile) */
	struct ssnap snaps[KR_MAX_SNAPSHOTS];
	int nsnaps;
	bool taking;
	struct ssnap pending;
	uint8_t *part;
	size_t part_len, part_cap;
	bool part_open;
	struct kr_snapshot_id part_id;
	/* requests delivered to this node and not answered yet
	 * (sim_opts.conn_resets): reported lost to their senders when it
	 * crashes; the oldest is forgotten when full */
	struct open_req {
		int from;          /* the sender's index */
		uint32_t request_id;
	} open[64];
	int nopen;
	struct sim *sim;
	int idx;
};

struct cmark {
	int64_t base;
	uint64_t hash;
	uint64_t chain; /* the application's state after this batch */
};

struct ekey {
	int64_t base;
	int32_t epoch;
	bool used;
	uint64_t hash;
};

struct sim {
	struct sim_opts o;
	uint64_t rng;
	int64_t now;
	uint64_t seq;
	struct event *heap;
	size_t hn, hcap;
	struct node nodes[SIM_MAX_NODES];
	int n;
	bool blocked[SIM_MAX_NODES][SIM_MAX_NODES];
	/* the connection between two nodes, renewed by sim_lose_inflight:
	 * a message sent on an older one is lost with it */
	uint64_t conn_gen[SIM_MAX_NODES][SIM_MAX_NODES];
	int32_t drop, dup;
	/* invariants */
	char violation[512];
	uint64_t violation_event;
	struct cmark *committed;
	size_t ccap;
	int64_t committed_end;
	struct imap epoch_leader;  /* epoch -> leader id */
	struct imap votes;         /* (wipes, voter, epoch) -> candidate id */
	struct imap vote_reqs;     /* (candidate, voter, request id) -> pre-vote */
	struct ekey *ekeys;
	size_t ekcap, ekn;
	bool healed, workload, progress_ok;
	int64_t progress_target;
	uint64_t append_seq;
	/* AlterQuorum: the last target asked for (want_n -1: a cancel) and
	 * the latest assignment committed anywhere */
	int32_t want[KR_MAX_VOTERS];
	int32_t want_n;
	bool want_set;
	bool want_kip853; /* reached by AddRaftVoter / RemoveRaftVoter steps */
	uint64_t alter_id;
	struct kr_voter_assignment cvset;
	/* the adversary (adversary.c) and the liveness it must not break */
	uint64_t adv_rng;
	int64_t last_commit_at;
	int64_t watched_end;
	/* the isolate and elections scenarios' last action (scenarios.c) */
	int nemesis_node;
	struct sim_stats st;
};

/* sim.c */
uint64_t sim__rnd(struct sim *s);
/* Carries out node nd's update (every output, in the core's order). */
void sim__apply(struct sim *s, struct node *nd, const struct kr_update *u);
int64_t sim__rnd_range(struct sim *s, int64_t lo, int64_t hi);
bool sim__chance(struct sim *s, int32_t permille);
void sim__push(struct sim *s, struct event e);
void sim__trace(struct sim *s, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;
void sim__fail(struct sim *s, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;
int sim__node_index_of(const struct sim *s, int32_t addr);

/* check.c */
bool sim__in_set(const int32_t *v, int32_t n, int32_t id);
int sim__set_diff(const int32_t *a, int32_t na, const int32_t *b, int32_t nb);
void sim__fmt_set(char *buf, size_t n, const int32_t *v, int32_t nv);
void sim__check_assignment(struct sim *s, struct node *nd,
			   const struct kr_batch *b);
bool sim__reassign_done(const struct sim *s);
void sim__check_unique(struct sim *s, const struct blob *b);
void sim__committed_check(struct sim *s, struct node *nd, int64_t base,
			  int32_t count, uint64_t hash, bool record);
/* node nd sends m: records the votes it grants (two in one epoch break
 * election safety) and the pre-votes it asks for */
void sim__check_sent(struct sim *s, struct node *nd, const struct kr_msg *m);
/* m was delivered to nd (from node index `from`, or SIM_OUTSIDE) */
void sim__note_delivered(struct sim *s, struct node *nd, int from,
			 const struct kr_msg *m);
/* the refusals of one update of nd */
void sim__check_refusals(struct sim *s, struct node *nd,
			 const struct kr_update *u);
void sim__check_global(struct sim *s);
/* node i lost its disk: its earlier votes are forgotten */
void sim__forget_votes(struct sim *s, struct node *nd);

/* scenarios.c */
void sim__chaos(struct sim *s);

/* adversary.c: one hostile message now */
void sim__adversary_act(struct sim *s);

/* snapshot.c */
#define SIM_CHAIN_SEED 0x736e617073686f74ull
uint64_t sim__chain(uint64_t chain, int64_t base, int32_t count, uint64_t hash);
/* The committed state at offset off (a batch boundary): true with *chain
 * when it is known (everything below off was committed somewhere). */
bool sim__chain_at(const struct sim *s, int64_t off, uint64_t *chain);
int sim__snap_read(void *ctx, struct kr_snapshot_id id, int64_t position, int32_t max_bytes,
		   struct kw_bytes *out, int64_t *size, struct kw_error *err);
/* A snapshot log op of node nd's update (not an append or truncate). */
void sim__snap_op(struct sim *s, struct node *nd, const struct kr_log_op *op);
/* The application loads (update.snapshot_load) or writes
 * (update.snapshot_wanted) a snapshot. */
void sim__snap_load(struct sim *s, struct node *nd, struct kr_snapshot_id id);
void sim__snap_wanted(struct sim *s, struct node *nd, const struct kr_update *u);
/* EV_SNAPSHOT: the snapshot being written is frozen; then the cleaning. */
void sim__snap_done(struct sim *s, struct node *nd);
/* At boot, before anything else: the log and the snapshots made to agree
 * as storage's start-up does. */
void sim__snap_reconcile(struct sim *s, struct node *nd);
/* At boot: the newest snapshot becomes the application's state; fills
 * the snapshot fields of *b (ids must have room for KR_MAX_SNAPSHOTS). */
void sim__snap_boot(struct sim *s, struct node *nd, struct kr_boot *b,
		    struct kr_snapshot_id *ids);
void sim__snap_crash(struct node *nd);
void sim__snap_wipe(struct node *nd);
void sim__snap_check(struct sim *s, struct node *nd);
void sim__snap_free(struct node *nd);
/* The log below off goes (both the volatile and the durable copy). */
void sim__blog_drop_before(struct blog *l, int64_t off);

#endif
