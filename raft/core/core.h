/*
 * raft/core/core.h — internal state of the Raft core, shared by its files:
 *   core.c        step loop, transitions, quorum-state persistence, outbox,
 *                 timers, leader-change reporting, queries
 *   election.c    Vote requests and responses, candidacy and backoff
 *   replication.c Fetch (leader and follower side), high watermark,
 *                 BeginQuorumEpoch / EndQuorumEpoch, accumulator, resign
 *   log.c         the in-memory view of the log tail (epoch cache, ends)
 *   batch.c       record batches (magic 2), the LeaderChange and
 *                 VoterAssignment records
 *   membership.c  the log-defined voter set (VoterAssignment records,
 *                 history by offset) and the leader side of AlterQuorum
 *   snapshot.c    KIP-630: the snapshots the node holds, the log start,
 *                 when a snapshot is wanted, its header batch, where a
 *                 Fetch must go instead (a snapshot id)
 *   snapshot_fetch.c  FetchSnapshot: the leader's answers, the follower's
 *                 transfer, its streaming check and the install
 */
#ifndef KR_CORE_H
#define KR_CORE_H

#include <kwire/protocol_errors.h>

#include "kraft.h"

struct kw_writer;

/* One outbound connection (to a voter, the leader or a stray former voter):
 * one request in flight at a time. Slots are found by node id. */
struct kr_conn {
	int32_t id;                  /* KR_NO_ID: free slot */
	uint32_t inflight_id;        /* 0: none */
	enum kr_msg_type inflight_type;
	int32_t inflight_epoch;
	int64_t inflight_deadline;
	int64_t backoff_until;
};

#define KR_MAX_STRAYS 8
#define KR_MAX_CONNS (KR_MAX_VOTERS + KR_MAX_STRAYS + 2)

/* The leader's view of a replica (LeaderState.ReplicaState), keyed by
 * (id, directory id) for observers as Kafka's ReplicaKey. */
struct kr_replica {
	int32_t id;
	struct kw_uuid dir;        /* the directory id it fetched with */
	int64_t end_offset;        /* last fetch offset, -1 unknown */
	int64_t last_fetch_ms;
	int64_t last_caught_up_ms;
	/* the leader's log end when it last fetched (Kafka's
	 * lastFetchLeaderLogEndOffset), -1 before its first fetch */
	int64_t leo_at_fetch;
	bool acked;                /* fetched in this epoch */
	bool fetched_this_period;  /* check-quorum */
};

struct kr_parked_fetch {
	int32_t from;
	uint32_t request_id;
	int32_t replica_id;
	int64_t fetch_offset;
	int32_t max_bytes;
	int64_t deadline;
};

struct kr_pending_alter {
	uint64_t id;
	int64_t offset; /* done once the high watermark passes it */
};

struct kr_deferred {
	struct kr_msg msg;
	uint64_t need_seq;
	uint8_t *owned; /* copied record bytes */
};

struct kr_vec {
	void *p;
	size_t n, cap, elem;
};

/* A snapshot being fetched, and the check of its bytes as they stream in
 * (snapshot_fetch.c). */
struct kr_download {
	bool active;
	struct kr_snapshot_id id;
	int32_t source;          /* the leader its bytes come from */
	int64_t pos;             /* bytes received and checked */
	int64_t size;            /* the whole snapshot's, -1 until known */
	uint8_t head[61];        /* the current batch's header (61 bytes) */
	size_t head_len;
	int64_t left;            /* its bytes still to come after the header */
	uint32_t crc, want_crc;  /* running CRC-32C over bytes 21.. */
	bool control;            /* a control batch: kept whole in ctl */
	uint8_t *ctl;
	size_t ctl_len, ctl_cap;
	int64_t batches;         /* whole batches seen */
	bool last_footer;        /* the last whole batch held the footer */
	struct kr_snapshot_header header; /* the first batch's */
};

struct kr_core {
	struct kr_config cfg;
	char *cluster_id;
	uint64_t prng;
	int fatal;
	char fatal_reason[KW_ERROR_DETAIL_MAX + 256];
	struct kw_error read_error;  /* the last failed read callback's */
	struct kw_error fatal_error; /* a read callback's detail */
	bool has_fatal_error;
	/* the configured voters and their directory ids (cfg.voters changes
	 * with the voter set; these do not) */
	int32_t boot_ids[KR_MAX_VOTERS];
	struct kw_uuid boot_dirs[KR_MAX_VOTERS];
	int32_t n_boot;

