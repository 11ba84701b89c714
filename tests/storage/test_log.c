/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_log.c — the replicated log (raft/storage/log.c): append as leader
 * and follower, reads, flush, segments, index, epoch cache and checkpoint,
 * truncation, and recovery of torn tails and corruption.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>

#include <cmocka.h>

#include "helpers.h"
#include "kwire/records.h"
#include "storage/log.h"
#include "storage/log_internal.h"

struct fx {
	const char *dir;
	struct kr_log *log;
	struct kr_log_options opts;
	struct kw_error err;
	uint8_t buf[1 << 20];
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

static void open_log(struct fx *f, struct kr_log_recovery *rec)
{
	kw_error_clear(&f->err);
	int rc = kr_log_open(&f->log, f->dir, &f->opts, rec, &f->err);
	if (rc != 0)
		fail_msg("open: %s: %s", kr_storage_errname(rc), f->err.detail);
}

static void reopen(struct fx *f, struct kr_log_recovery *rec)
{
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	open_log(f, rec);
}

/* Appends one batch of n records as leader of epoch; returns its base. */
static int64_t leader_append(struct fx *f, int32_t epoch, int n, size_t vsize)
{
	size_t len = test_batch(f->buf, kr_log_end_offset(f->log), 0, n, vsize);
	struct kr_log_append_info info;
	kw_error_clear(&f->err);
	int rc = kr_log_append_leader(f->log, f->buf, len, epoch, &info, &f->err);
	if (rc != 0)
		fail_msg("append: %s: %s", kr_storage_errname(rc), f->err.detail);
	assert_int_equal(info.batches, 1);
	assert_int_equal(info.next_offset, info.first_offset + n);
	return info.first_offset;
}

/* Reads everything from offset and checks each batch equals the one the
 * test builder makes for its base offset, epoch and shape. Returns the
 * number of batches. */
static int check_all(struct fx *f, int64_t from, int64_t to)
{
	int batches = 0;
	int64_t off = from;
	while (off < to) {
		struct kr_log_slice s;
		kw_error_clear(&f->err);
		int rc = kr_log_read(f->log, off, INT64_MAX, 1 << 16, &s, &f->err);
		if (rc != 0)
			fail_msg("read %lld: %s", (long long)off, f->err.detail);
		assert_true(s.length > 0);
		assert_true(s.first_offset <= off);
		uint8_t *data = malloc(s.length);
		rc = kr_log_slice_copy(f->log, &s, data, &f->err);
		if (rc != 0)
			fail_msg("copy: %s", f->err.detail);
		for (size_t at = 0; at < s.length;) {
			struct kw_record_batch_header h;
			assert_int_equal(kw_record_batch_header_parse(data + at, s.length - at,
								      &h, NULL), 0);
			size_t n = KW_RECORD_BATCH_OVERHEAD + (size_t)h.batch_length;
			size_t vsize = 0;
			/* Recover the shape: count and total size fix vsize. */
			while (test_batch_size(h.records_count, vsize) < n)
				vsize++;
			uint8_t *want = malloc(n);
			test_batch(want, h.base_offset, h.partition_leader_epoch,
				   h.records_count, vsize);
			assert_memory_equal(want, data + at, n);
			free(want);
			at += n;
			batches++;
		}
		off = s.next_offset;
		free(data);
	}
	assert_int_equal(off, to);
	return batches;
}

static void test_empty_log(void **state)
{
	struct fx *f = *state;
	open_log(f, NULL);
	assert_int_equal(kr_log_start_offset(f->log), 0);
	assert_int_equal(kr_log_end_offset(f->log), 0);
	assert_int_equal(kr_log_flushed_offset(f->log), 0);
	assert_int_equal(kr_log_last_epoch(f->log), -1);
	assert_true(test_file_size(test_path(0, f->dir, "00000000000000000000.log")) == 0);
	struct kr_log_slice s;
	assert_int_equal(kr_log_read(f->log, 0, INT64_MAX, 100, &s, NULL), 0);
	assert_int_equal(s.length, 0);
	assert_int_equal(kr_log_read(f->log, 1, INT64_MAX, 100, &s, NULL),
			 KR_STORAGE_ERR_OUT_OF_RANGE);
	int32_t e;
	int64_t o;
	kr_log_end_offset_for_epoch(f->log, 5, &e, &o);
	assert_int_equal(e, -1);
	assert_int_equal(o, 0);
}

static void test_leader_append_assigns_offsets(void **state)
{
	struct fx *f = *state;
	open_log(f, NULL);
	assert_int_equal(leader_append(f, 1, 3, 10), 0);
	assert_int_equal(leader_append(f, 1, 1, 10), 3);
	assert_int_equal(leader_append(f, 2, 5, 100), 4);
	assert_int_equal(kr_log_end_offset(f->log), 9);
	assert_int_equal(kr_log_last_epoch(f->log), 2);
	/* The caller's buffer now carries the assigned offset and epoch. */
	struct kw_record_batch_header h;
	assert_int_equal(kw_record_batch_header_parse(f->buf, 61, &h, NULL), 0);
	assert_int_equal(h.base_offset, 4);
	assert_int_equal(h.partition_leader_epoch, 2);
	assert_int_equal(check_all(f, 0, 9), 3);

	/* Several batches in one call. */
	size_t len = test_batch(f->buf, 9, 0, 2, 20);
	len += test_batch(f->buf + len, 11, 0, 4, 20);
	struct kr_log_append_info info;
	assert_int_equal(kr_log_append_leader(f->log, f->buf, len, 2, &info, NULL), 0);
	assert_int_equal(info.first_offset, 9);
	assert_int_equal(info.next_offset, 15);
	assert_int_equal(info.batches, 2);
	assert_int_equal(check_all(f, 0, 15), 5);
}

static void test_leader_epoch_regression(void **state)
{
	struct fx *f = *state;
	open_log(f, NULL);
	leader_append(f, 3, 1, 10);
	size_t len = test_batch(f->buf, 0, 0, 1, 10);
	assert_int_equal(kr_log_append_leader(f->log, f->buf, len, 2, NULL, &f->err),
			 KR_STORAGE_ERR_EPOCH_REGRESSION);
	assert_int_equal(kr_log_end_offset(f->log), 1);
	assert_false(kr_log_failed(f->log, NULL));
}

static void test_follower_append_validates(void **state)
{
	struct fx *f = *state;
	open_log(f, NULL);
	struct kr_log_append_info info;
	size_t len = test_batch(f->buf, 0, 4, 2, 30);
	assert_int_equal(kr_log_append_follower(f->log, f->buf, len, &info, NULL), 0);
	assert_int_equal(info.next_offset, 2);

	/* Gap. */
	len = test_batch(f->buf, 3, 4, 1, 30);
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_append_follower(f->log, f->buf, len, NULL, &f->err),
			 KR_STORAGE_ERR_NOT_CONTIGUOUS);
	assert_non_null(strstr(f->err.detail, "expected 2"));
	/* Overlap. */
	len = test_batch(f->buf, 1, 4, 1, 30);
	assert_int_equal(kr_log_append_follower(f->log, f->buf, len, NULL, NULL),
			 KR_STORAGE_ERR_NOT_CONTIGUOUS);
	/* Epoch going back. */
	len = test_batch(f->buf, 2, 3, 1, 30);
	assert_int_equal(kr_log_append_follower(f->log, f->buf, len, NULL, NULL),
			 KR_STORAGE_ERR_EPOCH_REGRESSION);
	/* Bad CRC. */
	len = test_batch(f->buf, 2, 4, 1, 30);
	f->buf[len - 3] ^= 1;
	assert_int_equal(kr_log_append_follower(f->log, f->buf, len, NULL, NULL),
			 KW_ERR_CORRUPT);
	/* A valid batch followed by a truncated one: nothing is appended. */
	len = test_batch(f->buf, 2, 4, 1, 30);
	size_t len2 = test_batch(f->buf + len, 3, 4, 1, 30);
	assert_true(kr_log_append_follower(f->log, f->buf, len + len2 - 1, NULL, NULL) < 0);
	assert_int_equal(kr_log_end_offset(f->log), 2);
	/* Second batch out of sequence within one call: nothing appended. */
	len2 = test_batch(f->buf + len, 4, 4, 1, 30);
	assert_int_equal(kr_log_append_follower(f->log, f->buf, len + len2, NULL, NULL),
			 KR_STORAGE_ERR_NOT_CONTIGUOUS);
	assert_int_equal(kr_log_end_offset(f->log), 2);
	assert_false(kr_log_failed(f->log, NULL));
	/* Then the right ones go in. */
	len2 = test_batch(f->buf + len, 3, 5, 1, 30);
	assert_int_equal(kr_log_append_follower(f->log, f->buf, len + len2, &info, NULL), 0);
	assert_int_equal(info.next_offset, 4);
	assert_int_equal(info.last_epoch, 5);
	assert_int_equal(check_all(f, 0, 4), 3);
}

