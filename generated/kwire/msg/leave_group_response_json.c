/* generated from schemas/clients/LeaveGroupResponse.json by kwire-gen, do not edit */
#include "kwire/msg/leave_group_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_member_response(const struct kw_leave_group_response_member_response *m, int16_t version);
static int fromjson_member_response(struct kw_leave_group_response_member_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_leave_group_response *m, int16_t version);
static int fromjson_message(struct kw_leave_group_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_member_response(const struct kw_leave_group_response_member_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
		goto fail;
	if (json_object_set_new(o, "groupInstanceId", kw_json_from_str(m->group_instance_id)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
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

static int fromjson_member_response(struct kw_leave_group_response_member_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"memberId",
		"groupInstanceId",
		"errorCode",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_leave_group_response_member_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "memberId");
	if (!v)
		return kw_json_missing(err, "memberId", version);
	if (kw_json_to_str(v, false, &m->member_id, a, err) < 0)
		return kw_json_fail_field(err, "memberId");
	v = json_object_get(j, "groupInstanceId");
	if (!v)
		return kw_json_missing(err, "groupInstanceId", version);
	if (kw_json_to_str(v, true, &m->group_instance_id, a, err) < 0)
		return kw_json_fail_field(err, "groupInstanceId");
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_leave_group_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 1) {
		if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
			goto fail;
	}
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (version >= 3) {
		{
			json_t *arr = m->members_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "members", arr))
				goto fail;
			for (int32_t i = 0; i < m->members_count; i++)
				if (json_array_append_new(arr, tojson_member_response(&m->members[i], version)))
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

static int fromjson_message(struct kw_leave_group_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"members",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_leave_group_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v && (version >= 1))
		return kw_json_missing(err, "throttleTimeMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
			return kw_json_fail_field(err, "throttleTimeMs");
	}
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "members");
	if (!v && (version >= 3))
		return kw_json_missing(err, "members", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "members");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "members");
			size_t n = json_array_size(v);
			m->members = NULL;
			m->members_count = (int32_t)n;
			if (n > 0) {
				m->members = kw_arena_calloc(a, n, sizeof *m->members);
				if (!m->members)
					return kw_json_nomem(err, "members");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_member_response(&m->members[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "members");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_leave_group_response_to_json(const struct kw_leave_group_response *m, int16_t version)
{
	if (version < 0 || version > 5)
		return NULL;
	return tojson_message(m, version);
}

int kw_leave_group_response_from_json(struct kw_leave_group_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_leave_group_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "LeaveGroupResponse v%d", (int)version);
	return rc;
}
