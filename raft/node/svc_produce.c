/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_produce.c — Produce: appends a client's records to the log on
 * the leader, as one batch (the core builds it), answered at once for
 * acks=1, once committed for acks=-1, never for acks=0.
 *
 * What Kafka's broker checks first, checked here first and with its
 * errors, before anything is written: the version must be one Kafka 4.0
 * serves (v0-2, still listed by ApiVersions for librdkafka, get
 * UNSUPPORTED_VERSION for every partition: node/versions.h); acks must be
 * -1, 0 or 1 (INVALID_REQUIRED_ACKS, every partition); the request must
 * name partition 0 of __cluster_metadata only (INVALID_REQUEST for it,
 * UNKNOWN_TOPIC_OR_PARTITION at once for the others: there is no other
 * topic, and none is created); the node must lead (NOT_LEADER_OR_FOLLOWER,
 * with the leader where the version carries it); no batch may be larger
 * than message.max.bytes (MESSAGE_TOO_LARGE). With acks=0 an error has no
 * answer to carry it: the connection is closed instead, as Kafka does, so
 * that the producer notices and refreshes its metadata.
 * Records in a compressed batch, or more than INLINE_BYTES of them, are
 * decoded on the worker thread (node/worker.h), bounded by the batch size
 * the core accepts (RECORD_LIST_TOO_LARGE past it), so a compression bomb
 * costs the loop nothing.
 */
#include "node/services.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "kwire/msg/produce_request.h"
#include "kwire/msg/produce_response.h"
#include "kwire/protocol_errors.h"
#include "node/producer_state.h"
#include "node/versions.h"

#define INLINE_BYTES (256u << 10)
#define DEFAULT_TIMEOUT_MS 30000

