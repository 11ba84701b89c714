/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire metrics — prints a node's metrics (its kwire.metrics.listener) as
 * a table, with p50 and p99 read from each histogram:
 *
 *   kwire metrics --url HOST:PORT [--raw]
 *
 * The answer is the Prometheus text format; --raw prints it as it came.
 * The table has one row per sample, and one per histogram with its count,
 * mean, p50 and p99 (Prometheus' histogram_quantile: linear within a
 * bucket) instead of its buckets. What the node sends is read with bounds:
 * at most 4 MiB, within 5 s.
 */
#include "commands.h"

#include <errno.h>
#include <math.h>
#include <netdb.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "node/metrics.h"

#define MAX_ANSWER (4u << 20)
#define MAX_BUCKETS 64
#define TIMEOUT_S 5

static void usage(void)
{
	puts("usage: kwire metrics --url HOST:PORT [--raw]\n"
	     "Fetches http://HOST:PORT/metrics (a node's kwire.metrics.listener) and\n"
	     "prints every metric in a table; a histogram is one row with its count,\n"
	     "mean, p50 and p99. --raw prints the Prometheus text as received.");
}

/* GETs /metrics from host:port; returns the body (malloc'd) or NULL. */
static char *fetch(const char *hp, size_t *len)
{
	char host[256], port[16];
	const char *colon = strrchr(hp, ':');
	if (strncmp(hp, "http://", 7) == 0)
		hp += 7;
	colon = strrchr(hp, ':');
	if (!colon || colon == hp || (size_t)(colon - hp) >= sizeof host ||
	    strlen(colon + 1) == 0 || strlen(colon + 1) >= sizeof port) {
		fprintf(stderr, "kwire metrics: --url '%s' is not HOST:PORT\n", hp);
		return NULL;
	}
	memcpy(host, hp, (size_t)(colon - hp));
	host[colon - hp] = '\0';
	snprintf(port, sizeof port, "%s", colon + 1);
	struct addrinfo hints = {0}, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	int grc = getaddrinfo(host, port, &hints, &res);
	if (grc != 0 || !res) {
		fprintf(stderr, "kwire metrics: cannot resolve %s: %s\n", host,
			gai_strerror(grc));
		return NULL;
	}
	int fd = socket(res->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
	struct timeval tv = {TIMEOUT_S, 0};
	if (fd >= 0) {
		setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
		setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
	}
	if (fd < 0 || connect(fd, res->ai_addr, res->ai_addrlen) != 0) {
		fprintf(stderr, "kwire metrics: cannot connect to %s:%s: %s\n", host,
			port, strerror(errno));
		if (fd >= 0)
			close(fd);
		freeaddrinfo(res);
		return NULL;
	}
	freeaddrinfo(res);
	char req[512];
	int rl = snprintf(
		req, sizeof req,
		"GET /metrics HTTP/1.1\r\nHost: %s:%s\r\nConnection: close\r\n\r\n", host,
		port);
	if (send(fd, req, (size_t)rl, MSG_NOSIGNAL) != rl) {
		fprintf(stderr, "kwire metrics: cannot send the request: %s\n",
			strerror(errno));
		close(fd);
		return NULL;
	}
	char *buf = malloc(MAX_ANSWER + 1);
	size_t n = 0;
	while (buf && n < MAX_ANSWER) {
		ssize_t got = recv(fd, buf + n, MAX_ANSWER - n, 0);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			fprintf(stderr, "kwire metrics: reading the answer: %s\n",
				strerror(errno));
			free(buf);
			close(fd);
			return NULL;
		}
		if (got == 0)
			break;
		n += (size_t)got;
	}
	close(fd);
	if (!buf) {
		fputs("kwire metrics: out of memory\n", stderr);
		return NULL;
	}
	buf[n] = '\0';
	if (n == MAX_ANSWER) {
		fprintf(stderr, "kwire metrics: the answer exceeds %u bytes\n",
			MAX_ANSWER);
		free(buf);
		return NULL;
	}
	char *body = strstr(buf, "\r\n\r\n");
	if (strncmp(buf, "HTTP/1.", 7) != 0 || !body) {
		fputs("kwire metrics: the answer is not HTTP\n", stderr);
		free(buf);
		return NULL;
	}
	if (strncmp(buf + 8, " 200", 4) != 0) {
		char *eol = strstr(buf, "\r\n");
		*eol = '\0';
		fprintf(stderr, "kwire metrics: the node answered '%s'\n", buf);
		free(buf);
		return NULL;
	}
	body += 4;
	*len = n - (size_t)(body - buf);
	memmove(buf, body, *len + 1);
	return buf;
}

