/* generated from schemas/clients/ShareFetchRequest.json by kwire-gen, do not edit */
#include "kwire/msg/share_fetch_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version);
static int fromjson_acknowledgement_batch(struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_fetch_partition(const struct kw_share_fetch_request_fetch_partition *m, int16_t version);
static int fromjson_fetch_partition(struct kw_share_fetch_request_fetch_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_fetch_topic(const struct kw_share_fetch_request_fetch_topic *m, int16_t version);
static int fromjson_fetch_topic(struct kw_share_fetch_request_fetch_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *m, int16_t version);
static int fromjson_forgotten_topic(struct kw_share_fetch_request_forgotten_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_share_fetch_request *m, int16_t version);
static int fromjson_message(struct kw_share_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "firstOffset", json_integer((json_int_t)m->first_offset)))
		goto fail;
	if (json_object_set_new(o, "lastOffset", json_integer((json_int_t)m->last_offset)))
		goto fail;
	{
		json_t *arr = m->acknowledge_types_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "acknowledgeTypes", arr))
			goto fail;
		for (int32_t i = 0; i < m->acknowledge_types_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->acknowledge_types[i])))
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

static int fromjson_acknowledgement_batch(struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"firstOffset",
		"lastOffset",
		"acknowledgeTypes",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_request_acknowledgement_batch_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "firstOffset");
	if (!v)
		return kw_json_missing(err, "firstOffset", version);
	if (kw_json_to_i64(v, &m->first_offset, err) < 0)
		return kw_json_fail_field(err, "firstOffset");
	v = json_object_get(j, "lastOffset");
	if (!v)
		return kw_json_missing(err, "lastOffset", version);
	if (kw_json_to_i64(v, &m->last_offset, err) < 0)
		return kw_json_fail_field(err, "lastOffset");
	v = json_object_get(j, "acknowledgeTypes");
	if (!v)
		return kw_json_missing(err, "acknowledgeTypes", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "acknowledgeTypes");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "acknowledgeTypes");
		size_t n = json_array_size(v);
		m->acknowledge_types = NULL;
		m->acknowledge_types_count = (int32_t)n;
		if (n > 0) {
			m->acknowledge_types = kw_arena_calloc(a, n, sizeof *m->acknowledge_types);
			if (!m->acknowledge_types)
				return kw_json_nomem(err, "acknowledgeTypes");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i8(e, &m->acknowledge_types[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "acknowledgeTypes");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_fetch_partition(const struct kw_share_fetch_request_fetch_partition *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "partitionMaxBytes", json_integer((json_int_t)m->partition_max_bytes)))
		goto fail;
	{
		json_t *arr = m->acknowledgement_batches_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "acknowledgementBatches", arr))
			goto fail;
		for (int32_t i = 0; i < m->acknowledgement_batches_count; i++)
			if (json_array_append_new(arr, tojson_acknowledgement_batch(&m->acknowledgement_batches[i], version)))
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

