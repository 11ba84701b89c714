/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_producer_ids.c — the producer ids of idempotent producers, from
 * a counter kept in the replicated log, as Kafka's KRaft controller keeps
 * it (ProducerIdsRecord, AllocateProducerIds):
 *
 *   - the leader claims a block of KR_SVC_PID_BLOCK ids by appending a
 *     ProducerIds control record of the node's own (type
 *     KR_CONTROL_PRODUCER_IDS, the value Kafka's ProducerIdsRecord: the
 *     next id no block holds) and hands the block out once the record is
 *     committed, so that no later leader can claim those ids again: every
 *     node applies the committed records (node.c) and a new leader claims
 *     from the highest one, once it has applied the log of the epochs
 *     before its own;
 *   - every node serves InitProducerId from a block of its own (a client
 *     asks whichever node it is connected to); a follower gets its blocks
 *     from the leader with AllocateProducerIds on the controller listener,
 *     the leader claims its own directly. Ids left in a block when a node
 *     stops are never used (as in Kafka).
 *
 * InitProducerId waits while its node has no ids; the wait ends with an
 * id, or with COORDINATOR_NOT_AVAILABLE (retried by the client) when no
 * block could be had: no leader, the leader lost before the claim
 * committed, a peer that does not answer within the request timeout.
 */
#include "node/services.h"

#include <inttypes.h>
#include <string.h>

#include "kwire/header.h"
#include "kwire/msg/allocate_producer_ids_request.h"
#include "kwire/msg/allocate_producer_ids_response.h"
#include "kwire/msg/init_producer_id_response.h"
#include "kwire/msg/producer_ids_record.h"
#include "kwire/protocol_errors.h"

#define ASK_TIMEOUT_MS 5000

