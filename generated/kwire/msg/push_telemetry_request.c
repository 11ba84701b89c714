/* generated from schemas/clients/PushTelemetryRequest.json by kwire-gen, do not edit */
#include "kwire/msg/push_telemetry_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_push_telemetry_request *s);
static int decode_message(struct kw_push_telemetry_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_push_telemetry_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_push_telemetry_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_push_telemetry_request *m, int16_t version);
static bool equal_message(const struct kw_push_telemetry_request *a, const struct kw_push_telemetry_request *b);

static void init_message(struct kw_push_telemetry_request *m)
{
	memset(m, 0, sizeof *m);
	m->metrics = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_push_telemetry_request_init(struct kw_push_telemetry_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_push_telemetry_request *a, const struct kw_push_telemetry_request *b)
{
	if (!kw_uuid_equal(&a->client_instance_id, &b->client_instance_id))
		return false;
	if (a->subscription_id != b->subscription_id)
		return false;
	if (a->terminating != b->terminating)
		return false;
	if (a->compression_type != b->compression_type)
		return false;
	if (!kw_bytes_equal(a->metrics, b->metrics))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_push_telemetry_request *m)
{
	if (!kw_uuid_is_zero(&m->client_instance_id))
		return false;
	if (m->subscription_id != 0)
		return false;
	if (m->terminating != false)
		return false;
	if (m->compression_type != 0)
		return false;
	if (m->metrics.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_push_telemetry_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_uuid(r, &m->client_instance_id))
		return kw__fail_field(r->err, "client_instance_id");
	if (!kw__rd_i32(r, &m->subscription_id))
		return kw__fail_field(r->err, "subscription_id");
	if (!kw__rd_bool(r, &m->terminating))
		return kw__fail_field(r->err, "terminating");
	if (!kw__rd_i8(r, &m->compression_type))
		return kw__fail_field(r->err, "compression_type");
	if (!kw__rd_bytes(r, &m->metrics, true, false))
		return kw__fail_field(r->err, "metrics");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_push_telemetry_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_uuid(w, &m->client_instance_id);
	kw__wr_i32(w, m->subscription_id);
	kw__wr_bool(w, m->terminating);
	kw__wr_i8(w, m->compression_type);
	if (m->metrics.len < 0)
		return kw__null_fail(w, "metrics", version);
	kw__wr_bytes(w, m->metrics, true);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_push_telemetry_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_uuid(p, end, &m->client_instance_id)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->subscription_id)))
		return NULL;
	if (!(p = kw__put_bool(p, end, m->terminating)))
		return NULL;
	if (!(p = kw__put_i8(p, end, m->compression_type)))
		return NULL;
	if (m->metrics.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->metrics, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_push_telemetry_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 16;
	n += 4;
	n += 1;
	n += 1;
	n += kw__size_bytes(m->metrics, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_push_telemetry_request_decode(struct kw_push_telemetry_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_push_telemetry_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "PushTelemetryRequest v%d", (int)version);
	return rc;
}

int kw_push_telemetry_request_encode(const struct kw_push_telemetry_request *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "PushTelemetryRequest v%d", (int)version);
	return rc;
}

size_t kw_push_telemetry_request_size(const struct kw_push_telemetry_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_push_telemetry_request_equal(const struct kw_push_telemetry_request *a, const struct kw_push_telemetry_request *b)
{
	return equal_message(a, b);
}
