/*
 * raft/core/election.c — the Vote API: granting votes, candidacy, backoff.
 * Implements KIP-595 "Vote" (request and response handling, gridlocked
 * elections) with the KRaft details of QuorumState / CandidateState.
 */
#include "core.h"

static int64_t log_cmp(int32_t e1, int64_t o1, int32_t e2, int64_t o2)
{
	if (e1 != e2)
		return e1 < e2 ? -1 : 1;
	return o1 < o2 ? -1 : o1 > o2;
}

static bool log_up_to_date(struct kr_core *c, const struct kr_vote_request *r)
{
	/* KIP-595: "Check that the candidate's log is at least as up-to-date
	 * as it" — epoch first, then offset. */
	return log_cmp(r->last_offset_epoch, r->last_offset,
		       kr__log_last_epoch(c), c->leo) >= 0;
}

/* KIP-996 as Kafka 4.0 has it: a pre-vote is granted on the log alone,
 * except by the Leader, and by a Follower that has fetched from its
 * leader since it began following it: that leader is alive, and the
 * pre-vote is what keeps a voter cut off from it from deposing it.
 * Nothing is recorded. A Resigned leader grants: it knows its epoch has
 * no leader any more, and without its grant the successor it named in
 * EndQuorumEpoch is refused by voters the request has not reached yet. */
static bool can_grant_pre_vote(struct kr_core *c, const struct kr_vote_request *r)
{
	if (!c->is_voter &&
	    (c->cfg.node_id == KR_NO_ID || r->voter_id != c->cfg.node_id))
		return false;
	if (kr__has_live_leader(c))
		return false;
	return log_up_to_date(c, r);
}

static bool can_grant(struct kr_core *c, const struct kr_vote_request *r)
{
	/* A replica outside its own voter set votes only when the candidate
	 * addresses it as a voter (Vote v1 VoterId): the candidate's log may
	 * hold the record that added it while its own log does not yet. Raft
	 * (dissertation 4.2.3) has servers vote regardless of their own
	 * configuration for this reason; without it a quorum whose only
	 * other voter lacks the record that added it cannot elect anyone.
	 * Safe: the vote is persisted and given once per epoch like any
	 * other, and the candidate counts it only if its set names us. */
	if (!c->is_voter &&
	    (c->cfg.node_id == KR_NO_ID || r->voter_id != c->cfg.node_id))
		return false;
	bool fault = (c->cfg.faults & KR_FAULT_DOUBLE_VOTE) != 0;
	/* Follower, Leader, Candidate and Resigned reject in their epoch */
	if (c->state == KR_STATE_LEADER || c->state == KR_STATE_CANDIDATE ||
	    c->state == KR_STATE_RESIGNED)
		return false;
	if (!fault && ((c->state != KR_STATE_UNATTACHED &&
			c->state != KR_STATE_PROSPECTIVE) ||
		       c->leader_id != KR_NO_ID))
		return false;
	/* KIP-595: "Next it checks if it has voted for that candidate epoch
	 * already. If it has, then only grant the vote if the candidate id
	 * matches the id that was already voted." */
	if (c->voted_id != KR_NO_ID && c->voted_id != r->candidate_id && !fault)
		return false;
	return log_up_to_date(c, r);
}

/* Checks a Vote request before it may change anything (kraft.h "Hostile
 * input"): the verdict to answer with; NONE to go ahead. */
static struct kr_verdict check_vote_request(struct kr_core *c,
					    const struct kr_vote_request *r)
{
	struct kr_verdict v = { KW_PERR_NONE, 0, NULL };
	if (!kr__cluster_ok(c, r->cluster_id))
		return (struct kr_verdict){ KW_PERR_INCONSISTENT_CLUSTER_ID,
					    KR_REFUSAL_INVALID, "cluster id differs" };
	/* KIP-996 (Kafka 4.0): a pre-vote carries the prospective's own
	 * epoch, which its log may already hold; a real vote carries a new
	 * one */
	if (r->last_offset < 0 || r->last_offset_epoch < 0 ||
	    r->last_offset_epoch > r->candidate_epoch ||
	    (!r->pre_vote && r->last_offset_epoch == r->candidate_epoch))
		return (struct kr_verdict){ KW_PERR_INVALID_REQUEST, KR_REFUSAL_INVALID,
					    "last offset or epoch impossible for "
					    "the candidate epoch" };
	/* KIP-595: "First it checks whether an epoch larger than the
	 * candidate epoch from the request is known. If so, the vote is
	 * rejected." — ordinary traffic, not listed */
	if (r->candidate_epoch < c->epoch) {
		v.error = KW_PERR_FENCED_LEADER_EPOCH;
		return v;
	}
	if (r->candidate_id < 0 ||
	    (r->candidate_id == c->cfg.node_id && c->cfg.node_id != KR_NO_ID))
		return (struct kr_verdict){ KW_PERR_INVALID_REQUEST, KR_REFUSAL_INVALID,
					    "candidate id is this node's or negative" };
	/* Kafka's isValidVoterKey (checked there after the epoch bump; here
	 * before anything changes) */
	if (!kr__addressed_to_me(c, r->voter_id, &r->voter_directory_id))
		return (struct kr_verdict){ KW_PERR_INVALID_VOTER_KEY,
					    KR_REFUSAL_NOT_VOTER,
					    "addressed to another replica" };
	/* KIP-595: "Check whether CandidateId is one of the expected voters.
	 * If not, then reject the vote." — and never take its epoch (kraft.h
	 * "Who may raise this node's epoch") */
	if (!kr__member_known(c, r->candidate_id) ||
	    !kr__dir_matches(c, r->candidate_id, &r->candidate_directory_id))
		return (struct kr_verdict){ KW_PERR_INCONSISTENT_VOTER_SET,
					    KR_REFUSAL_NOT_VOTER,
					    "candidate is not a voter" };
	return kr__check_request_epoch(c, r->candidate_epoch);
}

