/* generated from schemas/clients/UpdateFeaturesRequest.json by kwire-gen, do not edit */
#include "kwire/msg/update_features_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_feature_update_key(struct kw_update_features_request_feature_update_key *s);
static inline __attribute__((always_inline)) int decode_feature_update_key(struct kw_update_features_request_feature_update_key *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_feature_update_key(const struct kw_update_features_request_feature_update_key *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_feature_update_key(const struct kw_update_features_request_feature_update_key *m, int16_t version, uint8_t *p);
static bool equal_feature_update_key(const struct kw_update_features_request_feature_update_key *a, const struct kw_update_features_request_feature_update_key *b);
static void init_message(struct kw_update_features_request *s);
static int decode_message(struct kw_update_features_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_update_features_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_update_features_request *a, const struct kw_update_features_request *b);

static void init_feature_update_key(struct kw_update_features_request_feature_update_key *s)
{
	memset(s, 0, sizeof *s);
	s->feature = (struct kw_str){ "", 0 };
	s->upgrade_type = 1;
}

void kw_update_features_request_feature_update_key_init(struct kw_update_features_request_feature_update_key *s)
{
	init_feature_update_key(s);
}

static bool equal_feature_update_key(const struct kw_update_features_request_feature_update_key *a, const struct kw_update_features_request_feature_update_key *b)
{
	if (!kw_str_equal(a->feature, b->feature))
		return false;
	if (a->max_version_level != b->max_version_level)
		return false;
	if (a->allow_downgrade != b->allow_downgrade)
		return false;
	if (a->upgrade_type != b->upgrade_type)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_feature_update_key(const struct kw_update_features_request_feature_update_key *m)
{
	if (m->feature.len != 0)
		return false;
	if (m->max_version_level != 0)
		return false;
	if (m->allow_downgrade != false)
		return false;
	if (m->upgrade_type != 1)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_feature_update_key(struct kw_update_features_request_feature_update_key *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->feature, true, false))
		return kw__fail_field(in.r->err, "feature");
	if (!kw__rd_i16(&in, &m->max_version_level))
		return kw__fail_field(in.r->err, "max_version_level");
	if (version <= 0) {
		if (!kw__rd_bool(&in, &m->allow_downgrade))
			return kw__fail_field(in.r->err, "allow_downgrade");
	} else {
		m->allow_downgrade = 0;
	}
	if (version >= 1) {
		if (!kw__rd_i8(&in, &m->upgrade_type))
			return kw__fail_field(in.r->err, "upgrade_type");
	} else {
		m->upgrade_type = 1;
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

static inline __attribute__((always_inline)) size_t size_feature_update_key(const struct kw_update_features_request_feature_update_key *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->feature.len < 0)
		return kw__size_fail_null(e, at + n, "feature", version);
	if (m->feature.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->feature.len, "feature");
	n += kw__size_string(m->feature, true);
	n += 2;
	if (!(version <= 0) && m->allow_downgrade != false)
		return kw__size_fail_nondefault(e, at + n, "allow_downgrade", version);
	if (version <= 0) {
		n += 1;
	}
	if (!(version >= 1) && m->upgrade_type != 1)
		return kw__size_fail_nondefault(e, at + n, "upgrade_type", version);
	if (version >= 1) {
		n += 1;
	}
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

static inline __attribute__((always_inline)) uint8_t *put_feature_update_key(const struct kw_update_features_request_feature_update_key *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->feature, true);
	p = kw__put_i16(p, m->max_version_level);
	if (version <= 0) {
		p = kw__put_bool(p, m->allow_downgrade);
	}
	if (version >= 1) {
		p = kw__put_i8(p, m->upgrade_type);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_update_features_request *m)
{
	memset(m, 0, sizeof *m);
	m->timeout_ms = 60000;
	m->validate_only = false;
}

void kw_update_features_request_init(struct kw_update_features_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_update_features_request *a, const struct kw_update_features_request *b)
{
	if (a->timeout_ms != b->timeout_ms)
		return false;
	if (a->feature_updates_count != b->feature_updates_count)
		return false;
	for (int32_t i = 0; i < a->feature_updates_count; i++) {
		if (!equal_feature_update_key(&a->feature_updates[i], &b->feature_updates[i]))
			return false;
	}
	if (a->validate_only != b->validate_only)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_update_features_request *m)
{
	if (m->timeout_ms != 60000)
		return false;
	if (m->feature_updates_count != 0)
		return false;
	if (m->validate_only != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_update_features_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->timeout_ms))
		return kw__fail_field(in.r->err, "timeout_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "feature_updates");
		m->feature_updates_count = n;
		m->feature_updates = NULL;
		if (n > 0) {
			m->feature_updates = kw__alloc(a, (size_t)n * sizeof *m->feature_updates);
			if (!m->feature_updates)
				return kw__nomem(&in, "feature_updates");
			struct kw__cur t = in;
			if (version == 2) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_feature_update_key(&m->feature_updates[i], 2, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "feature_updates");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_feature_update_key(&m->feature_updates[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "feature_updates");
				}
			}
			in = t;
		}
	}
	if (version >= 1) {
		if (!kw__rd_bool(&in, &m->validate_only))
			return kw__fail_field(in.r->err, "validate_only");
	} else {
		m->validate_only = false;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_update_features_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->feature_updates_count < 0)
		return kw__size_fail_null(e, at + n, "feature_updates", version);
	n += kw__size_array_len(m->feature_updates_count, true);
	if (version == 2) {
		for (int32_t i = 0; i < m->feature_updates_count; i++) {
			size_t k = size_feature_update_key(&m->feature_updates[i], 2, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "feature_updates");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->feature_updates_count; i++) {
			size_t k = size_feature_update_key(&m->feature_updates[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "feature_updates");
			n += k;
		}
	}
	if (!(version >= 1) && m->validate_only != false)
		return kw__size_fail_nondefault(e, at + n, "validate_only", version);
	if (version >= 1) {
		n += 1;
	}
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

static size_t size_shallow_message(const struct kw_update_features_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (m->feature_updates_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->feature_updates_count, true);
	if (!(version >= 1) && m->validate_only != false)
		return kw__size_fail_nondefault(e, at + n, "validate_only", version);
	if (version >= 1) {
		n += 1;
	}
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

static uint8_t *fill_message(const struct kw_update_features_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->timeout_ms);
	p = kw__put_array_len(p, m->feature_updates_count, true);
	for (int32_t i = 0; i < m->feature_updates_count; i++) {
		size_t k = size_feature_update_key(&m->feature_updates[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_feature_update_key(&m->feature_updates[i], version, p);
	}
	if (version >= 1) {
		p = kw__put_bool(p, m->validate_only);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_update_features_request_decode(struct kw_update_features_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_update_features_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "UpdateFeaturesRequest v%d", (int)version);
	return rc;
}

int kw_update_features_request_encode(const struct kw_update_features_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 2) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 2)", (int)version);
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
	kw_error_set_context(w->err, "UpdateFeaturesRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_update_features_request_size(const struct kw_update_features_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_update_features_request_equal(const struct kw_update_features_request *a, const struct kw_update_features_request *b)
{
	return equal_message(a, b);
}
