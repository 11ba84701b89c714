/* generated from schemas/clients/DescribeClientQuotasRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_client_quotas_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_component_data(const struct kw_describe_client_quotas_request_component_data *m, int16_t version);
static int fromjson_component_data(struct kw_describe_client_quotas_request_component_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_client_quotas_request *m, int16_t version);
static int fromjson_message(struct kw_describe_client_quotas_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_component_data(const struct kw_describe_client_quotas_request_component_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "entityType", kw_json_from_str(m->entity_type)))
		goto fail;
	if (json_object_set_new(o, "matchType", json_integer((json_int_t)m->match_type)))
		goto fail;
	if (json_object_set_new(o, "match", kw_json_from_str(m->match)))
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

static int fromjson_component_data(struct kw_describe_client_quotas_request_component_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"entityType",
		"matchType",
		"match",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_client_quotas_request_component_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "entityType");
	if (!v)
		return kw_json_missing(err, "entityType", version);
	if (kw_json_to_str(v, false, &m->entity_type, a, err) < 0)
		return kw_json_fail_field(err, "entityType");
	v = json_object_get(j, "matchType");
	if (!v)
		return kw_json_missing(err, "matchType", version);
	if (kw_json_to_i8(v, &m->match_type, err) < 0)
		return kw_json_fail_field(err, "matchType");
	v = json_object_get(j, "match");
	if (!v)
		return kw_json_missing(err, "match", version);
	if (kw_json_to_str(v, true, &m->match, a, err) < 0)
		return kw_json_fail_field(err, "match");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_client_quotas_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->components_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "components", arr))
			goto fail;
		for (int32_t i = 0; i < m->components_count; i++)
			if (json_array_append_new(arr, tojson_component_data(&m->components[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "strict", json_boolean(m->strict)))
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

static int fromjson_message(struct kw_describe_client_quotas_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"components",
		"strict",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_client_quotas_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "components");
	if (!v)
		return kw_json_missing(err, "components", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "components");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "components");
		size_t n = json_array_size(v);
		m->components = NULL;
		m->components_count = (int32_t)n;
		if (n > 0) {
			m->components = kw_arena_calloc(a, n, sizeof *m->components);
			if (!m->components)
				return kw_json_nomem(err, "components");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_component_data(&m->components[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "components");
			}
		}
	}
	v = json_object_get(j, "strict");
	if (!v)
		return kw_json_missing(err, "strict", version);
	if (kw_json_to_bool(v, &m->strict, err) < 0)
		return kw_json_fail_field(err, "strict");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_client_quotas_request_to_json(const struct kw_describe_client_quotas_request *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_client_quotas_request_from_json(struct kw_describe_client_quotas_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_describe_client_quotas_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeClientQuotasRequest v%d", (int)version);
	return rc;
}
