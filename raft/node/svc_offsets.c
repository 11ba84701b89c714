/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_offsets.c — OffsetCommit and OffsetFetch on client listeners,
 * served by the leader as group coordinator (node/svc_groups.c). The one
 * partition there is, __cluster_metadata 0, has an offset per group;
 * another topic or partition is UNKNOWN_TOPIC_OR_PARTITION to a commit
 * (-1 and no error to a fetch, as Kafka answers a partition without an
 * offset). A commit is checked as Kafka's classic group checks it (the
 * member and its generation; generation -1 with no member id is a client
 * without membership, allowed while the group has no members), its
 * metadata against offset.metadata.max.bytes (OFFSET_METADATA_TOO_LARGE),
 * and answered once its record (node/group_table.h) is committed. A fetch
 * reads the committed groups.
 */
#include "node/services.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kwire/msg/offset_commit_request.h"
#include "kwire/msg/offset_commit_response.h"
#include "kwire/msg/offset_fetch_request.h"
#include "kwire/msg/offset_fetch_response.h"
#include "kwire/protocol_errors.h"
#include "node/group_coordinator.h"

/* The response's error of each partition: ok[i] for the partitions to
 * commit (set to 0 or NOT_COORDINATOR per encoding), the error otherwise. */
static uint8_t *encode_commit(const struct kr_svc_req *q,
			      struct kw_offset_commit_response *m, const int16_t *codes,
			      int16_t commit_code, size_t *len)
{
	size_t k = 0;
	for (int32_t t = 0; t < m->topics_count; t++)
		for (int32_t p = 0; p < m->topics[t].partitions_count; p++, k++)
			m->topics[t].partitions[p].error_code =
				codes[k] < 0 ? commit_code : codes[k];
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	if (kw_offset_commit_response_encode(m, q->version, &w) != 0 ||
	    !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		return NULL;
	}
	return kw_writer_detach(&w, len);
}