	/* election state (mirrors the quorum-state file) */
	enum kr_state state;
	int32_t epoch;
	int32_t leader_id;
	int32_t voted_id;
	bool is_voter;

	/* log view */
	struct kr_vec epochs;    /* struct kr_epoch_entry */
	int64_t leo;
	int64_t flushed;
	struct kr_vec flushes;   /* outstanding flush requests (core.c) */
	int64_t hw;              /* -1: unknown */
	int64_t next_commit;     /* next offset to hand to the application */

	/* quorum-state persistence */
	uint64_t qs_seq;
	uint64_t qs_done;
	struct kr_vec deferred;  /* struct kr_deferred */

	/* outbound requests, by node id (kr__conn) */
	struct kr_conn conns[KR_MAX_CONNS];
	uint32_t next_request_id;

	/* timers (ms; INT64_MAX: off) */
	int64_t election_deadline;
	int64_t fetch_deadline;

	/* candidate */
	bool granted[KR_MAX_VOTERS];
	bool rejected[KR_MAX_VOTERS];
	int32_t retries;
	bool backing_off;
	int64_t backoff_deadline;
	bool won;                /* waiting for the leader quorum-state write */
	/* follower: a Fetch answered by the leader since following it
	 * (Kafka's hasFetchedFromLeader; pre-votes are then refused) */
	bool fetched_leader;
	uint64_t won_seq;
	/* a leader announcement to check with the leader it names (a Fetch
	 * at probe_epoch); KR_NO_ID: none (replication.c) */
	int32_t probe_leader;
	int32_t probe_epoch;

	/* leader */
	int64_t epoch_start_offset;
	struct kr_replica replicas[KR_MAX_VOTERS];
	struct kr_replica observers[KR_MAX_OBSERVERS];
	int32_t n_observers;
	int64_t check_quorum_deadline;
	int64_t begin_epoch_deadline;
	struct kr_vec parked;    /* struct kr_parked_fetch */
	/* accumulator (BatchAccumulator) */
	uint8_t *acc;            /* encoded records */
	size_t acc_len, acc_cap;
	int32_t acc_count;
	int64_t acc_first_ms;    /* -1: empty */
	int64_t acc_base_ts;     /* base_timestamp (the first record's) */
	int64_t acc_max_ts;      /* max_timestamp so far */
	int64_t acc_next_offset; /* offset the next appended record gets */
	/* the producer of the accumulated append (id -1: none); an append
	 * with a producer is never merged with another */
	struct kr_producer acc_producer;
	bool acc_control;        /* the accumulated append is control records */

	/* resigned */
	int32_t successors[KR_MAX_VOTERS];
	int32_t n_successors;
	bool end_acked[KR_MAX_VOTERS];

	/* membership (membership.c): cfg.voters / n_voters always hold the
	 * current set, the last entry of `assignments` */
	struct kr_vec assignments; /* struct kr_voter_assignment, by offset */
	struct kr_vec alters;    /* struct kr_pending_alter (leader) */
	int32_t strays[KR_MAX_STRAYS]; /* former or unknown voters to tell */
	int32_t n_strays;
	bool standing_prev;     /* a candidacy under the previous set */

	/* snapshots (snapshot.c): the log start and the epoch in force just
	 * before it (0 when it is 0), the snapshots held, when to ask */
	int64_t log_start;
	int32_t start_epoch;
	struct kr_snapshot_id snaps[KR_MAX_SNAPSHOTS];
	size_t n_snaps;
	int64_t snap_bytes;      /* committed bytes handed out since the last ask */
	int64_t snap_since;      /* when the last ask (or the start) was */
	int64_t snap_last_ts;    /* max timestamp of the last batch handed out */
	struct kr_download dl;

	/* reporting */
	struct kr_leader_and_epoch reported;

	/* per-step output */
	int64_t now;
	int64_t wall;            /* the event's wall_ms (record timestamps) */
	struct kr_update upd;
	struct kr_vec out_ops;   /* struct kr_log_op */
	struct kr_vec out_msgs;  /* struct kr_msg */
	struct kr_vec out_commit; /* struct kr_batch */
	struct kr_vec out_alter; /* struct kr_alter_done */
	struct kr_refusal out_refusals[KR_MAX_REFUSALS];
	size_t n_refusals;
	uint32_t n_refusals_dropped;
	struct kr_vec scratch;   /* void *: buffers freed at the next step */
	size_t scratch_bytes;    /* held in scratch this step */
	size_t scratch_peak;     /* the most scratch ever held (tests) */
};

