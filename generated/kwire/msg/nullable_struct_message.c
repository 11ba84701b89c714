/* generated from schemas/clients/NullableStructMessage.json by kwire-gen, do not edit */
#include "kwire/msg/nullable_struct_message.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_my_struct(struct kw_nullable_struct_message_my_struct *s);
static int decode_my_struct(struct kw_nullable_struct_message_my_struct *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_my_struct(const struct kw_nullable_struct_message_my_struct *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_my_struct(const struct kw_nullable_struct_message_my_struct *m, int16_t version, uint8_t *p);
static bool equal_my_struct(const struct kw_nullable_struct_message_my_struct *a, const struct kw_nullable_struct_message_my_struct *b);
static void init_my_struct2(struct kw_nullable_struct_message_my_struct2 *s);
static int decode_my_struct2(struct kw_nullable_struct_message_my_struct2 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_my_struct2(const struct kw_nullable_struct_message_my_struct2 *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_my_struct2(const struct kw_nullable_struct_message_my_struct2 *m, int16_t version, uint8_t *p);
static bool equal_my_struct2(const struct kw_nullable_struct_message_my_struct2 *a, const struct kw_nullable_struct_message_my_struct2 *b);
static void init_my_struct3(struct kw_nullable_struct_message_my_struct3 *s);
static int decode_my_struct3(struct kw_nullable_struct_message_my_struct3 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_my_struct3(const struct kw_nullable_struct_message_my_struct3 *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_my_struct3(const struct kw_nullable_struct_message_my_struct3 *m, int16_t version, uint8_t *p);
static bool equal_my_struct3(const struct kw_nullable_struct_message_my_struct3 *a, const struct kw_nullable_struct_message_my_struct3 *b);
static void init_my_struct4(struct kw_nullable_struct_message_my_struct4 *s);
static int decode_my_struct4(struct kw_nullable_struct_message_my_struct4 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_my_struct4(const struct kw_nullable_struct_message_my_struct4 *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_my_struct4(const struct kw_nullable_struct_message_my_struct4 *m, int16_t version, uint8_t *p);
static bool equal_my_struct4(const struct kw_nullable_struct_message_my_struct4 *a, const struct kw_nullable_struct_message_my_struct4 *b);
static void init_message(struct kw_nullable_struct_message *s);
static int decode_message(struct kw_nullable_struct_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_nullable_struct_message *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_nullable_struct_message *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_nullable_struct_message *a, const struct kw_nullable_struct_message *b);

static void init_my_struct(struct kw_nullable_struct_message_my_struct *s)
{
	memset(s, 0, sizeof *s);
	s->my_string = (struct kw_str){ "", 0 };
}

void kw_nullable_struct_message_my_struct_init(struct kw_nullable_struct_message_my_struct *s)
{
	init_my_struct(s);
}

static bool equal_my_struct(const struct kw_nullable_struct_message_my_struct *a, const struct kw_nullable_struct_message_my_struct *b)
{
	if (!kw_str_equal(a->my_string, b->my_string))
		return false;
	if (a->my_int != b->my_int)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_my_struct(const struct kw_nullable_struct_message_my_struct *m)
{
	if (m->my_string.len != 0)
		return false;
	if (m->my_int != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_my_struct(struct kw_nullable_struct_message_my_struct *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->my_string, version >= 1, false))
		return kw__fail_field(in.r->err, "my_string");
	if (!kw__rd_i32(&in, &m->my_int))
		return kw__fail_field(in.r->err, "my_int");
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

static size_t size_my_struct(const struct kw_nullable_struct_message_my_struct *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->my_string.len < 0)
		return kw__size_fail_null(e, at + n, "my_string", version);
	if (m->my_string.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->my_string.len, "my_string");
	n += kw__size_string(m->my_string, version >= 1);
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

static uint8_t *put_my_struct(const struct kw_nullable_struct_message_my_struct *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->my_string, version >= 1);
	p = kw__put_i32(p, m->my_int);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_my_struct2(struct kw_nullable_struct_message_my_struct2 *s)
{
	memset(s, 0, sizeof *s);
	s->my_string = (struct kw_str){ "", 0 };
}

void kw_nullable_struct_message_my_struct2_init(struct kw_nullable_struct_message_my_struct2 *s)
{
	init_my_struct2(s);
}

static bool equal_my_struct2(const struct kw_nullable_struct_message_my_struct2 *a, const struct kw_nullable_struct_message_my_struct2 *b)
{
	if (!kw_str_equal(a->my_string, b->my_string))
		return false;
	if (a->my_int != b->my_int)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_my_struct2(const struct kw_nullable_struct_message_my_struct2 *m)
{
	if (m->my_string.len != 0)
		return false;
	if (m->my_int != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_my_struct2(struct kw_nullable_struct_message_my_struct2 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->my_string, version >= 1, false))
		return kw__fail_field(in.r->err, "my_string");
	if (!kw__rd_i32(&in, &m->my_int))
		return kw__fail_field(in.r->err, "my_int");
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

static size_t size_my_struct2(const struct kw_nullable_struct_message_my_struct2 *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->my_string.len < 0)
		return kw__size_fail_null(e, at + n, "my_string", version);
	if (m->my_string.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->my_string.len, "my_string");
	n += kw__size_string(m->my_string, version >= 1);
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

static uint8_t *put_my_struct2(const struct kw_nullable_struct_message_my_struct2 *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->my_string, version >= 1);
	p = kw__put_i32(p, m->my_int);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_my_struct3(struct kw_nullable_struct_message_my_struct3 *s)
{
	memset(s, 0, sizeof *s);
	s->my_string = (struct kw_str){ "", 0 };
}

void kw_nullable_struct_message_my_struct3_init(struct kw_nullable_struct_message_my_struct3 *s)
{
	init_my_struct3(s);
}

static bool equal_my_struct3(const struct kw_nullable_struct_message_my_struct3 *a, const struct kw_nullable_struct_message_my_struct3 *b)
{
	if (!kw_str_equal(a->my_string, b->my_string))
		return false;
	if (a->my_int != b->my_int)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_my_struct3(const struct kw_nullable_struct_message_my_struct3 *m)
{
	if (m->my_string.len != 0)
		return false;
	if (m->my_int != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_my_struct3(struct kw_nullable_struct_message_my_struct3 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->my_string, true, false))
		return kw__fail_field(in.r->err, "my_string");
	if (!kw__rd_i32(&in, &m->my_int))
		return kw__fail_field(in.r->err, "my_int");
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

static size_t size_my_struct3(const struct kw_nullable_struct_message_my_struct3 *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->my_string.len < 0)
		return kw__size_fail_null(e, at + n, "my_string", version);
	if (m->my_string.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->my_string.len, "my_string");
	n += kw__size_string(m->my_string, true);
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

static uint8_t *put_my_struct3(const struct kw_nullable_struct_message_my_struct3 *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->my_string, true);
	p = kw__put_i32(p, m->my_int);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_my_struct4(struct kw_nullable_struct_message_my_struct4 *s)
{
	memset(s, 0, sizeof *s);
	s->my_string = (struct kw_str){ "", 0 };
}

void kw_nullable_struct_message_my_struct4_init(struct kw_nullable_struct_message_my_struct4 *s)
{
	init_my_struct4(s);
}

static bool equal_my_struct4(const struct kw_nullable_struct_message_my_struct4 *a, const struct kw_nullable_struct_message_my_struct4 *b)
{
	if (!kw_str_equal(a->my_string, b->my_string))
		return false;
	if (a->my_int != b->my_int)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_my_struct4(const struct kw_nullable_struct_message_my_struct4 *m)
{
	if (m->my_string.len != 0)
		return false;
	if (m->my_int != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_my_struct4(struct kw_nullable_struct_message_my_struct4 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->my_string, true, false))
		return kw__fail_field(in.r->err, "my_string");
	if (!kw__rd_i32(&in, &m->my_int))
		return kw__fail_field(in.r->err, "my_int");
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

static size_t size_my_struct4(const struct kw_nullable_struct_message_my_struct4 *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->my_string.len < 0)
		return kw__size_fail_null(e, at + n, "my_string", version);
	if (m->my_string.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->my_string.len, "my_string");
	n += kw__size_string(m->my_string, true);
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

static uint8_t *put_my_struct4(const struct kw_nullable_struct_message_my_struct4 *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->my_string, true);
	p = kw__put_i32(p, m->my_int);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_nullable_struct_message *m)
{
	memset(m, 0, sizeof *m);
	init_my_struct2(&m->nullable_struct2);
	init_my_struct4(&m->nullable_struct4);
}

void kw_nullable_struct_message_init(struct kw_nullable_struct_message *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_nullable_struct_message *a, const struct kw_nullable_struct_message *b)
{
	if ((a->nullable_struct == NULL) != (b->nullable_struct == NULL))
		return false;
	if (a->nullable_struct && !equal_my_struct(a->nullable_struct, b->nullable_struct))
		return false;
	if (a->nullable_struct2_is_null != b->nullable_struct2_is_null)
		return false;
	if (!a->nullable_struct2_is_null && !equal_my_struct2(&a->nullable_struct2, &b->nullable_struct2))
		return false;
	if ((a->nullable_struct3 == NULL) != (b->nullable_struct3 == NULL))
		return false;
	if (a->nullable_struct3 && !equal_my_struct3(a->nullable_struct3, b->nullable_struct3))
		return false;
	if (a->nullable_struct4_is_null != b->nullable_struct4_is_null)
		return false;
	if (!a->nullable_struct4_is_null && !equal_my_struct4(&a->nullable_struct4, &b->nullable_struct4))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_nullable_struct_message *m)
{
	if (m->nullable_struct != NULL)
		return false;
	if ((m->nullable_struct2_is_null || !isdefault_my_struct2(&m->nullable_struct2)))
		return false;
	if (m->nullable_struct3 != NULL)
		return false;
	if ((m->nullable_struct4_is_null || !isdefault_my_struct4(&m->nullable_struct4)))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_nullable_struct_message *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_nullable_struct_message *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		{
			bool present = true;
			uint32_t mark;
			if (!kw__rd_uvarint(&in, &mark))
				return kw__fail_field(in.r->err, "nullable_struct3");
			present = mark != 0;
			m->nullable_struct3 = NULL;
			if (present) {
				m->nullable_struct3 = kw__alloc(a, sizeof *m->nullable_struct3);
				if (!m->nullable_struct3)
					return kw__nomem(&in, "nullable_struct3");
				{
					struct kw__cur t = in;
					if (decode_my_struct3(m->nullable_struct3, version, &t, a) < 0)
						return kw__fail_field(in.r->err, "nullable_struct3");
					in = t;
				}
			}
		}
		return 1;
	case 1:
		{
			bool present = true;
			uint32_t mark;
			if (!kw__rd_uvarint(&in, &mark))
				return kw__fail_field(in.r->err, "nullable_struct4");
			present = mark != 0;
			m->nullable_struct4_is_null = !present;
			if (!present) {
				init_my_struct4(&m->nullable_struct4);
			} else {
				{
					struct kw__cur t = in;
					if (decode_my_struct4(&m->nullable_struct4, version, &t, a) < 0)
						return kw__fail_field(in.r->err, "nullable_struct4");
					in = t;
				}
			}
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_nullable_struct_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		bool present = true;
		int8_t mark;
		if (!kw__rd_i8(&in, &mark))
			return kw__fail_field(in.r->err, "nullable_struct");
		present = mark >= 0;
		m->nullable_struct = NULL;
		if (present) {
			m->nullable_struct = kw__alloc(a, sizeof *m->nullable_struct);
			if (!m->nullable_struct)
				return kw__nomem(&in, "nullable_struct");
			{
				struct kw__cur t = in;
				if (decode_my_struct(m->nullable_struct, version, &t, a) < 0)
					return kw__fail_field(in.r->err, "nullable_struct");
				in = t;
			}
		}
	}
	{
		bool present = true;
		if (version >= 1) {
			int8_t mark;
			if (!kw__rd_i8(&in, &mark))
				return kw__fail_field(in.r->err, "nullable_struct2");
			present = mark >= 0;
		}
		m->nullable_struct2_is_null = !present;
		if (!present) {
			init_my_struct2(&m->nullable_struct2);
		} else {
			{
				struct kw__cur t = in;
				if (decode_my_struct2(&m->nullable_struct2, version, &t, a) < 0)
					return kw__fail_field(in.r->err, "nullable_struct2");
				in = t;
			}
		}
	}
	m->nullable_struct3 = NULL;
	init_my_struct4(&m->nullable_struct4);
	m->nullable_struct4_is_null = false;
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

static size_t size_message(const struct kw_nullable_struct_message *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 1;
	if (m->nullable_struct != NULL) {
		size_t k = size_my_struct(m->nullable_struct, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "nullable_struct");
		n += k;
	}
	if (m->nullable_struct2_is_null && !(version >= 1))
		return kw__size_fail_null(e, at + n, "nullable_struct2", version);
	n += (version >= 1) ? 1 : 0;
	if (!m->nullable_struct2_is_null) {
		size_t k = size_my_struct2(&m->nullable_struct2, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "nullable_struct2");
		n += k;
	}
	if (!(version >= 1) && m->nullable_struct3 != NULL)
		return kw__size_fail_nondefault(e, at + n, "nullable_struct3", version);
	if (!(version >= 1) && (m->nullable_struct4_is_null || !isdefault_my_struct4(&m->nullable_struct4)))
		return kw__size_fail_nondefault(e, at + n, "nullable_struct4", version);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_nullable_struct3 = m->nullable_struct3 != NULL;
		bool has_nullable_struct4 = (m->nullable_struct4_is_null || !isdefault_my_struct4(&m->nullable_struct4));
		if (has_nullable_struct3) {
			size_t vsz = 0;
			vsz += 1;
			if (m->nullable_struct3 != NULL) {
				size_t k = size_my_struct3(m->nullable_struct3, version, at + n + vsz, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_field(e, "nullable_struct3");
				vsz += k;
			}
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_nullable_struct4) {
			size_t vsz = 0;
			vsz += 1;
			if (!m->nullable_struct4_is_null) {
				size_t k = size_my_struct4(&m->nullable_struct4, version, at + n + vsz, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_field(e, "nullable_struct4");
				vsz += k;
			}
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *put_message(const struct kw_nullable_struct_message *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i8(p, (m->nullable_struct != NULL) ? 1 : -1);
	if (m->nullable_struct != NULL)
		p = put_my_struct(m->nullable_struct, version, p);
	if (version >= 1) {
		p = kw__put_i8(p, (!m->nullable_struct2_is_null) ? 1 : -1);
	}
	if (!m->nullable_struct2_is_null)
		p = put_my_struct2(&m->nullable_struct2, version, p);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_nullable_struct3 = m->nullable_struct3 != NULL;
		bool has_nullable_struct4 = (m->nullable_struct4_is_null || !isdefault_my_struct4(&m->nullable_struct4));
		uint32_t ntags = u->count;
		ntags += has_nullable_struct3;
		ntags += has_nullable_struct4;
		p = kw__put_uvarint(p, ntags);
		if (has_nullable_struct3) {
			size_t vsz = 0;
			vsz += 1;
			if (m->nullable_struct3 != NULL) {
				vsz += size_my_struct3(m->nullable_struct3, version, 0, NULL);
			}
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_uvarint(p, (m->nullable_struct3 != NULL) ? 1 : 0);
			if (m->nullable_struct3 != NULL)
				p = put_my_struct3(m->nullable_struct3, version, p);
		}
		if (has_nullable_struct4) {
			size_t vsz = 0;
			vsz += 1;
			if (!m->nullable_struct4_is_null) {
				vsz += size_my_struct4(&m->nullable_struct4, version, 0, NULL);
			}
			p = kw__put_uvarint(p, 1u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_uvarint(p, (!m->nullable_struct4_is_null) ? 1 : 0);
			if (!m->nullable_struct4_is_null)
				p = put_my_struct4(&m->nullable_struct4, version, p);
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 2u, UINT32_MAX);
	}
	return p;
}

int kw_nullable_struct_message_decode(struct kw_nullable_struct_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_nullable_struct_message_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "NullableStructMessage v%d", (int)version);
	return rc;
}

int kw_nullable_struct_message_encode(const struct kw_nullable_struct_message *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "NullableStructMessage v%d", (int)version);
	return w->err->code;
}

size_t kw_nullable_struct_message_size(const struct kw_nullable_struct_message *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_nullable_struct_message_equal(const struct kw_nullable_struct_message *a, const struct kw_nullable_struct_message *b)
{
	return equal_message(a, b);
}
