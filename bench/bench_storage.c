/*
 * bench_storage.c — the Raft log on disk against the machine's own floor.
 *
 *  1. Durable append: kr_log_append_leader + kr_log_flush (one fdatasync per
 *     batch) with 1 KiB, 64 KiB and 1 MiB batches, beside the raw floor
 *     measured in the same run on the same file system: a plain loop of
 *     pwrite at the end of a growing file + fdatasync, same sizes.
 *  2. Sequential read of a 64 MiB log (page cache, after one warm-up pass)
 *     in 1 MiB fetches: kr_log_read + kr_log_slice_copy (pread into the
 *     caller's buffer and CRC-32C of every batch), and kr_log_read + pread
 *     alone (what a sendfile path costs), beside a raw pread loop over the
 *     same segment file. These are timed in CPU time of the thread (they
 *     are CPU-bound), so a busy machine does not skew them.
 *
 * Every figure is the median of REPS runs; floor and log runs alternate so
 * both see the same disk weather. Append times are wall-clock (the disk is
 * what is measured). Usage: bench_storage [dir] [reps] — dir defaults to a new
 * directory under the current one (not /tmp, which may be tmpfs); the
 * file system type is printed, and a tmpfs one is warned about.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#include "kwire/records.h"
#include "kwire/writer.h"
#include "storage/log.h"

#define TMPFS_MAGIC_NUMBER 0x01021994
#define EXT4_MAGIC_NUMBER 0xEF53
#define XFS_MAGIC_NUMBER 0x58465342
#define BTRFS_MAGIC_NUMBER 0x9123683E

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this thread: the page-cache reads are CPU-bound, and the
 * machine may be busy with other work. */
static double cpu_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void die(const char *what, int rc)
{
	fprintf(stderr, "bench_storage: %s: %d (%s)\n", what, rc,
		rc < 0 ? strerror(-rc) : "");
	exit(1);
}

/* A v2 batch of about `size` bytes: one record with a value filling it. */
static uint8_t *make_batch(size_t size, size_t *len)
{
	struct kw_error err;
	kw_error_clear(&err);
	struct kw_writer w;
	if (kw_writer_init_growable(&w, size + 128, &err) < 0)
		die("writer", KW_ERR_NOMEM);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	struct kw_record_batch_builder b;
	if (kw_record_batch_builder_init(&b, &w, &p) < 0)
		die("builder", err.code);
	size_t vlen = size - KW_RECORD_BATCH_HEADER_SIZE - 16;
	uint8_t *value = malloc(vlen);
	for (size_t i = 0; i < vlen; i++)
		value[i] = (uint8_t)(i * 131 + 7);
	struct kw_record_input rec = {
		.offset = -1,
		.timestamp = 1700000000000,
		.key = { NULL, -1 },
		.value = { value, (int32_t)vlen },
	};
	if (kw_record_batch_builder_add(&b, &rec) < 0 ||
	    kw_record_batch_builder_finish(&b, len) < 0)
		die("build batch", err.code);
	free(value);
	size_t n;
	return kw_writer_detach(&w, &n);
}

static char base_dir[4096];
static int dir_seq;

/* A fresh directory under the base one. */
static const char *fresh_dir(char *buf, size_t n)
{
	snprintf(buf, n, "%s/run-%d", base_dir, dir_seq++);
	if (mkdir(buf, 0755) < 0) {
		perror(buf);
		exit(1);
	}
	return buf;
}

/* Removes a directory this program made (it holds only files). */
static void rm_dir(const char *dir)
{
	DIR *d = opendir(dir);
	if (d == NULL)
		return;
	struct dirent *e;
	char path[8192];
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		unlink(path);
	}
	closedir(d);
	rmdir(dir);
}

