/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/transport.c — connections, framing, in-order response queues and
 * the per-connection limits of node/transport.h.
 *
 * A connection's output queue is a FIFO of items, each a 4-byte size prefix
 * and a malloc'd frame, written with writev. On an inbound connection
 * every request appends an empty item (its response slot) when it is read;
 * responses fill items in any order and the writer stops at the first
 * item not yet filled, which is what keeps responses in request order. An
 * outbound connection appends filled items only.
 *
 * Input: each connection reads into its own buffer (grown to hold the
 * largest frame in progress, within the shared input budget, and shrunk
 * back once it is handled); frames are handed up straight from it.
 */
#include "node/transport.h"

#include "node/sasl.h"
#include "node/sasl_client.h"
#include "node/stream.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#define IN_BASE (16u << 10)    /* an input buffer's first size */
#define IN_SHRINK (256u << 10) /* larger than this: freed once empty */
#define READ_ROUNDS 16	       /* reads per readiness event */
#define IOV_MAX_ITEMS 32
#define INDEX_BITS 24
#define IP_BUCKETS 1024

struct item {
	uint8_t prefix[4];
	uint8_t *buf;
	size_t len;
	bool filled; /* a response (or a request) is here */
	bool none;   /* finished without a response: nothing to write */
	bool close;  /* the connection closes here, once all before is sent */
};

struct inflight {
	int32_t corr;
	struct kr_request_meta meta;
	int64_t sent_ms;
};

struct ip_count {
	char ip[INET6_ADDRSTRLEN];
	int32_t n;
	struct ip_count *next;
};

struct conn {
	struct kr_watch watch;
	uint64_t id;
	struct kr_transport *t;
	int listener; /* index of its listener; -1: outbound */
	unsigned kinds;
	int32_t peer; /* outbound: the peer's id */
	bool connecting;
	bool closed; /* waiting to be freed by tick */
	/* the byte stream (plaintext or TLS) and its handshake */
	struct kr_stream s;
	bool handshaking;
	int64_t handshake_started_ms;
	int handshake_want;	   /* KR_STREAM_WANT_READ or _WRITE */
	bool read_wants_write;	   /* TLS: a read waits for the socket writable */
	bool write_wants_read;	   /* TLS: a write waits for the socket readable */
	struct kr_sasl_conn *sasl; /* NULL: no authentication asked */
	bool close_after_flush;	   /* SASL refused: close once it is told */
	bool closing;		   /* a request closes it (kr_transport_close) */
	char close_reason[128];
	const void *close_key; /* the reason's rate-limit key: the caller's text */
	/* outbound SASL: the exchange in progress (NULL: none or done) and
	 * its request being written (size prefix included) */
	struct kr_sasl_client *auth;
	uint8_t *auth_out;
	size_t auth_out_len, auth_out_sent;
	bool refused; /* outbound: the peer refused our TLS or SASL */
	char ip[INET6_ADDRSTRLEN];
	char peer_name[16]; /* outbound: the peer's id as text */
	/* input */
	uint8_t *in;
	size_t in_len, in_off, in_cap;
	int64_t partial_since_ms; /* -1: no partial frame */
	size_t partial_base;	  /* bytes of it present when it started */
	bool want_memory;	  /* reading waits for the input budget */
	bool in_process;	  /* conn_process_input is running */
	bool resume;		  /* buffered frames wait for the next tick */
	bool quiet;		  /* closed by kr_transport_drop_peer */
	/* output queue: items[head .. head + count) */
	struct item *items;
	size_t head, count, cap;
	uint64_t head_seq;	/* seq of items[head] (inbound) */
	size_t head_sent;	/* bytes of the head item (prefix included) sent */
	size_t queued_bytes;	/* filled, unsent */
	size_t unfinished;	/* inbound slots not yet finished */
	int64_t stall_since_ms; /* output waiting since; -1 none */
	int64_t last_io_ms;
	/* outbound */
	struct inflight *infl;
	size_t n_infl, cap_infl;
	int32_t next_corr;
	int64_t connect_started_ms;
};

struct listener {
	struct kr_watch watch;
	struct kr_transport *t;
	struct kr_transport_listener spec;
	uint16_t bound_port;
	int32_t n_conns;
	int64_t paused_until_ms; /* accepting paused (EMFILE); 0: not */
};

struct peer {
	struct kr_transport_peer ep;
	struct conn *c;
	int64_t backoff_until_ms;
};

struct kr_transport {
	struct kr_loop *loop;
	struct kr_transport_limits lim;
	struct kr_transport_callbacks cb;
	struct listener ls[KR_TRANSPORT_MAX_LISTENERS];
	size_t n_ls;
	struct conn **table; /* by index (the low INDEX_BITS of an id) */
	size_t table_cap, table_used;
	uint32_t *free_idx;
	size_t n_free, cap_free;
	uint64_t next_serial;
	struct peer peers[KR_TRANSPORT_MAX_PEERS];
	size_t n_peers;
	struct kr_tls_ctx *peer_tls;		       /* outbound TLS; NULL: plaintext */
	const struct kr_sasl_client_config *peer_sasl; /* NULL: no SASL */
	struct ip_count *ips[IP_BUCKETS];
	size_t input_bytes;
	size_t max_inbound; /* inbound connections the descriptors allow */
	bool any_closed;
	bool any_want_memory;
	bool memory_freed; /* since the last tick */
	bool any_resume;
	struct {
		const void *key;
		int64_t last_ms;
	} limited[16]; /* rate limit of log lines, by reason */
	struct kr_transport_stats st;
};

static void conn_close(struct conn *c, enum kr_log_level lvl, const char *reason);
static void conn_close_as(struct conn *c, enum kr_log_level lvl, const void *key,
			  const char *reason);
static void conn_update_events(struct conn *c);
static void conn_flush(struct conn *c);
static void conn_process_input(struct conn *c);

/* True when a line for key was logged less than a second ago (else it
 * notes the time): lines caused by peers or clients are limited to one a
 * second for each reason, so one reason cannot hide another. */
static bool limited(struct kr_transport *t, const void *key)
{
	int64_t now = kr_loop_now_ms();
	size_t oldest = 0;
	for (size_t i = 0; i < 16; i++) {
		if (t->limited[i].key == key) {
			if (now - t->limited[i].last_ms < 1000)
				return true;
			t->limited[i].last_ms = now;
			return false;
		}
		if (t->limited[i].last_ms < t->limited[oldest].last_ms)
			oldest = i;
	}
	t->limited[oldest].key = key;
	t->limited[oldest].last_ms = now;
	return false;
}

/* A log line; key (NULL: never limited; debug lines never are) names its
 * reason for the rate limit. */
