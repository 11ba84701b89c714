/* generated from schemas/clients/DefaultPrincipalData.json by kwire-gen, do not edit */
#include "kwire/msg/default_principal_data.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_default_principal_data *s);
static int decode_message(struct kw_default_principal_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_default_principal_data *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_default_principal_data *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_default_principal_data *a, const struct kw_default_principal_data *b);

static void init_message(struct kw_default_principal_data *m)
{
	memset(m, 0, sizeof *m);
	m->type = (struct kw_str){ "", 0 };
	m->name = (struct kw_str){ "", 0 };
}

void kw_default_principal_data_init(struct kw_default_principal_data *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_default_principal_data *a, const struct kw_default_principal_data *b)
{
	if (!kw_str_equal(a->type, b->type))
		return false;
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->token_authenticated != b->token_authenticated)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_default_principal_data *m)
{
	if (m->type.len != 0)
		return false;
	if (m->name.len != 0)
		return false;
	if (m->token_authenticated != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_default_principal_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->type, true, false))
		return kw__fail_field(in.r->err, "type");
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_bool(&in, &m->token_authenticated))
		return kw__fail_field(in.r->err, "token_authenticated");
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

static size_t size_message(const struct kw_default_principal_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->type.len < 0)
		return kw__size_fail_null(e, at + n, "type", version);
	if (m->type.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->type.len, "type");
	n += kw__size_string(m->type, true);
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

static uint8_t *put_message(const struct kw_default_principal_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->type, true);
	p = kw__put_string(p, m->name, true);
	p = kw__put_bool(p, m->token_authenticated);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_default_principal_data_decode(struct kw_default_principal_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_default_principal_data_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DefaultPrincipalData v%d", (int)version);
	return rc;
}

int kw_default_principal_data_encode(const struct kw_default_principal_data *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
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
	kw_error_set_context(w->err, "DefaultPrincipalData v%d", (int)version);
	return w->err->code;
}

size_t kw_default_principal_data_size(const struct kw_default_principal_data *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_default_principal_data_equal(const struct kw_default_principal_data *a, const struct kw_default_principal_data *b)
{
	return equal_message(a, b);
}