/* The histogram being read (its _bucket lines come in order). */
struct hist {
	char name[128];
	double le[MAX_BUCKETS];
	uint64_t cum[MAX_BUCKETS];
	size_t n;
	double sum;
	uint64_t count;
};

static void print_hist(const struct hist *h)
{
	double p50 = kr_hist_quantile(h->le, h->cum, h->n, 0.5);
	double p99 = kr_hist_quantile(h->le, h->cum, h->n, 0.99);
	char a[32], b[32], c[32];
	if (h->count == 0) {
		snprintf(a, sizeof a, "-");
		snprintf(b, sizeof b, "-");
		snprintf(c, sizeof c, "-");
	} else {
		snprintf(a, sizeof a, "%.3f ms", h->sum / (double)h->count * 1e3);
		snprintf(b, sizeof b, isnan(p50) ? "-" : "%.3f ms", p50 * 1e3);
		snprintf(c, sizeof c, isnan(p99) ? "-" : "%.3f ms", p99 * 1e3);
	}
	printf("%-56s count %-8llu mean %-12s p50 %-12s p99 %s\n", h->name,
	       (unsigned long long)h->count, a, b, c);
}

static bool ends_with(const char *s, size_t n, const char *suffix)
{
	size_t k = strlen(suffix);
	return n >= k && memcmp(s + n - k, suffix, k) == 0;
}

/* One table from the text: samples as they are, histograms summed up. */
static int print_table(char *text)
{
	struct hist h = {0};
	int rows = 0;
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		if (line[0] == '#' || line[0] == '\0')
			continue;
		char *sp = strrchr(line, ' ');
		if (!sp)
			continue;
		*sp = '\0';
		const char *value = sp + 1;
		char *brace = strchr(line, '{');
		size_t nlen = brace ? (size_t)(brace - line) : strlen(line);
		if (ends_with(line, nlen, "_bucket") && brace) {
			char *le = strstr(brace, "le=\"");
			size_t base = nlen - 7;
			if (!le || base >= sizeof h.name)
				continue;
			if (h.n &&
			    (strlen(h.name) != base || memcmp(h.name, line, base) != 0)) {
				print_hist(&h);
				rows++;
				memset(&h, 0, sizeof h);
			}
			memcpy(h.name, line, base);
			h.name[base] = '\0';
			if (h.n < MAX_BUCKETS) {
				h.le[h.n] = strncmp(le + 4, "+Inf", 4) == 0
						    ? INFINITY
						    : strtod(le + 4, NULL);
				h.cum[h.n++] = strtoull(value, NULL, 10);
			}
			continue;
		}
		if (h.n && ends_with(line, nlen, "_sum") && nlen - 4 == strlen(h.name) &&
		    memcmp(line, h.name, nlen - 4) == 0) {
			h.sum = strtod(value, NULL);
			continue;
		}
		if (h.n && ends_with(line, nlen, "_count") &&
		    nlen - 6 == strlen(h.name) && memcmp(line, h.name, nlen - 6) == 0) {
			h.count = strtoull(value, NULL, 10);
			print_hist(&h);
			rows++;
			memset(&h, 0, sizeof h);
			continue;
		}
		printf("%-56s %s\n", line, value);
		rows++;
	}
	if (h.n)
		print_hist(&h);
	return rows;
}

int kw_cmd_metrics(int argc, char **argv)
{
	const char *url = NULL;
	bool raw = false;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage();
			return 0;
		}
		if (strcmp(argv[i], "--url") == 0 && i + 1 < argc) {
			url = argv[++i];
			continue;
		}
		if (strcmp(argv[i], "--raw") == 0) {
			raw = true;
			continue;
		}
		fprintf(stderr, "kwire metrics: unknown argument '%s'\n", argv[i]);
		return 2;
	}
	if (!url) {
		fputs("kwire metrics: --url HOST:PORT is required\n", stderr);
		return 2;
	}
	size_t len = 0;
	char *text = fetch(url, &len);
	if (!text)
		return 1;
	if (raw)
		fwrite(text, 1, len, stdout);
	else if (print_table(text) == 0) {
		fputs("kwire metrics: the answer holds no metrics\n", stderr);
		free(text);
		return 1;
	}
	free(text);
	return 0;
}
