/*
 * test_protocol_errors.c — Kafka's protocol error table
 * (runtime/protocol_errors.c): contiguous codes, names, retriable flags of
 * well-known codes, lookups outside the table.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/protocol_errors.h>

#include <string.h>

static void test_table_shape(void **state)
{
	(void)state;
	size_t n;
	const struct kw_protocol_error_info *t = kw_protocol_error_table(&n);
	assert_int_equal(n, 135); /* -1 .. 133 */
	for (size_t i = 0; i < n; i++) {
		assert_int_equal(t[i].code, (int)i - 1);
		assert_ptr_equal(kw_protocol_error_lookup(t[i].code), &t[i]);
		assert_non_null(t[i].message);
		assert_true(strlen(t[i].name) > 0);
		for (size_t j = 0; j < i; j++)
			assert_string_not_equal(t[i].name, t[j].name);
	}
	assert_null(kw_protocol_error_lookup(-2));
	assert_null(kw_protocol_error_lookup(134));
	assert_null(kw_protocol_error_lookup(INT16_MIN));
	assert_null(kw_protocol_error_lookup(INT16_MAX));
	assert_string_equal(kw_protocol_error_name(999), "UNKNOWN_ERROR_CODE");
	assert_false(kw_protocol_error_retriable(999));
}

static void test_known_codes(void **state)
{
	(void)state;
	struct {
		int16_t code;
		const char *name;
		bool retriable;
	} want[] = {
		{-1, "UNKNOWN_SERVER_ERROR", false},
		{0, "NONE", false},
		{3, "UNKNOWN_TOPIC_OR_PARTITION", true},
		{6, "NOT_LEADER_OR_FOLLOWER", true},
		{8, "BROKER_NOT_AVAILABLE", false},
		{35, "UNSUPPORTED_VERSION", false},
		{41, "NOT_CONTROLLER", true},
		{51, "CONCURRENT_TRANSACTIONS", true},
		{74, "FENCED_LEADER_EPOCH", true},
		{90, "PRODUCER_FENCED", false},
		{94, "INCONSISTENT_VOTER_SET", false},
		{104, "INCONSISTENT_CLUSTER_ID", false},
		{115, "UNSUPPORTED_ENDPOINT_TYPE", false},
		{125, "INVALID_VOTER_KEY", false},
		{126, "DUPLICATE_VOTER", false},
		{127, "VOTER_NOT_FOUND", false},
		{133, "SHARE_SESSION_LIMIT_REACHED", true},
	};
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		assert_string_equal(kw_protocol_error_name(want[i].code), want[i].name);
		assert_int_equal(kw_protocol_error_retriable(want[i].code),
				 want[i].retriable);
	}
	/* The enum constants are the table's codes. */
	assert_int_equal(KW_PERR_NOT_LEADER_OR_FOLLOWER, 6);
	assert_int_equal(KW_PERR_INCONSISTENT_CLUSTER_ID, 104);
	assert_int_equal(KW_PERR_UNKNOWN_TOPIC_ID, 100);
	assert_int_equal(KW_PERR_VOTER_NOT_FOUND, 127);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table_shape),
		cmocka_unit_test(test_known_codes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
