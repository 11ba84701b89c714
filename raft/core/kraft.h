/*
 * raft/core/kraft.h — the KIP-595 Raft core: a deterministic state machine.
 *
 * The core implements every rule of the KRaft dialect of Raft (KIP-595 and
 * the KAFKA-9876 hardening) for one partition, and nothing else. It never
 * reads a clock, opens a socket or a file, starts a thread or calls a global
 * random generator. Everything comes in as an event and goes out in an
 * update, in the style of etcd's Ready and cowsql/raft's raft_step:
 *
 *      node / simulator                         core
 *      ----------------                         ----
 *      kr_core_start(boot state)  ---------->   initial state (Resigned if
 *                                               it led this epoch before)
 *      kr_step(event)             ---------->   rules
 *                                 <----------   struct kr_update (outputs)
 *      carry out the outputs, in the order given below, then feed the
 *      completions (flushed, quorum-state persisted) back as events.
 *
 * Inputs (struct kr_event): the time (now_ms, monotonic milliseconds, every
 * event carries it; wall_ms, the wall clock, only for record timestamps), a
 * message received, an append requested by the application, a resign
 * request, a log flush completed, a quorum-state write completed.
 * KR_EVENT_TICK only advances time.
 *
 * Outputs (struct kr_update), to be carried out in this order:
 *   1. log_ops: truncations and appends of record batches, and the
 *      snapshot operations (see "Snapshots" below), in order. They must be
 *      applied to the log before the next kr_step (the core reads them
 *      back through kr_log_read, see below); appends need not be durable,
 *      the other operations are (as storage makes them).
 *   2. flush_offset: when >= 0, make the log durable up to that offset
 *      (asynchronously if you like) and then feed KR_EVENT_LOG_FLUSHED with
 *      the offset. The core never counts an unflushed offset: a follower only
 *      acknowledges flushed data, and the leader's own end offset counts
 *      towards the high watermark only once flushed.
 *   3. quorum_state: when persist_quorum_state is set, write it durably and
 *      then feed KR_EVENT_QUORUM_STATE_PERSISTED with qs_seq. Writes are
 *      ordered; a completion for seq N also completes every seq below N.
 *   4. msgs: messages to send. Persist before send is enforced inside the
 *      core: a message that depends on a quorum-state write (a granted vote,
 *      a Vote request of a new candidacy, a BeginQuorumEpoch) is withheld
 *      until that write's completion event arrives, so the node may send
 *      whatever it is given right away.
 *   5. committed: record batches below the high watermark, in offset order,
 *      each exactly once per core lifetime (from boot.applied_offset on),
 *      at most cfg.max_commit_bytes_per_step bytes of them per update (but
 *      always at least one batch when any is committed). When more is
 *      committed than one update carries, commit_pending is set and
 *      next_deadline_ms is now_ms + 1: step again (a TICK) to get the rest.
 *      A restart that finds a large committed log thus hands it out in
 *      bounded pieces instead of holding a copy of all of it.
 *   6. leader_changed / leader: the leader and epoch as the application should
 *      see them. Local leadership is reported only after the epoch's first
 *      batch (the LeaderChange control batch) is committed, and never while
 *      Resigned (KAFKA-15345, KAFKA-17333).
 *   7. next_deadline_ms: call kr_step (a TICK) no later than this. It is
 *      always strictly greater than the event's now_ms (KAFKA-17751).
 *   8. alter_done: AlterQuorum requests (KR_EVENT_ALTER_QUORUM) that are
 *      finished, each with its id and a Kafka error code: NONE once the
 *      record that set the requested target is committed, or
 *      NOT_LEADER_OR_FOLLOWER when leadership ended first (the client
 *      retries against the new leader; the draft's "no guarantee").
 *   9. snapshot_load, then snapshot_wanted (see "Snapshots" below): the
 *      application loads a snapshot (before the committed batches of the
 *      same update, which continue after it), or writes one.
 *  10. refusals: the requests this step answered with an error, and the
 *      responses it ignored, because they contradict this node's state or
 *      come from a replica outside the voter set (see "Hostile input"
 *      below); at most KR_MAX_REFUSALS per update, the rest counted in
 *      n_refusals_dropped. The node logs them, rate-limited.
 *   A non-zero update.fatal names an unrecoverable condition of the node's
 *   own state (its log contradicting its high watermark, a failed log or
 *   snapshot read, out of memory); update.fatal_reason says what happened
 *   in a sentence for the log, with the storage's detail (file, byte
 *   position) when a read callback failed; update.fatal_error is that
 *   detail as the callback gave it (NULL otherwise). The node must stop.
 *   The core refuses to do anything after it. Nothing a peer sends is
 *   fatal.
 *
 * Ownership: the update and everything it points to (message structs, batch
 * bytes built by the core) belong to the core and stay valid until the next
 * kr_step or kr_core_free. A received message (KR_EVENT_RECEIVE) and the
 * buffers it points into must stay valid until its update has been carried
 * out. The core copies the config's voter list and cluster id.
 *
 * Log reads: the log bytes belong to storage. The core reads what it needs
 * (records to answer a Fetch, committed batches to hand to the application)
 * through the synchronous kr_log_read callback in the config, like etcd's
 * Storage interface. The callback must reflect every log_op carried out so
 * far (flushed or not).
 *
 * Snapshots (KIP-630). The log below the log start offset is gone; a
 * snapshot holds what it built. What the node does, in order:
 *   - Start-up: open the partition (storage/partition.h: kr_partition_open
 *     lists and checks the snapshots, recovers the log and makes the two
 *     agree), load the newest snapshot into the application
 *     (kr_snapshot_reader: its batches, then the header batch for the
 *     core), and start the core with kr_boot's snapshot fields (the ids
 *     held, the newest one's header batch, the log start) and
 *     applied_offset = that snapshot's end offset: only the log after it
 *     is read (the voter set in force there comes from its header, see
 *     "Voters").
 *   - Taking one: when update.snapshot_wanted is set, every committed
 *     batch below snapshot_wanted_id.end_offset has been handed out (this
 *     update's included, in update.committed) and nothing after it; the
 *     application writes its state as of that offset, before it applies
 *     any later batch (or from a copy): kr_snapshot_writer_open with
 *     snapshot_header (the core's header control batch: SnapshotHeader,
 *     KRaftVersion, Voters and kwire's VoterAssignment for that offset),
 *     kr_snapshot_writer_append, kr_snapshot_writer_freeze (on a thread of
 *     its own if it likes), kr_partition_add_snapshot, then
 *     KR_EVENT_SNAPSHOT_WRITTEN with the id. The core asks at committed
 *     offsets only, never past the high watermark (KIP-630: "the snapshot
 *     includes all committed records up to the end offset"), at batch
 *     boundaries, once cfg.snapshot_max_bytes of committed batches were
 *     handed out since the last one, or cfg.snapshot_interval_ms passed
 *     and something was committed (Kafka's
 *     metadata.log.max.record.bytes.between.snapshots and
 *     metadata.log.max.snapshot.interval.ms). An application may skip an
 *     ask; it is asked again after the next threshold.
 *   - Cleaning: periodically (Kafka: every 60 s) the node asks
 *     kr_partition_clean_plan for the log start the retention rules allow
 *     and feeds KR_EVENT_LOG_START with it; the core checks it is the end
 *     of a snapshot it knows, from then on answers fetches below it with
 *     that snapshot's id, and emits the log op KR_LOG_ADVANCE_START, for
 *     which the node calls kr_partition_advance_start.
 *   - Serving (leader): a Fetch below the log start (or at 0, or of an
 *     epoch the snapshot has passed: Kafka's validateOffsetAndEpoch and
 *     KAFKA-15078) is answered with the newest snapshot's id in
 *     FetchResponse.SnapshotId; FetchSnapshot requests are answered from
 *     cfg.snapshot_read in byte ranges of at most MaxBytes (and
 *     cfg.max_batch_bytes), with Kafka's errors.
 *   - Installing (follower, observer): on a SnapshotId answer the core
 *     emits KR_LOG_SNAPSHOT_BEGIN (kr_snapshot_writer_open_fetched), then
 *     sends FetchSnapshot requests and emits KR_LOG_SNAPSHOT_WRITE for
 *     each range received (kr_snapshot_writer_write_at), which the core
 *     checks as it streams (positions, sizes, each batch's framing and
 *     CRC, the header first, the footer last, KR_SNAPSHOT_MAX_BATCH_BYTES).
 *     A transfer resumes at the position reached after a lost or timed out
 *     request, and after a leader change that comes back to the same
 *     leader; a new leader's file may differ byte for byte from the old
 *     one's (another serialisation of the same state), so the bytes are
 *     dropped (KR_LOG_SNAPSHOT_ABORT: kr_snapshot_writer_abort) and the
 *     fetch starts over, as it does on SNAPSHOT_NOT_FOUND,
 *     POSITION_OUT_OF_RANGE or a chunk that fails a check. When the last
 *     byte is in, KR_LOG_SNAPSHOT_INSTALL: kr_partition_install (the file
 *     checked whole, renamed, the log reset to start at the snapshot's end
 *     offset, older snapshots deleted; it may take a while, the core waits
 *     for it as for any log op), and update.snapshot_load tells the
 *     application to discard its state and load that snapshot; committed
 *     batches continue after it, the high watermark is its end offset.
 *
 * Records: log entries are Kafka record batches (magic 2). The core builds
 * the leader's batches itself (batch.c) and parses batch headers of fetched
 * data; each batch is described to storage as a struct kr_batch.
 *
 * Threading: none. One core is used by one thread at a time.
 *
 * Voters (AlterQuorum, the KIP-595 draft's reassignment): the voter set is
 * defined by the log. It starts as the configured controller.quorum.voters;
 * the latest VoterAssignment control record (schemas/kwire/VoterAssignmentRecord
 * .json, control type KR_CONTROL_VOTER_ASSIGNMENT) in the log, committed or
 * not, replaces it on every replica as soon as the record is appended, and
 * a truncation below that record brings the previous set back (the core
 * keeps the history by offset, and rebuilds it at start from the newest
 * snapshot's header, which carries the VoterAssignment in force at its end
 * offset, and the log after it, read through kr_log_read; without a
 * snapshot, from the configured set and the whole log). The high watermark, elections, votes and
 * check-quorum always use the current set; the high watermark still never
 * goes back when a change shrinks the majority. A node outside the set is
 * an observer: it never stands, and votes only for a candidate that
 * addresses it as a voter (Vote v1 VoterId: the candidate's log may hold
 * the record that adds it). Two exceptions keep the quorum live: a replica
 * removed by a record not yet known to be committed may stand as a voter
 * of the set before that record, and a leader outside the set keeps
 * leading until the change is finished and committed, then resigns with
 * EndQuorumEpoch (draft: "It is also used when the leader needs to be
 * removed from the quorum"). A replica that may be added should flush like
 * a voter: the core does so by itself once the latest record's target
 * names it (KAFKA-17332), or always with cfg.observer_flush.
 *
 * The leader moves the set on KR_EVENT_ALTER_QUORUM (see the event).
 *
 * Pre-vote (KIP-996, Kafka 4.0's Prospective state; cfg.pre_vote): a voter
 * whose election timer (Unattached), fetch timer (Follower) or candidate
 * backoff (Candidate) runs out becomes Prospective instead of Candidate:
 * it keeps its epoch, leader and vote, persists nothing, and sends Vote
 * requests with pre_vote set and CandidateEpoch = its current epoch. A
 * receiver answers a pre-vote without changing its vote, timers or state
 * (except that, as for any request, a larger epoch is accepted): it grants
 * when the candidate's log is at least as up to date as its own, unless
 * it is the Leader, or a Follower that has fetched from its leader since
 * it began following it (a live leader). A Resigned leader grants (its
 * epoch has no leader; the successor it named needs the grant before the
 * others have its EndQuorumEpoch). On a majority of
 * grants (itself included) the node becomes Candidate (epoch + 1, vote for
 * itself persisted, real Vote requests). On a majority of rejections or
 * when the election timeout runs out it goes back: Follower when it knew
 * the leader, else Unattached with its vote, whose timer then starts over.
 * A message naming a leader of its epoch that it did not know makes it
 * that leader's Follower (as in Kafka, the leader it knew does not).
 * A Vote response with the top-level error UNSUPPORTED_VERSION (the node
 * could not send Vote v2 to that peer) makes it a Candidate at once, as in
 * Kafka: the quorum may not know pre-vote. A Resigned leader's election
 * timer ends in Unattached at epoch + 1 (then Prospective) rather than in
 * a candidacy. A follower that receives EndQuorumEpoch from its leader no
 * longer counts the leader as live. A single-voter quorum skips pre-vote.
 * The effect: a voter cut off from the quorum never raises its epoch, so
 * when it comes back it does not depose a working leader.
 * kwire's (Kafka waits for the fetch timeout): when a Follower's Fetch to
 * its leader is lost (KR_EVENT_REQUEST_LOST: the connection closed or
 * could not be made, as when the leader's process dies), it no longer
 * counts the leader as live and becomes Prospective at once, or, when it
 * is not the first voter of the set (the leader left out),
 * retry_backoff_ms per place later, so that the followers of a dead
 * leader, who all see the close at once, do not split the vote. Safe by
 * pre-vote: voters still fetching from a live leader refuse, and the
 * node goes back to following. Only with pre-vote, and once per leader
 * fetched from; a leader that goes silent is found by the fetch timer.
 *
 * Hostile input. Every message is checked before it changes anything; a
 * request that fails a check is answered with the Kafka error named and
 * changes nothing, a response that fails one is ignored, and both are
 * listed in update.refusals. No message stops the core.
 *
 *  - Who may raise this node's epoch or name its leader. Only a replica
 *    this node's log knows as a possible voter: a voter of the set in
 *    force, of the latest record's target, or of the set before a change
 *    not known to be committed ("known", below). A Vote, BeginQuorumEpoch
 *    or EndQuorumEpoch from any other replica is answered with
 *    INCONSISTENT_VOTER_SET (Kafka's answer, before KIP-853, to a sender
 *    outside the voter set or a receiver that is an observer) and changes
 *    nothing: no epoch bump, no election, no vote. A response raises the
 *    epoch only when it comes from a known replica (it names the leader it
 *    follows, which may be one this log does not know yet: the voter
 *    vouches for it).
 *    Kafka 3.9 and 4.0 instead accept the epoch of any Vote whose
 *    candidate id is >= 0 (KafkaRaftClient.handleVoteRequest moves to
 *    Unattached at the candidate's epoch before anything else), and grant
 *    on the log alone, because KIP-853 lets a voter be added by a
 *    VotersRecord the receiver has not fetched yet; the KIP-595 draft's
 *    Vote rule 1 ("accept the epoch bump and itself begin a new
 *    election") is the older form of the same idea. kwire does not follow
 *    it: with it a single Vote from any process that can reach the port
 *    moves every voter to any epoch it likes (finding 1 of issue 10: one
 *    Vote with CandidateEpoch 2^31-1 ended the quorum for good) or forces
 *    an election whenever it likes (finding 4). The added voter still wins
 *    under kwire's rule: a voter is added one at a time, and only after
 *    the record that set the target naming it is committed, so a majority
 *    of the previous set knows it from that target, and with the new
 *    voter itself that is a majority of the new set (test_hostile's
 *    test_added_voter_wins and the reassign and alter simulations). What kwire gives up:
 *    a voter that missed even the target record refuses the new voter
 *    until it has fetched from some leader.
 *  - Identity (KIP-853 replica keys, as Kafka 3.9): each voter may have a
 *    directory id (cfg.voter_directory_ids; zero: unknown, any matches).
 *    A Vote whose CandidateDirectoryId is not the configured one of that
 *    voter (zero included, where the voter has one) is from an unknown
 *    replica. A Fetch that claims a voter's id with another directory id
 *    is served as an observer's (Kafka's VoterSet.isVoter): it never
 *    counts toward the high watermark or check-quorum. A Vote or
 *    BeginQuorumEpoch addressed (VoterId, VoterDirectoryId) to another
 *    replica than this one is answered with INVALID_VOTER_KEY; Kafka
 *    first applies the request's epoch and then answers so, kwire applies
 *    nothing. A Vote, BeginQuorumEpoch or EndQuorumEpoch that claims to
 *    come from this node itself is INVALID_REQUEST.
 *  - Contradictions. A BeginQuorumEpoch or EndQuorumEpoch naming another
 *    leader for an epoch whose leader this node knows (itself included:
 *    finding 2 of issue 10, two packets stopped two of three nodes) is
 *    answered with INVALID_REQUEST; the KIP-595 draft reserves
 *    INVALID_QUORUM_STATE for this, a code Kafka never added (Kafka throws
 *    IllegalStateException from maybeTransition, which ends its Raft
 *    thread). A response doing the same is ignored. A diverging epoch
 *    that would truncate the log below the high watermark is ignored
 *    (KAFKA-12460 makes it fatal in Kafka; here it is the leader's claim,
 *    not this node's state, and committed data is never cut).
 *  - Leader announcements are checked with the leader they name. A
 *    BeginQuorumEpoch or EndQuorumEpoch that would give this node another
 *    epoch or leader names that leader by id alone, which any process can
 *    claim (the simulator's adversary showed forged ones moving nodes to
 *    ever larger epochs while an election ran). So it is a hint: the node answers it
 *    (with its own, unchanged epoch) and sends the named leader a Fetch at
 *    the announced epoch (MaxWaitMs 0); the answer to that Fetch, from a
 *    voter on a connection this node opened, is what moves its epoch and
 *    names its leader, as for any response. Kafka applies the request at
 *    once. An observer (a node that cannot stand) refuses announcements
 *    with INCONSISTENT_VOTER_SET, as Kafka did before KIP-853: a correct
 *    leader sends them to voters only, and an observer finds the leader
 *    by fetching. An EndQuorumEpoch from the leader this node follows,
 *    of its epoch, acts at once as in Kafka (its preferred-successor
 *    backoff): nothing tells it from a forged one until peers
 *    authenticate (TLS).
 *  - Epochs are bounded. An epoch above KR_EPOCH_MAX is refused
 *    everywhere (INVALID_REQUEST for a request; a response is ignored). A
 *    request may raise this node's epoch by at most KR_EPOCH_JUMP_MAX (a
 *    larger jump: UNKNOWN_LEADER_EPOCH, nothing changes); a node that is
 *    that far behind learns the epoch from the answers to its own
 *    requests, which are not limited. A node at KR_EPOCH_MAX never stands
 *    and never goes Unattached at epoch + 1 (it says so with a refusal
 *    from itself, reason "epoch ceiling"); it still follows a leader of
 *    that epoch. The ceiling cannot be reached in practice: an epoch rises
 *    by one per candidacy, a candidacy needs a majority of pre-votes and
 *    takes at least an election timeout, so one election a second for 68
 *    years is needed, and no message from outside the voter set, or any
 *    single message at all, can move the epoch by more than
 *    KR_EPOCH_JUMP_MAX. An operator whose quorum did reach it sees every
 *    voter log the "epoch ceiling" refusal once no leader is left; the
 *    way out is a new cluster (a fresh log and quorum-state).
 *  - Offsets, lengths and counts from the wire are bounded before use: a
 *    batch whose base offset plus count would pass INT64_MAX is corrupt,
 *    preferred successors beyond KR_MAX_VOTERS are dropped, a
 *    VoterAssignment record naming a negative or repeated id is not used.
 */
