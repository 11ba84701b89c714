/* generated from schemas/clients/BeginQuorumEpochResponse.json by kwire-gen, do not edit */
#include "kwire/msg/begin_quorum_epoch_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_partition_data(struct kw_begin_quorum_epoch_response_partition_data *s);
static int decode_partition_data(struct kw_begin_quorum_epoch_response_partition_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *m, int16_t version, struct kw_writer *w);
static uint8_t *put_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *m, int16_t version);
static bool equal_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *a, const struct kw_begin_quorum_epoch_response_partition_data *b);
static void init_topic_data(struct kw_begin_quorum_epoch_response_topic_data *s);
static int decode_topic_data(struct kw_begin_quorum_epoch_response_topic_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *m, int16_t version, struct kw_writer *w);
static uint8_t *put_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *m, int16_t version);
static bool equal_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *a, const struct kw_begin_quorum_epoch_response_topic_data *b);
static void init_node_endpoint(struct kw_begin_quorum_epoch_response_node_endpoint *s);
static int decode_node_endpoint(struct kw_begin_quorum_epoch_response_node_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *m, int16_t version, struct kw_writer *w);
static uint8_t *put_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *m, int16_t version);
static bool equal_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *a, const struct kw_begin_quorum_epoch_response_node_endpoint *b);
static void init_message(struct kw_begin_quorum_epoch_response *s);
static int decode_message(struct kw_begin_quorum_epoch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_begin_quorum_epoch_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_begin_quorum_epoch_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_begin_quorum_epoch_response *m, int16_t version);
static bool equal_message(const struct kw_begin_quorum_epoch_response *a, const struct kw_begin_quorum_epoch_response *b);

static void init_partition_data(struct kw_begin_quorum_epoch_response_partition_data *s)
{
	memset(s, 0, sizeof *s);
}

void kw_begin_quorum_epoch_response_partition_data_init(struct kw_begin_quorum_epoch_response_partition_data *s)
{
	init_partition_data(s);
}