/* vectors */
void *kr__vec_push(struct kr_vec *v);
void kr__vec_free(struct kr_vec *v);
#define KR_VEC(type) { NULL, 0, 0, sizeof(type) }
#define KR_AT(v, type, i) (((type *)(v).p)[i])

/* step-lifetime memory */
void *kr__scratch(struct kr_core *c, size_t n);

/* prng */
uint64_t kr__rand(struct kr_core *c);
int64_t kr__rand_below(struct kr_core *c, int64_t n);

/* membership */
int kr__voter_index(const struct kr_core *c, int32_t id);
int32_t kr__majority(const struct kr_core *c);

/* output */
struct kr_msg *kr__send(struct kr_core *c, enum kr_msg_type t, int32_t to,
			uint32_t request_id);
/* The connection to node id (created when `create`; NULL when the table
 * is full of busy slots or id < 0). */
struct kr_conn *kr__conn(struct kr_core *c, int32_t id, bool create);
void kr__conn_backoff(struct kr_core *c, int32_t id);
struct kr_msg *kr__send_request(struct kr_core *c, enum kr_msg_type t,
				int32_t to);
bool kr__conn_ready(struct kr_core *c, int32_t id);
bool kr__match_response(struct kr_core *c, const struct kr_msg *m,
			int32_t *req_epoch);
void kr__log_append(struct kr_core *c, const struct kr_batch *b);
int kr__log_truncate(struct kr_core *c, int64_t offset);
void kr__request_flush(struct kr_core *c);
struct kw_str kr__cluster(const struct kr_core *c);
bool kr__cluster_ok(const struct kr_core *c, struct kw_str id);
/* Stops the core after a failed kr__read or snapshot read (what: what
 * the read was for, at offset), with the callback's detail (read_error)
 * in update.fatal_error and the reason. */
void kr__stop_read(struct kr_core *c, const char *what, int64_t offset);
/* Stops the core: err (a KR_ERR_*) and a sentence for the log. Only for
 * this node's own state (never for what a peer sent). */
