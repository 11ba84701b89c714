/* generated from schemas/clients/JoinGroupRequest.json by kwire-gen, do not edit */
#include "kwire/msg/join_group_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *s);
static int decode_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version, struct kw_writer *w);
static uint8_t *put_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version);
static bool equal_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *a, const struct kw_join_group_request_join_group_request_protocol *b);
static void init_message(struct kw_join_group_request *s);
static int decode_message(struct kw_join_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_join_group_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_join_group_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_join_group_request *m, int16_t version);
static bool equal_message(const struct kw_join_group_request *a, const struct kw_join_group_request *b);

static void init_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->metadata = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_join_group_request_join_group_request_protocol_init(struct kw_join_group_request_join_group_request_protocol *s)
{
	init_join_group_request_protocol(s);
}

static bool equal_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *a, const struct kw_join_group_request_join_group_request_protocol *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_bytes_equal(a->metadata, b->metadata))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m)
{
	if (m->name.len != 0)
		return false;
	if (m->metadata.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_join_group_request_protocol(m);
	if (!kw__rd_string(r, &m->name, version >= 6, false))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_bytes(r, &m->metadata, version >= 6, false))
		return kw__fail_field(r->err, "metadata");
	if (version >= 6) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, version >= 6))
		return kw__fail_field(w->err, "name");
	if (m->metadata.len < 0)
		return kw__null_fail(w, "metadata", version);
	kw__wr_bytes(w, m->metadata, version >= 6);
	if (version >= 6) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, version >= 6)))
		return NULL;
	if (m->metadata.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->metadata, version >= 6)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 6) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, version >= 6);
	n += kw__size_bytes(m->metadata, version >= 6);
	if (version >= 6) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_join_group_request *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
	m->rebalance_timeout_ms = -1;
	m->member_id = (struct kw_str){ "", 0 };
	m->group_instance_id = KW_STR_NULL;
	m->protocol_type = (struct kw_str){ "", 0 };
	m->reason = KW_STR_NULL;
}

