/* generated from schemas/clients/SimpleRecordsMessage.json by kwire-gen, do not edit */
#include "kwire/msg/simple_records_message.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_simple_records_message *s);
static int decode_message(struct kw_simple_records_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_simple_records_message *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_simple_records_message *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_simple_records_message *a, const struct kw_simple_records_message *b);

static void init_message(struct kw_simple_records_message *m)
{
	memset(m, 0, sizeof *m);
	m->topic = (struct kw_str){ "", 0 };
	m->record_set = KW_BYTES_NULL;
}

void kw_simple_records_message_init(struct kw_simple_records_message *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_simple_records_message *a, const struct kw_simple_records_message *b)
{
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (!kw_bytes_equal(a->record_set, b->record_set))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_simple_records_message *m)
{
	if (m->topic.len != 0)
		return false;
	if (m->record_set.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_simple_records_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic, version >= 1, false))
		return kw__fail_field(in.r->err, "topic");
	if (!kw__rd_bytes(&in, &m->record_set, version >= 1, true))
		return kw__fail_field(in.r->err, "record_set");
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

static size_t size_message(const struct kw_simple_records_message *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topic.len < 0)
		return kw__size_fail_null(e, at + n, "topic", version);
	if (m->topic.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->topic.len, "topic");
	n += kw__size_string(m->topic, version >= 1);
	n += kw__size_bytes(m->record_set, version >= 1);
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

static uint8_t *put_message(const struct kw_simple_records_message *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic, version >= 1);
	p = kw__put_bytes(p, m->record_set, version >= 1);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_simple_records_message_decode(struct kw_simple_records_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_simple_records_message_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "SimpleRecordsMessage v%d", (int)version);
	return rc;
}

int kw_simple_records_message_encode(const struct kw_simple_records_message *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "SimpleRecordsMessage v%d", (int)version);
	return w->err->code;
}

size_t kw_simple_records_message_size(const struct kw_simple_records_message *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_simple_records_message_equal(const struct kw_simple_records_message *a, const struct kw_simple_records_message *b)
{
	return equal_message(a, b);
}
