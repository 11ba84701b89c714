/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_groups.c — the group coordinator's service on client listeners
 * (node/group_coordinator.h holds the state machine): JoinGroup,
 * SyncGroup, Heartbeat and LeaveGroup, and what the group APIs share.
 *
 * The leader coordinates every group; a follower answers NOT_COORDINATOR
 * (the client asks FindCoordinator again). A new leader first applies the
 * log of the epochs before its own, then loads the committed groups
 * (node/group_table.h) into its coordinator: COORDINATOR_LOAD_IN_PROGRESS
 * until then. The coordinator's records (a group's metadata, offsets,
 * tombstones) are control records appended in the coordinator's epoch;
 * an OffsetCommit or DeleteGroups is answered once its record commits
 * (struct kr_svc_commit_wait), or NOT_COORDINATOR when the leadership is
 * lost first. Losing the leadership ends the coordinator: held joins and
 * syncs are answered NOT_COORDINATOR and its members join the next one.
 */
#include "node/services.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kwire/msg/heartbeat_request.h"
#include "kwire/msg/heartbeat_response.h"
#include "kwire/msg/join_group_request.h"
#include "kwire/msg/join_group_response.h"
#include "kwire/msg/leave_group_request.h"
#include "kwire/msg/leave_group_response.h"
#include "kwire/msg/sync_group_request.h"
#include "kwire/msg/sync_group_response.h"
#include "kwire/protocol_errors.h"
#include "node/group_coordinator.h"

/* ---- the coordinator's hooks ---------------------------------------------- */

