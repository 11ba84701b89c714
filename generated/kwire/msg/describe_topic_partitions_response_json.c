/* generated from schemas/clients/DescribeTopicPartitionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_topic_partitions_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version);
static int fromjson_describe_topic_partitions_response_partition(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version);
static int fromjson_describe_topic_partitions_response_topic(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_cursor(const struct kw_describe_topic_partitions_response_cursor *m, int16_t version);
static int fromjson_cursor(struct kw_describe_topic_partitions_response_cursor *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_topic_partitions_response *m, int16_t version);
static int fromjson_message(struct kw_describe_topic_partitions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "leaderId", json_integer((json_int_t)m->leader_id)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
		goto fail;
	{
		json_t *arr = m->replica_nodes_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "replicaNodes", arr))
			goto fail;
		for (int32_t i = 0; i < m->replica_nodes_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->replica_nodes[i])))
				goto fail;
	}
	{
		json_t *arr = m->isr_nodes_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "isrNodes", arr))
			goto fail;
		for (int32_t i = 0; i < m->isr_nodes_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->isr_nodes[i])))
				goto fail;
	}
	{
		json_t *arr = m->eligible_leader_replicas_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "eligibleLeaderReplicas", arr))
			goto fail;
		for (int32_t i = 0; i < m->eligible_leader_replicas_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->eligible_leader_replicas[i])))
				goto fail;
	}
	{
		json_t *arr = m->last_known_elr_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "lastKnownElr", arr))
			goto fail;
		for (int32_t i = 0; i < m->last_known_elr_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->last_known_elr[i])))
				goto fail;
	}
	{
		json_t *arr = m->offline_replicas_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "offlineReplicas", arr))
			goto fail;
		for (int32_t i = 0; i < m->offline_replicas_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->offline_replicas[i])))
				goto fail;
	}
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_describe_topic_partitions_response_partition(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"partitionIndex",
		"leaderId",
		"leaderEpoch",
		"replicaNodes",
		"isrNodes",
		"eligibleLeaderReplicas",
		"lastKnownElr",
		"offlineReplicas",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_topic_partitions_response_describe_topic_partitions_response_partition_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 9, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "leaderId");
	if (!v)
		return kw_json_missing(err, "leaderId", version);
	if (kw_json_to_i32(v, &m->leader_id, err) < 0)
		return kw_json_fail_field(err, "leaderId");
	v = json_object_get(j, "leaderEpoch");
	if (!v)
		return kw_json_missing(err, "leaderEpoch", version);
	if (kw_json_to_i32(v, &m->leader_epoch, err) < 0)
		return kw_json_fail_field(err, "leaderEpoch");
	v = json_object_get(j, "replicaNodes");
	if (!v)
		return kw_json_missing(err, "replicaNodes", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "replicaNodes");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "replicaNodes");
		size_t n = json_array_size(v);
		m->replica_nodes = NULL;
		m->replica_nodes_count = (int32_t)n;
		if (n > 0) {
			m->replica_nodes = kw_arena_calloc(a, n, sizeof *m->replica_nodes);
			if (!m->replica_nodes)
				return kw_json_nomem(err, "replicaNodes");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->replica_nodes[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "replicaNodes");
			}
		}
	}
	v = json_object_get(j, "isrNodes");
	if (!v)
		return kw_json_missing(err, "isrNodes", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "isrNodes");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "isrNodes");
		size_t n = json_array_size(v);
		m->isr_nodes = NULL;
		m->isr_nodes_count = (int32_t)n;
		if (n > 0) {
			m->isr_nodes = kw_arena_calloc(a, n, sizeof *m->isr_nodes);
			if (!m->isr_nodes)
				return kw_json_nomem(err, "isrNodes");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->isr_nodes[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "isrNodes");
			}
		}
	}
	v = json_object_get(j, "eligibleLeaderReplicas");
	if (!v)
		return kw_json_missing(err, "eligibleLeaderReplicas", version);
	if (json_is_null(v)) {
		m->eligible_leader_replicas = NULL;
		m->eligible_leader_replicas_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "eligibleLeaderReplicas");
		size_t n = json_array_size(v);
		m->eligible_leader_replicas = NULL;
		m->eligible_leader_replicas_count = (int32_t)n;
		if (n > 0) {
			m->eligible_leader_replicas = kw_arena_calloc(a, n, sizeof *m->eligible_leader_replicas);
			if (!m->eligible_leader_replicas)
				return kw_json_nomem(err, "eligibleLeaderReplicas");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->eligible_leader_replicas[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "eligibleLeaderReplicas");
			}
		}
	}
	v = json_object_get(j, "lastKnownElr");
	if (!v)
		return kw_json_missing(err, "lastKnownElr", version);
	if (json_is_null(v)) {
		m->last_known_elr = NULL;
		m->last_known_elr_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "lastKnownElr");
		size_t n = json_array_size(v);
		m->last_known_elr = NULL;
		m->last_known_elr_count = (int32_t)n;
		if (n > 0) {
			m->last_known_elr = kw_arena_calloc(a, n, sizeof *m->last_known_elr);
			if (!m->last_known_elr)
				return kw_json_nomem(err, "lastKnownElr");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->last_known_elr[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "lastKnownElr");
			}
		}
	}
	v = json_object_get(j, "offlineReplicas");
	if (!v)
		return kw_json_missing(err, "offlineReplicas", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "offlineReplicas");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "offlineReplicas");
		size_t n = json_array_size(v);
		m->offline_replicas = NULL;
		m->offline_replicas_count = (int32_t)n;
		if (n > 0) {
			m->offline_replicas = kw_arena_calloc(a, n, sizeof *m->offline_replicas);
			if (!m->offline_replicas)
				return kw_json_nomem(err, "offlineReplicas");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->offline_replicas[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "offlineReplicas");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
		goto fail;
	if (json_object_set_new(o, "isInternal", json_boolean(m->is_internal)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, tojson_describe_topic_partitions_response_partition(&m->partitions[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "topicAuthorizedOperations", json_integer((json_int_t)m->topic_authorized_operations)))
		goto fail;
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_describe_topic_partitions_response_topic(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"name",
		"topicId",
		"isInternal",
		"partitions",
		"topicAuthorizedOperations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_topic_partitions_response_describe_topic_partitions_response_topic_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 6, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, true, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
	v = json_object_get(j, "isInternal");
	if (!v)
		return kw_json_missing(err, "isInternal", version);
	if (kw_json_to_bool(v, &m->is_internal, err) < 0)
		return kw_json_fail_field(err, "isInternal");
	v = json_object_get(j, "partitions");
	if (!v)
		return kw_json_missing(err, "partitions", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitions");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitions");
		size_t n = json_array_size(v);
		m->partitions = NULL;
		m->partitions_count = (int32_t)n;
		if (n > 0) {
			m->partitions = kw_arena_calloc(a, n, sizeof *m->partitions);
			if (!m->partitions)
				return kw_json_nomem(err, "partitions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_describe_topic_partitions_response_partition(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, "topicAuthorizedOperations");
	if (!v)
		return kw_json_missing(err, "topicAuthorizedOperations", version);
	if (kw_json_to_i32(v, &m->topic_authorized_operations, err) < 0)
		return kw_json_fail_field(err, "topicAuthorizedOperations");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_cursor(const struct kw_describe_topic_partitions_response_cursor *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_cursor(struct kw_describe_topic_partitions_response_cursor *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitionIndex",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_topic_partitions_response_cursor_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicName");
	if (!v)
		return kw_json_missing(err, "topicName", version);
	if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
		return kw_json_fail_field(err, "topicName");
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_topic_partitions_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_describe_topic_partitions_response_topic(&m->topics[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "nextCursor", m->next_cursor ? tojson_cursor(m->next_cursor, version) : json_null()))
		goto fail;
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_message(struct kw_describe_topic_partitions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"topics",
		"nextCursor",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_topic_partitions_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "topics");
	if (!v)
		return kw_json_missing(err, "topics", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "topics");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "topics");
		size_t n = json_array_size(v);
		m->topics = NULL;
		m->topics_count = (int32_t)n;
		if (n > 0) {
			m->topics = kw_arena_calloc(a, n, sizeof *m->topics);
			if (!m->topics)
				return kw_json_nomem(err, "topics");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_describe_topic_partitions_response_topic(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, "nextCursor");
	if (!v)
		return kw_json_missing(err, "nextCursor", version);
	if (json_is_null(v)) {
		m->next_cursor = NULL;
	} else {
		m->next_cursor = kw_arena_alloc(a, sizeof *m->next_cursor);
		if (!m->next_cursor)
			return kw_json_nomem(err, "nextCursor");
		if (fromjson_cursor(m->next_cursor, version, v, a, err) < 0)
			return kw_json_fail_field(err, "nextCursor");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_topic_partitions_response_to_json(const struct kw_describe_topic_partitions_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_topic_partitions_response_from_json(struct kw_describe_topic_partitions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_topic_partitions_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeTopicPartitionsResponse v%d", (int)version);
	return rc;
}
