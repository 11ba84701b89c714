/* generated from schemas/clients/FindCoordinatorResponse.json by kwire-gen, do not edit */
#include "kwire/msg/find_coordinator_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_coordinator(struct kw_find_coordinator_response_coordinator *s);
static inline __attribute__((always_inline)) int decode_coordinator(struct kw_find_coordinator_response_coordinator *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_coordinator(const struct kw_find_coordinator_response_coordinator *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_coordinator(const struct kw_find_coordinator_response_coordinator *m, int16_t version, uint8_t *p);
static bool equal_coordinator(const struct kw_find_coordinator_response_coordinator *a, const struct kw_find_coordinator_response_coordinator *b);
static void init_message(struct kw_find_coordinator_response *s);
static int decode_message(struct kw_find_coordinator_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_find_coordinator_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_find_coordinator_response *a, const struct kw_find_coordinator_response *b);

static void init_coordinator(struct kw_find_coordinator_response_coordinator *s)
{
	memset(s, 0, sizeof *s);
	s->key = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
	s->error_message = (struct kw_str){ "", 0 };
}

void kw_find_coordinator_response_coordinator_init(struct kw_find_coordinator_response_coordinator *s)
{
	init_coordinator(s);
}

static bool equal_coordinator(const struct kw_find_coordinator_response_coordinator *a, const struct kw_find_coordinator_response_coordinator *b)
{
	if (!kw_str_equal(a->key, b->key))
		return false;
	if (a->node_id != b->node_id)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_coordinator(const struct kw_find_coordinator_response_coordinator *m)
{
	if (m->key.len != 0)
		return false;
	if (m->node_id != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_coordinator(struct kw_find_coordinator_response_coordinator *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->key, true, false))
		return kw__fail_field(in.r->err, "key");
	if (!kw__rd_i32(&in, &m->node_id))
		return kw__fail_field(in.r->err, "node_id");
	if (!kw__rd_string(&in, &m->host, true, false))
		return kw__fail_field(in.r->err, "host");
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->port = (int32_t)kw__ld32(q + 0);
		m->error_code = (int16_t)kw__ld16(q + 4);
		in.p += 6;
	} else {
		if (!kw__rd_i32(&in, &m->port))
			return kw__fail_field(in.r->err, "port");
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
	}
	if (!kw__rd_string(&in, &m->error_message, true, true))
		return kw__fail_field(in.r->err, "error_message");
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

static inline __attribute__((always_inline)) size_t size_coordinator(const struct kw_find_coordinator_response_coordinator *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->key.len < 0)
		return kw__size_fail_null(e, at + n, "key", version);
	if (m->key.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->key.len, "key");
	n += kw__size_string(m->key, true);
	n += 4;
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, true);
	n += 4;
	n += 2;
	if (m->error_message.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
	n += kw__size_string(m->error_message, true);
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

static inline __attribute__((always_inline)) uint8_t *put_coordinator(const struct kw_find_coordinator_response_coordinator *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->key, true);
	p = kw__put_i32(p, m->node_id);
	p = kw__put_string(p, m->host, true);
	p = kw__put_i32(p, m->port);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_string(p, m->error_message, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_find_coordinator_response *m)
{
	memset(m, 0, sizeof *m);
	m->error_message = (struct kw_str){ "", 0 };
	m->host = (struct kw_str){ "", 0 };
}

void kw_find_coordinator_response_init(struct kw_find_coordinator_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_find_coordinator_response *a, const struct kw_find_coordinator_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->node_id != b->node_id)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	if (a->coordinators_count != b->coordinators_count)
		return false;
	for (int32_t i = 0; i < a->coordinators_count; i++) {
		if (!equal_coordinator(&a->coordinators[i], &b->coordinators[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_find_coordinator_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->node_id != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	if (m->coordinators_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_find_coordinator_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 1) {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
	} else {
		m->throttle_time_ms = 0;
	}
	if (version <= 3) {
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
	} else {
		m->error_code = 0;
	}
	if (version >= 1 && version <= 3) {
		if (!kw__rd_string(&in, &m->error_message, version >= 3, true))
			return kw__fail_field(in.r->err, "error_message");
	} else {
		m->error_message = (struct kw_str){ "", 0 };
	}
	if (version <= 3) {
		if (!kw__rd_i32(&in, &m->node_id))
			return kw__fail_field(in.r->err, "node_id");
	} else {
		m->node_id = 0;
	}
	if (version <= 3) {
		if (!kw__rd_string(&in, &m->host, version >= 3, false))
			return kw__fail_field(in.r->err, "host");
	} else {
		m->host = (struct kw_str){ "", 0 };
	}
	if (version <= 3) {
		if (!kw__rd_i32(&in, &m->port))
			return kw__fail_field(in.r->err, "port");
	} else {
		m->port = 0;
	}
	if (version >= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 14))
				return kw__fail_field(in.r->err, "coordinators");
			m->coordinators_count = n;
			m->coordinators = NULL;
			if (n > 0) {
				m->coordinators = kw__alloc(a, (size_t)n * sizeof *m->coordinators);
				if (!m->coordinators)
					return kw__nomem(&in, "coordinators");
				struct kw__cur t = in;
				if (version == 6) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_coordinator(&m->coordinators[i], 6, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "coordinators");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_coordinator(&m->coordinators[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "coordinators");
					}
				}
				in = t;
			}
		}
	} else {
		m->coordinators = NULL;
		m->coordinators_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 3) {
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

static size_t size_message(const struct kw_find_coordinator_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 1) {
		n += 4;
	}
	if (!(version <= 3) && m->error_code != 0)
		return kw__size_fail_nondefault(e, at + n, "error_code", version);
	if (version <= 3) {
		n += 2;
	}
	if (version >= 1 && version <= 3) {
		if (m->error_message.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
		n += kw__size_string(m->error_message, version >= 3);
	}
	if (!(version <= 3) && m->node_id != 0)
		return kw__size_fail_nondefault(e, at + n, "node_id", version);
	if (version <= 3) {
		n += 4;
	}
	if (!(version <= 3) && m->host.len != 0)
		return kw__size_fail_nondefault(e, at + n, "host", version);
	if (version <= 3) {
		if (m->host.len < 0)
			return kw__size_fail_null(e, at + n, "host", version);
		if (m->host.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->host.len, "host");
		n += kw__size_string(m->host, version >= 3);
	}
	if (!(version <= 3) && m->port != 0)
		return kw__size_fail_nondefault(e, at + n, "port", version);
	if (version <= 3) {
		n += 4;
	}
	if (!(version >= 4) && m->coordinators_count != 0)
		return kw__size_fail_nondefault(e, at + n, "coordinators", version);
	if (version >= 4) {
		if (m->coordinators_count < 0)
			return kw__size_fail_null(e, at + n, "coordinators", version);
		n += kw__size_array_len(m->coordinators_count, true);
		if (version == 6) {
			for (int32_t i = 0; i < m->coordinators_count; i++) {
				size_t k = size_coordinator(&m->coordinators[i], 6, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "coordinators");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->coordinators_count; i++) {
				size_t k = size_coordinator(&m->coordinators[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "coordinators");
				n += k;
			}
		}
	}
	if (version >= 3) {
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

static size_t size_shallow_message(const struct kw_find_coordinator_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 1) {
		n += 4;
	}
	if (!(version <= 3) && m->error_code != 0)
		return kw__size_fail_nondefault(e, at + n, "error_code", version);
	if (version <= 3) {
		n += 2;
	}
	if (version >= 1 && version <= 3) {
		if (m->error_message.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->error_message.len, "error_message");
		n += kw__size_string(m->error_message, version >= 3);
	}
	if (!(version <= 3) && m->node_id != 0)
		return kw__size_fail_nondefault(e, at + n, "node_id", version);
	if (version <= 3) {
		n += 4;
	}
	if (!(version <= 3) && m->host.len != 0)
		return kw__size_fail_nondefault(e, at + n, "host", version);
	if (version <= 3) {
		if (m->host.len < 0)
			return kw__size_fail_null(e, at + n, "host", version);
		if (m->host.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->host.len, "host");
		n += kw__size_string(m->host, version >= 3);
	}
	if (!(version <= 3) && m->port != 0)
		return kw__size_fail_nondefault(e, at + n, "port", version);
	if (version <= 3) {
		n += 4;
	}
	if (!(version >= 4) && m->coordinators_count != 0)
		return kw__size_fail_nondefault(e, at + n, "coordinators", version);
	if (version >= 4) {
		if (m->coordinators_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->coordinators_count, true);
	}
	if (version >= 3) {
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

static uint8_t *fill_message(const struct kw_find_coordinator_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 1) {
		p = kw__put_i32(p, m->throttle_time_ms);
	}
	if (version <= 3) {
		p = kw__put_i16(p, m->error_code);
	}
	if (version >= 1 && version <= 3) {
		p = kw__put_string(p, m->error_message, version >= 3);
	}
	if (version <= 3) {
		p = kw__put_i32(p, m->node_id);
	}
	if (version <= 3) {
		p = kw__put_string(p, m->host, version >= 3);
	}
	if (version <= 3) {
		p = kw__put_i32(p, m->port);
	}
	if (version >= 4) {
		p = kw__put_array_len(p, m->coordinators_count, true);
		for (int32_t i = 0; i < m->coordinators_count; i++) {
			size_t k = size_coordinator(&m->coordinators[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_coordinator(&m->coordinators[i], version, p);
		}
	}
	if (version >= 3) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_find_coordinator_response_decode(struct kw_find_coordinator_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 6) {
		kw_find_coordinator_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 6)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "FindCoordinatorResponse v%d", (int)version);
	return rc;
}

int kw_find_coordinator_response_encode(const struct kw_find_coordinator_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 6) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 6)", (int)version);
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
	kw_error_set_context(w->err, "FindCoordinatorResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_find_coordinator_response_size(const struct kw_find_coordinator_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_find_coordinator_response_equal(const struct kw_find_coordinator_response *a, const struct kw_find_coordinator_response *b)
{
	return equal_message(a, b);
}
