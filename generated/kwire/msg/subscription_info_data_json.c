/* generated from schemas/streams/SubscriptionInfoData.json by kwire-gen, do not edit */
#include "kwire/msg/subscription_info_data_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_task_id(const struct kw_subscription_info_data_task_id *m, int16_t version);
static int fromjson_task_id(struct kw_subscription_info_data_task_id *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version);
static int fromjson_partition_to_offset_sum(struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_client_tag(const struct kw_subscription_info_data_client_tag *m, int16_t version);
static int fromjson_client_tag(struct kw_subscription_info_data_client_tag *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *m, int16_t version);
static int fromjson_task_offset_sum(struct kw_subscription_info_data_task_offset_sum *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_subscription_info_data *m, int16_t version);
static int fromjson_message(struct kw_subscription_info_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_task_id(const struct kw_subscription_info_data_task_id *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicGroupId", json_integer((json_int_t)m->topic_group_id)))
		goto fail;
	if (json_object_set_new(o, "partition", json_integer((json_int_t)m->partition)))
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

static int fromjson_task_id(struct kw_subscription_info_data_task_id *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicGroupId",
		"partition",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_subscription_info_data_task_id_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicGroupId");
	if (!v)
		return kw_json_missing(err, "topicGroupId", version);
	if (kw_json_to_i32(v, &m->topic_group_id, err) < 0)
		return kw_json_fail_field(err, "topicGroupId");
	v = json_object_get(j, "partition");
	if (!v)
		return kw_json_missing(err, "partition", version);
	if (kw_json_to_i32(v, &m->partition, err) < 0)
		return kw_json_fail_field(err, "partition");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partition", json_integer((json_int_t)m->partition)))
		goto fail;
	if (json_object_set_new(o, "offsetSum", json_integer((json_int_t)m->offset_sum)))
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

static int fromjson_partition_to_offset_sum(struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partition",
		"offsetSum",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_subscription_info_data_partition_to_offset_sum_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "partition");
	if (!v)
		return kw_json_missing(err, "partition", version);
	if (kw_json_to_i32(v, &m->partition, err) < 0)
		return kw_json_fail_field(err, "partition");
	v = json_object_get(j, "offsetSum");
	if (!v)
		return kw_json_missing(err, "offsetSum", version);
	if (kw_json_to_i64(v, &m->offset_sum, err) < 0)
		return kw_json_fail_field(err, "offsetSum");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_client_tag(const struct kw_subscription_info_data_client_tag *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "key", kw_json_from_bytes(m->key)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_bytes(m->value)))
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

static int fromjson_client_tag(struct kw_subscription_info_data_client_tag *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"key",
		"value",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_subscription_info_data_client_tag_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "key");
	if (!v)
		return kw_json_missing(err, "key", version);
	if (kw_json_to_bytes(v, false, &m->key, a, err) < 0)
		return kw_json_fail_field(err, "key");
	v = json_object_get(j, "value");
	if (!v)
		return kw_json_missing(err, "value", version);
	if (kw_json_to_bytes(v, false, &m->value, a, err) < 0)
		return kw_json_fail_field(err, "value");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicGroupId", json_integer((json_int_t)m->topic_group_id)))
		goto fail;
	if (version >= 10) {
		if (json_object_set_new(o, "partition", json_integer((json_int_t)m->partition)))
			goto fail;
	}
	if (version >= 10) {
		if (json_object_set_new(o, "offsetSum", json_integer((json_int_t)m->offset_sum)))
			goto fail;
	}
	if (version >= 10) {
		if (json_object_set_new(o, "namedTopology", kw_json_from_str(m->named_topology)))
			goto fail;
	}
	if (version <= 9) {
		{
			json_t *arr = m->partition_to_offset_sum_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "partitionToOffsetSum", arr))
				goto fail;
			for (int32_t i = 0; i < m->partition_to_offset_sum_count; i++)
				if (json_array_append_new(arr, tojson_partition_to_offset_sum(&m->partition_to_offset_sum[i], version)))
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

static int fromjson_task_offset_sum(struct kw_subscription_info_data_task_offset_sum *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicGroupId",
		"partition",
		"offsetSum",
		"namedTopology",
		"partitionToOffsetSum",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_subscription_info_data_task_offset_sum_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "topicGroupId");
	if (!v)
		return kw_json_missing(err, "topicGroupId", version);
	if (kw_json_to_i32(v, &m->topic_group_id, err) < 0)
		return kw_json_fail_field(err, "topicGroupId");
	v = json_object_get(j, "partition");
	if (!v && (version >= 10))
		return kw_json_missing(err, "partition", version);
	if (v) {
		if (kw_json_to_i32(v, &m->partition, err) < 0)
			return kw_json_fail_field(err, "partition");
	}
	v = json_object_get(j, "offsetSum");
	if (!v && (version >= 10))
		return kw_json_missing(err, "offsetSum", version);
	if (v) {
		if (kw_json_to_i64(v, &m->offset_sum, err) < 0)
			return kw_json_fail_field(err, "offsetSum");
	}
	v = json_object_get(j, "namedTopology");
	if (!v && (version >= 10))
		return kw_json_missing(err, "namedTopology", version);
	if (v) {
		if (kw_json_to_str(v, version >= 10, &m->named_topology, a, err) < 0)
			return kw_json_fail_field(err, "namedTopology");
	}
	v = json_object_get(j, "partitionToOffsetSum");
	if (!v && (version <= 9))
		return kw_json_missing(err, "partitionToOffsetSum", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "partitionToOffsetSum");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "partitionToOffsetSum");
			size_t n = json_array_size(v);
			m->partition_to_offset_sum = NULL;
			m->partition_to_offset_sum_count = (int32_t)n;
			if (n > 0) {
				m->partition_to_offset_sum = kw_arena_calloc(a, n, sizeof *m->partition_to_offset_sum);
				if (!m->partition_to_offset_sum)
					return kw_json_nomem(err, "partitionToOffsetSum");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_partition_to_offset_sum(&m->partition_to_offset_sum[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "partitionToOffsetSum");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_subscription_info_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "version", json_integer((json_int_t)m->version)))
		goto fail;
	if (version >= 3) {
		if (json_object_set_new(o, "latestSupportedVersion", json_integer((json_int_t)m->latest_supported_version)))
			goto fail;
	}
	if (json_object_set_new(o, "processId", kw_json_from_uuid(&m->process_id)))
		goto fail;
	if (version <= 6) {
		{
			json_t *arr = m->prev_tasks_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "prevTasks", arr))
				goto fail;
			for (int32_t i = 0; i < m->prev_tasks_count; i++)
				if (json_array_append_new(arr, tojson_task_id(&m->prev_tasks[i], version)))
					goto fail;
		}
	}
	if (version <= 6) {
		{
			json_t *arr = m->standby_tasks_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "standbyTasks", arr))
				goto fail;
			for (int32_t i = 0; i < m->standby_tasks_count; i++)
				if (json_array_append_new(arr, tojson_task_id(&m->standby_tasks[i], version)))
					goto fail;
		}
	}
	if (version >= 2) {
		if (json_object_set_new(o, "userEndPoint", kw_json_from_bytes(m->user_end_point)))
			goto fail;
	}
	if (version >= 7) {
		{
			json_t *arr = m->task_offset_sums_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "taskOffsetSums", arr))
				goto fail;
			for (int32_t i = 0; i < m->task_offset_sums_count; i++)
				if (json_array_append_new(arr, tojson_task_offset_sum(&m->task_offset_sums[i], version)))
					goto fail;
		}
	}
	if (version >= 8) {
		if (json_object_set_new(o, "uniqueField", json_integer((json_int_t)m->unique_field)))
			goto fail;
	}
	if (version >= 9) {
		if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
			goto fail;
	}
	if (version >= 11) {
		{
			json_t *arr = m->client_tags_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "clientTags", arr))
				goto fail;
			for (int32_t i = 0; i < m->client_tags_count; i++)
				if (json_array_append_new(arr, tojson_client_tag(&m->client_tags[i], version)))
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

