/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/driver.c — the Raft core's updates carried out in order (see
 * node/driver.h and core/kraft.h "Outputs").
 */
#include "node/driver.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kwire/protocol_errors.h"
#include "node/log_tail.h"
#include "node/persist.h"
#include "storage/error.h"
#include "storage/quorum_state.h"
#include "storage/snapshot.h"

#define MAX_LATER 64
#define CLEAN_INTERVAL_MS 60000 /* Kafka's snapshot cleaner */
/* the newest bytes of the log kept in memory (node/log_tail.h): the
 * fetches of followers that keep up, and the commits, read them there */
#define LOG_TAIL_BYTES (2 * 1024 * 1024)

struct kr_driver {
	struct kr_loop *loop;
	struct kr_driver_config cfg;
	struct kr_driver_callbacks cb;
	struct kr_partition *part;
	struct kr_log *log; /* part->log */
	struct kr_persist *persist;
	struct kr_core *core;
	/* the core's log reads: one buffer, reused (kr_log_read_fn's view
	 * lives until the next call) */
	uint8_t *rbuf;
	size_t rbuf_cap;
	struct kr_log_tail tail;
	/* the core's snapshot reads (FetchSnapshot): one reader, kept open
	 * while the same snapshot is read, and one buffer */
	struct kr_snapshot_reader *sreader;
	uint8_t *sbuf;
	size_t sbuf_cap;
	/* the snapshot being fetched from the leader (KR_LOG_SNAPSHOT_BEGIN) */
	struct kr_snapshot_writer *fetching;
	int64_t fetch_started_ms;
	int64_t next_clean_ms;

	int64_t next_deadline_ms;
	int64_t hw;
	bool flush_pending; /* without fsync: report the flush ourselves */
	bool fatal;
	bool stepping;
	/* the first update (kr_core_start's): its messages wait for
	 * kr_driver_release, once the layers above can send them */
	const struct kr_update *boot_u;
	struct kr_msg later[MAX_LATER];
	size_t n_later;
	struct {
		int32_t to;
		uint32_t request_id;
	} lost[MAX_LATER];
	size_t n_lost;
	/* what was last logged of the state */
	enum kr_state l_state;
	int32_t l_epoch, l_leader;
	int64_t state_since_ms; /* when l_state (and l_epoch) began */
	/* per refusal kind, and two more for the cluster-id lines (requests
	 * refused, answers received): a node of another cluster must not hide
	 * the other refusals, or they it */
	int64_t refusal_log_ms[KR_REFUSAL_CEILING + 3];
};

__attribute__((format(printf, 3, 4))) static void
dlog(struct kr_driver *d, enum kr_log_level lvl, const char *fmt, ...)
{
	if (!d->cb.log)
		return;
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	d->cb.log(d->cb.ctx, lvl, line);
}

static void die(struct kr_driver *d, const char *what, const char *detail)
{
	if (d->fatal)
		return;
	d->fatal = true;
	char reason[1024];
	snprintf(reason, sizeof reason, "%s%s%s", what, detail && detail[0] ? ": " : "",
		 detail ? detail : "");
	dlog(d, KR_LOG_ERROR, "fatal: %s", reason);
	if (d->cb.fatal)
		d->cb.fatal(d->cb.ctx, reason);
}

static void die_storage(struct kr_driver *d, const char *what, int rc,
			const struct kw_error *err)
{
	char buf[640] = "", detail[800];
	if (err && err->code)
		kw_error_format(err, buf, sizeof buf);
	snprintf(detail, sizeof detail, "%s%s%s", kr_storage_strerror(rc),
		 buf[0] ? ": " : "", buf);
	die(d, what, detail);
}

static int core_log_read(void *ctx, int64_t offset, int32_t max_bytes,
			 struct kw_bytes *out, struct kw_error *err)
{
	struct kr_driver *d = ctx;
	*out = (struct kw_bytes){NULL, 0};
	if (offset >= kr_log_end_offset(d->log))
		return 0;
	if (kr_log_tail_read(&d->tail, offset, max_bytes, out))
		return 0;
	struct kr_log_slice s;
	if (kr_log_read(d->log, offset, INT64_MAX,
			(size_t)(max_bytes > 0 ? max_bytes : 1), &s, err) != 0)
		return -1;
	if (s.length == 0)
		return 0;
	if (s.length > d->rbuf_cap) {
		uint8_t *p = realloc(d->rbuf, s.length);
		if (!p)
			return kw_error_set(err, KW_ERR_NOMEM, 0, "log read of %zu bytes",
					    s.length);
		d->rbuf = p;
		d->rbuf_cap = s.length;
	}
	if (kr_log_slice_copy(d->log, &s, d->rbuf, err) != 0)
		return -1;
	*out = (struct kw_bytes){d->rbuf, (int32_t)s.length};
	return 0;
}

static void close_sreader(struct kr_driver *d)
{
	if (d->sreader)
		kr_snapshot_reader_close(d->sreader);
	d->sreader = NULL;
}

