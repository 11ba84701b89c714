/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_log_faults.c — the log on a failing disk, through an injected I/O
 * table: short writes, ENOSPC and EIO on write, EIO on fdatasync, on the
 * directory fsync and on ftruncate. The log must report the error,
 * acknowledge (flush) nothing that is not durable, enter the failed state
 * and refuse further writes, and never retry a failed fsync as if nothing
 * happened; a reopen (on a healthy disk) must show exactly an intact prefix.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "helpers.h"
#include "kwire/records.h"
#include "storage/log.h"

struct fx {
	const char *dir;
	struct kr_log *log;
	struct fault_io fio;
	struct kr_log_options opts;
	struct kw_error err;
	uint8_t buf[1 << 16];
};

static int setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	f->dir = test_mkdtemp(0);
	f->opts.segment_min_bytes = 1; /* small segments (test-only floor) */
	fault_io_init(&f->fio);
	f->opts.io = &f->fio.io;
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

static void open_log(struct fx *f)
{
	int rc = kr_log_open(&f->log, f->dir, &f->opts, NULL, &f->err);
	if (rc != 0)
		fail_msg("open: %s", f->err.detail);
}

static int append(struct fx *f, int32_t epoch, int n)
{
	size_t len = test_batch(f->buf, kr_log_end_offset(f->log), epoch, n, 300);
	kw_error_clear(&f->err);
	return kr_log_append_leader(f->log, f->buf, len, epoch, NULL, &f->err);
}

/* Reopens on a healthy disk; checks the log is exactly [0, end) of whole,
 * valid batches. */
static void reopen_healthy(struct fx *f, int64_t end)
{
	kr_log_close(f->log);
	f->log = NULL;
	struct kr_log_options o = { .segment_bytes = f->opts.segment_bytes,
				    .segment_min_bytes = 1 };
	struct kr_log_recovery rec;
	assert_int_equal(kr_log_open(&f->log, f->dir, &o, &rec, NULL), 0);
	assert_int_equal(kr_log_end_offset(f->log), end);
	for (int64_t off = 0; off < end;) {
		struct kr_log_slice s;
		assert_int_equal(kr_log_read(f->log, off, INT64_MAX, 1 << 20, &s, NULL), 0);
		uint8_t *d = malloc(s.length);
		assert_int_equal(kr_log_slice_copy(f->log, &s, d, NULL), 0);
		free(d);
		off = s.next_offset;
	}
}

static void expect_failed_state(struct fx *f)
{
	struct kw_error why;
	assert_true(kr_log_failed(f->log, &why));
	assert_int_equal(append(f, 1, 1), KR_STORAGE_ERR_FAILED);
	assert_non_null(strstr(f->err.detail, "failed earlier"));
	int fsyncs = f->fio.fdatasync_calls;
	int64_t flushed = -1;
	assert_int_equal(kr_log_flush(f->log, &flushed, NULL), KR_STORAGE_ERR_FAILED);
	assert_int_equal(f->fio.fdatasync_calls, fsyncs); /* not retried */
	assert_int_equal(kr_log_truncate(f->log, 0, NULL, NULL), KR_STORAGE_ERR_FAILED);
}

static void test_enospc_on_write(void **state)
{
	struct fx *f = *state;
	open_log(f);
	assert_int_equal(append(f, 1, 2), 0);
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	f->fio.pwrite_fault = (struct fault_spec){ .at = f->fio.pwrite_calls + 1,
						   .err = ENOSPC };
	assert_int_equal(append(f, 1, 2), KW_ERR_IO);
	assert_non_null(strstr(f->err.detail, "No space left"));
	assert_non_null(strstr(f->err.detail, "00000000000000000000.log"));
	assert_int_equal(kr_log_end_offset(f->log), 2);
	assert_int_equal(kr_log_flushed_offset(f->log), 2);
	expect_failed_state(f);
	/* Reads of what was written still work. */
	struct kr_log_slice s;
	assert_int_equal(kr_log_read(f->log, 0, INT64_MAX, 1 << 20, &s, NULL), 0);
	assert_int_equal(s.next_offset, 2);
	reopen_healthy(f, 2);
}

static void test_short_write_then_eio(void **state)
{
	struct fx *f = *state;
	open_log(f);
	assert_int_equal(append(f, 1, 2), 0);
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	/* Half a batch reaches the file, then the disk fails. */
	f->fio.short_write = 200;
	f->fio.pwrite_fault = (struct fault_spec){ .at = f->fio.pwrite_calls + 2,
						   .err = EIO };
	assert_int_equal(append(f, 1, 3), KW_ERR_IO);
	assert_non_null(strstr(f->err.detail, "Input/output error"));
	assert_int_equal(kr_log_end_offset(f->log), 2);
	expect_failed_state(f);
	/* The torn bytes are on disk; recovery drops them. */
	long long size = test_file_size(test_path(1, f->dir, "00000000000000000000.log"));
	assert_int_equal(size, (long long)(test_batch_size(2, 300) + 200));
	reopen_healthy(f, 2);
}

static void test_short_writes_complete(void **state)
{
	struct fx *f = *state;
	f->fio.short_write = 7;
	open_log(f);
	for (int i = 0; i < 5; i++)
		assert_int_equal(append(f, 1, 2), 0);
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	assert_false(kr_log_failed(f->log, NULL));
	assert_true(f->fio.pwrite_calls > 5 * 600 / 7);
	reopen_healthy(f, 10);
}

