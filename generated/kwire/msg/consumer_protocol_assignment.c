/* generated from schemas/clients/ConsumerProtocolAssignment.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_protocol_assignment.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_topic_partition(struct kw_consumer_protocol_assignment_topic_partition *s);
static inline __attribute__((always_inline)) int decode_topic_partition(struct kw_consumer_protocol_assignment_topic_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_partition(const struct kw_consumer_protocol_assignment_topic_partition *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_partition(const struct kw_consumer_protocol_assignment_topic_partition *m, int16_t version, uint8_t *p);
static bool equal_topic_partition(const struct kw_consumer_protocol_assignment_topic_partition *a, const struct kw_consumer_protocol_assignment_topic_partition *b);
static void init_message(struct kw_consumer_protocol_assignment *s);
static int decode_message(struct kw_consumer_protocol_assignment *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_consumer_protocol_assignment *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_consumer_protocol_assignment *a, const struct kw_consumer_protocol_assignment *b);

static void init_topic_partition(struct kw_consumer_protocol_assignment_topic_partition *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_consumer_protocol_assignment_topic_partition_init(struct kw_consumer_protocol_assignment_topic_partition *s)
{
	init_topic_partition(s);
}

static bool equal_topic_partition(const struct kw_consumer_protocol_assignment_topic_partition *a, const struct kw_consumer_protocol_assignment_topic_partition *b)
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

__attribute__((unused)) static bool isdefault_topic_partition(const struct kw_consumer_protocol_assignment_topic_partition *m)
{
	if (m->topic.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_topic_partition(struct kw_consumer_protocol_assignment_topic_partition *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic, false, false))
		return kw__fail_field(in.r->err, "topic");
	if (!kw__rd_i32_array(&in, a, &m->partitions, &m->partitions_count, false, false))
		return kw__fail_field(in.r->err, "partitions");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_topic_partition(const struct kw_consumer_protocol_assignment_topic_partition *m, int16_t version, size_t at,
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
	n += kw__size_string(m->topic, false);
	if (KW__LIKELY((false) && (uint32_t)m->partitions_count < 127u)) {
		n += 1 + (size_t)m->partitions_count * 4;
	} else {
		if (m->partitions_count < 0)
			return kw__size_fail_null(e, at + n, "partitions", version);
		n += kw__size_array_len(m->partitions_count, false) + (size_t)m->partitions_count * 4;
	}
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_topic_partition(const struct kw_consumer_protocol_assignment_topic_partition *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic, false);
	p = kw__put_array_len(p, m->partitions_count, false);
	if (m->partitions_count > 0)
		p = kw__put_i32_array(p, m->partitions, m->partitions_count);
	return p;
}

static void init_message(struct kw_consumer_protocol_assignment *m)
{
	memset(m, 0, sizeof *m);
	m->user_data = KW_BYTES_NULL;
}

void kw_consumer_protocol_assignment_init(struct kw_consumer_protocol_assignment *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_consumer_protocol_assignment *a, const struct kw_consumer_protocol_assignment *b)
{
	if (a->assigned_partitions_count != b->assigned_partitions_count)
		return false;
	for (int32_t i = 0; i < a->assigned_partitions_count; i++) {
		if (!equal_topic_partition(&a->assigned_partitions[i], &b->assigned_partitions[i]))
			return false;
	}
	if (!kw_bytes_equal(a->user_data, b->user_data))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_consumer_protocol_assignment *m)
{
	if (m->assigned_partitions_count != 0)
		return false;
	if (m->user_data.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_consumer_protocol_assignment *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, false, false, 6))
			return kw__fail_field(in.r->err, "assigned_partitions");
		m->assigned_partitions_count = n;
		m->assigned_partitions = NULL;
		if (n > 0) {
			m->assigned_partitions = kw__alloc(a, (size_t)n * sizeof *m->assigned_partitions);
			if (!m->assigned_partitions)
				return kw__nomem(&in, "assigned_partitions");
			struct kw__cur t = in;
			if (version == 3) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_topic_partition(&m->assigned_partitions[i], 3, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "assigned_partitions");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_topic_partition(&m->assigned_partitions[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "assigned_partitions");
				}
			}
			in = t;
		}
	}
	if (!kw__rd_bytes(&in, &m->user_data, false, true))
		return kw__fail_field(in.r->err, "user_data");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_consumer_protocol_assignment *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->assigned_partitions_count < 0)
		return kw__size_fail_null(e, at + n, "assigned_partitions", version);
	n += kw__size_array_len(m->assigned_partitions_count, false);
	if (version == 3) {
		for (int32_t i = 0; i < m->assigned_partitions_count; i++) {
			size_t k = size_topic_partition(&m->assigned_partitions[i], 3, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "assigned_partitions");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->assigned_partitions_count; i++) {
			size_t k = size_topic_partition(&m->assigned_partitions[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "assigned_partitions");
			n += k;
		}
	}
	n += kw__size_bytes(m->user_data, false);
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static size_t size_shallow_message(const struct kw_consumer_protocol_assignment *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->assigned_partitions_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->assigned_partitions_count, false);
	n += kw__size_bytes(m->user_data, false);
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static uint8_t *fill_message(const struct kw_consumer_protocol_assignment *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->assigned_partitions_count, false);
	for (int32_t i = 0; i < m->assigned_partitions_count; i++) {
		size_t k = size_topic_partition(&m->assigned_partitions[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_partition(&m->assigned_partitions[i], version, p);
	}
	p = kw__put_bytes(p, m->user_data, false);
	return p;
}

int kw_consumer_protocol_assignment_decode(struct kw_consumer_protocol_assignment *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_consumer_protocol_assignment_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ConsumerProtocolAssignment v%d", (int)version);
	return rc;
}

int kw_consumer_protocol_assignment_encode(const struct kw_consumer_protocol_assignment *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 3) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 3)", (int)version);
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
	kw_error_set_context(w->err, "ConsumerProtocolAssignment v%d", (int)version);
	return w->err->code;
}

size_t kw_consumer_protocol_assignment_size(const struct kw_consumer_protocol_assignment *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_consumer_protocol_assignment_equal(const struct kw_consumer_protocol_assignment *a, const struct kw_consumer_protocol_assignment *b)
{
	return equal_message(a, b);
}
