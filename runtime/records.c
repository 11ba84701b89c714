/*
 * records.c — RecordBatch v2 headers: parsing, verification (length and
 * CRC-32C), and in-place edits of a finished batch (see kwire/records.h for
 * the byte layout).
 *
 * Every error names the batch by its base offset (when at least the first 8
 * bytes are there) and its byte position in the input, e.g.
 *
 *   record batch (base offset 42) at byte 1130: CRC-32C mismatch: stored
 *   0x1c2d3e4f, computed 0x5a6b7c8d
 */
#include "kwire/crc32c.h"
#include "kwire/records.h"
#include "records_internal.h"

#include <inttypes.h>

/* Where the fields of the 61-byte header live. */
enum {
	OFF_BASE_OFFSET = 0,
	OFF_BATCH_LENGTH = 8,
	OFF_LEADER_EPOCH = 12,
	OFF_MAGIC = 16,
	OFF_CRC = 17,
	OFF_ATTRIBUTES = 21,
	OFF_LAST_OFFSET_DELTA = 23,
	OFF_BASE_TIMESTAMP = 27,
	OFF_MAX_TIMESTAMP = 35,
	OFF_PRODUCER_ID = 43,
	OFF_PRODUCER_EPOCH = 51,
	OFF_BASE_SEQUENCE = 53,
	OFF_RECORDS_COUNT = 57,
};

/* batch_length counts everything after itself: at least the header's rest. */
#define MIN_BATCH_LENGTH (KW_RECORD_BATCH_HEADER_SIZE - KW_RECORD_BATCH_OVERHEAD)

int kw__record_batch_header_parse_at(const uint8_t *p, size_t len, size_t pos,
				     struct kw_record_batch_header *h,
				     struct kw_error *err)
{
	if (len < 8)
		return kw_error_set(err, KW_ERR_TRUNCATED, pos,
				    "record batch at byte %zu: header needs %d bytes, "
				    "%zu available",
				    pos, KW_RECORD_BATCH_HEADER_SIZE, len);
	int64_t base = (int64_t)kw__be64(p + OFF_BASE_OFFSET);
	/* The magic byte decides what the rest is, so it is checked first. */
	if (len > OFF_MAGIC && (int8_t)p[OFF_MAGIC] != 2)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, pos,
				    "record batch (base offset %" PRId64
				    ") at byte %zu: magic %d, expected 2",
				    base, pos, (int8_t)p[OFF_MAGIC]);
	if (len < KW_RECORD_BATCH_HEADER_SIZE)
		return kw_error_set(err, KW_ERR_TRUNCATED, pos,
				    "record batch (base offset %" PRId64
				    ") at byte %zu: header needs %d bytes, %zu available",
				    base, pos, KW_RECORD_BATCH_HEADER_SIZE, len);
	h->base_offset = base;
	h->batch_length = (int32_t)kw__be32(p + OFF_BATCH_LENGTH);
	h->partition_leader_epoch = (int32_t)kw__be32(p + OFF_LEADER_EPOCH);
	h->magic = (int8_t)p[OFF_MAGIC];
	h->crc = kw__be32(p + OFF_CRC);
	h->attributes = (int16_t)kw__be16(p + OFF_ATTRIBUTES);
	h->last_offset_delta = (int32_t)kw__be32(p + OFF_LAST_OFFSET_DELTA);
	h->base_timestamp = (int64_t)kw__be64(p + OFF_BASE_TIMESTAMP);
	h->max_timestamp = (int64_t)kw__be64(p + OFF_MAX_TIMESTAMP);
	h->producer_id = (int64_t)kw__be64(p + OFF_PRODUCER_ID);
	h->producer_epoch = (int16_t)kw__be16(p + OFF_PRODUCER_EPOCH);
	h->base_sequence = (int32_t)kw__be32(p + OFF_BASE_SEQUENCE);
	h->records_count = (int32_t)kw__be32(p + OFF_RECORDS_COUNT);
	if (h->batch_length < MIN_BATCH_LENGTH)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, pos,
				    "record batch (base offset %" PRId64
				    ") at byte %zu: batch_length %" PRId32
				    " is below the minimum %d",
				    base, pos, h->batch_length, MIN_BATCH_LENGTH);
	return 0;
}

int kw_record_batch_header_parse(const uint8_t *p, size_t len,
				 struct kw_record_batch_header *h, struct kw_error *err)
{
	return kw__record_batch_header_parse_at(p, len, 0, h, err);
}

int kw__record_batch_verify_at(const uint8_t *p, size_t len, size_t pos,
			       struct kw_record_batch_header *h, size_t *batch_size,
			       struct kw_error *err)
{
	struct kw_record_batch_header local;
	if (h == NULL)
		h = &local;
	int rc = kw__record_batch_header_parse_at(p, len, pos, h, err);
	if (rc != 0)
		return rc;
	size_t size = (size_t)KW_RECORD_BATCH_OVERHEAD + (size_t)h->batch_length;
	if (size > len)
		return kw_error_set(err, KW_ERR_TRUNCATED, pos,
				    "record batch (base offset %" PRId64
				    ") at byte %zu: batch_length %" PRId32
				    " needs %zu bytes, %zu available",
				    h->base_offset, pos, h->batch_length, size, len);
	uint32_t crc = kw_crc32c(0, p + OFF_ATTRIBUTES, size - OFF_ATTRIBUTES);
	if (crc != h->crc)
		return kw_error_set(err, KW_ERR_CORRUPT, pos,
				    "record batch (base offset %" PRId64
				    ") at byte %zu: CRC-32C mismatch: stored 0x%08" PRIx32
				    ", computed 0x%08" PRIx32,
				    h->base_offset, pos, h->crc, crc);
	if (batch_size != NULL)
		*batch_size = size;
	return 0;
}

int kw_record_batch_verify(const uint8_t *p, size_t len, struct kw_record_batch_header *h,
			   size_t *batch_size, struct kw_error *err)
{
	return kw__record_batch_verify_at(p, len, 0, h, batch_size, err);
}

void kw_record_batch_update_crc(uint8_t *batch, size_t batch_size)
{
	uint32_t crc = kw_crc32c(0, batch + OFF_ATTRIBUTES, batch_size - OFF_ATTRIBUTES);
	kw__put_be32(batch + OFF_CRC, crc);
}

void kw_record_batch_set_base_offset(uint8_t *batch, int64_t base_offset)
{
	kw__put_be64(batch + OFF_BASE_OFFSET, (uint64_t)base_offset);
}

void kw_record_batch_set_leader_epoch(uint8_t *batch, int32_t epoch)
{
	kw__put_be32(batch + OFF_LEADER_EPOCH, (uint32_t)epoch);
}
