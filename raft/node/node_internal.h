/*
 * node/node_internal.h — what the files of the node share (not a public
 * API): the node's state, connections and pending requests, the small
 * helpers, and the functions each file offers the others. The files, one
 * job each:
 *   node.c       logging, the fault hook, boot, the event loop, shutdown;
 *   conn.c       connections: accept, connect, read frames, write, timeouts;
 *   dispatch.c   the request dispatch: which API key goes to which handler;
 *   core_io.c    the Raft core's updates carried out in the safe order, and
 *                the log-flush and quorum-state threads;
 *   raft_rpc.c   Raft requests and responses (Vote, BeginQuorumEpoch,
 *                EndQuorumEpoch, replica Fetch), DescribeQuorum, directory ids;
 *   kafka_api.c  ApiVersions, Metadata, ListOffsets, Produce, consumer Fetch;
 *   serve_alter_quorum.c  AlterQuorum (api key 10000, kwire's own).
 * See node.h for the node's contract.
 */
#ifndef KR_NODE_INTERNAL_H
#define KR_NODE_INTERNAL_H

#include "node/node.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/kraft.h"
#include "kwire/compress.h"
#include "kwire/frame.h"
#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/msg/describe_quorum_response.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/fetch_response.h"
#include "kwire/msg/list_offsets_request.h"
#include "kwire/msg/list_offsets_response.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/metadata_response.h"
#include "kwire/msg/produce_request.h"
#include "kwire/msg/produce_response.h"
#include "kwire/protocol_errors.h"
#include "kwire/records.h"
#include "storage/log.h"
#include "storage/quorum_state.h"
#include "wire/wire.h"

#define API_PRODUCE 0
#define API_FETCH 1
#define API_LIST_OFFSETS 2
#define API_METADATA 3
#define API_API_VERSIONS 18

#define STALL_MS 10000            /* partial frame or unsent output */
#define MAX_OUT_BYTES (256u << 20) /* a reader this far behind is dropped */
#define MAX_FETCH_WAIT_MS 30000
#define SHUTDOWN_GRACE_MS 1000
#define FAULT_POLL_MS 100

/* The APIs served (ApiVersions lists them; dispatch.c serves them). */
extern const int16_t kr__node_served_apis[];
extern const size_t kr__node_n_served_apis;

struct inflight {
	int32_t corr;
	int16_t api_key;
	int16_t version;
	uint32_t request_id;
	int64_t sent_ms;
};

struct conn {
	int fd;
	uint64_t id;
	bool outbound;
	bool connecting;
	int32_t peer_id;       /* outbound: the voter; inbound: -1 */
	struct kw_frame_reader fr;
	uint8_t *out;
	size_t out_len, out_off, out_cap;
	int64_t last_progress_ms; /* last read of a frame byte / write */
	struct inflight *infl;
	size_t n_infl, cap_infl;
	int32_t next_corr;
	struct conn *next;
};

/* An inbound Raft request handed to the core, waiting for its response. */
struct pending_rpc {
	uint32_t request_id;
	uint64_t conn_id;
	int32_t corr;
	int16_t api_key;
	int16_t version;
};

/* A Produce waiting for its records to be committed (acks=-1). */
struct pending_produce {
	uint64_t conn_id;
	int32_t corr;
	int16_t version;
	int32_t epoch;
	int64_t base_offset;
	int64_t last_offset;
	int64_t deadline_ms;
};

/* A consumer Fetch waiting for data (long poll). */
struct parked_fetch {
	uint64_t conn_id;
	int32_t corr;
	int16_t version;
	uint8_t *body;
	size_t len;
	int64_t deadline_ms;
};

struct readbuf {
	uint8_t *p;
};

struct node {
	const struct kr_node_config *cfg;
	const struct kr_meta *meta;
	char log_dir[KR_NODE_PATH_MAX + 64];
	struct kr_log *log;
	struct kr_core *core;
	int ep, lfd, efd, sfd;
	struct conn *conns;
	uint64_t next_conn_id;
	struct conn *peers[KR_MAX_VOTERS];
	int64_t peer_backoff_until[KR_MAX_VOTERS];
	uint32_t next_request_id;
	struct pending_rpc *rpcs;
	size_t n_rpcs, cap_rpcs;
	struct pending_produce *prods;
	size_t n_prods, cap_prods;
	struct parked_fetch *parked;
	size_t n_parked, cap_parked;
	struct readbuf *rbufs;
	size_t n_rbufs, cap_rbufs;
	int64_t next_deadline_ms;
	int64_t hw;
	/* last logged state */
	enum kr_state l_state;
	int32_t l_epoch, l_leader;
	/* flush worker */
	pthread_t worker;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	bool flush_wanted, flush_busy, worker_stop;
	int flush_rc;
	int64_t flush_result;
	struct kw_error flush_err;
	bool flush_in_flight;   /* main thread's view */
	bool flush_again;       /* another request came while one ran */
	/* Vote requests that could not be sent (a pre-vote; the Vote
	 * version spoken has no PreVote): answered to the core with
	 * UNSUPPORTED_VERSION once the current update is carried out */
	struct kr_msg refused_votes[KR_MAX_VOTERS];
	int n_refused_votes;
	/* quorum-state writer (its own thread, under mu) */
	pthread_t qs_thread;
	pthread_cond_t qs_cv;
	int qfd;                /* eventfd: a write finished */
	bool qs_wanted, qs_stop;
	struct kr_quorum_state_data qs_data; /* the newest state to write */
	uint64_t qs_want_seq;   /* its core sequence number */
	uint64_t qs_done_seq;   /* the last one durable */
	int qs_rc;              /* first failure, or 0 */
	struct kw_error qs_err;
	uint64_t qs_reported;   /* main thread: last seq fed to the core */
	/* shutdown */
	int signals;
	int64_t shutdown_deadline_ms;
	/* fault hook */
	int64_t fault_next_check_ms;
	struct timespec fault_mtime;
	off_t fault_size;
	bool fault_drop[KR_MAX_VOTERS];
	int32_t fault_ids[KR_MAX_VOTERS];
	int n_fault_ids;
	/* scratch */
	int64_t last_noisy_ms; /* noisy_logf */
	struct kw_arena arena;
	int fatal;
};

