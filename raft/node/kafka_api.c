/*
 * node/kafka_api.c — the APIs Kafka clients use: ApiVersions, Metadata (the
 * quorum as brokers, the log as __cluster_metadata partition 0),
 * ListOffsets, Produce (appends on the leader; acks=-1 answered once
 * committed) and consumer Fetch (up to the high watermark, with long polls).
 */
#include "node/node_internal.h"

static bool is_metadata_topic(struct kw_str name)
{
	return kw_str_equal(name, KW_STR_LIT(KR_WIRE_TOPIC));
}

void kr__node_serve_api_versions(struct node *n, struct conn *c, int16_t v, int32_t corr,
				 struct kw_reader *r, bool unsupported)
{
	struct kw_writer w;
	struct kw_error err;
	struct kw_api_versions_response m;
	struct kw_api_versions_response_api_version keys[16];
	kw_api_versions_response_init(&m);
	size_t nk = 0;
	if (unsupported) {
		/* KIP-511: answer v0 with the ApiVersions range only. */
		const struct kw_api *api = kw_api_by_key(API_API_VERSIONS);
		kw_api_versions_response_api_version_init(&keys[0]);
		keys[0].api_key = API_API_VERSIONS;
		keys[0].min_version = api->min_version;
		keys[0].max_version = kw_api_highest_version(api, false);
		nk = 1;
		m.error_code = KW_PERR_UNSUPPORTED_VERSION;
		v = 0;
	} else {
		struct kw_api_versions_request req;
		if (kw_api_versions_request_decode(&req, v, r, &n->arena) != 0) {
			kr__node_conn_close(n, c);
			return;
		}
		for (size_t i = 0; i < kr__node_n_served_apis; i++) {
			const struct kw_api *api = kw_api_by_key(kr__node_served_apis[i]);
			if (!api)
				continue;
			kw_api_versions_response_api_version_init(&keys[nk]);
			keys[nk].api_key = api->api_key;
			keys[nk].min_version = api->min_version;
			keys[nk].max_version = kw_api_highest_version(api, false);
			nk++;
		}
	}
	m.api_keys = keys;
	m.api_keys_count = (int32_t)nk;
	kr__node_begin_response(&w, &err, API_API_VERSIONS, v, corr);
	int rc = kw_api_versions_response_encode(&m, v, &w);
	kr__node_finish_response(n, c, &w, rc);
}

void kr__node_serve_metadata(struct node *n, struct conn *c, int16_t v, int32_t corr,
			     struct kw_reader *r)
{
	struct kw_metadata_request req;
	if (kw_metadata_request_decode(&req, v, r, &n->arena) != 0) {
		kr__node_conn_close(n, c);
		return;
	}
	struct kw_metadata_response m;
	kw_metadata_response_init(&m);
	int32_t nv = n->cfg->n_voters;
	struct kw_metadata_response_metadata_response_broker brokers[KR_MAX_VOTERS];
	int32_t ids[KR_MAX_VOTERS];
	for (int32_t i = 0; i < nv; i++) {
		kw_metadata_response_metadata_response_broker_init(&brokers[i]);
		brokers[i].node_id = n->cfg->voters[i].id;
		brokers[i].host = kw_str_from_cstr(n->cfg->voters[i].host);
		brokers[i].port = n->cfg->voters[i].port;
		brokers[i].rack = KW_STR_NULL;
		ids[i] = n->cfg->voters[i].id;
	}
	m.brokers = brokers;
	m.brokers_count = nv;
	m.cluster_id = kw_str_from_cstr(n->meta->cluster_id);
	int32_t leader = kr_core_leader(n->core);
	if (kr_core_state(n->core) == KR_STATE_RESIGNED)
		leader = -1;
	m.controller_id = leader;

