/* generated from schemas/clients/VotersRecord.json by kwire-gen, do not edit */
#include "kwire/msg/voters_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_endpoint(const struct kw_voters_record_endpoint *m, int16_t version);
static int fromjson_endpoint(struct kw_voters_record_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *m, int16_t version);
static int fromjson_k_raft_version_feature(struct kw_voters_record_k_raft_version_feature *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_voter(const struct kw_voters_record_voter *m, int16_t version);
static int fromjson_voter(struct kw_voters_record_voter *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_voters_record *m, int16_t version);
static int fromjson_message(struct kw_voters_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_endpoint(const struct kw_voters_record_endpoint *m, int16_t version)
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
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_endpoint(struct kw_voters_record_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"host",
		"port",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_voters_record_endpoint_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
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
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
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

static int fromjson_k_raft_version_feature(struct kw_voters_record_k_raft_version_feature *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"minSupportedVersion",
		"maxSupportedVersion",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_voters_record_k_raft_version_feature_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
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

static json_t *tojson_voter(const struct kw_voters_record_voter *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "voterId", json_integer((json_int_t)m->voter_id)))
		goto fail;
	if (json_object_set_new(o, "voterDirectoryId", kw_json_from_uuid(&m->voter_directory_id)))
		goto fail;
	{
		json_t *arr = m->endpoints_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "endpoints", arr))
			goto fail;
		for (int32_t i = 0; i < m->endpoints_count; i++)
			if (json_array_append_new(arr, tojson_endpoint(&m->endpoints[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "kRaftVersionFeature", tojson_k_raft_version_feature(&m->k_raft_version_feature, version)))
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

static int fromjson_voter(struct kw_voters_record_voter *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"voterId",
		"voterDirectoryId",
		"endpoints",
		"kRaftVersionFeature",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_voters_record_voter_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "voterId");
	if (!v)
		return kw_json_missing(err, "voterId", version);
	if (kw_json_to_i32(v, &m->voter_id, err) < 0)
		return kw_json_fail_field(err, "voterId");
	v = json_object_get(j, "voterDirectoryId");
	if (!v)
		return kw_json_missing(err, "voterDirectoryId", version);
	if (kw_json_to_uuid(v, &m->voter_directory_id, err) < 0)
		return kw_json_fail_field(err, "voterDirectoryId");
	v = json_object_get(j, "endpoints");
	if (!v)
		return kw_json_missing(err, "endpoints", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "endpoints");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "endpoints");
		size_t n = json_array_size(v);
		m->endpoints = NULL;
		m->endpoints_count = (int32_t)n;
		if (n > 0) {
			m->endpoints = kw_arena_calloc(a, n, sizeof *m->endpoints);
			if (!m->endpoints)
				return kw_json_nomem(err, "endpoints");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_endpoint(&m->endpoints[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "endpoints");
			}
		}
	}
	v = json_object_get(j, "kRaftVersionFeature");
	if (!v)
		return kw_json_missing(err, "kRaftVersionFeature", version);
	if (fromjson_k_raft_version_feature(&m->k_raft_version_feature, version, v, a, err) < 0)
		return kw_json_fail_field(err, "kRaftVersionFeature");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_voters_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "version", json_integer((json_int_t)m->version)))
		goto fail;
	{
		json_t *arr = m->voters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "voters", arr))
			goto fail;
		for (int32_t i = 0; i < m->voters_count; i++)
			if (json_array_append_new(arr, tojson_voter(&m->voters[i], version)))
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

static int fromjson_message(struct kw_voters_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"version",
		"voters",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_voters_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "version");
	if (!v)
		return kw_json_missing(err, "version", version);
	if (kw_json_to_i16(v, &m->version, err) < 0)
		return kw_json_fail_field(err, "version");
	v = json_object_get(j, "voters");
	if (!v)
		return kw_json_missing(err, "voters", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "voters");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "voters");
		size_t n = json_array_size(v);
		m->voters = NULL;
		m->voters_count = (int32_t)n;
		if (n > 0) {
			m->voters = kw_arena_calloc(a, n, sizeof *m->voters);
			if (!m->voters)
				return kw_json_nomem(err, "voters");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_voter(&m->voters[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "voters");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_voters_record_to_json(const struct kw_voters_record *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_voters_record_from_json(struct kw_voters_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_voters_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "VotersRecord v%d", (int)version);
	return rc;
}