void kr__handle_vote_request(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_vote_request *r = &m->u.vote_req;
	bool granted = false;
	struct kr_verdict v = check_vote_request(c, r);
	if (v.error == KW_PERR_NONE) {
		/* KIP-595: "the voter should accept the epoch bump" */
		if (r->candidate_epoch > c->epoch)
			kr__to_unattached(c, r->candidate_epoch, KR_NO_ID);
		granted = r->pre_vote ? can_grant_pre_vote(c, r) : can_grant(c, r);
		if (granted && !r->pre_vote) {
			/* a Prospective voter that votes is Unattached with
			 * that vote (its own pre-vote is over) */
			if (c->state == KR_STATE_PROSPECTIVE)
				kr__to_unattached(c, c->epoch, KR_NO_ID);
			/* KIP-595: "grant that vote by first updating the
			 * quorum-state file, and then returning the response"
			 * — the response is held back until the write is done */
			c->voted_id = r->candidate_id;
			kr__persist(c);
			c->election_deadline = c->now + kr__election_timeout(c);
		}
	}
	kr__refuse_verdict(c, m, r->candidate_epoch, v);
	struct kr_msg *o = kr__send(c, KR_MSG_VOTE_RESPONSE, m->from,
				    m->request_id);
	if (!o)
		return;
	bool top = v.error == KW_PERR_INCONSISTENT_CLUSTER_ID;
	o->u.vote_resp.error_code = top ? v.error : KW_PERR_NONE;
	o->u.vote_resp.partition_error = top ? KW_PERR_NONE : v.error;
	o->u.vote_resp.leader_id =
		c->state == KR_STATE_RESIGNED ? KR_NO_ID : c->leader_id;
	o->u.vote_resp.leader_epoch = c->epoch;
	o->u.vote_resp.vote_granted = granted;
}

static int32_t count(const bool *v, int n)
{
	int32_t k = 0;
	for (int i = 0; i < n; i++)
		k += v[i];
	return k;
}

static void win(struct kr_core *c)
{
	/* KIP-595: "it can transit to the leader state by updating the
	 * quorum-state file indicating itself as the leader for the new
	 * epoch" — we act as leader once that write completes. */
	c->won = true;
	c->leader_id = c->cfg.node_id;
	kr__persist(c);
	c->won_seq = c->qs_seq;
}

/* KIP-595: "Generally if a voter fails to get a majority of votes before
 * quorum.election.timeout.ms, then the vote is deemed to have failed,
 * which will cause the candidate to bump the epoch, step down, and backoff
 * according to quorum.election.backoff.max.ms before retrying." */
void kr__candidate_backoff(struct kr_core *c)
{
	int32_t r = c->retries < 1 ? 1 : c->retries;
	int shift = r - 1 < 20 ? r - 1 : 20;
	int64_t ms = (int64_t)c->cfg.election_backoff_base_ms *
		     kr__rand_below(c, (int64_t)2 << shift);
	if (ms > c->cfg.election_backoff_max_ms)
		ms = c->cfg.election_backoff_max_ms;
	c->backing_off = true;
	c->backoff_deadline = c->now + ms;
	c->election_deadline = INT64_MAX;
}

