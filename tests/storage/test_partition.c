/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_partition.c — the log and its snapshots together
 * (storage/partition.h): the log start advances only to a snapshot held,
 * whole segments before it go and the epoch cache is cut at the front,
 * start-up makes the two agree after any crash (a cleaning or an install
 * cut short, a snapshot past the log end, a log whose first records have
 * no snapshot), an install resets the log, the retention rules pick the
 * log start as Kafka does, and batches a snapshot covers are framed, not
 * checksummed, at start-up.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "helpers.h"
#include "kwire/records.h"
#include "storage/partition.h"

struct fx {
	const char *dir;
	struct kr_partition *p;
	struct kr_log_options opts;
	int64_t bases[512]; /* batch base offsets written */
	int nb;
};

static int setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	f->dir = test_mkdtemp(0);
	f->opts.segment_bytes = 16384;
	f->opts.segment_min_bytes = 1; /* small segments (test-only floor) */
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fx *f = *state;
	kr_partition_close(f->p);
	test_rmrf(f->dir);
	free(f);
	return 0;
}

static int open_p(struct fx *f, struct kr_partition_report *rep, struct kw_error *err)
{
	kr_partition_close(f->p);
	f->p = NULL;
	return kr_partition_open(&f->p, f->dir, &f->opts, rep, err);
}

/* Appends n batches (epoch changes as given) and flushes. */
static void append(struct fx *f, int n, int32_t epoch)
{
	uint8_t buf[TEST_BATCH_FOR_OFFSET_MAX];
	for (int i = 0; i < n; i++) {
		int64_t end = kr_log_end_offset(f->p->log);
		size_t len = test_batch_for_offset(buf, end, epoch);
		f->bases[f->nb++] = end;
		assert_int_equal(kr_log_append_follower(f->p->log, buf, len, NULL, NULL),
				 0);
	}
	assert_int_equal(kr_log_flush(f->p->log, NULL, NULL), 0);
}

static int count_segments(const char *dir)
{
	struct test_dir_state st;
	test_dir_fingerprint(dir, &st);
	int k = 0;
	for (int i = 0; i < st.n; i++) {
		size_t n = strlen(st.files[i].name);
		k += n == 24 && strcmp(st.files[i].name + 20, ".log") == 0;
	}
	return k;
}

/* A snapshot of the log up to end (a batch boundary), held. */
static void take(struct fx *f, int64_t end, int32_t epoch)
{
	assert_int_equal(test_write_snapshot(f->dir, end, epoch, 20, 0, 0), 0);
	char name[KR_SNAPSHOT_NAME_MAX];
	kr_snapshot_file_name((struct kr_snapshot_id){end, epoch}, KR_SNAPSHOT_SUFFIX,
			      name, sizeof name);
	struct kr_snapshot_info info;
	assert_int_equal(
		kr_snapshot_verify(test_path(3, f->dir, name), NULL, &info, NULL), 0);
	assert_int_equal(kr_partition_add_snapshot(f->p, &info), 0);
}

/* The start moves only to a snapshot; segments wholly before it go; reads
 * and truncations below it are refused; a reopen keeps it. */