static void test_flush_and_reopen(void **state)
{
	struct fx *f = *state;
	open_log(f, NULL);
	leader_append(f, 1, 2, 50);
	leader_append(f, 1, 2, 50);
	assert_int_equal(kr_log_flushed_offset(f->log), 0);
	int64_t flushed = -1;
	assert_int_equal(kr_log_flush(f->log, &flushed, NULL), 0);
	assert_int_equal(flushed, 4);
	assert_int_equal(kr_log_flushed_offset(f->log), 4);
	leader_append(f, 2, 1, 50);
	assert_int_equal(kr_log_flushed_offset(f->log), 4);
	assert_int_equal(kr_log_flush(f->log, &flushed, NULL), 0);
	assert_int_equal(flushed, 5);
	/* A flush with nothing new still answers. */
	assert_int_equal(kr_log_flush(f->log, &flushed, NULL), 0);
	assert_int_equal(flushed, 5);

	struct kr_log_recovery rec;
	reopen(f, &rec);
	assert_int_equal(rec.bytes_dropped, 0);
	assert_string_equal(rec.file, "");
	assert_int_equal(kr_log_end_offset(f->log), 5);
	assert_int_equal(kr_log_flushed_offset(f->log), 5);
	assert_int_equal(kr_log_last_epoch(f->log), 2);
	assert_int_equal(check_all(f, 0, 5), 3);
	leader_append(f, 2, 1, 50);
	assert_int_equal(check_all(f, 0, 6), 4);
}

