/*
 * raft/core/membership.c — the voter set as the log defines it, and the
 * leader side of AlterQuorum (the KIP-595 draft's "Reassignment
 * Algorithm").
 *
 * The set in force is the CurrentVoters of the latest VoterAssignment
 * record in the log, committed or not, or the configured voters when the
 * log holds none. Every replica switches as soon as it appends the record
 * (draft: "followers will begin acting with the new voter information as
 * soon as the log entry has been appended"), and switches back when a
 * truncation removes it: the history is kept by offset (the rollback that
 * canonical/raft got wrong, issues 250 and 323). Safety comes from changing
 * one voter per record and appending a record only once the previous one
 * is committed, so any two consecutive sets have overlapping majorities
 * (KIP-853 does the same with VotersRecord).
 *
 * cfg.voters / cfg.n_voters always hold the set in force, so the rest of
 * the core (high watermark, votes, check-quorum) reads it there; every
 * array indexed by voter position is remapped by id when it changes.
 */
#include <string.h>

#include "core.h"

bool kr__ids_have(const int32_t *v, int32_t n, int32_t id)
{
	for (int32_t i = 0; i < n; i++)
		if (v[i] == id)
			return true;
	return false;
}
#define has kr__ids_have

/* Where voter id sits in entry a's current set, or -1. */
static int32_t entry_index(const struct kr_voter_assignment *a, int32_t id)
{
	for (int32_t i = 0; i < a->n_current; i++)
		if (a->current[i] == id)
			return i;
	return -1;
}


static bool same_set(const int32_t *a, int32_t na, const int32_t *b,
		     int32_t nb)
{
	if (na != nb)
		return false;
	for (int32_t i = 0; i < na; i++)
		if (!has(b, nb, a[i]))
			return false;
	return true;
}

const struct kr_voter_assignment *kr__member_latest(const struct kr_core *c)
{
	return &KR_AT(c->assignments, struct kr_voter_assignment,
		      c->assignments.n - 1);
}

bool kr__member_must_flush(const struct kr_core *c)
{
	/* KAFKA-17332: a replica that may be added acknowledges only durable
	 * data, because the leader counts its fetch offset once it is added;
	 * with AddRaftVoter any observer with an id may be */
	return c->is_voter || c->cfg.observer_flush || c->cfg.node_id != KR_NO_ID;
}

void kr__member_add_stray(struct kr_core *c, int32_t id)
{
	if (id < 0 || id == c->cfg.node_id || has(c->strays, c->n_strays, id))
		return;
	if (c->n_strays == KR_MAX_STRAYS) {
		memmove(c->strays, c->strays + 1,
			(KR_MAX_STRAYS - 1) * sizeof(c->strays[0]));
		c->n_strays--;
	}
	c->strays[c->n_strays++] = id;
}

static void fresh_replica(const struct kr_core *c, struct kr_replica *r,
			  int32_t id)
{
	memset(r, 0, sizeof(*r));
	r->id = id;
	r->dir = kr__voter_dir(c, id);
	r->end_offset = r->last_fetch_ms = r->last_caught_up_ms = r->leo_at_fetch = -1;
}

int kr__member_observer(const struct kr_core *c, int32_t id)
{
	int best = -1;
	for (int k = 0; k < c->n_observers; k++) {
		const struct kr_replica *r = &c->observers[k];
		if (r->id == id && kr__dir_matches(c, id, &r->dir) &&
		    (best < 0 || r->last_fetch_ms > c->observers[best].last_fetch_ms))
			best = k;
	}
	return best;
}

/* Puts the voter set `nv` in force: remaps everything indexed by voter
 * position, moves the leader's replica state between voters and
 * observers, and updates is_voter. */
