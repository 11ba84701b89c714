/*
 * kwire/compress.h — record-batch compression (libkwire-compress: zlib,
 * snappy, lz4, zstd), with a bound on decompressed size.
 *
 * Formats, as Kafka reads and writes them:
 *   gzip    RFC 1952 gzip members (zlib); several concatenated members are
 *           read as one stream, as Java's GZIPInputStream does.
 *   snappy  Kafka writes the xerial framing: the 8-byte magic
 *           82 'S' 'N' 'A' 'P' 'P' 'Y' 00, int32 version 1, int32 minimum
 *           compatible version 1, then blocks of int32 length + one raw
 *           snappy block (each at most 32 KiB uncompressed when we write).
 *           Input without the magic is read as one raw snappy block, as
 *           Kafka's reader does (librdkafka writes raw snappy).
 *   lz4     The standard LZ4 frame format (Kafka writes 64 KiB independent
 *           blocks, no content size, no content checksum; we do the same).
 *           Legacy magic-0 messages were written by Kafka with a broken
 *           frame-descriptor checksum (computed over the frame magic too);
 *           KW_COMPRESS_LZ4_BROKEN_HC writes that checksum and, on reading,
 *           accepts either checksum. Without the flag a wrong descriptor
 *           checksum is an error, as for magic 1 and 2. Block checksums and
 *           the content checksum are verified when present.
 *   zstd    zstd frames (several concatenated frames are read in order).
 *
 * Decompression never produces more than max_output bytes: input that would
 * inflate past it is refused with KW_ERR_DECOMPRESSION_BOMB, without ever
 * allocating more than the bound (declared sizes are checked before any
 * allocation; streaming codecs stop at the bound).
 */
#ifndef KWIRE_COMPRESS_H
#define KWIRE_COMPRESS_H

#include "arena.h"
#include "error.h"
#include "export.h"
#include "records.h"
#include "writer.h"

/* Flags for kw_compress and kw_decompress. */
#define KW_COMPRESS_LZ4_BROKEN_HC 0x01

/* A level that asks the codec for its default. */
#define KW_COMPRESS_LEVEL_DEFAULT (-1000)

/* Whether this build supports the codec (all five in a normal build). */
KW_EXPORT bool kw_compression_supported(enum kw_compression codec);
/* "none", "gzip", "snappy", "lz4", "zstd", or "unknown". */
KW_EXPORT const char *kw_compression_name(enum kw_compression codec);

/*
 * Appends the compressed form of [src, src+n) to the writer (fixed or
 * growable). level: the codec's level, or KW_COMPRESS_LEVEL_DEFAULT (snappy
 * has no levels). Errors: KW_ERR_UNSUPPORTED (unknown codec),
 * KW_ERR_COMPRESSION, KW_ERR_NOMEM, KW_ERR_BUFFER_FULL (fixed writer).
 */
KW_EXPORT int kw_compress(enum kw_compression codec, int level, unsigned flags,
			  const void *src, size_t n, struct kw_writer *out);

/*
 * Appends the decompressed form of [src, src+n) to the writer, at most
 * max_output bytes. Errors: KW_ERR_DECOMPRESSION_BOMB (more than
 * max_output), KW_ERR_COMPRESSION (malformed input, checksum failure,
 * truncated stream), KW_ERR_UNSUPPORTED, KW_ERR_NOMEM, KW_ERR_BUFFER_FULL.
 * The error is recorded in the writer's kw_error.
 */
KW_EXPORT int kw_decompress(enum kw_compression codec, unsigned flags, const void *src,
			    size_t n, size_t max_output, struct kw_writer *out);

/*
 * Frees the decoder state this thread keeps between calls (zstd's context).
 * Optional: call it before a thread that used the codecs exits.
 */
KW_EXPORT void kw_compress_thread_release(void);

/*
 * Decompresses into memory from the arena: *out_buf / *out_len receive it
 * (valid until the arena is reset or freed). Errors as kw_decompress, in err.
 */
KW_EXPORT int kw_decompress_to_arena(enum kw_compression codec, unsigned flags,
				     const void *src, size_t n, size_t max_output,
				     struct kw_arena *a, const uint8_t **out_buf,
				     size_t *out_len, struct kw_error *err);

/* ------------------------------------------------------------------------
 * Compressed record batches.
 * ------------------------------------------------------------------------ */

/*
 * Starts iterating the records of any batch: an uncompressed batch is read
 * in place; a compressed one is decompressed into the arena first (at most
 * max_output bytes). Errors name the batch: as kw_decompress, plus those of
 * kw_record_iter_init_raw.
 */
KW_EXPORT int kw_record_iter_init_decompressed(struct kw_record_iter *it,
					       const struct kw_record_batch *b,
					       size_t max_output, struct kw_arena *a,
					       struct kw_error *err);

/*
 * The same, decompressing into the caller's buffer [buf, buf+cap) instead of
 * an arena: records that need more than cap bytes are
 * KW_ERR_DECOMPRESSION_BOMB. The iterator's views point into buf.
 */
KW_EXPORT int kw_record_iter_init_decompressed_buf(struct kw_record_iter *it,
						   const struct kw_record_batch *b,
						   uint8_t *buf, size_t cap,
						   struct kw_error *err);

/*
 * Finishes a batch whose params ask for compression: the records appended so
 * far are compressed in place of themselves, then the header, length and
 * CRC-32C are filled. With compression NONE this is
 * kw_record_batch_builder_finish. level as kw_compress.
 */
KW_EXPORT int kw_record_batch_builder_finish_compressed(struct kw_record_batch_builder *b,
							int level, size_t *batch_size);

/* ------------------------------------------------------------------------
 * Legacy message sets with compressed wrappers.
 * ------------------------------------------------------------------------ */

/*
 * Iterates the messages of a legacy message set, opening compressed
 * wrappers (one level, as Kafka allows): inner messages come back with
 * absolute offsets (magic 1 wrappers hold relative inner offsets) and, when
 * the wrapper uses log-append time, the wrapper's timestamp. A nested
 * compressed message is KW_ERR_INVALID_VALUE; an inner magic that differs
 * from the wrapper's is KW_ERR_INVALID_VALUE. Decompressed sets live in the
 * arena.
 */
struct kw_legacy_deep_iter {
	struct kw_legacy_iter outer;
	struct kw_legacy_iter inner;
	bool in_wrapper;
	struct kw_legacy_message wrapper;
	int64_t inner_base; /* added to inner offsets (magic 1) */
	size_t max_output;
	struct kw_arena *arena;
};

KW_EXPORT void kw_legacy_deep_iter_init(struct kw_legacy_deep_iter *it, const void *buf,
					size_t len, size_t max_output,
					struct kw_arena *a);
/* 1 with a message, 0 at the end, or a negative code (see above). */
KW_EXPORT int kw_legacy_deep_iter_next(struct kw_legacy_deep_iter *it,
				       struct kw_legacy_message *msg,
				       struct kw_error *err);

/*
 * Writes a compressed wrapper holding the message set [inner, inner+n)
 * (built with kw_legacy_message_write; for magic 1 with relative offsets
 * 0..k-1). offset is the wrapper's: the absolute offset of the last inner
 * message. magic 0 with lz4 writes Kafka's broken descriptor checksum.
 */
KW_EXPORT int kw_legacy_wrapper_write(struct kw_writer *w, int8_t magic, int64_t offset,
				      enum kw_compression codec, int level,
				      bool log_append_time, int64_t timestamp,
				      const void *inner, size_t n);

#endif
