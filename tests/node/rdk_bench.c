/*
 * tests/node/rdk_bench.c — commit throughput and latency of a kwire cluster
 * through librdkafka (acks=all: a delivery report means committed), beside
 * the disk's fdatasync floor.
 *
 *   rdk_bench BOOTSTRAP DIR SECONDS
 *
 * For 1, 16 and 64 records in flight (the "concurrent producers"), sends
 * 1 KiB records for SECONDS and prints records/s, MB/s and the p50/p99 of
 * produce-to-acknowledgement latency. Then times 4 KiB write + fdatasync in
 * DIR (the floor any durable commit pays at least once).
 */
#include <librdkafka/rdkafka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double *lat;
static size_t n_lat, cap_lat;
static long in_flight, failed;

static void on_delivery(rd_kafka_t *rk, const rd_kafka_message_t *m, void *opaque)
{
	(void)rk;
	(void)opaque;
	in_flight--;
	if (m->err) {
		failed++;
		return;
	}
	double sent;
	memcpy(&sent, m->payload, sizeof sent);
	if (n_lat == cap_lat) {
		cap_lat = cap_lat ? cap_lat * 2 : 4096;
		lat = realloc(lat, cap_lat * sizeof *lat);
		if (!lat)
			exit(1);
	}
	lat[n_lat++] = now_s() - sent;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static void run(const char *boot, int window, double seconds)
{
	char err[256];
	rd_kafka_conf_t *conf = rd_kafka_conf_new();
	rd_kafka_conf_set(conf, "bootstrap.servers", boot, err, sizeof err);
	rd_kafka_conf_set(conf, "acks", "all", err, sizeof err);
	rd_kafka_conf_set(conf, "linger.ms", "0", err, sizeof err);
	rd_kafka_conf_set(conf, "log_level", "0", err, sizeof err);
	rd_kafka_conf_set_dr_msg_cb(conf, on_delivery);
	rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
	if (!rk) {
		fprintf(stderr, "rdk_bench: %s\n", err);
		exit(1);
	}
	rd_kafka_topic_t *rkt = rd_kafka_topic_new(rk, "__cluster_metadata", NULL);
	char rec[1024];
	memset(rec, 'x', sizeof rec);
	n_lat = 0;
	failed = 0;
	/* warm up: metadata, connections */
	double t = now_s();
	memcpy(rec, &t, sizeof t);
	in_flight++;
	rd_kafka_produce(rkt, 0, RD_KAFKA_MSG_F_COPY, rec, sizeof rec, NULL, 0, NULL);
	rd_kafka_flush(rk, 10000);
	n_lat = 0;
	double start = now_s(), end = start + seconds;
	while (now_s() < end) {
		while (in_flight >= window)
			rd_kafka_poll(rk, 1);
		t = now_s();
		memcpy(rec, &t, sizeof t);
		if (rd_kafka_produce(rkt, 0, RD_KAFKA_MSG_F_COPY, rec, sizeof rec, NULL, 0,
				     NULL) == 0)
			in_flight++;
		rd_kafka_poll(rk, 0);
	}
	rd_kafka_flush(rk, 20000);
	double took = now_s() - start;
	qsort(lat, n_lat, sizeof *lat, cmp);
	double p50 = n_lat ? lat[n_lat / 2] : 0, p99 = n_lat ? lat[n_lat * 99 / 100] : 0;
	printf("%8d %12.0f %8.2f %10.2f %10.2f %7ld\n", window, (double)n_lat / took,
	       (double)n_lat * sizeof rec / took / 1e6, p50 * 1e3, p99 * 1e3, failed);
	rd_kafka_topic_destroy(rkt);
	rd_kafka_destroy(rk);
}

static void fsync_floor(const char *dir)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/fsync-probe", dir);
	int fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0644);
	if (fd < 0)
		return;
	char buf[4096];
	memset(buf, 1, sizeof buf);
	double *t = calloc(200, sizeof *t);
	for (int i = 0; i < 200; i++) {
		double s = now_s();
		if (write(fd, buf, sizeof buf) != (ssize_t)sizeof buf || fdatasync(fd) != 0)
			break;
		t[i] = now_s() - s;
	}
	close(fd);
	unlink(path);
	qsort(t, 200, sizeof *t, cmp);
	printf("fdatasync floor (4 KiB append + fdatasync, 200 runs): p50 %.3f ms, p99 %.3f ms\n",
	       t[100] * 1e3, t[198] * 1e3);
	free(t);
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fputs("usage: rdk_bench BOOTSTRAP DIR SECONDS\n", stderr);
		return 2;
	}
	double secs = atof(argv[3]);
	printf("1 KiB records, acks=all (committed), 3 voters, fsync on\n");
	printf("%8s %12s %8s %10s %10s %7s\n", "inflight", "records/s", "MB/s", "p50 ms",
	       "p99 ms", "failed");
	int windows[] = { 1, 16, 64 };
	for (int i = 0; i < 3; i++)
		run(argv[1], windows[i], secs);
	fsync_floor(argv[2]);
	free(lat);
	return 0;
}
