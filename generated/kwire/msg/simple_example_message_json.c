/* generated from schemas/clients/SimpleExampleMessage.json by kwire-gen, do not edit */
#include "kwire/msg/simple_example_message_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_struct_array(const struct kw_simple_example_message_struct_array *m, int16_t version);
static int fromjson_struct_array(struct kw_simple_example_message_struct_array *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_my_struct(const struct kw_simple_example_message_my_struct *m, int16_t version);
static int fromjson_my_struct(struct kw_simple_example_message_my_struct *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_tagged_struct(const struct kw_simple_example_message_tagged_struct *m, int16_t version);
static int fromjson_tagged_struct(struct kw_simple_example_message_tagged_struct *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_test_common_struct(const struct kw_simple_example_message_test_common_struct *m, int16_t version);
static int fromjson_test_common_struct(struct kw_simple_example_message_test_common_struct *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_simple_example_message *m, int16_t version);
static int fromjson_message(struct kw_simple_example_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_struct_array(const struct kw_simple_example_message_struct_array *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "arrayFieldId", json_integer((json_int_t)m->array_field_id)))
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

static int fromjson_struct_array(struct kw_simple_example_message_struct_array *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"arrayFieldId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_simple_example_message_struct_array_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "arrayFieldId");
	if (!v)
		return kw_json_missing(err, "arrayFieldId", version);
	if (kw_json_to_i32(v, &m->array_field_id, err) < 0)
		return kw_json_fail_field(err, "arrayFieldId");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_my_struct(const struct kw_simple_example_message_my_struct *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "structId", json_integer((json_int_t)m->struct_id)))
		goto fail;
	{
		json_t *arr = m->array_in_struct_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "arrayInStruct", arr))
			goto fail;
		for (int32_t i = 0; i < m->array_in_struct_count; i++)
			if (json_array_append_new(arr, tojson_struct_array(&m->array_in_struct[i], version)))
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

static int fromjson_my_struct(struct kw_simple_example_message_my_struct *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"structId",
		"arrayInStruct",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_simple_example_message_my_struct_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "structId");
	if (!v)
		return kw_json_missing(err, "structId", version);
	if (kw_json_to_i32(v, &m->struct_id, err) < 0)
		return kw_json_fail_field(err, "structId");
	v = json_object_get(j, "arrayInStruct");
	if (!v)
		return kw_json_missing(err, "arrayInStruct", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "arrayInStruct");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "arrayInStruct");
		size_t n = json_array_size(v);
		m->array_in_struct = NULL;
		m->array_in_struct_count = (int32_t)n;
		if (n > 0) {
			m->array_in_struct = kw_arena_calloc(a, n, sizeof *m->array_in_struct);
			if (!m->array_in_struct)
				return kw_json_nomem(err, "arrayInStruct");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_struct_array(&m->array_in_struct[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "arrayInStruct");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static bool isdefault_tagged_struct(const struct kw_simple_example_message_tagged_struct *m, int16_t version)
{
	struct kw_simple_example_message_tagged_struct d;
	kw_simple_example_message_tagged_struct_init(&d);
	json_t *x = tojson_tagged_struct(m, version), *y = tojson_tagged_struct(&d, version);
	bool same = x && y && json_equal(x, y);
	json_decref(x);
	json_decref(y);
	return same;
}

static json_t *tojson_tagged_struct(const struct kw_simple_example_message_tagged_struct *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "structId", kw_json_from_str(m->struct_id)))
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

static int fromjson_tagged_struct(struct kw_simple_example_message_tagged_struct *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"structId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_simple_example_message_tagged_struct_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 1, err) < 0)
		return err->code;
	v = json_object_get(j, "structId");
	if (!v)
		return kw_json_missing(err, "structId", version);
	if (kw_json_to_str(v, false, &m->struct_id, a, err) < 0)
		return kw_json_fail_field(err, "structId");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_test_common_struct(const struct kw_simple_example_message_test_common_struct *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "foo", json_integer((json_int_t)m->foo)))
		goto fail;
	if (json_object_set_new(o, "bar", json_integer((json_int_t)m->bar)))
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

static int fromjson_test_common_struct(struct kw_simple_example_message_test_common_struct *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"foo",
		"bar",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_simple_example_message_test_common_struct_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "foo");
	if (!v)
		return kw_json_missing(err, "foo", version);
	if (kw_json_to_i32(v, &m->foo, err) < 0)
		return kw_json_fail_field(err, "foo");
	v = json_object_get(j, "bar");
	if (!v)
		return kw_json_missing(err, "bar", version);
	if (kw_json_to_i32(v, &m->bar, err) < 0)
		return kw_json_fail_field(err, "bar");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_simple_example_message *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 1) {
		if (json_object_set_new(o, "processId", kw_json_from_uuid(&m->process_id)))
			goto fail;
	}
	if (version >= 1) {
		if (m->my_tagged_int_array_count != 0) {
			{
				json_t *arr = m->my_tagged_int_array_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "myTaggedIntArray", arr))
					goto fail;
				for (int32_t i = 0; i < m->my_tagged_int_array_count; i++)
					if (json_array_append_new(arr, json_integer((json_int_t)m->my_tagged_int_array[i])))
						goto fail;
			}
		}
	}
	if (version >= 1) {
		if (m->my_nullable_string.len >= 0) {
			if (json_object_set_new(o, "myNullableString", kw_json_from_str(m->my_nullable_string)))
				goto fail;
		}
	}
	if (version >= 1) {
		if (m->my_int16 != 123) {
			if (json_object_set_new(o, "myInt16", json_integer((json_int_t)m->my_int16)))
				goto fail;
		}
	}
	if (version >= 1) {
		if (!(m->my_float64 == 12.34)) {
			if (json_object_set_new(o, "myFloat64", kw_json_from_f64(m->my_float64)))
				goto fail;
		}
	}
	if (version >= 1) {
		if (m->my_string.len != 0) {
			if (json_object_set_new(o, "myString", kw_json_from_str(m->my_string)))
				goto fail;
		}
	}
	if (version >= 1) {
		if (m->my_bytes.len != 0) {
			if (json_object_set_new(o, "myBytes", kw_json_from_bytes(m->my_bytes)))
				goto fail;
		}
	}
	if (version >= 1) {
		if (memcmp(m->tagged_uuid.bytes, (const uint8_t[16]){ 0x1f, 0x72, 0x8a, 0x3b, 0x83, 0x53, 0x44, 0xf6, 0x82, 0x5a, 0xd1, 0x26, 0x9b, 0x7b, 0xd6, 0xec }, 16) != 0) {
			if (json_object_set_new(o, "taggedUuid", kw_json_from_uuid(&m->tagged_uuid)))
				goto fail;
		}
	}
	if (version >= 1) {
		if (m->tagged_long != INT64_C(914172222550880202)) {
			if (json_object_set_new(o, "taggedLong", json_integer((json_int_t)m->tagged_long)))
				goto fail;
		}
	}
	if (version == 1) {
		if (json_object_set_new(o, "zeroCopyByteBuffer", kw_json_from_bytes(m->zero_copy_byte_buffer)))
			goto fail;
	}
	if (version == 1) {
		if (json_object_set_new(o, "nullableZeroCopyByteBuffer", kw_json_from_bytes(m->nullable_zero_copy_byte_buffer)))
			goto fail;
	}
	if (version >= 2) {
		if (json_object_set_new(o, "myStruct", tojson_my_struct(&m->my_struct, version)))
			goto fail;
	}
	if (version >= 2) {
		if (!isdefault_tagged_struct(&m->my_tagged_struct, version)) {
			if (json_object_set_new(o, "myTaggedStruct", tojson_tagged_struct(&m->my_tagged_struct, version)))
				goto fail;
		}
	}
	if (version >= 2) {
		if (m->tagged_long_flexible_version_subset != INT64_C(0)) {
			if (json_object_set_new(o, "taggedLongFlexibleVersionSubset", json_integer((json_int_t)m->tagged_long_flexible_version_subset)))
				goto fail;
		}
	}
	if (json_object_set_new(o, "myCommonStruct", tojson_test_common_struct(&m->my_common_struct, version)))
		goto fail;
	if (json_object_set_new(o, "myOtherCommonStruct", tojson_test_common_struct(&m->my_other_common_struct, version)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "myUint16", json_integer((json_int_t)m->my_uint16)))
			goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "myUint32", json_integer((json_int_t)m->my_uint32)))
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