static void test_advance_start(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 30, 1);
	append(f, 30, 2);
	int before = count_segments(f->dir);
	assert_true(before > 5);
	/* a snapshot alone moves nothing (Kafka: only the retention rules do),
	 * across a reopen too */
	take(f, f->bases[20], 1);
	assert_int_equal(open_p(f, NULL, &err), 0);
	assert_int_equal(kr_log_start_offset(f->p->log), 0);
	assert_int_equal(f->p->snaps.n, 1);
	int64_t s = f->bases[40];
	assert_int_equal(kr_partition_advance_start(f->p, s, &err),
			 KW_ERR_INVALID_ARGUMENT);
	assert_non_null(strstr(err.detail, "no snapshot"));
	take(f, s, 2);
	kw_error_clear(&err);
	assert_int_equal(kr_partition_advance_start(f->p, s, &err), 0);
	assert_int_equal(kr_log_start_offset(f->p->log), s);
	assert_true(count_segments(f->dir) < before);
	struct kr_log_slice sl;
	assert_int_equal(kr_log_read(f->p->log, s - 1, INT64_MAX, 4096, &sl, NULL),
			 KR_STORAGE_ERR_OUT_OF_RANGE);
	assert_int_equal(kr_log_read(f->p->log, s, INT64_MAX, 4096, &sl, NULL), 0);
	assert_int_equal(sl.first_offset, s);
	assert_int_equal(kr_log_truncate(f->p->log, s - 1, NULL, NULL),
			 KR_STORAGE_ERR_OUT_OF_RANGE);
	/* the epoch cache starts at s with the epoch in force there */
	struct kr_log_epoch ep[4];
	assert_int_equal(kr_log_epochs(f->p->log, ep, 4), 1);
	assert_int_equal(ep[0].epoch, 2);
	assert_int_equal(ep[0].start_offset, s);
	/* a reopen: the start is the snapshot's again */
	int64_t end = kr_log_end_offset(f->p->log);
	struct kr_partition_report rep;
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_int_equal(rep.start_offset, s);
	assert_int_equal(kr_log_start_offset(f->p->log), s);
	assert_int_equal(kr_log_end_offset(f->p->log), end);
	assert_int_equal(f->p->snaps.n, 1);
	assert_false(rep.reset_to_snapshot);
}

/* A crash after the log start moved but before the older snapshot went:
 * the open drops the snapshot the log no longer continues. */
static void test_crash_mid_cleaning(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 60, 1);
	take(f, f->bases[10], 1);
	take(f, f->bases[45], 1);
	/* the log start advances to the newer one, by hand, without the
	 * snapshot deletion that would follow */
	assert_int_equal(kr_log_advance_start(f->p->log, f->bases[45], &err), 0);
	struct kr_partition_report rep;
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_int_equal(f->p->snaps.n, 1);
	assert_int_equal(f->p->snaps.s[0].id.end_offset, f->bases[45]);
	assert_int_equal(kr_log_start_offset(f->p->log), f->bases[45]);
	assert_int_equal(f->p->snaps.n_dropped, 1);
	assert_non_null(strstr(f->p->snaps.dropped[0].reason, "log start"));
	/* the snapshot at the log start is lost (deleted by hand, or damaged
	 * and removed by the listing): the start moves to the oldest one left,
	 * which covers more */
	take(f, f->bases[50], 1);
	assert_int_equal(kr_snapshot_delete(f->dir, NULL, f->p->snaps.s[0].id, &err), 0);
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_int_equal(kr_log_start_offset(f->p->log), f->bases[50]);
}

/* A snapshot past the log end (a follower that crashed after fetching it,
 * before the reset): the open resets the log to start at it. */
static void test_snapshot_past_end(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 20, 3);
	int64_t end = kr_log_end_offset(f->p->log);
	take(f, f->bases[5], 3);
	assert_int_equal(test_write_snapshot(f->dir, end + 1000, 7, 5, 0, 0), 0);
	struct kr_partition_report rep;
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_true(rep.reset_to_snapshot);
	assert_int_equal(kr_log_start_offset(f->p->log), end + 1000);
	assert_int_equal(kr_log_end_offset(f->p->log), end + 1000);
	assert_int_equal(kr_log_last_epoch(f->p->log), -1);
	assert_int_equal(f->p->snaps.n, 1);
	assert_int_equal(count_segments(f->dir), 1);
	/* and it continues from there, and reopens the same */
	uint8_t buf[TEST_BATCH_FOR_OFFSET_MAX];
	size_t len = test_batch_for_offset(buf, end + 1000, 8);
	assert_int_equal(kr_log_append_follower(f->p->log, buf, len, NULL, NULL), 0);
	assert_int_equal(kr_log_flush(f->p->log, NULL, NULL), 0);
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_false(rep.reset_to_snapshot);
	assert_int_equal(kr_log_start_offset(f->p->log), end + 1000);
	assert_int_equal(kr_log_last_epoch(f->p->log), 8);
}

/* A snapshot within the log whose epoch is not the log's there (the log
 * diverged after it) also resets the log. */
static void test_snapshot_other_epoch(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 20, 3);
	assert_int_equal(test_write_snapshot(f->dir, f->bases[10], 4, 5, 0, 0), 0);
	struct kr_partition_report rep;
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_true(rep.reset_to_snapshot);
	assert_int_equal(kr_log_end_offset(f->p->log), f->bases[10]);
}

