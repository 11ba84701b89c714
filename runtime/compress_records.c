/*
 * compress_records.c — compressed record batches and compressed legacy
 * wrapper messages, on top of the codecs in compress.c (see
 * kwire/compress.h).
 *
 * In a compressed v2 batch only the records area (after the 61-byte header)
 * is compressed; the header, and so the CRC-32C, cover the compressed bytes.
 * In a legacy message set a compressed "wrapper" message carries a whole
 * inner message set as its value.
 */
#include "kwire/compress.h"

#include <inttypes.h>
#include <string.h>

/* Leaves the iterator failed with e's error, naming the batch. */
static int fail_iter(struct kw_record_iter *it, const struct kw_record_batch *b,
		     struct kw_error *e, int rc)
{
	it->r.buf = NULL;
	it->r.len = 0;
	it->r.pos = 0;
	it->r.base = 0;
	it->r.err = e;
	it->header = b->header;
	it->index = 0;
	it->batch_pos = b->pos;
	kw_error_push_field(e, "records");
	kw_error_set_context(e, "record batch (base offset %" PRId64 ") at byte %zu",
			     b->header.base_offset, b->pos);
	return rc;
}

int kw_record_iter_init_decompressed(struct kw_record_iter *it,
				     const struct kw_record_batch *b, size_t max_output,
				     struct kw_arena *a, struct kw_error *err)
{
	enum kw_compression codec = kw_record_batch_compression(&b->header);
	if (codec == KW_COMPRESSION_NONE)
		return kw_record_iter_init(it, b, err);
	struct kw_error *e = err != NULL ? err : &it->own_err;
	kw_error_clear(e);
	const uint8_t *buf;
	size_t len;
	int rc;
	if (!kw_compression_supported(codec))
		rc = kw_error_set(e, KW_ERR_UNSUPPORTED, b->pos,
				  "unknown compression codec %d", (int)codec);
	else
		rc = kw_decompress_to_arena(codec, 0, b->records, b->records_len,
					    max_output, a, &buf, &len, e);
	if (rc != 0)
		return fail_iter(it, b, e, rc);
	rc = kw_record_iter_init_raw(it, &b->header, buf, len, 0, e);
	it->batch_pos = b->pos;
	return rc;
}

int kw_record_iter_init_decompressed_buf(struct kw_record_iter *it,
					 const struct kw_record_batch *b, uint8_t *buf,
					 size_t cap, struct kw_error *err)
{
	enum kw_compression codec = kw_record_batch_compression(&b->header);
	if (codec == KW_COMPRESSION_NONE)
		return kw_record_iter_init(it, b, err);
	struct kw_error *e = err != NULL ? err : &it->own_err;
	kw_error_clear(e);
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, cap, e);
	int rc = kw_decompress(codec, 0, b->records, b->records_len, cap, &w);
	if (rc == KW_ERR_BUFFER_FULL) {
		/* Here the buffer is the bound: report it as one. */
		kw_error_clear(e);
		rc = kw_error_set(e, KW_ERR_DECOMPRESSION_BOMB, b->pos,
				  "%s: records inflate past the %zu-byte buffer",
				  kw_compression_name(codec), cap);
	}
	if (rc != 0)
		return fail_iter(it, b, e, rc);
	rc = kw_record_iter_init_raw(it, &b->header, buf, w.pos, 0, e);
	it->batch_pos = b->pos;
	return rc;
}

int kw_record_batch_builder_finish_compressed(struct kw_record_batch_builder *b,
					      int level, size_t *batch_size)
{
	enum kw_compression codec = b->params.compression;
	struct kw_writer *w = b->w;
	if (!kw_writer_ok(w))
		return w->err->code;
	if (codec == KW_COMPRESSION_NONE) {
		b->params.compression = KW_COMPRESSION_NONE;
		return kw_record_batch_builder_finish(b, batch_size);
	}
	if (b->finished)
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
				      "batch already finished");
	size_t rec_start = b->start + KW_RECORD_BATCH_HEADER_SIZE;
	size_t rec_len = w->pos - rec_start;
	struct kw_error cerr;
	struct kw_writer cw;
	kw_error_clear(&cerr);
	if (kw_writer_init_growable(&cw, rec_len / 2 + 64, &cerr) != 0)
		return kw_writer_fail(w, KW_ERR_NOMEM, "out of memory");
	int rc = kw_compress(codec, level, 0, w->buf + rec_start, rec_len, &cw);
	if (rc != 0) {
		kw_writer_release(&cw);
		return kw_error_set(w->err, rc, w->pos, "%s: %s",
				    kw_compression_name(codec), cerr.detail);
	}
	w->pos = rec_start;
	kw_writer_write_raw(w, cw.buf, cw.pos);
	kw_writer_release(&cw);
	return kw__record_batch_builder_seal(
		b, kw__record_batch_attributes(&b->params, codec), batch_size);
}

/* ------------------------------------------------------------ legacy */

void kw_legacy_deep_iter_init(struct kw_legacy_deep_iter *it, const void *buf, size_t len,
			      size_t max_output, struct kw_arena *a)
{
	kw_legacy_iter_init(&it->outer, buf, len, 0);
	it->in_wrapper = false;
	it->inner_base = 0;
	it->max_output = max_output;
	it->arena = a;
}

