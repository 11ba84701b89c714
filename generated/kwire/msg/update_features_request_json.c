/* generated from schemas/clients/UpdateFeaturesRequest.json by kwire-gen, do not edit */
#include "kwire/msg/update_features_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_feature_update_key(const struct kw_update_features_request_feature_update_key *m, int16_t version);
static int fromjson_feature_update_key(struct kw_update_features_request_feature_update_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_update_features_request *m, int16_t version);
static int fromjson_message(struct kw_update_features_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_feature_update_key(const struct kw_update_features_request_feature_update_key *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "feature", kw_json_from_str(m->feature)))
		goto fail;
	if (json_object_set_new(o, "maxVersionLevel", json_integer((json_int_t)m->max_version_level)))
		goto fail;
	if (version <= 0) {
		if (json_object_set_new(o, "allowDowngrade", json_boolean(m->allow_downgrade)))
			goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "upgradeType", json_integer((json_int_t)m->upgrade_type)))
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

static int fromjson_feature_update_key(struct kw_update_features_request_feature_update_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"feature",
		"maxVersionLevel",
		"allowDowngrade",
		"upgradeType",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_update_features_request_feature_update_key_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "feature");
	if (!v)
		return kw_json_missing(err, "feature", version);
	if (kw_json_to_str(v, false, &m->feature, a, err) < 0)
		return kw_json_fail_field(err, "feature");
	v = json_object_get(j, "maxVersionLevel");
	if (!v)
		return kw_json_missing(err, "maxVersionLevel", version);
	if (kw_json_to_i16(v, &m->max_version_level, err) < 0)
		return kw_json_fail_field(err, "maxVersionLevel");
	v = json_object_get(j, "allowDowngrade");
	if (!v && (version <= 0))
		return kw_json_missing(err, "allowDowngrade", version);
	if (v) {
		if (kw_json_to_bool(v, &m->allow_downgrade, err) < 0)
			return kw_json_fail_field(err, "allowDowngrade");
	}
	v = json_object_get(j, "upgradeType");
	if (!v && (version >= 1))
		return kw_json_missing(err, "upgradeType", version);
	if (v) {
		if (kw_json_to_i8(v, &m->upgrade_type, err) < 0)
			return kw_json_fail_field(err, "upgradeType");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_update_features_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "timeoutMs", json_integer((json_int_t)m->timeout_ms)))
		goto fail;
	{
		json_t *arr = m->feature_updates_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "featureUpdates", arr))
			goto fail;
		for (int32_t i = 0; i < m->feature_updates_count; i++)
			if (json_array_append_new(arr, tojson_feature_update_key(&m->feature_updates[i], version)))
				goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "validateOnly", json_boolean(m->validate_only)))
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

static int fromjson_message(struct kw_update_features_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"timeoutMs",
		"featureUpdates",
		"validateOnly",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_update_features_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "timeoutMs");
	if (!v)
		return kw_json_missing(err, "timeoutMs", version);
	if (kw_json_to_i32(v, &m->timeout_ms, err) < 0)
		return kw_json_fail_field(err, "timeoutMs");
	v = json_object_get(j, "featureUpdates");
	if (!v)
		return kw_json_missing(err, "featureUpdates", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "featureUpdates");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "featureUpdates");
		size_t n = json_array_size(v);
		m->feature_updates = NULL;
		m->feature_updates_count = (int32_t)n;
		if (n > 0) {
			m->feature_updates = kw_arena_calloc(a, n, sizeof *m->feature_updates);
			if (!m->feature_updates)
				return kw_json_nomem(err, "featureUpdates");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_feature_update_key(&m->feature_updates[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "featureUpdates");
			}
		}
	}
	v = json_object_get(j, "validateOnly");
	if (!v && (version >= 1))
		return kw_json_missing(err, "validateOnly", version);
	if (v) {
		if (kw_json_to_bool(v, &m->validate_only, err) < 0)
			return kw_json_fail_field(err, "validateOnly");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_update_features_request_to_json(const struct kw_update_features_request *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_update_features_request_from_json(struct kw_update_features_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_update_features_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "UpdateFeaturesRequest v%d", (int)version);
	return rc;
}
