/*
 * node/node.c — the node's event loop: sockets, timers, the flush worker,
 * and the Kafka APIs served around the Raft core. See node.h.
 *
 * Connections. One listener accepts peers and clients alike. For each other
 * voter the node keeps one outbound connection that carries its requests
 * (correlation ids map responses back to the core's request ids); an
 * outbound connection whose oldest request is older than
 * controller.quorum.request.timeout.ms is closed, and reconnecting waits
 * controller.quorum.retry.backoff.ms. Inbound frames go through the
 * runtime's frame reader (socket.request.max.bytes); a frame that is too
 * large, a request that does not decode, an unknown api key, or a partial
 * frame stalled for STALL_MS closes that connection and nothing else.
 *
 * Requests from peers get a node-wide request id before they enter the core;
 * the core's response carries it back to the connection and correlation id
 * (the pending table below). A peer that went away meanwhile is forgotten.
 */
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

static const int16_t served_apis[] = {
	API_PRODUCE, API_FETCH, API_LIST_OFFSETS, API_METADATA, API_API_VERSIONS,
	KR_WIRE_API_VOTE, KR_WIRE_API_BEGIN_QUORUM_EPOCH, KR_WIRE_API_END_QUORUM_EPOCH,
	KR_WIRE_API_DESCRIBE_QUORUM,
};

/* ------------------------------------------------------------------ */
/* State                                                                */
/* ------------------------------------------------------------------ */

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

/* A replica's log directory id, as learnt from its Fetch (v17+). */
struct dir_id {
	int32_t replica_id;
	struct kw_uuid dir;
};
#define MAX_DIR_IDS (KR_MAX_VOTERS + KR_MAX_OBSERVERS)

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
	struct dir_id dir_ids[MAX_DIR_IDS];
	int n_dir_ids;
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
	struct kw_arena arena;
	int fatal;
};

static int64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int64_t wall_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

__attribute__((format(printf, 2, 3))) static void logf_(struct node *n, const char *fmt,
							 ...)
{
	char ts[32];
	struct timespec now;
	struct tm tm;
	clock_gettime(CLOCK_REALTIME, &now);
	gmtime_r(&now.tv_sec, &tm);
	strftime(ts, sizeof ts, "%Y-%m-%dT%H:%M:%S", &tm);
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (n->cfg->node_id == KR_NO_ID)
		fprintf(stderr, "%s.%03ldZ observer: %s\n", ts, now.tv_nsec / 1000000, line);
	else
		fprintf(stderr, "%s.%03ldZ node %d: %s\n", ts, now.tv_nsec / 1000000,
			(int)n->cfg->node_id, line);
}

/* Errors caused by peers or clients: at most one line per second, so a
 * misbehaving client cannot flood the log. */
static int64_t last_noisy_ms = -1000;
#define noisy_logf(n, ...)                                                     \
	do {                                                                   \
		if (now_ms() - last_noisy_ms >= 1000) {                        \
			last_noisy_ms = now_ms();                              \
			logf_((n), __VA_ARGS__);                               \
		}                                                              \
	} while (0)

static int voter_index(const struct node *n, int32_t id)
{
	for (int32_t i = 0; i < n->cfg->n_voters; i++)
		if (n->cfg->voters[i].id == id)
			return (int)i;
	return -1;
}

static bool fault_dropped(const struct node *n, int32_t id)
{
	for (int i = 0; i < n->n_fault_ids; i++)
		if (n->fault_ids[i] == id)
			return true;
	return false;
}

/* Notes replica id's directory id (a zero id is ignored). */
static void note_dir_id(struct node *n, int32_t id, const struct kw_uuid *dir)
{
	if (id < 0 || kw_uuid_is_zero(dir))
		return;
	int i;
	for (i = 0; i < n->n_dir_ids; i++)
		if (n->dir_ids[i].replica_id == id)
			break;
	if (i == n->n_dir_ids) {
		if (n->n_dir_ids == MAX_DIR_IDS)
			i = MAX_DIR_IDS - 1; /* full: the last slot is reused */
		else
			n->n_dir_ids++;
	}
	n->dir_ids[i] = (struct dir_id){ id, *dir };
}

/* The directory id of replica id (this node's own from meta.properties),
 * or the zero uuid when unknown. */
static struct kw_uuid dir_id_of(const struct node *n, int32_t id)
{
	if (id >= 0 && id == n->cfg->node_id)
		return n->meta->directory_id;
	for (int i = 0; i < n->n_dir_ids; i++)
		if (n->dir_ids[i].replica_id == id)
			return n->dir_ids[i].dir;
	return (struct kw_uuid){ { 0 } };
}

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

/* ------------------------------------------------------------------ */
/* Connections                                                          */
/* ------------------------------------------------------------------ */

static struct conn *conn_by_id(struct node *n, uint64_t id)
{
	for (struct conn *c = n->conns; c; c = c->next)
		if (c->id == id)
			return c;
	return NULL;
}

static void conn_update_events(struct node *n, struct conn *c)
{
	struct epoll_event ev = { 0 };
	ev.events = EPOLLIN | EPOLLRDHUP;
	if (c->connecting || c->out_off < c->out_len)
		ev.events |= EPOLLOUT;
	ev.data.ptr = c;
	epoll_ctl(n->ep, EPOLL_CTL_MOD, c->fd, &ev);
}

static struct conn *conn_new(struct node *n, int fd, bool outbound, int32_t peer)
{
	struct conn *c = calloc(1, sizeof *c);
	if (!c) {
		close(fd);
		return NULL;
	}
	c->fd = fd;
	c->id = ++n->next_conn_id;
	c->outbound = outbound;
	c->peer_id = peer;
	c->last_progress_ms = now_ms();
	c->next_corr = 1;
	kw_frame_reader_init(&c->fr, (size_t)n->cfg->max_frame_bytes);
	struct epoll_event ev = { 0 };
	ev.events = EPOLLIN | EPOLLRDHUP;
	ev.data.ptr = c;
	if (epoll_ctl(n->ep, EPOLL_CTL_ADD, fd, &ev) != 0) {
		kw_frame_reader_free(&c->fr);
		close(fd);
		free(c);
		return NULL;
	}
	c->next = n->conns;
	n->conns = c;
	return c;
}

static void conn_close(struct node *n, struct conn *c)
{
	epoll_ctl(n->ep, EPOLL_CTL_DEL, c->fd, NULL);
	close(c->fd);
	c->fd = -1; /* freed by conn_reap, so callers up the stack stay safe */
	for (size_t i = 0; i < n->n_rpcs;) {
		if (n->rpcs[i].conn_id == c->id)
			n->rpcs[i] = n->rpcs[--n->n_rpcs];
		else
			i++;
	}
	if (c->outbound) {
		int vi = voter_index(n, c->peer_id);
		if (vi >= 0 && n->peers[vi] == c) {
			n->peers[vi] = NULL;
			n->peer_backoff_until[vi] = now_ms() + n->cfg->retry_backoff_ms;
		}
	}
}

static void conn_reap(struct node *n)
{
	struct conn **pp = &n->conns;
	while (*pp) {
		struct conn *c = *pp;
		if (c->fd >= 0) {
			pp = &c->next;
			continue;
		}
		*pp = c->next;
		kw_frame_reader_free(&c->fr);
		free(c->out);
		free(c->infl);
		free(c);
	}
}

static void conn_flush(struct node *n, struct conn *c)
{
	if (c->fd < 0 || c->connecting)
		return;
	while (c->out_off < c->out_len) {
		ssize_t w = send(c->fd, c->out + c->out_off, c->out_len - c->out_off,
				 MSG_NOSIGNAL);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN || errno == EWOULDBLOCK)
				break;
			conn_close(n, c);
			return;
		}
		c->out_off += (size_t)w;
		c->last_progress_ms = now_ms();
	}
	if (c->out_off == c->out_len)
		c->out_off = c->out_len = 0;
	conn_update_events(n, c);
}

/* Appends one frame (4-byte size, then data) to c's output. */
static void conn_send_frame(struct node *n, struct conn *c, const uint8_t *data,
			    size_t len)
{
	if (c->fd < 0)
		return;
	if (c->out_len - c->out_off + len > MAX_OUT_BYTES) {
		conn_close(n, c);
		return;
	}
	if (c->out_off > 0 && c->out_off == c->out_len)
		c->out_off = c->out_len = 0;
	if (c->out_len + len + 4 > c->out_cap) {
		if (c->out_off > 0) {
			memmove(c->out, c->out + c->out_off, c->out_len - c->out_off);
			c->out_len -= c->out_off;
			c->out_off = 0;
		}
		size_t need = c->out_len + len + 4;
		size_t cap = c->out_cap ? c->out_cap : 4096;
		while (cap < need)
			cap *= 2;
		uint8_t *p = realloc(c->out, cap);
		if (!p) {
			conn_close(n, c);
			return;
		}
		c->out = p;
		c->out_cap = cap;
	}
	if (c->out_off == c->out_len)
		c->last_progress_ms = now_ms();
	kw_frame_put_size(c->out + c->out_len, (int32_t)len);
	memcpy(c->out + c->out_len + 4, data, len);
	c->out_len += len + 4;
	conn_flush(n, c);
}

/* The outbound connection to voter vi, connecting if needed; NULL while
 * backing off or when the connect fails at once. */
static struct conn *peer_conn(struct node *n, int vi)
{
	if (n->peers[vi])
		return n->peers[vi];
	int64_t now = now_ms();
	if (now < n->peer_backoff_until[vi])
		return NULL;
	const struct kr_node_endpoint *ep = &n->cfg->voters[vi];
	struct addrinfo hints = { 0 }, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_NUMERICSERV;
	char port[8];
	snprintf(port, sizeof port, "%u", (unsigned)ep->port);
	if (getaddrinfo(ep->host, port, &hints, &res) != 0 || !res) {
		n->peer_backoff_until[vi] = now + n->cfg->retry_backoff_ms;
		return NULL;
	}
	int fd = socket(res->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		freeaddrinfo(res);
		return NULL;
	}
	int one = 1;
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	int rc = connect(fd, res->ai_addr, res->ai_addrlen);
	freeaddrinfo(res);
	if (rc != 0 && errno != EINPROGRESS) {
		close(fd);
		n->peer_backoff_until[vi] = now + n->cfg->retry_backoff_ms;
		return NULL;
	}
	struct conn *c = conn_new(n, fd, true, ep->id);
	if (!c)
		return NULL;
	c->connecting = rc != 0;
	n->peers[vi] = c;
	conn_update_events(n, c);
	return c;
}

