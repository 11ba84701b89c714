/*
 * raft/core/core.c — the step loop of the KIP-595 core: events in, one
 * update out; state transitions and the quorum-state writes they need;
 * persist-before-send; timers; what the application is told.
 *
 * KIP-595 (Quorum State): "This proposal requires a persistent log as well
 * as a separate file to maintain the current quorum state." Every durable
 * transition (vote, epoch bump, leadership) produces a quorum-state write
 * and every message produced while such a write is outstanding is held back
 * until its completion event arrives.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

const char *kr_errname(int code)
{
	switch (code) {
	case 0:
		return "KR_OK";
#define KR__NAME(name, val, msg)                                               \
	case val:                                                              \
		return "KR_ERR_" #name;
		KR_ERRNO_MAP(KR__NAME)
#undef KR__NAME
	default:
		return "KR_ERR_UNKNOWN";
	}
}

const char *kr_strerror(int code)
{
	switch (code) {
	case 0:
		return "success";
#define KR__MSG(name, val, msg)                                                \
	case val:                                                              \
		return msg;
		KR_ERRNO_MAP(KR__MSG)
#undef KR__MSG
	default:
		return "unknown error";
	}
}

const char *kr_state_name(enum kr_state s)
{
	switch (s) {
	case KR_STATE_UNATTACHED: return "Unattached";
	case KR_STATE_PROSPECTIVE: return "Prospective";
	case KR_STATE_CANDIDATE: return "Candidate";
	case KR_STATE_LEADER: return "Leader";
	case KR_STATE_FOLLOWER: return "Follower";
	case KR_STATE_RESIGNED: return "Resigned";
	}
	return "?";
}

const char *kr_msg_type_name(enum kr_msg_type t)
{
	switch (t) {
	case KR_MSG_VOTE_REQUEST: return "VoteRequest";
	case KR_MSG_VOTE_RESPONSE: return "VoteResponse";
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST: return "BeginQuorumEpochRequest";
	case KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE: return "BeginQuorumEpochResponse";
	case KR_MSG_END_QUORUM_EPOCH_REQUEST: return "EndQuorumEpochRequest";
	case KR_MSG_END_QUORUM_EPOCH_RESPONSE: return "EndQuorumEpochResponse";
	case KR_MSG_FETCH_REQUEST: return "FetchRequest";
	case KR_MSG_FETCH_RESPONSE: return "FetchResponse";
	case KR_MSG_FETCH_SNAPSHOT_REQUEST: return "FetchSnapshotRequest";
	case KR_MSG_FETCH_SNAPSHOT_RESPONSE: return "FetchSnapshotResponse";
	}
	return "?";
}

void kr_config_init(struct kr_config *cfg)
{
	memset(cfg, 0, sizeof(*cfg));
	cfg->node_id = KR_NO_ID;
	cfg->election_timeout_ms = 1000;
	cfg->fetch_timeout_ms = 2000;
	cfg->election_backoff_max_ms = 1000;
	cfg->request_timeout_ms = 2000;
	cfg->retry_backoff_ms = 20;
	cfg->append_linger_ms = 25;
	cfg->fetch_max_wait_ms = 500;
	cfg->max_batch_bytes = 8 * 1024 * 1024;
	cfg->max_pending_batches = 10;
	cfg->election_backoff_base_ms = 100;
	cfg->max_commit_bytes_per_step = 8 * 1024 * 1024;
	cfg->snapshot_max_bytes = 20 * 1024 * 1024;
	cfg->snapshot_interval_ms = 60 * 60 * 1000;
	cfg->fetch_snapshot_max_bytes = 8 * 1024 * 1024;
	cfg->seed = 1;
	cfg->pre_vote = true;
}

/* ---------------------------------------------------------------- */
/* small utilities                                                    */
/* ---------------------------------------------------------------- */

void *kr__vec_push(struct kr_vec *v)
{
	if (v->n == v->cap) {
		size_t cap = v->cap ? v->cap * 2 : 8;
		void *p = realloc(v->p, cap * v->elem);
		if (!p)
			return NULL;
		v->p = p;
		v->cap = cap;
	}
	void *e = (char *)v->p + v->n * v->elem;
	memset(e, 0, v->elem);
	v->n++;
	return e;
}

void kr__vec_free(struct kr_vec *v)
{
	free(v->p);
	v->p = NULL;
	v->n = v->cap = 0;
}

void *kr__scratch(struct kr_core *c, size_t n)
{
	void **slot = kr__vec_push(&c->scratch);
	if (!slot)
		return NULL;
	*slot = malloc(n ? n : 1);
	if (!*slot) {
		c->scratch.n--;
		return NULL;
	}
	c->scratch_bytes += n;
	if (c->scratch_bytes > c->scratch_peak)
		c->scratch_peak = c->scratch_bytes;
	return *slot;
}

static void scratch_free(struct kr_core *c)
{
	for (size_t i = 0; i < c->scratch.n; i++)
		free(KR_AT(c->scratch, void *, i));
	c->scratch.n = 0;
	c->scratch_bytes = 0;
}

uint64_t kr__rand(struct kr_core *c)
{
	/* splitmix64: the whole generator state is the seeded counter */
	uint64_t z = (c->prng += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

int64_t kr__rand_below(struct kr_core *c, int64_t n)
{
	return n <= 0 ? 0 : (int64_t)(kr__rand(c) % (uint64_t)n);
}

int kr__voter_index(const struct kr_core *c, int32_t id)
{
	for (int i = 0; i < c->cfg.n_voters; i++)
		if (c->cfg.voters[i] == id)
			return i;
	return -1;
}

int32_t kr__majority(const struct kr_core *c)
{
	return c->cfg.n_voters / 2 + 1;
}

struct kw_str kr__cluster(const struct kr_core *c)
{
	if (!c->cluster_id)
		return KW_STR_NULL;
	return (struct kw_str){ c->cluster_id, (int32_t)strlen(c->cluster_id) };
}

/* KIP-595: "The core requests have a field for the clusterId. This is
 * validated when a request is received to ensure that misconfigured
 * brokers will not cause any harm to the cluster." A null id is accepted. */
bool kr__cluster_ok(const struct kr_core *c, struct kw_str id)
{
	if (id.len < 0 || !c->cluster_id)
		return true;
	return (size_t)id.len == strlen(c->cluster_id) &&
	       memcmp(id.ptr, c->cluster_id, (size_t)id.len) == 0;
}

void kr__stop_read(struct kr_core *c, const char *what, int64_t offset)
{
	if (c->fatal)
		return;
	char detail[KW_ERROR_DETAIL_MAX + 128];
	kw_error_format(&c->read_error, detail, sizeof(detail));
	kr__stop(c, KR_ERR_LOG_READ, "the read at offset %lld failed (%s): %s",
		 (long long)offset, what, detail[0] ? detail : "no detail given");
	c->fatal_error = c->read_error;
	c->has_fatal_error = true;
}

void kr__stop(struct kr_core *c, int err, const char *fmt, ...)
{
	if (c->fatal)
		return;
	c->fatal = err;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(c->fatal_reason, sizeof(c->fatal_reason), fmt, ap);
	va_end(ap);
}

/* The ClusterId a request carries (len -1 for a response or null). */
static struct kw_str request_cluster_id(const struct kr_msg *m)
{
	switch (m->type) {
	case KR_MSG_VOTE_REQUEST:
		return m->u.vote_req.cluster_id;
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
		return m->u.begin_req.cluster_id;
	case KR_MSG_END_QUORUM_EPOCH_REQUEST:
		return m->u.end_req.cluster_id;
	case KR_MSG_FETCH_REQUEST:
		return m->u.fetch_req.cluster_id;
	case KR_MSG_FETCH_SNAPSHOT_REQUEST:
		return m->u.snap_req.cluster_id;
	default:
		return (struct kw_str){ NULL, -1 };
	}
}

/* A peer's cluster id made fit for a log line: bounded, printable. */
static void copy_cluster_id(char *out, size_t cap, struct kw_str id)
{
	size_t n = id.len > 0 ? (size_t)id.len : 0, i;
	bool cut = n > cap - 1;
	if (cut)
		n = cap - 4;
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)id.ptr[i];
		out[i] = ch >= 0x20 && ch < 0x7f ? (char)ch : '?';
	}
	if (cut) {
		memcpy(out + i, "...", 3);
		i += 3;
	}
	out[i] = '\0';
}

