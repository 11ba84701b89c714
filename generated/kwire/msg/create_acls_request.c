/* generated from schemas/clients/CreateAclsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/create_acls_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_acl_creation(struct kw_create_acls_request_acl_creation *s);
static int decode_acl_creation(struct kw_create_acls_request_acl_creation *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_acl_creation(const struct kw_create_acls_request_acl_creation *m, int16_t version, struct kw_writer *w);
static uint8_t *put_acl_creation(const struct kw_create_acls_request_acl_creation *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_acl_creation(const struct kw_create_acls_request_acl_creation *m, int16_t version);
static bool equal_acl_creation(const struct kw_create_acls_request_acl_creation *a, const struct kw_create_acls_request_acl_creation *b);
static void init_message(struct kw_create_acls_request *s);
static int decode_message(struct kw_create_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_create_acls_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_create_acls_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_create_acls_request *m, int16_t version);
static bool equal_message(const struct kw_create_acls_request *a, const struct kw_create_acls_request *b);

static void init_acl_creation(struct kw_create_acls_request_acl_creation *s)
{
	memset(s, 0, sizeof *s);
	s->resource_name = (struct kw_str){ "", 0 };
	s->resource_pattern_type = 3;
	s->principal = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

void kw_create_acls_request_acl_creation_init(struct kw_create_acls_request_acl_creation *s)
{
	init_acl_creation(s);
}

static bool equal_acl_creation(const struct kw_create_acls_request_acl_creation *a, const struct kw_create_acls_request_acl_creation *b)
{
	if (a->resource_type != b->resource_type)
		return false;
	if (!kw_str_equal(a->resource_name, b->resource_name))
		return false;
	if (a->resource_pattern_type != b->resource_pattern_type)
		return false;
	if (!kw_str_equal(a->principal, b->principal))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->operation != b->operation)
		return false;
	if (a->permission_type != b->permission_type)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_acl_creation(const struct kw_create_acls_request_acl_creation *m)
{
	if (m->resource_type != 0)
		return false;
	if (m->resource_name.len != 0)
		return false;
	if (m->resource_pattern_type != 3)
		return false;
	if (m->principal.len != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->operation != 0)
		return false;
	if (m->permission_type != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_acl_creation(struct kw_create_acls_request_acl_creation *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_acl_creation(m);
	if (!kw__rd_i8(r, &m->resource_type))
		return kw__fail_field(r->err, "resource_type");
	if (!kw__rd_string(r, &m->resource_name, version >= 2, false))
		return kw__fail_field(r->err, "resource_name");
	if (version >= 1) {
		if (!kw__rd_i8(r, &m->resource_pattern_type))
			return kw__fail_field(r->err, "resource_pattern_type");
	}
	if (!kw__rd_string(r, &m->principal, version >= 2, false))
		return kw__fail_field(r->err, "principal");
	if (!kw__rd_string(r, &m->host, version >= 2, false))
		return kw__fail_field(r->err, "host");
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

static int encode_acl_creation(const struct kw_create_acls_request_acl_creation *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i8(w, m->resource_type);
	if (m->resource_name.len < 0)
		return kw__null_fail(w, "resource_name", version);
	if (!kw__wr_string(w, m->resource_name, version >= 2))
		return kw__fail_field(w->err, "resource_name");
	if (!(version >= 1) && m->resource_pattern_type != 3)
		return kw__nondefault_fail(w, "resource_pattern_type", version);
	if (version >= 1) {
		kw__wr_i8(w, m->resource_pattern_type);
	}
	if (m->principal.len < 0)
		return kw__null_fail(w, "principal", version);
	if (!kw__wr_string(w, m->principal, version >= 2))
		return kw__fail_field(w->err, "principal");
	if (m->host.len < 0)
		return kw__null_fail(w, "host", version);
	if (!kw__wr_string(w, m->host, version >= 2))
		return kw__fail_field(w->err, "host");
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

__attribute__((unused)) static uint8_t *put_acl_creation(const struct kw_create_acls_request_acl_creation *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i8(p, end, m->resource_type)))
		return NULL;
	if (m->resource_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->resource_name, version >= 2)))
		return NULL;
	if (!(version >= 1) && m->resource_pattern_type != 3)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_i8(p, end, m->resource_pattern_type)))
			return NULL;
	}
	if (m->principal.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->principal, version >= 2)))
		return NULL;
	if (m->host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->host, version >= 2)))
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

static size_t size_acl_creation(const struct kw_create_acls_request_acl_creation *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 1;
	n += kw__size_string(m->resource_name, version >= 2);
	if (version >= 1) {
		n += 1;
	}
	n += kw__size_string(m->principal, version >= 2);
	n += kw__size_string(m->host, version >= 2);
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

static void init_message(struct kw_create_acls_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_create_acls_request_init(struct kw_create_acls_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_create_acls_request *a, const struct kw_create_acls_request *b)
{
	if (a->creations_count != b->creations_count)
		return false;
	for (int32_t i = 0; i < a->creations_count; i++) {
		if (!equal_acl_creation(&a->creations[i], &b->creations[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_create_acls_request *m)
{
	if (m->creations_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_create_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 2, false, 8))
			return kw__fail_field(r->err, "creations");
		m->creations_count = n;
		m->creations = NULL;
		if (n > 0) {
			m->creations = kw__alloc(a, (size_t)n * sizeof *m->creations);
			if (!m->creations)
				return kw__nomem(r, "creations");
			for (int32_t i = 0; i < n; i++) {
				if (decode_acl_creation(&m->creations[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "creations");
			}
		}
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

static int encode_message(const struct kw_create_acls_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->creations_count < 0)
		return kw__null_fail(w, "creations", version);
	kw__wr_array_len(w, m->creations_count, version >= 2);
	for (int32_t i = 0; i < m->creations_count; i++) {
		if (encode_acl_creation(&m->creations[i], version, w) < 0)
			return kw__fail_index(w->err, i, "creations");
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_create_acls_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->creations_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->creations_count, version >= 2)))
		return NULL;
	for (int32_t i = 0; i < m->creations_count; i++) {
		if (!(p = put_acl_creation(&m->creations[i], version, p, end)))
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

static size_t size_message(const struct kw_create_acls_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->creations_count, version >= 2);
	for (int32_t i = 0; i < m->creations_count; i++)
		n += size_acl_creation(&m->creations[i], version);
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_create_acls_request_decode(struct kw_create_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_create_acls_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "CreateAclsRequest v%d", (int)version);
	return rc;
}

int kw_create_acls_request_encode(const struct kw_create_acls_request *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "CreateAclsRequest v%d", (int)version);
	return rc;
}

size_t kw_create_acls_request_size(const struct kw_create_acls_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_create_acls_request_equal(const struct kw_create_acls_request *a, const struct kw_create_acls_request *b)
{
	return equal_message(a, b);
}