	/* Topics asked for: null (v1+) or empty (v0) means all. */
	int32_t nt = req.topics_count;
	bool all = nt < 0 || (v == 0 && nt == 0);
	size_t cap = all ? 1 : (size_t)nt;
	struct kw_metadata_response_metadata_response_topic *topics =
		kw_arena_calloc(&n->arena, cap + 1, sizeof *topics);
	struct kw_metadata_response_metadata_response_partition part;
	if (!topics) {
		kr__node_conn_close(n, c);
		return;
	}
	kw_metadata_response_metadata_response_partition_init(&part);
	part.partition_index = 0;
	part.leader_id = leader;
	part.leader_epoch = kr_core_epoch(n->core);
	part.error_code = leader < 0 ? KW_PERR_LEADER_NOT_AVAILABLE : 0;
	part.replica_nodes = ids;
	part.replica_nodes_count = nv;
	part.isr_nodes = ids;
	part.isr_nodes_count = nv;
	part.offline_replicas_count = 0;
	size_t k = 0;
	for (size_t i = 0; i < cap; i++) {
		struct kw_metadata_response_metadata_response_topic *t = &topics[k++];
		kw_metadata_response_metadata_response_topic_init(t);
		bool ours = all;
		if (!all) {
			const struct kw_metadata_request_metadata_request_topic *q = &req.topics[i];
			ours = (!kw_str_is_null(q->name) && is_metadata_topic(q->name)) ||
			       (kw_str_is_null(q->name) &&
				kw_uuid_equal(&q->topic_id, &kr_wire_topic_id));
			t->name = q->name;
			t->topic_id = q->topic_id;
		}
		if (ours) {
			t->name = KW_STR_LIT(KR_WIRE_TOPIC);
			t->topic_id = kr_wire_topic_id;
			t->partitions = &part;
			t->partitions_count = 1;
		} else {
			t->error_code = kw_str_is_null(t->name) ? KW_PERR_UNKNOWN_TOPIC_ID
								: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
			t->partitions_count = 0;
			if (kw_str_is_null(t->name) && v < 12)
				t->name = KW_STR_LIT("");
		}
	}
	m.topics = topics;
	m.topics_count = (int32_t)k;
	struct kw_writer w;
	struct kw_error err;
	kr__node_begin_response(&w, &err, API_METADATA, v, corr);
	int rc = kw_metadata_response_encode(&m, v, &w);
	kr__node_finish_response(n, c, &w, rc);
}

/* The leader epoch of the log's first batch (-1: empty log). */
static int32_t start_epoch(const struct node *n)
{
	struct kr_log_epoch e;
	if (kr_log_start_offset(n->log) >= kr_log_end_offset(n->log) ||
	    kr_log_epochs(n->log, &e, 1) == 0 || e.start_offset > kr_log_start_offset(n->log))
		return -1;
	return e.epoch;
}

/*
 * One partition of a ListOffsets request, as Kafka's broker answers it for a
 * log that exposes only committed data (consumers never see past the high
 * watermark, so read_uncommitted and read_committed get the same answers):
 *   -1 latest: the high watermark, the current epoch, timestamp -1;
 *   -2 earliest and -4 earliest local (v8+): the log start offset and the
 *      epoch of its batch;
 *   -3 max timestamp (v7+): the record with the largest timestamp below the
 *      high watermark (earliest on ties), its timestamp and batch epoch;
 *   -5 latest tiered (v9+): -1 (no tiered storage), as Kafka without it;
 *   T >= 0 (and other negative values, as Kafka's lookup treats them): the
 *      first record below the high watermark whose timestamp is >= T, or
 *      offset -1 / timestamp -1 when there is none.
 * -3, -4 and -5 below the version that defines them: UNSUPPORTED_VERSION
 * (Kafka's client refuses to build such a request; this answers it the
 * same way). A partition named twice in one request: INVALID_REQUEST.
 * Only the leader answers (NOT_LEADER_OR_FOLLOWER elsewhere) except for the
 * debugging replica id -2; a CurrentLeaderEpoch (v4+) other than ours is
 * FENCED_LEADER_EPOCH (older) or UNKNOWN_LEADER_EPOCH (newer).
 */
