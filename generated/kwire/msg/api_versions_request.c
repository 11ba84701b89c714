/* generated from schemas/ApiVersionsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static int decode_message(struct kw_api_versions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_api_versions_request *m, int16_t version, struct kw_writer *w);
static size_t size_message(const struct kw_api_versions_request *m, int16_t version);
static bool equal_message(const struct kw_api_versions_request *a, const struct kw_api_versions_request *b);

void kw_api_versions_request_init(struct kw_api_versions_request *m)
{
	memset(m, 0, sizeof *m);
	m->client_software_name = (struct kw_str){ "", 0 };
	m->client_software_version = (struct kw_str){ "", 0 };
}

static bool equal_message(const struct kw_api_versions_request *a, const struct kw_api_versions_request *b)
{
	if (!kw_str_equal(a->client_software_name, b->client_software_name))
		return false;
	if (!kw_str_equal(a->client_software_version, b->client_software_version))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_api_versions_request *m)
{
	struct kw_api_versions_request d;
	kw_api_versions_request_init(&d);
	return equal_message(m, &d);
}

static int decode_message(struct kw_api_versions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_api_versions_request_init(m);
	if (version >= 3) {
		kw_reader_read_string(r, &m->client_software_name, true, false);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "client_software_name");
	}
	if (version >= 3) {
		kw_reader_read_string(r, &m->client_software_version, true, false);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "client_software_version");
	}
	if (version >= 3) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_api_versions_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (version >= 3) {
		if (m->client_software_name.len < 0)
			return kw__null_fail(w, "client_software_name", version);
		kw_writer_write_string(w, m->client_software_name, true);
		if (!kw_writer_ok(w))
			return kw__fail_field(w->err, "client_software_name");
	}
	if (version >= 3) {
		if (m->client_software_version.len < 0)
			return kw__null_fail(w, "client_software_version", version);
		kw_writer_write_string(w, m->client_software_version, true);
		if (!kw_writer_ok(w))
			return kw__fail_field(w->err, "client_software_version");
	}
	if (version >= 3) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_message(const struct kw_api_versions_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version >= 3) {
		n += kw_size_string(m->client_software_name, true);
	}
	if (version >= 3) {
		n += kw_size_string(m->client_software_version, true);
	}
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw_size_uvarint(ntags);
	}
	return n;
}

int kw_api_versions_request_decode(struct kw_api_versions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_api_versions_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ApiVersionsRequest v%d", (int)version);
	return rc;
}

int kw_api_versions_request_encode(const struct kw_api_versions_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 4)
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	else
		rc = encode_message(m, version, w);
	if (rc < 0)
		kw_error_set_context(w->err, "ApiVersionsRequest v%d", (int)version);
	return rc;
}

size_t kw_api_versions_request_size(const struct kw_api_versions_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_api_versions_request_equal(const struct kw_api_versions_request *a, const struct kw_api_versions_request *b)
{
	return equal_message(a, b);
}
