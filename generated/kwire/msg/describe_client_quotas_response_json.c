/* generated from schemas/clients/DescribeClientQuotasResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_client_quotas_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_entity_data(const struct kw_describe_client_quotas_response_entity_data *m, int16_t version);
static int fromjson_entity_data(struct kw_describe_client_quotas_response_entity_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_value_data(const struct kw_describe_client_quotas_response_value_data *m, int16_t version);
static int fromjson_value_data(struct kw_describe_client_quotas_response_value_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_entry_data(const struct kw_describe_client_quotas_response_entry_data *m, int16_t version);
static int fromjson_entry_data(struct kw_describe_client_quotas_response_entry_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_client_quotas_response *m, int16_t version);
static int fromjson_message(struct kw_describe_client_quotas_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_entity_data(const struct kw_describe_client_quotas_response_entity_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "entityType", kw_json_from_str(m->entity_type)))
		goto fail;
	if (json_object_set_new(o, "entityName", kw_json_from_str(m->entity_name)))
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

static int fromjson_entity_data(struct kw_describe_client_quotas_response_entity_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"entityType",
		"entityName",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_client_quotas_response_entity_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "entityType");
	if (!v)
		return kw_json_missing(err, "entityType", version);
	if (kw_json_to_str(v, false, &m->entity_type, a, err) < 0)
		return kw_json_fail_field(err, "entityType");
	v = json_object_get(j, "entityName");
	if (!v)
		return kw_json_missing(err, "entityName", version);
	if (kw_json_to_str(v, true, &m->entity_name, a, err) < 0)
		return kw_json_fail_field(err, "entityName");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_value_data(const struct kw_describe_client_quotas_response_value_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "key", kw_json_from_str(m->key)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_f64(m->value)))
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

static int fromjson_value_data(struct kw_describe_client_quotas_response_value_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"key",
		"value",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_client_quotas_response_value_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "key");
	if (!v)
		return kw_json_missing(err, "key", version);
	if (kw_json_to_str(v, false, &m->key, a, err) < 0)
		return kw_json_fail_field(err, "key");
	v = json_object_get(j, "value");
	if (!v)
		return kw_json_missing(err, "value", version);
	if (kw_json_to_f64(v, &m->value, err) < 0)
		return kw_json_fail_field(err, "value");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_entry_data(const struct kw_describe_client_quotas_response_entry_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->entity_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "entity", arr))
			goto fail;
		for (int32_t i = 0; i < m->entity_count; i++)
			if (json_array_append_new(arr, tojson_entity_data(&m->entity[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->values_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "values", arr))
			goto fail;
		for (int32_t i = 0; i < m->values_count; i++)
			if (json_array_append_new(arr, tojson_value_data(&m->values[i], version)))
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

static int fromjson_entry_data(struct kw_describe_client_quotas_response_entry_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"entity",
		"values",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_client_quotas_response_entry_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "entity");
	if (!v)
		return kw_json_missing(err, "entity", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "entity");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "entity");
		size_t n = json_array_size(v);
		m->entity = NULL;
		m->entity_count = (int32_t)n;
		if (n > 0) {
			m->entity = kw_arena_calloc(a, n, sizeof *m->entity);
			if (!m->entity)
				return kw_json_nomem(err, "entity");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_entity_data(&m->entity[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "entity");
			}
		}
	}
	v = json_object_get(j, "values");
	if (!v)
		return kw_json_missing(err, "values", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "values");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "values");
		size_t n = json_array_size(v);
		m->values = NULL;
		m->values_count = (int32_t)n;
		if (n > 0) {
			m->values = kw_arena_calloc(a, n, sizeof *m->values);
			if (!m->values)
				return kw_json_nomem(err, "values");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_value_data(&m->values[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "values");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_client_quotas_response *m, int16_t version)
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
		json_t *arr = m->entries_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "entries", arr))
			goto fail;
		for (int32_t i = 0; i < m->entries_count; i++)
			if (json_array_append_new(arr, tojson_entry_data(&m->entries[i], version)))
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

static int fromjson_message(struct kw_describe_client_quotas_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"errorMessage",
		"entries",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_client_quotas_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
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
	v = json_object_get(j, "entries");
	if (!v)
		return kw_json_missing(err, "entries", version);
	if (json_is_null(v)) {
		m->entries = NULL;
		m->entries_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "entries");
		size_t n = json_array_size(v);
		m->entries = NULL;
		m->entries_count = (int32_t)n;
		if (n > 0) {
			m->entries = kw_arena_calloc(a, n, sizeof *m->entries);
			if (!m->entries)
				return kw_json_nomem(err, "entries");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_entry_data(&m->entries[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "entries");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_client_quotas_response_to_json(const struct kw_describe_client_quotas_response *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_client_quotas_response_from_json(struct kw_describe_client_quotas_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_describe_client_quotas_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeClientQuotasResponse v%d", (int)version);
	return rc;
}
