/* generated from schemas/group-coordinator/OffsetCommitKey.json by kwire-gen, do not edit */
#include "kwire/msg/offset_commit_key.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_offset_commit_key *s);
static int decode_message(struct kw_offset_commit_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_offset_commit_key *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_offset_commit_key *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_offset_commit_key *m, int16_t version);
static bool equal_message(const struct kw_offset_commit_key *a, const struct kw_offset_commit_key *b);

static void init_message(struct kw_offset_commit_key *m)
{
	memset(m, 0, sizeof *m);
	m->group = (struct kw_str){ "", 0 };
	m->topic = (struct kw_str){ "", 0 };
}

void kw_offset_commit_key_init(struct kw_offset_commit_key *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_offset_commit_key *a, const struct kw_offset_commit_key *b)
{
	if (!kw_str_equal(a->group, b->group))
		return false;
	if (!kw_str_equal(a->topic, b->topic))
		return false;
	if (a->partition != b->partition)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_offset_commit_key *m)
{
	if (m->group.len != 0)
		return false;
	if (m->topic.len != 0)
		return false;
	if (m->partition != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_offset_commit_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->group, false, false))
		return kw__fail_field(r->err, "group");
	if (!kw__rd_string(r, &m->topic, false, false))
		return kw__fail_field(r->err, "topic");
	if (!kw__rd_i32(r, &m->partition))
		return kw__fail_field(r->err, "partition");
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_offset_commit_key *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->group.len < 0)
		return kw__null_fail(w, "group", version);
	if (!kw__wr_string(w, m->group, false))
		return kw__fail_field(w->err, "group");
	if (m->topic.len < 0)
		return kw__null_fail(w, "topic", version);
	if (!kw__wr_string(w, m->topic, false))
		return kw__fail_field(w->err, "topic");
	kw__wr_i32(w, m->partition);
	if (m->unknown_tagged_fields.count)
		return kw__tags_not_flexible(w, version);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_offset_commit_key *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->group.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group, false)))
		return NULL;
	if (m->topic.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->topic, false)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->partition)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	return p;
}

static size_t size_message(const struct kw_offset_commit_key *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->group, false);
	n += kw__size_string(m->topic, false);
	n += 4;
	return n;
}

int kw_offset_commit_key_decode(struct kw_offset_commit_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_offset_commit_key_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "OffsetCommitKey v%d", (int)version);
	return rc;
}

int kw_offset_commit_key_encode(const struct kw_offset_commit_key *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 1) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
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
		kw_error_set_context(w->err, "OffsetCommitKey v%d", (int)version);
	return rc;
}

size_t kw_offset_commit_key_size(const struct kw_offset_commit_key *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_offset_commit_key_equal(const struct kw_offset_commit_key *a, const struct kw_offset_commit_key *b)
{
	return equal_message(a, b);
}
