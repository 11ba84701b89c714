/* generated from golden/EchoRequest.json by kwire-gen, do not edit */
#include "kwire/msg/echo_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_echo_item(struct kw_echo_request_echo_item *s);
static int decode_echo_item(struct kw_echo_request_echo_item *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_echo_item(const struct kw_echo_request_echo_item *m, int16_t version, struct kw_writer *w);
static uint8_t *put_echo_item(const struct kw_echo_request_echo_item *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_echo_item(const struct kw_echo_request_echo_item *m, int16_t version);
static bool equal_echo_item(const struct kw_echo_request_echo_item *a, const struct kw_echo_request_echo_item *b);
static void init_message(struct kw_echo_request *s);
static int decode_message(struct kw_echo_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_echo_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_echo_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_echo_request *m, int16_t version);
static bool equal_message(const struct kw_echo_request *a, const struct kw_echo_request *b);

static void init_echo_item(struct kw_echo_request_echo_item *s)
{
	memset(s, 0, sizeof *s);
	s->note = (struct kw_str){ "", 0 };
}

void kw_echo_request_echo_item_init(struct kw_echo_request_echo_item *s)
{
	init_echo_item(s);
}

static bool equal_echo_item(const struct kw_echo_request_echo_item *a, const struct kw_echo_request_echo_item *b)
{
	if (a->key != b->key)
		return false;
	if (!kw_str_equal(a->note, b->note))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_echo_item(const struct kw_echo_request_echo_item *m)
{
	if (m->key != 0)
		return false;
	if (m->note.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_echo_item(struct kw_echo_request_echo_item *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_echo_item(m);
	if (!kw__rd_i16(r, &m->key))
		return kw__fail_field(r->err, "key");
	if (version >= 1) {
		if (!kw__rd_string(r, &m->note, version >= 2, false))
			return kw__fail_field(r->err, "note");
	}
	if (version >= 2) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_echo_item(const struct kw_echo_request_echo_item *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->key);
	if (!(version >= 1) && m->note.len != 0)
		return kw__nondefault_fail(w, "note", version);
	if (version >= 1) {
		if (m->note.len < 0)
			return kw__null_fail(w, "note", version);
		if (!kw__wr_string(w, m->note, version >= 2))
			return kw__fail_field(w->err, "note");
	}
	if (version >= 2) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_echo_item(const struct kw_echo_request_echo_item *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->key)))
		return NULL;
	if (!(version >= 1) && m->note.len != 0)
		return NULL;
	if (version >= 1) {
		if (m->note.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->note, version >= 2)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_echo_item(const struct kw_echo_request_echo_item *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	if (version >= 1) {
		n += kw__size_string(m->note, version >= 2);
	}
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_echo_request *m)
{
	memset(m, 0, sizeof *m);
	m->label = (struct kw_str){ "", 0 };
	m->timeout_ms = 1500;
}

void kw_echo_request_init(struct kw_echo_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_echo_request *a, const struct kw_echo_request *b)
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

__attribute__((unused)) static bool isdefault_message(const struct kw_echo_request *m)
{
	if (m->label.len != 0)
		return false;
	if (m->timeout_ms != 1500)
		return false;
	if (m->items_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_echo_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->label, version >= 2, version >= 1))
		return kw__fail_field(r->err, "label");
	if (!kw__rd_i32(r, &m->timeout_ms))
		return kw__fail_field(r->err, "timeout_ms");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 2, false, 2))
			return kw__fail_field(r->err, "items");
		m->items_count = n;
		m->items = NULL;
		if (n > 0) {
			m->items = kw__alloc(a, (size_t)n * sizeof *m->items);
			if (!m->items)
				return kw__nomem(r, "items");
			for (int32_t i = 0; i < n; i++) {
				if (decode_echo_item(&m->items[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "items");
			}
		}
	}
	if (version >= 2) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_echo_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->label.len < 0 && !(version >= 1))
		return kw__null_fail(w, "label", version);
	if (!kw__wr_string(w, m->label, version >= 2))
		return kw__fail_field(w->err, "label");
	kw__wr_i32(w, m->timeout_ms);
	if (m->items_count < 0)
		return kw__null_fail(w, "items", version);
	kw__wr_array_len(w, m->items_count, version >= 2);
	for (int32_t i = 0; i < m->items_count; i++) {
		if (encode_echo_item(&m->items[i], version, w) < 0)
			return kw__fail_index(w->err, i, "items");
	}
	if (version >= 2) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_echo_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->label.len < 0 && !(version >= 1))
		return NULL;
	if (!(p = kw__put_string(p, end, m->label, version >= 2)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->timeout_ms)))
		return NULL;
	if (m->items_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->items_count, version >= 2)))
		return NULL;
	for (int32_t i = 0; i < m->items_count; i++) {
		if (!(p = put_echo_item(&m->items[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_echo_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->label, version >= 2);
	n += 4;
	n += kw__size_array_len(m->items_count, version >= 2);
	for (int32_t i = 0; i < m->items_count; i++)
		n += size_echo_item(&m->items[i], version);
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_echo_request_decode(struct kw_echo_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_echo_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "EchoRequest v%d", (int)version);
	return rc;
}

int kw_echo_request_encode(const struct kw_echo_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 2) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		/*
		 * First through a local cursor (a growable writer is grown
		 * to the size first); if that cannot finish, the checked
		 * encoder starts over from the same position, and grows
		 * the buffer or reports the error.
		 */
		uint8_t *end = NULL;
		if (w->growable && kw_writer_ok(w)) {
			size_t need = size_message(m, version);
			if (kw_writer_reserve(w, need) != NULL)
				w->pos -= need;
		}
		if (kw_writer_ok(w) && w->buf != NULL)
			end = put_message(m, version, w->buf + w->pos, w->buf + w->cap);
		if (end != NULL) {
			w->pos = (size_t)(end - w->buf);
			rc = 0;
		} else {
			rc = encode_message(m, version, w);
		}
	}
	if (rc < 0)
		kw_error_set_context(w->err, "EchoRequest v%d", (int)version);
	return rc;
}

size_t kw_echo_request_size(const struct kw_echo_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_echo_request_equal(const struct kw_echo_request *a, const struct kw_echo_request *b)
{
	return equal_message(a, b);
}
