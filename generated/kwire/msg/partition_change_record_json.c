/* generated from schemas/metadata/PartitionChangeRecord.json by kwire-gen, do not edit */
#include "kwire/msg/partition_change_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_partition_change_record *m, int16_t version);
static int fromjson_message(struct kw_partition_change_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_partition_change_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionId", json_integer((json_int_t)m->partition_id)))
		goto fail;
	if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
		goto fail;
	if (m->isr_count >= 0) {
		{
			json_t *arr = m->isr_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "isr", arr))
				goto fail;
			for (int32_t i = 0; i < m->isr_count; i++)
				if (json_array_append_new(arr, json_integer((json_int_t)m->isr[i])))
					goto fail;
		}
	}
	if (m->leader != -2) {
		if (json_object_set_new(o, "leader", json_integer((json_int_t)m->leader)))
			goto fail;
	}
	if (m->replicas_count >= 0) {
		{
			json_t *arr = m->replicas_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "replicas", arr))
				goto fail;
			for (int32_t i = 0; i < m->replicas_count; i++)
				if (json_array_append_new(arr, json_integer((json_int_t)m->replicas[i])))
					goto fail;
		}
	}
	if (m->removing_replicas_count >= 0) {
		{
			json_t *arr = m->removing_replicas_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "removingReplicas", arr))
				goto fail;
			for (int32_t i = 0; i < m->removing_replicas_count; i++)
				if (json_array_append_new(arr, json_integer((json_int_t)m->removing_replicas[i])))
					goto fail;
		}
	}
	if (m->adding_replicas_count >= 0) {
		{
			json_t *arr = m->adding_replicas_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "addingReplicas", arr))
				goto fail;
			for (int32_t i = 0; i < m->adding_replicas_count; i++)
				if (json_array_append_new(arr, json_integer((json_int_t)m->adding_replicas[i])))
					goto fail;
		}
	}
	if (m->leader_recovery_state != -1) {
		if (json_object_set_new(o, "leaderRecoveryState", json_integer((json_int_t)m->leader_recovery_state)))
			goto fail;
	}
	if (version >= 1) {
		if (m->directories_count >= 0) {
			{
				json_t *arr = m->directories_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "directories", arr))
					goto fail;
				for (int32_t i = 0; i < m->directories_count; i++)
					if (json_array_append_new(arr, kw_json_from_uuid(&m->directories[i])))
						goto fail;
			}
		}
	}
	if (version >= 2) {
		if (m->eligible_leader_replicas_count >= 0) {
			{
				json_t *arr = m->eligible_leader_replicas_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "eligibleLeaderReplicas", arr))
					goto fail;
				for (int32_t i = 0; i < m->eligible_leader_replicas_count; i++)
					if (json_array_append_new(arr, json_integer((json_int_t)m->eligible_leader_replicas[i])))
						goto fail;
			}
		}
	}
	if (version >= 2) {
		if (m->last_known_elr_count >= 0) {
			{
				json_t *arr = m->last_known_elr_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "lastKnownElr", arr))
					goto fail;
				for (int32_t i = 0; i < m->last_known_elr_count; i++)
					if (json_array_append_new(arr, json_integer((json_int_t)m->last_known_elr[i])))
						goto fail;
			}
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

