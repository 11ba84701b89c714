/*
 * raft/sim/check.c — the simulator's invariants (see sim.h for the list),
 * checked as messages are sent and delivered, as updates are carried out,
 * and after every event.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_internal.h"

/* ------------------------------------------------------------------ */
/* a small int64 -> int32 map                                          */
/* ------------------------------------------------------------------ */

static size_t slot_of(const struct imap *m, int64_t key)
{
	uint64_t h = (uint64_t)key * 0x9E3779B97F4A7C15ull;
	size_t i = (size_t)(h >> 20) & (m->cap - 1);
	while (m->keys[i] != -1 && m->keys[i] != key)
		i = (i + 1) & (m->cap - 1);
	return i;
}

int sim__imap_get(const struct imap *m, int64_t key, int32_t *val)
{
	if (m->cap == 0)
		return 0;
	size_t i = slot_of(m, key);
	if (m->keys[i] == -1)
		return 0;
	*val = m->vals[i];
	return 1;
}

void sim__imap_put(struct imap *m, int64_t key, int32_t val)
{
	if ((m->n + 1) * 2 > m->cap) {
		struct imap g = { NULL, NULL, m->cap ? m->cap * 2 : 256, 0 };
		g.keys = malloc(g.cap * sizeof(*g.keys));
		g.vals = malloc(g.cap * sizeof(*g.vals));
		if (!g.keys || !g.vals)
			abort();
		for (size_t i = 0; i < g.cap; i++)
			g.keys[i] = -1;
		for (size_t i = 0; i < m->cap; i++)
			if (m->keys[i] != -1) {
				size_t j = slot_of(&g, m->keys[i]);
				g.keys[j] = m->keys[i];
				g.vals[j] = m->vals[i];
				g.n++;
			}
		sim__imap_free(m);
		*m = g;
	}
	size_t i = slot_of(m, key);
	if (m->keys[i] == -1)
		m->n++;
	m->keys[i] = key;
	m->vals[i] = val;
}

void sim__imap_free(struct imap *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof(*m));
}

/* ------------------------------------------------------------------ */
/* voter sets                                                          */
/* ------------------------------------------------------------------ */

bool sim__in_set(const int32_t *v, int32_t n, int32_t id)
{
	for (int32_t i = 0; i < n; i++)
		if (v[i] == id)
			return true;
	return false;
}

/* Size of the symmetric difference of two voter sets. */
int sim__set_diff(const int32_t *a, int32_t na, const int32_t *b, int32_t nb)
{
	int d = 0;
	for (int32_t i = 0; i < na; i++)
		d += !sim__in_set(b, nb, a[i]);
	for (int32_t i = 0; i < nb; i++)
		d += !sim__in_set(a, na, b[i]);
	return d;
}

void sim__fmt_set(char *buf, size_t n, const int32_t *v, int32_t nv)
{
	size_t pos = 0;
	if (nv < 0) {
		snprintf(buf, n, "null");
		return;
	}
	buf[0] = '\0';
	for (int32_t i = 0; i < nv && pos + 12 < n; i++)
		pos += (size_t)snprintf(buf + pos, n - pos, "%s%d", i ? "," : "",
					v[i]);
}

/* A committed batch delivered by node nd: every VoterAssignment step
 * changes the set by at most one voter. */
void sim__check_assignment(struct sim *s, struct node *nd,
			   const struct kr_batch *b)
{
	struct kr_voter_assignment a;
	int rc = kr_voter_assignment_parse(b, &a);
	if (rc < 0) {
		sim__fail(s, "node %d: malformed VoterAssignment at %lld", nd->id,
			  (long long)b->base_offset);
		return;
	}
	if (rc == 0)
		return;
	int d = sim__set_diff(nd->vset.current, nd->vset.n_current, a.current,
			      a.n_current);
	if (d > 1) {
		char x[96], y[96];
		sim__fmt_set(x, sizeof(x), nd->vset.current, nd->vset.n_current);
		sim__fmt_set(y, sizeof(y), a.current, a.n_current);
		sim__fail(s, "node %d: committed voter assignment at %lld moves %d "
			  "voters ([%s] -> [%s])", nd->id, (long long)a.offset, d,
			  x, y);
		return;
	}
	nd->vset = a;
	if (a.offset > s->cvset.offset) {
		s->cvset = a;
		s->st.assignment_steps++;
		s->st.voters_records += a.voters_record && a.n_target < 0;
		char x[96], y[96];
		sim__fmt_set(x, sizeof(x), a.current, a.n_current);
		sim__fmt_set(y, sizeof(y), a.target, a.n_target);
		sim__trace(s, "committed voters [%s] target [%s] at %lld", x, y,
			   (long long)a.offset);
	}
}

