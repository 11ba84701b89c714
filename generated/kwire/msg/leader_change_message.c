/* generated from schemas/clients/LeaderChangeMessage.json by kwire-gen, do not edit */
#include "kwire/msg/leader_change_message.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_voter(struct kw_leader_change_message_voter *s);
static inline __attribute__((always_inline)) int decode_voter(struct kw_leader_change_message_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_voter(const struct kw_leader_change_message_voter *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_leader_change_message_voter *m, int16_t version, uint8_t *p);
static bool equal_voter(const struct kw_leader_change_message_voter *a, const struct kw_leader_change_message_voter *b);
static void init_message(struct kw_leader_change_message *s);
static int decode_message(struct kw_leader_change_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_leader_change_message *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_leader_change_message *a, const struct kw_leader_change_message *b);

static void init_voter(struct kw_leader_change_message_voter *s)
{
	memset(s, 0, sizeof *s);
}

void kw_leader_change_message_voter_init(struct kw_leader_change_message_voter *s)
{
	init_voter(s);
}

static bool equal_voter(const struct kw_leader_change_message_voter *a, const struct kw_leader_change_message_voter *b)
{
	if (a->voter_id != b->voter_id)
		return false;
	if (!kw_uuid_equal(&a->voter_directory_id, &b->voter_directory_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_voter(const struct kw_leader_change_message_voter *m)
{
	if (m->voter_id != 0)
		return false;
	if (!kw_uuid_is_zero(&m->voter_directory_id))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_voter(struct kw_leader_change_message_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->voter_id))
		return kw__fail_field(in.r->err, "voter_id");
	if (version >= 1) {
		if (!kw__rd_uuid(&in, &m->voter_directory_id))
			return kw__fail_field(in.r->err, "voter_directory_id");
	} else {
		m->voter_directory_id = (struct kw_uuid){ { 0 } };
	}
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

static inline __attribute__((always_inline)) size_t size_voter(const struct kw_leader_change_message_voter *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	if (!(version >= 1) && !kw_uuid_is_zero(&m->voter_directory_id))
		return kw__size_fail_nondefault(e, at + n, "voter_directory_id", version);
	if (version >= 1) {
		n += 16;
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

static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_leader_change_message_voter *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->voter_id);
	if (version >= 1) {
		p = kw__put_uuid(p, &m->voter_directory_id);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_leader_change_message *m)
{
	memset(m, 0, sizeof *m);
}

void kw_leader_change_message_init(struct kw_leader_change_message *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_leader_change_message *a, const struct kw_leader_change_message *b)
{
	if (a->version != b->version)
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->voters_count != b->voters_count)
		return false;
	for (int32_t i = 0; i < a->voters_count; i++) {
		if (!equal_voter(&a->voters[i], &b->voters[i]))
			return false;
	}
	if (a->granting_voters_count != b->granting_voters_count)
		return false;
	for (int32_t i = 0; i < a->granting_voters_count; i++) {
		if (!equal_voter(&a->granting_voters[i], &b->granting_voters[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_leader_change_message *m)
{
	if (m->version != 0)
		return false;
	if (m->leader_id != 0)
		return false;
	if (m->voters_count != 0)
		return false;
	if (m->granting_voters_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_leader_change_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 6) {
		const uint8_t *q = in.p;
		m->version = (int16_t)kw__ld16(q + 0);
		m->leader_id = (int32_t)kw__ld32(q + 2);
		in.p += 6;
	} else {
		if (!kw__rd_i16(&in, &m->version))
			return kw__fail_field(in.r->err, "version");
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "voters");
		m->voters_count = n;
		m->voters = NULL;
		if (n > 0) {
			m->voters = kw__alloc(a, (size_t)n * sizeof *m->voters);
			if (!m->voters)
				return kw__nomem(&in, "voters");
			struct kw__cur t = in;
			if (version == 1) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_voter(&m->voters[i], 1, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "voters");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_voter(&m->voters[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "voters");
				}
			}
			in = t;
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "granting_voters");
		m->granting_voters_count = n;
		m->granting_voters = NULL;
		if (n > 0) {
			m->granting_voters = kw__alloc(a, (size_t)n * sizeof *m->granting_voters);
			if (!m->granting_voters)
				return kw__nomem(&in, "granting_voters");
			struct kw__cur t = in;
			if (version == 1) {
				for (int32_t i = 0; i < n; i++) {
					if (decode_voter(&m->granting_voters[i], 1, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "granting_voters");
				}
			} else {
				for (int32_t i = 0; i < n; i++) {
					if (decode_voter(&m->granting_voters[i], version, &t, a) < 0)
						return kw__fail_index(in.r->err, i, "granting_voters");
				}
			}
			in = t;
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

static size_t size_message(const struct kw_leader_change_message *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	if (m->voters_count < 0)
		return kw__size_fail_null(e, at + n, "voters", version);
	n += kw__size_array_len(m->voters_count, true);
	if (version == 1) {
		for (int32_t i = 0; i < m->voters_count; i++) {
			size_t k = size_voter(&m->voters[i], 1, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "voters");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->voters_count; i++) {
			size_t k = size_voter(&m->voters[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "voters");
			n += k;
		}
	}
	if (m->granting_voters_count < 0)
		return kw__size_fail_null(e, at + n, "granting_voters", version);
	n += kw__size_array_len(m->granting_voters_count, true);
	if (version == 1) {
		for (int32_t i = 0; i < m->granting_voters_count; i++) {
			size_t k = size_voter(&m->granting_voters[i], 1, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "granting_voters");
			n += k;
		}
	} else {
		for (int32_t i = 0; i < m->granting_voters_count; i++) {
			size_t k = size_voter(&m->granting_voters[i], version, at + n, e);
			if (k == KW__SIZE_ERROR)
				return kw__size_fail_index(e, i, "granting_voters");
			n += k;
		}
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

static size_t size_shallow_message(const struct kw_leader_change_message *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	n += 4;
	if (m->voters_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->voters_count, true);
	if (m->granting_voters_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->granting_voters_count, true);
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

static uint8_t *fill_message(const struct kw_leader_change_message *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i16(p, m->version);
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_array_len(p, m->voters_count, true);
	for (int32_t i = 0; i < m->voters_count; i++) {
		size_t k = size_voter(&m->voters[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_voter(&m->voters[i], version, p);
	}
	p = kw__put_array_len(p, m->granting_voters_count, true);
	for (int32_t i = 0; i < m->granting_voters_count; i++) {
		size_t k = size_voter(&m->granting_voters[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_voter(&m->granting_voters[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_leader_change_message_decode(struct kw_leader_change_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_leader_change_message_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "LeaderChangeMessage v%d", (int)version);
	return rc;
}

int kw_leader_change_message_encode(const struct kw_leader_change_message *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
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
	kw_error_set_context(w->err, "LeaderChangeMessage v%d", (int)version);
	return w->err->code;
}

size_t kw_leader_change_message_size(const struct kw_leader_change_message *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_leader_change_message_equal(const struct kw_leader_change_message *a, const struct kw_leader_change_message *b)
{
	return equal_message(a, b);
}
