/* generated from schemas/group-coordinator/GroupMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/group_metadata_value.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_member_metadata(struct kw_group_metadata_value_member_metadata *s);
static int decode_member_metadata(struct kw_group_metadata_value_member_metadata *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_member_metadata(const struct kw_group_metadata_value_member_metadata *m, int16_t version, struct kw_writer *w);
static uint8_t *put_member_metadata(const struct kw_group_metadata_value_member_metadata *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_member_metadata(const struct kw_group_metadata_value_member_metadata *m, int16_t version);
static bool equal_member_metadata(const struct kw_group_metadata_value_member_metadata *a, const struct kw_group_metadata_value_member_metadata *b);
static void init_message(struct kw_group_metadata_value *s);
static int decode_message(struct kw_group_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_group_metadata_value *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_group_metadata_value *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_group_metadata_value *m, int16_t version);
static bool equal_message(const struct kw_group_metadata_value *a, const struct kw_group_metadata_value *b);

static void init_member_metadata(struct kw_group_metadata_value_member_metadata *s)
{
	memset(s, 0, sizeof *s);
	s->member_id = (struct kw_str){ "", 0 };
	s->group_instance_id = KW_STR_NULL;
	s->client_id = (struct kw_str){ "", 0 };
	s->client_host = (struct kw_str){ "", 0 };
	s->rebalance_timeout = -1;
	s->subscription = (struct kw_bytes){ (const uint8_t *)"", 0 };
	s->assignment = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_group_metadata_value_member_metadata_init(struct kw_group_metadata_value_member_metadata *s)
{
	init_member_metadata(s);
}

static bool equal_member_metadata(const struct kw_group_metadata_value_member_metadata *a, const struct kw_group_metadata_value_member_metadata *b)
{
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->group_instance_id, b->group_instance_id))
		return false;
	if (!kw_str_equal(a->client_id, b->client_id))
		return false;
	if (!kw_str_equal(a->client_host, b->client_host))
		return false;
	if (a->rebalance_timeout != b->rebalance_timeout)
		return false;
	if (a->session_timeout != b->session_timeout)
		return false;
	if (!kw_bytes_equal(a->subscription, b->subscription))
		return false;
	if (!kw_bytes_equal(a->assignment, b->assignment))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_member_metadata(const struct kw_group_metadata_value_member_metadata *m)
{
	if (m->member_id.len != 0)
		return false;
	if (m->group_instance_id.len >= 0)
		return false;
	if (m->client_id.len != 0)
		return false;
	if (m->client_host.len != 0)
		return false;
	if (m->rebalance_timeout != -1)
		return false;
	if (m->session_timeout != 0)
		return false;
	if (m->subscription.len != 0)
		return false;
	if (m->assignment.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_member_metadata(struct kw_group_metadata_value_member_metadata *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_member_metadata(m);
	if (!kw__rd_string(r, &m->member_id, version >= 4, false))
		return kw__fail_field(r->err, "member_id");
	if (version >= 3) {
		if (!kw__rd_string(r, &m->group_instance_id, version >= 4, true))
			return kw__fail_field(r->err, "group_instance_id");
	}
	if (!kw__rd_string(r, &m->client_id, version >= 4, false))
		return kw__fail_field(r->err, "client_id");
	if (!kw__rd_string(r, &m->client_host, version >= 4, false))
		return kw__fail_field(r->err, "client_host");
	if (version >= 1) {
		if (!kw__rd_i32(r, &m->rebalance_timeout))
			return kw__fail_field(r->err, "rebalance_timeout");
	}
	if (!kw__rd_i32(r, &m->session_timeout))
		return kw__fail_field(r->err, "session_timeout");
	if (!kw__rd_bytes(r, &m->subscription, version >= 4, false))
		return kw__fail_field(r->err, "subscription");
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

static int encode_member_metadata(const struct kw_group_metadata_value_member_metadata *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->member_id.len < 0)
		return kw__null_fail(w, "member_id", version);
	if (!kw__wr_string(w, m->member_id, version >= 4))
		return kw__fail_field(w->err, "member_id");
	if (version >= 3) {
		if (!kw__wr_string(w, m->group_instance_id, version >= 4))
			return kw__fail_field(w->err, "group_instance_id");
	}
	if (m->client_id.len < 0)
		return kw__null_fail(w, "client_id", version);
	if (!kw__wr_string(w, m->client_id, version >= 4))
		return kw__fail_field(w->err, "client_id");
	if (m->client_host.len < 0)
		return kw__null_fail(w, "client_host", version);
	if (!kw__wr_string(w, m->client_host, version >= 4))
		return kw__fail_field(w->err, "client_host");
	if (version >= 1) {
		kw__wr_i32(w, m->rebalance_timeout);
	}
	kw__wr_i32(w, m->session_timeout);
	if (m->subscription.len < 0)
		return kw__null_fail(w, "subscription", version);
	kw__wr_bytes(w, m->subscription, version >= 4);
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

__attribute__((unused)) static uint8_t *put_member_metadata(const struct kw_group_metadata_value_member_metadata *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->member_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->member_id, version >= 4)))
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_string(p, end, m->group_instance_id, version >= 4)))
			return NULL;
	}
	if (m->client_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->client_id, version >= 4)))
		return NULL;
	if (m->client_host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->client_host, version >= 4)))
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_i32(p, end, m->rebalance_timeout)))
			return NULL;
	}
	if (!(p = kw__put_i32(p, end, m->session_timeout)))
		return NULL;
	if (m->subscription.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->subscription, version >= 4)))
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

static size_t size_member_metadata(const struct kw_group_metadata_value_member_metadata *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->member_id, version >= 4);
	if (version >= 3) {
		n += kw__size_string(m->group_instance_id, version >= 4);
	}
	n += kw__size_string(m->client_id, version >= 4);
	n += kw__size_string(m->client_host, version >= 4);
	if (version >= 1) {
		n += 4;
	}
	n += 4;
	n += kw__size_bytes(m->subscription, version >= 4);
	n += kw__size_bytes(m->assignment, version >= 4);
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_group_metadata_value *m)
{
	memset(m, 0, sizeof *m);
	m->protocol_type = (struct kw_str){ "", 0 };
	m->protocol = (struct kw_str){ "", 0 };
	m->leader = (struct kw_str){ "", 0 };
	m->current_state_timestamp = INT64_C(-1);
}

void kw_group_metadata_value_init(struct kw_group_metadata_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_group_metadata_value *a, const struct kw_group_metadata_value *b)
{
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (a->generation != b->generation)
		return false;
	if (!kw_str_equal(a->protocol, b->protocol))
		return false;
	if (!kw_str_equal(a->leader, b->leader))
		return false;
	if (a->current_state_timestamp != b->current_state_timestamp)
		return false;
	if (a->members_count != b->members_count)
		return false;
	for (int32_t i = 0; i < a->members_count; i++) {
		if (!equal_member_metadata(&a->members[i], &b->members[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_group_metadata_value *m)
{
	if (m->protocol_type.len != 0)
		return false;
	if (m->generation != 0)
		return false;
	if (m->protocol.len != 0)
		return false;
	if (m->leader.len != 0)
		return false;
	if (m->current_state_timestamp != INT64_C(-1))
		return false;
	if (m->members_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_group_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->protocol_type, version >= 4, false))
		return kw__fail_field(r->err, "protocol_type");
	if (!kw__rd_i32(r, &m->generation))
		return kw__fail_field(r->err, "generation");
	if (!kw__rd_string(r, &m->protocol, version >= 4, true))
		return kw__fail_field(r->err, "protocol");
	if (!kw__rd_string(r, &m->leader, version >= 4, true))
		return kw__fail_field(r->err, "leader");
	if (version >= 2) {
		if (!kw__rd_i64(r, &m->current_state_timestamp))
			return kw__fail_field(r->err, "current_state_timestamp");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 4, false, 15))
			return kw__fail_field(r->err, "members");
		m->members_count = n;
		m->members = NULL;
		if (n > 0) {
			m->members = kw__alloc(a, (size_t)n * sizeof *m->members);
			if (!m->members)
				return kw__nomem(r, "members");
			for (int32_t i = 0; i < n; i++) {
				if (decode_member_metadata(&m->members[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "members");
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

static int encode_message(const struct kw_group_metadata_value *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->protocol_type.len < 0)
		return kw__null_fail(w, "protocol_type", version);
	if (!kw__wr_string(w, m->protocol_type, version >= 4))
		return kw__fail_field(w->err, "protocol_type");
	kw__wr_i32(w, m->generation);
	if (!kw__wr_string(w, m->protocol, version >= 4))
		return kw__fail_field(w->err, "protocol");
	if (!kw__wr_string(w, m->leader, version >= 4))
		return kw__fail_field(w->err, "leader");
	if (version >= 2) {
		kw__wr_i64(w, m->current_state_timestamp);
	}
	if (m->members_count < 0)
		return kw__null_fail(w, "members", version);
	kw__wr_array_len(w, m->members_count, version >= 4);
	for (int32_t i = 0; i < m->members_count; i++) {
		if (encode_member_metadata(&m->members[i], version, w) < 0)
			return kw__fail_index(w->err, i, "members");
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_group_metadata_value *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->protocol_type.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->protocol_type, version >= 4)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->generation)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->protocol, version >= 4)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->leader, version >= 4)))
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_i64(p, end, m->current_state_timestamp)))
			return NULL;
	}
	if (m->members_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->members_count, version >= 4)))
		return NULL;
	for (int32_t i = 0; i < m->members_count; i++) {
		if (!(p = put_member_metadata(&m->members[i], version, p, end)))
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

static size_t size_message(const struct kw_group_metadata_value *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->protocol_type, version >= 4);
	n += 4;
	n += kw__size_string(m->protocol, version >= 4);
	n += kw__size_string(m->leader, version >= 4);
	if (version >= 2) {
		n += 8;
	}
	n += kw__size_array_len(m->members_count, version >= 4);
	for (int32_t i = 0; i < m->members_count; i++)
		n += size_member_metadata(&m->members[i], version);
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_group_metadata_value_decode(struct kw_group_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_group_metadata_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "GroupMetadataValue v%d", (int)version);
	return rc;
}

int kw_group_metadata_value_encode(const struct kw_group_metadata_value *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 4) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
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
		kw_error_set_context(w->err, "GroupMetadataValue v%d", (int)version);
	return rc;
}

size_t kw_group_metadata_value_size(const struct kw_group_metadata_value *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_group_metadata_value_equal(const struct kw_group_metadata_value *a, const struct kw_group_metadata_value *b)
{
	return equal_message(a, b);
}
