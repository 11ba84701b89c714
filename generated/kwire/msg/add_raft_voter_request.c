/* generated from schemas/clients/AddRaftVoterRequest.json by kwire-gen, do not edit */
#include "kwire/msg/add_raft_voter_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_listener(struct kw_add_raft_voter_request_listener *s);
static int decode_listener(struct kw_add_raft_voter_request_listener *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_listener(const struct kw_add_raft_voter_request_listener *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_listener(const struct kw_add_raft_voter_request_listener *m, int16_t version, uint8_t *p);
static bool equal_listener(const struct kw_add_raft_voter_request_listener *a, const struct kw_add_raft_voter_request_listener *b);
static void init_message(struct kw_add_raft_voter_request *s);
static int decode_message(struct kw_add_raft_voter_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_add_raft_voter_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_add_raft_voter_request *a, const struct kw_add_raft_voter_request *b);

static void init_listener(struct kw_add_raft_voter_request_listener *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

void kw_add_raft_voter_request_listener_init(struct kw_add_raft_voter_request_listener *s)
{
	init_listener(s);
}

static bool equal_listener(const struct kw_add_raft_voter_request_listener *a, const struct kw_add_raft_voter_request_listener *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_listener(const struct kw_add_raft_voter_request_listener *m)
{
	if (m->name.len != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_listener(struct kw_add_raft_voter_request_listener *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_string(&in, &m->host, true, false))
		return kw__fail_field(in.r->err, "host");
	if (!kw__rd_u16(&in, &m->port))
		return kw__fail_field(in.r->err, "port");
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

static inline __attribute__((always_inline)) size_t size_listener(const struct kw_add_raft_voter_request_listener *m, int16_t version, size_t at,
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
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, true);
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

static inline __attribute__((always_inline)) uint8_t *put_listener(const struct kw_add_raft_voter_request_listener *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_string(p, m->host, true);
	p = kw__put_u16(p, m->port);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_add_raft_voter_request *m)
{
	memset(m, 0, sizeof *m);
	m->cluster_id = (struct kw_str){ "", 0 };
}

void kw_add_raft_voter_request_init(struct kw_add_raft_voter_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_add_raft_voter_request *a, const struct kw_add_raft_voter_request *b)
{
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->timeout_ms != b->timeout_ms)
		return false;
	if (a->voter_id != b->voter_id)
		return false;
	if (!kw_uuid_equal(&a->voter_directory_id, &b->voter_directory_id))
		return false;
	if (a->listeners_count != b->listeners_count)
		return false;
	for (int32_t i = 0; i < a->listeners_count; i++) {
		if (!equal_listener(&a->listeners[i], &b->listeners[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_add_raft_voter_request *m)
{
	if (m->cluster_id.len != 0)
		return false;
	if (m->timeout_ms != 0)
		return false;
	if (m->voter_id != 0)
		return false;
	if (!kw_uuid_is_zero(&m->voter_directory_id))
		return false;
	if (m->listeners_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_add_raft_voter_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->cluster_id, true, true))
		return kw__fail_field(in.r->err, "cluster_id");
	if (kw__left(&in) >= 24) {
		const uint8_t *q = in.p;
		m->timeout_ms = (int32_t)kw__ld32(q + 0);
		m->voter_id = (int32_t)kw__ld32(q + 4);
		memcpy(m->voter_directory_id.bytes, q + 8, 16);
		in.p += 24;
	} else {
		if (!kw__rd_i32(&in, &m->timeout_ms))
			return kw__fail_field(in.r->err, "timeout_ms");
		if (!kw__rd_i32(&in, &m->voter_id))
			return kw__fail_field(in.r->err, "voter_id");
		if (!kw__rd_uuid(&in, &m->voter_directory_id))
			return kw__fail_field(in.r->err, "voter_directory_id");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "listeners");
		m->listeners_count = n;
		m->listeners = NULL;
		if (n > 0) {
			m->listeners = kw__alloc(a, (size_t)n * sizeof *m->listeners);
			if (!m->listeners)
				return kw__nomem(&in, "listeners");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_listener(&m->listeners[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "listeners");
			}
			in = t;
		}
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

static size_t size_message(const struct kw_add_raft_voter_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->cluster_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
	n += kw__size_string(m->cluster_id, true);
	n += 4;
	n += 4;
	n += 16;
	if (m->listeners_count < 0)
		return kw__size_fail_null(e, at + n, "listeners", version);
	n += kw__size_array_len(m->listeners_count, true);
	for (int32_t i = 0; i < m->listeners_count; i++) {
		size_t k = size_listener(&m->listeners[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "listeners");
		n += k;
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

static size_t size_shallow_message(const struct kw_add_raft_voter_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->cluster_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
	n += kw__size_string(m->cluster_id, true);
	n += 4;
	n += 4;
	n += 16;
	if (m->listeners_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->listeners_count, true);
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

static uint8_t *fill_message(const struct kw_add_raft_voter_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_string(p, m->cluster_id, true);
	p = kw__put_i32(p, m->timeout_ms);
	p = kw__put_i32(p, m->voter_id);
	p = kw__put_uuid(p, &m->voter_directory_id);
	p = kw__put_array_len(p, m->listeners_count, true);
	for (int32_t i = 0; i < m->listeners_count; i++) {
		size_t k = size_listener(&m->listeners[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_listener(&m->listeners[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_add_raft_voter_request_decode(struct kw_add_raft_voter_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_add_raft_voter_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "AddRaftVoterRequest v%d", (int)version);
	return rc;
}

int kw_add_raft_voter_request_encode(const struct kw_add_raft_voter_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
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
	kw_error_set_context(w->err, "AddRaftVoterRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_add_raft_voter_request_size(const struct kw_add_raft_voter_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_add_raft_voter_request_equal(const struct kw_add_raft_voter_request *a, const struct kw_add_raft_voter_request *b)
{
	return equal_message(a, b);
}