#ifndef KRAFT_H
#define KRAFT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <kwire/error.h>
#include <kwire/types.h>

#define KR_NO_ID (-1)
#define KR_MAX_VOTERS 16
#define KR_MAX_OBSERVERS 32
/* cfg.n_bootstrap servers (controller.quorum.bootstrap.servers) are
 * addressed as these node ids, Kafka's convention (-2, -3, ...): a message
 * to one goes to the i-th bootstrap address, whoever listens there. */
#define KR_MAX_BOOTSTRAP 16
#define KR_BOOTSTRAP_ID(i) (-2 - (int32_t)(i))
#define KR_IS_BOOTSTRAP_ID(id) ((id) <= -2 && (id) > -2 - KR_MAX_BOOTSTRAP)

/* A voter's endpoint as KIP-853's VotersRecord carries it (the first of
 * the record's Endpoints: the controller listener). */
#define KR_ENDPOINT_NAME_MAX 32
#define KR_ENDPOINT_HOST_MAX 256
struct kr_endpoint {
	char name[KR_ENDPOINT_NAME_MAX]; /* listener name; "" none */
	char host[KR_ENDPOINT_HOST_MAX];
	uint16_t port;                   /* 0: no endpoint known */
};
/* The epoch ceiling and the largest rise one request may cause (see
 * "Hostile input" above). INT32_MAX - 1 so that epoch + 1 is always a
 * valid int32, here and in any peer. */
