/* generated from schemas/clients/UpdateMetadataRequest.json by kwire-gen, do not edit */
#include "kwire/msg/update_metadata_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version);
static int fromjson_update_metadata_endpoint(struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m, int16_t version);
static int fromjson_update_metadata_broker(struct kw_update_metadata_request_update_metadata_broker *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version);
static int fromjson_update_metadata_partition_state(struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version);
static int fromjson_update_metadata_topic_state(struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_update_metadata_request *m, int16_t version);
static int fromjson_message(struct kw_update_metadata_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (version >= 3) {
		if (json_object_set_new(o, "listener", kw_json_from_str(m->listener)))
			goto fail;
	}
	if (json_object_set_new(o, "securityProtocol", json_integer((json_int_t)m->security_protocol)))
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

static int fromjson_update_metadata_endpoint(struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"port",
		"host",
		"listener",
		"securityProtocol",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_update_metadata_request_update_metadata_endpoint_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_i32(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "listener");
	if (!v && (version >= 3))
		return kw_json_missing(err, "listener", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->listener, a, err) < 0)
			return kw_json_fail_field(err, "listener");
	}
	v = json_object_get(j, "securityProtocol");
	if (!v)
		return kw_json_missing(err, "securityProtocol", version);
	if (kw_json_to_i16(v, &m->security_protocol, err) < 0)
		return kw_json_fail_field(err, "securityProtocol");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "id", json_integer((json_int_t)m->id)))
		goto fail;
	if (version <= 0) {
		if (json_object_set_new(o, "v0Host", kw_json_from_str(m->v0_host)))
			goto fail;
	}
	if (version <= 0) {
		if (json_object_set_new(o, "v0Port", json_integer((json_int_t)m->v0_port)))
			goto fail;
	}
	if (version >= 1) {
		{
			json_t *arr = m->endpoints_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "endpoints", arr))
				goto fail;
			for (int32_t i = 0; i < m->endpoints_count; i++)
				if (json_array_append_new(arr, tojson_update_metadata_endpoint(&m->endpoints[i], version)))
					goto fail;
		}
	}
	if (version >= 2) {
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

static int fromjson_update_metadata_broker(struct kw_update_metadata_request_update_metadata_broker *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"id",
		"v0Host",
		"v0Port",
		"endpoints",
		"rack",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_update_metadata_request_update_metadata_broker_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "id");
	if (!v)
		return kw_json_missing(err, "id", version);
	if (kw_json_to_i32(v, &m->id, err) < 0)
		return kw_json_fail_field(err, "id");
	v = json_object_get(j, "v0Host");
	if (!v && (version <= 0))
		return kw_json_missing(err, "v0Host", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->v0_host, a, err) < 0)
			return kw_json_fail_field(err, "v0Host");
	}
	v = json_object_get(j, "v0Port");
	if (!v && (version <= 0))
		return kw_json_missing(err, "v0Port", version);
	if (v) {
		if (kw_json_to_i32(v, &m->v0_port, err) < 0)
			return kw_json_fail_field(err, "v0Port");
	}
	v = json_object_get(j, "endpoints");
	if (!v && (version >= 1))
		return kw_json_missing(err, "endpoints", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "endpoints");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "endpoints");
			size_t n = json_array_size(v);
			m->endpoints = NULL;
			m->endpoints_count = (int32_t)n;
			if (n > 0) {
				m->endpoints = kw_arena_calloc(a, n, sizeof *m->endpoints);
				if (!m->endpoints)
					return kw_json_nomem(err, "endpoints");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_update_metadata_endpoint(&m->endpoints[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "endpoints");
				}
			}
		}
	}
	v = json_object_get(j, "rack");
	if (!v && (version >= 2))
		return kw_json_missing(err, "rack", version);
	if (v) {
		if (kw_json_to_str(v, true, &m->rack, a, err) < 0)
			return kw_json_fail_field(err, "rack");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version <= 4) {
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
	if (json_object_set_new(o, "zkVersion", json_integer((json_int_t)m->zk_version)))
		goto fail;
	{
		json_t *arr = m->replicas_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "replicas", arr))
			goto fail;
		for (int32_t i = 0; i < m->replicas_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->replicas[i])))
				goto fail;
	}
	if (version >= 4) {
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

static int fromjson_update_metadata_partition_state(struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitionIndex",
		"controllerEpoch",
		"leader",
		"leaderEpoch",
		"isr",
		"zkVersion",
		"replicas",
		"offlineReplicas",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_update_metadata_request_update_metadata_partition_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 9, err) < 0)
		return err->code;
	v = json_object_get(j, "topicName");
	if (!v && (version <= 4))
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
	v = json_object_get(j, "zkVersion");
	if (!v)
		return kw_json_missing(err, "zkVersion", version);
	if (kw_json_to_i32(v, &m->zk_version, err) < 0)
		return kw_json_fail_field(err, "zkVersion");
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
	v = json_object_get(j, "offlineReplicas");
	if (!v && (version >= 4))
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

