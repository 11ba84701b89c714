/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/node.c — composes the node's layers (see node/node.h): creates them
 * bottom up, wires each one's callbacks to the one above, runs the loop,
 * and stops them top down.
 */
#include "node/node.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "kwire/compress.h"
#include "kwire/records.h"
#include "kwire/msg/producer_ids_record.h"
#include "node/batch_records.h"
#include "node/driver.h"
#include "node/logger.h"
#include "node/loop.h"
#include "node/bootstrap_voters.h"
#include "node/meta.h"
#include "node/peer_book.h"
#include "node/security.h"
#include "node/metrics.h"
#include "node/metrics_gather.h"
#include "node/metrics_http.h"
#include "node/services.h"
#include "node/snapshot_io.h"
#include "node/producer_snapshot.h"
#include "node/producer_state.h"
#include "node/group_table.h"
#include "node/topic_state.h"
#include "node/transport.h"
#include "node/worker.h"
#include "wire/wire.h"

#define SHUTDOWN_GRACE_MS 1000
#define FAULT_POLL_MS 100
#define MAX_APP_APPENDS 1024

/* An append made from a callback: a copy of its records, in one block. */
struct deferred_append {
	uint64_t id;
	struct kr_node_record *recs;
	size_t n;
	struct deferred_append *next;
};

/* An application append waiting for its commit. */
struct app_append {
	uint64_t id;
	int32_t epoch;
	int64_t base, last;
};
struct kr_node {
	struct kr_node_config cfg;
	struct kr_meta meta;
	/* KIP-853: the voters came from the bootstrap checkpoint (kwire
	 * format --standalone or --initial-controllers), with these
	 * endpoints (cfg.voters[i]'s) */
	bool boot_voters;
	struct kr_endpoint boot_endpoints[KR_MAX_VOTERS];
	/* where each peer listens, handed to the transport */
	struct kr_peer_book peers;
	struct kr_node_callbacks cb;
	char dir[KR_NODE_PATH_MAX + 64];
	struct kr_loop loop;
	bool loop_up;
	struct kr_transport *transport;
	struct kr_security *security; /* TLS contexts, SASL settings */
	atomic_int reloads;	      /* kr_node_reload calls (any thread) */
	int reloads_seen;
	struct kr_driver *driver;
	struct kr_worker *worker;
	struct kr_metrics_http *http; /* kwire.metrics.listener, or NULL */
	struct kr_services svc;
	bool svc_up;
	atomic_int shutdowns; /* kr_node_shutdown calls (any thread) */
	int shutdowns_seen;
	int64_t shutdown_deadline_ms;
	int status;  /* 1 running, 0 stopped, -1 fatal */
	int lock_fd; /* <log.dirs>/.lock, held while running */
	/* the application's appends */
	struct app_append appends[MAX_APP_APPENDS];
	size_t n_appends;
	uint64_t next_append_id;
	bool in_callback; /* an application callback is running */
	/* appends made from inside a callback, started once it returns */
	struct deferred_append *deferred;
	struct kr_leader_and_epoch leader;
	struct kw_arena rec_arena; /* records handed to the committed callback */
	/* snapshots: the node's own state (NULL with the application's hooks,
	 * or when snapshots are off), and a snapshot written during an update,
	 * handed to the driver once the update is done */
	struct kr_topic_state *topic;
	bool topic_broken; /* out of memory once: no snapshots from it */
	/* the idempotent producers of the committed log (node/producer_state.h,
	 * read by the services), and the end offset of the committed batches
	 * applied to it */
	struct kr_producer_state *producers;
	int64_t applied_end;
	/* the next producer id no committed ProducerIds record holds */
	int64_t next_producer_id;
	/* the consumer groups of the committed log (node/group_table.h, read
	 * by the services) */
	struct kr_group_table groups;
	bool groups_broken; /* out of memory once: no snapshots from it */
	char load_why[256]; /* why a snapshot's producers did not load */
	bool snap_pending;
	struct kr_snapshot_info snap_info;
	/* test-only fault hook */
	struct kr_node_fault fault;
	int64_t fault_next_check_ms;
	struct timespec fault_mtime;
	off_t fault_size;
	/* metrics and the log's filter (node/metrics.h, node/logger.h) */
	struct kr_metrics metrics;
	struct kr_logger logger;
};

__attribute__((format(printf, 3, 4))) static void
nlog(struct kr_node *n, enum kr_log_level lvl, const char *fmt, ...)
{
	if (!n->cb.log)
		return;
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	kr_logger_log(&n->logger, lvl, line, NULL, 0, kr_loop_now_ms());
}

static void log_line(void *ctx, enum kr_log_level lvl, const char *line)
{
	struct kr_node *n = ctx;
	kr_logger_log(&n->logger, lvl, line, NULL, 0, kr_loop_now_ms());
}

/* What passes the logger goes to the application. */
static void log_emit(void *ctx, const struct kr_node_log_event *ev)
{
	struct kr_node *n = ctx;
	if (n->cb.log_event)
		n->cb.log_event(n->cb.ctx, ev);
	else if (n->cb.log)
		n->cb.log(n->cb.ctx, ev->level, ev->msg);
}

/* The state changed: one line with its reason, and the fields. */
static void d_state(void *ctx, const struct kr_driver_state *st)
{
	struct kr_node *n = ctx;
	char line[512], epoch[16], leader[16], voted[16];
	if (st->leader >= 0)
		snprintf(line, sizeof line, "epoch %d, leader %d, state %s: %s",
			 (int)st->epoch, (int)st->leader, kr_state_name(st->state),
			 st->reason);
	else
		snprintf(line, sizeof line, "epoch %d, no leader, state %s: %s",
			 (int)st->epoch, kr_state_name(st->state), st->reason);
	snprintf(epoch, sizeof epoch, "%d", (int)st->epoch);
	snprintf(leader, sizeof leader, "%d", (int)st->leader);
	snprintf(voted, sizeof voted, "%d", (int)st->voted);
	struct kr_node_log_field f[] = {{"epoch", epoch},
					{"state", kr_state_name(st->state)},
					{"leader", leader},
					{"voted", voted},
					{"reason", st->reason}};
	kr_logger_log(&n->logger, KR_LOG_INFO, line, f, sizeof f / sizeof f[0],
		      kr_loop_now_ms());
}

static void settle_appends(struct kr_node *n);
static void run_deferred(struct kr_node *n);

/* ---- the callbacks between the layers ------------------------------ */

static void t_request(void *ctx, struct kr_request_ref ref, unsigned kinds,
		      const char *ip, const uint8_t *frame, size_t len)
{
	struct kr_node *n = ctx;
	kr_services_on_request(&n->svc, ref, kinds, ip, frame, len);
}

static void t_response(void *ctx, int32_t peer, const struct kr_request_meta *m,
		       const uint8_t *frame, size_t len)
{
	struct kr_node *n = ctx;
	kr_services_on_response(&n->svc, peer, m, frame, len);
}

