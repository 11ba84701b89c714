/* generated from schemas/kwire/DescribeVoterChangeResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_voter_change_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_voter(const struct kw_describe_voter_change_response_voter *m, int16_t version);
static int fromjson_voter(struct kw_describe_voter_change_response_voter *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_describe_voter_change_response *m, int16_t version);
static int fromjson_message(struct kw_describe_voter_change_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_voter(const struct kw_describe_voter_change_response_voter *m, int16_t version)
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

static int fromjson_voter(struct kw_describe_voter_change_response_voter *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"voterId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_voter_change_response_voter_init(m);
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

static json_t *tojson_message(const struct kw_describe_voter_change_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "leaderId", json_integer((json_int_t)m->leader_id)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
		goto fail;
	if (json_object_set_new(o, "highWatermark", json_integer((json_int_t)m->high_watermark)))
		goto fail;
	if (json_object_set_new(o, "recordOffset", json_integer((json_int_t)m->record_offset)))
		goto fail;
	if (json_object_set_new(o, "recordType", json_integer((json_int_t)m->record_type)))
		goto fail;
	{
		json_t *arr = m->current_voters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "currentVoters", arr))
			goto fail;
		for (int32_t i = 0; i < m->current_voters_count; i++)
			if (json_array_append_new(arr, tojson_voter(&m->current_voters[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->target_voters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "targetVoters", arr))
			goto fail;
		for (int32_t i = 0; i < m->target_voters_count; i++)
			if (json_array_append_new(arr, tojson_voter(&m->target_voters[i], version)))
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

static int fromjson_message(struct kw_describe_voter_change_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"leaderId",
		"leaderEpoch",
		"highWatermark",
		"recordOffset",
		"recordType",
		"currentVoters",
		"targetVoters",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_voter_change_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 8, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
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
	v = json_object_get(j, "highWatermark");
	if (!v)
		return kw_json_missing(err, "highWatermark", version);
	if (kw_json_to_i64(v, &m->high_watermark, err) < 0)
		return kw_json_fail_field(err, "highWatermark");
	v = json_object_get(j, "recordOffset");
	if (!v)
		return kw_json_missing(err, "recordOffset", version);
	if (kw_json_to_i64(v, &m->record_offset, err) < 0)
		return kw_json_fail_field(err, "recordOffset");
	v = json_object_get(j, "recordType");
	if (!v)
		return kw_json_missing(err, "recordType", version);
	if (kw_json_to_i16(v, &m->record_type, err) < 0)
		return kw_json_fail_field(err, "recordType");
	v = json_object_get(j, "currentVoters");
	if (!v)
		return kw_json_missing(err, "currentVoters", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "currentVoters");
	}
	{
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
	v = json_object_get(j, "targetVoters");
	if (!v)
		return kw_json_missing(err, "targetVoters", version);
	if (json_is_null(v)) {
		m->target_voters = NULL;
		m->target_voters_count = -1;
	} else {
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "targetVoters");
		size_t n = json_array_size(v);
		m->target_voters = NULL;
		m->target_voters_count = (int32_t)n;
		if (n > 0) {
			m->target_voters = kw_arena_calloc(a, n, sizeof *m->target_voters);
			if (!m->target_voters)
				return kw_json_nomem(err, "targetVoters");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_voter(&m->target_voters[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "targetVoters");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_voter_change_response_to_json(const struct kw_describe_voter_change_response *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_voter_change_response_from_json(struct kw_describe_voter_change_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_voter_change_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeVoterChangeResponse v%d", (int)version);
	return rc;
}
