/* generated from schemas/kwire/VoterAssignmentRecord.json by kwire-gen, do not edit */
#include "kwire/msg/voter_assignment_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_voter(struct kw_voter_assignment_record_voter *s);
static int decode_voter(struct kw_voter_assignment_record_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_voter(const struct kw_voter_assignment_record_voter *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_voter_assignment_record_voter *m, int16_t version, uint8_t *p);
static bool equal_voter(const struct kw_voter_assignment_record_voter *a, const struct kw_voter_assignment_record_voter *b);
static void init_message(struct kw_voter_assignment_record *s);
static int decode_message(struct kw_voter_assignment_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_voter_assignment_record *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_voter_assignment_record *a, const struct kw_voter_assignment_record *b);

static void init_voter(struct kw_voter_assignment_record_voter *s)
{
	memset(s, 0, sizeof *s);
}

void kw_voter_assignment_record_voter_init(struct kw_voter_assignment_record_voter *s)
{
	init_voter(s);
}

static bool equal_voter(const struct kw_voter_assignment_record_voter *a, const struct kw_voter_assignment_record_voter *b)
{
	if (a->voter_id != b->voter_id)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_voter(const struct kw_voter_assignment_record_voter *m)
{
	if (m->voter_id != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_voter(struct kw_voter_assignment_record_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_i32(&in, &m->voter_id))
		return kw__fail_field(in.r->err, "voter_id");
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

static inline __attribute__((always_inline)) size_t size_voter(const struct kw_voter_assignment_record_voter *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
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

static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_voter_assignment_record_voter *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->voter_id);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_voter_assignment_record *m)
{
	memset(m, 0, sizeof *m);
	m->target_voters_count = -1;
}

void kw_voter_assignment_record_init(struct kw_voter_assignment_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_voter_assignment_record *a, const struct kw_voter_assignment_record *b)
{
	if (a->version != b->version)
		return false;
	if (a->current_voters_count != b->current_voters_count)
		return false;
	for (int32_t i = 0; i < a->current_voters_count; i++) {
		if (!equal_voter(&a->current_voters[i], &b->current_voters[i]))
			return false;
	}
	if (a->target_voters_count != b->target_voters_count)
		return false;
	for (int32_t i = 0; i < a->target_voters_count; i++) {
		if (!equal_voter(&a->target_voters[i], &b->target_voters[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_voter_assignment_record *m)
{
	if (m->version != 0)
		return false;
	if (m->current_voters_count != 0)
		return false;
	if (m->target_voters_count >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_voter_assignment_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i16(&in, &m->version))
		return kw__fail_field(in.r->err, "version");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 5))
			return kw__fail_field(in.r->err, "current_voters");
		m->current_voters_count = n;
		m->current_voters = NULL;
		if (n > 0) {
			m->current_voters = kw__alloc(a, (size_t)n * sizeof *m->current_voters);
			if (!m->current_voters)
				return kw__nomem(&in, "current_voters");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_voter(&m->current_voters[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "current_voters");
			}
			in = t;
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, true, 5))
			return kw__fail_field(in.r->err, "target_voters");
		m->target_voters_count = n;
		m->target_voters = NULL;
		if (n > 0) {
			m->target_voters = kw__alloc(a, (size_t)n * sizeof *m->target_voters);
			if (!m->target_voters)
				return kw__nomem(&in, "target_voters");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_voter(&m->target_voters[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "target_voters");
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

static size_t size_message(const struct kw_voter_assignment_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->current_voters_count < 0)
		return kw__size_fail_null(e, at + n, "current_voters", version);
	n += kw__size_array_len(m->current_voters_count, true);
	for (int32_t i = 0; i < m->current_voters_count; i++) {
		size_t k = size_voter(&m->current_voters[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "current_voters");
		n += k;
	}
	if (m->target_voters_count < -1)
		return kw__size_fail_count(e, at + n, m->target_voters_count, "target_voters");
	n += kw__size_array_len(m->target_voters_count, true);
	for (int32_t i = 0; i < m->target_voters_count; i++) {
		size_t k = size_voter(&m->target_voters[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "target_voters");
		n += k;
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

static size_t size_shallow_message(const struct kw_voter_assignment_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 2;
	if (m->current_voters_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->current_voters_count, true);
	if (m->target_voters_count < -1)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->target_voters_count, true);
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

static uint8_t *fill_message(const struct kw_voter_assignment_record *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i16(p, m->version);
	p = kw__put_array_len(p, m->current_voters_count, true);
	for (int32_t i = 0; i < m->current_voters_count; i++) {
		size_t k = size_voter(&m->current_voters[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_voter(&m->current_voters[i], version, p);
	}
	p = kw__put_array_len(p, m->target_voters_count, true);
	for (int32_t i = 0; i < m->target_voters_count; i++) {
		size_t k = size_voter(&m->target_voters[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_voter(&m->target_voters[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_voter_assignment_record_decode(struct kw_voter_assignment_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_voter_assignment_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "VoterAssignmentRecord v%d", (int)version);
	return rc;
}

int kw_voter_assignment_record_encode(const struct kw_voter_assignment_record *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 0) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 0)", (int)version);
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
	kw_error_set_context(w->err, "VoterAssignmentRecord v%d", (int)version);
	return w->err->code;
}

size_t kw_voter_assignment_record_size(const struct kw_voter_assignment_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_voter_assignment_record_equal(const struct kw_voter_assignment_record *a, const struct kw_voter_assignment_record *b)
{
	return equal_message(a, b);
}
