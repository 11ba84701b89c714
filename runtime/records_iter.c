/*
 * records_iter.c — zero-copy iteration of record batches in a blob and of
 * the records in one batch (RecordBatch v2; see kwire/records.h).
 *
 * Record layout (varints are zig-zag, as everywhere inside batches):
 *
 *   length          varint   bytes after this field
 *   attributes      int8     unused
 *   timestamp_delta varlong
 *   offset_delta    varint
 *   key_length      varint   -1 = null
 *   key             bytes
 *   value_length    varint   -1 = null
 *   value           bytes
 *   header_count    varint
 *   headers         per header: key_length varint (>= 0), key,
 *                               value_length varint (-1 = null), value
 *
 * A record's fields must fill exactly its length, and a batch's records must
 * fill exactly its records area: Kafka rejects both lies, and so do we.
 */
#include "kwire/records.h"
#include "records_internal.h"

#include <inttypes.h>
#include <string.h>

/* The smallest record: length, attributes, two deltas, two lengths, header
 * count — one byte each. */
#define MIN_RECORD_SIZE 7

int kw_records_magic(const void *p, size_t len)
{
	if (len < 17)
		return -1;
	return (int8_t)((const uint8_t *)p)[16];
}

void kw_records_iter_init(struct kw_records_iter *it, const void *buf, size_t len,
			  unsigned flags)
{
	it->buf = buf;
	it->len = len;
	it->pos = 0;
	it->base = 0;
	it->flags = flags;
	it->partial_tail = 0;
}

int kw_records_iter_next(struct kw_records_iter *it, struct kw_record_batch *batch,
			 struct kw_error *err)
{
	size_t left = it->len - it->pos;
	if (left == 0)
		return 0;
	const uint8_t *p = it->buf + it->pos;
	size_t pos = it->base + it->pos;
	if (it->flags & KW_RECORDS_PARTIAL_TAIL_OK) {
		/* A tail too short to hold its own declared size is partial;
		 * anything malformed in what is there is still an error. */
		bool partial = left < KW_RECORD_BATCH_OVERHEAD;
		if (!partial) {
			int32_t blen = (int32_t)kw__be32(p + 8);
			partial = blen >= 0 &&
				  (size_t)blen + KW_RECORD_BATCH_OVERHEAD > left &&
				  (left <= 16 || (int8_t)p[16] == 2);
		}
		if (partial) {
			it->partial_tail = left;
			it->pos = it->len;
			return 0;
		}
	}
	struct kw_record_batch_header h;
	size_t size;
	int rc = kw__record_batch_verify_at(p, left, pos, &h, &size, err);
	if (rc != 0)
		return rc;
	batch->header = h;
	batch->data = p;
	batch->size = size;
	batch->records = p + KW_RECORD_BATCH_HEADER_SIZE;
	batch->records_len = size - KW_RECORD_BATCH_HEADER_SIZE;
	batch->pos = pos;
	it->pos += size;
	return 1;
}

int kw_record_iter_init_raw(struct kw_record_iter *it,
			    const struct kw_record_batch_header *h,
			    const uint8_t *records, size_t len, size_t pos,
			    struct kw_error *err)
{
	if (err == NULL)
		err = &it->own_err;
	kw_reader_init(&it->r, records, len, err);
	it->r.base = pos;
	it->header = *h;
	it->index = 0;
	it->batch_pos = pos >= KW_RECORD_BATCH_HEADER_SIZE
				? pos - KW_RECORD_BATCH_HEADER_SIZE
				: 0;
	if (h->records_count < 0)
		return kw_error_set(err, KW_ERR_NEGATIVE_LENGTH, pos,
				    "record batch (base offset %" PRId64
				    "): records_count %" PRId32 " is negative",
				    h->base_offset, h->records_count);
	if ((size_t)h->records_count > len / MIN_RECORD_SIZE)
		return kw_error_set(err, KW_ERR_COUNT_TOO_LARGE, pos,
				    "record batch (base offset %" PRId64
				    "): records_count %" PRId32
				    " cannot fit in %zu bytes of records",
				    h->base_offset, h->records_count, len);
	return 0;
}

