/*
 * raft/core/voters.c — the leader side of KIP-853: AddRaftVoter,
 * RemoveRaftVoter and UpdateRaftVoter, and the bootstrap voter set a first
 * leader writes into the log.
 *
 * Each request appends one VotersRecord (the whole voter set, with each
 * voter's directory id, endpoint and kraft.version range) into the same
 * membership history AlterQuorum writes its VoterAssignment records to
 * (membership.c): the latest entry of either kind is the set in force, on
 * every replica as soon as it is appended. One change at a time, as Kafka
 * does: a request is refused with REQUEST_TIMED_OUT while the epoch's
 * LeaderChange or the latest voter record is not committed, or while an
 * AlterQuorum target is in progress (KIP-853 and the draft's reassignment
 * never interleave). Kafka's other answers: NOT_LEADER_OR_FOLLOWER,
 * DUPLICATE_VOTER (the id already votes), VOTER_NOT_FOUND (no voter with
 * that id and directory id, or the last one), INVALID_REQUEST. A new voter must be fetching
 * as an observer with that directory id and have reached the high
 * watermark, else REQUEST_TIMED_OUT at once (Kafka's AddVoterHandler).
 * The request completes when its record is committed (alter_done NONE),
 * or with NOT_LEADER_OR_FOLLOWER when leadership ends first. A leader that
 * removes itself keeps leading until the removal is committed, then
 * resigns (membership.c's poll).
 */
#include <string.h>

#include "core.h"

/* Refuses request req at once: an alter_done entry with the reason. */
static int refuse(struct kr_core *c, uint64_t req, int16_t code, const char *why)
{
	return kr__alter_done(c, req, code, why);
}

static int32_t find_voter(const struct kr_voter_assignment *a, int32_t id)
{
	for (int32_t i = 0; i < a->n_current; i++)
		if (a->current[i] == id)
			return i;
	return -1;
}

/* The voter (id, dir) of entry a: the id votes, and its directory id is
 * the one given (an entry that knows none matches any). */
static bool voter_key_matches(const struct kr_voter_assignment *a, int32_t i,
			      const struct kw_uuid *dir)
{
	return kw_uuid_is_zero(&a->dirs[i]) || kw_uuid_equal(&a->dirs[i], dir);
}

/* An observer fetching with exactly (id, dir) that was caught up with
 * the leader's log within the fetch timeout (Kafka's
 * isReplicaCaughtUp: its lastCaughtUpTimestamp is recent). */
static bool observer_caught_up(const struct kr_core *c, int32_t id,
			       const struct kw_uuid *dir)
{
	for (int k = 0; k < c->n_observers; k++) {
		const struct kr_replica *r = &c->observers[k];
		if (r->id == id && kw_uuid_equal(&r->dir, dir) &&
		    r->last_caught_up_ms >= 0 &&
		    c->now - r->last_caught_up_ms <= c->cfg.fetch_timeout_ms)
			return true;
	}
	return false;
}

/* Appends entry next as a VotersRecord (after a KRaftVersionRecord when
 * the log has no KIP-853 set yet) and returns the VotersRecord's offset
 * (the batch's last), -1 on failure. */
static int64_t append_voters(struct kr_core *c,
			     const struct kr_voter_assignment *next)
{
	const struct kr_voter_assignment *a = kr__member_latest(c);
	bool upgrade = !a->voters_record || a->offset < 0;
	kr__leader_drain(c);
	struct kr_batch b = kr__voters_record_batch(c, c->leo, c->epoch, next,
						    upgrade);
	if (!b.data.ptr) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return -1;
	}
	kr__log_append(c, &b);
	kr__leader_appended(c);
	return b.base_offset + b.count - 1;
}

/* Why no change can start now, or NULL. */
static const char *busy(const struct kr_core *c)
{
	const struct kr_voter_assignment *a = kr__member_latest(c);
	if (c->hw <= c->epoch_start_offset)
		return "the leader has not committed an offset in its epoch yet";
	if (c->hw <= a->offset)
		return "a voter change is still being committed";
	if (a->n_target >= 0)
		return "an AlterQuorum reassignment is in progress";
	return NULL;
}

