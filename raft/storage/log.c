/* SPDX-License-Identifier: Apache-2.0 */
/*
 * log.c — the replicated log: segments, append, flush, read, truncate and
 * recovery (the contract and the file formats are in log.h; the offset
 * index and the epoch cache are in log_internal.h).
 *
 * In memory each segment keeps its base offset, its end offset, its size in
 * bytes of whole batches, how many of those bytes are known durable, and its
 * offset index. The log keeps the epoch cache: (epoch, start offset) pairs,
 * one per epoch change, in order.
 *
 * Locking. The owner thread is the only one that changes the log. The flush
 * thread reads the segment table, sizes and epoch cache and writes the
 * synced sizes, flushed offset and failure; those shared fields are touched
 * under `lock` on both sides (the owner takes it only to change them, never
 * across I/O). `flush_lock` is held by a flush across its syncs and taken by
 * truncate and close, which remove segments, so a flush never sees a
 * descriptor closed under it.
 */
#include "storage/log.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kwire/compress.h"
#include "kwire/records.h"
#include "storage/log_internal.h"

#define SCAN_CHUNK (1u << 20)
#define START_FILE "log-start-offset"
#define SEGMENT_SUFFIX ".log"
#define INDEX_SUFFIX ".index"

struct segment {
	int64_t base;		/* from the file name */
	int64_t next;		/* last offset + 1 of its last batch */
	int fd;
	uint64_t size;		/* bytes of whole batches */
	uint64_t synced;	/* bytes known durable */
	struct kr__index index;
	bool index_dirty;	/* the .index file differs from index */
};

struct kr_log {
	char *dir;
	struct kr_io *io;
	uint32_t segment_bytes;
	uint32_t index_interval;
	unsigned flags;
	bool read_only;		/* KR_LOG_READ_ONLY: nothing on disk changes */
	int lock_fd;		/* the directory, flock'ed (writable opens) */

	struct segment *segs;	/* ascending base; the last one is active */
	size_t nseg, seg_cap;
	int64_t start;		/* the log start offset (>= segs[0].base) */
	int64_t verify_from;	/* recovery checks CRCs from this offset on */
	int64_t end_offset;
	int64_t hw;
	struct kr__epoch_cache epochs;

	pthread_mutex_t lock;
	pthread_mutex_t flush_lock;
	int64_t flushed;
	bool dir_dirty;		/* a segment was created since the last sync */
	bool epochs_dirty;	/* the checkpoint file is out of date */
	bool failed;
	struct kw_error failure;
};

/* ---- small helpers ---------------------------------------------------- */

static void seg_name(int64_t base, const char *suffix, char *out, size_t n)
{
	snprintf(out, n, "%020" PRId64 "%s", base, suffix);
}

static void seg_path(const struct kr_log *log, int64_t base, const char *suffix,
		     char *out, size_t n)
{
	snprintf(out, n, "%s/%020" PRId64 "%s", log->dir, base, suffix);
}

static int io_error(struct kw_error *err, int sys, uint64_t pos, const char *call,
		    const char *file)
{
	return kw_error_set(err, KW_ERR_IO, (size_t)pos, "%s %s: %s", call, file,
			    strerror(-sys));
}

/* Puts the log in the failed state (first failure kept); returns code. */
static int fail_log(struct kr_log *log, struct kw_error *err, int code)
{
	pthread_mutex_lock(&log->lock);
	if (!log->failed) {
		log->failed = true;
		log->failure = *err;
		if (log->failure.code == 0)
			log->failure.code = code;
	}
	pthread_mutex_unlock(&log->lock);
	return code;
}

static int refuse_if_failed(struct kr_log *log, struct kw_error *err)
{
	if (log->read_only)
		return kw_error_set(err, KR_STORAGE_ERR_READ_ONLY, 0,
				    "%s: the log was opened read-only", log->dir);
	pthread_mutex_lock(&log->lock);
	bool failed = log->failed;
	struct kw_error why = log->failure;
	pthread_mutex_unlock(&log->lock);
	if (!failed)
		return 0;
	return kw_error_set(err, KR_STORAGE_ERR_FAILED, why.offset,
			    "log failed earlier (%s); close and reopen it",
			    why.detail);
}

static int32_t be32(const uint8_t *p)
{
	return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
			 (uint32_t)p[2] << 8 | p[3]);
}

static int64_t be64(const uint8_t *p)
{
	return (int64_t)((uint64_t)(uint32_t)be32(p) << 32 |
			 (uint32_t)be32(p + 4));
}

static struct segment *active(struct kr_log *log)
{
	return &log->segs[log->nseg - 1];
}

/* The segment holding offset (the last one whose base is <= offset). */
static size_t find_segment(const struct kr_log *log, int64_t offset)
{
	size_t lo = 0, hi = log->nseg;
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (log->segs[mid].base <= offset)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

static int add_segment(struct kr_log *log, int64_t base, int fd)
{
	if (log->nseg == log->seg_cap) {
		size_t cap = log->seg_cap ? log->seg_cap * 2 : 8;
		struct segment *s = realloc(log->segs, cap * sizeof *s);
		if (s == NULL)
			return KW_ERR_NOMEM;
		log->segs = s;
		log->seg_cap = cap;
	}
	struct segment *s = &log->segs[log->nseg++];
	memset(s, 0, sizeof *s);
	s->base = base;
	s->next = base;
	s->fd = fd;
	return 0;
}

static void free_segment(struct kr_log *log, struct segment *s)
{
	if (s->fd >= 0)
		log->io->close(log->io, s->fd);
	s->fd = -1;
	kr__index_free(&s->index);
}

/* ---- index and checkpoint files --------------------------------------- */

static int write_index_file(struct kr_log *log, struct segment *s)
{
	char path[4096];
	seg_path(log, s->base, INDEX_SUFFIX, path, sizeof path);
	size_t n = s->index.len * KR__INDEX_ENTRY_SIZE;
	uint8_t *buf = malloc(n ? n : 1);
	if (buf == NULL)
		return KW_ERR_NOMEM;
	kr__index_encode(&s->index, buf);
	int fd = log->io->open(log->io, path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	int rc = fd;
	if (fd >= 0) {
		rc = kr__io_write_all(log->io, fd, buf, n, 0);
		log->io->close(log->io, fd);
	}
	free(buf);
	if (rc < 0)
		return rc;
	s->index_dirty = false;
	return 0;
}

/* Sets s->index_dirty unless the .index file holds exactly s->index. */
static void check_index_file(struct kr_log *log, struct segment *s)
{
	char path[4096];
	seg_path(log, s->base, INDEX_SUFFIX, path, sizeof path);
	size_t n = s->index.len * KR__INDEX_ENTRY_SIZE;
	s->index_dirty = true;
	int fd = log->io->open(log->io, path, O_RDONLY, 0);
	if (fd < 0)
		return;
	off_t size;
	uint8_t *want = malloc(n ? 2 * n : 2);
	if (want != NULL && log->io->size(log->io, fd, &size) == 0 &&
	    (size_t)size == n) {
		kr__index_encode(&s->index, want);
		if (kr__io_read_all(log->io, fd, want + n, n, 0) == 0 &&
		    memcmp(want, want + n, n) == 0)
			s->index_dirty = false;
	}
	free(want);
	log->io->close(log->io, fd);
}

static int write_checkpoint(struct kr_log *log, const struct kr__epoch_cache *c,
			    struct kw_error *err)
{
	char *text = NULL;
	size_t len = 0;
	if (kr__epoch_cache_render(c, &text, &len) < 0)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "rendering %s",
				    KR__EPOCH_CHECKPOINT_FILE);
	const char *step = NULL;
	int rc = kr__io_replace_file(log->io, log->dir, KR__EPOCH_CHECKPOINT_FILE,
				     text, len, &step);
	free(text);
	if (rc < 0)
		return kw_error_set(err, KW_ERR_IO, 0, "%s %s: %s", step,
				    KR__EPOCH_CHECKPOINT_FILE, strerror(-rc));
	return 0;
}

/* Sets log->epochs_dirty unless the checkpoint file matches the cache. */
static void check_checkpoint_file(struct kr_log *log)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", log->dir, KR__EPOCH_CHECKPOINT_FILE);
	log->epochs_dirty = true;
	char *text = NULL;
	size_t len = 0;
	if (kr__epoch_cache_render(&log->epochs, &text, &len) < 0)
		return;
	int fd = log->io->open(log->io, path, O_RDONLY, 0);
	if (fd >= 0) {
		off_t size;
		char *have = malloc(len + 1);
		if (have != NULL && log->io->size(log->io, fd, &size) == 0 &&
		    (size_t)size == len &&
		    kr__io_read_all(log->io, fd, have, len, 0) == 0 &&
		    memcmp(have, text, len) == 0)
			log->epochs_dirty = false;
		free(have);
		log->io->close(log->io, fd);
	}
	free(text);
}

