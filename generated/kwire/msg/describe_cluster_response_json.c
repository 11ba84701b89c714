/* generated from schemas/clients/DescribeClusterResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_cluster_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version);
static int fromjson_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_cluster_response *m, int16_t version);
static int fromjson_message(struct kw_describe_cluster_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "brokerId", json_integer((json_int_t)m->broker_id)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
		goto fail;
	if (json_object_set_new(o, "rack", kw_json_from_str(m->rack)))
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

static int fromjson_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"brokerId",
		"host",
		"port",
		"rack",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_cluster_response_describe_cluster_broker_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "brokerId");
	if (!v)
		return kw_json_missing(err, "brokerId", version);
	if (kw_json_to_i32(v, &m->broker_id, err) < 0)
		return kw_json_fail_field(err, "brokerId");
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_i32(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, "rack");
	if (!v)
		return kw_json_missing(err, "rack", version);
	if (kw_json_to_str(v, true, &m->rack, a, err) < 0)
		return kw_json_fail_field(err, "rack");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_cluster_response *m, int16_t version)
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
	if (version >= 1) {
		if (json_object_set_new(o, "endpointType", json_integer((json_int_t)m->endpoint_type)))
			goto fail;
	}
	if (json_object_set_new(o, "clusterId", kw_json_from_str(m->cluster_id)))
		goto fail;
	if (json_object_set_new(o, "controllerId", json_integer((json_int_t)m->controller_id)))
		goto fail;
	{
		json_t *arr = m->brokers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "brokers", arr))
			goto fail;
		for (int32_t i = 0; i < m->brokers_count; i++)
			if (json_array_append_new(arr, tojson_describe_cluster_broker(&m->brokers[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "clusterAuthorizedOperations", json_integer((json_int_t)m->cluster_authorized_operations)))
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

static int fromjson_message(struct kw_describe_cluster_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"errorMessage",
		"endpointType",
		"clusterId",
		"controllerId",
		"brokers",
		"clusterAuthorizedOperations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_cluster_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
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
	v = json_object_get(j, "endpointType");
	if (!v && (version >= 1))
		return kw_json_missing(err, "endpointType", version);
	if (v) {
		if (kw_json_to_i8(v, &m->endpoint_type, err) < 0)
			return kw_json_fail_field(err, "endpointType");
	}
	v = json_object_get(j, "clusterId");
	if (!v)
		return kw_json_missing(err, "clusterId", version);
	if (kw_json_to_str(v, false, &m->cluster_id, a, err) < 0)
		return kw_json_fail_field(err, "clusterId");
	v = json_object_get(j, "controllerId");
	if (!v)
		return kw_json_missing(err, "controllerId", version);
	if (kw_json_to_i32(v, &m->controller_id, err) < 0)
		return kw_json_fail_field(err, "controllerId");
	v = json_object_get(j, "brokers");
	if (!v)
		return kw_json_missing(err, "brokers", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "brokers");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "brokers");
		size_t n = json_array_size(v);
		m->brokers = NULL;
		m->brokers_count = (int32_t)n;
		if (n > 0) {
			m->brokers = kw_arena_calloc(a, n, sizeof *m->brokers);
			if (!m->brokers)
				return kw_json_nomem(err, "brokers");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_describe_cluster_broker(&m->brokers[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "brokers");
			}
		}
	}
	v = json_object_get(j, "clusterAuthorizedOperations");
	if (!v)
		return kw_json_missing(err, "clusterAuthorizedOperations", version);
	if (kw_json_to_i32(v, &m->cluster_authorized_operations, err) < 0)
		return kw_json_fail_field(err, "clusterAuthorizedOperations");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_cluster_response_to_json(const struct kw_describe_cluster_response *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_cluster_response_from_json(struct kw_describe_cluster_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_describe_cluster_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeClusterResponse v%d", (int)version);
	return rc;
}
