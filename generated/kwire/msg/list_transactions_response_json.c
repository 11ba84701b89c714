/* generated from schemas/clients/ListTransactionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/list_transactions_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version);
static int fromjson_transaction_state(struct kw_list_transactions_response_transaction_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_list_transactions_response *m, int16_t version);
static int fromjson_message(struct kw_list_transactions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "transactionalId", kw_json_from_str(m->transactional_id)))
		goto fail;
	if (json_object_set_new(o, "producerId", json_integer((json_int_t)m->producer_id)))
		goto fail;
	if (json_object_set_new(o, "transactionState", kw_json_from_str(m->transaction_state)))
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

static int fromjson_transaction_state(struct kw_list_transactions_response_transaction_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"transactionalId",
		"producerId",
		"transactionState",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_list_transactions_response_transaction_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
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
	v = json_object_get(j, "transactionState");
	if (!v)
		return kw_json_missing(err, "transactionState", version);
	if (kw_json_to_str(v, false, &m->transaction_state, a, err) < 0)
		return kw_json_fail_field(err, "transactionState");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_list_transactions_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	{
		json_t *arr = m->unknown_state_filters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "unknownStateFilters", arr))
			goto fail;
		for (int32_t i = 0; i < m->unknown_state_filters_count; i++)
			if (json_array_append_new(arr, kw_json_from_str(m->unknown_state_filters[i])))
				goto fail;
	}
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

static int fromjson_message(struct kw_list_transactions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"unknownStateFilters",
		"transactionStates",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_list_transactions_response_init(m);
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
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "unknownStateFilters");
	if (!v)
		return kw_json_missing(err, "unknownStateFilters", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "unknownStateFilters");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "unknownStateFilters");
		size_t n = json_array_size(v);
		m->unknown_state_filters = NULL;
		m->unknown_state_filters_count = (int32_t)n;
		if (n > 0) {
			m->unknown_state_filters = kw_arena_calloc(a, n, sizeof *m->unknown_state_filters);
			if (!m->unknown_state_filters)
				return kw_json_nomem(err, "unknownStateFilters");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_str(e, false, &m->unknown_state_filters[i], a, err) < 0)
					return kw_json_fail_index(err, (long)i, "unknownStateFilters");
			}
		}
	}
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

json_t *kw_list_transactions_response_to_json(const struct kw_list_transactions_response *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_list_transactions_response_from_json(struct kw_list_transactions_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_list_transactions_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ListTransactionsResponse v%d", (int)version);
	return rc;
}
