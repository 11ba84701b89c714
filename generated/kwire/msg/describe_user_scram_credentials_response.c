/* generated from schemas/clients/DescribeUserScramCredentialsResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_user_scram_credentials_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_credential_info(struct kw_describe_user_scram_credentials_response_credential_info *s);
static int decode_credential_info(struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version, struct kw_writer *w);
static uint8_t *put_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version);
static bool equal_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *a, const struct kw_describe_user_scram_credentials_response_credential_info *b);
static void init_describe_user_scram_credentials_result(struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *s);
static int decode_describe_user_scram_credentials_result(struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version, struct kw_writer *w);
static uint8_t *put_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version);
static bool equal_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *a, const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *b);
static void init_message(struct kw_describe_user_scram_credentials_response *s);
static int decode_message(struct kw_describe_user_scram_credentials_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_user_scram_credentials_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_user_scram_credentials_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_user_scram_credentials_response *m, int16_t version);
static bool equal_message(const struct kw_describe_user_scram_credentials_response *a, const struct kw_describe_user_scram_credentials_response *b);

static void init_credential_info(struct kw_describe_user_scram_credentials_response_credential_info *s)
{
	memset(s, 0, sizeof *s);
}

void kw_describe_user_scram_credentials_response_credential_info_init(struct kw_describe_user_scram_credentials_response_credential_info *s)
{
	init_credential_info(s);
}

static bool equal_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *a, const struct kw_describe_user_scram_credentials_response_credential_info *b)
{
	if (a->mechanism != b->mechanism)
		return false;
	if (a->iterations != b->iterations)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m)
{
	if (m->mechanism != 0)
		return false;
	if (m->iterations != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_credential_info(struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_credential_info(m);
	if (!kw__rd_i8(r, &m->mechanism))
		return kw__fail_field(r->err, "mechanism");
	if (!kw__rd_i32(r, &m->iterations))
		return kw__fail_field(r->err, "iterations");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i8(w, m->mechanism);
	kw__wr_i32(w, m->iterations);
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i8(p, end, m->mechanism)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->iterations)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_credential_info(const struct kw_describe_user_scram_credentials_response_credential_info *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 1;
	n += 4;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_describe_user_scram_credentials_result(struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *s)
{
	memset(s, 0, sizeof *s);
	s->user = (struct kw_str){ "", 0 };
	s->error_message = (struct kw_str){ "", 0 };
}

void kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result_init(struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *s)
{
	init_describe_user_scram_credentials_result(s);
}

static bool equal_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *a, const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *b)
{
	if (!kw_str_equal(a->user, b->user))
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->credential_infos_count != b->credential_infos_count)
		return false;
	for (int32_t i = 0; i < a->credential_infos_count; i++) {
		if (!equal_credential_info(&a->credential_infos[i], &b->credential_infos[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m)
{
	if (m->user.len != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->credential_infos_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_describe_user_scram_credentials_result(struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_describe_user_scram_credentials_result(m);
	if (!kw__rd_string(r, &m->user, true, false))
		return kw__fail_field(r->err, "user");
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	if (!kw__rd_string(r, &m->error_message, true, true))
		return kw__fail_field(r->err, "error_message");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 6))
			return kw__fail_field(r->err, "credential_infos");
		m->credential_infos_count = n;
		m->credential_infos = NULL;
		if (n > 0) {
			m->credential_infos = kw__alloc(a, (size_t)n * sizeof *m->credential_infos);
			if (!m->credential_infos)
				return kw__nomem(r, "credential_infos");
			for (int32_t i = 0; i < n; i++) {
				if (decode_credential_info(&m->credential_infos[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "credential_infos");
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

static int encode_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->user.len < 0)
		return kw__null_fail(w, "user", version);
	if (!kw__wr_string(w, m->user, true))
		return kw__fail_field(w->err, "user");
	kw__wr_i16(w, m->error_code);
	if (!kw__wr_string(w, m->error_message, true))
		return kw__fail_field(w->err, "error_message");
	if (m->credential_infos_count < 0)
		return kw__null_fail(w, "credential_infos", version);
	kw__wr_array_len(w, m->credential_infos_count, true);
	for (int32_t i = 0; i < m->credential_infos_count; i++) {
		if (encode_credential_info(&m->credential_infos[i], version, w) < 0)
			return kw__fail_index(w->err, i, "credential_infos");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->user.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->user, true)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->error_message, true)))
		return NULL;
	if (m->credential_infos_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->credential_infos_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->credential_infos_count; i++) {
		if (!(p = put_credential_info(&m->credential_infos[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_describe_user_scram_credentials_result(const struct kw_describe_user_scram_credentials_response_describe_user_scram_credentials_result *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->user, true);
	n += 2;
	n += kw__size_string(m->error_message, true);
	n += kw__size_array_len(m->credential_infos_count, true);
	for (int32_t i = 0; i < m->credential_infos_count; i++)
		n += size_credential_info(&m->credential_infos[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_describe_user_scram_credentials_response *m)
{
	memset(m, 0, sizeof *m);
	m->error_message = (struct kw_str){ "", 0 };
}

void kw_describe_user_scram_credentials_response_init(struct kw_describe_user_scram_credentials_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_user_scram_credentials_response *a, const struct kw_describe_user_scram_credentials_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!kw_str_equal(a->error_message, b->error_message))
		return false;
	if (a->results_count != b->results_count)
		return false;
	for (int32_t i = 0; i < a->results_count; i++) {
		if (!equal_describe_user_scram_credentials_result(&a->results[i], &b->results[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_user_scram_credentials_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (m->error_message.len != 0)
		return false;
	if (m->results_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_user_scram_credentials_response *m, int16_t version, struct kw_reader *r,
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
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 6))
			return kw__fail_field(r->err, "results");
		m->results_count = n;
		m->results = NULL;
		if (n > 0) {
			m->results = kw__alloc(a, (size_t)n * sizeof *m->results);
			if (!m->results)
				return kw__nomem(r, "results");
			for (int32_t i = 0; i < n; i++) {
				if (decode_describe_user_scram_credentials_result(&m->results[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "results");
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

static int encode_message(const struct kw_describe_user_scram_credentials_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->throttle_time_ms);
	kw__wr_i16(w, m->error_code);
	if (!kw__wr_string(w, m->error_message, true))
		return kw__fail_field(w->err, "error_message");
	if (m->results_count < 0)
		return kw__null_fail(w, "results", version);
	kw__wr_array_len(w, m->results_count, true);
	for (int32_t i = 0; i < m->results_count; i++) {
		if (encode_describe_user_scram_credentials_result(&m->results[i], version, w) < 0)
			return kw__fail_index(w->err, i, "results");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_user_scram_credentials_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (!(p = kw__put_string(p, end, m->error_message, true)))
		return NULL;
	if (m->results_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->results_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->results_count; i++) {
		if (!(p = put_describe_user_scram_credentials_result(&m->results[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_describe_user_scram_credentials_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 2;
	n += kw__size_string(m->error_message, true);
	n += kw__size_array_len(m->results_count, true);
	for (int32_t i = 0; i < m->results_count; i++)
		n += size_describe_user_scram_credentials_result(&m->results[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_describe_user_scram_credentials_response_decode(struct kw_describe_user_scram_credentials_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_user_scram_credentials_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeUserScramCredentialsResponse v%d", (int)version);
	return rc;
}

int kw_describe_user_scram_credentials_response_encode(const struct kw_describe_user_scram_credentials_response *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "DescribeUserScramCredentialsResponse v%d", (int)version);
	return rc;
}

size_t kw_describe_user_scram_credentials_response_size(const struct kw_describe_user_scram_credentials_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_user_scram_credentials_response_equal(const struct kw_describe_user_scram_credentials_response *a, const struct kw_describe_user_scram_credentials_response *b)
{
	return equal_message(a, b);
}
