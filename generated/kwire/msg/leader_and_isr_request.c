/* generated from schemas/clients/LeaderAndIsrRequest.json by kwire-gen, do not edit */
#include "kwire/msg/leader_and_isr_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_leader_and_isr_live_leader(struct kw_leader_and_isr_request_leader_and_isr_live_leader *s);
static inline __attribute__((always_inline)) int decode_leader_and_isr_live_leader(struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version, uint8_t *p);
static bool equal_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *a, const struct kw_leader_and_isr_request_leader_and_isr_live_leader *b);
static void init_leader_and_isr_partition_state(struct kw_leader_and_isr_request_leader_and_isr_partition_state *s);
static inline __attribute__((always_inline)) int decode_leader_and_isr_partition_state(struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version, uint8_t *p);
static bool equal_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *a, const struct kw_leader_and_isr_request_leader_and_isr_partition_state *b);
static void init_leader_and_isr_topic_state(struct kw_leader_and_isr_request_leader_and_isr_topic_state *s);
static int decode_leader_and_isr_topic_state(struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version, uint8_t *p);
static bool equal_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *a, const struct kw_leader_and_isr_request_leader_and_isr_topic_state *b);
static void init_message(struct kw_leader_and_isr_request *s);
static int decode_message(struct kw_leader_and_isr_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_leader_and_isr_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_leader_and_isr_request *a, const struct kw_leader_and_isr_request *b);

static void init_leader_and_isr_live_leader(struct kw_leader_and_isr_request_leader_and_isr_live_leader *s)
{
	memset(s, 0, sizeof *s);
	s->host_name = (struct kw_str){ "", 0 };
}

void kw_leader_and_isr_request_leader_and_isr_live_leader_init(struct kw_leader_and_isr_request_leader_and_isr_live_leader *s)
{
	init_leader_and_isr_live_leader(s);
}

