/* generated from schemas/metadata/BrokerRegistrationChangeRecord.json by kwire-gen, do not edit */
#include "kwire/msg/broker_registration_change_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_broker_registration_change_record *s);
static int decode_message(struct kw_broker_registration_change_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_broker_registration_change_record *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_broker_registration_change_record *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_broker_registration_change_record *a, const struct kw_broker_registration_change_record *b);

static void init_message(struct kw_broker_registration_change_record *m)
{
	memset(m, 0, sizeof *m);
}

void kw_broker_registration_change_record_init(struct kw_broker_registration_change_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_broker_registration_change_record *a, const struct kw_broker_registration_change_record *b)
{
	if (a->broker_id != b->broker_id)
		return false;
	if (a->broker_epoch != b->broker_epoch)
		return false;
	if (a->fenced != b->fenced)
		return false;
	if (a->in_controlled_shutdown != b->in_controlled_shutdown)
		return false;
	if (a->log_dirs_count != b->log_dirs_count)
		return false;
	for (int32_t i = 0; i < a->log_dirs_count; i++) {
		if (!kw_uuid_equal(&a->log_dirs[i], &b->log_dirs[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_broker_registration_change_record *m)
{
	if (m->broker_id != 0)
		return false;
	if (m->broker_epoch != INT64_C(0))
		return false;
	if (m->fenced != 0)
		return false;
	if (m->in_controlled_shutdown != 0)
		return false;
	if (m->log_dirs_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_broker_registration_change_record *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_broker_registration_change_record *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!kw__rd_i8(&in, &m->fenced))
			return kw__fail_field(in.r->err, "fenced");
		return 1;
	case 1:
		if (!(version >= 1))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_i8(&in, &m->in_controlled_shutdown))
			return kw__fail_field(in.r->err, "in_controlled_shutdown");
		return 1;
	case 2:
		if (!(version >= 2))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_uuid_array(&in, a, &m->log_dirs, &m->log_dirs_count, true, false))
			return kw__fail_field(in.r->err, "log_dirs");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_broker_registration_change_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 12) {
		const uint8_t *q = in.p;
		m->broker_id = (int32_t)kw__ld32(q + 0);
		m->broker_epoch = (int64_t)kw__ld64(q + 4);
		in.p += 12;
	} else {
		if (!kw__rd_i32(&in, &m->broker_id))
			return kw__fail_field(in.r->err, "broker_id");
		if (!kw__rd_i64(&in, &m->broker_epoch))
			return kw__fail_field(in.r->err, "broker_epoch");
	}
	m->fenced = 0;
	m->in_controlled_shutdown = 0;
	m->log_dirs = NULL;
	m->log_dirs_count = 0;
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

static size_t size_message(const struct kw_broker_registration_change_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 8;
	if (!(version >= 1) && m->in_controlled_shutdown != 0)
		return kw__size_fail_nondefault(e, at + n, "in_controlled_shutdown", version);
	if (!(version >= 2) && m->log_dirs_count != 0)
		return kw__size_fail_nondefault(e, at + n, "log_dirs", version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_fenced = m->fenced != 0;
	bool has_in_controlled_shutdown = (version >= 1) && m->in_controlled_shutdown != 0;
	bool has_log_dirs = (version >= 2) && m->log_dirs_count != 0;
	if (has_fenced) {
		size_t vsz = 0;
		vsz += 1;
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if (has_in_controlled_shutdown) {
		size_t vsz = 0;
		vsz += 1;
		n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if (has_log_dirs) {
		size_t vsz = 0;
		if (KW__LIKELY((true) && (uint32_t)m->log_dirs_count < 127u)) {
			vsz += 1 + (size_t)m->log_dirs_count * 16;
		} else {
			if (m->log_dirs_count < 0)
				return kw__size_fail_null(e, at + n + vsz, "log_dirs", version);
			vsz += kw__size_array_len(m->log_dirs_count, true) + (size_t)m->log_dirs_count * 16;
		}
		n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static uint8_t *put_message(const struct kw_broker_registration_change_record *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->broker_id);
	p = kw__put_i64(p, m->broker_epoch);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	bool has_fenced = m->fenced != 0;
	bool has_in_controlled_shutdown = (version >= 1) && m->in_controlled_shutdown != 0;
	bool has_log_dirs = (version >= 2) && m->log_dirs_count != 0;
	uint32_t ntags = u->count;
	ntags += has_fenced;
	ntags += has_in_controlled_shutdown;
	ntags += has_log_dirs;
	p = kw__put_uvarint(p, ntags);
	if (has_fenced) {
		size_t vsz = 0;
		vsz += 1;
		p = kw__put_uvarint(p, 0u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_i8(p, m->fenced);
	}
	if (has_in_controlled_shutdown) {
		size_t vsz = 0;
		vsz += 1;
		p = kw__put_uvarint(p, 1u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_i8(p, m->in_controlled_shutdown);
	}
	if (has_log_dirs) {
		size_t vsz = 0;
		vsz += kw__size_array_len(m->log_dirs_count, true);
		if (m->log_dirs_count > 0)
			vsz += (size_t)m->log_dirs_count * 16;
		p = kw__put_uvarint(p, 2u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_array_len(p, m->log_dirs_count, true);
		if (m->log_dirs_count > 0)
			p = kw__put_uuid_array(p, m->log_dirs, m->log_dirs_count);
	}
	if (u->count)
		p = kw__put_unknown_tags(p, u, 3u, UINT32_MAX);
	return p;
}

int kw_broker_registration_change_record_decode(struct kw_broker_registration_change_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_broker_registration_change_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "BrokerRegistrationChangeRecord v%d", (int)version);
	return rc;
}

int kw_broker_registration_change_record_encode(const struct kw_broker_registration_change_record *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 2) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 2)", (int)version);
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
	kw_error_set_context(w->err, "BrokerRegistrationChangeRecord v%d", (int)version);
	return w->err->code;
}

size_t kw_broker_registration_change_record_size(const struct kw_broker_registration_change_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_broker_registration_change_record_equal(const struct kw_broker_registration_change_record *a, const struct kw_broker_registration_change_record *b)
{
	return equal_message(a, b);
}
