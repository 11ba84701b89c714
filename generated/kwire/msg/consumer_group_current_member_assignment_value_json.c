/* generated from schemas/group-coordinator/ConsumerGroupCurrentMemberAssignmentValue.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_current_member_assignment_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version);
static int fromjson_topic_partitions(struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version);
static int fromjson_message(struct kw_consumer_group_current_member_assignment_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
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

static int fromjson_topic_partitions(struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicId",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_consumer_group_current_member_assignment_value_topic_partitions_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
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

static json_t *tojson_message(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "memberEpoch", json_integer((json_int_t)m->member_epoch)))
		goto fail;
	if (json_object_set_new(o, "previousMemberEpoch", json_integer((json_int_t)m->previous_member_epoch)))
		goto fail;
	if (json_object_set_new(o, "state", json_integer((json_int_t)m->state)))
		goto fail;
	{
		json_t *arr = m->assigned_partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "assignedPartitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->assigned_partitions_count; i++)
			if (json_array_append_new(arr, tojson_topic_partitions(&m->assigned_partitions[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->partitions_pending_revocation_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionsPendingRevocation", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_pending_revocation_count; i++)
			if (json_array_append_new(arr, tojson_topic_partitions(&m->partitions_pending_revocation[i], version)))
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

static int fromjson_message(struct kw_consumer_group_current_member_assignment_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"memberEpoch",
		"previousMemberEpoch",
		"state",
		"assignedPartitions",
		"partitionsPendingRevocation",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_consumer_group_current_member_assignment_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "memberEpoch");
	if (!v)
		return kw_json_missing(err, "memberEpoch", version);
	if (kw_json_to_i32(v, &m->member_epoch, err) < 0)
		return kw_json_fail_field(err, "memberEpoch");
	v = json_object_get(j, "previousMemberEpoch");
	if (!v)
		return kw_json_missing(err, "previousMemberEpoch", version);
	if (kw_json_to_i32(v, &m->previous_member_epoch, err) < 0)
		return kw_json_fail_field(err, "previousMemberEpoch");
	v = json_object_get(j, "state");
	if (!v)
		return kw_json_missing(err, "state", version);
	if (kw_json_to_i8(v, &m->state, err) < 0)
		return kw_json_fail_field(err, "state");
	v = json_object_get(j, "assignedPartitions");
	if (!v)
		return kw_json_missing(err, "assignedPartitions", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "assignedPartitions");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "assignedPartitions");
		size_t n = json_array_size(v);
		m->assigned_partitions = NULL;
		m->assigned_partitions_count = (int32_t)n;
		if (n > 0) {
			m->assigned_partitions = kw_arena_calloc(a, n, sizeof *m->assigned_partitions);
			if (!m->assigned_partitions)
				return kw_json_nomem(err, "assignedPartitions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_topic_partitions(&m->assigned_partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "assignedPartitions");
			}
		}
	}
	v = json_object_get(j, "partitionsPendingRevocation");
	if (!v)
		return kw_json_missing(err, "partitionsPendingRevocation", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionsPendingRevocation");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionsPendingRevocation");
		size_t n = json_array_size(v);
		m->partitions_pending_revocation = NULL;
		m->partitions_pending_revocation_count = (int32_t)n;
		if (n > 0) {
			m->partitions_pending_revocation = kw_arena_calloc(a, n, sizeof *m->partitions_pending_revocation);
			if (!m->partitions_pending_revocation)
				return kw_json_nomem(err, "partitionsPendingRevocation");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_topic_partitions(&m->partitions_pending_revocation[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionsPendingRevocation");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_consumer_group_current_member_assignment_value_to_json(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_consumer_group_current_member_assignment_value_from_json(struct kw_consumer_group_current_member_assignment_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_consumer_group_current_member_assignment_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ConsumerGroupCurrentMemberAssignmentValue v%d", (int)version);
	return rc;
}
