/*
 * test_json_random.c — the generated JSON converters over seeded random
 * instances of every message in every version (the generator's
 * --test-helpers fill functions): struct → JSON text → struct is equal
 * (unknown tagged fields included), the JSON is stable, and the copy
 * encodes to the same bytes. A failure names the message, version and seed.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/msg/testgen.h>

#include "roundtrip.h"

#include <stdio.h>
#include <string.h>

#define SEEDS 6

static void test_random_every_version(void **state)
{
	(void)state;
	assert_int_equal(kw_testgen_count, kw_msg_count);
	int checked = 0;
	for (size_t i = 0; i < kw_msg_count; i++) {
		const struct kw_msg_json *mj = &kw_msg_jsons[i];
		const struct kw_msg_codec *c = mj->codec;
		assert_string_equal(kw_testgen_entries[i].name, c->name);
		for (int v = c->min_version; v <= c->max_version; v++) {
			for (uint64_t seed = 1; seed <= SEEDS; seed++) {
				struct kw_testgen g;
				struct kw_arena a;
				kw_arena_init(&a);
				kw_testgen_seed(&g, seed * 100003u + i * 131u + (uint64_t)v);
				void *m = kw_arena_calloc(&a, 1, c->struct_size);
				assert_non_null(m);
				kw_testgen_entries[i].fill(m, (int16_t)v, &g, &a);
				if (!check_round_trip(mj, m, (int16_t)v))
					fail_msg("%s v%d seed %llu: the filled instance does not encode",
						 c->name, v, (unsigned long long)seed);
				/* Straight equality too: the fill sets only fields of v. */
				json_t *j = mj->to_json(m, (int16_t)v);
				void *back = kw_arena_calloc(&a, 1, c->struct_size);
				struct kw_error err;
				kw_error_clear(&err);
				assert_int_equal(mj->from_json(back, (int16_t)v, j, &a, &err), 0);
				if (!c->equal(m, back))
					fail_msg("%s v%d seed %llu: struct differs after JSON",
						 c->name, v, (unsigned long long)seed);
				json_decref(j);
				kw_arena_free(&a);
				checked++;
			}
		}
	}
	assert_true(checked > 100 * SEEDS);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_every_version),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