bool sim__reassign_done(const struct sim *s)
{
	if (!s->want_set)
		return true;
	if (s->cvset.n_target >= 0)
		return false;
	return s->want_n < 0 ||
	       sim__set_diff(s->cvset.current, s->cvset.n_current, s->want,
			     s->want_n) == 0;
}

/* ------------------------------------------------------------------ */
/* logs                                                                */
/* ------------------------------------------------------------------ */

void sim__check_unique(struct sim *s, const struct blob *b)
{
	if (s->ekn * 2 >= s->ekcap) {
		size_t ncap = s->ekcap ? s->ekcap * 2 : 1024;
		struct ekey *nk = calloc(ncap, sizeof(*nk));
		if (!nk)
			abort();
		for (size_t i = 0; i < s->ekcap; i++) {
			if (!s->ekeys[i].used)
				continue;
			size_t h = (size_t)(s->ekeys[i].base * 31 + s->ekeys[i].epoch) & (ncap - 1);
			while (nk[h].used)
				h = (h + 1) & (ncap - 1);
			nk[h] = s->ekeys[i];
		}
		free(s->ekeys);
		s->ekeys = nk;
		s->ekcap = ncap;
	}
	size_t h = (size_t)(b->base * 31 + b->epoch) & (s->ekcap - 1);
	while (s->ekeys[h].used) {
		if (s->ekeys[h].base == b->base && s->ekeys[h].epoch == b->epoch) {
			if (s->ekeys[h].hash != b->hash)
				sim__fail(s, "(epoch %d, offset %lld) written with two "
					  "contents", b->epoch, (long long)b->base);
			return;
		}
		h = (h + 1) & (s->ekcap - 1);
	}
	s->ekeys[h] = (struct ekey){ b->base, b->epoch, true, b->hash };
	s->ekn++;
}

void sim__committed_check(struct sim *s, struct node *nd, int64_t base,
			  int32_t count, uint64_t hash, bool record)
{
	int64_t end = base + count;
	if (record && (size_t)end > s->ccap) {
		size_t ncap = s->ccap ? s->ccap : 1024;
		while (ncap < (size_t)end)
			ncap *= 2;
		s->committed = realloc(s->committed, ncap * sizeof(*s->committed));
		if (!s->committed)
			abort();
		for (size_t i = s->ccap; i < ncap; i++)
			s->committed[i].base = -1;
		s->ccap = ncap;
	}
	/* the application's state after the batch, from the state before
	 * it (committed, so recorded: everything below was delivered first) */
	uint64_t chain = 0;
	if (record && (size_t)base < s->ccap && s->committed[base].base < 0 &&
	    !sim__chain_at(s, base, &chain)) {
		sim__fail(s, "node %d: delivered the batch at %lld before the committed "
			  "entries below it",
			  nd->id, (long long)base);
		return;
	}
	chain = sim__chain(chain, base, count, hash);
	for (int64_t o = base; o < end && (size_t)o < s->ccap; o++) {
		struct cmark *m = &s->committed[o];
		if (m->base < 0) {
			if (record)
				*m = (struct cmark){ base, hash, chain };
		} else if (m->base != base || m->hash != hash) {
			sim__fail(s, "node %d: offset %lld differs from the committed "
				  "entry (%s)", nd->id, (long long)o,
				  record ? "delivered" : "written");
			return;
		}
	}
	if (record && end > s->committed_end) {
		s->committed_end = end;
		s->last_commit_at = s->now;
	}
}

/* ------------------------------------------------------------------ */
/* votes: one per voter and epoch                                      */
/* ------------------------------------------------------------------ */

/* request ids are per sending core, so (candidate, voter, id) names one
 * Vote request */
static int64_t vote_req_key(int cand, int voter, uint32_t request_id)
{
	return (int64_t)cand << 40 | (int64_t)voter << 32 | request_id;
}

static int64_t vote_key(const struct node *voter, int32_t epoch)
{
	return (int64_t)(voter->wipes & 0xfffff) << 36 | (int64_t)voter->idx << 31 |
	       epoch;
}

