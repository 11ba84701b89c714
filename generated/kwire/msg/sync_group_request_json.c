/* generated from schemas/clients/SyncGroupRequest.json by kwire-gen, do not edit */
#include "kwire/msg/sync_group_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version);
static int fromjson_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_sync_group_request *m, int16_t version);
static int fromjson_message(struct kw_sync_group_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
		goto fail;
	if (json_object_set_new(o, "assignment", kw_json_from_bytes(m->assignment)))
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

static int fromjson_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"memberId",
		"assignment",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_sync_group_request_sync_group_request_assignment_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "memberId");
	if (!v)
		return kw_json_missing(err, "memberId", version);
	if (kw_json_to_str(v, false, &m->member_id, a, err) < 0)
		return kw_json_fail_field(err, "memberId");
	v = json_object_get(j, "assignment");
	if (!v)
		return kw_json_missing(err, "assignment", version);
	if (kw_json_to_bytes(v, false, &m->assignment, a, err) < 0)
		return kw_json_fail_field(err, "assignment");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_sync_group_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "groupId", kw_json_from_str(m->group_id)))
		goto fail;
	if (json_object_set_new(o, "generationId", json_integer((json_int_t)m->generation_id)))
		goto fail;
	if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
		goto fail;
	if (version >= 3) {
		if (json_object_set_new(o, "groupInstanceId", kw_json_from_str(m->group_instance_id)))
			goto fail;
	}
	if (version >= 5) {
		if (json_object_set_new(o, "protocolType", kw_json_from_str(m->protocol_type)))
			goto fail;
	}
	if (version >= 5) {
		if (json_object_set_new(o, "protocolName", kw_json_from_str(m->protocol_name)))
			goto fail;
	}
	{
		json_t *arr = m->assignments_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "assignments", arr))
			goto fail;
		for (int32_t i = 0; i < m->assignments_count; i++)
			if (json_array_append_new(arr, tojson_sync_group_request_assignment(&m->assignments[i], version)))
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

static int fromjson_message(struct kw_sync_group_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupId",
		"generationId",
		"memberId",
		"groupInstanceId",
		"protocolType",
		"protocolName",
		"assignments",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_sync_group_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "groupId");
	if (!v)
		return kw_json_missing(err, "groupId", version);
	if (kw_json_to_str(v, false, &m->group_id, a, err) < 0)
		return kw_json_fail_field(err, "groupId");
	v = json_object_get(j, "generationId");
	if (!v)
		return kw_json_missing(err, "generationId", version);
	if (kw_json_to_i32(v, &m->generation_id, err) < 0)
		return kw_json_fail_field(err, "generationId");
	v = json_object_get(j, "memberId");
	if (!v)
		return kw_json_missing(err, "memberId", version);
	if (kw_json_to_str(v, false, &m->member_id, a, err) < 0)
		return kw_json_fail_field(err, "memberId");
	v = json_object_get(j, "groupInstanceId");
	if (!v && (version >= 3))
		return kw_json_missing(err, "groupInstanceId", version);
	if (v) {
		if (kw_json_to_str(v, version >= 3, &m->group_instance_id, a, err) < 0)
			return kw_json_fail_field(err, "groupInstanceId");
	}
	v = json_object_get(j, "protocolType");
	if (!v && (version >= 5))
		return kw_json_missing(err, "protocolType", version);
	if (v) {
		if (kw_json_to_str(v, version >= 5, &m->protocol_type, a, err) < 0)
			return kw_json_fail_field(err, "protocolType");
	}
	v = json_object_get(j, "protocolName");
	if (!v && (version >= 5))
		return kw_json_missing(err, "protocolName", version);
	if (v) {
		if (kw_json_to_str(v, version >= 5, &m->protocol_name, a, err) < 0)
			return kw_json_fail_field(err, "protocolName");
	}
	v = json_object_get(j, "assignments");
	if (!v)
		return kw_json_missing(err, "assignments", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "assignments");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "assignments");
		size_t n = json_array_size(v);
		m->assignments = NULL;
		m->assignments_count = (int32_t)n;
		if (n > 0) {
			m->assignments = kw_arena_calloc(a, n, sizeof *m->assignments);
			if (!m->assignments)
				return kw_json_nomem(err, "assignments");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_sync_group_request_assignment(&m->assignments[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "assignments");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_sync_group_request_to_json(const struct kw_sync_group_request *m, int16_t version)
{
	if (version < 0 || version > 5)
		return NULL;
	return tojson_message(m, version);
}

int kw_sync_group_request_from_json(struct kw_sync_group_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_sync_group_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "SyncGroupRequest v%d", (int)version);
	return rc;
}
