/* generated from schemas/kwire/ProducerStateRecord.json by kwire-gen, do not edit */
#include "kwire/msg/producer_state_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_batch(struct kw_producer_state_record_batch *s);
static int decode_batch(struct kw_producer_state_record_batch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_batch(const struct kw_producer_state_record_batch *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_batch(const struct kw_producer_state_record_batch *m, int16_t version, uint8_t *p);
static bool equal_batch(const struct kw_producer_state_record_batch *a, const struct kw_producer_state_record_batch *b);
static void init_producer(struct kw_producer_state_record_producer *s);
static int decode_producer(struct kw_producer_state_record_producer *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_producer(const struct kw_producer_state_record_producer *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_producer(const struct kw_producer_state_record_producer *m, int16_t version, uint8_t *p);
static bool equal_producer(const struct kw_producer_state_record_producer *a, const struct kw_producer_state_record_producer *b);
static void init_message(struct kw_producer_state_record *s);
static int decode_message(struct kw_producer_state_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_producer_state_record *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_producer_state_record *a, const struct kw_producer_state_record *b);

static void init_batch(struct kw_producer_state_record_batch *s)
{
	memset(s, 0, sizeof *s);
}

void kw_producer_state_record_batch_init(struct kw_producer_state_record_batch *s)
{
	init_batch(s);
}

static bool equal_batch(const struct kw_producer_state_record_batch *a, const struct kw_producer_state_record_batch *b)
{
	if (a->first_sequence != b->first_sequence)
		return false;
	if (a->last_sequence != b->last_sequence)
		return false;
	if (a->first_offset != b->first_offset)
		return false;
	if (a->last_offset != b->last_offset)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_batch(const struct kw_producer_state_record_batch *m)
{
	if (m->first_sequence != 0)
		return false;
	if (m->last_sequence != 0)
		return false;
	if (m->first_offset != INT64_C(0))
		return false;
	if (m->last_offset != INT64_C(0))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_batch(struct kw_producer_state_record_batch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 24) {
		const uint8_t *q = in.p;
		m->first_sequence = (int32_t)kw__ld32(q + 0);
		m->last_sequence = (int32_t)kw__ld32(q + 4);
		m->first_offset = (int64_t)kw__ld64(q + 8);
		m->last_offset = (int64_t)kw__ld64(q + 16);
		in.p += 24;
	} else {
		if (!kw__rd_i32(&in, &m->first_sequence))
			return kw__fail_field(in.r->err, "first_sequence");
		if (!kw__rd_i32(&in, &m->last_sequence))
			return kw__fail_field(in.r->err, "last_sequence");
		if (!kw__rd_i64(&in, &m->first_offset))
			return kw__fail_field(in.r->err, "first_offset");
		if (!kw__rd_i64(&in, &m->last_offset))
			return kw__fail_field(in.r->err, "last_offset");
	}
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

static size_t size_batch(const struct kw_producer_state_record_batch *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	n += 8;
	n += 8;
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

static uint8_t *put_batch(const struct kw_producer_state_record_batch *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->first_sequence);
	p = kw__put_i32(p, m->last_sequence);
	p = kw__put_i64(p, m->first_offset);
	p = kw__put_i64(p, m->last_offset);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_producer(struct kw_producer_state_record_producer *s)
{
	memset(s, 0, sizeof *s);
}

void kw_producer_state_record_producer_init(struct kw_producer_state_record_producer *s)
{
	init_producer(s);
}

static bool equal_producer(const struct kw_producer_state_record_producer *a, const struct kw_producer_state_record_producer *b)
{
	if (a->producer_id != b->producer_id)
		return false;
	if (a->producer_epoch != b->producer_epoch)
		return false;
	if (a->last_timestamp != b->last_timestamp)
		return false;
	if (a->batches_count != b->batches_count)
		return false;
	for (int32_t i = 0; i < a->batches_count; i++) {
		if (!equal_batch(&a->batches[i], &b->batches[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_producer(const struct kw_producer_state_record_producer *m)
{
	if (m->producer_id != INT64_C(0))
		return false;
	if (m->producer_epoch != 0)
		return false;
	if (m->last_timestamp != INT64_C(0))
		return false;
	if (m->batches_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_producer(struct kw_producer_state_record_producer *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 18) {
		const uint8_t *q = in.p;
		m->producer_id = (int64_t)kw__ld64(q + 0);
		m->producer_epoch = (int16_t)kw__ld16(q + 8);
		m->last_timestamp = (int64_t)kw__ld64(q + 10);
		in.p += 18;
	} else {
		if (!kw__rd_i64(&in, &m->producer_id))
			return kw__fail_field(in.r->err, "producer_id");
		if (!kw__rd_i16(&in, &m->producer_epoch))
			return kw__fail_field(in.r->err, "producer_epoch");
		if (!kw__rd_i64(&in, &m->last_timestamp))
			return kw__fail_field(in.r->err, "last_timestamp");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 25))
			return kw__fail_field(in.r->err, "batches");
		m->batches_count = n;
		m->batches = NULL;
		if (n > 0) {
			m->batches = kw__alloc(a, (size_t)n * sizeof *m->batches);
			if (!m->batches)
				return kw__nomem(&in, "batches");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_batch(&m->batches[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "batches");
			}
			in = t;
		}
	}
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

static inline __attribute__((always_inline)) size_t size_producer(const struct kw_producer_state_record_producer *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	n += 2;
	n += 8;
	if (m->batches_count < 0)
		return kw__size_fail_null(e, at + n, "batches", version);
	n += kw__size_array_len(m->batches_count, true);
	for (int32_t i = 0; i < m->batches_count; i++) {
		size_t k = size_batch(&m->batches[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "batches");
		n += k;
	}
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

static inline __attribute__((always_inline)) uint8_t *put_producer(const struct kw_producer_state_record_producer *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i64(p, m->producer_id);
	p = kw__put_i16(p, m->producer_epoch);
	p = kw__put_i64(p, m->last_timestamp);
	p = kw__put_array_len(p, m->batches_count, true);
	for (int32_t i = 0; i < m->batches_count; i++)
		p = put_batch(&m->batches[i], version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_producer_state_record *m)
{
	memset(m, 0, sizeof *m);
}

void kw_producer_state_record_init(struct kw_producer_state_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_producer_state_record *a, const struct kw_producer_state_record *b)
{
	if (a->next_producer_id != b->next_producer_id)
		return false;
	if (a->producers_count != b->producers_count)
		return false;
	for (int32_t i = 0; i < a->producers_count; i++) {
		if (!equal_producer(&a->producers[i], &b->producers[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_producer_state_record *m)
{
	if (m->next_producer_id != INT64_C(0))
		return false;
	if (m->producers_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_producer_state_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i64(&in, &m->next_producer_id))
		return kw__fail_field(in.r->err, "next_producer_id");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 20))
			return kw__fail_field(in.r->err, "producers");
		m->producers_count = n;
		m->producers = NULL;
		if (n > 0) {
			m->producers = kw__alloc(a, (size_t)n * sizeof *m->producers);
			if (!m->producers)
				return kw__nomem(&in, "producers");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_producer(&m->producers[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "producers");
			}
			in = t;
		}
	}
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

static size_t size_message(const struct kw_producer_state_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	if (m->producers_count < 0)
		return kw__size_fail_null(e, at + n, "producers", version);
	n += kw__size_array_len(m->producers_count, true);
	for (int32_t i = 0; i < m->producers_count; i++) {
		size_t k = size_producer(&m->producers[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "producers");
		n += k;
	}
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

static size_t size_shallow_message(const struct kw_producer_state_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	if (m->producers_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->producers_count, true);
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

static uint8_t *fill_message(const struct kw_producer_state_record *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i64(p, m->next_producer_id);
	p = kw__put_array_len(p, m->producers_count, true);
	for (int32_t i = 0; i < m->producers_count; i++) {
		size_t k = size_producer(&m->producers[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_producer(&m->producers[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_producer_state_record_decode(struct kw_producer_state_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_producer_state_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ProducerStateRecord v%d", (int)version);
	return rc;
}

int kw_producer_state_record_encode(const struct kw_producer_state_record *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
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
	kw_error_set_context(w->err, "ProducerStateRecord v%d", (int)version);
	return w->err->code;
}

size_t kw_producer_state_record_size(const struct kw_producer_state_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_producer_state_record_equal(const struct kw_producer_state_record *a, const struct kw_producer_state_record *b)
{
	return equal_message(a, b);
}
