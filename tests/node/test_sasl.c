/* SPDX-License-Identifier: Apache-2.0 */
/* tests/node/test_sasl.c — node/sasl.c: PLAIN's message, and the SASL
 * exchange of one connection as the transport drives it, frame by frame:
 * what passes before and after authentication, Kafka's error codes for a
 * wrong mechanism, a request out of turn and a failed authentication,
 * oversize tokens, the session lifetime and re-authentication. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/sasl_authenticate_request.h"
#include "kwire/msg/sasl_authenticate_response.h"
#include "kwire/msg/sasl_handshake_request.h"
#include "kwire/msg/sasl_handshake_response.h"
#include "kwire/protocol_errors.h"
#include "node/sasl.h"
#include "node/sasl_credentials.h"
#include "node/sasl_scram.h"

static char path[64];
static struct kr_sasl_server *srv;

/* alice (password "alice-pw") and bob ("bob-pw"), SCRAM-SHA-256 only */
static int setup(void **state)
{
	(void)state;
	strcpy(path, "/tmp/kwire-sasl-XXXXXX");
	int fd = mkstemp(path);
	if (fd < 0)
		return -1;
	const char *users[2][2] = {{"alice", "alice-pw"}, {"bob", "bob-pw"}};
	for (int i = 0; i < 2; i++) {
		struct kr_scram_cred c;
		char line[1024];
		if (kr_scram_cred_make(KR_SCRAM_SHA256, users[i][1], strlen(users[i][1]),
				       (const uint8_t *)"salty", 5, 4096, &c) != 0)
			return -1;
		int n = kr_credentials_format(users[i][0], &c, line, sizeof line);
		if (n < 0 || write(fd, line, (size_t)n) != n)
			return -1;
	}
	close(fd);
	char why[256];
	srv = kr_sasl_server_new("PLAIN,SCRAM-SHA-256", path, 1000, why, sizeof why);
	return srv ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	kr_sasl_server_free(srv);
	unlink(path);
	return 0;
}

/* ---- frames ---- */

static int32_t corr = 100;

static size_t frame(uint8_t *out, size_t cap, int16_t key, int16_t v, const void *m,
		    int (*enc)(const void *, int16_t, struct kw_writer *))
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	kw_writer_init_fixed(&w, out, cap, &err);
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = v;
	h.correlation_id = ++corr;
	h.client_id = KW_STR_LIT("test");
	const struct kw_api *api = kw_api_by_key(key);
	kw_rpc_request_header_encode(&h, kw_api_request_header_version(api, v), &w);
	if (enc)
		assert_int_equal(enc(m, v, &w), 0);
	assert_true(kw_writer_ok(&w));
	return w.pos;
}

static int enc_hs(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sasl_handshake_request_encode(m, v, w);
}

static int enc_auth(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sasl_authenticate_request_encode(m, v, w);
}

struct step {
	enum kr_sasl_verdict verdict;
	uint8_t *out;
	size_t out_len;
	char why[320];
};

static void step(struct kr_sasl_conn *c, const uint8_t *f, size_t len, int64_t now,
		 struct step *s)
{
	free(s->out);
	s->out = NULL;
	s->out_len = 0;
	s->verdict = kr_sasl_conn_frame(c, f, len, now, &s->out, &s->out_len, s->why,
					sizeof s->why);
}

static void handshake(struct kr_sasl_conn *c, const char *mech, int64_t now,
		      struct step *s)
{
	uint8_t f[256];
	struct kw_sasl_handshake_request q;
	kw_sasl_handshake_request_init(&q);
	q.mechanism = (struct kw_str){mech, (int32_t)strlen(mech)};
	step(c, f, frame(f, sizeof f, KW_API_SASL_HANDSHAKE, 1, &q, enc_hs), now, s);
}

static void authenticate(struct kr_sasl_conn *c, const void *tok, size_t tl, int16_t v,
			 int64_t now, struct step *s)
{
	static uint8_t f[16384];
	struct kw_sasl_authenticate_request q;
	kw_sasl_authenticate_request_init(&q);
	q.auth_bytes = (struct kw_bytes){tok, (int32_t)tl};
	step(c, f, frame(f, sizeof f, KW_API_SASL_AUTHENTICATE, v, &q, enc_auth), now, s);
}

/* A header-only request of api key (its body does not matter here). */
static void other(struct kr_sasl_conn *c, int16_t key, int16_t v, int64_t now,
		  struct step *s)
{
	uint8_t f[64];
	step(c, f, frame(f, sizeof f, key, v, NULL, NULL), now, s);
}

