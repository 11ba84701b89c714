/*
 * tests/node/etcd_bench.c — put throughput and latency of a three-member etcd
 * v3 cluster, the peer row of tests/node/bench.sh. Not part of the test suite.
 *
 *   etcd_bench HOST:PORT[,HOST:PORT...] SECONDS [CLIENTS...]   (default 1 16 64)
 *
 * Speaks etcd's v3 JSON gateway over plain HTTP/1.1: POST /v3/kv/put with a
 * base64 key and a base64 1 KiB value (the gateway's path since etcd 3.4;
 * 3.3 and older serve only /v3beta or /v3alpha). The member that
 * /v3/maintenance/status names as leader is chosen, so no put pays a
 * follower's forwarding hop (kwire's producers also talk to the leader).
 *
 * Each client is one thread with one keep-alive connection (TCP_NODELAY) and
 * one put in flight: send, wait for the response, check it is HTTP 200 with
 * a response header, send the next. A put's response means etcd committed it
 * (a majority fsynced it to the Raft log) and applied it. Prints one row per
 * client count, in bench_load.h's row format (the load loop rdk_bench uses):
 *
 *   row etcd CLIENTS PUTS_PER_S MB_PER_S P50_MS P99_MS FAILED
 *
 * MB/s counts the 1 KiB values only (10^6 bytes), not keys, JSON or base64.
 * The run ends with the generator's own CPU seconds (user + system):
 *
 *   gen etcd CPU_SECONDS
 */
#include "bench_load.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

