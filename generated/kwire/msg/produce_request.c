/* generated from schemas/clients/ProduceRequest.json by kwire-gen, do not edit */
#include "kwire/msg/produce_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_partition_produce_data(struct kw_produce_request_partition_produce_data *s);
static inline __attribute__((always_inline)) int decode_partition_produce_data(struct kw_produce_request_partition_produce_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version, uint8_t *p);
static bool equal_partition_produce_data(const struct kw_produce_request_partition_produce_data *a, const struct kw_produce_request_partition_produce_data *b);
static void init_topic_produce_data(struct kw_produce_request_topic_produce_data *s);
static int decode_topic_produce_data(struct kw_produce_request_topic_produce_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version, uint8_t *p);
static bool equal_topic_produce_data(const struct kw_produce_request_topic_produce_data *a, const struct kw_produce_request_topic_produce_data *b);
static void init_message(struct kw_produce_request *s);
static int decode_message(struct kw_produce_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_produce_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_produce_request *a, const struct kw_produce_request *b);

static void init_partition_produce_data(struct kw_produce_request_partition_produce_data *s)
{
	memset(s, 0, sizeof *s);
	s->records = KW_BYTES_NULL;
}

void kw_produce_request_partition_produce_data_init(struct kw_produce_request_partition_produce_data *s)
{
	init_partition_produce_data(s);
}

