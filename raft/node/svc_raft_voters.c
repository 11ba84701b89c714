/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_raft_voters.c — KIP-853's AddRaftVoter (api key 80),
 * RemoveRaftVoter (81) and UpdateRaftVoter (82) on controller listeners.
 *
 * Checked here, in Kafka's order: the cluster id (INCONSISTENT_CLUSTER_ID),
 * for UpdateRaftVoter the leader epoch (FENCED_LEADER_EPOCH for an older
 * one, UNKNOWN_LEADER_EPOCH for a newer one), leadership
 * (NOT_LEADER_OR_FOLLOWER), and the listeners: a voter's endpoint is the
 * listener named like this node's controller listener (Kafka's "default
 * listener"), INVALID_REQUEST when the request has none. The rest is the
 * core's (raft/core/voters.c: caught up, one change at a time,
 * DUPLICATE_VOTER, VOTER_NOT_FOUND ...), whose refusals come back at once
 * and whose completions come when the VotersRecord is committed, both
 * through kr_services_on_alter_done, with the reason as ErrorMessage.
 * Every answer is logged. A request waits until its record is committed,
 * leadership ends (NOT_LEADER_OR_FOLLOWER), its connection closes, or
 * controller.quorum.request.timeout.ms (AddRaftVoter: its TimeoutMs if
 * shorter) passes: REQUEST_TIMED_OUT, as Kafka answers; the record stays
 * in the log and may still commit.
 */
#include "node/services.h"

#include <stdio.h>
#include <string.h>

#include "kwire/msg/add_raft_voter_request.h"
#include "kwire/msg/add_raft_voter_response.h"
#include "kwire/msg/remove_raft_voter_request.h"
#include "kwire/msg/remove_raft_voter_response.h"
#include "kwire/msg/update_raft_voter_request.h"
#include "kwire/msg/update_raft_voter_response.h"
#include "kwire/protocol_errors.h"
#include "node/loop.h"

#define MAX_PENDING_CHANGES 64

static const char *api_name(int16_t key)
{
	return key == KW_API_ADD_RAFT_VOTER	   ? "AddRaftVoter"
	       : key == KW_API_REMOVE_RAFT_VOTER ? "RemoveRaftVoter"
						 : "UpdateRaftVoter";
}

void kr__svc_voters_answer(struct kr_services *s, const struct kr_svc_req *q,
			   int16_t code, const char *message)
{
	struct kw_error err;
	struct kw_writer w;
	kr__svc_begin(q, &w, &err);
	struct kw_str msg = message ? kw_str_from_cstr(message) : KW_STR_NULL;
	int rc;
	if (q->api_key == KW_API_ADD_RAFT_VOTER) {
		struct kw_add_raft_voter_response m;
		kw_add_raft_voter_response_init(&m);
		m.error_code = code;
		m.error_message = msg;
		rc = kw_add_raft_voter_response_encode(&m, q->version, &w);
	} else if (q->api_key == KW_API_REMOVE_RAFT_VOTER) {
		struct kw_remove_raft_voter_response m;
		kw_remove_raft_voter_response_init(&m);
		m.error_code = code;
		m.error_message = msg;
		rc = kw_remove_raft_voter_response_encode(&m, q->version, &w);
	} else {
		/* UpdateRaftVoter names the leader it knows (its controller
		 * endpoint when it is this node) */
		struct kw_update_raft_voter_response m;
		kw_update_raft_voter_response_init(&m);
		m.error_code = code;
		const struct kr_core *core = kr_driver_core(s->driver);
		int32_t leader = kr_core_leader(core);
		m.current_leader.leader_id = leader;
		m.current_leader.leader_epoch = kr_core_epoch(core);
		struct kr_node_endpoint eps[2 * KR_MAX_VOTERS];
		size_t n = kr_node_voter_endpoints(s->cfg, kr_core_voters(core), eps,
						   2 * KR_MAX_VOTERS);
		const struct kr_node_endpoint *e = NULL;
		for (size_t i = 0; i < n && leader >= 0; i++)
			if (eps[i].id == leader)
				e = &eps[i];
		m.current_leader.host = kw_str_from_cstr(e ? e->host : "");
		m.current_leader.port = e ? e->port : -1;
		rc = kw_update_raft_voter_response_encode(&m, q->version, &w);
	}
	kr__svc_log(s, code ? KR_LOG_WARN : KR_LOG_INFO, "%s: %s%s%s",
		    api_name(q->api_key),
		    code ? kw_protocol_error_name(code) : "committed",
		    message ? ": " : "", message ? message : "");
	kr__svc_finish(s, q, &w, rc);
}

