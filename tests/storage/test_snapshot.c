/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_snapshot.c — snapshot files (storage/snapshot.h): the name, the
 * writer (records in every compression, whole batches, fetched bytes),
 * the freeze and its faults, the reader, the checks against every
 * truncation and every kind of damage, listing and deletion.
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
#include "kwire/compress.h"
#include "kwire/records.h"
#include "storage/snapshot.h"

struct fx {
	const char *dir;
};

static int setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	f->dir = test_mkdtemp(0);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fx *f = *state;
	test_rmrf(f->dir);
	free(f);
	return 0;
}

static bool exists(const char *path)
{
	return access(path, F_OK) == 0;
}

/* How many files of dir end with suffix. */
static int count_suffix(const char *dir, const char *suffix)
{
	struct test_dir_state st;
	test_dir_fingerprint(dir, &st);
	int k = 0;
	for (int i = 0; i < st.n; i++) {
		size_t n = strlen(st.files[i].name), m = strlen(suffix);
		k += n >= m && strcmp(st.files[i].name + n - m, suffix) == 0;
	}
	return k;
}

static const char *snap_path(const char *dir, int64_t off, int32_t epoch)
{
	char name[KR_SNAPSHOT_NAME_MAX];
	kr_snapshot_file_name((struct kr_snapshot_id){off, epoch}, KR_SNAPSHOT_SUFFIX,
			      name, sizeof name);
	return test_path(1, dir, name);
}

/* Kafka's name: 20-digit end offset, '-', 10-digit epoch (Snapshots.java). */
static void test_name(void **state)
{
	(void)state;
	char n[KR_SNAPSHOT_NAME_MAX];
	kr_snapshot_file_name((struct kr_snapshot_id){4711, 3}, KR_SNAPSHOT_SUFFIX, n,
			      sizeof n);
	assert_string_equal(n, "00000000000000004711-0000000003.checkpoint");
	kr_snapshot_file_name((struct kr_snapshot_id){INT64_MAX, INT32_MAX},
			      KR_SNAPSHOT_PART_SUFFIX, n, sizeof n);
	assert_string_equal(n, "09223372036854775807-2147483647.checkpoint.part");
}

/* Records in, records out, in every compression; the header and footer
 * frame them and the .part is gone. */
static void test_roundtrip_codecs(void **state)
{
	struct fx *f = *state;
	int codecs[] = {KW_COMPRESSION_NONE, KW_COMPRESSION_GZIP, KW_COMPRESSION_SNAPPY,
			KW_COMPRESSION_LZ4, KW_COMPRESSION_ZSTD};
	for (int c = 0; c < 5; c++) {
		int64_t off = 100 + c;
		assert_int_equal(
			test_write_snapshot(f->dir, off, 2, 500, codecs[c], 2048), 0);
		assert_true(exists(snap_path(f->dir, off, 2)));
		assert_true(test_snapshot_check(f->dir, off, 2, 500));
		struct kr_snapshot_info info;
		struct kw_error err;
		kw_error_clear(&err);
		assert_int_equal(
			kr_snapshot_verify(snap_path(f->dir, off, 2), NULL, &info, &err),
			0);
		assert_int_equal(info.id.end_offset, off);
		assert_int_equal(info.id.epoch, 2);
		assert_int_equal(info.last_contained_timestamp, 1700000000000 + off);
		assert_int_equal((long long)info.size,
				 test_file_size(snap_path(f->dir, off, 2)));
		/* the data batches carry the codec asked for */
		struct kr_snapshot_reader *r;
		assert_int_equal(kr_snapshot_reader_open(&r, f->dir, info.id, NULL, &err),
				 0);
		struct kw_bytes b;
		int batches = 0;
		while (kr_snapshot_reader_next(r, &b, &err) == 1) {
			struct kw_record_batch_header h;
			assert_int_equal(kw_record_batch_header_parse(
						 b.ptr, (size_t)b.len, &h, NULL),
					 0);
			assert_int_equal(kw_record_batch_compression(&h), codecs[c]);
			assert_int_equal(h.partition_leader_epoch, 2);
			batches++;
		}
		assert_true(batches > 1); /* 2 KiB batches: several */
		struct kw_bytes hb = kr_snapshot_reader_header(r);
		struct kw_record_batch_header h;
		assert_int_equal(
			kw_record_batch_header_parse(hb.ptr, (size_t)hb.len, &h, NULL),
			0);
		assert_true(kw_record_batch_is_control(&h));
		assert_int_equal(h.base_offset, 0);
		kr_snapshot_reader_close(r);
	}
	assert_int_equal(count_suffix(f->dir, KR_SNAPSHOT_PART_SUFFIX), 0);
}