/* ------------------------------------------------------------------ */
/* Framing helpers                                                      */
/* ------------------------------------------------------------------ */

/* Starts a response: header for (api_key, version, corr). */
static void begin_response(struct kw_writer *w, struct kw_error *err, int16_t api_key,
			   int16_t version, int32_t corr)
{
	kw_error_clear(err);
	if (kw_writer_init_growable(w, 512, err) != 0)
		return;
	const struct kw_api *api = kw_api_by_key(api_key);
	struct kw_rpc_response_header h;
	memset(&h, 0, sizeof h);
	h.correlation_id = corr;
	int16_t hv = api ? kw_api_response_header_version(api, version) : 0;
	if (api && (version < api->min_version || version > api->max_version))
		hv = 0;
	kw_rpc_response_header_encode(&h, hv, w);
}

static void finish_response(struct node *n, struct conn *c, struct kw_writer *w, int rc)
{
	if (rc == 0 && kw_writer_ok(w))
		conn_send_frame(n, c, w->buf, w->pos);
	else if (c->fd >= 0) {
		char buf[512];
		noisy_logf(n, "cannot encode a response: %s",
		      kw_error_format(w->err, buf, sizeof buf));
		conn_close(n, c);
	}
	kw_writer_release(w);
}

/* ------------------------------------------------------------------ */
/* Core plumbing                                                        */
/* ------------------------------------------------------------------ */

static void free_readbufs(struct node *n)
{
	for (size_t i = 0; i < n->n_rbufs; i++)
		free(n->rbufs[i].p);
	n->n_rbufs = 0;
}

static int core_log_read(void *ctx, int64_t offset, int32_t max_bytes,
			 struct kw_bytes *out)
{
	struct node *n = ctx;
	*out = (struct kw_bytes){ NULL, 0 };
	if (offset >= kr_log_end_offset(n->log))
		return 0;
	struct kr_log_slice s;
	struct kw_error err;
	kw_error_clear(&err);
	if (kr_log_read(n->log, offset, INT64_MAX, (size_t)(max_bytes > 0 ? max_bytes : 1),
			&s, &err) != 0)
		return -1;
	if (s.length == 0)
		return 0;
	uint8_t *p = malloc(s.length);
	if (!p)
		return -1;
	if (kr_log_slice_copy(n->log, &s, p, &err) != 0) {
		free(p);
		return -1;
	}
	GROW(n->rbufs, n->n_rbufs, n->cap_rbufs);
	n->rbufs[n->n_rbufs++].p = p;
	*out = (struct kw_bytes){ p, (int32_t)s.length };
	return 0;
}

static void *flush_worker(void *arg)
{
	struct node *n = arg;
	pthread_mutex_lock(&n->mu);
	for (;;) {
		while (!n->flush_wanted && !n->worker_stop)
			pthread_cond_wait(&n->cv, &n->mu);
		if (!n->flush_wanted && n->worker_stop)
			break;
		n->flush_wanted = false;
		n->flush_busy = true;
		pthread_mutex_unlock(&n->mu);
		int64_t flushed = -1;
		struct kw_error err;
		kw_error_clear(&err);
		int rc = kr_log_flush(n->log, &flushed, &err);
		pthread_mutex_lock(&n->mu);
		n->flush_busy = false;
		n->flush_rc = rc;
		n->flush_result = flushed;
		n->flush_err = err;
		uint64_t one = 1;
		if (write(n->efd, &one, sizeof one) < 0) {
			/* the eventfd counter cannot overflow here */
		}
		pthread_cond_broadcast(&n->cv);
	}
	pthread_mutex_unlock(&n->mu);
	return NULL;
}

static void request_flush(struct node *n)
{
	if (n->flush_in_flight) {
		n->flush_again = true;
		return;
	}
	n->flush_in_flight = true;
	pthread_mutex_lock(&n->mu);
	n->flush_wanted = true;
	pthread_cond_signal(&n->cv);
	pthread_mutex_unlock(&n->mu);
}

/*
 * The quorum-state writer: writes the newest state it was handed (temp
 * file, fsync, rename, directory fsync) and reports the sequence number
 * through qfd. Writes are ordered and may be coalesced: a state handed
 * over while another is being written replaces any older one still
 * waiting, and its completion completes the older sequence numbers too
 * (the core's contract). Off the loop thread, so the loop keeps serving
 * while the disk syncs; the core withholds every message that depends on
 * a write until its completion event, so the order persist-then-send holds.
 */
static void *qs_worker(void *arg)
{
	struct node *n = arg;
	pthread_mutex_lock(&n->mu);
	for (;;) {
		while (!n->qs_wanted && !n->qs_stop)
			pthread_cond_wait(&n->qs_cv, &n->mu);
		if (!n->qs_wanted)
			break; /* stopping, nothing left to write */
		struct kr_quorum_state_data d = n->qs_data;
		uint64_t seq = n->qs_want_seq;
		n->qs_wanted = false;
		pthread_mutex_unlock(&n->mu);
		if (n->cfg->fault_qs_delay_ms > 0) {
			struct timespec ts = { n->cfg->fault_qs_delay_ms / 1000,
					       (long)(n->cfg->fault_qs_delay_ms % 1000) * 1000000L };
			while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
			}
		}
		struct kw_error err;
		kw_error_clear(&err);
		int rc = kr_quorum_state_write(n->log_dir, NULL, &d, &err);
		pthread_mutex_lock(&n->mu);
		if (rc != 0 && n->qs_rc == 0) {
			n->qs_rc = rc;
			n->qs_err = err;
		} else if (rc == 0) {
			n->qs_done_seq = seq;
		}
		uint64_t one = 1;
		if (write(n->qfd, &one, sizeof one) < 0) {
			/* the eventfd counter cannot overflow here */
		}
	}
	pthread_mutex_unlock(&n->mu);
	return NULL;
}

static void request_qs_write(struct node *n, const struct kr_quorum_state_data *d,
			     uint64_t seq)
{
	pthread_mutex_lock(&n->mu);
	n->qs_data = *d;
	n->qs_want_seq = seq;
	n->qs_wanted = true;
	pthread_cond_signal(&n->qs_cv);
	pthread_mutex_unlock(&n->mu);
}

static void step(struct node *n, struct kr_event *ev);

static void log_state(struct node *n)
{
	enum kr_state s = kr_core_state(n->core);
	int32_t e = kr_core_epoch(n->core), l = kr_core_leader(n->core);
	if (s == n->l_state && e == n->l_epoch && l == n->l_leader)
		return;
	n->l_state = s;
	n->l_epoch = e;
	n->l_leader = l;
	if (l >= 0)
		logf_(n, "epoch %d, leader %d, state %s", (int)e, (int)l, kr_state_name(s));
	else
		logf_(n, "epoch %d, no leader, state %s", (int)e, kr_state_name(s));
}

static void send_msg(struct node *n, const struct kr_msg *m);
static void on_high_watermark(struct node *n);

static void die(struct node *n, const char *what, int rc, const struct kw_error *err)
{
	char buf[512] = "";
	if (err && err->code)
		kw_error_format(err, buf, sizeof buf);
	logf_(n, "fatal: %s: %s%s%s", what, kr_storage_strerror(rc), buf[0] ? ": " : "", buf);
	n->fatal = 1;
}

static void apply(struct node *n, const struct kr_update *u)
{
	struct kw_error err;
	if (u->fatal) {
		logf_(n, "fatal: the Raft core stopped: %s", kr_strerror(u->fatal));
		n->fatal = 1;
		return;
	}
	/* 1. log writes */
	for (size_t i = 0; i < u->n_log_ops; i++) {
		const struct kr_log_op *op = &u->log_ops[i];
		kw_error_clear(&err);
		int rc;
		if (op->type == KR_LOG_TRUNCATE) {
			rc = kr_log_truncate(n->log, op->offset, NULL, &err);
			if (rc == 0)
				logf_(n, "log truncated to offset %" PRId64, op->offset);
		} else {
			rc = kr_log_append_follower(n->log, op->batch.data.ptr,
						    (size_t)op->batch.data.len, NULL, &err);
		}
		if (rc != 0) {
			die(n, op->type == KR_LOG_TRUNCATE ? "log truncate" : "log append",
			    rc, &err);
			return;
		}
	}
	/* 2. flush */
	if (u->flush_offset >= 0) {
		if (n->cfg->fsync)
			request_flush(n);
		else
			n->flush_again = true; /* reported below, no sync */
	}
	/* 3. quorum state: handed to its writer thread; the core withholds
	 * what depends on it until on_qs_done reports it durable */
	if (u->persist_quorum_state) {
		struct kr_quorum_state_data d;
		kr_quorum_state_init(&d, 0);
		d.leader_id = u->quorum_state.leader_id;
		d.leader_epoch = u->quorum_state.epoch;
		d.voted_id = u->quorum_state.voted_id;
		d.current_voter_count = n->cfg->n_voters;
		for (int32_t i = 0; i < n->cfg->n_voters; i++)
			d.current_voters[i] = n->cfg->voters[i].id;
		request_qs_write(n, &d, u->qs_seq);
	}
	/* 4. messages */
	for (size_t i = 0; i < u->n_msgs; i++)
		send_msg(n, &u->msgs[i]);
	/* 6. leadership, 7. deadline */
	n->next_deadline_ms = u->next_deadline_ms;
	int64_t hw = u->high_watermark;
	if (hw > n->hw) {
		if (hw > kr_log_end_offset(n->log))
			hw = kr_log_end_offset(n->log);
		if (hw > n->hw && kr_log_set_high_watermark(n->log, hw) == 0)
			n->hw = hw;
		on_high_watermark(n);
	}
	log_state(n);
	if (!n->cfg->fsync && n->flush_again && !n->fatal) {
		n->flush_again = false;
		struct kr_event ev = { .type = KR_EVENT_LOG_FLUSHED, .now_ms = now_ms() };
		ev.u.flushed_offset = kr_log_end_offset(n->log);
		step(n, &ev);
	}
}

static int step_rc(struct node *n, struct kr_event *ev)
{
	if (n->fatal)
		return KR_ERR_STOPPED;
	const struct kr_update *u;
	kw_arena_reset(&n->arena);
	int rc = kr_step(n->core, ev, &u);
	if (rc == KR_ERR_NOMEM || rc == KR_ERR_STOPPED) {
		logf_(n, "fatal: the Raft core failed: %s", kr_strerror(rc));
		n->fatal = 1;
		return rc;
	}
	apply(n, u);
	free_readbufs(n);
	return rc;
}

