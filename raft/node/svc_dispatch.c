/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_dispatch.c — the service table and the request dispatch of
 * node/services.h: every request frame from the transport is checked (an
 * api key served on its listener, at a version of the schemas; ApiVersions
 * also answers unknown versions, KIP-511) and handed to its handler. A new
 * API is one line in kr__svc_table and a handler in its own unit.
 */
#include "node/services.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/protocol_errors.h"
#include "node/producer_state.h"
#include "node/snapshot_serve.h"
#include "node/versions.h"
#include "wire/wire.h"

#define BOTH (KR_LISTENER_CLIENT | KR_LISTENER_CONTROLLER)

const struct kr_svc_entry kr__svc_table[] = {
	{KW_API_PRODUCE, KR_LISTENER_CLIENT, kr__svc_produce},
	/* a replica's Fetch is taken to the Raft service by kr__svc_fetch */
	{KW_API_FETCH, BOTH, kr__svc_fetch},
	{KW_API_LIST_OFFSETS, KR_LISTENER_CLIENT, kr__svc_list_offsets},
	{KW_API_METADATA, KR_LISTENER_CLIENT, kr__svc_metadata},
	{KW_API_API_VERSIONS, BOTH, kr__svc_api_versions},
	{KW_API_VOTE, KR_LISTENER_CONTROLLER, kr__svc_raft},
	{KW_API_BEGIN_QUORUM_EPOCH, KR_LISTENER_CONTROLLER, kr__svc_raft},
	{KW_API_END_QUORUM_EPOCH, KR_LISTENER_CONTROLLER, kr__svc_raft},
	{KW_API_DESCRIBE_QUORUM, BOTH, kr__svc_describe_quorum},
	{KW_API_FETCH_SNAPSHOT, KR_LISTENER_CONTROLLER, kr__svc_raft},
	{KW_API_ALTER_QUORUM, KR_LISTENER_CONTROLLER, kr__svc_alter_quorum},
	{KW_API_ADD_RAFT_VOTER, KR_LISTENER_CONTROLLER, kr__svc_add_raft_voter},
	{KW_API_REMOVE_RAFT_VOTER, KR_LISTENER_CONTROLLER, kr__svc_remove_raft_voter},
	{KW_API_UPDATE_RAFT_VOTER, KR_LISTENER_CONTROLLER, kr__svc_update_raft_voter},
	{KW_API_DESCRIBE_VOTER_CHANGE, BOTH, kr__svc_describe_voter_change},
	{KW_API_DESCRIBE_CLUSTER, KR_LISTENER_CLIENT, kr__svc_describe_cluster},
	{KW_API_DESCRIBE_CONFIGS, KR_LISTENER_CLIENT, kr__svc_describe_configs},
	{KW_API_DESCRIBE_LOG_DIRS, KR_LISTENER_CLIENT, kr__svc_describe_log_dirs},
	{KW_API_DESCRIBE_PRODUCERS, KR_LISTENER_CLIENT, kr__svc_describe_producers},
	{KW_API_INIT_PRODUCER_ID, KR_LISTENER_CLIENT, kr__svc_init_producer_id},
	{KW_API_ALLOCATE_PRODUCER_IDS, KR_LISTENER_CONTROLLER, kr__svc_allocate_producer_ids},
	/* consumer groups: the leader is the coordinator of every group */
	{KW_API_FIND_COORDINATOR, KR_LISTENER_CLIENT, kr__svc_find_coordinator},
	{KW_API_JOIN_GROUP, KR_LISTENER_CLIENT, kr__svc_join_group},
	{KW_API_SYNC_GROUP, KR_LISTENER_CLIENT, kr__svc_sync_group},
	{KW_API_HEARTBEAT, KR_LISTENER_CLIENT, kr__svc_heartbeat},
	{KW_API_LEAVE_GROUP, KR_LISTENER_CLIENT, kr__svc_leave_group},
	{KW_API_OFFSET_COMMIT, KR_LISTENER_CLIENT, kr__svc_offset_commit},
	{KW_API_OFFSET_FETCH, KR_LISTENER_CLIENT, kr__svc_offset_fetch},
	{KW_API_LIST_GROUPS, KR_LISTENER_CLIENT, kr__svc_list_groups},
	{KW_API_DESCRIBE_GROUPS, KR_LISTENER_CLIENT, kr__svc_describe_groups},
	{KW_API_DELETE_GROUPS, KR_LISTENER_CLIENT, kr__svc_delete_groups},
	{KW_API_CREATE_TOPICS, KR_LISTENER_CLIENT, kr__svc_create_topics},
	{KW_API_DELETE_TOPICS, KR_LISTENER_CLIENT, kr__svc_delete_topics},
	{KW_API_CREATE_PARTITIONS, KR_LISTENER_CLIENT, kr__svc_create_partitions},
	{KW_API_DELETE_RECORDS, KR_LISTENER_CLIENT, kr__svc_delete_records},
	{KW_API_ALTER_CONFIGS, KR_LISTENER_CLIENT, kr__svc_alter_configs},
	{KW_API_INCREMENTAL_ALTER_CONFIGS, KR_LISTENER_CLIENT,
	 kr__svc_incremental_alter_configs},
	/* answered by the transport on SASL listeners (node/sasl.h); these
	 * handlers see only the other listeners' */
	{KW_API_SASL_HANDSHAKE, BOTH, kr__svc_sasl},
	{KW_API_SASL_AUTHENTICATE, BOTH, kr__svc_sasl},
};
const size_t kr__svc_table_len = sizeof kr__svc_table / sizeof kr__svc_table[0];