static bool equal_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *a, const struct kw_begin_quorum_epoch_response_partition_data *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->leader_id != 0)
		return false;
	if (m->leader_epoch != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_data(struct kw_begin_quorum_epoch_response_partition_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_partition_data(m);
	if (!kw__rd_i32(r, &m->partition_index))
		return kw__fail_field(r->err, "partition_index");
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_i32(r, &m->leader_id))
		return kw__fail_field(r->err, "leader_id");
	if (!kw__rd_i32(r, &m->leader_epoch))
		return kw__fail_field(r->err, "leader_epoch");
	if (version >= 1) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->partition_index);
	kw__wr_i16(w, m->error_code);
	kw__wr_i32(w, m->leader_id);
	kw__wr_i32(w, m->leader_epoch);
	if (version >= 1) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->partition_index)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->leader_id)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->leader_epoch)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_partition_data(const struct kw_begin_quorum_epoch_response_partition_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 2;
	n += 4;
	n += 4;
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_topic_data(struct kw_begin_quorum_epoch_response_topic_data *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_begin_quorum_epoch_response_topic_data_init(struct kw_begin_quorum_epoch_response_topic_data *s)
{
	init_topic_data(s);
}

static bool equal_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *a, const struct kw_begin_quorum_epoch_response_topic_data *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_partition_data(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_data(struct kw_begin_quorum_epoch_response_topic_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_topic_data(m);
	if (!kw__rd_string(r, &m->topic_name, version >= 1, false))
		return kw__fail_field(r->err, "topic_name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 1, false, 14))
			return kw__fail_field(r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(r, "partitions");
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_data(&m->partitions[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "partitions");
			}
		}
	}
	if (version >= 1) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	if (!kw__wr_string(w, m->topic_name, version >= 1))
		return kw__fail_field(w->err, "topic_name");
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, version >= 1);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		if (encode_partition_data(&m->partitions[i], version, w) < 0)
			return kw__fail_index(w->err, i, "partitions");
	}
	if (version >= 1) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->topic_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic_name, version >= 1)))
		return NULL;
	if (m->partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partitions_count, version >= 1)))
		return NULL;
	for (int32_t i = 0; i < m->partitions_count; i++) {
		if (!(p = put_partition_data(&m->partitions[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_topic_data(const struct kw_begin_quorum_epoch_response_topic_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->topic_name, version >= 1);
	n += kw__size_array_len(m->partitions_count, version >= 1);
	for (int32_t i = 0; i < m->partitions_count; i++)
		n += size_partition_data(&m->partitions[i], version);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_node_endpoint(struct kw_begin_quorum_epoch_response_node_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
}

void kw_begin_quorum_epoch_response_node_endpoint_init(struct kw_begin_quorum_epoch_response_node_endpoint *s)
{
	init_node_endpoint(s);
}

static bool equal_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *a, const struct kw_begin_quorum_epoch_response_node_endpoint *b)
{
	if (a->node_id != b->node_id)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *m)
{
	if (m->node_id != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_node_endpoint(struct kw_begin_quorum_epoch_response_node_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_node_endpoint(m);
	if (!kw__rd_i32(r, &m->node_id))
		return kw__fail_field(r->err, "node_id");
	if (!kw__rd_string(r, &m->host, true, false))
		return kw__fail_field(r->err, "host");
	if (!kw__rd_u16(r, &m->port))
		return kw__fail_field(r->err, "port");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->node_id);
	if (m->host.len < 0)
		return kw__null_fail(w, "host", version);
	if (!kw__wr_string(w, m->host, true))
		return kw__fail_field(w->err, "host");
	kw__wr_u16(w, m->port);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->node_id)))
		return NULL;
	if (m->host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->host, true)))
		return NULL;
	if (!(p = kw__put_u16(p, end, m->port)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_node_endpoint(const struct kw_begin_quorum_epoch_response_node_endpoint *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_string(m->host, true);
	n += 2;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_begin_quorum_epoch_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_begin_quorum_epoch_response_init(struct kw_begin_quorum_epoch_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_begin_quorum_epoch_response *a, const struct kw_begin_quorum_epoch_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_topic_data(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->node_endpoints_count != b->node_endpoints_count)
		return false;
	for (int32_t i = 0; i < a->node_endpoints_count; i++) {
		if (!equal_node_endpoint(&a->node_endpoints[i], &b->node_endpoints[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_begin_quorum_epoch_response *m)
{
	if (m->error_code != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->node_endpoints_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_begin_quorum_epoch_response *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_begin_quorum_epoch_response *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	(void)version;
	(void)m;
	(void)a;
	switch (tag) {
	case 0:
		{
			int32_t n;
			if (!kw__rd_array_len(sub, &n, true, false, 8))
				return kw__fail_field(sub->err, "node_endpoints");
			m->node_endpoints_count = n;
			m->node_endpoints = NULL;
			if (n > 0) {
				m->node_endpoints = kw__alloc(a, (size_t)n * sizeof *m->node_endpoints);
				if (!m->node_endpoints)
					return kw__nomem(sub, "node_endpoints");
				for (int32_t i = 0; i < n; i++) {
					if (decode_node_endpoint(&m->node_endpoints[i], version, sub, a) < 0)
						return kw__fail_index(sub->err, i, "node_endpoints");
				}
			}
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_begin_quorum_epoch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 1, false, 3))
			return kw__fail_field(r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(r, "topics");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_data(&m->topics[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topics");
			}
		}
	}
	if (version >= 1) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			struct tags_message_ctx c = { m, version, a };
			if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_begin_quorum_epoch_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->error_code);
	if (m->topics_count < 0)
		return kw__null_fail(w, "topics", version);
	kw__wr_array_len(w, m->topics_count, version >= 1);
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (encode_topic_data(&m->topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topics");
	}
	if (!(version >= 1) && m->node_endpoints_count != 0)
		return kw__nondefault_fail(w, "node_endpoints", version);
	if (version >= 1) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		bool has_node_endpoints = m->node_endpoints_count != 0;
		ntags += has_node_endpoints;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, 0u);
		if (has_node_endpoints) {
			size_t vsz = 0;
			vsz += kw__size_array_len(m->node_endpoints_count, true);
			for (int32_t i = 0; i < m->node_endpoints_count; i++)
				vsz += size_node_endpoint(&m->node_endpoints[i], version);
			kw__wr_uvarint(w, 0u);
			kw__wr_uvarint(w, (uint32_t)vsz);
			if (m->node_endpoints_count < 0)
				return kw__null_fail(w, "node_endpoints", version);
			kw__wr_array_len(w, m->node_endpoints_count, true);
			for (int32_t i = 0; i < m->node_endpoints_count; i++) {
				if (encode_node_endpoint(&m->node_endpoints[i], version, w) < 0)
					return kw__fail_index(w->err, i, "node_endpoints");
			}
		}
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 1u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_begin_quorum_epoch_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (m->topics_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->topics_count, version >= 1)))
		return NULL;
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (!(p = put_topic_data(&m->topics[i], version, p, end)))
			return NULL;
	}
	if (!(version >= 1) && m->node_endpoints_count != 0)
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 1) {
		uint32_t ntags = 0;
		bool has_node_endpoints = m->node_endpoints_count != 0;
		ntags += has_node_endpoints;
		if (!(p = kw__put_uvarint(p, end, ntags)))
			return NULL;
		if (has_node_endpoints) {
			size_t vsz = 0;
			vsz += kw__size_array_len(m->node_endpoints_count, true);
			for (int32_t i = 0; i < m->node_endpoints_count; i++)
				vsz += size_node_endpoint(&m->node_endpoints[i], version);
			if (!(p = kw__put_uvarint(p, end, 0u)))
				return NULL;
			if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
				return NULL;
			if (m->node_endpoints_count < 0)
				return NULL;
			if (!(p = kw__put_array_len(p, end, m->node_endpoints_count, true)))
				return NULL;
			for (int32_t i = 0; i < m->node_endpoints_count; i++) {
				if (!(p = put_node_endpoint(&m->node_endpoints[i], version, p, end)))
					return NULL;
			}
		}
	}
	return p;
}

static size_t size_message(const struct kw_begin_quorum_epoch_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += kw__size_array_len(m->topics_count, version >= 1);
	for (int32_t i = 0; i < m->topics_count; i++)
		n += size_topic_data(&m->topics[i], version);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		if (m->node_endpoints_count != 0) {
			size_t vsz = 0;
			vsz += kw__size_array_len(m->node_endpoints_count, true);
			for (int32_t i = 0; i < m->node_endpoints_count; i++)
				vsz += size_node_endpoint(&m->node_endpoints[i], version);
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_begin_quorum_epoch_response_decode(struct kw_begin_quorum_epoch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_begin_quorum_epoch_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "BeginQuorumEpochResponse v%d", (int)version);
	return rc;
}

int kw_begin_quorum_epoch_response_encode(const struct kw_begin_quorum_epoch_response *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 1) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
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
		kw_error_set_context(w->err, "BeginQuorumEpochResponse v%d", (int)version);
	return rc;
}

size_t kw_begin_quorum_epoch_response_size(const struct kw_begin_quorum_epoch_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_begin_quorum_epoch_response_equal(const struct kw_begin_quorum_epoch_response *a, const struct kw_begin_quorum_epoch_response *b)
{
	return equal_message(a, b);
}
