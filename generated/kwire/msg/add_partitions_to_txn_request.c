/* generated from schemas/clients/AddPartitionsToTxnRequest.json by kwire-gen, do not edit */
#include "kwire/msg/add_partitions_to_txn_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_add_partitions_to_txn_topic(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *s);
static inline __attribute__((always_inline)) int decode_add_partitions_to_txn_topic(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version, uint8_t *p);
static bool equal_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *a, const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *b);
static void init_add_partitions_to_txn_transaction(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *s);
static int decode_add_partitions_to_txn_transaction(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version, uint8_t *p);
static bool equal_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *a, const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *b);
static void init_message(struct kw_add_partitions_to_txn_request *s);
static int decode_message(struct kw_add_partitions_to_txn_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_add_partitions_to_txn_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_add_partitions_to_txn_request *a, const struct kw_add_partitions_to_txn_request *b);

static void init_add_partitions_to_txn_topic(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_add_partitions_to_txn_request_add_partitions_to_txn_topic_init(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *s)
{
	init_add_partitions_to_txn_topic(s);
}

static bool equal_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *a, const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (a->partitions[i] != b->partitions[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_add_partitions_to_txn_topic(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 3, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_i32_array(&in, a, &m->partitions, &m->partitions_count, version >= 3, false))
		return kw__fail_field(in.r->err, "partitions");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 3) {
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

static inline __attribute__((always_inline)) size_t size_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, version >= 3);
	if (KW__LIKELY((version >= 3) && (uint32_t)m->partitions_count < 127u)) {
		n += 1 + (size_t)m->partitions_count * 4;
	} else {
		if (m->partitions_count < 0)
			return kw__size_fail_null(e, at + n, "partitions", version);
		n += kw__size_array_len(m->partitions_count, version >= 3) + (size_t)m->partitions_count * 4;
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

static inline __attribute__((always_inline)) uint8_t *put_add_partitions_to_txn_topic(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 3);
	p = kw__put_array_len(p, m->partitions_count, version >= 3);
	if (m->partitions_count > 0)
		p = kw__put_i32_array(p, m->partitions, m->partitions_count);
	if (version >= 3) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_add_partitions_to_txn_transaction(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *s)
{
	memset(s, 0, sizeof *s);
	s->transactional_id = (struct kw_str){ "", 0 };
	s->verify_only = false;
}

void kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction_init(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *s)
{
	init_add_partitions_to_txn_transaction(s);
}

static bool equal_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *a, const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *b)
{
	if (!kw_str_equal(a->transactional_id, b->transactional_id))
		return false;
	if (a->producer_id != b->producer_id)
		return false;
	if (a->producer_epoch != b->producer_epoch)
		return false;
	if (a->verify_only != b->verify_only)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_add_partitions_to_txn_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m)
{
	if (m->transactional_id.len != 0)
		return false;
	if (m->producer_id != INT64_C(0))
		return false;
	if (m->producer_epoch != 0)
		return false;
	if (m->verify_only != false)
		return false;
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_add_partitions_to_txn_transaction(struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->transactional_id, true, false))
		return kw__fail_field(in.r->err, "transactional_id");
	if (kw__left(&in) >= 11) {
		const uint8_t *q = in.p;
		m->producer_id = (int64_t)kw__ld64(q + 0);
		m->producer_epoch = (int16_t)kw__ld16(q + 8);
		m->verify_only = q[10] != 0;
		in.p += 11;
	} else {
		if (!kw__rd_i64(&in, &m->producer_id))
			return kw__fail_field(in.r->err, "producer_id");
		if (!kw__rd_i16(&in, &m->producer_epoch))
			return kw__fail_field(in.r->err, "producer_epoch");
		if (!kw__rd_bool(&in, &m->verify_only))
			return kw__fail_field(in.r->err, "verify_only");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 3))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			if (version == 5) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_add_partitions_to_txn_topic(&m->topics[i], 5, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topics");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_add_partitions_to_txn_topic(&m->topics[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topics");
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
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version, size_t at,
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
	n += 2;
	n += 1;
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, true);
	if (version == 5) {
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_add_partitions_to_txn_topic(&m->topics[i], 5, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topics");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_add_partitions_to_txn_topic(&m->topics[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topics");
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

static inline __attribute__((always_inline)) uint8_t *put_add_partitions_to_txn_transaction(const struct kw_add_partitions_to_txn_request_add_partitions_to_txn_transaction *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->transactional_id, true);
	p = kw__put_i64(p, m->producer_id);
	p = kw__put_i16(p, m->producer_epoch);
	p = kw__put_bool(p, m->verify_only);
	p = kw__put_array_len(p, m->topics_count, true);
	if (version == 5) {
		for (int32_t i = 0; i < m->topics_count; i++)
			p = put_add_partitions_to_txn_topic(&m->topics[i], 5, p);
	} else {
		for (int32_t i = 0; i < m->topics_count; i++)
			p = put_add_partitions_to_txn_topic(&m->topics[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_add_partitions_to_txn_request *m)
{
	memset(m, 0, sizeof *m);
	m->v3_and_below_transactional_id = (struct kw_str){ "", 0 };
}

void kw_add_partitions_to_txn_request_init(struct kw_add_partitions_to_txn_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_add_partitions_to_txn_request *a, const struct kw_add_partitions_to_txn_request *b)
{
	if (a->transactions_count != b->transactions_count)
		return false;
	for (int32_t i = 0; i < a->transactions_count; i++) {
		if (!equal_add_partitions_to_txn_transaction(&a->transactions[i], &b->transactions[i]))
			return false;
	}
	if (!kw_str_equal(a->v3_and_below_transactional_id, b->v3_and_below_transactional_id))
		return false;
	if (a->v3_and_below_producer_id != b->v3_and_below_producer_id)
		return false;
	if (a->v3_and_below_producer_epoch != b->v3_and_below_producer_epoch)
		return false;
	if (a->v3_and_below_topics_count != b->v3_and_below_topics_count)
		return false;
	for (int32_t i = 0; i < a->v3_and_below_topics_count; i++) {
		if (!equal_add_partitions_to_txn_topic(&a->v3_and_below_topics[i], &b->v3_and_below_topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_add_partitions_to_txn_request *m)
{
	if (m->transactions_count != 0)
		return false;
	if (m->v3_and_below_transactional_id.len != 0)
		return false;
	if (m->v3_and_below_producer_id != INT64_C(0))
		return false;
	if (m->v3_and_below_producer_epoch != 0)
		return false;
	if (m->v3_and_below_topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_add_partitions_to_txn_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 14))
				return kw__fail_field(in.r->err, "transactions");
			m->transactions_count = n;
			m->transactions = NULL;
			if (n > 0) {
				m->transactions = kw__alloc(a, (size_t)n * sizeof *m->transactions);
				if (!m->transactions)
					return kw__nomem(&in, "transactions");
				struct kw__cur t = in;
				for (int32_t i = 0; i < n; i++) {
					if (decode_add_partitions_to_txn_transaction(&m->transactions[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "transactions");
				}
				in = t;
			}
		}
	} else {
		m->transactions = NULL;
		m->transactions_count = 0;
	}
	if (version <= 3) {
		if (!kw__rd_string(&in, &m->v3_and_below_transactional_id, version >= 3, false))
			return kw__fail_field(in.r->err, "v3_and_below_transactional_id");
	} else {
		m->v3_and_below_transactional_id = (struct kw_str){ "", 0 };
	}
	if (version <= 3) {
		if (kw__left(&in) >= 10) {
			const uint8_t *q = in.p;
			m->v3_and_below_producer_id = (int64_t)kw__ld64(q + 0);
			m->v3_and_below_producer_epoch = (int16_t)kw__ld16(q + 8);
			in.p += 10;
		} else {
			if (!kw__rd_i64(&in, &m->v3_and_below_producer_id))
				return kw__fail_field(in.r->err, "v3_and_below_producer_id");
			if (!kw__rd_i16(&in, &m->v3_and_below_producer_epoch))
				return kw__fail_field(in.r->err, "v3_and_below_producer_epoch");
		}
	} else {
		m->v3_and_below_producer_id = 0;
		m->v3_and_below_producer_epoch = 0;
	}
	if (version <= 3) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, version >= 3, false, 3))
				return kw__fail_field(in.r->err, "v3_and_below_topics");
			m->v3_and_below_topics_count = n;
			m->v3_and_below_topics = NULL;
			if (n > 0) {
				m->v3_and_below_topics = kw__alloc(a, (size_t)n * sizeof *m->v3_and_below_topics);
				if (!m->v3_and_below_topics)
					return kw__nomem(&in, "v3_and_below_topics");
				struct kw__cur t = in;
				if (version == 5) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_add_partitions_to_txn_topic(&m->v3_and_below_topics[i], 5, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "v3_and_below_topics");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_add_partitions_to_txn_topic(&m->v3_and_below_topics[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "v3_and_below_topics");
					}
				}
				in = t;
			}
		}
	} else {
		m->v3_and_below_topics = NULL;
		m->v3_and_below_topics_count = 0;
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

static size_t size_message(const struct kw_add_partitions_to_txn_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 4) && m->transactions_count != 0)
		return kw__size_fail_nondefault(e, at + n, "transactions", version);
	if (version >= 4) {
		if (m->transactions_count < 0)
			return kw__size_fail_null(e, at + n, "transactions", version);
		n += kw__size_array_len(m->transactions_count, true);
		for (int32_t i = 0; i < m->transactions_count; i++) {
			size_t k = size_add_partitions_to_txn_transaction(&m->transactions[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "transactions");
			n += k;
		}
	}
	if (!(version <= 3) && m->v3_and_below_transactional_id.len != 0)
		return kw__size_fail_nondefault(e, at + n, "v3_and_below_transactional_id", version);
	if (version <= 3) {
		if (m->v3_and_below_transactional_id.len < 0)
			return kw__size_fail_null(e, at + n, "v3_and_below_transactional_id", version);
		if (m->v3_and_below_transactional_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->v3_and_below_transactional_id.len, "v3_and_below_transactional_id");
		n += kw__size_string(m->v3_and_below_transactional_id, version >= 3);
	}
	if (!(version <= 3) && m->v3_and_below_producer_id != INT64_C(0))
		return kw__size_fail_nondefault(e, at + n, "v3_and_below_producer_id", version);
	if (version <= 3) {
		n += 8;
	}
	if (!(version <= 3) && m->v3_and_below_producer_epoch != 0)
		return kw__size_fail_nondefault(e, at + n, "v3_and_below_producer_epoch", version);
	if (version <= 3) {
		n += 2;
	}
	if (!(version <= 3) && m->v3_and_below_topics_count != 0)
		return kw__size_fail_nondefault(e, at + n, "v3_and_below_topics", version);
	if (version <= 3) {
		if (m->v3_and_below_topics_count < 0)
			return kw__size_fail_null(e, at + n, "v3_and_below_topics", version);
		n += kw__size_array_len(m->v3_and_below_topics_count, version >= 3);
		if (version == 5) {
			for (int32_t i = 0; i < m->v3_and_below_topics_count; i++) {
				size_t k = size_add_partitions_to_txn_topic(&m->v3_and_below_topics[i], 5, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "v3_and_below_topics");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->v3_and_below_topics_count; i++) {
				size_t k = size_add_partitions_to_txn_topic(&m->v3_and_below_topics[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "v3_and_below_topics");
				n += k;
			}
		}
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

static size_t size_shallow_message(const struct kw_add_partitions_to_txn_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version >= 4) && m->transactions_count != 0)
		return kw__size_fail_nondefault(e, at + n, "transactions", version);
	if (version >= 4) {
		if (m->transactions_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->transactions_count, true);
	}
	if (!(version <= 3) && m->v3_and_below_transactional_id.len != 0)
		return kw__size_fail_nondefault(e, at + n, "v3_and_below_transactional_id", version);
	if (version <= 3) {
		if (m->v3_and_below_transactional_id.len < 0)
			return kw__size_fail_null(e, at + n, "v3_and_below_transactional_id", version);
		if (m->v3_and_below_transactional_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->v3_and_below_transactional_id.len, "v3_and_below_transactional_id");
		n += kw__size_string(m->v3_and_below_transactional_id, version >= 3);
	}
	if (!(version <= 3) && m->v3_and_below_producer_id != INT64_C(0))
		return kw__size_fail_nondefault(e, at + n, "v3_and_below_producer_id", version);
	if (version <= 3) {
		n += 8;
	}
	if (!(version <= 3) && m->v3_and_below_producer_epoch != 0)
		return kw__size_fail_nondefault(e, at + n, "v3_and_below_producer_epoch", version);
	if (version <= 3) {
		n += 2;
	}
	if (!(version <= 3) && m->v3_and_below_topics_count != 0)
		return kw__size_fail_nondefault(e, at + n, "v3_and_below_topics", version);
	if (version <= 3) {
		if (m->v3_and_below_topics_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->v3_and_below_topics_count, version >= 3);
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

static uint8_t *fill_message(const struct kw_add_partitions_to_txn_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 4) {
		p = kw__put_array_len(p, m->transactions_count, true);
		for (int32_t i = 0; i < m->transactions_count; i++) {
			size_t k = size_add_partitions_to_txn_transaction(&m->transactions[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_add_partitions_to_txn_transaction(&m->transactions[i], version, p);
		}
	}
	if (version <= 3) {
		p = kw__put_string(p, m->v3_and_below_transactional_id, version >= 3);
	}
	if (version <= 3) {
		p = kw__put_i64(p, m->v3_and_below_producer_id);
	}
	if (version <= 3) {
		p = kw__put_i16(p, m->v3_and_below_producer_epoch);
	}
	if (version <= 3) {
		p = kw__put_array_len(p, m->v3_and_below_topics_count, version >= 3);
		for (int32_t i = 0; i < m->v3_and_below_topics_count; i++) {
			size_t k = size_add_partitions_to_txn_topic(&m->v3_and_below_topics[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_add_partitions_to_txn_topic(&m->v3_and_below_topics[i], version, p);
		}
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

int kw_add_partitions_to_txn_request_decode(struct kw_add_partitions_to_txn_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_add_partitions_to_txn_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "AddPartitionsToTxnRequest v%d", (int)version);
	return rc;
}

int kw_add_partitions_to_txn_request_encode(const struct kw_add_partitions_to_txn_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 5) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 5)", (int)version);
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
	kw_error_set_context(w->err, "AddPartitionsToTxnRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_add_partitions_to_txn_request_size(const struct kw_add_partitions_to_txn_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_add_partitions_to_txn_request_equal(const struct kw_add_partitions_to_txn_request *a, const struct kw_add_partitions_to_txn_request *b)
{
	return equal_message(a, b);
}
