/*
 * bench_primitives.c — throughput of the wire primitives against memcpy of
 * the same bytes, measured in the same run.
 *
 * Each workload encodes or decodes a fixed set of values; its byte count is
 * the size of their encoding, and the baseline copies that many bytes with
 * memcpy. Every measurement is repeated and the median kept. Times are the
 * thread's CPU time, so other load on the machine does not inflate them.
 *
 * The uvarint values mix 1- to 5-byte encodings (60/25/10/5 %), so those
 * rows include branch mispredictions; the "all 1 byte" row shows the cost
 * without them.
 *
 * Usage: bench_primitives [repeats]
 */
#include <kwire/reader.h>
#include <kwire/writer.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NVALUES 200000
#define NSTRINGS 50000
#define NSECTIONS 20000
#define TAGS_PER_SECTION 4

static volatile uint64_t sink;

static double now_ns(void)
{
	struct timespec ts;
	/* CPU time of this thread: on a busy machine wall time mostly
	 * measures the scheduler. */
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

struct work {
	const char *name;
	size_t ops;   /* values per run */
	size_t bytes; /* encoded bytes per run */
	void (*run)(void);
};

/* Inputs shared by the workloads. */
static uint32_t *values;
static uint8_t *varint_buf;
static size_t varint_len;
static char *text;
static uint8_t *string_buf;
static size_t string_len;
static uint8_t *out;
static size_t out_cap;
static struct kw_unknown_tags section;
static uint8_t *copy_src, *copy_dst;
static size_t copy_len;

static void varint_write(void)
{
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, out_cap, &err);
	for (size_t i = 0; i < NVALUES; i++)
		kw_writer_write_uvarint(&w, values[i]);
	sink += w.pos;
}

/* The same count of values below 128: one byte each, no mispredictions. */
static void varint_write_small(void)
{
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, out_cap, &err);
	for (size_t i = 0; i < NVALUES; i++)
		kw_writer_write_uvarint(&w, values[i] & 0x7f);
	sink += w.pos;
}

static void varint_read(void)
{
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, varint_buf, varint_len, &err);
	uint64_t sum = 0;
	for (size_t i = 0; i < NVALUES; i++)
		sum += kw_reader_read_uvarint(&r);
	sink += sum;
}

static void string_write(void)
{
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, out_cap, &err);
	for (size_t i = 0; i < NSTRINGS; i++) {
		struct kw_str s = {text + (i % 64), (int32_t)(8 + i % 57)};
		kw_writer_write_string(&w, s, true);
	}
	sink += w.pos;
}

static void string_read(void)
{
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, string_buf, string_len, &err);
	uint64_t sum = 0;
	for (size_t i = 0; i < NSTRINGS; i++) {
		struct kw_str s;
		kw_reader_read_string(&r, &s, true, false);
		sum += (uint64_t)s.len;
	}
	sink += sum;
}

static void tagged_write(void)
{
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, out_cap, &err);
	for (size_t i = 0; i < NSECTIONS; i++)
		kw_writer_write_tagged_fields(&w, &section);
	sink += w.pos;
}

static void copy(void)
{
	memcpy(copy_dst, copy_src, copy_len);
	sink += copy_dst[copy_len / 2];
}

/* Median wall time of `repeats` runs of fn, in ns. */
static double median_ns(void (*fn)(void), int repeats)
{
	double *t = malloc(sizeof *t * (size_t)repeats);
	fn(); /* warm up */
	for (int i = 0; i < repeats; i++) {
		double t0 = now_ns();
		fn();
		t[i] = now_ns() - t0;
	}
	qsort(t, (size_t)repeats, sizeof *t, cmp_double);
	double m = t[repeats / 2];
	free(t);
	return m;
}

static size_t encode_setup(void)
{
	/* Values spread over 1..5-byte encodings, weighted to small ones as
	 * lengths and counts on the wire are. */
	uint32_t x = 12345;
	for (size_t i = 0; i < NVALUES; i++) {
		x = x * 1103515245u + 12345u;
		unsigned bits = (x >> 8) % 100 < 60   ? 7
				: (x >> 8) % 100 < 85 ? 14
				: (x >> 8) % 100 < 95 ? 21
						      : 32;
		values[i] = bits == 32 ? x : (x >> 3) & ((1u << bits) - 1);
	}
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, varint_buf, 5 * NVALUES, &err);
	for (size_t i = 0; i < NVALUES; i++)
		kw_writer_write_uvarint(&w, values[i]);
	varint_len = w.pos;

	for (int i = 0; i < 128; i++)
		text[i] = (char)('a' + i % 26);
	kw_writer_init_fixed(&w, string_buf, 80 * NSTRINGS, &err);
	for (size_t i = 0; i < NSTRINGS; i++) {
		struct kw_str s = {text + (i % 64), (int32_t)(8 + i % 57)};
		kw_writer_write_string(&w, s, true);
	}
	string_len = w.pos;
	return 0;
}

int main(int argc, char **argv)
{
	int repeats = argc > 1 ? atoi(argv[1]) : 31;
	if (repeats < 1)
		repeats = 1;
	values = malloc(sizeof *values * NVALUES);
	varint_buf = malloc(5 * NVALUES);
	text = malloc(128);
	string_buf = malloc(80 * NSTRINGS);
	out_cap = 80 * NSTRINGS + 5 * NVALUES;
	out = malloc(out_cap);
	copy_src = malloc(out_cap);
	copy_dst = malloc(out_cap);
	memset(copy_src, 7, out_cap);
	encode_setup();

	static const uint8_t v8[8] = {1, 2, 3, 4, 5, 6, 7, 8};
	static struct kw_raw_tag tags[TAGS_PER_SECTION];
	for (uint32_t i = 0; i < TAGS_PER_SECTION; i++)
		tags[i] = (struct kw_raw_tag){i * 3, {v8, 8}};
	section = (struct kw_unknown_tags){tags, TAGS_PER_SECTION};
	size_t section_len = kw_size_tagged_fields(&section);

	struct work works[] = {
		{"uvarint write", NVALUES, varint_len, varint_write},
		{"uvarint read", NVALUES, varint_len, varint_read},
		{"uvarint write (all 1 byte)", NVALUES, NVALUES, varint_write_small},
		{"compact string write", NSTRINGS, string_len, string_write},
		{"compact string read", NSTRINGS, string_len, string_read},
		{"tagged section write (4 x 8 B)", NSECTIONS, NSECTIONS * section_len,
		 tagged_write},
	};
	printf("%d runs each, median of thread CPU time; memcpy copies the same "
	       "byte count\n",
	       repeats);
	printf("%-32s %9s %10s %8s %9s %11s %7s\n", "workload", "ops", "bytes", "ns/op",
	       "MB/s", "memcpy MB/s", "ratio");
	for (size_t i = 0; i < sizeof works / sizeof works[0]; i++) {
		struct work *k = &works[i];
		double t = median_ns(k->run, repeats);
		copy_len = k->bytes;
		double tc = median_ns(copy, repeats);
		double mbs = (double)k->bytes / t * 1e3;
		double cmbs = (double)k->bytes / tc * 1e3;
		printf("%-32s %9zu %10zu %8.2f %9.1f %11.1f %7.1f\n", k->name, k->ops,
		       k->bytes, t / (double)k->ops, mbs, cmbs, cmbs / mbs);
	}
	free(values);
	free(varint_buf);
	free(text);
	free(string_buf);
	free(out);
	free(copy_src);
	free(copy_dst);
	return (int)(sink & 0);
}
