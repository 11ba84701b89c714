/* generated from schemas/clients/DeleteAclsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/delete_acls_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_delete_acls_matching_acl(struct kw_delete_acls_response_delete_acls_matching_acl *s);
static inline __attribute__((always_inline)) int decode_delete_acls_matching_acl(struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version, uint8_t *p);
static bool equal_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *a, const struct kw_delete_acls_response_delete_acls_matching_acl *b);
static void init_delete_acls_filter_result(struct kw_delete_acls_response_delete_acls_filter_result *s);
static int decode_delete_acls_filter_result(struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version, uint8_t *p);
static bool equal_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *a, const struct kw_delete_acls_response_delete_acls_filter_result *b);
static void init_message(struct kw_delete_acls_response *s);
static int decode_message(struct kw_delete_acls_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_delete_acls_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_delete_acls_response *a, const struct kw_delete_acls_response *b);

static void init_delete_acls_matching_acl(struct kw_delete_acls_response_delete_acls_matching_acl *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = (struct kw_str){ "", 0 };
	s->resource_name = (struct kw_str){ "", 0 };
	s->pattern_type = 3;
	s->principal = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

void kw_delete_acls_response_delete_acls_matching_acl_init(struct kw_delete_acls_response_delete_acls_matching_acl *s)
{
	init_delete_acls_matching_acl(s);
}

static bool equal_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *a, const struct kw_delete_acls_response_delete_acls_matching_acl *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->resource_type != b->resource_type)
		return false;
	if (!kw_str_equal(a->resource_name, b->resource_name))
		return false;
	if (a->pattern_type != b->pattern_type)
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

__attribute__((unused)) static bool isdefault_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *m)
{
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->resource_type != 0)
		return false;
	if (m->resource_name.len != 0)
		return false;
	if (m->pattern_type != 3)
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

static inline __attribute__((always_inline)) int decode_delete_acls_matching_acl(struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (!kw__rd_string(&in, &m->error_message, version >= 2, true))
		return kw__fail_field(in.r->err, "error_message");
	if (!kw__rd_i8(&in, &m->resource_type))
		return kw__fail_field(in.r->err, "resource_type");
	if (!kw__rd_string(&in, &m->resource_name, version >= 2, false))
		return kw__fail_field(in.r->err, "resource_name");
	if (version >= 1) {
		if (!kw__rd_i8(&in, &m->pattern_type))
			return kw__fail_field(in.r->err, "pattern_type");
	} else {
		m->pattern_type = 3;
	}
	if (!kw__rd_string(&in, &m->principal, version >= 2, false))
		return kw__fail_field(in.r->err, "principal");
	if (!kw__rd_string(&in, &m->host, version >= 2, false))
		return kw__fail_field(in.r->err, "host");
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

static inline __attribute__((always_inline)) size_t size_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->error_message.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
	n += kw__size_string(m->error_message, version >= 2);
	n += 1;
	if (m->resource_name.len < 0)
		return kw__size_fail_null(e, at + n, "resource_name", version);
	if (m->resource_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->resource_name.len, "resource_name");
	n += kw__size_string(m->resource_name, version >= 2);
	if (!(version >= 1) && m->pattern_type != 3)
		return kw__size_fail_nondefault(e, at + n, "pattern_type", version);
	if (version >= 1) {
		n += 1;
	}
	if (m->principal.len < 0)
		return kw__size_fail_null(e, at + n, "principal", version);
	if (m->principal.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal.len, "principal");
	n += kw__size_string(m->principal, version >= 2);
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, version >= 2);
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

static inline __attribute__((always_inline)) uint8_t *put_delete_acls_matching_acl(const struct kw_delete_acls_response_delete_acls_matching_acl *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, version >= 2);
	p = kw__put_i8(p, m->resource_type);
	p = kw__put_string(p, m->resource_name, version >= 2);
	if (version >= 1) {
		p = kw__put_i8(p, m->pattern_type);
	}
	p = kw__put_string(p, m->principal, version >= 2);
	p = kw__put_string(p, m->host, version >= 2);
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

static void init_delete_acls_filter_result(struct kw_delete_acls_response_delete_acls_filter_result *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = (struct kw_str){ "", 0 };
}

void kw_delete_acls_response_delete_acls_filter_result_init(struct kw_delete_acls_response_delete_acls_filter_result *s)
{
	init_delete_acls_filter_result(s);
}

static bool equal_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *a, const struct kw_delete_acls_response_delete_acls_filter_result *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->matching_acls_count != b->matching_acls_count)
		return false;
	for (int32_t i = 0; i < a->matching_acls_count; i++) {
		if (!equal_delete_acls_matching_acl(&a->matching_acls[i], &b->matching_acls[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *m)
{
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->matching_acls_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_delete_acls_filter_result(struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (!kw__rd_string(&in, &m->error_message, version >= 2, true))
		return kw__fail_field(in.r->err, "error_message");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 11))
			return kw__fail_field(in.r->err, "matching_acls");
		m->matching_acls_count = n;
		m->matching_acls = NULL;
		if (n > 0) {
			m->matching_acls = kw__alloc(a, (size_t)n * sizeof *m->matching_acls);
			if (!m->matching_acls)
				return kw__nomem(&in, "matching_acls");
			struct kw__cur t = in;
			if (version == 3) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_delete_acls_matching_acl(&m->matching_acls[i], 3, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "matching_acls");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_delete_acls_matching_acl(&m->matching_acls[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "matching_acls");
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
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->error_message.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
	n += kw__size_string(m->error_message, version >= 2);
	if (m->matching_acls_count < 0)
		return kw__size_fail_null(e, at + n, "matching_acls", version);
	n += kw__size_array_len(m->matching_acls_count, version >= 2);
	if (version == 3) {
		for (int32_t i = 0; i < m->matching_acls_count; i++) {
			size_t k = size_delete_acls_matching_acl(&m->matching_acls[i], 3, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "matching_acls");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->matching_acls_count; i++) {
			size_t k = size_delete_acls_matching_acl(&m->matching_acls[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "matching_acls");
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

static inline __attribute__((always_inline)) uint8_t *put_delete_acls_filter_result(const struct kw_delete_acls_response_delete_acls_filter_result *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, version >= 2);
	p = kw__put_array_len(p, m->matching_acls_count, version >= 2);
	if (version == 3) {
		for (int32_t i = 0; i < m->matching_acls_count; i++)
			p = put_delete_acls_matching_acl(&m->matching_acls[i], 3, p);
	} else {
		for (int32_t i = 0; i < m->matching_acls_count; i++)
			p = put_delete_acls_matching_acl(&m->matching_acls[i], version, p);
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

static void init_message(struct kw_delete_acls_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_delete_acls_response_init(struct kw_delete_acls_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_delete_acls_response *a, const struct kw_delete_acls_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->filter_results_count != b->filter_results_count)
		return false;
	for (int32_t i = 0; i < a->filter_results_count; i++) {
		if (!equal_delete_acls_filter_result(&a->filter_results[i], &b->filter_results[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_delete_acls_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->filter_results_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_delete_acls_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->throttle_time_ms))
		return kw__fail_field(in.r->err, "throttle_time_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 5))
			return kw__fail_field(in.r->err, "filter_results");
		m->filter_results_count = n;
		m->filter_results = NULL;
		if (n > 0) {
			m->filter_results = kw__alloc(a, (size_t)n * sizeof *m->filter_results);
			if (!m->filter_results)
				return kw__nomem(&in, "filter_results");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_delete_acls_filter_result(&m->filter_results[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "filter_results");
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

static size_t size_message(const struct kw_delete_acls_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->filter_results_count < 0)
		return kw__size_fail_null(e, at + n, "filter_results", version);
	n += kw__size_array_len(m->filter_results_count, version >= 2);
	for (int32_t i = 0; i < m->filter_results_count; i++) {
		size_t k = size_delete_acls_filter_result(&m->filter_results[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "filter_results");
		n += k;
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

static size_t size_shallow_message(const struct kw_delete_acls_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->filter_results_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->filter_results_count, version >= 2);
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

static uint8_t *fill_message(const struct kw_delete_acls_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_array_len(p, m->filter_results_count, version >= 2);
	for (int32_t i = 0; i < m->filter_results_count; i++) {
		size_t k = size_delete_acls_filter_result(&m->filter_results[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_delete_acls_filter_result(&m->filter_results[i], version, p);
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

int kw_delete_acls_response_decode(struct kw_delete_acls_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_delete_acls_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DeleteAclsResponse v%d", (int)version);
	return rc;
}

int kw_delete_acls_response_encode(const struct kw_delete_acls_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "DeleteAclsResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_delete_acls_response_size(const struct kw_delete_acls_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_delete_acls_response_equal(const struct kw_delete_acls_response *a, const struct kw_delete_acls_response *b)
{
	return equal_message(a, b);
}
