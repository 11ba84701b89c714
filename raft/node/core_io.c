/*
 * node/core_io.c — the Raft core's side of the node: every event goes
 * through kr__node_step, and every update is carried out in the core's
 * order (log writes, flush, quorum state, messages, high watermark). The
 * log flush and the quorum-state write run on threads of their own and
 * come back through eventfds.
 */
#include "node/node_internal.h"

void kr__node_free_readbufs(struct node *n)
{
	for (size_t i = 0; i < n->n_rbufs; i++)
		free(n->rbufs[i].p);
	n->n_rbufs = 0;
}

int kr__node_core_log_read(void *ctx, int64_t offset, int32_t max_bytes,
			   struct kw_bytes *out, struct kw_error *err)
{
	struct node *n = ctx;
	*out = (struct kw_bytes){ NULL, 0 };
	if (offset >= kr_log_end_offset(n->log))
		return 0;
	struct kr_log_slice s;
	if (kr_log_read(n->log, offset, INT64_MAX, (size_t)(max_bytes > 0 ? max_bytes : 1),
			&s, err) != 0)
		return -1;
	if (s.length == 0)
		return 0;
	uint8_t *p = malloc(s.length);
	if (!p)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "log read of %zu bytes", s.length);
	if (kr_log_slice_copy(n->log, &s, p, err) != 0) {
		free(p);
		return -1;
	}
	GROW(n->rbufs, n->n_rbufs, n->cap_rbufs);
	n->rbufs[n->n_rbufs++].p = p;
	*out = (struct kw_bytes){ p, (int32_t)s.length };
	return 0;
}

void *kr__node_flush_worker(void *arg)
{
	struct node *n = arg;
	pthread_mutex_lock(&n->mu);
	for (;;) {
		while (!n->flush_wanted && !n->worker_stop)
			pthread_cond_wait(&n->cv, &n->mu);
		if (!n->flush_wanted && n->worker_stop)
			break;
		n->flush_wanted = false;
		n->flush_busy = true;
		pthread_mutex_unlock(&n->mu);
		int64_t flushed = -1;
		struct kw_error err;
		kw_error_clear(&err);
		int rc = kr_log_flush(n->log, &flushed, &err);
		pthread_mutex_lock(&n->mu);
		n->flush_busy = false;
		n->flush_rc = rc;
		n->flush_result = flushed;
		n->flush_err = err;
		uint64_t one = 1;
		if (write(n->efd, &one, sizeof one) < 0) {
			/* the eventfd counter cannot overflow here */
		}
		pthread_cond_broadcast(&n->cv);
	}
	pthread_mutex_unlock(&n->mu);
	return NULL;
}

static void request_flush(struct node *n)
{
	if (n->flush_in_flight) {
		n->flush_again = true;
		return;
	}
	n->flush_in_flight = true;
	pthread_mutex_lock(&n->mu);
	n->flush_wanted = true;
	pthread_cond_signal(&n->cv);
	pthread_mutex_unlock(&n->mu);
}

/*
 * The quorum-state writer: writes the newest state it was handed (temp
 * file, fsync, rename, directory fsync) and reports the sequence number
 * through qfd. Writes are ordered and may be coalesced: a state handed
 * over while another is being written replaces any older one still
 * waiting, and its completion completes the older sequence numbers too
 * (the core's contract). Off the loop thread, so the loop keeps serving
 * while the disk syncs; the core withholds every message that depends on
 * a write until its completion event, so the order persist-then-send holds.
 */
