/* generated from schemas/BeginQuorumEpochRequest.json by kwire-gen, do not edit */
#include "kwire/msg/begin_quorum_epoch_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static int decode_partition_data(struct kw_begin_quorum_epoch_request_partition_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_partition_data(const struct kw_begin_quorum_epoch_request_partition_data *m, int16_t version, struct kw_writer *w);
static size_t size_partition_data(const struct kw_begin_quorum_epoch_request_partition_data *m, int16_t version);
static bool equal_partition_data(const struct kw_begin_quorum_epoch_request_partition_data *a, const struct kw_begin_quorum_epoch_request_partition_data *b);
static int decode_topic_data(struct kw_begin_quorum_epoch_request_topic_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_data(const struct kw_begin_quorum_epoch_request_topic_data *m, int16_t version, struct kw_writer *w);
static size_t size_topic_data(const struct kw_begin_quorum_epoch_request_topic_data *m, int16_t version);
static bool equal_topic_data(const struct kw_begin_quorum_epoch_request_topic_data *a, const struct kw_begin_quorum_epoch_request_topic_data *b);
static int decode_leader_endpoint(struct kw_begin_quorum_epoch_request_leader_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_leader_endpoint(const struct kw_begin_quorum_epoch_request_leader_endpoint *m, int16_t version, struct kw_writer *w);
static size_t size_leader_endpoint(const struct kw_begin_quorum_epoch_request_leader_endpoint *m, int16_t version);
static bool equal_leader_endpoint(const struct kw_begin_quorum_epoch_request_leader_endpoint *a, const struct kw_begin_quorum_epoch_request_leader_endpoint *b);
static int decode_message(struct kw_begin_quorum_epoch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_begin_quorum_epoch_request *m, int16_t version, struct kw_writer *w);
static size_t size_message(const struct kw_begin_quorum_epoch_request *m, int16_t version);
static bool equal_message(const struct kw_begin_quorum_epoch_request *a, const struct kw_begin_quorum_epoch_request *b);

void kw_begin_quorum_epoch_request_partition_data_init(struct kw_begin_quorum_epoch_request_partition_data *s)
{
	memset(s, 0, sizeof *s);
}

static bool equal_partition_data(const struct kw_begin_quorum_epoch_request_partition_data *a, const struct kw_begin_quorum_epoch_request_partition_data *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (!kw_uuid_equal(&a->voter_directory_id, &b->voter_directory_id))
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_data(const struct kw_begin_quorum_epoch_request_partition_data *m)
{
	struct kw_begin_quorum_epoch_request_partition_data d;
	kw_begin_quorum_epoch_request_partition_data_init(&d);
	return equal_partition_data(m, &d);
}

static int decode_partition_data(struct kw_begin_quorum_epoch_request_partition_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_begin_quorum_epoch_request_partition_data_init(m);
	m->partition_index = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "partition_index");
	if (version >= 1) {
		kw__rd_uuid(r, &m->voter_directory_id);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "voter_directory_id");
	}
	m->leader_id = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "leader_id");
	m->leader_epoch = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "leader_epoch");
	if (version >= 1) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_partition_data(const struct kw_begin_quorum_epoch_request_partition_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->partition_index);
	if (version >= 1) {
		kw__wr_uuid(w, &m->voter_directory_id);
	}
	kw__wr_i32(w, m->leader_id);
	kw__wr_i32(w, m->leader_epoch);
	if (version >= 1) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_partition_data(const struct kw_begin_quorum_epoch_request_partition_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	if (version >= 1) {
		n += 16;
	}
	n += 4;
	n += 4;
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw_size_uvarint(ntags);
	}
	return n;
}