__attribute__((format(printf, 4, 5))) static void
tlog(struct kr_transport *t, enum kr_log_level lvl, const void *key, const char *fmt, ...)
{
	if (!t->cb.log)
		return;
	if (lvl != KR_LOG_DEBUG && key && limited(t, key))
		return;
	char line[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	t->cb.log(t->cb.ctx, lvl, line);
}

/* ------------------------------------------------------------------ */
/* Per-address counts                                                   */
/* ------------------------------------------------------------------ */

static size_t ip_hash(const char *ip)
{
	uint32_t h = 2166136261u;
	for (const char *p = ip; *p; p++)
		h = (h ^ (uint8_t)*p) * 16777619u;
	return h % IP_BUCKETS;
}

static struct ip_count *ip_find(struct kr_transport *t, const char *ip, bool create)
{
	size_t b = ip_hash(ip);
	for (struct ip_count *e = t->ips[b]; e; e = e->next)
		if (strcmp(e->ip, ip) == 0)
			return e;
	if (!create)
		return NULL;
	struct ip_count *e = calloc(1, sizeof *e);
	if (!e)
		return NULL;
	snprintf(e->ip, sizeof e->ip, "%s", ip);
	e->next = t->ips[b];
	t->ips[b] = e;
	return e;
}

static void ip_release(struct kr_transport *t, const char *ip)
{
	size_t b = ip_hash(ip);
	for (struct ip_count **pp = &t->ips[b]; *pp; pp = &(*pp)->next) {
		if (strcmp((*pp)->ip, ip) != 0)
			continue;
		if (--(*pp)->n <= 0) {
			struct ip_count *e = *pp;
			*pp = e->next;
			free(e);
		}
		return;
	}
}

/* ------------------------------------------------------------------ */
/* The connection table                                                 */
/* ------------------------------------------------------------------ */

static struct conn *conn_lookup(const struct kr_transport *t, uint64_t id)
{
	size_t idx = (size_t)(id & ((1u << INDEX_BITS) - 1));
	if (idx >= t->table_used)
		return NULL;
	struct conn *c = t->table[idx];
	return c && c->id == id && !c->closed ? c : NULL;
}

static int table_insert(struct kr_transport *t, struct conn *c)
{
	uint32_t idx;
	if (t->n_free > 0) {
		idx = t->free_idx[--t->n_free];
	} else {
		if (t->table_used == (1u << INDEX_BITS))
			return -1;
		if (t->table_used == t->table_cap) {
			size_t nc = t->table_cap ? t->table_cap * 2 : 64;
			struct conn **nt = realloc(t->table, nc * sizeof *nt);
			if (!nt)
				return -1;
			t->table = nt;
			t->table_cap = nc;
		}
		idx = (uint32_t)t->table_used++;
	}
	t->table[idx] = c;
	c->id = (++t->next_serial << INDEX_BITS) | idx;
	return 0;
}

static void table_remove(struct kr_transport *t, struct conn *c)
{
	size_t idx = (size_t)(c->id & ((1u << INDEX_BITS) - 1));
	t->table[idx] = NULL;
	if (t->n_free == t->cap_free) {
		size_t nc = t->cap_free ? t->cap_free * 2 : 64;
		uint32_t *nf = realloc(t->free_idx, nc * sizeof *nf);
		if (!nf)
			return; /* the index is simply not reused */
		t->free_idx = nf;
		t->cap_free = nc;
	}
	t->free_idx[t->n_free++] = (uint32_t)idx;
}

/* ------------------------------------------------------------------ */
/* Connections                                                          */
/* ------------------------------------------------------------------ */

static void on_conn_event(struct kr_watch *w, uint32_t events);

static struct conn *conn_new(struct kr_transport *t, int fd, int listener, int32_t peer,
			     const char *host)
{
	struct conn *c = calloc(1, sizeof *c);
	struct kr_tls_ctx *tls = listener >= 0 ? t->ls[listener].spec.tls : t->peer_tls;
	if (!c || kr_stream_init(&c->s, fd, tls, host) != 0) {
		free(c);
		close(fd);
		return NULL;
	}
	if (table_insert(t, c) != 0) {
		kr_stream_free(&c->s);
		free(c);
		close(fd);
		return NULL;
	}
	if (listener >= 0 && t->ls[listener].spec.sasl) {
		c->sasl = kr_sasl_conn_new(t->ls[listener].spec.sasl);
		if (!c->sasl) {
			table_remove(t, c);
			kr_stream_free(&c->s);
			free(c);
			close(fd);
			return NULL;
		}
	}
	if (listener < 0 && t->peer_sasl) {
		c->auth = kr_sasl_client_new(t->peer_sasl);
		if (!c->auth) {
			table_remove(t, c);
			kr_stream_free(&c->s);
			free(c);
			close(fd);
			return NULL;
		}
	}
	c->handshaking = tls != NULL;
	c->handshake_started_ms = kr_loop_now_ms();
	c->handshake_want = listener >= 0 ? KR_STREAM_WANT_READ : KR_STREAM_WANT_WRITE;
	c->t = t;
	c->listener = listener;
	c->kinds = listener >= 0 ? t->ls[listener].spec.kinds : 0;
	c->peer = peer;
	c->partial_since_ms = -1;
	c->stall_since_ms = -1;
	c->last_io_ms = kr_loop_now_ms();
	c->next_corr = 1;
	if (kr_loop_add(t->loop, &c->watch, fd, EPOLLIN | EPOLLRDHUP, on_conn_event, c) !=
	    0) {
		table_remove(t, c);
		kr_stream_free(&c->s);
		close(fd);
		free(c);
		return NULL;
	}
	return c;
}

static void input_release(struct conn *c)
{
	if (c->in_cap)
		c->t->memory_freed = true;
	c->t->input_bytes -= c->in_cap;
	free(c->in);
	c->in = NULL;
	c->in_cap = c->in_len = c->in_off = 0;
}

static void conn_free(struct conn *c)
{
	for (size_t i = 0; i < c->count; i++)
		free(c->items[(c->head + i) % c->cap].buf);
	free(c->items);
	input_release(c);
	free(c->infl);
	kr_sasl_conn_free(c->sasl);
	kr_sasl_client_free(c->auth);
	free(c->auth_out);
	free(c);
}

/* Marks c closed (freed by the next tick) and tells the layer above. */
static void conn_close(struct conn *c, enum kr_log_level lvl, const char *reason)
{
	conn_close_as(c, lvl, reason, reason);
}

/* Closes c with a log line whose rate limit goes by key (see tlog). */
static void conn_close_as(struct conn *c, enum kr_log_level lvl, const void *key,
			  const char *reason)
{
	if (c->closed)
		return;
	struct kr_transport *t = c->t;
	if (c->listener >= 0)
		tlog(t, lvl, key, "closing connection from %s on %s: %s", c->ip,
		     t->ls[c->listener].spec.name, reason);
	else
		tlog(t, lvl, key, "closing connection to peer %d: %s", (int)c->peer, reason);
	int fd = c->watch.fd;
	kr_loop_del(t->loop, &c->watch);
	kr_stream_free(&c->s);
	close(fd);
	c->closed = true;
	t->any_closed = true;
	if (c->listener >= 0) {
		t->ls[c->listener].n_conns--;
		t->st.connections--;
		ip_release(t, c->ip);
	} else {
		for (size_t i = 0; i < t->n_peers; i++) {
			if (t->peers[i].c != c)
				continue;
			t->peers[i].c = NULL;
			t->peers[i].backoff_until_ms =
				kr_loop_now_ms() +
				(c->refused && t->lim.retry_backoff_ms <
							 KR_TRANSPORT_REFUSED_BACKOFF_MS
					 ? KR_TRANSPORT_REFUSED_BACKOFF_MS
					 : t->lim.retry_backoff_ms);
		}
	}
	/* the layer above hears of it from kr_transport_tick, never from
	 * inside one of its own calls (it may be walking its tables) */
}

/* The close callbacks of a connection closed since the last tick. */
static void conn_report_closed(struct conn *c)
{
	struct kr_transport *t = c->t;
	if (c->listener >= 0) {
		if (t->cb.conn_closed)
			t->cb.conn_closed(t->cb.ctx, c->id);
	} else if (t->cb.peer_closed && c->n_infl > 0 && !c->quiet) {
		struct kr_request_meta m[64];
		size_t n = c->n_infl < 64 ? c->n_infl : 64;
		for (size_t i = 0; i < n; i++)
			m[i] = c->infl[i].meta;
		t->cb.peer_closed(t->cb.ctx, c->peer, m, n);
	}
}

/* Whether c may read more requests now (see "back-pressure"). */
static bool may_read(const struct conn *c)
{
	const struct kr_transport *t = c->t;
	if (c->listener < 0)
		return true; /* outbound: responses to our own requests */
	if (c->close_after_flush || c->closing)
		return false;
	return c->unfinished < (size_t)t->lim.max_inflight &&
	       c->queued_bytes < t->lim.max_output_bytes && !c->want_memory;
}

static void conn_update_events(struct conn *c)
{
	if (c->closed)
		return;
	/* EPOLLRDHUP only with EPOLLIN: a paused connection whose client
	 * shut its side would otherwise report it in every round */
	uint32_t ev = 0;
	if (c->handshaking && !c->connecting) {
		/* nothing flows until the handshake is done: wait for what it
		 * asked for */
		ev = c->handshake_want == KR_STREAM_WANT_WRITE ? EPOLLOUT
							       : EPOLLIN | EPOLLRDHUP;
		kr_loop_mod(c->t->loop, &c->watch, ev);
		return;
	}
	if (may_read(c) || c->write_wants_read)
		ev |= EPOLLIN | EPOLLRDHUP;
	bool out_ready = c->count > 0 && (c->items[c->head].filled || c->head_sent > 0);
	if (c->auth)
		out_ready = c->auth_out != NULL; /* only the exchange is written */
	if (c->connecting || out_ready || c->read_wants_write)
		ev |= EPOLLOUT;
	if ((ev & EPOLLIN) == 0 && (c->watch.events & EPOLLIN) != 0) {
		c->t->st.paused_reads++;
		c->partial_since_ms = -1; /* our pause: the client is not slow */
	}
	kr_loop_mod(c->t->loop, &c->watch, ev);
}

static void item_pop(struct conn *c)
{
	struct item *it = &c->items[c->head];
	free(it->buf);
	it->buf = NULL;
	c->head = (c->head + 1) % c->cap;
	c->count--;
	c->head_seq++;
	c->head_sent = 0;
}

/* Outbound SASL: writes the exchange's pending request; the queued
 * requests wait until it is done. */
static void auth_flush(struct conn *c)
{
	while (c->auth_out && c->auth_out_sent < c->auth_out_len) {
		struct iovec iov = {c->auth_out + c->auth_out_sent,
				    c->auth_out_len - c->auth_out_sent};
		ssize_t w = kr_stream_writev(&c->s, &iov, 1);
		if (w == KR_STREAM_WANT_WRITE)
			break;
		if (w == KR_STREAM_WANT_READ) {
			c->write_wants_read = true;
			break;
		}
		if (w < 0) {
			conn_close(c, KR_LOG_DEBUG,
				   w == KR_STREAM_CLOSED ? "closed by the other side"
							 : kr_stream_failure(&c->s));
			return;
		}
		c->auth_out_sent += (size_t)w;
		c->last_io_ms = kr_loop_now_ms();
	}
	if (c->auth_out && c->auth_out_sent == c->auth_out_len) {
		free(c->auth_out);
		c->auth_out = NULL;
	}
	conn_update_events(c);
}

/* Outbound SASL: starts the exchange once the stream is up. */
static void auth_begin(struct conn *c)
{
	c->handshake_started_ms = kr_loop_now_ms(); /* its time limit */
	if (kr_sasl_client_start(c->auth, &c->auth_out, &c->auth_out_len) != 0) {
		conn_close(c, KR_LOG_WARN, "out of memory");
		return;
	}
	c->auth_out_sent = 0;
	auth_flush(c);
}

/* Outbound SASL: the server's answer to the exchange's request. */
static void auth_response(struct conn *c, const uint8_t *frame, size_t len)
{
	struct kr_transport *t = c->t;
	char why[320];
	uint8_t *next = NULL;
	size_t next_len = 0;
	int rc = kr_sasl_client_on_response(c->auth, frame, len, &next, &next_len, why,
					    sizeof why);
	if (rc < 0) {
		t->st.closed_sasl++;
		c->refused = true;
		tlog(t, KR_LOG_WARN, &t->st.closed_sasl, "connection to peer %d: %s",
		     (int)c->peer, why);
		conn_close(c, KR_LOG_DEBUG, "SASL refused");
		return;
	}
	if (rc == 0) {
		free(c->auth_out);
		c->auth_out = next;
		c->auth_out_len = next_len;
		c->auth_out_sent = 0;
		auth_flush(c);
		return;
	}
	kr_sasl_client_free(c->auth);
	c->auth = NULL;
	tlog(t, KR_LOG_DEBUG, NULL, "connection to peer %d: authenticated", (int)c->peer);
	conn_flush(c); /* the requests queued meanwhile */
}

/* Writes what can be written, in order; stops at the first unfilled slot. */
static void conn_flush(struct conn *c)
{
	if (c->closed || c->connecting || c->handshaking)
		return;
	c->write_wants_read = false;
	if (c->auth) {
		auth_flush(c);
		return;
	}
	for (;;) {
		while (c->count > 0 && c->items[c->head].none) {
			if (c->items[c->head].close) {
				conn_close_as(c, KR_LOG_INFO, c->close_key, c->close_reason);
				return;
			}
			item_pop(c);
		}
		struct iovec iov[IOV_MAX_ITEMS * 2];
		int n = 0;
		size_t skip = c->head_sent;
		for (size_t i = 0; i < c->count && n + 2 <= IOV_MAX_ITEMS * 2; i++) {
			struct item *it = &c->items[(c->head + i) % c->cap];
			if (!it->filled || it->close)
				break;
			if (it->none)
				continue;
			size_t s = i == 0 ? skip : 0;
			if (s < 4)
				iov[n++] = (struct iovec){it->prefix + s, 4 - s};
			size_t bs = s > 4 ? s - 4 : 0;
			if (bs < it->len)
				iov[n++] = (struct iovec){it->buf + bs, it->len - bs};
		}
		if (n == 0)
			break;
		ssize_t w = kr_stream_writev(&c->s, iov, n);
		if (w == KR_STREAM_WANT_WRITE)
			break;
		if (w == KR_STREAM_WANT_READ) {
			c->write_wants_read = true;
			break;
		}
		if (w < 0) {
			conn_close(c, KR_LOG_DEBUG,
				   w == KR_STREAM_CLOSED ? "closed by the other side"
							 : kr_stream_failure(&c->s));
			return;
		}
		int64_t now = kr_loop_now_ms();
		c->last_io_ms = now;
		c->stall_since_ms = now;
		c->t->st.bytes_out += (uint64_t)w;
		size_t left = (size_t)w;
		while (left > 0 && c->count > 0) {
			struct item *it = &c->items[c->head];
			if (it->none) {
				item_pop(c);
				continue;
			}
			size_t total = 4 + it->len;
			size_t rest = total - c->head_sent;
			if (left < rest) {
				c->head_sent += left;
				c->queued_bytes -= left;
				left = 0;
				break;
			}
			left -= rest;
			c->queued_bytes -= rest;
			item_pop(c);
		}
	}
	if (c->close_after_flush && c->count == 0) {
		conn_close(c, KR_LOG_DEBUG, "SASL refused");
		return;
	}
	/* the stall clock runs only while there is output it could write */
	if (c->count > 0 && c->items[c->head].filled) {
		if (c->stall_since_ms < 0)
			c->stall_since_ms = kr_loop_now_ms();
	} else {
		c->stall_since_ms = -1;
	}
	conn_update_events(c);
	/* reading may go on again: frames already buffered are handed up
	 * by the next tick, not from inside the caller's answer */
	if (!c->closed && !c->in_process && may_read(c) &&
	    (c->in_len - c->in_off >= 4 || kr_stream_pending(&c->s))) {
		c->resume = true;
		c->t->any_resume = true;
	}
}

static int queue_reserve(struct conn *c)
{
	if (c->count < c->cap)
		return 0;
	size_t nc = c->cap ? c->cap * 2 : 8;
	struct item *ni = malloc(nc * sizeof *ni);
	if (!ni)
		return -1;
	for (size_t i = 0; i < c->count; i++)
		ni[i] = c->items[(c->head + i) % c->cap];
	free(c->items);
	c->items = ni;
	c->cap = nc;
	c->head = 0;
	return 0;
}

/* Appends an item; returns it or NULL when out of memory. */
static struct item *queue_push(struct conn *c)
{
	if (queue_reserve(c) != 0)
		return NULL;
	struct item *it = &c->items[(c->head + c->count) % c->cap];
	memset(it, 0, sizeof *it);
	c->count++;
	return it;
}

static void item_fill(struct conn *c, struct item *it, uint8_t *buf, size_t len)
{
	uint32_t n = (uint32_t)len;
	it->prefix[0] = (uint8_t)(n >> 24);
	it->prefix[1] = (uint8_t)(n >> 16);
	it->prefix[2] = (uint8_t)(n >> 8);
	it->prefix[3] = (uint8_t)n;
	it->buf = buf;
	it->len = len;
	it->filled = true;
	c->queued_bytes += 4 + len;
}

/* ------------------------------------------------------------------ */
/* Input                                                                */
/* ------------------------------------------------------------------ */

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* Makes room for `need` bytes in c->in (from in_off), within the budget.
 * Returns 0, 1 when the budget is exhausted (c waits), -1 out of memory. */
static int input_room(struct conn *c, size_t need)
{
	struct kr_transport *t = c->t;
	if (c->in_off > 0) {
		memmove(c->in, c->in + c->in_off, c->in_len - c->in_off);
		c->in_len -= c->in_off;
		c->in_off = 0;
	}
	if (need <= c->in_cap)
		return 0;
	size_t cap = c->in_cap ? c->in_cap * 2 : IN_BASE;
	if (cap < need)
		cap = need; /* a large frame: exactly its size */
	size_t grow = cap - c->in_cap;
	if (t->input_bytes + grow > t->lim.max_input_bytes) {
		c->want_memory = true;
		t->any_want_memory = true;
		return 1;
	}
	uint8_t *p = realloc(c->in, cap);
	if (!p)
		return -1;
	c->in = p;
	t->input_bytes += grow;
	c->in_cap = cap;
	c->want_memory = false;
	return 0;
}

/* Gives a frame of a SASL connection to node/sasl.h first. Returns true
 * when the frame was taken (answered, or the connection closes). */
static bool sasl_intercept(struct conn *c, const uint8_t *frame, size_t len)
{
	struct kr_transport *t = c->t;
	uint8_t *ans = NULL;
	size_t alen = 0;
	char why[320];
	enum kr_sasl_verdict v = kr_sasl_conn_frame(c->sasl, frame, len, kr_loop_now_ms(),
						    &ans, &alen, why, sizeof why);
	if (v == KR_SASL_PASS)
		return false;
	const char *lname = t->ls[c->listener].spec.name;
	if (v == KR_SASL_ANSWER) {
		if (why[0])
			tlog(t, KR_LOG_INFO, NULL, "connection from %s on %s: %s", c->ip,
			     lname, why);
	} else {
		t->st.closed_sasl++;
		tlog(t, KR_LOG_WARN, &t->st.closed_sasl, "connection from %s on %s: %s",
		     c->ip, lname, why);
	}
	if (v == KR_SASL_CLOSE) {
		conn_close(c, KR_LOG_DEBUG, "SASL refused");
		return true;
	}
	struct item *it = queue_push(c);
	if (!it) {
		free(ans);
		conn_close(c, KR_LOG_WARN, "out of memory");
		return true;
	}
	item_fill(c, it, ans, alen);
	if (v == KR_SASL_ANSWER_CLOSE)
		c->close_after_flush = true;
	conn_flush(c);
	return true;
}

/* Hands up every whole frame buffered, as far as back-pressure allows. */
static void conn_process_input(struct conn *c)
{
	struct kr_transport *t = c->t;
	/* an answer given during cb.request must not start a nested pass */
	c->in_process = true;
	while (!c->closed && may_read(c) && c->in_len - c->in_off >= 4) {
		const uint8_t *p = c->in + c->in_off;
		int32_t size = (int32_t)be32(p);
		if (size < 0 || (size_t)size > t->lim.max_frame_bytes) {
			char why[96];
			snprintf(why, sizeof why, "frame size %d %s", (int)size,
				 size < 0 ? "is negative"
					  : "exceeds socket.request.max.bytes");
			t->st.closed_frame++;
			conn_close(c, KR_LOG_WARN, why);
			return;
		}
		if (c->in_len - c->in_off < 4 + (size_t)size)
			break;
		c->in_off += 4 + (size_t)size;
		c->partial_since_ms = -1;
		if (c->listener < 0 && c->auth) {
			auth_response(c, p + 4, (size_t)size);
			continue;
		}
		if (c->listener < 0) {
			/* a response to one of our requests */
			if (size < 4 || c->n_infl == 0 ||
			    (int32_t)be32(p + 4) != c->infl[0].corr) {
				conn_close(c, KR_LOG_WARN,
					   "a response out of order or never asked for");
				return;
			}
			struct kr_request_meta m = c->infl[0].meta;
			memmove(&c->infl[0], &c->infl[1],
				(c->n_infl - 1) * sizeof *c->infl);
			c->n_infl--;
			t->cb.response(t->cb.ctx, c->peer, &m, p + 4, (size_t)size);
			continue;
		}
		if (c->sasl && sasl_intercept(c, p + 4, (size_t)size))
			continue;
		if (c->closed)
			return;
		struct item *it = queue_push(c);
		if (!it) {
			conn_close(c, KR_LOG_WARN, "out of memory");
			return;
		}
		struct kr_request_ref ref = {c->id, c->head_seq + c->count - 1};
		c->unfinished++;
		t->cb.request(t->cb.ctx, ref, c->kinds, c->ip, p + 4, (size_t)size);
	}
	c->in_process = false;
	if (c->closed)
		return;
	if (c->in_off == c->in_len) {
		c->in_off = c->in_len = 0;
		if (c->in_cap > IN_SHRINK)
			input_release(c);
	} else if (c->partial_since_ms < 0 && may_read(c)) {
		c->partial_since_ms = kr_loop_now_ms();
		c->partial_base = c->in_len - c->in_off;
	}
	conn_update_events(c);
}

static void conn_read(struct conn *c)
{
	for (int round = 0; round < READ_ROUNDS && !c->closed && may_read(c); round++) {
		/* room for at least the frame in progress, or IN_BASE */
		size_t have = c->in_len - c->in_off;
		size_t need = have + IN_BASE / 2;
		if (have >= 4) {
			int32_t size = (int32_t)be32(c->in + c->in_off);
			if (size >= 0 && (size_t)size <= c->t->lim.max_frame_bytes &&
			    4 + (size_t)size > need)
				need = 4 + (size_t)size;
		}
		int r = input_room(c, need);
		if (r < 0) {
			conn_close(c, KR_LOG_WARN, "out of memory for input");
			return;
		}
		if (r > 0) {
			conn_update_events(c);
			return;
		}
		c->read_wants_write = false;
		size_t room = c->in_cap - c->in_len;
		ssize_t got = kr_stream_read(&c->s, c->in + c->in_len, room);
		if (got == KR_STREAM_CLOSED) {
			conn_close(c, KR_LOG_DEBUG, "closed by the other side");
			return;
		}
		if (got == KR_STREAM_WANT_WRITE) {
			c->read_wants_write = true;
			conn_update_events(c);
			return;
		}
		if (got == KR_STREAM_WANT_READ)
			return;
		if (got < 0) {
			conn_close(c, KR_LOG_DEBUG, kr_stream_failure(&c->s));
			return;
		}
		c->in_len += (size_t)got;
		c->t->st.bytes_in += (uint64_t)got;
		c->last_io_ms = kr_loop_now_ms();
		conn_process_input(c);
		/* less than the room: the socket is drained (epoll is level
		 * triggered and reports what comes next), so no recv that
		 * would only say EAGAIN (one per read before); TLS bytes
		 * already decrypted are taken care of below */
		if ((size_t)got < room)
			break;
	}
	/* TLS: bytes decrypted but not yet taken (the rounds ran out) never
	 * make the socket readable again: the next tick reads them */
	if (!c->closed && may_read(c) && kr_stream_pending(&c->s)) {
		c->resume = true;
		c->t->any_resume = true;
	}
}

/* Drives a TLS handshake; once done, the connection reads and writes. A
 * failed one is logged with what was refused (a peer's certificate,
 * garbage instead of a ClientHello), rate-limited. */
static void conn_handshake(struct conn *c)
{
	struct kr_transport *t = c->t;
	int rc = kr_stream_handshake(&c->s);
	if (rc == KR_STREAM_WANT_READ || rc == KR_STREAM_WANT_WRITE) {
		c->handshake_want = rc;
		conn_update_events(c);
		return;
	}
	if (rc != 1) {
		char why[256];
		const char *f = kr_stream_failure(&c->s);
		snprintf(why, sizeof why, "TLS handshake failed: %s",
			 f[0] ? f : "closed by the other side");
		t->st.closed_handshake++;
		c->refused = c->listener < 0;
		/* the key is the reason's kind, not its text: one a second */
		tlog(t, KR_LOG_WARN, &t->st.closed_handshake, "%s %s: %s",
		     c->listener >= 0 ? "connection from" : "connection to peer",
		     c->listener >= 0 ? c->ip : c->peer_name, why);
		conn_close(c, KR_LOG_DEBUG, why);
		return;
	}
	c->handshaking = false;
	c->last_io_ms = kr_loop_now_ms();
	c->handshake_started_ms = c->last_io_ms; /* SASL's clock starts here */
	conn_update_events(c);
	if (c->auth)
		auth_begin(c);
	else
		conn_flush(c);
	if (!c->closed && (c->listener >= 0 || kr_stream_pending(&c->s)))
		conn_read(c);
}

static void on_conn_event(struct kr_watch *w, uint32_t events)
{
	struct conn *c = w->data;
	if (c->connecting && (events & (EPOLLOUT | EPOLLERR | EPOLLHUP))) {
		int e = 0;
		socklen_t el = sizeof e;
		getsockopt(c->watch.fd, SOL_SOCKET, SO_ERROR, &e, &el);
		if (e != 0) {
			conn_close(c, KR_LOG_DEBUG, strerror(e));
			return;
		}
		c->connecting = false;
		c->last_io_ms = kr_loop_now_ms();
		c->handshake_started_ms = c->last_io_ms;
		if (c->handshaking) {
			conn_handshake(c);
			return;
		}
		if (c->auth) {
			auth_begin(c);
			return;
		}
		conn_flush(c);
	}
	if (!c->closed && c->handshaking) {
		conn_handshake(c);
		return;
	}
	bool readable = (events & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR)) != 0;
	bool writable = (events & EPOLLOUT) != 0;
	if (!c->closed && (readable || (writable && c->read_wants_write)))
		conn_read(c);
	if (!c->closed && (writable || (readable && c->write_wants_read)))
		conn_flush(c);
	/* a peer closing its side while we hold its requests unread */
	if (!c->closed && (events & (EPOLLHUP | EPOLLERR)) && !may_read(c))
		conn_close(c, KR_LOG_DEBUG, "closed by the other side");
}