#define MAX_LISTENERS 16

/* A request's Listeners (AddRaftVoter's and UpdateRaftVoter's have the
 * same fields in two generated types); n -1: more than MAX_LISTENERS. */
struct request_listeners {
	struct kw_str names[MAX_LISTENERS], hosts[MAX_LISTENERS];
	uint16_t ports[MAX_LISTENERS];
	int32_t n;
};

#define GATHER_LISTENERS(ls, m)                                                \
	do {                                                                   \
		(ls)->n = (m)->listeners_count < 0 ? 0 : (m)->listeners_count; \
		if ((ls)->n > MAX_LISTENERS)                                   \
			(ls)->n = -1;                                          \
		for (int32_t i_ = 0; i_ < (ls)->n; i_++) {                     \
			(ls)->names[i_] = (m)->listeners[i_].name;             \
			(ls)->hosts[i_] = (m)->listeners[i_].host;             \
			(ls)->ports[i_] = (m)->listeners[i_].port;             \
		}                                                              \
	} while (0)

/* The endpoint of a request's listeners under this node's controller
 * listener name; false (with why) when there is none or it cannot be
 * kept whole. */
static bool pick_endpoint(const struct kr_services *s, const struct request_listeners *ls,
			  struct kr_endpoint *out, const char **why)
{
	const struct kw_str *names = ls->names, *hosts = ls->hosts;
	const uint16_t *ports = ls->ports;
	int32_t n = ls->n;
	const struct kr_node_listener *ctl = kr_node_config_controller(s->cfg);
	const char *want = ctl ? ctl->name : "CONTROLLER";
	memset(out, 0, sizeof(*out));
	for (int32_t i = 0; i < n; i++) {
		if (!kw_str_equal(names[i], kw_str_from_cstr(want)))
			continue;
		if (hosts[i].len <= 0 || hosts[i].len >= (int32_t)sizeof out->host ||
		    memchr(hosts[i].ptr, 0, (size_t)hosts[i].len) ||
		    names[i].len >= (int32_t)sizeof out->name || ports[i] == 0) {
			*why = "the controller listener's host or port is not valid";
			return false;
		}
		memcpy(out->name, names[i].ptr, (size_t)names[i].len);
		memcpy(out->host, hosts[i].ptr, (size_t)hosts[i].len);
		out->port = ports[i];
		return true;
	}
	*why = "the listeners name no endpoint for the controller listener";
	return false;
}

/* The voter's endpoint from the request's listeners; false when q was
 * answered INVALID_REQUEST instead. */
static bool request_endpoint(struct kr_services *s, const struct kr_svc_req *q,
			     const struct request_listeners *ls, struct kr_endpoint *out)
{
	const char *why = "more than 16 listeners";
	if (ls->n >= 0 && pick_endpoint(s, ls, out, &why))
		return true;
	kr__svc_voters_answer(s, q, KW_PERR_INVALID_REQUEST, why);
	return false;
}

/* Hands the change to the core, which answers through alter_done;
 * answered REQUEST_TIMED_OUT after timeout_ms if not committed by then. */
static void submit(struct kr_services *s, const struct kr_svc_req *q,
		   enum kr_event_type type, struct kr_event_voter v, int32_t timeout_ms)
{
	if (s->alters.n >= MAX_PENDING_CHANGES) {
		kr__svc_voters_answer(s, q, KW_PERR_REQUEST_TIMED_OUT,
				      "too many voter changes are waiting");
		return;
	}
	struct kr_svc_alter *p = kr__svc_pending_change(s, q, kr_loop_now_ms() + timeout_ms);
	if (!p)
		return;
	v.req = p->id;
	kr__svc_log(s, KR_LOG_INFO, "%s: voter %d", api_name(q->api_key), (int)v.id);
	struct kr_event ev = {.type = type};
	ev.u.voter = v;
	uint64_t id = p->id;
	if (kr_driver_step(s->driver, &ev) == 0)
		return; /* answered through kr_services_on_alter_done */
	/* not taken (no alter_done): the node is no longer leading, or has
	 * stopped */
	for (size_t k = 0; k < s->alters.n; k++)
		if (s->alters.v[k].id == id) {
			s->alters.v[k] = s->alters.v[--s->alters.n];
			kr__svc_voters_answer(s, q, KW_PERR_NOT_LEADER_OR_FOLLOWER, NULL);
			break;
		}
}