static int core_snapshot_read(void *ctx, struct kr_snapshot_id id, int64_t position,
			      int32_t max_bytes, struct kw_bytes *out, int64_t *size,
			      struct kw_error *err)
{
	struct kr_driver *d = ctx;
	*out = (struct kw_bytes){NULL, 0};
	*size = 0;
	if (d->sreader) {
		const struct kr_snapshot_info *i = kr_snapshot_reader_info(d->sreader);
		if (i->id.end_offset != id.end_offset || i->id.epoch != id.epoch)
			close_sreader(d);
	}
	if (!d->sreader &&
	    kr_snapshot_reader_open(&d->sreader, d->cfg.dir, id, NULL, err) != 0) {
		d->sreader = NULL;
		return -1;
	}
	uint64_t total = kr_snapshot_reader_info(d->sreader)->size;
	*size = (int64_t)total;
	if (position < 0 || (uint64_t)position >= total)
		return 0;
	size_t want = (size_t)(max_bytes > 0 ? max_bytes : 1);
	if (want > total - (uint64_t)position)
		want = (size_t)(total - (uint64_t)position);
	if (want > d->sbuf_cap) {
		uint8_t *p = realloc(d->sbuf, want);
		if (!p)
			return kw_error_set(err, KW_ERR_NOMEM, 0, "snapshot read of %zu bytes",
					    want);
		d->sbuf = p;
		d->sbuf_cap = want;
	}
	size_t got = 0;
	if (kr_snapshot_reader_read_at(d->sreader, (uint64_t)position, d->sbuf, want, &got,
				       err) != 0)
		return -1;
	*out = (struct kw_bytes){d->sbuf, (int32_t)got};
	return 0;
}

/* Why the state changed, in words, from the core's cause (the timers'
 * lengths are the configuration's). */
static void cause_text(const struct kr_driver *d, const struct kr_cause *c,
		       enum kr_state s, char *out, size_t len)
{
	const struct kr_config *k = &d->cfg.core;
	switch (c->kind) {
	case KR_CAUSE_BOOT:
		snprintf(out, len, "started from the quorum-state file");
		return;
	case KR_CAUSE_MESSAGE:
		snprintf(out, len, "%s from %d", kr_msg_type_name(c->msg), (int)c->from);
		return;
	case KR_CAUSE_FETCH_TIMEOUT:
		snprintf(out, len,
			 "fetch timeout (no Fetch answer from leader %d for %d ms)",
			 (int)c->from, (int)k->fetch_timeout_ms);
		return;
	case KR_CAUSE_ELECTION_TIMEOUT:
		snprintf(out, len, "election timeout (no leader elected within %d ms)",
			 (int)k->election_timeout_ms);
		return;
	case KR_CAUSE_BACKOFF_END:
		snprintf(out, len, "the backoff after a lost election ended");
		return;
	case KR_CAUSE_CHECK_QUORUM:
		snprintf(out, len,
			 "check-quorum (no Fetch from a majority of the voters in 1.5 x "
			 "%d ms)",
			 (int)k->fetch_timeout_ms);
		return;
	case KR_CAUSE_RESIGN_TIMEOUT:
		snprintf(out, len, "election timeout after resigning (%d ms)",
			 (int)k->election_timeout_ms);
		return;
	case KR_CAUSE_EVENT:
		if (c->event == KR_EVENT_QUORUM_STATE_PERSISTED && s == KR_STATE_LEADER)
			snprintf(out, len, "won the election (a majority granted the "
					   "vote, now on disk)");
		else if (c->event == KR_EVENT_RESIGN)
			snprintf(out, len, "asked to resign");
		else if (c->event == KR_EVENT_ALTER_QUORUM)
			snprintf(out, len, "a voter change");
		else
			snprintf(out, len, "event %d", (int)c->event);
		return;
	case KR_CAUSE_NONE:
		break;
	}
	snprintf(out, len, "unknown");
}

static void log_state(struct kr_driver *d, const struct kr_update *u)
{
	enum kr_state s = kr_core_state(d->core);
	int32_t e = kr_core_epoch(d->core), l = kr_core_leader(d->core);
	if (s == d->l_state && e == d->l_epoch && l == d->l_leader)
		return;
	if (s != d->l_state || e != d->l_epoch)
		d->state_since_ms = kr_loop_now_ms();
	d->l_state = s;
	d->l_epoch = e;
	d->l_leader = l;
	char why[160];
	cause_text(d, &u->cause, s, why, sizeof why);
	if (d->cfg.metrics) {
		kr_metrics_on_state(d->cfg.metrics, s, l, kr_metrics_now_us());
		if (s != KR_STATE_LEADER)
			kr_pending_clear(&d->cfg.metrics->commit_wait);
	}
	if (d->cb.state) {
		struct kr_driver_state st = {s, e, l, kr_core_voted(d->core), why};
		d->cb.state(d->cb.ctx, &st);
	} else if (l >= 0) {
		dlog(d, KR_LOG_INFO, "epoch %d, leader %d, state %s: %s", (int)e, (int)l,
		     kr_state_name(s), why);
	} else {
		dlog(d, KR_LOG_INFO, "epoch %d, no leader, state %s: %s", (int)e,
		     kr_state_name(s), why);
	}
}

/* A refused message: one line per kind and second (a hostile peer cannot
 * flood the log). */
