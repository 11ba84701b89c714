/* generated from schemas/metadata/AccessControlEntryRecord.json by kwire-gen, do not edit */
#include "kwire/msg/access_control_entry_record.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_access_control_entry_record *s);
static int decode_message(struct kw_access_control_entry_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_access_control_entry_record *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_access_control_entry_record *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_access_control_entry_record *m, int16_t version);
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
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_uuid(r, &m->id))
		return kw__fail_field(r->err, "id");
	if (!kw__rd_i8(r, &m->resource_type))
		return kw__fail_field(r->err, "resource_type");
	if (!kw__rd_string(r, &m->resource_name, true, false))
		return kw__fail_field(r->err, "resource_name");
	if (!kw__rd_i8(r, &m->pattern_type))
		return kw__fail_field(r->err, "pattern_type");
	if (!kw__rd_string(r, &m->principal, true, false))
		return kw__fail_field(r->err, "principal");
	if (!kw__rd_string(r, &m->host, true, false))
		return kw__fail_field(r->err, "host");
	if (!kw__rd_i8(r, &m->operation))
		return kw__fail_field(r->err, "operation");
	if (!kw__rd_i8(r, &m->permission_type))
		return kw__fail_field(r->err, "permission_type");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_access_control_entry_record *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->id);
	kw__wr_i8(w, m->resource_type);
	if (m->resource_name.len < 0)
		return kw__null_fail(w, "resource_name", version);
	if (!kw__wr_string(w, m->resource_name, true))
		return kw__fail_field(w->err, "resource_name");
	kw__wr_i8(w, m->pattern_type);
	if (m->principal.len < 0)
		return kw__null_fail(w, "principal", version);
	if (!kw__wr_string(w, m->principal, true))
		return kw__fail_field(w->err, "principal");
	if (m->host.len < 0)
		return kw__null_fail(w, "host", version);
	if (!kw__wr_string(w, m->host, true))
		return kw__fail_field(w->err, "host");
	kw__wr_i8(w, m->operation);
	kw__wr_i8(w, m->permission_type);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_access_control_entry_record *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->id)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->resource_type)))
		return NULL;
	if (m->resource_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->resource_name, true)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->pattern_type)))
		return NULL;
	if (m->principal.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->principal, true)))
		return NULL;
	if (m->host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->host, true)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->operation)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->permission_type)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_access_control_entry_record *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += 1;
	n += kw__size_string(m->resource_name, true);
	n += 1;
	n += kw__size_string(m->principal, true);
	n += kw__size_string(m->host, true);
	n += 1;
	n += 1;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
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
	int rc;
	if (version < 0 || version > 0) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
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
		kw_error_set_context(w->err, "AccessControlEntryRecord v%d", (int)version);
	return rc;
}

size_t kw_access_control_entry_record_size(const struct kw_access_control_entry_record *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_access_control_entry_record_equal(const struct kw_access_control_entry_record *a, const struct kw_access_control_entry_record *b)
{
	return equal_message(a, b);
}
