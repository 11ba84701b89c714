/* generated from schemas/metadata/ClientQuotaRecord.json by kwire-gen, do not edit */
#include "kwire/msg/client_quota_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_entity_data(struct kw_client_quota_record_entity_data *s);
static int decode_entity_data(struct kw_client_quota_record_entity_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version, uint8_t *p);
static bool equal_entity_data(const struct kw_client_quota_record_entity_data *a, const struct kw_client_quota_record_entity_data *b);
static void init_message(struct kw_client_quota_record *s);
static int decode_message(struct kw_client_quota_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_client_quota_record *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_client_quota_record *a, const struct kw_client_quota_record *b);

static void init_entity_data(struct kw_client_quota_record_entity_data *s)
{
	memset(s, 0, sizeof *s);
	s->entity_type = (struct kw_str){ "", 0 };
	s->entity_name = (struct kw_str){ "", 0 };
}

void kw_client_quota_record_entity_data_init(struct kw_client_quota_record_entity_data *s)
{
	init_entity_data(s);
}

static bool equal_entity_data(const struct kw_client_quota_record_entity_data *a, const struct kw_client_quota_record_entity_data *b)
{
	if (!kw_str_equal(a->entity_type, b->entity_type))
		return false;
	if (!kw_str_equal(a->entity_name, b->entity_name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_entity_data(const struct kw_client_quota_record_entity_data *m)
{
	if (m->entity_type.len != 0)
		return false;
	if (m->entity_name.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_entity_data(struct kw_client_quota_record_entity_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->entity_type, true, false))
		return kw__fail_field(in.r->err, "entity_type");
	if (!kw__rd_string(&in, &m->entity_name, true, true))
		return kw__fail_field(in.r->err, "entity_name");
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

static inline __attribute__((always_inline)) size_t size_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->entity_type.len < 0)
		return kw__size_fail_null(e, at + n, "entity_type", version);
	if (m->entity_type.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->entity_type.len, "entity_type");
	n += kw__size_string(m->entity_type, true);
	if (m->entity_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->entity_name.len, "entity_name");
	n += kw__size_string(m->entity_name, true);
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

static inline __attribute__((always_inline)) uint8_t *put_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->entity_type, true);
	p = kw__put_string(p, m->entity_name, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_client_quota_record *m)
{
	memset(m, 0, sizeof *m);
	m->key = (struct kw_str){ "", 0 };
}

void kw_client_quota_record_init(struct kw_client_quota_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_client_quota_record *a, const struct kw_client_quota_record *b)
{
	if (a->entity_count != b->entity_count)
		return false;
	for (int32_t i = 0; i < a->entity_count; i++) {
		if (!equal_entity_data(&a->entity[i], &b->entity[i]))
			return false;
	}
	if (!kw_str_equal(a->key, b->key))
		return false;
	if (memcmp(&a->value, &b->value, sizeof a->value) != 0)
		return false;
	if (a->remove != b->remove)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_client_quota_record *m)
{
	if (m->entity_count != 0)
		return false;
	if (m->key.len != 0)
		return false;
	if (!(m->value == 0))
		return false;
	if (m->remove != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_client_quota_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 3))
			return kw__fail_field(in.r->err, "entity");
		m->entity_count = n;
		m->entity = NULL;
		if (n > 0) {
			m->entity = kw__alloc(a, (size_t)n * sizeof *m->entity);
			if (!m->entity)
				return kw__nomem(&in, "entity");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_entity_data(&m->entity[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "entity");
			}
			in = t;
		}
	}
	if (!kw__rd_string(&in, &m->key, true, false))
		return kw__fail_field(in.r->err, "key");
	if (kw__left(&in) >= 9) {
		const uint8_t *q = in.p;
		{
			uint64_t bits = kw__ld64(q + 0);
			memcpy(&m->value, &bits, sizeof bits);
		}
		m->remove = q[8] != 0;
		in.p += 9;
	} else {
		if (!kw__rd_f64(&in, &m->value))
			return kw__fail_field(in.r->err, "value");
		if (!kw__rd_bool(&in, &m->remove))
			return kw__fail_field(in.r->err, "remove");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_client_quota_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->entity_count < 0)
		return kw__size_fail_null(e, at + n, "entity", version);
	n += kw__size_array_len(m->entity_count, true);
	for (int32_t i = 0; i < m->entity_count; i++) {
		size_t k = size_entity_data(&m->entity[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "entity");
		n += k;
	}
	if (m->key.len < 0)
		return kw__size_fail_null(e, at + n, "key", version);
	if (m->key.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->key.len, "key");
	n += kw__size_string(m->key, true);
	n += 8;
	n += 1;
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

static size_t size_shallow_message(const struct kw_client_quota_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->entity_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->entity_count, true);
	if (m->key.len < 0)
		return kw__size_fail_null(e, at + n, "key", version);
	if (m->key.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->key.len, "key");
	n += kw__size_string(m->key, true);
	n += 8;
	n += 1;
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

static uint8_t *fill_message(const struct kw_client_quota_record *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->entity_count, true);
	for (int32_t i = 0; i < m->entity_count; i++) {
		size_t k = size_entity_data(&m->entity[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_entity_data(&m->entity[i], version, p);
	}
	p = kw__put_string(p, m->key, true);
	p = kw__put_f64(p, m->value);
	p = kw__put_bool(p, m->remove);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_client_quota_record_decode(struct kw_client_quota_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_client_quota_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ClientQuotaRecord v%d", (int)version);
	return rc;
}

int kw_client_quota_record_encode(const struct kw_client_quota_record *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
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
	kw_error_set_context(w->err, "ClientQuotaRecord v%d", (int)version);
	return w->err->code;
}

size_t kw_client_quota_record_size(const struct kw_client_quota_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_client_quota_record_equal(const struct kw_client_quota_record *a, const struct kw_client_quota_record *b)
{
	return equal_message(a, b);
}
