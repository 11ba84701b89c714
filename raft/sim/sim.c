/*
 * raft/sim/sim.c — the simulator (see sim.h): an event queue ordered by
 * (time, sequence), nodes with a volatile and a durable log, a faulty
 * network, chaos actions, a workload and the invariant checks.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <kwire/protocol_errors.h>

#include "sim.h"

/* ------------------------------------------------------------------ */
/* logs: vectors of reference-counted immutable batches                */
/* ------------------------------------------------------------------ */

struct blob {
	int refs;
	int64_t base;
	int32_t count, epoch;
	int32_t len;
	uint64_t hash;
	uint8_t data[];
};

struct blog {
	struct blob **b;
	size_t n, cap;
};

static void blob_unref(struct blob *b)
{
	if (b && --b->refs == 0)
		free(b);
}

static void blog_push(struct blog *l, struct blob *b)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		l->b = realloc(l->b, l->cap * sizeof(*l->b));
		if (!l->b)
			abort();
	}
	b->refs++;
	l->b[l->n++] = b;
}

static void blog_truncate_n(struct blog *l, size_t n)
{
	while (l->n > n)
		blob_unref(l->b[--l->n]);
}

static void blog_free(struct blog *l)
{
	blog_truncate_n(l, 0);
	free(l->b);
	l->b = NULL;
	l->cap = 0;
}

static int64_t blog_end(const struct blog *l)
{
	return l->n ? l->b[l->n - 1]->base + l->b[l->n - 1]->count : 0;
}

static void blog_copy_prefix(struct blog *dst, const struct blog *src,
			     int64_t upto)
{
	/* batches are immutable and never freed while referenced, so an equal
	 * pointer at the same index means an equal prefix */
	size_t keep = 0;
	if (dst->n > 0 && dst->n <= src->n &&
	    dst->b[dst->n - 1] == src->b[dst->n - 1] &&
	    dst->b[dst->n - 1]->base + dst->b[dst->n - 1]->count <= upto)
		keep = dst->n;
	blog_truncate_n(dst, keep);
	for (size_t i = keep; i < src->n; i++) {
		if (src->b[i]->base + src->b[i]->count > upto)
			break;
		blog_push(dst, src->b[i]);
	}
}

