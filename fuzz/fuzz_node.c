/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fuzz_node.c — the node's request handling under arbitrary input: a real
 * single-voter node (its transport, services, driver, Raft core and
 * storage, fsync off, in a temporary directory) gets each input as the
 * byte stream of a new connection, and must never stop (peer input is
 * never fatal: core/kraft.h "Hostile input"). The first byte picks the listener (even:
 * the controller listener, odd: the client listener); the rest is sent as is (frames with
 * their size prefixes). A sanitizer report or a node that stopped aborts.
 */
#include <errno.h>
#include <ftw.h>
#include <netinet/in.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "node/config.h"
#include "node/meta.h"
#include "node/node.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct kr_node *node;
static char dir[256];

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *f)
{
	(void)st;
	(void)flag;
	(void)f;
	return remove(path);
}

static void cleanup(void)
{
	if (node)
		kr_node_free(node);
	node = NULL;
	if (dir[0])
		nftw(dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static uint16_t free_port(void)
{
	int fd = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = {.sin_family = AF_INET,
				.sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	socklen_t l = sizeof a;
	if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof a) != 0 ||
	    getsockname(fd, (struct sockaddr *)&a, &l) != 0)
		abort();
	close(fd);
	return ntohs(a.sin_port);
}

static void quiet(void *ctx, enum kr_log_level level, const char *line)
{
	(void)ctx;
	if (level == KR_LOG_ERROR)
		fprintf(stderr, "fuzz_node: %s\n", line);
}

static void start(void)
{
	const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(dir, sizeof dir, "%s/kwire-fuzz-node-XXXXXX", base);
	if (!mkdtemp(dir))
		abort();
	atexit(cleanup);
	char err[KR_META_ERROR_MAX];
	struct kr_meta meta;
	if (kr_meta_format(dir, "MkU3OEVBNTcwNTJENDM2Qk", 1, false, &meta, err) != 0)
		abort();
	uint16_t cp = free_port(), pp = free_port();
	char voters[64], listeners[128];
	snprintf(voters, sizeof voters, "1@127.0.0.1:%u", (unsigned)cp);
	snprintf(listeners, sizeof listeners,
		 "CONTROLLER://127.0.0.1:%u,PLAINTEXT://127.0.0.1:%u", (unsigned)cp,
		 (unsigned)pp);
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	const char *kv[][2] = {
		{"node.id", "1"},
		{"controller.quorum.voters", voters},
		{"listeners", listeners},
		{"controller.listener.names", "CONTROLLER"},
		{"log.dirs", dir},
		{"fsync", "false"},
		{"controller.quorum.election.timeout.ms", "10"},
		{"controller.quorum.append.linger.ms", "0"},
	};
	for (size_t i = 0; i < sizeof kv / sizeof kv[0]; i++)
		if (kr_node_config_set(&cfg, kv[i][0], kv[i][1]) != 0)
			abort();
	if (kr_node_config_check(&cfg) != 0) {
		fprintf(stderr, "fuzz_node: %s\n", cfg.error);
		abort();
	}
	struct kr_node_callbacks cb = {.log = quiet};
	char why[1024];
	if (kr_node_new(&cfg, &cb, &node, why, sizeof why) != 0) {
		fprintf(stderr, "fuzz_node: %s\n", why);
		abort();
	}
	for (int i = 0; i < 200; i++)
		if (kr_node_run_once(node, 5) != 1)
			abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!node)
		start();
	if (size == 0)
		return 0;
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, sv) != 0)
		abort();
	if (kr_node_adopt(node, sv[0], data[0] & 1) != 0)
		abort();
	const uint8_t *p = data + 1;
	size_t left = size - 1;
	uint8_t sink[65536];
	for (int round = 0; round < 64; round++) {
		if (left > 0) {
			ssize_t w = send(sv[1], p, left, MSG_NOSIGNAL);
			if (w > 0) {
				p += w;
				left -= (size_t)w;
			}
		}
		while (recv(sv[1], sink, sizeof sink, 0) > 0) {
		}
		if (kr_node_run_once(node, 0) != 1) {
			fprintf(stderr, "fuzz_node: the node stopped\n");
			abort();
		}
		if (left == 0 && round > 8)
			break;
	}
	close(sv[1]);
	for (int i = 0; i < 4; i++)
		if (kr_node_run_once(node, 0) != 1)
			abort();
	return 0;
}
