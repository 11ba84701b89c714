/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_log_time.c — lookups by timestamp in the log (kr_log_offset_for_timestamp,
 * kr_log_max_timestamp): create-time and log-append-time batches, a
 * compressed batch, timestamps out of order within a batch, the max_offset
 * bound (a high watermark, also inside a batch), ties, several segments, and
 * the same answers after a reopen.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "helpers.h"
#include "kwire/compress.h"
#include "kwire/records.h"
#include "storage/log.h"

struct fx {
	const char *dir;
	struct kr_log *log;
	struct kr_log_options opts;
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

static void open_log(struct fx *f)
{
	struct kw_error err;
	kw_error_clear(&err);
	if (kr_log_open(&f->log, f->dir, &f->opts, NULL, &err) != 0)
		fail_msg("open: %s", err.detail);
}

/*
 * Appends one batch of n records with timestamps ts[] as the leader of
 * epoch. compression: KW_COMPRESSION_*; append_time >= 0: a log-append-time
 * batch stamped with it.
 */
static void append(struct fx *f, int32_t epoch, const int64_t *ts, int n,
		   enum kw_compression compression, int64_t append_time)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 256, &err), 0);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.compression = compression;
	if (append_time >= 0) {
		p.log_append_time = true;
		p.log_append_time_ms = append_time;
	}
	struct kw_record_batch_builder b;
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	for (int i = 0; i < n; i++) {
		char v[32];
		int len = snprintf(v, sizeof v, "value-%d-%lld", i, (long long)ts[i]);
		struct kw_record_input in = { .offset = -1, .timestamp = ts[i],
					      .key = { NULL, -1 },
					      .value = { (const uint8_t *)v, len } };
		assert_int_equal(kw_record_batch_builder_add(&b, &in), 0);
	}
	size_t size = 0;
	assert_int_equal(kw_record_batch_builder_finish_compressed(&b, 0, &size), 0);
	assert_int_equal(size, w.pos);
	kw_error_clear(&err);
	if (kr_log_append_leader(f->log, w.buf, w.pos, epoch, NULL, &err) != 0)
		fail_msg("append: %s", err.detail);
	kw_writer_release(&w);
}

static struct kr_log_timestamp_offset find(struct fx *f, int64_t ts, int64_t max_offset)
{
	struct kr_log_timestamp_offset o = { 7, 7, 7 };
	struct kw_error err;
	kw_error_clear(&err);
	if (kr_log_offset_for_timestamp(f->log, ts, max_offset, &o, &err) != 0)
		fail_msg("find %lld: %s", (long long)ts, err.detail);
	return o;
}

static struct kr_log_timestamp_offset max_ts(struct fx *f, int64_t max_offset)
{
	struct kr_log_timestamp_offset o = { 7, 7, 7 };
	struct kw_error err;
	kw_error_clear(&err);
	if (kr_log_max_timestamp(f->log, max_offset, &o, &err) != 0)
		fail_msg("max: %s", err.detail);
	return o;
}

#define ASSERT_HIT(o, off, ts, ep)                                             \
	do {                                                                   \
		struct kr_log_timestamp_offset o_ = (o);                       \
		assert_int_equal(o_.offset, (off));                            \
		assert_int_equal(o_.timestamp, (ts));                          \
		assert_int_equal(o_.epoch, (ep));                              \
	} while (0)
#define ASSERT_NONE(o) ASSERT_HIT(o, -1, -1, -1)

static void test_empty_log(void **state)
{
	struct fx *f = *state;
	open_log(f);
	ASSERT_NONE(find(f, 0, INT64_MAX));
	ASSERT_NONE(find(f, -7, INT64_MAX));
	ASSERT_NONE(max_ts(f, INT64_MAX));
}

/*
 * The log used by most tests:
 *   offsets 0-2  epoch 1  create time 100, 300, 200   (max 300)
 *   offsets 3-4  epoch 2  create time 150, 400, lz4   (max 400)
 *   offsets 5-6  epoch 3  log-append time 500
 *   offset  7    epoch 3  create time 500 (ties with 5-6)
 *   offset  8    epoch 4  create time 50
 */
static void fill(struct fx *f)
{
	append(f, 1, (const int64_t[]){ 100, 300, 200 }, 3, KW_COMPRESSION_NONE, -1);
	append(f, 2, (const int64_t[]){ 150, 400 }, 2, KW_COMPRESSION_LZ4, -1);
	append(f, 3, (const int64_t[]){ 10, 20 }, 2, KW_COMPRESSION_NONE, 500);
	append(f, 3, (const int64_t[]){ 500 }, 1, KW_COMPRESSION_NONE, -1);
	append(f, 4, (const int64_t[]){ 50 }, 1, KW_COMPRESSION_ZSTD, -1);
}

