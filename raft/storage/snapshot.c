/* SPDX-License-Identifier: Apache-2.0 */
/*
 * snapshot.c — snapshot files (the format and the rules are in
 * snapshot.h): the checks every reader makes, the writer (records or whole
 * batches, or the raw bytes of a fetched snapshot), the reader, listing and
 * deletion.
 *
 * KIP-630: "the snapshot will be written to a temporary file and renamed
 * once it is complete"; Kafka (FileRawSnapshotWriter.freeze) closes the
 * channel before the atomic move, and KAFKA-15312 showed the data must be
 * forced first, so a freeze is: fsync, close, rename, fsync the directory.
 */
#include "storage/snapshot.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kwire/arena.h"
#include "kwire/compress.h"
#include "kwire/msg/snapshot_footer_record.h"
#include "kwire/msg/snapshot_header_record.h"
#include "kwire/reader.h"
#include "kwire/writer.h"

#define CREATED_TAG "-created"
#define FETCHED_TAG "-fetched"
#define DEFAULT_MAX_BATCH (1u << 20)

void kr_snapshot_file_name(struct kr_snapshot_id id, const char *suffix, char *out,
			   size_t n)
{
	/* callers size out for the longest name; a shorter out gets a cut name
	 * (the return value is checked so that gcc's truncation warning sees
	 * it handled) */
	if (snprintf(out, n, "%020" PRId64 "-%010" PRId32 "%s", id.end_offset, id.epoch,
		     suffix) >= (int)n && n > 0)
		out[n - 1] = '\0';
}

static int io_fail(struct kw_error *err, int sys, uint64_t pos, const char *call,
		   const char *file)
{
	return kw_error_set(err, KW_ERR_IO, (size_t)pos, "%s %s: %s", call, file,
			    strerror(-sys));
}

/* ---- the checks ------------------------------------------------------- */

/* What a control batch holds, as the checks need it. */
struct control_scan {
	int first_type;		  /* type of the first record, -1 none */
	int last_type;		  /* type of the last record */
	int headers;		  /* SnapshotHeader records */
	int footers;		  /* SnapshotFooter records */
	int64_t header_timestamp; /* its LastContainedLogTimestamp */
};

/* Decodes a header or footer value whole; true when it is one. */
static bool value_decodes(int type, struct kw_bytes v, int64_t *ts)
{
	uint8_t space[256];
	struct kw_arena a;
	struct kw_error e;
	struct kw_reader r;
	kw_arena_init_fixed(&a, space, sizeof space);
	kw_error_clear(&e);
	if (v.len < 0)
		return false;
	kw_reader_init(&r, v.ptr, (size_t)v.len, &e);
	int rc;
	if (type == KW_CONTROL_SNAPSHOT_HEADER) {
		struct kw_snapshot_header_record m;
		rc = kw_snapshot_header_record_decode(&m, 0, &r, &a);
		if (rc == 0)
			*ts = m.last_contained_log_timestamp;
	} else {
		struct kw_snapshot_footer_record m;
		rc = kw_snapshot_footer_record_decode(&m, 0, &r, &a);
	}
	return rc == 0 && kw_reader_remaining(&r) == 0;
}

/*
 * Reads the records of an uncompressed control batch (already checked
 * whole, p/n). Returns 0, or 1 with why filled.
 */
static int scan_control(const uint8_t *p, size_t n, struct control_scan *cs, char *why,
			size_t whylen)
{
	struct kw_records_iter it;
	struct kw_record_batch b;
	struct kw_error e;
	kw_error_clear(&e);
	memset(cs, 0, sizeof *cs);
	cs->first_type = cs->last_type = -1;
	kw_records_iter_init(&it, p, n, 0);
	if (kw_records_iter_next(&it, &b, &e) != 1) {
		snprintf(why, whylen, "control batch: %.400s", e.detail);
		return 1;
	}
	if (kw_record_batch_compression(&b.header) != KW_COMPRESSION_NONE) {
		snprintf(why, whylen, "control batch is compressed (%d)",
			 kw_record_batch_compression(&b.header));
		return 1;
	}
	struct kw_record_iter ri;
	if (kw_record_iter_init(&ri, &b, &e) != 0) {
		snprintf(why, whylen, "control batch records: %.400s", e.detail);
		return 1;
	}
	struct kw_record rec;
	int rc;
	while ((rc = kw_record_iter_next(&ri, &rec)) == 1) {
		struct kw_control_record cr;
		if (kw_control_record_parse(&rec, &cr, &e) != 0) {
			snprintf(why, whylen, "control record at offset %" PRId64 ": %.400s",
				 rec.offset, e.detail);
			return 1;
		}
		if (cs->first_type < 0)
			cs->first_type = cr.type;
		cs->last_type = cr.type;
		if (cr.type == KW_CONTROL_SNAPSHOT_HEADER ||
		    cr.type == KW_CONTROL_SNAPSHOT_FOOTER) {
			int64_t ts = -1;
			if (!value_decodes(cr.type, cr.value, &ts)) {
				snprintf(why, whylen,
					 "%s record at offset %" PRId64
					 " does not decode",
					 kw_control_type_name(cr.type), rec.offset);
				return 1;
			}
			if (cr.type == KW_CONTROL_SNAPSHOT_HEADER) {
				cs->headers++;
				cs->header_timestamp = ts;
			} else {
				cs->footers++;
			}
		}
	}
	if (rc < 0) {
		snprintf(why, whylen, "control batch records: %.400s", e.detail);
		return 1;
	}
	return 0;
}

