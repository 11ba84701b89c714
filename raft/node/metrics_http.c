/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/metrics_http.c — the metrics listener of node/metrics_http.h.
 */
#include "node/metrics_http.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include "node/http_request.h"

#define ACCEPTS_PER_WAKE 8

struct hconn {
	struct kr_watch watch;
	struct kr_metrics_http *h;
	bool open;
	bool answered; /* the answer is queued: read no more */
	char ip[INET6_ADDRSTRLEN];
	char in[KR_METRICS_HTTP_MAX_HEAD];
	size_t in_len;
	char *out;
	size_t out_len, out_off;
	int64_t deadline_ms;
};

struct kr_metrics_http {
	struct kr_loop *loop;
	struct kr_metrics_http_callbacks cb;
	struct kr_watch listen;
	uint16_t port;
	char *body; /* the render buffer, KR_METRICS_HTTP_MAX_BODY */
	struct hconn conns[KR_METRICS_HTTP_MAX_CONNS];
};

__attribute__((format(printf, 3, 4))) static void
hlog(struct kr_metrics_http *h, enum kr_log_level lvl, const char *fmt, ...)
{
	if (!h->cb.log)
		return;
	char line[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	h->cb.log(h->cb.ctx, lvl, line);
}

static void conn_close(struct kr_metrics_http *h, struct hconn *c)
{
	if (!c->open)
		return;
	int fd = c->watch.fd;
	kr_loop_del(h->loop, &c->watch);
	close(fd);
	free(c->out);
	c->out = NULL;
	c->open = false;
}

static void refused(struct kr_metrics_http *h)
{
	if (h->cb.refused)
		h->cb.refused(h->cb.ctx);
}

static void conn_write(struct kr_metrics_http *h, struct hconn *c)
{
	while (c->out_off < c->out_len) {
		ssize_t w = send(c->watch.fd, c->out + c->out_off,
				 c->out_len - c->out_off, MSG_NOSIGNAL);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN || errno == EWOULDBLOCK) {
				kr_loop_mod(h->loop, &c->watch, EPOLLOUT);
				return;
			}
			conn_close(h, c);
			return;
		}
		c->out_off += (size_t)w;
	}
	/* all written: "Connection: close" */
	conn_close(h, c);
}

/* Queues the answer; body may be NULL (an error's text is its reason). */
static void answer(struct kr_metrics_http *h, struct hconn *c, int status,
		   const char *reason, const char *ctype, const char *body, size_t len)
{
	char head[256];
	int hl = snprintf(head, sizeof head,
			  "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\n"
			  "%sConnection: close\r\n\r\n",
			  status, reason, ctype, len,
			  status == 405 ? "Allow: GET\r\n" : "");
	c->out = malloc((size_t)hl + len);
	c->answered = true;
	if (!c->out) {
		conn_close(h, c);
		return;
	}
	memcpy(c->out, head, (size_t)hl);
	if (len)
		memcpy(c->out + hl, body, len);
	c->out_len = (size_t)hl + len;
	c->out_off = 0;
	/* the rest of what the client sends is not read */
	shutdown(c->watch.fd, SHUT_RD);
	conn_write(h, c);
}

static void answer_error(struct kr_metrics_http *h, struct hconn *c, int status,
			 const char *reason)
{
	char body[96];
	int n = snprintf(body, sizeof body, "%d %s\n", status, reason);
	answer(h, c, status, reason, "text/plain; charset=utf-8", body, (size_t)n);
}

static void serve(struct kr_metrics_http *h, struct hconn *c,
		  const struct kr_http_request *r)
{
	bool get = r->method.len == 3 && memcmp(r->method.ptr, "GET", 3) == 0;
	bool head = r->method.len == 4 && memcmp(r->method.ptr, "HEAD", 4) == 0;
	bool path = r->target.len == 8 && memcmp(r->target.ptr, "/metrics", 8) == 0;
	if (!get && !head) {
		answer_error(h, c, 405, "Method Not Allowed");
		return;
	}
	if (!path) {
		answer_error(h, c, 404, "Not Found");
		return;
	}
	struct kr_text t;
	kr_text_init(&t, h->body, KR_METRICS_HTTP_MAX_BODY);
	h->cb.render(h->cb.ctx, &t);
	answer(h, c, 200, "OK", "text/plain; version=0.0.4; charset=utf-8", h->body,
	       head ? 0 : t.len);
}

