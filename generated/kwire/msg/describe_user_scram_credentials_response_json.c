/* generated from schemas/clients/DescribeUserScramCredentialsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_user_scram_credentials_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version);
static int fromjson_credential_info(struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version);
static int fromjson_describe_user_scram_credentials_result(struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_user_scram_credentials_response *m, int16_t version);
static int fromjson_message(struct kw_describe_user_scram_credentials_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "mechanism", json_integer((json_int_t)m->mechanism)))
		goto fail;
	if (json_object_set_new(o, "iterations", json_integer((json_int_t)m->iterations)))
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

static int fromjson_credential_info(struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"mechanism",
		"iterations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_user_scram_credentials_response_credential_info_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "mechanism");
	if (!v)
		return kw_json_missing(err, "mechanism", version);
	if (kw_json_to_i8(v, &m->mechanism, err) < 0)
		return kw_json_fail_field(err, "mechanism");
	v = json_object_get(j, "iterations");
	if (!v)
		return kw_json_missing(err, "iterations", version);
	if (kw_json_to_i32(v, &m->iterations, err) < 0)
		return kw_json_fail_field(err, "iterations");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "user", kw_json_from_str(m->user)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
		goto fail;
	{
		json_t *arr = m->credential_infos_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "credentialInfos", arr))
			goto fail;
		for (int32_t i = 0; i < m->credential_infos_count; i++)
			if (json_array_append_new(arr, tojson_credential_info(&m->credential_infos[i], version)))
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

static int fromjson_describe_user_scram_credentials_result(struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"user",
		"errorCode",
		"errorMessage",
		"credentialInfos",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "user");
	if (!v)
		return kw_json_missing(err, "user", version);
	if (kw_json_to_str(v, false, &m->user, a, err) < 0)
		return kw_json_fail_field(err, "user");
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
	v = json_object_get(j, "credentialInfos");
	if (!v)
		return kw_json_missing(err, "credentialInfos", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "credentialInfos");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "credentialInfos");
		size_t n = json_array_size(v);
		m->credential_infos = NULL;
		m->credential_infos_count = (int32_t)n;
		if (n > 0) {
			m->credential_infos = kw_arena_calloc(a, n, sizeof *m->credential_infos);
			if (!m->credential_infos)
				return kw_json_nomem(err, "credentialInfos");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_credential_info(&m->credential_infos[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "credentialInfos");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_user_scram_credentials_response *m, int16_t version)
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
		json_t *arr = m->results_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "results", arr))
			goto fail;
		for (int32_t i = 0; i < m->results_count; i++)
			if (json_array_append_new(arr, tojson_describe_user_scram_credentials_result(&m->results[i], version)))
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

static int fromjson_message(struct kw_describe_user_scram_credentials_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"errorMessage",
		"results",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_user_scram_credentials_response_init(m);
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
				if (fromjson_describe_user_scram_credentials_result(&m->results[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "results");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_user_scram_credentials_response_to_json(const struct kw_describe_user_scram_credentials_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_user_scram_credentials_response_from_json(struct kw_describe_user_scram_credentials_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_user_scram_credentials_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeUserScramCredentialsResponse v%d", (int)version);
	return rc;
}
