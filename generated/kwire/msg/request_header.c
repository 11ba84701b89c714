/* generated from schemas/clients/RequestHeader.json by kwire-gen, do not edit */
#include "kwire/msg/request_header.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_request_header *s);
static int decode_message(struct kw_request_header *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_request_header *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_request_header *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_request_header *a, const struct kw_request_header *b);

static void init_message(struct kw_request_header *m)
{
	memset(m, 0, sizeof *m);
	m->client_id = (struct kw_str){ "", 0 };
}

void kw_request_header_init(struct kw_request_header *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_request_header *a, const struct kw_request_header *b)
{
	if (a->request_api_key != b->request_api_key)
		return false;
	if (a->request_api_version != b->request_api_version)
		return false;
	if (a->correlation_id != b->correlation_id)
		return false;
	if (!kw_str_equal(a->client_id, b->client_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_request_header *m)
{
	if (m->request_api_key != 0)
		return false;
	if (m->request_api_version != 0)
		return false;
	if (m->correlation_id != 0)
		return false;
	if (m->client_id.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_request_header *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->request_api_key = (int16_t)kw__ld16(q + 0);
		m->request_api_version = (int16_t)kw__ld16(q + 2);
		m->correlation_id = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i16(&in, &m->request_api_key))
			return kw__fail_field(in.r->err, "request_api_key");
		if (!kw__rd_i16(&in, &m->request_api_version))
			return kw__fail_field(in.r->err, "request_api_version");
		if (!kw__rd_i32(&in, &m->correlation_id))
			return kw__fail_field(in.r->err, "correlation_id");
	}
	if (version >= 1) {
		if (!kw__rd_string(&in, &m->client_id, false, true))
			return kw__fail_field(in.r->err, "client_id");
	} else {
		m->client_id = (struct kw_str){ "", 0 };
	}
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

static size_t size_message(const struct kw_request_header *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 2;
	n += 4;
	if (version >= 1) {
		if (m->client_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->client_id.len, "client_id");
		n += kw__size_string(m->client_id, false);
	}
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

static uint8_t *put_message(const struct kw_request_header *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->request_api_key);
	p = kw__put_i16(p, m->request_api_version);
	p = kw__put_i32(p, m->correlation_id);
	if (version >= 1) {
		p = kw__put_string(p, m->client_id, false);
	}
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_request_header_decode(struct kw_request_header *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_request_header_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "RequestHeader v%d", (int)version);
	return rc;
}

int kw_request_header_encode(const struct kw_request_header *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "RequestHeader v%d", (int)version);
	return w->err->code;
}

size_t kw_request_header_size(const struct kw_request_header *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_request_header_equal(const struct kw_request_header *a, const struct kw_request_header *b)
{
	return equal_message(a, b);
}
