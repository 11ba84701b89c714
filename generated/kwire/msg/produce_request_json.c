/* generated from schemas/clients/ProduceRequest.json by kwire-gen, do not edit */
#include "kwire/msg/produce_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version);
static int fromjson_partition_produce_data(struct kw_produce_request_partition_produce_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version);
static int fromjson_topic_produce_data(struct kw_produce_request_topic_produce_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_produce_request *m, int16_t version);
static int fromjson_message(struct kw_produce_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "index", json_integer((json_int_t)m->index)))
		goto fail;
	if (json_object_set_new(o, "records", kw_json_from_bytes(m->records)))
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

static int fromjson_partition_produce_data(struct kw_produce_request_partition_produce_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"index",
		"records",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_produce_request_partition_produce_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "index");
	if (!v)
		return kw_json_missing(err, "index", version);
	if (kw_json_to_i32(v, &m->index, err) < 0)
		return kw_json_fail_field(err, "index");
	v = json_object_get(j, "records");
	if (!v)
		return kw_json_missing(err, "records", version);
	if (kw_json_to_bytes(v, true, &m->records, a, err) < 0)
		return kw_json_fail_field(err, "records");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	{
		json_t *arr = m->partition_data_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionData", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_data_count; i++)
			if (json_array_append_new(arr, tojson_partition_produce_data(&m->partition_data[i], version)))
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

static int fromjson_topic_produce_data(struct kw_produce_request_topic_produce_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitionData",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_produce_request_topic_produce_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "partitionData");
	if (!v)
		return kw_json_missing(err, "partitionData", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionData");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionData");
		size_t n = json_array_size(v);
		m->partition_data = NULL;
		m->partition_data_count = (int32_t)n;
		if (n > 0) {
			m->partition_data = kw_arena_calloc(a, n, sizeof *m->partition_data);
			if (!m->partition_data)
				return kw_json_nomem(err, "partitionData");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_partition_produce_data(&m->partition_data[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionData");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_produce_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 3) {
		if (json_object_set_new(o, "transactionalId", kw_json_from_str(m->transactional_id)))
			goto fail;
	}
	if (json_object_set_new(o, "acks", json_integer((json_int_t)m->acks)))
		goto fail;
	if (json_object_set_new(o, "timeoutMs", json_integer((json_int_t)m->timeout_ms)))
		goto fail;
	{
		json_t *arr = m->topic_data_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topicData", arr))
			goto fail;
		for (int32_t i = 0; i < m->topic_data_count; i++)
			if (json_array_append_new(arr, tojson_topic_produce_data(&m->topic_data[i], version)))
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

static int fromjson_message(struct kw_produce_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"transactionalId",
		"acks",
		"timeoutMs",
		"topicData",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_produce_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "transactionalId");
	if (!v && (version >= 3))
		return kw_json_missing(err, "transactionalId", version);
	if (v) {
		if (kw_json_to_str(v, version >= 3, &m->transactional_id, a, err) < 0)
			return kw_json_fail_field(err, "transactionalId");
	}
	v = json_object_get(j, "acks");
	if (!v)
		return kw_json_missing(err, "acks", version);
	if (kw_json_to_i16(v, &m->acks, err) < 0)
		return kw_json_fail_field(err, "acks");
	v = json_object_get(j, "timeoutMs");
	if (!v)
		return kw_json_missing(err, "timeoutMs", version);
	if (kw_json_to_i32(v, &m->timeout_ms, err) < 0)
		return kw_json_fail_field(err, "timeoutMs");
	v = json_object_get(j, "topicData");
	if (!v)
		return kw_json_missing(err, "topicData", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "topicData");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "topicData");
		size_t n = json_array_size(v);
		m->topic_data = NULL;
		m->topic_data_count = (int32_t)n;
		if (n > 0) {
			m->topic_data = kw_arena_calloc(a, n, sizeof *m->topic_data);
			if (!m->topic_data)
				return kw_json_nomem(err, "topicData");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_topic_produce_data(&m->topic_data[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topicData");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_produce_request_to_json(const struct kw_produce_request *m, int16_t version)
{
	if (version < 0 || version > 11)
		return NULL;
	return tojson_message(m, version);
}

int kw_produce_request_from_json(struct kw_produce_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 11) {
		kw_produce_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 11)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ProduceRequest v%d", (int)version);
	return rc;
}
