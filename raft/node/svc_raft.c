/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_raft.c — the Raft service: requests from peers (Vote,
 * BeginQuorumEpoch, EndQuorumEpoch, a replica's Fetch and FetchSnapshot)
 * go to the core, each
 * with a node-wide request id; the core's response comes back through
 * kr_services_send with that id and goes to the request's slot. Requests to
 * peers go out through the transport's outbound connections, at the
 * versions negotiated on each (ApiVersions first, the requests made
 * meanwhile held until it is answered: node/peer_versions.h), and their
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

static void leader_endpoint(const struct kr_services *s, int32_t id,
			    struct kr_wire_node *leader);

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
	/* KIP-853: a Fetch answer names the leader's endpoint, so that an
	 * observer that found this node through a bootstrap server (or a
	 * replica that lost the leader) can dial it */
	struct kr_wire_node leader = {-1, NULL, 0};
	if (m->type == KR_MSG_FETCH_RESPONSE)
		leader_endpoint(s, m->u.fetch_resp.leader_id, &leader);
	int rc = kr_wire_encode_fetch_response(m, q.version, leader.id >= 0 ? &leader : NULL,
					       &s->send_arena, &w);
	kr__svc_finish(s, &q, &w, rc);
}

/* The leader of id's endpoint: this node's own controller endpoint, or the
 * address book's entry. leader->id stays -1 when none is known. */
static void leader_endpoint(const struct kr_services *s, int32_t id,
			    struct kr_wire_node *leader)
{
	if (id < 0)
		return;
	if (id == s->cfg->node_id) {
		if (s->self_endpoint.port == 0)
			return;
		*leader = (struct kr_wire_node){id, s->self_endpoint.host, s->self_endpoint.port};
		return;
	}
	const struct kr_peer_entry *e = s->peer_book ? kr_peer_book_get(s->peer_book, id)
						     : NULL;
	if (e)
		*leader = (struct kr_wire_node){id, e->host, e->port};
}

/* The leader a response names, or -1. */
static int32_t named_leader(const struct kr_msg *m)
{
	switch (m->type) {
	case KR_MSG_FETCH_RESPONSE:
		return m->u.fetch_resp.leader_id;
	case KR_MSG_VOTE_RESPONSE:
		return m->u.vote_resp.leader_id;
	case KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE:
		return m->u.epoch_resp.leader_id;
	default:
		return -1;
	}
}

/* KIP-853: a response naming a leader this node has no address for
 * carries its endpoint in NodeEndpoints (Fetch v16+, Vote and
 * BeginQuorumEpoch v1+): a hint for the address book, which only fills
 * an id no other source has. Decoded again only then (body at off). */
static void learn_leader(struct kr_services *s, int32_t peer,
			 const struct kr_request_meta *meta, const struct kr_msg *m,
			 const uint8_t *p, size_t len, size_t off)
{
	int32_t leader = named_leader(m);
	if (!s->peer_book || leader < 0 || leader == s->cfg->node_id ||
	    kr_peer_book_get(s->peer_book, leader))
		return;
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, p + off, len - off, &err);
	struct kr_wire_endpoint eps[KR_MAX_VOTERS];
	int n = kr_wire_decode_response_endpoints(meta->api_key, meta->version, &r, &s->arena,
						  eps, KR_MAX_VOTERS);
	for (int i = 0; i < n; i++) {
		if (eps[i].id != leader || eps[i].host.len <= 0 ||
		    eps[i].host.len >= KR_PEER_HOST_MAX || eps[i].port <= 0 ||
		    eps[i].port > 65535)
			continue;
		char host[KR_PEER_HOST_MAX];
		memcpy(host, eps[i].host.ptr, (size_t)eps[i].host.len);
		host[eps[i].host.len] = '\0';
		if (kr_peer_book_put(s->peer_book, leader, host, (uint16_t)eps[i].port,
				     KR_PEER_HINT)) {
			kr__svc_log(s, KR_LOG_INFO,
				    "leader %d is at %s:%d (named by %d's answer)", (int)leader,
				    host, (int)eps[i].port, (int)peer);
			(void)kr_peer_book_sync(s->peer_book, s->transport);
		}
	}
}

