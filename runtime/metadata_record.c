/* SPDX-License-Identifier: Apache-2.0 */
/*
 * metadata_record.c — the frame of a KRaft metadata record (see
 * kwire/metadata_record.h).
 */
#include "kwire/metadata_record.h"

#include <inttypes.h>

int kw_metadata_frame_read(struct kw_reader *r, struct kw_metadata_frame *f)
{
	size_t at = kw_reader_offset(r);
	uint32_t frame = kw_reader_read_uvarint(r);
	if (kw_reader_ok(r) && frame != KW_METADATA_FRAME_VERSION)
		return kw_error_set(r->err, KW_ERR_UNSUPPORTED_VERSION, at,
				    "metadata record frame version %" PRIu32 " is not %d", frame,
				    KW_METADATA_FRAME_VERSION);
	size_t at_type = kw_reader_offset(r);
	uint32_t type = kw_reader_read_uvarint(r);
	size_t at_version = kw_reader_offset(r);
	uint32_t version = kw_reader_read_uvarint(r);
	if (!kw_reader_ok(r))
		return r->err->code;
	if (type > INT16_MAX)
		return kw_error_set(r->err, KW_ERR_INVALID_VALUE, at_type,
				    "metadata record type %" PRIu32 " exceeds %d", type, INT16_MAX);
	if (version > INT16_MAX)
		return kw_error_set(r->err, KW_ERR_INVALID_VALUE, at_version,
				    "metadata record version %" PRIu32 " exceeds %d", version,
				    INT16_MAX);
	f->type = (int16_t)type;
	f->version = (int16_t)version;
	return 0;
}

void kw_metadata_frame_write(struct kw_writer *w, const struct kw_metadata_frame *f)
{
	kw_writer_write_uvarint(w, KW_METADATA_FRAME_VERSION);
	kw_writer_write_uvarint(w, (uint32_t)f->type);
	kw_writer_write_uvarint(w, (uint32_t)f->version);
}

size_t kw_metadata_frame_size(const struct kw_metadata_frame *f)
{
	return kw_size_uvarint(KW_METADATA_FRAME_VERSION) + kw_size_uvarint((uint32_t)f->type) +
	       kw_size_uvarint((uint32_t)f->version);
}