static void t_peer_closed(void *ctx, int32_t peer, const struct kr_request_meta *m,
			  size_t k)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_peer_closed(&n->svc, peer, m, k);
}

static void t_conn_closed(void *ctx, uint64_t conn)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_conn_closed(&n->svc, conn);
}

static void d_send(void *ctx, const struct kr_msg *m)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_send(&n->svc, m);
}

static void d_high_watermark(void *ctx, int64_t hw)
{
	(void)hw;
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_high_watermark(&n->svc);
	settle_appends(n);
}

static void d_alter_done(void *ctx, const struct kr_alter_done *d, size_t k)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_alter_done(&n->svc, d, k);
}

/* The peers outbound requests go to: the voters of controller.quorum.voters
 * and of the set in force, at the endpoint the log's VotersRecords give
 * (KIP-853: the log wins over the configuration, so a voter added by
 * AddRaftVoter, or one that moved with UpdateRaftVoter, is reachable
 * without editing every node's configuration). */
/* The address book takes the endpoints of the voter set in force that
 * the log's VotersRecord gave (KR_PEER_LOG: the log wins over the
 * configuration, KIP-853), and hands the list to the transport when it
 * changed. */
static void refresh_peers(struct kr_node *n)
{
	if (!n->transport || !n->driver)
		return;
	const struct kr_voter_assignment *a = kr_core_voters(kr_driver_core(n->driver));
	for (int32_t i = 0; a && i < a->n_current; i++) {
		const struct kr_endpoint *e = &a->endpoints[i];
		if (e->port == 0 || a->current[i] == n->cfg.node_id)
			continue;
		(void)kr_peer_book_put(&n->peers, a->current[i], e->host, e->port, KR_PEER_LOG);
	}
	kr_node_peers_changed(n);
}

static void d_voters(void *ctx, const struct kr_voter_assignment *in_force)
{
	(void)in_force;
	refresh_peers(ctx);
}

static uint64_t be_at(const uint8_t *p, int bytes)
{
	uint64_t v = 0;
	for (int i = 0; i < bytes; i++)
		v = v << 8 | p[i];
	return v;
}

/* A committed batch's producer (its header's, as the producer wrote it)
 * into the committed producers' table. */
static void apply_producer(struct kr_node *n, const struct kr_batch *b)
{
	const uint8_t *p = b->data.ptr;
	if (b->data.len < 61 || (int64_t)be_at(p + 43, 8) < 0)
		return;
	struct kr_producer_append a = {(int64_t)be_at(p + 43, 8),
				       (int16_t)be_at(p + 51, 2),
				       (int32_t)be_at(p + 53, 4),
				       b->count,
				       b->base_offset,
				       (int64_t)be_at(p + 35, 8)};
	if (kr_producer_state_apply(n->producers, &a) != 0)
		nlog(n, KR_LOG_ERROR,
		     "out of memory recording producer %" PRId64 " at offset %" PRId64
		     ": its retries are not recognised",
		     a.id, b->base_offset);
}

/* A group record into the committed groups (node/group_table.h). */
static void apply_group(struct kr_node *n, const struct kw_control_record *cr,
			int64_t offset)
{
	char why[128] = "";
	int rc = kr_group_table_apply(&n->groups, cr->type, cr->value.ptr,
				      (size_t)cr->value.len, why, sizeof why);
	if (rc == -1)
		nlog(n, KR_LOG_ERROR, "%s at %" PRId64, why, offset);
	else if (rc != 0 && !n->groups_broken) {
		nlog(n, KR_LOG_ERROR,
		     "out of memory (or too many groups) applying a group record at "
		     "%" PRId64 ": no more snapshots until a restart",
		     offset);
		n->groups_broken = true;
	}
}

/* The node's own control records in a committed control batch: the
 * ProducerIds records move the producer id counter (svc_producer_ids.c),
 * the group records build the committed groups (svc_groups.c).
 * The protocol's records (LeaderChange, VoterAssignment) are the core's. */
static void apply_control(struct kr_node *n, const struct kr_batch *b)
{
	struct kw_records_iter it;
	struct kw_record_batch batch;
	struct kw_record_iter ri;
	struct kw_record rec;
	struct kw_error err;
	kw_error_clear(&err);
	kw_records_iter_init(&it, b->data.ptr, (size_t)b->data.len, 0);
	if (kw_records_iter_next(&it, &batch, NULL) != 1 ||
	    kw_record_batch_compression(&batch.header) != KW_COMPRESSION_NONE ||
	    kw_record_iter_init(&ri, &batch, &err) != 0)
		return;
	while (kw_record_iter_next(&ri, &rec) == 1) {
		struct kw_control_record cr;
		if (kw_control_record_parse(&rec, &cr, NULL) != 0 || cr.value.len < 0)
			continue;
		if (cr.type == KR_CONTROL_GROUP_OFFSET || cr.type == KR_CONTROL_GROUP_METADATA) {
			apply_group(n, &cr, b->base_offset);
			continue;
		}
		if (cr.type != KR_CONTROL_PRODUCER_IDS)
			continue;
		uint8_t space[64];
		struct kw_arena a;
		struct kw_reader r;
		struct kw_producer_ids_record m;
		kw_arena_init_fixed(&a, space, sizeof space);
		kw_reader_init(&r, cr.value.ptr, (size_t)cr.value.len, &err);
		if (kw_producer_ids_record_decode(&m, 0, &r, &a) != 0) {
			nlog(n, KR_LOG_ERROR,
			     "a ProducerIds record at %" PRId64 " does not decode",
			     b->base_offset);
			continue;
		}
		if (m.next_producer_id > n->next_producer_id)
			n->next_producer_id = m.next_producer_id;
	}
}

/* Committed batches to the application's records (control batches, the
 * protocol's own, are not handed out), and to the node's own state. */
static void d_committed(void *ctx, const struct kr_batch *b, size_t k)
{
	struct kr_node *n = ctx;
	int64_t t0 = kr_metrics_now_us();
	for (size_t i = 0; i < k; i++) {
		n->applied_end = b[i].base_offset + b[i].count;
		if (b[i].control) {
			apply_control(n, &b[i]);
			continue;
		}
		apply_producer(n, &b[i]);
		if (!n->cb.committed && !n->topic)
			continue;
		kw_arena_reset(&n->rec_arena);
		struct kr_node_record *recs;
		size_t m;
		struct kw_error err;
		kw_error_clear(&err);
		if (kr_batch_records(b[i].data.ptr, (size_t)b[i].data.len, &n->rec_arena,
				     &recs, &m, &err) != 0) {
			char buf[512];
			nlog(n, KR_LOG_ERROR,
			     "a committed batch at %" PRId64 " does not decode: %s",
			     b[i].base_offset, kw_error_format(&err, buf, sizeof buf));
			n->topic_broken = true;
			continue;
		}
		if (n->topic && !n->topic_broken &&
		    kr_topic_state_apply(n->topic, recs, m) != 0) {
			nlog(n, KR_LOG_ERROR,
			     "out of memory applying offset %" PRId64
			     " to the compacted state: no more snapshots until a restart",
			     b[i].base_offset);
			n->topic_broken = true;
		}
		if (n->cb.committed && m) {
			n->in_callback = true;
			n->cb.committed(n->cb.ctx, recs, m);
			n->in_callback = false;
		}
	}
	kr_hist_observe(&n->metrics.apply, kr_metrics_now_us() - t0);
}

