/* generated from schemas/clients/ShareGroupDescribeResponse.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_describe_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_topic_partitions(struct kw_share_group_describe_response_topic_partitions *s);
static int decode_topic_partitions(struct kw_share_group_describe_response_topic_partitions *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *m, int16_t version, uint8_t *p);
static bool equal_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *a, const struct kw_share_group_describe_response_topic_partitions *b);
static void init_assignment(struct kw_share_group_describe_response_assignment *s);
static int decode_assignment(struct kw_share_group_describe_response_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_assignment(const struct kw_share_group_describe_response_assignment *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_assignment(const struct kw_share_group_describe_response_assignment *m, int16_t version, uint8_t *p);
static bool equal_assignment(const struct kw_share_group_describe_response_assignment *a, const struct kw_share_group_describe_response_assignment *b);
static void init_member(struct kw_share_group_describe_response_member *s);
static int decode_member(struct kw_share_group_describe_response_member *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_member(const struct kw_share_group_describe_response_member *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_member(const struct kw_share_group_describe_response_member *m, int16_t version, uint8_t *p);
static bool equal_member(const struct kw_share_group_describe_response_member *a, const struct kw_share_group_describe_response_member *b);
static void init_described_group(struct kw_share_group_describe_response_described_group *s);
static int decode_described_group(struct kw_share_group_describe_response_described_group *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_described_group(const struct kw_share_group_describe_response_described_group *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_described_group(const struct kw_share_group_describe_response_described_group *m, int16_t version, uint8_t *p);
static bool equal_described_group(const struct kw_share_group_describe_response_described_group *a, const struct kw_share_group_describe_response_described_group *b);
static void init_message(struct kw_share_group_describe_response *s);
static int decode_message(struct kw_share_group_describe_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_share_group_describe_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_share_group_describe_response *a, const struct kw_share_group_describe_response *b);

static void init_topic_partitions(struct kw_share_group_describe_response_topic_partitions *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_share_group_describe_response_topic_partitions_init(struct kw_share_group_describe_response_topic_partitions *s)
{
	init_topic_partitions(s);
}

static bool equal_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *a, const struct kw_share_group_describe_response_topic_partitions *b)
{
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (a->partitions[i] != b->partitions[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->topic_name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_partitions(struct kw_share_group_describe_response_topic_partitions *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_uuid(&in, &m->topic_id))
		return kw__fail_field(in.r->err, "topic_id");
	if (!kw__rd_string(&in, &m->topic_name, true, false))
		return kw__fail_field(in.r->err, "topic_name");
	if (!kw__rd_i32_array(&in, a, &m->partitions, &m->partitions_count, true, false))
		return kw__fail_field(in.r->err, "partitions");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static size_t size_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 16;
	if (m->topic_name.len < 0)
		return kw__size_fail_null(e, at + n, "topic_name", version);
	if (m->topic_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->topic_name.len, "topic_name");
	n += kw__size_string(m->topic_name, true);
	if (KW__LIKELY((true) && (uint32_t)m->partitions_count < 127u)) {
		n += 1 + (size_t)m->partitions_count * 4;
	} else {
		if (m->partitions_count < 0)
			return kw__size_fail_null(e, at + n, "partitions", version);
		n += kw__size_array_len(m->partitions_count, true) + (size_t)m->partitions_count * 4;
	}
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static uint8_t *put_topic_partitions(const struct kw_share_group_describe_response_topic_partitions *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_uuid(p, &m->topic_id);
	p = kw__put_string(p, m->topic_name, true);
	p = kw__put_array_len(p, m->partitions_count, true);
	if (m->partitions_count > 0)
		p = kw__put_i32_array(p, m->partitions, m->partitions_count);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_assignment(struct kw_share_group_describe_response_assignment *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_group_describe_response_assignment_init(struct kw_share_group_describe_response_assignment *s)
{
	init_assignment(s);
}

static bool equal_assignment(const struct kw_share_group_describe_response_assignment *a, const struct kw_share_group_describe_response_assignment *b)
{
	if (a->topic_partitions_count != b->topic_partitions_count)
		return false;
	for (int32_t i = 0; i < a->topic_partitions_count; i++) {
		if (!equal_topic_partitions(&a->topic_partitions[i], &b->topic_partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_assignment(const struct kw_share_group_describe_response_assignment *m)
{
	if (m->topic_partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_assignment(struct kw_share_group_describe_response_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 19))
			return kw__fail_field(in.r->err, "topic_partitions");
		m->topic_partitions_count = n;
		m->topic_partitions = NULL;
		if (n > 0) {
			m->topic_partitions = kw__alloc(a, (size_t)n * sizeof *m->topic_partitions);
			if (!m->topic_partitions)
				return kw__nomem(&in, "topic_partitions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_partitions(&m->topic_partitions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topic_partitions");
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static size_t size_assignment(const struct kw_share_group_describe_response_assignment *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topic_partitions_count < 0)
		return kw__size_fail_null(e, at + n, "topic_partitions", version);
	n += kw__size_array_len(m->topic_partitions_count, true);
	for (int32_t i = 0; i < m->topic_partitions_count; i++) {
		size_t k = size_topic_partitions(&m->topic_partitions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topic_partitions");
		n += k;
	}
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static uint8_t *put_assignment(const struct kw_share_group_describe_response_assignment *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_array_len(p, m->topic_partitions_count, true);
	for (int32_t i = 0; i < m->topic_partitions_count; i++)
		p = put_topic_partitions(&m->topic_partitions[i], version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_member(struct kw_share_group_describe_response_member *s)
{
	memset(s, 0, sizeof *s);
	s->member_id = (struct kw_str){ "", 0 };
	s->rack_id = KW_STR_NULL;
	s->client_id = (struct kw_str){ "", 0 };
	s->client_host = (struct kw_str){ "", 0 };
	init_assignment(&s->assignment);
}

void kw_share_group_describe_response_member_init(struct kw_share_group_describe_response_member *s)
{
	init_member(s);
}

static bool equal_member(const struct kw_share_group_describe_response_member *a, const struct kw_share_group_describe_response_member *b)
{
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->rack_id, b->rack_id))
		return false;
	if (a->member_epoch != b->member_epoch)
		return false;
	if (!kw_str_equal(a->client_id, b->client_id))
		return false;
	if (!kw_str_equal(a->client_host, b->client_host))
		return false;
	if (a->subscribed_topic_names_count != b->subscribed_topic_names_count)
		return false;
	for (int32_t i = 0; i < a->subscribed_topic_names_count; i++) {
		if (!kw_str_equal(a->subscribed_topic_names[i], b->subscribed_topic_names[i]))
			return false;
	}
	if (!equal_assignment(&a->assignment, &b->assignment))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_member(const struct kw_share_group_describe_response_member *m)
{
	if (m->member_id.len != 0)
		return false;
	if (m->rack_id.len >= 0)
		return false;
	if (m->member_epoch != 0)
		return false;
	if (m->client_id.len != 0)
		return false;
	if (m->client_host.len != 0)
		return false;
	if (m->subscribed_topic_names_count != 0)
		return false;
	if (!isdefault_assignment(&m->assignment))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_member(struct kw_share_group_describe_response_member *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->member_id, true, false))
		return kw__fail_field(in.r->err, "member_id");
	if (!kw__rd_string(&in, &m->rack_id, true, true))
		return kw__fail_field(in.r->err, "rack_id");
	if (!kw__rd_i32(&in, &m->member_epoch))
		return kw__fail_field(in.r->err, "member_epoch");
	if (!kw__rd_string(&in, &m->client_id, true, false))
		return kw__fail_field(in.r->err, "client_id");
	if (!kw__rd_string(&in, &m->client_host, true, false))
		return kw__fail_field(in.r->err, "client_host");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 1))
			return kw__fail_field(in.r->err, "subscribed_topic_names");
		m->subscribed_topic_names_count = n;
		m->subscribed_topic_names = NULL;
		if (n > 0) {
			m->subscribed_topic_names = kw__alloc(a, (size_t)n * sizeof *m->subscribed_topic_names);
			if (!m->subscribed_topic_names)
				return kw__nomem(&in, "subscribed_topic_names");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->subscribed_topic_names[i], true, false))
					return kw__fail_index(in.r->err, i, "subscribed_topic_names");
			}
		}
	}
	{
		struct kw__cur t = in;
		if (decode_assignment(&m->assignment, version, &t, a) < 0)
			return kw__fail_field(in.r->err, "assignment");
		in = t;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static size_t size_member(const struct kw_share_group_describe_response_member *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, true);
	if (m->rack_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->rack_id.len, "rack_id");
	n += kw__size_string(m->rack_id, true);
	n += 4;
	if (m->client_id.len < 0)
		return kw__size_fail_null(e, at + n, "client_id", version);
	if (m->client_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->client_id.len, "client_id");
	n += kw__size_string(m->client_id, true);
	if (m->client_host.len < 0)
		return kw__size_fail_null(e, at + n, "client_host", version);
	if (m->client_host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->client_host.len, "client_host");
	n += kw__size_string(m->client_host, true);
	if (m->subscribed_topic_names_count < 0)
		return kw__size_fail_null(e, at + n, "subscribed_topic_names", version);
	n += kw__size_array_len(m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++) {
		if (m->subscribed_topic_names[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "subscribed_topic_names", version);
		if (m->subscribed_topic_names[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->subscribed_topic_names[i].len, NULL);
			return kw__size_fail_index(e, i, "subscribed_topic_names");
		}
		n += kw__size_string(m->subscribed_topic_names[i], true);
	}
	{
		size_t k = size_assignment(&m->assignment, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "assignment");
		n += k;
	}
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static uint8_t *put_member(const struct kw_share_group_describe_response_member *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->member_id, true);
	p = kw__put_string(p, m->rack_id, true);
	p = kw__put_i32(p, m->member_epoch);
	p = kw__put_string(p, m->client_id, true);
	p = kw__put_string(p, m->client_host, true);
	p = kw__put_array_len(p, m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++)
		p = kw__put_string(p, m->subscribed_topic_names[i], true);
	p = put_assignment(&m->assignment, version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_described_group(struct kw_share_group_describe_response_described_group *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = KW_STR_NULL;
	s->group_id = (struct kw_str){ "", 0 };
	s->group_state = (struct kw_str){ "", 0 };
	s->assignor_name = (struct kw_str){ "", 0 };
	s->authorized_operations = INT32_MIN;
}

void kw_share_group_describe_response_described_group_init(struct kw_share_group_describe_response_described_group *s)
{
	init_described_group(s);
}

static bool equal_described_group(const struct kw_share_group_describe_response_described_group *a, const struct kw_share_group_describe_response_described_group *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_str_equal(a->group_state, b->group_state))
		return false;
	if (a->group_epoch != b->group_epoch)
		return false;
	if (a->assignment_epoch != b->assignment_epoch)
		return false;
	if (!kw_str_equal(a->assignor_name, b->assignor_name))
		return false;
	if (a->members_count != b->members_count)
		return false;
	for (int32_t i = 0; i < a->members_count; i++) {
		if (!equal_member(&a->members[i], &b->members[i]))
			return false;
	}
	if (a->authorized_operations != b->authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_described_group(const struct kw_share_group_describe_response_described_group *m)
{
	if (m->error_code != 0)
		return false;
	if (m->error_message.len >= 0)
		return false;
	if (m->group_id.len != 0)
		return false;
	if (m->group_state.len != 0)
		return false;
	if (m->group_epoch != 0)
		return false;
	if (m->assignment_epoch != 0)
		return false;
	if (m->assignor_name.len != 0)
		return false;
	if (m->members_count != 0)
		return false;
	if (m->authorized_operations != INT32_MIN)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_described_group(struct kw_share_group_describe_response_described_group *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (!kw__rd_string(&in, &m->error_message, true, true))
		return kw__fail_field(in.r->err, "error_message");
	if (!kw__rd_string(&in, &m->group_id, true, false))
		return kw__fail_field(in.r->err, "group_id");
	if (!kw__rd_string(&in, &m->group_state, true, false))
		return kw__fail_field(in.r->err, "group_state");
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->group_epoch = (int32_t)kw__ld32(q + 0);
		m->assignment_epoch = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->group_epoch))
			return kw__fail_field(in.r->err, "group_epoch");
		if (!kw__rd_i32(&in, &m->assignment_epoch))
			return kw__fail_field(in.r->err, "assignment_epoch");
	}
	if (!kw__rd_string(&in, &m->assignor_name, true, false))
		return kw__fail_field(in.r->err, "assignor_name");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 12))
			return kw__fail_field(in.r->err, "members");
		m->members_count = n;
		m->members = NULL;
		if (n > 0) {
			m->members = kw__alloc(a, (size_t)n * sizeof *m->members);
			if (!m->members)
				return kw__nomem(&in, "members");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_member(&m->members[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "members");
			}
			in = t;
		}
	}
	if (!kw__rd_i32(&in, &m->authorized_operations))
		return kw__fail_field(in.r->err, "authorized_operations");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_described_group(const struct kw_share_group_describe_response_described_group *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->error_message.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
	n += kw__size_string(m->error_message, true);
	if (m->group_id.len < 0)
		return kw__size_fail_null(e, at + n, "group_id", version);
	if (m->group_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->group_id.len, "group_id");
	n += kw__size_string(m->group_id, true);
	if (m->group_state.len < 0)
		return kw__size_fail_null(e, at + n, "group_state", version);
	if (m->group_state.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->group_state.len, "group_state");
	n += kw__size_string(m->group_state, true);
	n += 4;
	n += 4;
	if (m->assignor_name.len < 0)
		return kw__size_fail_null(e, at + n, "assignor_name", version);
	if (m->assignor_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->assignor_name.len, "assignor_name");
	n += kw__size_string(m->assignor_name, true);
	if (m->members_count < 0)
		return kw__size_fail_null(e, at + n, "members", version);
	n += kw__size_array_len(m->members_count, true);
	for (int32_t i = 0; i < m->members_count; i++) {
		size_t k = size_member(&m->members[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "members");
		n += k;
	}
	n += 4;
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_described_group(const struct kw_share_group_describe_response_described_group *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, true);
	p = kw__put_string(p, m->group_id, true);
	p = kw__put_string(p, m->group_state, true);
	p = kw__put_i32(p, m->group_epoch);
	p = kw__put_i32(p, m->assignment_epoch);
	p = kw__put_string(p, m->assignor_name, true);
	p = kw__put_array_len(p, m->members_count, true);
	for (int32_t i = 0; i < m->members_count; i++)
		p = put_member(&m->members[i], version, p);
	p = kw__put_i32(p, m->authorized_operations);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_share_group_describe_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_share_group_describe_response_init(struct kw_share_group_describe_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_group_describe_response *a, const struct kw_share_group_describe_response *b)
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

__attribute__((unused)) static bool isdefault_message(const struct kw_share_group_describe_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->groups_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_group_describe_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->throttle_time_ms))
		return kw__fail_field(in.r->err, "throttle_time_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 20))
			return kw__fail_field(in.r->err, "groups");
		m->groups_count = n;
		m->groups = NULL;
		if (n > 0) {
			m->groups = kw__alloc(a, (size_t)n * sizeof *m->groups);
			if (!m->groups)
				return kw__nomem(&in, "groups");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_described_group(&m->groups[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "groups");
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_share_group_describe_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->groups_count < 0)
		return kw__size_fail_null(e, at + n, "groups", version);
	n += kw__size_array_len(m->groups_count, true);
	for (int32_t i = 0; i < m->groups_count; i++) {
		size_t k = size_described_group(&m->groups[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "groups");
		n += k;
	}
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static size_t size_shallow_message(const struct kw_share_group_describe_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->groups_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->groups_count, true);
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static uint8_t *fill_message(const struct kw_share_group_describe_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_array_len(p, m->groups_count, true);
	for (int32_t i = 0; i < m->groups_count; i++) {
		size_t k = size_described_group(&m->groups[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_described_group(&m->groups[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_share_group_describe_response_decode(struct kw_share_group_describe_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_group_describe_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareGroupDescribeResponse v%d", (int)version);
	return rc;
}

int kw_share_group_describe_response_encode(const struct kw_share_group_describe_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
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
	kw_error_set_context(w->err, "ShareGroupDescribeResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_share_group_describe_response_size(const struct kw_share_group_describe_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_share_group_describe_response_equal(const struct kw_share_group_describe_response *a, const struct kw_share_group_describe_response *b)
{
	return equal_message(a, b);
}