static int fromjson_message(struct kw_subscription_info_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"version",
		"latestSupportedVersion",
		"processId",
		"prevTasks",
		"standbyTasks",
		"userEndPoint",
		"taskOffsetSums",
		"uniqueField",
		"errorCode",
		"clientTags",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_subscription_info_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 10, err) < 0)
		return err->code;
	v = json_object_get(j, "version");
	if (!v)
		return kw_json_missing(err, "version", version);
	if (kw_json_to_i32(v, &m->version, err) < 0)
		return kw_json_fail_field(err, "version");
	v = json_object_get(j, "latestSupportedVersion");
	if (!v && (version >= 3))
		return kw_json_missing(err, "latestSupportedVersion", version);
	if (v) {
		if (kw_json_to_i32(v, &m->latest_supported_version, err) < 0)
			return kw_json_fail_field(err, "latestSupportedVersion");
	}
	v = json_object_get(j, "processId");
	if (!v)
		return kw_json_missing(err, "processId", version);
	if (kw_json_to_uuid(v, &m->process_id, err) < 0)
		return kw_json_fail_field(err, "processId");
	v = json_object_get(j, "prevTasks");
	if (!v && (version <= 6))
		return kw_json_missing(err, "prevTasks", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "prevTasks");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "prevTasks");
			size_t n = json_array_size(v);
			m->prev_tasks = NULL;
			m->prev_tasks_count = (int32_t)n;
			if (n > 0) {
				m->prev_tasks = kw_arena_calloc(a, n, sizeof *m->prev_tasks);
				if (!m->prev_tasks)
					return kw_json_nomem(err, "prevTasks");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_task_id(&m->prev_tasks[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "prevTasks");
				}
			}
		}
	}
	v = json_object_get(j, "standbyTasks");
	if (!v && (version <= 6))
		return kw_json_missing(err, "standbyTasks", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "standbyTasks");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "standbyTasks");
			size_t n = json_array_size(v);
			m->standby_tasks = NULL;
			m->standby_tasks_count = (int32_t)n;
			if (n > 0) {
				m->standby_tasks = kw_arena_calloc(a, n, sizeof *m->standby_tasks);
				if (!m->standby_tasks)
					return kw_json_nomem(err, "standbyTasks");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_task_id(&m->standby_tasks[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "standbyTasks");
				}
			}
		}
	}
	v = json_object_get(j, "userEndPoint");
	if (!v && (version >= 2))
		return kw_json_missing(err, "userEndPoint", version);
	if (v) {
		if (kw_json_to_bytes(v, false, &m->user_end_point, a, err) < 0)
			return kw_json_fail_field(err, "userEndPoint");
	}
	v = json_object_get(j, "taskOffsetSums");
	if (!v && (version >= 7))
		return kw_json_missing(err, "taskOffsetSums", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "taskOffsetSums");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "taskOffsetSums");
			size_t n = json_array_size(v);
			m->task_offset_sums = NULL;
			m->task_offset_sums_count = (int32_t)n;
			if (n > 0) {
				m->task_offset_sums = kw_arena_calloc(a, n, sizeof *m->task_offset_sums);
				if (!m->task_offset_sums)
					return kw_json_nomem(err, "taskOffsetSums");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_task_offset_sum(&m->task_offset_sums[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "taskOffsetSums");
				}
			}
		}
	}
	v = json_object_get(j, "uniqueField");
	if (!v && (version >= 8))
		return kw_json_missing(err, "uniqueField", version);
	if (v) {
		if (kw_json_to_i8(v, &m->unique_field, err) < 0)
			return kw_json_fail_field(err, "uniqueField");
	}
	v = json_object_get(j, "errorCode");
	if (!v && (version >= 9))
		return kw_json_missing(err, "errorCode", version);
	if (v) {
		if (kw_json_to_i32(v, &m->error_code, err) < 0)
			return kw_json_fail_field(err, "errorCode");
	}
	v = json_object_get(j, "clientTags");
	if (!v && (version >= 11))
		return kw_json_missing(err, "clientTags", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "clientTags");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "clientTags");
			size_t n = json_array_size(v);
			m->client_tags = NULL;
			m->client_tags_count = (int32_t)n;
			if (n > 0) {
				m->client_tags = kw_arena_calloc(a, n, sizeof *m->client_tags);
				if (!m->client_tags)
					return kw_json_nomem(err, "clientTags");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_client_tag(&m->client_tags[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "clientTags");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_subscription_info_data_to_json(const struct kw_subscription_info_data *m, int16_t version)
{
	if (version < 1 || version > 11)
		return NULL;
	return tojson_message(m, version);
}

int kw_subscription_info_data_from_json(struct kw_subscription_info_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 1 || version > 11) {
		kw_subscription_info_data_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 1 to 11)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "SubscriptionInfoData v%d", (int)version);
	return rc;
}
