/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_log_readonly.c — read-only recovery (KR_LOG_READ_ONLY), the repair
 * path (KR_LOG_TRUNCATE_ON_CORRUPTION) and the refusal between them, and
 * the one-writer lock of raft/storage/log.c.
 *
 * Every read-only case proves that nothing on disk changed: the directory's
 * files (names, sizes, modification times, CRC-32C of their bytes) are the
 * same before and after, and the I/O table the log was given saw no write,
 * sync, truncate, rename, unlink or writable open. Each case then checks
 * that the read-only report matches what a writable open really does.
 */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>
#include <dirent.h>

#include "helpers.h"
#include "kwire/records.h"
#include "storage/log.h"

/* ---- an I/O table that counts every call that could change a file ---- */

struct watch_io {
	struct kr_io io; /* first: the table handed to the log */
	struct kr_io *base;
	int writes;	 /* pwrite, fsync, fdatasync, ftruncate, rename,
			  * unlink, fsync_dir, writable or creating open */
	char first[64];	 /* the first such call */
};

static struct watch_io *W(struct kr_io *io)
{
	return (struct watch_io *)io;
}

static void note(struct kr_io *io, const char *call)
{
	if (W(io)->writes++ == 0)
		snprintf(W(io)->first, sizeof W(io)->first, "%s", call);
}

static int w_open(struct kr_io *io, const char *path, int flags, mode_t mode)
{
	if ((flags & O_ACCMODE) != O_RDONLY || (flags & (O_CREAT | O_TRUNC)))
		note(io, "open for writing");
	return W(io)->base->open(W(io)->base, path, flags, mode);
}

static int w_close(struct kr_io *io, int fd)
{
	return W(io)->base->close(W(io)->base, fd);
}

static ssize_t w_pwrite(struct kr_io *io, int fd, const void *buf, size_t n, off_t off)
{
	note(io, "pwrite");
	return W(io)->base->pwrite(W(io)->base, fd, buf, n, off);
}

static ssize_t w_pread(struct kr_io *io, int fd, void *buf, size_t n, off_t off)
{
	return W(io)->base->pread(W(io)->base, fd, buf, n, off);
}

static int w_fsync(struct kr_io *io, int fd)
{
	note(io, "fsync");
	return W(io)->base->fsync(W(io)->base, fd);
}

static int w_fdatasync(struct kr_io *io, int fd)
{
	note(io, "fdatasync");
	return W(io)->base->fdatasync(W(io)->base, fd);
}

static int w_ftruncate(struct kr_io *io, int fd, off_t len)
{
	note(io, "ftruncate");
	return W(io)->base->ftruncate(W(io)->base, fd, len);
}

static int w_size(struct kr_io *io, int fd, off_t *size)
{
	return W(io)->base->size(W(io)->base, fd, size);
}

static int w_rename(struct kr_io *io, const char *from, const char *to)
{
	note(io, "rename");
	return W(io)->base->rename(W(io)->base, from, to);
}

static int w_unlink(struct kr_io *io, const char *path)
{
	note(io, "unlink");
	return W(io)->base->unlink(W(io)->base, path);
}

static int w_fsync_dir(struct kr_io *io, const char *path)
{
	note(io, "fsync_dir");
	return W(io)->base->fsync_dir(W(io)->base, path);
}

static void watch_io_init(struct watch_io *w)
{
	memset(w, 0, sizeof *w);
	w->base = kr_io_posix();
	w->io = (struct kr_io){
		.open = w_open, .close = w_close, .pwrite = w_pwrite, .pread = w_pread,
		.fsync = w_fsync, .fdatasync = w_fdatasync, .ftruncate = w_ftruncate,
		.size = w_size, .rename = w_rename, .unlink = w_unlink,
		.fsync_dir = w_fsync_dir,
	};
}

/* ---- fixture ---------------------------------------------------------- */

struct fx {
	const char *dir;
	struct kr_log *log;
	struct kr_log_options opts;
	struct kw_error err;
	struct watch_io watch;
	struct test_dir_state before;
	uint8_t buf[1 << 16];
};

static int setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	f->dir = test_mkdtemp(0);
	f->opts.segment_min_bytes = 1; /* small segments (test-only floor) */
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fx *f = *state;
	if (f->log != NULL)
		kr_log_close(f->log);
	test_rmrf(f->dir);
	free(f);
	return 0;
}