static void set_voters(struct kr_core *c, const int32_t *nv, int32_t n,
		       bool adjust)
{
	int32_t old_ids[KR_MAX_VOTERS];
	struct kr_replica old_rep[KR_MAX_VOTERS];
	bool old_granted[KR_MAX_VOTERS], old_rejected[KR_MAX_VOTERS],
		old_end[KR_MAX_VOTERS];
	int32_t nold = c->cfg.n_voters;
	bool leader = c->state == KR_STATE_LEADER;

	if (nold == n && memcmp(c->cfg.voters, nv, (size_t)n * sizeof(*nv)) == 0)
		return;
	memcpy(old_ids, c->cfg.voters, sizeof(old_ids));
	memcpy(old_rep, c->replicas, sizeof(old_rep));
	memcpy(old_granted, c->granted, sizeof(old_granted));
	memcpy(old_rejected, c->rejected, sizeof(old_rejected));
	memcpy(old_end, c->end_acked, sizeof(old_end));

	for (int32_t i = 0; i < n; i++) {
		int32_t id = nv[i], j = -1;
		for (int32_t k = 0; k < nold; k++)
			if (old_ids[k] == id)
				j = k;
		if (j >= 0) {
			c->replicas[i] = old_rep[j];
			c->granted[i] = old_granted[j];
			c->rejected[i] = old_rejected[j];
			c->end_acked[i] = old_end[j];
			continue;
		}
		c->granted[i] = c->rejected[i] = false;
		c->end_acked[i] = id == c->cfg.node_id;
		fresh_replica(c, &c->replicas[i], id);
		/* an added voter keeps what the leader knew of it as an
		 * observer (its fetch offset is what makes it caught up) —
		 * the observer with its identity that fetched last */
		int k = kr__member_observer(c, id);
		if (k >= 0) {
			c->replicas[i] = c->observers[k];
			c->replicas[i].fetched_this_period = false;
			memmove(&c->observers[k], &c->observers[k + 1],
				(size_t)(c->n_observers - k - 1) *
					sizeof(c->observers[0]));
			c->n_observers--;
		}
	}
	for (int32_t k = 0; k < nold; k++) {
		if (has(nv, n, old_ids[k]))
			continue;
		/* a removed voter that misses its removal keeps standing for
		 * election: remember it, the leader tells it who leads */
		kr__member_add_stray(c, old_ids[k]);
		if (leader && old_ids[k] != c->cfg.node_id &&
		    c->n_observers < KR_MAX_OBSERVERS)
			c->observers[c->n_observers++] = old_rep[k];
	}
	memcpy(c->cfg.voters, nv, (size_t)n * sizeof(*nv));
	c->cfg.n_voters = n;
	c->is_voter = c->cfg.node_id != KR_NO_ID &&
		      kr__voter_index(c, c->cfg.node_id) >= 0;
	if (!adjust)
		return;
	c->upd.voters_changed = true;
	if (leader)
		/* check-quorum counts the new set from now on */
		c->check_quorum_deadline =
			c->now + kr__check_quorum_timeout(c);
	bool stand = kr__member_can_stand(c);
	if (c->state == KR_STATE_UNATTACHED) {
		if (!stand)
			c->election_deadline = INT64_MAX; /* observer now */
		else if (c->election_deadline == INT64_MAX)
			c->election_deadline = c->now + kr__election_timeout(c);
	}
	if ((c->state == KR_STATE_CANDIDATE ||
	     c->state == KR_STATE_PROSPECTIVE) && !c->is_voter)
		kr__to_unattached(c, c->epoch, c->voted_id);
	if (leader)
		/* a smaller majority may move the HW; a larger one never
		 * moves it back (kr__set_hw ignores a smaller value) */
		kr__leader_update_hw(c);
}


/* The record that brought the set in force (the first of the trailing
 * records with that CurrentVoters), and the set before it, or NULL. */
static size_t set_start(const struct kr_core *c)
{
	const struct kr_voter_assignment *a = c->assignments.p;
	size_t r = c->assignments.n - 1;
	while (r > 0 && same_set(a[r - 1].current, a[r - 1].n_current,
				 a[r].current, a[r].n_current))
		r--;
	return r;
}