static void log_refusals(struct kr_driver *d, const struct kr_update *u)
{
	int64_t now = kr_loop_now_ms();
	for (size_t i = 0; i < u->n_refusals; i++) {
		const struct kr_refusal *r = &u->refusals[i];
		int k = (int)r->kind;
		if (r->error_code == KW_PERR_INCONSISTENT_CLUSTER_ID)
			k = KR_REFUSAL_CEILING + 1;
		else if (strcmp(r->reason, KR_REASON_OTHER_CLUSTER) == 0)
			k = KR_REFUSAL_CEILING + 2;
		if (k < 0 || k > KR_REFUSAL_CEILING + 2 || now - d->refusal_log_ms[k] < 1000)
			continue;
		d->refusal_log_ms[k] = now;
		char ids[160] = "";
		if (r->error_code == KW_PERR_INCONSISTENT_CLUSTER_ID)
			snprintf(ids, sizeof ids,
				 " (it sent cluster id %s%s%s, this node's is %s; "
				 "was it formatted for another cluster?)",
				 r->cluster_id[0] ? "'" : "",
				 r->cluster_id[0] ? r->cluster_id : "none",
				 r->cluster_id[0] ? "'" : "",
				 d->cfg.core.cluster_id ? d->cfg.core.cluster_id : "(any)");
		else if (strcmp(r->reason, KR_REASON_OTHER_CLUSTER) == 0)
			snprintf(ids, sizeof ids,
				 " (this node's cluster id is %s; was it formatted for "
				 "another cluster?)",
				 d->cfg.core.cluster_id ? d->cfg.core.cluster_id : "(any)");
		dlog(d, KR_LOG_WARN, "refused %s from %d (epoch %d): %s%s%s%s",
		     kr_msg_type_name(r->what), (int)r->from, (int)r->epoch, r->reason,
		     r->error_code ? ", answered " : "",
		     r->error_code ? kw_protocol_error_name(r->error_code) : "", ids);
	}
}

static const char *op_name(enum kr_log_op_type t)
{
	switch (t) {
	case KR_LOG_TRUNCATE:
		return "log truncate";
	case KR_LOG_APPEND:
		return "log append";
	case KR_LOG_ADVANCE_START:
		return "log start advance";
	case KR_LOG_SNAPSHOT_BEGIN:
		return "snapshot fetch start";
	case KR_LOG_SNAPSHOT_WRITE:
		return "snapshot fetch write";
	case KR_LOG_SNAPSHOT_ABORT:
		return "snapshot fetch abort";
	case KR_LOG_SNAPSHOT_INSTALL:
		return "snapshot install";
	}
	return "log op";
}

static const struct kr_snapshot_info *held(const struct kr_driver *d,
					   struct kr_snapshot_id id)
{
	const struct kr_snapshot_list *l = &d->part->snaps;
	for (size_t i = 0; i < l->n; i++)
		if (l->s[i].id.end_offset == id.end_offset && l->s[i].id.epoch == id.epoch)
			return &l->s[i];
	return NULL;
}

static void load_snapshot(struct kr_driver *d, struct kr_snapshot_id id)
{
	const struct kr_snapshot_info *info = held(d, id);
	if (!info) {
		die(d, "snapshot load", "the core named a snapshot the partition does not hold");
		return;
	}
	char why[512] = "";
	if (d->cb.snapshot_load && d->cb.snapshot_load(d->cb.ctx, info, why, sizeof why) != 0)
		die(d, "snapshot load", why);
}

/* The snapshot log ops (core/kraft.h "Snapshots"). */
static int snapshot_op(struct kr_driver *d, const struct kr_log_op *op,
		       struct kw_error *err)
{
	int rc = 0;
	int64_t t0 = kr_loop_now_ms();
	switch (op->type) {
	case KR_LOG_ADVANCE_START: {
		int64_t before = kr_log_start_offset(d->log);
		close_sreader(d);
		rc = kr_partition_advance_start(d->part, op->offset, err);
		if (rc == 0)
			dlog(d, KR_LOG_INFO,
			     "log start advanced from %" PRId64 " to %" PRId64
			     " (%zu snapshots held)",
			     before, op->offset, d->part->snaps.n);
		return rc;
	}
	case KR_LOG_SNAPSHOT_BEGIN:
		if (d->fetching)
			kr_snapshot_writer_abort(d->fetching);
		d->fetching = NULL;
		rc = kr_snapshot_writer_open_fetched(&d->fetching, d->cfg.dir, op->snapshot,
						     NULL, err);
		if (rc != 0) {
			d->fetching = NULL;
			return rc;
		}
		d->fetch_started_ms = t0;
		dlog(d, KR_LOG_INFO,
		     "fetching snapshot %" PRId64 "-%d from the leader (FetchSnapshot)",
		     op->snapshot.end_offset, (int)op->snapshot.epoch);
		return 0;
	case KR_LOG_SNAPSHOT_WRITE:
		if (!d->fetching)
			return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
					    "a snapshot write without a fetch begun");
		return kr_snapshot_writer_write_at(d->fetching, (uint64_t)op->position,
						   op->data.ptr, (size_t)op->data.len, err);
	case KR_LOG_SNAPSHOT_ABORT:
		if (d->fetching) {
			kr_snapshot_writer_abort(d->fetching);
			dlog(d, KR_LOG_INFO,
			     "snapshot fetch %" PRId64 "-%d dropped (it starts over)",
			     op->snapshot.end_offset, (int)op->snapshot.epoch);
		}
		d->fetching = NULL;
		return 0;
	case KR_LOG_SNAPSHOT_INSTALL: {
		if (!d->fetching)
			return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
					    "a snapshot install without a fetch begun");
		struct kr_snapshot_writer *w = d->fetching;
		d->fetching = NULL;
		close_sreader(d);
		struct kr_snapshot_info info;
		rc = kr_partition_install(d->part, w, &info, err);
		if (rc == 0 && d->cfg.metrics) {
			d->cfg.metrics->snapshots_installed++;
			d->cfg.metrics->snapshot_bytes_installed += info.size;
		}
		if (rc == 0)
			dlog(d, KR_LOG_INFO,
			     "snapshot %" PRId64 "-%d installed: %" PRIu64
			     " bytes fetched in %" PRId64 " ms; the log now starts at %" PRId64,
			     info.id.end_offset, (int)info.id.epoch, info.size,
			     kr_loop_now_ms() - d->fetch_started_ms,
			     kr_log_start_offset(d->log));
		return rc;
	}
	default:
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0, "unknown log op %d",
				    (int)op->type);
	}
}

