/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/metrics_render.c — the Prometheus text of node/metrics_render.h.
 */
#include "node/metrics_render.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kwire/msg/api.h"

void kr_text_init(struct kr_text *t, char *buf, size_t cap)
{
	t->p = buf;
	t->len = 0;
	t->cap = cap;
	t->truncated = cap == 0;
	if (cap)
		buf[0] = '\0';
}

void kr_text_printf(struct kr_text *t, const char *fmt, ...)
{
	if (t->truncated)
		return;
	va_list ap;
	va_start(ap, fmt);
	int k = vsnprintf(t->p + t->len, t->cap - t->len, fmt, ap);
	va_end(ap);
	if (k < 0 || (size_t)k >= t->cap - t->len) {
		/* keep only whole lines: cut back to the last one that fit */
		t->p[t->len] = '\0';
		t->truncated = true;
		return;
	}
	t->len += (size_t)k;
}

const char *kr_metrics_state_label(enum kr_state s)
{
	switch (s) {
	case KR_STATE_UNATTACHED:
		return "unattached";
	case KR_STATE_PROSPECTIVE:
		return "prospective";
	case KR_STATE_CANDIDATE:
		return "candidate";
	case KR_STATE_LEADER:
		return "leader";
	case KR_STATE_FOLLOWER:
		return "follower";
	case KR_STATE_RESIGNED:
		return "resigned";
	}
	return "unknown";
}

