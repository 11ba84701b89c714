/* generated from schemas/clients/UpdateMetadataRequest.json by kwire-gen, do not edit */
#include "kwire/msg/update_metadata_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_update_metadata_endpoint(struct kw_update_metadata_request_update_metadata_endpoint *s);
static int decode_update_metadata_endpoint(struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version, struct kw_writer *w);
static uint8_t *put_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version);
static bool equal_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *a, const struct kw_update_metadata_request_update_metadata_endpoint *b);
static void init_update_metadata_broker(struct kw_update_metadata_request_update_metadata_broker *s);
static int decode_update_metadata_broker(struct kw_update_metadata_request_update_metadata_broker *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m, int16_t version, struct kw_writer *w);
static uint8_t *put_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m, int16_t version);
static bool equal_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *a, const struct kw_update_metadata_request_update_metadata_broker *b);
static void init_update_metadata_partition_state(struct kw_update_metadata_request_update_metadata_partition_state *s);
static int decode_update_metadata_partition_state(struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version, struct kw_writer *w);
static uint8_t *put_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version);
static bool equal_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *a, const struct kw_update_metadata_request_update_metadata_partition_state *b);
static void init_update_metadata_topic_state(struct kw_update_metadata_request_update_metadata_topic_state *s);
static int decode_update_metadata_topic_state(struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version, struct kw_writer *w);
static uint8_t *put_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version);
static bool equal_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *a, const struct kw_update_metadata_request_update_metadata_topic_state *b);
static void init_message(struct kw_update_metadata_request *s);
static int decode_message(struct kw_update_metadata_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_update_metadata_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_update_metadata_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_update_metadata_request *m, int16_t version);
static bool equal_message(const struct kw_update_metadata_request *a, const struct kw_update_metadata_request *b);

static void init_update_metadata_endpoint(struct kw_update_metadata_request_update_metadata_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
	s->listener = (struct kw_str){ "", 0 };
}

void kw_update_metadata_request_update_metadata_endpoint_init(struct kw_update_metadata_request_update_metadata_endpoint *s)
{
	init_update_metadata_endpoint(s);
}

