/* generated from schemas/clients/MetadataResponse.json by kwire-gen, do not edit */
#include "kwire/msg/metadata_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *m, int16_t version);
static int fromjson_metadata_response_broker(struct kw_metadata_response_metadata_response_broker *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *m, int16_t version);
static int fromjson_metadata_response_partition(struct kw_metadata_response_metadata_response_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *m, int16_t version);
static int fromjson_metadata_response_topic(struct kw_metadata_response_metadata_response_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_metadata_response *m, int16_t version);
static int fromjson_message(struct kw_metadata_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "nodeId", json_integer((json_int_t)m->node_id)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "rack", kw_json_from_str(m->rack)))
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

static int fromjson_metadata_response_broker(struct kw_metadata_response_metadata_response_broker *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"nodeId",
		"host",
		"port",
		"rack",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_metadata_response_metadata_response_broker_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "nodeId");
	if (!v)
		return kw_json_missing(err, "nodeId", version);
	if (kw_json_to_i32(v, &m->node_id, err) < 0)
		return kw_json_fail_field(err, "nodeId");
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_i32(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, "rack");
	if (!v && (version >= 1))
		return kw_json_missing(err, "rack", version);
	if (v) {
		if (kw_json_to_str(v, version >= 1, &m->rack, a, err) < 0)
			return kw_json_fail_field(err, "rack");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *m, int16_t version)
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
	if (version >= 7) {
		if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
			goto fail;
	}
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
	if (version >= 5) {
		{
			json_t *arr = m->offline_replicas_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "offlineReplicas", arr))
				goto fail;
			for (int32_t i = 0; i < m->offline_replicas_count; i++)
				if (json_array_append_new(arr, json_integer((json_int_t)m->offline_replicas[i])))
					goto fail;
		}
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

static int fromjson_metadata_response_partition(struct kw_metadata_response_metadata_response_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"partitionIndex",
		"leaderId",
		"leaderEpoch",
		"replicaNodes",
		"isrNodes",
		"offlineReplicas",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_metadata_response_metadata_response_partition_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
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
	if (!v && (version >= 7))
		return kw_json_missing(err, "leaderEpoch", version);
	if (v) {
		if (kw_json_to_i32(v, &m->leader_epoch, err) < 0)
			return kw_json_fail_field(err, "leaderEpoch");
	}
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
	v = json_object_get(j, "offlineReplicas");
	if (!v && (version >= 5))
		return kw_json_missing(err, "offlineReplicas", version);
	if (v) {
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
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (version >= 10) {
		if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
			goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "isInternal", json_boolean(m->is_internal)))
			goto fail;
	}
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, tojson_metadata_response_partition(&m->partitions[i], version)))
				goto fail;
	}
	if (version >= 8) {
		if (json_object_set_new(o, "topicAuthorizedOperations", json_integer((json_int_t)m->topic_authorized_operations)))
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

static int fromjson_metadata_response_topic(struct kw_metadata_response_metadata_response_topic *m, int16_t version, const json_t *j,
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
	kw_metadata_response_metadata_response_topic_init(m);
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
	if (kw_json_to_str(v, version >= 12, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "topicId");
	if (!v && (version >= 10))
		return kw_json_missing(err, "topicId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
			return kw_json_fail_field(err, "topicId");
	}
	v = json_object_get(j, "isInternal");
	if (!v && (version >= 1))
		return kw_json_missing(err, "isInternal", version);
	if (v) {
		if (kw_json_to_bool(v, &m->is_internal, err) < 0)
			return kw_json_fail_field(err, "isInternal");
	}
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
				if (fromjson_metadata_response_partition(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, "topicAuthorizedOperations");
	if (!v && (version >= 8))
		return kw_json_missing(err, "topicAuthorizedOperations", version);
	if (v) {
		if (kw_json_to_i32(v, &m->topic_authorized_operations, err) < 0)
			return kw_json_fail_field(err, "topicAuthorizedOperations");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_metadata_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 3) {
		if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
			goto fail;
	}
	{
		json_t *arr = m->brokers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "brokers", arr))
			goto fail;
		for (int32_t i = 0; i < m->brokers_count; i++)
			if (json_array_append_new(arr, tojson_metadata_response_broker(&m->brokers[i], version)))
				goto fail;
	}
	if (version >= 2) {
		if (json_object_set_new(o, "clusterId", kw_json_from_str(m->cluster_id)))
			goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "controllerId", json_integer((json_int_t)m->controller_id)))
			goto fail;
	}
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_metadata_response_topic(&m->topics[i], version)))
				goto fail;
	}
	if (version >= 8 && version <= 10) {
		if (json_object_set_new(o, "clusterAuthorizedOperations", json_integer((json_int_t)m->cluster_authorized_operations)))
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

static int fromjson_message(struct kw_metadata_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"brokers",
		"clusterId",
		"controllerId",
		"topics",
		"clusterAuthorizedOperations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_metadata_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 6, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v && (version >= 3))
		return kw_json_missing(err, "throttleTimeMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
			return kw_json_fail_field(err, "throttleTimeMs");
	}
	v = json_object_get(j, "brokers");
	if (!v)
		return kw_json_missing(err, "brokers", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "brokers");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "brokers");
		size_t n = json_array_size(v);
		m->brokers = NULL;
		m->brokers_count = (int32_t)n;
		if (n > 0) {
			m->brokers = kw_arena_calloc(a, n, sizeof *m->brokers);
			if (!m->brokers)
				return kw_json_nomem(err, "brokers");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_metadata_response_broker(&m->brokers[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "brokers");
			}
		}
	}
	v = json_object_get(j, "clusterId");
	if (!v && (version >= 2))
		return kw_json_missing(err, "clusterId", version);
	if (v) {
		if (kw_json_to_str(v, version >= 2, &m->cluster_id, a, err) < 0)
			return kw_json_fail_field(err, "clusterId");
	}
	v = json_object_get(j, "controllerId");
	if (!v && (version >= 1))
		return kw_json_missing(err, "controllerId", version);
	if (v) {
		if (kw_json_to_i32(v, &m->controller_id, err) < 0)
			return kw_json_fail_field(err, "controllerId");
	}
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
				if (fromjson_metadata_response_topic(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, "clusterAuthorizedOperations");
	if (!v && (version >= 8 && version <= 10))
		return kw_json_missing(err, "clusterAuthorizedOperations", version);
	if (v) {
		if (kw_json_to_i32(v, &m->cluster_authorized_operations, err) < 0)
			return kw_json_fail_field(err, "clusterAuthorizedOperations");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_metadata_response_to_json(const struct kw_metadata_response *m, int16_t version)
{
	if (version < 0 || version > 12)
		return NULL;
	return tojson_message(m, version);
}

int kw_metadata_response_from_json(struct kw_metadata_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 12) {
		kw_metadata_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 12)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "MetadataResponse v%d", (int)version);
	return rc;
}
