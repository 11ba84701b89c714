/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/services.h — the node's services: the table of api key → handler
 * that serves every request the transport hands up, and what the handlers
 * share. A service is a unit of its own (svc_*.c) with a handler per api
 * key it serves, the listeners it is served on, and its own state; it
 * talks down to the driver (the Raft core and the log) and to the
 * transport (answers), never up.
 *
 * Where each API is served, as Kafka serves it: the Raft RPCs (Vote,
 * BeginQuorumEpoch, EndQuorumEpoch, FetchSnapshot, and a Fetch from a
 * replica: one with a ReplicaId >= 0 or a ClusterId) and AlterQuorum on
 * controller listeners; Metadata, Produce, ListOffsets and consumer Fetch on client
 * listeners, with InitProducerId (idempotent producers: sequences are
 * checked on Produce) and the admin APIs that make sense on one partition
 * (DescribeCluster, DescribeConfigs, DescribeLogDirs, DescribeProducers),
 * the consumer groups of the classic protocol (FindCoordinator on every
 * node, naming the leader; JoinGroup, SyncGroup, Heartbeat, LeaveGroup,
 * OffsetCommit, OffsetFetch, ListGroups, DescribeGroups, DeleteGroups
 * served by the leader as the coordinator of every group, NOT_COORDINATOR
 * elsewhere: svc_groups.c, node/group_coordinator.h, offsets and group
 * metadata replicated as control records, node/group_table.h)
 * and those refused
 * on it (CreateTopics, DeleteTopics, CreatePartitions, DeleteRecords,
 * AlterConfigs, IncrementalAlterConfigs: svc_refused.c); ApiVersions and
 * DescribeQuorum on both. A request for an api
 * key or version that is not served where it arrives closes its
 * connection, as a Kafka broker does (ApiVersions answers any version,
 * KIP-511); ApiVersions lists exactly what its listener serves. The
 * versions served are the schemas' without those Kafka 4.0 removed
 * (KIP-896, node/versions.h). A request the node serves is answered at
 * once when it names a topic or partition that is not the log's
 * (UNKNOWN_TOPIC_OR_PARTITION for it), or reaches a node that does not
 * lead (NOT_LEADER_OR_FOLLOWER, naming the leader where the version can).
 *
 * Requests to peers (svc_raft.c) go at the versions negotiated on each
 * outbound connection: its first request is ApiVersions, the Raft
 * requests made before its answer are held (struct kr_svc_peer), and each
 * goes at the highest version both ends speak (node/peer_versions.h); a
 * reconnect negotiates again. kwire.test.max.versions caps what a node
 * advertises, accepts on controller listeners and sends (test only).
 *
 * Every request gets its response slot from the transport (in-order
 * answers); a handler answers at once or keeps the slot's reference
 * (struct kr_svc_req) to answer later, and forgets it when the transport
 * reports the connection closed.
 */
#ifndef KR_NODE_SERVICES_H
#define KR_NODE_SERVICES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kwire/arena.h"
#include "kwire/reader.h"
#include "kwire/writer.h"
#include "kwire/msg/api.h"
#include "node/config.h"
#include "node/driver.h"
#include "node/group_table.h"
#include "node/meta.h"
#include "node/metrics.h"
#include "node/peer_book.h"
#include "node/peer_versions.h"
#include "node/transport.h"
#include "node/worker.h"
#include "wire/wire.h"

/* A request's identity: where its answer goes and how it is framed. */
struct kr_svc_req {
	struct kr_request_ref ref;
	int16_t api_key;
	int16_t version;
	int32_t corr;
};

struct kr_services;
struct kr_snapshot_serve;
struct kr_producer_state;

/* A handler: body/len is the request body (after the header), valid
 * during the call; r reads it. */
typedef void (*kr_svc_handler)(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len);

struct kr_svc_entry {
	int16_t api_key;
	unsigned kinds; /* enum kr_listener_kind bits it is served on */
	kr_svc_handler handle;
};

/* Test-only fault hook (kwire.fault.file): peers whose traffic is dropped. */
struct kr_node_fault {
	int32_t ids[KR_MAX_VOTERS];
	int n;
};

/* Raft requests held per peer while its connection's ApiVersions is
 * unanswered (the core has at most one of each kind out to a peer) */