static int16_t list_offset(struct node *n, int16_t v, int32_t replica_id,
			   const struct kw_list_offsets_request_list_offsets_partition *qp,
			   struct kr_log_timestamp_offset *out)
{
	*out = (struct kr_log_timestamp_offset){ -1, -1, -1 };
	int32_t epoch = kr_core_epoch(n->core);
	bool leader = kr_core_state(n->core) == KR_STATE_LEADER &&
		      kr_core_leader(n->core) == n->cfg->node_id;
	if (!leader && replica_id != -2)
		return KW_PERR_NOT_LEADER_OR_FOLLOWER;
	if (v >= 4 && qp->current_leader_epoch >= 0 && qp->current_leader_epoch != epoch)
		return qp->current_leader_epoch < epoch ? KW_PERR_FENCED_LEADER_EPOCH
							: KW_PERR_UNKNOWN_LEADER_EPOCH;
	int64_t hw = n->hw < 0 ? 0 : n->hw;
	int64_t ts = qp->timestamp;
	if ((ts == -3 && v < 7) || (ts == -4 && v < 8) || (ts == -5 && v < 9))
		return KW_PERR_UNSUPPORTED_VERSION;
	struct kw_error err;
	kw_error_clear(&err);
	int rc = 0;
	switch (ts) {
	case -1:
		*out = (struct kr_log_timestamp_offset){ hw, -1, epoch };
		break;
	case -2:
	case -4:
		*out = (struct kr_log_timestamp_offset){ kr_log_start_offset(n->log), -1,
							 start_epoch(n) };
		break;
	case -3:
		rc = kr_log_max_timestamp(n->log, hw, out, &err);
		break;
	case -5:
		break;
	default:
		rc = kr_log_offset_for_timestamp(n->log, ts, hw, out, &err);
		break;
	}
	if (rc != 0) {
		char buf[512];
		noisy_logf(n, "ListOffsets lookup: %s", kw_error_format(&err, buf, sizeof buf));
		*out = (struct kr_log_timestamp_offset){ -1, -1, -1 };
		return KW_PERR_KAFKA_STORAGE_ERROR;
	}
	return 0;
}

/* True when the request names this partition more than once (Kafka then
 * answers each of them with INVALID_REQUEST). */
static bool listed_twice(const struct kw_list_offsets_request *req, struct kw_str name,
			 int32_t partition)
{
	int seen = 0;
	for (int32_t i = 0; i < req->topics_count; i++) {
		if (!kw_str_equal(req->topics[i].name, name))
			continue;
		for (int32_t j = 0; j < req->topics[i].partitions_count; j++)
			if (req->topics[i].partitions[j].partition_index == partition && ++seen > 1)
				return true;
	}
	return false;
}

