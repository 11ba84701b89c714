/* generated from schemas/clients/ShareFetchRequest.json by kwire-gen, do not edit */
#include "kwire/msg/share_fetch_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_acknowledgement_batch(struct kw_share_fetch_request_acknowledgement_batch *s);
static int decode_acknowledgement_batch(struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version, uint8_t *p);
static bool equal_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *a, const struct kw_share_fetch_request_acknowledgement_batch *b);
static void init_fetch_partition(struct kw_share_fetch_request_fetch_partition *s);
static int decode_fetch_partition(struct kw_share_fetch_request_fetch_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_fetch_partition(const struct kw_share_fetch_request_fetch_partition *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_fetch_partition(const struct kw_share_fetch_request_fetch_partition *m, int16_t version, uint8_t *p);
static bool equal_fetch_partition(const struct kw_share_fetch_request_fetch_partition *a, const struct kw_share_fetch_request_fetch_partition *b);
static void init_fetch_topic(struct kw_share_fetch_request_fetch_topic *s);
static int decode_fetch_topic(struct kw_share_fetch_request_fetch_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_fetch_topic(const struct kw_share_fetch_request_fetch_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_fetch_topic(const struct kw_share_fetch_request_fetch_topic *m, int16_t version, uint8_t *p);
static bool equal_fetch_topic(const struct kw_share_fetch_request_fetch_topic *a, const struct kw_share_fetch_request_fetch_topic *b);
static void init_forgotten_topic(struct kw_share_fetch_request_forgotten_topic *s);
static int decode_forgotten_topic(struct kw_share_fetch_request_forgotten_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *m, int16_t version, uint8_t *p);
static bool equal_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *a, const struct kw_share_fetch_request_forgotten_topic *b);
static void init_message(struct kw_share_fetch_request *s);
static int decode_message(struct kw_share_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_share_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_share_fetch_request *a, const struct kw_share_fetch_request *b);

static void init_acknowledgement_batch(struct kw_share_fetch_request_acknowledgement_batch *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_fetch_request_acknowledgement_batch_init(struct kw_share_fetch_request_acknowledgement_batch *s)
{
	init_acknowledgement_batch(s);
}

static bool equal_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *a, const struct kw_share_fetch_request_acknowledgement_batch *b)
{
	if (a->first_offset != b->first_offset)
		return false;
	if (a->last_offset != b->last_offset)
		return false;
	if (a->acknowledge_types_count != b->acknowledge_types_count)
		return false;
	for (int32_t i = 0; i < a->acknowledge_types_count; i++) {
		if (a->acknowledge_types[i] != b->acknowledge_types[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *m)
{
	if (m->first_offset != INT64_C(0))
		return false;
	if (m->last_offset != INT64_C(0))
		return false;
	if (m->acknowledge_types_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_acknowledgement_batch(struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 16) {
		const uint8_t *q = in.p;
		m->first_offset = (int64_t)kw__ld64(q + 0);
		m->last_offset = (int64_t)kw__ld64(q + 8);
		in.p += 16;
	} else {
		if (!kw__rd_i64(&in, &m->first_offset))
			return kw__fail_field(in.r->err, "first_offset");
		if (!kw__rd_i64(&in, &m->last_offset))
			return kw__fail_field(in.r->err, "last_offset");
	}
	if (!kw__rd_i8_array(&in, a, &m->acknowledge_types, &m->acknowledge_types_count, true, false))
		return kw__fail_field(in.r->err, "acknowledge_types");
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

static size_t size_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	n += 8;
	if (KW__LIKELY((true) && (uint32_t)m->acknowledge_types_count < 127u)) {
		n += 1 + (size_t)m->acknowledge_types_count * 1;
	} else {
		if (m->acknowledge_types_count < 0)
			return kw__size_fail_null(e, at + n, "acknowledge_types", version);
		n += kw__size_array_len(m->acknowledge_types_count, true) + (size_t)m->acknowledge_types_count * 1;
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

static uint8_t *put_acknowledgement_batch(const struct kw_share_fetch_request_acknowledgement_batch *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i64(p, m->first_offset);
	p = kw__put_i64(p, m->last_offset);
	p = kw__put_array_len(p, m->acknowledge_types_count, true);
	if (m->acknowledge_types_count > 0)
		p = kw__put_i8_array(p, m->acknowledge_types, m->acknowledge_types_count);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_fetch_partition(struct kw_share_fetch_request_fetch_partition *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_fetch_request_fetch_partition_init(struct kw_share_fetch_request_fetch_partition *s)
{
	init_fetch_partition(s);
}

static bool equal_fetch_partition(const struct kw_share_fetch_request_fetch_partition *a, const struct kw_share_fetch_request_fetch_partition *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->partition_max_bytes != b->partition_max_bytes)
		return false;
	if (a->acknowledgement_batches_count != b->acknowledgement_batches_count)
		return false;
	for (int32_t i = 0; i < a->acknowledgement_batches_count; i++) {
		if (!equal_acknowledgement_batch(&a->acknowledgement_batches[i], &b->acknowledgement_batches[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_fetch_partition(const struct kw_share_fetch_request_fetch_partition *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->partition_max_bytes != 0)
		return false;
	if (m->acknowledgement_batches_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_fetch_partition(struct kw_share_fetch_request_fetch_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->partition_index = (int32_t)kw__ld32(q + 0);
		m->partition_max_bytes = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->partition_index))
			return kw__fail_field(in.r->err, "partition_index");
		if (!kw__rd_i32(&in, &m->partition_max_bytes))
			return kw__fail_field(in.r->err, "partition_max_bytes");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 18))
			return kw__fail_field(in.r->err, "acknowledgement_batches");
		m->acknowledgement_batches_count = n;
		m->acknowledgement_batches = NULL;
		if (n > 0) {
			m->acknowledgement_batches = kw__alloc(a, (size_t)n * sizeof *m->acknowledgement_batches);
			if (!m->acknowledgement_batches)
				return kw__nomem(&in, "acknowledgement_batches");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_acknowledgement_batch(&m->acknowledgement_batches[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "acknowledgement_batches");
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

static size_t size_fetch_partition(const struct kw_share_fetch_request_fetch_partition *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	if (m->acknowledgement_batches_count < 0)
		return kw__size_fail_null(e, at + n, "acknowledgement_batches", version);
	n += kw__size_array_len(m->acknowledgement_batches_count, true);
	for (int32_t i = 0; i < m->acknowledgement_batches_count; i++) {
		size_t k = size_acknowledgement_batch(&m->acknowledgement_batches[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "acknowledgement_batches");
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

static uint8_t *put_fetch_partition(const struct kw_share_fetch_request_fetch_partition *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i32(p, m->partition_max_bytes);
	p = kw__put_array_len(p, m->acknowledgement_batches_count, true);
	for (int32_t i = 0; i < m->acknowledgement_batches_count; i++)
		p = put_acknowledgement_batch(&m->acknowledgement_batches[i], version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_fetch_topic(struct kw_share_fetch_request_fetch_topic *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_fetch_request_fetch_topic_init(struct kw_share_fetch_request_fetch_topic *s)
{
	init_fetch_topic(s);
}

static bool equal_fetch_topic(const struct kw_share_fetch_request_fetch_topic *a, const struct kw_share_fetch_request_fetch_topic *b)
{
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

__attribute__((unused)) static bool isdefault_fetch_topic(const struct kw_share_fetch_request_fetch_topic *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_fetch_topic(struct kw_share_fetch_request_fetch_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_uuid(&in, &m->topic_id))
		return kw__fail_field(in.r->err, "topic_id");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 10))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_fetch_partition(&m->partitions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "partitions");
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

static inline __attribute__((always_inline)) size_t size_fetch_topic(const struct kw_share_fetch_request_fetch_topic *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 16;
	if (m->partitions_count < 0)
		return kw__size_fail_null(e, at + n, "partitions", version);
	n += kw__size_array_len(m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		size_t k = size_fetch_partition(&m->partitions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "partitions");
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

static inline __attribute__((always_inline)) uint8_t *put_fetch_topic(const struct kw_share_fetch_request_fetch_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_uuid(p, &m->topic_id);
	p = kw__put_array_len(p, m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++)
		p = put_fetch_partition(&m->partitions[i], version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_forgotten_topic(struct kw_share_fetch_request_forgotten_topic *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_fetch_request_forgotten_topic_init(struct kw_share_fetch_request_forgotten_topic *s)
{
	init_forgotten_topic(s);
}

static bool equal_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *a, const struct kw_share_fetch_request_forgotten_topic *b)
{
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

__attribute__((unused)) static bool isdefault_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_forgotten_topic(struct kw_share_fetch_request_forgotten_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_uuid(&in, &m->topic_id))
		return kw__fail_field(in.r->err, "topic_id");
	if (!kw__rd_i32_array(&in, a, &m->partitions, &m->partitions_count, true, false))
		return kw__fail_field(in.r->err, "partitions");
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

static inline __attribute__((always_inline)) size_t size_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 16;
	if (KW__LIKELY((true) && (uint32_t)m->partitions_count < 127u)) {
		n += 1 + (size_t)m->partitions_count * 4;
	} else {
		if (m->partitions_count < 0)
			return kw__size_fail_null(e, at + n, "partitions", version);
		n += kw__size_array_len(m->partitions_count, true) + (size_t)m->partitions_count * 4;
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

static inline __attribute__((always_inline)) uint8_t *put_forgotten_topic(const struct kw_share_fetch_request_forgotten_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_uuid(p, &m->topic_id);
	p = kw__put_array_len(p, m->partitions_count, true);
	if (m->partitions_count > 0)
		p = kw__put_i32_array(p, m->partitions, m->partitions_count);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_share_fetch_request *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = KW_STR_NULL;
	m->member_id = (struct kw_str){ "", 0 };
	m->max_bytes = 2147483647;
}

void kw_share_fetch_request_init(struct kw_share_fetch_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_fetch_request *a, const struct kw_share_fetch_request *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (a->share_session_epoch != b->share_session_epoch)
		return false;
	if (a->max_wait_ms != b->max_wait_ms)
		return false;
	if (a->min_bytes != b->min_bytes)
		return false;
	if (a->max_bytes != b->max_bytes)
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
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_fetch_request *m)
{
	if (m->group_id.len >= 0)
		return false;
	if (m->member_id.len != 0)
		return false;
	if (m->share_session_epoch != 0)
		return false;
	if (m->max_wait_ms != 0)
		return false;
	if (m->min_bytes != 0)
		return false;
	if (m->max_bytes != 2147483647)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->forgotten_topics_data_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->group_id, true, true))
		return kw__fail_field(in.r->err, "group_id");
	if (!kw__rd_string(&in, &m->member_id, true, true))
		return kw__fail_field(in.r->err, "member_id");
	if (kw__left(&in) >= 16) {
		const uint8_t *q = in.p;
		m->share_session_epoch = (int32_t)kw__ld32(q + 0);
		m->max_wait_ms = (int32_t)kw__ld32(q + 4);
		m->min_bytes = (int32_t)kw__ld32(q + 8);
		m->max_bytes = (int32_t)kw__ld32(q + 12);
		in.p += 16;
	} else {
		if (!kw__rd_i32(&in, &m->share_session_epoch))
			return kw__fail_field(in.r->err, "share_session_epoch");
		if (!kw__rd_i32(&in, &m->max_wait_ms))
			return kw__fail_field(in.r->err, "max_wait_ms");
		if (!kw__rd_i32(&in, &m->min_bytes))
			return kw__fail_field(in.r->err, "min_bytes");
		if (!kw__rd_i32(&in, &m->max_bytes))
			return kw__fail_field(in.r->err, "max_bytes");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 18))
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
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 18))
			return kw__fail_field(in.r->err, "forgotten_topics_data");
		m->forgotten_topics_data_count = n;
		m->forgotten_topics_data = NULL;
		if (n > 0) {
			m->forgotten_topics_data = kw__alloc(a, (size_t)n * sizeof *m->forgotten_topics_data);
			if (!m->forgotten_topics_data)
				return kw__nomem(&in, "forgotten_topics_data");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_forgotten_topic(&m->forgotten_topics_data[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "forgotten_topics_data");
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
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_share_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->group_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->group_id.len, "group_id");
	n += kw__size_string(m->group_id, true);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, true);
	n += 4;
	n += 4;
	n += 4;
	n += 4;
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_fetch_topic(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	if (m->forgotten_topics_data_count < 0)
		return kw__size_fail_null(e, at + n, "forgotten_topics_data", version);
	n += kw__size_array_len(m->forgotten_topics_data_count, true);
	for (int32_t i = 0; i < m->forgotten_topics_data_count; i++) {
		size_t k = size_forgotten_topic(&m->forgotten_topics_data[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "forgotten_topics_data");
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

static size_t size_shallow_message(const struct kw_share_fetch_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->group_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->group_id.len, "group_id");
	n += kw__size_string(m->group_id, true);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, true);
	n += 4;
	n += 4;
	n += 4;
	n += 4;
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, true);
	if (m->forgotten_topics_data_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->forgotten_topics_data_count, true);
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

static uint8_t *fill_message(const struct kw_share_fetch_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_string(p, m->group_id, true);
	p = kw__put_string(p, m->member_id, true);
	p = kw__put_i32(p, m->share_session_epoch);
	p = kw__put_i32(p, m->max_wait_ms);
	p = kw__put_i32(p, m->min_bytes);
	p = kw__put_i32(p, m->max_bytes);
	p = kw__put_array_len(p, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_fetch_topic(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_fetch_topic(&m->topics[i], version, p);
	}
	p = kw__put_array_len(p, m->forgotten_topics_data_count, true);
	for (int32_t i = 0; i < m->forgotten_topics_data_count; i++) {
		size_t k = size_forgotten_topic(&m->forgotten_topics_data[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_forgotten_topic(&m->forgotten_topics_data[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_share_fetch_request_decode(struct kw_share_fetch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_fetch_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareFetchRequest v%d", (int)version);
	return rc;
}

int kw_share_fetch_request_encode(const struct kw_share_fetch_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "ShareFetchRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_share_fetch_request_size(const struct kw_share_fetch_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_share_fetch_request_equal(const struct kw_share_fetch_request *a, const struct kw_share_fetch_request *b)
{
	return equal_message(a, b);
}