static void reply_init(struct kr_services *s, const struct kr_svc_req *q, int16_t error,
		       int64_t id)
{
	struct kw_init_producer_id_response m;
	kw_init_producer_id_response_init(&m);
	m.error_code = error;
	m.producer_id = error ? -1 : id;
	m.producer_epoch = error ? -1 : 0;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_init_producer_id_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

static void reply_allocate(struct kr_services *s, const struct kr_svc_req *q,
			   int16_t error, int64_t start, int32_t len)
{
	struct kw_allocate_producer_ids_response m;
	kw_allocate_producer_ids_response_init(&m);
	m.error_code = error;
	m.producer_id_start = error ? -1 : start;
	m.producer_id_len = error ? 0 : len;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_allocate_producer_ids_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

/* Serves the waiting InitProducerIds from this node's block, or fails
 * them all with error. */
static void serve_waits(struct kr_services *s, int16_t error)
{
	size_t i = 0;
	for (; i < s->pid_waits.n; i++) {
		if (!error && s->pid_next >= s->pid_end)
			break;
		const struct kr_svc_req *q = &s->pid_waits.v[i].q;
		if (error)
			reply_init(s, q, error, -1);
		else
			reply_init(s, q, 0, s->pid_next++);
	}
	memmove(s->pid_waits.v, s->pid_waits.v + i, (s->pid_waits.n - i) * sizeof *s->pid_waits.v);
	s->pid_waits.n -= i;
}

/* The leader's claim of the next block, for itself (peer NULL) or for a
 * peer's AllocateProducerIds. Returns 0 (answered once committed) or the
 * error to answer now. */
static int16_t claim(struct kr_services *s, const struct kr_svc_req *peer, int32_t for_id)
{
	const struct kr_core *core = kr_driver_core(s->driver);
	int32_t epoch = kr_core_epoch(core);
	int64_t start = kr_core_epoch_start_offset(core);
	if (!kr__svc_leader(s))
		return KW_PERR_NOT_CONTROLLER;
	if (!s->committed_next_pid || start < 0 || *s->applied_end < start)
		return KW_PERR_COORDINATOR_LOAD_IN_PROGRESS; /* retried */
	if (s->claim_epoch != epoch) {
		s->claim_epoch = epoch;
		s->claim_next = *s->committed_next_pid;
	}
	if (s->claim_next > INT64_MAX - KR_SVC_PID_BLOCK)
		return KW_PERR_UNKNOWN_SERVER_ERROR; /* 2^63 ids: never */
	struct kw_producer_ids_record rec;
	kw_producer_ids_record_init(&rec);
	rec.broker_id = for_id;
	rec.broker_epoch = -1;
	rec.next_producer_id = s->claim_next + KR_SVC_PID_BLOCK;
	uint8_t value[64], key[4] = {0, 0, KR_CONTROL_PRODUCER_IDS >> 8,
				     KR_CONTROL_PRODUCER_IDS & 0xff};
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	kw_writer_init_fixed(&w, value, sizeof value, &err);
	if (kw_producer_ids_record_encode(&rec, 0, &w) != 0)
		return KW_PERR_UNKNOWN_SERVER_ERROR;
	struct kr_record r = {{key, 4}, {value, (int32_t)w.pos}, NULL, 0, -1};
	int64_t last;
	int rc = kr_driver_append_control(s->driver, &r, 1, epoch, &last);
	if (rc != 0 || last < 0) {
		if (rc != KR_ERR_NOT_LEADER)
			kr__svc_log(s, KR_LOG_WARN, "a ProducerIds record not appended: %s",
				    kr_strerror(rc));
		return rc == KR_ERR_NOT_LEADER ? KW_PERR_NOT_CONTROLLER
					       : KW_PERR_UNKNOWN_SERVER_ERROR;
	}
	struct kr_svc_pid_claim *c = KR_SVC_PUSH(s->pid_claims);
	if (!c)
		return KW_PERR_UNKNOWN_SERVER_ERROR; /* the ids are simply not used */
	*c = (struct kr_svc_pid_claim){.local = !peer, .epoch = epoch, .offset = last,
				       .start = s->claim_next};
	if (peer)
		c->q = *peer;
	s->claim_next += KR_SVC_PID_BLOCK;
	/* a single voter commits within the append */
	kr__svc_pid_on_hw(s);
	return 0;
}

static bool local_claim_pending(const struct kr_services *s)
{
	for (size_t i = 0; i < s->pid_claims.n; i++)
		if (s->pid_claims.v[i].local)
			return true;
	return false;
}

/* Asks the leader for a block (AllocateProducerIds). Returns 0 when asked. */
static int16_t ask_leader(struct kr_services *s)
{
	int32_t leader = kr_core_leader(kr_driver_core(s->driver));
	if (leader < 0 || leader == s->cfg->node_id || kr__svc_fault_drops(s, leader))
		return KW_PERR_COORDINATOR_NOT_AVAILABLE;
	int32_t corr = kr_transport_peer_corr(s->transport, leader);
	const struct kw_api *api = kw_api_by_key(KW_API_ALLOCATE_PRODUCER_IDS);
	if (corr < 0 || !api)
		return KW_PERR_COORDINATOR_NOT_AVAILABLE;
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 64, &err) != 0)
		return KW_PERR_COORDINATOR_NOT_AVAILABLE;
	int16_t v = 0;
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = KW_API_ALLOCATE_PRODUCER_IDS;
	h.api_version = v;
	h.correlation_id = corr;
	h.client_id = kw_str_from_cstr(s->client_id);
	struct kw_allocate_producer_ids_request m;
	kw_allocate_producer_ids_request_init(&m);
	m.broker_id = s->cfg->node_id;
	m.broker_epoch = -1;
	if (kw_rpc_request_header_encode(&h, kw_api_request_header_version(api, v), &w) != 0 ||
	    kw_allocate_producer_ids_request_encode(&m, v, &w) != 0 || !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		return KW_PERR_COORDINATOR_NOT_AVAILABLE;
	}
	size_t len;
	uint8_t *buf = kw_writer_detach(&w, &len);
	struct kr_request_meta meta = {KW_API_ALLOCATE_PRODUCER_IDS, v, ++s->pid_ask_tag};
	if (kr_transport_send_request(s->transport, leader, corr, &meta, buf, len) != 0)
		return KW_PERR_COORDINATOR_NOT_AVAILABLE;
	s->pid_asking = true;
	s->pid_ask_deadline = kr_loop_now_ms() + ASK_TIMEOUT_MS;
	return 0;
}

/* Gets this node a new block for its waiting InitProducerIds. */
static void refill(struct kr_services *s)
{
	if (!s->pid_waits.n || s->pid_next < s->pid_end)
		return;
	int16_t e = 0;
	if (kr__svc_leader(s)) {
		if (!local_claim_pending(s))
			e = claim(s, NULL, s->cfg->node_id);
	} else if (!s->pid_asking) {
		e = ask_leader(s);
	}
	if (e)
		serve_waits(s, e == KW_PERR_COORDINATOR_LOAD_IN_PROGRESS
				       ? e
				       : KW_PERR_COORDINATOR_NOT_AVAILABLE);
}

void kr__svc_pid_request(struct kr_services *s, const struct kr_svc_req *q)
{
	if (s->pid_next < s->pid_end && !s->pid_waits.n) {
		reply_init(s, q, 0, s->pid_next++);
		return;
	}
	struct kr_svc_pid_wait *w = KR_SVC_PUSH(s->pid_waits);
	if (!w) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	w->q = *q;
	refill(s);
}