int kw_record_iter_init(struct kw_record_iter *it, const struct kw_record_batch *b,
			struct kw_error *err)
{
	if (kw_record_batch_compression(&b->header) != KW_COMPRESSION_NONE) {
		if (err == NULL)
			err = &it->own_err;
		kw_reader_init(&it->r, NULL, 0, err);
		return kw_error_set(err, KW_ERR_UNSUPPORTED, b->pos,
				    "record batch (base offset %" PRId64
				    ") at byte %zu: compressed (codec %d): decompress it "
				    "first",
				    b->header.base_offset, b->pos,
				    (int)kw_record_batch_compression(&b->header));
	}
	int rc = kw_record_iter_init_raw(it, &b->header, b->records, b->records_len,
					 b->pos + KW_RECORD_BATCH_HEADER_SIZE, err);
	it->batch_pos = b->pos;
	return rc;
}

/*
 * One-byte fast paths for the varints that dominate records (small lengths
 * and deltas). Anything longer, and every error, goes through the runtime
 * reader, which keeps the sticky-error rules.
 */
static inline int32_t fast_varint(struct kw_reader *r)
{
	if (r->pos < r->len && r->buf[r->pos] < 0x80 && kw_reader_ok(r)) {
		uint32_t b = r->buf[r->pos++];
		return (int32_t)(b >> 1) ^ -(int32_t)(b & 1);
	}
	return kw_reader_read_varint(r);
}

static inline int64_t fast_varlong(struct kw_reader *r)
{
	if (r->pos < r->len && r->buf[r->pos] < 0x80 && kw_reader_ok(r)) {
		uint32_t b = r->buf[r->pos++];
		return (int64_t)(b >> 1) ^ -(int64_t)(b & 1);
	}
	return kw_reader_read_varlong(r);
}

static inline int8_t fast_i8(struct kw_reader *r)
{
	if (r->pos < r->len && kw_reader_ok(r))
		return (int8_t)r->buf[r->pos++];
	return kw_reader_read_i8(r);
}

/* Reads a varint length and that many bytes; -1 is null when nullable. */
static void read_varint_bytes(struct kw_reader *r, struct kw_bytes *out, bool nullable,
			      const char *what)
{
	size_t at = kw_reader_offset(r);
	int32_t n = fast_varint(r);
	out->ptr = NULL;
	out->len = -1;
	if (!kw_reader_ok(r))
		return;
	if (n < 0) {
		if (n == -1 && nullable)
			return;
		if (n == -1)
			kw_error_set(r->err, KW_ERR_NULL_NOT_ALLOWED, at, "%s is null",
				     what);
		else
			kw_error_set(r->err, KW_ERR_NEGATIVE_LENGTH, at,
				     "%s length %" PRId32 " is negative", what, n);
		return;
	}
	if ((size_t)n > kw_reader_remaining(r)) {
		kw_error_set(r->err, KW_ERR_LENGTH_PAST_END, at,
			     "%s length %" PRId32 " exceeds %zu remaining bytes", what, n,
			     kw_reader_remaining(r));
		return;
	}
	out->ptr = r->buf + r->pos; /* n bytes are there (checked above) */
	r->pos += (size_t)n;
	out->len = n;
}

/* Adds the batch as context and the record index to the path. */
static int fail_record(struct kw_record_iter *it)
{
	kw_error_push_index(it->r.err, it->index);
	kw_error_push_field(it->r.err, "records");
	kw_error_set_context(it->r.err,
			     "record batch (base offset %" PRId64 ") at byte %zu",
			     it->header.base_offset, it->batch_pos);
	return it->r.err->code;
}

