/* generated from schemas/clients/FetchSnapshotRequest.json by kwire-gen, do not edit */
#include "kwire/msg/fetch_snapshot_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_snapshot_id(struct kw_fetch_snapshot_request_snapshot_id *s);
static int decode_snapshot_id(struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, uint8_t *p);
static bool equal_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *a, const struct kw_fetch_snapshot_request_snapshot_id *b);
static void init_partition_snapshot(struct kw_fetch_snapshot_request_partition_snapshot *s);
static int decode_partition_snapshot(struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, uint8_t *p);
static bool equal_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *a, const struct kw_fetch_snapshot_request_partition_snapshot *b);
static void init_topic_snapshot(struct kw_fetch_snapshot_request_topic_snapshot *s);
static int decode_topic_snapshot(struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, uint8_t *p);
static bool equal_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *a, const struct kw_fetch_snapshot_request_topic_snapshot *b);
static void init_message(struct kw_fetch_snapshot_request *s);
static int decode_message(struct kw_fetch_snapshot_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_fetch_snapshot_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_fetch_snapshot_request *a, const struct kw_fetch_snapshot_request *b);

static void init_snapshot_id(struct kw_fetch_snapshot_request_snapshot_id *s)
{
	memset(s, 0, sizeof *s);
}

void kw_fetch_snapshot_request_snapshot_id_init(struct kw_fetch_snapshot_request_snapshot_id *s)
{
	init_snapshot_id(s);
}

static bool equal_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *a, const struct kw_fetch_snapshot_request_snapshot_id *b)
{
	if (a->end_offset != b->end_offset)
		return false;
	if (a->epoch != b->epoch)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m)
{
	if (m->end_offset != INT64_C(0))
		return false;
	if (m->epoch != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_snapshot_id(struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, struct kw__cur *cin,
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

static size_t size_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, size_t at,
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

static uint8_t *put_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, uint8_t *p)
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

static void init_partition_snapshot(struct kw_fetch_snapshot_request_partition_snapshot *s)
{
	memset(s, 0, sizeof *s);
	init_snapshot_id(&s->snapshot_id);
}

void kw_fetch_snapshot_request_partition_snapshot_init(struct kw_fetch_snapshot_request_partition_snapshot *s)
{
	init_partition_snapshot(s);
}

static bool equal_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *a, const struct kw_fetch_snapshot_request_partition_snapshot *b)
{
	if (a->partition != b->partition)
		return false;
	if (a->current_leader_epoch != b->current_leader_epoch)
		return false;
	if (!equal_snapshot_id(&a->snapshot_id, &b->snapshot_id))
		return false;
	if (a->position != b->position)
		return false;
	if (!kw_uuid_equal(&a->replica_directory_id, &b->replica_directory_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m)
{
	if (m->partition != 0)
		return false;
	if (m->current_leader_epoch != 0)
		return false;
	if (!isdefault_snapshot_id(&m->snapshot_id))
		return false;
	if (m->position != INT64_C(0))
		return false;
	if (!kw_uuid_is_zero(&m->replica_directory_id))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_partition_snapshot_ctx {
	struct kw_fetch_snapshot_request_partition_snapshot *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_partition_snapshot(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_partition_snapshot_ctx *c = ctx;
	struct kw_fetch_snapshot_request_partition_snapshot *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!(version >= 1))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_uuid(&in, &m->replica_directory_id))
			return kw__fail_field(in.r->err, "replica_directory_id");
		return 1;
	default:
		return 0;
	}
}

static int decode_partition_snapshot(struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->partition = (int32_t)kw__ld32(q + 0);
		m->current_leader_epoch = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->partition))
			return kw__fail_field(in.r->err, "partition");
		if (!kw__rd_i32(&in, &m->current_leader_epoch))
			return kw__fail_field(in.r->err, "current_leader_epoch");
	}
	{
		struct kw__cur t = in;
		if (decode_snapshot_id(&m->snapshot_id, version, &t, a) < 0)
			return kw__fail_field(in.r->err, "snapshot_id");
		in = t;
	}
	if (!kw__rd_i64(&in, &m->position))
		return kw__fail_field(in.r->err, "position");
	m->replica_directory_id = (struct kw_uuid){ { 0 } };
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		struct tags_partition_snapshot_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_partition_snapshot, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static size_t size_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	{
		size_t k = size_snapshot_id(&m->snapshot_id, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "snapshot_id");
		n += k;
	}
	n += 8;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_replica_directory_id = (version >= 1) && !kw_uuid_is_zero(&m->replica_directory_id);
	if (has_replica_directory_id) {
		size_t vsz = 0;
		vsz += 16;
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static uint8_t *put_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition);
	p = kw__put_i32(p, m->current_leader_epoch);
	p = put_snapshot_id(&m->snapshot_id, version, p);
	p = kw__put_i64(p, m->position);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	bool has_replica_directory_id = (version >= 1) && !kw_uuid_is_zero(&m->replica_directory_id);
	uint32_t ntags = u->count;
	ntags += has_replica_directory_id;
	p = kw__put_uvarint(p, ntags);
	if (has_replica_directory_id) {
		size_t vsz = 0;
		vsz += 16;
		p = kw__put_uvarint(p, 0u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_uuid(p, &m->replica_directory_id);
	}
	if (u->count)
		p = kw__put_unknown_tags(p, u, 1u, UINT32_MAX);
	return p;
}

