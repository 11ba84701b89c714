/* generated from schemas/clients/DescribeUserScramCredentialsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_user_scram_credentials_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version);
static int fromjson_user_name(struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_user_scram_credentials_request *m, int16_t version);
static int fromjson_message(struct kw_describe_user_scram_credentials_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
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

static int fromjson_user_name(struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_user_scram_credentials_request_user_name_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_user_scram_credentials_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->users_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "users", arr))
			goto fail;
		for (int32_t i = 0; i < m->users_count; i++)
			if (json_array_append_new(arr, tojson_user_name(&m->users[i], version)))
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

static int fromjson_message(struct kw_describe_user_scram_credentials_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"users",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_user_scram_credentials_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "users");
	if (!v)
		return kw_json_missing(err, "users", version);
	if (json_is_null(v)) {
		m->users = NULL;
		m->users_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "users");
		size_t n = json_array_size(v);
		m->users = NULL;
		m->users_count = (int32_t)n;
		if (n > 0) {
			m->users = kw_arena_calloc(a, n, sizeof *m->users);
			if (!m->users)
				return kw_json_nomem(err, "users");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_user_name(&m->users[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "users");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_user_scram_credentials_request_to_json(const struct kw_describe_user_scram_credentials_request *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_user_scram_credentials_request_from_json(struct kw_describe_user_scram_credentials_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_user_scram_credentials_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeUserScramCredentialsRequest v%d", (int)version);
	return rc;
}
