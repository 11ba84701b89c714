/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/snapshot_io.c — snapshot files from and to records
 * (node/snapshot_io.h), and the public kr_node_snapshot_write.
 */
#include "node/snapshot_io.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kraft.h"
#include "kwire/writer.h"
#include "node/batch_records.h"

/* A snapshot being written (kwire/raft.h's opaque type). */
struct kr_node_snapshot {
	struct kr_snapshot_writer *w;
	struct kw_error err;
	int rc;		  /* the first failure; later writes refuse */
	uint64_t records; /* written so far */
	int64_t last_offset;
	struct kw_record_input *in;
	size_t in_cap;
	struct kw_record_header *hs;
	size_t hs_cap;
};

int kr_node_snapshot_write(struct kr_node_snapshot *s, const struct kr_node_record *recs,
			   size_t n)
{
	if (!s || (n && !recs))
		return KR_NODE_ERR_INVALID_ARGUMENT;
	if (s->rc)
		return s->rc;
	size_t nh = 0;
	int64_t prev = s->last_offset;
	for (size_t i = 0; i < n; i++) {
		if (recs[i].key_len < -1 || recs[i].value_len < -1 ||
		    (recs[i].key_len > 0 && !recs[i].key) ||
		    (recs[i].value_len > 0 && !recs[i].value) ||
		    (recs[i].n_headers && !recs[i].headers))
			return KR_NODE_ERR_INVALID_ARGUMENT;
		/* offsets must rise (the writer numbers -1 after the last one) */
		int64_t off = recs[i].offset >= 0 ? recs[i].offset : prev + 1;
		if (off <= prev)
			return KR_NODE_ERR_INVALID_ARGUMENT;
		prev = off;
		nh += recs[i].n_headers;
	}
	if (n > s->in_cap) {
		struct kw_record_input *p = realloc(s->in, n * sizeof *p);
		if (!p)
			return s->rc = KR_NODE_ERR_NOMEM;
		s->in = p;
		s->in_cap = n;
	}
	if (nh > s->hs_cap) {
		struct kw_record_header *p = realloc(s->hs, nh * sizeof *p);
		if (!p)
			return s->rc = KR_NODE_ERR_NOMEM;
		s->hs = p;
		s->hs_cap = nh;
	}
	size_t h = 0;
	for (size_t i = 0; i < n; i++) {
		const struct kr_node_record *r = &recs[i];
		int64_t off = r->offset >= 0 ? r->offset : s->last_offset + 1;
		s->in[i] = (struct kw_record_input){
			.offset = off,
			.timestamp = r->timestamp,
			.key = {r->key, r->key_len < 0 ? -1 : r->key_len},
			.value = {r->value, r->value_len < 0 ? -1 : r->value_len},
			.headers = r->n_headers ? &s->hs[h] : NULL,
			.header_count = r->n_headers,
		};
		for (size_t k = 0; k < r->n_headers; k++, h++)
			s->hs[h] = (struct kw_record_header){
				{r->headers[k].key, (int32_t)r->headers[k].key_len},
				{r->headers[k].value,
				 r->headers[k].value ? r->headers[k].value_len : -1}};
		s->last_offset = off;
	}
	int rc = kr_snapshot_writer_append(s->w, s->in, n, &s->err);
	if (rc != 0)
		return s->rc = rc;
	s->records += n;
	return 0;
}

int kr_snapshot_io_write_control(struct kr_node_snapshot *s, int64_t base, int16_t type,
				 const uint8_t *value, size_t len)
{
	if (!s || type < KR_CONTROL_APP_MIN || len > INT32_MAX || (len && !value))
		return KR_NODE_ERR_INVALID_ARGUMENT;
	if (s->rc)
		return s->rc;
	int64_t at = base > s->last_offset ? base : s->last_offset + 1;
	uint8_t key[4] = {0, 0, (uint8_t)((uint16_t)type >> 8), (uint8_t)type};
	struct kw_record_input rec = {.offset = at,
				      .timestamp = 0,
				      .key = {key, 4},
				      .value = {value, (int32_t)len}};
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.base_offset = at;
	p.control = true;
	struct kw_writer w;
	struct kw_record_batch_builder b;
	size_t size;
	if (kw_writer_init_growable(&w, len + 128, &s->err) != 0)
		return s->rc = KR_NODE_ERR_NOMEM;
	int rc = kw_record_batch_builder_init(&b, &w, &p);
	if (rc == 0)
		rc = kw_record_batch_builder_add(&b, &rec);
	if (rc == 0)
		rc = kw_record_batch_builder_finish(&b, &size);
	if (rc == 0)
		rc = kr_snapshot_writer_append_batches(s->w, w.buf, w.pos, &s->err);
	kw_writer_release(&w);
	if (rc != 0)
		return s->rc = rc;
	s->last_offset = at;
	return 0;
}

