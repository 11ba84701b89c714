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
#include "export.h"
#include "reader.h"
#include "types.h"
#include "writer.h"

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
KW_EXPORT int kw_record_batch_header_parse(const uint8_t *p, size_t len,
					   struct kw_record_batch_header *h,
					   struct kw_error *err);
/*
 * Checks one batch at p: the header, that batch_length fits in len, and the
 * CRC-32C. *batch_size receives 12 + batch_length. Errors name the batch's
 * base offset: KW_ERR_TRUNCATED, KW_ERR_INVALID_VALUE, KW_ERR_CORRUPT.
 */
KW_EXPORT int kw_record_batch_verify(const uint8_t *p, size_t len,
				     struct kw_record_batch_header *h, size_t *batch_size,
				     struct kw_error *err);
/* Fills the CRC field of a complete batch in place (after editing it). */
KW_EXPORT void kw_record_batch_update_crc(uint8_t *batch, size_t batch_size);
/* Rewrites base_offset / partition_leader_epoch in place (CRC unaffected). */
KW_EXPORT void kw_record_batch_set_base_offset(uint8_t *batch, int64_t base_offset);
KW_EXPORT void kw_record_batch_set_leader_epoch(uint8_t *batch, int32_t epoch);

/* ------------------------------------------------------------------------
 * Iterating a records blob (the `records` field of Produce and Fetch, a log
 * segment's bytes): one batch after another.
 *
 * Each batch is verified (header, length, CRC-32C) before it is returned, so
 * no record of a corrupt batch is ever seen. Errors name the batch's base
 * offset and its byte position in the blob.
 * ------------------------------------------------------------------------ */

/* A verified batch: views into the blob, valid while the blob lives. */
struct kw_record_batch {
	struct kw_record_batch_header header;
	const uint8_t *data; /* the whole batch (12 + batch_length bytes) */
	size_t size;
	const uint8_t *records; /* what follows the 61-byte header; compressed
				 * when the batch's compression is not NONE */
	size_t records_len;
	size_t pos; /* byte position of the batch in the blob */
};

/*
 * Kafka's fetch responses may end with a partial batch (cut at the fetch's
 * byte limit). By default that is KW_ERR_TRUNCATED; with this flag the
 * iterator stops there and reports the partial bytes in partial_tail.
 */
#define KW_RECORDS_PARTIAL_TAIL_OK 0x01

struct kw_records_iter {
	const uint8_t *buf;
	size_t len;
	size_t pos;
	size_t base; /* absolute position of buf[0], for errors; set it
		      * after init when the blob sits inside a larger
		      * input (a Fetch response) */
	unsigned flags;
	size_t partial_tail; /* bytes of a partial final batch that were skipped */
};

/* Starts iterating the batches in [buf, buf+len). flags: KW_RECORDS_*. */
KW_EXPORT void kw_records_iter_init(struct kw_records_iter *it, const void *buf,
				    size_t len, unsigned flags);
/*
 * The next batch into *batch. Returns 1 with a batch, 0 at the end, or a
 * negative code (the iterator then stays at the failing batch):
 * KW_ERR_TRUNCATED (the blob ends inside a batch), KW_ERR_INVALID_VALUE
 * (magic other than 2, batch_length below 49), KW_ERR_CORRUPT (CRC-32C
 * mismatch). err may be NULL.
 */
KW_EXPORT int kw_records_iter_next(struct kw_records_iter *it,
				   struct kw_record_batch *batch, struct kw_error *err);
/*
 * The magic byte of the batch or message at p (byte 16 of both layouts), or
 * -1 when fewer than 17 bytes are there. Tells v2 batches from legacy
 * message sets.
 */
KW_EXPORT int kw_records_magic(const void *p, size_t len);

/* Batch attributes. */
static inline enum kw_compression
kw_record_batch_compression(const struct kw_record_batch_header *h)
{
	return (enum kw_compression)(h->attributes & KW_BATCH_ATTR_COMPRESSION_MASK);
}
static inline bool
kw_record_batch_is_log_append_time(const struct kw_record_batch_header *h)
{
	return (h->attributes & KW_BATCH_ATTR_LOG_APPEND_TIME) != 0;
}
static inline bool
kw_record_batch_is_transactional(const struct kw_record_batch_header *h)
{
	return (h->attributes & KW_BATCH_ATTR_TRANSACTIONAL) != 0;
}
static inline bool kw_record_batch_is_control(const struct kw_record_batch_header *h)
{
	return (h->attributes & KW_BATCH_ATTR_CONTROL) != 0;
}
static inline bool
kw_record_batch_has_delete_horizon(const struct kw_record_batch_header *h)
{
	return (h->attributes & KW_BATCH_ATTR_DELETE_HORIZON) != 0;
}
/* The delete horizon (base_timestamp when the attribute is set), else -1. */
static inline int64_t
kw_record_batch_delete_horizon(const struct kw_record_batch_header *h)
{
	return kw_record_batch_has_delete_horizon(h) ? h->base_timestamp : -1;
}
/* base_offset + last_offset_delta. */
static inline int64_t kw_record_batch_last_offset(const struct kw_record_batch_header *h)
{
	return h->base_offset + h->last_offset_delta;
}

