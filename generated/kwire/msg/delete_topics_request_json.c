/* generated from schemas/clients/DeleteTopicsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/delete_topics_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m, int16_t version);
static int fromjson_delete_topic_state(struct kw_delete_topics_request_delete_topic_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_delete_topics_request *m, int16_t version);
static int fromjson_message(struct kw_delete_topics_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
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

static int fromjson_delete_topic_state(struct kw_delete_topics_request_delete_topic_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"topicId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_delete_topics_request_delete_topic_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, true, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_delete_topics_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 6) {
		{
			json_t *arr = m->topics_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "topics", arr))
				goto fail;
			for (int32_t i = 0; i < m->topics_count; i++)
				if (json_array_append_new(arr, tojson_delete_topic_state(&m->topics[i], version)))
					goto fail;
		}
	}
	if (version <= 5) {
		{
			json_t *arr = m->topic_names_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "topicNames", arr))
				goto fail;
			for (int32_t i = 0; i < m->topic_names_count; i++)
				if (json_array_append_new(arr, kw_json_from_str(m->topic_names[i])))
					goto fail;
		}
	}
	if (json_object_set_new(o, "timeoutMs", json_integer((json_int_t)m->timeout_ms)))
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

static int fromjson_message(struct kw_delete_topics_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topics",
		"topicNames",
		"timeoutMs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_delete_topics_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "topics");
	if (!v && (version >= 6))
		return kw_json_missing(err, "topics", version);
	if (v) {
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
					if (fromjson_delete_topic_state(&m->topics[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "topics");
				}
			}
		}
	}
	v = json_object_get(j, "topicNames");
	if (!v && (version <= 5))
		return kw_json_missing(err, "topicNames", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "topicNames");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "topicNames");
			size_t n = json_array_size(v);
			m->topic_names = NULL;
			m->topic_names_count = (int32_t)n;
			if (n > 0) {
				m->topic_names = kw_arena_calloc(a, n, sizeof *m->topic_names);
				if (!m->topic_names)
					return kw_json_nomem(err, "topicNames");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_str(e, false, &m->topic_names[i], a, err) < 0)
						return kw_json_fail_index(err, (long)i, "topicNames");
				}
			}
		}
	}
	v = json_object_get(j, "timeoutMs");
	if (!v)
		return kw_json_missing(err, "timeoutMs", version);
	if (kw_json_to_i32(v, &m->timeout_ms, err) < 0)
		return kw_json_fail_field(err, "timeoutMs");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_delete_topics_request_to_json(const struct kw_delete_topics_request *m, int16_t version)
{
	if (version < 0 || version > 6)
		return NULL;
	return tojson_message(m, version);
}

int kw_delete_topics_request_from_json(struct kw_delete_topics_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 6) {
		kw_delete_topics_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 6)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DeleteTopicsRequest v%d", (int)version);
	return rc;
}
