/* SPDX-License-Identifier: Apache-2.0 */
/* tests/node/test_sasl_scram.c — node/sasl_scram.c: the test vectors of
 * RFC 5802 (SHA-1) and RFC 7677 (SHA-256) on both sides, SHA-512 both
 * ways, wrong passwords, replayed client-final messages, and messages that
 * do not parse. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "node/sasl_scram.h"

struct vector {
	enum kr_scram_hash hash;
	const char *salt_b64, *client_nonce, *server_nonce;
	const char *c1, *s1, *c2, *s2;
};

/* RFC 5802 §5 */
static const struct vector rfc5802 = {
	KR_SCRAM_SHA1,
	"QSXCR+Q6sek8bf92",
	"fyko+d2lbbFgONRv9qkxdawL",
	"3rfcNHYJY1ZVvWVs7j",
	"n,,n=user,r=fyko+d2lbbFgONRv9qkxdawL",
	"r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j,s=QSXCR+Q6sek8bf92,i=4096",
	"c=biws,r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j,p=v0X8v3Bz2T0CJGbJQyF0X+"
	"HI4Ts=",
	"v=rmF9pqV8S7suAoZWja4dJRkFsKQ=",
};

/* RFC 7677 §3 */
static const struct vector rfc7677 = {
	KR_SCRAM_SHA256,
	"W22ZaJ0SNY7soEsUEjb6gQ==",
	"rOprNGfwEbeRWgbNEkqO",
	"%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0",
	"n,,n=user,r=rOprNGfwEbeRWgbNEkqO",
	"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,"
	"i=4096",
	"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
	"p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=",
	"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=",
};

/* The one user the lookups know: "user", password "pencil". */
static struct kr_scram_cred user_cred;

static int lookup(void *ctx, const char *user, enum kr_scram_hash h,
		  struct kr_scram_cred *out)
{
	(void)ctx;
	if (strcmp(user, "user") != 0 || h != user_cred.hash)
		return -1;
	*out = user_cred;
	return 0;
}

static void make_cred(enum kr_scram_hash h, const char *salt_b64)
{
	uint8_t salt[64];
	int n = kr_scram_b64_decode(salt_b64, strlen(salt_b64), salt, sizeof salt);
	assert_true(n > 0);
	assert_int_equal(
		kr_scram_cred_make(h, "pencil", 6, salt, (size_t)n, 4096, &user_cred), 0);
}

#define MSG(s) (const uint8_t *)(s), strlen(s)

static void server_side(const struct vector *v)
{
	make_cred(v->hash, v->salt_b64);
	struct kr_scram_server s;
	kr_scram_server_init(&s, v->hash);
	uint8_t out[1024];
	size_t ol = 0;
	char why[256];
	assert_int_equal(kr_scram_server_first(&s, MSG(v->c1), v->server_nonce, lookup,
					       NULL, out, sizeof out, &ol, why,
					       sizeof why),
			 0);
	assert_int_equal(ol, strlen(v->s1));
	assert_memory_equal(out, v->s1, ol);
	assert_string_equal(s.user, "user");
	assert_int_equal(kr_scram_server_final(&s, MSG(v->c2), out, sizeof out, &ol, why,
					       sizeof why),
			 0);
	assert_int_equal(ol, strlen(v->s2));
	assert_memory_equal(out, v->s2, ol);
}

static void client_side(const struct vector *v)
{
	struct kr_scram_client c;
	uint8_t out[1024];
	size_t ol = 0;
	char why[256];
	assert_int_equal(kr_scram_client_first(&c, v->hash, "user", "pencil",
					       v->client_nonce, out, sizeof out, &ol),
			 0);
	assert_int_equal(ol, strlen(v->c1));
	assert_memory_equal(out, v->c1, ol);
	assert_int_equal(kr_scram_client_final(&c, MSG(v->s1), out, sizeof out, &ol, why,
					       sizeof why),
			 0);
	assert_int_equal(ol, strlen(v->c2));
	assert_memory_equal(out, v->c2, ol);
	assert_int_equal(kr_scram_client_check(&c, MSG(v->s2), why, sizeof why), 0);
}

static void test_rfc5802_server(void **state)
{
	(void)state;
	server_side(&rfc5802);
}

static void test_rfc5802_client(void **state)
{
	(void)state;
	client_side(&rfc5802);
}

static void test_rfc7677_server(void **state)
{
	(void)state;
	server_side(&rfc7677);
}

static void test_rfc7677_client(void **state)
{
	(void)state;
	client_side(&rfc7677);
}

/* A whole exchange between our client (password pw) and server; returns
 * the server's verdict on the client-final, which is kept in final. */
