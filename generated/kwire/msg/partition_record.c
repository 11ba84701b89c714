/* generated from schemas/metadata/PartitionRecord.json by kwire-gen, do not edit */
#include "kwire/msg/partition_record.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_message(struct kw_partition_record *s);
static int decode_message(struct kw_partition_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_partition_record *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_message(const struct kw_partition_record *m, int16_t version, uint8_t *p);
static bool equal_message(const struct kw_partition_record *a, const struct kw_partition_record *b);

static void init_message(struct kw_partition_record *m)
{
	memset(m, 0, sizeof *m);
	m->partition_id = -1;
	m->leader = -1;
	m->leader_recovery_state = 0;
	m->leader_epoch = -1;
	m->partition_epoch = -1;
	m->eligible_leader_replicas_count = -1;
	m->last_known_elr_count = -1;
}

void kw_partition_record_init(struct kw_partition_record *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_partition_record *a, const struct kw_partition_record *b)
{
	if (a->partition_id != b->partition_id)
		return false;
	if (!kw_uuid_equal(&a->topic_id, &b->topic_id))
		return false;
	if (a->replicas_count != b->replicas_count)
		return false;
	for (int32_t i = 0; i < a->replicas_count; i++) {
		if (a->replicas[i] != b->replicas[i])
			return false;
	}
	if (a->isr_count != b->isr_count)
		return false;
	for (int32_t i = 0; i < a->isr_count; i++) {
		if (a->isr[i] != b->isr[i])
			return false;
	}
	if (a->removing_replicas_count != b->removing_replicas_count)
		return false;
	for (int32_t i = 0; i < a->removing_replicas_count; i++) {
		if (a->removing_replicas[i] != b->removing_replicas[i])
			return false;
	}
	if (a->adding_replicas_count != b->adding_replicas_count)
		return false;
	for (int32_t i = 0; i < a->adding_replicas_count; i++) {
		if (a->adding_replicas[i] != b->adding_replicas[i])
			return false;
	}
	if (a->leader != b->leader)
		return false;
	if (a->leader_recovery_state != b->leader_recovery_state)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->partition_epoch != b->partition_epoch)
		return false;
	if (a->directories_count != b->directories_count)
		return false;
	for (int32_t i = 0; i < a->directories_count; i++) {
		if (!kw_uuid_equal(&a->directories[i], &b->directories[i]))
			return false;
	}
	if (a->eligible_leader_replicas_count != b->eligible_leader_replicas_count)
		return false;
	for (int32_t i = 0; i < a->eligible_leader_replicas_count; i++) {
		if (a->eligible_leader_replicas[i] != b->eligible_leader_replicas[i])
			return false;
	}
	if (a->last_known_elr_count != b->last_known_elr_count)
		return false;
	for (int32_t i = 0; i < a->last_known_elr_count; i++) {
		if (a->last_known_elr[i] != b->last_known_elr[i])
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_partition_record *m)
{
	if (m->partition_id != -1)
		return false;
	if (!kw_uuid_is_zero(&m->topic_id))
		return false;
	if (m->replicas_count != 0)
		return false;
	if (m->isr_count != 0)
		return false;
	if (m->removing_replicas_count != 0)
		return false;
	if (m->adding_replicas_count != 0)
		return false;
	if (m->leader != -1)
		return false;
	if (m->leader_recovery_state != 0)
		return false;
	if (m->leader_epoch != -1)
		return false;
	if (m->partition_epoch != -1)
		return false;
	if (m->directories_count != 0)
		return false;
	if (m->eligible_leader_replicas_count >= 0)
		return false;
	if (m->last_known_elr_count >= 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

struct tags_message_ctx {
	struct kw_partition_record *m;
	int16_t version;
	struct kw_arena *a;
};

static int tags_message(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	struct tags_message_ctx *c = ctx;
	struct kw_partition_record *m = c->m;
	int16_t version = c->version;
	struct kw_arena *a = c->a;
	struct kw__cur in = kw__cur_open(sub);
	(void)version;
	(void)m;
	(void)a;
	(void)in;
	switch (tag) {
	case 0:
		if (!kw__rd_i8(&in, &m->leader_recovery_state))
			return kw__fail_field(in.r->err, "leader_recovery_state");
		return 1;
	case 1:
		if (!(version >= 2))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_i32_array(&in, a, &m->eligible_leader_replicas, &m->eligible_leader_replicas_count, true, true))
			return kw__fail_field(in.r->err, "eligible_leader_replicas");
		return 1;
	case 2:
		if (!(version >= 2))
			return kw_reader_fail(sub, KW_ERR_INVALID_TAG, "tag %u is not valid for version %d", tag, (int)version);
		if (!kw__rd_i32_array(&in, a, &m->last_known_elr, &m->last_known_elr_count, true, true))
			return kw__fail_field(in.r->err, "last_known_elr");
		return 1;
	default:
		return 0;
	}
}

static int decode_message(struct kw_partition_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (kw__left(&in) >= 20) {
		const uint8_t *q = in.p;
		m->partition_id = (int32_t)kw__ld32(q + 0);
		memcpy(m->topic_id.bytes, q + 4, 16);
		in.p += 20;
	} else {
		if (!kw__rd_i32(&in, &m->partition_id))
			return kw__fail_field(in.r->err, "partition_id");
		if (!kw__rd_uuid(&in, &m->topic_id))
			return kw__fail_field(in.r->err, "topic_id");
	}
	if (!kw__rd_i32_array(&in, a, &m->replicas, &m->replicas_count, true, false))
		return kw__fail_field(in.r->err, "replicas");
	if (!kw__rd_i32_array(&in, a, &m->isr, &m->isr_count, true, false))
		return kw__fail_field(in.r->err, "isr");
	if (!kw__rd_i32_array(&in, a, &m->removing_replicas, &m->removing_replicas_count, true, false))
		return kw__fail_field(in.r->err, "removing_replicas");
	if (!kw__rd_i32_array(&in, a, &m->adding_replicas, &m->adding_replicas_count, true, false))
		return kw__fail_field(in.r->err, "adding_replicas");
	if (!kw__rd_i32(&in, &m->leader))
		return kw__fail_field(in.r->err, "leader");
	m->leader_recovery_state = 0;
	if (kw__left(&in) >= 8) {
		const uint8_t *q = in.p;
		m->leader_epoch = (int32_t)kw__ld32(q + 0);
		m->partition_epoch = (int32_t)kw__ld32(q + 4);
		in.p += 8;
	} else {
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
		if (!kw__rd_i32(&in, &m->partition_epoch))
			return kw__fail_field(in.r->err, "partition_epoch");
	}
	if (version >= 1) {
		if (!kw__rd_uuid_array(&in, a, &m->directories, &m->directories_count, true, false))
			return kw__fail_field(in.r->err, "directories");
	} else {
		m->directories = NULL;
		m->directories_count = 0;
	}
	m->eligible_leader_replicas = NULL;
	m->eligible_leader_replicas_count = -1;
	m->last_known_elr = NULL;
	m->last_known_elr_count = -1;
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

static size_t size_message(const struct kw_partition_record *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 16;
	if (KW__LIKELY((true) && (uint32_t)m->replicas_count < 127u)) {
		n += 1 + (size_t)m->replicas_count * 4;
	} else {
		if (m->replicas_count < 0)
			return kw__size_fail_null(e, at + n, "replicas", version);
		n += kw__size_array_len(m->replicas_count, true) + (size_t)m->replicas_count * 4;
	}
	if (KW__LIKELY((true) && (uint32_t)m->isr_count < 127u)) {
		n += 1 + (size_t)m->isr_count * 4;
	} else {
		if (m->isr_count < 0)
			return kw__size_fail_null(e, at + n, "isr", version);
		n += kw__size_array_len(m->isr_count, true) + (size_t)m->isr_count * 4;
	}
	if (KW__LIKELY((true) && (uint32_t)m->removing_replicas_count < 127u)) {
		n += 1 + (size_t)m->removing_replicas_count * 4;
	} else {
		if (m->removing_replicas_count < 0)
			return kw__size_fail_null(e, at + n, "removing_replicas", version);
		n += kw__size_array_len(m->removing_replicas_count, true) + (size_t)m->removing_replicas_count * 4;
	}
	if (KW__LIKELY((true) && (uint32_t)m->adding_replicas_count < 127u)) {
		n += 1 + (size_t)m->adding_replicas_count * 4;
	} else {
		if (m->adding_replicas_count < 0)
			return kw__size_fail_null(e, at + n, "adding_replicas", version);
		n += kw__size_array_len(m->adding_replicas_count, true) + (size_t)m->adding_replicas_count * 4;
	}
	n += 4;
	n += 4;
	n += 4;
	if (!(version >= 1) && m->directories_count != 0)
		return kw__size_fail_nondefault(e, at + n, "directories", version);
	if (version >= 1) {
		if (KW__LIKELY((true) && (uint32_t)m->directories_count < 127u)) {
			n += 1 + (size_t)m->directories_count * 16;
		} else {
			if (m->directories_count < 0)
				return kw__size_fail_null(e, at + n, "directories", version);
			n += kw__size_array_len(m->directories_count, true) + (size_t)m->directories_count * 16;
		}
	}
	if (!(version >= 2) && m->eligible_leader_replicas_count >= 0)
		return kw__size_fail_nondefault(e, at + n, "eligible_leader_replicas", version);
	if (!(version >= 2) && m->last_known_elr_count >= 0)
		return kw__size_fail_nondefault(e, at + n, "last_known_elr", version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count) {
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u;
	}
	bool has_leader_recovery_state = m->leader_recovery_state != 0;
	bool has_eligible_leader_replicas = (version >= 2) && m->eligible_leader_replicas_count >= 0;
	bool has_last_known_elr = (version >= 2) && m->last_known_elr_count >= 0;
	if (has_leader_recovery_state) {
		size_t vsz = 0;
		vsz += 1;
		n += kw__size_uvarint(0u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if (has_eligible_leader_replicas) {
		size_t vsz = 0;
		if (m->eligible_leader_replicas_count < -1)
			return kw__size_fail_count(e, at + n + vsz, m->eligible_leader_replicas_count, "eligible_leader_replicas");
		vsz += kw__size_array_len(m->eligible_leader_replicas_count, true);
		if (m->eligible_leader_replicas_count > 0)
			vsz += (size_t)m->eligible_leader_replicas_count * 4;
		n += kw__size_uvarint(1u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	if (has_last_known_elr) {
		size_t vsz = 0;
		if (m->last_known_elr_count < -1)
			return kw__size_fail_count(e, at + n + vsz, m->last_known_elr_count, "last_known_elr");
		vsz += kw__size_array_len(m->last_known_elr_count, true);
		if (m->last_known_elr_count > 0)
			vsz += (size_t)m->last_known_elr_count * 4;
		n += kw__size_uvarint(2u) + kw__size_uvarint((uint32_t)vsz) + vsz;
		ntags++;
	}
	n += kw__size_uvarint(ntags);
	return n;
}

static uint8_t *put_message(const struct kw_partition_record *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition_id);
	p = kw__put_uuid(p, &m->topic_id);
	p = kw__put_array_len(p, m->replicas_count, true);
	if (m->replicas_count > 0)
		p = kw__put_i32_array(p, m->replicas, m->replicas_count);
	p = kw__put_array_len(p, m->isr_count, true);
	if (m->isr_count > 0)
		p = kw__put_i32_array(p, m->isr, m->isr_count);
	p = kw__put_array_len(p, m->removing_replicas_count, true);
	if (m->removing_replicas_count > 0)
		p = kw__put_i32_array(p, m->removing_replicas, m->removing_replicas_count);
	p = kw__put_array_len(p, m->adding_replicas_count, true);
	if (m->adding_replicas_count > 0)
		p = kw__put_i32_array(p, m->adding_replicas, m->adding_replicas_count);
	p = kw__put_i32(p, m->leader);
	p = kw__put_i32(p, m->leader_epoch);
	p = kw__put_i32(p, m->partition_epoch);
	if (version >= 1) {
		p = kw__put_array_len(p, m->directories_count, true);
		if (m->directories_count > 0)
			p = kw__put_uuid_array(p, m->directories, m->directories_count);
	}
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	bool has_leader_recovery_state = m->leader_recovery_state != 0;
	bool has_eligible_leader_replicas = (version >= 2) && m->eligible_leader_replicas_count >= 0;
	bool has_last_known_elr = (version >= 2) && m->last_known_elr_count >= 0;
	uint32_t ntags = u->count;
	ntags += has_leader_recovery_state;
	ntags += has_eligible_leader_replicas;
	ntags += has_last_known_elr;
	p = kw__put_uvarint(p, ntags);
	if (has_leader_recovery_state) {
		size_t vsz = 0;
		vsz += 1;
		p = kw__put_uvarint(p, 0u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_i8(p, m->leader_recovery_state);
	}
	if (has_eligible_leader_replicas) {
		size_t vsz = 0;
		vsz += kw__size_array_len(m->eligible_leader_replicas_count, true);
		if (m->eligible_leader_replicas_count > 0)
			vsz += (size_t)m->eligible_leader_replicas_count * 4;
		p = kw__put_uvarint(p, 1u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_array_len(p, m->eligible_leader_replicas_count, true);
		if (m->eligible_leader_replicas_count > 0)
			p = kw__put_i32_array(p, m->eligible_leader_replicas, m->eligible_leader_replicas_count);
	}
	if (has_last_known_elr) {
		size_t vsz = 0;
		vsz += kw__size_array_len(m->last_known_elr_count, true);
		if (m->last_known_elr_count > 0)
			vsz += (size_t)m->last_known_elr_count * 4;
		p = kw__put_uvarint(p, 2u);
		p = kw__put_uvarint(p, (uint32_t)vsz);
		p = kw__put_array_len(p, m->last_known_elr_count, true);
		if (m->last_known_elr_count > 0)
			p = kw__put_i32_array(p, m->last_known_elr, m->last_known_elr_count);
	}
	if (u->count)
		p = kw__put_unknown_tags(p, u, 3u, UINT32_MAX);
	return p;
}

int kw_partition_record_decode(struct kw_partition_record *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_partition_record_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "PartitionRecord v%d", (int)version);
	return rc;
}

int kw_partition_record_encode(const struct kw_partition_record *m, int16_t version, struct kw_writer *w)
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
	kw_error_set_context(w->err, "PartitionRecord v%d", (int)version);
	return w->err->code;
}

size_t kw_partition_record_size(const struct kw_partition_record *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_partition_record_equal(const struct kw_partition_record *a, const struct kw_partition_record *b)
{
	return equal_message(a, b);
}
