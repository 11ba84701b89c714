/* generated from schemas/clients/DescribeConfigsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_configs_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_describe_configs_synonym(struct kw_describe_configs_response_describe_configs_synonym *s);
static int decode_describe_configs_synonym(struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version, struct kw_writer *w);
static uint8_t *put_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version);
static bool equal_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *a, const struct kw_describe_configs_response_describe_configs_synonym *b);
static void init_describe_configs_resource_result(struct kw_describe_configs_response_describe_configs_resource_result *s);
static int decode_describe_configs_resource_result(struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version);
static bool equal_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *a, const struct kw_describe_configs_response_describe_configs_resource_result *b);
static void init_describe_configs_result(struct kw_describe_configs_response_describe_configs_result *s);
static int decode_describe_configs_result(struct kw_describe_configs_response_describe_configs_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m, int16_t version);
static bool equal_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *a, const struct kw_describe_configs_response_describe_configs_result *b);
static void init_message(struct kw_describe_configs_response *s);
static int decode_message(struct kw_describe_configs_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_configs_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_configs_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_configs_response *m, int16_t version);
static bool equal_message(const struct kw_describe_configs_response *a, const struct kw_describe_configs_response *b);

static void init_describe_configs_synonym(struct kw_describe_configs_response_describe_configs_synonym *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->value = (struct kw_str){ "", 0 };
}

void kw_describe_configs_response_describe_configs_synonym_init(struct kw_describe_configs_response_describe_configs_synonym *s)
{
	init_describe_configs_synonym(s);
}

static bool equal_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *a, const struct kw_describe_configs_response_describe_configs_synonym *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->value, b->value))
		return false;
	if (a->source != b->source)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m)
{
	if (m->name.len != 0)
		return false;
	if (m->value.len != 0)
		return false;
	if (m->source != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_describe_configs_synonym(struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_describe_configs_synonym(m);
	if (!kw__rd_string(r, &m->name, version >= 4, false))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_string(r, &m->value, version >= 4, true))
		return kw__fail_field(r->err, "value");
	if (!kw__rd_i8(r, &m->source))
		return kw__fail_field(r->err, "source");
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

static int encode_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, version >= 4))
		return kw__fail_field(w->err, "name");
	if (!kw__wr_string(w, m->value, version >= 4))
		return kw__fail_field(w->err, "value");
	kw__wr_i8(w, m->source);
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

__attribute__((unused)) static uint8_t *put_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, version >= 4)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->value, version >= 4)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->source)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_describe_configs_synonym(const struct kw_describe_configs_response_describe_configs_synonym *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, version >= 4);
	n += kw__size_string(m->value, version >= 4);
	n += 1;
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_describe_configs_resource_result(struct kw_describe_configs_response_describe_configs_resource_result *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->value = (struct kw_str){ "", 0 };
	s->config_source = -1;
	s->config_type = 0;
	s->documentation = (struct kw_str){ "", 0 };
}

void kw_describe_configs_response_describe_configs_resource_result_init(struct kw_describe_configs_response_describe_configs_resource_result *s)
{
	init_describe_configs_resource_result(s);
}

static bool equal_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *a, const struct kw_describe_configs_response_describe_configs_resource_result *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->value, b->value))
		return false;
	if (a->read_only != b->read_only)
		return false;
	if (a->is_default != b->is_default)
		return false;
	if (a->config_source != b->config_source)
		return false;
	if (a->is_sensitive != b->is_sensitive)
		return false;
	if (a->synonyms_count != b->synonyms_count)
		return false;
	for (int32_t i = 0; i < a->synonyms_count; i++) {
		if (!equal_describe_configs_synonym(&a->synonyms[i], &b->synonyms[i]))
			return false;
	}
	if (a->config_type != b->config_type)
		return false;
	if (!kw_str_equal(a->documentation, b->documentation))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m)
{
	if (m->name.len != 0)
		return false;
	if (m->value.len != 0)
		return false;
	if (m->read_only != false)
		return false;
	if (m->is_default != false)
		return false;
	if (m->config_source != -1)
		return false;
	if (m->is_sensitive != false)
		return false;
	if (m->synonyms_count != 0)
		return false;
	if (m->config_type != 0)
		return false;
	if (m->documentation.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_describe_configs_resource_result(struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_describe_configs_resource_result(m);
	if (!kw__rd_string(r, &m->name, version >= 4, false))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_string(r, &m->value, version >= 4, true))
		return kw__fail_field(r->err, "value");
	if (!kw__rd_bool(r, &m->read_only))
		return kw__fail_field(r->err, "read_only");
	if (version <= 0) {
		if (!kw__rd_bool(r, &m->is_default))
			return kw__fail_field(r->err, "is_default");
	}
	if (version >= 1) {
		if (!kw__rd_i8(r, &m->config_source))
			return kw__fail_field(r->err, "config_source");
	}
	if (!kw__rd_bool(r, &m->is_sensitive))
		return kw__fail_field(r->err, "is_sensitive");
	if (version >= 1) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, version >= 4, false, 4))
				return kw__fail_field(r->err, "synonyms");
			m->synonyms_count = n;
			m->synonyms = NULL;
			if (n > 0) {
				m->synonyms = kw__alloc(a, (size_t)n * sizeof *m->synonyms);
				if (!m->synonyms)
					return kw__nomem(r, "synonyms");
				for (int32_t i = 0; i < n; i++) {
					if (decode_describe_configs_synonym(&m->synonyms[i], version, r, a) < 0)
						return kw__fail_index(r->err, i, "synonyms");
				}
			}
		}
	}
	if (version >= 3) {
		if (!kw__rd_i8(r, &m->config_type))
			return kw__fail_field(r->err, "config_type");
	}
	if (version >= 3) {
		if (!kw__rd_string(r, &m->documentation, version >= 4, true))
			return kw__fail_field(r->err, "documentation");
	}
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

static int encode_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, version >= 4))
		return kw__fail_field(w->err, "name");
	if (!kw__wr_string(w, m->value, version >= 4))
		return kw__fail_field(w->err, "value");
	kw__wr_bool(w, m->read_only);
	if (!(version <= 0) && m->is_default != false)
		return kw__nondefault_fail(w, "is_default", version);
	if (version <= 0) {
		kw__wr_bool(w, m->is_default);
	}
	if (version >= 1) {
		kw__wr_i8(w, m->config_source);
	}
	kw__wr_bool(w, m->is_sensitive);
	if (version >= 1) {
		if (m->synonyms_count < 0)
			return kw__null_fail(w, "synonyms", version);
		kw__wr_array_len(w, m->synonyms_count, version >= 4);
		for (int32_t i = 0; i < m->synonyms_count; i++) {
			if (encode_describe_configs_synonym(&m->synonyms[i], version, w) < 0)
				return kw__fail_index(w->err, i, "synonyms");
		}
	}
	if (version >= 3) {
		kw__wr_i8(w, m->config_type);
	}
	if (version >= 3) {
		if (!kw__wr_string(w, m->documentation, version >= 4))
			return kw__fail_field(w->err, "documentation");
	}
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

__attribute__((unused)) static uint8_t *put_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, version >= 4)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->value, version >= 4)))
		return NULL;
	if (!(p = kw__put_bool(p, end, m->read_only)))
		return NULL;
	if (!(version <= 0) && m->is_default != false)
		return NULL;
	if (version <= 0) {
		if (!(p = kw__put_bool(p, end, m->is_default)))
			return NULL;
	}
	if (version >= 1) {
		if (!(p = kw__put_i8(p, end, m->config_source)))
			return NULL;
	}
	if (!(p = kw__put_bool(p, end, m->is_sensitive)))
		return NULL;
	if (version >= 1) {
		if (m->synonyms_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->synonyms_count, version >= 4)))
			return NULL;
		for (int32_t i = 0; i < m->synonyms_count; i++) {
			if (!(p = put_describe_configs_synonym(&m->synonyms[i], version, p, end)))
				return NULL;
		}
	}
	if (version >= 3) {
		if (!(p = kw__put_i8(p, end, m->config_type)))
			return NULL;
	}
	if (version >= 3) {
		if (!(p = kw__put_string(p, end, m->documentation, version >= 4)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_describe_configs_resource_result(const struct kw_describe_configs_response_describe_configs_resource_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, version >= 4);
	n += kw__size_string(m->value, version >= 4);
	n += 1;
	if (version <= 0) {
		n += 1;
	}
	if (version >= 1) {
		n += 1;
	}
	n += 1;
	if (version >= 1) {
		n += kw__size_array_len(m->synonyms_count, version >= 4);
		for (int32_t i = 0; i < m->synonyms_count; i++)
			n += size_describe_configs_synonym(&m->synonyms[i], version);
	}
	if (version >= 3) {
		n += 1;
	}
	if (version >= 3) {
		n += kw__size_string(m->documentation, version >= 4);
	}
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_describe_configs_result(struct kw_describe_configs_response_describe_configs_result *s)
{
	memset(s, 0, sizeof *s);
	s->error_message = (struct kw_str){ "", 0 };
	s->resource_name = (struct kw_str){ "", 0 };
}

void kw_describe_configs_response_describe_configs_result_init(struct kw_describe_configs_response_describe_configs_result *s)
{
	init_describe_configs_result(s);
}

static bool equal_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *a, const struct kw_describe_configs_response_describe_configs_result *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->resource_type != b->resource_type)
		return false;
	if (!kw_str_equal(a->resource_name, b->resource_name))
		return false;
	if (a->configs_count != b->configs_count)
		return false;
	for (int32_t i = 0; i < a->configs_count; i++) {
		if (!equal_describe_configs_resource_result(&a->configs[i], &b->configs[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m)
{
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->resource_type != 0)
		return false;
	if (m->resource_name.len != 0)
		return false;
	if (m->configs_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_describe_configs_result(struct kw_describe_configs_response_describe_configs_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_describe_configs_result(m);
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_string(r, &m->error_message, version >= 4, true))
		return kw__fail_field(r->err, "error_message");
	if (!kw__rd_i8(r, &m->resource_type))
		return kw__fail_field(r->err, "resource_type");
	if (!kw__rd_string(r, &m->resource_name, version >= 4, false))
		return kw__fail_field(r->err, "resource_name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 4, false, 7))
			return kw__fail_field(r->err, "configs");
		m->configs_count = n;
		m->configs = NULL;
		if (n > 0) {
			m->configs = kw__alloc(a, (size_t)n * sizeof *m->configs);
			if (!m->configs)
				return kw__nomem(r, "configs");
			for (int32_t i = 0; i < n; i++) {
				if (decode_describe_configs_resource_result(&m->configs[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "configs");
			}
		}
	}
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

static int encode_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->error_code);
	if (!kw__wr_string(w, m->error_message, version >= 4))
		return kw__fail_field(w->err, "error_message");
	kw__wr_i8(w, m->resource_type);
	if (m->resource_name.len < 0)
		return kw__null_fail(w, "resource_name", version);
	if (!kw__wr_string(w, m->resource_name, version >= 4))
		return kw__fail_field(w->err, "resource_name");
	if (m->configs_count < 0)
		return kw__null_fail(w, "configs", version);
	kw__wr_array_len(w, m->configs_count, version >= 4);
	for (int32_t i = 0; i < m->configs_count; i++) {
		if (encode_describe_configs_resource_result(&m->configs[i], version, w) < 0)
			return kw__fail_index(w->err, i, "configs");
	}
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

__attribute__((unused)) static uint8_t *put_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->error_message, version >= 4)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->resource_type)))
		return NULL;
	if (m->resource_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->resource_name, version >= 4)))
		return NULL;
	if (m->configs_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->configs_count, version >= 4)))
		return NULL;
	for (int32_t i = 0; i < m->configs_count; i++) {
		if (!(p = put_describe_configs_resource_result(&m->configs[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_describe_configs_result(const struct kw_describe_configs_response_describe_configs_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += kw__size_string(m->error_message, version >= 4);
	n += 1;
	n += kw__size_string(m->resource_name, version >= 4);
	n += kw__size_array_len(m->configs_count, version >= 4);
	for (int32_t i = 0; i < m->configs_count; i++)
		n += size_describe_configs_resource_result(&m->configs[i], version);
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_describe_configs_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_describe_configs_response_init(struct kw_describe_configs_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_configs_response *a, const struct kw_describe_configs_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->results_count != b->results_count)
		return false;
	for (int32_t i = 0; i < a->results_count; i++) {
		if (!equal_describe_configs_result(&a->results[i], &b->results[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_configs_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->results_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_configs_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->throttle_time_ms))
		return kw__fail_field(r->err, "throttle_time_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 4, false, 7))
			return kw__fail_field(r->err, "results");
		m->results_count = n;
		m->results = NULL;
		if (n > 0) {
			m->results = kw__alloc(a, (size_t)n * sizeof *m->results);
			if (!m->results)
				return kw__nomem(r, "results");
			for (int32_t i = 0; i < n; i++) {
				if (decode_describe_configs_result(&m->results[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "results");
			}
		}
	}
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

static int encode_message(const struct kw_describe_configs_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->throttle_time_ms);
	if (m->results_count < 0)
		return kw__null_fail(w, "results", version);
	kw__wr_array_len(w, m->results_count, version >= 4);
	for (int32_t i = 0; i < m->results_count; i++) {
		if (encode_describe_configs_result(&m->results[i], version, w) < 0)
			return kw__fail_index(w->err, i, "results");
	}
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_configs_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (m->results_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->results_count, version >= 4)))
		return NULL;
	for (int32_t i = 0; i < m->results_count; i++) {
		if (!(p = put_describe_configs_result(&m->results[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_describe_configs_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_array_len(m->results_count, version >= 4);
	for (int32_t i = 0; i < m->results_count; i++)
		n += size_describe_configs_result(&m->results[i], version);
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_describe_configs_response_decode(struct kw_describe_configs_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_describe_configs_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeConfigsResponse v%d", (int)version);
	return rc;
}

int kw_describe_configs_response_encode(const struct kw_describe_configs_response *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 4) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
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
		kw_error_set_context(w->err, "DescribeConfigsResponse v%d", (int)version);
	return rc;
}

size_t kw_describe_configs_response_size(const struct kw_describe_configs_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_configs_response_equal(const struct kw_describe_configs_response *a, const struct kw_describe_configs_response *b)
{
	return equal_message(a, b);
}