/* Whole batches pass as they are; their offsets must increase. */
static void test_append_batches(void **state)
{
	struct fx *f = *state;
	uint8_t head[256], buf[3 * 4096];
	size_t hn = test_snapshot_header(head, 5, 0);
	struct kr_snapshot_writer *w;
	struct kw_error err;
	kw_error_clear(&err);
	struct kr_snapshot_id id = {50, 1};
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir, id, head, hn, NULL, &err),
			 0);
	size_t n = test_batch(buf, 10, 1, 3, 100);
	n += test_batch(buf + n, 13, 1, 2, 100);
	assert_int_equal(kr_snapshot_writer_append_batches(w, buf, n, &err), 0);
	/* an offset at or below the last one written */
	size_t m = test_batch(buf, 14, 1, 1, 10);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_append_batches(w, buf, m, &err),
			 KW_ERR_INVALID_ARGUMENT);
	assert_non_null(strstr(err.detail, "not above"));
	/* a record offset likewise, after which the writer is failed */
	struct kw_record_input r = {.offset = 3,
				    .timestamp = 1,
				    .key = {NULL, -1},
				    .value = {(const uint8_t *)"x", 1}};
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_append(w, &r, 1, &err),
			 KW_ERR_INVALID_ARGUMENT);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_freeze(w, NULL, &err),
			 KW_ERR_INVALID_ARGUMENT);
	assert_false(exists(snap_path(f->dir, 50, 1)));
	assert_int_equal(count_suffix(f->dir, KR_SNAPSHOT_PART_SUFFIX), 0);

	/* again, right this time: the batches come back byte for byte */
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir, id, head, hn, NULL, &err),
			 0);
	assert_int_equal(kr_snapshot_writer_append_batches(w, buf + m, 0, &err), 0);
	n = test_batch(buf, 10, 1, 3, 100);
	assert_int_equal(kr_snapshot_writer_append_batches(w, buf, n, &err), 0);
	r.offset = -1;
	assert_int_equal(kr_snapshot_writer_append(w, &r, 1, &err), 0);
	struct kr_snapshot_info info;
	assert_int_equal(kr_snapshot_writer_freeze(w, &info, &err), 0);
	struct kr_snapshot_reader *rd;
	assert_int_equal(kr_snapshot_reader_open(&rd, f->dir, id, NULL, &err), 0);
	struct kw_bytes b;
	assert_int_equal(kr_snapshot_reader_next(rd, &b, &err), 1);
	assert_int_equal(b.len, (int32_t)n);
	assert_memory_equal(b.ptr, buf, n);
	assert_int_equal(kr_snapshot_reader_next(rd, &b, &err), 1);
	struct kw_record_batch_header h;
	kw_record_batch_header_parse(b.ptr, (size_t)b.len, &h, NULL);
	assert_int_equal(h.base_offset, 13); /* numbered after the batch */
	assert_int_equal(kr_snapshot_reader_next(rd, &b, &err), 0);
	kr_snapshot_reader_close(rd);
	/* the same id again */
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir, id, head, hn, NULL, &err),
			 KR_STORAGE_ERR_EXISTS);
}

