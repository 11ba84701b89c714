/* generated from schemas/clients/ApiVersionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/api_versions_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_api_version(struct kw_api_versions_response_api_version *s);
static inline __attribute__((always_inline)) int decode_api_version(struct kw_api_versions_response_api_version *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_api_version(const struct kw_api_versions_response_api_version *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_api_version(const struct kw_api_versions_response_api_version *m, int16_t version, uint8_t *p);
static bool equal_api_version(const struct kw_api_versions_response_api_version *a, const struct kw_api_versions_response_api_version *b);
static void init_supported_feature_key(struct kw_api_versions_response_supported_feature_key *s);
static inline __attribute__((always_inline)) int decode_supported_feature_key(struct kw_api_versions_response_supported_feature_key *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *m, int16_t version, uint8_t *p);
static bool equal_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *a, const struct kw_api_versions_response_supported_feature_key *b);
static void init_finalized_feature_key(struct kw_api_versions_response_finalized_feature_key *s);
static inline __attribute__((always_inline)) int decode_finalized_feature_key(struct kw_api_versions_response_finalized_feature_key *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *m, int16_t version, uint8_t *p);
static bool equal_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *a, const struct kw_api_versions_response_finalized_feature_key *b);
static void init_message(struct kw_api_versions_response *s);
static int decode_message(struct kw_api_versions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_api_versions_response *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_api_versions_response *a, const struct kw_api_versions_response *b);

static void init_api_version(struct kw_api_versions_response_api_version *s)
{
	memset(s, 0, sizeof *s);
}

void kw_api_versions_response_api_version_init(struct kw_api_versions_response_api_version *s)
{
	init_api_version(s);
}

static bool equal_api_version(const struct kw_api_versions_response_api_version *a, const struct kw_api_versions_response_api_version *b)
{
	if (a->api_key != b->api_key)
		return false;
	if (a->min_version != b->min_version)
		return false;
	if (a->max_version != b->max_version)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_api_version(const struct kw_api_versions_response_api_version *m)
{
	if (m->api_key != 0)
		return false;
	if (m->min_version != 0)
		return false;
	if (m->max_version != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_api_version(struct kw_api_versions_response_api_version *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->api_key = (int16_t)kw__ld16(q + 0);
		m->min_version = (int16_t)kw__ld16(q + 2);
		m->max_version = (int16_t)kw__ld16(q + 4);
		in.p += 6;
	} else {
		if (!kw__rd_i16(&in, &m->api_key))
			return kw__fail_field(in.r->err, "api_key");
		if (!kw__rd_i16(&in, &m->min_version))
			return kw__fail_field(in.r->err, "min_version");
		if (!kw__rd_i16(&in, &m->max_version))
			return kw__fail_field(in.r->err, "max_version");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 3) {
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

static inline __attribute__((always_inline)) size_t size_api_version(const struct kw_api_versions_response_api_version *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 2;
	n += 2;
	if (version >= 3) {
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

static inline __attribute__((always_inline)) uint8_t *put_api_version(const struct kw_api_versions_response_api_version *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->api_key);
	p = kw__put_i16(p, m->min_version);
	p = kw__put_i16(p, m->max_version);
	if (version >= 3) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_supported_feature_key(struct kw_api_versions_response_supported_feature_key *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_api_versions_response_supported_feature_key_init(struct kw_api_versions_response_supported_feature_key *s)
{
	init_supported_feature_key(s);
}

static bool equal_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *a, const struct kw_api_versions_response_supported_feature_key *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->min_version != b->min_version)
		return false;
	if (a->max_version != b->max_version)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *m)
{
	if (m->name.len != 0)
		return false;
	if (m->min_version != 0)
		return false;
	if (m->max_version != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_supported_feature_key(struct kw_api_versions_response_supported_feature_key *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (kw__left(&in) >= 4) {
		const uint8_t *q = in.p;
		m->min_version = (int16_t)kw__ld16(q + 0);
		m->max_version = (int16_t)kw__ld16(q + 2);
		in.p += 4;
	} else {
		if (!kw__rd_i16(&in, &m->min_version))
			return kw__fail_field(in.r->err, "min_version");
		if (!kw__rd_i16(&in, &m->max_version))
			return kw__fail_field(in.r->err, "max_version");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, true);
	n += 2;
	n += 2;
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_supported_feature_key(const struct kw_api_versions_response_supported_feature_key *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_i16(p, m->min_version);
	p = kw__put_i16(p, m->max_version);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_finalized_feature_key(struct kw_api_versions_response_finalized_feature_key *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_api_versions_response_finalized_feature_key_init(struct kw_api_versions_response_finalized_feature_key *s)
{
	init_finalized_feature_key(s);
}

static bool equal_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *a, const struct kw_api_versions_response_finalized_feature_key *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->max_version_level != b->max_version_level)
		return false;
	if (a->min_version_level != b->min_version_level)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *m)
{
	if (m->name.len != 0)
		return false;
	if (m->max_version_level != 0)
		return false;
	if (m->min_version_level != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_finalized_feature_key(struct kw_api_versions_response_finalized_feature_key *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (kw__left(&in) >= 4) {
		const uint8_t *q = in.p;
		m->max_version_level = (int16_t)kw__ld16(q + 0);
		m->min_version_level = (int16_t)kw__ld16(q + 2);
		in.p += 4;
	} else {
		if (!kw__rd_i16(&in, &m->max_version_level))
			return kw__fail_field(in.r->err, "max_version_level");
		if (!kw__rd_i16(&in, &m->min_version_level))
			return kw__fail_field(in.r->err, "min_version_level");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, true);
	n += 2;
	n += 2;
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_finalized_feature_key(const struct kw_api_versions_response_finalized_feature_key *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_i16(p, m->max_version_level);
	p = kw__put_i16(p, m->min_version_level);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_api_versions_response *m)
{
	memset(m, 0, sizeof *m);
	m->finalized_features_epoch = INT64_C(-1);
	m->zk_migration_ready = false;
}

void kw_api_versions_response_init(struct kw_api_versions_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_api_versions_response *a, const struct kw_api_versions_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->api_keys_count != b->api_keys_count)
		return false;
	for (int32_t i = 0; i < a->api_keys_count; i++) {
		if (!equal_api_version(&a->api_keys[i], &b->api_keys[i]))
			return false;
	}
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->supported_features_count != b->supported_features_count)
		return false;
	for (int32_t i = 0; i < a->supported_features_count; i++) {
		if (!equal_supported_feature_key(&a->supported_features[i], &b->supported_features[i]))
			return false;
	}
	if (a->finalized_features_epoch != b->finalized_features_epoch)
		return false;
	if (a->finalized_features_count != b->finalized_features_count)
		return false;
	for (int32_t i = 0; i < a->finalized_features_count; i++) {
		if (!equal_finalized_feature_key(&a->finalized_features[i], &b->finalized_features[i]))
			return false;
	}
	if (a->zk_migration_ready != b->zk_migration_ready)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_api_versions_response *m)
{
	if (m->error_code != 0)
		return false;
	if (m->api_keys_count != 0)
		return false;
	if (m->throttle_time_ms != 0)
		return false;
	if (m->supported_features_count != 0)
		return false;
	if (m->finalized_features_epoch != INT64_C(-1))
		return false;
	if (m->finalized_features_count != 0)
		return false;
	if (m->zk_migration_ready != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_api_versions_response *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_api_versions_response *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 6))
				return kw__fail_field(in.r->err, "supported_features");
			m->supported_features_count = n;
			m->supported_features = NULL;
			if (n > 0) {
				m->supported_features = kw__alloc(a, (size_t)n * sizeof *m->supported_features);
				if (!m->supported_features)
					return kw__nomem(&in, "supported_features");
				struct kw__cur t = in;
				if (version == 4) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_supported_feature_key(&m->supported_features[i], 4, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "supported_features");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_supported_feature_key(&m->supported_features[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "supported_features");
					}
				}
				in = t;
			}
		}
		return 1;
	case 1:
		if (!kw__rd_i64(&in, &m->finalized_features_epoch))
			return kw__fail_field(in.r->err, "finalized_features_epoch");
		return 1;
	case 2:
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 6))
				return kw__fail_field(in.r->err, "finalized_features");
			m->finalized_features_count = n;
			m->finalized_features = NULL;
			if (n > 0) {
				m->finalized_features = kw__alloc(a, (size_t)n * sizeof *m->finalized_features);
				if (!m->finalized_features)
					return kw__nomem(&in, "finalized_features");
				struct kw__cur t = in;
				if (version == 4) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_finalized_feature_key(&m->finalized_features[i], 4, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "finalized_features");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_finalized_feature_key(&m->finalized_features[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "finalized_features");
					}
				}
				in = t;
			}
		}
		return 1;
	case 3:
		if (!kw__rd_bool(&in, &m->zk_migration_ready))
			return kw__fail_field(in.r->err, "zk_migration_ready");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_api_versions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 3, false, 6))
			return kw__fail_field(in.r->err, "api_keys");
		m->api_keys_count = n;
		m->api_keys = NULL;
		if (n > 0) {
			m->api_keys = kw__alloc(a, (size_t)n * sizeof *m->api_keys);
			if (!m->api_keys)
				return kw__nomem(&in, "api_keys");
			struct kw__cur t = in;
			if (version == 4) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_api_version(&m->api_keys[i], 4, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "api_keys");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_api_version(&m->api_keys[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "api_keys");
				}
			}
			in = t;
		}
	}
	if (version >= 1) {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
	} else {
		m->throttle_time_ms = 0;
	}
	m->supported_features = NULL;
	m->supported_features_count = 0;
	m->finalized_features_epoch = INT64_C(-1);
	m->finalized_features = NULL;
	m->finalized_features_count = 0;
	m->zk_migration_ready = false;
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 3) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			struct tags_message_ctx c = { m, version, a };
			if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_api_versions_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->api_keys_count < 0)
		return kw__size_fail_null(e, at + n, "api_keys", version);
	n += kw__size_array_len(m->api_keys_count, version >= 3);
	if (version == 4) {
		for (int32_t i = 0; i < m->api_keys_count; i++) {
			size_t k = size_api_version(&m->api_keys[i], 4, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "api_keys");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->api_keys_count; i++) {
			size_t k = size_api_version(&m->api_keys[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "api_keys");
			n += k;
		}
	}
	if (version >= 1) {
		n += 4;
	}
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_supported_features = m->supported_features_count != 0;
		bool has_finalized_features_epoch = m->finalized_features_epoch != INT64_C(-1);
		bool has_finalized_features = m->finalized_features_count != 0;
		bool has_zk_migration_ready = m->zk_migration_ready != false;
		if (has_supported_features) {
			size_t vsz = 0;
			if (m->supported_features_count < 0)
				return kw__size_fail_null(e, at + n + vsz, "supported_features", version);
			vsz += kw__size_array_len(m->supported_features_count, true);
			if (version == 4) {
				for (int32_t i = 0; i < m->supported_features_count; i++) {
					size_t k = size_supported_feature_key(&m->supported_features[i], 4, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "supported_features");
					vsz += k;
				}
			} else {
				for (int32_t i = 0; i < m->supported_features_count; i++) {
					size_t k = size_supported_feature_key(&m->supported_features[i], version, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "supported_features");
					vsz += k;
				}
			}
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_finalized_features_epoch) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_finalized_features) {
			size_t vsz = 0;
			if (m->finalized_features_count < 0)
				return kw__size_fail_null(e, at + n + vsz, "finalized_features", version);
			vsz += kw__size_array_len(m->finalized_features_count, true);
			if (version == 4) {
				for (int32_t i = 0; i < m->finalized_features_count; i++) {
					size_t k = size_finalized_feature_key(&m->finalized_features[i], 4, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "finalized_features");
					vsz += k;
				}
			} else {
				for (int32_t i = 0; i < m->finalized_features_count; i++) {
					size_t k = size_finalized_feature_key(&m->finalized_features[i], version, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "finalized_features");
					vsz += k;
				}
			}
			n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_zk_migration_ready) {
			size_t vsz = 0;
			vsz += 1;
			n += kw__size_uvarint(3u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static size_t size_shallow_message(const struct kw_api_versions_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->api_keys_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->api_keys_count, version >= 3);
	if (version >= 1) {
		n += 4;
	}
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count) {
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u;
		}
		bool has_supported_features = m->supported_features_count != 0;
		bool has_finalized_features_epoch = m->finalized_features_epoch != INT64_C(-1);
		bool has_finalized_features = m->finalized_features_count != 0;
		bool has_zk_migration_ready = m->zk_migration_ready != false;
		if (has_supported_features) {
			size_t vsz = 0;
			if (m->supported_features_count < 0)
				return kw__size_fail_null(e, at + n + vsz, "supported_features", version);
			vsz += kw__size_array_len(m->supported_features_count, true);
			if (version == 4) {
				for (int32_t i = 0; i < m->supported_features_count; i++) {
					size_t k = size_supported_feature_key(&m->supported_features[i], 4, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "supported_features");
					vsz += k;
				}
			} else {
				for (int32_t i = 0; i < m->supported_features_count; i++) {
					size_t k = size_supported_feature_key(&m->supported_features[i], version, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "supported_features");
					vsz += k;
				}
			}
			n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_finalized_features_epoch) {
			size_t vsz = 0;
			vsz += 8;
			n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_finalized_features) {
			size_t vsz = 0;
			if (m->finalized_features_count < 0)
				return kw__size_fail_null(e, at + n + vsz, "finalized_features", version);
			vsz += kw__size_array_len(m->finalized_features_count, true);
			if (version == 4) {
				for (int32_t i = 0; i < m->finalized_features_count; i++) {
					size_t k = size_finalized_feature_key(&m->finalized_features[i], 4, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "finalized_features");
					vsz += k;
				}
			} else {
				for (int32_t i = 0; i < m->finalized_features_count; i++) {
					size_t k = size_finalized_feature_key(&m->finalized_features[i], version, at + n + vsz, e);
					if (k == KW__SIZE_ERROR)
						return kw__size_fail_index(e, i, "finalized_features");
					vsz += k;
				}
			}
			n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		if (has_zk_migration_ready) {
			size_t vsz = 0;
			vsz += 1;
			n += kw__size_uvarint(3u) + kw__size_uvarint((uint32_t)vsz) + vsz;
			ntags++;
		}
		n += kw__size_uvarint(ntags);
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *fill_message(const struct kw_api_versions_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_array_len(p, m->api_keys_count, version >= 3);
	for (int32_t i = 0; i < m->api_keys_count; i++) {
		size_t k = size_api_version(&m->api_keys[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_api_version(&m->api_keys[i], version, p);
	}
	if (version >= 1) {
		p = kw__put_i32(p, m->throttle_time_ms);
	}
	if (version >= 3) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		bool has_supported_features = m->supported_features_count != 0;
		bool has_finalized_features_epoch = m->finalized_features_epoch != INT64_C(-1);
		bool has_finalized_features = m->finalized_features_count != 0;
		bool has_zk_migration_ready = m->zk_migration_ready != false;
		uint32_t ntags = u->count;
		ntags += has_supported_features;
		ntags += has_finalized_features_epoch;
		ntags += has_finalized_features;
		ntags += has_zk_migration_ready;
		p = kw__put_uvarint(p, ntags);
		if (has_supported_features) {
			size_t vsz = 0;
			vsz += kw__size_array_len(m->supported_features_count, true);
			if (version == 4) {
				for (int32_t i = 0; i < m->supported_features_count; i++) {
					vsz += size_supported_feature_key(&m->supported_features[i], 4, 0, NULL);
				}
			} else {
				for (int32_t i = 0; i < m->supported_features_count; i++) {
					vsz += size_supported_feature_key(&m->supported_features[i], version, 0, NULL);
				}
			}
			p = kw__put_uvarint(p, 0u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_array_len(p, m->supported_features_count, true);
			if (version == 4) {
				for (int32_t i = 0; i < m->supported_features_count; i++)
					p = put_supported_feature_key(&m->supported_features[i], 4, p);
			} else {
				for (int32_t i = 0; i < m->supported_features_count; i++)
					p = put_supported_feature_key(&m->supported_features[i], version, p);
			}
		}
		if (has_finalized_features_epoch) {
			size_t vsz = 0;
			vsz += 8;
			p = kw__put_uvarint(p, 1u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_i64(p, m->finalized_features_epoch);
		}
		if (has_finalized_features) {
			size_t vsz = 0;
			vsz += kw__size_array_len(m->finalized_features_count, true);
			if (version == 4) {
				for (int32_t i = 0; i < m->finalized_features_count; i++) {
					vsz += size_finalized_feature_key(&m->finalized_features[i], 4, 0, NULL);
				}
			} else {
				for (int32_t i = 0; i < m->finalized_features_count; i++) {
					vsz += size_finalized_feature_key(&m->finalized_features[i], version, 0, NULL);
				}
			}
			p = kw__put_uvarint(p, 2u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_array_len(p, m->finalized_features_count, true);
			if (version == 4) {
				for (int32_t i = 0; i < m->finalized_features_count; i++)
					p = put_finalized_feature_key(&m->finalized_features[i], 4, p);
			} else {
				for (int32_t i = 0; i < m->finalized_features_count; i++)
					p = put_finalized_feature_key(&m->finalized_features[i], version, p);
			}
		}
		if (has_zk_migration_ready) {
			size_t vsz = 0;
			vsz += 1;
			p = kw__put_uvarint(p, 3u);
			p = kw__put_uvarint(p, (uint32_t)vsz);
			p = kw__put_bool(p, m->zk_migration_ready);
		}
		if (u->count)
			p = kw__put_unknown_tags(p, u, 4u, UINT32_MAX);
	}
	return p;
}

int kw_api_versions_response_decode(struct kw_api_versions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_api_versions_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ApiVersionsResponse v%d", (int)version);
	return rc;
}

int kw_api_versions_response_encode(const struct kw_api_versions_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "ApiVersionsResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_api_versions_response_size(const struct kw_api_versions_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_api_versions_response_equal(const struct kw_api_versions_response *a, const struct kw_api_versions_response *b)
{
	return equal_message(a, b);
}
