/* generated from schemas/clients/ListPartitionReassignmentsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/list_partition_reassignments_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_list_partition_reassignments_topics(struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *s);
static int decode_list_partition_reassignments_topics(struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version, struct kw_writer *w);
static uint8_t *put_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version);
static bool equal_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *a, const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *b);
static void init_message(struct kw_list_partition_reassignments_request *s);
static int decode_message(struct kw_list_partition_reassignments_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_list_partition_reassignments_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_list_partition_reassignments_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_list_partition_reassignments_request *m, int16_t version);
static bool equal_message(const struct kw_list_partition_reassignments_request *a, const struct kw_list_partition_reassignments_request *b);

static void init_list_partition_reassignments_topics(struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_list_partition_reassignments_request_list_partition_reassignments_topics_init(struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *s)
{
	init_list_partition_reassignments_topics(s);
}

static bool equal_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *a, const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->partition_indexes_count != b->partition_indexes_count)
		return false;
	for (int32_t i = 0; i < a->partition_indexes_count; i++) {
		if (a->partition_indexes[i] != b->partition_indexes[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partition_indexes_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_list_partition_reassignments_topics(struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_list_partition_reassignments_topics(m);
	if (!kw__rd_string(r, &m->name, true, false))
		return kw__fail_field(r->err, "name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 4))
			return kw__fail_field(r->err, "partition_indexes");
		m->partition_indexes_count = n;
		m->partition_indexes = NULL;
		if (n > 0) {
			m->partition_indexes = kw__alloc(a, (size_t)n * sizeof *m->partition_indexes);
			if (!m->partition_indexes)
				return kw__nomem(r, "partition_indexes");
			kw__rd_i32_array(r, m->partition_indexes, n);
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

static int encode_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, true))
		return kw__fail_field(w->err, "name");
	if (m->partition_indexes_count < 0)
		return kw__null_fail(w, "partition_indexes", version);
	kw__wr_array_len(w, m->partition_indexes_count, true);
	if (m->partition_indexes_count > 0)
		kw__wr_i32_array(w, m->partition_indexes, m->partition_indexes_count);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, true)))
		return NULL;
	if (m->partition_indexes_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partition_indexes_count, true)))
		return NULL;
	if (m->partition_indexes_count > 0 && !(p = kw__put_i32_array(p, end, m->partition_indexes, m->partition_indexes_count)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_list_partition_reassignments_topics(const struct kw_list_partition_reassignments_request_list_partition_reassignments_topics *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, true);
	n += kw__size_array_len(m->partition_indexes_count, true);
	if (m->partition_indexes_count > 0)
		n += (size_t)m->partition_indexes_count * 4;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_list_partition_reassignments_request *m)
{
	memset(m, 0, sizeof *m);
	m->timeout_ms = 60000;
	m->topics_count = -1;
}

void kw_list_partition_reassignments_request_init(struct kw_list_partition_reassignments_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_list_partition_reassignments_request *a, const struct kw_list_partition_reassignments_request *b)
{
	if (a->timeout_ms != b->timeout_ms)
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_list_partition_reassignments_topics(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_list_partition_reassignments_request *m)
{
	if (m->timeout_ms != 60000)
		return false;
	if (m->topics_count >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_list_partition_reassignments_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->timeout_ms))
		return kw__fail_field(r->err, "timeout_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, true, 3))
			return kw__fail_field(r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(r, "topics");
			for (int32_t i = 0; i < n; i++) {
				if (decode_list_partition_reassignments_topics(&m->topics[i], version, r, a) < 0)
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

static int encode_message(const struct kw_list_partition_reassignments_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->timeout_ms);
	kw__wr_array_len(w, m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (encode_list_partition_reassignments_topics(&m->topics[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topics");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_list_partition_reassignments_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->timeout_ms)))
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->topics_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->topics_count; i++) {
		if (!(p = put_list_partition_reassignments_topics(&m->topics[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_list_partition_reassignments_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_array_len(m->topics_count, true);
	for (int32_t i = 0; i < m->topics_count; i++)
		n += size_list_partition_reassignments_topics(&m->topics[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_list_partition_reassignments_request_decode(struct kw_list_partition_reassignments_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_list_partition_reassignments_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ListPartitionReassignmentsRequest v%d", (int)version);
	return rc;
}

int kw_list_partition_reassignments_request_encode(const struct kw_list_partition_reassignments_request *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "ListPartitionReassignmentsRequest v%d", (int)version);
	return rc;
}

size_t kw_list_partition_reassignments_request_size(const struct kw_list_partition_reassignments_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_list_partition_reassignments_request_equal(const struct kw_list_partition_reassignments_request *a, const struct kw_list_partition_reassignments_request *b)
{
	return equal_message(a, b);
}