static void step(struct node *n, struct kr_event *ev)
{
	(void)step_rc(n, ev);
}

static void on_flush_done(struct node *n)
{
	uint64_t v;
	if (read(n->efd, &v, sizeof v) < 0)
		return;
	pthread_mutex_lock(&n->mu);
	int rc = n->flush_rc;
	int64_t flushed = n->flush_result;
	struct kw_error err = n->flush_err;
	pthread_mutex_unlock(&n->mu);
	n->flush_in_flight = false;
	if (rc != 0) {
		die(n, "log flush", rc, &err);
		return;
	}
	if (n->flush_again) {
		n->flush_again = false;
		request_flush(n);
	}
	struct kr_event ev = { .type = KR_EVENT_LOG_FLUSHED, .now_ms = now_ms() };
	ev.u.flushed_offset = flushed;
	step(n, &ev);
}

static void on_qs_done(struct node *n)
{
	uint64_t v;
	if (read(n->qfd, &v, sizeof v) < 0)
		return;
	pthread_mutex_lock(&n->mu);
	int rc = n->qs_rc;
	uint64_t seq = n->qs_done_seq;
	struct kw_error err = n->qs_err;
	pthread_mutex_unlock(&n->mu);
	if (rc != 0) {
		die(n, "quorum-state write", rc, &err);
		return;
	}
	if (seq <= n->qs_reported)
		return;
	n->qs_reported = seq;
	struct kr_event ev = { .type = KR_EVENT_QUORUM_STATE_PERSISTED, .now_ms = now_ms() };
	ev.u.qs_seq = seq;
	step(n, &ev);
}

/* ------------------------------------------------------------------ */
/* Raft messages out                                                    */
/* ------------------------------------------------------------------ */

/*
 * A Fetch request body (v17+) carrying this node's directory id as
 * ReplicaDirectoryId, which the wire adapter leaves zero: encoded by the
 * adapter into scratch memory, decoded, completed and encoded into w.
 */
static int encode_fetch_with_dir_id(struct node *n, const struct kr_msg *m, int16_t v,
				    struct kw_writer *w)
{
	struct kw_error err;
	struct kw_writer tmp;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&tmp, 256, &err) != 0)
		return err.code;
	int rc = kr_wire_encode(m, v, &n->arena, &tmp);
	if (rc == 0 && kw_writer_ok(&tmp)) {
		struct kw_fetch_request req;
		struct kw_reader r;
		kw_reader_init(&r, tmp.buf, tmp.pos, &err);
		rc = kw_fetch_request_decode(&req, v, &r, &n->arena);
		if (rc == 0) {
			for (int32_t i = 0; i < req.topics_count; i++)
				for (int32_t j = 0; j < req.topics[i].partitions_count; j++)
					req.topics[i].partitions[j].replica_directory_id =
						n->meta->directory_id;
			rc = kw_fetch_request_encode(&req, v, w);
		}
	} else if (rc == 0) {
		rc = err.code;
	}
	kw_writer_release(&tmp);
	return rc;
}

static void send_msg(struct node *n, const struct kr_msg *m)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	int16_t key = kr_wire_api_key(m->type);
	if (kr_wire_is_response(m->type)) {
		struct pending_rpc p;
		size_t i;
		for (i = 0; i < n->n_rpcs; i++)
			if (n->rpcs[i].request_id == m->request_id)
				break;
		if (i == n->n_rpcs)
			return;
		p = n->rpcs[i];
		n->rpcs[i] = n->rpcs[--n->n_rpcs];
		struct conn *c = conn_by_id(n, p.conn_id);
		if (!c || c->fd < 0)
			return;
		begin_response(&w, &err, p.api_key, p.version, p.corr);
		int rc = kr_wire_encode(m, p.version, &n->arena, &w);
		finish_response(n, c, &w, rc);
		return;
	}
	int vi = voter_index(n, m->to);
	if (vi < 0 || m->to == n->cfg->node_id || fault_dropped(n, m->to))
		return;
	struct conn *c = peer_conn(n, vi);
	if (!c)
		return;
	int16_t v = kr_wire_send_version(key);
	const struct kw_api *api = kw_api_by_key(key);
	if (kw_writer_init_growable(&w, 256, &err) != 0)
		return;
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = v;
	h.correlation_id = c->next_corr++;
	char client[32];
	snprintf(client, sizeof client, "kwire-node-%d", (int)n->cfg->node_id);
	h.client_id = kw_str_from_cstr(client);
	kw_rpc_request_header_encode(&h, kw_api_request_header_version(api, v), &w);
	int rc = key == KR_WIRE_API_FETCH && v >= 17 ? encode_fetch_with_dir_id(n, m, v, &w)
						     : kr_wire_encode(m, v, &n->arena, &w);
	if (rc == 0 && kw_writer_ok(&w)) {
		GROW(c->infl, c->n_infl, c->cap_infl);
		c->infl[c->n_infl++] = (struct inflight){ h.correlation_id, key, v,
							  m->request_id, now_ms() };
		conn_send_frame(n, c, w.buf, w.pos);
	} else {
		char buf[512];
		noisy_logf(n, "cannot encode %s: %s", kr_msg_type_name(m->type),
		      kw_error_format(&err, buf, sizeof buf));
	}
	kw_writer_release(&w);
}

/* A response frame on an outbound connection. */
static void on_peer_response(struct node *n, struct conn *c, const uint8_t *p, size_t len)
{
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, p, len, &err);
	int32_t corr = kw_reader_read_i32(&r);
	if (!kw_reader_ok(&r)) {
		conn_close(n, c);
		return;
	}
	size_t i;
	for (i = 0; i < c->n_infl; i++)
		if (c->infl[i].corr == corr)
			break;
	if (i == c->n_infl) {
		conn_close(n, c); /* a response we never asked for */
		return;
	}
	struct inflight f = c->infl[i];
	memmove(&c->infl[i], &c->infl[i + 1], (c->n_infl - i - 1) * sizeof *c->infl);
	c->n_infl--;
	const struct kw_api *api = kw_api_by_key(f.api_key);
	kw_reader_init(&r, p, len, &err);
	struct kw_rpc_response_header h;
	kw_arena_reset(&n->arena);
	if (kw_rpc_response_header_decode(&h, kw_api_response_header_version(api, f.version),
					  &r, &n->arena) != 0) {
		conn_close(n, c);
		return;
	}
	if (fault_dropped(n, c->peer_id))
		return;
	struct kr_msg m;
	int rc = kr_wire_decode_response(f.api_key, f.version, &r, &n->arena, &m);
	if (rc != 0) {
		char buf[512];
		noisy_logf(n, "bad response from %d: %s", (int)c->peer_id,
		      kw_error_format(&err, buf, sizeof buf));
		conn_close(n, c);
		return;
	}
	m.from = c->peer_id;
	m.to = n->cfg->node_id;
	m.request_id = f.request_id;
	struct kr_event ev = { .type = KR_EVENT_RECEIVE, .now_ms = now_ms() };
	ev.u.msg = &m;
	step(n, &ev);
}

/* ------------------------------------------------------------------ */
/* Serving: Raft requests                                               */
/* ------------------------------------------------------------------ */

static void serve_raft(struct node *n, struct conn *c, int16_t key, int16_t v, int32_t corr,
		       struct kw_reader *r)
{
	struct kr_msg m;
	struct kw_writer w;
	struct kw_error err;
	int rc = kr_wire_decode_request(key, v, r, &n->arena, &m);
	if (rc == KR_WIRE_ERR_WRONG_PARTITION) {
		begin_response(&w, &err, key, v, corr);
		rc = kr_wire_encode_error_response(key, v, KW_PERR_INVALID_REQUEST,
						   &n->arena, &w);
		finish_response(n, c, &w, rc);
		return;
	}
	if (rc != 0) {
		conn_close(n, c);
		return;
	}
	int32_t from;
	switch (m.type) {
	case KR_MSG_VOTE_REQUEST:
		from = m.u.vote_req.candidate_id;
		break;
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
		from = m.u.begin_req.leader_id;
		break;
	case KR_MSG_END_QUORUM_EPOCH_REQUEST:
		from = m.u.end_req.leader_id;
		break;
	default:
		from = m.u.fetch_req.replica_id;
		break;
	}
	if (from < 0) /* an observer without an id: a transport handle */
		from = -2 - (int32_t)(c->id % 1000000);
	if (fault_dropped(n, from))
		return;
	m.from = from;
	m.to = n->cfg->node_id;
	m.request_id = ++n->next_request_id;
	GROW(n->rpcs, n->n_rpcs, n->cap_rpcs);
	n->rpcs[n->n_rpcs++] = (struct pending_rpc){ m.request_id, c->id, corr, key, v };
	struct kr_event ev = { .type = KR_EVENT_RECEIVE, .now_ms = now_ms() };
	ev.u.msg = &m;
	step(n, &ev);
}