/* ---- recovery --------------------------------------------------------- */

/* A read window over one file, refilled in SCAN_CHUNK pieces. */
struct window {
	uint8_t *buf;
	size_t cap;
	uint64_t start;
	size_t len;
};

/* Points *out at bytes [pos, pos + n) of the file (pos + n <= size). */
static int window_get(struct kr_io *io, int fd, struct window *w, uint64_t size,
		      uint64_t pos, size_t n, const uint8_t **out)
{
	if (w->len > 0 && pos >= w->start && pos + n <= w->start + w->len) {
		*out = w->buf + (pos - w->start);
		return 0;
	}
	size_t want = n > SCAN_CHUNK ? n : SCAN_CHUNK;
	if (want > size - pos)
		want = (size_t)(size - pos);
	if (want > w->cap) {
		uint8_t *b = realloc(w->buf, want);
		if (b == NULL)
			return KW_ERR_NOMEM;
		w->buf = b;
		w->cap = want;
	}
	w->len = 0;
	int rc = kr__io_read_all(io, fd, w->buf, want, (off_t)pos);
	if (rc < 0)
		return rc;
	w->start = pos;
	w->len = want;
	*out = w->buf;
	return 0;
}

/*
 * Checks the batch at pos on its own (header, length within the file,
 * CRC). Returns 0 (valid: *h, *bsize filled), 1 (invalid: why filled) or a
 * negative error.
 */
static int check_batch(struct kr_io *io, int fd, struct window *w, uint64_t size,
		       uint64_t pos, int64_t verify_from,
		       struct kw_record_batch_header *h, uint64_t *bsize, char *why,
		       size_t whylen)
{
	uint64_t left = size - pos;
	const uint8_t *p;
	struct kw_error e;
	kw_error_clear(&e);
	if (left < KW_RECORD_BATCH_HEADER_SIZE) {
		snprintf(why, whylen,
			 "the file ends %" PRIu64 " bytes into a batch header",
			 left);
		return 1;
	}
	int rc = window_get(io, fd, w, size, pos, KW_RECORD_BATCH_HEADER_SIZE, &p);
	if (rc < 0)
		return rc;
	if (kw_record_batch_header_parse(p, KW_RECORD_BATCH_HEADER_SIZE, h, &e) < 0) {
		snprintf(why, whylen, "bad batch header: %s", e.detail);
		return 1;
	}
	if (h->batch_length < KW_RECORD_BATCH_HEADER_SIZE - KW_RECORD_BATCH_OVERHEAD) {
		snprintf(why, whylen, "batch length %" PRId32 " is too small",
			 h->batch_length);
		return 1;
	}
	uint64_t n = KW_RECORD_BATCH_OVERHEAD + (uint64_t)h->batch_length;
	if (n > left) {
		snprintf(why, whylen,
			 "batch of %" PRIu64 " bytes runs past the end of the file "
			 "(%" PRIu64 " bytes left)",
			 n, left);
		return 1;
	}
	/* A batch below the newest snapshot is framed, not checksummed: the
	 * snapshot holds what its records built (see "Snapshots" in log.h). */
	bool covered = h->last_offset_delta >= 0 &&
		       h->base_offset <= INT64_MAX - 1 - h->last_offset_delta &&
		       h->base_offset + h->last_offset_delta < verify_from;
	if (!covered) {
		rc = window_get(io, fd, w, size, pos, (size_t)n, &p);
		if (rc < 0)
			return rc;
		size_t got;
		if (kw_record_batch_verify(p, (size_t)n, h, &got, &e) < 0) {
			snprintf(why, whylen, "%s", e.detail[0] ? e.detail : "CRC mismatch");
			return 1;
		}
	}
	if (h->last_offset_delta < 0) {
		snprintf(why, whylen, "negative last offset delta %" PRId32,
			 h->last_offset_delta);
		return 1;
	}
	if (h->base_offset < 0 || h->base_offset > INT64_MAX - 1 - h->last_offset_delta) {
		snprintf(why, whylen, "base offset %" PRId64 " out of range", h->base_offset);
		return 1;
	}
	*bsize = n;
	return 0;
}

/* 1 if a valid batch (header and CRC) starts anywhere after pos. */
static int valid_batch_after(struct kr_io *io, int fd, struct window *w,
			     uint64_t size, uint64_t pos)
{
	for (uint64_t q = pos + 1; q + KW_RECORD_BATCH_HEADER_SIZE <= size; q++) {
		const uint8_t *p;
		int rc = window_get(io, fd, w, size, q, KW_RECORD_BATCH_HEADER_SIZE, &p);
		if (rc < 0)
			return rc;
		if (p[16] != 2)
			continue;
		int32_t blen = be32(p + 8);
		if (blen < KW_RECORD_BATCH_HEADER_SIZE - KW_RECORD_BATCH_OVERHEAD ||
		    q + KW_RECORD_BATCH_OVERHEAD + (uint64_t)blen > size)
			continue;
		struct kw_record_batch_header h;
		uint64_t n;
		char why[8];
		rc = check_batch(io, fd, w, size, q, 0, &h, &n, why, sizeof why);
		if (rc <= 0)
			return rc == 0 ? 1 : rc;
	}
	return 0;
}

/* Deletes segment files i.. (last first, each unlink made durable). */
static int delete_segments_from(struct kr_log *log, size_t i, struct kw_error *err)
{
	while (log->nseg > i) {
		struct segment *s = active(log);
		char path[4096], name[32];
		seg_path(log, s->base, INDEX_SUFFIX, path, sizeof path);
		log->io->unlink(log->io, path);
		seg_path(log, s->base, SEGMENT_SUFFIX, path, sizeof path);
		seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
		free_segment(log, s);
		pthread_mutex_lock(&log->lock);
		log->nseg--;
		pthread_mutex_unlock(&log->lock);
		int rc = log->io->unlink(log->io, path);
		if (rc < 0 && rc != -ENOENT)
			return io_error(err, rc, 0, "unlink", name);
		rc = log->io->fsync_dir(log->io, log->dir);
		if (rc < 0)
			return io_error(err, rc, 0, "fsync directory of", name);
	}
	return 0;
}

/* Cuts segment i at pos (made durable), deleting the segments after it. */
static int cut_at(struct kr_log *log, size_t i, uint64_t pos, struct kw_error *err)
{
	int rc = delete_segments_from(log, i + 1, err);
	if (rc < 0)
		return rc;
	struct segment *s = &log->segs[i];
	char name[32];
	seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
	rc = log->io->ftruncate(log->io, s->fd, (off_t)pos);
	if (rc == 0)
		rc = log->io->fdatasync(log->io, s->fd);
	if (rc < 0)
		return io_error(err, rc, pos, "truncate", name);
	return 0;
}

/* Closes segments i.. and forgets them, leaving their files as they are
 * (read-only recovery's cut). */
static void forget_segments_from(struct kr_log *log, size_t i)
{
	for (size_t j = i; j < log->nseg; j++)
		free_segment(log, &log->segs[j]);
	pthread_mutex_lock(&log->lock);
	log->nseg = i;
	pthread_mutex_unlock(&log->lock);
}

/* Adds the sizes of segments i.. to rec: a cut before them drops them. */
static void note_later_segments(const struct kr_log *log, size_t i,
				struct kr_log_recovery *rec)
{
	if (rec == NULL)
		return;
	for (size_t j = i; j < log->nseg; j++) {
		off_t sz = 0;
		log->io->size(log->io, log->segs[j].fd, &sz);
		rec->bytes_dropped += (uint64_t)sz;
		rec->segments_deleted++;
	}
}

static void note_recovery(struct kr_log_recovery *rec, const char *file,
			  uint64_t pos, uint64_t dropped, const char *why,
			  int64_t cut_offset)
{
	if (rec == NULL)
		return;
	rec->bytes_dropped += dropped;
	if (rec->file[0] == '\0') {
		/* file is a segment name (24 characters), why at most
		 * sizeof rec->reason - 1 (check_batch's buffer). */
		snprintf(rec->file, sizeof rec->file, "%s", file);
		rec->position = pos;
		rec->cut_offset = cut_offset;
		snprintf(rec->reason, sizeof rec->reason, "%s", why);
	}
}

/* The refusal below is at most this long, so that kw_error_format's
 * " at offset N" after it still fits a buffer of KW_ERROR_DETAIL_MAX bytes
 * (what callers print it into); its shortest form must fit. */
#define REFUSAL_MAX (KW_ERROR_DETAIL_MAX - 32)
_Static_assert(REFUSAL_MAX >= 224, "kw_error detail too small for the "
				   "corruption refusal");

