/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/stream.c — node/stream.h: plaintext through recv and sendmsg, TLS
 * through node/tls.h.
 */
#include "node/stream.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

int kr_stream_init(struct kr_stream *s, int fd, struct kr_tls_ctx *tls, const char *host)
{
	memset(s, 0, sizeof *s);
	s->fd = fd;
	if (!tls)
		return 0;
	s->tls = kr_tls_session_new(tls, fd, host);
	return s->tls ? 0 : -1;
}

void kr_stream_free(struct kr_stream *s)
{
	kr_tls_session_free(s->tls);
	s->tls = NULL;
}

int kr_stream_handshake(struct kr_stream *s)
{
	return s->tls ? kr_tls_session_handshake(s->tls) : 1;
}

/* The result for a failed plaintext call (errno set by it). */
static ssize_t plain_error(struct kr_stream *s, int want)
{
	if (errno == EAGAIN || errno == EWOULDBLOCK)
		return want;
	snprintf(s->failure, sizeof s->failure, "%s", strerror(errno));
	return KR_STREAM_ERROR;
}

ssize_t kr_stream_read(struct kr_stream *s, void *buf, size_t n)
{
	if (s->tls)
		return kr_tls_session_read(s->tls, buf, n);
	for (;;) {
		ssize_t got = recv(s->fd, buf, n, 0);
		if (got > 0)
			return got;
		if (got == 0)
			return KR_STREAM_CLOSED;
		if (errno != EINTR)
			return plain_error(s, KR_STREAM_WANT_READ);
	}
}

ssize_t kr_stream_writev(struct kr_stream *s, const struct iovec *iov, int n)
{
	if (s->tls)
		return kr_tls_session_writev(s->tls, iov, n);
	/* sendmsg rather than writev: MSG_NOSIGNAL, so a peer that went away
	 * is an error here and never a SIGPIPE */
	struct msghdr mh = {.msg_iov = (struct iovec *)iov, .msg_iovlen = (size_t)n};
	for (;;) {
		ssize_t w = sendmsg(s->fd, &mh, MSG_NOSIGNAL);
		if (w >= 0)
			return w;
		if (errno != EINTR)
			return plain_error(s, KR_STREAM_WANT_WRITE);
	}
}

bool kr_stream_pending(const struct kr_stream *s)
{
	return s->tls && kr_tls_session_pending(s->tls);
}

const char *kr_stream_failure(const struct kr_stream *s)
{
	return s->tls ? kr_tls_session_failure(s->tls) : s->failure;
}
