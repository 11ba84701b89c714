/* generated from schemas/clients/DescribeDelegationTokenResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_delegation_token_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version);
static int fromjson_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version);
static int fromjson_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_delegation_token_response *m, int16_t version);
static int fromjson_message(struct kw_describe_delegation_token_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version)
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

static int fromjson_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"principalType",
		"principalName",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_delegation_token_response_described_delegation_token_renewer_init(m);
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

static json_t *tojson_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "principalType", kw_json_from_str(m->principal_type)))
		goto fail;
	if (json_object_set_new(o, "principalName", kw_json_from_str(m->principal_name)))
		goto fail;
	if (version >= 3) {
		if (json_object_set_new(o, "tokenRequesterPrincipalType", kw_json_from_str(m->token_requester_principal_type)))
			goto fail;
	}
	if (version >= 3) {
		if (json_object_set_new(o, "tokenRequesterPrincipalName", kw_json_from_str(m->token_requester_principal_name)))
			goto fail;
	}
	if (json_object_set_new(o, "issueTimestamp", json_integer((json_int_t)m->issue_timestamp)))
		goto fail;
	if (json_object_set_new(o, "expiryTimestamp", json_integer((json_int_t)m->expiry_timestamp)))
		goto fail;
	if (json_object_set_new(o, "maxTimestamp", json_integer((json_int_t)m->max_timestamp)))
		goto fail;
	if (json_object_set_new(o, "tokenId", kw_json_from_str(m->token_id)))
		goto fail;
	if (json_object_set_new(o, "hmac", kw_json_from_bytes(m->hmac)))
		goto fail;
	{
		json_t *arr = m->renewers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "renewers", arr))
			goto fail;
		for (int32_t i = 0; i < m->renewers_count; i++)
			if (json_array_append_new(arr, tojson_described_delegation_token_renewer(&m->renewers[i], version)))
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

static int fromjson_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"principalType",
		"principalName",
		"tokenRequesterPrincipalType",
		"tokenRequesterPrincipalName",
		"issueTimestamp",
		"expiryTimestamp",
		"maxTimestamp",
		"tokenId",
		"hmac",
		"renewers",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_delegation_token_response_described_delegation_token_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 10, err) < 0)
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
	v = json_object_get(j, "tokenRequesterPrincipalType");
	if (!v && (version >= 3))
		return kw_json_missing(err, "tokenRequesterPrincipalType", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->token_requester_principal_type, a, err) < 0)
			return kw_json_fail_field(err, "tokenRequesterPrincipalType");
	}
	v = json_object_get(j, "tokenRequesterPrincipalName");
	if (!v && (version >= 3))
		return kw_json_missing(err, "tokenRequesterPrincipalName", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->token_requester_principal_name, a, err) < 0)
			return kw_json_fail_field(err, "tokenRequesterPrincipalName");
	}
	v = json_object_get(j, "issueTimestamp");
	if (!v)
		return kw_json_missing(err, "issueTimestamp", version);
	if (kw_json_to_i64(v, &m->issue_timestamp, err) < 0)
		return kw_json_fail_field(err, "issueTimestamp");
	v = json_object_get(j, "expiryTimestamp");
	if (!v)
		return kw_json_missing(err, "expiryTimestamp", version);
	if (kw_json_to_i64(v, &m->expiry_timestamp, err) < 0)
		return kw_json_fail_field(err, "expiryTimestamp");
	v = json_object_get(j, "maxTimestamp");
	if (!v)
		return kw_json_missing(err, "maxTimestamp", version);
	if (kw_json_to_i64(v, &m->max_timestamp, err) < 0)
		return kw_json_fail_field(err, "maxTimestamp");
	v = json_object_get(j, "tokenId");
	if (!v)
		return kw_json_missing(err, "tokenId", version);
	if (kw_json_to_str(v, false, &m->token_id, a, err) < 0)
		return kw_json_fail_field(err, "tokenId");
	v = json_object_get(j, "hmac");
	if (!v)
		return kw_json_missing(err, "hmac", version);
	if (kw_json_to_bytes(v, false, &m->hmac, a, err) < 0)
		return kw_json_fail_field(err, "hmac");
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
				if (fromjson_described_delegation_token_renewer(&m->renewers[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "renewers");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_delegation_token_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	{
		json_t *arr = m->tokens_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "tokens", arr))
			goto fail;
		for (int32_t i = 0; i < m->tokens_count; i++)
			if (json_array_append_new(arr, tojson_described_delegation_token(&m->tokens[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
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

static int fromjson_message(struct kw_describe_delegation_token_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"tokens",
		"throttleTimeMs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_delegation_token_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "tokens");
	if (!v)
		return kw_json_missing(err, "tokens", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "tokens");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "tokens");
		size_t n = json_array_size(v);
		m->tokens = NULL;
		m->tokens_count = (int32_t)n;
		if (n > 0) {
			m->tokens = kw_arena_calloc(a, n, sizeof *m->tokens);
			if (!m->tokens)
				return kw_json_nomem(err, "tokens");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_described_delegation_token(&m->tokens[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "tokens");
			}
		}
	}
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_delegation_token_response_to_json(const struct kw_describe_delegation_token_response *m, int16_t version)
{
	if (version < 0 || version > 3)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_delegation_token_response_from_json(struct kw_describe_delegation_token_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_describe_delegation_token_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeDelegationTokenResponse v%d", (int)version);
	return rc;
}