void kr__node_serve_list_offsets(struct node *n, struct conn *c, int16_t v, int32_t corr,
				 struct kw_reader *r)
{
	struct kw_list_offsets_request req;
	if (kw_list_offsets_request_decode(&req, v, r, &n->arena) != 0) {
		kr__node_conn_close(n, c);
		return;
	}
	struct kw_list_offsets_response m;
	kw_list_offsets_response_init(&m);
	int32_t nt = req.topics_count > 0 ? req.topics_count : 0;
	m.topics = kw_arena_calloc(&n->arena, (size_t)nt + 1, sizeof *m.topics);
	if (!m.topics) {
		kr__node_conn_close(n, c);
		return;
	}
	m.topics_count = nt;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_list_offsets_request_list_offsets_topic *qt = &req.topics[i];
		struct kw_list_offsets_response_list_offsets_topic_response *t = &m.topics[i];
		kw_list_offsets_response_list_offsets_topic_response_init(t);
		t->name = qt->name;
		int32_t np = qt->partitions_count > 0 ? qt->partitions_count : 0;
		t->partitions = kw_arena_calloc(&n->arena, (size_t)np + 1, sizeof *t->partitions);
		if (!t->partitions) {
			kr__node_conn_close(n, c);
			return;
		}
		t->partitions_count = np;
		for (int32_t j = 0; j < np; j++) {
			const struct kw_list_offsets_request_list_offsets_partition *qp =
				&qt->partitions[j];
			struct kw_list_offsets_response_list_offsets_partition_response *p =
				&t->partitions[j];
			kw_list_offsets_response_list_offsets_partition_response_init(p);
			p->partition_index = qp->partition_index;
			if (listed_twice(&req, qt->name, qp->partition_index)) {
				p->error_code = KW_PERR_INVALID_REQUEST; /* as Kafka */
				continue;
			}
			if (!is_metadata_topic(qt->name) || qp->partition_index != 0) {
				p->error_code = KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
				continue;
			}
			struct kr_log_timestamp_offset hit;
			p->error_code = list_offset(n, v, req.replica_id, qp, &hit);
			if (p->error_code != 0)
				continue;
			if (v >= 1) {
				p->offset = hit.offset;
				p->timestamp = hit.timestamp;
			}
			if (v >= 4)
				p->leader_epoch = hit.epoch;
			if (v == 0 && hit.offset >= 0 && qp->max_num_offsets != 0) {
				/* v0: a list; the one offset found (none: empty). */
				int64_t *o = kw_arena_alloc(&n->arena, sizeof *o);
				if (!o) {
					kr__node_conn_close(n, c);
					return;
				}
				*o = hit.offset;
				p->old_style_offsets = o;
				p->old_style_offsets_count = 1;
			}
		}
	}
	struct kw_writer w;
	struct kw_error err;
	kr__node_begin_response(&w, &err, API_LIST_OFFSETS, v, corr);
	int rc = kw_list_offsets_response_encode(&m, v, &w);
	kr__node_finish_response(n, c, &w, rc);
}

static void produce_reply(struct node *n, uint64_t conn_id, int32_t corr, int16_t v,
			  int16_t error, int64_t base_offset)
{
	struct conn *c = kr__node_conn_by_id(n, conn_id);
	if (!c || c->fd < 0)
		return;
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
	p.log_start_offset = kr_log_start_offset(n->log);
	p.record_errors_count = 0;
	if (error == KW_PERR_NOT_LEADER_OR_FOLLOWER && v >= 10) {
		p.current_leader.leader_id = kr_core_leader(n->core);
		p.current_leader.leader_epoch = kr_core_epoch(n->core);
	}
	t.name = KW_STR_LIT(KR_WIRE_TOPIC);
	t.partition_responses = &p;
	t.partition_responses_count = 1;
	m.responses = &t;
	m.responses_count = 1;
	struct kw_writer w;
	struct kw_error err;
	kr__node_begin_response(&w, &err, API_PRODUCE, v, corr);
	int rc = kw_produce_response_encode(&m, v, &w);
	kr__node_finish_response(n, c, &w, rc);
}

/* A Produce with any other shape than one partition of our topic: every
 * partition answered with error (and our own with error2). */
static void produce_reply_all(struct node *n, struct conn *c, int32_t corr, int16_t v,
			      const struct kw_produce_request *req, int16_t error)
{
	struct kw_produce_response m;
	kw_produce_response_init(&m);
	int32_t nt = req->topic_data_count > 0 ? req->topic_data_count : 0;
	m.responses = kw_arena_calloc(&n->arena, (size_t)nt + 1, sizeof *m.responses);
	if (!m.responses) {
		kr__node_conn_close(n, c);
		return;
	}
	m.responses_count = nt;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_produce_request_topic_produce_data *qt = &req->topic_data[i];
		struct kw_produce_response_topic_produce_response *t = &m.responses[i];
		kw_produce_response_topic_produce_response_init(t);
		t->name = qt->name;
		int32_t np = qt->partition_data_count > 0 ? qt->partition_data_count : 0;
		t->partition_responses =
			kw_arena_calloc(&n->arena, (size_t)np + 1, sizeof *t->partition_responses);
		if (!t->partition_responses) {
			kr__node_conn_close(n, c);
			return;
		}
		t->partition_responses_count = np;
		for (int32_t j = 0; j < np; j++) {
			struct kw_produce_response_partition_produce_response *p =
				&t->partition_responses[j];
			kw_produce_response_partition_produce_response_init(p);
			p->index = qt->partition_data[j].index;
			p->error_code = (is_metadata_topic(qt->name) && p->index == 0)
						? error
						: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
			p->base_offset = -1;
			p->record_errors_count = 0;
		}
	}
	struct kw_writer w;
	struct kw_error err;
	kr__node_begin_response(&w, &err, API_PRODUCE, v, corr);
	int rc = kw_produce_response_encode(&m, v, &w);
	kr__node_finish_response(n, c, &w, rc);
}

