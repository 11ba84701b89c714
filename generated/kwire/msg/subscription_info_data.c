/* generated from schemas/streams/SubscriptionInfoData.json by kwire-gen, do not edit */
#include "kwire/msg/subscription_info_data.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_task_id(struct kw_subscription_info_data_task_id *s);
static inline __attribute__((always_inline)) int decode_task_id(struct kw_subscription_info_data_task_id *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_task_id(const struct kw_subscription_info_data_task_id *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_task_id(const struct kw_subscription_info_data_task_id *m, int16_t version, uint8_t *p);
static bool equal_task_id(const struct kw_subscription_info_data_task_id *a, const struct kw_subscription_info_data_task_id *b);
static void init_partition_to_offset_sum(struct kw_subscription_info_data_partition_to_offset_sum *s);
static inline __attribute__((always_inline)) int decode_partition_to_offset_sum(struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version, uint8_t *p);
static bool equal_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *a, const struct kw_subscription_info_data_partition_to_offset_sum *b);
static void init_client_tag(struct kw_subscription_info_data_client_tag *s);
static inline __attribute__((always_inline)) int decode_client_tag(struct kw_subscription_info_data_client_tag *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_client_tag(const struct kw_subscription_info_data_client_tag *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_client_tag(const struct kw_subscription_info_data_client_tag *m, int16_t version, uint8_t *p);
static bool equal_client_tag(const struct kw_subscription_info_data_client_tag *a, const struct kw_subscription_info_data_client_tag *b);
static void init_task_offset_sum(struct kw_subscription_info_data_task_offset_sum *s);
static int decode_task_offset_sum(struct kw_subscription_info_data_task_offset_sum *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *m, int16_t version, uint8_t *p);
static bool equal_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *a, const struct kw_subscription_info_data_task_offset_sum *b);
static void init_message(struct kw_subscription_info_data *s);
static int decode_message(struct kw_subscription_info_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_subscription_info_data *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_subscription_info_data *a, const struct kw_subscription_info_data *b);

static void init_task_id(struct kw_subscription_info_data_task_id *s)
{
	memset(s, 0, sizeof *s);
}

void kw_subscription_info_data_task_id_init(struct kw_subscription_info_data_task_id *s)
{
	init_task_id(s);
}

static bool equal_task_id(const struct kw_subscription_info_data_task_id *a, const struct kw_subscription_info_data_task_id *b)
{
	if (a->topic_group_id != b->topic_group_id)
		return false;
	if (a->partition != b->partition)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_task_id(const struct kw_subscription_info_data_task_id *m)
{
	if (m->topic_group_id != 0)
		return false;
	if (m->partition != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_task_id(struct kw_subscription_info_data_task_id *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->topic_group_id = (int32_t)kw__ld32(q + 0);
		m->partition = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->topic_group_id))
			return kw__fail_field(in.r->err, "topic_group_id");
		if (!kw__rd_i32(&in, &m->partition))
			return kw__fail_field(in.r->err, "partition");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_task_id(const struct kw_subscription_info_data_task_id *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_task_id(const struct kw_subscription_info_data_task_id *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->topic_group_id);
	p = kw__put_i32(p, m->partition);
	return p;
}

static void init_partition_to_offset_sum(struct kw_subscription_info_data_partition_to_offset_sum *s)
{
	memset(s, 0, sizeof *s);
}

void kw_subscription_info_data_partition_to_offset_sum_init(struct kw_subscription_info_data_partition_to_offset_sum *s)
{
	init_partition_to_offset_sum(s);
}

static bool equal_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *a, const struct kw_subscription_info_data_partition_to_offset_sum *b)
{
	if (a->partition != b->partition)
		return false;
	if (a->offset_sum != b->offset_sum)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *m)
{
	if (m->partition != 0)
		return false;
	if (m->offset_sum != INT64_C(0))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_partition_to_offset_sum(struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 12) {
		const uint8_t *q = in.p;
		m->partition = (int32_t)kw__ld32(q + 0);
		m->offset_sum = (int64_t)kw__ld64(q + 4);
		in.p += 12;
	} else {
		if (!kw__rd_i32(&in, &m->partition))
			return kw__fail_field(in.r->err, "partition");
		if (!kw__rd_i64(&in, &m->offset_sum))
			return kw__fail_field(in.r->err, "offset_sum");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 8;
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_partition_to_offset_sum(const struct kw_subscription_info_data_partition_to_offset_sum *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition);
	p = kw__put_i64(p, m->offset_sum);
	return p;
}

static void init_client_tag(struct kw_subscription_info_data_client_tag *s)
{
	memset(s, 0, sizeof *s);
	s->key = (struct kw_bytes){ (const uint8_t *)"", 0 };
	s->value = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_subscription_info_data_client_tag_init(struct kw_subscription_info_data_client_tag *s)
{
	init_client_tag(s);
}

static bool equal_client_tag(const struct kw_subscription_info_data_client_tag *a, const struct kw_subscription_info_data_client_tag *b)
{
	if (!kw_bytes_equal(a->key, b->key))
		return false;
	if (!kw_bytes_equal(a->value, b->value))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_client_tag(const struct kw_subscription_info_data_client_tag *m)
{
	if (m->key.len != 0)
		return false;
	if (m->value.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_client_tag(struct kw_subscription_info_data_client_tag *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_bytes(&in, &m->key, false, false))
		return kw__fail_field(in.r->err, "key");
	if (!kw__rd_bytes(&in, &m->value, false, false))
		return kw__fail_field(in.r->err, "value");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_client_tag(const struct kw_subscription_info_data_client_tag *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->key.len < 0)
		return kw__size_fail_null(e, at + n, "key", version);
	n += kw__size_bytes(m->key, false);
	if (m->value.len < 0)
		return kw__size_fail_null(e, at + n, "value", version);
	n += kw__size_bytes(m->value, false);
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_client_tag(const struct kw_subscription_info_data_client_tag *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_bytes(p, m->key, false);
	p = kw__put_bytes(p, m->value, false);
	return p;
}

static void init_task_offset_sum(struct kw_subscription_info_data_task_offset_sum *s)
{
	memset(s, 0, sizeof *s);
	s->named_topology = (struct kw_str){ "", 0 };
}

void kw_subscription_info_data_task_offset_sum_init(struct kw_subscription_info_data_task_offset_sum *s)
{
	init_task_offset_sum(s);
}

static bool equal_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *a, const struct kw_subscription_info_data_task_offset_sum *b)
{
	if (a->topic_group_id != b->topic_group_id)
		return false;
	if (a->partition != b->partition)
		return false;
	if (a->offset_sum != b->offset_sum)
		return false;
	if (!kw_str_equal(a->named_topology, b->named_topology))
		return false;
	if (a->partition_to_offset_sum_count != b->partition_to_offset_sum_count)
		return false;
	for (int32_t i = 0; i < a->partition_to_offset_sum_count; i++) {
		if (!equal_partition_to_offset_sum(&a->partition_to_offset_sum[i], &b->partition_to_offset_sum[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *m)
{
	if (m->topic_group_id != 0)
		return false;
	if (m->partition != 0)
		return false;
	if (m->offset_sum != INT64_C(0))
		return false;
	if (m->named_topology.len != 0)
		return false;
	if (m->partition_to_offset_sum_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_task_offset_sum(struct kw_subscription_info_data_task_offset_sum *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->topic_group_id))
		return kw__fail_field(in.r->err, "topic_group_id");
	if (version >= 10) {
		if (kw__left(&in) >= 12) {
			const uint8_t *q = in.p;
			m->partition = (int32_t)kw__ld32(q + 0);
			m->offset_sum = (int64_t)kw__ld64(q + 4);
			in.p += 12;
		} else {
			if (!kw__rd_i32(&in, &m->partition))
				return kw__fail_field(in.r->err, "partition");
			if (!kw__rd_i64(&in, &m->offset_sum))
				return kw__fail_field(in.r->err, "offset_sum");
		}
	} else {
		m->partition = 0;
		m->offset_sum = 0;
	}
	if (version >= 10) {
		if (!kw__rd_string(&in, &m->named_topology, false, true))
			return kw__fail_field(in.r->err, "named_topology");
	} else {
		m->named_topology = (struct kw_str){ "", 0 };
	}
	if (version <= 9) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, false, false, 12))
				return kw__fail_field(in.r->err, "partition_to_offset_sum");
			m->partition_to_offset_sum_count = n;
			m->partition_to_offset_sum = NULL;
			if (n > 0) {
				m->partition_to_offset_sum = kw__alloc(a, (size_t)n * sizeof *m->partition_to_offset_sum);
				if (!m->partition_to_offset_sum)
					return kw__nomem(&in, "partition_to_offset_sum");
				struct kw__cur t = in;
				if (version == 11) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_partition_to_offset_sum(&m->partition_to_offset_sum[i], 11, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "partition_to_offset_sum");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_partition_to_offset_sum(&m->partition_to_offset_sum[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "partition_to_offset_sum");
					}
				}
				in = t;
			}
		}
	} else {
		m->partition_to_offset_sum = NULL;
		m->partition_to_offset_sum_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 10) && m->partition != 0)
		return kw__size_fail_nondefault(e, at + n, "partition", version);
	if (version >= 10) {
		n += 4;
	}
	if (!(version >= 10) && m->offset_sum != INT64_C(0))
		return kw__size_fail_nondefault(e, at + n, "offset_sum", version);
	if (version >= 10) {
		n += 8;
	}
	if (!(version >= 10) && m->named_topology.len != 0)
		return kw__size_fail_nondefault(e, at + n, "named_topology", version);
	if (version >= 10) {
		if (m->named_topology.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->named_topology.len, "named_topology");
		n += kw__size_string(m->named_topology, false);
	}
	if (!(version <= 9) && m->partition_to_offset_sum_count != 0)
		return kw__size_fail_nondefault(e, at + n, "partition_to_offset_sum", version);
	if (version <= 9) {
		if (m->partition_to_offset_sum_count < 0)
			return kw__size_fail_null(e, at + n, "partition_to_offset_sum", version);
		n += kw__size_array_len(m->partition_to_offset_sum_count, false);
		if (version == 11) {
			for (int32_t i = 0; i < m->partition_to_offset_sum_count; i++) {
				size_t k = size_partition_to_offset_sum(&m->partition_to_offset_sum[i], 11, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "partition_to_offset_sum");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->partition_to_offset_sum_count; i++) {
				size_t k = size_partition_to_offset_sum(&m->partition_to_offset_sum[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "partition_to_offset_sum");
				n += k;
			}
		}
	}
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_task_offset_sum(const struct kw_subscription_info_data_task_offset_sum *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->topic_group_id);
	if (version >= 10) {
		p = kw__put_i32(p, m->partition);
	}
	if (version >= 10) {
		p = kw__put_i64(p, m->offset_sum);
	}
	if (version >= 10) {
		p = kw__put_string(p, m->named_topology, false);
	}
	if (version <= 9) {
		p = kw__put_array_len(p, m->partition_to_offset_sum_count, false);
		if (version == 11) {
			for (int32_t i = 0; i < m->partition_to_offset_sum_count; i++)
				p = put_partition_to_offset_sum(&m->partition_to_offset_sum[i], 11, p);
		} else {
			for (int32_t i = 0; i < m->partition_to_offset_sum_count; i++)
				p = put_partition_to_offset_sum(&m->partition_to_offset_sum[i], version, p);
		}
	}
	return p;
}

static void init_message(struct kw_subscription_info_data *m)
{
	memset(m, 0, sizeof *m);
	m->latest_supported_version = -1;
	m->user_end_point = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_subscription_info_data_init(struct kw_subscription_info_data *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_subscription_info_data *a, const struct kw_subscription_info_data *b)
{
	if (a->version != b->version)
		return false;
	if (a->latest_supported_version != b->latest_supported_version)
		return false;
	if (!kw_uuid_equal(&a->process_id, &b->process_id))
		return false;
	if (a->prev_tasks_count != b->prev_tasks_count)
		return false;
	for (int32_t i = 0; i < a->prev_tasks_count; i++) {
		if (!equal_task_id(&a->prev_tasks[i], &b->prev_tasks[i]))
			return false;
	}
	if (a->standby_tasks_count != b->standby_tasks_count)
		return false;
	for (int32_t i = 0; i < a->standby_tasks_count; i++) {
		if (!equal_task_id(&a->standby_tasks[i], &b->standby_tasks[i]))
			return false;
	}
	if (!kw_bytes_equal(a->user_end_point, b->user_end_point))
		return false;
	if (a->task_offset_sums_count != b->task_offset_sums_count)
		return false;
	for (int32_t i = 0; i < a->task_offset_sums_count; i++) {
		if (!equal_task_offset_sum(&a->task_offset_sums[i], &b->task_offset_sums[i]))
			return false;
	}
	if (a->unique_field != b->unique_field)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->client_tags_count != b->client_tags_count)
		return false;
	for (int32_t i = 0; i < a->client_tags_count; i++) {
		if (!equal_client_tag(&a->client_tags[i], &b->client_tags[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_subscription_info_data *m)
{
	if (m->version != 0)
		return false;
	if (m->latest_supported_version != -1)
		return false;
	if (!kw_uuid_is_zero(&m->process_id))
		return false;
	if (m->prev_tasks_count != 0)
		return false;
	if (m->standby_tasks_count != 0)
		return false;
	if (m->user_end_point.len != 0)
		return false;
	if (m->task_offset_sums_count != 0)
		return false;
	if (m->unique_field != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->client_tags_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_subscription_info_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->version))
		return kw__fail_field(in.r->err, "version");
	if (version >= 3) {
		if (!kw__rd_i32(&in, &m->latest_supported_version))
			return kw__fail_field(in.r->err, "latest_supported_version");
	} else {
		m->latest_supported_version = -1;
	}
	if (!kw__rd_uuid(&in, &m->process_id))
		return kw__fail_field(in.r->err, "process_id");
	if (version <= 6) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, false, false, 8))
				return kw__fail_field(in.r->err, "prev_tasks");
			m->prev_tasks_count = n;
			m->prev_tasks = NULL;
			if (n > 0) {
				m->prev_tasks = kw__alloc(a, (size_t)n * sizeof *m->prev_tasks);
				if (!m->prev_tasks)
					return kw__nomem(&in, "prev_tasks");
				struct kw__cur t = in;
				if (version == 11) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_task_id(&m->prev_tasks[i], 11, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "prev_tasks");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_task_id(&m->prev_tasks[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "prev_tasks");
					}
				}
				in = t;
			}
		}
	} else {
		m->prev_tasks = NULL;
		m->prev_tasks_count = 0;
	}
	if (version <= 6) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, false, false, 8))
				return kw__fail_field(in.r->err, "standby_tasks");
			m->standby_tasks_count = n;
			m->standby_tasks = NULL;
			if (n > 0) {
				m->standby_tasks = kw__alloc(a, (size_t)n * sizeof *m->standby_tasks);
				if (!m->standby_tasks)
					return kw__nomem(&in, "standby_tasks");
				struct kw__cur t = in;
				if (version == 11) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_task_id(&m->standby_tasks[i], 11, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "standby_tasks");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_task_id(&m->standby_tasks[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "standby_tasks");
					}
				}
				in = t;
			}
		}
	} else {
		m->standby_tasks = NULL;
		m->standby_tasks_count = 0;
	}
	if (version >= 2) {
		if (!kw__rd_bytes(&in, &m->user_end_point, false, false))
			return kw__fail_field(in.r->err, "user_end_point");
	} else {
		m->user_end_point = (struct kw_bytes){ (const uint8_t *)"", 0 };
	}
	if (version >= 7) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, false, false, 8))
				return kw__fail_field(in.r->err, "task_offset_sums");
			m->task_offset_sums_count = n;
			m->task_offset_sums = NULL;
			if (n > 0) {
				m->task_offset_sums = kw__alloc(a, (size_t)n * sizeof *m->task_offset_sums);
				if (!m->task_offset_sums)
					return kw__nomem(&in, "task_offset_sums");
				struct kw__cur t = in;
				for (int32_t i = 0; i < n; i++) {
					if (decode_task_offset_sum(&m->task_offset_sums[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "task_offset_sums");
				}
				in = t;
			}
		}
	} else {
		m->task_offset_sums = NULL;
		m->task_offset_sums_count = 0;
	}
	if (version >= 8) {
		if (!kw__rd_i8(&in, &m->unique_field))
			return kw__fail_field(in.r->err, "unique_field");
	} else {
		m->unique_field = 0;
	}
	if (version >= 9) {
		if (!kw__rd_i32(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
	} else {
		m->error_code = 0;
	}
	if (version >= 11) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, false, false, 8))
				return kw__fail_field(in.r->err, "client_tags");
			m->client_tags_count = n;
			m->client_tags = NULL;
			if (n > 0) {
				m->client_tags = kw__alloc(a, (size_t)n * sizeof *m->client_tags);
				if (!m->client_tags)
					return kw__nomem(&in, "client_tags");
				struct kw__cur t = in;
				if (version == 11) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_client_tag(&m->client_tags[i], 11, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "client_tags");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_client_tag(&m->client_tags[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "client_tags");
					}
				}
				in = t;
			}
		}
	} else {
		m->client_tags = NULL;
		m->client_tags_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_subscription_info_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 3) && m->latest_supported_version != -1)
		return kw__size_fail_nondefault(e, at + n, "latest_supported_version", version);
	if (version >= 3) {
		n += 4;
	}
	n += 16;
	if (!(version <= 6) && m->prev_tasks_count != 0)
		return kw__size_fail_nondefault(e, at + n, "prev_tasks", version);
	if (version <= 6) {
		if (m->prev_tasks_count < 0)
			return kw__size_fail_null(e, at + n, "prev_tasks", version);
		n += kw__size_array_len(m->prev_tasks_count, false);
		if (version == 11) {
			for (int32_t i = 0; i < m->prev_tasks_count; i++) {
				size_t k = size_task_id(&m->prev_tasks[i], 11, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "prev_tasks");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->prev_tasks_count; i++) {
				size_t k = size_task_id(&m->prev_tasks[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "prev_tasks");
				n += k;
			}
		}
	}
	if (!(version <= 6) && m->standby_tasks_count != 0)
		return kw__size_fail_nondefault(e, at + n, "standby_tasks", version);
	if (version <= 6) {
		if (m->standby_tasks_count < 0)
			return kw__size_fail_null(e, at + n, "standby_tasks", version);
		n += kw__size_array_len(m->standby_tasks_count, false);
		if (version == 11) {
			for (int32_t i = 0; i < m->standby_tasks_count; i++) {
				size_t k = size_task_id(&m->standby_tasks[i], 11, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "standby_tasks");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->standby_tasks_count; i++) {
				size_t k = size_task_id(&m->standby_tasks[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "standby_tasks");
				n += k;
			}
		}
	}
	if (!(version >= 2) && m->user_end_point.len != 0)
		return kw__size_fail_nondefault(e, at + n, "user_end_point", version);
	if (version >= 2) {
		if (m->user_end_point.len < 0)
			return kw__size_fail_null(e, at + n, "user_end_point", version);
		n += kw__size_bytes(m->user_end_point, false);
	}
	if (!(version >= 7) && m->task_offset_sums_count != 0)
		return kw__size_fail_nondefault(e, at + n, "task_offset_sums", version);
	if (version >= 7) {
		if (m->task_offset_sums_count < 0)
			return kw__size_fail_null(e, at + n, "task_offset_sums", version);
		n += kw__size_array_len(m->task_offset_sums_count, false);
		for (int32_t i = 0; i < m->task_offset_sums_count; i++) {
			size_t k = size_task_offset_sum(&m->task_offset_sums[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "task_offset_sums");
			n += k;
		}
	}
	if (!(version >= 8) && m->unique_field != 0)
		return kw__size_fail_nondefault(e, at + n, "unique_field", version);
	if (version >= 8) {
		n += 1;
	}
	if (!(version >= 9) && m->error_code != 0)
		return kw__size_fail_nondefault(e, at + n, "error_code", version);
	if (version >= 9) {
		n += 4;
	}
	if (!(version >= 11) && m->client_tags_count != 0)
		return kw__size_fail_nondefault(e, at + n, "client_tags", version);
	if (version >= 11) {
		if (m->client_tags_count < 0)
			return kw__size_fail_null(e, at + n, "client_tags", version);
		n += kw__size_array_len(m->client_tags_count, false);
		if (version == 11) {
			for (int32_t i = 0; i < m->client_tags_count; i++) {
				size_t k = size_client_tag(&m->client_tags[i], 11, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "client_tags");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->client_tags_count; i++) {
				size_t k = size_client_tag(&m->client_tags[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "client_tags");
				n += k;
			}
		}
	}
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static size_t size_shallow_message(const struct kw_subscription_info_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 3) && m->latest_supported_version != -1)
		return kw__size_fail_nondefault(e, at + n, "latest_supported_version", version);
	if (version >= 3) {
		n += 4;
	}
	n += 16;
	if (!(version <= 6) && m->prev_tasks_count != 0)
		return kw__size_fail_nondefault(e, at + n, "prev_tasks", version);
	if (version <= 6) {
		if (m->prev_tasks_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->prev_tasks_count, false);
	}
	if (!(version <= 6) && m->standby_tasks_count != 0)
		return kw__size_fail_nondefault(e, at + n, "standby_tasks", version);
	if (version <= 6) {
		if (m->standby_tasks_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->standby_tasks_count, false);
	}
	if (!(version >= 2) && m->user_end_point.len != 0)
		return kw__size_fail_nondefault(e, at + n, "user_end_point", version);
	if (version >= 2) {
		if (m->user_end_point.len < 0)
			return kw__size_fail_null(e, at + n, "user_end_point", version);
		n += kw__size_bytes(m->user_end_point, false);
	}
	if (!(version >= 7) && m->task_offset_sums_count != 0)
		return kw__size_fail_nondefault(e, at + n, "task_offset_sums", version);
	if (version >= 7) {
		if (m->task_offset_sums_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->task_offset_sums_count, false);
	}
	if (!(version >= 8) && m->unique_field != 0)
		return kw__size_fail_nondefault(e, at + n, "unique_field", version);
	if (version >= 8) {
		n += 1;
	}
	if (!(version >= 9) && m->error_code != 0)
		return kw__size_fail_nondefault(e, at + n, "error_code", version);
	if (version >= 9) {
		n += 4;
	}
	if (!(version >= 11) && m->client_tags_count != 0)
		return kw__size_fail_nondefault(e, at + n, "client_tags", version);
	if (version >= 11) {
		if (m->client_tags_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->client_tags_count, false);
	}
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static uint8_t *fill_message(const struct kw_subscription_info_data *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->version);
	if (version >= 3) {
		p = kw__put_i32(p, m->latest_supported_version);
	}
	p = kw__put_uuid(p, &m->process_id);
	if (version <= 6) {
		p = kw__put_array_len(p, m->prev_tasks_count, false);
		for (int32_t i = 0; i < m->prev_tasks_count; i++) {
			size_t k = size_task_id(&m->prev_tasks[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_task_id(&m->prev_tasks[i], version, p);
		}
	}
	if (version <= 6) {
		p = kw__put_array_len(p, m->standby_tasks_count, false);
		for (int32_t i = 0; i < m->standby_tasks_count; i++) {
			size_t k = size_task_id(&m->standby_tasks[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_task_id(&m->standby_tasks[i], version, p);
		}
	}
	if (version >= 2) {
		p = kw__put_bytes(p, m->user_end_point, false);
	}
	if (version >= 7) {
		p = kw__put_array_len(p, m->task_offset_sums_count, false);
		for (int32_t i = 0; i < m->task_offset_sums_count; i++) {
			size_t k = size_task_offset_sum(&m->task_offset_sums[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_task_offset_sum(&m->task_offset_sums[i], version, p);
		}
	}
	if (version >= 8) {
		p = kw__put_i8(p, m->unique_field);
	}
	if (version >= 9) {
		p = kw__put_i32(p, m->error_code);
	}
	if (version >= 11) {
		p = kw__put_array_len(p, m->client_tags_count, false);
		for (int32_t i = 0; i < m->client_tags_count; i++) {
			size_t k = size_client_tag(&m->client_tags[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_client_tag(&m->client_tags[i], version, p);
		}
	}
	return p;
}

int kw_subscription_info_data_decode(struct kw_subscription_info_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 1 || version > 11) {
		kw_subscription_info_data_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 1 to 11)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "SubscriptionInfoData v%d", (int)version);
	return rc;
}

int kw_subscription_info_data_encode(const struct kw_subscription_info_data *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 1 || version > 11) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 1 to 11)", (int)version);
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
	kw_error_set_context(w->err, "SubscriptionInfoData v%d", (int)version);
	return w->err->code;
}

size_t kw_subscription_info_data_size(const struct kw_subscription_info_data *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_subscription_info_data_equal(const struct kw_subscription_info_data *a, const struct kw_subscription_info_data *b)
{
	return equal_message(a, b);
}