/* A file under check: where it is and a buffer for whole batches. */
struct scanner {
	struct kr_io *io;
	int fd;
	uint64_t size;
	const char *name; /* for errors */
	uint8_t *buf;
	size_t cap;
};

static int corrupt(struct kw_error *err, const struct scanner *s, uint64_t pos,
		   const char *why)
{
	return kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos,
			    "%s: batch at byte position %" PRIu64 ": %s", s->name, pos,
			    why);
}

/*
 * The batch at pos: header checked (and bounds), *n its size. With whole,
 * it is read into s->buf and its CRC checked. Returns 0 or an error.
 */
static int scan_batch(struct scanner *s, uint64_t pos, bool whole,
		      struct kw_record_batch_header *h, uint64_t *n, struct kw_error *err)
{
	uint8_t head[KW_RECORD_BATCH_HEADER_SIZE];
	char why[KW_ERROR_DETAIL_MAX + 64];
	uint64_t left = s->size - pos;
	if (left < sizeof head) {
		snprintf(why, sizeof why,
			 "the file ends %" PRIu64 " bytes into a batch header", left);
		return corrupt(err, s, pos, why);
	}
	int rc = kr__io_read_all(s->io, s->fd, head, sizeof head, (off_t)pos);
	if (rc < 0)
		return io_fail(err, rc, pos, "read", s->name);
	struct kw_error e;
	kw_error_clear(&e);
	if (kw_record_batch_header_parse(head, sizeof head, h, &e) < 0 ||
	    h->batch_length < KW_RECORD_BATCH_HEADER_SIZE - KW_RECORD_BATCH_OVERHEAD) {
		snprintf(why, sizeof why, "bad batch header%s%s", e.detail[0] ? ": " : "",
			 e.detail);
		return corrupt(err, s, pos, why);
	}
	*n = KW_RECORD_BATCH_OVERHEAD + (uint64_t)h->batch_length;
	if (*n > left) {
		snprintf(why, sizeof why,
			 "batch of %" PRIu64
			 " bytes runs past the end of the file (%" PRIu64 " bytes left)",
			 *n, left);
		return corrupt(err, s, pos, why);
	}
	if (*n > KR_SNAPSHOT_MAX_BATCH_BYTES) {
		snprintf(why, sizeof why, "batch of %" PRIu64 " bytes is larger than %u",
			 *n, KR_SNAPSHOT_MAX_BATCH_BYTES);
		return corrupt(err, s, pos, why);
	}
	if (h->last_offset_delta < 0 || h->base_offset < 0 ||
	    h->base_offset > INT64_MAX - 1 - h->last_offset_delta) {
		snprintf(why, sizeof why,
			 "offsets out of range (base %" PRId64
			 ", last offset delta %" PRId32 ")",
			 h->base_offset, h->last_offset_delta);
		return corrupt(err, s, pos, why);
	}
	if (!whole)
		return 0;
	if (*n > s->cap) {
		uint8_t *b = realloc(s->buf, (size_t)*n);
		if (b == NULL)
			return kw_error_set(err, KW_ERR_NOMEM, 0,
					    "%s: a batch of %" PRIu64 " bytes", s->name,
					    *n);
		s->buf = b;
		s->cap = (size_t)*n;
	}
	rc = kr__io_read_all(s->io, s->fd, s->buf, (size_t)*n, (off_t)pos);
	if (rc < 0)
		return io_fail(err, rc, pos, "read", s->name);
	size_t got;
	if (kw_record_batch_verify(s->buf, (size_t)*n, h, &got, &e) < 0)
		return corrupt(err, s, pos, e.detail[0] ? e.detail : "CRC mismatch");
	return 0;
}

/* The result of a structural walk. */
struct walk {
	uint64_t header_size; /* batch 0's size */
	uint64_t footer_pos;  /* where the last batch starts */
	int64_t timestamp;    /* SnapshotHeader's */
	uint64_t batches;
};

/*
 * Walks every batch of the file: batch 0 and the last one read whole and
 * checked as header and footer, control batches in between read and
 * checked to hold neither, data batches read and checksummed only with
 * crc_all. When header_out is set, batch 0 is copied there (malloc).
 */
