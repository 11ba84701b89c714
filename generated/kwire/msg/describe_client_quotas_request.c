/* generated from schemas/clients/DescribeClientQuotasRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_client_quotas_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_component_data(struct kw_describe_client_quotas_request_component_data *s);
static int decode_component_data(struct kw_describe_client_quotas_request_component_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_component_data(const struct kw_describe_client_quotas_request_component_data *m, int16_t version, struct kw_writer *w);
static uint8_t *put_component_data(const struct kw_describe_client_quotas_request_component_data *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_component_data(const struct kw_describe_client_quotas_request_component_data *m, int16_t version);
static bool equal_component_data(const struct kw_describe_client_quotas_request_component_data *a, const struct kw_describe_client_quotas_request_component_data *b);
static void init_message(struct kw_describe_client_quotas_request *s);
static int decode_message(struct kw_describe_client_quotas_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_client_quotas_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_client_quotas_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_client_quotas_request *m, int16_t version);
static bool equal_message(const struct kw_describe_client_quotas_request *a, const struct kw_describe_client_quotas_request *b);

static void init_component_data(struct kw_describe_client_quotas_request_component_data *s)
{
	memset(s, 0, sizeof *s);
	s->entity_type = (struct kw_str){ "", 0 };
	s->match = (struct kw_str){ "", 0 };
}

void kw_describe_client_quotas_request_component_data_init(struct kw_describe_client_quotas_request_component_data *s)
{
	init_component_data(s);
}

static bool equal_component_data(const struct kw_describe_client_quotas_request_component_data *a, const struct kw_describe_client_quotas_request_component_data *b)
{
	if (!kw_str_equal(a->entity_type, b->entity_type))
		return false;
	if (a->match_type != b->match_type)
		return false;
	if (!kw_str_equal(a->match, b->match))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_component_data(const struct kw_describe_client_quotas_request_component_data *m)
{
	if (m->entity_type.len != 0)
		return false;
	if (m->match_type != 0)
		return false;
	if (m->match.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_component_data(struct kw_describe_client_quotas_request_component_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_component_data(m);
	if (!kw__rd_string(r, &m->entity_type, version >= 1, false))
		return kw__fail_field(r->err, "entity_type");
	if (!kw__rd_i8(r, &m->match_type))
		return kw__fail_field(r->err, "match_type");
	if (!kw__rd_string(r, &m->match, version >= 1, true))
		return kw__fail_field(r->err, "match");
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

static int encode_component_data(const struct kw_describe_client_quotas_request_component_data *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->entity_type.len < 0)
		return kw__null_fail(w, "entity_type", version);
	if (!kw__wr_string(w, m->entity_type, version >= 1))
		return kw__fail_field(w->err, "entity_type");
	kw__wr_i8(w, m->match_type);
	if (!kw__wr_string(w, m->match, version >= 1))
		return kw__fail_field(w->err, "match");
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

__attribute__((unused)) static uint8_t *put_component_data(const struct kw_describe_client_quotas_request_component_data *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->entity_type.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->entity_type, version >= 1)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->match_type)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->match, version >= 1)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_component_data(const struct kw_describe_client_quotas_request_component_data *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->entity_type, version >= 1);
	n += 1;
	n += kw__size_string(m->match, version >= 1);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_describe_client_quotas_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_describe_client_quotas_request_init(struct kw_describe_client_quotas_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_client_quotas_request *a, const struct kw_describe_client_quotas_request *b)
{
	if (a->components_count != b->components_count)
		return false;
	for (int32_t i = 0; i < a->components_count; i++) {
		if (!equal_component_data(&a->components[i], &b->components[i]))
			return false;
	}
	if (a->strict != b->strict)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_client_quotas_request *m)
{
	if (m->components_count != 0)
		return false;
	if (m->strict != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_client_quotas_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 1, false, 4))
			return kw__fail_field(r->err, "components");
		m->components_count = n;
		m->components = NULL;
		if (n > 0) {
			m->components = kw__alloc(a, (size_t)n * sizeof *m->components);
			if (!m->components)
				return kw__nomem(r, "components");
			for (int32_t i = 0; i < n; i++) {
				if (decode_component_data(&m->components[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "components");
			}
		}
	}
	if (!kw__rd_bool(r, &m->strict))
		return kw__fail_field(r->err, "strict");
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

static int encode_message(const struct kw_describe_client_quotas_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->components_count < 0)
		return kw__null_fail(w, "components", version);
	kw__wr_array_len(w, m->components_count, version >= 1);
	for (int32_t i = 0; i < m->components_count; i++) {
		if (encode_component_data(&m->components[i], version, w) < 0)
			return kw__fail_index(w->err, i, "components");
	}
	kw__wr_bool(w, m->strict);
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_client_quotas_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->components_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->components_count, version >= 1)))
		return NULL;
	for (int32_t i = 0; i < m->components_count; i++) {
		if (!(p = put_component_data(&m->components[i], version, p, end)))
			return NULL;
	}
	if (!(p = kw__put_bool(p, end, m->strict)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_describe_client_quotas_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->components_count, version >= 1);
	for (int32_t i = 0; i < m->components_count; i++)
		n += size_component_data(&m->components[i], version);
	n += 1;
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_describe_client_quotas_request_decode(struct kw_describe_client_quotas_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_describe_client_quotas_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeClientQuotasRequest v%d", (int)version);
	return rc;
}

int kw_describe_client_quotas_request_encode(const struct kw_describe_client_quotas_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 1) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
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
		kw_error_set_context(w->err, "DescribeClientQuotasRequest v%d", (int)version);
	return rc;
}

size_t kw_describe_client_quotas_request_size(const struct kw_describe_client_quotas_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_client_quotas_request_equal(const struct kw_describe_client_quotas_request *a, const struct kw_describe_client_quotas_request *b)
{
	return equal_message(a, b);
}
