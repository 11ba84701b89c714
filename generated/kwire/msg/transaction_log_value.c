/* generated from schemas/transaction-coordinator/TransactionLogValue.json by kwire-gen, do not edit */
#include "kwire/msg/transaction_log_value.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_partitions_schema(struct kw_transaction_log_value_partitions_schema *s);
static inline __attribute__((always_inline)) int decode_partitions_schema(struct kw_transaction_log_value_partitions_schema *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_partitions_schema(const struct kw_transaction_log_value_partitions_schema *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_partitions_schema(const struct kw_transaction_log_value_partitions_schema *m, int16_t version, uint8_t *p);
static bool equal_partitions_schema(const struct kw_transaction_log_value_partitions_schema *a, const struct kw_transaction_log_value_partitions_schema *b);
static void init_message(struct kw_transaction_log_value *s);
static int decode_message(struct kw_transaction_log_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_transaction_log_value *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_transaction_log_value *a, const struct kw_transaction_log_value *b);

static void init_partitions_schema(struct kw_transaction_log_value_partitions_schema *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_transaction_log_value_partitions_schema_init(struct kw_transaction_log_value_partitions_schema *s)
{
	init_partitions_schema(s);
}

static bool equal_partitions_schema(const struct kw_transaction_log_value_partitions_schema *a, const struct kw_transaction_log_value_partitions_schema *b)
{
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (a->partition_ids_count != b->partition_ids_count)
		return false;
	for (int32_t i = 0; i < a->partition_ids_count; i++) {
		if (a->partition_ids[i] != b->partition_ids[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partitions_schema(const struct kw_transaction_log_value_partitions_schema *m)
{
	if (m->topic.len != 0)
		return false;
	if (m->partition_ids_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_partitions_schema(struct kw_transaction_log_value_partitions_schema *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic, version >= 1, false))
		return kw__fail_field(in.r->err, "topic");
	if (!kw__rd_i32_array(&in, a, &m->partition_ids, &m->partition_ids_count, version >= 1, false))
		return kw__fail_field(in.r->err, "partition_ids");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
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

static inline __attribute__((always_inline)) size_t size_partitions_schema(const struct kw_transaction_log_value_partitions_schema *m, int16_t version, size_t at,
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
	n += kw__size_string(m->topic, version >= 1);
	if (KW__LIKELY((version >= 1) && (uint32_t)m->partition_ids_count < 127u)) {
		n += 1 + (size_t)m->partition_ids_count * 4;
	} else {
		if (m->partition_ids_count < 0)
			return kw__size_fail_null(e, at + n, "partition_ids", version);
		n += kw__size_array_len(m->partition_ids_count, version >= 1) + (size_t)m->partition_ids_count * 4;
	}
	if (version >= 1) {
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

static inline __attribute__((always_inline)) uint8_t *put_partitions_schema(const struct kw_transaction_log_value_partitions_schema *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic, version >= 1);
	p = kw__put_array_len(p, m->partition_ids_count, version >= 1);
	if (m->partition_ids_count > 0)
		p = kw__put_i32_array(p, m->partition_ids, m->partition_ids_count);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_transaction_log_value *m)
{
	memset(m, 0, sizeof *m);
	m->previous_producer_id = INT64_C(-1);
	m->next_producer_id = INT64_C(-1);
	m->client_transaction_version = 0;
}

void kw_transaction_log_value_init(struct kw_transaction_log_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_transaction_log_value *a, const struct kw_transaction_log_value *b)
{
	if (a->producer_id != b->producer_id)
		return false;
	if (a->previous_producer_id != b->previous_producer_id)
		return false;
	if (a->next_producer_id != b->next_producer_id)
		return false;
	if (a->producer_epoch != b->producer_epoch)
		return false;
	if (a->transaction_timeout_ms != b->transaction_timeout_ms)
		return false;
	if (a->transaction_status != b->transaction_status)
		return false;
	if (a->transaction_partitions_count != b->transaction_partitions_count)
		return false;
	for (int32_t i = 0; i < a->transaction_partitions_count; i++) {
		if (!equal_partitions_schema(&a->transaction_partitions[i], &b->transaction_partitions[i]))
			return false;
	}
	if (a->transaction_last_update_timestamp_ms != b->transaction_last_update_timestamp_ms)
		return false;
	if (a->transaction_start_timestamp_ms != b->transaction_start_timestamp_ms)
		return false;
	if (a->client_transaction_version != b->client_transaction_version)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_transaction_log_value *m)
{
	if (m->producer_id != INT64_C(0))
		return false;
	if (m->previous_producer_id != INT64_C(-1))
		return false;
	if (m->next_producer_id != INT64_C(-1))
		return false;
	if (m->producer_epoch != 0)
		return false;
	if (m->transaction_timeout_ms != 0)
		return false;
	if (m->transaction_status != 0)
		return false;
	if (m->transaction_partitions_count != 0)
		return false;
	if (m->transaction_last_update_timestamp_ms != INT64_C(0))
		return false;
	if (m->transaction_start_timestamp_ms != INT64_C(0))
		return false;
	if (m->client_transaction_version != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_transaction_log_value *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_transaction_log_value *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!kw__rd_i64(&in, &m->previous_producer_id))
			return kw__fail_field(in.r->err, "previous_producer_id");
		return 1;
	case 1:
		if (!kw__rd_i64(&in, &m->next_producer_id))
			return kw__fail_field(in.r->err, "next_producer_id");
		return 1;
	case 2:
		if (!kw__rd_i16(&in, &m->client_transaction_version))
			return kw__fail_field(in.r->err, "client_transaction_version");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_transaction_log_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i64(&in, &m->producer_id))
		return kw__fail_field(in.r->err, "producer_id");
	m->previous_producer_id = INT64_C(-1);
	m->next_producer_id = INT64_C(-1);
	if (kw__left(&in) >= 7) {
		const uint8_t *q = in.p;
		m->producer_epoch = (int16_t)kw__ld16(q + 0);
		m->transaction_timeout_ms = (int32_t)kw__ld32(q + 2);
		m->transaction_status = (int8_t)q[6];
		in.p += 7;
	} else {
		if (!kw__rd_i16(&in, &m->producer_epoch))
			return kw__fail_field(in.r->err, "producer_epoch");
		if (!kw__rd_i32(&in, &m->transaction_timeout_ms))
			return kw__fail_field(in.r->err, "transaction_timeout_ms");
		if (!kw__rd_i8(&in, &m->transaction_status))
			return kw__fail_field(in.r->err, "transaction_status");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 1, true, 3))
			return kw__fail_field(in.r->err, "transaction_partitions");
		m->transaction_partitions_count = n;
		m->transaction_partitions = NULL;
		if (n > 0) {
			m->transaction_partitions = kw__alloc(a, (size_t)n * sizeof *m->transaction_partitions);
			if (!m->transaction_partitions)
				return kw__nomem(&in, "transaction_partitions");
			struct kw__cur t = in;
			if (version == 1) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_partitions_schema(&m->transaction_partitions[i], 1, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "transaction_partitions");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_partitions_schema(&m->transaction_partitions[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "transaction_partitions");
				}
			}
			in = t;
		}
	}
	if (kw__left(&in) >= 16) {
		const uint8_t *q = in.p;
		m->transaction_last_update_timestamp_ms = (int64_t)kw__ld64(q + 0);
		m->transaction_start_timestamp_ms = (int64_t)kw__ld64(q + 8);
		in.p += 16;
	} else {
		if (!kw__rd_i64(&in, &m->transaction_last_update_timestamp_ms))
			return kw__fail_field(in.r->err, "transaction_last_update_timestamp_ms");
		if (!kw__rd_i64(&in, &m->transaction_start_timestamp_ms))
			return kw__fail_field(in.r->err, "transaction_start_timestamp_ms");
	}
	m->client_transaction_version = 0;
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			struct tags_message_ctx c = { m, version, a };
			if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_transaction_log_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	if (!(version >= 1) && m->previous_producer_id != INT64_C(-1))
		return kw__size_fail_nondefault(e, at + n, "previous_producer_id", version);
	if (!(version >= 1) && m->next_producer_id != INT64_C(-1))
		return kw__size_fail_nondefault(e, at + n, "next_producer_id", version);
	n += 2;
	n += 4;
	n += 1;
	if (m->transaction_partitions_count < -1)
		return kw__size_fail_count(e, at + n, m->transaction_partitions_count, "transaction_partitions");
	n += kw__size_array_len(m->transaction_partitions_count, version >= 1);
	if (version == 1) {
		for (int32_t i = 0; i < m->transaction_partitions_count; i++) {
			size_t k = size_partitions_schema(&m->transaction_partitions[i], 1, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "transaction_partitions");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->transaction_partitions_count; i++) {
			size_t k = size_partitions_schema(&m->transaction_partitions[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "transaction_partitions");
			n += k;
		}
	}
	n += 8;
	n += 8;
	if (!(version >= 1) && m->client_transaction_version != 0)
		return kw__size_fail_nondefault(e, at + n, "client_transaction_version", version);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_previous_producer_id = m->previous_producer_id != INT64_C(-1);
		bool has_next_producer_id = m->next_producer_id != INT64_C(-1);
		bool has_client_transaction_version = m->client_transaction_version != 0;
		if (has_previous_producer_id) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_next_producer_id) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_client_transaction_version) {
			size_t vsz = 0;
			vsz += 2;
			n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static size_t size_shallow_message(const struct kw_transaction_log_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	if (!(version >= 1) && m->previous_producer_id != INT64_C(-1))
		return kw__size_fail_nondefault(e, at + n, "previous_producer_id", version);
	if (!(version >= 1) && m->next_producer_id != INT64_C(-1))
		return kw__size_fail_nondefault(e, at + n, "next_producer_id", version);
	n += 2;
	n += 4;
	n += 1;
	if (m->transaction_partitions_count < -1)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->transaction_partitions_count, version >= 1);
	n += 8;
	n += 8;
	if (!(version >= 1) && m->client_transaction_version != 0)
		return kw__size_fail_nondefault(e, at + n, "client_transaction_version", version);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_previous_producer_id = m->previous_producer_id != INT64_C(-1);
		bool has_next_producer_id = m->next_producer_id != INT64_C(-1);
		bool has_client_transaction_version = m->client_transaction_version != 0;
		if (has_previous_producer_id) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_next_producer_id) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_client_transaction_version) {
			size_t vsz = 0;
			vsz += 2;
			n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *fill_message(const struct kw_transaction_log_value *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i64(p, m->producer_id);
	p = kw__put_i16(p, m->producer_epoch);
	p = kw__put_i32(p, m->transaction_timeout_ms);
	p = kw__put_i8(p, m->transaction_status);
	p = kw__put_array_len(p, m->transaction_partitions_count, version >= 1);
	for (int32_t i = 0; i < m->transaction_partitions_count; i++) {
		size_t k = size_partitions_schema(&m->transaction_partitions[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_partitions_schema(&m->transaction_partitions[i], version, p);
	}
	p = kw__put_i64(p, m->transaction_last_update_timestamp_ms);
	p = kw__put_i64(p, m->transaction_start_timestamp_ms);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_previous_producer_id = m->previous_producer_id != INT64_C(-1);
		bool has_next_producer_id = m->next_producer_id != INT64_C(-1);
		bool has_client_transaction_version = m->client_transaction_version != 0;
		uint32_t ntags = u->count;
		ntags += has_previous_producer_id;
		ntags += has_next_producer_id;
		ntags += has_client_transaction_version;
		p = kw__put_uvarint(p, ntags);
		if (has_previous_producer_id) {
			size_t vsz = 0;
			vsz += 8;
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_i64(p, m->previous_producer_id);
		}
		if (has_next_producer_id) {
			size_t vsz = 0;
			vsz += 8;
			p = kw__put_uvarint(p, 1u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_i64(p, m->next_producer_id);
		}
		if (has_client_transaction_version) {
			size_t vsz = 0;
			vsz += 2;
			p = kw__put_uvarint(p, 2u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_i16(p, m->client_transaction_version);
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 3u, UINT32_MAX);
	}
	return p;
}

int kw_transaction_log_value_decode(struct kw_transaction_log_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_transaction_log_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "TransactionLogValue v%d", (int)version);
	return rc;
}

int kw_transaction_log_value_encode(const struct kw_transaction_log_value *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "TransactionLogValue v%d", (int)version);
	return w->err->code;
}

size_t kw_transaction_log_value_size(const struct kw_transaction_log_value *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_transaction_log_value_equal(const struct kw_transaction_log_value *a, const struct kw_transaction_log_value *b)
{
	return equal_message(a, b);
}
