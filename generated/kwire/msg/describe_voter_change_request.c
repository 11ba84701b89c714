/* generated from schemas/kwire/DescribeVoterChangeRequest.json by kwire-gen, do not edit */
#include "kwire/msg/describe_voter_change_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_describe_voter_change_request *s);
static int decode_message(struct kw_describe_voter_change_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_describe_voter_change_request *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_describe_voter_change_request *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_describe_voter_change_request *a, const struct kw_describe_voter_change_request *b);

static void init_message(struct kw_describe_voter_change_request *m)
{
	memset(m, 0, sizeof *m);
	m->topic_name = (struct kw_str){ "", 0 };
}

void kw_describe_voter_change_request_init(struct kw_describe_voter_change_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_describe_voter_change_request *a, const struct kw_describe_voter_change_request *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partition_index != b->partition_index)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_describe_voter_change_request *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partition_index != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_describe_voter_change_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic_name, true, false))
		return kw__fail_field(in.r->err, "topic_name");
	if (!kw__rd_i32(&in, &m->partition_index))
		return kw__fail_field(in.r->err, "partition_index");
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

static size_t size_message(const struct kw_describe_voter_change_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topic_name.len < 0)
		return kw__size_fail_null(e, at + n, "topic_name", version);
	if (m->topic_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->topic_name.len, "topic_name");
	n += kw__size_string(m->topic_name, true);
	n += 4;
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

static uint8_t *put_message(const struct kw_describe_voter_change_request *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic_name, true);
	p = kw__put_i32(p, m->partition_index);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_describe_voter_change_request_decode(struct kw_describe_voter_change_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_describe_voter_change_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "DescribeVoterChangeRequest v%d", (int)version);
	return rc;
}

int kw_describe_voter_change_request_encode(const struct kw_describe_voter_change_request *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "DescribeVoterChangeRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_describe_voter_change_request_size(const struct kw_describe_voter_change_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_describe_voter_change_request_equal(const struct kw_describe_voter_change_request *a, const struct kw_describe_voter_change_request *b)
{
	return equal_message(a, b);
}