void kr__refuse(struct kr_core *c, const struct kr_msg *m,
		enum kr_refusal_kind kind, int32_t epoch, int16_t error_code,
		const char *reason)
{
	if (c->n_refusals == KR_MAX_REFUSALS) {
		c->n_refusals_dropped++;
		return;
	}
	struct kr_refusal *r = &c->out_refusals[c->n_refusals++];
	r->kind = kind;
	r->what = m->type;
	r->from = m->from;
	r->epoch = epoch;
	r->error_code = error_code;
	r->reason = reason;
	copy_cluster_id(r->cluster_id, sizeof r->cluster_id, request_cluster_id(m));
}

void kr__note_response_error(struct kr_core *c, const struct kr_msg *m,
			     int16_t error_code)
{
	if (error_code == KW_PERR_INCONSISTENT_CLUSTER_ID)
		kr__refuse(c, m, KR_REFUSAL_INVALID, c->epoch, KW_PERR_NONE,
			   KR_REASON_OTHER_CLUSTER);
}

bool kr__dir_matches(const struct kr_core *c, int32_t id,
		     const struct kw_uuid *dir)
{
	struct kw_uuid want = kr__voter_dir(c, id);
	return kw_uuid_is_zero(&want) || kw_uuid_equal(&want, dir);
}

/* Kafka's isValidVoterKey: no key (VoterId -1) is for anyone; a key names
 * this node's id and, when it carries one, its directory id. */
bool kr__addressed_to_me(const struct kr_core *c, int32_t voter_id,
			 const struct kw_uuid *dir)
{
	if (voter_id < 0)
		return true;
	if (voter_id != c->cfg.node_id)
		return false;
	return kw_uuid_is_zero(dir) || kw_uuid_equal(dir, &c->cfg.directory_id);
}

bool kr__has_live_leader(const struct kr_core *c)
{
	return c->state == KR_STATE_LEADER ||
	       (c->state == KR_STATE_FOLLOWER && c->fetched_leader);
}

struct kr_verdict kr__check_request_epoch(const struct kr_core *c, int32_t epoch)
{
	if (epoch > KR_EPOCH_MAX)
		return (struct kr_verdict){ KW_PERR_INVALID_REQUEST,
					    KR_REFUSAL_INVALID,
					    "epoch above the ceiling" };
	/* both are >= 0 here (a smaller epoch was answered before), so the
	 * difference fits */
	if (epoch > c->epoch && epoch - c->epoch > KR_EPOCH_JUMP_MAX)
		return (struct kr_verdict){ KW_PERR_UNKNOWN_LEADER_EPOCH,
					    KR_REFUSAL_DEFERRED,
					    "epoch jump too large for one request" };
	return (struct kr_verdict){ KW_PERR_NONE, 0, NULL };
}

void kr__refuse_verdict(struct kr_core *c, const struct kr_msg *m, int32_t epoch,
			struct kr_verdict v)
{
	if (v.reason)
		kr__refuse(c, m, v.kind, epoch, v.error, v.reason);
}

int64_t kr__check_quorum_timeout(const struct kr_core *c)
{
	/* KAFKA-15489: 1.5 x fetch timeout (int64: any int32 timeout fits) */
	return (int64_t)c->cfg.fetch_timeout_ms * 3 / 2;
}

int64_t kr__election_timeout(struct kr_core *c)
{
	/* randomised to T + rand[0, T) on every (re)arm */
	int64_t t = c->cfg.election_timeout_ms;
	return t + kr__rand_below(c, t);
}

/* ---------------------------------------------------------------- */
/* outputs                                                            */
/* ---------------------------------------------------------------- */

struct kr_msg *kr__send(struct kr_core *c, enum kr_msg_type t, int32_t to,
			uint32_t request_id)
{
	struct kr_msg *m = kr__vec_push(&c->out_msgs);
	if (!m) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return NULL;
	}
	m->type = t;
	m->from = c->cfg.node_id;
	m->to = to;
	m->request_id = request_id;
	return m;
}

struct kr_conn *kr__conn(struct kr_core *c, int32_t id, bool create)
{
	/* KR_NO_ID marks a free slot; a bootstrap server's id (KIP-853,
	 * KR_BOOTSTRAP_ID(i)) has a slot like any peer, spare once idle */
	if (id < 0 && !KR_IS_BOOTSTRAP_ID(id))
		return NULL;
	int free_slot = -1, spare = -1;
	for (int i = 0; i < KR_MAX_CONNS; i++) {
		struct kr_conn *k = &c->conns[i];
		if (k->id == id)
			return k;
		if (k->id == KR_NO_ID) {
			if (free_slot < 0)
				free_slot = i;
		} else if (spare < 0 && k->inflight_id == 0 &&
			   kr__voter_index(c, k->id) < 0 && k->id != c->leader_id) {
			spare = i; /* idle and no longer needed */
		}
	}
	if (!create)
		return NULL;
	int s = free_slot >= 0 ? free_slot : spare;
	if (s < 0)
		return NULL;
	memset(&c->conns[s], 0, sizeof(c->conns[s]));
	c->conns[s].id = id;
	return &c->conns[s];
}

void kr__conn_backoff(struct kr_core *c, int32_t id)
{
	struct kr_conn *k = kr__conn(c, id, false);
	if (k)
		k->backoff_until = c->now + c->cfg.retry_backoff_ms;
}

bool kr__conn_ready(struct kr_core *c, int32_t id)
{
	const struct kr_conn *k = kr__conn(c, id, true);
	return k && k->inflight_id == 0 && c->now >= k->backoff_until;
}