static int fromjson_message(struct kw_simple_example_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"processId",
		"myTaggedIntArray",
		"myNullableString",
		"myInt16",
		"myFloat64",
		"myString",
		"myBytes",
		"taggedUuid",
		"taggedLong",
		"zeroCopyByteBuffer",
		"nullableZeroCopyByteBuffer",
		"myStruct",
		"myTaggedStruct",
		"taggedLongFlexibleVersionSubset",
		"myCommonStruct",
		"myOtherCommonStruct",
		"myUint16",
		"myUint32",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_simple_example_message_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 18, err) < 0)
		return err->code;
	v = json_object_get(j, "processId");
	if (!v && (version >= 1))
		return kw_json_missing(err, "processId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->process_id, err) < 0)
			return kw_json_fail_field(err, "processId");
	}
	v = json_object_get(j, "myTaggedIntArray");
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "myTaggedIntArray");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "myTaggedIntArray");
			size_t n = json_array_size(v);
			m->my_tagged_int_array = NULL;
			m->my_tagged_int_array_count = (int32_t)n;
			if (n > 0) {
				m->my_tagged_int_array = kw_arena_calloc(a, n, sizeof *m->my_tagged_int_array);
				if (!m->my_tagged_int_array)
					return kw_json_nomem(err, "myTaggedIntArray");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_i32(e, &m->my_tagged_int_array[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "myTaggedIntArray");
				}
			}
		}
	}
	v = json_object_get(j, "myNullableString");
	if (v) {
		if (kw_json_to_str(v, version >= 1, &m->my_nullable_string, a, err) < 0)
			return kw_json_fail_field(err, "myNullableString");
	}
	v = json_object_get(j, "myInt16");
	if (v) {
		if (kw_json_to_i16(v, &m->my_int16, err) < 0)
			return kw_json_fail_field(err, "myInt16");
	}
	v = json_object_get(j, "myFloat64");
	if (v) {
		if (kw_json_to_f64(v, &m->my_float64, err) < 0)
			return kw_json_fail_field(err, "myFloat64");
	}
	v = json_object_get(j, "myString");
	if (v) {
		if (kw_json_to_str(v, false, &m->my_string, a, err) < 0)
			return kw_json_fail_field(err, "myString");
	}
	v = json_object_get(j, "myBytes");
	if (v) {
		if (kw_json_to_bytes(v, version >= 1, &m->my_bytes, a, err) < 0)
			return kw_json_fail_field(err, "myBytes");
	}
	v = json_object_get(j, "taggedUuid");
	if (v) {
		if (kw_json_to_uuid(v, &m->tagged_uuid, err) < 0)
			return kw_json_fail_field(err, "taggedUuid");
	}
	v = json_object_get(j, "taggedLong");
	if (v) {
		if (kw_json_to_i64(v, &m->tagged_long, err) < 0)
			return kw_json_fail_field(err, "taggedLong");
	}
	v = json_object_get(j, "zeroCopyByteBuffer");
	if (!v && (version == 1))
		return kw_json_missing(err, "zeroCopyByteBuffer", version);
	if (v) {
		if (kw_json_to_bytes(v, false, &m->zero_copy_byte_buffer, a, err) < 0)
			return kw_json_fail_field(err, "zeroCopyByteBuffer");
	}
	v = json_object_get(j, "nullableZeroCopyByteBuffer");
	if (!v && (version == 1))
		return kw_json_missing(err, "nullableZeroCopyByteBuffer", version);
	if (v) {
		if (kw_json_to_bytes(v, true, &m->nullable_zero_copy_byte_buffer, a, err) < 0)
			return kw_json_fail_field(err, "nullableZeroCopyByteBuffer");
	}
	v = json_object_get(j, "myStruct");
	if (!v && (version >= 2))
		return kw_json_missing(err, "myStruct", version);
	if (v) {
		if (fromjson_my_struct(&m->my_struct, version, v, a, err) < 0)
			return kw_json_fail_field(err, "myStruct");
	}
	v = json_object_get(j, "myTaggedStruct");
	if (v) {
		if (fromjson_tagged_struct(&m->my_tagged_struct, version, v, a, err) < 0)
			return kw_json_fail_field(err, "myTaggedStruct");
	}
	v = json_object_get(j, "taggedLongFlexibleVersionSubset");
	if (v) {
		if (kw_json_to_i64(v, &m->tagged_long_flexible_version_subset, err) < 0)
			return kw_json_fail_field(err, "taggedLongFlexibleVersionSubset");
	}
	v = json_object_get(j, "myCommonStruct");
	if (!v)
		return kw_json_missing(err, "myCommonStruct", version);
	if (fromjson_test_common_struct(&m->my_common_struct, version, v, a, err) < 0)
		return kw_json_fail_field(err, "myCommonStruct");
	v = json_object_get(j, "myOtherCommonStruct");
	if (!v)
		return kw_json_missing(err, "myOtherCommonStruct", version);
	if (fromjson_test_common_struct(&m->my_other_common_struct, version, v, a, err) < 0)
		return kw_json_fail_field(err, "myOtherCommonStruct");
	v = json_object_get(j, "myUint16");
	if (!v && (version >= 1))
		return kw_json_missing(err, "myUint16", version);
	if (v) {
		if (kw_json_to_u16(v, &m->my_uint16, err) < 0)
			return kw_json_fail_field(err, "myUint16");
	}
	v = json_object_get(j, "myUint32");
	if (!v && (version >= 1))
		return kw_json_missing(err, "myUint32", version);
	if (v) {
		if (kw_json_to_u32(v, &m->my_uint32, err) < 0)
			return kw_json_fail_field(err, "myUint32");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_simple_example_message_to_json(const struct kw_simple_example_message *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_simple_example_message_from_json(struct kw_simple_example_message *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_simple_example_message_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "SimpleExampleMessage v%d", (int)version);
	return rc;
}