static void test_segments_roll(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 1000;
	open_log(f, NULL);
	/* Each batch ~ 61 + 3 * (7 + 100) = 382 bytes: two per segment. */
	for (int i = 0; i < 9; i++)
		leader_append(f, 1 + i / 3, 3, 100);
	assert_int_equal(kr_log_end_offset(f->log), 27);
	for (int base = 0; base < 27; base += 6) {
		char name[64];
		snprintf(name, sizeof name, "%020d.log", base);
		assert_true(test_file_size(test_path(0, f->dir, name)) > 0);
	}
	assert_int_equal(check_all(f, 0, 27), 9);
	/* A read stays in one segment. */
	struct kr_log_slice s;
	assert_int_equal(kr_log_read(f->log, 7, INT64_MAX, 1 << 20, &s, NULL), 0);
	assert_int_equal(s.first_offset, 6);
	assert_int_equal(s.next_offset, 12);
	assert_int_equal(s.segment_base, 6);
	assert_int_equal(s.position, 0);

	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	reopen(f, NULL);
	assert_int_equal(kr_log_end_offset(f->log), 27);
	assert_int_equal(check_all(f, 0, 27), 9);
	leader_append(f, 4, 3, 100);
	assert_int_equal(check_all(f, 0, 30), 10);

	/* A batch larger than a segment is refused. */
	size_t len = test_batch(f->buf, 0, 0, 1, 1000);
	assert_int_equal(kr_log_append_leader(f->log, f->buf, len, 4, NULL, NULL),
			 KR_STORAGE_ERR_TOO_LARGE);
}

static void test_read_bounds(void **state)
{
	struct fx *f = *state;
	open_log(f, NULL);
	for (int i = 0; i < 10; i++)
		leader_append(f, 1, 4, 100); /* 4 offsets, ~500 bytes each */
	size_t bsize = test_batch_size(4, 100);
	struct kr_log_slice s;
	/* Mid-batch offset: the batch holding it. */
	assert_int_equal(kr_log_read(f->log, 6, INT64_MAX, 1 << 20, &s, NULL), 0);
	assert_int_equal(s.first_offset, 4);
	assert_int_equal(s.position, (off_t)bsize);
	assert_int_equal(s.length, 9 * bsize);
	assert_int_equal(s.next_offset, 40);
	/* max_bytes cuts at a batch boundary ... */
	assert_int_equal(kr_log_read(f->log, 0, INT64_MAX, 2 * bsize + 10, &s, NULL), 0);
	assert_int_equal(s.length, 2 * bsize);
	assert_int_equal(s.next_offset, 8);
	/* ... but one batch always goes. */
	assert_int_equal(kr_log_read(f->log, 8, INT64_MAX, 1, &s, NULL), 0);
	assert_int_equal(s.length, bsize);
	assert_int_equal(s.first_offset, 8);
	/* max_offset (e.g. the high watermark) keeps batches below it. */
	assert_int_equal(kr_log_read(f->log, 0, 10, 1 << 20, &s, NULL), 0);
	assert_int_equal(s.next_offset, 8);
	assert_int_equal(kr_log_read(f->log, 8, 10, 1 << 20, &s, NULL), 0);
	assert_int_equal(s.length, 0);
	/* The end, and past it. */
	assert_int_equal(kr_log_read(f->log, 40, INT64_MAX, 1 << 20, &s, NULL), 0);
	assert_int_equal(s.length, 0);
	assert_int_equal(kr_log_read(f->log, 41, INT64_MAX, 1 << 20, &s, &f->err),
			 KR_STORAGE_ERR_OUT_OF_RANGE);
	assert_int_equal(kr_log_read(f->log, -1, INT64_MAX, 1 << 20, &s, NULL),
			 KR_STORAGE_ERR_OUT_OF_RANGE);
	/* The slice describes the file: pread gives the same bytes. */
	assert_int_equal(kr_log_read(f->log, 12, INT64_MAX, bsize, &s, NULL), 0);
	uint8_t *a = malloc(s.length), *b = malloc(s.length);
	assert_int_equal(pread(s.fd, a, s.length, s.position), (ssize_t)s.length);
	assert_int_equal(kr_log_slice_copy(f->log, &s, b, NULL), 0);
	assert_memory_equal(a, b, s.length);
	free(a);
	free(b);
}