static int fromjson_message(struct kw_partition_change_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionId",
		"topicId",
		"isr",
		"leader",
		"replicas",
		"removingReplicas",
		"addingReplicas",
		"leaderRecoveryState",
		"directories",
		"eligibleLeaderReplicas",
		"lastKnownElr",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_partition_change_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 11, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionId");
	if (!v)
		return kw_json_missing(err, "partitionId", version);
	if (kw_json_to_i32(v, &m->partition_id, err) < 0)
		return kw_json_fail_field(err, "partitionId");
	v = json_object_get(j, "topicId");
	if (!v)
		return kw_json_missing(err, "topicId", version);
	if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
		return kw_json_fail_field(err, "topicId");
	v = json_object_get(j, "isr");
	if (v) {
		if (json_is_null(v)) {
			m->isr = NULL;
			m->isr_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "isr");
			size_t n = json_array_size(v);
			m->isr = NULL;
			m->isr_count = (int32_t)n;
			if (n > 0) {
				m->isr = kw_arena_calloc(a, n, sizeof *m->isr);
				if (!m->isr)
					return kw_json_nomem(err, "isr");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->isr[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "isr");
				}
			}
		}
	}
	v = json_object_get(j, "leader");
	if (v) {
		if (kw_json_to_i32(v, &m->leader, err) < 0)
			return kw_json_fail_field(err, "leader");
	}
	v = json_object_get(j, "replicas");
	if (v) {
		if (json_is_null(v)) {
			m->replicas = NULL;
			m->replicas_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "replicas");
			size_t n = json_array_size(v);
			m->replicas = NULL;
			m->replicas_count = (int32_t)n;
			if (n > 0) {
				m->replicas = kw_arena_calloc(a, n, sizeof *m->replicas);
				if (!m->replicas)
					return kw_json_nomem(err, "replicas");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->replicas[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "replicas");
				}
			}
		}
	}
	v = json_object_get(j, "removingReplicas");
	if (v) {
		if (json_is_null(v)) {
			m->removing_replicas = NULL;
			m->removing_replicas_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "removingReplicas");
			size_t n = json_array_size(v);
			m->removing_replicas = NULL;
			m->removing_replicas_count = (int32_t)n;
			if (n > 0) {
				m->removing_replicas = kw_arena_calloc(a, n, sizeof *m->removing_replicas);
				if (!m->removing_replicas)
					return kw_json_nomem(err, "removingReplicas");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->removing_replicas[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "removingReplicas");
				}
			}
		}
	}
	v = json_object_get(j, "addingReplicas");
	if (v) {
		if (json_is_null(v)) {
			m->adding_replicas = NULL;
			m->adding_replicas_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "addingReplicas");
			size_t n = json_array_size(v);
			m->adding_replicas = NULL;
			m->adding_replicas_count = (int32_t)n;
			if (n > 0) {
				m->adding_replicas = kw_arena_calloc(a, n, sizeof *m->adding_replicas);
				if (!m->adding_replicas)
					return kw_json_nomem(err, "addingReplicas");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->adding_replicas[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "addingReplicas");
				}
			}
		}
	}
	v = json_object_get(j, "leaderRecoveryState");
	if (v) {
		if (kw_json_to_i8(v, &m->leader_recovery_state, err) < 0)
			return kw_json_fail_field(err, "leaderRecoveryState");
	}
	v = json_object_get(j, "directories");
	if (v) {
		if (json_is_null(v) && !(version >= 1)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "directories");
		}
		if (json_is_null(v)) {
			m->directories = NULL;
			m->directories_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "directories");
			size_t n = json_array_size(v);
			m->directories = NULL;
			m->directories_count = (int32_t)n;
			if (n > 0) {
				m->directories = kw_arena_calloc(a, n, sizeof *m->directories);
				if (!m->directories)
					return kw_json_nomem(err, "directories");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_uuid(e, &m->directories[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "directories");
				}
			}
		}
	}
	v = json_object_get(j, "eligibleLeaderReplicas");
	if (v) {
		if (json_is_null(v) && !(version >= 2)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "eligibleLeaderReplicas");
		}
		if (json_is_null(v)) {
			m->eligible_leader_replicas = NULL;
			m->eligible_leader_replicas_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "eligibleLeaderReplicas");
			size_t n = json_array_size(v);
			m->eligible_leader_replicas = NULL;
			m->eligible_leader_replicas_count = (int32_t)n;
			if (n > 0) {
				m->eligible_leader_replicas = kw_arena_calloc(a, n, sizeof *m->eligible_leader_replicas);
				if (!m->eligible_leader_replicas)
					return kw_json_nomem(err, "eligibleLeaderReplicas");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->eligible_leader_replicas[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "eligibleLeaderReplicas");
				}
			}
		}
	}
	v = json_object_get(j, "lastKnownElr");
	if (v) {
		if (json_is_null(v) && !(version >= 2)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "lastKnownElr");
		}
		if (json_is_null(v)) {
			m->last_known_elr = NULL;
			m->last_known_elr_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "lastKnownElr");
			size_t n = json_array_size(v);
			m->last_known_elr = NULL;
			m->last_known_elr_count = (int32_t)n;
			if (n > 0) {
				m->last_known_elr = kw_arena_calloc(a, n, sizeof *m->last_known_elr);
				if (!m->last_known_elr)
					return kw_json_nomem(err, "lastKnownElr");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->last_known_elr[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "lastKnownElr");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_partition_change_record_to_json(const struct kw_partition_change_record *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_partition_change_record_from_json(struct kw_partition_change_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_partition_change_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "PartitionChangeRecord v%d", (int)version);
	return rc;
}