/* ------------------------------------------------------------------ */
/* Listeners                                                            */
/* ------------------------------------------------------------------ */

static void listener_pause(struct listener *l, const char *why)
{
	struct kr_transport *t = l->t;
	l->paused_until_ms = kr_loop_now_ms() + KR_TRANSPORT_ACCEPT_PAUSE_MS;
	kr_loop_mod(t->loop, &l->watch, 0);
	t->st.accept_pauses++;
	tlog(t, KR_LOG_WARN, l,
	     "listener %s: cannot accept (%s): not accepting for %d ms", l->spec.name,
	     why, KR_TRANSPORT_ACCEPT_PAUSE_MS);
}

static void refuse(struct listener *l, int fd, const char *ip, const char *why)
{
	close(fd);
	tlog(l->t, KR_LOG_WARN, why, "listener %s: refusing a connection from %s: %s",
	     l->spec.name, ip, why);
}

static void on_accept(struct kr_watch *w, uint32_t events)
{
	(void)events;
	struct listener *l = w->data;
	struct kr_transport *t = l->t;
	for (int i = 0; i < 64; i++) {
		struct sockaddr_storage sa;
		socklen_t sl = sizeof sa;
		int fd = accept4(l->watch.fd, (struct sockaddr *)&sa, &sl,
				 SOCK_NONBLOCK | SOCK_CLOEXEC);
		if (fd < 0) {
			if (errno == EINTR || errno == ECONNABORTED)
				continue;
			if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS ||
			    errno == ENOMEM)
				listener_pause(l, strerror(errno));
			return;
		}
		char ip[INET6_ADDRSTRLEN] = "?";
		if (sa.ss_family == AF_INET)
			inet_ntop(AF_INET, &((struct sockaddr_in *)&sa)->sin_addr, ip,
				  sizeof ip);
		else if (sa.ss_family == AF_INET6)
			inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&sa)->sin6_addr, ip,
				  sizeof ip);
		if (l->n_conns >= t->lim.max_connections) {
			t->st.refused_cap++;
			refuse(l, fd, ip, "max.connections reached");
			continue;
		}
		if (t->st.connections >= t->max_inbound) {
			t->st.refused_cap++;
			refuse(l, fd, ip,
			       "the process's descriptor limit (RLIMIT_NOFILE) is nearly "
			       "reached");
			continue;
		}
		struct ip_count *ipc = ip_find(t, ip, true);
		if (!ipc) {
			refuse(l, fd, ip, "out of memory");
			continue;
		}
		if (ipc->n >= t->lim.max_connections_per_ip) {
			t->st.refused_ip++;
			if (ipc->n == 0)
				ip_release(t, ip);
			refuse(l, fd, ip, "max.connections.per.ip reached");
			continue;
		}
		int one = 1;
		setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
		struct conn *c = conn_new(t, fd, (int)(l - t->ls), -1, NULL);
		if (!c) {
			if (ipc->n == 0)
				ip_release(t, ip);
			continue;
		}
		ipc->n++;
		snprintf(c->ip, sizeof c->ip, "%s", ip);
		l->n_conns++;
		t->st.accepted++;
		t->st.connections++;
	}
}

