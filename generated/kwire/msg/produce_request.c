/* generated from schemas/clients/ProduceRequest.json by kwire-gen, do not edit */
#include "kwire/msg/produce_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_partition_produce_data(struct kw_produce_request_partition_produce_data *s);
static int decode_partition_produce_data(struct kw_produce_request_partition_produce_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version, struct kw_writer *w);
static uint8_t *put_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version);
static bool equal_partition_produce_data(const struct kw_produce_request_partition_produce_data *a, const struct kw_produce_request_partition_produce_data *b);
static void init_topic_produce_data(struct kw_produce_request_topic_produce_data *s);
static int decode_topic_produce_data(struct kw_produce_request_topic_produce_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version, struct kw_writer *w);
static uint8_t *put_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version);
static bool equal_topic_produce_data(const struct kw_produce_request_topic_produce_data *a, const struct kw_produce_request_topic_produce_data *b);
static void init_message(struct kw_produce_request *s);
static int decode_message(struct kw_produce_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_produce_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_produce_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_produce_request *m, int16_t version);
static bool equal_message(const struct kw_produce_request *a, const struct kw_produce_request *b);

static void init_partition_produce_data(struct kw_produce_request_partition_produce_data *s)
{
	memset(s, 0, sizeof *s);
	s->records = KW_BYTES_NULL;
}

void kw_produce_request_partition_produce_data_init(struct kw_produce_request_partition_produce_data *s)
{
	init_partition_produce_data(s);
}

