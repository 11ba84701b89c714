/* generated from schemas/clients/InitProducerIdResponse.json by kwire-gen, do not edit */
#include "kwire/msg/init_producer_id_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_init_producer_id_response *m, int16_t version);
static int fromjson_message(struct kw_init_producer_id_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_init_producer_id_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "producerId", json_integer((json_int_t)m->producer_id)))
		goto fail;
	if (json_object_set_new(o, "producerEpoch", json_integer((json_int_t)m->producer_epoch)))
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

static int fromjson_message(struct kw_init_producer_id_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"producerId",
		"producerEpoch",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_init_producer_id_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "producerId");
	if (!v)
		return kw_json_missing(err, "producerId", version);
	if (kw_json_to_i64(v, &m->producer_id, err) < 0)
		return kw_json_fail_field(err, "producerId");
	v = json_object_get(j, "producerEpoch");
	if (!v)
		return kw_json_missing(err, "producerEpoch", version);
	if (kw_json_to_i16(v, &m->producer_epoch, err) < 0)
		return kw_json_fail_field(err, "producerEpoch");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_init_producer_id_response_to_json(const struct kw_init_producer_id_response *m, int16_t version)
{
	if (version < 0 || version > 5)
		return NULL;
	return tojson_message(m, version);
}

int kw_init_producer_id_response_from_json(struct kw_init_producer_id_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_init_producer_id_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "InitProducerIdResponse v%d", (int)version);
	return rc;
}
