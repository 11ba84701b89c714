/* generated from schemas/clients/AddPartitionsToTxnResponse.json by kwire-gen, do not edit */
#include "kwire/msg/add_partitions_to_txn_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_add_partitions_to_txn_partition_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *s);
static int decode_add_partitions_to_txn_partition_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version);
static bool equal_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *a, const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *b);
static void init_add_partitions_to_txn_topic_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *s);
static int decode_add_partitions_to_txn_topic_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version);
static bool equal_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *a, const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *b);
static void init_add_partitions_to_txn_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *s);
static int decode_add_partitions_to_txn_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version);
static bool equal_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *a, const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *b);
static void init_message(struct kw_add_partitions_to_txn_response *s);
static int decode_message(struct kw_add_partitions_to_txn_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_add_partitions_to_txn_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_add_partitions_to_txn_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_add_partitions_to_txn_response *m, int16_t version);
static bool equal_message(const struct kw_add_partitions_to_txn_response *a, const struct kw_add_partitions_to_txn_response *b);

static void init_add_partitions_to_txn_partition_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *s)
{
	memset(s, 0, sizeof *s);
}

void kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result_init(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *s)
{
	init_add_partitions_to_txn_partition_result(s);
}

static bool equal_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *a, const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->partition_error_code != b->partition_error_code)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->partition_error_code != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_add_partitions_to_txn_partition_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_add_partitions_to_txn_partition_result(m);
	if (!kw__rd_i32(r, &m->partition_index))
		return kw__fail_field(r->err, "partition_index");
	if (!kw__rd_i16(r, &m->partition_error_code))
		return kw__fail_field(r->err, "partition_error_code");
	if (version >= 3) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->partition_index);
	kw__wr_i16(w, m->partition_error_code);
	if (version >= 3) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->partition_index)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->partition_error_code)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_add_partitions_to_txn_partition_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_partition_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 2;
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_add_partitions_to_txn_topic_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result_init(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *s)
{
	init_add_partitions_to_txn_topic_result(s);
}

