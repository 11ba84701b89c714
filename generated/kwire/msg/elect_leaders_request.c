/* generated from schemas/clients/ElectLeadersRequest.json by kwire-gen, do not edit */
#include "kwire/msg/elect_leaders_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_topic_partitions(struct kw_elect_leaders_request_topic_partitions *s);
static inline __attribute__((always_inline)) int decode_topic_partitions(struct kw_elect_leaders_request_topic_partitions *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version, uint8_t *p);
static bool equal_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *a, const struct kw_elect_leaders_request_topic_partitions *b);
static void init_message(struct kw_elect_leaders_request *s);
static int decode_message(struct kw_elect_leaders_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_elect_leaders_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_elect_leaders_request *a, const struct kw_elect_leaders_request *b);

static void init_topic_partitions(struct kw_elect_leaders_request_topic_partitions *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_elect_leaders_request_topic_partitions_init(struct kw_elect_leaders_request_topic_partitions *s)
{
	init_topic_partitions(s);
}

static bool equal_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *a, const struct kw_elect_leaders_request_topic_partitions *b)
{
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (a->partitions[i] != b->partitions[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m)
{
	if (m->topic.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_topic_partitions(struct kw_elect_leaders_request_topic_partitions *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic, version >= 2, false))
		return kw__fail_field(in.r->err, "topic");
	if (!kw__rd_i32_array(&in, a, &m->partitions, &m->partitions_count, version >= 2, false))
		return kw__fail_field(in.r->err, "partitions");
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

static inline __attribute__((always_inline)) size_t size_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topic.len < 0)
		return kw__size_fail_null(e, at + n, "topic", version);
	if (m->topic.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->topic.len, "topic");
	n += kw__size_string(m->topic, version >= 2);
	if (KW__LIKELY((version >= 2) && (uint32_t)m->partitions_count < 127u)) {
		n += 1 + (size_t)m->partitions_count * 4;
	} else {
		if (m->partitions_count < 0)
			return kw__size_fail_null(e, at + n, "partitions", version);
		n += kw__size_array_len(m->partitions_count, version >= 2) + (size_t)m->partitions_count * 4;
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

static inline __attribute__((always_inline)) uint8_t *put_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic, version >= 2);
	p = kw__put_array_len(p, m->partitions_count, version >= 2);
	if (m->partitions_count > 0)
		p = kw__put_i32_array(p, m->partitions, m->partitions_count);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_elect_leaders_request *m)
{
	memset(m, 0, sizeof *m);
	m->timeout_ms = 60000;
}

void kw_elect_leaders_request_init(struct kw_elect_leaders_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_elect_leaders_request *a, const struct kw_elect_leaders_request *b)
{
	if (a->election_type != b->election_type)
		return false;
	if (a->topic_partitions_count != b->topic_partitions_count)
		return false;
	for (int32_t i = 0; i < a->topic_partitions_count; i++) {
		if (!equal_topic_partitions(&a->topic_partitions[i], &b->topic_partitions[i]))
			return false;
	}
	if (a->timeout_ms != b->timeout_ms)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_elect_leaders_request *m)
{
	if (m->election_type != 0)
		return false;
	if (m->topic_partitions_count != 0)
		return false;
	if (m->timeout_ms != 60000)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_elect_leaders_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 1) {
		if (!kw__rd_i8(&in, &m->election_type))
			return kw__fail_field(in.r->err, "election_type");
	} else {
		m->election_type = 0;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, true, 3))
			return kw__fail_field(in.r->err, "topic_partitions");
		m->topic_partitions_count = n;
		m->topic_partitions = NULL;
		if (n > 0) {
			m->topic_partitions = kw__alloc(a, (size_t)n * sizeof *m->topic_partitions);
			if (!m->topic_partitions)
				return kw__nomem(&in, "topic_partitions");
			struct kw__cur t = in;
			if (version == 2) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_topic_partitions(&m->topic_partitions[i], 2, &t, a) < 0)
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
	if (!kw__rd_i32(&in, &m->timeout_ms))
		return kw__fail_field(in.r->err, "timeout_ms");
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

static size_t size_message(const struct kw_elect_leaders_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 1) && m->election_type != 0)
		return kw__size_fail_nondefault(e, at + n, "election_type", version);
	if (version >= 1) {
		n += 1;
	}
	if (m->topic_partitions_count < -1)
		return kw__size_fail_count(e, at + n, m->topic_partitions_count, "topic_partitions");
	n += kw__size_array_len(m->topic_partitions_count, version >= 2);
	if (version == 2) {
		for (int32_t i = 0; i < m->topic_partitions_count; i++) {
			size_t k = size_topic_partitions(&m->topic_partitions[i], 2, at + n, e);
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
	n += 4;
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

static size_t size_shallow_message(const struct kw_elect_leaders_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 1) && m->election_type != 0)
		return kw__size_fail_nondefault(e, at + n, "election_type", version);
	if (version >= 1) {
		n += 1;
	}
	if (m->topic_partitions_count < -1)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topic_partitions_count, version >= 2);
	n += 4;
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

static uint8_t *fill_message(const struct kw_elect_leaders_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 1) {
		p = kw__put_i8(p, m->election_type);
	}
	p = kw__put_array_len(p, m->topic_partitions_count, version >= 2);
	for (int32_t i = 0; i < m->topic_partitions_count; i++) {
		size_t k = size_topic_partitions(&m->topic_partitions[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_partitions(&m->topic_partitions[i], version, p);
	}
	p = kw__put_i32(p, m->timeout_ms);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_elect_leaders_request_decode(struct kw_elect_leaders_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_elect_leaders_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ElectLeadersRequest v%d", (int)version);
	return rc;
}

int kw_elect_leaders_request_encode(const struct kw_elect_leaders_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "ElectLeadersRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_elect_leaders_request_size(const struct kw_elect_leaders_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_elect_leaders_request_equal(const struct kw_elect_leaders_request *a, const struct kw_elect_leaders_request *b)
{
	return equal_message(a, b);
}
