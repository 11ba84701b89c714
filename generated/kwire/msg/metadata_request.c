/* generated from schemas/clients/MetadataRequest.json by kwire-gen, do not edit */
#include "kwire/msg/metadata_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_metadata_request_topic(struct kw_metadata_request_metadata_request_topic *s);
static inline __attribute__((always_inline)) int decode_metadata_request_topic(struct kw_metadata_request_metadata_request_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *m, int16_t version, uint8_t *p);
static bool equal_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *a, const struct kw_metadata_request_metadata_request_topic *b);
static void init_message(struct kw_metadata_request *s);
static int decode_message(struct kw_metadata_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_metadata_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_metadata_request *a, const struct kw_metadata_request *b);

static void init_metadata_request_topic(struct kw_metadata_request_metadata_request_topic *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_metadata_request_metadata_request_topic_init(struct kw_metadata_request_metadata_request_topic *s)
{
	init_metadata_request_topic(s);
}

static bool equal_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *a, const struct kw_metadata_request_metadata_request_topic *b)
{
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (!kw_str_equal(a->name, b->name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->name.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_metadata_request_topic(struct kw_metadata_request_metadata_request_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (version >= 10) {
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
	} else {
		m->topic_id = (struct kw_uuid){ { 0 } };
	}
	if (!kw__rd_string(&in, &m->name, version >= 9, version >= 10))
		return kw__fail_field(in.r->err, "name");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
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

static inline __attribute__((always_inline)) size_t size_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (version >= 10) {
		n += 16;
	}
	if (m->name.len < 0 && !(version >= 10))
		return kw__size_fail_null(e, at + n, "name", version);
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, version >= 9);
	if (version >= 9) {
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

static inline __attribute__((always_inline)) uint8_t *put_metadata_request_topic(const struct kw_metadata_request_metadata_request_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	if (version >= 10) {
		p = kw__put_uuid(p, &m->topic_id);
	}
	p = kw__put_string(p, m->name, version >= 9);
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_metadata_request *m)
{
	memset(m, 0, sizeof *m);
	m->allow_auto_topic_creation = true;
}

void kw_metadata_request_init(struct kw_metadata_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_metadata_request *a, const struct kw_metadata_request *b)
{
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_metadata_request_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->allow_auto_topic_creation != b->allow_auto_topic_creation)
		return false;
	if (a->include_cluster_authorized_operations != b->include_cluster_authorized_operations)
		return false;
	if (a->include_topic_authorized_operations != b->include_topic_authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_metadata_request *m)
{
	if (m->topics_count != 0)
		return false;
	if (m->allow_auto_topic_creation != true)
		return false;
	if (m->include_cluster_authorized_operations != false)
		return false;
	if (m->include_topic_authorized_operations != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_metadata_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 9, version >= 1, 2))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			if (version == 12) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_metadata_request_topic(&m->topics[i], 12, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topics");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_metadata_request_topic(&m->topics[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topics");
				}
			}
			in = t;
		}
	}
	if (version >= 4) {
		if (!kw__rd_bool(&in, &m->allow_auto_topic_creation))
			return kw__fail_field(in.r->err, "allow_auto_topic_creation");
	} else {
		m->allow_auto_topic_creation = true;
	}
	if (version >= 8 && version <= 10) {
		if (!kw__rd_bool(&in, &m->include_cluster_authorized_operations))
			return kw__fail_field(in.r->err, "include_cluster_authorized_operations");
	} else {
		m->include_cluster_authorized_operations = 0;
	}
	if (version >= 8) {
		if (!kw__rd_bool(&in, &m->include_topic_authorized_operations))
			return kw__fail_field(in.r->err, "include_topic_authorized_operations");
	} else {
		m->include_topic_authorized_operations = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 9) {
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

static size_t size_message(const struct kw_metadata_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topics_count < 0 && !(version >= 1))
		return kw__size_fail_null(e, at + n, "topics", version);
	if (m->topics_count < -1)
		return kw__size_fail_count(e, at + n, m->topics_count, "topics");
	n += kw__size_array_len(m->topics_count, version >= 9);
	if (version == 12) {
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_metadata_request_topic(&m->topics[i], 12, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topics");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_metadata_request_topic(&m->topics[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topics");
			n += k;
		}
	}
	if (!(version >= 4) && m->allow_auto_topic_creation != true)
		return kw__size_fail_nondefault(e, at + n, "allow_auto_topic_creation", version);
	if (version >= 4) {
		n += 1;
	}
	if (!(version >= 8 && version <= 10) && m->include_cluster_authorized_operations != false)
		return kw__size_fail_nondefault(e, at + n, "include_cluster_authorized_operations", version);
	if (version >= 8 && version <= 10) {
		n += 1;
	}
	if (!(version >= 8) && m->include_topic_authorized_operations != false)
		return kw__size_fail_nondefault(e, at + n, "include_topic_authorized_operations", version);
	if (version >= 8) {
		n += 1;
	}
	if (version >= 9) {
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

static size_t size_shallow_message(const struct kw_metadata_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topics_count < 0 && !(version >= 1))
		return KW__SIZE_ERROR;
	if (m->topics_count < -1)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, version >= 9);
	if (!(version >= 4) && m->allow_auto_topic_creation != true)
		return kw__size_fail_nondefault(e, at + n, "allow_auto_topic_creation", version);
	if (version >= 4) {
		n += 1;
	}
	if (!(version >= 8 && version <= 10) && m->include_cluster_authorized_operations != false)
		return kw__size_fail_nondefault(e, at + n, "include_cluster_authorized_operations", version);
	if (version >= 8 && version <= 10) {
		n += 1;
	}
	if (!(version >= 8) && m->include_topic_authorized_operations != false)
		return kw__size_fail_nondefault(e, at + n, "include_topic_authorized_operations", version);
	if (version >= 8) {
		n += 1;
	}
	if (version >= 9) {
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

static uint8_t *fill_message(const struct kw_metadata_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->topics_count, version >= 9);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_metadata_request_topic(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_metadata_request_topic(&m->topics[i], version, p);
	}
	if (version >= 4) {
		p = kw__put_bool(p, m->allow_auto_topic_creation);
	}
	if (version >= 8 && version <= 10) {
		p = kw__put_bool(p, m->include_cluster_authorized_operations);
	}
	if (version >= 8) {
		p = kw__put_bool(p, m->include_topic_authorized_operations);
	}
	if (version >= 9) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_metadata_request_decode(struct kw_metadata_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 12) {
		kw_metadata_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 12)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "MetadataRequest v%d", (int)version);
	return rc;
}

int kw_metadata_request_encode(const struct kw_metadata_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 12) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 12)", (int)version);
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
	kw_error_set_context(w->err, "MetadataRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_metadata_request_size(const struct kw_metadata_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_metadata_request_equal(const struct kw_metadata_request *a, const struct kw_metadata_request *b)
{
	return equal_message(a, b);
}