bool kr__member_can_stand(const struct kr_core *c)
{
	if (c->is_voter || c->standing_prev)
		return true;
	if (c->cfg.node_id == KR_NO_ID)
		return false;
	size_t r = set_start(c);
	if (r == 0)
		return false;
	const struct kr_voter_assignment *a = c->assignments.p;
	/* removed by a record not known to be committed: the previous set
	 * may still be the one in force elsewhere (Raft's adjacent
	 * configurations), and this replica may hold the longest log of
	 * that set, so it may stand as a voter of the previous set. Without
	 * this a replica whose log removes it (a leader that removed itself
	 * and lost leadership before the commit, or a follower after the
	 * leader lost the unflushed record) could refuse every other
	 * candidate a vote for its longer log while never standing itself.
	 * Safe: the previous and the current set differ by one voter, so
	 * their majorities overlap and one vote per epoch still rules out
	 * two leaders, and the log comparison still protects committed
	 * entries. */
	return kr__committed_floor(c) <= a[r].offset &&
	       has(a[r - 1].current, a[r - 1].n_current, c->cfg.node_id);
}

bool kr__member_known(const struct kr_core *c, int32_t id)
{
	if (id < 0)
		return false;
	const struct kr_voter_assignment *a = kr__member_latest(c);
	if (has(a->current, a->n_current, id) ||
	    (a->n_target > 0 && has(a->target, a->n_target, id)))
		return true;
	/* the one voter a change in progress adds is named by the target of
	 * the record before it, which is committed, so a majority of the old
	 * set knows it; the voter the latest change removes may still stand
	 * (kr__member_can_stand) and must be heard while that change may be
	 * rolled back */
	size_t r = set_start(c);
	if (r == 0)
		return false;
	const struct kr_voter_assignment *h = c->assignments.p;
	return kr__committed_floor(c) <= h[r].offset &&
	       has(h[r - 1].current, h[r - 1].n_current, id);
}

void kr__member_stand(struct kr_core *c)
{
	if (c->is_voter || !kr__member_can_stand(c))
		return;
	const struct kr_voter_assignment *a = c->assignments.p;
	size_t r = set_start(c);
	int32_t prev[KR_MAX_VOTERS];
	int32_t n = a[r - 1].n_current;
	memcpy(prev, a[r - 1].current, sizeof(prev));
	set_voters(c, prev, n, false);
	c->standing_prev = true;
}

void kr__member_unstand(struct kr_core *c)
{
	if (!c->standing_prev)
		return;
	c->standing_prev = false;
	const struct kr_voter_assignment *a = kr__member_latest(c);
	int32_t cur[KR_MAX_VOTERS];
	int32_t n = a->n_current;
	memcpy(cur, a->current, sizeof(cur));
	set_voters(c, cur, n, false);
}
/* The latest entry of the history before index `before` that names voter
 * id, and where; NULL when none does. */
static const struct kr_voter_assignment *
entry_naming(const struct kr_core *c, size_t before, int32_t id, int32_t *at)
{
	for (size_t i = before; i > 0; i--) {
		const struct kr_voter_assignment *a =
			&KR_AT(c->assignments, struct kr_voter_assignment, i - 1);
		if ((*at = entry_index(a, id)) >= 0)
			return a;
	}
	return NULL;
}

/* A VoterAssignment record names ids only: its entry (at index e) takes
 * what the history knew last of each of its voters (directory id,
 * endpoint, kraft range), so a voter removed and added back keeps its
 * identity; a voter never named before has the configured directory id,
 * if any, and no endpoint. */
static void inherit_voter_facts(struct kr_core *c, size_t e)
{
	struct kr_voter_assignment *a =
		&KR_AT(c->assignments, struct kr_voter_assignment, e);
	for (int32_t i = 0; i < a->n_current; i++) {
		int32_t j;
		const struct kr_voter_assignment *p =
			entry_naming(c, e, a->current[i], &j);
		if (p) {
			a->dirs[i] = p->dirs[j];
			a->endpoints[i] = p->endpoints[j];
			a->kraft_min[i] = p->kraft_min[j];
			a->kraft_max[i] = p->kraft_max[j];
			continue;
		}
		memset(&a->dirs[i], 0, sizeof(a->dirs[i]));
		memset(&a->endpoints[i], 0, sizeof(a->endpoints[i]));
		a->kraft_min[i] = a->kraft_max[i] = 0;
		for (int32_t k = 0; k < c->n_boot; k++)
			if (c->boot_ids[k] == a->current[i])
				a->dirs[i] = c->boot_dirs[k];
	}
}