/* ------------------------------------------------------------------------
 * Iterating the records of one batch, zero copy.
 * ------------------------------------------------------------------------ */

/* A record header; key is never null on the wire, value may be. */
struct kw_record_header {
	struct kw_str key;
	struct kw_bytes value;
};

/* One record: views into the batch (or into its decompressed records). */
struct kw_record {
	int8_t attributes;
	int64_t timestamp_delta;
	int32_t offset_delta;
	int64_t offset;	       /* base_offset + offset_delta */
	int64_t timestamp;     /* base_timestamp + timestamp_delta, or the batch's
				* max_timestamp when it uses log-append time */
	struct kw_bytes key;   /* len -1: null */
	struct kw_bytes value; /* len -1: null */
	int32_t header_count;
	const uint8_t *headers; /* the encoded headers (already validated) */
	size_t headers_len;
	size_t pos; /* absolute byte position of the record */
};

/* Holds a pointer into itself (own_err): do not copy a started iterator. */
struct kw_record_iter {
	struct kw_reader r;
	struct kw_error own_err; /* used when the caller passes no kw_error */
	struct kw_record_batch_header header;
	int32_t index; /* records returned so far */
	size_t batch_pos;
};

/*
 * Starts iterating the records of an uncompressed batch. A compressed batch
 * is KW_ERR_UNSUPPORTED here: use kw_record_iter_init_decompressed
 * (libkwire-compress, kwire/compress.h), or decompress the records yourself
 * and call kw_record_iter_init_raw. records_count is checked against the
 * bytes there (at least 7 per record): KW_ERR_COUNT_TOO_LARGE,
 * KW_ERR_NEGATIVE_LENGTH. err may be NULL; it must outlive the iterator.
 */
KW_EXPORT int kw_record_iter_init(struct kw_record_iter *it,
				  const struct kw_record_batch *b, struct kw_error *err);
/*
 * Iterates records held in [records, records+len) for the batch header h (an
 * uncompressed records area, e.g. the output of decompression). pos is the
 * absolute position errors should report for records[0].
 */
KW_EXPORT int kw_record_iter_init_raw(struct kw_record_iter *it,
				      const struct kw_record_batch_header *h,
				      const uint8_t *records, size_t len, size_t pos,
				      struct kw_error *err);
/*
 * The next record into *rec. Returns 1 with a record, 0 after the last one
 * (records_count of them, with no bytes left over), or a negative code:
 * KW_ERR_TRUNCATED / KW_ERR_LENGTH_PAST_END (a record or field runs past the
 * records), KW_ERR_NEGATIVE_LENGTH, KW_ERR_VARINT_*, KW_ERR_NULL_NOT_ALLOWED
 * (null header key), KW_ERR_INVALID_VALUE (a record's fields do not fill its
 * length), KW_ERR_TRAILING_BYTES (bytes after records_count records). The
 * error's path names the record ("records[3].key") and its context the batch.
 */
KW_EXPORT int kw_record_iter_next(struct kw_record_iter *it, struct kw_record *rec);

/* Headers of one record, zero copy. */
struct kw_record_header_iter {
	const uint8_t *p;
	const uint8_t *end;
	int32_t left;
};
KW_EXPORT void kw_record_header_iter_init(struct kw_record_header_iter *it,
					  const struct kw_record *rec);
/* 1 with a header, 0 at the end (the record was validated: no errors). */
KW_EXPORT int kw_record_header_iter_next(struct kw_record_header_iter *it,
					 struct kw_record_header *out);

/* ------------------------------------------------------------------------
 * Building a batch.
 *
 * The builder writes into a caller's writer: the 61-byte header is reserved
 * at init, records are appended, and finish fills in the header, the length
 * and the CRC-32C. Several batches may follow each other in one writer.
 * ------------------------------------------------------------------------ */

struct kw_record_batch_params {
	int64_t base_offset;
	int32_t partition_leader_epoch;	 /* -1 if unknown */
	enum kw_compression compression; /* NONE here; others need
					  * kw_record_batch_builder_finish_compressed */
	bool log_append_time;		 /* timestamp type */
	int64_t log_append_time_ms;	 /* max_timestamp when log_append_time */
	bool transactional;
	bool control;
	bool has_delete_horizon;
	int64_t delete_horizon_ms; /* becomes base_timestamp */
	int64_t producer_id;	   /* -1: none */
	int16_t producer_epoch;	   /* -1: none */
	int32_t base_sequence;	   /* -1: none */
};