#define KR_EPOCH_MAX (INT32_MAX - 1)
#define KR_EPOCH_JUMP_MAX 65536
/* Refusals listed in one update (more are counted, not listed). */
#define KR_MAX_REFUSALS 8
/* Control record type of VoterAssignmentRecord (kwire's own, see the
 * schema file for the choice of number). */
#define KR_CONTROL_VOTER_ASSIGNMENT 10000
/* The first control record type an application may append (APPEND with
 * control set); the types below it are Kafka's and the core's. */
#define KR_CONTROL_APP_MIN 10001
/* The node's first one: its ProducerIds record (the value is Kafka's
 * ProducerIdsRecord v0; node/svc_producer_ids.c). */
#define KR_CONTROL_PRODUCER_IDS 10001
/* And the producers' table a snapshot keeps (schemas/kwire/
 * ProducerStateRecord.json). */
#define KR_CONTROL_PRODUCER_STATE 10002
/* The consumer groups' records (node/group_table.h): a group's committed
 * offset (Kafka's OffsetCommitKey and OffsetCommitValue) and its metadata
 * (GroupMetadataKey and GroupMetadataValue), the next two free numbers. */
#define KR_CONTROL_GROUP_OFFSET 10003
#define KR_CONTROL_GROUP_METADATA 10004
/* Snapshot ids the core keeps (those the node holds; storage keeps at most
 * two by default) and the largest batch a fetched snapshot may hold (the
 * storage reader's bound, KR_SNAPSHOT_MAX_BATCH_BYTES in
 * storage/snapshot.h, which must be the same). */
#define KR_MAX_SNAPSHOTS 8
#define KR_SNAPSHOT_BATCH_MAX (64 * 1024 * 1024)

/* Errors returned by the core's functions: one table, -300 and below, so
 * they never overlap the runtime's KW_ERR_* (-1..-99), storage's
 * (-100..-199) or the wire adapter's (-200..-299). */
#define KR_ERRNO_MAP(X)                                                       \
	X(NOT_LEADER, -300, "this node is not the leader of that epoch")       \
	X(INVALID_ARGUMENT, -301, "invalid argument")                          \
	X(NOMEM, -302, "out of memory")                                        \
	X(RECORD_TOO_LARGE, -303, "records do not fit in one batch")          \
	X(TOO_MANY_PENDING, -304, "too many batches waiting (reserved)")      \
	X(TRUNCATE_BELOW_HW, -305, "truncation below the high watermark")     \
	X(INVALID_STATE, -306, "the node's own state is inconsistent")        \
	X(STOPPED, -307, "the core stopped after a fatal error")             \
	X(LOG_READ, -308, "a log or snapshot read callback failed")

