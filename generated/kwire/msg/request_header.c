/* generated from schemas/clients/RequestHeader.json by kwire-gen, do not edit */
#include "kwire/msg/request_header.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_request_header *s);
static int decode_message(struct kw_request_header *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_request_header *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_request_header *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_request_header *m, int16_t version);
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
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i16(r, &m->request_api_key))
		return kw__fail_field(r->err, "request_api_key");
	if (!kw__rd_i16(r, &m->request_api_version))
		return kw__fail_field(r->err, "request_api_version");
	if (!kw__rd_i32(r, &m->correlation_id))
		return kw__fail_field(r->err, "correlation_id");
	if (version >= 1) {
		if (!kw__rd_string(r, &m->client_id, false, true))
			return kw__fail_field(r->err, "client_id");
	}
	if (version >= 2) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_request_header *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->request_api_key);
	kw__wr_i16(w, m->request_api_version);
	kw__wr_i32(w, m->correlation_id);
	if (version >= 1) {
		if (!kw__wr_string(w, m->client_id, false))
			return kw__fail_field(w->err, "client_id");
	}
	if (version >= 2) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_request_header *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->request_api_key)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->request_api_version)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->correlation_id)))
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_string(p, end, m->client_id, false)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_request_header *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += 2;
	n += 4;
	if (version >= 1) {
		n += kw__size_string(m->client_id, false);
	}
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
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
	int rc;
	if (version < 0 || version > 2) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
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
		kw_error_set_context(w->err, "RequestHeader v%d", (int)version);
	return rc;
}

size_t kw_request_header_size(const struct kw_request_header *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_request_header_equal(const struct kw_request_header *a, const struct kw_request_header *b)
{
	return equal_message(a, b);
}
