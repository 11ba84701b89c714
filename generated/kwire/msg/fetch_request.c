/* generated from schemas/clients/FetchRequest.json by kwire-gen, do not edit */
#include "kwire/msg/fetch_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_replica_state(struct kw_fetch_request_replica_state *s);
static int decode_replica_state(struct kw_fetch_request_replica_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_replica_state(const struct kw_fetch_request_replica_state *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_replica_state(const struct kw_fetch_request_replica_state *m, int16_t version, uint8_t *p);
static bool equal_replica_state(const struct kw_fetch_request_replica_state *a, const struct kw_fetch_request_replica_state *b);
static void init_fetch_partition(struct kw_fetch_request_fetch_partition *s);
static inline __attribute__((always_inline)) int decode_fetch_partition(struct kw_fetch_request_fetch_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_fetch_partition(const struct kw_fetch_request_fetch_partition *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_fetch_partition(const struct kw_fetch_request_fetch_partition *m, int16_t version, uint8_t *p);
static bool equal_fetch_partition(const struct kw_fetch_request_fetch_partition *a, const struct kw_fetch_request_fetch_partition *b);
static void init_fetch_topic(struct kw_fetch_request_fetch_topic *s);
static int decode_fetch_topic(struct kw_fetch_request_fetch_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_fetch_topic(const struct kw_fetch_request_fetch_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_fetch_topic(const struct kw_fetch_request_fetch_topic *m, int16_t version, uint8_t *p);
static bool equal_fetch_topic(const struct kw_fetch_request_fetch_topic *a, const struct kw_fetch_request_fetch_topic *b);
static void init_forgotten_topic(struct kw_fetch_request_forgotten_topic *s);
static inline __attribute__((always_inline)) int decode_forgotten_topic(struct kw_fetch_request_forgotten_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_forgotten_topic(const struct kw_fetch_request_forgotten_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_forgotten_topic(const struct kw_fetch_request_forgotten_topic *m, int16_t version, uint8_t *p);
static bool equal_forgotten_topic(const struct kw_fetch_request_forgotten_topic *a, const struct kw_fetch_request_forgotten_topic *b);
static void init_message(struct kw_fetch_request *s);
static int decode_message(struct kw_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_fetch_request *a, const struct kw_fetch_request *b);

static void init_replica_state(struct kw_fetch_request_replica_state *s)
{
	memset(s, 0, sizeof *s);
	s->replica_id = -1;
	s->replica_epoch = INT64_C(-1);
}

void kw_fetch_request_replica_state_init(struct kw_fetch_request_replica_state *s)
{
	init_replica_state(s);
}

static bool equal_replica_state(const struct kw_fetch_request_replica_state *a, const struct kw_fetch_request_replica_state *b)
{
	if (a->replica_id != b->replica_id)
		return false;
	if (a->replica_epoch != b->replica_epoch)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_replica_state(const struct kw_fetch_request_replica_state *m)
{
	if (m->replica_id != -1)
		return false;
	if (m->replica_epoch != INT64_C(-1))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_replica_state(struct kw_fetch_request_replica_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 12) {
		const uint8_t *q = in.p;
		m->replica_id = (int32_t)kw__ld32(q + 0);
		m->replica_epoch = (int64_t)kw__ld64(q + 4);
		in.p += 12;
	} else {
		if (!kw__rd_i32(&in, &m->replica_id))
			return kw__fail_field(in.r->err, "replica_id");
		if (!kw__rd_i64(&in, &m->replica_epoch))
			return kw__fail_field(in.r->err, "replica_epoch");
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

static size_t size_replica_state(const struct kw_fetch_request_replica_state *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 8;
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

static uint8_t *put_replica_state(const struct kw_fetch_request_replica_state *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->replica_id);
	p = kw__put_i64(p, m->replica_epoch);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_fetch_partition(struct kw_fetch_request_fetch_partition *s)
{
	memset(s, 0, sizeof *s);
	s->current_leader_epoch = -1;
	s->last_fetched_epoch = -1;
	s->log_start_offset = INT64_C(-1);
}

void kw_fetch_request_fetch_partition_init(struct kw_fetch_request_fetch_partition *s)
{
	init_fetch_partition(s);
}

static bool equal_fetch_partition(const struct kw_fetch_request_fetch_partition *a, const struct kw_fetch_request_fetch_partition *b)
{
	if (a->partition != b->partition)
		return false;
	if (a->current_leader_epoch != b->current_leader_epoch)
		return false;
	if (a->fetch_offset != b->fetch_offset)
		return false;
	if (a->last_fetched_epoch != b->last_fetched_epoch)
		return false;
	if (a->log_start_offset != b->log_start_offset)
		return false;
	if (a->partition_max_bytes != b->partition_max_bytes)
		return false;
	if (!kw_uuid_equal(&a->replica_directory_id, &b->replica_directory_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_fetch_partition(const struct kw_fetch_request_fetch_partition *m)
{
	if (m->partition != 0)
		return false;
	if (m->current_leader_epoch != -1)
		return false;
	if (m->fetch_offset != INT64_C(0))
		return false;
	if (m->last_fetched_epoch != -1)
		return false;
	if (m->log_start_offset != INT64_C(-1))
		return false;
	if (m->partition_max_bytes != 0)
		return false;
	if (!kw_uuid_is_zero(&m->replica_directory_id))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_fetch_partition_ctx {
	struct kw_fetch_request_fetch_partition *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_fetch_partition(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_fetch_partition_ctx *c = ctx;
	struct kw_fetch_request_fetch_partition *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!(version >= 17))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_uuid(&in, &m->replica_directory_id))
			return kw__fail_field(in.r->err, "replica_directory_id");
		return 1;
	default:
		return 0;
	}
}

static inline __attribute__((always_inline)) int decode_fetch_partition(struct kw_fetch_request_fetch_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->partition))
		return kw__fail_field(in.r->err, "partition");
	if (version >= 9) {
		if (!kw__rd_i32(&in, &m->current_leader_epoch))
			return kw__fail_field(in.r->err, "current_leader_epoch");
	} else {
		m->current_leader_epoch = -1;
	}
	if (!kw__rd_i64(&in, &m->fetch_offset))
		return kw__fail_field(in.r->err, "fetch_offset");
	if (version >= 12) {
		if (!kw__rd_i32(&in, &m->last_fetched_epoch))
			return kw__fail_field(in.r->err, "last_fetched_epoch");
	} else {
		m->last_fetched_epoch = -1;
	}
	if (version >= 5) {
		if (!kw__rd_i64(&in, &m->log_start_offset))
			return kw__fail_field(in.r->err, "log_start_offset");
	} else {
		m->log_start_offset = INT64_C(-1);
	}
	if (!kw__rd_i32(&in, &m->partition_max_bytes))
		return kw__fail_field(in.r->err, "partition_max_bytes");
	m->replica_directory_id = (struct kw_uuid){ { 0 } };
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 12) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			struct tags_fetch_partition_ctx c = { m, version, a };
			if (kw_reader_read_tagged_fields(r, a, tags_fetch_partition, &c, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_fetch_partition(const struct kw_fetch_request_fetch_partition *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (version >= 9) {
		n += 4;
	}
	n += 8;
	if (!(version >= 12) && m->last_fetched_epoch != -1)
		return kw__size_fail_nondefault(e, at + n, "last_fetched_epoch", version);
	if (version >= 12) {
		n += 4;
	}
	if (version >= 5) {
		n += 8;
	}
	n += 4;
	if (version >= 12) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_replica_directory_id = (version >= 17) && !kw_uuid_is_zero(&m->replica_directory_id);
		if (has_replica_directory_id) {
			size_t vsz = 0;
			vsz += 16;
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_fetch_partition(const struct kw_fetch_request_fetch_partition *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition);
	if (version >= 9) {
		p = kw__put_i32(p, m->current_leader_epoch);
	}
	p = kw__put_i64(p, m->fetch_offset);
	if (version >= 12) {
		p = kw__put_i32(p, m->last_fetched_epoch);
	}
	if (version >= 5) {
		p = kw__put_i64(p, m->log_start_offset);
	}
	p = kw__put_i32(p, m->partition_max_bytes);
	if (version >= 12) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_replica_directory_id = (version >= 17) && !kw_uuid_is_zero(&m->replica_directory_id);
		uint32_t ntags = u->count;
		ntags += has_replica_directory_id;
		p = kw__put_uvarint(p, ntags);
		if (has_replica_directory_id) {
			size_t vsz = 0;
			vsz += 16;
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_uuid(p, &m->replica_directory_id);
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 1u, UINT32_MAX);
	}
	return p;
}

static void init_fetch_topic(struct kw_fetch_request_fetch_topic *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_fetch_request_fetch_topic_init(struct kw_fetch_request_fetch_topic *s)
{
	init_fetch_topic(s);
}

static bool equal_fetch_topic(const struct kw_fetch_request_fetch_topic *a, const struct kw_fetch_request_fetch_topic *b)
{
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_fetch_partition(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_fetch_topic(const struct kw_fetch_request_fetch_topic *m)
{
	if (m->topic.len != 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_fetch_topic(struct kw_fetch_request_fetch_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (version <= 12) {
		if (!kw__rd_string(&in, &m->topic, version >= 12, false))
			return kw__fail_field(in.r->err, "topic");
	} else {
		m->topic = (struct kw_str){ "", 0 };
	}
	if (version >= 13) {
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
	} else {
		m->topic_id = (struct kw_uuid){ { 0 } };
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 12, false, 16))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			if (version == 17) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_fetch_partition(&m->partitions[i], 17, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partitions");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_fetch_partition(&m->partitions[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partitions");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 12) {
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

static inline __attribute__((always_inline)) size_t size_fetch_topic(const struct kw_fetch_request_fetch_topic *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version <= 12) {
		if (m->topic.len < 0)
			return kw__size_fail_null(e, at + n, "topic", version);
		if (m->topic.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->topic.len, "topic");
		n += kw__size_string(m->topic, version >= 12);
	}
	if (version >= 13) {
		n += 16;
	}
	if (m->partitions_count < 0)
		return kw__size_fail_null(e, at + n, "partitions", version);
	n += kw__size_array_len(m->partitions_count, version >= 12);
	if (version == 17) {
		for (int32_t i = 0; i < m->partitions_count; i++) {
			size_t k = size_fetch_partition(&m->partitions[i], 17, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partitions");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->partitions_count; i++) {
			size_t k = size_fetch_partition(&m->partitions[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partitions");
			n += k;
		}
	}
	if (version >= 12) {
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

static inline __attribute__((always_inline)) uint8_t *put_fetch_topic(const struct kw_fetch_request_fetch_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	if (version <= 12) {
		p = kw__put_string(p, m->topic, version >= 12);
	}
	if (version >= 13) {
		p = kw__put_uuid(p, &m->topic_id);
	}
	p = kw__put_array_len(p, m->partitions_count, version >= 12);
	if (version == 17) {
		for (int32_t i = 0; i < m->partitions_count; i++)
			p = put_fetch_partition(&m->partitions[i], 17, p);
	} else {
		for (int32_t i = 0; i < m->partitions_count; i++)
			p = put_fetch_partition(&m->partitions[i], version, p);
	}
	if (version >= 12) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_forgotten_topic(struct kw_fetch_request_forgotten_topic *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_fetch_request_forgotten_topic_init(struct kw_fetch_request_forgotten_topic *s)
{
	init_forgotten_topic(s);
}

static bool equal_forgotten_topic(const struct kw_fetch_request_forgotten_topic *a, const struct kw_fetch_request_forgotten_topic *b)
{
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (a->partitions[i] != b->partitions[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_forgotten_topic(const struct kw_fetch_request_forgotten_topic *m)
{
	if (m->topic.len != 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_forgotten_topic(struct kw_fetch_request_forgotten_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (version <= 12) {
		if (!kw__rd_string(&in, &m->topic, version >= 12, false))
			return kw__fail_field(in.r->err, "topic");
	} else {
		m->topic = (struct kw_str){ "", 0 };
	}
	if (version >= 13) {
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
	} else {
		m->topic_id = (struct kw_uuid){ { 0 } };
	}
	if (!kw__rd_i32_array(&in, a, &m->partitions, &m->partitions_count, version >= 12, false))
		return kw__fail_field(in.r->err, "partitions");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 12) {
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

static inline __attribute__((always_inline)) size_t size_forgotten_topic(const struct kw_fetch_request_forgotten_topic *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version <= 12) {
		if (m->topic.len < 0)
			return kw__size_fail_null(e, at + n, "topic", version);
		if (m->topic.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->topic.len, "topic");
		n += kw__size_string(m->topic, version >= 12);
	}
	if (version >= 13) {
		n += 16;
	}
	if (KW__LIKELY((version >= 12) && (uint32_t)m->partitions_count < 127u)) {
		n += 1 + (size_t)m->partitions_count * 4;
	} else {
		if (m->partitions_count < 0)
			return kw__size_fail_null(e, at + n, "partitions", version);
		n += kw__size_array_len(m->partitions_count, version >= 12) + (size_t)m->partitions_count * 4;
	}
	if (version >= 12) {
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

static inline __attribute__((always_inline)) uint8_t *put_forgotten_topic(const struct kw_fetch_request_forgotten_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	if (version <= 12) {
		p = kw__put_string(p, m->topic, version >= 12);
	}
	if (version >= 13) {
		p = kw__put_uuid(p, &m->topic_id);
	}
	p = kw__put_array_len(p, m->partitions_count, version >= 12);
	if (m->partitions_count > 0)
		p = kw__put_i32_array(p, m->partitions, m->partitions_count);
	if (version >= 12) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_fetch_request *m)
{
	memset(m, 0, sizeof *m);
	m->cluster_id = KW_STR_NULL;
	m->replica_id = -1;
	init_replica_state(&m->replica_state);
	m->max_bytes = 2147483647;
	m->isolation_level = 0;
	m->session_id = 0;
	m->session_epoch = -1;
	m->rack_id = (struct kw_str){ "", 0 };
}

void kw_fetch_request_init(struct kw_fetch_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_fetch_request *a, const struct kw_fetch_request *b)
{
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->replica_id != b->replica_id)
		return false;
	if (!equal_replica_state(&a->replica_state, &b->replica_state))
		return false;
	if (a->max_wait_ms != b->max_wait_ms)
		return false;
	if (a->min_bytes != b->min_bytes)
		return false;
	if (a->max_bytes != b->max_bytes)
		return false;
	if (a->isolation_level != b->isolation_level)
		return false;
	if (a->session_id != b->session_id)
		return false;
	if (a->session_epoch != b->session_epoch)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_fetch_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->forgotten_topics_data_count != b->forgotten_topics_data_count)
		return false;
	for (int32_t i = 0; i < a->forgotten_topics_data_count; i++) {
		if (!equal_forgotten_topic(&a->forgotten_topics_data[i], &b->forgotten_topics_data[i]))
			return false;
	}
	if (!kw_str_equal(a->rack_id, b->rack_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_fetch_request *m)
{
	if (m->cluster_id.len >= 0)
		return false;
	if (m->replica_id != -1)
		return false;
	if (!isdefault_replica_state(&m->replica_state))
		return false;
	if (m->max_wait_ms != 0)
		return false;
	if (m->min_bytes != 0)
		return false;
	if (m->max_bytes != 2147483647)
		return false;
	if (m->isolation_level != 0)
		return false;
	if (m->session_id != 0)
		return false;
	if (m->session_epoch != -1)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->forgotten_topics_data_count != 0)
		return false;
	if (m->rack_id.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_fetch_request *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_fetch_request *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!kw__rd_string(&in, &m->cluster_id, true, true))
			return kw__fail_field(in.r->err, "cluster_id");
		return 1;
	case 1:
		if (!(version >= 15))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		{
			struct kw__cur t = in;
			if (decode_replica_state(&m->replica_state, version, &t, a) < 0)
				return kw__fail_field(in.r->err, "replica_state");
			in = t;
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	m->cluster_id = KW_STR_NULL;
	if (version <= 14) {
		if (!kw__rd_i32(&in, &m->replica_id))
			return kw__fail_field(in.r->err, "replica_id");
	} else {
		m->replica_id = -1;
	}
	init_replica_state(&m->replica_state);
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->max_wait_ms = (int32_t)kw__ld32(q + 0);
		m->min_bytes = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->max_wait_ms))
			return kw__fail_field(in.r->err, "max_wait_ms");
		if (!kw__rd_i32(&in, &m->min_bytes))
			return kw__fail_field(in.r->err, "min_bytes");
	}
	if (version >= 3) {
		if (!kw__rd_i32(&in, &m->max_bytes))
			return kw__fail_field(in.r->err, "max_bytes");
	} else {
		m->max_bytes = 2147483647;
	}
	if (version >= 4) {
		if (!kw__rd_i8(&in, &m->isolation_level))
			return kw__fail_field(in.r->err, "isolation_level");
	} else {
		m->isolation_level = 0;
	}
	if (version >= 7) {
		if (kw__left(&in) >= 8) {
			const uint8_t *q = in.p;
			m->session_id = (int32_t)kw__ld32(q + 0);
			m->session_epoch = (int32_t)kw__ld32(q + 4);
			in.p += 8;
		} else {
			if (!kw__rd_i32(&in, &m->session_id))
				return kw__fail_field(in.r->err, "session_id");
			if (!kw__rd_i32(&in, &m->session_epoch))
				return kw__fail_field(in.r->err, "session_epoch");
		}
	} else {
		m->session_id = 0;
		m->session_epoch = -1;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 12, false, 3))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_fetch_topic(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
			}
			in = t;
		}
	}
	if (version >= 7) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, version >= 12, false, 3))
				return kw__fail_field(in.r->err, "forgotten_topics_data");
			m->forgotten_topics_data_count = n;
			m->forgotten_topics_data = NULL;
			if (n > 0) {
				m->forgotten_topics_data = kw__alloc(a, (size_t)n * sizeof *m->forgotten_topics_data);
				if (!m->forgotten_topics_data)
					return kw__nomem(&in, "forgotten_topics_data");
				struct kw__cur t = in;
				if (version == 17) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_forgotten_topic(&m->forgotten_topics_data[i], 17, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "forgotten_topics_data");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_forgotten_topic(&m->forgotten_topics_data[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "forgotten_topics_data");
					}
				}
				in = t;
			}
		}
	} else {
		m->forgotten_topics_data = NULL;
		m->forgotten_topics_data_count = 0;
	}
	if (version >= 11) {
		if (!kw__rd_string(&in, &m->rack_id, version >= 12, false))
			return kw__fail_field(in.r->err, "rack_id");
	} else {
		m->rack_id = (struct kw_str){ "", 0 };
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 12) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			struct tags_message_ctx c = { m, version, a };
			if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version <= 14) && m->replica_id != -1)
		return kw__size_fail_nondefault(e, at + n, "replica_id", version);
	if (version <= 14) {
		n += 4;
	}
	if (!(version >= 15) && !isdefault_replica_state(&m->replica_state))
		return kw__size_fail_nondefault(e, at + n, "replica_state", version);
	n += 4;
	n += 4;
	if (version >= 3) {
		n += 4;
	}
	if (version >= 4) {
		n += 1;
	}
	if (version >= 7) {
		n += 4;
	}
	if (version >= 7) {
		n += 4;
	}
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, version >= 12);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_fetch_topic(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	if (!(version >= 7) && m->forgotten_topics_data_count != 0)
		return kw__size_fail_nondefault(e, at + n, "forgotten_topics_data", version);
	if (version >= 7) {
		if (m->forgotten_topics_data_count < 0)
			return kw__size_fail_null(e, at + n, "forgotten_topics_data", version);
		n += kw__size_array_len(m->forgotten_topics_data_count, version >= 12);
		if (version == 17) {
			for (int32_t i = 0; i < m->forgotten_topics_data_count; i++) {
				size_t k = size_forgotten_topic(&m->forgotten_topics_data[i], 17, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "forgotten_topics_data");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->forgotten_topics_data_count; i++) {
				size_t k = size_forgotten_topic(&m->forgotten_topics_data[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "forgotten_topics_data");
				n += k;
			}
		}
	}
	if (version >= 11) {
		if (m->rack_id.len < 0)
			return kw__size_fail_null(e, at + n, "rack_id", version);
		if (m->rack_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->rack_id.len, "rack_id");
		n += kw__size_string(m->rack_id, version >= 12);
	}
	if (version >= 12) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_cluster_id = m->cluster_id.len >= 0;
		bool has_replica_state = (version >= 15) && !isdefault_replica_state(&m->replica_state);
		if (has_cluster_id) {
			size_t vsz = 0;
			if (m->cluster_id.len > KW__STRING_MAX)
				return kw__size_fail_too_long(e, at + n + vsz, m->cluster_id.len, "cluster_id");
			vsz += kw__size_string(m->cluster_id, true);
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_replica_state) {
			size_t vsz = 0;
			{
				size_t k = size_replica_state(&m->replica_state, version, at + n + vsz, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_field(e, "replica_state");
				vsz += k;
			}
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static size_t size_shallow_message(const struct kw_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version <= 14) && m->replica_id != -1)
		return kw__size_fail_nondefault(e, at + n, "replica_id", version);
	if (version <= 14) {
		n += 4;
	}
	if (!(version >= 15) && !isdefault_replica_state(&m->replica_state))
		return kw__size_fail_nondefault(e, at + n, "replica_state", version);
	n += 4;
	n += 4;
	if (version >= 3) {
		n += 4;
	}
	if (version >= 4) {
		n += 1;
	}
	if (version >= 7) {
		n += 4;
	}
	if (version >= 7) {
		n += 4;
	}
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, version >= 12);
	if (!(version >= 7) && m->forgotten_topics_data_count != 0)
		return kw__size_fail_nondefault(e, at + n, "forgotten_topics_data", version);
	if (version >= 7) {
		if (m->forgotten_topics_data_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->forgotten_topics_data_count, version >= 12);
	}
	if (version >= 11) {
		if (m->rack_id.len < 0)
			return kw__size_fail_null(e, at + n, "rack_id", version);
		if (m->rack_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->rack_id.len, "rack_id");
		n += kw__size_string(m->rack_id, version >= 12);
	}
	if (version >= 12) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_cluster_id = m->cluster_id.len >= 0;
		bool has_replica_state = (version >= 15) && !isdefault_replica_state(&m->replica_state);
		if (has_cluster_id) {
			size_t vsz = 0;
			if (m->cluster_id.len > KW__STRING_MAX)
				return kw__size_fail_too_long(e, at + n + vsz, m->cluster_id.len, "cluster_id");
			vsz += kw__size_string(m->cluster_id, true);
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_replica_state) {
			size_t vsz = 0;
			{
				size_t k = size_replica_state(&m->replica_state, version, at + n + vsz, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_field(e, "replica_state");
				vsz += k;
			}
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *fill_message(const struct kw_fetch_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version <= 14) {
		p = kw__put_i32(p, m->replica_id);
	}
	p = kw__put_i32(p, m->max_wait_ms);
	p = kw__put_i32(p, m->min_bytes);
	if (version >= 3) {
		p = kw__put_i32(p, m->max_bytes);
	}
	if (version >= 4) {
		p = kw__put_i8(p, m->isolation_level);
	}
	if (version >= 7) {
		p = kw__put_i32(p, m->session_id);
	}
	if (version >= 7) {
		p = kw__put_i32(p, m->session_epoch);
	}
	p = kw__put_array_len(p, m->topics_count, version >= 12);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_fetch_topic(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_fetch_topic(&m->topics[i], version, p);
	}
	if (version >= 7) {
		p = kw__put_array_len(p, m->forgotten_topics_data_count, version >= 12);
		for (int32_t i = 0; i < m->forgotten_topics_data_count; i++) {
			size_t k = size_forgotten_topic(&m->forgotten_topics_data[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_forgotten_topic(&m->forgotten_topics_data[i], version, p);
		}
	}
	if (version >= 11) {
		p = kw__put_string(p, m->rack_id, version >= 12);
	}
	if (version >= 12) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_cluster_id = m->cluster_id.len >= 0;
		bool has_replica_state = (version >= 15) && !isdefault_replica_state(&m->replica_state);
		uint32_t ntags = u->count;
		ntags += has_cluster_id;
		ntags += has_replica_state;
		p = kw__put_uvarint(p, ntags);
		if (has_cluster_id) {
			size_t vsz = 0;
			vsz += kw__size_string(m->cluster_id, true);
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_string(p, m->cluster_id, true);
		}
		if (has_replica_state) {
			size_t vsz = 0;
			vsz += size_replica_state(&m->replica_state, version, 0, NULL);
			p = kw__put_uvarint(p, 1u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = put_replica_state(&m->replica_state, version, p);
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 2u, UINT32_MAX);
	}
	return p;
}

int kw_fetch_request_decode(struct kw_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 17) {
		kw_fetch_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 17)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "FetchRequest v%d", (int)version);
	return rc;
}

int kw_fetch_request_encode(const struct kw_fetch_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 17) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 17)", (int)version);
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
	kw_error_set_context(w->err, "FetchRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_fetch_request_size(const struct kw_fetch_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_fetch_request_equal(const struct kw_fetch_request *a, const struct kw_fetch_request *b)
{
	return equal_message(a, b);
}
