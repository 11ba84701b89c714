/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire/metadata_record.h — the frame of a KRaft metadata record, as the
 * value of a record in the __cluster_metadata log carries it (Apache
 * Kafka's MetadataRecordSerde, an AbstractApiMessageSerde):
 *
 *   uvarint frame version (1) | uvarint record type | uvarint version | message
 *
 * The record type is the "apiKey" of a "metadata" schema (TopicRecord is
 * 2; kwire/msg/api.h names them KW_METADATA_*), the version that schema's
 * version; the message follows in its own encoding. Coordinator records
 * (the group, share and transaction coordinators' keys and values) are
 * framed differently, by an int16 version before the message.
 */
#ifndef KWIRE_METADATA_RECORD_H
#define KWIRE_METADATA_RECORD_H

#include "export.h"
#include "reader.h"
#include "writer.h"

#include <stddef.h>
#include <stdint.h>

#define KW_METADATA_FRAME_VERSION 1

struct kw_metadata_frame {
	int16_t type;	 /* the record type */
	int16_t version; /* the message's version */
};

/*
 * Reads a frame from r, leaving r at the message. Returns 0, or a negative
 * code recorded in r's error with its offset: KW_ERR_TRUNCATED,
 * KW_ERR_VARINT_TOO_LONG, KW_ERR_UNSUPPORTED_VERSION (a frame version other
 * than 1), KW_ERR_INVALID_VALUE (a type or version above 32767).
 */
KW_EXPORT int kw_metadata_frame_read(struct kw_reader *r, struct kw_metadata_frame *f);
/* Writes the frame of f (type and version must be >= 0). */
KW_EXPORT void kw_metadata_frame_write(struct kw_writer *w,
				       const struct kw_metadata_frame *f);
/* The bytes kw_metadata_frame_write writes. */
KW_EXPORT size_t kw_metadata_frame_size(const struct kw_metadata_frame *f);

#endif
