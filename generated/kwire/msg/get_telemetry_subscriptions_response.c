/* generated from schemas/clients/GetTelemetrySubscriptionsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/get_telemetry_subscriptions_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_get_telemetry_subscriptions_response *s);
static int decode_message(struct kw_get_telemetry_subscriptions_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version, uint8_t *p);
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
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 26) {
		const uint8_t *q = in.p;
		m->throttle_time_ms = (int32_t)kw__ld32(q + 0);
		m->error_code = (int16_t)kw__ld16(q + 4);
		memcpy(m->client_instance_id.bytes, q + 6, 16);
		m->subscription_id = (int32_t)kw__ld32(q + 22);
		in.p += 26;
	} else {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
		if (!kw__rd_uuid(&in, &m->client_instance_id))
			return kw__fail_field(in.r->err, "client_instance_id");
		if (!kw__rd_i32(&in, &m->subscription_id))
			return kw__fail_field(in.r->err, "subscription_id");
	}
	if (!kw__rd_i8_array(&in, a, &m->accepted_compression_types, &m->accepted_compression_types_count, true, false))
		return kw__fail_field(in.r->err, "accepted_compression_types");
	if (kw__left(&in) >= 9) {
		const uint8_t *q = in.p;
		m->push_interval_ms = (int32_t)kw__ld32(q + 0);
		m->telemetry_max_bytes = (int32_t)kw__ld32(q + 4);
		m->delta_temporality = q[8] != 0;
		in.p += 9;
	} else {
		if (!kw__rd_i32(&in, &m->push_interval_ms))
			return kw__fail_field(in.r->err, "push_interval_ms");
		if (!kw__rd_i32(&in, &m->telemetry_max_bytes))
			return kw__fail_field(in.r->err, "telemetry_max_bytes");
		if (!kw__rd_bool(&in, &m->delta_temporality))
			return kw__fail_field(in.r->err, "delta_temporality");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 1))
			return kw__fail_field(in.r->err, "requested_metrics");
		m->requested_metrics_count = n;
		m->requested_metrics = NULL;
		if (n > 0) {
			m->requested_metrics = kw__alloc(a, (size_t)n * sizeof *m->requested_metrics);
			if (!m->requested_metrics)
				return kw__nomem(&in, "requested_metrics");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(&in, &m->requested_metrics[i], true, false))
					return kw__fail_index(in.r->err, i, "requested_metrics");
			}
		}
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

static size_t size_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	n += 16;
	n += 4;
	if (KW__LIKELY((true) && (uint32_t)m->accepted_compression_types_count < 127u)) {
		n += 1 + (size_t)m->accepted_compression_types_count * 1;
	} else {
		if (m->accepted_compression_types_count < 0)
			return kw__size_fail_null(e, at + n, "accepted_compression_types", version);
		n += kw__size_array_len(m->accepted_compression_types_count, true) + (size_t)m->accepted_compression_types_count * 1;
	}
	n += 4;
	n += 4;
	n += 1;
	if (m->requested_metrics_count < 0)
		return kw__size_fail_null(e, at + n, "requested_metrics", version);
	n += kw__size_array_len(m->requested_metrics_count, true);
	for (int32_t i = 0; i < m->requested_metrics_count; i++) {
		if (m->requested_metrics[i].len < 0)
			return kw__size_fail_null_element(e, at + n, i, "requested_metrics", version);
		if (m->requested_metrics[i].len > KW__STRING_MAX) {
			kw__size_fail_too_long(e, at + n, m->requested_metrics[i].len, NULL);
			return kw__size_fail_index(e, i, "requested_metrics");
		}
		n += kw__size_string(m->requested_metrics[i], true);
	}
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

static uint8_t *put_message(const struct kw_get_telemetry_subscriptions_response *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_i16(p, m->error_code);
	p = kw__put_uuid(p, &m->client_instance_id);
	p = kw__put_i32(p, m->subscription_id);
	p = kw__put_array_len(p, m->accepted_compression_types_count, true);
	if (m->accepted_compression_types_count > 0)
		p = kw__put_i8_array(p, m->accepted_compression_types, m->accepted_compression_types_count);
	p = kw__put_i32(p, m->push_interval_ms);
	p = kw__put_i32(p, m->telemetry_max_bytes);
	p = kw__put_bool(p, m->delta_temporality);
	p = kw__put_array_len(p, m->requested_metrics_count, true);
	for (int32_t i = 0; i < m->requested_metrics_count; i++)
		p = kw__put_string(p, m->requested_metrics[i], true);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
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
	kw_error_set_context(w->err, "GetTelemetrySubscriptionsResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_get_telemetry_subscriptions_response_size(const struct kw_get_telemetry_subscriptions_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_get_telemetry_subscriptions_response_equal(const struct kw_get_telemetry_subscriptions_response *a, const struct kw_get_telemetry_subscriptions_response *b)
{
	return equal_message(a, b);
}
