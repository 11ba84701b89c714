/* generated from schemas/clients/ListTransactionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/list_transactions_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_transaction_state(struct kw_list_transactions_response_transaction_state *s);
static inline __attribute__((always_inline)) int decode_transaction_state(struct kw_list_transactions_response_transaction_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version, uint8_t *p);
static bool equal_transaction_state(const struct kw_list_transactions_response_transaction_state *a, const struct kw_list_transactions_response_transaction_state *b);
static void init_message(struct kw_list_transactions_response *s);
static int decode_message(struct kw_list_transactions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_list_transactions_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_list_transactions_response *a, const struct kw_list_transactions_response *b);

static void init_transaction_state(struct kw_list_transactions_response_transaction_state *s)
{
	memset(s, 0, sizeof *s);
	s->transactional_id = (struct kw_str){ "", 0 };
	s->transaction_state = (struct kw_str){ "", 0 };
}

void kw_list_transactions_response_transaction_state_init(struct kw_list_transactions_response_transaction_state *s)
{
	init_transaction_state(s);
}

static bool equal_transaction_state(const struct kw_list_transactions_response_transaction_state *a, const struct kw_list_transactions_response_transaction_state *b)
{
	if (!kw_str_equal(a->transactional_id, b->transactional_id))
		return false;
	if (a->producer_id != b->producer_id)
		return false;
	if (!kw_str_equal(a->transaction_state, b->transaction_state))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_transaction_state(const struct kw_list_transactions_response_transaction_state *m)
{
	if (m->transactional_id.len != 0)
		return false;
	if (m->producer_id != INT64_C(0))
		return false;
	if (m->transaction_state.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_transaction_state(struct kw_list_transactions_response_transaction_state *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->transactional_id, true, false))
		return kw__fail_field(in.r->err, "transactional_id");
	if (!kw__rd_i64(&in, &m->producer_id))
		return kw__fail_field(in.r->err, "producer_id");
	if (!kw__rd_string(&in, &m->transaction_state, true, false))
		return kw__fail_field(in.r->err, "transaction_state");
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

static inline __attribute__((always_inline)) size_t size_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->transactional_id.len < 0)
		return kw__size_fail_null(e, at + n, "transactional_id", version);
	if (m->transactional_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->transactional_id.len, "transactional_id");
	n += kw__size_string(m->transactional_id, true);
	n += 8;
	if (m->transaction_state.len < 0)
		return kw__size_fail_null(e, at + n, "transaction_state", version);
	if (m->transaction_state.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->transaction_state.len, "transaction_state");
	n += kw__size_string(m->transaction_state, true);
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

static inline __attribute__((always_inline)) uint8_t *put_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->transactional_id, true);
	p = kw__put_i64(p, m->producer_id);
	p = kw__put_string(p, m->transaction_state, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_list_transactions_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_list_transactions_response_init(struct kw_list_transactions_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_list_transactions_response *a, const struct kw_list_transactions_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->unknown_state_filters_count != b->unknown_state_filters_count)
		return false;
	for (int32_t i = 0; i < a->unknown_state_filters_count; i++) {
		if (!kw_str_equal(a->unknown_state_filters[i], b->unknown_state_filters[i]))
			return false;
	}
	if (a->transaction_states_count != b->transaction_states_count)
		return false;
	for (int32_t i = 0; i < a->transaction_states_count; i++) {
		if (!equal_transaction_state(&a->transaction_states[i], &b->transaction_states[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_list_transactions_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->unknown_state_filters_count != 0)
		return false;
	if (m->transaction_states_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_list_transactions_response *m, int16_t version, struct kw_reader *r,
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
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 1))
			return kw__fail_field(in.r->err, "unknown_state_filters");
		m->unknown_state_filters_count = n;
		m->unknown_state_filters = NULL;
		if (n > 0) {
			m->unknown_state_filters = kw__alloc(a, (size_t)n * sizeof *m->unknown_state_filters);
			if (!m->unknown_state_filters)
				return kw__nomem(&in, "unknown_state_filters");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->unknown_state_filters[i], true, false))
					return kw__fail_index(in.r->err, i, "unknown_state_filters");
			}
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 11))
			return kw__fail_field(in.r->err, "transaction_states");
		m->transaction_states_count = n;
		m->transaction_states = NULL;
		if (n > 0) {
			m->transaction_states = kw__alloc(a, (size_t)n * sizeof *m->transaction_states);
			if (!m->transaction_states)
				return kw__nomem(&in, "transaction_states");
			struct kw__cur t = in;
			if (version == 1) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_transaction_state(&m->transaction_states[i], 1, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "transaction_states");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_transaction_state(&m->transaction_states[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "transaction_states");
				}
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

static size_t size_message(const struct kw_list_transactions_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	if (m->unknown_state_filters_count < 0)
		return kw__size_fail_null(e, at + n, "unknown_state_filters", version);
	n += kw__size_array_len(m->unknown_state_filters_count, true);
	for (int32_t i = 0; i < m->unknown_state_filters_count; i++) {
		if (m->unknown_state_filters[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "unknown_state_filters", version);
		if (m->unknown_state_filters[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->unknown_state_filters[i].len, NULL);
			return kw__size_fail_index(e, i, "unknown_state_filters");
		}
		n += kw__size_string(m->unknown_state_filters[i], true);
	}
	if (m->transaction_states_count < 0)
		return kw__size_fail_null(e, at + n, "transaction_states", version);
	n += kw__size_array_len(m->transaction_states_count, true);
	if (version == 1) {
		for (int32_t i = 0; i < m->transaction_states_count; i++) {
			size_t k = size_transaction_state(&m->transaction_states[i], 1, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "transaction_states");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->transaction_states_count; i++) {
			size_t k = size_transaction_state(&m->transaction_states[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "transaction_states");
			n += k;
		}
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

static size_t size_shallow_message(const struct kw_list_transactions_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	if (m->unknown_state_filters_count < 0)
		return kw__size_fail_null(e, at + n, "unknown_state_filters", version);
	n += kw__size_array_len(m->unknown_state_filters_count, true);
	for (int32_t i = 0; i < m->unknown_state_filters_count; i++) {
		if (m->unknown_state_filters[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "unknown_state_filters", version);
		if (m->unknown_state_filters[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->unknown_state_filters[i].len, NULL);
			return kw__size_fail_index(e, i, "unknown_state_filters");
		}
		n += kw__size_string(m->unknown_state_filters[i], true);
	}
	if (m->transaction_states_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->transaction_states_count, true);
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

static uint8_t *fill_message(const struct kw_list_transactions_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_array_len(p, m->unknown_state_filters_count, true);
	for (int32_t i = 0; i < m->unknown_state_filters_count; i++)
		p = kw__put_string(p, m->unknown_state_filters[i], true);
	p = kw__put_array_len(p, m->transaction_states_count, true);
	for (int32_t i = 0; i < m->transaction_states_count; i++) {
		size_t k = size_transaction_state(&m->transaction_states[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_transaction_state(&m->transaction_states[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_list_transactions_response_decode(struct kw_list_transactions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_list_transactions_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ListTransactionsResponse v%d", (int)version);
	return rc;
}

int kw_list_transactions_response_encode(const struct kw_list_transactions_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
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
	kw_error_set_context(w->err, "ListTransactionsResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_list_transactions_response_size(const struct kw_list_transactions_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_list_transactions_response_equal(const struct kw_list_transactions_response *a, const struct kw_list_transactions_response *b)
{
	return equal_message(a, b);
}