/* index of the batch containing offset, or n */
static size_t blog_find(const struct blog *l, int64_t off)
{
	size_t lo = 0, hi = l->n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (l->b[mid]->base + l->b[mid]->count <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static uint64_t fnv(const uint8_t *p, size_t n)
{
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < n; i++)
		h = (h ^ p[i]) * 1099511628211ull;
	return h;
}

/* ------------------------------------------------------------------ */
/* events                                                              */
/* ------------------------------------------------------------------ */

enum ev_type { EV_MSG, EV_TIMER, EV_FLUSH, EV_QS, EV_CHAOS, EV_APPEND,
	       EV_HEAL, EV_LIVENESS, EV_ALTER };

struct event {
	int64_t t;
	uint64_t seq;
	enum ev_type type;
	int node, from;
	uint32_t life;
	uint64_t gen;
	int64_t off;
	struct kr_quorum_state qs;
	uint8_t *buf;
	size_t len;
};

struct node {
	int32_t id;
	bool voter, up;
	uint32_t life;
	struct kr_core *core;
	struct blog vol, dur;
	struct kr_quorum_state qs_dur;
	int64_t io_free_at;
	int32_t disk_delay; /* -1: the sim's range */
	int64_t timer_at;
	uint64_t timer_gen;
	int64_t last_hw, next_deliver, delivered;
	struct kr_leader_and_epoch reported;
	struct kr_voter_assignment vset; /* last committed set delivered */
	int64_t flush_want;  /* highest flush offset asked for */
	bool flush_busy;     /* a flush is in progress */
	uint8_t *rbuf;
	size_t rcap;
	struct sim *sim;
	int idx;
};

struct cmark {
	int64_t base;
	uint64_t hash;
};

struct ekey {
	int64_t base;
	int32_t epoch;
	bool used;
	uint64_t hash;
};

struct sim {
	struct sim_opts o;
	uint64_t rng;
	int64_t now;
	uint64_t seq;
	struct event *heap;
	size_t hn, hcap;
	struct node nodes[SIM_MAX_NODES];
	int n;
	bool blocked[SIM_MAX_NODES][SIM_MAX_NODES];
	int32_t drop, dup;
	/* invariants */
	char violation[512];
	uint64_t violation_event;
	struct cmark *committed;
	size_t ccap;
	int64_t committed_end;
	int32_t *epoch_leader;
	size_t elcap;
	struct ekey *ekeys;
	size_t ekcap, ekn;
	bool healed, workload, progress_ok;
	int64_t progress_target;
	uint64_t append_seq;
	/* AlterQuorum: the last target asked for (want_n -1: a cancel) and
	 * the latest assignment committed anywhere */
	int32_t want[KR_MAX_VOTERS];
	int32_t want_n;
	bool want_set;
	uint64_t alter_id;
	struct kr_voter_assignment cvset;
	struct sim_stats st;
};

static uint64_t rnd(struct sim *s)
{
	uint64_t z = (s->rng += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static int64_t rnd_range(struct sim *s, int64_t lo, int64_t hi)
{
	if (hi <= lo)
		return lo;
	return lo + (int64_t)(rnd(s) % (uint64_t)(hi - lo + 1));
}

static bool chance(struct sim *s, int32_t permille)
{
	return permille > 0 && (int32_t)(rnd(s) % 1000) < permille;
}

static bool ev_less(const struct event *a, const struct event *b)
{
	return a->t != b->t ? a->t < b->t : a->seq < b->seq;
}

static void push(struct sim *s, struct event e)
{
	if (s->hn == s->hcap) {
		s->hcap = s->hcap ? s->hcap * 2 : 256;
		s->heap = realloc(s->heap, s->hcap * sizeof(*s->heap));
		if (!s->heap)
			abort();
	}
	e.seq = s->seq++;
	size_t i = s->hn++;
	while (i > 0) {
		size_t p = (i - 1) / 2;
		if (!ev_less(&e, &s->heap[p]))
			break;
		s->heap[i] = s->heap[p];
		i = p;
	}
	s->heap[i] = e;
}

static struct event pop(struct sim *s)
{
	struct event top = s->heap[0];
	struct event last = s->heap[--s->hn];
	size_t i = 0;
	for (;;) {
		size_t l = 2 * i + 1, r = l + 1, m = i;
		const struct event *best = &last;
		if (l < s->hn && ev_less(&s->heap[l], best)) {
			m = l;
			best = &s->heap[l];
		}
		if (r < s->hn && ev_less(&s->heap[r], best))
			m = r;
		if (m == i)
			break;
		s->heap[i] = s->heap[m];
		i = m;
	}
	if (s->hn > 0)
		s->heap[i] = last;
	return top;
}

static void trace(struct sim *s, const char *fmt, ...)
{
	if (!s->o.trace)
		return;
	va_list ap;
	fprintf(s->o.trace, "%7lld.%03lld ", (long long)(s->now / 1000),
		(long long)(s->now % 1000));
	va_start(ap, fmt);
	vfprintf(s->o.trace, fmt, ap);
	va_end(ap);
	fputc('\n', s->o.trace);
}

static void fail(struct sim *s, const char *fmt, ...)
{
	if (s->violation[0])
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(s->violation, sizeof(s->violation), fmt, ap);
	va_end(ap);
	s->violation_event = s->st.events;
	trace(s, "VIOLATION: %s", s->violation);
}

/* ------------------------------------------------------------------ */
/* voter assignments (AlterQuorum)                                     */
/* ------------------------------------------------------------------ */

static bool in_set(const int32_t *v, int32_t n, int32_t id)
{
	for (int32_t i = 0; i < n; i++)
		if (v[i] == id)
			return true;
	return false;
}

/* Size of the symmetric difference of two voter sets. */
static int set_diff(const int32_t *a, int32_t na, const int32_t *b, int32_t nb)
{
	int d = 0;
	for (int32_t i = 0; i < na; i++)
		d += !in_set(b, nb, a[i]);
	for (int32_t i = 0; i < nb; i++)
		d += !in_set(a, na, b[i]);
	return d;
}

static void config_set(const struct sim *s, struct kr_voter_assignment *a)
{
	memset(a, 0, sizeof(*a));
	a->offset = -1;
	a->n_current = s->o.voters;
	for (int i = 0; i < s->o.voters; i++)
		a->current[i] = i + 1;
	a->n_target = -1;
}

static void fmt_set(char *buf, size_t n, const int32_t *v, int32_t nv)
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
static void check_assignment(struct sim *s, struct node *nd,
			     const struct kr_batch *b)
{
	struct kr_voter_assignment a;
	int rc = kr_voter_assignment_parse(b, &a);
	if (rc < 0) {
		fail(s, "node %d: malformed VoterAssignment at %lld", nd->id,
		     (long long)b->base_offset);
		return;
	}
	if (rc == 0)
		return;
	int d = set_diff(nd->vset.current, nd->vset.n_current, a.current,
			 a.n_current);
	if (d > 1) {
		char x[96], y[96];
		fmt_set(x, sizeof(x), nd->vset.current, nd->vset.n_current);
		fmt_set(y, sizeof(y), a.current, a.n_current);
		fail(s, "node %d: committed voter assignment at %lld moves %d "
		     "voters ([%s] -> [%s])", nd->id, (long long)a.offset, d, x, y);
		return;
	}
	nd->vset = a;
	if (a.offset > s->cvset.offset) {
		s->cvset = a;
		s->st.assignment_steps++;
		char x[96], y[96];
		fmt_set(x, sizeof(x), a.current, a.n_current);
		fmt_set(y, sizeof(y), a.target, a.n_target);
		trace(s, "committed voters [%s] target [%s] at %lld", x, y,
		      (long long)a.offset);
	}
}

static bool reassign_done(const struct sim *s)
{
	if (!s->want_set)
		return true;
	if (s->cvset.n_target >= 0)
		return false;
	return s->want_n < 0 ||
	       set_diff(s->cvset.current, s->cvset.n_current, s->want,
			s->want_n) == 0;
}

/* ------------------------------------------------------------------ */
/* node plumbing                                                       */
/* ------------------------------------------------------------------ */

static int log_read(void *ctx, int64_t offset, int32_t max_bytes,
		    struct kw_bytes *out)
{
	struct node *nd = ctx;
	size_t i = blog_find(&nd->vol, offset);
	size_t total = 0, j = i;
	while (j < nd->vol.n &&
	       (j == i || total + (size_t)nd->vol.b[j]->len <= (size_t)max_bytes)) {
		total += (size_t)nd->vol.b[j]->len;
		j++;
	}
	if (total > nd->rcap) {
		free(nd->rbuf);
		nd->rcap = total * 2;
		nd->rbuf = malloc(nd->rcap);
		if (!nd->rbuf)
			return -1;
	}
	size_t pos = 0;
	for (size_t k = i; k < j; k++) {
		memcpy(nd->rbuf + pos, nd->vol.b[k]->data, (size_t)nd->vol.b[k]->len);
		pos += (size_t)nd->vol.b[k]->len;
	}
	out->ptr = nd->rbuf;
	out->len = (int32_t)total;
	return 0;
}

static int node_index_of(const struct sim *s, int32_t addr)
{
	if (addr <= -1000)
		return -addr - 1000;
	for (int i = 0; i < s->n; i++)
		if (s->nodes[i].id == addr && addr >= 0)
			return i;
	return -1;
}

static int64_t disk_done_at(struct sim *s, struct node *nd)
{
	int64_t d = nd->disk_delay >= 0
			    ? nd->disk_delay
			    : rnd_range(s, s->o.disk_delay_min, s->o.disk_delay_max);
	int64_t start = nd->io_free_at > s->now ? nd->io_free_at : s->now;
	nd->io_free_at = start + d;
	return nd->io_free_at;
}

static void check_unique(struct sim *s, const struct blob *b)
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
				fail(s, "(epoch %d, offset %lld) written with two contents",
				     b->epoch, (long long)b->base);
			return;
		}
		h = (h + 1) & (s->ekcap - 1);
	}
	s->ekeys[h] = (struct ekey){ b->base, b->epoch, true, b->hash };
	s->ekn++;
}

