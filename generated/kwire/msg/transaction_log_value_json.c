/* generated from schemas/transaction-coordinator/TransactionLogValue.json by kwire-gen, do not edit */
#include "kwire/msg/transaction_log_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_partitions_schema(const struct kw_transaction_log_value_partitions_schema *m, int16_t version);
static int fromjson_partitions_schema(struct kw_transaction_log_value_partitions_schema *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_transaction_log_value *m, int16_t version);
static int fromjson_message(struct kw_transaction_log_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_partitions_schema(const struct kw_transaction_log_value_partitions_schema *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topic", kw_json_from_str(m->topic)))
		goto fail;
	{
		json_t *arr = m->partition_ids_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionIds", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_ids_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->partition_ids[i])))
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

static int fromjson_partitions_schema(struct kw_transaction_log_value_partitions_schema *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topic",
		"partitionIds",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_transaction_log_value_partitions_schema_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topic");
	if (!v)
		return kw_json_missing(err, "topic", version);
	if (kw_json_to_str(v, false, &m->topic, a, err) < 0)
		return kw_json_fail_field(err, "topic");
	v = json_object_get(j, "partitionIds");
	if (!v)
		return kw_json_missing(err, "partitionIds", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionIds");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionIds");
		size_t n = json_array_size(v);
		m->partition_ids = NULL;
		m->partition_ids_count = (int32_t)n;
		if (n > 0) {
			m->partition_ids = kw_arena_calloc(a, n, sizeof *m->partition_ids);
			if (!m->partition_ids)
				return kw_json_nomem(err, "partitionIds");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->partition_ids[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionIds");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_transaction_log_value *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "producerId", json_integer((json_int_t)m->producer_id)))
		goto fail;
	if (version >= 1) {
		if (m->previous_producer_id != INT64_C(-1)) {
			if (json_object_set_new(o, "previousProducerId", json_integer((json_int_t)m->previous_producer_id)))
				goto fail;
		}
	}
	if (version >= 1) {
		if (m->next_producer_id != INT64_C(-1)) {
			if (json_object_set_new(o, "nextProducerId", json_integer((json_int_t)m->next_producer_id)))
				goto fail;
		}
	}
	if (json_object_set_new(o, "producerEpoch", json_integer((json_int_t)m->producer_epoch)))
		goto fail;
	if (json_object_set_new(o, "transactionTimeoutMs", json_integer((json_int_t)m->transaction_timeout_ms)))
		goto fail;
	if (json_object_set_new(o, "transactionStatus", json_integer((json_int_t)m->transaction_status)))
		goto fail;
	{
		json_t *arr = m->transaction_partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "transactionPartitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->transaction_partitions_count; i++)
			if (json_array_append_new(arr, tojson_partitions_schema(&m->transaction_partitions[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "transactionLastUpdateTimestampMs", json_integer((json_int_t)m->transaction_last_update_timestamp_ms)))
		goto fail;
	if (json_object_set_new(o, "transactionStartTimestampMs", json_integer((json_int_t)m->transaction_start_timestamp_ms)))
		goto fail;
	if (version >= 1) {
		if (m->client_transaction_version != 0) {
			if (json_object_set_new(o, "clientTransactionVersion", json_integer((json_int_t)m->client_transaction_version)))
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

static int fromjson_message(struct kw_transaction_log_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"producerId",
		"previousProducerId",
		"nextProducerId",
		"producerEpoch",
		"transactionTimeoutMs",
		"transactionStatus",
		"transactionPartitions",
		"transactionLastUpdateTimestampMs",
		"transactionStartTimestampMs",
		"clientTransactionVersion",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_transaction_log_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 10, err) < 0)
		return err->code;
	v = json_object_get(j, "producerId");
	if (!v)
		return kw_json_missing(err, "producerId", version);
	if (kw_json_to_i64(v, &m->producer_id, err) < 0)
		return kw_json_fail_field(err, "producerId");
	v = json_object_get(j, "previousProducerId");
	if (v) {
		if (kw_json_to_i64(v, &m->previous_producer_id, err) < 0)
			return kw_json_fail_field(err, "previousProducerId");
	}
	v = json_object_get(j, "nextProducerId");
	if (v) {
		if (kw_json_to_i64(v, &m->next_producer_id, err) < 0)
			return kw_json_fail_field(err, "nextProducerId");
	}
	v = json_object_get(j, "producerEpoch");
	if (!v)
		return kw_json_missing(err, "producerEpoch", version);
	if (kw_json_to_i16(v, &m->producer_epoch, err) < 0)
		return kw_json_fail_field(err, "producerEpoch");
	v = json_object_get(j, "transactionTimeoutMs");
	if (!v)
		return kw_json_missing(err, "transactionTimeoutMs", version);
	if (kw_json_to_i32(v, &m->transaction_timeout_ms, err) < 0)
		return kw_json_fail_field(err, "transactionTimeoutMs");
	v = json_object_get(j, "transactionStatus");
	if (!v)
		return kw_json_missing(err, "transactionStatus", version);
	if (kw_json_to_i8(v, &m->transaction_status, err) < 0)
		return kw_json_fail_field(err, "transactionStatus");
	v = json_object_get(j, "transactionPartitions");
	if (!v)
		return kw_json_missing(err, "transactionPartitions", version);
	if (json_is_null(v)) {
		m->transaction_partitions = NULL;
		m->transaction_partitions_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "transactionPartitions");
		size_t n = json_array_size(v);
		m->transaction_partitions = NULL;
		m->transaction_partitions_count = (int32_t)n;
		if (n > 0) {
			m->transaction_partitions = kw_arena_calloc(a, n, sizeof *m->transaction_partitions);
			if (!m->transaction_partitions)
				return kw_json_nomem(err, "transactionPartitions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_partitions_schema(&m->transaction_partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "transactionPartitions");
			}
		}
	}
	v = json_object_get(j, "transactionLastUpdateTimestampMs");
	if (!v)
		return kw_json_missing(err, "transactionLastUpdateTimestampMs", version);
	if (kw_json_to_i64(v, &m->transaction_last_update_timestamp_ms, err) < 0)
		return kw_json_fail_field(err, "transactionLastUpdateTimestampMs");
	v = json_object_get(j, "transactionStartTimestampMs");
	if (!v)
		return kw_json_missing(err, "transactionStartTimestampMs", version);
	if (kw_json_to_i64(v, &m->transaction_start_timestamp_ms, err) < 0)
		return kw_json_fail_field(err, "transactionStartTimestampMs");
	v = json_object_get(j, "clientTransactionVersion");
	if (v) {
		if (kw_json_to_i16(v, &m->client_transaction_version, err) < 0)
			return kw_json_fail_field(err, "clientTransactionVersion");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_transaction_log_value_to_json(const struct kw_transaction_log_value *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_transaction_log_value_from_json(struct kw_transaction_log_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_transaction_log_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "TransactionLogValue v%d", (int)version);
	return rc;
}
