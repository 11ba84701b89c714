/* generated from schemas/clients/AddPartitionsToTxnRequest.json by kwire-gen, do not edit */
#include "kwire/msg/add_partitions_to_txn_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version);
static int fromjson_add_partitions_to_txn_topic(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version);
static int fromjson_add_partitions_to_txn_transaction(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_add_partitions_to_txn_request *m, int16_t version);
static int fromjson_message(struct kw_add_partitions_to_txn_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version)
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

static int fromjson_add_partitions_to_txn_topic(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_partitions_to_txn_request_add_partitions_to_txn_topic_init(m);
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

static json_t *tojson_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "transactionalId", kw_json_from_str(m->transactional_id)))
		goto fail;
	if (json_object_set_new(o, "producerId", json_integer((json_int_t)m->producer_id)))
		goto fail;
	if (json_object_set_new(o, "producerEpoch", json_integer((json_int_t)m->producer_epoch)))
		goto fail;
	if (json_object_set_new(o, "verifyOnly", json_boolean(m->verify_only)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_add_partitions_to_txn_topic(&m->topics[i], version)))
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

static int fromjson_add_partitions_to_txn_transaction(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"transactionalId",
		"producerId",
		"producerEpoch",
		"verifyOnly",
		"topics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "transactionalId");
	if (!v)
		return kw_json_missing(err, "transactionalId", version);
	if (kw_json_to_str(v, false, &m->transactional_id, a, err) < 0)
		return kw_json_fail_field(err, "transactionalId");
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
	v = json_object_get(j, "verifyOnly");
	if (!v)
		return kw_json_missing(err, "verifyOnly", version);
	if (kw_json_to_bool(v, &m->verify_only, err) < 0)
		return kw_json_fail_field(err, "verifyOnly");
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
				if (fromjson_add_partitions_to_txn_topic(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_add_partitions_to_txn_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 4) {
		{
			json_t *arr = m->transactions_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "transactions", arr))
				goto fail;
			for (int32_t i = 0; i < m->transactions_count; i++)
				if (json_array_append_new(arr, tojson_add_partitions_to_txn_transaction(&m->transactions[i], version)))
					goto fail;
		}
	}
	if (version <= 3) {
		if (json_object_set_new(o, "v3AndBelowTransactionalId", kw_json_from_str(m->v3_and_below_transactional_id)))
			goto fail;
	}
	if (version <= 3) {
		if (json_object_set_new(o, "v3AndBelowProducerId", json_integer((json_int_t)m->v3_and_below_producer_id)))
			goto fail;
	}
	if (version <= 3) {
		if (json_object_set_new(o, "v3AndBelowProducerEpoch", json_integer((json_int_t)m->v3_and_below_producer_epoch)))
			goto fail;
	}
	if (version <= 3) {
		{
			json_t *arr = m->v3_and_below_topics_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "v3AndBelowTopics", arr))
				goto fail;
			for (int32_t i = 0; i < m->v3_and_below_topics_count; i++)
				if (json_array_append_new(arr, tojson_add_partitions_to_txn_topic(&m->v3_and_below_topics[i], version)))
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

static int fromjson_message(struct kw_add_partitions_to_txn_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"transactions",
		"v3AndBelowTransactionalId",
		"v3AndBelowProducerId",
		"v3AndBelowProducerEpoch",
		"v3AndBelowTopics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_partitions_to_txn_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "transactions");
	if (!v && (version >= 4))
		return kw_json_missing(err, "transactions", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "transactions");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "transactions");
			size_t n = json_array_size(v);
			m->transactions = NULL;
			m->transactions_count = (int32_t)n;
			if (n > 0) {
				m->transactions = kw_arena_calloc(a, n, sizeof *m->transactions);
				if (!m->transactions)
					return kw_json_nomem(err, "transactions");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_add_partitions_to_txn_transaction(&m->transactions[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "transactions");
				}
			}
		}
	}
	v = json_object_get(j, "v3AndBelowTransactionalId");
	if (!v && (version <= 3))
		return kw_json_missing(err, "v3AndBelowTransactionalId", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->v3_and_below_transactional_id, a, err) < 0)
			return kw_json_fail_field(err, "v3AndBelowTransactionalId");
	}
	v = json_object_get(j, "v3AndBelowProducerId");
	if (!v && (version <= 3))
		return kw_json_missing(err, "v3AndBelowProducerId", version);
	if (v) {
		if (kw_json_to_i64(v, &m->v3_and_below_producer_id, err) < 0)
			return kw_json_fail_field(err, "v3AndBelowProducerId");
	}
	v = json_object_get(j, "v3AndBelowProducerEpoch");
	if (!v && (version <= 3))
		return kw_json_missing(err, "v3AndBelowProducerEpoch", version);
	if (v) {
		if (kw_json_to_i16(v, &m->v3_and_below_producer_epoch, err) < 0)
			return kw_json_fail_field(err, "v3AndBelowProducerEpoch");
	}
	v = json_object_get(j, "v3AndBelowTopics");
	if (!v && (version <= 3))
		return kw_json_missing(err, "v3AndBelowTopics", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "v3AndBelowTopics");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "v3AndBelowTopics");
			size_t n = json_array_size(v);
			m->v3_and_below_topics = NULL;
			m->v3_and_below_topics_count = (int32_t)n;
			if (n > 0) {
				m->v3_and_below_topics = kw_arena_calloc(a, n, sizeof *m->v3_and_below_topics);
				if (!m->v3_and_below_topics)
					return kw_json_nomem(err, "v3AndBelowTopics");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_add_partitions_to_txn_topic(&m->v3_and_below_topics[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "v3AndBelowTopics");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_add_partitions_to_txn_request_to_json(const struct kw_add_partitions_to_txn_request *m, int16_t version)
{
	if (version < 0 || version > 5)
		return NULL;
	return tojson_message(m, version);
}

int kw_add_partitions_to_txn_request_from_json(struct kw_add_partitions_to_txn_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_add_partitions_to_txn_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "AddPartitionsToTxnRequest v%d", (int)version);
	return rc;
}