/* Retention (storage/partition.h): the log start the rules allow, through
 * the core (KR_EVENT_LOG_START; its log op advances the partition). */
static void maybe_clean(struct kr_driver *d)
{
	int64_t now = kr_loop_now_ms();
	int32_t every = d->cfg.clean_interval_ms > 0 ? d->cfg.clean_interval_ms
						     : CLEAN_INTERVAL_MS;
	d->next_clean_ms = now + every;
	if (d->fatal || d->stepping)
		return;
	int64_t start = kr_partition_clean_plan(d->part, &d->cfg.retention,
						kr_loop_wall_ms());
	if (start <= kr_log_start_offset(d->log))
		return;
	struct kr_event ev = {.type = KR_EVENT_LOG_START};
	ev.u.log_start = start;
	int rc = kr_driver_step(d, &ev);
	if (rc != 0 && !d->fatal)
		dlog(d, KR_LOG_WARN, "log cleaning to %" PRId64 " refused: %s", start,
		     kr_strerror(rc));
}

/* A batch a follower wrote from a Fetch answer (metrics). */
static void count_fetched(struct kr_driver *d, const struct kr_batch *b)
{
	struct kr_metrics *m = d->cfg.metrics;
	if (!m)
		return;
	if (!b->control) {
		m->fetch_records += (uint64_t)b->count;
		kr_rate_add(&m->fetch_rate, kr_loop_now_ms(), (uint64_t)b->count);
	}
	kr_pending_push(&m->hw_wait, b->base_offset + b->count - 1, kr_metrics_now_us());
}

