/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/metrics.h — the node's metrics: what the layers count while they
 * work, kept at negligible cost. Everything is a fixed field of struct
 * kr_metrics (no allocation, no lock): a counter is a uint64_t, a latency
 * a histogram of fixed buckets, a rate a ring of one-second slots. Only
 * the loop's thread writes them; what another thread measures (the flush
 * thread's fdatasync) travels to the loop with its completion, under the
 * lock that completion already takes, and is recorded there.
 *
 * What is read at scrape time from the layers themselves (state, epoch,
 * offsets, peers, connections) is not kept here but gathered into a
 * struct kr_metrics_view (node/metrics_gather.c) and rendered with these
 * in the Prometheus text format (node/metrics_render.c).
 *
 * Histograms: Prometheus buckets (cumulative counts "le" each bound, in
 * seconds, plus +Inf), observed in microseconds; kr_hist_quantile reads a
 * quantile back the way Prometheus' histogram_quantile does (linear within
 * the bucket the rank falls in).
 */
#ifndef KR_NODE_METRICS_H
#define KR_NODE_METRICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/kraft.h"

/* The finite bucket bounds (microseconds): 100 us to 10 s. */
#define KR_HIST_BUCKETS 16
extern const int64_t kr_hist_bounds_us[KR_HIST_BUCKETS];

struct kr_hist {
	uint64_t bucket[KR_HIST_BUCKETS + 1]; /* not cumulative; last: +Inf */
	uint64_t count;
	uint64_t sum_us;
};

void kr_hist_observe(struct kr_hist *h, int64_t us);

/*
 * The q-quantile (0 <= q <= 1) of n buckets with upper bounds le[0..n-1]
 * (ascending; the last may be INFINITY) and cumulative counts cum[0..n-1],
 * as Prometheus' histogram_quantile: the bucket where the rank q * total
 * falls, interpolated linearly from the bound below it (0 for the first).
 * A rank in the +Inf bucket gives the highest finite bound. Returns NAN
 * when there are no observations or the input is not a histogram (n < 1,
 * bounds or counts not ascending).
 */
double kr_hist_quantile(const double *le, const uint64_t *cum, size_t n, double q);
/* The same for a struct kr_hist, in seconds. */
double kr_hist_quantile_s(const struct kr_hist *h, double q);

/* Events per second over the last KR_RATE_SLOTS seconds. */
#define KR_RATE_SLOTS 30
struct kr_rate {
	int64_t sec[KR_RATE_SLOTS]; /* the second each slot counts (-1: none) */
	uint64_t n[KR_RATE_SLOTS];
};

void kr_rate_init(struct kr_rate *r);
void kr_rate_add(struct kr_rate *r, int64_t now_ms, uint64_t k);
double kr_rate_per_sec(const struct kr_rate *r, int64_t now_ms);

/* Offsets waiting for the high watermark, with the time they were
 * written: a fixed ring (the oldest is dropped, unmeasured, when full). */
#define KR_PENDING_MAX 512
struct kr_pending {
	int64_t last_offset[KR_PENDING_MAX];
	int64_t t_us[KR_PENDING_MAX];
	uint32_t head, n;
};

void kr_pending_push(struct kr_pending *p, int64_t last_offset, int64_t t_us);
/* Observes into h the age of every entry whose last offset is below hw,
 * and drops them. */
void kr_pending_settle(struct kr_pending *p, int64_t hw, int64_t now_us,
		       struct kr_hist *h);
void kr_pending_clear(struct kr_pending *p);

/* The api keys counted per API (Kafka's keys are below this). */
#define KR_METRICS_API_KEYS 128

struct kr_metrics {
	/* latencies */
	struct kr_hist election;     /* no leader known -> a leader known */
	struct kr_hist commit;	     /* leader: append -> high watermark */
	struct kr_hist append_to_hw; /* every replica: log write -> HW */
	struct kr_hist fsync;	     /* one fdatasync of the log */
	struct kr_hist apply;	     /* committed batches handed to the state */
	struct kr_pending commit_wait, hw_wait;
	int64_t election_started_us; /* -1: a leader is known */
	/* records */
	struct kr_rate fetch_rate, append_rate;
	uint64_t fetch_records, append_records;
	/* state changes, elections */
	uint64_t state_changes, elections;
	/* snapshots */
	uint64_t snapshots_taken, snapshots_installed, snapshot_bytes_taken,
		snapshot_bytes_installed;
	/* requests per api key, and those refused (connection closed) */
	uint64_t requests[KR_METRICS_API_KEYS];
	uint64_t request_errors[KR_METRICS_API_KEYS];
	/* the loop: time waiting in epoll vs working, and the last window's
	 * ratio */
	int64_t idle_us, busy_us;
	int64_t window_start_us, window_idle_us, window_busy_us;
	double idle_ratio; /* -1 before the first window ends */
	/* the metrics listener itself */
	uint64_t scrapes, http_refused;
};

void kr_metrics_init(struct kr_metrics *m);

/* The monotonic clock in microseconds. */
int64_t kr_metrics_now_us(void);

/* The state, epoch or leader changed: times elections (from the first
 * moment no leader is known to the next known one). */
void kr_metrics_on_state(struct kr_metrics *m, enum kr_state s, int32_t leader,
			 int64_t now_us);

/* The loop spent us waiting (idle) or working; windows of 10 s. */
void kr_metrics_on_loop(struct kr_metrics *m, int64_t idle_us, int64_t busy_us,
			int64_t now_us);

/* A request of api key key (refused: its connection was closed). */
static inline void kr_metrics_request(struct kr_metrics *m, int16_t key, bool refused)
{
	if (!m)
		return;
	size_t k = key >= 0 && key < KR_METRICS_API_KEYS ? (size_t)key
							 : KR_METRICS_API_KEYS - 1;
	m->requests[k]++;
	if (refused)
		m->request_errors[k]++;
}

#endif
