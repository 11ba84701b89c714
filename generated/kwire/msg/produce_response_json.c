/* generated from schemas/clients/ProduceResponse.json by kwire-gen, do not edit */
#include "kwire/msg/produce_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_batch_index_and_error_message(const struct kw_produce_response_batch_index_and_error_message *m, int16_t version);
static int fromjson_batch_index_and_error_message(struct kw_produce_response_batch_index_and_error_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_leader_id_and_epoch(const struct kw_produce_response_leader_id_and_epoch *m, int16_t version);
static int fromjson_leader_id_and_epoch(struct kw_produce_response_leader_id_and_epoch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_partition_produce_response(const struct kw_produce_response_partition_produce_response *m, int16_t version);
static int fromjson_partition_produce_response(struct kw_produce_response_partition_produce_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_topic_produce_response(const struct kw_produce_response_topic_produce_response *m, int16_t version);
static int fromjson_topic_produce_response(struct kw_produce_response_topic_produce_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_node_endpoint(const struct kw_produce_response_node_endpoint *m, int16_t version);
static int fromjson_node_endpoint(struct kw_produce_response_node_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_produce_response *m, int16_t version);
static int fromjson_message(struct kw_produce_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_batch_index_and_error_message(const struct kw_produce_response_batch_index_and_error_message *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "batchIndex", json_integer((json_int_t)m->batch_index)))
		goto fail;
	if (json_object_set_new(o, "batchIndexErrorMessage", kw_json_from_str(m->batch_index_error_message)))
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

static int fromjson_batch_index_and_error_message(struct kw_produce_response_batch_index_and_error_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"batchIndex",
		"batchIndexErrorMessage",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_produce_response_batch_index_and_error_message_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "batchIndex");
	if (!v)
		return kw_json_missing(err, "batchIndex", version);
	if (kw_json_to_i32(v, &m->batch_index, err) < 0)
		return kw_json_fail_field(err, "batchIndex");
	v = json_object_get(j, "batchIndexErrorMessage");
	if (!v)
		return kw_json_missing(err, "batchIndexErrorMessage", version);
	if (kw_json_to_str(v, true, &m->batch_index_error_message, a, err) < 0)
		return kw_json_fail_field(err, "batchIndexErrorMessage");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static bool isdefault_leader_id_and_epoch(const struct kw_produce_response_leader_id_and_epoch *m, int16_t version)
{
	struct kw_produce_response_leader_id_and_epoch d;
	kw_produce_response_leader_id_and_epoch_init(&d);
	json_t *x = tojson_leader_id_and_epoch(m, version), *y = tojson_leader_id_and_epoch(&d, version);
	bool same = x && y && json_equal(x, y);
	json_decref(x);
	json_decref(y);
	return same;
}

static json_t *tojson_leader_id_and_epoch(const struct kw_produce_response_leader_id_and_epoch *m, int16_t version)
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

static int fromjson_leader_id_and_epoch(struct kw_produce_response_leader_id_and_epoch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"leaderId",
		"leaderEpoch",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_produce_response_leader_id_and_epoch_init(m);
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

static json_t *tojson_partition_produce_response(const struct kw_produce_response_partition_produce_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "index", json_integer((json_int_t)m->index)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "baseOffset", json_integer((json_int_t)m->base_offset)))
		goto fail;
	if (version >= 2) {
		if (json_object_set_new(o, "logAppendTimeMs", json_integer((json_int_t)m->log_append_time_ms)))
			goto fail;
	}
	if (version >= 5) {
		if (json_object_set_new(o, "logStartOffset", json_integer((json_int_t)m->log_start_offset)))
			goto fail;
	}
	if (version >= 8) {
		{
			json_t *arr = m->record_errors_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "recordErrors", arr))
				goto fail;
			for (int32_t i = 0; i < m->record_errors_count; i++)
				if (json_array_append_new(arr, tojson_batch_index_and_error_message(&m->record_errors[i], version)))
					goto fail;
		}
	}
	if (version >= 8) {
		if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
			goto fail;
	}
	if (version >= 10) {
		if (!isdefault_leader_id_and_epoch(&m->current_leader, version)) {
			if (json_object_set_new(o, "currentLeader", tojson_leader_id_and_epoch(&m->current_leader, version)))
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

static int fromjson_partition_produce_response(struct kw_produce_response_partition_produce_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"index",
		"errorCode",
		"baseOffset",
		"logAppendTimeMs",
		"logStartOffset",
		"recordErrors",
		"errorMessage",
		"currentLeader",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_produce_response_partition_produce_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
	v = json_object_get(j, "index");
	if (!v)
		return kw_json_missing(err, "index", version);
	if (kw_json_to_i32(v, &m->index, err) < 0)
		return kw_json_fail_field(err, "index");
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "baseOffset");
	if (!v)
		return kw_json_missing(err, "baseOffset", version);
	if (kw_json_to_i64(v, &m->base_offset, err) < 0)
		return kw_json_fail_field(err, "baseOffset");
	v = json_object_get(j, "logAppendTimeMs");
	if (!v && (version >= 2))
		return kw_json_missing(err, "logAppendTimeMs", version);
	if (v) {
		if (kw_json_to_i64(v, &m->log_append_time_ms, err) < 0)
			return kw_json_fail_field(err, "logAppendTimeMs");
	}
	v = json_object_get(j, "logStartOffset");
	if (!v && (version >= 5))
		return kw_json_missing(err, "logStartOffset", version);
	if (v) {
		if (kw_json_to_i64(v, &m->log_start_offset, err) < 0)
			return kw_json_fail_field(err, "logStartOffset");
	}
	v = json_object_get(j, "recordErrors");
	if (!v && (version >= 8))
		return kw_json_missing(err, "recordErrors", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "recordErrors");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "recordErrors");
			size_t n = json_array_size(v);
			m->record_errors = NULL;
			m->record_errors_count = (int32_t)n;
			if (n > 0) {
				m->record_errors = kw_arena_calloc(a, n, sizeof *m->record_errors);
				if (!m->record_errors)
					return kw_json_nomem(err, "recordErrors");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_batch_index_and_error_message(&m->record_errors[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "recordErrors");
				}
			}
		}
	}
	v = json_object_get(j, "errorMessage");
	if (!v && (version >= 8))
		return kw_json_missing(err, "errorMessage", version);
	if (v) {
		if (kw_json_to_str(v, version >= 8, &m->error_message, a, err) < 0)
			return kw_json_fail_field(err, "errorMessage");
	}
	v = json_object_get(j, "currentLeader");
	if (v) {
		if (fromjson_leader_id_and_epoch(&m->current_leader, version, v, a, err) < 0)
			return kw_json_fail_field(err, "currentLeader");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_topic_produce_response(const struct kw_produce_response_topic_produce_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	{
		json_t *arr = m->partition_responses_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionResponses", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_responses_count; i++)
			if (json_array_append_new(arr, tojson_partition_produce_response(&m->partition_responses[i], version)))
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

static int fromjson_topic_produce_response(struct kw_produce_response_topic_produce_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitionResponses",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_produce_response_topic_produce_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "partitionResponses");
	if (!v)
		return kw_json_missing(err, "partitionResponses", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionResponses");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionResponses");
		size_t n = json_array_size(v);
		m->partition_responses = NULL;
		m->partition_responses_count = (int32_t)n;
		if (n > 0) {
			m->partition_responses = kw_arena_calloc(a, n, sizeof *m->partition_responses);
			if (!m->partition_responses)
				return kw_json_nomem(err, "partitionResponses");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_partition_produce_response(&m->partition_responses[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionResponses");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_node_endpoint(const struct kw_produce_response_node_endpoint *m, int16_t version)
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

static int fromjson_node_endpoint(struct kw_produce_response_node_endpoint *m, int16_t version, const json_t *j,
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
	kw_produce_response_node_endpoint_init(m);
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

static json_t *tojson_message(const struct kw_produce_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->responses_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "responses", arr))
			goto fail;
		for (int32_t i = 0; i < m->responses_count; i++)
			if (json_array_append_new(arr, tojson_topic_produce_response(&m->responses[i], version)))
				goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
			goto fail;
	}
	if (version >= 10) {
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

static int fromjson_message(struct kw_produce_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"responses",
		"throttleTimeMs",
		"nodeEndpoints",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_produce_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
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
				if (fromjson_topic_produce_response(&m->responses[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "responses");
			}
		}
	}
	v = json_object_get(j, "throttleTimeMs");
	if (!v && (version >= 1))
		return kw_json_missing(err, "throttleTimeMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
			return kw_json_fail_field(err, "throttleTimeMs");
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

json_t *kw_produce_response_to_json(const struct kw_produce_response *m, int16_t version)
{
	if (version < 0 || version > 11)
		return NULL;
	return tojson_message(m, version);
}

int kw_produce_response_from_json(struct kw_produce_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 11) {
		kw_produce_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 11)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ProduceResponse v%d", (int)version);
	return rc;
}