static void apply(struct kr_driver *d, const struct kr_update *u)
{
	if (u->fatal) {
		char detail[768];
		char rd[600] = "";
		if (u->fatal_error && u->fatal_error->code)
			kw_error_format(u->fatal_error, rd, sizeof rd);
		snprintf(detail, sizeof detail, "%s%s%s%s", kr_strerror(u->fatal),
			 u->fatal_reason ? ": " : "",
			 u->fatal_reason ? u->fatal_reason : "",
			 rd[0] ? "; the log read said: " : "");
		if (rd[0])
			snprintf(detail + strlen(detail), sizeof detail - strlen(detail),
				 "%s", rd);
		die(d, "the Raft core stopped", detail);
		return;
	}
	struct kw_error err;
	/* 1. log writes */
	for (size_t i = 0; i < u->n_log_ops; i++) {
		const struct kr_log_op *op = &u->log_ops[i];
		kw_error_clear(&err);
		int rc;
		if (op->type != KR_LOG_APPEND)
			kr_log_tail_reset(&d->tail);
		if (op->type == KR_LOG_TRUNCATE) {
			rc = kr_log_truncate(d->log, op->offset, NULL, &err);
			if (rc == 0)
				dlog(d, KR_LOG_INFO, "log truncated to offset %" PRId64,
				     op->offset);
		} else if (op->type == KR_LOG_APPEND) {
			rc = kr_log_append_follower(d->log, op->batch.data.ptr,
						    (size_t)op->batch.data.len, NULL,
						    &err);
			if (rc == 0)
			if (rc == 0) {
				kr_log_tail_append(&d->tail, op->batch.base_offset,
						   op->batch.count, op->batch.data.ptr,
						   (size_t)op->batch.data.len);
				count_fetched(d, &op->batch);
			}
		} else {
			rc = snapshot_op(d, op, &err);
		}
		if (rc != 0) {
			die_storage(d, op_name(op->type), rc, &err);
			return;
		}
	}
	/* 2. flush */
	if (u->flush_offset >= 0) {
		if (d->cfg.fsync)
			kr_persist_flush(d->persist);
		else
			d->flush_pending = true; /* reported below, no sync */
	}
	/* 3. quorum state: the core withholds what depends on it until the
	 * write is reported durable */
	if (u->persist_quorum_state) {
		struct kr_quorum_state_data q;
		kr_quorum_state_init(&q, 0);
		q.leader_id = u->quorum_state.leader_id;
		q.leader_epoch = u->quorum_state.epoch;
		q.voted_id = u->quorum_state.voted_id;
		/* the voter set in force (the log's, see kraft.h "Voters") */
		const struct kr_voter_assignment *cv = kr_core_voters(d->core);
		q.current_voter_count = cv->n_current;
		for (int32_t i = 0; i < cv->n_current; i++)
			q.current_voters[i] = cv->current[i];
		kr_persist_write_qs(d->persist, &q, u->qs_seq);
	}
	/* 3b. the voters, before messages that may go to a new one */
	if (u->voters_changed && d->cb.voters && !d->fatal)
		d->cb.voters(d->cb.ctx, kr_core_voters(d->core));
	/* 4. messages */
	for (size_t i = 0; i < u->n_msgs && !d->fatal && u != d->boot_u; i++)
		d->cb.send(d->cb.ctx, &u->msgs[i]);
	/* 9a. a snapshot to load comes before the batches that follow it */
	if (u->snapshot_load && !d->fatal)
		load_snapshot(d, u->snapshot_load_id);
	/* 5. committed batches */
	if (u->n_committed && d->cb.committed && !d->fatal)
		d->cb.committed(d->cb.ctx, u->committed, u->n_committed);
	/* 6. leadership */
	if (u->leader_changed && d->cb.leader && !d->fatal)
		d->cb.leader(d->cb.ctx, u->leader);
	/* 7. deadline */
	d->next_deadline_ms = u->next_deadline_ms;
	/* 8. finished AlterQuorums, 9. refusals */
	if (u->n_alter_done && d->cb.alter_done && !d->fatal)
		d->cb.alter_done(d->cb.ctx, u->alter_done, u->n_alter_done);
	if (u->n_refusals)
		log_refusals(d, u);
	/* 9b. a snapshot wanted: the application writes it (or skips) */
	if (u->snapshot_wanted && d->cb.snapshot_wanted && !d->fatal)
		d->cb.snapshot_wanted(d->cb.ctx, u->snapshot_wanted_id, u->snapshot_header);
	int64_t hw = u->high_watermark;
	if (hw > d->hw && !d->fatal) {
		if (hw > kr_log_end_offset(d->log))
			hw = kr_log_end_offset(d->log);
		if (hw > d->hw && kr_log_set_high_watermark(d->log, hw) == 0) {
			d->hw = hw;
			if (d->cfg.metrics) {
				struct kr_metrics *m = d->cfg.metrics;
				int64_t now = kr_metrics_now_us();
				kr_pending_settle(&m->commit_wait, hw, now, &m->commit);
				kr_pending_settle(&m->hw_wait, hw, now, &m->append_to_hw);
			}
			if (d->cb.high_watermark)
				d->cb.high_watermark(d->cb.ctx, hw);
		}
	}
	log_state(d, u);
}

static void after_step(struct kr_driver *d);

void kr_driver_release(struct kr_driver *d)
{
	const struct kr_update *u = d->boot_u;
	if (!u)
		return;
	d->boot_u = NULL;
	for (size_t i = 0; i < u->n_msgs && !d->fatal; i++)
		d->cb.send(d->cb.ctx, &u->msgs[i]);
	after_step(d);
}

static int step(struct kr_driver *d, struct kr_event *ev)
{
	if (d->fatal)
		return KR_ERR_STOPPED;
	if (d->stepping)
		return KR_ERR_INVALID_ARGUMENT; /* from a callback: see driver.h */
	kr_driver_release(d); /* the boot update's messages come first */
	ev->now_ms = kr_loop_now_ms();
	ev->wall_ms = kr_loop_wall_ms(); /* record timestamps only */
	const struct kr_update *u;
	d->stepping = true;
	int rc = kr_step(d->core, ev, &u);
	apply(d, u);
	d->stepping = false;
	if (rc == KR_ERR_NOMEM)
		die(d, "the Raft core", "out of memory");
	return rc;
}

/* What must follow a step: the messages a sender answered for a peer,
 * then the flush report of a node without fsync. */
static void after_step(struct kr_driver *d)
{
	while (!d->fatal && (d->n_later > 0 || d->n_lost > 0 || d->flush_pending)) {
		if (d->n_lost > 0) {
			d->n_lost--;
			struct kr_event e = {.type = KR_EVENT_REQUEST_LOST};
			e.u.lost.to = d->lost[d->n_lost].to;
			e.u.lost.request_id = d->lost[d->n_lost].request_id;
			step(d, &e);
			continue;
		}
		if (d->n_later > 0) {
			struct kr_msg m = d->later[--d->n_later];
			struct kr_event e = {.type = KR_EVENT_RECEIVE};
			e.u.msg = &m;
			step(d, &e);
			continue;
		}
		d->flush_pending = false;
		struct kr_event e = {.type = KR_EVENT_LOG_FLUSHED};
		e.u.flushed_offset = kr_log_end_offset(d->log);
		step(d, &e);
	}
}

int kr_driver_step(struct kr_driver *d, struct kr_event *ev)
{
	int rc = step(d, ev);
	after_step(d);
	return rc;
}

static int append(struct kr_driver *d, const struct kr_record *recs, size_t n,
		  int32_t epoch, const struct kr_producer *producer, bool control,
		  int64_t *last);

