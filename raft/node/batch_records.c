/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/batch_records.c — record batch to kr_node_record (batch_records.h).
 */
#include "node/batch_records.h"

#include "kwire/compress.h"
#include "kwire/records.h"

int kr_batch_records(const uint8_t *data, size_t len, struct kw_arena *a,
		     struct kr_node_record **out, size_t *n, struct kw_error *err)
{
	*out = NULL;
	*n = 0;
	struct kw_records_iter it;
	struct kw_record_batch rb;
	kw_records_iter_init(&it, data, len, 0);
	if (kw_records_iter_next(&it, &rb, err) != 1)
		return kw_error_set(err, KW_ERR_CORRUPT, 0, "not a record batch");
	struct kw_record_iter ri;
	int rc = kw_record_iter_init_decompressed(&ri, &rb, KR_BATCH_RECORDS_MAX_BYTES, a,
						  err);
	if (rc != 0)
		return rc;
	int32_t count = rb.header.records_count;
	if (count <= 0)
		return 0;
	struct kr_node_record *recs = kw_arena_calloc(a, (size_t)count, sizeof *recs);
	if (!recs)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "%d records", (int)count);
	size_t m = 0;
	struct kw_record r;
	int more = 1;
	while (m < (size_t)count && (more = kw_record_iter_next(&ri, &r)) == 1) {
		struct kr_node_record *o = &recs[m++];
		o->offset = rb.header.base_offset + r.offset_delta;
		o->timestamp = r.timestamp;
		o->key = r.key.ptr;
		o->key_len = r.key.len;
		o->value = r.value.ptr;
		o->value_len = r.value.len;
		if (r.header_count <= 0)
			continue;
		struct kr_node_header *hs =
			kw_arena_calloc(a, (size_t)r.header_count, sizeof *hs);
		if (!hs)
			return kw_error_set(err, KW_ERR_NOMEM, 0, "record headers");
		struct kw_record_header_iter hi;
		struct kw_record_header h;
		size_t nh = 0;
		kw_record_header_iter_init(&hi, &r);
		while (nh < (size_t)r.header_count && kw_record_header_iter_next(&hi, &h) == 1)
			hs[nh++] = (struct kr_node_header){h.key.ptr, (size_t)h.key.len,
							   h.value.ptr, h.value.len};
		o->headers = hs;
		o->n_headers = nh;
	}
	if (more < 0)
		return more; /* the iterator's error names the record */
	*out = recs;
	*n = m;
	return 0;
}
