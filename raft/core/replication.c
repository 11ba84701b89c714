/*
 * raft/core/replication.c — log replication over Fetch (KIP-595 "Fetch"),
 * the high watermark, the leader's write path (linger accumulator and the
 * LeaderChange record), BeginQuorumEpoch, EndQuorumEpoch and resignation,
 * check-quorum.
 */
#include <stdlib.h>
#include <string.h>

#include "core.h"

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static void drain(struct kr_core *c);


static int32_t visible_leader(const struct kr_core *c)
{
	if (c->state == KR_STATE_RESIGNED)
		return KR_NO_ID;
	if (c->state == KR_STATE_CANDIDATE)
		return KR_NO_ID;
	return c->leader_id;
}

/* ---------------------------------------------------------------- */
/* leader: fetch answers, parked fetches, high watermark              */
/* ---------------------------------------------------------------- */

static struct kr_msg *fetch_response(struct kr_core *c, int32_t to,
				     uint32_t request_id)
{
	struct kr_msg *o = kr__send(c, KR_MSG_FETCH_RESPONSE, to, request_id);
	if (!o)
		return NULL;
	struct kr_fetch_response *f = &o->u.fetch_resp;
	f->high_watermark = c->state == KR_STATE_LEADER ? c->hw : -1;
	f->log_start_offset = c->log_start;
	f->diverging_epoch = -1;
	f->diverging_end_offset = -1;
	f->snapshot_id = (struct kr_snapshot_id){ -1, -1 };
	f->leader_id = visible_leader(c);
	f->leader_epoch = c->epoch;
	f->records = (struct kw_bytes){ NULL, 0 };
	return o;
}

static void answer_with_data(struct kr_core *c, int32_t to, uint32_t rid,
			     int64_t offset, int32_t max_bytes)
{
	struct kr_msg *o = fetch_response(c, to, rid);
	if (!o)
		return;
	if (offset >= c->leo)
		return;
	struct kw_bytes v;
	if (max_bytes <= 0 || max_bytes > c->cfg.max_batch_bytes)
		max_bytes = c->cfg.max_batch_bytes;
	if (kr__read(c, offset, max_bytes, &v) < 0) {
		kr__stop_read(c, "answering a Fetch", offset);
		return;
	}
	if (v.len <= 0)
		return;
	uint8_t *copy = kr__scratch(c, (size_t)v.len);
	if (!copy) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	memcpy(copy, v.ptr, (size_t)v.len);
	o->u.fetch_resp.records = (struct kw_bytes){ copy, v.len };
}

/* Completes parked fetches: all of them (the HW moved, or on expiry when
 * `expired_only`), or those whose offset the log end has passed. */
static void complete_parked(struct kr_core *c, bool all, bool expired_only)
{
	size_t keep = 0;
	for (size_t i = 0; i < c->parked.n; i++) {
		struct kr_parked_fetch p =
			KR_AT(c->parked, struct kr_parked_fetch, i);
		bool go = expired_only ? c->now >= p.deadline
				       : all || p.fetch_offset < c->leo;
		if (go)
			answer_with_data(c, p.from, p.request_id, p.fetch_offset,
					 p.max_bytes);
		else
			KR_AT(c->parked, struct kr_parked_fetch, keep++) = p;
	}
	c->parked.n = keep;
}

void kr__set_hw(struct kr_core *c, int64_t hw)
{
	if (hw <= c->hw)
		return; /* never backwards */
	c->hw = hw;
	if (c->state == KR_STATE_LEADER)
		complete_parked(c, true, false);
}

/* KIP-595: "the high watermark is set to the maximum offset which has been
 * replicated to a majority of the voters" and "we only advance the
 * high-watermark if the current leader has replicated at least one entry
 * to majority of quorum to its current epoch". */
void kr__leader_update_hw(struct kr_core *c)
{
	int64_t offs[KR_MAX_VOTERS];
	int n = c->cfg.n_voters;
	for (int i = 0; i < n; i++) {
		if (c->cfg.voters[i] == c->cfg.node_id)
			/* the leader's own end counts only once flushed */
			offs[i] = (c->cfg.faults & KR_FAULT_COUNT_UNFLUSHED)
					  ? c->leo : c->flushed;
		else
			offs[i] = c->replicas[i].end_offset;
	}
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && offs[j] > offs[j - 1]; j--) {
			int64_t t = offs[j];
			offs[j] = offs[j - 1];
			offs[j - 1] = t;
		}
	int64_t v = offs[n / 2];
	/* KAFKA-12619: strictly beyond the epoch start offset, i.e. a
	 * majority holds the LeaderChange record of this epoch */
	bool ok = (c->cfg.faults & KR_FAULT_HW_AT_EPOCH_START)
			  ? v >= c->epoch_start_offset
			  : v > c->epoch_start_offset;
	if (ok)
		kr__set_hw(c, v);
}

void kr__leader_on_flush(struct kr_core *c)
{
	kr__leader_update_hw(c);
}

/* The leader's record of the replica that fetches as (id, dir): a voter's
 * when the id is a voter's and dir is that voter's (Kafka's
 * VoterSet.isVoter: any dir when the voter has none configured), else an
 * observer's keyed by both, as Kafka's ReplicaKey. */
static struct kr_replica *replica_for(struct kr_core *c, int32_t id,
				      const struct kw_uuid *dir, bool *voter)
{
	int v = kr__voter_index(c, id);
	*voter = v >= 0 && kr__dir_matches(c, id, dir);
	if (*voter) {
		c->replicas[v].dir = *dir;
		return &c->replicas[v];
	}
	if (id < 0)
		return NULL; /* observers without an id are not tracked */
	for (int i = 0; i < c->n_observers; i++) {
		struct kr_replica *o = &c->observers[i];
		/* a zero directory id is one the leader never learnt (a voter
		 * removed before it fetched): the first fetcher of that id
		 * names it */
		if (o->id == id && (kw_uuid_equal(&o->dir, dir) ||
				    kw_uuid_is_zero(&o->dir))) {
			o->dir = *dir;
			return o;
		}
	}
	int slot = c->n_observers;
	if (slot == KR_MAX_OBSERVERS) {
		/* evict the quietest observer */
		slot = 0;
		for (int i = 1; i < c->n_observers; i++)
			if (c->observers[i].last_fetch_ms <
			    c->observers[slot].last_fetch_ms)
				slot = i;
	} else {
		c->n_observers++;
	}
	struct kr_replica *r = &c->observers[slot];
	memset(r, 0, sizeof(*r));
	r->id = id;
	r->dir = *dir;
	r->end_offset = r->last_fetch_ms = r->last_caught_up_ms = r->leo_at_fetch = -1;
	return r;
}

