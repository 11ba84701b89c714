/* generated from schemas/clients/ShareFetchResponse.json by kwire-gen, do not edit */
#include "kwire/msg/share_fetch_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_leader_id_and_epoch(const struct kw_share_fetch_response_leader_id_and_epoch *m, int16_t version);
static int fromjson_leader_id_and_epoch(struct kw_share_fetch_response_leader_id_and_epoch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_acquired_records(const struct kw_share_fetch_response_acquired_records *m, int16_t version);
static int fromjson_acquired_records(struct kw_share_fetch_response_acquired_records *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_partition_data(const struct kw_share_fetch_response_partition_data *m, int16_t version);
static int fromjson_partition_data(struct kw_share_fetch_response_partition_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_share_fetchable_topic_response(const struct kw_share_fetch_response_share_fetchable_topic_response *m, int16_t version);
static int fromjson_share_fetchable_topic_response(struct kw_share_fetch_response_share_fetchable_topic_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_node_endpoint(const struct kw_share_fetch_response_node_endpoint *m, int16_t version);
static int fromjson_node_endpoint(struct kw_share_fetch_response_node_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_share_fetch_response *m, int16_t version);
static int fromjson_message(struct kw_share_fetch_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_leader_id_and_epoch(const struct kw_share_fetch_response_leader_id_and_epoch *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "leaderId", json_integer((json_int_t)m->leader_id)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
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

static int fromjson_leader_id_and_epoch(struct kw_share_fetch_response_leader_id_and_epoch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"leaderId",
		"leaderEpoch",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_response_leader_id_and_epoch_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
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
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_acquired_records(const struct kw_share_fetch_response_acquired_records *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "firstOffset", json_integer((json_int_t)m->first_offset)))
		goto fail;
	if (json_object_set_new(o, "lastOffset", json_integer((json_int_t)m->last_offset)))
		goto fail;
	if (json_object_set_new(o, "deliveryCount", json_integer((json_int_t)m->delivery_count)))
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

static int fromjson_acquired_records(struct kw_share_fetch_response_acquired_records *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"firstOffset",
		"lastOffset",
		"deliveryCount",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_response_acquired_records_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "firstOffset");
	if (!v)
		return kw_json_missing(err, "firstOffset", version);
	if (kw_json_to_i64(v, &m->first_offset, err) < 0)
		return kw_json_fail_field(err, "firstOffset");
	v = json_object_get(j, "lastOffset");
	if (!v)
		return kw_json_missing(err, "lastOffset", version);
	if (kw_json_to_i64(v, &m->last_offset, err) < 0)
		return kw_json_fail_field(err, "lastOffset");
	v = json_object_get(j, "deliveryCount");
	if (!v)
		return kw_json_missing(err, "deliveryCount", version);
	if (kw_json_to_i16(v, &m->delivery_count, err) < 0)
		return kw_json_fail_field(err, "deliveryCount");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_partition_data(const struct kw_share_fetch_response_partition_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
		goto fail;
	if (json_object_set_new(o, "acknowledgeErrorCode", json_integer((json_int_t)m->acknowledge_error_code)))
		goto fail;
	if (json_object_set_new(o, "acknowledgeErrorMessage", kw_json_from_str(m->acknowledge_error_message)))
		goto fail;
	if (json_object_set_new(o, "currentLeader", tojson_leader_id_and_epoch(&m->current_leader, version)))
		goto fail;
	if (json_object_set_new(o, "records", kw_json_from_bytes(m->records)))
		goto fail;
	{
		json_t *arr = m->acquired_records_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "acquiredRecords", arr))
			goto fail;
		for (int32_t i = 0; i < m->acquired_records_count; i++)
			if (json_array_append_new(arr, tojson_acquired_records(&m->acquired_records[i], version)))
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

static int fromjson_partition_data(struct kw_share_fetch_response_partition_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"errorCode",
		"errorMessage",
		"acknowledgeErrorCode",
		"acknowledgeErrorMessage",
		"currentLeader",
		"records",
		"acquiredRecords",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_response_partition_data_init(m);
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
	if (!v)
		return kw_json_missing(err, "errorMessage", version);
	if (kw_json_to_str(v, true, &m->error_message, a, err) < 0)
		return kw_json_fail_field(err, "errorMessage");
	v = json_object_get(j, "acknowledgeErrorCode");
	if (!v)
		return kw_json_missing(err, "acknowledgeErrorCode", version);
	if (kw_json_to_i16(v, &m->acknowledge_error_code, err) < 0)
		return kw_json_fail_field(err, "acknowledgeErrorCode");
	v = json_object_get(j, "acknowledgeErrorMessage");
	if (!v)
		return kw_json_missing(err, "acknowledgeErrorMessage", version);
	if (kw_json_to_str(v, true, &m->acknowledge_error_message, a, err) < 0)
		return kw_json_fail_field(err, "acknowledgeErrorMessage");
	v = json_object_get(j, "currentLeader");
	if (!v)
		return kw_json_missing(err, "currentLeader", version);
	if (fromjson_leader_id_and_epoch(&m->current_leader, version, v, a, err) < 0)
		return kw_json_fail_field(err, "currentLeader");
	v = json_object_get(j, "records");
	if (!v)
		return kw_json_missing(err, "records", version);
	if (kw_json_to_bytes(v, true, &m->records, a, err) < 0)
		return kw_json_fail_field(err, "records");
	v = json_object_get(j, "acquiredRecords");
	if (!v)
		return kw_json_missing(err, "acquiredRecords", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "acquiredRecords");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "acquiredRecords");
		size_t n = json_array_size(v);
		m->acquired_records = NULL;
		m->acquired_records_count = (int32_t)n;
		if (n > 0) {
			m->acquired_records = kw_arena_calloc(a, n, sizeof *m->acquired_records);
			if (!m->acquired_records)
				return kw_json_nomem(err, "acquiredRecords");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_acquired_records(&m->acquired_records[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "acquiredRecords");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_share_fetchable_topic_response(const struct kw_share_fetch_response_share_fetchable_topic_response *m, int16_t version)
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

static int fromjson_share_fetchable_topic_response(struct kw_share_fetch_response_share_fetchable_topic_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_response_share_fetchable_topic_response_init(m);
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

static json_t *tojson_node_endpoint(const struct kw_share_fetch_response_node_endpoint *m, int16_t version)
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
	if (json_object_set_new(o, "rack", kw_json_from_str(m->rack)))
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

static int fromjson_node_endpoint(struct kw_share_fetch_response_node_endpoint *m, int16_t version, const json_t *j,
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
	kw_share_fetch_response_node_endpoint_init(m);
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
	if (!v)
		return kw_json_missing(err, "rack", version);
	if (kw_json_to_str(v, true, &m->rack, a, err) < 0)
		return kw_json_fail_field(err, "rack");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_share_fetch_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
		goto fail;
	{
		json_t *arr = m->responses_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "responses", arr))
			goto fail;
		for (int32_t i = 0; i < m->responses_count; i++)
			if (json_array_append_new(arr, tojson_share_fetchable_topic_response(&m->responses[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->node_endpoints_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "nodeEndpoints", arr))
			goto fail;
		for (int32_t i = 0; i < m->node_endpoints_count; i++)
			if (json_array_append_new(arr, tojson_node_endpoint(&m->node_endpoints[i], version)))
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

static int fromjson_message(struct kw_share_fetch_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"errorMessage",
		"responses",
		"nodeEndpoints",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "errorMessage");
	if (!v)
		return kw_json_missing(err, "errorMessage", version);
	if (kw_json_to_str(v, true, &m->error_message, a, err) < 0)
		return kw_json_fail_field(err, "errorMessage");
	v = json_object_get(j, "responses");
	if (!v)
		return kw_json_missing(err, "responses", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "responses");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "responses");
		size_t n = json_array_size(v);
		m->responses = NULL;
		m->responses_count = (int32_t)n;
		if (n > 0) {
			m->responses = kw_arena_calloc(a, n, sizeof *m->responses);
			if (!m->responses)
				return kw_json_nomem(err, "responses");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_share_fetchable_topic_response(&m->responses[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "responses");
			}
		}
	}
	v = json_object_get(j, "nodeEndpoints");
	if (!v)
		return kw_json_missing(err, "nodeEndpoints", version);
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
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_share_fetch_response_to_json(const struct kw_share_fetch_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_share_fetch_response_from_json(struct kw_share_fetch_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_fetch_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ShareFetchResponse v%d", (int)version);
	return rc;
}
