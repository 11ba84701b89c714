/* generated from schemas/clients/DescribeConfigsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_configs_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version);
static int fromjson_describe_configs_synonym(struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version);
static int fromjson_describe_configs_resource_result(struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m, int16_t version);
static int fromjson_describe_configs_result(struct kw_describe_configs_response_describe_configs_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_configs_response *m, int16_t version);
static int fromjson_message(struct kw_describe_configs_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_str(m->value)))
		goto fail;
	if (json_object_set_new(o, "source", json_integer((json_int_t)m->source)))
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

static int fromjson_describe_configs_synonym(struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"value",
		"source",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_configs_response_describe_configs_synonym_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "value");
	if (!v)
		return kw_json_missing(err, "value", version);
	if (kw_json_to_str(v, true, &m->value, a, err) < 0)
		return kw_json_fail_field(err, "value");
	v = json_object_get(j, "source");
	if (!v)
		return kw_json_missing(err, "source", version);
	if (kw_json_to_i8(v, &m->source, err) < 0)
		return kw_json_fail_field(err, "source");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_str(m->value)))
		goto fail;
	if (json_object_set_new(o, "readOnly", json_boolean(m->read_only)))
		goto fail;
	if (version <= 0) {
		if (json_object_set_new(o, "isDefault", json_boolean(m->is_default)))
			goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "configSource", json_integer((json_int_t)m->config_source)))
			goto fail;
	}
	if (json_object_set_new(o, "isSensitive", json_boolean(m->is_sensitive)))
		goto fail;
	if (version >= 1) {
		{
			json_t *arr = m->synonyms_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "synonyms", arr))
				goto fail;
			for (int32_t i = 0; i < m->synonyms_count; i++)
				if (json_array_append_new(arr, tojson_describe_configs_synonym(&m->synonyms[i], version)))
					goto fail;
		}
	}
	if (version >= 3) {
		if (json_object_set_new(o, "configType", json_integer((json_int_t)m->config_type)))
			goto fail;
	}
	if (version >= 3) {
		if (json_object_set_new(o, "documentation", kw_json_from_str(m->documentation)))
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

static int fromjson_describe_configs_resource_result(struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"value",
		"readOnly",
		"isDefault",
		"configSource",
		"isSensitive",
		"synonyms",
		"configType",
		"documentation",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_configs_response_describe_configs_resource_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 9, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "value");
	if (!v)
		return kw_json_missing(err, "value", version);
	if (kw_json_to_str(v, true, &m->value, a, err) < 0)
		return kw_json_fail_field(err, "value");
	v = json_object_get(j, "readOnly");
	if (!v)
		return kw_json_missing(err, "readOnly", version);
	if (kw_json_to_bool(v, &m->read_only, err) < 0)
		return kw_json_fail_field(err, "readOnly");
	v = json_object_get(j, "isDefault");
	if (!v && (version <= 0))
		return kw_json_missing(err, "isDefault", version);
	if (v) {
		if (kw_json_to_bool(v, &m->is_default, err) < 0)
			return kw_json_fail_field(err, "isDefault");
	}
	v = json_object_get(j, "configSource");
	if (!v && (version >= 1))
		return kw_json_missing(err, "configSource", version);
	if (v) {
		if (kw_json_to_i8(v, &m->config_source, err) < 0)
			return kw_json_fail_field(err, "configSource");
	}
	v = json_object_get(j, "isSensitive");
	if (!v)
		return kw_json_missing(err, "isSensitive", version);
	if (kw_json_to_bool(v, &m->is_sensitive, err) < 0)
		return kw_json_fail_field(err, "isSensitive");
	v = json_object_get(j, "synonyms");
	if (!v && (version >= 1))
		return kw_json_missing(err, "synonyms", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "synonyms");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "synonyms");
			size_t n = json_array_size(v);
			m->synonyms = NULL;
			m->synonyms_count = (int32_t)n;
			if (n > 0) {
				m->synonyms = kw_arena_calloc(a, n, sizeof *m->synonyms);
				if (!m->synonyms)
					return kw_json_nomem(err, "synonyms");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_describe_configs_synonym(&m->synonyms[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "synonyms");
				}
			}
		}
	}
	v = json_object_get(j, "configType");
	if (!v && (version >= 3))
		return kw_json_missing(err, "configType", version);
	if (v) {
		if (kw_json_to_i8(v, &m->config_type, err) < 0)
			return kw_json_fail_field(err, "configType");
	}
	v = json_object_get(j, "documentation");
	if (!v && (version >= 3))
		return kw_json_missing(err, "documentation", version);
	if (v) {
		if (kw_json_to_str(v, true, &m->documentation, a, err) < 0)
			return kw_json_fail_field(err, "documentation");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
		goto fail;
	if (json_object_set_new(o, "resourceType", json_integer((json_int_t)m->resource_type)))
		goto fail;
	if (json_object_set_new(o, "resourceName", kw_json_from_str(m->resource_name)))
		goto fail;
	{
		json_t *arr = m->configs_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "configs", arr))
			goto fail;
		for (int32_t i = 0; i < m->configs_count; i++)
			if (json_array_append_new(arr, tojson_describe_configs_resource_result(&m->configs[i], version)))
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

static int fromjson_describe_configs_result(struct kw_describe_configs_response_describe_configs_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"errorMessage",
		"resourceType",
		"resourceName",
		"configs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_configs_response_describe_configs_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
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
	v = json_object_get(j, "resourceType");
	if (!v)
		return kw_json_missing(err, "resourceType", version);
	if (kw_json_to_i8(v, &m->resource_type, err) < 0)
		return kw_json_fail_field(err, "resourceType");
	v = json_object_get(j, "resourceName");
	if (!v)
		return kw_json_missing(err, "resourceName", version);
	if (kw_json_to_str(v, false, &m->resource_name, a, err) < 0)
		return kw_json_fail_field(err, "resourceName");
	v = json_object_get(j, "configs");
	if (!v)
		return kw_json_missing(err, "configs", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "configs");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "configs");
		size_t n = json_array_size(v);
		m->configs = NULL;
		m->configs_count = (int32_t)n;
		if (n > 0) {
			m->configs = kw_arena_calloc(a, n, sizeof *m->configs);
			if (!m->configs)
				return kw_json_nomem(err, "configs");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_describe_configs_resource_result(&m->configs[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "configs");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_configs_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	{
		json_t *arr = m->results_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "results", arr))
			goto fail;
		for (int32_t i = 0; i < m->results_count; i++)
			if (json_array_append_new(arr, tojson_describe_configs_result(&m->results[i], version)))
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

static int fromjson_message(struct kw_describe_configs_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"results",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_configs_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
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
				if (fromjson_describe_configs_result(&m->results[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "results");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_configs_response_to_json(const struct kw_describe_configs_response *m, int16_t version)
{
	if (version < 0 || version > 4)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_configs_response_from_json(struct kw_describe_configs_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_describe_configs_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeConfigsResponse v%d", (int)version);
	return rc;
}