static void committed_check(struct sim *s, struct node *nd, int64_t base,
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
	for (int64_t o = base; o < end && (size_t)o < s->ccap; o++) {
		struct cmark *m = &s->committed[o];
		if (m->base < 0) {
			if (record)
				*m = (struct cmark){ base, hash };
		} else if (m->base != base || m->hash != hash) {
			fail(s, "node %d: offset %lld differs from the committed entry "
			     "(%s)", nd->id, (long long)o,
			     record ? "delivered" : "written");
			return;
		}
	}
	if (record && end > s->committed_end)
		s->committed_end = end;
}

static void schedule_timer(struct sim *s, struct node *nd, int64_t at)
{
	if (at <= s->now) {
		fail(s, "node %d: next deadline %lld is not after now (busy loop)",
		     nd->id, (long long)at);
		return;
	}
	if (at == nd->timer_at)
		return;
	nd->timer_at = at;
	nd->timer_gen++;
	if (at == INT64_MAX)
		return;
	push(s, (struct event){ .t = at, .type = EV_TIMER, .node = nd->idx,
				.life = nd->life, .gen = nd->timer_gen });
}

static void send_msg(struct sim *s, struct node *nd, const struct kr_msg *m0)
{
	struct kr_msg m = *m0;
	if (nd->id < 0)
		m.from = -1000 - nd->idx; /* transport handle */
	int to = node_index_of(s, m.to);
	s->st.messages++;
	if (to < 0 || to == nd->idx)
		return;
	uint8_t *buf;
	size_t len;
	int erc = s->o.codec.encode(s->o.codec.ctx, &m, &buf, &len);
	if (erc == SIM_CODEC_UNSUPPORTED && m.type == KR_MSG_VOTE_REQUEST) {
		/* as the node: the core hears UNSUPPORTED_VERSION at once */
		struct kr_msg r = { .type = KR_MSG_VOTE_RESPONSE, .from = m.to,
				    .to = m.from, .request_id = m.request_id };
		r.u.vote_resp.error_code = KW_PERR_UNSUPPORTED_VERSION;
		r.u.vote_resp.leader_id = KR_NO_ID;
		r.u.vote_resp.leader_epoch = -1;
		if (s->o.codec.encode(s->o.codec.ctx, &r, &buf, &len) != 0) {
			fail(s, "node %d: codec cannot encode a Vote response",
			     nd->id);
			return;
		}
		push(s, (struct event){ .t = s->now + 1, .type = EV_MSG,
					.node = nd->idx, .from = to,
					.buf = buf, .len = len });
		return;
	}
	if (erc != 0) {
		fail(s, "node %d: codec cannot encode %s", nd->id,
		     kr_msg_type_name(m.type));
		return;
	}
	int copies = 1 + (chance(s, s->dup) ? 1 : 0);
	for (int c = 0; c < copies; c++) {
		if (chance(s, s->drop)) {
			s->st.dropped++;
			continue;
		}
		uint8_t *b = buf;
		if (c + 1 < copies) { /* the last copy sent takes buf itself */
			b = malloc(len);
			if (!b)
				abort();
			memcpy(b, buf, len);
		}
		push(s, (struct event){
			.t = s->now + rnd_range(s, s->o.net_delay_min, s->o.net_delay_max),
			.type = EV_MSG, .node = to, .from = nd->idx, .buf = b,
			.len = len });
		if (b == buf)
			buf = NULL;
	}
	free(buf);
}

static void start_flush(struct sim *s, struct node *nd)
{
	nd->flush_busy = true;
	push(s, (struct event){ .t = disk_done_at(s, nd), .type = EV_FLUSH,
				.node = nd->idx, .life = nd->life,
				.off = nd->flush_want });
}

