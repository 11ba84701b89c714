/* generated from schemas/clients/JoinGroupRequest.json by kwire-gen, do not edit */
#include "kwire/msg/join_group_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version);
static int fromjson_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_join_group_request *m, int16_t version);
static int fromjson_message(struct kw_join_group_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "metadata", kw_json_from_bytes(m->metadata)))
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

static int fromjson_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"metadata",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_join_group_request_join_group_request_protocol_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "metadata");
	if (!v)
		return kw_json_missing(err, "metadata", version);
	if (kw_json_to_bytes(v, false, &m->metadata, a, err) < 0)
		return kw_json_fail_field(err, "metadata");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_join_group_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "groupId", kw_json_from_str(m->group_id)))
		goto fail;
	if (json_object_set_new(o, "sessionTimeoutMs", json_integer((json_int_t)m->session_timeout_ms)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "rebalanceTimeoutMs", json_integer((json_int_t)m->rebalance_timeout_ms)))
			goto fail;
	}
	if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
		goto fail;
	if (version >= 5) {
		if (json_object_set_new(o, "groupInstanceId", kw_json_from_str(m->group_instance_id)))
			goto fail;
	}
	if (json_object_set_new(o, "protocolType", kw_json_from_str(m->protocol_type)))
		goto fail;
	{
		json_t *arr = m->protocols_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "protocols", arr))
			goto fail;
		for (int32_t i = 0; i < m->protocols_count; i++)
			if (json_array_append_new(arr, tojson_join_group_request_protocol(&m->protocols[i], version)))
				goto fail;
	}
	if (version >= 8) {
		if (json_object_set_new(o, "reason", kw_json_from_str(m->reason)))
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

static int fromjson_message(struct kw_join_group_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupId",
		"sessionTimeoutMs",
		"rebalanceTimeoutMs",
		"memberId",
		"groupInstanceId",
		"protocolType",
		"protocols",
		"reason",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_join_group_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
	v = json_object_get(j, "groupId");
	if (!v)
		return kw_json_missing(err, "groupId", version);
	if (kw_json_to_str(v, false, &m->group_id, a, err) < 0)
		return kw_json_fail_field(err, "groupId");
	v = json_object_get(j, "sessionTimeoutMs");
	if (!v)
		return kw_json_missing(err, "sessionTimeoutMs", version);
	if (kw_json_to_i32(v, &m->session_timeout_ms, err) < 0)
		return kw_json_fail_field(err, "sessionTimeoutMs");
	v = json_object_get(j, "rebalanceTimeoutMs");
	if (!v && (version >= 1))
		return kw_json_missing(err, "rebalanceTimeoutMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->rebalance_timeout_ms, err) < 0)
			return kw_json_fail_field(err, "rebalanceTimeoutMs");
	}
	v = json_object_get(j, "memberId");
	if (!v)
		return kw_json_missing(err, "memberId", version);
	if (kw_json_to_str(v, false, &m->member_id, a, err) < 0)
		return kw_json_fail_field(err, "memberId");
	v = json_object_get(j, "groupInstanceId");
	if (!v && (version >= 5))
		return kw_json_missing(err, "groupInstanceId", version);
	if (v) {
		if (kw_json_to_str(v, version >= 5, &m->group_instance_id, a, err) < 0)
			return kw_json_fail_field(err, "groupInstanceId");
	}
	v = json_object_get(j, "protocolType");
	if (!v)
		return kw_json_missing(err, "protocolType", version);
	if (kw_json_to_str(v, false, &m->protocol_type, a, err) < 0)
		return kw_json_fail_field(err, "protocolType");
	v = json_object_get(j, "protocols");
	if (!v)
		return kw_json_missing(err, "protocols", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "protocols");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "protocols");
		size_t n = json_array_size(v);
		m->protocols = NULL;
		m->protocols_count = (int32_t)n;
		if (n > 0) {
			m->protocols = kw_arena_calloc(a, n, sizeof *m->protocols);
			if (!m->protocols)
				return kw_json_nomem(err, "protocols");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_join_group_request_protocol(&m->protocols[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "protocols");
			}
		}
	}
	v = json_object_get(j, "reason");
	if (!v && (version >= 8))
		return kw_json_missing(err, "reason", version);
	if (v) {
		if (kw_json_to_str(v, version >= 8, &m->reason, a, err) < 0)
			return kw_json_fail_field(err, "reason");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_join_group_request_to_json(const struct kw_join_group_request *m, int16_t version)
{
	if (version < 0 || version > 9)
		return NULL;
	return tojson_message(m, version);
}

int kw_join_group_request_from_json(struct kw_join_group_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 9) {
		kw_join_group_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 9)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "JoinGroupRequest v%d", (int)version);
	return rc;
}