static struct kw_sasl_handshake_response hs_answer(const struct step *s,
						   struct kw_arena *a)
{
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, s->out + 4, s->out_len - 4, &err);
	struct kw_sasl_handshake_response m;
	assert_int_equal(kw_sasl_handshake_response_decode(&m, 1, &r, a), 0);
	return m;
}

static struct kw_sasl_authenticate_response auth_answer(const struct step *s, int16_t v,
							struct kw_arena *a)
{
	struct kw_error err;
	struct kw_reader r;
	size_t hl = v >= 2 ? 5 : 4; /* v2: flexible header, one empty tag section */
	kw_reader_init(&r, s->out + hl, s->out_len - hl, &err);
	struct kw_sasl_authenticate_response m;
	assert_int_equal(kw_sasl_authenticate_response_decode(&m, v, &r, a), 0);
	return m;
}

/* SCRAM-SHA-256 as user/pw from a new handshake; the last answer in s. */
static int scram(struct kr_sasl_conn *c, const char *user, const char *pw, int64_t now,
		 struct step *s)
{
	handshake(c, "SCRAM-SHA-256", now, s);
	assert_int_equal(s->verdict, KR_SASL_ANSWER);
	struct kr_scram_client sc;
	uint8_t tok[1024];
	size_t tl;
	char why[256];
	assert_int_equal(kr_scram_client_first(&sc, KR_SCRAM_SHA256, user, pw, NULL, tok,
					       sizeof tok, &tl),
			 0);
	authenticate(c, tok, tl, 1, now, s);
	if (s->verdict != KR_SASL_ANSWER)
		return -1;
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_sasl_authenticate_response m = auth_answer(s, 1, &a);
	assert_int_equal(kr_scram_client_final(&sc, m.auth_bytes.ptr,
					       (size_t)m.auth_bytes.len, tok, sizeof tok,
					       &tl, why, sizeof why),
			 0);
	kw_arena_free(&a);
	authenticate(c, tok, tl, 1, now, s);
	if (s->verdict != KR_SASL_ANSWER)
		return -1;
	kw_arena_init(&a);
	m = auth_answer(s, 1, &a);
	assert_int_equal(m.error_code, 0);
	assert_int_equal(m.session_lifetime_ms, 1000);
	int rc = kr_scram_client_check(&sc, m.auth_bytes.ptr, (size_t)m.auth_bytes.len,
				       why, sizeof why);
	kw_arena_free(&a);
	return rc;
}

/* ---- tests ---- */

static void test_plain_parse(void **state)
{
	(void)state;
	char u[256], p[256], why[128];
	assert_int_equal(kr_sasl_plain_parse((const uint8_t *)"\0alice\0pw", 9, u,
					     sizeof u, p, sizeof p, why, sizeof why),
			 0);
	assert_string_equal(u, "alice");
	assert_string_equal(p, "pw");
	assert_int_equal(kr_sasl_plain_parse((const uint8_t *)"alice\0alice\0pw", 14, u,
					     sizeof u, p, sizeof p, why, sizeof why),
			 0);
	static const struct {
		const char *msg;
		size_t len;
	} bad[] = {
		{"", 0},
		{"alice", 5},
		{"\0alice", 6},
		{"\0alice\0", 7},
		{"\0\0pw", 4},
		{"bob\0alice\0pw", 12},
		{"\0alice\0p\0w", 10},
		{"\0al\nce\0pw", 9},
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		why[0] = '\0';
		assert_int_equal(kr_sasl_plain_parse((const uint8_t *)bad[i].msg,
						     bad[i].len, u, sizeof u, p, sizeof p,
						     why, sizeof why),
				 -1);
		assert_true(strncmp(why, "PLAIN:", 6) == 0);
		assert_null(strstr(why, "pw"));
	}
	uint8_t big[600];
	memset(big, 'x', sizeof big);
	big[0] = 0;
	big[300] = 0;
	assert_int_equal(kr_sasl_plain_parse(big, sizeof big, u, sizeof u, p, sizeof p,
					     why, sizeof why),
			 -1);
	assert_non_null(strstr(why, "longer than 255"));
}

/* Before authentication only ApiVersions passes; anything else closes. */
static void test_before_authentication(void **state)
{
	(void)state;
	struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
	struct step s = {0};
	other(c, KW_API_API_VERSIONS, 3, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_PASS);
	other(c, KW_API_METADATA, 1, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_CLOSE);
	assert_non_null(strstr(s.why, "Metadata (api key 3) before authentication"));
	assert_false(kr_sasl_conn_authenticated(c));
	/* and after that, nothing more */
	other(c, KW_API_API_VERSIONS, 3, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_CLOSE);
	kr_sasl_conn_free(c);
	free(s.out);
}