static int fromjson_fetch_partition(struct kw_share_fetch_request_fetch_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"partitionMaxBytes",
		"acknowledgementBatches",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_request_fetch_partition_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "partitionMaxBytes");
	if (!v)
		return kw_json_missing(err, "partitionMaxBytes", version);
	if (kw_json_to_i32(v, &m->partition_max_bytes, err) < 0)
		return kw_json_fail_field(err, "partitionMaxBytes");
	v = json_object_get(j, "acknowledgementBatches");
	if (!v)
		return kw_json_missing(err, "acknowledgementBatches", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "acknowledgementBatches");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "acknowledgementBatches");
		size_t n = json_array_size(v);
		m->acknowledgement_batches = NULL;
		m->acknowledgement_batches_count = (int32_t)n;
		if (n > 0) {
			m->acknowledgement_batches = kw_arena_calloc(a, n, sizeof *m->acknowledgement_batches);
			if (!m->acknowledgement_batches)
				return kw_json_nomem(err, "acknowledgementBatches");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_acknowledgement_batch(&m->acknowledgement_batches[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "acknowledgementBatches");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_fetch_topic(const struct kw_share_fetch_request_fetch_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, tojson_fetch_partition(&m->partitions[i], version)))
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

static int fromjson_fetch_topic(struct kw_share_fetch_request_fetch_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_request_fetch_topic_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
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
				if (fromjson_fetch_partition(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
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

static int fromjson_forgotten_topic(struct kw_share_fetch_request_forgotten_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_request_forgotten_topic_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
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

static json_t *tojson_message(const struct kw_share_fetch_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "groupId", kw_json_from_str(m->group_id)))
		goto fail;
	if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
		goto fail;
	if (json_object_set_new(o, "shareSessionEpoch", json_integer((json_int_t)m->share_session_epoch)))
		goto fail;
	if (json_object_set_new(o, "maxWaitMs", json_integer((json_int_t)m->max_wait_ms)))
		goto fail;
	if (json_object_set_new(o, "minBytes", json_integer((json_int_t)m->min_bytes)))
		goto fail;
	if (json_object_set_new(o, "maxBytes", json_integer((json_int_t)m->max_bytes)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_fetch_topic(&m->topics[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->forgotten_topics_data_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "forgottenTopicsData", arr))
			goto fail;
		for (int32_t i = 0; i < m->forgotten_topics_data_count; i++)
			if (json_array_append_new(arr, tojson_forgotten_topic(&m->forgotten_topics_data[i], version)))
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

static int fromjson_message(struct kw_share_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupId",
		"memberId",
		"shareSessionEpoch",
		"maxWaitMs",
		"minBytes",
		"maxBytes",
		"topics",
		"forgottenTopicsData",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_fetch_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
	v = json_object_get(j, "groupId");
	if (!v)
		return kw_json_missing(err, "groupId", version);
	if (kw_json_to_str(v, true, &m->group_id, a, err) < 0)
		return kw_json_fail_field(err, "groupId");
	v = json_object_get(j, "memberId");
	if (!v)
		return kw_json_missing(err, "memberId", version);
	if (kw_json_to_str(v, true, &m->member_id, a, err) < 0)
		return kw_json_fail_field(err, "memberId");
	v = json_object_get(j, "shareSessionEpoch");
	if (!v)
		return kw_json_missing(err, "shareSessionEpoch", version);
	if (kw_json_to_i32(v, &m->share_session_epoch, err) < 0)
		return kw_json_fail_field(err, "shareSessionEpoch");
	v = json_object_get(j, "maxWaitMs");
	if (!v)
		return kw_json_missing(err, "maxWaitMs", version);
	if (kw_json_to_i32(v, &m->max_wait_ms, err) < 0)
		return kw_json_fail_field(err, "maxWaitMs");
	v = json_object_get(j, "minBytes");
	if (!v)
		return kw_json_missing(err, "minBytes", version);
	if (kw_json_to_i32(v, &m->min_bytes, err) < 0)
		return kw_json_fail_field(err, "minBytes");
	v = json_object_get(j, "maxBytes");
	if (!v)
		return kw_json_missing(err, "maxBytes", version);
	if (kw_json_to_i32(v, &m->max_bytes, err) < 0)
		return kw_json_fail_field(err, "maxBytes");
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
				if (fromjson_fetch_topic(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, "forgottenTopicsData");
	if (!v)
		return kw_json_missing(err, "forgottenTopicsData", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "forgottenTopicsData");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "forgottenTopicsData");
		size_t n = json_array_size(v);
		m->forgotten_topics_data = NULL;
		m->forgotten_topics_data_count = (int32_t)n;
		if (n > 0) {
			m->forgotten_topics_data = kw_arena_calloc(a, n, sizeof *m->forgotten_topics_data);
			if (!m->forgotten_topics_data)
				return kw_json_nomem(err, "forgottenTopicsData");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_forgotten_topic(&m->forgotten_topics_data[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "forgottenTopicsData");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_share_fetch_request_to_json(const struct kw_share_fetch_request *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_share_fetch_request_from_json(struct kw_share_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_fetch_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ShareFetchRequest v%d", (int)version);
	return rc;
}