int kr_driver_append(struct kr_driver *d, const struct kr_record *recs, size_t n,
		     int32_t epoch, const struct kr_producer *producer, int64_t *last)
{
	return append(d, recs, n, epoch, producer, false, last);
}

int kr_driver_append_control(struct kr_driver *d, const struct kr_record *recs, size_t n,
			     int32_t epoch, int64_t *last)
{
	return append(d, recs, n, epoch, NULL, true, last);
}

static int append(struct kr_driver *d, const struct kr_record *recs, size_t n,
		  int32_t epoch, const struct kr_producer *producer, bool control,
		  int64_t *last)
{
	*last = -1;
	if (d->fatal)
		return KR_ERR_STOPPED;
	if (d->stepping)
		return KR_ERR_INVALID_ARGUMENT;
	kr_driver_release(d);
	struct kr_event ev = {.type = KR_EVENT_APPEND};
	ev.u.append.records = recs;
	ev.u.append.n = n;
	ev.u.append.epoch = epoch;
	ev.u.append.producer = producer;
	ev.u.append.control = control;
	ev.now_ms = kr_loop_now_ms();
	ev.wall_ms = kr_loop_wall_ms();
	const struct kr_update *u;
	d->stepping = true;
	int rc = kr_step(d->core, &ev, &u);
	if (rc == 0)
		*last = u->append_last_offset;
	if (rc == 0 && *last >= 0 && d->cfg.metrics) {
		struct kr_metrics *m = d->cfg.metrics;
		int64_t now = kr_metrics_now_us();
		m->append_records += n;
		kr_rate_add(&m->append_rate, kr_loop_now_ms(), n);
		kr_pending_push(&m->commit_wait, *last, now);
		kr_pending_push(&m->hw_wait, *last, now);
	}
	apply(d, u);
	d->stepping = false;
	if (rc == KR_ERR_NOMEM)
		die(d, "the Raft core", "out of memory");
	after_step(d);
	return rc;
}

void kr_driver_receive_later(struct kr_driver *d, const struct kr_msg *m)
{
	if (d->n_later < MAX_LATER)
		d->later[d->n_later++] = *m;
}

void kr_driver_lost_later(struct kr_driver *d, int32_t to, uint32_t request_id)
{
	/* beyond MAX_LATER the request's timeout retires it, as before */
	if (d->n_lost < MAX_LATER) {
		d->lost[d->n_lost].to = to;
		d->lost[d->n_lost].request_id = request_id;
		d->n_lost++;
	}
}

void kr_driver_tick(struct kr_driver *d)
{
	if (!d->fatal && kr_loop_now_ms() >= d->next_deadline_ms) {
		struct kr_event ev = {.type = KR_EVENT_TICK};
		kr_driver_step(d, &ev);
	}
	if (!d->fatal && kr_loop_now_ms() >= d->next_clean_ms)
		maybe_clean(d);
}

int64_t kr_driver_next_deadline(const struct kr_driver *d)
{
	if (d->fatal)
		return INT64_MAX;
	return d->next_deadline_ms < d->next_clean_ms ? d->next_deadline_ms
						      : d->next_clean_ms;
}

int kr_driver_snapshot_written(struct kr_driver *d, const struct kr_snapshot_info *info)
{
	if (d->fatal)
		return KR_ERR_STOPPED;
	if (d->stepping)
		return KR_ERR_INVALID_ARGUMENT;
	struct kw_error err;
	kw_error_clear(&err);
	int rc = kr_partition_add_snapshot(d->part, info);
	if (rc == 0) {
		struct kr_event ev = {.type = KR_EVENT_SNAPSHOT_WRITTEN};
		ev.u.snapshot = info->id;
		rc = kr_driver_step(d, &ev);
		if (rc != 0 && !d->fatal) {
			/* the core refused it: it must not be served or kept */
			size_t k = 0;
			struct kr_snapshot_list *l = &d->part->snaps;
			for (size_t i = 0; i < l->n; i++)
				if (l->s[i].id.end_offset != info->id.end_offset ||
				    l->s[i].id.epoch != info->id.epoch)
					l->s[k++] = l->s[i];
			l->n = k;
		}
	}
	if (rc != 0) {
		dlog(d, KR_LOG_WARN,
		     "snapshot %" PRId64 "-%d not kept: %s", info->id.end_offset,
		     (int)info->id.epoch, kr_node_strerror(rc));
		if (kr_snapshot_delete(d->cfg.dir, NULL, info->id, &err) != 0)
			dlog(d, KR_LOG_WARN, "cannot delete it: %s", err.detail);
		return rc;
	}
	maybe_clean(d);
	return 0;
}

const struct kr_partition *kr_driver_partition(const struct kr_driver *d)
{
	return d->part;
}

const char *kr_driver_dir(const struct kr_driver *d)
{
	return d->cfg.dir;
}

const struct kr_core *kr_driver_core(const struct kr_driver *d)
{
	return d->core;
}

struct kr_log *kr_driver_log(const struct kr_driver *d)
{
	return d->log;
}

int64_t kr_driver_state_since_ms(const struct kr_driver *d)
{
	return d->state_since_ms;
}

int64_t kr_driver_high_watermark(const struct kr_driver *d)
{
	return d->hw;
}

bool kr_driver_fatal(const struct kr_driver *d)
{
	return d->fatal;
}

