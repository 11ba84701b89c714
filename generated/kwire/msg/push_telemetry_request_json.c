/* generated from schemas/clients/PushTelemetryRequest.json by kwire-gen, do not edit */
#include "kwire/msg/push_telemetry_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_push_telemetry_request *m, int16_t version);
static int fromjson_message(struct kw_push_telemetry_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_push_telemetry_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "clientInstanceId", kw_json_from_uuid(&m->client_instance_id)))
		goto fail;
	if (json_object_set_new(o, "subscriptionId", json_integer((json_int_t)m->subscription_id)))
		goto fail;
	if (json_object_set_new(o, "terminating", json_boolean(m->terminating)))
		goto fail;
	if (json_object_set_new(o, "compressionType", json_integer((json_int_t)m->compression_type)))
		goto fail;
	if (json_object_set_new(o, "metrics", kw_json_from_bytes(m->metrics)))
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

static int fromjson_message(struct kw_push_telemetry_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"clientInstanceId",
		"subscriptionId",
		"terminating",
		"compressionType",
		"metrics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_push_telemetry_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "clientInstanceId");
	if (!v)
		return kw_json_missing(err, "clientInstanceId", version);
	if (kw_json_to_uuid(v, &m->client_instance_id, err) < 0)
		return kw_json_fail_field(err, "clientInstanceId");
	v = json_object_get(j, "subscriptionId");
	if (!v)
		return kw_json_missing(err, "subscriptionId", version);
	if (kw_json_to_i32(v, &m->subscription_id, err) < 0)
		return kw_json_fail_field(err, "subscriptionId");
	v = json_object_get(j, "terminating");
	if (!v)
		return kw_json_missing(err, "terminating", version);
	if (kw_json_to_bool(v, &m->terminating, err) < 0)
		return kw_json_fail_field(err, "terminating");
	v = json_object_get(j, "compressionType");
	if (!v)
		return kw_json_missing(err, "compressionType", version);
	if (kw_json_to_i8(v, &m->compression_type, err) < 0)
		return kw_json_fail_field(err, "compressionType");
	v = json_object_get(j, "metrics");
	if (!v)
		return kw_json_missing(err, "metrics", version);
	if (kw_json_to_bytes(v, false, &m->metrics, a, err) < 0)
		return kw_json_fail_field(err, "metrics");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_push_telemetry_request_to_json(const struct kw_push_telemetry_request *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_push_telemetry_request_from_json(struct kw_push_telemetry_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_push_telemetry_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "PushTelemetryRequest v%d", (int)version);
	return rc;
}