/*
 * Refuses to open a log with corruption before its tail: KW_ERR_CORRUPT at
 * byte position pos, with a detail that says what is wrong (what; what_short
 * is the same without the reason) and the operator's way out. An operator
 * acts on this message, so it must arrive whole: it is composed to fit the
 * error's detail, first with the log directory in the command, else with a
 * placeholder, else without the reason (struct kr_log_recovery still holds
 * it) -- never with a value cut in the middle.
 */
static int refuse_corruption(const struct kr_log *log, struct kw_error *err,
			     uint64_t pos, const char *what, const char *what_short)
{
	char msg[REFUSAL_MAX];
	for (int form = 0; form < 3; form++) {
		int n = snprintf(msg, sizeof msg,
				 "%s; to cut the log there (losing what follows), run "
				 "'kwire repair-log --dir %s --truncate-at-corruption'",
				 form < 2 ? what : what_short,
				 form == 0 ? log->dir : "LOGDIR");
		if (n >= 0 && (size_t)n < sizeof msg)
			break;
	}
	return kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos, "%s", msg);
}

/*
 * Scans segment i from its start, checking every batch against the log so
 * far, filling its index, size and end offset and the epoch cache. Returns
 * 0 when the segment is whole, 1 when it was cut (the caller stops there:
 * later segments are gone), or a negative error.
 */
static int recover_segment(struct kr_log *log, size_t i, bool is_last,
			   struct window *w, struct kr_log_recovery *rec,
			   struct kw_error *err)
{
	struct segment *s = &log->segs[i];
	char name[32];
	seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
	off_t fsize;
	int rc = log->io->size(log->io, s->fd, &fsize);
	if (rc < 0)
		return io_error(err, rc, 0, "fstat", name);
	uint64_t size = (uint64_t)fsize;
	uint64_t pos = 0;
	int64_t expect = s->base;
	char why[sizeof rec->reason];
	w->len = 0;

	while (pos < size) {
		struct kw_record_batch_header h;
		uint64_t n;
		rc = check_batch(log->io, s->fd, w, size, pos, log->verify_from, &h, &n,
				 why, sizeof why);
		if (rc < 0)
			return io_error(err, rc, pos, "read", name);
		if (rc == 0 && h.base_offset != expect) {
			snprintf(why, sizeof why,
				 "batch base offset %" PRId64 ", expected %" PRId64,
				 h.base_offset, expect);
			rc = 1;
		}
		if (rc == 0 && h.partition_leader_epoch < kr__epoch_cache_last(&log->epochs)) {
			snprintf(why, sizeof why,
				 "leader epoch %" PRId32 " after epoch %" PRId32,
				 h.partition_leader_epoch,
				 kr__epoch_cache_last(&log->epochs));
			rc = 1;
		}
		if (rc == 0 && n > INT32_MAX - pos) {
			snprintf(why, sizeof why, "segment grows past 2 GiB");
			rc = 1;
		}
		if (rc == 1) {
			bool tail = is_last;
			if (tail) {
				int v = valid_batch_after(log->io, s->fd, w, size, pos);
				if (v < 0)
					return io_error(err, v, pos, "read", name);
				tail = v == 0;
			}
			/* What the cut drops is reported before anything
			 * else, so a refusal describes it too. */
			if (rec != NULL && !tail)
				rec->corruption_truncated = true;
			note_later_segments(log, i + 1, rec);
			note_recovery(rec, name, pos, size - pos, why, expect);
			if (!tail && !(log->flags & KR_LOG_TRUNCATE_ON_CORRUPTION) &&
			    !log->read_only) {
				const char *after =
					is_last ? "valid batches" : "further segments";
				char what[sizeof why + 128], what_short[128];
				snprintf(what, sizeof what,
					 "%s: corrupt batch at byte position %" PRIu64
					 " (%s) with %s after it",
					 name, pos, why, after);
				snprintf(what_short, sizeof what_short,
					 "%s: corrupt batch at byte position %" PRIu64
					 " with %s after it",
					 name, pos, after);
				return refuse_corruption(log, err, pos, what, what_short);
			}
			if (log->read_only) {
				forget_segments_from(log, i + 1);
			} else {
				rc = cut_at(log, i, pos, err);
				if (rc < 0)
					return rc;
			}
			s = &log->segs[i];
			s->size = s->synced = pos;
			return 1;
		}
		kr__index_note(&s->index, (uint32_t)(h.base_offset - s->base),
			       (uint32_t)(h.base_offset + h.last_offset_delta - s->base),
			       (uint32_t)pos, (uint32_t)n, log->index_interval);
		if (kr__epoch_cache_add(&log->epochs, h.partition_leader_epoch,
					h.base_offset) < 0)
			return kw_error_set(err, KW_ERR_NOMEM, 0, "epoch cache");
		expect = h.base_offset + h.last_offset_delta + 1;
		s->next = expect;
		pos += n;
	}
	s->size = s->synced = size;
	return 0;
}

/* Lists the segment files of the directory, opened, in ascending order. */
static int load_segments(struct kr_log *log, struct kw_error *err)
{
	DIR *d = opendir(log->dir);
	if (d == NULL)
		return io_error(err, -errno, 0, "opendir", log->dir);
	int rc = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		const char *n = e->d_name;
		if (strlen(n) != 20 + strlen(SEGMENT_SUFFIX) ||
		    strcmp(n + 20, SEGMENT_SUFFIX) != 0 ||
		    strspn(n, "0123456789") != 20)
			continue;
		int64_t base = strtoll(n, NULL, 10);
		char path[4096];
		snprintf(path, sizeof path, "%s/%s", log->dir, n);
		int fd = log->io->open(log->io, path, log->read_only ? O_RDONLY : O_RDWR, 0);
		if (fd < 0) {
			rc = io_error(err, fd, 0, "open", path);
			break;
		}
		rc = add_segment(log, base, fd);
		if (rc < 0) {
			log->io->close(log->io, fd);
			kw_error_set(err, rc, 0, "segment table");
			break;
		}
	}
	closedir(d);
	if (rc < 0)
		return rc;
	/* readdir order is arbitrary. */
	for (size_t i = 1; i < log->nseg; i++)
		for (size_t j = i; j > 0 && log->segs[j - 1].base > log->segs[j].base; j--) {
			struct segment t = log->segs[j];
			log->segs[j] = log->segs[j - 1];
			log->segs[j - 1] = t;
		}
	return 0;
}

