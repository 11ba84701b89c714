/* generated from schemas/group-coordinator/ShareGroupPartitionMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_partition_metadata_value.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_partition_metadata(struct kw_share_group_partition_metadata_value_partition_metadata *s);
static int decode_partition_metadata(struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version, uint8_t *p);
static bool equal_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *a, const struct kw_share_group_partition_metadata_value_partition_metadata *b);
static void init_topic_metadata(struct kw_share_group_partition_metadata_value_topic_metadata *s);
static int decode_topic_metadata(struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version, uint8_t *p);
static bool equal_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *a, const struct kw_share_group_partition_metadata_value_topic_metadata *b);
static void init_message(struct kw_share_group_partition_metadata_value *s);
static int decode_message(struct kw_share_group_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_share_group_partition_metadata_value *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_share_group_partition_metadata_value *a, const struct kw_share_group_partition_metadata_value *b);

static void init_partition_metadata(struct kw_share_group_partition_metadata_value_partition_metadata *s)
{
	memset(s, 0, sizeof *s);
}

void kw_share_group_partition_metadata_value_partition_metadata_init(struct kw_share_group_partition_metadata_value_partition_metadata *s)
{
	init_partition_metadata(s);
}

static bool equal_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *a, const struct kw_share_group_partition_metadata_value_partition_metadata *b)
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

__attribute__((unused)) static bool isdefault_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *m)
{
	if (m->partition != 0)
		return false;
	if (m->racks_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_metadata(struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->partition))
		return kw__fail_field(in.r->err, "partition");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 1))
			return kw__fail_field(in.r->err, "racks");
		m->racks_count = n;
		m->racks = NULL;
		if (n > 0) {
			m->racks = kw__alloc(a, (size_t)n * sizeof *m->racks);
			if (!m->racks)
				return kw__nomem(&in, "racks");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->racks[i], true, false))
					return kw__fail_index(in.r->err, i, "racks");
			}
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

static size_t size_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->racks_count < 0)
		return kw__size_fail_null(e, at + n, "racks", version);
	n += kw__size_array_len(m->racks_count, true);
	for (int32_t i = 0; i < m->racks_count; i++) {
		if (m->racks[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "racks", version);
		if (m->racks[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->racks[i].len, NULL);
			return kw__size_fail_index(e, i, "racks");
		}
		n += kw__size_string(m->racks[i], true);
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

static uint8_t *put_partition_metadata(const struct kw_share_group_partition_metadata_value_partition_metadata *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition);
	p = kw__put_array_len(p, m->racks_count, true);
	for (int32_t i = 0; i < m->racks_count; i++)
		p = kw__put_string(p, m->racks[i], true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_topic_metadata(struct kw_share_group_partition_metadata_value_topic_metadata *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_share_group_partition_metadata_value_topic_metadata_init(struct kw_share_group_partition_metadata_value_topic_metadata *s)
{
	init_topic_metadata(s);
}

static bool equal_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *a, const struct kw_share_group_partition_metadata_value_topic_metadata *b)
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

__attribute__((unused)) static bool isdefault_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *m)
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

static int decode_topic_metadata(struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_uuid(&in, &m->topic_id))
		return kw__fail_field(in.r->err, "topic_id");
	if (!kw__rd_string(&in, &m->topic_name, true, false))
		return kw__fail_field(in.r->err, "topic_name");
	if (!kw__rd_i32(&in, &m->num_partitions))
		return kw__fail_field(in.r->err, "num_partitions");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 6))
			return kw__fail_field(in.r->err, "partition_metadata");
		m->partition_metadata_count = n;
		m->partition_metadata = NULL;
		if (n > 0) {
			m->partition_metadata = kw__alloc(a, (size_t)n * sizeof *m->partition_metadata);
			if (!m->partition_metadata)
				return kw__nomem(&in, "partition_metadata");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_metadata(&m->partition_metadata[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "partition_metadata");
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

static inline __attribute__((always_inline)) size_t size_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 16;
	if (m->topic_name.len < 0)
		return kw__size_fail_null(e, at + n, "topic_name", version);
	if (m->topic_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->topic_name.len, "topic_name");
	n += kw__size_string(m->topic_name, true);
	n += 4;
	if (m->partition_metadata_count < 0)
		return kw__size_fail_null(e, at + n, "partition_metadata", version);
	n += kw__size_array_len(m->partition_metadata_count, true);
	for (int32_t i = 0; i < m->partition_metadata_count; i++) {
		size_t k = size_partition_metadata(&m->partition_metadata[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "partition_metadata");
		n += k;
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

static inline __attribute__((always_inline)) uint8_t *put_topic_metadata(const struct kw_share_group_partition_metadata_value_topic_metadata *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_uuid(p, &m->topic_id);
	p = kw__put_string(p, m->topic_name, true);
	p = kw__put_i32(p, m->num_partitions);
	p = kw__put_array_len(p, m->partition_metadata_count, true);
	for (int32_t i = 0; i < m->partition_metadata_count; i++)
		p = put_partition_metadata(&m->partition_metadata[i], version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_share_group_partition_metadata_value *m)
{
	memset(m, 0, sizeof *m);
}

void kw_share_group_partition_metadata_value_init(struct kw_share_group_partition_metadata_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_group_partition_metadata_value *a, const struct kw_share_group_partition_metadata_value *b)
{
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_topic_metadata(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_group_partition_metadata_value *m)
{
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_group_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 23))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_metadata(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
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
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_share_group_partition_metadata_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_topic_metadata(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
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

static size_t size_shallow_message(const struct kw_share_group_partition_metadata_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, true);
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

static uint8_t *fill_message(const struct kw_share_group_partition_metadata_value *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_topic_metadata(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_metadata(&m->topics[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_share_group_partition_metadata_value_decode(struct kw_share_group_partition_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_group_partition_metadata_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareGroupPartitionMetadataValue v%d", (int)version);
	return rc;
}

int kw_share_group_partition_metadata_value_encode(const struct kw_share_group_partition_metadata_value *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
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
	kw_error_set_context(w->err, "ShareGroupPartitionMetadataValue v%d", (int)version);
	return w->err->code;
}

size_t kw_share_group_partition_metadata_value_size(const struct kw_share_group_partition_metadata_value *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_share_group_partition_metadata_value_equal(const struct kw_share_group_partition_metadata_value *a, const struct kw_share_group_partition_metadata_value *b)
{
	return equal_message(a, b);
}