static int exchange(enum kr_scram_hash h, const char *pw, const char *snonce, char *final,
		    size_t cap, char *why, size_t wl)
{
	struct kr_scram_client c;
	struct kr_scram_server s;
	uint8_t m1[1024], m2[1024], m3[1024], m4[1024];
	size_t l1, l2, l3, l4;
	kr_scram_server_init(&s, h);
	assert_int_equal(
		kr_scram_client_first(&c, h, "user", pw, NULL, m1, sizeof m1, &l1), 0);
	assert_int_equal(kr_scram_server_first(&s, m1, l1, snonce, lookup, NULL, m2,
					       sizeof m2, &l2, why, wl),
			 0);
	assert_int_equal(kr_scram_client_final(&c, m2, l2, m3, sizeof m3, &l3, why, wl),
			 0);
	if (final) {
		assert_true(l3 < cap);
		memcpy(final, m3, l3);
		final[l3] = '\0';
	}
	int rc = kr_scram_server_final(&s, m3, l3, m4, sizeof m4, &l4, why, wl);
	if (rc == 0)
		assert_int_equal(kr_scram_client_check(&c, m4, l4, why, wl), 0);
	return rc;
}

static void test_sha512_both_ways(void **state)
{
	(void)state;
	make_cred(KR_SCRAM_SHA512, "c2FsdHNhbHRzYWx0");
	char why[256];
	assert_int_equal(
		exchange(KR_SCRAM_SHA512, "pencil", NULL, NULL, 0, why, sizeof why), 0);
	assert_int_equal(kr_scram_key_len(KR_SCRAM_SHA512), 64);
}

static void test_wrong_password(void **state)
{
	(void)state;
	make_cred(KR_SCRAM_SHA256, rfc7677.salt_b64);
	char why[256];
	assert_int_equal(
		exchange(KR_SCRAM_SHA256, "pencil!", NULL, NULL, 0, why, sizeof why), -1);
	assert_non_null(strstr(why, "wrong password for user 'user'"));
	assert_null(strstr(why, "pencil"));
}

/* A client-final captured from one exchange fails in another: the server
 * part of the nonce is new each time. */
static void test_replayed_final(void **state)
{
	(void)state;
	make_cred(KR_SCRAM_SHA256, rfc7677.salt_b64);
	char final[1024], why[256];
	assert_int_equal(exchange(KR_SCRAM_SHA256, "pencil", NULL, final, sizeof final,
				  why, sizeof why),
			 0);
	/* a new exchange with the same client-first */
	struct kr_scram_server s;
	kr_scram_server_init(&s, KR_SCRAM_SHA256);
	uint8_t out[1024];
	size_t ol;
	const char *first = strstr(final, ",r=") + 3;
	char c1[256];
	snprintf(c1, sizeof c1, "n,,n=user,r=%.*s", KR_SCRAM_NONCE_LEN, first);
	assert_int_equal(kr_scram_server_first(&s, MSG(c1), NULL, lookup, NULL, out,
					       sizeof out, &ol, why, sizeof why),
			 0);
	assert_int_equal(kr_scram_server_final(&s, MSG(final), out, sizeof out, &ol, why,
					       sizeof why),
			 -1);
	assert_non_null(strstr(why, "nonce"));
	/* and the exchange is over: a second try is out of turn */
	assert_int_equal(kr_scram_server_final(&s, MSG(final), out, sizeof out, &ol, why,
					       sizeof why),
			 -1);
	assert_non_null(strstr(why, "out of turn"));
}

/* librdkafka's client-final repeats the client nonce in front of the
 * combined one; that form (and only that) is taken. */
static void test_nonce_forms(void **state)
{
	(void)state;
	make_cred(KR_SCRAM_SHA256, rfc7677.salt_b64);
	const char *forms[] = {"rOprNGfwEbeRWgbNEkqO", "XXXX", "rOprNGfwEbeRWgbNEkqOX"};
	for (int i = 0; i < 3; i++) {
		struct kr_scram_server s;
		kr_scram_server_init(&s, KR_SCRAM_SHA256);
		uint8_t out[1024];
		size_t ol;
		char why[256], c2[512];
		assert_int_equal(kr_scram_server_first(&s, MSG(rfc7677.c1),
						       rfc7677.server_nonce, lookup, NULL,
						       out, sizeof out, &ol, why,
						       sizeof why),
				 0);
		/* the proof is not checked before the nonce: any proof will do */
		snprintf(c2, sizeof c2,
			 "c=biws,r=%srOprNGfwEbeRWgbNEkqO%%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
			 "p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=",
			 forms[i]);
		int rc = kr_scram_server_final(&s, MSG(c2), out, sizeof out, &ol, why,
					       sizeof why);
		assert_int_equal(rc, -1);
		/* the first form passes the nonce check and fails on the proof
		 * (the AuthMessage differs); the others fail on the nonce */
		if (i == 0)
			assert_non_null(strstr(why, "wrong password"));
		else
			assert_non_null(strstr(why, "nonce"));
	}
}

