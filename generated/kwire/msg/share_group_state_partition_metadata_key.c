/* generated from schemas/group-coordinator/ShareGroupStatePartitionMetadataKey.json by kwire-gen, do not edit */
#include "kwire/msg/share_group_state_partition_metadata_key.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_share_group_state_partition_metadata_key *s);
static int decode_message(struct kw_share_group_state_partition_metadata_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_share_group_state_partition_metadata_key *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_share_group_state_partition_metadata_key *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_share_group_state_partition_metadata_key *m, int16_t version);
static bool equal_message(const struct kw_share_group_state_partition_metadata_key *a, const struct kw_share_group_state_partition_metadata_key *b);

static void init_message(struct kw_share_group_state_partition_metadata_key *m)
{
	memset(m, 0, sizeof *m);
	m->group_id = (struct kw_str){ "", 0 };
}

void kw_share_group_state_partition_metadata_key_init(struct kw_share_group_state_partition_metadata_key *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_share_group_state_partition_metadata_key *a, const struct kw_share_group_state_partition_metadata_key *b)
{
	if (!kw_str_equal(a->group_id, b->group_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_share_group_state_partition_metadata_key *m)
{
	if (m->group_id.len != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_share_group_state_partition_metadata_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->group_id, false, false))
		return kw__fail_field(r->err, "group_id");
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_share_group_state_partition_metadata_key *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->group_id.len < 0)
		return kw__null_fail(w, "group_id", version);
	if (!kw__wr_string(w, m->group_id, false))
		return kw__fail_field(w->err, "group_id");
	if (m->unknown_tagged_fields.count)
		return kw__tags_not_flexible(w, version);
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_share_group_state_partition_metadata_key *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->group_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->group_id, false)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	return p;
}

static size_t size_message(const struct kw_share_group_state_partition_metadata_key *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->group_id, false);
	return n;
}

int kw_share_group_state_partition_metadata_key_decode(struct kw_share_group_state_partition_metadata_key *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 15 || version > 15) {
		kw_share_group_state_partition_metadata_key_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 15 to 15)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "ShareGroupStatePartitionMetadataKey v%d", (int)version);
	return rc;
}

int kw_share_group_state_partition_metadata_key_encode(const struct kw_share_group_state_partition_metadata_key *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 15 || version > 15) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 15 to 15)", (int)version);
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
		kw_error_set_context(w->err, "ShareGroupStatePartitionMetadataKey v%d", (int)version);
	return rc;
}

size_t kw_share_group_state_partition_metadata_key_size(const struct kw_share_group_state_partition_metadata_key *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_share_group_state_partition_metadata_key_equal(const struct kw_share_group_state_partition_metadata_key *a, const struct kw_share_group_state_partition_metadata_key *b)
{
	return equal_message(a, b);
}