static int walk_file(struct scanner *s, bool crc_all, struct walk *w,
		     uint8_t **header_out, struct kw_error *err)
{
	memset(w, 0, sizeof *w);
	uint64_t pos = 0;
	char why[KW_ERROR_DETAIL_MAX];
	while (pos < s->size) {
		struct kw_record_batch_header h;
		uint64_t n;
		int rc = scan_batch(s, pos, false, &h, &n, err);
		if (rc < 0)
			return rc;
		bool first = pos == 0, last = pos + n == s->size;
		bool control = kw_record_batch_is_control(&h);
		if (first || last || control || crc_all) {
			rc = scan_batch(s, pos, true, &h, &n, err);
			if (rc < 0)
				return rc;
		}
		if (control) {
			struct control_scan cs;
			if (scan_control(s->buf, (size_t)n, &cs, why, sizeof why) != 0)
				return corrupt(err, s, pos, why);
			if (first) {
				if (cs.first_type != KW_CONTROL_SNAPSHOT_HEADER)
					return corrupt(
						err, s, pos,
						"the first batch does not start with a "
						"SnapshotHeader record");
				w->timestamp = cs.header_timestamp;
				w->header_size = n;
				if (header_out != NULL) {
					*header_out = malloc((size_t)n);
					if (*header_out == NULL)
						return kw_error_set(err, KW_ERR_NOMEM, 0,
								    "%s: header",
								    s->name);
					memcpy(*header_out, s->buf, (size_t)n);
				}
			}
			if (cs.headers > (first ? 1 : 0))
				return corrupt(
					err, s, pos,
					"a SnapshotHeader record after the first one");
			if (cs.footers > (last ? 1 : 0) ||
			    (last &&
			     (cs.last_type != KW_CONTROL_SNAPSHOT_FOOTER || first)))
				return corrupt(
					err, s, pos,
					last ? "the last batch does not end with a "
					       "SnapshotFooter record (incomplete)"
					     : "a SnapshotFooter record before the last "
					       "batch");
		} else if (first) {
			return corrupt(err, s, pos,
				       "the first batch is not a control batch (no "
				       "SnapshotHeader)");
		} else if (last) {
			return corrupt(err, s, pos,
				       "the last batch is not a control batch (no "
				       "SnapshotFooter: incomplete)");
		}
		if (last)
			w->footer_pos = pos;
		w->batches++;
		pos += n;
	}
	if (s->size == 0)
		return kw_error_set(err, KW_ERR_CORRUPT, 0, "%s: the file is empty",
				    s->name);
	return 0;
}

static const char *base_name(const char *path)
{
	const char *b = strrchr(path, '/');
	return b ? b + 1 : path;
}

/* "00000000000000004711-0000000003" at the start of name: 1 and *id. */
static bool parse_id(const char *name, struct kr_snapshot_id *id)
{
	if (strlen(name) < 31 || strspn(name, "0123456789") != 20 || name[20] != '-' ||
	    strspn(name + 21, "0123456789") != 10)
		return false;
	char num[21];
	memcpy(num, name, 20);
	num[20] = '\0';
	/* 20 digits may pass INT64_MAX */
	unsigned long long off = strtoull(num, NULL, 10);
	memcpy(num, name + 21, 10);
	num[10] = '\0';
	unsigned long long ep = strtoull(num, NULL, 10);
	if (off > INT64_MAX || ep > INT32_MAX)
		return false;
	id->end_offset = (int64_t)off;
	id->epoch = (int32_t)ep;
	return true;
}

int kr_snapshot_verify(const char *path, struct kr_io *io, struct kr_snapshot_info *info,
		       struct kw_error *err)
{
	if (io == NULL)
		io = kr_io_posix();
	int fd = io->open(io, path, O_RDONLY, 0);
	if (fd < 0)
		return fd == -ENOENT ? kw_error_set(err, KR_STORAGE_ERR_NOT_FOUND, 0,
						    "%s: no such snapshot", path)
				     : io_fail(err, fd, 0, "open", path);
	off_t size = 0;
	int rc = io->size(io, fd, &size);
	struct scanner s = {io, fd, (uint64_t)size, base_name(path), NULL, 0};
	struct walk w;
	if (rc < 0)
		rc = io_fail(err, rc, 0, "fstat", s.name);
	else
		rc = walk_file(&s, true, &w, NULL, err);
	free(s.buf);
	io->close(io, fd);
	if (rc == 0 && info != NULL) {
		info->id = (struct kr_snapshot_id){-1, -1};
		struct kr_snapshot_id id;
		const char *b = base_name(path);
		if (parse_id(b, &id) && strcmp(b + 31, KR_SNAPSHOT_SUFFIX) == 0)
			info->id = id;
		info->size = (uint64_t)size;
		info->last_contained_timestamp = w.timestamp;
	}
	return rc;
}

/* ---- the writer ------------------------------------------------------- */

struct kr_snapshot_writer {
	struct kr_io *io;
	char *dir;
	struct kr_snapshot_id id;
	bool fetched;
	int fd;
	char part[4096];
	char name[KR_SNAPSHOT_NAME_MAX]; /* the part's name, for errors */
	uint64_t size;			 /* bytes written */
	int failed;			 /* the first error, sticky */
	struct kw_error failure;
	struct kr_snapshot_writer_options o;
	int64_t timestamp;   /* the header's */
	int64_t next_offset; /* the next record's offset */
	/* the batch being built */
	struct kw_error werr;
	struct kw_writer bw;
	struct kw_record_batch_builder b;
	bool building;
	size_t batch_bytes; /* records' size so far */
};

static int fail_writer(struct kr_snapshot_writer *w, struct kw_error *err, int rc)
{
	if (w->failed == 0) {
		w->failed = rc;
		if (err != NULL)
			w->failure = *err;
	}
	return rc;
}

static int refuse_failed(struct kr_snapshot_writer *w, struct kw_error *err)
{
	if (w->failed == 0)
		return 0;
	if (err != NULL && err->code == 0)
		*err = w->failure;
	return w->failed;
}

