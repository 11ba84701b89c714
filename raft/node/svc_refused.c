/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_refused.c — the admin requests that would change what a
 * one-partition cluster is: CreateTopics, DeleteTopics, CreatePartitions,
 * DeleteRecords, AlterConfigs and IncrementalAlterConfigs, on client
 * listeners. They share one rule, so they share this unit: each topic,
 * partition or resource of the request is answered at once, nothing is
 * changed.
 *
 * The error is POLICY_VIOLATION ("request violates the configured
 * policy"), with the reason in ErrorMessage where the version has one. It
 * is what a Kafka broker answers when its policy refuses a well-formed,
 * authorized request (create.topic.policy.class.name for CreateTopics and
 * CreatePartitions, alter.config.policy.class.name for the config
 * changes, and DeleteRecords on a compacted topic, as the log is here: its
 * history is compacted into snapshots); the node's policy is fixed. The
 * authorization errors would tell a client that some principal may do it,
 * and INVALID_REQUEST that the request was malformed; neither is true. A
 * topic that does not exist is UNKNOWN_TOPIC_OR_PARTITION where Kafka
 * says so (deleting it, adding partitions to it, deleting its records),
 * and creating __cluster_metadata is TOPIC_ALREADY_EXISTS.
 */
#include "node/services.h"

#include "kwire/msg/alter_configs_request.h"
#include "kwire/msg/alter_configs_response.h"
#include "kwire/msg/create_partitions_request.h"
#include "kwire/msg/create_partitions_response.h"
#include "kwire/msg/create_topics_request.h"
#include "kwire/msg/create_topics_response.h"
#include "kwire/msg/delete_records_request.h"
#include "kwire/msg/delete_records_response.h"
#include "kwire/msg/delete_topics_request.h"
#include "kwire/msg/delete_topics_response.h"
#include "kwire/msg/incremental_alter_configs_request.h"
#include "kwire/msg/incremental_alter_configs_response.h"
#include "kwire/protocol_errors.h"

#define NO_TOPICS "this cluster is one partition, __cluster_metadata-0: no topic is created"
#define LOG_STAYS "__cluster_metadata is the replicated log of the cluster: it is not deleted, resized or truncated"
#define NO_ALTER "the node's configuration is its properties file: nothing is altered over the wire"
#define EXISTS "__cluster_metadata exists: it is the replicated log"

/* An array of n zeroed elements in the request arena (NULL: closed). */
static void *array(struct kr_services *s, const struct kr_svc_req *q, int32_t n,
		   size_t size)
{
	void *p = kw_arena_calloc(&s->arena, (size_t)(n > 0 ? n : 0) + 1, size);
	if (!p)
		kr__svc_close(s, q, "out of memory");
	return p;
}

#define DECODE(type, what)                                                               \
	struct kw_##type##_request req;                                                  \
	(void)kinds;                                                                     \
	(void)body;                                                                      \
	(void)len;                                                                       \
	if (kw_##type##_request_decode(&req, q->version, r, &s->arena) != 0) {           \
		kr__svc_close(s, q, "a " what " request that does not decode");         \
		return;                                                                  \
	}                                                                                \
	struct kw_##type##_response m;                                                   \
	kw_##type##_response_init(&m)

#define ANSWER(type)                                                                     \
	do {                                                                             \
		struct kw_writer w;                                                      \
		struct kw_error err;                                                     \
		kr__svc_begin(q, &w, &err);                                              \
		int rc = kw_##type##_response_encode(&m, q->version, &w);                \
		kr__svc_finish(s, q, &w, rc);                                            \
	} while (0)

void kr__svc_create_topics(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len)
{
	DECODE(create_topics, "CreateTopics");
	int32_t n = req.topics_count > 0 ? req.topics_count : 0;
	if (!(m.topics = array(s, q, n, sizeof *m.topics)))
		return;
	m.topics_count = n;
	for (int32_t i = 0; i < n; i++) {
		struct kw_create_topics_response_creatable_topic_result *t = &m.topics[i];
		kw_create_topics_response_creatable_topic_result_init(t);
		t->name = req.topics[i].name;
		bool ours = kr__svc_is_log_topic(t->name);
		t->error_code = ours ? KW_PERR_TOPIC_ALREADY_EXISTS : KW_PERR_POLICY_VIOLATION;
		if (q->version >= 1) /* ErrorMessage: v1+ */
			t->error_message = ours ? KW_STR_LIT(EXISTS) : KW_STR_LIT(NO_TOPICS);
	}
	ANSWER(create_topics);
}

void kr__svc_delete_topics(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len)
{
	DECODE(delete_topics, "DeleteTopics");
	/* by name (TopicNames, v0-5) or by name or id (Topics, v6+) */
	int32_t n = req.topics_count > 0		? req.topics_count
		    : req.topic_names_count > 0 ? req.topic_names_count
						: 0;
	if (!(m.responses = array(s, q, n, sizeof *m.responses)))
		return;
	m.responses_count = n;
	for (int32_t i = 0; i < n; i++) {
		struct kw_delete_topics_response_deletable_topic_result *t = &m.responses[i];
		kw_delete_topics_response_deletable_topic_result_init(t);
		bool ours;
		if (req.topics_count > 0) {
			t->name = req.topics[i].name;
			t->topic_id = req.topics[i].topic_id;
			ours = kw_str_is_null(t->name)
				       ? kw_uuid_equal(&t->topic_id, &kr_wire_topic_id)
				       : kr__svc_is_log_topic(t->name);
		} else {
			t->name = req.topic_names[i];
			ours = kr__svc_is_log_topic(t->name);
		}
		if (ours) {
			t->error_code = KW_PERR_POLICY_VIOLATION;
			if (q->version >= 5) /* ErrorMessage: v5+ */
				t->error_message = KW_STR_LIT(LOG_STAYS);
		} else {
			t->error_code = kw_str_is_null(t->name) ? KW_PERR_UNKNOWN_TOPIC_ID
								: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
		}
	}
	ANSWER(delete_topics);
}

void kr__svc_create_partitions(struct kr_services *s, const struct kr_svc_req *q,
			       unsigned kinds, struct kw_reader *r, const uint8_t *body,
			       size_t len)
{
	DECODE(create_partitions, "CreatePartitions");
	int32_t n = req.topics_count > 0 ? req.topics_count : 0;
	if (!(m.results = array(s, q, n, sizeof *m.results)))
		return;
	m.results_count = n;
	for (int32_t i = 0; i < n; i++) {
		struct kw_create_partitions_response_create_partitions_topic_result *t =
			&m.results[i];
		kw_create_partitions_response_create_partitions_topic_result_init(t);
		t->name = req.topics[i].name;
		bool ours = kr__svc_is_log_topic(t->name);
		t->error_code =
			ours ? KW_PERR_POLICY_VIOLATION : KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
		if (ours)
			t->error_message = KW_STR_LIT(LOG_STAYS);
	}
	ANSWER(create_partitions);
}

void kr__svc_delete_records(struct kr_services *s, const struct kr_svc_req *q,
			    unsigned kinds, struct kw_reader *r, const uint8_t *body,
			    size_t len)
{
	DECODE(delete_records, "DeleteRecords");
	int32_t n = req.topics_count > 0 ? req.topics_count : 0;
	if (!(m.topics = array(s, q, n, sizeof *m.topics)))
		return;
	m.topics_count = n;
	for (int32_t i = 0; i < n; i++) {
		const struct kw_delete_records_request_delete_records_topic *qt =
			&req.topics[i];
		struct kw_delete_records_response_delete_records_topic_result *t =
			&m.topics[i];
		kw_delete_records_response_delete_records_topic_result_init(t);
		t->name = qt->name;
		int32_t np = qt->partitions_count > 0 ? qt->partitions_count : 0;
		if (!(t->partitions = array(s, q, np, sizeof *t->partitions)))
			return;
		t->partitions_count = np;
		for (int32_t j = 0; j < np; j++) {
			struct kw_delete_records_response_delete_records_partition_result *p =
				&t->partitions[j];
			kw_delete_records_response_delete_records_partition_result_init(p);
			p->partition_index = qt->partitions[j].partition_index;
			p->low_watermark = -1;
			/* no ErrorMessage in DeleteRecords */
			p->error_code = kr__svc_is_log_topic(qt->name) && p->partition_index == 0
						? KW_PERR_POLICY_VIOLATION
						: KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
		}
	}
	ANSWER(delete_records);
}

void kr__svc_alter_configs(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len)
{
	DECODE(alter_configs, "AlterConfigs");
	int32_t n = req.resources_count > 0 ? req.resources_count : 0;
	if (!(m.responses = array(s, q, n, sizeof *m.responses)))
		return;
	m.responses_count = n;
	for (int32_t i = 0; i < n; i++) {
		struct kw_alter_configs_response_alter_configs_resource_response *t =
			&m.responses[i];
		kw_alter_configs_response_alter_configs_resource_response_init(t);
		t->resource_type = req.resources[i].resource_type;
		t->resource_name = req.resources[i].resource_name;
		t->error_code = KW_PERR_POLICY_VIOLATION;
		t->error_message = KW_STR_LIT(NO_ALTER);
	}
	ANSWER(alter_configs);
}

void kr__svc_incremental_alter_configs(struct kr_services *s, const struct kr_svc_req *q,
				       unsigned kinds, struct kw_reader *r,
				       const uint8_t *body, size_t len)
{
	DECODE(incremental_alter_configs, "IncrementalAlterConfigs");
	int32_t n = req.resources_count > 0 ? req.resources_count : 0;
	if (!(m.responses = array(s, q, n, sizeof *m.responses)))
		return;
	m.responses_count = n;
	for (int32_t i = 0; i < n; i++) {
		struct kw_incremental_alter_configs_response_alter_configs_resource_response
			*t = &m.responses[i];
		kw_incremental_alter_configs_response_alter_configs_resource_response_init(t);
		t->resource_type = req.resources[i].resource_type;
		t->resource_name = req.resources[i].resource_name;
		t->error_code = KW_PERR_POLICY_VIOLATION;
		t->error_message = KW_STR_LIT(NO_ALTER);
	}
	ANSWER(incremental_alter_configs);
}