static int listen_on(struct kr_transport *t, struct listener *l, char *why, size_t wl)
{
	struct addrinfo hints = {0}, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
	char port[8];
	snprintf(port, sizeof port, "%u", (unsigned)l->spec.port);
	const char *host = l->spec.host[0] ? l->spec.host : NULL;
	int grc = getaddrinfo(host, port, &hints, &res);
	if (grc != 0) {
		snprintf(why, wl, "listener %s: cannot resolve %s: %s", l->spec.name,
			 l->spec.host, gai_strerror(grc));
		return -1;
	}
	int fd = socket(res->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	int one = 1;
	if (fd >= 0)
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	if (fd < 0 || bind(fd, res->ai_addr, res->ai_addrlen) != 0 ||
	    listen(fd, 512) != 0) {
		snprintf(why, wl, "listener %s: cannot listen on %s:%u: %s", l->spec.name,
			 l->spec.host, (unsigned)l->spec.port, strerror(errno));
		if (fd >= 0)
			close(fd);
		freeaddrinfo(res);
		return -1;
	}
	freeaddrinfo(res);
	struct sockaddr_storage sa;
	socklen_t sl = sizeof sa;
	l->bound_port = l->spec.port;
	if (getsockname(fd, (struct sockaddr *)&sa, &sl) == 0) {
		if (sa.ss_family == AF_INET)
			l->bound_port = ntohs(((struct sockaddr_in *)&sa)->sin_port);
		else if (sa.ss_family == AF_INET6)
			l->bound_port = ntohs(((struct sockaddr_in6 *)&sa)->sin6_port);
	}
	l->t = t;
	if (kr_loop_add(t->loop, &l->watch, fd, EPOLLIN, on_accept, l) != 0) {
		snprintf(why, wl, "listener %s: cannot watch its socket", l->spec.name);
		close(fd);
		return -1;
	}
	return 0;
}

struct kr_transport *kr_transport_new(struct kr_loop *loop,
				      const struct kr_transport_listener *ls, size_t n,
				      const struct kr_transport_limits *limits,
				      const struct kr_transport_callbacks *cb, char *why,
				      size_t why_len)
{
	if (n > KR_TRANSPORT_MAX_LISTENERS) {
		snprintf(why, why_len, "more than %d listeners",
			 KR_TRANSPORT_MAX_LISTENERS);
		return NULL;
	}
	struct kr_transport *t = calloc(1, sizeof *t);
	if (!t) {
		snprintf(why, why_len, "out of memory");
		return NULL;
	}
	t->loop = loop;
	t->lim = *limits;
	t->cb = *cb;
	/* Clients may hold only part of the process's descriptors: the rest
	 * stay for the log, the quorum-state file and the connections to
	 * peers, so a flood of clients cannot make the node's own work fail
	 * with EMFILE. */
	struct rlimit rl;
	size_t cur = getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY
			     ? (size_t)rl.rlim_cur
			     : 1u << 20;
	t->max_inbound = cur >= 1024 ? cur - KR_TRANSPORT_FD_RESERVE : cur / 2;
	for (size_t i = 0; i < n; i++) {
		t->ls[i].spec = ls[i];
		t->ls[i].watch.fd = -1;
		if (listen_on(t, &t->ls[i], why, why_len) != 0) {
			kr_transport_free(t);
			return NULL;
		}
		t->n_ls = i + 1;
	}
	return t;
}

void kr_transport_free(struct kr_transport *t)
{
	if (!t)
		return;
	t->cb.log = NULL;
	for (size_t i = 0; i < t->table_used; i++) {
		struct conn *c = t->table[i];
		if (!c)
			continue;
		if (!c->closed)
			conn_close(c, KR_LOG_DEBUG, "stopping");
		conn_free(c);
	}
	for (size_t i = 0; i < t->n_ls; i++) {
		int fd = t->ls[i].watch.fd;
		kr_loop_del(t->loop, &t->ls[i].watch);
		if (fd >= 0)
			close(fd);
	}
	for (size_t b = 0; b < IP_BUCKETS; b++)
		while (t->ips[b]) {
			struct ip_count *e = t->ips[b];
			t->ips[b] = e->next;
			free(e);
		}
	free(t->table);
	free(t->free_idx);
	free(t);
}

uint64_t kr_transport_adopt(struct kr_transport *t, int fd, size_t i)
{
	if (i >= t->n_ls) {
		close(fd);
		return 0;
	}
	int fl = fcntl(fd, F_GETFL);
	if (fl < 0 || fcntl(fd, F_SETFL, fl | O_NONBLOCK) != 0) {
		close(fd);
		return 0;
	}
	struct conn *c = conn_new(t, fd, (int)i, -1, NULL);
	if (!c)
		return 0;
	snprintf(c->ip, sizeof c->ip, "local");
	struct ip_count *ipc = ip_find(t, c->ip, true);
	if (ipc)
		ipc->n++;
	t->ls[i].n_conns++;
	t->st.accepted++;
	t->st.connections++;
	return c->id;
}

uint16_t kr_transport_listen_port(const struct kr_transport *t, size_t i)
{
	return i < t->n_ls ? t->ls[i].bound_port : 0;
}

/* ------------------------------------------------------------------ */
/* Answers                                                              */
/* ------------------------------------------------------------------ */

/* The unfinished slot of ref, or NULL. */
static struct item *slot_of(struct kr_transport *t, struct kr_request_ref ref,
			    struct conn **out)
{
	struct conn *c = conn_lookup(t, ref.conn);
	if (!c || c->listener < 0 || ref.seq < c->head_seq ||
	    ref.seq - c->head_seq >= c->count)
		return NULL;
	struct item *it = &c->items[(c->head + (size_t)(ref.seq - c->head_seq)) % c->cap];
	if (it->filled)
		return NULL;
	*out = c;
	return it;
}

static void slot_done(struct conn *c)
{
	c->unfinished--;
	conn_flush(c); /* and goes on reading if it may */
}

void kr_transport_respond(struct kr_transport *t, struct kr_request_ref ref, uint8_t *buf,
			  size_t len)
{
	struct conn *c;
	struct item *it = slot_of(t, ref, &c);
	if (!it) {
		free(buf);
		return;
	}
	item_fill(c, it, buf, len);
	slot_done(c);
}

void kr_transport_respond_none(struct kr_transport *t, struct kr_request_ref ref)
{
	struct conn *c;
	struct item *it = slot_of(t, ref, &c);
	if (!it)
		return;
	it->filled = true;
	it->none = true;
	slot_done(c);
}

void kr_transport_close(struct kr_transport *t, struct kr_request_ref ref,
			const char *reason)
{
	struct conn *c;
	struct item *it = slot_of(t, ref, &c);
	if (!it) {
		/* not a slot waiting for its answer: at once */
		c = conn_lookup(t, ref.conn);
		if (c)
			conn_close(c, KR_LOG_INFO, reason);
		return;
	}
	/* in request order, as a broker does: the answers to the requests
	 * before this one go out first, nothing after it is read or sent */
	it->filled = it->none = it->close = true;
	if (!c->closing) {
		c->closing = true;
		snprintf(c->close_reason, sizeof c->close_reason, "%s", reason);
		c->close_key = reason;
	}
	slot_done(c);
}

size_t kr_transport_output_room(const struct kr_transport *t, struct kr_request_ref ref)
{
	const struct conn *c = conn_lookup(t, ref.conn);
	if (!c || c->queued_bytes >= t->lim.max_output_bytes)
		return 0;
	return t->lim.max_output_bytes - c->queued_bytes;
}

bool kr_transport_conn_open(const struct kr_transport *t, uint64_t conn)
{
	return conn_lookup(t, conn) != NULL;
}

/* ------------------------------------------------------------------ */
/* Peers                                                                */
/* ------------------------------------------------------------------ */

static struct peer *peer_find(struct kr_transport *t, int32_t id)
{
	for (size_t i = 0; i < t->n_peers; i++)
		if (t->peers[i].ep.id == id)
			return &t->peers[i];
	return NULL;
}

void kr_transport_set_peers(struct kr_transport *t, const struct kr_transport_peer *p,
			    size_t n)
{
	if (n > KR_TRANSPORT_MAX_PEERS)
		n = KR_TRANSPORT_MAX_PEERS;
	struct peer next[KR_TRANSPORT_MAX_PEERS];
	for (size_t i = 0; i < n; i++) {
		next[i] = (struct peer){p[i], NULL, 0};
		struct peer *old = peer_find(t, p[i].id);
		if (old && old->ep.port == p[i].port &&
		    strcmp(old->ep.host, p[i].host) == 0) {
			next[i].c = old->c;
			next[i].backoff_until_ms = old->backoff_until_ms;
			old->c = NULL;
		}
	}
	for (size_t i = 0; i < t->n_peers; i++)
		if (t->peers[i].c)
			conn_close(t->peers[i].c, KR_LOG_INFO, "peer address changed");
	memcpy(t->peers, next, n * sizeof *next);
	t->n_peers = n;
}

int32_t kr_transport_peer_corr(struct kr_transport *t, int32_t id)
{
	struct peer *p = peer_find(t, id);
	if (!p)
		return -1;
	if (p->c)
		return p->c->next_corr;
	int64_t now = kr_loop_now_ms();
	if (now < p->backoff_until_ms)
		return -1;
	struct addrinfo hints = {0}, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_NUMERICSERV;
	char port[8];
	snprintf(port, sizeof port, "%u", (unsigned)p->ep.port);
	if (getaddrinfo(p->ep.host, port, &hints, &res) != 0 || !res) {
		p->backoff_until_ms = now + t->lim.retry_backoff_ms;
		return -1;
	}
	int fd = socket(res->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		freeaddrinfo(res);
		p->backoff_until_ms = now + t->lim.retry_backoff_ms;
		return -1;
	}
	int one = 1;
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	int rc = connect(fd, res->ai_addr, res->ai_addrlen);
	freeaddrinfo(res);
	if (rc != 0 && errno != EINPROGRESS) {
		close(fd);
		p->backoff_until_ms = now + t->lim.retry_backoff_ms;
		return -1;
	}
	struct conn *c = conn_new(t, fd, -1, id, p->ep.host);
	if (!c)
		return -1;
	snprintf(c->peer_name, sizeof c->peer_name, "%d", (int)id);
	c->connecting = rc != 0;
	c->connect_started_ms = now;
	p->c = c;
	/* connected at once: the client speaks first in TLS and SASL */
	if (!c->connecting && c->handshaking)
		conn_handshake(c);
	else if (!c->connecting && c->auth)
		auth_begin(c);
	else
		conn_update_events(c);
	return c->closed ? -1 : c->next_corr;
}

uint64_t kr_transport_peer_conn(const struct kr_transport *t, int32_t id)
{
	for (size_t i = 0; i < t->n_peers; i++)
		if (t->peers[i].ep.id == id)
			return t->peers[i].c && !t->peers[i].c->closed ? t->peers[i].c->id
								       : 0;
	return 0;
}

int kr_transport_send_request(struct kr_transport *t, int32_t id, int32_t corr,
			      const struct kr_request_meta *m, uint8_t *buf, size_t len)
{
	struct peer *p = peer_find(t, id);
	struct conn *c = p ? p->c : NULL;
	if (!c || c->closed || corr != c->next_corr) {
		free(buf);
		return -1;
	}
	if (c->n_infl == c->cap_infl) {
		size_t nc = c->cap_infl ? c->cap_infl * 2 : 8;
		struct inflight *ni = realloc(c->infl, nc * sizeof *ni);
		if (!ni) {
			free(buf);
			return -1;
		}
		c->infl = ni;
		c->cap_infl = nc;
	}
	struct item *it = queue_push(c);
	if (!it) {
		free(buf);
		return -1;
	}
	c->next_corr = corr == INT32_MAX ? 1 : corr + 1;
	c->infl[c->n_infl++] = (struct inflight){corr, *m, kr_loop_now_ms()};
	item_fill(c, it, buf, len);
	conn_flush(c);
	return 0;
}

void kr_transport_set_peer_tls(struct kr_transport *t, struct kr_tls_ctx *ctx)
{
	t->peer_tls = ctx;
}

void kr_transport_set_peer_sasl(struct kr_transport *t,
				const struct kr_sasl_client_config *cfg)
{
	t->peer_sasl = cfg;
}

void kr_transport_drop_peer(struct kr_transport *t, int32_t id)
{
	struct peer *p = peer_find(t, id);
	if (p && p->c) {
		p->c->quiet = true;
		conn_close(p->c, KR_LOG_DEBUG, "dropped");
	}
}

bool kr_transport_peer_reachable(struct kr_transport *t, int32_t id)
{
	struct peer *p = peer_find(t, id);
	if (!p || !p->c || p->c->closed)
		return false;
	/* the peer may have closed in the same poll as the caller's own
	 * input arrived: an end of stream or a reset not read yet */
	char b;
	ssize_t n = recv(p->c->watch.fd, &b, 1, MSG_PEEK | MSG_DONTWAIT);
	return !(n == 0 || (n < 0 && (errno == ECONNRESET || errno == EPIPE)));
}

bool kr_transport_peers_drained(const struct kr_transport *t)
{
	for (size_t i = 0; i < t->n_peers; i++) {
		const struct conn *c = t->peers[i].c;
		if (c && !c->closed && (c->count > 0 || c->n_infl > 0))
			return false;
	}
	return true;
}

/* ------------------------------------------------------------------ */
/* Timers                                                               */
/* ------------------------------------------------------------------ */

static void conn_check(struct conn *c, int64_t now)
{
	struct kr_transport *t = c->t;
	if (c->handshaking && !c->connecting &&
	    now - c->handshake_started_ms > t->lim.handshake_timeout_ms) {
		t->st.closed_handshake++;
		conn_close(c, KR_LOG_WARN, "TLS handshake not finished in time");
		return;
	}
	if (c->auth && !c->handshaking && !c->connecting &&
	    now - c->handshake_started_ms > t->lim.handshake_timeout_ms) {
		t->st.closed_sasl++;
		conn_close(c, KR_LOG_WARN,
			   "SASL authentication to the peer not finished in time");
		return;
	}
	if (c->sasl && !c->handshaking && !kr_sasl_conn_authenticated(c->sasl) &&
	    now - c->handshake_started_ms > t->lim.handshake_timeout_ms) {
		t->st.closed_sasl++;
		conn_close(c, KR_LOG_WARN, "SASL authentication not finished in time");
		return;
	}
	if (c->listener < 0) {
		if (c->connecting &&
		    now - c->connect_started_ms > t->lim.request_timeout_ms)
			conn_close(c, KR_LOG_DEBUG, "connect timed out");
		else if (c->n_infl > 0 &&
			 now - c->infl[0].sent_ms > t->lim.request_timeout_ms)
			conn_close(c, KR_LOG_DEBUG, "request timed out");
		return;
	}
	if (c->partial_since_ms >= 0) {
		int64_t age = now - c->partial_since_ms;
		size_t got = c->in_len - c->in_off - c->partial_base;
		if (age > KR_TRANSPORT_PARTIAL_GRACE_MS &&
		    (int64_t)got * 1000 < age * t->lim.min_input_rate) {
			t->st.closed_slow++;
			conn_close(c, KR_LOG_WARN, "a request arriving too slowly");
			return;
		}
	}
	if (c->stall_since_ms >= 0 &&
	    now - c->stall_since_ms > KR_TRANSPORT_OUTPUT_STALL_MS) {
		t->st.closed_stall++;
		conn_close(c, KR_LOG_WARN, "responses not read for too long");
		return;
	}
	if (c->unfinished == 0 && c->count == 0 && c->in_len == c->in_off &&
	    now - c->last_io_ms > t->lim.idle_timeout_ms) {
		t->st.closed_idle++;
		conn_close(c, KR_LOG_DEBUG, "idle (connections.max.idle.ms)");
	}
}

void kr_transport_tick(struct kr_transport *t)
{
	int64_t now = kr_loop_now_ms();
	for (size_t i = 0; i < t->n_ls; i++) {
		struct listener *l = &t->ls[i];
		if (l->paused_until_ms && now >= l->paused_until_ms) {
			l->paused_until_ms = 0;
			kr_loop_mod(t->loop, &l->watch, EPOLLIN);
			tlog(t, KR_LOG_INFO, NULL, "listener %s: accepting again",
			     l->spec.name);
		}
	}
	/* connections waiting for input memory try again once some was
	 * freed (never in a busy loop) */
	bool retry_memory = t->any_want_memory && t->memory_freed;
	t->memory_freed = false;
	bool resume = t->any_resume;
	t->any_resume = false;
	bool still_waiting = false;
	for (size_t i = 0; i < t->table_used; i++) {
		struct conn *c = t->table[i];
		if (!c)
			continue;
		if (!c->closed && resume && c->resume) {
			c->resume = false;
			conn_process_input(c);
			/* TLS: bytes decrypted before the pause never make the
			 * socket readable again */
			if (!c->closed && may_read(c) && kr_stream_pending(&c->s))
				conn_read(c);
		}
		if (!c->closed)
			conn_check(c, now);
		if (!c->closed && retry_memory && c->want_memory) {
			c->want_memory = false;
			conn_update_events(c);
			conn_read(c); /* sets want_memory again if still short */
		}
		if (!c->closed && c->want_memory)
			still_waiting = true;
		if (c->closed) {
			conn_report_closed(c);
			table_remove(t, c);
			conn_free(c);
		}
	}
	t->any_want_memory = still_waiting;
	t->any_closed = false;
}

int64_t kr_transport_next_deadline(const struct kr_transport *t)
{
	int64_t d = INT64_MAX;
	for (size_t i = 0; i < t->n_ls; i++)
		if (t->ls[i].paused_until_ms && t->ls[i].paused_until_ms < d)
			d = t->ls[i].paused_until_ms;
	if (t->any_closed || t->any_resume || (t->any_want_memory && t->memory_freed))
		return kr_loop_now_ms();
	/* the other timers are coarse: once a second is enough */
	if (t->table_used > 0) {
		int64_t s = kr_loop_now_ms() + 1000;
		if (s < d)
			d = s;
	}
	return d;
}

void kr_transport_stats(const struct kr_transport *t, struct kr_transport_stats *out)
{
	*out = t->st;
	out->input_bytes = t->input_bytes;
}
