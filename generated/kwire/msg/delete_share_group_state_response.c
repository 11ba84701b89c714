/* generated from schemas/clients/DeleteShareGroupStateResponse.json by kwire-gen, do not edit */
#include "kwire/msg/delete_share_group_state_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_partition_result(struct kw_delete_share_group_state_response_partition_result *s);
static int decode_partition_result(struct kw_delete_share_group_state_response_partition_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_partition_result(const struct kw_delete_share_group_state_response_partition_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_partition_result(const struct kw_delete_share_group_state_response_partition_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_partition_result(const struct kw_delete_share_group_state_response_partition_result *m, int16_t version);
static bool equal_partition_result(const struct kw_delete_share_group_state_response_partition_result *a, const struct kw_delete_share_group_state_response_partition_result *b);
static void init_delete_state_result(struct kw_delete_share_group_state_response_delete_state_result *s);
static int decode_delete_state_result(struct kw_delete_share_group_state_response_delete_state_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *m, int16_t version);
static bool equal_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *a, const struct kw_delete_share_group_state_response_delete_state_result *b);
static void init_message(struct kw_delete_share_group_state_response *s);
static int decode_message(struct kw_delete_share_group_state_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_delete_share_group_state_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_delete_share_group_state_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_delete_share_group_state_response *m, int16_t version);
static bool equal_message(const struct kw_delete_share_group_state_response *a, const struct kw_delete_share_group_state_response *b);

static void init_partition_result(struct kw_delete_share_group_state_response_partition_result *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = KW_STR_NULL;
}

void kw_delete_share_group_state_response_partition_result_init(struct kw_delete_share_group_state_response_partition_result *s)
{
	init_partition_result(s);
}

static bool equal_partition_result(const struct kw_delete_share_group_state_response_partition_result *a, const struct kw_delete_share_group_state_response_partition_result *b)
{
	if (a->partition != b->partition)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_result(const struct kw_delete_share_group_state_response_partition_result *m)
{
	if (m->partition != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_result(struct kw_delete_share_group_state_response_partition_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_partition_result(m);
	if (!kw__rd_i32(r, &m->partition))
		return kw__fail_field(r->err, "partition");
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_string(r, &m->error_message, true, true))
		return kw__fail_field(r->err, "error_message");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_partition_result(const struct kw_delete_share_group_state_response_partition_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->partition);
	kw__wr_i16(w, m->error_code);
	if (!kw__wr_string(w, m->error_message, true))
		return kw__fail_field(w->err, "error_message");
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_partition_result(const struct kw_delete_share_group_state_response_partition_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->partition)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->error_message, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_partition_result(const struct kw_delete_share_group_state_response_partition_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 2;
	n += kw__size_string(m->error_message, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_delete_state_result(struct kw_delete_share_group_state_response_delete_state_result *s)
{
	memset(s, 0, sizeof *s);
}

void kw_delete_share_group_state_response_delete_state_result_init(struct kw_delete_share_group_state_response_delete_state_result *s)
{
	init_delete_state_result(s);
}

static bool equal_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *a, const struct kw_delete_share_group_state_response_delete_state_result *b)
{
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_partition_result(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_delete_state_result(struct kw_delete_share_group_state_response_delete_state_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_delete_state_result(m);
	if (!kw__rd_uuid(r, &m->topic_id))
		return kw__fail_field(r->err, "topic_id");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 8))
			return kw__fail_field(r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(r, "partitions");
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_result(&m->partitions[i], version, r, a) < 0)
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

static int encode_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->topic_id);
	if (m->partitions_count < 0)
		return kw__null_fail(w, "partitions", version);
	kw__wr_array_len(w, m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		if (encode_partition_result(&m->partitions[i], version, w) < 0)
			return kw__fail_index(w->err, i, "partitions");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->topic_id)))
		return NULL;
	if (m->partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->partitions_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->partitions_count; i++) {
		if (!(p = put_partition_result(&m->partitions[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_delete_state_result(const struct kw_delete_share_group_state_response_delete_state_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += kw__size_array_len(m->partitions_count, true);
	for (int32_t i = 0; i < m->partitions_count; i++)
		n += size_partition_result(&m->partitions[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_delete_share_group_state_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_delete_share_group_state_response_init(struct kw_delete_share_group_state_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_delete_share_group_state_response *a, const struct kw_delete_share_group_state_response *b)
{
	if (a->results_count != b->results_count)
		return false;
	for (int32_t i = 0; i < a->results_count; i++) {
		if (!equal_delete_state_result(&a->results[i], &b->results[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_delete_share_group_state_response *m)
{
	if (m->results_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_delete_share_group_state_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 18))
			return kw__fail_field(r->err, "results");
		m->results_count = n;
		m->results = NULL;
		if (n > 0) {
			m->results = kw__alloc(a, (size_t)n * sizeof *m->results);
			if (!m->results)
				return kw__nomem(r, "results");
			for (int32_t i = 0; i < n; i++) {
				if (decode_delete_state_result(&m->results[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "results");
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

static int encode_message(const struct kw_delete_share_group_state_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->results_count < 0)
		return kw__null_fail(w, "results", version);
	kw__wr_array_len(w, m->results_count, true);
	for (int32_t i = 0; i < m->results_count; i++) {
		if (encode_delete_state_result(&m->results[i], version, w) < 0)
			return kw__fail_index(w->err, i, "results");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_delete_share_group_state_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->results_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->results_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->results_count; i++) {
		if (!(p = put_delete_state_result(&m->results[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_delete_share_group_state_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->results_count, true);
	for (int32_t i = 0; i < m->results_count; i++)
		n += size_delete_state_result(&m->results[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_delete_share_group_state_response_decode(struct kw_delete_share_group_state_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_delete_share_group_state_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DeleteShareGroupStateResponse v%d", (int)version);
	return rc;
}

int kw_delete_share_group_state_response_encode(const struct kw_delete_share_group_state_response *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "DeleteShareGroupStateResponse v%d", (int)version);
	return rc;
}

size_t kw_delete_share_group_state_response_size(const struct kw_delete_share_group_state_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_delete_share_group_state_response_equal(const struct kw_delete_share_group_state_response *a, const struct kw_delete_share_group_state_response *b)
{
	return equal_message(a, b);
}