static void test_bad_client_first(void **state)
{
	(void)state;
	make_cred(KR_SCRAM_SHA256, rfc7677.salt_b64);
	static const char *const bad[] = {
		"",
		"n",
		"p=tls-unique,,n=user,r=abc",
		"x,,n=user,r=abc",
		"n,n=user,r=abc",
		"n,,r=abc",
		"n,,n=user",
		"n,,n=user,r=",
		"n,,n=us=4Cer,r=abc",
		"n,,n=user=,r=abc",
		"n,,n=,r=abc",
		"n,a=other,n=user,r=abc",
		"n,,n=user,r=abc,m=ext",
		"n,,n=nobody,r=abc",
		("n,,n=user,r=a\x01"
		 "b"),
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct kr_scram_server s;
		kr_scram_server_init(&s, KR_SCRAM_SHA256);
		uint8_t out[1024];
		size_t ol;
		char why[256] = "";
		assert_int_equal(kr_scram_server_first(&s, MSG(bad[i]), NULL, lookup,
						       NULL, out, sizeof out, &ol, why,
						       sizeof why),
				 -1);
		assert_true(strncmp(why, "SCRAM", 5) == 0);
	}
	/* an oversize message */
	char big[KR_SCRAM_MAX_MESSAGE + 64];
	memset(big, 'a', sizeof big);
	memcpy(big, "n,,n=user,r=", 12);
	struct kr_scram_server s;
	kr_scram_server_init(&s, KR_SCRAM_SHA256);
	uint8_t out[1024];
	size_t ol;
	char why[256];
	assert_int_equal(kr_scram_server_first(&s, (const uint8_t *)big, sizeof big, NULL,
					       lookup, NULL, out, sizeof out, &ol, why,
					       sizeof why),
			 -1);
	assert_non_null(strstr(why, "at most"));
	/* an authzid equal to the user is fine, escapes are undone */
	kr_scram_server_init(&s, KR_SCRAM_SHA256);
	assert_int_equal(kr_scram_server_first(&s, MSG("y,a=user,n=user,r=abc"), NULL,
					       lookup, NULL, out, sizeof out, &ol, why,
					       sizeof why),
			 0);
}

static void test_bad_client_final(void **state)
{
	(void)state;
	make_cred(KR_SCRAM_SHA256, rfc7677.salt_b64);
	const char *nonce = "rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
	char bad[6][256];
	snprintf(bad[0], 256,
		 "c=eSws,r=%s,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=", nonce);
	snprintf(bad[1], 256, "c=biws,r=%s", nonce);
	snprintf(bad[2], 256, "c=biws,r=%s,p=!!!!", nonce);
	snprintf(bad[3], 256, "c=biws,r=%s,p=dHzb", nonce);
	snprintf(bad[4], 256,
		 "r=%s,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=", nonce);
	snprintf(bad[5], 256,
		 "c=biws,r=%s,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=,x=1", nonce);
	for (int i = 0; i < 6; i++) {
		struct kr_scram_server s;
		kr_scram_server_init(&s, KR_SCRAM_SHA256);
		uint8_t out[1024];
		size_t ol;
		char why[256];
		assert_int_equal(kr_scram_server_first(&s, MSG(rfc7677.c1),
						       rfc7677.server_nonce, lookup, NULL,
						       out, sizeof out, &ol, why,
						       sizeof why),
				 0);
		assert_int_equal(kr_scram_server_final(&s, MSG(bad[i]), out, sizeof out,
						       &ol, why, sizeof why),
				 -1);
	}
	/* a client-final before a client-first is out of turn */
	struct kr_scram_server s;
	kr_scram_server_init(&s, KR_SCRAM_SHA256);
	uint8_t out[64];
	size_t ol;
	char why[256];
	assert_int_equal(kr_scram_server_final(&s, MSG(rfc7677.c2), out, sizeof out, &ol,
					       why, sizeof why),
			 -1);
	assert_non_null(strstr(why, "out of turn"));
}

