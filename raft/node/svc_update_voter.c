/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_update_voter.c — a voter tells its leader where it listens
 * (KIP-853's UpdateRaftVoter, as Kafka's followers do): when the voter set
 * in force is the log's (a VotersRecord) and the log names another
 * endpoint for this node than its own controller listener — it was
 * restarted on another address, or the set came from a configuration that
 * had none — the follower sends UpdateRaftVoter (its id, directory id,
 * controller listener and kraft.version range 0..1) to its leader, once
 * the leader's ApiVersions said it speaks it; again at most once a second
 * until the log agrees. The leader appends a VotersRecord with the new
 * endpoint (raft/core/voters.c), which every node then dials.
 */
#include "node/services.h"

#include <string.h>

#include "kwire/header.h"
#include "kwire/msg/update_raft_voter_request.h"
#include "kwire/msg/update_raft_voter_response.h"
#include "kwire/protocol_errors.h"
#include "node/loop.h"

#define RETRY_MS 1000

/* The leader to tell, or -1 when nothing is to be told: this node is a
 * follower, the log's entry for it (same directory id) names another
 * endpoint than its own. */
static int32_t leader_to_tell(const struct kr_services *s)
{
	const struct kr_core *core = kr_driver_core(s->driver);
	int32_t self = s->cfg->node_id, leader = kr_core_leader(core);
	const struct kr_endpoint *mine = &s->self_endpoint;
	if (self < 0 || leader < 0 || leader == self || mine->port == 0 ||
	    kr_core_state(core) != KR_STATE_FOLLOWER)
		return -1;
	const struct kr_voter_assignment *a = kr_core_voters(core);
	if (!a->voters_record)
		return -1; /* the configuration's voters, or AlterQuorum's */
	for (int32_t i = 0; i < a->n_current; i++) {
		if (a->current[i] != self)
			continue;
		if (!kw_uuid_is_zero(&a->dirs[i]) &&
		    !kw_uuid_equal(&a->dirs[i], &s->meta->directory_id))
			return -1; /* another disk of this id votes */
		const struct kr_endpoint *e = &a->endpoints[i];
		bool same = e->port == mine->port && strcmp(e->host, mine->host) == 0 &&
			    strcmp(e->name, mine->name) == 0;
		return same ? -1 : leader;
	}
	return -1;
}

static bool send_update(struct kr_services *s, int32_t leader)
{
	int16_t v = kr__svc_peer_version(s, leader, KW_API_UPDATE_RAFT_VOTER);
	int32_t corr = kr_transport_peer_corr(s->transport, leader);
	const struct kw_api *api = kw_api_by_key(KW_API_UPDATE_RAFT_VOTER);
	if (v < 0 || corr < 0 || !api || kr__svc_fault_drops(s, leader))
		return false;
	struct kw_update_raft_voter_request_listener l;
	kw_update_raft_voter_request_listener_init(&l);
	l.name = kw_str_from_cstr(s->self_endpoint.name);
	l.host = kw_str_from_cstr(s->self_endpoint.host);
	l.port = s->self_endpoint.port;
	struct kw_update_raft_voter_request m;
	kw_update_raft_voter_request_init(&m);
	m.cluster_id = kw_str_from_cstr(s->meta->cluster_id);
	m.current_leader_epoch = kr_core_epoch(kr_driver_core(s->driver));
	m.voter_id = s->cfg->node_id;
	m.voter_directory_id = s->meta->directory_id;
	m.listeners = &l;
	m.listeners_count = 1;
	m.k_raft_version_feature.min_supported_version = 0;
	m.k_raft_version_feature.max_supported_version = 1;
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = KW_API_UPDATE_RAFT_VOTER;
	h.api_version = v;
	h.correlation_id = corr;
	h.client_id = kw_str_from_cstr(s->client_id);
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 128, &err) != 0)
		return false;
	if (kw_rpc_request_header_encode(&h, kw_api_request_header_version(api, v), &w) != 0 ||
	    kw_update_raft_voter_request_encode(&m, v, &w) != 0 || !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		return false;
	}
	size_t len;
	uint8_t *buf = kw_writer_detach(&w, &len);
	struct kr_request_meta meta = {KW_API_UPDATE_RAFT_VOTER, v, ++s->upd_tag};
	if (kr_transport_send_request(s->transport, leader, corr, &meta, buf, len) != 0)
		return false;
	kr__svc_log(s, KR_LOG_INFO,
		    "UpdateRaftVoter to leader %d: this voter listens on %s://%s:%u",
		    (int)leader, s->self_endpoint.name, s->self_endpoint.host,
		    (unsigned)s->self_endpoint.port);
	return true;
}

void kr__svc_update_voter_tick(struct kr_services *s)
{
	int64_t now = kr_loop_now_ms();
	if (s->upd_asking && now < s->upd_deadline_ms)
		return;
	s->upd_asking = false;
	if (now < s->upd_next_ms)
		return;
	int32_t leader = leader_to_tell(s);
	if (leader < 0)
		return;

	s->upd_next_ms = now + RETRY_MS;
	if (send_update(s, leader)) {
		s->upd_asking = true;
		s->upd_deadline_ms = now + s->cfg->request_timeout_ms;
	}
}

int64_t kr__svc_update_voter_deadline(const struct kr_services *s)
{
	if (s->upd_asking)
		return s->upd_deadline_ms;
	return leader_to_tell(s) >= 0 ? s->upd_next_ms : INT64_MAX;
}

void kr__svc_update_voter_on_response(struct kr_services *s, int32_t peer,
				      const struct kr_request_meta *meta, struct kw_reader *r)
{
	struct kw_update_raft_voter_response m;
	if (kw_update_raft_voter_response_decode(&m, meta->version, r, &s->arena) != 0) {
		kr__svc_log(s, KR_LOG_WARN, "an UpdateRaftVoter response from %d that does not decode",
			    (int)peer);
		kr_transport_drop_peer(s->transport, peer);
		return;
	}
	if (!s->upd_asking || meta->tag != s->upd_tag)
		return; /* given up on already */
	s->upd_asking = false;
	if (m.error_code)
		kr__svc_log(s, KR_LOG_WARN, "UpdateRaftVoter refused by %d: %s (retried in %d ms)",
			    (int)peer, kw_protocol_error_name(m.error_code), RETRY_MS);
	else
		kr__svc_log(s, KR_LOG_INFO, "UpdateRaftVoter: committed by leader %d", (int)peer);
}

void kr__svc_update_voter_on_lost(struct kr_services *s, const struct kr_request_meta *meta)
{
	if (s->upd_asking && meta->tag == s->upd_tag)
		s->upd_asking = false;
}
