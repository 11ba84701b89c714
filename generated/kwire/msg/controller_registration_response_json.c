/* generated from schemas/clients/ControllerRegistrationResponse.json by kwire-gen, do not edit */
#include "kwire/msg/controller_registration_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_controller_registration_response *m, int16_t version);
static int fromjson_message(struct kw_controller_registration_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_controller_registration_response *m, int16_t version)
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
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_message(struct kw_controller_registration_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"errorMessage",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_controller_registration_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
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
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_controller_registration_response_to_json(const struct kw_controller_registration_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_controller_registration_response_from_json(struct kw_controller_registration_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_controller_registration_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ControllerRegistrationResponse v%d", (int)version);
	return rc;
}
