/* SPDX-License-Identifier: Apache-2.0 */
/*
 * bench_snapshot.c — snapshots on disk, and what they save at start-up.
 *
 *  1. Snapshot write and load, for each compression: a snapshot of small
 *     records (16-byte keys, 100-byte values, as metadata records are)
 *     written through kr_snapshot_writer_append and frozen (footer, fsync,
 *     rename, directory fsync), then read back with kr_snapshot_reader_next
 *     (every batch's CRC-32C) and every record iterated (decompressed when
 *     the batch is). Rates are of the records' key + value bytes.
 *  2. Start-up of a partition holding a large log, three ways:
 *       a. no snapshot: kr_partition_open (every batch checksummed) and the
 *          whole log replayed (kr_log_read + kr_log_slice_copy + every
 *          record iterated), which is what rebuilds the state without one;
 *       b. a snapshot at 90% of the log, the log not cleaned: open (batches
 *          below the snapshot framed only, not checksummed), the snapshot
 *          loaded, the last 10% of the log replayed;
 *       c. the same after cleaning (kr_partition_advance_start: the whole
 *          segments before the snapshot deleted).
 *     Each is timed with a warm page cache and "cold" (every file of the
 *     directory dropped from the page cache with posix_fadvise DONTNEED
 *     first, which needs no privileges for synced pages).
 *
 * Wall-clock times, medians of REPS runs. Usage:
 *   bench_snapshot [dir] [log MiB (256)] [reps (3)]
 * dir defaults to a new directory under the current one (not /tmp, which
 * may be tmpfs). Segments are 8 MiB (Kafka's floor for
 * metadata.log.segment.bytes) so that cleaning has whole segments to delete.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "kwire/arena.h"
#include "kwire/compress.h"
#include "kwire/msg/snapshot_header_record.h"
#include "kwire/records.h"
#include "kwire/writer.h"
#include "storage/log.h"
#include "storage/partition.h"
#include "storage/snapshot.h"

#define KEY_LEN 16
#define KEY_BUF 24 /* room for any int64_t after the "k" */
#define VALUE_LEN 100
#define TS 1700000000000

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
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

static void die(const char *what, const struct kw_error *err, int rc)
{
	fprintf(stderr, "bench_snapshot: %s: %d %s\n", what, rc,
		err != NULL ? err->detail : "");
	exit(1);
}

static char base_dir[4096];

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

/* Drops the directory's files from the page cache (they are synced). */
static void drop_cache(const char *dir)
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
		int fd = open(path, O_RDONLY);
		if (fd >= 0) {
			fdatasync(fd);
			posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
			close(fd);
		}
	}
	closedir(d);
}

/* Record i: key "k%015d", a value of text-like bytes (compressible, as
 * metadata records are) varying with i. */
static void make_record(int64_t i, char *key, uint8_t *value)
{
	static const char words[] = "topic partition replica leader epoch isr "
				    "broker config quota acl feature ";
	snprintf(key, KEY_BUF, "k%015" PRId64, i);
	uint64_t x = (uint64_t)i * 0x9E3779B97F4A7C15ull;
	for (int k = 0; k < VALUE_LEN; k++) {
		x ^= x >> 13;
		x *= 0xff51afd7ed558ccdull;
		value[k] = k % 9 == 8 ? (uint8_t)('0' + (x >> 60) % 10)
				      : (uint8_t)words[(i + k) % (sizeof words - 1)];
	}
}

/* The header control batch the Raft core would give (a SnapshotHeader). */
static size_t header_batch(uint8_t *out, size_t cap)
{
	struct kw_error e;
	kw_error_clear(&e);
	uint8_t value[32];
	struct kw_writer vw, w;
	kw_writer_init_fixed(&vw, value, sizeof value, &e);
	struct kw_snapshot_header_record h;
	kw_snapshot_header_record_init(&h);
	h.last_contained_log_timestamp = TS;
	kw_snapshot_header_record_encode(&h, 0, &vw);
	kw_writer_init_fixed(&w, out, cap, &e);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	size_t n = 0;
	if (kw_control_batch_write(&w, &p, TS, KW_CONTROL_SNAPSHOT_HEADER,
				   (struct kw_bytes){value, (int32_t)vw.pos}, &n) < 0)
		die("header batch", &e, e.code);
	return n;
}

