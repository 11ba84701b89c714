/* generated from schemas/group-coordinator/ConsumerGroupMemberMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_member_metadata_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version);
static int fromjson_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version);
static int fromjson_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version);
static int fromjson_message(struct kw_consumer_group_member_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version)
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

static int fromjson_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"metadata",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_consumer_group_member_metadata_value_classic_protocol_init(m);
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

static bool isdefault_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version)
{
	struct kw_consumer_group_member_metadata_value_classic_member_metadata d;
	kw_consumer_group_member_metadata_value_classic_member_metadata_init(&d);
	json_t *x = tojson_classic_member_metadata(m, version), *y = tojson_classic_member_metadata(&d, version);
	bool same = x && y && json_equal(x, y);
	json_decref(x);
	json_decref(y);
	return same;
}

static json_t *tojson_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "sessionTimeoutMs", json_integer((json_int_t)m->session_timeout_ms)))
		goto fail;
	{
		json_t *arr = m->supported_protocols_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "supportedProtocols", arr))
			goto fail;
		for (int32_t i = 0; i < m->supported_protocols_count; i++)
			if (json_array_append_new(arr, tojson_classic_protocol(&m->supported_protocols[i], version)))
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

static int fromjson_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"sessionTimeoutMs",
		"supportedProtocols",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_consumer_group_member_metadata_value_classic_member_metadata_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "sessionTimeoutMs");
	if (!v)
		return kw_json_missing(err, "sessionTimeoutMs", version);
	if (kw_json_to_i32(v, &m->session_timeout_ms, err) < 0)
		return kw_json_fail_field(err, "sessionTimeoutMs");
	v = json_object_get(j, "supportedProtocols");
	if (!v)
		return kw_json_missing(err, "supportedProtocols", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "supportedProtocols");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "supportedProtocols");
		size_t n = json_array_size(v);
		m->supported_protocols = NULL;
		m->supported_protocols_count = (int32_t)n;
		if (n > 0) {
			m->supported_protocols = kw_arena_calloc(a, n, sizeof *m->supported_protocols);
			if (!m->supported_protocols)
				return kw_json_nomem(err, "supportedProtocols");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_classic_protocol(&m->supported_protocols[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "supportedProtocols");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "instanceId", kw_json_from_str(m->instance_id)))
		goto fail;
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
	if (json_object_set_new(o, "subscribedTopicRegex", kw_json_from_str(m->subscribed_topic_regex)))
		goto fail;
	if (json_object_set_new(o, "rebalanceTimeoutMs", json_integer((json_int_t)m->rebalance_timeout_ms)))
		goto fail;
	if (json_object_set_new(o, "serverAssignor", kw_json_from_str(m->server_assignor)))
		goto fail;
	if ((m->classic_member_metadata_is_null || !isdefault_classic_member_metadata(&m->classic_member_metadata, version))) {
		if (json_object_set_new(o, "classicMemberMetadata", m->classic_member_metadata_is_null ? json_null() : tojson_classic_member_metadata(&m->classic_member_metadata, version)))
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

static int fromjson_message(struct kw_consumer_group_member_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"instanceId",
		"rackId",
		"clientId",
		"clientHost",
		"subscribedTopicNames",
		"subscribedTopicRegex",
		"rebalanceTimeoutMs",
		"serverAssignor",
		"classicMemberMetadata",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_consumer_group_member_metadata_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 9, err) < 0)
		return err->code;
	v = json_object_get(j, "instanceId");
	if (!v)
		return kw_json_missing(err, "instanceId", version);
	if (kw_json_to_str(v, true, &m->instance_id, a, err) < 0)
		return kw_json_fail_field(err, "instanceId");
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
	v = json_object_get(j, "subscribedTopicRegex");
	if (!v)
		return kw_json_missing(err, "subscribedTopicRegex", version);
	if (kw_json_to_str(v, true, &m->subscribed_topic_regex, a, err) < 0)
		return kw_json_fail_field(err, "subscribedTopicRegex");
	v = json_object_get(j, "rebalanceTimeoutMs");
	if (!v)
		return kw_json_missing(err, "rebalanceTimeoutMs", version);
	if (kw_json_to_i32(v, &m->rebalance_timeout_ms, err) < 0)
		return kw_json_fail_field(err, "rebalanceTimeoutMs");
	v = json_object_get(j, "serverAssignor");
	if (!v)
		return kw_json_missing(err, "serverAssignor", version);
	if (kw_json_to_str(v, true, &m->server_assignor, a, err) < 0)
		return kw_json_fail_field(err, "serverAssignor");
	v = json_object_get(j, "classicMemberMetadata");
	if (v) {
		if (json_is_null(v)) {
			m->classic_member_metadata_is_null = true;
		} else {
			m->classic_member_metadata_is_null = false;
			if (fromjson_classic_member_metadata(&m->classic_member_metadata, version, v, a, err) < 0)
				return kw_json_fail_field(err, "classicMemberMetadata");
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_consumer_group_member_metadata_value_to_json(const struct kw_consumer_group_member_metadata_value *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_consumer_group_member_metadata_value_from_json(struct kw_consumer_group_member_metadata_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_consumer_group_member_metadata_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ConsumerGroupMemberMetadataValue v%d", (int)version);
	return rc;
}
