/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_describe_log_dirs.c — DescribeLogDirs on client listeners: the
 * node's one data directory (log.dirs) with __cluster_metadata-0 in it,
 * its size the bytes of its log segments (snapshots not counted, as
 * Kafka's partition size is its log's), offset lag 0 (no future replica),
 * and from v4 the file system's total and usable bytes. Topics asked for
 * that are not the log's are left out, as Kafka leaves out partitions it
 * does not hold; a null list is every partition.
 */
#include "node/services.h"

#include <sys/statvfs.h>

#include "kwire/msg/describe_log_dirs_request.h"
#include "kwire/msg/describe_log_dirs_response.h"
#include "kwire/protocol_errors.h"

/* True when req asks for __cluster_metadata-0. */
static bool asks_log(const struct kw_describe_log_dirs_request *req)
{
	if (req->topics_count < 0)
		return true;
	for (int32_t i = 0; i < req->topics_count; i++) {
		const struct kw_describe_log_dirs_request_describable_log_dir_topic *t =
			&req->topics[i];
		if (!kr__svc_is_log_topic(t->topic))
			continue;
		for (int32_t j = 0; j < t->partitions_count; j++)
			if (t->partitions[j] == 0)
				return true;
	}
	return false;
}

void kr__svc_describe_log_dirs(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_describe_log_dirs_request req;
	if (kw_describe_log_dirs_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a DescribeLogDirs request that does not decode");
		return;
	}
	struct kw_describe_log_dirs_response m;
	struct kw_describe_log_dirs_response_describe_log_dirs_result d;
	struct kw_describe_log_dirs_response_describe_log_dirs_topic t;
	struct kw_describe_log_dirs_response_describe_log_dirs_partition p;
	kw_describe_log_dirs_response_init(&m);
	kw_describe_log_dirs_response_describe_log_dirs_result_init(&d);
	kw_describe_log_dirs_response_describe_log_dirs_topic_init(&t);
	kw_describe_log_dirs_response_describe_log_dirs_partition_init(&p);
	p.partition_index = 0;
	p.partition_size = (int64_t)kr_log_size_bytes(kr_driver_log(s->driver));
	p.offset_lag = 0;
	p.is_future_key = false;
	t.name = KW_STR_LIT(KR_WIRE_TOPIC);
	t.partitions = &p;
	t.partitions_count = 1;
	d.log_dir = kw_str_from_cstr(s->cfg->log_dir);
	d.topics = &t;
	d.topics_count = asks_log(&req) ? 1 : 0;
	struct statvfs fs;
	if (q->version >= 4 && statvfs(s->cfg->log_dir, &fs) == 0) { /* v4+ */
		d.total_bytes = (int64_t)fs.f_blocks * (int64_t)fs.f_frsize;
		d.usable_bytes = (int64_t)fs.f_bavail * (int64_t)fs.f_frsize;
	}
	m.results = &d;
	m.results_count = 1;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_describe_log_dirs_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