#define KR_SVC_HELD 8

/*
 * Version negotiation with one peer (svc_raft.c, node/peer_versions.h):
 * the outbound connection it was done on, and until its ApiVersions is
 * answered, the requests held for it. held_cluster_id owns the bytes of
 * each held message's cluster id.
 */
struct kr_svc_peer {
	bool used;
	int32_t id;
	uint64_t conn; /* 0: no connection negotiated */
	bool ready;    /* answered: theirs holds its versions */
	struct kr_pv_table theirs;
	struct kr_msg held[KR_SVC_HELD];
	char *held_cluster_id[KR_SVC_HELD];
	int n_held;
	int64_t warned_ms[KR_PV_N_APIS]; /* "no common version", by API */
};

/* An inbound Raft request handed to the core, waiting for its response. */
struct kr_svc_rpc {
	uint32_t request_id;
	struct kr_svc_req q;
};

/* A Produce waiting for its records to be committed (acks=-1). */
struct kr_svc_produce_wait {
	struct kr_svc_req q;
	int32_t epoch;
	int64_t base_offset, last_offset;
	int64_t deadline_ms;
};

/* A consumer Fetch waiting for data (long poll). */
struct kr_svc_parked_fetch {
	struct kr_svc_req q;
	uint8_t *body;
	size_t len;
	int64_t deadline_ms;
};

/* An AlterQuorum, AddRaftVoter, RemoveRaftVoter or UpdateRaftVoter waiting
 * for its record to commit (q.api_key tells which). */
struct kr_svc_alter {
	uint64_t id;
	struct kr_svc_req q;
	/* KIP-853: answered REQUEST_TIMED_OUT at this time if not committed
	 * by then (INT64_MAX: AlterQuorum, which waits) */
	int64_t deadline_ms;
};

/* A Produce whose records are being decoded off the loop (worker.h). */
struct kr_svc_produce_job {
	struct kr_svc_req q;
	int16_t acks;
	int32_t timeout_ms;
	int64_t producer_id; /* -1: none, else its batch's fields follow */
	int16_t producer_epoch;
	int32_t base_sequence, record_count;
	struct kr_worker_job *job;
};

/* The producer ids the leader's table holds at most (one more evicts the
 * quarter written longest ago, node/producer_state.h): about 14 MiB. */
#define KR_SVC_MAX_PRODUCERS 100000

/* The ids a ProducerIds record claims (Kafka's block size). */
#define KR_SVC_PID_BLOCK 1000

/* An InitProducerId waiting for this node's next block. */
struct kr_svc_pid_wait {
	struct kr_svc_req q;
};

/* A block of producer ids the leader claimed: its ProducerIds record at
 * offset, for this node (local) or for a peer's AllocateProducerIds q. */
struct kr_svc_pid_claim {
	struct kr_svc_req q;
	bool local;
	int32_t epoch;
	int64_t offset, start;
};

/* An OffsetCommit or DeleteGroups waiting for its records to be committed:
 * its two answers, encoded (ok once committed, fail when leadership is
 * lost first), and the group it commits an offset of ("" for none). */
struct kr_svc_commit_wait {
	struct kr_svc_req q;
	int32_t epoch;
	int64_t last;
	uint8_t *ok, *fail;
	size_t ok_len, fail_len;
	char group[KR_GROUP_ID_MAX + 1];
};

struct kr_group_coordinator;

/* Growable arrays of the services' waiting requests. */
#define KR_SVC_ARRAY(type, name)                                                         \
	struct {                                                                         \
		type *v;                                                                 \
		size_t n, cap;                                                           \
	} name

