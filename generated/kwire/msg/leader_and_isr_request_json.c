/* generated from schemas/clients/LeaderAndIsrRequest.json by kwire-gen, do not edit */
#include "kwire/msg/leader_and_isr_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version);
static int fromjson_leader_and_isr_live_leader(struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version);
static int fromjson_leader_and_isr_partition_state(struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version);
static int fromjson_leader_and_isr_topic_state(struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_leader_and_isr_request *m, int16_t version);
static int fromjson_message(struct kw_leader_and_isr_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "brokerId", json_integer((json_int_t)m->broker_id)))
		goto fail;
	if (json_object_set_new(o, "hostName", kw_json_from_str(m->host_name)))
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

static int fromjson_leader_and_isr_live_leader(struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"brokerId",
		"hostName",
		"port",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_leader_and_isr_request_leader_and_isr_live_leader_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "brokerId");
	if (!v)
		return kw_json_missing(err, "brokerId", version);
	if (kw_json_to_i32(v, &m->broker_id, err) < 0)
		return kw_json_fail_field(err, "brokerId");
	v = json_object_get(j, "hostName");
	if (!v)
		return kw_json_missing(err, "hostName", version);
	if (kw_json_to_str(v, false, &m->host_name, a, err) < 0)
		return kw_json_fail_field(err, "hostName");
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_i32(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version <= 1) {
		if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
			goto fail;
	}
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "controllerEpoch", json_integer((json_int_t)m->controller_epoch)))
		goto fail;
	if (json_object_set_new(o, "leader", json_integer((json_int_t)m->leader)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
		goto fail;
	{
		json_t *arr = m->isr_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "isr", arr))
			goto fail;
		for (int32_t i = 0; i < m->isr_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->isr[i])))
				goto fail;
	}
	if (json_object_set_new(o, "partitionEpoch", json_integer((json_int_t)m->partition_epoch)))
		goto fail;
	{
		json_t *arr = m->replicas_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "replicas", arr))
			goto fail;
		for (int32_t i = 0; i < m->replicas_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->replicas[i])))
				goto fail;
	}
	if (version >= 3) {
		{
			json_t *arr = m->adding_replicas_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "addingReplicas", arr))
				goto fail;
			for (int32_t i = 0; i < m->adding_replicas_count; i++)
				if (json_array_append_new(arr, json_integer((json_int_t)m->adding_replicas[i])))
					goto fail;
		}
	}
	if (version >= 3) {
		{
			json_t *arr = m->removing_replicas_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "removingReplicas", arr))
				goto fail;
			for (int32_t i = 0; i < m->removing_replicas_count; i++)
				if (json_array_append_new(arr, json_integer((json_int_t)m->removing_replicas[i])))
					goto fail;
		}
	}
	if (version >= 1) {
		if (json_object_set_new(o, "isNew", json_boolean(m->is_new)))
			goto fail;
	}
	if (version >= 6) {
		if (json_object_set_new(o, "leaderRecoveryState", json_integer((json_int_t)m->leader_recovery_state)))
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

static int fromjson_leader_and_isr_partition_state(struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitionIndex",
		"controllerEpoch",
		"leader",
		"leaderEpoch",
		"isr",
		"partitionEpoch",
		"replicas",
		"addingReplicas",
		"removingReplicas",
		"isNew",
		"leaderRecoveryState",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_leader_and_isr_request_leader_and_isr_partition_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 12, err) < 0)
		return err->code;
	v = json_object_get(j, "topicName");
	if (!v && (version <= 1))
		return kw_json_missing(err, "topicName", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
			return kw_json_fail_field(err, "topicName");
	}
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "controllerEpoch");
	if (!v)
		return kw_json_missing(err, "controllerEpoch", version);
	if (kw_json_to_i32(v, &m->controller_epoch, err) < 0)
		return kw_json_fail_field(err, "controllerEpoch");
	v = json_object_get(j, "leader");
	if (!v)
		return kw_json_missing(err, "leader", version);
	if (kw_json_to_i32(v, &m->leader, err) < 0)
		return kw_json_fail_field(err, "leader");
	v = json_object_get(j, "leaderEpoch");
	if (!v)
		return kw_json_missing(err, "leaderEpoch", version);
	if (kw_json_to_i32(v, &m->leader_epoch, err) < 0)
		return kw_json_fail_field(err, "leaderEpoch");
	v = json_object_get(j, "isr");
	if (!v)
		return kw_json_missing(err, "isr", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "isr");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "isr");
		size_t n = json_array_size(v);
		m->isr = NULL;
		m->isr_count = (int32_t)n;
		if (n > 0) {
			m->isr = kw_arena_calloc(a, n, sizeof *m->isr);
			if (!m->isr)
				return kw_json_nomem(err, "isr");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->isr[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "isr");
			}
		}
	}
	v = json_object_get(j, "partitionEpoch");
	if (!v)
		return kw_json_missing(err, "partitionEpoch", version);
	if (kw_json_to_i32(v, &m->partition_epoch, err) < 0)
		return kw_json_fail_field(err, "partitionEpoch");
	v = json_object_get(j, "replicas");
	if (!v)
		return kw_json_missing(err, "replicas", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "replicas");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "replicas");
		size_t n = json_array_size(v);
		m->replicas = NULL;
		m->replicas_count = (int32_t)n;
		if (n > 0) {
			m->replicas = kw_arena_calloc(a, n, sizeof *m->replicas);
			if (!m->replicas)
				return kw_json_nomem(err, "replicas");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->replicas[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "replicas");
			}
		}
	}
	v = json_object_get(j, "addingReplicas");
	if (!v && (version >= 3))
		return kw_json_missing(err, "addingReplicas", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "addingReplicas");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "addingReplicas");
			size_t n = json_array_size(v);
			m->adding_replicas = NULL;
			m->adding_replicas_count = (int32_t)n;
			if (n > 0) {
				m->adding_replicas = kw_arena_calloc(a, n, sizeof *m->adding_replicas);
				if (!m->adding_replicas)
					return kw_json_nomem(err, "addingReplicas");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->adding_replicas[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "addingReplicas");
				}
			}
		}
	}
	v = json_object_get(j, "removingReplicas");
	if (!v && (version >= 3))
		return kw_json_missing(err, "removingReplicas", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "removingReplicas");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "removingReplicas");
			size_t n = json_array_size(v);
			m->removing_replicas = NULL;
			m->removing_replicas_count = (int32_t)n;
			if (n > 0) {
				m->removing_replicas = kw_arena_calloc(a, n, sizeof *m->removing_replicas);
				if (!m->removing_replicas)
					return kw_json_nomem(err, "removingReplicas");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->removing_replicas[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "removingReplicas");
				}
			}
		}
	}
	v = json_object_get(j, "isNew");
	if (!v && (version >= 1))
		return kw_json_missing(err, "isNew", version);
	if (v) {
		if (kw_json_to_bool(v, &m->is_new, err) < 0)
			return kw_json_fail_field(err, "isNew");
	}
	v = json_object_get(j, "leaderRecoveryState");
	if (!v && (version >= 6))
		return kw_json_missing(err, "leaderRecoveryState", version);
	if (v) {
		if (kw_json_to_i8(v, &m->leader_recovery_state, err) < 0)
			return kw_json_fail_field(err, "leaderRecoveryState");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	if (version >= 5) {
		if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
			goto fail;
	}
	{
		json_t *arr = m->partition_states_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionStates", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_states_count; i++)
			if (json_array_append_new(arr, tojson_leader_and_isr_partition_state(&m->partition_states[i], version)))
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

static int fromjson_leader_and_isr_topic_state(struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"topicId",
		"partitionStates",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_leader_and_isr_request_leader_and_isr_topic_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "topicName");
	if (!v)
		return kw_json_missing(err, "topicName", version);
	if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
		return kw_json_fail_field(err, "topicName");
	v = json_object_get(j, "topicId");
	if (!v && (version >= 5))
		return kw_json_missing(err, "topicId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
			return kw_json_fail_field(err, "topicId");
	}
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
				if (fromjson_leader_and_isr_partition_state(&m->partition_states[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionStates");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_leader_and_isr_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "controllerId", json_integer((json_int_t)m->controller_id)))
		goto fail;
	if (version >= 7) {
		if (json_object_set_new(o, "isKRaftController", json_boolean(m->is_k_raft_controller)))
			goto fail;
	}
	if (json_object_set_new(o, "controllerEpoch", json_integer((json_int_t)m->controller_epoch)))
		goto fail;
	if (version >= 2) {
		if (json_object_set_new(o, "brokerEpoch", json_integer((json_int_t)m->broker_epoch)))
			goto fail;
	}
	if (version >= 5) {
		if (json_object_set_new(o, "type", json_integer((json_int_t)m->type)))
			goto fail;
	}
	if (version <= 1) {
		{
			json_t *arr = m->ungrouped_partition_states_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "ungroupedPartitionStates", arr))
				goto fail;
			for (int32_t i = 0; i < m->ungrouped_partition_states_count; i++)
				if (json_array_append_new(arr, tojson_leader_and_isr_partition_state(&m->ungrouped_partition_states[i], version)))
					goto fail;
		}
	}
	if (version >= 2) {
		{
			json_t *arr = m->topic_states_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "topicStates", arr))
				goto fail;
			for (int32_t i = 0; i < m->topic_states_count; i++)
				if (json_array_append_new(arr, tojson_leader_and_isr_topic_state(&m->topic_states[i], version)))
					goto fail;
		}
	}
	{
		json_t *arr = m->live_leaders_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "liveLeaders", arr))
			goto fail;
		for (int32_t i = 0; i < m->live_leaders_count; i++)
			if (json_array_append_new(arr, tojson_leader_and_isr_live_leader(&m->live_leaders[i], version)))
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

