/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_metrics.c — the node's metrics (node/metrics.h): the
 * histogram's buckets and quantiles against a sorted list of the same
 * observations, rates, the pending-offset ring, elections and the loop's
 * idle ratio; and the Prometheus text (node/metrics_render.h) checked
 * line by line against the exposition format's grammar.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "node/metrics.h"
#include "node/metrics_render.h"

static void test_hist_buckets(void **state)
{
	(void)state;
	struct kr_hist h = {0};
	kr_hist_observe(&h, -5);       /* a clock step: counted as 0 */
	kr_hist_observe(&h, 100);      /* on a bound: that bucket (le) */
	kr_hist_observe(&h, 101);      /* just above: the next */
	kr_hist_observe(&h, 20000000); /* above 10 s: +Inf */
	assert_int_equal(h.count, 4);
	assert_int_equal(h.bucket[0], 2);
	assert_int_equal(h.bucket[1], 1);
	assert_int_equal(h.bucket[KR_HIST_BUCKETS], 1);
	assert_int_equal(h.sum_us, 0 + 100 + 101 + 20000000);
}

static int cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
	return x < y ? -1 : x > y;
}

/* The bounds of the bucket holding value us (seconds). */
static void bucket_of(int64_t us, double *lo, double *hi)
{
	*lo = 0;
	for (size_t i = 0; i < KR_HIST_BUCKETS; i++) {
		if (us <= kr_hist_bounds_us[i]) {
			*hi = (double)kr_hist_bounds_us[i] / 1e6;
			return;
		}
		*lo = (double)kr_hist_bounds_us[i] / 1e6;
	}
	*hi = INFINITY;
}

/* A quantile read from the buckets lies in the bucket of the exact
 * quantile of the observations (Prometheus can say no more). */
static void test_hist_quantile_against_sorted(void **state)
{
	(void)state;
	srand(7);
	for (int round = 0; round < 50; round++) {
		struct kr_hist h = {0};
		int64_t v[1000];
		size_t n = 1 + (size_t)(rand() % 1000);
		for (size_t i = 0; i < n; i++) {
			/* log-uniform between 10 us and 5 s */
			v[i] = (int64_t)exp(log(10.0) + (log(5e6) - log(10.0)) * rand() /
								(double)RAND_MAX);
			kr_hist_observe(&h, v[i]);
		}
		qsort(v, n, sizeof v[0], cmp_i64);
		const double qs[] = {0.5, 0.9, 0.99};
		for (size_t k = 0; k < 3; k++) {
			size_t rank = (size_t)ceil(qs[k] * (double)n);
			int64_t exact = v[rank ? rank - 1 : 0];
			double lo, hi, got = kr_hist_quantile_s(&h, qs[k]);
			bucket_of(exact, &lo, &hi);
			assert_true(got >= lo - 1e-12 && got <= hi + 1e-12);
		}
	}
}

static void test_quantile_edges(void **state)
{
	(void)state;
	/* Prometheus' own example: buckets 1, 2, 4, +Inf */
	double le[] = {1, 2, 4, INFINITY};
	uint64_t cum[] = {10, 20, 40, 40};
	assert_true(fabs(kr_hist_quantile(le, cum, 4, 0.5) - 2.0) < 1e-9);
	assert_true(fabs(kr_hist_quantile(le, cum, 4, 0.25) - 1.0) < 1e-9);
	assert_true(fabs(kr_hist_quantile(le, cum, 4, 0.75) - 3.0) < 1e-9);
	assert_true(fabs(kr_hist_quantile(le, cum, 4, 0.05) - 0.2) < 1e-9);
	/* everything above the last finite bound: that bound */
	uint64_t inf[] = {0, 0, 0, 5};
	assert_true(fabs(kr_hist_quantile(le, inf, 4, 0.99) - 4.0) < 1e-9);
	/* nothing observed, not a histogram, a bad q */
	uint64_t none[] = {0, 0, 0, 0};
	assert_true(isnan(kr_hist_quantile(le, none, 4, 0.5)));
	uint64_t falling[] = {5, 3, 6, 6};
	assert_true(isnan(kr_hist_quantile(le, falling, 4, 0.5)));
	double unsorted[] = {2, 1, 4, INFINITY};
	assert_true(isnan(kr_hist_quantile(unsorted, cum, 4, 0.5)));
	assert_true(isnan(kr_hist_quantile(le, cum, 4, 1.5)));
	assert_true(isnan(kr_hist_quantile(le, cum, 0, 0.5)));
	struct kr_hist h = {0};
	assert_true(isnan(kr_hist_quantile_s(&h, 0.5)));
}

