/* generated from schemas/group-coordinator/ShareGroupMemberMetadataValue.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_member_metadata_value.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_share_group_member_metadata_value *s);
static int decode_message(struct kw_share_group_member_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_share_group_member_metadata_value *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_share_group_member_metadata_value *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_share_group_member_metadata_value *m, int16_t version);
static bool equal_message(const struct kw_share_group_member_metadata_value *a, const struct kw_share_group_member_metadata_value *b);

static void init_message(struct kw_share_group_member_metadata_value *m)
{
	memset(m, 0, sizeof *m);
	m->rack_id = (struct kw_str){ "", 0 };
	m->client_id = (struct kw_str){ "", 0 };
	m->client_host = (struct kw_str){ "", 0 };
}

void kw_share_group_member_metadata_value_init(struct kw_share_group_member_metadata_value *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_group_member_metadata_value *a, const struct kw_share_group_member_metadata_value *b)
{
	if (!kw_str_equal(a->rack_id, b->rack_id))
		return false;
	if (!kw_str_equal(a->client_id, b->client_id))
		return false;
	if (!kw_str_equal(a->client_host, b->client_host))
		return false;
	if (a->subscribed_topic_names_count != b->subscribed_topic_names_count)
		return false;
	for (int32_t i = 0; i < a->subscribed_topic_names_count; i++) {
		if (!kw_str_equal(a->subscribed_topic_names[i], b->subscribed_topic_names[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_group_member_metadata_value *m)
{
	if (m->rack_id.len != 0)
		return false;
	if (m->client_id.len != 0)
		return false;
	if (m->client_host.len != 0)
		return false;
	if (m->subscribed_topic_names_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_group_member_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->rack_id, true, true))
		return kw__fail_field(r->err, "rack_id");
	if (!kw__rd_string(r, &m->client_id, true, false))
		return kw__fail_field(r->err, "client_id");
	if (!kw__rd_string(r, &m->client_host, true, false))
		return kw__fail_field(r->err, "client_host");
	{
		int32_t n;
		if (!kw__rd_array_len(r, &n, true, false, 1))
			return kw__fail_field(r->err, "subscribed_topic_names");
		m->subscribed_topic_names_count = n;
		m->subscribed_topic_names = NULL;
		if (n > 0) {
			m->subscribed_topic_names = kw__alloc(a, (size_t)n * sizeof *m->subscribed_topic_names);
			if (!m->subscribed_topic_names)
				return kw__nomem(r, "subscribed_topic_names");
			for (int32_t i = 0; i < n; i++) {
				if (!kw__rd_string(r, &m->subscribed_topic_names[i], true, false))
					return kw__fail_index(r->err, i, "subscribed_topic_names");
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

static int encode_message(const struct kw_share_group_member_metadata_value *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (!kw__wr_string(w, m->rack_id, true))
		return kw__fail_field(w->err, "rack_id");
	if (m->client_id.len < 0)
		return kw__null_fail(w, "client_id", version);
	if (!kw__wr_string(w, m->client_id, true))
		return kw__fail_field(w->err, "client_id");
	if (m->client_host.len < 0)
		return kw__null_fail(w, "client_host", version);
	if (!kw__wr_string(w, m->client_host, true))
		return kw__fail_field(w->err, "client_host");
	if (m->subscribed_topic_names_count < 0)
		return kw__null_fail(w, "subscribed_topic_names", version);
	kw__wr_array_len(w, m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++) {
		if (m->subscribed_topic_names[i].len < 0) {
			kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
			return kw__fail_index(w->err, i, "subscribed_topic_names");
		}
		if (!kw__wr_string(w, m->subscribed_topic_names[i], true))
			return kw__fail_index(w->err, i, "subscribed_topic_names");
	}
	uint32_t ntags = m->unknown_tagged_fields.count;
	kw__wr_uvarint(w, ntags);
	if (m->unknown_tagged_fields.count)
		kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_share_group_member_metadata_value *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(p = kw__put_string(p, end, m->rack_id, true)))
		return NULL;
	if (m->client_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->client_id, true)))
		return NULL;
	if (m->client_host.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->client_host, true)))
		return NULL;
	if (m->subscribed_topic_names_count < 0)
		return NULL;
	if (!(p = kw__put_array_len(p, end, m->subscribed_topic_names_count, true)))
		return NULL;
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++) {
		if (m->subscribed_topic_names[i].len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->subscribed_topic_names[i], true)))
			return NULL;
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (!(p = kw__put_uvarint(p, end, 0)))
		return NULL;
	return p;
}

static size_t size_message(const struct kw_share_group_member_metadata_value *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->rack_id, true);
	n += kw__size_string(m->client_id, true);
	n += kw__size_string(m->client_host, true);
	n += kw__size_array_len(m->subscribed_topic_names_count, true);
	for (int32_t i = 0; i < m->subscribed_topic_names_count; i++)
		n += kw__size_string(m->subscribed_topic_names[i], true);
	uint32_t ntags = 0;
	if (m->unknown_tagged_fields.count)
		n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
	n += kw__size_uvarint(ntags);
	return n;
}

int kw_share_group_member_metadata_value_decode(struct kw_share_group_member_metadata_value *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_group_member_metadata_value_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareGroupMemberMetadataValue v%d", (int)version);
	return rc;
}

int kw_share_group_member_metadata_value_encode(const struct kw_share_group_member_metadata_value *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 0) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 0)", (int)version);
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
		kw_error_set_context(w->err, "ShareGroupMemberMetadataValue v%d", (int)version);
	return rc;
}

size_t kw_share_group_member_metadata_value_size(const struct kw_share_group_member_metadata_value *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_share_group_member_metadata_value_equal(const struct kw_share_group_member_metadata_value *a, const struct kw_share_group_member_metadata_value *b)
{
	return equal_message(a, b);
}