static bool equal_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *a, const struct kw_update_metadata_request_update_metadata_endpoint *b)
{
	if (a->port != b->port)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (!kw_str_equal(a->listener, b->listener))
		return false;
	if (a->security_protocol != b->security_protocol)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m)
{
	if (m->port != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->listener.len != 0)
		return false;
	if (m->security_protocol != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_update_metadata_endpoint(struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_update_metadata_endpoint(m);
	if (!kw__rd_i32(r, &m->port))
		return kw__fail_field(r->err, "port");
	if (!kw__rd_string(r, &m->host, version >= 6, false))
		return kw__fail_field(r->err, "host");
	if (version >= 3) {
		if (!kw__rd_string(r, &m->listener, version >= 6, false))
			return kw__fail_field(r->err, "listener");
	}
	if (!kw__rd_i16(r, &m->security_protocol))
		return kw__fail_field(r->err, "security_protocol");
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

static int encode_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->port);
	if (m->host.len < 0)
		return kw__null_fail(w, "host", version);
	if (!kw__wr_string(w, m->host, version >= 6))
		return kw__fail_field(w->err, "host");
	if (version >= 3) {
		if (m->listener.len < 0)
			return kw__null_fail(w, "listener", version);
		if (!kw__wr_string(w, m->listener, version >= 6))
			return kw__fail_field(w->err, "listener");
	}
	kw__wr_i16(w, m->security_protocol);
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

__attribute__((unused)) static uint8_t *put_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->port)))
		return NULL;
	if (m->host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->host, version >= 6)))
		return NULL;
	if (version >= 3) {
		if (m->listener.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->listener, version >= 6)))
			return NULL;
	}
	if (!(p = kw__put_i16(p, end, m->security_protocol)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 6) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_update_metadata_endpoint(const struct kw_update_metadata_request_update_metadata_endpoint *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_string(m->host, version >= 6);
	if (version >= 3) {
		n += kw__size_string(m->listener, version >= 6);
	}
	n += 2;
	if (version >= 6) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_update_metadata_broker(struct kw_update_metadata_request_update_metadata_broker *s)
{
	memset(s, 0, sizeof *s);
	s->v0_host = (struct kw_str){ "", 0 };
	s->rack = (struct kw_str){ "", 0 };
}

void kw_update_metadata_request_update_metadata_broker_init(struct kw_update_metadata_request_update_metadata_broker *s)
{
	init_update_metadata_broker(s);
}

static bool equal_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *a, const struct kw_update_metadata_request_update_metadata_broker *b)
{
	if (a->id != b->id)
		return false;
	if (!kw_str_equal(a->v0_host, b->v0_host))
		return false;
	if (a->v0_port != b->v0_port)
		return false;
	if (a->endpoints_count != b->endpoints_count)
		return false;
	for (int32_t i = 0; i < a->endpoints_count; i++) {
		if (!equal_update_metadata_endpoint(&a->endpoints[i], &b->endpoints[i]))
			return false;
	}
	if (!kw_str_equal(a->rack, b->rack))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m)
{
	if (m->id != 0)
		return false;
	if (m->v0_host.len != 0)
		return false;
	if (m->v0_port != 0)
		return false;
	if (m->endpoints_count != 0)
		return false;
	if (m->rack.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_update_metadata_broker(struct kw_update_metadata_request_update_metadata_broker *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_update_metadata_broker(m);
	if (!kw__rd_i32(r, &m->id))
		return kw__fail_field(r->err, "id");
	if (version <= 0) {
		if (!kw__rd_string(r, &m->v0_host, false, false))
			return kw__fail_field(r->err, "v0_host");
	}
	if (version <= 0) {
		if (!kw__rd_i32(r, &m->v0_port))
			return kw__fail_field(r->err, "v0_port");
	}
	if (version >= 1) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, version >= 6, false, 8))
				return kw__fail_field(r->err, "endpoints");
			m->endpoints_count = n;
			m->endpoints = NULL;
			if (n > 0) {
				m->endpoints = kw__alloc(a, (size_t)n * sizeof *m->endpoints);
				if (!m->endpoints)
					return kw__nomem(r, "endpoints");
				for (int32_t i = 0; i < n; i++) {
					if (decode_update_metadata_endpoint(&m->endpoints[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "endpoints");
				}
			}
		}
	}
	if (version >= 2) {
		if (!kw__rd_string(r, &m->rack, version >= 6, true))
			return kw__fail_field(r->err, "rack");
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

static int encode_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->id);
	if (version <= 0) {
		if (m->v0_host.len < 0)
			return kw__null_fail(w, "v0_host", version);
		if (!kw__wr_string(w, m->v0_host, false))
			return kw__fail_field(w->err, "v0_host");
	}
	if (version <= 0) {
		kw__wr_i32(w, m->v0_port);
	}
	if (version >= 1) {
		if (m->endpoints_count < 0)
			return kw__null_fail(w, "endpoints", version);
		kw__wr_array_len(w, m->endpoints_count, version >= 6);
		for (int32_t i = 0; i < m->endpoints_count; i++) {
			if (encode_update_metadata_endpoint(&m->endpoints[i], version, w) < 0)
				return kw__fail_index(w->err, i, "endpoints");
		}
	}
	if (version >= 2) {
		if (!kw__wr_string(w, m->rack, version >= 6))
			return kw__fail_field(w->err, "rack");
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

__attribute__((unused)) static uint8_t *put_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->id)))
		return NULL;
	if (version <= 0) {
		if (m->v0_host.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->v0_host, false)))
			return NULL;
	}
	if (version <= 0) {
		if (!(p = kw__put_i32(p, end, m->v0_port)))
			return NULL;
	}
	if (version >= 1) {
		if (m->endpoints_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->endpoints_count, version >= 6)))
			return NULL;
		for (int32_t i = 0; i < m->endpoints_count; i++) {
			if (!(p = put_update_metadata_endpoint(&m->endpoints[i], version, p, end)))
				return NULL;
		}
	}
	if (version >= 2) {
		if (!(p = kw__put_string(p, end, m->rack, version >= 6)))
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

static size_t size_update_metadata_broker(const struct kw_update_metadata_request_update_metadata_broker *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	if (version <= 0) {
		n += kw__size_string(m->v0_host, false);
	}
	if (version <= 0) {
		n += 4;
	}
	if (version >= 1) {
		n += kw__size_array_len(m->endpoints_count, version >= 6);
		for (int32_t i = 0; i < m->endpoints_count; i++)
			n += size_update_metadata_endpoint(&m->endpoints[i], version);
	}
	if (version >= 2) {
		n += kw__size_string(m->rack, version >= 6);
	}
	if (version >= 6) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_update_metadata_partition_state(struct kw_update_metadata_request_update_metadata_partition_state *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_update_metadata_request_update_metadata_partition_state_init(struct kw_update_metadata_request_update_metadata_partition_state *s)
{
	init_update_metadata_partition_state(s);
}

static bool equal_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *a, const struct kw_update_metadata_request_update_metadata_partition_state *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partition_index != b->partition_index)
		return false;
	if (a->controller_epoch != b->controller_epoch)
		return false;
	if (a->leader != b->leader)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->isr_count != b->isr_count)
		return false;
	for (int32_t i = 0; i < a->isr_count; i++) {
		if (a->isr[i] != b->isr[i])
			return false;
	}
	if (a->zk_version != b->zk_version)
		return false;
	if (a->replicas_count != b->replicas_count)
		return false;
	for (int32_t i = 0; i < a->replicas_count; i++) {
		if (a->replicas[i] != b->replicas[i])
			return false;
	}
	if (a->offline_replicas_count != b->offline_replicas_count)
		return false;
	for (int32_t i = 0; i < a->offline_replicas_count; i++) {
		if (a->offline_replicas[i] != b->offline_replicas[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partition_index != 0)
		return false;
	if (m->controller_epoch != 0)
		return false;
	if (m->leader != 0)
		return false;
	if (m->leader_epoch != 0)
		return false;
	if (m->isr_count != 0)
		return false;
	if (m->zk_version != 0)
		return false;
	if (m->replicas_count != 0)
		return false;
	if (m->offline_replicas_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_update_metadata_partition_state(struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_update_metadata_partition_state(m);
	if (version <= 4) {
		if (!kw__rd_string(r, &m->topic_name, false, false))
			return kw__fail_field(r->err, "topic_name");
	}
	if (!kw__rd_i32(r, &m->partition_index))
		return kw__fail_field(r->err, "partition_index");
	if (!kw__rd_i32(r, &m->controller_epoch))
		return kw__fail_field(r->err, "controller_epoch");
	if (!kw__rd_i32(r, &m->leader))
		return kw__fail_field(r->err, "leader");
	if (!kw__rd_i32(r, &m->leader_epoch))
		return kw__fail_field(r->err, "leader_epoch");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 6, false, 4))
			return kw__fail_field(r->err, "isr");
		m->isr_count = n;
		m->isr = NULL;
		if (n > 0) {
			m->isr = kw__alloc(a, (size_t)n * sizeof *m->isr);
			if (!m->isr)
				return kw__nomem(r, "isr");
			kw__rd_i32_array(r, m->isr, n);
		}
	}
	if (!kw__rd_i32(r, &m->zk_version))
		return kw__fail_field(r->err, "zk_version");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 6, false, 4))
			return kw__fail_field(r->err, "replicas");
		m->replicas_count = n;
		m->replicas = NULL;
		if (n > 0) {
			m->replicas = kw__alloc(a, (size_t)n * sizeof *m->replicas);
			if (!m->replicas)
				return kw__nomem(r, "replicas");
			kw__rd_i32_array(r, m->replicas, n);
		}
	}
	if (version >= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, version >= 6, false, 4))
				return kw__fail_field(r->err, "offline_replicas");
			m->offline_replicas_count = n;
			m->offline_replicas = NULL;
			if (n > 0) {
				m->offline_replicas = kw__alloc(a, (size_t)n * sizeof *m->offline_replicas);
				if (!m->offline_replicas)
					return kw__nomem(r, "offline_replicas");
				kw__rd_i32_array(r, m->offline_replicas, n);
			}
		}
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