static int write_out(struct kr_snapshot_writer *w, const void *p, size_t n,
		     struct kw_error *err)
{
	int rc = kr__io_write_all(w->io, w->fd, p, n, (off_t)w->size);
	if (rc < 0)
		return fail_writer(w, err, io_fail(err, rc, w->size, "write", w->name));
	w->size += n;
	return 0;
}

static int writer_new(struct kr_snapshot_writer **out, const char *dir,
		      struct kr_snapshot_id id, bool fetched, struct kr_io *io,
		      struct kw_error *err)
{
	*out = NULL;
	if (id.end_offset < 1 || id.epoch < 0)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "snapshot id (%" PRId64 ", %" PRId32 ") is not valid",
				    id.end_offset, id.epoch);
	if (io == NULL)
		io = kr_io_posix();
	char final[4096], fname[KR_SNAPSHOT_NAME_MAX];
	kr_snapshot_file_name(id, KR_SNAPSHOT_SUFFIX, fname, sizeof fname);
	snprintf(final, sizeof final, "%s/%s", dir, fname);
	int fd = io->open(io, final, O_RDONLY, 0);
	if (fd >= 0) {
		io->close(io, fd);
		return kw_error_set(err, KR_STORAGE_ERR_EXISTS, 0, "%s: already exists",
				    fname);
	}
	struct kr_snapshot_writer *w = calloc(1, sizeof *w);
	if (w == NULL || (w->dir = strdup(dir)) == NULL) {
		free(w);
		return kw_error_set(err, KW_ERR_NOMEM, 0, "snapshot writer");
	}
	w->io = io;
	w->id = id;
	w->fetched = fetched;
	char tag[48];
	snprintf(tag, sizeof tag, "%s%s", fetched ? FETCHED_TAG : CREATED_TAG,
		 KR_SNAPSHOT_PART_SUFFIX);
	kr_snapshot_file_name(id, tag, w->name, sizeof w->name);
	snprintf(w->part, sizeof w->part, "%s/%s", dir, w->name);
	w->fd = io->open(io, w->part, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (w->fd < 0) {
		int rc = io_fail(err, w->fd, 0, "create", w->part);
		free(w->dir);
		free(w);
		return rc;
	}
	kw_error_clear(&w->werr);
	*out = w;
	return 0;
}

int kr_snapshot_writer_open(struct kr_snapshot_writer **out, const char *dir,
			    struct kr_snapshot_id id, const uint8_t *header_batch,
			    size_t header_len,
			    const struct kr_snapshot_writer_options *opts,
			    struct kw_error *err)
{
	struct kr_snapshot_writer_options o = {0};
	if (opts != NULL)
		o = *opts;
	if (o.max_batch_bytes == 0)
		o.max_batch_bytes = DEFAULT_MAX_BATCH;
	if (o.compression_level == 0)
		o.compression_level = KW_COMPRESS_LEVEL_DEFAULT;
	/* The header: one whole batch, an uncompressed control batch opening
	 * with a SnapshotHeader record. */
	struct kw_record_batch_header h;
	size_t n;
	struct kw_error e;
	kw_error_clear(&e);
	*out = NULL;
	if (header_batch == NULL ||
	    kw_record_batch_verify(header_batch, header_len, &h, &n, &e) < 0 ||
	    n != header_len || h.last_offset_delta < 0)
		return kw_error_set(err, KW_ERR_CORRUPT, 0,
				    "snapshot header batch is not one whole batch%s%s",
				    e.detail[0] ? ": " : "", e.detail);
	struct control_scan cs;
	char why[KW_ERROR_DETAIL_MAX];
	if (!kw_record_batch_is_control(&h) ||
	    scan_control(header_batch, header_len, &cs, why, sizeof why) != 0 ||
	    cs.first_type != KW_CONTROL_SNAPSHOT_HEADER || cs.headers != 1 ||
	    cs.footers != 0)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, 0,
				    "snapshot header batch: not an uncompressed control "
				    "batch opening with one SnapshotHeader record");
	struct kr_snapshot_writer *w;
	int rc = writer_new(&w, dir, id, false, o.io, err);
	if (rc < 0)
		return rc;
	w->o = o;
	w->timestamp = cs.header_timestamp;
	uint8_t *copy = malloc(header_len);
	if (copy == NULL) {
		kr_snapshot_writer_abort(w);
		return kw_error_set(err, KW_ERR_NOMEM, 0, "snapshot header");
	}
	memcpy(copy, header_batch, header_len);
	kw_record_batch_set_base_offset(copy, 0);
	kw_record_batch_set_leader_epoch(copy, id.epoch);
	rc = write_out(w, copy, header_len, err);
	free(copy);
	if (rc < 0) {
		kr_snapshot_writer_abort(w);
		return rc;
	}
	/* the application's records start at offset 1 at the earliest,
	 * whatever the header batch holds: the header's own offsets are not
	 * a log's (its base offset is outside the CRC), and an application
	 * that keeps the original offsets of its records (a compacted topic,
	 * whose first record is at 1 after the LeaderChange at 0) must be
	 * able to write them */
	w->next_offset = 1;
	*out = w;
	return 0;
}

int kr_snapshot_writer_open_fetched(struct kr_snapshot_writer **out, const char *dir,
				    struct kr_snapshot_id id, struct kr_io *io,
				    struct kw_error *err)
{
	return writer_new(out, dir, id, true, io, err);
}

