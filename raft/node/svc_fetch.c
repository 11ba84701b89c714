/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_fetch.c — Fetch. On a controller listener a Fetch that names a
 * replica (ReplicaId >= 0) or a cluster (ClusterId) is a Raft replica's
 * and goes to the Raft service; every other Fetch, and every Fetch on a
 * client listener, is a Kafka consumer's: answered from the local log up
 * to the high watermark, never counted as a replica's progress (a client
 * that claims a voter's id on the client listener moves nothing), at most
 * fetch.max.bytes per response whatever the request asks, and no more than
 * its connection may still queue (a client that does not read its
 * answers gets smaller ones, then none until it reads), with long polls
 * (MaxWaitMs, at most MAX_FETCH_WAIT_MS) parked until data comes or the
 * wait ends. A parked Fetch holds its connection's later responses behind
 * it, as a broker does.
 *
 * A consumer is served by the leader only. Elsewhere the partition is
 * answered NOT_LEADER_OR_FOLLOWER at once, with the leader this node knows
 * and its epoch in CurrentLeader (v12+) and the leader's client listener
 * in NodeEndpoints (v16+, KIP-951), so that the client moves without a
 * Metadata round trip. Fetching from a follower (KIP-392: a consumer's
 * rack, PreferredReadReplica) is not offered: the node has no racks, and
 * a follower's log may hold records that are not yet committed. Any other
 * topic or partition is UNKNOWN_TOPIC_OR_PARTITION (UNKNOWN_TOPIC_ID for a
 * topic id that is not the log's, v13+, as Kafka), on the leader or not.
 *
 * Below the log start (the log before it was deleted after a snapshot),
 * the topic is compacted: a Fetch there is served the batches of the
 * snapshot that ends at the log start (node/snapshot_serve.h), records
 * at their original offsets, then the log from its start; the topic's
 * first offset (LogStartOffset, ListOffsets earliest) stays 0.
 */
#include "node/services.h"

#include <stdlib.h>
#include <string.h>

#include "kwire/msg/fetch_request.h"
#include "kwire/msg/fetch_response.h"
#include "kwire/protocol_errors.h"
#include "node/snapshot_serve.h"

#define MAX_FETCH_WAIT_MS 30000

/*
 * Answers a consumer's Fetch from the local log (body/len is the request
 * body, a is the arena to use). Returns true when answered, false when it
 * should wait (no data yet and may_wait).
 */
/* The snapshot the log starts at (NULL at log start 0). */
static const struct kr_snapshot_info *snapshot_at_start(const struct kr_services *s)
{
	const struct kr_partition *p = kr_driver_partition(s->driver);
	int64_t start = kr_log_start_offset(p->log);
	for (size_t i = 0; start > 0 && i < p->snaps.n; i++)
		if (p->snaps.s[i].id.end_offset == start)
			return &p->snaps.s[i];
	return NULL;
}

int64_t kr__svc_topic_start(const struct kr_services *s)
{
	struct kr_log *log = kr_driver_log(s->driver);
	return snapshot_at_start(s) ? 0 : kr_log_start_offset(log);
}

/* Reads from the snapshot at the log start for a fetch at off below it
 * (out->len 0: nothing left there, read the log from its start). */
static int read_compacted(struct kr_services *s, int64_t off, size_t want,
			  struct kw_arena *a, struct kw_bytes *out, struct kw_error *err)
{
	const struct kr_snapshot_info *snap = snapshot_at_start(s);
	*out = (struct kw_bytes){NULL, 0};
	if (!snap)
		return 0;
	return kr_snapshot_serve_read(&s->snap_serve, kr_driver_dir(s->driver), snap->id,
				      off, want, a, out, err);
}

static bool consumer_fetch(struct kr_services *s, const struct kr_svc_req *q,
			   const uint8_t *body, size_t len, bool may_wait,
			   struct kw_arena *a, int32_t *max_wait)
{
	int16_t v = q->version;
	struct kw_error rerr;
	struct kw_reader r;
	struct kw_fetch_request req;
	kw_reader_init(&r, body, len, &rerr);
	if (kw_fetch_request_decode(&req, v, &r, a) != 0) {
		kr__svc_close(s, q, "a Fetch request that does not decode");
		return true;
	}
	if (max_wait)
		*max_wait = req.max_wait_ms;
	struct kr_log *log = kr_driver_log(s->driver);
	const struct kr_core *core = kr_driver_core(s->driver);
	struct kw_fetch_response m;
	kw_fetch_response_init(&m);
	int32_t nt = req.topics_count > 0 ? req.topics_count : 0;
	m.responses = kw_arena_calloc(a, (size_t)nt + 1, sizeof *m.responses);
	if (!m.responses) {
		kr__svc_close(s, q, "out of memory");
		return true;
	}
	m.responses_count = nt;
	/* only the leader serves consumers (see the top of this file) */
	bool leads = !s->stopping && kr_core_state(core) == KR_STATE_LEADER &&
		     kr_core_leader(core) == s->cfg->node_id;
	int32_t leader = leads ? s->cfg->node_id : kr__svc_visible_leader(s);
	struct kw_fetch_response_node_endpoint ep;
	struct kr_svc_broker lb;
	bool told_leader = false;
	if (v >= 16)
		m.node_endpoints_count = 0;
	size_t total = 0;
	bool any_error = false;
	/* at most what the request, fetch.max.bytes and the connection's
	 * output room allow (but always one batch when there is one, as
	 * Kafka's fetch does: kr_log_read gives at least one) */
	int64_t budget = req.max_bytes > 0 ? req.max_bytes : INT32_MAX;
	if (budget > s->cfg->fetch_max_bytes)
		budget = s->cfg->fetch_max_bytes;
	int64_t room = (int64_t)kr_transport_output_room(s->transport, q->ref);
	if (budget > room)
		budget = room > 1 ? room : 1;
	int64_t hw = kr_driver_high_watermark(s->driver);
	if (hw < 0)
		hw = 0;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_fetch_request_fetch_topic *qt = &req.topics[i];
		struct kw_fetch_response_fetchable_topic_response *t = &m.responses[i];
		kw_fetch_response_fetchable_topic_response_init(t);
		t->topic = qt->topic;
		t->topic_id = qt->topic_id;
		bool ours = v >= 13 ? kw_uuid_equal(&qt->topic_id, &kr_wire_topic_id)
				    : kr__svc_is_log_topic(qt->topic);
		int32_t np = qt->partitions_count > 0 ? qt->partitions_count : 0;
		t->partitions = kw_arena_calloc(a, (size_t)np + 1, sizeof *t->partitions);
		if (!t->partitions) {
			kr__svc_close(s, q, "out of memory");
			return true;
		}
		t->partitions_count = np;
		for (int32_t j = 0; j < np; j++) {
			const struct kw_fetch_request_fetch_partition *qp =
				&qt->partitions[j];
			struct kw_fetch_response_partition_data *p = &t->partitions[j];
			kw_fetch_response_partition_data_init(p);
			p->partition_index = qp->partition;
			p->high_watermark = hw;
			p->last_stable_offset = hw;
			p->log_start_offset = kr__svc_topic_start(s);
			p->aborted_transactions_count = -1;
			p->records = (struct kw_bytes){NULL, 0};
			if (v >= 12) {
				p->current_leader.leader_id = leader;
				p->current_leader.leader_epoch = kr_core_epoch(core);
			}
			if (!ours || qp->partition != 0) {
				p->error_code = !ours && v >= 13
							? KW_PERR_UNKNOWN_TOPIC_ID
							: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
				any_error = true;
				continue;
			}
			if (!leads) {
				p->error_code = KW_PERR_NOT_LEADER_OR_FOLLOWER;
				p->high_watermark = -1;
				p->last_stable_offset = -1;
				p->log_start_offset = -1;
				any_error = true;
				if (v >= 16 && !told_leader &&
				    kr__svc_broker_of(s, leader, &lb)) {
					kw_fetch_response_node_endpoint_init(&ep);
					ep.node_id = lb.id;
					ep.host = kw_str_from_cstr(lb.host);
					ep.port = lb.port;
					ep.rack = KW_STR_NULL;
					m.node_endpoints = &ep;
					m.node_endpoints_count = 1;
					told_leader = true;
				}
				continue;
			}
			int64_t off = qp->fetch_offset;
			if (off < kr__svc_topic_start(s) || off > kr_log_end_offset(log)) {
				p->error_code = KW_PERR_OFFSET_OUT_OF_RANGE;
				any_error = true;
				continue;
			}
			if (off >= hw || budget <= 0)
				continue;
			int64_t want =
				qp->partition_max_bytes > 0 ? qp->partition_max_bytes : 1;
			if (want > budget)
				want = budget;
			struct kr_log_slice sl;
			struct kw_error err;
			kw_error_clear(&err);
			if (off < kr_log_start_offset(log)) {
				struct kw_bytes got;
				if (read_compacted(s, off, (size_t)want, a, &got, &err) != 0) {
					char eb[512];
					kr__svc_log(s, KR_LOG_WARN,
						    "a consumer fetch of the snapshot: %s",
						    kw_error_format(&err, eb, sizeof eb));
					p->error_code = KW_PERR_KAFKA_STORAGE_ERROR;
					any_error = true;
					continue;
				}
				if (got.len > 0) {
					p->records = got;
					total += (size_t)got.len;
					budget -= got.len;
					continue;
				}
				off = kr_log_start_offset(log);
				if (off >= hw)
					continue;
			}
			if (kr_log_read(log, off, hw, (size_t)want, &sl, &err) != 0 ||
			    sl.length == 0)
				continue;
			uint8_t *buf = kw_arena_alloc(a, sl.length);
			if (!buf || kr_log_slice_copy(log, &sl, buf, &err) != 0) {
				p->error_code = KW_PERR_KAFKA_STORAGE_ERROR;
				any_error = true;
				continue;
			}
			p->records = (struct kw_bytes){buf, (int32_t)sl.length};
			total += sl.length;
			budget -= (int64_t)sl.length;
		}
	}
	if (total == 0 && !any_error && may_wait && req.max_wait_ms > 0 &&
	    total < (size_t)(req.min_bytes > 0 ? req.min_bytes : 1))
		return false;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_fetch_response_encode(&m, v, &w);
	kr__svc_finish(s, q, &w, rc);
	return true;
}