/* Writes snapshot id in dir holding `records` records; returns seconds. */
static double write_snapshot(const char *dir, struct kr_snapshot_id id, int64_t records,
			     enum kw_compression c, struct kr_snapshot_info *info)
{
	uint8_t head[256];
	size_t hn = header_batch(head, sizeof head);
	struct kr_snapshot_writer_options o = {.compression = c, .timestamp_ms = TS};
	struct kw_error err;
	kw_error_clear(&err);
	double t0 = now();
	struct kr_snapshot_writer *w;
	int rc = kr_snapshot_writer_open(&w, dir, id, head, hn, &o, &err);
	if (rc < 0)
		die("writer open", &err, rc);
	enum { CHUNK = 256 };
	char keys[CHUNK][KEY_BUF];
	uint8_t values[CHUNK][VALUE_LEN];
	struct kw_record_input in[CHUNK];
	for (int64_t i = 0; i < records;) {
		size_t n = 0;
		for (; n < CHUNK && i < records; n++, i++) {
			make_record(i, keys[n], values[n]);
			in[n] = (struct kw_record_input){
				.offset = -1,
				.timestamp = -1,
				.key = {(const uint8_t *)keys[n], KEY_LEN},
				.value = {values[n], VALUE_LEN},
			};
		}
		if ((rc = kr_snapshot_writer_append(w, in, n, &err)) < 0)
			die("append", &err, rc);
	}
	if ((rc = kr_snapshot_writer_freeze(w, info, &err)) < 0)
		die("freeze", &err, rc);
	return now() - t0;
}

/* The application's apply: every record's key and value touched. */
struct apply {
	uint64_t sum;
	int64_t records;
	uint8_t *buf; /* decompression space */
	size_t cap;
};

static void apply_batch(struct apply *a, const struct kw_record_batch *b)
{
	if (kw_record_batch_is_control(&b->header))
		return;
	struct kw_error err;
	kw_error_clear(&err);
	struct kw_record_iter it;
	int rc = kw_record_iter_init_decompressed_buf(&it, b, a->buf, a->cap, &err);
	if (rc < 0)
		die("records", &err, rc);
	struct kw_record rec;
	while ((rc = kw_record_iter_next(&it, &rec)) == 1) {
		a->sum += (uint64_t)rec.key.len + (rec.key.len > 0 ? rec.key.ptr[0] : 0);
		a->sum += (uint64_t)rec.value.len +
			  (rec.value.len > 0 ? rec.value.ptr[1] : 0);
		a->records++;
	}
	if (rc < 0)
		die("record", &err, rc);
}

static void apply_blob(struct apply *a, const uint8_t *p, size_t n)
{
	struct kw_records_iter it;
	kw_records_iter_init(&it, p, n, 0);
	struct kw_record_batch b;
	struct kw_error err;
	kw_error_clear(&err);
	int rc;
	while ((rc = kw_records_iter_next(&it, &b, &err)) == 1)
		apply_batch(a, &b);
	if (rc < 0)
		die("batches", &err, rc);
}

/* Loads snapshot id (reader + every record); returns seconds. */
static double load_snapshot(const char *dir, struct kr_snapshot_id id, struct apply *a)
{
	struct kw_error err;
	kw_error_clear(&err);
	double t0 = now();
	struct kr_snapshot_reader *r;
	int rc = kr_snapshot_reader_open(&r, dir, id, NULL, &err);
	if (rc < 0)
		die("reader open", &err, rc);
	struct kw_bytes batch;
	while ((rc = kr_snapshot_reader_next(r, &batch, &err)) == 1)
		apply_blob(a, batch.ptr, (size_t)batch.len);
	if (rc < 0)
		die("reader next", &err, rc);
	kr_snapshot_reader_close(r);
	return now() - t0;
}

static const struct {
	enum kw_compression c;
	const char *name;
} codecs[] = {
	{KW_COMPRESSION_NONE, "none"},	   {KW_COMPRESSION_GZIP, "gzip"},
	{KW_COMPRESSION_SNAPPY, "snappy"}, {KW_COMPRESSION_LZ4, "lz4"},
	{KW_COMPRESSION_ZSTD, "zstd"},
};

