/* generated from schemas/clients/EnvelopeRequest.json by kwire-gen, do not edit */
#include "kwire/msg/envelope_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_envelope_request *s);
static int decode_message(struct kw_envelope_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_envelope_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_envelope_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_envelope_request *m, int16_t version);
static bool equal_message(const struct kw_envelope_request *a, const struct kw_envelope_request *b);

static void init_message(struct kw_envelope_request *m)
{
	memset(m, 0, sizeof *m);
	m->request_data = (struct kw_bytes){ (const uint8_t *)"", 0 };
	m->request_principal = (struct kw_bytes){ (const uint8_t *)"", 0 };
	m->client_host_address = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_envelope_request_init(struct kw_envelope_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_envelope_request *a, const struct kw_envelope_request *b)
{
	if (!kw_bytes_equal(a->request_data, b->request_data))
		return false;
	if (!kw_bytes_equal(a->request_principal, b->request_principal))
		return false;
	if (!kw_bytes_equal(a->client_host_address, b->client_host_address))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_envelope_request *m)
{
	if (m->request_data.len != 0)
		return false;
	if (m->request_principal.len != 0)
		return false;
	if (m->client_host_address.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_envelope_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_bytes(r, &m->request_data, true, false))
		return kw__fail_field(r->err, "request_data");
	if (!kw__rd_bytes(r, &m->request_principal, true, true))
		return kw__fail_field(r->err, "request_principal");
	if (!kw__rd_bytes(r, &m->client_host_address, true, false))
		return kw__fail_field(r->err, "client_host_address");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_envelope_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->request_data.len < 0)
		return kw__null_fail(w, "request_data", version);
	kw__wr_bytes(w, m->request_data, true);
	kw__wr_bytes(w, m->request_principal, true);
	if (m->client_host_address.len < 0)
		return kw__null_fail(w, "client_host_address", version);
	kw__wr_bytes(w, m->client_host_address, true);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_envelope_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->request_data.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->request_data, true)))
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->request_principal, true)))
		return NULL;
	if (m->client_host_address.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->client_host_address, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_envelope_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_bytes(m->request_data, true);
	n += kw__size_bytes(m->request_principal, true);
	n += kw__size_bytes(m->client_host_address, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_envelope_request_decode(struct kw_envelope_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_envelope_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "EnvelopeRequest v%d", (int)version);
	return rc;
}

int kw_envelope_request_encode(const struct kw_envelope_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 0) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
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
		kw_error_set_context(w->err, "EnvelopeRequest v%d", (int)version);
	return rc;
}

size_t kw_envelope_request_size(const struct kw_envelope_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_envelope_request_equal(const struct kw_envelope_request *a, const struct kw_envelope_request *b)
{
	return equal_message(a, b);
}