struct kr_msg *kr__send_request(struct kr_core *c, enum kr_msg_type t,
				int32_t to)
{
	struct kr_conn *k = kr__conn(c, to, true);
	if (!k)
		return NULL;
	uint32_t id = ++c->next_request_id;
	if (id == 0)
		id = ++c->next_request_id;
	k->inflight_id = id;
	k->inflight_type = t;
	k->inflight_epoch = c->epoch;
	k->inflight_deadline = c->now + c->cfg.request_timeout_ms;
	return kr__send(c, t, to, id);
}

bool kr__match_response(struct kr_core *c, const struct kr_msg *m,
			int32_t *req_epoch)
{
	struct kr_conn *k = kr__conn(c, m->from, false);
	if (!k)
		return false;
	if (k->inflight_id == 0 || k->inflight_id != m->request_id ||
	    k->inflight_type + 1 != m->type)
		return false;
	k->inflight_id = 0;
	*req_epoch = k->inflight_epoch;
	return true;
}

static void clear_inflight(struct kr_core *c)
{
	for (int i = 0; i < KR_MAX_CONNS; i++)
		c->conns[i].inflight_id = 0;
}

void kr__log_append(struct kr_core *c, const struct kr_batch *b)
{
	struct kr_log_op *op = kr__vec_push(&c->out_ops);
	if (!op) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	op->type = KR_LOG_APPEND;
	op->offset = b->base_offset;
	op->batch = *b;
	int rc = kr__log_note_batch(c, b->epoch, b->base_offset);
	if (rc == KR_ERR_NOMEM)
		kr__stop(c, rc, "out of memory");
	else if (rc != 0)
		/* callers check a fetched batch's epoch first: only the core's
		 * own bookkeeping can get here */
		kr__stop(c, rc, "own log: batch at %lld has epoch %d, below "
			 "the log's last epoch %d", (long long)b->base_offset,
			 (int)b->epoch, (int)kr__log_last_epoch(c));
	c->leo = b->base_offset + b->count;
	if (b->control)
		kr__member_note_batch(c, b);
}

struct flush_req {
	int64_t offset;
	int64_t clamp;
};

int kr__log_truncate(struct kr_core *c, int64_t offset)
{
	/* KAFKA-12460: "Raft should prevent truncation below high watermark":
	 * never silent. Callers refuse a peer's request for it first, so here
	 * it is this node's own state that is wrong: fatal. A snapshot's end
	 * is committed too. */
	int64_t floor = kr__committed_floor(c);
	if (floor >= 0 && offset < floor) {
		kr__stop(c, KR_ERR_TRUNCATE_BELOW_HW,
			 "own log: truncation to %lld below the high watermark "
			 "%lld", (long long)offset, (long long)floor);
		return KR_ERR_TRUNCATE_BELOW_HW;
	}
	if (offset >= c->leo)
		return 0;
	struct kr_log_op *op = kr__vec_push(&c->out_ops);
	if (!op) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return KR_ERR_NOMEM;
	}
	op->type = KR_LOG_TRUNCATE;
	op->offset = offset;
	kr__log_drop_from(c, offset);
	kr__member_truncate(c, offset);
	c->leo = offset;
	if (c->flushed > offset)
		c->flushed = offset;
	/* an outstanding flush no longer vouches for what lies above */
	for (size_t i = 0; i < c->flushes.n; i++) {
		struct flush_req *f = &KR_AT(c->flushes, struct flush_req, i);
		if (f->clamp > offset)
			f->clamp = offset;
	}
	return 0;
}

void kr__request_flush(struct kr_core *c)
{
	if (c->flushed >= c->leo)
		return;
	if (c->flushes.n > 0 &&
	    KR_AT(c->flushes, struct flush_req, c->flushes.n - 1).offset >= c->leo &&
	    KR_AT(c->flushes, struct flush_req, c->flushes.n - 1).clamp >= c->leo)
		return;
	struct flush_req *f = kr__vec_push(&c->flushes);
	if (!f) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	f->offset = c->leo;
	f->clamp = c->leo;
	c->upd.flush_offset = c->leo;
}

static void on_flushed(struct kr_core *c, int64_t off)
{
	int64_t got = -1;
	size_t k = 0;
	while (k < c->flushes.n &&
	       KR_AT(c->flushes, struct flush_req, k).offset <= off) {
		struct flush_req *f = &KR_AT(c->flushes, struct flush_req, k);
		int64_t v = f->offset < f->clamp ? f->offset : f->clamp;
		if (v > got)
			got = v;
		k++;
	}
	if (k > 0) {
		memmove(c->flushes.p, (struct flush_req *)c->flushes.p + k,
			(c->flushes.n - k) * sizeof(struct flush_req));
		c->flushes.n -= k;
	}
	if (got > c->leo)
		got = c->leo;
	if (got > c->flushed) {
		c->flushed = got;
		if (c->state == KR_STATE_LEADER)
			kr__leader_on_flush(c);
	}
	if (k > 0 && c->state == KR_STATE_LEADER && !c->fatal)
		kr__leader_flush_done(c);
}

/* ---------------------------------------------------------------- */
/* transitions                                                        */
/* ---------------------------------------------------------------- */

void kr__persist(struct kr_core *c)
{
	c->qs_seq++;
	c->upd.persist_quorum_state = true;
	c->upd.quorum_state.epoch = c->epoch;
	c->upd.quorum_state.leader_id = c->leader_id;
	c->upd.quorum_state.voted_id = c->voted_id;
	c->upd.qs_seq = c->qs_seq;
}

static void leave_state(struct kr_core *c)
{
	if (c->state == KR_STATE_LEADER)
		kr__leader_stop(c);
	kr__member_unstand(c);
	clear_inflight(c);
	c->won = false;
	c->backing_off = false;
	c->fetch_deadline = INT64_MAX;
	c->election_deadline = INT64_MAX;
}

void kr__to_unattached(struct kr_core *c, int32_t epoch, int32_t voted)
{
	/* An epoch bump alone does not restart a running election timer:
	 * only granting a vote or hearing from a leader does (Raft 5.2).
	 * Otherwise a voter with a stale log that keeps losing elections
	 * would keep postponing everyone else's timer forever. */
	int64_t keep = (c->state == KR_STATE_UNATTACHED ||
			c->state == KR_STATE_CANDIDATE)
			       ? c->election_deadline
			       : INT64_MAX;
	if (c->state == KR_STATE_CANDIDATE && c->backing_off)
		keep = c->backoff_deadline;
	leave_state(c);
	if (epoch > c->epoch)
		c->retries = 0;
	c->state = KR_STATE_UNATTACHED;
	c->epoch = epoch;
	c->leader_id = KR_NO_ID;
	c->voted_id = voted;
	kr__persist(c);
	/* observers wait forever; voters run the election timer */
	if (kr__member_can_stand(c))
		c->election_deadline = keep != INT64_MAX
					       ? keep
					       : c->now + kr__election_timeout(c);
}

void kr__to_follower(struct kr_core *c, int32_t epoch, int32_t leader)
{
	int32_t voted = epoch == c->epoch ? c->voted_id : KR_NO_ID;
	leave_state(c);
	c->retries = 0;
	c->state = KR_STATE_FOLLOWER;
	c->fetched_leader = false;
	c->epoch = epoch;
	c->leader_id = leader;
	c->voted_id = voted;
	kr__persist(c);
	c->fetch_deadline = c->now + c->cfg.fetch_timeout_ms;
}

