/* generated from schemas/share-coordinator/ShareUpdateValue.json by kwire-gen, do not edit */
#include "kwire/msg/share_update_value.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_state_batch(struct kw_share_update_value_state_batch *s);
static int decode_state_batch(struct kw_share_update_value_state_batch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_state_batch(const struct kw_share_update_value_state_batch *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_state_batch(const struct kw_share_update_value_state_batch *m, int16_t version, uint8_t *p);
static bool equal_state_batch(const struct kw_share_update_value_state_batch *a, const struct kw_share_update_value_state_batch *b);
static void init_message(struct kw_share_update_value *s);
static int decode_message(struct kw_share_update_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_share_update_value *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_share_update_value *a, const struct kw_share_update_value *b);

static void init_state_batch(struct kw_share_update_value_state_batch *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_update_value_state_batch_init(struct kw_share_update_value_state_batch *s)
{
	init_state_batch(s);
}

static bool equal_state_batch(const struct kw_share_update_value_state_batch *a, const struct kw_share_update_value_state_batch *b)
{
	if (a->first_offset != b->first_offset)
		return false;
	if (a->last_offset != b->last_offset)
		return false;
	if (a->delivery_state != b->delivery_state)
		return false;
	if (a->delivery_count != b->delivery_count)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_state_batch(const struct kw_share_update_value_state_batch *m)
{
	if (m->first_offset != INT64_C(0))
		return false;
	if (m->last_offset != INT64_C(0))
		return false;
	if (m->delivery_state != 0)
		return false;
	if (m->delivery_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_state_batch(struct kw_share_update_value_state_batch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 19) {
		const uint8_t *q = in.p;
		m->first_offset = (int64_t)kw__ld64(q + 0);
		m->last_offset = (int64_t)kw__ld64(q + 8);
		m->delivery_state = (int8_t)q[16];
		m->delivery_count = (int16_t)kw__ld16(q + 17);
		in.p += 19;
	} else {
		if (!kw__rd_i64(&in, &m->first_offset))
			return kw__fail_field(in.r->err, "first_offset");
		if (!kw__rd_i64(&in, &m->last_offset))
			return kw__fail_field(in.r->err, "last_offset");
		if (!kw__rd_i8(&in, &m->delivery_state))
			return kw__fail_field(in.r->err, "delivery_state");
		if (!kw__rd_i16(&in, &m->delivery_count))
			return kw__fail_field(in.r->err, "delivery_count");
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

static inline __attribute__((always_inline)) size_t size_state_batch(const struct kw_share_update_value_state_batch *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	n += 8;
	n += 1;
	n += 2;
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

static inline __attribute__((always_inline)) uint8_t *put_state_batch(const struct kw_share_update_value_state_batch *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i64(p, m->first_offset);
	p = kw__put_i64(p, m->last_offset);
	p = kw__put_i8(p, m->delivery_state);
	p = kw__put_i16(p, m->delivery_count);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_share_update_value *m)
{
	memset(m, 0, sizeof *m);
}

void kw_share_update_value_init(struct kw_share_update_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_update_value *a, const struct kw_share_update_value *b)
{
	if (a->snapshot_epoch != b->snapshot_epoch)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->start_offset != b->start_offset)
		return false;
	if (a->state_batches_count != b->state_batches_count)
		return false;
	for (int32_t i = 0; i < a->state_batches_count; i++) {
		if (!equal_state_batch(&a->state_batches[i], &b->state_batches[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_update_value *m)
{
	if (m->snapshot_epoch != 0)
		return false;
	if (m->leader_epoch != 0)
		return false;
	if (m->start_offset != INT64_C(0))
		return false;
	if (m->state_batches_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_update_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 14) {
		const uint8_t *q = in.p;
		m->snapshot_epoch = kw__ld16(q + 0);
		m->leader_epoch = (int32_t)kw__ld32(q + 2);
		m->start_offset = (int64_t)kw__ld64(q + 6);
		in.p += 14;
	} else {
		if (!kw__rd_u16(&in, &m->snapshot_epoch))
			return kw__fail_field(in.r->err, "snapshot_epoch");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
		if (!kw__rd_i64(&in, &m->start_offset))
			return kw__fail_field(in.r->err, "start_offset");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 20))
			return kw__fail_field(in.r->err, "state_batches");
		m->state_batches_count = n;
		m->state_batches = NULL;
		if (n > 0) {
			m->state_batches = kw__alloc(a, (size_t)n * sizeof *m->state_batches);
			if (!m->state_batches)
				return kw__nomem(&in, "state_batches");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_state_batch(&m->state_batches[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "state_batches");
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

static size_t size_message(const struct kw_share_update_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	n += 8;
	if (m->state_batches_count < 0)
		return kw__size_fail_null(e, at + n, "state_batches", version);
	n += kw__size_array_len(m->state_batches_count, true);
	for (int32_t i = 0; i < m->state_batches_count; i++) {
		size_t k = size_state_batch(&m->state_batches[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "state_batches");
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

static size_t size_shallow_message(const struct kw_share_update_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	n += 8;
	if (m->state_batches_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->state_batches_count, true);
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

static uint8_t *fill_message(const struct kw_share_update_value *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_u16(p, m->snapshot_epoch);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_i64(p, m->start_offset);
	p = kw__put_array_len(p, m->state_batches_count, true);
	for (int32_t i = 0; i < m->state_batches_count; i++) {
		size_t k = size_state_batch(&m->state_batches[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_state_batch(&m->state_batches[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_share_update_value_decode(struct kw_share_update_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_update_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareUpdateValue v%d", (int)version);
	return rc;
}

int kw_share_update_value_encode(const struct kw_share_update_value *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "ShareUpdateValue v%d", (int)version);
	return w->err->code;
}

size_t kw_share_update_value_size(const struct kw_share_update_value *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_share_update_value_equal(const struct kw_share_update_value *a, const struct kw_share_update_value *b)
{
	return equal_message(a, b);
}