uint64_t kr_snapshot_writer_size(const struct kr_snapshot_writer *w)
{
	return w->size;
}

int kr_snapshot_writer_write_at(struct kr_snapshot_writer *w, uint64_t position,
				const void *data, size_t n, struct kw_error *err)
{
	int rc = refuse_failed(w, err);
	if (rc < 0)
		return rc;
	if (!w->fetched)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "%s: raw writes are for fetched snapshots", w->name);
	if (position != w->size)
		return kw_error_set(err, KR_STORAGE_ERR_OUT_OF_RANGE, (size_t)position,
				    "%s: write at byte %" PRIu64 ", %" PRIu64
				    " bytes written",
				    w->name, position, w->size);
	return write_out(w, data, n, err);
}

/* Writes the batch being built, if any. */
static int finish_batch(struct kr_snapshot_writer *w, struct kw_error *err)
{
	if (!w->building)
		return 0;
	w->building = false;
	size_t n;
	int rc = kw_record_batch_builder_finish_compressed(&w->b, w->o.compression_level,
							   &n);
	if (rc != 0) {
		kw_error_set(err, rc, 0, "%s: building a batch: %s", w->name,
			     w->werr.detail);
		kw_writer_release(&w->bw);
		return fail_writer(w, err, rc);
	}
	rc = write_out(w, w->bw.buf, w->bw.pos, err);
	kw_writer_release(&w->bw);
	return rc;
}

static int start_batch(struct kr_snapshot_writer *w, struct kw_error *err)
{
	kw_error_clear(&w->werr);
	int rc = kw_writer_init_growable(&w->bw, 64 * 1024, &w->werr);
	if (rc == 0) {
		struct kw_record_batch_params p;
		kw_record_batch_params_init(&p);
		p.base_offset = w->next_offset;
		p.partition_leader_epoch = w->id.epoch;
		p.compression = w->o.compression;
		rc = kw_record_batch_builder_init(&w->b, &w->bw, &p);
		if (rc != 0)
			kw_writer_release(&w->bw);
	}
	if (rc != 0)
		return fail_writer(w, err,
				   kw_error_set(err, rc, 0, "%s: batch", w->name));
	w->building = true;
	w->batch_bytes = 0;
	return 0;
}

int kr_snapshot_writer_append(struct kr_snapshot_writer *w,
			      const struct kw_record_input *recs, size_t n,
			      struct kw_error *err)
{
	int rc = refuse_failed(w, err);
	if (rc < 0)
		return rc;
	if (w->fetched)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "%s: a fetched snapshot takes raw bytes", w->name);
	for (size_t i = 0; i < n; i++) {
		struct kw_record_input r = recs[i];
		if (r.offset == -1)
			r.offset = w->next_offset;
		if (r.offset < w->next_offset)
			return fail_writer(
				w, err,
				kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
					     "%s: record offset %" PRId64
					     " is not above the last one written",
					     w->name, r.offset));
		if (r.timestamp == -1)
			r.timestamp = w->o.timestamp_ms;
		size_t sz = kw_record_size(0, 0, &r);
		if (w->building && w->batch_bytes > 0 &&
		    w->batch_bytes + sz > w->o.max_batch_bytes) {
			rc = finish_batch(w, err);
			if (rc < 0)
				return rc;
		}
		if (!w->building) {
			/* the batch's base is its first record's offset */
			w->next_offset = r.offset;
			rc = start_batch(w, err);
			if (rc < 0)
				return rc;
		}
		rc = kw_record_batch_builder_add(&w->b, &r);
		if (rc != 0)
			return fail_writer(
				w, err,
				kw_error_set(err, rc, 0, "%s: record %zu: %s", w->name, i,
					     w->werr.detail[0] ? w->werr.detail
							       : kw_strerror(rc)));
		w->batch_bytes += sz;
		w->next_offset = r.offset + 1;
	}
	return 0;
}

int kr_snapshot_writer_append_batches(struct kr_snapshot_writer *w, const uint8_t *buf,
				      size_t len, struct kw_error *err)
{
	int rc = refuse_failed(w, err);
	if (rc == 0 && w->fetched)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "%s: a fetched snapshot takes raw bytes", w->name);
	if (rc == 0)
		rc = finish_batch(w, err);
	if (rc < 0)
		return rc;
	/* every batch is checked before any is written */
	int64_t next = w->next_offset;
	for (size_t pos = 0; pos < len;) {
		struct kw_record_batch_header h;
		size_t n;
		struct kw_error e;
		kw_error_clear(&e);
		if (kw_record_batch_verify(buf + pos, len - pos, &h, &n, &e) < 0)
			return kw_error_set(err, e.code ? e.code : KW_ERR_CORRUPT, pos,
					    "%s: batch at byte %zu of the input: %s",
					    w->name, pos, e.detail);
		if (n > KR_SNAPSHOT_MAX_BATCH_BYTES || h.last_offset_delta < 0 ||
		    h.base_offset < next ||
		    h.base_offset > INT64_MAX - 1 - h.last_offset_delta)
			return kw_error_set(
				err, KW_ERR_INVALID_ARGUMENT, pos,
				"%s: batch at byte %zu of the input: base offset "
				"%" PRId64 " is not above the last one written or "
				"its size or offsets are out of range",
				w->name, pos, h.base_offset);
		if (kw_record_batch_is_control(&h)) {
			struct control_scan cs;
			char why[KW_ERROR_DETAIL_MAX];
			if (scan_control(buf + pos, n, &cs, why, sizeof why) != 0 ||
			    cs.headers || cs.footers)
				return kw_error_set(
					err, KW_ERR_INVALID_VALUE, pos,
					"%s: batch at byte %zu of the input: a "
					"control batch must be uncompressed and "
					"hold no SnapshotHeader or Footer",
					w->name, pos);
		}
		next = h.base_offset + h.last_offset_delta + 1;
		pos += n;
	}
	rc = write_out(w, buf, len, err);
	if (rc == 0)
		w->next_offset = next;
	return rc;
}

