/* generated from schemas/clients/ElectLeadersRequest.json by kwire-gen, do not edit */
#include "kwire/msg/elect_leaders_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_topic_partitions(struct kw_elect_leaders_request_topic_partitions *s);
static int decode_topic_partitions(struct kw_elect_leaders_request_topic_partitions *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version, struct kw_writer *w);
static uint8_t *put_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version);
static bool equal_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *a, const struct kw_elect_leaders_request_topic_partitions *b);
static void init_message(struct kw_elect_leaders_request *s);
static int decode_message(struct kw_elect_leaders_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_elect_leaders_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_elect_leaders_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_elect_leaders_request *m, int16_t version);
static bool equal_message(const struct kw_elect_leaders_request *a, const struct kw_elect_leaders_request *b);

static void init_topic_partitions(struct kw_elect_leaders_request_topic_partitions *s)
{
	memset(s, 0, sizeof *s);
	s->topic = (struct kw_str){ "", 0 };
}

void kw_elect_leaders_request_topic_partitions_init(struct kw_elect_leaders_request_topic_partitions *s)
{
	init_topic_partitions(s);
}

static bool equal_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *a, const struct kw_elect_leaders_request_topic_partitions *b)
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

__attribute__((unused)) static bool isdefault_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m)
{
	if (m->topic.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_partitions(struct kw_elect_leaders_request_topic_partitions *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_topic_partitions(m);
	if (!kw__rd_string(r, &m->topic, version >= 2, false))
		return kw__fail_field(r->err, "topic");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 2, false, 4))
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
	if (version >= 2) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topic.len < 0)
		return kw__null_fail(w, "topic", version);
	if (!kw__wr_string(w, m->topic, version >= 2))
		return kw__fail_field(w->err, "topic");
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, version >= 2);
	if (m->partitions_count > 0)
		kw__wr_i32_array(w, m->partitions, m->partitions_count);
	if (version >= 2) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->topic.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic, version >= 2)))
		return NULL;
	if (m->partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partitions_count, version >= 2)))
		return NULL;
	if (m->partitions_count > 0 && !(p = kw__put_i32_array(p, end, m->partitions, m->partitions_count)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_topic_partitions(const struct kw_elect_leaders_request_topic_partitions *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->topic, version >= 2);
	n += kw__size_array_len(m->partitions_count, version >= 2);
	if (m->partitions_count > 0)
		n += (size_t)m->partitions_count * 4;
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_elect_leaders_request *m)
{
	memset(m, 0, sizeof *m);
	m->timeout_ms = 60000;
}

void kw_elect_leaders_request_init(struct kw_elect_leaders_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_elect_leaders_request *a, const struct kw_elect_leaders_request *b)
{
	if (a->election_type != b->election_type)
		return false;
	if (a->topic_partitions_count != b->topic_partitions_count)
		return false;
	for (int32_t i = 0; i < a->topic_partitions_count; i++) {
		if (!equal_topic_partitions(&a->topic_partitions[i], &b->topic_partitions[i]))
			return false;
	}
	if (a->timeout_ms != b->timeout_ms)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_elect_leaders_request *m)
{
	if (m->election_type != 0)
		return false;
	if (m->topic_partitions_count != 0)
		return false;
	if (m->timeout_ms != 60000)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_elect_leaders_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (version >= 1) {
		if (!kw__rd_i8(r, &m->election_type))
			return kw__fail_field(r->err, "election_type");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 2, true, 3))
			return kw__fail_field(r->err, "topic_partitions");
		m->topic_partitions_count = n;
		m->topic_partitions = NULL;
		if (n > 0) {
			m->topic_partitions = kw__alloc(a, (size_t)n * sizeof *m->topic_partitions);
			if (!m->topic_partitions)
				return kw__nomem(r, "topic_partitions");
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_partitions(&m->topic_partitions[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "topic_partitions");
			}
		}
	}
	if (!kw__rd_i32(r, &m->timeout_ms))
		return kw__fail_field(r->err, "timeout_ms");
	if (version >= 2) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_elect_leaders_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (!(version >= 1) && m->election_type != 0)
		return kw__nondefault_fail(w, "election_type", version);
	if (version >= 1) {
		kw__wr_i8(w, m->election_type);
	}
	kw__wr_array_len(w, m->topic_partitions_count, version >= 2);
	for (int32_t i = 0; i < m->topic_partitions_count; i++) {
		if (encode_topic_partitions(&m->topic_partitions[i], version, w) < 0)
			return kw__fail_index(w->err, i, "topic_partitions");
	}
	kw__wr_i32(w, m->timeout_ms);
	if (version >= 2) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_elect_leaders_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(version >= 1) && m->election_type != 0)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_i8(p, end, m->election_type)))
			return NULL;
	}
	if (!(p = kw__put_array_len(p, end, m->topic_partitions_count, version >= 2)))
		return NULL;
	for (int32_t i = 0; i < m->topic_partitions_count; i++) {
		if (!(p = put_topic_partitions(&m->topic_partitions[i], version, p, end)))
			return NULL;
	}
	if (!(p = kw__put_i32(p, end, m->timeout_ms)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_elect_leaders_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version >= 1) {
		n += 1;
	}
	n += kw__size_array_len(m->topic_partitions_count, version >= 2);
	for (int32_t i = 0; i < m->topic_partitions_count; i++)
		n += size_topic_partitions(&m->topic_partitions[i], version);
	n += 4;
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_elect_leaders_request_decode(struct kw_elect_leaders_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_elect_leaders_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ElectLeadersRequest v%d", (int)version);
	return rc;
}

int kw_elect_leaders_request_encode(const struct kw_elect_leaders_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 2) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
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
		kw_error_set_context(w->err, "ElectLeadersRequest v%d", (int)version);
	return rc;
}

size_t kw_elect_leaders_request_size(const struct kw_elect_leaders_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_elect_leaders_request_equal(const struct kw_elect_leaders_request *a, const struct kw_elect_leaders_request *b)
{
	return equal_message(a, b);
}
