/* generated from schemas/clients/DescribeAclsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_acls_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_describe_acls_request *s);
static int decode_message(struct kw_describe_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_acls_request *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_describe_acls_request *m, int16_t version, uint8_t *p);
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
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i8(&in, &m->resource_type_filter))
		return kw__fail_field(in.r->err, "resource_type_filter");
	if (!kw__rd_string(&in, &m->resource_name_filter, version >= 2, true))
		return kw__fail_field(in.r->err, "resource_name_filter");
	if (version >= 1) {
		if (!kw__rd_i8(&in, &m->pattern_type_filter))
			return kw__fail_field(in.r->err, "pattern_type_filter");
	} else {
		m->pattern_type_filter = 3;
	}
	if (!kw__rd_string(&in, &m->principal_filter, version >= 2, true))
		return kw__fail_field(in.r->err, "principal_filter");
	if (!kw__rd_string(&in, &m->host_filter, version >= 2, true))
		return kw__fail_field(in.r->err, "host_filter");
	if (kw__left(&in) >= 2) {
		const uint8_t *q = in.p;
		m->operation = (int8_t)q[0];
		m->permission_type = (int8_t)q[1];
		in.p += 2;
	} else {
		if (!kw__rd_i8(&in, &m->operation))
			return kw__fail_field(in.r->err, "operation");
		if (!kw__rd_i8(&in, &m->permission_type))
			return kw__fail_field(in.r->err, "permission_type");
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

static size_t size_message(const struct kw_describe_acls_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 1;
	if (m->resource_name_filter.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->resource_name_filter.len, "resource_name_filter");
	n += kw__size_string(m->resource_name_filter, version >= 2);
	if (!(version >= 1) && m->pattern_type_filter != 3)
		return kw__size_fail_nondefault(e, at + n, "pattern_type_filter", version);
	if (version >= 1) {
		n += 1;
	}
	if (m->principal_filter.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal_filter.len, "principal_filter");
	n += kw__size_string(m->principal_filter, version >= 2);
	if (m->host_filter.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host_filter.len, "host_filter");
	n += kw__size_string(m->host_filter, version >= 2);
	n += 1;
	n += 1;
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

static uint8_t *put_message(const struct kw_describe_acls_request *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i8(p, m->resource_type_filter);
	p = kw__put_string(p, m->resource_name_filter, version >= 2);
	if (version >= 1) {
		p = kw__put_i8(p, m->pattern_type_filter);
	}
	p = kw__put_string(p, m->principal_filter, version >= 2);
	p = kw__put_string(p, m->host_filter, version >= 2);
	p = kw__put_i8(p, m->operation);
	p = kw__put_i8(p, m->permission_type);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
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
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 3) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 3)", (int)version);
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
	kw_error_set_context(w->err, "DescribeAclsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_acls_request_size(const struct kw_describe_acls_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_acls_request_equal(const struct kw_describe_acls_request *a, const struct kw_describe_acls_request *b)
{
	return equal_message(a, b);
}