/* kr_log_read against a reference computed from the batch list, for
 * random offsets, bounds and sizes (mixed small and large batches, a dense
 * index): the index shortcut must give exactly the header walk's answer. */
static void test_read_matches_reference(void **state)
{
	struct fx *f = *state;
	f->opts.index_interval_bytes = 300;
	f->opts.segment_bytes = 1 << 20;
	open_log(f, NULL);
	struct { int64_t base, last; uint64_t pos, size; } b[400];
	int nb = 0;
	uint64_t pos = 0;
	uint32_t x = 12345;
	for (; nb < 400; nb++) {
		x = x * 1103515245 + 12345;
		int n = 1 + (int)(x >> 16) % 5;
		size_t v = (x >> 8) % 7 == 0 ? 2000 + (x >> 4) % 3000 : (x >> 4) % 120;
		b[nb].base = kr_log_end_offset(f->log);
		b[nb].last = b[nb].base + n - 1;
		b[nb].pos = pos;
		b[nb].size = test_batch_size(n, v);
		pos += b[nb].size;
		leader_append(f, 1, n, v);
	}
	int64_t end = kr_log_end_offset(f->log);
	for (int q = 0; q < 3000; q++) {
		x = x * 1103515245 + 12345;
		int64_t off = (int64_t)((x >> 8) % (uint32_t)end);
		x = x * 1103515245 + 12345;
		int64_t maxo = (x >> 4) % 4 == 0 ? INT64_MAX
						 : off + 1 + (int64_t)((x >> 8) % 200);
		x = x * 1103515245 + 12345;
		size_t maxb = 1 + (x >> 8) % 40000;
		int i = 0;
		while (b[i].last < off)
			i++;
		uint64_t want_pos = b[i].pos, want_len = 0;
		int64_t want_first = b[i].base, want_next = b[i].base;
		for (int j = i; j < nb; j++) {
			if (b[j].last >= maxo || (want_len > 0 && want_len + b[j].size > maxb))
				break;
			want_len += b[j].size;
			want_next = b[j].last + 1;
		}
		struct kr_log_slice sl;
		assert_int_equal(kr_log_read(f->log, off, maxo, maxb, &sl, NULL), 0);
		if (want_len > 0)
			assert_int_equal(sl.position, (off_t)want_pos);
		assert_int_equal(sl.length, want_len);
		assert_int_equal(sl.first_offset, want_first);
		assert_int_equal(sl.next_offset, want_next);
	}
}

static void test_index_file(void **state)
{
	struct fx *f = *state;
	f->opts.index_interval_bytes = 1000;
	open_log(f, NULL);
	size_t bsize = test_batch_size(2, 200); /* ~ 470 bytes */
	for (int i = 0; i < 40; i++)
		leader_append(f, 1, 2, 200);
	/* Reads from anywhere find the right batch via the index. */
	for (int64_t o = 0; o < 80; o += 7) {
		struct kr_log_slice s;
		assert_int_equal(kr_log_read(f->log, o, INT64_MAX, 1, &s, NULL), 0);
		assert_int_equal(s.first_offset, o - o % 2);
		assert_int_equal(s.position, (off_t)((size_t)(o / 2) * bsize));
	}
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	size_t len;
	uint8_t *ix = (uint8_t *)test_read_file(
		test_path(0, f->dir, "00000000000000000000.index"), &len);
	assert_non_null(ix);
	/* An entry every > 1000 bytes: after 3 batches (1410 bytes), ... */
	assert_true(len > 0 && len % 8 == 0);
	assert_int_equal(len / 8, 40 / 3);
	int64_t prev_rel = -1;
	for (size_t i = 0; i < len / 8; i++) {
		uint32_t rel = (uint32_t)ix[8 * i] << 24 | (uint32_t)ix[8 * i + 1] << 16 |
			       (uint32_t)ix[8 * i + 2] << 8 | ix[8 * i + 3];
		uint32_t pos = (uint32_t)ix[8 * i + 4] << 24 | (uint32_t)ix[8 * i + 5] << 16 |
			       (uint32_t)ix[8 * i + 6] << 8 | ix[8 * i + 7];
		assert_true((int64_t)rel > prev_rel);
		prev_rel = rel;
		/* The batch at pos ends at offset rel (2 offsets a batch). */
		assert_int_equal(pos % bsize, 0);
		assert_int_equal(rel, (pos / bsize) * 2 + 1);
		assert_int_equal(pos / bsize, 3 * (i + 1));
	}
	free(ix);
	/* A damaged index file is noticed and rewritten (data unaffected). */
	test_write_file(test_path(0, f->dir, "00000000000000000000.index"), "junk", 4);
	open_log(f, NULL);
	assert_int_equal(check_all(f, 0, 80), 40);
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	assert_int_equal(test_file_size(test_path(0, f->dir, "00000000000000000000.index")),
			 (long long)len);
}