int kw_record_iter_next(struct kw_record_iter *it, struct kw_record *rec)
{
	struct kw_reader *r = &it->r;
	if (!kw_reader_ok(r))
		return r->err->code;
	if (it->index >= it->header.records_count) {
		if (kw_reader_remaining(r) != 0) {
			kw_error_set(r->err, KW_ERR_TRAILING_BYTES, kw_reader_offset(r),
				     "%zu bytes left after records_count %" PRId32
				     " records",
				     kw_reader_remaining(r), it->header.records_count);
			kw_error_set_context(r->err,
					     "record batch (base offset %" PRId64
					     ") at byte %zu",
					     it->header.base_offset, it->batch_pos);
			return r->err->code;
		}
		return 0;
	}
	rec->pos = kw_reader_offset(r);
	if (kw_reader_remaining(r) == 0) {
		kw_error_set(r->err, KW_ERR_TRUNCATED, rec->pos,
			     "records end after %" PRId32 " of records_count %" PRId32,
			     it->index, it->header.records_count);
		return fail_record(it);
	}
	int32_t length = fast_varint(r);
	if (!kw_reader_ok(r))
		return fail_record(it);
	if (length < 0) {
		kw_error_set(r->err, KW_ERR_NEGATIVE_LENGTH, rec->pos,
			     "record length %" PRId32 " is negative", length);
		return fail_record(it);
	}
	if ((size_t)length > kw_reader_remaining(r)) {
		kw_error_set(r->err, KW_ERR_LENGTH_PAST_END, rec->pos,
			     "record length %" PRId32 " exceeds %zu remaining bytes",
			     length, kw_reader_remaining(r));
		return fail_record(it);
	}
	/* The record's fields are read through a reader bounded to it. */
	struct kw_reader sub = *r;
	sub.buf = r->buf + r->pos;
	sub.len = (size_t)length;
	sub.pos = 0;
	sub.base = kw_reader_offset(r);
	r->pos += (size_t)length; /* checked against the bytes left above */

	rec->attributes = fast_i8(&sub);
	rec->timestamp_delta = fast_varlong(&sub);
	rec->offset_delta = fast_varint(&sub);
	read_varint_bytes(&sub, &rec->key, true, "key");
	read_varint_bytes(&sub, &rec->value, true, "value");
	size_t count_at = kw_reader_offset(&sub);
	rec->header_count = fast_varint(&sub);
	if (!kw_reader_ok(&sub))
		return fail_record(it);
	if (rec->header_count < 0) {
		kw_error_set(sub.err, KW_ERR_NEGATIVE_LENGTH, count_at,
			     "header count %" PRId32 " is negative", rec->header_count);
		return fail_record(it);
	}
	/* Each header takes at least two bytes (two empty lengths). */
	if ((size_t)rec->header_count > kw_reader_remaining(&sub) / 2) {
		kw_error_set(sub.err, KW_ERR_COUNT_TOO_LARGE, count_at,
			     "header count %" PRId32 " exceeds %zu remaining bytes",
			     rec->header_count, kw_reader_remaining(&sub));
		return fail_record(it);
	}
	rec->headers = sub.buf + sub.pos;
	for (int32_t i = 0; i < rec->header_count; i++) {
		struct kw_bytes k, v;
		read_varint_bytes(&sub, &k, false, "header key");
		read_varint_bytes(&sub, &v, true, "header value");
		if (!kw_reader_ok(&sub)) {
			kw_error_push_index(sub.err, i);
			kw_error_push_field(sub.err, "headers");
			return fail_record(it);
		}
	}
	rec->headers_len = (size_t)(sub.buf + sub.pos - rec->headers);
	if (kw_reader_remaining(&sub) != 0) {
		kw_error_set(sub.err, KW_ERR_INVALID_VALUE, kw_reader_offset(&sub),
			     "record length %" PRId32 " but its fields end %zu bytes "
			     "earlier",
			     length, kw_reader_remaining(&sub));
		return fail_record(it);
	}
	rec->offset = it->header.base_offset + rec->offset_delta;
	rec->timestamp = kw_record_batch_is_log_append_time(&it->header)
				 ? it->header.max_timestamp
				 : it->header.base_timestamp + rec->timestamp_delta;
	it->index++;
	return 1;
}

void kw_record_header_iter_init(struct kw_record_header_iter *it,
				const struct kw_record *rec)
{
	it->p = rec->headers;
	it->end = rec->headers + rec->headers_len;
	it->left = rec->header_count;
}

/* A zig-zag varint from memory already validated by kw_record_iter_next. */
static int32_t valid_varint(const uint8_t **pp)
{
	const uint8_t *p = *pp;
	uint32_t v = 0;
	int shift = 0;
	for (;;) {
		uint8_t b = *p++;
		v |= (uint32_t)(b & 0x7F) << shift;
		if (!(b & 0x80))
			break;
		shift += 7;
	}
	*pp = p;
	return (int32_t)((v >> 1) ^ (~(v & 1) + 1));
}

int kw_record_header_iter_next(struct kw_record_header_iter *it,
			       struct kw_record_header *out)
{
	if (it->left <= 0 || it->p >= it->end)
		return 0;
	int32_t kn = valid_varint(&it->p);
	out->key.ptr = (const char *)it->p;
	out->key.len = kn;
	it->p += kn;
	int32_t vn = valid_varint(&it->p);
	if (vn < 0) {
		out->value = KW_BYTES_NULL;
	} else {
		out->value.ptr = it->p;
		out->value.len = vn;
		it->p += vn;
	}
	it->left--;
	return 1;
}