/* The writer refuses a header that is not one. */
static void test_bad_header(void **state)
{
	struct fx *f = *state;
	uint8_t buf[4096];
	struct kr_snapshot_writer *w = NULL;
	struct kw_error err;
	struct kr_snapshot_id id = {10, 1};
	/* a data batch */
	size_t n = test_batch(buf, 0, 1, 1, 10);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir, id, buf, n, NULL, &err),
			 KW_ERR_INVALID_VALUE);
	/* a header that fails its CRC */
	n = test_snapshot_header(buf, 1, 0);
	buf[n - 1] ^= 1;
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir, id, buf, n, NULL, &err),
			 KW_ERR_CORRUPT);
	/* one byte short */
	n = test_snapshot_header(buf, 1, 0);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir, id, buf, n - 1, NULL, &err),
			 KW_ERR_CORRUPT);
	/* a bad id */
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir,
						 (struct kr_snapshot_id){0, 0}, buf, n,
						 NULL, &err),
			 KW_ERR_INVALID_ARGUMENT);
	assert_null(w);
	assert_int_equal(count_suffix(f->dir, ".part"), 0);
}

/* A freeze that fails at each step leaves no snapshot and no .part; ENOSPC
 * while writing records the same. */
static void test_freeze_faults(void **state)
{
	struct fx *f = *state;
	uint8_t head[256];
	size_t hn = test_snapshot_header(head, 1, 0);
	const char *steps[] = {"write", "fsync", "rename", "fsync-dir"};
	for (int step = 0; step < 4; step++) {
		struct fault_io fio;
		fault_io_init(&fio);
		struct kr_snapshot_writer_options o = {.io = &fio.io,
						       .max_batch_bytes = 512};
		struct kr_snapshot_writer *w;
		struct kw_error err;
		kw_error_clear(&err);
		struct kr_snapshot_id id = {20 + step, 1};
		assert_int_equal(
			kr_snapshot_writer_open(&w, f->dir, id, head, hn, &o, &err), 0);
		struct kw_record_input r = {.offset = -1,
					    .timestamp = 1,
					    .key = {NULL, -1},
					    .value = {(const uint8_t *)"0123456789", 10}};
		for (int i = 0; i < 100; i++)
			assert_int_equal(kr_snapshot_writer_append(w, &r, 1, &err), 0);
		struct fault_spec e = {1, step == 0 ? ENOSPC : EIO, 1};
		if (step == 0)
			fio.pwrite_fault =
				(struct fault_spec){fio.pwrite_calls + 1, ENOSPC, 1};
		else if (step == 1)
			fio.fsync_fault = e;
		else if (step == 2)
			fio.rename_fault = e;
		else
			fio.dir_fault = e;
		assert_int_equal(kr_snapshot_writer_freeze(w, NULL, &err), KW_ERR_IO);
		assert_non_null(strstr(err.detail, steps[step]));
		assert_false(exists(snap_path(f->dir, id.end_offset, 1)));
		assert_int_equal(count_suffix(f->dir, ".part"), 0);
	}
	/* ENOSPC while appending: the append fails, then so does the freeze */
	struct fault_io fio;
	fault_io_init(&fio);
	struct kr_snapshot_writer_options o = {.io = &fio.io, .max_batch_bytes = 100};
	struct kr_snapshot_writer *w;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir,
						 (struct kr_snapshot_id){30, 1}, head, hn,
						 &o, &err),
			 0);
	fio.pwrite_fault = (struct fault_spec){fio.pwrite_calls + 1, ENOSPC, 1};
	struct kw_record_input r = {.offset = -1,
				    .timestamp = 1,
				    .key = {NULL, -1},
				    .value = {(const uint8_t *)"0123456789", 10}};
	int rc = 0;
	for (int i = 0; i < 50 && rc == 0; i++)
		rc = kr_snapshot_writer_append(w, &r, 1, &err);
	assert_int_equal(rc, KW_ERR_IO);
	assert_non_null(strstr(err.detail, strerror(ENOSPC)));
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_freeze(w, NULL, &err), KW_ERR_IO);
	assert_false(exists(snap_path(f->dir, 30, 1)));
	assert_int_equal(count_suffix(f->dir, ".part"), 0);
}

/* The freeze fsyncs the file before the rename, and the directory after:
 * the order KAFKA-15312 fixed. */
