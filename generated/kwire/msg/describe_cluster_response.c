/* generated from schemas/clients/DescribeClusterResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_cluster_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *s);
static int decode_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, struct kw_writer *w);
static uint8_t *put_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version);
static bool equal_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *a, const struct kw_describe_cluster_response_describe_cluster_broker *b);
static void init_message(struct kw_describe_cluster_response *s);
static int decode_message(struct kw_describe_cluster_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_cluster_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_cluster_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_cluster_response *m, int16_t version);
static bool equal_message(const struct kw_describe_cluster_response *a, const struct kw_describe_cluster_response *b);

static void init_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *s)
{
	memset(s, 0, sizeof *s);
	s->host = (struct kw_str){ "", 0 };
	s->rack = KW_STR_NULL;
}

void kw_describe_cluster_response_describe_cluster_broker_init(struct kw_describe_cluster_response_describe_cluster_broker *s)
{
	init_describe_cluster_broker(s);
}

static bool equal_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *a, const struct kw_describe_cluster_response_describe_cluster_broker *b)
{
	if (a->broker_id != b->broker_id)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	if (!kw_str_equal(a->rack, b->rack))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m)
{
	if (m->broker_id != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	if (m->rack.len >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_describe_cluster_broker(struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_describe_cluster_broker(m);
	if (!kw__rd_i32(r, &m->broker_id))
		return kw__fail_field(r->err, "broker_id");
	if (!kw__rd_string(r, &m->host, true, false))
		return kw__fail_field(r->err, "host");
	if (!kw__rd_i32(r, &m->port))
		return kw__fail_field(r->err, "port");
	if (!kw__rd_string(r, &m->rack, true, true))
		return kw__fail_field(r->err, "rack");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->broker_id);
	if (m->host.len < 0)
		return kw__null_fail(w, "host", version);
	if (!kw__wr_string(w, m->host, true))
		return kw__fail_field(w->err, "host");
	kw__wr_i32(w, m->port);
	if (!kw__wr_string(w, m->rack, true))
		return kw__fail_field(w->err, "rack");
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->broker_id)))
		return NULL;
	if (m->host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->host, true)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->port)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->rack, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_describe_cluster_broker(const struct kw_describe_cluster_response_describe_cluster_broker *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += kw__size_string(m->host, true);
	n += 4;
	n += kw__size_string(m->rack, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_describe_cluster_response *m)
{
	memset(m, 0, sizeof *m);
	m->error_message = KW_STR_NULL;
	m->endpoint_type = 1;
	m->cluster_id = (struct kw_str){ "", 0 };
	m->controller_id = -1;
	m->cluster_authorized_operations = INT32_MIN;
}

void kw_describe_cluster_response_init(struct kw_describe_cluster_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_cluster_response *a, const struct kw_describe_cluster_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->endpoint_type != b->endpoint_type)
		return false;
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->controller_id != b->controller_id)
		return false;
	if (a->brokers_count != b->brokers_count)
		return false;
	for (int32_t i = 0; i < a->brokers_count; i++) {
		if (!equal_describe_cluster_broker(&a->brokers[i], &b->brokers[i]))
			return false;
	}
	if (a->cluster_authorized_operations != b->cluster_authorized_operations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_cluster_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len >= 0)
		return false;
	if (m->endpoint_type != 1)
		return false;
	if (m->cluster_id.len != 0)
		return false;
	if (m->controller_id != -1)
		return false;
	if (m->brokers_count != 0)
		return false;
	if (m->cluster_authorized_operations != INT32_MIN)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_cluster_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->throttle_time_ms))
		return kw__fail_field(r->err, "throttle_time_ms");
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_string(r, &m->error_message, true, true))
		return kw__fail_field(r->err, "error_message");
	if (version >= 1) {
		if (!kw__rd_i8(r, &m->endpoint_type))
			return kw__fail_field(r->err, "endpoint_type");
	}
	if (!kw__rd_string(r, &m->cluster_id, true, false))
		return kw__fail_field(r->err, "cluster_id");
	if (!kw__rd_i32(r, &m->controller_id))
		return kw__fail_field(r->err, "controller_id");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 11))
			return kw__fail_field(r->err, "brokers");
		m->brokers_count = n;
		m->brokers = NULL;
		if (n > 0) {
			m->brokers = kw__alloc(a, (size_t)n * sizeof *m->brokers);
			if (!m->brokers)
				return kw__nomem(r, "brokers");
			for (int32_t i = 0; i < n; i++) {
				if (decode_describe_cluster_broker(&m->brokers[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "brokers");
			}
		}
	}
	if (!kw__rd_i32(r, &m->cluster_authorized_operations))
		return kw__fail_field(r->err, "cluster_authorized_operations");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_describe_cluster_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->throttle_time_ms);
	kw__wr_i16(w, m->error_code);
	if (!kw__wr_string(w, m->error_message, true))
		return kw__fail_field(w->err, "error_message");
	if (!(version >= 1) && m->endpoint_type != 1)
		return kw__nondefault_fail(w, "endpoint_type", version);
	if (version >= 1) {
		kw__wr_i8(w, m->endpoint_type);
	}
	if (m->cluster_id.len < 0)
		return kw__null_fail(w, "cluster_id", version);
	if (!kw__wr_string(w, m->cluster_id, true))
		return kw__fail_field(w->err, "cluster_id");
	kw__wr_i32(w, m->controller_id);
	if (m->brokers_count < 0)
		return kw__null_fail(w, "brokers", version);
	kw__wr_array_len(w, m->brokers_count, true);
	for (int32_t i = 0; i < m->brokers_count; i++) {
		if (encode_describe_cluster_broker(&m->brokers[i], version, w) < 0)
			return kw__fail_index(w->err, i, "brokers");
	}
	kw__wr_i32(w, m->cluster_authorized_operations);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_cluster_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->error_message, true)))
		return NULL;
	if (!(version >= 1) && m->endpoint_type != 1)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_i8(p, end, m->endpoint_type)))
			return NULL;
	}
	if (m->cluster_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->cluster_id, true)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->controller_id)))
		return NULL;
	if (m->brokers_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->brokers_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->brokers_count; i++) {
		if (!(p = put_describe_cluster_broker(&m->brokers[i], version, p, end)))
			return NULL;
	}
	if (!(p = kw__put_i32(p, end, m->cluster_authorized_operations)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_describe_cluster_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 2;
	n += kw__size_string(m->error_message, true);
	if (version >= 1) {
		n += 1;
	}
	n += kw__size_string(m->cluster_id, true);
	n += 4;
	n += kw__size_array_len(m->brokers_count, true);
	for (int32_t i = 0; i < m->brokers_count; i++)
		n += size_describe_cluster_broker(&m->brokers[i], version);
	n += 4;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_describe_cluster_response_decode(struct kw_describe_cluster_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_describe_cluster_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeClusterResponse v%d", (int)version);
	return rc;
}

int kw_describe_cluster_response_encode(const struct kw_describe_cluster_response *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "DescribeClusterResponse v%d", (int)version);
	return rc;
}

size_t kw_describe_cluster_response_size(const struct kw_describe_cluster_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_cluster_response_equal(const struct kw_describe_cluster_response *a, const struct kw_describe_cluster_response *b)
{
	return equal_message(a, b);
}