static void bench_write_load(int64_t records, int reps, struct apply *a)
{
	double logical = (double)records * (KEY_LEN + VALUE_LEN) / 1e6;
	printf("\nSnapshot write (append + freeze: fsync, rename, dir fsync) and load "
	       "(reader + every record),\n%" PRId64 " records of %d+%d bytes (%.0f MB), "
	       "median of %d runs, page cache warm for the load\n",
	       records, KEY_LEN, VALUE_LEN, logical, reps);
	printf("%-8s %10s | %10s %10s | %10s %10s\n", "codec", "file MB", "write s",
	       "write MB/s", "load s", "load MB/s");
	for (size_t k = 0; k < sizeof codecs / sizeof codecs[0]; k++) {
		char dir[4200];
		snprintf(dir, sizeof dir, "%s/wl-%s", base_dir, codecs[k].name);
		mkdir(dir, 0755);
		double tw[64], tl[64];
		struct kr_snapshot_info info = {0};
		for (int r = 0; r < reps; r++) {
			struct kr_snapshot_id id = {1000 + r, 1};
			tw[r] = write_snapshot(dir, id, records, codecs[k].c, &info);
			a->records = 0;
			tl[r] = load_snapshot(dir, id, a);
			if (a->records != records) {
				fprintf(stderr,
					"bench_snapshot: loaded %" PRId64
					" records of %" PRId64 "\n",
					a->records, records);
				exit(1);
			}
		}
		double w = median(tw, reps), l = median(tl, reps);
		printf("%-8s %10.1f | %10.3f %10.0f | %10.3f %10.0f\n", codecs[k].name,
		       (double)info.size / 1e6, w, logical / w, l, logical / l);
		fflush(stdout);
		rm_dir(dir);
	}
}

/* A batch of 64 records numbered from i (about 8 KB). */
static uint8_t *log_batch(int64_t i, size_t *len)
{
	struct kw_error err;
	kw_error_clear(&err);
	struct kw_writer w;
	if (kw_writer_init_growable(&w, 64 * (KEY_LEN + VALUE_LEN + 16) + 128, &err) < 0)
		die("writer", &err, KW_ERR_NOMEM);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	struct kw_record_batch_builder b;
	if (kw_record_batch_builder_init(&b, &w, &p) < 0)
		die("builder", &err, err.code);
	for (int k = 0; k < 64; k++) {
		char key[KEY_BUF];
		uint8_t value[VALUE_LEN];
		make_record(i + k, key, value);
		struct kw_record_input rec = {
			.offset = -1,
			.timestamp = TS,
			.key = {(const uint8_t *)key, KEY_LEN},
			.value = {value, VALUE_LEN},
		};
		if (kw_record_batch_builder_add(&b, &rec) < 0)
			die("add", &err, err.code);
	}
	if (kw_record_batch_builder_finish(&b, len) < 0)
		die("finish", &err, err.code);
	size_t n;
	return kw_writer_detach(&w, &n);
}

static const struct kr_log_options log_opts = {.segment_bytes = KR_LOG_MIN_SEGMENT_BYTES};

/* Start-up: open, load the newest snapshot if any, replay the log after
 * it. Returns seconds; *open_s receives the open's share. */
static double start_up(const char *dir, struct apply *a, double *open_s,
		       int64_t *replayed)
{
	struct kw_error err;
	kw_error_clear(&err);
	double t0 = now();
	struct kr_partition *p;
	int rc = kr_partition_open(&p, dir, &log_opts, NULL, &err);
	if (rc < 0)
		die("partition open", &err, rc);
	*open_s = now() - t0;
	const struct kr_snapshot_info *s = kr_partition_latest(p);
	if (s != NULL)
		load_snapshot(dir, s->id, a);
	int64_t from = s != NULL ? s->id.end_offset : kr_log_start_offset(p->log);
	int64_t end = kr_log_end_offset(p->log);
	static uint8_t dst[1u << 20];
	*replayed = 0;
	for (int64_t off = from; off < end;) {
		struct kr_log_slice sl;
		if ((rc = kr_log_read(p->log, off, INT64_MAX, sizeof dst, &sl, &err)) <
			    0 ||
		    (rc = kr_log_slice_copy(p->log, &sl, dst, &err)) < 0)
			die("replay", &err, rc);
		apply_blob(a, dst, sl.length);
		*replayed += (int64_t)sl.length;
		off = sl.next_offset;
	}
	double t = now() - t0;
	kr_partition_close(p);
	return t;
}

