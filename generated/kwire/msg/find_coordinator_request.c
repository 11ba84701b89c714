/* generated from schemas/clients/FindCoordinatorRequest.json by kwire-gen, do not edit */
#include "kwire/msg/find_coordinator_request.h"
#include "kwire/msg/codec_inline.h"

#include <math.h>
#include <string.h>

static void init_message(struct kw_find_coordinator_request *s);
static int decode_message(struct kw_find_coordinator_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static int encode_message(const struct kw_find_coordinator_request *m, int16_t version, struct kw_writer *w);
static uint8_t *put_message(const struct kw_find_coordinator_request *m, int16_t version, uint8_t *p,
		const uint8_t *end);
static size_t size_message(const struct kw_find_coordinator_request *m, int16_t version);
static bool equal_message(const struct kw_find_coordinator_request *a, const struct kw_find_coordinator_request *b);

static void init_message(struct kw_find_coordinator_request *m)
{
	memset(m, 0, sizeof *m);
	m->key = (struct kw_str){ "", 0 };
	m->key_type = 0;
}

void kw_find_coordinator_request_init(struct kw_find_coordinator_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_find_coordinator_request *a, const struct kw_find_coordinator_request *b)
{
	if (!kw_str_equal(a->key, b->key))
		return false;
	if (a->key_type != b->key_type)
		return false;
	if (a->coordinator_keys_count != b->coordinator_keys_count)
		return false;
	for (int32_t i = 0; i < a->coordinator_keys_count; i++) {
		if (!kw_str_equal(a->coordinator_keys[i], b->coordinator_keys[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_find_coordinator_request *m)
{
	if (m->key.len != 0)
		return false;
	if (m->key_type != 0)
		return false;
	if (m->coordinator_keys_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_find_coordinator_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	(void)version;
	(void)a;
	init_message(m);
	if (version <= 3) {
		if (!kw__rd_string(r, &m->key, version >= 3, false))
			return kw__fail_field(r->err, "key");
	}
	if (version >= 1) {
		if (!kw__rd_i8(r, &m->key_type))
			return kw__fail_field(r->err, "key_type");
	}
	if (version >= 4) {
		{
			int32_t n;
			if (!kw__rd_array_len(r, &n, true, false, 1))
				return kw__fail_field(r->err, "coordinator_keys");
			m->coordinator_keys_count = n;
			m->coordinator_keys = NULL;
			if (n > 0) {
				m->coordinator_keys = kw__alloc(a, (size_t)n * sizeof *m->coordinator_keys);
				if (!m->coordinator_keys)
					return kw__nomem(r, "coordinator_keys");
				for (int32_t i = 0; i < n; i++) {
					if (!kw__rd_string(r, &m->coordinator_keys[i], true, false))
						return kw__fail_index(r->err, i, "coordinator_keys");
				}
			}
		}
	}
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

static int encode_message(const struct kw_find_coordinator_request *m, int16_t version, struct kw_writer *w)
{
	(void)version;
	if (!(version <= 3) && m->key.len != 0)
		return kw__nondefault_fail(w, "key", version);
	if (version <= 3) {
		if (m->key.len < 0)
			return kw__null_fail(w, "key", version);
		if (!kw__wr_string(w, m->key, version >= 3))
			return kw__fail_field(w->err, "key");
	}
	if (!(version >= 1) && m->key_type != 0)
		return kw__nondefault_fail(w, "key_type", version);
	if (version >= 1) {
		kw__wr_i8(w, m->key_type);
	}
	if (!(version >= 4) && m->coordinator_keys_count != 0)
		return kw__nondefault_fail(w, "coordinator_keys", version);
	if (version >= 4) {
		if (m->coordinator_keys_count < 0)
			return kw__null_fail(w, "coordinator_keys", version);
		kw__wr_array_len(w, m->coordinator_keys_count, true);
		for (int32_t i = 0; i < m->coordinator_keys_count; i++) {
			if (m->coordinator_keys[i].len < 0) {
				kw_writer_fail(w, KW_ERR_NULL_NOT_ALLOWED, "null element at version %d", (int)version);
				return kw__fail_index(w->err, i, "coordinator_keys");
			}
			if (!kw__wr_string(w, m->coordinator_keys[i], true))
				return kw__fail_index(w->err, i, "coordinator_keys");
		}
	}
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

__attribute__((unused)) static uint8_t *put_message(const struct kw_find_coordinator_request *m, int16_t version,
		uint8_t *p, const uint8_t *end)
{
	(void)version;
	if (!(version <= 3) && m->key.len != 0)
		return NULL;
	if (version <= 3) {
		if (m->key.len < 0)
			return NULL;
		if (!(p = kw__put_string(p, end, m->key, version >= 3)))
			return NULL;
	}
	if (!(version >= 1) && m->key_type != 0)
		return NULL;
	if (version >= 1) {
		if (!(p = kw__put_i8(p, end, m->key_type)))
			return NULL;
	}
	if (!(version >= 4) && m->coordinator_keys_count != 0)
		return NULL;
	if (version >= 4) {
		if (m->coordinator_keys_count < 0)
			return NULL;
		if (!(p = kw__put_array_len(p, end, m->coordinator_keys_count, true)))
			return NULL;
		for (int32_t i = 0; i < m->coordinator_keys_count; i++) {
			if (m->coordinator_keys[i].len < 0)
				return NULL;
			if (!(p = kw__put_string(p, end, m->coordinator_keys[i], true)))
				return NULL;
		}
	}
	if (m->unknown_tagged_fields.count)
		return NULL;
	if (version >= 3) {
		if (!(p = kw__put_uvarint(p, end, 0)))
			return NULL;
	}
	return p;
}

static size_t size_message(const struct kw_find_coordinator_request *m, int16_t version)
{
	size_t n = 0;
	(void)m;
	(void)version;
	if (version <= 3) {
		n += kw__size_string(m->key, version >= 3);
	}
	if (version >= 1) {
		n += 1;
	}
	if (version >= 4) {
		n += kw__size_array_len(m->coordinator_keys_count, true);
		for (int32_t i = 0; i < m->coordinator_keys_count; i++)
			n += kw__size_string(m->coordinator_keys[i], true);
	}
	if (version >= 3) {
		uint32_t ntags = 0;
		if (m->unknown_tagged_fields.count)
			n += kw_size_unknown_tags(&m->unknown_tagged_fields, 0, UINT32_MAX, &ntags);
		n += kw__size_uvarint(ntags);
	}
	return n;
}

int kw_find_coordinator_request_decode(struct kw_find_coordinator_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 6) {
		kw_find_coordinator_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 6)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "FindCoordinatorRequest v%d", (int)version);
	return rc;
}

int kw_find_coordinator_request_encode(const struct kw_find_coordinator_request *m, int16_t version, struct kw_writer *w)
{
	int rc;
	if (version < 0 || version > 6) {
		rc = kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 6)", (int)version);
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
		kw_error_set_context(w->err, "FindCoordinatorRequest v%d", (int)version);
	return rc;
}

size_t kw_find_coordinator_request_size(const struct kw_find_coordinator_request *m, int16_t version)
{
	return size_message(m, version);
}

bool kw_find_coordinator_request_equal(const struct kw_find_coordinator_request *a, const struct kw_find_coordinator_request *b)
{
	return equal_message(a, b);
}
