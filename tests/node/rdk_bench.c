/*
 * tests/node/rdk_bench.c — commit throughput and latency of a kwire cluster
 * through librdkafka, the kwire rows of tests/node/bench.sh. Not part of the
 * test suite.
 *
 *   rdk_bench BOOTSTRAP SECONDS [CLIENTS...]     (default 1 16 64)
 *   rdk_bench --fsync-floor DIR
 *   rdk_bench --max-gap BOOTSTRAP SECONDS
 *
 * The load is bench_load.h's: each client is one thread with its own
 * producer (its own connections) and one record in flight: produce a 1 KiB
 * record to __cluster_metadata partition 0 with acks=all, wait for its
 * delivery report, produce the next. A successful delivery report means the
 * leader answered the Produce request, which kwire does once the record is
 * committed (fsynced by a majority). This is the synchronous per-client
 * model etcd's clients have in the peer row; Kafka producers can also
 * pipeline, which these rows do not measure.
 *
 * The producer runs with linger.ms=0 (librdkafka's default of 5 ms would
 * hold each lone record back before sending it) and socket.nagle.disable=true
 * (TCP_NODELAY, as Go's clients have by default). Rows are "row kwire ..."
 * in bench_load.h's format, then "gen kwire CPU_SECONDS".
 *
 * --fsync-floor times 1 KiB append + fdatasync in DIR, 500 times by one
 * writer, then 500 times by each of 3 writers at once (own files):
 *
 *   floor P50_MS P99_MS
 *   floor3 P50_MS P99_MS
 *
 * --max-gap writes like one client of a row for SECONDS and prints the
 * longest time between two acknowledgements (tests/node/failover_bench.sh
 * kills the leader meanwhile: the gap is the failover as a client sees
 * it, plus at most one write's latency), and when it ended:
 *
 *   gap MS ENDED_AT_S WRITES FAILED
 */
#include "bench_load.h"

#include <librdkafka/rdkafka.h>

#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* One client's producer. */
struct producer {
	rd_kafka_t *rk;
	rd_kafka_topic_t *rkt;
	char rec[BENCH_VALUE_BYTES];
	int done;   /* delivery report of the record in flight arrived */
	int dr_err; /* its error, 0 on success */
};

static void on_delivery(rd_kafka_t *rk, const rd_kafka_message_t *m, void *opaque)
{
	(void)rk;
	struct producer *p = opaque;
	p->dr_err = m->err;
	p->done = 1;
}

/* RDK_BENCH_CONFIG names a file of librdkafka properties (key=value lines,
 * '#' comments) set after the defaults above: security.protocol, ssl.*,
 * sasl.* for a secured cluster (tests/node/bench_tls.sh). */
static int extra_config(rd_kafka_conf_t *conf)
{
	const char *path = getenv("RDK_BENCH_CONFIG");
	if (!path || !path[0])
		return 0;
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "rdk_bench: RDK_BENCH_CONFIG %s: cannot open\n", path);
		return -1;
	}
	char line[4096], err[256];
	int rc = 0;
	while (rc == 0 && fgets(line, sizeof line, f)) {
		line[strcspn(line, "\r\n")] = '\0';
		char *eq = strchr(line, '=');
		if (line[0] == '#' || !eq)
			continue;
		*eq = '\0';
		if (rd_kafka_conf_set(conf, line, eq + 1, err, sizeof err) !=
		    RD_KAFKA_CONF_OK) {
			fprintf(stderr, "rdk_bench: %s: %s\n", line, err);
			rc = -1;
		}
	}
	fclose(f);
	return rc;
}

static void *producer_open(int client, void *bootstrap)
{
	struct producer *p = calloc(1, sizeof *p);
	if (!p)
		return NULL;
	char err[256];
	rd_kafka_conf_t *conf = rd_kafka_conf_new();
	rd_kafka_conf_set(conf, "bootstrap.servers", bootstrap, err, sizeof err);
	rd_kafka_conf_set(conf, "acks", "all", err, sizeof err);
	rd_kafka_conf_set(conf, "linger.ms", "0", err, sizeof err);
	rd_kafka_conf_set(conf, "socket.nagle.disable", "true", err, sizeof err);
	rd_kafka_conf_set(conf, "message.timeout.ms", "30000", err, sizeof err);
	rd_kafka_conf_set(conf, "log_level", "0", err, sizeof err);
	if (extra_config(conf) != 0) {
		rd_kafka_conf_destroy(conf);
		free(p);
		return NULL;
	}
	rd_kafka_conf_set_dr_msg_cb(conf, on_delivery);
	rd_kafka_conf_set_opaque(conf, p);
	p->rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
	if (!p->rk) {
		fprintf(stderr, "rdk_bench: %s\n", err);
		free(p);
		return NULL;
	}
	p->rkt = rd_kafka_topic_new(p->rk, "__cluster_metadata", NULL);
	memset(p->rec, 'a' + client % 26, sizeof p->rec);
	return p;
}

