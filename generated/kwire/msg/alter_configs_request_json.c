/* generated from schemas/clients/AlterConfigsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/alter_configs_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_alterable_config(const struct kw_alter_configs_request_alterable_config *m, int16_t version);
static int fromjson_alterable_config(struct kw_alter_configs_request_alterable_config *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_alter_configs_resource(const struct kw_alter_configs_request_alter_configs_resource *m, int16_t version);
static int fromjson_alter_configs_resource(struct kw_alter_configs_request_alter_configs_resource *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_alter_configs_request *m, int16_t version);
static int fromjson_message(struct kw_alter_configs_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_alterable_config(const struct kw_alter_configs_request_alterable_config *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_str(m->value)))
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

static int fromjson_alterable_config(struct kw_alter_configs_request_alterable_config *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"value",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_configs_request_alterable_config_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
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
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_alter_configs_resource(const struct kw_alter_configs_request_alter_configs_resource *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "resourceType", json_integer((json_int_t)m->resource_type)))
		goto fail;
	if (json_object_set_new(o, "resourceName", kw_json_from_str(m->resource_name)))
		goto fail;
	{
		json_t *arr = m->configs_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "configs", arr))
			goto fail;
		for (int32_t i = 0; i < m->configs_count; i++)
			if (json_array_append_new(arr, tojson_alterable_config(&m->configs[i], version)))
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

static int fromjson_alter_configs_resource(struct kw_alter_configs_request_alter_configs_resource *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"resourceType",
		"resourceName",
		"configs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_configs_request_alter_configs_resource_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
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
				if (fromjson_alterable_config(&m->configs[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "configs");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_alter_configs_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->resources_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "resources", arr))
			goto fail;
		for (int32_t i = 0; i < m->resources_count; i++)
			if (json_array_append_new(arr, tojson_alter_configs_resource(&m->resources[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "validateOnly", json_boolean(m->validate_only)))
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

static int fromjson_message(struct kw_alter_configs_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"resources",
		"validateOnly",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_configs_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "resources");
	if (!v)
		return kw_json_missing(err, "resources", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "resources");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "resources");
		size_t n = json_array_size(v);
		m->resources = NULL;
		m->resources_count = (int32_t)n;
		if (n > 0) {
			m->resources = kw_arena_calloc(a, n, sizeof *m->resources);
			if (!m->resources)
				return kw_json_nomem(err, "resources");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_alter_configs_resource(&m->resources[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "resources");
			}
		}
	}
	v = json_object_get(j, "validateOnly");
	if (!v)
		return kw_json_missing(err, "validateOnly", version);
	if (kw_json_to_bool(v, &m->validate_only, err) < 0)
		return kw_json_fail_field(err, "validateOnly");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_alter_configs_request_to_json(const struct kw_alter_configs_request *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_alter_configs_request_from_json(struct kw_alter_configs_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_alter_configs_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "AlterConfigsRequest v%d", (int)version);
	return rc;
}