static const char *seg(struct fx *f, int64_t base)
{
	char name[32];
	snprintf(name, sizeof name, "%020lld.log", (long long)base);
	return test_path(1, f->dir, name);
}

/* Writes `batches` batches of 2 records through a writable log (epochs
 * 1, 1, 1, 2, 2, 2, ...), closes it (index files written) and returns a
 * batch's size. segment_bytes 0: one segment (60-byte values); else
 * 100-byte values, two batches per 600-byte segment. */
static size_t write_log(struct fx *f, int batches, uint32_t segment_bytes)
{
	struct kr_log_options o = { .segment_bytes = segment_bytes, .segment_min_bytes = 1 };
	size_t vsize = segment_bytes ? 100 : 60;
	assert_int_equal(kr_log_open(&f->log, f->dir, &o, NULL, NULL), 0);
	for (int i = 0; i < batches; i++) {
		size_t len = test_batch(f->buf, kr_log_end_offset(f->log), 0, 2, vsize);
		assert_int_equal(kr_log_append_leader(f->log, f->buf, len, 1 + i / 3, NULL,
						      NULL),
				 0);
	}
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	return test_batch_size(2, vsize);
}

/*
 * Opens the log read-only through the watching I/O table, checks that the
 * open wrote nothing and that every write call is refused, then reads
 * every batch of the valid prefix and checks that the directory is still
 * byte for byte what it was. Returns the open's status; the log stays open
 * in f->log on success.
 */
static int open_read_only(struct fx *f, struct kr_log_recovery *rec)
{
	test_dir_fingerprint(f->dir, &f->before);
	watch_io_init(&f->watch);
	struct kr_log_options o = f->opts;
	o.flags |= KR_LOG_READ_ONLY;
	o.io = &f->watch.io;
	kw_error_clear(&f->err);
	int rc = kr_log_open(&f->log, f->dir, &o, rec, &f->err);
	if (rc == 0) {
		/* Every batch of what it shows reads back whole. */
		int64_t off = kr_log_start_offset(f->log), end = kr_log_end_offset(f->log);
		while (off < end) {
			struct kr_log_slice s;
			assert_int_equal(kr_log_read(f->log, off, INT64_MAX, 1 << 20, &s, NULL), 0);
			assert_true(s.length > 0);
			uint8_t *data = malloc(s.length);
			assert_int_equal(kr_log_slice_copy(f->log, &s, data, NULL), 0);
			free(data);
			off = s.next_offset;
		}
		/* Writes are refused, not attempted. */
		size_t len = test_batch(f->buf, end, 0, 1, 10);
		struct kw_error e;
		kw_error_clear(&e);
		assert_int_equal(kr_log_append_leader(f->log, f->buf, len, 9, NULL, &e),
				 KR_STORAGE_ERR_READ_ONLY);
		assert_non_null(strstr(e.detail, "read-only"));
		assert_int_equal(kr_log_append_follower(f->log, f->buf, len, NULL, NULL),
				 KR_STORAGE_ERR_READ_ONLY);
		assert_int_equal(kr_log_flush(f->log, NULL, NULL), KR_STORAGE_ERR_READ_ONLY);
		if (end > kr_log_start_offset(f->log))
			assert_int_equal(kr_log_truncate(f->log, kr_log_start_offset(f->log),
							 NULL, NULL),
					 KR_STORAGE_ERR_READ_ONLY);
		assert_int_equal(kr_log_end_offset(f->log), end);
	}
	if (f->watch.writes != 0)
		fail_msg("a read-only open made %d write calls, the first: %s",
			 f->watch.writes, f->watch.first);
	struct test_dir_state after;
	test_dir_fingerprint(f->dir, &after);
	const char *diff = test_dir_diff(&f->before, &after);
	if (diff != NULL)
		fail_msg("a read-only open changed the directory: %s", diff);
	return rc;
}

/* Closes a read-only log and checks that closing changed nothing either. */
static void close_read_only(struct fx *f)
{
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	struct test_dir_state after;
	test_dir_fingerprint(f->dir, &after);
	const char *diff = test_dir_diff(&f->before, &after);
	if (diff != NULL)
		fail_msg("closing a read-only log changed the directory: %s", diff);
	assert_int_equal(f->watch.writes, 0);
}

