/* generated from schemas/group-coordinator/ConsumerGroupCurrentMemberAssignmentValue.json by kwire-gen, do not edit */
#include "kwire/msg/consumer_group_current_member_assignment_value.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_topic_partitions(struct kw_consumer_group_current_member_assignment_value_topic_partitions *s);
static int decode_topic_partitions(struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version, uint8_t *p);
static bool equal_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *a, const struct kw_consumer_group_current_member_assignment_value_topic_partitions *b);
static void init_message(struct kw_consumer_group_current_member_assignment_value *s);
static int decode_message(struct kw_consumer_group_current_member_assignment_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_consumer_group_current_member_assignment_value *a, const struct kw_consumer_group_current_member_assignment_value *b);

static void init_topic_partitions(struct kw_consumer_group_current_member_assignment_value_topic_partitions *s)
{
	memset(s, 0, sizeof *s);
}

void kw_consumer_group_current_member_assignment_value_topic_partitions_init(struct kw_consumer_group_current_member_assignment_value_topic_partitions *s)
{
	init_topic_partitions(s);
}

static bool equal_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *a, const struct kw_consumer_group_current_member_assignment_value_topic_partitions *b)
{
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (a->partitions[i] != b->partitions[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *m)
{
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_partitions(struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_uuid(&in, &m->topic_id))
		return kw__fail_field(in.r->err, "topic_id");
	if (!kw__rd_i32_array(&in, a, &m->partitions, &m->partitions_count, true, false))
		return kw__fail_field(in.r->err, "partitions");
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

static inline __attribute__((always_inline)) size_t size_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 16;
	if (KW__LIKELY((true) && (uint32_t)m->partitions_count < 127u)) {
		n += 1 + (size_t)m->partitions_count * 4;
	} else {
		if (m->partitions_count < 0)
			return kw__size_fail_null(e, at + n, "partitions", version);
		n += kw__size_array_len(m->partitions_count, true) + (size_t)m->partitions_count * 4;
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

static inline __attribute__((always_inline)) uint8_t *put_topic_partitions(const struct kw_consumer_group_current_member_assignment_value_topic_partitions *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_uuid(p, &m->topic_id);
	p = kw__put_array_len(p, m->partitions_count, true);
	if (m->partitions_count > 0)
		p = kw__put_i32_array(p, m->partitions, m->partitions_count);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_consumer_group_current_member_assignment_value *m)
{
	memset(m, 0, sizeof *m);
}

void kw_consumer_group_current_member_assignment_value_init(struct kw_consumer_group_current_member_assignment_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_consumer_group_current_member_assignment_value *a, const struct kw_consumer_group_current_member_assignment_value *b)
{
	if (a->member_epoch != b->member_epoch)
		return false;
	if (a->previous_member_epoch != b->previous_member_epoch)
		return false;
	if (a->state != b->state)
		return false;
	if (a->assigned_partitions_count != b->assigned_partitions_count)
		return false;
	for (int32_t i = 0; i < a->assigned_partitions_count; i++) {
		if (!equal_topic_partitions(&a->assigned_partitions[i], &b->assigned_partitions[i]))
			return false;
	}
	if (a->partitions_pending_revocation_count != b->partitions_pending_revocation_count)
		return false;
	for (int32_t i = 0; i < a->partitions_pending_revocation_count; i++) {
		if (!equal_topic_partitions(&a->partitions_pending_revocation[i], &b->partitions_pending_revocation[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_consumer_group_current_member_assignment_value *m)
{
	if (m->member_epoch != 0)
		return false;
	if (m->previous_member_epoch != 0)
		return false;
	if (m->state != 0)
		return false;
	if (m->assigned_partitions_count != 0)
		return false;
	if (m->partitions_pending_revocation_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_consumer_group_current_member_assignment_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 9) {
		const uint8_t *q = in.p;
		m->member_epoch = (int32_t)kw__ld32(q + 0);
		m->previous_member_epoch = (int32_t)kw__ld32(q + 4);
		m->state = (int8_t)q[8];
		in.p += 9;
	} else {
		if (!kw__rd_i32(&in, &m->member_epoch))
			return kw__fail_field(in.r->err, "member_epoch");
		if (!kw__rd_i32(&in, &m->previous_member_epoch))
			return kw__fail_field(in.r->err, "previous_member_epoch");
		if (!kw__rd_i8(&in, &m->state))
			return kw__fail_field(in.r->err, "state");
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 18))
			return kw__fail_field(in.r->err, "assigned_partitions");
		m->assigned_partitions_count = n;
		m->assigned_partitions = NULL;
		if (n > 0) {
			m->assigned_partitions = kw__alloc(a, (size_t)n * sizeof *m->assigned_partitions);
			if (!m->assigned_partitions)
				return kw__nomem(&in, "assigned_partitions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_partitions(&m->assigned_partitions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "assigned_partitions");
			}
			in = t;
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, true, false, 18))
			return kw__fail_field(in.r->err, "partitions_pending_revocation");
		m->partitions_pending_revocation_count = n;
		m->partitions_pending_revocation = NULL;
		if (n > 0) {
			m->partitions_pending_revocation = kw__alloc(a, (size_t)n * sizeof *m->partitions_pending_revocation);
			if (!m->partitions_pending_revocation)
				return kw__nomem(&in, "partitions_pending_revocation");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_partitions(&m->partitions_pending_revocation[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "partitions_pending_revocation");
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

static size_t size_message(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	n += 1;
	if (m->assigned_partitions_count < 0)
		return kw__size_fail_null(e, at + n, "assigned_partitions", version);
	n += kw__size_array_len(m->assigned_partitions_count, true);
	for (int32_t i = 0; i < m->assigned_partitions_count; i++) {
		size_t k = size_topic_partitions(&m->assigned_partitions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "assigned_partitions");
		n += k;
	}
	if (m->partitions_pending_revocation_count < 0)
		return kw__size_fail_null(e, at + n, "partitions_pending_revocation", version);
	n += kw__size_array_len(m->partitions_pending_revocation_count, true);
	for (int32_t i = 0; i < m->partitions_pending_revocation_count; i++) {
		size_t k = size_topic_partitions(&m->partitions_pending_revocation[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "partitions_pending_revocation");
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

static size_t size_shallow_message(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	n += 1;
	if (m->assigned_partitions_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->assigned_partitions_count, true);
	if (m->partitions_pending_revocation_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->partitions_pending_revocation_count, true);
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

static uint8_t *fill_message(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_i32(p, m->member_epoch);
	p = kw__put_i32(p, m->previous_member_epoch);
	p = kw__put_i8(p, m->state);
	p = kw__put_array_len(p, m->assigned_partitions_count, true);
	for (int32_t i = 0; i < m->assigned_partitions_count; i++) {
		size_t k = size_topic_partitions(&m->assigned_partitions[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_partitions(&m->assigned_partitions[i], version, p);
	}
	p = kw__put_array_len(p, m->partitions_pending_revocation_count, true);
	for (int32_t i = 0; i < m->partitions_pending_revocation_count; i++) {
		size_t k = size_topic_partitions(&m->partitions_pending_revocation[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_partitions(&m->partitions_pending_revocation[i], version, p);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

int kw_consumer_group_current_member_assignment_value_decode(struct kw_consumer_group_current_member_assignment_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_consumer_group_current_member_assignment_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ConsumerGroupCurrentMemberAssignmentValue v%d", (int)version);
	return rc;
}

int kw_consumer_group_current_member_assignment_value_encode(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "ConsumerGroupCurrentMemberAssignmentValue v%d", (int)version);
	return w->err->code;
}

size_t kw_consumer_group_current_member_assignment_value_size(const struct kw_consumer_group_current_member_assignment_value *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_consumer_group_current_member_assignment_value_equal(const struct kw_consumer_group_current_member_assignment_value *a, const struct kw_consumer_group_current_member_assignment_value *b)
{
	return equal_message(a, b);
}