struct kr_services {
	const struct kr_node_config *cfg;
	const struct kr_meta *meta;
	struct kr_driver *driver;
	struct kr_transport *transport;
	struct kr_worker *worker;
	const struct kr_node_fault *fault;
	void (*log)(void *ctx, enum kr_log_level level, const char *line);
	void *log_ctx;
	struct kr_metrics *metrics; /* requests per API; optional */
	bool stopping;		    /* no new appends (a stopping node) */
	struct kw_arena arena;	    /* per request; reset by dispatch */
	struct kw_arena send_arena; /* per message sent to a peer */
	struct kw_arena wake_arena; /* per parked fetch answered */
	size_t max_record_bytes;    /* decoded Produce records (the core's
				       largest batch) */
	uint32_t next_request_id;
	uint64_t next_alter_id;
	char client_id[32]; /* in requests to peers */
	int64_t last_log_ms[4];
	KR_SVC_ARRAY(struct kr_svc_rpc, rpcs);
	KR_SVC_ARRAY(struct kr_svc_produce_wait, prods);
	KR_SVC_ARRAY(struct kr_svc_parked_fetch, parked);
	KR_SVC_ARRAY(struct kr_svc_alter, alters);
	KR_SVC_ARRAY(struct kr_svc_produce_job, jobs);
	/* the snapshot reader of consumers fetching below the log start */
	struct kr_snapshot_serve *snap_serve;
	/* idempotent producers (svc_produce.c, svc_init_producer_id.c):
	 * the node's table of the committed log and the end offset of the
	 * committed batches applied to it (both the node's, kept current by
	 * its committed callback), and the leader's own table: the committed
	 * one, then every batch this leader appended, valid for
	 * producers_epoch only (-1: none) */
	const struct kr_producer_state *committed_producers;
	const int64_t *applied_end;
	struct kr_producer_state *producers;
	int32_t producers_epoch;
	/* producer ids (svc_producer_ids.c): the node's committed counter
	 * (the next id no committed ProducerIds record holds), this node's
	 * block [pid_next, pid_end), the InitProducerIds waiting for one, an
	 * AllocateProducerIds asked of the leader, and the leader's claims
	 * not yet committed (the next unclaimed id of claim_epoch) */
	const int64_t *committed_next_pid;
	int64_t pid_next, pid_end;
	KR_SVC_ARRAY(struct kr_svc_pid_wait, pid_waits);
	/* this voter's UpdateRaftVoter to its leader (svc_update_voter.c) */
	bool upd_asking;
	uint64_t upd_tag;
	int64_t upd_deadline_ms, upd_next_ms;
	bool pid_asking;
	bool pid_refill; /* a claim to make at the next tick */
	uint64_t pid_ask_tag;
	int64_t pid_ask_deadline;
	KR_SVC_ARRAY(struct kr_svc_pid_claim, pid_claims);
	int32_t claim_epoch;
	int64_t claim_next;
	/* consumer groups (svc_groups.c, svc_offsets.c, svc_group_admin.c):
	 * the node's committed groups (kept current by its committed
	 * callback), this leader's coordinator (loaded from them for gc_epoch
	 * once the log before the epoch is applied; -1: not loaded), and the
	 * requests waiting for their group records to commit */
	const struct kr_group_table *committed_groups;
	struct kr_group_coordinator *gc;
	int32_t gc_epoch;
	KR_SVC_ARRAY(struct kr_svc_commit_wait, commits);
	/* the request being handled: its client id (a view into its frame)
	 * and the address it came from */
	struct kw_str req_client_id;
	const char *req_ip;
	/* Vote requests the wire could not carry, answered for the peer */
	struct kr_msg refused_votes[KR_MAX_VOTERS];
	int n_refused_votes;
	/* what this node sends its peers, and what each peer speaks */
	struct kr_pv_table pv_ours;
	struct kr_svc_peer peers[KR_TRANSPORT_MAX_PEERS];
	/* KIP-853: the node's address book (NULL: none), filled with the
	 * leaders Fetch, Vote and BeginQuorumEpoch responses name in their
	 * NodeEndpoints; and this node's own controller endpoint, which its
	 * Fetch responses name when it leads */
	struct kr_peer_book *peer_book;
	struct kr_endpoint self_endpoint;
};

/* Sets up s (the pointers are the caller's and must outlive it). */
int kr_services_init(struct kr_services *s, const struct kr_node_config *cfg,
		     const struct kr_meta *meta, struct kr_driver *d,
		     struct kr_transport *t, struct kr_worker *w,
		     const struct kr_node_fault *fault);
/* Answers every waiting request that can still be answered as a stopping
 * node would (nothing), and frees the state. */
void kr_services_free(struct kr_services *s);

/* The transport's callbacks (transport.h). */
void kr_services_on_request(struct kr_services *s, struct kr_request_ref ref,
			    unsigned kinds, const char *ip, const uint8_t *frame,
			    size_t len);
