/* generated from schemas/clients/OffsetFetchRequest.json by kwire-gen, do not edit */
#include "kwire/msg/offset_fetch_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_offset_fetch_request_topic(struct kw_offset_fetch_request_offset_fetch_request_topic *s);
static inline __attribute__((always_inline)) int decode_offset_fetch_request_topic(struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version, uint8_t *p);
static bool equal_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *a, const struct kw_offset_fetch_request_offset_fetch_request_topic *b);
static void init_offset_fetch_request_topics(struct kw_offset_fetch_request_offset_fetch_request_topics *s);
static inline __attribute__((always_inline)) int decode_offset_fetch_request_topics(struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version, uint8_t *p);
static bool equal_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *a, const struct kw_offset_fetch_request_offset_fetch_request_topics *b);
static void init_offset_fetch_request_group(struct kw_offset_fetch_request_offset_fetch_request_group *s);
static int decode_offset_fetch_request_group(struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version, uint8_t *p);
static bool equal_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *a, const struct kw_offset_fetch_request_offset_fetch_request_group *b);
static void init_message(struct kw_offset_fetch_request *s);
static int decode_message(struct kw_offset_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_offset_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_offset_fetch_request *a, const struct kw_offset_fetch_request *b);

static void init_offset_fetch_request_topic(struct kw_offset_fetch_request_offset_fetch_request_topic *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_offset_fetch_request_offset_fetch_request_topic_init(struct kw_offset_fetch_request_offset_fetch_request_topic *s)
{
	init_offset_fetch_request_topic(s);
}

static bool equal_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *a, const struct kw_offset_fetch_request_offset_fetch_request_topic *b)
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