static int push_assignment(struct kr_core *c,
			   const struct kr_voter_assignment *a)
{
	struct kr_voter_assignment *e = kr__vec_push(&c->assignments);
	if (!e)
		return KR_ERR_NOMEM;
	*e = *a;
	/* the first entry (the configured set) has its facts already */
	if (!a->voters_record && c->assignments.n > 1)
		inherit_voter_facts(c, c->assignments.n - 1);
	return 0;
}

struct kw_uuid kr__voter_dir(const struct kr_core *c, int32_t id)
{
	/* the latest entry that names the voter: a VotersRecord's directory
	 * id, or the one an entry inherited */
	int32_t j;
	const struct kr_voter_assignment *a =
		entry_naming(c, c->assignments.n, id, &j);
	if (a)
		return a->dirs[j];
	for (int32_t i = 0; i < c->n_boot; i++)
		if (c->boot_ids[i] == id)
			return c->boot_dirs[i];
	return (struct kw_uuid){ { 0 } };
}

/* Entry 0: the configured voters with their directory ids and endpoints
 * (a KIP-853 bootstrap set when cfg.kraft_version is 1). */
static void boot_entry(const struct kr_core *c, struct kr_voter_assignment *a)
{
	memset(a, 0, sizeof(*a));
	a->offset = -1;
	a->n_current = c->n_boot;
	memcpy(a->current, c->boot_ids, sizeof(a->current));
	memcpy(a->dirs, c->boot_dirs, sizeof(a->dirs));
	memcpy(a->endpoints, c->cfg.voter_endpoints, sizeof(a->endpoints));
	for (int32_t i = 0; i < a->n_current; i++)
		a->kraft_max[i] = 1; /* kwire speaks kraft.version 0 and 1 */
	a->n_target = -1;
	a->voters_record = c->cfg.kraft_version >= 1;
}

void kr__member_note_batch(struct kr_core *c, const struct kr_batch *b)
{
	struct kr_voter_assignment a;
	if (kr_voter_assignment_parse(b, &a) <= 0)
		return; /* none, or malformed: not a voter set we can use */
	if (push_assignment(c, &a) != 0) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	set_voters(c, a.current, a.n_current, true);
	/* a VotersRecord may change only endpoints (UpdateRaftVoter): the
	 * application dials the voters where the latest entry says */
	c->upd.voters_changed = true;
}

void kr__member_truncate(struct kr_core *c, int64_t offset)
{
	bool changed = false;
	while (c->assignments.n > 1 &&
	       kr__member_latest(c)->offset >= offset) {
		c->assignments.n--;
		changed = true;
	}
	if (changed) {
		const struct kr_voter_assignment *a = kr__member_latest(c);
		set_voters(c, a->current, a->n_current, true);
	}
}

int kr__member_boot(struct kr_core *c, bool scan,
		     const struct kr_voter_assignment *base, int64_t from)
{
	if (!scan) {
		/* entry 0: the configured set, never dropped */
		struct kr_voter_assignment a;
		boot_entry(c, &a);
		c->assignments.n = 0;
		return push_assignment(c, &a);
	}
	c->assignments.n = 1;
	/* a snapshot's set stands for everything before it (its records are
	 * committed, never truncated): the history starts there */
	if (base)
		KR_AT(c->assignments, struct kr_voter_assignment, 0) = *base;
	/* the log after it is read once: records of any age may define the
	 * set */
	int64_t off = from;
	while (off < c->leo) {
		struct kw_bytes v;
		kw_error_clear(&c->read_error);
		if (c->cfg.log_read(c->cfg.log_ctx, off, 1 << 20, &v, &c->read_error) < 0) {
			kr__stop_read(c, "rebuilding the voter set", off);
			return KR_ERR_LOG_READ;
		}
		size_t pos = 0;
		int64_t next = off;
		while (v.len > 0 && pos < (size_t)v.len) {
			struct kr_batch b;
			size_t sz = kr__batch_parse(v.ptr + pos, (size_t)v.len - pos,
						    &b, false);
			if (sz == 0)
				break;
			pos += sz;
			if (b.base_offset + b.count <= off)
				continue;
			next = b.base_offset + b.count;
			struct kr_voter_assignment a;
			if (b.control && kr_voter_assignment_parse(&b, &a) > 0 &&
			    push_assignment(c, &a) != 0)
				return KR_ERR_NOMEM;
		}
		if (next <= off)
			break;
		off = next;
	}
	const struct kr_voter_assignment *a = kr__member_latest(c);
	set_voters(c, a->current, a->n_current, true);
	c->is_voter = c->cfg.node_id != KR_NO_ID &&
		      kr__voter_index(c, c->cfg.node_id) >= 0;
	return 0;
}

