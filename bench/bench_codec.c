/*
 * bench_codec.c — size, encode and decode speed of the generated codecs,
 * against memcpy of the same bytes measured in the same run.
 *
 * Messages: MetadataResponse v12 (3 brokers, a cluster id, 1,000 topics
 * "topic-name-NNNNNN" with topic ids, 10 partitions each with leader,
 * leader epoch, replicas [0,1,2], isr [0,1,2], no offline replicas);
 * FetchRequest v15 (10 topics x 10 partitions); FetchResponse v16 (10
 * partitions of 64 KiB records); ProduceRequest v11 (4 topics x 4
 * partitions of 1 KiB records); VoteRequest v1 and ApiVersionsRequest v3
 * (small messages, where the cost per call dominates).
 *
 * Method: each operation runs once to warm caches and to calibrate how many
 * iterations make one run last about RUN_NS; then REPEATS runs are timed
 * and the median kept. memcpy is timed the same way in the same process,
 * between the codec timings. Every result is consumed (the encoded bytes
 * are compared with the original once, sizes and decoded fields feed a
 * volatile sink, and a compiler barrier follows each memcpy), so the
 * compiler cannot drop the work.
 *
 * Decoding reuses one arena (kw_arena_reset between messages, the intended
 * use); "allocs" counts the allocator calls of one decode into a fresh
 * arena (kw_arena_init_with and a counting kw_allocator). Encoding writes
 * into a fixed buffer of exactly _size bytes. MB/s is of encoded bytes.
 *
 * Times are the thread's CPU time by default, so other load on a shared
 * machine does not inflate them (it still shares caches); --wall uses the
 * monotonic clock instead.
 *
 * Usage: bench_codec [--wall] [--only TEXT] [--iters N] [repeats]
 * (--only: just the messages whose label contains TEXT, e.g. for a profiler;
 * --iters: every run is N iterations, without the warm-up and calibration,
 * so that a profiler's counts divide into counts per call)
 */
#include "kwire/kwire.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/fetch_response.h"
#include "kwire/msg/metadata_response.h"
#include "kwire/msg/produce_request.h"
#include "kwire/msg/vote_request.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_REPEATS 64
#define RUN_NS 10e6 /* target length of one timed run */

static clockid_t bench_clock = CLOCK_THREAD_CPUTIME_ID;
static const char *only; /* run only labels containing this */
static long fixed_iters;  /* --iters: iterations per run (0: calibrate) */