static void test_authenticate_out_of_turn(void **state)
{
	(void)state;
	struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
	struct step s = {0};
	authenticate(c, "\0alice\0alice-pw", 15, 1, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_ANSWER_CLOSE);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_sasl_authenticate_response m = auth_answer(&s, 1, &a);
	assert_int_equal(m.error_code, KW_PERR_ILLEGAL_SASL_STATE);
	kw_arena_free(&a);
	assert_non_null(strstr(s.why, "before a SaslHandshake"));
	kr_sasl_conn_free(c);
	free(s.out);
}

static void test_unsupported_mechanism(void **state)
{
	(void)state;
	const char *mechs[] = {"SCRAM-SHA-512", "GSSAPI", "plain", "\x01\x02"};
	for (int i = 0; i < 4; i++) {
		struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
		struct step s = {0};
		handshake(c, mechs[i], 0, &s);
		assert_int_equal(s.verdict, KR_SASL_ANSWER_CLOSE);
		struct kw_arena a;
		kw_arena_init(&a);
		struct kw_sasl_handshake_response m = hs_answer(&s, &a);
		assert_int_equal(m.error_code, KW_PERR_UNSUPPORTED_SASL_MECHANISM);
		assert_int_equal(m.mechanisms_count, 2);
		assert_int_equal(m.mechanisms[0].len, 5);
		assert_memory_equal(m.mechanisms[0].ptr, "PLAIN", 5);
		assert_memory_equal(m.mechanisms[1].ptr, "SCRAM-SHA-256", 13);
		kw_arena_free(&a);
		assert_non_null(strstr(s.why, "is not enabled"));
		kr_sasl_conn_free(c);
		free(s.out);
	}
}

static void test_plain(void **state)
{
	(void)state;
	struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
	struct step s = {0};
	handshake(c, "PLAIN", 0, &s);
	assert_int_equal(s.verdict, KR_SASL_ANSWER);
	authenticate(c, "\0alice\0alice-pw", 15, 1, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_ANSWER);
	assert_string_equal(s.why, "authenticated as alice with PLAIN");
	assert_true(kr_sasl_conn_authenticated(c));
	other(c, KW_API_METADATA, 1, 10, &s);
	assert_int_equal(s.verdict, KR_SASL_PASS);
	/* a second SaslAuthenticate after the exchange is out of turn */
	authenticate(c, "\0alice\0alice-pw", 15, 1, 20, &s);
	assert_int_equal(s.verdict, KR_SASL_ANSWER_CLOSE);
	kr_sasl_conn_free(c);

	c = kr_sasl_conn_new(srv);
	handshake(c, "PLAIN", 0, &s);
	authenticate(c, "\0alice\0bob-pw", 13, 2, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_ANSWER_CLOSE);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_sasl_authenticate_response m = auth_answer(&s, 2, &a);
	assert_int_equal(m.error_code, KW_PERR_SASL_AUTHENTICATION_FAILED);
	kw_arena_free(&a);
	assert_non_null(strstr(s.why, "wrong password or unknown user 'alice'"));
	assert_null(strstr(s.why, "bob-pw"));
	other(c, KW_API_METADATA, 1, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_CLOSE);
	kr_sasl_conn_free(c);
	free(s.out);
}

static void test_scram_and_session(void **state)
{
	(void)state;
	struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
	struct step s = {0};
	assert_int_equal(scram(c, "alice", "alice-pw", 0, &s), 0);
	assert_string_equal(s.why, "authenticated as alice with SCRAM-SHA-256");
	other(c, KW_API_METADATA, 1, 999, &s);
	assert_int_equal(s.verdict, KR_SASL_PASS);
	/* re-authentication within the session renews it */
	assert_int_equal(scram(c, "alice", "alice-pw", 900, &s), 0);
	other(c, KW_API_METADATA, 1, 1899, &s);
	assert_int_equal(s.verdict, KR_SASL_PASS);
	/* the session ends 1000 ms after the last authentication */
	other(c, KW_API_METADATA, 1, 1900, &s);
	assert_int_equal(s.verdict, KR_SASL_CLOSE);
	assert_non_null(strstr(s.why, "session of alice ended"));
	kr_sasl_conn_free(c);

	/* re-authenticating as someone else is refused */
	c = kr_sasl_conn_new(srv);
	assert_int_equal(scram(c, "alice", "alice-pw", 0, &s), 0);
	assert_int_equal(scram(c, "bob", "bob-pw", 10, &s), -1);
	assert_int_equal(s.verdict, KR_SASL_ANSWER_CLOSE);
	assert_non_null(strstr(s.why, "re-authentication as 'bob', not as 'alice'"));
	kr_sasl_conn_free(c);

	/* a wrong password fails at the final step */
	c = kr_sasl_conn_new(srv);
	assert_int_equal(scram(c, "alice", "nope", 0, &s), -1);
	assert_int_equal(s.verdict, KR_SASL_ANSWER_CLOSE);
	assert_non_null(strstr(s.why, "wrong password for user 'alice'"));
	kr_sasl_conn_free(c);
	free(s.out);
}