/* The epoch ceiling (kraft.h "Hostile input"): a node whose epoch + 1
 * would pass KR_EPOCH_MAX never stands. It stays Unattached with its vote,
 * says so once per election timeout, and still follows a leader of its
 * epoch. Returns true when the ceiling held the node back. */
static bool held_at_ceiling(struct kr_core *c)
{
	if (c->epoch < KR_EPOCH_MAX)
		return false;
	struct kr_msg self = { .type = KR_MSG_VOTE_REQUEST,
			       .from = c->cfg.node_id };
	kr__refuse(c, &self, KR_REFUSAL_CEILING, c->epoch, KW_PERR_NONE,
		   "epoch ceiling: this node will not stand");
	if (c->state != KR_STATE_UNATTACHED)
		kr__to_unattached(c, c->epoch, c->voted_id);
	c->election_deadline = c->now + kr__election_timeout(c);
	return true;
}

/* KIP-595: "A voter triggers an election by first voting for itself and
 * updating the quorum-state file. Once this state is persistent, the voter
 * becomes a candidate and sends a VoteRequest to all the other voters." */
void kr__to_candidate(struct kr_core *c)
{
	if (held_at_ceiling(c))
		return;
	leave_state(c);
	kr__member_stand(c);
	c->state = KR_STATE_CANDIDATE;
	c->epoch++;
	c->leader_id = KR_NO_ID;
	c->voted_id = c->cfg.node_id;
	c->retries++;
	memset(c->granted, 0, sizeof(c->granted));
	memset(c->rejected, 0, sizeof(c->rejected));
	int self = kr__voter_index(c, c->cfg.node_id);
	if (self >= 0)
		c->granted[self] = true;
	kr__persist(c);
	c->election_deadline = c->now + kr__election_timeout(c);
	kr__poll_candidate(c); /* a single voter wins at once */
}

/* KIP-996: Prospective keeps the epoch, the leader it knew and its vote;
 * nothing is persisted and the pre-votes go out at once. */
void kr__to_prospective(struct kr_core *c)
{
	leave_state(c);
	kr__member_stand(c);
	c->state = KR_STATE_PROSPECTIVE;
	memset(c->granted, 0, sizeof(c->granted));
	memset(c->rejected, 0, sizeof(c->rejected));
	int self = kr__voter_index(c, c->cfg.node_id);
	if (self >= 0)
		c->granted[self] = true;
	c->election_deadline = c->now + kr__election_timeout(c);
	kr__poll_prospective(c);
}

void kr__elect(struct kr_core *c)
{
	if (held_at_ceiling(c))
		return;
	if (c->cfg.pre_vote && c->cfg.n_voters > 1)
		kr__to_prospective(c);
	else
		kr__to_candidate(c);
}

void kr__to_leader(struct kr_core *c)
{
	leave_state(c);
	c->state = KR_STATE_LEADER;
	c->leader_id = c->cfg.node_id;
	kr__leader_start(c);
}

void kr__to_resigned(struct kr_core *c)
{
	/* not persisted: the file still names this node leader of the epoch */
	leave_state(c);
	c->state = KR_STATE_RESIGNED;
	c->leader_id = c->cfg.node_id;
	memset(c->end_acked, 0, sizeof(c->end_acked));
	c->election_deadline = c->now + kr__election_timeout(c);
}

enum kr_observed kr__observe_epoch(struct kr_core *c, int32_t epoch,
				   int32_t leader)
{
	if (epoch < c->epoch)
		return KR_OBSERVED_STALE;
	if (epoch > KR_EPOCH_MAX)
		return KR_OBSERVED_CONFLICT;
	if (leader == c->cfg.node_id && c->cfg.node_id != KR_NO_ID)
		leader = KR_NO_ID; /* only we can know that we lead */
	if (epoch > c->epoch) {
		if (leader >= 0)
			kr__to_follower(c, epoch, leader);
		else
			kr__to_unattached(c, epoch, KR_NO_ID);
		return KR_OBSERVED_OK;
	}
	if (leader < 0 || c->leader_id == leader)
		return KR_OBSERVED_OK;
	/* KIP-595 INVALID_QUORUM_STATE: "if two separate nodes try to become
	 * leader in the same epoch, then it indicates an illegal state
	 * change" — the message is refused, this node keeps what it knows
	 * (a Resigned leader knows it led the epoch) */
	if (c->leader_id >= 0 || c->state == KR_STATE_LEADER ||
	    c->state == KR_STATE_RESIGNED)
		return KR_OBSERVED_CONFLICT;
	kr__to_follower(c, epoch, leader);
	return KR_OBSERVED_OK;
}

bool kr__observe_response(struct kr_core *c, const struct kr_msg *m,
			  int32_t epoch, int32_t leader)
{
	/* a response can only come from a replica this node asked, but only
	 * one its log knows as a voter may move its epoch */
	if (epoch > c->epoch && !kr__member_known(c, m->from)) {
		kr__refuse(c, m, KR_REFUSAL_NOT_VOTER, epoch, KW_PERR_NONE,
			   "response from a replica that is not a voter");
		return false;
	}
	switch (kr__observe_epoch(c, epoch, leader)) {
	case KR_OBSERVED_OK:
		return true;
	case KR_OBSERVED_STALE:
		return false;
	case KR_OBSERVED_CONFLICT:
		break;
	}
	if (epoch > KR_EPOCH_MAX)
		kr__refuse(c, m, KR_REFUSAL_INVALID, epoch, KW_PERR_NONE,
			   "epoch above the ceiling");
	else
		kr__refuse(c, m, KR_REFUSAL_CONTRADICTION, epoch, KW_PERR_NONE,
			   "names another leader of this epoch");
	return false;
}

/* ---------------------------------------------------------------- */
/* lifecycle                                                          */
/* ---------------------------------------------------------------- */

static bool config_ok(const struct kr_config *cfg)
{
	if (!cfg || !cfg->log_read || cfg->n_voters < 0 ||
	    cfg->n_voters > KR_MAX_VOTERS || cfg->node_id < KR_NO_ID)
		return false;
	for (int32_t i = 0; i < cfg->n_voters; i++) {
		if (cfg->voters[i] < 0)
			return false;
		for (int32_t j = 0; j < i; j++)
			if (cfg->voters[j] == cfg->voters[i])
				return false;
	}
	if (cfg->snapshot_max_bytes < 0 || cfg->snapshot_interval_ms < 0 ||
	    cfg->fetch_snapshot_max_bytes < 1)
		return false;
	return cfg->election_timeout_ms > 0 && cfg->fetch_timeout_ms > 0 &&
	       cfg->request_timeout_ms > 0 && cfg->election_backoff_max_ms >= 0 &&
	       cfg->retry_backoff_ms >= 0 && cfg->fetch_max_wait_ms >= 0 &&
	       cfg->election_backoff_base_ms >= 0 &&
	       cfg->max_batch_bytes >= 1024 && cfg->max_pending_batches > 0 &&
	       cfg->max_commit_bytes_per_step > 0;
}