/* ---- requests to peers, at the versions each connection negotiated ---- */

/* How long "no common version" stays quiet for one peer and API (the
 * core retries a lost Fetch every retry backoff). */
#define NO_VERSION_LOG_MS 10000

/* A request the core gets no answer for: from inside a driver callback
 * (in_step) it is queued, from a transport callback it is fed at once. */
static void lose(struct kr_services *s, int32_t to, uint32_t request_id, bool in_step)
{
	if (in_step) {
		kr_driver_lost_later(s->driver, to, request_id);
		return;
	}
	struct kr_event ev = {.type = KR_EVENT_REQUEST_LOST};
	ev.u.lost.to = to;
	ev.u.lost.request_id = request_id;
	kr_driver_step(s->driver, &ev);
}

/* A message answered for the peer (see lose). */
static void answer_for_peer(struct kr_services *s, struct kr_msg *m, bool in_step)
{
	if (in_step) {
		kr_driver_receive_later(s->driver, m);
		return;
	}
	struct kr_event ev = {.type = KR_EVENT_RECEIVE};
	ev.u.msg = m;
	kr_driver_step(s->driver, &ev);
}

static struct kr_svc_peer *peer_find(struct kr_services *s, int32_t id)
{
	for (size_t i = 0; i < KR_TRANSPORT_MAX_PEERS; i++)
		if (s->peers[i].used && s->peers[i].id == id)
			return &s->peers[i];
	return NULL;
}

/* The peer's entry, made when it has none: a free slot, else one with
 * nothing held (the voter set may change over a node's life; a peer whose
 * slot was taken negotiates again on its next request). */
static struct kr_svc_peer *peer_entry(struct kr_services *s, int32_t id)
{
	struct kr_svc_peer *p = peer_find(s, id);
	for (size_t i = 0; !p && i < KR_TRANSPORT_MAX_PEERS; i++)
		if (!s->peers[i].used)
			p = &s->peers[i];
	for (size_t i = 0; !p && i < KR_TRANSPORT_MAX_PEERS; i++)
		if (s->peers[i].n_held == 0)
			p = &s->peers[i];
	if (p && (!p->used || p->id != id)) {
		memset(p, 0, sizeof *p);
		p->used = true;
		p->id = id;
		for (int k = 0; k < KR_PV_N_APIS; k++)
			p->warned_ms[k] = -NO_VERSION_LOG_MS;
	}
	return p;
}

int16_t kr__svc_peer_version(struct kr_services *s, int32_t peer, int16_t api_key)
{
	struct kr_svc_peer *p = peer_find(s, peer);
	if (!p || !p->ready)
		return -1;
	return kr_pv_pick(&s->pv_ours, &p->theirs, api_key);
}

/* Forgets the negotiation (its connection is gone or failed); the held
 * requests are lost to the core, which retries them. */
static void peer_reset(struct kr_services *s, struct kr_svc_peer *p, bool in_step)
{
	int n = p->n_held;
	uint32_t ids[KR_SVC_HELD];
	for (int k = 0; k < n; k++) {
		ids[k] = p->held[k].request_id;
		free(p->held_cluster_id[k]);
		p->held_cluster_id[k] = NULL;
	}
	p->n_held = 0;
	p->conn = 0;
	p->ready = false;
	for (int k = 0; k < n; k++)
		lose(s, p->id, ids[k], in_step);
}

/* The cluster id field of request m, or NULL for another message. */
static struct kw_str *cluster_id_of(struct kr_msg *m)
{
	switch (m->type) {
	case KR_MSG_VOTE_REQUEST:
		return &m->u.vote_req.cluster_id;
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
		return &m->u.begin_req.cluster_id;
	case KR_MSG_END_QUORUM_EPOCH_REQUEST:
		return &m->u.end_req.cluster_id;
	case KR_MSG_FETCH_REQUEST:
		return &m->u.fetch_req.cluster_id;
	case KR_MSG_FETCH_SNAPSHOT_REQUEST:
		return &m->u.snap_req.cluster_id;
	default:
		return NULL;
	}
}