static void check_filled(struct fx *f)
{
	int64_t all = INT64_MAX;
	/* first record at or after T */
	ASSERT_HIT(find(f, 0, all), 0, 100, 1);
	ASSERT_HIT(find(f, 100, all), 0, 100, 1);
	ASSERT_HIT(find(f, 101, all), 1, 300, 1);
	ASSERT_HIT(find(f, 250, all), 1, 300, 1); /* not 2 (200 comes later) */
	ASSERT_HIT(find(f, 301, all), 4, 400, 2); /* inside the compressed batch */
	ASSERT_HIT(find(f, 401, all), 5, 500, 3); /* log-append time */
	ASSERT_HIT(find(f, 500, all), 5, 500, 3);
	ASSERT_NONE(find(f, 501, all));
	/* only below max_offset (the high watermark) */
	ASSERT_HIT(find(f, 301, 5), 4, 400, 2);
	ASSERT_NONE(find(f, 301, 4)); /* 4 is the first >= 301, not committed */
	ASSERT_HIT(find(f, 250, 2), 1, 300, 1);
	ASSERT_NONE(find(f, 0, 0));
	/* the largest timestamp, earliest on ties */
	ASSERT_HIT(max_ts(f, all), 5, 500, 3);
	ASSERT_HIT(max_ts(f, 9), 5, 500, 3);
	ASSERT_HIT(max_ts(f, 5), 4, 400, 2);
	ASSERT_HIT(max_ts(f, 4), 1, 300, 1); /* batch 3-4 cut at 4 */
	ASSERT_HIT(max_ts(f, 2), 1, 300, 1);
	ASSERT_HIT(max_ts(f, 1), 0, 100, 1);
	ASSERT_NONE(max_ts(f, 0));
}

static void test_lookups(void **state)
{
	struct fx *f = *state;
	open_log(f);
	fill(f);
	check_filled(f);
}

/* One batch per segment: the scan crosses segment files; same answers after
 * the log is closed and recovered. */
static void test_segments_and_reopen(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 150;
	open_log(f);
	fill(f);
	assert_true(test_file_size(test_path(0, f->dir, "00000000000000000003.log")) > 0);
	assert_true(test_file_size(test_path(0, f->dir, "00000000000000000008.log")) > 0);
	check_filled(f);
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	open_log(f);
	check_filled(f);
}

/* A lone max across many batches: the scan finds a late batch. */
static void test_many_batches(void **state)
{
	struct fx *f = *state;
	open_log(f);
	for (int i = 0; i < 500; i++) {
		int64_t t = 1000 + i * 10;
		if (i == 321)
			t = 99999;
		append(f, 1 + i / 100, &t, 1, KW_COMPRESSION_NONE, -1);
	}
	ASSERT_HIT(max_ts(f, INT64_MAX), 321, 99999, 4);
	ASSERT_HIT(max_ts(f, 321), 320, 1000 + 320 * 10, 4);
	ASSERT_HIT(find(f, 1000 + 400 * 10, INT64_MAX), 321, 99999, 4);
	ASSERT_HIT(find(f, 1000 + 400 * 10 + 1, 400), 321, 99999, 4);
	ASSERT_HIT(find(f, 1000 + 499 * 10, INT64_MAX), 321, 99999, 4);
	ASSERT_NONE(find(f, 100000, INT64_MAX));
}

/* A corrupt record area in the batch the lookup needs: an error naming the
 * file, not a wrong answer. */
static void test_corrupt_batch(void **state)
{
	struct fx *f = *state;
	open_log(f);
	fill(f);
	struct kw_error err;
	kw_error_clear(&err);
	int64_t flushed;
	assert_int_equal(kr_log_flush(f->log, &flushed, &err), 0);
	/* a byte inside the records of the first batch (its CRC breaks) */
	test_flip(test_path(0, f->dir, "00000000000000000000.log"), 70, 0x40);
	struct kr_log_timestamp_offset o;
	kw_error_clear(&err);
	assert_int_equal(kr_log_offset_for_timestamp(f->log, 0, INT64_MAX, &o, &err),
			 KW_ERR_CORRUPT);
	assert_non_null(strstr(err.detail, "00000000000000000000.log"));
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(test_empty_log),
		T(test_lookups),
		T(test_segments_and_reopen),
		T(test_many_batches),
		T(test_corrupt_batch),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
