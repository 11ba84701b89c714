/* generated from schemas/clients/StopReplicaRequest.json by kwire-gen, do not edit */
#include "kwire/msg/stop_replica_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version);
static int fromjson_stop_replica_partition_v0(struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version);
static int fromjson_stop_replica_topic_v1(struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version);
static int fromjson_stop_replica_partition_state(struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version);
static int fromjson_stop_replica_topic_state(struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_stop_replica_request *m, int16_t version);
static int fromjson_message(struct kw_stop_replica_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version)
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

static int fromjson_stop_replica_partition_v0(struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitionIndex",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_stop_replica_request_stop_replica_partition_v0_init(m);
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

static json_t *tojson_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	{
		json_t *arr = m->partition_indexes_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionIndexes", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_indexes_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->partition_indexes[i])))
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

static int fromjson_stop_replica_topic_v1(struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitionIndexes",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_stop_replica_request_stop_replica_topic_v1_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "partitionIndexes");
	if (!v)
		return kw_json_missing(err, "partitionIndexes", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionIndexes");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionIndexes");
		size_t n = json_array_size(v);
		m->partition_indexes = NULL;
		m->partition_indexes_count = (int32_t)n;
		if (n > 0) {
			m->partition_indexes = kw_arena_calloc(a, n, sizeof *m->partition_indexes);
			if (!m->partition_indexes)
				return kw_json_nomem(err, "partitionIndexes");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->partition_indexes[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionIndexes");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
		goto fail;
	if (json_object_set_new(o, "deletePartition", json_boolean(m->delete_partition)))
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

static int fromjson_stop_replica_partition_state(struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"leaderEpoch",
		"deletePartition",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_stop_replica_request_stop_replica_partition_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "leaderEpoch");
	if (!v)
		return kw_json_missing(err, "leaderEpoch", version);
	if (kw_json_to_i32(v, &m->leader_epoch, err) < 0)
		return kw_json_fail_field(err, "leaderEpoch");
	v = json_object_get(j, "deletePartition");
	if (!v)
		return kw_json_missing(err, "deletePartition", version);
	if (kw_json_to_bool(v, &m->delete_partition, err) < 0)
		return kw_json_fail_field(err, "deletePartition");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	{
		json_t *arr = m->partition_states_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionStates", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_states_count; i++)
			if (json_array_append_new(arr, tojson_stop_replica_partition_state(&m->partition_states[i], version)))
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

static int fromjson_stop_replica_topic_state(struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitionStates",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_stop_replica_request_stop_replica_topic_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicName");
	if (!v)
		return kw_json_missing(err, "topicName", version);
	if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
		return kw_json_fail_field(err, "topicName");
	v = json_object_get(j, "partitionStates");
	if (!v)
		return kw_json_missing(err, "partitionStates", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionStates");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionStates");
		size_t n = json_array_size(v);
		m->partition_states = NULL;
		m->partition_states_count = (int32_t)n;
		if (n > 0) {
			m->partition_states = kw_arena_calloc(a, n, sizeof *m->partition_states);
			if (!m->partition_states)
				return kw_json_nomem(err, "partitionStates");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_stop_replica_partition_state(&m->partition_states[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionStates");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_stop_replica_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "controllerId", json_integer((json_int_t)m->controller_id)))
		goto fail;
	if (version >= 4) {
		if (json_object_set_new(o, "isKRaftController", json_boolean(m->is_k_raft_controller)))
			goto fail;
	}
	if (json_object_set_new(o, "controllerEpoch", json_integer((json_int_t)m->controller_epoch)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "brokerEpoch", json_integer((json_int_t)m->broker_epoch)))
			goto fail;
	}
	if (version <= 2) {
		if (json_object_set_new(o, "deletePartitions", json_boolean(m->delete_partitions)))
			goto fail;
	}
	if (version <= 0) {
		{
			json_t *arr = m->ungrouped_partitions_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "ungroupedPartitions", arr))
				goto fail;
			for (int32_t i = 0; i < m->ungrouped_partitions_count; i++)
				if (json_array_append_new(arr, tojson_stop_replica_partition_v0(&m->ungrouped_partitions[i], version)))
					goto fail;
		}
	}
	if (version >= 1 && version <= 2) {
		{
			json_t *arr = m->topics_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "topics", arr))
				goto fail;
			for (int32_t i = 0; i < m->topics_count; i++)
				if (json_array_append_new(arr, tojson_stop_replica_topic_v1(&m->topics[i], version)))
					goto fail;
		}
	}
	if (version >= 3) {
		{
			json_t *arr = m->topic_states_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "topicStates", arr))
				goto fail;
			for (int32_t i = 0; i < m->topic_states_count; i++)
				if (json_array_append_new(arr, tojson_stop_replica_topic_state(&m->topic_states[i], version)))
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

static int fromjson_message(struct kw_stop_replica_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"controllerId",
		"isKRaftController",
		"controllerEpoch",
		"brokerEpoch",
		"deletePartitions",
		"ungroupedPartitions",
		"topics",
		"topicStates",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_stop_replica_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
	v = json_object_get(j, "controllerId");
	if (!v)
		return kw_json_missing(err, "controllerId", version);
	if (kw_json_to_i32(v, &m->controller_id, err) < 0)
		return kw_json_fail_field(err, "controllerId");
	v = json_object_get(j, "isKRaftController");
	if (!v && (version >= 4))
		return kw_json_missing(err, "isKRaftController", version);
	if (v) {
		if (kw_json_to_bool(v, &m->is_k_raft_controller, err) < 0)
			return kw_json_fail_field(err, "isKRaftController");
	}
	v = json_object_get(j, "controllerEpoch");
	if (!v)
		return kw_json_missing(err, "controllerEpoch", version);
	if (kw_json_to_i32(v, &m->controller_epoch, err) < 0)
		return kw_json_fail_field(err, "controllerEpoch");
	v = json_object_get(j, "brokerEpoch");
	if (!v && (version >= 1))
		return kw_json_missing(err, "brokerEpoch", version);
	if (v) {
		if (kw_json_to_i64(v, &m->broker_epoch, err) < 0)
			return kw_json_fail_field(err, "brokerEpoch");
	}
	v = json_object_get(j, "deletePartitions");
	if (!v && (version <= 2))
		return kw_json_missing(err, "deletePartitions", version);
	if (v) {
		if (kw_json_to_bool(v, &m->delete_partitions, err) < 0)
			return kw_json_fail_field(err, "deletePartitions");
	}
	v = json_object_get(j, "ungroupedPartitions");
	if (!v && (version <= 0))
		return kw_json_missing(err, "ungroupedPartitions", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "ungroupedPartitions");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "ungroupedPartitions");
			size_t n = json_array_size(v);
			m->ungrouped_partitions = NULL;
			m->ungrouped_partitions_count = (int32_t)n;
			if (n > 0) {
				m->ungrouped_partitions = kw_arena_calloc(a, n, sizeof *m->ungrouped_partitions);
				if (!m->ungrouped_partitions)
					return kw_json_nomem(err, "ungroupedPartitions");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_stop_replica_partition_v0(&m->ungrouped_partitions[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "ungroupedPartitions");
				}
			}
		}
	}
	v = json_object_get(j, "topics");
	if (!v && (version >= 1 && version <= 2))
		return kw_json_missing(err, "topics", version);
	if (v) {
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
					if (fromjson_stop_replica_topic_v1(&m->topics[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "topics");
				}
			}
		}
	}
	v = json_object_get(j, "topicStates");
	if (!v && (version >= 3))
		return kw_json_missing(err, "topicStates", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "topicStates");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "topicStates");
			size_t n = json_array_size(v);
			m->topic_states = NULL;
			m->topic_states_count = (int32_t)n;
			if (n > 0) {
				m->topic_states = kw_arena_calloc(a, n, sizeof *m->topic_states);
				if (!m->topic_states)
					return kw_json_nomem(err, "topicStates");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_stop_replica_topic_state(&m->topic_states[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "topicStates");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_stop_replica_request_to_json(const struct kw_stop_replica_request *m, int16_t version)
{
	if (version < 0 || version > 4)
		return NULL;
	return tojson_message(m, version);
}

int kw_stop_replica_request_from_json(struct kw_stop_replica_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_stop_replica_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "StopReplicaRequest v%d", (int)version);
	return rc;
}
