/* generated from schemas/clients/RequestHeader.json by kwire-gen, do not edit */
#include "kwire/msg/request_header_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_request_header *m, int16_t version);
static int fromjson_message(struct kw_request_header *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_request_header *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "requestApiKey", json_integer((json_int_t)m->request_api_key)))
		goto fail;
	if (json_object_set_new(o, "requestApiVersion", json_integer((json_int_t)m->request_api_version)))
		goto fail;
	if (json_object_set_new(o, "correlationId", json_integer((json_int_t)m->correlation_id)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "clientId", kw_json_from_str(m->client_id)))
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

static int fromjson_message(struct kw_request_header *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"requestApiKey",
		"requestApiVersion",
		"correlationId",
		"clientId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_request_header_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "requestApiKey");
	if (!v)
		return kw_json_missing(err, "requestApiKey", version);
	if (kw_json_to_i16(v, &m->request_api_key, err) < 0)
		return kw_json_fail_field(err, "requestApiKey");
	v = json_object_get(j, "requestApiVersion");
	if (!v)
		return kw_json_missing(err, "requestApiVersion", version);
	if (kw_json_to_i16(v, &m->request_api_version, err) < 0)
		return kw_json_fail_field(err, "requestApiVersion");
	v = json_object_get(j, "correlationId");
	if (!v)
		return kw_json_missing(err, "correlationId", version);
	if (kw_json_to_i32(v, &m->correlation_id, err) < 0)
		return kw_json_fail_field(err, "correlationId");
	v = json_object_get(j, "clientId");
	if (!v && (version >= 1))
		return kw_json_missing(err, "clientId", version);
	if (v) {
		if (kw_json_to_str(v, version >= 1, &m->client_id, a, err) < 0)
			return kw_json_fail_field(err, "clientId");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_request_header_to_json(const struct kw_request_header *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_request_header_from_json(struct kw_request_header *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_request_header_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "RequestHeader v%d", (int)version);
	return rc;
}
