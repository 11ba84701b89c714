/*
 * tests/node/test_producer_state.c — the idempotent producers' table
 * (node/producer_state.h): Kafka's sequence rules case by case (the cases
 * of Kafka's ProducerStateManagerTest and UnifiedLogTest that apply to
 * idempotence without transactions), and the table's memory (growth,
 * deletion, eviction, expiry) against a plain array of the same entries.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "node/producer_state.h"

static struct kr_producer_append batch(int64_t id, int16_t epoch, int32_t seq,
				       int32_t count, int64_t offset)
{
	return (struct kr_producer_append){id, epoch, seq, count, offset, 1000 + offset};
}

static enum kr_producer_verdict check(struct kr_producer_state *st,
				      struct kr_producer_append a)
{
	struct kr_producer_batch dup;
	return kr_producer_state_check(st, &a, &dup);
}

/* check, then apply when accepted: what the leader does */
static enum kr_producer_verdict append(struct kr_producer_state *st,
				       struct kr_producer_append a)
{
	enum kr_producer_verdict v = check(st, a);
	if (v == KR_PRODUCER_OK)
		assert_int_equal(kr_producer_state_apply(st, &a), 0);
	return v;
}

static void unknown_producer_takes_any_sequence(void **state)
{
	(void)state;
	struct kr_producer_state *st = kr_producer_state_new(100);
	assert_non_null(st);
	assert_int_equal(append(st, batch(7, 0, 42, 3, 0)), KR_PRODUCER_OK);
	const struct kr_producer_entry *e = kr_producer_state_get(st, 7);
	assert_non_null(e);
	assert_int_equal(e->epoch, 0);
	assert_int_equal(e->n, 1);
	assert_int_equal(e->b[0].first_seq, 42);
	assert_int_equal(e->b[0].last_seq, 44);
	assert_int_equal(e->b[0].first_offset, 0);
	assert_int_equal(e->b[0].last_offset, 2);
	assert_null(kr_producer_state_get(st, 8));
	kr_producer_state_free(st);
}

static void sequences_must_follow(void **state)
{
	(void)state;
	struct kr_producer_state *st = kr_producer_state_new(100);
	assert_int_equal(append(st, batch(1, 0, 0, 5, 10)), KR_PRODUCER_OK);
	assert_int_equal(append(st, batch(1, 0, 5, 1, 20)), KR_PRODUCER_OK);
	/* a gap and a step back are out of order */
	assert_int_equal(check(st, batch(1, 0, 7, 1, 30)), KR_PRODUCER_OUT_OF_ORDER);
	assert_int_equal(check(st, batch(1, 0, 3, 1, 30)), KR_PRODUCER_OUT_OF_ORDER);
	/* a range that overlaps a written batch but is not it */
	assert_int_equal(check(st, batch(1, 0, 0, 3, 30)), KR_PRODUCER_OUT_OF_ORDER);
	assert_int_equal(append(st, batch(1, 0, 6, 2, 30)), KR_PRODUCER_OK);
	kr_producer_state_free(st);
}

static void duplicate_names_the_original(void **state)
{
	(void)state;
	struct kr_producer_state *st = kr_producer_state_new(100);
	assert_int_equal(append(st, batch(1, 3, 0, 4, 100)), KR_PRODUCER_OK);
	assert_int_equal(append(st, batch(1, 3, 4, 4, 200)), KR_PRODUCER_OK);
	struct kr_producer_append again = batch(1, 3, 0, 4, 999);
	struct kr_producer_batch dup;
	assert_int_equal(kr_producer_state_check(st, &again, &dup), KR_PRODUCER_DUPLICATE);
	assert_int_equal(dup.first_offset, 100);
	assert_int_equal(dup.last_offset, 103);
	/* the same range in another epoch is not a duplicate */
	assert_int_equal(check(st, batch(1, 4, 0, 4, 300)), KR_PRODUCER_OK);
	kr_producer_state_free(st);
}

