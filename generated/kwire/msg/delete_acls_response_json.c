/* generated from schemas/clients/DeleteAclsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/delete_acls_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version);
static int fromjson_delete_acls_matching_acl(struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version);
static int fromjson_delete_acls_filter_result(struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_delete_acls_response *m, int16_t version);
static int fromjson_message(struct kw_delete_acls_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version)
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
	if (version >= 1) {
		if (json_object_set_new(o, "patternType", json_integer((json_int_t)m->pattern_type)))
			goto fail;
	}
	if (json_object_set_new(o, "principal", kw_json_from_str(m->principal)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "operation", json_integer((json_int_t)m->operation)))
		goto fail;
	if (json_object_set_new(o, "permissionType", json_integer((json_int_t)m->permission_type)))
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

static int fromjson_delete_acls_matching_acl(struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"errorMessage",
		"resourceType",
		"resourceName",
		"patternType",
		"principal",
		"host",
		"operation",
		"permissionType",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_delete_acls_response_delete_acls_matching_acl_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 9, err) < 0)
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
	v = json_object_get(j, "patternType");
	if (!v && (version >= 1))
		return kw_json_missing(err, "patternType", version);
	if (v) {
		if (kw_json_to_i8(v, &m->pattern_type, err) < 0)
			return kw_json_fail_field(err, "patternType");
	}
	v = json_object_get(j, "principal");
	if (!v)
		return kw_json_missing(err, "principal", version);
	if (kw_json_to_str(v, false, &m->principal, a, err) < 0)
		return kw_json_fail_field(err, "principal");
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "operation");
	if (!v)
		return kw_json_missing(err, "operation", version);
	if (kw_json_to_i8(v, &m->operation, err) < 0)
		return kw_json_fail_field(err, "operation");
	v = json_object_get(j, "permissionType");
	if (!v)
		return kw_json_missing(err, "permissionType", version);
	if (kw_json_to_i8(v, &m->permission_type, err) < 0)
		return kw_json_fail_field(err, "permissionType");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
		goto fail;
	{
		json_t *arr = m->matching_acls_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "matchingAcls", arr))
			goto fail;
		for (int32_t i = 0; i < m->matching_acls_count; i++)
			if (json_array_append_new(arr, tojson_delete_acls_matching_acl(&m->matching_acls[i], version)))
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

static int fromjson_delete_acls_filter_result(struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"errorMessage",
		"matchingAcls",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_delete_acls_response_delete_acls_filter_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
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
	v = json_object_get(j, "matchingAcls");
	if (!v)
		return kw_json_missing(err, "matchingAcls", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "matchingAcls");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "matchingAcls");
		size_t n = json_array_size(v);
		m->matching_acls = NULL;
		m->matching_acls_count = (int32_t)n;
		if (n > 0) {
			m->matching_acls = kw_arena_calloc(a, n, sizeof *m->matching_acls);
			if (!m->matching_acls)
				return kw_json_nomem(err, "matchingAcls");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_delete_acls_matching_acl(&m->matching_acls[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "matchingAcls");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_delete_acls_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	{
		json_t *arr = m->filter_results_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "filterResults", arr))
			goto fail;
		for (int32_t i = 0; i < m->filter_results_count; i++)
			if (json_array_append_new(arr, tojson_delete_acls_filter_result(&m->filter_results[i], version)))
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

static int fromjson_message(struct kw_delete_acls_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"filterResults",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_delete_acls_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "filterResults");
	if (!v)
		return kw_json_missing(err, "filterResults", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "filterResults");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "filterResults");
		size_t n = json_array_size(v);
		m->filter_results = NULL;
		m->filter_results_count = (int32_t)n;
		if (n > 0) {
			m->filter_results = kw_arena_calloc(a, n, sizeof *m->filter_results);
			if (!m->filter_results)
				return kw_json_nomem(err, "filterResults");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_delete_acls_filter_result(&m->filter_results[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "filterResults");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_delete_acls_response_to_json(const struct kw_delete_acls_response *m, int16_t version)
{
	if (version < 0 || version > 3)
		return NULL;
	return tojson_message(m, version);
}

int kw_delete_acls_response_from_json(struct kw_delete_acls_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_delete_acls_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DeleteAclsResponse v%d", (int)version);
	return rc;
}