static void apply(struct sim *s, struct node *nd, const struct kr_update *u)
{
	/* 1. log writes */
	for (size_t i = 0; i < u->n_log_ops; i++) {
		const struct kr_log_op *op = &u->log_ops[i];
		if (op->type == KR_LOG_TRUNCATE) {
			size_t k = blog_find(&nd->vol, op->offset);
			if (k < nd->vol.n && nd->vol.b[k]->base != op->offset) {
				fail(s, "node %d: truncation inside a batch", nd->id);
				return;
			}
			trace(s, "n%d truncate log to %lld", nd->id, (long long)op->offset);
			blog_truncate_n(&nd->vol, k);
			continue;
		}
		const struct kr_batch *b = &op->batch;
		if (b->base_offset != blog_end(&nd->vol)) {
			fail(s, "node %d: append at %lld, log ends at %lld", nd->id,
			     (long long)b->base_offset, (long long)blog_end(&nd->vol));
			return;
		}
		struct blob *bl = malloc(sizeof(*bl) + (size_t)b->data.len);
		if (!bl)
			abort();
		bl->refs = 0;
		bl->base = b->base_offset;
		bl->count = b->count;
		bl->epoch = b->epoch;
		bl->len = b->data.len;
		memcpy(bl->data, b->data.ptr, (size_t)b->data.len);
		/* the base offset field is not part of the content */
		bl->hash = s->o.no_checks ? 0 : fnv(bl->data + 8, (size_t)bl->len - 8);
		blog_push(&nd->vol, bl);
		if (!s->o.no_checks)
			check_unique(s, bl);
	}
	/* 2. flush, 3. quorum state. Flushes are group commits, as a real
	 * disk does them: while one is in progress, later requests wait and
	 * then go as one (a slow disk would otherwise queue one fsync per
	 * batch and stay behind for minutes after it recovers) */
	if (u->flush_offset >= 0) {
		if (u->flush_offset > nd->flush_want)
			nd->flush_want = u->flush_offset;
		if (!nd->flush_busy)
			start_flush(s, nd);
	}
	if (u->persist_quorum_state)
		push(s, (struct event){ .t = disk_done_at(s, nd), .type = EV_QS,
					.node = nd->idx, .life = nd->life,
					.gen = u->qs_seq, .qs = u->quorum_state });
	/* 4. messages */
	for (size_t i = 0; i < u->n_msgs; i++)
		send_msg(s, nd, &u->msgs[i]);
	/* 5. committed batches */
	for (size_t i = 0; i < u->n_committed; i++) {
		const struct kr_batch *b = &u->committed[i];
		if (b->base_offset != nd->next_deliver) {
			fail(s, "node %d: delivered batch at %lld, expected %lld",
			     nd->id, (long long)b->base_offset,
			     (long long)nd->next_deliver);
			return;
		}
		if (b->base_offset + b->count > u->high_watermark) {
			fail(s, "node %d: delivered past the high watermark", nd->id);
			return;
		}
		if (!s->o.no_checks)
			committed_check(s, nd, b->base_offset, b->count,
					fnv(b->data.ptr + 8, (size_t)b->data.len - 8), true);
		else if (b->base_offset + b->count > s->committed_end)
			s->committed_end = b->base_offset + b->count;
		if (b->control)
			check_assignment(s, nd, b);
		nd->next_deliver = b->base_offset + b->count;
		nd->delivered += b->count;
	}
	/* 6. leader */
	if (u->leader_changed) {
		nd->reported = u->leader;
		trace(s, "n%d application told: leader %d epoch %d", nd->id,
		      u->leader.leader_id, u->leader.epoch);
	}
	if (u->high_watermark < nd->last_hw)
		fail(s, "node %d: high watermark went back %lld -> %lld", nd->id,
		     (long long)nd->last_hw, (long long)u->high_watermark);
	nd->last_hw = u->high_watermark;
	if (u->fatal)
		fail(s, "node %d: core stopped: %s", nd->id, kr_errname(u->fatal));
	schedule_timer(s, nd, u->next_deadline_ms);
}

static void describe(const struct node *nd, char *buf, size_t n)
{
	const struct kr_core *c = nd->core;
	snprintf(buf, n, "%s e%d leader %d voted %d leo %lld hw %lld",
		 kr_state_name(kr_core_state(c)), kr_core_epoch(c),
		 kr_core_leader(c), kr_core_voted(c),
		 (long long)kr_core_log_end(c),
		 (long long)kr_core_high_watermark(c));
}

/* No other node can deliver a message to nd now. */
static bool cut_off(const struct sim *s, const struct node *nd)
{
	for (int j = 0; j < s->n; j++)
		if (j != nd->idx && !s->blocked[j][nd->idx])
			return false;
	return true;
}

static void step(struct sim *s, struct node *nd, const struct kr_event *ev)
{
	const struct kr_update *u;
	enum kr_state st = kr_core_state(nd->core);
	int32_t ep = kr_core_epoch(nd->core);
	struct kr_event e = *ev;
	e.wall_ms = SIM_WALL_EPOCH_MS + s->now;
	kr_step(nd->core, &e, &u);
	/* KIP-996: with pre-vote a voter stands only after a majority of
	 * pre-vote grants (or a peer's UNSUPPORTED_VERSION), each a message
	 * it just received: a node nobody can reach never stands, so its
	 * epoch cannot run ahead of a working quorum's */
	if (!s->o.no_pre_vote && st != KR_STATE_CANDIDATE &&
	    kr_core_state(nd->core) == KR_STATE_CANDIDATE &&
	    kr_core_voters(nd->core)->n_current > 1 && cut_off(s, nd))
		fail(s, "node %d stood for election (epoch %d) while no node "
		     "could reach it (pre-vote must stop it)", nd->id,
		     kr_core_epoch(nd->core));
	if (s->o.trace && (st != kr_core_state(nd->core) ||
			   ep != kr_core_epoch(nd->core))) {
		char d[160];
		describe(nd, d, sizeof(d));
		trace(s, "n%d -> %s", nd->id, d);
	}
	apply(s, nd, u);
}

static struct kr_core *make_core(struct sim *s, struct node *nd)
{
	struct kr_config cfg;
	kr_config_init(&cfg);
	cfg.node_id = nd->id;
	cfg.n_voters = s->o.voters;
	for (int i = 0; i < s->o.voters; i++)
		cfg.voters[i] = i + 1;
	cfg.cluster_id = "sim-cluster";
	cfg.seed = rnd(s);
	cfg.log_read = log_read;
	cfg.log_ctx = nd;
	cfg.faults = s->o.core_faults;
	cfg.pre_vote = !s->o.no_pre_vote;
	if (s->o.election_timeout_ms)
		cfg.election_timeout_ms = s->o.election_timeout_ms;
	if (s->o.fetch_timeout_ms)
		cfg.fetch_timeout_ms = s->o.fetch_timeout_ms;
	if (s->o.linger_ms >= 0)
		cfg.append_linger_ms = s->o.linger_ms;
	return kr_core_new(&cfg);
}