static void reply(struct kr_services *s, const struct kr_svc_req *q, int16_t error,
		  int64_t base_offset, const char *message)
{
	const struct kr_core *core = kr_driver_core(s->driver);
	struct kw_produce_response m;
	struct kw_produce_response_topic_produce_response t;
	struct kw_produce_response_partition_produce_response p;
	kw_produce_response_init(&m);
	kw_produce_response_topic_produce_response_init(&t);
	kw_produce_response_partition_produce_response_init(&p);
	p.index = 0;
	p.error_code = error;
	p.base_offset = error ? -1 : base_offset;
	p.log_append_time_ms = -1;
	p.log_start_offset = kr_log_start_offset(kr_driver_log(s->driver));
	p.record_errors_count = 0;
	if (message && q->version >= 8) /* ErrorMessage: v8+ */
		p.error_message = kw_str_from_cstr(message);
	struct kw_produce_response_node_endpoint ep;
	struct kr_svc_broker lb;
	if (error == KW_PERR_NOT_LEADER_OR_FOLLOWER && q->version >= 10) {
		/* KIP-951: the new leader, and where its client listener is */
		p.current_leader.leader_id = kr_core_leader(core);
		p.current_leader.leader_epoch = kr_core_epoch(core);
		if (kr__svc_broker_of(s, kr__svc_visible_leader(s), &lb)) {
			kw_produce_response_node_endpoint_init(&ep);
			ep.node_id = lb.id;
			ep.host = kw_str_from_cstr(lb.host);
			ep.port = lb.port;
			ep.rack = KW_STR_NULL;
			m.node_endpoints = &ep;
			m.node_endpoints_count = 1;
		}
	}
	t.name = KW_STR_LIT(KR_WIRE_TOPIC);
	t.partition_responses = &p;
	t.partition_responses_count = 1;
	m.responses = &t;
	m.responses_count = 1;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_produce_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

/* Every partition of the request answered with error (our own partition
 * with `ours`, any other with UNKNOWN_TOPIC_OR_PARTITION unless all). */
static void reply_all(struct kr_services *s, const struct kr_svc_req *q,
		      const struct kw_produce_request *req, int16_t ours, bool all)
{
	struct kw_produce_response m;
	kw_produce_response_init(&m);
	int32_t nt = req->topic_data_count > 0 ? req->topic_data_count : 0;
	m.responses = kw_arena_calloc(&s->arena, (size_t)nt + 1, sizeof *m.responses);
	if (!m.responses) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	m.responses_count = nt;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_produce_request_topic_produce_data *qt =
			&req->topic_data[i];
		struct kw_produce_response_topic_produce_response *t = &m.responses[i];
		kw_produce_response_topic_produce_response_init(t);
		t->name = qt->name;
		int32_t np = qt->partition_data_count > 0 ? qt->partition_data_count : 0;
		t->partition_responses = kw_arena_calloc(&s->arena, (size_t)np + 1,
							 sizeof *t->partition_responses);
		if (!t->partition_responses) {
			kr__svc_close(s, q, "out of memory");
			return;
		}
		t->partition_responses_count = np;
		for (int32_t j = 0; j < np; j++) {
			struct kw_produce_response_partition_produce_response *p =
				&t->partition_responses[j];
			kw_produce_response_partition_produce_response_init(p);
			p->index = qt->partition_data[j].index;
			p->error_code =
				all || (kr__svc_is_log_topic(qt->name) && p->index == 0)
					? ours
					: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
			p->base_offset = -1;
			p->record_errors_count = 0;
		}
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_produce_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

static void answer_why(struct kr_services *s, const struct kr_svc_req *q, int16_t acks,
		       int16_t error, int64_t base, const char *message)
{
	if (acks == 0 && error != 0) {
		char why[96];
		snprintf(why, sizeof why, "a Produce with acks=0 failed: %s",
			 kw_protocol_error_name(error));
		kr__svc_close(s, q, why);
	} else if (acks == 0) {
		kr_transport_respond_none(s->transport, q->ref);
	} else {
		reply(s, q, error, base, message);
	}
}

static void answer(struct kr_services *s, const struct kr_svc_req *q, int16_t acks,
		   int16_t error, int64_t base)
{
	answer_why(s, q, acks, error, base, NULL);
}

/* The size of the largest record batch in records (each batch: an 8-byte
 * base offset and a 4-byte length, then that many bytes); a batch whose
 * header is cut short counts as its bytes present (the decoder refuses it
 * as CORRUPT_MESSAGE). */
static size_t largest_batch(const uint8_t *p, size_t len)
{
	size_t max = 0, at = 0;
	while (at < len) {
		size_t size = len - at;
		if (size >= 12) {
			uint32_t bl = (uint32_t)p[at + 8] << 24 | (uint32_t)p[at + 9] << 16 |
				      (uint32_t)p[at + 10] << 8 | p[at + 11];
			if ((uint64_t)bl + 12 < size)
				size = (size_t)bl + 12;
		}
		if (size > max)
			max = size;
		at += size;
	}
	return max;
}

/* Answers records written at base..last: at once, or once committed. */
static void written(struct kr_services *s, const struct kr_svc_req *q, int16_t acks,
		    int32_t timeout_ms, int32_t epoch, int64_t base, int64_t last)
{
	if (acks != -1) {
		answer(s, q, acks, 0, base);
		return;
	}
	struct kr_svc_produce_wait *p = KR_SVC_PUSH(s->prods);
	if (!p) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	int64_t to = timeout_ms > 0 ? timeout_ms : DEFAULT_TIMEOUT_MS;
	*p = (struct kr_svc_produce_wait){*q, epoch, base, last, kr_loop_now_ms() + to};
	kr__svc_produce_on_hw(s);
}

/* The leader's producer table for this epoch (services.h), or NULL with
 * *error: it is built from the committed one once everything before this
 * epoch is applied, so that it holds every batch of the log. */
static struct kr_producer_state *leader_producers(struct kr_services *s, int16_t *error)
{
	const struct kr_core *core = kr_driver_core(s->driver);
	int32_t epoch = kr_core_epoch(core);
	if (s->producers_epoch == epoch && s->producers)
		return s->producers;
	int64_t start = kr_core_epoch_start_offset(core);
	if (!s->committed_producers || start < 0 || *s->applied_end < start) {
		/* retried by the producer: the wait is one commit */
		*error = KW_PERR_NOT_ENOUGH_REPLICAS;
		return NULL;
	}
	if (!s->producers)
		s->producers = kr_producer_state_new(KR_SVC_MAX_PRODUCERS);
	if (!s->producers || kr_producer_state_copy(s->producers, s->committed_producers) != 0) {
		*error = KW_PERR_UNKNOWN_SERVER_ERROR;
		return NULL;
	}
	s->producers_epoch = epoch;
	return s->producers;
}

/* Checks an idempotent producer's batch against the log's producers
 * (node/producer_state.h). Returns 0 to append it; 1 when answered (a
 * duplicate, or refused). */
static int check_producer(struct kr_services *s, const struct kr_svc_req *q, int16_t acks,
			  int32_t timeout_ms, const struct kr_producer_append *pa)
{
	int16_t e = 0;
	struct kr_producer_state *ps = leader_producers(s, &e);
	char why[160];
	if (!ps) {
		answer_why(s, q, acks, e, -1,
			   e == KW_PERR_NOT_ENOUGH_REPLICAS
				   ? "the new leader is still applying the log of earlier epochs"
				   : "out of memory");
		return 1;
	}
	if (!kr__svc_producer_id_issued(s, pa->id)) {
		snprintf(why, sizeof why, "producer id %" PRId64 " was never handed out",
			 pa->id);
		answer_why(s, q, acks, KW_PERR_UNKNOWN_PRODUCER_ID, -1, why);
		return 1;
	}
	struct kr_producer_batch dup;
	const struct kr_producer_entry *pe = kr_producer_state_get(ps, pa->id);
	switch (kr_producer_state_check(ps, pa, &dup)) {
	case KR_PRODUCER_OK:
		return 0;
	case KR_PRODUCER_DUPLICATE:
		/* as Kafka: no error, the original's offsets (and, with
		 * acks=-1, once they are committed) */
		written(s, q, acks, timeout_ms, kr_core_epoch(kr_driver_core(s->driver)),
			dup.first_offset, dup.last_offset);
		return 1;
	case KR_PRODUCER_OUT_OF_ORDER:
		snprintf(why, sizeof why,
			 "producer %" PRId64 " epoch %d: sequence %" PRId32
			 " does not follow %" PRId32,
			 pa->id, (int)pa->epoch, pa->first_seq,
			 pe && pe->n && pe->epoch == pa->epoch ? pe->b[pe->n - 1].last_seq : -1);
		answer_why(s, q, acks, KW_PERR_OUT_OF_ORDER_SEQUENCE_NUMBER, -1, why);
		return 1;
	case KR_PRODUCER_OLD_EPOCH:
		snprintf(why, sizeof why, "producer %" PRId64 ": epoch %d is older than %d",
			 pa->id, (int)pa->epoch, pe ? (int)pe->epoch : -1);
		answer_why(s, q, acks, KW_PERR_INVALID_PRODUCER_EPOCH, -1, why);
		return 1;
	}
	return 1;
}

/* The producer of the first batch in records (NULL-able out: *pa->id -1
 * when it has none). Returns 0, or a Kafka error with why filled:
 * INVALID_RECORD for an idempotent producer's request carrying more than
 * one batch (Kafka wants one per partition from them) or negative
 * producer fields. A header cut short is left to the decoder. */
static int16_t producer_of(const uint8_t *p, size_t len, struct kr_producer_append *pa,
			   const char **why)
{
	pa->id = -1;
	if (len < 61)
		return 0;
	uint64_t id = 0;
	for (int i = 0; i < 8; i++)
		id = id << 8 | p[43 + i];
	if ((int64_t)id < 0)
		return 0;
	uint32_t blen = (uint32_t)p[8] << 24 | (uint32_t)p[9] << 16 | (uint32_t)p[10] << 8 |
			p[11];
	pa->id = (int64_t)id;
	pa->epoch = (int16_t)((uint16_t)p[51] << 8 | p[52]);
	pa->first_seq =
		(int32_t)((uint32_t)p[53] << 24 | (uint32_t)p[54] << 16 | (uint32_t)p[55] << 8 | p[56]);
	pa->count =
		(int32_t)((uint32_t)p[57] << 24 | (uint32_t)p[58] << 16 | (uint32_t)p[59] << 8 | p[60]);
	pa->first_offset = -1;
	pa->max_timestamp = -1;
	if ((uint64_t)blen + 12 != len) {
		*why = "an idempotent producer's records must be one batch";
		return KW_PERR_INVALID_RECORD;
	}
	if (pa->epoch < 0 || pa->first_seq < 0) {
		*why = "a producer id with a negative epoch or base sequence";
		return KW_PERR_INVALID_RECORD;
	}
	return 0;
}

/* Appends the decoded records and answers (or waits for the commit);
 * pa: the batch's producer (NULL: none). */
static void append(struct kr_services *s, const struct kr_svc_req *q, int16_t acks,
		   int32_t timeout_ms, const struct kr_record *recs, size_t n,
		   const struct kr_producer_append *pa)
{
	if (!kr__svc_leader(s)) {
		answer(s, q, acks, KW_PERR_NOT_LEADER_OR_FOLLOWER, -1);
		return;
	}
	struct kr_producer_append a;
	if (pa) {
		a = *pa;
		if ((size_t)a.count != n) {
			answer_why(s, q, acks, KW_PERR_CORRUPT_MESSAGE, -1,
				   "the batch's record count is not its records'");
			return;
		}
		/* the batch's max timestamp as the core writes it (every
		 * decoded record has its timestamp) */
		a.max_timestamp = INT64_MIN;
		for (size_t i = 0; i < n; i++)
			if (recs[i].timestamp > a.max_timestamp)
				a.max_timestamp = recs[i].timestamp;
		if (check_producer(s, q, acks, timeout_ms, &a))
			return;
	}
	int32_t epoch = kr_core_epoch(kr_driver_core(s->driver));
	struct kr_producer prod = {pa ? a.id : -1, pa ? a.epoch : -1, pa ? a.first_seq : -1};
	int64_t last;
	int rc = kr_driver_append(s->driver, recs, n, epoch, pa ? &prod : NULL, &last);
	if (rc == 0 && last >= 0) {
		int64_t base = last - (int64_t)n + 1;
		if (pa) {
			a.first_offset = base;
			if (kr_producer_state_apply(s->producers, &a) != 0)
				kr__svc_log(s, KR_LOG_ERROR,
					    "out of memory recording producer %" PRId64
					    ": its retries are not recognised",
					    a.id);
		}
		written(s, q, acks, timeout_ms, epoch, base, last);
		return;
	}
	int16_t e = rc == KR_ERR_NOT_LEADER	    ? KW_PERR_NOT_LEADER_OR_FOLLOWER
		    : rc == KR_ERR_RECORD_TOO_LARGE ? KW_PERR_MESSAGE_TOO_LARGE
		    : rc == KR_ERR_TOO_MANY_PENDING ? KW_PERR_REQUEST_TIMED_OUT
						    : KW_PERR_UNKNOWN_SERVER_ERROR;
	answer(s, q, acks, e, -1);
}

void kr__svc_produce(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		     struct kw_reader *r, const uint8_t *body, size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_produce_request req;
	if (kw_produce_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a Produce request that does not decode");
		return;
	}
	if (q->version < KR_PRODUCE_MIN_SERVED) {
		/* a version Kafka 4.0 removed but still lists (node/versions.h) */
		if (req.acks == 0)
			kr__svc_close(s, q, "a Produce at a version not served (acks=0)");
		else
			reply_all(s, q, &req, KW_PERR_UNSUPPORTED_VERSION, true);
		return;
	}
	if (req.acks != -1 && req.acks != 0 && req.acks != 1) {
		/* as Kafka: answered whatever acks says, nothing written */
		reply_all(s, q, &req, KW_PERR_INVALID_REQUIRED_ACKS, true);
		return;
	}
	bool one = req.topic_data_count == 1 &&
		   kr__svc_is_log_topic(req.topic_data[0].name) &&
		   req.topic_data[0].partition_data_count == 1 &&
		   req.topic_data[0].partition_data[0].index == 0;
	if (!one) {
		if (req.acks == 0)
			kr__svc_close(s, q,
				      "a Produce with acks=0 to a topic or partition "
				      "that does not exist");
		else
			reply_all(s, q, &req, KW_PERR_INVALID_REQUEST, false);
		return;
	}
	if (req.transactional_id.len >= 0) {
		kr__svc_log(s, KR_LOG_WARN,
			    "a transactional Produce refused: transactions are not "
			    "supported (idempotence is)");
		reply_all(s, q, &req, KW_PERR_TRANSACTIONAL_ID_AUTHORIZATION_FAILED, true);
		return;
	}
	if (!kr__svc_leader(s)) {
		answer(s, q, req.acks, KW_PERR_NOT_LEADER_OR_FOLLOWER, -1);
		return;
	}
	struct kw_bytes records = req.topic_data[0].partition_data[0].records;
	if (records.len <= 0) {
		answer(s, q, req.acks, KW_PERR_CORRUPT_MESSAGE, -1);
		return;
	}
	size_t rlen = (size_t)records.len;
	size_t big = largest_batch(records.ptr, rlen);
	if (big > (size_t)s->cfg->message_max_bytes) {
		char why[128];
		snprintf(why, sizeof why,
			 "a record batch of %zu bytes is larger than message.max.bytes "
			 "(%d)",
			 big, (int)s->cfg->message_max_bytes);
		answer_why(s, q, req.acks, KW_PERR_MESSAGE_TOO_LARGE, -1, why);
		return;
	}
	struct kr_producer_append pa;
	const char *pwhy = NULL;
	int16_t pe = producer_of(records.ptr, rlen, &pa, &pwhy);
	if (pe) {
		answer_why(s, q, req.acks, pe, -1, pwhy);
		return;
	}
	if (rlen > INLINE_BYTES || kr_records_compressed(records.ptr, rlen)) {
		struct kr_svc_produce_job *pj = KR_SVC_PUSH(s->jobs);
		struct kr_worker_job *job =
			pj ? kr_worker_job_new(records.ptr, rlen, s->max_record_bytes,
					       kr_loop_wall_ms(), NULL)
			   : NULL;
		if (!job) {
			if (pj)
				s->jobs.n--;
			kr__svc_close(s, q, "out of memory");
			return;
		}
		*pj = (struct kr_svc_produce_job){*q,	   req.acks,	 req.timeout_ms,
						  pa.id,   pa.epoch,	 pa.first_seq,
						  pa.count, job};
		kr_worker_submit(s->worker, job);
		return;
	}
	struct kr_record *recs = NULL;
	size_t n = 0;
	int16_t e = kr_records_decode(records.ptr, rlen, s->max_record_bytes,
				      kr_loop_wall_ms(), &s->arena, &recs, &n);
	if (e != 0) {
		answer(s, q, req.acks, e, -1);
		return;
	}
	append(s, q, req.acks, req.timeout_ms, recs, n, pa.id >= 0 ? &pa : NULL);
}

void kr__svc_produce_job_done(struct kr_services *s, struct kr_worker_job *job)
{
	size_t i;
	for (i = 0; i < s->jobs.n; i++)
		if (s->jobs.v[i].job == job)
			break;
	if (i == s->jobs.n) {
		kr_worker_job_free(job);
		return;
	}
	struct kr_svc_produce_job pj = s->jobs.v[i];
	memmove(&s->jobs.v[i], &s->jobs.v[i + 1],
		(s->jobs.n - i - 1) * sizeof *s->jobs.v);
	s->jobs.n--;
	if (kr_transport_conn_open(s->transport, pj.q.ref.conn)) {
		if (job->error) {
			answer(s, &pj.q, pj.acks, job->error, -1);
		} else {
			struct kr_producer_append pa = {pj.producer_id,	  pj.producer_epoch,
							pj.base_sequence, pj.record_count,
							-1,		  -1};
			append(s, &pj.q, pj.acks, pj.timeout_ms, job->recs, job->n,
			       pj.producer_id >= 0 ? &pa : NULL);
		}
	}
	kr_worker_job_free(job);
}

void kr__svc_produce_on_hw(struct kr_services *s)
{
	int64_t hw = kr_driver_high_watermark(s->driver);
	for (size_t i = 0; i < s->prods.n;) {
		struct kr_svc_produce_wait *p = &s->prods.v[i];
		if (hw > p->last_offset) {
			struct kr_svc_produce_wait done = *p;
			s->prods.v[i] = s->prods.v[--s->prods.n];
			reply(s, &done.q, 0, done.base_offset, NULL);
		} else {
			i++;
		}
	}
}

/* Produces that can no longer commit in their epoch, or timed out. */
void kr__svc_produce_expire(struct kr_services *s)
{
	int64_t now = kr_loop_now_ms();
	const struct kr_core *core = kr_driver_core(s->driver);
	int32_t epoch = kr_core_epoch(core);
	bool leader = kr_core_state(core) == KR_STATE_LEADER;
	for (size_t i = 0; i < s->prods.n;) {
		struct kr_svc_produce_wait p = s->prods.v[i];
		int16_t e = 0;
		if (!leader || epoch != p.epoch)
			e = KW_PERR_NOT_LEADER_OR_FOLLOWER;
		else if (now >= p.deadline_ms)
			e = KW_PERR_REQUEST_TIMED_OUT;
		if (!e) {
			i++;
			continue;
		}
		s->prods.v[i] = s->prods.v[--s->prods.n];
		reply(s, &p.q, e, -1, NULL);
	}
}