static const struct kr_svc_entry *entry_of(int16_t key)
{
	for (size_t i = 0; i < kr__svc_table_len; i++)
		if (kr__svc_table[i].api_key == key)
			return &kr__svc_table[i];
	return NULL;
}

__attribute__((format(printf, 3, 4))) void
kr__svc_log(struct kr_services *s, enum kr_log_level level, const char *fmt, ...)
{
	if (!s->log)
		return;
	/* warnings are caused by peers or clients: one a second */
	int64_t now = kr_loop_now_ms();
	if (level == KR_LOG_WARN) {
		if (now - s->last_log_ms[level] < 1000)
			return;
		s->last_log_ms[level] = now;
	}
	char line[768];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	s->log(s->log_ctx, level, line);
}

void *kr__svc_push(void **v, size_t *n, size_t *cap, size_t size)
{
	if (*n == *cap) {
		size_t nc = *cap ? *cap * 2 : 8;
		void *p = realloc(*v, nc * size);
		if (!p)
			return NULL;
		*v = p;
		*cap = nc;
	}
	void *e = (char *)*v + (*n)++ * size;
	memset(e, 0, size);
	return e;
}

void kr__svc_arena_reset(struct kw_arena *a)
{
	if (a->total > KR_SVC_ARENA_KEEP) {
		kw_arena_free(a);
		kw_arena_init(a);
	} else {
		kw_arena_reset(a);
	}
}

bool kr__svc_leader(const struct kr_services *s)
{
	const struct kr_core *c = kr_driver_core(s->driver);
	return !s->stopping && kr_core_state(c) == KR_STATE_LEADER &&
	       kr_core_leader(c) == s->cfg->node_id;
}

bool kr__svc_fault_drops(const struct kr_services *s, int32_t id)
{
	for (int i = 0; s->fault && i < s->fault->n; i++)
		if (s->fault->ids[i] == id)
			return true;
	return false;
}

void kr__svc_begin(const struct kr_svc_req *q, struct kw_writer *w, struct kw_error *err)
{
	kw_error_clear(err);
	if (kw_writer_init_growable(w, 512, err) != 0)
		return;
	const struct kw_api *api = kw_api_by_key(q->api_key);
	struct kw_rpc_response_header h;
	memset(&h, 0, sizeof h);
	h.correlation_id = q->corr;
	int16_t hv = api ? kw_api_response_header_version(api, q->version) : 0;
	if (api && (q->version < api->min_version || q->version > api->max_version))
		hv = 0;
	kw_rpc_response_header_encode(&h, hv, w);
}

void kr__svc_finish(struct kr_services *s, const struct kr_svc_req *q,
		    struct kw_writer *w, int rc)
{
	if (rc == 0 && kw_writer_ok(w)) {
		size_t len;
		uint8_t *buf = kw_writer_detach(w, &len);
		kr_transport_respond(s->transport, q->ref, buf, len);
		return;
	}
	char buf[512];
	kr__svc_log(s, KR_LOG_WARN, "cannot encode a response to api key %d v%d: %s",
		    (int)q->api_key, (int)q->version,
		    kw_error_format(w->err, buf, sizeof buf));
	kw_writer_release(w);
	kr_transport_close(s->transport, q->ref, "its response could not be encoded");
}