static void boot(struct sim *s, struct node *nd)
{
	nd->core = make_core(s, nd);
	if (!nd->core)
		abort();
	nd->up = true;
	nd->life++;
	nd->last_hw = -1;
	nd->next_deliver = 0;
	nd->delivered = 0;
	nd->timer_at = 0;
	nd->reported = (struct kr_leader_and_epoch){ -1, -1 };
	config_set(s, &nd->vset);
	blog_copy_prefix(&nd->vol, &nd->dur, INT64_MAX);
	struct kr_epoch_entry *ep = calloc(nd->dur.n + 1, sizeof(*ep));
	size_t ne = 0;
	for (size_t i = 0; i < nd->dur.n; i++)
		if (ne == 0 || ep[ne - 1].epoch != nd->dur.b[i]->epoch)
			ep[ne++] = (struct kr_epoch_entry){ nd->dur.b[i]->epoch,
							    nd->dur.b[i]->base };
	struct kr_boot bt = { nd->qs_dur, ep, ne, blog_end(&nd->dur), 0 };
	const struct kr_update *u;
	int rc = kr_core_start(nd->core, &bt, s->now, &u);
	free(ep);
	if (rc != 0) {
		fail(s, "node %d: start failed: %s", nd->id, kr_errname(rc));
		return;
	}
	char d[160];
	describe(nd, d, sizeof(d));
	trace(s, "n%d start: %s", nd->id, d);
	apply(s, nd, u);
}

/* ------------------------------------------------------------------ */
/* construction                                                        */
/* ------------------------------------------------------------------ */

void sim_opts_init(struct sim_opts *o, uint64_t seed)
{
	memset(o, 0, sizeof(*o));
	o->seed = seed;
	o->voters = 3;
	o->net_delay_min = 1;
	o->net_delay_max = 5;
	o->disk_delay_min = 1;
	o->disk_delay_max = 5;
	o->run_until_ms = 30000;
	o->liveness_ms = 20000;
	o->append_interval_ms = 10;
	o->records_per_append = 2;
	o->record_bytes = 32;
	o->linger_ms = -1;
	o->codec = sim_default_codec;
}

struct sim *sim_new(const struct sim_opts *o)
{
	if (o->voters < 1 || o->voters > KR_MAX_VOTERS || o->spares < 0 ||
	    o->voters + o->spares > KR_MAX_VOTERS ||
	    o->voters + o->spares + o->observers > SIM_MAX_NODES)
		return NULL;
	struct sim *s = calloc(1, sizeof(*s));
	if (!s)
		return NULL;
	s->o = *o;
	s->rng = o->seed * 0x2545F4914F6CDD1Dull + 7;
	s->drop = o->drop_permille;
	s->dup = o->dup_permille;
	s->workload = o->append_interval_ms > 0;
	s->progress_target = -1;
	s->n = o->voters + o->spares + o->observers;
	config_set(s, &s->cvset);
	for (int i = 0; i < s->n; i++) {
		struct node *nd = &s->nodes[i];
		nd->idx = i;
		nd->sim = s;
		nd->voter = i < o->voters;
		nd->id = i < o->voters + o->spares
				 ? i + 1
				 : (o->anonymous_observers ? -1 : 100 + i);
		nd->disk_delay = -1;
		nd->qs_dur = (struct kr_quorum_state){ 0, -1, -1 };
	}
	for (int i = 0; i < s->n; i++)
		boot(s, &s->nodes[i]);
	if (s->workload)
		push(s, (struct event){ .t = o->append_interval_ms, .type = EV_APPEND });
	if (o->alter_interval_ms > 0)
		push(s, (struct event){ .t = o->alter_interval_ms, .type = EV_ALTER });
	if (o->chaos_interval_ms > 0 && o->heal_at_ms > 0) {
		push(s, (struct event){ .t = o->chaos_interval_ms, .type = EV_CHAOS });
		push(s, (struct event){ .t = o->heal_at_ms, .type = EV_HEAL });
	}
	return s;
}

void sim_free(struct sim *s)
{
	if (!s)
		return;
	for (size_t i = 0; i < s->hn; i++)
		free(s->heap[i].buf);
	free(s->heap);
	for (int i = 0; i < s->n; i++) {
		kr_core_free(s->nodes[i].core);
		blog_free(&s->nodes[i].vol);
		blog_free(&s->nodes[i].dur);
		free(s->nodes[i].rbuf);
	}
	free(s->committed);
	free(s->epoch_leader);
	free(s->ekeys);
	free(s);
}

/* ------------------------------------------------------------------ */
/* manual control                                                      */
/* ------------------------------------------------------------------ */

int sim_node_count(const struct sim *s) { return s->n; }
int32_t sim_node_id(const struct sim *s, int i) { return s->nodes[i].id; }
struct kr_core *sim_core(struct sim *s, int i)
{
	return s->nodes[i].up ? s->nodes[i].core : NULL;
}
bool sim_node_up(const struct sim *s, int i) { return s->nodes[i].up; }
const char *sim_violation(const struct sim *s)
{
	return s->violation[0] ? s->violation : NULL;
}
uint64_t sim_violation_event(const struct sim *s) { return s->violation_event; }
const struct sim_stats *sim_stats(const struct sim *s) { return &s->st; }
int64_t sim_now(const struct sim *s) { return s->now; }
int64_t sim_committed_end(const struct sim *s) { return s->committed_end; }
struct kr_leader_and_epoch sim_reported_leader(const struct sim *s, int i)
{
	return s->nodes[i].reported;
}
int64_t sim_delivered(const struct sim *s, int i) { return s->nodes[i].delivered; }
int64_t sim_durable_end(const struct sim *s, int i)
{
	return blog_end(&s->nodes[i].dur);
}
void sim_set_workload(struct sim *s, bool on) { s->workload = on; }

void sim_crash(struct sim *s, int i)
{
	struct node *nd = &s->nodes[i];
	if (!nd->up)
		return;
	trace(s, "n%d CRASH (loses %lld unflushed offsets)", nd->id,
	      (long long)(blog_end(&nd->vol) - blog_end(&nd->dur)));
	kr_core_free(nd->core);
	nd->core = NULL;
	nd->up = false;
	nd->life++;
	nd->io_free_at = s->now;
	nd->flush_busy = false;
	nd->flush_want = -1;
	blog_truncate_n(&nd->vol, 0);
	s->st.crashes++;
}

