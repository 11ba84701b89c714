/* generated from schemas/clients/SimpleArraysMessage.json by kwire-gen, do not edit */
#include "kwire/msg/simple_arrays_message.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_struct_array(struct kw_simple_arrays_message_struct_array *s);
static inline __attribute__((always_inline)) int decode_struct_array(struct kw_simple_arrays_message_struct_array *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_struct_array(const struct kw_simple_arrays_message_struct_array *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_struct_array(const struct kw_simple_arrays_message_struct_array *m, int16_t version, uint8_t *p);
static bool equal_struct_array(const struct kw_simple_arrays_message_struct_array *a, const struct kw_simple_arrays_message_struct_array *b);
static void init_message(struct kw_simple_arrays_message *s);
static int decode_message(struct kw_simple_arrays_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_simple_arrays_message *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_simple_arrays_message *a, const struct kw_simple_arrays_message *b);

static void init_struct_array(struct kw_simple_arrays_message_struct_array *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_simple_arrays_message_struct_array_init(struct kw_simple_arrays_message_struct_array *s)
{
	init_struct_array(s);
}

static bool equal_struct_array(const struct kw_simple_arrays_message_struct_array *a, const struct kw_simple_arrays_message_struct_array *b)
{
	if (a->color != b->color)
		return false;
	if (!kw_str_equal(a->name, b->name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_struct_array(const struct kw_simple_arrays_message_struct_array *m)
{
	if (m->color != 0)
		return false;
	if (m->name.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_struct_array(struct kw_simple_arrays_message_struct_array *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i8(&in, &m->color))
		return kw__fail_field(in.r->err, "color");
	if (version >= 2) {
		if (!kw__rd_string(&in, &m->name, true, false))
			return kw__fail_field(in.r->err, "name");
	} else {
		m->name = (struct kw_str){ "", 0 };
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

static inline __attribute__((always_inline)) size_t size_struct_array(const struct kw_simple_arrays_message_struct_array *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 1;
	if (!(version >= 2) && m->name.len != 0)
		return kw__size_fail_nondefault(e, at + n, "name", version);
	if (version >= 2) {
		if (m->name.len < 0)
			return kw__size_fail_null(e, at + n, "name", version);
		if (m->name.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->name.len, "name");
		n += kw__size_string(m->name, true);
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

static inline __attribute__((always_inline)) uint8_t *put_struct_array(const struct kw_simple_arrays_message_struct_array *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i8(p, m->color);
	if (version >= 2) {
		p = kw__put_string(p, m->name, true);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_simple_arrays_message *m)
{
	memset(m, 0, sizeof *m);
}

void kw_simple_arrays_message_init(struct kw_simple_arrays_message *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_simple_arrays_message *a, const struct kw_simple_arrays_message *b)
{
	if (a->goats_count != b->goats_count)
		return false;
	for (int32_t i = 0; i < a->goats_count; i++) {
		if (!equal_struct_array(&a->goats[i], &b->goats[i]))
			return false;
	}
	if (a->sheep_count != b->sheep_count)
		return false;
	for (int32_t i = 0; i < a->sheep_count; i++) {
		if (a->sheep[i] != b->sheep[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_simple_arrays_message *m)
{
	if (m->goats_count != 0)
		return false;
	if (m->sheep_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_simple_arrays_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 1) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 2))
				return kw__fail_field(in.r->err, "goats");
			m->goats_count = n;
			m->goats = NULL;
			if (n > 0) {
				m->goats = kw__alloc(a, (size_t)n * sizeof *m->goats);
				if (!m->goats)
					return kw__nomem(&in, "goats");
				struct kw__cur t = in;
				if (version == 2) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_struct_array(&m->goats[i], 2, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "goats");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_struct_array(&m->goats[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "goats");
					}
				}
				in = t;
			}
		}
	} else {
		m->goats = NULL;
		m->goats_count = 0;
	}
	if (!kw__rd_i32_array(&in, a, &m->sheep, &m->sheep_count, version >= 1, false))
		return kw__fail_field(in.r->err, "sheep");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_simple_arrays_message *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 1) && m->goats_count != 0)
		return kw__size_fail_nondefault(e, at + n, "goats", version);
	if (version >= 1) {
		if (m->goats_count < 0)
			return kw__size_fail_null(e, at + n, "goats", version);
		n += kw__size_array_len(m->goats_count, true);
		if (version == 2) {
			for (int32_t i = 0; i < m->goats_count; i++) {
				size_t k = size_struct_array(&m->goats[i], 2, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "goats");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->goats_count; i++) {
				size_t k = size_struct_array(&m->goats[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "goats");
				n += k;
			}
		}
	}
	if (KW__LIKELY((version >= 1) && (uint32_t)m->sheep_count < 127u)) {
		n += 1 + (size_t)m->sheep_count * 4;
	} else {
		if (m->sheep_count < 0)
			return kw__size_fail_null(e, at + n, "sheep", version);
		n += kw__size_array_len(m->sheep_count, version >= 1) + (size_t)m->sheep_count * 4;
	}
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

static size_t size_shallow_message(const struct kw_simple_arrays_message *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 1) && m->goats_count != 0)
		return kw__size_fail_nondefault(e, at + n, "goats", version);
	if (version >= 1) {
		if (m->goats_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->goats_count, true);
	}
	if (KW__LIKELY((version >= 1) && (uint32_t)m->sheep_count < 127u)) {
		n += 1 + (size_t)m->sheep_count * 4;
	} else {
		if (m->sheep_count < 0)
			return kw__size_fail_null(e, at + n, "sheep", version);
		n += kw__size_array_len(m->sheep_count, version >= 1) + (size_t)m->sheep_count * 4;
	}
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

static uint8_t *fill_message(const struct kw_simple_arrays_message *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 1) {
		p = kw__put_array_len(p, m->goats_count, true);
		for (int32_t i = 0; i < m->goats_count; i++) {
			size_t k = size_struct_array(&m->goats[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_struct_array(&m->goats[i], version, p);
		}
	}
	p = kw__put_array_len(p, m->sheep_count, version >= 1);
	if (m->sheep_count > 0)
		p = kw__put_i32_array(p, m->sheep, m->sheep_count);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_simple_arrays_message_decode(struct kw_simple_arrays_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_simple_arrays_message_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "SimpleArraysMessage v%d", (int)version);
	return rc;
}

int kw_simple_arrays_message_encode(const struct kw_simple_arrays_message *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 2) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		/*
		 * Fast path: straight into the room the writer has, each
		 * element of the top-level struct arrays sized (and
		 * checked) just before it is written, while it is in
		 * cache. An error or too little room takes the size pass
		 * below, which reports it or reserves the room.
		 */
		if (w->buf != NULL) {
			uint8_t *p = w->buf + w->pos;
			uint8_t *end = fill_message(m, version, p, w->cap - w->pos);
			if (end != NULL) {
				w->pos += (size_t)(end - p);
				return 0;
			}
		}
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
			uint8_t *end = fill_message(m, version, p, n);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "SimpleArraysMessage v%d", (int)version);
	return w->err->code;
}

size_t kw_simple_arrays_message_size(const struct kw_simple_arrays_message *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_simple_arrays_message_equal(const struct kw_simple_arrays_message *a, const struct kw_simple_arrays_message *b)
{
	return equal_message(a, b);
}