/* Produces one record and waits (30 s at most) for its delivery report. */
static int producer_write(void *conn, long seq)
{
	(void)seq;
	struct producer *p = conn;
	p->done = 0;
	if (rd_kafka_produce(p->rkt, 0, RD_KAFKA_MSG_F_COPY, p->rec, sizeof p->rec, NULL, 0,
			     NULL) != 0)
		return -1;
	double give_up = bench_now_s() + 30;
	while (!p->done && bench_now_s() < give_up)
		rd_kafka_poll(p->rk, 100);
	return p->done && p->dr_err == 0 ? 0 : -1;
}

static void producer_close(void *conn)
{
	struct producer *p = conn;
	rd_kafka_topic_destroy(p->rkt);
	rd_kafka_flush(p->rk, 5000);
	rd_kafka_destroy(p->rk);
	free(p);
}

/* One fsync-floor writer: RUNS appends of 1 KiB, each followed by fdatasync. */
enum { FLOOR_RUNS = 500 };
struct prober {
	pthread_t th;
	char path[4096];
	double t[FLOOR_RUNS];
	int ok;
};

static void *probe_main(void *arg)
{
	struct prober *p = arg;
	int fd = open(p->path, O_CREAT | O_TRUNC | O_WRONLY, 0644);
	if (fd < 0)
		return NULL;
	char buf[BENCH_VALUE_BYTES];
	memset(buf, 1, sizeof buf);
	int n = 0;
	for (; n < FLOOR_RUNS; n++) {
		double s = bench_now_s();
		if (write(fd, buf, sizeof buf) != (ssize_t)sizeof buf || fdatasync(fd) != 0)
			break;
		p->t[n] = bench_now_s() - s;
	}
	close(fd);
	unlink(p->path);
	p->ok = n == FLOOR_RUNS;
	return NULL;
}

/*
 * 1 KiB append + fdatasync in dir: what one durable write costs a process
 * alone ("floor"), and each of 3 writers syncing their own files at once
 * ("floor3", as a three-node cluster on one disk does: the filesystem's
 * journal can cover several writers' syncs with one commit).
 */
static int fsync_floor(const char *dir)
{
	static struct prober pr[3];
	int writers[] = { 1, 3 };
	for (int w = 0; w < 2; w++) {
		int n = writers[w];
		for (int i = 0; i < n; i++) {
			snprintf(pr[i].path, sizeof pr[i].path, "%s/fsync-probe-%d", dir, i);
			if (pthread_create(&pr[i].th, NULL, probe_main, &pr[i]) != 0)
				return 1;
		}
		static double all[3 * FLOOR_RUNS];
		int ok = 1;
		for (int i = 0; i < n; i++) {
			pthread_join(pr[i].th, NULL);
			ok &= pr[i].ok;
			memcpy(all + i * FLOOR_RUNS, pr[i].t, sizeof pr[i].t);
		}
		if (!ok) {
			fprintf(stderr, "rdk_bench: fsync probe in %s failed\n", dir);
			return 1;
		}
		size_t total = (size_t)n * FLOOR_RUNS;
		qsort(all, total, sizeof *all, bench_cmp_double);
		printf("%s %.2f %.2f\n", n == 1 ? "floor" : "floor3", all[total / 2] * 1e3,
		       all[total * 99 / 100] * 1e3);
	}
	return 0;
}

/* One client for `secs` seconds: the longest wait between two
 * acknowledged writes (a failed write is counted and waited through). */
static int max_gap(char *bootstrap, double secs)
{
	struct producer *p = producer_open(0, bootstrap);
	if (!p)
		return 1;
	double start = bench_now_s(), last = start, gap = 0, gap_end = 0;
	long writes = 0, failed = 0;
	while (bench_now_s() - start < secs) {
		if (producer_write(p, writes + failed) != 0) {
			failed++;
			continue;
		}
		double now = bench_now_s();
		if (writes > 0 && now - last > gap) {
			gap = now - last;
			gap_end = now - start;
		}
		last = now;
		writes++;
	}
	producer_close(p);
	printf("gap %.1f %.3f %ld %ld\n", gap * 1e3, gap_end, writes, failed);
	return writes > 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "--fsync-floor") == 0)
		return fsync_floor(argv[2]);
	if (argc == 4 && strcmp(argv[1], "--max-gap") == 0)
		return max_gap(argv[2], atof(argv[3]));
	if (argc < 3) {
		fputs("usage: rdk_bench BOOTSTRAP SECONDS [CLIENTS...]\n"
		      "       rdk_bench --fsync-floor DIR\n"
		      "       rdk_bench --max-gap BOOTSTRAP SECONDS\n",
		      stderr);
		return 2;
	}
	double secs = atof(argv[2]);
	if (secs <= 0) {
		fputs("rdk_bench: SECONDS must be positive\n", stderr);
		return 2;
	}
	struct bench_load b = { "kwire", producer_open, producer_write, producer_close,
				argv[1] };
	return bench_load_rows(&b, argc, argv, 3, secs);
}
