/* generated from schemas/clients/SaslHandshakeResponse.json by kwire-gen, do not edit */
#include "kwire/msg/sasl_handshake_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_sasl_handshake_response *s);
static int decode_message(struct kw_sasl_handshake_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_sasl_handshake_response *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_sasl_handshake_response *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_sasl_handshake_response *a, const struct kw_sasl_handshake_response *b);

static void init_message(struct kw_sasl_handshake_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_sasl_handshake_response_init(struct kw_sasl_handshake_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_sasl_handshake_response *a, const struct kw_sasl_handshake_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->mechanisms_count != b->mechanisms_count)
		return false;
	for (int32_t i = 0; i < a->mechanisms_count; i++) {
		if (!kw_str_equal(a->mechanisms[i], b->mechanisms[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_sasl_handshake_response *m)
{
	if (m->error_code != 0)
		return false;
	if (m->mechanisms_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_sasl_handshake_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, false, false, 2))
			return kw__fail_field(in.r->err, "mechanisms");
		m->mechanisms_count = n;
		m->mechanisms = NULL;
		if (n > 0) {
			m->mechanisms = kw__alloc(a, (size_t)n * sizeof *m->mechanisms);
			if (!m->mechanisms)
				return kw__nomem(&in, "mechanisms");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->mechanisms[i], false, false))
					return kw__fail_index(in.r->err, i, "mechanisms");
			}
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_sasl_handshake_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->mechanisms_count < 0)
		return kw__size_fail_null(e, at + n, "mechanisms", version);
	n += kw__size_array_len(m->mechanisms_count, false);
	for (int32_t i = 0; i < m->mechanisms_count; i++) {
		if (m->mechanisms[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "mechanisms", version);
		if (m->mechanisms[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->mechanisms[i].len, NULL);
			return kw__size_fail_index(e, i, "mechanisms");
		}
		n += kw__size_string(m->mechanisms[i], false);
	}
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static uint8_t *put_message(const struct kw_sasl_handshake_response *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_array_len(p, m->mechanisms_count, false);
	for (int32_t i = 0; i < m->mechanisms_count; i++)
		p = kw__put_string(p, m->mechanisms[i], false);
	return p;
}

int kw_sasl_handshake_response_decode(struct kw_sasl_handshake_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_sasl_handshake_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "SaslHandshakeResponse v%d", (int)version);
	return rc;
}

int kw_sasl_handshake_response_encode(const struct kw_sasl_handshake_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
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
	kw_error_set_context(w->err, "SaslHandshakeResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_sasl_handshake_response_size(const struct kw_sasl_handshake_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_sasl_handshake_response_equal(const struct kw_sasl_handshake_response *a, const struct kw_sasl_handshake_response *b)
{
	return equal_message(a, b);
}
