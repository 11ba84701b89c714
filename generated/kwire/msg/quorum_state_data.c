/* generated from schemas/raft/QuorumStateData.json by kwire-gen, do not edit */
#include "kwire/msg/quorum_state_data.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_voter(struct kw_quorum_state_data_voter *s);
static inline __attribute__((always_inline)) int decode_voter(struct kw_quorum_state_data_voter *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_voter(const struct kw_quorum_state_data_voter *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_quorum_state_data_voter *m, int16_t version, uint8_t *p);
static bool equal_voter(const struct kw_quorum_state_data_voter *a, const struct kw_quorum_state_data_voter *b);
static void init_message(struct kw_quorum_state_data *s);
static int decode_message(struct kw_quorum_state_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_quorum_state_data *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_quorum_state_data *a, const struct kw_quorum_state_data *b);

static void init_voter(struct kw_quorum_state_data_voter *s)
{
	memset(s, 0, sizeof *s);
}

void kw_quorum_state_data_voter_init(struct kw_quorum_state_data_voter *s)
{
	init_voter(s);
}

static bool equal_voter(const struct kw_quorum_state_data_voter *a, const struct kw_quorum_state_data_voter *b)
{
	if (a->voter_id != b->voter_id)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_voter(const struct kw_quorum_state_data_voter *m)
{
	if (m->voter_id != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_voter(struct kw_quorum_state_data_voter *m, int16_t version, struct kw__cur *cin,
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

static inline __attribute__((always_inline)) size_t size_voter(const struct kw_quorum_state_data_voter *m, int16_t version, size_t at,
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

static inline __attribute__((always_inline)) uint8_t *put_voter(const struct kw_quorum_state_data_voter *m, int16_t version, uint8_t *p)
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

static void init_message(struct kw_quorum_state_data *m)
{
	memset(m, 0, sizeof *m);
	m->cluster_id = (struct kw_str){ "", 0 };
	m->leader_id = -1;
	m->leader_epoch = -1;
	m->voted_id = -1;
}

void kw_quorum_state_data_init(struct kw_quorum_state_data *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_quorum_state_data *a, const struct kw_quorum_state_data *b)
{
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->voted_id != b->voted_id)
		return false;
	if (!kw_uuid_equal(&a->voted_directory_id, &b->voted_directory_id))
		return false;
	if (a->applied_offset != b->applied_offset)
		return false;
	if (a->current_voters_count != b->current_voters_count)
		return false;
	for (int32_t i = 0; i < a->current_voters_count; i++) {
		if (!equal_voter(&a->current_voters[i], &b->current_voters[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_quorum_state_data *m)
{
	if (m->cluster_id.len != 0)
		return false;
	if (m->leader_id != -1)
		return false;
	if (m->leader_epoch != -1)
		return false;
	if (m->voted_id != -1)
		return false;
	if (!kw_uuid_is_zero(&m->voted_directory_id))
		return false;
	if (m->applied_offset != INT64_C(0))
		return false;
	if (m->current_voters_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_quorum_state_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (version <= 0) {
		if (!kw__rd_string(&in, &m->cluster_id, true, false))
			return kw__fail_field(in.r->err, "cluster_id");
	} else {
		m->cluster_id = (struct kw_str){ "", 0 };
	}
	if (kw__left(&in) >= 12) {
		const uint8_t *q = in.p;
		m->leader_id = (int32_t)kw__ld32(q + 0);
		m->leader_epoch = (int32_t)kw__ld32(q + 4);
		m->voted_id = (int32_t)kw__ld32(q + 8);
		in.p += 12;
	} else {
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
		if (!kw__rd_i32(&in, &m->voted_id))
			return kw__fail_field(in.r->err, "voted_id");
	}
	if (version >= 1) {
		if (!kw__rd_uuid(&in, &m->voted_directory_id))
			return kw__fail_field(in.r->err, "voted_directory_id");
	} else {
		m->voted_directory_id = (struct kw_uuid){ { 0 } };
	}
	if (version <= 0) {
		if (!kw__rd_i64(&in, &m->applied_offset))
			return kw__fail_field(in.r->err, "applied_offset");
	} else {
		m->applied_offset = 0;
	}
	if (version <= 0) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, true, 5))
				return kw__fail_field(in.r->err, "current_voters");
			m->current_voters_count = n;
			m->current_voters = NULL;
			if (n > 0) {
				m->current_voters = kw__alloc(a, (size_t)n * sizeof *m->current_voters);
				if (!m->current_voters)
					return kw__nomem(&in, "current_voters");
				struct kw__cur t = in;
				if (version == 1) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_voter(&m->current_voters[i], 1, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "current_voters");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_voter(&m->current_voters[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "current_voters");
					}
				}
				in = t;
			}
		}
	} else {
		m->current_voters = NULL;
		m->current_voters_count = 0;
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

static size_t size_message(const struct kw_quorum_state_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version <= 0) && m->cluster_id.len != 0)
		return kw__size_fail_nondefault(e, at + n, "cluster_id", version);
	if (version <= 0) {
		if (m->cluster_id.len < 0)
			return kw__size_fail_null(e, at + n, "cluster_id", version);
		if (m->cluster_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
		n += kw__size_string(m->cluster_id, true);
	}
	n += 4;
	n += 4;
	n += 4;
	if (!(version >= 1) && !kw_uuid_is_zero(&m->voted_directory_id))
		return kw__size_fail_nondefault(e, at + n, "voted_directory_id", version);
	if (version >= 1) {
		n += 16;
	}
	if (!(version <= 0) && m->applied_offset != INT64_C(0))
		return kw__size_fail_nondefault(e, at + n, "applied_offset", version);
	if (version <= 0) {
		n += 8;
	}
	if (!(version <= 0) && m->current_voters_count != 0)
		return kw__size_fail_nondefault(e, at + n, "current_voters", version);
	if (version <= 0) {
		if (m->current_voters_count < -1)
			return kw__size_fail_count(e, at + n, m->current_voters_count, "current_voters");
		n += kw__size_array_len(m->current_voters_count, true);
		if (version == 1) {
			for (int32_t i = 0; i < m->current_voters_count; i++) {
				size_t k = size_voter(&m->current_voters[i], 1, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "current_voters");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->current_voters_count; i++) {
				size_t k = size_voter(&m->current_voters[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "current_voters");
				n += k;
			}
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

static size_t size_shallow_message(const struct kw_quorum_state_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (!(version <= 0) && m->cluster_id.len != 0)
		return kw__size_fail_nondefault(e, at + n, "cluster_id", version);
	if (version <= 0) {
		if (m->cluster_id.len < 0)
			return kw__size_fail_null(e, at + n, "cluster_id", version);
		if (m->cluster_id.len > KW__STRING_MAX)
			return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
		n += kw__size_string(m->cluster_id, true);
	}
	n += 4;
	n += 4;
	n += 4;
	if (!(version >= 1) && !kw_uuid_is_zero(&m->voted_directory_id))
		return kw__size_fail_nondefault(e, at + n, "voted_directory_id", version);
	if (version >= 1) {
		n += 16;
	}
	if (!(version <= 0) && m->applied_offset != INT64_C(0))
		return kw__size_fail_nondefault(e, at + n, "applied_offset", version);
	if (version <= 0) {
		n += 8;
	}
	if (!(version <= 0) && m->current_voters_count != 0)
		return kw__size_fail_nondefault(e, at + n, "current_voters", version);
	if (version <= 0) {
		if (m->current_voters_count < -1)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->current_voters_count, true);
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

static uint8_t *fill_message(const struct kw_quorum_state_data *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	if (version <= 0) {
		p = kw__put_string(p, m->cluster_id, true);
	}
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_i32(p, m->voted_id);
	if (version >= 1) {
		p = kw__put_uuid(p, &m->voted_directory_id);
	}
	if (version <= 0) {
		p = kw__put_i64(p, m->applied_offset);
	}
	if (version <= 0) {
		p = kw__put_array_len(p, m->current_voters_count, true);
		for (int32_t i = 0; i < m->current_voters_count; i++) {
			size_t k = size_voter(&m->current_voters[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_voter(&m->current_voters[i], version, p);
		}
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_quorum_state_data_decode(struct kw_quorum_state_data *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_quorum_state_data_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "QuorumStateData v%d", (int)version);
	return rc;
}

int kw_quorum_state_data_encode(const struct kw_quorum_state_data *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "QuorumStateData v%d", (int)version);
	return w->err->code;
}

size_t kw_quorum_state_data_size(const struct kw_quorum_state_data *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_quorum_state_data_equal(const struct kw_quorum_state_data *a, const struct kw_quorum_state_data *b)
{
	return equal_message(a, b);
}
