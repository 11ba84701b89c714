/* generated from schemas/clients/ListGroupsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/list_groups_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_listed_group(struct kw_list_groups_response_listed_group *s);
static int decode_listed_group(struct kw_list_groups_response_listed_group *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version, struct kw_writer *w);
static uint8_t *put_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version);
static bool equal_listed_group(const struct kw_list_groups_response_listed_group *a, const struct kw_list_groups_response_listed_group *b);
static void init_message(struct kw_list_groups_response *s);
static int decode_message(struct kw_list_groups_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_list_groups_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_list_groups_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_list_groups_response *m, int16_t version);
static bool equal_message(const struct kw_list_groups_response *a, const struct kw_list_groups_response *b);

static void init_listed_group(struct kw_list_groups_response_listed_group *s)
{
	memset(s, 0, sizeof *s);
	s->group_id = (struct kw_str){ "", 0 };
	s->protocol_type = (struct kw_str){ "", 0 };
	s->group_state = (struct kw_str){ "", 0 };
	s->group_type = (struct kw_str){ "", 0 };
}

void kw_list_groups_response_listed_group_init(struct kw_list_groups_response_listed_group *s)
{
	init_listed_group(s);
}

static bool equal_listed_group(const struct kw_list_groups_response_listed_group *a, const struct kw_list_groups_response_listed_group *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (!kw_str_equal(a->group_state, b->group_state))
		return false;
	if (!kw_str_equal(a->group_type, b->group_type))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_listed_group(const struct kw_list_groups_response_listed_group *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->protocol_type.len != 0)
		return false;
	if (m->group_state.len != 0)
		return false;
	if (m->group_type.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_listed_group(struct kw_list_groups_response_listed_group *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_listed_group(m);
	if (!kw__rd_string(r, &m->group_id, version >= 3, false))
		return kw__fail_field(r->err, "group_id");
	if (!kw__rd_string(r, &m->protocol_type, version >= 3, false))
		return kw__fail_field(r->err, "protocol_type");
	if (version >= 4) {
		if (!kw__rd_string(r, &m->group_state, true, false))
			return kw__fail_field(r->err, "group_state");
	}
	if (version >= 5) {
		if (!kw__rd_string(r, &m->group_type, true, false))
			return kw__fail_field(r->err, "group_type");
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

static int encode_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->group_id.len < 0)
		return kw__null_fail(w, "group_id", version);
	if (!kw__wr_string(w, m->group_id, version >= 3))
		return kw__fail_field(w->err, "group_id");
	if (m->protocol_type.len < 0)
		return kw__null_fail(w, "protocol_type", version);
	if (!kw__wr_string(w, m->protocol_type, version >= 3))
		return kw__fail_field(w->err, "protocol_type");
	if (version >= 4) {
		if (m->group_state.len < 0)
			return kw__null_fail(w, "group_state", version);
		if (!kw__wr_string(w, m->group_state, true))
			return kw__fail_field(w->err, "group_state");
	}
	if (version >= 5) {
		if (m->group_type.len < 0)
			return kw__null_fail(w, "group_type", version);
		if (!kw__wr_string(w, m->group_type, true))
			return kw__fail_field(w->err, "group_type");
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

__attribute__((unused)) static uint8_t *put_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->group_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_id, version >= 3)))
		return NULL;
	if (m->protocol_type.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->protocol_type, version >= 3)))
		return NULL;
	if (version >= 4) {
		if (m->group_state.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->group_state, true)))
			return NULL;
	}
	if (version >= 5) {
		if (m->group_type.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->group_type, true)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->group_id, version >= 3);
	n += kw__size_string(m->protocol_type, version >= 3);
	if (version >= 4) {
		n += kw__size_string(m->group_state, true);
	}
	if (version >= 5) {
		n += kw__size_string(m->group_type, true);
	}
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_list_groups_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_list_groups_response_init(struct kw_list_groups_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_list_groups_response *a, const struct kw_list_groups_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->groups_count != b->groups_count)
		return false;
	for (int32_t i = 0; i < a->groups_count; i++) {
		if (!equal_listed_group(&a->groups[i], &b->groups[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_list_groups_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->groups_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_list_groups_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (version >= 1) {
		if (!kw__rd_i32(r, &m->throttle_time_ms))
			return kw__fail_field(r->err, "throttle_time_ms");
	}
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 3, false, 3))
			return kw__fail_field(r->err, "groups");
		m->groups_count = n;
		m->groups = NULL;
		if (n > 0) {
			m->groups = kw__alloc(a, (size_t)n * sizeof *m->groups);
			if (!m->groups)
				return kw__nomem(r, "groups");
			for (int32_t i = 0; i < n; i++) {
				if (decode_listed_group(&m->groups[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "groups");
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

static int encode_message(const struct kw_list_groups_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (version >= 1) {
		kw__wr_i32(w, m->throttle_time_ms);
	}
	kw__wr_i16(w, m->error_code);
	if (m->groups_count < 0)
		return kw__null_fail(w, "groups", version);
	kw__wr_array_len(w, m->groups_count, version >= 3);
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (encode_listed_group(&m->groups[i], version, w) < 0)
			return kw__fail_index(w->err, i, "groups");
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_list_groups_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (version >= 1) {
		if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
			return NULL;
	}
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (m->groups_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->groups_count, version >= 3)))
		return NULL;
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (!(p = put_listed_group(&m->groups[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_list_groups_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version >= 1) {
		n += 4;
	}
	n += 2;
	n += kw__size_array_len(m->groups_count, version >= 3);
	for (int32_t i = 0; i < m->groups_count; i++)
		n += size_listed_group(&m->groups[i], version);
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_list_groups_response_decode(struct kw_list_groups_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_list_groups_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ListGroupsResponse v%d", (int)version);
	return rc;
}

int kw_list_groups_response_encode(const struct kw_list_groups_response *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "ListGroupsResponse v%d", (int)version);
	return rc;
}

size_t kw_list_groups_response_size(const struct kw_list_groups_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_list_groups_response_equal(const struct kw_list_groups_response *a, const struct kw_list_groups_response *b)
{
	return equal_message(a, b);
}