static int create_segment(struct kr_log *log, int64_t base, struct kw_error *err)
{
	char path[4096];
	seg_path(log, base, SEGMENT_SUFFIX, path, sizeof path);
	int fd = log->io->open(log->io, path, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return io_error(err, fd, 0, "create", path);
	pthread_mutex_lock(&log->lock);
	int rc = add_segment(log, base, fd);
	if (rc == 0)
		log->dir_dirty = true;
	pthread_mutex_unlock(&log->lock);
	if (rc < 0) {
		log->io->close(log->io, fd);
		return kw_error_set(err, rc, 0, "segment table");
	}
	return 0;
}

/* ---- the log start file ----------------------------------------------- */

static int write_start_file(struct kr_log *log, int64_t start, struct kw_error *err)
{
	char text[32];
	int n = snprintf(text, sizeof text, "0\n%" PRId64 "\n", start);
	const char *step = NULL;
	int rc = kr__io_replace_file(log->io, log->dir, START_FILE, text, (size_t)n, &step);
	if (rc < 0)
		return kw_error_set(err, KW_ERR_IO, 0, "%s %s: %s", step, START_FILE,
				    strerror(-rc));
	return 0;
}

/* The start the file holds, or -1 when it is missing or malformed (then
 * the first segment's base is the start: nothing below it is lost, the
 * start only moves forward to offsets a snapshot covers). */
static int64_t read_start_file(struct kr_log *log)
{
	char path[4096], text[48];
	snprintf(path, sizeof path, "%s/%s", log->dir, START_FILE);
	int fd = log->io->open(log->io, path, O_RDONLY, 0);
	if (fd < 0)
		return -1;
	ssize_t n = log->io->pread(log->io, fd, text, sizeof text - 1, 0);
	log->io->close(log->io, fd);
	if (n < 0)
		return -1;
	text[n] = '\0';
	long long v;
	char tail;
	if (sscanf(text, "0\n%lld%c", &v, &tail) != 2 || tail != '\n' || v < 0)
		return -1;
	return v;
}

/* Deletes segment files 0..k-1, oldest first, so a crash leaves a suffix
 * of the log (each unlink made durable before the next). */
static int delete_segments_before(struct kr_log *log, size_t k, struct kw_error *err)
{
	while (k > 0) {
		struct segment *s = &log->segs[0];
		char path[4096], name[32];
		seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
		seg_path(log, s->base, SEGMENT_SUFFIX, path, sizeof path);
		int rc = log->io->unlink(log->io, path);
		if (rc < 0 && rc != -ENOENT)
			return io_error(err, rc, 0, "unlink", name);
		seg_path(log, s->base, INDEX_SUFFIX, path, sizeof path);
		log->io->unlink(log->io, path);
		rc = log->io->fsync_dir(log->io, log->dir);
		if (rc < 0)
			return io_error(err, rc, 0, "fsync directory of", name);
		free_segment(log, s);
		pthread_mutex_lock(&log->lock);
		memmove(&log->segs[0], &log->segs[1], (log->nseg - 1) * sizeof log->segs[0]);
		log->nseg--;
		pthread_mutex_unlock(&log->lock);
		k--;
	}
	return 0;
}

/* Segments whose next segment begins at or before the start hold nothing
 * of the log (Kafka's deleteOldSegments): how many lead the table. */
static size_t segments_before_start(const struct kr_log *log)
{
	size_t k = 0;
	while (k + 1 < log->nseg && log->segs[k + 1].base <= log->start)
		k++;
	return k;
}

static int recover(struct kr_log *log, struct kr_log_recovery *rec,
		   struct kw_error *err)
{
	int rc = load_segments(log, err);
	if (rc < 0)
		return rc;
	struct window w = { 0 };
	for (size_t i = 0; i < log->nseg; i++) {
		/* A segment followed only by empty ones is the tail. */
		bool is_last = true;
		for (size_t j = i + 1; j < log->nseg && is_last; j++) {
			off_t sz = 0;
			if (log->io->size(log->io, log->segs[j].fd, &sz) == 0 && sz == 0)
				continue;
			is_last = false;
		}
		if (i > 0 && log->segs[i].base != log->segs[i - 1].next) {
			char name[32];
			seg_name(log->segs[i].base, SEGMENT_SUFFIX, name, sizeof name);
			/* A trailing segment that does not continue the log
			 * (only empty ones, or the operator's cut): drop it. */
			note_later_segments(log, i, rec);
			if (rec != NULL && !is_last)
				rec->corruption_truncated = true;
			note_recovery(rec, name, 0, 0, "segment does not continue the log",
				      log->segs[i - 1].next);
			if (!(log->flags & KR_LOG_TRUNCATE_ON_CORRUPTION) && !is_last &&
			    !log->read_only) {
				char what[160];
				snprintf(what, sizeof what,
					 "%s: segment starts at offset %" PRId64
					 " but the one before it ends at %" PRId64,
					 name, log->segs[i].base, log->segs[i - 1].next);
				rc = refuse_corruption(log, err, 0, what, what);
				break;
			}
			if (log->read_only)
				forget_segments_from(log, i);
			else
				rc = delete_segments_from(log, i, err);
			break;
		}
		rc = recover_segment(log, i, is_last, &w, rec, err);
		if (rc != 0)
			break;
	}
	free(w.buf);
	if (rc < 0)
		return rc;
	/* Empty segments that are not the last hold nothing: remove them. */
	for (size_t i = 0; i + 1 < log->nseg;) {
		if (log->segs[i].size != 0) {
			i++;
			continue;
		}
		char path[4096];
		seg_path(log, log->segs[i].base, SEGMENT_SUFFIX, path, sizeof path);
		free_segment(log, &log->segs[i]);
		if (!log->read_only) {
			log->io->unlink(log->io, path);
			seg_path(log, log->segs[i].base, INDEX_SUFFIX, path, sizeof path);
			log->io->unlink(log->io, path);
			log->dir_dirty = true;
		}
		memmove(&log->segs[i], &log->segs[i + 1],
			(log->nseg - i - 1) * sizeof log->segs[0]);
		log->nseg--;
	}
	if (log->nseg == 0) {
		/* Read-only: an empty log in memory, with no file behind it. */
		rc = log->read_only ? add_segment(log, 0, -1) : create_segment(log, 0, err);
		if (rc < 0)
			return log->read_only ? kw_error_set(err, rc, 0, "segment table") : rc;
	}
	log->end_offset = active(log)->next;
	/* the log start (log.h "the log start"): the file's, if the segments
	 * reach it */
	int64_t fstart = read_start_file(log);
	log->start = log->segs[0].base;
	if (fstart > log->start)
		log->start = fstart < log->end_offset ? fstart : log->end_offset;
	kr__epoch_cache_truncate_front(&log->epochs, log->start);
	if (!log->read_only) {
		/* a crash after the start moved, before its segments went */
		rc = delete_segments_before(log, segments_before_start(log), err);
		if (rc < 0)
			return rc;
	}
	if (log->read_only) {
		for (size_t i = 0; i < log->nseg; i++) {
			check_index_file(log, &log->segs[i]);
			if (rec != NULL && log->segs[i].index_dirty && log->segs[i].fd >= 0)
				rec->stale_indexes++;
		}
		check_checkpoint_file(log);
		if (rec != NULL)
			rec->stale_checkpoint = log->epochs_dirty;
		log->flushed = log->end_offset;
		return 0;
	}
	/* What recovery kept is made durable now: after a crash of the
	 * process its last writes may still sit in the page cache only. */
	for (size_t i = 0; i < log->nseg; i++) {
		struct segment *s = &log->segs[i];
		rc = log->io->fdatasync(log->io, s->fd);
		if (rc < 0) {
			char name[32];
			seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
			return io_error(err, rc, 0, "fdatasync", name);
		}
		check_index_file(log, s);
		if (rec != NULL && s->index_dirty)
			rec->stale_indexes++;
	}
	rc = log->io->fsync_dir(log->io, log->dir);
	if (rc < 0)
		return io_error(err, rc, 0, "fsync directory", log->dir);
	log->dir_dirty = false;
	check_checkpoint_file(log);
	if (rec != NULL)
		rec->stale_checkpoint = log->epochs_dirty;
	log->flushed = log->end_offset;
	return 0;
}

/*
 * One writer per directory: a writable open holds an exclusive flock on the
 * directory itself (no lock file to leave behind); a read-only open only
 * looks whether a writer holds it.
 */
static int lock_dir(struct kr_log *log, struct kr_log_recovery *rec,
		    struct kw_error *err)
{
	int fd = open(log->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return io_error(err, -errno, 0, "open", log->dir);
	if (log->read_only) {
		if (flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK &&
		    rec != NULL)
			rec->in_use = true;
		close(fd);
		return 0;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		int e = errno;
		close(fd);
		if (e == EWOULDBLOCK)
			return kw_error_set(err, KR_STORAGE_ERR_IN_USE, 0,
					    "%s: the log is open for writing elsewhere "
					    "(a running node?)",
					    log->dir);
		return io_error(err, -e, 0, "flock", log->dir);
	}
	log->lock_fd = fd;
	return 0;
}

int kr_log_open(struct kr_log **out, const char *dir,
		const struct kr_log_options *opts, struct kr_log_recovery *rec,
		struct kw_error *err)
{
	struct kw_error local;
	if (err == NULL) {
		kw_error_clear(&local);
		err = &local;
	}
	*out = NULL;
	if (rec != NULL)
		memset(rec, 0, sizeof *rec);
	struct kr_log_options o = { 0 };
	if (opts != NULL)
		o = *opts;
	if (o.segment_bytes == 0)
		o.segment_bytes = KR_LOG_DEFAULT_SEGMENT_BYTES;
	if (o.index_interval_bytes == 0)
		o.index_interval_bytes = KR_LOG_DEFAULT_INDEX_INTERVAL_BYTES;
	if (o.segment_min_bytes == 0)
		o.segment_min_bytes = KR_LOG_MIN_SEGMENT_BYTES;
	if (o.segment_min_bytes < KW_RECORD_BATCH_HEADER_SIZE)
		o.segment_min_bytes = KW_RECORD_BATCH_HEADER_SIZE;
	/* Kafka: "Cannot set metadata.log.segment.bytes below
	 * metadata.log.segment.min.bytes" */
	if (o.segment_bytes > INT32_MAX || o.segment_bytes < o.segment_min_bytes)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "segment_bytes %" PRIu32 " outside %" PRIu32 "..%d",
				    o.segment_bytes, o.segment_min_bytes, INT32_MAX);
	if (o.verify_from < 0)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "verify_from %" PRId64 " is negative", o.verify_from);
	bool read_only = o.flags & KR_LOG_READ_ONLY;
	bool created = !read_only && mkdir(dir, 0755) == 0;
	if (!read_only && !created && errno != EEXIST)
		return io_error(err, -errno, 0, "mkdir", dir);

	struct kr_log *log = calloc(1, sizeof *log);
	if (log == NULL || (log->dir = strdup(dir)) == NULL) {
		free(log);
		return kw_error_set(err, KW_ERR_NOMEM, 0, "opening log %s", dir);
	}
	log->io = o.io ? o.io : kr_io_posix();
	log->segment_bytes = o.segment_bytes;
	log->index_interval = o.index_interval_bytes;
	log->flags = o.flags;
	log->read_only = read_only;
	log->lock_fd = -1;
	log->hw = 0;
	log->verify_from = o.verify_from;
	kr__epoch_cache_init(&log->epochs);
	pthread_mutex_init(&log->lock, NULL);
	pthread_mutex_init(&log->flush_lock, NULL);
	int rc = 0;
	if (created) {
		/* The new directory's own entry must survive a crash too. */
		char parent[4096];
		snprintf(parent, sizeof parent, "%s", dir);
		char *slash = strrchr(parent, '/');
		if (slash == NULL)
			snprintf(parent, sizeof parent, ".");
		else if (slash == parent)
			slash[1] = '\0';
		else
			*slash = '\0';
		rc = log->io->fsync_dir(log->io, parent);
		if (rc < 0)
			rc = io_error(err, rc, 0, "fsync directory", parent);
	}
	if (rc == 0)
		rc = lock_dir(log, rec, err);
	if (rc == 0)
		rc = recover(log, rec, err);
	if (rc < 0) {
		for (size_t i = 0; i < log->nseg; i++)
			free_segment(log, &log->segs[i]);
		log->nseg = 0;
		kr_log_close(log);
		return rc;
	}
	log->hw = log->start;
	*out = log;
	return 0;
}

