/* generated from schemas/clients/MetadataRequest.json by kwire-gen, do not edit */
#include "kwire/msg/metadata_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *m, int16_t version);
static int fromjson_metadata_request_topic(struct kw_metadata_request_metadata_request_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_metadata_request *m, int16_t version);
static int fromjson_message(struct kw_metadata_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 10) {
		if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
			goto fail;
	}
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
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

static int fromjson_metadata_request_topic(struct kw_metadata_request_metadata_request_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"name",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_metadata_request_metadata_request_topic_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicId");
	if (!v && (version >= 10))
		return kw_json_missing(err, "topicId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
			return kw_json_fail_field(err, "topicId");
	}
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, version >= 10, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_metadata_request *m, int16_t version)
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
			if (json_array_append_new(arr, tojson_metadata_request_topic(&m->topics[i], version)))
				goto fail;
	}
	if (version >= 4) {
		if (json_object_set_new(o, "allowAutoTopicCreation", json_boolean(m->allow_auto_topic_creation)))
			goto fail;
	}
	if (version >= 8 && version <= 10) {
		if (json_object_set_new(o, "includeClusterAuthorizedOperations", json_boolean(m->include_cluster_authorized_operations)))
			goto fail;
	}
	if (version >= 8) {
		if (json_object_set_new(o, "includeTopicAuthorizedOperations", json_boolean(m->include_topic_authorized_operations)))
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

static int fromjson_message(struct kw_metadata_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topics",
		"allowAutoTopicCreation",
		"includeClusterAuthorizedOperations",
		"includeTopicAuthorizedOperations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_metadata_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "topics");
	if (!v)
		return kw_json_missing(err, "topics", version);
	if (json_is_null(v) && !(version >= 1)) {
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
				if (fromjson_metadata_request_topic(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, "allowAutoTopicCreation");
	if (!v && (version >= 4))
		return kw_json_missing(err, "allowAutoTopicCreation", version);
	if (v) {
		if (kw_json_to_bool(v, &m->allow_auto_topic_creation, err) < 0)
			return kw_json_fail_field(err, "allowAutoTopicCreation");
	}
	v = json_object_get(j, "includeClusterAuthorizedOperations");
	if (!v && (version >= 8 && version <= 10))
		return kw_json_missing(err, "includeClusterAuthorizedOperations", version);
	if (v) {
		if (kw_json_to_bool(v, &m->include_cluster_authorized_operations, err) < 0)
			return kw_json_fail_field(err, "includeClusterAuthorizedOperations");
	}
	v = json_object_get(j, "includeTopicAuthorizedOperations");
	if (!v && (version >= 8))
		return kw_json_missing(err, "includeTopicAuthorizedOperations", version);
	if (v) {
		if (kw_json_to_bool(v, &m->include_topic_authorized_operations, err) < 0)
			return kw_json_fail_field(err, "includeTopicAuthorizedOperations");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_metadata_request_to_json(const struct kw_metadata_request *m, int16_t version)
{
	if (version < 0 || version > 12)
		return NULL;
	return tojson_message(m, version);
}

int kw_metadata_request_from_json(struct kw_metadata_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 12) {
		kw_metadata_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 12)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "MetadataRequest v%d", (int)version);
	return rc;
}
