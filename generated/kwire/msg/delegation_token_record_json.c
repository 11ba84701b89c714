/* generated from schemas/metadata/DelegationTokenRecord.json by kwire-gen, do not edit */
#include "kwire/msg/delegation_token_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_delegation_token_record *m, int16_t version);
static int fromjson_message(struct kw_delegation_token_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_delegation_token_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "owner", kw_json_from_str(m->owner)))
		goto fail;
	if (json_object_set_new(o, "requester", kw_json_from_str(m->requester)))
		goto fail;
	{
		json_t *arr = m->renewers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "renewers", arr))
			goto fail;
		for (int32_t i = 0; i < m->renewers_count; i++)
			if (json_array_append_new(arr, kw_json_from_str(m->renewers[i])))
				goto fail;
	}
	if (json_object_set_new(o, "issueTimestamp", json_integer((json_int_t)m->issue_timestamp)))
		goto fail;
	if (json_object_set_new(o, "maxTimestamp", json_integer((json_int_t)m->max_timestamp)))
		goto fail;
	if (json_object_set_new(o, "expirationTimestamp", json_integer((json_int_t)m->expiration_timestamp)))
		goto fail;
	if (json_object_set_new(o, "tokenId", kw_json_from_str(m->token_id)))
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

static int fromjson_message(struct kw_delegation_token_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"owner",
		"requester",
		"renewers",
		"issueTimestamp",
		"maxTimestamp",
		"expirationTimestamp",
		"tokenId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_delegation_token_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "owner");
	if (!v)
		return kw_json_missing(err, "owner", version);
	if (kw_json_to_str(v, false, &m->owner, a, err) < 0)
		return kw_json_fail_field(err, "owner");
	v = json_object_get(j, "requester");
	if (!v)
		return kw_json_missing(err, "requester", version);
	if (kw_json_to_str(v, false, &m->requester, a, err) < 0)
		return kw_json_fail_field(err, "requester");
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
				if (kw_json_to_str(e, false, &m->renewers[i], a, err) < 0)
					return kw_json_fail_index(err, (long)i, "renewers");
			}
		}
	}
	v = json_object_get(j, "issueTimestamp");
	if (!v)
		return kw_json_missing(err, "issueTimestamp", version);
	if (kw_json_to_i64(v, &m->issue_timestamp, err) < 0)
		return kw_json_fail_field(err, "issueTimestamp");
	v = json_object_get(j, "maxTimestamp");
	if (!v)
		return kw_json_missing(err, "maxTimestamp", version);
	if (kw_json_to_i64(v, &m->max_timestamp, err) < 0)
		return kw_json_fail_field(err, "maxTimestamp");
	v = json_object_get(j, "expirationTimestamp");
	if (!v)
		return kw_json_missing(err, "expirationTimestamp", version);
	if (kw_json_to_i64(v, &m->expiration_timestamp, err) < 0)
		return kw_json_fail_field(err, "expirationTimestamp");
	v = json_object_get(j, "tokenId");
	if (!v)
		return kw_json_missing(err, "tokenId", version);
	if (kw_json_to_str(v, false, &m->token_id, a, err) < 0)
		return kw_json_fail_field(err, "tokenId");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_delegation_token_record_to_json(const struct kw_delegation_token_record *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_delegation_token_record_from_json(struct kw_delegation_token_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_delegation_token_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DelegationTokenRecord v%d", (int)version);
	return rc;
}
