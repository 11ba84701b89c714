/*
 * tests/node/test_sim_wire.c — the Raft simulator with every message passed
 * through the Kafka wire adapter (kr_wire_sim_encode/decode) instead of its
 * private byte format: seeded chaos runs, and the hostile peer's attack,
 * must keep every invariant.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "sim.h"
#include "wire/wire.h"

static void run_seed(uint64_t seed, bool anonymous)
{
	struct sim_opts o;
	sim_opts_init(&o, seed);
	o.voters = 3;
	o.observers = 1;
	o.anonymous_observers = anonymous;
	o.codec = (struct sim_codec){ kr_wire_sim_encode, kr_wire_sim_decode, NULL };
	o.chaos_interval_ms = 500;
	o.crash_permille = 300;
	o.partition_permille = 300;
	o.heal_at_ms = 20000;
	o.run_until_ms = 30000;
	o.liveness_ms = 8000;
	o.append_interval_ms = 50;
	struct sim *s = sim_new(&o);
	assert_non_null(s);
	int rc = sim_run(s);
	if (rc != 0)
		fail_msg("seed %llu: %s", (unsigned long long)seed, sim_violation(s));
	const struct sim_stats *st = sim_stats(s);
	assert_true(st->committed_records > 0);
	assert_true(st->messages > 0);
	print_message("seed %llu: %llu messages over the wire, %llu records committed, %llu crashes\n",
		      (unsigned long long)seed, (unsigned long long)st->messages,
		      (unsigned long long)st->committed_records, (unsigned long long)st->crashes);
	sim_free(s);
}

static void test_sim_over_wire(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 6; seed++)
		run_seed(seed, seed % 2 == 0);
}

static void test_adversary_over_wire(void **state)
{
	(void)state;
	/* the hostile peer's requests as Kafka bytes: every invariant holds,
	 * no core stops and the quorum keeps committing */
	for (uint64_t seed = 1; seed <= 3; seed++) {
		struct sim_opts o;
		sim_opts_init(&o, seed);
		sim_opts_preset(&o, "adversary", 3);
		o.observers = 1;
		o.codec = (struct sim_codec){ kr_wire_sim_encode, kr_wire_sim_decode, NULL };
		struct sim *s = sim_new(&o);
		assert_non_null(s);
		if (sim_run(s) != 0)
			fail_msg("seed %llu: %s", (unsigned long long)seed, sim_violation(s));
		const struct sim_stats *st = sim_stats(s);
		assert_true(st->adversary_messages > 1000);
		assert_true(st->refusals > 0);
		assert_true(st->committed_records > 0);
		sim_free(s);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sim_over_wire),
		cmocka_unit_test(test_adversary_over_wire),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
