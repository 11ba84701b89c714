/* generated from schemas/clients/ConsumerGroupHeartbeatRequest.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_heartbeat_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version);
static int fromjson_topic_partitions(struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_consumer_group_heartbeat_request *m, int16_t version);
static int fromjson_message(struct kw_consumer_group_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->partitions[i])))
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

static int fromjson_topic_partitions(struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_consumer_group_heartbeat_request_topic_partitions_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
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
				if (kw_json_to_i32(e, &m->partitions[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_consumer_group_heartbeat_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "groupId", kw_json_from_str(m->group_id)))
		goto fail;
	if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
		goto fail;
	if (json_object_set_new(o, "memberEpoch", json_integer((json_int_t)m->member_epoch)))
		goto fail;
	if (json_object_set_new(o, "instanceId", kw_json_from_str(m->instance_id)))
		goto fail;
	if (json_object_set_new(o, "rackId", kw_json_from_str(m->rack_id)))
		goto fail;
	if (json_object_set_new(o, "rebalanceTimeoutMs", json_integer((json_int_t)m->rebalance_timeout_ms)))
		goto fail;
	{
		json_t *arr = m->subscribed_topic_names_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "subscribedTopicNames", arr))
			goto fail;
		for (int32_t i = 0; i < m->subscribed_topic_names_count; i++)
			if (json_array_append_new(arr, kw_json_from_str(m->subscribed_topic_names[i])))
				goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "subscribedTopicRegex", kw_json_from_str(m->subscribed_topic_regex)))
			goto fail;
	}
	if (json_object_set_new(o, "serverAssignor", kw_json_from_str(m->server_assignor)))
		goto fail;
	{
		json_t *arr = m->topic_partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topicPartitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->topic_partitions_count; i++)
			if (json_array_append_new(arr, tojson_topic_partitions(&m->topic_partitions[i], version)))
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

static int fromjson_message(struct kw_consumer_group_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupId",
		"memberId",
		"memberEpoch",
		"instanceId",
		"rackId",
		"rebalanceTimeoutMs",
		"subscribedTopicNames",
		"subscribedTopicRegex",
		"serverAssignor",
		"topicPartitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_consumer_group_heartbeat_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 10, err) < 0)
		return err->code;
	v = json_object_get(j, "groupId");
	if (!v)
		return kw_json_missing(err, "groupId", version);
	if (kw_json_to_str(v, false, &m->group_id, a, err) < 0)
		return kw_json_fail_field(err, "groupId");
	v = json_object_get(j, "memberId");
	if (!v)
		return kw_json_missing(err, "memberId", version);
	if (kw_json_to_str(v, false, &m->member_id, a, err) < 0)
		return kw_json_fail_field(err, "memberId");
	v = json_object_get(j, "memberEpoch");
	if (!v)
		return kw_json_missing(err, "memberEpoch", version);
	if (kw_json_to_i32(v, &m->member_epoch, err) < 0)
		return kw_json_fail_field(err, "memberEpoch");
	v = json_object_get(j, "instanceId");
	if (!v)
		return kw_json_missing(err, "instanceId", version);
	if (kw_json_to_str(v, true, &m->instance_id, a, err) < 0)
		return kw_json_fail_field(err, "instanceId");
	v = json_object_get(j, "rackId");
	if (!v)
		return kw_json_missing(err, "rackId", version);
	if (kw_json_to_str(v, true, &m->rack_id, a, err) < 0)
		return kw_json_fail_field(err, "rackId");
	v = json_object_get(j, "rebalanceTimeoutMs");
	if (!v)
		return kw_json_missing(err, "rebalanceTimeoutMs", version);
	if (kw_json_to_i32(v, &m->rebalance_timeout_ms, err) < 0)
		return kw_json_fail_field(err, "rebalanceTimeoutMs");
	v = json_object_get(j, "subscribedTopicNames");
	if (!v)
		return kw_json_missing(err, "subscribedTopicNames", version);
	if (json_is_null(v)) {
		m->subscribed_topic_names = NULL;
		m->subscribed_topic_names_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "subscribedTopicNames");
		size_t n = json_array_size(v);
		m->subscribed_topic_names = NULL;
		m->subscribed_topic_names_count = (int32_t)n;
		if (n > 0) {
			m->subscribed_topic_names = kw_arena_calloc(a, n, sizeof *m->subscribed_topic_names);
			if (!m->subscribed_topic_names)
				return kw_json_nomem(err, "subscribedTopicNames");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_str(e, false, &m->subscribed_topic_names[i], a, err) < 0)
					return kw_json_fail_index(err, (long)i, "subscribedTopicNames");
			}
		}
	}
	v = json_object_get(j, "subscribedTopicRegex");
	if (!v && (version >= 1))
		return kw_json_missing(err, "subscribedTopicRegex", version);
	if (v) {
		if (kw_json_to_str(v, version >= 1, &m->subscribed_topic_regex, a, err) < 0)
			return kw_json_fail_field(err, "subscribedTopicRegex");
	}
	v = json_object_get(j, "serverAssignor");
	if (!v)
		return kw_json_missing(err, "serverAssignor", version);
	if (kw_json_to_str(v, true, &m->server_assignor, a, err) < 0)
		return kw_json_fail_field(err, "serverAssignor");
	v = json_object_get(j, "topicPartitions");
	if (!v)
		return kw_json_missing(err, "topicPartitions", version);
	if (json_is_null(v)) {
		m->topic_partitions = NULL;
		m->topic_partitions_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "topicPartitions");
		size_t n = json_array_size(v);
		m->topic_partitions = NULL;
		m->topic_partitions_count = (int32_t)n;
		if (n > 0) {
			m->topic_partitions = kw_arena_calloc(a, n, sizeof *m->topic_partitions);
			if (!m->topic_partitions)
				return kw_json_nomem(err, "topicPartitions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_topic_partitions(&m->topic_partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topicPartitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_consumer_group_heartbeat_request_to_json(const struct kw_consumer_group_heartbeat_request *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_consumer_group_heartbeat_request_from_json(struct kw_consumer_group_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_consumer_group_heartbeat_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ConsumerGroupHeartbeatRequest v%d", (int)version);
	return rc;
}
