/* generated from schemas/clients/SyncGroupRequest.json by kwire-gen, do not edit */
#include "kwire/msg/sync_group_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *s);
static int decode_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, struct kw_writer *w);
static uint8_t *put_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version);
static bool equal_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *a, const struct kw_sync_group_request_sync_group_request_assignment *b);
static void init_message(struct kw_sync_group_request *s);
static int decode_message(struct kw_sync_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_sync_group_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_sync_group_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_sync_group_request *m, int16_t version);
static bool equal_message(const struct kw_sync_group_request *a, const struct kw_sync_group_request *b);

static void init_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *s)
{
	memset(s, 0, sizeof *s);
	s->member_id = (struct kw_str){ "", 0 };
	s->assignment = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_sync_group_request_sync_group_request_assignment_init(struct kw_sync_group_request_sync_group_request_assignment *s)
{
	init_sync_group_request_assignment(s);
}

static bool equal_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *a, const struct kw_sync_group_request_sync_group_request_assignment *b)
{
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_bytes_equal(a->assignment, b->assignment))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m)
{
	if (m->member_id.len != 0)
		return false;
	if (m->assignment.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_sync_group_request_assignment(m);
	if (!kw__rd_string(r, &m->member_id, version >= 4, false))
		return kw__fail_field(r->err, "member_id");
	if (!kw__rd_bytes(r, &m->assignment, version >= 4, false))
		return kw__fail_field(r->err, "assignment");
	if (version >= 4) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->member_id.len < 0)
		return kw__null_fail(w, "member_id", version);
	if (!kw__wr_string(w, m->member_id, version >= 4))
		return kw__fail_field(w->err, "member_id");
	if (m->assignment.len < 0)
		return kw__null_fail(w, "assignment", version);
	kw__wr_bytes(w, m->assignment, version >= 4);
	if (version >= 4) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->member_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->member_id, version >= 4)))
		return NULL;
	if (m->assignment.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->assignment, version >= 4)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->member_id, version >= 4);
	n += kw__size_bytes(m->assignment, version >= 4);
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_sync_group_request *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
	m->member_id = (struct kw_str){ "", 0 };
	m->group_instance_id = KW_STR_NULL;
	m->protocol_type = KW_STR_NULL;
	m->protocol_name = KW_STR_NULL;
}

