/*
 * raft/sim/adversary.c — the hostile peer: a process that can reach every
 * node's port and sends arbitrary but well-formed Raft requests, each
 * through the codec like any message (issue 10: "a single packet from
 * anyone who can reach a node's port"). It sees what any peer could learn
 * (epochs, leaders, log ends, node ids) and uses it to aim:
 *
 *  - Votes and pre-votes from ids outside the voter set, or with a voter's
 *    id and a wrong or missing directory id, at any epoch up to INT32_MAX
 *    and any log position;
 *  - BeginQuorumEpoch and EndQuorumEpoch naming other leaders than the one
 *    the receiver follows (non-voters, other voters), at the receiver's
 *    epoch or any other, addressed to it or to someone else, with any
 *    preferred successors;
 *  - Fetches claiming another voter's id without that voter's directory
 *    id, or a non-voter's, at any epoch and offset (the leader's end
 *    included: finding 3);
 *  - FetchSnapshots for the snapshot the receiver holds or any other, at
 *    any position and size;
 *  - responses nobody asked for.
 *
 * What is out of its reach is a voter's exact identity (id and directory
 * id, or, where a message carries only an id, the receiver's own leader in
 * its epoch): TLS client authentication stops that later.
 */
#include <string.h>

#include "sim_internal.h"

