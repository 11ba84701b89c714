/* generated from schemas/clients/DescribeClusterResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_cluster_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *s);
static inline __attribute__((always_inline)) int decode_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, uint8_t *p);
static bool equal_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *a, const struct kw_describe_cluster_response_describe_cluster_broker *b);
static void init_message(struct kw_describe_cluster_response *s);
static int decode_message(struct kw_describe_cluster_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_cluster_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_describe_cluster_response *a, const struct kw_describe_cluster_response *b);

static void init_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
	s->rack = KW_STR_NULL;
}

void kw_describe_cluster_response_describe_cluster_broker_init(struct kw_describe_cluster_response_describe_cluster_broker *s)
{
	init_describe_cluster_broker(s);
}

static bool equal_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *a, const struct kw_describe_cluster_response_describe_cluster_broker *b)
{
	if (a->broker_id != b->broker_id)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	if (!kw_str_equal(a->rack, b->rack))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m)
{
	if (m->broker_id != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	if (m->rack.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->broker_id))
		return kw__fail_field(in.r->err, "broker_id");
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

static inline __attribute__((always_inline)) size_t size_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, size_t at,
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

static inline __attribute__((always_inline)) uint8_t *put_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->broker_id);
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

static void init_message(struct kw_describe_cluster_response *m)
{
	memset(m, 0, sizeof *m);
	m->error_message = KW_STR_NULL;
	m->endpoint_type = 1;
	m->cluster_id = (struct kw_str){ "", 0 };
	m->controller_id = -1;
	m->cluster_authorized_operations = INT32_MIN;
}

void kw_describe_cluster_response_init(struct kw_describe_cluster_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_cluster_response *a, const struct kw_describe_cluster_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->endpoint_type != b->endpoint_type)
		return false;
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->controller_id != b->controller_id)
		return false;
	if (a->brokers_count != b->brokers_count)
		return false;
	for (int32_t i = 0; i < a->brokers_count; i++) {
		if (!equal_describe_cluster_broker(&a->brokers[i], &b->brokers[i]))
			return false;
	}
	if (a->cluster_authorized_operations != b->cluster_authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_cluster_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len >= 0)
		return false;
	if (m->endpoint_type != 1)
		return false;
	if (m->cluster_id.len != 0)
		return false;
	if (m->controller_id != -1)
		return false;
	if (m->brokers_count != 0)
		return false;
	if (m->cluster_authorized_operations != INT32_MIN)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_cluster_response *m, int16_t version, struct kw_reader *r,
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
	if (version >= 1) {
		if (!kw__rd_i8(&in, &m->endpoint_type))
			return kw__fail_field(in.r->err, "endpoint_type");
	} else {
		m->endpoint_type = 1;
	}
	if (!kw__rd_string(&in, &m->cluster_id, true, false))
		return kw__fail_field(in.r->err, "cluster_id");
	if (!kw__rd_i32(&in, &m->controller_id))
		return kw__fail_field(in.r->err, "controller_id");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 11))
			return kw__fail_field(in.r->err, "brokers");
		m->brokers_count = n;
		m->brokers = NULL;
		if (n > 0) {
			m->brokers = kw__alloc(a, (size_t)n * sizeof *m->brokers);
			if (!m->brokers)
				return kw__nomem(&in, "brokers");
			struct kw__cur t = in;
			if (version == 1) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_describe_cluster_broker(&m->brokers[i], 1, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "brokers");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_describe_cluster_broker(&m->brokers[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "brokers");
				}
			}
			in = t;
		}
	}
	if (!kw__rd_i32(&in, &m->cluster_authorized_operations))
		return kw__fail_field(in.r->err, "cluster_authorized_operations");
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

static size_t size_message(const struct kw_describe_cluster_response *m, int16_t version, size_t at,
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
	if (!(version >= 1) && m->endpoint_type != 1)
		return kw__size_fail_nondefault(e, at + n, "endpoint_type", version);
	if (version >= 1) {
		n += 1;
	}
	if (m->cluster_id.len < 0)
		return kw__size_fail_null(e, at + n, "cluster_id", version);
	if (m->cluster_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
	n += kw__size_string(m->cluster_id, true);
	n += 4;
	if (m->brokers_count < 0)
		return kw__size_fail_null(e, at + n, "brokers", version);
	n += kw__size_array_len(m->brokers_count, true);
	if (version == 1) {
		for (int32_t i = 0; i < m->brokers_count; i++) {
			size_t k = size_describe_cluster_broker(&m->brokers[i], 1, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "brokers");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->brokers_count; i++) {
			size_t k = size_describe_cluster_broker(&m->brokers[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "brokers");
			n += k;
		}
	}
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

static size_t size_shallow_message(const struct kw_describe_cluster_response *m, int16_t version, size_t at,
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
	if (!(version >= 1) && m->endpoint_type != 1)
		return kw__size_fail_nondefault(e, at + n, "endpoint_type", version);
	if (version >= 1) {
		n += 1;
	}
	if (m->cluster_id.len < 0)
		return kw__size_fail_null(e, at + n, "cluster_id", version);
	if (m->cluster_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
	n += kw__size_string(m->cluster_id, true);
	n += 4;
	if (m->brokers_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->brokers_count, true);
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

static uint8_t *fill_message(const struct kw_describe_cluster_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, true);
	if (version >= 1) {
		p = kw__put_i8(p, m->endpoint_type);
	}
	p = kw__put_string(p, m->cluster_id, true);
	p = kw__put_i32(p, m->controller_id);
	p = kw__put_array_len(p, m->brokers_count, true);
	for (int32_t i = 0; i < m->brokers_count; i++) {
		size_t k = size_describe_cluster_broker(&m->brokers[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_describe_cluster_broker(&m->brokers[i], version, p);
	}
	p = kw__put_i32(p, m->cluster_authorized_operations);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_describe_cluster_response_decode(struct kw_describe_cluster_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_describe_cluster_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeClusterResponse v%d", (int)version);
	return rc;
}

int kw_describe_cluster_response_encode(const struct kw_describe_cluster_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "DescribeClusterResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_cluster_response_size(const struct kw_describe_cluster_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_cluster_response_equal(const struct kw_describe_cluster_response *a, const struct kw_describe_cluster_response *b)
{
	return equal_message(a, b);
}