/* Keeps m until the peer's versions are known; false when it cannot. */
static bool hold(struct kr_svc_peer *p, const struct kr_msg *m)
{
	if (p->n_held == KR_SVC_HELD)
		return false;
	struct kr_msg *h = &p->held[p->n_held];
	*h = *m;
	struct kw_str *cid = cluster_id_of(h);
	if (!cid)
		return false;
	/* the message's views are the core's only until its next step */
	char *copy = NULL;
	if (cid->ptr && cid->len > 0) {
		copy = malloc((size_t)cid->len);
		if (!copy)
			return false;
		memcpy(copy, cid->ptr, (size_t)cid->len);
		cid->ptr = copy;
	}
	p->held_cluster_id[p->n_held++] = copy;
	return true;
}

/* Asks the peer's versions on connection conn: ApiVersions at version v
 * with correlation id corr, the first request on it. 0 or -1. */
static int ask_versions(struct kr_services *s, struct kr_svc_peer *p, uint64_t conn,
			int32_t corr, int16_t v)
{
	uint8_t *buf;
	size_t len;
	if (kr_pv_encode_request(v, corr, s->client_id, &buf, &len) != 0)
		return -1;
	/* the tag names the connection: an answer or a close reported for
	 * an older one is not this one's */
	struct kr_request_meta meta = {KW_API_API_VERSIONS, v, conn};
	if (kr_transport_send_request(s->transport, p->id, corr, &meta, buf, len) != 0)
		return -1;
	p->conn = conn;
	p->ready = false;
	return 0;
}

/* The peer and the node have no version of api key in common: a clear
 * line, once per NO_VERSION_LOG_MS for each peer and API (not through
 * kr__svc_log's one-a-second limit shared by every warning, which could
 * swallow it for good). */
static void no_common_version(struct kr_services *s, struct kr_svc_peer *p, int16_t key)
{
	int i = kr_pv_index(key);
	int64_t now = kr_loop_now_ms();
	if (i < 0 || now - p->warned_ms[i] < NO_VERSION_LOG_MS || !s->log)
		return;
	p->warned_ms[i] = now;
	const struct kw_api *api = kw_api_by_key(key);
	char line[256];
	if (p->theirs.r[i].max >= 0)
		snprintf(line, sizeof line,
			 "peer %d speaks %s v%d-%d and this node v%d-%d: no version in "
			 "common, its %s requests are not sent",
			 (int)p->id, api->name, (int)p->theirs.r[i].min,
			 (int)p->theirs.r[i].max, (int)s->pv_ours.r[i].min,
			 (int)s->pv_ours.r[i].max, api->name);
	else
		snprintf(line, sizeof line,
			 "peer %d does not list %s in its ApiVersions answer: its %s "
			 "requests are not sent",
			 (int)p->id, api->name, api->name);
	s->log(s->log_ctx, KR_LOG_WARN, line);
}

/* Sends m on the peer's negotiated connection with correlation id corr. */
static void send_at_version(struct kr_services *s, struct kr_svc_peer *p,
			    const struct kr_msg *m, int32_t corr, bool in_step)
{
	int16_t key = kr_wire_api_key(m->type);
	int16_t v = kr_pv_pick(&s->pv_ours, &p->theirs, key);
	const struct kw_api *api = kw_api_by_key(key);
	if (v < 0 || !api) {
		no_common_version(s, p, key);
		lose(s, m->to, m->request_id, in_step);
		return;
	}
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 256, &err) != 0) {
		lose(s, m->to, m->request_id, in_step);
		return;
	}
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
		kw_writer_release(&w);
		answer_for_peer(s, &resp, in_step);
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
		lose(s, m->to, m->request_id, in_step);
}