/* Opens writable (flags as given) and checks it does what the read-only
 * report said it would. */
static void check_writable_matches(struct fx *f, unsigned flags,
				   const struct kr_log_recovery *ro, int64_t ro_end)
{
	struct kr_log_options o = f->opts;
	o.flags = flags;
	struct kr_log_recovery rec;
	kw_error_clear(&f->err);
	int rc = kr_log_open(&f->log, f->dir, &o, &rec, &f->err);
	if (rc != 0)
		fail_msg("writable open: %s", f->err.detail);
	assert_int_equal(rec.bytes_dropped, ro->bytes_dropped);
	assert_int_equal(rec.segments_deleted, ro->segments_deleted);
	assert_int_equal(rec.corruption_truncated, ro->corruption_truncated);
	assert_int_equal(rec.position, ro->position);
	assert_int_equal(rec.cut_offset, ro->cut_offset);
	assert_string_equal(rec.file, ro->file);
	assert_string_equal(rec.reason, ro->reason);
	assert_int_equal(kr_log_end_offset(f->log), ro_end);
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
}

/* ---- cases ------------------------------------------------------------ */

static void test_clean_log(void **state)
{
	struct fx *f = *state;
	write_log(f, 5, 0);
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	assert_int_equal(rec.bytes_dropped, 0);
	assert_false(rec.corruption_truncated);
	assert_int_equal(rec.stale_indexes, 0);
	assert_false(rec.stale_checkpoint);
	assert_false(rec.in_use);
	assert_int_equal(kr_log_end_offset(f->log), 10);
	close_read_only(f);
}

static void test_torn_tail(void **state)
{
	struct fx *f = *state;
	size_t b = write_log(f, 5, 0);
	test_set_size(seg(f, 0), (long long)(4 * b + 17));
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	/* The report says what a node would cut... */
	assert_int_equal(rec.bytes_dropped, 17);
	assert_int_equal(rec.position, 4 * b);
	assert_int_equal(rec.cut_offset, 8);
	assert_string_equal(rec.file, "00000000000000000000.log");
	assert_false(rec.corruption_truncated);
	assert_true(strlen(rec.reason) > 0);
	/* ...the log reads as its valid prefix, and the file is as it was. */
	assert_int_equal(kr_log_end_offset(f->log), 8);
	assert_int_equal(test_file_size(seg(f, 0)), (long long)(4 * b + 17));
	close_read_only(f);
	/* A node's open cuts exactly that. */
	check_writable_matches(f, 0, &rec, 8);
	assert_int_equal(test_file_size(seg(f, 0)), (long long)(4 * b));
}

static void test_zero_filled_tail(void **state)
{
	struct fx *f = *state;
	size_t b = write_log(f, 3, 0);
	test_append_bytes(seg(f, 0), 0, 4096);
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	assert_int_equal(rec.bytes_dropped, 4096);
	assert_int_equal(rec.position, 3 * b);
	assert_int_equal(kr_log_end_offset(f->log), 6);
	close_read_only(f);
	check_writable_matches(f, 0, &rec, 6);
}

/* Issue 10, finding 12: mid-log corruption. A node refuses to start (and
 * says how to repair); a reader still sees the valid prefix. */
static void test_mid_log_corruption(void **state)
{
	struct fx *f = *state;
	size_t b = write_log(f, 5, 0);
	test_flip(seg(f, 0), (long long)(2 * b + 80), 0x04);
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	assert_true(rec.corruption_truncated);
	assert_int_equal(rec.position, 2 * b);
	assert_int_equal(rec.bytes_dropped, 3 * b);
	assert_int_equal(rec.cut_offset, 4);
	assert_non_null(strstr(rec.reason, "CRC"));
	assert_int_equal(kr_log_end_offset(f->log), 4);
	close_read_only(f);

	/* A writable open refuses, changes nothing, and reports the same. */
	struct test_dir_state before, after;
	test_dir_fingerprint(f->dir, &before);
	struct kr_log_recovery refused;
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_open(&f->log, f->dir, NULL, &refused, &f->err), KW_ERR_CORRUPT);
	assert_null(f->log);
	test_dir_fingerprint(f->dir, &after);
	assert_null(test_dir_diff(&before, &after));
	assert_int_equal(refused.position, rec.position);
	assert_int_equal(refused.bytes_dropped, rec.bytes_dropped);
	assert_int_equal(refused.cut_offset, rec.cut_offset);
	assert_string_equal(refused.reason, rec.reason);

	/* The repair cuts exactly what the read-only report showed. */
	check_writable_matches(f, KR_LOG_TRUNCATE_ON_CORRUPTION, &rec, 4);
	assert_int_equal(test_file_size(seg(f, 0)), (long long)(2 * b));
}

