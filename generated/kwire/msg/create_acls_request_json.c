/* generated from schemas/clients/CreateAclsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/create_acls_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_acl_creation(const struct kw_create_acls_request_acl_creation *m, int16_t version);
static int fromjson_acl_creation(struct kw_create_acls_request_acl_creation *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_create_acls_request *m, int16_t version);
static int fromjson_message(struct kw_create_acls_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_acl_creation(const struct kw_create_acls_request_acl_creation *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "resourceType", json_integer((json_int_t)m->resource_type)))
		goto fail;
	if (json_object_set_new(o, "resourceName", kw_json_from_str(m->resource_name)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "resourcePatternType", json_integer((json_int_t)m->resource_pattern_type)))
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

static int fromjson_acl_creation(struct kw_create_acls_request_acl_creation *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"resourceType",
		"resourceName",
		"resourcePatternType",
		"principal",
		"host",
		"operation",
		"permissionType",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_acls_request_acl_creation_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
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
	v = json_object_get(j, "resourcePatternType");
	if (!v && (version >= 1))
		return kw_json_missing(err, "resourcePatternType", version);
	if (v) {
		if (kw_json_to_i8(v, &m->resource_pattern_type, err) < 0)
			return kw_json_fail_field(err, "resourcePatternType");
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

static json_t *tojson_message(const struct kw_create_acls_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->creations_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "creations", arr))
			goto fail;
		for (int32_t i = 0; i < m->creations_count; i++)
			if (json_array_append_new(arr, tojson_acl_creation(&m->creations[i], version)))
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

static int fromjson_message(struct kw_create_acls_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"creations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_acls_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "creations");
	if (!v)
		return kw_json_missing(err, "creations", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "creations");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "creations");
		size_t n = json_array_size(v);
		m->creations = NULL;
		m->creations_count = (int32_t)n;
		if (n > 0) {
			m->creations = kw_arena_calloc(a, n, sizeof *m->creations);
			if (!m->creations)
				return kw_json_nomem(err, "creations");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_acl_creation(&m->creations[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "creations");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_create_acls_request_to_json(const struct kw_create_acls_request *m, int16_t version)
{
	if (version < 0 || version > 3)
		return NULL;
	return tojson_message(m, version);
}

int kw_create_acls_request_from_json(struct kw_create_acls_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_create_acls_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "CreateAclsRequest v%d", (int)version);
	return rc;
}