static void test_rate(void **state)
{
	(void)state;
	struct kr_rate r;
	kr_rate_init(&r);
	assert_true(kr_rate_per_sec(&r, 100000) == 0);
	for (int s = 0; s < 30; s++)
		kr_rate_add(&r, 100000 + s * 1000, 60); /* 60 a second for 30 s */
	assert_true(fabs(kr_rate_per_sec(&r, 129999) - 60.0) < 1e-9);
	/* 10 s later a third of it has left the window */
	assert_true(fabs(kr_rate_per_sec(&r, 139999) - 40.0) < 1e-9);
	/* a slot reused for a later second starts from 0 */
	kr_rate_add(&r, 160000, 3);
	assert_true(fabs(kr_rate_per_sec(&r, 160000) - 3.0 / 30) < 1e-9);
	assert_true(kr_rate_per_sec(&r, 1000000) == 0);
}

static void test_pending(void **state)
{
	(void)state;
	struct kr_pending p = {0};
	struct kr_hist h = {0};
	kr_pending_push(&p, 9, 1000);
	kr_pending_push(&p, 19, 2000);
	kr_pending_settle(&p, 9, 5000, &h); /* HW 9: offset 9 is not below it */
	assert_int_equal(h.count, 0);
	kr_pending_settle(&p, 10, 5000, &h);
	assert_int_equal(h.count, 1);
	assert_int_equal(h.sum_us, 4000);
	kr_pending_settle(&p, 100, 6000, &h);
	assert_int_equal(h.count, 2);
	assert_int_equal(p.n, 0);
	/* full: the oldest are dropped unmeasured, the ring stays bounded */
	for (int i = 0; i < KR_PENDING_MAX + 10; i++)
		kr_pending_push(&p, i, i);
	assert_int_equal(p.n, KR_PENDING_MAX);
	kr_pending_settle(&p, INT64_MAX, KR_PENDING_MAX + 10, &h);
	assert_int_equal(h.count, 2 + KR_PENDING_MAX);
	kr_pending_push(&p, 1, 1);
	kr_pending_clear(&p);
	assert_int_equal(p.n, 0);
}

static void test_elections_and_idle(void **state)
{
	(void)state;
	struct kr_metrics m;
	kr_metrics_init(&m);
	kr_metrics_on_state(&m, KR_STATE_UNATTACHED, -1, 1000);
	kr_metrics_on_state(&m, KR_STATE_CANDIDATE, -1, 2000); /* same election */
	kr_metrics_on_state(&m, KR_STATE_LEADER, 1, 301000);
	assert_int_equal(m.elections, 1);
	assert_int_equal(m.election.count, 1);
	assert_int_equal(m.election.sum_us, 300000);
	assert_int_equal(m.state_changes, 3);
	kr_metrics_on_state(&m, KR_STATE_FOLLOWER, 2, 400000); /* leader to leader */
	assert_int_equal(m.election.count, 1);
	assert_true(m.idle_ratio < 0);
	int64_t t = m.window_start_us;
	kr_metrics_on_loop(&m, 7500000, 2500000, t + 10000000);
	assert_true(fabs(m.idle_ratio - 0.75) < 1e-9);
}

/* ---- the text format ---------------------------------------------------- */

