/* generated from schemas/clients/CreateDelegationTokenRequest.json by kwire-gen, do not edit */
#include "kwire/msg/create_delegation_token_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version);
static int fromjson_creatable_renewers(struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_create_delegation_token_request *m, int16_t version);
static int fromjson_message(struct kw_create_delegation_token_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version)
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

static int fromjson_creatable_renewers(struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"principalType",
		"principalName",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_delegation_token_request_creatable_renewers_init(m);
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

static json_t *tojson_message(const struct kw_create_delegation_token_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 3) {
		if (json_object_set_new(o, "ownerPrincipalType", kw_json_from_str(m->owner_principal_type)))
			goto fail;
	}
	if (version >= 3) {
		if (json_object_set_new(o, "ownerPrincipalName", kw_json_from_str(m->owner_principal_name)))
			goto fail;
	}
	{
		json_t *arr = m->renewers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "renewers", arr))
			goto fail;
		for (int32_t i = 0; i < m->renewers_count; i++)
			if (json_array_append_new(arr, tojson_creatable_renewers(&m->renewers[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "maxLifetimeMs", json_integer((json_int_t)m->max_lifetime_ms)))
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

static int fromjson_message(struct kw_create_delegation_token_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"ownerPrincipalType",
		"ownerPrincipalName",
		"renewers",
		"maxLifetimeMs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_delegation_token_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "ownerPrincipalType");
	if (!v && (version >= 3))
		return kw_json_missing(err, "ownerPrincipalType", version);
	if (v) {
		if (kw_json_to_str(v, version >= 3, &m->owner_principal_type, a, err) < 0)
			return kw_json_fail_field(err, "ownerPrincipalType");
	}
	v = json_object_get(j, "ownerPrincipalName");
	if (!v && (version >= 3))
		return kw_json_missing(err, "ownerPrincipalName", version);
	if (v) {
		if (kw_json_to_str(v, version >= 3, &m->owner_principal_name, a, err) < 0)
			return kw_json_fail_field(err, "ownerPrincipalName");
	}
	v = json_object_get(j, "renewers");
	if (!v)
		return kw_json_missing(err, "renewers", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "renewers");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "renewers");
		size_t n = json_array_size(v);
		m->renewers = NULL;
		m->renewers_count = (int32_t)n;
		if (n > 0) {
			m->renewers = kw_arena_calloc(a, n, sizeof *m->renewers);
			if (!m->renewers)
				return kw_json_nomem(err, "renewers");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_creatable_renewers(&m->renewers[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "renewers");
			}
		}
	}
	v = json_object_get(j, "maxLifetimeMs");
	if (!v)
		return kw_json_missing(err, "maxLifetimeMs", version);
	if (kw_json_to_i64(v, &m->max_lifetime_ms, err) < 0)
		return kw_json_fail_field(err, "maxLifetimeMs");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_create_delegation_token_request_to_json(const struct kw_create_delegation_token_request *m, int16_t version)
{
	if (version < 0 || version > 3)
		return NULL;
	return tojson_message(m, version);
}

int kw_create_delegation_token_request_from_json(struct kw_create_delegation_token_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_create_delegation_token_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "CreateDelegationTokenRequest v%d", (int)version);
	return rc;
}