/* ------------------------------------------------------------------ */
/* Disk completions                                                     */
/* ------------------------------------------------------------------ */

static void on_flushed(void *ctx, int rc, int64_t offset, const struct kw_error *err)
{
	struct kr_driver *d = ctx;
	if (rc != 0) {
		die_storage(d, "log flush", rc, err);
		return;
	}
	if (d->cfg.metrics)
		kr_hist_observe(&d->cfg.metrics->fsync, kr_persist_last_flush_us(d->persist));
	struct kr_event ev = {.type = KR_EVENT_LOG_FLUSHED};
	ev.u.flushed_offset = offset;
	kr_driver_step(d, &ev);
}

static void on_qs_written(void *ctx, int rc, uint64_t seq, const struct kw_error *err)
{
	struct kr_driver *d = ctx;
	if (rc != 0) {
		die_storage(d, "quorum-state write", rc, err);
		return;
	}
	struct kr_event ev = {.type = KR_EVENT_QUORUM_STATE_PERSISTED};
	ev.u.qs_seq = seq;
	kr_driver_step(d, &ev);
}

/* ------------------------------------------------------------------ */
/* Boot and shutdown                                                    */
/* ------------------------------------------------------------------ */

static void free_driver(struct kr_driver *d)
{
	if (d->persist)
		kr_persist_free(d->persist, NULL);
	if (d->core)
		kr_core_free(d->core);
	close_sreader(d);
	if (d->fetching)
		kr_snapshot_writer_abort(d->fetching);
	if (d->part)
		kr_partition_close(d->part);
	free(d->rbuf);
	free(d->sbuf);
	kr_log_tail_free(&d->tail);
	free(d);
}

