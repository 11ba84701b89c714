/* generated from schemas/FetchSnapshotRequest.json by kwire-gen, do not edit */
#include "kwire/msg/fetch_snapshot_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static int decode_snapshot_id(struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, struct kw_writer *w);
static size_t size_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version);
static bool equal_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *a, const struct kw_fetch_snapshot_request_snapshot_id *b);
static int decode_partition_snapshot(struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, struct kw_writer *w);
static size_t size_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version);
static bool equal_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *a, const struct kw_fetch_snapshot_request_partition_snapshot *b);
static int decode_topic_snapshot(struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, struct kw_writer *w);
static size_t size_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version);
static bool equal_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *a, const struct kw_fetch_snapshot_request_topic_snapshot *b);
static int decode_message(struct kw_fetch_snapshot_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_fetch_snapshot_request *m, int16_t version, struct kw_writer *w);
static size_t size_message(const struct kw_fetch_snapshot_request *m, int16_t version);
static bool equal_message(const struct kw_fetch_snapshot_request *a, const struct kw_fetch_snapshot_request *b);

void kw_fetch_snapshot_request_snapshot_id_init(struct kw_fetch_snapshot_request_snapshot_id *s)
{
	memset(s, 0, sizeof *s);
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
	struct kw_fetch_snapshot_request_snapshot_id d;
	kw_fetch_snapshot_request_snapshot_id_init(&d);
	return equal_snapshot_id(m, &d);
}

static int decode_snapshot_id(struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_fetch_snapshot_request_snapshot_id_init(m);
	m->end_offset = kw__rd_i64(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "end_offset");
	m->epoch = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "epoch");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i64(w, m->end_offset);
	kw__wr_i32(w, m->epoch);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 8;
	n += 4;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw_size_uvarint(ntags);
	return n;
}

void kw_fetch_snapshot_request_partition_snapshot_init(struct kw_fetch_snapshot_request_partition_snapshot *s)
{
	memset(s, 0, sizeof *s);
	kw_fetch_snapshot_request_snapshot_id_init(&s->snapshot_id);
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
	struct kw_fetch_snapshot_request_partition_snapshot d;
	kw_fetch_snapshot_request_partition_snapshot_init(&d);
	return equal_partition_snapshot(m, &d);
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
	(void)version;
	(void)m;
	(void)a;
	switch (tag) {
	case 0:
		if (!(version >= 1))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		kw__rd_uuid(sub, &m->replica_directory_id);
		if (!kw_reader_ok(sub))
			return kw__fail_field(sub->err, "replica_directory_id");
		return 1;
	default:
		return 0;
	}
}

