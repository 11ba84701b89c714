/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_log_tail.c — node/log_tail.c: reads of the newest
 * batches from memory, with kr_log_read_fn's contract (from the batch
 * holding the offset, whole batches, at most max_bytes but at least one),
 * and the cases that must send a read to the file instead.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "node/log_tail.h"

/* A fake batch of `len` bytes, each byte its base offset's low bits. */
static const uint8_t *fake(int64_t base, size_t len)
{
	static uint8_t buf[4096];
	memset(buf, (int)(base & 0xff), len);
	return buf;
}

static void test_reads_from_the_batch_holding_offset(void **state)
{
	(void)state;
	struct kr_log_tail t;
	kr_log_tail_init(&t, 1 << 20);
	kr_log_tail_append(&t, 10, 5, fake(10, 100), 100);  /* 10..14 */
	kr_log_tail_append(&t, 15, 1, fake(15, 50), 50);    /* 15 */
	kr_log_tail_append(&t, 16, 4, fake(16, 200), 200);  /* 16..19 */
	struct kw_bytes v;
	assert_false(kr_log_tail_read(&t, 9, 1000, &v));  /* before the tail */
	assert_false(kr_log_tail_read(&t, 20, 1000, &v)); /* the log end */
	assert_true(kr_log_tail_read(&t, 12, 1000, &v));  /* mid-batch */
	assert_int_equal(v.len, 350);
	assert_int_equal(v.ptr[0], 10);
	assert_true(kr_log_tail_read(&t, 15, 1000, &v));
	assert_int_equal(v.len, 250);
	assert_int_equal(v.ptr[0], 15);
	/* at most max_bytes, but always one whole batch */
	assert_true(kr_log_tail_read(&t, 10, 160, &v));
	assert_int_equal(v.len, 150);
	assert_true(kr_log_tail_read(&t, 16, 1, &v));
	assert_int_equal(v.len, 200);
	assert_int_equal(v.ptr[199], 16);
	kr_log_tail_free(&t);
}

static void test_gap_truncation_and_reset_empty_it(void **state)
{
	(void)state;
	struct kr_log_tail t;
	kr_log_tail_init(&t, 1 << 20);
	struct kw_bytes v;
	kr_log_tail_append(&t, 0, 2, fake(0, 100), 100);
	kr_log_tail_append(&t, 5, 1, fake(5, 100), 100); /* does not continue */
	assert_false(kr_log_tail_read(&t, 0, 1000, &v));
	assert_true(kr_log_tail_read(&t, 5, 1000, &v));
	assert_int_equal(v.len, 100);
	kr_log_tail_reset(&t); /* as the driver does for a truncation */
	assert_false(kr_log_tail_read(&t, 5, 1000, &v));
	kr_log_tail_free(&t);
}

static void test_keeps_at_most_the_limit(void **state)
{
	(void)state;
	struct kr_log_tail t;
	kr_log_tail_init(&t, 1000);
	struct kw_bytes v;
	for (int64_t i = 0; i < 30; i++)
		kr_log_tail_append(&t, i, 1, fake(i, 100), 100);
	assert_true(t.len <= 1000);
	/* the newest are there, byte for byte; the oldest went */
	assert_true(kr_log_tail_read(&t, 29, 100, &v));
	assert_int_equal(v.len, 100);
	assert_int_equal(v.ptr[0], 29);
	assert_int_equal(v.ptr[99], 29);
	assert_false(kr_log_tail_read(&t, 0, 100, &v));
	/* a batch larger than the limit empties it: reads go to the file */
	kr_log_tail_append(&t, 30, 1, fake(30, 2000), 2000);
	assert_false(kr_log_tail_read(&t, 30, 10000, &v));
	assert_false(kr_log_tail_read(&t, 29, 10000, &v));
	kr_log_tail_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reads_from_the_batch_holding_offset),
		cmocka_unit_test(test_gap_truncation_and_reset_empty_it),
		cmocka_unit_test(test_keeps_at_most_the_limit),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
