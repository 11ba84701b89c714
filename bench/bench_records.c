/*
 * bench_records.c — record-batch throughput.
 *
 *  1. CRC-32C: the hardware path (SSE4.2) and the slice-by-8 software path
 *     against memcpy of the same bytes (the baseline), in MB/s.
 *  2. Iteration: ns per record to verify and walk batches of a blob (CRC
 *     included), to walk records of already-verified batches, and to read
 *     lz4 and zstd batches (decompression included); memcpy of the blob per
 *     record is the baseline.
 *
 * Every figure is the median of REPS timed runs, timed as this thread's CPU
 * time (so other load on the machine does not count). Usage: bench_records
 * [reps] (default 11).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kwire/compress.h"
#include "kwire/crc32c.h"
#include "kwire/records.h"
#include "kwire/writer.h"

static volatile uint64_t sink;

static double now(void)
{
	struct timespec ts;
	/* CPU time of this thread: robust against a busy machine. */
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
	qsort(v, (size_t)n, sizeof v[0], cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* ---------------------------------------------------------------- CRC */

enum { CRC_HW, CRC_SW, MEMCPY };

/* Seconds for `iters` passes of one operation over n bytes. */
static double time_op(int op, const uint8_t *src, uint8_t *dst, size_t n, size_t iters)
{
	uint32_t c = 0;
	double t0 = now();
	for (size_t i = 0; i < iters; i++) {
		switch (op) {
		case CRC_HW:
			c ^= kw_crc32c(c, src, n);
			break;
		case CRC_SW:
			c ^= kw_crc32c_sw(c, src, n);
			break;
		default:
			memcpy(dst, src, n);
			c ^= dst[i % n];
			break;
		}
	}
	double t = now() - t0;
	sink += c;
	return t;
}

static void bench_crc(int reps)
{
	static const size_t sizes[] = {64, 1024, 16384, 1 << 20};
	const size_t per_rep = 32u << 20; /* bytes processed per timed run */
	uint8_t *src = malloc(1 << 20), *dst = malloc(1 << 20);
	for (size_t i = 0; i < (1 << 20); i++)
		src[i] = (uint8_t)(i * 2654435761u >> 13);
	printf("CRC-32C throughput, MB/s (median of %d runs of %zu MiB; hardware path "
	       "%s)\n",
	       reps, per_rep >> 20,
	       kw_crc32c_hw_available() ? "available" : "NOT available");
	printf("%10s %12s %12s %12s %10s\n", "size", "crc32c-hw", "crc32c-sw", "memcpy",
	       "hw/sw");
	double *t = malloc(sizeof(double) * (size_t)reps);
	for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		size_t n = sizes[s], iters = per_rep / n;
		double mbs[3];
		for (int op = 0; op < 3; op++) {
			time_op(op, src, dst, n, iters / 8 + 1); /* warm up */
			for (int r = 0; r < reps; r++)
				t[r] = time_op(op, src, dst, n, iters);
			mbs[op] = (double)(n * iters) / median(t, reps) / 1e6;
		}
		printf("%10zu %12.0f %12.0f %12.0f %9.1fx\n", n, mbs[CRC_HW], mbs[CRC_SW],
		       mbs[MEMCPY], mbs[CRC_HW] / mbs[CRC_SW]);
	}
	free(t);
	free(src);
	free(dst);
}

/* ---------------------------------------------------------- iteration */

#define BATCHES 200
#define PER_BATCH 100
#define VALUE_SIZE 100

/* A blob of BATCHES batches of PER_BATCH records (16-byte key, 100-byte
 * value, one header). */
static uint8_t *make_blob(enum kw_compression codec, size_t *len)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 1 << 20, &err) != 0)
		abort();
	uint8_t value[VALUE_SIZE];
	char key[17];
	struct kw_record_header hdr = {KW_STR_LIT("source"),
				       {(const uint8_t *)"bench", 5}};
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.compression = codec;
	for (int b = 0; b < BATCHES; b++) {
		struct kw_record_batch_builder bb;
		kw_record_batch_builder_init(&bb, &w, &p);
		for (int i = 0; i < PER_BATCH; i++) {
			snprintf(key, sizeof key, "key-%012d", b * PER_BATCH + i);
			for (int k = 0; k < VALUE_SIZE; k++)
				value[k] =
					(uint8_t)("lorem ipsum dolor sit amet "[(k + i) %
										27]);
			struct kw_record_input r = {
				.offset = -1,
				.timestamp = 1700000000000ll + i,
				.key = {(const uint8_t *)key, 16},
				.value = {value, VALUE_SIZE},
				.headers = &hdr,
				.header_count = 1,
			};
			kw_record_batch_builder_add(&bb, &r);
		}
		if (kw_record_batch_builder_finish_compressed(
			    &bb, KW_COMPRESS_LEVEL_DEFAULT, NULL) != 0)
			abort();
		p.base_offset += PER_BATCH;
	}
	return kw_writer_detach(&w, len);
}

