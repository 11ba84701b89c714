/* generated from schemas/clients/StopReplicaResponse.json by kwire-gen, do not edit */
#include "kwire/msg/stop_replica_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_stop_replica_partition_error(const struct kw_stop_replica_response_stop_replica_partition_error *m, int16_t version);
static int fromjson_stop_replica_partition_error(struct kw_stop_replica_response_stop_replica_partition_error *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_stop_replica_response *m, int16_t version);
static int fromjson_message(struct kw_stop_replica_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_stop_replica_partition_error(const struct kw_stop_replica_response_stop_replica_partition_error *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
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

static int fromjson_stop_replica_partition_error(struct kw_stop_replica_response_stop_replica_partition_error *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitionIndex",
		"errorCode",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_stop_replica_response_stop_replica_partition_error_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
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
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_stop_replica_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	{
		json_t *arr = m->partition_errors_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionErrors", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_errors_count; i++)
			if (json_array_append_new(arr, tojson_stop_replica_partition_error(&m->partition_errors[i], version)))
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

static int fromjson_message(struct kw_stop_replica_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"partitionErrors",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_stop_replica_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "partitionErrors");
	if (!v)
		return kw_json_missing(err, "partitionErrors", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionErrors");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionErrors");
		size_t n = json_array_size(v);
		m->partition_errors = NULL;
		m->partition_errors_count = (int32_t)n;
		if (n > 0) {
			m->partition_errors = kw_arena_calloc(a, n, sizeof *m->partition_errors);
			if (!m->partition_errors)
				return kw_json_nomem(err, "partitionErrors");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_stop_replica_partition_error(&m->partition_errors[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionErrors");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_stop_replica_response_to_json(const struct kw_stop_replica_response *m, int16_t version)
{
	if (version < 0 || version > 4)
		return NULL;
	return tojson_message(m, version);
}

int kw_stop_replica_response_from_json(struct kw_stop_replica_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_stop_replica_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "StopReplicaResponse v%d", (int)version);
	return rc;
}