static void serve_describe_quorum(struct node *n, struct conn *c, int16_t v, int32_t corr,
				  struct kw_reader *r)
{
	struct kw_writer w;
	struct kw_error err;
	int rc = kr_wire_check_describe_quorum(v, r, &n->arena);
	if (rc != 0 && rc != KR_WIRE_ERR_WRONG_PARTITION) {
		conn_close(n, c);
		return;
	}
	begin_response(&w, &err, KR_WIRE_API_DESCRIBE_QUORUM, v, corr);
	if (rc == KR_WIRE_ERR_WRONG_PARTITION) {
		rc = kr_wire_encode_error_response(KR_WIRE_API_DESCRIBE_QUORUM, v,
						   KW_PERR_INVALID_REQUEST, &n->arena, &w);
		finish_response(n, c, &w, rc);
		return;
	}
	struct kr_quorum_info info;
	int64_t mono = now_ms(), off = wall_ms() - mono;
	kr_core_describe_quorum(n->core, mono, &info);
	struct kr_replica_info *lists[2] = { info.voters, info.observers };
	int32_t counts[2] = { info.n_voters, info.n_observers };
	for (int l = 0; l < 2; l++)
		for (int32_t i = 0; i < counts[l]; i++) {
			if (lists[l][i].last_fetch_timestamp >= 0)
				lists[l][i].last_fetch_timestamp += off;
			if (lists[l][i].last_caught_up_timestamp >= 0)
				lists[l][i].last_caught_up_timestamp += off;
		}
	struct kr_wire_node nodes[KR_MAX_VOTERS];
	for (int32_t i = 0; i < n->cfg->n_voters; i++)
		nodes[i] = (struct kr_wire_node){ n->cfg->voters[i].id, n->cfg->voters[i].host,
						  n->cfg->voters[i].port };
	if (v < 2) {
		rc = kr_wire_encode_describe_quorum(&info, nodes, (size_t)n->cfg->n_voters, v,
						    &n->arena, &w);
		finish_response(n, c, &w, rc);
		return;
	}
	/* v2 carries ReplicaDirectoryId, which the wire adapter leaves zero:
	 * the body is built by the adapter in scratch memory, decoded, given
	 * the directory ids this node knows (its own; the others' from their
	 * Fetch requests) and encoded after the header. */
	struct kw_writer tmp;
	struct kw_error terr;
	kw_error_clear(&terr);
	rc = kw_writer_init_growable(&tmp, 512, &terr);
	if (rc == 0)
		rc = kr_wire_encode_describe_quorum(&info, nodes, (size_t)n->cfg->n_voters, v,
						    &n->arena, &tmp);
	if (rc == 0 && !kw_writer_ok(&tmp))
		rc = terr.code;
	struct kw_describe_quorum_response dq;
	if (rc == 0) {
		struct kw_reader dr;
		kw_reader_init(&dr, tmp.buf, tmp.pos, &terr);
		rc = kw_describe_quorum_response_decode(&dq, v, &dr, &n->arena);
	}
	if (rc == 0) {
		for (int32_t t = 0; t < dq.topics_count; t++)
			for (int32_t pi = 0; pi < dq.topics[t].partitions_count; pi++) {
				struct kw_describe_quorum_response_partition_data *pd =
					&dq.topics[t].partitions[pi];
				for (int32_t i = 0; i < pd->current_voters_count; i++)
					pd->current_voters[i].replica_directory_id = dir_id_of(
						n, pd->current_voters[i].replica_id);
				for (int32_t i = 0; i < pd->observers_count; i++)
					pd->observers[i].replica_directory_id =
						dir_id_of(n, pd->observers[i].replica_id);
			}
		rc = kw_describe_quorum_response_encode(&dq, v, &w);
	}
	finish_response(n, c, &w, rc);
	kw_writer_release(&tmp);
}

/* ------------------------------------------------------------------ */
/* Serving: Kafka client APIs                                           */
/* ------------------------------------------------------------------ */

static bool is_metadata_topic(struct kw_str name)
{
	return kw_str_equal(name, KW_STR_LIT(KR_WIRE_TOPIC));
}

static void serve_api_versions(struct node *n, struct conn *c, int16_t v, int32_t corr,
			       struct kw_reader *r, bool unsupported)
{
	struct kw_writer w;
	struct kw_error err;
	struct kw_api_versions_response m;
	struct kw_api_versions_response_api_version keys[16];
	kw_api_versions_response_init(&m);
	size_t nk = 0;
	if (unsupported) {
		/* KIP-511: answer v0 with the ApiVersions range only. */
		const struct kw_api *api = kw_api_by_key(API_API_VERSIONS);
		kw_api_versions_response_api_version_init(&keys[0]);
		keys[0].api_key = API_API_VERSIONS;
		keys[0].min_version = api->min_version;
		keys[0].max_version = kw_api_highest_version(api, false);
		nk = 1;
		m.error_code = KW_PERR_UNSUPPORTED_VERSION;
		v = 0;
	} else {
		struct kw_api_versions_request req;
		if (kw_api_versions_request_decode(&req, v, r, &n->arena) != 0) {
			conn_close(n, c);
			return;
		}
		for (size_t i = 0; i < sizeof served_apis / sizeof served_apis[0]; i++) {
			const struct kw_api *api = kw_api_by_key(served_apis[i]);
			if (!api)
				continue;
			kw_api_versions_response_api_version_init(&keys[nk]);
			keys[nk].api_key = api->api_key;
			keys[nk].min_version = api->min_version;
			keys[nk].max_version = kw_api_highest_version(api, false);
			nk++;
		}
	}
	m.api_keys = keys;
	m.api_keys_count = (int32_t)nk;
	begin_response(&w, &err, API_API_VERSIONS, v, corr);
	int rc = kw_api_versions_response_encode(&m, v, &w);
	finish_response(n, c, &w, rc);
}

static void serve_metadata(struct node *n, struct conn *c, int16_t v, int32_t corr,
			   struct kw_reader *r)
{
	struct kw_metadata_request req;
	if (kw_metadata_request_decode(&req, v, r, &n->arena) != 0) {
		conn_close(n, c);
		return;
	}
	struct kw_metadata_response m;
	kw_metadata_response_init(&m);
	int32_t nv = n->cfg->n_voters;
	struct kw_metadata_response_metadata_response_broker brokers[KR_MAX_VOTERS];
	int32_t ids[KR_MAX_VOTERS];
	for (int32_t i = 0; i < nv; i++) {
		kw_metadata_response_metadata_response_broker_init(&brokers[i]);
		brokers[i].node_id = n->cfg->voters[i].id;
		brokers[i].host = kw_str_from_cstr(n->cfg->voters[i].host);
		brokers[i].port = n->cfg->voters[i].port;
		brokers[i].rack = KW_STR_NULL;
		ids[i] = n->cfg->voters[i].id;
	}
	m.brokers = brokers;
	m.brokers_count = nv;
	m.cluster_id = kw_str_from_cstr(n->meta->cluster_id);
	int32_t leader = kr_core_leader(n->core);
	if (kr_core_state(n->core) == KR_STATE_RESIGNED)
		leader = -1;
	m.controller_id = leader;

	/* Topics asked for: null (v1+) or empty (v0) means all. */
	int32_t nt = req.topics_count;
	bool all = nt < 0 || (v == 0 && nt == 0);
	size_t cap = all ? 1 : (size_t)nt;
	struct kw_metadata_response_metadata_response_topic *topics =
		kw_arena_calloc(&n->arena, cap + 1, sizeof *topics);
	struct kw_metadata_response_metadata_response_partition part;
	if (!topics) {
		conn_close(n, c);
		return;
	}
	kw_metadata_response_metadata_response_partition_init(&part);
	part.partition_index = 0;
	part.leader_id = leader;
	part.leader_epoch = kr_core_epoch(n->core);
	part.error_code = leader < 0 ? KW_PERR_LEADER_NOT_AVAILABLE : 0;
	part.replica_nodes = ids;
	part.replica_nodes_count = nv;
	part.isr_nodes = ids;
	part.isr_nodes_count = nv;
	part.offline_replicas_count = 0;
	size_t k = 0;
	for (size_t i = 0; i < cap; i++) {
		struct kw_metadata_response_metadata_response_topic *t = &topics[k++];
		kw_metadata_response_metadata_response_topic_init(t);
		bool ours = all;
		if (!all) {
			const struct kw_metadata_request_metadata_request_topic *q = &req.topics[i];
			ours = (!kw_str_is_null(q->name) && is_metadata_topic(q->name)) ||
			       (kw_str_is_null(q->name) &&
				kw_uuid_equal(&q->topic_id, &kr_wire_topic_id));
			t->name = q->name;
			t->topic_id = q->topic_id;
		}
		if (ours) {
			t->name = KW_STR_LIT(KR_WIRE_TOPIC);
			t->topic_id = kr_wire_topic_id;
			t->partitions = &part;
			t->partitions_count = 1;
		} else {
			t->error_code = kw_str_is_null(t->name) ? KW_PERR_UNKNOWN_TOPIC_ID
								: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
			t->partitions_count = 0;
			if (kw_str_is_null(t->name) && v < 12)
				t->name = KW_STR_LIT("");
		}
	}
	m.topics = topics;
	m.topics_count = (int32_t)k;
	struct kw_writer w;
	struct kw_error err;
	begin_response(&w, &err, API_METADATA, v, corr);
	int rc = kw_metadata_response_encode(&m, v, &w);
	finish_response(n, c, &w, rc);
}

/* The leader epoch of the log's first batch (-1: empty log). */
static int32_t start_epoch(const struct node *n)
{
	struct kr_log_epoch e;
	if (kr_log_start_offset(n->log) >= kr_log_end_offset(n->log) ||
	    kr_log_epochs(n->log, &e, 1) == 0 || e.start_offset > kr_log_start_offset(n->log))
		return -1;
	return e.epoch;
}

/*
 * One partition of a ListOffsets request, as Kafka's broker answers it for a
 * log that exposes only committed data (consumers never see past the high
 * watermark, so read_uncommitted and read_committed get the same answers):
 *   -1 latest: the high watermark, the current epoch, timestamp -1;
 *   -2 earliest and -4 earliest local (v8+): the log start offset and the
 *      epoch of its batch;
 *   -3 max timestamp (v7+): the record with the largest timestamp below the
 *      high watermark (earliest on ties), its timestamp and batch epoch;
 *   -5 latest tiered (v9+): -1 (no tiered storage), as Kafka without it;
 *   T >= 0 (and other negative values, as Kafka's lookup treats them): the
 *      first record below the high watermark whose timestamp is >= T, or
 *      offset -1 / timestamp -1 when there is none.
 * -3, -4 and -5 below the version that defines them: UNSUPPORTED_VERSION.
 * Only the leader answers (NOT_LEADER_OR_FOLLOWER elsewhere) except for the
 * debugging replica id -2; a CurrentLeaderEpoch (v4+) other than ours is
 * FENCED_LEADER_EPOCH (older) or UNKNOWN_LEADER_EPOCH (newer).
 */
static int16_t list_offset(struct node *n, int16_t v, int32_t replica_id,
			   const struct kw_list_offsets_request_list_offsets_partition *qp,
			   struct kr_log_timestamp_offset *out)
{
	*out = (struct kr_log_timestamp_offset){ -1, -1, -1 };
	int32_t epoch = kr_core_epoch(n->core);
	bool leader = kr_core_state(n->core) == KR_STATE_LEADER &&
		      kr_core_leader(n->core) == n->cfg->node_id;
	if (!leader && replica_id != -2)
		return KW_PERR_NOT_LEADER_OR_FOLLOWER;
	if (v >= 4 && qp->current_leader_epoch >= 0 && qp->current_leader_epoch != epoch)
		return qp->current_leader_epoch < epoch ? KW_PERR_FENCED_LEADER_EPOCH
							: KW_PERR_UNKNOWN_LEADER_EPOCH;
	int64_t hw = n->hw < 0 ? 0 : n->hw;
	int64_t ts = qp->timestamp;
	if ((ts == -3 && v < 7) || (ts == -4 && v < 8) || (ts == -5 && v < 9))
		return KW_PERR_UNSUPPORTED_VERSION;
	struct kw_error err;
	kw_error_clear(&err);
	int rc = 0;
	switch (ts) {
	case -1:
		*out = (struct kr_log_timestamp_offset){ hw, -1, epoch };
		break;
	case -2:
	case -4:
		*out = (struct kr_log_timestamp_offset){ kr_log_start_offset(n->log), -1,
							 start_epoch(n) };
		break;
	case -3:
		rc = kr_log_max_timestamp(n->log, hw, out, &err);
		break;
	case -5:
		break;
	default:
		rc = kr_log_offset_for_timestamp(n->log, ts, hw, out, &err);
		break;
	}
	if (rc != 0) {
		char buf[512];
		noisy_logf(n, "ListOffsets lookup: %s", kw_error_format(&err, buf, sizeof buf));
		*out = (struct kr_log_timestamp_offset){ -1, -1, -1 };
		return KW_PERR_KAFKA_STORAGE_ERROR;
	}
	return 0;
}

