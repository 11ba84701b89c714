/* generated from schemas/group-coordinator/ShareGroupStatePartitionMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_state_partition_metadata_value.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_topic_partitions_info(struct kw_share_group_state_partition_metadata_value_topic_partitions_info *s);
static int decode_topic_partitions_info(struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version, struct kw_writer *w);
static uint8_t *put_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version);
static bool equal_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *a, const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *b);
static void init_topic_info(struct kw_share_group_state_partition_metadata_value_topic_info *s);
static int decode_topic_info(struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version, struct kw_writer *w);
static uint8_t *put_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version);
static bool equal_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *a, const struct kw_share_group_state_partition_metadata_value_topic_info *b);
static void init_message(struct kw_share_group_state_partition_metadata_value *s);
static int decode_message(struct kw_share_group_state_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_share_group_state_partition_metadata_value *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_share_group_state_partition_metadata_value *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_share_group_state_partition_metadata_value *m, int16_t version);
static bool equal_message(const struct kw_share_group_state_partition_metadata_value *a, const struct kw_share_group_state_partition_metadata_value *b);

static void init_topic_partitions_info(struct kw_share_group_state_partition_metadata_value_topic_partitions_info *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_share_group_state_partition_metadata_value_topic_partitions_info_init(struct kw_share_group_state_partition_metadata_value_topic_partitions_info *s)
{
	init_topic_partitions_info(s);
}

static bool equal_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *a, const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *b)
{
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (a->partitions[i] != b->partitions[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->topic_name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_partitions_info(struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_topic_partitions_info(m);
	if (!kw__rd_uuid(r, &m->topic_id))
		return kw__fail_field(r->err, "topic_id");
	if (!kw__rd_string(r, &m->topic_name, true, false))
		return kw__fail_field(r->err, "topic_name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 4))
			return kw__fail_field(r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(r, "partitions");
			kw__rd_i32_array(r, m->partitions, n);
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

static int encode_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->topic_id);
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	if (!kw__wr_string(w, m->topic_name, true))
		return kw__fail_field(w->err, "topic_name");
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, true);
	if (m->partitions_count > 0)
		kw__wr_i32_array(w, m->partitions, m->partitions_count);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->topic_id)))
		return NULL;
	if (m->topic_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic_name, true)))
		return NULL;
	if (m->partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partitions_count, true)))
		return NULL;
	if (m->partitions_count > 0 && !(p = kw__put_i32_array(p, end, m->partitions, m->partitions_count)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_topic_partitions_info(const struct kw_share_group_state_partition_metadata_value_topic_partitions_info *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += kw__size_string(m->topic_name, true);
	n += kw__size_array_len(m->partitions_count, true);
	if (m->partitions_count > 0)
		n += (size_t)m->partitions_count * 4;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_topic_info(struct kw_share_group_state_partition_metadata_value_topic_info *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_share_group_state_partition_metadata_value_topic_info_init(struct kw_share_group_state_partition_metadata_value_topic_info *s)
{
	init_topic_info(s);
}

static bool equal_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *a, const struct kw_share_group_state_partition_metadata_value_topic_info *b)
{
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->topic_name.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_info(struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_topic_info(m);
	if (!kw__rd_uuid(r, &m->topic_id))
		return kw__fail_field(r->err, "topic_id");
	if (!kw__rd_string(r, &m->topic_name, true, false))
		return kw__fail_field(r->err, "topic_name");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->topic_id);
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	if (!kw__wr_string(w, m->topic_name, true))
		return kw__fail_field(w->err, "topic_name");
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->topic_id)))
		return NULL;
	if (m->topic_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic_name, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_topic_info(const struct kw_share_group_state_partition_metadata_value_topic_info *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += kw__size_string(m->topic_name, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_share_group_state_partition_metadata_value *m)
{
	memset(m, 0, sizeof *m);
}

void kw_share_group_state_partition_metadata_value_init(struct kw_share_group_state_partition_metadata_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_group_state_partition_metadata_value *a, const struct kw_share_group_state_partition_metadata_value *b)
{
	if (a->initialized_topics_count != b->initialized_topics_count)
		return false;
	for (int32_t i = 0; i < a->initialized_topics_count; i++) {
		if (!equal_topic_partitions_info(&a->initialized_topics[i], &b->initialized_topics[i]))
			return false;
	}
	if (a->deleting_topics_count != b->deleting_topics_count)
		return false;
	for (int32_t i = 0; i < a->deleting_topics_count; i++) {
		if (!equal_topic_info(&a->deleting_topics[i], &b->deleting_topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_group_state_partition_metadata_value *m)
{
	if (m->initialized_topics_count != 0)
		return false;
	if (m->deleting_topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_group_state_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 19))
			return kw__fail_field(r->err, "initialized_topics");
		m->initialized_topics_count = n;
		m->initialized_topics = NULL;
		if (n > 0) {
			m->initialized_topics = kw__alloc(a, (size_t)n * sizeof *m->initialized_topics);
			if (!m->initialized_topics)
				return kw__nomem(r, "initialized_topics");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_partitions_info(&m->initialized_topics[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "initialized_topics");
			}
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 18))
			return kw__fail_field(r->err, "deleting_topics");
		m->deleting_topics_count = n;
		m->deleting_topics = NULL;
		if (n > 0) {
			m->deleting_topics = kw__alloc(a, (size_t)n * sizeof *m->deleting_topics);
			if (!m->deleting_topics)
				return kw__nomem(r, "deleting_topics");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_info(&m->deleting_topics[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "deleting_topics");
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

static int encode_message(const struct kw_share_group_state_partition_metadata_value *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->initialized_topics_count < 0)
		return kw__null_fail(w, "initialized_topics", version);
	kw__wr_array_len(w, m->initialized_topics_count, true);
	for (int32_t i = 0; i < m->initialized_topics_count; i++) {
		if (encode_topic_partitions_info(&m->initialized_topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "initialized_topics");
	}
	if (m->deleting_topics_count < 0)
		return kw__null_fail(w, "deleting_topics", version);
	kw__wr_array_len(w, m->deleting_topics_count, true);
	for (int32_t i = 0; i < m->deleting_topics_count; i++) {
		if (encode_topic_info(&m->deleting_topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "deleting_topics");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_share_group_state_partition_metadata_value *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->initialized_topics_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->initialized_topics_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->initialized_topics_count; i++) {
		if (!(p = put_topic_partitions_info(&m->initialized_topics[i], version, p, end)))
			return NULL;
	}
	if (m->deleting_topics_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->deleting_topics_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->deleting_topics_count; i++) {
		if (!(p = put_topic_info(&m->deleting_topics[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_share_group_state_partition_metadata_value *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->initialized_topics_count, true);
	for (int32_t i = 0; i < m->initialized_topics_count; i++)
		n += size_topic_partitions_info(&m->initialized_topics[i], version);
	n += kw__size_array_len(m->deleting_topics_count, true);
	for (int32_t i = 0; i < m->deleting_topics_count; i++)
		n += size_topic_info(&m->deleting_topics[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_share_group_state_partition_metadata_value_decode(struct kw_share_group_state_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_group_state_partition_metadata_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareGroupStatePartitionMetadataValue v%d", (int)version);
	return rc;
}

int kw_share_group_state_partition_metadata_value_encode(const struct kw_share_group_state_partition_metadata_value *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "ShareGroupStatePartitionMetadataValue v%d", (int)version);
	return rc;
}

size_t kw_share_group_state_partition_metadata_value_size(const struct kw_share_group_state_partition_metadata_value *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_share_group_state_partition_metadata_value_equal(const struct kw_share_group_state_partition_metadata_value *a, const struct kw_share_group_state_partition_metadata_value *b)
{
	return equal_message(a, b);
}