static int fromjson_message(struct kw_leader_and_isr_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"controllerId",
		"isKRaftController",
		"controllerEpoch",
		"brokerEpoch",
		"type",
		"ungroupedPartitionStates",
		"topicStates",
		"liveLeaders",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_leader_and_isr_request_init(m);
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
	if (!v && (version >= 7))
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
	if (!v && (version >= 2))
		return kw_json_missing(err, "brokerEpoch", version);
	if (v) {
		if (kw_json_to_i64(v, &m->broker_epoch, err) < 0)
			return kw_json_fail_field(err, "brokerEpoch");
	}
	v = json_object_get(j, "type");
	if (!v && (version >= 5))
		return kw_json_missing(err, "type", version);
	if (v) {
		if (kw_json_to_i8(v, &m->type, err) < 0)
			return kw_json_fail_field(err, "type");
	}
	v = json_object_get(j, "ungroupedPartitionStates");
	if (!v && (version <= 1))
		return kw_json_missing(err, "ungroupedPartitionStates", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "ungroupedPartitionStates");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "ungroupedPartitionStates");
			size_t n = json_array_size(v);
			m->ungrouped_partition_states = NULL;
			m->ungrouped_partition_states_count = (int32_t)n;
			if (n > 0) {
				m->ungrouped_partition_states = kw_arena_calloc(a, n, sizeof *m->ungrouped_partition_states);
				if (!m->ungrouped_partition_states)
					return kw_json_nomem(err, "ungroupedPartitionStates");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_leader_and_isr_partition_state(&m->ungrouped_partition_states[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "ungroupedPartitionStates");
				}
			}
		}
	}
	v = json_object_get(j, "topicStates");
	if (!v && (version >= 2))
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
					if (fromjson_leader_and_isr_topic_state(&m->topic_states[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "topicStates");
				}
			}
		}
	}
	v = json_object_get(j, "liveLeaders");
	if (!v)
		return kw_json_missing(err, "liveLeaders", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "liveLeaders");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "liveLeaders");
		size_t n = json_array_size(v);
		m->live_leaders = NULL;
		m->live_leaders_count = (int32_t)n;
		if (n > 0) {
			m->live_leaders = kw_arena_calloc(a, n, sizeof *m->live_leaders);
			if (!m->live_leaders)
				return kw_json_nomem(err, "liveLeaders");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_leader_and_isr_live_leader(&m->live_leaders[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "liveLeaders");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_leader_and_isr_request_to_json(const struct kw_leader_and_isr_request *m, int16_t version)
{
	if (version < 0 || version > 7)
		return NULL;
	return tojson_message(m, version);
}

int kw_leader_and_isr_request_from_json(struct kw_leader_and_isr_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 7) {
		kw_leader_and_isr_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 7)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "LeaderAndIsrRequest v%d", (int)version);
	return rc;
}