static void test_epochs_and_checkpoint(void **state)
{
	struct fx *f = *state;
	open_log(f, NULL);
	leader_append(f, 1, 2, 10);  /* 0-1 */
	leader_append(f, 1, 2, 10);  /* 2-3 */
	leader_append(f, 3, 3, 10);  /* 4-6 */
	leader_append(f, 7, 1, 10);  /* 7 */
	int32_t e;
	int64_t o;
	kr_log_end_offset_for_epoch(f->log, 0, &e, &o);
	assert_int_equal(e, -1);
	assert_int_equal(o, 0);
	kr_log_end_offset_for_epoch(f->log, 1, &e, &o);
	assert_int_equal(e, 1);
	assert_int_equal(o, 4);
	kr_log_end_offset_for_epoch(f->log, 2, &e, &o);
	assert_int_equal(e, 1);
	assert_int_equal(o, 4);
	kr_log_end_offset_for_epoch(f->log, 3, &e, &o);
	assert_int_equal(e, 3);
	assert_int_equal(o, 7);
	kr_log_end_offset_for_epoch(f->log, 6, &e, &o);
	assert_int_equal(e, 3);
	assert_int_equal(o, 7);
	kr_log_end_offset_for_epoch(f->log, 7, &e, &o);
	assert_int_equal(e, 7);
	assert_int_equal(o, 8);
	kr_log_end_offset_for_epoch(f->log, 100, &e, &o);
	assert_int_equal(e, 7);
	assert_int_equal(o, 8);

	struct kr_log_epoch ep[4];
	assert_int_equal(kr_log_epochs(f->log, NULL, 0), 3);
	assert_int_equal(kr_log_epochs(f->log, ep, 4), 3);
	assert_int_equal(ep[0].epoch, 1);
	assert_int_equal(ep[0].start_offset, 0);
	assert_int_equal(ep[1].epoch, 3);
	assert_int_equal(ep[1].start_offset, 4);
	assert_int_equal(ep[2].epoch, 7);
	assert_int_equal(ep[2].start_offset, 7);

	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	size_t len;
	char *text = test_read_file(test_path(0, f->dir, "leader-epoch-checkpoint"), &len);
	assert_non_null(text);
	assert_string_equal(text, "0\n3\n1 0\n3 4\n7 7\n");
	free(text);
	struct kr__epoch_cache c;
	kr__epoch_cache_init(&c);
	assert_int_equal(kr__epoch_cache_parse(&c, "0\n3\n1 0\n3 4\n7 7\n", 16), 0);
	assert_int_equal(c.len, 3);
	assert_int_equal(kr__epoch_cache_parse(&c, "0\n3\n1 0\n3 4\n", 12), KW_ERR_CORRUPT);
	assert_int_equal(kr__epoch_cache_parse(&c, "1\n0\n", 4), KW_ERR_CORRUPT);
	assert_int_equal(kr__epoch_cache_parse(&c, "0\n2\n3 4\n1 5\n", 12), KW_ERR_CORRUPT);
	kr__epoch_cache_free(&c);

	/* Truncation rewrites it; reopen rebuilds the same cache from the data. */
	assert_int_equal(kr_log_truncate(f->log, 5, &o, NULL), 0);
	assert_int_equal(o, 4);
	text = test_read_file(test_path(0, f->dir, "leader-epoch-checkpoint"), &len);
	assert_string_equal(text, "0\n1\n1 0\n");
	free(text);
	reopen(f, NULL);
	assert_int_equal(kr_log_last_epoch(f->log), 1);
	kr_log_end_offset_for_epoch(f->log, 9, &e, &o);
	assert_int_equal(e, 1);
	assert_int_equal(o, 4);
}

