/* generated from schemas/clients/DescribeDelegationTokenRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_delegation_token_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_describe_delegation_token_owner(const struct kw_describe_delegation_token_request_describe_delegation_token_owner *m, int16_t version);
static int fromjson_describe_delegation_token_owner(struct kw_describe_delegation_token_request_describe_delegation_token_owner *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_delegation_token_request *m, int16_t version);
static int fromjson_message(struct kw_describe_delegation_token_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_describe_delegation_token_owner(const struct kw_describe_delegation_token_request_describe_delegation_token_owner *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "principalType", kw_json_from_str(m->principal_type)))
		goto fail;
	if (json_object_set_new(o, "principalName", kw_json_from_str(m->principal_name)))
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

static int fromjson_describe_delegation_token_owner(struct kw_describe_delegation_token_request_describe_delegation_token_owner *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"principalType",
		"principalName",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_delegation_token_request_describe_delegation_token_owner_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "principalType");
	if (!v)
		return kw_json_missing(err, "principalType", version);
	if (kw_json_to_str(v, false, &m->principal_type, a, err) < 0)
		return kw_json_fail_field(err, "principalType");
	v = json_object_get(j, "principalName");
	if (!v)
		return kw_json_missing(err, "principalName", version);
	if (kw_json_to_str(v, false, &m->principal_name, a, err) < 0)
		return kw_json_fail_field(err, "principalName");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_delegation_token_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->owners_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "owners", arr))
			goto fail;
		for (int32_t i = 0; i < m->owners_count; i++)
			if (json_array_append_new(arr, tojson_describe_delegation_token_owner(&m->owners[i], version)))
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

static int fromjson_message(struct kw_describe_delegation_token_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"owners",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_delegation_token_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "owners");
	if (!v)
		return kw_json_missing(err, "owners", version);
	if (json_is_null(v)) {
		m->owners = NULL;
		m->owners_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "owners");
		size_t n = json_array_size(v);
		m->owners = NULL;
		m->owners_count = (int32_t)n;
		if (n > 0) {
			m->owners = kw_arena_calloc(a, n, sizeof *m->owners);
			if (!m->owners)
				return kw_json_nomem(err, "owners");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_describe_delegation_token_owner(&m->owners[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "owners");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_delegation_token_request_to_json(const struct kw_describe_delegation_token_request *m, int16_t version)
{
	if (version < 0 || version > 3)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_delegation_token_request_from_json(struct kw_describe_delegation_token_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_describe_delegation_token_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeDelegationTokenRequest v%d", (int)version);
	return rc;
}