static void send_request(struct kr_services *s, const struct kr_msg *m)
{
	/* only to a peer with an address: the address book's (voters,
	 * bootstrap servers, leaders learnt), else a configured voter */
	bool known = s->peer_book ? kr_peer_book_get(s->peer_book, m->to) != NULL
				  : voter_index(s, m->to) >= 0;
	if (!known || m->to == s->cfg->node_id || kr__svc_fault_drops(s, m->to))
		return;
	int32_t corr = kr_transport_peer_corr(s->transport, m->to);
	uint64_t conn = kr_transport_peer_conn(s->transport, m->to);
	struct kr_svc_peer *p = corr >= 0 && conn != 0 ? peer_entry(s, m->to) : NULL;
	if (!p) {
		/* no connection now (the peer refused one, or the transport
		 * backs off after a failure): lost, as for a connection that
		 * closes under it, so that the core retries after its retry
		 * backoff and a follower of a dead leader hears of it now
		 * rather than after request.timeout.ms */
		kr_driver_lost_later(s->driver, m->to, m->request_id);
		return;
	}
	if (p->conn != conn) {
		/* a new connection: its first request asks the versions (what
		 * was held for an older one is lost with it) */
		peer_reset(s, p, true);
		if (ask_versions(s, p, conn, corr, KR_PV_ASK_VERSION) != 0) {
			kr_driver_lost_later(s->driver, m->to, m->request_id);
			return;
		}
	}
	if (!p->ready) {
		if (!hold(p, m))
			kr_driver_lost_later(s->driver, m->to, m->request_id);
		return;
	}
	send_at_version(s, p, m, corr, true);
}

/* The peer's versions are known: the held requests go out. */
static void send_held(struct kr_services *s, struct kr_svc_peer *p)
{
	struct kr_msg held[KR_SVC_HELD];
	char *cids[KR_SVC_HELD];
	int n = p->n_held;
	memcpy(held, p->held, (size_t)n * sizeof held[0]);
	memcpy(cids, p->held_cluster_id, (size_t)n * sizeof cids[0]);
	p->n_held = 0;
	uint64_t conn = p->conn;
	int32_t id = p->id;
	for (int k = 0; k < n; k++) {
		/* a step of the core for an earlier one may have closed the
		 * connection, dropped the peer or given its slot to another */
		bool open = p->used && p->id == id && p->ready && p->conn == conn &&
			    kr_transport_peer_conn(s->transport, id) == conn;
		/* (asked only of the open connection: peer_corr would open a
		 * new one) */
		int32_t corr = open ? kr_transport_peer_corr(s->transport, id) : -1;
		if (corr < 0)
			lose(s, id, held[k].request_id, false);
		else if (!kr__svc_fault_drops(s, id)) /* dropped as a partition would */
			send_at_version(s, p, &held[k], corr, false);
		free(cids[k]);
	}
}

