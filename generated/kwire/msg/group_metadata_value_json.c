/* generated from schemas/group-coordinator/GroupMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/group_metadata_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_member_metadata(const struct kw_group_metadata_value_member_metadata *m, int16_t version);
static int fromjson_member_metadata(struct kw_group_metadata_value_member_metadata *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_group_metadata_value *m, int16_t version);
static int fromjson_message(struct kw_group_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_member_metadata(const struct kw_group_metadata_value_member_metadata *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
		goto fail;
	if (version >= 3) {
		if (json_object_set_new(o, "groupInstanceId", kw_json_from_str(m->group_instance_id)))
			goto fail;
	}
	if (json_object_set_new(o, "clientId", kw_json_from_str(m->client_id)))
		goto fail;
	if (json_object_set_new(o, "clientHost", kw_json_from_str(m->client_host)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "rebalanceTimeout", json_integer((json_int_t)m->rebalance_timeout)))
			goto fail;
	}
	if (json_object_set_new(o, "sessionTimeout", json_integer((json_int_t)m->session_timeout)))
		goto fail;
	if (json_object_set_new(o, "subscription", kw_json_from_bytes(m->subscription)))
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

static int fromjson_member_metadata(struct kw_group_metadata_value_member_metadata *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"memberId",
		"groupInstanceId",
		"clientId",
		"clientHost",
		"rebalanceTimeout",
		"sessionTimeout",
		"subscription",
		"assignment",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_group_metadata_value_member_metadata_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
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
	v = json_object_get(j, "clientId");
	if (!v)
		return kw_json_missing(err, "clientId", version);
	if (kw_json_to_str(v, false, &m->client_id, a, err) < 0)
		return kw_json_fail_field(err, "clientId");
	v = json_object_get(j, "clientHost");
	if (!v)
		return kw_json_missing(err, "clientHost", version);
	if (kw_json_to_str(v, false, &m->client_host, a, err) < 0)
		return kw_json_fail_field(err, "clientHost");
	v = json_object_get(j, "rebalanceTimeout");
	if (!v && (version >= 1))
		return kw_json_missing(err, "rebalanceTimeout", version);
	if (v) {
		if (kw_json_to_i32(v, &m->rebalance_timeout, err) < 0)
			return kw_json_fail_field(err, "rebalanceTimeout");
	}
	v = json_object_get(j, "sessionTimeout");
	if (!v)
		return kw_json_missing(err, "sessionTimeout", version);
	if (kw_json_to_i32(v, &m->session_timeout, err) < 0)
		return kw_json_fail_field(err, "sessionTimeout");
	v = json_object_get(j, "subscription");
	if (!v)
		return kw_json_missing(err, "subscription", version);
	if (kw_json_to_bytes(v, false, &m->subscription, a, err) < 0)
		return kw_json_fail_field(err, "subscription");
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

static json_t *tojson_message(const struct kw_group_metadata_value *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "protocolType", kw_json_from_str(m->protocol_type)))
		goto fail;
	if (json_object_set_new(o, "generation", json_integer((json_int_t)m->generation)))
		goto fail;
	if (json_object_set_new(o, "protocol", kw_json_from_str(m->protocol)))
		goto fail;
	if (json_object_set_new(o, "leader", kw_json_from_str(m->leader)))
		goto fail;
	if (version >= 2) {
		if (json_object_set_new(o, "currentStateTimestamp", json_integer((json_int_t)m->current_state_timestamp)))
			goto fail;
	}
	{
		json_t *arr = m->members_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "members", arr))
			goto fail;
		for (int32_t i = 0; i < m->members_count; i++)
			if (json_array_append_new(arr, tojson_member_metadata(&m->members[i], version)))
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

static int fromjson_message(struct kw_group_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"protocolType",
		"generation",
		"protocol",
		"leader",
		"currentStateTimestamp",
		"members",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_group_metadata_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 6, err) < 0)
		return err->code;
	v = json_object_get(j, "protocolType");
	if (!v)
		return kw_json_missing(err, "protocolType", version);
	if (kw_json_to_str(v, false, &m->protocol_type, a, err) < 0)
		return kw_json_fail_field(err, "protocolType");
	v = json_object_get(j, "generation");
	if (!v)
		return kw_json_missing(err, "generation", version);
	if (kw_json_to_i32(v, &m->generation, err) < 0)
		return kw_json_fail_field(err, "generation");
	v = json_object_get(j, "protocol");
	if (!v)
		return kw_json_missing(err, "protocol", version);
	if (kw_json_to_str(v, true, &m->protocol, a, err) < 0)
		return kw_json_fail_field(err, "protocol");
	v = json_object_get(j, "leader");
	if (!v)
		return kw_json_missing(err, "leader", version);
	if (kw_json_to_str(v, true, &m->leader, a, err) < 0)
		return kw_json_fail_field(err, "leader");
	v = json_object_get(j, "currentStateTimestamp");
	if (!v && (version >= 2))
		return kw_json_missing(err, "currentStateTimestamp", version);
	if (v) {
		if (kw_json_to_i64(v, &m->current_state_timestamp, err) < 0)
			return kw_json_fail_field(err, "currentStateTimestamp");
	}
	v = json_object_get(j, "members");
	if (!v)
		return kw_json_missing(err, "members", version);
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
				if (fromjson_member_metadata(&m->members[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "members");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_group_metadata_value_to_json(const struct kw_group_metadata_value *m, int16_t version)
{
	if (version < 0 || version > 4)
		return NULL;
	return tojson_message(m, version);
}

int kw_group_metadata_value_from_json(struct kw_group_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_group_metadata_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "GroupMetadataValue v%d", (int)version);
	return rc;
}
