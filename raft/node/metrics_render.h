/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/metrics_render.h — the node's metrics in the Prometheus text
 * exposition format (version 0.0.4):
 *
 *   # HELP kwire_raft_current_epoch The current epoch.
 *   # TYPE kwire_raft_current_epoch gauge
 *   kwire_raft_current_epoch 3
 *   # TYPE kwire_raft_commit_latency_seconds histogram
 *   kwire_raft_commit_latency_seconds_bucket{le="0.0001"} 0
 *   ...
 *   kwire_raft_commit_latency_seconds_bucket{le="+Inf"} 12
 *   kwire_raft_commit_latency_seconds_sum 0.0421
 *   kwire_raft_commit_latency_seconds_count 12
 *
 * Names follow Kafka's raft-metrics group (current-state ->
 * kwire_raft_current_state) with Prometheus' conventions: seconds for
 * times, _total for counters, _bytes for sizes. docs/operations.md lists
 * them all.
 */
#ifndef KR_NODE_METRICS_RENDER_H
#define KR_NODE_METRICS_RENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/kraft.h"
#include "node/metrics.h"

/* Text into a caller's fixed buffer; what does not fit sets truncated
 * (the text stays NUL-terminated and whole up to the last line that fit). */
struct kr_text {
	char *p;
	size_t len, cap;
	bool truncated;
};

void kr_text_init(struct kr_text *t, char *buf, size_t cap);
__attribute__((format(printf, 2, 3))) void kr_text_printf(struct kr_text *t,
							  const char *fmt, ...);

struct kr_metrics_peer {
	int32_t id;
	bool voter;
	int64_t lag;	      /* leader's log end - its log end; -1 unknown */
	int64_t fetch_age_ms; /* now - its last Fetch; -1 unknown */
};

/* What is read from the layers at scrape time (node/metrics_gather.c). */
struct kr_metrics_view {
	int32_t node_id;
	enum kr_state state;
	int32_t leader, epoch, voted;
	int64_t high_watermark, log_end_offset, log_start_offset;
	int32_t n_voters, n_observers;
	bool uncommitted_voter_change;
	struct kr_metrics_peer peers[KR_MAX_VOTERS + KR_MAX_OBSERVERS];
	size_t n_peers;
	size_t snapshots_held;
	uint64_t snapshot_latest_bytes;
	int64_t snapshot_latest_end_offset; /* -1: none */
	/* transport */
	uint64_t connections, accepted, refused, bytes_in, bytes_out;
	uint64_t closed_idle, closed_slow, closed_frame;
	size_t input_bytes;
	int64_t now_ms; /* the loop's clock, for the rates */
};

/* Renders v and m into t (see the file's header). */
void kr_metrics_render(struct kr_text *t, const struct kr_metrics_view *v,
		       const struct kr_metrics *m);

/* The Prometheus name of a state's label value ("leader", "candidate"...). */
const char *kr_metrics_state_label(enum kr_state s);

#endif
