/* generated from schemas/clients/SaslHandshakeResponse.json by kwire-gen, do not edit */
#include "kwire/msg/sasl_handshake_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_sasl_handshake_response *s);
static int decode_message(struct kw_sasl_handshake_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_sasl_handshake_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_sasl_handshake_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_sasl_handshake_response *m, int16_t version);
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
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, false, false, 2))
			return kw__fail_field(r->err, "mechanisms");
		m->mechanisms_count = n;
		m->mechanisms = NULL;
		if (n > 0) {
			m->mechanisms = kw__alloc(a, (size_t)n * sizeof *m->mechanisms);
			if (!m->mechanisms)
				return kw__nomem(r, "mechanisms");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(r, &m->mechanisms[i], false, false))
					return kw__fail_index(r->err, i, "mechanisms");
			}
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_sasl_handshake_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->error_code);
	if (m->mechanisms_count < 0)
		return kw__null_fail(w, "mechanisms", version);
	kw__wr_array_len(w, m->mechanisms_count, false);
	for (int32_t i = 0; i < m->mechanisms_count; i++) {
		if (m->mechanisms[i].len < 0) {
			kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
			return kw__fail_index(w->err, i, "mechanisms");
		}
		if (!kw__wr_string(w, m->mechanisms[i], false))
			return kw__fail_index(w->err, i, "mechanisms");
	}
	if (m->unknown_tagged_fields.count)
		return kw__tags_not_flexible(w, version);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_sasl_handshake_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (m->mechanisms_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->mechanisms_count, false)))
		return NULL;
	for (int32_t i = 0; i < m->mechanisms_count; i++) {
		if (m->mechanisms[i].len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->mechanisms[i], false)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	return p;
}

static size_t size_message(const struct kw_sasl_handshake_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += kw__size_array_len(m->mechanisms_count, false);
	for (int32_t i = 0; i < m->mechanisms_count; i++)
		n += kw__size_string(m->mechanisms[i], false);
	return n;
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
	int rc;
	if (version < 0 || version > 1) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		/*
		 * First through a local cursor (a growable writer is grown
		 * to the size first); if that cannot finish, the checked
		 * encoder starts over from the same position, and grows
		 * the buffer or reports the error.
		 */
		uint8_t *end = NULL;
		if (w->growable && kw_writer_ok(w)) {
			size_t need = size_message(m, version);
			if (kw_writer_reserve(w, need) != NULL)
				w->pos -= need;
		}
		if (kw_writer_ok(w) && w->buf != NULL)
			end = put_message(m, version, w->buf + w->pos, w->buf + w->cap);
		if (end != NULL) {
			w->pos = (size_t)(end - w->buf);
			rc = 0;
		} else {
			rc = encode_message(m, version, w);
		}
	}
	if (rc < 0)
		kw_error_set_context(w->err, "SaslHandshakeResponse v%d", (int)version);
	return rc;
}

size_t kw_sasl_handshake_response_size(const struct kw_sasl_handshake_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_sasl_handshake_response_equal(const struct kw_sasl_handshake_response *a, const struct kw_sasl_handshake_response *b)
{
	return equal_message(a, b);
}
