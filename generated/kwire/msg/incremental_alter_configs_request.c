/* generated from schemas/clients/IncrementalAlterConfigsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/incremental_alter_configs_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_alterable_config(struct kw_incremental_alter_configs_request_alterable_config *s);
static inline __attribute__((always_inline)) int decode_alterable_config(struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, uint8_t *p);
static bool equal_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *a, const struct kw_incremental_alter_configs_request_alterable_config *b);
static void init_alter_configs_resource(struct kw_incremental_alter_configs_request_alter_configs_resource *s);
static int decode_alter_configs_resource(struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, uint8_t *p);
static bool equal_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *a, const struct kw_incremental_alter_configs_request_alter_configs_resource *b);
static void init_message(struct kw_incremental_alter_configs_request *s);
static int decode_message(struct kw_incremental_alter_configs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_incremental_alter_configs_request *m, int16_t version, size_t at,
		struct kw_error *e);
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

static inline __attribute__((always_inline)) int decode_alterable_config(struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 1, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_i8(&in, &m->config_operation))
		return kw__fail_field(in.r->err, "config_operation");
	if (!kw__rd_string(&in, &m->value, version >= 1, true))
		return kw__fail_field(in.r->err, "value");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->name.len < 0)
		return kw__size_fail_null(e, at + n, "name", version);
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, version >= 1);
	n += 1;
	if (m->value.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->value.len, "value");
	n += kw__size_string(m->value, version >= 1);
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_alterable_config(const struct kw_incremental_alter_configs_request_alterable_config *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 1);
	p = kw__put_i8(p, m->config_operation);
	p = kw__put_string(p, m->value, version >= 1);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
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

static int decode_alter_configs_resource(struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i8(&in, &m->resource_type))
		return kw__fail_field(in.r->err, "resource_type");
	if (!kw__rd_string(&in, &m->resource_name, version >= 1, false))
		return kw__fail_field(in.r->err, "resource_name");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 1, false, 4))
			return kw__fail_field(in.r->err, "configs");
		m->configs_count = n;
		m->configs = NULL;
		if (n > 0) {
			m->configs = kw__alloc(a, (size_t)n * sizeof *m->configs);
			if (!m->configs)
				return kw__nomem(&in, "configs");
			struct kw__cur t = in;
			if (version == 1) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_alterable_config(&m->configs[i], 1, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "configs");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_alterable_config(&m->configs[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "configs");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 1;
	if (m->resource_name.len < 0)
		return kw__size_fail_null(e, at + n, "resource_name", version);
	if (m->resource_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->resource_name.len, "resource_name");
	n += kw__size_string(m->resource_name, version >= 1);
	if (m->configs_count < 0)
		return kw__size_fail_null(e, at + n, "configs", version);
	n += kw__size_array_len(m->configs_count, version >= 1);
	if (version == 1) {
		for (int32_t i = 0; i < m->configs_count; i++) {
			size_t k = size_alterable_config(&m->configs[i], 1, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "configs");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->configs_count; i++) {
			size_t k = size_alterable_config(&m->configs[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "configs");
			n += k;
		}
	}
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_alter_configs_resource(const struct kw_incremental_alter_configs_request_alter_configs_resource *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i8(p, m->resource_type);
	p = kw__put_string(p, m->resource_name, version >= 1);
	p = kw__put_array_len(p, m->configs_count, version >= 1);
	if (version == 1) {
		for (int32_t i = 0; i < m->configs_count; i++)
			p = put_alterable_config(&m->configs[i], 1, p);
	} else {
		for (int32_t i = 0; i < m->configs_count; i++)
			p = put_alterable_config(&m->configs[i], version, p);
	}
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
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
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 1, false, 4))
			return kw__fail_field(in.r->err, "resources");
		m->resources_count = n;
		m->resources = NULL;
		if (n > 0) {
			m->resources = kw__alloc(a, (size_t)n * sizeof *m->resources);
			if (!m->resources)
				return kw__nomem(&in, "resources");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_alter_configs_resource(&m->resources[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "resources");
			}
			in = t;
		}
	}
	if (!kw__rd_bool(&in, &m->validate_only))
		return kw__fail_field(in.r->err, "validate_only");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_incremental_alter_configs_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->resources_count < 0)
		return kw__size_fail_null(e, at + n, "resources", version);
	n += kw__size_array_len(m->resources_count, version >= 1);
	for (int32_t i = 0; i < m->resources_count; i++) {
		size_t k = size_alter_configs_resource(&m->resources[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "resources");
		n += k;
	}
	n += 1;
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static size_t size_shallow_message(const struct kw_incremental_alter_configs_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->resources_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->resources_count, version >= 1);
	n += 1;
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *fill_message(const struct kw_incremental_alter_configs_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->resources_count, version >= 1);
	for (int32_t i = 0; i < m->resources_count; i++) {
		size_t k = size_alter_configs_resource(&m->resources[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_alter_configs_resource(&m->resources[i], version, p);
	}
	p = kw__put_bool(p, m->validate_only);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
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
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		/*
		 * Fast path: straight into the room the writer has, each
		 * element of the top-level struct arrays sized (and
		 * checked) just before it is written, while it is in
		 * cache. An error or too little room takes the size pass
		 * below, which reports it or reserves the room.
		 */
		if (w->buf != NULL) {
			uint8_t *p = w->buf + w->pos;
			uint8_t *end = fill_message(m, version, p, w->cap - w->pos);
			if (end != NULL) {
				w->pos += (size_t)(end - p);
				return 0;
			}
		}
		/*
		 * The size pass checks what the write cannot; the write
		 * then fills exactly the bytes reserved.
		 */
		size_t n = size_message(m, version, w->pos, w->err);
		uint8_t *p;
		if (n - 1 < w->cap - w->pos) { /* 0 < n <= room */
			p = w->buf + w->pos;
			w->pos += n;
		} else {
			p = kw__encode_reserve(w, n);
		}
		if (p != NULL) {
			uint8_t *end = fill_message(m, version, p, n);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "IncrementalAlterConfigsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_incremental_alter_configs_request_size(const struct kw_incremental_alter_configs_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_incremental_alter_configs_request_equal(const struct kw_incremental_alter_configs_request *a, const struct kw_incremental_alter_configs_request *b)
{
	return equal_message(a, b);
}
