/*
 * tests/raft/test_errors.c — the error-code tables of the libraries a node
 * links never overlap: the runtime's KW_ERR_* are -1..-99, storage's
 * -100..-199, the wire adapter's -200..-299 and the Raft core's
 * -300..-399, so a code that crosses a layer still names its origin;
 * and the snapshot definitions the core and storage both carry agree.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "kraft.h"
#include "kwire/error.h"
#include "storage/error.h"
#include "storage/snapshot.h"
#include "wire/wire.h"

struct code {
	int value;
	const char *name;
};

#define ENTRY(name, val, msg) { val, #name },
static const struct code runtime_codes[] = { KW_ERRNO_MAP(ENTRY) };
static const struct code storage_codes[] = { KR_STORAGE_ERRNO_MAP(ENTRY) };
static const struct code wire_codes[] = { KR_WIRE_ERRNO_MAP(ENTRY) };
static const struct code core_codes[] = { KR_ERRNO_MAP(ENTRY) };
#undef ENTRY

#define N(a) (sizeof(a) / sizeof((a)[0]))

static void check_range(const struct code *c, size_t n, int hi, int lo)
{
	for (size_t i = 0; i < n; i++) {
		if (c[i].value > hi || c[i].value < lo)
			fail_msg("%s = %d is outside %d..%d", c[i].name, c[i].value,
				 hi, lo);
		for (size_t j = 0; j < i; j++)
			if (c[j].value == c[i].value)
				fail_msg("%s and %s share %d", c[j].name, c[i].name,
					 c[i].value);
	}
}

static void test_ranges_do_not_overlap(void **state)
{
	(void)state;
	check_range(runtime_codes, N(runtime_codes), -1, -99);
	check_range(storage_codes, N(storage_codes), -100, -199);
	check_range(wire_codes, N(wire_codes), -200, -299);
	check_range(core_codes, N(core_codes), -300, -399);
}

static void test_core_names_only_its_own(void **state)
{
	(void)state;
	for (size_t i = 0; i < N(core_codes); i++) {
		char want[64] = "KR_ERR_";
		strcat(want, core_codes[i].name);
		assert_string_equal(kr_errname(core_codes[i].value), want);
	}
	/* a runtime, storage or wire code is not taken for a core one */
	assert_string_equal(kr_errname(KW_ERR_NOMEM), "KR_ERR_UNKNOWN");
	assert_string_equal(kr_errname(KR_STORAGE_ERR_FAILED), "KR_ERR_UNKNOWN");
	assert_string_equal(kr_errname(KR_WIRE_ERR_NOT_RAFT), "KR_ERR_UNKNOWN");
	assert_string_equal(kr_errname(-1), "KR_ERR_UNKNOWN");
	assert_string_equal(kr_strerror(-1), "unknown error");
}

/* The core and storage share two snapshot definitions they cannot take
 * from each other's headers (neither includes the other's): the largest
 * batch a snapshot may hold (the core checks a fetched one against it,
 * storage's reader refuses larger ones at the install) and the id. */
static void test_snapshot_definitions_agree(void **state)
{
	(void)state;
	assert_int_equal(KR_SNAPSHOT_BATCH_MAX, KR_SNAPSHOT_MAX_BATCH_BYTES);
	struct kr_snapshot_id id = { 4711, 3 };
	assert_int_equal(sizeof(id), 16);
	assert_int_equal(offsetof(struct kr_snapshot_id, epoch), 8);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_snapshot_definitions_agree),
		cmocka_unit_test(test_ranges_do_not_overlap),
		cmocka_unit_test(test_core_names_only_its_own),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
