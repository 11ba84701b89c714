/*
 * records_build.c — writing RecordBatch v2 batches (see kwire/records.h for
 * the layout): a builder that reserves the 61-byte header, appends records,
 * then fills in the header, batch_length and CRC-32C.
 *
 * Timestamps follow Kafka's MemoryRecordsBuilder: base_timestamp is the
 * first record's timestamp (or the delete horizon when the batch carries
 * one), each record stores its delta from it, and max_timestamp is the
 * largest record timestamp (or the log-append time). An empty batch has
 * base and max timestamps of -1.
 */
#include "kwire/records.h"
#include "records_internal.h"

#include <inttypes.h>
#include <string.h>

void kw_record_batch_params_init(struct kw_record_batch_params *p)
{
	memset(p, 0, sizeof *p);
	p->base_offset = 0;
	p->partition_leader_epoch = -1;
	p->compression = KW_COMPRESSION_NONE;
	p->log_append_time_ms = -1;
	p->delete_horizon_ms = -1;
	p->producer_id = -1;
	p->producer_epoch = -1;
	p->base_sequence = -1;
}

int kw_record_batch_builder_init(struct kw_record_batch_builder *b, struct kw_writer *w,
				 const struct kw_record_batch_params *params)
{
	b->w = w;
	b->start = w->pos;
	b->params = *params;
	b->count = 0;
	b->next_offset = params->base_offset;
	b->base_timestamp = params->has_delete_horizon ? params->delete_horizon_ms : -1;
	b->max_timestamp = -1;
	b->last_offset_delta = 0;
	b->finished = false;
	uint8_t *h = kw_writer_reserve(w, KW_RECORD_BATCH_HEADER_SIZE);
	if (h == NULL)
		return w->err->code;
	memset(h, 0, KW_RECORD_BATCH_HEADER_SIZE);
	return 0;
}

static size_t varint_bytes_size(struct kw_bytes b)
{
	if (b.len < 0)
		return 1; /* varint -1 */
	return kw_size_varint(b.len) + (size_t)b.len;
}

/* The record's body: everything after its length varint. */
static size_t body_size(int32_t offset_delta, int64_t timestamp_delta,
			const struct kw_record_input *rec)
{
	size_t n = 1 + kw_size_varlong(timestamp_delta) + kw_size_varint(offset_delta) +
		   varint_bytes_size(rec->key) + varint_bytes_size(rec->value) +
		   kw_size_varint((int32_t)rec->header_count);
	for (size_t i = 0; i < rec->header_count; i++) {
		const struct kw_record_header *h = &rec->headers[i];
		n += kw_size_varint(h->key.len) +
		     (size_t)(h->key.len > 0 ? h->key.len : 0);
		n += varint_bytes_size(h->value);
	}
	return n;
}

size_t kw_record_size(int32_t offset_delta, int64_t timestamp_delta,
		      const struct kw_record_input *rec)
{
	size_t body = body_size(offset_delta, timestamp_delta, rec);
	return kw_size_varint((int32_t)body) + body;
}

static void write_varint_bytes(struct kw_writer *w, struct kw_bytes b)
{
	if (b.len < 0) {
		kw_writer_write_varint(w, -1);
		return;
	}
	kw_writer_write_varint(w, b.len);
	if (b.len > 0)
		kw_writer_write_raw(w, b.ptr, (size_t)b.len);
}