static void test_corrupt_earlier_segment(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 600;
	size_t b = write_log(f, 6, 600); /* two batches per segment */
	test_set_size(seg(f, 4), (long long)(2 * b - 5));
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	assert_true(rec.corruption_truncated);
	assert_int_equal(rec.segments_deleted, 1);
	assert_int_equal(rec.bytes_dropped, (b - 5) + 2 * b);
	assert_string_equal(rec.file, "00000000000000000004.log");
	assert_int_equal(kr_log_end_offset(f->log), 6);
	/* The later segment is still there: only memory forgot it. */
	assert_int_equal(test_file_size(seg(f, 8)), (long long)(2 * b));
	close_read_only(f);
	check_writable_matches(f, KR_LOG_TRUNCATE_ON_CORRUPTION, &rec, 6);
	assert_int_equal(test_file_size(seg(f, 8)), -1);
}

static void test_segment_gap(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 600;
	size_t b = write_log(f, 8, 600); /* segments 0, 4, 8, 12 */
	/* A middle segment vanished: the next ones no longer continue. */
	assert_int_equal(unlink(seg(f, 4)), 0);
	unlink(test_path(2, f->dir, "00000000000000000004.index"));
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	assert_true(rec.corruption_truncated);
	assert_int_equal(rec.segments_deleted, 2);
	assert_int_equal(rec.bytes_dropped, 4 * b);
	assert_int_equal(rec.cut_offset, 4);
	assert_int_equal(kr_log_end_offset(f->log), 4);
	close_read_only(f);
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_open(&f->log, f->dir, NULL, NULL, &f->err), KW_ERR_CORRUPT);
	assert_non_null(strstr(f->err.detail, "segment starts at offset 8"));
	assert_non_null(strstr(f->err.detail, "--truncate-at-corruption"));
	check_writable_matches(f, KR_LOG_TRUNCATE_ON_CORRUPTION, &rec, 4);
}

/* Missing index files and checkpoint: rebuilt in memory, reported as
 * stale, never written by a read-only open. */
static void test_missing_indexes(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 600;
	write_log(f, 6, 600);
	const int64_t bases[] = { 0, 4, 8 };
	for (int i = 0; i < 3; i++) {
		char name[32];
		snprintf(name, sizeof name, "%020lld.index", (long long)bases[i]);
		assert_int_equal(unlink(test_path(2, f->dir, name)), 0);
	}
	assert_int_equal(unlink(test_path(2, f->dir, "leader-epoch-checkpoint")), 0);
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	assert_int_equal(rec.stale_indexes, 3);
	assert_true(rec.stale_checkpoint);
	assert_int_equal(rec.bytes_dropped, 0);
	assert_int_equal(kr_log_end_offset(f->log), 12);
	struct kr_log_epoch ep[4];
	assert_int_equal(kr_log_epochs(f->log, ep, 4), 2);
	close_read_only(f);
	/* A writable open and close puts them back. */
	assert_int_equal(kr_log_open(&f->log, f->dir, &f->opts, NULL, NULL), 0);
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	assert_true(test_file_size(test_path(2, f->dir, "00000000000000000004.index")) >= 0);
	assert_true(test_file_size(test_path(2, f->dir, "leader-epoch-checkpoint")) > 0);
	struct kr_log_recovery again;
	assert_int_equal(open_read_only(f, &again), 0);
	assert_int_equal(again.stale_indexes, 0);
	assert_false(again.stale_checkpoint);
	close_read_only(f);
}

