/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_http_request.c — the metrics listener's HTTP head parser
 * (node/http_request.h) with hostile input: every prefix of a valid head
 * is incomplete, the head fed byte by byte, input placed against a guard
 * page (no read past what was given), heads beyond the bound, malformed
 * request and header lines, control bytes, and random bytes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "node/http_request.h"

#define MAX 8192

static const char valid[] = "GET /metrics?x=1 HTTP/1.1\r\n"
			    "Host: 127.0.0.1:9100\r\n"
			    "User-Agent: curl/7.88\r\n"
			    "Accept: */*\r\n"
			    "\r\n";

/* A copy of buf[0..len) ending right at an inaccessible page. */
static char *guarded(const char *buf, size_t len, void **map, size_t *map_len)
{
	size_t pg = (size_t)sysconf(_SC_PAGESIZE);
	size_t pages = (len + pg - 1) / pg + 1;
	char *m = mmap(NULL, pages * pg, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	assert_true(m != MAP_FAILED);
	assert_int_equal(mprotect(m + (pages - 1) * pg, pg, PROT_NONE), 0);
	char *p = m + (pages - 1) * pg - len;
	memcpy(p, buf, len);
	*map = m;
	*map_len = pages * pg;
	return p;
}

static int parse(const char *buf, size_t len, struct kr_http_request *r, size_t *where)
{
	void *map;
	size_t ml;
	char *p = guarded(buf, len, &map, &ml);
	int rc = kr_http_parse(p, len, MAX, r, where);
	if (rc == KR_HTTP_DONE) {
		/* views into the input */
		assert_true(r->method.ptr >= p &&
			    r->method.ptr + r->method.len <= p + len);
		assert_true(r->target.ptr >= p &&
			    r->target.ptr + r->target.len <= p + len);
		/* rebase them on buf: the copy is unmapped below */
		r->method.ptr = buf + (r->method.ptr - p);
		r->target.ptr = buf + (r->target.ptr - p);
	}
	munmap(map, ml);
	return rc;
}

static void test_valid(void **state)
{
	(void)state;
	struct kr_http_request r;
	size_t where;
	size_t n = strlen(valid);
	assert_int_equal(parse(valid, n, &r, &where), KR_HTTP_DONE);
	assert_int_equal(r.method.len, 3);
	assert_memory_equal(r.method.ptr, "GET", 3);
	assert_int_equal(r.target.len, 8);
	assert_memory_equal(r.target.ptr, "/metrics", 8);
	assert_int_equal(r.minor, 1);
	assert_int_equal(r.head_len, n);
	/* bytes after the head (a body, a pipelined request) are not read */
	char more[512];
	snprintf(more, sizeof more, "%sGARBAGE\x01", valid);
	assert_int_equal(kr_http_parse(more, strlen(more), MAX, &r, &where),
			 KR_HTTP_BAD_BYTE); /* control bytes are refused anywhere */
	snprintf(more, sizeof more, "%sBODY", valid);
	assert_int_equal(parse(more, strlen(more), &r, &where), KR_HTTP_DONE);
	assert_int_equal(r.head_len, n);
	/* bare LF, HTTP/1.0, no headers */
	assert_int_equal(parse("HEAD / HTTP/1.0\n\n", 17, &r, &where), KR_HTTP_DONE);
	assert_int_equal(r.minor, 0);
	assert_int_equal(r.target.len, 1);
}

static void test_every_prefix_is_partial(void **state)
{
	(void)state;
	struct kr_http_request r;
	size_t where, n = strlen(valid);
	for (size_t k = 0; k < n; k++)
		assert_int_equal(parse(valid, k, &r, &where), KR_HTTP_PARTIAL);
}

static void test_byte_by_byte(void **state)
{
	(void)state;
	struct kr_http_request r;
	size_t where, n = strlen(valid);
	char acc[256];
	int rc = KR_HTTP_PARTIAL;
	size_t k = 0;
	while (rc == KR_HTTP_PARTIAL && k < n) {
		acc[k] = valid[k];
		k++;
		rc = kr_http_parse(acc, k, MAX, &r, &where);
	}
	assert_int_equal(rc, KR_HTTP_DONE);
	assert_int_equal(k, n);
}

static void test_too_large(void **state)
{
	(void)state;
	struct kr_http_request r;
	size_t where;
	/* 1 MiB of one header: refused once MAX bytes hold no end of head */
	size_t big = 1u << 20;
	char *b = malloc(big);
	assert_non_null(b);
	memcpy(b, "GET /metrics HTTP/1.1\r\nX-Big: ", 30);
	memset(b + 30, 'a', big - 30);
	assert_int_equal(kr_http_parse(b, MAX - 1, MAX, &r, &where), KR_HTTP_PARTIAL);
	assert_int_equal(kr_http_parse(b, MAX, MAX, &r, &where), KR_HTTP_TOO_LARGE);
	assert_int_equal(where, MAX);
	assert_int_equal(kr_http_parse(b, big, MAX, &r, &where), KR_HTTP_TOO_LARGE);
	/* many small headers add up the same way */
	size_t k = (size_t)sprintf(b, "GET /metrics HTTP/1.1\r\n");
	while (k < MAX + 100)
		k += (size_t)sprintf(b + k, "X-%zu: y\r\n", k);
	assert_int_equal(kr_http_parse(b, k, MAX, &r, &where), KR_HTTP_TOO_LARGE);
	/* an end of head just past the bound does not count */
	memset(b, 0, big);
	k = (size_t)sprintf(b, "GET / HTTP/1.1\r\nX: ");
	memset(b + k, 'z', MAX - k - 2);
	memcpy(b + MAX - 2, "\r\n\r\n", 4);
	assert_int_equal(kr_http_parse(b, MAX + 2, MAX, &r, &where), KR_HTTP_TOO_LARGE);
	free(b);
}

static void test_malformed(void **state)
{
	(void)state;
	static const struct {
		const char *in;
		int rc;
	} cases[] = {
		{"\r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"GET\r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"GET /metrics\r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"GET metrics HTTP/1.1\r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"GET  /metrics HTTP/1.1\r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"GET /metrics HTTP/2.0\r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"GET /metrics HTTP/1.1 \r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"GET /metrics HTTP/1.x\r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"G(T /metrics HTTP/1.1\r\n\r\n", KR_HTTP_BAD_REQUEST_LINE},
		{"GET /metrics HTTP/1.1\r\nNoColon\r\n\r\n", KR_HTTP_BAD_HEADER},
		{"GET /metrics HTTP/1.1\r\n: empty name\r\n\r\n", KR_HTTP_BAD_HEADER},
		{"GET /metrics HTTP/1.1\r\nBad Name: x\r\n\r\n", KR_HTTP_BAD_HEADER},
		{"GET /metrics HTTP/1.1\r\n folded\r\n\r\n", KR_HTTP_BAD_HEADER},
		{"GET /met\x7frics HTTP/1.1\r\n\r\n", KR_HTTP_BAD_BYTE},
		{"GET /metrics HTTP/1.1\r\nX: a\x1b"
		 "b\r\n\r\n",
		 KR_HTTP_BAD_BYTE},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct kr_http_request r;
		size_t where = 99999;
		int rc = parse(cases[i].in, strlen(cases[i].in), &r, &where);
		if (rc != cases[i].rc)
			fail_msg("case %zu '%s': %d (%s), want %d", i, cases[i].in, rc,
				 kr_http_strerror(rc), cases[i].rc);
		assert_true(where <= strlen(cases[i].in));
	}
	/* a NUL inside the head (the length is what counts, not strlen) */
	char nul[] = "GET /me\0trics HTTP/1.1\r\n\r\n";
	struct kr_http_request r;
	size_t where;
	assert_int_equal(parse(nul, sizeof nul - 1, &r, &where), KR_HTTP_BAD_BYTE);
	assert_int_equal(where, 7);
	/* a malformed line is reported as soon as it is complete */
	assert_int_equal(parse("BAD\r\n", 5, &r, &where), KR_HTTP_BAD_REQUEST_LINE);
}

/* Random bytes (and random mutations of a valid head) never crash, never
 * read outside the input, and give one of the documented results. */
static void test_random(void **state)
{
	(void)state;
	srand(11);
	char buf[600];
	for (int round = 0; round < 20000; round++) {
		size_t n = (size_t)(rand() % (int)sizeof buf);
		if (round % 2) {
			for (size_t i = 0; i < n; i++)
				buf[i] = (char)(rand() % 256);
		} else {
			n = strlen(valid);
			memcpy(buf, valid, n);
			for (int k = 0; k < 3; k++)
				buf[rand() % (int)n] = (char)(rand() % 256);
		}
		struct kr_http_request r;
		size_t where;
		int rc = parse(buf, n, &r, &where);
		assert_true(rc >= KR_HTTP_BAD_BYTE && rc <= KR_HTTP_DONE);
		if (rc == KR_HTTP_DONE)
			assert_true(r.head_len <= n);
		else if (rc < 0)
			assert_true(where <= n);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_valid),
		cmocka_unit_test(test_every_prefix_is_partial),
		cmocka_unit_test(test_byte_by_byte),
		cmocka_unit_test(test_too_large),
		cmocka_unit_test(test_malformed),
		cmocka_unit_test(test_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
