/* generated from schemas/clients/CreateDelegationTokenRequest.json by kwire-gen, do not edit */
#include "kwire/msg/create_delegation_token_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_creatable_renewers(struct kw_create_delegation_token_request_creatable_renewers *s);
static inline __attribute__((always_inline)) int decode_creatable_renewers(struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version, uint8_t *p);
static bool equal_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *a, const struct kw_create_delegation_token_request_creatable_renewers *b);
static void init_message(struct kw_create_delegation_token_request *s);
static int decode_message(struct kw_create_delegation_token_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_create_delegation_token_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_create_delegation_token_request *a, const struct kw_create_delegation_token_request *b);

static void init_creatable_renewers(struct kw_create_delegation_token_request_creatable_renewers *s)
{
	memset(s, 0, sizeof *s);
	s->principal_type = (struct kw_str){ "", 0 };
	s->principal_name = (struct kw_str){ "", 0 };
}

void kw_create_delegation_token_request_creatable_renewers_init(struct kw_create_delegation_token_request_creatable_renewers *s)
{
	init_creatable_renewers(s);
}

static bool equal_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *a, const struct kw_create_delegation_token_request_creatable_renewers *b)
{
	if (!kw_str_equal(a->principal_type, b->principal_type))
		return false;
	if (!kw_str_equal(a->principal_name, b->principal_name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *m)
{
	if (m->principal_type.len != 0)
		return false;
	if (m->principal_name.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_creatable_renewers(struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->principal_type, version >= 2, false))
		return kw__fail_field(in.r->err, "principal_type");
	if (!kw__rd_string(&in, &m->principal_name, version >= 2, false))
		return kw__fail_field(in.r->err, "principal_name");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static inline __attribute__((always_inline)) size_t size_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->principal_type.len < 0)
		return kw__size_fail_null(e, at + n, "principal_type", version);
	if (m->principal_type.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal_type.len, "principal_type");
	n += kw__size_string(m->principal_type, version >= 2);
	if (m->principal_name.len < 0)
		return kw__size_fail_null(e, at + n, "principal_name", version);
	if (m->principal_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal_name.len, "principal_name");
	n += kw__size_string(m->principal_name, version >= 2);
	if (version >= 2) {
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

static inline __attribute__((always_inline)) uint8_t *put_creatable_renewers(const struct kw_create_delegation_token_request_creatable_renewers *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->principal_type, version >= 2);
	p = kw__put_string(p, m->principal_name, version >= 2);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_create_delegation_token_request *m)
{
	memset(m, 0, sizeof *m);
	m->owner_principal_type = (struct kw_str){ "", 0 };
	m->owner_principal_name = (struct kw_str){ "", 0 };
}

void kw_create_delegation_token_request_init(struct kw_create_delegation_token_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_create_delegation_token_request *a, const struct kw_create_delegation_token_request *b)
{
	if (!kw_str_equal(a->owner_principal_type, b->owner_principal_type))
		return false;
	if (!kw_str_equal(a->owner_principal_name, b->owner_principal_name))
		return false;
	if (a->renewers_count != b->renewers_count)
		return false;
	for (int32_t i = 0; i < a->renewers_count; i++) {
		if (!equal_creatable_renewers(&a->renewers[i], &b->renewers[i]))
			return false;
	}
	if (a->max_lifetime_ms != b->max_lifetime_ms)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_create_delegation_token_request *m)
{
	if (m->owner_principal_type.len != 0)
		return false;
	if (m->owner_principal_name.len != 0)
		return false;
	if (m->renewers_count != 0)
		return false;
	if (m->max_lifetime_ms != INT64_C(0))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_create_delegation_token_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 3) {
		if (!kw__rd_string(&in, &m->owner_principal_type, true, true))
			return kw__fail_field(in.r->err, "owner_principal_type");
	} else {
		m->owner_principal_type = (struct kw_str){ "", 0 };
	}
	if (version >= 3) {
		if (!kw__rd_string(&in, &m->owner_principal_name, true, true))
			return kw__fail_field(in.r->err, "owner_principal_name");
	} else {
		m->owner_principal_name = (struct kw_str){ "", 0 };
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 3))
			return kw__fail_field(in.r->err, "renewers");
		m->renewers_count = n;
		m->renewers = NULL;
		if (n > 0) {
			m->renewers = kw__alloc(a, (size_t)n * sizeof *m->renewers);
			if (!m->renewers)
				return kw__nomem(&in, "renewers");
			struct kw__cur t = in;
			if (version == 3) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_creatable_renewers(&m->renewers[i], 3, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "renewers");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_creatable_renewers(&m->renewers[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "renewers");
				}
			}
			in = t;
		}
	}
	if (!kw__rd_i64(&in, &m->max_lifetime_ms))
		return kw__fail_field(in.r->err, "max_lifetime_ms");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static size_t size_message(const struct kw_create_delegation_token_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 3) && m->owner_principal_type.len != 0)
		return kw__size_fail_nondefault(e, at + n, "owner_principal_type", version);
	if (version >= 3) {
		if (m->owner_principal_type.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->owner_principal_type.len, "owner_principal_type");
		n += kw__size_string(m->owner_principal_type, true);
	}
	if (!(version >= 3) && m->owner_principal_name.len != 0)
		return kw__size_fail_nondefault(e, at + n, "owner_principal_name", version);
	if (version >= 3) {
		if (m->owner_principal_name.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->owner_principal_name.len, "owner_principal_name");
		n += kw__size_string(m->owner_principal_name, true);
	}
	if (m->renewers_count < 0)
		return kw__size_fail_null(e, at + n, "renewers", version);
	n += kw__size_array_len(m->renewers_count, version >= 2);
	if (version == 3) {
		for (int32_t i = 0; i < m->renewers_count; i++) {
			size_t k = size_creatable_renewers(&m->renewers[i], 3, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "renewers");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->renewers_count; i++) {
			size_t k = size_creatable_renewers(&m->renewers[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "renewers");
			n += k;
		}
	}
	n += 8;
	if (version >= 2) {
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

static size_t size_shallow_message(const struct kw_create_delegation_token_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 3) && m->owner_principal_type.len != 0)
		return kw__size_fail_nondefault(e, at + n, "owner_principal_type", version);
	if (version >= 3) {
		if (m->owner_principal_type.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->owner_principal_type.len, "owner_principal_type");
		n += kw__size_string(m->owner_principal_type, true);
	}
	if (!(version >= 3) && m->owner_principal_name.len != 0)
		return kw__size_fail_nondefault(e, at + n, "owner_principal_name", version);
	if (version >= 3) {
		if (m->owner_principal_name.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->owner_principal_name.len, "owner_principal_name");
		n += kw__size_string(m->owner_principal_name, true);
	}
	if (m->renewers_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->renewers_count, version >= 2);
	n += 8;
	if (version >= 2) {
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

static uint8_t *fill_message(const struct kw_create_delegation_token_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 3) {
		p = kw__put_string(p, m->owner_principal_type, true);
	}
	if (version >= 3) {
		p = kw__put_string(p, m->owner_principal_name, true);
	}
	p = kw__put_array_len(p, m->renewers_count, version >= 2);
	for (int32_t i = 0; i < m->renewers_count; i++) {
		size_t k = size_creatable_renewers(&m->renewers[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_creatable_renewers(&m->renewers[i], version, p);
	}
	p = kw__put_i64(p, m->max_lifetime_ms);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_create_delegation_token_request_decode(struct kw_create_delegation_token_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_create_delegation_token_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "CreateDelegationTokenRequest v%d", (int)version);
	return rc;
}

int kw_create_delegation_token_request_encode(const struct kw_create_delegation_token_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 3) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 3)", (int)version);
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
	kw_error_set_context(w->err, "CreateDelegationTokenRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_create_delegation_token_request_size(const struct kw_create_delegation_token_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_create_delegation_token_request_equal(const struct kw_create_delegation_token_request *a, const struct kw_create_delegation_token_request *b)
{
	return equal_message(a, b);
}
