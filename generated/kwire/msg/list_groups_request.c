/* generated from schemas/clients/ListGroupsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/list_groups_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_list_groups_request *s);
static int decode_message(struct kw_list_groups_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_list_groups_request *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_list_groups_request *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_list_groups_request *a, const struct kw_list_groups_request *b);

static void init_message(struct kw_list_groups_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_list_groups_request_init(struct kw_list_groups_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_list_groups_request *a, const struct kw_list_groups_request *b)
{
	if (a->states_filter_count != b->states_filter_count)
		return false;
	for (int32_t i = 0; i < a->states_filter_count; i++) {
		if (!kw_str_equal(a->states_filter[i], b->states_filter[i]))
			return false;
	}
	if (a->types_filter_count != b->types_filter_count)
		return false;
	for (int32_t i = 0; i < a->types_filter_count; i++) {
		if (!kw_str_equal(a->types_filter[i], b->types_filter[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_list_groups_request *m)
{
	if (m->states_filter_count != 0)
		return false;
	if (m->types_filter_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_list_groups_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 1))
				return kw__fail_field(in.r->err, "states_filter");
			m->states_filter_count = n;
			m->states_filter = NULL;
			if (n > 0) {
				m->states_filter = kw__alloc(a, (size_t)n * sizeof *m->states_filter);
				if (!m->states_filter)
					return kw__nomem(&in, "states_filter");
				for (int32_t i = 0; i < n; i++) {
					if (!kw__rd_string(&in, &m->states_filter[i], true, false))
						return kw__fail_index(in.r->err, i, "states_filter");
				}
			}
		}
	} else {
		m->states_filter = NULL;
		m->states_filter_count = 0;
	}
	if (version >= 5) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 1))
				return kw__fail_field(in.r->err, "types_filter");
			m->types_filter_count = n;
			m->types_filter = NULL;
			if (n > 0) {
				m->types_filter = kw__alloc(a, (size_t)n * sizeof *m->types_filter);
				if (!m->types_filter)
					return kw__nomem(&in, "types_filter");
				for (int32_t i = 0; i < n; i++) {
					if (!kw__rd_string(&in, &m->types_filter[i], true, false))
						return kw__fail_index(in.r->err, i, "types_filter");
				}
			}
		}
	} else {
		m->types_filter = NULL;
		m->types_filter_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 3) {
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

static size_t size_message(const struct kw_list_groups_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 4) && m->states_filter_count != 0)
		return kw__size_fail_nondefault(e, at + n, "states_filter", version);
	if (version >= 4) {
		if (m->states_filter_count < 0)
			return kw__size_fail_null(e, at + n, "states_filter", version);
		n += kw__size_array_len(m->states_filter_count, true);
		for (int32_t i = 0; i < m->states_filter_count; i++) {
			if (m->states_filter[i].len < 0)
				return kw__size_fail_null_element(e, at + n, i, "states_filter", version);
			if (m->states_filter[i].len > KW__STRING_MAX) {
				kw__size_fail_too_long(e, at + n, m->states_filter[i].len, NULL);
				return kw__size_fail_index(e, i, "states_filter");
			}
			n += kw__size_string(m->states_filter[i], true);
		}
	}
	if (!(version >= 5) && m->types_filter_count != 0)
		return kw__size_fail_nondefault(e, at + n, "types_filter", version);
	if (version >= 5) {
		if (m->types_filter_count < 0)
			return kw__size_fail_null(e, at + n, "types_filter", version);
		n += kw__size_array_len(m->types_filter_count, true);
		for (int32_t i = 0; i < m->types_filter_count; i++) {
			if (m->types_filter[i].len < 0)
				return kw__size_fail_null_element(e, at + n, i, "types_filter", version);
			if (m->types_filter[i].len > KW__STRING_MAX) {
				kw__size_fail_too_long(e, at + n, m->types_filter[i].len, NULL);
				return kw__size_fail_index(e, i, "types_filter");
			}
			n += kw__size_string(m->types_filter[i], true);
		}
	}
	if (version >= 3) {
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

static uint8_t *put_message(const struct kw_list_groups_request *m, int16_t version, uint8_t *p)
{
	(void)version;
	if (version >= 4) {
		p = kw__put_array_len(p, m->states_filter_count, true);
		for (int32_t i = 0; i < m->states_filter_count; i++)
			p = kw__put_string(p, m->states_filter[i], true);
	}
	if (version >= 5) {
		p = kw__put_array_len(p, m->types_filter_count, true);
		for (int32_t i = 0; i < m->types_filter_count; i++)
			p = kw__put_string(p, m->types_filter[i], true);
	}
	if (version >= 3) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_list_groups_request_decode(struct kw_list_groups_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_list_groups_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ListGroupsRequest v%d", (int)version);
	return rc;
}

int kw_list_groups_request_encode(const struct kw_list_groups_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "ListGroupsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_list_groups_request_size(const struct kw_list_groups_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_list_groups_request_equal(const struct kw_list_groups_request *a, const struct kw_list_groups_request *b)
{
	return equal_message(a, b);
}
