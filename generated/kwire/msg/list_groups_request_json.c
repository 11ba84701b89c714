/* generated from schemas/clients/ListGroupsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/list_groups_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_list_groups_request *m, int16_t version);
static int fromjson_message(struct kw_list_groups_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_list_groups_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 4) {
		{
			json_t *arr = m->states_filter_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "statesFilter", arr))
				goto fail;
			for (int32_t i = 0; i < m->states_filter_count; i++)
				if (json_array_append_new(arr, kw_json_from_str(m->states_filter[i])))
					goto fail;
		}
	}
	if (version >= 5) {
		{
			json_t *arr = m->types_filter_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "typesFilter", arr))
				goto fail;
			for (int32_t i = 0; i < m->types_filter_count; i++)
				if (json_array_append_new(arr, kw_json_from_str(m->types_filter[i])))
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

static int fromjson_message(struct kw_list_groups_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"statesFilter",
		"typesFilter",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_list_groups_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "statesFilter");
	if (!v && (version >= 4))
		return kw_json_missing(err, "statesFilter", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "statesFilter");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "statesFilter");
			size_t n = json_array_size(v);
			m->states_filter = NULL;
			m->states_filter_count = (int32_t)n;
			if (n > 0) {
				m->states_filter = kw_arena_calloc(a, n, sizeof *m->states_filter);
				if (!m->states_filter)
					return kw_json_nomem(err, "statesFilter");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_str(e, false, &m->states_filter[i], a, err) < 0)
						return kw_json_fail_index(err, (long)i, "statesFilter");
				}
			}
		}
	}
	v = json_object_get(j, "typesFilter");
	if (!v && (version >= 5))
		return kw_json_missing(err, "typesFilter", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "typesFilter");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "typesFilter");
			size_t n = json_array_size(v);
			m->types_filter = NULL;
			m->types_filter_count = (int32_t)n;
			if (n > 0) {
				m->types_filter = kw_arena_calloc(a, n, sizeof *m->types_filter);
				if (!m->types_filter)
					return kw_json_nomem(err, "typesFilter");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_str(e, false, &m->types_filter[i], a, err) < 0)
						return kw_json_fail_index(err, (long)i, "typesFilter");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_list_groups_request_to_json(const struct kw_list_groups_request *m, int16_t version)
{
	if (version < 0 || version > 5)
		return NULL;
	return tojson_message(m, version);
}

int kw_list_groups_request_from_json(struct kw_list_groups_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_list_groups_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ListGroupsRequest v%d", (int)version);
	return rc;
}
