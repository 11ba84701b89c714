/* generated from schemas/clients/DescribeDelegationTokenResponse.json by kwire-gen, do not edit */
#include "kwire/msg/describe_delegation_token_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *s);
static inline __attribute__((always_inline)) int decode_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, uint8_t *p);
static bool equal_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *a, const struct kw_describe_delegation_token_response_described_delegation_token_renewer *b);
static void init_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *s);
static int decode_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, uint8_t *p);
static bool equal_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *a, const struct kw_describe_delegation_token_response_described_delegation_token *b);
static void init_message(struct kw_describe_delegation_token_response *s);
static int decode_message(struct kw_describe_delegation_token_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_delegation_token_response *m, int16_t version, size_t at,
		struct kw_error *e);
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

static inline __attribute__((always_inline)) int decode_described_delegation_token_renewer(struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->principal_type, version >= 2, false))
		return kw__fail_field(in.r->err, "principal_type");
	if (!kw__rd_string(&in, &m->principal_name, version >= 2, false))
		return kw__fail_field(in.r->err, "principal_name");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->principal_type.len < 0)
		return kw__size_fail_null(e, at + n, "principal_type", version);
	if (m->principal_type.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal_type.len, "principal_type");
	n += kw__size_string(m->principal_type, version >= 2);
	if (m->principal_name.len < 0)
		return kw__size_fail_null(e, at + n, "principal_name", version);
	if (m->principal_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal_name.len, "principal_name");
	n += kw__size_string(m->principal_name, version >= 2);
	if (version >= 2) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_described_delegation_token_renewer(const struct kw_describe_delegation_token_response_described_delegation_token_renewer *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->principal_type, version >= 2);
	p = kw__put_string(p, m->principal_name, version >= 2);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
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