void sim_restart(struct sim *s, int i)
{
	if (s->nodes[i].up)
		return;
	trace(s, "n%d RESTART", s->nodes[i].id);
	boot(s, &s->nodes[i]);
}

void sim_block(struct sim *s, int from, int to, bool blocked)
{
	s->blocked[from][to] = blocked;
}

void sim_isolate(struct sim *s, int i, bool blocked)
{
	trace(s, "n%d %s", s->nodes[i].id, blocked ? "ISOLATED" : "reconnected");
	for (int j = 0; j < s->n; j++) {
		s->blocked[i][j] = blocked;
		s->blocked[j][i] = blocked;
	}
}

void sim_heal(struct sim *s)
{
	trace(s, "HEAL: network whole, disks normal, all nodes up");
	memset(s->blocked, 0, sizeof(s->blocked));
	for (int i = 0; i < s->n; i++) {
		s->nodes[i].disk_delay = -1;
		sim_restart(s, i);
	}
	s->drop = 0;
	s->dup = 0;
}

void sim_set_disk_delay(struct sim *s, int i, int32_t ms)
{
	s->nodes[i].disk_delay = ms;
}

int sim_append(struct sim *s, int i, int n, int64_t *last_offset)
{
	struct node *nd = &s->nodes[i];
	if (!nd->up)
		return KR_ERR_NOT_LEADER;
	struct kw_bytes vals[64];
	size_t sz = s->o.record_bytes > 8 ? (size_t)s->o.record_bytes : 8;
	uint8_t *data = malloc(sz * (size_t)(n > 64 ? 64 : n));
	if (!data)
		abort();
	if (n > 64)
		n = 64;
	for (int k = 0; k < n; k++) {
		uint8_t *p = data + sz * (size_t)k;
		memset(p, 'a' + (int)(s->append_seq % 26), sz);
		uint64_t q = ++s->append_seq;
		memcpy(p, &q, sizeof(q));
		vals[k] = (struct kw_bytes){ p, (int32_t)sz };
	}
	struct kr_event ev = { .type = KR_EVENT_APPEND, .now_ms = s->now,
			       .wall_ms = SIM_WALL_EPOCH_MS + s->now };
	ev.u.append.values = vals;
	ev.u.append.n = (size_t)n;
	ev.u.append.epoch = kr_core_epoch(nd->core);
	const struct kr_update *u;
	int rc = kr_step(nd->core, &ev, &u);
	if (rc == 0 && last_offset)
		*last_offset = u->append_last_offset;
	if (rc == 0) {
		s->st.appended_records += (uint64_t)n;
		if (s->healed && s->progress_target < 0)
			s->progress_target = u->append_last_offset;
	}
	apply(s, nd, u);
	free(data);
	return rc;
}

void sim_resign(struct sim *s, int i)
{
	struct node *nd = &s->nodes[i];
	if (!nd->up)
		return;
	trace(s, "n%d application asks to resign", nd->id);
	struct kr_event ev = { .type = KR_EVENT_RESIGN, .now_ms = s->now };
	ev.u.resign_epoch = kr_core_epoch(nd->core);
	step(s, nd, &ev);
}

int sim_alter(struct sim *s, int i, const int32_t *target, int32_t n)
{
	struct node *nd = &s->nodes[i];
	if (!nd->up)
		return KR_ERR_NOT_LEADER;
	char x[96];
	fmt_set(x, sizeof(x), target, n);
	struct kr_event ev = { .type = KR_EVENT_ALTER_QUORUM, .now_ms = s->now,
			       .wall_ms = SIM_WALL_EPOCH_MS + s->now };
	ev.u.alter.target = target;
	ev.u.alter.n_target = n;
	ev.u.alter.id = ++s->alter_id;
	const struct kr_update *u;
	int rc = kr_step(nd->core, &ev, &u);
	trace(s, "n%d AlterQuorum [%s]: %s", nd->id, x, kr_errname(rc));
	if (rc == 0)
		s->st.alters_issued++;
	apply(s, nd, u);
	return rc;
}

const struct kr_voter_assignment *sim_committed_voters(const struct sim *s)
{
	return &s->cvset;
}

int sim_leader(const struct sim *s)
{
	int best = -1;
	for (int i = 0; i < s->n; i++) {
		const struct node *nd = &s->nodes[i];
		if (nd->up && kr_core_state(nd->core) == KR_STATE_LEADER &&
		    (best < 0 || kr_core_epoch(nd->core) >
				 kr_core_epoch(s->nodes[best].core)))
			best = i;
	}
	return best;
}

/* ------------------------------------------------------------------ */
/* the loop                                                            */
/* ------------------------------------------------------------------ */