/* The defaults: offset 0, epoch -1, no compression, create time, no
 * producer (-1/-1/-1). */
KW_EXPORT void kw_record_batch_params_init(struct kw_record_batch_params *p);

/* A record to append. */
struct kw_record_input {
	int64_t offset;	       /* absolute; -1: the next offset after the last one */
	int64_t timestamp;     /* create time in ms */
	struct kw_bytes key;   /* len -1: null */
	struct kw_bytes value; /* len -1: null */
	const struct kw_record_header *headers;
	size_t header_count;
	int8_t attributes; /* unused by Kafka; 0 */
};

struct kw_record_batch_builder {
	struct kw_writer *w;
	size_t start; /* offset of the batch in the writer */
	struct kw_record_batch_params params;
	int32_t count;
	int64_t next_offset;
	int64_t base_timestamp; /* valid once count > 0 or with a delete horizon */
	int64_t max_timestamp;
	int32_t last_offset_delta;
	bool finished;
};

/*
 * Starts a batch at the writer's current position. params is copied.
 * Returns 0, or the writer's error (KW_ERR_BUFFER_FULL, KW_ERR_NOMEM).
 */
KW_EXPORT int kw_record_batch_builder_init(struct kw_record_batch_builder *b,
					   struct kw_writer *w,
					   const struct kw_record_batch_params *params);
/*
 * Appends one record. Errors: KW_ERR_INVALID_ARGUMENT (offset not above the
 * previous one, offset or timestamp delta out of range, null header key,
 * header_count over INT32_MAX), the writer's errors.
 */
KW_EXPORT int kw_record_batch_builder_add(struct kw_record_batch_builder *b,
					  const struct kw_record_input *rec);
/*
 * Completes the batch: fills the header, batch_length and CRC-32C.
 * *batch_size (may be NULL) receives the batch's size in bytes. An empty
 * batch gets timestamps -1 (or the delete horizon). Compression other than
 * NONE is KW_ERR_UNSUPPORTED here (see kwire/compress.h).
 */
KW_EXPORT int kw_record_batch_builder_finish(struct kw_record_batch_builder *b,
					     size_t *batch_size);
/* Byte size of a record with these fields at this offset/timestamp delta. */
KW_EXPORT size_t kw_record_size(int32_t offset_delta, int64_t timestamp_delta,
				const struct kw_record_input *rec);

/* Internal: fills the header of a batch whose records area is complete
 * (used by the compressing builder). */
KW_EXPORT int kw__record_batch_builder_seal(struct kw_record_batch_builder *b,
					    int16_t attributes, size_t *batch_size);
/* Internal: the attributes params ask for, with the given codec. */
KW_EXPORT int16_t kw__record_batch_attributes(const struct kw_record_batch_params *p,
					      enum kw_compression codec);

/* ------------------------------------------------------------------------
 * Control records (attribute bit 5). Key: int16 version, int16 type. The
 * transaction markers (ABORT, COMMIT) carry an EndTransactionMarker value
 * (int16 version, int32 coordinator epoch); the KRaft types carry a data
 * message (LeaderChangeMessage, SnapshotHeaderRecord, ...) whose first field
 * is its own int16 version; their codecs are generated.
 * ------------------------------------------------------------------------ */

enum kw_control_type {
	KW_CONTROL_ABORT = 0,
	KW_CONTROL_COMMIT = 1,
	KW_CONTROL_LEADER_CHANGE = 2,
	KW_CONTROL_SNAPSHOT_HEADER = 3,
	KW_CONTROL_SNAPSHOT_FOOTER = 4,
	KW_CONTROL_KRAFT_VERSION = 5,
	KW_CONTROL_VOTERS = 6,
};

/* "ABORT", "COMMIT", ..., or "UNKNOWN". */
KW_EXPORT const char *kw_control_type_name(int type);

struct kw_control_record {
	int16_t key_version;
	int16_t type;	       /* enum kw_control_type, or an unknown type */
	struct kw_bytes value; /* view of the record's value */
};

/*
 * Reads a control record's key (at least 4 bytes: int16 version >= 0, int16
 * type; bytes after that are a later key version's and ignored, as Kafka
 * does). Errors: KW_ERR_TRUNCATED (key null or shorter than 4 bytes),
 * KW_ERR_INVALID_VALUE (negative version). err may be NULL.
 */
KW_EXPORT int kw_control_record_parse(const struct kw_record *rec,
				      struct kw_control_record *out,
				      struct kw_error *err);

struct kw_end_txn_marker {
	int16_t version;
	int32_t coordinator_epoch;
};