bool kr__svc_fetch_is_replica(struct kr_services *s, int16_t v, struct kw_reader *r)
{
	struct kw_fetch_request req;
	struct kw_reader r2 = *r;
	if (kw_fetch_request_decode(&req, v, &r2, &s->arena) != 0)
		return false; /* the consumer path reports it */
	int32_t rid = v >= 15 ? req.replica_state.replica_id : req.replica_id;
	return rid >= 0 || !kw_str_is_null(req.cluster_id);
}

void kr__svc_fetch(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		   struct kw_reader *r, const uint8_t *body, size_t len)
{
	if ((kinds & KR_LISTENER_CONTROLLER) &&
	    kr__svc_fetch_is_replica(s, q->version, r)) {
		kr__svc_raft(s, q, kinds, r, body, len);
		return;
	}
	int32_t max_wait = 0;
	if (consumer_fetch(s, q, body, len, true, &s->arena, &max_wait))
		return;
	struct kr_svc_parked_fetch *pf = KR_SVC_PUSH(s->parked);
	uint8_t *copy = pf ? malloc(len ? len : 1) : NULL;
	if (!copy) {
		if (pf)
			s->parked.n--;
		kr__svc_close(s, q, "out of memory");
		return;
	}
	memcpy(copy, body, len);
	int64_t wait = max_wait < MAX_FETCH_WAIT_MS ? max_wait : MAX_FETCH_WAIT_MS;
	*pf = (struct kr_svc_parked_fetch){*q, copy, len, kr_loop_now_ms() + wait};
}

/* Re-runs parked fetches (all that can answer, or those expired only). */
void kr__svc_fetch_wake(struct kr_services *s, bool expired_only)
{
	int64_t now = kr_loop_now_ms();
	for (size_t i = 0; i < s->parked.n;) {
		struct kr_svc_parked_fetch *pf = &s->parked.v[i];
		bool expired = now >= pf->deadline_ms;
		bool done;
		if (!kr_transport_conn_open(s->transport, pf->q.ref.conn)) {
			done = true;
		} else if (expired_only && !expired) {
			done = false;
		} else {
			kr__svc_arena_reset(&s->wake_arena);
			struct kr_svc_parked_fetch copy = *pf;
			done = consumer_fetch(s, &copy.q, copy.body, copy.len, !expired,
					      &s->wake_arena, NULL);
		}
		if (done) {
			free(s->parked.v[i].body);
			s->parked.v[i] = s->parked.v[--s->parked.n];
		} else {
			i++;
		}
	}
}