static void test_freeze_order(void **state)
{
	struct fx *f = *state;
	struct fault_io fio;
	fault_io_init(&fio);
	uint8_t head[256];
	size_t hn = test_snapshot_header(head, 1, 0);
	struct kr_snapshot_writer_options o = {.io = &fio.io};
	struct kr_snapshot_writer *w;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir,
						 (struct kr_snapshot_id){7, 1}, head, hn,
						 &o, &err),
			 0);
	/* the rename fails once the file was synced: no fsync, no rename */
	fio.rename_fault = (struct fault_spec){1, EIO, 0};
	assert_int_equal(kr_snapshot_writer_freeze(w, NULL, &err), KW_ERR_IO);
	assert_int_equal(fio.fsync_calls, 1);
	assert_int_equal(fio.dir_calls, 0);
	/* a good one: one fsync, one rename, one directory sync */
	fault_io_init(&fio);
	assert_int_equal(kr_snapshot_writer_open(&w, f->dir,
						 (struct kr_snapshot_id){7, 1}, head, hn,
						 &o, &err),
			 0);
	assert_int_equal(kr_snapshot_writer_freeze(w, NULL, &err), 0);
	assert_int_equal(fio.fsync_calls, 1);
	assert_int_equal(fio.rename_calls, 1);
	assert_int_equal(fio.dir_calls, 1);
}

/*
 * Every truncation of a valid snapshot is refused, and so is a flipped bit
 * anywhere in it (the CRC covers bytes 21 on of each batch; bytes 0-20 are
 * framing: length, magic, a flip there breaks the framing or the offsets,
 * or, for the base offset and epoch, is not damage the checks can see, as
 * in Kafka's format).
 */
static void test_every_damage_refused(void **state)
{
	struct fx *f = *state;
	assert_int_equal(test_write_snapshot(f->dir, 90, 3, 40, KW_COMPRESSION_NONE, 300),
			 0);
	const char *good = snap_path(f->dir, 90, 3);
	size_t len;
	char *data = test_read_file(good, &len);
	const char *bad = test_path(2, f->dir, "damaged");
	struct kw_error err;
	/* every prefix */
	for (size_t k = 0; k < len; k++) {
		test_write_file(bad, data, k);
		kw_error_clear(&err);
		int rc = kr_snapshot_verify(bad, NULL, NULL, &err);
		assert_true(rc == KW_ERR_CORRUPT);
		assert_non_null(strstr(err.detail, k == 0 ? "empty" : "damaged"));
	}
	/* every byte that a check covers */
	int refused = 0, seen = 0;
	for (size_t pos = 0; pos < len; pos++) {
		/* the batch holding pos, and pos's place in it */
		size_t b = 0;
		while (b + 12 +
			       (size_t)((uint8_t)data[b + 8] << 24 |
					(uint8_t)data[b + 9] << 16 |
					(uint8_t)data[b + 10] << 8 |
					(uint8_t)data[b + 11]) <=
		       pos)
			b += 12 + ((uint8_t)data[b + 8] << 24 |
				   (uint8_t)data[b + 9] << 16 |
				   (uint8_t)data[b + 10] << 8 | (uint8_t)data[b + 11]);
		size_t in = pos - b;
		if (in < 8 || (in >= 12 && in < 16))
			continue; /* base offset, leader epoch: outside the CRC */
		seen++;
		data[pos] ^= 0x10;
		test_write_file(bad, data, len);
		data[pos] ^= 0x10;
		kw_error_clear(&err);
		int rc = kr_snapshot_verify(bad, NULL, NULL, &err);
		if (rc != 0)
			refused++;
		else
			fail_msg("a flip at byte %zu was not refused", pos);
	}
	assert_int_equal(refused, seen);
	free(data);
}

/* Structure: no footer, a footer inside, two headers, a data batch first. */
static void test_structure(void **state)
{
	struct fx *f = *state;
	uint8_t buf[8192];
	const char *p = test_path(2, f->dir, "s.checkpoint");
	struct kw_error err;
	size_t n = test_snapshot_header(buf, 1, 0);
	n += test_batch(buf + n, 1, 1, 2, 50);
	/* no footer */
	test_write_file(p, buf, n);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_verify(p, NULL, NULL, &err), KW_ERR_CORRUPT);
	assert_non_null(strstr(err.detail, "incomplete"));
	/* a second header */
	size_t m = n + test_snapshot_header(buf + n, 1, 0);
	test_write_file(p, buf, m);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_verify(p, NULL, NULL, &err), KW_ERR_CORRUPT);
	/* a data batch first */
	m = test_batch(buf, 0, 1, 2, 50);
	test_write_file(p, buf, m);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_verify(p, NULL, NULL, &err), KW_ERR_CORRUPT);
	assert_non_null(strstr(err.detail, "first batch"));
	/* a batch that claims more than the file holds */
	n = test_snapshot_header(buf, 1, 0);
	buf[8] = 0x7f;
	test_write_file(p, buf, n);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_verify(p, NULL, NULL, &err), KW_ERR_CORRUPT);
	assert_non_null(strstr(err.detail, "past the end"));
}

