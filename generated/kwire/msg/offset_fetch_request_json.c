/* generated from schemas/clients/OffsetFetchRequest.json by kwire-gen, do not edit */
#include "kwire/msg/offset_fetch_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version);
static int fromjson_offset_fetch_request_topic(struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version);
static int fromjson_offset_fetch_request_topics(struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version);
static int fromjson_offset_fetch_request_group(struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_offset_fetch_request *m, int16_t version);
static int fromjson_message(struct kw_offset_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version)
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

static int fromjson_offset_fetch_request_topic(struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitionIndexes",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_offset_fetch_request_offset_fetch_request_topic_init(m);
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

static json_t *tojson_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version)
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

static int fromjson_offset_fetch_request_topics(struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitionIndexes",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_offset_fetch_request_offset_fetch_request_topics_init(m);
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

static json_t *tojson_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "groupId", kw_json_from_str(m->group_id)))
		goto fail;
	if (version >= 9) {
		if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
			goto fail;
	}
	if (version >= 9) {
		if (json_object_set_new(o, "memberEpoch", json_integer((json_int_t)m->member_epoch)))
			goto fail;
	}
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_offset_fetch_request_topics(&m->topics[i], version)))
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

static int fromjson_offset_fetch_request_group(struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupId",
		"memberId",
		"memberEpoch",
		"topics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_offset_fetch_request_offset_fetch_request_group_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "groupId");
	if (!v)
		return kw_json_missing(err, "groupId", version);
	if (kw_json_to_str(v, false, &m->group_id, a, err) < 0)
		return kw_json_fail_field(err, "groupId");
	v = json_object_get(j, "memberId");
	if (!v && (version >= 9))
		return kw_json_missing(err, "memberId", version);
	if (v) {
		if (kw_json_to_str(v, version >= 9, &m->member_id, a, err) < 0)
			return kw_json_fail_field(err, "memberId");
	}
	v = json_object_get(j, "memberEpoch");
	if (!v && (version >= 9))
		return kw_json_missing(err, "memberEpoch", version);
	if (v) {
		if (kw_json_to_i32(v, &m->member_epoch, err) < 0)
			return kw_json_fail_field(err, "memberEpoch");
	}
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
				if (fromjson_offset_fetch_request_topics(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_offset_fetch_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version <= 7) {
		if (json_object_set_new(o, "groupId", kw_json_from_str(m->group_id)))
			goto fail;
	}
	if (version <= 7) {
		{
			json_t *arr = m->topics_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "topics", arr))
				goto fail;
			for (int32_t i = 0; i < m->topics_count; i++)
				if (json_array_append_new(arr, tojson_offset_fetch_request_topic(&m->topics[i], version)))
					goto fail;
		}
	}
	if (version >= 8) {
		{
			json_t *arr = m->groups_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "groups", arr))
				goto fail;
			for (int32_t i = 0; i < m->groups_count; i++)
				if (json_array_append_new(arr, tojson_offset_fetch_request_group(&m->groups[i], version)))
					goto fail;
		}
	}
	if (version >= 7) {
		if (json_object_set_new(o, "requireStable", json_boolean(m->require_stable)))
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

static int fromjson_message(struct kw_offset_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupId",
		"topics",
		"groups",
		"requireStable",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_offset_fetch_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "groupId");
	if (!v && (version <= 7))
		return kw_json_missing(err, "groupId", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->group_id, a, err) < 0)
			return kw_json_fail_field(err, "groupId");
	}
	v = json_object_get(j, "topics");
	if (!v && (version <= 7))
		return kw_json_missing(err, "topics", version);
	if (v) {
		if (json_is_null(v) && !(version >= 2 && version <= 7)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "topics");
		}
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
					if (fromjson_offset_fetch_request_topic(&m->topics[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "topics");
				}
			}
		}
	}
	v = json_object_get(j, "groups");
	if (!v && (version >= 8))
		return kw_json_missing(err, "groups", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "groups");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "groups");
			size_t n = json_array_size(v);
			m->groups = NULL;
			m->groups_count = (int32_t)n;
			if (n > 0) {
				m->groups = kw_arena_calloc(a, n, sizeof *m->groups);
				if (!m->groups)
					return kw_json_nomem(err, "groups");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_offset_fetch_request_group(&m->groups[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "groups");
				}
			}
		}
	}
	v = json_object_get(j, "requireStable");
	if (!v && (version >= 7))
		return kw_json_missing(err, "requireStable", version);
	if (v) {
		if (kw_json_to_bool(v, &m->require_stable, err) < 0)
			return kw_json_fail_field(err, "requireStable");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_offset_fetch_request_to_json(const struct kw_offset_fetch_request *m, int16_t version)
{
	if (version < 0 || version > 9)
		return NULL;
	return tojson_message(m, version);
}

int kw_offset_fetch_request_from_json(struct kw_offset_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 9) {
		kw_offset_fetch_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 9)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "OffsetFetchRequest v%d", (int)version);
	return rc;
}
