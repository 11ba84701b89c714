/* generated from schemas/clients/CreateDelegationTokenResponse.json by kwire-gen, do not edit */
#include "kwire/msg/create_delegation_token_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_create_delegation_token_response *m, int16_t version);
static int fromjson_message(struct kw_create_delegation_token_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_create_delegation_token_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
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
	if (json_object_set_new(o, "issueTimestampMs", json_integer((json_int_t)m->issue_timestamp_ms)))
		goto fail;
	if (json_object_set_new(o, "expiryTimestampMs", json_integer((json_int_t)m->expiry_timestamp_ms)))
		goto fail;
	if (json_object_set_new(o, "maxTimestampMs", json_integer((json_int_t)m->max_timestamp_ms)))
		goto fail;
	if (json_object_set_new(o, "tokenId", kw_json_from_str(m->token_id)))
		goto fail;
	if (json_object_set_new(o, "hmac", kw_json_from_bytes(m->hmac)))
		goto fail;
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

static int fromjson_message(struct kw_create_delegation_token_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"principalType",
		"principalName",
		"tokenRequesterPrincipalType",
		"tokenRequesterPrincipalName",
		"issueTimestampMs",
		"expiryTimestampMs",
		"maxTimestampMs",
		"tokenId",
		"hmac",
		"throttleTimeMs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_delegation_token_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 11, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
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
	v = json_object_get(j, "issueTimestampMs");
	if (!v)
		return kw_json_missing(err, "issueTimestampMs", version);
	if (kw_json_to_i64(v, &m->issue_timestamp_ms, err) < 0)
		return kw_json_fail_field(err, "issueTimestampMs");
	v = json_object_get(j, "expiryTimestampMs");
	if (!v)
		return kw_json_missing(err, "expiryTimestampMs", version);
	if (kw_json_to_i64(v, &m->expiry_timestamp_ms, err) < 0)
		return kw_json_fail_field(err, "expiryTimestampMs");
	v = json_object_get(j, "maxTimestampMs");
	if (!v)
		return kw_json_missing(err, "maxTimestampMs", version);
	if (kw_json_to_i64(v, &m->max_timestamp_ms, err) < 0)
		return kw_json_fail_field(err, "maxTimestampMs");
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

json_t *kw_create_delegation_token_response_to_json(const struct kw_create_delegation_token_response *m, int16_t version)
{
	if (version < 0 || version > 3)
		return NULL;
	return tojson_message(m, version);
}

int kw_create_delegation_token_response_from_json(struct kw_create_delegation_token_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_create_delegation_token_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "CreateDelegationTokenResponse v%d", (int)version);
	return rc;
}