/* Opens a wrapper: decompresses its value and checks the inner set whole. */
static int open_wrapper(struct kw_legacy_deep_iter *it, struct kw_error *err)
{
	const struct kw_legacy_message *wm = &it->wrapper;
	enum kw_compression codec = kw_legacy_compression(wm);
	const char *ctx = "compressed message";
	if (!kw_compression_supported(codec))
		return kw_error_set(err, KW_ERR_UNSUPPORTED, wm->pos,
				    "%s (offset %" PRId64 ") at byte %zu: codec %d", ctx,
				    wm->offset, wm->pos, (int)codec);
	if (wm->value.len < 0)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, wm->pos,
				    "%s (offset %" PRId64 ") at byte %zu: null value",
				    ctx, wm->offset, wm->pos);
	unsigned flags = wm->magic == 0 ? KW_COMPRESS_LZ4_BROKEN_HC : 0;
	const uint8_t *buf;
	size_t len;
	int rc =
		kw_decompress_to_arena(codec, flags, wm->value.ptr, (size_t)wm->value.len,
				       it->max_output, it->arena, &buf, &len, err);
	if (rc != 0) {
		kw_error_set_context(err, "%s (offset %" PRId64 ") at byte %zu", ctx,
				     wm->offset, wm->pos);
		return rc;
	}
	/* Every inner message is checked before the first is returned; the
	 * last one's offset gives the base of magic-1 relative offsets. */
	struct kw_legacy_iter scan;
	kw_legacy_iter_init(&scan, buf, len, 0);
	struct kw_legacy_message m;
	int64_t last = -1;
	int count = 0;
	while ((rc = kw_legacy_iter_next(&scan, &m, err)) == 1) {
		if (kw_legacy_compression(&m) != KW_COMPRESSION_NONE)
			rc = kw_error_set(err, KW_ERR_INVALID_VALUE, m.pos,
					  "inner message (offset %" PRId64
					  ") is itself compressed",
					  m.offset);
		else if (m.magic != wm->magic)
			rc = kw_error_set(err, KW_ERR_INVALID_VALUE, m.pos,
					  "inner message (offset %" PRId64
					  ") has magic %d, the "
					  "wrapper %d",
					  m.offset, m.magic, wm->magic);
		if (rc < 0)
			break;
		last = m.offset;
		count++;
	}
	if (rc == 0 && count == 0)
		rc = kw_error_set(err, KW_ERR_INVALID_VALUE, 0, "no inner messages");
	if (rc < 0) {
		kw_error_set_context(err, "%s (offset %" PRId64 ") at byte %zu", ctx,
				     wm->offset, wm->pos);
		return rc;
	}
	it->inner_base = wm->magic == 1 ? wm->offset - last : 0;
	kw_legacy_iter_init(&it->inner, buf, len, 0);
	it->in_wrapper = true;
	return 0;
}

int kw_legacy_deep_iter_next(struct kw_legacy_deep_iter *it,
			     struct kw_legacy_message *msg, struct kw_error *err)
{
	for (;;) {
		if (it->in_wrapper) {
			int rc = kw_legacy_iter_next(&it->inner, msg, err);
			if (rc < 0)
				return rc;
			if (rc == 1) {
				msg->offset += it->inner_base;
				const struct kw_legacy_message *wm = &it->wrapper;
				if (wm->magic == 1 &&
				    (wm->attributes & KW_LEGACY_ATTR_LOG_APPEND_TIME)) {
					msg->timestamp = wm->timestamp;
					msg->attributes |= KW_LEGACY_ATTR_LOG_APPEND_TIME;
				}
				return 1;
			}
			it->in_wrapper = false;
		}
		int rc = kw_legacy_iter_next(&it->outer, msg, err);
		if (rc <= 0)
			return rc;
		if (kw_legacy_compression(msg) == KW_COMPRESSION_NONE)
			return 1;
		it->wrapper = *msg;
		rc = open_wrapper(it, err);
		if (rc != 0)
			return rc;
	}
}

int kw_legacy_wrapper_write(struct kw_writer *w, int8_t magic, int64_t offset,
			    enum kw_compression codec, int level, bool log_append_time,
			    int64_t timestamp, const void *inner, size_t n)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (codec == KW_COMPRESSION_NONE || !kw_compression_supported(codec))
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
				      "a wrapper needs a compression codec, not %d",
				      (int)codec);
	struct kw_error cerr;
	struct kw_writer cw;
	kw_error_clear(&cerr);
	if (kw_writer_init_growable(&cw, n / 2 + 64, &cerr) != 0)
		return kw_writer_fail(w, KW_ERR_NOMEM, "out of memory");
	unsigned flags = magic == 0 ? KW_COMPRESS_LZ4_BROKEN_HC : 0;
	int rc = kw_compress(codec, level, flags, inner, n, &cw);
	if (rc == 0) {
		int8_t attrs = (int8_t)codec;
		if (magic == 1 && log_append_time)
			attrs |= KW_LEGACY_ATTR_LOG_APPEND_TIME;
		struct kw_bytes value = {cw.buf, (int32_t)cw.pos};
		if (cw.pos > INT32_MAX)
			rc = kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
					    "wrapper too large");
		else
			rc = kw_legacy_message_write(w, magic, offset, attrs, timestamp,
						     KW_BYTES_NULL, value);
	} else {
		rc = kw_error_set(w->err, rc, w->pos, "%s: %s",
				  kw_compression_name(codec), cerr.detail);
	}
	kw_writer_release(&cw);
	return rc;
}