/* The node's own control records of a control batch, into control. */
static int control_records(const uint8_t *p, size_t len, kr_snapshot_control_fn control,
			   void *ctx, struct kw_error *err)
{
	struct kw_records_iter it;
	struct kw_record_batch b;
	struct kw_record_iter ri;
	struct kw_record rec;
	kw_records_iter_init(&it, p, len, 0);
	if (kw_records_iter_next(&it, &b, err) != 1 ||
	    kw_record_batch_compression(&b.header) != KW_COMPRESSION_NONE ||
	    kw_record_iter_init(&ri, &b, err) != 0)
		return 0; /* not one of ours */
	int rc;
	while ((rc = kw_record_iter_next(&ri, &rec)) == 1) {
		struct kw_control_record cr;
		if (kw_control_record_parse(&rec, &cr, NULL) != 0 ||
		    cr.type < KR_CONTROL_APP_MIN || cr.value.len < 0)
			continue;
		int c = control(ctx, cr.type, cr.value.ptr, (size_t)cr.value.len);
		if (c)
			return c;
	}
	return rc < 0 ? rc : 0;
}

int kr_snapshot_io_write(const char *dir, struct kr_snapshot_id id, struct kw_bytes header,
			 const struct kr_snapshot_io_options *opts,
			 kr_snapshot_source_fn source, void *ctx,
			 struct kr_snapshot_info *info, uint64_t *records, char *why,
			 size_t why_len)
{
	struct kr_node_snapshot s;
	memset(&s, 0, sizeof s);
	s.last_offset = 0; /* the header batch is at offset 0 (the writer's rule) */
	kw_error_clear(&s.err);
	struct kr_snapshot_writer_options wo = {
		.compression = opts->compression,
		.timestamp_ms = opts->now_ms,
	};
	char buf[640];
	int rc = kr_snapshot_writer_open(&s.w, dir, id, header.ptr, (size_t)header.len, &wo,
					 &s.err);
	if (rc != 0) {
		snprintf(why, why_len, "%s", kw_error_format(&s.err, buf, sizeof buf));
		return rc;
	}
	int src = source(ctx, &s);
	free(s.in);
	free(s.hs);
	if (src > 0) {
		kr_snapshot_writer_abort(s.w);
		return 1;
	}
	if (src < 0 || s.rc) {
		kr_snapshot_writer_abort(s.w);
		if (s.err.code)
			snprintf(why, why_len, "%s", kw_error_format(&s.err, buf, sizeof buf));
		else
			snprintf(why, why_len, "the application's records: %s",
				 kr_node_strerror(src < 0 ? src : s.rc));
		return src < 0 ? src : s.rc;
	}
	rc = kr_snapshot_writer_freeze(s.w, info, &s.err);
	if (rc != 0) {
		snprintf(why, why_len, "%s", kw_error_format(&s.err, buf, sizeof buf));
		return rc;
	}
	*records = s.records;
	return 0;
}

int kr_snapshot_io_load(const char *dir, const struct kr_snapshot_info *info,
			kr_snapshot_sink_fn sink, kr_snapshot_control_fn control, void *ctx,
			uint64_t *records, char *why, size_t why_len)
{
	struct kr_snapshot_reader *r;
	struct kw_error err;
	char buf[640];
	kw_error_clear(&err);
	*records = 0;
	int rc = kr_snapshot_reader_open(&r, dir, info->id, NULL, &err);
	if (rc != 0) {
		snprintf(why, why_len, "%s", kw_error_format(&err, buf, sizeof buf));
		return rc;
	}
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_bytes batch;
	while ((rc = kr_snapshot_reader_next(r, &batch, &err)) == 1) {
		kw_arena_reset(&a);
		if (batch.len > 22 && (batch.ptr[22] & 0x20)) {
			/* a control batch: the node's own records, if any */
			if (control && (rc = control_records(batch.ptr, (size_t)batch.len,
							     control, ctx, &err)) != 0)
				break;
			continue;
		}
		struct kr_node_record *recs;
		size_t n;
		rc = kr_batch_records(batch.ptr, (size_t)batch.len, &a, &recs, &n, &err);
		if (rc != 0)
			break;
		if (n && (rc = sink(ctx, recs, n)) != 0)
			break;
		*records += n;
	}
	if (rc < 0)
		snprintf(why, why_len, "%s",
			 err.code ? kw_error_format(&err, buf, sizeof buf)
				  : kr_node_strerror(rc));
	kw_arena_free(&a);
	kr_snapshot_reader_close(r);
	return rc;
}