static bool equal_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *a, const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->results_by_partition_count != b->results_by_partition_count)
		return false;
	for (int32_t i = 0; i < a->results_by_partition_count; i++) {
		if (!equal_add_partitions_to_txn_partition_result(&a->results_by_partition[i], &b->results_by_partition[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m)
{
	if (m->name.len != 0)
		return false;
	if (m->results_by_partition_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_add_partitions_to_txn_topic_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_add_partitions_to_txn_topic_result(m);
	if (!kw__rd_string(r, &m->name, version >= 3, false))
		return kw__fail_field(r->err, "name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 3, false, 6))
			return kw__fail_field(r->err, "results_by_partition");
		m->results_by_partition_count = n;
		m->results_by_partition = NULL;
		if (n > 0) {
			m->results_by_partition = kw__alloc(a, (size_t)n * sizeof *m->results_by_partition);
			if (!m->results_by_partition)
				return kw__nomem(r, "results_by_partition");
			for (int32_t i = 0; i < n; i++) {
				if (decode_add_partitions_to_txn_partition_result(&m->results_by_partition[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "results_by_partition");
			}
		}
	}
	if (version >= 3) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, version >= 3))
		return kw__fail_field(w->err, "name");
	if (m->results_by_partition_count < 0)
		return kw__null_fail(w, "results_by_partition", version);
	kw__wr_array_len(w, m->results_by_partition_count, version >= 3);
	for (int32_t i = 0; i < m->results_by_partition_count; i++) {
		if (encode_add_partitions_to_txn_partition_result(&m->results_by_partition[i], version, w) < 0)
			return kw__fail_index(w->err, i, "results_by_partition");
	}
	if (version >= 3) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, version >= 3)))
		return NULL;
	if (m->results_by_partition_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->results_by_partition_count, version >= 3)))
		return NULL;
	for (int32_t i = 0; i < m->results_by_partition_count; i++) {
		if (!(p = put_add_partitions_to_txn_partition_result(&m->results_by_partition[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_add_partitions_to_txn_topic_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_topic_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, version >= 3);
	n += kw__size_array_len(m->results_by_partition_count, version >= 3);
	for (int32_t i = 0; i < m->results_by_partition_count; i++)
		n += size_add_partitions_to_txn_partition_result(&m->results_by_partition[i], version);
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_add_partitions_to_txn_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *s)
{
	memset(s, 0, sizeof *s);
	s->transactional_id = (struct kw_str){ "", 0 };
}

void kw_add_partitions_to_txn_response_add_partitions_to_txn_result_init(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *s)
{
	init_add_partitions_to_txn_result(s);
}

static bool equal_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *a, const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *b)
{
	if (!kw_str_equal(a->transactional_id, b->transactional_id))
		return false;
	if (a->topic_results_count != b->topic_results_count)
		return false;
	for (int32_t i = 0; i < a->topic_results_count; i++) {
		if (!equal_add_partitions_to_txn_topic_result(&a->topic_results[i], &b->topic_results[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m)
{
	if (m->transactional_id.len != 0)
		return false;
	if (m->topic_results_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_add_partitions_to_txn_result(struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_add_partitions_to_txn_result(m);
	if (!kw__rd_string(r, &m->transactional_id, true, false))
		return kw__fail_field(r->err, "transactional_id");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 3))
			return kw__fail_field(r->err, "topic_results");
		m->topic_results_count = n;
		m->topic_results = NULL;
		if (n > 0) {
			m->topic_results = kw__alloc(a, (size_t)n * sizeof *m->topic_results);
			if (!m->topic_results)
				return kw__nomem(r, "topic_results");
			for (int32_t i = 0; i < n; i++) {
				if (decode_add_partitions_to_txn_topic_result(&m->topic_results[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topic_results");
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

static int encode_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->transactional_id.len < 0)
		return kw__null_fail(w, "transactional_id", version);
	if (!kw__wr_string(w, m->transactional_id, true))
		return kw__fail_field(w->err, "transactional_id");
	if (m->topic_results_count < 0)
		return kw__null_fail(w, "topic_results", version);
	kw__wr_array_len(w, m->topic_results_count, true);
	for (int32_t i = 0; i < m->topic_results_count; i++) {
		if (encode_add_partitions_to_txn_topic_result(&m->topic_results[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topic_results");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->transactional_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->transactional_id, true)))
		return NULL;
	if (m->topic_results_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->topic_results_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->topic_results_count; i++) {
		if (!(p = put_add_partitions_to_txn_topic_result(&m->topic_results[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_add_partitions_to_txn_result(const struct kw_add_partitions_to_txn_response_add_partitions_to_txn_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->transactional_id, true);
	n += kw__size_array_len(m->topic_results_count, true);
	for (int32_t i = 0; i < m->topic_results_count; i++)
		n += size_add_partitions_to_txn_topic_result(&m->topic_results[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_add_partitions_to_txn_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_add_partitions_to_txn_response_init(struct kw_add_partitions_to_txn_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_add_partitions_to_txn_response *a, const struct kw_add_partitions_to_txn_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (a->results_by_transaction_count != b->results_by_transaction_count)
		return false;
	for (int32_t i = 0; i < a->results_by_transaction_count; i++) {
		if (!equal_add_partitions_to_txn_result(&a->results_by_transaction[i], &b->results_by_transaction[i]))
			return false;
	}
	if (a->results_by_topic_v3_and_below_count != b->results_by_topic_v3_and_below_count)
		return false;
	for (int32_t i = 0; i < a->results_by_topic_v3_and_below_count; i++) {
		if (!equal_add_partitions_to_txn_topic_result(&a->results_by_topic_v3_and_below[i], &b->results_by_topic_v3_and_below[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_add_partitions_to_txn_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->results_by_transaction_count != 0)
		return false;
	if (m->results_by_topic_v3_and_below_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_add_partitions_to_txn_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->throttle_time_ms))
		return kw__fail_field(r->err, "throttle_time_ms");
	if (version >= 4) {
		if (!kw__rd_i16(r, &m->error_code))
			return kw__fail_field(r->err, "error_code");
	}
	if (version >= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, true, false, 3))
				return kw__fail_field(r->err, "results_by_transaction");
			m->results_by_transaction_count = n;
			m->results_by_transaction = NULL;
			if (n > 0) {
				m->results_by_transaction = kw__alloc(a, (size_t)n * sizeof *m->results_by_transaction);
				if (!m->results_by_transaction)
					return kw__nomem(r, "results_by_transaction");
				for (int32_t i = 0; i < n; i++) {
					if (decode_add_partitions_to_txn_result(&m->results_by_transaction[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "results_by_transaction");
				}
			}
		}
	}
	if (version <= 3) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, version >= 3, false, 3))
				return kw__fail_field(r->err, "results_by_topic_v3_and_below");
			m->results_by_topic_v3_and_below_count = n;
			m->results_by_topic_v3_and_below = NULL;
			if (n > 0) {
				m->results_by_topic_v3_and_below = kw__alloc(a, (size_t)n * sizeof *m->results_by_topic_v3_and_below);
				if (!m->results_by_topic_v3_and_below)
					return kw__nomem(r, "results_by_topic_v3_and_below");
				for (int32_t i = 0; i < n; i++) {
					if (decode_add_partitions_to_txn_topic_result(&m->results_by_topic_v3_and_below[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "results_by_topic_v3_and_below");
				}
			}
		}
	}
	if (version >= 3) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_add_partitions_to_txn_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->throttle_time_ms);
	if (version >= 4) {
		kw__wr_i16(w, m->error_code);
	}
	if (!(version >= 4) && m->results_by_transaction_count != 0)
		return kw__nondefault_fail(w, "results_by_transaction", version);
	if (version >= 4) {
		if (m->results_by_transaction_count < 0)
			return kw__null_fail(w, "results_by_transaction", version);
		kw__wr_array_len(w, m->results_by_transaction_count, true);
		for (int32_t i = 0; i < m->results_by_transaction_count; i++) {
			if (encode_add_partitions_to_txn_result(&m->results_by_transaction[i], version, w) < 0)
				return kw__fail_index(w->err, i, "results_by_transaction");
		}
	}
	if (!(version <= 3) && m->results_by_topic_v3_and_below_count != 0)
		return kw__nondefault_fail(w, "results_by_topic_v3_and_below", version);
	if (version <= 3) {
		if (m->results_by_topic_v3_and_below_count < 0)
			return kw__null_fail(w, "results_by_topic_v3_and_below", version);
		kw__wr_array_len(w, m->results_by_topic_v3_and_below_count, version >= 3);
		for (int32_t i = 0; i < m->results_by_topic_v3_and_below_count; i++) {
			if (encode_add_partitions_to_txn_topic_result(&m->results_by_topic_v3_and_below[i], version, w) < 0)
				return kw__fail_index(w->err, i, "results_by_topic_v3_and_below");
		}
	}
	if (version >= 3) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_add_partitions_to_txn_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_i16(p, end, m->error_code)))
			return NULL;
	}
	if (!(version >= 4) && m->results_by_transaction_count != 0)
		return NULL;
	if (version >= 4) {
		if (m->results_by_transaction_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->results_by_transaction_count, true)))
			return NULL;
		for (int32_t i = 0; i < m->results_by_transaction_count; i++) {
			if (!(p = put_add_partitions_to_txn_result(&m->results_by_transaction[i], version, p, end)))
				return NULL;
		}
	}
	if (!(version <= 3) && m->results_by_topic_v3_and_below_count != 0)
		return NULL;
	if (version <= 3) {
		if (m->results_by_topic_v3_and_below_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->results_by_topic_v3_and_below_count, version >= 3)))
			return NULL;
		for (int32_t i = 0; i < m->results_by_topic_v3_and_below_count; i++) {
			if (!(p = put_add_partitions_to_txn_topic_result(&m->results_by_topic_v3_and_below[i], version, p, end)))
				return NULL;
		}
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_add_partitions_to_txn_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	if (version >= 4) {
		n += 2;
	}
	if (version >= 4) {
		n += kw__size_array_len(m->results_by_transaction_count, true);
		for (int32_t i = 0; i < m->results_by_transaction_count; i++)
			n += size_add_partitions_to_txn_result(&m->results_by_transaction[i], version);
	}
	if (version <= 3) {
		n += kw__size_array_len(m->results_by_topic_v3_and_below_count, version >= 3);
		for (int32_t i = 0; i < m->results_by_topic_v3_and_below_count; i++)
			n += size_add_partitions_to_txn_topic_result(&m->results_by_topic_v3_and_below[i], version);
	}
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_add_partitions_to_txn_response_decode(struct kw_add_partitions_to_txn_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_add_partitions_to_txn_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "AddPartitionsToTxnResponse v%d", (int)version);
	return rc;
}

int kw_add_partitions_to_txn_response_encode(const struct kw_add_partitions_to_txn_response *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 5) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
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
		kw_error_set_context(w->err, "AddPartitionsToTxnResponse v%d", (int)version);
	return rc;
}

size_t kw_add_partitions_to_txn_response_size(const struct kw_add_partitions_to_txn_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_add_partitions_to_txn_response_equal(const struct kw_add_partitions_to_txn_response *a, const struct kw_add_partitions_to_txn_response *b)
{
	return equal_message(a, b);
}
