/* generated from schemas/clients/AlterUserScramCredentialsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/alter_user_scram_credentials_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version);
static int fromjson_scram_credential_deletion(struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version);
static int fromjson_scram_credential_upsertion(struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_alter_user_scram_credentials_request *m, int16_t version);
static int fromjson_message(struct kw_alter_user_scram_credentials_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "mechanism", json_integer((json_int_t)m->mechanism)))
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

static int fromjson_scram_credential_deletion(struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"mechanism",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_user_scram_credentials_request_scram_credential_deletion_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "mechanism");
	if (!v)
		return kw_json_missing(err, "mechanism", version);
	if (kw_json_to_i8(v, &m->mechanism, err) < 0)
		return kw_json_fail_field(err, "mechanism");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "mechanism", json_integer((json_int_t)m->mechanism)))
		goto fail;
	if (json_object_set_new(o, "iterations", json_integer((json_int_t)m->iterations)))
		goto fail;
	if (json_object_set_new(o, "salt", kw_json_from_bytes(m->salt)))
		goto fail;
	if (json_object_set_new(o, "saltedPassword", kw_json_from_bytes(m->salted_password)))
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

static int fromjson_scram_credential_upsertion(struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"mechanism",
		"iterations",
		"salt",
		"saltedPassword",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_user_scram_credentials_request_scram_credential_upsertion_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
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
	v = json_object_get(j, "salt");
	if (!v)
		return kw_json_missing(err, "salt", version);
	if (kw_json_to_bytes(v, false, &m->salt, a, err) < 0)
		return kw_json_fail_field(err, "salt");
	v = json_object_get(j, "saltedPassword");
	if (!v)
		return kw_json_missing(err, "saltedPassword", version);
	if (kw_json_to_bytes(v, false, &m->salted_password, a, err) < 0)
		return kw_json_fail_field(err, "saltedPassword");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_alter_user_scram_credentials_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->deletions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "deletions", arr))
			goto fail;
		for (int32_t i = 0; i < m->deletions_count; i++)
			if (json_array_append_new(arr, tojson_scram_credential_deletion(&m->deletions[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->upsertions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "upsertions", arr))
			goto fail;
		for (int32_t i = 0; i < m->upsertions_count; i++)
			if (json_array_append_new(arr, tojson_scram_credential_upsertion(&m->upsertions[i], version)))
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

static int fromjson_message(struct kw_alter_user_scram_credentials_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"deletions",
		"upsertions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_user_scram_credentials_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "deletions");
	if (!v)
		return kw_json_missing(err, "deletions", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "deletions");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "deletions");
		size_t n = json_array_size(v);
		m->deletions = NULL;
		m->deletions_count = (int32_t)n;
		if (n > 0) {
			m->deletions = kw_arena_calloc(a, n, sizeof *m->deletions);
			if (!m->deletions)
				return kw_json_nomem(err, "deletions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_scram_credential_deletion(&m->deletions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "deletions");
			}
		}
	}
	v = json_object_get(j, "upsertions");
	if (!v)
		return kw_json_missing(err, "upsertions", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "upsertions");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "upsertions");
		size_t n = json_array_size(v);
		m->upsertions = NULL;
		m->upsertions_count = (int32_t)n;
		if (n > 0) {
			m->upsertions = kw_arena_calloc(a, n, sizeof *m->upsertions);
			if (!m->upsertions)
				return kw_json_nomem(err, "upsertions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_scram_credential_upsertion(&m->upsertions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "upsertions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_alter_user_scram_credentials_request_to_json(const struct kw_alter_user_scram_credentials_request *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_alter_user_scram_credentials_request_from_json(struct kw_alter_user_scram_credentials_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_alter_user_scram_credentials_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "AlterUserScramCredentialsRequest v%d", (int)version);
	return rc;
}
