/* generated from schemas/clients/WriteShareGroupStateRequest.json by kwire-gen, do not edit */
#include "kwire/msg/write_share_group_state_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_state_batch(struct kw_write_share_group_state_request_state_batch *s);
static int decode_state_batch(struct kw_write_share_group_state_request_state_batch *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_state_batch(const struct kw_write_share_group_state_request_state_batch *m, int16_t version, struct kw_writer *w);
static uint8_t *put_state_batch(const struct kw_write_share_group_state_request_state_batch *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_state_batch(const struct kw_write_share_group_state_request_state_batch *m, int16_t version);
static bool equal_state_batch(const struct kw_write_share_group_state_request_state_batch *a, const struct kw_write_share_group_state_request_state_batch *b);
static void init_partition_data(struct kw_write_share_group_state_request_partition_data *s);
static int decode_partition_data(struct kw_write_share_group_state_request_partition_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_partition_data(const struct kw_write_share_group_state_request_partition_data *m, int16_t version, struct kw_writer *w);
static uint8_t *put_partition_data(const struct kw_write_share_group_state_request_partition_data *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_partition_data(const struct kw_write_share_group_state_request_partition_data *m, int16_t version);
static bool equal_partition_data(const struct kw_write_share_group_state_request_partition_data *a, const struct kw_write_share_group_state_request_partition_data *b);
static void init_write_state_data(struct kw_write_share_group_state_request_write_state_data *s);
static int decode_write_state_data(struct kw_write_share_group_state_request_write_state_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_write_state_data(const struct kw_write_share_group_state_request_write_state_data *m, int16_t version, struct kw_writer *w);
static uint8_t *put_write_state_data(const struct kw_write_share_group_state_request_write_state_data *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_write_state_data(const struct kw_write_share_group_state_request_write_state_data *m, int16_t version);
static bool equal_write_state_data(const struct kw_write_share_group_state_request_write_state_data *a, const struct kw_write_share_group_state_request_write_state_data *b);
static void init_message(struct kw_write_share_group_state_request *s);
static int decode_message(struct kw_write_share_group_state_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_write_share_group_state_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_write_share_group_state_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_write_share_group_state_request *m, int16_t version);
static bool equal_message(const struct kw_write_share_group_state_request *a, const struct kw_write_share_group_state_request *b);

static void init_state_batch(struct kw_write_share_group_state_request_state_batch *s)
{
	memset(s, 0, sizeof *s);
}

void kw_write_share_group_state_request_state_batch_init(struct kw_write_share_group_state_request_state_batch *s)
{
	init_state_batch(s);
}

static bool equal_state_batch(const struct kw_write_share_group_state_request_state_batch *a, const struct kw_write_share_group_state_request_state_batch *b)
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

__attribute__((unused)) static bool isdefault_state_batch(const struct kw_write_share_group_state_request_state_batch *m)
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

static int decode_state_batch(struct kw_write_share_group_state_request_state_batch *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_state_batch(m);
	if (!kw__rd_i64(r, &m->first_offset))
		return kw__fail_field(r->err, "first_offset");
	if (!kw__rd_i64(r, &m->last_offset))
		return kw__fail_field(r->err, "last_offset");
	if (!kw__rd_i8(r, &m->delivery_state))
		return kw__fail_field(r->err, "delivery_state");
	if (!kw__rd_i16(r, &m->delivery_count))
		return kw__fail_field(r->err, "delivery_count");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_state_batch(const struct kw_write_share_group_state_request_state_batch *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i64(w, m->first_offset);
	kw__wr_i64(w, m->last_offset);
	kw__wr_i8(w, m->delivery_state);
	kw__wr_i16(w, m->delivery_count);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_state_batch(const struct kw_write_share_group_state_request_state_batch *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i64(p, end, m->first_offset)))
		return NULL;
	if (!(p = kw__put_i64(p, end, m->last_offset)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->delivery_state)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->delivery_count)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_state_batch(const struct kw_write_share_group_state_request_state_batch *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 8;
	n += 8;
	n += 1;
	n += 2;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_partition_data(struct kw_write_share_group_state_request_partition_data *s)
{
	memset(s, 0, sizeof *s);
}

void kw_write_share_group_state_request_partition_data_init(struct kw_write_share_group_state_request_partition_data *s)
{
	init_partition_data(s);
}

static bool equal_partition_data(const struct kw_write_share_group_state_request_partition_data *a, const struct kw_write_share_group_state_request_partition_data *b)
{
	if (a->partition != b->partition)
		return false;
	if (a->state_epoch != b->state_epoch)
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

__attribute__((unused)) static bool isdefault_partition_data(const struct kw_write_share_group_state_request_partition_data *m)
{
	if (m->partition != 0)
		return false;
	if (m->state_epoch != 0)
		return false;
	if (m->leader_epoch != 0)
		return false;
	if (m->start_offset != INT64_C(0))
		return false;
	if (m->state_batches_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_data(struct kw_write_share_group_state_request_partition_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_partition_data(m);
	if (!kw__rd_i32(r, &m->partition))
		return kw__fail_field(r->err, "partition");
	if (!kw__rd_i32(r, &m->state_epoch))
		return kw__fail_field(r->err, "state_epoch");
	if (!kw__rd_i32(r, &m->leader_epoch))
		return kw__fail_field(r->err, "leader_epoch");
	if (!kw__rd_i64(r, &m->start_offset))
		return kw__fail_field(r->err, "start_offset");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 20))
			return kw__fail_field(r->err, "state_batches");
		m->state_batches_count = n;
		m->state_batches = NULL;
		if (n > 0) {
			m->state_batches = kw__alloc(a, (size_t)n * sizeof *m->state_batches);
			if (!m->state_batches)
				return kw__nomem(r, "state_batches");
			for (int32_t i = 0; i < n; i++) {
				if (decode_state_batch(&m->state_batches[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "state_batches");
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

static int encode_partition_data(const struct kw_write_share_group_state_request_partition_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->partition);
	kw__wr_i32(w, m->state_epoch);
	kw__wr_i32(w, m->leader_epoch);
	kw__wr_i64(w, m->start_offset);
	if (m->state_batches_count < 0)
		return kw__null_fail(w, "state_batches", version);
	kw__wr_array_len(w, m->state_batches_count, true);
	for (int32_t i = 0; i < m->state_batches_count; i++) {
		if (encode_state_batch(&m->state_batches[i], version, w) < 0)
			return kw__fail_index(w->err, i, "state_batches");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_partition_data(const struct kw_write_share_group_state_request_partition_data *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->partition)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->state_epoch)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->leader_epoch)))
		return NULL;
	if (!(p = kw__put_i64(p, end, m->start_offset)))
		return NULL;
	if (m->state_batches_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->state_batches_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->state_batches_count; i++) {
		if (!(p = put_state_batch(&m->state_batches[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_partition_data(const struct kw_write_share_group_state_request_partition_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 4;
	n += 4;
	n += 8;
	n += kw__size_array_len(m->state_batches_count, true);
	for (int32_t i = 0; i < m->state_batches_count; i++)
		n += size_state_batch(&m->state_batches[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_write_state_data(struct kw_write_share_group_state_request_write_state_data *s)
{
	memset(s, 0, sizeof *s);
}

void kw_write_share_group_state_request_write_state_data_init(struct kw_write_share_group_state_request_write_state_data *s)
{
	init_write_state_data(s);
}

static bool equal_write_state_data(const struct kw_write_share_group_state_request_write_state_data *a, const struct kw_write_share_group_state_request_write_state_data *b)
{
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

__attribute__((unused)) static bool isdefault_write_state_data(const struct kw_write_share_group_state_request_write_state_data *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_write_state_data(struct kw_write_share_group_state_request_write_state_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_write_state_data(m);
	if (!kw__rd_uuid(r, &m->topic_id))
		return kw__fail_field(r->err, "topic_id");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 22))
			return kw__fail_field(r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(r, "partitions");
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_data(&m->partitions[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "partitions");
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

static int encode_write_state_data(const struct kw_write_share_group_state_request_write_state_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->topic_id);
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		if (encode_partition_data(&m->partitions[i], version, w) < 0)
			return kw__fail_index(w->err, i, "partitions");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_write_state_data(const struct kw_write_share_group_state_request_write_state_data *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->topic_id)))
		return NULL;
	if (m->partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partitions_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->partitions_count; i++) {
		if (!(p = put_partition_data(&m->partitions[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_write_state_data(const struct kw_write_share_group_state_request_write_state_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += kw__size_array_len(m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++)
		n += size_partition_data(&m->partitions[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_write_share_group_state_request *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
}

void kw_write_share_group_state_request_init(struct kw_write_share_group_state_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_write_share_group_state_request *a, const struct kw_write_share_group_state_request *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_write_state_data(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_write_share_group_state_request *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_write_share_group_state_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->group_id, true, false))
		return kw__fail_field(r->err, "group_id");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 18))
			return kw__fail_field(r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(r, "topics");
			for (int32_t i = 0; i < n; i++) {
				if (decode_write_state_data(&m->topics[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topics");
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

static int encode_message(const struct kw_write_share_group_state_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->group_id.len < 0)
		return kw__null_fail(w, "group_id", version);
	if (!kw__wr_string(w, m->group_id, true))
		return kw__fail_field(w->err, "group_id");
	if (m->topics_count < 0)
		return kw__null_fail(w, "topics", version);
	kw__wr_array_len(w, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (encode_write_state_data(&m->topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topics");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_write_share_group_state_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->group_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_id, true)))
		return NULL;
	if (m->topics_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->topics_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (!(p = put_write_state_data(&m->topics[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_write_share_group_state_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->group_id, true);
	n += kw__size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++)
		n += size_write_state_data(&m->topics[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_write_share_group_state_request_decode(struct kw_write_share_group_state_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_write_share_group_state_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "WriteShareGroupStateRequest v%d", (int)version);
	return rc;
}

int kw_write_share_group_state_request_encode(const struct kw_write_share_group_state_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 0) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
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
		kw_error_set_context(w->err, "WriteShareGroupStateRequest v%d", (int)version);
	return rc;
}

size_t kw_write_share_group_state_request_size(const struct kw_write_share_group_state_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_write_share_group_state_request_equal(const struct kw_write_share_group_state_request *a, const struct kw_write_share_group_state_request *b)
{
	return equal_message(a, b);
}
