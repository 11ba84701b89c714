/* generated from schemas/clients/DeleteTopicsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/delete_topics_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_deletable_topic_result(const struct kw_delete_topics_response_deletable_topic_result *m, int16_t version);
static int fromjson_deletable_topic_result(struct kw_delete_topics_response_deletable_topic_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_delete_topics_response *m, int16_t version);
static int fromjson_message(struct kw_delete_topics_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_deletable_topic_result(const struct kw_delete_topics_response_deletable_topic_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (version >= 6) {
		if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
			goto fail;
	}
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (version >= 5) {
		if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
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

static int fromjson_deletable_topic_result(struct kw_delete_topics_response_deletable_topic_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"topicId",
		"errorCode",
		"errorMessage",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_delete_topics_response_deletable_topic_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, version >= 6, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "topicId");
	if (!v && (version >= 6))
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
	if (!v && (version >= 5))
		return kw_json_missing(err, "errorMessage", version);
	if (v) {
		if (kw_json_to_str(v, version >= 5, &m->error_message, a, err) < 0)
			return kw_json_fail_field(err, "errorMessage");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_delete_topics_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 1) {
		if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
			goto fail;
	}
	{
		json_t *arr = m->responses_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "responses", arr))
			goto fail;
		for (int32_t i = 0; i < m->responses_count; i++)
			if (json_array_append_new(arr, tojson_deletable_topic_result(&m->responses[i], version)))
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

static int fromjson_message(struct kw_delete_topics_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"responses",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_delete_topics_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v && (version >= 1))
		return kw_json_missing(err, "throttleTimeMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
			return kw_json_fail_field(err, "throttleTimeMs");
	}
	v = json_object_get(j, "responses");
	if (!v)
		return kw_json_missing(err, "responses", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "responses");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "responses");
		size_t n = json_array_size(v);
		m->responses = NULL;
		m->responses_count = (int32_t)n;
		if (n > 0) {
			m->responses = kw_arena_calloc(a, n, sizeof *m->responses);
			if (!m->responses)
				return kw_json_nomem(err, "responses");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_deletable_topic_result(&m->responses[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "responses");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_delete_topics_response_to_json(const struct kw_delete_topics_response *m, int16_t version)
{
	if (version < 0 || version > 6)
		return NULL;
	return tojson_message(m, version);
}

int kw_delete_topics_response_from_json(struct kw_delete_topics_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 6) {
		kw_delete_topics_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 6)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DeleteTopicsResponse v%d", (int)version);
	return rc;
}
