/* generated from schemas/clients/CreatePartitionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/create_partitions_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_create_partitions_topic_result(struct kw_create_partitions_response_create_partitions_topic_result *s);
static int decode_create_partitions_topic_result(struct kw_create_partitions_response_create_partitions_topic_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *m, int16_t version);
static bool equal_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *a, const struct kw_create_partitions_response_create_partitions_topic_result *b);
static void init_message(struct kw_create_partitions_response *s);
static int decode_message(struct kw_create_partitions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_create_partitions_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_create_partitions_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_create_partitions_response *m, int16_t version);
static bool equal_message(const struct kw_create_partitions_response *a, const struct kw_create_partitions_response *b);

static void init_create_partitions_topic_result(struct kw_create_partitions_response_create_partitions_topic_result *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->error_message = KW_STR_NULL;
}

void kw_create_partitions_response_create_partitions_topic_result_init(struct kw_create_partitions_response_create_partitions_topic_result *s)
{
	init_create_partitions_topic_result(s);
}

static bool equal_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *a, const struct kw_create_partitions_response_create_partitions_topic_result *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *m)
{
	if (m->name.len != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_create_partitions_topic_result(struct kw_create_partitions_response_create_partitions_topic_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_create_partitions_topic_result(m);
	if (!kw__rd_string(r, &m->name, version >= 2, false))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_string(r, &m->error_message, version >= 2, true))
		return kw__fail_field(r->err, "error_message");
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

static int encode_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, version >= 2))
		return kw__fail_field(w->err, "name");
	kw__wr_i16(w, m->error_code);
	if (!kw__wr_string(w, m->error_message, version >= 2))
		return kw__fail_field(w->err, "error_message");
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

__attribute__((unused)) static uint8_t *put_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, version >= 2)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->error_message, version >= 2)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_create_partitions_topic_result(const struct kw_create_partitions_response_create_partitions_topic_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, version >= 2);
	n += 2;
	n += kw__size_string(m->error_message, version >= 2);
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_create_partitions_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_create_partitions_response_init(struct kw_create_partitions_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_create_partitions_response *a, const struct kw_create_partitions_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->results_count != b->results_count)
		return false;
	for (int32_t i = 0; i < a->results_count; i++) {
		if (!equal_create_partitions_topic_result(&a->results[i], &b->results[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_create_partitions_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->results_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_create_partitions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->throttle_time_ms))
		return kw__fail_field(r->err, "throttle_time_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 2, false, 5))
			return kw__fail_field(r->err, "results");
		m->results_count = n;
		m->results = NULL;
		if (n > 0) {
			m->results = kw__alloc(a, (size_t)n * sizeof *m->results);
			if (!m->results)
				return kw__nomem(r, "results");
			for (int32_t i = 0; i < n; i++) {
				if (decode_create_partitions_topic_result(&m->results[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "results");
			}
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

static int encode_message(const struct kw_create_partitions_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->throttle_time_ms);
	if (m->results_count < 0)
		return kw__null_fail(w, "results", version);
	kw__wr_array_len(w, m->results_count, version >= 2);
	for (int32_t i = 0; i < m->results_count; i++) {
		if (encode_create_partitions_topic_result(&m->results[i], version, w) < 0)
			return kw__fail_index(w->err, i, "results");
	}
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_create_partitions_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (m->results_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->results_count, version >= 2)))
		return NULL;
	for (int32_t i = 0; i < m->results_count; i++) {
		if (!(p = put_create_partitions_topic_result(&m->results[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_create_partitions_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_array_len(m->results_count, version >= 2);
	for (int32_t i = 0; i < m->results_count; i++)
		n += size_create_partitions_topic_result(&m->results[i], version);
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_create_partitions_response_decode(struct kw_create_partitions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_create_partitions_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "CreatePartitionsResponse v%d", (int)version);
	return rc;
}

int kw_create_partitions_response_encode(const struct kw_create_partitions_response *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "CreatePartitionsResponse v%d", (int)version);
	return rc;
}

size_t kw_create_partitions_response_size(const struct kw_create_partitions_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_create_partitions_response_equal(const struct kw_create_partitions_response *a, const struct kw_create_partitions_response *b)
{
	return equal_message(a, b);
}