int kr_log_close(struct kr_log *log)
{
	if (log == NULL)
		return 0;
	pthread_mutex_lock(&log->flush_lock);
	int rc = 0;
	for (size_t i = 0; i < log->nseg; i++) {
		struct segment *s = &log->segs[i];
		if (s->index_dirty && !log->failed && !log->read_only &&
		    write_index_file(log, s) < 0)
			rc = KW_ERR_IO;
		free_segment(log, s);
	}
	pthread_mutex_unlock(&log->flush_lock);
	if (log->lock_fd >= 0)
		close(log->lock_fd);
	free(log->segs);
	kr__epoch_cache_free(&log->epochs);
	pthread_mutex_destroy(&log->lock);
	pthread_mutex_destroy(&log->flush_lock);
	free(log->dir);
	free(log);
	return rc;
}

/* ---- append ----------------------------------------------------------- */

static int roll(struct kr_log *log, int64_t base, struct kw_error *err)
{
	struct segment *s = active(log);
	/* The index is rebuilt on open if this write is lost or fails. */
	if (s->index_dirty)
		write_index_file(log, s);
	return create_segment(log, base, err);
}

static int append(struct kr_log *log, uint8_t *mbuf, const uint8_t *buf,
		  size_t len, bool leader, int32_t epoch,
		  struct kr_log_append_info *info, struct kw_error *err)
{
	int rc = refuse_if_failed(log, err);
	if (rc < 0)
		return rc;
	if (len == 0)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0, "no batches to append");
	int32_t last_epoch = kr__epoch_cache_last(&log->epochs);
	if (leader && epoch < last_epoch)
		return kw_error_set(err, KR_STORAGE_ERR_EPOCH_REGRESSION, 0,
				    "append as leader of epoch %" PRId32
				    " after epoch %" PRId32,
				    epoch, last_epoch);

	/* Pass 1: every batch is checked before anything is written. */
	int64_t next = log->end_offset;
	uint32_t count = 0;
	for (size_t pos = 0; pos < len; count++) {
		struct kw_record_batch_header h;
		size_t n;
		struct kw_error e;
		kw_error_clear(&e);
		rc = kw_record_batch_verify(buf + pos, len - pos, &h, &n, &e);
		if (rc < 0)
			return kw_error_set(err, rc, pos,
					    "batch %" PRIu32 " at byte %zu of the input: %s",
					    count, pos, e.detail);
		if (n > log->segment_bytes)
			return kw_error_set(err, KR_STORAGE_ERR_TOO_LARGE, pos,
					    "batch %" PRIu32 " is %zu bytes; segments "
					    "hold %" PRIu32,
					    count, n, log->segment_bytes);
		if (h.last_offset_delta < 0)
			return kw_error_set(err, KW_ERR_INVALID_VALUE, pos,
					    "batch %" PRIu32 ": negative last offset delta",
					    count);
		if (!leader) {
			if (h.base_offset != next)
				return kw_error_set(
					err, KR_STORAGE_ERR_NOT_CONTIGUOUS, pos,
					"batch %" PRIu32 " has base offset %" PRId64
					", expected %" PRId64,
					count, h.base_offset, next);
			if (h.partition_leader_epoch < last_epoch)
				return kw_error_set(
					err, KR_STORAGE_ERR_EPOCH_REGRESSION, pos,
					"batch %" PRIu32 " has leader epoch %" PRId32
					" after epoch %" PRId32,
					count, h.partition_leader_epoch, last_epoch);
			last_epoch = h.partition_leader_epoch;
		}
		next += (int64_t)h.last_offset_delta + 1;
		pos += n;
	}

	/* Pass 2: write runs of batches, one per segment they land in. */
	int64_t first = log->end_offset;
	size_t pos = 0;
	while (pos < len) {
		struct segment *s = active(log);
		size_t run = pos;
		uint64_t size = s->size;
		while (run < len) {
			uint64_t n = KW_RECORD_BATCH_OVERHEAD + (uint32_t)be32(buf + run + 8);
			if (size > 0 && size + n > log->segment_bytes)
				break;
			size += n;
			run += (size_t)n;
		}
		if (run == pos) {
			rc = roll(log, log->end_offset, err);
			if (rc < 0)
				return fail_log(log, err, rc);
			continue;
		}
		/* Offsets are assigned as the batches are written, so a
		 * roll in between names the new segment right. */
		if (leader) {
			int64_t o = log->end_offset;
			for (size_t p = pos; p < run;) {
				kw_record_batch_set_base_offset(mbuf + p, o);
				kw_record_batch_set_leader_epoch(mbuf + p, epoch);
				o += (int64_t)be32(buf + p + 23) + 1;
				p += KW_RECORD_BATCH_OVERHEAD + (uint32_t)be32(buf + p + 8);
			}
		}
		rc = kr__io_write_all(log->io, s->fd, buf + pos, run - pos, (off_t)s->size);
		if (rc < 0) {
			char name[32];
			seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
			io_error(err, rc, s->size, "write", name);
			return fail_log(log, err, KW_ERR_IO);
		}
		pthread_mutex_lock(&log->lock);
		for (size_t p = pos; p < run;) {
			uint32_t n = KW_RECORD_BATCH_OVERHEAD + (uint32_t)be32(buf + p + 8);
			int64_t base = be64(buf + p);
			int64_t last = base + be32(buf + p + 23);
			int32_t ep = be32(buf + p + 12);
			kr__index_note(&s->index, (uint32_t)(base - s->base),
				       (uint32_t)(last - s->base),
				       (uint32_t)s->size, n, log->index_interval);
			s->index_dirty = true;
			if (ep > kr__epoch_cache_last(&log->epochs)) {
				if (kr__epoch_cache_add(&log->epochs, ep, base) < 0) {
					pthread_mutex_unlock(&log->lock);
					kw_error_set(err, KW_ERR_NOMEM, 0, "epoch cache");
					return fail_log(log, err, KW_ERR_NOMEM);
				}
				log->epochs_dirty = true;
			}
			s->size += n;
			s->next = last + 1;
			log->end_offset = last + 1;
			p += n;
		}
		pthread_mutex_unlock(&log->lock);
		pos = run;
	}
	if (info != NULL) {
		info->first_offset = first;
		info->next_offset = log->end_offset;
		info->last_epoch = kr__epoch_cache_last(&log->epochs);
		info->batches = count;
	}
	return 0;
}

int kr_log_append_leader(struct kr_log *log, uint8_t *buf, size_t len,
			 int32_t epoch, struct kr_log_append_info *info,
			 struct kw_error *err)
{
	return append(log, buf, buf, len, true, epoch, info, err);
}

int kr_log_append_follower(struct kr_log *log, const uint8_t *buf, size_t len,
			   struct kr_log_append_info *info, struct kw_error *err)
{
	return append(log, NULL, buf, len, false, 0, info, err);
}

/* ---- flush ------------------------------------------------------------ */