void kr__stop(struct kr_core *c, int err, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;
/* Lists message m as refused (answered with error_code) or ignored. */
void kr__refuse(struct kr_core *c, const struct kr_msg *m,
		enum kr_refusal_kind kind, int32_t epoch, int16_t error_code,
		const char *reason);
/* Lists a response's INCONSISTENT_CLUSTER_ID (KR_REASON_OTHER_CLUSTER): the
 * node refused for its cluster id logs it too, not only the refuser. */
void kr__note_response_error(struct kr_core *c, const struct kr_msg *m,
			     int16_t error_code);
/* The configured directory id of voter id (zero when none is known). */
struct kw_uuid kr__voter_dir(const struct kr_core *c, int32_t id);
/* dir is acceptable as voter id's: the voter has none configured, or it
 * is that one. */
bool kr__dir_matches(const struct kr_core *c, int32_t id,
		     const struct kw_uuid *dir);
/* A request addressed to (voter_id, dir) is for this node: no address,
 * or this node's id and (zero or) its directory id. */
bool kr__addressed_to_me(const struct kr_core *c, int32_t voter_id,
			 const struct kw_uuid *dir);
/* A Follower that has fetched from its leader since following it, or the
 * Leader: a request for a later epoch does not depose it. */
bool kr__has_live_leader(const struct kr_core *c);
/* A refusal in the making: the error to answer, why, and its kind. */
struct kr_verdict {
	int16_t error;           /* KW_PERR_NONE: go ahead */
	enum kr_refusal_kind kind;
	const char *reason;      /* NULL: an ordinary answer, not listed */
};
/* Checks the epoch a request wants this node to take (kraft.h "Hostile
 * input"): the ceiling and the largest jump. Does not check the sender. */
struct kr_verdict kr__check_request_epoch(const struct kr_core *c, int32_t epoch);
/* Answers m's refusal as v says (lists it when v.reason is set). */
void kr__refuse_verdict(struct kr_core *c, const struct kr_msg *m, int32_t epoch,
			struct kr_verdict v);
/* Reads the log including this step's own writes (see core.c). */
int kr__read(struct kr_core *c, int64_t offset, int32_t max_bytes,
	     struct kw_bytes *out);

/* transitions (core.c) */
void kr__persist(struct kr_core *c);
void kr__to_unattached(struct kr_core *c, int32_t epoch, int32_t voted);
void kr__to_follower(struct kr_core *c, int32_t epoch, int32_t leader);
void kr__to_candidate(struct kr_core *c);
/* Pre-vote (KIP-996): keeps epoch, leader and vote, persists nothing. */
void kr__to_prospective(struct kr_core *c);
/* A timer ran out and the node may stand: Prospective with cfg.pre_vote
 * (and more than one voter), else Candidate. */
void kr__elect(struct kr_core *c);
void kr__to_leader(struct kr_core *c);
void kr__to_resigned(struct kr_core *c);
/* Applies the epoch/leader a message carries: a larger epoch or a newly
 * known leader in ours. KR_OBSERVED_STALE: the message's epoch is older;
 * KR_OBSERVED_CONFLICT: it names another leader for an epoch whose leader
 * this node knows, or an epoch above the ceiling (nothing changed);
 * KR_OBSERVED_OK otherwise. */
enum kr_observed { KR_OBSERVED_OK, KR_OBSERVED_STALE, KR_OBSERVED_CONFLICT };
enum kr_observed kr__observe_epoch(struct kr_core *c, int32_t epoch,
				   int32_t leader);
/* The same for a response: also ignored (and listed) when it is from a
 * replica this node does not know as a voter or conflicts. Returns true
 * when the response may be used. */
bool kr__observe_response(struct kr_core *c, const struct kr_msg *m,
			  int32_t epoch, int32_t leader);
int64_t kr__election_timeout(struct kr_core *c);
/* 1.5 x fetch timeout (KAFKA-15489), in int64. */
int64_t kr__check_quorum_timeout(const struct kr_core *c);

/* election.c */
void kr__handle_vote_request(struct kr_core *c, const struct kr_msg *m);
void kr__handle_vote_response(struct kr_core *c, const struct kr_msg *m);
void kr__poll_candidate(struct kr_core *c);
void kr__poll_prospective(struct kr_core *c);
void kr__candidate_backoff(struct kr_core *c);

/* replication.c */
void kr__handle_fetch_request(struct kr_core *c, const struct kr_msg *m);
void kr__handle_fetch_response(struct kr_core *c, const struct kr_msg *m);
void kr__handle_begin_request(struct kr_core *c, const struct kr_msg *m);
void kr__handle_end_request(struct kr_core *c, const struct kr_msg *m);
void kr__handle_epoch_response(struct kr_core *c, const struct kr_msg *m);
void kr__poll_leader(struct kr_core *c);
void kr__poll_follower(struct kr_core *c);
/* A Fetch this node sent to `to` at `epoch` will get no answer (its
 * connection closed or could not be made: KR_EVENT_REQUEST_LOST). */
void kr__follower_fetch_lost(struct kr_core *c, int32_t to, int32_t epoch);
void kr__poll_resigned(struct kr_core *c);
void kr__poll_unattached_observer(struct kr_core *c);
/* Sends the Fetch that checks a leader announcement, once it may. */
void kr__poll_probe(struct kr_core *c);
void kr__leader_start(struct kr_core *c);
void kr__leader_stop(struct kr_core *c);
void kr__leader_on_flush(struct kr_core *c);
int kr__leader_append(struct kr_core *c, const struct kw_bytes *values,
		      const struct kr_record *records, size_t n, int32_t epoch,
		      const struct kr_producer *producer, bool control,
		      int64_t *last_offset);
void kr__leader_resign(struct kr_core *c, int32_t epoch);
void kr__leader_resign_now(struct kr_core *c);
void kr__leader_drain(struct kr_core *c);
/* A flush of the leader's log completed (group commit: see
 * kr__leader_append). */
void kr__leader_flush_done(struct kr_core *c);
void kr__leader_appended(struct kr_core *c);
void kr__leader_update_hw(struct kr_core *c);
/* Leader: voter vidx fetched (Fetch or FetchSnapshot): check-quorum. */
void kr__check_quorum_note(struct kr_core *c, int vidx);
void kr__deliver_committed(struct kr_core *c);
void kr__set_hw(struct kr_core *c, int64_t hw);

/* membership.c */
/* A control batch was appended at the log end: applies its VoterAssignment
 * record, if any. */
void kr__member_note_batch(struct kr_core *c, const struct kr_batch *b);
/* The log was truncated to `offset`: drops later assignments. */
void kr__member_truncate(struct kr_core *c, int64_t offset);
/* Rebuilds the history (start): from base (a snapshot's set; NULL: the
 * configured set) and the log from offset `from` on; without scan, only
 * the configured set. */
int kr__member_boot(struct kr_core *c, bool scan,
		    const struct kr_voter_assignment *base, int64_t from);
const struct kr_voter_assignment *kr__member_latest(const struct kr_core *c);
/* The node must flush before fetching (voter, or named by the target). */
bool kr__member_must_flush(const struct kr_core *c);
/* May stand for election: a voter, or removed by a record not known to be
 * committed while a voter of the set before it (membership.c). */
bool kr__member_can_stand(const struct kr_core *c);
/* Candidacy under the previous set when can_stand but not a voter;
 * unstand puts the set in force back (leaving the Candidate state). */
void kr__member_stand(struct kr_core *c);
void kr__member_unstand(struct kr_core *c);
void kr__member_add_stray(struct kr_core *c, int32_t id);
/* A replica this node's log knows as a voter: of the set in force, of the
 * latest record's target, or of the set before a change not known to be
 * committed. */
bool kr__member_known(const struct kr_core *c, int32_t id);
/* The leader's observer entry for voter-to-be id: the one with id's
 * identity (kr__dir_matches) that fetched last; -1 for none. */
int kr__member_observer(const struct kr_core *c, int32_t id);
int kr__alter_quorum(struct kr_core *c, const int32_t *target, int32_t n,
		     uint64_t id);
/* Leader: completes alters, appends the next step, resigns when removed. */
void kr__member_poll_leader(struct kr_core *c);
/* Entry a's voters as a VotersRecord value (batch.c; snapshot headers
 * and kr__voters_record_batch). */
int kr__voters_record_encode(const struct kr_voter_assignment *a,
			     struct kw_writer *w);
/* A control batch at base holding a's VotersRecord, after a
 * KRaftVersionRecord (kraft.version 1) when with_kraft_version. */
struct kr_batch kr__voters_record_batch(struct kr_core *c, int64_t base,
					int32_t epoch,
					const struct kr_voter_assignment *a,
					bool with_kraft_version);
bool kr__ids_have(const int32_t *ids, int32_t n, int32_t id);
/* KIP-853 AddRaftVoter, RemoveRaftVoter, UpdateRaftVoter on the leader
 * (voters.c): refusals and completions through out_alter. */
int kr__voter_change(struct kr_core *c, enum kr_event_type type,
		     const struct kr_event_voter *v);
/* Reports request id of AlterQuorum or KIP-853 finished with err and why
 * (a static string, or NULL) in update.alter_done (membership.c). */
int kr__alter_done(struct kr_core *c, uint64_t id, int16_t err, const char *why);
/* A new leader writes a bootstrap voter set into the log (voters.c). */
void kr__voters_leader_start(struct kr_core *c);
/* Leadership ended: fails the pending alters. */
void kr__member_leader_stop(struct kr_core *c);
/* A snapshot was installed: the history restarts from its set (NULL:
 * the configured one). */
void kr__member_reset(struct kr_core *c, const struct kr_voter_assignment *base);
void kr__member_free(struct kr_core *c);

/* log.c */
void kr__log_reset(struct kr_core *c);
int kr__log_note_batch(struct kr_core *c, int32_t epoch, int64_t base);
int32_t kr__log_last_epoch(const struct kr_core *c);
/* Largest epoch <= epoch in the log and its end offset; epoch 0 and the
 * first epoch's start when none is that small. */
void kr__log_end_for_epoch(const struct kr_core *c, int32_t epoch,
			   int32_t *out_epoch, int64_t *out_end);
void kr__log_drop_from(struct kr_core *c, int64_t offset);
/* The log start moved to offset: the entries of epochs ending at or before
 * it go, the one holding it starts there. */
void kr__log_drop_before(struct kr_core *c, int64_t offset);

/* snapshot.c */
/* Below this offset nothing is ever truncated: the high watermark, or the
 * newest snapshot's end (committed; the core may not know its high
 * watermark yet after a start). */
int64_t kr__committed_floor(const struct kr_core *c);
const struct kr_snapshot_id *kr__snap_latest(const struct kr_core *c);
const struct kr_snapshot_id *kr__snap_find(const struct kr_core *c, struct kr_snapshot_id id);
/* The epoch of offset off (>= log start - 1) by the epoch cache. */
int32_t kr__snap_epoch_at(const struct kr_core *c, int64_t off);
int kr__snap_boot(struct kr_core *c, const struct kr_boot *b, struct kr_snapshot_header *h);
int kr__snap_written(struct kr_core *c, struct kr_snapshot_id id);
int kr__snap_log_start(struct kr_core *c, int64_t offset);
/* Counts committed bytes handed out; after delivery, asks for a snapshot
 * when one is due (update.snapshot_wanted). */
void kr__snap_delivered(struct kr_core *c, const struct kr_batch *b);
void kr__snap_poll(struct kr_core *c);
/* Leader: where a Fetch at (offset, epoch) must go (Kafka's
 * validateOffsetAndEpoch): KR_FETCH_VALID, KR_FETCH_DIVERGING with *e and
 * *end, or KR_FETCH_SNAPSHOT with *snap. */
enum kr_fetch_kind { KR_FETCH_VALID, KR_FETCH_DIVERGING, KR_FETCH_SNAPSHOT };
enum kr_fetch_kind kr__snap_validate_fetch(const struct kr_core *c, int64_t offset,
					   int32_t epoch, int32_t *e, int64_t *end,
					   struct kr_snapshot_id *snap);

/* snapshot_fetch.c */
void kr__handle_fetch_snapshot_request(struct kr_core *c, const struct kr_msg *m);
void kr__handle_fetch_snapshot_response(struct kr_core *c, const struct kr_msg *m);
/* A Fetch answer named snapshot id: fetch it from the leader m->from. */
void kr__snap_fetch_start(struct kr_core *c, const struct kr_msg *m, struct kr_snapshot_id id);
/* Follower: sends the next FetchSnapshot while a transfer from the leader
 * runs; true when one runs (then no Fetch goes out). */
bool kr__snap_poll_follower(struct kr_core *c);
/* Drops a transfer in progress (KR_LOG_SNAPSHOT_ABORT). */
void kr__snap_abort(struct kr_core *c);
void kr__snap_free(struct kr_core *c);

/* batch.c */
#define KR_BATCH_HEADER 61
/* Encodes one record (length prefix included) at out, which has at least
 * kr__record_max_size bytes; returns the bytes written. A NULL key or
 * value is null; header keys must not be null. */
size_t kr__record_encode(uint8_t *out, int32_t offset_delta, int64_t ts_delta,
			 const struct kw_bytes *key,
			 const struct kw_bytes *value,
			 const struct kr_record_header *headers, size_t nh);
size_t kr__record_max_size(const struct kw_bytes *key,
			   const struct kw_bytes *value,
			   const struct kr_record_header *headers, size_t nh);
/* Writes a 61-byte header in front of records (out has 61 + len bytes with
 * the records already at out + 61) and the CRC; producer NULL: none
 * (id, epoch and base sequence -1). */
void kr__batch_finish(uint8_t *out, size_t records_len, int64_t base,
		      int32_t epoch, int32_t count, int64_t base_ts,
		      int64_t max_ts, bool control,
		      const struct kr_producer *producer);
/* Parses the header of the batch at p; returns its total size, or 0 when
 * truncated or invalid (bad magic, length, a base offset below 0 or whose
 * last offset would pass INT64_MAX, or with verify the CRC: data from the
 * network is verified, the local log is trusted). */
size_t kr__batch_parse(const uint8_t *p, size_t len, struct kr_batch *b,
		       bool verify);
/* Builds the LeaderChange control batch (control type 2,
 * LeaderChangeMessage v0) into scratch memory. */
struct kr_batch kr__leader_change_batch(struct kr_core *c, int64_t base,
					int32_t epoch, int32_t leader,
					const int32_t *voters, int32_t nv,
					const int32_t *granting, int32_t ng);
/* Builds a VoterAssignment control batch (type 10000, version 0). */
struct kr_batch kr__voter_assignment_batch(struct kr_core *c, int64_t base,
					   int32_t epoch,
					   const int32_t *cur, int32_t ncur,
					   const int32_t *target, int32_t nt);

#endif
