/* generated from schemas/clients/ConsumerGroupDescribeResponse.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_describe_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_topic_partitions(struct kw_consumer_group_describe_response_topic_partitions *s);
static int decode_topic_partitions(struct kw_consumer_group_describe_response_topic_partitions *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *m, int16_t version, struct kw_writer *w);
static uint8_t *put_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *m, int16_t version);
static bool equal_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *a, const struct kw_consumer_group_describe_response_topic_partitions *b);
static void init_assignment(struct kw_consumer_group_describe_response_assignment *s);
static int decode_assignment(struct kw_consumer_group_describe_response_assignment *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_assignment(const struct kw_consumer_group_describe_response_assignment *m, int16_t version, struct kw_writer *w);
static uint8_t *put_assignment(const struct kw_consumer_group_describe_response_assignment *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_assignment(const struct kw_consumer_group_describe_response_assignment *m, int16_t version);
static bool equal_assignment(const struct kw_consumer_group_describe_response_assignment *a, const struct kw_consumer_group_describe_response_assignment *b);
static void init_member(struct kw_consumer_group_describe_response_member *s);
static int decode_member(struct kw_consumer_group_describe_response_member *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_member(const struct kw_consumer_group_describe_response_member *m, int16_t version, struct kw_writer *w);
static uint8_t *put_member(const struct kw_consumer_group_describe_response_member *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_member(const struct kw_consumer_group_describe_response_member *m, int16_t version);
static bool equal_member(const struct kw_consumer_group_describe_response_member *a, const struct kw_consumer_group_describe_response_member *b);
static void init_described_group(struct kw_consumer_group_describe_response_described_group *s);
static int decode_described_group(struct kw_consumer_group_describe_response_described_group *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_described_group(const struct kw_consumer_group_describe_response_described_group *m, int16_t version, struct kw_writer *w);
static uint8_t *put_described_group(const struct kw_consumer_group_describe_response_described_group *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_described_group(const struct kw_consumer_group_describe_response_described_group *m, int16_t version);
static bool equal_described_group(const struct kw_consumer_group_describe_response_described_group *a, const struct kw_consumer_group_describe_response_described_group *b);
static void init_message(struct kw_consumer_group_describe_response *s);
static int decode_message(struct kw_consumer_group_describe_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_consumer_group_describe_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_consumer_group_describe_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_consumer_group_describe_response *m, int16_t version);
static bool equal_message(const struct kw_consumer_group_describe_response *a, const struct kw_consumer_group_describe_response *b);

static void init_topic_partitions(struct kw_consumer_group_describe_response_topic_partitions *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_consumer_group_describe_response_topic_partitions_init(struct kw_consumer_group_describe_response_topic_partitions *s)
{
	init_topic_partitions(s);
}

static bool equal_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *a, const struct kw_consumer_group_describe_response_topic_partitions *b)
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

__attribute__((unused)) static bool isdefault_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->topic_name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_partitions(struct kw_consumer_group_describe_response_topic_partitions *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_topic_partitions(m);
	if (!kw__rd_uuid(r, &m->topic_id))
		return kw__fail_field(r->err, "topic_id");
	if (!kw__rd_string(r, &m->topic_name, true, false))
		return kw__fail_field(r->err, "topic_name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 4))
			return kw__fail_field(r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(r, "partitions");
			kw__rd_i32_array(r, m->partitions, n);
		}
	}
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->topic_id);
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	if (!kw__wr_string(w, m->topic_name, true))
		return kw__fail_field(w->err, "topic_name");
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, true);
	if (m->partitions_count > 0)
		kw__wr_i32_array(w, m->partitions, m->partitions_count);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->topic_id)))
		return NULL;
	if (m->topic_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic_name, true)))
		return NULL;
	if (m->partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partitions_count, true)))
		return NULL;
	if (m->partitions_count > 0 && !(p = kw__put_i32_array(p, end, m->partitions, m->partitions_count)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_topic_partitions(const struct kw_consumer_group_describe_response_topic_partitions *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += kw__size_string(m->topic_name, true);
	n += kw__size_array_len(m->partitions_count, true);
	if (m->partitions_count > 0)
		n += (size_t)m->partitions_count * 4;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_assignment(struct kw_consumer_group_describe_response_assignment *s)
{
	memset(s, 0, sizeof *s);
}

void kw_consumer_group_describe_response_assignment_init(struct kw_consumer_group_describe_response_assignment *s)
{
	init_assignment(s);
}

static bool equal_assignment(const struct kw_consumer_group_describe_response_assignment *a, const struct kw_consumer_group_describe_response_assignment *b)
{
	if (a->topic_partitions_count != b->topic_partitions_count)
		return false;
	for (int32_t i = 0; i < a->topic_partitions_count; i++) {
		if (!equal_topic_partitions(&a->topic_partitions[i], &b->topic_partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_assignment(const struct kw_consumer_group_describe_response_assignment *m)
{
	if (m->topic_partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_assignment(struct kw_consumer_group_describe_response_assignment *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_assignment(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 19))
			return kw__fail_field(r->err, "topic_partitions");
		m->topic_partitions_count = n;
		m->topic_partitions = NULL;
		if (n > 0) {
			m->topic_partitions = kw__alloc(a, (size_t)n * sizeof *m->topic_partitions);
			if (!m->topic_partitions)
				return kw__nomem(r, "topic_partitions");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_partitions(&m->topic_partitions[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topic_partitions");
			}
		}
	}
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_assignment(const struct kw_consumer_group_describe_response_assignment *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topic_partitions_count < 0)
		return kw__null_fail(w, "topic_partitions", version);
	kw__wr_array_len(w, m->topic_partitions_count, true);
	for (int32_t i = 0; i < m->topic_partitions_count; i++) {
		if (encode_topic_partitions(&m->topic_partitions[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topic_partitions");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_assignment(const struct kw_consumer_group_describe_response_assignment *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->topic_partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->topic_partitions_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->topic_partitions_count; i++) {
		if (!(p = put_topic_partitions(&m->topic_partitions[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_assignment(const struct kw_consumer_group_describe_response_assignment *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->topic_partitions_count, true);
	for (int32_t i = 0; i < m->topic_partitions_count; i++)
		n += size_topic_partitions(&m->topic_partitions[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_member(struct kw_consumer_group_describe_response_member *s)
{
	memset(s, 0, sizeof *s);
	s->member_id = (struct kw_str){ "", 0 };
	s->instance_id = KW_STR_NULL;
	s->rack_id = KW_STR_NULL;
	s->client_id = (struct kw_str){ "", 0 };
	s->client_host = (struct kw_str){ "", 0 };
	s->subscribed_topic_regex = KW_STR_NULL;
	init_assignment(&s->assignment);
	init_assignment(&s->target_assignment);
}

void kw_consumer_group_describe_response_member_init(struct kw_consumer_group_describe_response_member *s)
{
	init_member(s);
}

static bool equal_member(const struct kw_consumer_group_describe_response_member *a, const struct kw_consumer_group_describe_response_member *b)
{
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->instance_id, b->instance_id))
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
	if (!kw_str_equal(a->subscribed_topic_regex, b->subscribed_topic_regex))
		return false;
	if (!equal_assignment(&a->assignment, &b->assignment))
		return false;
	if (!equal_assignment(&a->target_assignment, &b->target_assignment))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_member(const struct kw_consumer_group_describe_response_member *m)
{
	if (m->member_id.len != 0)
		return false;
	if (m->instance_id.len >= 0)
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
	if (m->subscribed_topic_regex.len >= 0)
		return false;
	if (!isdefault_assignment(&m->assignment))
		return false;
	if (!isdefault_assignment(&m->target_assignment))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_member(struct kw_consumer_group_describe_response_member *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_member(m);
	if (!kw__rd_string(r, &m->member_id, true, false))
		return kw__fail_field(r->err, "member_id");
	if (!kw__rd_string(r, &m->instance_id, true, true))
		return kw__fail_field(r->err, "instance_id");
	if (!kw__rd_string(r, &m->rack_id, true, true))
		return kw__fail_field(r->err, "rack_id");
	if (!kw__rd_i32(r, &m->member_epoch))
		return kw__fail_field(r->err, "member_epoch");
	if (!kw__rd_string(r, &m->client_id, true, false))
		return kw__fail_field(r->err, "client_id");
	if (!kw__rd_string(r, &m->client_host, true, false))
		return kw__fail_field(r->err, "client_host");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 1))
			return kw__fail_field(r->err, "subscribed_topic_names");
		m->subscribed_topic_names_count = n;
		m->subscribed_topic_names = NULL;
		if (n > 0) {
			m->subscribed_topic_names = kw__alloc(a, (size_t)n * sizeof *m->subscribed_topic_names);
			if (!m->subscribed_topic_names)
				return kw__nomem(r, "subscribed_topic_names");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(r, &m->subscribed_topic_names[i], true, false))
					return kw__fail_index(r->err, i, "subscribed_topic_names");
			}
		}
	}
	if (!kw__rd_string(r, &m->subscribed_topic_regex, true, true))
		return kw__fail_field(r->err, "subscribed_topic_regex");
	if (decode_assignment(&m->assignment, version, r, a) < 0)
		return kw__fail_field(r->err, "assignment");
	if (decode_assignment(&m->target_assignment, version, r, a) < 0)
		return kw__fail_field(r->err, "target_assignment");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_member(const struct kw_consumer_group_describe_response_member *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->member_id.len < 0)
		return kw__null_fail(w, "member_id", version);
	if (!kw__wr_string(w, m->member_id, true))
		return kw__fail_field(w->err, "member_id");
	if (!kw__wr_string(w, m->instance_id, true))
		return kw__fail_field(w->err, "instance_id");
	if (!kw__wr_string(w, m->rack_id, true))
		return kw__fail_field(w->err, "rack_id");
	kw__wr_i32(w, m->member_epoch);
	if (m->client_id.len < 0)
		return kw__null_fail(w, "client_id", version);
	if (!kw__wr_string(w, m->client_id, true))
		return kw__fail_field(w->err, "client_id");
	if (m->client_host.len < 0)
		return kw__null_fail(w, "client_host", version);
	if (!kw__wr_string(w, m->client_host, true))
		return kw__fail_field(w->err, "client_host");
	if (m->subscribed_topic_names_count < 0)
		return kw__null_fail(w, "subscribed_topic_names", version);
	kw__wr_array_len(w, m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++) {
		if (m->subscribed_topic_names[i].len < 0) {
			kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
			return kw__fail_index(w->err, i, "subscribed_topic_names");
		}
		if (!kw__wr_string(w, m->subscribed_topic_names[i], true))
			return kw__fail_index(w->err, i, "subscribed_topic_names");
	}
	if (!kw__wr_string(w, m->subscribed_topic_regex, true))
		return kw__fail_field(w->err, "subscribed_topic_regex");
	if (encode_assignment(&m->assignment, version, w) < 0)
		return kw__fail_field(w->err, "assignment");
	if (encode_assignment(&m->target_assignment, version, w) < 0)
		return kw__fail_field(w->err, "target_assignment");
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_member(const struct kw_consumer_group_describe_response_member *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->member_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->member_id, true)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->instance_id, true)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->rack_id, true)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->member_epoch)))
		return NULL;
	if (m->client_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->client_id, true)))
		return NULL;
	if (m->client_host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->client_host, true)))
		return NULL;
	if (m->subscribed_topic_names_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->subscribed_topic_names_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++) {
		if (m->subscribed_topic_names[i].len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->subscribed_topic_names[i], true)))
			return NULL;
	}
	if (!(p = kw__put_string(p, end, m->subscribed_topic_regex, true)))
		return NULL;
	if (!(p = put_assignment(&m->assignment, version, p, end)))
		return NULL;
	if (!(p = put_assignment(&m->target_assignment, version, p, end)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_member(const struct kw_consumer_group_describe_response_member *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->member_id, true);
	n += kw__size_string(m->instance_id, true);
	n += kw__size_string(m->rack_id, true);
	n += 4;
	n += kw__size_string(m->client_id, true);
	n += kw__size_string(m->client_host, true);
	n += kw__size_array_len(m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++)
		n += kw__size_string(m->subscribed_topic_names[i], true);
	n += kw__size_string(m->subscribed_topic_regex, true);
	n += size_assignment(&m->assignment, version);
	n += size_assignment(&m->target_assignment, version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_described_group(struct kw_consumer_group_describe_response_described_group *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = KW_STR_NULL;
	s->group_id = (struct kw_str){ "", 0 };
	s->group_state = (struct kw_str){ "", 0 };
	s->assignor_name = (struct kw_str){ "", 0 };
	s->authorized_operations = INT32_MIN;
}

void kw_consumer_group_describe_response_described_group_init(struct kw_consumer_group_describe_response_described_group *s)
{
	init_described_group(s);
}

static bool equal_described_group(const struct kw_consumer_group_describe_response_described_group *a, const struct kw_consumer_group_describe_response_described_group *b)
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

__attribute__((unused)) static bool isdefault_described_group(const struct kw_consumer_group_describe_response_described_group *m)
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

static int decode_described_group(struct kw_consumer_group_describe_response_described_group *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_described_group(m);
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_string(r, &m->error_message, true, true))
		return kw__fail_field(r->err, "error_message");
	if (!kw__rd_string(r, &m->group_id, true, false))
		return kw__fail_field(r->err, "group_id");
	if (!kw__rd_string(r, &m->group_state, true, false))
		return kw__fail_field(r->err, "group_state");
	if (!kw__rd_i32(r, &m->group_epoch))
		return kw__fail_field(r->err, "group_epoch");
	if (!kw__rd_i32(r, &m->assignment_epoch))
		return kw__fail_field(r->err, "assignment_epoch");
	if (!kw__rd_string(r, &m->assignor_name, true, false))
		return kw__fail_field(r->err, "assignor_name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 16))
			return kw__fail_field(r->err, "members");
		m->members_count = n;
		m->members = NULL;
		if (n > 0) {
			m->members = kw__alloc(a, (size_t)n * sizeof *m->members);
			if (!m->members)
				return kw__nomem(r, "members");
			for (int32_t i = 0; i < n; i++) {
				if (decode_member(&m->members[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "members");
			}
		}
	}
	if (!kw__rd_i32(r, &m->authorized_operations))
		return kw__fail_field(r->err, "authorized_operations");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_described_group(const struct kw_consumer_group_describe_response_described_group *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->error_code);
	if (!kw__wr_string(w, m->error_message, true))
		return kw__fail_field(w->err, "error_message");
	if (m->group_id.len < 0)
		return kw__null_fail(w, "group_id", version);
	if (!kw__wr_string(w, m->group_id, true))
		return kw__fail_field(w->err, "group_id");
	if (m->group_state.len < 0)
		return kw__null_fail(w, "group_state", version);
	if (!kw__wr_string(w, m->group_state, true))
		return kw__fail_field(w->err, "group_state");
	kw__wr_i32(w, m->group_epoch);
	kw__wr_i32(w, m->assignment_epoch);
	if (m->assignor_name.len < 0)
		return kw__null_fail(w, "assignor_name", version);
	if (!kw__wr_string(w, m->assignor_name, true))
		return kw__fail_field(w->err, "assignor_name");
	if (m->members_count < 0)
		return kw__null_fail(w, "members", version);
	kw__wr_array_len(w, m->members_count, true);
	for (int32_t i = 0; i < m->members_count; i++) {
		if (encode_member(&m->members[i], version, w) < 0)
			return kw__fail_index(w->err, i, "members");
	}
	kw__wr_i32(w, m->authorized_operations);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_described_group(const struct kw_consumer_group_describe_response_described_group *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->error_message, true)))
		return NULL;
	if (m->group_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_id, true)))
		return NULL;
	if (m->group_state.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_state, true)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->group_epoch)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->assignment_epoch)))
		return NULL;
	if (m->assignor_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->assignor_name, true)))
		return NULL;
	if (m->members_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->members_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->members_count; i++) {
		if (!(p = put_member(&m->members[i], version, p, end)))
			return NULL;
	}
	if (!(p = kw__put_i32(p, end, m->authorized_operations)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_described_group(const struct kw_consumer_group_describe_response_described_group *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += kw__size_string(m->error_message, true);
	n += kw__size_string(m->group_id, true);
	n += kw__size_string(m->group_state, true);
	n += 4;
	n += 4;
	n += kw__size_string(m->assignor_name, true);
	n += kw__size_array_len(m->members_count, true);
	for (int32_t i = 0; i < m->members_count; i++)
		n += size_member(&m->members[i], version);
	n += 4;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_consumer_group_describe_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_consumer_group_describe_response_init(struct kw_consumer_group_describe_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_consumer_group_describe_response *a, const struct kw_consumer_group_describe_response *b)
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

__attribute__((unused)) static bool isdefault_message(const struct kw_consumer_group_describe_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->groups_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_consumer_group_describe_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->throttle_time_ms))
		return kw__fail_field(r->err, "throttle_time_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 20))
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
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_consumer_group_describe_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->throttle_time_ms);
	if (m->groups_count < 0)
		return kw__null_fail(w, "groups", version);
	kw__wr_array_len(w, m->groups_count, true);
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (encode_described_group(&m->groups[i], version, w) < 0)
			return kw__fail_index(w->err, i, "groups");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_consumer_group_describe_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (m->groups_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->groups_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->groups_count; i++) {
		if (!(p = put_described_group(&m->groups[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_consumer_group_describe_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_array_len(m->groups_count, true);
	for (int32_t i = 0; i < m->groups_count; i++)
		n += size_described_group(&m->groups[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_consumer_group_describe_response_decode(struct kw_consumer_group_describe_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_consumer_group_describe_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ConsumerGroupDescribeResponse v%d", (int)version);
	return rc;
}

int kw_consumer_group_describe_response_encode(const struct kw_consumer_group_describe_response *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 0) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
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
		kw_error_set_context(w->err, "ConsumerGroupDescribeResponse v%d", (int)version);
	return rc;
}

size_t kw_consumer_group_describe_response_size(const struct kw_consumer_group_describe_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_consumer_group_describe_response_equal(const struct kw_consumer_group_describe_response *a, const struct kw_consumer_group_describe_response *b)
{
	return equal_message(a, b);
}
