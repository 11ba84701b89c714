/* generated from schemas/share-coordinator/ShareUpdateKey.json by kwire-gen, do not edit */
#include "kwire/msg/share_update_key.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_share_update_key *s);
static int decode_message(struct kw_share_update_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_share_update_key *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_share_update_key *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_share_update_key *m, int16_t version);
static bool equal_message(const struct kw_share_update_key *a, const struct kw_share_update_key *b);

static void init_message(struct kw_share_update_key *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
}

void kw_share_update_key_init(struct kw_share_update_key *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_update_key *a, const struct kw_share_update_key *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->partition != b->partition)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_update_key *m)
{
	if (m->group_id.len != 0)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->partition != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_update_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->group_id, false, false))
		return kw__fail_field(r->err, "group_id");
	if (!kw__rd_uuid(r, &m->topic_id))
		return kw__fail_field(r->err, "topic_id");
	if (!kw__rd_i32(r, &m->partition))
		return kw__fail_field(r->err, "partition");
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_share_update_key *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->group_id.len < 0)
		return kw__null_fail(w, "group_id", version);
	if (!kw__wr_string(w, m->group_id, false))
		return kw__fail_field(w->err, "group_id");
	kw__wr_uuid(w, &m->topic_id);
	kw__wr_i32(w, m->partition);
	if (m->unknown_tagged_fields.count)
		return kw__tags_not_flexible(w, version);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_share_update_key *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->group_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_id, false)))
		return NULL;
	if (!(p = kw__put_uuid(p, end, &m->topic_id)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->partition)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	return p;
}

static size_t size_message(const struct kw_share_update_key *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->group_id, false);
	n += 16;
	n += 4;
	return n;
}

int kw_share_update_key_decode(struct kw_share_update_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 1 || version > 1) {
		kw_share_update_key_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 1 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareUpdateKey v%d", (int)version);
	return rc;
}

int kw_share_update_key_encode(const struct kw_share_update_key *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 1 || version > 1) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 1 to 1)", (int)version);
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
		kw_error_set_context(w->err, "ShareUpdateKey v%d", (int)version);
	return rc;
}

size_t kw_share_update_key_size(const struct kw_share_update_key *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_share_update_key_equal(const struct kw_share_update_key *a, const struct kw_share_update_key *b)
{
	return equal_message(a, b);
}