/* pwrite + fdatasync per batch at the end of a growing file; seconds. */
static double floor_run(const uint8_t *batch, size_t len, int count)
{
	char dir[4200], path[4300];
	fresh_dir(dir, sizeof dir);
	snprintf(path, sizeof path, "%s/floor.log", dir);
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		die("open floor file", -errno);
	fdatasync(fd);
	double t0 = now();
	for (int i = 0; i < count; i++) {
		if (pwrite(fd, batch, len, (off_t)len * i) != (ssize_t)len)
			die("pwrite", -errno);
		if (fdatasync(fd) < 0)
			die("fdatasync", -errno);
	}
	double t = now() - t0;
	close(fd);
	rm_dir(dir);
	return t;
}

/* kr_log_append_leader + kr_log_flush per batch; seconds. */
static double log_run(uint8_t *batch, size_t len, int count)
{
	char dir[4200];
	fresh_dir(dir, sizeof dir);
	struct kr_log *log;
	struct kw_error err;
	kw_error_clear(&err);
	int rc = kr_log_open(&log, dir, NULL, NULL, &err);
	if (rc < 0)
		die(err.detail, rc);
	/* The first flush writes the epoch checkpoint: not a steady cost. */
	if ((rc = kr_log_append_leader(log, batch, len, 1, NULL, &err)) < 0 ||
	    (rc = kr_log_flush(log, NULL, &err)) < 0)
		die(err.detail, rc);
	double t0 = now();
	for (int i = 0; i < count; i++) {
		if ((rc = kr_log_append_leader(log, batch, len, 1, NULL, &err)) < 0)
			die(err.detail, rc);
		if ((rc = kr_log_flush(log, NULL, &err)) < 0)
			die(err.detail, rc);
	}
	double t = now() - t0;
	kr_log_close(log);
	rm_dir(dir);
	return t;
}

static const char *fs_name(const char *dir)
{
	struct statfs s;
	if (statfs(dir, &s) < 0)
		return "unknown";
	switch ((unsigned long)s.f_type) {
	case TMPFS_MAGIC_NUMBER:
		return "tmpfs";
	case EXT4_MAGIC_NUMBER:
		return "ext2/3/4";
	case XFS_MAGIC_NUMBER:
		return "xfs";
	case BTRFS_MAGIC_NUMBER:
		return "btrfs";
	}
	return "other";
}

static void bench_append(int reps)
{
	static const struct { size_t size; int count; const char *name; } sizes[] = {
		{ 1024, 200, "1 KiB" },
		{ 64 * 1024, 150, "64 KiB" },
		{ 1024 * 1024, 40, "1 MiB" },
	};
	printf("\nDurable append: one batch, one fdatasync (median of %d runs)\n", reps);
	printf("%-7s %6s | %12s %10s | %12s %10s | %6s\n", "batch", "count",
	       "floor b/s", "floor MB/s", "log b/s", "log MB/s", "log/fl");
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		size_t len;
		uint8_t *batch = make_batch(sizes[k].size, &len);
		double tf[64], tl[64];
		int count = sizes[k].count;
		for (int r = 0; r < reps; r++) {
			tf[r] = floor_run(batch, len, count);
			tl[r] = log_run(batch, len, count);
		}
		double f = median(tf, reps), l = median(tl, reps);
		double fb = count / f, lb = count / l;
		printf("%-7s %6d | %12.0f %10.2f | %12.0f %10.2f | %6.3f\n",
		       sizes[k].name, count, fb, fb * (double)len / 1e6, lb,
		       lb * (double)len / 1e6, lb / fb);
		fflush(stdout);
		free(batch);
	}
}

