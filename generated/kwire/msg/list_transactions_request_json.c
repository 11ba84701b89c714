/* generated from schemas/clients/ListTransactionsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/list_transactions_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_list_transactions_request *m, int16_t version);
static int fromjson_message(struct kw_list_transactions_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_list_transactions_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->state_filters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "stateFilters", arr))
			goto fail;
		for (int32_t i = 0; i < m->state_filters_count; i++)
			if (json_array_append_new(arr, kw_json_from_str(m->state_filters[i])))
				goto fail;
	}
	{
		json_t *arr = m->producer_id_filters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "producerIdFilters", arr))
			goto fail;
		for (int32_t i = 0; i < m->producer_id_filters_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->producer_id_filters[i])))
				goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "durationFilter", json_integer((json_int_t)m->duration_filter)))
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

static int fromjson_message(struct kw_list_transactions_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"stateFilters",
		"producerIdFilters",
		"durationFilter",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_list_transactions_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "stateFilters");
	if (!v)
		return kw_json_missing(err, "stateFilters", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "stateFilters");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "stateFilters");
		size_t n = json_array_size(v);
		m->state_filters = NULL;
		m->state_filters_count = (int32_t)n;
		if (n > 0) {
			m->state_filters = kw_arena_calloc(a, n, sizeof *m->state_filters);
			if (!m->state_filters)
				return kw_json_nomem(err, "stateFilters");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_str(e, false, &m->state_filters[i], a, err) < 0)
					return kw_json_fail_index(err, (long)i, "stateFilters");
			}
		}
	}
	v = json_object_get(j, "producerIdFilters");
	if (!v)
		return kw_json_missing(err, "producerIdFilters", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "producerIdFilters");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "producerIdFilters");
		size_t n = json_array_size(v);
		m->producer_id_filters = NULL;
		m->producer_id_filters_count = (int32_t)n;
		if (n > 0) {
			m->producer_id_filters = kw_arena_calloc(a, n, sizeof *m->producer_id_filters);
			if (!m->producer_id_filters)
				return kw_json_nomem(err, "producerIdFilters");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i64(e, &m->producer_id_filters[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "producerIdFilters");
			}
		}
	}
	v = json_object_get(j, "durationFilter");
	if (!v && (version >= 1))
		return kw_json_missing(err, "durationFilter", version);
	if (v) {
		if (kw_json_to_i64(v, &m->duration_filter, err) < 0)
			return kw_json_fail_field(err, "durationFilter");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_list_transactions_request_to_json(const struct kw_list_transactions_request *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_list_transactions_request_from_json(struct kw_list_transactions_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_list_transactions_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ListTransactionsRequest v%d", (int)version);
	return rc;
}
