/* generated from schemas/clients/VoteResponse.json by kwire-gen, do not edit */
#include "kwire/msg/vote_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_partition_data(const struct kw_vote_response_partition_data *m, int16_t version);
static int fromjson_partition_data(struct kw_vote_response_partition_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_topic_data(const struct kw_vote_response_topic_data *m, int16_t version);
static int fromjson_topic_data(struct kw_vote_response_topic_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_node_endpoint(const struct kw_vote_response_node_endpoint *m, int16_t version);
static int fromjson_node_endpoint(struct kw_vote_response_node_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_vote_response *m, int16_t version);
static int fromjson_message(struct kw_vote_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_partition_data(const struct kw_vote_response_partition_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "leaderId", json_integer((json_int_t)m->leader_id)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
		goto fail;
	if (json_object_set_new(o, "voteGranted", json_boolean(m->vote_granted)))
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

static int fromjson_partition_data(struct kw_vote_response_partition_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"errorCode",
		"leaderId",
		"leaderEpoch",
		"voteGranted",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_vote_response_partition_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
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
	v = json_object_get(j, "voteGranted");
	if (!v)
		return kw_json_missing(err, "voteGranted", version);
	if (kw_json_to_bool(v, &m->vote_granted, err) < 0)
		return kw_json_fail_field(err, "voteGranted");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_topic_data(const struct kw_vote_response_topic_data *m, int16_t version)
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

static int fromjson_topic_data(struct kw_vote_response_topic_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_vote_response_topic_data_init(m);
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

static json_t *tojson_node_endpoint(const struct kw_vote_response_node_endpoint *m, int16_t version)
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
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_node_endpoint(struct kw_vote_response_node_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"nodeId",
		"host",
		"port",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_vote_response_node_endpoint_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
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
	if (kw_json_to_u16(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_vote_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_topic_data(&m->topics[i], version)))
				goto fail;
	}
	if (version >= 1) {
		if (m->node_endpoints_count != 0) {
			{
				json_t *arr = m->node_endpoints_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "nodeEndpoints", arr))
					goto fail;
				for (int32_t i = 0; i < m->node_endpoints_count; i++)
					if (json_array_append_new(arr, tojson_node_endpoint(&m->node_endpoints[i], version)))
						goto fail;
			}
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

static int fromjson_message(struct kw_vote_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"topics",
		"nodeEndpoints",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_vote_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
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
	v = json_object_get(j, "nodeEndpoints");
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "nodeEndpoints");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "nodeEndpoints");
			size_t n = json_array_size(v);
			m->node_endpoints = NULL;
			m->node_endpoints_count = (int32_t)n;
			if (n > 0) {
				m->node_endpoints = kw_arena_calloc(a, n, sizeof *m->node_endpoints);
				if (!m->node_endpoints)
					return kw_json_nomem(err, "nodeEndpoints");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_node_endpoint(&m->node_endpoints[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "nodeEndpoints");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_vote_response_to_json(const struct kw_vote_response *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_vote_response_from_json(struct kw_vote_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_vote_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "VoteResponse v%d", (int)version);
	return rc;
}