void kw_sync_group_request_init(struct kw_sync_group_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_sync_group_request *a, const struct kw_sync_group_request *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (a->generation_id != b->generation_id)
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->group_instance_id, b->group_instance_id))
		return false;
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (!kw_str_equal(a->protocol_name, b->protocol_name))
		return false;
	if (a->assignments_count != b->assignments_count)
		return false;
	for (int32_t i = 0; i < a->assignments_count; i++) {
		if (!equal_sync_group_request_assignment(&a->assignments[i], &b->assignments[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_sync_group_request *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->generation_id != 0)
		return false;
	if (m->member_id.len != 0)
		return false;
	if (m->group_instance_id.len >= 0)
		return false;
	if (m->protocol_type.len >= 0)
		return false;
	if (m->protocol_name.len >= 0)
		return false;
	if (m->assignments_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_sync_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->group_id, version >= 4, false))
		return kw__fail_field(r->err, "group_id");
	if (!kw__rd_i32(r, &m->generation_id))
		return kw__fail_field(r->err, "generation_id");
	if (!kw__rd_string(r, &m->member_id, version >= 4, false))
		return kw__fail_field(r->err, "member_id");
	if (version >= 3) {
		if (!kw__rd_string(r, &m->group_instance_id, version >= 4, true))
			return kw__fail_field(r->err, "group_instance_id");
	}
	if (version >= 5) {
		if (!kw__rd_string(r, &m->protocol_type, true, true))
			return kw__fail_field(r->err, "protocol_type");
	}
	if (version >= 5) {
		if (!kw__rd_string(r, &m->protocol_name, true, true))
			return kw__fail_field(r->err, "protocol_name");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 4, false, 3))
			return kw__fail_field(r->err, "assignments");
		m->assignments_count = n;
		m->assignments = NULL;
		if (n > 0) {
			m->assignments = kw__alloc(a, (size_t)n * sizeof *m->assignments);
			if (!m->assignments)
				return kw__nomem(r, "assignments");
			for (int32_t i = 0; i < n; i++) {
				if (decode_sync_group_request_assignment(&m->assignments[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "assignments");
			}
		}
	}
	if (version >= 4) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_sync_group_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->group_id.len < 0)
		return kw__null_fail(w, "group_id", version);
	if (!kw__wr_string(w, m->group_id, version >= 4))
		return kw__fail_field(w->err, "group_id");
	kw__wr_i32(w, m->generation_id);
	if (m->member_id.len < 0)
		return kw__null_fail(w, "member_id", version);
	if (!kw__wr_string(w, m->member_id, version >= 4))
		return kw__fail_field(w->err, "member_id");
	if (!(version >= 3) && m->group_instance_id.len >= 0)
		return kw__nondefault_fail(w, "group_instance_id", version);
	if (version >= 3) {
		if (!kw__wr_string(w, m->group_instance_id, version >= 4))
			return kw__fail_field(w->err, "group_instance_id");
	}
	if (version >= 5) {
		if (!kw__wr_string(w, m->protocol_type, true))
			return kw__fail_field(w->err, "protocol_type");
	}
	if (version >= 5) {
		if (!kw__wr_string(w, m->protocol_name, true))
			return kw__fail_field(w->err, "protocol_name");
	}
	if (m->assignments_count < 0)
		return kw__null_fail(w, "assignments", version);
	kw__wr_array_len(w, m->assignments_count, version >= 4);
	for (int32_t i = 0; i < m->assignments_count; i++) {
		if (encode_sync_group_request_assignment(&m->assignments[i], version, w) < 0)
			return kw__fail_index(w->err, i, "assignments");
	}
	if (version >= 4) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_sync_group_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->group_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_id, version >= 4)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->generation_id)))
		return NULL;
	if (m->member_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->member_id, version >= 4)))
		return NULL;
	if (!(version >= 3) && m->group_instance_id.len >= 0)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_string(p, end, m->group_instance_id, version >= 4)))
			return NULL;
	}
	if (version >= 5) {
		if (!(p = kw__put_string(p, end, m->protocol_type, true)))
			return NULL;
	}
	if (version >= 5) {
		if (!(p = kw__put_string(p, end, m->protocol_name, true)))
			return NULL;
	}
	if (m->assignments_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->assignments_count, version >= 4)))
		return NULL;
	for (int32_t i = 0; i < m->assignments_count; i++) {
		if (!(p = put_sync_group_request_assignment(&m->assignments[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_sync_group_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->group_id, version >= 4);
	n += 4;
	n += kw__size_string(m->member_id, version >= 4);
	if (version >= 3) {
		n += kw__size_string(m->group_instance_id, version >= 4);
	}
	if (version >= 5) {
		n += kw__size_string(m->protocol_type, true);
	}
	if (version >= 5) {
		n += kw__size_string(m->protocol_name, true);
	}
	n += kw__size_array_len(m->assignments_count, version >= 4);
	for (int32_t i = 0; i < m->assignments_count; i++)
		n += size_sync_group_request_assignment(&m->assignments[i], version);
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_sync_group_request_decode(struct kw_sync_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_sync_group_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "SyncGroupRequest v%d", (int)version);
	return rc;
}

int kw_sync_group_request_encode(const struct kw_sync_group_request *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "SyncGroupRequest v%d", (int)version);
	return rc;
}

size_t kw_sync_group_request_size(const struct kw_sync_group_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_sync_group_request_equal(const struct kw_sync_group_request *a, const struct kw_sync_group_request *b)
{
	return equal_message(a, b);
}