static void conn_read(struct kr_metrics_http *h, struct hconn *c)
{
	if (c->in_len == sizeof c->in)
		return;
	ssize_t got = recv(c->watch.fd, c->in + c->in_len, sizeof c->in - c->in_len, 0);
	if (got == 0) {
		conn_close(h, c);
		return;
	}
	if (got < 0) {
		if (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)
			conn_close(h, c);
		return;
	}
	c->in_len += (size_t)got;
	struct kr_http_request r;
	size_t where;
	int rc = kr_http_parse(c->in, c->in_len, sizeof c->in, &r, &where);
	if (rc == KR_HTTP_PARTIAL)
		return;
	if (rc == KR_HTTP_DONE) {
		serve(h, c, &r);
		return;
	}
	refused(h);
	hlog(h, KR_LOG_WARN,
	     "metrics listener: refusing a request from %s: %s (at byte %zu)", c->ip,
	     kr_http_strerror(rc), where);
	if (rc == KR_HTTP_TOO_LARGE)
		answer_error(h, c, 431, "Request Header Fields Too Large");
	else
		answer_error(h, c, 400, "Bad Request");
}

static void on_conn_event(struct kr_watch *w, uint32_t events)
{
	struct hconn *c = w->data;
	struct kr_metrics_http *h = c->h;
	if (!c->open)
		return;
	if (c->answered) {
		if (events & (EPOLLOUT | EPOLLERR | EPOLLHUP))
			conn_write(h, c);
		return;
	}
	if (events & (EPOLLIN | EPOLLERR | EPOLLHUP))
		conn_read(h, c);
}

static void peer_ip(const struct sockaddr_storage *sa, char *ip, size_t len)
{
	snprintf(ip, len, "?");
	if (sa->ss_family == AF_INET)
		inet_ntop(AF_INET, &((const struct sockaddr_in *)sa)->sin_addr, ip,
			  (socklen_t)len);
	else if (sa->ss_family == AF_INET6)
		inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)sa)->sin6_addr, ip,
			  (socklen_t)len);
}

static void on_accept(struct kr_watch *w, uint32_t events)
{
	(void)events;
	struct kr_metrics_http *h = w->data;
	/* a few per wake-up: a flood of connections waits in the backlog (and
	 * the kernel drops what overflows it) while Raft traffic is served */
	for (int i = 0; i < ACCEPTS_PER_WAKE; i++) {
		struct sockaddr_storage sa;
		socklen_t sl = sizeof sa;
		int fd = accept4(h->listen.fd, (struct sockaddr *)&sa, &sl,
				 SOCK_NONBLOCK | SOCK_CLOEXEC);
		if (fd < 0)
			return; /* EAGAIN, or out of descriptors: tried next round */
		struct hconn *c = NULL;
		for (size_t k = 0; k < KR_METRICS_HTTP_MAX_CONNS && !c; k++)
			if (!h->conns[k].open)
				c = &h->conns[k];
		char ip[INET6_ADDRSTRLEN];
		peer_ip(&sa, ip, sizeof ip);
		if (!c) {
			close(fd);
			refused(h);
			hlog(h, KR_LOG_WARN,
			     "metrics listener: refusing a connection from %s: %d "
			     "connections "
			     "open",
			     ip, KR_METRICS_HTTP_MAX_CONNS);
			continue;
		}
		memset(c, 0, offsetof(struct hconn, in));
		c->in_len = 0;
		c->out = NULL;
		c->h = h;
		snprintf(c->ip, sizeof c->ip, "%s", ip);
		c->deadline_ms = kr_loop_now_ms() + KR_METRICS_HTTP_TIMEOUT_MS;
		if (kr_loop_add(h->loop, &c->watch, fd, EPOLLIN, on_conn_event, c) != 0) {
			close(fd);
			continue;
		}
		c->open = true;
	}
}