static void serve_list_offsets(struct node *n, struct conn *c, int16_t v, int32_t corr,
			       struct kw_reader *r)
{
	struct kw_list_offsets_request req;
	if (kw_list_offsets_request_decode(&req, v, r, &n->arena) != 0) {
		conn_close(n, c);
		return;
	}
	struct kw_list_offsets_response m;
	kw_list_offsets_response_init(&m);
	int32_t nt = req.topics_count > 0 ? req.topics_count : 0;
	m.topics = kw_arena_calloc(&n->arena, (size_t)nt + 1, sizeof *m.topics);
	if (!m.topics) {
		conn_close(n, c);
		return;
	}
	m.topics_count = nt;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_list_offsets_request_list_offsets_topic *qt = &req.topics[i];
		struct kw_list_offsets_response_list_offsets_topic_response *t = &m.topics[i];
		kw_list_offsets_response_list_offsets_topic_response_init(t);
		t->name = qt->name;
		int32_t np = qt->partitions_count > 0 ? qt->partitions_count : 0;
		t->partitions = kw_arena_calloc(&n->arena, (size_t)np + 1, sizeof *t->partitions);
		if (!t->partitions) {
			conn_close(n, c);
			return;
		}
		t->partitions_count = np;
		for (int32_t j = 0; j < np; j++) {
			const struct kw_list_offsets_request_list_offsets_partition *qp =
				&qt->partitions[j];
			struct kw_list_offsets_response_list_offsets_partition_response *p =
				&t->partitions[j];
			kw_list_offsets_response_list_offsets_partition_response_init(p);
			p->partition_index = qp->partition_index;
			if (!is_metadata_topic(qt->name) || qp->partition_index != 0) {
				p->error_code = KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
				continue;
			}
			struct kr_log_timestamp_offset hit;
			p->error_code = list_offset(n, v, req.replica_id, qp, &hit);
			if (p->error_code != 0)
				continue;
			if (v >= 1) {
				p->offset = hit.offset;
				p->timestamp = hit.timestamp;
			}
			if (v >= 4)
				p->leader_epoch = hit.epoch;
			if (v == 0 && hit.offset >= 0 && qp->max_num_offsets != 0) {
				/* v0: a list; the one offset found (none: empty). */
				int64_t *o = kw_arena_alloc(&n->arena, sizeof *o);
				if (!o) {
					conn_close(n, c);
					return;
				}
				*o = hit.offset;
				p->old_style_offsets = o;
				p->old_style_offsets_count = 1;
			}
		}
	}
	struct kw_writer w;
	struct kw_error err;
	begin_response(&w, &err, API_LIST_OFFSETS, v, corr);
	int rc = kw_list_offsets_response_encode(&m, v, &w);
	finish_response(n, c, &w, rc);
}

/* ---- Produce ---- */

static void produce_reply(struct node *n, uint64_t conn_id, int32_t corr, int16_t v,
			  int16_t error, int64_t base_offset)
{
	struct conn *c = conn_by_id(n, conn_id);
	if (!c || c->fd < 0)
		return;
	struct kw_produce_response m;
	struct kw_produce_response_topic_produce_response t;
	struct kw_produce_response_partition_produce_response p;
	kw_produce_response_init(&m);
	kw_produce_response_topic_produce_response_init(&t);
	kw_produce_response_partition_produce_response_init(&p);
	p.index = 0;
	p.error_code = error;
	p.base_offset = error ? -1 : base_offset;
	p.log_append_time_ms = -1;
	p.log_start_offset = kr_log_start_offset(n->log);
	p.record_errors_count = 0;
	if (error == KW_PERR_NOT_LEADER_OR_FOLLOWER && v >= 10) {
		p.current_leader.leader_id = kr_core_leader(n->core);
		p.current_leader.leader_epoch = kr_core_epoch(n->core);
	}
	t.name = KW_STR_LIT(KR_WIRE_TOPIC);
	t.partition_responses = &p;
	t.partition_responses_count = 1;
	m.responses = &t;
	m.responses_count = 1;
	struct kw_writer w;
	struct kw_error err;
	begin_response(&w, &err, API_PRODUCE, v, corr);
	int rc = kw_produce_response_encode(&m, v, &w);
	finish_response(n, c, &w, rc);
}

/* A Produce with any other shape than one partition of our topic: every
 * partition answered with error (and our own with error2). */
static void produce_reply_all(struct node *n, struct conn *c, int32_t corr, int16_t v,
			      const struct kw_produce_request *req, int16_t error)
{
	struct kw_produce_response m;
	kw_produce_response_init(&m);
	int32_t nt = req->topic_data_count > 0 ? req->topic_data_count : 0;
	m.responses = kw_arena_calloc(&n->arena, (size_t)nt + 1, sizeof *m.responses);
	if (!m.responses) {
		conn_close(n, c);
		return;
	}
	m.responses_count = nt;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_produce_request_topic_produce_data *qt = &req->topic_data[i];
		struct kw_produce_response_topic_produce_response *t = &m.responses[i];
		kw_produce_response_topic_produce_response_init(t);
		t->name = qt->name;
		int32_t np = qt->partition_data_count > 0 ? qt->partition_data_count : 0;
		t->partition_responses =
			kw_arena_calloc(&n->arena, (size_t)np + 1, sizeof *t->partition_responses);
		if (!t->partition_responses) {
			conn_close(n, c);
			return;
		}
		t->partition_responses_count = np;
		for (int32_t j = 0; j < np; j++) {
			struct kw_produce_response_partition_produce_response *p =
				&t->partition_responses[j];
			kw_produce_response_partition_produce_response_init(p);
			p->index = qt->partition_data[j].index;
			p->error_code = (is_metadata_topic(qt->name) && p->index == 0)
						? error
						: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
			p->base_offset = -1;
			p->record_errors_count = 0;
		}
	}
	struct kw_writer w;
	struct kw_error err;
	begin_response(&w, &err, API_PRODUCE, v, corr);
	int rc = kw_produce_response_encode(&m, v, &w);
	finish_response(n, c, &w, rc);
}

/* Copies a record's headers into arena memory (NULL when it has none). */
static int collect_headers(struct node *n, const struct kw_record *rec,
			   struct kr_record *out)
{
	out->headers = NULL;
	out->n_headers = 0;
	if (rec->header_count <= 0)
		return 0;
	struct kr_record_header *hs =
		kw_arena_alloc(&n->arena, (size_t)rec->header_count * sizeof *hs);
	if (!hs)
		return KW_PERR_CORRUPT_MESSAGE;
	struct kw_record_header_iter hi;
	struct kw_record_header h;
	size_t k = 0;
	kw_record_header_iter_init(&hi, rec);
	while (k < (size_t)rec->header_count && kw_record_header_iter_next(&hi, &h) == 1) {
		hs[k].key = h.key;
		hs[k].value = h.value;
		k++;
	}
	out->headers = hs;
	out->n_headers = k;
	return 0;
}

/* Collects the records (key, value, headers, timestamp) of every batch in
 * records (arena memory). */
static int collect_records(struct node *n, struct kw_bytes records, struct kr_record **out,
			   size_t *count)
{
	struct kw_records_iter it;
	struct kw_record_batch b;
	struct kw_error err;
	size_t cap = 64, k = 0;
	int64_t wall = wall_ms();
	struct kr_record *recs = kw_arena_alloc(&n->arena, cap * sizeof *recs);
	if (!recs || records.len <= 0)
		return KW_PERR_CORRUPT_MESSAGE;
	if (kw_records_magic(records.ptr, (size_t)records.len) != 2)
		return KW_PERR_UNSUPPORTED_FOR_MESSAGE_FORMAT;
	kw_records_iter_init(&it, records.ptr, (size_t)records.len, 0);
	int rc;
	while ((rc = kw_records_iter_next(&it, &b, &err)) == 1) {
		if (kw_record_batch_is_control(&b.header) ||
		    kw_record_batch_is_transactional(&b.header))
			return KW_PERR_INVALID_RECORD;
		struct kw_record_iter ri;
		kw_error_clear(&err);
		int irc = kw_record_batch_compression(&b.header) == KW_COMPRESSION_NONE
				  ? kw_record_iter_init(&ri, &b, &err)
				  : kw_record_iter_init_decompressed(
					    &ri, &b, (size_t)n->cfg->max_frame_bytes,
					    &n->arena, &err);
		if (irc != 0)
			return KW_PERR_CORRUPT_MESSAGE;
		bool log_append = kw_record_batch_is_log_append_time(&b.header);
		struct kw_record rec;
		while ((irc = kw_record_iter_next(&ri, &rec)) == 1) {
			if (k == cap) {
				struct kr_record *nr =
					kw_arena_alloc(&n->arena, cap * 2 * sizeof *nr);
				if (!nr)
					return KW_PERR_CORRUPT_MESSAGE;
				memcpy(nr, recs, cap * sizeof *nr);
				recs = nr;
				cap *= 2;
			}
			struct kr_record *r = &recs[k++];
			r->key = rec.key;
			r->value = rec.value;
			/* no (or a negative) create time, or log-append time:
			 * stamped with the wall clock now, as a broker does */
			r->timestamp = log_append || rec.timestamp < 0 ? wall : rec.timestamp;
			if (collect_headers(n, &rec, r) != 0)
				return KW_PERR_CORRUPT_MESSAGE;
		}
		if (irc < 0)
			return KW_PERR_CORRUPT_MESSAGE;
	}
	if (rc < 0)
		return KW_PERR_CORRUPT_MESSAGE;
	*out = recs;
	*count = k;
	return 0;
}