void kr__handle_vote_response(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_vote_response *r = &m->u.vote_resp;
	int32_t req_epoch;
	if (!kr__match_response(c, m, &req_epoch))
		return;
	if (r->error_code != KW_PERR_NONE) {
		/* Kafka 4.0: a voter that cannot take Vote v2 may not know
		 * pre-vote at all: stand for real at once */
		if (r->error_code == KW_PERR_UNSUPPORTED_VERSION &&
		    c->state == KR_STATE_PROSPECTIVE && req_epoch == c->epoch) {
			kr__to_candidate(c);
			return;
		}
		kr__note_response_error(c, m, r->error_code);
		kr__conn_backoff(c, m->from);
		return;
	}
	if (!kr__observe_response(c, m, r->leader_epoch, r->leader_id))
		return;
	if (c->state == KR_STATE_PROSPECTIVE) {
		if (req_epoch != c->epoch)
			return;
		if (r->partition_error != KW_PERR_NONE) {
			kr__conn_backoff(c, m->from);
			return;
		}
		int pv = kr__voter_index(c, m->from);
		if (pv < 0)
			return;
		if (r->vote_granted)
			c->granted[pv] = true;
		else
			c->rejected[pv] = true;
		kr__poll_prospective(c);
		return;
	}
	/* KIP-595: "First we need to check if the voter is still a candidate
	 * ... if it is no longer in "candidate" state, just ignore the
	 * response." */
	if (c->state != KR_STATE_CANDIDATE || req_epoch != c->epoch ||
	    c->won || c->backing_off)
		return;
	if (r->partition_error != KW_PERR_NONE) {
		kr__conn_backoff(c, m->from);
		return;
	}
	/* the voter set may have changed since the request went out */
	int v = kr__voter_index(c, m->from);
	if (v < 0)
		return;
	if (r->vote_granted) {
		c->granted[v] = true;
		if (count(c->granted, c->cfg.n_voters) >= kr__majority(c))
			win(c);
	} else {
		c->rejected[v] = true;
		/* KIP-595: "Under some situations, a candidate can immediately
		 * detect when a vote has failed ... The candidate in this case
		 * can immediately step down and backoff." */
		if (count(c->rejected, c->cfg.n_voters) >
		    c->cfg.n_voters - kr__majority(c))
			kr__candidate_backoff(c);
	}
}

static void send_vote_requests(struct kr_core *c, bool pre_vote);

void kr__poll_candidate(struct kr_core *c)
{
	if (c->won)
		return;
	if (count(c->granted, c->cfg.n_voters) >= kr__majority(c)) {
		win(c);
		return;
	}
	if (c->backing_off) {
		/* KIP-996: the next try starts with a pre-vote */
		if (c->now >= c->backoff_deadline)
			kr__elect(c);
		return;
	}
	if (c->now >= c->election_deadline) {
		kr__candidate_backoff(c);
		return;
	}
	send_vote_requests(c, false);
}

static void send_vote_requests(struct kr_core *c, bool pre_vote)
{
	for (int i = 0; i < c->cfg.n_voters; i++) {
		if (c->cfg.voters[i] == c->cfg.node_id || c->granted[i] ||
		    c->rejected[i] || !kr__conn_ready(c, c->cfg.voters[i]))
			continue;
		struct kr_msg *o = kr__send_request(c, KR_MSG_VOTE_REQUEST,
						    c->cfg.voters[i]);
		if (!o)
			return;
		o->u.vote_req.cluster_id = kr__cluster(c);
		o->u.vote_req.candidate_epoch = c->epoch;
		o->u.vote_req.candidate_id = c->cfg.node_id;
		o->u.vote_req.candidate_directory_id = c->cfg.directory_id;
		o->u.vote_req.last_offset_epoch = kr__log_last_epoch(c);
		o->u.vote_req.last_offset = c->leo;
		o->u.vote_req.voter_id = c->cfg.voters[i];
		o->u.vote_req.voter_directory_id =
			kr__voter_dir(c, c->cfg.voters[i]);
		o->u.vote_req.pre_vote = pre_vote;
	}
}

/* KIP-996: the Prospective state (Kafka's ProspectiveState). */
void kr__poll_prospective(struct kr_core *c)
{
	if (count(c->granted, c->cfg.n_voters) >= kr__majority(c) ||
	    (c->cfg.faults & KR_FAULT_SKIP_PRE_VOTE)) {
		kr__to_candidate(c);
		return;
	}
	bool lost = count(c->rejected, c->cfg.n_voters) >
		    c->cfg.n_voters - kr__majority(c);
	if (lost || c->now >= c->election_deadline) {
		/* back to what it was: the leader's follower when it knew
		 * one (the fetch timer starts over), else Unattached with its
		 * vote (the election timer starts over) */
		if (c->leader_id >= 0)
			kr__to_follower(c, c->epoch, c->leader_id);
		else
			kr__to_unattached(c, c->epoch, c->voted_id);
		return;
	}
	send_vote_requests(c, true);
}
