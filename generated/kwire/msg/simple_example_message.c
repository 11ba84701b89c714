/* generated from schemas/clients/SimpleExampleMessage.json by kwire-gen, do not edit */
#include "kwire/msg/simple_example_message.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_struct_array(struct kw_simple_example_message_struct_array *s);
static inline __attribute__((always_inline)) int decode_struct_array(struct kw_simple_example_message_struct_array *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_struct_array(const struct kw_simple_example_message_struct_array *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_struct_array(const struct kw_simple_example_message_struct_array *m, int16_t version, uint8_t *p);
static bool equal_struct_array(const struct kw_simple_example_message_struct_array *a, const struct kw_simple_example_message_struct_array *b);
static void init_my_struct(struct kw_simple_example_message_my_struct *s);
static int decode_my_struct(struct kw_simple_example_message_my_struct *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_my_struct(const struct kw_simple_example_message_my_struct *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_my_struct(const struct kw_simple_example_message_my_struct *m, int16_t version, uint8_t *p);
static bool equal_my_struct(const struct kw_simple_example_message_my_struct *a, const struct kw_simple_example_message_my_struct *b);
static void init_tagged_struct(struct kw_simple_example_message_tagged_struct *s);
static int decode_tagged_struct(struct kw_simple_example_message_tagged_struct *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_tagged_struct(const struct kw_simple_example_message_tagged_struct *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_tagged_struct(const struct kw_simple_example_message_tagged_struct *m, int16_t version, uint8_t *p);
static bool equal_tagged_struct(const struct kw_simple_example_message_tagged_struct *a, const struct kw_simple_example_message_tagged_struct *b);
static void init_test_common_struct(struct kw_simple_example_message_test_common_struct *s);
static int decode_test_common_struct(struct kw_simple_example_message_test_common_struct *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_test_common_struct(const struct kw_simple_example_message_test_common_struct *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_test_common_struct(const struct kw_simple_example_message_test_common_struct *m, int16_t version, uint8_t *p);
static bool equal_test_common_struct(const struct kw_simple_example_message_test_common_struct *a, const struct kw_simple_example_message_test_common_struct *b);
static void init_message(struct kw_simple_example_message *s);
static int decode_message(struct kw_simple_example_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_simple_example_message *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_simple_example_message *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_simple_example_message *a, const struct kw_simple_example_message *b);

static void init_struct_array(struct kw_simple_example_message_struct_array *s)
{
	memset(s, 0, sizeof *s);
}

void kw_simple_example_message_struct_array_init(struct kw_simple_example_message_struct_array *s)
{
	init_struct_array(s);
}

static bool equal_struct_array(const struct kw_simple_example_message_struct_array *a, const struct kw_simple_example_message_struct_array *b)
{
	if (a->array_field_id != b->array_field_id)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_struct_array(const struct kw_simple_example_message_struct_array *m)
{
	if (m->array_field_id != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_struct_array(struct kw_simple_example_message_struct_array *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->array_field_id))
		return kw__fail_field(in.r->err, "array_field_id");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_struct_array(const struct kw_simple_example_message_struct_array *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_struct_array(const struct kw_simple_example_message_struct_array *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->array_field_id);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_my_struct(struct kw_simple_example_message_my_struct *s)
{
	memset(s, 0, sizeof *s);
}

void kw_simple_example_message_my_struct_init(struct kw_simple_example_message_my_struct *s)
{
	init_my_struct(s);
}

static bool equal_my_struct(const struct kw_simple_example_message_my_struct *a, const struct kw_simple_example_message_my_struct *b)
{
	if (a->struct_id != b->struct_id)
		return false;
	if (a->array_in_struct_count != b->array_in_struct_count)
		return false;
	for (int32_t i = 0; i < a->array_in_struct_count; i++) {
		if (!equal_struct_array(&a->array_in_struct[i], &b->array_in_struct[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_my_struct(const struct kw_simple_example_message_my_struct *m)
{
	if (m->struct_id != 0)
		return false;
	if (m->array_in_struct_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_my_struct(struct kw_simple_example_message_my_struct *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->struct_id))
		return kw__fail_field(in.r->err, "struct_id");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "array_in_struct");
		m->array_in_struct_count = n;
		m->array_in_struct = NULL;
		if (n > 0) {
			m->array_in_struct = kw__alloc(a, (size_t)n * sizeof *m->array_in_struct);
			if (!m->array_in_struct)
				return kw__nomem(&in, "array_in_struct");
			struct kw__cur t = in;
			if (version == 2) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_struct_array(&m->array_in_struct[i], 2, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "array_in_struct");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_struct_array(&m->array_in_struct[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "array_in_struct");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static size_t size_my_struct(const struct kw_simple_example_message_my_struct *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->array_in_struct_count < 0)
		return kw__size_fail_null(e, at + n, "array_in_struct", version);
	n += kw__size_array_len(m->array_in_struct_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->array_in_struct_count; i++) {
			size_t k = size_struct_array(&m->array_in_struct[i], 2, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "array_in_struct");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->array_in_struct_count; i++) {
			size_t k = size_struct_array(&m->array_in_struct[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "array_in_struct");
			n += k;
		}
	}
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static uint8_t *put_my_struct(const struct kw_simple_example_message_my_struct *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->struct_id);
	p = kw__put_array_len(p, m->array_in_struct_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->array_in_struct_count; i++)
			p = put_struct_array(&m->array_in_struct[i], 2, p);
	} else {
		for (int32_t i = 0; i < m->array_in_struct_count; i++)
			p = put_struct_array(&m->array_in_struct[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_tagged_struct(struct kw_simple_example_message_tagged_struct *s)
{
	memset(s, 0, sizeof *s);
	s->struct_id = (struct kw_str){ "", 0 };
}

void kw_simple_example_message_tagged_struct_init(struct kw_simple_example_message_tagged_struct *s)
{
	init_tagged_struct(s);
}

static bool equal_tagged_struct(const struct kw_simple_example_message_tagged_struct *a, const struct kw_simple_example_message_tagged_struct *b)
{
	if (!kw_str_equal(a->struct_id, b->struct_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_tagged_struct(const struct kw_simple_example_message_tagged_struct *m)
{
	if (m->struct_id.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_tagged_struct(struct kw_simple_example_message_tagged_struct *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->struct_id, true, false))
		return kw__fail_field(in.r->err, "struct_id");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static size_t size_tagged_struct(const struct kw_simple_example_message_tagged_struct *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->struct_id.len < 0)
		return kw__size_fail_null(e, at + n, "struct_id", version);
	if (m->struct_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->struct_id.len, "struct_id");
	n += kw__size_string(m->struct_id, true);
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static uint8_t *put_tagged_struct(const struct kw_simple_example_message_tagged_struct *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->struct_id, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_test_common_struct(struct kw_simple_example_message_test_common_struct *s)
{
	memset(s, 0, sizeof *s);
	s->foo = 123;
	s->bar = 123;
}

void kw_simple_example_message_test_common_struct_init(struct kw_simple_example_message_test_common_struct *s)
{
	init_test_common_struct(s);
}

static bool equal_test_common_struct(const struct kw_simple_example_message_test_common_struct *a, const struct kw_simple_example_message_test_common_struct *b)
{
	if (a->foo != b->foo)
		return false;
	if (a->bar != b->bar)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_test_common_struct(const struct kw_simple_example_message_test_common_struct *m)
{
	if (m->foo != 123)
		return false;
	if (m->bar != 123)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_test_common_struct(struct kw_simple_example_message_test_common_struct *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->foo = (int32_t)kw__ld32(q + 0);
		m->bar = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->foo))
			return kw__fail_field(in.r->err, "foo");
		if (!kw__rd_i32(&in, &m->bar))
			return kw__fail_field(in.r->err, "bar");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static size_t size_test_common_struct(const struct kw_simple_example_message_test_common_struct *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *put_test_common_struct(const struct kw_simple_example_message_test_common_struct *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->foo);
	p = kw__put_i32(p, m->bar);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_simple_example_message *m)
{
	memset(m, 0, sizeof *m);
	m->my_nullable_string = KW_STR_NULL;
	m->my_int16 = 123;
	m->my_float64 = 12.34;
	m->my_string = (struct kw_str){ "", 0 };
	m->my_bytes = (struct kw_bytes){ (const uint8_t *)"", 0 };
	memcpy(m->tagged_uuid.bytes, (const uint8_t[16]){ 0x1f, 0x72, 0x8a, 0x3b, 0x83, 0x53, 0x44, 0xf6, 0x82, 0x5a, 0xd1, 0x26, 0x9b, 0x7b, 0xd6, 0xec }, 16);
	m->tagged_long = INT64_C(914172222550880202);
	m->zero_copy_byte_buffer = (struct kw_bytes){ (const uint8_t *)"", 0 };
	m->nullable_zero_copy_byte_buffer = (struct kw_bytes){ (const uint8_t *)"", 0 };
	init_my_struct(&m->my_struct);
	init_tagged_struct(&m->my_tagged_struct);
	m->tagged_long_flexible_version_subset = INT64_C(0);
	init_test_common_struct(&m->my_common_struct);
	init_test_common_struct(&m->my_other_common_struct);
	m->my_uint16 = 33000;
	m->my_uint32 = UINT32_C(1234567);
}

void kw_simple_example_message_init(struct kw_simple_example_message *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_simple_example_message *a, const struct kw_simple_example_message *b)
{
	if (!kw_uuid_equal(&a->process_id, &b->process_id))
		return false;
	if (a->my_tagged_int_array_count != b->my_tagged_int_array_count)
		return false;
	for (int32_t i = 0; i < a->my_tagged_int_array_count; i++) {
		if (a->my_tagged_int_array[i] != b->my_tagged_int_array[i])
			return false;
	}
	if (!kw_str_equal(a->my_nullable_string, b->my_nullable_string))
		return false;
	if (a->my_int16 != b->my_int16)
		return false;
	if (memcmp(&a->my_float64, &b->my_float64, sizeof a->my_float64) != 0)
		return false;
	if (!kw_str_equal(a->my_string, b->my_string))
		return false;
	if (!kw_bytes_equal(a->my_bytes, b->my_bytes))
		return false;
	if (!kw_uuid_equal(&a->tagged_uuid, &b->tagged_uuid))
		return false;
	if (a->tagged_long != b->tagged_long)
		return false;
	if (!kw_bytes_equal(a->zero_copy_byte_buffer, b->zero_copy_byte_buffer))
		return false;
	if (!kw_bytes_equal(a->nullable_zero_copy_byte_buffer, b->nullable_zero_copy_byte_buffer))
		return false;
	if (!equal_my_struct(&a->my_struct, &b->my_struct))
		return false;
	if (!equal_tagged_struct(&a->my_tagged_struct, &b->my_tagged_struct))
		return false;
	if (a->tagged_long_flexible_version_subset != b->tagged_long_flexible_version_subset)
		return false;
	if (!equal_test_common_struct(&a->my_common_struct, &b->my_common_struct))
		return false;
	if (!equal_test_common_struct(&a->my_other_common_struct, &b->my_other_common_struct))
		return false;
	if (a->my_uint16 != b->my_uint16)
		return false;
	if (a->my_uint32 != b->my_uint32)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_simple_example_message *m)
{
	if (!kw_uuid_is_zero(&m->process_id))
		return false;
	if (m->my_tagged_int_array_count != 0)
		return false;
	if (m->my_nullable_string.len >= 0)
		return false;
	if (m->my_int16 != 123)
		return false;
	if (!(m->my_float64 == 12.34))
		return false;
	if (m->my_string.len != 0)
		return false;
	if (m->my_bytes.len != 0)
		return false;
	if (memcmp(m->tagged_uuid.bytes, (const uint8_t[16]){ 0x1f, 0x72, 0x8a, 0x3b, 0x83, 0x53, 0x44, 0xf6, 0x82, 0x5a, 0xd1, 0x26, 0x9b, 0x7b, 0xd6, 0xec }, 16) != 0)
		return false;
	if (m->tagged_long != INT64_C(914172222550880202))
		return false;
	if (m->zero_copy_byte_buffer.len != 0)
		return false;
	if (m->nullable_zero_copy_byte_buffer.len != 0)
		return false;
	if (!isdefault_my_struct(&m->my_struct))
		return false;
	if (!isdefault_tagged_struct(&m->my_tagged_struct))
		return false;
	if (m->tagged_long_flexible_version_subset != INT64_C(0))
		return false;
	if (!isdefault_test_common_struct(&m->my_common_struct))
		return false;
	if (!isdefault_test_common_struct(&m->my_other_common_struct))
		return false;
	if (m->my_uint16 != 33000)
		return false;
	if (m->my_uint32 != UINT32_C(1234567))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_simple_example_message *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_simple_example_message *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!kw__rd_i32_array(&in, a, &m->my_tagged_int_array, &m->my_tagged_int_array_count, true, false))
			return kw__fail_field(in.r->err, "my_tagged_int_array");
		return 1;
	case 1:
		if (!kw__rd_string(&in, &m->my_nullable_string, true, true))
			return kw__fail_field(in.r->err, "my_nullable_string");
		return 1;
	case 2:
		if (!kw__rd_i16(&in, &m->my_int16))
			return kw__fail_field(in.r->err, "my_int16");
		return 1;
	case 3:
		if (!kw__rd_f64(&in, &m->my_float64))
			return kw__fail_field(in.r->err, "my_float64");
		return 1;
	case 4:
		if (!kw__rd_string(&in, &m->my_string, true, false))
			return kw__fail_field(in.r->err, "my_string");
		return 1;
	case 5:
		if (!kw__rd_bytes(&in, &m->my_bytes, true, true))
			return kw__fail_field(in.r->err, "my_bytes");
		return 1;
	case 6:
		if (!kw__rd_uuid(&in, &m->tagged_uuid))
			return kw__fail_field(in.r->err, "tagged_uuid");
		return 1;
	case 7:
		if (!kw__rd_i64(&in, &m->tagged_long))
			return kw__fail_field(in.r->err, "tagged_long");
		return 1;
	case 8:
		if (!(version >= 2))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		{
			struct kw__cur t = in;
			if (decode_tagged_struct(&m->my_tagged_struct, version, &t, a) < 0)
				return kw__fail_field(in.r->err, "my_tagged_struct");
			in = t;
		}
		return 1;
	case 9:
		if (!(version >= 2))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_i64(&in, &m->tagged_long_flexible_version_subset))
			return kw__fail_field(in.r->err, "tagged_long_flexible_version_subset");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_simple_example_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 1) {
		if (!kw__rd_uuid(&in, &m->process_id))
			return kw__fail_field(in.r->err, "process_id");
	} else {
		m->process_id = (struct kw_uuid){ { 0 } };
	}
	m->my_tagged_int_array = NULL;
	m->my_tagged_int_array_count = 0;
	m->my_nullable_string = KW_STR_NULL;
	m->my_int16 = 123;
	m->my_float64 = 12.34;
	m->my_string = (struct kw_str){ "", 0 };
	m->my_bytes = (struct kw_bytes){ (const uint8_t *)"", 0 };
	m->tagged_uuid = (struct kw_uuid){ { 0x1f, 0x72, 0x8a, 0x3b, 0x83, 0x53, 0x44, 0xf6, 0x82, 0x5a, 0xd1, 0x26, 0x9b, 0x7b, 0xd6, 0xec } };
	m->tagged_long = INT64_C(914172222550880202);
	if (version == 1) {
		if (!kw__rd_bytes(&in, &m->zero_copy_byte_buffer, true, false))
			return kw__fail_field(in.r->err, "zero_copy_byte_buffer");
	} else {
		m->zero_copy_byte_buffer = (struct kw_bytes){ (const uint8_t *)"", 0 };
	}
	if (version == 1) {
		if (!kw__rd_bytes(&in, &m->nullable_zero_copy_byte_buffer, true, true))
			return kw__fail_field(in.r->err, "nullable_zero_copy_byte_buffer");
	} else {
		m->nullable_zero_copy_byte_buffer = (struct kw_bytes){ (const uint8_t *)"", 0 };
	}
	if (version >= 2) {
		{
			struct kw__cur t = in;
			if (decode_my_struct(&m->my_struct, version, &t, a) < 0)
				return kw__fail_field(in.r->err, "my_struct");
			in = t;
		}
	} else {
		init_my_struct(&m->my_struct);
	}
	init_tagged_struct(&m->my_tagged_struct);
	m->tagged_long_flexible_version_subset = INT64_C(0);
	{
		struct kw__cur t = in;
		if (decode_test_common_struct(&m->my_common_struct, version, &t, a) < 0)
			return kw__fail_field(in.r->err, "my_common_struct");
		in = t;
	}
	{
		struct kw__cur t = in;
		if (decode_test_common_struct(&m->my_other_common_struct, version, &t, a) < 0)
			return kw__fail_field(in.r->err, "my_other_common_struct");
		in = t;
	}
	if (version >= 1) {
		if (kw__left(&in) >= 6) {
			const uint8_t *q = in.p;
			m->my_uint16 = kw__ld16(q + 0);
			m->my_uint32 = kw__ld32(q + 2);
			in.p += 6;
		} else {
			if (!kw__rd_u16(&in, &m->my_uint16))
				return kw__fail_field(in.r->err, "my_uint16");
			if (!kw__rd_u32(&in, &m->my_uint32))
				return kw__fail_field(in.r->err, "my_uint32");
		}
	} else {
		m->my_uint16 = 33000;
		m->my_uint32 = UINT32_C(1234567);
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			struct tags_message_ctx c = { m, version, a };
			if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_simple_example_message *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 1) && !kw_uuid_is_zero(&m->process_id))
		return kw__size_fail_nondefault(e, at + n, "process_id", version);
	if (version >= 1) {
		n += 16;
	}
	if (!(version >= 1) && m->my_tagged_int_array_count != 0)
		return kw__size_fail_nondefault(e, at + n, "my_tagged_int_array", version);
	if (!(version >= 1) && m->my_nullable_string.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "my_nullable_string", version);
	if (!(version >= 1) && m->my_int16 != 123)
		return kw__size_fail_nondefault(e, at + n, "my_int16", version);
	if (!(version >= 1) && !(m->my_float64 == 12.34))
		return kw__size_fail_nondefault(e, at + n, "my_float64", version);
	if (!(version >= 1) && m->my_string.len != 0)
		return kw__size_fail_nondefault(e, at + n, "my_string", version);
	if (!(version >= 1) && m->my_bytes.len != 0)
		return kw__size_fail_nondefault(e, at + n, "my_bytes", version);
	if (!(version >= 1) && memcmp(m->tagged_uuid.bytes, (const uint8_t[16]){ 0x1f, 0x72, 0x8a, 0x3b, 0x83, 0x53, 0x44, 0xf6, 0x82, 0x5a, 0xd1, 0x26, 0x9b, 0x7b, 0xd6, 0xec }, 16) != 0)
		return kw__size_fail_nondefault(e, at + n, "tagged_uuid", version);
	if (!(version >= 1) && m->tagged_long != INT64_C(914172222550880202))
		return kw__size_fail_nondefault(e, at + n, "tagged_long", version);
	if (!(version == 1) && m->zero_copy_byte_buffer.len != 0)
		return kw__size_fail_nondefault(e, at + n, "zero_copy_byte_buffer", version);
	if (version == 1) {
		if (m->zero_copy_byte_buffer.len < 0)
			return kw__size_fail_null(e, at + n, "zero_copy_byte_buffer", version);
		n += kw__size_bytes(m->zero_copy_byte_buffer, true);
	}
	if (!(version == 1) && m->nullable_zero_copy_byte_buffer.len != 0)
		return kw__size_fail_nondefault(e, at + n, "nullable_zero_copy_byte_buffer", version);
	if (version == 1) {
		n += kw__size_bytes(m->nullable_zero_copy_byte_buffer, true);
	}
	if (!(version >= 2) && !isdefault_my_struct(&m->my_struct))
		return kw__size_fail_nondefault(e, at + n, "my_struct", version);
	if (version >= 2) {
		{
			size_t k = size_my_struct(&m->my_struct, version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_field(e, "my_struct");
			n += k;
		}
	}
	if (!(version >= 2) && !isdefault_tagged_struct(&m->my_tagged_struct))
		return kw__size_fail_nondefault(e, at + n, "my_tagged_struct", version);
	{
		size_t k = size_test_common_struct(&m->my_common_struct, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "my_common_struct");
		n += k;
	}
	{
		size_t k = size_test_common_struct(&m->my_other_common_struct, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "my_other_common_struct");
		n += k;
	}
	if (!(version >= 1) && m->my_uint16 != 33000)
		return kw__size_fail_nondefault(e, at + n, "my_uint16", version);
	if (version >= 1) {
		n += 2;
	}
	if (!(version >= 1) && m->my_uint32 != UINT32_C(1234567))
		return kw__size_fail_nondefault(e, at + n, "my_uint32", version);
	if (version >= 1) {
		n += 4;
	}
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_my_tagged_int_array = m->my_tagged_int_array_count != 0;
		bool has_my_nullable_string = m->my_nullable_string.len >= 0;
		bool has_my_int16 = m->my_int16 != 123;
		bool has_my_float64 = !(m->my_float64 == 12.34);
		bool has_my_string = m->my_string.len != 0;
		bool has_my_bytes = m->my_bytes.len != 0;
		bool has_tagged_uuid = memcmp(m->tagged_uuid.bytes, (const uint8_t[16]){ 0x1f, 0x72, 0x8a, 0x3b, 0x83, 0x53, 0x44, 0xf6, 0x82, 0x5a, 0xd1, 0x26, 0x9b, 0x7b, 0xd6, 0xec }, 16) != 0;
		bool has_tagged_long = m->tagged_long != INT64_C(914172222550880202);
		bool has_my_tagged_struct = (version >= 2) && !isdefault_tagged_struct(&m->my_tagged_struct);
		bool has_tagged_long_flexible_version_subset = (version >= 2) && m->tagged_long_flexible_version_subset != INT64_C(0);
		if (has_my_tagged_int_array) {
			size_t vsz = 0;
			if (KW__LIKELY((true) && (uint32_t)m->my_tagged_int_array_count < 127u)) {
				vsz += 1 + (size_t)m->my_tagged_int_array_count * 4;
			} else {
				if (m->my_tagged_int_array_count < 0)
					return kw__size_fail_null(e, at + n + vsz, "my_tagged_int_array", version);
				vsz += kw__size_array_len(m->my_tagged_int_array_count, true) + (size_t)m->my_tagged_int_array_count * 4;
			}
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_my_nullable_string) {
			size_t vsz = 0;
			if (m->my_nullable_string.len > KW__STRING_MAX)
				return kw__size_fail_too_long(e, at + n + vsz, m->my_nullable_string.len, "my_nullable_string");
			vsz += kw__size_string(m->my_nullable_string, true);
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_my_int16) {
			size_t vsz = 0;
			vsz += 2;
			n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_my_float64) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(3u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_my_string) {
			size_t vsz = 0;
			if (m->my_string.len < 0)
				return kw__size_fail_null(e, at + n + vsz, "my_string", version);
			if (m->my_string.len > KW__STRING_MAX)
				return kw__size_fail_too_long(e, at + n + vsz, m->my_string.len, "my_string");
			vsz += kw__size_string(m->my_string, true);
			n += kw__size_uvarint(4u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_my_bytes) {
			size_t vsz = 0;
			vsz += kw__size_bytes(m->my_bytes, true);
			n += kw__size_uvarint(5u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_tagged_uuid) {
			size_t vsz = 0;
			vsz += 16;
			n += kw__size_uvarint(6u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_tagged_long) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(7u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_my_tagged_struct) {
			size_t vsz = 0;
			{
				size_t k = size_tagged_struct(&m->my_tagged_struct, version, at + n + vsz, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_field(e, "my_tagged_struct");
				vsz += k;
			}
			n += kw__size_uvarint(8u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_tagged_long_flexible_version_subset) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(9u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *put_message(const struct kw_simple_example_message *m, int16_t version, uint8_t *p)
{
	(void)version;
	if (version >= 1) {
		p = kw__put_uuid(p, &m->process_id);
	}
	if (version == 1) {
		p = kw__put_bytes(p, m->zero_copy_byte_buffer, true);
	}
	if (version == 1) {
		p = kw__put_bytes(p, m->nullable_zero_copy_byte_buffer, true);
	}
	if (version >= 2) {
		p = put_my_struct(&m->my_struct, version, p);
	}
	p = put_test_common_struct(&m->my_common_struct, version, p);
	p = put_test_common_struct(&m->my_other_common_struct, version, p);
	if (version >= 1) {
		p = kw__put_u16(p, m->my_uint16);
	}
	if (version >= 1) {
		p = kw__put_u32(p, m->my_uint32);
	}
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_my_tagged_int_array = m->my_tagged_int_array_count != 0;
		bool has_my_nullable_string = m->my_nullable_string.len >= 0;
		bool has_my_int16 = m->my_int16 != 123;
		bool has_my_float64 = !(m->my_float64 == 12.34);
		bool has_my_string = m->my_string.len != 0;
		bool has_my_bytes = m->my_bytes.len != 0;
		bool has_tagged_uuid = memcmp(m->tagged_uuid.bytes, (const uint8_t[16]){ 0x1f, 0x72, 0x8a, 0x3b, 0x83, 0x53, 0x44, 0xf6, 0x82, 0x5a, 0xd1, 0x26, 0x9b, 0x7b, 0xd6, 0xec }, 16) != 0;
		bool has_tagged_long = m->tagged_long != INT64_C(914172222550880202);
		bool has_my_tagged_struct = (version >= 2) && !isdefault_tagged_struct(&m->my_tagged_struct);
		bool has_tagged_long_flexible_version_subset = (version >= 2) && m->tagged_long_flexible_version_subset != INT64_C(0);
		uint32_t ntags = u->count;
		ntags += has_my_tagged_int_array;
		ntags += has_my_nullable_string;
		ntags += has_my_int16;
		ntags += has_my_float64;
		ntags += has_my_string;
		ntags += has_my_bytes;
		ntags += has_tagged_uuid;
		ntags += has_tagged_long;
		ntags += has_my_tagged_struct;
		ntags += has_tagged_long_flexible_version_subset;
		p = kw__put_uvarint(p, ntags);
		if (has_my_tagged_int_array) {
			size_t vsz = 0;
			vsz += kw__size_array_len(m->my_tagged_int_array_count, true);
			if (m->my_tagged_int_array_count > 0)
				vsz += (size_t)m->my_tagged_int_array_count * 4;
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_array_len(p, m->my_tagged_int_array_count, true);
			if (m->my_tagged_int_array_count > 0)
				p = kw__put_i32_array(p, m->my_tagged_int_array, m->my_tagged_int_array_count);
		}
		if (has_my_nullable_string) {
			size_t vsz = 0;
			vsz += kw__size_string(m->my_nullable_string, true);
			p = kw__put_uvarint(p, 1u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_string(p, m->my_nullable_string, true);
		}
		if (has_my_int16) {
			size_t vsz = 0;
			vsz += 2;
			p = kw__put_uvarint(p, 2u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_i16(p, m->my_int16);
		}
		if (has_my_float64) {
			size_t vsz = 0;
			vsz += 8;
			p = kw__put_uvarint(p, 3u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_f64(p, m->my_float64);
		}
		if (has_my_string) {
			size_t vsz = 0;
			vsz += kw__size_string(m->my_string, true);
			p = kw__put_uvarint(p, 4u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_string(p, m->my_string, true);
		}
		if (has_my_bytes) {
			size_t vsz = 0;
			vsz += kw__size_bytes(m->my_bytes, true);
			p = kw__put_uvarint(p, 5u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_bytes(p, m->my_bytes, true);
		}
		if (has_tagged_uuid) {
			size_t vsz = 0;
			vsz += 16;
			p = kw__put_uvarint(p, 6u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_uuid(p, &m->tagged_uuid);
		}
		if (has_tagged_long) {
			size_t vsz = 0;
			vsz += 8;
			p = kw__put_uvarint(p, 7u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_i64(p, m->tagged_long);
		}
		if (has_my_tagged_struct) {
			size_t vsz = 0;
			vsz += size_tagged_struct(&m->my_tagged_struct, version, 0, NULL);
			p = kw__put_uvarint(p, 8u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = put_tagged_struct(&m->my_tagged_struct, version, p);
		}
		if (has_tagged_long_flexible_version_subset) {
			size_t vsz = 0;
			vsz += 8;
			p = kw__put_uvarint(p, 9u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_i64(p, m->tagged_long_flexible_version_subset);
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 10u, UINT32_MAX);
	}
	return p;
}

int kw_simple_example_message_decode(struct kw_simple_example_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_simple_example_message_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "SimpleExampleMessage v%d", (int)version);
	return rc;
}

int kw_simple_example_message_encode(const struct kw_simple_example_message *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 2) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		/*
		 * The size pass checks what the write cannot; the write
		 * then fills exactly the bytes reserved.
		 */
		size_t n = size_message(m, version, w->pos, w->err);
		uint8_t *p;
		if (n - 1 < w->cap - w->pos) { /* 0 < n <= room */
			p = w->buf + w->pos;
			w->pos += n;
		} else {
			p = kw__encode_reserve(w, n);
		}
		if (p != NULL) {
			uint8_t *end = put_message(m, version, p);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "SimpleExampleMessage v%d", (int)version);
	return w->err->code;
}

size_t kw_simple_example_message_size(const struct kw_simple_example_message *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_simple_example_message_equal(const struct kw_simple_example_message *a, const struct kw_simple_example_message *b)
{
	return equal_message(a, b);
}