void kr__check_quorum_note(struct kr_core *c, int vidx)
{
	c->replicas[vidx].fetched_this_period = true;
	/* the leader itself, while it is a voter */
	int32_t k = kr__voter_index(c, c->cfg.node_id) >= 0;
	for (int i = 0; i < c->cfg.n_voters; i++)
		if (c->cfg.voters[i] != c->cfg.node_id &&
		    c->replicas[i].fetched_this_period)
			k++;
	if (k >= kr__majority(c)) {
		for (int i = 0; i < c->cfg.n_voters; i++)
			c->replicas[i].fetched_this_period = false;
		c->check_quorum_deadline =
			c->now + kr__check_quorum_timeout(c);
	}
}

void kr__handle_fetch_request(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_fetch_request *r = &m->u.fetch_req;
	int16_t top = KW_PERR_NONE, perr = KW_PERR_NONE;

	if (!kr__cluster_ok(c, r->cluster_id))
		top = KW_PERR_INCONSISTENT_CLUSTER_ID;
	else if (r->max_wait_ms < 0 || r->fetch_offset < 0 ||
		 r->last_fetched_epoch < 0 ||
		 r->last_fetched_epoch > r->current_leader_epoch)
		perr = KW_PERR_INVALID_REQUEST;
	/* KIP-595: "First ensure that the leader epoch is the same. If not,
	 * reject this request with either the FENCED_LEADER_EPOCH or
	 * UNKNOWN_LEADER_EPOCH error." */
	else if (r->current_leader_epoch < c->epoch)
		perr = KW_PERR_FENCED_LEADER_EPOCH;
	else if (r->current_leader_epoch > c->epoch)
		perr = KW_PERR_UNKNOWN_LEADER_EPOCH;
	else if (c->state != KR_STATE_LEADER)
		perr = KW_PERR_NOT_LEADER_OR_FOLLOWER;
	if (top || perr == KW_PERR_INVALID_REQUEST)
		kr__refuse(c, m, KR_REFUSAL_INVALID, r->current_leader_epoch,
			   top ? top : perr,
			   top ? "cluster id differs"
			       : "fetch offset, epoch or wait impossible");
	if (top || perr) {
		struct kr_msg *o = fetch_response(c, m->from, m->request_id);
		if (o) {
			o->u.fetch_resp.error_code = top;
			o->u.fetch_resp.partition_error = perr;
		}
		return;
	}

	/* KIP-595: "Check that the epoch on the FetchOffset's FetchEpoch are
	 * consistent with the leader's log. Specifically we check that
	 * FetchOffset is less than or equal to the end offset of FetchEpoch.
	 * If not, ... encode the next FetchOffset as the last offset of the
	 * largest epoch which is less than or equal to the fetcher's epoch."
	 * KIP-630: below the log start, the SnapshotId of the latest
	 * snapshot (snapshot.c). */
	int32_t e;
	int64_t end;
	struct kr_snapshot_id snap;
	enum kr_fetch_kind kind = kr__snap_validate_fetch(c, r->fetch_offset,
							  r->last_fetched_epoch, &e, &end, &snap);
	if (kind != KR_FETCH_VALID) {
		/* KAFKA-15100: answered at once, never parked */
		struct kr_msg *o = fetch_response(c, m->from, m->request_id);
		if (o && kind == KR_FETCH_DIVERGING) {
			o->u.fetch_resp.diverging_epoch = e;
			o->u.fetch_resp.diverging_end_offset = end;
		} else if (o) {
			o->u.fetch_resp.snapshot_id = snap;
		}
		return;
	}

	bool voter = false;
	struct kr_replica *rep =
		replica_for(c, r->replica_id, &r->replica_directory_id, &voter);
	if (rep && r->replica_id != c->cfg.node_id) {
		/* KAFKA-12181: the offset may go backwards (the replica lost
		 * its disk); accept it. A fetch at X acknowledges everything
		 * below X, because fetchers flush before fetching. */
		rep->end_offset = r->fetch_offset;
		/* Kafka's ReplicaState: caught up as of the previous fetch
		 * when this one starts at the log end the leader had then
		 * (under a steady load a fetch never starts at the log end
		 * of its own moment), or now when it starts at today's */
		if (rep->last_fetch_ms >= 0 && rep->leo_at_fetch >= 0 &&
		    r->fetch_offset >= rep->leo_at_fetch &&
		    rep->last_fetch_ms > rep->last_caught_up_ms)
			rep->last_caught_up_ms = rep->last_fetch_ms;
		if (r->fetch_offset >= c->leo)
			rep->last_caught_up_ms = c->now;
		rep->last_fetch_ms = c->now;
		rep->leo_at_fetch = c->leo;
		rep->acked = true;
		if (voter) {
			/* a fetch claiming a voter's id with another
			 * directory id is an observer's (replica_for) and
			 * never gets here: finding 3 of issue 10 */
			kr__check_quorum_note(c, kr__voter_index(c, r->replica_id));
			/* KIP-595: "If the request is from a voter not an
			 * observer, the leader can possibly advance the
			 * high-watermark." */
			kr__leader_update_hw(c);
		}
	}
	/* group commit: a voter's Fetch takes what gathered while it was
	 * busy (see kr__leader_append), with whatever else it lacks */
	if (rep && voter && c->acc_count > 0)
		drain(c);
	if (r->fetch_offset < c->leo || r->max_wait_ms == 0) {
		answer_with_data(c, m->from, m->request_id, r->fetch_offset,
				 r->max_bytes);
		return;
	}
	/* long poll: park until MaxWaitMs, new data, a HW move or resign */
	struct kr_parked_fetch *p = kr__vec_push(&c->parked);
	if (!p) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	p->from = m->from;
	p->request_id = m->request_id;
	p->replica_id = r->replica_id;
	p->fetch_offset = r->fetch_offset;
	p->max_bytes = r->max_bytes;
	p->deadline = c->now + r->max_wait_ms;
}

/* ---------------------------------------------------------------- */
/* leader: write path                                                 */
/* ---------------------------------------------------------------- */

/* A voter's Fetch is parked, waiting for data past the log end. */
static bool voter_parked(const struct kr_core *c)
{
	for (size_t i = 0; i < c->parked.n; i++) {
		const struct kr_parked_fetch *p =
			&KR_AT(c->parked, struct kr_parked_fetch, i);
		if (p->replica_id != c->cfg.node_id &&
		    kr__voter_index(c, p->replica_id) >= 0)
			return true;
	}
	return false;
}

