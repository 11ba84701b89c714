/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fuzz_sasl.c — libFuzzer target for the node's SASL parsers: PLAIN's
 * message, SCRAM's four messages (both sides), the credentials file, and
 * whole SaslHandshake / SaslAuthenticate exchanges of a connection and of
 * the client (raft/node/sasl.h, sasl_scram.h, sasl_credentials.h,
 * sasl_client.h).
 *
 * Input: byte 0 selects what the rest is:
 *   0  a PLAIN message;
 *   1  a SCRAM client-first, then (after a NUL, when there is one) a
 *      client-final for the same exchange;
 *   2  a SCRAM server-first, then (after a NUL) a server-final, for a client;
 *   3  a credentials file;
 *   4  request frames for one server connection, each a 2-byte big-endian
 *      length and that many bytes, at times 0, 100, 200, ... ms;
 *   5  response frames, framed the same way, for the client.
 * Every call returns its documented values, the reasons are one
 * NUL-terminated line, answers are bounded, and nothing authenticates
 * without the password (alice's is not in any corpus file).
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "node/sasl.h"
#include "node/sasl_client.h"
#include "node/sasl_credentials.h"
#include "node/sasl_scram.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

static char dir[256], path[300];
static struct kr_sasl_server *srv;
static struct kr_scram_cred alice;

__attribute__((destructor)) static void fuzz_sasl_cleanup(void)
{
	kr_sasl_server_free(srv);
	if (dir[0]) {
		unlink(path);
		rmdir(dir);
	}
}

/* A server whose one user is alice (SCRAM-SHA-256, a long random password:
 * no input can know it). */
static void init(void)
{
	if (srv)
		return;
	const char *base = getenv("TMPDIR");
	if (!base || !base[0])
		base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(dir, sizeof dir, "%s/kwire-fuzz-sasl-XXXXXX", base);
	CHECK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof path, "%s/users.txt", dir);
	char pw[33];
	FILE *r = fopen("/dev/urandom", "r");
	CHECK(r && fread(pw, 1, 32, r) == 32);
	fclose(r);
	for (int i = 0; i < 32; i++)
		pw[i] = (char)('a' + ((unsigned char)pw[i] % 26));
	pw[32] = '\0';
	CHECK(kr_scram_cred_make(KR_SCRAM_SHA256, pw, 32, (const uint8_t *)"fuzzsalt", 8,
				 4096, &alice) == 0);
	char line[1024];
	int n = kr_credentials_format("alice", &alice, line, sizeof line);
	CHECK(n > 0);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	CHECK(fd >= 0 && write(fd, line, (size_t)n) == n);
	close(fd);
	char why[256];
	srv = kr_sasl_server_new("PLAIN,SCRAM-SHA-256,SCRAM-SHA-512", path, 1000, why,
				 sizeof why);
	CHECK(srv != NULL);
}

static void check_why(const char *why, size_t cap)
{
	CHECK(memchr(why, '\0', cap) != NULL);
	CHECK(strchr(why, '\n') == NULL);
}

static int lookup(void *ctx, const char *user, enum kr_scram_hash h,
		  struct kr_scram_cred *out)
{
	(void)ctx;
	if (strcmp(user, "alice") != 0 || h != KR_SCRAM_SHA256)
		return -1;
	*out = alice;
	return 0;
}

static void plain(const uint8_t *p, size_t n)
{
	char u[256], pw[256], why[128];
	int rc = kr_sasl_plain_parse(p, n, u, sizeof u, pw, sizeof pw, why, sizeof why);
	CHECK(rc == 0 || rc == -1);
	if (rc == 0)
		CHECK(strlen(u) > 0 && strlen(u) < 256 && strlen(pw) > 0 &&
		      strlen(pw) < 256);
	else
		check_why(why, sizeof why);
}

static void scram_server(const uint8_t *p, size_t n)
{
	const uint8_t *z = memchr(p, '\0', n);
	size_t l1 = z ? (size_t)(z - p) : n;
	struct kr_scram_server s;
	kr_scram_server_init(&s, KR_SCRAM_SHA256);
	uint8_t out[1024];
	size_t ol = 0;
	char why[256];
	if (kr_scram_server_first(&s, p, l1, "servernonce", lookup, NULL, out, sizeof out,
				  &ol, why, sizeof why) != 0) {
		check_why(why, sizeof why);
		return;
	}
	CHECK(ol < sizeof out);
	if (!z)
		return;
	/* without alice's password the proof can never be right */
	CHECK(kr_scram_server_final(&s, z + 1, n - l1 - 1, out, sizeof out, &ol, why,
				    sizeof why) == -1);
	check_why(why, sizeof why);
}