static void serve_produce(struct node *n, struct conn *c, int16_t v, int32_t corr,
			  struct kw_reader *r)
{
	struct kw_produce_request req;
	if (kw_produce_request_decode(&req, v, r, &n->arena) != 0) {
		conn_close(n, c);
		return;
	}
	bool one = req.topic_data_count == 1 && is_metadata_topic(req.topic_data[0].name) &&
		   req.topic_data[0].partition_data_count == 1 &&
		   req.topic_data[0].partition_data[0].index == 0;
	if (!one) {
		if (req.acks != 0)
			produce_reply_all(n, c, corr, v, &req, KW_PERR_INVALID_REQUEST);
		return;
	}
	bool leader = kr_core_state(n->core) == KR_STATE_LEADER &&
		      kr_core_leader(n->core) == n->cfg->node_id && n->signals == 0;
	if (!leader) {
		if (req.acks != 0)
			produce_reply(n, c->id, corr, v, KW_PERR_NOT_LEADER_OR_FOLLOWER, -1);
		return;
	}
	struct kr_record *recs = NULL;
	size_t count = 0;
	int16_t perr = collect_records(n, req.topic_data[0].partition_data[0].records, &recs,
				       &count);
	if (perr == 0 && count == 0)
		perr = KW_PERR_CORRUPT_MESSAGE;
	if (perr != 0) {
		if (req.acks != 0)
			produce_reply(n, c->id, corr, v, perr, -1);
		return;
	}
	int32_t epoch = kr_core_epoch(n->core);
	uint64_t conn_id = c->id;
	struct kr_event ev = { .type = KR_EVENT_APPEND, .now_ms = now_ms() };
	ev.u.append.records = recs;
	ev.u.append.n = count;
	ev.u.append.epoch = epoch;
	/* Stepped here rather than through step(): recs live in the arena,
	 * which step() resets before calling the core. */
	const struct kr_update *u;
	int rc = kr_step(n->core, &ev, &u);
	if (rc == KR_ERR_NOMEM || rc == KR_ERR_STOPPED) {
		logf_(n, "fatal: the Raft core failed: %s", kr_strerror(rc));
		n->fatal = 1;
		return;
	}
	int64_t last = u->append_last_offset;
	apply(n, u);
	free_readbufs(n);
	if (rc == 0 && last >= 0) {
		int64_t base = last - (int64_t)count + 1;
		if (req.acks == 1) {
			produce_reply(n, conn_id, corr, v, 0, base);
		} else if (req.acks == -1) {
			GROW(n->prods, n->n_prods, n->cap_prods);
			int64_t to = req.timeout_ms > 0 ? req.timeout_ms : 30000;
			n->prods[n->n_prods++] = (struct pending_produce){
				conn_id, corr, v, epoch, base, last, now_ms() + to
			};
			on_high_watermark(n);
		}
		return;
	}
	if (req.acks == 0)
		return;
	int16_t e = rc == KR_ERR_NOT_LEADER		? KW_PERR_NOT_LEADER_OR_FOLLOWER
		    : rc == KR_ERR_RECORD_TOO_LARGE	? KW_PERR_MESSAGE_TOO_LARGE
		    : rc == KR_ERR_TOO_MANY_PENDING	? KW_PERR_REQUEST_TIMED_OUT
							: KW_PERR_UNKNOWN_SERVER_ERROR;
	produce_reply(n, conn_id, corr, v, e, -1);
}

/* ---- consumer Fetch ---- */

/*
 * Answers a consumer's Fetch from the local log, up to the high watermark.
 * Returns true when answered, false when it should wait (no data yet and
 * may_wait).
 */
static bool consumer_fetch(struct node *n, struct conn *c, int16_t v, int32_t corr,
			   const uint8_t *body, size_t len, bool may_wait)
{
	struct kw_error rerr;
	struct kw_reader r;
	struct kw_fetch_request req;
	kw_reader_init(&r, body, len, &rerr);
	kw_arena_reset(&n->arena);
	if (kw_fetch_request_decode(&req, v, &r, &n->arena) != 0) {
		conn_close(n, c);
		return true;
	}
	struct kw_fetch_response m;
	kw_fetch_response_init(&m);
	int32_t nt = req.topics_count > 0 ? req.topics_count : 0;
	m.responses = kw_arena_calloc(&n->arena, (size_t)nt + 1, sizeof *m.responses);
	if (!m.responses) {
		conn_close(n, c);
		return true;
	}
	m.responses_count = nt;
	if (v >= 16)
		m.node_endpoints_count = 0;
	size_t total = 0;
	bool any_error = false;
	int64_t budget = req.max_bytes > 0 ? req.max_bytes : INT32_MAX;
	int64_t hw = n->hw < 0 ? 0 : n->hw;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_fetch_request_fetch_topic *qt = &req.topics[i];
		struct kw_fetch_response_fetchable_topic_response *t = &m.responses[i];
		kw_fetch_response_fetchable_topic_response_init(t);
		t->topic = qt->topic;
		t->topic_id = qt->topic_id;
		bool ours = v >= 13 ? kw_uuid_equal(&qt->topic_id, &kr_wire_topic_id)
				    : is_metadata_topic(qt->topic);
		int32_t np = qt->partitions_count > 0 ? qt->partitions_count : 0;
		t->partitions = kw_arena_calloc(&n->arena, (size_t)np + 1, sizeof *t->partitions);
		if (!t->partitions) {
			conn_close(n, c);
			return true;
		}
		t->partitions_count = np;
		for (int32_t j = 0; j < np; j++) {
			const struct kw_fetch_request_fetch_partition *qp = &qt->partitions[j];
			struct kw_fetch_response_partition_data *p = &t->partitions[j];
			kw_fetch_response_partition_data_init(p);
			p->partition_index = qp->partition;
			p->high_watermark = hw;
			p->last_stable_offset = hw;
			p->log_start_offset = kr_log_start_offset(n->log);
			p->aborted_transactions_count = -1;
			p->records = (struct kw_bytes){ NULL, 0 };
			if (v >= 12) {
				p->current_leader.leader_id = kr_core_leader(n->core);
				p->current_leader.leader_epoch = kr_core_epoch(n->core);
			}
			if (!ours || qp->partition != 0) {
				p->error_code = v >= 13 ? KW_PERR_UNKNOWN_TOPIC_ID
							: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
				any_error = true;
				continue;
			}
			int64_t off = qp->fetch_offset;
			if (off < kr_log_start_offset(n->log) || off > kr_log_end_offset(n->log)) {
				p->error_code = KW_PERR_OFFSET_OUT_OF_RANGE;
				any_error = true;
				continue;
			}
			if (off >= hw || budget <= 0)
				continue;
			int64_t want = qp->partition_max_bytes > 0 ? qp->partition_max_bytes : 1;
			if (want > budget)
				want = budget;
			struct kr_log_slice s;
			struct kw_error err;
			kw_error_clear(&err);
			if (kr_log_read(n->log, off, hw, (size_t)want, &s, &err) != 0 ||
			    s.length == 0)
				continue;
			uint8_t *buf = kw_arena_alloc(&n->arena, s.length);
			if (!buf || kr_log_slice_copy(n->log, &s, buf, &err) != 0) {
				p->error_code = KW_PERR_KAFKA_STORAGE_ERROR;
				any_error = true;
				continue;
			}
			p->records = (struct kw_bytes){ buf, (int32_t)s.length };
			total += s.length;
			budget -= (int64_t)s.length;
		}
	}
	if (total == 0 && !any_error && may_wait && req.max_wait_ms > 0 &&
	    total < (size_t)(req.min_bytes > 0 ? req.min_bytes : 1))
		return false;
	struct kw_writer w;
	struct kw_error err;
	begin_response(&w, &err, API_FETCH, v, corr);
	int rc = kw_fetch_response_encode(&m, v, &w);
	finish_response(n, c, &w, rc);
	return true;
}

static void serve_fetch(struct node *n, struct conn *c, int16_t v, int32_t corr,
			struct kw_reader *r, const uint8_t *body, size_t len)
{
	/* A Raft replica names itself or its cluster; a Kafka consumer does
	 * neither (ReplicaId -1, no ClusterId). */
	struct kw_fetch_request req;
	struct kw_reader r2 = *r;
	if (kw_fetch_request_decode(&req, v, &r2, &n->arena) != 0) {
		conn_close(n, c);
		return;
	}
	int32_t rid = v >= 15 ? req.replica_state.replica_id : req.replica_id;
	if (v >= 17 && rid >= 0 && req.topics_count > 0 && req.topics[0].partitions_count > 0)
		note_dir_id(n, rid, &req.topics[0].partitions[0].replica_directory_id);
	if (rid >= 0 || !kw_str_is_null(req.cluster_id)) {
		serve_raft(n, c, API_FETCH, v, corr, r);
		return;
	}
	if (consumer_fetch(n, c, v, corr, body, len, true))
		return;
	struct parked_fetch pf = { c->id, corr, v, malloc(len), len, 0 };
	if (!pf.body) {
		conn_close(n, c);
		return;
	}
	memcpy(pf.body, body, len);
	int64_t wait = req.max_wait_ms < MAX_FETCH_WAIT_MS ? req.max_wait_ms : MAX_FETCH_WAIT_MS;
	pf.deadline_ms = now_ms() + wait;
	GROW(n->parked, n->n_parked, n->cap_parked);
	n->parked[n->n_parked++] = pf;
}

/* Re-runs parked fetches (all when force, else those that can answer). */
static void wake_parked(struct node *n, bool expired_only)
{
	int64_t now = now_ms();
	for (size_t i = 0; i < n->n_parked;) {
		struct parked_fetch *pf = &n->parked[i];
		struct conn *c = conn_by_id(n, pf->conn_id);
		bool expired = now >= pf->deadline_ms;
		bool done;
		if (!c || c->fd < 0)
			done = true;
		else if (expired_only && !expired)
			done = false;
		else
			done = consumer_fetch(n, c, pf->version, pf->corr, pf->body, pf->len,
					      !expired);
		if (done) {
			free(pf->body);
			n->parked[i] = n->parked[--n->n_parked];
		} else {
			i++;
		}
	}
}

static void on_high_watermark(struct node *n)
{
	for (size_t i = 0; i < n->n_prods;) {
		struct pending_produce *p = &n->prods[i];
		if (n->hw > p->last_offset) {
			struct pending_produce done = *p;
			n->prods[i] = n->prods[--n->n_prods];
			produce_reply(n, done.conn_id, done.corr, done.version, 0,
				      done.base_offset);
		} else {
			i++;
		}
	}
	if (n->n_parked)
		wake_parked(n, false);
}