void kr__svc_offset_commit(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	int16_t v = q->version;
	struct kw_offset_commit_request req;
	if (kw_offset_commit_request_decode(&req, v, r, &s->arena) != 0) {
		kr__svc_close(s, q, "an OffsetCommit request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	if (gc)
		e = kr_gc_commit_check(gc, req.group_id,
				       v >= 1 ? req.generation_id_or_member_epoch : -1,
				       v >= 1 ? req.member_id : KW_STR_LIT(""),
				       v >= 7 ? req.group_instance_id : KW_STR_NULL, v,
				       kr_loop_now_ms());
	/* the response mirrors the request; codes: each partition's error,
	 * -1 for the one committed */
	int32_t nt = req.topics_count > 0 ? req.topics_count : 0;
	size_t np = 0;
	for (int32_t t = 0; t < nt; t++)
		np += req.topics[t].partitions_count > 0
			      ? (size_t)req.topics[t].partitions_count
			      : 0;
	struct kw_offset_commit_response m;
	kw_offset_commit_response_init(&m);
	m.topics = kw_arena_calloc(&s->arena, (size_t)nt + 1, sizeof *m.topics);
	int16_t *codes = kw_arena_calloc(&s->arena, np + 1, sizeof *codes);
	if (!m.topics || !codes) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	m.topics_count = nt;
	const struct kw_offset_commit_request_offset_commit_request_partition *commit =
		NULL;
	size_t k = 0;
	for (int32_t t = 0; t < nt; t++) {
		const struct kw_offset_commit_request_offset_commit_request_topic *rt =
			&req.topics[t];
		struct kw_offset_commit_response_offset_commit_response_topic *ot =
			&m.topics[t];
		int32_t n = rt->partitions_count > 0 ? rt->partitions_count : 0;
		kw_offset_commit_response_offset_commit_response_topic_init(ot);
		ot->name = rt->name;
		ot->partitions =
			kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *ot->partitions);
		if (!ot->partitions) {
			kr__svc_close(s, q, "out of memory");
			return;
		}
		ot->partitions_count = n;
		for (int32_t p = 0; p < n; p++, k++) {
			const struct
				kw_offset_commit_request_offset_commit_request_partition
					*rp = &rt->partitions[p];
			kw_offset_commit_response_offset_commit_response_partition_init(
				&ot->partitions[p]);
			ot->partitions[p].partition_index = rp->partition_index;
			if (e)
				codes[k] = e;
			else if (!kr__svc_is_log_topic(rt->name) ||
				 rp->partition_index != 0)
				codes[k] = KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
			else if (rp->committed_metadata.len >
				 s->cfg->offset_metadata_max_bytes)
				codes[k] = KW_PERR_OFFSET_METADATA_TOO_LARGE;
			else {
				codes[k] = -1;
				commit = rp; /* the last one given wins */
			}
		}
	}
	size_t ok_len = 0, fail_len = 0;
	uint8_t *fail = encode_commit(q, &m, codes, KW_PERR_NOT_COORDINATOR, &fail_len);
	if (!fail) {
		kr__svc_close(s, q, "its response could not be encoded");
		return;
	}
	if (!commit) {
		kr_transport_respond(s->transport, q->ref, fail, fail_len);
		return;
	}
	uint8_t *ok = encode_commit(q, &m, codes, 0, &ok_len);
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	int16_t ae = KW_PERR_UNKNOWN_SERVER_ERROR;
	int64_t last = -1;
	if (ok && kw_writer_init_growable(&w, 256, &err) == 0) {
		int64_t ts = v == 1 && commit->commit_timestamp >= 0
				     ? commit->commit_timestamp
				     : (int64_t)time(NULL) * 1000;
		struct kr_group_offset o = {commit->committed_offset,
					    v >= 6 ? commit->committed_leader_epoch : -1,
					    commit->committed_metadata, ts};
		if (kr_group_offset_record(&w, req.group_id, &o) == 0) {
			uint8_t key[4] = {0, 0, KR_CONTROL_GROUP_OFFSET >> 8,
					  KR_CONTROL_GROUP_OFFSET & 0xff};
			struct kr_record rec = {
				{key, 4}, {w.buf, (int32_t)w.pos}, NULL, 0, -1};
			ae = kr__svc_groups_append(s, &rec, 1, &last);
		}
		kw_writer_release(&w);
	}
	if (ae) {
		free(ok);
		free(fail);
		fail = encode_commit(q, &m, codes, ae, &fail_len);
		if (!fail)
			kr__svc_close(s, q, "its response could not be encoded");
		else
			kr_transport_respond(s->transport, q->ref, fail, fail_len);
		return;
	}
	char group[KR_GROUP_ID_MAX + 1];
	snprintf(group, sizeof group, "%.*s", (int)req.group_id.len, req.group_id.ptr);
	kr__svc_groups_wait(s, q, last, ok, ok_len, fail, fail_len, group);
}

/* ---- OffsetFetch ------------------------------------------------------------ */

struct fetched {
	int64_t offset;
	int32_t leader_epoch;
	struct kw_str metadata;
};

/* The committed offset of group's partition (-1: none). */
static struct fetched offset_of(const struct kr_services *s, struct kw_str group,
				struct kw_str topic, int32_t partition)
{
	struct fetched f = {-1, -1, KW_STR_LIT("")};
	if (!kr__svc_is_log_topic(topic) || partition != 0)
		return f;
	const struct kr_group_entry *e = kr_group_table_find(s->committed_groups, group);
	if (!e || !e->has_offset)
		return f;
	f.offset = e->offset;
	f.leader_epoch = e->leader_epoch;
	f.metadata = e->metadata_len >= 0 ? (struct kw_str){e->metadata, e->metadata_len}
					  : KW_STR_LIT("");
	return f;
}

/* One group's answer at v8+ (topics NULL: every partition with an offset). */
static int
fetch_group(struct kr_services *s,
	    const struct kw_offset_fetch_request_offset_fetch_request_group *rg,
	    struct kw_offset_fetch_response_offset_fetch_response_group *og,
	    int16_t error)
{
	kw_offset_fetch_response_offset_fetch_response_group_init(og);
	og->group_id = rg->group_id;
	og->error_code = error;
	og->topics_count = 0;
	bool all = rg->topics_count < 0;
	if (error && all)
		return 0;
	int32_t nt = all ? 1 : rg->topics_count;
	og->topics = kw_arena_calloc(&s->arena, (size_t)nt + 1, sizeof *og->topics);
	if (!og->topics)
		return -1;
	if (all) {
		struct fetched f =
			offset_of(s, rg->group_id, KW_STR_LIT(KR_WIRE_TOPIC), 0);
		if (f.offset < 0)
			return 0;
		struct kw_offset_fetch_response_offset_fetch_response_topics *ot =
			&og->topics[0];
		kw_offset_fetch_response_offset_fetch_response_topics_init(ot);
		ot->name = KW_STR_LIT(KR_WIRE_TOPIC);
		ot->partitions = kw_arena_calloc(&s->arena, 1, sizeof *ot->partitions);
		if (!ot->partitions)
			return -1;
		kw_offset_fetch_response_offset_fetch_response_partitions_init(
			&ot->partitions[0]);
		ot->partitions[0].committed_offset = f.offset;
		ot->partitions[0].committed_leader_epoch = f.leader_epoch;
		ot->partitions[0].metadata = f.metadata;
		ot->partitions_count = 1;
		og->topics_count = 1;
		return 0;
	}
	for (int32_t t = 0; t < nt; t++) {
		const struct kw_offset_fetch_request_offset_fetch_request_topics *rt =
			&rg->topics[t];
		struct kw_offset_fetch_response_offset_fetch_response_topics *ot =
			&og->topics[t];
		int32_t n =
			rt->partition_indexes_count > 0 ? rt->partition_indexes_count : 0;
		kw_offset_fetch_response_offset_fetch_response_topics_init(ot);
		ot->name = rt->name;
		ot->partitions =
			kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *ot->partitions);
		if (!ot->partitions)
			return -1;
		for (int32_t p = 0; p < n; p++) {
			struct fetched f = {-1, -1, KW_STR_LIT("")};
			if (!error)
				f = offset_of(s, rg->group_id, rt->name,
					      rt->partition_indexes[p]);
			kw_offset_fetch_response_offset_fetch_response_partitions_init(
				&ot->partitions[p]);
			ot->partitions[p].partition_index = rt->partition_indexes[p];
			ot->partitions[p].committed_offset = f.offset;
			ot->partitions[p].committed_leader_epoch = f.leader_epoch;
			ot->partitions[p].metadata = f.metadata;
			/* a group's error on each partition too (before v2 there is
			 * no other place for it) */
			ot->partitions[p].error_code = error;
		}
		ot->partitions_count = n;
	}
	og->topics_count = nt;
	return 0;
}