void kr__svc_allocate_producer_ids(struct kr_services *s, const struct kr_svc_req *q,
				   unsigned kinds, struct kw_reader *r, const uint8_t *body,
				   size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_allocate_producer_ids_request req;
	if (kw_allocate_producer_ids_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "an AllocateProducerIds request that does not decode");
		return;
	}
	int16_t e = claim(s, q, req.broker_id);
	if (e)
		reply_allocate(s, q, e, -1, 0);
}

void kr__svc_pid_on_response(struct kr_services *s, int32_t peer,
			     const struct kr_request_meta *meta, struct kw_reader *r)
{
	struct kw_allocate_producer_ids_response m;
	if (kw_allocate_producer_ids_response_decode(&m, meta->version, r, &s->arena) != 0) {
		kr__svc_log(s, KR_LOG_WARN,
			    "an AllocateProducerIds response from %d that does not decode",
			    (int)peer);
		kr_transport_drop_peer(s->transport, peer);
		return;
	}
	if (!s->pid_asking || meta->tag != s->pid_ask_tag)
		return; /* given up on already */
	s->pid_asking = false;
	if (m.error_code || m.producer_id_start < 0 || m.producer_id_len <= 0 ||
	    m.producer_id_start > INT64_MAX - m.producer_id_len) {
		if (!m.error_code)
			kr__svc_log(s, KR_LOG_WARN,
				    "node %d gave producer ids %" PRId64 "+%" PRId32
				    ": not a block",
				    (int)peer, m.producer_id_start, m.producer_id_len);
		serve_waits(s, KW_PERR_COORDINATOR_NOT_AVAILABLE);
		return;
	}
	s->pid_next = m.producer_id_start;
	s->pid_end = m.producer_id_start + m.producer_id_len;
	serve_waits(s, 0);
	refill(s);
}

void kr__svc_pid_on_lost(struct kr_services *s, const struct kr_request_meta *meta)
{
	if (!s->pid_asking || meta->tag != s->pid_ask_tag)
		return;
	s->pid_asking = false;
	serve_waits(s, KW_PERR_COORDINATOR_NOT_AVAILABLE);
}

void kr__svc_pid_on_hw(struct kr_services *s)
{
	int64_t hw = kr_driver_high_watermark(s->driver);
	for (size_t i = 0; i < s->pid_claims.n;) {
		struct kr_svc_pid_claim c = s->pid_claims.v[i];
		if (hw <= c.offset) {
			i++;
			continue;
		}
		memmove(&s->pid_claims.v[i], &s->pid_claims.v[i + 1],
			(s->pid_claims.n - i - 1) * sizeof *s->pid_claims.v);
		s->pid_claims.n--;
		if (!c.local) {
			reply_allocate(s, &c.q, 0, c.start, KR_SVC_PID_BLOCK);
			continue;
		}
		s->pid_next = c.start;
		s->pid_end = c.start + KR_SVC_PID_BLOCK;
		serve_waits(s, 0);
	}
	/* more waits than ids: the next claim is an append, which cannot be
	 * made from inside the driver's update (this may be one): the tick
	 * makes it */
	if (s->pid_waits.n && s->pid_next >= s->pid_end)
		s->pid_refill = true;
}

void kr__svc_pid_expire(struct kr_services *s)
{
	if (s->pid_refill) {
		s->pid_refill = false;
		refill(s);
	}
	const struct kr_core *core = kr_driver_core(s->driver);
	int32_t epoch = kr_core_epoch(core);
	bool leader = kr__svc_leader(s);
	bool local_lost = false;
	for (size_t i = 0; i < s->pid_claims.n;) {
		struct kr_svc_pid_claim c = s->pid_claims.v[i];
		if (leader && c.epoch == epoch) {
			i++;
			continue;
		}
		/* the claim may never commit: its ids are simply not used */
		s->pid_claims.v[i] = s->pid_claims.v[--s->pid_claims.n];
		if (c.local)
			local_lost = true;
		else
			reply_allocate(s, &c.q, KW_PERR_NOT_CONTROLLER, -1, 0);
	}
	if (s->pid_asking && kr_loop_now_ms() >= s->pid_ask_deadline) {
		s->pid_asking = false;
		local_lost = true;
	}
	if (local_lost && s->pid_waits.n)
		serve_waits(s, KW_PERR_COORDINATOR_NOT_AVAILABLE);
}

int64_t kr__svc_pid_deadline(const struct kr_services *s)
{
	if (s->pid_refill)
		return 0;
	return s->pid_asking ? s->pid_ask_deadline : INT64_MAX;
}

bool kr__svc_producer_id_issued(const struct kr_services *s, int64_t id)
{
	int64_t next = s->committed_next_pid ? *s->committed_next_pid : 0;
	if (s->claim_epoch == kr_core_epoch(kr_driver_core(s->driver)) && s->claim_next > next)
		next = s->claim_next;
	return id >= 0 && id < next;
}
