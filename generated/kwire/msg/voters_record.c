/* generated from schemas/clients/VotersRecord.json by kwire-gen, do not edit */
#include "kwire/msg/voters_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_endpoint(struct kw_voters_record_endpoint *s);
static int decode_endpoint(struct kw_voters_record_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_endpoint(const struct kw_voters_record_endpoint *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_endpoint(const struct kw_voters_record_endpoint *m, int16_t version, uint8_t *p);
static bool equal_endpoint(const struct kw_voters_record_endpoint *a, const struct kw_voters_record_endpoint *b);
static void init_k_raft_version_feature(struct kw_voters_record_k_raft_version_feature *s);
static int decode_k_raft_version_feature(struct kw_voters_record_k_raft_version_feature *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *m, int16_t version, uint8_t *p);
static bool equal_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *a, const struct kw_voters_record_k_raft_version_feature *b);
static void init_voter(struct kw_voters_record_voter *s);
static int decode_voter(struct kw_voters_record_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_voter(const struct kw_voters_record_voter *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_voters_record_voter *m, int16_t version, uint8_t *p);
static bool equal_voter(const struct kw_voters_record_voter *a, const struct kw_voters_record_voter *b);
static void init_message(struct kw_voters_record *s);
static int decode_message(struct kw_voters_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_voters_record *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_voters_record *a, const struct kw_voters_record *b);

static void init_endpoint(struct kw_voters_record_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

void kw_voters_record_endpoint_init(struct kw_voters_record_endpoint *s)
{
	init_endpoint(s);
}

static bool equal_endpoint(const struct kw_voters_record_endpoint *a, const struct kw_voters_record_endpoint *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_endpoint(const struct kw_voters_record_endpoint *m)
{
	if (m->name.len != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_endpoint(struct kw_voters_record_endpoint *m, int16_t version, struct kw__cur *cin,
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

static size_t size_endpoint(const struct kw_voters_record_endpoint *m, int16_t version, size_t at,
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

static uint8_t *put_endpoint(const struct kw_voters_record_endpoint *m, int16_t version, uint8_t *p)
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

static void init_k_raft_version_feature(struct kw_voters_record_k_raft_version_feature *s)
{
	memset(s, 0, sizeof *s);
}

void kw_voters_record_k_raft_version_feature_init(struct kw_voters_record_k_raft_version_feature *s)
{
	init_k_raft_version_feature(s);
}

static bool equal_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *a, const struct kw_voters_record_k_raft_version_feature *b)
{
	if (a->min_supported_version != b->min_supported_version)
		return false;
	if (a->max_supported_version != b->max_supported_version)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *m)
{
	if (m->min_supported_version != 0)
		return false;
	if (m->max_supported_version != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_k_raft_version_feature(struct kw_voters_record_k_raft_version_feature *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 4) {
		const uint8_t *q = in.p;
		m->min_supported_version = (int16_t)kw__ld16(q + 0);
		m->max_supported_version = (int16_t)kw__ld16(q + 2);
		in.p += 4;
	} else {
		if (!kw__rd_i16(&in, &m->min_supported_version))
			return kw__fail_field(in.r->err, "min_supported_version");
		if (!kw__rd_i16(&in, &m->max_supported_version))
			return kw__fail_field(in.r->err, "max_supported_version");
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

static size_t size_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
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

static uint8_t *put_k_raft_version_feature(const struct kw_voters_record_k_raft_version_feature *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->min_supported_version);
	p = kw__put_i16(p, m->max_supported_version);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_voter(struct kw_voters_record_voter *s)
{
	memset(s, 0, sizeof *s);
	init_k_raft_version_feature(&s->k_raft_version_feature);
}

void kw_voters_record_voter_init(struct kw_voters_record_voter *s)
{
	init_voter(s);
}

static bool equal_voter(const struct kw_voters_record_voter *a, const struct kw_voters_record_voter *b)
{
	if (a->voter_id != b->voter_id)
		return false;
	if (!kw_uuid_equal(&a->voter_directory_id, &b->voter_directory_id))
		return false;
	if (a->endpoints_count != b->endpoints_count)
		return false;
	for (int32_t i = 0; i < a->endpoints_count; i++) {
		if (!equal_endpoint(&a->endpoints[i], &b->endpoints[i]))
			return false;
	}
	if (!equal_k_raft_version_feature(&a->k_raft_version_feature, &b->k_raft_version_feature))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_voter(const struct kw_voters_record_voter *m)
{
	if (m->voter_id != 0)
		return false;
	if (!kw_uuid_is_zero(&m->voter_directory_id))
		return false;
	if (m->endpoints_count != 0)
		return false;
	if (!isdefault_k_raft_version_feature(&m->k_raft_version_feature))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_voter(struct kw_voters_record_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 20) {
		const uint8_t *q = in.p;
		m->voter_id = (int32_t)kw__ld32(q + 0);
		memcpy(m->voter_directory_id.bytes, q + 4, 16);
		in.p += 20;
	} else {
		if (!kw__rd_i32(&in, &m->voter_id))
			return kw__fail_field(in.r->err, "voter_id");
		if (!kw__rd_uuid(&in, &m->voter_directory_id))
			return kw__fail_field(in.r->err, "voter_directory_id");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "endpoints");
		m->endpoints_count = n;
		m->endpoints = NULL;
		if (n > 0) {
			m->endpoints = kw__alloc(a, (size_t)n * sizeof *m->endpoints);
			if (!m->endpoints)
				return kw__nomem(&in, "endpoints");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_endpoint(&m->endpoints[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "endpoints");
			}
			in = t;
		}
	}
	{
		struct kw__cur t = in;
		if (decode_k_raft_version_feature(&m->k_raft_version_feature, version, &t, a) < 0)
			return kw__fail_field(in.r->err, "k_raft_version_feature");
		in = t;
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

static inline __attribute__((always_inline)) size_t size_voter(const struct kw_voters_record_voter *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 16;
	if (m->endpoints_count < 0)
		return kw__size_fail_null(e, at + n, "endpoints", version);
	n += kw__size_array_len(m->endpoints_count, true);
	for (int32_t i = 0; i < m->endpoints_count; i++) {
		size_t k = size_endpoint(&m->endpoints[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "endpoints");
		n += k;
	}
	{
		size_t k = size_k_raft_version_feature(&m->k_raft_version_feature, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "k_raft_version_feature");
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

static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_voters_record_voter *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->voter_id);
	p = kw__put_uuid(p, &m->voter_directory_id);
	p = kw__put_array_len(p, m->endpoints_count, true);
	for (int32_t i = 0; i < m->endpoints_count; i++)
		p = put_endpoint(&m->endpoints[i], version, p);
	p = put_k_raft_version_feature(&m->k_raft_version_feature, version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_voters_record *m)
{
	memset(m, 0, sizeof *m);
}

void kw_voters_record_init(struct kw_voters_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_voters_record *a, const struct kw_voters_record *b)
{
	if (a->version != b->version)
		return false;
	if (a->voters_count != b->voters_count)
		return false;
	for (int32_t i = 0; i < a->voters_count; i++) {
		if (!equal_voter(&a->voters[i], &b->voters[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_voters_record *m)
{
	if (m->version != 0)
		return false;
	if (m->voters_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_voters_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->version))
		return kw__fail_field(in.r->err, "version");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 27))
			return kw__fail_field(in.r->err, "voters");
		m->voters_count = n;
		m->voters = NULL;
		if (n > 0) {
			m->voters = kw__alloc(a, (size_t)n * sizeof *m->voters);
			if (!m->voters)
				return kw__nomem(&in, "voters");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_voter(&m->voters[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "voters");
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

static size_t size_message(const struct kw_voters_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->voters_count < 0)
		return kw__size_fail_null(e, at + n, "voters", version);
	n += kw__size_array_len(m->voters_count, true);
	for (int32_t i = 0; i < m->voters_count; i++) {
		size_t k = size_voter(&m->voters[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "voters");
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

static size_t size_shallow_message(const struct kw_voters_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->voters_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->voters_count, true);
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

static uint8_t *fill_message(const struct kw_voters_record *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i16(p, m->version);
	p = kw__put_array_len(p, m->voters_count, true);
	for (int32_t i = 0; i < m->voters_count; i++) {
		size_t k = size_voter(&m->voters[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_voter(&m->voters[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_voters_record_decode(struct kw_voters_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_voters_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "VotersRecord v%d", (int)version);
	return rc;
}

int kw_voters_record_encode(const struct kw_voters_record *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "VotersRecord v%d", (int)version);
	return w->err->code;
}

size_t kw_voters_record_size(const struct kw_voters_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_voters_record_equal(const struct kw_voters_record *a, const struct kw_voters_record *b)
{
	return equal_message(a, b);
}
