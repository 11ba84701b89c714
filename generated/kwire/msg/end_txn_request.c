/* generated from schemas/clients/EndTxnRequest.json by kwire-gen, do not edit */
#include "kwire/msg/end_txn_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_end_txn_request *s);
static int decode_message(struct kw_end_txn_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_end_txn_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_end_txn_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_end_txn_request *m, int16_t version);
static bool equal_message(const struct kw_end_txn_request *a, const struct kw_end_txn_request *b);

static void init_message(struct kw_end_txn_request *m)
{
	memset(m, 0, sizeof *m);
	m->transactional_id = (struct kw_str){ "", 0 };
}

void kw_end_txn_request_init(struct kw_end_txn_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_end_txn_request *a, const struct kw_end_txn_request *b)
{
	if (!kw_str_equal(a->transactional_id, b->transactional_id))
		return false;
	if (a->producer_id != b->producer_id)
		return false;
	if (a->producer_epoch != b->producer_epoch)
		return false;
	if (a->committed != b->committed)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_end_txn_request *m)
{
	if (m->transactional_id.len != 0)
		return false;
	if (m->producer_id != INT64_C(0))
		return false;
	if (m->producer_epoch != 0)
		return false;
	if (m->committed != false)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_end_txn_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (!kw__rd_string(r, &m->transactional_id, version >= 3, false))
		return kw__fail_field(r->err, "transactional_id");
	if (!kw__rd_i64(r, &m->producer_id))
		return kw__fail_field(r->err, "producer_id");
	if (!kw__rd_i16(r, &m->producer_epoch))
		return kw__fail_field(r->err, "producer_epoch");
	if (!kw__rd_bool(r, &m->committed))
		return kw__fail_field(r->err, "committed");
	if (version >= 3) {
		if (r->pos < r->len && r->buf[r->pos] == 0) {
			r->pos++;
		} else {
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
		}
	}
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static int encode_message(const struct kw_end_txn_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (m->transactional_id.len < 0)
		return kw__null_fail(w, "transactional_id", version);
	if (!kw__wr_string(w, m->transactional_id, version >= 3))
		return kw__fail_field(w->err, "transactional_id");
	kw__wr_i64(w, m->producer_id);
	kw__wr_i16(w, m->producer_epoch);
	kw__wr_bool(w, m->committed);
	if (version >= 3) {
		uint32_t ntags = m->unknown_tagged_fields.count;
		kw__wr_uvarint(w, ntags);
		if (m->unknown_tagged_fields.count)
			kw_writer_write_unknown_tags(w, &m->unknown_tagged_fields, 0u, UINT32_MAX);
	} else if (m->unknown_tagged_fields.count) {
		return kw__tags_not_flexible(w, version);
	}
	return kw_writer_ok(w) ? 0 : w->err->code;
}

__attribute__((unused)) static uint8_t *put_message(const struct kw_end_txn_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (m->transactional_id.len < 0)
		return NULL;
	if (!(p = kw__put_string(p, end, m->transactional_id, version >= 3)))
		return NULL;
	if (!(p = kw__put_i64(p, end, m->producer_id)))
		return NULL;
	if (!(p = kw__put_i16(p, end, m->producer_epoch)))
		return NULL;
	if (!(p = kw__put_bool(p, end, m->committed)))
		return NULL;
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_end_txn_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	n += kw__size_string(m->transactional_id, version >= 3);
	n += 8;
	n += 2;
	n += 1;
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_end_txn_request_decode(struct kw_end_txn_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 5) {
		kw_end_txn_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "EndTxnRequest v%d", (int)version);
	return rc;
}

int kw_end_txn_request_encode(const struct kw_end_txn_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 5) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 5)", (int)version);
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
		kw_error_set_context(w->err, "EndTxnRequest v%d", (int)version);
	return rc;
}

size_t kw_end_txn_request_size(const struct kw_end_txn_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_end_txn_request_equal(const struct kw_end_txn_request *a, const struct kw_end_txn_request *b)
{
	return equal_message(a, b);
}