/* Copies a record's headers into arena memory (NULL when it has none). */
static int collect_headers(struct node *n, const struct kw_record *rec,
			   struct kr_record *out)
{
	out->headers = NULL;
	out->n_headers = 0;
	if (rec->header_count <= 0)
		return 0;
	struct kr_record_header *hs =
		kw_arena_alloc(&n->arena, (size_t)rec->header_count * sizeof *hs);
	if (!hs)
		return KW_PERR_CORRUPT_MESSAGE;
	struct kw_record_header_iter hi;
	struct kw_record_header h;
	size_t k = 0;
	kw_record_header_iter_init(&hi, rec);
	while (k < (size_t)rec->header_count && kw_record_header_iter_next(&hi, &h) == 1) {
		hs[k].key = h.key;
		hs[k].value = h.value;
		k++;
	}
	out->headers = hs;
	out->n_headers = k;
	return 0;
}

/* Collects the records (key, value, headers, timestamp) of every batch in
 * records (arena memory). */
static int collect_records(struct node *n, struct kw_bytes records, struct kr_record **out,
			   size_t *count)
{
	struct kw_records_iter it;
	struct kw_record_batch b;
	struct kw_error err;
	size_t cap = 64, k = 0;
	int64_t wall = wall_ms();
	struct kr_record *recs = kw_arena_alloc(&n->arena, cap * sizeof *recs);
	if (!recs || records.len <= 0)
		return KW_PERR_CORRUPT_MESSAGE;
	if (kw_records_magic(records.ptr, (size_t)records.len) != 2)
		return KW_PERR_UNSUPPORTED_FOR_MESSAGE_FORMAT;
	kw_records_iter_init(&it, records.ptr, (size_t)records.len, 0);
	int rc;
	while ((rc = kw_records_iter_next(&it, &b, &err)) == 1) {
		if (kw_record_batch_is_control(&b.header) ||
		    kw_record_batch_is_transactional(&b.header))
			return KW_PERR_INVALID_RECORD;
		struct kw_record_iter ri;
		kw_error_clear(&err);
		int irc = kw_record_batch_compression(&b.header) == KW_COMPRESSION_NONE
				  ? kw_record_iter_init(&ri, &b, &err)
				  : kw_record_iter_init_decompressed(
					    &ri, &b, (size_t)n->cfg->max_frame_bytes,
					    &n->arena, &err);
		if (irc != 0)
			return KW_PERR_CORRUPT_MESSAGE;
		bool log_append = kw_record_batch_is_log_append_time(&b.header);
		struct kw_record rec;
		while ((irc = kw_record_iter_next(&ri, &rec)) == 1) {
			if (k == cap) {
				struct kr_record *nr =
					kw_arena_alloc(&n->arena, cap * 2 * sizeof *nr);
				if (!nr)
					return KW_PERR_CORRUPT_MESSAGE;
				memcpy(nr, recs, cap * sizeof *nr);
				recs = nr;
				cap *= 2;
			}
			struct kr_record *r = &recs[k++];
			r->key = rec.key;
			r->value = rec.value;
			/* no (or a negative) create time, or log-append time:
			 * stamped with the wall clock now, as a broker does */
			r->timestamp = log_append || rec.timestamp < 0 ? wall : rec.timestamp;
			if (collect_headers(n, &rec, r) != 0)
				return KW_PERR_CORRUPT_MESSAGE;
		}
		if (irc < 0)
			return KW_PERR_CORRUPT_MESSAGE;
	}
	if (rc < 0)
		return KW_PERR_CORRUPT_MESSAGE;
	*out = recs;
	*count = k;
	return 0;
}