/* ---- snapshots ---------------------------------------------------------- */

/* A snapshot's records being loaded: into the node's own state, and to
 * the application (its snapshot_records, or its committed callback when
 * it has no hooks: the compacted topic from the beginning). */
static int load_sink(void *ctx, const struct kr_node_record *recs, size_t k)
{
	struct kr_node *n = ctx;
	if (n->topic && kr_topic_state_apply(n->topic, recs, k) != 0)
		return KR_NODE_ERR_NOMEM;
	n->in_callback = true;
	if (n->cb.snapshot_take && n->cb.snapshot_records)
		n->cb.snapshot_records(n->cb.ctx, recs, k);
	else if (!n->cb.snapshot_take && n->cb.committed)
		n->cb.committed(n->cb.ctx, recs, k);
	n->in_callback = false;
	return 0;
}

/* The node's own records of a snapshot being loaded: the producers and
 * the consumer groups. */
static int load_control(void *ctx, int16_t type, const uint8_t *value, size_t len)
{
	struct kr_node *n = ctx;
	if (type == KR_CONTROL_GROUP_OFFSET || type == KR_CONTROL_GROUP_METADATA) {
		int rc = kr_group_table_apply(&n->groups, type, value, len, n->load_why,
					      sizeof n->load_why);
		return rc == 0 ? 0 : rc == -2 ? KR_NODE_ERR_NOMEM : KR_NODE_ERR_INVALID_ARGUMENT;
	}
	if (type != KR_CONTROL_PRODUCER_STATE)
		return 0;
	int rc = kr_producer_snapshot_read(n->producers, &n->next_producer_id, value, len,
					   n->load_why, sizeof n->load_why);
	return rc == 0 ? 0 : rc == -2 ? KR_NODE_ERR_NOMEM : KR_NODE_ERR_INVALID_ARGUMENT;
}

static int d_snapshot_load(void *ctx, const struct kr_snapshot_info *info, char *why,
			   size_t why_len)
{
	struct kr_node *n = ctx;
	int64_t t0 = kr_loop_now_ms();
	if (n->topic) {
		kr_topic_state_clear(n->topic);
		n->topic_broken = false;
	}
	/* the producers as of the snapshot's end (the counter only rises:
	 * ids this node knows were handed out stay used) */
	kr_producer_state_clear(n->producers);
	kr_group_table_clear(&n->groups);
	n->groups_broken = false;
	n->applied_end = info->id.end_offset;
	if (n->cb.snapshot_take && n->cb.snapshot_load) {
		n->in_callback = true;
		n->cb.snapshot_load(n->cb.ctx, info->id.end_offset);
		n->in_callback = false;
	}
	uint64_t records = 0;
	n->load_why[0] = 0;
	int rc = kr_snapshot_io_load(n->dir, info, load_sink, load_control, n, &records, why,
				     why_len);
	if (rc != 0 && n->load_why[0])
		snprintf(why, why_len, "%s", n->load_why);
	if (rc != 0) {
		if (!why[0])
			snprintf(why, why_len, "%s", kr_node_strerror(rc));
		return -1;
	}
	nlog(n, KR_LOG_INFO,
	     "snapshot %" PRId64 "-%d loaded: %" PRIu64 " records, %" PRIu64
	     " bytes in %" PRId64 " ms",
	     info->id.end_offset, (int)info->id.epoch, records, info->size,
	     kr_loop_now_ms() - t0);
	return 0;
}

static int topic_emit(void *ctx, const struct kr_node_record *recs, size_t k)
{
	return kr_node_snapshot_write(ctx, recs, k);
}

static int topic_source(void *ctx, struct kr_node_snapshot *snap)
{
	struct kr_node *n = ctx;
	return kr_topic_state_each(n->topic, 512, topic_emit, snap);
}

struct app_take {
	struct kr_node *n;
	int64_t end;
};

/* What a snapshot holds: the application's records (or the node's
 * compacted topic), then the node's own producers and consumer groups at
 * the end offset. */
static int node_source(void *ctx, struct kr_node_snapshot *snap)
{
	struct app_take *t = ctx;
	struct kr_node *n = t->n;
	int rc;
	if (n->cb.snapshot_take) {
		n->in_callback = true;
		rc = n->cb.snapshot_take(n->cb.ctx, snap, t->end);
		n->in_callback = false;
	} else {
		rc = topic_source(n, snap);
	}
	if (rc != 0)
		return rc;
	rc = kr_producer_snapshot_write(snap, t->end, n->producers, n->next_producer_id);
	if (rc != 0)
		return rc;
	/* a table that missed a record must not become a snapshot */
	if (n->groups_broken)
		return KR_NODE_ERR_NOMEM;
	return kr_group_table_write(snap, t->end, &n->groups);
}

/* The core wants a snapshot: written now, from the node's own state or
 * by the application, and handed to the driver once the update is done
 * (hand_over_snapshot). A failure (a full disk ...) leaves nothing
 * behind; the core asks again after its next threshold. */
static void d_snapshot_wanted(void *ctx, struct kr_snapshot_id id, struct kw_bytes header)
{
	struct kr_node *n = ctx;
	if (n->snap_pending || (!n->cb.snapshot_take && (!n->topic || n->topic_broken)))
		return;
	int64_t t0 = kr_loop_now_ms();
	struct kr_snapshot_io_options o = {KW_COMPRESSION_NONE, kr_loop_wall_ms()};
	struct app_take take = {n, id.end_offset};
	uint64_t records = 0;
	char why[768] = "";
	int rc = kr_snapshot_io_write(n->dir, id, header, &o, node_source, &take,
				      &n->snap_info, &records, why, sizeof why);
	if (rc == 1)
		return; /* the application skipped it */
	if (rc != 0) {
		nlog(n, KR_LOG_WARN,
		     "snapshot %" PRId64 "-%d not taken (asked again later): %s",
		     id.end_offset, (int)id.epoch, why);
		return;
	}
	n->snap_pending = true;
	n->metrics.snapshots_taken++;
	n->metrics.snapshot_bytes_taken += n->snap_info.size;
	nlog(n, KR_LOG_INFO,
	     "snapshot %" PRId64 "-%d taken: %" PRIu64 " records, %" PRIu64
	     " bytes in %" PRId64 " ms",
	     id.end_offset, (int)id.epoch, records, n->snap_info.size,
	     kr_loop_now_ms() - t0);
}

