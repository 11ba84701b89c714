/* generated from schemas/clients/MetadataResponse.json by kwire-gen, do not edit */
#include "kwire/msg/metadata_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_metadata_response_broker(struct kw_metadata_response_metadata_response_broker *s);
static inline __attribute__((always_inline)) int decode_metadata_response_broker(struct kw_metadata_response_metadata_response_broker *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *m, int16_t version, uint8_t *p);
static bool equal_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *a, const struct kw_metadata_response_metadata_response_broker *b);
static void init_metadata_response_partition(struct kw_metadata_response_metadata_response_partition *s);
static inline __attribute__((always_inline)) int decode_metadata_response_partition(struct kw_metadata_response_metadata_response_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *m, int16_t version, uint8_t *p);
static bool equal_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *a, const struct kw_metadata_response_metadata_response_partition *b);
static void init_metadata_response_topic(struct kw_metadata_response_metadata_response_topic *s);
static int decode_metadata_response_topic(struct kw_metadata_response_metadata_response_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *m, int16_t version, uint8_t *p);
static bool equal_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *a, const struct kw_metadata_response_metadata_response_topic *b);
static void init_message(struct kw_metadata_response *s);
static int decode_message(struct kw_metadata_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_metadata_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_metadata_response *a, const struct kw_metadata_response *b);

static void init_metadata_response_broker(struct kw_metadata_response_metadata_response_broker *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
	s->rack = KW_STR_NULL;
}

void kw_metadata_response_metadata_response_broker_init(struct kw_metadata_response_metadata_response_broker *s)
{
	init_metadata_response_broker(s);
}