void *kr__node_qs_worker(void *arg)
{
	struct node *n = arg;
	pthread_mutex_lock(&n->mu);
	for (;;) {
		while (!n->qs_wanted && !n->qs_stop)
			pthread_cond_wait(&n->qs_cv, &n->mu);
		if (!n->qs_wanted)
			break; /* stopping, nothing left to write */
		struct kr_quorum_state_data d = n->qs_data;
		uint64_t seq = n->qs_want_seq;
		n->qs_wanted = false;
		pthread_mutex_unlock(&n->mu);
		if (n->cfg->fault_qs_delay_ms > 0) {
			struct timespec ts = { n->cfg->fault_qs_delay_ms / 1000,
					       (long)(n->cfg->fault_qs_delay_ms % 1000) * 1000000L };
			while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
			}
		}
		struct kw_error err;
		kw_error_clear(&err);
		int rc = kr_quorum_state_write(n->log_dir, NULL, &d, &err);
		pthread_mutex_lock(&n->mu);
		if (rc != 0 && n->qs_rc == 0) {
			n->qs_rc = rc;
			n->qs_err = err;
		} else if (rc == 0) {
			n->qs_done_seq = seq;
		}
		uint64_t one = 1;
		if (write(n->qfd, &one, sizeof one) < 0) {
			/* the eventfd counter cannot overflow here */
		}
	}
	pthread_mutex_unlock(&n->mu);
	return NULL;
}

static void request_qs_write(struct node *n, const struct kr_quorum_state_data *d,
			     uint64_t seq)
{
	pthread_mutex_lock(&n->mu);
	n->qs_data = *d;
	n->qs_want_seq = seq;
	n->qs_wanted = true;
	pthread_cond_signal(&n->qs_cv);
	pthread_mutex_unlock(&n->mu);
}

static void log_state(struct node *n)
{
	enum kr_state s = kr_core_state(n->core);
	int32_t e = kr_core_epoch(n->core), l = kr_core_leader(n->core);
	if (s == n->l_state && e == n->l_epoch && l == n->l_leader)
		return;
	n->l_state = s;
	n->l_epoch = e;
	n->l_leader = l;
	if (l >= 0)
		kr__node_logf(n, "epoch %d, leader %d, state %s", (int)e, (int)l, kr_state_name(s));
	else
		kr__node_logf(n, "epoch %d, no leader, state %s", (int)e, kr_state_name(s));
}

void kr__node_die(struct node *n, const char *what, int rc, const struct kw_error *err)
{
	char buf[512] = "";
	if (err && err->code)
		kw_error_format(err, buf, sizeof buf);
	kr__node_logf(n, "fatal: %s: %s%s%s", what, kr_storage_strerror(rc), buf[0] ? ": " : "", buf);
	n->fatal = 1;
}

void kr__node_apply(struct node *n, const struct kr_update *u)
{
	struct kw_error err;
	if (u->fatal) {
		kr__node_logf(n, "fatal: the Raft core stopped: %s: %s", kr_strerror(u->fatal),
			      u->fatal_reason ? u->fatal_reason : "no reason given");
		n->fatal = 1;
		return;
	}
	/* 1. log writes */
	for (size_t i = 0; i < u->n_log_ops; i++) {
		const struct kr_log_op *op = &u->log_ops[i];
		kw_error_clear(&err);
		int rc;
		if (op->type == KR_LOG_TRUNCATE) {
			rc = kr_log_truncate(n->log, op->offset, NULL, &err);
			if (rc == 0)
				kr__node_logf(n, "log truncated to offset %" PRId64, op->offset);
		} else if (op->type == KR_LOG_APPEND) {
			rc = kr_log_append_follower(n->log, op->batch.data.ptr,
						    (size_t)op->batch.data.len, NULL, &err);
		} else {
			/* snapshots (KIP-630) are not wired into the node yet */
			rc = kw_error_set(&err, KW_ERR_UNSUPPORTED, 0, "log op %d", (int)op->type);
		}
		if (rc != 0) {
			kr__node_die(n, op->type == KR_LOG_TRUNCATE ? "log truncate" : "log append",
			    rc, &err);
			return;
		}
	}
	/* 2. flush */
	if (u->flush_offset >= 0) {
		if (n->cfg->fsync)
			request_flush(n);
		else
			n->flush_again = true; /* reported below, no sync */
	}
	/* 3. quorum state: handed to its writer thread; the core withholds
	 * what depends on it until on_qs_done reports it durable */
	if (u->persist_quorum_state) {
		struct kr_quorum_state_data d;
		kr_quorum_state_init(&d, 0);
		d.leader_id = u->quorum_state.leader_id;
		d.leader_epoch = u->quorum_state.epoch;
		d.voted_id = u->quorum_state.voted_id;
		/* the voter set in force (the log's, see kraft.h "Voters") */
		const struct kr_voter_assignment *cv = kr_core_voters(n->core);
		d.current_voter_count = cv->n_current;
		for (int32_t i = 0; i < cv->n_current; i++)
			d.current_voters[i] = cv->current[i];
		request_qs_write(n, &d, u->qs_seq);
	}
	/* 4. messages */
	for (size_t i = 0; i < u->n_msgs; i++)
		kr__node_send_msg(n, &u->msgs[i]);
	kr__node_alter_quorum_done(n, u);
	/* 6. leadership, 7. deadline */
	n->next_deadline_ms = u->next_deadline_ms;
	int64_t hw = u->high_watermark;
	if (hw > n->hw) {
		if (hw > kr_log_end_offset(n->log))
			hw = kr_log_end_offset(n->log);
		if (hw > n->hw && kr_log_set_high_watermark(n->log, hw) == 0)
			n->hw = hw;
		kr__node_on_high_watermark(n);
	}
	log_state(n);
	if (!n->cfg->fsync && n->flush_again && !n->fatal) {
		n->flush_again = false;
		struct kr_event ev = { .type = KR_EVENT_LOG_FLUSHED, .now_ms = now_ms() };
		ev.u.flushed_offset = kr_log_end_offset(n->log);
		kr__node_step(n, &ev);
	}
}