static int decode_described_delegation_token(struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->principal_type, version >= 2, false))
		return kw__fail_field(in.r->err, "principal_type");
	if (!kw__rd_string(&in, &m->principal_name, version >= 2, false))
		return kw__fail_field(in.r->err, "principal_name");
	if (version >= 3) {
		if (!kw__rd_string(&in, &m->token_requester_principal_type, true, false))
			return kw__fail_field(in.r->err, "token_requester_principal_type");
	} else {
		m->token_requester_principal_type = (struct kw_str){ "", 0 };
	}
	if (version >= 3) {
		if (!kw__rd_string(&in, &m->token_requester_principal_name, true, false))
			return kw__fail_field(in.r->err, "token_requester_principal_name");
	} else {
		m->token_requester_principal_name = (struct kw_str){ "", 0 };
	}
	if (kw__left(&in) >= 24) {
		const uint8_t *q = in.p;
		m->issue_timestamp = (int64_t)kw__ld64(q + 0);
		m->expiry_timestamp = (int64_t)kw__ld64(q + 8);
		m->max_timestamp = (int64_t)kw__ld64(q + 16);
		in.p += 24;
	} else {
		if (!kw__rd_i64(&in, &m->issue_timestamp))
			return kw__fail_field(in.r->err, "issue_timestamp");
		if (!kw__rd_i64(&in, &m->expiry_timestamp))
			return kw__fail_field(in.r->err, "expiry_timestamp");
		if (!kw__rd_i64(&in, &m->max_timestamp))
			return kw__fail_field(in.r->err, "max_timestamp");
	}
	if (!kw__rd_string(&in, &m->token_id, version >= 2, false))
		return kw__fail_field(in.r->err, "token_id");
	if (!kw__rd_bytes(&in, &m->hmac, version >= 2, false))
		return kw__fail_field(in.r->err, "hmac");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 3))
			return kw__fail_field(in.r->err, "renewers");
		m->renewers_count = n;
		m->renewers = NULL;
		if (n > 0) {
			m->renewers = kw__alloc(a, (size_t)n * sizeof *m->renewers);
			if (!m->renewers)
				return kw__nomem(&in, "renewers");
			struct kw__cur t = in;
			if (version == 3) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_described_delegation_token_renewer(&m->renewers[i], 3, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "renewers");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_described_delegation_token_renewer(&m->renewers[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "renewers");
				}
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->principal_type.len < 0)
		return kw__size_fail_null(e, at + n, "principal_type", version);
	if (m->principal_type.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal_type.len, "principal_type");
	n += kw__size_string(m->principal_type, version >= 2);
	if (m->principal_name.len < 0)
		return kw__size_fail_null(e, at + n, "principal_name", version);
	if (m->principal_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->principal_name.len, "principal_name");
	n += kw__size_string(m->principal_name, version >= 2);
	if (!(version >= 3) && m->token_requester_principal_type.len != 0)
		return kw__size_fail_nondefault(e, at + n, "token_requester_principal_type", version);
	if (version >= 3) {
		if (m->token_requester_principal_type.len < 0)
			return kw__size_fail_null(e, at + n, "token_requester_principal_type", version);
		if (m->token_requester_principal_type.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->token_requester_principal_type.len, "token_requester_principal_type");
		n += kw__size_string(m->token_requester_principal_type, true);
	}
	if (!(version >= 3) && m->token_requester_principal_name.len != 0)
		return kw__size_fail_nondefault(e, at + n, "token_requester_principal_name", version);
	if (version >= 3) {
		if (m->token_requester_principal_name.len < 0)
			return kw__size_fail_null(e, at + n, "token_requester_principal_name", version);
		if (m->token_requester_principal_name.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->token_requester_principal_name.len, "token_requester_principal_name");
		n += kw__size_string(m->token_requester_principal_name, true);
	}
	n += 8;
	n += 8;
	n += 8;
	if (m->token_id.len < 0)
		return kw__size_fail_null(e, at + n, "token_id", version);
	if (m->token_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->token_id.len, "token_id");
	n += kw__size_string(m->token_id, version >= 2);
	if (m->hmac.len < 0)
		return kw__size_fail_null(e, at + n, "hmac", version);
	n += kw__size_bytes(m->hmac, version >= 2);
	if (m->renewers_count < 0)
		return kw__size_fail_null(e, at + n, "renewers", version);
	n += kw__size_array_len(m->renewers_count, version >= 2);
	if (version == 3) {
		for (int32_t i = 0; i < m->renewers_count; i++) {
			size_t k = size_described_delegation_token_renewer(&m->renewers[i], 3, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "renewers");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->renewers_count; i++) {
			size_t k = size_described_delegation_token_renewer(&m->renewers[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "renewers");
			n += k;
		}
	}
	if (version >= 2) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_described_delegation_token(const struct kw_describe_delegation_token_response_described_delegation_token *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->principal_type, version >= 2);
	p = kw__put_string(p, m->principal_name, version >= 2);
	if (version >= 3) {
		p = kw__put_string(p, m->token_requester_principal_type, true);
	}
	if (version >= 3) {
		p = kw__put_string(p, m->token_requester_principal_name, true);
	}
	p = kw__put_i64(p, m->issue_timestamp);
	p = kw__put_i64(p, m->expiry_timestamp);
	p = kw__put_i64(p, m->max_timestamp);
	p = kw__put_string(p, m->token_id, version >= 2);
	p = kw__put_bytes(p, m->hmac, version >= 2);
	p = kw__put_array_len(p, m->renewers_count, version >= 2);
	if (version == 3) {
		for (int32_t i = 0; i < m->renewers_count; i++)
			p = put_described_delegation_token_renewer(&m->renewers[i], 3, p);
	} else {
		for (int32_t i = 0; i < m->renewers_count; i++)
			p = put_described_delegation_token_renewer(&m->renewers[i], version, p);
	}
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
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
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->error_code))
		return kw__fail_field(in.r->err, "error_code");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 2, false, 30))
			return kw__fail_field(in.r->err, "tokens");
		m->tokens_count = n;
		m->tokens = NULL;
		if (n > 0) {
			m->tokens = kw__alloc(a, (size_t)n * sizeof *m->tokens);
			if (!m->tokens)
				return kw__nomem(&in, "tokens");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_described_delegation_token(&m->tokens[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "tokens");
			}
			in = t;
		}
	}
	if (!kw__rd_i32(&in, &m->throttle_time_ms))
		return kw__fail_field(in.r->err, "throttle_time_ms");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 2) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_describe_delegation_token_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->tokens_count < 0)
		return kw__size_fail_null(e, at + n, "tokens", version);
	n += kw__size_array_len(m->tokens_count, version >= 2);
	for (int32_t i = 0; i < m->tokens_count; i++) {
		size_t k = size_described_delegation_token(&m->tokens[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "tokens");
		n += k;
	}
	n += 4;
	if (version >= 2) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static size_t size_shallow_message(const struct kw_describe_delegation_token_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->tokens_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->tokens_count, version >= 2);
	n += 4;
	if (version >= 2) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *fill_message(const struct kw_describe_delegation_token_response *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i16(p, m->error_code);
	p = kw__put_array_len(p, m->tokens_count, version >= 2);
	for (int32_t i = 0; i < m->tokens_count; i++) {
		size_t k = size_described_delegation_token(&m->tokens[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_described_delegation_token(&m->tokens[i], version, p);
	}
	p = kw__put_i32(p, m->throttle_time_ms);
	if (version >= 2) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
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
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 3) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 3)", (int)version);
	} else {
		/*
		 * Fast path: straight into the room the writer has, each
		 * element of the top-level struct arrays sized (and
		 * checked) just before it is written, while it is in
		 * cache. An error or too little room takes the size pass
		 * below, which reports it or reserves the room.
		 */
		if (w->buf != NULL) {
			uint8_t *p = w->buf + w->pos;
			uint8_t *end = fill_message(m, version, p, w->cap - w->pos);
			if (end != NULL) {
				w->pos += (size_t)(end - p);
				return 0;
			}
		}
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
			uint8_t *end = fill_message(m, version, p, n);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "DescribeDelegationTokenResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_delegation_token_response_size(const struct kw_describe_delegation_token_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_delegation_token_response_equal(const struct kw_describe_delegation_token_response *a, const struct kw_describe_delegation_token_response *b)
{
	return equal_message(a, b);
}