static void head(struct kr_text *t, const char *name, const char *type, const char *help)
{
	kr_text_printf(t, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}

static void gauge(struct kr_text *t, const char *name, const char *help, int64_t v)
{
	head(t, name, "gauge", help);
	kr_text_printf(t, "%s %" PRId64 "\n", name, v);
}

static void gauge_f(struct kr_text *t, const char *name, const char *help, double v)
{
	head(t, name, "gauge", help);
	kr_text_printf(t, "%s %.6g\n", name, v);
}

static void counter(struct kr_text *t, const char *name, const char *help, uint64_t v)
{
	head(t, name, "counter", help);
	kr_text_printf(t, "%s %" PRIu64 "\n", name, v);
}

static void histogram(struct kr_text *t, const char *name, const char *help,
		      const struct kr_hist *h)
{
	head(t, name, "histogram", help);
	uint64_t cum = 0;
	for (size_t i = 0; i < KR_HIST_BUCKETS; i++) {
		cum += h->bucket[i];
		kr_text_printf(t, "%s_bucket{le=\"%g\"} %" PRIu64 "\n", name,
			       (double)kr_hist_bounds_us[i] / 1e6, cum);
	}
	cum += h->bucket[KR_HIST_BUCKETS];
	kr_text_printf(t, "%s_bucket{le=\"+Inf\"} %" PRIu64 "\n", name, cum);
	kr_text_printf(t, "%s_sum %.6f\n%s_count %" PRIu64 "\n", name,
		       (double)h->sum_us / 1e6, name, h->count);
}

static void raft(struct kr_text *t, const struct kr_metrics_view *v,
		 const struct kr_metrics *m)
{
	static const enum kr_state states[] = {KR_STATE_UNATTACHED, KR_STATE_PROSPECTIVE,
					       KR_STATE_CANDIDATE,  KR_STATE_LEADER,
					       KR_STATE_FOLLOWER,   KR_STATE_RESIGNED};
	head(t, "kwire_raft_current_state", "gauge",
	     "1 for the state this replica is in (Kafka's current-state).");
	for (size_t i = 0; i < sizeof states / sizeof states[0]; i++)
		kr_text_printf(t, "kwire_raft_current_state{state=\"%s\"} %d\n",
			       kr_metrics_state_label(states[i]), v->state == states[i]);
	gauge(t, "kwire_raft_current_leader", "The current leader's id, -1 unknown.",
	      v->leader);
	gauge(t, "kwire_raft_current_epoch", "The current epoch.", v->epoch);
	gauge(t, "kwire_raft_current_vote", "The id voted for in this epoch, -1 none.",
	      v->voted);
	gauge(t, "kwire_raft_high_watermark", "The high watermark, -1 unknown.",
	      v->high_watermark);
	gauge(t, "kwire_raft_log_end_offset", "The offset after the last in the log.",
	      v->log_end_offset);
	gauge(t, "kwire_raft_log_start_offset", "The log's first offset.",
	      v->log_start_offset);
	gauge(t, "kwire_raft_number_of_voters", "Voters in the voter set in force.",
	      v->n_voters);
	gauge(t, "kwire_raft_number_of_observers",
	      "Observers that fetched from this leader.", v->n_observers);
	gauge(t, "kwire_raft_uncommitted_voter_change",
	      "1 while a voter change is not yet committed.",
	      v->uncommitted_voter_change);
	histogram(t, "kwire_raft_election_latency_seconds",
		  "From no known leader to a known one.", &m->election);
	counter(t, "kwire_raft_elections_total", "Times this replica lost its leader.",
		m->elections);
	counter(t, "kwire_raft_state_changes_total", "Changes of state, epoch or leader.",
		m->state_changes);
	histogram(t, "kwire_raft_commit_latency_seconds",
		  "Leader: from an append to the high watermark passing it.", &m->commit);
	histogram(t, "kwire_raft_append_to_high_watermark_seconds",
		  "From a batch written to this log to the high watermark passing it.",
		  &m->append_to_hw);
	histogram(t, "kwire_raft_fsync_seconds", "One fdatasync of the log.", &m->fsync);
	histogram(t, "kwire_raft_apply_seconds",
		  "Committed batches handed to the state machine, per step.", &m->apply);
	gauge_f(t, "kwire_raft_fetch_records_rate",
		"Records per second a follower fetched, last 30 s.",
		kr_rate_per_sec(&m->fetch_rate, v->now_ms));
	counter(t, "kwire_raft_fetch_records_total", "Records a follower fetched.",
		m->fetch_records);
	gauge_f(t, "kwire_raft_append_records_rate",
		"Records per second the leader appended, last 30 s.",
		kr_rate_per_sec(&m->append_rate, v->now_ms));
	counter(t, "kwire_raft_append_records_total", "Records the leader appended.",
		m->append_records);
	gauge_f(t, "kwire_raft_poll_idle_ratio",
		"Share of the loop's time spent waiting, last 10 s window (-1 before).",
		m->idle_ratio);
}

static void peers(struct kr_text *t, const struct kr_metrics_view *v)
{
	head(t, "kwire_raft_peer_fetch_lag", "gauge",
	     "Leader: its log end minus a replica's, in offsets (-1 unknown).");
	for (size_t i = 0; i < v->n_peers; i++)
		kr_text_printf(
			t,
			"kwire_raft_peer_fetch_lag{peer=\"%d\",role=\"%s\"} %" PRId64
			"\n",
			(int)v->peers[i].id, v->peers[i].voter ? "voter" : "observer",
			v->peers[i].lag);
	head(t, "kwire_raft_peer_last_fetch_age_seconds", "gauge",
	     "Leader: time since a replica's last Fetch (-1 unknown).");
	for (size_t i = 0; i < v->n_peers; i++)
		kr_text_printf(t,
			       "kwire_raft_peer_last_fetch_age_seconds{peer=\"%d\",role="
			       "\"%s\"} %.3f\n",
			       (int)v->peers[i].id,
			       v->peers[i].voter ? "voter" : "observer",
			       v->peers[i].fetch_age_ms < 0
				       ? -1.0
				       : (double)v->peers[i].fetch_age_ms / 1e3);
}

static void snapshots(struct kr_text *t, const struct kr_metrics_view *v,
		      const struct kr_metrics *m)
{
	gauge(t, "kwire_raft_snapshots", "Snapshots held.", (int64_t)v->snapshots_held);
	gauge(t, "kwire_raft_snapshot_latest_bytes", "Size of the newest snapshot.",
	      (int64_t)v->snapshot_latest_bytes);
	gauge(t, "kwire_raft_snapshot_latest_end_offset",
	      "End offset of the newest snapshot, -1 none.",
	      v->snapshot_latest_end_offset);
	counter(t, "kwire_raft_snapshots_taken_total", "Snapshots this node wrote.",
		m->snapshots_taken);
	counter(t, "kwire_raft_snapshot_taken_bytes_total",
		"Bytes of the snapshots this node wrote.", m->snapshot_bytes_taken);
	counter(t, "kwire_raft_snapshots_installed_total",
		"Snapshots fetched from the leader and installed.",
		m->snapshots_installed);
	counter(t, "kwire_raft_snapshot_installed_bytes_total",
		"Bytes of the snapshots installed.", m->snapshot_bytes_installed);
}

static const char *api_name(size_t key)
{
	if (key == KR_METRICS_API_KEYS - 1)
		return "unknown";
	const struct kw_api *api = kw_api_by_key((int16_t)key);
	return api ? api->name : "unknown";
}

static void requests(struct kr_text *t, const struct kr_metrics *m)
{
	head(t, "kwire_requests_total", "counter", "Requests received, per API.");
	for (size_t k = 0; k < KR_METRICS_API_KEYS; k++)
		if (m->requests[k])
			kr_text_printf(t,
				       "kwire_requests_total{api=\"%s\"} %" PRIu64 "\n",
				       api_name(k), m->requests[k]);
	head(t, "kwire_request_errors_total", "counter",
	     "Requests refused (their connection closed), per API.");
	for (size_t k = 0; k < KR_METRICS_API_KEYS; k++)
		if (m->requests[k])
			kr_text_printf(
				t, "kwire_request_errors_total{api=\"%s\"} %" PRIu64 "\n",
				api_name(k), m->request_errors[k]);
}

static void transport(struct kr_text *t, const struct kr_metrics_view *v,
		      const struct kr_metrics *m)
{
	gauge(t, "kwire_connections", "Inbound connections open.",
	      (int64_t)v->connections);
	counter(t, "kwire_connections_accepted_total", "Inbound connections accepted.",
		v->accepted);
	counter(t, "kwire_connections_refused_total",
		"Connections refused by max.connections or max.connections.per.ip.",
		v->refused);
	counter(t, "kwire_connections_closed_idle_total",
		"Connections closed by connections.max.idle.ms.", v->closed_idle);
	counter(t, "kwire_connections_closed_slow_total",
		"Connections closed below kwire.connection.min.input.rate.",
		v->closed_slow);
	counter(t, "kwire_connections_closed_frame_total",
		"Connections closed for a frame above socket.request.max.bytes.",
		v->closed_frame);
	counter(t, "kwire_network_bytes_in_total", "Bytes read from Kafka connections.",
		v->bytes_in);
	counter(t, "kwire_network_bytes_out_total", "Bytes written to Kafka connections.",
		v->bytes_out);
	gauge(t, "kwire_input_buffer_bytes", "Input buffers held now.",
	      (int64_t)v->input_bytes);
	counter(t, "kwire_metrics_scrapes_total", "Answers of the metrics listener.",
		m->scrapes);
	counter(t, "kwire_metrics_refused_total",
		"Metrics requests refused (too large, malformed, too many connections).",
		m->http_refused);
}

void kr_metrics_render(struct kr_text *t, const struct kr_metrics_view *v,
		       const struct kr_metrics *m)
{
	gauge(t, "kwire_node_id", "This node's id (-1: an observer without one).",
	      v->node_id);
	raft(t, v, m);
	peers(t, v);
	snapshots(t, v, m);
	requests(t, m);
	transport(t, v, m);
}