static void drain(struct kr_core *c)
{
	if (c->acc_count == 0)
		return;
	uint8_t *buf = kr__scratch(c, KR_BATCH_HEADER + c->acc_len);
	if (!buf) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	memcpy(buf + KR_BATCH_HEADER, c->acc, c->acc_len);
	kr__batch_finish(buf, c->acc_len, c->leo, c->epoch, c->acc_count,
			 c->acc_base_ts, c->acc_max_ts, c->acc_control,
			 c->acc_producer.id >= 0 ? &c->acc_producer : NULL);
	struct kr_batch b = { c->leo, c->acc_count, c->epoch, c->acc_control,
			      { buf, (int32_t)(KR_BATCH_HEADER + c->acc_len) } };
	c->acc_len = 0;
	c->acc_count = 0;
	c->acc_first_ms = -1;
	c->acc_producer.id = -1;
	c->acc_control = false;
	kr__log_append(c, &b);
	kr__request_flush(c);
	complete_parked(c, false, false);
}

void kr__leader_drain(struct kr_core *c)
{
	drain(c);
}

/* A batch the leader built itself (not from the accumulator) was appended. */
void kr__leader_appended(struct kr_core *c)
{
	kr__request_flush(c);
	complete_parked(c, false, false);
	kr__leader_update_hw(c);
}

/* Record i of an append: a full record, or a value with a null key. */
static struct kr_record append_record(const struct kw_bytes *values,
				      const struct kr_record *records, size_t i)
{
	if (records)
		return records[i];
	struct kr_record r = { { NULL, -1 }, values[i], NULL, 0, -1 };
	return r;
}

/* Control records an application may append: full records, each keyed
 * by version 0 and a type of its own (KR_CONTROL_APP_MIN on). */
static bool app_control_records(const struct kr_record *records, size_t n)
{
	if (!records)
		return false;
	for (size_t i = 0; i < n; i++) {
		const struct kw_bytes *k = &records[i].key;
		if (k->len != 4 || k->ptr[0] || k->ptr[1] ||
		    (int16_t)(k->ptr[2] << 8 | k->ptr[3]) < KR_CONTROL_APP_MIN)
			return false;
	}
	return true;
}

int kr__leader_append(struct kr_core *c, const struct kw_bytes *values,
		      const struct kr_record *records, size_t n, int32_t epoch,
		      const struct kr_producer *producer, bool control,
		      int64_t *last_offset)
{
	if (c->state != KR_STATE_LEADER || epoch != c->epoch)
		return KR_ERR_NOT_LEADER;
	if (n == 0 || (!values && !records))
		return KR_ERR_INVALID_ARGUMENT;
	if (producer && (producer->id < 0 || producer->epoch < 0 ||
			 producer->base_sequence < 0 || n > INT32_MAX || control))
		return KR_ERR_INVALID_ARGUMENT;
	if (control && !app_control_records(records, n))
		return KR_ERR_INVALID_ARGUMENT;
	size_t need = 0;
	for (size_t i = 0; i < n; i++) {
		struct kr_record r = append_record(values, records, i);
		if (r.timestamp < -1 || (r.n_headers > 0 && !r.headers))
			return KR_ERR_INVALID_ARGUMENT;
		for (size_t h = 0; h < r.n_headers; h++)
			if (r.headers[h].key.len < 0)
				return KR_ERR_INVALID_ARGUMENT;
		need += kr__record_max_size(&r.key, &r.value, r.headers,
					    r.n_headers);
	}
	/* one append is one batch (KAFKA-12376) */
	if (need + KR_BATCH_HEADER > (size_t)c->cfg.max_batch_bytes)
		return KR_ERR_RECORD_TOO_LARGE;
	/* a producer's append is a batch of its own: what lingers goes
	 * first, and nothing joins it after */
	if (c->acc_len + need + KR_BATCH_HEADER > (size_t)c->cfg.max_batch_bytes ||
	    producer || c->acc_producer.id >= 0 || control || c->acc_control)
		drain(c);
	if (c->acc_len + need > c->acc_cap) {
		size_t cap = c->acc_cap ? c->acc_cap : 4096;
		while (cap < c->acc_len + need)
			cap *= 2;
		uint8_t *p = realloc(c->acc, cap);
		if (!p)
			return KR_ERR_NOMEM;
		c->acc = p;
		c->acc_cap = cap;
	}
	for (size_t i = 0; i < n; i++) {
		struct kr_record r = append_record(values, records, i);
		int64_t ts = r.timestamp == -1 ? c->wall : r.timestamp;
		if (c->acc_count == 0 && i == 0) {
			c->acc_base_ts = ts;
			c->acc_max_ts = ts;
		}
		if (ts > c->acc_max_ts)
			c->acc_max_ts = ts;
		c->acc_len += kr__record_encode(c->acc + c->acc_len,
						c->acc_count + (int32_t)i,
						ts - c->acc_base_ts, &r.key,
						&r.value, r.headers,
						r.n_headers);
	}
	c->acc_count += (int32_t)n;
	if (producer)
		c->acc_producer = *producer;
	c->acc_control = control;
	if (c->acc_first_ms < 0)
		c->acc_first_ms = c->now;
	*last_offset = c->leo + c->acc_count - 1;
	/* Group commit (kwire's; Kafka's BatchAccumulator drains on the
	 * linger timer alone, which a lone writer waits out in full). The
	 * append is written at once when no flush of the log is in flight,
	 * or when a voter waits for data (its Fetch is parked here: it would
	 * idle until the flush completes, and replication would wait for the
	 * leader's disk instead of running beside it). Otherwise the disk
	 * and the followers are all busy, and the appends that arrive gather
	 * here; they are written as one batch when the flush completes
	 * (kr__leader_flush_done) or a voter's Fetch comes
	 * (kr__handle_fetch_request), or earlier when the linger runs out
	 * (kr__poll_leader) or the next append would not fit max_batch_bytes
	 * (above). A flush is "in flight" from the update that asks for it to
	 * its KR_EVENT_LOG_FLUSHED: all of these are events, so the choice
	 * is as deterministic as the rest of the core. Linger 0 writes every
	 * append at once. */
	if (c->cfg.append_linger_ms <= 0 || c->flushes.n == 0 || voter_parked(c))
		drain(c);
	return 0;
}

