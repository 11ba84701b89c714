/* generated from schemas/group-coordinator/OffsetCommitValue.json by kwire-gen, do not edit */
#include "kwire/msg/offset_commit_value.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_offset_commit_value *s);
static int decode_message(struct kw_offset_commit_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_offset_commit_value *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_offset_commit_value *m, int16_t version, uint8_t *p);
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
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_i64(&in, &m->offset))
		return kw__fail_field(in.r->err, "offset");
	if (version >= 3) {
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
	} else {
		m->leader_epoch = -1;
	}
	if (!kw__rd_string(&in, &m->metadata, version >= 4, false))
		return kw__fail_field(in.r->err, "metadata");
	if (!kw__rd_i64(&in, &m->commit_timestamp))
		return kw__fail_field(in.r->err, "commit_timestamp");
	if (version == 1) {
		if (!kw__rd_i64(&in, &m->expire_timestamp))
			return kw__fail_field(in.r->err, "expire_timestamp");
	} else {
		m->expire_timestamp = INT64_C(-1);
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 4) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_offset_commit_value *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 8;
	if (version >= 3) {
		n += 4;
	}
	if (m->metadata.len < 0)
		return kw__size_fail_null(e, at + n, "metadata", version);
	if (m->metadata.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->metadata.len, "metadata");
	n += kw__size_string(m->metadata, version >= 4);
	n += 8;
	if (version == 1) {
		n += 8;
	}
	if (version >= 4) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *put_message(const struct kw_offset_commit_value *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i64(p, m->offset);
	if (version >= 3) {
		p = kw__put_i32(p, m->leader_epoch);
	}
	p = kw__put_string(p, m->metadata, version >= 4);
	p = kw__put_i64(p, m->commit_timestamp);
	if (version == 1) {
		p = kw__put_i64(p, m->expire_timestamp);
	}
	if (version >= 4) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
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
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 4) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 4)", (int)version);
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
	kw_error_set_context(w->err, "OffsetCommitValue v%d", (int)version);
	return w->err->code;
}

size_t kw_offset_commit_value_size(const struct kw_offset_commit_value *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_offset_commit_value_equal(const struct kw_offset_commit_value *a, const struct kw_offset_commit_value *b)
{
	return equal_message(a, b);
}
