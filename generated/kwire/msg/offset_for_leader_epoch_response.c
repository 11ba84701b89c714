/* generated from schemas/clients/OffsetForLeaderEpochResponse.json by kwire-gen, do not edit */
#include "kwire/msg/offset_for_leader_epoch_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_epoch_end_offset(struct kw_offset_for_leader_epoch_response_epoch_end_offset *s);
static inline __attribute__((always_inline)) int decode_epoch_end_offset(struct kw_offset_for_leader_epoch_response_epoch_end_offset *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_epoch_end_offset(const struct kw_offset_for_leader_epoch_response_epoch_end_offset *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_epoch_end_offset(const struct kw_offset_for_leader_epoch_response_epoch_end_offset *m, int16_t version, uint8_t *p);
static bool equal_epoch_end_offset(const struct kw_offset_for_leader_epoch_response_epoch_end_offset *a, const struct kw_offset_for_leader_epoch_response_epoch_end_offset *b);
static void init_offset_for_leader_topic_result(struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *s);
static int decode_offset_for_leader_topic_result(struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_offset_for_leader_topic_result(const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_offset_for_leader_topic_result(const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *m, int16_t version, uint8_t *p);
static bool equal_offset_for_leader_topic_result(const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *a, const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *b);
static void init_message(struct kw_offset_for_leader_epoch_response *s);
static int decode_message(struct kw_offset_for_leader_epoch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_offset_for_leader_epoch_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_offset_for_leader_epoch_response *a, const struct kw_offset_for_leader_epoch_response *b);

static void init_epoch_end_offset(struct kw_offset_for_leader_epoch_response_epoch_end_offset *s)
{
	memset(s, 0, sizeof *s);
	s->leader_epoch = -1;
	s->end_offset = INT64_C(-1);
}

void kw_offset_for_leader_epoch_response_epoch_end_offset_init(struct kw_offset_for_leader_epoch_response_epoch_end_offset *s)
{
	init_epoch_end_offset(s);
}

static bool equal_epoch_end_offset(const struct kw_offset_for_leader_epoch_response_epoch_end_offset *a, const struct kw_offset_for_leader_epoch_response_epoch_end_offset *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->partition != b->partition)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->end_offset != b->end_offset)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_epoch_end_offset(const struct kw_offset_for_leader_epoch_response_epoch_end_offset *m)
{
	if (m->error_code != 0)
		return false;
	if (m->partition != 0)
		return false;
	if (m->leader_epoch != -1)
		return false;
	if (m->end_offset != INT64_C(-1))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_epoch_end_offset(struct kw_offset_for_leader_epoch_response_epoch_end_offset *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->error_code = (int16_t)kw__ld16(q + 0);
		m->partition = (int32_t)kw__ld32(q + 2);
		in.p += 6;
	} else {
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
		if (!kw__rd_i32(&in, &m->partition))
			return kw__fail_field(in.r->err, "partition");
	}
	if (version >= 1) {
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
	} else {
		m->leader_epoch = -1;
	}
	if (!kw__rd_i64(&in, &m->end_offset))
		return kw__fail_field(in.r->err, "end_offset");
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

static inline __attribute__((always_inline)) size_t size_epoch_end_offset(const struct kw_offset_for_leader_epoch_response_epoch_end_offset *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	if (version >= 1) {
		n += 4;
	}
	n += 8;
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

static inline __attribute__((always_inline)) uint8_t *put_epoch_end_offset(const struct kw_offset_for_leader_epoch_response_epoch_end_offset *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_i32(p, m->partition);
	if (version >= 1) {
		p = kw__put_i32(p, m->leader_epoch);
	}
	p = kw__put_i64(p, m->end_offset);
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_offset_for_leader_topic_result(struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_offset_for_leader_epoch_response_offset_for_leader_topic_result_init(struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *s)
{
	init_offset_for_leader_topic_result(s);
}

static bool equal_offset_for_leader_topic_result(const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *a, const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *b)
{
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_epoch_end_offset(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_offset_for_leader_topic_result(const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *m)
{
	if (m->topic.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_offset_for_leader_topic_result(struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic, version >= 4, false))
		return kw__fail_field(in.r->err, "topic");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 4, false, 14))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			if (version == 4) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_epoch_end_offset(&m->partitions[i], 4, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partitions");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_epoch_end_offset(&m->partitions[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partitions");
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
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_offset_for_leader_topic_result(const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *m, int16_t version, size_t at,
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
	n += kw__size_string(m->topic, version >= 4);
	if (m->partitions_count < 0)
		return kw__size_fail_null(e, at + n, "partitions", version);
	n += kw__size_array_len(m->partitions_count, version >= 4);
	if (version == 4) {
		for (int32_t i = 0; i < m->partitions_count; i++) {
			size_t k = size_epoch_end_offset(&m->partitions[i], 4, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partitions");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->partitions_count; i++) {
			size_t k = size_epoch_end_offset(&m->partitions[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partitions");
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

static inline __attribute__((always_inline)) uint8_t *put_offset_for_leader_topic_result(const struct kw_offset_for_leader_epoch_response_offset_for_leader_topic_result *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic, version >= 4);
	p = kw__put_array_len(p, m->partitions_count, version >= 4);
	if (version == 4) {
		for (int32_t i = 0; i < m->partitions_count; i++)
			p = put_epoch_end_offset(&m->partitions[i], 4, p);
	} else {
		for (int32_t i = 0; i < m->partitions_count; i++)
			p = put_epoch_end_offset(&m->partitions[i], version, p);
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

static void init_message(struct kw_offset_for_leader_epoch_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_offset_for_leader_epoch_response_init(struct kw_offset_for_leader_epoch_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_offset_for_leader_epoch_response *a, const struct kw_offset_for_leader_epoch_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_offset_for_leader_topic_result(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_offset_for_leader_epoch_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_offset_for_leader_epoch_response *m, int16_t version, struct kw_reader *r,
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
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 4, false, 3))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_offset_for_leader_topic_result(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
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

static size_t size_message(const struct kw_offset_for_leader_epoch_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 2) {
		n += 4;
	}
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, version >= 4);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_offset_for_leader_topic_result(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
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

static size_t size_shallow_message(const struct kw_offset_for_leader_epoch_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 2) {
		n += 4;
	}
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, version >= 4);
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

static uint8_t *fill_message(const struct kw_offset_for_leader_epoch_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 2) {
		p = kw__put_i32(p, m->throttle_time_ms);
	}
	p = kw__put_array_len(p, m->topics_count, version >= 4);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_offset_for_leader_topic_result(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_offset_for_leader_topic_result(&m->topics[i], version, p);
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

int kw_offset_for_leader_epoch_response_decode(struct kw_offset_for_leader_epoch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_offset_for_leader_epoch_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "OffsetForLeaderEpochResponse v%d", (int)version);
	return rc;
}

int kw_offset_for_leader_epoch_response_encode(const struct kw_offset_for_leader_epoch_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 4) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 4)", (int)version);
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
	kw_error_set_context(w->err, "OffsetForLeaderEpochResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_offset_for_leader_epoch_response_size(const struct kw_offset_for_leader_epoch_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_offset_for_leader_epoch_response_equal(const struct kw_offset_for_leader_epoch_response *a, const struct kw_offset_for_leader_epoch_response *b)
{
	return equal_message(a, b);
}
