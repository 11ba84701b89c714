/* generated from schemas/clients/CreateTopicsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/create_topics_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_creatable_replica_assignment(struct kw_create_topics_request_creatable_replica_assignment *s);
static inline __attribute__((always_inline)) int decode_creatable_replica_assignment(struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version, uint8_t *p);
static bool equal_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *a, const struct kw_create_topics_request_creatable_replica_assignment *b);
static void init_creatable_topic_config(struct kw_create_topics_request_creatable_topic_config *s);
static inline __attribute__((always_inline)) int decode_creatable_topic_config(struct kw_create_topics_request_creatable_topic_config *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *m, int16_t version, uint8_t *p);
static bool equal_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *a, const struct kw_create_topics_request_creatable_topic_config *b);
static void init_creatable_topic(struct kw_create_topics_request_creatable_topic *s);
static int decode_creatable_topic(struct kw_create_topics_request_creatable_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_creatable_topic(const struct kw_create_topics_request_creatable_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_creatable_topic(const struct kw_create_topics_request_creatable_topic *m, int16_t version, uint8_t *p);
static bool equal_creatable_topic(const struct kw_create_topics_request_creatable_topic *a, const struct kw_create_topics_request_creatable_topic *b);
static void init_message(struct kw_create_topics_request *s);
static int decode_message(struct kw_create_topics_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_create_topics_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_create_topics_request *a, const struct kw_create_topics_request *b);

static void init_creatable_replica_assignment(struct kw_create_topics_request_creatable_replica_assignment *s)
{
	memset(s, 0, sizeof *s);
}

void kw_create_topics_request_creatable_replica_assignment_init(struct kw_create_topics_request_creatable_replica_assignment *s)
{
	init_creatable_replica_assignment(s);
}

static bool equal_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *a, const struct kw_create_topics_request_creatable_replica_assignment *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->broker_ids_count != b->broker_ids_count)
		return false;
	for (int32_t i = 0; i < a->broker_ids_count; i++) {
		if (a->broker_ids[i] != b->broker_ids[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->broker_ids_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_creatable_replica_assignment(struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->partition_index))
		return kw__fail_field(in.r->err, "partition_index");
	if (!kw__rd_i32_array(&in, a, &m->broker_ids, &m->broker_ids_count, version >= 5, false))
		return kw__fail_field(in.r->err, "broker_ids");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 5) {
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

static inline __attribute__((always_inline)) size_t size_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (KW__LIKELY((version >= 5) && (uint32_t)m->broker_ids_count < 127u)) {
		n += 1 + (size_t)m->broker_ids_count * 4;
	} else {
		if (m->broker_ids_count < 0)
			return kw__size_fail_null(e, at + n, "broker_ids", version);
		n += kw__size_array_len(m->broker_ids_count, version >= 5) + (size_t)m->broker_ids_count * 4;
	}
	if (version >= 5) {
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

static inline __attribute__((always_inline)) uint8_t *put_creatable_replica_assignment(const struct kw_create_topics_request_creatable_replica_assignment *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_array_len(p, m->broker_ids_count, version >= 5);
	if (m->broker_ids_count > 0)
		p = kw__put_i32_array(p, m->broker_ids, m->broker_ids_count);
	if (version >= 5) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_creatable_topic_config(struct kw_create_topics_request_creatable_topic_config *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->value = (struct kw_str){ "", 0 };
}

void kw_create_topics_request_creatable_topic_config_init(struct kw_create_topics_request_creatable_topic_config *s)
{
	init_creatable_topic_config(s);
}

static bool equal_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *a, const struct kw_create_topics_request_creatable_topic_config *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->value, b->value))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *m)
{
	if (m->name.len != 0)
		return false;
	if (m->value.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_creatable_topic_config(struct kw_create_topics_request_creatable_topic_config *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 5, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_string(&in, &m->value, version >= 5, true))
		return kw__fail_field(in.r->err, "value");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 5) {
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

static inline __attribute__((always_inline)) size_t size_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, version >= 5);
	if (m->value.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->value.len, "value");
	n += kw__size_string(m->value, version >= 5);
	if (version >= 5) {
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

static inline __attribute__((always_inline)) uint8_t *put_creatable_topic_config(const struct kw_create_topics_request_creatable_topic_config *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 5);
	p = kw__put_string(p, m->value, version >= 5);
	if (version >= 5) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_creatable_topic(struct kw_create_topics_request_creatable_topic *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_create_topics_request_creatable_topic_init(struct kw_create_topics_request_creatable_topic *s)
{
	init_creatable_topic(s);
}

static bool equal_creatable_topic(const struct kw_create_topics_request_creatable_topic *a, const struct kw_create_topics_request_creatable_topic *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->num_partitions != b->num_partitions)
		return false;
	if (a->replication_factor != b->replication_factor)
		return false;
	if (a->assignments_count != b->assignments_count)
		return false;
	for (int32_t i = 0; i < a->assignments_count; i++) {
		if (!equal_creatable_replica_assignment(&a->assignments[i], &b->assignments[i]))
			return false;
	}
	if (a->configs_count != b->configs_count)
		return false;
	for (int32_t i = 0; i < a->configs_count; i++) {
		if (!equal_creatable_topic_config(&a->configs[i], &b->configs[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_creatable_topic(const struct kw_create_topics_request_creatable_topic *m)
{
	if (m->name.len != 0)
		return false;
	if (m->num_partitions != 0)
		return false;
	if (m->replication_factor != 0)
		return false;
	if (m->assignments_count != 0)
		return false;
	if (m->configs_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_creatable_topic(struct kw_create_topics_request_creatable_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 5, false))
		return kw__fail_field(in.r->err, "name");
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->num_partitions = (int32_t)kw__ld32(q + 0);
		m->replication_factor = (int16_t)kw__ld16(q + 4);
		in.p += 6;
	} else {
		if (!kw__rd_i32(&in, &m->num_partitions))
			return kw__fail_field(in.r->err, "num_partitions");
		if (!kw__rd_i16(&in, &m->replication_factor))
			return kw__fail_field(in.r->err, "replication_factor");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 5, false, 6))
			return kw__fail_field(in.r->err, "assignments");
		m->assignments_count = n;
		m->assignments = NULL;
		if (n > 0) {
			m->assignments = kw__alloc(a, (size_t)n * sizeof *m->assignments);
			if (!m->assignments)
				return kw__nomem(&in, "assignments");
			struct kw__cur t = in;
			if (version == 7) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_creatable_replica_assignment(&m->assignments[i], 7, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "assignments");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_creatable_replica_assignment(&m->assignments[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "assignments");
				}
			}
			in = t;
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 5, false, 3))
			return kw__fail_field(in.r->err, "configs");
		m->configs_count = n;
		m->configs = NULL;
		if (n > 0) {
			m->configs = kw__alloc(a, (size_t)n * sizeof *m->configs);
			if (!m->configs)
				return kw__nomem(&in, "configs");
			struct kw__cur t = in;
			if (version == 7) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_creatable_topic_config(&m->configs[i], 7, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "configs");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_creatable_topic_config(&m->configs[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "configs");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 5) {
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

static inline __attribute__((always_inline)) size_t size_creatable_topic(const struct kw_create_topics_request_creatable_topic *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, version >= 5);
	n += 4;
	n += 2;
	if (m->assignments_count < 0)
		return kw__size_fail_null(e, at + n, "assignments", version);
	n += kw__size_array_len(m->assignments_count, version >= 5);
	if (version == 7) {
		for (int32_t i = 0; i < m->assignments_count; i++) {
			size_t k = size_creatable_replica_assignment(&m->assignments[i], 7, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "assignments");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->assignments_count; i++) {
			size_t k = size_creatable_replica_assignment(&m->assignments[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "assignments");
			n += k;
		}
	}
	if (m->configs_count < 0)
		return kw__size_fail_null(e, at + n, "configs", version);
	n += kw__size_array_len(m->configs_count, version >= 5);
	if (version == 7) {
		for (int32_t i = 0; i < m->configs_count; i++) {
			size_t k = size_creatable_topic_config(&m->configs[i], 7, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "configs");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->configs_count; i++) {
			size_t k = size_creatable_topic_config(&m->configs[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "configs");
			n += k;
		}
	}
	if (version >= 5) {
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

static inline __attribute__((always_inline)) uint8_t *put_creatable_topic(const struct kw_create_topics_request_creatable_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 5);
	p = kw__put_i32(p, m->num_partitions);
	p = kw__put_i16(p, m->replication_factor);
	p = kw__put_array_len(p, m->assignments_count, version >= 5);
	if (version == 7) {
		for (int32_t i = 0; i < m->assignments_count; i++)
			p = put_creatable_replica_assignment(&m->assignments[i], 7, p);
	} else {
		for (int32_t i = 0; i < m->assignments_count; i++)
			p = put_creatable_replica_assignment(&m->assignments[i], version, p);
	}
	p = kw__put_array_len(p, m->configs_count, version >= 5);
	if (version == 7) {
		for (int32_t i = 0; i < m->configs_count; i++)
			p = put_creatable_topic_config(&m->configs[i], 7, p);
	} else {
		for (int32_t i = 0; i < m->configs_count; i++)
			p = put_creatable_topic_config(&m->configs[i], version, p);
	}
	if (version >= 5) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_create_topics_request *m)
{
	memset(m, 0, sizeof *m);
	m->timeout_ms = 60000;
	m->validate_only = false;
}

void kw_create_topics_request_init(struct kw_create_topics_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_create_topics_request *a, const struct kw_create_topics_request *b)
{
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_creatable_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->timeout_ms != b->timeout_ms)
		return false;
	if (a->validate_only != b->validate_only)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_create_topics_request *m)
{
	if (m->topics_count != 0)
		return false;
	if (m->timeout_ms != 60000)
		return false;
	if (m->validate_only != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_create_topics_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 5, false, 10))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_creatable_topic(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
			}
			in = t;
		}
	}
	if (!kw__rd_i32(&in, &m->timeout_ms))
		return kw__fail_field(in.r->err, "timeout_ms");
	if (version >= 1) {
		if (!kw__rd_bool(&in, &m->validate_only))
			return kw__fail_field(in.r->err, "validate_only");
	} else {
		m->validate_only = false;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 5) {
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

static size_t size_message(const struct kw_create_topics_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, version >= 5);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_creatable_topic(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	n += 4;
	if (!(version >= 1) && m->validate_only != false)
		return kw__size_fail_nondefault(e, at + n, "validate_only", version);
	if (version >= 1) {
		n += 1;
	}
	if (version >= 5) {
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

static size_t size_shallow_message(const struct kw_create_topics_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, version >= 5);
	n += 4;
	if (!(version >= 1) && m->validate_only != false)
		return kw__size_fail_nondefault(e, at + n, "validate_only", version);
	if (version >= 1) {
		n += 1;
	}
	if (version >= 5) {
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

static uint8_t *fill_message(const struct kw_create_topics_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->topics_count, version >= 5);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_creatable_topic(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_creatable_topic(&m->topics[i], version, p);
	}
	p = kw__put_i32(p, m->timeout_ms);
	if (version >= 1) {
		p = kw__put_bool(p, m->validate_only);
	}
	if (version >= 5) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_create_topics_request_decode(struct kw_create_topics_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 7) {
		kw_create_topics_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 7)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "CreateTopicsRequest v%d", (int)version);
	return rc;
}

int kw_create_topics_request_encode(const struct kw_create_topics_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "CreateTopicsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_create_topics_request_size(const struct kw_create_topics_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_create_topics_request_equal(const struct kw_create_topics_request *a, const struct kw_create_topics_request *b)
{
	return equal_message(a, b);
}
