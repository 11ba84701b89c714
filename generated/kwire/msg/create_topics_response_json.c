/* generated from schemas/clients/CreateTopicsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/create_topics_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *m, int16_t version);
static int fromjson_creatable_topic_configs(struct kw_create_topics_response_creatable_topic_configs *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *m, int16_t version);
static int fromjson_creatable_topic_result(struct kw_create_topics_response_creatable_topic_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_create_topics_response *m, int16_t version);
static int fromjson_message(struct kw_create_topics_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_str(m->value)))
		goto fail;
	if (json_object_set_new(o, "readOnly", json_boolean(m->read_only)))
		goto fail;
	if (json_object_set_new(o, "configSource", json_integer((json_int_t)m->config_source)))
		goto fail;
	if (json_object_set_new(o, "isSensitive", json_boolean(m->is_sensitive)))
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

static int fromjson_creatable_topic_configs(struct kw_create_topics_response_creatable_topic_configs *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"value",
		"readOnly",
		"configSource",
		"isSensitive",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_topics_response_creatable_topic_configs_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "value");
	if (!v)
		return kw_json_missing(err, "value", version);
	if (kw_json_to_str(v, true, &m->value, a, err) < 0)
		return kw_json_fail_field(err, "value");
	v = json_object_get(j, "readOnly");
	if (!v)
		return kw_json_missing(err, "readOnly", version);
	if (kw_json_to_bool(v, &m->read_only, err) < 0)
		return kw_json_fail_field(err, "readOnly");
	v = json_object_get(j, "configSource");
	if (!v)
		return kw_json_missing(err, "configSource", version);
	if (kw_json_to_i8(v, &m->config_source, err) < 0)
		return kw_json_fail_field(err, "configSource");
	v = json_object_get(j, "isSensitive");
	if (!v)
		return kw_json_missing(err, "isSensitive", version);
	if (kw_json_to_bool(v, &m->is_sensitive, err) < 0)
		return kw_json_fail_field(err, "isSensitive");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (version >= 7) {
		if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
			goto fail;
	}
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
			goto fail;
	}
	if (version >= 5) {
		if (m->topic_config_error_code != 0) {
			if (json_object_set_new(o, "topicConfigErrorCode", json_integer((json_int_t)m->topic_config_error_code)))
				goto fail;
		}
	}
	if (version >= 5) {
		if (json_object_set_new(o, "numPartitions", json_integer((json_int_t)m->num_partitions)))
			goto fail;
	}
	if (version >= 5) {
		if (json_object_set_new(o, "replicationFactor", json_integer((json_int_t)m->replication_factor)))
			goto fail;
	}
	if (version >= 5) {
		{
			json_t *arr = m->configs_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "configs", arr))
				goto fail;
			for (int32_t i = 0; i < m->configs_count; i++)
				if (json_array_append_new(arr, tojson_creatable_topic_configs(&m->configs[i], version)))
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

static int fromjson_creatable_topic_result(struct kw_create_topics_response_creatable_topic_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"topicId",
		"errorCode",
		"errorMessage",
		"topicConfigErrorCode",
		"numPartitions",
		"replicationFactor",
		"configs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_topics_response_creatable_topic_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "topicId");
	if (!v && (version >= 7))
		return kw_json_missing(err, "topicId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
			return kw_json_fail_field(err, "topicId");
	}
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "errorMessage");
	if (!v && (version >= 1))
		return kw_json_missing(err, "errorMessage", version);
	if (v) {
		if (kw_json_to_str(v, true, &m->error_message, a, err) < 0)
			return kw_json_fail_field(err, "errorMessage");
	}
	v = json_object_get(j, "topicConfigErrorCode");
	if (v) {
		if (kw_json_to_i16(v, &m->topic_config_error_code, err) < 0)
			return kw_json_fail_field(err, "topicConfigErrorCode");
	}
	v = json_object_get(j, "numPartitions");
	if (!v && (version >= 5))
		return kw_json_missing(err, "numPartitions", version);
	if (v) {
		if (kw_json_to_i32(v, &m->num_partitions, err) < 0)
			return kw_json_fail_field(err, "numPartitions");
	}
	v = json_object_get(j, "replicationFactor");
	if (!v && (version >= 5))
		return kw_json_missing(err, "replicationFactor", version);
	if (v) {
		if (kw_json_to_i16(v, &m->replication_factor, err) < 0)
			return kw_json_fail_field(err, "replicationFactor");
	}
	v = json_object_get(j, "configs");
	if (!v && (version >= 5))
		return kw_json_missing(err, "configs", version);
	if (v) {
		if (json_is_null(v) && !(version >= 5)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "configs");
		}
		if (json_is_null(v)) {
			m->configs = NULL;
			m->configs_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "configs");
			size_t n = json_array_size(v);
			m->configs = NULL;
			m->configs_count = (int32_t)n;
			if (n > 0) {
				m->configs = kw_arena_calloc(a, n, sizeof *m->configs);
				if (!m->configs)
					return kw_json_nomem(err, "configs");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_creatable_topic_configs(&m->configs[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "configs");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_create_topics_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 2) {
		if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
			goto fail;
	}
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_creatable_topic_result(&m->topics[i], version)))
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

static int fromjson_message(struct kw_create_topics_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"topics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_topics_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v && (version >= 2))
		return kw_json_missing(err, "throttleTimeMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
			return kw_json_fail_field(err, "throttleTimeMs");
	}
	v = json_object_get(j, "topics");
	if (!v)
		return kw_json_missing(err, "topics", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "topics");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "topics");
		size_t n = json_array_size(v);
		m->topics = NULL;
		m->topics_count = (int32_t)n;
		if (n > 0) {
			m->topics = kw_arena_calloc(a, n, sizeof *m->topics);
			if (!m->topics)
				return kw_json_nomem(err, "topics");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_creatable_topic_result(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_create_topics_response_to_json(const struct kw_create_topics_response *m, int16_t version)
{
	if (version < 0 || version > 7)
		return NULL;
	return tojson_message(m, version);
}

int kw_create_topics_response_from_json(struct kw_create_topics_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 7) {
		kw_create_topics_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 7)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "CreateTopicsResponse v%d", (int)version);
	return rc;
}