struct kr_core *kr_core_new(const struct kr_config *cfg)
{
	if (!config_ok(cfg))
		return NULL;
	struct kr_core *c = calloc(1, sizeof(*c));
	if (!c)
		return NULL;
	c->cfg = *cfg;
	if (cfg->cluster_id) {
		size_t len = strlen(cfg->cluster_id) + 1;
		c->cluster_id = malloc(len);
		if (c->cluster_id)
			memcpy(c->cluster_id, cfg->cluster_id, len);
		if (!c->cluster_id) {
			free(c);
			return NULL;
		}
	}
	c->cfg.cluster_id = c->cluster_id;
	c->n_boot = cfg->n_voters;
	memcpy(c->boot_ids, cfg->voters, sizeof(c->boot_ids));
	memcpy(c->boot_dirs, cfg->voter_directory_ids, sizeof(c->boot_dirs));
	c->prng = cfg->seed;
	c->is_voter = cfg->node_id != KR_NO_ID &&
		      kr__voter_index(c, cfg->node_id) >= 0;
	c->epochs = (struct kr_vec)KR_VEC(struct kr_epoch_entry);
	c->assignments = (struct kr_vec)KR_VEC(struct kr_voter_assignment);
	c->alters = (struct kr_vec)KR_VEC(struct kr_pending_alter);
	c->out_alter = (struct kr_vec)KR_VEC(struct kr_alter_done);
	for (int i = 0; i < KR_MAX_CONNS; i++)
		c->conns[i].id = KR_NO_ID;
	c->deferred = (struct kr_vec)KR_VEC(struct kr_deferred);
	c->parked = (struct kr_vec)KR_VEC(struct kr_parked_fetch);
	c->flushes = (struct kr_vec)KR_VEC(struct flush_req);
	c->out_ops = (struct kr_vec)KR_VEC(struct kr_log_op);
	c->out_msgs = (struct kr_vec)KR_VEC(struct kr_msg);
	c->out_commit = (struct kr_vec)KR_VEC(struct kr_batch);
	c->scratch = (struct kr_vec)KR_VEC(void *);
	c->hw = -1;
	c->probe_leader = KR_NO_ID;
	c->acc_first_ms = -1;
	c->acc_producer.id = -1;
	c->reported.leader_id = KR_NO_ID;
	c->reported.epoch = -1;
	c->election_deadline = c->fetch_deadline = INT64_MAX;
	if (kr__member_boot(c, false, NULL, 0) != 0) {
		kr_core_free(c);
		return NULL;
	}
	return c;
}

static void free_deferred(struct kr_core *c)
{
	for (size_t i = 0; i < c->deferred.n; i++)
		free(KR_AT(c->deferred, struct kr_deferred, i).owned);
	c->deferred.n = 0;
}

void kr_core_free(struct kr_core *c)
{
	if (!c)
		return;
	scratch_free(c);
	free_deferred(c);
	kr__snap_free(c);
	kr__vec_free(&c->epochs);
	kr__member_free(c);
	kr__vec_free(&c->out_alter);
	kr__vec_free(&c->deferred);
	kr__vec_free(&c->parked);
	kr__vec_free(&c->flushes);
	kr__vec_free(&c->out_ops);
	kr__vec_free(&c->out_msgs);
	kr__vec_free(&c->out_commit);
	kr__vec_free(&c->scratch);
	free(c->acc);
	free(c->cluster_id);
	free(c);
}

static void begin_step(struct kr_core *c, int64_t now, int64_t wall)
{
	c->wall = wall;
	scratch_free(c);
	c->out_ops.n = c->out_msgs.n = c->out_commit.n = c->out_alter.n = 0;
	c->n_refusals = 0;
	c->n_refusals_dropped = 0;
	memset(&c->upd, 0, sizeof(c->upd));
	c->upd.flush_offset = -1;
	kw_error_clear(&c->read_error);
	c->upd.append_last_offset = -1;
	if (now > c->now)
		c->now = now;
}

static void release_deferred(struct kr_core *c)
{
	size_t keep = 0;
	for (size_t i = 0; i < c->deferred.n; i++) {
		struct kr_deferred *d = &KR_AT(c->deferred, struct kr_deferred, i);
		if (d->need_seq <= c->qs_done) {
			struct kr_msg *m = kr__vec_push(&c->out_msgs);
			if (!m) {
				kr__stop(c, KR_ERR_NOMEM, "out of memory");
				return;
			}
			*m = d->msg;
			if (d->owned) {
				/* the bytes live until the next step */
				void **slot = kr__vec_push(&c->scratch);
				if (slot)
					*slot = d->owned;
				else
					free(d->owned);
			}
		} else {
			KR_AT(c->deferred, struct kr_deferred, keep++) = *d;
		}
	}
	c->deferred.n = keep;
}

/* Persist before send: hold back what this step wants to send while a
 * quorum-state write is outstanding. */
static void defer_outbox(struct kr_core *c)
{
	if (c->qs_done >= c->qs_seq)
		return;
	for (size_t i = 0; i < c->out_msgs.n; i++) {
		struct kr_deferred *d = kr__vec_push(&c->deferred);
		if (!d) {
			kr__stop(c, KR_ERR_NOMEM, "out of memory");
			return;
		}
		d->msg = KR_AT(c->out_msgs, struct kr_msg, i);
		d->need_seq = c->qs_seq;
		struct kw_bytes *r = d->msg.type == KR_MSG_FETCH_RESPONSE
					     ? &d->msg.u.fetch_resp.records
				     : d->msg.type == KR_MSG_FETCH_SNAPSHOT_RESPONSE
					     ? &d->msg.u.snap_resp.records
					     : NULL;
		if (r && r->len > 0) {
			d->owned = malloc((size_t)r->len);
			if (!d->owned) {
				kr__stop(c, KR_ERR_NOMEM, "out of memory");
				return;
			}
			memcpy(d->owned, r->ptr, (size_t)r->len);
			r->ptr = d->owned;
		}
	}
	c->out_msgs.n = 0;
}

/* The timer a transition in poll_timers is due to, from the state it
 * left and the deadlines before the poll (the cause of the step's event
 * stays when none was due: a poll that counts votes a message brought). */
static void timer_cause(struct kr_core *c, enum kr_state s, bool fetch_due,
			bool election_due, bool backoff_due, int32_t leader)
{
	enum kr_cause_kind k = KR_CAUSE_NONE;
	switch (s) {
	case KR_STATE_FOLLOWER:
		k = fetch_due ? KR_CAUSE_FETCH_TIMEOUT : KR_CAUSE_NONE;
		break;
	case KR_STATE_CANDIDATE:
		k = backoff_due	   ? KR_CAUSE_BACKOFF_END
		    : election_due ? KR_CAUSE_ELECTION_TIMEOUT
				   : KR_CAUSE_NONE;
		break;
	case KR_STATE_UNATTACHED:
	case KR_STATE_PROSPECTIVE:
		k = election_due ? KR_CAUSE_ELECTION_TIMEOUT : KR_CAUSE_NONE;
		break;
	case KR_STATE_LEADER:
		k = KR_CAUSE_CHECK_QUORUM;
		break;
	case KR_STATE_RESIGNED:
		k = election_due ? KR_CAUSE_RESIGN_TIMEOUT : KR_CAUSE_NONE;
		break;
	}
	if (k != KR_CAUSE_NONE)
		c->upd.cause = (struct kr_cause){.kind = k, .from = leader};
}