/* the adversary's own generator (its choices do not consume the run's) */
static uint64_t arnd(struct sim *s)
{
	uint64_t z = (s->adv_rng += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static int64_t pick(struct sim *s, int64_t n)
{
	return n <= 0 ? 0 : (int64_t)(arnd(s) % (uint64_t)n);
}

/* An epoch near the receiver's, far above it, or absurd. */
static int32_t any_epoch(struct sim *s, int32_t cur)
{
	switch (pick(s, 8)) {
	case 0:
		return INT32_MAX;
	case 1:
		return KR_EPOCH_MAX;
	case 2:
		return (int32_t)pick(s, INT32_MAX);
	case 3:
		return cur > 0 ? cur - 1 : 0;
	case 4:
		return cur;
	case 5:
		return cur < INT32_MAX - 100000 ? cur + 1 + (int32_t)pick(s, 100000) : cur;
	case 6:
		return (int32_t)-pick(s, 3);
	default:
		return cur < INT32_MAX ? cur + 1 : cur;
	}
}

static int64_t any_offset(struct sim *s, int64_t end)
{
	switch (pick(s, 6)) {
	case 0:
		return INT64_MAX;
	case 1:
		return -1 - pick(s, 5);
	case 2:
		return end;
	case 3:
		return end + pick(s, 1000);
	default:
		return pick(s, end + 1);
	}
}

static struct kw_uuid any_dir(struct sim *s)
{
	struct kw_uuid u;
	memset(&u, 0, sizeof(u));
	if (pick(s, 2)) /* else zero: a missing directory id */
		for (int i = 0; i < 16; i++)
			u.bytes[i] = (uint8_t)arnd(s);
	return u;
}

/* An id that is not a voter's exact identity: a non-voter's (or none),
 * or a voter's when the caller pairs it with a wrong directory id. */
static int32_t any_id(struct sim *s, bool voters_too)
{
	int64_t k = pick(s, voters_too ? 6 : 4);
	switch (k) {
	case 0:
		return 99;
	case 1:
		return 1000 + (int32_t)pick(s, 1000);
	case 2:
		return -1 - (int32_t)pick(s, 3);
	case 3:
		return INT32_MAX;
	default:
		return 1 + (int32_t)pick(s, s->o.voters);
	}
}

static struct kw_str any_cluster(struct sim *s)
{
	switch (pick(s, 10)) {
	case 0:
		return KW_STR_NULL;
	case 1:
		return KW_STR_LIT("another-cluster");
	default:
		return KW_STR_LIT("sim-cluster");
	}
}

/* The transport handle a node gives a request from a replica without an
 * id (raft/node does the same). */
static int32_t sender(int32_t claimed)
{
	return claimed >= 0 ? claimed : -5000;
}

void sim__adversary_act(struct sim *s)
{
	int to = (int)pick(s, s->n);
	struct node *nd = &s->nodes[to];
	if (!nd->up)
		return;
	const struct kr_core *c = nd->core;
	int32_t epoch = kr_core_epoch(c), leader = kr_core_leader(c);
	int64_t end = kr_core_log_end(c);
	struct kr_msg m;
	memset(&m, 0, sizeof(m));
	m.to = nd->id;
	m.request_id = (uint32_t)arnd(s);
	switch (pick(s, 10)) {
	case 0:
	case 1: {
		struct kr_vote_request *v = &m.u.vote_req;
		m.type = KR_MSG_VOTE_REQUEST;
		v->cluster_id = any_cluster(s);
		v->candidate_id = any_id(s, true);
		v->candidate_directory_id = any_dir(s);
		v->candidate_epoch = any_epoch(s, epoch);
		v->last_offset_epoch = any_epoch(s, kr_core_last_epoch(c));
		v->last_offset = any_offset(s, end);
		v->voter_id = pick(s, 4) ? nd->id : any_id(s, true);
		v->voter_directory_id = pick(s, 2) ? nd->dir : any_dir(s);
		v->pre_vote = pick(s, 2);
		m.from = sender(v->candidate_id);
		break;
	}
	case 2:
	case 3: {
		struct kr_begin_quorum_epoch_request *b = &m.u.begin_req;
		m.type = KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST;
		b->cluster_id = any_cluster(s);
		b->leader_epoch = any_epoch(s, epoch);
		b->leader_id = any_id(s, true);
		if (b->leader_epoch == epoch && b->leader_id == leader)
			b->leader_id = 99; /* not the receiver's own leader */
		b->voter_id = pick(s, 4) ? nd->id : any_id(s, true);
		b->voter_directory_id = pick(s, 2) ? nd->dir : any_dir(s);
		m.from = sender(b->leader_id);
		break;
	}
	case 4: {
		struct kr_end_quorum_epoch_request *e = &m.u.end_req;
		m.type = KR_MSG_END_QUORUM_EPOCH_REQUEST;
		e->cluster_id = any_cluster(s);
		e->leader_epoch = any_epoch(s, epoch);
		e->leader_id = any_id(s, true);
		if (e->leader_epoch == epoch && e->leader_id == leader)
			e->leader_id = 99;
		e->n_preferred_successors = (int32_t)pick(s, KR_MAX_VOTERS + 1);
		for (int32_t i = 0; i < e->n_preferred_successors; i++) {
			e->preferred_successors[i] = i == 0 && pick(s, 2)
							     ? nd->id
							     : any_id(s, true);
			if (pick(s, 2))
				e->preferred_directory_ids[i] = any_dir(s);
		}
		m.from = sender(e->leader_id);
		break;
	}
	case 5:
	case 6:
	case 7: {
		struct kr_fetch_request *f = &m.u.fetch_req;
		m.type = KR_MSG_FETCH_REQUEST;
		f->cluster_id = any_cluster(s);
		f->replica_id = any_id(s, true);
		f->replica_directory_id = any_dir(s);
		f->max_wait_ms = pick(s, 8) ? (int32_t)pick(s, 600) : -1;
		f->current_leader_epoch = pick(s, 2) ? epoch : any_epoch(s, epoch);
		f->fetch_offset = pick(s, 2) ? end : any_offset(s, end);
		f->last_fetched_epoch = pick(s, 2) ? kr_core_last_epoch(c)
						   : any_epoch(s, epoch);
		f->max_bytes = pick(s, 4) ? 1 << 20 : (int32_t)pick(s, INT32_MAX);
		m.from = sender(f->replica_id);
		break;
	}
	case 8: {
		struct kr_fetch_snapshot_request *f = &m.u.snap_req;
		m.type = KR_MSG_FETCH_SNAPSHOT_REQUEST;
		f->cluster_id = any_cluster(s);
		f->replica_id = any_id(s, true);
		f->replica_directory_id = any_dir(s);
		f->max_bytes = pick(s, 2) ? (int32_t)pick(s, 4096) : (int32_t)pick(s, INT32_MAX);
		f->current_leader_epoch = pick(s, 2) ? epoch : any_epoch(s, epoch);
		size_t n;
		const struct kr_snapshot_id *held = kr_core_snapshots(c, &n);
		if (n > 0 && pick(s, 2))
			f->snapshot_id = held[pick(s, (int64_t)n)];
		else
			f->snapshot_id = (struct kr_snapshot_id){ any_offset(s, end),
								  any_epoch(s, epoch) };
		f->position = any_offset(s, 2000);
		m.from = sender(f->replica_id);
		break;
	}
	default: {
		/* an answer to nothing: from the adversary itself, which no
		 * node ever asks (a node reads answers only on connections it
		 * opened to its voters) */
		static const enum kr_msg_type resp[] = {
			KR_MSG_VOTE_RESPONSE, KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE,
			KR_MSG_END_QUORUM_EPOCH_RESPONSE, KR_MSG_FETCH_RESPONSE,
			KR_MSG_FETCH_SNAPSHOT_RESPONSE
		};
		m.type = resp[pick(s, 5)];
		m.from = 99;
		m.u.fetch_resp.leader_id = any_id(s, true);
		m.u.fetch_resp.leader_epoch = any_epoch(s, epoch);
		m.u.fetch_resp.high_watermark = any_offset(s, end);
		m.u.fetch_resp.diverging_epoch = -1;
		m.u.fetch_resp.diverging_end_offset = -1;
		if (m.type == KR_MSG_VOTE_RESPONSE) {
			m.u.vote_resp.leader_id = any_id(s, true);
			m.u.vote_resp.leader_epoch = any_epoch(s, epoch);
			m.u.vote_resp.vote_granted = true;
		} else if (m.type == KR_MSG_FETCH_SNAPSHOT_RESPONSE) {
			m.u.snap_resp.leader_id = any_id(s, true);
			m.u.snap_resp.leader_epoch = any_epoch(s, epoch);
			m.u.snap_resp.snapshot_id = (struct kr_snapshot_id){ any_offset(s, end), 1 };
			m.u.snap_resp.size = any_offset(s, 1000);
			m.u.snap_resp.position = any_offset(s, 1000);
		} else if (m.type != KR_MSG_FETCH_RESPONSE) {
			m.u.epoch_resp.leader_id = any_id(s, true);
			m.u.epoch_resp.leader_epoch = any_epoch(s, epoch);
		}
		break;
	}
	}
	s->st.adversary_messages++;
	sim_deliver(s, to, &m);
}
