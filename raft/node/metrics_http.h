/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/metrics_http.h — the metrics listener (kwire.metrics.listener): a
 * tiny HTTP/1.x server on the node's event loop that answers GET /metrics
 * with the text its render callback writes, 404 for another path, 405 for
 * another method, 400 for a malformed head and 431 for one above 8 KiB,
 * then closes (one request per connection, "Connection: close").
 *
 * It never holds the loop: sockets are non-blocking, each wake-up accepts
 * at most a few connections and reads at most one buffer per connection,
 * a connection holds at most 8 KiB of input and one answer, at most
 * KR_METRICS_HTTP_MAX_CONNS are open (more are accepted and closed at
 * once), and one that has not finished within KR_METRICS_HTTP_TIMEOUT_MS
 * of its accept is closed. Each refusal is reported through the log
 * callback (the node's logger limits repeats).
 *
 * Threading: the loop's thread only.
 */
#ifndef KR_NODE_METRICS_HTTP_H
#define KR_NODE_METRICS_HTTP_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/raft.h"
#include "node/loop.h"
#include "node/metrics_render.h"

#define KR_METRICS_HTTP_MAX_CONNS 16
#define KR_METRICS_HTTP_MAX_HEAD 8192
#define KR_METRICS_HTTP_TIMEOUT_MS 5000
#define KR_METRICS_HTTP_MAX_BODY (256 * 1024)

struct kr_metrics_http_callbacks {
	void *ctx;
	/* Writes the metrics into t (its buffer is the listener's). */
	void (*render)(void *ctx, struct kr_text *t);
	/* A line for the log. */
	void (*log)(void *ctx, enum kr_log_level level, const char *line);
	/* A request refused (counted by the caller). Optional. */
	void (*refused)(void *ctx);
};

struct kr_metrics_http;

/* Binds host:port (port 0: any) and listens. Returns NULL with why. */
struct kr_metrics_http *kr_metrics_http_new(struct kr_loop *l, const char *host,
					    uint16_t port,
					    const struct kr_metrics_http_callbacks *cb,
					    char *why, size_t why_len);
/* Closes the listener and every connection. NULL is fine. */
void kr_metrics_http_free(struct kr_metrics_http *h);
uint16_t kr_metrics_http_port(const struct kr_metrics_http *h);
/* Closes connections past their time; call after kr_loop_poll. */
void kr_metrics_http_tick(struct kr_metrics_http *h);
/* When kr_metrics_http_tick must next run (INT64_MAX: never). */
int64_t kr_metrics_http_next_deadline(const struct kr_metrics_http *h);

#endif
