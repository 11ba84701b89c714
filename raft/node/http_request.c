/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/http_request.c — the bounded HTTP/1.x head parser of
 * node/http_request.h.
 */
#include "node/http_request.h"

#include <string.h>

/* RFC 9110 section 5.6.2: tchar */
static int is_tchar(unsigned char ch)
{
	if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	    (ch >= '0' && ch <= '9'))
		return 1;
	return ch && strchr("!#$%&'*+-.^_`|~", ch) != NULL;
}

/* The end of the line starting at i (the index of its '\n'), or -1. */
static long line_end(const char *b, size_t i, size_t len)
{
	const char *nl = memchr(b + i, '\n', len - i);
	return nl ? (long)(nl - b) : -1;
}

/* Content length of the line [i, nl): without a trailing '\r'. */
static size_t content(const char *b, size_t i, size_t nl)
{
	return nl > i && b[nl - 1] == '\r' ? nl - 1 - i : nl - i;
}

static int request_line(const char *b, size_t n, struct kr_http_request *out,
			size_t *where)
{
	size_t i = 0;
	while (i < n && is_tchar((unsigned char)b[i]))
		i++;
	if (i == 0 || i >= n || b[i] != ' ') {
		*where = i;
		return KR_HTTP_BAD_REQUEST_LINE;
	}
	out->method = (struct kr_http_view){b, i};
	size_t t0 = ++i;
	while (i < n && b[i] != ' ')
		i++;
	if (i == t0 || i >= n || b[t0] != '/') {
		*where = t0;
		return KR_HTTP_BAD_REQUEST_LINE;
	}
	size_t tl = i - t0;
	const char *q = memchr(b + t0, '?', tl);
	out->target = (struct kr_http_view){b + t0, q ? (size_t)(q - (b + t0)) : tl};
	i++;
	if (n - i != 8 || memcmp(b + i, "HTTP/1.", 7) != 0 || b[i + 7] < '0' ||
	    b[i + 7] > '9') {
		*where = i;
		return KR_HTTP_BAD_REQUEST_LINE;
	}
	out->minor = b[i + 7] - '0';
	return 0;
}

int kr_http_parse(const char *buf, size_t len, size_t max, struct kr_http_request *out,
		  size_t *where)
{
	memset(out, 0, sizeof *out);
	*where = 0;
	size_t lim = len < max ? len : max;
	/* control bytes first: a NUL hidden in a line is never passed on */
	for (size_t k = 0; k < lim; k++) {
		unsigned char ch = (unsigned char)buf[k];
		if ((ch < 0x20 && ch != '\r' && ch != '\n' && ch != '\t') || ch == 0x7f) {
			*where = k;
			return KR_HTTP_BAD_BYTE;
		}
	}
	size_t i = 0;
	for (int line = 0;; line++) {
		long nl = line_end(buf, i, lim);
		if (nl < 0) {
			if (len >= max) {
				*where = max;
				return KR_HTTP_TOO_LARGE;
			}
			return KR_HTTP_PARTIAL;
		}
		size_t n = content(buf, i, (size_t)nl);
		if (line == 0) {
			int rc = request_line(buf, n, out, where);
			if (rc != 0)
				return rc;
		} else if (n == 0) {
			out->head_len = (size_t)nl + 1;
			return KR_HTTP_DONE;
		} else {
			size_t k = 0;
			while (k < n && is_tchar((unsigned char)buf[i + k]))
				k++;
			if (k == 0 || k >= n || buf[i + k] != ':') {
				*where = i + k;
				return KR_HTTP_BAD_HEADER;
			}
		}
		i = (size_t)nl + 1;
	}
}

const char *kr_http_strerror(int rc)
{
	switch (rc) {
	case KR_HTTP_DONE:
		return "complete";
	case KR_HTTP_PARTIAL:
		return "incomplete";
	case KR_HTTP_TOO_LARGE:
		return "request head too large";
	case KR_HTTP_BAD_REQUEST_LINE:
		return "malformed request line";
	case KR_HTTP_BAD_HEADER:
		return "malformed header line";
	case KR_HTTP_BAD_BYTE:
		return "control byte in the request head";
	}
	return "unknown";
}
