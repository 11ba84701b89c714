/* generated from schemas/group-coordinator/ConsumerGroupMemberMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_member_metadata_value.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *s);
static int decode_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, struct kw_writer *w);
static uint8_t *put_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version);
static bool equal_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *a, const struct kw_consumer_group_member_metadata_value_classic_protocol *b);
static void init_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *s);
static int decode_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, struct kw_writer *w);
static uint8_t *put_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version);
static bool equal_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *a, const struct kw_consumer_group_member_metadata_value_classic_member_metadata *b);
static void init_message(struct kw_consumer_group_member_metadata_value *s);
static int decode_message(struct kw_consumer_group_member_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version);
static bool equal_message(const struct kw_consumer_group_member_metadata_value *a, const struct kw_consumer_group_member_metadata_value *b);

static void init_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->metadata = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_consumer_group_member_metadata_value_classic_protocol_init(struct kw_consumer_group_member_metadata_value_classic_protocol *s)
{
	init_classic_protocol(s);
}

static bool equal_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *a, const struct kw_consumer_group_member_metadata_value_classic_protocol *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_bytes_equal(a->metadata, b->metadata))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m)
{
	if (m->name.len != 0)
		return false;
	if (m->metadata.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_classic_protocol(m);
	if (!kw__rd_string(r, &m->name, true, false))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_bytes(r, &m->metadata, true, false))
		return kw__fail_field(r->err, "metadata");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, true))
		return kw__fail_field(w->err, "name");
	if (m->metadata.len < 0)
		return kw__null_fail(w, "metadata", version);
	kw__wr_bytes(w, m->metadata, true);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, true)))
		return NULL;
	if (m->metadata.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->metadata, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, true);
	n += kw__size_bytes(m->metadata, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *s)
{
	memset(s, 0, sizeof *s);
}

void kw_consumer_group_member_metadata_value_classic_member_metadata_init(struct kw_consumer_group_member_metadata_value_classic_member_metadata *s)
{
	init_classic_member_metadata(s);
}

static bool equal_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *a, const struct kw_consumer_group_member_metadata_value_classic_member_metadata *b)
{
	if (a->session_timeout_ms != b->session_timeout_ms)
		return false;
	if (a->supported_protocols_count != b->supported_protocols_count)
		return false;
	for (int32_t i = 0; i < a->supported_protocols_count; i++) {
		if (!equal_classic_protocol(&a->supported_protocols[i], &b->supported_protocols[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m)
{
	if (m->session_timeout_ms != 0)
		return false;
	if (m->supported_protocols_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_classic_member_metadata(m);
	if (!kw__rd_i32(r, &m->session_timeout_ms))
		return kw__fail_field(r->err, "session_timeout_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 3))
			return kw__fail_field(r->err, "supported_protocols");
		m->supported_protocols_count = n;
		m->supported_protocols = NULL;
		if (n > 0) {
			m->supported_protocols = kw__alloc(a, (size_t)n * sizeof *m->supported_protocols);
			if (!m->supported_protocols)
				return kw__nomem(r, "supported_protocols");
			for (int32_t i = 0; i < n; i++) {
				if (decode_classic_protocol(&m->supported_protocols[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "supported_protocols");
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

static int encode_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->session_timeout_ms);
	if (m->supported_protocols_count < 0)
		return kw__null_fail(w, "supported_protocols", version);
	kw__wr_array_len(w, m->supported_protocols_count, true);
	for (int32_t i = 0; i < m->supported_protocols_count; i++) {
		if (encode_classic_protocol(&m->supported_protocols[i], version, w) < 0)
			return kw__fail_index(w->err, i, "supported_protocols");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->session_timeout_ms)))
		return NULL;
	if (m->supported_protocols_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->supported_protocols_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->supported_protocols_count; i++) {
		if (!(p = put_classic_protocol(&m->supported_protocols[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_array_len(m->supported_protocols_count, true);
	for (int32_t i = 0; i < m->supported_protocols_count; i++)
		n += size_classic_protocol(&m->supported_protocols[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_consumer_group_member_metadata_value *m)
{
	memset(m, 0, sizeof *m);
	m->instance_id = (struct kw_str){ "", 0 };
	m->rack_id = (struct kw_str){ "", 0 };
	m->client_id = (struct kw_str){ "", 0 };
	m->client_host = (struct kw_str){ "", 0 };
	m->subscribed_topic_regex = (struct kw_str){ "", 0 };
	m->rebalance_timeout_ms = -1;
	m->server_assignor = (struct kw_str){ "", 0 };
	init_classic_member_metadata(&m->classic_member_metadata);
}

void kw_consumer_group_member_metadata_value_init(struct kw_consumer_group_member_metadata_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_consumer_group_member_metadata_value *a, const struct kw_consumer_group_member_metadata_value *b)
{
	if (!kw_str_equal(a->instance_id, b->instance_id))
		return false;
	if (!kw_str_equal(a->rack_id, b->rack_id))
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
	if (a->rebalance_timeout_ms != b->rebalance_timeout_ms)
		return false;
	if (!kw_str_equal(a->server_assignor, b->server_assignor))
		return false;
	if (a->classic_member_metadata_is_null != b->classic_member_metadata_is_null)
		return false;
	if (!a->classic_member_metadata_is_null && !equal_classic_member_metadata(&a->classic_member_metadata, &b->classic_member_metadata))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_consumer_group_member_metadata_value *m)
{
	if (m->instance_id.len != 0)
		return false;
	if (m->rack_id.len != 0)
		return false;
	if (m->client_id.len != 0)
		return false;
	if (m->client_host.len != 0)
		return false;
	if (m->subscribed_topic_names_count != 0)
		return false;
	if (m->subscribed_topic_regex.len != 0)
		return false;
	if (m->rebalance_timeout_ms != -1)
		return false;
	if (m->server_assignor.len != 0)
		return false;
	if ((m->classic_member_metadata_is_null || !isdefault_classic_member_metadata(&m->classic_member_metadata)))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_consumer_group_member_metadata_value *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_consumer_group_member_metadata_value *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	(void)version;
	(void)m;
	(void)a;
	switch (tag) {
	case 0:
		{
			bool present = true;
			uint32_t mark;
			if (!kw__rd_uvarint(sub, &mark))
				return kw__fail_field(sub->err, "classic_member_metadata");
			present = mark != 0;
			m->classic_member_metadata_is_null = !present;
			if (present && decode_classic_member_metadata(&m->classic_member_metadata, version, sub, a) < 0)
				return kw__fail_field(sub->err, "classic_member_metadata");
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_consumer_group_member_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->instance_id, true, true))
		return kw__fail_field(r->err, "instance_id");
	if (!kw__rd_string(r, &m->rack_id, true, true))
		return kw__fail_field(r->err, "rack_id");
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
	if (!kw__rd_i32(r, &m->rebalance_timeout_ms))
		return kw__fail_field(r->err, "rebalance_timeout_ms");
	if (!kw__rd_string(r, &m->server_assignor, true, true))
		return kw__fail_field(r->err, "server_assignor");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		struct tags_message_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (!kw__wr_string(w, m->instance_id, true))
		return kw__fail_field(w->err, "instance_id");
	if (!kw__wr_string(w, m->rack_id, true))
		return kw__fail_field(w->err, "rack_id");
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
	kw__wr_i32(w, m->rebalance_timeout_ms);
	if (!kw__wr_string(w, m->server_assignor, true))
		return kw__fail_field(w->err, "server_assignor");
	uint32_t ntags = m->unknown_tagged_fields.count;
	bool has_classic_member_metadata = (m->classic_member_metadata_is_null || !isdefault_classic_member_metadata(&m->classic_member_metadata));
	ntags += has_classic_member_metadata;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, 0u);
	if (has_classic_member_metadata) {
		size_t vsz = 0;
		vsz += 1;
		if (!m->classic_member_metadata_is_null)
			vsz += size_classic_member_metadata(&m->classic_member_metadata, version);
		kw__wr_uvarint(w, 0u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		kw__wr_uvarint(w, (!m->classic_member_metadata_is_null) ? 1 : 0);
		if ((!m->classic_member_metadata_is_null) && encode_classic_member_metadata(&m->classic_member_metadata, version, w) < 0)
			return kw__fail_field(w->err, "classic_member_metadata");
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 1u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_string(p, end, m->instance_id, true)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->rack_id, true)))
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
	if (!(p = kw__put_i32(p, end, m->rebalance_timeout_ms)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->server_assignor, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	uint32_t ntags = 0;
	bool has_classic_member_metadata = (m->classic_member_metadata_is_null || !isdefault_classic_member_metadata(&m->classic_member_metadata));
	ntags += has_classic_member_metadata;
	if (!(p = kw__put_uvarint(p, end, ntags)))
		return NULL;
	if (has_classic_member_metadata) {
		size_t vsz = 0;
		vsz += 1;
		if (!m->classic_member_metadata_is_null)
			vsz += size_classic_member_metadata(&m->classic_member_metadata, version);
		if (!(p = kw__put_uvarint(p, end, 0u)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (!m->classic_member_metadata_is_null) ? 1 : 0)))
			return NULL;
		if ((!m->classic_member_metadata_is_null) && !(p = put_classic_member_metadata(&m->classic_member_metadata, version, p, end)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->instance_id, true);
	n += kw__size_string(m->rack_id, true);
	n += kw__size_string(m->client_id, true);
	n += kw__size_string(m->client_host, true);
	n += kw__size_array_len(m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++)
		n += kw__size_string(m->subscribed_topic_names[i], true);
	n += kw__size_string(m->subscribed_topic_regex, true);
	n += 4;
	n += kw__size_string(m->server_assignor, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	if ((m->classic_member_metadata_is_null || !isdefault_classic_member_metadata(&m->classic_member_metadata))) {
		size_t vsz = 0;
		vsz += 1;
		if (!m->classic_member_metadata_is_null)
			vsz += size_classic_member_metadata(&m->classic_member_metadata, version);
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_consumer_group_member_metadata_value_decode(struct kw_consumer_group_member_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_consumer_group_member_metadata_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ConsumerGroupMemberMetadataValue v%d", (int)version);
	return rc;
}

int kw_consumer_group_member_metadata_value_encode(const struct kw_consumer_group_member_metadata_value *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "ConsumerGroupMemberMetadataValue v%d", (int)version);
	return rc;
}

size_t kw_consumer_group_member_metadata_value_size(const struct kw_consumer_group_member_metadata_value *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_consumer_group_member_metadata_value_equal(const struct kw_consumer_group_member_metadata_value *a, const struct kw_consumer_group_member_metadata_value *b)
{
	return equal_message(a, b);
}