static void test_fdatasync_eio(void **state)
{
	struct fx *f = *state;
	open_log(f);
	assert_int_equal(append(f, 1, 2), 0);
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	assert_int_equal(append(f, 1, 2), 0);
	/* The fsync fails once; a retry would "succeed" (fsyncgate). */
	f->fio.fdatasync_fault = (struct fault_spec){ .at = f->fio.fdatasync_calls + 1,
						      .err = EIO };
	int64_t flushed = -1;
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_flush(f->log, &flushed, &f->err), KW_ERR_IO);
	assert_non_null(strstr(f->err.detail, "fdatasync"));
	assert_int_equal(flushed, 2);
	assert_int_equal(kr_log_flushed_offset(f->log), 2);
	expect_failed_state(f);
	assert_int_equal(kr_log_flushed_offset(f->log), 2);
	reopen_healthy(f, 4);
}

static void test_dir_fsync_fails_after_roll(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 700; /* two ~340-byte batches per segment */
	open_log(f);
	assert_int_equal(append(f, 1, 1), 0);
	assert_int_equal(append(f, 1, 1), 0);
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	assert_int_equal(append(f, 1, 1), 0); /* rolls: new file */
	f->fio.dir_fault = (struct fault_spec){ .at = f->fio.dir_calls + 1, .err = EIO };
	assert_int_equal(kr_log_flush(f->log, NULL, &f->err), KW_ERR_IO);
	assert_int_equal(kr_log_flushed_offset(f->log), 2);
	expect_failed_state(f);
	reopen_healthy(f, 3);
}

static void test_roll_create_fails(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 700;
	open_log(f);
	assert_int_equal(append(f, 1, 1), 0);
	assert_int_equal(append(f, 1, 1), 0);
	f->fio.open_fault = (struct fault_spec){ .at = f->fio.open_calls + 1, .err = ENOSPC,
						  .sticky = 1 };
	assert_int_equal(append(f, 1, 1), KW_ERR_IO);
	assert_non_null(strstr(f->err.detail, "create"));
	assert_int_equal(kr_log_end_offset(f->log), 2);
	expect_failed_state(f);
	reopen_healthy(f, 2);
}

static void test_truncate_fails(void **state)
{
	struct fx *f = *state;
	open_log(f);
	for (int i = 0; i < 4; i++)
		assert_int_equal(append(f, 1, 1), 0);
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	f->fio.ftruncate_fault = (struct fault_spec){ .at = 1, .err = EIO };
	assert_int_equal(kr_log_truncate(f->log, 2, NULL, &f->err), KW_ERR_IO);
	assert_non_null(strstr(f->err.detail, "truncate"));
	expect_failed_state(f);
	reopen_healthy(f, 4);
}

static void test_fsync_fails_on_open(void **state)
{
	struct fx *f = *state;
	open_log(f);
	assert_int_equal(append(f, 1, 1), 0);
	kr_log_close(f->log);
	f->log = NULL;
	f->fio.fdatasync_fault = (struct fault_spec){ .at = f->fio.fdatasync_calls + 1,
						      .err = EIO };
	assert_int_equal(kr_log_open(&f->log, f->dir, &f->opts, NULL, &f->err), KW_ERR_IO);
	assert_null(f->log);
}

/* Every pwrite of an append sequence failing in turn, with both errors. */
static void test_each_write_fails(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 2000;
	for (int k = 1; k <= 12; k++) {
		struct fault_io *io = &f->fio;
		fault_io_init(io);
		io->short_write = 150;
		open_log(f);
		io->pwrite_fault = (struct fault_spec){ .at = k, .err = k % 2 ? EIO : ENOSPC,
							.sticky = 1 };
		int64_t acked = 0;
		int rc = 0;
		/* The fault surfaces in an append or in a flush (which
		 * writes the epoch checkpoint); either way as KW_ERR_IO. */
		for (int i = 0; i < 6 && rc == 0; i++) {
			rc = append(f, 1 + i / 3, 2);
			if (rc == 0)
				rc = kr_log_flush(f->log, NULL, NULL);
			if (rc == 0)
				acked = kr_log_flushed_offset(f->log);
		}
		assert_int_equal(rc, KW_ERR_IO);
		assert_true(kr_log_failed(f->log, NULL));
		assert_int_equal(kr_log_flushed_offset(f->log), acked);
		/* Recovery keeps at least what was acknowledged, all intact. */
		kr_log_close(f->log);
		f->log = NULL;
		struct kr_log_options o = { .segment_bytes = f->opts.segment_bytes,
				    .segment_min_bytes = 1 };
		assert_int_equal(kr_log_open(&f->log, f->dir, &o, NULL, NULL), 0);
		assert_true(kr_log_end_offset(f->log) >= acked);
		kr_log_close(f->log);
		f->log = NULL;
		test_rmrf(f->dir);
		f->dir = test_mkdtemp(0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
		T(test_enospc_on_write),
		T(test_short_write_then_eio),
		T(test_short_writes_complete),
		T(test_fdatasync_eio),
		T(test_dir_fsync_fails_after_roll),
		T(test_roll_create_fails),
		T(test_truncate_fails),
		T(test_fsync_fails_on_open),
		T(test_each_write_fails),
#undef T
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
