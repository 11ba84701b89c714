/* generated from schemas/group-coordinator/ShareGroupStatePartitionMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_state_partition_metadata_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version);
static int fromjson_topic_partitions_info(struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version);
static int fromjson_topic_info(struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_share_group_state_partition_metadata_value *m, int16_t version);
static int fromjson_message(struct kw_share_group_state_partition_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
		goto fail;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->partitions[i])))
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

static int fromjson_topic_partitions_info(struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"topicName",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_state_partition_metadata_value_topic_partitions_info_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
	v = json_object_get(j, "topicName");
	if (!v)
		return kw_json_missing(err, "topicName", version);
	if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
		return kw_json_fail_field(err, "topicName");
	v = json_object_get(j, "partitions");
	if (!v)
		return kw_json_missing(err, "partitions", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitions");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitions");
		size_t n = json_array_size(v);
		m->partitions = NULL;
		m->partitions_count = (int32_t)n;
		if (n > 0) {
			m->partitions = kw_arena_calloc(a, n, sizeof *m->partitions);
			if (!m->partitions)
				return kw_json_nomem(err, "partitions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->partitions[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
		goto fail;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
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

static int fromjson_topic_info(struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"topicName",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_state_partition_metadata_value_topic_info_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
	v = json_object_get(j, "topicName");
	if (!v)
		return kw_json_missing(err, "topicName", version);
	if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
		return kw_json_fail_field(err, "topicName");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_share_group_state_partition_metadata_value *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->initialized_topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "initializedTopics", arr))
			goto fail;
		for (int32_t i = 0; i < m->initialized_topics_count; i++)
			if (json_array_append_new(arr, tojson_topic_partitions_info(&m->initialized_topics[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->deleting_topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "deletingTopics", arr))
			goto fail;
		for (int32_t i = 0; i < m->deleting_topics_count; i++)
			if (json_array_append_new(arr, tojson_topic_info(&m->deleting_topics[i], version)))
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

static int fromjson_message(struct kw_share_group_state_partition_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"initializedTopics",
		"deletingTopics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_state_partition_metadata_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "initializedTopics");
	if (!v)
		return kw_json_missing(err, "initializedTopics", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "initializedTopics");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "initializedTopics");
		size_t n = json_array_size(v);
		m->initialized_topics = NULL;
		m->initialized_topics_count = (int32_t)n;
		if (n > 0) {
			m->initialized_topics = kw_arena_calloc(a, n, sizeof *m->initialized_topics);
			if (!m->initialized_topics)
				return kw_json_nomem(err, "initializedTopics");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_topic_partitions_info(&m->initialized_topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "initializedTopics");
			}
		}
	}
	v = json_object_get(j, "deletingTopics");
	if (!v)
		return kw_json_missing(err, "deletingTopics", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "deletingTopics");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "deletingTopics");
		size_t n = json_array_size(v);
		m->deleting_topics = NULL;
		m->deleting_topics_count = (int32_t)n;
		if (n > 0) {
			m->deleting_topics = kw_arena_calloc(a, n, sizeof *m->deleting_topics);
			if (!m->deleting_topics)
				return kw_json_nomem(err, "deletingTopics");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_topic_info(&m->deleting_topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "deletingTopics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_share_group_state_partition_metadata_value_to_json(const struct kw_share_group_state_partition_metadata_value *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_share_group_state_partition_metadata_value_from_json(struct kw_share_group_state_partition_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_group_state_partition_metadata_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ShareGroupStatePartitionMetadataValue v%d", (int)version);
	return rc;
}
