/* generated from schemas/clients/DescribeGroupsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_groups_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_describe_groups_request *s);
static int decode_message(struct kw_describe_groups_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_groups_request *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_describe_groups_request *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_describe_groups_request *a, const struct kw_describe_groups_request *b);

static void init_message(struct kw_describe_groups_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_describe_groups_request_init(struct kw_describe_groups_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_groups_request *a, const struct kw_describe_groups_request *b)
{
	if (a->groups_count != b->groups_count)
		return false;
	for (int32_t i = 0; i < a->groups_count; i++) {
		if (!kw_str_equal(a->groups[i], b->groups[i]))
			return false;
	}
	if (a->include_authorized_operations != b->include_authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_groups_request *m)
{
	if (m->groups_count != 0)
		return false;
	if (m->include_authorized_operations != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_groups_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 5, false, 1))
			return kw__fail_field(in.r->err, "groups");
		m->groups_count = n;
		m->groups = NULL;
		if (n > 0) {
			m->groups = kw__alloc(a, (size_t)n * sizeof *m->groups);
			if (!m->groups)
				return kw__nomem(&in, "groups");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->groups[i], version >= 5, false))
					return kw__fail_index(in.r->err, i, "groups");
			}
		}
	}
	if (version >= 3) {
		if (!kw__rd_bool(&in, &m->include_authorized_operations))
			return kw__fail_field(in.r->err, "include_authorized_operations");
	} else {
		m->include_authorized_operations = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 5) {
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

static size_t size_message(const struct kw_describe_groups_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->groups_count < 0)
		return kw__size_fail_null(e, at + n, "groups", version);
	n += kw__size_array_len(m->groups_count, version >= 5);
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (m->groups[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "groups", version);
		if (m->groups[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->groups[i].len, NULL);
			return kw__size_fail_index(e, i, "groups");
		}
		n += kw__size_string(m->groups[i], version >= 5);
	}
	if (!(version >= 3) && m->include_authorized_operations != false)
		return kw__size_fail_nondefault(e, at + n, "include_authorized_operations", version);
	if (version >= 3) {
		n += 1;
	}
	if (version >= 5) {
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

static uint8_t *put_message(const struct kw_describe_groups_request *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_array_len(p, m->groups_count, version >= 5);
	for (int32_t i = 0; i < m->groups_count; i++)
		p = kw__put_string(p, m->groups[i], version >= 5);
	if (version >= 3) {
		p = kw__put_bool(p, m->include_authorized_operations);
	}
	if (version >= 5) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_describe_groups_request_decode(struct kw_describe_groups_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_describe_groups_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeGroupsRequest v%d", (int)version);
	return rc;
}

int kw_describe_groups_request_encode(const struct kw_describe_groups_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 5) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 5)", (int)version);
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
	kw_error_set_context(w->err, "DescribeGroupsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_groups_request_size(const struct kw_describe_groups_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_groups_request_equal(const struct kw_describe_groups_request *a, const struct kw_describe_groups_request *b)
{
	return equal_message(a, b);
}