static void only_the_last_five_batches_are_remembered(void **state)
{
	(void)state;
	struct kr_producer_state *st = kr_producer_state_new(100);
	for (int32_t i = 0; i < 6; i++)
		assert_int_equal(append(st, batch(9, 0, i, 1, i)), KR_PRODUCER_OK);
	assert_int_equal(kr_producer_state_get(st, 9)->n, KR_PRODUCER_BATCHES);
	/* batch 0 fell out of the window: a retry of it is out of order */
	assert_int_equal(check(st, batch(9, 0, 0, 1, 50)), KR_PRODUCER_OUT_OF_ORDER);
	for (int32_t i = 1; i < 6; i++)
		assert_int_equal(check(st, batch(9, 0, i, 1, 50)), KR_PRODUCER_DUPLICATE);
	kr_producer_state_free(st);
}

static void epochs(void **state)
{
	(void)state;
	struct kr_producer_state *st = kr_producer_state_new(100);
	assert_int_equal(append(st, batch(1, 5, 0, 2, 0)), KR_PRODUCER_OK);
	/* an older instance of the producer is fenced */
	assert_int_equal(check(st, batch(1, 4, 2, 1, 10)), KR_PRODUCER_OLD_EPOCH);
	/* a bumped epoch starts at 0, nowhere else */
	assert_int_equal(check(st, batch(1, 6, 2, 1, 10)), KR_PRODUCER_OUT_OF_ORDER);
	assert_int_equal(append(st, batch(1, 6, 0, 1, 10)), KR_PRODUCER_OK);
	const struct kr_producer_entry *e = kr_producer_state_get(st, 1);
	assert_int_equal(e->epoch, 6);
	assert_int_equal(e->n, 1); /* the old epoch's batches are gone */
	assert_int_equal(check(st, batch(1, 5, 2, 1, 20)), KR_PRODUCER_OLD_EPOCH);
	kr_producer_state_free(st);
}

static void sequence_wraps_after_int32_max(void **state)
{
	(void)state;
	assert_int_equal(kr_producer_last_seq(INT32_MAX, 1), INT32_MAX);
	assert_int_equal(kr_producer_last_seq(INT32_MAX - 1, 3), 0);
	assert_int_equal(kr_producer_last_seq(INT32_MAX, 3), 1);
	struct kr_producer_state *st = kr_producer_state_new(100);
	assert_int_equal(append(st, batch(1, 0, INT32_MAX - 1, 2, 0)), KR_PRODUCER_OK);
	assert_int_equal(append(st, batch(1, 0, 0, 1, 2)), KR_PRODUCER_OK);
	assert_int_equal(check(st, batch(1, 0, 1, 1, 3)), KR_PRODUCER_OK);
	assert_int_equal(check(st, batch(1, 0, 2, 1, 3)), KR_PRODUCER_OUT_OF_ORDER);
	kr_producer_state_free(st);
}

static void log_replay_takes_batches_as_written(void **state)
{
	(void)state;
	/* apply without check: the log is what the leader accepted */
	struct kr_producer_state *st = kr_producer_state_new(100);
	struct kr_producer_append a = batch(1, 0, 0, 1, 0), b = batch(1, 0, 9, 1, 1);
	assert_int_equal(kr_producer_state_apply(st, &a), 0);
	assert_int_equal(kr_producer_state_apply(st, &b), 0);
	assert_int_equal(check(st, batch(1, 0, 10, 1, 2)), KR_PRODUCER_OK);
	/* no producer id: nothing kept */
	struct kr_producer_append none = batch(-1, -1, -1, 3, 5);
	assert_int_equal(kr_producer_state_apply(st, &none), 0);
	assert_int_equal(kr_producer_state_count(st), 1);
	kr_producer_state_free(st);
}

/* ---- the table against an array ------------------------------------------ */

struct model {
	int64_t id[4096], ts[4096];
	size_t n;
};