static int encode_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (version <= 4) {
		if (m->topic_name.len < 0)
			return kw__null_fail(w, "topic_name", version);
		if (!kw__wr_string(w, m->topic_name, false))
			return kw__fail_field(w->err, "topic_name");
	}
	kw__wr_i32(w, m->partition_index);
	kw__wr_i32(w, m->controller_epoch);
	kw__wr_i32(w, m->leader);
	kw__wr_i32(w, m->leader_epoch);
	if (m->isr_count < 0)
		return kw__null_fail(w, "isr", version);
	kw__wr_array_len(w, m->isr_count, version >= 6);
	if (m->isr_count > 0)
		kw__wr_i32_array(w, m->isr, m->isr_count);
	kw__wr_i32(w, m->zk_version);
	if (m->replicas_count < 0)
		return kw__null_fail(w, "replicas", version);
	kw__wr_array_len(w, m->replicas_count, version >= 6);
	if (m->replicas_count > 0)
		kw__wr_i32_array(w, m->replicas, m->replicas_count);
	if (version >= 4) {
		if (m->offline_replicas_count < 0)
			return kw__null_fail(w, "offline_replicas", version);
		kw__wr_array_len(w, m->offline_replicas_count, version >= 6);
		if (m->offline_replicas_count > 0)
			kw__wr_i32_array(w, m->offline_replicas, m->offline_replicas_count);
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

__attribute__((unused)) static uint8_t *put_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (version <= 4) {
		if (m->topic_name.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->topic_name, false)))
			return NULL;
	}
	if (!(p = kw__put_i32(p, end, m->partition_index)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->controller_epoch)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->leader)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->leader_epoch)))
		return NULL;
	if (m->isr_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->isr_count, version >= 6)))
		return NULL;
	if (m->isr_count > 0 && !(p = kw__put_i32_array(p, end, m->isr, m->isr_count)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->zk_version)))
		return NULL;
	if (m->replicas_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->replicas_count, version >= 6)))
		return NULL;
	if (m->replicas_count > 0 && !(p = kw__put_i32_array(p, end, m->replicas, m->replicas_count)))
		return NULL;
	if (version >= 4) {
		if (m->offline_replicas_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->offline_replicas_count, version >= 6)))
			return NULL;
		if (m->offline_replicas_count > 0 && !(p = kw__put_i32_array(p, end, m->offline_replicas, m->offline_replicas_count)))
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

