/* generated from schemas/clients/NullableStructMessage.json by kwire-gen, do not edit */
#include "kwire/msg/nullable_struct_message_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_my_struct(const struct kw_nullable_struct_message_my_struct *m, int16_t version);
static int fromjson_my_struct(struct kw_nullable_struct_message_my_struct *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_my_struct2(const struct kw_nullable_struct_message_my_struct2 *m, int16_t version);
static int fromjson_my_struct2(struct kw_nullable_struct_message_my_struct2 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_my_struct3(const struct kw_nullable_struct_message_my_struct3 *m, int16_t version);
static int fromjson_my_struct3(struct kw_nullable_struct_message_my_struct3 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_my_struct4(const struct kw_nullable_struct_message_my_struct4 *m, int16_t version);
static int fromjson_my_struct4(struct kw_nullable_struct_message_my_struct4 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_nullable_struct_message *m, int16_t version);
static int fromjson_message(struct kw_nullable_struct_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_my_struct(const struct kw_nullable_struct_message_my_struct *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "myString", kw_json_from_str(m->my_string)))
		goto fail;
	if (json_object_set_new(o, "myInt", json_integer((json_int_t)m->my_int)))
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

static int fromjson_my_struct(struct kw_nullable_struct_message_my_struct *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"myString",
		"myInt",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_nullable_struct_message_my_struct_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "myString");
	if (!v)
		return kw_json_missing(err, "myString", version);
	if (kw_json_to_str(v, false, &m->my_string, a, err) < 0)
		return kw_json_fail_field(err, "myString");
	v = json_object_get(j, "myInt");
	if (!v)
		return kw_json_missing(err, "myInt", version);
	if (kw_json_to_i32(v, &m->my_int, err) < 0)
		return kw_json_fail_field(err, "myInt");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_my_struct2(const struct kw_nullable_struct_message_my_struct2 *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "myString", kw_json_from_str(m->my_string)))
		goto fail;
	if (json_object_set_new(o, "myInt", json_integer((json_int_t)m->my_int)))
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

static int fromjson_my_struct2(struct kw_nullable_struct_message_my_struct2 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"myString",
		"myInt",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_nullable_struct_message_my_struct2_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "myString");
	if (!v)
		return kw_json_missing(err, "myString", version);
	if (kw_json_to_str(v, false, &m->my_string, a, err) < 0)
		return kw_json_fail_field(err, "myString");
	v = json_object_get(j, "myInt");
	if (!v)
		return kw_json_missing(err, "myInt", version);
	if (kw_json_to_i32(v, &m->my_int, err) < 0)
		return kw_json_fail_field(err, "myInt");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_my_struct3(const struct kw_nullable_struct_message_my_struct3 *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "myString", kw_json_from_str(m->my_string)))
		goto fail;
	if (json_object_set_new(o, "myInt", json_integer((json_int_t)m->my_int)))
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

static int fromjson_my_struct3(struct kw_nullable_struct_message_my_struct3 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"myString",
		"myInt",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_nullable_struct_message_my_struct3_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "myString");
	if (!v)
		return kw_json_missing(err, "myString", version);
	if (kw_json_to_str(v, false, &m->my_string, a, err) < 0)
		return kw_json_fail_field(err, "myString");
	v = json_object_get(j, "myInt");
	if (!v)
		return kw_json_missing(err, "myInt", version);
	if (kw_json_to_i32(v, &m->my_int, err) < 0)
		return kw_json_fail_field(err, "myInt");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static bool isdefault_my_struct4(const struct kw_nullable_struct_message_my_struct4 *m, int16_t version)
{
	struct kw_nullable_struct_message_my_struct4 d;
	kw_nullable_struct_message_my_struct4_init(&d);
	json_t *x = tojson_my_struct4(m, version), *y = tojson_my_struct4(&d, version);
	bool same = x && y && json_equal(x, y);
	json_decref(x);
	json_decref(y);
	return same;
}

static json_t *tojson_my_struct4(const struct kw_nullable_struct_message_my_struct4 *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "myString", kw_json_from_str(m->my_string)))
		goto fail;
	if (json_object_set_new(o, "myInt", json_integer((json_int_t)m->my_int)))
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