enum kr_errno {
	KR_OK = 0,
#define KR__ERRNO_ENUM(name, val, msg) KR_ERR_##name = (val),
	KR_ERRNO_MAP(KR__ERRNO_ENUM)
#undef KR__ERRNO_ENUM
};

/* "KR_ERR_NOT_LEADER" for -300; "KR_ERR_UNKNOWN" outside the table. */
const char *kr_errname(int code);
const char *kr_strerror(int code);

/* ------------------------------------------------------------------ */
/* Messages: one partition, the fields the rules need. Each maps one to  */
/* one onto the partition-level data of the Kafka schema named.          */
/* Error codes are Kafka protocol errors (kwire/protocol_errors.h).      */
/* ------------------------------------------------------------------ */

enum kr_msg_type {
	KR_MSG_VOTE_REQUEST = 1,          /* VoteRequest (api key 52) */
	KR_MSG_VOTE_RESPONSE,
	KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, /* BeginQuorumEpochRequest (53) */
	KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE,
	KR_MSG_END_QUORUM_EPOCH_REQUEST,  /* EndQuorumEpochRequest (54) */
	KR_MSG_END_QUORUM_EPOCH_RESPONSE,
	KR_MSG_FETCH_REQUEST,             /* FetchRequest v13+ (1) */
	KR_MSG_FETCH_RESPONSE,
	KR_MSG_FETCH_SNAPSHOT_REQUEST,    /* FetchSnapshotRequest (59) */
	KR_MSG_FETCH_SNAPSHOT_RESPONSE,
};

#ifndef KR_SNAPSHOT_ID_DEFINED
#define KR_SNAPSHOT_ID_DEFINED
/* A snapshot's id (KIP-630 SnapshotId), as storage/snapshot.h has it: the
 * end offset (exclusive: every offset below it is covered, KAFKA-14618)
 * and the epoch of the last offset it covers. {0, 0}: none (Kafka's
 * bootstrap snapshot, never fetched). */
struct kr_snapshot_id {
	int64_t end_offset;
	int32_t epoch;
};
#endif

const char *kr_msg_type_name(enum kr_msg_type t);

struct kr_vote_request {
	struct kw_str cluster_id;   /* ClusterId; null accepted */
	int32_t candidate_epoch;    /* CandidateEpoch */
	int32_t candidate_id;       /* CandidateId */
	struct kw_uuid candidate_directory_id; /* CandidateDirectoryId (v1) */
	int32_t last_offset_epoch;  /* LastOffsetEpoch: epoch of the last batch */
	int64_t last_offset;        /* LastOffset: the candidate's log end */
	int32_t voter_id;           /* VoterId (v1): intended receiver, -1 none */
	struct kw_uuid voter_directory_id; /* VoterDirectoryId (v1); zero none */
	bool pre_vote;              /* PreVote (v2, KIP-996): a pre-vote; the
				       receiver changes neither state nor vote */
};

struct kr_vote_response {
	int16_t error_code;         /* top-level ErrorCode */
	int16_t partition_error;    /* partition ErrorCode */
	int32_t leader_id;          /* LeaderId, -1 unknown */
	int32_t leader_epoch;       /* LeaderEpoch */
	bool vote_granted;          /* VoteGranted */
};

struct kr_begin_quorum_epoch_request {
	struct kw_str cluster_id;
	int32_t leader_id;
	int32_t leader_epoch;
	int32_t voter_id;           /* VoterId (v1): intended receiver, -1 none */
	struct kw_uuid voter_directory_id; /* VoterDirectoryId (v1); zero none */
};

/* Shared by the BeginQuorumEpoch and EndQuorumEpoch responses. */
struct kr_quorum_epoch_response {
	int16_t error_code;
	int16_t partition_error;
	int32_t leader_id;
	int32_t leader_epoch;
};

struct kr_end_quorum_epoch_request {
	struct kw_str cluster_id;
	int32_t leader_id;
	int32_t leader_epoch;
	/* PreferredSuccessors (v0) / PreferredCandidates[].CandidateId (v1),
	 * most caught-up first, and their CandidateDirectoryId (v1; zero:
	 * none). The wire adapter keeps the first KR_MAX_VOTERS. */
	int32_t preferred_successors[KR_MAX_VOTERS];
	struct kw_uuid preferred_directory_ids[KR_MAX_VOTERS];
	int32_t n_preferred_successors;
};

struct kr_fetch_request {
	struct kw_str cluster_id;
	int32_t replica_id;          /* ReplicaId / ReplicaState.ReplicaId;
				        -1: observer without id */
	struct kw_uuid replica_directory_id; /* ReplicaDirectoryId (v17);
						zero: none */
	int32_t max_wait_ms;         /* MaxWaitMs */
	int32_t current_leader_epoch; /* CurrentLeaderEpoch */
	int64_t fetch_offset;        /* FetchOffset */
	int32_t last_fetched_epoch;  /* LastFetchedEpoch */
	int64_t log_start_offset;    /* LogStartOffset */
	int32_t max_bytes;           /* PartitionMaxBytes */
};

struct kr_fetch_response {
	int16_t error_code;          /* top-level ErrorCode */
	int16_t partition_error;     /* partition ErrorCode */
	int64_t high_watermark;      /* HighWatermark */
	int64_t log_start_offset;    /* LogStartOffset */
	int32_t diverging_epoch;     /* DivergingEpoch.Epoch, -1 when absent */
	int64_t diverging_end_offset; /* DivergingEpoch.EndOffset, -1 absent */
	int32_t leader_id;           /* CurrentLeader.LeaderId */
	int32_t leader_epoch;        /* CurrentLeader.LeaderEpoch */
	/* SnapshotId: the snapshot to fetch instead; {-1, -1} (or {0, 0})
	 * when absent */
	struct kr_snapshot_id snapshot_id;
	struct kw_bytes records;     /* Records: whole record batches */
};

struct kr_fetch_snapshot_request {
	struct kw_str cluster_id;    /* ClusterId; null accepted */
	int32_t replica_id;          /* ReplicaId */
	struct kw_uuid replica_directory_id; /* ReplicaDirectoryId (v1) */
	int32_t max_bytes;           /* MaxBytes */
	int32_t current_leader_epoch; /* CurrentLeaderEpoch */
	struct kr_snapshot_id snapshot_id; /* SnapshotId */
	int64_t position;            /* Position: the byte to read from */
};

struct kr_fetch_snapshot_response {
	int16_t error_code;          /* top-level ErrorCode */
	int16_t partition_error;     /* partition ErrorCode */
	struct kr_snapshot_id snapshot_id; /* SnapshotId */
	int32_t leader_id;           /* CurrentLeader.LeaderId */
	int32_t leader_epoch;        /* CurrentLeader.LeaderEpoch */
	int64_t size;                /* Size: the whole snapshot's bytes */
	int64_t position;            /* Position of the chunk */
	struct kw_bytes records;     /* UnalignedRecords: the chunk */
};

/*
 * One message. from/to are node ids; for an observer without an id, the
 * node (or simulator) puts a transport handle (any negative number other
 * than -1) in `from` of the requests it delivers, and the core addresses
 * the response to it. request_id pairs a response with its request.
 */
struct kr_msg {
	enum kr_msg_type type;
	int32_t from;
	int32_t to;
	uint32_t request_id;
	union {
		struct kr_vote_request vote_req;
		struct kr_vote_response vote_resp;
		struct kr_begin_quorum_epoch_request begin_req;
		struct kr_end_quorum_epoch_request end_req;
		struct kr_quorum_epoch_response epoch_resp; /* begin & end */
		struct kr_fetch_request fetch_req;
		struct kr_fetch_response fetch_resp;
		struct kr_fetch_snapshot_request snap_req;
		struct kr_fetch_snapshot_response snap_resp;
	} u;
};

