/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_alter_quorum.c — AlterQuorum (api key 10000, kwire's own: the
 * KIP-595 draft's voter reassignment, schemas/AlterQuorumRequest.json).
 *
 * The draft's request handling: "If the target node is not the leader of
 * the quorum, return NOT_LEADER ... Return successfully only when the
 * desired TargetVoters has been safely committed to the log." A request is
 * checked here (one partition, __cluster_metadata-0, else INVALID_REQUEST;
 * the cluster id, else INCONSISTENT_CLUSTER_ID; leadership, else
 * NOT_LEADER_OR_FOLLOWER; the voter ids, else INVALID_REQUEST) and handed to
 * the core as KR_EVENT_ALTER_QUORUM. The answer waits until the core
 * reports the request in kr_update.alter_done: NONE once the record that
 * set the target is committed, NOT_LEADER_OR_FOLLOWER when leadership ended
 * first. The response carries no leader id (the draft's schema has none):
 * the admin tool finds the leader with DescribeQuorum and retries there.
 *
 * Guard rails: a new voter (one not in the voter set in force) must have
 * an endpoint in controller.quorum.voters (without one no node could
 * reach it once it leads) and must be fetching from this leader as an
 * observer (a voter that is not running would stall the change, or, once
 * added, cost the quorum a vote); a leader younger than the fetch timeout
 * takes a voter it has not heard from yet. Otherwise INVALID_REQUEST at once, and
 * a log line naming the voter and why; `kwire quorum alter` makes the
 * same checks first and prints the reason.
 *
 * The leader then moves the voters one at a time (raft/core/membership.c).
 * Endpoints: every node reaches its peers through controller.quorum.voters,
 * so that key lists every node that may ever vote, and
 * kwire.quorum.initial.voters (node/config.h) picks the voters the quorum
 * starts with; the others are observers until a change adds them.
 */
#include "node/services.h"

#include <stdio.h>

#include "kwire/protocol_errors.h"
#include "node/loop.h"

#define MAX_PENDING_ALTERS 64

static void answer(struct kr_services *s, const struct kr_svc_req *q, int16_t code)
{
	struct kw_error err;
	struct kw_writer w;
	kr__svc_begin(q, &w, &err);
	int rc = kr_wire_encode_alter_quorum_response(code, q->version, &s->send_arena,
						      &w);
	kr__svc_finish(s, q, &w, rc);
}

static bool valid_target(const struct kr_wire_alter_quorum *a)
{
	if (a->n_target < 0)
		return true; /* cancel */
	if (a->n_target == 0)
		return false;
	for (int32_t i = 0; i < a->n_target; i++) {
		if (a->target[i] < 0)
			return false;
		for (int32_t j = 0; j < i; j++)
			if (a->target[j] == a->target[i])
				return false;
	}
	return true;
}

static bool in_set(const int32_t *ids, int32_t n, int32_t id)
{
	for (int32_t i = 0; i < n; i++)
		if (ids[i] == id)
			return true;
	return false;
}

/* Voter id can be reached: controller.quorum.voters or the log names its
 * endpoint. */
static bool endpoint_known(const struct kr_services *s,
			   const struct kr_voter_assignment *in_force, int32_t id)
{
	struct kr_node_endpoint eps[2 * KR_MAX_VOTERS];
	size_t n = kr_node_voter_endpoints(s->cfg, in_force, eps, 2 * KR_MAX_VOTERS);
	for (size_t i = 0; i < n; i++)
		if (eps[i].id == id)
			return true;
	return false;
}

/* The first voter of the target the leader cannot take, with why in
 * why[]; false when every one can be. */
static bool refused_voter(struct kr_services *s, const struct kr_wire_alter_quorum *a,
			  char *why, size_t cap)
{
	const struct kr_core *core = kr_driver_core(s->driver);
	const struct kr_voter_assignment *in_force = kr_core_voters(core);
	struct kr_quorum_info info;
	int64_t now = kr_loop_now_ms();
	kr_core_describe_quorum(core, now, &info);
	for (int32_t i = 0; i < a->n_target; i++) {
		int32_t id = a->target[i];
		if (in_set(in_force->current, in_force->n_current, id) ||
		    id == s->cfg->node_id)
			continue;
		if (!endpoint_known(s, in_force, id)) {
			snprintf(why, cap,
				 "voter %d has no known endpoint (it is not in "
				 "controller.quorum.voters, nor in the log's voters)",
				 (int)id);
			return true;
		}
		int64_t last = -1;
		for (int32_t k = 0; k < info.n_observers; k++)
			if (info.observers[k].replica_id == id)
				last = info.observers[k].last_fetch_timestamp;
		/* a leader of less than a fetch timeout may not have heard
		 * from every observer yet: the core waits for it instead */
		if (last < 0 && now - kr_driver_state_since_ms(s->driver) >
					s->cfg->fetch_timeout_ms) {
			snprintf(why, cap,
				 "voter %d has never fetched from this leader: start "
				 "it (it joins as an observer) before making it a voter",
				 (int)id);
			return true;
		}
		if (last >= 0 && now - last > s->cfg->fetch_timeout_ms) {
			snprintf(why, cap,
				 "voter %d last fetched from this leader %lld ms ago "
				 "(more than controller.quorum.fetch.timeout.ms): it is "
				 "not running or cannot reach the leader",
				 (int)id, (long long)(now - last));
			return true;
		}
	}
	return false;
}

void kr__svc_alter_quorum(struct kr_services *s, const struct kr_svc_req *q,
			  unsigned kinds, struct kw_reader *r, const uint8_t *body,
			  size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kr_wire_alter_quorum a;
	int rc = kr_wire_decode_alter_quorum(q->version, r, &s->arena, &a);
	int16_t code = KW_PERR_NONE;
	char why[192];
	if (rc != 0) {
		char buf[256];
		kr__svc_log(s, KR_LOG_WARN, "AlterQuorum refused: %s",
			    kw_error_format(r->err, buf, sizeof buf));
		code = KW_PERR_INVALID_REQUEST;
	} else if (a.cluster_id.len >= 0 &&
		   !kw_str_equal(a.cluster_id, kw_str_from_cstr(s->meta->cluster_id))) {
		code = KW_PERR_INCONSISTENT_CLUSTER_ID;
	} else if (kr_core_state(kr_driver_core(s->driver)) != KR_STATE_LEADER) {
		code = KW_PERR_NOT_LEADER_OR_FOLLOWER;
	} else if (!valid_target(&a)) {
		code = KW_PERR_INVALID_REQUEST;
	} else if (refused_voter(s, &a, why, sizeof why)) {
		kr__svc_log(s, KR_LOG_WARN, "AlterQuorum refused: %s", why);
		code = KW_PERR_INVALID_REQUEST;
	} else if (s->alters.n >= MAX_PENDING_ALTERS) {
		code = KW_PERR_REQUEST_TIMED_OUT; /* retriable: try again */
	}
	if (code != KW_PERR_NONE) {
		answer(s, q, code);
		return;
	}
	struct kr_svc_alter *p = kr__svc_pending_change(s, q, INT64_MAX);
	if (!p)
		return;
	kr__svc_log(s, KR_LOG_INFO, "AlterQuorum: target %s%d voter(s)",
		    a.n_target < 0 ? "cancel, " : "",
		    a.n_target < 0 ? 0 : (int)a.n_target);
	struct kr_event ev = {.type = KR_EVENT_ALTER_QUORUM};
	ev.u.alter.target = a.target;
	ev.u.alter.n_target = a.n_target;
	ev.u.alter.id = p->id;
	/* checked above as the core checks: it accepts the request, and its
	 * answer comes back through kr_services_on_alter_done */
	kr_driver_step(s->driver, &ev);
}

struct kr_svc_alter *kr__svc_pending_change(struct kr_services *s, const struct kr_svc_req *q,
					   int64_t deadline_ms)
{
	struct kr_svc_alter *p = KR_SVC_PUSH(s->alters);
	if (!p) {
		kr__svc_close(s, q, "out of memory");
		return NULL;
	}
	p->id = ++s->next_alter_id;
	p->q = *q;
	p->deadline_ms = deadline_ms;
	return p;
}

void kr_services_on_alter_done(struct kr_services *s, const struct kr_alter_done *d,
			       size_t n)
{
	for (size_t i = 0; i < n; i++) {
		for (size_t k = 0; k < s->alters.n; k++) {
			if (s->alters.v[k].id != d[i].id)
				continue;
			struct kr_svc_alter p = s->alters.v[k];
			s->alters.v[k] = s->alters.v[--s->alters.n];
			if (p.q.api_key != KW_API_ALTER_QUORUM) {
				kr__svc_voters_answer(s, &p.q, d[i].error_code,
						      d[i].message);
				break;
			}
			kr__svc_log(s, KR_LOG_INFO, "AlterQuorum: %s",
				    d[i].error_code
					    ? kw_protocol_error_name(d[i].error_code)
					    : "target committed");
			answer(s, &p.q, d[i].error_code);
			break;
		}
	}
}
