/*
 * records_control.c — control records (RecordBatch attribute bit 5).
 *
 * Key (every type):     int16 version (>= 0), int16 type
 * Value, ABORT/COMMIT:  EndTransactionMarker: int16 version, int32
 *                       coordinator epoch
 * Value, types 2..6:    a data message (LeaderChangeMessage,
 *                       SnapshotHeaderRecord, SnapshotFooterRecord,
 *                       KRaftVersionRecord, VotersRecord) encoded by its
 *                       generated codec; kept here as a byte view.
 *
 * Like Kafka, a key or marker of a later version is read for the fields this
 * version knows; its extra bytes are ignored.
 */
#include "kwire/records.h"
#include "records_internal.h"

#include <inttypes.h>

const char *kw_control_type_name(int type)
{
	switch (type) {
	case KW_CONTROL_ABORT:
		return "ABORT";
	case KW_CONTROL_COMMIT:
		return "COMMIT";
	case KW_CONTROL_LEADER_CHANGE:
		return "LEADER_CHANGE";
	case KW_CONTROL_SNAPSHOT_HEADER:
		return "SNAPSHOT_HEADER";
	case KW_CONTROL_SNAPSHOT_FOOTER:
		return "SNAPSHOT_FOOTER";
	case KW_CONTROL_KRAFT_VERSION:
		return "KRAFT_VERSION";
	case KW_CONTROL_VOTERS:
		return "VOTERS";
	}
	return "UNKNOWN";
}

int kw_control_record_parse(const struct kw_record *rec, struct kw_control_record *out,
			    struct kw_error *err)
{
	if (rec->key.len < 4)
		return kw_error_set(err, KW_ERR_TRUNCATED, rec->pos,
				    "control record at offset %" PRId64
				    ": key of %" PRId32 " bytes, expected at least 4",
				    rec->offset, rec->key.len);
	int16_t version = (int16_t)kw__be16(rec->key.ptr);
	if (version < 0)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, rec->pos,
				    "control record at offset %" PRId64
				    ": negative key version %d",
				    rec->offset, version);
	out->key_version = version;
	out->type = (int16_t)kw__be16(rec->key.ptr + 2);
	out->value = rec->value;
	return 0;
}

int kw_end_txn_marker_parse(struct kw_bytes value, struct kw_end_txn_marker *out,
			    struct kw_error *err)
{
	if (value.len < 6)
		return kw_error_set(err, KW_ERR_TRUNCATED, 0,
				    "end transaction marker of %" PRId32
				    " bytes, expected at least 6",
				    value.len);
	out->version = (int16_t)kw__be16(value.ptr);
	if (out->version < 0)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, 0,
				    "end transaction marker version %d is negative",
				    out->version);
	out->coordinator_epoch = (int32_t)kw__be32(value.ptr + 2);
	return 0;
}

void kw_end_txn_marker_write(const struct kw_end_txn_marker *m, uint8_t out[6])
{
	kw__put_be16(out, 0);
	kw__put_be32(out + 2, (uint32_t)m->coordinator_epoch);
}

int kw_control_batch_write(struct kw_writer *w,
			   const struct kw_record_batch_params *params, int64_t timestamp,
			   int16_t type, struct kw_bytes value, size_t *batch_size)
{
	struct kw_record_batch_params p = *params;
	p.control = true;
	p.compression = KW_COMPRESSION_NONE;
	uint8_t key[4];
	kw__put_be16(key, 0);
	kw__put_be16(key + 2, (uint16_t)type);
	struct kw_record_batch_builder b;
	int rc = kw_record_batch_builder_init(&b, w, &p);
	if (rc != 0)
		return rc;
	struct kw_record_input rec = {
		.offset = -1,
		.timestamp = timestamp,
		.key = {key, 4},
		.value = value,
	};
	rc = kw_record_batch_builder_add(&b, &rec);
	if (rc != 0)
		return rc;
	return kw_record_batch_builder_finish(&b, batch_size);
}