/* The checks every one of the three makes first; false when answered. */
static bool common_checks(struct kr_services *s, const struct kr_svc_req *q,
			  int rc, struct kw_reader *r, struct kw_str cluster_id)
{
	if (rc != 0) {
		char buf[256];
		kr__svc_log(s, KR_LOG_WARN, "%s refused: %s", api_name(q->api_key),
			    kw_error_format(r->err, buf, sizeof buf));
		kr__svc_close(s, q, "a voter change that does not decode");
		return false;
	}
	if (cluster_id.len >= 0 &&
	    !kw_str_equal(cluster_id, kw_str_from_cstr(s->meta->cluster_id))) {
		kr__svc_voters_answer(s, q, KW_PERR_INCONSISTENT_CLUSTER_ID,
				      "the request names another cluster id");
		return false;
	}
	return true;
}

static bool not_leader(struct kr_services *s, const struct kr_svc_req *q)
{
	if (kr_core_state(kr_driver_core(s->driver)) == KR_STATE_LEADER)
		return false;
	kr__svc_voters_answer(s, q, KW_PERR_NOT_LEADER_OR_FOLLOWER, NULL);
	return true;
}

void kr__svc_add_raft_voter(struct kr_services *s, const struct kr_svc_req *q,
			    unsigned kinds, struct kw_reader *r, const uint8_t *body,
			    size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_add_raft_voter_request m;
	int rc = kw_add_raft_voter_request_decode(&m, q->version, r, &s->arena);
	if (!common_checks(s, q, rc, r, m.cluster_id) || not_leader(s, q))
		return;
	struct request_listeners ls;
	GATHER_LISTENERS(&ls, &m);
	struct kr_event_voter v = {.id = m.voter_id, .dir = m.voter_directory_id,
				   .kraft_min = 0, .kraft_max = 1};
	if (!request_endpoint(s, q, &ls, &v.endpoint))
		return;
	/* Kafka: the request's TimeoutMs, bounded by the request timeout */
	int32_t t = s->cfg->request_timeout_ms;
	if (m.timeout_ms > 0 && m.timeout_ms < t)
		t = m.timeout_ms;
	submit(s, q, KR_EVENT_ADD_VOTER, v, t);
}

void kr__svc_remove_raft_voter(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_remove_raft_voter_request m;
	int rc = kw_remove_raft_voter_request_decode(&m, q->version, r, &s->arena);
	if (!common_checks(s, q, rc, r, m.cluster_id) || not_leader(s, q))
		return;
	struct kr_event_voter v = {.id = m.voter_id, .dir = m.voter_directory_id};
	submit(s, q, KR_EVENT_REMOVE_VOTER, v, s->cfg->request_timeout_ms);
}

void kr__svc_update_raft_voter(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_update_raft_voter_request m;
	int rc = kw_update_raft_voter_request_decode(&m, q->version, r, &s->arena);
	if (!common_checks(s, q, rc, r, m.cluster_id))
		return;
	int32_t epoch = kr_core_epoch(kr_driver_core(s->driver));
	if (m.current_leader_epoch < epoch) {
		kr__svc_voters_answer(s, q, KW_PERR_FENCED_LEADER_EPOCH, NULL);
		return;
	}
	if (m.current_leader_epoch > epoch) {
		kr__svc_voters_answer(s, q, KW_PERR_UNKNOWN_LEADER_EPOCH, NULL);
		return;
	}
	if (not_leader(s, q))
		return;
	struct request_listeners ls;
	GATHER_LISTENERS(&ls, &m);
	struct kr_event_voter v = {
		.id = m.voter_id,
		.dir = m.voter_directory_id,
		.kraft_min = m.k_raft_version_feature.min_supported_version,
		.kraft_max = m.k_raft_version_feature.max_supported_version};
	if (!request_endpoint(s, q, &ls, &v.endpoint))
		return;
	submit(s, q, KR_EVENT_UPDATE_VOTER, v, s->cfg->request_timeout_ms);
}

void kr__svc_voters_expire(struct kr_services *s)
{
	int64_t now = kr_loop_now_ms();
	for (size_t k = 0; k < s->alters.n;) {
		if (s->alters.v[k].deadline_ms > now) {
			k++;
			continue;
		}
		/* the record may still commit; the answer cannot wait */
		struct kr_svc_alter p = s->alters.v[k];
		s->alters.v[k] = s->alters.v[--s->alters.n];
		kr__svc_voters_answer(s, &p.q, KW_PERR_REQUEST_TIMED_OUT,
				      "the voter change was not committed in time");
	}
}

int64_t kr__svc_voters_deadline(const struct kr_services *s)
{
	int64_t d = INT64_MAX;
	for (size_t k = 0; k < s->alters.n; k++)
		if (s->alters.v[k].deadline_ms < d)
			d = s->alters.v[k].deadline_ms;
	return d;
}
