/*
 * node/raft_rpc.c — Raft messages: requests to peers and their responses,
 * requests from peers (each gets a node-wide request id before it enters
 * the core; the core's response carries it back to the connection and
 * correlation id through the pending table; a peer that went away
 * meanwhile is forgotten), and DescribeQuorum. Directory ids travel in the
 * core's messages (the wire adapter encodes them).
 */
#include "node/node_internal.h"

void kr__node_send_msg(struct node *n, const struct kr_msg *m)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	int16_t key = kr_wire_api_key(m->type);
	if (kr_wire_is_response(m->type)) {
		struct pending_rpc p;
		size_t i;
		for (i = 0; i < n->n_rpcs; i++)
			if (n->rpcs[i].request_id == m->request_id)
				break;
		if (i == n->n_rpcs)
			return;
		p = n->rpcs[i];
		n->rpcs[i] = n->rpcs[--n->n_rpcs];
		struct conn *c = kr__node_conn_by_id(n, p.conn_id);
		if (!c || c->fd < 0)
			return;
		kr__node_begin_response(&w, &err, p.api_key, p.version, p.corr);
		int rc = kr_wire_encode(m, p.version, &n->arena, &w);
		kr__node_finish_response(n, c, &w, rc);
		return;
	}
	int vi = voter_index(n, m->to);
	if (vi < 0 || m->to == n->cfg->node_id || fault_dropped(n, m->to))
		return;
	struct conn *c = kr__node_peer_conn(n, vi);
	if (!c)
		return;
	int16_t v = kr_wire_send_version(key);
	const struct kw_api *api = kw_api_by_key(key);
	if (kw_writer_init_growable(&w, 256, &err) != 0)
		return;
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = v;
	h.correlation_id = c->next_corr++;
	char client[32];
	snprintf(client, sizeof client, "kwire-node-%d", (int)n->cfg->node_id);
	h.client_id = kw_str_from_cstr(client);
	kw_rpc_request_header_encode(&h, kw_api_request_header_version(api, v), &w);
	int rc = kr_wire_encode(m, v, &n->arena, &w);
	if (rc == KR_WIRE_ERR_PRE_VOTE_VERSION) {
		/* Kafka's answer for a peer without Vote v2 (KIP-996): the
		 * core then stands for real */
		if (n->n_refused_votes < KR_MAX_VOTERS)
			kr_wire_unsupported_vote_response(
				m, &n->refused_votes[n->n_refused_votes++]);
	} else if (rc == 0 && kw_writer_ok(&w)) {
		GROW(c->infl, c->n_infl, c->cap_infl);
		c->infl[c->n_infl++] = (struct inflight){ h.correlation_id, key, v,
							  m->request_id, now_ms() };
		kr__node_conn_send_frame(n, c, w.buf, w.pos);
	} else {
		char buf[512];
		noisy_logf(n, "cannot encode %s: %s", kr_msg_type_name(m->type),
		      kw_error_format(&err, buf, sizeof buf));
	}
	kw_writer_release(&w);
}

/* A response frame on an outbound connection. */
void kr__node_on_peer_response(struct node *n, struct conn *c, const uint8_t *p, size_t len)
{
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, p, len, &err);
	int32_t corr = kw_reader_read_i32(&r);
	if (!kw_reader_ok(&r)) {
		kr__node_conn_close(n, c);
		return;
	}
	size_t i;
	for (i = 0; i < c->n_infl; i++)
		if (c->infl[i].corr == corr)
			break;
	if (i == c->n_infl) {
		kr__node_conn_close(n, c); /* a response we never asked for */
		return;
	}
	struct inflight f = c->infl[i];
	memmove(&c->infl[i], &c->infl[i + 1], (c->n_infl - i - 1) * sizeof *c->infl);
	c->n_infl--;
	const struct kw_api *api = kw_api_by_key(f.api_key);
	kw_reader_init(&r, p, len, &err);
	struct kw_rpc_response_header h;
	kw_arena_reset(&n->arena);
	if (kw_rpc_response_header_decode(&h, kw_api_response_header_version(api, f.version),
					  &r, &n->arena) != 0) {
		kr__node_conn_close(n, c);
		return;
	}
	if (fault_dropped(n, c->peer_id))
		return;
	struct kr_msg m;
	int rc = kr_wire_decode_response(f.api_key, f.version, &r, &n->arena, &m);
	if (rc != 0) {
		char buf[512];
		noisy_logf(n, "bad response from %d: %s", (int)c->peer_id,
		      kw_error_format(&err, buf, sizeof buf));
		kr__node_conn_close(n, c);
		return;
	}
	m.from = c->peer_id;
	m.to = n->cfg->node_id;
	m.request_id = f.request_id;
	struct kr_event ev = { .type = KR_EVENT_RECEIVE, .now_ms = now_ms() };
	ev.u.msg = &m;
	kr__node_step(n, &ev);
}

