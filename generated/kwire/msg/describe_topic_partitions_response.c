/* generated from schemas/clients/DescribeTopicPartitionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_topic_partitions_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_describe_topic_partitions_response_partition(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *s);
static int decode_describe_topic_partitions_response_partition(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version, uint8_t *p);
static bool equal_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *a, const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *b);
static void init_describe_topic_partitions_response_topic(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *s);
static int decode_describe_topic_partitions_response_topic(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version, uint8_t *p);
static bool equal_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *a, const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *b);
static void init_cursor(struct kw_describe_topic_partitions_response_cursor *s);
static int decode_cursor(struct kw_describe_topic_partitions_response_cursor *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_cursor(const struct kw_describe_topic_partitions_response_cursor *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_cursor(const struct kw_describe_topic_partitions_response_cursor *m, int16_t version, uint8_t *p);
static bool equal_cursor(const struct kw_describe_topic_partitions_response_cursor *a, const struct kw_describe_topic_partitions_response_cursor *b);
static void init_message(struct kw_describe_topic_partitions_response *s);
static int decode_message(struct kw_describe_topic_partitions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_topic_partitions_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_describe_topic_partitions_response *a, const struct kw_describe_topic_partitions_response *b);

static void init_describe_topic_partitions_response_partition(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *s)
{
	memset(s, 0, sizeof *s);
	s->leader_epoch = -1;
	s->eligible_leader_replicas_count = -1;
	s->last_known_elr_count = -1;
}

void kw_describe_topic_partitions_response_describe_topic_partitions_response_partition_init(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *s)
{
	init_describe_topic_partitions_response_partition(s);
}

static bool equal_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *a, const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *b)
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
	if (a->eligible_leader_replicas_count != b->eligible_leader_replicas_count)
		return false;
	for (int32_t i = 0; i < a->eligible_leader_replicas_count; i++) {
		if (a->eligible_leader_replicas[i] != b->eligible_leader_replicas[i])
			return false;
	}
	if (a->last_known_elr_count != b->last_known_elr_count)
		return false;
	for (int32_t i = 0; i < a->last_known_elr_count; i++) {
		if (a->last_known_elr[i] != b->last_known_elr[i])
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

__attribute__((unused)) static bool isdefault_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m)
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
	if (m->eligible_leader_replicas_count >= 0)
		return false;
	if (m->last_known_elr_count >= 0)
		return false;
	if (m->offline_replicas_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_describe_topic_partitions_response_partition(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 14) {
		const uint8_t *q = in.p;
		m->error_code = (int16_t)kw__ld16(q + 0);
		m->partition_index = (int32_t)kw__ld32(q + 2);
		m->leader_id = (int32_t)kw__ld32(q + 6);
		m->leader_epoch = (int32_t)kw__ld32(q + 10);
		in.p += 14;
	} else {
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
		if (!kw__rd_i32(&in, &m->partition_index))
			return kw__fail_field(in.r->err, "partition_index");
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
	}
	if (!kw__rd_i32_array(&in, a, &m->replica_nodes, &m->replica_nodes_count, true, false))
		return kw__fail_field(in.r->err, "replica_nodes");
	if (!kw__rd_i32_array(&in, a, &m->isr_nodes, &m->isr_nodes_count, true, false))
		return kw__fail_field(in.r->err, "isr_nodes");
	if (!kw__rd_i32_array(&in, a, &m->eligible_leader_replicas, &m->eligible_leader_replicas_count, true, true))
		return kw__fail_field(in.r->err, "eligible_leader_replicas");
	if (!kw__rd_i32_array(&in, a, &m->last_known_elr, &m->last_known_elr_count, true, true))
		return kw__fail_field(in.r->err, "last_known_elr");
	if (!kw__rd_i32_array(&in, a, &m->offline_replicas, &m->offline_replicas_count, true, false))
		return kw__fail_field(in.r->err, "offline_replicas");
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

static size_t size_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	n += 4;
	n += 4;
	if (KW__LIKELY((true) && (uint32_t)m->replica_nodes_count < 127u)) {
		n += 1 + (size_t)m->replica_nodes_count * 4;
	} else {
		if (m->replica_nodes_count < 0)
			return kw__size_fail_null(e, at + n, "replica_nodes", version);
		n += kw__size_array_len(m->replica_nodes_count, true) + (size_t)m->replica_nodes_count * 4;
	}
	if (KW__LIKELY((true) && (uint32_t)m->isr_nodes_count < 127u)) {
		n += 1 + (size_t)m->isr_nodes_count * 4;
	} else {
		if (m->isr_nodes_count < 0)
			return kw__size_fail_null(e, at + n, "isr_nodes", version);
		n += kw__size_array_len(m->isr_nodes_count, true) + (size_t)m->isr_nodes_count * 4;
	}
	if (m->eligible_leader_replicas_count < -1)
		return kw__size_fail_count(e, at + n, m->eligible_leader_replicas_count, "eligible_leader_replicas");
	n += kw__size_array_len(m->eligible_leader_replicas_count, true);
	if (m->eligible_leader_replicas_count > 0)
		n += (size_t)m->eligible_leader_replicas_count * 4;
	if (m->last_known_elr_count < -1)
		return kw__size_fail_count(e, at + n, m->last_known_elr_count, "last_known_elr");
	n += kw__size_array_len(m->last_known_elr_count, true);
	if (m->last_known_elr_count > 0)
		n += (size_t)m->last_known_elr_count * 4;
	if (KW__LIKELY((true) && (uint32_t)m->offline_replicas_count < 127u)) {
		n += 1 + (size_t)m->offline_replicas_count * 4;
	} else {
		if (m->offline_replicas_count < 0)
			return kw__size_fail_null(e, at + n, "offline_replicas", version);
		n += kw__size_array_len(m->offline_replicas_count, true) + (size_t)m->offline_replicas_count * 4;
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

static uint8_t *put_describe_topic_partitions_response_partition(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_partition *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_array_len(p, m->replica_nodes_count, true);
	if (m->replica_nodes_count > 0)
		p = kw__put_i32_array(p, m->replica_nodes, m->replica_nodes_count);
	p = kw__put_array_len(p, m->isr_nodes_count, true);
	if (m->isr_nodes_count > 0)
		p = kw__put_i32_array(p, m->isr_nodes, m->isr_nodes_count);
	p = kw__put_array_len(p, m->eligible_leader_replicas_count, true);
	if (m->eligible_leader_replicas_count > 0)
		p = kw__put_i32_array(p, m->eligible_leader_replicas, m->eligible_leader_replicas_count);
	p = kw__put_array_len(p, m->last_known_elr_count, true);
	if (m->last_known_elr_count > 0)
		p = kw__put_i32_array(p, m->last_known_elr, m->last_known_elr_count);
	p = kw__put_array_len(p, m->offline_replicas_count, true);
	if (m->offline_replicas_count > 0)
		p = kw__put_i32_array(p, m->offline_replicas, m->offline_replicas_count);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_describe_topic_partitions_response_topic(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->is_internal = false;
	s->topic_authorized_operations = INT32_MIN;
}

void kw_describe_topic_partitions_response_describe_topic_partitions_response_topic_init(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *s)
{
	init_describe_topic_partitions_response_topic(s);
}

static bool equal_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *a, const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *b)
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
		if (!equal_describe_topic_partitions_response_partition(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	if (a->topic_authorized_operations != b->topic_authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m)
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

static int decode_describe_topic_partitions_response_topic(struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (!kw__rd_string(&in, &m->name, true, true))
		return kw__fail_field(in.r->err, "name");
	if (kw__left(&in) >= 17) {
		const uint8_t *q = in.p;
		memcpy(m->topic_id.bytes, q + 0, 16);
		m->is_internal = q[16] != 0;
		in.p += 17;
	} else {
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
		if (!kw__rd_bool(&in, &m->is_internal))
			return kw__fail_field(in.r->err, "is_internal");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 20))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_describe_topic_partitions_response_partition(&m->partitions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "partitions");
			}
			in = t;
		}
	}
	if (!kw__rd_i32(&in, &m->topic_authorized_operations))
		return kw__fail_field(in.r->err, "topic_authorized_operations");
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

static inline __attribute__((always_inline)) size_t size_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, true);
	n += 16;
	n += 1;
	if (m->partitions_count < 0)
		return kw__size_fail_null(e, at + n, "partitions", version);
	n += kw__size_array_len(m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		size_t k = size_describe_topic_partitions_response_partition(&m->partitions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "partitions");
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

static inline __attribute__((always_inline)) uint8_t *put_describe_topic_partitions_response_topic(const struct kw_describe_topic_partitions_response_describe_topic_partitions_response_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->name, true);
	p = kw__put_uuid(p, &m->topic_id);
	p = kw__put_bool(p, m->is_internal);
	p = kw__put_array_len(p, m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++)
		p = put_describe_topic_partitions_response_partition(&m->partitions[i], version, p);
	p = kw__put_i32(p, m->topic_authorized_operations);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_cursor(struct kw_describe_topic_partitions_response_cursor *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_describe_topic_partitions_response_cursor_init(struct kw_describe_topic_partitions_response_cursor *s)
{
	init_cursor(s);
}

static bool equal_cursor(const struct kw_describe_topic_partitions_response_cursor *a, const struct kw_describe_topic_partitions_response_cursor *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partition_index != b->partition_index)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_cursor(const struct kw_describe_topic_partitions_response_cursor *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partition_index != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_cursor(struct kw_describe_topic_partitions_response_cursor *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic_name, true, false))
		return kw__fail_field(in.r->err, "topic_name");
	if (!kw__rd_i32(&in, &m->partition_index))
		return kw__fail_field(in.r->err, "partition_index");
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

static size_t size_cursor(const struct kw_describe_topic_partitions_response_cursor *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topic_name.len < 0)
		return kw__size_fail_null(e, at + n, "topic_name", version);
	if (m->topic_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->topic_name.len, "topic_name");
	n += kw__size_string(m->topic_name, true);
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

static uint8_t *put_cursor(const struct kw_describe_topic_partitions_response_cursor *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic_name, true);
	p = kw__put_i32(p, m->partition_index);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_describe_topic_partitions_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_describe_topic_partitions_response_init(struct kw_describe_topic_partitions_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_topic_partitions_response *a, const struct kw_describe_topic_partitions_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_describe_topic_partitions_response_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	if ((a->next_cursor == NULL) != (b->next_cursor == NULL))
		return false;
	if (a->next_cursor && !equal_cursor(a->next_cursor, b->next_cursor))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_topic_partitions_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->next_cursor != NULL)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_topic_partitions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->throttle_time_ms))
		return kw__fail_field(in.r->err, "throttle_time_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 26))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_describe_topic_partitions_response_topic(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
			}
			in = t;
		}
	}
	{
		bool present = true;
		int8_t mark;
		if (!kw__rd_i8(&in, &mark))
			return kw__fail_field(in.r->err, "next_cursor");
		present = mark >= 0;
		m->next_cursor = NULL;
		if (present) {
			m->next_cursor = kw__alloc(a, sizeof *m->next_cursor);
			if (!m->next_cursor)
				return kw__nomem(&in, "next_cursor");
			{
				struct kw__cur t = in;
				if (decode_cursor(m->next_cursor, version, &t, a) < 0)
					return kw__fail_field(in.r->err, "next_cursor");
				in = t;
			}
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

static size_t size_message(const struct kw_describe_topic_partitions_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_describe_topic_partitions_response_topic(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	n += 1;
	if (m->next_cursor != NULL) {
		size_t k = size_cursor(m->next_cursor, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "next_cursor");
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

static size_t size_shallow_message(const struct kw_describe_topic_partitions_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, true);
	n += 1;
	if (m->next_cursor != NULL) {
		size_t k = size_cursor(m->next_cursor, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "next_cursor");
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

static uint8_t *fill_message(const struct kw_describe_topic_partitions_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_array_len(p, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_describe_topic_partitions_response_topic(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_describe_topic_partitions_response_topic(&m->topics[i], version, p);
	}
	p = kw__put_i8(p, (m->next_cursor != NULL) ? 1 : -1);
	if (m->next_cursor != NULL)
		p = put_cursor(m->next_cursor, version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_describe_topic_partitions_response_decode(struct kw_describe_topic_partitions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_topic_partitions_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeTopicPartitionsResponse v%d", (int)version);
	return rc;
}

int kw_describe_topic_partitions_response_encode(const struct kw_describe_topic_partitions_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "DescribeTopicPartitionsResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_topic_partitions_response_size(const struct kw_describe_topic_partitions_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_topic_partitions_response_equal(const struct kw_describe_topic_partitions_response *a, const struct kw_describe_topic_partitions_response *b)
{
	return equal_message(a, b);
}