struct kr_metrics_http *kr_metrics_http_new(struct kr_loop *l, const char *host,
					    uint16_t port,
					    const struct kr_metrics_http_callbacks *cb,
					    char *why, size_t why_len)
{
	struct kr_metrics_http *h = calloc(1, sizeof *h);
	char *body = malloc(KR_METRICS_HTTP_MAX_BODY);
	if (!h || !body) {
		free(h);
		free(body);
		snprintf(why, why_len, "out of memory");
		return NULL;
	}
	h->loop = l;
	h->cb = *cb;
	h->body = body;
	h->listen.fd = -1;
	struct addrinfo hints = {0}, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
	char ps[8];
	snprintf(ps, sizeof ps, "%u", (unsigned)port);
	int grc = getaddrinfo(host && host[0] ? host : NULL, ps, &hints, &res);
	if (grc != 0 || !res) {
		snprintf(why, why_len, "kwire.metrics.listener: cannot resolve %s: %s",
			 host, gai_strerror(grc));
		if (res)
			freeaddrinfo(res);
		kr_metrics_http_free(h);
		return NULL;
	}
	int fd = socket(res->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	int one = 1;
	if (fd >= 0)
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	if (fd < 0 || bind(fd, res->ai_addr, res->ai_addrlen) != 0 ||
	    listen(fd, 64) != 0) {
		snprintf(why, why_len,
			 "kwire.metrics.listener: cannot listen on %s:%u: %s", host,
			 (unsigned)port, strerror(errno));
		if (fd >= 0)
			close(fd);
		freeaddrinfo(res);
		kr_metrics_http_free(h);
		return NULL;
	}
	freeaddrinfo(res);
	struct sockaddr_storage sa;
	socklen_t sl = sizeof sa;
	if (getsockname(fd, (struct sockaddr *)&sa, &sl) == 0)
		h->port = ntohs(sa.ss_family == AF_INET6
					? ((struct sockaddr_in6 *)&sa)->sin6_port
					: ((struct sockaddr_in *)&sa)->sin_port);
	if (kr_loop_add(l, &h->listen, fd, EPOLLIN, on_accept, h) != 0) {
		snprintf(why, why_len, "kwire.metrics.listener: cannot watch the socket");
		close(fd);
		kr_metrics_http_free(h);
		return NULL;
	}
	return h;
}

void kr_metrics_http_free(struct kr_metrics_http *h)
{
	if (!h)
		return;
	for (size_t k = 0; k < KR_METRICS_HTTP_MAX_CONNS; k++)
		conn_close(h, &h->conns[k]);
	if (h->listen.fd >= 0) {
		int fd = h->listen.fd;
		kr_loop_del(h->loop, &h->listen);
		close(fd);
	}
	free(h->body);
	free(h);
}

uint16_t kr_metrics_http_port(const struct kr_metrics_http *h)
{
	return h->port;
}

void kr_metrics_http_tick(struct kr_metrics_http *h)
{
	if (!h)
		return;
	int64_t now = kr_loop_now_ms();
	for (size_t k = 0; k < KR_METRICS_HTTP_MAX_CONNS; k++) {
		struct hconn *c = &h->conns[k];
		if (!c->open || now < c->deadline_ms)
			continue;
		if (!c->answered) {
			refused(h);
			hlog(h, KR_LOG_WARN,
			     "metrics listener: closing a connection from %s: no "
			     "complete "
			     "request within %d ms",
			     c->ip, KR_METRICS_HTTP_TIMEOUT_MS);
		}
		conn_close(h, c);
	}
}

int64_t kr_metrics_http_next_deadline(const struct kr_metrics_http *h)
{
	int64_t d = INT64_MAX;
	for (size_t k = 0; h && k < KR_METRICS_HTTP_MAX_CONNS; k++)
		if (h->conns[k].open && h->conns[k].deadline_ms < d)
			d = h->conns[k].deadline_ms;
	return d;
}
