/* generated from schemas/group-coordinator/OffsetCommitValue.json by kwire-gen, do not edit */
#include "kwire/msg/offset_commit_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_offset_commit_value *m, int16_t version);
static int fromjson_message(struct kw_offset_commit_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_offset_commit_value *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "offset", json_integer((json_int_t)m->offset)))
		goto fail;
	if (version >= 3) {
		if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
			goto fail;
	}
	if (json_object_set_new(o, "metadata", kw_json_from_str(m->metadata)))
		goto fail;
	if (json_object_set_new(o, "commitTimestamp", json_integer((json_int_t)m->commit_timestamp)))
		goto fail;
	if (version == 1) {
		if (json_object_set_new(o, "expireTimestamp", json_integer((json_int_t)m->expire_timestamp)))
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

static int fromjson_message(struct kw_offset_commit_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"offset",
		"leaderEpoch",
		"metadata",
		"commitTimestamp",
		"expireTimestamp",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_offset_commit_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "offset");
	if (!v)
		return kw_json_missing(err, "offset", version);
	if (kw_json_to_i64(v, &m->offset, err) < 0)
		return kw_json_fail_field(err, "offset");
	v = json_object_get(j, "leaderEpoch");
	if (!v && (version >= 3))
		return kw_json_missing(err, "leaderEpoch", version);
	if (v) {
		if (kw_json_to_i32(v, &m->leader_epoch, err) < 0)
			return kw_json_fail_field(err, "leaderEpoch");
	}
	v = json_object_get(j, "metadata");
	if (!v)
		return kw_json_missing(err, "metadata", version);
	if (kw_json_to_str(v, false, &m->metadata, a, err) < 0)
		return kw_json_fail_field(err, "metadata");
	v = json_object_get(j, "commitTimestamp");
	if (!v)
		return kw_json_missing(err, "commitTimestamp", version);
	if (kw_json_to_i64(v, &m->commit_timestamp, err) < 0)
		return kw_json_fail_field(err, "commitTimestamp");
	v = json_object_get(j, "expireTimestamp");
	if (!v && (version == 1))
		return kw_json_missing(err, "expireTimestamp", version);
	if (v) {
		if (kw_json_to_i64(v, &m->expire_timestamp, err) < 0)
			return kw_json_fail_field(err, "expireTimestamp");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_offset_commit_value_to_json(const struct kw_offset_commit_value *m, int16_t version)
{
	if (version < 0 || version > 4)
		return NULL;
	return tojson_message(m, version);
}

int kw_offset_commit_value_from_json(struct kw_offset_commit_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_offset_commit_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "OffsetCommitValue v%d", (int)version);
	return rc;
}