/* An empty directory stays empty; a missing one is not created. */
static void test_empty_and_missing(void **state)
{
	struct fx *f = *state;
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	assert_int_equal(kr_log_end_offset(f->log), 0);
	struct kr_log_slice s;
	assert_int_equal(kr_log_read(f->log, 0, INT64_MAX, 4096, &s, NULL), 0);
	assert_int_equal(s.length, 0);
	close_read_only(f);
	assert_int_equal(f->before.n, 0);

	const char *missing = test_path(3, f->dir, "nope");
	struct kr_log_options o = { .flags = KR_LOG_READ_ONLY };
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_open(&f->log, missing, &o, NULL, &f->err), KW_ERR_IO);
	assert_non_null(strstr(f->err.detail, "nope"));
	struct stat st;
	assert_int_equal(stat(missing, &st), -1);
	assert_int_equal(errno, ENOENT);
}

/* A crash right after a roll: an empty last segment, the previous one
 * torn. A node removes the empty one; a reader leaves it. */
static void test_empty_segment_after_roll(void **state)
{
	struct fx *f = *state;
	size_t b = write_log(f, 5, 0);
	test_write_file(seg(f, 10), "", 0);
	test_set_size(seg(f, 0), (long long)(5 * b - 3));
	struct kr_log_recovery rec;
	assert_int_equal(open_read_only(f, &rec), 0);
	assert_int_equal(rec.bytes_dropped, b - 3);
	assert_int_equal(rec.segments_deleted, 1);
	assert_false(rec.corruption_truncated);
	assert_int_equal(kr_log_end_offset(f->log), 8);
	close_read_only(f);
	assert_int_equal(test_file_size(seg(f, 10)), 0);
	check_writable_matches(f, 0, &rec, 8);
	assert_int_equal(test_file_size(seg(f, 10)), -1);
}

/*
 * The refusal message (issue 10, finding 12): it names the file, the byte
 * position, the reason and the repair command, whole. Before, it named an
 * internal flag and the error's 192-byte detail cut it mid-value.
 */
static void test_refusal_message_whole(void **state)
{
	struct fx *f = *state;
	size_t b = write_log(f, 5, 0);
	test_flip(seg(f, 0), (long long)(3 * b + 80), 0x10);
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_open(&f->log, f->dir, NULL, NULL, &f->err), KW_ERR_CORRUPT);
	const char *d = f->err.detail;
	char want[64];
	snprintf(want, sizeof want, "byte position %zu (", 3 * b);
	assert_non_null(strstr(d, "00000000000000000000.log"));
	assert_non_null(strstr(d, want));
	assert_non_null(strstr(d, "CRC-32C mismatch"));
	assert_non_null(strstr(d, "with valid batches after it"));
	char cmd[600];
	snprintf(cmd, sizeof cmd, "'kwire repair-log --dir %s --truncate-at-corruption'",
		 f->dir);
	assert_non_null(strstr(d, cmd));
	assert_null(strstr(d, "KR_LOG_"));
	/* It ends with the command: nothing was cut. */
	size_t n = strlen(d);
	assert_true(n > 0 && d[n - 1] == '\'');
	/* kw_error_format's " at offset N" fits after it in a buffer of the
	 * detail's size. */
	char line[KW_ERROR_DETAIL_MAX];
	kw_error_format(&f->err, line, sizeof line);
	snprintf(want, sizeof want, "' at offset %zu", 3 * b);
	assert_non_null(strstr(line, want));
}

/* A directory too long to name in the message: a placeholder instead, and
 * if the reason does not fit either it is left out, never cut. */
