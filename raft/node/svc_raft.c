/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_raft.c — the Raft service: requests from peers (Vote,
 * BeginQuorumEpoch, EndQuorumEpoch, a replica's Fetch and FetchSnapshot)
 * go to the core, each
 * with a node-wide request id; the core's response comes back through
 * kr_services_send with that id and goes to the request's slot. Requests to
 * peers go out through the transport's outbound connections, and their
 * responses come back to the core as messages. Also DescribeQuorum.
 * Directory ids travel in the core's messages (the wire adapter encodes
 * them). Peer input is the core's to judge (core/kraft.h "Hostile input");
 * this unit only refuses frames that do not decode.
 */
#include "node/services.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/protocol_errors.h"
#include "wire/wire.h"

static int voter_index(const struct kr_services *s, int32_t id)
{
	for (int32_t i = 0; i < s->cfg->n_voters; i++)
		if (s->cfg->voters[i].id == id)
			return (int)i;
	return -1;
}

static void send_response(struct kr_services *s, const struct kr_msg *m)
{
	size_t i;
	for (i = 0; i < s->rpcs.n; i++)
		if (s->rpcs.v[i].request_id == m->request_id)
			break;
	if (i == s->rpcs.n)
		return; /* its connection went away */
	struct kr_svc_req q = s->rpcs.v[i].q;
	s->rpcs.v[i] = s->rpcs.v[--s->rpcs.n];
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(&q, &w, &err);
	kr__svc_arena_reset(&s->send_arena);
	int rc = kr_wire_encode(m, q.version, &s->send_arena, &w);
	kr__svc_finish(s, &q, &w, rc);
}

static void send_request(struct kr_services *s, const struct kr_msg *m)
{
	if (voter_index(s, m->to) < 0 || m->to == s->cfg->node_id ||
	    kr__svc_fault_drops(s, m->to))
		return;
	int32_t corr = kr_transport_peer_corr(s->transport, m->to);
	if (corr < 0) {
		/* no connection now (the peer refused one, or the transport
		 * backs off after a failure): lost, as for a connection that
		 * closes under it, so that the core retries after its retry
		 * backoff and a follower of a dead leader hears of it now
		 * rather than after request.timeout.ms */
		kr_driver_lost_later(s->driver, m->to, m->request_id);
		return;
	}
	int16_t key = kr_wire_api_key(m->type);
	int16_t v = kr_wire_send_version(key);
	const struct kw_api *api = kw_api_by_key(key);
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (!api || kw_writer_init_growable(&w, 256, &err) != 0)
		return;
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = v;
	h.correlation_id = corr;
	h.client_id = kw_str_from_cstr(s->client_id);
	kw_rpc_request_header_encode(&h, kw_api_request_header_version(api, v), &w);
	kr__svc_arena_reset(&s->send_arena);
	int rc = kr_wire_encode(m, v, &s->send_arena, &w);
	if (rc == KR_WIRE_ERR_PRE_VOTE_VERSION) {
		/* Kafka's answer for a peer without Vote v2 (KIP-996): the
		 * core then stands for real */
		struct kr_msg resp;
		kr_wire_unsupported_vote_response(m, &resp);
		kr_driver_receive_later(s->driver, &resp);
		kw_writer_release(&w);
		return;
	}
	if (rc != 0 || !kw_writer_ok(&w)) {
		char buf[512];
		kr__svc_log(s, KR_LOG_WARN, "cannot encode %s: %s",
			    kr_msg_type_name(m->type),
			    kw_error_format(&err, buf, sizeof buf));
		kw_writer_release(&w);
		return;
	}
	size_t len;
	uint8_t *buf = kw_writer_detach(&w, &len);
	struct kr_request_meta meta = {key, v, m->request_id};
	if (kr_transport_send_request(s->transport, m->to, corr, &meta, buf, len) != 0)
		kr_driver_lost_later(s->driver, m->to, m->request_id);
}

void kr_services_send(struct kr_services *s, const struct kr_msg *m)
{
	if (kr_wire_is_response(m->type))
		send_response(s, m);
	else
		send_request(s, m);
}

void kr_services_on_response(struct kr_services *s, int32_t peer,
			     const struct kr_request_meta *meta, const uint8_t *p,
			     size_t len)
{
	const struct kw_api *api = kw_api_by_key(meta->api_key);
	struct kw_error err;
	struct kw_reader r;
	struct kw_rpc_response_header h;
	kw_reader_init(&r, p, len, &err);
	kr__svc_arena_reset(&s->arena);
	if (!api || kw_rpc_response_header_decode(
			    &h, kw_api_response_header_version(api, meta->version), &r,
			    &s->arena) != 0) {
		kr__svc_log(s, KR_LOG_WARN,
			    "a response header from %d that does not decode", (int)peer);
		kr_transport_drop_peer(s->transport, peer);
		return;
	}
	if (kr__svc_fault_drops(s, peer))
		return;
	if (meta->api_key == KW_API_ALLOCATE_PRODUCER_IDS) {
		kr__svc_pid_on_response(s, peer, meta, &r);
		return;
	}
	struct kr_msg m;
	int rc = kr_wire_decode_response(meta->api_key, meta->version, &r, &s->arena, &m);
	if (rc != 0) {
		char buf[512];
		kr__svc_log(s, KR_LOG_WARN, "bad response from %d: %s", (int)peer,
			    kw_error_format(&err, buf, sizeof buf));
		kr_transport_drop_peer(s->transport, peer);
		return;
	}
	m.from = peer;
	m.to = s->cfg->node_id;
	m.request_id = (uint32_t)meta->tag;
	struct kr_event ev = {.type = KR_EVENT_RECEIVE};
	ev.u.msg = &m;
	kr_driver_step(s->driver, &ev);
}