static void poll_timers(struct kr_core *c)
{
	/* a transition may arm new timers that are already due: loop */
	for (int round = 0; round < 4 && !c->fatal; round++) {
		enum kr_state s = c->state;
		int32_t e = c->epoch, leader = c->leader_id;
		bool fetch_due = c->now >= c->fetch_deadline;
		bool election_due = c->now >= c->election_deadline;
		bool backoff_due = c->backing_off && c->now >= c->backoff_deadline;
		for (int i = 0; i < KR_MAX_CONNS; i++) {
			struct kr_conn *k = &c->conns[i];
			if (k->inflight_id && c->now >= k->inflight_deadline) {
				k->inflight_id = 0;
				k->backoff_until = c->now + c->cfg.retry_backoff_ms;
			}
		}
		switch (c->state) {
		case KR_STATE_LEADER:
			kr__poll_leader(c);
			break;
		case KR_STATE_CANDIDATE:
			kr__poll_candidate(c);
			break;
		case KR_STATE_FOLLOWER:
			kr__poll_follower(c);
			break;
		case KR_STATE_RESIGNED:
			kr__poll_resigned(c);
			break;
		case KR_STATE_UNATTACHED:
			if (kr__member_can_stand(c) &&
			    c->now >= c->election_deadline)
				kr__elect(c);
			else if (!c->is_voter)
				kr__poll_unattached_observer(c);
			break;
		case KR_STATE_PROSPECTIVE:
			kr__poll_prospective(c);
			break;
		}
		kr__poll_probe(c);
		if (s == c->state && e == c->epoch)
			break;
		timer_cause(c, s, fetch_due, election_due, backoff_due, leader);
	}
}

static void report_leader(struct kr_core *c)
{
	struct kr_leader_and_epoch want = { KR_NO_ID, c->epoch };
	switch (c->state) {
	case KR_STATE_LEADER:
		/* KAFKA-15345: local leadership only once the application has
		 * consumed the epoch's LeaderChange batch */
		if (c->next_commit > c->epoch_start_offset)
			want.leader_id = c->cfg.node_id;
		break;
	case KR_STATE_FOLLOWER:
		want.leader_id = c->leader_id;
		break;
	default:
		/* KAFKA-17333: never while Resigned */
		break;
	}
	if (want.epoch > c->reported.epoch ||
	    (want.epoch == c->reported.epoch &&
	     c->reported.leader_id == KR_NO_ID && want.leader_id != KR_NO_ID)) {
		c->reported = want;
		c->upd.leader_changed = true;
	}
	c->upd.leader = c->reported;
}

static void consider(int64_t *best, int64_t now, int64_t t)
{
	if (t > now && t < *best)
		*best = t;
}

static int64_t next_deadline(struct kr_core *c)
{
	int64_t now = c->now, best = INT64_MAX;
	consider(&best, now, c->election_deadline);
	consider(&best, now, c->fetch_deadline);
	if (c->state == KR_STATE_CANDIDATE && c->backing_off)
		consider(&best, now, c->backoff_deadline);
	/* a snapshot due by time (cfg.snapshot_interval_ms) */
	if (c->cfg.snapshot_read && c->cfg.snapshot_interval_ms > 0 && c->snap_bytes > 0)
		consider(&best, now, c->snap_since + c->cfg.snapshot_interval_ms);
	if (c->state == KR_STATE_LEADER) {
		consider(&best, now, c->check_quorum_deadline);
		consider(&best, now, c->begin_epoch_deadline);
		if (c->acc_first_ms >= 0)
			consider(&best, now, c->acc_first_ms + c->cfg.append_linger_ms);
		for (size_t i = 0; i < c->parked.n; i++)
			consider(&best, now,
				 KR_AT(c->parked, struct kr_parked_fetch, i).deadline);
	}
	for (int i = 0; i < KR_MAX_CONNS; i++) {
		if (c->conns[i].id == KR_NO_ID)
			continue;
		if (c->conns[i].inflight_id)
			consider(&best, now, c->conns[i].inflight_deadline);
		else
			consider(&best, now, c->conns[i].backoff_until);
	}
	/* KAFKA-17751: the deadline is always in the future */
	if (best <= now)
		best = now + 1;
	return best;
}

static void finish_step(struct kr_core *c)
{
	poll_timers(c);
	kr__deliver_committed(c);
	kr__snap_poll(c);
	report_leader(c);
	defer_outbox(c);
	c->upd.log_ops = c->out_ops.p;
	c->upd.n_log_ops = c->out_ops.n;
	c->upd.msgs = c->out_msgs.p;
	c->upd.n_msgs = c->out_msgs.n;
	c->upd.committed = c->out_commit.p;
	c->upd.n_committed = c->out_commit.n;
	c->upd.alter_done = c->out_alter.p;
	c->upd.n_alter_done = c->out_alter.n;
	c->upd.refusals = c->out_refusals;
	c->upd.n_refusals = c->n_refusals;
	c->upd.n_refusals_dropped = c->n_refusals_dropped;
	c->upd.high_watermark = c->hw;
	c->upd.commit_pending = !c->fatal && c->hw >= 0 && c->next_commit < c->hw;
	/* more committed batches wait: call again at once (KAFKA-17751 still
	 * holds: now + 1 is in the future) */
	c->upd.next_deadline_ms = c->upd.commit_pending ? c->now + 1
							: next_deadline(c);
	c->upd.fatal = c->fatal;
	c->upd.fatal_reason = c->fatal ? c->fatal_reason : NULL;
	c->upd.fatal_error = c->fatal && c->has_fatal_error ? &c->fatal_error : NULL;
	c->upd.log_start_offset = c->log_start;
}