void kw_begin_quorum_epoch_request_topic_data_init(struct kw_begin_quorum_epoch_request_topic_data *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

static bool equal_topic_data(const struct kw_begin_quorum_epoch_request_topic_data *a, const struct kw_begin_quorum_epoch_request_topic_data *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_partition_data(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_data(const struct kw_begin_quorum_epoch_request_topic_data *m)
{
	struct kw_begin_quorum_epoch_request_topic_data d;
	kw_begin_quorum_epoch_request_topic_data_init(&d);
	return equal_topic_data(m, &d);
}

static int decode_topic_data(struct kw_begin_quorum_epoch_request_topic_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_begin_quorum_epoch_request_topic_data_init(m);
	kw_reader_read_string(r, &m->topic_name, version >= 1, false);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "topic_name");
	{
		int32_t n = kw__rd_array_len(r, version >= 1, false, 12);
		if (!kw_reader_ok(r))
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
	if (version >= 1) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_topic_data(const struct kw_begin_quorum_epoch_request_topic_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	kw_writer_write_string(w, m->topic_name, version >= 1);
	if (!kw_writer_ok(w))
		return kw__fail_field(w->err, "topic_name");
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, version >= 1);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		if (encode_partition_data(&m->partitions[i], version, w) < 0)
			return kw__fail_index(w->err, i, "partitions");
	}
	if (version >= 1) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_topic_data(const struct kw_begin_quorum_epoch_request_topic_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw_size_string(m->topic_name, version >= 1);
	n += kw_size_array_len(m->partitions_count, version >= 1);
	for (int32_t i = 0; i < m->partitions_count; i++)
		n += size_partition_data(&m->partitions[i], version);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw_size_uvarint(ntags);
	}
	return n;
}

void kw_begin_quorum_epoch_request_leader_endpoint_init(struct kw_begin_quorum_epoch_request_leader_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

static bool equal_leader_endpoint(const struct kw_begin_quorum_epoch_request_leader_endpoint *a, const struct kw_begin_quorum_epoch_request_leader_endpoint *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_leader_endpoint(const struct kw_begin_quorum_epoch_request_leader_endpoint *m)
{
	struct kw_begin_quorum_epoch_request_leader_endpoint d;
	kw_begin_quorum_epoch_request_leader_endpoint_init(&d);
	return equal_leader_endpoint(m, &d);
}

static int decode_leader_endpoint(struct kw_begin_quorum_epoch_request_leader_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_begin_quorum_epoch_request_leader_endpoint_init(m);
	kw_reader_read_string(r, &m->name, true, false);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "name");
	kw_reader_read_string(r, &m->host, true, false);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "host");
	m->port = kw__rd_u16(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "port");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_leader_endpoint(const struct kw_begin_quorum_epoch_request_leader_endpoint *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	kw_writer_write_string(w, m->name, true);
	if (!kw_writer_ok(w))
		return kw__fail_field(w->err, "name");
	if (m->host.len < 0)
		return kw__null_fail(w, "host", version);
	kw_writer_write_string(w, m->host, true);
	if (!kw_writer_ok(w))
		return kw__fail_field(w->err, "host");
	kw__wr_u16(w, m->port);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_leader_endpoint(const struct kw_begin_quorum_epoch_request_leader_endpoint *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw_size_string(m->name, true);
	n += kw_size_string(m->host, true);
	n += 2;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw_size_uvarint(ntags);
	return n;
}

void kw_begin_quorum_epoch_request_init(struct kw_begin_quorum_epoch_request *m)
{
	memset(m, 0, sizeof *m);
	m->cluster_id = KW_STR_NULL;
	m->voter_id = -1;
}

static bool equal_message(const struct kw_begin_quorum_epoch_request *a, const struct kw_begin_quorum_epoch_request *b)
{
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->voter_id != b->voter_id)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_topic_data(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->leader_endpoints_count != b->leader_endpoints_count)
		return false;
	for (int32_t i = 0; i < a->leader_endpoints_count; i++) {
		if (!equal_leader_endpoint(&a->leader_endpoints[i], &b->leader_endpoints[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_begin_quorum_epoch_request *m)
{
	struct kw_begin_quorum_epoch_request d;
	kw_begin_quorum_epoch_request_init(&d);
	return equal_message(m, &d);
}

static int decode_message(struct kw_begin_quorum_epoch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_begin_quorum_epoch_request_init(m);
	kw_reader_read_string(r, &m->cluster_id, version >= 1, true);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "cluster_id");
	if (version >= 1) {
		m->voter_id = kw__rd_i32(r);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "voter_id");
	}
	{
		int32_t n = kw__rd_array_len(r, version >= 1, false, 3);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(r, "topics");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_data(&m->topics[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topics");
			}
		}
	}
	if (version >= 1) {
		{
			int32_t n = kw__rd_array_len(r, true, false, 5);
			if (!kw_reader_ok(r))
				return kw__fail_field(r->err, "leader_endpoints");
			m->leader_endpoints_count = n;
			m->leader_endpoints = NULL;
			if (n > 0) {
				m->leader_endpoints = kw__alloc(a, (size_t)n * sizeof *m->leader_endpoints);
				if (!m->leader_endpoints)
					return kw__nomem(r, "leader_endpoints");
				for (int32_t i = 0; i < n; i++) {
					if (decode_leader_endpoint(&m->leader_endpoints[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "leader_endpoints");
				}
			}
		}
	}
	if (version >= 1) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_begin_quorum_epoch_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw_writer_write_string(w, m->cluster_id, version >= 1);
	if (!kw_writer_ok(w))
		return kw__fail_field(w->err, "cluster_id");
	if (version >= 1) {
		kw__wr_i32(w, m->voter_id);
	}
	if (m->topics_count < 0)
		return kw__null_fail(w, "topics", version);
	kw__wr_array_len(w, m->topics_count, version >= 1);
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (encode_topic_data(&m->topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topics");
	}
	if (version >= 1) {
		if (m->leader_endpoints_count < 0)
			return kw__null_fail(w, "leader_endpoints", version);
		kw__wr_array_len(w, m->leader_endpoints_count, true);
		for (int32_t i = 0; i < m->leader_endpoints_count; i++) {
			if (encode_leader_endpoint(&m->leader_endpoints[i], version, w) < 0)
				return kw__fail_index(w->err, i, "leader_endpoints");
		}
	}
	if (version >= 1) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_message(const struct kw_begin_quorum_epoch_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw_size_string(m->cluster_id, version >= 1);
	if (version >= 1) {
		n += 4;
	}
	n += kw_size_array_len(m->topics_count, version >= 1);
	for (int32_t i = 0; i < m->topics_count; i++)
		n += size_topic_data(&m->topics[i], version);
	if (version >= 1) {
		n += kw_size_array_len(m->leader_endpoints_count, true);
		for (int32_t i = 0; i < m->leader_endpoints_count; i++)
			n += size_leader_endpoint(&m->leader_endpoints[i], version);
	}
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw_size_uvarint(ntags);
	}
	return n;
}

int kw_begin_quorum_epoch_request_decode(struct kw_begin_quorum_epoch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_begin_quorum_epoch_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "BeginQuorumEpochRequest v%d", (int)version);
	return rc;
}

int kw_begin_quorum_epoch_request_encode(const struct kw_begin_quorum_epoch_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 1)
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	else
		rc = encode_message(m, version, w);
	if (rc < 0)
		kw_error_set_context(w->err, "BeginQuorumEpochRequest v%d", (int)version);
	return rc;
}

size_t kw_begin_quorum_epoch_request_size(const struct kw_begin_quorum_epoch_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_begin_quorum_epoch_request_equal(const struct kw_begin_quorum_epoch_request *a, const struct kw_begin_quorum_epoch_request *b)
{
	return equal_message(a, b);
}
