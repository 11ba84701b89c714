/*
 * legacy.c — Kafka's legacy message sets, magic 0 and 1 (before
 * RecordBatch v2), and the CRC-32 (IEEE 802.3) that guards them. Layout in
 * kwire/records.h.
 *
 * A message is checked in this order before any field inside it is read:
 * message_size against the minimum and the bytes there, the magic byte,
 * then the CRC-32 of everything from the magic byte to the end.
 */
#include "kwire/records.h"
#include "records_internal.h"

#include <inttypes.h>
#include <string.h>

/* Reflected polynomial of CRC-32 (IEEE 802.3, zlib, PNG). */
#define IEEE_POLY 0xEDB88320u

static uint32_t ieee_table[256];

__attribute__((constructor)) static void ieee_init(void)
{
	if (ieee_table[1] != 0)
		return;
	for (uint32_t b = 0; b < 256; b++) {
		uint32_t c = b;
		for (int k = 0; k < 8; k++)
			c = (c & 1) ? (c >> 1) ^ IEEE_POLY : c >> 1;
		ieee_table[b] = c;
	}
}

uint32_t kw_crc32_ieee(uint32_t crc, const void *data, size_t n)
{
	if (ieee_table[1] == 0) /* only before the load-time initialiser */
		ieee_init();
	const uint8_t *p = data;
	uint32_t s = ~crc;
	while (n--)
		s = (s >> 8) ^ ieee_table[(s ^ *p++) & 0xFF];
	return ~s;
}

/* message_size minimum: crc, magic, attributes, two lengths (+ timestamp). */
#define MIN_SIZE_V0 14
#define MIN_SIZE_V1 22

void kw_legacy_iter_init(struct kw_legacy_iter *it, const void *buf, size_t len,
			 unsigned flags)
{
	it->buf = buf;
	it->len = len;
	it->pos = 0;
	it->base = 0;
	it->flags = flags;
	it->partial_tail = 0;
}

/* Reads an int32-length byte string inside [*p, end). */
static int take_bytes(const uint8_t **p, const uint8_t *end, struct kw_bytes *out)
{
	if (end - *p < 4)
		return KW_ERR_TRUNCATED;
	int32_t n = (int32_t)kw__be32(*p);
	*p += 4;
	if (n == -1) {
		*out = KW_BYTES_NULL;
		return 0;
	}
	if (n < 0)
		return KW_ERR_NEGATIVE_LENGTH;
	if ((size_t)n > (size_t)(end - *p))
		return KW_ERR_LENGTH_PAST_END;
	out->ptr = *p;
	out->len = n;
	*p += n;
	return 0;
}

