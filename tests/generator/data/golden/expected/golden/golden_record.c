/* generated from golden/GoldenRecord.json by kwire-gen, do not edit */
#include "golden/golden_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_endpoint(struct golden_golden_record_endpoint *s);
static int decode_endpoint(struct golden_golden_record_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_endpoint(const struct golden_golden_record_endpoint *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_endpoint(const struct golden_golden_record_endpoint *m, int16_t version, uint8_t *p);
static bool equal_endpoint(const struct golden_golden_record_endpoint *a, const struct golden_golden_record_endpoint *b);
static void init_backup(struct golden_golden_record_backup *s);
static int decode_backup(struct golden_golden_record_backup *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_backup(const struct golden_golden_record_backup *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_backup(const struct golden_golden_record_backup *m, int16_t version, uint8_t *p);
static bool equal_backup(const struct golden_golden_record_backup *a, const struct golden_golden_record_backup *b);
static void init_message(struct golden_golden_record *s);
static int decode_message(struct golden_golden_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct golden_golden_record *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct golden_golden_record *m, int16_t version, uint8_t *p);
static bool equal_message(const struct golden_golden_record *a, const struct golden_golden_record *b);

static void init_endpoint(struct golden_golden_record_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
}

void golden_golden_record_endpoint_init(struct golden_golden_record_endpoint *s)
{
	init_endpoint(s);
}

static bool equal_endpoint(const struct golden_golden_record_endpoint *a, const struct golden_golden_record_endpoint *b)
{
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_endpoint(const struct golden_golden_record_endpoint *m)
{
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_endpoint(struct golden_golden_record_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
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

static size_t size_endpoint(const struct golden_golden_record_endpoint *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
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

static uint8_t *put_endpoint(const struct golden_golden_record_endpoint *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->host, true);
	p = kw__put_u16(p, m->port);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_backup(struct golden_golden_record_backup *s)
{
	memset(s, 0, sizeof *s);
	init_endpoint(&s->peer);
}

void golden_golden_record_backup_init(struct golden_golden_record_backup *s)
{
	init_backup(s);
}

static bool equal_backup(const struct golden_golden_record_backup *a, const struct golden_golden_record_backup *b)
{
	if (!equal_endpoint(&a->peer, &b->peer))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_backup(const struct golden_golden_record_backup *m)
{
	if (!isdefault_endpoint(&m->peer))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_backup(struct golden_golden_record_backup *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	{
		struct kw__cur t = in;
		if (decode_endpoint(&m->peer, version, &t, a) < 0)
			return kw__fail_field(in.r->err, "peer");
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

static size_t size_backup(const struct golden_golden_record_backup *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	{
		size_t k = size_endpoint(&m->peer, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "peer");
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

static uint8_t *put_backup(const struct golden_golden_record_backup *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = put_endpoint(&m->peer, version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct golden_golden_record *m)
{
	memset(m, 0, sizeof *m);
	memcpy(m->id.bytes, (const uint8_t[16]){ 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01 }, 16);
	m->flags = 127;
	m->ratio = 0.5;
	init_endpoint(&m->owner);
	m->trace = KW_STR_NULL;
	m->hint = INT64_C(-1);
}

void golden_golden_record_init(struct golden_golden_record *m)
{
	init_message(m);
}

static bool equal_message(const struct golden_golden_record *a, const struct golden_golden_record *b)
{
	if (!kw_uuid_equal(&a->id, &b->id))
		return false;
	if (a->flags != b->flags)
		return false;
	if (memcmp(&a->ratio, &b->ratio, sizeof a->ratio) != 0)
		return false;
	if (!equal_endpoint(&a->owner, &b->owner))
		return false;
	if (!kw_str_equal(a->trace, b->trace))
		return false;
	if (a->hint != b->hint)
		return false;
	if ((a->backup == NULL) != (b->backup == NULL))
		return false;
	if (a->backup && !equal_backup(a->backup, b->backup))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct golden_golden_record *m)
{
	if (memcmp(m->id.bytes, (const uint8_t[16]){ 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01 }, 16) != 0)
		return false;
	if (m->flags != 127)
		return false;
	if (!(m->ratio == 0.5))
		return false;
	if (!isdefault_endpoint(&m->owner))
		return false;
	if (m->trace.len >= 0)
		return false;
	if (m->hint != INT64_C(-1))
		return false;
	if (m->backup != NULL)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct golden_golden_record *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct golden_golden_record *m = c->m;
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
			bool present = true;
			uint32_t mark;
			if (!kw__rd_uvarint(&in, &mark))
				return kw__fail_field(in.r->err, "backup");
			present = mark != 0;
			m->backup = NULL;
			if (present) {
				m->backup = kw__alloc(a, sizeof *m->backup);
				if (!m->backup)
					return kw__nomem(&in, "backup");
				{
					struct kw__cur t = in;
					if (decode_backup(m->backup, version, &t, a) < 0)
						return kw__fail_field(in.r->err, "backup");
					in = t;
				}
			}
		}
		return 1;
	case 1:
		if (!(version >= 1))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_i64(&in, &m->hint))
			return kw__fail_field(in.r->err, "hint");
		return 1;
	case 2:
		if (!kw__rd_string(&in, &m->trace, true, true))
			return kw__fail_field(in.r->err, "trace");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct golden_golden_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 20) {
		const uint8_t *q = in.p;
		memcpy(m->id.bytes, q + 0, 16);
		m->flags = (int32_t)kw__ld32(q + 16);
		in.p += 20;
	} else {
		if (!kw__rd_uuid(&in, &m->id))
			return kw__fail_field(in.r->err, "id");
		if (!kw__rd_i32(&in, &m->flags))
			return kw__fail_field(in.r->err, "flags");
	}
	if (version >= 1) {
		if (!kw__rd_f64(&in, &m->ratio))
			return kw__fail_field(in.r->err, "ratio");
	} else {
		m->ratio = 0.5;
	}
	{
		struct kw__cur t = in;
		if (decode_endpoint(&m->owner, version, &t, a) < 0)
			return kw__fail_field(in.r->err, "owner");
		in = t;
	}
	m->trace = KW_STR_NULL;
	m->hint = INT64_C(-1);
	m->backup = NULL;
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		struct tags_message_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct golden_golden_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 16;
	n += 4;
	if (!(version >= 1) && !(m->ratio == 0.5))
		return kw__size_fail_nondefault(e, at + n, "ratio", version);
	if (version >= 1) {
		n += 8;
	}
	{
		size_t k = size_endpoint(&m->owner, version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_field(e, "owner");
		n += k;
	}
	if (!(version >= 1) && m->hint != INT64_C(-1))
		return kw__size_fail_nondefault(e, at + n, "hint", version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_backup = m->backup != NULL;
	bool has_hint = (version >= 1) && m->hint != INT64_C(-1);
	bool has_trace = m->trace.len >= 0;
	if (has_backup) {
		size_t vsz = 0;
		vsz += 1;
		if (m->backup != NULL) {
			size_t k = size_backup(m->backup, version, at + n + vsz, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_field(e, "backup");
			vsz += k;
		}
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if (has_hint) {
		size_t vsz = 0;
		vsz += 8;
		n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if (has_trace) {
		size_t vsz = 0;
		if (m->trace.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n + vsz, m->trace.len, "trace");
		vsz += kw__size_string(m->trace, true);
		n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static uint8_t *put_message(const struct golden_golden_record *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_uuid(p, &m->id);
	p = kw__put_i32(p, m->flags);
	if (version >= 1) {
		p = kw__put_f64(p, m->ratio);
	}
	p = put_endpoint(&m->owner, version, p);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	bool has_backup = m->backup != NULL;
	bool has_hint = (version >= 1) && m->hint != INT64_C(-1);
	bool has_trace = m->trace.len >= 0;
	uint32_t ntags = u->count;
	ntags += has_backup;
	ntags += has_hint;
	ntags += has_trace;
	p = kw__put_uvarint(p, ntags);
	if (has_backup) {
		size_t vsz = 0;
		vsz += 1;
		if (m->backup != NULL) {
			vsz += size_backup(m->backup, version, 0, NULL);
		}
		p = kw__put_uvarint(p, 0u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_uvarint(p, (m->backup != NULL) ? 1 : 0);
		if (m->backup != NULL)
			p = put_backup(m->backup, version, p);
	}
	if (has_hint) {
		size_t vsz = 0;
		vsz += 8;
		p = kw__put_uvarint(p, 1u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_i64(p, m->hint);
	}
	if (has_trace) {
		size_t vsz = 0;
		vsz += kw__size_string(m->trace, true);
		p = kw__put_uvarint(p, 2u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_string(p, m->trace, true);
	}
	if (u->count)
		p = kw__put_unknown_tags(p, u, 3u, UINT32_MAX);
	return p;
}

int golden_golden_record_decode(struct golden_golden_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		golden_golden_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "GoldenRecord v%d", (int)version);
	return rc;
}

int golden_golden_record_encode(const struct golden_golden_record *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
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
			uint8_t *end = put_message(m, version, p);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "GoldenRecord v%d", (int)version);
	return w->err->code;
}

size_t golden_golden_record_size(const struct golden_golden_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool golden_golden_record_equal(const struct golden_golden_record *a, const struct golden_golden_record *b)
{
	return equal_message(a, b);
}