int kw_record_batch_builder_add(struct kw_record_batch_builder *b,
				const struct kw_record_input *rec)
{
	struct kw_writer *w = b->w;
	if (!kw_writer_ok(w))
		return w->err->code;
	if (b->finished)
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
				      "batch already finished");
	int64_t offset = rec->offset < 0 ? b->next_offset : rec->offset;
	if (offset < b->next_offset)
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
				      "record offset %" PRId64
				      " is below the next offset %" PRId64,
				      offset, b->next_offset);
	int64_t od = offset - b->params.base_offset;
	if (od > INT32_MAX || b->count == INT32_MAX)
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
				      "record offset %" PRId64
				      " is too far from base offset %" PRId64,
				      offset, b->params.base_offset);
	if (rec->header_count > INT32_MAX ||
	    (rec->header_count > 0 && rec->headers == NULL))
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT, "bad header list");
	for (size_t i = 0; i < rec->header_count; i++)
		if (rec->headers[i].key.len < 0)
			return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
					      "header %zu has a null key", i);
	int64_t base_ts = b->base_timestamp;
	if (b->count == 0 && !b->params.has_delete_horizon)
		base_ts = rec->timestamp;
	int64_t td;
	if (__builtin_sub_overflow(rec->timestamp, base_ts, &td))
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
				      "timestamp %" PRId64
				      " is too far from base timestamp %" PRId64,
				      rec->timestamp, base_ts);

	size_t body = body_size((int32_t)od, td, rec);
	if (body > INT32_MAX)
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT, "record of %zu bytes",
				      body);
	kw_writer_write_varint(w, (int32_t)body);
	kw_writer_write_i8(w, rec->attributes);
	kw_writer_write_varlong(w, td);
	kw_writer_write_varint(w, (int32_t)od);
	write_varint_bytes(w, rec->key);
	write_varint_bytes(w, rec->value);
	kw_writer_write_varint(w, (int32_t)rec->header_count);
	for (size_t i = 0; i < rec->header_count; i++) {
		const struct kw_record_header *h = &rec->headers[i];
		kw_writer_write_varint(w, h->key.len);
		if (h->key.len > 0)
			kw_writer_write_raw(w, h->key.ptr, (size_t)h->key.len);
		write_varint_bytes(w, h->value);
	}
	if (!kw_writer_ok(w))
		return w->err->code;
	b->base_timestamp = base_ts;
	if (b->count == 0 || rec->timestamp > b->max_timestamp)
		b->max_timestamp = rec->timestamp;
	b->count++;
	b->last_offset_delta = (int32_t)od;
	b->next_offset = offset + 1;
	return 0;
}

int kw__record_batch_builder_seal(struct kw_record_batch_builder *b, int16_t attributes,
				  size_t *batch_size)
{
	struct kw_writer *w = b->w;
	if (!kw_writer_ok(w))
		return w->err->code;
	size_t size = w->pos - b->start;
	if (size - KW_RECORD_BATCH_OVERHEAD > INT32_MAX)
		return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT, "batch of %zu bytes",
				      size);
	const struct kw_record_batch_params *p = &b->params;
	int64_t max_ts = p->log_append_time ? p->log_append_time_ms : b->max_timestamp;
	uint8_t *h = w->buf + b->start;
	kw__put_be64(h + 0, (uint64_t)p->base_offset);
	kw__put_be32(h + 8, (uint32_t)(size - KW_RECORD_BATCH_OVERHEAD));
	kw__put_be32(h + 12, (uint32_t)p->partition_leader_epoch);
	h[16] = 2;
	kw__put_be16(h + 21, (uint16_t)attributes);
	kw__put_be32(h + 23, (uint32_t)b->last_offset_delta);
	kw__put_be64(h + 27, (uint64_t)b->base_timestamp);
	kw__put_be64(h + 35, (uint64_t)max_ts);
	kw__put_be64(h + 43, (uint64_t)p->producer_id);
	kw__put_be16(h + 51, (uint16_t)p->producer_epoch);
	kw__put_be32(h + 53, (uint32_t)p->base_sequence);
	kw__put_be32(h + 57, (uint32_t)b->count);
	kw_record_batch_update_crc(h, size);
	b->finished = true;
	if (batch_size != NULL)
		*batch_size = size;
	return 0;
}

int16_t kw__record_batch_attributes(const struct kw_record_batch_params *p,
				    enum kw_compression codec)
{
	int a = (int)codec & KW_BATCH_ATTR_COMPRESSION_MASK;
	if (p->log_append_time)
		a |= KW_BATCH_ATTR_LOG_APPEND_TIME;
	if (p->transactional)
		a |= KW_BATCH_ATTR_TRANSACTIONAL;
	if (p->control)
		a |= KW_BATCH_ATTR_CONTROL;
	if (p->has_delete_horizon)
		a |= KW_BATCH_ATTR_DELETE_HORIZON;
	return (int16_t)a;
}

int kw_record_batch_builder_finish(struct kw_record_batch_builder *b, size_t *batch_size)
{
	if (b->params.compression != KW_COMPRESSION_NONE)
		return kw_writer_fail(b->w, KW_ERR_UNSUPPORTED,
				      "compression %d: finish with "
				      "kw_record_batch_builder_finish_compressed",
				      (int)b->params.compression);
	if (b->finished)
		return kw_writer_fail(b->w, KW_ERR_INVALID_ARGUMENT,
				      "batch already finished");
	return kw__record_batch_builder_seal(
		b, kw__record_batch_attributes(&b->params, KW_COMPRESSION_NONE),
		batch_size);
}