static void test_truncate(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 1000;
	open_log(f, NULL);
	for (int i = 0; i < 9; i++)
		leader_append(f, 1 + i / 3, 3, 100); /* two batches per segment */
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	assert_int_equal(kr_log_set_high_watermark(f->log, 9), 0);
	assert_int_equal(kr_log_set_high_watermark(f->log, 8), KW_ERR_INVALID_ARGUMENT);
	assert_int_equal(kr_log_set_high_watermark(f->log, 28), KW_ERR_INVALID_ARGUMENT);
	int64_t end;
	/* Below the HW: refused, nothing changes. */
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_truncate(f->log, 8, &end, &f->err),
			 KR_STORAGE_ERR_BELOW_HIGH_WATERMARK);
	/* Inside the batch 9-11 that starts at the HW: allowed. */
	assert_int_equal(kr_log_truncate(f->log, 10, &end, NULL), 0);
	assert_int_equal(kr_log_set_high_watermark(f->log, 9), 0);
	assert_int_equal(end, 9);
	/* 9 is the second batch of segment 6: later segments are gone. */
	assert_int_equal(test_file_size(test_path(0, f->dir, "00000000000000000012.log")), -1);
	assert_int_equal(test_file_size(test_path(0, f->dir, "00000000000000000024.log")), -1);
	assert_int_equal(test_file_size(test_path(0, f->dir, "00000000000000000006.log")),
			 (long long)test_batch_size(3, 100));
	assert_int_equal(kr_log_end_offset(f->log), 9);
	assert_int_equal(kr_log_flushed_offset(f->log), 9);
	assert_int_equal(kr_log_last_epoch(f->log), 1);
	/* At or past the end: nothing. */
	assert_int_equal(kr_log_truncate(f->log, 50, &end, NULL), 0);
	assert_int_equal(end, 9);
	/* New data after the cut, as a follower of a new leader. */
	size_t len = test_batch(f->buf, 9, 5, 2, 10);
	assert_int_equal(kr_log_append_follower(f->log, f->buf, len, NULL, NULL), 0);
	assert_int_equal(check_all(f, 0, 11), 4);
	reopen(f, NULL);
	assert_int_equal(kr_log_end_offset(f->log), 11);
	assert_int_equal(check_all(f, 0, 11), 4);
	/* Truncating to a segment's base removes the segment. */
	assert_int_equal(kr_log_truncate(f->log, 6, &end, NULL), 0);
	assert_int_equal(end, 6);
	assert_int_equal(test_file_size(test_path(0, f->dir, "00000000000000000006.log")), -1);
	leader_append(f, 6, 1, 10);
	assert_int_equal(check_all(f, 0, 7), 3);
	/* And to the start of the log. */
	assert_int_equal(kr_log_truncate(f->log, 0, &end, NULL), 0);
	assert_int_equal(end, 0);
	assert_int_equal(kr_log_end_offset(f->log), 0);
	assert_int_equal(kr_log_last_epoch(f->log), -1);
	assert_int_equal(test_file_size(test_path(0, f->dir, "00000000000000000000.log")), 0);
	reopen(f, NULL);
	assert_int_equal(kr_log_end_offset(f->log), 0);
}

/* ---- recovery ---- */

/* Writes 5 batches of 2 records (offsets 0..9), flushed, closed. */
static size_t five_batches(struct fx *f)
{
	open_log(f, NULL);
	for (int i = 0; i < 5; i++)
		leader_append(f, 1 + i / 2, 2, 60);
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	return test_batch_size(2, 60);
}

static const char *seg0(struct fx *f)
{
	return test_path(1, f->dir, "00000000000000000000.log");
}

static void test_recover_torn_tail(void **state)
{
	struct fx *f = *state;
	size_t b = five_batches(f);
	/* Cut the last batch in every possible place. */
	for (size_t cut = 1; cut < b; cut += 7) {
		test_set_size(seg0(f), (long long)(4 * b + cut));
		struct kr_log_recovery rec;
		open_log(f, &rec);
		assert_int_equal(rec.bytes_dropped, cut);
		assert_string_equal(rec.file, "00000000000000000000.log");
		assert_int_equal(rec.position, 4 * b);
		assert_false(rec.corruption_truncated);
		assert_true(strlen(rec.reason) > 0);
		assert_int_equal(kr_log_end_offset(f->log), 8);
		assert_int_equal(test_file_size(seg0(f)), (long long)(4 * b));
		/* Put the fifth batch back for the next round. */
		leader_append(f, 3, 2, 60);
		assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
		assert_int_equal(kr_log_close(f->log), 0);
		f->log = NULL;
	}
	open_log(f, NULL);
	assert_int_equal(check_all(f, 0, 10), 5);
}

static void test_recover_zero_and_garbage_tail(void **state)
{
	struct fx *f = *state;
	size_t b = five_batches(f);
	struct kr_log_recovery rec;
	/* A zero-filled tail (a block allocated, data never written). */
	test_append_bytes(seg0(f), 0, 4096);
	open_log(f, &rec);
	assert_int_equal(rec.bytes_dropped, 4096);
	assert_int_equal(rec.position, 5 * b);
	assert_int_equal(kr_log_end_offset(f->log), 10);
	reopen(f, &rec);
	assert_int_equal(rec.bytes_dropped, 0);
	/* A garbage tail. */
	kr_log_close(f->log);
	f->log = NULL;
	test_append_bytes(seg0(f), 0xA5, 100);
	open_log(f, &rec);
	assert_int_equal(rec.bytes_dropped, 100);
	/* The last batch with a bad CRC and nothing after it: a torn tail. */
	kr_log_close(f->log);
	f->log = NULL;
	test_flip(seg0(f), (long long)(4 * b + 100), 0x10);
	open_log(f, &rec);
	assert_int_equal(rec.bytes_dropped, b);
	assert_non_null(strstr(rec.reason, "CRC") ? rec.reason : strstr(rec.reason, "crc"));
	assert_int_equal(kr_log_end_offset(f->log), 8);
	assert_int_equal(check_all(f, 0, 8), 4);
}

