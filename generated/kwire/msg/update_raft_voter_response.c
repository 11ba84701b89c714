/* generated from schemas/clients/UpdateRaftVoterResponse.json by kwire-gen, do not edit */
#include "kwire/msg/update_raft_voter_response.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_current_leader(struct kw_update_raft_voter_response_current_leader *s);
static int decode_current_leader(struct kw_update_raft_voter_response_current_leader *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_current_leader(const struct kw_update_raft_voter_response_current_leader *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_current_leader(const struct kw_update_raft_voter_response_current_leader *m, int16_t version, uint8_t *p);
static bool equal_current_leader(const struct kw_update_raft_voter_response_current_leader *a, const struct kw_update_raft_voter_response_current_leader *b);
static void init_message(struct kw_update_raft_voter_response *s);
static int decode_message(struct kw_update_raft_voter_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_update_raft_voter_response *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_update_raft_voter_response *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_update_raft_voter_response *a, const struct kw_update_raft_voter_response *b);

static void init_current_leader(struct kw_update_raft_voter_response_current_leader *s)
{
	memset(s, 0, sizeof *s);
	s->leader_id = -1;
	s->leader_epoch = -1;
	s->host = (struct kw_str){ "", 0 };
}

void kw_update_raft_voter_response_current_leader_init(struct kw_update_raft_voter_response_current_leader *s)
{
	init_current_leader(s);
}

static bool equal_current_leader(const struct kw_update_raft_voter_response_current_leader *a, const struct kw_update_raft_voter_response_current_leader *b)
{
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_current_leader(const struct kw_update_raft_voter_response_current_leader *m)
{
	if (m->leader_id != -1)
		return false;
	if (m->leader_epoch != -1)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_current_leader(struct kw_update_raft_voter_response_current_leader *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->leader_id = (int32_t)kw__ld32(q + 0);
		m->leader_epoch = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
	}
	if (!kw__rd_string(&in, &m->host, true, false))
		return kw__fail_field(in.r->err, "host");
	if (!kw__rd_i32(&in, &m->port))
		return kw__fail_field(in.r->err, "port");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static size_t size_current_leader(const struct kw_update_raft_voter_response_current_leader *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, true);
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

static uint8_t *put_current_leader(const struct kw_update_raft_voter_response_current_leader *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_string(p, m->host, true);
	p = kw__put_i32(p, m->port);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_update_raft_voter_response *m)
{
	memset(m, 0, sizeof *m);
	init_current_leader(&m->current_leader);
}

void kw_update_raft_voter_response_init(struct kw_update_raft_voter_response *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_update_raft_voter_response *a, const struct kw_update_raft_voter_response *b)
{
	if (a->throttle_time_ms != b->throttle_time_ms)
		return false;
	if (a->error_code != b->error_code)
		return false;
	if (!equal_current_leader(&a->current_leader, &b->current_leader))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_update_raft_voter_response *m)
{
	if (m->throttle_time_ms != 0)
		return false;
	if (m->error_code != 0)
		return false;
	if (!isdefault_current_leader(&m->current_leader))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_update_raft_voter_response *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_update_raft_voter_response *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		{
			struct kw__cur t = in;
			if (decode_current_leader(&m->current_leader, version, &t, a) < 0)
				return kw__fail_field(in.r->err, "current_leader");
			in = t;
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_update_raft_voter_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->throttle_time_ms = (int32_t)kw__ld32(q + 0);
		m->error_code = (int16_t)kw__ld16(q + 4);
		in.p += 6;
	} else {
		if (!kw__rd_i32(&in, &m->throttle_time_ms))
			return kw__fail_field(in.r->err, "throttle_time_ms");
		if (!kw__rd_i16(&in, &m->error_code))
			return kw__fail_field(in.r->err, "error_code");
	}
	init_current_leader(&m->current_leader);
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		struct tags_message_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_update_raft_voter_response *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 2;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_current_leader = !isdefault_current_leader(&m->current_leader);
	if (has_current_leader) {
		size_t vsz = 0;
		{
			size_t k = size_current_leader(&m->current_leader, version, at + n + vsz, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_field(e, "current_leader");
			vsz += k;
		}
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static uint8_t *put_message(const struct kw_update_raft_voter_response *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->throttle_time_ms);
	p = kw__put_i16(p, m->error_code);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	bool has_current_leader = !isdefault_current_leader(&m->current_leader);
	uint32_t ntags = u->count;
	ntags += has_current_leader;
	p = kw__put_uvarint(p, ntags);
	if (has_current_leader) {
		size_t vsz = 0;
		vsz += size_current_leader(&m->current_leader, version, 0, NULL);
		p = kw__put_uvarint(p, 0u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = put_current_leader(&m->current_leader, version, p);
	}
	if (u->count)
		p = kw__put_unknown_tags(p, u, 1u, UINT32_MAX);
	return p;
}

int kw_update_raft_voter_response_decode(struct kw_update_raft_voter_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_update_raft_voter_response_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "UpdateRaftVoterResponse v%d", (int)version);
	return rc;
}

int kw_update_raft_voter_response_encode(const struct kw_update_raft_voter_response *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "UpdateRaftVoterResponse v%d", (int)version);
	return w->err->code;
}

size_t kw_update_raft_voter_response_size(const struct kw_update_raft_voter_response *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_update_raft_voter_response_equal(const struct kw_update_raft_voter_response *a, const struct kw_update_raft_voter_response *b)
{
	return equal_message(a, b);
}