void kr__node_serve_raft(struct node *n, struct conn *c, int16_t key, int16_t v, int32_t corr,
			 struct kw_reader *r)
{
	struct kr_msg m;
	struct kw_writer w;
	struct kw_error err;
	int rc = kr_wire_decode_request(key, v, r, &n->arena, &m);
	if (rc == KR_WIRE_ERR_WRONG_PARTITION) {
		kr__node_begin_response(&w, &err, key, v, corr);
		rc = kr_wire_encode_error_response(key, v, KW_PERR_INVALID_REQUEST,
						   &n->arena, &w);
		kr__node_finish_response(n, c, &w, rc);
		return;
	}
	if (rc != 0) {
		kr__node_conn_close(n, c);
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
	default:
		from = m.u.fetch_req.replica_id;
		break;
	}
	if (from < 0) /* an observer without an id: a transport handle */
		from = -2 - (int32_t)(c->id % 1000000);
	if (fault_dropped(n, from))
		return;
	m.from = from;
	m.to = n->cfg->node_id;
	m.request_id = ++n->next_request_id;
	GROW(n->rpcs, n->n_rpcs, n->cap_rpcs);
	n->rpcs[n->n_rpcs++] = (struct pending_rpc){ m.request_id, c->id, corr, key, v };
	struct kr_event ev = { .type = KR_EVENT_RECEIVE, .now_ms = now_ms() };
	ev.u.msg = &m;
	kr__node_step(n, &ev);
}

void kr__node_serve_describe_quorum(struct node *n, struct conn *c, int16_t v, int32_t corr,
				    struct kw_reader *r)
{
	struct kw_writer w;
	struct kw_error err;
	int rc = kr_wire_check_describe_quorum(v, r, &n->arena);
	if (rc != 0 && rc != KR_WIRE_ERR_WRONG_PARTITION) {
		kr__node_conn_close(n, c);
		return;
	}
	kr__node_begin_response(&w, &err, KR_WIRE_API_DESCRIBE_QUORUM, v, corr);
	if (rc == KR_WIRE_ERR_WRONG_PARTITION) {
		rc = kr_wire_encode_error_response(KR_WIRE_API_DESCRIBE_QUORUM, v,
						   KW_PERR_INVALID_REQUEST, &n->arena, &w);
		kr__node_finish_response(n, c, &w, rc);
		return;
	}
	struct kr_quorum_info info;
	int64_t mono = now_ms(), off = wall_ms() - mono;
	kr_core_describe_quorum(n->core, mono, &info);
	struct kr_replica_info *lists[2] = { info.voters, info.observers };
	int32_t counts[2] = { info.n_voters, info.n_observers };
	for (int l = 0; l < 2; l++)
		for (int32_t i = 0; i < counts[l]; i++) {
			if (lists[l][i].last_fetch_timestamp >= 0)
				lists[l][i].last_fetch_timestamp += off;
			if (lists[l][i].last_caught_up_timestamp >= 0)
				lists[l][i].last_caught_up_timestamp += off;
		}
	struct kr_wire_node nodes[KR_MAX_VOTERS];
	for (int32_t i = 0; i < n->cfg->n_voters; i++)
		nodes[i] = (struct kr_wire_node){ n->cfg->voters[i].id, n->cfg->voters[i].host,
						  n->cfg->voters[i].port };
	rc = kr_wire_encode_describe_quorum(&info, nodes, (size_t)n->cfg->n_voters, v,
					    &n->arena, &w);
	kr__node_finish_response(n, c, &w, rc);
}
