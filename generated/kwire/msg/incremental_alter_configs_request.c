/* generated from schemas/clients/IncrementalAlterConfigsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/incremental_alter_configs_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_alterable_config(struct kw_incremental_alter_configs_request_alterable_config *s);
static int decode_alterable_config(struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, struct kw_writer *w);
static uint8_t *put_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version);
static bool equal_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *a, const struct kw_incremental_alter_configs_request_alterable_config *b);
static void init_alter_configs_resource(struct kw_incremental_alter_configs_request_alter_configs_resource *s);
static int decode_alter_configs_resource(struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, struct kw_writer *w);
static uint8_t *put_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version);
static bool equal_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *a, const struct kw_incremental_alter_configs_request_alter_configs_resource *b);
static void init_message(struct kw_incremental_alter_configs_request *s);
static int decode_message(struct kw_incremental_alter_configs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_incremental_alter_configs_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_incremental_alter_configs_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_incremental_alter_configs_request *m, int16_t version);
static bool equal_message(const struct kw_incremental_alter_configs_request *a, const struct kw_incremental_alter_configs_request *b);

static void init_alterable_config(struct kw_incremental_alter_configs_request_alterable_config *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->value = (struct kw_str){ "", 0 };
}

void kw_incremental_alter_configs_request_alterable_config_init(struct kw_incremental_alter_configs_request_alterable_config *s)
{
	init_alterable_config(s);
}

static bool equal_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *a, const struct kw_incremental_alter_configs_request_alterable_config *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->config_operation != b->config_operation)
		return false;
	if (!kw_str_equal(a->value, b->value))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m)
{
	if (m->name.len != 0)
		return false;
	if (m->config_operation != 0)
		return false;
	if (m->value.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_alterable_config(struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_alterable_config(m);
	if (!kw__rd_string(r, &m->name, version >= 1, false))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_i8(r, &m->config_operation))
		return kw__fail_field(r->err, "config_operation");
	if (!kw__rd_string(r, &m->value, version >= 1, true))
		return kw__fail_field(r->err, "value");
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

static int encode_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, version >= 1))
		return kw__fail_field(w->err, "name");
	kw__wr_i8(w, m->config_operation);
	if (!kw__wr_string(w, m->value, version >= 1))
		return kw__fail_field(w->err, "value");
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

__attribute__((unused)) static uint8_t *put_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, version >= 1)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->config_operation)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->value, version >= 1)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, version >= 1);
	n += 1;
	n += kw__size_string(m->value, version >= 1);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_alter_configs_resource(struct kw_incremental_alter_configs_request_alter_configs_resource *s)
{
	memset(s, 0, sizeof *s);
	s->resource_name = (struct kw_str){ "", 0 };
}

void kw_incremental_alter_configs_request_alter_configs_resource_init(struct kw_incremental_alter_configs_request_alter_configs_resource *s)
{
	init_alter_configs_resource(s);
}

static bool equal_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *a, const struct kw_incremental_alter_configs_request_alter_configs_resource *b)
{
	if (a->resource_type != b->resource_type)
		return false;
	if (!kw_str_equal(a->resource_name, b->resource_name))
		return false;
	if (a->configs_count != b->configs_count)
		return false;
	for (int32_t i = 0; i < a->configs_count; i++) {
		if (!equal_alterable_config(&a->configs[i], &b->configs[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m)
{
	if (m->resource_type != 0)
		return false;
	if (m->resource_name.len != 0)
		return false;
	if (m->configs_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_alter_configs_resource(struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_alter_configs_resource(m);
	if (!kw__rd_i8(r, &m->resource_type))
		return kw__fail_field(r->err, "resource_type");
	if (!kw__rd_string(r, &m->resource_name, version >= 1, false))
		return kw__fail_field(r->err, "resource_name");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 1, false, 4))
			return kw__fail_field(r->err, "configs");
		m->configs_count = n;
		m->configs = NULL;
		if (n > 0) {
			m->configs = kw__alloc(a, (size_t)n * sizeof *m->configs);
			if (!m->configs)
				return kw__nomem(r, "configs");
			for (int32_t i = 0; i < n; i++) {
				if (decode_alterable_config(&m->configs[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "configs");
			}
		}
	}
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

static int encode_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i8(w, m->resource_type);
	if (m->resource_name.len < 0)
		return kw__null_fail(w, "resource_name", version);
	if (!kw__wr_string(w, m->resource_name, version >= 1))
		return kw__fail_field(w->err, "resource_name");
	if (m->configs_count < 0)
		return kw__null_fail(w, "configs", version);
	kw__wr_array_len(w, m->configs_count, version >= 1);
	for (int32_t i = 0; i < m->configs_count; i++) {
		if (encode_alterable_config(&m->configs[i], version, w) < 0)
			return kw__fail_index(w->err, i, "configs");
	}
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

__attribute__((unused)) static uint8_t *put_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i8(p, end, m->resource_type)))
		return NULL;
	if (m->resource_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->resource_name, version >= 1)))
		return NULL;
	if (m->configs_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->configs_count, version >= 1)))
		return NULL;
	for (int32_t i = 0; i < m->configs_count; i++) {
		if (!(p = put_alterable_config(&m->configs[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 1;
	n += kw__size_string(m->resource_name, version >= 1);
	n += kw__size_array_len(m->configs_count, version >= 1);
	for (int32_t i = 0; i < m->configs_count; i++)
		n += size_alterable_config(&m->configs[i], version);
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_incremental_alter_configs_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_incremental_alter_configs_request_init(struct kw_incremental_alter_configs_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_incremental_alter_configs_request *a, const struct kw_incremental_alter_configs_request *b)
{
	if (a->resources_count != b->resources_count)
		return false;
	for (int32_t i = 0; i < a->resources_count; i++) {
		if (!equal_alter_configs_resource(&a->resources[i], &b->resources[i]))
			return false;
	}
	if (a->validate_only != b->validate_only)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_incremental_alter_configs_request *m)
{
	if (m->resources_count != 0)
		return false;
	if (m->validate_only != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_incremental_alter_configs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 1, false, 4))
			return kw__fail_field(r->err, "resources");
		m->resources_count = n;
		m->resources = NULL;
		if (n > 0) {
			m->resources = kw__alloc(a, (size_t)n * sizeof *m->resources);
			if (!m->resources)
				return kw__nomem(r, "resources");
			for (int32_t i = 0; i < n; i++) {
				if (decode_alter_configs_resource(&m->resources[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "resources");
			}
		}
	}
	if (!kw__rd_bool(r, &m->validate_only))
		return kw__fail_field(r->err, "validate_only");
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

static int encode_message(const struct kw_incremental_alter_configs_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->resources_count < 0)
		return kw__null_fail(w, "resources", version);
	kw__wr_array_len(w, m->resources_count, version >= 1);
	for (int32_t i = 0; i < m->resources_count; i++) {
		if (encode_alter_configs_resource(&m->resources[i], version, w) < 0)
			return kw__fail_index(w->err, i, "resources");
	}
	kw__wr_bool(w, m->validate_only);
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_incremental_alter_configs_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->resources_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->resources_count, version >= 1)))
		return NULL;
	for (int32_t i = 0; i < m->resources_count; i++) {
		if (!(p = put_alter_configs_resource(&m->resources[i], version, p, end)))
			return NULL;
	}
	if (!(p = kw__put_bool(p, end, m->validate_only)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_incremental_alter_configs_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->resources_count, version >= 1);
	for (int32_t i = 0; i < m->resources_count; i++)
		n += size_alter_configs_resource(&m->resources[i], version);
	n += 1;
	if (version >= 1) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_incremental_alter_configs_request_decode(struct kw_incremental_alter_configs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_incremental_alter_configs_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "IncrementalAlterConfigsRequest v%d", (int)version);
	return rc;
}

int kw_incremental_alter_configs_request_encode(const struct kw_incremental_alter_configs_request *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "IncrementalAlterConfigsRequest v%d", (int)version);
	return rc;
}

size_t kw_incremental_alter_configs_request_size(const struct kw_incremental_alter_configs_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_incremental_alter_configs_request_equal(const struct kw_incremental_alter_configs_request *a, const struct kw_incremental_alter_configs_request *b)
{
	return equal_message(a, b);
}