void kw_join_group_request_init(struct kw_join_group_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_join_group_request *a, const struct kw_join_group_request *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (a->session_timeout_ms != b->session_timeout_ms)
		return false;
	if (a->rebalance_timeout_ms != b->rebalance_timeout_ms)
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->group_instance_id, b->group_instance_id))
		return false;
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (a->protocols_count != b->protocols_count)
		return false;
	for (int32_t i = 0; i < a->protocols_count; i++) {
		if (!equal_join_group_request_protocol(&a->protocols[i], &b->protocols[i]))
			return false;
	}
	if (!kw_str_equal(a->reason, b->reason))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_join_group_request *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->session_timeout_ms != 0)
		return false;
	if (m->rebalance_timeout_ms != -1)
		return false;
	if (m->member_id.len != 0)
		return false;
	if (m->group_instance_id.len >= 0)
		return false;
	if (m->protocol_type.len != 0)
		return false;
	if (m->protocols_count != 0)
		return false;
	if (m->reason.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_join_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->group_id, version >= 6, false))
		return kw__fail_field(r->err, "group_id");
	if (!kw__rd_i32(r, &m->session_timeout_ms))
		return kw__fail_field(r->err, "session_timeout_ms");
	if (version >= 1) {
		if (!kw__rd_i32(r, &m->rebalance_timeout_ms))
			return kw__fail_field(r->err, "rebalance_timeout_ms");
	}
	if (!kw__rd_string(r, &m->member_id, version >= 6, false))
		return kw__fail_field(r->err, "member_id");
	if (version >= 5) {
		if (!kw__rd_string(r, &m->group_instance_id, version >= 6, true))
			return kw__fail_field(r->err, "group_instance_id");
	}
	if (!kw__rd_string(r, &m->protocol_type, version >= 6, false))
		return kw__fail_field(r->err, "protocol_type");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 6, false, 3))
			return kw__fail_field(r->err, "protocols");
		m->protocols_count = n;
		m->protocols = NULL;
		if (n > 0) {
			m->protocols = kw__alloc(a, (size_t)n * sizeof *m->protocols);
			if (!m->protocols)
				return kw__nomem(r, "protocols");
			for (int32_t i = 0; i < n; i++) {
				if (decode_join_group_request_protocol(&m->protocols[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "protocols");
			}
		}
	}
	if (version >= 8) {
		if (!kw__rd_string(r, &m->reason, true, true))
			return kw__fail_field(r->err, "reason");
	}
	if (version >= 6) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_join_group_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->group_id.len < 0)
		return kw__null_fail(w, "group_id", version);
	if (!kw__wr_string(w, m->group_id, version >= 6))
		return kw__fail_field(w->err, "group_id");
	kw__wr_i32(w, m->session_timeout_ms);
	if (version >= 1) {
		kw__wr_i32(w, m->rebalance_timeout_ms);
	}
	if (m->member_id.len < 0)
		return kw__null_fail(w, "member_id", version);
	if (!kw__wr_string(w, m->member_id, version >= 6))
		return kw__fail_field(w->err, "member_id");
	if (!(version >= 5) && m->group_instance_id.len >= 0)
		return kw__nondefault_fail(w, "group_instance_id", version);
	if (version >= 5) {
		if (!kw__wr_string(w, m->group_instance_id, version >= 6))
			return kw__fail_field(w->err, "group_instance_id");
	}
	if (m->protocol_type.len < 0)
		return kw__null_fail(w, "protocol_type", version);
	if (!kw__wr_string(w, m->protocol_type, version >= 6))
		return kw__fail_field(w->err, "protocol_type");
	if (m->protocols_count < 0)
		return kw__null_fail(w, "protocols", version);
	kw__wr_array_len(w, m->protocols_count, version >= 6);
	for (int32_t i = 0; i < m->protocols_count; i++) {
		if (encode_join_group_request_protocol(&m->protocols[i], version, w) < 0)
			return kw__fail_index(w->err, i, "protocols");
	}
	if (version >= 8) {
		if (!kw__wr_string(w, m->reason, true))
			return kw__fail_field(w->err, "reason");
	}
	if (version >= 6) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_join_group_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->group_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_id, version >= 6)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->session_timeout_ms)))
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_i32(p, end, m->rebalance_timeout_ms)))
			return NULL;
	}
	if (m->member_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->member_id, version >= 6)))
		return NULL;
	if (!(version >= 5) && m->group_instance_id.len >= 0)
		return NULL;
	if (version >= 5) {
		if (!(p = kw__put_string(p, end, m->group_instance_id, version >= 6)))
			return NULL;
	}
	if (m->protocol_type.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->protocol_type, version >= 6)))
		return NULL;
	if (m->protocols_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->protocols_count, version >= 6)))
		return NULL;
	for (int32_t i = 0; i < m->protocols_count; i++) {
		if (!(p = put_join_group_request_protocol(&m->protocols[i], version, p, end)))
			return NULL;
	}
	if (version >= 8) {
		if (!(p = kw__put_string(p, end, m->reason, true)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 6) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_join_group_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->group_id, version >= 6);
	n += 4;
	if (version >= 1) {
		n += 4;
	}
	n += kw__size_string(m->member_id, version >= 6);
	if (version >= 5) {
		n += kw__size_string(m->group_instance_id, version >= 6);
	}
	n += kw__size_string(m->protocol_type, version >= 6);
	n += kw__size_array_len(m->protocols_count, version >= 6);
	for (int32_t i = 0; i < m->protocols_count; i++)
		n += size_join_group_request_protocol(&m->protocols[i], version);
	if (version >= 8) {
		n += kw__size_string(m->reason, true);
	}
	if (version >= 6) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_join_group_request_decode(struct kw_join_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 9) {
		kw_join_group_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 9)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "JoinGroupRequest v%d", (int)version);
	return rc;
}

int kw_join_group_request_encode(const struct kw_join_group_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 9) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 9)", (int)version);
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
		kw_error_set_context(w->err, "JoinGroupRequest v%d", (int)version);
	return rc;
}

size_t kw_join_group_request_size(const struct kw_join_group_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_join_group_request_equal(const struct kw_join_group_request *a, const struct kw_join_group_request *b)
{
	return equal_message(a, b);
}
