/* generated from schemas/clients/LeaderChangeMessage.json by kwire-gen, do not edit */
#include "kwire/msg/leader_change_message_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_voter(const struct kw_leader_change_message_voter *m, int16_t version);
static int fromjson_voter(struct kw_leader_change_message_voter *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_leader_change_message *m, int16_t version);
static int fromjson_message(struct kw_leader_change_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_voter(const struct kw_leader_change_message_voter *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "voterId", json_integer((json_int_t)m->voter_id)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "voterDirectoryId", kw_json_from_uuid(&m->voter_directory_id)))
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

static int fromjson_voter(struct kw_leader_change_message_voter *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"voterId",
		"voterDirectoryId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_leader_change_message_voter_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "voterId");
	if (!v)
		return kw_json_missing(err, "voterId", version);
	if (kw_json_to_i32(v, &m->voter_id, err) < 0)
		return kw_json_fail_field(err, "voterId");
	v = json_object_get(j, "voterDirectoryId");
	if (!v && (version >= 1))
		return kw_json_missing(err, "voterDirectoryId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->voter_directory_id, err) < 0)
			return kw_json_fail_field(err, "voterDirectoryId");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_leader_change_message *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "version", json_integer((json_int_t)m->version)))
		goto fail;
	if (json_object_set_new(o, "leaderId", json_integer((json_int_t)m->leader_id)))
		goto fail;
	{
		json_t *arr = m->voters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "voters", arr))
			goto fail;
		for (int32_t i = 0; i < m->voters_count; i++)
			if (json_array_append_new(arr, tojson_voter(&m->voters[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->granting_voters_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "grantingVoters", arr))
			goto fail;
		for (int32_t i = 0; i < m->granting_voters_count; i++)
			if (json_array_append_new(arr, tojson_voter(&m->granting_voters[i], version)))
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

static int fromjson_message(struct kw_leader_change_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"version",
		"leaderId",
		"voters",
		"grantingVoters",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_leader_change_message_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "version");
	if (!v)
		return kw_json_missing(err, "version", version);
	if (kw_json_to_i16(v, &m->version, err) < 0)
		return kw_json_fail_field(err, "version");
	v = json_object_get(j, "leaderId");
	if (!v)
		return kw_json_missing(err, "leaderId", version);
	if (kw_json_to_i32(v, &m->leader_id, err) < 0)
		return kw_json_fail_field(err, "leaderId");
	v = json_object_get(j, "voters");
	if (!v)
		return kw_json_missing(err, "voters", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "voters");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "voters");
		size_t n = json_array_size(v);
		m->voters = NULL;
		m->voters_count = (int32_t)n;
		if (n > 0) {
			m->voters = kw_arena_calloc(a, n, sizeof *m->voters);
			if (!m->voters)
				return kw_json_nomem(err, "voters");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_voter(&m->voters[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "voters");
			}
		}
	}
	v = json_object_get(j, "grantingVoters");
	if (!v)
		return kw_json_missing(err, "grantingVoters", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "grantingVoters");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "grantingVoters");
		size_t n = json_array_size(v);
		m->granting_voters = NULL;
		m->granting_voters_count = (int32_t)n;
		if (n > 0) {
			m->granting_voters = kw_arena_calloc(a, n, sizeof *m->granting_voters);
			if (!m->granting_voters)
				return kw_json_nomem(err, "grantingVoters");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_voter(&m->granting_voters[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "grantingVoters");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_leader_change_message_to_json(const struct kw_leader_change_message *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_leader_change_message_from_json(struct kw_leader_change_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_leader_change_message_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "LeaderChangeMessage v%d", (int)version);
	return rc;
}
