/* generated from schemas/clients/DescribeUserScramCredentialsRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_user_scram_credentials_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_user_name(struct kw_describe_user_scram_credentials_request_user_name *s);
static int decode_user_name(struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version, struct kw_writer *w);
static uint8_t *put_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version);
static bool equal_user_name(const struct kw_describe_user_scram_credentials_request_user_name *a, const struct kw_describe_user_scram_credentials_request_user_name *b);
static void init_message(struct kw_describe_user_scram_credentials_request *s);
static int decode_message(struct kw_describe_user_scram_credentials_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_describe_user_scram_credentials_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_describe_user_scram_credentials_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_describe_user_scram_credentials_request *m, int16_t version);
static bool equal_message(const struct kw_describe_user_scram_credentials_request *a, const struct kw_describe_user_scram_credentials_request *b);

static void init_user_name(struct kw_describe_user_scram_credentials_request_user_name *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
}

void kw_describe_user_scram_credentials_request_user_name_init(struct kw_describe_user_scram_credentials_request_user_name *s)
{
	init_user_name(s);
}

static bool equal_user_name(const struct kw_describe_user_scram_credentials_request_user_name *a, const struct kw_describe_user_scram_credentials_request_user_name *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m)
{
	if (m->name.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_user_name(struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_user_name(m);
	if (!kw__rd_string(r, &m->name, true, false))
		return kw__fail_field(r->err, "name");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->name.len < 0)
		return kw__null_fail(w, "name", version);
	if (!kw__wr_string(w, m->name, true))
		return kw__fail_field(w->err, "name");
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->name.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->name, true)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_user_name(const struct kw_describe_user_scram_credentials_request_user_name *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->name, true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_describe_user_scram_credentials_request *m)
{
	memset(m, 0, sizeof *m);
}

void kw_describe_user_scram_credentials_request_init(struct kw_describe_user_scram_credentials_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_user_scram_credentials_request *a, const struct kw_describe_user_scram_credentials_request *b)
{
	if (a->users_count != b->users_count)
		return false;
	for (int32_t i = 0; i < a->users_count; i++) {
		if (!equal_user_name(&a->users[i], &b->users[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_user_scram_credentials_request *m)
{
	if (m->users_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_user_scram_credentials_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, true, 2))
			return kw__fail_field(r->err, "users");
		m->users_count = n;
		m->users = NULL;
		if (n > 0) {
			m->users = kw__alloc(a, (size_t)n * sizeof *m->users);
			if (!m->users)
				return kw__nomem(r, "users");
			for (int32_t i = 0; i < n; i++) {
				if (decode_user_name(&m->users[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "users");
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

static int encode_message(const struct kw_describe_user_scram_credentials_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_array_len(w, m->users_count, true);
	for (int32_t i = 0; i < m->users_count; i++) {
		if (encode_user_name(&m->users[i], version, w) < 0)
			return kw__fail_index(w->err, i, "users");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_describe_user_scram_credentials_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_array_len(p, end, m->users_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->users_count; i++) {
		if (!(p = put_user_name(&m->users[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_describe_user_scram_credentials_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_array_len(m->users_count, true);
	for (int32_t i = 0; i < m->users_count; i++)
		n += size_user_name(&m->users[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_describe_user_scram_credentials_request_decode(struct kw_describe_user_scram_credentials_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_user_scram_credentials_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeUserScramCredentialsRequest v%d", (int)version);
	return rc;
}

int kw_describe_user_scram_credentials_request_encode(const struct kw_describe_user_scram_credentials_request *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "DescribeUserScramCredentialsRequest v%d", (int)version);
	return rc;
}

size_t kw_describe_user_scram_credentials_request_size(const struct kw_describe_user_scram_credentials_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_describe_user_scram_credentials_request_equal(const struct kw_describe_user_scram_credentials_request *a, const struct kw_describe_user_scram_credentials_request *b)
{
	return equal_message(a, b);
}
