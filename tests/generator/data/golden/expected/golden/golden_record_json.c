/* generated from golden/GoldenRecord.json by kwire-gen, do not edit */
#include "golden/golden_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_endpoint(const struct golden_golden_record_endpoint *m, int16_t version);
static int fromjson_endpoint(struct golden_golden_record_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_backup(const struct golden_golden_record_backup *m, int16_t version);
static int fromjson_backup(struct golden_golden_record_backup *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct golden_golden_record *m, int16_t version);
static int fromjson_message(struct golden_golden_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_endpoint(const struct golden_golden_record_endpoint *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
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

static int fromjson_endpoint(struct golden_golden_record_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"host",
		"port",
	};
	const json_t *v;
	(void)version;
	(void)a;
	golden_golden_record_endpoint_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_u16(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_backup(const struct golden_golden_record_backup *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "peer", tojson_endpoint(&m->peer, version)))
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

static int fromjson_backup(struct golden_golden_record_backup *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"peer",
	};
	const json_t *v;
	(void)version;
	(void)a;
	golden_golden_record_backup_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "peer");
	if (!v)
		return kw_json_missing(err, "peer", version);
	if (fromjson_endpoint(&m->peer, version, v, a, err) < 0)
		return kw_json_fail_field(err, "peer");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct golden_golden_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "id", kw_json_from_uuid(&m->id)))
		goto fail;
	if (json_object_set_new(o, "flags", json_integer((json_int_t)m->flags)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "ratio", kw_json_from_f64(m->ratio)))
			goto fail;
	}
	if (json_object_set_new(o, "owner", tojson_endpoint(&m->owner, version)))
		goto fail;
	if (m->trace.len >= 0) {
		if (json_object_set_new(o, "trace", kw_json_from_str(m->trace)))
			goto fail;
	}
	if (version >= 1) {
		if (m->hint != INT64_C(-1)) {
			if (json_object_set_new(o, "hint", json_integer((json_int_t)m->hint)))
				goto fail;
		}
	}
	if (m->backup != NULL) {
		if (json_object_set_new(o, "backup", m->backup ? tojson_backup(m->backup, version) : json_null()))
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

static int fromjson_message(struct golden_golden_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"id",
		"flags",
		"ratio",
		"owner",
		"trace",
		"hint",
		"backup",
	};
	const json_t *v;
	(void)version;
	(void)a;
	golden_golden_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "id");
	if (!v)
		return kw_json_missing(err, "id", version);
	if (kw_json_to_uuid(v, &m->id, err) < 0)
		return kw_json_fail_field(err, "id");
	v = json_object_get(j, "flags");
	if (!v)
		return kw_json_missing(err, "flags", version);
	if (kw_json_to_i32(v, &m->flags, err) < 0)
		return kw_json_fail_field(err, "flags");
	v = json_object_get(j, "ratio");
	if (!v && (version >= 1))
		return kw_json_missing(err, "ratio", version);
	if (v) {
		if (kw_json_to_f64(v, &m->ratio, err) < 0)
			return kw_json_fail_field(err, "ratio");
	}
	v = json_object_get(j, "owner");
	if (!v)
		return kw_json_missing(err, "owner", version);
	if (fromjson_endpoint(&m->owner, version, v, a, err) < 0)
		return kw_json_fail_field(err, "owner");
	v = json_object_get(j, "trace");
	if (v) {
		if (kw_json_to_str(v, true, &m->trace, a, err) < 0)
			return kw_json_fail_field(err, "trace");
	}
	v = json_object_get(j, "hint");
	if (v) {
		if (kw_json_to_i64(v, &m->hint, err) < 0)
			return kw_json_fail_field(err, "hint");
	}
	v = json_object_get(j, "backup");
	if (v) {
		if (json_is_null(v)) {
			m->backup = NULL;
		} else {
			m->backup = kw_arena_alloc(a, sizeof *m->backup);
			if (!m->backup)
				return kw_json_nomem(err, "backup");
			if (fromjson_backup(m->backup, version, v, a, err) < 0)
				return kw_json_fail_field(err, "backup");
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *golden_golden_record_to_json(const struct golden_golden_record *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int golden_golden_record_from_json(struct golden_golden_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		golden_golden_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "GoldenRecord v%d", (int)version);
	return rc;
}