static void test_escaped_user(void **state)
{
	(void)state;
	struct kr_scram_client c;
	uint8_t out[256];
	size_t ol;
	assert_int_equal(kr_scram_client_first(&c, KR_SCRAM_SHA256, "a,b=c", "pw", "N",
					       out, sizeof out, &ol),
			 0);
	assert_int_equal(ol, strlen("n,,n=a=2Cb=3Dc,r=N"));
	assert_memory_equal(out, "n,,n=a=2Cb=3Dc,r=N", ol);
	struct kr_scram_server s;
	kr_scram_server_init(&s, KR_SCRAM_SHA256);
	char why[256];
	uint8_t sf[256];
	/* unknown, but the name was unescaped before the lookup */
	assert_int_equal(kr_scram_server_first(&s, out, ol, NULL, lookup, NULL, sf,
					       sizeof sf, &ol, why, sizeof why),
			 -1);
	assert_string_equal(s.user, "a,b=c");
}

static void test_server_first_checked(void **state)
{
	(void)state;
	static const char *const bad[] = {
		"r=OTHER,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096",
		"r=rOprNGfwEbeRWgbNEkqOxyz,s=!!,i=4096",
		"r=rOprNGfwEbeRWgbNEkqOxyz,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=1",
		"r=rOprNGfwEbeRWgbNEkqOxyz,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=99999999",
		"r=rOprNGfwEbeRWgbNEkqOxyz,s=W22ZaJ0SNY7soEsUEjb6gQ==",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct kr_scram_client c;
		uint8_t out[1024];
		size_t ol;
		char why[256];
		assert_int_equal(kr_scram_client_first(&c, KR_SCRAM_SHA256, "user",
						       "pencil", rfc7677.client_nonce,
						       out, sizeof out, &ol),
				 0);
		assert_int_equal(kr_scram_client_final(&c, MSG(bad[i]), out, sizeof out,
						       &ol, why, sizeof why),
				 -1);
	}
	/* a server signature that is not the right one */
	struct kr_scram_client c;
	uint8_t out[1024];
	size_t ol;
	char why[256];
	kr_scram_client_first(&c, KR_SCRAM_SHA256, "user", "pencil", rfc7677.client_nonce,
			      out, sizeof out, &ol);
	assert_int_equal(kr_scram_client_final(&c, MSG(rfc7677.s1), out, sizeof out, &ol,
					       why, sizeof why),
			 0);
	assert_int_equal(kr_scram_client_check(&c, MSG("v=rmF9pqV8S7suAoZWja4dJRkFsKQ="),
					       why, sizeof why),
			 -1);
}

static void test_cred_check_and_base64(void **state)
{
	(void)state;
	make_cred(KR_SCRAM_SHA256, rfc7677.salt_b64);
	assert_true(kr_scram_cred_check(&user_cred, "pencil", 6));
	assert_false(kr_scram_cred_check(&user_cred, "pencil", 5));
	assert_false(kr_scram_cred_check(&user_cred, "Pencil", 6));
	uint8_t b[16];
	assert_int_equal(kr_scram_b64_decode("YWJj", 4, b, sizeof b), 3);
	assert_int_equal(kr_scram_b64_decode("YWI=", 4, b, sizeof b), 2);
	assert_int_equal(kr_scram_b64_decode("YQ==", 4, b, sizeof b), 1);
	assert_int_equal(kr_scram_b64_decode("YWJ", 3, b, sizeof b), -1);
	assert_int_equal(kr_scram_b64_decode("Y=Jj", 4, b, sizeof b), -1);
	assert_int_equal(kr_scram_b64_decode("YW J", 4, b, sizeof b), -1);
	assert_int_equal(kr_scram_b64_decode("YWJjYWJj", 8, b, 5), -1);
	char t[8];
	assert_int_equal(kr_scram_b64_encode((const uint8_t *)"abc", 3, t, sizeof t), 4);
	assert_string_equal(t, "YWJj");
	assert_int_equal(kr_scram_b64_encode((const uint8_t *)"abcdef", 6, t, sizeof t),
			 -1);
	assert_int_equal(kr_scram_hash_of("SCRAM-SHA-256"), KR_SCRAM_SHA256);
	assert_int_equal(kr_scram_hash_of("SCRAM-SHA-1"), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rfc5802_server),
		cmocka_unit_test(test_rfc5802_client),
		cmocka_unit_test(test_rfc7677_server),
		cmocka_unit_test(test_rfc7677_client),
		cmocka_unit_test(test_sha512_both_ways),
		cmocka_unit_test(test_wrong_password),
		cmocka_unit_test(test_replayed_final),
		cmocka_unit_test(test_nonce_forms),
		cmocka_unit_test(test_bad_client_first),
		cmocka_unit_test(test_bad_client_final),
		cmocka_unit_test(test_escaped_user),
		cmocka_unit_test(test_server_first_checked),
		cmocka_unit_test(test_cred_check_and_base64),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