static void test_oversize_and_garbage(void **state)
{
	(void)state;
	struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
	struct step s = {0};
	handshake(c, "SCRAM-SHA-256", 0, &s);
	static uint8_t big[KR_SASL_MAX_TOKEN + 1];
	memset(big, 'n', sizeof big);
	authenticate(c, big, sizeof big, 1, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_ANSWER_CLOSE);
	assert_non_null(strstr(s.why, "a token of 4097 bytes"));
	kr_sasl_conn_free(c);

	/* a SaslHandshake v0 (unframed tokens), a frame without a header,
	 * a body that does not decode */
	c = kr_sasl_conn_new(srv);
	uint8_t f[64];
	struct kw_sasl_handshake_request q;
	kw_sasl_handshake_request_init(&q);
	q.mechanism = KW_STR_LIT("PLAIN");
	step(c, f, frame(f, sizeof f, KW_API_SASL_HANDSHAKE, 0, &q, enc_hs), 0, &s);
	assert_int_equal(s.verdict, KR_SASL_CLOSE);
	kr_sasl_conn_free(c);
	c = kr_sasl_conn_new(srv);
	step(c, (const uint8_t *)"\0\x11", 2, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_CLOSE);
	kr_sasl_conn_free(c);
	c = kr_sasl_conn_new(srv);
	size_t n = frame(f, sizeof f, KW_API_SASL_HANDSHAKE, 1, NULL, NULL);
	f[n++] = 0x7f; /* a string length with no string */
	step(c, f, n, 0, &s);
	assert_int_equal(s.verdict, KR_SASL_CLOSE);
	assert_non_null(strstr(s.why, "does not decode"));
	kr_sasl_conn_free(c);
	free(s.out);
}

/* Every prefix of a valid SaslAuthenticate frame is refused, never read
 * past its end. */
static void test_prefixes(void **state)
{
	(void)state;
	uint8_t f[256];
	struct kw_sasl_authenticate_request q;
	kw_sasl_authenticate_request_init(&q);
	q.auth_bytes = (struct kw_bytes){(const uint8_t *)"\0alice\0alice-pw", 15};
	size_t n = frame(f, sizeof f, KW_API_SASL_AUTHENTICATE, 1, &q, enc_auth);
	for (size_t len = 0; len < n; len++) {
		struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
		struct step s = {0};
		handshake(c, "PLAIN", 0, &s);
		uint8_t *copy = malloc(len ? len : 1);
		memcpy(copy, f, len);
		step(c, copy, len, 0, &s);
		assert_int_not_equal(s.verdict, KR_SASL_PASS);
		assert_false(kr_sasl_conn_authenticated(c));
		free(copy);
		kr_sasl_conn_free(c);
		free(s.out);
	}
}

static void test_reload(void **state)
{
	(void)state;
	char why[256];
	assert_int_equal(kr_sasl_server_reload(srv, why, sizeof why), 0);
	FILE *fp = fopen(path, "a");
	fputs("broken line\n", fp);
	fclose(fp);
	assert_int_equal(kr_sasl_server_reload(srv, why, sizeof why), -1);
	assert_non_null(strstr(why, ":3: expected"));
	/* the old users stay */
	struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
	struct step s = {0};
	assert_int_equal(scram(c, "bob", "bob-pw", 0, &s), 0);
	kr_sasl_conn_free(c);
	free(s.out);
	assert_null(kr_sasl_server_new("PLAIN,OAUTHBEARER", path, 0, why, sizeof why));
	assert_non_null(strstr(why, "'OAUTHBEARER' is not served"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plain_parse),
		cmocka_unit_test(test_before_authentication),
		cmocka_unit_test(test_authenticate_out_of_turn),
		cmocka_unit_test(test_unsupported_mechanism),
		cmocka_unit_test(test_plain),
		cmocka_unit_test(test_scram_and_session),
		cmocka_unit_test(test_oversize_and_garbage),
		cmocka_unit_test(test_prefixes),
		cmocka_unit_test(test_reload),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
