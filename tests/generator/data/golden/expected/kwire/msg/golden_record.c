/* generated from golden/GoldenRecord.json by kwire-gen, do not edit */
#include "kwire/msg/golden_record.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_endpoint(struct kw_golden_record_endpoint *s);
static int decode_endpoint(struct kw_golden_record_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_endpoint(const struct kw_golden_record_endpoint *m, int16_t version, struct kw_writer *w);
static uint8_t *put_endpoint(const struct kw_golden_record_endpoint *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_endpoint(const struct kw_golden_record_endpoint *m, int16_t version);
static bool equal_endpoint(const struct kw_golden_record_endpoint *a, const struct kw_golden_record_endpoint *b);
static void init_backup(struct kw_golden_record_backup *s);
static int decode_backup(struct kw_golden_record_backup *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_backup(const struct kw_golden_record_backup *m, int16_t version, struct kw_writer *w);
static uint8_t *put_backup(const struct kw_golden_record_backup *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_backup(const struct kw_golden_record_backup *m, int16_t version);
static bool equal_backup(const struct kw_golden_record_backup *a, const struct kw_golden_record_backup *b);
static void init_message(struct kw_golden_record *s);
static int decode_message(struct kw_golden_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_golden_record *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_golden_record *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_golden_record *m, int16_t version);
static bool equal_message(const struct kw_golden_record *a, const struct kw_golden_record *b);

static void init_endpoint(struct kw_golden_record_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
}

void kw_golden_record_endpoint_init(struct kw_golden_record_endpoint *s)
{
	init_endpoint(s);
}

static bool equal_endpoint(const struct kw_golden_record_endpoint *a, const struct kw_golden_record_endpoint *b)
{
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_endpoint(const struct kw_golden_record_endpoint *m)
{
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_endpoint(struct kw_golden_record_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_endpoint(m);
	if (!kw__rd_string(r, &m->host, true, false))
		return kw__fail_field(r->err, "host");
	if (!kw__rd_u16(r, &m->port))
		return kw__fail_field(r->err, "port");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_endpoint(const struct kw_golden_record_endpoint *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->host.len < 0)
		return kw__null_fail(w, "host", version);
	if (!kw__wr_string(w, m->host, true))
		return kw__fail_field(w->err, "host");
	kw__wr_u16(w, m->port);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_endpoint(const struct kw_golden_record_endpoint *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->host, true)))
		return NULL;
	if (!(p = kw__put_u16(p, end, m->port)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_endpoint(const struct kw_golden_record_endpoint *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->host, true);
	n += 2;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_backup(struct kw_golden_record_backup *s)
{
	memset(s, 0, sizeof *s);
	init_endpoint(&s->peer);
}

void kw_golden_record_backup_init(struct kw_golden_record_backup *s)
{
	init_backup(s);
}

static bool equal_backup(const struct kw_golden_record_backup *a, const struct kw_golden_record_backup *b)
{
	if (!equal_endpoint(&a->peer, &b->peer))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_backup(const struct kw_golden_record_backup *m)
{
	if (!isdefault_endpoint(&m->peer))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_backup(struct kw_golden_record_backup *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_backup(m);
	if (decode_endpoint(&m->peer, version, r, a) < 0)
		return kw__fail_field(r->err, "peer");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_backup(const struct kw_golden_record_backup *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (encode_endpoint(&m->peer, version, w) < 0)
		return kw__fail_field(w->err, "peer");
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_backup(const struct kw_golden_record_backup *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = put_endpoint(&m->peer, version, p, end)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_backup(const struct kw_golden_record_backup *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += size_endpoint(&m->peer, version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_golden_record *m)
{
	memset(m, 0, sizeof *m);
	memcpy(m->id.bytes, (const uint8_t[16]){ 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01 }, 16);
	m->flags = 127;
	m->ratio = 0.5;
	init_endpoint(&m->owner);
	m->trace = KW_STR_NULL;
	m->hint = INT64_C(-1);
}

void kw_golden_record_init(struct kw_golden_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_golden_record *a, const struct kw_golden_record *b)
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

__attribute__((unused)) static bool isdefault_message(const struct kw_golden_record *m)
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
	struct kw_golden_record *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_golden_record *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	(void)version;
	(void)m;
	(void)a;
	switch (tag) {
	case 0:
		{
			bool present = true;
			uint32_t mark;
			if (!kw__rd_uvarint(sub, &mark))
				return kw__fail_field(sub->err, "backup");
			present = mark != 0;
			m->backup = NULL;
			if (present) {
				m->backup = kw__alloc(a, sizeof *m->backup);
				if (!m->backup)
					return kw__nomem(sub, "backup");
				if (decode_backup(m->backup, version, sub, a) < 0)
					return kw__fail_field(sub->err, "backup");
			}
		}
		return 1;
	case 1:
		if (!(version >= 1))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_i64(sub, &m->hint))
			return kw__fail_field(sub->err, "hint");
		return 1;
	case 2:
		if (!kw__rd_string(sub, &m->trace, true, true))
			return kw__fail_field(sub->err, "trace");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_golden_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_uuid(r, &m->id))
		return kw__fail_field(r->err, "id");
	if (!kw__rd_i32(r, &m->flags))
		return kw__fail_field(r->err, "flags");
	if (version >= 1) {
		if (!kw__rd_f64(r, &m->ratio))
			return kw__fail_field(r->err, "ratio");
	}
	if (decode_endpoint(&m->owner, version, r, a) < 0)
		return kw__fail_field(r->err, "owner");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		struct tags_message_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_golden_record *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->id);
	kw__wr_i32(w, m->flags);
	if (!(version >= 1) && !(m->ratio == 0.5))
		return kw__nondefault_fail(w, "ratio", version);
	if (version >= 1) {
		kw__wr_f64(w, m->ratio);
	}
	if (encode_endpoint(&m->owner, version, w) < 0)
		return kw__fail_field(w->err, "owner");
	if (!(version >= 1) && m->hint != INT64_C(-1))
		return kw__nondefault_fail(w, "hint", version);
	uint32_t ntags = m->unknown_tagged_fields.count;
	bool has_backup = m->backup != NULL;
	ntags += has_backup;
	bool has_hint = (version >= 1) && m->hint != INT64_C(-1);
	ntags += has_hint;
	bool has_trace = m->trace.len >= 0;
	ntags += has_trace;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, 0u);
	if (has_backup) {
		size_t vsz = 0;
		vsz += 1;
		if (m->backup != NULL)
			vsz += size_backup(m->backup, version);
		kw__wr_uvarint(w, 0u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		kw__wr_uvarint(w, (m->backup != NULL) ? 1 : 0);
		if ((m->backup != NULL) && encode_backup(m->backup, version, w) < 0)
			return kw__fail_field(w->err, "backup");
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 1u, 1u);
	if (has_hint) {
		size_t vsz = 0;
		vsz += 8;
		kw__wr_uvarint(w, 1u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		kw__wr_i64(w, m->hint);
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 2u, 2u);
	if (has_trace) {
		size_t vsz = 0;
		vsz += kw__size_string(m->trace, true);
		kw__wr_uvarint(w, 2u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		if (!kw__wr_string(w, m->trace, true))
			return kw__fail_field(w->err, "trace");
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 3u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_golden_record *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->id)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->flags)))
		return NULL;
	if (!(version >= 1) && !(m->ratio == 0.5))
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_f64(p, end, m->ratio)))
			return NULL;
	}
	if (!(p = put_endpoint(&m->owner, version, p, end)))
		return NULL;
	if (!(version >= 1) && m->hint != INT64_C(-1))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	uint32_t ntags = 0;
	bool has_backup = m->backup != NULL;
	ntags += has_backup;
	bool has_hint = (version >= 1) && m->hint != INT64_C(-1);
	ntags += has_hint;
	bool has_trace = m->trace.len >= 0;
	ntags += has_trace;
	if (!(p = kw__put_uvarint(p, end, ntags)))
		return NULL;
	if (has_backup) {
		size_t vsz = 0;
		vsz += 1;
		if (m->backup != NULL)
			vsz += size_backup(m->backup, version);
		if (!(p = kw__put_uvarint(p, end, 0u)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (m->backup != NULL) ? 1 : 0)))
			return NULL;
		if ((m->backup != NULL) && !(p = put_backup(m->backup, version, p, end)))
			return NULL;
	}
	if (has_hint) {
		size_t vsz = 0;
		vsz += 8;
		if (!(p = kw__put_uvarint(p, end, 1u)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
			return NULL;
		if (!(p = kw__put_i64(p, end, m->hint)))
			return NULL;
	}
	if (has_trace) {
		size_t vsz = 0;
		vsz += kw__size_string(m->trace, true);
		if (!(p = kw__put_uvarint(p, end, 2u)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
			return NULL;
		if (!(p = kw__put_string(p, end, m->trace, true)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_golden_record *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += 4;
	if (version >= 1) {
		n += 8;
	}
	n += size_endpoint(&m->owner, version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	if (m->backup != NULL) {
		size_t vsz = 0;
		vsz += 1;
		if (m->backup != NULL)
			vsz += size_backup(m->backup, version);
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if ((version >= 1) && m->hint != INT64_C(-1)) {
		size_t vsz = 0;
		vsz += 8;
		n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if (m->trace.len >= 0) {
		size_t vsz = 0;
		vsz += kw__size_string(m->trace, true);
		n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_golden_record_decode(struct kw_golden_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_golden_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "GoldenRecord v%d", (int)version);
	return rc;
}

int kw_golden_record_encode(const struct kw_golden_record *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 1) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
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
		kw_error_set_context(w->err, "GoldenRecord v%d", (int)version);
	return rc;
}

size_t kw_golden_record_size(const struct kw_golden_record *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_golden_record_equal(const struct kw_golden_record *a, const struct kw_golden_record *b)
{
	return equal_message(a, b);
}