/* A request before v8 as the one group of v8 (same layout, another type). */
static int as_group(struct kr_services *s, const struct kw_offset_fetch_request *req,
		    struct kw_offset_fetch_request_offset_fetch_request_group *g)
{
	kw_offset_fetch_request_offset_fetch_request_group_init(g);
	g->group_id = req->group_id;
	g->topics_count = req->topics_count;
	if (req->topics_count <= 0)
		return 0;
	g->topics =
		kw_arena_calloc(&s->arena, (size_t)req->topics_count, sizeof *g->topics);
	if (!g->topics)
		return -1;
	for (int32_t t = 0; t < req->topics_count; t++) {
		g->topics[t].name = req->topics[t].name;
		g->topics[t].partition_indexes = req->topics[t].partition_indexes;
		g->topics[t].partition_indexes_count =
			req->topics[t].partition_indexes_count;
	}
	return 0;
}

/* The v8 answer of one group back into the layout before v8. */
static int
from_group(struct kr_services *s,
	   const struct kw_offset_fetch_response_offset_fetch_response_group *og,
	   struct kw_offset_fetch_response *m)
{
	m->error_code = og->error_code;
	m->topics_count = og->topics_count;
	m->topics = kw_arena_calloc(&s->arena, (size_t)og->topics_count + 1,
				    sizeof *m->topics);
	if (!m->topics)
		return -1;
	for (int32_t t = 0; t < og->topics_count; t++) {
		const struct kw_offset_fetch_response_offset_fetch_response_topics *ot =
			&og->topics[t];
		struct kw_offset_fetch_response_offset_fetch_response_topic *mt =
			&m->topics[t];
		kw_offset_fetch_response_offset_fetch_response_topic_init(mt);
		mt->name = ot->name;
		mt->partitions_count = ot->partitions_count;
		mt->partitions =
			kw_arena_calloc(&s->arena, (size_t)ot->partitions_count + 1,
					sizeof *mt->partitions);
		if (!mt->partitions)
			return -1;
		for (int32_t p = 0; p < ot->partitions_count; p++) {
			struct kw_offset_fetch_response_offset_fetch_response_partition
				*mp = &mt->partitions[p];
			kw_offset_fetch_response_offset_fetch_response_partition_init(mp);
			mp->partition_index = ot->partitions[p].partition_index;
			mp->committed_offset = ot->partitions[p].committed_offset;
			mp->committed_leader_epoch =
				ot->partitions[p].committed_leader_epoch;
			mp->metadata = ot->partitions[p].metadata;
			mp->error_code = ot->partitions[p].error_code;
		}
	}
	return 0;
}

void kr__svc_offset_fetch(struct kr_services *s, const struct kr_svc_req *q,
			  unsigned kinds, struct kw_reader *r, const uint8_t *body,
			  size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_offset_fetch_request req;
	if (kw_offset_fetch_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "an OffsetFetch request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	(void)gc;
	struct kw_offset_fetch_response m;
	kw_offset_fetch_response_init(&m);
	int rc = 0;
	if (q->version >= 8) {
		int32_t n = req.groups_count > 0 ? req.groups_count : 0;
		m.groups = kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *m.groups);
		rc = m.groups ? 0 : -1;
		for (int32_t i = 0; i < n && rc == 0; i++) {
			int16_t ge = e;
			if (!ge && (req.groups[i].group_id.len <= 0 ||
				    req.groups[i].group_id.len > KR_GROUP_ID_MAX))
				ge = KW_PERR_INVALID_GROUP_ID;
			rc = fetch_group(s, &req.groups[i], &m.groups[i], ge);
		}
		m.groups_count = n;
	} else {
		struct kw_offset_fetch_request_offset_fetch_request_group g;
		struct kw_offset_fetch_response_offset_fetch_response_group og;
		if (!e && (req.group_id.len <= 0 || req.group_id.len > KR_GROUP_ID_MAX))
			e = KW_PERR_INVALID_GROUP_ID;
		rc = as_group(s, &req, &g);
		if (rc == 0)
			rc = fetch_group(s, &g, &og, e);
		if (rc == 0)
			rc = from_group(s, &og, &m);
	}
	if (rc != 0) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	rc = kw_offset_fetch_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
