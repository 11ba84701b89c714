/* generated from schemas/clients/ConsumerGroupHeartbeatRequest.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_heartbeat_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_topic_partitions(struct kw_consumer_group_heartbeat_request_topic_partitions *s);
static inline __attribute__((always_inline)) int decode_topic_partitions(struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version, uint8_t *p);
static bool equal_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *a, const struct kw_consumer_group_heartbeat_request_topic_partitions *b);
static void init_message(struct kw_consumer_group_heartbeat_request *s);
static int decode_message(struct kw_consumer_group_heartbeat_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_consumer_group_heartbeat_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_consumer_group_heartbeat_request *a, const struct kw_consumer_group_heartbeat_request *b);

static void init_topic_partitions(struct kw_consumer_group_heartbeat_request_topic_partitions *s)
{
	memset(s, 0, sizeof *s);
}

void kw_consumer_group_heartbeat_request_topic_partitions_init(struct kw_consumer_group_heartbeat_request_topic_partitions *s)
{
	init_topic_partitions(s);
}

static bool equal_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *a, const struct kw_consumer_group_heartbeat_request_topic_partitions *b)
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

__attribute__((unused)) static bool isdefault_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_topic_partitions(struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version, struct kw__cur *cin,
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

static inline __attribute__((always_inline)) size_t size_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version, size_t at,
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

static inline __attribute__((always_inline)) uint8_t *put_topic_partitions(const struct kw_consumer_group_heartbeat_request_topic_partitions *m, int16_t version, uint8_t *p)
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

static void init_message(struct kw_consumer_group_heartbeat_request *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
	m->member_id = (struct kw_str){ "", 0 };
	m->instance_id = KW_STR_NULL;
	m->rack_id = KW_STR_NULL;
	m->rebalance_timeout_ms = -1;
	m->subscribed_topic_names_count = -1;
	m->subscribed_topic_regex = KW_STR_NULL;
	m->server_assignor = KW_STR_NULL;
	m->topic_partitions_count = -1;
}

void kw_consumer_group_heartbeat_request_init(struct kw_consumer_group_heartbeat_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_consumer_group_heartbeat_request *a, const struct kw_consumer_group_heartbeat_request *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (a->member_epoch != b->member_epoch)
		return false;
	if (!kw_str_equal(a->instance_id, b->instance_id))
		return false;
	if (!kw_str_equal(a->rack_id, b->rack_id))
		return false;
	if (a->rebalance_timeout_ms != b->rebalance_timeout_ms)
		return false;
	if (a->subscribed_topic_names_count != b->subscribed_topic_names_count)
		return false;
	for (int32_t i = 0; i < a->subscribed_topic_names_count; i++) {
		if (!kw_str_equal(a->subscribed_topic_names[i], b->subscribed_topic_names[i]))
			return false;
	}
	if (!kw_str_equal(a->subscribed_topic_regex, b->subscribed_topic_regex))
		return false;
	if (!kw_str_equal(a->server_assignor, b->server_assignor))
		return false;
	if (a->topic_partitions_count != b->topic_partitions_count)
		return false;
	for (int32_t i = 0; i < a->topic_partitions_count; i++) {
		if (!equal_topic_partitions(&a->topic_partitions[i], &b->topic_partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_consumer_group_heartbeat_request *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->member_id.len != 0)
		return false;
	if (m->member_epoch != 0)
		return false;
	if (m->instance_id.len >= 0)
		return false;
	if (m->rack_id.len >= 0)
		return false;
	if (m->rebalance_timeout_ms != -1)
		return false;
	if (m->subscribed_topic_names_count >= 0)
		return false;
	if (m->subscribed_topic_regex.len >= 0)
		return false;
	if (m->server_assignor.len >= 0)
		return false;
	if (m->topic_partitions_count >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_consumer_group_heartbeat_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->group_id, true, false))
		return kw__fail_field(in.r->err, "group_id");
	if (!kw__rd_string(&in, &m->member_id, true, false))
		return kw__fail_field(in.r->err, "member_id");
	if (!kw__rd_i32(&in, &m->member_epoch))
		return kw__fail_field(in.r->err, "member_epoch");
	if (!kw__rd_string(&in, &m->instance_id, true, true))
		return kw__fail_field(in.r->err, "instance_id");
	if (!kw__rd_string(&in, &m->rack_id, true, true))
		return kw__fail_field(in.r->err, "rack_id");
	if (!kw__rd_i32(&in, &m->rebalance_timeout_ms))
		return kw__fail_field(in.r->err, "rebalance_timeout_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, true, 1))
			return kw__fail_field(in.r->err, "subscribed_topic_names");
		m->subscribed_topic_names_count = n;
		m->subscribed_topic_names = NULL;
		if (n > 0) {
			m->subscribed_topic_names = kw__alloc(a, (size_t)n * sizeof *m->subscribed_topic_names);
			if (!m->subscribed_topic_names)
				return kw__nomem(&in, "subscribed_topic_names");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->subscribed_topic_names[i], true, false))
					return kw__fail_index(in.r->err, i, "subscribed_topic_names");
			}
		}
	}
	if (version >= 1) {
		if (!kw__rd_string(&in, &m->subscribed_topic_regex, true, true))
			return kw__fail_field(in.r->err, "subscribed_topic_regex");
	} else {
		m->subscribed_topic_regex = KW_STR_NULL;
	}
	if (!kw__rd_string(&in, &m->server_assignor, true, true))
		return kw__fail_field(in.r->err, "server_assignor");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, true, 18))
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
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_consumer_group_heartbeat_request *m, int16_t version, size_t at,
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
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, true);
	n += 4;
	if (m->instance_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->instance_id.len, "instance_id");
	n += kw__size_string(m->instance_id, true);
	if (m->rack_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->rack_id.len, "rack_id");
	n += kw__size_string(m->rack_id, true);
	n += 4;
	if (m->subscribed_topic_names_count < -1)
		return kw__size_fail_count(e, at + n, m->subscribed_topic_names_count, "subscribed_topic_names");
	n += kw__size_array_len(m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++) {
		if (m->subscribed_topic_names[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "subscribed_topic_names", version);
		if (m->subscribed_topic_names[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->subscribed_topic_names[i].len, NULL);
			return kw__size_fail_index(e, i, "subscribed_topic_names");
		}
		n += kw__size_string(m->subscribed_topic_names[i], true);
	}
	if (!(version >= 1) && m->subscribed_topic_regex.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "subscribed_topic_regex", version);
	if (version >= 1) {
		if (m->subscribed_topic_regex.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->subscribed_topic_regex.len, "subscribed_topic_regex");
		n += kw__size_string(m->subscribed_topic_regex, true);
	}
	if (m->server_assignor.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->server_assignor.len, "server_assignor");
	n += kw__size_string(m->server_assignor, true);
	if (m->topic_partitions_count < -1)
		return kw__size_fail_count(e, at + n, m->topic_partitions_count, "topic_partitions");
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

static size_t size_shallow_message(const struct kw_consumer_group_heartbeat_request *m, int16_t version, size_t at,
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
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, true);
	n += 4;
	if (m->instance_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->instance_id.len, "instance_id");
	n += kw__size_string(m->instance_id, true);
	if (m->rack_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->rack_id.len, "rack_id");
	n += kw__size_string(m->rack_id, true);
	n += 4;
	if (m->subscribed_topic_names_count < -1)
		return kw__size_fail_count(e, at + n, m->subscribed_topic_names_count, "subscribed_topic_names");
	n += kw__size_array_len(m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++) {
		if (m->subscribed_topic_names[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "subscribed_topic_names", version);
		if (m->subscribed_topic_names[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->subscribed_topic_names[i].len, NULL);
			return kw__size_fail_index(e, i, "subscribed_topic_names");
		}
		n += kw__size_string(m->subscribed_topic_names[i], true);
	}
	if (!(version >= 1) && m->subscribed_topic_regex.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "subscribed_topic_regex", version);
	if (version >= 1) {
		if (m->subscribed_topic_regex.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->subscribed_topic_regex.len, "subscribed_topic_regex");
		n += kw__size_string(m->subscribed_topic_regex, true);
	}
	if (m->server_assignor.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->server_assignor.len, "server_assignor");
	n += kw__size_string(m->server_assignor, true);
	if (m->topic_partitions_count < -1)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topic_partitions_count, true);
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

static uint8_t *fill_message(const struct kw_consumer_group_heartbeat_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_string(p, m->group_id, true);
	p = kw__put_string(p, m->member_id, true);
	p = kw__put_i32(p, m->member_epoch);
	p = kw__put_string(p, m->instance_id, true);
	p = kw__put_string(p, m->rack_id, true);
	p = kw__put_i32(p, m->rebalance_timeout_ms);
	p = kw__put_array_len(p, m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++)
		p = kw__put_string(p, m->subscribed_topic_names[i], true);
	if (version >= 1) {
		p = kw__put_string(p, m->subscribed_topic_regex, true);
	}
	p = kw__put_string(p, m->server_assignor, true);
	p = kw__put_array_len(p, m->topic_partitions_count, true);
	for (int32_t i = 0; i < m->topic_partitions_count; i++) {
		size_t k = size_topic_partitions(&m->topic_partitions[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_partitions(&m->topic_partitions[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_consumer_group_heartbeat_request_decode(struct kw_consumer_group_heartbeat_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_consumer_group_heartbeat_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ConsumerGroupHeartbeatRequest v%d", (int)version);
	return rc;
}

int kw_consumer_group_heartbeat_request_encode(const struct kw_consumer_group_heartbeat_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
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
	kw_error_set_context(w->err, "ConsumerGroupHeartbeatRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_consumer_group_heartbeat_request_size(const struct kw_consumer_group_heartbeat_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_consumer_group_heartbeat_request_equal(const struct kw_consumer_group_heartbeat_request *a, const struct kw_consumer_group_heartbeat_request *b)
{
	return equal_message(a, b);
}
