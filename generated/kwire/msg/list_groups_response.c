/* generated from schemas/clients/ListGroupsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/list_groups_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_listed_group(struct kw_list_groups_response_listed_group *s);
static inline __attribute__((always_inline)) int decode_listed_group(struct kw_list_groups_response_listed_group *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version, uint8_t *p);
static bool equal_listed_group(const struct kw_list_groups_response_listed_group *a, const struct kw_list_groups_response_listed_group *b);
static void init_message(struct kw_list_groups_response *s);
static int decode_message(struct kw_list_groups_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_list_groups_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_list_groups_response *a, const struct kw_list_groups_response *b);

static void init_listed_group(struct kw_list_groups_response_listed_group *s)
{
	memset(s, 0, sizeof *s);
	s->group_id = (struct kw_str){ "", 0 };
	s->protocol_type = (struct kw_str){ "", 0 };
	s->group_state = (struct kw_str){ "", 0 };
	s->group_type = (struct kw_str){ "", 0 };
}

void kw_list_groups_response_listed_group_init(struct kw_list_groups_response_listed_group *s)
{
	init_listed_group(s);
}

static bool equal_listed_group(const struct kw_list_groups_response_listed_group *a, const struct kw_list_groups_response_listed_group *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (!kw_str_equal(a->group_state, b->group_state))
		return false;
	if (!kw_str_equal(a->group_type, b->group_type))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_listed_group(const struct kw_list_groups_response_listed_group *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->protocol_type.len != 0)
		return false;
	if (m->group_state.len != 0)
		return false;
	if (m->group_type.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_listed_group(struct kw_list_groups_response_listed_group *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->group_id, version >= 3, false))
		return kw__fail_field(in.r->err, "group_id");
	if (!kw__rd_string(&in, &m->protocol_type, version >= 3, false))
		return kw__fail_field(in.r->err, "protocol_type");
	if (version >= 4) {
		if (!kw__rd_string(&in, &m->group_state, true, false))
			return kw__fail_field(in.r->err, "group_state");
	} else {
		m->group_state = (struct kw_str){ "", 0 };
	}
	if (version >= 5) {
		if (!kw__rd_string(&in, &m->group_type, true, false))
			return kw__fail_field(in.r->err, "group_type");
	} else {
		m->group_type = (struct kw_str){ "", 0 };
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
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version, size_t at,
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
	n += kw__size_string(m->group_id, version >= 3);
	if (m->protocol_type.len < 0)
		return kw__size_fail_null(e, at + n, "protocol_type", version);
	if (m->protocol_type.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->protocol_type.len, "protocol_type");
	n += kw__size_string(m->protocol_type, version >= 3);
	if (version >= 4) {
		if (m->group_state.len < 0)
			return kw__size_fail_null(e, at + n, "group_state", version);
		if (m->group_state.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_state.len, "group_state");
		n += kw__size_string(m->group_state, true);
	}
	if (version >= 5) {
		if (m->group_type.len < 0)
			return kw__size_fail_null(e, at + n, "group_type", version);
		if (m->group_type.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_type.len, "group_type");
		n += kw__size_string(m->group_type, true);
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

static inline __attribute__((always_inline)) uint8_t *put_listed_group(const struct kw_list_groups_response_listed_group *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->group_id, version >= 3);
	p = kw__put_string(p, m->protocol_type, version >= 3);
	if (version >= 4) {
		p = kw__put_string(p, m->group_state, true);
	}
	if (version >= 5) {
		p = kw__put_string(p, m->group_type, true);
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

static void init_message(struct kw_list_groups_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_list_groups_response_init(struct kw_list_groups_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_list_groups_response *a, const struct kw_list_groups_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->groups_count != b->groups_count)
		return false;
	for (int32_t i = 0; i < a->groups_count; i++) {
		if (!equal_listed_group(&a->groups[i], &b->groups[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_list_groups_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->groups_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_list_groups_response *m, int16_t version, struct kw_reader *r,
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
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 3, false, 3))
			return kw__fail_field(in.r->err, "groups");
		m->groups_count = n;
		m->groups = NULL;
		if (n > 0) {
			m->groups = kw__alloc(a, (size_t)n * sizeof *m->groups);
			if (!m->groups)
				return kw__nomem(&in, "groups");
			struct kw__cur t = in;
			if (version == 5) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_listed_group(&m->groups[i], 5, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "groups");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_listed_group(&m->groups[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "groups");
				}
			}
			in = t;
		}
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

static size_t size_message(const struct kw_list_groups_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 1) {
		n += 4;
	}
	n += 2;
	if (m->groups_count < 0)
		return kw__size_fail_null(e, at + n, "groups", version);
	n += kw__size_array_len(m->groups_count, version >= 3);
	if (version == 5) {
		for (int32_t i = 0; i < m->groups_count; i++) {
			size_t k = size_listed_group(&m->groups[i], 5, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "groups");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->groups_count; i++) {
			size_t k = size_listed_group(&m->groups[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "groups");
			n += k;
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

static size_t size_shallow_message(const struct kw_list_groups_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 1) {
		n += 4;
	}
	n += 2;
	if (m->groups_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->groups_count, version >= 3);
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

static uint8_t *fill_message(const struct kw_list_groups_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 1) {
		p = kw__put_i32(p, m->throttle_time_ms);
	}
	p = kw__put_i16(p, m->error_code);
	p = kw__put_array_len(p, m->groups_count, version >= 3);
	for (int32_t i = 0; i < m->groups_count; i++) {
		size_t k = size_listed_group(&m->groups[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_listed_group(&m->groups[i], version, p);
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

int kw_list_groups_response_decode(struct kw_list_groups_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_list_groups_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ListGroupsResponse v%d", (int)version);
	return rc;
}

int kw_list_groups_response_encode(const struct kw_list_groups_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 5) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 5)", (int)version);
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
	kw_error_set_context(w->err, "ListGroupsResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_list_groups_response_size(const struct kw_list_groups_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_list_groups_response_equal(const struct kw_list_groups_response *a, const struct kw_list_groups_response *b)
{
	return equal_message(a, b);
}
