/* generated from schemas/clients/DescribeTransactionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_transactions_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_topic_data(const struct kw_describe_transactions_response_topic_data *m, int16_t version);
static int fromjson_topic_data(struct kw_describe_transactions_response_topic_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_transaction_state(const struct kw_describe_transactions_response_transaction_state *m, int16_t version);
static int fromjson_transaction_state(struct kw_describe_transactions_response_transaction_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_transactions_response *m, int16_t version);
static int fromjson_message(struct kw_describe_transactions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_topic_data(const struct kw_describe_transactions_response_topic_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topic", kw_json_from_str(m->topic)))
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

static int fromjson_topic_data(struct kw_describe_transactions_response_topic_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topic",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_transactions_response_topic_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topic");
	if (!v)
		return kw_json_missing(err, "topic", version);
	if (kw_json_to_str(v, false, &m->topic, a, err) < 0)
		return kw_json_fail_field(err, "topic");
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

static json_t *tojson_transaction_state(const struct kw_describe_transactions_response_transaction_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "transactionalId", kw_json_from_str(m->transactional_id)))
		goto fail;
	if (json_object_set_new(o, "transactionState", kw_json_from_str(m->transaction_state)))
		goto fail;
	if (json_object_set_new(o, "transactionTimeoutMs", json_integer((json_int_t)m->transaction_timeout_ms)))
		goto fail;
	if (json_object_set_new(o, "transactionStartTimeMs", json_integer((json_int_t)m->transaction_start_time_ms)))
		goto fail;
	if (json_object_set_new(o, "producerId", json_integer((json_int_t)m->producer_id)))
		goto fail;
	if (json_object_set_new(o, "producerEpoch", json_integer((json_int_t)m->producer_epoch)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_topic_data(&m->topics[i], version)))
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

static int fromjson_transaction_state(struct kw_describe_transactions_response_transaction_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"transactionalId",
		"transactionState",
		"transactionTimeoutMs",
		"transactionStartTimeMs",
		"producerId",
		"producerEpoch",
		"topics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_transactions_response_transaction_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "transactionalId");
	if (!v)
		return kw_json_missing(err, "transactionalId", version);
	if (kw_json_to_str(v, false, &m->transactional_id, a, err) < 0)
		return kw_json_fail_field(err, "transactionalId");
	v = json_object_get(j, "transactionState");
	if (!v)
		return kw_json_missing(err, "transactionState", version);
	if (kw_json_to_str(v, false, &m->transaction_state, a, err) < 0)
		return kw_json_fail_field(err, "transactionState");
	v = json_object_get(j, "transactionTimeoutMs");
	if (!v)
		return kw_json_missing(err, "transactionTimeoutMs", version);
	if (kw_json_to_i32(v, &m->transaction_timeout_ms, err) < 0)
		return kw_json_fail_field(err, "transactionTimeoutMs");
	v = json_object_get(j, "transactionStartTimeMs");
	if (!v)
		return kw_json_missing(err, "transactionStartTimeMs", version);
	if (kw_json_to_i64(v, &m->transaction_start_time_ms, err) < 0)
		return kw_json_fail_field(err, "transactionStartTimeMs");
	v = json_object_get(j, "producerId");
	if (!v)
		return kw_json_missing(err, "producerId", version);
	if (kw_json_to_i64(v, &m->producer_id, err) < 0)
		return kw_json_fail_field(err, "producerId");
	v = json_object_get(j, "producerEpoch");
	if (!v)
		return kw_json_missing(err, "producerEpoch", version);
	if (kw_json_to_i16(v, &m->producer_epoch, err) < 0)
		return kw_json_fail_field(err, "producerEpoch");
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
				if (fromjson_topic_data(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_describe_transactions_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	{
		json_t *arr = m->transaction_states_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "transactionStates", arr))
			goto fail;
		for (int32_t i = 0; i < m->transaction_states_count; i++)
			if (json_array_append_new(arr, tojson_transaction_state(&m->transaction_states[i], version)))
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

static int fromjson_message(struct kw_describe_transactions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"transactionStates",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_transactions_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "transactionStates");
	if (!v)
		return kw_json_missing(err, "transactionStates", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "transactionStates");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "transactionStates");
		size_t n = json_array_size(v);
		m->transaction_states = NULL;
		m->transaction_states_count = (int32_t)n;
		if (n > 0) {
			m->transaction_states = kw_arena_calloc(a, n, sizeof *m->transaction_states);
			if (!m->transaction_states)
				return kw_json_nomem(err, "transactionStates");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_transaction_state(&m->transaction_states[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "transactionStates");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_transactions_response_to_json(const struct kw_describe_transactions_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_transactions_response_from_json(struct kw_describe_transactions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_transactions_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeTransactionsResponse v%d", (int)version);
	return rc;
}