static void join_reply(void *ctx, const struct kr_svc_req *q,
		       const struct kw_join_group_response *m)
{
	struct kr_services *s = ctx;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_join_group_response_encode(m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

static void sync_reply(void *ctx, const struct kr_svc_req *q,
		       const struct kw_sync_group_response *m)
{
	struct kr_services *s = ctx;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_sync_group_response_encode(m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

static void no_join_reply(void *ctx, const struct kr_svc_req *q,
			  const struct kw_join_group_response *m)
{
	(void)ctx;
	(void)q;
	(void)m;
}

static void no_sync_reply(void *ctx, const struct kr_svc_req *q,
			  const struct kw_sync_group_response *m)
{
	(void)ctx;
	(void)q;
	(void)m;
}

static int16_t append_record(struct kr_services *s, int16_t type, struct kw_writer *w,
			     int64_t *last)
{
	uint8_t key[4] = {0, 0, (uint8_t)((uint16_t)type >> 8), (uint8_t)(type & 0xff)};
	struct kr_record r = {{key, 4}, {w->buf, (int32_t)w->pos}, NULL, 0, -1};
	return kr__svc_groups_append(s, &r, 1, last);
}

static void persist(void *ctx, const struct kr_gc_group *g, bool deleted)
{
	struct kr_services *s = ctx;
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 256, &err) != 0)
		return;
	struct kr_group_meta m = {kw_str_from_cstr(g->protocol_type), g->generation,
				  kw_str_from_cstr(g->protocol),
				  (int64_t)time(NULL) * 1000};
	int64_t last;
	if (kr_group_meta_record(&w, kw_str_from_cstr(g->id), deleted ? NULL : &m) != 0 ||
	    append_record(s, KR_CONTROL_GROUP_METADATA, &w, &last) != 0)
		kr__svc_log(s, KR_LOG_WARN,
			    "the metadata of group \"%s\" (generation %d) not appended",
			    g->id, (int)g->generation);
	kw_writer_release(&w);
}

static bool has_offset(void *ctx, const char *id)
{
	struct kr_services *s = ctx;
	const struct kr_group_entry *e =
		kr_group_table_find(s->committed_groups, kw_str_from_cstr(id));
	if (e && e->has_offset)
		return true;
	for (size_t i = 0; i < s->commits.n; i++)
		if (!strcmp(s->commits.v[i].group, id))
			return true;
	return false;
}

int kr__svc_groups_init(struct kr_services *s)
{
	s->gc_epoch = -1;
	s->gc = calloc(1, sizeof *s->gc);
	if (!s->gc)
		return -1;
	struct kr_gc_config cfg = {s->cfg->group_initial_delay_ms,
				   s->cfg->group_min_session_ms,
				   s->cfg->group_max_session_ms, s->cfg->group_max_size};
	struct kr_gc_hooks hooks = {s, join_reply, sync_reply, persist, has_offset};
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	kr_gc_init(s->gc, &cfg, &hooks,
		   (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec);
	return 0;
}

static void free_wait(struct kr_svc_commit_wait *w)
{
	free(w->ok);
	free(w->fail);
}

void kr__svc_groups_free(struct kr_services *s)
{
	if (s->gc) {
		/* a stopping node answers nothing more */
		s->gc->hooks.join_reply = no_join_reply;
		s->gc->hooks.sync_reply = no_sync_reply;
		kr_gc_free(s->gc);
		free(s->gc);
		s->gc = NULL;
	}
	for (size_t i = 0; i < s->commits.n; i++)
		free_wait(&s->commits.v[i]);
	free(s->commits.v);
}

struct kr_group_coordinator *kr__svc_coordinator(struct kr_services *s, int16_t *error)
{
	const struct kr_core *core = kr_driver_core(s->driver);
	int32_t epoch = kr_core_epoch(core);
	int64_t start = kr_core_epoch_start_offset(core);
	if (!kr__svc_leader(s)) {
		*error = KW_PERR_NOT_COORDINATOR;
		return NULL;
	}
	if (!s->gc || !s->committed_groups || !s->applied_end || start < 0 ||
	    *s->applied_end < start) {
		*error = KW_PERR_COORDINATOR_LOAD_IN_PROGRESS;
		return NULL;
	}
	if (s->gc_epoch != epoch) {
		kr_gc_clear(s->gc);
		if (kr_gc_load(s->gc, s->committed_groups) != 0) {
			kr_gc_clear(s->gc);
			kr__svc_log(s, KR_LOG_WARN, "out of memory loading the groups");
			*error = KW_PERR_COORDINATOR_NOT_AVAILABLE;
			return NULL;
		}
		s->gc_epoch = epoch;
	}
	*error = 0;
	return s->gc;
}

int16_t kr__svc_groups_append(struct kr_services *s, const struct kr_record *recs,
			      size_t n, int64_t *last)
{
	if (s->stopping || s->gc_epoch < 0)
		return KW_PERR_NOT_COORDINATOR;
	int rc = kr_driver_append_control(s->driver, recs, n, s->gc_epoch, last);
	if (rc == 0 && *last >= 0)
		return 0;
	if (rc != KR_ERR_NOT_LEADER)
		kr__svc_log(s, KR_LOG_WARN, "a group record not appended: %s",
			    rc ? kr_strerror(rc) : "nothing appended");
	return rc == KR_ERR_NOT_LEADER ? KW_PERR_NOT_COORDINATOR
				       : KW_PERR_UNKNOWN_SERVER_ERROR;
}

void kr__svc_groups_wait(struct kr_services *s, const struct kr_svc_req *q, int64_t last,
			 uint8_t *ok, size_t ok_len, uint8_t *fail, size_t fail_len,
			 const char *group)
{
	struct kr_svc_commit_wait *w = KR_SVC_PUSH(s->commits);
	if (!w) {
		free(ok);
		free(fail);
		kr__svc_close(s, q, "out of memory");
		return;
	}
	*w = (struct kr_svc_commit_wait){*q,   s->gc_epoch, last,     ok,
					 fail, ok_len,	    fail_len, ""};
	snprintf(w->group, sizeof w->group, "%s", group ? group : "");
	/* a single voter commits within the append */
	kr__svc_groups_on_hw(s);
}

/* Answers the waits whose records committed (and were applied to the
 * committed groups, which OffsetFetch reads) or, with lost, those whose
 * leadership ended. */
static void settle(struct kr_services *s, bool lost_check)
{
	int64_t hw = kr_driver_high_watermark(s->driver);
	int64_t applied = s->applied_end ? *s->applied_end : hw;
	bool leader = kr__svc_leader(s);
	int32_t epoch = kr_core_epoch(kr_driver_core(s->driver));
	size_t k = 0;
	for (size_t i = 0; i < s->commits.n; i++) {
		struct kr_svc_commit_wait *w = &s->commits.v[i];
		if (hw > w->last && applied > w->last) {
			kr_transport_respond(s->transport, w->q.ref, w->ok, w->ok_len);
			free(w->fail);
			continue;
		}
		if (lost_check && (!leader || epoch != w->epoch)) {
			kr_transport_respond(s->transport, w->q.ref, w->fail,
					     w->fail_len);
			free(w->ok);
			continue;
		}
		s->commits.v[k++] = *w;
	}
	s->commits.n = k;
}

void kr__svc_groups_on_hw(struct kr_services *s)
{
	if (s->commits.n)
		settle(s, false);
}

void kr__svc_groups_tick(struct kr_services *s)
{
	if (s->commits.n)
		settle(s, true);
	if (s->gc_epoch < 0 || !s->gc)
		return;
	if (!kr__svc_leader(s) ||
	    kr_core_epoch(kr_driver_core(s->driver)) != s->gc_epoch) {
		kr_gc_clear(s->gc);
		s->gc_epoch = -1;
		return;
	}
	kr_gc_tick(s->gc, kr_loop_now_ms());
}

int64_t kr__svc_groups_deadline(const struct kr_services *s)
{
	int64_t d = INT64_MAX;
	/* a commit applied after its high watermark is answered at a tick */
	if (s->commits.n)
		d = kr_loop_now_ms() + 50;
	if (s->gc_epoch >= 0 && s->gc) {
		int64_t g = kr_gc_next_deadline(s->gc);
		if (g < d)
			d = g;
	}
	return d;
}

void kr__svc_groups_conn_closed(struct kr_services *s, uint64_t conn)
{
	size_t k = 0;
	for (size_t i = 0; i < s->commits.n; i++) {
		if (s->commits.v[i].q.ref.conn == conn) {
			free_wait(&s->commits.v[i]);
			continue;
		}
		s->commits.v[k++] = s->commits.v[i];
	}
	s->commits.n = k;
	/* held joins and syncs keep their stale references: the transport
	 * drops their answers */
}

/* ---- the membership APIs ---------------------------------------------------- */

void kr__svc_join_group(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
			struct kw_reader *r, const uint8_t *body, size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_join_group_request req;
	if (kw_join_group_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a JoinGroup request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	if (!gc) {
		struct kw_join_group_response m;
		kw_join_group_response_init(&m);
		m.error_code = e;
		m.generation_id = -1;
		m.protocol_type = KW_STR_NULL;
		m.protocol_name = q->version >= 7 ? KW_STR_NULL : KW_STR_LIT("");
		m.leader = KW_STR_LIT("");
		m.member_id = req.member_id.len > 0 ? req.member_id : KW_STR_LIT("");
		m.members_count = 0;
		join_reply(s, q, &m);
		return;
	}
	kr_gc_join(gc, q, &req, s->req_client_id, s->req_ip, kr_loop_now_ms());
}

void kr__svc_sync_group(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
			struct kw_reader *r, const uint8_t *body, size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_sync_group_request req;
	if (kw_sync_group_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a SyncGroup request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	if (!gc) {
		struct kw_sync_group_response m;
		kw_sync_group_response_init(&m);
		m.error_code = e;
		m.protocol_type = KW_STR_NULL;
		m.protocol_name = KW_STR_NULL;
		m.assignment = (struct kw_bytes){(const uint8_t *)"", 0};
		sync_reply(s, q, &m);
		return;
	}
	kr_gc_sync(gc, q, &req, kr_loop_now_ms());
}

void kr__svc_heartbeat(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		       struct kw_reader *r, const uint8_t *body, size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_heartbeat_request req;
	if (kw_heartbeat_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a Heartbeat request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	struct kw_heartbeat_response m;
	kw_heartbeat_response_init(&m);
	m.error_code = gc ? kr_gc_heartbeat(gc, &req, kr_loop_now_ms()) : e;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_heartbeat_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

void kr__svc_leave_group(struct kr_services *s, const struct kr_svc_req *q,
			 unsigned kinds, struct kw_reader *r, const uint8_t *body,
			 size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_leave_group_request req;
	if (kw_leave_group_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a LeaveGroup request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	struct kw_leave_group_response m;
	kw_leave_group_response_init(&m);
	m.members_count = 0;
	int64_t now = kr_loop_now_ms();
	if (!gc) {
		m.error_code = e;
	} else if (q->version < 3) {
		m.error_code =
			kr_gc_leave(gc, req.group_id, req.member_id, KW_STR_NULL, now);
	} else {
		int32_t n = req.members_count > 0 ? req.members_count : 0;
		struct kw_leave_group_response_member_response *out =
			kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *out);
		if (!out) {
			kr__svc_close(s, q, "out of memory");
			return;
		}
		/* Kafka: a group it does not know fails the whole request */
		if (!kr_gc_find(gc, req.group_id))
			m.error_code = KW_PERR_UNKNOWN_MEMBER_ID;
		for (int32_t i = 0; i < n && !m.error_code; i++) {
			const struct kw_leave_group_request_member_identity *id =
				&req.members[i];
			kw_leave_group_response_member_response_init(&out[i]);
			out[i].member_id = id->member_id;
			out[i].group_instance_id = id->group_instance_id;
			out[i].error_code = kr_gc_leave(gc, req.group_id, id->member_id,
							id->group_instance_id, now);
		}
		if (!m.error_code) {
			m.members = out;
			m.members_count = n;
		}
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_leave_group_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