void kr__leader_flush_done(struct kr_core *c)
{
	/* the appends gathered while the log was flushed go out now, as one
	 * batch, with the next flush */
	if (c->flushes.n == 0)
		drain(c);
}

/* KIP-595: "Upon becoming the leader, it would also start by writing the
 * current assignment state to its log so that its LastEpoch and
 * LastEpochOffset are updated, and then after that it can start sending
 * out BeginQuorumEpoch requests." */
void kr__leader_start(struct kr_core *c)
{
	/* a snapshot this node was fetching is not needed by a leader */
	kr__snap_abort(c);
	/* KAFKA-12331: the LeaderChange batch goes at the log end offset */
	c->epoch_start_offset = c->leo;
	for (int i = 0; i < c->cfg.n_voters; i++) {
		struct kr_replica *r = &c->replicas[i];
		memset(r, 0, sizeof(*r));
		r->id = c->cfg.voters[i];
		r->dir = kr__voter_dir(c, r->id);
		r->end_offset = r->last_fetch_ms = r->last_caught_up_ms = r->leo_at_fetch = -1;
		c->end_acked[i] = c->cfg.voters[i] == c->cfg.node_id;
	}
	c->n_observers = 0;
	c->parked.n = 0;
	c->acc_len = 0;
	c->acc_count = 0;
	c->acc_first_ms = -1;
	c->acc_producer.id = -1;
	c->acc_control = false;
	int32_t granting[KR_MAX_VOTERS], ng = 0;
	for (int i = 0; i < c->cfg.n_voters; i++)
		if (c->granted[i])
			granting[ng++] = c->cfg.voters[i];
	/* KAFKA-10634: the voters include the leader */
	struct kr_batch b = kr__leader_change_batch(
		c, c->leo, c->epoch, c->cfg.node_id, c->cfg.voters,
		c->cfg.n_voters, granting, ng);
	if (!b.data.ptr) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	kr__log_append(c, &b);
	kr__voters_leader_start(c);
	kr__request_flush(c);
	c->check_quorum_deadline = c->now + kr__check_quorum_timeout(c);
	c->begin_epoch_deadline = c->now; /* announce at once */
}

void kr__leader_stop(struct kr_core *c)
{
	/* KAFKA-10677: complete parked fetches when leadership ends */
	for (size_t i = 0; i < c->parked.n; i++) {
		struct kr_parked_fetch *p =
			&KR_AT(c->parked, struct kr_parked_fetch, i);
		struct kr_msg *o = fetch_response(c, p->from, p->request_id);
		if (o)
			o->u.fetch_resp.partition_error =
				KW_PERR_NOT_LEADER_OR_FOLLOWER;
	}
	c->parked.n = 0;
	/* records never drained are dropped: their appends never commit */
	c->acc_len = 0;
	c->acc_count = 0;
	c->acc_first_ms = -1;
	c->acc_producer.id = -1;
	c->acc_control = false;
	kr__member_leader_stop(c);
}

void kr__leader_resign_now(struct kr_core *c)
{
	/* KIP-595: "the list of preferred successors sorted by each voter's
	 * current replicated offset in descending order" */
	int32_t n = 0;
	int64_t off[KR_MAX_VOTERS];
	for (int i = 0; i < c->cfg.n_voters; i++) {
		if (c->cfg.voters[i] == c->cfg.node_id)
			continue;
		int32_t id = c->cfg.voters[i];
		int64_t o = c->replicas[i].end_offset;
		int j = n++;
		while (j > 0 && off[j - 1] < o) {
			off[j] = off[j - 1];
			c->successors[j] = c->successors[j - 1];
			j--;
		}
		off[j] = o;
		c->successors[j] = id;
	}
	c->n_successors = n;
	kr__to_resigned(c);
}

void kr__leader_resign(struct kr_core *c, int32_t epoch)
{
	if (c->state == KR_STATE_LEADER && epoch == c->epoch)
		kr__leader_resign_now(c);
	/* stale or foreign epochs are ignored */
}

static void send_begin(struct kr_core *c, int32_t to)
{
	struct kr_msg *o =
		kr__send_request(c, KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST, to);
	if (!o)
		return;
	o->u.begin_req.cluster_id = kr__cluster(c);
	o->u.begin_req.leader_id = c->cfg.node_id;
	o->u.begin_req.leader_epoch = c->epoch;
	o->u.begin_req.voter_id = to;
	o->u.begin_req.voter_directory_id = kr__voter_dir(c, to);
}

static bool observer_acked(const struct kr_core *c, int32_t id)
{
	for (int i = 0; i < c->n_observers; i++)
		if (c->observers[i].id == id)
			return c->observers[i].acked;
	return false;
}

void kr__poll_leader(struct kr_core *c)
{
	if (c->acc_first_ms >= 0 &&
	    c->now >= c->acc_first_ms + c->cfg.append_linger_ms)
		drain(c);
	/* KAFKA-15489 check-quorum: resign after 1.5 x fetch timeout without
	 * fetches from a majority; not when the leader is the only voter
	 * (KAFKA-16144) */
	bool alone = c->cfg.n_voters == 1 && c->cfg.voters[0] == c->cfg.node_id;
	if (!alone && !(c->cfg.faults & KR_FAULT_NO_CHECK_QUORUM) &&
	    c->now >= c->check_quorum_deadline) {
		kr__leader_resign_now(c);
		return;
	}
	complete_parked(c, false, true);
	kr__member_poll_leader(c);
	if (c->state != KR_STATE_LEADER)
		return;
	bool periodic = c->now >= c->begin_epoch_deadline;
	if (periodic)
		c->begin_epoch_deadline = c->now + c->cfg.fetch_timeout_ms / 2;
	for (int i = 0; i < c->cfg.n_voters; i++) {
		int32_t id = c->cfg.voters[i];
		if (id == c->cfg.node_id || !kr__conn_ready(c, id))
			continue;
		/* until each voter has fetched, then every fetch timeout / 2 */
		if (periodic || (!c->replicas[i].acked && !c->end_acked[i]))
			send_begin(c, id);
	}
	/* strays (voters removed, or candidates we do not count as voters)
	 * that do not fetch from us: tell them who leads, so they fetch and
	 * learn the voter set instead of standing for election forever */
	for (int i = 0; periodic && i < c->n_strays; i++) {
		int32_t id = c->strays[i];
		if (id == c->cfg.node_id || kr__voter_index(c, id) >= 0 ||
		    observer_acked(c, id) || !kr__conn_ready(c, id))
			continue;
		send_begin(c, id);
	}
}

