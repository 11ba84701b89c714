/* generated from schemas/clients/DescribeQuorumResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_quorum_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_listener(const struct kw_describe_quorum_response_listener *m, int16_t version);
static int fromjson_listener(struct kw_describe_quorum_response_listener *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_node(const struct kw_describe_quorum_response_node *m, int16_t version);
static int fromjson_node(struct kw_describe_quorum_response_node *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version);
static int fromjson_replica_state(struct kw_describe_quorum_response_replica_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version);
static int fromjson_partition_data(struct kw_describe_quorum_response_partition_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version);
static int fromjson_topic_data(struct kw_describe_quorum_response_topic_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_quorum_response *m, int16_t version);
static int fromjson_message(struct kw_describe_quorum_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_listener(const struct kw_describe_quorum_response_listener *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
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

static int fromjson_listener(struct kw_describe_quorum_response_listener *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"host",
		"port",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_quorum_response_listener_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_u16(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_node(const struct kw_describe_quorum_response_node *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "nodeId", json_integer((json_int_t)m->node_id)))
		goto fail;
	{
		json_t *arr = m->listeners_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "listeners", arr))
			goto fail;
		for (int32_t i = 0; i < m->listeners_count; i++)
			if (json_array_append_new(arr, tojson_listener(&m->listeners[i], version)))
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

static int fromjson_node(struct kw_describe_quorum_response_node *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"nodeId",
		"listeners",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_quorum_response_node_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "nodeId");
	if (!v)
		return kw_json_missing(err, "nodeId", version);
	if (kw_json_to_i32(v, &m->node_id, err) < 0)
		return kw_json_fail_field(err, "nodeId");
	v = json_object_get(j, "listeners");
	if (!v)
		return kw_json_missing(err, "listeners", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "listeners");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "listeners");
		size_t n = json_array_size(v);
		m->listeners = NULL;
		m->listeners_count = (int32_t)n;
		if (n > 0) {
			m->listeners = kw_arena_calloc(a, n, sizeof *m->listeners);
			if (!m->listeners)
				return kw_json_nomem(err, "listeners");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_listener(&m->listeners[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "listeners");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "replicaId", json_integer((json_int_t)m->replica_id)))
		goto fail;
	if (version >= 2) {
		if (json_object_set_new(o, "replicaDirectoryId", kw_json_from_uuid(&m->replica_directory_id)))
			goto fail;
	}
	if (json_object_set_new(o, "logEndOffset", json_integer((json_int_t)m->log_end_offset)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "lastFetchTimestamp", json_integer((json_int_t)m->last_fetch_timestamp)))
			goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "lastCaughtUpTimestamp", json_integer((json_int_t)m->last_caught_up_timestamp)))
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

static int fromjson_replica_state(struct kw_describe_quorum_response_replica_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"replicaId",
		"replicaDirectoryId",
		"logEndOffset",
		"lastFetchTimestamp",
		"lastCaughtUpTimestamp",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_quorum_response_replica_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "replicaId");
	if (!v)
		return kw_json_missing(err, "replicaId", version);
	if (kw_json_to_i32(v, &m->replica_id, err) < 0)
		return kw_json_fail_field(err, "replicaId");
	v = json_object_get(j, "replicaDirectoryId");
	if (!v && (version >= 2))
		return kw_json_missing(err, "replicaDirectoryId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->replica_directory_id, err) < 0)
			return kw_json_fail_field(err, "replicaDirectoryId");
	}
	v = json_object_get(j, "logEndOffset");
	if (!v)
		return kw_json_missing(err, "logEndOffset", version);
	if (kw_json_to_i64(v, &m->log_end_offset, err) < 0)
		return kw_json_fail_field(err, "logEndOffset");
	v = json_object_get(j, "lastFetchTimestamp");
	if (!v && (version >= 1))
		return kw_json_missing(err, "lastFetchTimestamp", version);
	if (v) {
		if (kw_json_to_i64(v, &m->last_fetch_timestamp, err) < 0)
			return kw_json_fail_field(err, "lastFetchTimestamp");
	}
	v = json_object_get(j, "lastCaughtUpTimestamp");
	if (!v && (version >= 1))
		return kw_json_missing(err, "lastCaughtUpTimestamp", version);
	if (v) {
		if (kw_json_to_i64(v, &m->last_caught_up_timestamp, err) < 0)
			return kw_json_fail_field(err, "lastCaughtUpTimestamp");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (version >= 2) {
		if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
			goto fail;
	}
	if (json_object_set_new(o, "leaderId", json_integer((json_int_t)m->leader_id)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
		goto fail;
	if (json_object_set_new(o, "highWatermark", json_integer((json_int_t)m->high_watermark)))
		goto fail;
	{
		json_t *arr = m->current_voters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "currentVoters", arr))
			goto fail;
		for (int32_t i = 0; i < m->current_voters_count; i++)
			if (json_array_append_new(arr, tojson_replica_state(&m->current_voters[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->observers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "observers", arr))
			goto fail;
		for (int32_t i = 0; i < m->observers_count; i++)
			if (json_array_append_new(arr, tojson_replica_state(&m->observers[i], version)))
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

static int fromjson_partition_data(struct kw_describe_quorum_response_partition_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"errorCode",
		"errorMessage",
		"leaderId",
		"leaderEpoch",
		"highWatermark",
		"currentVoters",
		"observers",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_quorum_response_partition_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "errorMessage");
	if (!v && (version >= 2))
		return kw_json_missing(err, "errorMessage", version);
	if (v) {
		if (kw_json_to_str(v, version >= 2, &m->error_message, a, err) < 0)
			return kw_json_fail_field(err, "errorMessage");
	}
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
	v = json_object_get(j, "highWatermark");
	if (!v)
		return kw_json_missing(err, "highWatermark", version);
	if (kw_json_to_i64(v, &m->high_watermark, err) < 0)
		return kw_json_fail_field(err, "highWatermark");
	v = json_object_get(j, "currentVoters");
	if (!v)
		return kw_json_missing(err, "currentVoters", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "currentVoters");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "currentVoters");
		size_t n = json_array_size(v);
		m->current_voters = NULL;
		m->current_voters_count = (int32_t)n;
		if (n > 0) {
			m->current_voters = kw_arena_calloc(a, n, sizeof *m->current_voters);
			if (!m->current_voters)
				return kw_json_nomem(err, "currentVoters");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_replica_state(&m->current_voters[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "currentVoters");
			}
		}
	}
	v = json_object_get(j, "observers");
	if (!v)
		return kw_json_missing(err, "observers", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "observers");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "observers");
		size_t n = json_array_size(v);
		m->observers = NULL;
		m->observers_count = (int32_t)n;
		if (n > 0) {
			m->observers = kw_arena_calloc(a, n, sizeof *m->observers);
			if (!m->observers)
				return kw_json_nomem(err, "observers");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_replica_state(&m->observers[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "observers");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, tojson_partition_data(&m->partitions[i], version)))
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

static int fromjson_topic_data(struct kw_describe_quorum_response_topic_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_quorum_response_topic_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicName");
	if (!v)
		return kw_json_missing(err, "topicName", version);
	if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
		return kw_json_fail_field(err, "topicName");
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
				if (fromjson_partition_data(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_quorum_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (version >= 2) {
		if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
			goto fail;
	}
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_topic_data(&m->topics[i], version)))
				goto fail;
	}
	if (version >= 2) {
		{
			json_t *arr = m->nodes_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "nodes", arr))
				goto fail;
			for (int32_t i = 0; i < m->nodes_count; i++)
				if (json_array_append_new(arr, tojson_node(&m->nodes[i], version)))
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

static int fromjson_message(struct kw_describe_quorum_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"errorMessage",
		"topics",
		"nodes",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_quorum_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "errorMessage");
	if (!v && (version >= 2))
		return kw_json_missing(err, "errorMessage", version);
	if (v) {
		if (kw_json_to_str(v, version >= 2, &m->error_message, a, err) < 0)
			return kw_json_fail_field(err, "errorMessage");
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
				if (fromjson_topic_data(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, "nodes");
	if (!v && (version >= 2))
		return kw_json_missing(err, "nodes", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "nodes");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "nodes");
			size_t n = json_array_size(v);
			m->nodes = NULL;
			m->nodes_count = (int32_t)n;
			if (n > 0) {
				m->nodes = kw_arena_calloc(a, n, sizeof *m->nodes);
				if (!m->nodes)
					return kw_json_nomem(err, "nodes");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_node(&m->nodes[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "nodes");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_quorum_response_to_json(const struct kw_describe_quorum_response *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_quorum_response_from_json(struct kw_describe_quorum_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_describe_quorum_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeQuorumResponse v%d", (int)version);
	return rc;
}
