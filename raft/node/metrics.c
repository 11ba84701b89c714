/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/metrics.c — histograms, rates and the pending-offset rings of
 * node/metrics.h.
 */
#include "node/metrics.h"

#include <math.h>
#include <string.h>
#include <time.h>

#define LOOP_WINDOW_US 10000000

const int64_t kr_hist_bounds_us[KR_HIST_BUCKETS] = {
	100,   250,    500,    1000,   2500,	5000,	 10000,	  25000,
	50000, 100000, 250000, 500000, 1000000, 2500000, 5000000, 10000000};

void kr_hist_observe(struct kr_hist *h, int64_t us)
{
	if (us < 0)
		us = 0;
	size_t i = 0;
	while (i < KR_HIST_BUCKETS && us > kr_hist_bounds_us[i])
		i++;
	h->bucket[i]++;
	h->count++;
	h->sum_us += (uint64_t)us;
}

double kr_hist_quantile(const double *le, const uint64_t *cum, size_t n, double q)
{
	if (n < 1 || !(q >= 0 && q <= 1))
		return NAN;
	for (size_t i = 1; i < n; i++)
		if (!(le[i] > le[i - 1]) || cum[i] < cum[i - 1])
			return NAN;
	uint64_t total = cum[n - 1];
	if (total == 0)
		return NAN;
	double rank = q * (double)total;
	size_t b = 0;
	while (b < n - 1 && (double)cum[b] < rank)
		b++;
	if (isinf(le[b]))
		/* above every finite bound: the highest one is all we know */
		return b > 0 ? le[b - 1] : NAN;
	double lo = b > 0 ? le[b - 1] : 0;
	uint64_t below = b > 0 ? cum[b - 1] : 0;
	uint64_t in = cum[b] - below;
	if (in == 0)
		return lo;
	if (b == 0 && le[0] <= 0)
		return le[0];
	return lo + (le[b] - lo) * ((rank - (double)below) / (double)in);
}

double kr_hist_quantile_s(const struct kr_hist *h, double q)
{
	double le[KR_HIST_BUCKETS + 1];
	uint64_t cum[KR_HIST_BUCKETS + 1], c = 0;
	for (size_t i = 0; i <= KR_HIST_BUCKETS; i++) {
		le[i] = i < KR_HIST_BUCKETS ? (double)kr_hist_bounds_us[i] / 1e6
					    : INFINITY;
		c += h->bucket[i];
		cum[i] = c;
	}
	return kr_hist_quantile(le, cum, KR_HIST_BUCKETS + 1, q);
}

void kr_rate_init(struct kr_rate *r)
{
	for (size_t i = 0; i < KR_RATE_SLOTS; i++) {
		r->sec[i] = -1;
		r->n[i] = 0;
	}
}

void kr_rate_add(struct kr_rate *r, int64_t now_ms, uint64_t k)
{
	int64_t s = now_ms / 1000;
	size_t i = (size_t)(s % KR_RATE_SLOTS);
	if (r->sec[i] != s) {
		r->sec[i] = s;
		r->n[i] = 0;
	}
	r->n[i] += k;
}

double kr_rate_per_sec(const struct kr_rate *r, int64_t now_ms)
{
	int64_t s = now_ms / 1000;
	uint64_t sum = 0;
	for (size_t i = 0; i < KR_RATE_SLOTS; i++)
		if (r->sec[i] >= 0 && r->sec[i] > s - KR_RATE_SLOTS && r->sec[i] <= s)
			sum += r->n[i];
	return (double)sum / KR_RATE_SLOTS;
}

void kr_pending_push(struct kr_pending *p, int64_t last_offset, int64_t t_us)
{
	if (p->n == KR_PENDING_MAX) {
		p->head = (p->head + 1) % KR_PENDING_MAX;
		p->n--;
	}
	uint32_t i = (p->head + p->n) % KR_PENDING_MAX;
	p->last_offset[i] = last_offset;
	p->t_us[i] = t_us;
	p->n++;
}

void kr_pending_settle(struct kr_pending *p, int64_t hw, int64_t now_us,
		       struct kr_hist *h)
{
	while (p->n && p->last_offset[p->head] < hw) {
		kr_hist_observe(h, now_us - p->t_us[p->head]);
		p->head = (p->head + 1) % KR_PENDING_MAX;
		p->n--;
	}
}

void kr_pending_clear(struct kr_pending *p)
{
	p->head = p->n = 0;
}

void kr_metrics_init(struct kr_metrics *m)
{
	memset(m, 0, sizeof *m);
	kr_rate_init(&m->fetch_rate);
	kr_rate_init(&m->append_rate);
	m->election_started_us = -1;
	m->idle_ratio = -1;
	m->window_start_us = kr_metrics_now_us();
}

int64_t kr_metrics_now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

void kr_metrics_on_state(struct kr_metrics *m, enum kr_state s, int32_t leader,
			 int64_t now_us)
{
	m->state_changes++;
	bool known = leader >= 0 && (s == KR_STATE_LEADER || s == KR_STATE_FOLLOWER);
	if (!known && m->election_started_us < 0) {
		m->election_started_us = now_us;
		m->elections++;
	} else if (known && m->election_started_us >= 0) {
		kr_hist_observe(&m->election, now_us - m->election_started_us);
		m->election_started_us = -1;
	}
}

void kr_metrics_on_loop(struct kr_metrics *m, int64_t idle_us, int64_t busy_us,
			int64_t now_us)
{
	m->idle_us += idle_us;
	m->busy_us += busy_us;
	m->window_idle_us += idle_us;
	m->window_busy_us += busy_us;
	if (now_us - m->window_start_us < LOOP_WINDOW_US)
		return;
	int64_t t = m->window_idle_us + m->window_busy_us;
	if (t > 0)
		m->idle_ratio = (double)m->window_idle_us / (double)t;
	m->window_start_us = now_us;
	m->window_idle_us = m->window_busy_us = 0;
}
