/* generated from golden/EchoRequest.json by kwire-gen, do not edit */
#include "golden/echo_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_echo_item(struct golden_echo_request_echo_item *s);
static inline __attribute__((always_inline)) int decode_echo_item(struct golden_echo_request_echo_item *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_echo_item(const struct golden_echo_request_echo_item *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_echo_item(const struct golden_echo_request_echo_item *m, int16_t version, uint8_t *p);
static bool equal_echo_item(const struct golden_echo_request_echo_item *a, const struct golden_echo_request_echo_item *b);
static void init_message(struct golden_echo_request *s);
static int decode_message(struct golden_echo_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct golden_echo_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct golden_echo_request *a, const struct golden_echo_request *b);

static void init_echo_item(struct golden_echo_request_echo_item *s)
{
	memset(s, 0, sizeof *s);
	s->note = (struct kw_str){ "", 0 };
}

void golden_echo_request_echo_item_init(struct golden_echo_request_echo_item *s)
{
	init_echo_item(s);
}

static bool equal_echo_item(const struct golden_echo_request_echo_item *a, const struct golden_echo_request_echo_item *b)
{
	if (a->key != b->key)
		return false;
	if (!kw_str_equal(a->note, b->note))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_echo_item(const struct golden_echo_request_echo_item *m)
{
	if (m->key != 0)
		return false;
	if (m->note.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_echo_item(struct golden_echo_request_echo_item *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->key))
		return kw__fail_field(in.r->err, "key");
	if (version >= 1) {
		if (!kw__rd_string(&in, &m->note, version >= 2, false))
			return kw__fail_field(in.r->err, "note");
	} else {
		m->note = (struct kw_str){ "", 0 };
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

static inline __attribute__((always_inline)) size_t size_echo_item(const struct golden_echo_request_echo_item *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (!(version >= 1) && m->note.len != 0)
		return kw__size_fail_nondefault(e, at + n, "note", version);
	if (version >= 1) {
		if (m->note.len < 0)
			return kw__size_fail_null(e, at + n, "note", version);
		if (m->note.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->note.len, "note");
		n += kw__size_string(m->note, version >= 2);
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

static inline __attribute__((always_inline)) uint8_t *put_echo_item(const struct golden_echo_request_echo_item *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i16(p, m->key);
	if (version >= 1) {
		p = kw__put_string(p, m->note, version >= 2);
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

static void init_message(struct golden_echo_request *m)
{
	memset(m, 0, sizeof *m);
	m->label = (struct kw_str){ "", 0 };
	m->timeout_ms = 1500;
}

void golden_echo_request_init(struct golden_echo_request *m)
{
	init_message(m);
}

static bool equal_message(const struct golden_echo_request *a, const struct golden_echo_request *b)
{
	if (!kw_str_equal(a->label, b->label))
		return false;
	if (a->timeout_ms != b->timeout_ms)
		return false;
	if (a->items_count != b->items_count)
		return false;
	for (int32_t i = 0; i < a->items_count; i++) {
		if (!equal_echo_item(&a->items[i], &b->items[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct golden_echo_request *m)
{
	if (m->label.len != 0)
		return false;
	if (m->timeout_ms != 1500)
		return false;
	if (m->items_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct golden_echo_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->label, version >= 2, version >= 1))
		return kw__fail_field(in.r->err, "label");
	if (!kw__rd_i32(&in, &m->timeout_ms))
		return kw__fail_field(in.r->err, "timeout_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 2))
			return kw__fail_field(in.r->err, "items");
		m->items_count = n;
		m->items = NULL;
		if (n > 0) {
			m->items = kw__alloc(a, (size_t)n * sizeof *m->items);
			if (!m->items)
				return kw__nomem(&in, "items");
			struct kw__cur t = in;
			if (version == 2) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_echo_item(&m->items[i], 2, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "items");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_echo_item(&m->items[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "items");
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
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct golden_echo_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->label.len < 0 && !(version >= 1))
		return kw__size_fail_null(e, at + n, "label", version);
	if (m->label.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->label.len, "label");
	n += kw__size_string(m->label, version >= 2);
	n += 4;
	if (m->items_count < 0)
		return kw__size_fail_null(e, at + n, "items", version);
	n += kw__size_array_len(m->items_count, version >= 2);
	if (version == 2) {
		for (int32_t i = 0; i < m->items_count; i++) {
			size_t k = size_echo_item(&m->items[i], 2, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "items");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->items_count; i++) {
			size_t k = size_echo_item(&m->items[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "items");
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

static size_t size_shallow_message(const struct golden_echo_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->label.len < 0 && !(version >= 1))
		return kw__size_fail_null(e, at + n, "label", version);
	if (m->label.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->label.len, "label");
	n += kw__size_string(m->label, version >= 2);
	n += 4;
	if (m->items_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->items_count, version >= 2);
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

static uint8_t *fill_message(const struct golden_echo_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_string(p, m->label, version >= 2);
	p = kw__put_i32(p, m->timeout_ms);
	p = kw__put_array_len(p, m->items_count, version >= 2);
	for (int32_t i = 0; i < m->items_count; i++) {
		size_t k = size_echo_item(&m->items[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_echo_item(&m->items[i], version, p);
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

int golden_echo_request_decode(struct golden_echo_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		golden_echo_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "EchoRequest v%d", (int)version);
	return rc;
}

int golden_echo_request_encode(const struct golden_echo_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "EchoRequest v%d", (int)version);
	return w->err->code;
}

size_t golden_echo_request_size(const struct golden_echo_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool golden_echo_request_equal(const struct golden_echo_request *a, const struct golden_echo_request *b)
{
	return equal_message(a, b);
}
