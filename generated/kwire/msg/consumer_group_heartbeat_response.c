/* generated from schemas/clients/ConsumerGroupHeartbeatResponse.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_heartbeat_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_topic_partitions(struct kw_consumer_group_heartbeat_response_topic_partitions *s);
static inline __attribute__((always_inline)) int decode_topic_partitions(struct kw_consumer_group_heartbeat_response_topic_partitions *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_partitions(const struct kw_consumer_group_heartbeat_response_topic_partitions *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_partitions(const struct kw_consumer_group_heartbeat_response_topic_partitions *m, int16_t version, uint8_t *p);
static bool equal_topic_partitions(const struct kw_consumer_group_heartbeat_response_topic_partitions *a, const struct kw_consumer_group_heartbeat_response_topic_partitions *b);
static void init_assignment(struct kw_consumer_group_heartbeat_response_assignment *s);
static int decode_assignment(struct kw_consumer_group_heartbeat_response_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_assignment(const struct kw_consumer_group_heartbeat_response_assignment *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_assignment(const struct kw_consumer_group_heartbeat_response_assignment *m, int16_t version, uint8_t *p);
static bool equal_assignment(const struct kw_consumer_group_heartbeat_response_assignment *a, const struct kw_consumer_group_heartbeat_response_assignment *b);
static void init_message(struct kw_consumer_group_heartbeat_response *s);
static int decode_message(struct kw_consumer_group_heartbeat_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_consumer_group_heartbeat_response *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_consumer_group_heartbeat_response *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_consumer_group_heartbeat_response *a, const struct kw_consumer_group_heartbeat_response *b);

static void init_topic_partitions(struct kw_consumer_group_heartbeat_response_topic_partitions *s)
{
	memset(s, 0, sizeof *s);
}

void kw_consumer_group_heartbeat_response_topic_partitions_init(struct kw_consumer_group_heartbeat_response_topic_partitions *s)
{
	init_topic_partitions(s);
}

static bool equal_topic_partitions(const struct kw_consumer_group_heartbeat_response_topic_partitions *a, const struct kw_consumer_group_heartbeat_response_topic_partitions *b)
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

__attribute__((unused)) static bool isdefault_topic_partitions(const struct kw_consumer_group_heartbeat_response_topic_partitions *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_topic_partitions(struct kw_consumer_group_heartbeat_response_topic_partitions *m, int16_t version, struct kw__cur *cin,
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

static inline __attribute__((always_inline)) size_t size_topic_partitions(const struct kw_consumer_group_heartbeat_response_topic_partitions *m, int16_t version, size_t at,
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

static inline __attribute__((always_inline)) uint8_t *put_topic_partitions(const struct kw_consumer_group_heartbeat_response_topic_partitions *m, int16_t version, uint8_t *p)
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

static void init_assignment(struct kw_consumer_group_heartbeat_response_assignment *s)
{
	memset(s, 0, sizeof *s);
}

void kw_consumer_group_heartbeat_response_assignment_init(struct kw_consumer_group_heartbeat_response_assignment *s)
{
	init_assignment(s);
}

static bool equal_assignment(const struct kw_consumer_group_heartbeat_response_assignment *a, const struct kw_consumer_group_heartbeat_response_assignment *b)
{
	if (a->topic_partitions_count != b->topic_partitions_count)
		return false;
	for (int32_t i = 0; i < a->topic_partitions_count; i++) {
		if (!equal_topic_partitions(&a->topic_partitions[i], &b->topic_partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_assignment(const struct kw_consumer_group_heartbeat_response_assignment *m)
{
	if (m->topic_partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_assignment(struct kw_consumer_group_heartbeat_response_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 18))
			return kw__fail_field(in.r->err, "topic_partitions");
		m->topic_partitions_count = n;
		m->topic_partitions = NULL;
		if (n > 0) {
			m->topic_partitions = kw__alloc(a, (size_t)n * sizeof *m->topic_partitions);
			if (!m->topic_partitions)
				return kw__nomem(&in, "topic_partitions");
			struct kw__cur t = in;
			if (version == 1) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_topic_partitions(&m->topic_partitions[i], 1, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topic_partitions");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_topic_partitions(&m->topic_partitions[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topic_partitions");
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

static size_t size_assignment(const struct kw_consumer_group_heartbeat_response_assignment *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topic_partitions_count < 0)
		return kw__size_fail_null(e, at + n, "topic_partitions", version);
	n += kw__size_array_len(m->topic_partitions_count, true);
	if (version == 1) {
		for (int32_t i = 0; i < m->topic_partitions_count; i++) {
			size_t k = size_topic_partitions(&m->topic_partitions[i], 1, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topic_partitions");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->topic_partitions_count; i++) {
			size_t k = size_topic_partitions(&m->topic_partitions[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topic_partitions");
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

static uint8_t *put_assignment(const struct kw_consumer_group_heartbeat_response_assignment *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_array_len(p, m->topic_partitions_count, true);
	if (version == 1) {
		for (int32_t i = 0; i < m->topic_partitions_count; i++)
			p = put_topic_partitions(&m->topic_partitions[i], 1, p);
	} else {
		for (int32_t i = 0; i < m->topic_partitions_count; i++)
			p = put_topic_partitions(&m->topic_partitions[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_consumer_group_heartbeat_response *m)
{
	memset(m, 0, sizeof *m);
	m->error_message = KW_STR_NULL;
	m->member_id = KW_STR_NULL;
}

void kw_consumer_group_heartbeat_response_init(struct kw_consumer_group_heartbeat_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_consumer_group_heartbeat_response *a, const struct kw_consumer_group_heartbeat_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (a->member_epoch != b->member_epoch)
		return false;
	if (a->heartbeat_interval_ms != b->heartbeat_interval_ms)
		return false;
	if ((a->assignment == NULL) != (b->assignment == NULL))
		return false;
	if (a->assignment && !equal_assignment(a->assignment, b->assignment))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_consumer_group_heartbeat_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len >= 0)
		return false;
	if (m->member_id.len >= 0)
		return false;
	if (m->member_epoch != 0)
		return false;
	if (m->heartbeat_interval_ms != 0)
		return false;
	if (m->assignment != NULL)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_consumer_group_heartbeat_response *m, int16_t version, struct kw_reader *r,
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
	if (!kw__rd_string(&in, &m->member_id, true, true))
		return kw__fail_field(in.r->err, "member_id");
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->member_epoch = (int32_t)kw__ld32(q + 0);
		m->heartbeat_interval_ms = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->member_epoch))
			return kw__fail_field(in.r->err, "member_epoch");
		if (!kw__rd_i32(&in, &m->heartbeat_interval_ms))
			return kw__fail_field(in.r->err, "heartbeat_interval_ms");
	}
	{
		bool present = true;
		int8_t mark;
		if (!kw__rd_i8(&in, &mark))
			return kw__fail_field(in.r->err, "assignment");
		present = mark >= 0;
		m->assignment = NULL;
		if (present) {
			m->assignment = kw__alloc(a, sizeof *m->assignment);
			if (!m->assignment)
				return kw__nomem(&in, "assignment");
			{
				struct kw__cur t = in;
				if (decode_assignment(m->assignment, version, &t, a) < 0)
					return kw__fail_field(in.r->err, "assignment");
				in = t;
			}
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

static size_t size_message(const struct kw_consumer_group_heartbeat_response *m, int16_t version, size_t at,
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
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, true);
	n += 4;
	n += 4;
	n += 1;
	if (m->assignment != NULL) {
		size_t k = size_assignment(m->assignment, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "assignment");
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

static uint8_t *put_message(const struct kw_consumer_group_heartbeat_response *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, true);
	p = kw__put_string(p, m->member_id, true);
	p = kw__put_i32(p, m->member_epoch);
	p = kw__put_i32(p, m->heartbeat_interval_ms);
	p = kw__put_i8(p, (m->assignment != NULL) ? 1 : -1);
	if (m->assignment != NULL)
		p = put_assignment(m->assignment, version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_consumer_group_heartbeat_response_decode(struct kw_consumer_group_heartbeat_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_consumer_group_heartbeat_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ConsumerGroupHeartbeatResponse v%d", (int)version);
	return rc;
}

int kw_consumer_group_heartbeat_response_encode(const struct kw_consumer_group_heartbeat_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
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
			uint8_t *end = put_message(m, version, p);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "ConsumerGroupHeartbeatResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_consumer_group_heartbeat_response_size(const struct kw_consumer_group_heartbeat_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_consumer_group_heartbeat_response_equal(const struct kw_consumer_group_heartbeat_response *a, const struct kw_consumer_group_heartbeat_response *b)
{
	return equal_message(a, b);
}
