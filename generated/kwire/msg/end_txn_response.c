/* generated from schemas/clients/EndTxnResponse.json by kwire-gen, do not edit */
#include "kwire/msg/end_txn_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_end_txn_response *s);
static int decode_message(struct kw_end_txn_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_end_txn_response *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_end_txn_response *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_end_txn_response *a, const struct kw_end_txn_response *b);

static void init_message(struct kw_end_txn_response *m)
{
	memset(m, 0, sizeof *m);
	m->producer_id = INT64_C(-1);
	m->producer_epoch = -1;
}

void kw_end_txn_response_init(struct kw_end_txn_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_end_txn_response *a, const struct kw_end_txn_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->producer_id != b->producer_id)
		return false;
	if (a->producer_epoch != b->producer_epoch)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_end_txn_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->producer_id != INT64_C(-1))
		return false;
	if (m->producer_epoch != -1)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_end_txn_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->throttle_time_ms = (int32_t)kw__ld32(q + 0);
		m->error_code = (int16_t)kw__ld16(q + 4);
		in.p += 6;
	} else {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
	}
	if (version >= 5) {
		if (kw__left(&in) >= 10) {
			const uint8_t *q = in.p;
			m->producer_id = (int64_t)kw__ld64(q + 0);
			m->producer_epoch = (int16_t)kw__ld16(q + 8);
			in.p += 10;
		} else {
			if (!kw__rd_i64(&in, &m->producer_id))
				return kw__fail_field(in.r->err, "producer_id");
			if (!kw__rd_i16(&in, &m->producer_epoch))
				return kw__fail_field(in.r->err, "producer_epoch");
		}
	} else {
		m->producer_id = INT64_C(-1);
		m->producer_epoch = -1;
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

static size_t size_message(const struct kw_end_txn_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	if (version >= 5) {
		n += 8;
	}
	if (version >= 5) {
		n += 2;
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

static uint8_t *put_message(const struct kw_end_txn_response *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_i16(p, m->error_code);
	if (version >= 5) {
		p = kw__put_i64(p, m->producer_id);
	}
	if (version >= 5) {
		p = kw__put_i16(p, m->producer_epoch);
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

int kw_end_txn_response_decode(struct kw_end_txn_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_end_txn_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "EndTxnResponse v%d", (int)version);
	return rc;
}

int kw_end_txn_response_encode(const struct kw_end_txn_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 5) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
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
			uint8_t *end = put_message(m, version, p);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "EndTxnResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_end_txn_response_size(const struct kw_end_txn_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_end_txn_response_equal(const struct kw_end_txn_response *a, const struct kw_end_txn_response *b)
{
	return equal_message(a, b);
}
