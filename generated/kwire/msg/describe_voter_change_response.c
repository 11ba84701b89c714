/* generated from schemas/kwire/DescribeVoterChangeResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_voter_change_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_voter(struct kw_describe_voter_change_response_voter *s);
static int decode_voter(struct kw_describe_voter_change_response_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_voter(const struct kw_describe_voter_change_response_voter *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_describe_voter_change_response_voter *m, int16_t version, uint8_t *p);
static bool equal_voter(const struct kw_describe_voter_change_response_voter *a, const struct kw_describe_voter_change_response_voter *b);
static void init_message(struct kw_describe_voter_change_response *s);
static int decode_message(struct kw_describe_voter_change_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_voter_change_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_describe_voter_change_response *a, const struct kw_describe_voter_change_response *b);

static void init_voter(struct kw_describe_voter_change_response_voter *s)
{
	memset(s, 0, sizeof *s);
}

void kw_describe_voter_change_response_voter_init(struct kw_describe_voter_change_response_voter *s)
{
	init_voter(s);
}

static bool equal_voter(const struct kw_describe_voter_change_response_voter *a, const struct kw_describe_voter_change_response_voter *b)
{
	if (a->voter_id != b->voter_id)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_voter(const struct kw_describe_voter_change_response_voter *m)
{
	if (m->voter_id != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_voter(struct kw_describe_voter_change_response_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->voter_id))
		return kw__fail_field(in.r->err, "voter_id");
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

static inline __attribute__((always_inline)) size_t size_voter(const struct kw_describe_voter_change_response_voter *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
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

static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_describe_voter_change_response_voter *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->voter_id);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_describe_voter_change_response *m)
{
	memset(m, 0, sizeof *m);
	m->target_voters_count = -1;
}

void kw_describe_voter_change_response_init(struct kw_describe_voter_change_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_voter_change_response *a, const struct kw_describe_voter_change_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->high_watermark != b->high_watermark)
		return false;
	if (a->record_offset != b->record_offset)
		return false;
	if (a->record_type != b->record_type)
		return false;
	if (a->current_voters_count != b->current_voters_count)
		return false;
	for (int32_t i = 0; i < a->current_voters_count; i++) {
		if (!equal_voter(&a->current_voters[i], &b->current_voters[i]))
			return false;
	}
	if (a->target_voters_count != b->target_voters_count)
		return false;
	for (int32_t i = 0; i < a->target_voters_count; i++) {
		if (!equal_voter(&a->target_voters[i], &b->target_voters[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_voter_change_response *m)
{
	if (m->error_code != 0)
		return false;
	if (m->leader_id != 0)
		return false;
	if (m->leader_epoch != 0)
		return false;
	if (m->high_watermark != INT64_C(0))
		return false;
	if (m->record_offset != INT64_C(0))
		return false;
	if (m->record_type != 0)
		return false;
	if (m->current_voters_count != 0)
		return false;
	if (m->target_voters_count >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_voter_change_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 28) {
		const uint8_t *q = in.p;
		m->error_code = (int16_t)kw__ld16(q + 0);
		m->leader_id = (int32_t)kw__ld32(q + 2);
		m->leader_epoch = (int32_t)kw__ld32(q + 6);
		m->high_watermark = (int64_t)kw__ld64(q + 10);
		m->record_offset = (int64_t)kw__ld64(q + 18);
		m->record_type = (int16_t)kw__ld16(q + 26);
		in.p += 28;
	} else {
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
		if (!kw__rd_i64(&in, &m->high_watermark))
			return kw__fail_field(in.r->err, "high_watermark");
		if (!kw__rd_i64(&in, &m->record_offset))
			return kw__fail_field(in.r->err, "record_offset");
		if (!kw__rd_i16(&in, &m->record_type))
			return kw__fail_field(in.r->err, "record_type");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "current_voters");
		m->current_voters_count = n;
		m->current_voters = NULL;
		if (n > 0) {
			m->current_voters = kw__alloc(a, (size_t)n * sizeof *m->current_voters);
			if (!m->current_voters)
				return kw__nomem(&in, "current_voters");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_voter(&m->current_voters[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "current_voters");
			}
			in = t;
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, true, 5))
			return kw__fail_field(in.r->err, "target_voters");
		m->target_voters_count = n;
		m->target_voters = NULL;
		if (n > 0) {
			m->target_voters = kw__alloc(a, (size_t)n * sizeof *m->target_voters);
			if (!m->target_voters)
				return kw__nomem(&in, "target_voters");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_voter(&m->target_voters[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "target_voters");
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

static size_t size_message(const struct kw_describe_voter_change_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	n += 4;
	n += 8;
	n += 8;
	n += 2;
	if (m->current_voters_count < 0)
		return kw__size_fail_null(e, at + n, "current_voters", version);
	n += kw__size_array_len(m->current_voters_count, true);
	for (int32_t i = 0; i < m->current_voters_count; i++) {
		size_t k = size_voter(&m->current_voters[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "current_voters");
		n += k;
	}
	if (m->target_voters_count < -1)
		return kw__size_fail_count(e, at + n, m->target_voters_count, "target_voters");
	n += kw__size_array_len(m->target_voters_count, true);
	for (int32_t i = 0; i < m->target_voters_count; i++) {
		size_t k = size_voter(&m->target_voters[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "target_voters");
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

static size_t size_shallow_message(const struct kw_describe_voter_change_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	n += 4;
	n += 8;
	n += 8;
	n += 2;
	if (m->current_voters_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->current_voters_count, true);
	if (m->target_voters_count < -1)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->target_voters_count, true);
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

static uint8_t *fill_message(const struct kw_describe_voter_change_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_i64(p, m->high_watermark);
	p = kw__put_i64(p, m->record_offset);
	p = kw__put_i16(p, m->record_type);
	p = kw__put_array_len(p, m->current_voters_count, true);
	for (int32_t i = 0; i < m->current_voters_count; i++) {
		size_t k = size_voter(&m->current_voters[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_voter(&m->current_voters[i], version, p);
	}
	p = kw__put_array_len(p, m->target_voters_count, true);
	for (int32_t i = 0; i < m->target_voters_count; i++) {
		size_t k = size_voter(&m->target_voters[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_voter(&m->target_voters[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_describe_voter_change_response_decode(struct kw_describe_voter_change_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_voter_change_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeVoterChangeResponse v%d", (int)version);
	return rc;
}

int kw_describe_voter_change_response_encode(const struct kw_describe_voter_change_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "DescribeVoterChangeResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_voter_change_response_size(const struct kw_describe_voter_change_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_voter_change_response_equal(const struct kw_describe_voter_change_response *a, const struct kw_describe_voter_change_response *b)
{
	return equal_message(a, b);
}
