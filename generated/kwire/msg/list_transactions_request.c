/* generated from schemas/clients/ListTransactionsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/list_transactions_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_list_transactions_request *s);
static int decode_message(struct kw_list_transactions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_list_transactions_request *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_list_transactions_request *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_list_transactions_request *a, const struct kw_list_transactions_request *b);

static void init_message(struct kw_list_transactions_request *m)
{
	memset(m, 0, sizeof *m);
	m->duration_filter = INT64_C(-1);
}

void kw_list_transactions_request_init(struct kw_list_transactions_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_list_transactions_request *a, const struct kw_list_transactions_request *b)
{
	if (a->state_filters_count != b->state_filters_count)
		return false;
	for (int32_t i = 0; i < a->state_filters_count; i++) {
		if (!kw_str_equal(a->state_filters[i], b->state_filters[i]))
			return false;
	}
	if (a->producer_id_filters_count != b->producer_id_filters_count)
		return false;
	for (int32_t i = 0; i < a->producer_id_filters_count; i++) {
		if (a->producer_id_filters[i] != b->producer_id_filters[i])
			return false;
	}
	if (a->duration_filter != b->duration_filter)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_list_transactions_request *m)
{
	if (m->state_filters_count != 0)
		return false;
	if (m->producer_id_filters_count != 0)
		return false;
	if (m->duration_filter != INT64_C(-1))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_list_transactions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 1))
			return kw__fail_field(in.r->err, "state_filters");
		m->state_filters_count = n;
		m->state_filters = NULL;
		if (n > 0) {
			m->state_filters = kw__alloc(a, (size_t)n * sizeof *m->state_filters);
			if (!m->state_filters)
				return kw__nomem(&in, "state_filters");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->state_filters[i], true, false))
					return kw__fail_index(in.r->err, i, "state_filters");
			}
		}
	}
	if (!kw__rd_i64_array(&in, a, &m->producer_id_filters, &m->producer_id_filters_count, true, false))
		return kw__fail_field(in.r->err, "producer_id_filters");
	if (version >= 1) {
		if (!kw__rd_i64(&in, &m->duration_filter))
			return kw__fail_field(in.r->err, "duration_filter");
	} else {
		m->duration_filter = INT64_C(-1);
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

static size_t size_message(const struct kw_list_transactions_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->state_filters_count < 0)
		return kw__size_fail_null(e, at + n, "state_filters", version);
	n += kw__size_array_len(m->state_filters_count, true);
	for (int32_t i = 0; i < m->state_filters_count; i++) {
		if (m->state_filters[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "state_filters", version);
		if (m->state_filters[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->state_filters[i].len, NULL);
			return kw__size_fail_index(e, i, "state_filters");
		}
		n += kw__size_string(m->state_filters[i], true);
	}
	if (KW__LIKELY((true) && (uint32_t)m->producer_id_filters_count < 127u)) {
		n += 1 + (size_t)m->producer_id_filters_count * 8;
	} else {
		if (m->producer_id_filters_count < 0)
			return kw__size_fail_null(e, at + n, "producer_id_filters", version);
		n += kw__size_array_len(m->producer_id_filters_count, true) + (size_t)m->producer_id_filters_count * 8;
	}
	if (!(version >= 1) && m->duration_filter != INT64_C(-1))
		return kw__size_fail_nondefault(e, at + n, "duration_filter", version);
	if (version >= 1) {
		n += 8;
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

static uint8_t *put_message(const struct kw_list_transactions_request *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_array_len(p, m->state_filters_count, true);
	for (int32_t i = 0; i < m->state_filters_count; i++)
		p = kw__put_string(p, m->state_filters[i], true);
	p = kw__put_array_len(p, m->producer_id_filters_count, true);
	if (m->producer_id_filters_count > 0)
		p = kw__put_i64_array(p, m->producer_id_filters, m->producer_id_filters_count);
	if (version >= 1) {
		p = kw__put_i64(p, m->duration_filter);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_list_transactions_request_decode(struct kw_list_transactions_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_list_transactions_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ListTransactionsRequest v%d", (int)version);
	return rc;
}

int kw_list_transactions_request_encode(const struct kw_list_transactions_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
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
	kw_error_set_context(w->err, "ListTransactionsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_list_transactions_request_size(const struct kw_list_transactions_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_list_transactions_request_equal(const struct kw_list_transactions_request *a, const struct kw_list_transactions_request *b)
{
	return equal_message(a, b);
}