/* The listing keeps the valid snapshots, oldest first, and removes the
 * rest with a reason; read-only it removes nothing. */
static void test_list(void **state)
{
	struct fx *f = *state;
	assert_int_equal(test_write_snapshot(f->dir, 300, 4, 10, 0, 0), 0);
	assert_int_equal(test_write_snapshot(f->dir, 200, 4, 10, 0, 0), 0);
	assert_int_equal(test_write_snapshot(f->dir, 100, 2, 10, 0, 0), 0);
	test_write_file(
		test_path(2, f->dir,
			  "00000000000000000400-0000000004-created.checkpoint.part"),
		"x", 1);
	test_write_file(test_path(2, f->dir,
				  "00000000000000000050-0000000001.checkpoint.deleted"),
			"x", 1);
	/* a corrupt one: the footer cut off */
	assert_int_equal(test_write_snapshot(f->dir, 250, 4, 10, 0, 0), 0);
	const char *c = snap_path(f->dir, 250, 4);
	test_set_size(c, test_file_size(c) - 3);
	test_write_file(test_path(2, f->dir, "00000000000000000001.log.x"), "x", 1);

	struct test_dir_state before, after;
	test_dir_fingerprint(f->dir, &before);
	struct kr_snapshot_list l;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_list(f->dir, NULL, true, &l, &err), 0);
	test_dir_fingerprint(f->dir, &after);
	assert_null(test_dir_diff(&before, &after));
	assert_int_equal(l.n, 3);
	assert_int_equal(l.n_dropped, 3);

	assert_int_equal(kr_snapshot_list(f->dir, NULL, false, &l, &err), 0);
	assert_int_equal(l.n, 3);
	assert_int_equal(l.s[0].id.end_offset, 100);
	assert_int_equal(l.s[1].id.end_offset, 200);
	assert_int_equal(l.s[2].id.end_offset, 300);
	assert_int_equal(kr_snapshot_list_latest(&l)->id.end_offset, 300);
	assert_int_equal(l.n_dropped, 3);
	bool part = false, del = false, bad = false;
	for (size_t i = 0; i < l.n_dropped; i++) {
		part |= strstr(l.dropped[i].reason, "partial") != NULL;
		del |= strstr(l.dropped[i].reason, "deletion") != NULL;
		bad |= strstr(l.dropped[i].file, "250") != NULL &&
		       strstr(l.dropped[i].reason, "position") != NULL;
	}
	assert_true(part && del && bad);
	assert_int_equal(count_suffix(f->dir, ".part"), 0);
	assert_int_equal(count_suffix(f->dir, ".deleted"), 0);
	assert_false(exists(c));
	/* deletion */
	assert_int_equal(kr_snapshot_delete(f->dir, NULL, l.s[0].id, &err), 0);
	assert_int_equal(kr_snapshot_delete(f->dir, NULL, l.s[0].id, &err), 0);
	assert_int_equal(kr_snapshot_list(f->dir, NULL, false, &l, &err), 0);
	assert_int_equal(l.n, 2);
	/* more than KR_SNAPSHOTS_MAX: the oldest go */
	for (int i = 0; i < KR_SNAPSHOTS_MAX; i++)
		assert_int_equal(test_write_snapshot(f->dir, 1000 + i, 5, 1, 0, 0), 0);
	assert_int_equal(kr_snapshot_list(f->dir, NULL, false, &l, &err), 0);
	assert_int_equal(l.n, KR_SNAPSHOTS_MAX);
	assert_int_equal(l.s[0].id.end_offset, 1000);
	assert_int_equal(l.n_dropped, 2);
	assert_false(exists(snap_path(f->dir, 200, 4)));
	assert_false(exists(snap_path(f->dir, 300, 4)));
}

