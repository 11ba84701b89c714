/* generated from schemas/clients/HeartbeatRequest.json by kwire-gen, do not edit */
#include "kwire/msg/heartbeat_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_heartbeat_request *m, int16_t version);
static int fromjson_message(struct kw_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_heartbeat_request *m, int16_t version)
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
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_message(struct kw_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupId",
		"generationId",
		"memberId",
		"groupInstanceId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_heartbeat_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
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
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_heartbeat_request_to_json(const struct kw_heartbeat_request *m, int16_t version)
{
	if (version < 0 || version > 4)
		return NULL;
	return tojson_message(m, version);
}

int kw_heartbeat_request_from_json(struct kw_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_heartbeat_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "HeartbeatRequest v%d", (int)version);
	return rc;
}
