/* generated from schemas/clients/AlterUserScramCredentialsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/alter_user_scram_credentials_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_alter_user_scram_credentials_result(struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *s);
static int decode_alter_user_scram_credentials_result(struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_alter_user_scram_credentials_result(const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_alter_user_scram_credentials_result(const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *m, int16_t version, uint8_t *p);
static bool equal_alter_user_scram_credentials_result(const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *a, const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *b);
static void init_message(struct kw_alter_user_scram_credentials_response *s);
static int decode_message(struct kw_alter_user_scram_credentials_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_alter_user_scram_credentials_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_alter_user_scram_credentials_response *a, const struct kw_alter_user_scram_credentials_response *b);

static void init_alter_user_scram_credentials_result(struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *s)
{
	memset(s, 0, sizeof *s);
	s->user = (struct kw_str){ "", 0 };
	s->error_message = (struct kw_str){ "", 0 };
}

void kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result_init(struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *s)
{
	init_alter_user_scram_credentials_result(s);
}

static bool equal_alter_user_scram_credentials_result(const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *a, const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *b)
{
	if (!kw_str_equal(a->user, b->user))
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_alter_user_scram_credentials_result(const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *m)
{
	if (m->user.len != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_alter_user_scram_credentials_result(struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->user, true, false))
		return kw__fail_field(in.r->err, "user");
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (!kw__rd_string(&in, &m->error_message, true, true))
		return kw__fail_field(in.r->err, "error_message");
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

static inline __attribute__((always_inline)) size_t size_alter_user_scram_credentials_result(const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->user.len < 0)
		return kw__size_fail_null(e, at + n, "user", version);
	if (m->user.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->user.len, "user");
	n += kw__size_string(m->user, true);
	n += 2;
	if (m->error_message.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
	n += kw__size_string(m->error_message, true);
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

static inline __attribute__((always_inline)) uint8_t *put_alter_user_scram_credentials_result(const struct kw_alter_user_scram_credentials_response_alter_user_scram_credentials_result *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->user, true);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_alter_user_scram_credentials_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_alter_user_scram_credentials_response_init(struct kw_alter_user_scram_credentials_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_alter_user_scram_credentials_response *a, const struct kw_alter_user_scram_credentials_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->results_count != b->results_count)
		return false;
	for (int32_t i = 0; i < a->results_count; i++) {
		if (!equal_alter_user_scram_credentials_result(&a->results[i], &b->results[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_alter_user_scram_credentials_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->results_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_alter_user_scram_credentials_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->throttle_time_ms))
		return kw__fail_field(in.r->err, "throttle_time_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "results");
		m->results_count = n;
		m->results = NULL;
		if (n > 0) {
			m->results = kw__alloc(a, (size_t)n * sizeof *m->results);
			if (!m->results)
				return kw__nomem(&in, "results");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_alter_user_scram_credentials_result(&m->results[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "results");
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

static size_t size_message(const struct kw_alter_user_scram_credentials_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->results_count < 0)
		return kw__size_fail_null(e, at + n, "results", version);
	n += kw__size_array_len(m->results_count, true);
	for (int32_t i = 0; i < m->results_count; i++) {
		size_t k = size_alter_user_scram_credentials_result(&m->results[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "results");
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

static size_t size_shallow_message(const struct kw_alter_user_scram_credentials_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->results_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->results_count, true);
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

static uint8_t *fill_message(const struct kw_alter_user_scram_credentials_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_array_len(p, m->results_count, true);
	for (int32_t i = 0; i < m->results_count; i++) {
		size_t k = size_alter_user_scram_credentials_result(&m->results[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_alter_user_scram_credentials_result(&m->results[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_alter_user_scram_credentials_response_decode(struct kw_alter_user_scram_credentials_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_alter_user_scram_credentials_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "AlterUserScramCredentialsResponse v%d", (int)version);
	return rc;
}

int kw_alter_user_scram_credentials_response_encode(const struct kw_alter_user_scram_credentials_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "AlterUserScramCredentialsResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_alter_user_scram_credentials_response_size(const struct kw_alter_user_scram_credentials_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_alter_user_scram_credentials_response_equal(const struct kw_alter_user_scram_credentials_response *a, const struct kw_alter_user_scram_credentials_response *b)
{
	return equal_message(a, b);
}
