/*
 * wire/wire.c — core messages <-> generated Kafka structs (see wire.h).
 *
 * Each Kafka Raft message wraps the partition-level data the core uses in
 * topics[] and partitions[] arrays; we build exactly one topic with one
 * partition, and on receipt insist on exactly that.
 */
#include "wire/wire.h"

#include <stdlib.h>
#include <string.h>

#include "kwire/msg/alter_quorum_request.h"
#include "kwire/protocol_errors.h"
#include "kwire/msg/alter_quorum_response.h"
#include "kwire/msg/begin_quorum_epoch_request.h"
#include "kwire/msg/begin_quorum_epoch_response.h"
#include "kwire/msg/describe_quorum_request.h"
#include "kwire/msg/describe_quorum_response.h"
#include "kwire/msg/end_quorum_epoch_request.h"
#include "kwire/msg/end_quorum_epoch_response.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/fetch_response.h"
#include "kwire/msg/fetch_snapshot_request.h"
#include "kwire/msg/fetch_snapshot_response.h"
#include "kwire/msg/vote_request.h"
#include "kwire/msg/vote_response.h"

const struct kw_uuid kr_wire_topic_id = {
	{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 }
};

static const struct kw_str topic_name = { KR_WIRE_TOPIC, sizeof KR_WIRE_TOPIC - 1 };

int16_t kr_wire_api_key(enum kr_msg_type t)
{
	switch (t) {
	case KR_MSG_VOTE_REQUEST:
	case KR_MSG_VOTE_RESPONSE:
		return KR_WIRE_API_VOTE;
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
	case KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE:
		return KR_WIRE_API_BEGIN_QUORUM_EPOCH;
	case KR_MSG_END_QUORUM_EPOCH_REQUEST:
	case KR_MSG_END_QUORUM_EPOCH_RESPONSE:
		return KR_WIRE_API_END_QUORUM_EPOCH;
	case KR_MSG_FETCH_REQUEST:
	case KR_MSG_FETCH_RESPONSE:
		return KR_WIRE_API_FETCH;
	case KR_MSG_FETCH_SNAPSHOT_REQUEST:
	case KR_MSG_FETCH_SNAPSHOT_RESPONSE:
		return KR_WIRE_API_FETCH_SNAPSHOT;
	}
	return -1;
}

bool kr_wire_is_response(enum kr_msg_type t)
{
	return t == KR_MSG_VOTE_RESPONSE || t == KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE ||
	       t == KR_MSG_END_QUORUM_EPOCH_RESPONSE || t == KR_MSG_FETCH_RESPONSE ||
	       t == KR_MSG_FETCH_SNAPSHOT_RESPONSE;
}

int16_t kr_wire_send_version(int16_t api_key)
{
	switch (api_key) {
	case KR_WIRE_API_VOTE:
		return 2; /* PreVote (KIP-996) */
	case KR_WIRE_API_BEGIN_QUORUM_EPOCH:
	case KR_WIRE_API_END_QUORUM_EPOCH:
		return 1;
	case KR_WIRE_API_FETCH:
		return 17;
	case KR_WIRE_API_FETCH_SNAPSHOT:
		return 1; /* ReplicaDirectoryId */
	case KR_WIRE_API_DESCRIBE_QUORUM:
		return 2;
	}
	return -1;
}

int16_t kr_wire_send_min_version(int16_t api_key)
{
	switch (api_key) {
	case KR_WIRE_API_VOTE:
	case KR_WIRE_API_BEGIN_QUORUM_EPOCH:
	case KR_WIRE_API_END_QUORUM_EPOCH:
	case KR_WIRE_API_FETCH_SNAPSHOT:
		return 0;
	case KR_WIRE_API_FETCH:
		/* v12 brought what a Raft follower's Fetch cannot do without
		 * (KIP-595): LastFetchedEpoch, ClusterId, and in the response
		 * DivergingEpoch, CurrentLeader and SnapshotId */
		return 12;
	case KR_WIRE_API_DESCRIBE_QUORUM:
		return 0;
	}
	return -1;
}

/* Arena-backed single element arrays. */
#define ALLOC_ONE(a, p) ((p) = kw_arena_calloc((a), 1, sizeof *(p)))

/*
 * Every Raft message carries one topic (__cluster_metadata) with one
 * partition: allocates both from arena a, runs their init functions and
 * links them into message m. False when the arena is out of memory.
 */
#define ONE_PARTITION(a, m, t, p, t_init, p_init)                           \
	(ALLOC_ONE(a, t) && ALLOC_ONE(a, p) &&                               \
	 (t_init(t), p_init(p), (m).topics = (t), (m).topics_count = 1,      \
	  (t)->topic_name = topic_name, (t)->partitions = (p),               \
	  (t)->partitions_count = 1, (p)->partition_index = KR_WIRE_PARTITION, \
	  true))

static int wrong_partition(struct kw_reader *r, const char *what)
{
	kw_reader_fail(r, KW_ERR_INVALID_VALUE, "%s", what);
	return KR_WIRE_ERR_WRONG_PARTITION;
}

static bool is_topic(struct kw_str name)
{
	return kw_str_equal(name, topic_name);
}

/* ------------------------------------------------------------------ */
/* Vote                                                                 */
/* ------------------------------------------------------------------ */

static int enc_vote_req(const struct kr_vote_request *q, int16_t v, struct kw_arena *a,
			struct kw_writer *w)
{
	struct kw_vote_request m;
	struct kw_vote_request_topic_data *t;
	struct kw_vote_request_partition_data *p;
	/* no PreVote field below v2: never send a pre-vote as a real vote */
	if (q->pre_vote && v < 2)
		return KR_WIRE_ERR_PRE_VOTE_VERSION;
	kw_vote_request_init(&m);
	if (!ONE_PARTITION(a, m, t, p, kw_vote_request_topic_data_init,
			   kw_vote_request_partition_data_init))
		return KW_ERR_NOMEM;
	m.cluster_id = q->cluster_id;
	if (v >= 1)
		m.voter_id = q->voter_id;
	p->candidate_epoch = q->candidate_epoch;
	p->candidate_id = q->candidate_id;
	p->last_offset_epoch = q->last_offset_epoch;
	p->last_offset = q->last_offset;
	if (v >= 1) {
		p->candidate_directory_id = q->candidate_directory_id;
		p->voter_directory_id = q->voter_directory_id;
	}
	if (v >= 2)
		p->pre_vote = q->pre_vote;
	return kw_vote_request_encode(&m, v, w);
}