static void test_refusal_message_long_dir(void **state)
{
	struct fx *f = *state;
	char dir[480];
	int n = snprintf(dir, sizeof dir, "%s/", f->dir);
	while (n < 420)
		n += snprintf(dir + n, sizeof dir - (size_t)n, "a-long-directory-name/");
	dir[n - 1] = '\0';
	/* Only the last component is created by the log; make the rest. */
	for (char *p = dir + strlen(f->dir) + 1; (p = strchr(p, '/')) != NULL; p++) {
		*p = '\0';
		mkdir(dir, 0755);
		*p = '/';
	}
	struct kr_log_options o = { 0 };
	assert_int_equal(kr_log_open(&f->log, dir, &o, NULL, NULL), 0);
	for (int i = 0; i < 3; i++) {
		size_t len = test_batch(f->buf, kr_log_end_offset(f->log), 0, 2, 60);
		assert_int_equal(kr_log_append_leader(f->log, f->buf, len, 1, NULL, NULL), 0);
	}
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	size_t b = test_batch_size(2, 60);
	char path[600];
	snprintf(path, sizeof path, "%s/00000000000000000000.log", dir);
	test_flip(path, (long long)(b + 80), 0x10);
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_open(&f->log, dir, NULL, NULL, &f->err), KW_ERR_CORRUPT);
	const char *d = f->err.detail;
	assert_non_null(strstr(d, "'kwire repair-log --dir LOGDIR --truncate-at-corruption'"));
	assert_null(strstr(d, "a-long-directory-name"));
	assert_non_null(strstr(d, "CRC-32C mismatch"));
	assert_int_equal(d[strlen(d) - 1], '\'');

	/* Read-only still opens it, and the repair cuts it. */
	struct kr_log_recovery rec;
	o.flags = KR_LOG_READ_ONLY;
	assert_int_equal(kr_log_open(&f->log, dir, &o, &rec, NULL), 0);
	assert_int_equal(kr_log_end_offset(f->log), 2);
	kr_log_close(f->log);
	o.flags = KR_LOG_TRUNCATE_ON_CORRUPTION;
	assert_int_equal(kr_log_open(&f->log, dir, &o, &rec, NULL), 0);
	assert_int_equal(kr_log_end_offset(f->log), 2);
	kr_log_close(f->log);
	f->log = NULL;
	/* Clean up the nested directories (test_rmrf goes one level deep). */
	for (;;) {
		DIR *dd = opendir(dir);
		if (dd != NULL) {
			closedir(dd);
			test_rmrf(dir);
		}
		char *slash = strrchr(dir, '/');
		if (slash == NULL || (size_t)(slash - dir) <= strlen(f->dir))
			break;
		*slash = '\0';
	}
}

/* One writer per directory; readers see that a writer holds it. */
static void test_one_writer(void **state)
{
	struct fx *f = *state;
	write_log(f, 2, 0);
	assert_int_equal(kr_log_open(&f->log, f->dir, NULL, NULL, NULL), 0);
	struct kr_log *second = NULL;
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_open(&second, f->dir, NULL, NULL, &f->err),
			 KR_STORAGE_ERR_IN_USE);
	assert_null(second);
	assert_non_null(strstr(f->err.detail, "open for writing elsewhere"));
	/* A reader may open it, and is told. */
	struct kr_log_options o = { .flags = KR_LOG_READ_ONLY };
	struct kr_log_recovery rec;
	assert_int_equal(kr_log_open(&second, f->dir, &o, &rec, NULL), 0);
	assert_true(rec.in_use);
	assert_int_equal(kr_log_end_offset(second), 4);
	kr_log_close(second);
	/* Closing releases the lock; so does a failed open. */
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	assert_int_equal(kr_log_open(&f->log, f->dir, NULL, NULL, NULL), 0);
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	test_flip(seg(f, 0), 80, 0x01); /* the first of two batches */
	assert_int_equal(kr_log_open(&f->log, f->dir, NULL, NULL, NULL), KW_ERR_CORRUPT);
	assert_int_equal(kr_log_open(&f->log, f->dir, &o, &rec, NULL), 0);
	assert_false(rec.in_use);
	kr_log_close(f->log);
	o.flags = KR_LOG_TRUNCATE_ON_CORRUPTION;
	assert_int_equal(kr_log_open(&f->log, f->dir, &o, &rec, NULL), 0);
	assert_int_equal(kr_log_end_offset(f->log), 0);
	kr_log_close(f->log);
	f->log = NULL;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
		T(test_clean_log),
		T(test_torn_tail),
		T(test_zero_filled_tail),
		T(test_mid_log_corruption),
		T(test_corrupt_earlier_segment),
		T(test_segment_gap),
		T(test_missing_indexes),
		T(test_empty_and_missing),
		T(test_empty_segment_after_roll),
		T(test_refusal_message_whole),
		T(test_refusal_message_long_dir),
		T(test_one_writer),
#undef T
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
