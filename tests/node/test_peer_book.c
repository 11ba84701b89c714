/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_peer_book.c — the peers' address book: precedence of
 * the sources (the log over the configuration, hints only for unknown
 * ids), bootstrap ids apart, bounds, and the dirty flag that hands the
 * list to the transport.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "node/peer_book.h"

static void test_precedence(void **state)
{
	(void)state;
	struct kr_peer_book b;
	kr_peer_book_init(&b);
	assert_true(kr_peer_book_put(&b, 2, "c2", 9093, KR_PEER_CONFIG));
	/* a hint never moves a known id */
	assert_false(kr_peer_book_put(&b, 2, "evil", 1, KR_PEER_HINT));
	assert_string_equal(kr_peer_book_get(&b, 2)->host, "c2");
	/* the log wins over the configuration, and then keeps it */
	assert_true(kr_peer_book_put(&b, 2, "l2", 9193, KR_PEER_LOG));
	assert_false(kr_peer_book_put(&b, 2, "c2", 9093, KR_PEER_CONFIG));
	const struct kr_peer_entry *e = kr_peer_book_get(&b, 2);
	assert_string_equal(e->host, "l2");
	assert_int_equal(e->port, 9193);
	assert_int_equal(e->src, KR_PEER_LOG);
	/* a hint fills an unknown id, and the configuration replaces it */
	assert_true(kr_peer_book_put(&b, 5, "h5", 9000, KR_PEER_HINT));
	assert_true(kr_peer_book_put(&b, 5, "c5", 9001, KR_PEER_CONFIG));
	assert_string_equal(kr_peer_book_get(&b, 5)->host, "c5");
	/* the same address again is no change */
	assert_false(kr_peer_book_put(&b, 5, "c5", 9001, KR_PEER_CONFIG));
	/* forget: only the source's own entry */
	assert_false(kr_peer_book_forget(&b, 2, KR_PEER_CONFIG));
	assert_true(kr_peer_book_forget(&b, 2, KR_PEER_LOG));
	assert_null(kr_peer_book_get(&b, 2));
}

static void test_ids_and_bounds(void **state)
{
	(void)state;
	struct kr_peer_book b;
	kr_peer_book_init(&b);
	/* bootstrap servers only under bootstrap ids, others never there */
	assert_true(kr_peer_book_put(&b, KR_BOOTSTRAP_ID(0), "b0", 9093, KR_PEER_BOOTSTRAP));
	assert_false(kr_peer_book_put(&b, 3, "b0", 9093, KR_PEER_BOOTSTRAP));
	assert_false(kr_peer_book_put(&b, KR_BOOTSTRAP_ID(1), "x", 9093, KR_PEER_LOG));
	assert_false(kr_peer_book_put(&b, -1, "x", 9093, KR_PEER_HINT));
	assert_false(kr_peer_book_put(&b, KR_BOOTSTRAP_ID(KR_MAX_BOOTSTRAP), "x", 1,
				      KR_PEER_BOOTSTRAP));
	/* no empty host, no port 0, no host too long */
	assert_false(kr_peer_book_put(&b, 1, "", 9093, KR_PEER_CONFIG));
	assert_false(kr_peer_book_put(&b, 1, "h", 0, KR_PEER_CONFIG));
	char longhost[KR_PEER_HOST_MAX + 1];
	memset(longhost, 'a', sizeof longhost - 1);
	longhost[sizeof longhost - 1] = '\0';
	assert_false(kr_peer_book_put(&b, 1, longhost, 9093, KR_PEER_CONFIG));
	/* fixed capacity */
	for (int32_t i = 0; i < KR_PEER_BOOK_MAX - 1; i++)
		assert_true(kr_peer_book_put(&b, 100 + i, "h", 1, KR_PEER_HINT));
	assert_false(kr_peer_book_put(&b, 999, "h", 1, KR_PEER_CONFIG));
	struct kr_transport_peer out[KR_PEER_BOOK_MAX];
	assert_int_equal(kr_peer_book_list(&b, out, KR_PEER_BOOK_MAX), KR_PEER_BOOK_MAX);
	assert_int_equal(out[0].id, KR_BOOTSTRAP_ID(0));
	assert_string_equal(out[0].host, "b0");
	assert_int_equal(kr_peer_book_list(&b, out, 3), 3);
	assert_true(b.dirty);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_precedence),
		cmocka_unit_test(test_ids_and_bounds),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
