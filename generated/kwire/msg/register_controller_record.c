/* generated from schemas/metadata/RegisterControllerRecord.json by kwire-gen, do not edit */
#include "kwire/msg/register_controller_record.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_controller_endpoint(struct kw_register_controller_record_controller_endpoint *s);
static int decode_controller_endpoint(struct kw_register_controller_record_controller_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *m, int16_t version, struct kw_writer *w);
static uint8_t *put_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *m, int16_t version);
static bool equal_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *a, const struct kw_register_controller_record_controller_endpoint *b);
static void init_controller_feature(struct kw_register_controller_record_controller_feature *s);
static int decode_controller_feature(struct kw_register_controller_record_controller_feature *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_controller_feature(const struct kw_register_controller_record_controller_feature *m, int16_t version, struct kw_writer *w);
static uint8_t *put_controller_feature(const struct kw_register_controller_record_controller_feature *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_controller_feature(const struct kw_register_controller_record_controller_feature *m, int16_t version);
static bool equal_controller_feature(const struct kw_register_controller_record_controller_feature *a, const struct kw_register_controller_record_controller_feature *b);
static void init_message(struct kw_register_controller_record *s);
static int decode_message(struct kw_register_controller_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_register_controller_record *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_register_controller_record *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_register_controller_record *m, int16_t version);
static bool equal_message(const struct kw_register_controller_record *a, const struct kw_register_controller_record *b);

static void init_controller_endpoint(struct kw_register_controller_record_controller_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

void kw_register_controller_record_controller_endpoint_init(struct kw_register_controller_record_controller_endpoint *s)
{
	init_controller_endpoint(s);
}

static bool equal_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *a, const struct kw_register_controller_record_controller_endpoint *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	if (a->security_protocol != b->security_protocol)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *m)
{
	if (m->name.len != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	if (m->security_protocol != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_controller_endpoint(struct kw_register_controller_record_controller_endpoint *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_controller_endpoint(m);
	if (!kw__rd_string(r, &m->name, true, false))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_string(r, &m->host, true, false))
		return kw__fail_field(r->err, "host");
	if (!kw__rd_u16(r, &m->port))
		return kw__fail_field(r->err, "port");
	if (!kw__rd_i16(r, &m->security_protocol))
		return kw__fail_field(r->err, "security_protocol");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, true))
		return kw__fail_field(w->err, "name");
	if (m->host.len < 0)
		return kw__null_fail(w, "host", version);
	if (!kw__wr_string(w, m->host, true))
		return kw__fail_field(w->err, "host");
	kw__wr_u16(w, m->port);
	kw__wr_i16(w, m->security_protocol);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, true)))
		return NULL;
	if (m->host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->host, true)))
		return NULL;
	if (!(p = kw__put_u16(p, end, m->port)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->security_protocol)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_controller_endpoint(const struct kw_register_controller_record_controller_endpoint *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, true);
	n += kw__size_string(m->host, true);
	n += 2;
	n += 2;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_controller_feature(struct kw_register_controller_record_controller_feature *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_register_controller_record_controller_feature_init(struct kw_register_controller_record_controller_feature *s)
{
	init_controller_feature(s);
}

static bool equal_controller_feature(const struct kw_register_controller_record_controller_feature *a, const struct kw_register_controller_record_controller_feature *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (a->min_supported_version != b->min_supported_version)
		return false;
	if (a->max_supported_version != b->max_supported_version)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_controller_feature(const struct kw_register_controller_record_controller_feature *m)
{
	if (m->name.len != 0)
		return false;
	if (m->min_supported_version != 0)
		return false;
	if (m->max_supported_version != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_controller_feature(struct kw_register_controller_record_controller_feature *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_controller_feature(m);
	if (!kw__rd_string(r, &m->name, true, false))
		return kw__fail_field(r->err, "name");
	if (!kw__rd_i16(r, &m->min_supported_version))
		return kw__fail_field(r->err, "min_supported_version");
	if (!kw__rd_i16(r, &m->max_supported_version))
		return kw__fail_field(r->err, "max_supported_version");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_controller_feature(const struct kw_register_controller_record_controller_feature *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, true))
		return kw__fail_field(w->err, "name");
	kw__wr_i16(w, m->min_supported_version);
	kw__wr_i16(w, m->max_supported_version);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_controller_feature(const struct kw_register_controller_record_controller_feature *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, true)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->min_supported_version)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->max_supported_version)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_controller_feature(const struct kw_register_controller_record_controller_feature *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, true);
	n += 2;
	n += 2;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_register_controller_record *m)
{
	memset(m, 0, sizeof *m);
}

void kw_register_controller_record_init(struct kw_register_controller_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_register_controller_record *a, const struct kw_register_controller_record *b)
{
	if (a->controller_id != b->controller_id)
		return false;
	if (!kw_uuid_equal(&a->incarnation_id, &b->incarnation_id))
		return false;
	if (a->zk_migration_ready != b->zk_migration_ready)
		return false;
	if (a->end_points_count != b->end_points_count)
		return false;
	for (int32_t i = 0; i < a->end_points_count; i++) {
		if (!equal_controller_endpoint(&a->end_points[i], &b->end_points[i]))
			return false;
	}
	if (a->features_count != b->features_count)
		return false;
	for (int32_t i = 0; i < a->features_count; i++) {
		if (!equal_controller_feature(&a->features[i], &b->features[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_register_controller_record *m)
{
	if (m->controller_id != 0)
		return false;
	if (!kw_uuid_is_zero(&m->incarnation_id))
		return false;
	if (m->zk_migration_ready != false)
		return false;
	if (m->end_points_count != 0)
		return false;
	if (m->features_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_register_controller_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->controller_id))
		return kw__fail_field(r->err, "controller_id");
	if (!kw__rd_uuid(r, &m->incarnation_id))
		return kw__fail_field(r->err, "incarnation_id");
	if (!kw__rd_bool(r, &m->zk_migration_ready))
		return kw__fail_field(r->err, "zk_migration_ready");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 7))
			return kw__fail_field(r->err, "end_points");
		m->end_points_count = n;
		m->end_points = NULL;
		if (n > 0) {
			m->end_points = kw__alloc(a, (size_t)n * sizeof *m->end_points);
			if (!m->end_points)
				return kw__nomem(r, "end_points");
			for (int32_t i = 0; i < n; i++) {
				if (decode_controller_endpoint(&m->end_points[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "end_points");
			}
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 6))
			return kw__fail_field(r->err, "features");
		m->features_count = n;
		m->features = NULL;
		if (n > 0) {
			m->features = kw__alloc(a, (size_t)n * sizeof *m->features);
			if (!m->features)
				return kw__nomem(r, "features");
			for (int32_t i = 0; i < n; i++) {
				if (decode_controller_feature(&m->features[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "features");
			}
		}
	}
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_register_controller_record *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->controller_id);
	kw__wr_uuid(w, &m->incarnation_id);
	kw__wr_bool(w, m->zk_migration_ready);
	if (m->end_points_count < 0)
		return kw__null_fail(w, "end_points", version);
	kw__wr_array_len(w, m->end_points_count, true);
	for (int32_t i = 0; i < m->end_points_count; i++) {
		if (encode_controller_endpoint(&m->end_points[i], version, w) < 0)
			return kw__fail_index(w->err, i, "end_points");
	}
	if (m->features_count < 0)
		return kw__null_fail(w, "features", version);
	kw__wr_array_len(w, m->features_count, true);
	for (int32_t i = 0; i < m->features_count; i++) {
		if (encode_controller_feature(&m->features[i], version, w) < 0)
			return kw__fail_index(w->err, i, "features");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_register_controller_record *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->controller_id)))
		return NULL;
	if (!(p = kw__put_uuid(p, end, &m->incarnation_id)))
		return NULL;
	if (!(p = kw__put_bool(p, end, m->zk_migration_ready)))
		return NULL;
	if (m->end_points_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->end_points_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->end_points_count; i++) {
		if (!(p = put_controller_endpoint(&m->end_points[i], version, p, end)))
			return NULL;
	}
	if (m->features_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->features_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->features_count; i++) {
		if (!(p = put_controller_feature(&m->features[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_register_controller_record *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 16;
	n += 1;
	n += kw__size_array_len(m->end_points_count, true);
	for (int32_t i = 0; i < m->end_points_count; i++)
		n += size_controller_endpoint(&m->end_points[i], version);
	n += kw__size_array_len(m->features_count, true);
	for (int32_t i = 0; i < m->features_count; i++)
		n += size_controller_feature(&m->features[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_register_controller_record_decode(struct kw_register_controller_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_register_controller_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "RegisterControllerRecord v%d", (int)version);
	return rc;
}

int kw_register_controller_record_encode(const struct kw_register_controller_record *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "RegisterControllerRecord v%d", (int)version);
	return rc;
}

size_t kw_register_controller_record_size(const struct kw_register_controller_record *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_register_controller_record_equal(const struct kw_register_controller_record *a, const struct kw_register_controller_record *b)
{
	return equal_message(a, b);
}
