/* generated from schemas/clients/AddPartitionsToTxnResponse.json by kwire-gen, do not edit */
#include "kwire/msg/add_partitions_to_txn_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version);
static int fromjson_add_partitions_to_txn_partition_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version);
static int fromjson_add_partitions_to_txn_topic_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version);
static int fromjson_add_partitions_to_txn_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_add_partitions_to_txn_response *m, int16_t version);
static int fromjson_message(struct kw_add_partitions_to_txn_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "partitionErrorCode", json_integer((json_int_t)m->partition_error_code)))
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

static int fromjson_add_partitions_to_txn_partition_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"partitionErrorCode",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "partitionErrorCode");
	if (!v)
		return kw_json_missing(err, "partitionErrorCode", version);
	if (kw_json_to_i16(v, &m->partition_error_code, err) < 0)
		return kw_json_fail_field(err, "partitionErrorCode");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	{
		json_t *arr = m->results_by_partition_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "resultsByPartition", arr))
			goto fail;
		for (int32_t i = 0; i < m->results_by_partition_count; i++)
			if (json_array_append_new(arr, tojson_add_partitions_to_txn_partition_result(&m->results_by_partition[i], version)))
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

static int fromjson_add_partitions_to_txn_topic_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"resultsByPartition",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "resultsByPartition");
	if (!v)
		return kw_json_missing(err, "resultsByPartition", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "resultsByPartition");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "resultsByPartition");
		size_t n = json_array_size(v);
		m->results_by_partition = NULL;
		m->results_by_partition_count = (int32_t)n;
		if (n > 0) {
			m->results_by_partition = kw_arena_calloc(a, n, sizeof *m->results_by_partition);
			if (!m->results_by_partition)
				return kw_json_nomem(err, "resultsByPartition");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_add_partitions_to_txn_partition_result(&m->results_by_partition[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "resultsByPartition");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "transactionalId", kw_json_from_str(m->transactional_id)))
		goto fail;
	{
		json_t *arr = m->topic_results_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topicResults", arr))
			goto fail;
		for (int32_t i = 0; i < m->topic_results_count; i++)
			if (json_array_append_new(arr, tojson_add_partitions_to_txn_topic_result(&m->topic_results[i], version)))
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

static int fromjson_add_partitions_to_txn_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"transactionalId",
		"topicResults",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_partitions_to_txn_response_add_partitions_to_txn_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "transactionalId");
	if (!v)
		return kw_json_missing(err, "transactionalId", version);
	if (kw_json_to_str(v, false, &m->transactional_id, a, err) < 0)
		return kw_json_fail_field(err, "transactionalId");
	v = json_object_get(j, "topicResults");
	if (!v)
		return kw_json_missing(err, "topicResults", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "topicResults");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "topicResults");
		size_t n = json_array_size(v);
		m->topic_results = NULL;
		m->topic_results_count = (int32_t)n;
		if (n > 0) {
			m->topic_results = kw_arena_calloc(a, n, sizeof *m->topic_results);
			if (!m->topic_results)
				return kw_json_nomem(err, "topicResults");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_add_partitions_to_txn_topic_result(&m->topic_results[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topicResults");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_add_partitions_to_txn_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	if (version >= 4) {
		if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
			goto fail;
	}
	if (version >= 4) {
		{
			json_t *arr = m->results_by_transaction_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "resultsByTransaction", arr))
				goto fail;
			for (int32_t i = 0; i < m->results_by_transaction_count; i++)
				if (json_array_append_new(arr, tojson_add_partitions_to_txn_result(&m->results_by_transaction[i], version)))
					goto fail;
		}
	}
	if (version <= 3) {
		{
			json_t *arr = m->results_by_topic_v3_and_below_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "resultsByTopicV3AndBelow", arr))
				goto fail;
			for (int32_t i = 0; i < m->results_by_topic_v3_and_below_count; i++)
				if (json_array_append_new(arr, tojson_add_partitions_to_txn_topic_result(&m->results_by_topic_v3_and_below[i], version)))
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

static int fromjson_message(struct kw_add_partitions_to_txn_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"resultsByTransaction",
		"resultsByTopicV3AndBelow",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_partitions_to_txn_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "errorCode");
	if (!v && (version >= 4))
		return kw_json_missing(err, "errorCode", version);
	if (v) {
		if (kw_json_to_i16(v, &m->error_code, err) < 0)
			return kw_json_fail_field(err, "errorCode");
	}
	v = json_object_get(j, "resultsByTransaction");
	if (!v && (version >= 4))
		return kw_json_missing(err, "resultsByTransaction", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "resultsByTransaction");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "resultsByTransaction");
			size_t n = json_array_size(v);
			m->results_by_transaction = NULL;
			m->results_by_transaction_count = (int32_t)n;
			if (n > 0) {
				m->results_by_transaction = kw_arena_calloc(a, n, sizeof *m->results_by_transaction);
				if (!m->results_by_transaction)
					return kw_json_nomem(err, "resultsByTransaction");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_add_partitions_to_txn_result(&m->results_by_transaction[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "resultsByTransaction");
				}
			}
		}
	}
	v = json_object_get(j, "resultsByTopicV3AndBelow");
	if (!v && (version <= 3))
		return kw_json_missing(err, "resultsByTopicV3AndBelow", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "resultsByTopicV3AndBelow");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "resultsByTopicV3AndBelow");
			size_t n = json_array_size(v);
			m->results_by_topic_v3_and_below = NULL;
			m->results_by_topic_v3_and_below_count = (int32_t)n;
			if (n > 0) {
				m->results_by_topic_v3_and_below = kw_arena_calloc(a, n, sizeof *m->results_by_topic_v3_and_below);
				if (!m->results_by_topic_v3_and_below)
					return kw_json_nomem(err, "resultsByTopicV3AndBelow");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_add_partitions_to_txn_topic_result(&m->results_by_topic_v3_and_below[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "resultsByTopicV3AndBelow");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_add_partitions_to_txn_response_to_json(const struct kw_add_partitions_to_txn_response *m, int16_t version)
{
	if (version < 0 || version > 5)
		return NULL;
	return tojson_message(m, version);
}

int kw_add_partitions_to_txn_response_from_json(struct kw_add_partitions_to_txn_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_add_partitions_to_txn_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "AddPartitionsToTxnResponse v%d", (int)version);
	return rc;
}
