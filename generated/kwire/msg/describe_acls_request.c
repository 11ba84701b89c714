/* generated from schemas/clients/DescribeAclsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_acls_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_describe_acls_request *s);
static int decode_message(struct kw_describe_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_acls_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_acls_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_acls_request *m, int16_t version);
static bool equal_message(const struct kw_describe_acls_request *a, const struct kw_describe_acls_request *b);

static void init_message(struct kw_describe_acls_request *m)
{
	memset(m, 0, sizeof *m);
	m->resource_name_filter = (struct kw_str){ "", 0 };
	m->pattern_type_filter = 3;
	m->principal_filter = (struct kw_str){ "", 0 };
	m->host_filter = (struct kw_str){ "", 0 };
}

void kw_describe_acls_request_init(struct kw_describe_acls_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_acls_request *a, const struct kw_describe_acls_request *b)
{
	if (a->resource_type_filter != b->resource_type_filter)
		return false;
	if (!kw_str_equal(a->resource_name_filter, b->resource_name_filter))
		return false;
	if (a->pattern_type_filter != b->pattern_type_filter)
		return false;
	if (!kw_str_equal(a->principal_filter, b->principal_filter))
		return false;
	if (!kw_str_equal(a->host_filter, b->host_filter))
		return false;
	if (a->operation != b->operation)
		return false;
	if (a->permission_type != b->permission_type)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_acls_request *m)
{
	if (m->resource_type_filter != 0)
		return false;
	if (m->resource_name_filter.len != 0)
		return false;
	if (m->pattern_type_filter != 3)
		return false;
	if (m->principal_filter.len != 0)
		return false;
	if (m->host_filter.len != 0)
		return false;
	if (m->operation != 0)
		return false;
	if (m->permission_type != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i8(r, &m->resource_type_filter))
		return kw__fail_field(r->err, "resource_type_filter");
	if (!kw__rd_string(r, &m->resource_name_filter, version >= 2, true))
		return kw__fail_field(r->err, "resource_name_filter");
	if (version >= 1) {
		if (!kw__rd_i8(r, &m->pattern_type_filter))
			return kw__fail_field(r->err, "pattern_type_filter");
	}
	if (!kw__rd_string(r, &m->principal_filter, version >= 2, true))
		return kw__fail_field(r->err, "principal_filter");
	if (!kw__rd_string(r, &m->host_filter, version >= 2, true))
		return kw__fail_field(r->err, "host_filter");
	if (!kw__rd_i8(r, &m->operation))
		return kw__fail_field(r->err, "operation");
	if (!kw__rd_i8(r, &m->permission_type))
		return kw__fail_field(r->err, "permission_type");
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

static int encode_message(const struct kw_describe_acls_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i8(w, m->resource_type_filter);
	if (!kw__wr_string(w, m->resource_name_filter, version >= 2))
		return kw__fail_field(w->err, "resource_name_filter");
	if (!(version >= 1) && m->pattern_type_filter != 3)
		return kw__nondefault_fail(w, "pattern_type_filter", version);
	if (version >= 1) {
		kw__wr_i8(w, m->pattern_type_filter);
	}
	if (!kw__wr_string(w, m->principal_filter, version >= 2))
		return kw__fail_field(w->err, "principal_filter");
	if (!kw__wr_string(w, m->host_filter, version >= 2))
		return kw__fail_field(w->err, "host_filter");
	kw__wr_i8(w, m->operation);
	kw__wr_i8(w, m->permission_type);
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_acls_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i8(p, end, m->resource_type_filter)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->resource_name_filter, version >= 2)))
		return NULL;
	if (!(version >= 1) && m->pattern_type_filter != 3)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_i8(p, end, m->pattern_type_filter)))
			return NULL;
	}
	if (!(p = kw__put_string(p, end, m->principal_filter, version >= 2)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->host_filter, version >= 2)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->operation)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->permission_type)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_describe_acls_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 1;
	n += kw__size_string(m->resource_name_filter, version >= 2);
	if (version >= 1) {
		n += 1;
	}
	n += kw__size_string(m->principal_filter, version >= 2);
	n += kw__size_string(m->host_filter, version >= 2);
	n += 1;
	n += 1;
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_describe_acls_request_decode(struct kw_describe_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_describe_acls_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeAclsRequest v%d", (int)version);
	return rc;
}

int kw_describe_acls_request_encode(const struct kw_describe_acls_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 3) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
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
		kw_error_set_context(w->err, "DescribeAclsRequest v%d", (int)version);
	return rc;
}

size_t kw_describe_acls_request_size(const struct kw_describe_acls_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_acls_request_equal(const struct kw_describe_acls_request *a, const struct kw_describe_acls_request *b)
{
	return equal_message(a, b);
}