/* A snapshot written during an update goes to the driver after it. */
static void hand_over_snapshot(struct kr_node *n)
{
	if (!n->snap_pending || n->in_callback)
		return;
	n->snap_pending = false;
	(void)kr_driver_snapshot_written(n->driver, &n->snap_info); /* logs */
}

static void d_leader(void *ctx, struct kr_leader_and_epoch le)
{
	struct kr_node *n = ctx;
	n->leader = le;
	if (!n->cb.leader)
		return;
	n->in_callback = true;
	n->cb.leader(n->cb.ctx, le.leader_id, le.epoch,
		     le.leader_id >= 0 && le.leader_id == n->cfg.node_id);
	n->in_callback = false;
}

/* Appends that committed, or can no longer. */
static void settle_appends(struct kr_node *n)
{
	if (n->n_appends == 0)
		return;
	int64_t hw = kr_driver_high_watermark(n->driver);
	const struct kr_core *core = kr_driver_core(n->driver);
	bool leading = kr_core_state(core) == KR_STATE_LEADER;
	int32_t epoch = kr_core_epoch(core);
	size_t k = 0;
	for (size_t i = 0; i < n->n_appends; i++) {
		struct app_append a = n->appends[i];
		int err = 0;
		if (hw > a.last)
			err = 0;
		else if (!leading || epoch != a.epoch || kr_driver_fatal(n->driver))
			err = KR_NODE_ERR_LEADER_CHANGED;
		else {
			n->appends[k++] = a;
			continue;
		}
		if (n->cb.appended) {
			n->in_callback = true;
			n->cb.appended(n->cb.ctx, a.id, err, err ? -1 : a.base);
			n->in_callback = false;
		}
	}
	n->n_appends = k;
}

static void d_fatal(void *ctx, const char *reason)
{
	(void)reason; /* the driver logged it */
	struct kr_node *n = ctx;
	n->status = -1;
}

static void w_done(void *ctx, struct kr_worker_job *job)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_job_done(&n->svc, job);
	else
		kr_worker_job_free(job);
}

/* ---- the test-only fault hook --------------------------------------- */

static void check_fault_file(struct kr_node *n)
{
	if (!n->cfg.fault_file[0])
		return;
	int64_t now = kr_loop_now_ms();
	if (now < n->fault_next_check_ms)
		return;
	n->fault_next_check_ms = now + FAULT_POLL_MS;
	struct stat st;
	if (stat(n->cfg.fault_file, &st) != 0) {
		if (n->fault.n) {
			n->fault.n = 0;
			nlog(n, KR_LOG_INFO, "fault hook: dropping no traffic");
		}
		memset(&n->fault_mtime, 0, sizeof n->fault_mtime);
		return;
	}
	if (st.st_mtim.tv_sec == n->fault_mtime.tv_sec &&
	    st.st_mtim.tv_nsec == n->fault_mtime.tv_nsec && st.st_size == n->fault_size)
		return;
	n->fault_mtime = st.st_mtim;
	n->fault_size = st.st_size;
	FILE *f = fopen(n->cfg.fault_file, "r");
	if (!f)
		return;
	n->fault.n = 0;
	int id;
	char list[256] = "";
	while (n->fault.n < KR_MAX_VOTERS && fscanf(f, "%d", &id) == 1) {
		n->fault.ids[n->fault.n++] = id;
		size_t l = strlen(list);
		snprintf(list + l, sizeof list - l, " %d", id);
	}
	fclose(f);
	nlog(n, KR_LOG_INFO, "fault hook: dropping traffic with:%s",
	     n->fault.n ? list : " none");
	/* cut existing connections to the dropped peers too */
	for (int i = 0; i < n->fault.n; i++)
		kr_transport_drop_peer(n->transport, n->fault.ids[i]);
}

/* ---- metrics ---------------------------------------------------------- */

static void render_metrics(void *ctx, struct kr_text *t)
{
	struct kr_node *n = ctx;
	struct kr_metrics_view v;
	n->metrics.scrapes++;
	kr_metrics_gather(&v, n->cfg.node_id, n->driver, n->transport);
	kr_metrics_render(t, &v, &n->metrics);
}

static void metrics_refused(void *ctx)
{
	struct kr_node *n = ctx;
	n->metrics.http_refused++;
}

/* ---- creation --------------------------------------------------------- */

/* Kafka's <log.dirs>/.lock: held (flock) while the node runs, with the
 * holder's pid in it, so a second node on the same directory is refused
 * with a message naming it. Returns the descriptor or -1 with err. */
static int take_lock(const char *dir, char *err, size_t err_len)
{
	char path[KR_NODE_PATH_MAX + 16];
	snprintf(path, sizeof path, "%s/.lock", dir);
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	if (fd < 0) {
		snprintf(err, err_len, "%s: cannot open: %s", path, strerror(errno));
		return -1;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		char pid[32] = "";
		ssize_t got = pread(fd, pid, sizeof pid - 1, 0);
		pid[got > 0 ? got : 0] = '\0';
		pid[strcspn(pid, "\n")] = '\0';
		snprintf(err, err_len,
			 "log.dirs %s is in use by another node (process %s holds %s)",
			 dir, pid[0] ? pid : "?", path);
		close(fd);
		return -1;
	}
	char pid[32];
	int len = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) != 0 || pwrite(fd, pid, (size_t)len, 0) != len) {
		/* the lock holds without the pid; only the message loses it */
	}
	return fd;
}

/* KIP-853: without controller.quorum.voters, the voter set kwire format
 * wrote into the bootstrap checkpoint becomes the configured one (ids,
 * directory ids, endpoints), as Kafka's KRaftControlRecordStateMachine
 * reads its bootstrap snapshot. A node formatted --no-initial-controllers
 * has none: it starts knowing no voter, an observer that finds the leader
 * through controller.quorum.bootstrap.servers. */
