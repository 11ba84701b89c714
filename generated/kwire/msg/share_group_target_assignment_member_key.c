/* generated from schemas/group-coordinator/ShareGroupTargetAssignmentMemberKey.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_target_assignment_member_key.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_share_group_target_assignment_member_key *s);
static int decode_message(struct kw_share_group_target_assignment_member_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_share_group_target_assignment_member_key *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_share_group_target_assignment_member_key *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_share_group_target_assignment_member_key *a, const struct kw_share_group_target_assignment_member_key *b);

static void init_message(struct kw_share_group_target_assignment_member_key *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
	m->member_id = (struct kw_str){ "", 0 };
}

void kw_share_group_target_assignment_member_key_init(struct kw_share_group_target_assignment_member_key *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_group_target_assignment_member_key *a, const struct kw_share_group_target_assignment_member_key *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_str_equal(a->member_id, b->member_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_group_target_assignment_member_key *m)
{
	if (m->group_id.len != 0)
		return false;
	if (m->member_id.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_group_target_assignment_member_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->group_id, false, false))
		return kw__fail_field(in.r->err, "group_id");
	if (!kw__rd_string(&in, &m->member_id, false, false))
		return kw__fail_field(in.r->err, "member_id");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_share_group_target_assignment_member_key *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->group_id.len < 0)
		return kw__size_fail_null(e, at + n, "group_id", version);
	if (m->group_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->group_id.len, "group_id");
	n += kw__size_string(m->group_id, false);
	if (m->member_id.len < 0)
		return kw__size_fail_null(e, at + n, "member_id", version);
	if (m->member_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->member_id.len, "member_id");
	n += kw__size_string(m->member_id, false);
	if (m->unknown_tagged_fields.count)
		return kw__size_fail_tags(e, at + n, version);
	return n;
}

static uint8_t *put_message(const struct kw_share_group_target_assignment_member_key *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->group_id, false);
	p = kw__put_string(p, m->member_id, false);
	return p;
}

int kw_share_group_target_assignment_member_key_decode(struct kw_share_group_target_assignment_member_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 13 || version > 13) {
		kw_share_group_target_assignment_member_key_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 13 to 13)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareGroupTargetAssignmentMemberKey v%d", (int)version);
	return rc;
}

int kw_share_group_target_assignment_member_key_encode(const struct kw_share_group_target_assignment_member_key *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 13 || version > 13) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 13 to 13)", (int)version);
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
	kw_error_set_context(w->err, "ShareGroupTargetAssignmentMemberKey v%d", (int)version);
	return w->err->code;
}

size_t kw_share_group_target_assignment_member_key_size(const struct kw_share_group_target_assignment_member_key *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_share_group_target_assignment_member_key_equal(const struct kw_share_group_target_assignment_member_key *a, const struct kw_share_group_target_assignment_member_key *b)
{
	return equal_message(a, b);
}