static size_t size_update_metadata_partition_state(const struct kw_update_metadata_request_update_metadata_partition_state *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version <= 4) {
		n += kw__size_string(m->topic_name, false);
	}
	n += 4;
	n += 4;
	n += 4;
	n += 4;
	n += kw__size_array_len(m->isr_count, version >= 6);
	if (m->isr_count > 0)
		n += (size_t)m->isr_count * 4;
	n += 4;
	n += kw__size_array_len(m->replicas_count, version >= 6);
	if (m->replicas_count > 0)
		n += (size_t)m->replicas_count * 4;
	if (version >= 4) {
		n += kw__size_array_len(m->offline_replicas_count, version >= 6);
		if (m->offline_replicas_count > 0)
			n += (size_t)m->offline_replicas_count * 4;
	}
	if (version >= 6) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_update_metadata_topic_state(struct kw_update_metadata_request_update_metadata_topic_state *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_update_metadata_request_update_metadata_topic_state_init(struct kw_update_metadata_request_update_metadata_topic_state *s)
{
	init_update_metadata_topic_state(s);
}

static bool equal_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *a, const struct kw_update_metadata_request_update_metadata_topic_state *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partition_states_count != b->partition_states_count)
		return false;
	for (int32_t i = 0; i < a->partition_states_count; i++) {
		if (!equal_update_metadata_partition_state(&a->partition_states[i], &b->partition_states[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partition_states_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_update_metadata_topic_state(struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_update_metadata_topic_state(m);
	if (!kw__rd_string(r, &m->topic_name, version >= 6, false))
		return kw__fail_field(r->err, "topic_name");
	if (version >= 7) {
		if (!kw__rd_uuid(r, &m->topic_id))
			return kw__fail_field(r->err, "topic_id");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 6, false, 24))
			return kw__fail_field(r->err, "partition_states");
		m->partition_states_count = n;
		m->partition_states = NULL;
		if (n > 0) {
			m->partition_states = kw__alloc(a, (size_t)n * sizeof *m->partition_states);
			if (!m->partition_states)
				return kw__nomem(r, "partition_states");
			for (int32_t i = 0; i < n; i++) {
				if (decode_update_metadata_partition_state(&m->partition_states[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "partition_states");
			}
		}
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

static int encode_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	if (!kw__wr_string(w, m->topic_name, version >= 6))
		return kw__fail_field(w->err, "topic_name");
	if (version >= 7) {
		kw__wr_uuid(w, &m->topic_id);
	}
	if (m->partition_states_count < 0)
		return kw__null_fail(w, "partition_states", version);
	kw__wr_array_len(w, m->partition_states_count, version >= 6);
	for (int32_t i = 0; i < m->partition_states_count; i++) {
		if (encode_update_metadata_partition_state(&m->partition_states[i], version, w) < 0)
			return kw__fail_index(w->err, i, "partition_states");
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

__attribute__((unused)) static uint8_t *put_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->topic_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic_name, version >= 6)))
		return NULL;
	if (version >= 7) {
		if (!(p = kw__put_uuid(p, end, &m->topic_id)))
			return NULL;
	}
	if (m->partition_states_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partition_states_count, version >= 6)))
		return NULL;
	for (int32_t i = 0; i < m->partition_states_count; i++) {
		if (!(p = put_update_metadata_partition_state(&m->partition_states[i], version, p, end)))
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

static size_t size_update_metadata_topic_state(const struct kw_update_metadata_request_update_metadata_topic_state *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->topic_name, version >= 6);
	if (version >= 7) {
		n += 16;
	}
	n += kw__size_array_len(m->partition_states_count, version >= 6);
	for (int32_t i = 0; i < m->partition_states_count; i++)
		n += size_update_metadata_partition_state(&m->partition_states[i], version);
	if (version >= 6) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_update_metadata_request *m)
{
	memset(m, 0, sizeof *m);
	m->is_k_raft_controller = false;
	m->type = 0;
	m->broker_epoch = INT64_C(-1);
}

void kw_update_metadata_request_init(struct kw_update_metadata_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_update_metadata_request *a, const struct kw_update_metadata_request *b)
{
	if (a->controller_id != b->controller_id)
		return false;
	if (a->is_k_raft_controller != b->is_k_raft_controller)
		return false;
	if (a->type != b->type)
		return false;
	if (a->controller_epoch != b->controller_epoch)
		return false;
	if (a->broker_epoch != b->broker_epoch)
		return false;
	if (a->ungrouped_partition_states_count != b->ungrouped_partition_states_count)
		return false;
	for (int32_t i = 0; i < a->ungrouped_partition_states_count; i++) {
		if (!equal_update_metadata_partition_state(&a->ungrouped_partition_states[i], &b->ungrouped_partition_states[i]))
			return false;
	}
	if (a->topic_states_count != b->topic_states_count)
		return false;
	for (int32_t i = 0; i < a->topic_states_count; i++) {
		if (!equal_update_metadata_topic_state(&a->topic_states[i], &b->topic_states[i]))
			return false;
	}
	if (a->live_brokers_count != b->live_brokers_count)
		return false;
	for (int32_t i = 0; i < a->live_brokers_count; i++) {
		if (!equal_update_metadata_broker(&a->live_brokers[i], &b->live_brokers[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_update_metadata_request *m)
{
	if (m->controller_id != 0)
		return false;
	if (m->is_k_raft_controller != false)
		return false;
	if (m->type != 0)
		return false;
	if (m->controller_epoch != 0)
		return false;
	if (m->broker_epoch != INT64_C(-1))
		return false;
	if (m->ungrouped_partition_states_count != 0)
		return false;
	if (m->topic_states_count != 0)
		return false;
	if (m->live_brokers_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_update_metadata_request *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_update_metadata_request *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	(void)version;
	(void)m;
	(void)a;
	switch (tag) {
	case 0:
		if (!(version >= 8))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_i8(sub, &m->type))
			return kw__fail_field(sub->err, "type");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_update_metadata_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->controller_id))
		return kw__fail_field(r->err, "controller_id");
	if (version >= 8) {
		if (!kw__rd_bool(r, &m->is_k_raft_controller))
			return kw__fail_field(r->err, "is_k_raft_controller");
	}
	if (!kw__rd_i32(r, &m->controller_epoch))
		return kw__fail_field(r->err, "controller_epoch");
	if (version >= 5) {
		if (!kw__rd_i64(r, &m->broker_epoch))
			return kw__fail_field(r->err, "broker_epoch");
	}
	if (version <= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, false, false, 30))
				return kw__fail_field(r->err, "ungrouped_partition_states");
			m->ungrouped_partition_states_count = n;
			m->ungrouped_partition_states = NULL;
			if (n > 0) {
				m->ungrouped_partition_states = kw__alloc(a, (size_t)n * sizeof *m->ungrouped_partition_states);
				if (!m->ungrouped_partition_states)
					return kw__nomem(r, "ungrouped_partition_states");
				for (int32_t i = 0; i < n; i++) {
					if (decode_update_metadata_partition_state(&m->ungrouped_partition_states[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "ungrouped_partition_states");
				}
			}
		}
	}
	if (version >= 5) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, version >= 6, false, 3))
				return kw__fail_field(r->err, "topic_states");
			m->topic_states_count = n;
			m->topic_states = NULL;
			if (n > 0) {
				m->topic_states = kw__alloc(a, (size_t)n * sizeof *m->topic_states);
				if (!m->topic_states)
					return kw__nomem(r, "topic_states");
				for (int32_t i = 0; i < n; i++) {
					if (decode_update_metadata_topic_state(&m->topic_states[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "topic_states");
				}
			}
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 6, false, 7))
			return kw__fail_field(r->err, "live_brokers");
		m->live_brokers_count = n;
		m->live_brokers = NULL;
		if (n > 0) {
			m->live_brokers = kw__alloc(a, (size_t)n * sizeof *m->live_brokers);
			if (!m->live_brokers)
				return kw__nomem(r, "live_brokers");
			for (int32_t i = 0; i < n; i++) {
				if (decode_update_metadata_broker(&m->live_brokers[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "live_brokers");
			}
		}
	}
	if (version >= 6) {
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

static int encode_message(const struct kw_update_metadata_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->controller_id);
	if (!(version >= 8) && m->is_k_raft_controller != false)
		return kw__nondefault_fail(w, "is_k_raft_controller", version);
	if (version >= 8) {
		kw__wr_bool(w, m->is_k_raft_controller);
	}
	if (!(version >= 8) && m->type != 0)
		return kw__nondefault_fail(w, "type", version);
	kw__wr_i32(w, m->controller_epoch);
	if (version >= 5) {
		kw__wr_i64(w, m->broker_epoch);
	}
	if (!(version <= 4) && m->ungrouped_partition_states_count != 0)
		return kw__nondefault_fail(w, "ungrouped_partition_states", version);
	if (version <= 4) {
		if (m->ungrouped_partition_states_count < 0)
			return kw__null_fail(w, "ungrouped_partition_states", version);
		kw__wr_array_len(w, m->ungrouped_partition_states_count, false);
		for (int32_t i = 0; i < m->ungrouped_partition_states_count; i++) {
			if (encode_update_metadata_partition_state(&m->ungrouped_partition_states[i], version, w) < 0)
				return kw__fail_index(w->err, i, "ungrouped_partition_states");
		}
	}
	if (!(version >= 5) && m->topic_states_count != 0)
		return kw__nondefault_fail(w, "topic_states", version);
	if (version >= 5) {
		if (m->topic_states_count < 0)
			return kw__null_fail(w, "topic_states", version);
		kw__wr_array_len(w, m->topic_states_count, version >= 6);
		for (int32_t i = 0; i < m->topic_states_count; i++) {
			if (encode_update_metadata_topic_state(&m->topic_states[i], version, w) < 0)
				return kw__fail_index(w->err, i, "topic_states");
		}
	}
	if (m->live_brokers_count < 0)
		return kw__null_fail(w, "live_brokers", version);
	kw__wr_array_len(w, m->live_brokers_count, version >= 6);
	for (int32_t i = 0; i < m->live_brokers_count; i++) {
		if (encode_update_metadata_broker(&m->live_brokers[i], version, w) < 0)
			return kw__fail_index(w->err, i, "live_brokers");
	}
	if (version >= 6) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		bool has_type = (version >= 8) && m->type != 0;
		ntags += has_type;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, 0u);
		if (has_type) {
			size_t vsz = 0;
			vsz += 1;
			kw__wr_uvarint(w, 0u);
			kw__wr_uvarint(w, (uint32_t)vsz);
			kw__wr_i8(w, m->type);
		}
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 1u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_update_metadata_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->controller_id)))
		return NULL;
	if (!(version >= 8) && m->is_k_raft_controller != false)
		return NULL;
	if (version >= 8) {
		if (!(p = kw__put_bool(p, end, m->is_k_raft_controller)))
			return NULL;
	}
	if (!(version >= 8) && m->type != 0)
		return NULL;
	if (!(p = kw__put_i32(p, end, m->controller_epoch)))
		return NULL;
	if (version >= 5) {
		if (!(p = kw__put_i64(p, end, m->broker_epoch)))
			return NULL;
	}
	if (!(version <= 4) && m->ungrouped_partition_states_count != 0)
		return NULL;
	if (version <= 4) {
		if (m->ungrouped_partition_states_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->ungrouped_partition_states_count, false)))
			return NULL;
		for (int32_t i = 0; i < m->ungrouped_partition_states_count; i++) {
			if (!(p = put_update_metadata_partition_state(&m->ungrouped_partition_states[i], version, p, end)))
				return NULL;
		}
	}
	if (!(version >= 5) && m->topic_states_count != 0)
		return NULL;
	if (version >= 5) {
		if (m->topic_states_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->topic_states_count, version >= 6)))
			return NULL;
		for (int32_t i = 0; i < m->topic_states_count; i++) {
			if (!(p = put_update_metadata_topic_state(&m->topic_states[i], version, p, end)))
				return NULL;
		}
	}
	if (m->live_brokers_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->live_brokers_count, version >= 6)))
		return NULL;
	for (int32_t i = 0; i < m->live_brokers_count; i++) {
		if (!(p = put_update_metadata_broker(&m->live_brokers[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 6) {
		uint32_t ntags = 0;
		bool has_type = (version >= 8) && m->type != 0;
		ntags += has_type;
		if (!(p = kw__put_uvarint(p, end, ntags)))
			return NULL;
		if (has_type) {
			size_t vsz = 0;
			vsz += 1;
			if (!(p = kw__put_uvarint(p, end, 0u)))
				return NULL;
			if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
				return NULL;
			if (!(p = kw__put_i8(p, end, m->type)))
				return NULL;
		}
	}
	return p;
}

static size_t size_message(const struct kw_update_metadata_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	if (version >= 8) {
		n += 1;
	}
	n += 4;
	if (version >= 5) {
		n += 8;
	}
	if (version <= 4) {
		n += kw__size_array_len(m->ungrouped_partition_states_count, false);
		for (int32_t i = 0; i < m->ungrouped_partition_states_count; i++)
			n += size_update_metadata_partition_state(&m->ungrouped_partition_states[i], version);
	}
	if (version >= 5) {
		n += kw__size_array_len(m->topic_states_count, version >= 6);
		for (int32_t i = 0; i < m->topic_states_count; i++)
			n += size_update_metadata_topic_state(&m->topic_states[i], version);
	}
	n += kw__size_array_len(m->live_brokers_count, version >= 6);
	for (int32_t i = 0; i < m->live_brokers_count; i++)
		n += size_update_metadata_broker(&m->live_brokers[i], version);
	if (version >= 6) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		if ((version >= 8) && m->type != 0) {
			size_t vsz = 0;
			vsz += 1;
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_update_metadata_request_decode(struct kw_update_metadata_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 8) {
		kw_update_metadata_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 8)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "UpdateMetadataRequest v%d", (int)version);
	return rc;
}

int kw_update_metadata_request_encode(const struct kw_update_metadata_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 8) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 8)", (int)version);
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
		kw_error_set_context(w->err, "UpdateMetadataRequest v%d", (int)version);
	return rc;
}

size_t kw_update_metadata_request_size(const struct kw_update_metadata_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_update_metadata_request_equal(const struct kw_update_metadata_request *a, const struct kw_update_metadata_request *b)
{
	return equal_message(a, b);
}