static int load_bootstrap_voters(struct kr_node *n, char *err, size_t err_len)
{
	if (n->cfg.n_voters > 0)
		return 0;
	struct kr_bootstrap_voters bv;
	char berr[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	int rc = kr_bootstrap_voters_read(n->dir, &bv, berr);
	if (rc < 0) {
		snprintf(err, err_len, "%s", berr);
		return -1;
	}
	if (rc == 1)
		return 0;
	for (int32_t i = 0; i < bv.n; i++) {
		struct kr_node_endpoint *v = &n->cfg.voters[i];
		v->id = bv.v[i].id;
		snprintf(v->host, sizeof v->host, "%s", bv.v[i].endpoint.host);
		v->port = bv.v[i].endpoint.port;
		n->cfg.voter_dirs[i] = bv.v[i].dir;
		n->boot_endpoints[i] = bv.v[i].endpoint;
	}
	n->cfg.n_voters = bv.n;
	n->boot_voters = true;
	return 0;
}

/* This node's controller endpoint as its peers dial it: its voter entry
 * when it has one, else its controller listener ("localhost" for one
 * bound to every interface, as Kafka's --standalone). */
static struct kr_endpoint self_endpoint(const struct kr_node *n)
{
	struct kr_endpoint e;
	memset(&e, 0, sizeof e);
	const struct kr_node_listener *l = kr_node_config_controller(&n->cfg);
	if (l)
		snprintf(e.name, sizeof e.name, "%s", l->name);
	const struct kr_node_endpoint *v = kr_node_config_voter(&n->cfg, n->cfg.node_id);
	if (v) {
		snprintf(e.host, sizeof e.host, "%s", v->host);
		e.port = v->port;
	} else if (l) {
		snprintf(e.host, sizeof e.host, "%s",
			 l->host[0] && strcmp(l->host, "0.0.0.0") != 0 ? l->host : "localhost");
		e.port = l->port;
	}
	return e;
}

/* The address book's first entries: the voters (from the configuration
 * or, for a bootstrap set, from the log's first VotersRecord) and the
 * bootstrap servers. */
static void fill_peer_book(struct kr_node *n)
{
	kr_peer_book_init(&n->peers);
	for (int32_t i = 0; i < n->cfg.n_voters; i++)
		if (n->cfg.voters[i].id != n->cfg.node_id)
			(void)kr_peer_book_put(&n->peers, n->cfg.voters[i].id,
					       n->cfg.voters[i].host, n->cfg.voters[i].port,
					       n->boot_voters ? KR_PEER_LOG : KR_PEER_CONFIG);
	for (int32_t i = 0; i < n->cfg.n_bootstrap_servers; i++)
		(void)kr_peer_book_put(&n->peers, KR_BOOTSTRAP_ID(i),
				       n->cfg.bootstrap_servers[i].host,
				       n->cfg.bootstrap_servers[i].port, KR_PEER_BOOTSTRAP);
}

struct kr_peer_book *kr_node_peer_book(struct kr_node *n)
{
	return &n->peers;
}

void kr_node_peers_changed(struct kr_node *n)
{
	if (n->transport)
		(void)kr_peer_book_sync(&n->peers, n->transport);
}

int kr_node_new(const struct kr_node_config *cfg, const struct kr_node_callbacks *cb,
		struct kr_node **out, char *err, size_t err_len)
{
	*out = NULL;
	struct kr_node *n = calloc(1, sizeof *n);
	if (!n) {
		snprintf(err, err_len, "out of memory");
		return -1;
	}
	n->cfg = *cfg;
	if (cb)
		n->cb = *cb;
	n->status = 1;
	n->lock_fd = -1;
	kr_metrics_init(&n->metrics);
	kr_logger_init(&n->logger, (enum kr_log_level)cfg->log_level, log_emit, n);
	kw_arena_init(&n->rec_arena);
	atomic_init(&n->shutdowns, 0);
	char merr[KR_META_ERROR_MAX];
	if (kr_meta_check(cfg->log_dir, NULL, cfg->node_id, &n->meta, merr) != 0) {
		snprintf(err, err_len, "%s", merr);
		kw_arena_free(&n->rec_arena);
		free(n);
		return -1;
	}
	n->lock_fd = take_lock(cfg->log_dir, err, err_len);
	if (n->lock_fd < 0) {
		kw_arena_free(&n->rec_arena);
		free(n);
		return -1;
	}
	snprintf(n->dir, sizeof n->dir, "%s/%s-%d", cfg->log_dir, KR_WIRE_TOPIC,
		 KR_WIRE_PARTITION);
	if (mkdir(n->dir, 0755) != 0 && errno != EEXIST) {
		snprintf(err, err_len, "%s: cannot create: %s", n->dir, strerror(errno));
		kr_node_free(n);
		return -1;
	}
	if (load_bootstrap_voters(n, err, err_len) != 0) {
		kr_node_free(n);
		return -1;
	}
	int rc = kr_loop_init(&n->loop);
	if (rc != 0) {
		snprintf(err, err_len, "cannot set up the event loop: %s", strerror(-rc));
		kr_node_free(n);
		return -1;
	}
	n->loop_up = true;

	/* the driver: log, quorum state, core, disk threads */
	struct kr_driver_config dc;
	memset(&dc, 0, sizeof dc);
	kr_config_init(&dc.core);
	kr_node_config_to_core(&n->cfg, &dc.core);
	if (n->boot_voters) {
		/* KIP-853: the set kwire format wrote is the log's first */
		dc.core.kraft_version = 1;
		for (int32_t i = 0; i < n->cfg.n_voters; i++)
			dc.core.voter_endpoints[i] = n->boot_endpoints[i];
	}
	dc.core.cluster_id = n->meta.cluster_id;
	dc.core.directory_id = n->meta.directory_id;
	dc.dir = n->dir;
	dc.fsync = cfg->fsync;
	dc.qs_delay_ms =
		cfg->fault_qs_delay_ms; /* with a state machine, every committed record
					 * from the start of the log; without, none (the
					 * log is served to Kafka consumers) */
	n->producers = kr_producer_state_new(KR_SVC_MAX_PRODUCERS);
	if (!n->producers) {
		snprintf(err, err_len, "out of memory");
		kr_node_free(n);
		return -1;
	}
	bool snapshots = cfg->snapshot_max_bytes > 0 || cfg->snapshot_interval_ms > 0;
	if (snapshots && !n->cb.snapshot_take) {
		n->topic = kr_topic_state_new();
		if (!n->topic) {
			snprintf(err, err_len, "out of memory");
			kr_node_free(n);
			return -1;
		}
	}
	/* every committed batch from the start of the log (or the newest
	 * snapshot): the producers' state is built from them, with or
	 * without a state machine */
	dc.applied_offset = 0;
	dc.segment_bytes = (uint32_t)cfg->segment_bytes;
	dc.segment_min_bytes = (uint32_t)cfg->segment_min_bytes;
	kr_retention_init(&dc.retention);
	dc.retention.max_bytes = cfg->retention_bytes;
	dc.retention.max_ms = cfg->retention_ms;
	dc.clean_interval_ms = cfg->clean_interval_ms;
	dc.metrics = &n->metrics;
	dc.seed = (uint64_t)kr_loop_wall_ms() ^ ((uint64_t)getpid() << 32) ^
		  (uint64_t)(cfg->node_id + 1) * 0x9E3779B97F4A7C15u;
	struct kr_driver_callbacks dcb = {.ctx = n,
					  .send = d_send,
					  .committed = d_committed,
					  .leader = d_leader,
					  .high_watermark = d_high_watermark,
					  .alter_done = d_alter_done,
					  .voters = d_voters,
					  .fatal = d_fatal,
					  .log = log_line,
					  .state = d_state,
					  .snapshot_load = d_snapshot_load,
					  .snapshot_wanted = d_snapshot_wanted};
	n->driver = kr_driver_open(&n->loop, &dc, &dcb, err, err_len);
	if (!n->driver)
		goto fail;

	/* the transport: listeners and peers, with their TLS and SASL */
	n->security = kr_security_new(&n->cfg, err, err_len);
	if (!n->security)
		goto fail;
	struct kr_transport_listener ls[KR_NODE_MAX_LISTENERS];
	for (int32_t i = 0; i < cfg->n_listeners; i++) {
		const struct kr_node_listener *l = &cfg->listeners[i];
		memset(&ls[i], 0, sizeof ls[i]);
		snprintf(ls[i].host, sizeof ls[i].host, "%s", l->host);
		ls[i].port = l->port;
		ls[i].kinds = (l->client ? KR_LISTENER_CLIENT : 0u) |
			      (l->controller ? KR_LISTENER_CONTROLLER : 0u);
		ls[i].name = n->cfg.listeners[i].name;
		ls[i].tls = kr_security_listener_tls(n->security, i);
		ls[i].sasl = kr_security_listener_sasl(n->security, l->protocol);
	}
	struct kr_transport_limits lim = {
		.max_frame_bytes = (size_t)cfg->max_frame_bytes,
		.max_input_bytes = (size_t)cfg->queued_max_request_bytes,
		.max_output_bytes = (size_t)cfg->max_output_bytes,
		.max_inflight = cfg->max_inflight,
		.max_connections = cfg->max_connections,
		.max_connections_per_ip = cfg->max_connections_per_ip,
		.idle_timeout_ms = cfg->idle_timeout_ms,
		.min_input_rate = cfg->min_input_rate,
		.request_timeout_ms = cfg->request_timeout_ms,
		.retry_backoff_ms = cfg->retry_backoff_ms,
		.handshake_timeout_ms = cfg->handshake_timeout_ms,
	};
	struct kr_transport_callbacks tcb = {n,		    t_request,	   t_response,
					     t_peer_closed, t_conn_closed, log_line};
	n->transport = kr_transport_new(&n->loop, ls, (size_t)cfg->n_listeners, &lim,
					&tcb, err, err_len);
	if (!n->transport)
		goto fail;
	fill_peer_book(n);
	refresh_peers(n);
	kr_transport_set_peer_tls(n->transport, kr_security_peer_tls(n->security));
	kr_transport_set_peer_sasl(n->transport, kr_security_peer_sasl(n->security));

	n->worker = kr_worker_new(&n->loop, w_done, n, err, err_len);
	if (!n->worker)
		goto fail;
	if (kr_services_init(&n->svc, &n->cfg, &n->meta, n->driver, n->transport, n->worker,
			     &n->fault) != 0) {
		snprintf(err, err_len, "out of memory");
		goto fail;
	}
	n->svc.log = log_line;
	n->svc.log_ctx = n;
	n->svc.metrics = &n->metrics;
	n->svc.committed_producers = n->producers;
	n->svc.applied_end = &n->applied_end;
	n->svc.committed_next_pid = &n->next_producer_id;
	n->svc.committed_groups = &n->groups;
	n->svc.peer_book = &n->peers;
	n->svc.self_endpoint = self_endpoint(n);
	n->svc_up = true;
	if (cfg->metrics_listener) {
		struct kr_metrics_http_callbacks hcb = {n, render_metrics, log_line,
							metrics_refused};
		n->http = kr_metrics_http_new(&n->loop, cfg->metrics_host, cfg->metrics_port,
					      &hcb, err, err_len);
		if (!n->http)
			goto fail;
		nlog(n, KR_LOG_INFO, "metrics on http://%s:%u/metrics", cfg->metrics_host,
		     (unsigned)kr_metrics_http_port(n->http));
	}
	kr_driver_release(n->driver);

	char where[512] = "";
	for (int32_t i = 0; i < cfg->n_listeners; i++) {
		const struct kr_node_listener *l = &cfg->listeners[i];
		size_t k = strlen(where);
		snprintf(where + k, sizeof where - k, "%s%s://%s:%u (%s)", i ? ", " : "",
			 l->name, l->host,
			 (unsigned)kr_transport_listen_port(n->transport, (size_t)i),
			 l->controller && l->client ? "peers and clients"
			 : l->controller	    ? "peers"
						    : "clients");
	}
	nlog(n, KR_LOG_INFO,
	     "cluster %s, %d voters%s, listening on %s, log %s (end offset %" PRId64 ")",
	     n->meta.cluster_id, (int)n->cfg.n_voters,
	     n->boot_voters ? " (the bootstrap checkpoint's)"
	     : n->cfg.n_voters == 0 ? " known (an observer until the leader is found "
				      "through controller.quorum.bootstrap.servers)"
				    : "",
	     where, n->dir,
	     kr_log_end_offset(kr_driver_log(n->driver)));
	if (!cfg->split_listeners)
		nlog(n, KR_LOG_WARN,
		     "peers and clients share the listeners (no "
		     "controller.listener.names): "
		     "anyone who reaches a port can speak Raft to this node; fine for "
		     "development only");
	*out = n;
	return 0;
fail:
	kr_node_free(n);
	return -1;
}

uint16_t kr_node_listen_port(const struct kr_node *n, int i)
{
	return kr_transport_listen_port(n->transport, (size_t)i);
}

int kr_node_adopt(struct kr_node *n, int fd, int i)
{
	return kr_transport_adopt(n->transport, fd, (size_t)i) ? 0 : -1;
}

void kr_node_transport_stats(const struct kr_node *n, struct kr_transport_stats *out)
{
	kr_transport_stats(n->transport, out);
}

int kr_node_status(const struct kr_node *n)
{
	return n->status;
}

/* ---- running ------------------------------------------------------------ */

/* Reads the certificate and credential files again after kr_node_reload
 * (SIGHUP): new connections use them, open ones keep what they have. */
static void reload_security(struct kr_node *n)
{
	int seen = atomic_load(&n->reloads);
	if (seen == n->reloads_seen)
		return;
	n->reloads_seen = seen;
	char why[512];
	if (kr_security_reload(n->security, why, sizeof why) != 0)
		nlog(n, KR_LOG_ERROR, "reload: %s; the files loaded before stay in use",
		     why);
	else
		nlog(n, KR_LOG_INFO, "reload: certificates and credentials read again");
}

static void begin_shutdown(struct kr_node *n)
{
	int seen = atomic_load(&n->shutdowns);
	if (seen == n->shutdowns_seen)
		return;
	bool first = n->shutdowns_seen == 0;
	n->shutdowns_seen = seen;
	if (!first)
		return;
	int64_t now = kr_loop_now_ms();
	n->shutdown_deadline_ms = now;
	n->svc.stopping = true;
	const struct kr_core *core = kr_driver_core(n->driver);
	if (kr_core_state(core) == KR_STATE_LEADER) {
		nlog(n, KR_LOG_INFO, "stopping: resigning leadership of epoch %d",
		     (int)kr_core_epoch(core));
		struct kr_event ev = {.type = KR_EVENT_RESIGN};
		ev.u.resign_epoch = kr_core_epoch(core);
		kr_driver_step(n->driver, &ev);
		n->shutdown_deadline_ms = now + SHUTDOWN_GRACE_MS;
	} else {
		nlog(n, KR_LOG_INFO, "stopping");
	}
}

static bool done_stopping(struct kr_node *n)
{
	if (n->shutdowns_seen == 0)
		return false;
	return n->shutdowns_seen > 1 || kr_loop_now_ms() >= n->shutdown_deadline_ms ||
	       kr_transport_peers_drained(n->transport);
}

int kr_node_timeout(const struct kr_node *n)
{
	int64_t now = kr_loop_now_ms();
	int64_t wake = kr_driver_next_deadline(n->driver);
	int64_t t = kr_transport_next_deadline(n->transport);
	if (t < wake)
		wake = t;
	t = kr_services_next_deadline(&n->svc);
	if (t < wake)
		wake = t;
	if (n->cfg.fault_file[0] && n->fault_next_check_ms < wake)
		wake = n->fault_next_check_ms;
	if (n->shutdowns_seen && n->shutdown_deadline_ms < wake)
		wake = n->shutdown_deadline_ms;
	t = kr_metrics_http_next_deadline(n->http);
	if (t < wake)
		wake = t;
	t = kr_logger_next_deadline(&n->logger);
	if (t < wake)
		wake = t;
	int64_t d = wake - now;
	if (d < 0)
		d = 0;
	if (d > 1000)
		d = 1000;
	return (int)d;
}

int kr_node_run_once(struct kr_node *n, int timeout_ms)
{
	if (n->status != 1)
		return n->status;
	begin_shutdown(n);
	if (done_stopping(n)) {
		n->status = 0;
		return 0;
	}
	int t = kr_node_timeout(n);
	if (timeout_ms >= 0 && timeout_ms < t)
		t = timeout_ms;
	int64_t t0 = kr_metrics_now_us(), idle0 = n->loop.idle_us;
	int rc = kr_loop_poll(&n->loop, t);
	if (rc < 0) {
		nlog(n, KR_LOG_ERROR, "fatal: epoll_wait: %s", strerror(-rc));
		n->status = -1;
		return -1;
	}
	(void)kr_loop_take_wake(&n->loop);
	begin_shutdown(n);
	reload_security(n);
	if (n->status == 1)
		kr_driver_tick(n->driver);
	check_fault_file(n);
	kr_transport_tick(n->transport);
	if (n->status == 1)
		kr_services_tick(&n->svc);
	settle_appends(n);
	run_deferred(n);
	hand_over_snapshot(n);
	kr_metrics_http_tick(n->http);
	kr_logger_tick(&n->logger, kr_loop_now_ms());
	if (kr_driver_fatal(n->driver))
		n->status = -1;
	/* waiting in epoll_wait is idle; the callbacks it ran and all
	 * above are work */
	int64_t t1 = kr_metrics_now_us(), idle = n->loop.idle_us - idle0;
	kr_metrics_on_loop(&n->metrics, idle, t1 - t0 - idle, t1);
	return n->status;
}

int kr_node_run(struct kr_node *n)
{
	int rc;
	while ((rc = kr_node_run_once(n, -1)) == 1) {
	}
	return rc;
}

int kr_node_fd(const struct kr_node *n)
{
	return kr_loop_fd(&n->loop);
}

void kr_node_reload(struct kr_node *n)
{
	atomic_fetch_add(&n->reloads, 1);
	kr_loop_wake(&n->loop);
}

void kr_node_shutdown(struct kr_node *n)
{
	atomic_fetch_add(&n->shutdowns, 1);
	kr_loop_wake(&n->loop);
}

int kr_node_free(struct kr_node *n)
{
	if (!n)
		return 0;
	int status = 0;
	/* top down: nothing above may hear from a layer that is gone */
	if (n->svc_up) {
		n->svc_up = false;
		kr_services_free(&n->svc);
	}
	kr_metrics_http_free(n->http);
	kr_worker_free(n->worker);
	kr_transport_free(n->transport);
	kr_security_free(n->security);
	if (n->driver) {
		int64_t durable = -1;
		bool was_fatal = kr_driver_fatal(n->driver);
		if (kr_driver_close(n->driver, &durable) != 0)
			status = -1;
		else if (!was_fatal)
			nlog(n, KR_LOG_INFO, "stopped; log durable up to offset %" PRId64,
			     durable);
	}
	if (n->loop_up)
		kr_loop_close(&n->loop);
	if (n->lock_fd >= 0)
		close(n->lock_fd); /* releases the flock */
	kr_logger_tick(&n->logger, INT64_MAX / 2); /* the repeats still held */
	kw_arena_free(&n->rec_arena);
	kr_topic_state_free(n->topic);
	kr_producer_state_free(n->producers);
	kr_group_table_free(&n->groups);
	while (n->deferred) {
		struct deferred_append *d = n->deferred;
		n->deferred = d->next;
		free(d);
	}
	free(n);
	return status;
}

/* ---- the application's side -------------------------------------------- */

/* A copy of recs in one malloc'd block (views into it), or NULL. */
static struct deferred_append *copy_records(const struct kr_node_record *recs,
					    size_t count)
{
	size_t bytes = sizeof(struct deferred_append) + count * sizeof *recs;
	for (size_t i = 0; i < count; i++) {
		bytes += (recs[i].key_len > 0 ? (size_t)recs[i].key_len : 0) +
			 (recs[i].value_len > 0 ? (size_t)recs[i].value_len : 0);
		for (size_t k = 0; k < recs[i].n_headers; k++)
			bytes += sizeof(struct kr_node_header) +
				 recs[i].headers[k].key_len +
				 (recs[i].headers[k].value_len > 0
					  ? (size_t)recs[i].headers[k].value_len
					  : 0);
	}
	struct deferred_append *d = calloc(1, bytes);
	if (!d)
		return NULL;
	uint8_t *p = (uint8_t *)(d + 1);
	d->recs = (struct kr_node_record *)p;
	d->n = count;
	p += count * sizeof *recs;
	for (size_t i = 0; i < count; i++) {
		struct kr_node_record *o = &d->recs[i];
		*o = recs[i];
		if (recs[i].key && recs[i].key_len > 0) {
			memcpy(p, recs[i].key, (size_t)recs[i].key_len);
			o->key = p;
			p += recs[i].key_len;
		}
		if (recs[i].value && recs[i].value_len > 0) {
			memcpy(p, recs[i].value, (size_t)recs[i].value_len);
			o->value = p;
			p += recs[i].value_len;
		}
		if (recs[i].n_headers) {
			struct kr_node_header *hs = (struct kr_node_header *)p;
			p += recs[i].n_headers * sizeof *hs;
			for (size_t k = 0; k < recs[i].n_headers; k++) {
				hs[k] = recs[i].headers[k];
				memcpy(p, hs[k].key, hs[k].key_len);
				hs[k].key = (const char *)p;
				p += hs[k].key_len;
				if (hs[k].value && hs[k].value_len > 0) {
					memcpy(p, hs[k].value, (size_t)hs[k].value_len);
					hs[k].value = p;
					p += hs[k].value_len;
				}
			}
			o->headers = hs;
		}
	}
	return d;
}

static int start_append(struct kr_node *n, const struct kr_node_record *recs,
			size_t count, uint64_t id);

/* The appends made from callbacks, now that none runs. */
static void run_deferred(struct kr_node *n)
{
	while (n->deferred && !n->in_callback) {
		struct deferred_append *d = n->deferred;
		n->deferred = d->next;
		uint64_t id = d->id;
		int rc = start_append(n, d->recs, d->n, id);
		free(d);
		if (rc != 0 && n->cb.appended) {
			n->in_callback = true;
			n->cb.appended(n->cb.ctx, id, rc, -1);
			n->in_callback = false;
		}
	}
}

int kr_node_append(struct kr_node *n, const struct kr_node_record *recs, size_t count,
		   uint64_t *id)
{
	if (id)
		*id = 0;
	if (n->status != 1)
		return KR_NODE_ERR_STOPPED;
	if (!recs || count == 0)
		return KR_NODE_ERR_INVALID_ARGUMENT;
	uint64_t aid = ++n->next_append_id;
	if (n->in_callback) {
		/* the driver is carrying out an update: start it afterwards */
		struct deferred_append *d = copy_records(recs, count);
		if (!d)
			return KR_NODE_ERR_NOMEM;
		d->id = aid;
		struct deferred_append **pp = &n->deferred;
		while (*pp)
			pp = &(*pp)->next;
		*pp = d;
		if (id)
			*id = aid;
		return 0;
	}
	int rc = start_append(n, recs, count, aid);
	if (rc == 0 && id)
		*id = aid;
	return rc;
}

static int start_append(struct kr_node *n, const struct kr_node_record *recs,
			size_t count, uint64_t aid)
{
	const struct kr_core *core = kr_driver_core(n->driver);
	if (kr_core_state(core) != KR_STATE_LEADER || n->svc.stopping)
		return KR_NODE_ERR_NOT_LEADER;
	if (n->n_appends == MAX_APP_APPENDS)
		return KR_NODE_ERR_NOMEM; /* too many waiting: try again */
	struct kr_record *rs = calloc(count, sizeof *rs);
	size_t nh = 0;
	for (size_t i = 0; i < count; i++)
		nh += recs[i].n_headers;
	struct kr_record_header *hs = nh ? calloc(nh, sizeof *hs) : NULL;
	if (!rs || (nh && !hs)) {
		free(rs);
		free(hs);
		return KR_NODE_ERR_NOMEM;
	}
	size_t h = 0;
	for (size_t i = 0; i < count; i++) {
		rs[i].key = (struct kw_bytes){recs[i].key,
					      recs[i].key ? recs[i].key_len : -1};
		rs[i].value = (struct kw_bytes){recs[i].value,
						recs[i].value ? recs[i].value_len : -1};
		rs[i].timestamp = recs[i].timestamp;
		rs[i].headers = hs ? &hs[h] : NULL;
		rs[i].n_headers = recs[i].n_headers;
		for (size_t k = 0; k < recs[i].n_headers; k++, h++) {
			const struct kr_node_header *x = &recs[i].headers[k];
			hs[h].key = (struct kw_str){x->key, (int32_t)x->key_len};
			hs[h].value =
				(struct kw_bytes){x->value, x->value ? x->value_len : -1};
		}
	}
	int32_t epoch = kr_core_epoch(core);
	int64_t last = -1;
	int rc = kr_driver_append(n->driver, rs, count, epoch, NULL, &last);
	free(rs);
	free(hs);
	if (rc == KR_ERR_RECORD_TOO_LARGE)
		return KR_NODE_ERR_TOO_LARGE;
	if (rc == KR_ERR_NOT_LEADER)
		return KR_NODE_ERR_NOT_LEADER;
	if (rc != 0 || last < 0)
		return kr_driver_fatal(n->driver) ? KR_NODE_ERR_STOPPED
						  : KR_NODE_ERR_NOMEM;
	n->appends[n->n_appends++] =
		(struct app_append){aid, epoch, last - (int64_t)count + 1, last};
	return 0;
}

int kr_node_resign(struct kr_node *n)
{
	const struct kr_core *core = kr_driver_core(n->driver);
	if (kr_core_state(core) != KR_STATE_LEADER)
		return KR_NODE_ERR_NOT_LEADER;
	struct kr_event ev = {.type = KR_EVENT_RESIGN};
	ev.u.resign_epoch = kr_core_epoch(core);
	int rc = kr_driver_step(n->driver, &ev);
	return rc == 0 ? 0 : KR_NODE_ERR_NOT_LEADER;
}

void kr_node_quorum(const struct kr_node *n, struct kr_node_quorum *out)
{
	memset(out, 0, sizeof *out);
	const struct kr_core *core = kr_driver_core(n->driver);
	struct kr_quorum_info info;
	int64_t mono = kr_loop_now_ms(), off = kr_loop_wall_ms() - mono;
	kr_core_describe_quorum(core, mono, &info);
	out->node_id = n->cfg.node_id;
	out->leader_id = kr_core_leader(core);
	out->epoch = kr_core_epoch(core);
	out->is_leader = kr_core_state(core) == KR_STATE_LEADER;
	out->high_watermark = kr_driver_high_watermark(n->driver);
	out->log_end_offset = kr_log_end_offset(kr_driver_log(n->driver));
	out->log_start_offset = kr_log_start_offset(kr_driver_log(n->driver));
	const struct kr_partition *p = kr_driver_partition(n->driver);
	const struct kr_snapshot_info *latest = kr_partition_latest(p);
	out->snapshot_end_offset = latest ? latest->id.end_offset : -1;
	out->n_snapshots = (int32_t)p->snaps.n;
	const struct kr_voter_assignment *va = kr_core_voters(core);
	for (int32_t i = 0; i < va->n_current && i < 16; i++) {
		struct kr_node_replica *r = &out->voters[out->n_voters++];
		*r = (struct kr_node_replica){va->current[i], -1, -1};
		for (int32_t k = 0; k < info.n_voters; k++)
			if (info.voters[k].replica_id == r->id) {
				r->log_end_offset = info.voters[k].log_end_offset;
				if (info.voters[k].last_fetch_timestamp >= 0)
					r->last_fetch_ms =
						info.voters[k].last_fetch_timestamp + off;
			}
	}
	for (int32_t k = 0; k < info.n_observers && out->n_observers < 32; k++)
		out->observers[out->n_observers++] = (struct kr_node_replica){
			info.observers[k].replica_id, info.observers[k].log_end_offset,
			info.observers[k].last_fetch_timestamp >= 0
				? info.observers[k].last_fetch_timestamp + off
				: -1};
}
