/* generated from schemas/clients/JoinGroupResponse.json by kwire-gen, do not edit */
#include "kwire/msg/join_group_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_join_group_response_member(struct kw_join_group_response_join_group_response_member *s);
static inline __attribute__((always_inline)) int decode_join_group_response_member(struct kw_join_group_response_join_group_response_member *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_join_group_response_member(const struct kw_join_group_response_join_group_response_member *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_join_group_response_member(const struct kw_join_group_response_join_group_response_member *m, int16_t version, uint8_t *p);
static bool equal_join_group_response_member(const struct kw_join_group_response_join_group_response_member *a, const struct kw_join_group_response_join_group_response_member *b);
static void init_message(struct kw_join_group_response *s);
static int decode_message(struct kw_join_group_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_join_group_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_join_group_response *a, const struct kw_join_group_response *b);

static void init_join_group_response_member(struct kw_join_group_response_join_group_response_member *s)
{
	memset(s, 0, sizeof *s);
	s->member_id = (struct kw_str){ "", 0 };
	s->group_instance_id = KW_STR_NULL;
	s->metadata = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_join_group_response_join_group_response_member_init(struct kw_join_group_response_join_group_response_member *s)
{
	init_join_group_response_member(s);
}

static bool equal_join_group_response_member(const struct kw_join_group_response_join_group_response_member *a, const struct kw_join_group_response_join_group_response_member *b)
{
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->group_instance_id, b->group_instance_id))
		return false;
	if (!kw_bytes_equal(a->metadata, b->metadata))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_join_group_response_member(const struct kw_join_group_response_join_group_response_member *m)
{
	if (m->member_id.len != 0)
		return false;
	if (m->group_instance_id.len >= 0)
		return false;
	if (m->metadata.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_join_group_response_member(struct kw_join_group_response_join_group_response_member *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->member_id, version >= 6, false))
		return kw__fail_field(in.r->err, "member_id");
	if (version >= 5) {
		if (!kw__rd_string(&in, &m->group_instance_id, version >= 6, true))
			return kw__fail_field(in.r->err, "group_instance_id");
	} else {
		m->group_instance_id = KW_STR_NULL;
	}
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

static inline __attribute__((always_inline)) size_t size_join_group_response_member(const struct kw_join_group_response_join_group_response_member *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, version >= 6);
	if (version >= 5) {
		if (m->group_instance_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_instance_id.len, "group_instance_id");
		n += kw__size_string(m->group_instance_id, version >= 6);
	}
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

static inline __attribute__((always_inline)) uint8_t *put_join_group_response_member(const struct kw_join_group_response_join_group_response_member *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->member_id, version >= 6);
	if (version >= 5) {
		p = kw__put_string(p, m->group_instance_id, version >= 6);
	}
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

static void init_message(struct kw_join_group_response *m)
{
	memset(m, 0, sizeof *m);
	m->generation_id = -1;
	m->protocol_type = KW_STR_NULL;
	m->protocol_name = (struct kw_str){ "", 0 };
	m->leader = (struct kw_str){ "", 0 };
	m->skip_assignment = false;
	m->member_id = (struct kw_str){ "", 0 };
}

void kw_join_group_response_init(struct kw_join_group_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_join_group_response *a, const struct kw_join_group_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->generation_id != b->generation_id)
		return false;
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (!kw_str_equal(a->protocol_name, b->protocol_name))
		return false;
	if (!kw_str_equal(a->leader, b->leader))
		return false;
	if (a->skip_assignment != b->skip_assignment)
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (a->members_count != b->members_count)
		return false;
	for (int32_t i = 0; i < a->members_count; i++) {
		if (!equal_join_group_response_member(&a->members[i], &b->members[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_join_group_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->generation_id != -1)
		return false;
	if (m->protocol_type.len >= 0)
		return false;
	if (m->protocol_name.len != 0)
		return false;
	if (m->leader.len != 0)
		return false;
	if (m->skip_assignment != false)
		return false;
	if (m->member_id.len != 0)
		return false;
	if (m->members_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_join_group_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 2) {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
	} else {
		m->throttle_time_ms = 0;
	}
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->error_code = (int16_t)kw__ld16(q + 0);
		m->generation_id = (int32_t)kw__ld32(q + 2);
		in.p += 6;
	} else {
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
		if (!kw__rd_i32(&in, &m->generation_id))
			return kw__fail_field(in.r->err, "generation_id");
	}
	if (version >= 7) {
		if (!kw__rd_string(&in, &m->protocol_type, true, true))
			return kw__fail_field(in.r->err, "protocol_type");
	} else {
		m->protocol_type = KW_STR_NULL;
	}
	if (!kw__rd_string(&in, &m->protocol_name, version >= 6, version >= 7))
		return kw__fail_field(in.r->err, "protocol_name");
	if (!kw__rd_string(&in, &m->leader, version >= 6, false))
		return kw__fail_field(in.r->err, "leader");
	if (version >= 9) {
		if (!kw__rd_bool(&in, &m->skip_assignment))
			return kw__fail_field(in.r->err, "skip_assignment");
	} else {
		m->skip_assignment = false;
	}
	if (!kw__rd_string(&in, &m->member_id, version >= 6, false))
		return kw__fail_field(in.r->err, "member_id");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 6, false, 4))
			return kw__fail_field(in.r->err, "members");
		m->members_count = n;
		m->members = NULL;
		if (n > 0) {
			m->members = kw__alloc(a, (size_t)n * sizeof *m->members);
			if (!m->members)
				return kw__nomem(&in, "members");
			struct kw__cur t = in;
			if (version == 9) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_join_group_response_member(&m->members[i], 9, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "members");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_join_group_response_member(&m->members[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "members");
				}
			}
			in = t;
		}
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

static size_t size_message(const struct kw_join_group_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 2) {
		n += 4;
	}
	n += 2;
	n += 4;
	if (version >= 7) {
		if (m->protocol_type.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->protocol_type.len, "protocol_type");
		n += kw__size_string(m->protocol_type, true);
	}
	if (m->protocol_name.len < 0 && !(version >= 7))
		return kw__size_fail_null(e, at + n, "protocol_name", version);
	if (m->protocol_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->protocol_name.len, "protocol_name");
	n += kw__size_string(m->protocol_name, version >= 6);
	if (m->leader.len < 0)
		return kw__size_fail_null(e, at + n, "leader", version);
	if (m->leader.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->leader.len, "leader");
	n += kw__size_string(m->leader, version >= 6);
	if (!(version >= 9) && m->skip_assignment != false)
		return kw__size_fail_nondefault(e, at + n, "skip_assignment", version);
	if (version >= 9) {
		n += 1;
	}
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, version >= 6);
	if (m->members_count < 0)
		return kw__size_fail_null(e, at + n, "members", version);
	n += kw__size_array_len(m->members_count, version >= 6);
	if (version == 9) {
		for (int32_t i = 0; i < m->members_count; i++) {
			size_t k = size_join_group_response_member(&m->members[i], 9, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "members");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->members_count; i++) {
			size_t k = size_join_group_response_member(&m->members[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "members");
			n += k;
		}
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

static size_t size_shallow_message(const struct kw_join_group_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 2) {
		n += 4;
	}
	n += 2;
	n += 4;
	if (version >= 7) {
		if (m->protocol_type.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->protocol_type.len, "protocol_type");
		n += kw__size_string(m->protocol_type, true);
	}
	if (m->protocol_name.len < 0 && !(version >= 7))
		return kw__size_fail_null(e, at + n, "protocol_name", version);
	if (m->protocol_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->protocol_name.len, "protocol_name");
	n += kw__size_string(m->protocol_name, version >= 6);
	if (m->leader.len < 0)
		return kw__size_fail_null(e, at + n, "leader", version);
	if (m->leader.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->leader.len, "leader");
	n += kw__size_string(m->leader, version >= 6);
	if (!(version >= 9) && m->skip_assignment != false)
		return kw__size_fail_nondefault(e, at + n, "skip_assignment", version);
	if (version >= 9) {
		n += 1;
	}
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, version >= 6);
	if (m->members_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->members_count, version >= 6);
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

static uint8_t *fill_message(const struct kw_join_group_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 2) {
		p = kw__put_i32(p, m->throttle_time_ms);
	}
	p = kw__put_i16(p, m->error_code);
	p = kw__put_i32(p, m->generation_id);
	if (version >= 7) {
		p = kw__put_string(p, m->protocol_type, true);
	}
	p = kw__put_string(p, m->protocol_name, version >= 6);
	p = kw__put_string(p, m->leader, version >= 6);
	if (version >= 9) {
		p = kw__put_bool(p, m->skip_assignment);
	}
	p = kw__put_string(p, m->member_id, version >= 6);
	p = kw__put_array_len(p, m->members_count, version >= 6);
	for (int32_t i = 0; i < m->members_count; i++) {
		size_t k = size_join_group_response_member(&m->members[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_join_group_response_member(&m->members[i], version, p);
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

int kw_join_group_response_decode(struct kw_join_group_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 9) {
		kw_join_group_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 9)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "JoinGroupResponse v%d", (int)version);
	return rc;
}

int kw_join_group_response_encode(const struct kw_join_group_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "JoinGroupResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_join_group_response_size(const struct kw_join_group_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_join_group_response_equal(const struct kw_join_group_response *a, const struct kw_join_group_response *b)
{
	return equal_message(a, b);
}