int kr_core_start(struct kr_core *c, const struct kr_boot *boot,
		  int64_t now_ms, const struct kr_update **out)
{
	begin_step(c, now_ms, c->wall);
	*out = &c->upd;
	c->upd.cause.kind = KR_CAUSE_BOOT;
	if (c->cfg.node_id == KR_NO_ID && boot->qs.voted_id != KR_NO_ID)
		return KR_ERR_INVALID_ARGUMENT;
	/* an epoch above the ceiling (persisted by an older version that took
	 * any epoch from the network) cannot be continued safely: going back
	 * could vote twice in an epoch */
	if (boot->qs.epoch < 0 || boot->qs.epoch > KR_EPOCH_MAX ||
	    boot->log_end_offset < 0 || boot->applied_offset < 0)
		return KR_ERR_INVALID_ARGUMENT;
	kr__log_reset(c);
	for (size_t i = 0; i < boot->n_epochs; i++) {
		if (boot->epochs[i].epoch < 0 ||
		    boot->epochs[i].epoch > KR_EPOCH_MAX)
			return KR_ERR_INVALID_ARGUMENT;
		int rc = kr__log_note_batch(c, boot->epochs[i].epoch,
					    boot->epochs[i].start_offset);
		if (rc)
			return rc == KR_ERR_NOMEM ? rc : KR_ERR_INVALID_ARGUMENT;
	}
	c->leo = c->flushed = boot->log_end_offset;
	c->acc_next_offset = c->leo;
	c->next_commit = boot->applied_offset;
	struct kr_snapshot_header sh;
	int src = kr__snap_boot(c, boot, &sh);
	if (src)
		return src;
	kr__log_drop_before(c, c->log_start);
	/* the voter set is the log's: the newest snapshot's, then the
	 * VoterAssignment records after it */
	const struct kr_snapshot_id *latest = kr__snap_latest(c);
	int mrc = kr__member_boot(c, true, sh.has_voters ? &sh.voters : NULL,
				  latest ? latest->end_offset : c->log_start);
	if (mrc == KR_ERR_LOG_READ) {
		c->upd.fatal = c->fatal;
		c->upd.fatal_reason = c->fatal_reason;
		c->upd.fatal_error = &c->fatal_error;
	}
	if (mrc)
		return mrc;
	c->epoch = boot->qs.epoch;
	c->leader_id = boot->qs.leader_id;
	c->voted_id = boot->qs.voted_id;
	int32_t log_epoch = kr__log_last_epoch(c);
	int32_t self = c->cfg.node_id;

	if (log_epoch > c->epoch) {
		c->epoch = log_epoch - 1; /* so the write below records log_epoch */
		c->state = KR_STATE_UNATTACHED;
		kr__to_unattached(c, log_epoch, KR_NO_ID);
	} else if (self != KR_NO_ID && c->leader_id == self) {
		/* KAFKA-10527: "Voters should always initialize as followers":
		 * never leader again in the same epoch */
		c->state = KR_STATE_RESIGNED;
		c->n_successors = 0;
		memset(c->end_acked, 0, sizeof(c->end_acked));
		c->election_deadline = c->now + kr__election_timeout(c);
	} else if (c->leader_id >= 0) {
		/* before the vote: a node that stood in this epoch and then
		 * learnt its leader follows it (a candidacy again in a decided
		 * epoch would ask for votes with this epoch's entries in its
		 * log, which its peers refuse) */
		c->state = KR_STATE_FOLLOWER;
		c->fetch_deadline = c->now + c->cfg.fetch_timeout_ms;
	} else if (self != KR_NO_ID && c->voted_id == self && c->is_voter) {
		c->state = KR_STATE_CANDIDATE;
		c->retries = 1;
		c->granted[kr__voter_index(c, self)] = true;
		c->election_deadline = c->now + kr__election_timeout(c);
	} else {
		c->state = KR_STATE_UNATTACHED;
		if (kr__member_can_stand(c))
			c->election_deadline = c->now + kr__election_timeout(c);
	}
	if (c->is_voter && c->cfg.n_voters == 1 &&
	    c->state != KR_STATE_CANDIDATE)
		kr__to_candidate(c);
	finish_step(c);
	return 0;
}

int kr_step(struct kr_core *c, const struct kr_event *ev,
	    const struct kr_update **out)
{
	int rc = 0;
	begin_step(c, ev->now_ms, ev->wall_ms);
	*out = &c->upd;
	c->upd.cause.kind = KR_CAUSE_EVENT;
	c->upd.cause.event = ev->type;
	if (ev->type == KR_EVENT_RECEIVE) {
		c->upd.cause.kind = KR_CAUSE_MESSAGE;
		c->upd.cause.msg = ev->u.msg->type;
		c->upd.cause.from = ev->u.msg->from;
	}
	if (c->fatal) {
		c->upd.fatal = c->fatal;
		c->upd.fatal_reason = c->fatal_reason;
		c->upd.next_deadline_ms = c->now + 1000;
		return KR_ERR_STOPPED;
	}
	switch (ev->type) {
	case KR_EVENT_TICK:
		break;
	case KR_EVENT_RECEIVE: {
		const struct kr_msg *m = ev->u.msg;
		switch (m->type) {
		case KR_MSG_VOTE_REQUEST:
			kr__handle_vote_request(c, m);
			break;
		case KR_MSG_VOTE_RESPONSE:
			kr__handle_vote_response(c, m);
			break;
		case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
			kr__handle_begin_request(c, m);
			break;
		case KR_MSG_END_QUORUM_EPOCH_REQUEST:
			kr__handle_end_request(c, m);
			break;
		case KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE:
		case KR_MSG_END_QUORUM_EPOCH_RESPONSE:
			kr__handle_epoch_response(c, m);
			break;
		case KR_MSG_FETCH_REQUEST:
			kr__handle_fetch_request(c, m);
			break;
		case KR_MSG_FETCH_RESPONSE:
			kr__handle_fetch_response(c, m);
			break;
		case KR_MSG_FETCH_SNAPSHOT_REQUEST:
			kr__handle_fetch_snapshot_request(c, m);
			break;
		case KR_MSG_FETCH_SNAPSHOT_RESPONSE:
			kr__handle_fetch_snapshot_response(c, m);
			break;
		}
		break;
	}
	case KR_EVENT_APPEND:
		rc = kr__leader_append(c, ev->u.append.values,
				       ev->u.append.records, ev->u.append.n,
				       ev->u.append.epoch, ev->u.append.producer,
				       ev->u.append.control,
				       &c->upd.append_last_offset);
		break;
	case KR_EVENT_RESIGN:
		kr__leader_resign(c, ev->u.resign_epoch);
		break;
	case KR_EVENT_ALTER_QUORUM:
		rc = kr__alter_quorum(c, ev->u.alter.target, ev->u.alter.n_target,
				      ev->u.alter.id);
		break;
	case KR_EVENT_ADD_VOTER:
	case KR_EVENT_REMOVE_VOTER:
	case KR_EVENT_UPDATE_VOTER:
		rc = kr__voter_change(c, ev->type, &ev->u.voter);
		break;
	case KR_EVENT_LOG_FLUSHED:
		on_flushed(c, ev->u.flushed_offset);
		break;
	case KR_EVENT_SNAPSHOT_WRITTEN:
		rc = kr__snap_written(c, ev->u.snapshot);
		break;
	case KR_EVENT_LOG_START:
		rc = kr__snap_log_start(c, ev->u.log_start);
		break;
	case KR_EVENT_REQUEST_LOST: {
		/* the timeout path (poll_timers) retires it after the backoff */
		struct kr_conn *k = kr__conn(c, ev->u.lost.to, false);
		if (k && k->inflight_id && k->inflight_id == ev->u.lost.request_id) {
			k->inflight_deadline = c->now;
			if (k->inflight_type == KR_MSG_FETCH_REQUEST)
				kr__follower_fetch_lost(c, ev->u.lost.to,
							k->inflight_epoch);
		}
		break;
	}
	case KR_EVENT_QUORUM_STATE_PERSISTED:
		if (ev->u.qs_seq > c->qs_done && ev->u.qs_seq <= c->qs_seq) {
			c->qs_done = ev->u.qs_seq;
			release_deferred(c);
			if (c->state == KR_STATE_CANDIDATE && c->won &&
			    c->qs_done >= c->won_seq)
				kr__to_leader(c);
		}
		break;
	}
	finish_step(c);
	if (c->fatal && rc == 0)
		rc = KR_ERR_STOPPED;
	return rc;
}

