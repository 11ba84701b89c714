/* generated from schemas/clients/StopReplicaRequest.json by kwire-gen, do not edit */
#include "kwire/msg/stop_replica_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_stop_replica_partition_v0(struct kw_stop_replica_request_stop_replica_partition_v0 *s);
static inline __attribute__((always_inline)) int decode_stop_replica_partition_v0(struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version, uint8_t *p);
static bool equal_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *a, const struct kw_stop_replica_request_stop_replica_partition_v0 *b);
static void init_stop_replica_topic_v1(struct kw_stop_replica_request_stop_replica_topic_v1 *s);
static inline __attribute__((always_inline)) int decode_stop_replica_topic_v1(struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version, uint8_t *p);
static bool equal_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *a, const struct kw_stop_replica_request_stop_replica_topic_v1 *b);
static void init_stop_replica_partition_state(struct kw_stop_replica_request_stop_replica_partition_state *s);
static inline __attribute__((always_inline)) int decode_stop_replica_partition_state(struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version, uint8_t *p);
static bool equal_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *a, const struct kw_stop_replica_request_stop_replica_partition_state *b);
static void init_stop_replica_topic_state(struct kw_stop_replica_request_stop_replica_topic_state *s);
static int decode_stop_replica_topic_state(struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version, uint8_t *p);
static bool equal_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *a, const struct kw_stop_replica_request_stop_replica_topic_state *b);
static void init_message(struct kw_stop_replica_request *s);
static int decode_message(struct kw_stop_replica_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_stop_replica_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_stop_replica_request *a, const struct kw_stop_replica_request *b);

static void init_stop_replica_partition_v0(struct kw_stop_replica_request_stop_replica_partition_v0 *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_stop_replica_request_stop_replica_partition_v0_init(struct kw_stop_replica_request_stop_replica_partition_v0 *s)
{
	init_stop_replica_partition_v0(s);
}

static bool equal_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *a, const struct kw_stop_replica_request_stop_replica_partition_v0 *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partition_index != b->partition_index)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partition_index != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_stop_replica_partition_v0(struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic_name, false, false))
		return kw__fail_field(in.r->err, "topic_name");
	if (!kw__rd_i32(&in, &m->partition_index))
		return kw__fail_field(in.r->err, "partition_index");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version, size_t at,
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
	n += kw__size_string(m->topic_name, false);
	n += 4;
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_stop_replica_partition_v0(const struct kw_stop_replica_request_stop_replica_partition_v0 *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic_name, false);
	p = kw__put_i32(p, m->partition_index);
	return p;
}