static bool equal_partition_produce_data(const struct kw_produce_request_partition_produce_data *a, const struct kw_produce_request_partition_produce_data *b)
{
	if (a->index != b->index)
		return false;
	if (!kw_bytes_equal(a->records, b->records))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_produce_data(const struct kw_produce_request_partition_produce_data *m)
{
	if (m->index != 0)
		return false;
	if (m->records.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_partition_produce_data(struct kw_produce_request_partition_produce_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->index))
		return kw__fail_field(in.r->err, "index");
	if (!kw__rd_bytes(&in, &m->records, version >= 9, true))
		return kw__fail_field(in.r->err, "records");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
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

static inline __attribute__((always_inline)) size_t size_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += kw__size_bytes(m->records, version >= 9);
	if (version >= 9) {
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

static inline __attribute__((always_inline)) uint8_t *put_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->index);
	p = kw__put_bytes(p, m->records, version >= 9);
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_topic_produce_data(struct kw_produce_request_topic_produce_data *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_produce_request_topic_produce_data_init(struct kw_produce_request_topic_produce_data *s)
{
	init_topic_produce_data(s);
}

static bool equal_topic_produce_data(const struct kw_produce_request_topic_produce_data *a, const struct kw_produce_request_topic_produce_data *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->partition_data_count != b->partition_data_count)
		return false;
	for (int32_t i = 0; i < a->partition_data_count; i++) {
		if (!equal_partition_produce_data(&a->partition_data[i], &b->partition_data[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_produce_data(const struct kw_produce_request_topic_produce_data *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partition_data_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_produce_data(struct kw_produce_request_topic_produce_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 9, false))
		return kw__fail_field(in.r->err, "name");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 9, false, 6))
			return kw__fail_field(in.r->err, "partition_data");
		m->partition_data_count = n;
		m->partition_data = NULL;
		if (n > 0) {
			m->partition_data = kw__alloc(a, (size_t)n * sizeof *m->partition_data);
			if (!m->partition_data)
				return kw__nomem(&in, "partition_data");
			struct kw__cur t = in;
			if (version == 11) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_partition_produce_data(&m->partition_data[i], 11, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partition_data");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_partition_produce_data(&m->partition_data[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "partition_data");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
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

static inline __attribute__((always_inline)) size_t size_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, version >= 9);
	if (m->partition_data_count < 0)
		return kw__size_fail_null(e, at + n, "partition_data", version);
	n += kw__size_array_len(m->partition_data_count, version >= 9);
	if (version == 11) {
		for (int32_t i = 0; i < m->partition_data_count; i++) {
			size_t k = size_partition_produce_data(&m->partition_data[i], 11, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partition_data");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->partition_data_count; i++) {
			size_t k = size_partition_produce_data(&m->partition_data[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "partition_data");
			n += k;
		}
	}
	if (version >= 9) {
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

static inline __attribute__((always_inline)) uint8_t *put_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 9);
	p = kw__put_array_len(p, m->partition_data_count, version >= 9);
	if (version == 11) {
		for (int32_t i = 0; i < m->partition_data_count; i++)
			p = put_partition_produce_data(&m->partition_data[i], 11, p);
	} else {
		for (int32_t i = 0; i < m->partition_data_count; i++)
			p = put_partition_produce_data(&m->partition_data[i], version, p);
	}
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_produce_request *m)
{
	memset(m, 0, sizeof *m);
	m->transactional_id = KW_STR_NULL;
}

void kw_produce_request_init(struct kw_produce_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_produce_request *a, const struct kw_produce_request *b)
{
	if (!kw_str_equal(a->transactional_id, b->transactional_id))
		return false;
	if (a->acks != b->acks)
		return false;
	if (a->timeout_ms != b->timeout_ms)
		return false;
	if (a->topic_data_count != b->topic_data_count)
		return false;
	for (int32_t i = 0; i < a->topic_data_count; i++) {
		if (!equal_topic_produce_data(&a->topic_data[i], &b->topic_data[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_produce_request *m)
{
	if (m->transactional_id.len >= 0)
		return false;
	if (m->acks != 0)
		return false;
	if (m->timeout_ms != 0)
		return false;
	if (m->topic_data_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_produce_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 3) {
		if (!kw__rd_string(&in, &m->transactional_id, version >= 9, true))
			return kw__fail_field(in.r->err, "transactional_id");
	} else {
		m->transactional_id = KW_STR_NULL;
	}
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->acks = (int16_t)kw__ld16(q + 0);
		m->timeout_ms = (int32_t)kw__ld32(q + 2);
		in.p += 6;
	} else {
		if (!kw__rd_i16(&in, &m->acks))
			return kw__fail_field(in.r->err, "acks");
		if (!kw__rd_i32(&in, &m->timeout_ms))
			return kw__fail_field(in.r->err, "timeout_ms");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 9, false, 3))
			return kw__fail_field(in.r->err, "topic_data");
		m->topic_data_count = n;
		m->topic_data = NULL;
		if (n > 0) {
			m->topic_data = kw__alloc(a, (size_t)n * sizeof *m->topic_data);
			if (!m->topic_data)
				return kw__nomem(&in, "topic_data");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_produce_data(&m->topic_data[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topic_data");
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
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

static size_t size_message(const struct kw_produce_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 3) && m->transactional_id.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "transactional_id", version);
	if (version >= 3) {
		if (m->transactional_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->transactional_id.len, "transactional_id");
		n += kw__size_string(m->transactional_id, version >= 9);
	}
	n += 2;
	n += 4;
	if (m->topic_data_count < 0)
		return kw__size_fail_null(e, at + n, "topic_data", version);
	n += kw__size_array_len(m->topic_data_count, version >= 9);
	for (int32_t i = 0; i < m->topic_data_count; i++) {
		size_t k = size_topic_produce_data(&m->topic_data[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topic_data");
		n += k;
	}
	if (version >= 9) {
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

static size_t size_shallow_message(const struct kw_produce_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 3) && m->transactional_id.len >= 0)
		return kw__size_fail_nondefault(e, at + n, "transactional_id", version);
	if (version >= 3) {
		if (m->transactional_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->transactional_id.len, "transactional_id");
		n += kw__size_string(m->transactional_id, version >= 9);
	}
	n += 2;
	n += 4;
	if (m->topic_data_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topic_data_count, version >= 9);
	if (version >= 9) {
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

static uint8_t *fill_message(const struct kw_produce_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 3) {
		p = kw__put_string(p, m->transactional_id, version >= 9);
	}
	p = kw__put_i16(p, m->acks);
	p = kw__put_i32(p, m->timeout_ms);
	p = kw__put_array_len(p, m->topic_data_count, version >= 9);
	for (int32_t i = 0; i < m->topic_data_count; i++) {
		size_t k = size_topic_produce_data(&m->topic_data[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_produce_data(&m->topic_data[i], version, p);
	}
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_produce_request_decode(struct kw_produce_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 11) {
		kw_produce_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 11)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ProduceRequest v%d", (int)version);
	return rc;
}

int kw_produce_request_encode(const struct kw_produce_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 11) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 11)", (int)version);
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
	kw_error_set_context(w->err, "ProduceRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_produce_request_size(const struct kw_produce_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_produce_request_equal(const struct kw_produce_request *a, const struct kw_produce_request *b)
{
	return equal_message(a, b);
}