void kr__node_serve_produce(struct node *n, struct conn *c, int16_t v, int32_t corr,
			    struct kw_reader *r)
{
	struct kw_produce_request req;
	if (kw_produce_request_decode(&req, v, r, &n->arena) != 0) {
		kr__node_conn_close(n, c);
		return;
	}
	bool one = req.topic_data_count == 1 && is_metadata_topic(req.topic_data[0].name) &&
		   req.topic_data[0].partition_data_count == 1 &&
		   req.topic_data[0].partition_data[0].index == 0;
	if (!one) {
		if (req.acks != 0)
			produce_reply_all(n, c, corr, v, &req, KW_PERR_INVALID_REQUEST);
		return;
	}
	bool leader = kr_core_state(n->core) == KR_STATE_LEADER &&
		      kr_core_leader(n->core) == n->cfg->node_id && n->signals == 0;
	if (!leader) {
		if (req.acks != 0)
			produce_reply(n, c->id, corr, v, KW_PERR_NOT_LEADER_OR_FOLLOWER, -1);
		return;
	}
	struct kr_record *recs = NULL;
	size_t count = 0;
	int16_t perr = collect_records(n, req.topic_data[0].partition_data[0].records, &recs,
				       &count);
	if (perr == 0 && count == 0)
		perr = KW_PERR_CORRUPT_MESSAGE;
	if (perr != 0) {
		if (req.acks != 0)
			produce_reply(n, c->id, corr, v, perr, -1);
		return;
	}
	int32_t epoch = kr_core_epoch(n->core);
	uint64_t conn_id = c->id;
	struct kr_event ev = { .type = KR_EVENT_APPEND, .now_ms = now_ms(),
			       .wall_ms = wall_ms() };
	ev.u.append.records = recs;
	ev.u.append.n = count;
	ev.u.append.epoch = epoch;
	/* Stepped here rather than through kr__node_step(): recs live in the arena,
	 * which kr__node_step() resets before calling the core. */
	const struct kr_update *u;
	int rc = kr_step(n->core, &ev, &u);
	if (rc == KR_ERR_NOMEM || rc == KR_ERR_STOPPED) {
		kr__node_logf(n, "fatal: the Raft core failed: %s: %s", kr_strerror(rc),
			      u->fatal_reason ? u->fatal_reason : "no reason given");
		n->fatal = 1;
		return;
	}
	int64_t last = u->append_last_offset;
	kr__node_apply(n, u);
	kr__node_free_readbufs(n);
	if (rc == 0 && last >= 0) {
		int64_t base = last - (int64_t)count + 1;
		if (req.acks == 1) {
			produce_reply(n, conn_id, corr, v, 0, base);
		} else if (req.acks == -1) {
			GROW(n->prods, n->n_prods, n->cap_prods);
			int64_t to = req.timeout_ms > 0 ? req.timeout_ms : 30000;
			n->prods[n->n_prods++] = (struct pending_produce){
				conn_id, corr, v, epoch, base, last, now_ms() + to
			};
			kr__node_on_high_watermark(n);
		}
		return;
	}
	if (req.acks == 0)
		return;
	int16_t e = rc == KR_ERR_NOT_LEADER		? KW_PERR_NOT_LEADER_OR_FOLLOWER
		    : rc == KR_ERR_RECORD_TOO_LARGE	? KW_PERR_MESSAGE_TOO_LARGE
		    : rc == KR_ERR_TOO_MANY_PENDING	? KW_PERR_REQUEST_TIMED_OUT
							: KW_PERR_UNKNOWN_SERVER_ERROR;
	produce_reply(n, conn_id, corr, v, e, -1);
}

/*
 * Answers a consumer's Fetch from the local log, up to the high watermark.
 * Returns true when answered, false when it should wait (no data yet and
 * may_wait).
 */
