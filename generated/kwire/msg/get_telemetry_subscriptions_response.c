/* generated from schemas/clients/GetTelemetrySubscriptionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/get_telemetry_subscriptions_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_get_telemetry_subscriptions_response *s);
static int decode_message(struct kw_get_telemetry_subscriptions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version);
static bool equal_message(const struct kw_get_telemetry_subscriptions_response *a, const struct kw_get_telemetry_subscriptions_response *b);

static void init_message(struct kw_get_telemetry_subscriptions_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_get_telemetry_subscriptions_response_init(struct kw_get_telemetry_subscriptions_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_get_telemetry_subscriptions_response *a, const struct kw_get_telemetry_subscriptions_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_uuid_equal(&a->client_instance_id, &b->client_instance_id))
		return false;
	if (a->subscription_id != b->subscription_id)
		return false;
	if (a->accepted_compression_types_count != b->accepted_compression_types_count)
		return false;
	for (int32_t i = 0; i < a->accepted_compression_types_count; i++) {
		if (a->accepted_compression_types[i] != b->accepted_compression_types[i])
			return false;
	}
	if (a->push_interval_ms != b->push_interval_ms)
		return false;
	if (a->telemetry_max_bytes != b->telemetry_max_bytes)
		return false;
	if (a->delta_temporality != b->delta_temporality)
		return false;
	if (a->requested_metrics_count != b->requested_metrics_count)
		return false;
	for (int32_t i = 0; i < a->requested_metrics_count; i++) {
		if (!kw_str_equal(a->requested_metrics[i], b->requested_metrics[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_get_telemetry_subscriptions_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (!kw_uuid_is_zero(&m->client_instance_id))
		return false;
	if (m->subscription_id != 0)
		return false;
	if (m->accepted_compression_types_count != 0)
		return false;
	if (m->push_interval_ms != 0)
		return false;
	if (m->telemetry_max_bytes != 0)
		return false;
	if (m->delta_temporality != false)
		return false;
	if (m->requested_metrics_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_get_telemetry_subscriptions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->throttle_time_ms))
		return kw__fail_field(r->err, "throttle_time_ms");
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_uuid(r, &m->client_instance_id))
		return kw__fail_field(r->err, "client_instance_id");
	if (!kw__rd_i32(r, &m->subscription_id))
		return kw__fail_field(r->err, "subscription_id");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 1))
			return kw__fail_field(r->err, "accepted_compression_types");
		m->accepted_compression_types_count = n;
		m->accepted_compression_types = NULL;
		if (n > 0) {
			m->accepted_compression_types = kw__alloc(a, (size_t)n * sizeof *m->accepted_compression_types);
			if (!m->accepted_compression_types)
				return kw__nomem(r, "accepted_compression_types");
			kw__rd_i8_array(r, m->accepted_compression_types, n);
		}
	}
	if (!kw__rd_i32(r, &m->push_interval_ms))
		return kw__fail_field(r->err, "push_interval_ms");
	if (!kw__rd_i32(r, &m->telemetry_max_bytes))
		return kw__fail_field(r->err, "telemetry_max_bytes");
	if (!kw__rd_bool(r, &m->delta_temporality))
		return kw__fail_field(r->err, "delta_temporality");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 1))
			return kw__fail_field(r->err, "requested_metrics");
		m->requested_metrics_count = n;
		m->requested_metrics = NULL;
		if (n > 0) {
			m->requested_metrics = kw__alloc(a, (size_t)n * sizeof *m->requested_metrics);
			if (!m->requested_metrics)
				return kw__nomem(r, "requested_metrics");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(r, &m->requested_metrics[i], true, false))
					return kw__fail_index(r->err, i, "requested_metrics");
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

static int encode_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->throttle_time_ms);
	kw__wr_i16(w, m->error_code);
	kw__wr_uuid(w, &m->client_instance_id);
	kw__wr_i32(w, m->subscription_id);
	if (m->accepted_compression_types_count < 0)
		return kw__null_fail(w, "accepted_compression_types", version);
	kw__wr_array_len(w, m->accepted_compression_types_count, true);
	if (m->accepted_compression_types_count > 0)
		kw__wr_i8_array(w, m->accepted_compression_types, m->accepted_compression_types_count);
	kw__wr_i32(w, m->push_interval_ms);
	kw__wr_i32(w, m->telemetry_max_bytes);
	kw__wr_bool(w, m->delta_temporality);
	if (m->requested_metrics_count < 0)
		return kw__null_fail(w, "requested_metrics", version);
	kw__wr_array_len(w, m->requested_metrics_count, true);
	for (int32_t i = 0; i < m->requested_metrics_count; i++) {
		if (m->requested_metrics[i].len < 0) {
			kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
			return kw__fail_index(w->err, i, "requested_metrics");
		}
		if (!kw__wr_string(w, m->requested_metrics[i], true))
			return kw__fail_index(w->err, i, "requested_metrics");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_uuid(p, end, &m->client_instance_id)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->subscription_id)))
		return NULL;
	if (m->accepted_compression_types_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->accepted_compression_types_count, true)))
		return NULL;
	if (m->accepted_compression_types_count > 0 && !(p = kw__put_i8_array(p, end, m->accepted_compression_types, m->accepted_compression_types_count)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->push_interval_ms)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->telemetry_max_bytes)))
		return NULL;
	if (!(p = kw__put_bool(p, end, m->delta_temporality)))
		return NULL;
	if (m->requested_metrics_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->requested_metrics_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->requested_metrics_count; i++) {
		if (m->requested_metrics[i].len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->requested_metrics[i], true)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 2;
	n += 16;
	n += 4;
	n += kw__size_array_len(m->accepted_compression_types_count, true);
	if (m->accepted_compression_types_count > 0)
		n += (size_t)m->accepted_compression_types_count * 1;
	n += 4;
	n += 4;
	n += 1;
	n += kw__size_array_len(m->requested_metrics_count, true);
	for (int32_t i = 0; i < m->requested_metrics_count; i++)
		n += kw__size_string(m->requested_metrics[i], true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_get_telemetry_subscriptions_response_decode(struct kw_get_telemetry_subscriptions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_get_telemetry_subscriptions_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "GetTelemetrySubscriptionsResponse v%d", (int)version);
	return rc;
}

int kw_get_telemetry_subscriptions_response_encode(const struct kw_get_telemetry_subscriptions_response *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "GetTelemetrySubscriptionsResponse v%d", (int)version);
	return rc;
}

size_t kw_get_telemetry_subscriptions_response_size(const struct kw_get_telemetry_subscriptions_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_get_telemetry_subscriptions_response_equal(const struct kw_get_telemetry_subscriptions_response *a, const struct kw_get_telemetry_subscriptions_response *b)
{
	return equal_message(a, b);
}
