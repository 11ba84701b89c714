/* generated from schemas/clients/ControlledShutdownResponse.json by kwire-gen, do not edit */
#include "kwire/msg/controlled_shutdown_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_remaining_partition(struct kw_controlled_shutdown_response_remaining_partition *s);
static int decode_remaining_partition(struct kw_controlled_shutdown_response_remaining_partition *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *m, int16_t version, struct kw_writer *w);
static uint8_t *put_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *m, int16_t version);
static bool equal_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *a, const struct kw_controlled_shutdown_response_remaining_partition *b);
static void init_message(struct kw_controlled_shutdown_response *s);
static int decode_message(struct kw_controlled_shutdown_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_controlled_shutdown_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_controlled_shutdown_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_controlled_shutdown_response *m, int16_t version);
static bool equal_message(const struct kw_controlled_shutdown_response *a, const struct kw_controlled_shutdown_response *b);

static void init_remaining_partition(struct kw_controlled_shutdown_response_remaining_partition *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_controlled_shutdown_response_remaining_partition_init(struct kw_controlled_shutdown_response_remaining_partition *s)
{
	init_remaining_partition(s);
}

static bool equal_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *a, const struct kw_controlled_shutdown_response_remaining_partition *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partition_index != b->partition_index)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partition_index != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_remaining_partition(struct kw_controlled_shutdown_response_remaining_partition *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_remaining_partition(m);
	if (!kw__rd_string(r, &m->topic_name, version >= 3, false))
		return kw__fail_field(r->err, "topic_name");
	if (!kw__rd_i32(r, &m->partition_index))
		return kw__fail_field(r->err, "partition_index");
	if (version >= 3) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->topic_name.len < 0)
		return kw__null_fail(w, "topic_name", version);
	if (!kw__wr_string(w, m->topic_name, version >= 3))
		return kw__fail_field(w->err, "topic_name");
	kw__wr_i32(w, m->partition_index);
	if (version >= 3) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->topic_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic_name, version >= 3)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->partition_index)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_remaining_partition(const struct kw_controlled_shutdown_response_remaining_partition *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->topic_name, version >= 3);
	n += 4;
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_controlled_shutdown_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_controlled_shutdown_response_init(struct kw_controlled_shutdown_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_controlled_shutdown_response *a, const struct kw_controlled_shutdown_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->remaining_partitions_count != b->remaining_partitions_count)
		return false;
	for (int32_t i = 0; i < a->remaining_partitions_count; i++) {
		if (!equal_remaining_partition(&a->remaining_partitions[i], &b->remaining_partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_controlled_shutdown_response *m)
{
	if (m->error_code != 0)
		return false;
	if (m->remaining_partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_controlled_shutdown_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 3, false, 6))
			return kw__fail_field(r->err, "remaining_partitions");
		m->remaining_partitions_count = n;
		m->remaining_partitions = NULL;
		if (n > 0) {
			m->remaining_partitions = kw__alloc(a, (size_t)n * sizeof *m->remaining_partitions);
			if (!m->remaining_partitions)
				return kw__nomem(r, "remaining_partitions");
			for (int32_t i = 0; i < n; i++) {
				if (decode_remaining_partition(&m->remaining_partitions[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "remaining_partitions");
			}
		}
	}
	if (version >= 3) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_controlled_shutdown_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->error_code);
	if (m->remaining_partitions_count < 0)
		return kw__null_fail(w, "remaining_partitions", version);
	kw__wr_array_len(w, m->remaining_partitions_count, version >= 3);
	for (int32_t i = 0; i < m->remaining_partitions_count; i++) {
		if (encode_remaining_partition(&m->remaining_partitions[i], version, w) < 0)
			return kw__fail_index(w->err, i, "remaining_partitions");
	}
	if (version >= 3) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_controlled_shutdown_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (m->remaining_partitions_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->remaining_partitions_count, version >= 3)))
		return NULL;
	for (int32_t i = 0; i < m->remaining_partitions_count; i++) {
		if (!(p = put_remaining_partition(&m->remaining_partitions[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_controlled_shutdown_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += kw__size_array_len(m->remaining_partitions_count, version >= 3);
	for (int32_t i = 0; i < m->remaining_partitions_count; i++)
		n += size_remaining_partition(&m->remaining_partitions[i], version);
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_controlled_shutdown_response_decode(struct kw_controlled_shutdown_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_controlled_shutdown_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ControlledShutdownResponse v%d", (int)version);
	return rc;
}

int kw_controlled_shutdown_response_encode(const struct kw_controlled_shutdown_response *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "ControlledShutdownResponse v%d", (int)version);
	return rc;
}

size_t kw_controlled_shutdown_response_size(const struct kw_controlled_shutdown_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_controlled_shutdown_response_equal(const struct kw_controlled_shutdown_response *a, const struct kw_controlled_shutdown_response *b)
{
	return equal_message(a, b);
}