static bool consumer_fetch(struct node *n, struct conn *c, int16_t v, int32_t corr,
			   const uint8_t *body, size_t len, bool may_wait)
{
	struct kw_error rerr;
	struct kw_reader r;
	struct kw_fetch_request req;
	kw_reader_init(&r, body, len, &rerr);
	kw_arena_reset(&n->arena);
	if (kw_fetch_request_decode(&req, v, &r, &n->arena) != 0) {
		kr__node_conn_close(n, c);
		return true;
	}
	struct kw_fetch_response m;
	kw_fetch_response_init(&m);
	int32_t nt = req.topics_count > 0 ? req.topics_count : 0;
	m.responses = kw_arena_calloc(&n->arena, (size_t)nt + 1, sizeof *m.responses);
	if (!m.responses) {
		kr__node_conn_close(n, c);
		return true;
	}
	m.responses_count = nt;
	if (v >= 16)
		m.node_endpoints_count = 0;
	size_t total = 0;
	bool any_error = false;
	int64_t budget = req.max_bytes > 0 ? req.max_bytes : INT32_MAX;
	int64_t hw = n->hw < 0 ? 0 : n->hw;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_fetch_request_fetch_topic *qt = &req.topics[i];
		struct kw_fetch_response_fetchable_topic_response *t = &m.responses[i];
		kw_fetch_response_fetchable_topic_response_init(t);
		t->topic = qt->topic;
		t->topic_id = qt->topic_id;
		bool ours = v >= 13 ? kw_uuid_equal(&qt->topic_id, &kr_wire_topic_id)
				    : is_metadata_topic(qt->topic);
		int32_t np = qt->partitions_count > 0 ? qt->partitions_count : 0;
		t->partitions = kw_arena_calloc(&n->arena, (size_t)np + 1, sizeof *t->partitions);
		if (!t->partitions) {
			kr__node_conn_close(n, c);
			return true;
		}
		t->partitions_count = np;
		for (int32_t j = 0; j < np; j++) {
			const struct kw_fetch_request_fetch_partition *qp = &qt->partitions[j];
			struct kw_fetch_response_partition_data *p = &t->partitions[j];
			kw_fetch_response_partition_data_init(p);
			p->partition_index = qp->partition;
			p->high_watermark = hw;
			p->last_stable_offset = hw;
			p->log_start_offset = kr_log_start_offset(n->log);
			p->aborted_transactions_count = -1;
			p->records = (struct kw_bytes){ NULL, 0 };
			if (v >= 12) {
				p->current_leader.leader_id = kr_core_leader(n->core);
				p->current_leader.leader_epoch = kr_core_epoch(n->core);
			}
			if (!ours || qp->partition != 0) {
				p->error_code = v >= 13 ? KW_PERR_UNKNOWN_TOPIC_ID
							: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
				any_error = true;
				continue;
			}
			int64_t off = qp->fetch_offset;
			if (off < kr_log_start_offset(n->log) || off > kr_log_end_offset(n->log)) {
				p->error_code = KW_PERR_OFFSET_OUT_OF_RANGE;
				any_error = true;
				continue;
			}
			if (off >= hw || budget <= 0)
				continue;
			int64_t want = qp->partition_max_bytes > 0 ? qp->partition_max_bytes : 1;
			if (want > budget)
				want = budget;
			struct kr_log_slice s;
			struct kw_error err;
			kw_error_clear(&err);
			if (kr_log_read(n->log, off, hw, (size_t)want, &s, &err) != 0 ||
			    s.length == 0)
				continue;
			uint8_t *buf = kw_arena_alloc(&n->arena, s.length);
			if (!buf || kr_log_slice_copy(n->log, &s, buf, &err) != 0) {
				p->error_code = KW_PERR_KAFKA_STORAGE_ERROR;
				any_error = true;
				continue;
			}
			p->records = (struct kw_bytes){ buf, (int32_t)s.length };
			total += s.length;
			budget -= (int64_t)s.length;
		}
	}
	if (total == 0 && !any_error && may_wait && req.max_wait_ms > 0 &&
	    total < (size_t)(req.min_bytes > 0 ? req.min_bytes : 1))
		return false;
	struct kw_writer w;
	struct kw_error err;
	kr__node_begin_response(&w, &err, API_FETCH, v, corr);
	int rc = kw_fetch_response_encode(&m, v, &w);
	kr__node_finish_response(n, c, &w, rc);
	return true;
}

