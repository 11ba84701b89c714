/* generated from schemas/clients/ListPartitionReassignmentsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/list_partition_reassignments_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version);
static int fromjson_list_partition_reassignments_topics(struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_list_partition_reassignments_request *m, int16_t version);
static int fromjson_message(struct kw_list_partition_reassignments_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	{
		json_t *arr = m->partition_indexes_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionIndexes", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_indexes_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->partition_indexes[i])))
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

static int fromjson_list_partition_reassignments_topics(struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitionIndexes",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_list_partition_reassignments_request_list_partition_reassignments_topics_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "partitionIndexes");
	if (!v)
		return kw_json_missing(err, "partitionIndexes", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionIndexes");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionIndexes");
		size_t n = json_array_size(v);
		m->partition_indexes = NULL;
		m->partition_indexes_count = (int32_t)n;
		if (n > 0) {
			m->partition_indexes = kw_arena_calloc(a, n, sizeof *m->partition_indexes);
			if (!m->partition_indexes)
				return kw_json_nomem(err, "partitionIndexes");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->partition_indexes[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionIndexes");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_list_partition_reassignments_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "timeoutMs", json_integer((json_int_t)m->timeout_ms)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_list_partition_reassignments_topics(&m->topics[i], version)))
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

static int fromjson_message(struct kw_list_partition_reassignments_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"timeoutMs",
		"topics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_list_partition_reassignments_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "timeoutMs");
	if (!v)
		return kw_json_missing(err, "timeoutMs", version);
	if (kw_json_to_i32(v, &m->timeout_ms, err) < 0)
		return kw_json_fail_field(err, "timeoutMs");
	v = json_object_get(j, "topics");
	if (!v)
		return kw_json_missing(err, "topics", version);
	if (json_is_null(v)) {
		m->topics = NULL;
		m->topics_count = -1;
	} else {
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
				if (fromjson_list_partition_reassignments_topics(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_list_partition_reassignments_request_to_json(const struct kw_list_partition_reassignments_request *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_list_partition_reassignments_request_from_json(struct kw_list_partition_reassignments_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_list_partition_reassignments_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ListPartitionReassignmentsRequest v%d", (int)version);
	return rc;
}
