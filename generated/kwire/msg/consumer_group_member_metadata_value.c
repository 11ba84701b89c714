/* generated from schemas/group-coordinator/ConsumerGroupMemberMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_member_metadata_value.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *s);
static int decode_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, uint8_t *p);
static bool equal_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *a, const struct kw_consumer_group_member_metadata_value_classic_protocol *b);
static void init_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *s);
static int decode_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, uint8_t *p);
static bool equal_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *a, const struct kw_consumer_group_member_metadata_value_classic_member_metadata *b);
static void init_message(struct kw_consumer_group_member_metadata_value *s);
static int decode_message(struct kw_consumer_group_member_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version, uint8_t *p);
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

static int decode_classic_protocol(struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_bytes(&in, &m->metadata, true, false))
		return kw__fail_field(in.r->err, "metadata");
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

static size_t size_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->name.len < 0)
		return kw__size_fail_null(e, at + n, "name", version);
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, true);
	if (m->metadata.len < 0)
		return kw__size_fail_null(e, at + n, "metadata", version);
	n += kw__size_bytes(m->metadata, true);
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

static uint8_t *put_classic_protocol(const struct kw_consumer_group_member_metadata_value_classic_protocol *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_bytes(p, m->metadata, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
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

static int decode_classic_member_metadata(struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->session_timeout_ms))
		return kw__fail_field(in.r->err, "session_timeout_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 3))
			return kw__fail_field(in.r->err, "supported_protocols");
		m->supported_protocols_count = n;
		m->supported_protocols = NULL;
		if (n > 0) {
			m->supported_protocols = kw__alloc(a, (size_t)n * sizeof *m->supported_protocols);
			if (!m->supported_protocols)
				return kw__nomem(&in, "supported_protocols");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_classic_protocol(&m->supported_protocols[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "supported_protocols");
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

static size_t size_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->supported_protocols_count < 0)
		return kw__size_fail_null(e, at + n, "supported_protocols", version);
	n += kw__size_array_len(m->supported_protocols_count, true);
	for (int32_t i = 0; i < m->supported_protocols_count; i++) {
		size_t k = size_classic_protocol(&m->supported_protocols[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "supported_protocols");
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

static uint8_t *put_classic_member_metadata(const struct kw_consumer_group_member_metadata_value_classic_member_metadata *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->session_timeout_ms);
	p = kw__put_array_len(p, m->supported_protocols_count, true);
	for (int32_t i = 0; i < m->supported_protocols_count; i++)
		p = put_classic_protocol(&m->supported_protocols[i], version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
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
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		{
			bool present = true;
			uint32_t mark;
			if (!kw__rd_uvarint(&in, &mark))
				return kw__fail_field(in.r->err, "classic_member_metadata");
			present = mark != 0;
			m->classic_member_metadata_is_null = !present;
			if (!present) {
				init_classic_member_metadata(&m->classic_member_metadata);
			} else {
				{
					struct kw__cur t = in;
					if (decode_classic_member_metadata(&m->classic_member_metadata, version, &t, a) < 0)
						return kw__fail_field(in.r->err, "classic_member_metadata");
					in = t;
				}
			}
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_consumer_group_member_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->instance_id, true, true))
		return kw__fail_field(in.r->err, "instance_id");
	if (!kw__rd_string(&in, &m->rack_id, true, true))
		return kw__fail_field(in.r->err, "rack_id");
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
	if (!kw__rd_string(&in, &m->subscribed_topic_regex, true, true))
		return kw__fail_field(in.r->err, "subscribed_topic_regex");
	if (!kw__rd_i32(&in, &m->rebalance_timeout_ms))
		return kw__fail_field(in.r->err, "rebalance_timeout_ms");
	if (!kw__rd_string(&in, &m->server_assignor, true, true))
		return kw__fail_field(in.r->err, "server_assignor");
	init_classic_member_metadata(&m->classic_member_metadata);
	m->classic_member_metadata_is_null = false;
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		struct tags_message_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->instance_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->instance_id.len, "instance_id");
	n += kw__size_string(m->instance_id, true);
	if (m->rack_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->rack_id.len, "rack_id");
	n += kw__size_string(m->rack_id, true);
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
	if (m->subscribed_topic_regex.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->subscribed_topic_regex.len, "subscribed_topic_regex");
	n += kw__size_string(m->subscribed_topic_regex, true);
	n += 4;
	if (m->server_assignor.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->server_assignor.len, "server_assignor");
	n += kw__size_string(m->server_assignor, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_classic_member_metadata = (m->classic_member_metadata_is_null || !isdefault_classic_member_metadata(&m->classic_member_metadata));
	if (has_classic_member_metadata) {
		size_t vsz = 0;
		vsz += 1;
		if (!m->classic_member_metadata_is_null) {
			size_t k = size_classic_member_metadata(&m->classic_member_metadata, version, at + n + vsz, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_field(e, "classic_member_metadata");
			vsz += k;
		}
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static uint8_t *put_message(const struct kw_consumer_group_member_metadata_value *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->instance_id, true);
	p = kw__put_string(p, m->rack_id, true);
	p = kw__put_string(p, m->client_id, true);
	p = kw__put_string(p, m->client_host, true);
	p = kw__put_array_len(p, m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++)
		p = kw__put_string(p, m->subscribed_topic_names[i], true);
	p = kw__put_string(p, m->subscribed_topic_regex, true);
	p = kw__put_i32(p, m->rebalance_timeout_ms);
	p = kw__put_string(p, m->server_assignor, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	bool has_classic_member_metadata = (m->classic_member_metadata_is_null || !isdefault_classic_member_metadata(&m->classic_member_metadata));
	uint32_t ntags = u->count;
	ntags += has_classic_member_metadata;
	p = kw__put_uvarint(p, ntags);
	if (has_classic_member_metadata) {
		size_t vsz = 0;
		vsz += 1;
		if (!m->classic_member_metadata_is_null) {
			vsz += size_classic_member_metadata(&m->classic_member_metadata, version, 0, NULL);
		}
		p = kw__put_uvarint(p, 0u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_uvarint(p, (!m->classic_member_metadata_is_null) ? 1 : 0);
		if (!m->classic_member_metadata_is_null)
			p = put_classic_member_metadata(&m->classic_member_metadata, version, p);
	}
	if (u->count)
		p = kw__put_unknown_tags(p, u, 1u, UINT32_MAX);
	return p;
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
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
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
			uint8_t *end = put_message(m, version, p);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "ConsumerGroupMemberMetadataValue v%d", (int)version);
	return w->err->code;
}

size_t kw_consumer_group_member_metadata_value_size(const struct kw_consumer_group_member_metadata_value *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_consumer_group_member_metadata_value_equal(const struct kw_consumer_group_member_metadata_value *a, const struct kw_consumer_group_member_metadata_value *b)
{
	return equal_message(a, b);
}
