/* generated from schemas/clients/DescribeQuorumResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_quorum_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_listener(struct kw_describe_quorum_response_listener *s);
static inline __attribute__((always_inline)) int decode_listener(struct kw_describe_quorum_response_listener *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_listener(const struct kw_describe_quorum_response_listener *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_listener(const struct kw_describe_quorum_response_listener *m, int16_t version, uint8_t *p);
static bool equal_listener(const struct kw_describe_quorum_response_listener *a, const struct kw_describe_quorum_response_listener *b);
static void init_node(struct kw_describe_quorum_response_node *s);
static int decode_node(struct kw_describe_quorum_response_node *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_node(const struct kw_describe_quorum_response_node *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_node(const struct kw_describe_quorum_response_node *m, int16_t version, uint8_t *p);
static bool equal_node(const struct kw_describe_quorum_response_node *a, const struct kw_describe_quorum_response_node *b);
static void init_replica_state(struct kw_describe_quorum_response_replica_state *s);
static inline __attribute__((always_inline)) int decode_replica_state(struct kw_describe_quorum_response_replica_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version, uint8_t *p);
static bool equal_replica_state(const struct kw_describe_quorum_response_replica_state *a, const struct kw_describe_quorum_response_replica_state *b);
static void init_partition_data(struct kw_describe_quorum_response_partition_data *s);
static int decode_partition_data(struct kw_describe_quorum_response_partition_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version, uint8_t *p);
static bool equal_partition_data(const struct kw_describe_quorum_response_partition_data *a, const struct kw_describe_quorum_response_partition_data *b);
static void init_topic_data(struct kw_describe_quorum_response_topic_data *s);
static int decode_topic_data(struct kw_describe_quorum_response_topic_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version, uint8_t *p);
static bool equal_topic_data(const struct kw_describe_quorum_response_topic_data *a, const struct kw_describe_quorum_response_topic_data *b);
static void init_message(struct kw_describe_quorum_response *s);
static int decode_message(struct kw_describe_quorum_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_quorum_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_describe_quorum_response *a, const struct kw_describe_quorum_response *b);

static void init_listener(struct kw_describe_quorum_response_listener *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

void kw_describe_quorum_response_listener_init(struct kw_describe_quorum_response_listener *s)
{
	init_listener(s);
}

static bool equal_listener(const struct kw_describe_quorum_response_listener *a, const struct kw_describe_quorum_response_listener *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_listener(const struct kw_describe_quorum_response_listener *m)
{
	if (m->name.len != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_listener(struct kw_describe_quorum_response_listener *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_string(&in, &m->host, true, false))
		return kw__fail_field(in.r->err, "host");
	if (!kw__rd_u16(&in, &m->port))
		return kw__fail_field(in.r->err, "port");
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

static inline __attribute__((always_inline)) size_t size_listener(const struct kw_describe_quorum_response_listener *m, int16_t version, size_t at,
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
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, true);
	n += 2;
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

static inline __attribute__((always_inline)) uint8_t *put_listener(const struct kw_describe_quorum_response_listener *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_string(p, m->host, true);
	p = kw__put_u16(p, m->port);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_node(struct kw_describe_quorum_response_node *s)
{
	memset(s, 0, sizeof *s);
}

void kw_describe_quorum_response_node_init(struct kw_describe_quorum_response_node *s)
{
	init_node(s);
}

static bool equal_node(const struct kw_describe_quorum_response_node *a, const struct kw_describe_quorum_response_node *b)
{
	if (a->node_id != b->node_id)
		return false;
	if (a->listeners_count != b->listeners_count)
		return false;
	for (int32_t i = 0; i < a->listeners_count; i++) {
		if (!equal_listener(&a->listeners[i], &b->listeners[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_node(const struct kw_describe_quorum_response_node *m)
{
	if (m->node_id != 0)
		return false;
	if (m->listeners_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_node(struct kw_describe_quorum_response_node *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->node_id))
		return kw__fail_field(in.r->err, "node_id");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "listeners");
		m->listeners_count = n;
		m->listeners = NULL;
		if (n > 0) {
			m->listeners = kw__alloc(a, (size_t)n * sizeof *m->listeners);
			if (!m->listeners)
				return kw__nomem(&in, "listeners");
			struct kw__cur t = in;
			if (version == 2) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_listener(&m->listeners[i], 2, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "listeners");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_listener(&m->listeners[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "listeners");
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

static inline __attribute__((always_inline)) size_t size_node(const struct kw_describe_quorum_response_node *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->listeners_count < 0)
		return kw__size_fail_null(e, at + n, "listeners", version);
	n += kw__size_array_len(m->listeners_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->listeners_count; i++) {
			size_t k = size_listener(&m->listeners[i], 2, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "listeners");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->listeners_count; i++) {
			size_t k = size_listener(&m->listeners[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "listeners");
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

static inline __attribute__((always_inline)) uint8_t *put_node(const struct kw_describe_quorum_response_node *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->node_id);
	p = kw__put_array_len(p, m->listeners_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->listeners_count; i++)
			p = put_listener(&m->listeners[i], 2, p);
	} else {
		for (int32_t i = 0; i < m->listeners_count; i++)
			p = put_listener(&m->listeners[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_replica_state(struct kw_describe_quorum_response_replica_state *s)
{
	memset(s, 0, sizeof *s);
	s->last_fetch_timestamp = INT64_C(-1);
	s->last_caught_up_timestamp = INT64_C(-1);
}

void kw_describe_quorum_response_replica_state_init(struct kw_describe_quorum_response_replica_state *s)
{
	init_replica_state(s);
}

static bool equal_replica_state(const struct kw_describe_quorum_response_replica_state *a, const struct kw_describe_quorum_response_replica_state *b)
{
	if (a->replica_id != b->replica_id)
		return false;
	if (!kw_uuid_equal(&a->replica_directory_id, &b->replica_directory_id))
		return false;
	if (a->log_end_offset != b->log_end_offset)
		return false;
	if (a->last_fetch_timestamp != b->last_fetch_timestamp)
		return false;
	if (a->last_caught_up_timestamp != b->last_caught_up_timestamp)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_replica_state(const struct kw_describe_quorum_response_replica_state *m)
{
	if (m->replica_id != 0)
		return false;
	if (!kw_uuid_is_zero(&m->replica_directory_id))
		return false;
	if (m->log_end_offset != INT64_C(0))
		return false;
	if (m->last_fetch_timestamp != INT64_C(-1))
		return false;
	if (m->last_caught_up_timestamp != INT64_C(-1))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_replica_state(struct kw_describe_quorum_response_replica_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->replica_id))
		return kw__fail_field(in.r->err, "replica_id");
	if (version >= 2) {
		if (!kw__rd_uuid(&in, &m->replica_directory_id))
			return kw__fail_field(in.r->err, "replica_directory_id");
	} else {
		m->replica_directory_id = (struct kw_uuid){ { 0 } };
	}
	if (!kw__rd_i64(&in, &m->log_end_offset))
		return kw__fail_field(in.r->err, "log_end_offset");
	if (version >= 1) {
		if (kw__left(&in) >= 16) {
			const uint8_t *q = in.p;
			m->last_fetch_timestamp = (int64_t)kw__ld64(q + 0);
			m->last_caught_up_timestamp = (int64_t)kw__ld64(q + 8);
			in.p += 16;
		} else {
			if (!kw__rd_i64(&in, &m->last_fetch_timestamp))
				return kw__fail_field(in.r->err, "last_fetch_timestamp");
			if (!kw__rd_i64(&in, &m->last_caught_up_timestamp))
				return kw__fail_field(in.r->err, "last_caught_up_timestamp");
		}
	} else {
		m->last_fetch_timestamp = INT64_C(-1);
		m->last_caught_up_timestamp = INT64_C(-1);
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

static inline __attribute__((always_inline)) size_t size_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 2) && !kw_uuid_is_zero(&m->replica_directory_id))
		return kw__size_fail_nondefault(e, at + n, "replica_directory_id", version);
	if (version >= 2) {
		n += 16;
	}
	n += 8;
	if (version >= 1) {
		n += 8;
	}
	if (version >= 1) {
		n += 8;
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

static inline __attribute__((always_inline)) uint8_t *put_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->replica_id);
	if (version >= 2) {
		p = kw__put_uuid(p, &m->replica_directory_id);
	}
	p = kw__put_i64(p, m->log_end_offset);
	if (version >= 1) {
		p = kw__put_i64(p, m->last_fetch_timestamp);
	}
	if (version >= 1) {
		p = kw__put_i64(p, m->last_caught_up_timestamp);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_partition_data(struct kw_describe_quorum_response_partition_data *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = (struct kw_str){ "", 0 };
}

void kw_describe_quorum_response_partition_data_init(struct kw_describe_quorum_response_partition_data *s)
{
	init_partition_data(s);
}

static bool equal_partition_data(const struct kw_describe_quorum_response_partition_data *a, const struct kw_describe_quorum_response_partition_data *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->high_watermark != b->high_watermark)
		return false;
	if (a->current_voters_count != b->current_voters_count)
		return false;
	for (int32_t i = 0; i < a->current_voters_count; i++) {
		if (!equal_replica_state(&a->current_voters[i], &b->current_voters[i]))
			return false;
	}
	if (a->observers_count != b->observers_count)
		return false;
	for (int32_t i = 0; i < a->observers_count; i++) {
		if (!equal_replica_state(&a->observers[i], &b->observers[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_data(const struct kw_describe_quorum_response_partition_data *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->leader_id != 0)
		return false;
	if (m->leader_epoch != 0)
		return false;
	if (m->high_watermark != INT64_C(0))
		return false;
	if (m->current_voters_count != 0)
		return false;
	if (m->observers_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_data(struct kw_describe_quorum_response_partition_data *m, int16_t version, struct kw__cur *cin,
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
	if (version >= 2) {
		if (!kw__rd_string(&in, &m->error_message, true, true))
			return kw__fail_field(in.r->err, "error_message");
	} else {
		m->error_message = (struct kw_str){ "", 0 };
	}
	if (kw__left(&in) >= 16) {
		const uint8_t *q = in.p;
		m->leader_id = (int32_t)kw__ld32(q + 0);
		m->leader_epoch = (int32_t)kw__ld32(q + 4);
		m->high_watermark = (int64_t)kw__ld64(q + 8);
		in.p += 16;
	} else {
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
		if (!kw__rd_i64(&in, &m->high_watermark))
			return kw__fail_field(in.r->err, "high_watermark");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 13))
			return kw__fail_field(in.r->err, "current_voters");
		m->current_voters_count = n;
		m->current_voters = NULL;
		if (n > 0) {
			m->current_voters = kw__alloc(a, (size_t)n * sizeof *m->current_voters);
			if (!m->current_voters)
				return kw__nomem(&in, "current_voters");
			struct kw__cur t = in;
			if (version == 2) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_replica_state(&m->current_voters[i], 2, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "current_voters");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_replica_state(&m->current_voters[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "current_voters");
				}
			}
			in = t;
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 13))
			return kw__fail_field(in.r->err, "observers");
		m->observers_count = n;
		m->observers = NULL;
		if (n > 0) {
			m->observers = kw__alloc(a, (size_t)n * sizeof *m->observers);
			if (!m->observers)
				return kw__nomem(&in, "observers");
			struct kw__cur t = in;
			if (version == 2) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_replica_state(&m->observers[i], 2, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "observers");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_replica_state(&m->observers[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "observers");
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

static size_t size_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	if (version >= 2) {
		if (m->error_message.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
		n += kw__size_string(m->error_message, true);
	}
	n += 4;
	n += 4;
	n += 8;
	if (m->current_voters_count < 0)
		return kw__size_fail_null(e, at + n, "current_voters", version);
	n += kw__size_array_len(m->current_voters_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->current_voters_count; i++) {
			size_t k = size_replica_state(&m->current_voters[i], 2, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "current_voters");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->current_voters_count; i++) {
			size_t k = size_replica_state(&m->current_voters[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "current_voters");
			n += k;
		}
	}
	if (m->observers_count < 0)
		return kw__size_fail_null(e, at + n, "observers", version);
	n += kw__size_array_len(m->observers_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->observers_count; i++) {
			size_t k = size_replica_state(&m->observers[i], 2, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "observers");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->observers_count; i++) {
			size_t k = size_replica_state(&m->observers[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "observers");
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

static uint8_t *put_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i16(p, m->error_code);
	if (version >= 2) {
		p = kw__put_string(p, m->error_message, true);
	}
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_i64(p, m->high_watermark);
	p = kw__put_array_len(p, m->current_voters_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->current_voters_count; i++)
			p = put_replica_state(&m->current_voters[i], 2, p);
	} else {
		for (int32_t i = 0; i < m->current_voters_count; i++)
			p = put_replica_state(&m->current_voters[i], version, p);
	}
	p = kw__put_array_len(p, m->observers_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->observers_count; i++)
			p = put_replica_state(&m->observers[i], 2, p);
	} else {
		for (int32_t i = 0; i < m->observers_count; i++)
			p = put_replica_state(&m->observers[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_topic_data(struct kw_describe_quorum_response_topic_data *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_describe_quorum_response_topic_data_init(struct kw_describe_quorum_response_topic_data *s)
{
	init_topic_data(s);
}

static bool equal_topic_data(const struct kw_describe_quorum_response_topic_data *a, const struct kw_describe_quorum_response_topic_data *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_partition_data(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_data(const struct kw_describe_quorum_response_topic_data *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_data(struct kw_describe_quorum_response_topic_data *m, int16_t version, struct kw__cur *cin,
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
		if (!kw__rd_array_len(&in, &n, true, false, 25))
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

static inline __attribute__((always_inline)) size_t size_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version, size_t at,
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

static inline __attribute__((always_inline)) uint8_t *put_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic_name, true);
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

static void init_message(struct kw_describe_quorum_response *m)
{
	memset(m, 0, sizeof *m);
	m->error_message = (struct kw_str){ "", 0 };
}

void kw_describe_quorum_response_init(struct kw_describe_quorum_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_quorum_response *a, const struct kw_describe_quorum_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_topic_data(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->nodes_count != b->nodes_count)
		return false;
	for (int32_t i = 0; i < a->nodes_count; i++) {
		if (!equal_node(&a->nodes[i], &b->nodes[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_quorum_response *m)
{
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->nodes_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_quorum_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	if (version >= 2) {
		if (!kw__rd_string(&in, &m->error_message, true, true))
			return kw__fail_field(in.r->err, "error_message");
	} else {
		m->error_message = (struct kw_str){ "", 0 };
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 3))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_data(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
			}
			in = t;
		}
	}
	if (version >= 2) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 6))
				return kw__fail_field(in.r->err, "nodes");
			m->nodes_count = n;
			m->nodes = NULL;
			if (n > 0) {
				m->nodes = kw__alloc(a, (size_t)n * sizeof *m->nodes);
				if (!m->nodes)
					return kw__nomem(&in, "nodes");
				struct kw__cur t = in;
				for (int32_t i = 0; i < n; i++) {
					if (decode_node(&m->nodes[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "nodes");
				}
				in = t;
			}
		}
	} else {
		m->nodes = NULL;
		m->nodes_count = 0;
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

static size_t size_message(const struct kw_describe_quorum_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (version >= 2) {
		if (m->error_message.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
		n += kw__size_string(m->error_message, true);
	}
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_topic_data(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	if (!(version >= 2) && m->nodes_count != 0)
		return kw__size_fail_nondefault(e, at + n, "nodes", version);
	if (version >= 2) {
		if (m->nodes_count < 0)
			return kw__size_fail_null(e, at + n, "nodes", version);
		n += kw__size_array_len(m->nodes_count, true);
		for (int32_t i = 0; i < m->nodes_count; i++) {
			size_t k = size_node(&m->nodes[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "nodes");
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

static size_t size_shallow_message(const struct kw_describe_quorum_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (version >= 2) {
		if (m->error_message.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
		n += kw__size_string(m->error_message, true);
	}
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, true);
	if (!(version >= 2) && m->nodes_count != 0)
		return kw__size_fail_nondefault(e, at + n, "nodes", version);
	if (version >= 2) {
		if (m->nodes_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->nodes_count, true);
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

static uint8_t *fill_message(const struct kw_describe_quorum_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i16(p, m->error_code);
	if (version >= 2) {
		p = kw__put_string(p, m->error_message, true);
	}
	p = kw__put_array_len(p, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_topic_data(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_data(&m->topics[i], version, p);
	}
	if (version >= 2) {
		p = kw__put_array_len(p, m->nodes_count, true);
		for (int32_t i = 0; i < m->nodes_count; i++) {
			size_t k = size_node(&m->nodes[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_node(&m->nodes[i], version, p);
		}
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_describe_quorum_response_decode(struct kw_describe_quorum_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_describe_quorum_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeQuorumResponse v%d", (int)version);
	return rc;
}

int kw_describe_quorum_response_encode(const struct kw_describe_quorum_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 2) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 2)", (int)version);
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
	kw_error_set_context(w->err, "DescribeQuorumResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_quorum_response_size(const struct kw_describe_quorum_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_quorum_response_equal(const struct kw_describe_quorum_response *a, const struct kw_describe_quorum_response *b)
{
	return equal_message(a, b);
}
