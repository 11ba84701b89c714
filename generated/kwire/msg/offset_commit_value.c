/* generated from schemas/group-coordinator/OffsetCommitValue.json by kwire-gen, do not edit */
#include "kwire/msg/offset_commit_value.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_offset_commit_value *s);
static int decode_message(struct kw_offset_commit_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_offset_commit_value *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_offset_commit_value *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_offset_commit_value *m, int16_t version);
static bool equal_message(const struct kw_offset_commit_value *a, const struct kw_offset_commit_value *b);

static void init_message(struct kw_offset_commit_value *m)
{
	memset(m, 0, sizeof *m);
	m->leader_epoch = -1;
	m->metadata = (struct kw_str){ "", 0 };
	m->expire_timestamp = INT64_C(-1);
}

void kw_offset_commit_value_init(struct kw_offset_commit_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_offset_commit_value *a, const struct kw_offset_commit_value *b)
{
	if (a->offset != b->offset)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (!kw_str_equal(a->metadata, b->metadata))
		return false;
	if (a->commit_timestamp != b->commit_timestamp)
		return false;
	if (a->expire_timestamp != b->expire_timestamp)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_offset_commit_value *m)
{
	if (m->offset != INT64_C(0))
		return false;
	if (m->leader_epoch != -1)
		return false;
	if (m->metadata.len != 0)
		return false;
	if (m->commit_timestamp != INT64_C(0))
		return false;
	if (m->expire_timestamp != INT64_C(-1))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_offset_commit_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i64(r, &m->offset))
		return kw__fail_field(r->err, "offset");
	if (version >= 3) {
		if (!kw__rd_i32(r, &m->leader_epoch))
			return kw__fail_field(r->err, "leader_epoch");
	}
	if (!kw__rd_string(r, &m->metadata, version >= 4, false))
		return kw__fail_field(r->err, "metadata");
	if (!kw__rd_i64(r, &m->commit_timestamp))
		return kw__fail_field(r->err, "commit_timestamp");
	if (version == 1) {
		if (!kw__rd_i64(r, &m->expire_timestamp))
			return kw__fail_field(r->err, "expire_timestamp");
	}
	if (version >= 4) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_offset_commit_value *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i64(w, m->offset);
	if (version >= 3) {
		kw__wr_i32(w, m->leader_epoch);
	}
	if (m->metadata.len < 0)
		return kw__null_fail(w, "metadata", version);
	if (!kw__wr_string(w, m->metadata, version >= 4))
		return kw__fail_field(w->err, "metadata");
	kw__wr_i64(w, m->commit_timestamp);
	if (version == 1) {
		kw__wr_i64(w, m->expire_timestamp);
	}
	if (version >= 4) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_offset_commit_value *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i64(p, end, m->offset)))
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_i32(p, end, m->leader_epoch)))
			return NULL;
	}
	if (m->metadata.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->metadata, version >= 4)))
		return NULL;
	if (!(p = kw__put_i64(p, end, m->commit_timestamp)))
		return NULL;
	if (version == 1) {
		if (!(p = kw__put_i64(p, end, m->expire_timestamp)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 4) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_offset_commit_value *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 8;
	if (version >= 3) {
		n += 4;
	}
	n += kw__size_string(m->metadata, version >= 4);
	n += 8;
	if (version == 1) {
		n += 8;
	}
	if (version >= 4) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_offset_commit_value_decode(struct kw_offset_commit_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 4) {
		kw_offset_commit_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "OffsetCommitValue v%d", (int)version);
	return rc;
}

int kw_offset_commit_value_encode(const struct kw_offset_commit_value *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 4) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 4)", (int)version);
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
		kw_error_set_context(w->err, "OffsetCommitValue v%d", (int)version);
	return rc;
}

size_t kw_offset_commit_value_size(const struct kw_offset_commit_value *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_offset_commit_value_equal(const struct kw_offset_commit_value *a, const struct kw_offset_commit_value *b)
{
	return equal_message(a, b);
}
