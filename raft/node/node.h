/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/node.h — a KRaft node: one voter or observer of a quorum on TCP,
 * speaking the Kafka protocol to peers and clients. node.c only composes
 * the layers, bottom up (each a unit with its own header):
 *
 *   loop.h       the epoll loop, watchers, the wake-up eventfd
 *   transport.h  listeners, connections, framing, in-order responses,
 *                per-connection limits, outbound peer connections
 *   persist.h    the log-flush and quorum-state threads
 *   driver.h     the Raft core's updates carried out in order
 *   worker.h     record decoding off the loop (Produce)
 *   services.h   the table of api key -> handler (svc_*.c)
 *
 * No layer calls one above it except through the callbacks it was given.
 *
 * The node runs in its caller's thread: kr_node_run until stopped, or
 * kr_node_run_once from the caller's own loop (poll kr_node_fd). It never
 * exits, aborts, prints or touches signals: every line goes to the log
 * callback, every failure is an error return with a message.
 *
 * Stopping: kr_node_shutdown (any thread, also a signal handler) stops the
 * node gracefully: a leader resigns (EndQuorumEpoch to the voters, so a
 * successor is elected without waiting for a timeout), outbound requests
 * drain for at most SHUTDOWN_GRACE_MS, the log is flushed, and the run
 * returns 0. A second kr_node_shutdown stops at once (after the flush).
 *
 * Test-only fault hook: when kwire.fault.file names a file, the node rereads
 * it whenever it changes (checked every 100 ms); it holds node ids
 * separated by blanks or newlines, and the node drops all Raft traffic to
 * and from those peers, as a network partition would.
 */
#ifndef KR_NODE_H
#define KR_NODE_H

#include <stdint.h>

#include "node/config.h"
#include "node/meta.h"
#include "node/transport.h"

struct kr_node;

struct kr_node_callbacks {
	void *ctx;
	/* Every log line of the node (level, text without a newline). */
	void (*log)(void *ctx, enum kr_log_level level, const char *line);
};

/*
 * Creates a node from cfg (passed kr_node_config_check) for the data
 * directory whose identity is meta (kr_meta_check): opens and recovers
 * the log, binds the listeners, starts the disk threads and the core.
 * cfg, meta and cb are copied. Returns 0 and *out, or -1 with a one-line
 * reason in err.
 */
int kr_node_new(const struct kr_node_config *cfg, const struct kr_meta *meta,
		const struct kr_node_callbacks *cb, struct kr_node **out, char *err,
		size_t err_len);

/* Runs until stopped. Returns 0 after a clean stop, -1 after a fatal error
 * of the node's own state (logged at error level). */
int kr_node_run(struct kr_node *n);

/* Does what is due, waiting at most timeout_ms for something to do (0:
 * do not wait). Returns 1 while running, 0 once stopped cleanly, -1 once
 * stopped by a fatal error. */
int kr_node_run_once(struct kr_node *n, int timeout_ms);

/* A descriptor that is readable when kr_node_run_once has work. */
int kr_node_fd(const struct kr_node *n);
/* How long kr_node_run_once may wait before the node needs the time (ms). */
int kr_node_timeout(const struct kr_node *n);

/* Stops the node gracefully (see above). Any thread; async-signal-safe. */
void kr_node_shutdown(struct kr_node *n);

/* Closes everything (flushing the log) and frees n. Returns 0, or -1 when
 * the final flush or a quorum-state write failed (logged). */
int kr_node_free(struct kr_node *n);

/* The port a listener is bound to (listeners[i] of the config; useful
 * with port 0). */
uint16_t kr_node_listen_port(const struct kr_node *n, int i);

/* Serves fd (a connected stream socket; the node owns it from here on) as
 * a connection of listeners[i]: for in-process tests and fuzzing without
 * the network. Returns 0 or -1. */
int kr_node_adopt(struct kr_node *n, int fd, int i);

/* The transport's counters (node/transport.h), for tests. */
void kr_node_transport_stats(const struct kr_node *n, struct kr_transport_stats *out);

/* 1 while running, 0 stopped cleanly, -1 stopped by a fatal error. */
int kr_node_status(const struct kr_node *n);

/*
 * Runs the node as `kwire node` does: creates it, runs it to the end and
 * frees it, logging to stderr. Returns the process exit status: 0 after a
 * clean stop, 1 after a failure.
 */
int kr_node_main(const struct kr_node_config *cfg, const struct kr_meta *meta);

#endif
