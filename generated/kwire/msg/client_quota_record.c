/* generated from schemas/metadata/ClientQuotaRecord.json by kwire-gen, do not edit */
#include "kwire/msg/client_quota_record.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_entity_data(struct kw_client_quota_record_entity_data *s);
static int decode_entity_data(struct kw_client_quota_record_entity_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version, struct kw_writer *w);
static uint8_t *put_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version);
static bool equal_entity_data(const struct kw_client_quota_record_entity_data *a, const struct kw_client_quota_record_entity_data *b);
static void init_message(struct kw_client_quota_record *s);
static int decode_message(struct kw_client_quota_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_client_quota_record *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_client_quota_record *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_client_quota_record *m, int16_t version);
static bool equal_message(const struct kw_client_quota_record *a, const struct kw_client_quota_record *b);

static void init_entity_data(struct kw_client_quota_record_entity_data *s)
{
	memset(s, 0, sizeof *s);
	s->entity_type = (struct kw_str){ "", 0 };
	s->entity_name = (struct kw_str){ "", 0 };
}

void kw_client_quota_record_entity_data_init(struct kw_client_quota_record_entity_data *s)
{
	init_entity_data(s);
}

static bool equal_entity_data(const struct kw_client_quota_record_entity_data *a, const struct kw_client_quota_record_entity_data *b)
{
	if (!kw_str_equal(a->entity_type, b->entity_type))
		return false;
	if (!kw_str_equal(a->entity_name, b->entity_name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_entity_data(const struct kw_client_quota_record_entity_data *m)
{
	if (m->entity_type.len != 0)
		return false;
	if (m->entity_name.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_entity_data(struct kw_client_quota_record_entity_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_entity_data(m);
	if (!kw__rd_string(r, &m->entity_type, true, false))
		return kw__fail_field(r->err, "entity_type");
	if (!kw__rd_string(r, &m->entity_name, true, true))
		return kw__fail_field(r->err, "entity_name");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->entity_type.len < 0)
		return kw__null_fail(w, "entity_type", version);
	if (!kw__wr_string(w, m->entity_type, true))
		return kw__fail_field(w->err, "entity_type");
	if (!kw__wr_string(w, m->entity_name, true))
		return kw__fail_field(w->err, "entity_name");
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->entity_type.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->entity_type, true)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->entity_name, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_entity_data(const struct kw_client_quota_record_entity_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->entity_type, true);
	n += kw__size_string(m->entity_name, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_client_quota_record *m)
{
	memset(m, 0, sizeof *m);
	m->key = (struct kw_str){ "", 0 };
}

void kw_client_quota_record_init(struct kw_client_quota_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_client_quota_record *a, const struct kw_client_quota_record *b)
{
	if (a->entity_count != b->entity_count)
		return false;
	for (int32_t i = 0; i < a->entity_count; i++) {
		if (!equal_entity_data(&a->entity[i], &b->entity[i]))
			return false;
	}
	if (!kw_str_equal(a->key, b->key))
		return false;
	if (memcmp(&a->value, &b->value, sizeof a->value) != 0)
		return false;
	if (a->remove != b->remove)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_client_quota_record *m)
{
	if (m->entity_count != 0)
		return false;
	if (m->key.len != 0)
		return false;
	if (!(m->value == 0))
		return false;
	if (m->remove != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_client_quota_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 3))
			return kw__fail_field(r->err, "entity");
		m->entity_count = n;
		m->entity = NULL;
		if (n > 0) {
			m->entity = kw__alloc(a, (size_t)n * sizeof *m->entity);
			if (!m->entity)
				return kw__nomem(r, "entity");
			for (int32_t i = 0; i < n; i++) {
				if (decode_entity_data(&m->entity[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "entity");
			}
		}
	}
	if (!kw__rd_string(r, &m->key, true, false))
		return kw__fail_field(r->err, "key");
	if (!kw__rd_f64(r, &m->value))
		return kw__fail_field(r->err, "value");
	if (!kw__rd_bool(r, &m->remove))
		return kw__fail_field(r->err, "remove");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_client_quota_record *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->entity_count < 0)
		return kw__null_fail(w, "entity", version);
	kw__wr_array_len(w, m->entity_count, true);
	for (int32_t i = 0; i < m->entity_count; i++) {
		if (encode_entity_data(&m->entity[i], version, w) < 0)
			return kw__fail_index(w->err, i, "entity");
	}
	if (m->key.len < 0)
		return kw__null_fail(w, "key", version);
	if (!kw__wr_string(w, m->key, true))
		return kw__fail_field(w->err, "key");
	kw__wr_f64(w, m->value);
	kw__wr_bool(w, m->remove);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_client_quota_record *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->entity_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->entity_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->entity_count; i++) {
		if (!(p = put_entity_data(&m->entity[i], version, p, end)))
			return NULL;
	}
	if (m->key.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->key, true)))
		return NULL;
	if (!(p = kw__put_f64(p, end, m->value)))
		return NULL;
	if (!(p = kw__put_bool(p, end, m->remove)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_client_quota_record *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->entity_count, true);
	for (int32_t i = 0; i < m->entity_count; i++)
		n += size_entity_data(&m->entity[i], version);
	n += kw__size_string(m->key, true);
	n += 8;
	n += 1;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_client_quota_record_decode(struct kw_client_quota_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_client_quota_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ClientQuotaRecord v%d", (int)version);
	return rc;
}

int kw_client_quota_record_encode(const struct kw_client_quota_record *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "ClientQuotaRecord v%d", (int)version);
	return rc;
}

size_t kw_client_quota_record_size(const struct kw_client_quota_record *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_client_quota_record_equal(const struct kw_client_quota_record *a, const struct kw_client_quota_record *b)
{
	return equal_message(a, b);
}
