/* generated from schemas/clients/DeleteTopicsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/delete_topics_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_delete_topic_state(struct kw_delete_topics_request_delete_topic_state *s);
static int decode_delete_topic_state(struct kw_delete_topics_request_delete_topic_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m, int16_t version, struct kw_writer *w);
static uint8_t *put_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m, int16_t version);
static bool equal_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *a, const struct kw_delete_topics_request_delete_topic_state *b);
static void init_message(struct kw_delete_topics_request *s);
static int decode_message(struct kw_delete_topics_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_delete_topics_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_delete_topics_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_delete_topics_request *m, int16_t version);
static bool equal_message(const struct kw_delete_topics_request *a, const struct kw_delete_topics_request *b);

static void init_delete_topic_state(struct kw_delete_topics_request_delete_topic_state *s)
{
	memset(s, 0, sizeof *s);
	s->name = KW_STR_NULL;
}

void kw_delete_topics_request_delete_topic_state_init(struct kw_delete_topics_request_delete_topic_state *s)
{
	init_delete_topic_state(s);
}

static bool equal_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *a, const struct kw_delete_topics_request_delete_topic_state *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m)
{
	if (m->name.len >= 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_delete_topic_state(struct kw_delete_topics_request_delete_topic_state *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_delete_topic_state(m);
	if (!kw__rd_string(r, &m->name, true, true))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_uuid(r, &m->topic_id))
		return kw__fail_field(r->err, "topic_id");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (!kw__wr_string(w, m->name, true))
		return kw__fail_field(w->err, "name");
	kw__wr_uuid(w, &m->topic_id);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_string(p, end, m->name, true)))
		return NULL;
	if (!(p = kw__put_uuid(p, end, &m->topic_id)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_delete_topic_state(const struct kw_delete_topics_request_delete_topic_state *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, true);
	n += 16;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_delete_topics_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_delete_topics_request_init(struct kw_delete_topics_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_delete_topics_request *a, const struct kw_delete_topics_request *b)
{
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_delete_topic_state(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->topic_names_count != b->topic_names_count)
		return false;
	for (int32_t i = 0; i < a->topic_names_count; i++) {
		if (!kw_str_equal(a->topic_names[i], b->topic_names[i]))
			return false;
	}
	if (a->timeout_ms != b->timeout_ms)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_delete_topics_request *m)
{
	if (m->topics_count != 0)
		return false;
	if (m->topic_names_count != 0)
		return false;
	if (m->timeout_ms != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_delete_topics_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (version >= 6) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, true, false, 18))
				return kw__fail_field(r->err, "topics");
			m->topics_count = n;
			m->topics = NULL;
			if (n > 0) {
				m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
				if (!m->topics)
					return kw__nomem(r, "topics");
				for (int32_t i = 0; i < n; i++) {
					if (decode_delete_topic_state(&m->topics[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "topics");
				}
			}
		}
	}
	if (version <= 5) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, version >= 4, false, 1))
				return kw__fail_field(r->err, "topic_names");
			m->topic_names_count = n;
			m->topic_names = NULL;
			if (n > 0) {
				m->topic_names = kw__alloc(a, (size_t)n * sizeof *m->topic_names);
				if (!m->topic_names)
					return kw__nomem(r, "topic_names");
				for (int32_t i = 0; i < n; i++) {
					if (!kw__rd_string(r, &m->topic_names[i], version >= 4, false))
						return kw__fail_index(r->err, i, "topic_names");
				}
			}
		}
	}
	if (!kw__rd_i32(r, &m->timeout_ms))
		return kw__fail_field(r->err, "timeout_ms");
	if (version >= 4) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_delete_topics_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (!(version >= 6) && m->topics_count != 0)
		return kw__nondefault_fail(w, "topics", version);
	if (version >= 6) {
		if (m->topics_count < 0)
			return kw__null_fail(w, "topics", version);
		kw__wr_array_len(w, m->topics_count, true);
		for (int32_t i = 0; i < m->topics_count; i++) {
			if (encode_delete_topic_state(&m->topics[i], version, w) < 0)
				return kw__fail_index(w->err, i, "topics");
		}
	}
	if (version <= 5) {
		if (m->topic_names_count < 0)
			return kw__null_fail(w, "topic_names", version);
		kw__wr_array_len(w, m->topic_names_count, version >= 4);
		for (int32_t i = 0; i < m->topic_names_count; i++) {
			if (m->topic_names[i].len < 0) {
				kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
				return kw__fail_index(w->err, i, "topic_names");
			}
			if (!kw__wr_string(w, m->topic_names[i], version >= 4))
				return kw__fail_index(w->err, i, "topic_names");
		}
	}
	kw__wr_i32(w, m->timeout_ms);
	if (version >= 4) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_delete_topics_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(version >= 6) && m->topics_count != 0)
		return NULL;
	if (version >= 6) {
		if (m->topics_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->topics_count, true)))
			return NULL;
		for (int32_t i = 0; i < m->topics_count; i++) {
			if (!(p = put_delete_topic_state(&m->topics[i], version, p, end)))
				return NULL;
		}
	}
	if (version <= 5) {
		if (m->topic_names_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->topic_names_count, version >= 4)))
			return NULL;
		for (int32_t i = 0; i < m->topic_names_count; i++) {
			if (m->topic_names[i].len < 0)
				return NULL;
			if (!(p = kw__put_string(p, end, m->topic_names[i], version >= 4)))
				return NULL;
		}
	}
	if (!(p = kw__put_i32(p, end, m->timeout_ms)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_delete_topics_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version >= 6) {
		n += kw__size_array_len(m->topics_count, true);
		for (int32_t i = 0; i < m->topics_count; i++)
			n += size_delete_topic_state(&m->topics[i], version);
	}
	if (version <= 5) {
		n += kw__size_array_len(m->topic_names_count, version >= 4);
		for (int32_t i = 0; i < m->topic_names_count; i++)
			n += kw__size_string(m->topic_names[i], version >= 4);
	}
	n += 4;
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_delete_topics_request_decode(struct kw_delete_topics_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 6) {
		kw_delete_topics_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 6)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DeleteTopicsRequest v%d", (int)version);
	return rc;
}

int kw_delete_topics_request_encode(const struct kw_delete_topics_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 6) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 6)", (int)version);
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
		kw_error_set_context(w->err, "DeleteTopicsRequest v%d", (int)version);
	return rc;
}

size_t kw_delete_topics_request_size(const struct kw_delete_topics_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_delete_topics_request_equal(const struct kw_delete_topics_request *a, const struct kw_delete_topics_request *b)
{
	return equal_message(a, b);
}