void kr__member_reset(struct kr_core *c, const struct kr_voter_assignment *base)
{
	struct kr_voter_assignment a;
	if (base) {
		a = *base;
	} else {
		boot_entry(c, &a);
	}
	KR_AT(c->assignments, struct kr_voter_assignment, 0) = a;
	c->assignments.n = 1;
	set_voters(c, a.current, a.n_current, true);
}

void kr__member_free(struct kr_core *c)
{
	kr__vec_free(&c->assignments);
	kr__vec_free(&c->alters);
}

/* ---------------------------------------------------------------- */
/* leader: AlterQuorum                                                */
/* ---------------------------------------------------------------- */

static int64_t append_assignment(struct kr_core *c, const int32_t *cur,
				 int32_t ncur, const int32_t *target,
				 int32_t nt)
{
	/* records lingering in the accumulator keep the offsets promised */
	kr__leader_drain(c);
	struct kr_batch b = kr__voter_assignment_batch(c, c->leo, c->epoch,
						       cur, ncur, target, nt);
	if (!b.data.ptr) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return -1;
	}
	kr__log_append(c, &b);
	kr__leader_appended(c);
	return b.base_offset;
}

int kr__alter_done(struct kr_core *c, uint64_t id, int16_t err, const char *why)
{
	struct kr_alter_done *d = kr__vec_push(&c->out_alter);
	if (!d) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return KR_ERR_NOMEM;
	}
	d->id = id;
	d->error_code = err;
	d->message = why;
	return 0;
}

int kr__alter_quorum(struct kr_core *c, const int32_t *target, int32_t n,
		     uint64_t id)
{
	if (c->state != KR_STATE_LEADER)
		return KR_ERR_NOT_LEADER;
	if (n < -1 || n == 0 || n > KR_MAX_VOTERS || (n > 0 && !target))
		return KR_ERR_INVALID_ARGUMENT;
	for (int32_t i = 0; i < n; i++)
		if (target[i] < 0 || has(target, i, target[i]))
			return KR_ERR_INVALID_ARGUMENT;
	struct kr_voter_assignment a = *kr__member_latest(c);
	int64_t at;
	if (n < 0) {
		/* draft: "cancel an ongoing reassignment and leave the quorum
		 * with the current voters" */
		at = a.n_target < 0 ? a.offset
				    : append_assignment(c, a.current, a.n_current,
							NULL, -1);
	} else if (a.n_target >= 0 ? same_set(target, n, a.target, a.n_target)
				   : same_set(target, n, a.current, a.n_current)) {
		/* draft step 2: the latest assignment already asks for it */
		at = a.offset;
	} else {
		/* draft step 1: CurrentVoters as they are, the new target */
		at = append_assignment(c, a.current, a.n_current, target, n);
	}
	if (c->fatal)
		return 0;
	struct kr_pending_alter *p = kr__vec_push(&c->alters);
	if (!p) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return KR_ERR_NOMEM;
	}
	p->id = id;
	p->offset = at;
	return 0;
}

void kr__member_leader_stop(struct kr_core *c)
{
	for (size_t i = 0; i < c->alters.n; i++)
		kr__alter_done(c, KR_AT(c->alters, struct kr_pending_alter, i).id,
			       KW_PERR_NOT_LEADER_OR_FOLLOWER, NULL);
	c->alters.n = 0;
}

