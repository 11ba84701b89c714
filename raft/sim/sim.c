/*
 * raft/sim/sim.c — the simulator (see sim.h): an event queue ordered by
 * (time, sequence), nodes with a volatile and a durable log, a faulty
 * network and disks, a workload. The invariants are check.c's, the fault
 * mixes scenarios.c's, the hostile peer adversary.c's.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kwire/protocol_errors.h>

#include "sim_internal.h"

/* ------------------------------------------------------------------ */
/* logs: vectors of reference-counted immutable batches                */
/* ------------------------------------------------------------------ */

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
	dst->start = src->start;
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

uint64_t sim__rnd(struct sim *s)
{
	uint64_t z = (s->rng += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

int64_t sim__rnd_range(struct sim *s, int64_t lo, int64_t hi)
{
	if (hi <= lo)
		return lo;
	return lo + (int64_t)(sim__rnd(s) % (uint64_t)(hi - lo + 1));
}

bool sim__chance(struct sim *s, int32_t permille)
{
	return permille > 0 && (int32_t)(sim__rnd(s) % 1000) < permille;
}

static bool ev_less(const struct event *a, const struct event *b)
{
	return a->t != b->t ? a->t < b->t : a->seq < b->seq;
}

void sim__push(struct sim *s, struct event e)
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

void sim__trace(struct sim *s, const char *fmt, ...)
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

void sim__fail(struct sim *s, const char *fmt, ...)
{
	if (s->violation[0])
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(s->violation, sizeof(s->violation), fmt, ap);
	va_end(ap);
	s->violation_event = s->st.events;
	sim__trace(s, "VIOLATION: %s", s->violation);
}

/* ------------------------------------------------------------------ */
/* voter assignments (AlterQuorum)                                     */
/* ------------------------------------------------------------------ */

static void config_set(const struct sim *s, struct kr_voter_assignment *a)
{
	memset(a, 0, sizeof(*a));
	a->offset = -1;
	a->n_current = s->o.voters;
	for (int i = 0; i < s->o.voters; i++)
		a->current[i] = i + 1;
	a->n_target = -1;
}

/* ------------------------------------------------------------------ */
/* node plumbing                                                       */
/* ------------------------------------------------------------------ */

static int log_read(void *ctx, int64_t offset, int32_t max_bytes,
		    struct kw_bytes *out, struct kw_error *err)
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
			return kw_error_set(err, KW_ERR_NOMEM, 0, "log read of %zu bytes", total);
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

int sim__node_index_of(const struct sim *s, int32_t addr)
{
	if (addr <= -1000) /* an anonymous observer's transport handle */
		return -addr - 1000 < s->n ? -addr - 1000 : -1;
	for (int i = 0; i < s->n; i++)
		if (s->nodes[i].id == addr && addr >= 0)
			return i;
	return -1;
}

static int64_t disk_done_at(struct sim *s, struct node *nd)
{
	int64_t d = nd->disk_delay >= 0
			    ? nd->disk_delay
			    : sim__rnd_range(s, s->o.disk_delay_min, s->o.disk_delay_max);
	int64_t start = nd->io_free_at > s->now ? nd->io_free_at : s->now;
	nd->io_free_at = start + d;
	return nd->io_free_at;
}

static void schedule_timer(struct sim *s, struct node *nd, int64_t at)
{
	if (at <= s->now) {
		sim__fail(s, "node %d: next deadline %lld is not after now (busy loop)",
		     nd->id, (long long)at);
		return;
	}
	if (at == nd->timer_at)
		return;
	nd->timer_at = at;
	nd->timer_gen++;
	if (at == INT64_MAX)
		return;
	sim__push(s, (struct event){ .t = at, .type = EV_TIMER, .node = nd->idx,
				.life = nd->life, .gen = nd->timer_gen });
}

static bool is_request(enum kr_msg_type t)
{
	return t == KR_MSG_VOTE_REQUEST || t == KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST ||
	       t == KR_MSG_END_QUORUM_EPOCH_REQUEST || t == KR_MSG_FETCH_REQUEST ||
	       t == KR_MSG_FETCH_SNAPSHOT_REQUEST;
}

/* conn_resets: the sender of request rid to node `to` hears it is lost,
 * one (minimum) network delay later, as a reset travels. */
static void report_lost(struct sim *s, int from, int to, uint32_t rid)
{
	if (from < 0 || from >= s->n || !s->nodes[from].up)
		return;
	sim__push(s, (struct event){ .t = s->now + s->o.net_delay_min + 1,
				     .type = EV_LOST, .node = from, .from = to,
				     .life = s->nodes[from].life, .off = rid });
}

static void open_add(struct node *nd, int from, uint32_t rid)
{
	int cap = (int)(sizeof nd->open / sizeof nd->open[0]);
	if (nd->nopen == cap) {
		memmove(nd->open, nd->open + 1, (size_t)(cap - 1) * sizeof nd->open[0]);
		nd->nopen--;
	}
	nd->open[nd->nopen++] = (struct open_req){ from, rid };
}

static void open_answered(struct node *nd, int to, uint32_t rid)
{
	for (int i = 0; i < nd->nopen; i++) {
		if (nd->open[i].from != to || nd->open[i].request_id != rid)
			continue;
		memmove(nd->open + i, nd->open + i + 1,
			(size_t)(nd->nopen - i - 1) * sizeof nd->open[0]);
		nd->nopen--;
		return;
	}
}

static void send_msg(struct sim *s, struct node *nd, const struct kr_msg *m0)
{
	struct kr_msg m = *m0;
	if (nd->id < 0)
		m.from = -1000 - nd->idx; /* transport handle */
	int to = sim__node_index_of(s, m.to);
	s->st.messages++;
	sim__check_sent(s, nd, &m);
	if (to < 0 || to == nd->idx)
		return;
	if (s->o.conn_resets && !is_request(m.type))
		open_answered(nd, to, m.request_id);
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
			sim__fail(s, "node %d: codec cannot encode a Vote response",
			     nd->id);
			return;
		}
		sim__push(s, (struct event){ .t = s->now + 1, .type = EV_MSG,
					.node = nd->idx, .from = to,
					.buf = buf, .len = len,
					.gen = s->conn_gen[to][nd->idx] });
		return;
	}
	if (erc != 0) {
		sim__fail(s, "node %d: codec cannot encode %s", nd->id,
		     kr_msg_type_name(m.type));
		return;
	}
	int copies = 1 + (sim__chance(s, s->dup) ? 1 : 0);
	for (int c = 0; c < copies; c++) {
		if (sim__chance(s, s->drop)) {
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
		sim__push(s, (struct event){
			.t = s->now + sim__rnd_range(s, s->o.net_delay_min, s->o.net_delay_max),
			.type = EV_MSG, .node = to, .from = nd->idx, .buf = b,
			.len = len, .gen = s->conn_gen[nd->idx][to] });
		if (b == buf)
			buf = NULL;
	}
	free(buf);
}

static void start_flush(struct sim *s, struct node *nd)
{
	nd->flush_busy = true;
	sim__push(s, (struct event){ .t = disk_done_at(s, nd), .type = EV_FLUSH,
				.node = nd->idx, .life = nd->life,
				.off = nd->flush_want });
}

void sim__apply(struct sim *s, struct node *nd, const struct kr_update *u)
{
	/* 1. log writes */
	for (size_t i = 0; i < u->n_log_ops; i++) {
		const struct kr_log_op *op = &u->log_ops[i];
		if (op->type != KR_LOG_TRUNCATE && op->type != KR_LOG_APPEND) {
			sim__snap_op(s, nd, op);
			if (s->violation[0])
				return;
			continue;
		}
		if (op->type == KR_LOG_TRUNCATE) {
			size_t k = blog_find(&nd->vol, op->offset);
			if (k < nd->vol.n && nd->vol.b[k]->base != op->offset) {
				sim__fail(s, "node %d: truncation inside a batch", nd->id);
				return;
			}
			sim__trace(s, "n%d truncate log to %lld", nd->id, (long long)op->offset);
			blog_truncate_n(&nd->vol, k);
			continue;
		}
		const struct kr_batch *b = &op->batch;
		if (b->base_offset != sim__blog_end(&nd->vol)) {
			sim__fail(s, "node %d: append at %lld, log ends at %lld", nd->id,
			     (long long)b->base_offset, (long long)sim__blog_end(&nd->vol));
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
			sim__check_unique(s, bl);
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
		sim__push(s, (struct event){ .t = disk_done_at(s, nd), .type = EV_QS,
					.node = nd->idx, .life = nd->life,
					.gen = u->qs_seq, .qs = u->quorum_state });
	/* 4. messages */
	for (size_t i = 0; i < u->n_msgs; i++)
		send_msg(s, nd, &u->msgs[i]);
	/* 5. a snapshot to load comes before the committed batches */
	if (u->snapshot_load)
		sim__snap_load(s, nd, u->snapshot_load_id);
	for (size_t i = 0; i < u->n_committed; i++) {
		const struct kr_batch *b = &u->committed[i];
		if (b->base_offset != nd->next_deliver) {
			sim__fail(s, "node %d: delivered batch at %lld, expected %lld",
			     nd->id, (long long)b->base_offset,
			     (long long)nd->next_deliver);
			return;
		}
		if (b->base_offset + b->count > u->high_watermark) {
			sim__fail(s, "node %d: delivered past the high watermark", nd->id);
			return;
		}
		if (!s->o.no_checks) {
			uint64_t h = fnv(b->data.ptr + 8, (size_t)b->data.len - 8);
			sim__committed_check(s, nd, b->base_offset, b->count, h, true);
			/* the application's state after it is the committed one */
			nd->app_chain = sim__chain(nd->app_chain, b->base_offset, b->count, h);
			uint64_t want;
			if (!s->violation[0] &&
			    (!sim__chain_at(s, b->base_offset + b->count, &want) ||
			     want != nd->app_chain))
				sim__fail(s, "node %d: its state after the batch at %lld differs "
					  "from the committed log's",
					  nd->id, (long long)b->base_offset);
		} else if (b->base_offset + b->count > s->committed_end) {
			s->committed_end = b->base_offset + b->count;
			s->last_commit_at = s->now;
		}
		if (b->control)
			sim__check_assignment(s, nd, b);
		nd->next_deliver = b->base_offset + b->count;
		nd->delivered += b->count;
		nd->app_records += b->count;
	}
	if (u->snapshot_wanted && !s->violation[0])
		sim__snap_wanted(s, nd, u);
	/* 6. leader */
	if (u->leader_changed) {
		nd->reported = u->leader;
		sim__trace(s, "n%d application told: leader %d epoch %d", nd->id,
		      u->leader.leader_id, u->leader.epoch);
	}
	if (u->high_watermark < nd->last_hw)
		sim__fail(s, "node %d: high watermark went back %lld -> %lld", nd->id,
		     (long long)nd->last_hw, (long long)u->high_watermark);
	nd->last_hw = u->high_watermark;
	sim__check_refusals(s, nd, u);
	if (u->fatal)
		sim__fail(s, "node %d: core stopped: %s: %s", nd->id,
			  kr_errname(u->fatal),
			  u->fatal_reason ? u->fatal_reason : "(no reason)");
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
		sim__fail(s, "node %d stood for election (epoch %d) while no node "
		     "could reach it (pre-vote must stop it)", nd->id,
		     kr_core_epoch(nd->core));
	if (s->o.trace && (st != kr_core_state(nd->core) ||
			   ep != kr_core_epoch(nd->core))) {
		char d[160];
		describe(nd, d, sizeof(d));
		sim__trace(s, "n%d -> %s", nd->id, d);
	}
	sim__apply(s, nd, u);
}

static struct kr_core *make_core(struct sim *s, struct node *nd)
{
	struct kr_config cfg;
	kr_config_init(&cfg);
	cfg.node_id = nd->id;
	cfg.directory_id = nd->dir;
	cfg.n_voters = s->o.voters;
	/* the configured voters are nodes 0..voters-1, with ids 1..voters */
	for (int i = 0; i < s->o.voters; i++) {
		cfg.voters[i] = i + 1;
		cfg.voter_directory_ids[i] = s->nodes[i].dir;
	}
	cfg.cluster_id = "sim-cluster";
	cfg.seed = sim__rnd(s);
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
	cfg.snapshot_max_bytes = s->o.snapshot_bytes;
	cfg.snapshot_interval_ms = 0;
	if (s->o.snapshot_bytes > 0) {
		cfg.snapshot_read = sim__snap_read;
		cfg.snapshot_ctx = nd;
	}
	if (s->o.snapshot_fetch_bytes > 0)
		cfg.fetch_snapshot_max_bytes = s->o.snapshot_fetch_bytes;
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
	nd->lead_epoch = -1;
	for (int j = 0; j < SIM_MAX_NODES; j++)
		nd->fetch_seen[j] = -1;
	config_set(s, &nd->vset);
	sim__snap_reconcile(s, nd);
	blog_copy_prefix(&nd->vol, &nd->dur, INT64_MAX);
	struct kr_epoch_entry *ep = calloc(nd->dur.n + 1, sizeof(*ep));
	size_t ne = 0;
	for (size_t i = 0; i < nd->dur.n; i++)
		if (ne == 0 || ep[ne - 1].epoch != nd->dur.b[i]->epoch)
			ep[ne++] = (struct kr_epoch_entry){ nd->dur.b[i]->epoch,
							    nd->dur.b[i]->base };
	struct kr_boot bt = { .qs = nd->qs_dur, .epochs = ep, .n_epochs = ne,
			      .log_end_offset = sim__blog_end(&nd->dur) };
	struct kr_snapshot_id ids[KR_MAX_SNAPSHOTS];
	sim__snap_boot(s, nd, &bt, ids);
	nd->next_deliver = bt.applied_offset;
	const struct kr_update *u;
	int rc = kr_core_start(nd->core, &bt, s->now, &u);
	free(ep);
	if (rc != 0) {
		sim__fail(s, "node %d: start failed: %s", nd->id, kr_errname(rc));
		return;
	}
	char d[160];
	describe(nd, d, sizeof(d));
	sim__trace(s, "n%d start: %s", nd->id, d);
	sim__apply(s, nd, u);
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
	s->adv_rng = o->seed * 0x9E3779B97F4A7C15ull + 13;
	s->nemesis_node = -1;
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
		/* a directory id of its own, from the seed but not from the
		 * run's generator (so runs keep their schedule), never zero */
		uint64_t z = o->seed * 0xD1B54A32D192ED03ull + (uint64_t)i * 0x9E3779B97F4A7C15ull;
		for (int k = 0; k < 16; k++) {
			z = (z ^ (z >> 31)) * 0xBF58476D1CE4E5B9ull + 1;
			nd->dir.bytes[k] = (uint8_t)(z >> 24);
		}
		nd->dir.bytes[0] |= 0x80;
	}
	for (int i = 0; i < s->n; i++)
		boot(s, &s->nodes[i]);
	if (s->workload)
		sim__push(s, (struct event){ .t = o->append_interval_ms, .type = EV_APPEND });
	if (o->alter_interval_ms > 0)
		sim__push(s, (struct event){ .t = o->alter_interval_ms, .type = EV_ALTER });
	if (o->chaos_interval_ms > 0 && o->heal_at_ms > 0) {
		sim__push(s, (struct event){ .t = o->chaos_interval_ms, .type = EV_CHAOS });
		sim__push(s, (struct event){ .t = o->heal_at_ms, .type = EV_HEAL });
	}
	if (o->adversary_interval_ms > 0)
		sim__push(s, (struct event){ .t = o->adversary_interval_ms,
					     .type = EV_ADVERSARY });
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
		sim__snap_free(&s->nodes[i]);
	}
	free(s->committed);
	sim__imap_free(&s->epoch_leader);
	sim__imap_free(&s->votes);
	sim__imap_free(&s->vote_reqs);
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
	return sim__blog_end(&s->nodes[i].dur);
}
int sim_held_requests(const struct sim *s, int from, int to)
{
	int n = 0;
	for (int k = 0; k < s->nodes[to].nopen; k++)
		n += s->nodes[to].open[k].from == from;
	return n;
}

int sim_lose_inflight(struct sim *s, int from, int to)
{
	s->conn_gen[from][to]++;
	s->conn_gen[to][from]++;
	struct node *nd = &s->nodes[to];
	int keep = 0, lost = 0;
	for (int k = 0; k < nd->nopen; k++) {
		if (nd->open[k].from == from) {
			report_lost(s, from, to, nd->open[k].request_id);
			lost++;
		} else {
			nd->open[keep++] = nd->open[k];
		}
	}
	nd->nopen = keep;
	return lost;
}

int64_t sim_log_batches(const struct sim *s, int i)
{
	return (int64_t)s->nodes[i].vol.n;
}
void sim_set_workload(struct sim *s, bool on) { s->workload = on; }

void sim_crash(struct sim *s, int i)
{
	struct node *nd = &s->nodes[i];
	if (!nd->up)
		return;
	sim__trace(s, "n%d CRASH (loses %lld unflushed offsets)", nd->id,
	      (long long)(sim__blog_end(&nd->vol) - sim__blog_end(&nd->dur)));
	kr_core_free(nd->core);
	nd->core = NULL;
	nd->up = false;
	nd->life++;
	nd->io_free_at = s->now;
	nd->flush_busy = false;
	nd->flush_want = -1;
	blog_truncate_n(&nd->vol, 0);
	sim__snap_crash(nd);
	s->st.crashes++;
	/* its connections close: the requests it held are lost */
	for (int k = 0; s->o.conn_resets && k < nd->nopen; k++)
		report_lost(s, nd->open[k].from, i, nd->open[k].request_id);
	nd->nopen = 0;
}

void sim_restart(struct sim *s, int i)
{
	if (s->nodes[i].up)
		return;
	sim__trace(s, "n%d RESTART", s->nodes[i].id);
	boot(s, &s->nodes[i]);
}

void sim_block(struct sim *s, int from, int to, bool blocked)
{
	s->blocked[from][to] = blocked;
}

void sim_isolate(struct sim *s, int i, bool blocked)
{
	sim__trace(s, "n%d %s", s->nodes[i].id, blocked ? "ISOLATED" : "reconnected");
	for (int j = 0; j < s->n; j++) {
		s->blocked[i][j] = blocked;
		s->blocked[j][i] = blocked;
	}
}

void sim_heal(struct sim *s)
{
	sim__trace(s, "HEAL: network whole, disks normal, all nodes up");
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
	sim__apply(s, nd, u);
	free(data);
	return rc;
}

void sim_resign(struct sim *s, int i)
{
	struct node *nd = &s->nodes[i];
	if (!nd->up)
		return;
	sim__trace(s, "n%d application asks to resign", nd->id);
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
	sim__fmt_set(x, sizeof(x), target, n);
	struct kr_event ev = { .type = KR_EVENT_ALTER_QUORUM, .now_ms = s->now,
			       .wall_ms = SIM_WALL_EPOCH_MS + s->now };
	ev.u.alter.target = target;
	ev.u.alter.n_target = n;
	ev.u.alter.id = ++s->alter_id;
	const struct kr_update *u;
	int rc = kr_step(nd->core, &ev, &u);
	sim__trace(s, "n%d AlterQuorum [%s]: %s", nd->id, x, kr_errname(rc));
	if (rc == 0)
		s->st.alters_issued++;
	sim__apply(s, nd, u);
	return rc;
}

int sim_voter_change(struct sim *s, int i, enum kr_event_type type, int32_t id)
{
	struct node *nd = &s->nodes[i];
	if (!nd->up)
		return KR_ERR_NOT_LEADER;
	struct kr_event ev = { .type = type, .now_ms = s->now,
			       .wall_ms = SIM_WALL_EPOCH_MS + s->now };
	ev.u.voter.id = id;
	for (int k = 0; k < s->n; k++)
		if (s->nodes[k].id == id)
			ev.u.voter.dir = s->nodes[k].dir;
	snprintf(ev.u.voter.endpoint.name, sizeof ev.u.voter.endpoint.name, "SIM");
	snprintf(ev.u.voter.endpoint.host, sizeof ev.u.voter.endpoint.host, "n%d", (int)id);
	ev.u.voter.endpoint.port = (uint16_t)(9000 + id);
	ev.u.voter.kraft_min = 0;
	ev.u.voter.kraft_max = 1;
	ev.u.voter.req = ++s->alter_id;
	const struct kr_update *u;
	int rc = kr_step(nd->core, &ev, &u);
	const char *why = "";
	for (size_t k = 0; rc == 0 && k < u->n_alter_done; k++)
		if (u->alter_done[k].id == ev.u.voter.req && u->alter_done[k].message)
			why = u->alter_done[k].message;
	sim__trace(s, "n%d %s %d: %s%s%s", nd->id,
		   type == KR_EVENT_ADD_VOTER ? "AddRaftVoter" : "RemoveRaftVoter",
		   (int)id, kr_errname(rc), why[0] ? ", refused: " : "", why);
	if (rc == 0)
		s->st.alters_issued++;
	sim__apply(s, nd, u);
	return rc;
}

const struct kr_voter_assignment *sim_committed_voters(const struct sim *s)
{
	return &s->cvset;
}

int sim_deliver(struct sim *s, int i, const struct kr_msg *m)
{
	uint8_t *buf;
	size_t len;
	int rc = s->o.codec.encode(s->o.codec.ctx, m, &buf, &len);
	if (rc != 0)
		return rc;
	sim__push(s, (struct event){
		.t = s->now + sim__rnd_range(s, s->o.net_delay_min, s->o.net_delay_max),
		.type = EV_MSG, .node = i, .from = SIM_OUTSIDE, .buf = buf,
		.len = len });
	return 0;
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

/* Like an admin client, asks the leader for the wanted voter change until
 * one accepts it (every 250 ms), then waits 0.5-1.5 intervals for the next
 * change. */
/* Like kafka-metadata-quorum.sh add-controller / remove-controller run by
 * an operator towards s->want: one step on leader l (cancelling an
 * AlterQuorum target in progress first, since KIP-853 waits for it).
 * True when the leader's voter set in force is the one wanted. */
static bool kip853_step(struct sim *s, int l)
{
	const struct kr_voter_assignment *v = kr_core_voters(s->nodes[l].core);
	if (v->n_target >= 0) {
		sim_alter(s, l, NULL, -1);
		return false;
	}
	for (int32_t i = 0; i < s->want_n; i++)
		if (!sim__in_set(v->current, v->n_current, s->want[i])) {
			sim_voter_change(s, l, KR_EVENT_ADD_VOTER, s->want[i]);
			return false;
		}
	for (int32_t i = 0; i < v->n_current; i++)
		if (!sim__in_set(s->want, s->want_n, v->current[i])) {
			sim_voter_change(s, l, KR_EVENT_REMOVE_VOTER, v->current[i]);
			return false;
		}
	return true;
}

static void ask_alter(struct sim *s)
{
	int l = sim_leader(s);
	bool taken = l >= 0 && (s->want_kip853 ? kip853_step(s, l)
					       : sim_alter(s, l, s->want, s->want_n) == 0);
	int64_t wait = taken ? sim__rnd_range(s, s->o.alter_interval_ms / 2,
					      s->o.alter_interval_ms * 3 / 2)
			     : 250;
	sim__push(s, (struct event){ .t = s->now + wait,
				     .type = taken ? EV_ALTER : EV_ALTER_RETRY });
}

static void handle(struct sim *s, struct event *e)
{
	struct node *nd = e->node >= 0 && e->node < s->n ? &s->nodes[e->node] : NULL;
	switch (e->type) {
	case EV_MSG: {
		if ((!nd->up && !s->o.conn_resets) ||
		    (e->from != SIM_OUTSIDE && s->blocked[e->from][e->node])) {
			s->st.dropped++;
			break;
		}
		struct kr_msg m;
		if (s->o.codec.decode(s->o.codec.ctx, e->buf, e->len, &m) != 0) {
			sim__fail(s, "codec cannot decode a message for node %d", nd->id);
			break;
		}
		if (!nd->up || (e->from != SIM_OUTSIDE &&
				e->gen != s->conn_gen[e->from][e->node])) {
			/* a refused connection, or one reset since the
			 * message was sent (conn_resets) */
			if (s->o.conn_resets && is_request(m.type))
				report_lost(s, e->from, e->node, m.request_id);
			s->st.dropped++;
			break;
		}
		if (s->o.conn_resets && is_request(m.type) && e->from != SIM_OUTSIDE)
			open_add(nd, e->from, m.request_id);
		if (s->o.trace && m.type != KR_MSG_FETCH_REQUEST &&
		    m.type != KR_MSG_FETCH_RESPONSE)
			sim__trace(s, "n%d <- %d %s", nd->id, m.from, kr_msg_type_name(m.type));
		else if (s->o.trace && m.type == KR_MSG_FETCH_RESPONSE &&
			 (m.u.fetch_resp.diverging_epoch >= 0 ||
			  m.u.fetch_resp.partition_error))
			sim__trace(s, "n%d <- %d FetchResponse error %d diverging (%d, %lld)",
			      nd->id, m.from, m.u.fetch_resp.partition_error,
			      m.u.fetch_resp.diverging_epoch,
			      (long long)m.u.fetch_resp.diverging_end_offset);
		sim__note_delivered(s, nd, e->from, &m);
		struct kr_event ev = { .type = KR_EVENT_RECEIVE, .now_ms = s->now };
		ev.u.msg = &m;
		step(s, nd, &ev);
		break;
	}
	case EV_SNAPSHOT:
		if (nd->up && e->life == nd->life)
			sim__snap_done(s, nd);
		break;
	case EV_LOST:
		if (nd->up && e->life == nd->life) {
			sim__trace(s, "n%d request %lld to %d lost (connection closed)",
				   nd->id, (long long)e->off, s->nodes[e->from].id);
			struct kr_event ev = { .type = KR_EVENT_REQUEST_LOST,
					       .now_ms = s->now };
			ev.u.lost.to = s->nodes[e->from].id;
			ev.u.lost.request_id = (uint32_t)e->off;
			step(s, nd, &ev);
		}
		break;
	case EV_ADVERSARY:
		sim__adversary_act(s);
		sim__push(s, (struct event){ .t = s->now + s->o.adversary_interval_ms,
					     .type = EV_ADVERSARY });
		break;
	case EV_TIMER:
		if (nd->up && e->life == nd->life && e->gen == nd->timer_gen) {
			nd->timer_at = 0;
			struct kr_event ev = { .type = KR_EVENT_TICK, .now_ms = s->now };
			step(s, nd, &ev);
		}
		break;
	case EV_FLUSH:
		if (nd->up && e->life == nd->life) {
			int64_t off = e->off < sim__blog_end(&nd->vol) ? e->off
								 : sim__blog_end(&nd->vol);
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
			sim__chaos(s);
			sim__push(s, (struct event){ .t = s->now + s->o.chaos_interval_ms,
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
		sim__push(s, (struct event){ .t = s->now + s->o.append_interval_ms,
					.type = EV_APPEND });
		break;
	case EV_HEAL:
		s->healed = true;
		sim_heal(s);
		sim__push(s, (struct event){ .t = s->now + s->o.liveness_ms,
					.type = EV_LIVENESS });
		break;
	case EV_LIVENESS:
		if (!s->progress_ok)
			sim__fail(s, "no append committed within %lld ms after faults healed",
			     (long long)s->o.liveness_ms);
		else if (!sim__reassign_done(s)) {
			char x[96], y[96];
			sim__fmt_set(x, sizeof(x), s->want, s->want_n);
			sim__fmt_set(y, sizeof(y), s->cvset.current, s->cvset.n_current);
			sim__fail(s, "voter change to [%s] not finished within %lld ms "
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
			s->want_kip853 = sim__chance(s, s->o.kip853_permille);
			if (!s->want_kip853 && sim__chance(s, 100)) {
				s->want_n = -1;
			} else {
				int32_t ids[KR_MAX_VOTERS];
				for (int k = 0; k < total; k++)
					ids[k] = k + 1;
				for (int k = total - 1; k > 0; k--) {
					int j = (int)(sim__rnd(s) % (uint64_t)(k + 1));
					int32_t t = ids[k];
					ids[k] = ids[j];
					ids[j] = t;
				}
				s->want_n = (int32_t)sim__rnd_range(s, 1, total < 5 ? total : 5);
				memcpy(s->want, ids, sizeof(ids));
			}
			s->want_set = true;
			ask_alter(s);
		} else {
			/* the admin client retries until the change is done; it
			 * keeps looking until the liveness check, since an older
			 * target still in the log may take over meanwhile */
			if (!sim__reassign_done(s) && l >= 0) {
				if (s->want_kip853)
					kip853_step(s, l);
				else
					sim_alter(s, l, s->want, s->want_n);
			}
			if (s->now < s->o.heal_at_ms + s->o.liveness_ms)
				sim__push(s, (struct event){ .t = s->now + 1000,
							.type = EV_ALTER });
		}
		break;
	}
	case EV_ALTER_RETRY: {
		if (s->healed) {
			/* the retries after the heal take over */
			sim__push(s, (struct event){ .t = s->now + 1000,
						     .type = EV_ALTER });
			break;
		}
		ask_alter(s);
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
		sim__check_global(s);
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
	sim__trace(s, "n%d DISK LOST", nd->id);
	blog_truncate_n(&nd->dur, 0);
	nd->dur.start = 0;
	sim__snap_wipe(nd);
	s->st.wipes++;
	nd->qs_dur = (struct kr_quorum_state){ 0, -1, -1 };
	sim__forget_votes(s, nd);
}

