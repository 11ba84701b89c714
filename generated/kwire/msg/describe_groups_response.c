/* generated from schemas/clients/DescribeGroupsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_groups_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_described_group_member(struct kw_describe_groups_response_described_group_member *s);
static int decode_described_group_member(struct kw_describe_groups_response_described_group_member *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_described_group_member(const struct kw_describe_groups_response_described_group_member *m, int16_t version, struct kw_writer *w);
static uint8_t *put_described_group_member(const struct kw_describe_groups_response_described_group_member *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_described_group_member(const struct kw_describe_groups_response_described_group_member *m, int16_t version);
static bool equal_described_group_member(const struct kw_describe_groups_response_described_group_member *a, const struct kw_describe_groups_response_described_group_member *b);
static void init_described_group(struct kw_describe_groups_response_described_group *s);
static int decode_described_group(struct kw_describe_groups_response_described_group *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_described_group(const struct kw_describe_groups_response_described_group *m, int16_t version, struct kw_writer *w);
static uint8_t *put_described_group(const struct kw_describe_groups_response_described_group *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_described_group(const struct kw_describe_groups_response_described_group *m, int16_t version);
static bool equal_described_group(const struct kw_describe_groups_response_described_group *a, const struct kw_describe_groups_response_described_group *b);
static void init_message(struct kw_describe_groups_response *s);
static int decode_message(struct kw_describe_groups_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_groups_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_groups_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_groups_response *m, int16_t version);
static bool equal_message(const struct kw_describe_groups_response *a, const struct kw_describe_groups_response *b);

static void init_described_group_member(struct kw_describe_groups_response_described_group_member *s)
{
	memset(s, 0, sizeof *s);
	s->member_id = (struct kw_str){ "", 0 };
	s->group_instance_id = KW_STR_NULL;
	s->client_id = (struct kw_str){ "", 0 };
	s->client_host = (struct kw_str){ "", 0 };
	s->member_metadata = (struct kw_bytes){ (const uint8_t *)"", 0 };
	s->member_assignment = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_describe_groups_response_described_group_member_init(struct kw_describe_groups_response_described_group_member *s)
{
	init_described_group_member(s);
}

static bool equal_described_group_member(const struct kw_describe_groups_response_described_group_member *a, const struct kw_describe_groups_response_described_group_member *b)
{
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->group_instance_id, b->group_instance_id))
		return false;
	if (!kw_str_equal(a->client_id, b->client_id))
		return false;
	if (!kw_str_equal(a->client_host, b->client_host))
		return false;
	if (!kw_bytes_equal(a->member_metadata, b->member_metadata))
		return false;
	if (!kw_bytes_equal(a->member_assignment, b->member_assignment))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_described_group_member(const struct kw_describe_groups_response_described_group_member *m)
{
	if (m->member_id.len != 0)
		return false;
	if (m->group_instance_id.len >= 0)
		return false;
	if (m->client_id.len != 0)
		return false;
	if (m->client_host.len != 0)
		return false;
	if (m->member_metadata.len != 0)
		return false;
	if (m->member_assignment.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_described_group_member(struct kw_describe_groups_response_described_group_member *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_described_group_member(m);
	if (!kw__rd_string(r, &m->member_id, version >= 5, false))
		return kw__fail_field(r->err, "member_id");
	if (version >= 4) {
		if (!kw__rd_string(r, &m->group_instance_id, version >= 5, true))
			return kw__fail_field(r->err, "group_instance_id");
	}
	if (!kw__rd_string(r, &m->client_id, version >= 5, false))
		return kw__fail_field(r->err, "client_id");
	if (!kw__rd_string(r, &m->client_host, version >= 5, false))
		return kw__fail_field(r->err, "client_host");
	if (!kw__rd_bytes(r, &m->member_metadata, version >= 5, false))
		return kw__fail_field(r->err, "member_metadata");
	if (!kw__rd_bytes(r, &m->member_assignment, version >= 5, false))
		return kw__fail_field(r->err, "member_assignment");
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

static int encode_described_group_member(const struct kw_describe_groups_response_described_group_member *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->member_id.len < 0)
		return kw__null_fail(w, "member_id", version);
	if (!kw__wr_string(w, m->member_id, version >= 5))
		return kw__fail_field(w->err, "member_id");
	if (version >= 4) {
		if (!kw__wr_string(w, m->group_instance_id, version >= 5))
			return kw__fail_field(w->err, "group_instance_id");
	}
	if (m->client_id.len < 0)
		return kw__null_fail(w, "client_id", version);
	if (!kw__wr_string(w, m->client_id, version >= 5))
		return kw__fail_field(w->err, "client_id");
	if (m->client_host.len < 0)
		return kw__null_fail(w, "client_host", version);
	if (!kw__wr_string(w, m->client_host, version >= 5))
		return kw__fail_field(w->err, "client_host");
	if (m->member_metadata.len < 0)
		return kw__null_fail(w, "member_metadata", version);
	kw__wr_bytes(w, m->member_metadata, version >= 5);
	if (m->member_assignment.len < 0)
		return kw__null_fail(w, "member_assignment", version);
	kw__wr_bytes(w, m->member_assignment, version >= 5);
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

__attribute__((unused)) static uint8_t *put_described_group_member(const struct kw_describe_groups_response_described_group_member *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->member_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->member_id, version >= 5)))
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_string(p, end, m->group_instance_id, version >= 5)))
			return NULL;
	}
	if (m->client_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->client_id, version >= 5)))
		return NULL;
	if (m->client_host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->client_host, version >= 5)))
		return NULL;
	if (m->member_metadata.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->member_metadata, version >= 5)))
		return NULL;
	if (m->member_assignment.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->member_assignment, version >= 5)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 5) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_described_group_member(const struct kw_describe_groups_response_described_group_member *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->member_id, version >= 5);
	if (version >= 4) {
		n += kw__size_string(m->group_instance_id, version >= 5);
	}
	n += kw__size_string(m->client_id, version >= 5);
	n += kw__size_string(m->client_host, version >= 5);
	n += kw__size_bytes(m->member_metadata, version >= 5);
	n += kw__size_bytes(m->member_assignment, version >= 5);
	if (version >= 5) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_described_group(struct kw_describe_groups_response_described_group *s)
{
	memset(s, 0, sizeof *s);
	s->group_id = (struct kw_str){ "", 0 };
	s->group_state = (struct kw_str){ "", 0 };
	s->protocol_type = (struct kw_str){ "", 0 };
	s->protocol_data = (struct kw_str){ "", 0 };
	s->authorized_operations = INT32_MIN;
}

void kw_describe_groups_response_described_group_init(struct kw_describe_groups_response_described_group *s)
{
	init_described_group(s);
}

static bool equal_described_group(const struct kw_describe_groups_response_described_group *a, const struct kw_describe_groups_response_described_group *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_str_equal(a->group_state, b->group_state))
		return false;
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (!kw_str_equal(a->protocol_data, b->protocol_data))
		return false;
	if (a->members_count != b->members_count)
		return false;
	for (int32_t i = 0; i < a->members_count; i++) {
		if (!equal_described_group_member(&a->members[i], &b->members[i]))
			return false;
	}
	if (a->authorized_operations != b->authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_described_group(const struct kw_describe_groups_response_described_group *m)
{
	if (m->error_code != 0)
		return false;
	if (m->group_id.len != 0)
		return false;
	if (m->group_state.len != 0)
		return false;
	if (m->protocol_type.len != 0)
		return false;
	if (m->protocol_data.len != 0)
		return false;
	if (m->members_count != 0)
		return false;
	if (m->authorized_operations != INT32_MIN)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_described_group(struct kw_describe_groups_response_described_group *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_described_group(m);
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_string(r, &m->group_id, version >= 5, false))
		return kw__fail_field(r->err, "group_id");
	if (!kw__rd_string(r, &m->group_state, version >= 5, false))
		return kw__fail_field(r->err, "group_state");
	if (!kw__rd_string(r, &m->protocol_type, version >= 5, false))
		return kw__fail_field(r->err, "protocol_type");
	if (!kw__rd_string(r, &m->protocol_data, version >= 5, false))
		return kw__fail_field(r->err, "protocol_data");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 5, false, 7))
			return kw__fail_field(r->err, "members");
		m->members_count = n;
		m->members = NULL;
		if (n > 0) {
			m->members = kw__alloc(a, (size_t)n * sizeof *m->members);
			if (!m->members)
				return kw__nomem(r, "members");
			for (int32_t i = 0; i < n; i++) {
				if (decode_described_group_member(&m->members[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "members");
			}
		}
	}
	if (version >= 3) {
		if (!kw__rd_i32(r, &m->authorized_operations))
			return kw__fail_field(r->err, "authorized_operations");
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

static int encode_described_group(const struct kw_describe_groups_response_described_group *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->error_code);
	if (m->group_id.len < 0)
		return kw__null_fail(w, "group_id", version);
	if (!kw__wr_string(w, m->group_id, version >= 5))
		return kw__fail_field(w->err, "group_id");
	if (m->group_state.len < 0)
		return kw__null_fail(w, "group_state", version);
	if (!kw__wr_string(w, m->group_state, version >= 5))
		return kw__fail_field(w->err, "group_state");
	if (m->protocol_type.len < 0)
		return kw__null_fail(w, "protocol_type", version);
	if (!kw__wr_string(w, m->protocol_type, version >= 5))
		return kw__fail_field(w->err, "protocol_type");
	if (m->protocol_data.len < 0)
		return kw__null_fail(w, "protocol_data", version);
	if (!kw__wr_string(w, m->protocol_data, version >= 5))
		return kw__fail_field(w->err, "protocol_data");
	if (m->members_count < 0)
		return kw__null_fail(w, "members", version);
	kw__wr_array_len(w, m->members_count, version >= 5);
	for (int32_t i = 0; i < m->members_count; i++) {
		if (encode_described_group_member(&m->members[i], version, w) < 0)
			return kw__fail_index(w->err, i, "members");
	}
	if (!(version >= 3) && m->authorized_operations != INT32_MIN)
		return kw__nondefault_fail(w, "authorized_operations", version);
	if (version >= 3) {
		kw__wr_i32(w, m->authorized_operations);
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

__attribute__((unused)) static uint8_t *put_described_group(const struct kw_describe_groups_response_described_group *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (m->group_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_id, version >= 5)))
		return NULL;
	if (m->group_state.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_state, version >= 5)))
		return NULL;
	if (m->protocol_type.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->protocol_type, version >= 5)))
		return NULL;
	if (m->protocol_data.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->protocol_data, version >= 5)))
		return NULL;
	if (m->members_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->members_count, version >= 5)))
		return NULL;
	for (int32_t i = 0; i < m->members_count; i++) {
		if (!(p = put_described_group_member(&m->members[i], version, p, end)))
			return NULL;
	}
	if (!(version >= 3) && m->authorized_operations != INT32_MIN)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_i32(p, end, m->authorized_operations)))
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

static size_t size_described_group(const struct kw_describe_groups_response_described_group *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += kw__size_string(m->group_id, version >= 5);
	n += kw__size_string(m->group_state, version >= 5);
	n += kw__size_string(m->protocol_type, version >= 5);
	n += kw__size_string(m->protocol_data, version >= 5);
	n += kw__size_array_len(m->members_count, version >= 5);
	for (int32_t i = 0; i < m->members_count; i++)
		n += size_described_group_member(&m->members[i], version);
	if (version >= 3) {
		n += 4;
	}
	if (version >= 5) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_describe_groups_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_describe_groups_response_init(struct kw_describe_groups_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_groups_response *a, const struct kw_describe_groups_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->groups_count != b->groups_count)
		return false;
	for (int32_t i = 0; i < a->groups_count; i++) {
		if (!equal_described_group(&a->groups[i], &b->groups[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_groups_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->groups_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_groups_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (version >= 1) {
		if (!kw__rd_i32(r, &m->throttle_time_ms))
			return kw__fail_field(r->err, "throttle_time_ms");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 5, false, 12))
			return kw__fail_field(r->err, "groups");
		m->groups_count = n;
		m->groups = NULL;
		if (n > 0) {
			m->groups = kw__alloc(a, (size_t)n * sizeof *m->groups);
			if (!m->groups)
				return kw__nomem(r, "groups");
			for (int32_t i = 0; i < n; i++) {
				if (decode_described_group(&m->groups[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "groups");
			}
		}
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

static int encode_message(const struct kw_describe_groups_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (version >= 1) {
		kw__wr_i32(w, m->throttle_time_ms);
	}
	if (m->groups_count < 0)
		return kw__null_fail(w, "groups", version);
	kw__wr_array_len(w, m->groups_count, version >= 5);
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (encode_described_group(&m->groups[i], version, w) < 0)
			return kw__fail_index(w->err, i, "groups");
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_groups_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (version >= 1) {
		if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
			return NULL;
	}
	if (m->groups_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->groups_count, version >= 5)))
		return NULL;
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (!(p = put_described_group(&m->groups[i], version, p, end)))
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

static size_t size_message(const struct kw_describe_groups_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version >= 1) {
		n += 4;
	}
	n += kw__size_array_len(m->groups_count, version >= 5);
	for (int32_t i = 0; i < m->groups_count; i++)
		n += size_described_group(&m->groups[i], version);
	if (version >= 5) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_describe_groups_response_decode(struct kw_describe_groups_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_describe_groups_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeGroupsResponse v%d", (int)version);
	return rc;
}

int kw_describe_groups_response_encode(const struct kw_describe_groups_response *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "DescribeGroupsResponse v%d", (int)version);
	return rc;
}

size_t kw_describe_groups_response_size(const struct kw_describe_groups_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_groups_response_equal(const struct kw_describe_groups_response *a, const struct kw_describe_groups_response *b)
{
	return equal_message(a, b);
}
