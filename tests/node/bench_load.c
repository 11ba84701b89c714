/*
 * tests/node/bench_load.c — the closed-loop write load of bench_load.h.
 */
#include "bench_load.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

struct client {
	pthread_t th;
	int id;
	const struct bench_load *b;
	double *lat;
	size_t n_lat, cap_lat;
	long failed;
	int ready;   /* the warm-up write succeeded */
	double last; /* when its last write was acknowledged */
};

static pthread_barrier_t barrier;
static double end_time; /* written before the second barrier */

double bench_now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int bench_cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static void *client_main(void *arg)
{
	struct client *cl = arg;
	const struct bench_load *b = cl->b;
	void *conn = b->open(cl->id, b->arg);
	long seq = 0;
	cl->ready = conn && b->write(conn, seq++) == 0;
	pthread_barrier_wait(&barrier); /* all warmed up */
	pthread_barrier_wait(&barrier); /* end_time is set */
	while (cl->ready && bench_now_s() < end_time) {
		double t0 = bench_now_s();
		if (b->write(conn, seq++) != 0) {
			cl->failed++;
			continue;
		}
		if (cl->n_lat == cl->cap_lat) {
			cl->cap_lat = cl->cap_lat ? cl->cap_lat * 2 : 4096;
			cl->lat = realloc(cl->lat, cl->cap_lat * sizeof *cl->lat);
			if (!cl->lat)
				abort();
		}
		cl->last = bench_now_s();
		cl->lat[cl->n_lat++] = cl->last - t0;
	}
	if (conn)
		b->close(conn);
	return NULL;
}

int bench_load_row(const struct bench_load *b, int clients, double seconds)
{
	struct client *cls = calloc((size_t)clients, sizeof *cls);
	if (!cls)
		return -1;
	pthread_barrier_init(&barrier, NULL, (unsigned)clients + 1);
	for (int i = 0; i < clients; i++) {
		cls[i].id = i;
		cls[i].b = b;
		pthread_attr_t attr;
		pthread_attr_init(&attr);
		pthread_attr_setstacksize(&attr, 1 << 20);
		if (pthread_create(&cls[i].th, &attr, client_main, &cls[i]) != 0) {
			fprintf(stderr, "%s load: cannot start client thread %d\n", b->system, i);
			exit(1);
		}
		pthread_attr_destroy(&attr);
	}
	pthread_barrier_wait(&barrier);
	double start = bench_now_s();
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
	pthread_barrier_destroy(&barrier);
	double took = 0;
	for (int i = 0; i < clients; i++)
		if (cls[i].last - start > took)
			took = cls[i].last - start;
	if (took <= 0)
		took = seconds;
	double *all = malloc((total ? total : 1) * sizeof *all);
	if (!all)
		abort();
	size_t k = 0;
	for (int i = 0; i < clients; i++) {
		memcpy(all + k, cls[i].lat, cls[i].n_lat * sizeof *all);
		k += cls[i].n_lat;
		free(cls[i].lat);
	}
	qsort(all, total, sizeof *all, bench_cmp_double);
	double p50 = total ? all[total / 2] : 0, p99 = total ? all[total * 99 / 100] : 0;
	if (not_ready)
		fprintf(stderr, "%s load: %d of %d clients failed their warm-up write\n",
			b->system, not_ready, clients);
	printf("row %s %d %.0f %.2f %.2f %.2f %ld\n", b->system, clients, (double)total / took,
	       (double)total * BENCH_VALUE_BYTES / took / 1e6, p50 * 1e3, p99 * 1e3,
	       failed + not_ready);
	fflush(stdout);
	free(all);
	free(cls);
	return total > 0 ? 0 : -1;
}

int bench_load_rows(const struct bench_load *b, int argc, char **argv, int first,
		    double seconds)
{
	static const int defaults[] = { 1, 16, 64 };
	int rc = 0;
	if (argc > first) {
		for (int i = first; i < argc; i++) {
			int n = atoi(argv[i]);
			if (n < 1 || n > BENCH_MAX_CLIENTS) {
				fprintf(stderr, "%s load: clients %s out of 1..%d\n", b->system,
					argv[i], BENCH_MAX_CLIENTS);
				return 2;
			}
			rc |= bench_load_row(b, n, seconds);
		}
	} else {
		for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++)
			rc |= bench_load_row(b, defaults[i], seconds);
	}
	/* the load generator's own CPU, to set beside the servers' */
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	printf("gen %s %.2f\n", b->system,
	       (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
		       (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6);
	return rc ? 1 : 0;
}
