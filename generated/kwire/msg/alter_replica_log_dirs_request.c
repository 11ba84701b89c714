/* generated from schemas/clients/AlterReplicaLogDirsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/alter_replica_log_dirs_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_alter_replica_log_dir_topic(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *s);
static inline __attribute__((always_inline)) int decode_alter_replica_log_dir_topic(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_alter_replica_log_dir_topic(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_alter_replica_log_dir_topic(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *m, int16_t version, uint8_t *p);
static bool equal_alter_replica_log_dir_topic(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *a, const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *b);
static void init_alter_replica_log_dir(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *s);
static int decode_alter_replica_log_dir(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_alter_replica_log_dir(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_alter_replica_log_dir(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *m, int16_t version, uint8_t *p);
static bool equal_alter_replica_log_dir(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *a, const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *b);
static void init_message(struct kw_alter_replica_log_dirs_request *s);
static int decode_message(struct kw_alter_replica_log_dirs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_alter_replica_log_dirs_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_alter_replica_log_dirs_request *a, const struct kw_alter_replica_log_dirs_request *b);

static void init_alter_replica_log_dir_topic(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic_init(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *s)
{
	init_alter_replica_log_dir_topic(s);
}

static bool equal_alter_replica_log_dir_topic(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *a, const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (a->partitions[i] != b->partitions[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_alter_replica_log_dir_topic(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *m)
{
	if (m->name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_alter_replica_log_dir_topic(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, version >= 2, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_i32_array(&in, a, &m->partitions, &m->partitions_count, version >= 2, false))
		return kw__fail_field(in.r->err, "partitions");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static inline __attribute__((always_inline)) size_t size_alter_replica_log_dir_topic(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *m, int16_t version, size_t at,
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
	n += kw__size_string(m->name, version >= 2);
	if (KW__LIKELY((version >= 2) && (uint32_t)m->partitions_count < 127u)) {
		n += 1 + (size_t)m->partitions_count * 4;
	} else {
		if (m->partitions_count < 0)
			return kw__size_fail_null(e, at + n, "partitions", version);
		n += kw__size_array_len(m->partitions_count, version >= 2) + (size_t)m->partitions_count * 4;
	}
	if (version >= 2) {
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

static inline __attribute__((always_inline)) uint8_t *put_alter_replica_log_dir_topic(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir_topic *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, version >= 2);
	p = kw__put_array_len(p, m->partitions_count, version >= 2);
	if (m->partitions_count > 0)
		p = kw__put_i32_array(p, m->partitions, m->partitions_count);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_alter_replica_log_dir(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *s)
{
	memset(s, 0, sizeof *s);
	s->path = (struct kw_str){ "", 0 };
}

void kw_alter_replica_log_dirs_request_alter_replica_log_dir_init(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *s)
{
	init_alter_replica_log_dir(s);
}

static bool equal_alter_replica_log_dir(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *a, const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *b)
{
	if (!kw_str_equal(a->path, b->path))
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_alter_replica_log_dir_topic(&a->topics[i], &b->topics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_alter_replica_log_dir(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *m)
{
	if (m->path.len != 0)
		return false;
	if (m->topics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_alter_replica_log_dir(struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->path, version >= 2, false))
		return kw__fail_field(in.r->err, "path");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 3))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			if (version == 2) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_alter_replica_log_dir_topic(&m->topics[i], 2, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topics");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_alter_replica_log_dir_topic(&m->topics[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "topics");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static inline __attribute__((always_inline)) size_t size_alter_replica_log_dir(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->path.len < 0)
		return kw__size_fail_null(e, at + n, "path", version);
	if (m->path.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->path.len, "path");
	n += kw__size_string(m->path, version >= 2);
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, version >= 2);
	if (version == 2) {
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_alter_replica_log_dir_topic(&m->topics[i], 2, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topics");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->topics_count; i++) {
			size_t k = size_alter_replica_log_dir_topic(&m->topics[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "topics");
			n += k;
		}
	}
	if (version >= 2) {
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

static inline __attribute__((always_inline)) uint8_t *put_alter_replica_log_dir(const struct kw_alter_replica_log_dirs_request_alter_replica_log_dir *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->path, version >= 2);
	p = kw__put_array_len(p, m->topics_count, version >= 2);
	if (version == 2) {
		for (int32_t i = 0; i < m->topics_count; i++)
			p = put_alter_replica_log_dir_topic(&m->topics[i], 2, p);
	} else {
		for (int32_t i = 0; i < m->topics_count; i++)
			p = put_alter_replica_log_dir_topic(&m->topics[i], version, p);
	}
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_message(struct kw_alter_replica_log_dirs_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_alter_replica_log_dirs_request_init(struct kw_alter_replica_log_dirs_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_alter_replica_log_dirs_request *a, const struct kw_alter_replica_log_dirs_request *b)
{
	if (a->dirs_count != b->dirs_count)
		return false;
	for (int32_t i = 0; i < a->dirs_count; i++) {
		if (!equal_alter_replica_log_dir(&a->dirs[i], &b->dirs[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_alter_replica_log_dirs_request *m)
{
	if (m->dirs_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_alter_replica_log_dirs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 3))
			return kw__fail_field(in.r->err, "dirs");
		m->dirs_count = n;
		m->dirs = NULL;
		if (n > 0) {
			m->dirs = kw__alloc(a, (size_t)n * sizeof *m->dirs);
			if (!m->dirs)
				return kw__nomem(&in, "dirs");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_alter_replica_log_dir(&m->dirs[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "dirs");
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
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

static size_t size_message(const struct kw_alter_replica_log_dirs_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->dirs_count < 0)
		return kw__size_fail_null(e, at + n, "dirs", version);
	n += kw__size_array_len(m->dirs_count, version >= 2);
	for (int32_t i = 0; i < m->dirs_count; i++) {
		size_t k = size_alter_replica_log_dir(&m->dirs[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "dirs");
		n += k;
	}
	if (version >= 2) {
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

static size_t size_shallow_message(const struct kw_alter_replica_log_dirs_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->dirs_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->dirs_count, version >= 2);
	if (version >= 2) {
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

static uint8_t *fill_message(const struct kw_alter_replica_log_dirs_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_array_len(p, m->dirs_count, version >= 2);
	for (int32_t i = 0; i < m->dirs_count; i++) {
		size_t k = size_alter_replica_log_dir(&m->dirs[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_alter_replica_log_dir(&m->dirs[i], version, p);
	}
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_alter_replica_log_dirs_request_decode(struct kw_alter_replica_log_dirs_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_alter_replica_log_dirs_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "AlterReplicaLogDirsRequest v%d", (int)version);
	return rc;
}

int kw_alter_replica_log_dirs_request_encode(const struct kw_alter_replica_log_dirs_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "AlterReplicaLogDirsRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_alter_replica_log_dirs_request_size(const struct kw_alter_replica_log_dirs_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_alter_replica_log_dirs_request_equal(const struct kw_alter_replica_log_dirs_request *a, const struct kw_alter_replica_log_dirs_request *b)
{
	return equal_message(a, b);
}