/* Standard base64 with padding, NUL-terminated; out holds 4*ceil(n/3)+1. */
static size_t base64(const unsigned char *in, size_t n, char *out)
{
	static const char tab[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	size_t o = 0;
	for (size_t i = 0; i < n; i += 3) {
		unsigned v = (unsigned)in[i] << 16;
		if (i + 1 < n)
			v |= (unsigned)in[i + 1] << 8;
		if (i + 2 < n)
			v |= in[i + 2];
		out[o++] = tab[(v >> 18) & 63];
		out[o++] = tab[(v >> 12) & 63];
		out[o++] = i + 1 < n ? tab[(v >> 6) & 63] : '=';
		out[o++] = i + 2 < n ? tab[v & 63] : '=';
	}
	out[o] = '\0';
	return o;
}

/* One keep-alive HTTP/1.1 connection and its receive buffer. */
struct conn {
	const char *host;
	const char *port;
	int fd;
	char buf[65536 + 1]; /* always NUL-terminated after len bytes */
	size_t len;
};

static int conn_open(struct conn *c)
{
	struct addrinfo hints = { .ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM };
	struct addrinfo *res;
	c->fd = -1;
	c->len = 0;
	if (getaddrinfo(c->host, c->port, &hints, &res) != 0)
		return -1;
	for (struct addrinfo *ai = res; ai; ai = ai->ai_next) {
		int fd = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
		if (fd < 0)
			continue;
		if (connect(fd, ai->ai_addr, ai->ai_addrlen) == 0) {
			int one = 1;
			setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
			/* a stalled server fails the put instead of hanging the run */
			struct timeval tv = { .tv_sec = 10 };
			setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
			setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
			c->fd = fd;
			break;
		}
		close(fd);
	}
	freeaddrinfo(res);
	return c->fd >= 0 ? 0 : -1;
}

static void conn_close(struct conn *c)
{
	if (c->fd >= 0)
		close(c->fd);
	c->fd = -1;
	c->len = 0;
}

static int send_all(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Reads more bytes into c->buf; -1 on error, timeout, EOF or a full buffer. */
static int fill(struct conn *c)
{
	if (c->len == sizeof c->buf - 1)
		return -1;
	for (;;) {
		ssize_t r = recv(c->fd, c->buf + c->len, sizeof c->buf - 1 - c->len, 0);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		c->len += (size_t)r;
		c->buf[c->len] = '\0';
		return 0;
	}
}

static const char *find(const char *hay, size_t n, const char *needle)
{
	size_t k = strlen(needle);
	for (size_t i = 0; i + k <= n; i++)
		if (memcmp(hay + i, needle, k) == 0)
			return hay + i;
	return NULL;
}

/*
 * Sends one request (already formatted, with its body) and reads one
 * response. Returns the HTTP status, or -1 when the connection failed (it is
 * then closed); the body, NUL-terminated, is copied to body (size cap).
 * Handles Content-Length and chunked bodies; "Connection: close" closes.
 */
static int http_roundtrip(struct conn *c, const char *req, size_t req_len, char *body,
			  size_t cap)
{
	if (c->fd < 0 && conn_open(c) != 0)
		return -1;
	if (send_all(c->fd, req, req_len) != 0)
		goto fail;
	const char *eoh;
	while (!(eoh = find(c->buf, c->len, "\r\n\r\n")))
		if (fill(c) != 0)
			goto fail;
	size_t head = (size_t)(eoh - c->buf) + 4;
	int status;
	if (sscanf(c->buf, "HTTP/1.%*d %d", &status) != 1)
		goto fail;
	long clen = -1;
	int chunked = 0, close_after = 0;
	for (const char *line = strstr(c->buf, "\r\n") + 2; line < eoh;
	     line = strstr(line, "\r\n") + 2) {
		if (strncasecmp(line, "Content-Length:", 15) == 0)
			clen = strtol(line + 15, NULL, 10);
		else if (strncasecmp(line, "Transfer-Encoding:", 18) == 0 &&
			 find(line, (size_t)(strstr(line, "\r\n") - line), "chunked"))
			chunked = 1;
		else if (strncasecmp(line, "Connection:", 11) == 0 &&
			 find(line, (size_t)(strstr(line, "\r\n") - line), "close"))
			close_after = 1;
	}
	size_t out = 0;
	size_t pos = head;
	if (chunked) {
		for (;;) {
			const char *eol;
			while (!(eol = find(c->buf + pos, c->len - pos, "\r\n")))
				if (fill(c) != 0)
					goto fail;
			size_t n = strtoul(c->buf + pos, NULL, 16);
			size_t data = (size_t)(eol - c->buf) + 2;
			while (c->len < data + n + 2)
				if (fill(c) != 0)
					goto fail;
			size_t take = n < cap - 1 - out ? n : cap - 1 - out;
			memcpy(body + out, c->buf + data, take);
			out += take;
			pos = data + n + 2;
			if (n == 0)
				break;
		}
	} else {
		if (clen < 0)
			goto fail; /* close-delimited bodies are not expected here */
		while (c->len < head + (size_t)clen)
			if (fill(c) != 0)
				goto fail;
		out = (size_t)clen < cap - 1 ? (size_t)clen : cap - 1;
		memcpy(body, c->buf + head, out);
		pos = head + (size_t)clen;
	}
	body[out] = '\0';
	memmove(c->buf, c->buf + pos, c->len - pos);
	c->len -= pos;
	c->buf[c->len] = '\0';
	if (close_after)
		conn_close(c);
	return status;
fail:
	conn_close(c);
	return -1;
}

static size_t format_post(char *req, size_t cap, const struct conn *c, const char *path,
			  const char *json)
{
	int n = snprintf(req, cap,
			 "POST %s HTTP/1.1\r\nHost: %s:%s\r\nContent-Type: application/json\r\n"
			 "Content-Length: %zu\r\n\r\n%s",
			 path, c->host, c->port, strlen(json), json);
	return n < 0 || (size_t)n >= cap ? 0 : (size_t)n;
}

/* Copies the string value of "name":"..." in json into out; 0 if found. */
static int json_str(const char *json, const char *name, char *out, size_t cap)
{
	char pat[64];
	snprintf(pat, sizeof pat, "\"%s\":\"", name);
	const char *p = strstr(json, pat);
	if (!p)
		return -1;
	p += strlen(pat);
	size_t n = strcspn(p, "\"");
	if (n >= cap)
		return -1;
	memcpy(out, p, n);
	out[n] = '\0';
	return 0;
}

/* The endpoints, split from the command line. */
static char *ep_host[16], *ep_port[16];
static int n_ep;
static int leader_ep = -1;

/* Waits (up to 30 s) until a member names a leader that is one of ours. */
static int find_leader(void)
{
	static struct conn c;
	char req[512], body[4096];
	for (int tries = 0; tries < 300; tries++) {
		for (int i = 0; i < n_ep; i++) {
			c.host = ep_host[i];
			c.port = ep_port[i];
			c.fd = -1;
			c.len = 0;
			size_t n = format_post(req, sizeof req, &c, "/v3/maintenance/status", "{}");
			int st = http_roundtrip(&c, req, n, body, sizeof body);
			conn_close(&c);
			char member[32], leader[32];
			if (st == 200 && json_str(body, "member_id", member, sizeof member) == 0 &&
			    json_str(body, "leader", leader, sizeof leader) == 0 &&
			    strcmp(member, leader) == 0)
				return i;
		}
		usleep(100000);
	}
	return -1;
}

/* One client: its connection to the leader and its 1 KiB value. */
struct client {
	int id;
	struct conn conn;
	char value_b64[(BENCH_VALUE_BYTES + 2) / 3 * 4 + 1];
};

static void *client_open(int id, void *arg)
{
	(void)arg;
	struct client *cl = calloc(1, sizeof *cl);
	if (!cl)
		return NULL;
	cl->id = id;
	cl->conn.host = ep_host[leader_ep];
	cl->conn.port = ep_port[leader_ep];
	cl->conn.fd = -1;
	unsigned char value[BENCH_VALUE_BYTES];
	for (size_t i = 0; i < sizeof value; i++)
		value[i] = (unsigned char)(i * 131 + (size_t)id * 7);
	base64(value, sizeof value, cl->value_b64);
	return cl;
}

/* One put of key bench/<client>/<seq>; 0 on success, -1 on failure. */
static int client_put(void *conn, long seq)
{
	struct client *cl = conn;
	char key[64], key_b64[100];
	int kn = snprintf(key, sizeof key, "bench/%d/%ld", cl->id, seq);
	base64((const unsigned char *)key, (size_t)kn, key_b64);
	char json[2048], req[2560], body[4096];
	snprintf(json, sizeof json, "{\"key\":\"%s\",\"value\":\"%s\"}", key_b64, cl->value_b64);
	size_t n = format_post(req, sizeof req, &cl->conn, "/v3/kv/put", json);
	if (n == 0)
		return -1;
	int st = http_roundtrip(&cl->conn, req, n, body, sizeof body);
	/* a committed put answers 200 with the store's revision in its header */
	if (st != 200 || !strstr(body, "\"header\"") || strstr(body, "\"error\""))
		return -1;
	return 0;
}

static void client_close(void *conn)
{
	struct client *cl = conn;
	conn_close(&cl->conn);
	free(cl);
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fputs("usage: etcd_bench HOST:PORT[,HOST:PORT...] SECONDS [CLIENTS...]\n", stderr);
		return 2;
	}
	for (char *save = NULL, *tok = strtok_r(argv[1], ",", &save); tok && n_ep < 16;
	     tok = strtok_r(NULL, ",", &save)) {
		char *colon = strrchr(tok, ':');
		if (!colon) {
			fprintf(stderr, "etcd_bench: endpoint %s has no port\n", tok);
			return 2;
		}
		*colon = '\0';
		ep_host[n_ep] = tok;
		ep_port[n_ep++] = colon + 1;
	}
	double secs = atof(argv[2]);
	if (n_ep == 0 || secs <= 0) {
		fputs("etcd_bench: need endpoints and a positive SECONDS\n", stderr);
		return 2;
	}
	leader_ep = find_leader();
	if (leader_ep < 0) {
		fputs("etcd_bench: no member reports itself as leader after 30 s\n", stderr);
		return 1;
	}
	struct bench_load b = { "etcd", client_open, client_put, client_close, NULL };
	return bench_load_rows(&b, argc, argv, 3, secs);
}
