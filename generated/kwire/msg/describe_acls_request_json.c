/* generated from schemas/clients/DescribeAclsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_acls_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_describe_acls_request *m, int16_t version);
static int fromjson_message(struct kw_describe_acls_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_describe_acls_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "resourceTypeFilter", json_integer((json_int_t)m->resource_type_filter)))
		goto fail;
	if (json_object_set_new(o, "resourceNameFilter", kw_json_from_str(m->resource_name_filter)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "patternTypeFilter", json_integer((json_int_t)m->pattern_type_filter)))
			goto fail;
	}
	if (json_object_set_new(o, "principalFilter", kw_json_from_str(m->principal_filter)))
		goto fail;
	if (json_object_set_new(o, "hostFilter", kw_json_from_str(m->host_filter)))
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

static int fromjson_message(struct kw_describe_acls_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"resourceTypeFilter",
		"resourceNameFilter",
		"patternTypeFilter",
		"principalFilter",
		"hostFilter",
		"operation",
		"permissionType",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_acls_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "resourceTypeFilter");
	if (!v)
		return kw_json_missing(err, "resourceTypeFilter", version);
	if (kw_json_to_i8(v, &m->resource_type_filter, err) < 0)
		return kw_json_fail_field(err, "resourceTypeFilter");
	v = json_object_get(j, "resourceNameFilter");
	if (!v)
		return kw_json_missing(err, "resourceNameFilter", version);
	if (kw_json_to_str(v, true, &m->resource_name_filter, a, err) < 0)
		return kw_json_fail_field(err, "resourceNameFilter");
	v = json_object_get(j, "patternTypeFilter");
	if (!v && (version >= 1))
		return kw_json_missing(err, "patternTypeFilter", version);
	if (v) {
		if (kw_json_to_i8(v, &m->pattern_type_filter, err) < 0)
			return kw_json_fail_field(err, "patternTypeFilter");
	}
	v = json_object_get(j, "principalFilter");
	if (!v)
		return kw_json_missing(err, "principalFilter", version);
	if (kw_json_to_str(v, true, &m->principal_filter, a, err) < 0)
		return kw_json_fail_field(err, "principalFilter");
	v = json_object_get(j, "hostFilter");
	if (!v)
		return kw_json_missing(err, "hostFilter", version);
	if (kw_json_to_str(v, true, &m->host_filter, a, err) < 0)
		return kw_json_fail_field(err, "hostFilter");
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

json_t *kw_describe_acls_request_to_json(const struct kw_describe_acls_request *m, int16_t version)
{
	if (version < 0 || version > 3)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_acls_request_from_json(struct kw_describe_acls_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_describe_acls_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeAclsRequest v%d", (int)version);
	return rc;
}