/*
 * Reads an EndTransactionMarker value (int16 version >= 0, int32 epoch;
 * later versions' extra bytes are ignored). Errors: KW_ERR_TRUNCATED,
 * KW_ERR_INVALID_VALUE (negative version). err may be NULL.
 */
KW_EXPORT int kw_end_txn_marker_parse(struct kw_bytes value,
				      struct kw_end_txn_marker *out,
				      struct kw_error *err);
/* Writes the 6-byte version-0 marker value into out. */
KW_EXPORT void kw_end_txn_marker_write(const struct kw_end_txn_marker *m, uint8_t out[6]);

/*
 * Writes a control batch holding one control record of the given type with
 * an already-encoded value (for ABORT/COMMIT, from kw_end_txn_marker_write).
 * params->control is forced on; for ABORT/COMMIT params should carry the
 * producer id/epoch and transactional. Returns 0 or the builder's errors.
 */
KW_EXPORT int kw_control_batch_write(struct kw_writer *w,
				     const struct kw_record_batch_params *params,
				     int64_t timestamp, int16_t type,
				     struct kw_bytes value, size_t *batch_size);

/* ------------------------------------------------------------------------
 * Legacy message sets, magic 0 and 1 (Kafka before 0.11):
 *
 *   0  offset        int64
 *   8  message_size  int32  bytes after this field
 *  12  crc           uint32 CRC-32 (IEEE) of bytes 16..end
 *  16  magic         int8   0 or 1
 *  17  attributes    int8   bits 0-2 compression, bit 3 (v1) log-append time
 *  18  timestamp     int64  (magic 1 only)
 *      key           int32 length (-1 null), bytes
 *      value         int32 length (-1 null), bytes
 *
 * A compressed message ("wrapper") holds a whole inner message set as its
 * compressed value. In magic 1 the inner offsets are relative (0..n-1) and
 * the wrapper carries the absolute offset of the last inner message; in
 * magic 0 inner offsets are absolute. See kwire/compress.h for the deep
 * iterator that opens wrappers.
 * ------------------------------------------------------------------------ */

#define KW_LEGACY_LOG_OVERHEAD 12 /* offset + message_size */
#define KW_LEGACY_ATTR_LOG_APPEND_TIME 0x08

struct kw_legacy_message {
	int64_t offset;
	int32_t message_size;
	uint32_t crc;
	int8_t magic;
	int8_t attributes;
	int64_t timestamp; /* -1 for magic 0 */
	struct kw_bytes key;
	struct kw_bytes value;
	const uint8_t *data; /* the whole message (12 + message_size bytes) */
	size_t size;
	size_t pos; /* byte position in the message set */
};

static inline enum kw_compression kw_legacy_compression(const struct kw_legacy_message *m)
{
	return (enum kw_compression)(m->attributes & KW_BATCH_ATTR_COMPRESSION_MASK);
}

/* CRC-32 (IEEE 802.3, zlib's crc32); extends crc (0 to start). */
KW_EXPORT uint32_t kw_crc32_ieee(uint32_t crc, const void *data, size_t n);

/* Iterates messages (shallow: wrappers are returned as they are). */
struct kw_legacy_iter {
	const uint8_t *buf;
	size_t len;
	size_t pos;
	size_t base;
	unsigned flags; /* KW_RECORDS_PARTIAL_TAIL_OK */
	size_t partial_tail;
};

KW_EXPORT void kw_legacy_iter_init(struct kw_legacy_iter *it, const void *buf, size_t len,
				   unsigned flags);
/*
 * The next message, checked (sizes, CRC-32, magic 0 or 1) before it is
 * returned. 1 with a message, 0 at the end, or KW_ERR_TRUNCATED,
 * KW_ERR_INVALID_VALUE (magic, message_size), KW_ERR_CORRUPT (CRC-32),
 * KW_ERR_LENGTH_PAST_END / KW_ERR_NEGATIVE_LENGTH (key or value length),
 * KW_ERR_TRAILING_BYTES (fields do not fill message_size). Errors name the
 * message's offset and byte position. err may be NULL.
 */
KW_EXPORT int kw_legacy_iter_next(struct kw_legacy_iter *it,
				  struct kw_legacy_message *msg, struct kw_error *err);

/* Bytes kw_legacy_message_write will write. */
KW_EXPORT size_t kw_legacy_message_size(int8_t magic, struct kw_bytes key,
					struct kw_bytes value);
/*
 * Writes one message, computing its CRC-32. magic 0 ignores timestamp.
 * Errors: KW_ERR_INVALID_ARGUMENT (magic not 0/1), the writer's errors.
 */
KW_EXPORT int kw_legacy_message_write(struct kw_writer *w, int8_t magic, int64_t offset,
				      int8_t attributes, int64_t timestamp,
				      struct kw_bytes key, struct kw_bytes value);

#endif