static long model_find(const struct model *m, int64_t id)
{
	for (size_t i = 0; i < m->n; i++)
		if (m->id[i] == id)
			return (long)i;
	return -1;
}

static void model_remove(struct model *m, size_t i)
{
	m->id[i] = m->id[m->n - 1];
	m->ts[i] = m->ts[m->n - 1];
	m->n--;
}

static bool model_older(const struct model *m, size_t a, size_t b)
{
	return m->ts[a] < m->ts[b] || (m->ts[a] == m->ts[b] && m->id[a] < m->id[b]);
}

/* the quarter written longest ago, by (timestamp, id) */
static void model_evict(struct model *m)
{
	size_t k = m->n / 4;
	for (size_t r = 0; r < k; r++) {
		size_t o = 0;
		for (size_t i = 1; i < m->n; i++)
			if (model_older(m, i, o))
				o = i;
		model_remove(m, o);
	}
}

static void same_as_model(const struct kr_producer_state *st, const struct model *m)
{
	assert_int_equal(kr_producer_state_count(st), m->n);
	for (size_t i = 0; i < m->n; i++) {
		const struct kr_producer_entry *e = kr_producer_state_get(st, m->id[i]);
		assert_non_null(e);
		assert_int_equal(e->last_timestamp, m->ts[i]);
	}
}

static int count_each(void *ctx, const struct kr_producer_entry *e)
{
	(void)e;
	(*(size_t *)ctx)++;
	return 0;
}

static void table_matches_model(void **state)
{
	(void)state;
	const size_t max = 200;
	struct kr_producer_state *st = kr_producer_state_new(max);
	struct kr_producer_state *copy = kr_producer_state_new(max);
	struct model *m = calloc(1, sizeof *m);
	assert_non_null(m);
	uint64_t seed = 12345;
	for (int step = 0; step < 20000; step++) {
		seed = seed * 6364136223846793005u + 1442695040888963407u;
		uint32_t r = (uint32_t)(seed >> 33);
		/* ids cluster as the node hands them out (epoch << 32 | n) */
		int64_t id = ((int64_t)(r % 3 + 1) << 32) | (r >> 4) % 400;
		int64_t ts = step / 3; /* ties happen */
		if (r % 97 == 0) {
			int64_t now = ts, age = 40;
			size_t gone = kr_producer_state_expire(st, now, age);
			size_t want = 0;
			for (size_t i = 0; i < m->n;)
				if (m->ts[i] < now - age) {
					model_remove(m, i);
					want++;
				} else {
					i++;
				}
			assert_int_equal(gone, want);
		} else {
			struct kr_producer_append a = {id, 0, 0, 1, step, ts};
			if (model_find(m, id) < 0 && m->n >= max)
				model_evict(m);
			assert_int_equal(kr_producer_state_apply(st, &a), 0);
			long i = model_find(m, id);
			if (i < 0) {
				i = (long)m->n++;
				m->id[i] = id;
			}
			m->ts[i] = ts;
		}
		if (step % 500 == 0) {
			same_as_model(st, m);
			assert_int_equal(kr_producer_state_copy(copy, st), 0);
			same_as_model(copy, m);
			size_t n = 0;
			kr_producer_state_each(copy, count_each, &n);
			assert_int_equal(n, m->n);
		}
	}
	same_as_model(st, m);
	kr_producer_state_clear(st);
	assert_int_equal(kr_producer_state_count(st), 0);
	assert_null(kr_producer_state_get(st, m->id[0]));
	free(m);
	kr_producer_state_free(st);
	kr_producer_state_free(copy);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(unknown_producer_takes_any_sequence),
		cmocka_unit_test(sequences_must_follow),
		cmocka_unit_test(duplicate_names_the_original),
		cmocka_unit_test(only_the_last_five_batches_are_remembered),
		cmocka_unit_test(epochs),
		cmocka_unit_test(sequence_wraps_after_int32_max),
		cmocka_unit_test(log_replay_takes_batches_as_written),
		cmocka_unit_test(table_matches_model),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