static json_t *tojson_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	if (version >= 7) {
		if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
			goto fail;
	}
	{
		json_t *arr = m->partition_states_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionStates", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_states_count; i++)
			if (json_array_append_new(arr, tojson_update_metadata_partition_state(&m->partition_states[i], version)))
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

static int fromjson_update_metadata_topic_state(struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version, const json_t *j,
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
	kw_update_metadata_request_update_metadata_topic_state_init(m);
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
	if (!v && (version >= 7))
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
				if (fromjson_update_metadata_partition_state(&m->partition_states[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionStates");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_update_metadata_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "controllerId", json_integer((json_int_t)m->controller_id)))
		goto fail;
	if (version >= 8) {
		if (json_object_set_new(o, "isKRaftController", json_boolean(m->is_k_raft_controller)))
			goto fail;
	}
	if (version >= 8) {
		if (m->type != 0) {
			if (json_object_set_new(o, "type", json_integer((json_int_t)m->type)))
				goto fail;
		}
	}
	if (json_object_set_new(o, "controllerEpoch", json_integer((json_int_t)m->controller_epoch)))
		goto fail;
	if (version >= 5) {
		if (json_object_set_new(o, "brokerEpoch", json_integer((json_int_t)m->broker_epoch)))
			goto fail;
	}
	if (version <= 4) {
		{
			json_t *arr = m->ungrouped_partition_states_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "ungroupedPartitionStates", arr))
				goto fail;
			for (int32_t i = 0; i < m->ungrouped_partition_states_count; i++)
				if (json_array_append_new(arr, tojson_update_metadata_partition_state(&m->ungrouped_partition_states[i], version)))
					goto fail;
		}
	}
	if (version >= 5) {
		{
			json_t *arr = m->topic_states_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "topicStates", arr))
				goto fail;
			for (int32_t i = 0; i < m->topic_states_count; i++)
				if (json_array_append_new(arr, tojson_update_metadata_topic_state(&m->topic_states[i], version)))
					goto fail;
		}
	}
	{
		json_t *arr = m->live_brokers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "liveBrokers", arr))
			goto fail;
		for (int32_t i = 0; i < m->live_brokers_count; i++)
			if (json_array_append_new(arr, tojson_update_metadata_broker(&m->live_brokers[i], version)))
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

static int fromjson_message(struct kw_update_metadata_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"controllerId",
		"isKRaftController",
		"type",
		"controllerEpoch",
		"brokerEpoch",
		"ungroupedPartitionStates",
		"topicStates",
		"liveBrokers",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_update_metadata_request_init(m);
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
	if (!v && (version >= 8))
		return kw_json_missing(err, "isKRaftController", version);
	if (v) {
		if (kw_json_to_bool(v, &m->is_k_raft_controller, err) < 0)
			return kw_json_fail_field(err, "isKRaftController");
	}
	v = json_object_get(j, "type");
	if (v) {
		if (kw_json_to_i8(v, &m->type, err) < 0)
			return kw_json_fail_field(err, "type");
	}
	v = json_object_get(j, "controllerEpoch");
	if (!v)
		return kw_json_missing(err, "controllerEpoch", version);
	if (kw_json_to_i32(v, &m->controller_epoch, err) < 0)
		return kw_json_fail_field(err, "controllerEpoch");
	v = json_object_get(j, "brokerEpoch");
	if (!v && (version >= 5))
		return kw_json_missing(err, "brokerEpoch", version);
	if (v) {
		if (kw_json_to_i64(v, &m->broker_epoch, err) < 0)
			return kw_json_fail_field(err, "brokerEpoch");
	}
	v = json_object_get(j, "ungroupedPartitionStates");
	if (!v && (version <= 4))
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
					if (fromjson_update_metadata_partition_state(&m->ungrouped_partition_states[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "ungroupedPartitionStates");
				}
			}
		}
	}
	v = json_object_get(j, "topicStates");
	if (!v && (version >= 5))
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
					if (fromjson_update_metadata_topic_state(&m->topic_states[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "topicStates");
				}
			}
		}
	}
	v = json_object_get(j, "liveBrokers");
	if (!v)
		return kw_json_missing(err, "liveBrokers", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "liveBrokers");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "liveBrokers");
		size_t n = json_array_size(v);
		m->live_brokers = NULL;
		m->live_brokers_count = (int32_t)n;
		if (n > 0) {
			m->live_brokers = kw_arena_calloc(a, n, sizeof *m->live_brokers);
			if (!m->live_brokers)
				return kw_json_nomem(err, "liveBrokers");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_update_metadata_broker(&m->live_brokers[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "liveBrokers");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_update_metadata_request_to_json(const struct kw_update_metadata_request *m, int16_t version)
{
	if (version < 0 || version > 8)
		return NULL;
	return tojson_message(m, version);
}

int kw_update_metadata_request_from_json(struct kw_update_metadata_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 8) {
		kw_update_metadata_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 8)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "UpdateMetadataRequest v%d", (int)version);
	return rc;
}
