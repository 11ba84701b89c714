/* generated from schemas/clients/DescribeDelegationTokenResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_delegation_token_response.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *s);
static int decode_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, struct kw_writer *w);
static uint8_t *put_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version);
static bool equal_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *a, const struct kw_describe_delegation_token_response_described_delegation_token_renewer *b);
static void init_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *s);
static int decode_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, struct kw_writer *w);
static uint8_t *put_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version);
static bool equal_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *a, const struct kw_describe_delegation_token_response_described_delegation_token *b);
static void init_message(struct kw_describe_delegation_token_response *s);
static int decode_message(struct kw_describe_delegation_token_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_delegation_token_response *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_delegation_token_response *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_delegation_token_response *m, int16_t version);
static bool equal_message(const struct kw_describe_delegation_token_response *a, const struct kw_describe_delegation_token_response *b);

static void init_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *s)
{
	memset(s, 0, sizeof *s);
	s->principal_type = (struct kw_str){ "", 0 };
	s->principal_name = (struct kw_str){ "", 0 };
}

void kw_describe_delegation_token_response_described_delegation_token_renewer_init(struct kw_describe_delegation_token_response_described_delegation_token_renewer *s)
{
	init_described_delegation_token_renewer(s);
}

static bool equal_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *a, const struct kw_describe_delegation_token_response_described_delegation_token_renewer *b)
{
	if (!kw_str_equal(a->principal_type, b->principal_type))
		return false;
	if (!kw_str_equal(a->principal_name, b->principal_name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m)
{
	if (m->principal_type.len != 0)
		return false;
	if (m->principal_name.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_described_delegation_token_renewer(m);
	if (!kw__rd_string(r, &m->principal_type, version >= 2, false))
		return kw__fail_field(r->err, "principal_type");
	if (!kw__rd_string(r, &m->principal_name, version >= 2, false))
		return kw__fail_field(r->err, "principal_name");
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

static int encode_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->principal_type.len < 0)
		return kw__null_fail(w, "principal_type", version);
	if (!kw__wr_string(w, m->principal_type, version >= 2))
		return kw__fail_field(w->err, "principal_type");
	if (m->principal_name.len < 0)
		return kw__null_fail(w, "principal_name", version);
	if (!kw__wr_string(w, m->principal_name, version >= 2))
		return kw__fail_field(w->err, "principal_name");
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

__attribute__((unused)) static uint8_t *put_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->principal_type.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->principal_type, version >= 2)))
		return NULL;
	if (m->principal_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->principal_name, version >= 2)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->principal_type, version >= 2);
	n += kw__size_string(m->principal_name, version >= 2);
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *s)
{
	memset(s, 0, sizeof *s);
	s->principal_type = (struct kw_str){ "", 0 };
	s->principal_name = (struct kw_str){ "", 0 };
	s->token_requester_principal_type = (struct kw_str){ "", 0 };
	s->token_requester_principal_name = (struct kw_str){ "", 0 };
	s->token_id = (struct kw_str){ "", 0 };
	s->hmac = (struct kw_bytes){ (const uint8_t *)"", 0 };
}

void kw_describe_delegation_token_response_described_delegation_token_init(struct kw_describe_delegation_token_response_described_delegation_token *s)
{
	init_described_delegation_token(s);
}

static bool equal_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *a, const struct kw_describe_delegation_token_response_described_delegation_token *b)
{
	if (!kw_str_equal(a->principal_type, b->principal_type))
		return false;
	if (!kw_str_equal(a->principal_name, b->principal_name))
		return false;
	if (!kw_str_equal(a->token_requester_principal_type, b->token_requester_principal_type))
		return false;
	if (!kw_str_equal(a->token_requester_principal_name, b->token_requester_principal_name))
		return false;
	if (a->issue_timestamp != b->issue_timestamp)
		return false;
	if (a->expiry_timestamp != b->expiry_timestamp)
		return false;
	if (a->max_timestamp != b->max_timestamp)
		return false;
	if (!kw_str_equal(a->token_id, b->token_id))
		return false;
	if (!kw_bytes_equal(a->hmac, b->hmac))
		return false;
	if (a->renewers_count != b->renewers_count)
		return false;
	for (int32_t i = 0; i < a->renewers_count; i++) {
		if (!equal_described_delegation_token_renewer(&a->renewers[i], &b->renewers[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m)
{
	if (m->principal_type.len != 0)
		return false;
	if (m->principal_name.len != 0)
		return false;
	if (m->token_requester_principal_type.len != 0)
		return false;
	if (m->token_requester_principal_name.len != 0)
		return false;
	if (m->issue_timestamp != INT64_C(0))
		return false;
	if (m->expiry_timestamp != INT64_C(0))
		return false;
	if (m->max_timestamp != INT64_C(0))
		return false;
	if (m->token_id.len != 0)
		return false;
	if (m->hmac.len != 0)
		return false;
	if (m->renewers_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_described_delegation_token(m);
	if (!kw__rd_string(r, &m->principal_type, version >= 2, false))
		return kw__fail_field(r->err, "principal_type");
	if (!kw__rd_string(r, &m->principal_name, version >= 2, false))
		return kw__fail_field(r->err, "principal_name");
	if (version >= 3) {
		if (!kw__rd_string(r, &m->token_requester_principal_type, true, false))
			return kw__fail_field(r->err, "token_requester_principal_type");
	}
	if (version >= 3) {
		if (!kw__rd_string(r, &m->token_requester_principal_name, true, false))
			return kw__fail_field(r->err, "token_requester_principal_name");
	}
	if (!kw__rd_i64(r, &m->issue_timestamp))
		return kw__fail_field(r->err, "issue_timestamp");
	if (!kw__rd_i64(r, &m->expiry_timestamp))
		return kw__fail_field(r->err, "expiry_timestamp");
	if (!kw__rd_i64(r, &m->max_timestamp))
		return kw__fail_field(r->err, "max_timestamp");
	if (!kw__rd_string(r, &m->token_id, version >= 2, false))
		return kw__fail_field(r->err, "token_id");
	if (!kw__rd_bytes(r, &m->hmac, version >= 2, false))
		return kw__fail_field(r->err, "hmac");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 2, false, 3))
			return kw__fail_field(r->err, "renewers");
		m->renewers_count = n;
		m->renewers = NULL;
		if (n > 0) {
			m->renewers = kw__alloc(a, (size_t)n * sizeof *m->renewers);
			if (!m->renewers)
				return kw__nomem(r, "renewers");
			for (int32_t i = 0; i < n; i++) {
				if (decode_described_delegation_token_renewer(&m->renewers[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "renewers");
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

static int encode_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->principal_type.len < 0)
		return kw__null_fail(w, "principal_type", version);
	if (!kw__wr_string(w, m->principal_type, version >= 2))
		return kw__fail_field(w->err, "principal_type");
	if (m->principal_name.len < 0)
		return kw__null_fail(w, "principal_name", version);
	if (!kw__wr_string(w, m->principal_name, version >= 2))
		return kw__fail_field(w->err, "principal_name");
	if (!(version >= 3) && m->token_requester_principal_type.len != 0)
		return kw__nondefault_fail(w, "token_requester_principal_type", version);
	if (version >= 3) {
		if (m->token_requester_principal_type.len < 0)
			return kw__null_fail(w, "token_requester_principal_type", version);
		if (!kw__wr_string(w, m->token_requester_principal_type, true))
			return kw__fail_field(w->err, "token_requester_principal_type");
	}
	if (!(version >= 3) && m->token_requester_principal_name.len != 0)
		return kw__nondefault_fail(w, "token_requester_principal_name", version);
	if (version >= 3) {
		if (m->token_requester_principal_name.len < 0)
			return kw__null_fail(w, "token_requester_principal_name", version);
		if (!kw__wr_string(w, m->token_requester_principal_name, true))
			return kw__fail_field(w->err, "token_requester_principal_name");
	}
	kw__wr_i64(w, m->issue_timestamp);
	kw__wr_i64(w, m->expiry_timestamp);
	kw__wr_i64(w, m->max_timestamp);
	if (m->token_id.len < 0)
		return kw__null_fail(w, "token_id", version);
	if (!kw__wr_string(w, m->token_id, version >= 2))
		return kw__fail_field(w->err, "token_id");
	if (m->hmac.len < 0)
		return kw__null_fail(w, "hmac", version);
	kw__wr_bytes(w, m->hmac, version >= 2);
	if (m->renewers_count < 0)
		return kw__null_fail(w, "renewers", version);
	kw__wr_array_len(w, m->renewers_count, version >= 2);
	for (int32_t i = 0; i < m->renewers_count; i++) {
		if (encode_described_delegation_token_renewer(&m->renewers[i], version, w) < 0)
			return kw__fail_index(w->err, i, "renewers");
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

__attribute__((unused)) static uint8_t *put_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->principal_type.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->principal_type, version >= 2)))
		return NULL;
	if (m->principal_name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->principal_name, version >= 2)))
		return NULL;
	if (!(version >= 3) && m->token_requester_principal_type.len != 0)
		return NULL;
	if (version >= 3) {
		if (m->token_requester_principal_type.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->token_requester_principal_type, true)))
			return NULL;
	}
	if (!(version >= 3) && m->token_requester_principal_name.len != 0)
		return NULL;
	if (version >= 3) {
		if (m->token_requester_principal_name.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->token_requester_principal_name, true)))
			return NULL;
	}
	if (!(p = kw__put_i64(p, end, m->issue_timestamp)))
		return NULL;
	if (!(p = kw__put_i64(p, end, m->expiry_timestamp)))
		return NULL;
	if (!(p = kw__put_i64(p, end, m->max_timestamp)))
		return NULL;
	if (m->token_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->token_id, version >= 2)))
		return NULL;
	if (m->hmac.len < 0)
		return NULL;
	if (!(p = kw__put_bytes(p, end, m->hmac, version >= 2)))
		return NULL;
	if (m->renewers_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->renewers_count, version >= 2)))
		return NULL;
	for (int32_t i = 0; i < m->renewers_count; i++) {
		if (!(p = put_described_delegation_token_renewer(&m->renewers[i], version, p, end)))
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

static size_t size_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->principal_type, version >= 2);
	n += kw__size_string(m->principal_name, version >= 2);
	if (version >= 3) {
		n += kw__size_string(m->token_requester_principal_type, true);
	}
	if (version >= 3) {
		n += kw__size_string(m->token_requester_principal_name, true);
	}
	n += 8;
	n += 8;
	n += 8;
	n += kw__size_string(m->token_id, version >= 2);
	n += kw__size_bytes(m->hmac, version >= 2);
	n += kw__size_array_len(m->renewers_count, version >= 2);
	for (int32_t i = 0; i < m->renewers_count; i++)
		n += size_described_delegation_token_renewer(&m->renewers[i], version);
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

static void init_message(struct kw_describe_delegation_token_response *m)
{
	memset(m, 0, sizeof *m);
}

void kw_describe_delegation_token_response_init(struct kw_describe_delegation_token_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_delegation_token_response *a, const struct kw_describe_delegation_token_response *b)
{
	if (a->error_code != b->error_code)
		return false;
	if (a->tokens_count != b->tokens_count)
		return false;
	for (int32_t i = 0; i < a->tokens_count; i++) {
		if (!equal_described_delegation_token(&a->tokens[i], &b->tokens[i]))
			return false;
	}
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_delegation_token_response *m)
{
	if (m->error_code != 0)
		return false;
	if (m->tokens_count != 0)
		return false;
	if (m->throttle_time_ms != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_delegation_token_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i16(r, &m->error_code))
		return kw__fail_field(r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, version >= 2, false, 30))
			return kw__fail_field(r->err, "tokens");
		m->tokens_count = n;
		m->tokens = NULL;
		if (n > 0) {
			m->tokens = kw__alloc(a, (size_t)n * sizeof *m->tokens);
			if (!m->tokens)
				return kw__nomem(r, "tokens");
			for (int32_t i = 0; i < n; i++) {
				if (decode_described_delegation_token(&m->tokens[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "tokens");
			}
		}
	}
	if (!kw__rd_i32(r, &m->throttle_time_ms))
		return kw__fail_field(r->err, "throttle_time_ms");
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

static int encode_message(const struct kw_describe_delegation_token_response *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->error_code);
	if (m->tokens_count < 0)
		return kw__null_fail(w, "tokens", version);
	kw__wr_array_len(w, m->tokens_count, version >= 2);
	for (int32_t i = 0; i < m->tokens_count; i++) {
		if (encode_described_delegation_token(&m->tokens[i], version, w) < 0)
			return kw__fail_index(w->err, i, "tokens");
	}
	kw__wr_i32(w, m->throttle_time_ms);
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_delegation_token_response *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->error_code)))
		return NULL;
	if (m->tokens_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->tokens_count, version >= 2)))
		return NULL;
	for (int32_t i = 0; i < m->tokens_count; i++) {
		if (!(p = put_described_delegation_token(&m->tokens[i], version, p, end)))
			return NULL;
	}
	if (!(p = kw__put_i32(p, end, m->throttle_time_ms)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 2) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_describe_delegation_token_response *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += kw__size_array_len(m->tokens_count, version >= 2);
	for (int32_t i = 0; i < m->tokens_count; i++)
		n += size_described_delegation_token(&m->tokens[i], version);
	n += 4;
	if (version >= 2) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_describe_delegation_token_response_decode(struct kw_describe_delegation_token_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 3) {
		kw_describe_delegation_token_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeDelegationTokenResponse v%d", (int)version);
	return rc;
}

int kw_describe_delegation_token_response_encode(const struct kw_describe_delegation_token_response *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 3) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 3)", (int)version);
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
		kw_error_set_context(w->err, "DescribeDelegationTokenResponse v%d", (int)version);
	return rc;
}

size_t kw_describe_delegation_token_response_size(const struct kw_describe_delegation_token_response *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_delegation_token_response_equal(const struct kw_describe_delegation_token_response *a, const struct kw_describe_delegation_token_response *b)
{
	return equal_message(a, b);
}
