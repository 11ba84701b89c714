/* generated from schemas/clients/ConsumerGroupDescribeRequest.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_describe_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_consumer_group_describe_request *m, int16_t version);
static int fromjson_message(struct kw_consumer_group_describe_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_consumer_group_describe_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->group_ids_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "groupIds", arr))
			goto fail;
		for (int32_t i = 0; i < m->group_ids_count; i++)
			if (json_array_append_new(arr, kw_json_from_str(m->group_ids[i])))
				goto fail;
	}
	if (json_object_set_new(o, "includeAuthorizedOperations", json_boolean(m->include_authorized_operations)))
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

static int fromjson_message(struct kw_consumer_group_describe_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupIds",
		"includeAuthorizedOperations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_consumer_group_describe_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "groupIds");
	if (!v)
		return kw_json_missing(err, "groupIds", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "groupIds");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "groupIds");
		size_t n = json_array_size(v);
		m->group_ids = NULL;
		m->group_ids_count = (int32_t)n;
		if (n > 0) {
			m->group_ids = kw_arena_calloc(a, n, sizeof *m->group_ids);
			if (!m->group_ids)
				return kw_json_nomem(err, "groupIds");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_str(e, false, &m->group_ids[i], a, err) < 0)
					return kw_json_fail_index(err, (long)i, "groupIds");
			}
		}
	}
	v = json_object_get(j, "includeAuthorizedOperations");
	if (!v)
		return kw_json_missing(err, "includeAuthorizedOperations", version);
	if (kw_json_to_bool(v, &m->include_authorized_operations, err) < 0)
		return kw_json_fail_field(err, "includeAuthorizedOperations");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_consumer_group_describe_request_to_json(const struct kw_consumer_group_describe_request *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_consumer_group_describe_request_from_json(struct kw_consumer_group_describe_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_consumer_group_describe_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ConsumerGroupDescribeRequest v%d", (int)version);
	return rc;
}