static int decode_partition_snapshot(struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_fetch_snapshot_request_partition_snapshot_init(m);
	m->partition = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "partition");
	m->current_leader_epoch = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "current_leader_epoch");
	if (decode_snapshot_id(&m->snapshot_id, version, r, a) < 0)
		return kw__fail_field(r->err, "snapshot_id");
	m->position = kw__rd_i64(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "position");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		struct tags_partition_snapshot_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_partition_snapshot, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->partition);
	kw__wr_i32(w, m->current_leader_epoch);
	if (encode_snapshot_id(&m->snapshot_id, version, w) < 0)
		return kw__fail_field(w->err, "snapshot_id");
	kw__wr_i64(w, m->position);
	uint32_t ntags = m->unknown_tagged_fields.count;
	bool has_replica_directory_id = (version >= 1) && !kw_uuid_is_zero(&m->replica_directory_id);
	ntags += has_replica_directory_id;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, 0u);
	if (has_replica_directory_id) {
		size_t vsz = 0;
		vsz += 16;
		kw__wr_uvarint(w, 0u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		kw__wr_uuid(w, &m->replica_directory_id);
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 1u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 4;
	n += size_snapshot_id(&m->snapshot_id, version);
	n += 8;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	if ((version >= 1) && !kw_uuid_is_zero(&m->replica_directory_id)) {
		size_t vsz = 0;
		vsz += 16;
		n += kw_size_uvarint(0u) + kw_size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw_size_uvarint(ntags);
	return n;
}

void kw_fetch_snapshot_request_topic_snapshot_init(struct kw_fetch_snapshot_request_topic_snapshot *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
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
	struct kw_fetch_snapshot_request_topic_snapshot d;
	kw_fetch_snapshot_request_topic_snapshot_init(&d);
	return equal_topic_snapshot(m, &d);
}

static int decode_topic_snapshot(struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_fetch_snapshot_request_topic_snapshot_init(m);
	kw_reader_read_string(r, &m->name, true, false);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "name");
	{
		int32_t n = kw__rd_array_len(r, true, false, 30);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(r, "partitions");
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_snapshot(&m->partitions[i], version, r, a) < 0)
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

static int encode_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	kw_writer_write_string(w, m->name, true);
	if (!kw_writer_ok(w))
		return kw__fail_field(w->err, "name");
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		if (encode_partition_snapshot(&m->partitions[i], version, w) < 0)
			return kw__fail_index(w->err, i, "partitions");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw_size_string(m->name, true);
	n += kw_size_array_len(m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++)
		n += size_partition_snapshot(&m->partitions[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw_size_uvarint(ntags);
	return n;
}

void kw_fetch_snapshot_request_init(struct kw_fetch_snapshot_request *m)
{
	memset(m, 0, sizeof *m);
	m->cluster_id = KW_STR_NULL;
	m->replica_id = -1;
	m->max_bytes = 2147483647;
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
	struct kw_fetch_snapshot_request d;
	kw_fetch_snapshot_request_init(&d);
	return equal_message(m, &d);
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
	(void)version;
	(void)m;
	(void)a;
	switch (tag) {
	case 0:
		kw_reader_read_string(sub, &m->cluster_id, true, true);
		if (!kw_reader_ok(sub))
			return kw__fail_field(sub->err, "cluster_id");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_fetch_snapshot_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_fetch_snapshot_request_init(m);
	m->replica_id = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "replica_id");
	m->max_bytes = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "max_bytes");
	{
		int32_t n = kw__rd_array_len(r, true, false, 3);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(r, "topics");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_snapshot(&m->topics[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topics");
			}
		}
	}
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		struct tags_message_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_fetch_snapshot_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->replica_id);
	kw__wr_i32(w, m->max_bytes);
	if (m->topics_count < 0)
		return kw__null_fail(w, "topics", version);
	kw__wr_array_len(w, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (encode_topic_snapshot(&m->topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topics");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	bool has_cluster_id = m->cluster_id.len >= 0;
	ntags += has_cluster_id;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, 0u);
	if (has_cluster_id) {
		size_t vsz = 0;
		vsz += kw_size_string(m->cluster_id, true);
		kw__wr_uvarint(w, 0u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		kw_writer_write_string(w, m->cluster_id, true);
		if (!kw_writer_ok(w))
			return kw__fail_field(w->err, "cluster_id");
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 1u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_message(const struct kw_fetch_snapshot_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 4;
	n += kw_size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++)
		n += size_topic_snapshot(&m->topics[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	if (m->cluster_id.len >= 0) {
		size_t vsz = 0;
		vsz += kw_size_string(m->cluster_id, true);
		n += kw_size_uvarint(0u) + kw_size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw_size_uvarint(ntags);
	return n;
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
	int rc;
	if (version < 0 || version > 1)
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	else
		rc = encode_message(m, version, w);
	if (rc < 0)
		kw_error_set_context(w->err, "FetchSnapshotRequest v%d", (int)version);
	return rc;
}

size_t kw_fetch_snapshot_request_size(const struct kw_fetch_snapshot_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_fetch_snapshot_request_equal(const struct kw_fetch_snapshot_request *a, const struct kw_fetch_snapshot_request *b)
{
	return equal_message(a, b);
}
