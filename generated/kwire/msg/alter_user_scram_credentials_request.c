/* generated from schemas/clients/AlterUserScramCredentialsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/alter_user_scram_credentials_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_scram_credential_deletion(struct kw_alter_user_scram_credentials_request_scram_credential_deletion *s);
static int decode_scram_credential_deletion(struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version, uint8_t *p);
static bool equal_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *a, const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *b);
static void init_scram_credential_upsertion(struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *s);
static int decode_scram_credential_upsertion(struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version, uint8_t *p);
static bool equal_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *a, const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *b);
static void init_message(struct kw_alter_user_scram_credentials_request *s);
static int decode_message(struct kw_alter_user_scram_credentials_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_alter_user_scram_credentials_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_alter_user_scram_credentials_request *a, const struct kw_alter_user_scram_credentials_request *b);

static void init_scram_credential_deletion(struct kw_alter_user_scram_credentials_request_scram_credential_deletion *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_alter_user_scram_credentials_request_scram_credential_deletion_init(struct kw_alter_user_scram_credentials_request_scram_credential_deletion *s)
{
	init_scram_credential_deletion(s);
}

static bool equal_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *a, const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->mechanism != b->mechanism)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m)
{
	if (m->name.len != 0)
		return false;
	if (m->mechanism != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_scram_credential_deletion(struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_i8(&in, &m->mechanism))
		return kw__fail_field(in.r->err, "mechanism");
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

static inline __attribute__((always_inline)) size_t size_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->name.len < 0)
		return kw__size_fail_null(e, at + n, "name", version);
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, true);
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

static inline __attribute__((always_inline)) uint8_t *put_scram_credential_deletion(const struct kw_alter_user_scram_credentials_request_scram_credential_deletion *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_i8(p, m->mechanism);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_scram_credential_upsertion(struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->salt = (struct kw_bytes){ (const uint8_t *)"", 0 };
	s->salted_password = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_alter_user_scram_credentials_request_scram_credential_upsertion_init(struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *s)
{
	init_scram_credential_upsertion(s);
}

static bool equal_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *a, const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->mechanism != b->mechanism)
		return false;
	if (a->iterations != b->iterations)
		return false;
	if (!kw_bytes_equal(a->salt, b->salt))
		return false;
	if (!kw_bytes_equal(a->salted_password, b->salted_password))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m)
{
	if (m->name.len != 0)
		return false;
	if (m->mechanism != 0)
		return false;
	if (m->iterations != 0)
		return false;
	if (m->salt.len != 0)
		return false;
	if (m->salted_password.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_scram_credential_upsertion(struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (kw__left(&in) >= 5) {
		const uint8_t *q = in.p;
		m->mechanism = (int8_t)q[0];
		m->iterations = (int32_t)kw__ld32(q + 1);
		in.p += 5;
	} else {
		if (!kw__rd_i8(&in, &m->mechanism))
			return kw__fail_field(in.r->err, "mechanism");
		if (!kw__rd_i32(&in, &m->iterations))
			return kw__fail_field(in.r->err, "iterations");
	}
	if (!kw__rd_bytes(&in, &m->salt, true, false))
		return kw__fail_field(in.r->err, "salt");
	if (!kw__rd_bytes(&in, &m->salted_password, true, false))
		return kw__fail_field(in.r->err, "salted_password");
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

static inline __attribute__((always_inline)) size_t size_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->name.len < 0)
		return kw__size_fail_null(e, at + n, "name", version);
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, true);
	n += 1;
	n += 4;
	if (m->salt.len < 0)
		return kw__size_fail_null(e, at + n, "salt", version);
	n += kw__size_bytes(m->salt, true);
	if (m->salted_password.len < 0)
		return kw__size_fail_null(e, at + n, "salted_password", version);
	n += kw__size_bytes(m->salted_password, true);
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

static inline __attribute__((always_inline)) uint8_t *put_scram_credential_upsertion(const struct kw_alter_user_scram_credentials_request_scram_credential_upsertion *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_i8(p, m->mechanism);
	p = kw__put_i32(p, m->iterations);
	p = kw__put_bytes(p, m->salt, true);
	p = kw__put_bytes(p, m->salted_password, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_alter_user_scram_credentials_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_alter_user_scram_credentials_request_init(struct kw_alter_user_scram_credentials_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_alter_user_scram_credentials_request *a, const struct kw_alter_user_scram_credentials_request *b)
{
	if (a->deletions_count != b->deletions_count)
		return false;
	for (int32_t i = 0; i < a->deletions_count; i++) {
		if (!equal_scram_credential_deletion(&a->deletions[i], &b->deletions[i]))
			return false;
	}
	if (a->upsertions_count != b->upsertions_count)
		return false;
	for (int32_t i = 0; i < a->upsertions_count; i++) {
		if (!equal_scram_credential_upsertion(&a->upsertions[i], &b->upsertions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_alter_user_scram_credentials_request *m)
{
	if (m->deletions_count != 0)
		return false;
	if (m->upsertions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_alter_user_scram_credentials_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 3))
			return kw__fail_field(in.r->err, "deletions");
		m->deletions_count = n;
		m->deletions = NULL;
		if (n > 0) {
			m->deletions = kw__alloc(a, (size_t)n * sizeof *m->deletions);
			if (!m->deletions)
				return kw__nomem(&in, "deletions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_scram_credential_deletion(&m->deletions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "deletions");
			}
			in = t;
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 9))
			return kw__fail_field(in.r->err, "upsertions");
		m->upsertions_count = n;
		m->upsertions = NULL;
		if (n > 0) {
			m->upsertions = kw__alloc(a, (size_t)n * sizeof *m->upsertions);
			if (!m->upsertions)
				return kw__nomem(&in, "upsertions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_scram_credential_upsertion(&m->upsertions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "upsertions");
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
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_alter_user_scram_credentials_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->deletions_count < 0)
		return kw__size_fail_null(e, at + n, "deletions", version);
	n += kw__size_array_len(m->deletions_count, true);
	for (int32_t i = 0; i < m->deletions_count; i++) {
		size_t k = size_scram_credential_deletion(&m->deletions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "deletions");
		n += k;
	}
	if (m->upsertions_count < 0)
		return kw__size_fail_null(e, at + n, "upsertions", version);
	n += kw__size_array_len(m->upsertions_count, true);
	for (int32_t i = 0; i < m->upsertions_count; i++) {
		size_t k = size_scram_credential_upsertion(&m->upsertions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "upsertions");
		n += k;
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

static size_t size_shallow_message(const struct kw_alter_user_scram_credentials_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->deletions_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->deletions_count, true);
	if (m->upsertions_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->upsertions_count, true);
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

static uint8_t *fill_message(const struct kw_alter_user_scram_credentials_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->deletions_count, true);
	for (int32_t i = 0; i < m->deletions_count; i++) {
		size_t k = size_scram_credential_deletion(&m->deletions[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_scram_credential_deletion(&m->deletions[i], version, p);
	}
	p = kw__put_array_len(p, m->upsertions_count, true);
	for (int32_t i = 0; i < m->upsertions_count; i++) {
		size_t k = size_scram_credential_upsertion(&m->upsertions[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_scram_credential_upsertion(&m->upsertions[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_alter_user_scram_credentials_request_decode(struct kw_alter_user_scram_credentials_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_alter_user_scram_credentials_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "AlterUserScramCredentialsRequest v%d", (int)version);
	return rc;
}

int kw_alter_user_scram_credentials_request_encode(const struct kw_alter_user_scram_credentials_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "AlterUserScramCredentialsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_alter_user_scram_credentials_request_size(const struct kw_alter_user_scram_credentials_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_alter_user_scram_credentials_request_equal(const struct kw_alter_user_scram_credentials_request *a, const struct kw_alter_user_scram_credentials_request *b)
{
	return equal_message(a, b);
}