static int enc_vote_resp(const struct kr_vote_response *q, int16_t v,
			 struct kw_arena *a, struct kw_writer *w)
{
	struct kw_vote_response m;
	struct kw_vote_response_topic_data *t;
	struct kw_vote_response_partition_data *p;
	kw_vote_response_init(&m);
	if (!ONE_PARTITION(a, m, t, p, kw_vote_response_topic_data_init,
			   kw_vote_response_partition_data_init))
		return KW_ERR_NOMEM;
	m.error_code = q->error_code;
	p->error_code = q->partition_error;
	p->leader_id = q->leader_id;
	p->leader_epoch = q->leader_epoch;
	p->vote_granted = q->vote_granted;
	return kw_vote_response_encode(&m, v, w);
}

static int dec_vote_req(int16_t v, struct kw_reader *r, struct kw_arena *a,
			struct kr_vote_request *q)
{
	struct kw_vote_request m;
	int rc = kw_vote_request_decode(&m, v, r, a);
	if (rc)
		return rc;
	if (m.topics_count != 1 || !is_topic(m.topics[0].topic_name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition_index != KR_WIRE_PARTITION)
		return wrong_partition(r, "Vote: expected __cluster_metadata-0 only");
	const struct kw_vote_request_partition_data *p = &m.topics[0].partitions[0];
	q->cluster_id = m.cluster_id;
	q->candidate_epoch = p->candidate_epoch;
	q->candidate_id = p->candidate_id;
	q->last_offset_epoch = p->last_offset_epoch;
	q->last_offset = p->last_offset;
	q->voter_id = v >= 1 ? m.voter_id : -1;
	if (v >= 1) {
		q->candidate_directory_id = p->candidate_directory_id;
		q->voter_directory_id = p->voter_directory_id;
	}
	q->pre_vote = v >= 2 && p->pre_vote; /* v0 and v1 have no PreVote */
	return 0;
}

static int dec_vote_resp(int16_t v, struct kw_reader *r, struct kw_arena *a,
			 struct kr_vote_response *q)
{
	struct kw_vote_response m;
	int rc = kw_vote_response_decode(&m, v, r, a);
	if (rc)
		return rc;
	memset(q, 0, sizeof *q);
	q->error_code = m.error_code;
	q->leader_id = -1;
	q->leader_epoch = -1;
	if (m.topics_count == 0 && m.error_code != 0)
		return 0; /* top-level error only */
	if (m.topics_count != 1 || !is_topic(m.topics[0].topic_name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition_index != KR_WIRE_PARTITION)
		return wrong_partition(r, "VoteResponse: expected __cluster_metadata-0");
	const struct kw_vote_response_partition_data *p = &m.topics[0].partitions[0];
	q->partition_error = p->error_code;
	q->leader_id = p->leader_id;
	q->leader_epoch = p->leader_epoch;
	q->vote_granted = p->vote_granted;
	return 0;
}

/* ------------------------------------------------------------------ */
/* BeginQuorumEpoch                                                     */
/* ------------------------------------------------------------------ */

static int enc_begin_req(const struct kr_begin_quorum_epoch_request *q, int16_t v,
			 struct kw_arena *a, struct kw_writer *w)
{
	struct kw_begin_quorum_epoch_request m;
	struct kw_begin_quorum_epoch_request_topic_data *t;
	struct kw_begin_quorum_epoch_request_partition_data *p;
	kw_begin_quorum_epoch_request_init(&m);
	if (!ONE_PARTITION(a, m, t, p, kw_begin_quorum_epoch_request_topic_data_init,
			   kw_begin_quorum_epoch_request_partition_data_init))
		return KW_ERR_NOMEM;
	m.cluster_id = q->cluster_id;
	if (v >= 1) {
		m.voter_id = q->voter_id;
		m.leader_endpoints_count = 0;
	}
	p->leader_id = q->leader_id;
	p->leader_epoch = q->leader_epoch;
	if (v >= 1)
		p->voter_directory_id = q->voter_directory_id;
	return kw_begin_quorum_epoch_request_encode(&m, v, w);
}

static int dec_begin_req(int16_t v, struct kw_reader *r, struct kw_arena *a,
			 struct kr_begin_quorum_epoch_request *q)
{
	struct kw_begin_quorum_epoch_request m;
	int rc = kw_begin_quorum_epoch_request_decode(&m, v, r, a);
	if (rc)
		return rc;
	if (m.topics_count != 1 || !is_topic(m.topics[0].topic_name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition_index != KR_WIRE_PARTITION)
		return wrong_partition(r,
				       "BeginQuorumEpoch: expected __cluster_metadata-0 only");
	q->cluster_id = m.cluster_id;
	q->leader_id = m.topics[0].partitions[0].leader_id;
	q->leader_epoch = m.topics[0].partitions[0].leader_epoch;
	q->voter_id = v >= 1 ? m.voter_id : -1;
	if (v >= 1)
		q->voter_directory_id = m.topics[0].partitions[0].voter_directory_id;
	return 0;
}

/* BeginQuorumEpoch and EndQuorumEpoch responses have the same shape. */
#define ENC_EPOCH_RESP(NAME)                                                   \
	static int enc_##NAME(const struct kr_quorum_epoch_response *q, int16_t v,  \
			      struct kw_arena *a, struct kw_writer *w)              \
	{                                                                      \
		struct kw_##NAME m;                                            \
		struct kw_##NAME##_topic_data *t;                              \
		struct kw_##NAME##_partition_data *p;                          \
		kw_##NAME##_init(&m);                                          \
		if (!ONE_PARTITION(a, m, t, p, kw_##NAME##_topic_data_init,    \
				   kw_##NAME##_partition_data_init))         \
			return KW_ERR_NOMEM;                                   \
		m.error_code = q->error_code;                                  \
		p->error_code = q->partition_error;                            \
		p->leader_id = q->leader_id;                                   \
		p->leader_epoch = q->leader_epoch;                             \
		return kw_##NAME##_encode(&m, v, w);                           \
	}                                                                      \
	static int dec_##NAME(int16_t v, struct kw_reader *r, struct kw_arena *a,   \
			      struct kr_quorum_epoch_response *q)                   \
	{                                                                      \
		struct kw_##NAME m;                                            \
		int rc = kw_##NAME##_decode(&m, v, r, a);                      \
		if (rc)                                                        \
			return rc;                                             \
		memset(q, 0, sizeof *q);                                       \
		q->error_code = m.error_code;                                  \
		q->leader_id = -1;                                             \
		q->leader_epoch = -1;                                          \
		if (m.topics_count == 0 && m.error_code != 0)                  \
			return 0;                                              \
		if (m.topics_count != 1 || !is_topic(m.topics[0].topic_name) || \
		    m.topics[0].partitions_count != 1 ||                       \
		    m.topics[0].partitions[0].partition_index != KR_WIRE_PARTITION) \
			return wrong_partition(r, #NAME                        \
					       ": expected __cluster_metadata-0"); \
		q->partition_error = m.topics[0].partitions[0].error_code;     \
		q->leader_id = m.topics[0].partitions[0].leader_id;            \
		q->leader_epoch = m.topics[0].partitions[0].leader_epoch;      \
		return 0;                                                      \
	}

ENC_EPOCH_RESP(begin_quorum_epoch_response)
ENC_EPOCH_RESP(end_quorum_epoch_response)

/* ------------------------------------------------------------------ */
/* EndQuorumEpoch                                                       */
/* ------------------------------------------------------------------ */

static int enc_end_req(const struct kr_end_quorum_epoch_request *q, int16_t v,
		       struct kw_arena *a, struct kw_writer *w)
{
	struct kw_end_quorum_epoch_request m;
	struct kw_end_quorum_epoch_request_topic_data *t;
	struct kw_end_quorum_epoch_request_partition_data *p;
	kw_end_quorum_epoch_request_init(&m);
	if (!ONE_PARTITION(a, m, t, p, kw_end_quorum_epoch_request_topic_data_init,
			   kw_end_quorum_epoch_request_partition_data_init))
		return KW_ERR_NOMEM;
	int32_t n = q->n_preferred_successors;
	if (n < 0 || n > KR_MAX_VOTERS)
		return KW_ERR_INVALID_ARGUMENT;
	m.cluster_id = q->cluster_id;
	if (v >= 1)
		m.leader_endpoints_count = 0;
	p->leader_id = q->leader_id;
	p->leader_epoch = q->leader_epoch;
	if (v == 0) {
		p->preferred_successors = kw_arena_calloc(a, (size_t)n + 1, sizeof(int32_t));
		if (!p->preferred_successors)
			return KW_ERR_NOMEM;
		memcpy(p->preferred_successors, q->preferred_successors,
		       (size_t)n * sizeof(int32_t));
		p->preferred_successors_count = n;
	} else {
		p->preferred_candidates =
			kw_arena_calloc(a, (size_t)n + 1, sizeof *p->preferred_candidates);
		if (!p->preferred_candidates)
			return KW_ERR_NOMEM;
		for (int32_t i = 0; i < n; i++) {
			kw_end_quorum_epoch_request_replica_info_init(
				&p->preferred_candidates[i]);
			p->preferred_candidates[i].candidate_id = q->preferred_successors[i];
			p->preferred_candidates[i].candidate_directory_id =
				q->preferred_directory_ids[i];
		}
		p->preferred_candidates_count = n;
	}
	return kw_end_quorum_epoch_request_encode(&m, v, w);
}

static int dec_end_req(int16_t v, struct kw_reader *r, struct kw_arena *a,
		       struct kr_end_quorum_epoch_request *q)
{
	struct kw_end_quorum_epoch_request m;
	int rc = kw_end_quorum_epoch_request_decode(&m, v, r, a);
	if (rc)
		return rc;
	if (m.topics_count != 1 || !is_topic(m.topics[0].topic_name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition_index != KR_WIRE_PARTITION)
		return wrong_partition(r,
				       "EndQuorumEpoch: expected __cluster_metadata-0 only");
	const struct kw_end_quorum_epoch_request_partition_data *p =
		&m.topics[0].partitions[0];
	q->cluster_id = m.cluster_id;
	q->leader_id = p->leader_id;
	q->leader_epoch = p->leader_epoch;
	q->n_preferred_successors = 0;
	int32_t n = v == 0 ? p->preferred_successors_count : p->preferred_candidates_count;
	/* More successors than voters can only be garbage; keep the first ones. */
	for (int32_t i = 0; i < n && i < KR_MAX_VOTERS; i++) {
		if (v >= 1)
			q->preferred_directory_ids[i] =
				p->preferred_candidates[i].candidate_directory_id;
		q->preferred_successors[q->n_preferred_successors++] =
			v == 0 ? p->preferred_successors[i]
			       : p->preferred_candidates[i].candidate_id;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* Fetch                                                                */
/* ------------------------------------------------------------------ */

static int enc_fetch_req(const struct kr_fetch_request *q, int16_t v,
			 struct kw_arena *a, struct kw_writer *w)
{
	struct kw_fetch_request m;
	struct kw_fetch_request_fetch_topic *t;
	struct kw_fetch_request_fetch_partition *p;
	kw_fetch_request_init(&m);
	if (!ALLOC_ONE(a, t) || !ALLOC_ONE(a, p))
		return KW_ERR_NOMEM;
	kw_fetch_request_fetch_topic_init(t);
	kw_fetch_request_fetch_partition_init(p);
	m.cluster_id = q->cluster_id;
	if (v >= 15)
		m.replica_state.replica_id = q->replica_id;
	else
		m.replica_id = q->replica_id;
	m.max_wait_ms = q->max_wait_ms;
	m.min_bytes = 0;
	m.max_bytes = q->max_bytes;
	m.topics = t;
	m.topics_count = 1;
	m.forgotten_topics_data_count = 0;
	if (v >= 13)
		t->topic_id = kr_wire_topic_id;
	else
		t->topic = topic_name;
	t->partitions = p;
	t->partitions_count = 1;
	p->partition = KR_WIRE_PARTITION;
	p->current_leader_epoch = q->current_leader_epoch;
	p->fetch_offset = q->fetch_offset;
	p->last_fetched_epoch = q->last_fetched_epoch;
	p->log_start_offset = q->log_start_offset;
	p->partition_max_bytes = q->max_bytes;
	if (v >= 17)
		p->replica_directory_id = q->replica_directory_id;
	return kw_fetch_request_encode(&m, v, w);
}

static bool fetch_topic_ok(int16_t v, struct kw_str name, const struct kw_uuid *id)
{
	return v >= 13 ? kw_uuid_equal(id, &kr_wire_topic_id) : is_topic(name);
}

static int dec_fetch_req(int16_t v, struct kw_reader *r, struct kw_arena *a,
			 struct kr_fetch_request *q)
{
	struct kw_fetch_request m;
	int rc = kw_fetch_request_decode(&m, v, r, a);
	if (rc)
		return rc;
	if (m.topics_count != 1 ||
	    !fetch_topic_ok(v, m.topics[0].topic, &m.topics[0].topic_id) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition != KR_WIRE_PARTITION)
		return wrong_partition(r, "Fetch: expected __cluster_metadata-0 only");
	const struct kw_fetch_request_fetch_partition *p = &m.topics[0].partitions[0];
	q->cluster_id = m.cluster_id;
	q->replica_id = v >= 15 ? m.replica_state.replica_id : m.replica_id;
	q->max_wait_ms = m.max_wait_ms;
	q->current_leader_epoch = p->current_leader_epoch;
	q->fetch_offset = p->fetch_offset;
	q->last_fetched_epoch = p->last_fetched_epoch;
	q->log_start_offset = p->log_start_offset;
	q->max_bytes = p->partition_max_bytes;
	if (v >= 17)
		q->replica_directory_id = p->replica_directory_id;
	return 0;
}

/* leader (NULL: none): the NodeEndpoints entry of v16+ (KIP-853: Kafka
 * names the endpoint of the leader its answer names) */
static int enc_fetch_resp(const struct kr_fetch_response *q, int16_t v,
			  const struct kr_wire_node *leader, struct kw_arena *a,
			  struct kw_writer *w)
{
	struct kw_fetch_response m;
	struct kw_fetch_response_fetchable_topic_response *t;
	struct kw_fetch_response_partition_data *p;
	kw_fetch_response_init(&m);
	if (!ALLOC_ONE(a, t) || !ALLOC_ONE(a, p))
		return KW_ERR_NOMEM;
	kw_fetch_response_fetchable_topic_response_init(t);
	kw_fetch_response_partition_data_init(p);
	m.error_code = q->error_code;
	m.responses = t;
	m.responses_count = 1;
	if (v >= 16)
		m.node_endpoints_count = 0;
	if (v >= 16 && leader && leader->id >= 0 && leader->id == q->leader_id &&
	    leader->host && leader->host[0] && leader->port > 0) {
		struct kw_fetch_response_node_endpoint *ep;
		if (!ALLOC_ONE(a, ep))
			return KW_ERR_NOMEM;
		kw_fetch_response_node_endpoint_init(ep);
		ep->node_id = leader->id;
		ep->host = (struct kw_str){leader->host, (int32_t)strlen(leader->host)};
		ep->port = leader->port;
		ep->rack = (struct kw_str){NULL, -1};
		m.node_endpoints = ep;
		m.node_endpoints_count = 1;
	}
	if (v >= 13)
		t->topic_id = kr_wire_topic_id;
	else
		t->topic = topic_name;
	t->partitions = p;
	t->partitions_count = 1;
	p->partition_index = KR_WIRE_PARTITION;
	p->error_code = q->partition_error;
	p->high_watermark = q->high_watermark;
	p->last_stable_offset = q->high_watermark;
	p->log_start_offset = q->log_start_offset;
	p->diverging_epoch.epoch = q->diverging_epoch;
	p->diverging_epoch.end_offset = q->diverging_end_offset;
	p->current_leader.leader_id = q->leader_id;
	p->current_leader.leader_epoch = q->leader_epoch;
	p->snapshot_id.end_offset = q->snapshot_id.end_offset;
	p->snapshot_id.epoch = q->snapshot_id.epoch;
	p->aborted_transactions_count = -1;
	p->records = q->records;
	if (p->records.len < 0)
		p->records = (struct kw_bytes){ NULL, 0 };
	return kw_fetch_response_encode(&m, v, w);
}

static int dec_fetch_resp(int16_t v, struct kw_reader *r, struct kw_arena *a,
			  struct kr_fetch_response *q)
{
	struct kw_fetch_response m;
	int rc = kw_fetch_response_decode(&m, v, r, a);
	if (rc)
		return rc;
	memset(q, 0, sizeof *q);
	q->error_code = m.error_code;
	q->high_watermark = -1;
	q->log_start_offset = -1;
	q->diverging_epoch = -1;
	q->diverging_end_offset = -1;
	q->leader_id = -1;
	q->leader_epoch = -1;
	q->snapshot_id = (struct kr_snapshot_id){ -1, -1 };
	q->records = (struct kw_bytes){ NULL, 0 };
	if (m.responses_count == 0 && m.error_code != 0)
		return 0;
	if (m.responses_count != 1 ||
	    !fetch_topic_ok(v, m.responses[0].topic, &m.responses[0].topic_id) ||
	    m.responses[0].partitions_count != 1 ||
	    m.responses[0].partitions[0].partition_index != KR_WIRE_PARTITION)
		return wrong_partition(r, "FetchResponse: expected __cluster_metadata-0");
	const struct kw_fetch_response_partition_data *p = &m.responses[0].partitions[0];
	q->partition_error = p->error_code;
	q->high_watermark = p->high_watermark;
	q->log_start_offset = p->log_start_offset;
	q->diverging_epoch = p->diverging_epoch.epoch;
	q->diverging_end_offset = p->diverging_epoch.end_offset;
	q->leader_id = p->current_leader.leader_id;
	q->leader_epoch = p->current_leader.leader_epoch;
	q->snapshot_id = (struct kr_snapshot_id){ p->snapshot_id.end_offset,
						  p->snapshot_id.epoch };
	if (p->records.len > 0)
		q->records = p->records;
	return 0;
}

/* ------------------------------------------------------------------ */
/* FetchSnapshot (KIP-630)                                              */
/* ------------------------------------------------------------------ */

static int enc_snap_req(const struct kr_fetch_snapshot_request *q, int16_t v,
			struct kw_arena *a, struct kw_writer *w)
{
	struct kw_fetch_snapshot_request m;
	struct kw_fetch_snapshot_request_topic_snapshot *t;
	struct kw_fetch_snapshot_request_partition_snapshot *p;
	kw_fetch_snapshot_request_init(&m);
	if (!ALLOC_ONE(a, t) || !ALLOC_ONE(a, p))
		return KW_ERR_NOMEM;
	kw_fetch_snapshot_request_topic_snapshot_init(t);
	kw_fetch_snapshot_request_partition_snapshot_init(p);
	m.cluster_id = q->cluster_id;
	m.replica_id = q->replica_id;
	m.max_bytes = q->max_bytes;
	m.topics = t;
	m.topics_count = 1;
	t->name = topic_name;
	t->partitions = p;
	t->partitions_count = 1;
	p->partition = KR_WIRE_PARTITION;
	p->current_leader_epoch = q->current_leader_epoch;
	p->snapshot_id.end_offset = q->snapshot_id.end_offset;
	p->snapshot_id.epoch = q->snapshot_id.epoch;
	p->position = q->position;
	if (v >= 1)
		p->replica_directory_id = q->replica_directory_id;
	return kw_fetch_snapshot_request_encode(&m, v, w);
}

static int dec_snap_req(int16_t v, struct kw_reader *r, struct kw_arena *a,
			struct kr_fetch_snapshot_request *q)
{
	struct kw_fetch_snapshot_request m;
	int rc = kw_fetch_snapshot_request_decode(&m, v, r, a);
	if (rc)
		return rc;
	if (m.topics_count != 1 || !is_topic(m.topics[0].name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition != KR_WIRE_PARTITION)
		return wrong_partition(r, "FetchSnapshot: expected __cluster_metadata-0 only");
	const struct kw_fetch_snapshot_request_partition_snapshot *p =
		&m.topics[0].partitions[0];
	q->cluster_id = m.cluster_id;
	q->replica_id = m.replica_id;
	q->max_bytes = m.max_bytes;
	q->current_leader_epoch = p->current_leader_epoch;
	q->snapshot_id = (struct kr_snapshot_id){ p->snapshot_id.end_offset, p->snapshot_id.epoch };
	q->position = p->position;
	if (v >= 1)
		q->replica_directory_id = p->replica_directory_id;
	return 0;
}

static int enc_snap_resp(const struct kr_fetch_snapshot_response *q, int16_t v,
			 struct kw_arena *a, struct kw_writer *w)
{
	struct kw_fetch_snapshot_response m;
	struct kw_fetch_snapshot_response_topic_snapshot *t;
	struct kw_fetch_snapshot_response_partition_snapshot *p;
	kw_fetch_snapshot_response_init(&m);
	if (!ALLOC_ONE(a, t) || !ALLOC_ONE(a, p))
		return KW_ERR_NOMEM;
	kw_fetch_snapshot_response_topic_snapshot_init(t);
	kw_fetch_snapshot_response_partition_snapshot_init(p);
	m.error_code = q->error_code;
	m.topics = t;
	m.topics_count = 1;
	if (v >= 1)
		m.node_endpoints_count = 0;
	t->name = topic_name;
	t->partitions = p;
	t->partitions_count = 1;
	p->index = KR_WIRE_PARTITION;
	p->error_code = q->partition_error;
	p->snapshot_id.end_offset = q->snapshot_id.end_offset;
	p->snapshot_id.epoch = q->snapshot_id.epoch;
	p->current_leader.leader_id = q->leader_id;
	p->current_leader.leader_epoch = q->leader_epoch;
	p->size = q->size;
	p->position = q->position;
	p->unaligned_records = q->records.len > 0 ? q->records : (struct kw_bytes){ NULL, 0 };
	return kw_fetch_snapshot_response_encode(&m, v, w);
}

static int dec_snap_resp(int16_t v, struct kw_reader *r, struct kw_arena *a,
			 struct kr_fetch_snapshot_response *q)
{
	struct kw_fetch_snapshot_response m;
	int rc = kw_fetch_snapshot_response_decode(&m, v, r, a);
	if (rc)
		return rc;
	memset(q, 0, sizeof *q);
	q->error_code = m.error_code;
	q->snapshot_id = (struct kr_snapshot_id){ -1, -1 };
	q->leader_id = -1;
	q->leader_epoch = -1;
	q->size = -1;
	q->position = -1;
	if (m.topics_count == 0 && m.error_code != 0)
		return 0;
	if (m.topics_count != 1 || !is_topic(m.topics[0].name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].index != KR_WIRE_PARTITION)
		return wrong_partition(r, "FetchSnapshotResponse: expected __cluster_metadata-0");
	const struct kw_fetch_snapshot_response_partition_snapshot *p =
		&m.topics[0].partitions[0];
	q->partition_error = p->error_code;
	q->snapshot_id = (struct kr_snapshot_id){ p->snapshot_id.end_offset, p->snapshot_id.epoch };
	q->leader_id = p->current_leader.leader_id;
	q->leader_epoch = p->current_leader.leader_epoch;
	q->size = p->size;
	q->position = p->position;
	if (p->unaligned_records.len > 0)
		q->records = p->unaligned_records;
	return 0;
}

/* ------------------------------------------------------------------ */
/* Dispatch                                                             */
/* ------------------------------------------------------------------ */

int kr_wire_encode(const struct kr_msg *m, int16_t v, struct kw_arena *a,
		   struct kw_writer *w)
{
	switch (m->type) {
	case KR_MSG_VOTE_REQUEST:
		return enc_vote_req(&m->u.vote_req, v, a, w);
	case KR_MSG_VOTE_RESPONSE:
		return enc_vote_resp(&m->u.vote_resp, v, a, w);
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
		return enc_begin_req(&m->u.begin_req, v, a, w);
	case KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE:
		return enc_begin_quorum_epoch_response(&m->u.epoch_resp, v, a, w);
	case KR_MSG_END_QUORUM_EPOCH_REQUEST:
		return enc_end_req(&m->u.end_req, v, a, w);
	case KR_MSG_END_QUORUM_EPOCH_RESPONSE:
		return enc_end_quorum_epoch_response(&m->u.epoch_resp, v, a, w);
	case KR_MSG_FETCH_REQUEST:
		return enc_fetch_req(&m->u.fetch_req, v, a, w);
	case KR_MSG_FETCH_RESPONSE:
		return enc_fetch_resp(&m->u.fetch_resp, v, NULL, a, w);
	case KR_MSG_FETCH_SNAPSHOT_REQUEST:
		return enc_snap_req(&m->u.snap_req, v, a, w);
	case KR_MSG_FETCH_SNAPSHOT_RESPONSE:
		return enc_snap_resp(&m->u.snap_resp, v, a, w);
	}
	return KR_WIRE_ERR_NOT_RAFT;
}

int kr_wire_decode_request(int16_t api_key, int16_t v, struct kw_reader *r,
			   struct kw_arena *a, struct kr_msg *out)
{
	memset(out, 0, sizeof *out);
	switch (api_key) {
	case KR_WIRE_API_VOTE:
		out->type = KR_MSG_VOTE_REQUEST;
		return dec_vote_req(v, r, a, &out->u.vote_req);
	case KR_WIRE_API_BEGIN_QUORUM_EPOCH:
		out->type = KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST;
		return dec_begin_req(v, r, a, &out->u.begin_req);
	case KR_WIRE_API_END_QUORUM_EPOCH:
		out->type = KR_MSG_END_QUORUM_EPOCH_REQUEST;
		return dec_end_req(v, r, a, &out->u.end_req);
	case KR_WIRE_API_FETCH:
		out->type = KR_MSG_FETCH_REQUEST;
		return dec_fetch_req(v, r, a, &out->u.fetch_req);
	case KR_WIRE_API_FETCH_SNAPSHOT:
		out->type = KR_MSG_FETCH_SNAPSHOT_REQUEST;
		return dec_snap_req(v, r, a, &out->u.snap_req);
	}
	return KR_WIRE_ERR_NOT_RAFT;
}

int kr_wire_encode_fetch_response(const struct kr_msg *m, int16_t version,
				  const struct kr_wire_node *leader, struct kw_arena *a,
				  struct kw_writer *w)
{
	if (m->type != KR_MSG_FETCH_RESPONSE)
		return kr_wire_encode(m, version, a, w);
	return enc_fetch_resp(&m->u.fetch_resp, version, leader, a, w);
}

/* Copies n NodeEndpoints (any of the three generated structs: same field
 * names) into out, at most cap; the hosts stay views. */
#define TAKE_ENDPOINTS(list, n, out, cap, k)                                           \
	do {                                                                           \
		for (int32_t i_ = 0; i_ < (n) && (k) < (cap); i_++) {                  \
			(out)[k].id = (list)[i_].node_id;                              \
			(out)[k].host = (list)[i_].host;                               \
			(out)[k].port = (int32_t)(list)[i_].port;                      \
			(k)++;                                                         \
		}                                                                      \
	} while (0)

int kr_wire_decode_response_endpoints(int16_t api_key, int16_t v, struct kw_reader *r,
				      struct kw_arena *a, struct kr_wire_endpoint *out,
				      size_t cap)
{
	size_t k = 0;
	int rc;
	switch (api_key) {
	case KR_WIRE_API_FETCH: {
		struct kw_fetch_response m;
		if (v < 16)
			return 0;
		if ((rc = kw_fetch_response_decode(&m, v, r, a)) != 0)
			return rc;
		TAKE_ENDPOINTS(m.node_endpoints, m.node_endpoints_count, out, cap, k);
		break;
	}
	case KR_WIRE_API_VOTE: {
		struct kw_vote_response m;
		if (v < 1)
			return 0;
		if ((rc = kw_vote_response_decode(&m, v, r, a)) != 0)
			return rc;
		TAKE_ENDPOINTS(m.node_endpoints, m.node_endpoints_count, out, cap, k);
		break;
	}
	case KR_WIRE_API_BEGIN_QUORUM_EPOCH: {
		struct kw_begin_quorum_epoch_response m;
		if (v < 1)
			return 0;
		if ((rc = kw_begin_quorum_epoch_response_decode(&m, v, r, a)) != 0)
			return rc;
		TAKE_ENDPOINTS(m.node_endpoints, m.node_endpoints_count, out, cap, k);
		break;
	}
	default:
		return 0;
	}
	return (int)k;
}

int kr_wire_decode_response(int16_t api_key, int16_t v, struct kw_reader *r,
			    struct kw_arena *a, struct kr_msg *out)
{
	memset(out, 0, sizeof *out);
	switch (api_key) {
	case KR_WIRE_API_VOTE:
		out->type = KR_MSG_VOTE_RESPONSE;
		return dec_vote_resp(v, r, a, &out->u.vote_resp);
	case KR_WIRE_API_BEGIN_QUORUM_EPOCH:
		out->type = KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE;
		return dec_begin_quorum_epoch_response(v, r, a, &out->u.epoch_resp);
	case KR_WIRE_API_END_QUORUM_EPOCH:
		out->type = KR_MSG_END_QUORUM_EPOCH_RESPONSE;
		return dec_end_quorum_epoch_response(v, r, a, &out->u.epoch_resp);
	case KR_WIRE_API_FETCH:
		out->type = KR_MSG_FETCH_RESPONSE;
		return dec_fetch_resp(v, r, a, &out->u.fetch_resp);
	case KR_WIRE_API_FETCH_SNAPSHOT:
		out->type = KR_MSG_FETCH_SNAPSHOT_RESPONSE;
		return dec_snap_resp(v, r, a, &out->u.snap_resp);
	}
	return KR_WIRE_ERR_NOT_RAFT;
}

int kr_wire_encode_error_response(int16_t api_key, int16_t v, int16_t error_code,
				  struct kw_arena *a, struct kw_writer *w)
{
	(void)a;
	switch (api_key) {
	case KR_WIRE_API_VOTE: {
		struct kw_vote_response m;
		kw_vote_response_init(&m);
		m.error_code = error_code;
		return kw_vote_response_encode(&m, v, w);
	}
	case KR_WIRE_API_BEGIN_QUORUM_EPOCH: {
		struct kw_begin_quorum_epoch_response m;
		kw_begin_quorum_epoch_response_init(&m);
		m.error_code = error_code;
		return kw_begin_quorum_epoch_response_encode(&m, v, w);
	}
	case KR_WIRE_API_END_QUORUM_EPOCH: {
		struct kw_end_quorum_epoch_response m;
		kw_end_quorum_epoch_response_init(&m);
		m.error_code = error_code;
		return kw_end_quorum_epoch_response_encode(&m, v, w);
	}
	case KR_WIRE_API_FETCH: {
		struct kw_fetch_response m;
		kw_fetch_response_init(&m);
		m.error_code = error_code;
		return kw_fetch_response_encode(&m, v, w);
	}
	case KR_WIRE_API_FETCH_SNAPSHOT: {
		struct kw_fetch_snapshot_response m;
		kw_fetch_snapshot_response_init(&m);
		m.error_code = error_code;
		return kw_fetch_snapshot_response_encode(&m, v, w);
	}
	case KR_WIRE_API_DESCRIBE_QUORUM: {
		struct kw_describe_quorum_response m;
		kw_describe_quorum_response_init(&m);
		m.error_code = error_code;
		return kw_describe_quorum_response_encode(&m, v, w);
	}
	}
	return KR_WIRE_ERR_NOT_RAFT;
}

/* ------------------------------------------------------------------ */
/* DescribeQuorum                                                       */
/* ------------------------------------------------------------------ */

static void fill_replicas(struct kw_describe_quorum_response_replica_state *dst,
			  const struct kr_replica_info *src, int32_t n, int16_t v)
{
	for (int32_t i = 0; i < n; i++) {
		kw_describe_quorum_response_replica_state_init(&dst[i]);
		dst[i].replica_id = src[i].replica_id;
		if (v >= 2)
			dst[i].replica_directory_id = src[i].directory_id;
		dst[i].log_end_offset = src[i].log_end_offset;
		dst[i].last_fetch_timestamp = src[i].last_fetch_timestamp;
		dst[i].last_caught_up_timestamp = src[i].last_caught_up_timestamp;
	}
}

int kr_wire_encode_describe_quorum(const struct kr_quorum_info *info,
				   const struct kr_wire_node *nodes, size_t n_nodes,
				   int16_t v, struct kw_arena *a, struct kw_writer *w)
{
	struct kw_describe_quorum_response m;
	struct kw_describe_quorum_response_topic_data *t;
	struct kw_describe_quorum_response_partition_data *p;
	kw_describe_quorum_response_init(&m);
	if (!ONE_PARTITION(a, m, t, p, kw_describe_quorum_response_topic_data_init,
			   kw_describe_quorum_response_partition_data_init))
		return KW_ERR_NOMEM;
	p->error_code = info->error_code;
	p->leader_id = info->leader_id;
	p->leader_epoch = info->leader_epoch;
	p->high_watermark = info->high_watermark;
	int32_t nv = info->n_voters, no = info->n_observers;
	if (nv < 0 || nv > KR_MAX_VOTERS || no < 0 || no > KR_MAX_OBSERVERS)
		return KW_ERR_INVALID_ARGUMENT;
	p->current_voters = kw_arena_calloc(a, (size_t)nv + 1, sizeof *p->current_voters);
	p->observers = kw_arena_calloc(a, (size_t)no + 1, sizeof *p->observers);
	if (!p->current_voters || !p->observers)
		return KW_ERR_NOMEM;
	fill_replicas(p->current_voters, info->voters, nv, v);
	fill_replicas(p->observers, info->observers, no, v);
	p->current_voters_count = nv;
	p->observers_count = no;
	if (v >= 2) {
		m.nodes = kw_arena_calloc(a, n_nodes + 1, sizeof *m.nodes);
		if (!m.nodes)
			return KW_ERR_NOMEM;
		for (size_t i = 0; i < n_nodes; i++) {
			struct kw_describe_quorum_response_node *nd = &m.nodes[i];
			struct kw_describe_quorum_response_listener *l;
			kw_describe_quorum_response_node_init(nd);
			if (!ALLOC_ONE(a, l))
				return KW_ERR_NOMEM;
			kw_describe_quorum_response_listener_init(l);
			l->name = KW_STR_LIT("PLAINTEXT");
			l->host = kw_str_from_cstr(nodes[i].host);
			l->port = nodes[i].port;
			nd->node_id = nodes[i].id;
			nd->listeners = l;
			nd->listeners_count = 1;
		}
		m.nodes_count = (int32_t)n_nodes;
	}
	return kw_describe_quorum_response_encode(&m, v, w);
}

int kr_wire_check_describe_quorum(int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	struct kw_describe_quorum_request m;
	int rc = kw_describe_quorum_request_decode(&m, v, r, a);
	if (rc)
		return rc;
	if (m.topics_count != 1 || !is_topic(m.topics[0].topic_name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition_index != KR_WIRE_PARTITION)
		return wrong_partition(r, "DescribeQuorum: expected __cluster_metadata-0");
	return 0;
}

/* ------------------------------------------------------------------ */
/* AlterQuorum (api key 10000, kwire's own)                             */
/* ------------------------------------------------------------------ */

int kr_wire_decode_alter_quorum(int16_t v, struct kw_reader *r, struct kw_arena *a,
				struct kr_wire_alter_quorum *out)
{
	struct kw_alter_quorum_request m;
	int rc = kw_alter_quorum_request_decode(&m, v, r, a);
	if (rc)
		return rc;
	if (m.topics_count != 1 || !is_topic(m.topics[0].topic_name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition_index != KR_WIRE_PARTITION)
		return wrong_partition(r, "AlterQuorum: expected __cluster_metadata-0");
	const struct kw_alter_quorum_request_alter_quorum_partition_request *p =
		&m.topics[0].partitions[0];
	if (p->target_voters_count > KR_MAX_VOTERS) {
		kw_reader_fail(r, KW_ERR_INVALID_VALUE, "AlterQuorum: %d voters",
			       (int)p->target_voters_count);
		return KR_WIRE_ERR_TOO_MANY_VOTERS;
	}
	out->cluster_id = m.cluster_id;
	out->n_target = p->target_voters_count < 0 ? -1 : p->target_voters_count;
	for (int32_t i = 0; i < out->n_target; i++)
		out->target[i] = p->target_voters[i].voter_id;
	return 0;
}

int kr_wire_encode_alter_quorum(const struct kr_wire_alter_quorum *q, int16_t v,
				struct kw_arena *a, struct kw_writer *w)
{
	struct kw_alter_quorum_request m;
	struct kw_alter_quorum_request_alter_quorum_topic_request *t;
	struct kw_alter_quorum_request_alter_quorum_partition_request *p;
	kw_alter_quorum_request_init(&m);
	if (!ONE_PARTITION(a, m, t, p, kw_alter_quorum_request_alter_quorum_topic_request_init,
			   kw_alter_quorum_request_alter_quorum_partition_request_init))
		return KW_ERR_NOMEM;
	m.cluster_id = q->cluster_id;
	p->target_voters_count = q->n_target < 0 ? -1 : q->n_target;
	if (q->n_target > 0) {
		p->target_voters = kw_arena_calloc(a, (size_t)q->n_target,
						   sizeof *p->target_voters);
		if (!p->target_voters)
			return KW_ERR_NOMEM;
		for (int32_t i = 0; i < q->n_target; i++) {
			kw_alter_quorum_request_voter_init(&p->target_voters[i]);
			p->target_voters[i].voter_id = q->target[i];
		}
	}
	return kw_alter_quorum_request_encode(&m, v, w);
}

int kr_wire_encode_alter_quorum_response(int16_t error_code, int16_t v,
					 struct kw_arena *a, struct kw_writer *w)
{
	struct kw_alter_quorum_response m;
	struct kw_alter_quorum_response_alter_quorum_topic_response *t;
	struct kw_alter_quorum_response_alter_quorum_partition_response *p;
	kw_alter_quorum_response_init(&m);
	if (!ONE_PARTITION(a, m, t, p, kw_alter_quorum_response_alter_quorum_topic_response_init,
			   kw_alter_quorum_response_alter_quorum_partition_response_init))
		return KW_ERR_NOMEM;
	p->error_code = error_code;
	return kw_alter_quorum_response_encode(&m, v, w);
}

int kr_wire_decode_alter_quorum_response(int16_t v, struct kw_reader *r,
					 struct kw_arena *a, int16_t *error_code)
{
	struct kw_alter_quorum_response m;
	int rc = kw_alter_quorum_response_decode(&m, v, r, a);
	if (rc)
		return rc;
	if (m.topics_count != 1 || !is_topic(m.topics[0].topic_name) ||
	    m.topics[0].partitions_count != 1 ||
	    m.topics[0].partitions[0].partition_index != KR_WIRE_PARTITION)
		return wrong_partition(r, "AlterQuorum response: expected __cluster_metadata-0");
	*error_code = m.topics[0].partitions[0].error_code;
	return 0;
}

/* ------------------------------------------------------------------ */
/* Simulator codec                                                      */
/* ------------------------------------------------------------------ */

#define SIM_HDR 15

int kr_wire_sim_encode(void *ctx, const struct kr_msg *m, uint8_t **buf, size_t *len)
{
	(void)ctx;
	int16_t key = kr_wire_api_key(m->type);
	if (key < 0)
		return KR_WIRE_ERR_NOT_RAFT;
	int16_t v = kr_wire_send_version(key);
	struct kw_error err;
	struct kw_writer w;
	struct kw_arena a;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 256, &err) != 0)
		return KW_ERR_NOMEM;
	kw_arena_init(&a);
	kw_writer_write_i8(&w, (int8_t)m->type);
	kw_writer_write_i16(&w, v);
	kw_writer_write_i32(&w, m->from);
	kw_writer_write_i32(&w, m->to);
	kw_writer_write_u32(&w, m->request_id);
	int rc = kr_wire_encode(m, v, &a, &w);
	kw_arena_free(&a);
	if (rc == KR_WIRE_ERR_PRE_VOTE_VERSION) {
		kw_writer_release(&w);
		return 1; /* SIM_CODEC_UNSUPPORTED */
	}
	if (rc == 0 && !kw_writer_ok(&w))
		rc = w.err->code;
	if (rc != 0) {
		kw_writer_release(&w);
		return rc;
	}
	*buf = kw_writer_detach(&w, len);
	return 0;
}

int kr_wire_sim_decode(void *ctx, const uint8_t *buf, size_t len, struct kr_msg *m)
{
	(void)ctx;
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_reader_init(&r, buf, len, &err);
	int8_t type = kw_reader_read_i8(&r);
	int16_t v = kw_reader_read_i16(&r);
	int32_t from = kw_reader_read_i32(&r);
	int32_t to = kw_reader_read_i32(&r);
	uint32_t rid = kw_reader_read_u32(&r);
	if (!kw_reader_ok(&r))
		return err.code;
	int16_t key = kr_wire_api_key((enum kr_msg_type)type);
	if (key < 0)
		return KR_WIRE_ERR_NOT_RAFT;
	kw_arena_init(&a);
	int rc = kr_wire_is_response((enum kr_msg_type)type)
			 ? kr_wire_decode_response(key, v, &r, &a, m)
			 : kr_wire_decode_request(key, v, &r, &a, m);
	/* The core's messages are flat: nothing points into the arena. */
	kw_arena_free(&a);
	if (rc == 0 && kw_reader_remaining(&r) != 0)
		rc = KW_ERR_TRAILING_BYTES;
	if (rc != 0)
		return rc;
	m->from = from;
	m->to = to;
	m->request_id = rid;
	return 0;
}

void kr_wire_unsupported_vote_response(const struct kr_msg *req,
				       struct kr_msg *out)
{
	memset(out, 0, sizeof(*out));
	out->type = KR_MSG_VOTE_RESPONSE;
	out->from = req->to;
	out->to = req->from;
	out->request_id = req->request_id;
	out->u.vote_resp.error_code = KW_PERR_UNSUPPORTED_VERSION;
	out->u.vote_resp.partition_error = KW_PERR_NONE;
	out->u.vote_resp.leader_id = KR_NO_ID;
	out->u.vote_resp.leader_epoch = -1;
}