/* Writes the footer batch. */
static int write_footer(struct kr_snapshot_writer *w, struct kw_error *err)
{
	uint8_t value[16], batch[256];
	struct kw_error e;
	struct kw_writer vw, bw;
	kw_error_clear(&e);
	kw_writer_init_fixed(&vw, value, sizeof value, &e);
	struct kw_snapshot_footer_record f;
	kw_snapshot_footer_record_init(&f);
	f.version = 0;
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.base_offset = w->next_offset;
	p.partition_leader_epoch = w->id.epoch;
	kw_writer_init_fixed(&bw, batch, sizeof batch, &e);
	size_t n;
	/* both fit by construction: a 3-byte value in a one-record batch */
	if (kw_snapshot_footer_record_encode(&f, 0, &vw) != 0 ||
	    kw_control_batch_write(&bw, &p, w->o.timestamp_ms, KW_CONTROL_SNAPSHOT_FOOTER,
				   (struct kw_bytes){value, (int32_t)vw.pos}, &n) != 0)
		return fail_writer(w, err,
				   kw_error_set(err, KW_ERR_BUFFER_FULL, 0,
						"%s: footer: %s", w->name, e.detail));
	return write_out(w, batch, n, err);
}

void kr_snapshot_writer_abort(struct kr_snapshot_writer *w)
{
	if (w == NULL)
		return;
	if (w->building)
		kw_writer_release(&w->bw);
	if (w->fd >= 0)
		w->io->close(w->io, w->fd);
	w->io->unlink(w->io, w->part);
	free(w->dir);
	free(w);
}

int kr_snapshot_writer_freeze(struct kr_snapshot_writer *w, struct kr_snapshot_info *info,
			      struct kw_error *err)
{
	struct kw_error local;
	if (err == NULL) {
		kw_error_clear(&local);
		err = &local;
	}
	int rc = refuse_failed(w, err);
	if (rc == 0 && !w->fetched) {
		rc = finish_batch(w, err);
		if (rc == 0)
			rc = write_footer(w, err);
	}
	if (rc == 0) {
		rc = w->io->fsync(w->io, w->fd);
		if (rc < 0)
			rc = io_fail(err, rc, 0, "fsync", w->name);
	}
	if (rc == 0) {
		int fd = w->fd;
		w->fd = -1;
		rc = w->io->close(w->io, fd);
		if (rc < 0)
			rc = io_fail(err, rc, 0, "close", w->name);
	}
	struct kr_snapshot_info got = {w->id, w->size, w->timestamp};
	if (rc == 0 && w->fetched) {
		/* what came over the network is checked whole before it is a
		 * snapshot: KIP-630 "validate the checksums of the snapshot" */
		struct kr_snapshot_info v;
		rc = kr_snapshot_verify(w->part, w->io, &v, err);
		got.last_contained_timestamp = v.last_contained_timestamp;
	}
	char final[4096], fname[KR_SNAPSHOT_NAME_MAX];
	kr_snapshot_file_name(w->id, KR_SNAPSHOT_SUFFIX, fname, sizeof fname);
	snprintf(final, sizeof final, "%s/%s", w->dir, fname);
	if (rc == 0) {
		rc = w->io->rename(w->io, w->part, final);
		if (rc < 0)
			rc = io_fail(err, rc, 0, "rename", w->name);
	}
	if (rc == 0) {
		rc = w->io->fsync_dir(w->io, w->dir);
		if (rc < 0) {
			/* the rename may not be durable: no snapshot */
			io_fail(err, rc, 0, "fsync-dir", w->dir);
			w->io->unlink(w->io, final);
			rc = KW_ERR_IO;
		}
	}
	if (rc == 0) {
		if (info != NULL)
			*info = got;
		free(w->dir);
		free(w);
		return 0;
	}
	kr_snapshot_writer_abort(w);
	return rc;
}

/* ---- the reader ------------------------------------------------------- */

struct kr_snapshot_reader {
	struct scanner s;
	char name[KR_SNAPSHOT_NAME_MAX];
	struct kr_snapshot_info info;
	uint8_t *header;
	uint64_t pos; /* the next batch */
	uint64_t footer_pos;
};

