/* generated from schemas/clients/FindCoordinatorResponse.json by kwire-gen, do not edit */
#include "kwire/msg/find_coordinator_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_coordinator(const struct kw_find_coordinator_response_coordinator *m, int16_t version);
static int fromjson_coordinator(struct kw_find_coordinator_response_coordinator *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_find_coordinator_response *m, int16_t version);
static int fromjson_message(struct kw_find_coordinator_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_coordinator(const struct kw_find_coordinator_response_coordinator *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "key", kw_json_from_str(m->key)))
		goto fail;
	if (json_object_set_new(o, "nodeId", json_integer((json_int_t)m->node_id)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
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

static int fromjson_coordinator(struct kw_find_coordinator_response_coordinator *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"key",
		"nodeId",
		"host",
		"port",
		"errorCode",
		"errorMessage",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_find_coordinator_response_coordinator_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 6, err) < 0)
		return err->code;
	v = json_object_get(j, "key");
	if (!v)
		return kw_json_missing(err, "key", version);
	if (kw_json_to_str(v, false, &m->key, a, err) < 0)
		return kw_json_fail_field(err, "key");
	v = json_object_get(j, "nodeId");
	if (!v)
		return kw_json_missing(err, "nodeId", version);
	if (kw_json_to_i32(v, &m->node_id, err) < 0)
		return kw_json_fail_field(err, "nodeId");
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

static json_t *tojson_message(const struct kw_find_coordinator_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 1) {
		if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
			goto fail;
	}
	if (version <= 3) {
		if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
			goto fail;
	}
	if (version >= 1 && version <= 3) {
		if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
			goto fail;
	}
	if (version <= 3) {
		if (json_object_set_new(o, "nodeId", json_integer((json_int_t)m->node_id)))
			goto fail;
	}
	if (version <= 3) {
		if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
			goto fail;
	}
	if (version <= 3) {
		if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
			goto fail;
	}
	if (version >= 4) {
		{
			json_t *arr = m->coordinators_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "coordinators", arr))
				goto fail;
			for (int32_t i = 0; i < m->coordinators_count; i++)
				if (json_array_append_new(arr, tojson_coordinator(&m->coordinators[i], version)))
					goto fail;
		}
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

static int fromjson_message(struct kw_find_coordinator_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"errorMessage",
		"nodeId",
		"host",
		"port",
		"coordinators",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_find_coordinator_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v && (version >= 1))
		return kw_json_missing(err, "throttleTimeMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
			return kw_json_fail_field(err, "throttleTimeMs");
	}
	v = json_object_get(j, "errorCode");
	if (!v && (version <= 3))
		return kw_json_missing(err, "errorCode", version);
	if (v) {
		if (kw_json_to_i16(v, &m->error_code, err) < 0)
			return kw_json_fail_field(err, "errorCode");
	}
	v = json_object_get(j, "errorMessage");
	if (!v && (version >= 1 && version <= 3))
		return kw_json_missing(err, "errorMessage", version);
	if (v) {
		if (kw_json_to_str(v, version >= 1 && version <= 3, &m->error_message, a, err) < 0)
			return kw_json_fail_field(err, "errorMessage");
	}
	v = json_object_get(j, "nodeId");
	if (!v && (version <= 3))
		return kw_json_missing(err, "nodeId", version);
	if (v) {
		if (kw_json_to_i32(v, &m->node_id, err) < 0)
			return kw_json_fail_field(err, "nodeId");
	}
	v = json_object_get(j, "host");
	if (!v && (version <= 3))
		return kw_json_missing(err, "host", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->host, a, err) < 0)
			return kw_json_fail_field(err, "host");
	}
	v = json_object_get(j, "port");
	if (!v && (version <= 3))
		return kw_json_missing(err, "port", version);
	if (v) {
		if (kw_json_to_i32(v, &m->port, err) < 0)
			return kw_json_fail_field(err, "port");
	}
	v = json_object_get(j, "coordinators");
	if (!v && (version >= 4))
		return kw_json_missing(err, "coordinators", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "coordinators");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "coordinators");
			size_t n = json_array_size(v);
			m->coordinators = NULL;
			m->coordinators_count = (int32_t)n;
			if (n > 0) {
				m->coordinators = kw_arena_calloc(a, n, sizeof *m->coordinators);
				if (!m->coordinators)
					return kw_json_nomem(err, "coordinators");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_coordinator(&m->coordinators[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "coordinators");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_find_coordinator_response_to_json(const struct kw_find_coordinator_response *m, int16_t version)
{
	if (version < 0 || version > 6)
		return NULL;
	return tojson_message(m, version);
}

int kw_find_coordinator_response_from_json(struct kw_find_coordinator_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 6) {
		kw_find_coordinator_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 6)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "FindCoordinatorResponse v%d", (int)version);
	return rc;
}
