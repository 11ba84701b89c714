/* generated from schemas/clients/JoinGroupRequest.json by kwire-gen, do not edit */
#include "kwire/msg/join_group_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *s);
static inline __attribute__((always_inline)) int decode_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version, uint8_t *p);
static bool equal_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *a, const struct kw_join_group_request_join_group_request_protocol *b);
static void init_message(struct kw_join_group_request *s);
static int decode_message(struct kw_join_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_join_group_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_join_group_request *a, const struct kw_join_group_request *b);

static void init_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->metadata = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_join_group_request_join_group_request_protocol_init(struct kw_join_group_request_join_group_request_protocol *s)
{
	init_join_group_request_protocol(s);
}

static bool equal_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *a, const struct kw_join_group_request_join_group_request_protocol *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_bytes_equal(a->metadata, b->metadata))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m)
{
	if (m->name.len != 0)
		return false;
	if (m->metadata.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_join_group_request_protocol(struct kw_join_group_request_join_group_request_protocol *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 6, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_bytes(&in, &m->metadata, version >= 6, false))
		return kw__fail_field(in.r->err, "metadata");
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

static inline __attribute__((always_inline)) size_t size_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version, size_t at,
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
	if (m->metadata.len < 0)
		return kw__size_fail_null(e, at + n, "metadata", version);
	n += kw__size_bytes(m->metadata, version >= 6);
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

static inline __attribute__((always_inline)) uint8_t *put_join_group_request_protocol(const struct kw_join_group_request_join_group_request_protocol *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 6);
	p = kw__put_bytes(p, m->metadata, version >= 6);
	if (version >= 6) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_join_group_request *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
	m->rebalance_timeout_ms = -1;
	m->member_id = (struct kw_str){ "", 0 };
	m->group_instance_id = KW_STR_NULL;
	m->protocol_type = (struct kw_str){ "", 0 };
	m->reason = KW_STR_NULL;
}

void kw_join_group_request_init(struct kw_join_group_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_join_group_request *a, const struct kw_join_group_request *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (a->session_timeout_ms != b->session_timeout_ms)
		return false;
	if (a->rebalance_timeout_ms != b->rebalance_timeout_ms)
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->group_instance_id, b->group_instance_id))
		return false;
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (a->protocols_count != b->protocols_count)
		return false;
	for (int32_t i = 0; i < a->protocols_count; i++) {
		if (!equal_join_group_request_protocol(&a->protocols[i], &b->protocols[i]))
			return false;
	}
	if (!kw_str_equal(a->reason, b->reason))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_join_group_request *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->session_timeout_ms != 0)
		return false;
	if (m->rebalance_timeout_ms != -1)
		return false;
	if (m->member_id.len != 0)
		return false;
	if (m->group_instance_id.len >= 0)
		return false;
	if (m->protocol_type.len != 0)
		return false;
	if (m->protocols_count != 0)
		return false;
	if (m->reason.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_join_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->group_id, version >= 6, false))
		return kw__fail_field(in.r->err, "group_id");
	if (!kw__rd_i32(&in, &m->session_timeout_ms))
		return kw__fail_field(in.r->err, "session_timeout_ms");
	if (version >= 1) {
		if (!kw__rd_i32(&in, &m->rebalance_timeout_ms))
			return kw__fail_field(in.r->err, "rebalance_timeout_ms");
	} else {
		m->rebalance_timeout_ms = -1;
	}
	if (!kw__rd_string(&in, &m->member_id, version >= 6, false))
		return kw__fail_field(in.r->err, "member_id");
	if (version >= 5) {
		if (!kw__rd_string(&in, &m->group_instance_id, version >= 6, true))
			return kw__fail_field(in.r->err, "group_instance_id");
	} else {
		m->group_instance_id = KW_STR_NULL;
	}
	if (!kw__rd_string(&in, &m->protocol_type, version >= 6, false))
		return kw__fail_field(in.r->err, "protocol_type");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 6, false, 3))
			return kw__fail_field(in.r->err, "protocols");
		m->protocols_count = n;
		m->protocols = NULL;
		if (n > 0) {
			m->protocols = kw__alloc(a, (size_t)n * sizeof *m->protocols);
			if (!m->protocols)
				return kw__nomem(&in, "protocols");
			struct kw__cur t = in;
			if (version == 9) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_join_group_request_protocol(&m->protocols[i], 9, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "protocols");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_join_group_request_protocol(&m->protocols[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "protocols");
				}
			}
			in = t;
		}
	}
	if (version >= 8) {
		if (!kw__rd_string(&in, &m->reason, true, true))
			return kw__fail_field(in.r->err, "reason");
	} else {
		m->reason = KW_STR_NULL;
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

static size_t size_message(const struct kw_join_group_request *m, int16_t version, size_t at,
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
	n += kw__size_string(m->group_id, version >= 6);
	n += 4;
	if (version >= 1) {
		n += 4;
	}
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, version >= 6);
	if (!(version >= 5) && m->group_instance_id.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "group_instance_id", version);
	if (version >= 5) {
		if (m->group_instance_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_instance_id.len, "group_instance_id");
		n += kw__size_string(m->group_instance_id, version >= 6);
	}
	if (m->protocol_type.len < 0)
		return kw__size_fail_null(e, at + n, "protocol_type", version);
	if (m->protocol_type.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->protocol_type.len, "protocol_type");
	n += kw__size_string(m->protocol_type, version >= 6);
	if (m->protocols_count < 0)
		return kw__size_fail_null(e, at + n, "protocols", version);
	n += kw__size_array_len(m->protocols_count, version >= 6);
	if (version == 9) {
		for (int32_t i = 0; i < m->protocols_count; i++) {
			size_t k = size_join_group_request_protocol(&m->protocols[i], 9, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "protocols");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->protocols_count; i++) {
			size_t k = size_join_group_request_protocol(&m->protocols[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "protocols");
			n += k;
		}
	}
	if (version >= 8) {
		if (m->reason.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->reason.len, "reason");
		n += kw__size_string(m->reason, true);
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

static size_t size_shallow_message(const struct kw_join_group_request *m, int16_t version, size_t at,
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
	n += kw__size_string(m->group_id, version >= 6);
	n += 4;
	if (version >= 1) {
		n += 4;
	}
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, version >= 6);
	if (!(version >= 5) && m->group_instance_id.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "group_instance_id", version);
	if (version >= 5) {
		if (m->group_instance_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_instance_id.len, "group_instance_id");
		n += kw__size_string(m->group_instance_id, version >= 6);
	}
	if (m->protocol_type.len < 0)
		return kw__size_fail_null(e, at + n, "protocol_type", version);
	if (m->protocol_type.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->protocol_type.len, "protocol_type");
	n += kw__size_string(m->protocol_type, version >= 6);
	if (m->protocols_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->protocols_count, version >= 6);
	if (version >= 8) {
		if (m->reason.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->reason.len, "reason");
		n += kw__size_string(m->reason, true);
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

static uint8_t *fill_message(const struct kw_join_group_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_string(p, m->group_id, version >= 6);
	p = kw__put_i32(p, m->session_timeout_ms);
	if (version >= 1) {
		p = kw__put_i32(p, m->rebalance_timeout_ms);
	}
	p = kw__put_string(p, m->member_id, version >= 6);
	if (version >= 5) {
		p = kw__put_string(p, m->group_instance_id, version >= 6);
	}
	p = kw__put_string(p, m->protocol_type, version >= 6);
	p = kw__put_array_len(p, m->protocols_count, version >= 6);
	for (int32_t i = 0; i < m->protocols_count; i++) {
		size_t k = size_join_group_request_protocol(&m->protocols[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_join_group_request_protocol(&m->protocols[i], version, p);
	}
	if (version >= 8) {
		p = kw__put_string(p, m->reason, true);
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

int kw_join_group_request_decode(struct kw_join_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 9) {
		kw_join_group_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 9)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "JoinGroupRequest v%d", (int)version);
	return rc;
}

int kw_join_group_request_encode(const struct kw_join_group_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "JoinGroupRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_join_group_request_size(const struct kw_join_group_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_join_group_request_equal(const struct kw_join_group_request *a, const struct kw_join_group_request *b)
{
	return equal_message(a, b);
}
