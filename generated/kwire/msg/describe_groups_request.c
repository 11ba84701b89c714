/* generated from schemas/clients/DescribeGroupsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_groups_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_describe_groups_request *s);
static int decode_message(struct kw_describe_groups_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_groups_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_groups_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_groups_request *m, int16_t version);
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
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 5, false, 1))
			return kw__fail_field(r->err, "groups");
		m->groups_count = n;
		m->groups = NULL;
		if (n > 0) {
			m->groups = kw__alloc(a, (size_t)n * sizeof *m->groups);
			if (!m->groups)
				return kw__nomem(r, "groups");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(r, &m->groups[i], version >= 5, false))
					return kw__fail_index(r->err, i, "groups");
			}
		}
	}
	if (version >= 3) {
		if (!kw__rd_bool(r, &m->include_authorized_operations))
			return kw__fail_field(r->err, "include_authorized_operations");
	}
	if (version >= 5) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_describe_groups_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->groups_count < 0)
		return kw__null_fail(w, "groups", version);
	kw__wr_array_len(w, m->groups_count, version >= 5);
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (m->groups[i].len < 0) {
			kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
			return kw__fail_index(w->err, i, "groups");
		}
		if (!kw__wr_string(w, m->groups[i], version >= 5))
			return kw__fail_index(w->err, i, "groups");
	}
	if (!(version >= 3) && m->include_authorized_operations != false)
		return kw__nondefault_fail(w, "include_authorized_operations", version);
	if (version >= 3) {
		kw__wr_bool(w, m->include_authorized_operations);
	}
	if (version >= 5) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_groups_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->groups_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->groups_count, version >= 5)))
		return NULL;
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (m->groups[i].len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->groups[i], version >= 5)))
			return NULL;
	}
	if (!(version >= 3) && m->include_authorized_operations != false)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_bool(p, end, m->include_authorized_operations)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 5) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_describe_groups_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->groups_count, version >= 5);
	for (int32_t i = 0; i < m->groups_count; i++)
		n += kw__size_string(m->groups[i], version >= 5);
	if (version >= 3) {
		n += 1;
	}
	if (version >= 5) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
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
		kw_error_set_context(w->err, "DescribeGroupsRequest v%d", (int)version);
	return rc;
}

size_t kw_describe_groups_request_size(const struct kw_describe_groups_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_groups_request_equal(const struct kw_describe_groups_request *a, const struct kw_describe_groups_request *b)
{
	return equal_message(a, b);
}