int kw_legacy_iter_next(struct kw_legacy_iter *it, struct kw_legacy_message *msg,
			struct kw_error *err)
{
	size_t left = it->len - it->pos;
	if (left == 0)
		return 0;
	const uint8_t *p = it->buf + it->pos;
	size_t pos = it->base + it->pos;
	bool tail_ok = (it->flags & KW_RECORDS_PARTIAL_TAIL_OK) != 0;
	if (left < KW_LEGACY_LOG_OVERHEAD) {
		if (tail_ok)
			goto partial;
		return kw_error_set(err, KW_ERR_TRUNCATED, pos,
				    "message at byte %zu: %zu bytes, the size needs 12",
				    pos, left);
	}
	int64_t offset = (int64_t)kw__be64(p);
	int32_t size = (int32_t)kw__be32(p + 8);
	if (size < MIN_SIZE_V0)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, pos,
				    "message (offset %" PRId64
				    ") at byte %zu: message_size %" PRId32
				    " is below the minimum %d",
				    offset, pos, size, MIN_SIZE_V0);
	size_t total = KW_LEGACY_LOG_OVERHEAD + (size_t)size;
	if (total > left) {
		if (tail_ok)
			goto partial;
		return kw_error_set(err, KW_ERR_TRUNCATED, pos,
				    "message (offset %" PRId64
				    ") at byte %zu: message_size %" PRId32
				    " needs %zu bytes, %zu available",
				    offset, pos, size, total, left);
	}
	int8_t magic = (int8_t)p[16];
	if (magic != 0 && magic != 1)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, pos,
				    "message (offset %" PRId64
				    ") at byte %zu: magic %d, expected 0 or 1",
				    offset, pos, magic);
	if (magic == 1 && size < MIN_SIZE_V1)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, pos,
				    "message (offset %" PRId64
				    ") at byte %zu: message_size %" PRId32
				    " is below the minimum %d for magic 1",
				    offset, pos, size, MIN_SIZE_V1);
	uint32_t stored = kw__be32(p + 12);
	uint32_t crc = kw_crc32_ieee(0, p + 16, total - 16);
	if (crc != stored)
		return kw_error_set(err, KW_ERR_CORRUPT, pos,
				    "message (offset %" PRId64
				    ") at byte %zu: CRC-32 mismatch: "
				    "stored 0x%08" PRIx32 ", computed 0x%08" PRIx32,
				    offset, pos, stored, crc);
	const uint8_t *q = p + 18;
	const uint8_t *end = p + total;
	msg->timestamp = -1;
	if (magic == 1) {
		msg->timestamp = (int64_t)kw__be64(q);
		q += 8;
	}
	int rc = take_bytes(&q, end, &msg->key);
	const char *what = "key";
	if (rc == 0) {
		rc = take_bytes(&q, end, &msg->value);
		what = "value";
	}
	if (rc == 0 && q != end) {
		rc = KW_ERR_TRAILING_BYTES;
		what = "fields";
	}
	if (rc != 0)
		return kw_error_set(err, rc, pos + (size_t)(q - p),
				    "message (offset %" PRId64 ") at byte %zu: %s: %s",
				    offset, pos, what, kw_strerror(rc));
	msg->offset = offset;
	msg->message_size = size;
	msg->crc = stored;
	msg->magic = magic;
	msg->attributes = (int8_t)p[17];
	msg->data = p;
	msg->size = total;
	msg->pos = pos;
	it->pos += total;
	return 1;

partial:
	it->partial_tail = left;
	it->pos = it->len;
	return 0;
}

size_t kw_legacy_message_size(int8_t magic, struct kw_bytes key, struct kw_bytes value)
{
	size_t n = KW_LEGACY_LOG_OVERHEAD + (magic == 1 ? MIN_SIZE_V1 : MIN_SIZE_V0);
	n += key.len > 0 ? (size_t)key.len : 0;
	n += value.len > 0 ? (size_t)value.len : 0;
	return n;
}

int kw_legacy_message_write(struct kw_writer *w, int8_t magic, int64_t offset,
			    int8_t attributes, int64_t timestamp, struct kw_bytes key,
			    struct kw_bytes value)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (magic != 0 && magic != 1)
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
				      "legacy magic %d, expected 0 or 1", magic);
	size_t total = kw_legacy_message_size(magic, key, value);
	if (total - KW_LEGACY_LOG_OVERHEAD > INT32_MAX)
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT, "message of %zu bytes",
				      total);
	uint8_t *p = kw_writer_reserve(w, total);
	if (p == NULL)
		return w->err->code;
	kw__put_be64(p, (uint64_t)offset);
	kw__put_be32(p + 8, (uint32_t)(total - KW_LEGACY_LOG_OVERHEAD));
	p[16] = (uint8_t)magic;
	p[17] = (uint8_t)attributes;
	uint8_t *q = p + 18;
	if (magic == 1) {
		kw__put_be64(q, (uint64_t)timestamp);
		q += 8;
	}
	const struct kw_bytes *parts[2] = {&key, &value};
	for (int i = 0; i < 2; i++) {
		kw__put_be32(q, (uint32_t)(parts[i]->len < 0 ? -1 : parts[i]->len));
		q += 4;
		if (parts[i]->len > 0) {
			memcpy(q, parts[i]->ptr, (size_t)parts[i]->len);
			q += parts[i]->len;
		}
	}
	kw__put_be32(p + 12, kw_crc32_ieee(0, p + 16, total - 16));
	return 0;
}
