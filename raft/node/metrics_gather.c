/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/metrics_gather.c — the scrape-time view of node/metrics_gather.h.
 */
#include "node/metrics_gather.h"

#include <string.h>

static void add_peer(struct kr_metrics_view *v, const struct kr_replica_info *r,
		     bool voter, int32_t self, int64_t leo, int64_t now_ms)
{
	if (r->replica_id == self || v->n_peers == sizeof v->peers / sizeof v->peers[0])
		return;
	struct kr_metrics_peer *p = &v->peers[v->n_peers++];
	p->id = r->replica_id;
	p->voter = voter;
	p->lag = r->log_end_offset >= 0 && leo >= r->log_end_offset
			 ? leo - r->log_end_offset
			 : -1;
	p->fetch_age_ms =
		r->last_fetch_timestamp >= 0 ? now_ms - r->last_fetch_timestamp : -1;
}

void kr_metrics_gather(struct kr_metrics_view *v, int32_t node_id,
		       const struct kr_driver *d, const struct kr_transport *t)
{
	memset(v, 0, sizeof *v);
	int64_t now = kr_loop_now_ms();
	v->now_ms = now;
	v->node_id = node_id;
	const struct kr_core *c = kr_driver_core(d);
	v->state = kr_core_state(c);
	v->leader = kr_core_leader(c);
	v->epoch = kr_core_epoch(c);
	v->voted = kr_core_voted(c);
	const struct kr_log *log = kr_driver_log(d);
	v->high_watermark = kr_driver_high_watermark(d);
	v->log_end_offset = kr_log_end_offset(log);
	v->log_start_offset = kr_log_start_offset(log);
	const struct kr_voter_assignment *va = kr_core_voters(c);
	v->n_voters = va->n_current;
	v->uncommitted_voter_change = va->n_target >= 0;
	/* the peers: only a leader knows them (DescribeQuorum's view) */
	if (v->state == KR_STATE_LEADER) {
		struct kr_quorum_info q;
		kr_core_describe_quorum(c, now, &q);
		v->n_observers = q.n_observers;
		for (int32_t i = 0; i < q.n_voters; i++)
			add_peer(v, &q.voters[i], true, node_id, v->log_end_offset, now);
		for (int32_t i = 0; i < q.n_observers; i++)
			add_peer(v, &q.observers[i], false, node_id, v->log_end_offset,
				 now);
	}
	const struct kr_partition *p = kr_driver_partition(d);
	v->snapshots_held = p->snaps.n;
	const struct kr_snapshot_info *latest = kr_partition_latest(p);
	v->snapshot_latest_bytes = latest ? latest->size : 0;
	v->snapshot_latest_end_offset = latest ? latest->id.end_offset : -1;
	struct kr_transport_stats st;
	kr_transport_stats(t, &st);
	v->connections = st.connections;
	v->accepted = st.accepted;
	v->refused = st.refused_cap + st.refused_ip;
	v->bytes_in = st.bytes_in;
	v->bytes_out = st.bytes_out;
	v->closed_idle = st.closed_idle;
	v->closed_slow = st.closed_slow;
	v->closed_frame = st.closed_frame;
	v->input_bytes = st.input_bytes;
}