static bool equal_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *a, const struct kw_leader_and_isr_request_leader_and_isr_live_leader *b)
{
	if (a->broker_id != b->broker_id)
		return false;
	if (!kw_str_equal(a->host_name, b->host_name))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *m)
{
	if (m->broker_id != 0)
		return false;
	if (m->host_name.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_leader_and_isr_live_leader(struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->broker_id))
		return kw__fail_field(in.r->err, "broker_id");
	if (!kw__rd_string(&in, &m->host_name, version >= 4, false))
		return kw__fail_field(in.r->err, "host_name");
	if (!kw__rd_i32(&in, &m->port))
		return kw__fail_field(in.r->err, "port");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
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

static inline __attribute__((always_inline)) size_t size_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->host_name.len < 0)
		return kw__size_fail_null(e, at + n, "host_name", version);
	if (m->host_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host_name.len, "host_name");
	n += kw__size_string(m->host_name, version >= 4);
	n += 4;
	if (version >= 4) {
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

static inline __attribute__((always_inline)) uint8_t *put_leader_and_isr_live_leader(const struct kw_leader_and_isr_request_leader_and_isr_live_leader *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->broker_id);
	p = kw__put_string(p, m->host_name, version >= 4);
	p = kw__put_i32(p, m->port);
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_leader_and_isr_partition_state(struct kw_leader_and_isr_request_leader_and_isr_partition_state *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
	s->is_new = false;
	s->leader_recovery_state = 0;
}

void kw_leader_and_isr_request_leader_and_isr_partition_state_init(struct kw_leader_and_isr_request_leader_and_isr_partition_state *s)
{
	init_leader_and_isr_partition_state(s);
}

static bool equal_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *a, const struct kw_leader_and_isr_request_leader_and_isr_partition_state *b)
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
	if (a->partition_epoch != b->partition_epoch)
		return false;
	if (a->replicas_count != b->replicas_count)
		return false;
	for (int32_t i = 0; i < a->replicas_count; i++) {
		if (a->replicas[i] != b->replicas[i])
			return false;
	}
	if (a->adding_replicas_count != b->adding_replicas_count)
		return false;
	for (int32_t i = 0; i < a->adding_replicas_count; i++) {
		if (a->adding_replicas[i] != b->adding_replicas[i])
			return false;
	}
	if (a->removing_replicas_count != b->removing_replicas_count)
		return false;
	for (int32_t i = 0; i < a->removing_replicas_count; i++) {
		if (a->removing_replicas[i] != b->removing_replicas[i])
			return false;
	}
	if (a->is_new != b->is_new)
		return false;
	if (a->leader_recovery_state != b->leader_recovery_state)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *m)
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
	if (m->partition_epoch != 0)
		return false;
	if (m->replicas_count != 0)
		return false;
	if (m->adding_replicas_count != 0)
		return false;
	if (m->removing_replicas_count != 0)
		return false;
	if (m->is_new != false)
		return false;
	if (m->leader_recovery_state != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_leader_and_isr_partition_state(struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (version <= 1) {
		if (!kw__rd_string(&in, &m->topic_name, false, false))
			return kw__fail_field(in.r->err, "topic_name");
	} else {
		m->topic_name = (struct kw_str){ "", 0 };
	}
	if (kw__left(&in) >= 16) {
		const uint8_t *q = in.p;
		m->partition_index = (int32_t)kw__ld32(q + 0);
		m->controller_epoch = (int32_t)kw__ld32(q + 4);
		m->leader = (int32_t)kw__ld32(q + 8);
		m->leader_epoch = (int32_t)kw__ld32(q + 12);
		in.p += 16;
	} else {
		if (!kw__rd_i32(&in, &m->partition_index))
			return kw__fail_field(in.r->err, "partition_index");
		if (!kw__rd_i32(&in, &m->controller_epoch))
			return kw__fail_field(in.r->err, "controller_epoch");
		if (!kw__rd_i32(&in, &m->leader))
			return kw__fail_field(in.r->err, "leader");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
	}
	if (!kw__rd_i32_array(&in, a, &m->isr, &m->isr_count, version >= 4, false))
		return kw__fail_field(in.r->err, "isr");
	if (!kw__rd_i32(&in, &m->partition_epoch))
		return kw__fail_field(in.r->err, "partition_epoch");
	if (!kw__rd_i32_array(&in, a, &m->replicas, &m->replicas_count, version >= 4, false))
		return kw__fail_field(in.r->err, "replicas");
	if (version >= 3) {
		if (!kw__rd_i32_array(&in, a, &m->adding_replicas, &m->adding_replicas_count, version >= 4, false))
			return kw__fail_field(in.r->err, "adding_replicas");
	} else {
		m->adding_replicas = NULL;
		m->adding_replicas_count = 0;
	}
	if (version >= 3) {
		if (!kw__rd_i32_array(&in, a, &m->removing_replicas, &m->removing_replicas_count, version >= 4, false))
			return kw__fail_field(in.r->err, "removing_replicas");
	} else {
		m->removing_replicas = NULL;
		m->removing_replicas_count = 0;
	}
	if (version >= 1) {
		if (!kw__rd_bool(&in, &m->is_new))
			return kw__fail_field(in.r->err, "is_new");
	} else {
		m->is_new = false;
	}
	if (version >= 6) {
		if (!kw__rd_i8(&in, &m->leader_recovery_state))
			return kw__fail_field(in.r->err, "leader_recovery_state");
	} else {
		m->leader_recovery_state = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
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

static inline __attribute__((always_inline)) size_t size_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version <= 1) {
		if (m->topic_name.len < 0)
			return kw__size_fail_null(e, at + n, "topic_name", version);
		if (m->topic_name.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->topic_name.len, "topic_name");
		n += kw__size_string(m->topic_name, false);
	}
	n += 4;
	n += 4;
	n += 4;
	n += 4;
	if (KW__LIKELY((version >= 4) && (uint32_t)m->isr_count < 127u)) {
		n += 1 + (size_t)m->isr_count * 4;
	} else {
		if (m->isr_count < 0)
			return kw__size_fail_null(e, at + n, "isr", version);
		n += kw__size_array_len(m->isr_count, version >= 4) + (size_t)m->isr_count * 4;
	}
	n += 4;
	if (KW__LIKELY((version >= 4) && (uint32_t)m->replicas_count < 127u)) {
		n += 1 + (size_t)m->replicas_count * 4;
	} else {
		if (m->replicas_count < 0)
			return kw__size_fail_null(e, at + n, "replicas", version);
		n += kw__size_array_len(m->replicas_count, version >= 4) + (size_t)m->replicas_count * 4;
	}
	if (version >= 3) {
		if (KW__LIKELY((version >= 4) && (uint32_t)m->adding_replicas_count < 127u)) {
			n += 1 + (size_t)m->adding_replicas_count * 4;
		} else {
			if (m->adding_replicas_count < 0)
				return kw__size_fail_null(e, at + n, "adding_replicas", version);
			n += kw__size_array_len(m->adding_replicas_count, version >= 4) + (size_t)m->adding_replicas_count * 4;
		}
	}
	if (version >= 3) {
		if (KW__LIKELY((version >= 4) && (uint32_t)m->removing_replicas_count < 127u)) {
			n += 1 + (size_t)m->removing_replicas_count * 4;
		} else {
			if (m->removing_replicas_count < 0)
				return kw__size_fail_null(e, at + n, "removing_replicas", version);
			n += kw__size_array_len(m->removing_replicas_count, version >= 4) + (size_t)m->removing_replicas_count * 4;
		}
	}
	if (version >= 1) {
		n += 1;
	}
	if (!(version >= 6) && m->leader_recovery_state != 0)
		return kw__size_fail_nondefault(e, at + n, "leader_recovery_state", version);
	if (version >= 6) {
		n += 1;
	}
	if (version >= 4) {
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

static inline __attribute__((always_inline)) uint8_t *put_leader_and_isr_partition_state(const struct kw_leader_and_isr_request_leader_and_isr_partition_state *m, int16_t version, uint8_t *p)
{
	(void)version;
	if (version <= 1) {
		p = kw__put_string(p, m->topic_name, false);
	}
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i32(p, m->controller_epoch);
	p = kw__put_i32(p, m->leader);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_array_len(p, m->isr_count, version >= 4);
	if (m->isr_count > 0)
		p = kw__put_i32_array(p, m->isr, m->isr_count);
	p = kw__put_i32(p, m->partition_epoch);
	p = kw__put_array_len(p, m->replicas_count, version >= 4);
	if (m->replicas_count > 0)
		p = kw__put_i32_array(p, m->replicas, m->replicas_count);
	if (version >= 3) {
		p = kw__put_array_len(p, m->adding_replicas_count, version >= 4);
		if (m->adding_replicas_count > 0)
			p = kw__put_i32_array(p, m->adding_replicas, m->adding_replicas_count);
	}
	if (version >= 3) {
		p = kw__put_array_len(p, m->removing_replicas_count, version >= 4);
		if (m->removing_replicas_count > 0)
			p = kw__put_i32_array(p, m->removing_replicas, m->removing_replicas_count);
	}
	if (version >= 1) {
		p = kw__put_bool(p, m->is_new);
	}
	if (version >= 6) {
		p = kw__put_i8(p, m->leader_recovery_state);
	}
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_leader_and_isr_topic_state(struct kw_leader_and_isr_request_leader_and_isr_topic_state *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_leader_and_isr_request_leader_and_isr_topic_state_init(struct kw_leader_and_isr_request_leader_and_isr_topic_state *s)
{
	init_leader_and_isr_topic_state(s);
}

static bool equal_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *a, const struct kw_leader_and_isr_request_leader_and_isr_topic_state *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partition_states_count != b->partition_states_count)
		return false;
	for (int32_t i = 0; i < a->partition_states_count; i++) {
		if (!equal_leader_and_isr_partition_state(&a->partition_states[i], &b->partition_states[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partition_states_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_leader_and_isr_topic_state(struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic_name, version >= 4, false))
		return kw__fail_field(in.r->err, "topic_name");
	if (version >= 5) {
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
	} else {
		m->topic_id = (struct kw_uuid){ { 0 } };
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 4, false, 26))
			return kw__fail_field(in.r->err, "partition_states");
		m->partition_states_count = n;
		m->partition_states = NULL;
		if (n > 0) {
			m->partition_states = kw__alloc(a, (size_t)n * sizeof *m->partition_states);
			if (!m->partition_states)
				return kw__nomem(&in, "partition_states");
			struct kw__cur t = in;
			if (version == 7) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_leader_and_isr_partition_state(&m->partition_states[i], 7, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partition_states");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_leader_and_isr_partition_state(&m->partition_states[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partition_states");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
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

static inline __attribute__((always_inline)) size_t size_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version, size_t at,
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
	n += kw__size_string(m->topic_name, version >= 4);
	if (version >= 5) {
		n += 16;
	}
	if (m->partition_states_count < 0)
		return kw__size_fail_null(e, at + n, "partition_states", version);
	n += kw__size_array_len(m->partition_states_count, version >= 4);
	if (version == 7) {
		for (int32_t i = 0; i < m->partition_states_count; i++) {
			size_t k = size_leader_and_isr_partition_state(&m->partition_states[i], 7, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partition_states");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->partition_states_count; i++) {
			size_t k = size_leader_and_isr_partition_state(&m->partition_states[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partition_states");
			n += k;
		}
	}
	if (version >= 4) {
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

static inline __attribute__((always_inline)) uint8_t *put_leader_and_isr_topic_state(const struct kw_leader_and_isr_request_leader_and_isr_topic_state *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic_name, version >= 4);
	if (version >= 5) {
		p = kw__put_uuid(p, &m->topic_id);
	}
	p = kw__put_array_len(p, m->partition_states_count, version >= 4);
	if (version == 7) {
		for (int32_t i = 0; i < m->partition_states_count; i++)
			p = put_leader_and_isr_partition_state(&m->partition_states[i], 7, p);
	} else {
		for (int32_t i = 0; i < m->partition_states_count; i++)
			p = put_leader_and_isr_partition_state(&m->partition_states[i], version, p);
	}
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_leader_and_isr_request *m)
{
	memset(m, 0, sizeof *m);
	m->is_k_raft_controller = false;
	m->broker_epoch = INT64_C(-1);
}

void kw_leader_and_isr_request_init(struct kw_leader_and_isr_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_leader_and_isr_request *a, const struct kw_leader_and_isr_request *b)
{
	if (a->controller_id != b->controller_id)
		return false;
	if (a->is_k_raft_controller != b->is_k_raft_controller)
		return false;
	if (a->controller_epoch != b->controller_epoch)
		return false;
	if (a->broker_epoch != b->broker_epoch)
		return false;
	if (a->type != b->type)
		return false;
	if (a->ungrouped_partition_states_count != b->ungrouped_partition_states_count)
		return false;
	for (int32_t i = 0; i < a->ungrouped_partition_states_count; i++) {
		if (!equal_leader_and_isr_partition_state(&a->ungrouped_partition_states[i], &b->ungrouped_partition_states[i]))
			return false;
	}
	if (a->topic_states_count != b->topic_states_count)
		return false;
	for (int32_t i = 0; i < a->topic_states_count; i++) {
		if (!equal_leader_and_isr_topic_state(&a->topic_states[i], &b->topic_states[i]))
			return false;
	}
	if (a->live_leaders_count != b->live_leaders_count)
		return false;
	for (int32_t i = 0; i < a->live_leaders_count; i++) {
		if (!equal_leader_and_isr_live_leader(&a->live_leaders[i], &b->live_leaders[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_leader_and_isr_request *m)
{
	if (m->controller_id != 0)
		return false;
	if (m->is_k_raft_controller != false)
		return false;
	if (m->controller_epoch != 0)
		return false;
	if (m->broker_epoch != INT64_C(-1))
		return false;
	if (m->type != 0)
		return false;
	if (m->ungrouped_partition_states_count != 0)
		return false;
	if (m->topic_states_count != 0)
		return false;
	if (m->live_leaders_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_leader_and_isr_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->controller_id))
		return kw__fail_field(in.r->err, "controller_id");
	if (version >= 7) {
		if (!kw__rd_bool(&in, &m->is_k_raft_controller))
			return kw__fail_field(in.r->err, "is_k_raft_controller");
	} else {
		m->is_k_raft_controller = false;
	}
	if (!kw__rd_i32(&in, &m->controller_epoch))
		return kw__fail_field(in.r->err, "controller_epoch");
	if (version >= 2) {
		if (!kw__rd_i64(&in, &m->broker_epoch))
			return kw__fail_field(in.r->err, "broker_epoch");
	} else {
		m->broker_epoch = INT64_C(-1);
	}
	if (version >= 5) {
		if (!kw__rd_i8(&in, &m->type))
			return kw__fail_field(in.r->err, "type");
	} else {
		m->type = 0;
	}
	if (version <= 1) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, false, false, 30))
				return kw__fail_field(in.r->err, "ungrouped_partition_states");
			m->ungrouped_partition_states_count = n;
			m->ungrouped_partition_states = NULL;
			if (n > 0) {
				m->ungrouped_partition_states = kw__alloc(a, (size_t)n * sizeof *m->ungrouped_partition_states);
				if (!m->ungrouped_partition_states)
					return kw__nomem(&in, "ungrouped_partition_states");
				struct kw__cur t = in;
				if (version == 7) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_leader_and_isr_partition_state(&m->ungrouped_partition_states[i], 7, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "ungrouped_partition_states");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_leader_and_isr_partition_state(&m->ungrouped_partition_states[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "ungrouped_partition_states");
					}
				}
				in = t;
			}
		}
	} else {
		m->ungrouped_partition_states = NULL;
		m->ungrouped_partition_states_count = 0;
	}
	if (version >= 2) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, version >= 4, false, 3))
				return kw__fail_field(in.r->err, "topic_states");
			m->topic_states_count = n;
			m->topic_states = NULL;
			if (n > 0) {
				m->topic_states = kw__alloc(a, (size_t)n * sizeof *m->topic_states);
				if (!m->topic_states)
					return kw__nomem(&in, "topic_states");
				struct kw__cur t = in;
				for (int32_t i = 0; i < n; i++) {
					if (decode_leader_and_isr_topic_state(&m->topic_states[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topic_states");
				}
				in = t;
			}
		}
	} else {
		m->topic_states = NULL;
		m->topic_states_count = 0;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 4, false, 10))
			return kw__fail_field(in.r->err, "live_leaders");
		m->live_leaders_count = n;
		m->live_leaders = NULL;
		if (n > 0) {
			m->live_leaders = kw__alloc(a, (size_t)n * sizeof *m->live_leaders);
			if (!m->live_leaders)
				return kw__nomem(&in, "live_leaders");
			struct kw__cur t = in;
			if (version == 7) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_leader_and_isr_live_leader(&m->live_leaders[i], 7, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "live_leaders");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_leader_and_isr_live_leader(&m->live_leaders[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "live_leaders");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
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

static size_t size_message(const struct kw_leader_and_isr_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 7) && m->is_k_raft_controller != false)
		return kw__size_fail_nondefault(e, at + n, "is_k_raft_controller", version);
	if (version >= 7) {
		n += 1;
	}
	n += 4;
	if (version >= 2) {
		n += 8;
	}
	if (!(version >= 5) && m->type != 0)
		return kw__size_fail_nondefault(e, at + n, "type", version);
	if (version >= 5) {
		n += 1;
	}
	if (!(version <= 1) && m->ungrouped_partition_states_count != 0)
		return kw__size_fail_nondefault(e, at + n, "ungrouped_partition_states", version);
	if (version <= 1) {
		if (m->ungrouped_partition_states_count < 0)
			return kw__size_fail_null(e, at + n, "ungrouped_partition_states", version);
		n += kw__size_array_len(m->ungrouped_partition_states_count, false);
		if (version == 7) {
			for (int32_t i = 0; i < m->ungrouped_partition_states_count; i++) {
				size_t k = size_leader_and_isr_partition_state(&m->ungrouped_partition_states[i], 7, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "ungrouped_partition_states");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->ungrouped_partition_states_count; i++) {
				size_t k = size_leader_and_isr_partition_state(&m->ungrouped_partition_states[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "ungrouped_partition_states");
				n += k;
			}
		}
	}
	if (!(version >= 2) && m->topic_states_count != 0)
		return kw__size_fail_nondefault(e, at + n, "topic_states", version);
	if (version >= 2) {
		if (m->topic_states_count < 0)
			return kw__size_fail_null(e, at + n, "topic_states", version);
		n += kw__size_array_len(m->topic_states_count, version >= 4);
		for (int32_t i = 0; i < m->topic_states_count; i++) {
			size_t k = size_leader_and_isr_topic_state(&m->topic_states[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topic_states");
			n += k;
		}
	}
	if (m->live_leaders_count < 0)
		return kw__size_fail_null(e, at + n, "live_leaders", version);
	n += kw__size_array_len(m->live_leaders_count, version >= 4);
	if (version == 7) {
		for (int32_t i = 0; i < m->live_leaders_count; i++) {
			size_t k = size_leader_and_isr_live_leader(&m->live_leaders[i], 7, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "live_leaders");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->live_leaders_count; i++) {
			size_t k = size_leader_and_isr_live_leader(&m->live_leaders[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "live_leaders");
			n += k;
		}
	}
	if (version >= 4) {
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

static size_t size_shallow_message(const struct kw_leader_and_isr_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 7) && m->is_k_raft_controller != false)
		return kw__size_fail_nondefault(e, at + n, "is_k_raft_controller", version);
	if (version >= 7) {
		n += 1;
	}
	n += 4;
	if (version >= 2) {
		n += 8;
	}
	if (!(version >= 5) && m->type != 0)
		return kw__size_fail_nondefault(e, at + n, "type", version);
	if (version >= 5) {
		n += 1;
	}
	if (!(version <= 1) && m->ungrouped_partition_states_count != 0)
		return kw__size_fail_nondefault(e, at + n, "ungrouped_partition_states", version);
	if (version <= 1) {
		if (m->ungrouped_partition_states_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->ungrouped_partition_states_count, false);
	}
	if (!(version >= 2) && m->topic_states_count != 0)
		return kw__size_fail_nondefault(e, at + n, "topic_states", version);
	if (version >= 2) {
		if (m->topic_states_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->topic_states_count, version >= 4);
	}
	if (m->live_leaders_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->live_leaders_count, version >= 4);
	if (version >= 4) {
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

static uint8_t *fill_message(const struct kw_leader_and_isr_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->controller_id);
	if (version >= 7) {
		p = kw__put_bool(p, m->is_k_raft_controller);
	}
	p = kw__put_i32(p, m->controller_epoch);
	if (version >= 2) {
		p = kw__put_i64(p, m->broker_epoch);
	}
	if (version >= 5) {
		p = kw__put_i8(p, m->type);
	}
	if (version <= 1) {
		p = kw__put_array_len(p, m->ungrouped_partition_states_count, false);
		for (int32_t i = 0; i < m->ungrouped_partition_states_count; i++) {
			size_t k = size_leader_and_isr_partition_state(&m->ungrouped_partition_states[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_leader_and_isr_partition_state(&m->ungrouped_partition_states[i], version, p);
		}
	}
	if (version >= 2) {
		p = kw__put_array_len(p, m->topic_states_count, version >= 4);
		for (int32_t i = 0; i < m->topic_states_count; i++) {
			size_t k = size_leader_and_isr_topic_state(&m->topic_states[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_leader_and_isr_topic_state(&m->topic_states[i], version, p);
		}
	}
	p = kw__put_array_len(p, m->live_leaders_count, version >= 4);
	for (int32_t i = 0; i < m->live_leaders_count; i++) {
		size_t k = size_leader_and_isr_live_leader(&m->live_leaders[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_leader_and_isr_live_leader(&m->live_leaders[i], version, p);
	}
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_leader_and_isr_request_decode(struct kw_leader_and_isr_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 7) {
		kw_leader_and_isr_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 7)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "LeaderAndIsrRequest v%d", (int)version);
	return rc;
}

int kw_leader_and_isr_request_encode(const struct kw_leader_and_isr_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 7) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 7)", (int)version);
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
	kw_error_set_context(w->err, "LeaderAndIsrRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_leader_and_isr_request_size(const struct kw_leader_and_isr_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_leader_and_isr_request_equal(const struct kw_leader_and_isr_request *a, const struct kw_leader_and_isr_request *b)
{
	return equal_message(a, b);
}