static double now_ns(void)
{
	struct timespec ts;
	clock_gettime(bench_clock, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
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

/* Tells the compiler that memory behind p was read and may have changed. */
static inline void clobber(const void *p)
{
	__asm__ volatile("" : : "r"(p) : "memory");
}

struct counting {
	size_t calls;
};

static void *count_alloc(void *ctx, size_t size)
{
	((struct counting *)ctx)->calls++;
	return malloc(size);
}

static void count_free(void *ctx, void *p)
{
	(void)ctx;
	free(p);
}

typedef int (*decode_fn)(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a);
typedef int (*encode_fn)(const void *m, int16_t v, struct kw_writer *w);
typedef size_t (*size_fn)(const void *m, int16_t v);

static volatile size_t sink;

/* What one timed operation works on. */
struct job {
	const char *label;
	const void *msg;
	void *out;
	int16_t version;
	size_fn size;
	encode_fn enc;
	decode_fn dec;
	uint8_t *buf;  /* the encoded message, n bytes */
	uint8_t *copy; /* scratch of n bytes */
	size_t n;
	struct kw_arena arena;
	struct kw_error err;
};

enum op { OP_SIZE, OP_ENCODE, OP_DECODE, OP_MEMCPY };

static void fail(const struct job *j, const char *what)
{
	char msg[512];
	fprintf(stderr, "%s: %s failed: %s\n", j->label, what,
		kw_error_format(&j->err, msg, sizeof msg));
	exit(1);
}

/* Runs op iters times; returns the elapsed ns. */
static double time_op(struct job *j, enum op op, long iters)
{
	size_t acc = 0;
	double t0 = now_ns();
	switch (op) {
	case OP_SIZE:
		for (long i = 0; i < iters; i++) {
			clobber(j->msg);
			acc += j->size(j->msg, j->version);
		}
		break;
	case OP_ENCODE:
		for (long i = 0; i < iters; i++) {
			struct kw_writer w;
			kw_writer_init_fixed(&w, j->copy, j->n, &j->err);
			if (j->enc(j->msg, j->version, &w) != 0)
				fail(j, "encode");
			acc += w.pos;
		}
		break;
	case OP_DECODE:
		for (long i = 0; i < iters; i++) {
			struct kw_reader r;
			kw_arena_reset(&j->arena);
			kw_reader_init(&r, j->buf, j->n, &j->err);
			if (j->dec(j->out, j->version, &r, &j->arena) != 0)
				fail(j, "decode");
			acc += r.pos;
		}
		break;
	case OP_MEMCPY:
		for (long i = 0; i < iters; i++) {
			memcpy(j->copy, j->buf, j->n);
			clobber(j->copy);
			acc += j->copy[(size_t)i % j->n];
		}
		break;
	}
	double t = now_ns() - t0;
	sink += acc;
	return t;
}

/* Median ns per operation over repeats runs, after a calibrating warm-up. */
static double measure(struct job *j, enum op op, int repeats)
{
	long iters = fixed_iters;
	if (iters < 1) {
		/* Warm-up and calibration: double until one run takes RUN_NS / 8. */
		double t;
		iters = 1;
		while ((t = time_op(j, op, iters)) < RUN_NS / 8 && iters < (1L << 30))
			iters *= 2;
		iters = (long)((double)iters * RUN_NS / (t > 1 ? t : 1));
		if (iters < 1)
			iters = 1;
	}
	double runs[MAX_REPEATS];
	for (int k = 0; k < repeats; k++)
		runs[k] = time_op(j, op, iters) / (double)iters;
	return median(runs, repeats);
}

static void run(const char *label, const void *msg, size_t msg_struct_size, int16_t version,
		size_fn sz, encode_fn enc, decode_fn dec, int repeats)
{
	if (only != NULL && strstr(label, only) == NULL)
		return;
	struct job j = { .label = label, .msg = msg, .version = version, .size = sz,
			 .enc = enc, .dec = dec };
	j.n = sz(msg, version);
	j.buf = malloc(j.n);
	j.copy = malloc(j.n);
	j.out = malloc(msg_struct_size);
	if (!j.buf || !j.copy || !j.out) {
		fprintf(stderr, "%s: out of memory\n", label);
		exit(1);
	}
	struct kw_writer w;
	kw_writer_init_fixed(&w, j.buf, j.n, &j.err);
	if (enc(msg, version, &w) != 0 || w.pos != j.n)
		fail(&j, "first encode");
	kw_arena_init(&j.arena);

	double t_size = measure(&j, OP_SIZE, repeats);
	double t_enc = measure(&j, OP_ENCODE, repeats);
	double t_dec = measure(&j, OP_DECODE, repeats);
	double t_cpy = measure(&j, OP_MEMCPY, repeats);

	/* The decoded message re-encodes to the same bytes. */
	kw_writer_init_fixed(&w, j.copy, j.n, &j.err);
	if (enc(j.out, version, &w) != 0 || w.pos != j.n || memcmp(j.copy, j.buf, j.n) != 0)
		fail(&j, "re-encoding of the decoded message");

	struct counting cnt = { 0 };
	struct kw_allocator al = { count_alloc, count_free, &cnt };
	struct kw_arena fresh;
	kw_arena_init_with(&fresh, &al);
	struct kw_reader r;
	kw_reader_init(&r, j.buf, j.n, &j.err);
	if (dec(j.out, version, &r, &fresh) != 0)
		fail(&j, "counted decode");
	kw_arena_free(&fresh);

	double mb = (double)j.n / 1e6;
	printf("%-21s %7zu %9.0f %9.0f %6.0f %9.0f %6.0f %8.0f %6.0f %6.1f %6.1f %6.1f %6zu\n",
	       label, j.n, t_size, t_enc, mb / (t_enc / 1e9), t_dec, mb / (t_dec / 1e9), t_cpy,
	       mb / (t_cpy / 1e9), t_size / t_cpy, t_enc / t_cpy, t_dec / t_cpy, cnt.calls);
	fflush(stdout);
	kw_arena_free(&j.arena);
	free(j.buf);
	free(j.copy);
	free(j.out);
}

/* void-pointer thunks */
#define THUNKS(name)                                                                   \
	static int dec_##name(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a) \
	{                                                                              \
		return kw_##name##_decode(m, v, r, a);                                 \
	}                                                                              \
	static int enc_##name(const void *m, int16_t v, struct kw_writer *w)           \
	{                                                                              \
		return kw_##name##_encode(m, v, w);                                    \
	}                                                                              \
	static size_t size_##name(const void *m, int16_t v)                            \
	{                                                                              \
		return kw_##name##_size(m, v);                                         \
	}
THUNKS(metadata_response)
THUNKS(fetch_request)
THUNKS(fetch_response)
THUNKS(produce_request)
THUNKS(vote_request)
THUNKS(api_versions_request)

static void fill_uuid(struct kw_uuid *u, uint32_t seed)
{
	for (int i = 0; i < 16; i++)
		u->bytes[i] = (uint8_t)(seed * 2654435761u >> (i % 4 * 8)) ^ (uint8_t)i;
}

int main(int argc, char **argv)
{
	int repeats = 11;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--wall") == 0)
			bench_clock = CLOCK_MONOTONIC;
		else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc)
			only = argv[++i];
		else if (strcmp(argv[i], "--iters") == 0 && i + 1 < argc)
			fixed_iters = atol(argv[++i]);
		else
			repeats = atoi(argv[i]);
	}
	if (repeats < 1 || repeats > MAX_REPEATS)
		repeats = 11;
	static int32_t rep3[3] = { 0, 1, 2 };

	/* MetadataResponse v12 */
	struct kw_metadata_response md;
	kw_metadata_response_init(&md);
	struct kw_metadata_response_metadata_response_broker brokers[3];
	for (int i = 0; i < 3; i++) {
		kw_metadata_response_metadata_response_broker_init(&brokers[i]);
		brokers[i].node_id = i;
		brokers[i].host = kw_str_from_cstr(i == 0 ? "broker-0.example" :
						   i == 1 ? "broker-1.example" : "broker-2.example");
		brokers[i].port = 9092;
	}
	md.brokers = brokers;
	md.brokers_count = 3;
	md.cluster_id = KW_STR_LIT("kwire-bench-cluster-0001");
	md.controller_id = 0;
	enum { TOPICS = 1000, PARTS = 10 };
	static struct kw_metadata_response_metadata_response_topic topics[TOPICS];
	static struct kw_metadata_response_metadata_response_partition parts[TOPICS][PARTS];
	static char names[TOPICS][24];
	for (int t = 0; t < TOPICS; t++) {
		kw_metadata_response_metadata_response_topic_init(&topics[t]);
		snprintf(names[t], sizeof names[t], "topic-name-%06d", t);
		topics[t].name = kw_str_from_cstr(names[t]);
		fill_uuid(&topics[t].topic_id, (uint32_t)t + 1);
		for (int p = 0; p < PARTS; p++) {
			struct kw_metadata_response_metadata_response_partition *pp = &parts[t][p];
			kw_metadata_response_metadata_response_partition_init(pp);
			pp->partition_index = p;
			pp->leader_id = p % 3;
			pp->leader_epoch = 7;
			pp->replica_nodes = rep3;
			pp->replica_nodes_count = 3;
			pp->isr_nodes = rep3;
			pp->isr_nodes_count = 3;
		}
		topics[t].partitions = parts[t];
		topics[t].partitions_count = PARTS;
	}
	md.topics = topics;
	md.topics_count = TOPICS;

	/* FetchRequest v15: 10 topics x 10 partitions */
	struct kw_fetch_request fr;
	kw_fetch_request_init(&fr);
	static struct kw_fetch_request_fetch_topic ftopics[10];
	static struct kw_fetch_request_fetch_partition fparts[10][10];
	fr.replica_state.replica_id = 1;
	fr.replica_state.replica_epoch = 3;
	fr.max_wait_ms = 500;
	fr.min_bytes = 1;
	for (int t = 0; t < 10; t++) {
		kw_fetch_request_fetch_topic_init(&ftopics[t]);
		fill_uuid(&ftopics[t].topic_id, (uint32_t)t + 77);
		for (int p = 0; p < 10; p++) {
			kw_fetch_request_fetch_partition_init(&fparts[t][p]);
			fparts[t][p].partition = p;
			fparts[t][p].current_leader_epoch = 5;
			fparts[t][p].fetch_offset = 1000000 + p;
			fparts[t][p].partition_max_bytes = 1 << 20;
		}
		ftopics[t].partitions = fparts[t];
		ftopics[t].partitions_count = 10;
	}
	fr.topics = ftopics;
	fr.topics_count = 10;

	/* FetchResponse v16: 10 partitions of 64 KiB records */
	struct kw_fetch_response fs;
	kw_fetch_response_init(&fs);
	static uint8_t records[10][65536];
	static struct kw_fetch_response_partition_data fsp[10];
	struct kw_fetch_response_fetchable_topic_response fst;
	kw_fetch_response_fetchable_topic_response_init(&fst);
	fill_uuid(&fst.topic_id, 5);
	for (int p = 0; p < 10; p++) {
		memset(records[p], 'a' + p, sizeof records[p]);
		kw_fetch_response_partition_data_init(&fsp[p]);
		fsp[p].partition_index = p;
		fsp[p].high_watermark = 123456;
		fsp[p].records = (struct kw_bytes){ records[p], 65536 };
	}
	fst.partitions = fsp;
	fst.partitions_count = 10;
	fs.responses = &fst;
	fs.responses_count = 1;

	/* ProduceRequest v11: 4 topics x 4 partitions of 1 KiB records */
	struct kw_produce_request pr;
	kw_produce_request_init(&pr);
	static uint8_t precords[16][1024];
	static struct kw_produce_request_topic_produce_data ptopics[4];
	static struct kw_produce_request_partition_produce_data pparts[4][4];
	static char pnames[4][16];
	pr.acks = -1;
	pr.timeout_ms = 30000;
	for (int t = 0; t < 4; t++) {
		kw_produce_request_topic_produce_data_init(&ptopics[t]);
		snprintf(pnames[t], sizeof pnames[t], "events-%d", t);
		ptopics[t].name = kw_str_from_cstr(pnames[t]);
		for (int p = 0; p < 4; p++) {
			memset(precords[t * 4 + p], 'A' + t * 4 + p, sizeof precords[0]);
			kw_produce_request_partition_produce_data_init(&pparts[t][p]);
			pparts[t][p].index = p;
			pparts[t][p].records = (struct kw_bytes){ precords[t * 4 + p], 1024 };
		}
		ptopics[t].partition_data = pparts[t];
		ptopics[t].partition_data_count = 4;
	}
	pr.topic_data = ptopics;
	pr.topic_data_count = 4;

	/* VoteRequest v1 */
	struct kw_vote_request vr;
	kw_vote_request_init(&vr);
	struct kw_vote_request_topic_data vt;
	struct kw_vote_request_partition_data vp;
	kw_vote_request_topic_data_init(&vt);
	kw_vote_request_partition_data_init(&vp);
	vr.cluster_id = KW_STR_LIT("kwire-bench-cluster-0001");
	vr.voter_id = 2;
	vt.topic_name = KW_STR_LIT("__cluster_metadata");
	vp.candidate_epoch = 9;
	vp.candidate_id = 1;
	fill_uuid(&vp.candidate_directory_id, 1);
	fill_uuid(&vp.voter_directory_id, 2);
	vp.last_offset_epoch = 8;
	vp.last_offset = 4242;
	vt.partitions = &vp;
	vt.partitions_count = 1;
	vr.topics = &vt;
	vr.topics_count = 1;

	/* ApiVersionsRequest v3 */
	struct kw_api_versions_request av;
	kw_api_versions_request_init(&av);
	av.client_software_name = KW_STR_LIT("kwire");
	av.client_software_version = KW_STR_LIT("0.1.0");

	printf("bench_codec: median of %d runs, %s time; ns per message; MB/s of encoded "
	       "bytes; x = ratio to memcpy of the same bytes\n",
	       repeats, bench_clock == CLOCK_MONOTONIC ? "wall" : "thread CPU");
	printf("%-21s %7s %9s %9s %6s %9s %6s %8s %6s %6s %6s %6s %6s\n", "message", "bytes",
	       "size ns", "enc ns", "MB/s", "dec ns", "MB/s", "cpy ns", "MB/s", "size x",
	       "enc x", "dec x", "allocs");
	run("MetadataResponse v12", &md, sizeof md, 12, size_metadata_response,
	    enc_metadata_response, dec_metadata_response, repeats);
	run("FetchRequest v15", &fr, sizeof fr, 15, size_fetch_request, enc_fetch_request,
	    dec_fetch_request, repeats);
	run("FetchResponse v16", &fs, sizeof fs, 16, size_fetch_response, enc_fetch_response,
	    dec_fetch_response, repeats);
	run("ProduceRequest v11", &pr, sizeof pr, 11, size_produce_request,
	    enc_produce_request, dec_produce_request, repeats);
	run("VoteRequest v1", &vr, sizeof vr, 1, size_vote_request, enc_vote_request,
	    dec_vote_request, repeats);
	run("ApiVersionsRequest v3", &av, sizeof av, 3, size_api_versions_request,
	    enc_api_versions_request, dec_api_versions_request, repeats);
	return 0;
}
