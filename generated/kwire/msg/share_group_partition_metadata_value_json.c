/* generated from schemas/group-coordinator/ShareGroupPartitionMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_partition_metadata_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version);
static int fromjson_partition_metadata(struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version);
static int fromjson_topic_metadata(struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_share_group_partition_metadata_value *m, int16_t version);
static int fromjson_message(struct kw_share_group_partition_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partition", json_integer((json_int_t)m->partition)))
		goto fail;
	{
		json_t *arr = m->racks_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "racks", arr))
			goto fail;
		for (int32_t i = 0; i < m->racks_count; i++)
			if (json_array_append_new(arr, kw_json_from_str(m->racks[i])))
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

static int fromjson_partition_metadata(struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partition",
		"racks",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_partition_metadata_value_partition_metadata_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "partition");
	if (!v)
		return kw_json_missing(err, "partition", version);
	if (kw_json_to_i32(v, &m->partition, err) < 0)
		return kw_json_fail_field(err, "partition");
	v = json_object_get(j, "racks");
	if (!v)
		return kw_json_missing(err, "racks", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "racks");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "racks");
		size_t n = json_array_size(v);
		m->racks = NULL;
		m->racks_count = (int32_t)n;
		if (n > 0) {
			m->racks = kw_arena_calloc(a, n, sizeof *m->racks);
			if (!m->racks)
				return kw_json_nomem(err, "racks");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_str(e, false, &m->racks[i], a, err) < 0)
					return kw_json_fail_index(err, (long)i, "racks");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
		goto fail;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	if (json_object_set_new(o, "numPartitions", json_integer((json_int_t)m->num_partitions)))
		goto fail;
	{
		json_t *arr = m->partition_metadata_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionMetadata", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_metadata_count; i++)
			if (json_array_append_new(arr, tojson_partition_metadata(&m->partition_metadata[i], version)))
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

static int fromjson_topic_metadata(struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"topicName",
		"numPartitions",
		"partitionMetadata",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_partition_metadata_value_topic_metadata_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
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
	v = json_object_get(j, "numPartitions");
	if (!v)
		return kw_json_missing(err, "numPartitions", version);
	if (kw_json_to_i32(v, &m->num_partitions, err) < 0)
		return kw_json_fail_field(err, "numPartitions");
	v = json_object_get(j, "partitionMetadata");
	if (!v)
		return kw_json_missing(err, "partitionMetadata", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionMetadata");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionMetadata");
		size_t n = json_array_size(v);
		m->partition_metadata = NULL;
		m->partition_metadata_count = (int32_t)n;
		if (n > 0) {
			m->partition_metadata = kw_arena_calloc(a, n, sizeof *m->partition_metadata);
			if (!m->partition_metadata)
				return kw_json_nomem(err, "partitionMetadata");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_partition_metadata(&m->partition_metadata[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionMetadata");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_share_group_partition_metadata_value *m, int16_t version)
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
			if (json_array_append_new(arr, tojson_topic_metadata(&m->topics[i], version)))
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

static int fromjson_message(struct kw_share_group_partition_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_partition_metadata_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
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
				if (fromjson_topic_metadata(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_share_group_partition_metadata_value_to_json(const struct kw_share_group_partition_metadata_value *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_share_group_partition_metadata_value_from_json(struct kw_share_group_partition_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_group_partition_metadata_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ShareGroupPartitionMetadataValue v%d", (int)version);
	return rc;
}