/* ---------------------------------------------------------------- */
/* BeginQuorumEpoch / EndQuorumEpoch                                  */
/* ---------------------------------------------------------------- */

static void epoch_response(struct kr_core *c, const struct kr_msg *m,
			   enum kr_msg_type t, int16_t top, int16_t perr)
{
	struct kr_msg *o = kr__send(c, t, m->from, m->request_id);
	if (!o)
		return;
	o->u.epoch_resp.error_code = top;
	o->u.epoch_resp.partition_error = perr;
	o->u.epoch_resp.leader_id = visible_leader(c);
	o->u.epoch_resp.leader_epoch = c->epoch;
}

/* A leader announcement from a request (BeginQuorumEpoch or
 * EndQuorumEpoch) names its leader by id alone, which anyone can claim,
 * so it is a hint: the node asks the named leader itself with a Fetch at
 * the announced epoch (MaxWaitMs 0), and only that leader's answer, on a
 * connection this node opened, moves its epoch or names its leader
 * (kraft.h "Leader announcements"). The latest hint wins. */
static void hint_leader(struct kr_core *c, int32_t leader, int32_t epoch)
{
	c->probe_leader = leader;
	c->probe_epoch = epoch;
}

/*
 * Checks a BeginQuorumEpoch or EndQuorumEpoch request before it may
 * change anything (kraft.h "Hostile input"): the verdict to answer with;
 * NONE to apply the leader and epoch it names.
 */
static struct kr_verdict check_leader_claim(struct kr_core *c, struct kw_str cluster,
					    int32_t leader, int32_t epoch)
{
	struct kr_verdict v = { KW_PERR_NONE, 0, NULL };
	if (!kr__cluster_ok(c, cluster))
		return (struct kr_verdict){ KW_PERR_INCONSISTENT_CLUSTER_ID,
					    KR_REFUSAL_INVALID, "cluster id differs" };
	if (epoch < c->epoch) {
		v.error = KW_PERR_FENCED_LEADER_EPOCH;
		return v;
	}
	if (leader < 0 || (leader == c->cfg.node_id && c->cfg.node_id != KR_NO_ID))
		return (struct kr_verdict){ KW_PERR_INVALID_REQUEST, KR_REFUSAL_INVALID,
					    "leader id is this node's or negative" };
	/* what this node already knows changes nothing: the leader it
	 * follows may have left the voter set (finishing its own removal,
	 * it resigns with EndQuorumEpoch) */
	if (epoch == c->epoch && leader == c->leader_id)
		return v;
	/* an observer is told nothing by announcements (a correct leader
	 * sends them to voters only): it finds the leader by fetching */
	if (!kr__member_can_stand(c))
		return (struct kr_verdict){ KW_PERR_INCONSISTENT_VOTER_SET,
					    KR_REFUSAL_NOT_VOTER,
					    "this node is not a voter" };
	if (!kr__member_known(c, leader))
		return (struct kr_verdict){ KW_PERR_INCONSISTENT_VOTER_SET,
					    KR_REFUSAL_NOT_VOTER,
					    "leader is not a voter" };
	v = kr__check_request_epoch(c, epoch);
	if (v.error != KW_PERR_NONE)
		return v;
	/* KIP-595 INVALID_QUORUM_STATE (Kafka has no such code and throws):
	 * another leader of an epoch whose leader we know */
	if (epoch == c->epoch &&
	    (c->state == KR_STATE_LEADER || c->state == KR_STATE_RESIGNED ||
	     c->leader_id >= 0))
		return (struct kr_verdict){ KW_PERR_INVALID_REQUEST,
					    KR_REFUSAL_CONTRADICTION,
					    "names another leader of this epoch" };
	return v;
}

/* Answers a BeginQuorumEpoch or EndQuorumEpoch: a top-level error for the
 * cluster id, else the partition's. */
static void answer_epoch_request(struct kr_core *c, const struct kr_msg *m,
				 enum kr_msg_type t, int32_t epoch,
				 struct kr_verdict v)
{
	kr__refuse_verdict(c, m, epoch, v);
	bool top = v.error == KW_PERR_INCONSISTENT_CLUSTER_ID;
	epoch_response(c, m, t, top ? v.error : KW_PERR_NONE,
		       top ? KW_PERR_NONE : v.error);
}

/* KIP-595: "BeginQuorumEpoch: Used by a new leader to inform the voters of
 * its status." */
void kr__handle_begin_request(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_begin_quorum_epoch_request *r = &m->u.begin_req;
	struct kr_verdict v;
	if (!kr__addressed_to_me(c, r->voter_id, &r->voter_directory_id))
		/* Kafka's isValidVoterKey; Kafka moves to the epoch first */
		v = (struct kr_verdict){ KW_PERR_INVALID_VOTER_KEY, KR_REFUSAL_NOT_VOTER,
					 "addressed to another replica" };
	else
		v = check_leader_claim(c, r->cluster_id, r->leader_id, r->leader_epoch);
	if (v.error == KW_PERR_NONE &&
	    (r->leader_epoch != c->epoch || r->leader_id != c->leader_id))
		hint_leader(c, r->leader_id, r->leader_epoch);
	answer_epoch_request(c, m, KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE,
			     r->leader_epoch, v);
}

/* KIP-595: "Based on the priority of the preferred successors, each voter
 * will choose the corresponding delayed election time so that the most
 * up-to-date voter has a higher chance to be elected. If the node's
 * priority is highest, it will become candidate immediately" */
static int64_t successor_backoff(const struct kr_core *c,
				 const struct kr_end_quorum_epoch_request *r,
				 int32_t n)
{
	int64_t max = c->cfg.election_backoff_max_ms;
	for (int32_t p = 0; p < n; p++) {
		/* Kafka 3.9: this node is the entry with its id and no or its
		 * own directory id */
		const struct kw_uuid *d = &r->preferred_directory_ids[p];
		if (r->preferred_successors[p] != c->cfg.node_id ||
		    (!kw_uuid_is_zero(d) && !kw_uuid_equal(d, &c->cfg.directory_id)))
			continue;
		if (p == 0)
			return 0;
		int64_t v = (max >> (n - 1)) << (p - 1);
		return v < max ? v : max;
	}
	return max;
}