void sim__check_sent(struct sim *s, struct node *nd, const struct kr_msg *m)
{
	if (m->type == KR_MSG_VOTE_REQUEST) {
		int to = sim__node_index_of(s, m->to);
		if (to >= 0)
			sim__imap_put(&s->vote_reqs,
				      vote_req_key(nd->idx, to, m->request_id),
				      m->u.vote_req.pre_vote);
		return;
	}
	if (m->type != KR_MSG_VOTE_RESPONSE || !m->u.vote_resp.vote_granted)
		return;
	int cand = sim__node_index_of(s, m->to);
	int32_t pre;
	if (cand < 0 || !sim__imap_get(&s->vote_reqs,
				       vote_req_key(cand, nd->idx, m->request_id),
				       &pre) || pre)
		return; /* a pre-vote, or not a simulated candidate's request */
	/* KIP-595: a voter "only grant[s] the vote if the candidate id
	 * matches the id that was already voted" in that epoch; the grant
	 * leaves only once it is durable, so it holds across crashes (not
	 * across a lost disk) */
	int32_t epoch = m->u.vote_resp.leader_epoch, before;
	int64_t key = vote_key(nd, epoch);
	if (sim__imap_get(&s->votes, key, &before)) {
		if (before != s->nodes[cand].id)
			sim__fail(s, "node %d granted votes to %d and %d in epoch %d",
				  nd->id, before, s->nodes[cand].id, epoch);
		return;
	}
	sim__imap_put(&s->votes, key, s->nodes[cand].id);
}

void sim__forget_votes(struct sim *s, struct node *nd)
{
	(void)s;
	nd->wipes++;
}

/* ------------------------------------------------------------------ */
/* refusals                                                            */
/* ------------------------------------------------------------------ */

void sim__check_refusals(struct sim *s, struct node *nd,
			 const struct kr_update *u)
{
	s->st.refusals += u->n_refusals + u->n_refusals_dropped;
	for (size_t i = 0; i < u->n_refusals; i++) {
		const struct kr_refusal *r = &u->refusals[i];
		sim__trace(s, "n%d refused %s from %d (epoch %d): %s", nd->id,
			   kr_msg_type_name(r->what), r->from, r->epoch, r->reason);
		/* among correct nodes nothing contradicts what a node knows
		 * or breaks a bound; with the adversary it may be its doing */
		if (s->o.adversary_interval_ms <= 0 &&
		    (r->kind == KR_REFUSAL_CONTRADICTION ||
		     r->kind == KR_REFUSAL_INVALID))
			sim__fail(s, "node %d refused %s from %d: %s", nd->id,
				  kr_msg_type_name(r->what), r->from, r->reason);
	}
}

/* ------------------------------------------------------------------ */
/* check-quorum                                                        */
/* ------------------------------------------------------------------ */

void sim__note_delivered(struct sim *s, struct node *nd, int from,
			 const struct kr_msg *m)
{
	/* a fetch of the receiver's epoch from the replica it names: what
	 * check-quorum counts (a forged one is the adversary's, from
	 * SIM_OUTSIDE, and counts nowhere) */
	if (from != SIM_OUTSIDE && m->type == KR_MSG_FETCH_REQUEST &&
	    m->u.fetch_req.replica_id == s->nodes[from].id &&
	    m->u.fetch_req.current_leader_epoch == kr_core_epoch(nd->core))
		nd->fetch_seen[from] = s->now;
}

static int64_t fetch_timeout(const struct sim *s)
{
	return s->o.fetch_timeout_ms ? s->o.fetch_timeout_ms : 2000;
}

/*
 * KAFKA-15489: a leader cut off from the majority resigns. The core
 * counts the voters that fetched in a period and resigns when a period of
 * 1.5 x fetch timeout ends without a majority, so a leader stays at most
 * two periods past the last moment a majority had fetched: 3 x fetch
 * timeout (plus a little for the timer) after it. Its own leadership
 * start and a change of its voter set start the count afresh.
 */
static void check_quorum(struct sim *s, struct node *nd)
{
	const struct kr_voter_assignment *v = kr_core_voters(nd->core);
	if (v->n_current == 1 && v->current[0] == nd->id)
		return; /* KAFKA-16144: a lone voter never resigns */
	/* a record that changes the set: its offset changes (a record that
	 * only moves the target changes it too, which only delays the check) */
	if (v->offset != nd->lead_set.offset) {
		if (sim__set_diff(v->current, v->n_current, nd->lead_set.current,
				  nd->lead_set.n_current))
			nd->lead_set_since = s->now;
		nd->lead_set = *v;
	}
	int64_t floor = nd->lead_since > nd->lead_set_since ? nd->lead_since
							    : nd->lead_set_since;
	int64_t bound = 3 * fetch_timeout(s) + 50;
	if (s->now - floor <= bound)
		return; /* every time counted is at least floor */
	int64_t t[KR_MAX_VOTERS];
	int n = 0;
	for (int32_t k = 0; k < v->n_current; k++) {
		int j = sim__node_index_of(s, v->current[k]);
		int64_t at = j == nd->idx ? s->now : j >= 0 ? nd->fetch_seen[j] : -1;
		t[n++] = at > floor ? at : floor;
	}
	/* the time by which a majority had fetched: the majority-th latest */
	for (int a = 1; a < n; a++)
		for (int b = a; b > 0 && t[b] > t[b - 1]; b--) {
			int64_t x = t[b];
			t[b] = t[b - 1];
			t[b - 1] = x;
		}
	int64_t m = t[v->n_current / 2];
	if (s->now - m > bound)
		sim__fail(s, "leader %d of epoch %d still leads %lld ms after a "
			  "majority last fetched from it (check-quorum allows %lld)",
			  nd->id, kr_core_epoch(nd->core), (long long)(s->now - m),
			  (long long)bound);
}

