/* generated from schemas/metadata/AccessControlEntryRecord.json by kwire-gen, do not edit */
#include "kwire/msg/access_control_entry_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_access_control_entry_record *s);
static int decode_message(struct kw_access_control_entry_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_access_control_entry_record *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_access_control_entry_record *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_access_control_entry_record *a, const struct kw_access_control_entry_record *b);

static void init_message(struct kw_access_control_entry_record *m)
{
	memset(m, 0, sizeof *m);
	m->resource_name = (struct kw_str){ "", 0 };
	m->principal = (struct kw_str){ "", 0 };
	m->host = (struct kw_str){ "", 0 };
}

void kw_access_control_entry_record_init(struct kw_access_control_entry_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_access_control_entry_record *a, const struct kw_access_control_entry_record *b)
{
	if (!kw_uuid_equal(&a->id, &b->id))
		return false;
	if (a->resource_type != b->resource_type)
		return false;
	if (!kw_str_equal(a->resource_name, b->resource_name))
		return false;
	if (a->pattern_type != b->pattern_type)
		return false;
	if (!kw_str_equal(a->principal, b->principal))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->operation != b->operation)
		return false;
	if (a->permission_type != b->permission_type)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_access_control_entry_record *m)
{
	if (!kw_uuid_is_zero(&m->id))
		return false;
	if (m->resource_type != 0)
		return false;
	if (m->resource_name.len != 0)
		return false;
	if (m->pattern_type != 0)
		return false;
	if (m->principal.len != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->operation != 0)
		return false;
	if (m->permission_type != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_access_control_entry_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 17) {
		const uint8_t *q = in.p;
		memcpy(m->id.bytes, q + 0, 16);
		m->resource_type = (int8_t)q[16];
		in.p += 17;
	} else {
		if (!kw__rd_uuid(&in, &m->id))
			return kw__fail_field(in.r->err, "id");
		if (!kw__rd_i8(&in, &m->resource_type))
			return kw__fail_field(in.r->err, "resource_type");
	}
	if (!kw__rd_string(&in, &m->resource_name, true, false))
		return kw__fail_field(in.r->err, "resource_name");
	if (!kw__rd_i8(&in, &m->pattern_type))
		return kw__fail_field(in.r->err, "pattern_type");
	if (!kw__rd_string(&in, &m->principal, true, false))
		return kw__fail_field(in.r->err, "principal");
	if (!kw__rd_string(&in, &m->host, true, false))
		return kw__fail_field(in.r->err, "host");
	if (kw__left(&in) >= 2) {
		const uint8_t *q = in.p;
		m->operation = (int8_t)q[0];
		m->permission_type = (int8_t)q[1];
		in.p += 2;
	} else {
		if (!kw__rd_i8(&in, &m->operation))
			return kw__fail_field(in.r->err, "operation");
		if (!kw__rd_i8(&in, &m->permission_type))
			return kw__fail_field(in.r->err, "permission_type");
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

static size_t size_message(const struct kw_access_control_entry_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 16;
	n += 1;
	if (m->resource_name.len < 0)
		return kw__size_fail_null(e, at + n, "resource_name", version);
	if (m->resource_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->resource_name.len, "resource_name");
	n += kw__size_string(m->resource_name, true);
	n += 1;
	if (m->principal.len < 0)
		return kw__size_fail_null(e, at + n, "principal", version);
	if (m->principal.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal.len, "principal");
	n += kw__size_string(m->principal, true);
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, true);
	n += 1;
	n += 1;
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

static uint8_t *put_message(const struct kw_access_control_entry_record *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_uuid(p, &m->id);
	p = kw__put_i8(p, m->resource_type);
	p = kw__put_string(p, m->resource_name, true);
	p = kw__put_i8(p, m->pattern_type);
	p = kw__put_string(p, m->principal, true);
	p = kw__put_string(p, m->host, true);
	p = kw__put_i8(p, m->operation);
	p = kw__put_i8(p, m->permission_type);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_access_control_entry_record_decode(struct kw_access_control_entry_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_access_control_entry_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "AccessControlEntryRecord v%d", (int)version);
	return rc;
}

int kw_access_control_entry_record_encode(const struct kw_access_control_entry_record *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "AccessControlEntryRecord v%d", (int)version);
	return w->err->code;
}

size_t kw_access_control_entry_record_size(const struct kw_access_control_entry_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_access_control_entry_record_equal(const struct kw_access_control_entry_record *a, const struct kw_access_control_entry_record *b)
{
	return equal_message(a, b);
}