int kr_snapshot_reader_open(struct kr_snapshot_reader **out, const char *dir,
			    struct kr_snapshot_id id, struct kr_io *io,
			    struct kw_error *err)
{
	*out = NULL;
	if (io == NULL)
		io = kr_io_posix();
	struct kr_snapshot_reader *r = calloc(1, sizeof *r);
	if (r == NULL)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "snapshot reader");
	kr_snapshot_file_name(id, KR_SNAPSHOT_SUFFIX, r->name, sizeof r->name);
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", dir, r->name);
	int fd = io->open(io, path, O_RDONLY, 0);
	if (fd < 0) {
		int rc = fd == -ENOENT ? kw_error_set(err, KR_STORAGE_ERR_NOT_FOUND, 0,
						      "%s: no such snapshot", path)
				       : io_fail(err, fd, 0, "open", path);
		free(r);
		return rc;
	}
	off_t size = 0;
	int rc = io->size(io, fd, &size);
	r->s = (struct scanner){io, fd, (uint64_t)size, r->name, NULL, 0};
	struct walk w;
	if (rc < 0)
		rc = io_fail(err, rc, 0, "fstat", r->name);
	else
		rc = walk_file(&r->s, false, &w, &r->header, err);
	if (rc < 0) {
		kr_snapshot_reader_close(r);
		return rc;
	}
	r->info = (struct kr_snapshot_info){id, (uint64_t)size, w.timestamp};
	r->pos = w.header_size;
	r->footer_pos = w.footer_pos;
	*out = r;
	return 0;
}

void kr_snapshot_reader_close(struct kr_snapshot_reader *r)
{
	if (r == NULL)
		return;
	r->s.io->close(r->s.io, r->s.fd);
	free(r->s.buf);
	free(r->header);
	free(r);
}

const struct kr_snapshot_info *kr_snapshot_reader_info(const struct kr_snapshot_reader *r)
{
	return &r->info;
}

struct kw_bytes kr_snapshot_reader_header(const struct kr_snapshot_reader *r)
{
	return (struct kw_bytes){r->header, (int32_t)(r->pos)};
}

int kr_snapshot_reader_next(struct kr_snapshot_reader *r, struct kw_bytes *batch,
			    struct kw_error *err)
{
	if (r->pos >= r->footer_pos)
		return 0;
	struct kw_record_batch_header h;
	uint64_t n;
	int rc = scan_batch(&r->s, r->pos, true, &h, &n, err);
	if (rc < 0)
		return rc;
	*batch = (struct kw_bytes){r->s.buf, (int32_t)n};
	r->pos += n;
	return 1;
}

int kr_snapshot_reader_read_at(struct kr_snapshot_reader *r, uint64_t position, void *buf,
			       size_t n, size_t *got, struct kw_error *err)
{
	*got = 0;
	if (position > r->s.size)
		return kw_error_set(err, KR_STORAGE_ERR_OUT_OF_RANGE, (size_t)position,
				    "%s: position %" PRIu64 " past the size %" PRIu64,
				    r->name, position, r->s.size);
	if (n > r->s.size - position)
		n = (size_t)(r->s.size - position);
	int rc = kr__io_read_all(r->s.io, r->s.fd, buf, n, (off_t)position);
	if (rc < 0)
		return io_fail(err, rc, position, "read", r->name);
	*got = n;
	return 0;
}

int kr_snapshot_reader_fd(const struct kr_snapshot_reader *r)
{
	return r->s.fd;
}

/* ---- listing and deleting ------------------------------------------- */

static int id_cmp(struct kr_snapshot_id a, struct kr_snapshot_id b)
{
	if (a.end_offset != b.end_offset)
		return a.end_offset < b.end_offset ? -1 : 1;
	return a.epoch < b.epoch ? -1 : a.epoch > b.epoch;
}

int kr_snapshot_list_add(struct kr_snapshot_list *l, const struct kr_snapshot_info *info)
{
	if (l->n == KR_SNAPSHOTS_MAX)
		return KW_ERR_INVALID_ARGUMENT;
	size_t i = l->n;
	while (i > 0 && id_cmp(l->s[i - 1].id, info->id) > 0)
		i--;
	if (i > 0 && id_cmp(l->s[i - 1].id, info->id) == 0)
		return KW_ERR_INVALID_ARGUMENT;
	memmove(&l->s[i + 1], &l->s[i], (l->n - i) * sizeof l->s[0]);
	l->s[i] = *info;
	l->n++;
	return 0;
}

const struct kr_snapshot_info *kr_snapshot_list_latest(const struct kr_snapshot_list *l)
{
	return l->n ? &l->s[l->n - 1] : NULL;
}