static void init_topic_snapshot(struct kw_fetch_snapshot_request_topic_snapshot *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_fetch_snapshot_request_topic_snapshot_init(struct kw_fetch_snapshot_request_topic_snapshot *s)
{
	init_topic_snapshot(s);
}

static bool equal_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *a, const struct kw_fetch_snapshot_request_topic_snapshot *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_partition_snapshot(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_snapshot(struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 30))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_snapshot(&m->partitions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "partitions");
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

static inline __attribute__((always_inline)) size_t size_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->name.len < 0)
		return kw__size_fail_null(e, at + n, "name", version);
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, true);
	if (m->partitions_count < 0)
		return kw__size_fail_null(e, at + n, "partitions", version);
	n += kw__size_array_len(m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		size_t k = size_partition_snapshot(&m->partitions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "partitions");
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

static inline __attribute__((always_inline)) uint8_t *put_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_array_len(p, m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++)
		p = put_partition_snapshot(&m->partitions[i], version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_fetch_snapshot_request *m)
{
	memset(m, 0, sizeof *m);
	m->cluster_id = KW_STR_NULL;
	m->replica_id = -1;
	m->max_bytes = 2147483647;
}

void kw_fetch_snapshot_request_init(struct kw_fetch_snapshot_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_fetch_snapshot_request *a, const struct kw_fetch_snapshot_request *b)
{
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->replica_id != b->replica_id)
		return false;
	if (a->max_bytes != b->max_bytes)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_topic_snapshot(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_fetch_snapshot_request *m)
{
	if (m->cluster_id.len >= 0)
		return false;
	if (m->replica_id != -1)
		return false;
	if (m->max_bytes != 2147483647)
		return false;
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_fetch_snapshot_request *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_fetch_snapshot_request *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!kw__rd_string(&in, &m->cluster_id, true, true))
			return kw__fail_field(in.r->err, "cluster_id");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_fetch_snapshot_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	m->cluster_id = KW_STR_NULL;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->replica_id = (int32_t)kw__ld32(q + 0);
		m->max_bytes = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->replica_id))
			return kw__fail_field(in.r->err, "replica_id");
		if (!kw__rd_i32(&in, &m->max_bytes))
			return kw__fail_field(in.r->err, "max_bytes");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 3))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_snapshot(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		struct tags_message_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_fetch_snapshot_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_topic_snapshot(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_cluster_id = m->cluster_id.len >= 0;
	if (has_cluster_id) {
		size_t vsz = 0;
		if (m->cluster_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n + vsz, m->cluster_id.len, "cluster_id");
		vsz += kw__size_string(m->cluster_id, true);
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static size_t size_shallow_message(const struct kw_fetch_snapshot_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_cluster_id = m->cluster_id.len >= 0;
	if (has_cluster_id) {
		size_t vsz = 0;
		if (m->cluster_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n + vsz, m->cluster_id.len, "cluster_id");
		vsz += kw__size_string(m->cluster_id, true);
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static uint8_t *fill_message(const struct kw_fetch_snapshot_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->replica_id);
	p = kw__put_i32(p, m->max_bytes);
	p = kw__put_array_len(p, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_topic_snapshot(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_snapshot(&m->topics[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	bool has_cluster_id = m->cluster_id.len >= 0;
	uint32_t ntags = u->count;
	ntags += has_cluster_id;
	p = kw__put_uvarint(p, ntags);
	if (has_cluster_id) {
		size_t vsz = 0;
		vsz += kw__size_string(m->cluster_id, true);
		p = kw__put_uvarint(p, 0u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_string(p, m->cluster_id, true);
	}
	if (u->count)
		p = kw__put_unknown_tags(p, u, 1u, UINT32_MAX);
	return p;
}

int kw_fetch_snapshot_request_decode(struct kw_fetch_snapshot_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_fetch_snapshot_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "FetchSnapshotRequest v%d", (int)version);
	return rc;
}

int kw_fetch_snapshot_request_encode(const struct kw_fetch_snapshot_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "FetchSnapshotRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_fetch_snapshot_request_size(const struct kw_fetch_snapshot_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_fetch_snapshot_request_equal(const struct kw_fetch_snapshot_request *a, const struct kw_fetch_snapshot_request *b)
{
	return equal_message(a, b);
}