int kr__voter_change(struct kr_core *c, enum kr_event_type type,
		     const struct kr_event_voter *v)
{
	if (c->state != KR_STATE_LEADER)
		return KR_ERR_NOT_LEADER;
	if (!memchr(v->endpoint.name, 0, sizeof(v->endpoint.name)) ||
	    !memchr(v->endpoint.host, 0, sizeof(v->endpoint.host)))
		return KR_ERR_INVALID_ARGUMENT; /* the caller's strings, unended */
	if (v->id < 0)
		return refuse(c, v->req, KW_PERR_INVALID_REQUEST,
			      "the voter id is negative");
	if (type != KR_EVENT_REMOVE_VOTER &&
	    (v->endpoint.port == 0 || !v->endpoint.host[0]))
		return refuse(c, v->req, KW_PERR_INVALID_REQUEST,
			      "the voter has no endpoint");
	if (type != KR_EVENT_REMOVE_VOTER &&
	    (v->kraft_min > v->kraft_max || v->kraft_max < 1 || v->kraft_min > 1))
		return refuse(c, v->req, KW_PERR_INVALID_REQUEST,
			      "the voter does not support kraft.version 1");
	const char *why = busy(c);
	if (why)
		return refuse(c, v->req, KW_PERR_REQUEST_TIMED_OUT, why);

	struct kr_voter_assignment next = *kr__member_latest(c);
	int32_t i = find_voter(&next, v->id);
	switch (type) {
	case KR_EVENT_ADD_VOTER:
		if (i >= 0)
			return refuse(c, v->req, KW_PERR_DUPLICATE_VOTER,
				      "the voter id is already a voter");
		if (next.n_current >= KR_MAX_VOTERS)
			return refuse(c, v->req, KW_PERR_INVALID_REQUEST,
				      "the voter set is full");
		if (kw_uuid_is_zero(&v->dir))
			return refuse(c, v->req, KW_PERR_INVALID_REQUEST,
				      "the new voter has no directory id");
		if (!observer_caught_up(c, v->id, &v->dir))
			return refuse(c, v->req, KW_PERR_REQUEST_TIMED_OUT,
				      "the new voter is not an observer caught "
				      "up with the leader's high watermark");
		i = next.n_current++;
		next.current[i] = v->id;
		break;
	case KR_EVENT_REMOVE_VOTER:
		if (i < 0 || !voter_key_matches(&next, i, &v->dir))
			return refuse(c, v->req, KW_PERR_VOTER_NOT_FOUND,
				      "no voter has that id and directory id");
		if (next.n_current == 1) /* Kafka's answer for an empty set */
			return refuse(c, v->req, KW_PERR_VOTER_NOT_FOUND,
				      "the last voter cannot be removed");
		next.n_current--;
		memmove(&next.current[i], &next.current[i + 1],
			(size_t)(next.n_current - i) * sizeof(next.current[0]));
		memmove(&next.dirs[i], &next.dirs[i + 1],
			(size_t)(next.n_current - i) * sizeof(next.dirs[0]));
		memmove(&next.endpoints[i], &next.endpoints[i + 1],
			(size_t)(next.n_current - i) * sizeof(next.endpoints[0]));
		memmove(&next.kraft_min[i], &next.kraft_min[i + 1],
			(size_t)(next.n_current - i) * sizeof(next.kraft_min[0]));
		memmove(&next.kraft_max[i], &next.kraft_max[i + 1],
			(size_t)(next.n_current - i) * sizeof(next.kraft_max[0]));
		break;
	case KR_EVENT_UPDATE_VOTER:
		if (i < 0 || !voter_key_matches(&next, i, &v->dir))
			return refuse(c, v->req, KW_PERR_VOTER_NOT_FOUND,
				      "no voter has that id and directory id");
		if (next.voters_record &&
		    memcmp(&next.endpoints[i], &v->endpoint, sizeof(v->endpoint)) == 0 &&
		    next.kraft_min[i] == v->kraft_min && next.kraft_max[i] == v->kraft_max)
			/* the log says so already: nothing appended, so that
			 * repeated updates cannot grow the log */
			return kr__alter_done(c, v->req, KW_PERR_NONE, NULL);
		break;
	default:
		return KR_ERR_INVALID_ARGUMENT;
	}
	if (type != KR_EVENT_REMOVE_VOTER) {
		/* an update never gives a voter a directory id the log did
		 * not have: a voter of a configured quorum (no directory ids)
		 * that loses its disk rejoins as before */
		if (type == KR_EVENT_ADD_VOTER)
			next.dirs[i] = v->dir;
		next.endpoints[i] = v->endpoint;
		next.kraft_min[i] = v->kraft_min;
		next.kraft_max[i] = v->kraft_max;
	}
	next.voters_record = true;
	next.n_target = -1;
	int64_t at = append_voters(c, &next);
	if (at < 0 || c->fatal)
		return 0;
	struct kr_pending_alter *p = kr__vec_push(&c->alters);
	if (!p) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return KR_ERR_NOMEM;
	}
	p->id = v->req;
	p->offset = at;
	return 0;
}

void kr__voters_leader_start(struct kr_core *c)
{
	/* Kafka's LeaderState: a bootstrap set (kwire format --standalone or
	 * --initial-controllers) is not in the log until the first leader
	 * writes it, with kraft.version 1, right after its LeaderChange */
	const struct kr_voter_assignment *a = kr__member_latest(c);
	if (c->cfg.kraft_version < 1 || a->offset >= 0 || !a->voters_record)
		return;
	struct kr_voter_assignment boot = *a;
	struct kr_batch b = kr__voters_record_batch(c, c->leo, c->epoch, &boot,
						    true);
	if (!b.data.ptr) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	kr__log_append(c, &b);
}