static void check_global(struct sim *s)
{
	for (int i = 0; i < s->n; i++) {
		struct node *nd = &s->nodes[i];
		if (!nd->up || kr_core_state(nd->core) != KR_STATE_LEADER)
			continue;
		int32_t e = kr_core_epoch(nd->core);
		if ((size_t)e >= s->elcap) {
			size_t ncap = s->elcap ? s->elcap : 64;
			while (ncap <= (size_t)e)
				ncap *= 2;
			s->epoch_leader = realloc(s->epoch_leader, ncap * sizeof(int32_t));
			if (!s->epoch_leader)
				abort();
			for (size_t k = s->elcap; k < ncap; k++)
				s->epoch_leader[k] = -1;
			s->elcap = ncap;
		}
		if (s->epoch_leader[e] == -1) {
			s->epoch_leader[e] = nd->id;
			s->st.elections++;
		} else if (s->epoch_leader[e] != nd->id) {
			fail(s, "two leaders in epoch %d: nodes %d and %d", e,
			     s->epoch_leader[e], nd->id);
			return;
		}
		/* a majority of voters holds the leader's HW durably: of the
		 * set in force, or of the one before it (the HW never goes
		 * back when a change moves the majority; any two consecutive
		 * sets differ by one voter, so their majorities overlap) */
		int64_t hw = kr_core_high_watermark(nd->core);
		if (hw > 0) {
			size_t nh;
			const struct kr_voter_assignment *h =
				kr_core_voter_history(nd->core, &nh);
			/* the set in force and the previous different one
			 * (records that only change the target do not count) */
			size_t cand[2] = { nh - 1, nh - 1 };
			for (size_t q = nh - 1; q-- > 0;)
				if (set_diff(h[q].current, h[q].n_current,
					     h[nh - 1].current, h[nh - 1].n_current)) {
					cand[1] = q;
					break;
				}
			bool held = false;
			int k = 0;
			for (int c = 0; c < 2 && !held; c++) {
				const struct kr_voter_assignment *a = &h[cand[c]];
				k = 0;
				for (int j = 0; j < s->n; j++)
					if (in_set(a->current, a->n_current,
						   s->nodes[j].id) &&
					    blog_end(&s->nodes[j].dur) >= hw)
						k++;
				held = k >= a->n_current / 2 + 1;
			}
			if (!held)
				fail(s, "leader %d: high watermark %lld held durably by "
				     "only %d voters", nd->id, (long long)hw, k);
		}
	}
	if (s->progress_target >= 0 && s->committed_end > s->progress_target &&
	    !s->progress_ok) {
		s->progress_ok = true;
		trace(s, "progress after heal: offset %lld committed",
		      (long long)s->progress_target);
	}
}

static void chaos(struct sim *s)
{
	int i = (int)(rnd(s) % (uint64_t)s->n);
	struct node *nd = &s->nodes[i];
	int64_t r = (int64_t)(rnd(s) % 1000);
	int32_t c1 = s->o.crash_permille, c2 = c1 + s->o.partition_permille,
		c3 = c2 + s->o.slow_disk_permille;
	if (r < c1) {
		if (nd->up)
			sim_crash(s, i);
		else
			sim_restart(s, i);
	} else if (r < c2) {
		int kind = (int)(rnd(s) % 4);
		if (kind == 0) {
			sim_isolate(s, i, true);
		} else if (kind == 1) {
			/* asymmetric: i's outbound is cut */
			trace(s, "n%d outbound cut", nd->id);
			for (int j = 0; j < s->n; j++)
				s->blocked[i][j] = true;
		} else if (kind == 2) {
			/* split into two random groups */
			uint64_t mask = rnd(s);
			trace(s, "network split, mask %llx", (unsigned long long)(mask & 0xffff));
			for (int a = 0; a < s->n; a++)
				for (int b = 0; b < s->n; b++)
					s->blocked[a][b] = ((mask >> a) & 1) != ((mask >> b) & 1);
		} else {
			trace(s, "partitions healed");
			memset(s->blocked, 0, sizeof(s->blocked));
		}
	} else if (r < c3) {
		int32_t d = nd->disk_delay >= 0 ? -1 : (int32_t)rnd_range(s, 100, 1500);
		trace(s, "n%d disk delay %d", nd->id, d);
		nd->disk_delay = d;
	}
}

static void handle(struct sim *s, struct event *e)
{
	struct node *nd = e->node >= 0 && e->node < s->n ? &s->nodes[e->node] : NULL;
	switch (e->type) {
	case EV_MSG: {
		if (!nd->up || s->blocked[e->from][e->node]) {
			s->st.dropped++;
			break;
		}
		struct kr_msg m;
		if (s->o.codec.decode(s->o.codec.ctx, e->buf, e->len, &m) != 0) {
			fail(s, "codec cannot decode a message for node %d", nd->id);
			break;
		}
		if (s->o.trace && m.type != KR_MSG_FETCH_REQUEST &&
		    m.type != KR_MSG_FETCH_RESPONSE)
			trace(s, "n%d <- %d %s", nd->id, m.from, kr_msg_type_name(m.type));
		else if (s->o.trace && m.type == KR_MSG_FETCH_RESPONSE &&
			 (m.u.fetch_resp.diverging_epoch >= 0 ||
			  m.u.fetch_resp.partition_error))
			trace(s, "n%d <- %d FetchResponse error %d diverging (%d, %lld)",
			      nd->id, m.from, m.u.fetch_resp.partition_error,
			      m.u.fetch_resp.diverging_epoch,
			      (long long)m.u.fetch_resp.diverging_end_offset);
		struct kr_event ev = { .type = KR_EVENT_RECEIVE, .now_ms = s->now };
		ev.u.msg = &m;
		step(s, nd, &ev);
		break;
	}
	case EV_TIMER:
		if (nd->up && e->life == nd->life && e->gen == nd->timer_gen) {
			nd->timer_at = 0;
			struct kr_event ev = { .type = KR_EVENT_TICK, .now_ms = s->now };
			step(s, nd, &ev);
		}
		break;
	case EV_FLUSH:
		if (nd->up && e->life == nd->life) {
			int64_t off = e->off < blog_end(&nd->vol) ? e->off
								 : blog_end(&nd->vol);
			blog_copy_prefix(&nd->dur, &nd->vol, off);
			struct kr_event ev = { .type = KR_EVENT_LOG_FLUSHED,
					       .now_ms = s->now };
			nd->flush_busy = false;
			ev.u.flushed_offset = e->off;
			step(s, nd, &ev);
			if (nd->up && e->life == nd->life && !nd->flush_busy &&
			    nd->flush_want > e->off)
				start_flush(s, nd);
		}
		break;
	case EV_QS:
		if (nd->up && e->life == nd->life) {
			nd->qs_dur = e->qs;
			struct kr_event ev = { .type = KR_EVENT_QUORUM_STATE_PERSISTED,
					       .now_ms = s->now };
			ev.u.qs_seq = e->gen;
			step(s, nd, &ev);
		}
		break;
	case EV_CHAOS:
		if (!s->healed) {
			chaos(s);
			push(s, (struct event){ .t = s->now + s->o.chaos_interval_ms,
						.type = EV_CHAOS });
		}
		break;
	case EV_APPEND:
		if (s->workload) {
			for (int i = 0; i < s->n; i++) {
				struct node *l = &s->nodes[i];
				if (l->up && l->reported.leader_id == l->id &&
				    l->id >= 0 &&
				    kr_core_state(l->core) == KR_STATE_LEADER) {
					sim_append(s, i, s->o.records_per_append, NULL);
					break;
				}
			}
		}
		push(s, (struct event){ .t = s->now + s->o.append_interval_ms,
					.type = EV_APPEND });
		break;
	case EV_HEAL:
		s->healed = true;
		sim_heal(s);
		push(s, (struct event){ .t = s->now + s->o.liveness_ms,
					.type = EV_LIVENESS });
		break;
	case EV_LIVENESS:
		if (!s->progress_ok)
			fail(s, "no append committed within %lld ms after faults healed",
			     (long long)s->o.liveness_ms);
		else if (!reassign_done(s)) {
			char x[96], y[96];
			fmt_set(x, sizeof(x), s->want, s->want_n);
			fmt_set(y, sizeof(y), s->cvset.current, s->cvset.n_current);
			fail(s, "voter change to [%s] not finished within %lld ms "
			     "after faults healed (committed [%s])", x,
			     (long long)s->o.liveness_ms, y);
		}
		break;
	case EV_ALTER: {
		int l = sim_leader(s);
		if (!s->healed) {
			/* a random target over every node that may vote, or
			 * now and then a cancel */
			int total = s->o.voters + s->o.spares;
			if (chance(s, 100)) {
				s->want_n = -1;
			} else {
				int32_t ids[KR_MAX_VOTERS];
				for (int k = 0; k < total; k++)
					ids[k] = k + 1;
				for (int k = total - 1; k > 0; k--) {
					int j = (int)(rnd(s) % (uint64_t)(k + 1));
					int32_t t = ids[k];
					ids[k] = ids[j];
					ids[j] = t;
				}
				s->want_n = (int32_t)rnd_range(s, 1, total < 5 ? total : 5);
				memcpy(s->want, ids, sizeof(ids));
			}
			s->want_set = true;
			if (l >= 0)
				sim_alter(s, l, s->want, s->want_n);
			push(s, (struct event){
				.t = s->now + rnd_range(s, s->o.alter_interval_ms / 2,
							s->o.alter_interval_ms * 3 / 2),
				.type = EV_ALTER });
		} else {
			/* the admin client retries until the change is done; it
			 * keeps looking until the liveness check, since an older
			 * target still in the log may take over meanwhile */
			if (!reassign_done(s) && l >= 0)
				sim_alter(s, l, s->want, s->want_n);
			if (s->now < s->o.heal_at_ms + s->o.liveness_ms)
				push(s, (struct event){ .t = s->now + 1000,
							.type = EV_ALTER });
		}
		break;
	}
	}
}

