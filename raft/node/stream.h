/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/stream.h — one connection's byte stream, plaintext or TLS, under
 * the transport: read, gathered write and handshake over a non-blocking
 * socket, with one set of results for both, so the transport's framing,
 * queues and limits do not know which it is (and the layers above it do
 * not know either).
 *
 * A plaintext stream has no handshake (kr_stream_handshake returns 1 at
 * once). A TLS stream (node/tls.h) must finish its handshake before data
 * flows; until then the transport waits for whichever event the
 * handshake asked for.
 *
 * Every call returns at once: a count of bytes (> 0), or one of
 * KR_STREAM_WANT_READ / KR_STREAM_WANT_WRITE (wait for that event and
 * call again), KR_STREAM_CLOSED (the other side ended the stream),
 * KR_STREAM_ERROR (kr_stream_failure says why).
 */
#ifndef KR_NODE_STREAM_H
#define KR_NODE_STREAM_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/uio.h>

#include "node/tls.h"

enum {
	KR_STREAM_WANT_READ = KR_TLS_WANT_READ,
	KR_STREAM_WANT_WRITE = KR_TLS_WANT_WRITE,
	KR_STREAM_CLOSED = KR_TLS_CLOSED,
	KR_STREAM_ERROR = KR_TLS_ERROR,
};

struct kr_stream {
	int fd;			    /* not owned */
	struct kr_tls_session *tls; /* NULL: plaintext */
	char failure[128];	    /* plaintext: the last error */
};

/* A stream over fd; with tls (a server or client context), a TLS session
 * whose client side checks host. Returns 0, or -1 when out of memory. */
int kr_stream_init(struct kr_stream *s, int fd, struct kr_tls_ctx *tls, const char *host);
/* Frees the session (the descriptor stays the caller's to close). */
void kr_stream_free(struct kr_stream *s);

/* 1 once the stream may carry data, else a KR_STREAM_* result. */
int kr_stream_handshake(struct kr_stream *s);
ssize_t kr_stream_read(struct kr_stream *s, void *buf, size_t n);
/* Writes what it can of iov[0..n): bytes taken or KR_STREAM_*. */
ssize_t kr_stream_writev(struct kr_stream *s, const struct iovec *iov, int n);
/* True when bytes are buffered above the socket (TLS): they can be read
 * without the socket becoming readable again. */
bool kr_stream_pending(const struct kr_stream *s);
/* Why the last call failed, one line ("" when nothing is known). */
const char *kr_stream_failure(const struct kr_stream *s);

#endif
