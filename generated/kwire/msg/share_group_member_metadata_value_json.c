/* generated from schemas/group-coordinator/ShareGroupMemberMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_member_metadata_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_share_group_member_metadata_value *m, int16_t version);
static int fromjson_message(struct kw_share_group_member_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_share_group_member_metadata_value *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "rackId", kw_json_from_str(m->rack_id)))
		goto fail;
	if (json_object_set_new(o, "clientId", kw_json_from_str(m->client_id)))
		goto fail;
	if (json_object_set_new(o, "clientHost", kw_json_from_str(m->client_host)))
		goto fail;
	{
		json_t *arr = m->subscribed_topic_names_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "subscribedTopicNames", arr))
			goto fail;
		for (int32_t i = 0; i < m->subscribed_topic_names_count; i++)
			if (json_array_append_new(arr, kw_json_from_str(m->subscribed_topic_names[i])))
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

static int fromjson_message(struct kw_share_group_member_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"rackId",
		"clientId",
		"clientHost",
		"subscribedTopicNames",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_member_metadata_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "rackId");
	if (!v)
		return kw_json_missing(err, "rackId", version);
	if (kw_json_to_str(v, true, &m->rack_id, a, err) < 0)
		return kw_json_fail_field(err, "rackId");
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
	v = json_object_get(j, "subscribedTopicNames");
	if (!v)
		return kw_json_missing(err, "subscribedTopicNames", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "subscribedTopicNames");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "subscribedTopicNames");
		size_t n = json_array_size(v);
		m->subscribed_topic_names = NULL;
		m->subscribed_topic_names_count = (int32_t)n;
		if (n > 0) {
			m->subscribed_topic_names = kw_arena_calloc(a, n, sizeof *m->subscribed_topic_names);
			if (!m->subscribed_topic_names)
				return kw_json_nomem(err, "subscribedTopicNames");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_str(e, false, &m->subscribed_topic_names[i], a, err) < 0)
					return kw_json_fail_index(err, (long)i, "subscribedTopicNames");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_share_group_member_metadata_value_to_json(const struct kw_share_group_member_metadata_value *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_share_group_member_metadata_value_from_json(struct kw_share_group_member_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_group_member_metadata_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ShareGroupMemberMetadataValue v%d", (int)version);
	return rc;
}