static void note_dropped(struct kr_snapshot_list *l, const char *file, const char *why)
{
	l->n_dropped_total++;
	if (l->n_dropped == KR_SNAPSHOTS_MAX)
		return;
	struct kr_snapshot_dropped *d = &l->dropped[l->n_dropped++];
	snprintf(d->file, sizeof d->file, "%s", file);
	snprintf(d->reason, sizeof d->reason, "%s", why);
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* Removes dir/name (unless read_only) and notes why. */
static int drop_file(const char *dir, struct kr_io *io, bool read_only,
		     struct kr_snapshot_list *out, const char *name, const char *why,
		     bool *removed, struct kw_error *err)
{
	note_dropped(out, name, why);
	if (read_only)
		return 0;
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	int u = io->unlink(io, path);
	if (u < 0 && u != -ENOENT)
		return io_fail(err, u, 0, "unlink", path);
	*removed = true;
	return 0;
}

/* Adds info, keeping the newest KR_SNAPSHOTS_MAX; true with *evicted set
 * when one (info itself, or the oldest) does not fit. */
static bool keep_newest(struct kr_snapshot_list *l, const struct kr_snapshot_info *info,
			struct kr_snapshot_info *evicted)
{
	if (l->n < KR_SNAPSHOTS_MAX) {
		kr_snapshot_list_add(l, info);
		return false;
	}
	if (id_cmp(info->id, l->s[0].id) < 0) {
		*evicted = *info;
		return true;
	}
	*evicted = l->s[0];
	memmove(&l->s[0], &l->s[1], (l->n - 1) * sizeof l->s[0]);
	l->n--;
	kr_snapshot_list_add(l, info);
	return true;
}

int kr_snapshot_list(const char *dir, struct kr_io *io, bool read_only,
		     struct kr_snapshot_list *out, struct kw_error *err)
{
	memset(out, 0, sizeof *out);
	if (io == NULL)
		io = kr_io_posix();
	DIR *d = opendir(dir);
	if (d == NULL)
		return errno == ENOENT ? 0 : io_fail(err, -errno, 0, "opendir", dir);
	/* names first: the directory is not changed while it is read */
	struct cand {
		char name[KR_SNAPSHOT_NAME_MAX];
	} *c = NULL;
	size_t nc = 0, cap = 0;
	int rc = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		const char *n = e->d_name;
		struct kr_snapshot_id id;
		if (strlen(n) >= KR_SNAPSHOT_NAME_MAX || !parse_id(n, &id) ||
		    !(ends_with(n, KR_SNAPSHOT_SUFFIX) ||
		      ends_with(n, KR_SNAPSHOT_PART_SUFFIX) ||
		      ends_with(n, KR_SNAPSHOT_DELETED_SUFFIX)))
			continue;
		if (nc == cap) {
			size_t ncap = cap ? cap * 2 : 8;
			struct cand *nb = realloc(c, ncap * sizeof *c);
			if (nb == NULL) {
				rc = kw_error_set(err, KW_ERR_NOMEM, 0, "listing %s",
						  dir);
				break;
			}
			c = nb;
			cap = ncap;
		}
		memcpy(c[nc++].name, n, strlen(n) + 1); /* fits: checked above */
	}
	closedir(d);
	bool removed = false;
	char why[KR_SNAPSHOT_REASON_MAX];
	for (size_t i = 0; i < nc && rc == 0; i++) {
		const char *name = c[i].name;
		if (ends_with(name, KR_SNAPSHOT_PART_SUFFIX)) {
			rc = drop_file(
				dir, io, read_only, out, name,
				"partial snapshot: a write or a fetch that did not "
				"finish",
				&removed, err);
			continue;
		}
		if (ends_with(name, KR_SNAPSHOT_DELETED_SUFFIX)) {
			rc = drop_file(dir, io, read_only, out, name,
				       "marked for deletion", &removed, err);
			continue;
		}
		if (strlen(name) != 31 + strlen(KR_SNAPSHOT_SUFFIX))
			continue; /* not a name this format uses */
		/* {0, 0}: Kafka's bootstrap checkpoint (KIP-853: the initial
		 * voter set `format` writes, read by the node on start). It
		 * covers no offset, so it is no snapshot: never loaded as
		 * state, served, counted or deleted here */
		struct kr_snapshot_id bid;
		if (parse_id(name, &bid) && bid.end_offset == 0 && bid.epoch == 0)
			continue;
		char path[4096];
		snprintf(path, sizeof path, "%s/%s", dir, name);
		struct kr_snapshot_info info, evicted;
		struct kw_error ve;
		kw_error_clear(&ve);
		int v = kr_snapshot_verify(path, io, &info, &ve);
		if (v == KW_ERR_IO || v == KW_ERR_NOMEM) {
			rc = v;
			if (err != NULL)
				*err = ve;
		} else if (v < 0) {
			rc = drop_file(dir, io, read_only, out, name, ve.detail, &removed,
				       err);
		} else if (keep_newest(out, &info, &evicted)) {
			char ename[KR_SNAPSHOT_NAME_MAX];
			kr_snapshot_file_name(evicted.id, KR_SNAPSHOT_SUFFIX, ename,
					      sizeof ename);
			snprintf(why, sizeof why,
				 "more than %d snapshots: the older ones are not needed",
				 KR_SNAPSHOTS_MAX);
			rc = drop_file(dir, io, read_only, out, ename, why, &removed,
				       err);
		}
	}
	free(c);
	if (rc == 0 && removed) {
		int f = io->fsync_dir(io, dir);
		if (f < 0)
			rc = io_fail(err, f, 0, "fsync directory", dir);
	}
	return rc;
}

int kr_snapshot_delete(const char *dir, struct kr_io *io, struct kr_snapshot_id id,
		       struct kw_error *err)
{
	if (io == NULL)
		io = kr_io_posix();
	char name[KR_SNAPSHOT_NAME_MAX], path[4096];
	kr_snapshot_file_name(id, KR_SNAPSHOT_SUFFIX, name, sizeof name);
	snprintf(path, sizeof path, "%s/%s", dir, name);
	int rc = io->unlink(io, path);
	if (rc == -ENOENT)
		return 0;
	if (rc < 0)
		return io_fail(err, rc, 0, "unlink", name);
	rc = io->fsync_dir(io, dir);
	if (rc < 0)
		return io_fail(err, rc, 0, "fsync directory", dir);
	return 0;
}