/* Produces that can no longer commit in their epoch, or timed out. */
static void expire_produces(struct node *n)
{
	int64_t now = now_ms();
	int32_t epoch = kr_core_epoch(n->core);
	bool leader = kr_core_state(n->core) == KR_STATE_LEADER;
	for (size_t i = 0; i < n->n_prods;) {
		struct pending_produce p = n->prods[i];
		int16_t e = 0;
		if (!leader || epoch != p.epoch)
			e = KW_PERR_NOT_LEADER_OR_FOLLOWER;
		else if (now >= p.deadline_ms)
			e = KW_PERR_REQUEST_TIMED_OUT;
		if (!e) {
			i++;
			continue;
		}
		n->prods[i] = n->prods[--n->n_prods];
		produce_reply(n, p.conn_id, p.corr, p.version, e, -1);
	}
}

/* ------------------------------------------------------------------ */
/* Inbound frames                                                       */
/* ------------------------------------------------------------------ */

static bool served(int16_t key)
{
	for (size_t i = 0; i < sizeof served_apis / sizeof served_apis[0]; i++)
		if (served_apis[i] == key)
			return true;
	return false;
}

static void on_request(struct node *n, struct conn *c, const uint8_t *p, size_t len)
{
	int16_t key, v;
	if (kw_rpc_request_peek(p, len, &key, &v) != 0 || !served(key)) {
		conn_close(n, c);
		return;
	}
	const struct kw_api *api = kw_api_by_key(key);
	if (!api) {
		conn_close(n, c);
		return;
	}
	bool supported = v >= api->min_version && v <= api->max_version;
	int16_t hv;
	if (supported)
		hv = kw_api_request_header_version(api, v);
	else if (key == API_API_VERSIONS)
		hv = (api->flexible_since >= 0 && v >= api->flexible_since) ? 2 : 1;
	else {
		conn_close(n, c);
		return;
	}
	struct kw_error err;
	struct kw_reader r;
	struct kw_rpc_request_header h;
	kw_reader_init(&r, p, len, &err);
	kw_arena_reset(&n->arena);
	if (kw_rpc_request_header_decode(&h, hv, &r, &n->arena) != 0) {
		if (key == API_API_VERSIONS && !supported) {
			/* An unknown future header: still answer with our range. */
			struct kw_reader r0;
			kw_reader_init(&r0, p, len, &err);
			kw_reader_skip(&r0, 4);
			int32_t corr = kw_reader_read_i32(&r0);
			serve_api_versions(n, c, 0, corr, NULL, true);
			return;
		}
		conn_close(n, c);
		return;
	}
	int32_t corr = h.correlation_id;
	const uint8_t *body = p + kw_reader_offset(&r);
	size_t blen = len - kw_reader_offset(&r);
	struct kw_reader br;
	kw_reader_init(&br, body, blen, &err);
	switch (key) {
	case API_API_VERSIONS:
		serve_api_versions(n, c, v, corr, &br, !supported);
		break;
	case API_METADATA:
		serve_metadata(n, c, v, corr, &br);
		break;
	case API_PRODUCE:
		serve_produce(n, c, v, corr, &br);
		break;
	case API_LIST_OFFSETS:
		serve_list_offsets(n, c, v, corr, &br);
		break;
	case API_FETCH:
		serve_fetch(n, c, v, corr, &br, body, blen);
		break;
	case KR_WIRE_API_DESCRIBE_QUORUM:
		serve_describe_quorum(n, c, v, corr, &br);
		break;
	default:
		serve_raft(n, c, key, v, corr, &br);
		break;
	}
}

static void on_readable(struct node *n, struct conn *c)
{
	uint8_t buf[65536];
	for (int rounds = 0; rounds < 16 && c->fd >= 0; rounds++) {
		ssize_t got = recv(c->fd, buf, sizeof buf, 0);
		if (got == 0) {
			conn_close(n, c);
			return;
		}
		if (got < 0) {
			if (errno == EINTR)
				continue;
			if (errno != EAGAIN && errno != EWOULDBLOCK)
				conn_close(n, c);
			return;
		}
		c->last_progress_ms = now_ms();
		size_t off = 0;
		while (off < (size_t)got && c->fd >= 0) {
			size_t used = 0;
			int rc = kw_frame_reader_feed(&c->fr, buf + off, (size_t)got - off, &used);
			off += used;
			if (rc < 0) {
				conn_close(n, c);
				return;
			}
			if (rc == 0)
				break;
			size_t flen;
			const uint8_t *frame = kw_frame_reader_frame(&c->fr, &flen);
			if (c->outbound)
				on_peer_response(n, c, frame, flen);
			else
				on_request(n, c, frame, flen);
			if (c->fd >= 0)
				kw_frame_reader_next(&c->fr);
		}
	}
}

static void on_accept(struct node *n)
{
	for (;;) {
		int fd = accept4(n->lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
		if (fd < 0)
			return;
		int one = 1;
		setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
		conn_new(n, fd, false, -1);
	}
}

static void on_conn_event(struct node *n, struct conn *c, uint32_t events)
{
	if (c->connecting && (events & (EPOLLOUT | EPOLLERR | EPOLLHUP))) {
		int e = 0;
		socklen_t el = sizeof e;
		getsockopt(c->fd, SOL_SOCKET, SO_ERROR, &e, &el);
		if (e != 0) {
			conn_close(n, c);
			return;
		}
		c->connecting = false;
		c->last_progress_ms = now_ms();
		conn_flush(n, c);
	}
	if (c->fd >= 0 && (events & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR)))
		on_readable(n, c);
	if (c->fd >= 0 && (events & EPOLLOUT))
		conn_flush(n, c);
}

/* Stalled partial frames and unsent output, and timed-out peer requests. */
static void check_timeouts(struct node *n)
{
	int64_t now = now_ms();
	for (struct conn *c = n->conns; c; c = c->next) {
		if (c->fd < 0)
			continue;
		bool partial = c->fr.size_have > 0;
		bool unsent = c->out_off < c->out_len || c->connecting;
		if ((partial || unsent) && now - c->last_progress_ms > STALL_MS) {
			conn_close(n, c);
			continue;
		}
		if (c->outbound && c->n_infl > 0 &&
		    now - c->infl[0].sent_ms > n->cfg->request_timeout_ms)
			conn_close(n, c);
		else if (c->outbound && c->connecting &&
			 now - c->last_progress_ms > n->cfg->request_timeout_ms)
			conn_close(n, c);
	}
}

/* ------------------------------------------------------------------ */
/* Fault hook                                                           */
/* ------------------------------------------------------------------ */

static void check_fault_file(struct node *n)
{
	if (!n->cfg->fault_file[0])
		return;
	int64_t now = now_ms();
	if (now < n->fault_next_check_ms)
		return;
	n->fault_next_check_ms = now + FAULT_POLL_MS;
	struct stat st;
	if (stat(n->cfg->fault_file, &st) != 0) {
		if (n->n_fault_ids) {
			n->n_fault_ids = 0;
			logf_(n, "fault hook: dropping no traffic");
		}
		memset(&n->fault_mtime, 0, sizeof n->fault_mtime);
		return;
	}
	if (st.st_mtim.tv_sec == n->fault_mtime.tv_sec &&
	    st.st_mtim.tv_nsec == n->fault_mtime.tv_nsec && st.st_size == n->fault_size)
		return;
	n->fault_mtime = st.st_mtim;
	n->fault_size = st.st_size;
	FILE *f = fopen(n->cfg->fault_file, "r");
	if (!f)
		return;
	n->n_fault_ids = 0;
	int id;
	char list[256] = "";
	while (n->n_fault_ids < KR_MAX_VOTERS && fscanf(f, "%d", &id) == 1) {
		n->fault_ids[n->n_fault_ids++] = id;
		size_t l = strlen(list);
		snprintf(list + l, sizeof list - l, " %d", id);
	}
	fclose(f);
	logf_(n, "fault hook: dropping traffic with:%s", n->n_fault_ids ? list : " none");
	/* Cut existing connections to the dropped peers too. */
	for (struct conn *c = n->conns; c; c = c->next)
		if (c->fd >= 0 && c->outbound && fault_dropped(n, c->peer_id))
			conn_close(n, c);
}

/* ------------------------------------------------------------------ */
/* Boot and the loop                                                    */
/* ------------------------------------------------------------------ */

/* The log's epochs, by reading every batch header once. */
static int scan_epochs(struct node *n, struct kr_epoch_entry **out, size_t *count)
{
	struct kr_epoch_entry *e = NULL;
	size_t k = 0, cap = 0;
	int64_t off = kr_log_start_offset(n->log), end = kr_log_end_offset(n->log);
	while (off < end) {
		struct kr_log_slice s;
		struct kw_error err;
		kw_error_clear(&err);
		if (kr_log_read(n->log, off, INT64_MAX, 1u << 20, &s, &err) != 0 ||
		    s.length == 0) {
			free(e);
			return -1;
		}
		uint8_t *buf = malloc(s.length);
		if (!buf || kr_log_slice_copy(n->log, &s, buf, &err) != 0) {
			free(buf);
			free(e);
			return -1;
		}
		struct kw_records_iter it;
		struct kw_record_batch b;
		kw_records_iter_init(&it, buf, s.length, 0);
		while (kw_records_iter_next(&it, &b, NULL) == 1) {
			int32_t ep = b.header.partition_leader_epoch;
			if (k == 0 || e[k - 1].epoch != ep) {
				GROW(e, k, cap);
				e[k++] = (struct kr_epoch_entry){ ep, b.header.base_offset };
			}
		}
		free(buf);
		off = s.next_offset;
	}
	*out = e;
	*count = k;
	return 0;
}