static int step_rc(struct node *n, struct kr_event *ev)
{
	if (n->fatal)
		return KR_ERR_STOPPED;
	const struct kr_update *u;
	kw_arena_reset(&n->arena);
	ev->wall_ms = wall_ms(); /* record timestamps only */
	int rc = kr_step(n->core, ev, &u);
	if (rc == KR_ERR_NOMEM || rc == KR_ERR_STOPPED) {
		kr__node_logf(n, "fatal: the Raft core failed: %s: %s", kr_strerror(rc),
			      u->fatal_reason ? u->fatal_reason : "no reason given");
		n->fatal = 1;
		return rc;
	}
	kr__node_apply(n, u);
	kr__node_free_readbufs(n);
	/* pre-votes the wire could not carry: the core's answer now */
	while (n->n_refused_votes > 0 && !n->fatal) {
		struct kr_msg m = n->refused_votes[--n->n_refused_votes];
		struct kr_event e = { .type = KR_EVENT_RECEIVE, .now_ms = now_ms() };
		e.u.msg = &m;
		(void)step_rc(n, &e);
	}
	return rc;
}

void kr__node_step(struct node *n, struct kr_event *ev)
{
	(void)step_rc(n, ev);
}

void kr__node_on_flush_done(struct node *n)
{
	uint64_t v;
	if (read(n->efd, &v, sizeof v) < 0)
		return;
	pthread_mutex_lock(&n->mu);
	int rc = n->flush_rc;
	int64_t flushed = n->flush_result;
	struct kw_error err = n->flush_err;
	pthread_mutex_unlock(&n->mu);
	n->flush_in_flight = false;
	if (rc != 0) {
		kr__node_die(n, "log flush", rc, &err);
		return;
	}
	if (n->flush_again) {
		n->flush_again = false;
		request_flush(n);
	}
	struct kr_event ev = { .type = KR_EVENT_LOG_FLUSHED, .now_ms = now_ms() };
	ev.u.flushed_offset = flushed;
	kr__node_step(n, &ev);
}

void kr__node_on_qs_done(struct node *n)
{
	uint64_t v;
	if (read(n->qfd, &v, sizeof v) < 0)
		return;
	pthread_mutex_lock(&n->mu);
	int rc = n->qs_rc;
	uint64_t seq = n->qs_done_seq;
	struct kw_error err = n->qs_err;
	pthread_mutex_unlock(&n->mu);
	if (rc != 0) {
		kr__node_die(n, "quorum-state write", rc, &err);
		return;
	}
	if (seq <= n->qs_reported)
		return;
	n->qs_reported = seq;
	struct kr_event ev = { .type = KR_EVENT_QUORUM_STATE_PERSISTED, .now_ms = now_ms() };
	ev.u.qs_seq = seq;
	kr__node_step(n, &ev);
}
