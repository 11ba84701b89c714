/* generated from schemas/clients/SyncGroupRequest.json by kwire-gen, do not edit */
#include "kwire/msg/sync_group_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *s);
static inline __attribute__((always_inline)) int decode_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, uint8_t *p);
static bool equal_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *a, const struct kw_sync_group_request_sync_group_request_assignment *b);
static void init_message(struct kw_sync_group_request *s);
static int decode_message(struct kw_sync_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_sync_group_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_sync_group_request *a, const struct kw_sync_group_request *b);

static void init_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *s)
{
	memset(s, 0, sizeof *s);
	s->member_id = (struct kw_str){ "", 0 };
	s->assignment = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_sync_group_request_sync_group_request_assignment_init(struct kw_sync_group_request_sync_group_request_assignment *s)
{
	init_sync_group_request_assignment(s);
}

static bool equal_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *a, const struct kw_sync_group_request_sync_group_request_assignment *b)
{
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_bytes_equal(a->assignment, b->assignment))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m)
{
	if (m->member_id.len != 0)
		return false;
	if (m->assignment.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_sync_group_request_assignment(struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->member_id, version >= 4, false))
		return kw__fail_field(in.r->err, "member_id");
	if (!kw__rd_bytes(&in, &m->assignment, version >= 4, false))
		return kw__fail_field(in.r->err, "assignment");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
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

static inline __attribute__((always_inline)) size_t size_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, size_t at,
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
	n += kw__size_string(m->member_id, version >= 4);
	if (m->assignment.len < 0)
		return kw__size_fail_null(e, at + n, "assignment", version);
	n += kw__size_bytes(m->assignment, version >= 4);
	if (version >= 4) {
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

static inline __attribute__((always_inline)) uint8_t *put_sync_group_request_assignment(const struct kw_sync_group_request_sync_group_request_assignment *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->member_id, version >= 4);
	p = kw__put_bytes(p, m->assignment, version >= 4);
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_sync_group_request *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
	m->member_id = (struct kw_str){ "", 0 };
	m->group_instance_id = KW_STR_NULL;
	m->protocol_type = KW_STR_NULL;
	m->protocol_name = KW_STR_NULL;
}

void kw_sync_group_request_init(struct kw_sync_group_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_sync_group_request *a, const struct kw_sync_group_request *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (a->generation_id != b->generation_id)
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	if (!kw_str_equal(a->group_instance_id, b->group_instance_id))
		return false;
	if (!kw_str_equal(a->protocol_type, b->protocol_type))
		return false;
	if (!kw_str_equal(a->protocol_name, b->protocol_name))
		return false;
	if (a->assignments_count != b->assignments_count)
		return false;
	for (int32_t i = 0; i < a->assignments_count; i++) {
		if (!equal_sync_group_request_assignment(&a->assignments[i], &b->assignments[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_sync_group_request *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->generation_id != 0)
		return false;
	if (m->member_id.len != 0)
		return false;
	if (m->group_instance_id.len >= 0)
		return false;
	if (m->protocol_type.len >= 0)
		return false;
	if (m->protocol_name.len >= 0)
		return false;
	if (m->assignments_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_sync_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->group_id, version >= 4, false))
		return kw__fail_field(in.r->err, "group_id");
	if (!kw__rd_i32(&in, &m->generation_id))
		return kw__fail_field(in.r->err, "generation_id");
	if (!kw__rd_string(&in, &m->member_id, version >= 4, false))
		return kw__fail_field(in.r->err, "member_id");
	if (version >= 3) {
		if (!kw__rd_string(&in, &m->group_instance_id, version >= 4, true))
			return kw__fail_field(in.r->err, "group_instance_id");
	} else {
		m->group_instance_id = KW_STR_NULL;
	}
	if (version >= 5) {
		if (!kw__rd_string(&in, &m->protocol_type, true, true))
			return kw__fail_field(in.r->err, "protocol_type");
	} else {
		m->protocol_type = KW_STR_NULL;
	}
	if (version >= 5) {
		if (!kw__rd_string(&in, &m->protocol_name, true, true))
			return kw__fail_field(in.r->err, "protocol_name");
	} else {
		m->protocol_name = KW_STR_NULL;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 4, false, 3))
			return kw__fail_field(in.r->err, "assignments");
		m->assignments_count = n;
		m->assignments = NULL;
		if (n > 0) {
			m->assignments = kw__alloc(a, (size_t)n * sizeof *m->assignments);
			if (!m->assignments)
				return kw__nomem(&in, "assignments");
			struct kw__cur t = in;
			if (version == 5) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_sync_group_request_assignment(&m->assignments[i], 5, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "assignments");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_sync_group_request_assignment(&m->assignments[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "assignments");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
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

static size_t size_message(const struct kw_sync_group_request *m, int16_t version, size_t at,
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
	n += kw__size_string(m->group_id, version >= 4);
	n += 4;
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, version >= 4);
	if (!(version >= 3) && m->group_instance_id.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "group_instance_id", version);
	if (version >= 3) {
		if (m->group_instance_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_instance_id.len, "group_instance_id");
		n += kw__size_string(m->group_instance_id, version >= 4);
	}
	if (version >= 5) {
		if (m->protocol_type.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->protocol_type.len, "protocol_type");
		n += kw__size_string(m->protocol_type, true);
	}
	if (version >= 5) {
		if (m->protocol_name.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->protocol_name.len, "protocol_name");
		n += kw__size_string(m->protocol_name, true);
	}
	if (m->assignments_count < 0)
		return kw__size_fail_null(e, at + n, "assignments", version);
	n += kw__size_array_len(m->assignments_count, version >= 4);
	if (version == 5) {
		for (int32_t i = 0; i < m->assignments_count; i++) {
			size_t k = size_sync_group_request_assignment(&m->assignments[i], 5, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "assignments");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->assignments_count; i++) {
			size_t k = size_sync_group_request_assignment(&m->assignments[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "assignments");
			n += k;
		}
	}
	if (version >= 4) {
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

static size_t size_shallow_message(const struct kw_sync_group_request *m, int16_t version, size_t at,
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
	n += kw__size_string(m->group_id, version >= 4);
	n += 4;
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, version >= 4);
	if (!(version >= 3) && m->group_instance_id.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "group_instance_id", version);
	if (version >= 3) {
		if (m->group_instance_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->group_instance_id.len, "group_instance_id");
		n += kw__size_string(m->group_instance_id, version >= 4);
	}
	if (version >= 5) {
		if (m->protocol_type.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->protocol_type.len, "protocol_type");
		n += kw__size_string(m->protocol_type, true);
	}
	if (version >= 5) {
		if (m->protocol_name.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->protocol_name.len, "protocol_name");
		n += kw__size_string(m->protocol_name, true);
	}
	if (m->assignments_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->assignments_count, version >= 4);
	if (version >= 4) {
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

static uint8_t *fill_message(const struct kw_sync_group_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_string(p, m->group_id, version >= 4);
	p = kw__put_i32(p, m->generation_id);
	p = kw__put_string(p, m->member_id, version >= 4);
	if (version >= 3) {
		p = kw__put_string(p, m->group_instance_id, version >= 4);
	}
	if (version >= 5) {
		p = kw__put_string(p, m->protocol_type, true);
	}
	if (version >= 5) {
		p = kw__put_string(p, m->protocol_name, true);
	}
	p = kw__put_array_len(p, m->assignments_count, version >= 4);
	for (int32_t i = 0; i < m->assignments_count; i++) {
		size_t k = size_sync_group_request_assignment(&m->assignments[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_sync_group_request_assignment(&m->assignments[i], version, p);
	}
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_sync_group_request_decode(struct kw_sync_group_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_sync_group_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "SyncGroupRequest v%d", (int)version);
	return rc;
}

int kw_sync_group_request_encode(const struct kw_sync_group_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "SyncGroupRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_sync_group_request_size(const struct kw_sync_group_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_sync_group_request_equal(const struct kw_sync_group_request *a, const struct kw_sync_group_request *b)
{
	return equal_message(a, b);
}