void kr_services_on_response(struct kr_services *s, int32_t peer,
			     const struct kr_request_meta *m, const uint8_t *frame,
			     size_t len);
void kr_services_on_conn_closed(struct kr_services *s, uint64_t conn);
/* An outbound connection closed with requests unanswered: the core
 * retries them after its backoff. */
void kr_services_on_peer_closed(struct kr_services *s, int32_t peer,
				const struct kr_request_meta *m, size_t n);
/* The driver's callbacks (driver.h). */
void kr_services_send(struct kr_services *s, const struct kr_msg *m);
void kr_services_on_high_watermark(struct kr_services *s);
void kr_services_on_alter_done(struct kr_services *s, const struct kr_alter_done *d,
			       size_t n);
/* A worker job finished (worker.h). */
void kr_services_on_job_done(struct kr_services *s, struct kr_worker_job *job);
/* Expires waiting requests (timeouts, lost leadership). */
void kr_services_tick(struct kr_services *s);
int64_t kr_services_next_deadline(const struct kr_services *s);

/* ---- for the svc_*.c units ------------------------------------------------ */

/* The table of every API (kind bits say where each is served). */
extern const struct kr_svc_entry kr__svc_table[];
extern const size_t kr__svc_table_len;

/* Starts a response to q in w (a growable writer with the response
 * header); *err is the writer's error. */
void kr__svc_begin(const struct kr_svc_req *q, struct kw_writer *w, struct kw_error *err);
/* Hands w's bytes to the transport as q's answer (rc 0), or closes the
 * connection with a log line when encoding failed. Releases w. */
void kr__svc_finish(struct kr_services *s, const struct kr_svc_req *q,
		    struct kw_writer *w, int rc);
/* Closes q's connection (a request that does not decode, ...). */
void kr__svc_close(struct kr_services *s, const struct kr_svc_req *q, const char *why);
__attribute__((format(printf, 3, 4))) void
kr__svc_log(struct kr_services *s, enum kr_log_level level, const char *fmt, ...);
/* True when this node leads (and is not stopping). */
bool kr__svc_leader(const struct kr_services *s);
bool kr__svc_fault_drops(const struct kr_services *s, int32_t id);

/* True when name is the replicated log's topic, __cluster_metadata. */
static inline bool kr__svc_is_log_topic(struct kw_str name)
{
	return kw_str_equal(name, KW_STR_LIT(KR_WIRE_TOPIC));
}

/* Resets a per-request arena, and frees it when a large request left it
 * holding more than KR_SVC_ARENA_KEEP (so one large request does not pin
 * its memory for the node's life). */
#define KR_SVC_ARENA_KEEP (1u << 20)
void kr__svc_arena_reset(struct kw_arena *a);

/* Growable-array push: returns the new element or NULL (out of memory). */
void *kr__svc_push(void **v, size_t *n, size_t *cap, size_t size);
#define KR_SVC_PUSH(arr)                                                                 \
	((__typeof__((arr).v))kr__svc_push((void **)&(arr).v, &(arr).n, &(arr).cap,      \
					   sizeof *(arr).v))

/* The handlers, by unit. */
void kr__svc_api_versions(struct kr_services *s, const struct kr_svc_req *q,
			  unsigned kinds, struct kw_reader *r, const uint8_t *body,
			  size_t len);
void kr__svc_api_versions_unknown(struct kr_services *s, const struct kr_svc_req *q,
				  unsigned kinds);
