/* generated from schemas/kwire/DescribeVoterChangeRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_voter_change_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_describe_voter_change_request *m, int16_t version);
static int fromjson_message(struct kw_describe_voter_change_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_describe_voter_change_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topicName", kw_json_from_str(m->topic_name)))
		goto fail;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
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

static int fromjson_message(struct kw_describe_voter_change_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topicName",
		"partitionIndex",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_describe_voter_change_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topicName");
	if (!v)
		return kw_json_missing(err, "topicName", version);
	if (kw_json_to_str(v, false, &m->topic_name, a, err) < 0)
		return kw_json_fail_field(err, "topicName");
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_describe_voter_change_request_to_json(const struct kw_describe_voter_change_request *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_describe_voter_change_request_from_json(struct kw_describe_voter_change_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_voter_change_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "DescribeVoterChangeRequest v%d", (int)version);
	return rc;
}
