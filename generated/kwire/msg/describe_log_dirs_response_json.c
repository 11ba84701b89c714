/* generated from schemas/clients/DescribeLogDirsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_log_dirs_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_describe_log_dirs_partition(const struct kw_describe_log_dirs_response_describe_log_dirs_partition *m, int16_t version);
static int fromjson_describe_log_dirs_partition(struct kw_describe_log_dirs_response_describe_log_dirs_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_describe_log_dirs_topic(const struct kw_describe_log_dirs_response_describe_log_dirs_topic *m, int16_t version);
static int fromjson_describe_log_dirs_topic(struct kw_describe_log_dirs_response_describe_log_dirs_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_describe_log_dirs_result(const struct kw_describe_log_dirs_response_describe_log_dirs_result *m, int16_t version);
static int fromjson_describe_log_dirs_result(struct kw_describe_log_dirs_response_describe_log_dirs_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_log_dirs_response *m, int16_t version);
static int fromjson_message(struct kw_describe_log_dirs_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_describe_log_dirs_partition(const struct kw_describe_log_dirs_response_describe_log_dirs_partition *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "partitionSize", json_integer((json_int_t)m->partition_size)))
		goto fail;
	if (json_object_set_new(o, "offsetLag", json_integer((json_int_t)m->offset_lag)))
		goto fail;
	if (json_object_set_new(o, "isFutureKey", json_boolean(m->is_future_key)))
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

static int fromjson_describe_log_dirs_partition(struct kw_describe_log_dirs_response_describe_log_dirs_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"partitionSize",
		"offsetLag",
		"isFutureKey",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_log_dirs_response_describe_log_dirs_partition_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "partitionSize");
	if (!v)
		return kw_json_missing(err, "partitionSize", version);
	if (kw_json_to_i64(v, &m->partition_size, err) < 0)
		return kw_json_fail_field(err, "partitionSize");
	v = json_object_get(j, "offsetLag");
	if (!v)
		return kw_json_missing(err, "offsetLag", version);
	if (kw_json_to_i64(v, &m->offset_lag, err) < 0)
		return kw_json_fail_field(err, "offsetLag");
	v = json_object_get(j, "isFutureKey");
	if (!v)
		return kw_json_missing(err, "isFutureKey", version);
	if (kw_json_to_bool(v, &m->is_future_key, err) < 0)
		return kw_json_fail_field(err, "isFutureKey");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_describe_log_dirs_topic(const struct kw_describe_log_dirs_response_describe_log_dirs_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, tojson_describe_log_dirs_partition(&m->partitions[i], version)))
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

static int fromjson_describe_log_dirs_topic(struct kw_describe_log_dirs_response_describe_log_dirs_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_log_dirs_response_describe_log_dirs_topic_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
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
				if (fromjson_describe_log_dirs_partition(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_describe_log_dirs_result(const struct kw_describe_log_dirs_response_describe_log_dirs_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "logDir", kw_json_from_str(m->log_dir)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_describe_log_dirs_topic(&m->topics[i], version)))
				goto fail;
	}
	if (version >= 4) {
		if (json_object_set_new(o, "totalBytes", json_integer((json_int_t)m->total_bytes)))
			goto fail;
	}
	if (version >= 4) {
		if (json_object_set_new(o, "usableBytes", json_integer((json_int_t)m->usable_bytes)))
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

static int fromjson_describe_log_dirs_result(struct kw_describe_log_dirs_response_describe_log_dirs_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"logDir",
		"topics",
		"totalBytes",
		"usableBytes",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_log_dirs_response_describe_log_dirs_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "logDir");
	if (!v)
		return kw_json_missing(err, "logDir", version);
	if (kw_json_to_str(v, false, &m->log_dir, a, err) < 0)
		return kw_json_fail_field(err, "logDir");
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
				if (fromjson_describe_log_dirs_topic(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, "totalBytes");
	if (!v && (version >= 4))
		return kw_json_missing(err, "totalBytes", version);
	if (v) {
		if (kw_json_to_i64(v, &m->total_bytes, err) < 0)
			return kw_json_fail_field(err, "totalBytes");
	}
	v = json_object_get(j, "usableBytes");
	if (!v && (version >= 4))
		return kw_json_missing(err, "usableBytes", version);
	if (v) {
		if (kw_json_to_i64(v, &m->usable_bytes, err) < 0)
			return kw_json_fail_field(err, "usableBytes");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_log_dirs_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	if (version >= 3) {
		if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
			goto fail;
	}
	{
		json_t *arr = m->results_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "results", arr))
			goto fail;
		for (int32_t i = 0; i < m->results_count; i++)
			if (json_array_append_new(arr, tojson_describe_log_dirs_result(&m->results[i], version)))
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

static int fromjson_message(struct kw_describe_log_dirs_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"results",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_log_dirs_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "errorCode");
	if (!v && (version >= 3))
		return kw_json_missing(err, "errorCode", version);
	if (v) {
		if (kw_json_to_i16(v, &m->error_code, err) < 0)
			return kw_json_fail_field(err, "errorCode");
	}
	v = json_object_get(j, "results");
	if (!v)
		return kw_json_missing(err, "results", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "results");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "results");
		size_t n = json_array_size(v);
		m->results = NULL;
		m->results_count = (int32_t)n;
		if (n > 0) {
			m->results = kw_arena_calloc(a, n, sizeof *m->results);
			if (!m->results)
				return kw_json_nomem(err, "results");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_describe_log_dirs_result(&m->results[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "results");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_log_dirs_response_to_json(const struct kw_describe_log_dirs_response *m, int16_t version)
{
	if (version < 0 || version > 4)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_log_dirs_response_from_json(struct kw_describe_log_dirs_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_describe_log_dirs_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeLogDirsResponse v%d", (int)version);
	return rc;
}