void kr__svc_metadata(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		      struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_list_offsets(struct kr_services *s, const struct kr_svc_req *q,
			  unsigned kinds, struct kw_reader *r, const uint8_t *body,
			  size_t len);
void kr__svc_produce(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		     struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_fetch(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		   struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_raft(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		  struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_describe_quorum(struct kr_services *s, const struct kr_svc_req *q,
			     unsigned kinds, struct kw_reader *r, const uint8_t *body,
			     size_t len);
void kr__svc_add_raft_voter(struct kr_services *s, const struct kr_svc_req *q,
			    unsigned kinds, struct kw_reader *r, const uint8_t *body,
			    size_t len);
void kr__svc_remove_raft_voter(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len);
void kr__svc_update_raft_voter(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len);
void kr__svc_describe_voter_change(struct kr_services *s, const struct kr_svc_req *q,
				   unsigned kinds, struct kw_reader *r,
				   const uint8_t *body, size_t len);
/* The version both ends speak of api_key towards peer (its ApiVersions
 * answered on the current connection), or -1 (svc_raft.c). */
int16_t kr__svc_peer_version(struct kr_services *s, int32_t peer, int16_t api_key);
/* A voter whose endpoint in the log is not its own tells its leader
 * (UpdateRaftVoter, svc_update_voter.c): checked every tick. */
void kr__svc_update_voter_tick(struct kr_services *s);
int64_t kr__svc_update_voter_deadline(const struct kr_services *s);
void kr__svc_update_voter_on_response(struct kr_services *s, int32_t peer,
				      const struct kr_request_meta *meta, struct kw_reader *r);
void kr__svc_update_voter_on_lost(struct kr_services *s, const struct kr_request_meta *meta);
/* A pending AlterQuorum or KIP-853 change for q (svc_alter_quorum.c),
 * answered REQUEST_TIMED_OUT at deadline_ms; NULL (q closed) when out of
 * memory. */
struct kr_svc_alter *kr__svc_pending_change(struct kr_services *s, const struct kr_svc_req *q,
					   int64_t deadline_ms);
/* KIP-853 changes past their deadline: REQUEST_TIMED_OUT; and the
 * earliest deadline left (svc_raft_voters.c). */
void kr__svc_voters_expire(struct kr_services *s);
int64_t kr__svc_voters_deadline(const struct kr_services *s);
/* Answers a pending AddRaftVoter, RemoveRaftVoter or UpdateRaftVoter
 * (svc_raft_voters.c). */
void kr__svc_voters_answer(struct kr_services *s, const struct kr_svc_req *q,
			   int16_t code, const char *message);
void kr__svc_alter_quorum(struct kr_services *s, const struct kr_svc_req *q,
			  unsigned kinds, struct kw_reader *r, const uint8_t *body,
			  size_t len);
/* svc_describe_cluster.c, svc_describe_configs.c, svc_describe_log_dirs.c,
 * svc_describe_producers.c:
 * the admin views of a one-partition cluster */
void kr__svc_describe_cluster(struct kr_services *s, const struct kr_svc_req *q,
			      unsigned kinds, struct kw_reader *r, const uint8_t *body,
			      size_t len);
void kr__svc_describe_configs(struct kr_services *s, const struct kr_svc_req *q,
			      unsigned kinds, struct kw_reader *r, const uint8_t *body,
			      size_t len);
void kr__svc_describe_log_dirs(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len);
void kr__svc_describe_producers(struct kr_services *s, const struct kr_svc_req *q,
				unsigned kinds, struct kw_reader *r, const uint8_t *body,
				size_t len);
/* svc_init_producer_id.c: InitProducerId (idempotence, not transactions) */
void kr__svc_init_producer_id(struct kr_services *s, const struct kr_svc_req *q,
			      unsigned kinds, struct kw_reader *r, const uint8_t *body,
			      size_t len);
/* svc_producer_ids.c: the producer id blocks (see there) */
void kr__svc_pid_request(struct kr_services *s, const struct kr_svc_req *q);
void kr__svc_allocate_producer_ids(struct kr_services *s, const struct kr_svc_req *q,
				   unsigned kinds, struct kw_reader *r, const uint8_t *body,
				   size_t len);
void kr__svc_pid_on_response(struct kr_services *s, int32_t peer,
			     const struct kr_request_meta *meta, struct kw_reader *r);
void kr__svc_pid_on_lost(struct kr_services *s, const struct kr_request_meta *meta);
void kr__svc_pid_on_hw(struct kr_services *s);
void kr__svc_pid_expire(struct kr_services *s);
int64_t kr__svc_pid_deadline(const struct kr_services *s);
/* False for a producer id no block holds: never handed out. */
bool kr__svc_producer_id_issued(const struct kr_services *s, int64_t id);
/* svc_find_coordinator.c, svc_groups.c, svc_offsets.c, svc_group_admin.c:
 * consumer groups, the classic protocol (the leader coordinates) */
void kr__svc_find_coordinator(struct kr_services *s, const struct kr_svc_req *q,
			      unsigned kinds, struct kw_reader *r, const uint8_t *body,
			      size_t len);
void kr__svc_join_group(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
			struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_sync_group(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
			struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_heartbeat(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		       struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_leave_group(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
			 struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_offset_commit(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len);
void kr__svc_offset_fetch(struct kr_services *s, const struct kr_svc_req *q,
			  unsigned kinds, struct kw_reader *r, const uint8_t *body,
			  size_t len);
void kr__svc_list_groups(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
			 struct kw_reader *r, const uint8_t *body, size_t len);
void kr__svc_describe_groups(struct kr_services *s, const struct kr_svc_req *q,
			     unsigned kinds, struct kw_reader *r, const uint8_t *body,
			     size_t len);
void kr__svc_delete_groups(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len);
/* The coordinator, when this node leads and has loaded the groups, else
 * NULL and *error (NOT_COORDINATOR, COORDINATOR_LOAD_IN_PROGRESS ...). */
struct kr_group_coordinator *kr__svc_coordinator(struct kr_services *s, int16_t *error);
int kr__svc_groups_init(struct kr_services *s);
void kr__svc_groups_free(struct kr_services *s);
/* Appends control records for the coordinator (epoch gc_epoch): 0 and
 * *last, or the error to answer. */
int16_t kr__svc_groups_append(struct kr_services *s, const struct kr_record *recs,
			      size_t n, int64_t *last);
/* Waits for last to commit, then sends ok (else fail); takes both. */
void kr__svc_groups_wait(struct kr_services *s, const struct kr_svc_req *q, int64_t last,
			 uint8_t *ok, size_t ok_len, uint8_t *fail, size_t fail_len,
			 const char *group);
void kr__svc_groups_on_hw(struct kr_services *s);
void kr__svc_groups_tick(struct kr_services *s);
int64_t kr__svc_groups_deadline(const struct kr_services *s);
void kr__svc_groups_conn_closed(struct kr_services *s, uint64_t conn);
/* svc_refused.c: the admin changes a one-partition cluster refuses
 * (POLICY_VIOLATION, see there) */
void kr__svc_create_topics(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len);
void kr__svc_delete_topics(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len);
void kr__svc_create_partitions(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len);
void kr__svc_delete_records(struct kr_services *s, const struct kr_svc_req *q,
			    unsigned kinds, struct kw_reader *r, const uint8_t *body,
			    size_t len);
void kr__svc_alter_configs(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len);
void kr__svc_incremental_alter_configs(struct kr_services *s, const struct kr_svc_req *q,
				       unsigned kinds, struct kw_reader *r,
				       const uint8_t *body, size_t len);
/* svc_sasl.c: SaslHandshake and SaslAuthenticate on a listener without
 * SASL (ILLEGAL_SASL_STATE, as a broker answers) */
void kr__svc_sasl(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		  struct kw_reader *r, const uint8_t *body, size_t len);
/* svc_metadata.c: the brokers clients are told about (their client
 * listeners, at most KR_MAX_VOTERS; hosts are the config's), one of them
 * by id, and the leader clients are told of (-1: none to name) */
struct kr_svc_broker {
	int32_t id;
	const char *host;
	int32_t port;
};
int32_t kr__svc_brokers(const struct kr_services *s, struct kr_svc_broker *out);
bool kr__svc_broker_of(const struct kr_services *s, int32_t id, struct kr_svc_broker *out);
int32_t kr__svc_visible_leader(struct kr_services *s);
/* svc_fetch.c: the topic's first offset for consumers: 0 when the log
 * starts at a snapshot (the compacted part is served from it), else the
 * log start */
int64_t kr__svc_topic_start(const struct kr_services *s);
/* svc_fetch.c: a Fetch from a replica goes to the Raft service */
bool kr__svc_fetch_is_replica(struct kr_services *s, int16_t v, struct kw_reader *r);
/* svc_fetch.c / svc_produce.c: what the high watermark and the clock wake */
void kr__svc_fetch_wake(struct kr_services *s, bool expired_only);
void kr__svc_produce_on_hw(struct kr_services *s);
void kr__svc_produce_expire(struct kr_services *s);
void kr__svc_produce_job_done(struct kr_services *s, struct kr_worker_job *job);

#endif
