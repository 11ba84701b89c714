/* generated from schemas/clients/CreateTopicsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/create_topics_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_creatable_topic_configs(struct kw_create_topics_response_creatable_topic_configs *s);
static inline __attribute__((always_inline)) int decode_creatable_topic_configs(struct kw_create_topics_response_creatable_topic_configs *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *m, int16_t version, uint8_t *p);
static bool equal_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *a, const struct kw_create_topics_response_creatable_topic_configs *b);
static void init_creatable_topic_result(struct kw_create_topics_response_creatable_topic_result *s);
static int decode_creatable_topic_result(struct kw_create_topics_response_creatable_topic_result *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *m, int16_t version, uint8_t *p);
static bool equal_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *a, const struct kw_create_topics_response_creatable_topic_result *b);
static void init_message(struct kw_create_topics_response *s);
static int decode_message(struct kw_create_topics_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_create_topics_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_create_topics_response *a, const struct kw_create_topics_response *b);

static void init_creatable_topic_configs(struct kw_create_topics_response_creatable_topic_configs *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->value = (struct kw_str){ "", 0 };
	s->config_source = -1;
}

void kw_create_topics_response_creatable_topic_configs_init(struct kw_create_topics_response_creatable_topic_configs *s)
{
	init_creatable_topic_configs(s);
}

static bool equal_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *a, const struct kw_create_topics_response_creatable_topic_configs *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->value, b->value))
		return false;
	if (a->read_only != b->read_only)
		return false;
	if (a->config_source != b->config_source)
		return false;
	if (a->is_sensitive != b->is_sensitive)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *m)
{
	if (m->name.len != 0)
		return false;
	if (m->value.len != 0)
		return false;
	if (m->read_only != false)
		return false;
	if (m->config_source != -1)
		return false;
	if (m->is_sensitive != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_creatable_topic_configs(struct kw_create_topics_response_creatable_topic_configs *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_string(&in, &m->value, true, true))
		return kw__fail_field(in.r->err, "value");
	if (kw__left(&in) >= 3) {
		const uint8_t *q = in.p;
		m->read_only = q[0] != 0;
		m->config_source = (int8_t)q[1];
		m->is_sensitive = q[2] != 0;
		in.p += 3;
	} else {
		if (!kw__rd_bool(&in, &m->read_only))
			return kw__fail_field(in.r->err, "read_only");
		if (!kw__rd_i8(&in, &m->config_source))
			return kw__fail_field(in.r->err, "config_source");
		if (!kw__rd_bool(&in, &m->is_sensitive))
			return kw__fail_field(in.r->err, "is_sensitive");
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

static inline __attribute__((always_inline)) size_t size_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *m, int16_t version, size_t at,
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
	if (m->value.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->value.len, "value");
	n += kw__size_string(m->value, true);
	n += 1;
	n += 1;
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

static inline __attribute__((always_inline)) uint8_t *put_creatable_topic_configs(const struct kw_create_topics_response_creatable_topic_configs *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_string(p, m->value, true);
	p = kw__put_bool(p, m->read_only);
	p = kw__put_i8(p, m->config_source);
	p = kw__put_bool(p, m->is_sensitive);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_creatable_topic_result(struct kw_create_topics_response_creatable_topic_result *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->error_message = (struct kw_str){ "", 0 };
	s->num_partitions = -1;
	s->replication_factor = -1;
}

void kw_create_topics_response_creatable_topic_result_init(struct kw_create_topics_response_creatable_topic_result *s)
{
	init_creatable_topic_result(s);
}

static bool equal_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *a, const struct kw_create_topics_response_creatable_topic_result *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->topic_config_error_code != b->topic_config_error_code)
		return false;
	if (a->num_partitions != b->num_partitions)
		return false;
	if (a->replication_factor != b->replication_factor)
		return false;
	if (a->configs_count != b->configs_count)
		return false;
	for (int32_t i = 0; i < a->configs_count; i++) {
		if (!equal_creatable_topic_configs(&a->configs[i], &b->configs[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *m)
{
	if (m->name.len != 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->topic_config_error_code != 0)
		return false;
	if (m->num_partitions != -1)
		return false;
	if (m->replication_factor != -1)
		return false;
	if (m->configs_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_creatable_topic_result_ctx {
	struct kw_create_topics_response_creatable_topic_result *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_creatable_topic_result(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_creatable_topic_result_ctx *c = ctx;
	struct kw_create_topics_response_creatable_topic_result *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!kw__rd_i16(&in, &m->topic_config_error_code))
			return kw__fail_field(in.r->err, "topic_config_error_code");
		return 1;
	default:
		return 0;
	}
}

static int decode_creatable_topic_result(struct kw_create_topics_response_creatable_topic_result *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 5, false))
		return kw__fail_field(in.r->err, "name");
	if (version >= 7) {
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
	} else {
		m->topic_id = (struct kw_uuid){ { 0 } };
	}
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (version >= 1) {
		if (!kw__rd_string(&in, &m->error_message, version >= 5, true))
			return kw__fail_field(in.r->err, "error_message");
	} else {
		m->error_message = (struct kw_str){ "", 0 };
	}
	m->topic_config_error_code = 0;
	if (version >= 5) {
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
	} else {
		m->num_partitions = -1;
		m->replication_factor = -1;
	}
	if (version >= 5) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, true, 6))
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
						if (decode_creatable_topic_configs(&m->configs[i], 7, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "configs");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_creatable_topic_configs(&m->configs[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "configs");
					}
				}
				in = t;
			}
		}
	} else {
		m->configs = NULL;
		m->configs_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 5) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			struct tags_creatable_topic_result_ctx c = { m, version, a };
			if (kw_reader_read_tagged_fields(r, a, tags_creatable_topic_result, &c, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *m, int16_t version, size_t at,
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
	if (version >= 7) {
		n += 16;
	}
	n += 2;
	if (version >= 1) {
		if (m->error_message.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
		n += kw__size_string(m->error_message, version >= 5);
	}
	if (version >= 5) {
		n += 4;
	}
	if (version >= 5) {
		n += 2;
	}
	if (version >= 5) {
		if (m->configs_count < -1)
			return kw__size_fail_count(e, at + n, m->configs_count, "configs");
		n += kw__size_array_len(m->configs_count, true);
		if (version == 7) {
			for (int32_t i = 0; i < m->configs_count; i++) {
				size_t k = size_creatable_topic_configs(&m->configs[i], 7, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "configs");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->configs_count; i++) {
				size_t k = size_creatable_topic_configs(&m->configs[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "configs");
				n += k;
			}
		}
	}
	if (version >= 5) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_topic_config_error_code = m->topic_config_error_code != 0;
		if (has_topic_config_error_code) {
			size_t vsz = 0;
			vsz += 2;
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_creatable_topic_result(const struct kw_create_topics_response_creatable_topic_result *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 5);
	if (version >= 7) {
		p = kw__put_uuid(p, &m->topic_id);
	}
	p = kw__put_i16(p, m->error_code);
	if (version >= 1) {
		p = kw__put_string(p, m->error_message, version >= 5);
	}
	if (version >= 5) {
		p = kw__put_i32(p, m->num_partitions);
	}
	if (version >= 5) {
		p = kw__put_i16(p, m->replication_factor);
	}
	if (version >= 5) {
		p = kw__put_array_len(p, m->configs_count, true);
		if (version == 7) {
			for (int32_t i = 0; i < m->configs_count; i++)
				p = put_creatable_topic_configs(&m->configs[i], 7, p);
		} else {
			for (int32_t i = 0; i < m->configs_count; i++)
				p = put_creatable_topic_configs(&m->configs[i], version, p);
		}
	}
	if (version >= 5) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_topic_config_error_code = m->topic_config_error_code != 0;
		uint32_t ntags = u->count;
		ntags += has_topic_config_error_code;
		p = kw__put_uvarint(p, ntags);
		if (has_topic_config_error_code) {
			size_t vsz = 0;
			vsz += 2;
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_i16(p, m->topic_config_error_code);
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 1u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_create_topics_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_create_topics_response_init(struct kw_create_topics_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_create_topics_response *a, const struct kw_create_topics_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_creatable_topic_result(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_create_topics_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_create_topics_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 2) {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
	} else {
		m->throttle_time_ms = 0;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 5, false, 4))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_creatable_topic_result(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
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
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_create_topics_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 2) {
		n += 4;
	}
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, version >= 5);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_creatable_topic_result(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
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

static size_t size_shallow_message(const struct kw_create_topics_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 2) {
		n += 4;
	}
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, version >= 5);
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

static uint8_t *fill_message(const struct kw_create_topics_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 2) {
		p = kw__put_i32(p, m->throttle_time_ms);
	}
	p = kw__put_array_len(p, m->topics_count, version >= 5);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_creatable_topic_result(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_creatable_topic_result(&m->topics[i], version, p);
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

int kw_create_topics_response_decode(struct kw_create_topics_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 7) {
		kw_create_topics_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 7)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "CreateTopicsResponse v%d", (int)version);
	return rc;
}

int kw_create_topics_response_encode(const struct kw_create_topics_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "CreateTopicsResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_create_topics_response_size(const struct kw_create_topics_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_create_topics_response_equal(const struct kw_create_topics_response *a, const struct kw_create_topics_response *b)
{
	return equal_message(a, b);
}