/* ------------------------------------------------------------------ */
/* Log and persistent state                                             */
/* ------------------------------------------------------------------ */

/* A record batch of the log: [base_offset, base_offset + count). */
struct kr_batch {
	int64_t base_offset;
	int32_t count;            /* last_offset_delta + 1 */
	int32_t epoch;            /* partition_leader_epoch */
	bool control;             /* attributes bit 5 */
	struct kw_bytes data;     /* the whole batch, 61-byte header first */
};

enum kr_log_op_type {
	KR_LOG_TRUNCATE = 1, /* drop every offset >= offset */
	KR_LOG_APPEND,       /* append batch at the log end (== base_offset) */
	/* the log start moves to offset, the end of a snapshot held
	 * (kr_partition_advance_start) */
	KR_LOG_ADVANCE_START,
	/* start fetching snapshot `snapshot` (kr_snapshot_writer_open_fetched;
	 * one at a time: a later BEGIN follows an ABORT or INSTALL) */
	KR_LOG_SNAPSHOT_BEGIN,
	/* write data at position of the snapshot being fetched
	 * (kr_snapshot_writer_write_at); data points into the received message */
	KR_LOG_SNAPSHOT_WRITE,
	KR_LOG_SNAPSHOT_ABORT,   /* drop it (kr_snapshot_writer_abort) */
	/* install it (kr_partition_install: checked whole, the log reset to
	 * start and end at snapshot.end_offset); a failure is fatal */
	KR_LOG_SNAPSHOT_INSTALL,
};

struct kr_log_op {
	enum kr_log_op_type type;
	int64_t offset;              /* TRUNCATE, ADVANCE_START */
	struct kr_batch batch;       /* APPEND */
	struct kr_snapshot_id snapshot; /* SNAPSHOT_* */
	int64_t position;            /* SNAPSHOT_WRITE */
	struct kw_bytes data;        /* SNAPSHOT_WRITE */
};

/* The quorum-state file's content (QuorumStateData). */
struct kr_quorum_state {
	int32_t epoch;       /* leaderEpoch */
	int32_t leader_id;   /* -1: none */
	int32_t voted_id;    /* -1: none */
};

/* (epoch, start offset) of one epoch in the log. */
struct kr_epoch_entry {
	int32_t epoch;
	int64_t start_offset;
};

/*
 * What the node recovered at start: the quorum-state file and the log's
 * shape. Everything recovered is durable (flushed). applied_offset is where
 * the application wants committed batches to start (0: from the beginning).
 */
struct kr_boot {
	struct kr_quorum_state qs;
	const struct kr_epoch_entry *epochs; /* ascending, may be NULL */
	size_t n_epochs;
	int64_t log_end_offset;
	int64_t applied_offset;     /* >= log_start_offset */
	/* snapshots (see "Snapshots" above; all zero: none) */
	int64_t log_start_offset;   /* the log start (0 without snapshots) */
	const struct kr_snapshot_id *snapshots; /* held, ascending */
	size_t n_snapshots;         /* at most KR_MAX_SNAPSHOTS */
	/* the newest snapshot's header control batch (kr_snapshot_reader_header)
	 * for the voter set at its end offset; ptr NULL: none (the configured
	 * set then stands for it) */
	struct kw_bytes snapshot_header;
};

/*
 * Reads whole batches starting with the one that contains `offset`, at most
 * max_bytes (but always at least one whole batch when offset < log end).
 * Stores a view in *out (len 0 at the log end) that must stay valid until
 * the next call of the callback; the core copies what it keeps. It sees the
 * log as carried out so far (the core itself accounts for the writes of
 * the step in progress). Returns 0 or a negative number on failure, with
 * err (never NULL, cleared) filled with what failed and where (storage's
 * kw_error: file and byte position); the core then stops with
 * KR_ERR_LOG_READ and hands the detail on (update.fatal_error).
 */
typedef int (*kr_log_read_fn)(void *ctx, int64_t offset, int32_t max_bytes,
			      struct kw_bytes *out, struct kw_error *err);

/*
 * Reads up to max_bytes (>= 1) of snapshot id from byte position into a
 * view *out (valid until the next call), and its total size in bytes into
 * *size; when position is at or past the size, *out is empty. The core
 * asks only for snapshots the node told it about (kr_boot.snapshots,
 * KR_EVENT_SNAPSHOT_WRITTEN, an install) and not deleted since (the log
 * start passed them). Returns 0, or a negative number with err filled
 * (the core stops with KR_ERR_LOG_READ).
 */
typedef int (*kr_snapshot_read_fn)(void *ctx, struct kr_snapshot_id id, int64_t position,
				   int32_t max_bytes, struct kw_bytes *out, int64_t *size,
				   struct kw_error *err);

/* ------------------------------------------------------------------ */
/* Configuration                                                        */
/* ------------------------------------------------------------------ */

/* Test-only fault injection: deliberately broken rules (simulator self-test). */
enum kr_fault {
	KR_FAULT_COUNT_UNFLUSHED = 1u << 0, /* leader LEO counts unflushed */
	KR_FAULT_DOUBLE_VOTE = 1u << 1,     /* grant any vote of the epoch (2nd vote,
						leader known) */
	KR_FAULT_HW_AT_EPOCH_START = 1u << 2, /* KAFKA-12619 off-by-one */
	KR_FAULT_NO_CHECK_QUORUM = 1u << 3, /* KAFKA-15489 */
	KR_FAULT_JOINT_STEP = 1u << 4,      /* AlterQuorum jumps to the target in
						one record, not one voter a step */
	KR_FAULT_SKIP_PRE_VOTE = 1u << 5,   /* Prospective stands at once, without
						the pre-vote grants */
	KR_FAULT_SNAPSHOT_PAST_HW = 1u << 6, /* asks for a snapshot at the log end,
						past the high watermark */
	KR_FAULT_START_PAST_SNAPSHOT = 1u << 7, /* advances the log start past the
						   snapshot it was given */
	KR_FAULT_INSTALL_NO_LOAD = 1u << 8, /* installs a fetched snapshot without
					       telling the application */
};

