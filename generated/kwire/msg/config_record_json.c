/* generated from schemas/metadata/ConfigRecord.json by kwire-gen, do not edit */
#include "kwire/msg/config_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_config_record *m, int16_t version);
static int fromjson_message(struct kw_config_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_config_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "resourceType", json_integer((json_int_t)m->resource_type)))
		goto fail;
	if (json_object_set_new(o, "resourceName", kw_json_from_str(m->resource_name)))
		goto fail;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_str(m->value)))
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

static int fromjson_message(struct kw_config_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"resourceType",
		"resourceName",
		"name",
		"value",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_config_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "resourceType");
	if (!v)
		return kw_json_missing(err, "resourceType", version);
	if (kw_json_to_i8(v, &m->resource_type, err) < 0)
		return kw_json_fail_field(err, "resourceType");
	v = json_object_get(j, "resourceName");
	if (!v)
		return kw_json_missing(err, "resourceName", version);
	if (kw_json_to_str(v, false, &m->resource_name, a, err) < 0)
		return kw_json_fail_field(err, "resourceName");
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "value");
	if (!v)
		return kw_json_missing(err, "value", version);
	if (kw_json_to_str(v, true, &m->value, a, err) < 0)
		return kw_json_fail_field(err, "value");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_config_record_to_json(const struct kw_config_record *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_config_record_from_json(struct kw_config_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_config_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ConfigRecord v%d", (int)version);
	return rc;
}
