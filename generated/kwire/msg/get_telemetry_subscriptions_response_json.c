/* generated from schemas/clients/GetTelemetrySubscriptionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/get_telemetry_subscriptions_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version);
static int fromjson_message(struct kw_get_telemetry_subscriptions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "clientInstanceId", kw_json_from_uuid(&m->client_instance_id)))
		goto fail;
	if (json_object_set_new(o, "subscriptionId", json_integer((json_int_t)m->subscription_id)))
		goto fail;
	{
		json_t *arr = m->accepted_compression_types_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "acceptedCompressionTypes", arr))
			goto fail;
		for (int32_t i = 0; i < m->accepted_compression_types_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->accepted_compression_types[i])))
				goto fail;
	}
	if (json_object_set_new(o, "pushIntervalMs", json_integer((json_int_t)m->push_interval_ms)))
		goto fail;
	if (json_object_set_new(o, "telemetryMaxBytes", json_integer((json_int_t)m->telemetry_max_bytes)))
		goto fail;
	if (json_object_set_new(o, "deltaTemporality", json_boolean(m->delta_temporality)))
		goto fail;
	{
		json_t *arr = m->requested_metrics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "requestedMetrics", arr))
			goto fail;
		for (int32_t i = 0; i < m->requested_metrics_count; i++)
			if (json_array_append_new(arr, kw_json_from_str(m->requested_metrics[i])))
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

static int fromjson_message(struct kw_get_telemetry_subscriptions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"clientInstanceId",
		"subscriptionId",
		"acceptedCompressionTypes",
		"pushIntervalMs",
		"telemetryMaxBytes",
		"deltaTemporality",
		"requestedMetrics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_get_telemetry_subscriptions_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 9, err) < 0)
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
	v = json_object_get(j, "acceptedCompressionTypes");
	if (!v)
		return kw_json_missing(err, "acceptedCompressionTypes", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "acceptedCompressionTypes");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "acceptedCompressionTypes");
		size_t n = json_array_size(v);
		m->accepted_compression_types = NULL;
		m->accepted_compression_types_count = (int32_t)n;
		if (n > 0) {
			m->accepted_compression_types = kw_arena_calloc(a, n, sizeof *m->accepted_compression_types);
			if (!m->accepted_compression_types)
				return kw_json_nomem(err, "acceptedCompressionTypes");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i8(e, &m->accepted_compression_types[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "acceptedCompressionTypes");
			}
		}
	}
	v = json_object_get(j, "pushIntervalMs");
	if (!v)
		return kw_json_missing(err, "pushIntervalMs", version);
	if (kw_json_to_i32(v, &m->push_interval_ms, err) < 0)
		return kw_json_fail_field(err, "pushIntervalMs");
	v = json_object_get(j, "telemetryMaxBytes");
	if (!v)
		return kw_json_missing(err, "telemetryMaxBytes", version);
	if (kw_json_to_i32(v, &m->telemetry_max_bytes, err) < 0)
		return kw_json_fail_field(err, "telemetryMaxBytes");
	v = json_object_get(j, "deltaTemporality");
	if (!v)
		return kw_json_missing(err, "deltaTemporality", version);
	if (kw_json_to_bool(v, &m->delta_temporality, err) < 0)
		return kw_json_fail_field(err, "deltaTemporality");
	v = json_object_get(j, "requestedMetrics");
	if (!v)
		return kw_json_missing(err, "requestedMetrics", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "requestedMetrics");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "requestedMetrics");
		size_t n = json_array_size(v);
		m->requested_metrics = NULL;
		m->requested_metrics_count = (int32_t)n;
		if (n > 0) {
			m->requested_metrics = kw_arena_calloc(a, n, sizeof *m->requested_metrics);
			if (!m->requested_metrics)
				return kw_json_nomem(err, "requestedMetrics");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_str(e, false, &m->requested_metrics[i], a, err) < 0)
					return kw_json_fail_index(err, (long)i, "requestedMetrics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_get_telemetry_subscriptions_response_to_json(const struct kw_get_telemetry_subscriptions_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_get_telemetry_subscriptions_response_from_json(struct kw_get_telemetry_subscriptions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_get_telemetry_subscriptions_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "GetTelemetrySubscriptionsResponse v%d", (int)version);
	return rc;
}
