/*
 * tests/node/rdk_bench.c — commit throughput and latency of a kwire cluster
 * through librdkafka, the kwire rows of tests/node/bench.sh. Not part of the
 * test suite.
 *
 *   rdk_bench BOOTSTRAP SECONDS [CLIENTS...]     (default 1 16 64)
 *   rdk_bench --fsync-floor DIR
 *
 * Each client is one thread with its own producer (its own connections) and
 * one record in flight: produce a 1 KiB record to __cluster_metadata
 * partition 0 with acks=all, wait for its delivery report, produce the next.
 * A successful delivery report means the leader answered the Produce request,
 * which kwire does once the record is committed (fsynced by a majority).
 * This is the synchronous per-client model etcd's clients have in the peer
 * row; Kafka producers can also pipeline, which these rows do not measure.
 *
 * The producer runs with linger.ms=0 (librdkafka's default of 5 ms would
 * hold each lone record back before sending it) and socket.nagle.disable=true
 * (TCP_NODELAY, as Go's clients have by default). One row per client count:
 *
 *   row kwire CLIENTS RECORDS_PER_S MB_PER_S P50_MS P99_MS FAILED
 *
 * MB/s counts the 1 KiB record values only (10^6 bytes), not batch framing.
 *
 * --fsync-floor times 1 KiB append + fdatasync in DIR, 500 times by one
 * writer, then 500 times by each of 3 writers at once (own files):
 *
 *   floor P50_MS P99_MS
 *   floor3 P50_MS P99_MS
 *
 * A benchmark run ends with the generator's own CPU seconds (user + system):
 *
 *   gen kwire CPU_SECONDS
 */
#include <librdkafka/rdkafka.h>

#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#define VALUE_BYTES 1024
#define MAX_CLIENTS 1024

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

struct client {
	pthread_t th;
	int id;
	const char *bootstrap;
	double *lat;
	size_t n_lat, cap_lat;
	long failed;
	int ready;   /* warm-up record delivered */
	int done;    /* delivery report of the record in flight arrived */
	int dr_err;  /* its error, 0 on success */
	double last; /* when its last record was acknowledged */
};

static pthread_barrier_t barrier;
static double end_time; /* written before the second barrier */

static void on_delivery(rd_kafka_t *rk, const rd_kafka_message_t *m, void *opaque)
{
	(void)rk;
	struct client *cl = opaque;
	cl->dr_err = m->err;
	cl->done = 1;
}

/* Produces one record and waits for its delivery report; 0 on success. */
static int produce_sync(struct client *cl, rd_kafka_t *rk, rd_kafka_topic_t *rkt,
			const char *rec, double timeout_s)
{
	cl->done = 0;
	if (rd_kafka_produce(rkt, 0, RD_KAFKA_MSG_F_COPY, (void *)rec, VALUE_BYTES, NULL, 0,
			     NULL) != 0)
		return -1;
	double give_up = now_s() + timeout_s;
	while (!cl->done && now_s() < give_up)
		rd_kafka_poll(rk, 100);
	return cl->done && cl->dr_err == 0 ? 0 : -1;
}

static void *client_main(void *arg)
{
	struct client *cl = arg;
	char err[256];
	rd_kafka_conf_t *conf = rd_kafka_conf_new();
	rd_kafka_conf_set(conf, "bootstrap.servers", cl->bootstrap, err, sizeof err);
	rd_kafka_conf_set(conf, "acks", "all", err, sizeof err);
	rd_kafka_conf_set(conf, "linger.ms", "0", err, sizeof err);
	rd_kafka_conf_set(conf, "socket.nagle.disable", "true", err, sizeof err);
	rd_kafka_conf_set(conf, "message.timeout.ms", "30000", err, sizeof err);
	rd_kafka_conf_set(conf, "log_level", "0", err, sizeof err);
	rd_kafka_conf_set_dr_msg_cb(conf, on_delivery);
	rd_kafka_conf_set_opaque(conf, cl);
	rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
	if (!rk) {
		fprintf(stderr, "rdk_bench: %s\n", err);
		exit(1);
	}
	rd_kafka_topic_t *rkt = rd_kafka_topic_new(rk, "__cluster_metadata", NULL);
	char rec[VALUE_BYTES];
	memset(rec, 'a' + cl->id % 26, sizeof rec);
	/* warm-up: metadata and the connection to the leader */
	cl->ready = produce_sync(cl, rk, rkt, rec, 30) == 0;
	pthread_barrier_wait(&barrier);
	pthread_barrier_wait(&barrier);
	while (cl->ready && now_s() < end_time) {
		double t0 = now_s();
		if (produce_sync(cl, rk, rkt, rec, 30) != 0) {
			cl->failed++;
			continue;
		}
		if (cl->n_lat == cl->cap_lat) {
			cl->cap_lat = cl->cap_lat ? cl->cap_lat * 2 : 4096;
			cl->lat = realloc(cl->lat, cl->cap_lat * sizeof *cl->lat);
			if (!cl->lat)
				abort();
		}
		cl->last = now_s();
		cl->lat[cl->n_lat++] = cl->last - t0;
	}
	rd_kafka_topic_destroy(rkt);
	rd_kafka_flush(rk, 5000);
	rd_kafka_destroy(rk);
	return NULL;
}

