/* generated from schemas/clients/ListGroupsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/list_groups_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_list_groups_request *s);
static int decode_message(struct kw_list_groups_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_list_groups_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_list_groups_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_list_groups_request *m, int16_t version);
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
	(void)version;
	(void)a;
	init_message(m);
	if (version >= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, true, false, 1))
				return kw__fail_field(r->err, "states_filter");
			m->states_filter_count = n;
			m->states_filter = NULL;
			if (n > 0) {
				m->states_filter = kw__alloc(a, (size_t)n * sizeof *m->states_filter);
				if (!m->states_filter)
					return kw__nomem(r, "states_filter");
				for (int32_t i = 0; i < n; i++) {
					if (!kw__rd_string(r, &m->states_filter[i], true, false))
						return kw__fail_index(r->err, i, "states_filter");
				}
			}
		}
	}
	if (version >= 5) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, true, false, 1))
				return kw__fail_field(r->err, "types_filter");
			m->types_filter_count = n;
			m->types_filter = NULL;
			if (n > 0) {
				m->types_filter = kw__alloc(a, (size_t)n * sizeof *m->types_filter);
				if (!m->types_filter)
					return kw__nomem(r, "types_filter");
				for (int32_t i = 0; i < n; i++) {
					if (!kw__rd_string(r, &m->types_filter[i], true, false))
						return kw__fail_index(r->err, i, "types_filter");
				}
			}
		}
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

static int encode_message(const struct kw_list_groups_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (!(version >= 4) && m->states_filter_count != 0)
		return kw__nondefault_fail(w, "states_filter", version);
	if (version >= 4) {
		if (m->states_filter_count < 0)
			return kw__null_fail(w, "states_filter", version);
		kw__wr_array_len(w, m->states_filter_count, true);
		for (int32_t i = 0; i < m->states_filter_count; i++) {
			if (m->states_filter[i].len < 0) {
				kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
				return kw__fail_index(w->err, i, "states_filter");
			}
			if (!kw__wr_string(w, m->states_filter[i], true))
				return kw__fail_index(w->err, i, "states_filter");
		}
	}
	if (!(version >= 5) && m->types_filter_count != 0)
		return kw__nondefault_fail(w, "types_filter", version);
	if (version >= 5) {
		if (m->types_filter_count < 0)
			return kw__null_fail(w, "types_filter", version);
		kw__wr_array_len(w, m->types_filter_count, true);
		for (int32_t i = 0; i < m->types_filter_count; i++) {
			if (m->types_filter[i].len < 0) {
				kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
				return kw__fail_index(w->err, i, "types_filter");
			}
			if (!kw__wr_string(w, m->types_filter[i], true))
				return kw__fail_index(w->err, i, "types_filter");
		}
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_list_groups_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(version >= 4) && m->states_filter_count != 0)
		return NULL;
	if (version >= 4) {
		if (m->states_filter_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->states_filter_count, true)))
			return NULL;
		for (int32_t i = 0; i < m->states_filter_count; i++) {
			if (m->states_filter[i].len < 0)
				return NULL;
			if (!(p = kw__put_string(p, end, m->states_filter[i], true)))
				return NULL;
		}
	}
	if (!(version >= 5) && m->types_filter_count != 0)
		return NULL;
	if (version >= 5) {
		if (m->types_filter_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->types_filter_count, true)))
			return NULL;
		for (int32_t i = 0; i < m->types_filter_count; i++) {
			if (m->types_filter[i].len < 0)
				return NULL;
			if (!(p = kw__put_string(p, end, m->types_filter[i], true)))
				return NULL;
		}
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_list_groups_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version >= 4) {
		n += kw__size_array_len(m->states_filter_count, true);
		for (int32_t i = 0; i < m->states_filter_count; i++)
			n += kw__size_string(m->states_filter[i], true);
	}
	if (version >= 5) {
		n += kw__size_array_len(m->types_filter_count, true);
		for (int32_t i = 0; i < m->types_filter_count; i++)
			n += kw__size_string(m->types_filter[i], true);
	}
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
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
	int rc;
	if (version < 0 || version > 5) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
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
		kw_error_set_context(w->err, "ListGroupsRequest v%d", (int)version);
	return rc;
}

size_t kw_list_groups_request_size(const struct kw_list_groups_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_list_groups_request_equal(const struct kw_list_groups_request *a, const struct kw_list_groups_request *b)
{
	return equal_message(a, b);
}