void kr__svc_close(struct kr_services *s, const struct kr_svc_req *q, const char *why)
{
	if (s->metrics && q->api_key >= 0 && q->api_key < KR_METRICS_API_KEYS)
		s->metrics->request_errors[q->api_key]++;
	kr_transport_close(s->transport, q->ref, why);
}

void kr_services_on_request(struct kr_services *s, struct kr_request_ref ref,
			    unsigned kinds, const char *ip, const uint8_t *p, size_t len)
{
	struct kr_svc_req q = {ref, -1, -1, 0};
	char why[160];
	int16_t key, v;
	if (kw_rpc_request_peek(p, len, &key, &v) != 0) {
		kr_transport_close(s->transport, ref, "a request without a header");
		return;
	}
	const struct kr_svc_entry *e = entry_of(key);
	const struct kw_api *api = kw_api_by_key(key);
	kr_metrics_request(s->metrics, key,
			   !e || !api || (e->kinds & kinds) == 0 ||
				   ((v < kr_node_min_version(api) || v > api->max_version) &&
				    key != KW_API_API_VERSIONS));
	if (!e || !api || (e->kinds & kinds) == 0) {
		/* Kafka closes the connection for an api key it does not
		 * serve on that listener */
		snprintf(why, sizeof why,
			 "api key %d is not served on this listener (from %s)", (int)key,
			 ip);
		kr_transport_close(s->transport, ref, why);
		return;
	}
	/* below kr_node_min_version: a version Kafka 4.0 removed (KIP-896),
	 * closed as an unknown one (node/versions.h) */
	bool supported = v >= kr_node_min_version(api) && v <= api->max_version;
	/* a node made to speak as an older one (kwire.test.max.versions)
	 * refuses, on its controller listeners, what that one would not know */
	if ((kinds & KR_LISTENER_CONTROLLER) && v > kr_node_config_max_version(s->cfg, key))
		supported = false;
	int16_t hv;
	if (supported)
		hv = kw_api_request_header_version(api, v);
	else if (key == KW_API_API_VERSIONS)
		hv = (api->flexible_since >= 0 && v >= api->flexible_since) ? 2 : 1;
	else {
		snprintf(why, sizeof why, "%s v%d is not a version served", api->name,
			 (int)v);
		kr_transport_close(s->transport, ref, why);
		return;
	}
	struct kw_error err;
	struct kw_reader r;
	struct kw_rpc_request_header h;
	kw_reader_init(&r, p, len, &err);
	kr__svc_arena_reset(&s->arena);
	q.api_key = key;
	q.version = v;
	if (kw_rpc_request_header_decode(&h, hv, &r, &s->arena) != 0) {
		if (key == KW_API_API_VERSIONS && !supported && len >= 8) {
			/* an unknown future header: still answer with our range */
			q.corr = (int32_t)((uint32_t)p[4] << 24 | (uint32_t)p[5] << 16 |
					   (uint32_t)p[6] << 8 | p[7]);
			kr__svc_api_versions_unknown(s, &q, kinds);
			return;
		}
		kr_transport_close(s->transport, ref,
				   "a request header that does not decode");
		return;
	}
	q.corr = h.correlation_id;
	s->req_client_id = h.client_id;
	s->req_ip = ip;
	const uint8_t *body = p + kw_reader_offset(&r);
	size_t blen = len - kw_reader_offset(&r);
	struct kw_reader br;
	kw_reader_init(&br, body, blen, &err);
	if (key == KW_API_API_VERSIONS && !supported) {
		kr__svc_api_versions_unknown(s, &q, kinds);
		return;
	}
	e->handle(s, &q, kinds, &br, body, blen);
	s->req_client_id = KW_STR_NULL;
	s->req_ip = NULL;
}

/* ------------------------------------------------------------------ */
/* Lifetime, connections, time                                          */
/* ------------------------------------------------------------------ */

int kr_services_init(struct kr_services *s, const struct kr_node_config *cfg,
		     const struct kr_meta *meta, struct kr_driver *d,
		     struct kr_transport *t, struct kr_worker *w,
		     const struct kr_node_fault *fault)
{
	memset(s, 0, sizeof *s);
	s->cfg = cfg;
	s->meta = meta;
	s->driver = d;
	s->transport = t;
	s->worker = w;
	s->fault = fault;
	for (int i = 0; i < 4; i++)
		s->last_log_ms[i] = -1000;
	kw_arena_init(&s->arena);
	kw_arena_init(&s->send_arena);
	kw_arena_init(&s->wake_arena);
	s->max_record_bytes = 8u << 20;
	s->producers_epoch = -1;
	s->claim_epoch = -1;
	snprintf(s->client_id, sizeof s->client_id, "kwire-node-%d", (int)cfg->node_id);
	kr_pv_ours(&s->pv_ours, cfg);
	if (kr__svc_groups_init(s) != 0) {
		kw_arena_free(&s->arena);
		kw_arena_free(&s->send_arena);
		kw_arena_free(&s->wake_arena);
		return -1;
	}
	return 0;
}

