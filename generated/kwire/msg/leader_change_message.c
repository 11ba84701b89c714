/* generated from schemas/clients/LeaderChangeMessage.json by kwire-gen, do not edit */
#include "kwire/msg/leader_change_message.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_voter(struct kw_leader_change_message_voter *s);
static int decode_voter(struct kw_leader_change_message_voter *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_voter(const struct kw_leader_change_message_voter *m, int16_t version, struct kw_writer *w);
static uint8_t *put_voter(const struct kw_leader_change_message_voter *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_voter(const struct kw_leader_change_message_voter *m, int16_t version);
static bool equal_voter(const struct kw_leader_change_message_voter *a, const struct kw_leader_change_message_voter *b);
static void init_message(struct kw_leader_change_message *s);
static int decode_message(struct kw_leader_change_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_leader_change_message *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_leader_change_message *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_leader_change_message *m, int16_t version);
static bool equal_message(const struct kw_leader_change_message *a, const struct kw_leader_change_message *b);

static void init_voter(struct kw_leader_change_message_voter *s)
{
	memset(s, 0, sizeof *s);
}

void kw_leader_change_message_voter_init(struct kw_leader_change_message_voter *s)
{
	init_voter(s);
}

static bool equal_voter(const struct kw_leader_change_message_voter *a, const struct kw_leader_change_message_voter *b)
{
	if (a->voter_id != b->voter_id)
		return false;
	if (!kw_uuid_equal(&a->voter_directory_id, &b->voter_directory_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_voter(const struct kw_leader_change_message_voter *m)
{
	if (m->voter_id != 0)
		return false;
	if (!kw_uuid_is_zero(&m->voter_directory_id))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_voter(struct kw_leader_change_message_voter *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_voter(m);
	if (!kw__rd_i32(r, &m->voter_id))
		return kw__fail_field(r->err, "voter_id");
	if (version >= 1) {
		if (!kw__rd_uuid(r, &m->voter_directory_id))
			return kw__fail_field(r->err, "voter_directory_id");
	}
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_voter(const struct kw_leader_change_message_voter *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i32(w, m->voter_id);
	if (!(version >= 1) && !kw_uuid_is_zero(&m->voter_directory_id))
		return kw__nondefault_fail(w, "voter_directory_id", version);
	if (version >= 1) {
		kw__wr_uuid(w, &m->voter_directory_id);
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_voter(const struct kw_leader_change_message_voter *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i32(p, end, m->voter_id)))
		return NULL;
	if (!(version >= 1) && !kw_uuid_is_zero(&m->voter_directory_id))
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_uuid(p, end, &m->voter_directory_id)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_voter(const struct kw_leader_change_message_voter *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 4;
	if (version >= 1) {
		n += 16;
	}
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

static void init_message(struct kw_leader_change_message *m)
{
	memset(m, 0, sizeof *m);
}

void kw_leader_change_message_init(struct kw_leader_change_message *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_leader_change_message *a, const struct kw_leader_change_message *b)
{
	if (a->version != b->version)
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->voters_count != b->voters_count)
		return false;
	for (int32_t i = 0; i < a->voters_count; i++) {
		if (!equal_voter(&a->voters[i], &b->voters[i]))
			return false;
	}
	if (a->granting_voters_count != b->granting_voters_count)
		return false;
	for (int32_t i = 0; i < a->granting_voters_count; i++) {
		if (!equal_voter(&a->granting_voters[i], &b->granting_voters[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_leader_change_message *m)
{
	if (m->version != 0)
		return false;
	if (m->leader_id != 0)
		return false;
	if (m->voters_count != 0)
		return false;
	if (m->granting_voters_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_leader_change_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_i16(r, &m->version))
		return kw__fail_field(r->err, "version");
	if (!kw__rd_i32(r, &m->leader_id))
		return kw__fail_field(r->err, "leader_id");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 5))
			return kw__fail_field(r->err, "voters");
		m->voters_count = n;
		m->voters = NULL;
		if (n > 0) {
			m->voters = kw__alloc(a, (size_t)n * sizeof *m->voters);
			if (!m->voters)
				return kw__nomem(r, "voters");
			for (int32_t i = 0; i < n; i++) {
				if (decode_voter(&m->voters[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "voters");
			}
		}
	}
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 5))
			return kw__fail_field(r->err, "granting_voters");
		m->granting_voters_count = n;
		m->granting_voters = NULL;
		if (n > 0) {
			m->granting_voters = kw__alloc(a, (size_t)n * sizeof *m->granting_voters);
			if (!m->granting_voters)
				return kw__nomem(r, "granting_voters");
			for (int32_t i = 0; i < n; i++) {
				if (decode_voter(&m->granting_voters[i], version, r, a) < 0)
					return kw__fail_index(r->err, i, "granting_voters");
			}
		}
	}
	if (r->pos < r->len && r->buf[r->pos] == 0) {
		r->pos++;
	} else {
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_leader_change_message *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	kw__wr_i16(w, m->version);
	kw__wr_i32(w, m->leader_id);
	if (m->voters_count < 0)
		return kw__null_fail(w, "voters", version);
	kw__wr_array_len(w, m->voters_count, true);
	for (int32_t i = 0; i < m->voters_count; i++) {
		if (encode_voter(&m->voters[i], version, w) < 0)
			return kw__fail_index(w->err, i, "voters");
	}
	if (m->granting_voters_count < 0)
		return kw__null_fail(w, "granting_voters", version);
	kw__wr_array_len(w, m->granting_voters_count, true);
	for (int32_t i = 0; i < m->granting_voters_count; i++) {
		if (encode_voter(&m->granting_voters[i], version, w) < 0)
			return kw__fail_index(w->err, i, "granting_voters");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_leader_change_message *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_i16(p, end, m->version)))
		return NULL;
	if (!(p = kw__put_i32(p, end, m->leader_id)))
		return NULL;
	if (m->voters_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->voters_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->voters_count; i++) {
		if (!(p = put_voter(&m->voters[i], version, p, end)))
			return NULL;
	}
	if (m->granting_voters_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->granting_voters_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->granting_voters_count; i++) {
		if (!(p = put_voter(&m->granting_voters[i], version, p, end)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_leader_change_message *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += 2;
	n += 4;
	n += kw__size_array_len(m->voters_count, true);
	for (int32_t i = 0; i < m->voters_count; i++)
		n += size_voter(&m->voters[i], version);
	n += kw__size_array_len(m->granting_voters_count, true);
	for (int32_t i = 0; i < m->granting_voters_count; i++)
		n += size_voter(&m->granting_voters[i], version);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_leader_change_message_decode(struct kw_leader_change_message *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_leader_change_message_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "LeaderChangeMessage v%d", (int)version);
	return rc;
}

int kw_leader_change_message_encode(const struct kw_leader_change_message *m, int16_t version, struct kw_writer *w)
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
		kw_error_set_context(w->err, "LeaderChangeMessage v%d", (int)version);
	return rc;
}

size_t kw_leader_change_message_size(const struct kw_leader_change_message *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_leader_change_message_equal(const struct kw_leader_change_message *a, const struct kw_leader_change_message *b)
{
	return equal_message(a, b);
}
