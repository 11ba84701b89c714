/*
 * kwire/records.h — Kafka record batches (magic 2) and legacy message sets
 * (magic 0 and 1): zero-copy iteration, verification, and building.
 *
 * RecordBatch v2 layout (61-byte header, big-endian):
 *
 *   0  base_offset            int64
 *   8  batch_length           int32  bytes after this field
 *  12  partition_leader_epoch int32
 *  16  magic                  int8   = 2
 *  17  crc                    uint32 CRC-32C of bytes 21..end
 *  21  attributes             int16  bits 0-2 compression, 3 timestamp type,
 *                                    4 transactional, 5 control,
 *                                    6 delete horizon
 *  23  last_offset_delta      int32
 *  27  base_timestamp         int64
 *  35  max_timestamp          int64
 *  43  producer_id            int64
 *  51  producer_epoch         int16
 *  53  base_sequence          int32
 *  57  records_count          int32
 *  61  records...
 *
 * Record: length varint, attributes int8, timestamp_delta varlong,
 * offset_delta varint, key (varint length, -1 = null), value (same),
 * header count varint, headers (key varint length + bytes, value likewise).
 */
#ifndef KWIRE_RECORDS_H
#define KWIRE_RECORDS_H

#include "arena.h"
#include "error.h"
#include "types.h"

#define KW_RECORD_BATCH_HEADER_SIZE 61
#define KW_RECORD_BATCH_OVERHEAD 12 /* base_offset + batch_length */

enum kw_compression {
	KW_COMPRESSION_NONE = 0,
	KW_COMPRESSION_GZIP = 1,
	KW_COMPRESSION_SNAPPY = 2,
	KW_COMPRESSION_LZ4 = 3,
	KW_COMPRESSION_ZSTD = 4,
};

#define KW_BATCH_ATTR_COMPRESSION_MASK 0x07
#define KW_BATCH_ATTR_LOG_APPEND_TIME 0x08
#define KW_BATCH_ATTR_TRANSACTIONAL 0x10
#define KW_BATCH_ATTR_CONTROL 0x20
#define KW_BATCH_ATTR_DELETE_HORIZON 0x40

struct kw_record_batch_header {
	int64_t base_offset;
	int32_t batch_length;
	int32_t partition_leader_epoch;
	int8_t magic;
	uint32_t crc;
	int16_t attributes;
	int32_t last_offset_delta;
	int64_t base_timestamp;
	int64_t max_timestamp;
	int64_t producer_id;
	int16_t producer_epoch;
	int32_t base_sequence;
	int32_t records_count;
};

/*
 * Parses the 61-byte header at p (len bytes available) without checking the
 * CRC. Errors: KW_ERR_TRUNCATED, KW_ERR_INVALID_VALUE (bad magic or length).
 */
int kw_record_batch_header_parse(const uint8_t *p, size_t len,
				 struct kw_record_batch_header *h,
				 struct kw_error *err);
/*
 * Checks one batch at p: the header, that batch_length fits in len, and the
 * CRC-32C. *batch_size receives 12 + batch_length. Errors name the batch's
 * base offset: KW_ERR_TRUNCATED, KW_ERR_INVALID_VALUE, KW_ERR_CORRUPT.
 */
int kw_record_batch_verify(const uint8_t *p, size_t len,
			   struct kw_record_batch_header *h, size_t *batch_size,
			   struct kw_error *err);
/* Fills the CRC field of a complete batch in place (after editing it). */
void kw_record_batch_update_crc(uint8_t *batch, size_t batch_size);
/* Rewrites base_offset / partition_leader_epoch in place (CRC unaffected). */
void kw_record_batch_set_base_offset(uint8_t *batch, int64_t base_offset);
void kw_record_batch_set_leader_epoch(uint8_t *batch, int32_t epoch);

#endif
