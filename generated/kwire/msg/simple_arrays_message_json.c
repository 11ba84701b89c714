/* generated from schemas/clients/SimpleArraysMessage.json by kwire-gen, do not edit */
#include "kwire/msg/simple_arrays_message_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_struct_array(const struct kw_simple_arrays_message_struct_array *m, int16_t version);
static int fromjson_struct_array(struct kw_simple_arrays_message_struct_array *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_simple_arrays_message *m, int16_t version);
static int fromjson_message(struct kw_simple_arrays_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_struct_array(const struct kw_simple_arrays_message_struct_array *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "color", json_integer((json_int_t)m->color)))
		goto fail;
	if (version >= 2) {
		if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
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

static int fromjson_struct_array(struct kw_simple_arrays_message_struct_array *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"color",
		"name",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_simple_arrays_message_struct_array_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "color");
	if (!v)
		return kw_json_missing(err, "color", version);
	if (kw_json_to_i8(v, &m->color, err) < 0)
		return kw_json_fail_field(err, "color");
	v = json_object_get(j, "name");
	if (!v && (version >= 2))
		return kw_json_missing(err, "name", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->name, a, err) < 0)
			return kw_json_fail_field(err, "name");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_simple_arrays_message *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 1) {
		{
			json_t *arr = m->goats_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "goats", arr))
				goto fail;
			for (int32_t i = 0; i < m->goats_count; i++)
				if (json_array_append_new(arr, tojson_struct_array(&m->goats[i], version)))
					goto fail;
		}
	}
	{
		json_t *arr = m->sheep_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "sheep", arr))
			goto fail;
		for (int32_t i = 0; i < m->sheep_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->sheep[i])))
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

static int fromjson_message(struct kw_simple_arrays_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"goats",
		"sheep",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_simple_arrays_message_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "goats");
	if (!v && (version >= 1))
		return kw_json_missing(err, "goats", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "goats");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "goats");
			size_t n = json_array_size(v);
			m->goats = NULL;
			m->goats_count = (int32_t)n;
			if (n > 0) {
				m->goats = kw_arena_calloc(a, n, sizeof *m->goats);
				if (!m->goats)
					return kw_json_nomem(err, "goats");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_struct_array(&m->goats[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "goats");
				}
			}
		}
	}
	v = json_object_get(j, "sheep");
	if (!v)
		return kw_json_missing(err, "sheep", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "sheep");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "sheep");
		size_t n = json_array_size(v);
		m->sheep = NULL;
		m->sheep_count = (int32_t)n;
		if (n > 0) {
			m->sheep = kw_arena_calloc(a, n, sizeof *m->sheep);
			if (!m->sheep)
				return kw_json_nomem(err, "sheep");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i32(e, &m->sheep[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "sheep");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_simple_arrays_message_to_json(const struct kw_simple_arrays_message *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_simple_arrays_message_from_json(struct kw_simple_arrays_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_simple_arrays_message_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "SimpleArraysMessage v%d", (int)version);
	return rc;
}
