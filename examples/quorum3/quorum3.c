/* SPDX-License-Identifier: Apache-2.0 */
/*
 * quorum3.c — three kwire Raft nodes in one process and one thread, on
 * loopback: each node is formatted into a directory of its own, all three
 * run from one poll loop, the leader appends 100 records, and every node
 * applies all of them, in order, through its committed callback. Built
 * against the installed library alone:
 *
 *   cc -o quorum3 quorum3.c $(pkg-config --cflags --libs kwire-raft)
 *   ./quorum3 DIR
 */
#include <kwire/raft.h>

#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#define N 3
#define RECORDS 100

struct app {
	int id;
	long applied;   /* records applied, in order */
	long committed; /* appends acknowledged */
	bool leads;
};

static void on_committed(void *ctx, const struct kr_node_record *recs, size_t n)
{
	struct app *a = ctx;
	for (size_t i = 0; i < n; i++) {
		char want[32];
		snprintf(want, sizeof want, "record-%ld", a->applied);
		if (recs[i].value_len != (int32_t)strlen(want) ||
		    memcmp(recs[i].value, want, strlen(want)) != 0) {
			fprintf(stderr, "node %d: record %ld out of order\n", a->id, a->applied);
			exit(1);
		}
		a->applied++;
	}
}

static void on_leader(void *ctx, int32_t leader, int32_t epoch, bool is_self)
{
	struct app *a = ctx;
	a->leads = is_self;
	if (is_self)
		printf("node %d leads epoch %d\n", (int)leader, (int)epoch);
}

static void on_appended(void *ctx, uint64_t id, int error, int64_t base)
{
	(void)id;
	(void)base;
	struct app *a = ctx;
	if (error == 0)
		a->committed++;
}

static int free_port(void)
{
	int fd = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in sa = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	socklen_t l = sizeof sa;
	bind(fd, (struct sockaddr *)&sa, sizeof sa);
	getsockname(fd, (struct sockaddr *)&sa, &l);
	close(fd);
	return ntohs(sa.sin_port);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fputs("usage: quorum3 DIR (an empty directory for the three logs)\n", stderr);
		return 2;
	}
	char cluster[23], voters[256] = "", err[512];
	kr_node_random_uuid(cluster);
	int ports[N];
	for (int i = 0; i < N; i++) {
		ports[i] = free_port();
		snprintf(voters + strlen(voters), sizeof voters - strlen(voters), "%s%d@127.0.0.1:%d",
			 i ? "," : "", i + 1, ports[i]);
	}
	struct kr_node *nodes[N];
	struct app apps[N];
	for (int i = 0; i < N; i++) {
		char id[8], listener[64], dir[512];
		snprintf(id, sizeof id, "%d", i + 1);
		snprintf(listener, sizeof listener, "PLAINTEXT://127.0.0.1:%d", ports[i]);
		snprintf(dir, sizeof dir, "%s/node%d", argv[1], i + 1);
		struct kr_node_config *cfg = kr_node_config_new();
		kr_node_config_set(cfg, "node.id", id);
		kr_node_config_set(cfg, "controller.quorum.voters", voters);
		kr_node_config_set(cfg, "listeners", listener);
		kr_node_config_set(cfg, "log.dirs", dir);
		kr_node_config_set(cfg, "controller.quorum.election.timeout.ms", "200");
		if (kr_node_config_check(cfg) != 0 ||
		    kr_node_format(cfg, cluster, false, err, sizeof err) != 0) {
			fprintf(stderr, "node %d: %s%s\n", i + 1, kr_node_config_error(cfg), err);
			return 1;
		}
		apps[i] = (struct app){ .id = i + 1 };
		struct kr_node_callbacks cb = { .ctx = &apps[i], .committed = on_committed,
						.leader = on_leader, .appended = on_appended };
		if (kr_node_new(cfg, &cb, &nodes[i], err, sizeof err) != 0) {
			fprintf(stderr, "node %d: %s\n", i + 1, err);
			return 1;
		}
		kr_node_config_free(cfg);
	}
	long appended = 0;
	for (int round = 0; round < 200000; round++) {
		struct pollfd p[N];
		int timeout = 100;
		for (int i = 0; i < N; i++) {
			p[i] = (struct pollfd){ kr_node_fd(nodes[i]), POLLIN, 0 };
			int t = kr_node_timeout(nodes[i]);
			timeout = t < timeout ? t : timeout;
		}
		poll(p, N, timeout);
		bool done = true;
		for (int i = 0; i < N; i++) {
			if (kr_node_run_once(nodes[i], 0) != 1)
				return 1;
			/* the leader appends, one record per append */
			while (apps[i].leads && appended < RECORDS &&
			       appended - apps[i].committed < 10) {
				char v[32];
				struct kr_node_record r = { .timestamp = -1, .key_len = -1 };
				r.value_len = snprintf(v, sizeof v, "record-%ld", appended);
				r.value = (const uint8_t *)v;
				if (kr_node_append(nodes[i], &r, 1, NULL) != 0)
					break;
				appended++;
			}
			done = done && apps[i].applied == RECORDS;
		}
		if (done)
			break;
	}
	int rc = 0;
	for (int i = 0; i < N; i++) {
		printf("node %d applied %ld records\n", i + 1, apps[i].applied);
		rc |= apps[i].applied != RECORDS;
		kr_node_shutdown(nodes[i]);
	}
	for (int i = 0; i < N; i++) {
		while (kr_node_run_once(nodes[i], 10) == 1) {
		}
		kr_node_free(nodes[i]);
	}
	return rc;
}