__attribute__((unused)) static bool isdefault_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partition_indexes_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_offset_fetch_request_topic(struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 6, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_i32_array(&in, a, &m->partition_indexes, &m->partition_indexes_count, version >= 6, false))
		return kw__fail_field(in.r->err, "partition_indexes");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 6) {
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

static inline __attribute__((always_inline)) size_t size_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, version >= 6);
	if (KW__LIKELY((version >= 6) && (uint32_t)m->partition_indexes_count < 127u)) {
		n += 1 + (size_t)m->partition_indexes_count * 4;
	} else {
		if (m->partition_indexes_count < 0)
			return kw__size_fail_null(e, at + n, "partition_indexes", version);
		n += kw__size_array_len(m->partition_indexes_count, version >= 6) + (size_t)m->partition_indexes_count * 4;
	}
	if (version >= 6) {
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

static inline __attribute__((always_inline)) uint8_t *put_offset_fetch_request_topic(const struct kw_offset_fetch_request_offset_fetch_request_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 6);
	p = kw__put_array_len(p, m->partition_indexes_count, version >= 6);
	if (m->partition_indexes_count > 0)
		p = kw__put_i32_array(p, m->partition_indexes, m->partition_indexes_count);
	if (version >= 6) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_offset_fetch_request_topics(struct kw_offset_fetch_request_offset_fetch_request_topics *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_offset_fetch_request_offset_fetch_request_topics_init(struct kw_offset_fetch_request_offset_fetch_request_topics *s)
{
	init_offset_fetch_request_topics(s);
}

static bool equal_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *a, const struct kw_offset_fetch_request_offset_fetch_request_topics *b)
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

__attribute__((unused)) static bool isdefault_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partition_indexes_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_offset_fetch_request_topics(struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_i32_array(&in, a, &m->partition_indexes, &m->partition_indexes_count, true, false))
		return kw__fail_field(in.r->err, "partition_indexes");
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

static inline __attribute__((always_inline)) size_t size_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version, size_t at,
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
	if (KW__LIKELY((true) && (uint32_t)m->partition_indexes_count < 127u)) {
		n += 1 + (size_t)m->partition_indexes_count * 4;
	} else {
		if (m->partition_indexes_count < 0)
			return kw__size_fail_null(e, at + n, "partition_indexes", version);
		n += kw__size_array_len(m->partition_indexes_count, true) + (size_t)m->partition_indexes_count * 4;
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

static inline __attribute__((always_inline)) uint8_t *put_offset_fetch_request_topics(const struct kw_offset_fetch_request_offset_fetch_request_topics *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_array_len(p, m->partition_indexes_count, true);
	if (m->partition_indexes_count > 0)
		p = kw__put_i32_array(p, m->partition_indexes, m->partition_indexes_count);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_offset_fetch_request_group(struct kw_offset_fetch_request_offset_fetch_request_group *s)
{
	memset(s, 0, sizeof *s);
	s->group_id = (struct kw_str){ "", 0 };
	s->member_id = KW_STR_NULL;
	s->member_epoch = -1;
}

void kw_offset_fetch_request_offset_fetch_request_group_init(struct kw_offset_fetch_request_offset_fetch_request_group *s)
{
	init_offset_fetch_request_group(s);
}

static bool equal_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *a, const struct kw_offset_fetch_request_offset_fetch_request_group *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (a->member_epoch != b->member_epoch)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_offset_fetch_request_topics(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->member_id.len >= 0)
		return false;
	if (m->member_epoch != -1)
		return false;
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_offset_fetch_request_group(struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->group_id, true, false))
		return kw__fail_field(in.r->err, "group_id");
	if (version >= 9) {
		if (!kw__rd_string(&in, &m->member_id, true, true))
			return kw__fail_field(in.r->err, "member_id");
	} else {
		m->member_id = KW_STR_NULL;
	}
	if (version >= 9) {
		if (!kw__rd_i32(&in, &m->member_epoch))
			return kw__fail_field(in.r->err, "member_epoch");
	} else {
		m->member_epoch = -1;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, true, 3))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			if (version == 9) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_offset_fetch_request_topics(&m->topics[i], 9, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topics");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_offset_fetch_request_topics(&m->topics[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topics");
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

static inline __attribute__((always_inline)) size_t size_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->group_id.len < 0)
		return kw__size_fail_null(e, at + n, "group_id", version);
	if (m->group_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->group_id.len, "group_id");
	n += kw__size_string(m->group_id, true);
	if (version >= 9) {
		if (m->member_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
		n += kw__size_string(m->member_id, true);
	}
	if (version >= 9) {
		n += 4;
	}
	if (m->topics_count < -1)
		return kw__size_fail_count(e, at + n, m->topics_count, "topics");
	n += kw__size_array_len(m->topics_count, true);
	if (version == 9) {
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_offset_fetch_request_topics(&m->topics[i], 9, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topics");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_offset_fetch_request_topics(&m->topics[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topics");
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

static inline __attribute__((always_inline)) uint8_t *put_offset_fetch_request_group(const struct kw_offset_fetch_request_offset_fetch_request_group *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->group_id, true);
	if (version >= 9) {
		p = kw__put_string(p, m->member_id, true);
	}
	if (version >= 9) {
		p = kw__put_i32(p, m->member_epoch);
	}
	p = kw__put_array_len(p, m->topics_count, true);
	if (version == 9) {
		for (int32_t i = 0; i < m->topics_count; i++)
			p = put_offset_fetch_request_topics(&m->topics[i], 9, p);
	} else {
		for (int32_t i = 0; i < m->topics_count; i++)
			p = put_offset_fetch_request_topics(&m->topics[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_offset_fetch_request *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
	m->require_stable = false;
}

void kw_offset_fetch_request_init(struct kw_offset_fetch_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_offset_fetch_request *a, const struct kw_offset_fetch_request *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_offset_fetch_request_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->groups_count != b->groups_count)
		return false;
	for (int32_t i = 0; i < a->groups_count; i++) {
		if (!equal_offset_fetch_request_group(&a->groups[i], &b->groups[i]))
			return false;
	}
	if (a->require_stable != b->require_stable)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_offset_fetch_request *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->groups_count != 0)
		return false;
	if (m->require_stable != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_offset_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version <= 7) {
		if (!kw__rd_string(&in, &m->group_id, version >= 6, false))
			return kw__fail_field(in.r->err, "group_id");
	} else {
		m->group_id = (struct kw_str){ "", 0 };
	}
	if (version <= 7) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, version >= 6, version >= 2, 3))
				return kw__fail_field(in.r->err, "topics");
			m->topics_count = n;
			m->topics = NULL;
			if (n > 0) {
				m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
				if (!m->topics)
					return kw__nomem(&in, "topics");
				struct kw__cur t = in;
				if (version == 9) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_offset_fetch_request_topic(&m->topics[i], 9, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "topics");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_offset_fetch_request_topic(&m->topics[i], version, &t, a) < 0)
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
	if (version >= 8) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 3))
				return kw__fail_field(in.r->err, "groups");
			m->groups_count = n;
			m->groups = NULL;
			if (n > 0) {
				m->groups = kw__alloc(a, (size_t)n * sizeof *m->groups);
				if (!m->groups)
					return kw__nomem(&in, "groups");
				struct kw__cur t = in;
				for (int32_t i = 0; i < n; i++) {
					if (decode_offset_fetch_request_group(&m->groups[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "groups");
				}
				in = t;
			}
		}
	} else {
		m->groups = NULL;
		m->groups_count = 0;
	}
	if (version >= 7) {
		if (!kw__rd_bool(&in, &m->require_stable))
			return kw__fail_field(in.r->err, "require_stable");
	} else {
		m->require_stable = false;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 6) {
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

static size_t size_message(const struct kw_offset_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version <= 7) && m->group_id.len != 0)
		return kw__size_fail_nondefault(e, at + n, "group_id", version);
	if (version <= 7) {
		if (m->group_id.len < 0)
			return kw__size_fail_null(e, at + n, "group_id", version);
		if (m->group_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_id.len, "group_id");
		n += kw__size_string(m->group_id, version >= 6);
	}
	if (!(version <= 7) && m->topics_count != 0)
		return kw__size_fail_nondefault(e, at + n, "topics", version);
	if (version <= 7) {
		if (m->topics_count < 0 && !(version >= 2))
			return kw__size_fail_null(e, at + n, "topics", version);
		if (m->topics_count < -1)
			return kw__size_fail_count(e, at + n, m->topics_count, "topics");
		n += kw__size_array_len(m->topics_count, version >= 6);
		if (version == 9) {
			for (int32_t i = 0; i < m->topics_count; i++) {
				size_t k = size_offset_fetch_request_topic(&m->topics[i], 9, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "topics");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->topics_count; i++) {
				size_t k = size_offset_fetch_request_topic(&m->topics[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "topics");
				n += k;
			}
		}
	}
	if (!(version >= 8) && m->groups_count != 0)
		return kw__size_fail_nondefault(e, at + n, "groups", version);
	if (version >= 8) {
		if (m->groups_count < 0)
			return kw__size_fail_null(e, at + n, "groups", version);
		n += kw__size_array_len(m->groups_count, true);
		for (int32_t i = 0; i < m->groups_count; i++) {
			size_t k = size_offset_fetch_request_group(&m->groups[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "groups");
			n += k;
		}
	}
	if (!(version >= 7) && m->require_stable != false)
		return kw__size_fail_nondefault(e, at + n, "require_stable", version);
	if (version >= 7) {
		n += 1;
	}
	if (version >= 6) {
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

static size_t size_shallow_message(const struct kw_offset_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version <= 7) && m->group_id.len != 0)
		return kw__size_fail_nondefault(e, at + n, "group_id", version);
	if (version <= 7) {
		if (m->group_id.len < 0)
			return kw__size_fail_null(e, at + n, "group_id", version);
		if (m->group_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_id.len, "group_id");
		n += kw__size_string(m->group_id, version >= 6);
	}
	if (!(version <= 7) && m->topics_count != 0)
		return kw__size_fail_nondefault(e, at + n, "topics", version);
	if (version <= 7) {
		if (m->topics_count < 0 && !(version >= 2))
			return KW__SIZE_ERROR;
		if (m->topics_count < -1)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->topics_count, version >= 6);
	}
	if (!(version >= 8) && m->groups_count != 0)
		return kw__size_fail_nondefault(e, at + n, "groups", version);
	if (version >= 8) {
		if (m->groups_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->groups_count, true);
	}
	if (!(version >= 7) && m->require_stable != false)
		return kw__size_fail_nondefault(e, at + n, "require_stable", version);
	if (version >= 7) {
		n += 1;
	}
	if (version >= 6) {
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

static uint8_t *fill_message(const struct kw_offset_fetch_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version <= 7) {
		p = kw__put_string(p, m->group_id, version >= 6);
	}
	if (version <= 7) {
		p = kw__put_array_len(p, m->topics_count, version >= 6);
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_offset_fetch_request_topic(&m->topics[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_offset_fetch_request_topic(&m->topics[i], version, p);
		}
	}
	if (version >= 8) {
		p = kw__put_array_len(p, m->groups_count, true);
		for (int32_t i = 0; i < m->groups_count; i++) {
			size_t k = size_offset_fetch_request_group(&m->groups[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_offset_fetch_request_group(&m->groups[i], version, p);
		}
	}
	if (version >= 7) {
		p = kw__put_bool(p, m->require_stable);
	}
	if (version >= 6) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_offset_fetch_request_decode(struct kw_offset_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 9) {
		kw_offset_fetch_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 9)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "OffsetFetchRequest v%d", (int)version);
	return rc;
}

int kw_offset_fetch_request_encode(const struct kw_offset_fetch_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 9) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 9)", (int)version);
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
	kw_error_set_context(w->err, "OffsetFetchRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_offset_fetch_request_size(const struct kw_offset_fetch_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_offset_fetch_request_equal(const struct kw_offset_fetch_request *a, const struct kw_offset_fetch_request *b)
{
	return equal_message(a, b);
}