/* The first offset of the leader's epoch in its log (its LeaderChange). */
static int64_t epoch_start(const struct node *nd, int32_t epoch)
{
	int64_t start = sim__blog_end(&nd->vol);
	for (size_t i = nd->vol.n; i-- > 0 && nd->vol.b[i]->epoch == epoch;)
		start = nd->vol.b[i]->base;
	return start;
}

static void check_leader(struct sim *s, struct node *nd)
{
	int32_t e = kr_core_epoch(nd->core);
	int64_t hw = kr_core_high_watermark(nd->core);
	if (nd->lead_epoch != e) {
		/* a new leadership: the first of its epoch (a second leader
		 * is caught when it begins, whoever came first) */
		int32_t before;
		if (!sim__imap_get(&s->epoch_leader, e, &before)) {
			sim__imap_put(&s->epoch_leader, e, nd->id);
			s->st.elections++;
		} else if (before != nd->id) {
			sim__fail(s, "two leaders in epoch %d: nodes %d and %d", e,
				  before, nd->id);
			return;
		}
		nd->lead_epoch = e;
		nd->lead_since = s->now;
		nd->lead_start = epoch_start(nd, e);
		nd->lead_hw0 = hw;
		nd->lead_set = *kr_core_voters(nd->core);
		nd->lead_set_since = s->now;
	}
	/* Raft 5.4.2 (KAFKA-12619): "Raft never commits log entries from
	 * previous terms by counting replicas": a leader moves its high
	 * watermark only past its own epoch's first entry */
	if (hw != nd->lead_hw0 && hw <= nd->lead_start)
		sim__fail(s, "leader %d of epoch %d moved its high watermark to "
			  "%lld, not past its epoch's first offset %lld", nd->id, e,
			  (long long)hw, (long long)nd->lead_start);
	check_quorum(s, nd);
	/* a majority of voters holds the leader's HW durably: of the set in
	 * force, or of the one before it (the HW never goes back when a
	 * change moves the majority; any two consecutive sets differ by one
	 * voter, so their majorities overlap) */
	if (hw <= 0)
		return;
	size_t nh;
	const struct kr_voter_assignment *h = kr_core_voter_history(nd->core, &nh);
	/* the set in force and the previous different one (records that only
	 * change the target do not count) */
	size_t cand[2] = { nh - 1, nh - 1 };
	for (size_t q = nh - 1; q-- > 0;)
		if (sim__set_diff(h[q].current, h[q].n_current, h[nh - 1].current,
				  h[nh - 1].n_current)) {
			cand[1] = q;
			break;
		}
	bool held = false;
	int k = 0;
	for (int c = 0; c < 2 && !held; c++) {
		const struct kr_voter_assignment *a = &h[cand[c]];
		k = 0;
		for (int j = 0; j < s->n; j++)
			if (sim__in_set(a->current, a->n_current, s->nodes[j].id) &&
			    sim__blog_end(&s->nodes[j].dur) >= hw)
				k++;
		held = k >= a->n_current / 2 + 1;
	}
	if (!held)
		sim__fail(s, "leader %d: high watermark %lld held durably by only "
			  "%d voters", nd->id, (long long)hw, k);
}

void sim__check_global(struct sim *s)
{
	for (int i = 0; i < s->n && !s->violation[0]; i++) {
		struct node *nd = &s->nodes[i];
		sim__snap_check(s, nd);
		if (!nd->up || kr_core_state(nd->core) != KR_STATE_LEADER) {
			nd->lead_epoch = -1;
			continue;
		}
		check_leader(s, nd);
	}
	if (s->progress_target >= 0 && s->committed_end > s->progress_target &&
	    !s->progress_ok) {
		s->progress_ok = true;
		sim__trace(s, "progress after heal: offset %lld committed",
			   (long long)s->progress_target);
	}
	/* with the adversary attacking and no other fault, the quorum stays
	 * live: something commits in every window of the liveness bound */
	if (s->o.adversary_interval_ms > 0 && s->o.watch_liveness &&
	    s->now - s->last_commit_at > s->o.liveness_ms)
		sim__fail(s, "nothing committed for %lld ms while the adversary "
			  "attacks (last commit at %lld)",
			  (long long)(s->now - s->last_commit_at),
			  (long long)s->last_commit_at);
}