void kr__node_serve_fetch(struct node *n, struct conn *c, int16_t v, int32_t corr,
			  struct kw_reader *r, const uint8_t *body, size_t len)
{
	/* A Raft replica names itself or its cluster; a Kafka consumer does
	 * neither (ReplicaId -1, no ClusterId). */
	struct kw_fetch_request req;
	struct kw_reader r2 = *r;
	if (kw_fetch_request_decode(&req, v, &r2, &n->arena) != 0) {
		kr__node_conn_close(n, c);
		return;
	}
	int32_t rid = v >= 15 ? req.replica_state.replica_id : req.replica_id;
	if (rid >= 0 || !kw_str_is_null(req.cluster_id)) {
		kr__node_serve_raft(n, c, API_FETCH, v, corr, r);
		return;
	}
	if (consumer_fetch(n, c, v, corr, body, len, true))
		return;
	struct parked_fetch pf = { c->id, corr, v, malloc(len), len, 0 };
	if (!pf.body) {
		kr__node_conn_close(n, c);
		return;
	}
	memcpy(pf.body, body, len);
	int64_t wait = req.max_wait_ms < MAX_FETCH_WAIT_MS ? req.max_wait_ms : MAX_FETCH_WAIT_MS;
	pf.deadline_ms = now_ms() + wait;
	GROW(n->parked, n->n_parked, n->cap_parked);
	n->parked[n->n_parked++] = pf;
}

/* Re-runs parked fetches (all when force, else those that can answer). */
void kr__node_wake_parked(struct node *n, bool expired_only)
{
	int64_t now = now_ms();
	for (size_t i = 0; i < n->n_parked;) {
		struct parked_fetch *pf = &n->parked[i];
		struct conn *c = kr__node_conn_by_id(n, pf->conn_id);
		bool expired = now >= pf->deadline_ms;
		bool done;
		if (!c || c->fd < 0)
			done = true;
		else if (expired_only && !expired)
			done = false;
		else
			done = consumer_fetch(n, c, pf->version, pf->corr, pf->body, pf->len,
					      !expired);
		if (done) {
			free(pf->body);
			n->parked[i] = n->parked[--n->n_parked];
		} else {
			i++;
		}
	}
}

void kr__node_on_high_watermark(struct node *n)
{
	for (size_t i = 0; i < n->n_prods;) {
		struct pending_produce *p = &n->prods[i];
		if (n->hw > p->last_offset) {
			struct pending_produce done = *p;
			n->prods[i] = n->prods[--n->n_prods];
			produce_reply(n, done.conn_id, done.corr, done.version, 0,
				      done.base_offset);
		} else {
			i++;
		}
	}
	if (n->n_parked)
		kr__node_wake_parked(n, false);
}

/* Produces that can no longer commit in their epoch, or timed out. */
void kr__node_expire_produces(struct node *n)
{
	int64_t now = now_ms();
	int32_t epoch = kr_core_epoch(n->core);
	bool leader = kr_core_state(n->core) == KR_STATE_LEADER;
	for (size_t i = 0; i < n->n_prods;) {
		struct pending_produce p = n->prods[i];
		int16_t e = 0;
		if (!leader || epoch != p.epoch)
			e = KW_PERR_NOT_LEADER_OR_FOLLOWER;
		else if (now >= p.deadline_ms)
			e = KW_PERR_REQUEST_TIMED_OUT;
		if (!e) {
			i++;
			continue;
		}
		n->prods[i] = n->prods[--n->n_prods];
		produce_reply(n, p.conn_id, p.corr, p.version, e, -1);
	}
}
