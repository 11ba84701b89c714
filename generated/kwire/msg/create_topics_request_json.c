/* generated from schemas/clients/CreateTopicsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/create_topics_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version);
static int fromjson_creatable_replica_assignment(struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *m, int16_t version);
static int fromjson_creatable_topic_config(struct kw_create_topics_request_creatable_topic_config *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_creatable_topic(const struct kw_create_topics_request_creatable_topic *m, int16_t version);
static int fromjson_creatable_topic(struct kw_create_topics_request_creatable_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_create_topics_request *m, int16_t version);
static int fromjson_message(struct kw_create_topics_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	{
		json_t *arr = m->broker_ids_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "brokerIds", arr))
			goto fail;
		for (int32_t i = 0; i < m->broker_ids_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->broker_ids[i])))
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

static int fromjson_creatable_replica_assignment(struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"brokerIds",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_topics_request_creatable_replica_assignment_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "brokerIds");
	if (!v)
		return kw_json_missing(err, "brokerIds", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "brokerIds");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "brokerIds");
		size_t n = json_array_size(v);
		m->broker_ids = NULL;
		m->broker_ids_count = (int32_t)n;
		if (n > 0) {
			m->broker_ids = kw_arena_calloc(a, n, sizeof *m->broker_ids);
			if (!m->broker_ids)
				return kw_json_nomem(err, "brokerIds");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->broker_ids[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "brokerIds");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_str(m->value)))
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

static int fromjson_creatable_topic_config(struct kw_create_topics_request_creatable_topic_config *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"value",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_topics_request_creatable_topic_config_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
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
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_creatable_topic(const struct kw_create_topics_request_creatable_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "numPartitions", json_integer((json_int_t)m->num_partitions)))
		goto fail;
	if (json_object_set_new(o, "replicationFactor", json_integer((json_int_t)m->replication_factor)))
		goto fail;
	{
		json_t *arr = m->assignments_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "assignments", arr))
			goto fail;
		for (int32_t i = 0; i < m->assignments_count; i++)
			if (json_array_append_new(arr, tojson_creatable_replica_assignment(&m->assignments[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->configs_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "configs", arr))
			goto fail;
		for (int32_t i = 0; i < m->configs_count; i++)
			if (json_array_append_new(arr, tojson_creatable_topic_config(&m->configs[i], version)))
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

static int fromjson_creatable_topic(struct kw_create_topics_request_creatable_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"numPartitions",
		"replicationFactor",
		"assignments",
		"configs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_topics_request_creatable_topic_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "numPartitions");
	if (!v)
		return kw_json_missing(err, "numPartitions", version);
	if (kw_json_to_i32(v, &m->num_partitions, err) < 0)
		return kw_json_fail_field(err, "numPartitions");
	v = json_object_get(j, "replicationFactor");
	if (!v)
		return kw_json_missing(err, "replicationFactor", version);
	if (kw_json_to_i16(v, &m->replication_factor, err) < 0)
		return kw_json_fail_field(err, "replicationFactor");
	v = json_object_get(j, "assignments");
	if (!v)
		return kw_json_missing(err, "assignments", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "assignments");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "assignments");
		size_t n = json_array_size(v);
		m->assignments = NULL;
		m->assignments_count = (int32_t)n;
		if (n > 0) {
			m->assignments = kw_arena_calloc(a, n, sizeof *m->assignments);
			if (!m->assignments)
				return kw_json_nomem(err, "assignments");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_creatable_replica_assignment(&m->assignments[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "assignments");
			}
		}
	}
	v = json_object_get(j, "configs");
	if (!v)
		return kw_json_missing(err, "configs", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "configs");
	}
	{
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
				if (fromjson_creatable_topic_config(&m->configs[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "configs");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_create_topics_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_creatable_topic(&m->topics[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "timeoutMs", json_integer((json_int_t)m->timeout_ms)))
		goto fail;
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

static int fromjson_message(struct kw_create_topics_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topics",
		"timeoutMs",
		"validateOnly",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_create_topics_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
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
				if (fromjson_creatable_topic(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, "timeoutMs");
	if (!v)
		return kw_json_missing(err, "timeoutMs", version);
	if (kw_json_to_i32(v, &m->timeout_ms, err) < 0)
		return kw_json_fail_field(err, "timeoutMs");
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

json_t *kw_create_topics_request_to_json(const struct kw_create_topics_request *m, int16_t version)
{
	if (version < 0 || version > 7)
		return NULL;
	return tojson_message(m, version);
}

int kw_create_topics_request_from_json(struct kw_create_topics_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 7) {
		kw_create_topics_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 7)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "CreateTopicsRequest v%d", (int)version);
	return rc;
}