struct kr_driver *kr_driver_open(struct kr_loop *l, const struct kr_driver_config *cfg,
				 const struct kr_driver_callbacks *cb, char *why,
				 size_t why_len)
{
	struct kr_driver *d = calloc(1, sizeof *d);
	if (!d) {
		snprintf(why, why_len, "out of memory");
		return NULL;
	}
	d->loop = l;
	d->cfg = *cfg;
	d->cb = *cb;
	d->hw = -1;
	kr_log_tail_init(&d->tail, LOG_TAIL_BYTES);
	d->l_epoch = -1;
	d->l_leader = -2;
	for (size_t i = 0; i < sizeof d->refusal_log_ms / sizeof d->refusal_log_ms[0]; i++)
		d->refusal_log_ms[i] = -1000;
	char buf[640];
	struct kw_error err;
	struct kr_partition_report rep;
	struct kr_log_options lo = {.segment_bytes = cfg->segment_bytes,
				    .segment_min_bytes = cfg->segment_min_bytes};
	kw_error_clear(&err);
	int rc = kr_partition_open(&d->part, cfg->dir, &lo, &rep, &err);
	if (rc != 0) {
		snprintf(why, why_len, "cannot open the log in %s: %s", cfg->dir,
			 kw_error_format(&err, buf, sizeof buf));
		d->part = NULL;
		free_driver(d);
		return NULL;
	}
	d->log = d->part->log;
	if (rep.log.bytes_dropped)
		dlog(d, KR_LOG_WARN,
		     "log recovery cut %" PRIu64 " bytes at %s:%" PRIu64 " (%s)",
		     rep.log.bytes_dropped, rep.log.file, rep.log.position, rep.log.reason);
	for (size_t i = 0; i < d->part->snaps.n_dropped; i++)
		dlog(d, KR_LOG_WARN, "snapshot %s removed: %s",
		     d->part->snaps.dropped[i].file, d->part->snaps.dropped[i].reason);
	if (rep.reset_to_snapshot)
		dlog(d, KR_LOG_WARN,
		     "the log was reset to start at the newest snapshot (%" PRId64
		     "): it did not agree with the log (an install a crash cut short)",
		     rep.start_offset);
	d->next_clean_ms = kr_loop_now_ms() +
			   (cfg->clean_interval_ms > 0 ? cfg->clean_interval_ms
						       : CLEAN_INTERVAL_MS);
	/* the newest snapshot: its header gives the core the voter set at
	 * its end; the application loads it before the log after it */
	const struct kr_snapshot_info *latest = kr_partition_latest(d->part);
	struct kr_snapshot_reader *hdr = NULL;
	struct kr_snapshot_id ids[KR_MAX_SNAPSHOTS];
	size_t n_ids = 0;
	for (size_t i = 0; i < d->part->snaps.n && n_ids < KR_MAX_SNAPSHOTS; i++)
		ids[n_ids++] = d->part->snaps.s[i].id;
	if (latest) {
		kw_error_clear(&err);
		if (kr_snapshot_reader_open(&hdr, cfg->dir, latest->id, NULL, &err) != 0) {
			snprintf(why, why_len, "cannot read the newest snapshot: %s",
				 kw_error_format(&err, buf, sizeof buf));
			free_driver(d);
			return NULL;
		}
		if (cfg->applied_offset >= 0 && d->cb.snapshot_load) {
			char lwhy[512] = "";
			if (d->cb.snapshot_load(d->cb.ctx, latest, lwhy, sizeof lwhy) != 0) {
				snprintf(why, why_len, "cannot load the newest snapshot: %s",
					 lwhy);
				kr_snapshot_reader_close(hdr);
				free_driver(d);
				return NULL;
			}
		}
	}
	struct kr_quorum_state_data qsd;
	kw_error_clear(&err);
	rc = kr_quorum_state_read(cfg->dir, NULL, &qsd, &err);
	struct kr_quorum_state qs = {0, KR_NO_ID, KR_NO_ID};
	if (rc == 0) {
		qs.epoch = qsd.leader_epoch < 0 ? 0 : qsd.leader_epoch;
		qs.leader_id = qsd.leader_id;
		qs.voted_id = qsd.voted_id;
	} else if (rc != KR_STORAGE_ERR_NOT_FOUND) {
		snprintf(why, why_len, "cannot read the quorum state: %s",
			 kw_error_format(&err, buf, sizeof buf));
		if (hdr)
			kr_snapshot_reader_close(hdr);
		free_driver(d);
		return NULL;
	}
	/* the log's epochs, from storage's epoch cache */
	size_t n_epochs = kr_log_epochs(d->log, NULL, 0);
	struct kr_log_epoch *le = calloc(n_epochs + 1, sizeof *le);
	struct kr_epoch_entry *epochs = calloc(n_epochs + 1, sizeof *epochs);
	if (!le || !epochs) {
		free(le);
		free(epochs);
		if (hdr)
			kr_snapshot_reader_close(hdr);
		snprintf(why, why_len, "out of memory");
		free_driver(d);
		return NULL;
	}
	n_epochs = kr_log_epochs(d->log, le, n_epochs);
	for (size_t i = 0; i < n_epochs; i++)
		epochs[i] = (struct kr_epoch_entry){le[i].epoch, le[i].start_offset};
	free(le);

	struct kr_config kc = cfg->core;
	kc.log_read = core_log_read;
	kc.log_ctx = d;
	kc.snapshot_read = core_snapshot_read;
	kc.snapshot_ctx = d;
	kc.seed = cfg->seed;
	d->core = kr_core_new(&kc);
	if (!d->core) {
		free(epochs);
		if (hdr)
			kr_snapshot_reader_close(hdr);
		snprintf(why, why_len,
			 "cannot create the Raft core (bad configuration?)");
		free_driver(d);
		return NULL;
	}
	struct kr_persist_callbacks pcb = {d, on_flushed, on_qs_written};
	d->persist =
		kr_persist_new(l, d->log, cfg->dir, cfg->qs_delay_ms, &pcb, why, why_len);
	if (!d->persist) {
		free(epochs);
		if (hdr)
			kr_snapshot_reader_close(hdr);
		free_driver(d);
		return NULL;
	}
	int64_t end = kr_log_end_offset(d->log);
	int64_t start = kr_log_start_offset(d->log);
	int64_t applied = cfg->applied_offset < 0 || cfg->applied_offset > end
				  ? end
				  : cfg->applied_offset;
	/* what the newest snapshot holds is not handed out again */
	if (latest && applied < latest->id.end_offset)
		applied = latest->id.end_offset;
	if (applied < start)
		applied = start;
	struct kr_boot boot = {.qs = qs,
			       .epochs = epochs,
			       .n_epochs = n_epochs,
			       .log_end_offset = end,
			       .applied_offset = applied,
			       .log_start_offset = start,
			       .snapshots = n_ids ? ids : NULL,
			       .n_snapshots = n_ids};
	if (hdr)
		boot.snapshot_header = kr_snapshot_reader_header(hdr);
	const struct kr_update *u = NULL;
	d->stepping = true;
	rc = kr_core_start(d->core, &boot, kr_loop_now_ms(), &u);
	free(epochs);
	if (hdr)
		kr_snapshot_reader_close(hdr);
	if (rc != 0) {
		char rd[600] = "";
		if (u && u->fatal_error && u->fatal_error->code)
			kw_error_format(u->fatal_error, rd, sizeof rd);
		snprintf(why, why_len, "cannot start the Raft core: %s%s%s",
			 kr_strerror(rc), rd[0] ? ": " : "", rd);
		free_driver(d);
		return NULL;
	}
	d->boot_u = u;
	apply(d, u);
	d->stepping = false;
	/* the log's own read buffer from the boot scan is not kept */
	free(d->rbuf);
	d->rbuf = NULL;
	d->rbuf_cap = 0;
	if (d->fatal) {
		snprintf(why, why_len, "the Raft core stopped at start");
		free_driver(d);
		return NULL;
	}
	return d;
}

int kr_driver_close(struct kr_driver *d, int64_t *durable)
{
	int status = 0;
	struct kw_error err;
	kw_error_clear(&err);
	int qrc = kr_persist_free(d->persist, &err);
	if (qrc != 0 && !d->fatal) {
		die_storage(d, "quorum-state write", qrc, &err);
		status = -1;
	}
	d->persist = NULL;
	int64_t flushed = -1;
	kw_error_clear(&err);
	if (d->cfg.fsync && !d->fatal && kr_log_flush(d->log, &flushed, &err) != 0) {
		die_storage(d, "final log flush", KW_ERR_IO, &err);
		status = -1;
	}
	if (durable)
		*durable = d->cfg.fsync ? flushed : -1;
	if (d->fatal)
		status = -1;
	free_driver(d);
	return status;
}
