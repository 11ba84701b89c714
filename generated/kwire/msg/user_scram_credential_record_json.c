/* generated from schemas/metadata/UserScramCredentialRecord.json by kwire-gen, do not edit */
#include "kwire/msg/user_scram_credential_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_user_scram_credential_record *m, int16_t version);
static int fromjson_message(struct kw_user_scram_credential_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_user_scram_credential_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "mechanism", json_integer((json_int_t)m->mechanism)))
		goto fail;
	if (json_object_set_new(o, "salt", kw_json_from_bytes(m->salt)))
		goto fail;
	if (json_object_set_new(o, "storedKey", kw_json_from_bytes(m->stored_key)))
		goto fail;
	if (json_object_set_new(o, "serverKey", kw_json_from_bytes(m->server_key)))
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

static int fromjson_message(struct kw_user_scram_credential_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"mechanism",
		"salt",
		"storedKey",
		"serverKey",
		"iterations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_user_scram_credential_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 6, err) < 0)
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
	v = json_object_get(j, "salt");
	if (!v)
		return kw_json_missing(err, "salt", version);
	if (kw_json_to_bytes(v, false, &m->salt, a, err) < 0)
		return kw_json_fail_field(err, "salt");
	v = json_object_get(j, "storedKey");
	if (!v)
		return kw_json_missing(err, "storedKey", version);
	if (kw_json_to_bytes(v, false, &m->stored_key, a, err) < 0)
		return kw_json_fail_field(err, "storedKey");
	v = json_object_get(j, "serverKey");
	if (!v)
		return kw_json_missing(err, "serverKey", version);
	if (kw_json_to_bytes(v, false, &m->server_key, a, err) < 0)
		return kw_json_fail_field(err, "serverKey");
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

json_t *kw_user_scram_credential_record_to_json(const struct kw_user_scram_credential_record *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_user_scram_credential_record_from_json(struct kw_user_scram_credential_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_user_scram_credential_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "UserScramCredentialRecord v%d", (int)version);
	return rc;
}