/* ---------------------------------------------------------------- */
/* queries                                                            */
/* ---------------------------------------------------------------- */

enum kr_state kr_core_state(const struct kr_core *c) { return c->state; }
int32_t kr_core_epoch(const struct kr_core *c) { return c->epoch; }
int32_t kr_core_leader(const struct kr_core *c) { return c->leader_id; }
int32_t kr_core_voted(const struct kr_core *c) { return c->voted_id; }
int64_t kr_core_high_watermark(const struct kr_core *c) { return c->hw; }
int64_t kr_core_log_end(const struct kr_core *c) { return c->leo; }
int64_t kr_core_flushed(const struct kr_core *c) { return c->flushed; }
int32_t kr_core_last_epoch(const struct kr_core *c) { return kr__log_last_epoch(c); }
int64_t kr_core_epoch_start_offset(const struct kr_core *c)
{
	return c->state == KR_STATE_LEADER ? c->epoch_start_offset : -1;
}
int64_t kr_core_log_start(const struct kr_core *c) { return c->log_start; }

const struct kr_snapshot_id *kr_core_snapshots(const struct kr_core *c, size_t *n)
{
	*n = c->n_snaps;
	return c->snaps;
}
bool kr_core_is_voter(const struct kr_core *c) { return c->is_voter; }

const struct kr_voter_assignment *kr_core_voters(const struct kr_core *c)
{
	return kr__member_latest(c);
}

const struct kr_voter_assignment *kr_core_voter_history(const struct kr_core *c,
							 size_t *n)
{
	*n = c->assignments.n;
	return c->assignments.p;
}

static void fill_replica(struct kr_replica_info *o, const struct kr_replica *r)
{
	o->replica_id = r->id;
	o->directory_id = r->dir;
	o->log_end_offset = r->end_offset;
	o->last_fetch_timestamp = r->last_fetch_ms;
	o->last_caught_up_timestamp = r->last_caught_up_ms;
}

void kr_core_describe_quorum(const struct kr_core *c, int64_t now_ms,
			     struct kr_quorum_info *info)
{
	memset(info, 0, sizeof(*info));
	info->leader_id = c->state == KR_STATE_RESIGNED ? KR_NO_ID : c->leader_id;
	info->leader_epoch = c->epoch;
	info->high_watermark = c->hw;
	if (c->state != KR_STATE_LEADER) {
		info->error_code = KW_PERR_NOT_LEADER_OR_FOLLOWER;
		return;
	}
	for (int i = 0; i < c->cfg.n_voters; i++) {
		fill_replica(&info->voters[i], &c->replicas[i]);
		if (c->cfg.voters[i] == c->cfg.node_id) {
			/* the leader reports itself caught up now, fetch -1 */
			info->voters[i].directory_id = c->cfg.directory_id;
			info->voters[i].log_end_offset = c->leo;
			info->voters[i].last_fetch_timestamp = -1;
			info->voters[i].last_caught_up_timestamp = now_ms;
		}
	}
	info->n_voters = c->cfg.n_voters;
	for (int i = 0; i < c->n_observers; i++) {
		/* observers drop out after 5 minutes of silence */
		if (now_ms - c->observers[i].last_fetch_ms > 300000)
			continue;
		fill_replica(&info->observers[info->n_observers++],
			     &c->observers[i]);
	}
}

/*
 * Reads the log as it stands after this step's writes: storage holds what
 * was carried out before the step; batches appended during this step are
 * still only in out_ops, and storage may still hold offsets this step
 * truncated. Either part may come back, never a mix of stale and new.
 */
int kr__read(struct kr_core *c, int64_t offset, int32_t max_bytes,
	     struct kw_bytes *out)
{
	int64_t lim = INT64_MAX;  /* storage is valid below this offset */
	size_t first = SIZE_MAX;  /* first pending append after truncations */
	for (size_t i = 0; i < c->out_ops.n; i++) {
		const struct kr_log_op *op = &KR_AT(c->out_ops, struct kr_log_op, i);
		/* an install leaves nothing below the snapshot's end */
		int64_t cut = op->type == KR_LOG_TRUNCATE	  ? op->offset
			      : op->type == KR_LOG_SNAPSHOT_INSTALL ? op->snapshot.end_offset
								   : -1;
		if (cut >= 0) {
			if (cut < lim)
				lim = cut;
			first = SIZE_MAX;
		} else if (op->type == KR_LOG_APPEND) {
			if (first == SIZE_MAX)
				first = i;
			if (op->batch.base_offset < lim)
				lim = op->batch.base_offset;
		}
	}
	out->ptr = NULL;
	out->len = 0;
	if (offset < lim) {
		struct kw_bytes v;
		kw_error_clear(&c->read_error);
		if (c->cfg.log_read(c->cfg.log_ctx, offset, max_bytes, &v, &c->read_error) < 0)
			return KR_ERR_LOG_READ;
		/* keep whole batches below lim */
		size_t pos = 0;
		while (v.len > 0 && pos < (size_t)v.len) {
			struct kr_batch b;
			size_t sz = kr__batch_parse(v.ptr + pos, (size_t)v.len - pos, &b,
						    false);
			if (sz == 0 || b.base_offset + b.count > lim)
				break;
			pos += sz;
		}
		out->ptr = v.ptr;
		out->len = (int32_t)pos;
		return 0;
	}
	if (first == SIZE_MAX)
		return 0;
	size_t total = 0, start = SIZE_MAX;
	for (size_t i = first; i < c->out_ops.n; i++) {
		if (KR_AT(c->out_ops, struct kr_log_op, i).type != KR_LOG_APPEND)
			continue;
		const struct kr_batch *b = &KR_AT(c->out_ops, struct kr_log_op, i).batch;
		if (b->base_offset + b->count <= offset)
			continue;
		if (start == SIZE_MAX)
			start = i;
		else if (total + (size_t)b->data.len > (size_t)max_bytes)
			break;
		total += (size_t)b->data.len;
	}
	if (start == SIZE_MAX)
		return 0;
	uint8_t *buf = kr__scratch(c, total);
	if (!buf)
		return KR_ERR_NOMEM;
	size_t pos = 0;
	for (size_t i = start; i < c->out_ops.n && pos < total; i++) {
		if (KR_AT(c->out_ops, struct kr_log_op, i).type != KR_LOG_APPEND)
			continue;
		const struct kr_batch *b = &KR_AT(c->out_ops, struct kr_log_op, i).batch;
		memcpy(buf + pos, b->data.ptr, (size_t)b->data.len);
		pos += (size_t)b->data.len;
	}
	out->ptr = buf;
	out->len = (int32_t)total;
	return 0;
}
