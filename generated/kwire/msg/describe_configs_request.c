/* generated from schemas/clients/DescribeConfigsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_configs_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_describe_configs_resource(struct kw_describe_configs_request_describe_configs_resource *s);
static inline __attribute__((always_inline)) int decode_describe_configs_resource(struct kw_describe_configs_request_describe_configs_resource *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_describe_configs_resource(const struct kw_describe_configs_request_describe_configs_resource *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_describe_configs_resource(const struct kw_describe_configs_request_describe_configs_resource *m, int16_t version, uint8_t *p);
static bool equal_describe_configs_resource(const struct kw_describe_configs_request_describe_configs_resource *a, const struct kw_describe_configs_request_describe_configs_resource *b);
static void init_message(struct kw_describe_configs_request *s);
static int decode_message(struct kw_describe_configs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_configs_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_describe_configs_request *a, const struct kw_describe_configs_request *b);

static void init_describe_configs_resource(struct kw_describe_configs_request_describe_configs_resource *s)
{
	memset(s, 0, sizeof *s);
	s->resource_name = (struct kw_str){ "", 0 };
}

void kw_describe_configs_request_describe_configs_resource_init(struct kw_describe_configs_request_describe_configs_resource *s)
{
	init_describe_configs_resource(s);
}

static bool equal_describe_configs_resource(const struct kw_describe_configs_request_describe_configs_resource *a, const struct kw_describe_configs_request_describe_configs_resource *b)
{
	if (a->resource_type != b->resource_type)
		return false;
	if (!kw_str_equal(a->resource_name, b->resource_name))
		return false;
	if (a->configuration_keys_count != b->configuration_keys_count)
		return false;
	for (int32_t i = 0; i < a->configuration_keys_count; i++) {
		if (!kw_str_equal(a->configuration_keys[i], b->configuration_keys[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_describe_configs_resource(const struct kw_describe_configs_request_describe_configs_resource *m)
{
	if (m->resource_type != 0)
		return false;
	if (m->resource_name.len != 0)
		return false;
	if (m->configuration_keys_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_describe_configs_resource(struct kw_describe_configs_request_describe_configs_resource *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i8(&in, &m->resource_type))
		return kw__fail_field(in.r->err, "resource_type");
	if (!kw__rd_string(&in, &m->resource_name, version >= 4, false))
		return kw__fail_field(in.r->err, "resource_name");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 4, true, 1))
			return kw__fail_field(in.r->err, "configuration_keys");
		m->configuration_keys_count = n;
		m->configuration_keys = NULL;
		if (n > 0) {
			m->configuration_keys = kw__alloc(a, (size_t)n * sizeof *m->configuration_keys);
			if (!m->configuration_keys)
				return kw__nomem(&in, "configuration_keys");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->configuration_keys[i], version >= 4, false))
					return kw__fail_index(in.r->err, i, "configuration_keys");
			}
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
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

static inline __attribute__((always_inline)) size_t size_describe_configs_resource(const struct kw_describe_configs_request_describe_configs_resource *m, int16_t version, size_t at,
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
	n += kw__size_string(m->resource_name, version >= 4);
	if (m->configuration_keys_count < -1)
		return kw__size_fail_count(e, at + n, m->configuration_keys_count, "configuration_keys");
	n += kw__size_array_len(m->configuration_keys_count, version >= 4);
	for (int32_t i = 0; i < m->configuration_keys_count; i++) {
		if (m->configuration_keys[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "configuration_keys", version);
		if (m->configuration_keys[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->configuration_keys[i].len, NULL);
			return kw__size_fail_index(e, i, "configuration_keys");
		}
		n += kw__size_string(m->configuration_keys[i], version >= 4);
	}
	if (version >= 4) {
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

static inline __attribute__((always_inline)) uint8_t *put_describe_configs_resource(const struct kw_describe_configs_request_describe_configs_resource *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i8(p, m->resource_type);
	p = kw__put_string(p, m->resource_name, version >= 4);
	p = kw__put_array_len(p, m->configuration_keys_count, version >= 4);
	for (int32_t i = 0; i < m->configuration_keys_count; i++)
		p = kw__put_string(p, m->configuration_keys[i], version >= 4);
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_describe_configs_request *m)
{
	memset(m, 0, sizeof *m);
	m->include_synonyms = false;
	m->include_documentation = false;
}

void kw_describe_configs_request_init(struct kw_describe_configs_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_configs_request *a, const struct kw_describe_configs_request *b)
{
	if (a->resources_count != b->resources_count)
		return false;
	for (int32_t i = 0; i < a->resources_count; i++) {
		if (!equal_describe_configs_resource(&a->resources[i], &b->resources[i]))
			return false;
	}
	if (a->include_synonyms != b->include_synonyms)
		return false;
	if (a->include_documentation != b->include_documentation)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_configs_request *m)
{
	if (m->resources_count != 0)
		return false;
	if (m->include_synonyms != false)
		return false;
	if (m->include_documentation != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_configs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 4, false, 4))
			return kw__fail_field(in.r->err, "resources");
		m->resources_count = n;
		m->resources = NULL;
		if (n > 0) {
			m->resources = kw__alloc(a, (size_t)n * sizeof *m->resources);
			if (!m->resources)
				return kw__nomem(&in, "resources");
			struct kw__cur t = in;
			if (version == 4) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_describe_configs_resource(&m->resources[i], 4, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "resources");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_describe_configs_resource(&m->resources[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "resources");
				}
			}
			in = t;
		}
	}
	if (version >= 1) {
		if (!kw__rd_bool(&in, &m->include_synonyms))
			return kw__fail_field(in.r->err, "include_synonyms");
	} else {
		m->include_synonyms = false;
	}
	if (version >= 3) {
		if (!kw__rd_bool(&in, &m->include_documentation))
			return kw__fail_field(in.r->err, "include_documentation");
	} else {
		m->include_documentation = false;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
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

static size_t size_message(const struct kw_describe_configs_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->resources_count < 0)
		return kw__size_fail_null(e, at + n, "resources", version);
	n += kw__size_array_len(m->resources_count, version >= 4);
	if (version == 4) {
		for (int32_t i = 0; i < m->resources_count; i++) {
			size_t k = size_describe_configs_resource(&m->resources[i], 4, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "resources");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->resources_count; i++) {
			size_t k = size_describe_configs_resource(&m->resources[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "resources");
			n += k;
		}
	}
	if (!(version >= 1) && m->include_synonyms != false)
		return kw__size_fail_nondefault(e, at + n, "include_synonyms", version);
	if (version >= 1) {
		n += 1;
	}
	if (!(version >= 3) && m->include_documentation != false)
		return kw__size_fail_nondefault(e, at + n, "include_documentation", version);
	if (version >= 3) {
		n += 1;
	}
	if (version >= 4) {
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

static size_t size_shallow_message(const struct kw_describe_configs_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->resources_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->resources_count, version >= 4);
	if (!(version >= 1) && m->include_synonyms != false)
		return kw__size_fail_nondefault(e, at + n, "include_synonyms", version);
	if (version >= 1) {
		n += 1;
	}
	if (!(version >= 3) && m->include_documentation != false)
		return kw__size_fail_nondefault(e, at + n, "include_documentation", version);
	if (version >= 3) {
		n += 1;
	}
	if (version >= 4) {
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

static uint8_t *fill_message(const struct kw_describe_configs_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->resources_count, version >= 4);
	for (int32_t i = 0; i < m->resources_count; i++) {
		size_t k = size_describe_configs_resource(&m->resources[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_describe_configs_resource(&m->resources[i], version, p);
	}
	if (version >= 1) {
		p = kw__put_bool(p, m->include_synonyms);
	}
	if (version >= 3) {
		p = kw__put_bool(p, m->include_documentation);
	}
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_describe_configs_request_decode(struct kw_describe_configs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_describe_configs_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeConfigsRequest v%d", (int)version);
	return rc;
}

int kw_describe_configs_request_encode(const struct kw_describe_configs_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 4) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 4)", (int)version);
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
	kw_error_set_context(w->err, "DescribeConfigsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_configs_request_size(const struct kw_describe_configs_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_configs_request_equal(const struct kw_describe_configs_request *a, const struct kw_describe_configs_request *b)
{
	return equal_message(a, b);
}
