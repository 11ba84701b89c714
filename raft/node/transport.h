/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/transport.h — the node's connections: listeners, inbound
 * connections from clients and peers, outbound connections to peers, the
 * Kafka framing (a 4-byte big-endian size before every request and
 * response), and the limits that keep one client from holding the node.
 * It knows nothing of what the frames mean: whole frames go up through the
 * callbacks it is given (nghttp2's session callbacks), and answers come
 * back down through kr_transport_respond.
 *
 * Inbound requests and their answers. Every request frame read from a
 * connection gets a response slot at the end of that connection's queue
 * and goes up through cb.request with a reference to the slot. The
 * handler finishes the slot exactly once, at once or later (a parked
 * Fetch, a Produce waiting for its commit): kr_transport_respond with the
 * response, kr_transport_respond_none for a request that has no response
 * (Produce with acks=0), or kr_transport_close to drop the connection.
 * Responses leave the connection in request order, as Kafka's protocol
 * requires: a slot not yet finished holds back every later response
 * behind it, as a broker does. A reference outlives its connection
 * harmlessly: finishing a slot of a closed connection frees what it is
 * given and does nothing else; cb.conn_closed tells the layers above to
 * forget the connection's references.
 *
 * Limits (struct kr_transport_limits):
 *   - a frame larger than max_frame_bytes, or with a negative size,
 *     closes its connection (Kafka's InvalidReceiveException);
 *   - back-pressure: a connection with max_inflight unfinished slots, or
 *     with max_output_bytes of responses queued and unsent, is not read
 *     until that falls (its client is not reading what it asked for);
 *   - input memory: all connections' input buffers together hold at most
 *     max_input_bytes (Kafka's queued.max.request.bytes); a connection
 *     whose next frame does not fit waits, unread, until memory is freed.
 *     A buffer grown for a large frame is shrunk once the frame is
 *     handled;
 *   - slow input: a partial frame that has taken longer than
 *     KR_TRANSPORT_PARTIAL_GRACE_MS and arrived at less than
 *     min_input_rate bytes a second on average closes its connection (a
 *     client sending a byte a second holds nothing for long);
 *   - slow output: queued output that makes no progress for
 *     KR_TRANSPORT_OUTPUT_STALL_MS closes the connection;
 *   - idle: an inbound connection with no traffic either way and nothing
 *     in progress for idle_timeout_ms is closed (connections.max.idle.ms);
 *   - connection counts: each listener accepts at most max_connections
 *     connections and at most max_connections_per_ip from one address
 *     (max.connections, max.connections.per.ip); one more is accepted and
 *     closed at once, with a (rate-limited) log line naming the address;
 *   - descriptors: inbound connections together hold at most the
 *     process's RLIMIT_NOFILE less KR_TRANSPORT_FD_RESERVE (half of it
 *     below 1024), so that clients cannot take the descriptors the log,
 *     the quorum-state file and the peers need; one more is refused;
 *   - out of descriptors (EMFILE, ENFILE) or memory at accept: the
 *     listener stops accepting for KR_TRANSPORT_ACCEPT_PAUSE_MS, says so in
 *     the log, and resumes (the loop does not spin on a listener it cannot
 *     serve).
 *   - TLS: a listener with a TLS context (and the peers, with
 *     kr_transport_set_peer_tls) carries its bytes through a TLS stream
 *     (node/stream.h); a handshake that fails (garbage, a refused
 *     certificate) closes the connection with a warning naming the
 *     address and the reason, and one not finished within
 *     handshake_timeout_ms closes it too. Nothing is read as a frame
 *     before the handshake is done.
 *   - SASL: on a listener with SASL settings every request frame goes
 *     through node/sasl.h first; its SaslHandshake and SaslAuthenticate
 *     answers are queued in order like any response, a refusal closes
 *     the connection (after its answer is sent) with a warning naming
 *     the address and the reason, and nothing but ApiVersions reaches
 *     cb.request before the client has authenticated. An exchange not
 *     finished within handshake_timeout_ms of the connection (of its TLS
 *     handshake's end) closes it.
 * Every close names its reason in the log (debug for ordinary ends,
 * warn/info for the limits above, rate-limited).
 *
 * Outbound connections to peers (the voters' endpoints): one per peer,
 * opened on demand by kr_transport_peer_corr, carrying the node's
 * requests (the layer above makes ApiVersions the first of them and keeps
 * what it learns per connection, by kr_transport_peer_conn's id); correlation ids match each response to its request (a
 * response for another id than the oldest outstanding one closes the
 * connection: Kafka answers in order). A connection whose oldest request
 * is older than request_timeout_ms, or that cannot connect within it, is
 * closed; reconnecting waits retry_backoff_ms (at least
 * KR_TRANSPORT_REFUSED_BACKOFF_MS after the peer refused our TLS handshake
 * or our SASL credential).
 *
 * Callbacks come only from the loop's events (kr_loop_poll) and from
 * kr_transport_tick, never from inside another kr_transport_* call: a
 * layer above may answer, close or send while it walks its own tables.
 * So a connection closed by an answer is reported (cb.conn_closed,
 * cb.peer_closed) by the next tick, and frames buffered while reading was
 * paused are handed up by the next tick once it may read again.
 *
 * Time: the transport reads kr_loop_now_ms() itself; kr_transport_tick
 * enforces the timers and kr_transport_next_deadline says when it next
 * must run. Threading: the loop's thread only.
 */
#ifndef KR_NODE_TRANSPORT_H
#define KR_NODE_TRANSPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/kraft.h" /* KR_MAX_VOTERS, KR_MAX_BOOTSTRAP */
#include "kwire/raft.h"
#include "node/loop.h"

struct kr_tls_ctx;
struct kr_sasl_server;
struct kr_sasl_client_config;

#define KR_TRANSPORT_MAX_LISTENERS 4
/* voters, bootstrap servers (controller.quorum.bootstrap.servers), leaders
 * learnt from hints and others: at least node/peer_book.h's KR_PEER_BOOK_MAX */
#define KR_TRANSPORT_MAX_PEERS 48
#define KR_TRANSPORT_PARTIAL_GRACE_MS 10000
#define KR_TRANSPORT_OUTPUT_STALL_MS 30000
#define KR_TRANSPORT_ACCEPT_PAUSE_MS 500
#define KR_TRANSPORT_FD_RESERVE 256
/* reconnecting to a peer that refused our TLS handshake or SASL waits at
 * least this long (a misconfigured voter does not make its peers do a
 * handshake every retry_backoff_ms) */
#define KR_TRANSPORT_REFUSED_BACKOFF_MS 1000

/* What a listener is for (a bit set: one listener may serve both). */
enum kr_listener_kind {
	KR_LISTENER_CLIENT = 1u << 0,	  /* Kafka clients */
	KR_LISTENER_CONTROLLER = 1u << 1, /* peers (Raft) and admin tools */
};

struct kr_transport_limits {
	size_t max_frame_bytes;	 /* socket.request.max.bytes */
	size_t max_input_bytes;	 /* queued.max.request.bytes */
	size_t max_output_bytes; /* per connection, before reading stops */
	int32_t max_inflight;	 /* per connection, before reading stops */
	int32_t max_connections; /* per listener */
	int32_t max_connections_per_ip;
	int64_t idle_timeout_ms;      /* connections.max.idle.ms */
	int64_t min_input_rate;	      /* bytes/s, see "slow input" */
	int64_t request_timeout_ms;   /* outbound requests */
	int64_t retry_backoff_ms;     /* outbound reconnects */
	int64_t handshake_timeout_ms; /* TLS: a handshake not done by then closes */
};

/* One inbound request's response slot. */
struct kr_request_ref {
	uint64_t conn; /* the connection's id (never reused) */
	uint64_t seq;  /* the request's place in that connection's queue */
};

/* What the sender of an outbound request wants back with its response. */
struct kr_request_meta {
	int16_t api_key;
	int16_t version;
	uint64_t tag; /* the caller's (e.g. the core's request id) */
};

struct kr_transport_callbacks {
	void *ctx;
	/* A request frame (size prefix removed) from a connection of a
	 * listener of the given kinds; frame is valid during the call only.
	 * ip is the client's address as text. */
	void (*request)(void *ctx, struct kr_request_ref ref, unsigned kinds,
			const char *ip, const uint8_t *frame, size_t len);
	/* The response to an outbound request (frame valid during the call). */
	void (*response)(void *ctx, int32_t peer, const struct kr_request_meta *m,
			 const uint8_t *frame, size_t len);
	/* An outbound connection closed; its outstanding requests (n of them)
	 * get no response. */
	void (*peer_closed)(void *ctx, int32_t peer, const struct kr_request_meta *m,
			    size_t n);
	/* An inbound connection closed: forget its request references. */
	void (*conn_closed)(void *ctx, uint64_t conn);
	/* A line for the log (the transport never prints). */
	void (*log)(void *ctx, enum kr_log_level level, const char *line);
};

struct kr_transport_listener {
	char host[256];
	uint16_t port;	  /* 0: any free port (see kr_transport_listen_port) */
	unsigned kinds;	  /* enum kr_listener_kind bits */
	const char *name; /* for the log, e.g. "CONTROLLER" */
	/* TLS (SSL, SASL_SSL): the server context, the caller's, alive while
	 * the transport is; NULL: plaintext */
	struct kr_tls_ctx *tls;
	/* SASL (SASL_PLAINTEXT, SASL_SSL): the settings, the caller's, alive
	 * while the transport is; NULL: no authentication */
	struct kr_sasl_server *sasl;
};

struct kr_transport_peer {
	int32_t id;
	char host[256];
	uint16_t port;
};

struct kr_transport;

/* Counters, for tests and metrics. */
struct kr_transport_stats {
	uint64_t accepted, refused_cap, refused_ip, accept_pauses;
	uint64_t closed_frame, closed_slow, closed_idle, closed_stall;
	uint64_t closed_handshake; /* TLS handshakes failed or timed out */
	uint64_t closed_sasl;	   /* SASL refused, failed or timed out */
	uint64_t paused_reads;	   /* times a connection stopped being read */
	size_t input_bytes;	   /* input buffers held now */
	size_t connections;	   /* inbound, now */
	uint64_t bytes_in, bytes_out; /* every connection, both directions */
};

/*
 * Creates the transport on loop l: binds and listens on every listener
 * (n of them). Returns NULL with a reason in why (why_len bytes) when a
 * listener cannot be bound, or when out of memory.
 */
struct kr_transport *kr_transport_new(struct kr_loop *l,
				      const struct kr_transport_listener *ls, size_t n,
				      const struct kr_transport_limits *limits,
				      const struct kr_transport_callbacks *cb, char *why,
				      size_t why_len);
/* Closes every connection and listener (no callbacks) and frees t. */
void kr_transport_free(struct kr_transport *t);

/* Serves fd, an already connected stream socket (one end of a
 * socketpair, say), as an inbound connection of listener i: what an
 * in-process test or fuzz target uses to speak to the node without the
 * network. The transport owns fd from here on (closed on failure). Returns
 * the connection's id, or 0. */
uint64_t kr_transport_adopt(struct kr_transport *t, int fd, size_t i);

/* The port listener i is bound to (useful with port 0). */
uint16_t kr_transport_listen_port(const struct kr_transport *t, size_t i);

/*
 * Finishes a request's slot with its response frame: buf (malloc'd, len
 * bytes: the response header and body, without the size prefix) becomes
 * the transport's, which frees it once written or when the connection is
 * gone. A reference that is already finished or whose connection is gone
 * only frees buf.
 */
void kr_transport_respond(struct kr_transport *t, struct kr_request_ref ref, uint8_t *buf,
			  size_t len);
/* Finishes a slot without a response (Produce acks=0). */
void kr_transport_respond_none(struct kr_transport *t, struct kr_request_ref ref);
/* Closes the connection of ref (a protocol violation); reason for the log. */
void kr_transport_close(struct kr_transport *t, struct kr_request_ref ref,
			const char *reason);
/* How many more response bytes the connection of ref may queue before
 * its reading stops (0 when it is gone or full): a handler that can
 * answer with less (a Fetch) sizes its answer by it. */
size_t kr_transport_output_room(const struct kr_transport *t, struct kr_request_ref ref);
/* True while the connection of ref is open. */
bool kr_transport_conn_open(const struct kr_transport *t, uint64_t conn);

/* The peers (voter endpoints) outbound requests go to; replaces the list
 * (connections to peers no longer listed, or at another address, close). */
void kr_transport_set_peers(struct kr_transport *t, const struct kr_transport_peer *p,
			    size_t n);
/*
 * The correlation id the next request to peer will carry, opening the
 * connection when there is none. Returns -1 while reconnecting is backing
 * off, when the peer is unknown or when the connect failed at once.
 */
int32_t kr_transport_peer_corr(struct kr_transport *t, int32_t peer);
/* The id of the outbound connection to peer (never reused: a new one
 * after every reconnect), or 0 when none is open. What is learned of a
 * peer on a connection (its versions) is that connection's. */
uint64_t kr_transport_peer_conn(const struct kr_transport *t, int32_t peer);
/*
 * Queues a request to peer: buf (malloc'd, becomes the transport's) holds
 * the request header with correlation id corr (from kr_transport_peer_corr,
 * just before) and the body. Returns 0, or -1 when the connection is gone
 * or corr is not the expected one (buf freed).
 */
int kr_transport_send_request(struct kr_transport *t, int32_t peer, int32_t corr,
			      const struct kr_request_meta *m, uint8_t *buf, size_t len);
/* Outbound connections opened from now on speak TLS with client context
 * ctx (the caller's, alive while the transport is; NULL: plaintext), and
 * check the peer's certificate against the peer's host. */
void kr_transport_set_peer_tls(struct kr_transport *t, struct kr_tls_ctx *ctx);
/* Outbound connections opened from now on authenticate with SASL as cfg
 * says (node/sasl_client.h; the caller's, alive while the transport is;
 * NULL: no SASL) before any request is sent: a refusal closes the
 * connection with a warning naming the peer and the reason. */
void kr_transport_set_peer_sasl(struct kr_transport *t,
				const struct kr_sasl_client_config *cfg);
/* Closes the connection to peer, if any (no peer_closed callback). */
void kr_transport_drop_peer(struct kr_transport *t, int32_t peer);
/* False when the outbound connection to peer is closed, or the peer has
 * closed or reset it (even before this transport has read that); true
 * while it is open or being opened. */
bool kr_transport_peer_reachable(struct kr_transport *t, int32_t peer);
/* True when no outbound connection has unsent output or unanswered
 * requests (a stopping node waits for this). */
bool kr_transport_peers_drained(const struct kr_transport *t);

/* Enforces the timers (timeouts, stalls, paused accepts) and frees closed
 * connections; call after kr_loop_poll. */
void kr_transport_tick(struct kr_transport *t);
/* When kr_transport_tick must next run (monotonic ms; INT64_MAX: never). */
int64_t kr_transport_next_deadline(const struct kr_transport *t);

void kr_transport_stats(const struct kr_transport *t, struct kr_transport_stats *out);

#endif
