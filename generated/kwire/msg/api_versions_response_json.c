/* generated from schemas/clients/ApiVersionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/api_versions_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_api_version(const struct kw_api_versions_response_api_version *m, int16_t version);
static int fromjson_api_version(struct kw_api_versions_response_api_version *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *m, int16_t version);
static int fromjson_supported_feature_key(struct kw_api_versions_response_supported_feature_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *m, int16_t version);
static int fromjson_finalized_feature_key(struct kw_api_versions_response_finalized_feature_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_api_versions_response *m, int16_t version);
static int fromjson_message(struct kw_api_versions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_api_version(const struct kw_api_versions_response_api_version *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "apiKey", json_integer((json_int_t)m->api_key)))
		goto fail;
	if (json_object_set_new(o, "minVersion", json_integer((json_int_t)m->min_version)))
		goto fail;
	if (json_object_set_new(o, "maxVersion", json_integer((json_int_t)m->max_version)))
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

static int fromjson_api_version(struct kw_api_versions_response_api_version *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"apiKey",
		"minVersion",
		"maxVersion",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_api_versions_response_api_version_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "apiKey");
	if (!v)
		return kw_json_missing(err, "apiKey", version);
	if (kw_json_to_i16(v, &m->api_key, err) < 0)
		return kw_json_fail_field(err, "apiKey");
	v = json_object_get(j, "minVersion");
	if (!v)
		return kw_json_missing(err, "minVersion", version);
	if (kw_json_to_i16(v, &m->min_version, err) < 0)
		return kw_json_fail_field(err, "minVersion");
	v = json_object_get(j, "maxVersion");
	if (!v)
		return kw_json_missing(err, "maxVersion", version);
	if (kw_json_to_i16(v, &m->max_version, err) < 0)
		return kw_json_fail_field(err, "maxVersion");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "minVersion", json_integer((json_int_t)m->min_version)))
		goto fail;
	if (json_object_set_new(o, "maxVersion", json_integer((json_int_t)m->max_version)))
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

static int fromjson_supported_feature_key(struct kw_api_versions_response_supported_feature_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"minVersion",
		"maxVersion",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_api_versions_response_supported_feature_key_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "minVersion");
	if (!v)
		return kw_json_missing(err, "minVersion", version);
	if (kw_json_to_i16(v, &m->min_version, err) < 0)
		return kw_json_fail_field(err, "minVersion");
	v = json_object_get(j, "maxVersion");
	if (!v)
		return kw_json_missing(err, "maxVersion", version);
	if (kw_json_to_i16(v, &m->max_version, err) < 0)
		return kw_json_fail_field(err, "maxVersion");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "maxVersionLevel", json_integer((json_int_t)m->max_version_level)))
		goto fail;
	if (json_object_set_new(o, "minVersionLevel", json_integer((json_int_t)m->min_version_level)))
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

static int fromjson_finalized_feature_key(struct kw_api_versions_response_finalized_feature_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"maxVersionLevel",
		"minVersionLevel",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_api_versions_response_finalized_feature_key_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "maxVersionLevel");
	if (!v)
		return kw_json_missing(err, "maxVersionLevel", version);
	if (kw_json_to_i16(v, &m->max_version_level, err) < 0)
		return kw_json_fail_field(err, "maxVersionLevel");
	v = json_object_get(j, "minVersionLevel");
	if (!v)
		return kw_json_missing(err, "minVersionLevel", version);
	if (kw_json_to_i16(v, &m->min_version_level, err) < 0)
		return kw_json_fail_field(err, "minVersionLevel");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_api_versions_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	{
		json_t *arr = m->api_keys_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "apiKeys", arr))
			goto fail;
		for (int32_t i = 0; i < m->api_keys_count; i++)
			if (json_array_append_new(arr, tojson_api_version(&m->api_keys[i], version)))
				goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
			goto fail;
	}
	if (version >= 3) {
		if (m->supported_features_count != 0) {
			{
				json_t *arr = m->supported_features_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "supportedFeatures", arr))
					goto fail;
				for (int32_t i = 0; i < m->supported_features_count; i++)
					if (json_array_append_new(arr, tojson_supported_feature_key(&m->supported_features[i], version)))
						goto fail;
			}
		}
	}
	if (version >= 3) {
		if (m->finalized_features_epoch != INT64_C(-1)) {
			if (json_object_set_new(o, "finalizedFeaturesEpoch", json_integer((json_int_t)m->finalized_features_epoch)))
				goto fail;
		}
	}
	if (version >= 3) {
		if (m->finalized_features_count != 0) {
			{
				json_t *arr = m->finalized_features_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "finalizedFeatures", arr))
					goto fail;
				for (int32_t i = 0; i < m->finalized_features_count; i++)
					if (json_array_append_new(arr, tojson_finalized_feature_key(&m->finalized_features[i], version)))
						goto fail;
			}
		}
	}
	if (version >= 3) {
		if (m->zk_migration_ready != false) {
			if (json_object_set_new(o, "zkMigrationReady", json_boolean(m->zk_migration_ready)))
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

static int fromjson_message(struct kw_api_versions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"apiKeys",
		"throttleTimeMs",
		"supportedFeatures",
		"finalizedFeaturesEpoch",
		"finalizedFeatures",
		"zkMigrationReady",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_api_versions_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "apiKeys");
	if (!v)
		return kw_json_missing(err, "apiKeys", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "apiKeys");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "apiKeys");
		size_t n = json_array_size(v);
		m->api_keys = NULL;
		m->api_keys_count = (int32_t)n;
		if (n > 0) {
			m->api_keys = kw_arena_calloc(a, n, sizeof *m->api_keys);
			if (!m->api_keys)
				return kw_json_nomem(err, "apiKeys");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_api_version(&m->api_keys[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "apiKeys");
			}
		}
	}
	v = json_object_get(j, "throttleTimeMs");
	if (!v && (version >= 1))
		return kw_json_missing(err, "throttleTimeMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
			return kw_json_fail_field(err, "throttleTimeMs");
	}
	v = json_object_get(j, "supportedFeatures");
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "supportedFeatures");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "supportedFeatures");
			size_t n = json_array_size(v);
			m->supported_features = NULL;
			m->supported_features_count = (int32_t)n;
			if (n > 0) {
				m->supported_features = kw_arena_calloc(a, n, sizeof *m->supported_features);
				if (!m->supported_features)
					return kw_json_nomem(err, "supportedFeatures");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_supported_feature_key(&m->supported_features[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "supportedFeatures");
				}
			}
		}
	}
	v = json_object_get(j, "finalizedFeaturesEpoch");
	if (v) {
		if (kw_json_to_i64(v, &m->finalized_features_epoch, err) < 0)
			return kw_json_fail_field(err, "finalizedFeaturesEpoch");
	}
	v = json_object_get(j, "finalizedFeatures");
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "finalizedFeatures");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "finalizedFeatures");
			size_t n = json_array_size(v);
			m->finalized_features = NULL;
			m->finalized_features_count = (int32_t)n;
			if (n > 0) {
				m->finalized_features = kw_arena_calloc(a, n, sizeof *m->finalized_features);
				if (!m->finalized_features)
					return kw_json_nomem(err, "finalizedFeatures");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_finalized_feature_key(&m->finalized_features[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "finalizedFeatures");
				}
			}
		}
	}
	v = json_object_get(j, "zkMigrationReady");
	if (v) {
		if (kw_json_to_bool(v, &m->zk_migration_ready, err) < 0)
			return kw_json_fail_field(err, "zkMigrationReady");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_api_versions_response_to_json(const struct kw_api_versions_response *m, int16_t version)
{
	if (version < 0 || version > 4)
		return NULL;
	return tojson_message(m, version);
}

int kw_api_versions_response_from_json(struct kw_api_versions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_api_versions_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ApiVersionsResponse v%d", (int)version);
	return rc;
}
