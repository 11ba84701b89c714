/* generated from schemas/clients/ConsumerProtocolSubscription.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_protocol_subscription.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_topic_partition(struct kw_consumer_protocol_subscription_topic_partition *s);
static int decode_topic_partition(struct kw_consumer_protocol_subscription_topic_partition *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *m, int16_t version, struct kw_writer *w);
static uint8_t *put_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *m, int16_t version);
static bool equal_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *a, const struct kw_consumer_protocol_subscription_topic_partition *b);
static void init_message(struct kw_consumer_protocol_subscription *s);
static int decode_message(struct kw_consumer_protocol_subscription *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_consumer_protocol_subscription *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_consumer_protocol_subscription *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_consumer_protocol_subscription *m, int16_t version);
static bool equal_message(const struct kw_consumer_protocol_subscription *a, const struct kw_consumer_protocol_subscription *b);

static void init_topic_partition(struct kw_consumer_protocol_subscription_topic_partition *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_consumer_protocol_subscription_topic_partition_init(struct kw_consumer_protocol_subscription_topic_partition *s)
{
	init_topic_partition(s);
}

static bool equal_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *a, const struct kw_consumer_protocol_subscription_topic_partition *b)
{
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (a->partitions[i] != b->partitions[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *m)
{
	if (m->topic.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_partition(struct kw_consumer_protocol_subscription_topic_partition *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_topic_partition(m);
	if (!kw__rd_string(r, &m->topic, false, false))
		return kw__fail_field(r->err, "topic");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, false, false, 4))
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
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topic.len < 0)
		return kw__null_fail(w, "topic", version);
	if (!kw__wr_string(w, m->topic, false))
		return kw__fail_field(w->err, "topic");
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, false);
	if (m->partitions_count > 0)
		kw__wr_i32_array(w, m->partitions, m->partitions_count);
	if (m->unknown_tagged_fields.count)
		return kw__tags_not_flexible(w, version);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->topic.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic, false)))
		return NULL;
	if (m->partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partitions_count, false)))
		return NULL;
	if (m->partitions_count > 0 && !(p = kw__put_i32_array(p, end, m->partitions, m->partitions_count)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	return p;
}

static size_t size_topic_partition(const struct kw_consumer_protocol_subscription_topic_partition *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->topic, false);
	n += kw__size_array_len(m->partitions_count, false);
	if (m->partitions_count > 0)
		n += (size_t)m->partitions_count * 4;
	return n;
}

static void init_message(struct kw_consumer_protocol_subscription *m)
{
	memset(m, 0, sizeof *m);
	m->user_data = KW_BYTES_NULL;
	m->generation_id = -1;
	m->rack_id = KW_STR_NULL;
}

void kw_consumer_protocol_subscription_init(struct kw_consumer_protocol_subscription *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_consumer_protocol_subscription *a, const struct kw_consumer_protocol_subscription *b)
{
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!kw_str_equal(a->topics[i], b->topics[i]))
			return false;
	}
	if (!kw_bytes_equal(a->user_data, b->user_data))
		return false;
	if (a->owned_partitions_count != b->owned_partitions_count)
		return false;
	for (int32_t i = 0; i < a->owned_partitions_count; i++) {
		if (!equal_topic_partition(&a->owned_partitions[i], &b->owned_partitions[i]))
			return false;
	}
	if (a->generation_id != b->generation_id)
		return false;
	if (!kw_str_equal(a->rack_id, b->rack_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_consumer_protocol_subscription *m)
{
	if (m->topics_count != 0)
		return false;
	if (m->user_data.len >= 0)
		return false;
	if (m->owned_partitions_count != 0)
		return false;
	if (m->generation_id != -1)
		return false;
	if (m->rack_id.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_consumer_protocol_subscription *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, false, false, 2))
			return kw__fail_field(r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(r, "topics");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(r, &m->topics[i], false, false))
					return kw__fail_index(r->err, i, "topics");
			}
		}
	}
	if (!kw__rd_bytes(r, &m->user_data, false, true))
		return kw__fail_field(r->err, "user_data");
	if (version >= 1) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, false, false, 6))
				return kw__fail_field(r->err, "owned_partitions");
			m->owned_partitions_count = n;
			m->owned_partitions = NULL;
			if (n > 0) {
				m->owned_partitions = kw__alloc(a, (size_t)n * sizeof *m->owned_partitions);
				if (!m->owned_partitions)
					return kw__nomem(r, "owned_partitions");
				for (int32_t i = 0; i < n; i++) {
					if (decode_topic_partition(&m->owned_partitions[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "owned_partitions");
				}
			}
		}
	}
	if (version >= 2) {
		if (!kw__rd_i32(r, &m->generation_id))
			return kw__fail_field(r->err, "generation_id");
	}
	if (version >= 3) {
		if (!kw__rd_string(r, &m->rack_id, false, true))
			return kw__fail_field(r->err, "rack_id");
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_consumer_protocol_subscription *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topics_count < 0)
		return kw__null_fail(w, "topics", version);
	kw__wr_array_len(w, m->topics_count, false);
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (m->topics[i].len < 0) {
			kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
			return kw__fail_index(w->err, i, "topics");
		}
		if (!kw__wr_string(w, m->topics[i], false))
			return kw__fail_index(w->err, i, "topics");
	}
	kw__wr_bytes(w, m->user_data, false);
	if (version >= 1) {
		if (m->owned_partitions_count < 0)
			return kw__null_fail(w, "owned_partitions", version);
		kw__wr_array_len(w, m->owned_partitions_count, false);
		for (int32_t i = 0; i < m->owned_partitions_count; i++) {
			if (encode_topic_partition(&m->owned_partitions[i], version, w) < 0)
				return kw__fail_index(w->err, i, "owned_partitions");
		}
	}
	if (version >= 2) {
		kw__wr_i32(w, m->generation_id);
	}
	if (version >= 3) {
		if (!kw__wr_string(w, m->rack_id, false))
			return kw__fail_field(w->err, "rack_id");
	}
	if (m->unknown_tagged_fields.count)
		return kw__tags_not_flexible(w, version);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_consumer_protocol_subscription *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->topics_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->topics_count, false)))
		return NULL;
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (m->topics[i].len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->topics[i], false)))
			return NULL;
	}
	if (!(p = kw__put_bytes(p, end, m->user_data, false)))
		return NULL;
	if (version >= 1) {
		if (m->owned_partitions_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->owned_partitions_count, false)))
			return NULL;
		for (int32_t i = 0; i < m->owned_partitions_count; i++) {
			if (!(p = put_topic_partition(&m->owned_partitions[i], version, p, end)))
				return NULL;
		}
	}
	if (version >= 2) {
		if (!(p = kw__put_i32(p, end, m->generation_id)))
			return NULL;
	}
	if (version >= 3) {
		if (!(p = kw__put_string(p, end, m->rack_id, false)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	return p;
}

static size_t size_message(const struct kw_consumer_protocol_subscription *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->topics_count, false);
	for (int32_t i = 0; i < m->topics_count; i++)
		n += kw__size_string(m->topics[i], false);
	n += kw__size_bytes(m->user_data, false);
	if (version >= 1) {
		n += kw__size_array_len(m->owned_partitions_count, false);
		for (int32_t i = 0; i < m->owned_partitions_count; i++)
			n += size_topic_partition(&m->owned_partitions[i], version);
	}
	if (version >= 2) {
		n += 4;
	}
	if (version >= 3) {
		n += kw__size_string(m->rack_id, false);
	}
	return n;
}

int kw_consumer_protocol_subscription_decode(struct kw_consumer_protocol_subscription *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_consumer_protocol_subscription_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ConsumerProtocolSubscription v%d", (int)version);
	return rc;
}

int kw_consumer_protocol_subscription_encode(const struct kw_consumer_protocol_subscription *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 3) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
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
		kw_error_set_context(w->err, "ConsumerProtocolSubscription v%d", (int)version);
	return rc;
}

size_t kw_consumer_protocol_subscription_size(const struct kw_consumer_protocol_subscription *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_consumer_protocol_subscription_equal(const struct kw_consumer_protocol_subscription *a, const struct kw_consumer_protocol_subscription *b)
{
	return equal_message(a, b);
}