static void bench_read(int reps)
{
	const size_t bsize = 64 * 1024, total = 64u << 20, fetch = 1u << 20;
	char dir[4200], path[4300];
	fresh_dir(dir, sizeof dir);
	size_t len;
	uint8_t *batch = make_batch(bsize, &len);
	struct kr_log *log;
	struct kw_error err;
	kw_error_clear(&err);
	int rc = kr_log_open(&log, dir, NULL, NULL, &err);
	if (rc < 0)
		die(err.detail, rc);
	for (size_t n = 0; n < total; n += len)
		if ((rc = kr_log_append_leader(log, batch, len, 1, NULL, &err)) < 0)
			die(err.detail, rc);
	if ((rc = kr_log_flush(log, NULL, &err)) < 0)
		die(err.detail, rc);
	int64_t end = kr_log_end_offset(log);
	off_t bytes = 0;
	snprintf(path, sizeof path, "%s/00000000000000000000.log", dir);
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		die("open segment", -errno);
	struct stat st;
	fstat(fd, &st);
	bytes = st.st_size;
	uint8_t *dst = malloc(fetch + len);
	double traw[64], tcopy[64], tdesc[64];
	for (int r = 0; r < reps + 1; r++) {
		/* raw pread loop */
		double t0 = cpu_now();
		for (off_t at = 0; at < bytes; at += (off_t)fetch) {
			size_t n = (size_t)(bytes - at) < fetch ? (size_t)(bytes - at) : fetch;
			if (pread(fd, dst, n, at) != (ssize_t)n)
				die("pread", -errno);
		}
		double raw = cpu_now() - t0;
		/* kr_log_read + kr_log_slice_copy (CRC) */
		t0 = cpu_now();
		for (int64_t off = 0; off < end;) {
			struct kr_log_slice s;
			if ((rc = kr_log_read(log, off, INT64_MAX, fetch, &s, &err)) < 0 ||
			    (rc = kr_log_slice_copy(log, &s, dst, &err)) < 0)
				die(err.detail, rc);
			off = s.next_offset;
		}
		double copy = cpu_now() - t0;
		/* kr_log_read + the caller's own pread (no CRC) */
		t0 = cpu_now();
		for (int64_t off = 0; off < end;) {
			struct kr_log_slice s;
			if ((rc = kr_log_read(log, off, INT64_MAX, fetch, &s, &err)) < 0)
				die(err.detail, rc);
			if (pread(s.fd, dst, s.length, s.position) != (ssize_t)s.length)
				die("pread", -errno);
			off = s.next_offset;
		}
		double desc = cpu_now() - t0;
		if (r > 0) { /* run 0 warms the page cache */
			traw[r - 1] = raw;
			tcopy[r - 1] = copy;
			tdesc[r - 1] = desc;
		}
	}
	double mb = (double)bytes / 1e6;
	double raw = mb / median(traw, reps), copy = mb / median(tcopy, reps),
	       desc = mb / median(tdesc, reps);
	printf("\nSequential read, %.0f MB log of 64 KiB batches, 1 MiB fetches, "
	       "page cache (median of %d runs)\n", mb, reps);
	printf("%-44s %10s %8s\n", "", "MB/s", "vs raw");
	printf("%-44s %10.0f %8.3f\n", "raw pread loop (floor)", raw, 1.0);
	printf("%-44s %10.0f %8.3f\n", "kr_log_read + kr_log_slice_copy (CRC)", copy,
	       copy / raw);
	printf("%-44s %10.0f %8.3f\n", "kr_log_read + caller's pread (no CRC)", desc,
	       desc / raw);
	close(fd);
	free(dst);
	free(batch);
	kr_log_close(log);
	rm_dir(dir);
}

int main(int argc, char **argv)
{
	int reps = argc > 2 ? atoi(argv[2]) : 5;
	if (reps < 1 || reps > 64)
		reps = 5;
	const char *parent = argc > 1 ? argv[1] : ".";
	snprintf(base_dir, sizeof base_dir, "%s/bench-storage-XXXXXX", parent);
	if (mkdtemp(base_dir) == NULL) {
		perror(base_dir);
		return 1;
	}
	const char *fs = fs_name(base_dir);
	printf("bench_storage: directory %s (file system: %s)\n", base_dir, fs);
	if (strcmp(fs, "tmpfs") == 0)
		printf("WARNING: tmpfs has no disk: fdatasync is free and the "
		       "figures say nothing about durability cost\n");
	bench_append(reps);
	bench_read(reps);
	rmdir(base_dir);
	return 0;
}