static void scram_client(const uint8_t *p, size_t n)
{
	const uint8_t *z = memchr(p, '\0', n);
	size_t l1 = z ? (size_t)(z - p) : n;
	struct kr_scram_client c;
	uint8_t out[1024];
	size_t ol;
	char why[256];
	CHECK(kr_scram_client_first(&c, KR_SCRAM_SHA256, "alice", "pw", "clientnonce",
				    out, sizeof out, &ol) == 0);
	if (kr_scram_client_final(&c, p, l1, out, sizeof out, &ol, why, sizeof why) !=
	    0) {
		check_why(why, sizeof why);
		return;
	}
	CHECK(ol < sizeof out);
	if (z) {
		int rc = kr_scram_client_check(&c, z + 1, n - l1 - 1, why, sizeof why);
		CHECK(rc == 0 || rc == -1);
		check_why(why, sizeof why);
	}
}

static void credentials(const uint8_t *p, size_t n)
{
	struct kr_credentials c;
	char why[256];
	int rc = kr_credentials_parse((const char *)p, n, "users.txt", &c, why,
				      sizeof why);
	CHECK(rc == 0 || rc == -1);
	if (rc == 0) {
		for (size_t i = 0; i < c.n; i++) {
			CHECK(c.v[i].cred.salt_len > 0 &&
			      c.v[i].cred.salt_len <= KR_SCRAM_MAX_SALT);
			CHECK(c.v[i].cred.iterations >= KR_SCRAM_MIN_ITERATIONS);
		}
		kr_credentials_free(&c);
	} else {
		CHECK(c.n == 0 && c.v == NULL);
		check_why(why, sizeof why);
	}
}

/* The next 2-byte-length frame of [*p, end), or NULL. */
static const uint8_t *next_frame(const uint8_t **p, const uint8_t *end, size_t *len)
{
	if (end - *p < 2)
		return NULL;
	size_t l = (size_t)(*p)[0] << 8 | (*p)[1];
	if ((size_t)(end - *p - 2) < l)
		l = (size_t)(end - *p - 2);
	const uint8_t *f = *p + 2;
	*p = f + l;
	*len = l;
	return f;
}

static void server_conn(const uint8_t *p, size_t n)
{
	init();
	struct kr_sasl_conn *c = kr_sasl_conn_new(srv);
	CHECK(c != NULL);
	const uint8_t *end = p + n;
	size_t len;
	int64_t now = 0;
	for (const uint8_t *f; (f = next_frame(&p, end, &len)) != NULL; now += 100) {
		/* each frame in a buffer of its own size: reads past it show */
		uint8_t *copy = malloc(len ? len : 1);
		CHECK(copy != NULL);
		memcpy(copy, f, len);
		uint8_t *out = NULL;
		size_t ol = 0;
		char why[320];
		enum kr_sasl_verdict v =
			kr_sasl_conn_frame(c, copy, len, now, &out, &ol, why, sizeof why);
		free(copy);
		check_why(why, sizeof why);
		CHECK(v == KR_SASL_PASS || v == KR_SASL_ANSWER ||
		      v == KR_SASL_ANSWER_CLOSE || v == KR_SASL_CLOSE);
		CHECK((out != NULL) ==
		      (v == KR_SASL_ANSWER || v == KR_SASL_ANSWER_CLOSE));
		CHECK(ol <= 8192);
		free(out);
		if (v == KR_SASL_CLOSE || v == KR_SASL_ANSWER_CLOSE)
			break;
	}
	kr_sasl_conn_free(c);
}

static void client_conn(const uint8_t *p, size_t n)
{
	const char *mechs[] = {"PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"};
	struct kr_sasl_client_config cfg = {mechs[n % 3], "alice", "pw", "fuzz"};
	struct kr_sasl_client *c = kr_sasl_client_new(&cfg);
	CHECK(c != NULL);
	uint8_t *out = NULL;
	size_t ol = 0;
	CHECK(kr_sasl_client_start(c, &out, &ol) == 0);
	free(out);
	const uint8_t *end = p + n;
	size_t len;
	for (const uint8_t *f; (f = next_frame(&p, end, &len)) != NULL;) {
		uint8_t *copy = malloc(len ? len : 1);
		CHECK(copy != NULL);
		memcpy(copy, f, len);
		char why[320];
		out = NULL;
		int rc = kr_sasl_client_on_response(c, copy, len, &out, &ol, why,
						    sizeof why);
		free(copy);
		CHECK(rc >= -1 && rc <= 1);
		CHECK((out != NULL) == (rc == 0));
		free(out);
		if (rc != 0) {
			if (rc < 0)
				check_why(why, sizeof why);
			break;
		}
	}
	kr_sasl_client_free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	const uint8_t *p = data + 1;
	size_t n = size - 1;
	switch (data[0] % 6) {
	case 0:
		plain(p, n);
		break;
	case 1:
		scram_server(p, n);
		break;
	case 2:
		scram_client(p, n);
		break;
	case 3:
		credentials(p, n);
		break;
	case 4:
		server_conn(p, n);
		break;
	default:
		client_conn(p, n);
		break;
	}
	return 0;
}
