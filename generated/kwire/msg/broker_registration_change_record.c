/* generated from schemas/metadata/BrokerRegistrationChangeRecord.json by kwire-gen, do not edit */
#include "kwire/msg/broker_registration_change_record.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_broker_registration_change_record *s);
static int decode_message(struct kw_broker_registration_change_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_broker_registration_change_record *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_broker_registration_change_record *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_broker_registration_change_record *m, int16_t version);
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
	(void)version;
	(void)m;
	(void)a;
	switch (tag) {
	case 0:
		if (!kw__rd_i8(sub, &m->fenced))
			return kw__fail_field(sub->err, "fenced");
		return 1;
	case 1:
		if (!(version >= 1))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_i8(sub, &m->in_controlled_shutdown))
			return kw__fail_field(sub->err, "in_controlled_shutdown");
		return 1;
	case 2:
		if (!(version >= 2))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		{
			int32_t n;
			if (!kw__rd_array_len(sub, &n, true, false, 16))
				return kw__fail_field(sub->err, "log_dirs");
			m->log_dirs_count = n;
			m->log_dirs = NULL;
			if (n > 0) {
				m->log_dirs = kw__alloc(a, (size_t)n * sizeof *m->log_dirs);
				if (!m->log_dirs)
					return kw__nomem(sub, "log_dirs");
				kw__rd_uuid_array(sub, m->log_dirs, n);
			}
		}
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_broker_registration_change_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i32(r, &m->broker_id))
		return kw__fail_field(r->err, "broker_id");
	if (!kw__rd_i64(r, &m->broker_epoch))
		return kw__fail_field(r->err, "broker_epoch");
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		struct tags_message_ctx c = { m, version, a };
		if (kw_reader_read_tagged_fields(r, a, tags_message, &c, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_broker_registration_change_record *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->broker_id);
	kw__wr_i64(w, m->broker_epoch);
	if (!(version >= 1) && m->in_controlled_shutdown != 0)
		return kw__nondefault_fail(w, "in_controlled_shutdown", version);
	if (!(version >= 2) && m->log_dirs_count != 0)
		return kw__nondefault_fail(w, "log_dirs", version);
	uint32_t ntags = m->unknown_tagged_fields.count;
	bool has_fenced = m->fenced != 0;
	ntags += has_fenced;
	bool has_in_controlled_shutdown = (version >= 1) && m->in_controlled_shutdown != 0;
	ntags += has_in_controlled_shutdown;
	bool has_log_dirs = (version >= 2) && m->log_dirs_count != 0;
	ntags += has_log_dirs;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, 0u);
	if (has_fenced) {
		size_t vsz = 0;
		vsz += 1;
		kw__wr_uvarint(w, 0u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		kw__wr_i8(w, m->fenced);
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 1u, 1u);
	if (has_in_controlled_shutdown) {
		size_t vsz = 0;
		vsz += 1;
		kw__wr_uvarint(w, 1u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		kw__wr_i8(w, m->in_controlled_shutdown);
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 2u, 2u);
	if (has_log_dirs) {
		size_t vsz = 0;
		vsz += kw__size_array_len(m->log_dirs_count, true);
		if (m->log_dirs_count > 0)
			vsz += (size_t)m->log_dirs_count * 16;
		kw__wr_uvarint(w, 2u);
		kw__wr_uvarint(w, (uint32_t)vsz);
		if (m->log_dirs_count < 0)
			return kw__null_fail(w, "log_dirs", version);
		kw__wr_array_len(w, m->log_dirs_count, true);
		if (m->log_dirs_count > 0)
			kw__wr_uuid_array(w, m->log_dirs, m->log_dirs_count);
	}
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 3u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_broker_registration_change_record *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->broker_id)))
		return NULL;
	if (!(p = kw__put_i64(p, end, m->broker_epoch)))
		return NULL;
	if (!(version >= 1) && m->in_controlled_shutdown != 0)
		return NULL;
	if (!(version >= 2) && m->log_dirs_count != 0)
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	uint32_t ntags = 0;
	bool has_fenced = m->fenced != 0;
	ntags += has_fenced;
	bool has_in_controlled_shutdown = (version >= 1) && m->in_controlled_shutdown != 0;
	ntags += has_in_controlled_shutdown;
	bool has_log_dirs = (version >= 2) && m->log_dirs_count != 0;
	ntags += has_log_dirs;
	if (!(p = kw__put_uvarint(p, end, ntags)))
		return NULL;
	if (has_fenced) {
		size_t vsz = 0;
		vsz += 1;
		if (!(p = kw__put_uvarint(p, end, 0u)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
			return NULL;
		if (!(p = kw__put_i8(p, end, m->fenced)))
			return NULL;
	}
	if (has_in_controlled_shutdown) {
		size_t vsz = 0;
		vsz += 1;
		if (!(p = kw__put_uvarint(p, end, 1u)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
			return NULL;
		if (!(p = kw__put_i8(p, end, m->in_controlled_shutdown)))
			return NULL;
	}
	if (has_log_dirs) {
		size_t vsz = 0;
		vsz += kw__size_array_len(m->log_dirs_count, true);
		if (m->log_dirs_count > 0)
			vsz += (size_t)m->log_dirs_count * 16;
		if (!(p = kw__put_uvarint(p, end, 2u)))
			return NULL;
		if (!(p = kw__put_uvarint(p, end, (uint32_t)vsz)))
			return NULL;
		if (m->log_dirs_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->log_dirs_count, true)))
			return NULL;
		if (m->log_dirs_count > 0 && !(p = kw__put_uuid_array(p, end, m->log_dirs, m->log_dirs_count)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_broker_registration_change_record *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	n += 8;
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	if (m->fenced != 0) {
		size_t vsz = 0;
		vsz += 1;
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if ((version >= 1) && m->in_controlled_shutdown != 0) {
		size_t vsz = 0;
		vsz += 1;
		n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if ((version >= 2) && m->log_dirs_count != 0) {
		size_t vsz = 0;
		vsz += kw__size_array_len(m->log_dirs_count, true);
		if (m->log_dirs_count > 0)
			vsz += (size_t)m->log_dirs_count * 16;
		n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
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
	int rc;
	if (version < 0 || version > 2) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
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
		kw_error_set_context(w->err, "BrokerRegistrationChangeRecord v%d", (int)version);
	return rc;
}

size_t kw_broker_registration_change_record_size(const struct kw_broker_registration_change_record *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_broker_registration_change_record_equal(const struct kw_broker_registration_change_record *a, const struct kw_broker_registration_change_record *b)
{
	return equal_message(a, b);
}