static int fromjson_my_struct4(struct kw_nullable_struct_message_my_struct4 *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"myString",
		"myInt",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_nullable_struct_message_my_struct4_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "myString");
	if (!v)
		return kw_json_missing(err, "myString", version);
	if (kw_json_to_str(v, false, &m->my_string, a, err) < 0)
		return kw_json_fail_field(err, "myString");
	v = json_object_get(j, "myInt");
	if (!v)
		return kw_json_missing(err, "myInt", version);
	if (kw_json_to_i32(v, &m->my_int, err) < 0)
		return kw_json_fail_field(err, "myInt");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_nullable_struct_message *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "nullableStruct", m->nullable_struct ? tojson_my_struct(m->nullable_struct, version) : json_null()))
		goto fail;
	if (json_object_set_new(o, "nullableStruct2", m->nullable_struct2_is_null ? json_null() : tojson_my_struct2(&m->nullable_struct2, version)))
		goto fail;
	if (version >= 1) {
		if (m->nullable_struct3 != NULL) {
			if (json_object_set_new(o, "nullableStruct3", m->nullable_struct3 ? tojson_my_struct3(m->nullable_struct3, version) : json_null()))
				goto fail;
		}
	}
	if (version >= 1) {
		if ((m->nullable_struct4_is_null || !isdefault_my_struct4(&m->nullable_struct4, version))) {
			if (json_object_set_new(o, "nullableStruct4", m->nullable_struct4_is_null ? json_null() : tojson_my_struct4(&m->nullable_struct4, version)))
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

static int fromjson_message(struct kw_nullable_struct_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"nullableStruct",
		"nullableStruct2",
		"nullableStruct3",
		"nullableStruct4",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_nullable_struct_message_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "nullableStruct");
	if (!v)
		return kw_json_missing(err, "nullableStruct", version);
	if (json_is_null(v)) {
		m->nullable_struct = NULL;
	} else {
		m->nullable_struct = kw_arena_alloc(a, sizeof *m->nullable_struct);
		if (!m->nullable_struct)
			return kw_json_nomem(err, "nullableStruct");
		if (fromjson_my_struct(m->nullable_struct, version, v, a, err) < 0)
			return kw_json_fail_field(err, "nullableStruct");
	}
	v = json_object_get(j, "nullableStruct2");
	if (!v)
		return kw_json_missing(err, "nullableStruct2", version);
	if (json_is_null(v) && !(version >= 1)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "nullableStruct2");
	}
	if (json_is_null(v)) {
		m->nullable_struct2_is_null = true;
	} else {
		m->nullable_struct2_is_null = false;
		if (fromjson_my_struct2(&m->nullable_struct2, version, v, a, err) < 0)
			return kw_json_fail_field(err, "nullableStruct2");
	}
	v = json_object_get(j, "nullableStruct3");
	if (v) {
		if (json_is_null(v) && !(version >= 1)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "nullableStruct3");
		}
		if (json_is_null(v)) {
			m->nullable_struct3 = NULL;
		} else {
			m->nullable_struct3 = kw_arena_alloc(a, sizeof *m->nullable_struct3);
			if (!m->nullable_struct3)
				return kw_json_nomem(err, "nullableStruct3");
			if (fromjson_my_struct3(m->nullable_struct3, version, v, a, err) < 0)
				return kw_json_fail_field(err, "nullableStruct3");
		}
	}
	v = json_object_get(j, "nullableStruct4");
	if (v) {
		if (json_is_null(v) && !(version >= 1)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "nullableStruct4");
		}
		if (json_is_null(v)) {
			m->nullable_struct4_is_null = true;
		} else {
			m->nullable_struct4_is_null = false;
			if (fromjson_my_struct4(&m->nullable_struct4, version, v, a, err) < 0)
				return kw_json_fail_field(err, "nullableStruct4");
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_nullable_struct_message_to_json(const struct kw_nullable_struct_message *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_nullable_struct_message_from_json(struct kw_nullable_struct_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_nullable_struct_message_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "NullableStructMessage v%d", (int)version);
	return rc;
}