static void bench_start_up(int64_t log_mib, int reps, struct apply *a)
{
	char dir[4200];
	snprintf(dir, sizeof dir, "%s/log", base_dir);
	struct kw_error err;
	kw_error_clear(&err);
	struct kr_log *log;
	int rc = kr_log_open(&log, dir, &log_opts, NULL, &err);
	if (rc < 0)
		die("log open", &err, rc);
	uint64_t total = (uint64_t)log_mib << 20;
	int64_t snap_at = -1;
	for (uint64_t bytes = 0; bytes < total;) {
		size_t len;
		uint8_t *b = log_batch(kr_log_end_offset(log), &len);
		if ((rc = kr_log_append_leader(log, b, len, 1, NULL, &err)) < 0)
			die("append", &err, rc);
		free(b);
		bytes += len;
		if (snap_at < 0 && bytes >= total / 10 * 9)
			snap_at = kr_log_end_offset(log);
	}
	int64_t end = kr_log_end_offset(log);
	if ((rc = kr_log_flush(log, NULL, &err)) < 0 ||
	    (rc = kr_log_set_high_watermark(log, end)) < 0)
		die("flush", &err, rc);
	kr_log_close(log);

	/* A compacted state: one record per key of the log before the
	 * snapshot would be as large as that log; metadata state is far
	 * smaller than its history, so a tenth of the keys. */
	int64_t state_records = snap_at / 10;
	printf("\nStart-up of a %" PRId64 " MiB log (%" PRId64 " records in 8 MiB "
	       "segments), median of %d runs\n",
	       log_mib, end, reps);
	printf("%-44s %8s | %9s %9s | %9s %9s | %10s\n", "", "log MB", "warm s", "open s",
	       "cold s", "open s", "replayed MB");
	for (int mode = 0; mode < 3; mode++) {
		if (mode == 1) {
			struct kr_partition *p;
			if ((rc = kr_partition_open(&p, dir, &log_opts, NULL, &err)) < 0)
				die("partition open", &err, rc);
			struct kr_snapshot_info info;
			write_snapshot(dir, (struct kr_snapshot_id){snap_at, 1},
				       state_records, KW_COMPRESSION_NONE, &info);
			if ((rc = kr_partition_add_snapshot(p, &info)) < 0)
				die("add snapshot", NULL, rc);
			kr_partition_close(p);
			printf("(snapshot at offset %" PRId64 ": %" PRId64
			       " records, %.1f MB, uncompressed)\n",
			       snap_at, state_records, (double)info.size / 1e6);
		} else if (mode == 2) {
			struct kr_partition *p;
			if ((rc = kr_partition_open(&p, dir, &log_opts, NULL, &err)) <
				    0 ||
			    (rc = kr_partition_advance_start(p, snap_at, &err)) < 0)
				die("clean", &err, rc);
			kr_partition_close(p);
		}
		double tw[64], to_w[64], tc[64], to_c[64];
		int64_t replayed = 0;
		for (int r = 0; r < reps; r++) {
			start_up(dir, a, &to_w[r], &replayed); /* warms the cache */
			tw[r] = start_up(dir, a, &to_w[r], &replayed);
			drop_cache(dir);
			tc[r] = start_up(dir, a, &to_c[r], &replayed);
		}
		uint64_t on_disk = 0;
		DIR *d = opendir(dir);
		struct dirent *e;
		while (d != NULL && (e = readdir(d)) != NULL) {
			char path[8192];
			struct stat st;
			snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
			if (strstr(e->d_name, ".log") != NULL && stat(path, &st) == 0)
				on_disk += (uint64_t)st.st_size;
		}
		if (d != NULL)
			closedir(d);
		static const char *names[] = {
			"a. no snapshot: open + replay all",
			"b. snapshot, log whole: open + load + tail",
			"c. snapshot, log cleaned: same"};
		printf("%-44s %8.1f | %9.3f %9.3f | %9.3f %9.3f | %10.1f\n", names[mode],
		       (double)on_disk / 1e6, median(tw, reps), median(to_w, reps),
		       median(tc, reps), median(to_c, reps), (double)replayed / 1e6);
		fflush(stdout);
	}
	rm_dir(dir);
}

int main(int argc, char **argv)
{
	const char *parent = argc > 1 ? argv[1] : ".";
	int64_t log_mib = argc > 2 ? atoll(argv[2]) : 256;
	int reps = argc > 3 ? atoi(argv[3]) : 3;
	if (log_mib < 16 || log_mib > 65536)
		log_mib = 256;
	if (reps < 1 || reps > 64)
		reps = 3;
	snprintf(base_dir, sizeof base_dir, "%s/bench-snapshot-XXXXXX", parent);
	if (mkdtemp(base_dir) == NULL) {
		perror(base_dir);
		return 1;
	}
	printf("bench_snapshot: directory %s\n", base_dir);
	struct apply a = {.cap = 4u << 20};
	a.buf = malloc(a.cap);
	if (a.buf == NULL)
		return 1;
	/* a snapshot of an eighth of the log's size in records */
	bench_write_load((log_mib << 20) / 8 / (KEY_LEN + VALUE_LEN), reps, &a);
	bench_start_up(log_mib, reps, &a);
	printf("(checksum of what was applied: %" PRIu64 ")\n", a.sum);
	free(a.buf);
	rmdir(base_dir);
	return 0;
}
