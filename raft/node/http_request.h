/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/http_request.h — the one HTTP/1.x request the metrics listener
 * reads: a request line and headers (RFC 9112 section 2), nothing after.
 * Everything comes from the network: the head must end within max bytes,
 * every byte is checked, and the request line's parts are views into the
 * input (no allocation, never NUL-terminated).
 *
 *   GET /metrics HTTP/1.1\r\n
 *   Host: 127.0.0.1:9100\r\n        (header lines: name ":" value; ignored)
 *   \r\n                            (the empty line ends the head)
 *
 * A bare LF ends a line as well (RFC 9112 section 2.2 allows it); a
 * request body is not read (the listener answers and closes).
 */
#ifndef KR_NODE_HTTP_REQUEST_H
#define KR_NODE_HTTP_REQUEST_H

#include <stddef.h>

struct kr_http_view {
	const char *ptr;
	size_t len;
};

struct kr_http_request {
	struct kr_http_view method, target; /* target: the path, without "?query" */
	int minor;			    /* HTTP/1.<minor> */
	size_t head_len;		    /* bytes up to and with the empty line */
};

enum {
	KR_HTTP_DONE = 1,	       /* the head is complete */
	KR_HTTP_PARTIAL = 0,	       /* more bytes are needed */
	KR_HTTP_TOO_LARGE = -1,	       /* no end of head within max bytes */
	KR_HTTP_BAD_REQUEST_LINE = -2, /* not "METHOD SP TARGET SP HTTP/1.x" */
	KR_HTTP_BAD_HEADER = -3,       /* a header line without a name and ':' */
	KR_HTTP_BAD_BYTE = -4,	       /* a control byte (NUL...) in the head */
};

/*
 * Parses the head in buf[0..len) (the bytes received so far), at most max
 * bytes of it. Returns KR_HTTP_DONE and fills *out, KR_HTTP_PARTIAL, or a
 * negative error; *where receives the offset of the byte found wrong (or
 * max for KR_HTTP_TOO_LARGE). A malformed line is reported as soon as it
 * is complete, so a client cannot hold the connection with a bad head.
 */
int kr_http_parse(const char *buf, size_t len, size_t max, struct kr_http_request *out,
		  size_t *where);

/* A short English name of a kr_http_parse result. */
const char *kr_http_strerror(int rc);

#endif
