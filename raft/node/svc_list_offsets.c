/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_list_offsets.c — ListOffsets at every version, on the leader,
 * for a log that exposes only committed data.
 */
#include "node/services.h"

#include "kwire/msg/list_offsets_request.h"
#include "kwire/msg/list_offsets_response.h"
#include "kwire/protocol_errors.h"
#include "wire/wire.h"

/* The leader epoch of the log's first batch (-1: empty log). */
static int32_t start_epoch(struct kr_log *log)
{
	struct kr_log_epoch e;
	if (kr_log_start_offset(log) >= kr_log_end_offset(log) ||
	    kr_log_epochs(log, &e, 1) == 0 || e.start_offset > kr_log_start_offset(log))
		return -1;
	return e.epoch;
}

/*
 * One partition of a ListOffsets request, as Kafka's broker answers it for a
 * log that exposes only committed data (consumers never see past the high
 * watermark, so read_uncommitted and read_committed get the same answers):
 *   -1 latest: the high watermark, the current epoch, timestamp -1;
 *   -2 earliest: the topic's first offset, 0 when the log starts at a
 *      snapshot (its compacted records are served below the log start),
 *      else the log start, and the epoch of its batch (-1 for the
 *      snapshot's part);
 *   -4 earliest local (v8+): the log start offset itself (KIP-405's
 *      local log, here the Raft log after the snapshot) and its epoch;
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
static int16_t
list_offset(struct kr_services *s, int16_t v, int32_t replica_id,
	    const struct kw_list_offsets_request_list_offsets_partition *qp,
	    struct kr_log_timestamp_offset *out)
{
	*out = (struct kr_log_timestamp_offset){-1, -1, -1};
	const struct kr_core *core = kr_driver_core(s->driver);
	struct kr_log *log = kr_driver_log(s->driver);
	int32_t epoch = kr_core_epoch(core);
	bool leader = kr_core_state(core) == KR_STATE_LEADER &&
		      kr_core_leader(core) == s->cfg->node_id;
	if (!leader && replica_id != -2)
		return KW_PERR_NOT_LEADER_OR_FOLLOWER;
	if (v >= 4 && qp->current_leader_epoch >= 0 && qp->current_leader_epoch != epoch)
		return qp->current_leader_epoch < epoch ? KW_PERR_FENCED_LEADER_EPOCH
							: KW_PERR_UNKNOWN_LEADER_EPOCH;
	int64_t hw = kr_driver_high_watermark(s->driver);
	if (hw < 0)
		hw = 0;
	int64_t ts = qp->timestamp;
	if ((ts == -3 && v < 7) || (ts == -4 && v < 8) || (ts == -5 && v < 9))
		return KW_PERR_UNSUPPORTED_VERSION;
	struct kw_error err;
	kw_error_clear(&err);
	int rc = 0;
	switch (ts) {
	case -1:
		*out = (struct kr_log_timestamp_offset){hw, -1, epoch};
		break;
	case -2:
		/* the topic's start: 0 when the log starts at a snapshot (the
		 * compacted records before the log start are served from it) */
		*out = (struct kr_log_timestamp_offset){
			kr__svc_topic_start(s), -1,
			kr__svc_topic_start(s) < kr_log_start_offset(log) ? -1
									  : start_epoch(log)};
		break;
	case -4:
		/* earliest local (KIP-405): where the Raft log itself starts */
		*out = (struct kr_log_timestamp_offset){kr_log_start_offset(log), -1,
							start_epoch(log)};
		break;
	case -3:
		rc = kr_log_max_timestamp(log, hw, out, &err);
		break;
	case -5:
		break;
	default:
		rc = kr_log_offset_for_timestamp(log, ts, hw, out, &err);
		break;
	}
	if (rc != 0) {
		char buf[512];
		kr__svc_log(s, KR_LOG_WARN, "ListOffsets lookup: %s",
			    kw_error_format(&err, buf, sizeof buf));
		*out = (struct kr_log_timestamp_offset){-1, -1, -1};
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
			if (req->topics[i].partitions[j].partition_index == partition &&
			    ++seen > 1)
				return true;
	}
	return false;
}

void kr__svc_list_offsets(struct kr_services *s, const struct kr_svc_req *q,
			  unsigned kinds, struct kw_reader *r, const uint8_t *body,
			  size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	int16_t v = q->version;
	struct kw_list_offsets_request req;
	if (kw_list_offsets_request_decode(&req, v, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a ListOffsets request that does not decode");
		return;
	}
	struct kw_list_offsets_response m;
	kw_list_offsets_response_init(&m);
	int32_t nt = req.topics_count > 0 ? req.topics_count : 0;
	m.topics = kw_arena_calloc(&s->arena, (size_t)nt + 1, sizeof *m.topics);
	if (!m.topics) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	m.topics_count = nt;
	for (int32_t i = 0; i < nt; i++) {
		const struct kw_list_offsets_request_list_offsets_topic *qt =
			&req.topics[i];
		struct kw_list_offsets_response_list_offsets_topic_response *t =
			&m.topics[i];
		kw_list_offsets_response_list_offsets_topic_response_init(t);
		t->name = qt->name;
		int32_t np = qt->partitions_count > 0 ? qt->partitions_count : 0;
		t->partitions =
			kw_arena_calloc(&s->arena, (size_t)np + 1, sizeof *t->partitions);
		if (!t->partitions) {
			kr__svc_close(s, q, "out of memory");
			return;
		}
		t->partitions_count = np;
		for (int32_t j = 0; j < np; j++) {
			const struct kw_list_offsets_request_list_offsets_partition *qp =
				&qt->partitions[j];
			struct kw_list_offsets_response_list_offsets_partition_response
				*p = &t->partitions[j];
			kw_list_offsets_response_list_offsets_partition_response_init(p);
			p->partition_index = qp->partition_index;
			if (listed_twice(&req, qt->name, qp->partition_index)) {
				p->error_code = KW_PERR_INVALID_REQUEST; /* as Kafka */
				continue;
			}
			if (!kr__svc_is_log_topic(qt->name) || qp->partition_index != 0) {
				p->error_code = KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
				continue;
			}
			struct kr_log_timestamp_offset hit;
			p->error_code = list_offset(s, v, req.replica_id, qp, &hit);
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
				int64_t *o = kw_arena_alloc(&s->arena, sizeof *o);
				if (!o) {
					kr__svc_close(s, q, "out of memory");
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
	kr__svc_begin(q, &w, &err);
	int rc = kw_list_offsets_response_encode(&m, v, &w);
	kr__svc_finish(s, q, &w, rc);
}