static int run(const char *bootstrap, int clients, double seconds)
{
	struct client *cls = calloc((size_t)clients, sizeof *cls);
	if (!cls)
		return -1;
	pthread_barrier_init(&barrier, NULL, (unsigned)clients + 1);
	for (int i = 0; i < clients; i++) {
		cls[i].id = i;
		cls[i].bootstrap = bootstrap;
		if (pthread_create(&cls[i].th, NULL, client_main, &cls[i]) != 0) {
			fprintf(stderr, "rdk_bench: cannot start client thread %d\n", i);
			exit(1);
		}
	}
	pthread_barrier_wait(&barrier); /* all warmed up */
	double start = now_s();
	end_time = start + seconds;
	pthread_barrier_wait(&barrier);
	size_t total = 0;
	long failed = 0;
	int not_ready = 0;
	for (int i = 0; i < clients; i++) {
		pthread_join(cls[i].th, NULL);
		total += cls[i].n_lat;
		failed += cls[i].failed;
		not_ready += !cls[i].ready;
	}
	/* up to the last acknowledgement, not the producers' teardown */
	double took = 0;
	for (int i = 0; i < clients; i++)
		if (cls[i].last - start > took)
			took = cls[i].last - start;
	if (took <= 0)
		took = seconds;
	pthread_barrier_destroy(&barrier);
	double *all = malloc((total ? total : 1) * sizeof *all);
	if (!all)
		abort();
	size_t k = 0;
	for (int i = 0; i < clients; i++) {
		memcpy(all + k, cls[i].lat, cls[i].n_lat * sizeof *all);
		k += cls[i].n_lat;
		free(cls[i].lat);
	}
	qsort(all, total, sizeof *all, cmp_double);
	double p50 = total ? all[total / 2] : 0, p99 = total ? all[total * 99 / 100] : 0;
	if (not_ready)
		fprintf(stderr, "rdk_bench: %d of %d clients failed their first record\n",
			not_ready, clients);
	printf("row kwire %d %.0f %.2f %.2f %.2f %ld\n", clients, (double)total / took,
	       (double)total * VALUE_BYTES / took / 1e6, p50 * 1e3, p99 * 1e3,
	       failed + not_ready);
	fflush(stdout);
	free(all);
	free(cls);
	return total > 0 ? 0 : -1;
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
	char buf[VALUE_BYTES];
	memset(buf, 1, sizeof buf);
	int n = 0;
	for (; n < FLOOR_RUNS; n++) {
		double s = now_s();
		if (write(fd, buf, sizeof buf) != (ssize_t)sizeof buf || fdatasync(fd) != 0)
			break;
		p->t[n] = now_s() - s;
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
		qsort(all, total, sizeof *all, cmp_double);
		printf("%s %.2f %.2f\n", n == 1 ? "floor" : "floor3", all[total / 2] * 1e3,
		       all[total * 99 / 100] * 1e3);
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "--fsync-floor") == 0)
		return fsync_floor(argv[2]);
	if (argc < 3) {
		fputs("usage: rdk_bench BOOTSTRAP SECONDS [CLIENTS...]\n"
		      "       rdk_bench --fsync-floor DIR\n",
		      stderr);
		return 2;
	}
	double secs = atof(argv[2]);
	if (secs <= 0) {
		fputs("rdk_bench: SECONDS must be positive\n", stderr);
		return 2;
	}
	int defaults[] = { 1, 16, 64 };
	int rc = 0;
	if (argc > 3) {
		for (int i = 3; i < argc; i++) {
			int n = atoi(argv[i]);
			if (n < 1 || n > MAX_CLIENTS) {
				fprintf(stderr, "rdk_bench: clients %s out of 1..%d\n", argv[i],
					MAX_CLIENTS);
				return 2;
			}
			rc |= run(argv[1], n, secs);
		}
	} else {
		for (int i = 0; i < 3; i++)
			rc |= run(argv[1], defaults[i], secs);
	}
	/* the load generator's own CPU, to set beside the servers' */
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	printf("gen kwire %.2f\n", (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
				    (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6);
	return rc ? 1 : 0;
}