static void test_recover_corruption_before_tail(void **state)
{
	struct fx *f = *state;
	size_t b = five_batches(f);
	/* A bit flip in the records of batch 2, valid batches after it. */
	long long at = (long long)(2 * b + 80);
	test_flip(seg0(f), at, 0x04);
	kw_error_clear(&f->err);
	int rc = kr_log_open(&f->log, f->dir, &f->opts, NULL, &f->err);
	assert_int_equal(rc, KW_ERR_CORRUPT);
	assert_null(f->log);
	char want[64];
	snprintf(want, sizeof want, "byte position %zu", 2 * b);
	assert_non_null(strstr(f->err.detail, "00000000000000000000.log"));
	assert_non_null(strstr(f->err.detail, want));
	assert_int_equal(f->err.offset, 2 * b);
	/* Nothing was changed on disk. */
	assert_int_equal(test_file_size(seg0(f)), (long long)(5 * b));

	/* A damaged header (length) is just as fatal. */
	test_flip(seg0(f), at, 0x04);
	test_flip(seg0(f), (long long)(3 * b + 9), 0x7f);
	assert_int_equal(kr_log_open(&f->log, f->dir, &f->opts, NULL, NULL), KW_ERR_CORRUPT);
	test_flip(seg0(f), (long long)(3 * b + 9), 0x7f);

	/* With the operator's flag: cut there, and say so. */
	test_flip(seg0(f), at, 0x04);
	f->opts.flags = KR_LOG_TRUNCATE_ON_CORRUPTION;
	struct kr_log_recovery rec;
	open_log(f, &rec);
	assert_true(rec.corruption_truncated);
	assert_int_equal(rec.position, 2 * b);
	assert_int_equal(rec.bytes_dropped, 3 * b);
	assert_int_equal(kr_log_end_offset(f->log), 4);
	assert_int_equal(check_all(f, 0, 4), 2);
}

static void test_recover_corrupt_earlier_segment(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 600;
	open_log(f, NULL);
	for (int i = 0; i < 6; i++)
		leader_append(f, 1, 2, 100); /* ~290 bytes: two per segment */
	assert_int_equal(kr_log_flush(f->log, NULL, NULL), 0);
	assert_int_equal(kr_log_close(f->log), 0);
	f->log = NULL;
	size_t b = test_batch_size(2, 100);
	const char *mid = test_path(1, f->dir, "00000000000000000004.log");
	/* The last batch of a middle segment is cut short. */
	test_set_size(mid, (long long)(2 * b - 5));
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_open(&f->log, f->dir, &f->opts, NULL, &f->err),
			 KW_ERR_CORRUPT);
	assert_non_null(strstr(f->err.detail, "00000000000000000004.log"));
	f->opts.flags = KR_LOG_TRUNCATE_ON_CORRUPTION;
	struct kr_log_recovery rec;
	open_log(f, &rec);
	assert_true(rec.corruption_truncated);
	assert_int_equal(rec.segments_deleted, 1);
	assert_int_equal(rec.bytes_dropped, (b - 5) + 2 * b);
	assert_int_equal(kr_log_end_offset(f->log), 6);
	assert_int_equal(test_file_size(test_path(1, f->dir, "00000000000000000008.log")), -1);
	assert_int_equal(check_all(f, 0, 6), 3);
}

static void test_recover_empty_segment_after_roll(void **state)
{
	struct fx *f = *state;
	size_t b = five_batches(f);
	/* A crash right after a roll created the next (empty) segment, and
	 * before the last batch of the previous one reached the disk. */
	test_write_file(test_path(1, f->dir, "00000000000000000010.log"), "", 0);
	test_set_size(seg0(f), (long long)(5 * b - 3));
	struct kr_log_recovery rec;
	open_log(f, &rec);
	assert_int_equal(rec.bytes_dropped, b - 3);
	assert_false(rec.corruption_truncated);
	assert_int_equal(kr_log_end_offset(f->log), 8);
	assert_int_equal(test_file_size(test_path(1, f->dir, "00000000000000000010.log")), -1);
	leader_append(f, 5, 1, 10);
	assert_int_equal(check_all(f, 0, 9), 5);
}

