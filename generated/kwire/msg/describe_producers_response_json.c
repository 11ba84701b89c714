/* generated from schemas/clients/DescribeProducersResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_producers_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_producer_state(const struct kw_describe_producers_response_producer_state *m, int16_t version);
static int fromjson_producer_state(struct kw_describe_producers_response_producer_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_partition_response(const struct kw_describe_producers_response_partition_response *m, int16_t version);
static int fromjson_partition_response(struct kw_describe_producers_response_partition_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_topic_response(const struct kw_describe_producers_response_topic_response *m, int16_t version);
static int fromjson_topic_response(struct kw_describe_producers_response_topic_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_producers_response *m, int16_t version);
static int fromjson_message(struct kw_describe_producers_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_producer_state(const struct kw_describe_producers_response_producer_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "producerId", json_integer((json_int_t)m->producer_id)))
		goto fail;
	if (json_object_set_new(o, "producerEpoch", json_integer((json_int_t)m->producer_epoch)))
		goto fail;
	if (json_object_set_new(o, "lastSequence", json_integer((json_int_t)m->last_sequence)))
		goto fail;
	if (json_object_set_new(o, "lastTimestamp", json_integer((json_int_t)m->last_timestamp)))
		goto fail;
	if (json_object_set_new(o, "coordinatorEpoch", json_integer((json_int_t)m->coordinator_epoch)))
		goto fail;
	if (json_object_set_new(o, "currentTxnStartOffset", json_integer((json_int_t)m->current_txn_start_offset)))
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

static int fromjson_producer_state(struct kw_describe_producers_response_producer_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"producerId",
		"producerEpoch",
		"lastSequence",
		"lastTimestamp",
		"coordinatorEpoch",
		"currentTxnStartOffset",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_producers_response_producer_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 6, err) < 0)
		return err->code;
	v = json_object_get(j, "producerId");
	if (!v)
		return kw_json_missing(err, "producerId", version);
	if (kw_json_to_i64(v, &m->producer_id, err) < 0)
		return kw_json_fail_field(err, "producerId");
	v = json_object_get(j, "producerEpoch");
	if (!v)
		return kw_json_missing(err, "producerEpoch", version);
	if (kw_json_to_i32(v, &m->producer_epoch, err) < 0)
		return kw_json_fail_field(err, "producerEpoch");
	v = json_object_get(j, "lastSequence");
	if (!v)
		return kw_json_missing(err, "lastSequence", version);
	if (kw_json_to_i32(v, &m->last_sequence, err) < 0)
		return kw_json_fail_field(err, "lastSequence");
	v = json_object_get(j, "lastTimestamp");
	if (!v)
		return kw_json_missing(err, "lastTimestamp", version);
	if (kw_json_to_i64(v, &m->last_timestamp, err) < 0)
		return kw_json_fail_field(err, "lastTimestamp");
	v = json_object_get(j, "coordinatorEpoch");
	if (!v)
		return kw_json_missing(err, "coordinatorEpoch", version);
	if (kw_json_to_i32(v, &m->coordinator_epoch, err) < 0)
		return kw_json_fail_field(err, "coordinatorEpoch");
	v = json_object_get(j, "currentTxnStartOffset");
	if (!v)
		return kw_json_missing(err, "currentTxnStartOffset", version);
	if (kw_json_to_i64(v, &m->current_txn_start_offset, err) < 0)
		return kw_json_fail_field(err, "currentTxnStartOffset");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_partition_response(const struct kw_describe_producers_response_partition_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
		goto fail;
	{
		json_t *arr = m->active_producers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "activeProducers", arr))
			goto fail;
		for (int32_t i = 0; i < m->active_producers_count; i++)
			if (json_array_append_new(arr, tojson_producer_state(&m->active_producers[i], version)))
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

static int fromjson_partition_response(struct kw_describe_producers_response_partition_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"errorCode",
		"errorMessage",
		"activeProducers",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_producers_response_partition_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "errorMessage");
	if (!v)
		return kw_json_missing(err, "errorMessage", version);
	if (kw_json_to_str(v, true, &m->error_message, a, err) < 0)
		return kw_json_fail_field(err, "errorMessage");
	v = json_object_get(j, "activeProducers");
	if (!v)
		return kw_json_missing(err, "activeProducers", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "activeProducers");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "activeProducers");
		size_t n = json_array_size(v);
		m->active_producers = NULL;
		m->active_producers_count = (int32_t)n;
		if (n > 0) {
			m->active_producers = kw_arena_calloc(a, n, sizeof *m->active_producers);
			if (!m->active_producers)
				return kw_json_nomem(err, "activeProducers");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_producer_state(&m->active_producers[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "activeProducers");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_topic_response(const struct kw_describe_producers_response_topic_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, tojson_partition_response(&m->partitions[i], version)))
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

static int fromjson_topic_response(struct kw_describe_producers_response_topic_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_producers_response_topic_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
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
				if (fromjson_partition_response(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_producers_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_topic_response(&m->topics[i], version)))
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

static int fromjson_message(struct kw_describe_producers_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"topics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_producers_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
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
				if (fromjson_topic_response(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_producers_response_to_json(const struct kw_describe_producers_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_producers_response_from_json(struct kw_describe_producers_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_producers_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeProducersResponse v%d", (int)version);
	return rc;
}
