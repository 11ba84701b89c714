/*
 * node/serve_alter_quorum.c — AlterQuorum (api key 10000, kwire's own: the
 * KIP-595 draft's voter reassignment, schemas/AlterQuorumRequest.json) on
 * the node.
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
 * The leader then moves the voters one at a time (raft/core/membership.c).
 * Endpoints: every node reaches its peers through controller.quorum.voters,
 * so that key lists every node that may ever vote, and
 * kwire.quorum.initial.voters (node/config.h) picks the voters the quorum
 * starts with; the others are observers until a change adds them. A voter
 * outside controller.quorum.voters cannot be reached and is not supported.
 *
 * Pending answers live in a small table of this file: one node per
 * process, as kwire node runs.
 */
#include "node/node_internal.h"

#define MAX_PENDING_ALTERS 64

struct pending_alter {
	uint64_t id;      /* KR_EVENT_ALTER_QUORUM id */
	uint64_t conn_id;
	int32_t corr;
	int16_t version;
};

static struct pending_alter pending[MAX_PENDING_ALTERS];
static int n_pending;
static uint64_t next_alter_id;

static void answer(struct node *n, uint64_t conn_id, int32_t corr, int16_t v,
		   int16_t code)
{
	struct conn *c = kr__node_conn_by_id(n, conn_id);
	if (!c)
		return; /* the client went away */
	struct kw_error err;
	struct kw_writer w;
	kr__node_begin_response(&w, &err, KR_WIRE_API_ALTER_QUORUM, v, corr);
	int rc = kr_wire_encode_alter_quorum_response(code, v, &n->arena, &w);
	kr__node_finish_response(n, c, &w, rc);
}

static bool valid_target(const struct kr_wire_alter_quorum *q)
{
	if (q->n_target < 0)
		return true; /* cancel */
	if (q->n_target == 0)
		return false;
	for (int32_t i = 0; i < q->n_target; i++) {
		if (q->target[i] < 0)
			return false;
		for (int32_t j = 0; j < i; j++)
			if (q->target[j] == q->target[i])
				return false;
	}
	return true;
}

void kr__node_serve_alter_quorum(struct node *n, struct conn *c, int16_t v,
				 int32_t corr, struct kw_reader *r)
{
	struct kr_wire_alter_quorum q;
	int rc = kr_wire_decode_alter_quorum(v, r, &n->arena, &q);
	int16_t code = KW_PERR_NONE;
	if (rc != 0) {
		char buf[256];
		noisy_logf(n, "AlterQuorum refused: %s",
			   kw_error_format(r->err, buf, sizeof buf));
		code = KW_PERR_INVALID_REQUEST;
	} else if (q.cluster_id.len >= 0 &&
		   !kw_str_equal(q.cluster_id, kw_str_from_cstr(n->meta->cluster_id))) {
		code = KW_PERR_INCONSISTENT_CLUSTER_ID;
	} else if (kr_core_state(n->core) != KR_STATE_LEADER) {
		code = KW_PERR_NOT_LEADER_OR_FOLLOWER;
	} else if (!valid_target(&q)) {
		code = KW_PERR_INVALID_REQUEST;
	} else if (n_pending == MAX_PENDING_ALTERS) {
		code = KW_PERR_REQUEST_TIMED_OUT; /* retriable: try again */
	}
	if (code != KW_PERR_NONE) {
		answer(n, c->id, corr, v, code);
		return;
	}
	struct pending_alter *p = &pending[n_pending++];
	p->id = ++next_alter_id;
	p->conn_id = c->id;
	p->corr = corr;
	p->version = v;
	kr__node_logf(n, "AlterQuorum: target %s%d voter(s)",
		      q.n_target < 0 ? "cancel, " : "",
		      q.n_target < 0 ? 0 : (int)q.n_target);
	struct kr_event ev = { .type = KR_EVENT_ALTER_QUORUM, .now_ms = now_ms() };
	ev.u.alter.target = q.target;
	ev.u.alter.n_target = q.n_target;
	ev.u.alter.id = p->id;
	/* checked above as the core checks: it accepts the request, and its
	 * answer comes back through kr__node_alter_quorum_done */
	kr__node_step(n, &ev);
}

void kr__node_alter_quorum_done(struct node *n, const struct kr_update *u)
{
	for (size_t i = 0; i < u->n_alter_done; i++) {
		for (int k = 0; k < n_pending; k++) {
			if (pending[k].id != u->alter_done[i].id)
				continue;
			struct pending_alter p = pending[k];
			pending[k] = pending[--n_pending];
			kr__node_logf(n, "AlterQuorum: %s",
				      u->alter_done[i].error_code
					      ? kw_protocol_error_name(u->alter_done[i].error_code)
					      : "target committed");
			answer(n, p.conn_id, p.corr, p.version, u->alter_done[i].error_code);
			break;
		}
	}
}