void kr__handle_end_request(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_end_quorum_epoch_request *r = &m->u.end_req;
	struct kr_verdict v =
		check_leader_claim(c, r->cluster_id, r->leader_id, r->leader_epoch);
	if (v.error == KW_PERR_NONE && r->leader_epoch == c->epoch &&
	    c->state == KR_STATE_UNATTACHED && c->leader_id == KR_NO_ID &&
	    c->is_voter && kr__member_can_stand(c)) {
		/* the resigning leader's answer to a parked Fetch (NOT_LEADER,
		 * no leader) may overtake its EndQuorumEpoch and leave this
		 * node Unattached in the same epoch: the successor backoff
		 * still applies, to the election timer. At worst (a forged
		 * request) it brings a pre-vote forward, which changes no
		 * epoch. */
		int32_t n = r->n_preferred_successors;
		if (n < 0 || n > KR_MAX_VOTERS)
			n = 0;
		int64_t t = c->now + successor_backoff(c, r, n);
		if (t < c->election_deadline)
			c->election_deadline = t;
	} else if (v.error == KW_PERR_NONE &&
		   (r->leader_epoch != c->epoch || r->leader_id != c->leader_id)) {
		/* about another epoch or leader: a hint, as BeginQuorumEpoch */
		hint_leader(c, r->leader_id, r->leader_epoch);
	} else if (v.error == KW_PERR_NONE) {
		/* from the leader this node follows, by its id: Kafka's rule.
		 * The id is all EndQuorumEpoch carries, so a forged one naming
		 * this node's own leader is indistinguishable (out of reach
		 * until peers authenticate, with TLS) */
		if (c->state == KR_STATE_FOLLOWER && c->is_voter) {
			int32_t n = r->n_preferred_successors;
			if (n < 0 || n > KR_MAX_VOTERS)
				n = 0;
			/* the leader is going: grant pre-votes again (KIP-996) */
			c->fetched_leader = false;
			/* the follower overrides its fetch timer with the
			 * backoff */
			int64_t t = c->now + successor_backoff(c, r, n);
			if (t < c->fetch_deadline)
				c->fetch_deadline = t;
		}
	}
	answer_epoch_request(c, m, KR_MSG_END_QUORUM_EPOCH_RESPONSE,
			     r->leader_epoch, v);
}

void kr__handle_epoch_response(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_quorum_epoch_response *r = &m->u.epoch_resp;
	int32_t req_epoch;
	if (!kr__match_response(c, m, &req_epoch))
		return;
	if (r->error_code || (r->partition_error &&
			      r->partition_error != KW_PERR_FENCED_LEADER_EPOCH)) {
		kr__note_response_error(c, m, r->error_code);
		kr__conn_backoff(c, m->from);
		return;
	}
	if (!kr__observe_response(c, m, r->leader_epoch, r->leader_id))
		return;
	int v = kr__voter_index(c, m->from);
	if (v >= 0 && req_epoch == c->epoch && r->partition_error == KW_PERR_NONE &&
	    (c->state == KR_STATE_LEADER || c->state == KR_STATE_RESIGNED))
		c->end_acked[v] = true;
}

void kr__poll_resigned(struct kr_core *c)
{
	if (c->now >= c->election_deadline) {
		if (kr__member_can_stand(c) && c->cfg.pre_vote &&
		    c->cfg.n_voters > 1 && c->epoch < KR_EPOCH_MAX)
			/* KIP-996: no candidacy of its own; the next epoch
			 * unattached, then pre-vote like any voter */
			kr__to_unattached(c, c->epoch + 1, KR_NO_ID);
		else if (kr__member_can_stand(c))
			kr__to_candidate(c);
		else
			/* a leader removed from the voters: an observer now,
			 * it finds the next leader by fetching */
			kr__to_unattached(c, c->epoch, c->voted_id);
		return;
	}
	/* KIP-595: "The EndQuorumEpochRequest will be sent to all voters in
	 * the quorum" — until each acknowledges */
	for (int i = 0; i < c->cfg.n_voters; i++) {
		int32_t id = c->cfg.voters[i];
		if (id == c->cfg.node_id || c->end_acked[i] ||
		    !kr__conn_ready(c, id))
			continue;
		struct kr_msg *o =
			kr__send_request(c, KR_MSG_END_QUORUM_EPOCH_REQUEST, id);
		if (!o)
			return;
		o->u.end_req.cluster_id = kr__cluster(c);
		o->u.end_req.leader_id = c->cfg.node_id;
		o->u.end_req.leader_epoch = c->epoch;
		o->u.end_req.n_preferred_successors = c->n_successors;
		memcpy(o->u.end_req.preferred_successors, c->successors,
		       sizeof(c->successors));
		for (int32_t k = 0; k < c->n_successors; k++)
			o->u.end_req.preferred_directory_ids[k] =
				kr__voter_dir(c, c->successors[k]);
	}
}

/* ---------------------------------------------------------------- */
/* follower and observer                                              */
/* ---------------------------------------------------------------- */

static void fetch_at(struct kr_core *c, int32_t to, int32_t epoch,
		     int32_t max_wait_ms)
{
	struct kr_msg *o = kr__send_request(c, KR_MSG_FETCH_REQUEST, to);
	if (!o)
		return;
	struct kr_fetch_request *f = &o->u.fetch_req;
	f->cluster_id = kr__cluster(c);
	f->replica_id = c->cfg.node_id;
	f->replica_directory_id = c->cfg.directory_id;
	f->max_wait_ms = max_wait_ms;
	f->current_leader_epoch = epoch;
	f->fetch_offset = c->leo;
	f->last_fetched_epoch = kr__log_last_epoch(c);
	f->log_start_offset = c->log_start;
	f->max_bytes = c->cfg.max_batch_bytes;
}

static void send_fetch(struct kr_core *c, int32_t to)
{
	fetch_at(c, to, c->epoch, c->cfg.fetch_max_wait_ms);
}

void kr__poll_probe(struct kr_core *c)
{
	if (c->probe_leader < 0)
		return;
	if (c->probe_epoch < c->epoch ||
	    (c->probe_epoch == c->epoch && c->leader_id >= 0)) {
		c->probe_leader = KR_NO_ID; /* learnt meanwhile */
		return;
	}
	/* a fetch offset acknowledges only what is flushed */
	if (kr__member_must_flush(c) && c->flushed < c->leo)
		return;
	if (!kr__conn_ready(c, c->probe_leader))
		return;
	fetch_at(c, c->probe_leader, c->probe_epoch, 0);
	c->probe_leader = KR_NO_ID;
}