enum { IT_FULL, IT_RECORDS_ONLY, IT_MEMCPY };

/* Seconds to walk every record of the blob once. */
static double walk(int mode, const uint8_t *blob, size_t len, struct kw_record_batch *pre,
		   uint8_t *copy)
{
	uint64_t acc = 0;
	double t0 = now();
	if (mode == IT_MEMCPY) {
		memcpy(copy, blob, len);
		acc = copy[len / 2];
	} else if (mode == IT_RECORDS_ONLY) {
		for (int b = 0; b < BATCHES; b++) {
			struct kw_record_iter it;
			struct kw_record rec;
			kw_record_iter_init(&it, &pre[b], NULL);
			while (kw_record_iter_next(&it, &rec) == 1)
				acc += (uint64_t)rec.value.len + (uint64_t)rec.offset;
		}
	} else {
		struct kw_arena a;
		kw_arena_init(&a);
		struct kw_records_iter bi;
		struct kw_record_batch b;
		struct kw_error err;
		kw_records_iter_init(&bi, blob, len, 0);
		while (kw_records_iter_next(&bi, &b, &err) == 1) {
			struct kw_record_iter it;
			struct kw_record rec;
			if (kw_record_iter_init_decompressed(&it, &b, 1 << 24, &a,
							     NULL) != 0)
				abort();
			while (kw_record_iter_next(&it, &rec) == 1)
				acc += (uint64_t)rec.value.len + (uint64_t)rec.offset;
			kw_arena_reset(&a);
		}
		kw_arena_free(&a);
	}
	double t = now() - t0;
	sink += acc;
	return t;
}

static void bench_iterate(int reps)
{
	const double records = (double)BATCHES * PER_BATCH;
	double *t = malloc(sizeof(double) * (size_t)reps);
	printf("\nBatch iteration, ns/record (median of %d runs over %d batches x %d "
	       "records, "
	       "16 B key, %d B value, 1 header)\n",
	       reps, BATCHES, PER_BATCH, VALUE_SIZE);
	printf("%-40s %10s %12s\n", "what", "ns/record", "blob bytes");
	static const struct {
		enum kw_compression codec;
		int mode;
		const char *label;
	} rows[] = {
		{KW_COMPRESSION_NONE, IT_MEMCPY, "baseline: memcpy of the blob"},
		{KW_COMPRESSION_NONE, IT_FULL, "verify batches (CRC) + walk records"},
		{KW_COMPRESSION_NONE, IT_RECORDS_ONLY,
		 "walk records of verified batches"},
		{KW_COMPRESSION_LZ4, IT_FULL, "lz4: verify + decompress + walk"},
		{KW_COMPRESSION_ZSTD, IT_FULL, "zstd: verify + decompress + walk"},
		{KW_COMPRESSION_SNAPPY, IT_FULL, "snappy: verify + decompress + walk"},
		{KW_COMPRESSION_GZIP, IT_FULL, "gzip: verify + decompress + walk"},
	};
	for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
		size_t len;
		uint8_t *blob = make_blob(rows[r].codec, &len);
		uint8_t *copy = malloc(len);
		struct kw_record_batch *pre = malloc(sizeof *pre * BATCHES);
		struct kw_records_iter bi;
		struct kw_error err;
		kw_records_iter_init(&bi, blob, len, 0);
		for (int b = 0; b < BATCHES; b++)
			if (kw_records_iter_next(&bi, &pre[b], &err) != 1)
				abort();
		walk(rows[r].mode, blob, len, pre, copy); /* warm up */
		for (int k = 0; k < reps; k++)
			t[k] = walk(rows[r].mode, blob, len, pre, copy);
		printf("%-40s %10.1f %12zu\n", rows[r].label,
		       median(t, reps) * 1e9 / records, len);
		free(pre);
		free(copy);
		free(blob);
	}
	free(t);
}

int main(int argc, char **argv)
{
	int reps = argc > 1 ? atoi(argv[1]) : 11;
	if (reps < 1)
		reps = 1;
	bench_crc(reps);
	bench_iterate(reps);
	return 0;
}
