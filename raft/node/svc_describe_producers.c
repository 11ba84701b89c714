/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_describe_producers.c — DescribeProducers (KIP-664) on client
 * listeners, per partition as Kafka answers it: __cluster_metadata-0 on
 * the leader lists the idempotent producers it holds (node/producer_state.h:
 * id, epoch, last sequence, last timestamp; no transactions, so the
 * coordinator epoch and transaction start are -1), on another node it is
 * NOT_LEADER_OR_FOLLOWER, and any other topic or partition is
 * UNKNOWN_TOPIC_OR_PARTITION.
 */
#include "node/services.h"

#include "node/producer_state.h"

#include "kwire/msg/describe_producers_request.h"
#include "kwire/msg/describe_producers_response.h"
#include "kwire/protocol_errors.h"

struct listing {
	struct kw_describe_producers_response_producer_state *v;
	int32_t n;
};

static int list_one(void *ctx, const struct kr_producer_entry *e)
{
	struct listing *l = ctx;
	struct kw_describe_producers_response_producer_state *p = &l->v[l->n++];
	kw_describe_producers_response_producer_state_init(p);
	p->producer_id = e->id;
	p->producer_epoch = e->epoch;
	p->last_sequence = e->n ? e->b[e->n - 1].last_seq : -1;
	p->last_timestamp = e->last_timestamp;
	p->coordinator_epoch = -1;
	p->current_txn_start_offset = -1;
	return 0;
}

/* The producers the leader knows: its own table when built for this
 * epoch (it holds the appends not yet committed), else the committed one. */
static int list_producers(struct kr_services *s, struct listing *l)
{
	const struct kr_producer_state *st =
		s->producers && s->producers_epoch == kr_core_epoch(kr_driver_core(s->driver))
			? s->producers
			: s->committed_producers;
	l->n = 0;
	l->v = NULL;
	if (!st)
		return 0;
	size_t n = kr_producer_state_count(st);
	l->v = kw_arena_calloc(&s->arena, n + 1, sizeof *l->v);
	if (!l->v)
		return -1;
	return kr_producer_state_each(st, list_one, l);
}

void kr__svc_describe_producers(struct kr_services *s, const struct kr_svc_req *q,
				unsigned kinds, struct kw_reader *r, const uint8_t *body,
				size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_describe_producers_request req;
	if (kw_describe_producers_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a DescribeProducers request that does not decode");
		return;
	}
	const struct kr_core *core = kr_driver_core(s->driver);
	bool leads = kr_core_state(core) == KR_STATE_LEADER &&
		     kr_core_leader(core) == s->cfg->node_id;
	struct kw_describe_producers_response m;
	kw_describe_producers_response_init(&m);
	int32_t nt = req.topics_count > 0 ? req.topics_count : 0;
	m.topics = kw_arena_calloc(&s->arena, (size_t)nt + 1, sizeof *m.topics);
	if (!m.topics) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	m.topics_count = nt;
	struct listing ours = {NULL, 0};
	if (leads && list_producers(s, &ours) != 0) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_describe_producers_request_topic_request *qt = &req.topics[i];
		struct kw_describe_producers_response_topic_response *t = &m.topics[i];
		kw_describe_producers_response_topic_response_init(t);
		t->name = qt->name;
		int32_t np = qt->partition_indexes_count > 0 ? qt->partition_indexes_count : 0;
		t->partitions = kw_arena_calloc(&s->arena, (size_t)np + 1, sizeof *t->partitions);
		if (!t->partitions) {
			kr__svc_close(s, q, "out of memory");
			return;
		}
		t->partitions_count = np;
		for (int32_t j = 0; j < np; j++) {
			struct kw_describe_producers_response_partition_response *p =
				&t->partitions[j];
			kw_describe_producers_response_partition_response_init(p);
			p->partition_index = qt->partition_indexes[j];
			p->active_producers_count = 0;
			if (!kr__svc_is_log_topic(qt->name) || p->partition_index != 0) {
				p->error_code = KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
			} else if (!leads) {
				p->error_code = KW_PERR_NOT_LEADER_OR_FOLLOWER;
			} else {
				p->active_producers = ours.v;
				p->active_producers_count = ours.n;
			}
		}
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_describe_producers_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
