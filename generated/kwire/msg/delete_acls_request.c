/* generated from schemas/clients/DeleteAclsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/delete_acls_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_delete_acls_filter(struct kw_delete_acls_request_delete_acls_filter *s);
static inline __attribute__((always_inline)) int decode_delete_acls_filter(struct kw_delete_acls_request_delete_acls_filter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_delete_acls_filter(const struct kw_delete_acls_request_delete_acls_filter *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_delete_acls_filter(const struct kw_delete_acls_request_delete_acls_filter *m, int16_t version, uint8_t *p);
static bool equal_delete_acls_filter(const struct kw_delete_acls_request_delete_acls_filter *a, const struct kw_delete_acls_request_delete_acls_filter *b);
static void init_message(struct kw_delete_acls_request *s);
static int decode_message(struct kw_delete_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_delete_acls_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_delete_acls_request *a, const struct kw_delete_acls_request *b);

static void init_delete_acls_filter(struct kw_delete_acls_request_delete_acls_filter *s)
{
	memset(s, 0, sizeof *s);
	s->resource_name_filter = (struct kw_str){ "", 0 };
	s->pattern_type_filter = 3;
	s->principal_filter = (struct kw_str){ "", 0 };
	s->host_filter = (struct kw_str){ "", 0 };
}

void kw_delete_acls_request_delete_acls_filter_init(struct kw_delete_acls_request_delete_acls_filter *s)
{
	init_delete_acls_filter(s);
}

static bool equal_delete_acls_filter(const struct kw_delete_acls_request_delete_acls_filter *a, const struct kw_delete_acls_request_delete_acls_filter *b)
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

__attribute__((unused)) static bool isdefault_delete_acls_filter(const struct kw_delete_acls_request_delete_acls_filter *m)
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

static inline __attribute__((always_inline)) int decode_delete_acls_filter(struct kw_delete_acls_request_delete_acls_filter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
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
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_delete_acls_filter(const struct kw_delete_acls_request_delete_acls_filter *m, int16_t version, size_t at,
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

static inline __attribute__((always_inline)) uint8_t *put_delete_acls_filter(const struct kw_delete_acls_request_delete_acls_filter *m, int16_t version, uint8_t *p)
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

static void init_message(struct kw_delete_acls_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_delete_acls_request_init(struct kw_delete_acls_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_delete_acls_request *a, const struct kw_delete_acls_request *b)
{
	if (a->filters_count != b->filters_count)
		return false;
	for (int32_t i = 0; i < a->filters_count; i++) {
		if (!equal_delete_acls_filter(&a->filters[i], &b->filters[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_delete_acls_request *m)
{
	if (m->filters_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_delete_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 8))
			return kw__fail_field(in.r->err, "filters");
		m->filters_count = n;
		m->filters = NULL;
		if (n > 0) {
			m->filters = kw__alloc(a, (size_t)n * sizeof *m->filters);
			if (!m->filters)
				return kw__nomem(&in, "filters");
			struct kw__cur t = in;
			if (version == 3) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_delete_acls_filter(&m->filters[i], 3, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "filters");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_delete_acls_filter(&m->filters[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "filters");
				}
			}
			in = t;
		}
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

static size_t size_message(const struct kw_delete_acls_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->filters_count < 0)
		return kw__size_fail_null(e, at + n, "filters", version);
	n += kw__size_array_len(m->filters_count, version >= 2);
	if (version == 3) {
		for (int32_t i = 0; i < m->filters_count; i++) {
			size_t k = size_delete_acls_filter(&m->filters[i], 3, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "filters");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->filters_count; i++) {
			size_t k = size_delete_acls_filter(&m->filters[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "filters");
			n += k;
		}
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

static size_t size_shallow_message(const struct kw_delete_acls_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->filters_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->filters_count, version >= 2);
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

static uint8_t *fill_message(const struct kw_delete_acls_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->filters_count, version >= 2);
	for (int32_t i = 0; i < m->filters_count; i++) {
		size_t k = size_delete_acls_filter(&m->filters[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_delete_acls_filter(&m->filters[i], version, p);
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

int kw_delete_acls_request_decode(struct kw_delete_acls_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_delete_acls_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DeleteAclsRequest v%d", (int)version);
	return rc;
}

int kw_delete_acls_request_encode(const struct kw_delete_acls_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 3) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		/*
		 * Fast path: straight into the room the writer has, each
		 * element of the top-level struct arrays sized (and
		 * checked) just before it is written, while it is in
		 * cache. An error or too little room takes the size pass
		 * below, which reports it or reserves the room.
		 */
		if (w->buf != NULL) {
			uint8_t *p = w->buf + w->pos;
			uint8_t *end = fill_message(m, version, p, w->cap - w->pos);
			if (end != NULL) {
				w->pos += (size_t)(end - p);
				return 0;
			}
		}
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
			uint8_t *end = fill_message(m, version, p, n);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "DeleteAclsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_delete_acls_request_size(const struct kw_delete_acls_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_delete_acls_request_equal(const struct kw_delete_acls_request *a, const struct kw_delete_acls_request *b)
{
	return equal_message(a, b);
}
