/* generated from schemas/DescribeQuorumResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_quorum_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static int decode_listener(struct kw_describe_quorum_response_listener *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_listener(const struct kw_describe_quorum_response_listener *m, int16_t version, struct kw_writer *w);
static size_t size_listener(const struct kw_describe_quorum_response_listener *m, int16_t version);
static bool equal_listener(const struct kw_describe_quorum_response_listener *a, const struct kw_describe_quorum_response_listener *b);
static int decode_node(struct kw_describe_quorum_response_node *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_node(const struct kw_describe_quorum_response_node *m, int16_t version, struct kw_writer *w);
static size_t size_node(const struct kw_describe_quorum_response_node *m, int16_t version);
static bool equal_node(const struct kw_describe_quorum_response_node *a, const struct kw_describe_quorum_response_node *b);
static int decode_replica_state(struct kw_describe_quorum_response_replica_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version, struct kw_writer *w);
static size_t size_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version);
static bool equal_replica_state(const struct kw_describe_quorum_response_replica_state *a, const struct kw_describe_quorum_response_replica_state *b);
static int decode_partition_data(struct kw_describe_quorum_response_partition_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version, struct kw_writer *w);
static size_t size_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version);
static bool equal_partition_data(const struct kw_describe_quorum_response_partition_data *a, const struct kw_describe_quorum_response_partition_data *b);
static int decode_topic_data(struct kw_describe_quorum_response_topic_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version, struct kw_writer *w);
static size_t size_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version);
static bool equal_topic_data(const struct kw_describe_quorum_response_topic_data *a, const struct kw_describe_quorum_response_topic_data *b);
static int decode_message(struct kw_describe_quorum_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_quorum_response *m, int16_t version, struct kw_writer *w);
static size_t size_message(const struct kw_describe_quorum_response *m, int16_t version);
static bool equal_message(const struct kw_describe_quorum_response *a, const struct kw_describe_quorum_response *b);

void kw_describe_quorum_response_listener_init(struct kw_describe_quorum_response_listener *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

static bool equal_listener(const struct kw_describe_quorum_response_listener *a, const struct kw_describe_quorum_response_listener *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_listener(const struct kw_describe_quorum_response_listener *m)
{
	struct kw_describe_quorum_response_listener d;
	kw_describe_quorum_response_listener_init(&d);
	return equal_listener(m, &d);
}

static int decode_listener(struct kw_describe_quorum_response_listener *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_describe_quorum_response_listener_init(m);
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

static int encode_listener(const struct kw_describe_quorum_response_listener *m, int16_t version, struct kw_writer *w)
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

static size_t size_listener(const struct kw_describe_quorum_response_listener *m, int16_t version)
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

void kw_describe_quorum_response_node_init(struct kw_describe_quorum_response_node *s)
{
	memset(s, 0, sizeof *s);
}

static bool equal_node(const struct kw_describe_quorum_response_node *a, const struct kw_describe_quorum_response_node *b)
{
	if (a->node_id != b->node_id)
		return false;
	if (a->listeners_count != b->listeners_count)
		return false;
	for (int32_t i = 0; i < a->listeners_count; i++) {
		if (!equal_listener(&a->listeners[i], &b->listeners[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_node(const struct kw_describe_quorum_response_node *m)
{
	struct kw_describe_quorum_response_node d;
	kw_describe_quorum_response_node_init(&d);
	return equal_node(m, &d);
}

static int decode_node(struct kw_describe_quorum_response_node *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_describe_quorum_response_node_init(m);
	m->node_id = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "node_id");
	{
		int32_t n = kw__rd_array_len(r, true, false, 5);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "listeners");
		m->listeners_count = n;
		m->listeners = NULL;
		if (n > 0) {
			m->listeners = kw__alloc(a, (size_t)n * sizeof *m->listeners);
			if (!m->listeners)
				return kw__nomem(r, "listeners");
			for (int32_t i = 0; i < n; i++) {
				if (decode_listener(&m->listeners[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "listeners");
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

static int encode_node(const struct kw_describe_quorum_response_node *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->node_id);
	if (m->listeners_count < 0)
		return kw__null_fail(w, "listeners", version);
	kw__wr_array_len(w, m->listeners_count, true);
	for (int32_t i = 0; i < m->listeners_count; i++) {
		if (encode_listener(&m->listeners[i], version, w) < 0)
			return kw__fail_index(w->err, i, "listeners");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_node(const struct kw_describe_quorum_response_node *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw_size_array_len(m->listeners_count, true);
	for (int32_t i = 0; i < m->listeners_count; i++)
		n += size_listener(&m->listeners[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw_size_uvarint(ntags);
	return n;
}

void kw_describe_quorum_response_replica_state_init(struct kw_describe_quorum_response_replica_state *s)
{
	memset(s, 0, sizeof *s);
	s->last_fetch_timestamp = INT64_C(-1);
	s->last_caught_up_timestamp = INT64_C(-1);
}

static bool equal_replica_state(const struct kw_describe_quorum_response_replica_state *a, const struct kw_describe_quorum_response_replica_state *b)
{
	if (a->replica_id != b->replica_id)
		return false;
	if (!kw_uuid_equal(&a->replica_directory_id, &b->replica_directory_id))
		return false;
	if (a->log_end_offset != b->log_end_offset)
		return false;
	if (a->last_fetch_timestamp != b->last_fetch_timestamp)
		return false;
	if (a->last_caught_up_timestamp != b->last_caught_up_timestamp)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_replica_state(const struct kw_describe_quorum_response_replica_state *m)
{
	struct kw_describe_quorum_response_replica_state d;
	kw_describe_quorum_response_replica_state_init(&d);
	return equal_replica_state(m, &d);
}

static int decode_replica_state(struct kw_describe_quorum_response_replica_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_describe_quorum_response_replica_state_init(m);
	m->replica_id = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "replica_id");
	if (version >= 2) {
		kw__rd_uuid(r, &m->replica_directory_id);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "replica_directory_id");
	}
	m->log_end_offset = kw__rd_i64(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "log_end_offset");
	if (version >= 1) {
		m->last_fetch_timestamp = kw__rd_i64(r);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "last_fetch_timestamp");
	}
	if (version >= 1) {
		m->last_caught_up_timestamp = kw__rd_i64(r);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "last_caught_up_timestamp");
	}
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->replica_id);
	if (!(version >= 2) && !kw_uuid_is_zero(&m->replica_directory_id))
		return kw__nondefault_fail(w, "replica_directory_id", version);
	if (version >= 2) {
		kw__wr_uuid(w, &m->replica_directory_id);
	}
	kw__wr_i64(w, m->log_end_offset);
	if (version >= 1) {
		kw__wr_i64(w, m->last_fetch_timestamp);
	}
	if (version >= 1) {
		kw__wr_i64(w, m->last_caught_up_timestamp);
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_replica_state(const struct kw_describe_quorum_response_replica_state *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	if (version >= 2) {
		n += 16;
	}
	n += 8;
	if (version >= 1) {
		n += 8;
	}
	if (version >= 1) {
		n += 8;
	}
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw_size_uvarint(ntags);
	return n;
}

void kw_describe_quorum_response_partition_data_init(struct kw_describe_quorum_response_partition_data *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = (struct kw_str){ "", 0 };
}

static bool equal_partition_data(const struct kw_describe_quorum_response_partition_data *a, const struct kw_describe_quorum_response_partition_data *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->high_watermark != b->high_watermark)
		return false;
	if (a->current_voters_count != b->current_voters_count)
		return false;
	for (int32_t i = 0; i < a->current_voters_count; i++) {
		if (!equal_replica_state(&a->current_voters[i], &b->current_voters[i]))
			return false;
	}
	if (a->observers_count != b->observers_count)
		return false;
	for (int32_t i = 0; i < a->observers_count; i++) {
		if (!equal_replica_state(&a->observers[i], &b->observers[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_data(const struct kw_describe_quorum_response_partition_data *m)
{
	struct kw_describe_quorum_response_partition_data d;
	kw_describe_quorum_response_partition_data_init(&d);
	return equal_partition_data(m, &d);
}

static int decode_partition_data(struct kw_describe_quorum_response_partition_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_describe_quorum_response_partition_data_init(m);
	m->partition_index = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "partition_index");
	m->error_code = kw__rd_i16(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "error_code");
	if (version >= 2) {
		kw_reader_read_string(r, &m->error_message, true, true);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "error_message");
	}
	m->leader_id = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "leader_id");
	m->leader_epoch = kw__rd_i32(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "leader_epoch");
	m->high_watermark = kw__rd_i64(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "high_watermark");
	{
		int32_t n = kw__rd_array_len(r, true, false, 13);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "current_voters");
		m->current_voters_count = n;
		m->current_voters = NULL;
		if (n > 0) {
			m->current_voters = kw__alloc(a, (size_t)n * sizeof *m->current_voters);
			if (!m->current_voters)
				return kw__nomem(r, "current_voters");
			for (int32_t i = 0; i < n; i++) {
				if (decode_replica_state(&m->current_voters[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "current_voters");
			}
		}
	}
	{
		int32_t n = kw__rd_array_len(r, true, false, 13);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "observers");
		m->observers_count = n;
		m->observers = NULL;
		if (n > 0) {
			m->observers = kw__alloc(a, (size_t)n * sizeof *m->observers);
			if (!m->observers)
				return kw__nomem(r, "observers");
			for (int32_t i = 0; i < n; i++) {
				if (decode_replica_state(&m->observers[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "observers");
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

static int encode_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->partition_index);
	kw__wr_i16(w, m->error_code);
	if (version >= 2) {
		kw_writer_write_string(w, m->error_message, true);
		if (!kw_writer_ok(w))
			return kw__fail_field(w->err, "error_message");
	}
	kw__wr_i32(w, m->leader_id);
	kw__wr_i32(w, m->leader_epoch);
	kw__wr_i64(w, m->high_watermark);
	if (m->current_voters_count < 0)
		return kw__null_fail(w, "current_voters", version);
	kw__wr_array_len(w, m->current_voters_count, true);
	for (int32_t i = 0; i < m->current_voters_count; i++) {
		if (encode_replica_state(&m->current_voters[i], version, w) < 0)
			return kw__fail_index(w->err, i, "current_voters");
	}
	if (m->observers_count < 0)
		return kw__null_fail(w, "observers", version);
	kw__wr_array_len(w, m->observers_count, true);
	for (int32_t i = 0; i < m->observers_count; i++) {
		if (encode_replica_state(&m->observers[i], version, w) < 0)
			return kw__fail_index(w->err, i, "observers");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_partition_data(const struct kw_describe_quorum_response_partition_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 2;
	if (version >= 2) {
		n += kw_size_string(m->error_message, true);
	}
	n += 4;
	n += 4;
	n += 8;
	n += kw_size_array_len(m->current_voters_count, true);
	for (int32_t i = 0; i < m->current_voters_count; i++)
		n += size_replica_state(&m->current_voters[i], version);
	n += kw_size_array_len(m->observers_count, true);
	for (int32_t i = 0; i < m->observers_count; i++)
		n += size_replica_state(&m->observers[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw_size_uvarint(ntags);
	return n;
}

void kw_describe_quorum_response_topic_data_init(struct kw_describe_quorum_response_topic_data *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

static bool equal_topic_data(const struct kw_describe_quorum_response_topic_data *a, const struct kw_describe_quorum_response_topic_data *b)
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

__attribute__((unused)) static bool isdefault_topic_data(const struct kw_describe_quorum_response_topic_data *m)
{
	struct kw_describe_quorum_response_topic_data d;
	kw_describe_quorum_response_topic_data_init(&d);
	return equal_topic_data(m, &d);
}

static int decode_topic_data(struct kw_describe_quorum_response_topic_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_describe_quorum_response_topic_data_init(m);
	kw_reader_read_string(r, &m->topic_name, true, false);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "topic_name");
	{
		int32_t n = kw__rd_array_len(r, true, false, 25);
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
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	kw_writer_write_string(w, m->topic_name, true);
	if (!kw_writer_ok(w))
		return kw__fail_field(w->err, "topic_name");
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

static size_t size_topic_data(const struct kw_describe_quorum_response_topic_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw_size_string(m->topic_name, true);
	n += kw_size_array_len(m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++)
		n += size_partition_data(&m->partitions[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw_size_uvarint(ntags);
	return n;
}

void kw_describe_quorum_response_init(struct kw_describe_quorum_response *m)
{
	memset(m, 0, sizeof *m);
	m->error_message = (struct kw_str){ "", 0 };
}

static bool equal_message(const struct kw_describe_quorum_response *a, const struct kw_describe_quorum_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_topic_data(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->nodes_count != b->nodes_count)
		return false;
	for (int32_t i = 0; i < a->nodes_count; i++) {
		if (!equal_node(&a->nodes[i], &b->nodes[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_quorum_response *m)
{
	struct kw_describe_quorum_response d;
	kw_describe_quorum_response_init(&d);
	return equal_message(m, &d);
}

static int decode_message(struct kw_describe_quorum_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	kw_describe_quorum_response_init(m);
	m->error_code = kw__rd_i16(r);
	if (!kw_reader_ok(r))
		return kw__fail_field(r->err, "error_code");
	if (version >= 2) {
		kw_reader_read_string(r, &m->error_message, true, true);
		if (!kw_reader_ok(r))
			return kw__fail_field(r->err, "error_message");
	}
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
				if (decode_topic_data(&m->topics[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topics");
			}
		}
	}
	if (version >= 2) {
		{
			int32_t n = kw__rd_array_len(r, true, false, 6);
			if (!kw_reader_ok(r))
				return kw__fail_field(r->err, "nodes");
			m->nodes_count = n;
			m->nodes = NULL;
			if (n > 0) {
				m->nodes = kw__alloc(a, (size_t)n * sizeof *m->nodes);
				if (!m->nodes)
					return kw__nomem(r, "nodes");
				for (int32_t i = 0; i < n; i++) {
					if (decode_node(&m->nodes[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "nodes");
				}
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

static int encode_message(const struct kw_describe_quorum_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->error_code);
	if (version >= 2) {
		kw_writer_write_string(w, m->error_message, true);
		if (!kw_writer_ok(w))
			return kw__fail_field(w->err, "error_message");
	}
	if (m->topics_count < 0)
		return kw__null_fail(w, "topics", version);
	kw__wr_array_len(w, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (encode_topic_data(&m->topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topics");
	}
	if (!(version >= 2) && m->nodes_count != 0)
		return kw__nondefault_fail(w, "nodes", version);
	if (version >= 2) {
		if (m->nodes_count < 0)
			return kw__null_fail(w, "nodes", version);
		kw__wr_array_len(w, m->nodes_count, true);
		for (int32_t i = 0; i < m->nodes_count; i++) {
			if (encode_node(&m->nodes[i], version, w) < 0)
				return kw__fail_index(w->err, i, "nodes");
		}
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

static size_t size_message(const struct kw_describe_quorum_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	if (version >= 2) {
		n += kw_size_string(m->error_message, true);
	}
	n += kw_size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++)
		n += size_topic_data(&m->topics[i], version);
	if (version >= 2) {
		n += kw_size_array_len(m->nodes_count, true);
		for (int32_t i = 0; i < m->nodes_count; i++)
			n += size_node(&m->nodes[i], version);
	}
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw_size_uvarint(ntags);
	return n;
}

int kw_describe_quorum_response_decode(struct kw_describe_quorum_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_describe_quorum_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeQuorumResponse v%d", (int)version);
	return rc;
}

int kw_describe_quorum_response_encode(const struct kw_describe_quorum_response *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 2)
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	else
		rc = encode_message(m, version, w);
	if (rc < 0)
		kw_error_set_context(w->err, "DescribeQuorumResponse v%d", (int)version);
	return rc;
}

size_t kw_describe_quorum_response_size(const struct kw_describe_quorum_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_quorum_response_equal(const struct kw_describe_quorum_response *a, const struct kw_describe_quorum_response *b)
{
	return equal_message(a, b);
}
