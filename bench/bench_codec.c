/*
 * bench_codec.c — encode and decode speed of the generated codecs, against
 * memcpy of the same bytes measured in the same run.
 *
 * Messages: MetadataResponse v12 (3 brokers, a cluster id, 1,000 topics
 * "topic-name-NNNNNN" with topic ids, 10 partitions each with leader,
 * leader epoch, replicas [0,1,2], isr [0,1,2], no offline replicas);
 * FetchRequest v15 (10 topics x 10 partitions); FetchResponse v16 (10
 * partitions of 64 KiB records); VoteRequest v1.
 *
 * Decoding reuses one arena (kw_arena_reset between messages, the intended
 * use); "allocs/decode" counts the allocator calls of one decode into a
 * fresh arena (kw_arena_init_with and a counting kw_allocator). Each figure
 * is the median of REPEATS runs. Usage: bench_codec [repeats]
 */
#include "kwire/kwire.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/fetch_response.h"
#include "kwire/msg/metadata_response.h"
#include "kwire/msg/vote_request.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return v[n / 2];
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

static volatile uint8_t sink;

static void fill_uuid(struct kw_uuid *u, uint32_t seed)
{
	for (int i = 0; i < 16; i++)
		u->bytes[i] = (uint8_t)(seed * 2654435761u >> (i % 4 * 8)) ^ (uint8_t)i;
}

/* Times fn over iters iterations, REPEATS times; returns median ns/iter. */
#define TIME_MEDIAN(result, repeats, iters, body)                  \
	do {                                                       \
		double runs_[64];                                  \
		for (int rep_ = 0; rep_ < (repeats); rep_++) {     \
			double t0_ = now_ns();                     \
			for (long it_ = 0; it_ < (iters); it_++) { \
				body;                              \
			}                                          \
			runs_[rep_] = (now_ns() - t0_) / (double)(iters); \
		}                                                  \
		(result) = median(runs_, (repeats));               \
	} while (0)

static void run(const char *label, const void *msg, size_t msg_struct_size, int16_t version,
		size_t (*size_fn)(const void *, int16_t), encode_fn enc, decode_fn dec, int repeats)
{
	size_t n = size_fn(msg, version);
	uint8_t *buf = malloc(n), *copy = malloc(n);
	void *out = malloc(msg_struct_size);
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, n, &err);
	if (!buf || !copy || !out || enc(msg, version, &w) != 0 || w.pos != n) {
		fprintf(stderr, "%s: encode failed\n", label);
		exit(1);
	}
	/* Iterations so that one run takes about 20 ms of memcpy-like work. */
	long iters = (long)(20e6 / ((double)n / 2.0 + 2000.0));
	if (iters < 3)
		iters = 3;
	struct kw_arena a;
	kw_arena_init(&a);
	double t_dec, t_enc, t_cpy;
	TIME_MEDIAN(t_dec, repeats, iters, {
		struct kw_reader r;
		kw_arena_reset(&a);
		kw_reader_init(&r, buf, n, &err);
		if (dec(out, version, &r, &a) != 0) {
			fprintf(stderr, "%s: decode failed\n", label);
			exit(1);
		}
	});
	TIME_MEDIAN(t_enc, repeats, iters, {
		kw_writer_init_fixed(&w, copy, n, &err);
		if (enc(out, version, &w) != 0) {
			fprintf(stderr, "%s: encode failed\n", label);
			exit(1);
		}
	});
	if (memcmp(copy, buf, n) != 0) {
		fprintf(stderr, "%s: re-encoding differs\n", label);
		exit(1);
	}
	TIME_MEDIAN(t_cpy, repeats, iters, {
		memcpy(copy, buf, n);
		sink ^= copy[it_ % (long)n];
	});
	struct counting cnt = { 0 };
	struct kw_allocator al = { count_alloc, count_free, &cnt };
	struct kw_arena fresh;
	kw_arena_init_with(&fresh, &al);
	struct kw_reader r;
	kw_reader_init(&r, buf, n, &err);
	dec(out, version, &r, &fresh);
	kw_arena_free(&fresh);
	double mb = (double)n / 1e6;
	printf("%-22s %9zu %11.0f %9.0f %11.0f %9.0f %11.0f %9.0f %8.1f %8.1f %7zu\n", label, n, t_dec,
	       mb / (t_dec / 1e9), t_enc, mb / (t_enc / 1e9), t_cpy, mb / (t_cpy / 1e9),
	       t_dec / t_cpy, t_enc / t_cpy, cnt.calls);
	kw_arena_free(&a);
	free(buf);
	free(copy);
	free(out);
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
THUNKS(vote_request)

int main(int argc, char **argv)
{
	int repeats = argc > 1 ? atoi(argv[1]) : 11;
	if (repeats < 1 || repeats > 64)
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

	printf("bench_codec: median of %d runs; ns per message; MB/s of encoded bytes\n", repeats);
	printf("%-22s %9s %11s %9s %11s %9s %11s %9s %8s %8s %7s\n", "message", "bytes",
	       "decode ns", "dec MB/s", "encode ns", "enc MB/s", "memcpy ns", "cpy MB/s",
	       "dec/cpy", "enc/cpy", "allocs");
	run("MetadataResponse v12", &md, sizeof md, 12, size_metadata_response,
	    enc_metadata_response, dec_metadata_response, repeats);
	run("FetchRequest v15", &fr, sizeof fr, 15, size_fetch_request, enc_fetch_request,
	    dec_fetch_request, repeats);
	run("FetchResponse v16", &fs, sizeof fs, 16, size_fetch_response, enc_fetch_response,
	    dec_fetch_response, repeats);
	run("VoteRequest v1", &vr, sizeof vr, 1, size_vote_request, enc_vote_request,
	    dec_vote_request, repeats);
	return 0;
}