int kr_log_flush(struct kr_log *log, int64_t *flushed, struct kw_error *err)
{
	struct kw_error local;
	if (err == NULL) {
		kw_error_clear(&local);
		err = &local;
	}
	pthread_mutex_lock(&log->flush_lock);
	int rc = refuse_if_failed(log, err);
	if (rc < 0)
		goto out;

	pthread_mutex_lock(&log->lock);
	size_t nseg = log->nseg;
	size_t first = 0;
	while (first < nseg && log->segs[first].synced == log->segs[first].size)
		first++;
	size_t n = nseg - first;
	struct { int fd; int64_t base; uint64_t size; } *todo = NULL;
	if (n > 0)
		todo = malloc(n * sizeof *todo);
	struct kr__epoch_cache epochs;
	kr__epoch_cache_init(&epochs);
	bool want_epochs = log->epochs_dirty;
	bool nomem = (n > 0 && todo == NULL) ||
		     (want_epochs && kr__epoch_cache_copy(&epochs, &log->epochs) < 0);
	for (size_t i = 0; i < n && !nomem; i++) {
		todo[i].fd = log->segs[first + i].fd;
		todo[i].base = log->segs[first + i].base;
		todo[i].size = log->segs[first + i].size;
	}
	int64_t target = log->end_offset;
	bool dir = log->dir_dirty;
	log->dir_dirty = false;
	log->epochs_dirty = false;
	pthread_mutex_unlock(&log->lock);
	if (nomem) {
		rc = kw_error_set(err, KW_ERR_NOMEM, 0, "flush");
		pthread_mutex_lock(&log->lock);
		log->dir_dirty |= dir;
		log->epochs_dirty |= want_epochs;
		pthread_mutex_unlock(&log->lock);
		goto done;
	}

	for (size_t i = 0; i < n; i++) {
		rc = log->io->fdatasync(log->io, todo[i].fd);
		if (rc < 0) {
			char name[32];
			seg_name(todo[i].base, SEGMENT_SUFFIX, name, sizeof name);
			io_error(err, rc, todo[i].size, "fdatasync", name);
			rc = fail_log(log, err, KW_ERR_IO);
			goto done;
		}
	}
	if (dir) {
		rc = log->io->fsync_dir(log->io, log->dir);
		if (rc < 0) {
			io_error(err, rc, 0, "fsync directory", log->dir);
			rc = fail_log(log, err, KW_ERR_IO);
			goto done;
		}
	}
	if (want_epochs) {
		rc = write_checkpoint(log, &epochs, err);
		if (rc < 0) {
			rc = fail_log(log, err, rc);
			goto done;
		}
	}
	pthread_mutex_lock(&log->lock);
	for (size_t i = 0; i < n; i++) {
		/* Segments are only added while a flush runs, never removed,
		 * so positions in the table still hold. */
		struct segment *s = &log->segs[first + i];
		if (s->synced < todo[i].size)
			s->synced = todo[i].size;
	}
	if (log->flushed < target)
		log->flushed = target;
	pthread_mutex_unlock(&log->lock);
	rc = 0;
done:
	free(todo);
	kr__epoch_cache_free(&epochs);
out:
	if (flushed != NULL)
		*flushed = kr_log_flushed_offset(log);
	pthread_mutex_unlock(&log->flush_lock);
	return rc;
}

/* ---- read ------------------------------------------------------------- */

/* Caches a little of one segment so walking headers costs few reads:
 * 4 KiB at a time while batches are small, just the header once they are
 * large (a 4 KiB read per 64 KiB batch would copy 6% of the data for 61
 * useful bytes). */
struct header_reader {
	uint8_t buf[4096];
	uint64_t start;
	size_t len;
	uint64_t last_batch;	/* size of the last batch read */
};

/*
 * Reads and checks the header of the batch at pos of segment s: magic 2, a
 * length that fits within the segment's whole batches.
 */
static int read_header(struct kr_log *log, const struct segment *s,
		       struct header_reader *r, uint64_t pos,
		       struct kw_record_batch_header *h, uint64_t *n,
		       struct kw_error *err)
{
	char name[32];
	seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
	if (pos + KW_RECORD_BATCH_HEADER_SIZE > s->size)
		return kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos,
				    "%s/%s: batch header at byte position %" PRIu64
				    " runs past the segment's data",
				    log->dir, name, pos);
	if (r->len == 0 || pos < r->start ||
	    pos + KW_RECORD_BATCH_HEADER_SIZE > r->start + r->len) {
		size_t want = r->last_batch >= sizeof r->buf ? KW_RECORD_BATCH_HEADER_SIZE
							     : sizeof r->buf;
		if (want > s->size - pos)
			want = (size_t)(s->size - pos);
		r->len = 0;
		int rc = kr__io_read_all(log->io, s->fd, r->buf, want, (off_t)pos);
		if (rc < 0)
			return io_error(err, rc, pos, "read", name);
		r->start = pos;
		r->len = want;
	}
	struct kw_error e;
	kw_error_clear(&e);
	const uint8_t *p = r->buf + (pos - r->start);
	if (kw_record_batch_header_parse(p, KW_RECORD_BATCH_HEADER_SIZE, h, &e) < 0 ||
	    h->batch_length < KW_RECORD_BATCH_HEADER_SIZE - KW_RECORD_BATCH_OVERHEAD ||
	    h->last_offset_delta < 0)
		return kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos,
				    "%s/%s: bad batch header at byte position %" PRIu64
				    "%s%s",
				    log->dir, name, pos, e.detail[0] ? ": " : "",
				    e.detail);
	*n = KW_RECORD_BATCH_OVERHEAD + (uint64_t)h->batch_length;
	r->last_batch = *n;
	if (pos + *n > s->size)
		return kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos,
				    "%s/%s: batch at byte position %" PRIu64
				    " runs past the segment's data",
				    log->dir, name, pos);
	return 0;
}

static int boundary_error(struct kr_log *log, const struct segment *s,
			  uint64_t pos, int64_t got, int64_t want,
			  struct kw_error *err)
{
	char name[32];
	seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
	return kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos,
			    "%s/%s: batch at byte position %" PRIu64
			    " has base offset %" PRId64 ", expected %" PRId64,
			    log->dir, name, pos, got, want);
}

/*
 * Finds the batch holding offset in segment s: *pos, its header and size.
 * Starts from the index entry at or below offset and walks headers.
 */
static int seek(struct kr_log *log, const struct segment *s,
		struct header_reader *r, int64_t offset, uint64_t *pos,
		struct kw_record_batch_header *h, uint64_t *n,
		struct kw_error *err)
{
	uint32_t rel_last;
	uint64_t p = kr__index_lookup(&s->index, (uint32_t)(offset - s->base), &rel_last);
	/* The batch at an index entry ends at the entry's offset; at
	 * position 0 the first batch starts at the segment's base. */
	int64_t expect = p == 0 ? s->base : -1;
	while (p < s->size) {
		int rc = read_header(log, s, r, p, h, n, err);
		if (rc < 0)
			return rc;
		int64_t last = h->base_offset + h->last_offset_delta;
		if (expect < 0 && last != s->base + (int64_t)rel_last)
			return boundary_error(log, s, p, last, s->base + rel_last, err);
		if (expect >= 0 && h->base_offset != expect)
			return boundary_error(log, s, p, h->base_offset, expect, err);
		if (last >= offset) {
			*pos = p;
			return 0;
		}
		expect = last + 1;
		p += *n;
	}
	char name[32];
	seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
	return kw_error_set(err, KW_ERR_CORRUPT, (size_t)p,
			    "%s/%s: offset %" PRId64 " not found in the segment",
			    log->dir, name, offset);
}

int kr_log_read(struct kr_log *log, int64_t offset, int64_t max_offset,
		size_t max_bytes, struct kr_log_slice *slice,
		struct kw_error *err)
{
	size_t si = find_segment(log, offset);
	const struct segment *s = &log->segs[si];
	slice->fd = s->fd;
	slice->position = 0;
	slice->length = 0;
	slice->first_offset = offset;
	slice->next_offset = offset;
	slice->segment_base = s->base;
	if (offset < log->start || offset > log->end_offset)
		return kw_error_set(err, KR_STORAGE_ERR_OUT_OF_RANGE, 0,
				    "offset %" PRId64 " is outside the log [%" PRId64
				    ", %" PRId64 "]",
				    offset, log->start, log->end_offset);
	if (offset == log->end_offset || offset >= max_offset)
		return 0;
	/* The segment holding offset is the last non-empty one at or below it. */
	while (si > 0 && log->segs[si].size == 0)
		si--;
	s = &log->segs[si];
	struct header_reader r;
	r.len = 0;
	r.last_batch = 0;
	struct kw_record_batch_header h;
	uint64_t pos, n;
	int rc = seek(log, s, &r, offset, &pos, &h, &n, err);
	if (rc < 0)
		return rc;
	slice->fd = s->fd;
	slice->segment_base = s->base;
	slice->position = (off_t)pos;
	slice->first_offset = h.base_offset;
	slice->next_offset = h.base_offset;
	uint64_t start = pos;
	int64_t expect = h.base_offset;
	bool jumped = false;
	for (;;) {
		int64_t last = h.base_offset + h.last_offset_delta;
		if (h.base_offset != expect)
			return boundary_error(log, s, pos, h.base_offset, expect, err);
		if (last >= max_offset || (pos > start && pos - start + n > max_bytes))
			break;
		expect = last + 1;
		slice->next_offset = expect;
		pos += n;
		/* Once: jump over the batches the index vouches for (whole
		 * batches from here to an indexed batch start), so a large
		 * read costs a few header reads, not one per batch. The
		 * header at the landing point is read and checked below. */
		if (!jumped && pos < s->size) {
			jumped = true;
			uint64_t max_pos = max_bytes >= s->size ? s->size : start + max_bytes;
			uint64_t max_rel = max_offset - s->base > UINT32_MAX
						   ? UINT32_MAX
						   : (uint64_t)(max_offset - s->base);
			const struct kr__index_entry *e =
				kr__index_furthest(&s->index, pos - 1, max_pos, max_rel);
			if (e != NULL && e->pos > pos && e->pos < s->size) {
				pos = e->pos;
				expect = s->base + e->rel_base;
				slice->next_offset = expect;
			}
		}
		if (pos >= s->size)
			break;
		rc = read_header(log, s, &r, pos, &h, &n, err);
		if (rc < 0)
			return rc;
	}
	slice->length = (size_t)(pos - start);
	return 0;
}

