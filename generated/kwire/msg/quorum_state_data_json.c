/* generated from schemas/raft/QuorumStateData.json by kwire-gen, do not edit */
#include "kwire/msg/quorum_state_data_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_voter(const struct kw_quorum_state_data_voter *m, int16_t version);
static int fromjson_voter(struct kw_quorum_state_data_voter *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_quorum_state_data *m, int16_t version);
static int fromjson_message(struct kw_quorum_state_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_voter(const struct kw_quorum_state_data_voter *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "voterId", json_integer((json_int_t)m->voter_id)))
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

static int fromjson_voter(struct kw_quorum_state_data_voter *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"voterId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_quorum_state_data_voter_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "voterId");
	if (!v)
		return kw_json_missing(err, "voterId", version);
	if (kw_json_to_i32(v, &m->voter_id, err) < 0)
		return kw_json_fail_field(err, "voterId");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_quorum_state_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version <= 0) {
		if (json_object_set_new(o, "clusterId", kw_json_from_str(m->cluster_id)))
			goto fail;
	}
	if (json_object_set_new(o, "leaderId", json_integer((json_int_t)m->leader_id)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
		goto fail;
	if (json_object_set_new(o, "votedId", json_integer((json_int_t)m->voted_id)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "votedDirectoryId", kw_json_from_uuid(&m->voted_directory_id)))
			goto fail;
	}
	if (version <= 0) {
		if (json_object_set_new(o, "appliedOffset", json_integer((json_int_t)m->applied_offset)))
			goto fail;
	}
	if (version <= 0) {
		{
			json_t *arr = m->current_voters_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "currentVoters", arr))
				goto fail;
			for (int32_t i = 0; i < m->current_voters_count; i++)
				if (json_array_append_new(arr, tojson_voter(&m->current_voters[i], version)))
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

static int fromjson_message(struct kw_quorum_state_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"clusterId",
		"leaderId",
		"leaderEpoch",
		"votedId",
		"votedDirectoryId",
		"appliedOffset",
		"currentVoters",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_quorum_state_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "clusterId");
	if (!v && (version <= 0))
		return kw_json_missing(err, "clusterId", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->cluster_id, a, err) < 0)
			return kw_json_fail_field(err, "clusterId");
	}
	v = json_object_get(j, "leaderId");
	if (!v)
		return kw_json_missing(err, "leaderId", version);
	if (kw_json_to_i32(v, &m->leader_id, err) < 0)
		return kw_json_fail_field(err, "leaderId");
	v = json_object_get(j, "leaderEpoch");
	if (!v)
		return kw_json_missing(err, "leaderEpoch", version);
	if (kw_json_to_i32(v, &m->leader_epoch, err) < 0)
		return kw_json_fail_field(err, "leaderEpoch");
	v = json_object_get(j, "votedId");
	if (!v)
		return kw_json_missing(err, "votedId", version);
	if (kw_json_to_i32(v, &m->voted_id, err) < 0)
		return kw_json_fail_field(err, "votedId");
	v = json_object_get(j, "votedDirectoryId");
	if (!v && (version >= 1))
		return kw_json_missing(err, "votedDirectoryId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->voted_directory_id, err) < 0)
			return kw_json_fail_field(err, "votedDirectoryId");
	}
	v = json_object_get(j, "appliedOffset");
	if (!v && (version <= 0))
		return kw_json_missing(err, "appliedOffset", version);
	if (v) {
		if (kw_json_to_i64(v, &m->applied_offset, err) < 0)
			return kw_json_fail_field(err, "appliedOffset");
	}
	v = json_object_get(j, "currentVoters");
	if (!v && (version <= 0))
		return kw_json_missing(err, "currentVoters", version);
	if (v) {
		if (json_is_null(v) && !(version <= 0)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "currentVoters");
		}
		if (json_is_null(v)) {
			m->current_voters = NULL;
			m->current_voters_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "currentVoters");
			size_t n = json_array_size(v);
			m->current_voters = NULL;
			m->current_voters_count = (int32_t)n;
			if (n > 0) {
				m->current_voters = kw_arena_calloc(a, n, sizeof *m->current_voters);
				if (!m->current_voters)
					return kw_json_nomem(err, "currentVoters");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_voter(&m->current_voters[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "currentVoters");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_quorum_state_data_to_json(const struct kw_quorum_state_data *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_quorum_state_data_from_json(struct kw_quorum_state_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_quorum_state_data_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "QuorumStateData v%d", (int)version);
	return rc;
}