void kr_services_on_peer_closed(struct kr_services *s, int32_t peer,
				const struct kr_request_meta *m, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (m[i].api_key == KW_API_ALLOCATE_PRODUCER_IDS) {
			kr__svc_pid_on_lost(s, &m[i]);
			continue;
		}
		struct kr_event ev = {.type = KR_EVENT_REQUEST_LOST};
		ev.u.lost.to = peer;
		ev.u.lost.request_id = (uint32_t)m[i].tag;
		kr_driver_step(s->driver, &ev);
	}
}

void kr__svc_raft(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		  struct kw_reader *r, const uint8_t *body, size_t len)
{
	(void)body;
	(void)len;
	if ((kinds & KR_LISTENER_CONTROLLER) == 0) {
		kr__svc_close(s, q, "a Raft request on a client listener");
		return;
	}
	struct kr_msg m;
	struct kw_writer w;
	struct kw_error err;
	int rc = kr_wire_decode_request(q->api_key, q->version, r, &s->arena, &m);
	if (rc == KR_WIRE_ERR_WRONG_PARTITION) {
		kr__svc_begin(q, &w, &err);
		rc = kr_wire_encode_error_response(
			q->api_key, q->version, KW_PERR_INVALID_REQUEST, &s->arena, &w);
		kr__svc_finish(s, q, &w, rc);
		return;
	}
	if (rc != 0) {
		kr__svc_close(s, q, "a Raft request that does not decode");
		return;
	}
	int32_t from;
	switch (m.type) {
	case KR_MSG_VOTE_REQUEST:
		from = m.u.vote_req.candidate_id;
		break;
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
		from = m.u.begin_req.leader_id;
		break;
	case KR_MSG_END_QUORUM_EPOCH_REQUEST:
		from = m.u.end_req.leader_id;
		break;
	case KR_MSG_FETCH_SNAPSHOT_REQUEST:
		from = m.u.snap_req.replica_id;
		break;
	default:
		from = m.u.fetch_req.replica_id;
		break;
	}
	if (from < 0) /* an observer without an id: a transport handle */
		from = -2 - (int32_t)(q->ref.conn % 1000000);
	if (kr__svc_fault_drops(s, from)) {
		kr_transport_respond_none(s->transport, q->ref);
		return;
	}
	m.from = from;
	m.to = s->cfg->node_id;
	m.request_id = ++s->next_request_id;
	struct kr_svc_rpc *p = KR_SVC_PUSH(s->rpcs);
	if (!p) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	p->request_id = m.request_id;
	p->q = *q;
	struct kr_event ev = {.type = KR_EVENT_RECEIVE};
	ev.u.msg = &m;
	kr_driver_step(s->driver, &ev);
	/* a request the core did not answer (a stopped core) is closed, so
	 * later responses on the connection are not held back for ever */
	for (size_t i = 0; i < s->rpcs.n; i++)
		if (s->rpcs.v[i].request_id == m.request_id &&
		    kr_driver_fatal(s->driver)) {
			s->rpcs.v[i] = s->rpcs.v[--s->rpcs.n];
			kr__svc_close(s, q, "the node is stopping");
			break;
		}
}

void kr__svc_describe_quorum(struct kr_services *s, const struct kr_svc_req *q,
			     unsigned kinds, struct kw_reader *r, const uint8_t *body,
			     size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_writer w;
	struct kw_error err;
	int rc = kr_wire_check_describe_quorum(q->version, r, &s->arena);
	if (rc != 0 && rc != KR_WIRE_ERR_WRONG_PARTITION) {
		kr__svc_close(s, q, "a DescribeQuorum request that does not decode");
		return;
	}
	kr__svc_begin(q, &w, &err);
	if (rc == KR_WIRE_ERR_WRONG_PARTITION) {
		rc = kr_wire_encode_error_response(KW_API_DESCRIBE_QUORUM, q->version,
						   KW_PERR_INVALID_REQUEST, &s->arena,
						   &w);
		kr__svc_finish(s, q, &w, rc);
		return;
	}
	struct kr_quorum_info info;
	int64_t mono = kr_loop_now_ms(), off = kr_loop_wall_ms() - mono;
	kr_core_describe_quorum(kr_driver_core(s->driver), mono, &info);
	struct kr_replica_info *lists[2] = {info.voters, info.observers};
	int32_t counts[2] = {info.n_voters, info.n_observers};
	for (int l = 0; l < 2; l++)
		for (int32_t i = 0; i < counts[l]; i++) {
			if (lists[l][i].last_fetch_timestamp >= 0)
				lists[l][i].last_fetch_timestamp += off;
			if (lists[l][i].last_caught_up_timestamp >= 0)
				lists[l][i].last_caught_up_timestamp += off;
		}
	struct kr_wire_node nodes[KR_MAX_VOTERS];
	for (int32_t i = 0; i < s->cfg->n_voters; i++)
		nodes[i] = (struct kr_wire_node){s->cfg->voters[i].id,
						 s->cfg->voters[i].host,
						 s->cfg->voters[i].port};
	rc = kr_wire_encode_describe_quorum(&info, nodes, (size_t)s->cfg->n_voters,
					    q->version, &s->arena, &w);
	kr__svc_finish(s, q, &w, rc);
}