int kr_log_slice_copy(struct kr_log *log, const struct kr_log_slice *slice,
		      void *dst, struct kw_error *err)
{
	char name[32];
	seg_name(slice->segment_base, SEGMENT_SUFFIX, name, sizeof name);
	int rc = kr__io_read_all(log->io, slice->fd, dst, slice->length, slice->position);
	if (rc < 0)
		return io_error(err, rc, (uint64_t)slice->position, "read", name);
	const uint8_t *p = dst;
	int64_t expect = slice->first_offset;
	for (size_t at = 0; at < slice->length;) {
		struct kw_record_batch_header h;
		size_t n;
		struct kw_error e;
		kw_error_clear(&e);
		uint64_t fpos = (uint64_t)slice->position + at;
		if (kw_record_batch_verify(p + at, slice->length - at, &h, &n, &e) < 0)
			return kw_error_set(err, KW_ERR_CORRUPT, (size_t)fpos,
					    "%s/%s: batch at byte position %" PRIu64
					    ": %s",
					    log->dir, name, fpos, e.detail);
		if (h.base_offset != expect || h.last_offset_delta < 0)
			return kw_error_set(err, KW_ERR_CORRUPT, (size_t)fpos,
					    "%s/%s: batch at byte position %" PRIu64
					    " has base offset %" PRId64
					    ", expected %" PRId64,
					    log->dir, name, fpos, h.base_offset, expect);
		expect = h.base_offset + h.last_offset_delta + 1;
		at += n;
	}
	if (expect != slice->next_offset)
		return kw_error_set(err, KW_ERR_CORRUPT, (size_t)slice->position,
				    "%s/%s: slice ends at offset %" PRId64
				    ", expected %" PRId64,
				    log->dir, name, expect, slice->next_offset);
	return 0;
}

/* ---- truncate --------------------------------------------------------- */

int kr_log_truncate(struct kr_log *log, int64_t offset, int64_t *new_end,
		    struct kw_error *err)
{
	struct kw_error local;
	if (err == NULL) {
		kw_error_clear(&local);
		err = &local;
	}
	if (new_end != NULL)
		*new_end = log->end_offset;
	if (offset >= log->end_offset)
		return 0;
	int rc = refuse_if_failed(log, err);
	if (rc < 0)
		return rc;
	if (offset < log->start)
		return kw_error_set(err, KR_STORAGE_ERR_OUT_OF_RANGE, 0,
				    "truncate to %" PRId64 ", below the log start %" PRId64,
				    offset, log->start);
	size_t si = find_segment(log, offset);
	while (si > 0 && log->segs[si].size == 0)
		si--;
	struct segment *s = &log->segs[si];
	struct header_reader r;
	r.len = 0;
	r.last_batch = 0;
	struct kw_record_batch_header h;
	uint64_t pos, n;
	rc = seek(log, s, &r, offset, &pos, &h, &n, err);
	if (rc < 0)
		return rc;
	int64_t end = h.base_offset;
	if (end < log->hw)
		return kw_error_set(err, KR_STORAGE_ERR_BELOW_HIGH_WATERMARK, 0,
				    "truncate to %" PRId64 " would cut the log to %" PRId64
				    ", below the high watermark %" PRId64,
				    offset, end, log->hw);

	pthread_mutex_lock(&log->flush_lock);
	/* A segment cut to nothing is removed, unless it is the first. */
	size_t keep = (pos == 0 && si > 0) ? si : si + 1;
	rc = delete_segments_from(log, keep, err);
	if (rc == 0 && keep == si + 1) {
		rc = cut_at(log, si, pos, err);
		if (rc == 0) {
			pthread_mutex_lock(&log->lock);
			s = &log->segs[si];
			s->size = pos;
			if (s->synced > pos)
				s->synced = pos;
			s->next = end;
			kr__index_truncate(&s->index, (uint32_t)pos);
			s->index_dirty = true;
			pthread_mutex_unlock(&log->lock);
		}
	}
	if (rc == 0) {
		pthread_mutex_lock(&log->lock);
		kr__epoch_cache_truncate(&log->epochs, end);
		log->end_offset = end;
		if (log->flushed > end)
			log->flushed = end;
		pthread_mutex_unlock(&log->lock);
		rc = write_checkpoint(log, &log->epochs, err);
		if (rc == 0)
			log->epochs_dirty = false;
	}
	if (rc < 0)
		fail_log(log, err, rc);
	pthread_mutex_unlock(&log->flush_lock);
	if (rc < 0)
		return rc;
	if (new_end != NULL)
		*new_end = end;
	return 0;
}

/* ---- the log start (snapshots) ---------------------------------------- */

int kr_log_advance_start(struct kr_log *log, int64_t offset, struct kw_error *err)
{
	struct kw_error local;
	if (err == NULL) {
		kw_error_clear(&local);
		err = &local;
	}
	int rc = refuse_if_failed(log, err);
	if (rc < 0)
		return rc;
	if (offset <= log->start)
		return 0;
	if (offset > log->end_offset)
		return kw_error_set(err, KR_STORAGE_ERR_OUT_OF_RANGE, 0,
				    "log start %" PRId64 " past the log end %" PRId64,
				    offset, log->end_offset);
	pthread_mutex_lock(&log->flush_lock);
	/* the new start is durable before anything goes: a crash after it
	 * deletes at the next open what this would have deleted */
	rc = write_start_file(log, offset, err);
	if (rc < 0) {
		fail_log(log, err, rc);
		pthread_mutex_unlock(&log->flush_lock);
		return rc;
	}
	pthread_mutex_lock(&log->lock);
	log->start = offset;
	if (log->hw < offset)
		log->hw = offset;
	if (log->flushed < offset)
		log->flushed = offset;
	kr__epoch_cache_truncate_front(&log->epochs, offset);
	pthread_mutex_unlock(&log->lock);
	/* Whole segments before the start go; the active one always stays. */
	rc = delete_segments_before(log, segments_before_start(log), err);
	if (rc == 0)
		rc = write_checkpoint(log, &log->epochs, err);
	if (rc == 0)
		log->epochs_dirty = false;
	else
		fail_log(log, err, rc);
	pthread_mutex_unlock(&log->flush_lock);
	return rc;
}

int kr_log_reset(struct kr_log *log, int64_t offset, struct kw_error *err)
{
	struct kw_error local;
	if (err == NULL) {
		kw_error_clear(&local);
		err = &local;
	}
	int rc = refuse_if_failed(log, err);
	if (rc < 0)
		return rc;
	if (offset < 0)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "reset to negative offset %" PRId64, offset);
	pthread_mutex_lock(&log->flush_lock);
	/* Every segment goes, newest first, then the empty one at offset:
	 * a crash in between leaves a prefix of the old log (or nothing),
	 * which the next open resets again (the snapshot is still ahead). */
	rc = delete_segments_from(log, 0, err);
	if (rc == 0)
		rc = create_segment(log, offset, err);
	if (log->nseg == 0 && add_segment(log, offset, -1) == 0)
		log->start = log->end_offset = offset; /* failed: reads see nothing */
	if (rc == 0) {
		rc = log->io->fsync_dir(log->io, log->dir);
		if (rc < 0)
			rc = io_error(err, rc, 0, "fsync directory", log->dir);
		else
			log->dir_dirty = false;
	}
	if (rc == 0) {
		pthread_mutex_lock(&log->lock);
		log->epochs.len = 0;
		log->start = log->end_offset = log->hw = log->flushed = offset;
		pthread_mutex_unlock(&log->lock);
		rc = write_checkpoint(log, &log->epochs, err);
		if (rc == 0)
			log->epochs_dirty = false;
	}
	if (rc == 0)
		rc = write_start_file(log, offset, err);
	if (rc < 0)
		fail_log(log, err, rc);
	pthread_mutex_unlock(&log->flush_lock);
	return rc;
}