int sim_run_while_not(struct sim *s, int64_t t,
		      bool (*pred)(struct sim *s, void *arg), void *arg)
{
	while (!s->violation[0]) {
		if (pred && pred(s, arg))
			return 1;
		if (s->hn == 0 || s->heap[0].t > t)
			break;
		if (s->o.max_events && s->st.events >= s->o.max_events)
			break;
		struct event e = pop(s);
		s->now = e.t;
		s->st.events++;
		handle(s, &e);
		free(e.buf);
		check_global(s);
	}
	if (!s->violation[0] && s->now < t &&
	    !(s->o.max_events && s->st.events >= s->o.max_events))
		s->now = t;
	s->st.sim_time_ms = s->now;
	s->st.committed_records = (uint64_t)s->committed_end;
	return pred && !s->violation[0] ? pred(s, arg) : 0;
}

int sim_run_until(struct sim *s, int64_t t)
{
	sim_run_while_not(s, t, NULL, NULL);
	return s->violation[0] ? -1 : 0;
}

int sim_run(struct sim *s)
{
	return sim_run_until(s, s->o.run_until_ms);
}

void sim_wipe(struct sim *s, int i)
{
	struct node *nd = &s->nodes[i];
	sim_crash(s, i);
	trace(s, "n%d DISK LOST", nd->id);
	blog_truncate_n(&nd->dur, 0);
	nd->qs_dur = (struct kr_quorum_state){ 0, -1, -1 };
}

int sim_opts_preset(struct sim_opts *o, const char *name, int voters)
{
	if (voters > 0)
		o->voters = voters;
	o->run_until_ms = 60000;
	o->heal_at_ms = 30000;
	o->liveness_ms = 20000;
	if (strcmp(name, "calm") == 0) {
		o->heal_at_ms = 0;
		o->run_until_ms = 20000;
	} else if (strcmp(name, "chaos") == 0) {
		o->chaos_interval_ms = 200;
		o->crash_permille = 300;
		o->partition_permille = 300;
		o->slow_disk_permille = 100;
		o->drop_permille = 20;
		o->dup_permille = 20;
		o->net_delay_max = 30;
	} else if (strcmp(name, "lossy") == 0) {
		o->chaos_interval_ms = 500;
		o->partition_permille = 200;
		o->drop_permille = 100;
		o->dup_permille = 100;
		o->net_delay_max = 60;
	} else if (strcmp(name, "reassign") == 0) {
		/* "chaos" with AlterQuorum: two spare nodes (ids voters+1,
		 * voters+2) and a random voter change every 1.5-4.5 s */
		o->chaos_interval_ms = 200;
		o->crash_permille = 300;
		o->partition_permille = 300;
		o->slow_disk_permille = 100;
		o->drop_permille = 20;
		o->dup_permille = 20;
		o->net_delay_max = 30;
		o->spares = 2;
		o->alter_interval_ms = 3000;
	} else if (strcmp(name, "crash") == 0) {
		o->chaos_interval_ms = 300;
		o->crash_permille = 1000;
		o->disk_delay_max = 20;
	} else {
		return -1;
	}
	return 0;
}