static int listen_on(struct node *n)
{
	const struct kr_node_endpoint *l = &n->cfg->listener;
	struct addrinfo hints = { 0 }, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
	char port[8];
	snprintf(port, sizeof port, "%u", (unsigned)l->port);
	int grc = getaddrinfo(l->host, port, &hints, &res);
	if (grc != 0) {
		logf_(n, "listeners: cannot resolve %s: %s", l->host, gai_strerror(grc));
		return -1;
	}
	int fd = socket(res->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	int one = 1;
	if (fd >= 0)
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	if (fd < 0 || bind(fd, res->ai_addr, res->ai_addrlen) != 0 || listen(fd, 128) != 0) {
		logf_(n, "listeners: cannot listen on %s:%u: %s", l->host, (unsigned)l->port,
		      strerror(errno));
		if (fd >= 0)
			close(fd);
		freeaddrinfo(res);
		return -1;
	}
	freeaddrinfo(res);
	n->lfd = fd;
	struct epoll_event ev = { .events = EPOLLIN, .data.ptr = &n->lfd };
	epoll_ctl(n->ep, EPOLL_CTL_ADD, fd, &ev);
	return 0;
}

static bool drained(struct node *n)
{
	for (struct conn *c = n->conns; c; c = c->next)
		if (c->fd >= 0 && c->outbound && (c->out_off < c->out_len || c->n_infl > 0))
			return false;
	return true;
}

static void on_signal(struct node *n)
{
	struct signalfd_siginfo si;
	while (read(n->sfd, &si, sizeof si) == (ssize_t)sizeof si) {
		n->signals++;
		if (n->signals > 1)
			continue;
		int64_t now = now_ms();
		n->shutdown_deadline_ms = now;
		if (kr_core_state(n->core) == KR_STATE_LEADER) {
			logf_(n, "stopping: resigning leadership of epoch %d",
			      (int)kr_core_epoch(n->core));
			struct kr_event ev = { .type = KR_EVENT_RESIGN, .now_ms = now };
			ev.u.resign_epoch = kr_core_epoch(n->core);
			step(n, &ev);
			n->shutdown_deadline_ms = now + SHUTDOWN_GRACE_MS;
		} else {
			logf_(n, "stopping");
		}
	}
}

int kr_node_run(const struct kr_node_config *cfg, const struct kr_meta *meta)
{
	struct node *n = calloc(1, sizeof *n);
	if (!n)
		return 1;
	n->cfg = cfg;
	n->meta = meta;
	n->ep = n->lfd = n->efd = n->sfd = n->qfd = -1;
	n->hw = -1;
	n->l_state = 0;
	n->l_epoch = -1;
	n->l_leader = -2;
	kw_arena_init(&n->arena);
	pthread_mutex_init(&n->mu, NULL);
	pthread_cond_init(&n->cv, NULL);
	pthread_cond_init(&n->qs_cv, NULL);
	int status = 1;
	bool worker = false, qs_worker_up = false;
	struct kr_epoch_entry *epochs = NULL;
	size_t n_epochs = 0;

	snprintf(n->log_dir, sizeof n->log_dir, "%s/%s-%d", cfg->log_dir, KR_WIRE_TOPIC,
		 KR_WIRE_PARTITION);
	if (mkdir(n->log_dir, 0755) != 0 && errno != EEXIST) {
		logf_(n, "%s: cannot create: %s", n->log_dir, strerror(errno));
		goto out;
	}
	struct kw_error err;
	struct kr_log_recovery rec;
	kw_error_clear(&err);
	int rc = kr_log_open(&n->log, n->log_dir, NULL, &rec, &err);
	if (rc != 0) {
		char buf[512];
		logf_(n, "cannot open the log in %s: %s", n->log_dir,
		      kw_error_format(&err, buf, sizeof buf));
		goto out;
	}
	if (rec.bytes_dropped)
		logf_(n, "log recovery cut %" PRIu64 " bytes at %s:%" PRIu64 " (%s)",
		      rec.bytes_dropped, rec.file, rec.position, rec.reason);
	struct kr_quorum_state_data qsd;
	kw_error_clear(&err);
	rc = kr_quorum_state_read(n->log_dir, NULL, &qsd, &err);
	struct kr_quorum_state qs = { 0, KR_NO_ID, KR_NO_ID };
	if (rc == 0) {
		qs.epoch = qsd.leader_epoch < 0 ? 0 : qsd.leader_epoch;
		qs.leader_id = qsd.leader_id;
		qs.voted_id = qsd.voted_id;
	} else if (rc != KR_STORAGE_ERR_NOT_FOUND) {
		char buf[512];
		logf_(n, "cannot read the quorum state: %s",
		      kw_error_format(&err, buf, sizeof buf));
		goto out;
	}
	if (scan_epochs(n, &epochs, &n_epochs) != 0) {
		logf_(n, "cannot read the log's epochs");
		goto out;
	}

	struct kr_config kc;
	kr_config_init(&kc);
	kr_node_config_to_core(cfg, &kc);
	kc.cluster_id = meta->cluster_id;
	kc.log_read = core_log_read;
	kc.log_ctx = n;
	uint64_t seed = (uint64_t)wall_ms() ^ ((uint64_t)getpid() << 32) ^
			(uint64_t)(cfg->node_id + 1) * 0x9E3779B97F4A7C15u;
	kc.seed = seed;
	n->core = kr_core_new(&kc);
	if (!n->core) {
		logf_(n, "cannot create the Raft core (bad configuration?)");
		goto out;
	}

	n->ep = epoll_create1(EPOLL_CLOEXEC);
	n->efd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	n->qfd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	sigset_t mask;
	sigemptyset(&mask);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGINT);
	sigprocmask(SIG_BLOCK, &mask, NULL);
	signal(SIGPIPE, SIG_IGN);
	n->sfd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
	if (n->ep < 0 || n->efd < 0 || n->qfd < 0 || n->sfd < 0) {
		logf_(n, "cannot set up the event loop: %s", strerror(errno));
		goto out;
	}
	struct epoll_event ev = { .events = EPOLLIN, .data.ptr = &n->efd };
	epoll_ctl(n->ep, EPOLL_CTL_ADD, n->efd, &ev);
	ev.data.ptr = &n->sfd;
	epoll_ctl(n->ep, EPOLL_CTL_ADD, n->sfd, &ev);
	ev.data.ptr = &n->qfd;
	epoll_ctl(n->ep, EPOLL_CTL_ADD, n->qfd, &ev);
	if (listen_on(n) != 0)
		goto out;
	if (pthread_create(&n->worker, NULL, flush_worker, n) != 0) {
		logf_(n, "cannot start the flush thread");
		goto out;
	}
	worker = true;
	if (pthread_create(&n->qs_thread, NULL, qs_worker, n) != 0) {
		logf_(n, "cannot start the quorum-state thread");
		goto out;
	}
	qs_worker_up = true;

	logf_(n, "cluster %s, %d voters, listening on %s:%u, log %s (end offset %" PRId64
		 ", epoch %d)",
	      meta->cluster_id, (int)cfg->n_voters, cfg->listener.host,
	      (unsigned)cfg->listener.port, n->log_dir, kr_log_end_offset(n->log),
	      (int)qs.epoch);
	struct kr_boot boot = { qs, epochs, n_epochs, kr_log_end_offset(n->log),
				kr_log_end_offset(n->log) };
	const struct kr_update *u;
	rc = kr_core_start(n->core, &boot, now_ms(), &u);
	if (rc != 0) {
		logf_(n, "cannot start the Raft core: %s", kr_strerror(rc));
		goto out;
	}
	apply(n, u);
	free_readbufs(n);

	struct epoll_event evs[64];
	while (!n->fatal) {
		int64_t now = now_ms();
		if (n->signals > 0 && (n->signals > 1 || now >= n->shutdown_deadline_ms ||
				       drained(n)))
			break;
		int64_t wake = n->next_deadline_ms;
		for (size_t i = 0; i < n->n_parked; i++)
			if (n->parked[i].deadline_ms < wake)
				wake = n->parked[i].deadline_ms;
		if (cfg->fault_file[0] && n->fault_next_check_ms < wake)
			wake = n->fault_next_check_ms;
		if (n->signals && n->shutdown_deadline_ms < wake)
			wake = n->shutdown_deadline_ms;
		int64_t t = wake - now;
		if (t < 0)
			t = 0;
		if (t > 1000)
			t = 1000; /* stall checks */
		int ne = epoll_wait(n->ep, evs, 64, (int)t);
		if (ne < 0 && errno != EINTR) {
			logf_(n, "epoll_wait: %s", strerror(errno));
			break;
		}
		for (int i = 0; i < ne && !n->fatal; i++) {
			void *p = evs[i].data.ptr;
			if (p == &n->lfd)
				on_accept(n);
			else if (p == &n->efd)
				on_flush_done(n);
			else if (p == &n->qfd)
				on_qs_done(n);
			else if (p == &n->sfd)
				on_signal(n);
			else if (((struct conn *)p)->fd >= 0)
				on_conn_event(n, p, evs[i].events);
		}
		now = now_ms();
		if (!n->fatal && now >= n->next_deadline_ms) {
			struct kr_event tick = { .type = KR_EVENT_TICK, .now_ms = now };
			step(n, &tick);
		}
		check_fault_file(n);
		check_timeouts(n);
		expire_produces(n);
		if (n->n_parked)
			wake_parked(n, true);
		conn_reap(n);
	}
	status = n->fatal ? 1 : 0;

out:
	if (qs_worker_up) {
		/* A write in flight or waiting is finished first. */
		pthread_mutex_lock(&n->mu);
		n->qs_stop = true;
		pthread_cond_broadcast(&n->qs_cv);
		pthread_mutex_unlock(&n->mu);
		pthread_join(n->qs_thread, NULL);
		if (n->qs_rc != 0 && status == 0) {
			die(n, "quorum-state write", n->qs_rc, &n->qs_err);
			status = 1;
		}
	}
	if (worker) {
		pthread_mutex_lock(&n->mu);
		n->worker_stop = true;
		pthread_cond_broadcast(&n->cv);
		pthread_mutex_unlock(&n->mu);
		pthread_join(n->worker, NULL);
	}
	if (n->log) {
		int64_t flushed = -1;
		kw_error_clear(&err);
		if (cfg->fsync && kr_log_flush(n->log, &flushed, &err) != 0 && status == 0)
			status = 1;
		kr_log_close(n->log);
		if (status == 0)
			logf_(n, "stopped; log durable up to offset %" PRId64,
			      cfg->fsync ? flushed : -1);
	}
	for (struct conn *c = n->conns; c; c = c->next)
		if (c->fd >= 0)
			conn_close(n, c);
	conn_reap(n);
	for (size_t i = 0; i < n->n_parked; i++)
		free(n->parked[i].body);
	free(n->parked);
	free(n->prods);
	free(n->rpcs);
	free_readbufs(n);
	free(n->rbufs);
	free(epochs);
	if (n->core)
		kr_core_free(n->core);
	if (n->lfd >= 0)
		close(n->lfd);
	if (n->efd >= 0)
		close(n->efd);
	if (n->qfd >= 0)
		close(n->qfd);
	if (n->sfd >= 0)
		close(n->sfd);
	if (n->ep >= 0)
		close(n->ep);
	kw_arena_free(&n->arena);
	pthread_mutex_destroy(&n->mu);
	pthread_cond_destroy(&n->cv);
	pthread_cond_destroy(&n->qs_cv);
	free(n);
	return status;
}
