/* SPDX-License-Identifier: Apache-2.0 */
/*
 * helpers.h — shared pieces of the storage tests: RecordBatch v2 built by
 * hand, scratch directories, raw file edits, and an I/O table that injects
 * faults (short writes, errors on write and sync) around the POSIX one.
 */
#ifndef KR_TEST_STORAGE_HELPERS_H
#define KR_TEST_STORAGE_HELPERS_H

#include <stddef.h>
#include <stdint.h>

#include "storage/io.h"

/*
 * Lays out a valid v2 batch at out: base_offset, epoch, nrecords records
 * with null keys and values of value_size bytes whose content depends on
 * the record's absolute offset (base_offset + i), so a batch can be
 * rebuilt and compared. Returns the batch size (out must hold
 * test_batch_size(nrecords, value_size) bytes).
 */
size_t test_batch(uint8_t *out, int64_t base_offset, int32_t epoch,
		  int nrecords, size_t value_size);
size_t test_batch_size(int nrecords, size_t value_size);
/* A batch whose shape depends only on its base offset (crash tests). */
size_t test_batch_for_offset(uint8_t *out, int64_t base_offset, int32_t epoch);
#define TEST_BATCH_FOR_OFFSET_MAX 8192

/*
 * A snapshot header control batch at out (room for 256 bytes): a
 * SnapshotHeaderRecord with LastContainedLogTimestamp ts, plus `extra`
 * more control records of an unknown type (what the Raft core adds). Returns
 * its size.
 */
size_t test_snapshot_header(uint8_t *out, int64_t ts, int extra);
/*
 * Writes and freezes snapshot id in dir with nrecords records whose keys
 * and values depend on the id (test_snapshot_check reads them back) in
 * batches of about batch_bytes, compressed with codec. Returns 0 or the
 * writer's error (the test fails on it).
 */
int test_write_snapshot(const char *dir, int64_t end_offset, int32_t epoch,
			int nrecords, int codec, uint32_t batch_bytes);
/* Reads snapshot (end_offset, epoch) of dir back; true when it holds
 * exactly the records test_write_snapshot wrote (*nrecords of them). */
int test_snapshot_check(const char *dir, int64_t end_offset, int32_t epoch, int nrecords);

/* Creates a fresh directory under the current directory; returns a static
 * buffer (one at a time per slot 0..3). */
const char *test_mkdtemp(int slot);
/* Removes dir and everything in it (one level deep). */
void test_rmrf(const char *dir);
/* Joins dir and name into a static buffer (slot 0..3). */
const char *test_path(int slot, const char *dir, const char *name);
/* File size, or -1. */
long long test_file_size(const char *path);
/* XORs byte at pos of the file with mask. */
void test_flip(const char *path, long long pos, uint8_t mask);
/* Truncates or extends (with zeros) the file to size. */
void test_set_size(const char *path, long long size);
/* Appends n bytes of value b to the file. */
void test_append_bytes(const char *path, uint8_t b, size_t n);
/* Reads the whole file into a malloc'd buffer (NUL-terminated); *len. */
char *test_read_file(const char *path, size_t *len);
void test_write_file(const char *path, const void *data, size_t len);

/*
 * What a directory holds, to prove a read-only open changed nothing: every
 * file's name, size, modification time and a checksum (CRC-32C) of its
 * bytes, sorted by name. test_dir_fingerprint fills it (at most
 * TEST_DIR_MAX_FILES files; more abort the test); test_dir_diff returns
 * NULL when b equals a, else the first difference (static buffer).
 */
#define TEST_DIR_MAX_FILES 64
struct test_dir_state {
	int n;
	struct {
		char name[64];
		long long size;
		long long mtime_ns;
		uint32_t crc;
	} files[TEST_DIR_MAX_FILES];
};
void test_dir_fingerprint(const char *dir, struct test_dir_state *out);
const char *test_dir_diff(const struct test_dir_state *a,
			  const struct test_dir_state *b);

/* An I/O table with faults. Counters count every call; a fault fires on
 * the call whose count reaches its `at` value (1-based; 0: never) and, if
 * `sticky`, on every later call too. */
struct fault_spec {
	int at;
	int err;	/* errno to return (positive) */
	int sticky;
};

struct fault_io {
	struct kr_io io;	/* first: the table handed to the library */
	struct kr_io *base;
	int pwrite_calls, fsync_calls, fdatasync_calls, dir_calls,
	    rename_calls, ftruncate_calls, open_calls;
	struct fault_spec pwrite_fault, fsync_fault, fdatasync_fault,
	    dir_fault, rename_fault, ftruncate_fault, open_fault;
	size_t short_write;	/* >0: every pwrite writes at most this */
	int yield_between;	/* sched_yield after each (short) write */
};

void fault_io_init(struct fault_io *f);

#endif