void kr__poll_follower(struct kr_core *c)
{
	/* KIP-595: "Followers can become candidates after a configurable
	 * timeout if they have not heard from the current leader" */
	if (c->now >= c->fetch_deadline) {
		if (kr__member_can_stand(c))
			kr__elect(c);
		else
			kr__to_unattached(c, c->epoch, KR_NO_ID);
		return;
	}
	/* KIP-630: a snapshot from this leader is being fetched instead */
	if (kr__snap_poll_follower(c))
		return;
	/* a fetch offset acknowledges only what is flushed */
	if (kr__member_must_flush(c) && c->flushed < c->leo)
		return;
	/* the leader may be outside the voter set (finishing its own
	 * removal): fetch from it all the same */
	if (c->leader_id >= 0 && kr__conn_ready(c, c->leader_id))
		send_fetch(c, c->leader_id);
}

/* Where this node stands among the voters that may succeed `leader`
 * (the voter set in its order, the leader left out): 0 for the first. */
static int32_t successor_rank(const struct kr_core *c, int32_t leader)
{
	int32_t rank = 0;
	for (int i = 0; i < c->cfg.n_voters; i++) {
		if (c->cfg.voters[i] == c->cfg.node_id)
			return rank;
		if (c->cfg.voters[i] != leader)
			rank++;
	}
	return rank;
}

/* kwire's (Kafka waits for the fetch timeout): a follower whose
 * connection to the leader closes or cannot be made (the leader's
 * process died, its host reset the connection) starts a pre-vote at
 * once instead of fetch.timeout.ms later. Only with pre-vote, which keeps
 * it safe: a voter that still fetches from a live leader refuses
 * (can_grant_pre_vote), so a connection lost between one follower and a
 * working leader raises no epoch and the follower goes back to fetching.
 * A leader that goes silent without closing (a partition, a hung
 * process) is still found by the fetch timer. Only once per leader this
 * node has fetched from: later losses while it is down change nothing.
 * The voters after the first in the set's order (the leader left out)
 * wait retry.backoff.ms per place, so that a dead leader's followers, who
 * all see the close at once, do not stand at once and split the vote:
 * the first one's Vote (a pre-vote round trip and a quorum-state write
 * later) reaches the next before its own timer runs out. */
void kr__follower_fetch_lost(struct kr_core *c, int32_t to, int32_t epoch)
{
	if (c->state != KR_STATE_FOLLOWER || to != c->leader_id ||
	    epoch != c->epoch || !c->fetched_leader || !c->cfg.pre_vote ||
	    c->cfg.n_voters < 2 || !kr__member_can_stand(c))
		return;
	/* the leader is gone as far as this node knows: grant pre-votes */
	c->fetched_leader = false;
	int64_t t = c->now +
		    (int64_t)successor_rank(c, to) * c->cfg.retry_backoff_ms;
	if (t < c->fetch_deadline)
		c->fetch_deadline = t;
}

void kr__poll_unattached_observer(struct kr_core *c)
{
	/* discover the leader: fetch from a random bootstrap server when
	 * there are some (KIP-853, as Kafka's observers: whoever listens
	 * there answers with the leader it knows), else from a random
	 * voter; one discovery Fetch at a time */
	int32_t n = c->cfg.n_bootstrap > 0 ? c->cfg.n_bootstrap : c->cfg.n_voters;
	if (n > KR_MAX_BOOTSTRAP && c->cfg.n_bootstrap > 0)
		n = KR_MAX_BOOTSTRAP;
	if (n <= 0)
		return;
	for (int32_t i = 0; i < n; i++) {
		int32_t id = c->cfg.n_bootstrap > 0 ? KR_BOOTSTRAP_ID(i) : c->cfg.voters[i];
		const struct kr_conn *k = kr__conn(c, id, false);
		if (k && k->inflight_id)
			return;
	}
	int32_t v = (int32_t)kr__rand_below(c, (uint32_t)n);
	int32_t to = c->cfg.n_bootstrap > 0 ? KR_BOOTSTRAP_ID(v) : c->cfg.voters[v];
	if (kr__conn_ready(c, to))
		send_fetch(c, to);
}

/* KIP-853: the answer of a bootstrap server (KR_BOOTSTRAP_ID(i)) to a
 * discovery Fetch. It is no replica this node knows, so it is heard only
 * for the leader and epoch it names (Kafka's maybeTransition: the node
 * follows that leader, whose endpoint the answer's NodeEndpoints gave
 * the node's address book); its records and high watermark are not
 * taken, since they come from no known leader. */
static void bootstrap_fetch_response(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_fetch_response *r = &m->u.fetch_resp;
	if (r->error_code) {
		kr__note_response_error(c, m, r->error_code);
		kr__conn_backoff(c, m->from);
		return;
	}
	if (c->state != KR_STATE_UNATTACHED || r->leader_id < 0 ||
	    r->leader_epoch < c->epoch) {
		kr__conn_backoff(c, m->from);
		return;
	}
	if (kr__observe_epoch(c, r->leader_epoch, r->leader_id) == KR_OBSERVED_CONFLICT)
		kr__refuse(c, m, KR_REFUSAL_CONTRADICTION, r->leader_epoch, KW_PERR_NONE,
			   "bootstrap server names another leader of this epoch");
}

/* The offset a diverging answer asks this follower to truncate to, or -1
 * when it is impossible (negative) or below the high watermark. */
static int64_t diverging_offset(const struct kr_core *c,
				const struct kr_fetch_response *r)
{
	int64_t t;
	if (r->diverging_epoch == 0) {
		t = min64(r->diverging_end_offset, c->leo);
	} else {
		int32_t e;
		int64_t end;
		kr__log_end_for_epoch(c, r->diverging_epoch, &e, &end);
		/* same epoch: both ends are batch boundaries of one leader's
		 * log; otherwise our end of the largest smaller epoch */
		t = e == r->diverging_epoch ? min64(end, r->diverging_end_offset)
					     : end;
	}
	/* KAFKA-12460: never below the high watermark (nor a snapshot's
	 * end), and never silently */
	if (t < 0 || t < kr__committed_floor(c))
		return -1;
	return t;
}

/* Appends the batches of a fetch answer that continue the log; lists what
 * it cannot use (a batch failing its checksum, out of place, or of an
 * epoch the answer cannot hold) and stops there: the next fetch starts
 * from the log end again. Returns true when something was appended. */
