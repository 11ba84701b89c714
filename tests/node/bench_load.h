/*
 * tests/node/bench_load.h — the closed-loop write load shared by the
 * benchmark's load generators (rdk_bench for kwire, etcd_bench for etcd), so
 * both systems are measured by the same loop and the same statistics.
 *
 * Each client is one thread with its own connection and one write in
 * flight: write, wait for the acknowledgement, write the next. Every client
 * first makes one warm-up write (connections, metadata); the clock starts
 * when all have finished it. One row is printed per client count:
 *
 *   row SYSTEM CLIENTS WRITES_PER_S MB_PER_S P50_MS P99_MS FAILED
 *
 * WRITES_PER_S runs up to the last acknowledgement (not the clients'
 * teardown); MB/s counts BENCH_VALUE_BYTES per write (10^6 bytes).
 */
#ifndef KWIRE_TESTS_NODE_BENCH_LOAD_H
#define KWIRE_TESTS_NODE_BENCH_LOAD_H

#define BENCH_VALUE_BYTES 1024
#define BENCH_MAX_CLIENTS 1024

/* One system under load. */
struct bench_load {
	const char *system; /* the row's label: "kwire", "etcd" */
	/* A client's connection (its own state), or NULL when it cannot open. */
	void *(*open)(int client, void *arg);
	/* One write of sequence number seq; returns once it is acknowledged
	 * (0) or has failed (-1). */
	int (*write)(void *conn, long seq);
	void (*close)(void *conn);
	void *arg;
};

/* Monotonic seconds. */
double bench_now_s(void);

/* qsort comparison of doubles, ascending. */
int bench_cmp_double(const void *a, const void *b);

/* Runs one row: CLIENTS clients for SECONDS; 0 when any write succeeded. */
int bench_load_row(const struct bench_load *b, int clients, double seconds);

/*
 * Runs a row per client count named in argv[first..argc) (1 16 64 when
 * none), then prints "gen SYSTEM CPU_SECONDS" (the generator's own user +
 * system CPU). Returns the exit status: 0, 1 when a row failed, 2 for a bad
 * client count.
 */
int bench_load_rows(const struct bench_load *b, int argc, char **argv, int first,
		    double seconds);

#endif
