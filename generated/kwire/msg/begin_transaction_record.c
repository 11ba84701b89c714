/* generated from schemas/metadata/BeginTransactionRecord.json by kwire-gen, do not edit */
#include "kwire/msg/begin_transaction_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_begin_transaction_record *s);
static int decode_message(struct kw_begin_transaction_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_begin_transaction_record *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_begin_transaction_record *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_begin_transaction_record *a, const struct kw_begin_transaction_record *b);

static void init_message(struct kw_begin_transaction_record *m)
{
	memset(m, 0, sizeof *m);
	m->name = KW_STR_NULL;
}

void kw_begin_transaction_record_init(struct kw_begin_transaction_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_begin_transaction_record *a, const struct kw_begin_transaction_record *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_begin_transaction_record *m)
{
	if (m->name.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_begin_transaction_record *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_begin_transaction_record *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!kw__rd_string(&in, &m->name, true, true))
			return kw__fail_field(in.r->err, "name");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_begin_transaction_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	m->name = KW_STR_NULL;
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

static size_t size_message(const struct kw_begin_transaction_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_name = m->name.len >= 0;
	if (has_name) {
		size_t vsz = 0;
		if (m->name.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n + vsz, m->name.len, "name");
		vsz += kw__size_string(m->name, true);
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static uint8_t *put_message(const struct kw_begin_transaction_record *m, int16_t version, uint8_t *p)
{
	(void)version;
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	bool has_name = m->name.len >= 0;
	uint32_t ntags = u->count;
	ntags += has_name;
	p = kw__put_uvarint(p, ntags);
	if (has_name) {
		size_t vsz = 0;
		vsz += kw__size_string(m->name, true);
		p = kw__put_uvarint(p, 0u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_string(p, m->name, true);
	}
	if (u->count)
		p = kw__put_unknown_tags(p, u, 1u, UINT32_MAX);
	return p;
}

int kw_begin_transaction_record_decode(struct kw_begin_transaction_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_begin_transaction_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "BeginTransactionRecord v%d", (int)version);
	return rc;
}

int kw_begin_transaction_record_encode(const struct kw_begin_transaction_record *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
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
	kw_error_set_context(w->err, "BeginTransactionRecord v%d", (int)version);
	return w->err->code;
}

size_t kw_begin_transaction_record_size(const struct kw_begin_transaction_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_begin_transaction_record_equal(const struct kw_begin_transaction_record *a, const struct kw_begin_transaction_record *b)
{
	return equal_message(a, b);
}