static void init_stop_replica_topic_v1(struct kw_stop_replica_request_stop_replica_topic_v1 *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_stop_replica_request_stop_replica_topic_v1_init(struct kw_stop_replica_request_stop_replica_topic_v1 *s)
{
	init_stop_replica_topic_v1(s);
}

static bool equal_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *a, const struct kw_stop_replica_request_stop_replica_topic_v1 *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->partition_indexes_count != b->partition_indexes_count)
		return false;
	for (int32_t i = 0; i < a->partition_indexes_count; i++) {
		if (a->partition_indexes[i] != b->partition_indexes[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partition_indexes_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_stop_replica_topic_v1(struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 2, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_i32_array(&in, a, &m->partition_indexes, &m->partition_indexes_count, version >= 2, false))
		return kw__fail_field(in.r->err, "partition_indexes");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static inline __attribute__((always_inline)) size_t size_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, version >= 2);
	if (KW__LIKELY((version >= 2) && (uint32_t)m->partition_indexes_count < 127u)) {
		n += 1 + (size_t)m->partition_indexes_count * 4;
	} else {
		if (m->partition_indexes_count < 0)
			return kw__size_fail_null(e, at + n, "partition_indexes", version);
		n += kw__size_array_len(m->partition_indexes_count, version >= 2) + (size_t)m->partition_indexes_count * 4;
	}
	if (version >= 2) {
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

static inline __attribute__((always_inline)) uint8_t *put_stop_replica_topic_v1(const struct kw_stop_replica_request_stop_replica_topic_v1 *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 2);
	p = kw__put_array_len(p, m->partition_indexes_count, version >= 2);
	if (m->partition_indexes_count > 0)
		p = kw__put_i32_array(p, m->partition_indexes, m->partition_indexes_count);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_stop_replica_partition_state(struct kw_stop_replica_request_stop_replica_partition_state *s)
{
	memset(s, 0, sizeof *s);
	s->leader_epoch = -1;
}

void kw_stop_replica_request_stop_replica_partition_state_init(struct kw_stop_replica_request_stop_replica_partition_state *s)
{
	init_stop_replica_partition_state(s);
}

static bool equal_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *a, const struct kw_stop_replica_request_stop_replica_partition_state *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->delete_partition != b->delete_partition)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->leader_epoch != -1)
		return false;
	if (m->delete_partition != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_stop_replica_partition_state(struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 9) {
		const uint8_t *q = in.p;
		m->partition_index = (int32_t)kw__ld32(q + 0);
		m->leader_epoch = (int32_t)kw__ld32(q + 4);
		m->delete_partition = q[8] != 0;
		in.p += 9;
	} else {
		if (!kw__rd_i32(&in, &m->partition_index))
			return kw__fail_field(in.r->err, "partition_index");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
		if (!kw__rd_bool(&in, &m->delete_partition))
			return kw__fail_field(in.r->err, "delete_partition");
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

static inline __attribute__((always_inline)) size_t size_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	n += 1;
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

static inline __attribute__((always_inline)) uint8_t *put_stop_replica_partition_state(const struct kw_stop_replica_request_stop_replica_partition_state *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_bool(p, m->delete_partition);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_stop_replica_topic_state(struct kw_stop_replica_request_stop_replica_topic_state *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_stop_replica_request_stop_replica_topic_state_init(struct kw_stop_replica_request_stop_replica_topic_state *s)
{
	init_stop_replica_topic_state(s);
}

static bool equal_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *a, const struct kw_stop_replica_request_stop_replica_topic_state *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partition_states_count != b->partition_states_count)
		return false;
	for (int32_t i = 0; i < a->partition_states_count; i++) {
		if (!equal_stop_replica_partition_state(&a->partition_states[i], &b->partition_states[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partition_states_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_stop_replica_topic_state(struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic_name, true, false))
		return kw__fail_field(in.r->err, "topic_name");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 10))
			return kw__fail_field(in.r->err, "partition_states");
		m->partition_states_count = n;
		m->partition_states = NULL;
		if (n > 0) {
			m->partition_states = kw__alloc(a, (size_t)n * sizeof *m->partition_states);
			if (!m->partition_states)
				return kw__nomem(&in, "partition_states");
			struct kw__cur t = in;
			if (version == 4) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_stop_replica_partition_state(&m->partition_states[i], 4, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partition_states");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_stop_replica_partition_state(&m->partition_states[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partition_states");
				}
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

static inline __attribute__((always_inline)) size_t size_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version, size_t at,
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
	if (m->partition_states_count < 0)
		return kw__size_fail_null(e, at + n, "partition_states", version);
	n += kw__size_array_len(m->partition_states_count, true);
	if (version == 4) {
		for (int32_t i = 0; i < m->partition_states_count; i++) {
			size_t k = size_stop_replica_partition_state(&m->partition_states[i], 4, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partition_states");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->partition_states_count; i++) {
			size_t k = size_stop_replica_partition_state(&m->partition_states[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partition_states");
			n += k;
		}
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

static inline __attribute__((always_inline)) uint8_t *put_stop_replica_topic_state(const struct kw_stop_replica_request_stop_replica_topic_state *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic_name, true);
	p = kw__put_array_len(p, m->partition_states_count, true);
	if (version == 4) {
		for (int32_t i = 0; i < m->partition_states_count; i++)
			p = put_stop_replica_partition_state(&m->partition_states[i], 4, p);
	} else {
		for (int32_t i = 0; i < m->partition_states_count; i++)
			p = put_stop_replica_partition_state(&m->partition_states[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_stop_replica_request *m)
{
	memset(m, 0, sizeof *m);
	m->is_k_raft_controller = false;
	m->broker_epoch = INT64_C(-1);
}

void kw_stop_replica_request_init(struct kw_stop_replica_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_stop_replica_request *a, const struct kw_stop_replica_request *b)
{
	if (a->controller_id != b->controller_id)
		return false;
	if (a->is_k_raft_controller != b->is_k_raft_controller)
		return false;
	if (a->controller_epoch != b->controller_epoch)
		return false;
	if (a->broker_epoch != b->broker_epoch)
		return false;
	if (a->delete_partitions != b->delete_partitions)
		return false;
	if (a->ungrouped_partitions_count != b->ungrouped_partitions_count)
		return false;
	for (int32_t i = 0; i < a->ungrouped_partitions_count; i++) {
		if (!equal_stop_replica_partition_v0(&a->ungrouped_partitions[i], &b->ungrouped_partitions[i]))
			return false;
	}
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_stop_replica_topic_v1(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->topic_states_count != b->topic_states_count)
		return false;
	for (int32_t i = 0; i < a->topic_states_count; i++) {
		if (!equal_stop_replica_topic_state(&a->topic_states[i], &b->topic_states[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_stop_replica_request *m)
{
	if (m->controller_id != 0)
		return false;
	if (m->is_k_raft_controller != false)
		return false;
	if (m->controller_epoch != 0)
		return false;
	if (m->broker_epoch != INT64_C(-1))
		return false;
	if (m->delete_partitions != false)
		return false;
	if (m->ungrouped_partitions_count != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->topic_states_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_stop_replica_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->controller_id))
		return kw__fail_field(in.r->err, "controller_id");
	if (version >= 4) {
		if (!kw__rd_bool(&in, &m->is_k_raft_controller))
			return kw__fail_field(in.r->err, "is_k_raft_controller");
	} else {
		m->is_k_raft_controller = false;
	}
	if (!kw__rd_i32(&in, &m->controller_epoch))
		return kw__fail_field(in.r->err, "controller_epoch");
	if (version >= 1) {
		if (!kw__rd_i64(&in, &m->broker_epoch))
			return kw__fail_field(in.r->err, "broker_epoch");
	} else {
		m->broker_epoch = INT64_C(-1);
	}
	if (version <= 2) {
		if (!kw__rd_bool(&in, &m->delete_partitions))
			return kw__fail_field(in.r->err, "delete_partitions");
	} else {
		m->delete_partitions = 0;
	}
	if (version <= 0) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, false, false, 6))
				return kw__fail_field(in.r->err, "ungrouped_partitions");
			m->ungrouped_partitions_count = n;
			m->ungrouped_partitions = NULL;
			if (n > 0) {
				m->ungrouped_partitions = kw__alloc(a, (size_t)n * sizeof *m->ungrouped_partitions);
				if (!m->ungrouped_partitions)
					return kw__nomem(&in, "ungrouped_partitions");
				struct kw__cur t = in;
				if (version == 4) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_stop_replica_partition_v0(&m->ungrouped_partitions[i], 4, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "ungrouped_partitions");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_stop_replica_partition_v0(&m->ungrouped_partitions[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "ungrouped_partitions");
					}
				}
				in = t;
			}
		}
	} else {
		m->ungrouped_partitions = NULL;
		m->ungrouped_partitions_count = 0;
	}
	if (version >= 1 && version <= 2) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, version >= 2, false, 3))
				return kw__fail_field(in.r->err, "topics");
			m->topics_count = n;
			m->topics = NULL;
			if (n > 0) {
				m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
				if (!m->topics)
					return kw__nomem(&in, "topics");
				struct kw__cur t = in;
				if (version == 4) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_stop_replica_topic_v1(&m->topics[i], 4, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "topics");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_stop_replica_topic_v1(&m->topics[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "topics");
					}
				}
				in = t;
			}
		}
	} else {
		m->topics = NULL;
		m->topics_count = 0;
	}
	if (version >= 3) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 3))
				return kw__fail_field(in.r->err, "topic_states");
			m->topic_states_count = n;
			m->topic_states = NULL;
			if (n > 0) {
				m->topic_states = kw__alloc(a, (size_t)n * sizeof *m->topic_states);
				if (!m->topic_states)
					return kw__nomem(&in, "topic_states");
				struct kw__cur t = in;
				for (int32_t i = 0; i < n; i++) {
					if (decode_stop_replica_topic_state(&m->topic_states[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topic_states");
				}
				in = t;
			}
		}
	} else {
		m->topic_states = NULL;
		m->topic_states_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static size_t size_message(const struct kw_stop_replica_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 4) && m->is_k_raft_controller != false)
		return kw__size_fail_nondefault(e, at + n, "is_k_raft_controller", version);
	if (version >= 4) {
		n += 1;
	}
	n += 4;
	if (version >= 1) {
		n += 8;
	}
	if (!(version <= 2) && m->delete_partitions != false)
		return kw__size_fail_nondefault(e, at + n, "delete_partitions", version);
	if (version <= 2) {
		n += 1;
	}
	if (!(version <= 0) && m->ungrouped_partitions_count != 0)
		return kw__size_fail_nondefault(e, at + n, "ungrouped_partitions", version);
	if (version <= 0) {
		if (m->ungrouped_partitions_count < 0)
			return kw__size_fail_null(e, at + n, "ungrouped_partitions", version);
		n += kw__size_array_len(m->ungrouped_partitions_count, false);
		if (version == 4) {
			for (int32_t i = 0; i < m->ungrouped_partitions_count; i++) {
				size_t k = size_stop_replica_partition_v0(&m->ungrouped_partitions[i], 4, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "ungrouped_partitions");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->ungrouped_partitions_count; i++) {
				size_t k = size_stop_replica_partition_v0(&m->ungrouped_partitions[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "ungrouped_partitions");
				n += k;
			}
		}
	}
	if (!(version >= 1 && version <= 2) && m->topics_count != 0)
		return kw__size_fail_nondefault(e, at + n, "topics", version);
	if (version >= 1 && version <= 2) {
		if (m->topics_count < 0)
			return kw__size_fail_null(e, at + n, "topics", version);
		n += kw__size_array_len(m->topics_count, version >= 2);
		if (version == 4) {
			for (int32_t i = 0; i < m->topics_count; i++) {
				size_t k = size_stop_replica_topic_v1(&m->topics[i], 4, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "topics");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->topics_count; i++) {
				size_t k = size_stop_replica_topic_v1(&m->topics[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "topics");
				n += k;
			}
		}
	}
	if (!(version >= 3) && m->topic_states_count != 0)
		return kw__size_fail_nondefault(e, at + n, "topic_states", version);
	if (version >= 3) {
		if (m->topic_states_count < 0)
			return kw__size_fail_null(e, at + n, "topic_states", version);
		n += kw__size_array_len(m->topic_states_count, true);
		for (int32_t i = 0; i < m->topic_states_count; i++) {
			size_t k = size_stop_replica_topic_state(&m->topic_states[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topic_states");
			n += k;
		}
	}
	if (version >= 2) {
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

static size_t size_shallow_message(const struct kw_stop_replica_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 4) && m->is_k_raft_controller != false)
		return kw__size_fail_nondefault(e, at + n, "is_k_raft_controller", version);
	if (version >= 4) {
		n += 1;
	}
	n += 4;
	if (version >= 1) {
		n += 8;
	}
	if (!(version <= 2) && m->delete_partitions != false)
		return kw__size_fail_nondefault(e, at + n, "delete_partitions", version);
	if (version <= 2) {
		n += 1;
	}
	if (!(version <= 0) && m->ungrouped_partitions_count != 0)
		return kw__size_fail_nondefault(e, at + n, "ungrouped_partitions", version);
	if (version <= 0) {
		if (m->ungrouped_partitions_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->ungrouped_partitions_count, false);
	}
	if (!(version >= 1 && version <= 2) && m->topics_count != 0)
		return kw__size_fail_nondefault(e, at + n, "topics", version);
	if (version >= 1 && version <= 2) {
		if (m->topics_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->topics_count, version >= 2);
	}
	if (!(version >= 3) && m->topic_states_count != 0)
		return kw__size_fail_nondefault(e, at + n, "topic_states", version);
	if (version >= 3) {
		if (m->topic_states_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->topic_states_count, true);
	}
	if (version >= 2) {
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

static uint8_t *fill_message(const struct kw_stop_replica_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->controller_id);
	if (version >= 4) {
		p = kw__put_bool(p, m->is_k_raft_controller);
	}
	p = kw__put_i32(p, m->controller_epoch);
	if (version >= 1) {
		p = kw__put_i64(p, m->broker_epoch);
	}
	if (version <= 2) {
		p = kw__put_bool(p, m->delete_partitions);
	}
	if (version <= 0) {
		p = kw__put_array_len(p, m->ungrouped_partitions_count, false);
		for (int32_t i = 0; i < m->ungrouped_partitions_count; i++) {
			size_t k = size_stop_replica_partition_v0(&m->ungrouped_partitions[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_stop_replica_partition_v0(&m->ungrouped_partitions[i], version, p);
		}
	}
	if (version >= 1 && version <= 2) {
		p = kw__put_array_len(p, m->topics_count, version >= 2);
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_stop_replica_topic_v1(&m->topics[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_stop_replica_topic_v1(&m->topics[i], version, p);
		}
	}
	if (version >= 3) {
		p = kw__put_array_len(p, m->topic_states_count, true);
		for (int32_t i = 0; i < m->topic_states_count; i++) {
			size_t k = size_stop_replica_topic_state(&m->topic_states[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_stop_replica_topic_state(&m->topic_states[i], version, p);
		}
	}
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_stop_replica_request_decode(struct kw_stop_replica_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_stop_replica_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "StopReplicaRequest v%d", (int)version);
	return rc;
}

int kw_stop_replica_request_encode(const struct kw_stop_replica_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 4) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 4)", (int)version);
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
	kw_error_set_context(w->err, "StopReplicaRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_stop_replica_request_size(const struct kw_stop_replica_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_stop_replica_request_equal(const struct kw_stop_replica_request *a, const struct kw_stop_replica_request *b)
{
	return equal_message(a, b);
}