static bool equal_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *a, const struct kw_metadata_response_metadata_response_broker *b)
{
	if (a->node_id != b->node_id)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	if (!kw_str_equal(a->rack, b->rack))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *m)
{
	if (m->node_id != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	if (m->rack.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_metadata_response_broker(struct kw_metadata_response_metadata_response_broker *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->node_id))
		return kw__fail_field(in.r->err, "node_id");
	if (!kw__rd_string(&in, &m->host, version >= 9, false))
		return kw__fail_field(in.r->err, "host");
	if (!kw__rd_i32(&in, &m->port))
		return kw__fail_field(in.r->err, "port");
	if (version >= 1) {
		if (!kw__rd_string(&in, &m->rack, version >= 9, true))
			return kw__fail_field(in.r->err, "rack");
	} else {
		m->rack = KW_STR_NULL;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, version >= 9);
	n += 4;
	if (version >= 1) {
		if (m->rack.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->rack.len, "rack");
		n += kw__size_string(m->rack, version >= 9);
	}
	if (version >= 9) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_metadata_response_broker(const struct kw_metadata_response_metadata_response_broker *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->node_id);
	p = kw__put_string(p, m->host, version >= 9);
	p = kw__put_i32(p, m->port);
	if (version >= 1) {
		p = kw__put_string(p, m->rack, version >= 9);
	}
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_metadata_response_partition(struct kw_metadata_response_metadata_response_partition *s)
{
	memset(s, 0, sizeof *s);
	s->leader_epoch = -1;
}

void kw_metadata_response_metadata_response_partition_init(struct kw_metadata_response_metadata_response_partition *s)
{
	init_metadata_response_partition(s);
}

static bool equal_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *a, const struct kw_metadata_response_metadata_response_partition *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->partition_index != b->partition_index)
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->replica_nodes_count != b->replica_nodes_count)
		return false;
	for (int32_t i = 0; i < a->replica_nodes_count; i++) {
		if (a->replica_nodes[i] != b->replica_nodes[i])
			return false;
	}
	if (a->isr_nodes_count != b->isr_nodes_count)
		return false;
	for (int32_t i = 0; i < a->isr_nodes_count; i++) {
		if (a->isr_nodes[i] != b->isr_nodes[i])
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

__attribute__((unused)) static bool isdefault_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *m)
{
	if (m->error_code != 0)
		return false;
	if (m->partition_index != 0)
		return false;
	if (m->leader_id != 0)
		return false;
	if (m->leader_epoch != -1)
		return false;
	if (m->replica_nodes_count != 0)
		return false;
	if (m->isr_nodes_count != 0)
		return false;
	if (m->offline_replicas_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_metadata_response_partition(struct kw_metadata_response_metadata_response_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 10) {
		const uint8_t *q = in.p;
		m->error_code = (int16_t)kw__ld16(q + 0);
		m->partition_index = (int32_t)kw__ld32(q + 2);
		m->leader_id = (int32_t)kw__ld32(q + 6);
		in.p += 10;
	} else {
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
		if (!kw__rd_i32(&in, &m->partition_index))
			return kw__fail_field(in.r->err, "partition_index");
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
	}
	if (version >= 7) {
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
	} else {
		m->leader_epoch = -1;
	}
	if (!kw__rd_i32_array(&in, a, &m->replica_nodes, &m->replica_nodes_count, version >= 9, false))
		return kw__fail_field(in.r->err, "replica_nodes");
	if (!kw__rd_i32_array(&in, a, &m->isr_nodes, &m->isr_nodes_count, version >= 9, false))
		return kw__fail_field(in.r->err, "isr_nodes");
	if (version >= 5) {
		if (!kw__rd_i32_array(&in, a, &m->offline_replicas, &m->offline_replicas_count, version >= 9, false))
			return kw__fail_field(in.r->err, "offline_replicas");
	} else {
		m->offline_replicas = NULL;
		m->offline_replicas_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	n += 4;
	if (version >= 7) {
		n += 4;
	}
	if (KW__LIKELY((version >= 9) && (uint32_t)m->replica_nodes_count < 127u)) {
		n += 1 + (size_t)m->replica_nodes_count * 4;
	} else {
		if (m->replica_nodes_count < 0)
			return kw__size_fail_null(e, at + n, "replica_nodes", version);
		n += kw__size_array_len(m->replica_nodes_count, version >= 9) + (size_t)m->replica_nodes_count * 4;
	}
	if (KW__LIKELY((version >= 9) && (uint32_t)m->isr_nodes_count < 127u)) {
		n += 1 + (size_t)m->isr_nodes_count * 4;
	} else {
		if (m->isr_nodes_count < 0)
			return kw__size_fail_null(e, at + n, "isr_nodes", version);
		n += kw__size_array_len(m->isr_nodes_count, version >= 9) + (size_t)m->isr_nodes_count * 4;
	}
	if (version >= 5) {
		if (KW__LIKELY((version >= 9) && (uint32_t)m->offline_replicas_count < 127u)) {
			n += 1 + (size_t)m->offline_replicas_count * 4;
		} else {
			if (m->offline_replicas_count < 0)
				return kw__size_fail_null(e, at + n, "offline_replicas", version);
			n += kw__size_array_len(m->offline_replicas_count, version >= 9) + (size_t)m->offline_replicas_count * 4;
		}
	}
	if (version >= 9) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_metadata_response_partition(const struct kw_metadata_response_metadata_response_partition *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i32(p, m->leader_id);
	if (version >= 7) {
		p = kw__put_i32(p, m->leader_epoch);
	}
	p = kw__put_array_len(p, m->replica_nodes_count, version >= 9);
	if (m->replica_nodes_count > 0)
		p = kw__put_i32_array(p, m->replica_nodes, m->replica_nodes_count);
	p = kw__put_array_len(p, m->isr_nodes_count, version >= 9);
	if (m->isr_nodes_count > 0)
		p = kw__put_i32_array(p, m->isr_nodes, m->isr_nodes_count);
	if (version >= 5) {
		p = kw__put_array_len(p, m->offline_replicas_count, version >= 9);
		if (m->offline_replicas_count > 0)
			p = kw__put_i32_array(p, m->offline_replicas, m->offline_replicas_count);
	}
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_metadata_response_topic(struct kw_metadata_response_metadata_response_topic *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->is_internal = false;
	s->topic_authorized_operations = INT32_MIN;
}

void kw_metadata_response_metadata_response_topic_init(struct kw_metadata_response_metadata_response_topic *s)
{
	init_metadata_response_topic(s);
}

static bool equal_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *a, const struct kw_metadata_response_metadata_response_topic *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->is_internal != b->is_internal)
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_metadata_response_partition(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	if (a->topic_authorized_operations != b->topic_authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *m)
{
	if (m->error_code != 0)
		return false;
	if (m->name.len != 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->is_internal != false)
		return false;
	if (m->partitions_count != 0)
		return false;
	if (m->topic_authorized_operations != INT32_MIN)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_metadata_response_topic(struct kw_metadata_response_metadata_response_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (!kw__rd_string(&in, &m->name, version >= 9, version >= 12))
		return kw__fail_field(in.r->err, "name");
	if (version >= 10) {
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
	} else {
		m->topic_id = (struct kw_uuid){ { 0 } };
	}
	if (version >= 1) {
		if (!kw__rd_bool(&in, &m->is_internal))
			return kw__fail_field(in.r->err, "is_internal");
	} else {
		m->is_internal = false;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 9, false, 18))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			if (version == 12) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_metadata_response_partition(&m->partitions[i], 12, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partitions");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_metadata_response_partition(&m->partitions[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partitions");
				}
			}
			in = t;
		}
	}
	if (version >= 8) {
		if (!kw__rd_i32(&in, &m->topic_authorized_operations))
			return kw__fail_field(in.r->err, "topic_authorized_operations");
	} else {
		m->topic_authorized_operations = INT32_MIN;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->name.len < 0 && !(version >= 12))
		return kw__size_fail_null(e, at + n, "name", version);
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, version >= 9);
	if (version >= 10) {
		n += 16;
	}
	if (version >= 1) {
		n += 1;
	}
	if (m->partitions_count < 0)
		return kw__size_fail_null(e, at + n, "partitions", version);
	n += kw__size_array_len(m->partitions_count, version >= 9);
	if (version == 12) {
		for (int32_t i = 0; i < m->partitions_count; i++) {
			size_t k = size_metadata_response_partition(&m->partitions[i], 12, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partitions");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->partitions_count; i++) {
			size_t k = size_metadata_response_partition(&m->partitions[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partitions");
			n += k;
		}
	}
	if (!(version >= 8) && m->topic_authorized_operations != INT32_MIN)
		return kw__size_fail_nondefault(e, at + n, "topic_authorized_operations", version);
	if (version >= 8) {
		n += 4;
	}
	if (version >= 9) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_metadata_response_topic(const struct kw_metadata_response_metadata_response_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->name, version >= 9);
	if (version >= 10) {
		p = kw__put_uuid(p, &m->topic_id);
	}
	if (version >= 1) {
		p = kw__put_bool(p, m->is_internal);
	}
	p = kw__put_array_len(p, m->partitions_count, version >= 9);
	if (version == 12) {
		for (int32_t i = 0; i < m->partitions_count; i++)
			p = put_metadata_response_partition(&m->partitions[i], 12, p);
	} else {
		for (int32_t i = 0; i < m->partitions_count; i++)
			p = put_metadata_response_partition(&m->partitions[i], version, p);
	}
	if (version >= 8) {
		p = kw__put_i32(p, m->topic_authorized_operations);
	}
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_metadata_response *m)
{
	memset(m, 0, sizeof *m);
	m->cluster_id = KW_STR_NULL;
	m->controller_id = -1;
	m->cluster_authorized_operations = INT32_MIN;
}

void kw_metadata_response_init(struct kw_metadata_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_metadata_response *a, const struct kw_metadata_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->brokers_count != b->brokers_count)
		return false;
	for (int32_t i = 0; i < a->brokers_count; i++) {
		if (!equal_metadata_response_broker(&a->brokers[i], &b->brokers[i]))
			return false;
	}
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->controller_id != b->controller_id)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_metadata_response_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->cluster_authorized_operations != b->cluster_authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_metadata_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->brokers_count != 0)
		return false;
	if (m->cluster_id.len >= 0)
		return false;
	if (m->controller_id != -1)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->cluster_authorized_operations != INT32_MIN)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_metadata_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 3) {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
	} else {
		m->throttle_time_ms = 0;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 9, false, 10))
			return kw__fail_field(in.r->err, "brokers");
		m->brokers_count = n;
		m->brokers = NULL;
		if (n > 0) {
			m->brokers = kw__alloc(a, (size_t)n * sizeof *m->brokers);
			if (!m->brokers)
				return kw__nomem(&in, "brokers");
			struct kw__cur t = in;
			if (version == 12) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_metadata_response_broker(&m->brokers[i], 12, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "brokers");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_metadata_response_broker(&m->brokers[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "brokers");
				}
			}
			in = t;
		}
	}
	if (version >= 2) {
		if (!kw__rd_string(&in, &m->cluster_id, version >= 9, true))
			return kw__fail_field(in.r->err, "cluster_id");
	} else {
		m->cluster_id = KW_STR_NULL;
	}
	if (version >= 1) {
		if (!kw__rd_i32(&in, &m->controller_id))
			return kw__fail_field(in.r->err, "controller_id");
	} else {
		m->controller_id = -1;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 9, false, 8))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_metadata_response_topic(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
			}
			in = t;
		}
	}
	if (version >= 8 && version <= 10) {
		if (!kw__rd_i32(&in, &m->cluster_authorized_operations))
			return kw__fail_field(in.r->err, "cluster_authorized_operations");
	} else {
		m->cluster_authorized_operations = INT32_MIN;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_metadata_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 3) {
		n += 4;
	}
	if (m->brokers_count < 0)
		return kw__size_fail_null(e, at + n, "brokers", version);
	n += kw__size_array_len(m->brokers_count, version >= 9);
	if (version == 12) {
		for (int32_t i = 0; i < m->brokers_count; i++) {
			size_t k = size_metadata_response_broker(&m->brokers[i], 12, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "brokers");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->brokers_count; i++) {
			size_t k = size_metadata_response_broker(&m->brokers[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "brokers");
			n += k;
		}
	}
	if (version >= 2) {
		if (m->cluster_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
		n += kw__size_string(m->cluster_id, version >= 9);
	}
	if (version >= 1) {
		n += 4;
	}
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, version >= 9);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_metadata_response_topic(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	if (!(version >= 8 && version <= 10) && m->cluster_authorized_operations != INT32_MIN)
		return kw__size_fail_nondefault(e, at + n, "cluster_authorized_operations", version);
	if (version >= 8 && version <= 10) {
		n += 4;
	}
	if (version >= 9) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static size_t size_shallow_message(const struct kw_metadata_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 3) {
		n += 4;
	}
	if (m->brokers_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->brokers_count, version >= 9);
	if (version >= 2) {
		if (m->cluster_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
		n += kw__size_string(m->cluster_id, version >= 9);
	}
	if (version >= 1) {
		n += 4;
	}
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, version >= 9);
	if (!(version >= 8 && version <= 10) && m->cluster_authorized_operations != INT32_MIN)
		return kw__size_fail_nondefault(e, at + n, "cluster_authorized_operations", version);
	if (version >= 8 && version <= 10) {
		n += 4;
	}
	if (version >= 9) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *fill_message(const struct kw_metadata_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 3) {
		p = kw__put_i32(p, m->throttle_time_ms);
	}
	p = kw__put_array_len(p, m->brokers_count, version >= 9);
	for (int32_t i = 0; i < m->brokers_count; i++) {
		size_t k = size_metadata_response_broker(&m->brokers[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_metadata_response_broker(&m->brokers[i], version, p);
	}
	if (version >= 2) {
		p = kw__put_string(p, m->cluster_id, version >= 9);
	}
	if (version >= 1) {
		p = kw__put_i32(p, m->controller_id);
	}
	p = kw__put_array_len(p, m->topics_count, version >= 9);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_metadata_response_topic(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_metadata_response_topic(&m->topics[i], version, p);
	}
	if (version >= 8 && version <= 10) {
		p = kw__put_i32(p, m->cluster_authorized_operations);
	}
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_metadata_response_decode(struct kw_metadata_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 12) {
		kw_metadata_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 12)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "MetadataResponse v%d", (int)version);
	return rc;
}

int kw_metadata_response_encode(const struct kw_metadata_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 12) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 12)", (int)version);
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
	kw_error_set_context(w->err, "MetadataResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_metadata_response_size(const struct kw_metadata_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_metadata_response_equal(const struct kw_metadata_response *a, const struct kw_metadata_response *b)
{
	return equal_message(a, b);
}
