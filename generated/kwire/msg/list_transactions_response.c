/* generated from schemas/clients/ListTransactionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/list_transactions_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_transaction_state(struct kw_list_transactions_response_transaction_state *s);
static int decode_transaction_state(struct kw_list_transactions_response_transaction_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version, struct kw_writer *w);
static uint8_t *put_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version);
static bool equal_transaction_state(const struct kw_list_transactions_response_transaction_state *a, const struct kw_list_transactions_response_transaction_state *b);
static void init_message(struct kw_list_transactions_response *s);
static int decode_message(struct kw_list_transactions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_list_transactions_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_list_transactions_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_list_transactions_response *m, int16_t version);
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

static int decode_transaction_state(struct kw_list_transactions_response_transaction_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_transaction_state(m);
	if (!kw__rd_string(r, &m->transactional_id, true, false))
		return kw__fail_field(r->err, "transactional_id");
	if (!kw__rd_i64(r, &m->producer_id))
		return kw__fail_field(r->err, "producer_id");
	if (!kw__rd_string(r, &m->transaction_state, true, false))
		return kw__fail_field(r->err, "transaction_state");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->transactional_id.len < 0)
		return kw__null_fail(w, "transactional_id", version);
	if (!kw__wr_string(w, m->transactional_id, true))
		return kw__fail_field(w->err, "transactional_id");
	kw__wr_i64(w, m->producer_id);
	if (m->transaction_state.len < 0)
		return kw__null_fail(w, "transaction_state", version);
	if (!kw__wr_string(w, m->transaction_state, true))
		return kw__fail_field(w->err, "transaction_state");
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->transactional_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->transactional_id, true)))
		return NULL;
	if (!(p = kw__put_i64(p, end, m->producer_id)))
		return NULL;
	if (m->transaction_state.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->transaction_state, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_transaction_state(const struct kw_list_transactions_response_transaction_state *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->transactional_id, true);
	n += 8;
	n += kw__size_string(m->transaction_state, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
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
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->throttle_time_ms))
		return kw__fail_field(r->err, "throttle_time_ms");
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 1))
			return kw__fail_field(r->err, "unknown_state_filters");
		m->unknown_state_filters_count = n;
		m->unknown_state_filters = NULL;
		if (n > 0) {
			m->unknown_state_filters = kw__alloc(a, (size_t)n * sizeof *m->unknown_state_filters);
			if (!m->unknown_state_filters)
				return kw__nomem(r, "unknown_state_filters");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(r, &m->unknown_state_filters[i], true, false))
					return kw__fail_index(r->err, i, "unknown_state_filters");
			}
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 11))
			return kw__fail_field(r->err, "transaction_states");
		m->transaction_states_count = n;
		m->transaction_states = NULL;
		if (n > 0) {
			m->transaction_states = kw__alloc(a, (size_t)n * sizeof *m->transaction_states);
			if (!m->transaction_states)
				return kw__nomem(r, "transaction_states");
			for (int32_t i = 0; i < n; i++) {
				if (decode_transaction_state(&m->transaction_states[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "transaction_states");
			}
		}
	}
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_list_transactions_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->throttle_time_ms);
	kw__wr_i16(w, m->error_code);
	if (m->unknown_state_filters_count < 0)
		return kw__null_fail(w, "unknown_state_filters", version);
	kw__wr_array_len(w, m->unknown_state_filters_count, true);
	for (int32_t i = 0; i < m->unknown_state_filters_count; i++) {
		if (m->unknown_state_filters[i].len < 0) {
			kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
			return kw__fail_index(w->err, i, "unknown_state_filters");
		}
		if (!kw__wr_string(w, m->unknown_state_filters[i], true))
			return kw__fail_index(w->err, i, "unknown_state_filters");
	}
	if (m->transaction_states_count < 0)
		return kw__null_fail(w, "transaction_states", version);
	kw__wr_array_len(w, m->transaction_states_count, true);
	for (int32_t i = 0; i < m->transaction_states_count; i++) {
		if (encode_transaction_state(&m->transaction_states[i], version, w) < 0)
			return kw__fail_index(w->err, i, "transaction_states");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_list_transactions_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (m->unknown_state_filters_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->unknown_state_filters_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->unknown_state_filters_count; i++) {
		if (m->unknown_state_filters[i].len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->unknown_state_filters[i], true)))
			return NULL;
	}
	if (m->transaction_states_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->transaction_states_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->transaction_states_count; i++) {
		if (!(p = put_transaction_state(&m->transaction_states[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_list_transactions_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 2;
	n += kw__size_array_len(m->unknown_state_filters_count, true);
	for (int32_t i = 0; i < m->unknown_state_filters_count; i++)
		n += kw__size_string(m->unknown_state_filters[i], true);
	n += kw__size_array_len(m->transaction_states_count, true);
	for (int32_t i = 0; i < m->transaction_states_count; i++)
		n += size_transaction_state(&m->transaction_states[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
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
	int rc;
	if (version < 0 || version > 1) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		/*
		 * First through a local cursor (a growable writer is grown
		 * to the size first); if that cannot finish, the checked
		 * encoder starts over from the same position, and grows
		 * the buffer or reports the error.
		 */
		uint8_t *end = NULL;
		if (w->growable && kw_writer_ok(w)) {
			size_t need = size_message(m, version);
			if (kw_writer_reserve(w, need) != NULL)
				w->pos -= need;
		}
		if (kw_writer_ok(w) && w->buf != NULL)
			end = put_message(m, version, w->buf + w->pos, w->buf + w->cap);
		if (end != NULL) {
			w->pos = (size_t)(end - w->buf);
			rc = 0;
		} else {
			rc = encode_message(m, version, w);
		}
	}
	if (rc < 0)
		kw_error_set_context(w->err, "ListTransactionsResponse v%d", (int)version);
	return rc;
}

size_t kw_list_transactions_response_size(const struct kw_list_transactions_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_list_transactions_response_equal(const struct kw_list_transactions_response *a, const struct kw_list_transactions_response *b)
{
	return equal_message(a, b);
}