static inline int64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static inline int64_t wall_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static inline int voter_index(const struct node *n, int32_t id)
{
	for (int32_t i = 0; i < n->cfg->n_voters; i++)
		if (n->cfg->voters[i].id == id)
			return (int)i;
	return -1;
}

static inline bool fault_dropped(const struct node *n, int32_t id)
{
	for (int i = 0; i < n->n_fault_ids; i++)
		if (n->fault_ids[i] == id)
			return true;
	return false;
}

__attribute__((format(printf, 2, 3))) void kr__node_logf(struct node *n, const char *fmt, ...);

/* Errors caused by peers or clients: at most one line per second, so a
 * misbehaving client cannot flood the log. */
#define noisy_logf(n, ...)                                                     \
	do {                                                                   \
		if (now_ms() - (n)->last_noisy_ms >= 1000) {                   \
			(n)->last_noisy_ms = now_ms();                         \
			kr__node_logf((n), __VA_ARGS__);                       \
		}                                                              \
	} while (0)

#define GROW(arr, count, cap)                                                      \
	do {                                                                       \
		if ((count) == (cap)) {                                            \
			size_t nc_ = (cap) ? (cap) * 2 : 8;                        \
			void *np_ = realloc((arr), nc_ * sizeof *(arr));           \
			if (!np_) {                                                \
				fprintf(stderr, "kwire node: out of memory\n");    \
				exit(1);                                           \
			}                                                          \
			(arr) = np_;                                               \
			(cap) = nc_;                                               \
		}                                                                  \
	} while (0)

/* conn.c: connections, framing, the listener */
struct conn *kr__node_conn_by_id(struct node *n, uint64_t id);
void kr__node_conn_close(struct node *n, struct conn *c);
void kr__node_conn_reap(struct node *n);
void kr__node_conn_send_frame(struct node *n, struct conn *c, const uint8_t *data,
			      size_t len);
struct conn *kr__node_peer_conn(struct node *n, int vi);
void kr__node_begin_response(struct kw_writer *w, struct kw_error *err, int16_t api_key,
			     int16_t version, int32_t corr);
void kr__node_finish_response(struct node *n, struct conn *c, struct kw_writer *w, int rc);
void kr__node_on_accept(struct node *n);
void kr__node_on_conn_event(struct node *n, struct conn *c, uint32_t events);
void kr__node_check_timeouts(struct node *n);

/* core_io.c: the Raft core, its updates, the flush and quorum-state threads */
void kr__node_free_readbufs(struct node *n);
int kr__node_core_log_read(void *ctx, int64_t offset, int32_t max_bytes,
			   struct kw_bytes *out, struct kw_error *err);
void *kr__node_flush_worker(void *arg);
void *kr__node_qs_worker(void *arg);
void kr__node_die(struct node *n, const char *what, int rc, const struct kw_error *err);
void kr__node_apply(struct node *n, const struct kr_update *u);
void kr__node_step(struct node *n, struct kr_event *ev);
void kr__node_on_flush_done(struct node *n);
void kr__node_on_qs_done(struct node *n);

/* raft_rpc.c: Raft messages to and from peers, DescribeQuorum */
void kr__node_send_msg(struct node *n, const struct kr_msg *m);
void kr__node_on_peer_response(struct node *n, struct conn *c, const uint8_t *p, size_t len);
void kr__node_serve_raft(struct node *n, struct conn *c, int16_t key, int16_t v, int32_t corr,
			 struct kw_reader *r);
void kr__node_serve_describe_quorum(struct node *n, struct conn *c, int16_t v, int32_t corr,
				    struct kw_reader *r);

/* kafka_api.c: the Kafka client APIs */
void kr__node_serve_api_versions(struct node *n, struct conn *c, int16_t v, int32_t corr,
				 struct kw_reader *r, bool unsupported);
void kr__node_serve_metadata(struct node *n, struct conn *c, int16_t v, int32_t corr,
			     struct kw_reader *r);
void kr__node_serve_list_offsets(struct node *n, struct conn *c, int16_t v, int32_t corr,
				 struct kw_reader *r);
void kr__node_serve_produce(struct node *n, struct conn *c, int16_t v, int32_t corr,
			    struct kw_reader *r);
void kr__node_serve_fetch(struct node *n, struct conn *c, int16_t v, int32_t corr,
			  struct kw_reader *r, const uint8_t *body, size_t len);
void kr__node_wake_parked(struct node *n, bool expired_only);
void kr__node_on_high_watermark(struct node *n);
void kr__node_expire_produces(struct node *n);

/* serve_alter_quorum.c: AlterQuorum (api key 10000) */
void kr__node_serve_alter_quorum(struct node *n, struct conn *c, int16_t v, int32_t corr,
				 struct kw_reader *r);
void kr__node_alter_quorum_done(struct node *n, const struct kr_update *u);

/* dispatch.c: the request dispatch */
void kr__node_on_request(struct node *n, struct conn *c, const uint8_t *p, size_t len);

#endif