/* A fetched snapshot: bytes at the right position only, checked whole at
 * the freeze. */
static void test_fetched(void **state)
{
	struct fx *f = *state;
	assert_int_equal(
		test_write_snapshot(f->dir, 500, 6, 200, KW_COMPRESSION_LZ4, 1000), 0);
	size_t len;
	char *data = test_read_file(snap_path(f->dir, 500, 6), &len);
	const char *other = test_mkdtemp(2);
	/* served in 333-byte chunks by a reader, written by a fetched writer */
	struct kr_snapshot_reader *r;
	struct kw_error err;
	kw_error_clear(&err);
	struct kr_snapshot_id id = {500, 6};
	assert_int_equal(kr_snapshot_reader_open(&r, f->dir, id, NULL, &err), 0);
	struct kr_snapshot_writer *w;
	assert_int_equal(kr_snapshot_writer_open_fetched(&w, other, id, NULL, &err), 0);
	uint8_t chunk[333];
	uint64_t pos = 0;
	for (;;) {
		size_t got;
		assert_int_equal(kr_snapshot_reader_read_at(r, pos, chunk, sizeof chunk,
							    &got, &err),
				 0);
		if (got == 0)
			break;
		if (pos == 333) {
			/* a chunk at the wrong position is refused */
			kw_error_clear(&err);
			assert_int_equal(
				kr_snapshot_writer_write_at(w, pos + 1, chunk, got, &err),
				KR_STORAGE_ERR_OUT_OF_RANGE);
		}
		assert_int_equal(kr_snapshot_writer_write_at(w, pos, chunk, got, &err),
				 0);
		pos += got;
	}
	assert_int_equal(pos, len);
	assert_int_equal(kr_snapshot_writer_size(w), len);
	size_t got;
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_reader_read_at(r, len + 1, chunk, 1, &got, &err),
			 KR_STORAGE_ERR_OUT_OF_RANGE);
	kr_snapshot_reader_close(r);
	struct kr_snapshot_info info;
	assert_int_equal(kr_snapshot_writer_freeze(w, &info, &err), 0);
	assert_int_equal(info.size, len);
	assert_int_equal(info.last_contained_timestamp, 1700000000500);
	assert_true(test_snapshot_check(other, 500, 6, 200));

	/* damaged bytes: refused at the freeze, nothing left behind */
	assert_int_equal(kr_snapshot_writer_open_fetched(
				 &w, other, (struct kr_snapshot_id){501, 6}, NULL, &err),
			 0);
	data[len / 2] ^= 1;
	assert_int_equal(kr_snapshot_writer_write_at(w, 0, data, len, &err), 0);
	kw_error_clear(&err);
	assert_int_equal(kr_snapshot_writer_freeze(w, NULL, &err), KW_ERR_CORRUPT);
	assert_false(exists(snap_path(other, 501, 6)));
	assert_int_equal(count_suffix(other, ".part"), 0);
	/* a fetched writer takes no records, a created one no raw bytes */
	assert_int_equal(kr_snapshot_writer_open_fetched(
				 &w, other, (struct kr_snapshot_id){502, 6}, NULL, &err),
			 0);
	struct kw_record_input rec = {.offset = -1};
	assert_int_equal(kr_snapshot_writer_append(w, &rec, 1, &err),
			 KW_ERR_INVALID_ARGUMENT);
	kr_snapshot_writer_abort(w);
	assert_int_equal(count_suffix(other, ".part"), 0);
	free(data);
	test_rmrf(other);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_name),
		cmocka_unit_test_setup_teardown(test_roundtrip_codecs, setup, teardown),
		cmocka_unit_test_setup_teardown(test_append_batches, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bad_header, setup, teardown),
		cmocka_unit_test_setup_teardown(test_freeze_faults, setup, teardown),
		cmocka_unit_test_setup_teardown(test_freeze_order, setup, teardown),
		cmocka_unit_test_setup_teardown(test_every_damage_refused, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_structure, setup, teardown),
		cmocka_unit_test_setup_teardown(test_list, setup, teardown),
		cmocka_unit_test_setup_teardown(test_fetched, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
