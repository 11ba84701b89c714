/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kv.c — a replicated key-value store on the kwire Raft engine, written
 * against the installed header kwire/raft.h alone. Run three on loopback:
 *
 *   kv --id 1 --voters 1@127.0.0.1:9091,2@127.0.0.1:9092,3@127.0.0.1:9093 \
 *      --dir /tmp/kv1 --serve 7001 --cluster-id $(kwire random-uuid)
 *   (the same cluster id for all three; --id 2 --dir /tmp/kv2 --serve 7002 ...)
 *
 * Clients speak a line protocol on --serve, one answer per request, in
 * order:
 *   put KEY VALUE   ->  ok OFFSET            (once committed)
 *   get KEY         ->  value VALUE | none
 *   anything        ->  redirect LEADER_ID   (this node does not lead; -1:
 *                                             no leader known yet)
 *                       error TEXT
 * Both operations go through the log, so both are linearizable: a put is
 * answered once its record is committed, and a get appends a marker
 * record and answers once the marker is applied (every write before it is
 * then applied too). The state is snapshotted through the engine's
 * snapshot hooks (every --snapshot-bytes of committed records, default
 * Kafka's 20 MiB) and rebuilt at start from the newest snapshot and the
 * log after it. SIGTERM stops gracefully.
 */
#include <kwire/raft.h>

#include <arpa/inet.h>
#include <errno.h>
#include <getopt.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_CLIENTS 64
#define BUCKETS 4096
#define LINE_MAX_LEN 4096

struct entry {
	char *key, *value;
	struct entry *next;
};

struct client {
	int fd;
	char in[LINE_MAX_LEN];
	size_t have;
	bool waiting;   /* a request is in the log: read nothing more yet */
	uint64_t append_id;
	bool is_get;
	char key[LINE_MAX_LEN];
};

static struct entry *table[BUCKETS];
static struct client clients[MAX_CLIENTS];
static int32_t leader = -1;
static bool leads;
static struct kr_node *node;

static size_t hash(const char *s)
{
	size_t h = 5381;
	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h % BUCKETS;
}

static struct entry *lookup(const char *key)
{
	for (struct entry *e = table[hash(key)]; e; e = e->next)
		if (strcmp(e->key, key) == 0)
			return e;
	return NULL;
}

static void store(const char *key, const char *value)
{
	struct entry *e = lookup(key);
	if (!e) {
		e = calloc(1, sizeof *e);
		e->key = strdup(key);
		e->next = table[hash(key)];
		table[hash(key)] = e;
	}
	free(e->value);
	e->value = strdup(value);
}

/* The state machine: a put record (key, value) sets the key; a get
 * marker (no value) changes nothing. */
static void on_committed(void *ctx, const struct kr_node_record *recs, size_t n)
{
	(void)ctx;
	for (size_t i = 0; i < n; i++) {
		if (recs[i].key_len <= 0 || recs[i].value_len < 0)
			continue;
		char key[LINE_MAX_LEN], value[LINE_MAX_LEN];
		snprintf(key, sizeof key, "%.*s", (int)recs[i].key_len, (const char *)recs[i].key);
		snprintf(value, sizeof value, "%.*s", (int)recs[i].value_len,
			 (const char *)recs[i].value);
		store(key, value);
	}
}

/* Snapshots: the whole table as records (key, value), numbered by the
 * engine; loading one replaces the table. */
static int on_snapshot_take(void *ctx, struct kr_node_snapshot *snap, int64_t end_offset)
{
	(void)ctx;
	(void)end_offset; /* the table is exactly the state there */
	for (size_t b = 0; b < BUCKETS; b++)
		for (struct entry *e = table[b]; e; e = e->next) {
			struct kr_node_record r = {
				.offset = -1, .timestamp = -1,
				.key = (const uint8_t *)e->key, .key_len = (int32_t)strlen(e->key),
				.value = (const uint8_t *)e->value,
				.value_len = (int32_t)strlen(e->value) };
			if (kr_node_snapshot_write(snap, &r, 1) != 0)
				return -1;
		}
	return 0;
}

static void on_snapshot_load(void *ctx, int64_t end_offset)
{
	(void)ctx;
	(void)end_offset;
	for (size_t b = 0; b < BUCKETS; b++)
		while (table[b]) {
			struct entry *e = table[b];
			table[b] = e->next;
			free(e->key);
			free(e->value);
			free(e);
		}
}

static void on_log(void *ctx, enum kr_log_level level, const char *line)
{
	(void)ctx;
	if (level <= KR_LOG_INFO)
		fprintf(stderr, "kv: %s\n", line);
}

static void on_leader(void *ctx, int32_t id, int32_t epoch, bool is_self)
{
	(void)ctx;
	(void)epoch;
	leader = id;
	leads = is_self;
}

__attribute__((format(printf, 2, 3))) static void answer(struct client *c, const char *fmt,
							 ...)
{
	char line[LINE_MAX_LEN + 64];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (n >= (int)sizeof line)
		n = (int)sizeof line - 1;
	if (send(c->fd, line, (size_t)n, MSG_NOSIGNAL) != n) {
		/* a client that does not read: dropped */
		close(c->fd);
		c->fd = -1;
	}
	c->waiting = false;
}

static void on_appended(void *ctx, uint64_t id, int error, int64_t base)
{
	(void)ctx;
	for (int i = 0; i < MAX_CLIENTS; i++) {
		struct client *c = &clients[i];
		if (c->fd < 0 || !c->waiting || c->append_id != id)
			continue;
		if (error)
			answer(c, "redirect %d\n", (int)leader);
		else if (!c->is_get)
			answer(c, "ok %lld\n", (long long)base);
		else if (lookup(c->key))
			answer(c, "value %s\n", lookup(c->key)->value);
		else
			answer(c, "none\n");
	}
}

/* One request line of client c. */
static void request(struct client *c, char *line)
{
	char *op = strtok(line, " "), *key = strtok(NULL, " "), *value = strtok(NULL, "");
	if (!op || !key || (strcmp(op, "put") == 0 && !value) ||
	    (strcmp(op, "put") != 0 && strcmp(op, "get") != 0)) {
		answer(c, "error expected 'put KEY VALUE' or 'get KEY'\n");
		return;
	}
	if (!leads) {
		answer(c, "redirect %d\n", (int)leader);
		return;
	}
	c->is_get = strcmp(op, "get") == 0;
	snprintf(c->key, sizeof c->key, "%s", key);
	struct kr_node_record r = { .timestamp = -1 };
	r.key = (const uint8_t *)key;
	r.key_len = (int32_t)strlen(key);
	r.value = c->is_get ? NULL : (const uint8_t *)value;
	r.value_len = c->is_get ? -1 : (int32_t)strlen(value);
	int rc = kr_node_append(node, &r, 1, &c->append_id);
	if (rc == KR_NODE_ERR_NOT_LEADER)
		answer(c, "redirect %d\n", (int)leader);
	else if (rc != 0)
		answer(c, "error %s\n", kr_node_strerror(rc));
	else
		c->waiting = true;
}

/* Reads what client c sent and serves its next whole line, if any. */
static void serve(struct client *c, bool readable)
{
	if (readable && c->have < sizeof c->in) {
		ssize_t got = recv(c->fd, c->in + c->have, sizeof c->in - c->have, MSG_DONTWAIT);
		if (got == 0 || (got < 0 && errno != EAGAIN && errno != EINTR)) {
			close(c->fd);
			c->fd = -1;
			return;
		}
		if (got > 0)
			c->have += (size_t)got;
	}
	char *nl = c->waiting ? NULL : memchr(c->in, '\n', c->have);
	if (!nl) {
		if (c->have == sizeof c->in) { /* a line too long */
			close(c->fd);
			c->fd = -1;
		}
		return;
	}
	*nl = '\0';
	char line[LINE_MAX_LEN];
	snprintf(line, sizeof line, "%s", c->in);
	size_t used = (size_t)(nl - c->in) + 1;
	memmove(c->in, c->in + used, c->have - used);
	c->have -= used;
	request(c, line);
}

static void on_signal(int sig)
{
	(void)sig;
	if (node)
		kr_node_shutdown(node);
}

int main(int argc, char **argv)
{
	const char *id = NULL, *voters = NULL, *dir = NULL, *cluster = NULL;
	const char *snapshot_bytes = "20971520";
	int serve_port = 0;
	static const struct option opts[] = { { "id", 1, 0, 'i' },	    { "voters", 1, 0, 'v' },
					      { "dir", 1, 0, 'd' },	    { "serve", 1, 0, 's' },
					      { "cluster-id", 1, 0, 'c' },
					      { "snapshot-bytes", 1, 0, 'b' }, { 0, 0, 0, 0 } };
	for (int o; (o = getopt_long(argc, argv, "", opts, NULL)) != -1;) {
		if (o == 'i')
			id = optarg;
		else if (o == 'v')
			voters = optarg;
		else if (o == 'd')
			dir = optarg;
		else if (o == 's')
			serve_port = atoi(optarg);
		else if (o == 'c')
			cluster = optarg;
		else if (o == 'b')
			snapshot_bytes = optarg;
		else
			return 2;
	}
	if (!id || !voters || !dir || !cluster || serve_port <= 0) {
		fputs("usage: kv --id N --voters ID@HOST:PORT,... --dir DIR --serve PORT "
		      "--cluster-id ID [--snapshot-bytes N]\n",
		      stderr);
		return 2;
	}
	/* this node's Raft listener: its entry in the voters */
	char listener[300], want[32], err[512];
	snprintf(want, sizeof want, "%s@", id);
	const char *me = strstr(voters, want);
	if (!me || (me != voters && me[-1] != ',')) {
		fprintf(stderr, "kv: --id %s is not in --voters\n", id);
		return 2;
	}
	snprintf(listener, sizeof listener, "PLAINTEXT://%.*s", (int)strcspn(me + strlen(want), ","),
		 me + strlen(want));
	struct kr_node_config *cfg = kr_node_config_new();
	if (kr_node_config_set(cfg, "node.id", id) != 0 ||
	    kr_node_config_set(cfg, "controller.quorum.voters", voters) != 0 ||
	    kr_node_config_set(cfg, "listeners", listener) != 0 ||
	    kr_node_config_set(cfg, "log.dirs", dir) != 0 ||
	    kr_node_config_set(cfg, "metadata.log.max.record.bytes.between.snapshots",
			       snapshot_bytes) != 0 ||
	    kr_node_config_set(cfg, "controller.quorum.election.timeout.ms", "300") != 0 ||
	    /* answer each request as soon as it commits: no batching wait */
	    kr_node_config_set(cfg, "controller.quorum.append.linger.ms", "0") != 0 ||
	    kr_node_config_check(cfg) != 0) {
		fprintf(stderr, "kv: %s\n", kr_node_config_error(cfg));
		return 2;
	}
	if (kr_node_format(cfg, cluster, true, err, sizeof err) != 0) {
		fprintf(stderr, "kv: %s\n", err);
		return 1;
	}
	struct kr_node_callbacks cb = { .log = on_log, .committed = on_committed,
					.leader = on_leader, .appended = on_appended,
					.snapshot_take = on_snapshot_take,
					.snapshot_load = on_snapshot_load,
					.snapshot_records = on_committed };
	if (kr_node_new(cfg, &cb, &node, err, sizeof err) != 0) {
		fprintf(stderr, "kv: %s\n", err);
		return 1;
	}
	kr_node_config_free(cfg);
	int lfd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
	struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons((uint16_t)serve_port),
				  .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	if (bind(lfd, (struct sockaddr *)&sa, sizeof sa) != 0 || listen(lfd, 64) != 0) {
		fprintf(stderr, "kv: cannot listen on %d: %s\n", serve_port, strerror(errno));
		return 1;
	}
	for (int i = 0; i < MAX_CLIENTS; i++)
		clients[i].fd = -1;
	signal(SIGTERM, on_signal);
	signal(SIGINT, on_signal);
	int status = 1;
	while (status == 1) {
		struct pollfd p[MAX_CLIENTS + 2];
		p[0] = (struct pollfd){ kr_node_fd(node), POLLIN, 0 };
		p[1] = (struct pollfd){ lfd, POLLIN, 0 };
		for (int i = 0; i < MAX_CLIENTS; i++)
			p[i + 2] = (struct pollfd){ clients[i].fd, POLLIN, 0 };
		poll(p, MAX_CLIENTS + 2, kr_node_timeout(node));
		status = kr_node_run_once(node, 0);
		if (p[1].revents & POLLIN) {
			int fd = accept(lfd, NULL, NULL);
			for (int i = 0; i < MAX_CLIENTS && fd >= 0; i++)
				if (clients[i].fd < 0) {
					clients[i] = (struct client){ .fd = fd };
					fd = -1;
				}
			if (fd >= 0)
				close(fd); /* full */
		}
		for (int i = 0; i < MAX_CLIENTS; i++)
			if (clients[i].fd >= 0)
				serve(&clients[i], p[i + 2].revents != 0);
	}
	kr_node_free(node);
	return status == 0 ? 0 : 1;
}