/* An observer that fetches with id's identity and has reached the high
 * watermark. */
static bool caught_up(const struct kr_core *c, int32_t id)
{
	if (id == c->cfg.node_id)
		return true; /* a leader outside the set, asked back in */
	int k = kr__member_observer(c, id);
	if (k < 0)
		return false;
	const struct kr_replica *r = &c->observers[k];
	return r->end_offset >= c->hw && r->last_fetch_ms >= 0 &&
	       c->now - r->last_fetch_ms <= c->cfg.fetch_timeout_ms;
}

void kr__member_poll_leader(struct kr_core *c)
{
	if (c->state != KR_STATE_LEADER)
		return;
	/* the HW is known only once this epoch's LeaderChange is committed
	 * (Raft's rule for membership changes: commit in your own term
	 * first) */
	if (c->hw <= c->epoch_start_offset)
		return;
	size_t keep = 0;
	for (size_t i = 0; i < c->alters.n; i++) {
		struct kr_pending_alter p = KR_AT(c->alters, struct kr_pending_alter, i);
		if (c->hw > p.offset)
			kr__alter_done(c, p.id, KW_PERR_NONE, NULL);
		else
			KR_AT(c->alters, struct kr_pending_alter, keep++) = p;
	}
	c->alters.n = keep;

	const struct kr_voter_assignment *a = kr__member_latest(c);
	if (c->hw <= a->offset)
		return; /* one change at a time: the last one is not committed */
	if (a->n_target < 0) {
		/* draft: a leader removed from the quorum steps down once the
		 * change is finished and committed */
		if (!c->is_voter)
			kr__leader_resign_now(c);
		return;
	}
	int32_t add[KR_MAX_VOTERS], rem[KR_MAX_VOTERS], na = 0, nr = 0;
	for (int32_t i = 0; i < a->n_target; i++)
		if (!has(a->current, a->n_current, a->target[i]))
			add[na++] = a->target[i];
	for (int32_t i = 0; i < a->n_current; i++)
		if (!has(a->target, a->n_target, a->current[i]))
			rem[nr++] = a->current[i];
	int32_t next[KR_MAX_VOTERS], nn = 0;
	if ((c->cfg.faults & KR_FAULT_JOINT_STEP) && na + nr > 1) {
		/* deliberately broken (simulator self-test): all at once */
		memcpy(next, a->target, sizeof(next));
		nn = a->n_target;
		int32_t tgt[KR_MAX_VOTERS];
		memcpy(tgt, a->target, sizeof(tgt));
		append_assignment(c, next, nn, tgt, nn);
		return;
	}
	if (na == 0 && nr == 0) {
		/* draft 6.1: "If TargetVoters = CurrentVoters, then the
		 * reassignment is done ... TargetVoters=null" */
		append_assignment(c, a->current, a->n_current, NULL, -1);
		return;
	}
	if (na >= nr && a->n_current < KR_MAX_VOTERS) {
		/* draft 3.1: add one of NewVoters, once it has caught up */
		int32_t pick = KR_NO_ID;
		for (int32_t i = 0; i < na && pick == KR_NO_ID; i++)
			if (caught_up(c, add[i]))
				pick = add[i];
		if (pick == KR_NO_ID)
			return;
		memcpy(next, a->current, (size_t)a->n_current * sizeof(next[0]));
		nn = a->n_current;
		next[nn++] = pick;
	} else {
		/* draft 3.2: remove one of RemovingVoters, "preferably a
		 * non-leader voter" (the leader goes last) */
		int32_t pick = rem[0];
		for (int32_t i = 0; i < nr; i++)
			if (rem[i] != c->cfg.node_id) {
				pick = rem[i];
				break;
			}
		for (int32_t i = 0; i < a->n_current; i++)
			if (a->current[i] != pick)
				next[nn++] = a->current[i];
	}
	int32_t tgt[KR_MAX_VOTERS];
	int32_t nt = a->n_target;
	memcpy(tgt, a->target, sizeof(tgt));
	append_assignment(c, next, nn, tgt, nt);
}
