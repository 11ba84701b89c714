/* generated from schemas/metadata/RegisterBrokerRecord.json by kwire-gen, do not edit */
#include "kwire/msg/register_broker_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_broker_endpoint(const struct kw_register_broker_record_broker_endpoint *m, int16_t version);
static int fromjson_broker_endpoint(struct kw_register_broker_record_broker_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_broker_feature(const struct kw_register_broker_record_broker_feature *m, int16_t version);
static int fromjson_broker_feature(struct kw_register_broker_record_broker_feature *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_register_broker_record *m, int16_t version);
static int fromjson_message(struct kw_register_broker_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_broker_endpoint(const struct kw_register_broker_record_broker_endpoint *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
		goto fail;
	if (json_object_set_new(o, "securityProtocol", json_integer((json_int_t)m->security_protocol)))
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

static int fromjson_broker_endpoint(struct kw_register_broker_record_broker_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"host",
		"port",
		"securityProtocol",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_register_broker_record_broker_endpoint_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_u16(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, "securityProtocol");
	if (!v)
		return kw_json_missing(err, "securityProtocol", version);
	if (kw_json_to_i16(v, &m->security_protocol, err) < 0)
		return kw_json_fail_field(err, "securityProtocol");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_broker_feature(const struct kw_register_broker_record_broker_feature *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "minSupportedVersion", json_integer((json_int_t)m->min_supported_version)))
		goto fail;
	if (json_object_set_new(o, "maxSupportedVersion", json_integer((json_int_t)m->max_supported_version)))
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

static int fromjson_broker_feature(struct kw_register_broker_record_broker_feature *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"minSupportedVersion",
		"maxSupportedVersion",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_register_broker_record_broker_feature_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "minSupportedVersion");
	if (!v)
		return kw_json_missing(err, "minSupportedVersion", version);
	if (kw_json_to_i16(v, &m->min_supported_version, err) < 0)
		return kw_json_fail_field(err, "minSupportedVersion");
	v = json_object_get(j, "maxSupportedVersion");
	if (!v)
		return kw_json_missing(err, "maxSupportedVersion", version);
	if (kw_json_to_i16(v, &m->max_supported_version, err) < 0)
		return kw_json_fail_field(err, "maxSupportedVersion");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_register_broker_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "brokerId", json_integer((json_int_t)m->broker_id)))
		goto fail;
	if (version >= 2) {
		if (json_object_set_new(o, "isMigratingZkBroker", json_boolean(m->is_migrating_zk_broker)))
			goto fail;
	}
	if (json_object_set_new(o, "incarnationId", kw_json_from_uuid(&m->incarnation_id)))
		goto fail;
	if (json_object_set_new(o, "brokerEpoch", json_integer((json_int_t)m->broker_epoch)))
		goto fail;
	{
		json_t *arr = m->end_points_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "endPoints", arr))
			goto fail;
		for (int32_t i = 0; i < m->end_points_count; i++)
			if (json_array_append_new(arr, tojson_broker_endpoint(&m->end_points[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->features_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "features", arr))
			goto fail;
		for (int32_t i = 0; i < m->features_count; i++)
			if (json_array_append_new(arr, tojson_broker_feature(&m->features[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "rack", kw_json_from_str(m->rack)))
		goto fail;
	if (json_object_set_new(o, "fenced", json_boolean(m->fenced)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "inControlledShutdown", json_boolean(m->in_controlled_shutdown)))
			goto fail;
	}
	if (version >= 3) {
		if (m->log_dirs_count != 0) {
			{
				json_t *arr = m->log_dirs_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "logDirs", arr))
					goto fail;
				for (int32_t i = 0; i < m->log_dirs_count; i++)
					if (json_array_append_new(arr, kw_json_from_uuid(&m->log_dirs[i])))
						goto fail;
			}
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

static int fromjson_message(struct kw_register_broker_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"brokerId",
		"isMigratingZkBroker",
		"incarnationId",
		"brokerEpoch",
		"endPoints",
		"features",
		"rack",
		"fenced",
		"inControlledShutdown",
		"logDirs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_register_broker_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 10, err) < 0)
		return err->code;
	v = json_object_get(j, "brokerId");
	if (!v)
		return kw_json_missing(err, "brokerId", version);
	if (kw_json_to_i32(v, &m->broker_id, err) < 0)
		return kw_json_fail_field(err, "brokerId");
	v = json_object_get(j, "isMigratingZkBroker");
	if (!v && (version >= 2))
		return kw_json_missing(err, "isMigratingZkBroker", version);
	if (v) {
		if (kw_json_to_bool(v, &m->is_migrating_zk_broker, err) < 0)
			return kw_json_fail_field(err, "isMigratingZkBroker");
	}
	v = json_object_get(j, "incarnationId");
	if (!v)
		return kw_json_missing(err, "incarnationId", version);
	if (kw_json_to_uuid(v, &m->incarnation_id, err) < 0)
		return kw_json_fail_field(err, "incarnationId");
	v = json_object_get(j, "brokerEpoch");
	if (!v)
		return kw_json_missing(err, "brokerEpoch", version);
	if (kw_json_to_i64(v, &m->broker_epoch, err) < 0)
		return kw_json_fail_field(err, "brokerEpoch");
	v = json_object_get(j, "endPoints");
	if (!v)
		return kw_json_missing(err, "endPoints", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "endPoints");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "endPoints");
		size_t n = json_array_size(v);
		m->end_points = NULL;
		m->end_points_count = (int32_t)n;
		if (n > 0) {
			m->end_points = kw_arena_calloc(a, n, sizeof *m->end_points);
			if (!m->end_points)
				return kw_json_nomem(err, "endPoints");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_broker_endpoint(&m->end_points[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "endPoints");
			}
		}
	}
	v = json_object_get(j, "features");
	if (!v)
		return kw_json_missing(err, "features", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "features");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "features");
		size_t n = json_array_size(v);
		m->features = NULL;
		m->features_count = (int32_t)n;
		if (n > 0) {
			m->features = kw_arena_calloc(a, n, sizeof *m->features);
			if (!m->features)
				return kw_json_nomem(err, "features");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_broker_feature(&m->features[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "features");
			}
		}
	}
	v = json_object_get(j, "rack");
	if (!v)
		return kw_json_missing(err, "rack", version);
	if (kw_json_to_str(v, true, &m->rack, a, err) < 0)
		return kw_json_fail_field(err, "rack");
	v = json_object_get(j, "fenced");
	if (!v)
		return kw_json_missing(err, "fenced", version);
	if (kw_json_to_bool(v, &m->fenced, err) < 0)
		return kw_json_fail_field(err, "fenced");
	v = json_object_get(j, "inControlledShutdown");
	if (!v && (version >= 1))
		return kw_json_missing(err, "inControlledShutdown", version);
	if (v) {
		if (kw_json_to_bool(v, &m->in_controlled_shutdown, err) < 0)
			return kw_json_fail_field(err, "inControlledShutdown");
	}
	v = json_object_get(j, "logDirs");
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "logDirs");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "logDirs");
			size_t n = json_array_size(v);
			m->log_dirs = NULL;
			m->log_dirs_count = (int32_t)n;
			if (n > 0) {
				m->log_dirs = kw_arena_calloc(a, n, sizeof *m->log_dirs);
				if (!m->log_dirs)
					return kw_json_nomem(err, "logDirs");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_uuid(e, &m->log_dirs[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "logDirs");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_register_broker_record_to_json(const struct kw_register_broker_record *m, int16_t version)
{
	if (version < 0 || version > 3)
		return NULL;
	return tojson_message(m, version);
}

int kw_register_broker_record_from_json(struct kw_register_broker_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_register_broker_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "RegisterBrokerRecord v%d", (int)version);
	return rc;
}