/* A log that starts past 0 with no snapshot left cannot start. */
static void test_no_snapshot(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 60, 1);
	take(f, f->bases[40], 1);
	assert_int_equal(kr_partition_advance_start(f->p, f->bases[40], &err), 0);
	kr_partition_close(f->p);
	f->p = NULL;
	/* the snapshot is damaged on disk */
	const char *sp;
	char name[KR_SNAPSHOT_NAME_MAX];
	kr_snapshot_file_name((struct kr_snapshot_id){f->bases[40], 1},
			      KR_SNAPSHOT_SUFFIX, name, sizeof name);
	sp = test_path(1, f->dir, name);
	test_flip(sp, test_file_size(sp) - 1, 1);
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), KR_STORAGE_ERR_NO_SNAPSHOT);
	assert_non_null(strstr(err.detail, "no valid snapshot"));
}

/* Installing a fetched snapshot resets the log and drops older snapshots;
 * a damaged one changes nothing. */
static void test_install(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 20, 1);
	take(f, f->bases[10], 1);
	const char *src = test_mkdtemp(2);
	assert_int_equal(test_write_snapshot(src, 9000, 5, 100, 0, 0), 0);
	char name[KR_SNAPSHOT_NAME_MAX];
	kr_snapshot_file_name((struct kr_snapshot_id){9000, 5}, KR_SNAPSHOT_SUFFIX, name,
			      sizeof name);
	size_t len;
	char *data = test_read_file(test_path(3, src, name), &len);
	/* damaged */
	struct kr_snapshot_writer *w;
	struct kr_snapshot_id id = {9000, 5};
	assert_int_equal(kr_snapshot_writer_open_fetched(&w, f->dir, id, NULL, &err), 0);
	data[len - 5] ^= 4;
	assert_int_equal(kr_snapshot_writer_write_at(w, 0, data, len, &err), 0);
	int64_t end = kr_log_end_offset(f->p->log);
	kw_error_clear(&err);
	assert_int_equal(kr_partition_install(f->p, w, NULL, &err), KW_ERR_CORRUPT);
	assert_int_equal(kr_log_end_offset(f->p->log), end);
	assert_int_equal(f->p->snaps.n, 1);
	/* whole */
	data[len - 5] ^= 4;
	assert_int_equal(kr_snapshot_writer_open_fetched(&w, f->dir, id, NULL, &err), 0);
	assert_int_equal(kr_snapshot_writer_write_at(w, 0, data, len, &err), 0);
	struct kr_snapshot_info info;
	assert_int_equal(kr_partition_install(f->p, w, &info, &err), 0);
	assert_int_equal(info.id.end_offset, 9000);
	assert_int_equal(kr_log_start_offset(f->p->log), 9000);
	assert_int_equal(kr_log_end_offset(f->p->log), 9000);
	assert_int_equal(f->p->snaps.n, 1);
	assert_int_equal(kr_partition_latest(f->p)->id.end_offset, 9000);
	assert_true(test_snapshot_check(f->dir, 9000, 5, 100));
	struct kr_partition_report rep;
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_false(rep.reset_to_snapshot);
	assert_int_equal(kr_log_start_offset(f->p->log), 9000);
	free(data);
	test_rmrf(src);
}

