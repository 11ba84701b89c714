/* generated from schemas/clients/ShareGroupDescribeResponse.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_describe_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *m, int16_t version);
static int fromjson_topic_partitions(struct kw_share_group_describe_response_topic_partitions *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_assignment(const struct kw_share_group_describe_response_assignment *m, int16_t version);
static int fromjson_assignment(struct kw_share_group_describe_response_assignment *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_member(const struct kw_share_group_describe_response_member *m, int16_t version);
static int fromjson_member(struct kw_share_group_describe_response_member *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_described_group(const struct kw_share_group_describe_response_described_group *m, int16_t version);
static int fromjson_described_group(struct kw_share_group_describe_response_described_group *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_share_group_describe_response *m, int16_t version);
static int fromjson_message(struct kw_share_group_describe_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
		goto fail;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->partitions[i])))
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

static int fromjson_topic_partitions(struct kw_share_group_describe_response_topic_partitions *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"topicName",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_describe_response_topic_partitions_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
	v = json_object_get(j, "topicName");
	if (!v)
		return kw_json_missing(err, "topicName", version);
	if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
		return kw_json_fail_field(err, "topicName");
	v = json_object_get(j, "partitions");
	if (!v)
		return kw_json_missing(err, "partitions", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitions");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitions");
		size_t n = json_array_size(v);
		m->partitions = NULL;
		m->partitions_count = (int32_t)n;
		if (n > 0) {
			m->partitions = kw_arena_calloc(a, n, sizeof *m->partitions);
			if (!m->partitions)
				return kw_json_nomem(err, "partitions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->partitions[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_assignment(const struct kw_share_group_describe_response_assignment *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->topic_partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topicPartitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->topic_partitions_count; i++)
			if (json_array_append_new(arr, tojson_topic_partitions(&m->topic_partitions[i], version)))
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

static int fromjson_assignment(struct kw_share_group_describe_response_assignment *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicPartitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_describe_response_assignment_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "topicPartitions");
	if (!v)
		return kw_json_missing(err, "topicPartitions", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "topicPartitions");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "topicPartitions");
		size_t n = json_array_size(v);
		m->topic_partitions = NULL;
		m->topic_partitions_count = (int32_t)n;
		if (n > 0) {
			m->topic_partitions = kw_arena_calloc(a, n, sizeof *m->topic_partitions);
			if (!m->topic_partitions)
				return kw_json_nomem(err, "topicPartitions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_topic_partitions(&m->topic_partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topicPartitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_member(const struct kw_share_group_describe_response_member *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "memberId", kw_json_from_str(m->member_id)))
		goto fail;
	if (json_object_set_new(o, "rackId", kw_json_from_str(m->rack_id)))
		goto fail;
	if (json_object_set_new(o, "memberEpoch", json_integer((json_int_t)m->member_epoch)))
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
	if (json_object_set_new(o, "assignment", tojson_assignment(&m->assignment, version)))
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

static int fromjson_member(struct kw_share_group_describe_response_member *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"memberId",
		"rackId",
		"memberEpoch",
		"clientId",
		"clientHost",
		"subscribedTopicNames",
		"assignment",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_describe_response_member_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "memberId");
	if (!v)
		return kw_json_missing(err, "memberId", version);
	if (kw_json_to_str(v, false, &m->member_id, a, err) < 0)
		return kw_json_fail_field(err, "memberId");
	v = json_object_get(j, "rackId");
	if (!v)
		return kw_json_missing(err, "rackId", version);
	if (kw_json_to_str(v, true, &m->rack_id, a, err) < 0)
		return kw_json_fail_field(err, "rackId");
	v = json_object_get(j, "memberEpoch");
	if (!v)
		return kw_json_missing(err, "memberEpoch", version);
	if (kw_json_to_i32(v, &m->member_epoch, err) < 0)
		return kw_json_fail_field(err, "memberEpoch");
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
	v = json_object_get(j, "assignment");
	if (!v)
		return kw_json_missing(err, "assignment", version);
	if (fromjson_assignment(&m->assignment, version, v, a, err) < 0)
		return kw_json_fail_field(err, "assignment");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_described_group(const struct kw_share_group_describe_response_described_group *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
		goto fail;
	if (json_object_set_new(o, "groupId", kw_json_from_str(m->group_id)))
		goto fail;
	if (json_object_set_new(o, "groupState", kw_json_from_str(m->group_state)))
		goto fail;
	if (json_object_set_new(o, "groupEpoch", json_integer((json_int_t)m->group_epoch)))
		goto fail;
	if (json_object_set_new(o, "assignmentEpoch", json_integer((json_int_t)m->assignment_epoch)))
		goto fail;
	if (json_object_set_new(o, "assignorName", kw_json_from_str(m->assignor_name)))
		goto fail;
	{
		json_t *arr = m->members_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "members", arr))
			goto fail;
		for (int32_t i = 0; i < m->members_count; i++)
			if (json_array_append_new(arr, tojson_member(&m->members[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "authorizedOperations", json_integer((json_int_t)m->authorized_operations)))
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

static int fromjson_described_group(struct kw_share_group_describe_response_described_group *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"errorMessage",
		"groupId",
		"groupState",
		"groupEpoch",
		"assignmentEpoch",
		"assignorName",
		"members",
		"authorizedOperations",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_describe_response_described_group_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 9, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "errorMessage");
	if (!v)
		return kw_json_missing(err, "errorMessage", version);
	if (kw_json_to_str(v, true, &m->error_message, a, err) < 0)
		return kw_json_fail_field(err, "errorMessage");
	v = json_object_get(j, "groupId");
	if (!v)
		return kw_json_missing(err, "groupId", version);
	if (kw_json_to_str(v, false, &m->group_id, a, err) < 0)
		return kw_json_fail_field(err, "groupId");
	v = json_object_get(j, "groupState");
	if (!v)
		return kw_json_missing(err, "groupState", version);
	if (kw_json_to_str(v, false, &m->group_state, a, err) < 0)
		return kw_json_fail_field(err, "groupState");
	v = json_object_get(j, "groupEpoch");
	if (!v)
		return kw_json_missing(err, "groupEpoch", version);
	if (kw_json_to_i32(v, &m->group_epoch, err) < 0)
		return kw_json_fail_field(err, "groupEpoch");
	v = json_object_get(j, "assignmentEpoch");
	if (!v)
		return kw_json_missing(err, "assignmentEpoch", version);
	if (kw_json_to_i32(v, &m->assignment_epoch, err) < 0)
		return kw_json_fail_field(err, "assignmentEpoch");
	v = json_object_get(j, "assignorName");
	if (!v)
		return kw_json_missing(err, "assignorName", version);
	if (kw_json_to_str(v, false, &m->assignor_name, a, err) < 0)
		return kw_json_fail_field(err, "assignorName");
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
				if (fromjson_member(&m->members[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "members");
			}
		}
	}
	v = json_object_get(j, "authorizedOperations");
	if (!v)
		return kw_json_missing(err, "authorizedOperations", version);
	if (kw_json_to_i32(v, &m->authorized_operations, err) < 0)
		return kw_json_fail_field(err, "authorizedOperations");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_share_group_describe_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	{
		json_t *arr = m->groups_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "groups", arr))
			goto fail;
		for (int32_t i = 0; i < m->groups_count; i++)
			if (json_array_append_new(arr, tojson_described_group(&m->groups[i], version)))
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

static int fromjson_message(struct kw_share_group_describe_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"groups",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_describe_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "groups");
	if (!v)
		return kw_json_missing(err, "groups", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "groups");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "groups");
		size_t n = json_array_size(v);
		m->groups = NULL;
		m->groups_count = (int32_t)n;
		if (n > 0) {
			m->groups = kw_arena_calloc(a, n, sizeof *m->groups);
			if (!m->groups)
				return kw_json_nomem(err, "groups");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_described_group(&m->groups[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "groups");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_share_group_describe_response_to_json(const struct kw_share_group_describe_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_share_group_describe_response_from_json(struct kw_share_group_describe_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_group_describe_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ShareGroupDescribeResponse v%d", (int)version);
	return rc;
}
