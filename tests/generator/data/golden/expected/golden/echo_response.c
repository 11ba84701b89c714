/* generated from golden/EchoResponse.json by kwire-gen, do not edit */
#include "golden/echo_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct golden_echo_response *s);
static int decode_message(struct golden_echo_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct golden_echo_response *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct golden_echo_response *m, int16_t version, uint8_t *p);
static bool equal_message(const struct golden_echo_response *a, const struct golden_echo_response *b);

static void init_message(struct golden_echo_response *m)
{
	memset(m, 0, sizeof *m);
}

void golden_echo_response_init(struct golden_echo_response *m)
{
	init_message(m);
}

static bool equal_message(const struct golden_echo_response *a, const struct golden_echo_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->keys_count != b->keys_count)
		return false;
	for (int32_t i = 0; i < a->keys_count; i++) {
		if (a->keys[i] != b->keys[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct golden_echo_response *m)
{
	if (m->error_code != 0)
		return false;
	if (m->keys_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct golden_echo_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (!kw__rd_i16_array(&in, a, &m->keys, &m->keys_count, version >= 2, false))
		return kw__fail_field(in.r->err, "keys");
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

static size_t size_message(const struct golden_echo_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (KW__LIKELY((version >= 2) && (uint32_t)m->keys_count < 127u)) {
		n += 1 + (size_t)m->keys_count * 2;
	} else {
		if (m->keys_count < 0)
			return kw__size_fail_null(e, at + n, "keys", version);
		n += kw__size_array_len(m->keys_count, version >= 2) + (size_t)m->keys_count * 2;
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

static uint8_t *put_message(const struct golden_echo_response *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_array_len(p, m->keys_count, version >= 2);
	if (m->keys_count > 0)
		p = kw__put_i16_array(p, m->keys, m->keys_count);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int golden_echo_response_decode(struct golden_echo_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		golden_echo_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "EchoResponse v%d", (int)version);
	return rc;
}

int golden_echo_response_encode(const struct golden_echo_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "EchoResponse v%d", (int)version);
	return w->err->code;
}

size_t golden_echo_response_size(const struct golden_echo_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool golden_echo_response_equal(const struct golden_echo_response *a, const struct golden_echo_response *b)
{
	return equal_message(a, b);
}
