/* generated from schemas/group-coordinator/ConsumerGroupPartitionMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_partition_metadata_value.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_partition_metadata(struct kw_consumer_group_partition_metadata_value_partition_metadata *s);
static int decode_partition_metadata(struct kw_consumer_group_partition_metadata_value_partition_metadata *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *m, int16_t version, struct kw_writer *w);
static uint8_t *put_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *m, int16_t version);
static bool equal_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *a, const struct kw_consumer_group_partition_metadata_value_partition_metadata *b);
static void init_topic_metadata(struct kw_consumer_group_partition_metadata_value_topic_metadata *s);
static int decode_topic_metadata(struct kw_consumer_group_partition_metadata_value_topic_metadata *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *m, int16_t version, struct kw_writer *w);
static uint8_t *put_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *m, int16_t version);
static bool equal_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *a, const struct kw_consumer_group_partition_metadata_value_topic_metadata *b);
static void init_message(struct kw_consumer_group_partition_metadata_value *s);
static int decode_message(struct kw_consumer_group_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_consumer_group_partition_metadata_value *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_consumer_group_partition_metadata_value *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_consumer_group_partition_metadata_value *m, int16_t version);
static bool equal_message(const struct kw_consumer_group_partition_metadata_value *a, const struct kw_consumer_group_partition_metadata_value *b);

static void init_partition_metadata(struct kw_consumer_group_partition_metadata_value_partition_metadata *s)
{
	memset(s, 0, sizeof *s);
}

void kw_consumer_group_partition_metadata_value_partition_metadata_init(struct kw_consumer_group_partition_metadata_value_partition_metadata *s)
{
	init_partition_metadata(s);
}

static bool equal_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *a, const struct kw_consumer_group_partition_metadata_value_partition_metadata *b)
{
	if (a->partition != b->partition)
		return false;
	if (a->racks_count != b->racks_count)
		return false;
	for (int32_t i = 0; i < a->racks_count; i++) {
		if (!kw_str_equal(a->racks[i], b->racks[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *m)
{
	if (m->partition != 0)
		return false;
	if (m->racks_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_metadata(struct kw_consumer_group_partition_metadata_value_partition_metadata *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_partition_metadata(m);
	if (!kw__rd_i32(r, &m->partition))
		return kw__fail_field(r->err, "partition");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 1))
			return kw__fail_field(r->err, "racks");
		m->racks_count = n;
		m->racks = NULL;
		if (n > 0) {
			m->racks = kw__alloc(a, (size_t)n * sizeof *m->racks);
			if (!m->racks)
				return kw__nomem(r, "racks");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(r, &m->racks[i], true, false))
					return kw__fail_index(r->err, i, "racks");
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

static int encode_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->partition);
	if (m->racks_count < 0)
		return kw__null_fail(w, "racks", version);
	kw__wr_array_len(w, m->racks_count, true);
	for (int32_t i = 0; i < m->racks_count; i++) {
		if (m->racks[i].len < 0) {
			kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
			return kw__fail_index(w->err, i, "racks");
		}
		if (!kw__wr_string(w, m->racks[i], true))
			return kw__fail_index(w->err, i, "racks");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->partition)))
		return NULL;
	if (m->racks_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->racks_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->racks_count; i++) {
		if (m->racks[i].len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->racks[i], true)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_partition_metadata(const struct kw_consumer_group_partition_metadata_value_partition_metadata *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_array_len(m->racks_count, true);
	for (int32_t i = 0; i < m->racks_count; i++)
		n += kw__size_string(m->racks[i], true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_topic_metadata(struct kw_consumer_group_partition_metadata_value_topic_metadata *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_consumer_group_partition_metadata_value_topic_metadata_init(struct kw_consumer_group_partition_metadata_value_topic_metadata *s)
{
	init_topic_metadata(s);
}

static bool equal_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *a, const struct kw_consumer_group_partition_metadata_value_topic_metadata *b)
{
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->num_partitions != b->num_partitions)
		return false;
	if (a->partition_metadata_count != b->partition_metadata_count)
		return false;
	for (int32_t i = 0; i < a->partition_metadata_count; i++) {
		if (!equal_partition_metadata(&a->partition_metadata[i], &b->partition_metadata[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->topic_name.len != 0)
		return false;
	if (m->num_partitions != 0)
		return false;
	if (m->partition_metadata_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_metadata(struct kw_consumer_group_partition_metadata_value_topic_metadata *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_topic_metadata(m);
	if (!kw__rd_uuid(r, &m->topic_id))
		return kw__fail_field(r->err, "topic_id");
	if (!kw__rd_string(r, &m->topic_name, true, false))
		return kw__fail_field(r->err, "topic_name");
	if (!kw__rd_i32(r, &m->num_partitions))
		return kw__fail_field(r->err, "num_partitions");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 6))
			return kw__fail_field(r->err, "partition_metadata");
		m->partition_metadata_count = n;
		m->partition_metadata = NULL;
		if (n > 0) {
			m->partition_metadata = kw__alloc(a, (size_t)n * sizeof *m->partition_metadata);
			if (!m->partition_metadata)
				return kw__nomem(r, "partition_metadata");
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_metadata(&m->partition_metadata[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "partition_metadata");
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

static int encode_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->topic_id);
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	if (!kw__wr_string(w, m->topic_name, true))
		return kw__fail_field(w->err, "topic_name");
	kw__wr_i32(w, m->num_partitions);
	if (m->partition_metadata_count < 0)
		return kw__null_fail(w, "partition_metadata", version);
	kw__wr_array_len(w, m->partition_metadata_count, true);
	for (int32_t i = 0; i < m->partition_metadata_count; i++) {
		if (encode_partition_metadata(&m->partition_metadata[i], version, w) < 0)
			return kw__fail_index(w->err, i, "partition_metadata");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->topic_id)))
		return NULL;
	if (m->topic_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic_name, true)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->num_partitions)))
		return NULL;
	if (m->partition_metadata_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partition_metadata_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->partition_metadata_count; i++) {
		if (!(p = put_partition_metadata(&m->partition_metadata[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_topic_metadata(const struct kw_consumer_group_partition_metadata_value_topic_metadata *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += kw__size_string(m->topic_name, true);
	n += 4;
	n += kw__size_array_len(m->partition_metadata_count, true);
	for (int32_t i = 0; i < m->partition_metadata_count; i++)
		n += size_partition_metadata(&m->partition_metadata[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_consumer_group_partition_metadata_value *m)
{
	memset(m, 0, sizeof *m);
}

void kw_consumer_group_partition_metadata_value_init(struct kw_consumer_group_partition_metadata_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_consumer_group_partition_metadata_value *a, const struct kw_consumer_group_partition_metadata_value *b)
{
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_topic_metadata(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_consumer_group_partition_metadata_value *m)
{
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_consumer_group_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 23))
			return kw__fail_field(r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(r, "topics");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_metadata(&m->topics[i], version, r, a) < 0)
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

static int encode_message(const struct kw_consumer_group_partition_metadata_value *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topics_count < 0)
		return kw__null_fail(w, "topics", version);
	kw__wr_array_len(w, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (encode_topic_metadata(&m->topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topics");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_consumer_group_partition_metadata_value *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->topics_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->topics_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (!(p = put_topic_metadata(&m->topics[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_consumer_group_partition_metadata_value *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++)
		n += size_topic_metadata(&m->topics[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_consumer_group_partition_metadata_value_decode(struct kw_consumer_group_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_consumer_group_partition_metadata_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ConsumerGroupPartitionMetadataValue v%d", (int)version);
	return rc;
}

int kw_consumer_group_partition_metadata_value_encode(const struct kw_consumer_group_partition_metadata_value *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "ConsumerGroupPartitionMetadataValue v%d", (int)version);
	return rc;
}

size_t kw_consumer_group_partition_metadata_value_size(const struct kw_consumer_group_partition_metadata_value *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_consumer_group_partition_metadata_value_equal(const struct kw_consumer_group_partition_metadata_value *a, const struct kw_consumer_group_partition_metadata_value *b)
{
	return equal_message(a, b);
}