static void test_bit_flip_detected_on_read(void **state)
{
	struct fx *f = *state;
	size_t b = five_batches(f);
	open_log(f, NULL);
	/* Damage after open, as a failing disk would. */
	test_flip(seg0(f), (long long)(3 * b + 70), 0x01);
	struct kr_log_slice s;
	assert_int_equal(kr_log_read(f->log, 0, INT64_MAX, 1 << 20, &s, NULL), 0);
	uint8_t *data = malloc(s.length);
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_slice_copy(f->log, &s, data, &f->err), KW_ERR_CORRUPT);
	char want[64];
	snprintf(want, sizeof want, "byte position %zu", 3 * b);
	assert_non_null(strstr(f->err.detail, want));
	/* Batches before it still read fine. */
	assert_int_equal(kr_log_read(f->log, 0, 6, 1 << 20, &s, NULL), 0);
	assert_int_equal(kr_log_slice_copy(f->log, &s, data, NULL), 0);
	/* A damaged header is caught by the read itself (boundary check). */
	test_flip(seg0(f), (long long)(2 * b + 3), 0x01); /* base offset */
	kw_error_clear(&f->err);
	assert_int_equal(kr_log_read(f->log, 0, INT64_MAX, 1 << 20, &s, &f->err),
			 KW_ERR_CORRUPT);
	assert_non_null(strstr(f->err.detail, "base offset"));
	free(data);
	/* And on the next open. */
	kr_log_close(f->log);
	f->log = NULL;
	assert_int_equal(kr_log_open(&f->log, f->dir, &f->opts, NULL, NULL), KW_ERR_CORRUPT);
}

struct flusher {
	struct kr_log *log;
	atomic_bool stop;
	int flushes;
	int64_t last;
	int bad;
};

static void *flush_thread(void *arg)
{
	struct flusher *fl = arg;
	/* At least one flush even when the owner finished before this
	 * thread first ran (a loaded machine can schedule it that late). */
	do {
		int64_t flushed;
		/* (The flushed offset may go back, but only by truncation.) */
		if (kr_log_flush(fl->log, &flushed, NULL) != 0)
			fl->bad++;
		fl->last = flushed;
		fl->flushes++;
	} while (!atomic_load(&fl->stop));
	return NULL;
}

/* The documented split: flush on a worker, everything else on the owner. */
static void test_flush_on_another_thread(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 4096;
	open_log(f, NULL);
	struct flusher fl = { .log = f->log };
	atomic_init(&fl.stop, false);
	pthread_t t;
	assert_int_equal(pthread_create(&t, NULL, flush_thread, &fl), 0);
	int64_t seen_flushed = 0;
	for (int i = 0; i < 300; i++) {
		leader_append(f, 1 + i / 50, 1 + i % 3, 200);
		int64_t fo = kr_log_flushed_offset(f->log);
		assert_true(fo >= seen_flushed && fo <= kr_log_end_offset(f->log));
		seen_flushed = fo;
		if (i % 10 == 0) {
			struct kr_log_slice s;
			assert_int_equal(kr_log_read(f->log, i / 2, INT64_MAX, 1 << 16, &s, NULL), 0);
			uint8_t *d = malloc(s.length);
			assert_int_equal(kr_log_slice_copy(f->log, &s, d, NULL), 0);
			free(d);
		}
		if (i == 150) {
			/* Truncate waits for an in-flight flush. */
			int64_t end;
			assert_int_equal(kr_log_truncate(f->log, kr_log_end_offset(f->log) - 1,
							 &end, NULL), 0);
			if (seen_flushed > end)
				seen_flushed = end;
			assert_true(kr_log_flushed_offset(f->log) <= end);
		}
	}
	atomic_store(&fl.stop, true);
	pthread_join(t, NULL);
	assert_int_equal(fl.bad, 0);
	assert_true(fl.flushes > 0);
	int64_t end = kr_log_end_offset(f->log), flushed;
	assert_int_equal(kr_log_flush(f->log, &flushed, NULL), 0);
	assert_int_equal(flushed, end);
	check_all(f, 0, end);
	reopen(f, NULL);
	assert_int_equal(kr_log_end_offset(f->log), end);
	check_all(f, 0, end);
}

static void test_bad_options(void **state)
{
	struct fx *f = *state;
	f->opts.segment_bytes = 10;
	assert_int_equal(kr_log_open(&f->log, f->dir, &f->opts, NULL, NULL),
			 KW_ERR_INVALID_ARGUMENT);
	assert_string_equal(kr_storage_errname(KR_STORAGE_ERR_FAILED), "KR_STORAGE_ERR_FAILED");
	assert_string_equal(kr_storage_errname(KW_ERR_IO), "KW_ERR_IO");
	assert_non_null(kr_storage_strerror(KR_STORAGE_ERR_BELOW_HIGH_WATERMARK));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
		T(test_empty_log),
		T(test_leader_append_assigns_offsets),
		T(test_leader_epoch_regression),
		T(test_follower_append_validates),
		T(test_flush_and_reopen),
		T(test_segments_roll),
		T(test_read_bounds),
		T(test_read_matches_reference),
		T(test_index_file),
		T(test_epochs_and_checkpoint),
		T(test_truncate),
		T(test_recover_torn_tail),
		T(test_recover_zero_and_garbage_tail),
		T(test_recover_corruption_before_tail),
		T(test_recover_corrupt_earlier_segment),
		T(test_recover_empty_segment_after_roll),
		T(test_bit_flip_detected_on_read),
		T(test_flush_on_another_thread),
		T(test_bad_options),
#undef T
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