/* The answer to the ApiVersions asked on connection meta->tag. */
static void on_versions(struct kr_services *s, int32_t peer,
			const struct kr_request_meta *meta, const uint8_t *body, size_t len)
{
	struct kr_svc_peer *p = peer_find(s, peer);
	if (!p || p->conn != meta->tag || p->ready)
		return; /* for a connection no longer the peer's */
	struct kr_pv_table theirs;
	int16_t retry;
	char why[384];
	enum kr_pv_answer a = kr_pv_read_answer(meta->version, body, len, &s->arena,
						 &theirs, &retry, why, sizeof why);
	if (a == KR_PV_RETRY) {
		int32_t corr = kr_transport_peer_corr(s->transport, peer);
		kr__svc_log(s, KR_LOG_DEBUG,
			    "peer %d does not speak ApiVersions v%d: asking at v%d",
			    (int)peer, (int)meta->version, (int)retry);
		if (corr >= 0 && ask_versions(s, p, p->conn, corr, retry) == 0)
			return;
		snprintf(why, sizeof why, "ApiVersions v%d could not be sent", (int)retry);
		a = KR_PV_BAD;
	}
	if (a == KR_PV_BAD) {
		kr__svc_log(s, KR_LOG_WARN, "peer %d: %s; closing the connection", (int)peer,
			    why);
		kr_transport_drop_peer(s->transport, peer);
		peer_reset(s, p, false);
		return;
	}
	p->theirs = theirs;
	p->ready = true;
	char line[512];
	kr_pv_describe(&s->pv_ours, &p->theirs, line, sizeof line);
	kr__svc_log(s, KR_LOG_DEBUG, "peer %d speaks %s", (int)peer, line);
	send_held(s, p);
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
		struct kr_svc_peer *pv = peer_find(s, peer);
		if (pv && meta->api_key == KW_API_API_VERSIONS && pv->conn == meta->tag)
			peer_reset(s, pv, false);
		return;
	}
	if (meta->api_key == KW_API_API_VERSIONS) {
		/* before the fault hook: it drops Raft traffic, and this
		 * answer only lets the held requests meet it */
		size_t off = kw_reader_offset(&r);
		on_versions(s, peer, meta, p + off, len - off);
		return;
	}
	if (kr__svc_fault_drops(s, peer))
		return;
	if (meta->api_key == KW_API_ALLOCATE_PRODUCER_IDS) {
		kr__svc_pid_on_response(s, peer, meta, &r);
		return;
	}
	if (meta->api_key == KW_API_UPDATE_RAFT_VOTER) {
		kr__svc_update_voter_on_response(s, peer, meta, &r);
		return;
	}
	struct kr_msg m;
	size_t body = kw_reader_offset(&r);
	int rc = kr_wire_decode_response(meta->api_key, meta->version, &r, &s->arena, &m);
	if (rc != 0) {
		char buf[512];
		kr__svc_log(s, KR_LOG_WARN, "bad response from %d: %s", (int)peer,
			    kw_error_format(&err, buf, sizeof buf));
		kr_transport_drop_peer(s->transport, peer);
		return;
	}
	learn_leader(s, peer, meta, &m, p, len, body);
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
		if (m[i].api_key == KW_API_UPDATE_RAFT_VOTER) {
			kr__svc_update_voter_on_lost(s, &m[i]);
			continue;
		}
		if (m[i].api_key == KW_API_API_VERSIONS) {
			/* closed before it told its versions (a timeout, a
			 * reset): what was held for it is lost */
			struct kr_svc_peer *p = peer_find(s, peer);
			if (p && p->conn == m[i].tag && !p->ready) {
				kr__svc_log(s, KR_LOG_DEBUG,
					    "the connection to peer %d closed before "
					    "its ApiVersions answer",
					    (int)peer);
				peer_reset(s, p, false);
			}
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
	/* an observer without an id: a transport handle, below the core's
	 * bootstrap server ids (KR_BOOTSTRAP_ID) so as never to meet one */
	if (from < 0)
		from = -2 - KR_MAX_BOOTSTRAP - (int32_t)(q->ref.conn % 1000000);
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
	/* Nodes (v2): every voter's endpoint, the log's where it has one;
	 * then the peers known otherwise (KIP-853: an observer's leader,
	 * learnt from a bootstrap server's answer), so that a tool asking
	 * this node finds the leader's endpoint */
	struct kr_node_endpoint eps[2 * KR_MAX_VOTERS];
	struct kr_wire_node nodes[2 * KR_MAX_VOTERS + KR_PEER_BOOK_MAX];
	size_t nn = kr_node_voter_endpoints(s->cfg, kr_core_voters(kr_driver_core(s->driver)),
					    eps, 2 * KR_MAX_VOTERS);
	for (size_t i = 0; i < nn; i++)
		nodes[i] = (struct kr_wire_node){eps[i].id, eps[i].host, eps[i].port};
	size_t listed = nn;
	for (size_t i = 0; s->peer_book && i < s->peer_book->n; i++) {
		const struct kr_peer_entry *e = &s->peer_book->e[i];
		bool known = e->id < 0;
		for (size_t k = 0; k < listed && !known; k++)
			known = nodes[k].id == e->id;
		if (!known)
			nodes[nn++] = (struct kr_wire_node){e->id, e->host, e->port};
	}
	rc = kr_wire_encode_describe_quorum(&info, nodes, nn, q->version, &s->arena, &w);
	kr__svc_finish(s, q, &w, rc);
}