void kr_services_free(struct kr_services *s)
{
	for (size_t i = 0; i < s->parked.n; i++)
		free(s->parked.v[i].body);
	free(s->parked.v);
	free(s->prods.v);
	free(s->rpcs.v);
	free(s->alters.v);
	free(s->jobs.v); /* the jobs themselves are the worker's until done */
	kr_producer_state_free(s->producers);
	kr__svc_groups_free(s);
	free(s->pid_waits.v);
	free(s->pid_claims.v);
	kw_arena_free(&s->arena);
	kw_arena_free(&s->send_arena);
	kw_arena_free(&s->wake_arena);
	kr_snapshot_serve_free(s->snap_serve);
	for (size_t i = 0; i < KR_TRANSPORT_MAX_PEERS; i++)
		for (int k = 0; k < s->peers[i].n_held; k++)
			free(s->peers[i].held_cluster_id[k]);
}

/* Removes the entries of arr whose q.ref.conn is conn (order kept). */
#define DROP_CONN(arr, conn, free_entry)                                                 \
	do {                                                                             \
		size_t k_ = 0;                                                           \
		for (size_t i_ = 0; i_ < (arr).n; i_++) {                                \
			if ((arr).v[i_].q.ref.conn == (conn)) {                          \
				free_entry(&(arr).v[i_]);                                \
				continue;                                                \
			}                                                                \
			(arr).v[k_++] = (arr).v[i_];                                     \
		}                                                                        \
		(arr).n = k_;                                                            \
	} while (0)

static void no_free(void *e)
{
	(void)e;
}

static void free_parked(struct kr_svc_parked_fetch *f)
{
	free(f->body);
}

void kr_services_on_conn_closed(struct kr_services *s, uint64_t conn)
{
	DROP_CONN(s->rpcs, conn, no_free);
	DROP_CONN(s->prods, conn, no_free);
	DROP_CONN(s->parked, conn, free_parked);
	DROP_CONN(s->alters, conn, no_free);
	DROP_CONN(s->pid_waits, conn, no_free);
	kr__svc_groups_conn_closed(s, conn);
	/* a job in the worker stays in s->jobs: its answer is dropped by the
	 * transport when it comes (the reference is stale) */
}

void kr_services_on_high_watermark(struct kr_services *s)
{
	kr__svc_produce_on_hw(s);
	if (s->pid_claims.n)
		kr__svc_pid_on_hw(s);
	kr__svc_groups_on_hw(s);
	if (s->parked.n)
		kr__svc_fetch_wake(s, false);
}

void kr_services_on_job_done(struct kr_services *s, struct kr_worker_job *job)
{
	kr__svc_produce_job_done(s, job);
}

void kr_services_tick(struct kr_services *s)
{
	kr__svc_produce_expire(s);
	kr__svc_pid_expire(s);
	kr__svc_groups_tick(s);
	kr__svc_voters_expire(s);
	kr__svc_update_voter_tick(s);
	if (s->parked.n)
		kr__svc_fetch_wake(s, true);
}

int64_t kr_services_next_deadline(const struct kr_services *s)
{
	int64_t d = INT64_MAX;
	for (size_t i = 0; i < s->parked.n; i++)
		if (s->parked.v[i].deadline_ms < d)
			d = s->parked.v[i].deadline_ms;
	for (size_t i = 0; i < s->prods.n; i++)
		if (s->prods.v[i].deadline_ms < d)
			d = s->prods.v[i].deadline_ms;
	if (kr__svc_pid_deadline(s) < d)
		d = kr__svc_pid_deadline(s);
	if (kr__svc_groups_deadline(s) < d)
		d = kr__svc_groups_deadline(s);
	if (kr__svc_voters_deadline(s) < d)
		d = kr__svc_voters_deadline(s);
	if (kr__svc_update_voter_deadline(s) < d)
		d = kr__svc_update_voter_deadline(s);
	return d;
}