struct kr_config {
	int32_t node_id;               /* KR_NO_ID: observer without id */
	/* this node's directory id (meta.properties directory.id), sent in
	 * its Fetch, Vote and DescribeQuorum; zero: none */
	struct kw_uuid directory_id;
	int32_t voters[KR_MAX_VOTERS]; /* controller.quorum.voters (ids): the
					initial set, see "Voters" above */
	/* the directory id of voters[i] (the bootstrap voter set's; zero:
	 * unknown, then any directory id is taken as that voter's). A voter
	 * added later by a VoterAssignment record keeps the one configured
	 * for its id, if any. */
	struct kw_uuid voter_directory_ids[KR_MAX_VOTERS];
	/* the endpoint of voters[i] (port 0: none), written into the
	 * VotersRecord of the first KIP-853 change (or, with kraft_version 1,
	 * of the first leader) */
	struct kr_endpoint voter_endpoints[KR_MAX_VOTERS];
	int32_t n_voters;
	/* 1: the configured set is a KIP-853 bootstrap set (kwire format
	 * --standalone / --initial-controllers): the first leader writes it
	 * into the log as KRaftVersionRecord 1 and a VotersRecord, as Kafka's
	 * leader does at the start of its epoch; 0: a static quorum (the
	 * first AddRaftVoter or RemoveRaftVoter writes them) */
	int16_t kraft_version;
	/* controller.quorum.bootstrap.servers: an observer (or a voter) that
	 * knows no leader fetches from KR_BOOTSTRAP_ID(0..n_bootstrap-1) */
	int32_t n_bootstrap;
	const char *cluster_id;        /* NULL: accept any and send null */
	/* controller.quorum.* (ms), Kafka's names and defaults */
	int32_t election_timeout_ms;      /* election.timeout.ms 1000 */
	int32_t fetch_timeout_ms;         /* fetch.timeout.ms 2000 */
	int32_t election_backoff_max_ms;  /* election.backoff.max.ms 1000 */
	int32_t request_timeout_ms;       /* request.timeout.ms 2000 */
	int32_t retry_backoff_ms;         /* retry.backoff.ms 20 */
	int32_t append_linger_ms;         /* append.linger.ms 25 */
	/* hard-coded in Kafka's KafkaRaftClient */
	int32_t fetch_max_wait_ms;        /* 500 */
	int32_t max_batch_bytes;          /* 8 MiB */
	int32_t max_pending_batches;      /* 10 */
	int32_t election_backoff_base_ms; /* 100 */
	/* kwire's: committed bytes handed out per update (8 MiB; at least
	 * one batch whatever the value) */
	int32_t max_commit_bytes_per_step;
	bool observer_flush;           /* observers always flush like voters */
	/* KIP-996 pre-vote (see "Pre-vote" above); on by default as in
	 * Kafka 4.0, false: the KIP-595 path (straight to Candidate) */
	bool pre_vote;
	uint64_t seed;                 /* election jitter PRNG seed */
	kr_log_read_fn log_read;
	void *log_ctx;
	/* KIP-630 (see "Snapshots" above): when to ask for a snapshot, Kafka's
	 * metadata.log.max.record.bytes.between.snapshots (20 MiB) and
	 * metadata.log.max.snapshot.interval.ms (1 h); 0 turns a rule off */
	int64_t snapshot_max_bytes;
	int64_t snapshot_interval_ms;
	/* MaxBytes of the FetchSnapshot requests this node sends (8 MiB,
	 * Kafka's fetch size); a leader serves at most max_batch_bytes */
	int32_t fetch_snapshot_max_bytes;
	/* serves FetchSnapshot; NULL: this node holds no snapshots (a
	 * snapshot in kr_boot or KR_EVENT_SNAPSHOT_WRITTEN is then refused) */
	kr_snapshot_read_fn snapshot_read;
	void *snapshot_ctx;
	uint32_t faults;               /* enum kr_fault bits; 0 in production */
};

/* Fills every field with Kafka's defaults (node_id -1, no voters). */
void kr_config_init(struct kr_config *cfg);

/* ------------------------------------------------------------------ */
/* Events and updates                                                   */
/* ------------------------------------------------------------------ */

enum kr_event_type {
	KR_EVENT_TICK = 1,            /* time passed */
	KR_EVENT_RECEIVE,             /* msg received */
	KR_EVENT_APPEND,              /* application append */
	KR_EVENT_RESIGN,              /* application asks the leader to resign */
	KR_EVENT_LOG_FLUSHED,         /* log durable below flushed_offset */
	KR_EVENT_QUORUM_STATE_PERSISTED, /* quorum-state write qs_seq done */
	KR_EVENT_ALTER_QUORUM,        /* AlterQuorum: move the voters */
	KR_EVENT_SNAPSHOT_WRITTEN,    /* the application froze snapshot u.snapshot */
	KR_EVENT_LOG_START,           /* the log start may move to u.log_start */
	/* a request this core sent will get no response (its connection
	 * closed, or it could not be sent): u.lost; retried after
	 * retry_backoff_ms instead of request_timeout_ms (Kafka's
	 * NetworkClient reports a disconnect the same way). A lost Fetch
	 * to the leader a Follower has fetched from also ends its wait for
	 * that leader (see "Pre-vote" below) */
	KR_EVENT_REQUEST_LOST,
	KR_EVENT_ADD_VOTER,           /* KIP-853 AddRaftVoter */
	KR_EVENT_REMOVE_VOTER,        /* KIP-853 RemoveRaftVoter */
	KR_EVENT_UPDATE_VOTER,        /* KIP-853 UpdateRaftVoter */
};

/*
 * The voter a KIP-853 request names (KR_EVENT_ADD_VOTER, _REMOVE_VOTER,
 * _UPDATE_VOTER). Only the leader takes them (kr_step returns
 * KR_ERR_NOT_LEADER otherwise, KR_ERR_INVALID_ARGUMENT for an endpoint
 * whose strings do not end, with no alter_done entry). Every other outcome
 * is an alter_done entry with id req: at once for a refusal (error and
 * message: REQUEST_TIMED_OUT while the epoch's LeaderChange, the latest
 * voter record or an AlterQuorum target is not committed, or for a new
 * voter that is not an observer with that directory id caught up within
 * the fetch timeout; DUPLICATE_VOTER; VOTER_NOT_FOUND for an id and
 * directory id no voter has, or the last voter; INVALID_REQUEST), else
 * once the VotersRecord appended for it is committed (NONE), or
 * NOT_LEADER_OR_FOLLOWER when leadership ends first. The set changes on
 * append, on every replica (see "Voters"); raft/core/voters.c has the rest.
 */
struct kr_event_voter {
	int32_t id;
	struct kw_uuid dir;          /* zero: none given */
	/* ADD and UPDATE: the voter's endpoint and the kraft.version range
	 * it supports */
	struct kr_endpoint endpoint;
	int16_t kraft_min, kraft_max;
	uint64_t req;                /* echoed in alter_done */
};

/* A record header of an appended record (key never null, value may be). */
struct kr_record_header {
	struct kw_str key;
	struct kw_bytes value; /* len -1: null */
};

/* The producer of an append (KIP-98 idempotence): written into the
 * batch header as given, so that the log keeps what the producer sent.
 * An append with a producer is a batch of its own (its records are
 * never merged with another append's), so that base_sequence + count - 1
 * is the batch's last sequence. */
struct kr_producer {
	int64_t id;            /* >= 0 */
	int16_t epoch;         /* >= 0 */
	int32_t base_sequence; /* >= 0 */
};

/* A full record to append (APPEND with records). */
struct kr_record {
	struct kw_bytes key;   /* len -1: null */
	struct kw_bytes value; /* len -1: null */
	const struct kr_record_header *headers;
	size_t n_headers;
	int64_t timestamp;     /* create time in ms; -1: the event's wall_ms */
};

/*
 * now_ms is the monotonic clock that drives every timer; it may start
 * anywhere and never goes back (a smaller value is taken as no time
 * passed). wall_ms is the wall clock (Unix epoch ms, CLOCK_REALTIME in
 * the node, a synthetic epoch plus simulated time in the simulator): the
 * core uses it only as the create time of the records it builds (the
 * LeaderChange and VoterAssignment control records, and appended records
 * whose timestamp is -1), never for a timer, so a wall clock that jumps
 * changes no timing. The records of one batch share its base timestamp,
 * so a wall clock that goes back yields negative deltas (valid).
 */
struct kr_event {
	enum kr_event_type type;
	int64_t now_ms;
	int64_t wall_ms;
	union {
		const struct kr_msg *msg;  /* RECEIVE */
		struct {                   /* APPEND: one atomic batch */
			/* the n records: full records when records is set,
			 * else values only (null keys, no headers, wall_ms) */
			const struct kw_bytes *values;
			const struct kr_record *records;
			size_t n;
			int32_t epoch;  /* the epoch the app believes it leads */
			/* NULL: no producer (id, epoch, sequence -1) */
			const struct kr_producer *producer;
			/* control records (full records, each keyed by a
			 * control key: int16 version 0, int16 type >=
			 * KR_CONTROL_APP_MIN), a control batch of its own;
			 * not with a producer */
			bool control;
		} append;
		int32_t resign_epoch;      /* RESIGN */
		int64_t flushed_offset;    /* LOG_FLUSHED */
		/* SNAPSHOT_WRITTEN: the id of a snapshot frozen in the log's
		 * directory, at a committed batch boundary this core handed
		 * out (kr_step: KR_ERR_INVALID_ARGUMENT otherwise, changing
		 * nothing; KR_ERR_INVALID_STATE without cfg.snapshot_read) */
		struct kr_snapshot_id snapshot;
		/* LOG_START: the end offset of a snapshot the core knows
		 * (kr_partition_clean_plan's answer); at or below the log start
		 * changes nothing, else KR_ERR_INVALID_ARGUMENT */
		int64_t log_start;
		uint64_t qs_seq;           /* QUORUM_STATE_PERSISTED */
		struct {                   /* REQUEST_LOST */
			int32_t to;        /* the peer it was sent to */
			uint32_t request_id; /* its kr_msg.request_id */
		} lost;
		struct kr_event_voter voter; /* ADD_VOTER, REMOVE_VOTER,
						UPDATE_VOTER (KIP-853) */
		struct {                   /* ALTER_QUORUM */
			/* the voter ids wanted (1..KR_MAX_VOTERS distinct
			 * ids >= 0, any order); n_target -1: cancel (the
			 * request's null TargetVoters) */
			const int32_t *target;
			int32_t n_target;
			uint64_t id;     /* echoed in alter_done */
		} alter;
	} u;
};