uint64_t kr_log_size_from(const struct kr_log *log, int64_t offset)
{
	uint64_t total = 0;
	for (size_t i = 0; i < log->nseg; i++) {
		/* a segment that advancing the start to offset would delete */
		if (i + 1 < log->nseg && log->segs[i + 1].base <= offset)
			continue;
		total += log->segs[i].size;
	}
	return total;
}

int32_t kr_log_epoch_at(const struct kr_log *log, int64_t offset)
{
	if (offset < log->start || offset >= log->end_offset)
		return -1;
	return kr__epoch_cache_epoch_at(&log->epochs, offset);
}

uint64_t kr_log_size_bytes(const struct kr_log *log)
{
	return kr_log_size_from(log, INT64_MIN);
}

/* ---- queries ---------------------------------------------------------- */

int kr_log_set_high_watermark(struct kr_log *log, int64_t hw)
{
	if (hw < log->hw || hw > log->end_offset)
		return KW_ERR_INVALID_ARGUMENT;
	log->hw = hw;
	return 0;
}

int64_t kr_log_high_watermark(const struct kr_log *log)
{
	return log->hw;
}

int64_t kr_log_start_offset(const struct kr_log *log)
{
	return log->start;
}

int64_t kr_log_end_offset(const struct kr_log *log)
{
	return log->end_offset;
}

int32_t kr_log_last_epoch(const struct kr_log *log)
{
	return kr__epoch_cache_last(&log->epochs);
}

int64_t kr_log_flushed_offset(struct kr_log *log)
{
	pthread_mutex_lock(&log->lock);
	int64_t f = log->flushed;
	pthread_mutex_unlock(&log->lock);
	return f;
}

bool kr_log_failed(struct kr_log *log, struct kw_error *err)
{
	pthread_mutex_lock(&log->lock);
	bool failed = log->failed;
	if (failed && err != NULL)
		*err = log->failure;
	pthread_mutex_unlock(&log->lock);
	return failed;
}

void kr_log_end_offset_for_epoch(const struct kr_log *log, int32_t epoch,
				 int32_t *out_epoch, int64_t *out_end_offset)
{
	kr__epoch_cache_end_offset(&log->epochs, epoch, log->start, log->end_offset,
				   out_epoch, out_end_offset);
}

size_t kr_log_epochs(const struct kr_log *log, struct kr_log_epoch *out,
		     size_t max)
{
	for (size_t i = 0; i < max && i < log->epochs.len; i++) {
		out[i].epoch = log->epochs.entries[i].epoch;
		out[i].start_offset = log->epochs.entries[i].start;
	}
	return log->epochs.len;
}

/* ---- lookups by timestamp --------------------------------------------- */

/*
 * Reads the batch at pos of segment s (n bytes), checks it (CRC-32C) and
 * walks its records below max_offset. With want_max false: *out receives
 * the first record whose timestamp is >= target. With want_max true: the
 * first record with the largest timestamp (target unused). out->offset
 * stays -1 when no record qualifies.
 */
static int scan_batch_records(struct kr_log *log, const struct segment *s,
			      uint64_t pos, uint64_t n, bool want_max,
			      int64_t target, int64_t max_offset,
			      struct kr_log_timestamp_offset *out,
			      struct kw_error *err)
{
	char name[32];
	seg_name(s->base, SEGMENT_SUFFIX, name, sizeof name);
	out->offset = out->timestamp = -1;
	out->epoch = -1;
	uint8_t *buf = malloc((size_t)n);
	if (buf == NULL)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "out of memory");
	int rc = kr__io_read_all(log->io, s->fd, buf, (size_t)n, (off_t)pos);
	if (rc < 0) {
		free(buf);
		return io_error(err, rc, pos, "read", name);
	}
	struct kw_records_iter it;
	struct kw_record_batch b;
	struct kw_error e;
	struct kw_arena arena;
	kw_arena_init(&arena);
	kw_error_clear(&e);
	kw_records_iter_init(&it, buf, (size_t)n, 0);
	if (kw_records_iter_next(&it, &b, &e) != 1) {
		rc = kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos,
				  "%s/%s: batch at byte position %" PRIu64 ": %s",
				  log->dir, name, pos, e.detail);
		goto out;
	}
	struct kw_record_iter ri;
	if (kw_record_batch_compression(&b.header) == KW_COMPRESSION_NONE)
		rc = kw_record_iter_init(&ri, &b, &e);
	else
		rc = kw_record_iter_init_decompressed(&ri, &b, (size_t)256 << 20, &arena, &e);
	if (rc != 0) {
		rc = kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos,
				  "%s/%s: records of the batch at byte position %" PRIu64
				  ": %s",
				  log->dir, name, pos, e.detail);
		goto out;
	}
	struct kw_record rec;
	while ((rc = kw_record_iter_next(&ri, &rec)) == 1) {
		if (rec.offset >= max_offset)
			break;
		bool take = want_max ? (out->offset < 0 || rec.timestamp > out->timestamp)
				     : rec.timestamp >= target;
		if (take) {
			out->offset = rec.offset;
			out->timestamp = rec.timestamp;
			out->epoch = b.header.partition_leader_epoch;
			if (!want_max)
				break;
		}
	}
	if (rc < 0) {
		rc = kw_error_set(err, KW_ERR_CORRUPT, (size_t)pos,
				  "%s/%s: a record of the batch at byte position %" PRIu64
				  ": %s",
				  log->dir, name, pos, e.detail);
		goto out;
	}
	rc = 0;
out:
	kw_arena_free(&arena);
	free(buf);
	return rc;
}

/* The scan behind both lookups (see log.h). */
static int timestamp_scan(struct kr_log *log, bool want_max, int64_t target,
			  int64_t max_offset, struct kr_log_timestamp_offset *out,
			  struct kw_error *err)
{
	struct kw_error local;
	if (err == NULL)
		err = &local;
	out->offset = out->timestamp = -1;
	out->epoch = -1;
	if (max_offset > log->end_offset)
		max_offset = log->end_offset;
	/* want_max: the best whole batch so far, by its header */
	const struct segment *best_s = NULL;
	uint64_t best_pos = 0, best_n = 0;
	int64_t best_ts = -1;
	struct header_reader *r = malloc(sizeof *r);
	if (r == NULL)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "out of memory");
	int rc = 0;
	for (size_t si = 0; si < log->nseg; si++) {
		const struct segment *s = &log->segs[si];
		if (s->base >= max_offset)
			break;
		r->len = 0;
		r->last_batch = 0;
		uint64_t pos = 0, n = 0;
		struct kw_record_batch_header h;
		for (; pos < s->size; pos += n) {
			rc = read_header(log, s, r, pos, &h, &n, err);
			if (rc < 0)
				goto out;
			if (h.base_offset >= max_offset)
				break;
			if (kw_record_batch_last_offset(&h) < log->start)
				continue; /* before the log start: gone */
			bool whole = kw_record_batch_last_offset(&h) < max_offset;
			if (!want_max) {
				if (h.max_timestamp < target)
					continue;
				/* The first batch that reaches target holds the
				 * answer, unless the records that do are past
				 * max_offset: then no record below it does. */
				rc = scan_batch_records(log, s, pos, n, false, target,
							max_offset, out, err);
				goto out;
			}
			if (whole) {
				if (h.max_timestamp > best_ts) {
					best_ts = h.max_timestamp;
					best_s = s;
					best_pos = pos;
					best_n = n;
				}
				continue;
			}
			/* A batch cut by max_offset: its max over the records
			 * below max_offset. */
			struct kr_log_timestamp_offset part;
			rc = scan_batch_records(log, s, pos, n, true, 0, max_offset, &part, err);
			if (rc < 0)
				goto out;
			if (part.offset >= 0 && part.timestamp > best_ts) {
				*out = part;
				best_s = NULL;
			}
			goto pick;
		}
	}
pick:
	if (want_max && best_s != NULL && (out->offset < 0 || best_ts >= out->timestamp))
		rc = scan_batch_records(log, best_s, best_pos, best_n, true, 0, max_offset,
					out, err);
out:
	free(r);
	return rc < 0 ? rc : 0;
}

int kr_log_offset_for_timestamp(struct kr_log *log, int64_t timestamp,
				int64_t max_offset,
				struct kr_log_timestamp_offset *out,
				struct kw_error *err)
{
	return timestamp_scan(log, false, timestamp, max_offset, out, err);
}

int kr_log_max_timestamp(struct kr_log *log, int64_t max_offset,
			 struct kr_log_timestamp_offset *out,
			 struct kw_error *err)
{
	return timestamp_scan(log, true, 0, max_offset, out, err);
}
