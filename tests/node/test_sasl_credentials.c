/* SPDX-License-Identifier: Apache-2.0 */
/* tests/node/test_sasl_credentials.c — node/sasl_credentials.c: the
 * credentials file, its errors (file:line: what), and the lines
 * kr_credentials_format writes read back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "node/sasl_credentials.h"

static int parse(const char *text, struct kr_credentials *c, char *why)
{
	return kr_credentials_parse(text, strlen(text), "users.txt", c, why, 256);
}

static void test_round_trip(void **state)
{
	(void)state;
	struct kr_scram_cred a, b;
	const uint8_t salt[] = "0123456789abcdef";
	assert_int_equal(
		kr_scram_cred_make(KR_SCRAM_SHA256, "pw-a", 4, salt, 16, 4096, &a), 0);
	assert_int_equal(
		kr_scram_cred_make(KR_SCRAM_SHA512, "pw-b", 4, salt, 16, 8192, &b), 0);
	char text[4096];
	int n = kr_credentials_format("alice", &a, text, sizeof text);
	assert_true(n > 0);
	assert_non_null(strstr(text, "alice SCRAM-SHA-256 salt="));
	strcat(text, "# a comment\n\n   \t\n");
	int m = kr_credentials_format("bob", &b, text + strlen(text),
				      sizeof text - strlen(text));
	assert_true(m > 0);
	struct kr_credentials c;
	char why[256];
	assert_int_equal(parse(text, &c, why), 0);
	assert_int_equal(c.n, 2);
	const struct kr_scram_cred *ra =
		kr_credentials_find(&c, "alice", KR_SCRAM_SHA256);
	const struct kr_scram_cred *rb = kr_credentials_find(&c, "bob", KR_SCRAM_SHA512);
	assert_non_null(ra);
	assert_non_null(rb);
	assert_null(kr_credentials_find(&c, "alice", KR_SCRAM_SHA512));
	assert_null(kr_credentials_find(&c, "carol", KR_SCRAM_SHA256));
	assert_true(kr_scram_cred_check(ra, "pw-a", 4));
	assert_true(kr_scram_cred_check(rb, "pw-b", 4));
	assert_int_equal(rb->iterations, 8192);
	assert_false(kr_scram_cred_check(ra, "pw-b", 4));
	kr_credentials_free(&c);
}

static void test_errors(void **state)
{
	(void)state;
	static const char k32[] = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
	char good[512];
	snprintf(good, sizeof good,
		 "u SCRAM-SHA-256 "
		 "salt=c2FsdA==,stored_key=%s,server_key=%s,iterations=4096\n",
		 k32, k32);
	struct kr_credentials c;
	char why[256];
	assert_int_equal(parse(good, &c, why), 0);
	kr_credentials_free(&c);
	struct {
		const char *line, *expect;
	} cases[] = {
		{"u SCRAM-SHA-256\n", "users.txt:2: expected"},
		{"u SCRAM-SHA-1 "
		 "salt=c2FsdA==,stored_key=x,server_key=x,iterations=4096\n",
		 "users.txt:2: mechanism 'SCRAM-SHA-1'"},
		{"u SCRAM-SHA-256 salt=!!!!,stored_key=x,server_key=x,iterations=4096\n",
		 "users.txt:2: salt"},
		{"u SCRAM-SHA-256 "
		 "salt=c2FsdA==,stored_key=c2FsdA==,server_key=x,iterations=4096\n",
		 "users.txt:2: stored_key"},
		{"u SCRAM-SHA-256 a b c\n", "users.txt:2: expected"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char text[1024];
		snprintf(text, sizeof text, "# users\n%s", cases[i].line);
		assert_int_equal(parse(text, &c, why), -1);
		assert_non_null(strstr(why, cases[i].expect));
		assert_int_equal(c.n, 0);
	}
	/* iterations out of bounds, a duplicate, a NUL, a long line */
	char text[8192];
	snprintf(text, sizeof text,
		 "u SCRAM-SHA-256 "
		 "salt=c2FsdA==,stored_key=%s,server_key=%s,iterations=10\n",
		 k32, k32);
	assert_int_equal(parse(text, &c, why), -1);
	assert_non_null(strstr(why, "users.txt:1: iterations"));
	snprintf(text, sizeof text, "%s%s", good, good);
	assert_int_equal(parse(text, &c, why), -1);
	assert_non_null(
		strstr(why, "users.txt:2: user u has a second SCRAM-SHA-256 line"));
	assert_int_equal(
		kr_credentials_parse("u\0v\n", 4, "users.txt", &c, why, sizeof why), -1);
	assert_non_null(strstr(why, "NUL"));
	memset(text, 'a', sizeof text - 1);
	text[sizeof text - 1] = '\0';
	assert_int_equal(parse(text, &c, why), -1);
	assert_non_null(strstr(why, "longer than"));
}

static void test_load(void **state)
{
	(void)state;
	struct kr_credentials c;
	char why[256];
	assert_int_equal(
		kr_credentials_load("/nonexistent/users.txt", &c, why, sizeof why), -1);
	assert_non_null(strstr(why, "/nonexistent/users.txt: cannot open"));
	char path[] = "/tmp/kwire-creds-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	struct kr_scram_cred a;
	assert_int_equal(kr_scram_cred_make(KR_SCRAM_SHA256, "pw", 2,
					    (const uint8_t *)"salt", 4, 4096, &a),
			 0);
	char line[1024];
	int n = kr_credentials_format("alice", &a, line, sizeof line);
	assert_int_equal(write(fd, line, (size_t)n), n);
	close(fd);
	assert_int_equal(kr_credentials_load(path, &c, why, sizeof why), 0);
	assert_int_equal(c.n, 1);
	kr_credentials_free(&c);
	unlink(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_load),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