/*
 * KR_EVENT_ALTER_QUORUM, the reassignment algorithm of the KIP-595 draft.
 * Only the leader accepts it (kr_step returns KR_ERR_NOT_LEADER otherwise,
 * KR_ERR_INVALID_ARGUMENT for a bad target, with no alter_done entry).
 * When the target equals the latest record's target (or, with no change in
 * progress, its current voters; or, for a cancel, nothing is in progress)
 * nothing is appended and the request completes once that record is
 * committed. Otherwise the leader appends a VoterAssignment record
 * (CurrentVoters = the current set, TargetVoters = the target or null) and
 * the request completes when that record is committed. The leader then
 * moves towards the target one voter per record, each appended only once
 * the previous record is committed and the epoch's LeaderChange is: it
 * adds one new voter while |new| >= |removing| (only a replica that fetches
 * as an observer and has caught up with the high watermark), else removes
 * one, the leader last; when the current set equals the target it appends
 * the set with a null target.
 */
struct kr_alter_done {
	uint64_t id;
	int16_t error_code;   /* Kafka protocol error code */
	/* why, for an error (a static string; NULL for NONE): the
	 * response's ErrorMessage */
	const char *message;
};

/* One voter set of the log: a VoterAssignment record (AlterQuorum), a
 * VotersRecord (KIP-853), or the configured set at offset -1. Both record
 * kinds make one history (see "Voters" above). */
struct kr_voter_assignment {
	int64_t offset;                 /* -1: controller.quorum.voters */
	int32_t current[KR_MAX_VOTERS];
	int32_t n_current;
	int32_t target[KR_MAX_VOTERS];
	int32_t n_target;               /* -1: null (no change in progress) */
	/* what a VotersRecord says of each voter of current: directory id
	 * (zero: unknown), endpoint (port 0: none) and the kraft.version
	 * range it supports. An entry of a VoterAssignment record keeps
	 * those of the voters the entry before it had, and nothing for a
	 * voter it adds. */
	struct kw_uuid dirs[KR_MAX_VOTERS];
	struct kr_endpoint endpoints[KR_MAX_VOTERS];
	int16_t kraft_min[KR_MAX_VOTERS], kraft_max[KR_MAX_VOTERS];
	bool voters_record;             /* set by a VotersRecord */
};

/*
 * Reads the VoterAssignment record of a control batch (a whole batch, as
 * in the log). Returns 1 and fills *out (offset = the record's offset), 0
 * when the batch holds none, or KR_ERR_INVALID_ARGUMENT when it holds a
 * malformed one.
 */
int kr_voter_assignment_parse(const struct kr_batch *b,
			      struct kr_voter_assignment *out);

/* What a snapshot's header control batch says (the core writes it, see
 * update.snapshot_header). */
struct kr_snapshot_header {
	int64_t last_contained_timestamp; /* SnapshotHeaderRecord's */
	int16_t kraft_version;            /* KRaftVersionRecord's, -1 none */
	bool has_voters;                  /* a VoterAssignment record is there */
	/* the voter set in force at the snapshot's end offset; its offset is
	 * the snapshot's end offset - 1 (where it is known to hold) */
	struct kr_voter_assignment voters;
};

/*
 * Reads a snapshot's header batch (kr_snapshot_reader_header, or the first
 * batch of a fetched snapshot) of snapshot id: an uncompressed control
 * batch whose first record is a SnapshotHeader. Returns 0 with *out
 * filled, or KR_ERR_INVALID_ARGUMENT (not such a batch, or a malformed
 * record in it).
 */
int kr_snapshot_header_parse(struct kw_bytes header, struct kr_snapshot_id id,
			     struct kr_snapshot_header *out);

enum kr_state {
	KR_STATE_UNATTACHED = 1, /* with or without a vote (voted_id) */
	KR_STATE_PROSPECTIVE,    /* pre-vote in progress (KIP-996) */
	KR_STATE_CANDIDATE,
	KR_STATE_LEADER,
	KR_STATE_FOLLOWER,
	KR_STATE_RESIGNED,
};

const char *kr_state_name(enum kr_state s);

struct kr_leader_and_epoch {
	int32_t leader_id; /* -1: unknown */
	int32_t epoch;
};

/* Why a message was refused (a node may rate-limit its log lines by it). */
enum kr_refusal_kind {
	KR_REFUSAL_NOT_VOTER = 1, /* from a replica outside the voter set, or
				     with another replica's key */
	KR_REFUSAL_CONTRADICTION, /* contradicts what this node knows: another
				     leader of its epoch, a truncation below
				     its high watermark */
	KR_REFUSAL_INVALID,       /* a value no correct replica sends: an epoch
				     above the ceiling, an impossible log
				     position, another cluster id, a bad batch */
	KR_REFUSAL_DEFERRED,      /* may be true but is not taken from a
				     request: a later epoch while a live
				     leader is followed, too large a jump */
	KR_REFUSAL_CEILING,       /* this node is at KR_EPOCH_MAX */
};

/* A message this step refused (a request: answered with error_code) or
 * ignored (a response: error_code NONE), see "Hostile input" above. */
/* kr_refusal.reason of a response that answered INCONSISTENT_CLUSTER_ID:
 * the peer belongs to another cluster, or this node does. */
#define KR_REASON_OTHER_CLUSTER "the peer answered INCONSISTENT_CLUSTER_ID"

struct kr_refusal {
	enum kr_refusal_kind kind;
	enum kr_msg_type what;
	int32_t from;          /* the sender the message claims (kr_msg.from);
				  this node itself for the epoch ceiling */
	int32_t epoch;         /* the epoch it carried */
	int16_t error_code;    /* Kafka protocol error answered */
	const char *reason;    /* static text, e.g. "candidate is not a voter" */
	/* a request's ClusterId as sent, for the log of an
	 * INCONSISTENT_CLUSTER_ID ("" when absent or null); bytes outside
	 * printable ASCII are '?', a longer one ends in "..." */
	char cluster_id[48];
};

/*
 * Why the state, epoch or leader changed in a step (struct kr_update's
 * cause), for the node's log: the event the step was given, or the timer
 * that ran out while it was carried out. Plain data, so the core stays
 * deterministic; what the timers were set to is the configuration's.
 */
enum kr_cause_kind {
	KR_CAUSE_NONE = 0,
	KR_CAUSE_BOOT,             /* kr_core_start: the quorum-state file */
	KR_CAUSE_MESSAGE,          /* msg from from */
	KR_CAUSE_EVENT,            /* another event of the step (event) */
	KR_CAUSE_FETCH_TIMEOUT,    /* a follower heard no Fetch answer from
				      leader from in fetch_timeout_ms */
	KR_CAUSE_ELECTION_TIMEOUT, /* an election (or the wait for one) timed out */
	KR_CAUSE_BACKOFF_END,      /* a lost election's backoff ended */
	KR_CAUSE_CHECK_QUORUM,     /* a leader without Fetches from a majority */
	KR_CAUSE_RESIGN_TIMEOUT,   /* a resigned leader's election timer */
};