/* Kafka's retention rules, and at most two snapshots. */
static void test_retention(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 90, 1);
	struct kr_retention r;
	kr_retention_init(&r);
	assert_int_equal(r.max_bytes, 100 * 1024 * 1024);
	assert_int_equal(r.max_ms, 604800000);
	int64_t now = 1700000000000 + 100000;
	/* nothing with fewer than two snapshots, even over every bound */
	take(f, f->bases[20], 1);
	struct kr_retention tight = {1, 1, 2};
	assert_int_equal(kr_partition_clean_plan(f->p, &tight, now), -1);
	/* two snapshots within the bounds: nothing */
	take(f, f->bases[50], 1);
	assert_int_equal(kr_partition_clean_plan(f->p, &r, now), -1);
	/* over the size: to the newer one, never past it */
	struct kr_retention size = {(int64_t)kr_log_size_bytes(f->p->log) / 2, -1, 0};
	assert_int_equal(kr_partition_clean_plan(f->p, &size, now), f->bases[50]);
	/* too old (the header timestamps are 1700000000000 + end offset) */
	struct kr_retention age = {-1, 1000, 0};
	assert_int_equal(kr_partition_clean_plan(f->p, &age, now), f->bases[50]);
	struct kr_retention young = {-1, 200000, 0};
	assert_int_equal(kr_partition_clean_plan(f->p, &young, now), -1);
	/* a third snapshot: only two are kept */
	take(f, f->bases[70], 1);
	assert_int_equal(kr_partition_clean_plan(f->p, &r, now), f->bases[50]);
	assert_int_equal(kr_partition_advance_start(f->p, f->bases[50], &err), 0);
	assert_int_equal(f->p->snaps.n, 2);
	assert_int_equal(kr_partition_clean_plan(f->p, &r, now), -1);
	/* the size rule now walks to the newest and stops there */
	assert_int_equal(kr_partition_clean_plan(f->p, &tight, now), f->bases[70]);
}

/* Batches the newest snapshot covers are framed, not checksummed, on open;
 * the same damage after it is found. */
static void test_verify_from(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	f->opts.segment_bytes = 1 << 20; /* one segment */
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 40, 1);
	take(f, f->bases[30], 1);
	kr_partition_close(f->p);
	f->p = NULL;
	const char *seg = test_path(1, f->dir, "00000000000000000000.log");
	/* the position of batch 10's last byte: the sum of the sizes before */
	uint8_t buf[TEST_BATCH_FOR_OFFSET_MAX];
	long long pos = 0;
	for (int i = 0; i <= 10; i++)
		pos += (long long)test_batch_for_offset(buf, f->bases[i], 1);
	test_flip(seg, pos - 1, 1);
	struct kr_partition_report rep;
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_int_equal(rep.log.bytes_dropped, 0);
	kr_partition_close(f->p);
	f->p = NULL;
	test_flip(seg, pos - 1, 1);
	/* batch 35 is after the snapshot: found (and, with valid batches
	 * after it, refused) */
	pos = 0;
	for (int i = 0; i <= 35; i++)
		pos += (long long)test_batch_for_offset(buf, f->bases[i], 1);
	test_flip(seg, pos - 1, 1);
	kw_error_clear(&err);
	assert_int_equal(open_p(f, &rep, &err), KW_ERR_CORRUPT);
}

/* Read-only: nothing changes, and the report says what would. */
static void test_read_only(void **state)
{
	struct fx *f = *state;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(open_p(f, NULL, &err), 0);
	append(f, 20, 1);
	assert_int_equal(test_write_snapshot(f->dir, kr_log_end_offset(f->p->log) + 50, 2,
					     3, 0, 0),
			 0);
	kr_partition_close(f->p);
	f->p = NULL;
	test_write_file(
		test_path(1, f->dir,
			  "00000000000000000001-0000000001-created.checkpoint.part"),
		"x", 1);
	struct test_dir_state a, b;
	test_dir_fingerprint(f->dir, &a);
	f->opts.flags = KR_LOG_READ_ONLY;
	struct kr_partition_report rep;
	assert_int_equal(open_p(f, &rep, &err), 0);
	assert_true(rep.reset_to_snapshot);
	assert_int_equal(f->p->snaps.n_dropped, 1);
	kr_partition_close(f->p);
	f->p = NULL;
	test_dir_fingerprint(f->dir, &b);
	assert_null(test_dir_diff(&a, &b));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_advance_start, setup, teardown),
		cmocka_unit_test_setup_teardown(test_crash_mid_cleaning, setup, teardown),
		cmocka_unit_test_setup_teardown(test_snapshot_past_end, setup, teardown),
		cmocka_unit_test_setup_teardown(test_snapshot_other_epoch, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_no_snapshot, setup, teardown),
		cmocka_unit_test_setup_teardown(test_install, setup, teardown),
		cmocka_unit_test_setup_teardown(test_retention, setup, teardown),
		cmocka_unit_test_setup_teardown(test_verify_from, setup, teardown),
		cmocka_unit_test_setup_teardown(test_read_only, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
