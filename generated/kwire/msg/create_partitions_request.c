/* generated from schemas/clients/CreatePartitionsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/create_partitions_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_create_partitions_assignment(struct kw_create_partitions_request_create_partitions_assignment *s);
static inline __attribute__((always_inline)) int decode_create_partitions_assignment(struct kw_create_partitions_request_create_partitions_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_create_partitions_assignment(const struct kw_create_partitions_request_create_partitions_assignment *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_create_partitions_assignment(const struct kw_create_partitions_request_create_partitions_assignment *m, int16_t version, uint8_t *p);
static bool equal_create_partitions_assignment(const struct kw_create_partitions_request_create_partitions_assignment *a, const struct kw_create_partitions_request_create_partitions_assignment *b);
static void init_create_partitions_topic(struct kw_create_partitions_request_create_partitions_topic *s);
static int decode_create_partitions_topic(struct kw_create_partitions_request_create_partitions_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_create_partitions_topic(const struct kw_create_partitions_request_create_partitions_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_create_partitions_topic(const struct kw_create_partitions_request_create_partitions_topic *m, int16_t version, uint8_t *p);
static bool equal_create_partitions_topic(const struct kw_create_partitions_request_create_partitions_topic *a, const struct kw_create_partitions_request_create_partitions_topic *b);
static void init_message(struct kw_create_partitions_request *s);
static int decode_message(struct kw_create_partitions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_create_partitions_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_create_partitions_request *a, const struct kw_create_partitions_request *b);

static void init_create_partitions_assignment(struct kw_create_partitions_request_create_partitions_assignment *s)
{
	memset(s, 0, sizeof *s);
}

void kw_create_partitions_request_create_partitions_assignment_init(struct kw_create_partitions_request_create_partitions_assignment *s)
{
	init_create_partitions_assignment(s);
}

static bool equal_create_partitions_assignment(const struct kw_create_partitions_request_create_partitions_assignment *a, const struct kw_create_partitions_request_create_partitions_assignment *b)
{
	if (a->broker_ids_count != b->broker_ids_count)
		return false;
	for (int32_t i = 0; i < a->broker_ids_count; i++) {
		if (a->broker_ids[i] != b->broker_ids[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_create_partitions_assignment(const struct kw_create_partitions_request_create_partitions_assignment *m)
{
	if (m->broker_ids_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_create_partitions_assignment(struct kw_create_partitions_request_create_partitions_assignment *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32_array(&in, a, &m->broker_ids, &m->broker_ids_count, version >= 2, false))
		return kw__fail_field(in.r->err, "broker_ids");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static inline __attribute__((always_inline)) size_t size_create_partitions_assignment(const struct kw_create_partitions_request_create_partitions_assignment *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (KW__LIKELY((version >= 2) && (uint32_t)m->broker_ids_count < 127u)) {
		n += 1 + (size_t)m->broker_ids_count * 4;
	} else {
		if (m->broker_ids_count < 0)
			return kw__size_fail_null(e, at + n, "broker_ids", version);
		n += kw__size_array_len(m->broker_ids_count, version >= 2) + (size_t)m->broker_ids_count * 4;
	}
	if (version >= 2) {
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

static inline __attribute__((always_inline)) uint8_t *put_create_partitions_assignment(const struct kw_create_partitions_request_create_partitions_assignment *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_array_len(p, m->broker_ids_count, version >= 2);
	if (m->broker_ids_count > 0)
		p = kw__put_i32_array(p, m->broker_ids, m->broker_ids_count);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_create_partitions_topic(struct kw_create_partitions_request_create_partitions_topic *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_create_partitions_request_create_partitions_topic_init(struct kw_create_partitions_request_create_partitions_topic *s)
{
	init_create_partitions_topic(s);
}

static bool equal_create_partitions_topic(const struct kw_create_partitions_request_create_partitions_topic *a, const struct kw_create_partitions_request_create_partitions_topic *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->count != b->count)
		return false;
	if (a->assignments_count != b->assignments_count)
		return false;
	for (int32_t i = 0; i < a->assignments_count; i++) {
		if (!equal_create_partitions_assignment(&a->assignments[i], &b->assignments[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_create_partitions_topic(const struct kw_create_partitions_request_create_partitions_topic *m)
{
	if (m->name.len != 0)
		return false;
	if (m->count != 0)
		return false;
	if (m->assignments_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_create_partitions_topic(struct kw_create_partitions_request_create_partitions_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 2, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_i32(&in, &m->count))
		return kw__fail_field(in.r->err, "count");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, true, 2))
			return kw__fail_field(in.r->err, "assignments");
		m->assignments_count = n;
		m->assignments = NULL;
		if (n > 0) {
			m->assignments = kw__alloc(a, (size_t)n * sizeof *m->assignments);
			if (!m->assignments)
				return kw__nomem(&in, "assignments");
			struct kw__cur t = in;
			if (version == 3) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_create_partitions_assignment(&m->assignments[i], 3, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "assignments");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_create_partitions_assignment(&m->assignments[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "assignments");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static inline __attribute__((always_inline)) size_t size_create_partitions_topic(const struct kw_create_partitions_request_create_partitions_topic *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, version >= 2);
	n += 4;
	if (m->assignments_count < -1)
		return kw__size_fail_count(e, at + n, m->assignments_count, "assignments");
	n += kw__size_array_len(m->assignments_count, version >= 2);
	if (version == 3) {
		for (int32_t i = 0; i < m->assignments_count; i++) {
			size_t k = size_create_partitions_assignment(&m->assignments[i], 3, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "assignments");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->assignments_count; i++) {
			size_t k = size_create_partitions_assignment(&m->assignments[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "assignments");
			n += k;
		}
	}
	if (version >= 2) {
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

static inline __attribute__((always_inline)) uint8_t *put_create_partitions_topic(const struct kw_create_partitions_request_create_partitions_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 2);
	p = kw__put_i32(p, m->count);
	p = kw__put_array_len(p, m->assignments_count, version >= 2);
	if (version == 3) {
		for (int32_t i = 0; i < m->assignments_count; i++)
			p = put_create_partitions_assignment(&m->assignments[i], 3, p);
	} else {
		for (int32_t i = 0; i < m->assignments_count; i++)
			p = put_create_partitions_assignment(&m->assignments[i], version, p);
	}
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_create_partitions_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_create_partitions_request_init(struct kw_create_partitions_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_create_partitions_request *a, const struct kw_create_partitions_request *b)
{
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_create_partitions_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->timeout_ms != b->timeout_ms)
		return false;
	if (a->validate_only != b->validate_only)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_create_partitions_request *m)
{
	if (m->topics_count != 0)
		return false;
	if (m->timeout_ms != 0)
		return false;
	if (m->validate_only != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_create_partitions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 7))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_create_partitions_topic(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
			}
			in = t;
		}
	}
	if (kw__left(&in) >= 5) {
		const uint8_t *q = in.p;
		m->timeout_ms = (int32_t)kw__ld32(q + 0);
		m->validate_only = q[4] != 0;
		in.p += 5;
	} else {
		if (!kw__rd_i32(&in, &m->timeout_ms))
			return kw__fail_field(in.r->err, "timeout_ms");
		if (!kw__rd_bool(&in, &m->validate_only))
			return kw__fail_field(in.r->err, "validate_only");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static size_t size_message(const struct kw_create_partitions_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, version >= 2);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_create_partitions_topic(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	n += 4;
	n += 1;
	if (version >= 2) {
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

static size_t size_shallow_message(const struct kw_create_partitions_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, version >= 2);
	n += 4;
	n += 1;
	if (version >= 2) {
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

static uint8_t *fill_message(const struct kw_create_partitions_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->topics_count, version >= 2);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_create_partitions_topic(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_create_partitions_topic(&m->topics[i], version, p);
	}
	p = kw__put_i32(p, m->timeout_ms);
	p = kw__put_bool(p, m->validate_only);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_create_partitions_request_decode(struct kw_create_partitions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_create_partitions_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "CreatePartitionsRequest v%d", (int)version);
	return rc;
}

int kw_create_partitions_request_encode(const struct kw_create_partitions_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 3) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 3)", (int)version);
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
	kw_error_set_context(w->err, "CreatePartitionsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_create_partitions_request_size(const struct kw_create_partitions_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_create_partitions_request_equal(const struct kw_create_partitions_request *a, const struct kw_create_partitions_request *b)
{
	return equal_message(a, b);
}