struct kr_cause {
	enum kr_cause_kind kind;
	enum kr_event_type event; /* KR_CAUSE_EVENT, KR_CAUSE_MESSAGE */
	enum kr_msg_type msg;     /* KR_CAUSE_MESSAGE */
	int32_t from;             /* KR_CAUSE_MESSAGE: the sender;
				     KR_CAUSE_FETCH_TIMEOUT: the leader */
};

struct kr_update {
	const struct kr_log_op *log_ops;
	size_t n_log_ops;
	int64_t flush_offset;         /* -1: no flush requested */
	bool persist_quorum_state;
	struct kr_quorum_state quorum_state;
	uint64_t qs_seq;
	const struct kr_msg *msgs;
	size_t n_msgs;
	const struct kr_batch *committed;
	size_t n_committed;
	bool leader_changed;
	struct kr_leader_and_epoch leader;
	int64_t high_watermark;       /* current HW (-1 unknown) */
	int64_t append_last_offset;   /* APPEND: last offset assigned, or -1 */
	int64_t next_deadline_ms;
	bool commit_pending;          /* more committed batches than this
					 update carries: step again now */
	int fatal;                    /* 0 or a KR_ERR_* that stopped the core */
	const char *fatal_reason;     /* with fatal: what happened, for the log */
	const struct kr_refusal *refusals; /* see output 9 above */
	size_t n_refusals;
	uint32_t n_refusals_dropped;
	const struct kr_alter_done *alter_done; /* finished AlterQuorums */
	size_t n_alter_done;
	bool voters_changed;          /* the voter set in force, or a voter's
					 endpoint in it, changed */
	/* See "Snapshots" above. snapshot_load: discard the application's
	 * state and load snapshot_load_id (committed batches continue from
	 * its end offset). snapshot_wanted: write a snapshot with id
	 * snapshot_wanted_id opening with the header batch snapshot_header. */
	bool snapshot_load;
	struct kr_snapshot_id snapshot_load_id;
	bool snapshot_wanted;
	struct kr_snapshot_id snapshot_wanted_id;
	struct kw_bytes snapshot_header;
	int64_t log_start_offset;     /* the log start after this step */
	const struct kw_error *fatal_error; /* with fatal, see "Outputs" above */
	struct kr_cause cause;        /* why the state last changed (if it did) */
};

struct kr_core;

/*
 * Creates a core. cfg is copied; log_read must be set. Returns NULL when out
 * of memory or when cfg is invalid: more than KR_MAX_VOTERS voters, a
 * negative or repeated voter id, a negative timer, a zero election, fetch
 * or request timeout, max_batch_bytes below 1024 or another size below 1.
 */
struct kr_core *kr_core_new(const struct kr_config *cfg);
void kr_core_free(struct kr_core *c);

/*
 * Initialises the state from what the node recovered (see struct kr_boot)
 * at time now_ms: a persisted leader == self starts Resigned (KAFKA-10527),
 * a persisted vote for self starts Candidate, a vote for another starts
 * Unattached with that vote, a known leader starts Follower. A single-voter
 * quorum goes straight to an election. The voter set is rebuilt first:
 * from the newest snapshot's header (boot->snapshot_header) or the
 * configured set, then the log after that snapshot (the whole log without
 * one) is read once through cfg.log_read, at most 1 MiB per read and
 * nothing of a read kept past the next one (a failed read returns
 * KR_ERR_LOG_READ, the detail in the update's fatal_error). Returns 0,
 * KR_ERR_INVALID_ARGUMENT (a persisted vote without a node id, epochs not
 * ascending, an epoch above KR_EPOCH_MAX, snapshots not ascending, more
 * than KR_MAX_SNAPSHOTS, past the log end, a log start that is neither 0
 * nor a snapshot's end, applied_offset below the log start, a snapshot
 * header that does not parse, snapshots without cfg.snapshot_read) or
 * KR_ERR_NOMEM; *out receives the first update.
 */
int kr_core_start(struct kr_core *c, const struct kr_boot *boot,
		  int64_t now_ms, const struct kr_update **out);

/*
 * Feeds one event. *out receives the update (valid until the next call).
 * Returns 0; KR_ERR_INVALID_ARGUMENT or KR_ERR_INVALID_STATE for a refused
 * SNAPSHOT_WRITTEN or LOG_START (see the event); KR_ERR_NOT_LEADER (not the leader of that epoch),
 * KR_ERR_RECORD_TOO_LARGE (one append is one batch and must fit
 * max_batch_bytes) or KR_ERR_INVALID_ARGUMENT (no records) for a refused
 * APPEND, or KR_ERR_NOMEM — the update is valid and must be carried out in
 * every case; KR_ERR_STOPPED once a fatal error stopped the core.
 */
int kr_step(struct kr_core *c, const struct kr_event *ev,
	    const struct kr_update **out);

/* ------------------------------------------------------------------ */
/* Queries (no side effects)                                            */
/* ------------------------------------------------------------------ */

enum kr_state kr_core_state(const struct kr_core *c);
int32_t kr_core_epoch(const struct kr_core *c);
int32_t kr_core_leader(const struct kr_core *c);
int32_t kr_core_voted(const struct kr_core *c);
int64_t kr_core_high_watermark(const struct kr_core *c);
int64_t kr_core_log_end(const struct kr_core *c);
int64_t kr_core_flushed(const struct kr_core *c);
int32_t kr_core_last_epoch(const struct kr_core *c);
/* The leader's: the offset of its epoch's first batch (the LeaderChange
 * record); everything below it is committed once the high watermark
 * passes it. -1 when not the leader. */
int64_t kr_core_epoch_start_offset(const struct kr_core *c);
/* The log start offset, and the snapshots the core knows (ascending;
 * *n receives the count; valid until the next kr_step). */
int64_t kr_core_log_start(const struct kr_core *c);
const struct kr_snapshot_id *kr_core_snapshots(const struct kr_core *c, size_t *n);
/* In the voter set in force (see "Voters" above). */
bool kr_core_is_voter(const struct kr_core *c);
/* The voter set in force (the latest assignment of the log, see "Voters"
 * above); valid until the next kr_step. */
const struct kr_voter_assignment *kr_core_voters(const struct kr_core *c);
/* The assignment history, oldest first (index 0 is the configured set, or
 * the newest snapshot's set when the core started from one or installed
 * one); *n receives the count. Valid until the next kr_step. */
const struct kr_voter_assignment *kr_core_voter_history(const struct kr_core *c,
							 size_t *n);

/* DescribeQuorum (DescribeQuorumResponse v1 partition data). */
struct kr_replica_info {
	int32_t replica_id;
	struct kw_uuid directory_id;     /* ReplicaDirectoryId; zero unknown */
	int64_t log_end_offset;          /* -1 unknown */
	int64_t last_fetch_timestamp;    /* -1 unknown */
	int64_t last_caught_up_timestamp; /* -1 unknown */
};

struct kr_quorum_info {
	int16_t error_code;  /* NOT_LEADER_OR_FOLLOWER when not leader */
	int32_t leader_id;
	int32_t leader_epoch;
	int64_t high_watermark;
	struct kr_replica_info voters[KR_MAX_VOTERS];
	int32_t n_voters;
	struct kr_replica_info observers[KR_MAX_OBSERVERS];
	int32_t n_observers;
};

/*
 * Fills *info as the leader answers DescribeQuorum at now_ms: the voter
 * set in force (a voter removed by it is listed among the observers once
 * it fetches), each replica with the directory id it fetches with (a
 * voter's configured one until then; this node's own). On a
 * non-leader sets error_code NOT_LEADER_OR_FOLLOWER with the known leader
 * and epoch. Timestamps are the core's clock (the node's monotonic ms).
 */
void kr_core_describe_quorum(const struct kr_core *c, int64_t now_ms,
			     struct kr_quorum_info *info);

#endif
