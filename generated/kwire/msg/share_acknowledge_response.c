/* generated from schemas/clients/ShareAcknowledgeResponse.json by kwire-gen, do not edit */
#include "kwire/msg/share_acknowledge_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_leader_id_and_epoch(struct kw_share_acknowledge_response_leader_id_and_epoch *s);
static int decode_leader_id_and_epoch(struct kw_share_acknowledge_response_leader_id_and_epoch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_leader_id_and_epoch(const struct kw_share_acknowledge_response_leader_id_and_epoch *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_leader_id_and_epoch(const struct kw_share_acknowledge_response_leader_id_and_epoch *m, int16_t version, uint8_t *p);
static bool equal_leader_id_and_epoch(const struct kw_share_acknowledge_response_leader_id_and_epoch *a, const struct kw_share_acknowledge_response_leader_id_and_epoch *b);
static void init_partition_data(struct kw_share_acknowledge_response_partition_data *s);
static int decode_partition_data(struct kw_share_acknowledge_response_partition_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_partition_data(const struct kw_share_acknowledge_response_partition_data *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_partition_data(const struct kw_share_acknowledge_response_partition_data *m, int16_t version, uint8_t *p);
static bool equal_partition_data(const struct kw_share_acknowledge_response_partition_data *a, const struct kw_share_acknowledge_response_partition_data *b);
static void init_share_acknowledge_topic_response(struct kw_share_acknowledge_response_share_acknowledge_topic_response *s);
static int decode_share_acknowledge_topic_response(struct kw_share_acknowledge_response_share_acknowledge_topic_response *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_share_acknowledge_topic_response(const struct kw_share_acknowledge_response_share_acknowledge_topic_response *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_share_acknowledge_topic_response(const struct kw_share_acknowledge_response_share_acknowledge_topic_response *m, int16_t version, uint8_t *p);
static bool equal_share_acknowledge_topic_response(const struct kw_share_acknowledge_response_share_acknowledge_topic_response *a, const struct kw_share_acknowledge_response_share_acknowledge_topic_response *b);
static void init_node_endpoint(struct kw_share_acknowledge_response_node_endpoint *s);
static int decode_node_endpoint(struct kw_share_acknowledge_response_node_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_node_endpoint(const struct kw_share_acknowledge_response_node_endpoint *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_node_endpoint(const struct kw_share_acknowledge_response_node_endpoint *m, int16_t version, uint8_t *p);
static bool equal_node_endpoint(const struct kw_share_acknowledge_response_node_endpoint *a, const struct kw_share_acknowledge_response_node_endpoint *b);
static void init_message(struct kw_share_acknowledge_response *s);
static int decode_message(struct kw_share_acknowledge_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_share_acknowledge_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_share_acknowledge_response *a, const struct kw_share_acknowledge_response *b);

static void init_leader_id_and_epoch(struct kw_share_acknowledge_response_leader_id_and_epoch *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_acknowledge_response_leader_id_and_epoch_init(struct kw_share_acknowledge_response_leader_id_and_epoch *s)
{
	init_leader_id_and_epoch(s);
}

static bool equal_leader_id_and_epoch(const struct kw_share_acknowledge_response_leader_id_and_epoch *a, const struct kw_share_acknowledge_response_leader_id_and_epoch *b)
{
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_leader_id_and_epoch(const struct kw_share_acknowledge_response_leader_id_and_epoch *m)
{
	if (m->leader_id != 0)
		return false;
	if (m->leader_epoch != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_leader_id_and_epoch(struct kw_share_acknowledge_response_leader_id_and_epoch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->leader_id = (int32_t)kw__ld32(q + 0);
		m->leader_epoch = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
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

static size_t size_leader_id_and_epoch(const struct kw_share_acknowledge_response_leader_id_and_epoch *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
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

static uint8_t *put_leader_id_and_epoch(const struct kw_share_acknowledge_response_leader_id_and_epoch *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_i32(p, m->leader_epoch);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_partition_data(struct kw_share_acknowledge_response_partition_data *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = KW_STR_NULL;
	init_leader_id_and_epoch(&s->current_leader);
}

void kw_share_acknowledge_response_partition_data_init(struct kw_share_acknowledge_response_partition_data *s)
{
	init_partition_data(s);
}

static bool equal_partition_data(const struct kw_share_acknowledge_response_partition_data *a, const struct kw_share_acknowledge_response_partition_data *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (!equal_leader_id_and_epoch(&a->current_leader, &b->current_leader))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_data(const struct kw_share_acknowledge_response_partition_data *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len >= 0)
		return false;
	if (!isdefault_leader_id_and_epoch(&m->current_leader))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_data(struct kw_share_acknowledge_response_partition_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->partition_index = (int32_t)kw__ld32(q + 0);
		m->error_code = (int16_t)kw__ld16(q + 4);
		in.p += 6;
	} else {
		if (!kw__rd_i32(&in, &m->partition_index))
			return kw__fail_field(in.r->err, "partition_index");
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
	}
	if (!kw__rd_string(&in, &m->error_message, true, true))
		return kw__fail_field(in.r->err, "error_message");
	{
		struct kw__cur t = in;
		if (decode_leader_id_and_epoch(&m->current_leader, version, &t, a) < 0)
			return kw__fail_field(in.r->err, "current_leader");
		in = t;
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

static size_t size_partition_data(const struct kw_share_acknowledge_response_partition_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	if (m->error_message.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
	n += kw__size_string(m->error_message, true);
	{
		size_t k = size_leader_id_and_epoch(&m->current_leader, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "current_leader");
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

static uint8_t *put_partition_data(const struct kw_share_acknowledge_response_partition_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, true);
	p = put_leader_id_and_epoch(&m->current_leader, version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_share_acknowledge_topic_response(struct kw_share_acknowledge_response_share_acknowledge_topic_response *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_acknowledge_response_share_acknowledge_topic_response_init(struct kw_share_acknowledge_response_share_acknowledge_topic_response *s)
{
	init_share_acknowledge_topic_response(s);
}

static bool equal_share_acknowledge_topic_response(const struct kw_share_acknowledge_response_share_acknowledge_topic_response *a, const struct kw_share_acknowledge_response_share_acknowledge_topic_response *b)
{
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_partition_data(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_share_acknowledge_topic_response(const struct kw_share_acknowledge_response_share_acknowledge_topic_response *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_share_acknowledge_topic_response(struct kw_share_acknowledge_response_share_acknowledge_topic_response *m, int16_t version, struct kw__cur *cin,
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
		if (!kw__rd_array_len(&in, &n, true, false, 17))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_data(&m->partitions[i], version, &t, a) < 0)
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

static inline __attribute__((always_inline)) size_t size_share_acknowledge_topic_response(const struct kw_share_acknowledge_response_share_acknowledge_topic_response *m, int16_t version, size_t at,
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
		size_t k = size_partition_data(&m->partitions[i], version, at + n, e);
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

static inline __attribute__((always_inline)) uint8_t *put_share_acknowledge_topic_response(const struct kw_share_acknowledge_response_share_acknowledge_topic_response *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_uuid(p, &m->topic_id);
	p = kw__put_array_len(p, m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++)
		p = put_partition_data(&m->partitions[i], version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_node_endpoint(struct kw_share_acknowledge_response_node_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
	s->rack = KW_STR_NULL;
}

void kw_share_acknowledge_response_node_endpoint_init(struct kw_share_acknowledge_response_node_endpoint *s)
{
	init_node_endpoint(s);
}

static bool equal_node_endpoint(const struct kw_share_acknowledge_response_node_endpoint *a, const struct kw_share_acknowledge_response_node_endpoint *b)
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

__attribute__((unused)) static bool isdefault_node_endpoint(const struct kw_share_acknowledge_response_node_endpoint *m)
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

static int decode_node_endpoint(struct kw_share_acknowledge_response_node_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->node_id))
		return kw__fail_field(in.r->err, "node_id");
	if (!kw__rd_string(&in, &m->host, true, false))
		return kw__fail_field(in.r->err, "host");
	if (!kw__rd_i32(&in, &m->port))
		return kw__fail_field(in.r->err, "port");
	if (!kw__rd_string(&in, &m->rack, true, true))
		return kw__fail_field(in.r->err, "rack");
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

static inline __attribute__((always_inline)) size_t size_node_endpoint(const struct kw_share_acknowledge_response_node_endpoint *m, int16_t version, size_t at,
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
	n += kw__size_string(m->host, true);
	n += 4;
	if (m->rack.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->rack.len, "rack");
	n += kw__size_string(m->rack, true);
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

static inline __attribute__((always_inline)) uint8_t *put_node_endpoint(const struct kw_share_acknowledge_response_node_endpoint *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->node_id);
	p = kw__put_string(p, m->host, true);
	p = kw__put_i32(p, m->port);
	p = kw__put_string(p, m->rack, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_share_acknowledge_response *m)
{
	memset(m, 0, sizeof *m);
	m->error_message = KW_STR_NULL;
}

void kw_share_acknowledge_response_init(struct kw_share_acknowledge_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_acknowledge_response *a, const struct kw_share_acknowledge_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->responses_count != b->responses_count)
		return false;
	for (int32_t i = 0; i < a->responses_count; i++) {
		if (!equal_share_acknowledge_topic_response(&a->responses[i], &b->responses[i]))
			return false;
	}
	if (a->node_endpoints_count != b->node_endpoints_count)
		return false;
	for (int32_t i = 0; i < a->node_endpoints_count; i++) {
		if (!equal_node_endpoint(&a->node_endpoints[i], &b->node_endpoints[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_acknowledge_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len >= 0)
		return false;
	if (m->responses_count != 0)
		return false;
	if (m->node_endpoints_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_acknowledge_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->throttle_time_ms = (int32_t)kw__ld32(q + 0);
		m->error_code = (int16_t)kw__ld16(q + 4);
		in.p += 6;
	} else {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
	}
	if (!kw__rd_string(&in, &m->error_message, true, true))
		return kw__fail_field(in.r->err, "error_message");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 18))
			return kw__fail_field(in.r->err, "responses");
		m->responses_count = n;
		m->responses = NULL;
		if (n > 0) {
			m->responses = kw__alloc(a, (size_t)n * sizeof *m->responses);
			if (!m->responses)
				return kw__nomem(&in, "responses");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_share_acknowledge_topic_response(&m->responses[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "responses");
			}
			in = t;
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 11))
			return kw__fail_field(in.r->err, "node_endpoints");
		m->node_endpoints_count = n;
		m->node_endpoints = NULL;
		if (n > 0) {
			m->node_endpoints = kw__alloc(a, (size_t)n * sizeof *m->node_endpoints);
			if (!m->node_endpoints)
				return kw__nomem(&in, "node_endpoints");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_node_endpoint(&m->node_endpoints[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "node_endpoints");
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

static size_t size_message(const struct kw_share_acknowledge_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	if (m->error_message.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
	n += kw__size_string(m->error_message, true);
	if (m->responses_count < 0)
		return kw__size_fail_null(e, at + n, "responses", version);
	n += kw__size_array_len(m->responses_count, true);
	for (int32_t i = 0; i < m->responses_count; i++) {
		size_t k = size_share_acknowledge_topic_response(&m->responses[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "responses");
		n += k;
	}
	if (m->node_endpoints_count < 0)
		return kw__size_fail_null(e, at + n, "node_endpoints", version);
	n += kw__size_array_len(m->node_endpoints_count, true);
	for (int32_t i = 0; i < m->node_endpoints_count; i++) {
		size_t k = size_node_endpoint(&m->node_endpoints[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "node_endpoints");
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

static size_t size_shallow_message(const struct kw_share_acknowledge_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	if (m->error_message.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
	n += kw__size_string(m->error_message, true);
	if (m->responses_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->responses_count, true);
	if (m->node_endpoints_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->node_endpoints_count, true);
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

static uint8_t *fill_message(const struct kw_share_acknowledge_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, true);
	p = kw__put_array_len(p, m->responses_count, true);
	for (int32_t i = 0; i < m->responses_count; i++) {
		size_t k = size_share_acknowledge_topic_response(&m->responses[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_share_acknowledge_topic_response(&m->responses[i], version, p);
	}
	p = kw__put_array_len(p, m->node_endpoints_count, true);
	for (int32_t i = 0; i < m->node_endpoints_count; i++) {
		size_t k = size_node_endpoint(&m->node_endpoints[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_node_endpoint(&m->node_endpoints[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_share_acknowledge_response_decode(struct kw_share_acknowledge_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_acknowledge_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareAcknowledgeResponse v%d", (int)version);
	return rc;
}

int kw_share_acknowledge_response_encode(const struct kw_share_acknowledge_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "ShareAcknowledgeResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_share_acknowledge_response_size(const struct kw_share_acknowledge_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_share_acknowledge_response_equal(const struct kw_share_acknowledge_response *a, const struct kw_share_acknowledge_response *b)
{
	return equal_message(a, b);
}
