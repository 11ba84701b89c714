/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_metadata.c — Metadata: the nodes as brokers (their client
 * listeners, see kwire.client.endpoints in node/config.h), the Raft leader
 * as controller, and the log as partition 0 of __cluster_metadata with the
 * voters in force as its replicas and ISR. Other topics are unknown
 * (UNKNOWN_TOPIC_OR_PARTITION, or UNKNOWN_TOPIC_ID for one asked by id)
 * and never created, whatever AllowAutoTopicCreation says; all topics
 * (a null list) is __cluster_metadata alone.
 */
#include "node/services.h"

#include <string.h>

#include "kwire/msg/metadata_request.h"
#include "kwire/msg/metadata_response.h"
#include "kwire/protocol_errors.h"
#include "wire/wire.h"

static bool wildcard(const char *host)
{
	return !host[0] || strcmp(host, "0.0.0.0") == 0 || strcmp(host, "::") == 0;
}

int32_t kr__svc_brokers(const struct kr_services *s, struct kr_svc_broker *b)
{
	const struct kr_node_config *cfg = s->cfg;
	const struct kr_node_endpoint *eps = cfg->client_endpoints;
	int32_t n = cfg->n_client_endpoints;
	if (n == 0 && !cfg->split_listeners) {
		eps = cfg->voters;
		n = cfg->n_voters;
	}
	for (int32_t i = 0; i < n; i++)
		b[i] = (struct kr_svc_broker){eps[i].id, eps[i].host, eps[i].port};
	if (n > 0 || cfg->node_id == KR_NO_ID)
		return n;
	/* only this node's own client listener is known */
	for (int32_t i = 0; i < cfg->n_listeners; i++) {
		const struct kr_node_listener *l = &cfg->listeners[i];
		if (!l->client)
			continue;
		const struct kr_node_endpoint *self =
			kr_node_config_voter(cfg, cfg->node_id);
		const char *host = !wildcard(l->host) ? l->host
				   : self	      ? self->host
						      : "127.0.0.1";
		b[0] = (struct kr_svc_broker){cfg->node_id, host, l->port};
		return 1;
	}
	return 0;
}

bool kr__svc_broker_of(const struct kr_services *s, int32_t id, struct kr_svc_broker *out)
{
	struct kr_svc_broker b[KR_MAX_VOTERS];
	int32_t n = kr__svc_brokers(s, b);
	for (int32_t i = 0; i < n; i++)
		if (b[i].id == id && id >= 0) {
			*out = b[i];
			return true;
		}
	return false;
}

static int32_t brokers_of(const struct kr_services *s,
			  struct kw_metadata_response_metadata_response_broker *b)
{
	struct kr_svc_broker e[KR_MAX_VOTERS];
	int32_t n = kr__svc_brokers(s, e);
	for (int32_t i = 0; i < n; i++) {
		kw_metadata_response_metadata_response_broker_init(&b[i]);
		b[i].node_id = e[i].id;
		b[i].host = kw_str_from_cstr(e[i].host);
		b[i].port = e[i].port;
		b[i].rack = KW_STR_NULL;
	}
	return n;
}

/* The leader clients are told of: the core's while this node leads, or
 * follows a leader it can still reach. A Prospective or Candidate node
 * keeps the old leader's id, and a follower may not have read yet that
 * its connection to a dead leader closed, while the client that lost its
 * own connection to that leader asks at the same moment. Naming the dead
 * leader makes librdkafka wait for its 1 s topic scan before it asks
 * again; no leader (LEADER_NOT_AVAILABLE) makes it ask again soon. */
int32_t kr__svc_visible_leader(struct kr_services *s)
{
	const struct kr_core *core = kr_driver_core(s->driver);
	int32_t leader = kr_core_leader(core);
	switch (kr_core_state(core)) {
	case KR_STATE_LEADER:
		return leader;
	case KR_STATE_FOLLOWER:
		return leader >= 0 && kr_transport_peer_reachable(s->transport, leader)
			       ? leader
			       : -1;
	default:
		return -1;
	}
}

void kr__svc_metadata(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		      struct kw_reader *r, const uint8_t *body, size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	int16_t v = q->version;
	struct kw_metadata_request req;
	if (kw_metadata_request_decode(&req, v, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a Metadata request that does not decode");
		return;
	}
	const struct kr_core *core = kr_driver_core(s->driver);
	struct kw_metadata_response m;
	kw_metadata_response_init(&m);
	struct kw_metadata_response_metadata_response_broker brokers[KR_MAX_VOTERS];
	m.brokers = brokers;
	m.brokers_count = brokers_of(s, brokers);
	m.cluster_id = kw_str_from_cstr(s->meta->cluster_id);
	int32_t leader = kr__svc_visible_leader(s);
	m.controller_id = leader;
	const struct kr_voter_assignment *va = kr_core_voters(core);
	int32_t ids[KR_MAX_VOTERS];
	for (int32_t i = 0; i < va->n_current; i++)
		ids[i] = va->current[i];

	/* Topics asked for: null (v1+) or empty (v0) means all. */
	int32_t nt = req.topics_count;
	bool all = nt < 0 || (v == 0 && nt == 0);
	size_t cap = all ? 1 : (size_t)nt;
	struct kw_metadata_response_metadata_response_topic *topics =
		kw_arena_calloc(&s->arena, cap + 1, sizeof *topics);
	if (!topics) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	struct kw_metadata_response_metadata_response_partition part;
	kw_metadata_response_metadata_response_partition_init(&part);
	part.partition_index = 0;
	part.leader_id = leader;
	part.leader_epoch = kr_core_epoch(core);
	part.error_code = leader < 0 ? KW_PERR_LEADER_NOT_AVAILABLE : 0;
	part.replica_nodes = ids;
	part.replica_nodes_count = va->n_current;
	part.isr_nodes = ids;
	part.isr_nodes_count = va->n_current;
	part.offline_replicas_count = 0;
	size_t k = 0;
	for (size_t i = 0; i < cap; i++) {
		struct kw_metadata_response_metadata_response_topic *t = &topics[k++];
		kw_metadata_response_metadata_response_topic_init(t);
		bool ours = all;
		if (!all) {
			const struct kw_metadata_request_metadata_request_topic *qt =
				&req.topics[i];
			ours = (!kw_str_is_null(qt->name) &&
				kr__svc_is_log_topic(qt->name)) ||
			       (kw_str_is_null(qt->name) &&
				kw_uuid_equal(&qt->topic_id, &kr_wire_topic_id));
			t->name = qt->name;
			t->topic_id = qt->topic_id;
		}
		if (ours) {
			t->name = KW_STR_LIT(KR_WIRE_TOPIC);
			t->topic_id = kr_wire_topic_id;
			t->partitions = &part;
			t->partitions_count = 1;
		} else {
			t->error_code = kw_str_is_null(t->name)
						? KW_PERR_UNKNOWN_TOPIC_ID
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
	kr__svc_begin(q, &w, &err);
	int rc = kw_metadata_response_encode(&m, v, &w);
	kr__svc_finish(s, q, &w, rc);
}