static bool name_ok(const char *s, size_t n)
{
	if (n == 0 || !(s[0] == '_' || s[0] == ':' || (s[0] | 32) >= 'a'))
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (!(c == '_' || c == ':' || (c >= '0' && c <= '9') ||
		      (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
			return false;
	}
	return true;
}

/* Checks the exposition format: every sample belongs to the family of
 * the TYPE line before it, names and labels are well formed, values
 * parse, and a histogram's buckets rise to +Inf == _count. Returns the
 * number of families. */
static int check_exposition(const char *text)
{
	char family[128] = "", type[16] = "";
	int families = 0;
	uint64_t last_bucket = 0;
	bool seen_inf = false;
	const char *p = text;
	while (*p) {
		const char *nl = strchr(p, '\n');
		assert_non_null(nl); /* every line ends */
		size_t len = (size_t)(nl - p);
		char line[512];
		assert_true(len < sizeof line);
		memcpy(line, p, len);
		line[len] = '\0';
		p = nl + 1;
		if (strncmp(line, "# HELP ", 7) == 0)
			continue;
		if (strncmp(line, "# TYPE ", 7) == 0) {
			assert_int_equal(sscanf(line + 7, "%127s %15s", family, type), 2);
			assert_true(name_ok(family, strlen(family)));
			assert_true(strcmp(type, "gauge") == 0 ||
				    strcmp(type, "counter") == 0 ||
				    strcmp(type, "histogram") == 0);
			families++;
			last_bucket = 0;
			seen_inf = false;
			continue;
		}
		assert_true(line[0] != '#');
		char *sp = strrchr(line, ' ');
		assert_non_null(sp);
		*sp = '\0';
		char *end;
		double v = strtod(sp + 1, &end);
		assert_true(*end == '\0' && end != sp + 1);
		char *brace = strchr(line, '{');
		size_t nlen = brace ? (size_t)(brace - line) : strlen(line);
		assert_true(name_ok(line, nlen));
		if (brace) {
			assert_true(line[strlen(line) - 1] == '}');
			assert_non_null(strstr(brace, "=\""));
		}
		size_t fl = strlen(family);
		assert_true(nlen >= fl && strncmp(line, family, fl) == 0);
		if (strcmp(type, "histogram") == 0) {
			const char *suffix = line + fl;
			if (strncmp(suffix, "_bucket{le=\"", 12) == 0) {
				assert_false(seen_inf);
				assert_true(v >= (double)last_bucket);
				last_bucket = (uint64_t)v;
				seen_inf = strncmp(suffix + 12, "+Inf", 4) == 0;
			} else if (strcmp(suffix, "_count") == 0) {
				assert_true(seen_inf);
				assert_true(v == (double)last_bucket);
			} else {
				assert_string_equal(suffix, "_sum");
			}
		} else {
			assert_int_equal(nlen, fl);
		}
	}
	return families;
}

static void fill(struct kr_metrics_view *v, struct kr_metrics *m)
{
	memset(v, 0, sizeof *v);
	kr_metrics_init(m);
	v->node_id = 2;
	v->state = KR_STATE_LEADER;
	v->leader = 2;
	v->epoch = 7;
	v->voted = 2;
	v->high_watermark = 100;
	v->log_end_offset = 120;
	v->n_voters = 3;
	v->n_peers = 2;
	v->peers[0] = (struct kr_metrics_peer){1, true, 20, 150};
	v->peers[1] = (struct kr_metrics_peer){3, true, -1, -1};
	v->now_ms = 50000;
	for (int i = 0; i < 100; i++)
		kr_hist_observe(&m->commit, 1000 + i * 100);
	m->requests[1] = 5;
	m->request_errors[1] = 1;
	m->requests[KR_METRICS_API_KEYS - 1] = 2;
}

static void test_render(void **state)
{
	(void)state;
	struct kr_metrics_view v;
	struct kr_metrics m;
	fill(&v, &m);
	static char buf[128 * 1024];
	struct kr_text t;
	kr_text_init(&t, buf, sizeof buf);
	kr_metrics_render(&t, &v, &m);
	assert_false(t.truncated);
	assert_int_equal(strlen(buf), t.len);
	assert_true(check_exposition(buf) > 40);
	assert_non_null(strstr(buf, "\nkwire_raft_current_epoch 7\n"));
	assert_non_null(strstr(buf, "\nkwire_raft_current_state{state=\"leader\"} 1\n"));
	assert_non_null(
		strstr(buf, "\nkwire_raft_current_state{state=\"follower\"} 0\n"));
	assert_non_null(strstr(
		buf, "\nkwire_raft_peer_fetch_lag{peer=\"1\",role=\"voter\"} 20\n"));
	assert_non_null(strstr(buf, "\nkwire_raft_peer_last_fetch_age_seconds{peer=\"1\","
				    "role=\"voter\"} 0.150\n"));
	assert_non_null(strstr(buf, "\nkwire_raft_commit_latency_seconds_count 100\n"));
	assert_non_null(strstr(
		buf, "\nkwire_raft_commit_latency_seconds_bucket{le=\"0.01\"} 91\n"));
	assert_non_null(strstr(buf, "\nkwire_requests_total{api=\"Fetch\"} 5\n"));
	assert_non_null(strstr(buf, "\nkwire_request_errors_total{api=\"Fetch\"} 1\n"));
	assert_non_null(strstr(buf, "\nkwire_requests_total{api=\"unknown\"} 2\n"));
}

/* A buffer too small keeps whole lines only and says it was cut. */
static void test_render_truncated(void **state)
{
	(void)state;
	struct kr_metrics_view v;
	struct kr_metrics m;
	fill(&v, &m);
	static char full[128 * 1024];
	struct kr_text t;
	kr_text_init(&t, full, sizeof full);
	kr_metrics_render(&t, &v, &m);
	for (size_t cap = 0; cap < 3000; cap += 7) {
		char small[3000];
		kr_text_init(&t, small, cap);
		kr_metrics_render(&t, &v, &m);
		assert_true(t.truncated);
		if (cap == 0)
			continue;
		assert_true(t.len < cap);
		assert_int_equal(strlen(small), t.len);
		assert_memory_equal(small, full, t.len);
		assert_true(t.len == 0 || small[t.len - 1] == '\n');
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hist_buckets),
		cmocka_unit_test(test_hist_quantile_against_sorted),
		cmocka_unit_test(test_quantile_edges),
		cmocka_unit_test(test_rate),
		cmocka_unit_test(test_pending),
		cmocka_unit_test(test_elections_and_idle),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_truncated),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