static bool append_fetched(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_fetch_response *r = &m->u.fetch_resp;
	const uint8_t *p = r->records.ptr;
	size_t left = r->records.len > 0 ? (size_t)r->records.len : 0;
	bool appended = false;
	while (left > 0) {
		struct kr_batch b;
		size_t sz = kr__batch_parse(p, left, &b, true);
		if (sz == 0) {
			/* a torn last batch is normal (the leader reads whole
			 * batches, so only a hostile or broken one sends it) */
			kr__refuse(c, m, KR_REFUSAL_INVALID, r->leader_epoch,
				   KW_PERR_NONE,
				   "fetched records: a batch is torn or fails its checksum");
			break;
		}
		if (b.base_offset + b.count <= c->leo) {
			/* already have it */
		} else if (b.base_offset != c->leo ||
			   b.epoch < kr__log_last_epoch(c) ||
			   b.epoch > r->leader_epoch) {
			kr__refuse(c, m, KR_REFUSAL_INVALID, r->leader_epoch,
				   KW_PERR_NONE,
				   "fetched records: a batch does not continue the log");
			break;
		} else {
			kr__log_append(c, &b);
			appended = true;
		}
		p += sz;
		left -= sz;
	}
	return appended;
}

void kr__handle_fetch_response(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_fetch_response *r = &m->u.fetch_resp;
	int32_t req_epoch;
	if (!kr__match_response(c, m, &req_epoch))
		return;
	if (KR_IS_BOOTSTRAP_ID(m->from)) {
		bootstrap_fetch_response(c, m);
		return;
	}
	if (r->error_code) {
		kr__note_response_error(c, m, r->error_code);
		kr__conn_backoff(c, m->from);
		return;
	}
	if (!kr__observe_response(c, m, r->leader_epoch, r->leader_id))
		return;
	if (r->partition_error != KW_PERR_NONE ||
	    c->state != KR_STATE_FOLLOWER || m->from != c->leader_id ||
	    req_epoch != c->epoch) {
		if (r->partition_error == KW_PERR_NOT_LEADER_OR_FOLLOWER &&
		    c->state == KR_STATE_FOLLOWER && m->from == c->leader_id &&
		    r->leader_epoch == c->epoch && r->leader_id < 0)
			/* the replica this node follows says it does not lead
			 * this epoch (it resigned, or whoever named it leader
			 * was wrong): no leader is known; the vote stays */
			kr__to_unattached(c, c->epoch, c->voted_id);
		else if (r->partition_error != KW_PERR_NONE)
			kr__conn_backoff(c, m->from);
		return;
	}
	if (r->diverging_epoch >= 0) {
		/* KAFKA-14704: truncate first; the HW of this response is not
		 * taken */
		int64_t t = diverging_offset(c, r);
		if (t < 0) {
			/* not a fetch that succeeded: the timer keeps running,
			 * so a leader that keeps asking for it is replaced */
			kr__refuse(c, m, KR_REFUSAL_CONTRADICTION, r->leader_epoch,
				   KW_PERR_NONE,
				   "diverging epoch below the high watermark");
			kr__conn_backoff(c, m->from);
			return;
		}
		c->fetch_deadline = c->now + c->cfg.fetch_timeout_ms;
		c->fetched_leader = true;
		kr__log_truncate(c, t);
		return;
	}
	/* Kafka's isPartitionSnapshotted (anything but {-1, -1}); {0, 0}, the
	 * bootstrap snapshot a leader never names, is no id either */
	bool unset = r->snapshot_id.end_offset == r->snapshot_id.epoch &&
		     (r->snapshot_id.epoch == -1 || r->snapshot_id.epoch == 0);
	if (!unset) {
		/* KIP-630: "the follower will ... fetch the snapshot"; the HW of
		 * this response is not taken (as Kafka's) */
		kr__snap_fetch_start(c, m, r->snapshot_id);
		return;
	}
	c->fetch_deadline = c->now + c->cfg.fetch_timeout_ms;
	c->fetched_leader = true;
	if (append_fetched(c, m))
		kr__request_flush(c);
	/* HW = min(leader HW, own log end), never decreasing */
	if (r->high_watermark >= 0)
		kr__set_hw(c, min64(r->high_watermark, c->leo));
}

/* ---------------------------------------------------------------- */
/* committed batches for the application                              */
/* ---------------------------------------------------------------- */

/* Hands committed batches to the application, at most
 * cfg.max_commit_bytes_per_step bytes per step (at least one batch): a
 * restart that finds a large committed log hands it out in pieces over
 * several steps (update.commit_pending) instead of copying all of it into
 * one update (finding 8 of issue 10: a 1 GB log took 975 MB at start). */
void kr__deliver_committed(struct kr_core *c)
{
	int64_t budget = c->cfg.max_commit_bytes_per_step;
	bool first = true;
	while (!c->fatal && c->hw >= 0 && c->next_commit < c->hw &&
	       (first || budget > 0)) {
		struct kw_bytes v;
		int32_t want = budget > 1024 * 1024 ? 1024 * 1024 : (int32_t)budget;
		if (want < 1)
			want = 1; /* the read returns at least one batch */
		if (kr__read(c, c->next_commit, want, &v) < 0) {
			kr__stop_read(c, "handing out committed batches", c->next_commit);
			return;
		}
		if (v.len <= 0)
			return;
		/* find the committed prefix of what was read within the
		 * budget, then copy only that: the view lasts until the next
		 * read */
		size_t left = (size_t)v.len, pos = 0, start = SIZE_MAX;
		int64_t end_at = c->next_commit;
		struct kr_batch b;
		while (left > 0) {
			size_t sz = kr__batch_parse(v.ptr + pos, left, &b, false);
			if (sz == 0 || b.base_offset + b.count > c->hw)
				break;
			if (b.base_offset + b.count > c->next_commit) {
				if (start == SIZE_MAX)
					start = pos;
				else if ((int64_t)(pos + sz - start) > budget)
					break;
				if (first)
					first = false;
			}
			pos += sz;
			left -= sz;
			end_at = b.base_offset + b.count;
		}
		if (start == SIZE_MAX)
			return;
		size_t n = pos - start;
		uint8_t *copy = kr__scratch(c, n);
		if (!copy) {
			kr__stop(c, KR_ERR_NOMEM, "out of memory");
			return;
		}
		memcpy(copy, v.ptr + start, n);
		for (size_t q = 0; q < n;) {
			size_t sz = kr__batch_parse(copy + q, n - q, &b, false);
			struct kr_batch *o = kr__vec_push(&c->out_commit);
			if (!o) {
				kr__stop(c, KR_ERR_NOMEM, "out of memory");
				return;
			}
			*o = b;
			kr__snap_delivered(c, &b);
			q += sz;
		}
		budget -= (int64_t)n;
		c->next_commit = end_at;
	}
}
