/* generated from schemas/clients/FetchResponse.json by kwire-gen, do not edit */
#include "kwire/msg/fetch_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_epoch_end_offset(struct kw_fetch_response_epoch_end_offset *s);
static int decode_epoch_end_offset(struct kw_fetch_response_epoch_end_offset *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *m, int16_t version, uint8_t *p);
static bool equal_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *a, const struct kw_fetch_response_epoch_end_offset *b);
static void init_leader_id_and_epoch(struct kw_fetch_response_leader_id_and_epoch *s);
static int decode_leader_id_and_epoch(struct kw_fetch_response_leader_id_and_epoch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *m, int16_t version, uint8_t *p);
static bool equal_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *a, const struct kw_fetch_response_leader_id_and_epoch *b);
static void init_snapshot_id(struct kw_fetch_response_snapshot_id *s);
static int decode_snapshot_id(struct kw_fetch_response_snapshot_id *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_snapshot_id(const struct kw_fetch_response_snapshot_id *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_snapshot_id(const struct kw_fetch_response_snapshot_id *m, int16_t version, uint8_t *p);
static bool equal_snapshot_id(const struct kw_fetch_response_snapshot_id *a, const struct kw_fetch_response_snapshot_id *b);
static void init_aborted_transaction(struct kw_fetch_response_aborted_transaction *s);
static inline __attribute__((always_inline)) int decode_aborted_transaction(struct kw_fetch_response_aborted_transaction *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_aborted_transaction(const struct kw_fetch_response_aborted_transaction *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_aborted_transaction(const struct kw_fetch_response_aborted_transaction *m, int16_t version, uint8_t *p);
static bool equal_aborted_transaction(const struct kw_fetch_response_aborted_transaction *a, const struct kw_fetch_response_aborted_transaction *b);
static void init_partition_data(struct kw_fetch_response_partition_data *s);
static int decode_partition_data(struct kw_fetch_response_partition_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_partition_data(const struct kw_fetch_response_partition_data *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_partition_data(const struct kw_fetch_response_partition_data *m, int16_t version, uint8_t *p);
static bool equal_partition_data(const struct kw_fetch_response_partition_data *a, const struct kw_fetch_response_partition_data *b);
static void init_fetchable_topic_response(struct kw_fetch_response_fetchable_topic_response *s);
static int decode_fetchable_topic_response(struct kw_fetch_response_fetchable_topic_response *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *m, int16_t version, uint8_t *p);
static bool equal_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *a, const struct kw_fetch_response_fetchable_topic_response *b);
static void init_node_endpoint(struct kw_fetch_response_node_endpoint *s);
static inline __attribute__((always_inline)) int decode_node_endpoint(struct kw_fetch_response_node_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_node_endpoint(const struct kw_fetch_response_node_endpoint *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_node_endpoint(const struct kw_fetch_response_node_endpoint *m, int16_t version, uint8_t *p);
static bool equal_node_endpoint(const struct kw_fetch_response_node_endpoint *a, const struct kw_fetch_response_node_endpoint *b);
static void init_message(struct kw_fetch_response *s);
static int decode_message(struct kw_fetch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_fetch_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_fetch_response *a, const struct kw_fetch_response *b);

static void init_epoch_end_offset(struct kw_fetch_response_epoch_end_offset *s)
{
	memset(s, 0, sizeof *s);
	s->epoch = -1;
	s->end_offset = INT64_C(-1);
}

void kw_fetch_response_epoch_end_offset_init(struct kw_fetch_response_epoch_end_offset *s)
{
	init_epoch_end_offset(s);
}

static bool equal_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *a, const struct kw_fetch_response_epoch_end_offset *b)
{
	if (a->epoch != b->epoch)
		return false;
	if (a->end_offset != b->end_offset)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *m)
{
	if (m->epoch != -1)
		return false;
	if (m->end_offset != INT64_C(-1))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_epoch_end_offset(struct kw_fetch_response_epoch_end_offset *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 12) {
		const uint8_t *q = in.p;
		m->epoch = (int32_t)kw__ld32(q + 0);
		m->end_offset = (int64_t)kw__ld64(q + 4);
		in.p += 12;
	} else {
		if (!kw__rd_i32(&in, &m->epoch))
			return kw__fail_field(in.r->err, "epoch");
		if (!kw__rd_i64(&in, &m->end_offset))
			return kw__fail_field(in.r->err, "end_offset");
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

static size_t size_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
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

static uint8_t *put_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->epoch);
	p = kw__put_i64(p, m->end_offset);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_leader_id_and_epoch(struct kw_fetch_response_leader_id_and_epoch *s)
{
	memset(s, 0, sizeof *s);
	s->leader_id = -1;
	s->leader_epoch = -1;
}

void kw_fetch_response_leader_id_and_epoch_init(struct kw_fetch_response_leader_id_and_epoch *s)
{
	init_leader_id_and_epoch(s);
}

static bool equal_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *a, const struct kw_fetch_response_leader_id_and_epoch *b)
{
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *m)
{
	if (m->leader_id != -1)
		return false;
	if (m->leader_epoch != -1)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_leader_id_and_epoch(struct kw_fetch_response_leader_id_and_epoch *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->leader_id = (int32_t)kw__ld32(q + 0);
		m->leader_epoch = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
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

static size_t size_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
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

static uint8_t *put_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_i32(p, m->leader_epoch);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_snapshot_id(struct kw_fetch_response_snapshot_id *s)
{
	memset(s, 0, sizeof *s);
	s->end_offset = INT64_C(-1);
	s->epoch = -1;
}

void kw_fetch_response_snapshot_id_init(struct kw_fetch_response_snapshot_id *s)
{
	init_snapshot_id(s);
}

static bool equal_snapshot_id(const struct kw_fetch_response_snapshot_id *a, const struct kw_fetch_response_snapshot_id *b)
{
	if (a->end_offset != b->end_offset)
		return false;
	if (a->epoch != b->epoch)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_snapshot_id(const struct kw_fetch_response_snapshot_id *m)
{
	if (m->end_offset != INT64_C(-1))
		return false;
	if (m->epoch != -1)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_snapshot_id(struct kw_fetch_response_snapshot_id *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 12) {
		const uint8_t *q = in.p;
		m->end_offset = (int64_t)kw__ld64(q + 0);
		m->epoch = (int32_t)kw__ld32(q + 8);
		in.p += 12;
	} else {
		if (!kw__rd_i64(&in, &m->end_offset))
			return kw__fail_field(in.r->err, "end_offset");
		if (!kw__rd_i32(&in, &m->epoch))
			return kw__fail_field(in.r->err, "epoch");
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

static size_t size_snapshot_id(const struct kw_fetch_response_snapshot_id *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
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

static uint8_t *put_snapshot_id(const struct kw_fetch_response_snapshot_id *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i64(p, m->end_offset);
	p = kw__put_i32(p, m->epoch);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_aborted_transaction(struct kw_fetch_response_aborted_transaction *s)
{
	memset(s, 0, sizeof *s);
}

void kw_fetch_response_aborted_transaction_init(struct kw_fetch_response_aborted_transaction *s)
{
	init_aborted_transaction(s);
}

static bool equal_aborted_transaction(const struct kw_fetch_response_aborted_transaction *a, const struct kw_fetch_response_aborted_transaction *b)
{
	if (a->producer_id != b->producer_id)
		return false;
	if (a->first_offset != b->first_offset)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_aborted_transaction(const struct kw_fetch_response_aborted_transaction *m)
{
	if (m->producer_id != INT64_C(0))
		return false;
	if (m->first_offset != INT64_C(0))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_aborted_transaction(struct kw_fetch_response_aborted_transaction *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 16) {
		const uint8_t *q = in.p;
		m->producer_id = (int64_t)kw__ld64(q + 0);
		m->first_offset = (int64_t)kw__ld64(q + 8);
		in.p += 16;
	} else {
		if (!kw__rd_i64(&in, &m->producer_id))
			return kw__fail_field(in.r->err, "producer_id");
		if (!kw__rd_i64(&in, &m->first_offset))
			return kw__fail_field(in.r->err, "first_offset");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 12) {
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

static inline __attribute__((always_inline)) size_t size_aborted_transaction(const struct kw_fetch_response_aborted_transaction *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	n += 8;
	if (version >= 12) {
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

static inline __attribute__((always_inline)) uint8_t *put_aborted_transaction(const struct kw_fetch_response_aborted_transaction *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i64(p, m->producer_id);
	p = kw__put_i64(p, m->first_offset);
	if (version >= 12) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_partition_data(struct kw_fetch_response_partition_data *s)
{
	memset(s, 0, sizeof *s);
	s->last_stable_offset = INT64_C(-1);
	s->log_start_offset = INT64_C(-1);
	init_epoch_end_offset(&s->diverging_epoch);
	init_leader_id_and_epoch(&s->current_leader);
	init_snapshot_id(&s->snapshot_id);
	s->preferred_read_replica = -1;
	s->records = KW_BYTES_NULL;
}

void kw_fetch_response_partition_data_init(struct kw_fetch_response_partition_data *s)
{
	init_partition_data(s);
}

static bool equal_partition_data(const struct kw_fetch_response_partition_data *a, const struct kw_fetch_response_partition_data *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->high_watermark != b->high_watermark)
		return false;
	if (a->last_stable_offset != b->last_stable_offset)
		return false;
	if (a->log_start_offset != b->log_start_offset)
		return false;
	if (!equal_epoch_end_offset(&a->diverging_epoch, &b->diverging_epoch))
		return false;
	if (!equal_leader_id_and_epoch(&a->current_leader, &b->current_leader))
		return false;
	if (!equal_snapshot_id(&a->snapshot_id, &b->snapshot_id))
		return false;
	if (a->aborted_transactions_count != b->aborted_transactions_count)
		return false;
	for (int32_t i = 0; i < a->aborted_transactions_count; i++) {
		if (!equal_aborted_transaction(&a->aborted_transactions[i], &b->aborted_transactions[i]))
			return false;
	}
	if (a->preferred_read_replica != b->preferred_read_replica)
		return false;
	if (!kw_bytes_equal(a->records, b->records))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_data(const struct kw_fetch_response_partition_data *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->high_watermark != INT64_C(0))
		return false;
	if (m->last_stable_offset != INT64_C(-1))
		return false;
	if (m->log_start_offset != INT64_C(-1))
		return false;
	if (!isdefault_epoch_end_offset(&m->diverging_epoch))
		return false;
	if (!isdefault_leader_id_and_epoch(&m->current_leader))
		return false;
	if (!isdefault_snapshot_id(&m->snapshot_id))
		return false;
	if (m->aborted_transactions_count != 0)
		return false;
	if (m->preferred_read_replica != -1)
		return false;
	if (m->records.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_partition_data_ctx {
	struct kw_fetch_response_partition_data *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_partition_data(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_partition_data_ctx *c = ctx;
	struct kw_fetch_response_partition_data *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		{
			struct kw__cur t = in;
			if (decode_epoch_end_offset(&m->diverging_epoch, version, &t, a) < 0)
				return kw__fail_field(in.r->err, "diverging_epoch");
			in = t;
		}
		return 1;
	case 1:
		{
			struct kw__cur t = in;
			if (decode_leader_id_and_epoch(&m->current_leader, version, &t, a) < 0)
				return kw__fail_field(in.r->err, "current_leader");
			in = t;
		}
		return 1;
	case 2:
		{
			struct kw__cur t = in;
			if (decode_snapshot_id(&m->snapshot_id, version, &t, a) < 0)
				return kw__fail_field(in.r->err, "snapshot_id");
			in = t;
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_partition_data(struct kw_fetch_response_partition_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 14) {
		const uint8_t *q = in.p;
		m->partition_index = (int32_t)kw__ld32(q + 0);
		m->error_code = (int16_t)kw__ld16(q + 4);
		m->high_watermark = (int64_t)kw__ld64(q + 6);
		in.p += 14;
	} else {
		if (!kw__rd_i32(&in, &m->partition_index))
			return kw__fail_field(in.r->err, "partition_index");
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
		if (!kw__rd_i64(&in, &m->high_watermark))
			return kw__fail_field(in.r->err, "high_watermark");
	}
	if (version >= 4) {
		if (!kw__rd_i64(&in, &m->last_stable_offset))
			return kw__fail_field(in.r->err, "last_stable_offset");
	} else {
		m->last_stable_offset = INT64_C(-1);
	}
	if (version >= 5) {
		if (!kw__rd_i64(&in, &m->log_start_offset))
			return kw__fail_field(in.r->err, "log_start_offset");
	} else {
		m->log_start_offset = INT64_C(-1);
	}
	init_epoch_end_offset(&m->diverging_epoch);
	init_leader_id_and_epoch(&m->current_leader);
	init_snapshot_id(&m->snapshot_id);
	if (version >= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, version >= 12, true, 16))
				return kw__fail_field(in.r->err, "aborted_transactions");
			m->aborted_transactions_count = n;
			m->aborted_transactions = NULL;
			if (n > 0) {
				m->aborted_transactions = kw__alloc(a, (size_t)n * sizeof *m->aborted_transactions);
				if (!m->aborted_transactions)
					return kw__nomem(&in, "aborted_transactions");
				struct kw__cur t = in;
				if (version == 17) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_aborted_transaction(&m->aborted_transactions[i], 17, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "aborted_transactions");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_aborted_transaction(&m->aborted_transactions[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "aborted_transactions");
					}
				}
				in = t;
			}
		}
	} else {
		m->aborted_transactions = NULL;
		m->aborted_transactions_count = 0;
	}
	if (version >= 11) {
		if (!kw__rd_i32(&in, &m->preferred_read_replica))
			return kw__fail_field(in.r->err, "preferred_read_replica");
	} else {
		m->preferred_read_replica = -1;
	}
	if (!kw__rd_bytes(&in, &m->records, version >= 12, true))
		return kw__fail_field(in.r->err, "records");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 12) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			struct tags_partition_data_ctx c = { m, version, a };
			if (kw_reader_read_tagged_fields(r, a, tags_partition_data, &c, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static size_t size_partition_data(const struct kw_fetch_response_partition_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	n += 8;
	if (version >= 4) {
		n += 8;
	}
	if (version >= 5) {
		n += 8;
	}
	if (!(version >= 12) && !isdefault_epoch_end_offset(&m->diverging_epoch))
		return kw__size_fail_nondefault(e, at + n, "diverging_epoch", version);
	if (!(version >= 12) && !isdefault_leader_id_and_epoch(&m->current_leader))
		return kw__size_fail_nondefault(e, at + n, "current_leader", version);
	if (!(version >= 12) && !isdefault_snapshot_id(&m->snapshot_id))
		return kw__size_fail_nondefault(e, at + n, "snapshot_id", version);
	if (version >= 4) {
		if (m->aborted_transactions_count < -1)
			return kw__size_fail_count(e, at + n, m->aborted_transactions_count, "aborted_transactions");
		n += kw__size_array_len(m->aborted_transactions_count, version >= 12);
		if (version == 17) {
			for (int32_t i = 0; i < m->aborted_transactions_count; i++) {
				size_t k = size_aborted_transaction(&m->aborted_transactions[i], 17, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "aborted_transactions");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->aborted_transactions_count; i++) {
				size_t k = size_aborted_transaction(&m->aborted_transactions[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "aborted_transactions");
				n += k;
			}
		}
	}
	if (!(version >= 11) && m->preferred_read_replica != -1)
		return kw__size_fail_nondefault(e, at + n, "preferred_read_replica", version);
	if (version >= 11) {
		n += 4;
	}
	n += kw__size_bytes(m->records, version >= 12);
	if (version >= 12) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_diverging_epoch = !isdefault_epoch_end_offset(&m->diverging_epoch);
		bool has_current_leader = !isdefault_leader_id_and_epoch(&m->current_leader);
		bool has_snapshot_id = !isdefault_snapshot_id(&m->snapshot_id);
		if (has_diverging_epoch) {
			size_t vsz = 0;
			{
				size_t k = size_epoch_end_offset(&m->diverging_epoch, version, at + n + vsz, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_field(e, "diverging_epoch");
				vsz += k;
			}
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_current_leader) {
			size_t vsz = 0;
			{
				size_t k = size_leader_id_and_epoch(&m->current_leader, version, at + n + vsz, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_field(e, "current_leader");
				vsz += k;
			}
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_snapshot_id) {
			size_t vsz = 0;
			{
				size_t k = size_snapshot_id(&m->snapshot_id, version, at + n + vsz, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_field(e, "snapshot_id");
				vsz += k;
			}
			n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *put_partition_data(const struct kw_fetch_response_partition_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_i64(p, m->high_watermark);
	if (version >= 4) {
		p = kw__put_i64(p, m->last_stable_offset);
	}
	if (version >= 5) {
		p = kw__put_i64(p, m->log_start_offset);
	}
	if (version >= 4) {
		p = kw__put_array_len(p, m->aborted_transactions_count, version >= 12);
		if (version == 17) {
			for (int32_t i = 0; i < m->aborted_transactions_count; i++)
				p = put_aborted_transaction(&m->aborted_transactions[i], 17, p);
		} else {
			for (int32_t i = 0; i < m->aborted_transactions_count; i++)
				p = put_aborted_transaction(&m->aborted_transactions[i], version, p);
		}
	}
	if (version >= 11) {
		p = kw__put_i32(p, m->preferred_read_replica);
	}
	p = kw__put_bytes(p, m->records, version >= 12);
	if (version >= 12) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_diverging_epoch = !isdefault_epoch_end_offset(&m->diverging_epoch);
		bool has_current_leader = !isdefault_leader_id_and_epoch(&m->current_leader);
		bool has_snapshot_id = !isdefault_snapshot_id(&m->snapshot_id);
		uint32_t ntags = u->count;
		ntags += has_diverging_epoch;
		ntags += has_current_leader;
		ntags += has_snapshot_id;
		p = kw__put_uvarint(p, ntags);
		if (has_diverging_epoch) {
			size_t vsz = 0;
			vsz += size_epoch_end_offset(&m->diverging_epoch, version, 0, NULL);
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = put_epoch_end_offset(&m->diverging_epoch, version, p);
		}
		if (has_current_leader) {
			size_t vsz = 0;
			vsz += size_leader_id_and_epoch(&m->current_leader, version, 0, NULL);
			p = kw__put_uvarint(p, 1u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = put_leader_id_and_epoch(&m->current_leader, version, p);
		}
		if (has_snapshot_id) {
			size_t vsz = 0;
			vsz += size_snapshot_id(&m->snapshot_id, version, 0, NULL);
			p = kw__put_uvarint(p, 2u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = put_snapshot_id(&m->snapshot_id, version, p);
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 3u, UINT32_MAX);
	}
	return p;
}

static void init_fetchable_topic_response(struct kw_fetch_response_fetchable_topic_response *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_fetch_response_fetchable_topic_response_init(struct kw_fetch_response_fetchable_topic_response *s)
{
	init_fetchable_topic_response(s);
}

static bool equal_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *a, const struct kw_fetch_response_fetchable_topic_response *b)
{
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_partition_data(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *m)
{
	if (m->topic.len != 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_fetchable_topic_response(struct kw_fetch_response_fetchable_topic_response *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (version <= 12) {
		if (!kw__rd_string(&in, &m->topic, version >= 12, false))
			return kw__fail_field(in.r->err, "topic");
	} else {
		m->topic = (struct kw_str){ "", 0 };
	}
	if (version >= 13) {
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
	} else {
		m->topic_id = (struct kw_uuid){ { 0 } };
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 12, false, 18))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_data(&m->partitions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "partitions");
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 12) {
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

static inline __attribute__((always_inline)) size_t size_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version <= 12) {
		if (m->topic.len < 0)
			return kw__size_fail_null(e, at + n, "topic", version);
		if (m->topic.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->topic.len, "topic");
		n += kw__size_string(m->topic, version >= 12);
	}
	if (version >= 13) {
		n += 16;
	}
	if (m->partitions_count < 0)
		return kw__size_fail_null(e, at + n, "partitions", version);
	n += kw__size_array_len(m->partitions_count, version >= 12);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		size_t k = size_partition_data(&m->partitions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "partitions");
		n += k;
	}
	if (version >= 12) {
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

static inline __attribute__((always_inline)) uint8_t *put_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *m, int16_t version, uint8_t *p)
{
	(void)version;
	if (version <= 12) {
		p = kw__put_string(p, m->topic, version >= 12);
	}
	if (version >= 13) {
		p = kw__put_uuid(p, &m->topic_id);
	}
	p = kw__put_array_len(p, m->partitions_count, version >= 12);
	for (int32_t i = 0; i < m->partitions_count; i++)
		p = put_partition_data(&m->partitions[i], version, p);
	if (version >= 12) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_node_endpoint(struct kw_fetch_response_node_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
	s->rack = KW_STR_NULL;
}

void kw_fetch_response_node_endpoint_init(struct kw_fetch_response_node_endpoint *s)
{
	init_node_endpoint(s);
}

static bool equal_node_endpoint(const struct kw_fetch_response_node_endpoint *a, const struct kw_fetch_response_node_endpoint *b)
{
	if (a->node_id != b->node_id)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	if (!kw_str_equal(a->rack, b->rack))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_node_endpoint(const struct kw_fetch_response_node_endpoint *m)
{
	if (m->node_id != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	if (m->rack.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_node_endpoint(struct kw_fetch_response_node_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->node_id))
		return kw__fail_field(in.r->err, "node_id");
	if (!kw__rd_string(&in, &m->host, true, false))
		return kw__fail_field(in.r->err, "host");
	if (!kw__rd_i32(&in, &m->port))
		return kw__fail_field(in.r->err, "port");
	if (!kw__rd_string(&in, &m->rack, true, true))
		return kw__fail_field(in.r->err, "rack");
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

static inline __attribute__((always_inline)) size_t size_node_endpoint(const struct kw_fetch_response_node_endpoint *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, true);
	n += 4;
	if (m->rack.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->rack.len, "rack");
	n += kw__size_string(m->rack, true);
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

static inline __attribute__((always_inline)) uint8_t *put_node_endpoint(const struct kw_fetch_response_node_endpoint *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->node_id);
	p = kw__put_string(p, m->host, true);
	p = kw__put_i32(p, m->port);
	p = kw__put_string(p, m->rack, true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_fetch_response *m)
{
	memset(m, 0, sizeof *m);
	m->session_id = 0;
}

void kw_fetch_response_init(struct kw_fetch_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_fetch_response *a, const struct kw_fetch_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->session_id != b->session_id)
		return false;
	if (a->responses_count != b->responses_count)
		return false;
	for (int32_t i = 0; i < a->responses_count; i++) {
		if (!equal_fetchable_topic_response(&a->responses[i], &b->responses[i]))
			return false;
	}
	if (a->node_endpoints_count != b->node_endpoints_count)
		return false;
	for (int32_t i = 0; i < a->node_endpoints_count; i++) {
		if (!equal_node_endpoint(&a->node_endpoints[i], &b->node_endpoints[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_fetch_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->session_id != 0)
		return false;
	if (m->responses_count != 0)
		return false;
	if (m->node_endpoints_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_fetch_response *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_fetch_response *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!(version >= 16))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 11))
				return kw__fail_field(in.r->err, "node_endpoints");
			m->node_endpoints_count = n;
			m->node_endpoints = NULL;
			if (n > 0) {
				m->node_endpoints = kw__alloc(a, (size_t)n * sizeof *m->node_endpoints);
				if (!m->node_endpoints)
					return kw__nomem(&in, "node_endpoints");
				struct kw__cur t = in;
				if (version == 17) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_node_endpoint(&m->node_endpoints[i], 17, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "node_endpoints");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_node_endpoint(&m->node_endpoints[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "node_endpoints");
					}
				}
				in = t;
			}
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_fetch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version >= 1) {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
	} else {
		m->throttle_time_ms = 0;
	}
	if (version >= 7) {
		if (kw__left(&in) >= 6) {
			const uint8_t *q = in.p;
			m->error_code = (int16_t)kw__ld16(q + 0);
			m->session_id = (int32_t)kw__ld32(q + 2);
			in.p += 6;
		} else {
			if (!kw__rd_i16(&in, &m->error_code))
				return kw__fail_field(in.r->err, "error_code");
			if (!kw__rd_i32(&in, &m->session_id))
				return kw__fail_field(in.r->err, "session_id");
		}
	} else {
		m->error_code = 0;
		m->session_id = 0;
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 12, false, 3))
			return kw__fail_field(in.r->err, "responses");
		m->responses_count = n;
		m->responses = NULL;
		if (n > 0) {
			m->responses = kw__alloc(a, (size_t)n * sizeof *m->responses);
			if (!m->responses)
				return kw__nomem(&in, "responses");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_fetchable_topic_response(&m->responses[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "responses");
			}
			in = t;
		}
	}
	m->node_endpoints = NULL;
	m->node_endpoints_count = 0;
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 12) {
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

static size_t size_message(const struct kw_fetch_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 1) {
		n += 4;
	}
	if (version >= 7) {
		n += 2;
	}
	if (!(version >= 7) && m->session_id != 0)
		return kw__size_fail_nondefault(e, at + n, "session_id", version);
	if (version >= 7) {
		n += 4;
	}
	if (m->responses_count < 0)
		return kw__size_fail_null(e, at + n, "responses", version);
	n += kw__size_array_len(m->responses_count, version >= 12);
	for (int32_t i = 0; i < m->responses_count; i++) {
		size_t k = size_fetchable_topic_response(&m->responses[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "responses");
		n += k;
	}
	if (!(version >= 16) && m->node_endpoints_count != 0)
		return kw__size_fail_nondefault(e, at + n, "node_endpoints", version);
	if (version >= 12) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_node_endpoints = (version >= 16) && m->node_endpoints_count != 0;
		if (has_node_endpoints) {
			size_t vsz = 0;
			if (m->node_endpoints_count < 0)
				return kw__size_fail_null(e, at + n + vsz, "node_endpoints", version);
			vsz += kw__size_array_len(m->node_endpoints_count, true);
			if (version == 17) {
				for (int32_t i = 0; i < m->node_endpoints_count; i++) {
					size_t k = size_node_endpoint(&m->node_endpoints[i], 17, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "node_endpoints");
					vsz += k;
				}
			} else {
				for (int32_t i = 0; i < m->node_endpoints_count; i++) {
					size_t k = size_node_endpoint(&m->node_endpoints[i], version, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "node_endpoints");
					vsz += k;
				}
			}
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static size_t size_shallow_message(const struct kw_fetch_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 1) {
		n += 4;
	}
	if (version >= 7) {
		n += 2;
	}
	if (!(version >= 7) && m->session_id != 0)
		return kw__size_fail_nondefault(e, at + n, "session_id", version);
	if (version >= 7) {
		n += 4;
	}
	if (m->responses_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->responses_count, version >= 12);
	if (!(version >= 16) && m->node_endpoints_count != 0)
		return kw__size_fail_nondefault(e, at + n, "node_endpoints", version);
	if (version >= 12) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_node_endpoints = (version >= 16) && m->node_endpoints_count != 0;
		if (has_node_endpoints) {
			size_t vsz = 0;
			if (m->node_endpoints_count < 0)
				return kw__size_fail_null(e, at + n + vsz, "node_endpoints", version);
			vsz += kw__size_array_len(m->node_endpoints_count, true);
			if (version == 17) {
				for (int32_t i = 0; i < m->node_endpoints_count; i++) {
					size_t k = size_node_endpoint(&m->node_endpoints[i], 17, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "node_endpoints");
					vsz += k;
				}
			} else {
				for (int32_t i = 0; i < m->node_endpoints_count; i++) {
					size_t k = size_node_endpoint(&m->node_endpoints[i], version, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "node_endpoints");
					vsz += k;
				}
			}
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *fill_message(const struct kw_fetch_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version >= 1) {
		p = kw__put_i32(p, m->throttle_time_ms);
	}
	if (version >= 7) {
		p = kw__put_i16(p, m->error_code);
	}
	if (version >= 7) {
		p = kw__put_i32(p, m->session_id);
	}
	p = kw__put_array_len(p, m->responses_count, version >= 12);
	for (int32_t i = 0; i < m->responses_count; i++) {
		size_t k = size_fetchable_topic_response(&m->responses[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_fetchable_topic_response(&m->responses[i], version, p);
	}
	if (version >= 12) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_node_endpoints = (version >= 16) && m->node_endpoints_count != 0;
		uint32_t ntags = u->count;
		ntags += has_node_endpoints;
		p = kw__put_uvarint(p, ntags);
		if (has_node_endpoints) {
			size_t vsz = 0;
			vsz += kw__size_array_len(m->node_endpoints_count, true);
			if (version == 17) {
				for (int32_t i = 0; i < m->node_endpoints_count; i++) {
					vsz += size_node_endpoint(&m->node_endpoints[i], 17, 0, NULL);
				}
			} else {
				for (int32_t i = 0; i < m->node_endpoints_count; i++) {
					vsz += size_node_endpoint(&m->node_endpoints[i], version, 0, NULL);
				}
			}
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_array_len(p, m->node_endpoints_count, true);
			if (version == 17) {
				for (int32_t i = 0; i < m->node_endpoints_count; i++)
					p = put_node_endpoint(&m->node_endpoints[i], 17, p);
			} else {
				for (int32_t i = 0; i < m->node_endpoints_count; i++)
					p = put_node_endpoint(&m->node_endpoints[i], version, p);
			}
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 1u, UINT32_MAX);
	}
	return p;
}

int kw_fetch_response_decode(struct kw_fetch_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 17) {
		kw_fetch_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 17)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "FetchResponse v%d", (int)version);
	return rc;
}

int kw_fetch_response_encode(const struct kw_fetch_response *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 17) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 17)", (int)version);
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
	kw_error_set_context(w->err, "FetchResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_fetch_response_size(const struct kw_fetch_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_fetch_response_equal(const struct kw_fetch_response *a, const struct kw_fetch_response *b)
{
	return equal_message(a, b);
}
