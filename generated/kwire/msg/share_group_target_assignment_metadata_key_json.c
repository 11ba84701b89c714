/* generated from schemas/group-coordinator/ShareGroupTargetAssignmentMetadataKey.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_target_assignment_metadata_key_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_share_group_target_assignment_metadata_key *m, int16_t version);
static int fromjson_message(struct kw_share_group_target_assignment_metadata_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_share_group_target_assignment_metadata_key *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "groupId", kw_json_from_str(m->group_id)))
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

static int fromjson_message(struct kw_share_group_target_assignment_metadata_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"groupId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_group_target_assignment_metadata_key_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "groupId");
	if (!v)
		return kw_json_missing(err, "groupId", version);
	if (kw_json_to_str(v, false, &m->group_id, a, err) < 0)
		return kw_json_fail_field(err, "groupId");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_share_group_target_assignment_metadata_key_to_json(const struct kw_share_group_target_assignment_metadata_key *m, int16_t version)
{
	if (version < 12 || version > 12)
		return NULL;
	return tojson_message(m, version);
}

int kw_share_group_target_assignment_metadata_key_from_json(struct kw_share_group_target_assignment_metadata_key *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 12 || version > 12) {
		kw_share_group_target_assignment_metadata_key_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 12 to 12)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ShareGroupTargetAssignmentMetadataKey v%d", (int)version);
	return rc;
}