static bool equal_partition_produce_data(const struct kw_produce_request_partition_produce_data *a, const struct kw_produce_request_partition_produce_data *b)
{
	if (a->index != b->index)
		return false;
	if (!kw_bytes_equal(a->records, b->records))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_produce_data(const struct kw_produce_request_partition_produce_data *m)
{
	if (m->index != 0)
		return false;
	if (m->records.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_produce_data(struct kw_produce_request_partition_produce_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_partition_produce_data(m);
	if (!kw__rd_i32(r, &m->index))
		return kw__fail_field(r->err, "index");
	if (!kw__rd_bytes(r, &m->records, version >= 9, true))
		return kw__fail_field(r->err, "records");
	if (version >= 9) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->index);
	kw__wr_bytes(w, m->records, version >= 9);
	if (version >= 9) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->index)))
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->records, version >= 9)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 9) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_partition_produce_data(const struct kw_produce_request_partition_produce_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_bytes(m->records, version >= 9);
	if (version >= 9) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_topic_produce_data(struct kw_produce_request_topic_produce_data *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_produce_request_topic_produce_data_init(struct kw_produce_request_topic_produce_data *s)
{
	init_topic_produce_data(s);
}

static bool equal_topic_produce_data(const struct kw_produce_request_topic_produce_data *a, const struct kw_produce_request_topic_produce_data *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->partition_data_count != b->partition_data_count)
		return false;
	for (int32_t i = 0; i < a->partition_data_count; i++) {
		if (!equal_partition_produce_data(&a->partition_data[i], &b->partition_data[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_produce_data(const struct kw_produce_request_topic_produce_data *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partition_data_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_produce_data(struct kw_produce_request_topic_produce_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_topic_produce_data(m);
	if (!kw__rd_string(r, &m->name, version >= 9, false))
		return kw__fail_field(r->err, "name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 9, false, 6))
			return kw__fail_field(r->err, "partition_data");
		m->partition_data_count = n;
		m->partition_data = NULL;
		if (n > 0) {
			m->partition_data = kw__alloc(a, (size_t)n * sizeof *m->partition_data);
			if (!m->partition_data)
				return kw__nomem(r, "partition_data");
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_produce_data(&m->partition_data[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "partition_data");
			}
		}
	}
	if (version >= 9) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, version >= 9))
		return kw__fail_field(w->err, "name");
	if (m->partition_data_count < 0)
		return kw__null_fail(w, "partition_data", version);
	kw__wr_array_len(w, m->partition_data_count, version >= 9);
	for (int32_t i = 0; i < m->partition_data_count; i++) {
		if (encode_partition_produce_data(&m->partition_data[i], version, w) < 0)
			return kw__fail_index(w->err, i, "partition_data");
	}
	if (version >= 9) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, version >= 9)))
		return NULL;
	if (m->partition_data_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partition_data_count, version >= 9)))
		return NULL;
	for (int32_t i = 0; i < m->partition_data_count; i++) {
		if (!(p = put_partition_produce_data(&m->partition_data[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 9) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_topic_produce_data(const struct kw_produce_request_topic_produce_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, version >= 9);
	n += kw__size_array_len(m->partition_data_count, version >= 9);
	for (int32_t i = 0; i < m->partition_data_count; i++)
		n += size_partition_produce_data(&m->partition_data[i], version);
	if (version >= 9) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_produce_request *m)
{
	memset(m, 0, sizeof *m);
	m->transactional_id = KW_STR_NULL;
}

void kw_produce_request_init(struct kw_produce_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_produce_request *a, const struct kw_produce_request *b)
{
	if (!kw_str_equal(a->transactional_id, b->transactional_id))
		return false;
	if (a->acks != b->acks)
		return false;
	if (a->timeout_ms != b->timeout_ms)
		return false;
	if (a->topic_data_count != b->topic_data_count)
		return false;
	for (int32_t i = 0; i < a->topic_data_count; i++) {
		if (!equal_topic_produce_data(&a->topic_data[i], &b->topic_data[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_produce_request *m)
{
	if (m->transactional_id.len >= 0)
		return false;
	if (m->acks != 0)
		return false;
	if (m->timeout_ms != 0)
		return false;
	if (m->topic_data_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_produce_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (version >= 3) {
		if (!kw__rd_string(r, &m->transactional_id, version >= 9, true))
			return kw__fail_field(r->err, "transactional_id");
	}
	if (!kw__rd_i16(r, &m->acks))
		return kw__fail_field(r->err, "acks");
	if (!kw__rd_i32(r, &m->timeout_ms))
		return kw__fail_field(r->err, "timeout_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 9, false, 3))
			return kw__fail_field(r->err, "topic_data");
		m->topic_data_count = n;
		m->topic_data = NULL;
		if (n > 0) {
			m->topic_data = kw__alloc(a, (size_t)n * sizeof *m->topic_data);
			if (!m->topic_data)
				return kw__nomem(r, "topic_data");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_produce_data(&m->topic_data[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topic_data");
			}
		}
	}
	if (version >= 9) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_produce_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (!(version >= 3) && m->transactional_id.len >= 0)
		return kw__nondefault_fail(w, "transactional_id", version);
	if (version >= 3) {
		if (!kw__wr_string(w, m->transactional_id, version >= 9))
			return kw__fail_field(w->err, "transactional_id");
	}
	kw__wr_i16(w, m->acks);
	kw__wr_i32(w, m->timeout_ms);
	if (m->topic_data_count < 0)
		return kw__null_fail(w, "topic_data", version);
	kw__wr_array_len(w, m->topic_data_count, version >= 9);
	for (int32_t i = 0; i < m->topic_data_count; i++) {
		if (encode_topic_produce_data(&m->topic_data[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topic_data");
	}
	if (version >= 9) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_produce_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(version >= 3) && m->transactional_id.len >= 0)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_string(p, end, m->transactional_id, version >= 9)))
			return NULL;
	}
	if (!(p = kw__put_i16(p, end, m->acks)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->timeout_ms)))
		return NULL;
	if (m->topic_data_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->topic_data_count, version >= 9)))
		return NULL;
	for (int32_t i = 0; i < m->topic_data_count; i++) {
		if (!(p = put_topic_produce_data(&m->topic_data[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 9) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_produce_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version >= 3) {
		n += kw__size_string(m->transactional_id, version >= 9);
	}
	n += 2;
	n += 4;
	n += kw__size_array_len(m->topic_data_count, version >= 9);
	for (int32_t i = 0; i < m->topic_data_count; i++)
		n += size_topic_produce_data(&m->topic_data[i], version);
	if (version >= 9) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_produce_request_decode(struct kw_produce_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 11) {
		kw_produce_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 11)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ProduceRequest v%d", (int)version);
	return rc;
}

int kw_produce_request_encode(const struct kw_produce_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 11) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 11)", (int)version);
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
		kw_error_set_context(w->err, "ProduceRequest v%d", (int)version);
	return rc;
}

size_t kw_produce_request_size(const struct kw_produce_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_produce_request_equal(const struct kw_produce_request *a, const struct kw_produce_request *b)
{
	return equal_message(a, b);
}
