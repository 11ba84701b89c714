/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_node_inproc.c — the node's transport and services in one
 * process: a real single-voter node (fsync off, a temporary directory)
 * driven step by step with kr_node_run_once, and clients on socketpairs
 * handed to it with kr_node_adopt (or TCP to its client listener). Each
 * test names the rule of node/transport.h or node/services.h it checks.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <ftw.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "kwire/msg/api.h"
#include "kafka_client.h"
#include "kwire/frame.h"
#include "kwire/header.h"
#include "kwire/msg/add_raft_voter_request.h"
#include "kwire/msg/add_raft_voter_response.h"
#include "kwire/msg/remove_raft_voter_request.h"
#include "kwire/msg/remove_raft_voter_response.h"
#include "kwire/msg/update_raft_voter_request.h"
#include "kwire/msg/update_raft_voter_response.h"
#include "kwire/msg/describe_voter_change_request.h"
#include "kwire/msg/describe_voter_change_response.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/msg/alter_configs_request.h"
#include "kwire/msg/alter_configs_response.h"
#include "kwire/msg/create_partitions_request.h"
#include "kwire/msg/create_partitions_response.h"
#include "kwire/msg/create_topics_request.h"
#include "kwire/msg/create_topics_response.h"
#include "kwire/msg/delete_records_request.h"
#include "kwire/msg/delete_records_response.h"
#include "kwire/msg/delete_topics_request.h"
#include "kwire/msg/delete_topics_response.h"
#include "kwire/msg/describe_cluster_request.h"
#include "kwire/msg/describe_cluster_response.h"
#include "kwire/msg/describe_configs_request.h"
#include "kwire/msg/describe_configs_response.h"
#include "kwire/msg/describe_log_dirs_request.h"
#include "kwire/msg/describe_log_dirs_response.h"
#include "kwire/msg/describe_producers_request.h"
#include "kwire/msg/describe_producers_response.h"
#include "kwire/msg/allocate_producer_ids_request.h"
#include "kwire/msg/allocate_producer_ids_response.h"
#include "kwire/msg/init_producer_id_request.h"
#include "kwire/msg/init_producer_id_response.h"
#include "kwire/msg/incremental_alter_configs_request.h"
#include "kwire/msg/incremental_alter_configs_response.h"
#include "kwire/msg/delete_groups_request.h"
#include "kwire/msg/delete_groups_response.h"
#include "kwire/msg/describe_groups_request.h"
#include "kwire/msg/describe_groups_response.h"
#include "kwire/msg/find_coordinator_request.h"
#include "kwire/msg/find_coordinator_response.h"
#include "kwire/msg/heartbeat_request.h"
#include "kwire/msg/heartbeat_response.h"
#include "kwire/msg/join_group_request.h"
#include "kwire/msg/join_group_response.h"
#include "kwire/msg/leave_group_request.h"
#include "kwire/msg/leave_group_response.h"
#include "kwire/msg/list_groups_request.h"
#include "kwire/msg/list_groups_response.h"
#include "kwire/msg/offset_commit_request.h"
#include "kwire/msg/offset_commit_response.h"
#include "kwire/msg/offset_fetch_request.h"
#include "kwire/msg/offset_fetch_response.h"
#include "kwire/msg/sync_group_request.h"
#include "kwire/msg/sync_group_response.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/fetch_response.h"
#include "kwire/msg/list_offsets_request.h"
#include "kwire/msg/list_offsets_response.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/metadata_response.h"
#include "kwire/msg/produce_request.h"
#include "kwire/msg/produce_response.h"
#include "kwire/protocol_errors.h"
#include "node/config.h"
#include "node/meta.h"
#include "node/node.h"
#include "node/sasl.h"
#include "node/sasl_credentials.h"

#define CONTROLLER 0 /* listeners[0] */
#define CLIENT 1     /* listeners[1] */

struct fixture {
	struct kr_node *node;
	char dir[256];
	uint16_t client_port, controller_port;
	const char *const *extra;
};

/* Voters 2..N of the next node_up (none running: the node never leads). */
static int other_voters;
/* When not 0: voter 2's port (a peer played by the test). */
static uint16_t peer_port;

/* The node's log lines since the last node_up (every level). */
static char log_text[1 << 16];
static size_t log_len;

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *f)
{
	(void)st;
	(void)flag;
	(void)f;
	return remove(path);
}

static uint16_t free_port(void)
{
	int fd = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = {.sin_family = AF_INET,
				.sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	socklen_t l = sizeof a;
	assert_true(fd >= 0);
	assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
	assert_int_equal(getsockname(fd, (struct sockaddr *)&a, &l), 0);
	close(fd);
	return ntohs(a.sin_port);
}

static void quiet(void *ctx, enum kr_log_level level, const char *line)
{
	(void)ctx;
	size_t n = strlen(line);
	if (log_len + n + 2 < sizeof log_text) {
		memcpy(log_text + log_len, line, n);
		log_len += n;
		log_text[log_len++] = '\n';
		log_text[log_len] = '\0';
	}
	if (level <= KR_LOG_WARN && getenv("KWIRE_TEST_VERBOSE"))
		fprintf(stderr, "node: %s\n", line);
}

static int64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Runs the node for ms milliseconds. */
static void pump(struct fixture *f, int ms)
{
	int64_t end = now_ms() + ms;
	do
		assert_int_equal(kr_node_run_once(f->node, 1), 1);
	while (now_ms() < end);
}

static void node_start(struct fixture *f);

/* A single-voter node with a controller and a client listener; extra is
 * a NULL-terminated list of key, value pairs. */
static void node_up(struct fixture *f, const char *const *extra)
{
	const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(f->dir, sizeof f->dir, "%s/kwire-inproc-XXXXXX", base);
	assert_non_null(mkdtemp(f->dir));
	char err[KR_META_ERROR_MAX];
	struct kr_meta meta;
	assert_int_equal(
		kr_meta_format(f->dir, "MkU3OEVBNTcwNTJENDM2Qk", 1, false, &meta, err),
		0);
	f->controller_port = free_port();
	f->client_port = free_port();
	f->extra = extra;
	node_start(f);
}

/* The node of f (again: a restart keeps its directory and ports). */
static void node_start(struct fixture *f)
{
	const char *const *extra = f->extra;
	uint16_t cp = f->controller_port;
	char voters[256], listeners[128];
	int vl = snprintf(voters, sizeof voters, "1@127.0.0.1:%u", (unsigned)cp);
	for (int i = 0; i < other_voters; i++)
		vl += snprintf(voters + vl, sizeof voters - (size_t)vl,
			       ",%d@127.0.0.1:%u", i + 2,
			       (unsigned)(i == 0 && peer_port ? peer_port : free_port()));
	log_len = 0;
	log_text[0] = '\0';
	snprintf(listeners, sizeof listeners,
		 "CONTROLLER://127.0.0.1:%u,PLAINTEXT://127.0.0.1:%u", (unsigned)cp,
		 (unsigned)f->client_port);
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	const char *kv[] = {"node.id",
			    "1",
			    "controller.quorum.voters",
			    voters,
			    "listeners",
			    listeners,
			    "controller.listener.names",
			    "CONTROLLER",
			    "log.dirs",
			    f->dir,
			    "fsync",
			    "false",
			    "controller.quorum.election.timeout.ms",
			    "10",
			    "controller.quorum.append.linger.ms",
			    "0",
			    NULL};
	for (size_t i = 0; kv[i]; i += 2)
		assert_int_equal(kr_node_config_set(&cfg, kv[i], kv[i + 1]), 0);
	for (size_t i = 0; extra && extra[i]; i += 2)
		assert_int_equal(kr_node_config_set(&cfg, extra[i], extra[i + 1]), 0);
	assert_int_equal(kr_node_config_check(&cfg), 0);
	struct kr_node_callbacks cb = {.log = quiet};
	char why[1024];
	if (kr_node_new(&cfg, &cb, &f->node, why, sizeof why) != 0)
		fail_msg("%s", why);
	pump(f, 300); /* a single voter leads at once */
}

static void node_down(struct fixture *f)
{
	assert_int_equal(kr_node_free(f->node), 0);
	nftw(f->dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* A client end on listener i (the other end is the node's). */
static int client(struct fixture *f, int i)
{
	int sv[2];
	assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	assert_int_equal(kr_node_adopt(f->node, sv[0], i), 0);
	return sv[1];
}

/* Reads one response, running the node meanwhile (it may be writing the
 * frame in pieces); NULL when the connection closed or nothing whole came
 * within ms. */
static uint8_t *response(struct fixture *f, int fd, size_t *len, int ms)
{
	int64_t end = now_ms() + ms;
	uint8_t hdr[4];
	uint8_t *buf = NULL;
	size_t have = 0, need = 4;
	while (now_ms() < end) {
		uint8_t *dst = buf ? buf : hdr;
		ssize_t got =
			need > have ? recv(fd, dst + have, need - have, MSG_DONTWAIT) : 0;
		if (got == 0 && need > have) {
			free(buf);
			return NULL; /* closed */
		}
		if (got > 0)
			have += (size_t)got;
		if (have == need && !buf) {
			need = (size_t)hdr[0] << 24 | (size_t)hdr[1] << 16 |
			       (size_t)hdr[2] << 8 | hdr[3];
			buf = malloc(need ? need : 1);
			assert_non_null(buf);
			have = 0;
		}
		if (buf && have == need) {
			*len = need;
			return buf;
		}
		if (got <= 0)
			assert_int_equal(kr_node_run_once(f->node, 1), 1);
	}
	free(buf);
	return NULL;
}

/* True when the node closed fd within ms. */
static bool closed_within(struct fixture *f, int fd, int ms)
{
	int64_t end = now_ms() + ms;
	while (now_ms() < end) {
		struct pollfd p = {fd, POLLIN, 0};
		if (poll(&p, 1, 0) > 0) {
			char c;
			if (recv(fd, &c, 1, MSG_PEEK) <= 0)
				return true;
		}
		assert_int_equal(kr_node_run_once(f->node, 1), 1);
	}
	return false;
}

static int32_t corr_of(uint8_t *buf, size_t len)
{
	int32_t c = kc_frame_corr(buf, len);
	free(buf);
	return c;
}

/* Responses leave in request order: a long-polling Fetch (no data at the
 * high watermark, MaxWaitMs 400) holds back the ApiVersions answer behind
 * it, and a Produce acks=-1 holds back the Metadata after it. */
static void test_responses_in_request_order(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	int c = client(&f, CLIENT);
	size_t blen, len;
	uint8_t *batch = kc_make_batch(2, 16, KW_COMPRESSION_NONE, &blen);
	assert_int_equal(kc_send_produce(c, 1, -1, batch, blen), 0);
	assert_int_equal(kc_send_simple(c, KW_API_METADATA, 12, 2), 0);
	assert_int_equal(kc_send_fetch(c, 3, 1000, 400, 1 << 20), 0); /* far ahead: */
	assert_int_equal(kc_send_fetch(c, 4, 3, 400, 1 << 20), 0);    /* at the end */
	assert_int_equal(kc_send_simple(c, KW_API_API_VERSIONS, 3, 5), 0);
	assert_int_equal(kc_send_simple(c, KW_API_METADATA, 12, 6), 0);
	int64_t t0 = now_ms();
	int32_t want[] = {1, 2, 3, 4, 5, 6};
	for (int i = 0; i < 6; i++) {
		uint8_t *r = response(&f, c, &len, 3000);
		assert_non_null(r);
		assert_int_equal(corr_of(r, len), want[i]);
		if (want[i] == 4 || want[i] == 5) /* behind the long poll */
			assert_true(now_ms() - t0 >= 350);
	}
	free(batch);
	close(c);
	node_down(&f);
}

/* acks outside {-1, 0, 1}: INVALID_REQUIRED_ACKS, and nothing is written
 * (the next record gets the offset the refused one would have had). */
static void test_invalid_acks(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	int c = client(&f, CLIENT);
	size_t blen, len;
	uint8_t *batch = kc_make_batch(1, 8, KW_COMPRESSION_NONE, &blen);
	int16_t acks[] = {1, 5, -2, 2};
	for (int i = 0; i < 4; i++) {
		assert_int_equal(kc_send_produce(c, i + 1, acks[i], batch, blen), 0);
		uint8_t *r = response(&f, c, &len, 3000);
		assert_non_null(r);
		int32_t corr;
		int16_t e = -1;
		assert_int_equal(kc_produce_result(r, len, &corr, &e), 0);
		free(r);
		assert_int_equal(e,
				 i == 0 ? KW_PERR_NONE : KW_PERR_INVALID_REQUIRED_ACKS);
	}
	/* acks=0 is answered with nothing: the next answer is the next request's */
	assert_int_equal(kc_send_produce(c, 10, 0, batch, blen), 0);
	assert_int_equal(kc_send_simple(c, KW_API_API_VERSIONS, 3, 11), 0);
	uint8_t *r = response(&f, c, &len, 3000);
	assert_non_null(r);
	assert_int_equal(corr_of(r, len), 11);
	free(batch);
	close(c);
	node_down(&f);
}

/* The api keys listed by ApiVersions on listener i. */
static void listed(struct fixture *f, int i, bool *has_vote, bool *has_produce)
{
	int c = client(f, i);
	size_t len;
	assert_int_equal(kc_send_simple(c, KW_API_API_VERSIONS, 3, 1), 0);
	uint8_t *r = response(f, c, &len, 3000);
	assert_non_null(r);
	struct kw_error err;
	struct kw_reader rd;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&rd, r + 4, len - 4, &err); /* ApiVersions: header v0 */
	struct kw_api_versions_response m;
	assert_int_equal(kw_api_versions_response_decode(&m, 3, &rd, &a), 0);
	*has_vote = *has_produce = false;
	for (int32_t k = 0; k < m.api_keys_count; k++) {
		*has_vote |= m.api_keys[k].api_key == KW_API_VOTE;
		*has_produce |= m.api_keys[k].api_key == KW_API_PRODUCE;
	}
	kw_arena_free(&a);
	free(r);
	close(c);
}

/* Each API only where Kafka serves it: Raft RPCs on the controller
 * listener, client APIs on the client listener; anything else closes the
 * connection, and ApiVersions lists what its listener serves. */
static void test_apis_by_listener(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	bool vote, produce;
	listed(&f, CONTROLLER, &vote, &produce);
	assert_true(vote && !produce);
	listed(&f, CLIENT, &vote, &produce);
	assert_true(!vote && produce);
	struct kr_msg m;
	memset(&m, 0, sizeof m);
	m.type = KR_MSG_VOTE_REQUEST;
	m.u.vote_req.cluster_id = KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk");
	m.u.vote_req.candidate_epoch = 5;
	m.u.vote_req.candidate_id = 2;
	m.u.vote_req.voter_id = -1;
	int c = client(&f, CLIENT);
	assert_int_equal(kc_send_raft(c, &m, 1), 0);
	assert_true(closed_within(&f, c, 2000));
	close(c);
	c = client(&f, CONTROLLER);
	assert_int_equal(kc_send_simple(c, KW_API_METADATA, 12, 1), 0);
	assert_true(closed_within(&f, c, 2000));
	close(c);
	/* the same Vote on the controller listener is answered */
	c = client(&f, CONTROLLER);
	assert_int_equal(kc_send_raft(c, &m, 7), 0);
	size_t len;
	uint8_t *r = response(&f, c, &len, 3000);
	assert_non_null(r);
	assert_int_equal(corr_of(r, len), 7);
	close(c);
	node_down(&f);
}

/* A frame larger than socket.request.max.bytes, or of negative size,
 * closes its connection at once, before its body is read. */
static void test_bad_frame_sizes(void **state)
{
	(void)state;
	struct fixture f;
	const char *extra[] = {"socket.request.max.bytes", "1000", NULL};
	node_up(&f, extra);
	const uint8_t big[] = {0x00, 0x00, 0x03, 0xe9, 0x00, 0x12},
		      neg[] = {0xff, 0, 0, 1};
	const uint8_t *frames[] = {big, neg};
	size_t lens[] = {sizeof big, sizeof neg};
	for (int i = 0; i < 2; i++) {
		int c = client(&f, CLIENT);
		assert_int_equal(kc_write_all(c, frames[i], lens[i]), 0);
		assert_true(closed_within(&f, c, 2000));
		close(c);
	}
	struct kr_transport_stats st;
	kr_node_transport_stats(f.node, &st);
	assert_int_equal(st.closed_frame, 2);
	node_down(&f);
}

/* Back-pressure: a client that sends Fetches and reads nothing is not
 * read once its queued answers reach kwire.connection.max.output.bytes;
 * the node's input and output for it stay bounded, and once it reads, every
 * answer arrives, in order. */
static void test_back_pressure(void **state)
{
	(void)state;
	struct fixture f;
	const char *extra[] = {"kwire.connection.max.output.bytes", "65536", NULL};
	node_up(&f, extra);
	int c = client(&f, CLIENT);
	size_t blen, len;
	uint8_t *batch = kc_make_batch(64, 1000, KW_COMPRESSION_NONE, &blen);
	for (int i = 0; i < 16; i++) {
		assert_int_equal(kc_send_produce(c, i + 1, 1, batch, blen), 0);
		uint8_t *r = response(&f, c, &len, 3000);
		assert_non_null(r);
		free(r);
	}
	free(batch);
	/* 300 Fetches of 1 MiB each, not read (written as the socket allows) */
	int n = 0;
	for (; n < 300; n++) {
		struct pollfd p = {c, POLLOUT, 0};
		while (poll(&p, 1, 0) <= 0 && n > 0) {
			kr_node_run_once(f.node, 1);
			struct kr_transport_stats st;
			kr_node_transport_stats(f.node, &st);
			if (st.paused_reads > 0)
				goto paused;
		}
		assert_int_equal(kc_send_fetch(c, n + 1, 0, 0, 1 << 20), 0);
		pump(&f, 1);
	}
paused:;
	struct kr_transport_stats st;
	pump(&f, 200);
	kr_node_transport_stats(f.node, &st);
	assert_true(st.paused_reads > 0);
	assert_true(st.input_bytes <= (256u << 10));
	/* now read: every answer, in order */
	for (int i = 0; i < n; i++) {
		uint8_t *r = response(&f, c, &len, 5000);
		if (!r)
			fail_msg("answer %d of %d missing", i + 1, n);
		assert_true(len <= 65536 + 4096);
		assert_int_equal(corr_of(r, len), i + 1);
	}
	close(c);
	node_down(&f);
}

/* Connection limits: max.connections.per.ip and max.connections refuse
 * the extra connections at once and the listener keeps serving. */
static void test_connection_caps(void **state)
{
	(void)state;
	struct fixture f;
	const char *extra[] = {"max.connections", "6", "max.connections.per.ip", "4",
			       NULL};
	node_up(&f, extra);
	int fds[8];
	char hp[32];
	snprintf(hp, sizeof hp, "127.0.0.1:%u", (unsigned)f.client_port);
	for (int i = 0; i < 8; i++) {
		fds[i] = kc_dial(hp);
		assert_true(fds[i] >= 0);
		pump(&f, 5);
	}
	int closed = 0;
	for (int i = 0; i < 8; i++)
		closed += closed_within(&f, fds[i], 100);
	assert_int_equal(closed, 4); /* from one address: 4 of 8 */
	struct kr_transport_stats st;
	kr_node_transport_stats(f.node, &st);
	assert_int_equal(st.refused_ip, 4);
	for (int i = 0; i < 8; i++)
		close(fds[i]);
	pump(&f, 50);
	/* the total cap: adopted connections count too ("local") */
	int local[6];
	for (int i = 0; i < 6; i++)
		local[i] = client(&f, CLIENT);
	int c = kc_dial(hp);
	assert_true(c >= 0);
	assert_true(closed_within(&f, c, 500));
	close(c);
	kr_node_transport_stats(f.node, &st);
	assert_true(st.refused_cap >= 1);
	for (int i = 0; i < 6; i++)
		close(local[i]);
	node_down(&f);
}

/* Out of descriptors at accept: the listener pauses (no spinning), and
 * accepts again once descriptors are free. */
static void test_emfile_pauses_the_listener(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	char hp[32];
	snprintf(hp, sizeof hp, "127.0.0.1:%u", (unsigned)f.client_port);
	struct rlimit old, low;
	assert_int_equal(getrlimit(RLIMIT_NOFILE, &old), 0);
	/* the descriptors open now, and room for one client more */
	int probe = dup(0);
	low = old;
	low.rlim_cur = (rlim_t)probe + 2;
	close(probe);
	assert_int_equal(setrlimit(RLIMIT_NOFILE, &low), 0);
	int c1 = kc_dial(hp); /* takes the last descriptor: accept fails */
	pump(&f, 50);
	struct kr_transport_stats st;
	kr_node_transport_stats(f.node, &st);
	assert_int_equal(setrlimit(RLIMIT_NOFILE, &old), 0);
	assert_true(c1 >= 0);
	assert_true(st.accept_pauses >= 1);
	/* served again once the pause is over */
	pump(&f, 600);
	assert_int_equal(kc_send_simple(c1, KW_API_API_VERSIONS, 3, 9), 0);
	size_t len;
	uint8_t *r = response(&f, c1, &len, 3000);
	assert_non_null(r);
	assert_int_equal(corr_of(r, len), 9);
	close(c1);
	node_down(&f);
}

/* A forged replica Fetch on the client listener is a consumer's: it names
 * voter 2 at offset 1000, and gets OFFSET_OUT_OF_RANGE as a consumer would,
 * never a replica's answer. */
static void test_replica_fetch_on_client_listener(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	struct kr_msg m;
	memset(&m, 0, sizeof m);
	m.type = KR_MSG_FETCH_REQUEST;
	m.u.fetch_req.cluster_id = KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk");
	m.u.fetch_req.replica_id = 2;
	m.u.fetch_req.fetch_offset = 1000;
	m.u.fetch_req.current_leader_epoch = 1;
	m.u.fetch_req.max_bytes = 1 << 20;
	int c = client(&f, CLIENT);
	assert_int_equal(kc_send_raft(c, &m, 3), 0);
	size_t len;
	uint8_t *r = response(&f, c, &len, 3000);
	assert_non_null(r);
	struct kw_error err;
	struct kw_reader rd;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&rd, r, len, &err);
	struct kw_rpc_response_header h;
	struct kr_msg resp;
	assert_int_equal(kw_rpc_response_header_decode(&h, 1, &rd, &a), 0);
	assert_int_equal(kr_wire_decode_response(KW_API_FETCH,
						 kr_wire_send_version(KW_API_FETCH), &rd,
						 &a, &resp),
			 0);
	assert_int_equal(resp.u.fetch_resp.partition_error, KW_PERR_OFFSET_OUT_OF_RANGE);
	kw_arena_free(&a);
	free(r);
	close(c);
	node_down(&f);
}

/* One process at a time on a data directory: a second node on it is
 * refused, naming the directory and the process that holds its .lock. */
static void test_data_directory_lock(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	struct kr_node_config *cfg = kr_node_config_new();
	char voters[64];
	snprintf(voters, sizeof voters, "1@127.0.0.1:%u", (unsigned)free_port());
	assert_int_equal(kr_node_config_set(cfg, "node.id", "1"), 0);
	assert_int_equal(kr_node_config_set(cfg, "controller.quorum.voters", voters), 0);
	assert_int_equal(kr_node_config_set(cfg, "log.dirs", f.dir), 0);
	char listener[64];
	snprintf(listener, sizeof listener, "PLAINTEXT://%s", strchr(voters, '@') + 1);
	assert_int_equal(kr_node_config_set(cfg, "listeners", listener), 0);
	assert_int_equal(kr_node_config_check(cfg), 0);
	struct kr_node *second = NULL;
	char err[1024], want[1024];
	assert_int_equal(kr_node_new(cfg, NULL, &second, err, sizeof err), -1);
	snprintf(want, sizeof want,
		 "log.dirs %s is in use by another node (process %ld holds %s/.lock)",
		 f.dir, (long)getpid(), f.dir);
	assert_string_equal(err, want);
	kr_node_config_free(cfg);
	node_down(&f);
}

/* SASL on the client listener (node/sasl.h through the transport): before
 * authentication only ApiVersions is answered (and lists the SASL APIs),
 * anything else closes the connection unanswered; after SaslHandshake and
 * SaslAuthenticate (PLAIN) the services answer; an oversize token gets
 * SASL_AUTHENTICATION_FAILED and the connection closes; a listener without
 * SASL answers SaslHandshake with ILLEGAL_SASL_STATE. */
static void sasl_send(int fd, int16_t key, int32_t corr, const char *text, size_t len)
{
	struct kc_req r;
	kc_req_begin(&r, key, 1, corr);
	if (key == KW_API_SASL_HANDSHAKE) {
		kw_writer_write_i16(&r.w, (int16_t)len);
	} else {
		kw_writer_write_i32(&r.w, (int32_t)len);
	}
	kw_writer_write_raw(&r.w, text, len);
	assert_int_equal(kc_req_send(&r, fd), 0);
}

static void test_sasl_on_the_client_listener(void **state)
{
	(void)state;
	char path[] = "/tmp/kwire-inproc-users-XXXXXX";
	int ufd = mkstemp(path);
	assert_true(ufd >= 0);
	/* alice, password "alice-pw", as kwire scram-credential writes it */
	struct kr_scram_cred cred;
	assert_int_equal(kr_scram_cred_make(KR_SCRAM_SHA256, "alice-pw", 8,
					    (const uint8_t *)"salty", 5, 4096, &cred),
			 0);
	char line[1024];
	int n = kr_credentials_format("alice", &cred, line, sizeof line);
	assert_int_equal(write(ufd, line, (size_t)n), n);
	close(ufd);
	const char *extra[] = {"listener.security.protocol.map",
			       "CONTROLLER:PLAINTEXT,PLAINTEXT:SASL_PLAINTEXT",
			       "sasl.enabled.mechanisms",
			       "PLAIN",
			       "kwire.sasl.credentials.file",
			       path,
			       NULL};
	struct fixture f;
	node_up(&f, extra);

	int c = client(&f, CLIENT);
	assert_int_equal(kc_send_simple(c, KW_API_API_VERSIONS, 3, 1), 0);
	size_t len;
	uint8_t *buf = response(&f, c, &len, 2000);
	assert_non_null(buf);
	bool handshake = false, authenticate = false;
	for (size_t i = 0; i + 1 < len; i++) {
		/* api keys 17 and 36 as int16 in the api_keys array */
		handshake =
			handshake || (buf[i] == 0 && buf[i + 1] == KW_API_SASL_HANDSHAKE);
		authenticate = authenticate ||
			       (buf[i] == 0 && buf[i + 1] == KW_API_SASL_AUTHENTICATE);
	}
	free(buf);
	assert_true(handshake && authenticate);
	assert_int_equal(kc_send_simple(c, KW_API_METADATA, 12, 2), 0);
	assert_null(response(&f, c, &len, 500));
	assert_true(closed_within(&f, c, 2000));
	close(c);

	c = client(&f, CLIENT);
	sasl_send(c, KW_API_SASL_HANDSHAKE, 1, "PLAIN", 5);
	buf = response(&f, c, &len, 2000);
	assert_non_null(buf);
	assert_int_equal(corr_of(buf, len), 1);
	sasl_send(c, KW_API_SASL_AUTHENTICATE, 2, "\0alice\0alice-pw", 15);
	buf = response(&f, c, &len, 2000);
	assert_non_null(buf);
	assert_true(len >= 6 && buf[4] == 0 && buf[5] == 0); /* error_code NONE */
	free(buf);
	assert_int_equal(kc_send_simple(c, KW_API_METADATA, 12, 3), 0);
	buf = response(&f, c, &len, 2000);
	assert_non_null(buf);
	assert_int_equal(corr_of(buf, len), 3);
	close(c);

	c = client(&f, CLIENT);
	sasl_send(c, KW_API_SASL_HANDSHAKE, 1, "PLAIN", 5);
	free(response(&f, c, &len, 2000));
	static char big[KR_SASL_MAX_TOKEN + 100];
	memset(big, 'x', sizeof big);
	sasl_send(c, KW_API_SASL_AUTHENTICATE, 2, big, sizeof big);
	buf = response(&f, c, &len, 2000);
	assert_non_null(buf);
	assert_true(len >= 6);
	assert_int_equal((int16_t)(buf[4] << 8 | buf[5]),
			 KW_PERR_SASL_AUTHENTICATION_FAILED);
	free(buf);
	assert_true(closed_within(&f, c, 2000));
	close(c);

	/* the controller listener has no SASL */
	c = client(&f, CONTROLLER);
	sasl_send(c, KW_API_SASL_HANDSHAKE, 7, "PLAIN", 5);
	buf = response(&f, c, &len, 2000);
	assert_non_null(buf);
	assert_true(len >= 6);
	assert_int_equal((int16_t)(buf[4] << 8 | buf[5]), KW_PERR_ILLEGAL_SASL_STATE);
	free(buf);
	close(c);
	node_down(&f);
	unlink(path);
}

/* ---- clear answers (unknown topics, versions, followers, sizes) ---------- */

/* Sends req (the request struct of key) at v on c and decodes the answer
 * into resp (the response struct) in a; fails the test without one. */
static void ask(struct fixture *f, int c, int16_t key, int16_t v, int32_t corr,
		const void *req, void *resp, struct kw_arena *a)
{
	if (kc_send_msg(c, key, v, corr, req) != 0)
		fail_msg("api key %d v%d (correlation id %d) not sent", (int)key, (int)v,
			 (int)corr);
	size_t len;
	uint8_t *r = response(f, c, &len, 3000);
	if (!r)
		fail_msg("no answer to api key %d v%d", (int)key, (int)v);
	uint8_t *keep = kw_arena_alloc(a, len);
	assert_non_null(keep);
	memcpy(keep, r, len);
	free(r);
	assert_int_equal(kc_decode_response(keep, len, key, v, a, resp), 0);
}

/* A Produce of batch to topic/partition. */
static void produce_req(struct kw_produce_request *m,
			struct kw_produce_request_topic_produce_data *t,
			struct kw_produce_request_partition_produce_data *p, const char *topic,
			int32_t partition, int16_t acks, const uint8_t *batch, size_t blen)
{
	kw_produce_request_init(m);
	kw_produce_request_topic_produce_data_init(t);
	kw_produce_request_partition_produce_data_init(p);
	p->index = partition;
	p->records = (struct kw_bytes){batch, (int32_t)blen};
	t->name = kw_str_from_cstr(topic);
	t->partition_data = p;
	t->partition_data_count = 1;
	m->acks = acks;
	m->timeout_ms = 30000;
	m->topic_data = t;
	m->topic_data_count = 1;
}

/* A consumer Fetch (ReplicaId -1) of topic/partition (by name, or by the
 * log's topic id from v13 when by_id), waiting up to wait_ms. */
static void fetch_req(struct kw_fetch_request *m, struct kw_fetch_request_fetch_topic *t,
		      struct kw_fetch_request_fetch_partition *p, const char *topic,
		      const struct kw_uuid *id, int32_t partition, int32_t wait_ms)
{
	kw_fetch_request_init(m);
	kw_fetch_request_fetch_topic_init(t);
	kw_fetch_request_fetch_partition_init(p);
	p->partition = partition;
	p->fetch_offset = 0;
	p->partition_max_bytes = 1 << 20;
	t->topic = kw_str_from_cstr(topic);
	if (id)
		t->topic_id = *id;
	t->partitions = p;
	t->partitions_count = 1;
	m->replica_id = -1;
	m->replica_state.replica_id = -1;
	m->cluster_id = KW_STR_NULL;
	m->max_wait_ms = wait_ms;
	m->min_bytes = 1;
	m->max_bytes = 1 << 20;
	m->topics = t;
	m->topics_count = 1;
}

/* Produce, Fetch, ListOffsets and Metadata for a topic or partition that is
 * not the log's are answered at once with UNKNOWN_TOPIC_OR_PARTITION for
 * it (services.h, svc_produce.c, svc_fetch.c); a Fetch by a topic id that
 * is not the log's gets UNKNOWN_TOPIC_ID (v13+, as Kafka); Metadata with
 * AllowAutoTopicCreation creates nothing, and all topics is the log's
 * alone; a Produce with acks=0 there closes its connection. */
static void test_unknown_topics_answered_at_once(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	int c = client(&f, CLIENT);
	struct kw_arena a;
	kw_arena_init(&a);
	size_t blen;
	uint8_t *batch = kc_make_batch(1, 8, KW_COMPRESSION_NONE, &blen);
	const char *topics[] = {"other_topic", KR_WIRE_TOPIC};
	int32_t parts[] = {0, 1};
	int32_t corr = 1;
	for (int i = 0; i < 2; i++) {
		struct kw_produce_request pr;
		struct kw_produce_request_topic_produce_data pt;
		struct kw_produce_request_partition_produce_data pp;
		produce_req(&pr, &pt, &pp, topics[i], parts[i], -1, batch, blen);
		struct kw_produce_response presp;
		int64_t t0 = now_ms();
		ask(&f, c, KW_API_PRODUCE, 11, corr++, &pr, &presp, &a);
		assert_true(now_ms() - t0 < 1000);
		assert_int_equal(presp.responses_count, 1);
		assert_int_equal(presp.responses[0].partition_responses[0].error_code,
				 KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);
		assert_int_equal(presp.responses[0].partition_responses[0].index, parts[i]);

		struct kw_fetch_request fr;
		struct kw_fetch_request_fetch_topic ft;
		struct kw_fetch_request_fetch_partition fp;
		fetch_req(&fr, &ft, &fp, topics[i], NULL, parts[i], 5000);
		struct kw_fetch_response fresp;
		t0 = now_ms();
		ask(&f, c, KW_API_FETCH, 12, corr++, &fr, &fresp, &a);
		assert_true(now_ms() - t0 < 1000); /* not parked for MaxWaitMs */
		assert_int_equal(fresp.responses[0].partitions[0].error_code,
				 KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);

		struct kw_list_offsets_request lr;
		struct kw_list_offsets_request_list_offsets_topic lt;
		struct kw_list_offsets_request_list_offsets_partition lp;
		kw_list_offsets_request_init(&lr);
		kw_list_offsets_request_list_offsets_topic_init(&lt);
		kw_list_offsets_request_list_offsets_partition_init(&lp);
		lp.partition_index = parts[i];
		lp.timestamp = -1;
		lt.name = kw_str_from_cstr(topics[i]);
		lt.partitions = &lp;
		lt.partitions_count = 1;
		lr.replica_id = -1;
		lr.topics = &lt;
		lr.topics_count = 1;
		struct kw_list_offsets_response lresp;
		ask(&f, c, KW_API_LIST_OFFSETS, 7, corr++, &lr, &lresp, &a);
		assert_int_equal(lresp.topics[0].partitions[0].error_code,
				 KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);
	}
	/* Fetch v13+ by topic id: partition 1 of the log's id is an unknown
	 * partition, another id an unknown topic id */
	struct kw_uuid other = kr_wire_topic_id;
	other.bytes[0] ^= 0x5a;
	const struct kw_uuid *ids[] = {&kr_wire_topic_id, &other};
	const int16_t want[] = {KW_PERR_UNKNOWN_TOPIC_OR_PARTITION, KW_PERR_UNKNOWN_TOPIC_ID};
	for (int i = 0; i < 2; i++) {
		struct kw_fetch_request fr;
		struct kw_fetch_request_fetch_topic ft;
		struct kw_fetch_request_fetch_partition fp;
		fetch_req(&fr, &ft, &fp, "", ids[i], i == 0 ? 1 : 0, 5000);
		struct kw_fetch_response fresp;
		ask(&f, c, KW_API_FETCH, 17, corr++, &fr, &fresp, &a);
		assert_int_equal(fresp.responses[0].partitions[0].error_code, want[i]);
	}
	/* Metadata: the named unknown topic, not created */
	struct kw_metadata_request mr;
	struct kw_metadata_request_metadata_request_topic mt;
	kw_metadata_request_init(&mr);
	kw_metadata_request_metadata_request_topic_init(&mt);
	mt.name = KW_STR_LIT("other_topic");
	mr.topics = &mt;
	mr.topics_count = 1;
	mr.allow_auto_topic_creation = true;
	struct kw_metadata_response mresp;
	ask(&f, c, KW_API_METADATA, 12, corr++, &mr, &mresp, &a);
	assert_int_equal(mresp.topics_count, 1);
	assert_int_equal(mresp.topics[0].error_code, KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);
	assert_int_equal(mresp.topics[0].partitions_count, 0);
	for (int16_t v = 4; v <= 12; v += 8) {
		kw_metadata_request_init(&mr);
		mr.topics_count = v >= 1 ? -1 : 0; /* null: every topic */
		ask(&f, c, KW_API_METADATA, v, corr++, &mr, &mresp, &a);
		assert_int_equal(mresp.topics_count, 1);
		assert_true(kw_str_equal(mresp.topics[0].name, KW_STR_LIT(KR_WIRE_TOPIC)));
	}
	/* acks=0 to another topic: no answer can carry the error, so the
	 * connection closes */
	struct kw_produce_request pr;
	struct kw_produce_request_topic_produce_data pt;
	struct kw_produce_request_partition_produce_data pp;
	produce_req(&pr, &pt, &pp, "other_topic", 0, 0, batch, blen);
	assert_int_equal(kc_send_msg(c, KW_API_PRODUCE, 11, corr++, &pr), 0);
	assert_true(closed_within(&f, c, 2000));
	close(c);
	free(batch);
	kw_arena_free(&a);
	node_down(&f);
}

/* message.max.bytes: a larger batch is MESSAGE_TOO_LARGE with the reason
 * in ErrorMessage, nothing is written; one at the limit is taken. */
static void test_message_too_large(void **state)
{
	(void)state;
	struct fixture f;
	const char *extra[] = {"message.max.bytes", "2000", NULL};
	node_up(&f, extra);
	int c = client(&f, CLIENT);
	struct kw_arena a;
	kw_arena_init(&a);
	size_t blen;
	uint8_t *big = kc_make_batch(1, 4000, KW_COMPRESSION_NONE, &blen);
	struct kw_produce_request pr;
	struct kw_produce_request_topic_produce_data pt;
	struct kw_produce_request_partition_produce_data pp;
	produce_req(&pr, &pt, &pp, KR_WIRE_TOPIC, 0, -1, big, blen);
	struct kw_produce_response presp;
	ask(&f, c, KW_API_PRODUCE, 11, 1, &pr, &presp, &a);
	const struct kw_produce_response_partition_produce_response *p =
		&presp.responses[0].partition_responses[0];
	assert_int_equal(p->error_code, KW_PERR_MESSAGE_TOO_LARGE);
	assert_true(p->error_message.len > 0);
	assert_non_null(strstr(p->error_message.ptr, "message.max.bytes"));
	/* two small batches in one Records field are each within the limit */
	size_t slen;
	uint8_t *small = kc_make_batch(1, 1200, KW_COMPRESSION_NONE, &slen);
	uint8_t two[4096];
	assert_true(2 * slen <= sizeof two && 2 * slen > 2000);
	memcpy(two, small, slen);
	memcpy(two + slen, small, slen);
	produce_req(&pr, &pt, &pp, KR_WIRE_TOPIC, 0, -1, two, 2 * slen);
	ask(&f, c, KW_API_PRODUCE, 11, 2, &pr, &presp, &a);
	assert_int_equal(presp.responses[0].partition_responses[0].error_code, 0);
	/* acks=0 and too large: closed */
	produce_req(&pr, &pt, &pp, KR_WIRE_TOPIC, 0, 0, big, blen);
	assert_int_equal(kc_send_msg(c, KW_API_PRODUCE, 11, 3, &pr), 0);
	assert_true(closed_within(&f, c, 2000));
	close(c);
	free(big);
	free(small);
	kw_arena_free(&a);
	node_down(&f);
}

/* KIP-896 (node/versions.h): ApiVersions lists Fetch from v4, ListOffsets
 * from v1, Metadata from v0 (kafka-python 2.0.2), Produce from v0
 * (KAFKA-18659); a request at a
 * removed version closes its connection, except Produce v0-2, answered
 * UNSUPPORTED_VERSION for every partition, and ApiVersions, answered at any
 * version. */
static void test_removed_versions(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	int c = client(&f, CLIENT);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_api_versions_request avr;
	kw_api_versions_request_init(&avr);
	struct kw_api_versions_response av;
	ask(&f, c, KW_API_API_VERSIONS, 3, 1, &avr, &av, &a);
	int seen = 0;
	for (int32_t i = 0; i < av.api_keys_count; i++) {
		const struct kw_api_versions_response_api_version *k = &av.api_keys[i];
		int16_t want = -1;
		switch (k->api_key) {
		case KW_API_PRODUCE:
			want = 0;
			break;
		case KW_API_FETCH:
			want = 4;
			break;
		case KW_API_LIST_OFFSETS:
			want = 1;
			break;
		case KW_API_METADATA:
			want = 0;
			break;
		default:
			continue;
		}
		seen++;
		assert_int_equal(k->min_version, want);
	}
	assert_int_equal(seen, 4);
	/* Produce v2: every partition UNSUPPORTED_VERSION, nothing written */
	size_t blen;
	uint8_t *batch = kc_make_batch(1, 8, KW_COMPRESSION_NONE, &blen);
	struct kw_produce_request pr;
	struct kw_produce_request_topic_produce_data pt;
	struct kw_produce_request_partition_produce_data pp;
	produce_req(&pr, &pt, &pp, KR_WIRE_TOPIC, 0, 1, batch, blen);
	struct kw_produce_response presp;
	ask(&f, c, KW_API_PRODUCE, 3, 2, &pr, &presp, &a);
	assert_int_equal(presp.responses[0].partition_responses[0].error_code, 0);
	int64_t first = presp.responses[0].partition_responses[0].base_offset;
	ask(&f, c, KW_API_PRODUCE, 2, 3, &pr, &presp, &a);
	assert_int_equal(presp.responses[0].partition_responses[0].error_code,
			 KW_PERR_UNSUPPORTED_VERSION);
	ask(&f, c, KW_API_PRODUCE, 3, 4, &pr, &presp, &a);
	assert_int_equal(presp.responses[0].partition_responses[0].error_code, 0);
	assert_int_equal(presp.responses[0].partition_responses[0].base_offset, first + 1);
	close(c);
	/* removed versions close the connection */
	struct {
		int16_t key, v;
	} gone[] = {{KW_API_FETCH, 3}, {KW_API_LIST_OFFSETS, 0}, {KW_API_FETCH, 0},
		    {KW_API_OFFSET_FETCH, 0}};
	for (size_t i = 0; i < sizeof gone / sizeof gone[0]; i++) {
		c = client(&f, CLIENT);
		assert_int_equal(kc_send_body(c, gone[i].key, gone[i].v, 9, NULL, 0), 0);
		assert_true(closed_within(&f, c, 2000));
		close(c);
	}
	/* ApiVersions at a version above ours: UNSUPPORTED_VERSION at v0 */
	c = client(&f, CLIENT);
	assert_int_equal(kc_send_body(c, KW_API_API_VERSIONS, 99, 11, NULL, 0), 0);
	size_t len;
	uint8_t *r = response(&f, c, &len, 3000);
	assert_non_null(r);
	assert_true(len >= 6);
	assert_int_equal(corr_of(r, len), 11);
	close(c);
	free(batch);
	kw_arena_free(&a);
	node_down(&f);
}

/* A consumer Fetch on a node that does not lead (two voters that never
 * run: no leader) is NOT_LEADER_OR_FOLLOWER at once, CurrentLeader -1, no
 * endpoint to name; a replica's Fetch on the controller listener still
 * reaches the Raft core (answered with its own fields). */
static void test_follower_consumer_fetch(void **state)
{
	(void)state;
	struct fixture f;
	other_voters = 2;
	node_up(&f, NULL);
	other_voters = 0;
	int c = client(&f, CLIENT);
	struct kw_arena a;
	kw_arena_init(&a);
	for (int16_t v = 11; v <= 17; v += 6) {
		struct kw_fetch_request fr;
		struct kw_fetch_request_fetch_topic ft;
		struct kw_fetch_request_fetch_partition fp;
		fetch_req(&fr, &ft, &fp, KR_WIRE_TOPIC, &kr_wire_topic_id, 0, 5000);
		struct kw_fetch_response fresp;
		int64_t t0 = now_ms();
		ask(&f, c, KW_API_FETCH, v, v, &fr, &fresp, &a);
		assert_true(now_ms() - t0 < 1000);
		const struct kw_fetch_response_partition_data *p =
			&fresp.responses[0].partitions[0];
		assert_int_equal(p->error_code, KW_PERR_NOT_LEADER_OR_FOLLOWER);
		assert_int_equal(p->records.len, 0);
		if (v >= 12)
			assert_int_equal(p->current_leader.leader_id, -1);
		if (v >= 16)
			assert_int_equal(fresp.node_endpoints_count, 0);
	}
	close(c);
	/* a replica's Fetch (ReplicaId 2) on the controller listener is the
	 * core's: answered in the Raft form, not NOT_LEADER_OR_FOLLOWER for
	 * the partition as a consumer's would be */
	struct kr_msg m;
	memset(&m, 0, sizeof m);
	m.type = KR_MSG_FETCH_REQUEST;
	m.u.fetch_req.cluster_id = KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk");
	m.u.fetch_req.replica_id = 2;
	m.u.fetch_req.fetch_offset = 0;
	m.u.fetch_req.current_leader_epoch = 0;
	m.u.fetch_req.max_bytes = 1 << 20;
	c = client(&f, CONTROLLER);
	assert_int_equal(kc_send_raft(c, &m, 3), 0);
	size_t len;
	uint8_t *r = response(&f, c, &len, 3000);
	assert_non_null(r);
	struct kw_error err;
	struct kw_reader rd;
	kw_reader_init(&rd, r, len, &err);
	struct kw_rpc_response_header h;
	struct kr_msg resp;
	assert_int_equal(kw_rpc_response_header_decode(&h, 1, &rd, &a), 0);
	assert_int_equal(kr_wire_decode_response(KW_API_FETCH,
						 kr_wire_send_version(KW_API_FETCH), &rd,
						 &a, &resp),
			 0);
	assert_int_equal(h.correlation_id, 3);
	free(r);
	close(c);
	kw_arena_free(&a);
	node_down(&f);
}

/* Hostile frames for one API at version v, starting from a valid body:
 * every prefix of it (a sample when long), the body with each of a sample
 * of its positions overwritten by an absurd length or count (0x7fffffff,
 * -1 and a never-ending varint), and the body followed by garbage. Each is
 * sent on a connection of its own, which the node answers or closes; the
 * node must survive them all, hold nothing for them once they are closed,
 * and still answer. */
static void hostile_frames(struct fixture *f, int listener, int16_t key, int16_t v,
			   const uint8_t *body, size_t len)
{
	static const uint8_t absurd[][4] = {
		{0x7f, 0xff, 0xff, 0xff}, {0xff, 0xff, 0xff, 0xff}, {0xff, 0xff, 0xff, 0x7f}};
	size_t step = len > 48 ? len / 48 : 1;
	uint8_t *m = malloc(len + 64);
	assert_non_null(m);
	for (size_t at = 0; at <= len + 1; at += step) {
		for (int kind = 0; kind < 5; kind++) {
			size_t n;
			if (kind == 0) { /* cut short */
				if (at >= len)
					continue;
				memcpy(m, body, at);
				n = at;
			} else if (kind <= 3) { /* an absurd length or count */
				if (at >= len)
					continue;
				memcpy(m, body, len);
				size_t k = len - at < 4 ? len - at : 4;
				memcpy(m + at, absurd[kind - 1], k);
				n = len;
			} else { /* trailing garbage */
				if (at != 0)
					continue;
				memcpy(m, body, len);
				memset(m + len, 0xff, 64);
				n = len + 64;
			}
			int c = client(f, listener);
			assert_int_equal(kc_send_body(c, key, v, 77, m, n), 0);
			/* answered or closed; a long poll or a produce waiting
			 * for its commit is given up after a short while */
			size_t rl;
			free(response(f, c, &rl, 100));
			close(c);
		}
	}
	free(m);
	pump(f, 20);
	/* still serving */
	int c = client(f, listener);
	assert_int_equal(kc_send_simple(c, KW_API_API_VERSIONS, 3, 5), 0);
	size_t rl;
	uint8_t *r = response(f, c, &rl, 3000);
	assert_non_null(r);
	assert_int_equal(corr_of(r, rl), 5);
	close(c);
}

/* Every client API's request, mangled (hostile_frames), at its lowest and
 * highest version served: the node answers or closes, never crashes, and
 * keeps serving. */
static void test_hostile_client_requests(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	size_t blen, len;
	uint8_t *batch = kc_make_batch(2, 16, KW_COMPRESSION_NONE, &blen);
	struct kw_produce_request pr;
	struct kw_produce_request_topic_produce_data pt;
	struct kw_produce_request_partition_produce_data pp;
	produce_req(&pr, &pt, &pp, KR_WIRE_TOPIC, 0, 1, batch, blen);
	struct kw_fetch_request fr;
	struct kw_fetch_request_fetch_topic ft;
	struct kw_fetch_request_fetch_partition fp;
	fetch_req(&fr, &ft, &fp, KR_WIRE_TOPIC, &kr_wire_topic_id, 0, 50);
	struct kw_list_offsets_request lr;
	struct kw_list_offsets_request_list_offsets_topic lt;
	struct kw_list_offsets_request_list_offsets_partition lp;
	kw_list_offsets_request_init(&lr);
	kw_list_offsets_request_list_offsets_topic_init(&lt);
	kw_list_offsets_request_list_offsets_partition_init(&lp);
	lp.timestamp = -2;
	lt.name = KW_STR_LIT(KR_WIRE_TOPIC);
	lt.partitions = &lp;
	lt.partitions_count = 1;
	lr.replica_id = -1;
	lr.topics = &lt;
	lr.topics_count = 1;
	struct kw_metadata_request mr;
	struct kw_metadata_request_metadata_request_topic mt;
	kw_metadata_request_init(&mr);
	kw_metadata_request_metadata_request_topic_init(&mt);
	mt.name = KW_STR_LIT("other_topic");
	mr.topics = &mt;
	mr.topics_count = 1;
	struct kw_api_versions_request avr;
	kw_api_versions_request_init(&avr);
	avr.client_software_name = KW_STR_LIT("hostile");
	avr.client_software_version = KW_STR_LIT("1");
	struct {
		int16_t key;
		const void *m;
	} reqs[] = {{KW_API_PRODUCE, &pr},
		    {KW_API_FETCH, &fr},
		    {KW_API_LIST_OFFSETS, &lr},
		    {KW_API_METADATA, &mr},
		    {KW_API_API_VERSIONS, &avr}};
	for (size_t i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
		const struct kw_api *api = kw_api_by_key(reqs[i].key);
		int16_t lo = api->deprecated_max >= 0 && reqs[i].key != KW_API_PRODUCE
				     ? (int16_t)(api->deprecated_max + 1)
				     : api->min_version;
		int16_t vs[] = {lo, api->max_version};
		for (int k = 0; k < 2; k++) {
			uint8_t *body = kc_encode_body(reqs[i].key, vs[k], reqs[i].m, &len);
			if (!body)
				fail_msg("api key %d v%d does not encode", (int)reqs[i].key,
					 (int)vs[k]);
			hostile_frames(&f, CLIENT, reqs[i].key, vs[k], body, len);
			free(body);
		}
	}
	free(batch);
	node_down(&f);
}

/* The admin APIs of a one-partition cluster: DescribeCluster (the cluster
 * id, the leader as controller, the brokers; controllers asked of a client
 * listener: UNSUPPORTED_ENDPOINT_TYPE), DescribeConfigs (svc_describe_configs.c),
 * DescribeLogDirs (the directory and
 * the partition's size), DescribeProducers (none, or unknown); and the
 * changes it refuses at once (svc_refused.c): POLICY_VIOLATION with the
 * reason, UNKNOWN_TOPIC_OR_PARTITION for a topic that does not exist,
 * TOPIC_ALREADY_EXISTS for creating the log's. */
static void test_admin_requests(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	int c = client(&f, CLIENT);
	struct kw_arena a;
	kw_arena_init(&a);
	int32_t corr = 1;

	struct kw_describe_cluster_request dcr;
	struct kw_describe_cluster_response dc;
	kw_describe_cluster_request_init(&dcr);
	ask(&f, c, KW_API_DESCRIBE_CLUSTER, 1, corr++, &dcr, &dc, &a);
	assert_int_equal(dc.error_code, 0);
	assert_true(kw_str_equal(dc.cluster_id, KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk")));
	assert_int_equal(dc.controller_id, 1);
	assert_int_equal(dc.brokers_count, 1);
	assert_int_equal(dc.brokers[0].broker_id, 1);
	assert_int_equal(dc.brokers[0].port, f.client_port);
	dcr.endpoint_type = (int8_t)(dcr.endpoint_type + 1); /* controllers */
	ask(&f, c, KW_API_DESCRIBE_CLUSTER, 1, corr++, &dcr, &dc, &a);
	assert_int_equal(dc.error_code, KW_PERR_UNSUPPORTED_ENDPOINT_TYPE);

	struct kw_describe_log_dirs_request ldr;
	struct kw_describe_log_dirs_response ld;
	kw_describe_log_dirs_request_init(&ldr);
	ldr.topics_count = -1;
	ask(&f, c, KW_API_DESCRIBE_LOG_DIRS, 4, corr++, &ldr, &ld, &a);
	assert_int_equal(ld.results_count, 1);
	assert_true(kw_str_equal(ld.results[0].log_dir, kw_str_from_cstr(f.dir)));
	assert_int_equal(ld.results[0].topics_count, 1);
	assert_true(ld.results[0].topics[0].partitions[0].partition_size > 0);
	assert_true(ld.results[0].total_bytes > 0);
	struct kw_describe_log_dirs_request_describable_log_dir_topic ldt;
	kw_describe_log_dirs_request_describable_log_dir_topic_init(&ldt);
	int32_t p1 = 1;
	ldt.topic = KW_STR_LIT(KR_WIRE_TOPIC);
	ldt.partitions = &p1;
	ldt.partitions_count = 1;
	ldr.topics = &ldt;
	ldr.topics_count = 1;
	ask(&f, c, KW_API_DESCRIBE_LOG_DIRS, 1, corr++, &ldr, &ld, &a);
	assert_int_equal(ld.results[0].topics_count, 0); /* partition 1: none */

	struct kw_describe_producers_request dpr;
	struct kw_describe_producers_request_topic_request dpt[2];
	struct kw_describe_producers_response dp;
	int32_t p0 = 0;
	kw_describe_producers_request_init(&dpr);
	for (int i = 0; i < 2; i++) {
		kw_describe_producers_request_topic_request_init(&dpt[i]);
		dpt[i].name = kw_str_from_cstr(i ? "other_topic" : KR_WIRE_TOPIC);
		dpt[i].partition_indexes = &p0;
		dpt[i].partition_indexes_count = 1;
	}
	dpr.topics = dpt;
	dpr.topics_count = 2;
	ask(&f, c, KW_API_DESCRIBE_PRODUCERS, 0, corr++, &dpr, &dp, &a);
	assert_int_equal(dp.topics_count, 2);
	assert_int_equal(dp.topics[0].partitions[0].error_code, 0);
	assert_int_equal(dp.topics[0].partitions[0].active_producers_count, 0);
	assert_int_equal(dp.topics[1].partitions[0].error_code,
			 KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);

	/* refused */
	struct kw_create_topics_request ctr;
	struct kw_create_topics_request_creatable_topic ctt[2];
	struct kw_create_topics_response ct;
	kw_create_topics_request_init(&ctr);
	for (int i = 0; i < 2; i++) {
		kw_create_topics_request_creatable_topic_init(&ctt[i]);
		ctt[i].name = kw_str_from_cstr(i ? KR_WIRE_TOPIC : "other_topic");
		ctt[i].num_partitions = 3;
		ctt[i].replication_factor = 3;
	}
	ctr.topics = ctt;
	ctr.topics_count = 2;
	ask(&f, c, KW_API_CREATE_TOPICS, 7, corr++, &ctr, &ct, &a);
	assert_int_equal(ct.topics[0].error_code, KW_PERR_POLICY_VIOLATION);
	assert_true(ct.topics[0].error_message.len > 20); /* the whole reason */
	assert_int_equal(ct.topics[1].error_code, KW_PERR_TOPIC_ALREADY_EXISTS);

	struct kw_delete_topics_request dtr;
	struct kw_delete_topics_request_delete_topic_state dts[2];
	struct kw_delete_topics_response dt;
	kw_delete_topics_request_init(&dtr);
	for (int i = 0; i < 2; i++) {
		kw_delete_topics_request_delete_topic_state_init(&dts[i]);
		dts[i].name = kw_str_from_cstr(i ? "other_topic" : KR_WIRE_TOPIC);
	}
	dtr.topics = dts;
	dtr.topics_count = 2;
	ask(&f, c, KW_API_DELETE_TOPICS, 6, corr++, &dtr, &dt, &a);
	assert_int_equal(dt.responses[0].error_code, KW_PERR_POLICY_VIOLATION);
	assert_true(dt.responses[0].error_message.len > 0);
	assert_int_equal(dt.responses[1].error_code, KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);

	struct kw_create_partitions_request cpr;
	struct kw_create_partitions_request_create_partitions_topic cpt;
	struct kw_create_partitions_response cp;
	kw_create_partitions_request_init(&cpr);
	kw_create_partitions_request_create_partitions_topic_init(&cpt);
	cpt.name = KW_STR_LIT(KR_WIRE_TOPIC);
	cpt.count = 2;
	cpt.assignments_count = -1;
	cpr.topics = &cpt;
	cpr.topics_count = 1;
	ask(&f, c, KW_API_CREATE_PARTITIONS, 3, corr++, &cpr, &cp, &a);
	assert_int_equal(cp.results[0].error_code, KW_PERR_POLICY_VIOLATION);

	struct kw_delete_records_request drr;
	struct kw_delete_records_request_delete_records_topic drt;
	struct kw_delete_records_request_delete_records_partition drp;
	struct kw_delete_records_response dr;
	kw_delete_records_request_init(&drr);
	kw_delete_records_request_delete_records_topic_init(&drt);
	kw_delete_records_request_delete_records_partition_init(&drp);
	drp.partition_index = 0;
	drp.offset = 1;
	drt.name = KW_STR_LIT(KR_WIRE_TOPIC);
	drt.partitions = &drp;
	drt.partitions_count = 1;
	drr.topics = &drt;
	drr.topics_count = 1;
	ask(&f, c, KW_API_DELETE_RECORDS, 2, corr++, &drr, &dr, &a);
	assert_int_equal(dr.topics[0].partitions[0].error_code, KW_PERR_POLICY_VIOLATION);

	struct kw_alter_configs_request acr;
	struct kw_alter_configs_request_alter_configs_resource acres;
	struct kw_alter_configs_response ac;
	kw_alter_configs_request_init(&acr);
	kw_alter_configs_request_alter_configs_resource_init(&acres);
	acres.resource_name = KW_STR_LIT("1");
	acr.resources = &acres;
	acr.resources_count = 1;
	ask(&f, c, KW_API_ALTER_CONFIGS, 2, corr++, &acr, &ac, &a);
	assert_int_equal(ac.responses[0].error_code, KW_PERR_POLICY_VIOLATION);
	assert_true(ac.responses[0].error_message.len > 0);

	struct kw_incremental_alter_configs_request iar;
	struct kw_incremental_alter_configs_request_alter_configs_resource iares;
	struct kw_incremental_alter_configs_response ia;
	kw_incremental_alter_configs_request_init(&iar);
	kw_incremental_alter_configs_request_alter_configs_resource_init(&iares);
	iares.resource_name = KW_STR_LIT(KR_WIRE_TOPIC);
	iar.resources = &iares;
	iar.resources_count = 1;
	ask(&f, c, KW_API_INCREMENTAL_ALTER_CONFIGS, 1, corr++, &iar, &ia, &a);
	assert_int_equal(ia.responses[0].error_code, KW_PERR_POLICY_VIOLATION);

	/* DescribeConfigs: the broker's keys and the topic's, read-only, and
	 * the refusals for another broker, topic or resource type */
	struct kw_describe_configs_request dfr;
	struct kw_describe_configs_request_describe_configs_resource dres[5];
	struct kw_describe_configs_response dfg;
	const char *rnames[] = {"1", KR_WIRE_TOPIC, "2", "other_topic", "g"};
	const int8_t rtypes[] = {4, 2, 4, 2, 32}; /* broker, topic, group */
	kw_describe_configs_request_init(&dfr);
	for (int i = 0; i < 5; i++) {
		kw_describe_configs_request_describe_configs_resource_init(&dres[i]);
		dres[i].resource_type = rtypes[i];
		dres[i].resource_name = kw_str_from_cstr(rnames[i]);
		dres[i].configuration_keys_count = -1;
	}
	dfr.resources = dres;
	dfr.resources_count = 5;
	dfr.include_documentation = true;
	ask(&f, c, KW_API_DESCRIBE_CONFIGS, 4, corr++, &dfr, &dfg, &a);
	assert_int_equal(dfg.results_count, 5);
	assert_int_equal(dfg.results[0].error_code, 0);
	bool mmb = false;
	for (int32_t i = 0; i < dfg.results[0].configs_count; i++) {
		const struct kw_describe_configs_response_describe_configs_resource_result *e =
			&dfg.results[0].configs[i];
		assert_true(e->read_only && !e->is_sensitive);
		if (kw_str_equal(e->name, KW_STR_LIT("message.max.bytes"))) {
			mmb = kw_str_equal(e->value, KW_STR_LIT("1048588"));
			assert_true(e->documentation.len > 0);
		}
	}
	assert_true(mmb);
	assert_int_equal(dfg.results[1].error_code, 0);
	bool tmmb = false;
	for (int32_t i = 0; i < dfg.results[1].configs_count; i++)
		tmmb |= kw_str_equal(dfg.results[1].configs[i].name,
				     KW_STR_LIT("max.message.bytes")) &&
			kw_str_equal(dfg.results[1].configs[i].value, KW_STR_LIT("1048588"));
	assert_true(tmmb);
	assert_int_equal(dfg.results[2].error_code, KW_PERR_INVALID_REQUEST);
	assert_int_equal(dfg.results[3].error_code, KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);
	assert_int_equal(dfg.results[4].error_code, KW_PERR_INVALID_REQUEST);
	/* a key filter: the one asked for */
	struct kw_str only = KW_STR_LIT("segment.bytes");
	dres[1].configuration_keys = &only;
	dres[1].configuration_keys_count = 1;
	dfr.resources = &dres[1];
	dfr.resources_count = 1;
	dfr.include_documentation = false; /* v3+ */
	ask(&f, c, KW_API_DESCRIBE_CONFIGS, 1, corr++, &dfr, &dfg, &a);
	assert_int_equal(dfg.results[0].configs_count, 1);
	assert_true(kw_str_equal(dfg.results[0].configs[0].name, only));

	/* the log is unchanged: still one topic, one partition */
	struct kw_metadata_request mr;
	struct kw_metadata_response mresp;
	kw_metadata_request_init(&mr);
	mr.topics_count = -1;
	ask(&f, c, KW_API_METADATA, 12, corr++, &mr, &mresp, &a);
	assert_int_equal(mresp.topics_count, 1);
	assert_int_equal(mresp.topics[0].partitions_count, 1);

	/* hostile frames for each of them */
	struct {
		int16_t key;
		const void *m;
	} reqs[] = {{KW_API_DESCRIBE_CLUSTER, &dcr},	{KW_API_DESCRIBE_LOG_DIRS, &ldr},
		    {KW_API_DESCRIBE_PRODUCERS, &dpr},	{KW_API_DESCRIBE_CONFIGS, &dfr},
		    {KW_API_CREATE_TOPICS, &ctr},
		    {KW_API_DELETE_TOPICS, &dtr},	{KW_API_CREATE_PARTITIONS, &cpr},
		    {KW_API_DELETE_RECORDS, &drr},	{KW_API_ALTER_CONFIGS, &acr},
		    {KW_API_INCREMENTAL_ALTER_CONFIGS, &iar}};
	kw_describe_cluster_request_init(&dcr);
	dfr.include_documentation = false; /* v3+ */
	struct kw_delete_topics_request dtr_names;
	struct kw_str names[] = {KW_STR_LIT(KR_WIRE_TOPIC), KW_STR_LIT("other_topic")};
	kw_delete_topics_request_init(&dtr_names);
	dtr_names.topic_names = names;
	dtr_names.topic_names_count = 2;
	for (size_t i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
		const struct kw_api *api = kw_api_by_key(reqs[i].key);
		int16_t lo = api->deprecated_max >= 0 ? (int16_t)(api->deprecated_max + 1)
						      : api->min_version;
		int16_t vs[] = {lo, api->max_version};
		for (int k = 0; k < 2; k++) {
			size_t len;
			uint8_t *body = kc_encode_body(reqs[i].key, vs[k], reqs[i].m, &len);
			if (!body && reqs[i].key == KW_API_DELETE_TOPICS) /* by TopicNames */
				body = kc_encode_body(reqs[i].key, vs[k], &dtr_names, &len);
			if (!body)
				fail_msg("api key %d v%d does not encode", (int)reqs[i].key,
					 (int)vs[k]);
			hostile_frames(&f, CLIENT, reqs[i].key, vs[k], body, len);
			free(body);
		}
	}
	close(c);
	kw_arena_free(&a);
	node_down(&f);
}

/* A request that closes its connection closes it in request order, as a
 * broker does: the answers to the requests before it still go out. A
 * parked Fetch before it holds the close back until it is answered. */
/* KIP-853's three requests on a single-voter leader: every refusal the
 * node or the core answers at once, with its ErrorMessage, an update of
 * the voter's own endpoint committed, and the client listener closing on
 * them (controller listeners only). The caught-up add runs in
 * tests/node/kip853.sh with real observers. */
static void test_raft_voter_requests(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	int c = client(&f, CONTROLLER);
	struct kw_arena a;
	kw_arena_init(&a);
	int32_t corr = 1;
	struct kw_uuid dir2 = {{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}};
	struct kw_add_raft_voter_request_listener al = {
		.name = KW_STR_LIT("CONTROLLER"), .host = KW_STR_LIT("127.0.0.1"), .port = 1};
	struct kw_add_raft_voter_request ar;
	struct kw_add_raft_voter_response aa;
	kw_add_raft_voter_request_init(&ar);
	ar.cluster_id = KW_STR_LIT("another-cluster");
	ar.voter_id = 2;
	ar.voter_directory_id = dir2;
	ar.listeners = &al;
	ar.listeners_count = 1;
	ask(&f, c, KW_API_ADD_RAFT_VOTER, 0, corr++, &ar, &aa, &a);
	assert_int_equal(aa.error_code, KW_PERR_INCONSISTENT_CLUSTER_ID);
	ar.cluster_id = KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk");
	/* no endpoint under the controller listener's name */
	al.name = KW_STR_LIT("PLAINTEXT");
	ask(&f, c, KW_API_ADD_RAFT_VOTER, 0, corr++, &ar, &aa, &a);
	assert_int_equal(aa.error_code, KW_PERR_INVALID_REQUEST);
	assert_non_null(strstr(aa.error_message.ptr, "controller listener"));
	al.name = KW_STR_LIT("CONTROLLER");
	/* 2 never fetched: not a caught-up observer */
	ask(&f, c, KW_API_ADD_RAFT_VOTER, 0, corr++, &ar, &aa, &a);
	assert_int_equal(aa.error_code, KW_PERR_REQUEST_TIMED_OUT);
	assert_non_null(strstr(aa.error_message.ptr, "caught up"));
	ar.voter_id = 1;
	ask(&f, c, KW_API_ADD_RAFT_VOTER, 0, corr++, &ar, &aa, &a);
	assert_int_equal(aa.error_code, KW_PERR_DUPLICATE_VOTER);

	struct kw_remove_raft_voter_request rr;
	struct kw_remove_raft_voter_response ra;
	kw_remove_raft_voter_request_init(&rr);
	rr.cluster_id = KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk");
	rr.voter_id = 9;
	ask(&f, c, KW_API_REMOVE_RAFT_VOTER, 0, corr++, &rr, &ra, &a);
	assert_int_equal(ra.error_code, KW_PERR_VOTER_NOT_FOUND);
	rr.voter_id = 1;
	ask(&f, c, KW_API_REMOVE_RAFT_VOTER, 0, corr++, &rr, &ra, &a);
	assert_int_equal(ra.error_code, KW_PERR_VOTER_NOT_FOUND);
	assert_non_null(strstr(ra.error_message.ptr, "last voter"));

	struct kw_update_raft_voter_request_listener ul = {
		.name = KW_STR_LIT("CONTROLLER"), .host = KW_STR_LIT("127.0.0.1"),
		.port = f.controller_port};
	struct kw_update_raft_voter_request ur;
	struct kw_update_raft_voter_response ua;
	kw_update_raft_voter_request_init(&ur);
	ur.cluster_id = KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk");
	ur.voter_id = 1;
	ur.current_leader_epoch = 0; /* older than the leader's */
	ur.listeners = &ul;
	ur.listeners_count = 1;
	ur.k_raft_version_feature.min_supported_version = 0;
	ur.k_raft_version_feature.max_supported_version = 1;
	ask(&f, c, KW_API_UPDATE_RAFT_VOTER, 0, corr++, &ur, &ua, &a);
	assert_int_equal(ua.error_code, KW_PERR_FENCED_LEADER_EPOCH);
	assert_int_equal(ua.current_leader.leader_id, 1);
	ur.current_leader_epoch = ua.current_leader.leader_epoch;
	ask(&f, c, KW_API_UPDATE_RAFT_VOTER, 0, corr++, &ur, &ua, &a);
	assert_int_equal(ua.error_code, KW_PERR_NONE);
	assert_int_equal(ua.current_leader.port, f.controller_port);
	/* DescribeVoterChange (both listeners): the VotersRecord of that
	 * update is the latest voter record, no target pending */
	int cl = client(&f, CLIENT);
	struct kw_describe_voter_change_request dr;
	struct kw_describe_voter_change_response da;
	kw_describe_voter_change_request_init(&dr);
	dr.topic_name = KW_STR_LIT("__cluster_metadata");
	ask(&f, cl, KW_API_DESCRIBE_VOTER_CHANGE, 0, corr++, &dr, &da, &a);
	assert_int_equal(da.error_code, KW_PERR_NONE);
	assert_int_equal(da.record_type, 6);
	assert_true(da.record_offset > 0);
	assert_true(da.high_watermark > da.record_offset);
	assert_int_equal(da.current_voters_count, 1);
	assert_int_equal(da.current_voters[0].voter_id, 1);
	assert_int_equal(da.target_voters_count, -1);
	dr.partition_index = 1;
	ask(&f, cl, KW_API_DESCRIBE_VOTER_CHANGE, 0, corr++, &dr, &da, &a);
	assert_int_equal(da.error_code, KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);
	/* a client listener does not serve the three changes: it closes */
	assert_int_equal(kc_send_msg(cl, KW_API_REMOVE_RAFT_VOTER, 0, 1, &rr), 0);
	assert_true(closed_within(&f, cl, 3000));
	close(cl);
	close(c);
	kw_arena_free(&a);
	node_down(&f);
}

static void test_close_in_request_order(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	int c = client(&f, CLIENT);
	/* ListOffsets v0 (removed by KIP-896: it closes), by hand: header v1
	 * with a null client id, four bytes of body */
	static const uint8_t md0[] = {0, 0, 0, 14, 0, 2, 0, 0, 0, 0, 0, 2,
				      0xff, 0xff, 0, 0, 0, 0};
	assert_int_equal(kc_send_simple(c, KW_API_API_VERSIONS, 0, 1), 0);
	assert_int_equal(write(c, md0, sizeof md0), (ssize_t)sizeof md0);
	size_t len;
	uint8_t *r = response(&f, c, &len, 3000);
	assert_non_null(r);
	assert_int_equal(corr_of(r, len), 1);
	assert_true(closed_within(&f, c, 2000));
	close(c);
	/* behind a long poll: the Fetch's answer first, then the close */
	c = client(&f, CLIENT);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_fetch_request fr;
	struct kw_fetch_request_fetch_topic ft;
	struct kw_fetch_request_fetch_partition fp;
	fetch_req(&fr, &ft, &fp, KR_WIRE_TOPIC, NULL, 0, 300);
	fp.fetch_offset = 1; /* the log end (the LeaderChange is at 0): parked */
	assert_int_equal(kc_send_msg(c, KW_API_FETCH, 11, 3, &fr), 0);
	assert_int_equal(write(c, md0, sizeof md0), (ssize_t)sizeof md0);
	r = response(&f, c, &len, 3000);
	assert_non_null(r);
	assert_int_equal(corr_of(r, len), 3);
	assert_true(closed_within(&f, c, 2000));
	close(c);
	kw_arena_free(&a);
	node_down(&f);
}

/* The README's table of served APIs (between its served-apis markers) is
 * what the node's ApiVersions answers on its two listeners say, row for
 * row; on a difference the rows the node would have are printed. */
static const char *readme_path;

static void api_ranges(struct fixture *f, int listener, int16_t *min, int16_t *max)
{
	int c = client(f, listener);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_api_versions_request q;
	struct kw_api_versions_response m;
	kw_api_versions_request_init(&q);
	ask(f, c, KW_API_API_VERSIONS, 3, 1, &q, &m, &a);
	for (int32_t i = 0; i < m.api_keys_count; i++) {
		int16_t k = m.api_keys[i].api_key;
		if (k >= 0 && k < 20000) {
			min[k] = m.api_keys[i].min_version;
			max[k] = m.api_keys[i].max_version;
		}
	}
	kw_arena_free(&a);
	close(c);
}

static void test_readme_lists_served_apis(void **state)
{
	(void)state;
	if (!readme_path)
		skip();
	struct fixture f;
	node_up(&f, NULL);
	static int16_t cmin[20000], cmax[20000], kmin[20000], kmax[20000];
	for (int i = 0; i < 20000; i++)
		cmin[i] = kmin[i] = -1;
	api_ranges(&f, CLIENT, cmin, cmax);
	api_ranges(&f, CONTROLLER, kmin, kmax);
	node_down(&f);
	char want[16384] = "";
	size_t wl = 0;
	for (int k = 0; k < 20000; k++) {
		if (cmin[k] < 0 && kmin[k] < 0)
			continue;
		const struct kw_api *api = kw_api_by_key((int16_t)k);
		assert_non_null(api);
		bool both = cmin[k] >= 0 && kmin[k] >= 0;
		if (both)
			assert_true(cmin[k] == kmin[k] && cmax[k] == kmax[k]);
		int16_t lo = cmin[k] >= 0 ? cmin[k] : kmin[k], hi = cmin[k] >= 0 ? cmax[k] : kmax[k];
		wl += (size_t)snprintf(want + wl, sizeof want - wl, "| %s | %d | %d-%d | %s |\n",
				       api->name, k, lo, hi,
				       both ? "both" : cmin[k] >= 0 ? "client" : "controller");
		assert_true(wl < sizeof want);
	}
	FILE *fp = fopen(readme_path, "r");
	assert_non_null(fp);
	char line[512], have[16384] = "";
	size_t hl = 0;
	bool in = false;
	while (fgets(line, sizeof line, fp)) {
		if (strstr(line, "<!-- served-apis -->")) {
			in = true;
			continue;
		}
		if (strstr(line, "<!-- /served-apis -->"))
			break;
		/* the table's rows, without its head */
		if (in && line[0] == '|' && !strstr(line, "---") && !strstr(line, "| API |")) {
			size_t n = strlen(line);
			assert_true(hl + n < sizeof have);
			memcpy(have + hl, line, n + 1);
			hl += n;
		}
	}
	fclose(fp);
	if (strcmp(want, have) != 0) {
		fprintf(stderr, "the node's rows:\n%s", want);
		fail_msg("README.md's served-apis table differs from ApiVersions (the node's "
			 "rows above)");
	}
}

/* A batch of n records from producer id/epoch at base sequence seq. */
static uint8_t *producer_batch(int64_t id, int16_t epoch, int32_t seq, int n, size_t *len)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 1024, &err), 0);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.producer_id = id;
	p.producer_epoch = epoch;
	p.base_sequence = seq;
	struct kw_record_batch_builder b;
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	for (int i = 0; i < n; i++) {
		char v[32];
		int vl = snprintf(v, sizeof v, "p%lld-%d", (long long)id, seq + i);
		struct kw_record_input r = {-1, 1700000000000 + i, {NULL, -1},
					    {(const uint8_t *)v, vl}, NULL, 0, 0};
		assert_int_equal(kw_record_batch_builder_add(&b, &r), 0);
	}
	assert_int_equal(kw_record_batch_builder_finish(&b, NULL), 0);
	return kw_writer_detach(&w, len);
}

/* Produces batch with acks=-1; the partition's answer. */
static int16_t produce_idem(struct fixture *f, int c, int32_t corr, const uint8_t *batch,
			    size_t blen, int64_t *base, struct kw_arena *a)
{
	struct kw_produce_request pr;
	struct kw_produce_request_topic_produce_data pt;
	struct kw_produce_request_partition_produce_data pp;
	produce_req(&pr, &pt, &pp, KR_WIRE_TOPIC, 0, -1, batch, blen);
	struct kw_produce_response presp;
	ask(f, c, KW_API_PRODUCE, 11, corr, &pr, &presp, a);
	const struct kw_produce_response_partition_produce_response *p =
		&presp.responses[0].partition_responses[0];
	*base = p->base_offset;
	return p->error_code;
}

static int64_t init_pid(struct fixture *f, int c, int32_t corr, struct kw_arena *a)
{
	struct kw_init_producer_id_request q;
	struct kw_init_producer_id_response m;
	kw_init_producer_id_request_init(&q);
	q.transactional_id = KW_STR_NULL; /* an idempotent producer */
	q.transaction_timeout_ms = 60000;
	ask(f, c, KW_API_INIT_PRODUCER_ID, 4, corr, &q, &m, a);
	assert_int_equal(m.error_code, 0);
	assert_int_equal(m.producer_epoch, 0);
	assert_true(m.producer_id >= 0);
	return m.producer_id;
}

/* Idempotent producers (node/producer_state.h, svc_producer_ids.c):
 * InitProducerId hands out ids from a block claimed in the log, a
 * transactional id is refused; Produce checks each producer's sequences
 * as Kafka does (a retry answered with the original offset and not
 * written again, a gap out of order, an older epoch fenced, a bumped
 * epoch from 0, an id never handed out unknown, more than one batch or a
 * negative sequence invalid); hostile frames close the connection; and
 * a restarted node rebuilds all of it from its log. */
static void test_idempotent_producer(void **state)
{
	(void)state;
	struct fixture f;
	node_up(&f, NULL);
	int c = client(&f, CLIENT);
	struct kw_arena a;
	kw_arena_init(&a);
	int64_t pid = init_pid(&f, c, 1, &a);
	assert_int_equal(init_pid(&f, c, 2, &a), pid + 1);
	struct kw_init_producer_id_request tq;
	struct kw_init_producer_id_response tm;
	kw_init_producer_id_request_init(&tq);
	tq.transactional_id = KW_STR_LIT("tx-1");
	ask(&f, c, KW_API_INIT_PRODUCER_ID, 4, 3, &tq, &tm, &a);
	assert_int_equal(tm.error_code, KW_PERR_TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
	assert_int_equal(tm.producer_id, -1);

	size_t l0, l1, l2, l3;
	uint8_t *b0 = producer_batch(pid, 0, 0, 3, &l0);
	int64_t base0, base;
	assert_int_equal(produce_idem(&f, c, 10, b0, l0, &base0, &a), 0);
	/* the retry: its original offset, nothing written again */
	assert_int_equal(produce_idem(&f, c, 11, b0, l0, &base, &a), 0);
	assert_int_equal(base, base0);
	uint8_t *gap = producer_batch(pid, 0, 5, 1, &l1);
	assert_int_equal(produce_idem(&f, c, 12, gap, l1, &base, &a),
			 KW_PERR_OUT_OF_ORDER_SEQUENCE_NUMBER);
	uint8_t *b1 = producer_batch(pid, 0, 3, 2, &l2);
	assert_int_equal(produce_idem(&f, c, 13, b1, l2, &base, &a), 0);
	assert_int_equal(base, base0 + 3); /* right after the first batch */
	/* the producer bumps its epoch: from 0 again; the old epoch is fenced */
	uint8_t *bumped = producer_batch(pid, 1, 0, 1, &l3);
	assert_int_equal(produce_idem(&f, c, 14, bumped, l3, &base, &a), 0);
	uint8_t *old = producer_batch(pid, 0, 5, 1, &l1);
	assert_int_equal(produce_idem(&f, c, 15, old, l1, &base, &a),
			 KW_PERR_INVALID_PRODUCER_EPOCH);
	free(old);
	/* an id no block holds */
	uint8_t *unknown = producer_batch(pid + 5000, 0, 0, 1, &l1);
	assert_int_equal(produce_idem(&f, c, 16, unknown, l1, &base, &a),
			 KW_PERR_UNKNOWN_PRODUCER_ID);
	free(unknown);
	/* two batches in one request, a negative sequence */
	uint8_t two[512];
	assert_true(2 * l2 <= sizeof two);
	memcpy(two, b1, l2);
	memcpy(two + l2, b1, l2);
	assert_int_equal(produce_idem(&f, c, 17, two, 2 * l2, &base, &a), KW_PERR_INVALID_RECORD);
	uint8_t *neg = producer_batch(pid + 1, 0, -7, 1, &l1);
	assert_int_equal(produce_idem(&f, c, 18, neg, l1, &base, &a), KW_PERR_INVALID_RECORD);
	free(neg);
	/* a transactional Produce */
	struct kw_produce_request pr;
	struct kw_produce_request_topic_produce_data pt;
	struct kw_produce_request_partition_produce_data pp;
	produce_req(&pr, &pt, &pp, KR_WIRE_TOPIC, 0, -1, b0, l0);
	pr.transactional_id = KW_STR_LIT("tx-1");
	struct kw_produce_response presp;
	ask(&f, c, KW_API_PRODUCE, 11, 19, &pr, &presp, &a);
	assert_int_equal(presp.responses[0].partition_responses[0].error_code,
			 KW_PERR_TRANSACTIONAL_ID_AUTHORIZATION_FAILED);

	/* AllocateProducerIds: a peer's, on the controller listener only */
	int ctl = client(&f, CONTROLLER);
	struct kw_allocate_producer_ids_request aq;
	struct kw_allocate_producer_ids_response am;
	kw_allocate_producer_ids_request_init(&aq);
	aq.broker_id = 7;
	aq.broker_epoch = -1;
	ask(&f, ctl, KW_API_ALLOCATE_PRODUCER_IDS, 0, 20, &aq, &am, &a);
	assert_int_equal(am.error_code, 0);
	assert_int_equal(am.producer_id_len, 1000);
	assert_true(am.producer_id_start >= pid + 1000); /* after this node's block */
	int64_t peer_block = am.producer_id_start;
	assert_int_equal(kc_send_msg(c, KW_API_ALLOCATE_PRODUCER_IDS, 0, 21, &aq), 0);
	assert_true(closed_within(&f, c, 2000));
	close(c);
	/* an InitProducerId cut short */
	c = client(&f, CLIENT);
	const uint8_t cut[] = {0, 0, 0, 9, 0, 22, 0, 4, 0, 0, 0, 1, 0};
	assert_int_equal(write(c, cut, sizeof cut), (ssize_t)sizeof cut);
	assert_true(closed_within(&f, c, 2000));
	close(c);
	close(ctl);

	/* a restart: the producers and the counter come back from the log */
	assert_int_equal(kr_node_free(f.node), 0);
	node_start(&f);
	c = client(&f, CLIENT);
	assert_int_equal(produce_idem(&f, c, 30, b1, l2, &base, &a), KW_PERR_INVALID_PRODUCER_EPOCH);
	assert_int_equal(produce_idem(&f, c, 31, bumped, l3, &base, &a), 0); /* its retry */
	int64_t later = init_pid(&f, c, 32, &a);
	assert_true(later >= peer_block + 1000);
	close(c);
	free(b0);
	free(gap);
	free(b1);
	free(bumped);
	kw_arena_free(&a);
	node_down(&f);
}

/* ---- consumer groups (node/group_coordinator.h, svc_groups.c) ---------- */

/* Reads the answer to an earlier request of key at v on c into resp. */
static void answer_of(struct fixture *f, int c, int16_t key, int16_t v, void *resp,
		      struct kw_arena *a)
{
	size_t len;
	uint8_t *r = response(f, c, &len, 3000);
	if (!r)
		fail_msg("no answer to api key %d v%d", (int)key, (int)v);
	uint8_t *keep = kw_arena_alloc(a, len);
	assert_non_null(keep);
	memcpy(keep, r, len);
	free(r);
	assert_int_equal(kc_decode_response(keep, len, key, v, a, resp), 0);
}

static struct kw_join_group_request_join_group_request_protocol range_protocol = {
	.name = {"range", 5}, .metadata = {(const uint8_t *)"sub-1", 5}};

static void join_req(struct kw_join_group_request *q, const char *group, struct kw_str member,
		     struct kw_str instance, int32_t session_ms)
{
	kw_join_group_request_init(q);
	q->group_id = kw_str_from_cstr(group);
	q->session_timeout_ms = session_ms;
	q->rebalance_timeout_ms = 2000;
	q->member_id = member;
	q->group_instance_id = instance;
	q->protocol_type = KW_STR_LIT("consumer");
	q->protocols = &range_protocol;
	q->protocols_count = 1;
}

/* A new dynamic member of group on c (v5): its id from MEMBER_ID_REQUIRED,
 * then its join sent (the answer comes with the rebalance). */
static struct kw_str join_new_member(struct fixture *f, int c, const char *group,
				     int32_t corr, struct kw_arena *a)
{
	struct kw_join_group_request q;
	struct kw_join_group_response m;
	join_req(&q, group, KW_STR_LIT(""), KW_STR_NULL, 1000);
	ask(f, c, KW_API_JOIN_GROUP, 5, corr, &q, &m, a);
	assert_int_equal(m.error_code, KW_PERR_MEMBER_ID_REQUIRED);
	assert_true(m.member_id.len > 0);
	join_req(&q, group, m.member_id, KW_STR_NULL, 1000);
	assert_int_equal(kc_send_msg(c, KW_API_JOIN_GROUP, 5, corr + 1, &q), 0);
	return m.member_id;
}

static int16_t heartbeat(struct fixture *f, int c, const char *group, struct kw_str member,
			 struct kw_str instance, int32_t gen, int32_t corr, struct kw_arena *a)
{
	struct kw_heartbeat_request q;
	struct kw_heartbeat_response m;
	kw_heartbeat_request_init(&q);
	q.group_id = kw_str_from_cstr(group);
	q.generation_id = gen;
	q.member_id = member;
	q.group_instance_id = instance;
	ask(f, c, KW_API_HEARTBEAT, 4, corr, &q, &m, a);
	return m.error_code;
}

/* An OffsetCommit v8 of offset (with metadata md) for __cluster_metadata 0
 * and for another topic: the two partitions' errors. */
static void commit(struct fixture *f, int c, const char *group, int32_t gen,
		   struct kw_str member, int64_t offset, struct kw_str md, int32_t corr,
		   struct kw_arena *a, int16_t *e0, int16_t *e1)
{
	struct kw_offset_commit_request q;
	struct kw_offset_commit_request_offset_commit_request_topic t[2];
	struct kw_offset_commit_request_offset_commit_request_partition p[2];
	kw_offset_commit_request_init(&q);
	for (int i = 0; i < 2; i++) {
		kw_offset_commit_request_offset_commit_request_topic_init(&t[i]);
		kw_offset_commit_request_offset_commit_request_partition_init(&p[i]);
		p[i].committed_offset = offset;
		p[i].committed_metadata = md;
		t[i].partitions = &p[i];
		t[i].partitions_count = 1;
	}
	t[0].name = KW_STR_LIT(KR_WIRE_TOPIC);
	t[1].name = KW_STR_LIT("other_topic");
	q.group_id = kw_str_from_cstr(group);
	q.generation_id_or_member_epoch = gen;
	q.member_id = member;
	q.group_instance_id = KW_STR_NULL;
	q.topics = t;
	q.topics_count = 2;
	struct kw_offset_commit_response m;
	ask(f, c, KW_API_OFFSET_COMMIT, 8, corr, &q, &m, a);
	assert_int_equal(m.topics_count, 2);
	*e0 = m.topics[0].partitions[0].error_code;
	*e1 = m.topics[1].partitions[0].error_code;
}

/* The committed offset of group (OffsetFetch v7), -1 for none. */
static int64_t fetched_offset(struct fixture *f, int c, const char *group, int32_t corr,
			      struct kw_arena *a, struct kw_str *md)
{
	struct kw_offset_fetch_request q;
	struct kw_offset_fetch_request_offset_fetch_request_topic t;
	int32_t part = 0;
	kw_offset_fetch_request_init(&q);
	kw_offset_fetch_request_offset_fetch_request_topic_init(&t);
	t.name = KW_STR_LIT(KR_WIRE_TOPIC);
	t.partition_indexes = &part;
	t.partition_indexes_count = 1;
	q.group_id = kw_str_from_cstr(group);
	q.topics = &t;
	q.topics_count = 1;
	struct kw_offset_fetch_response m;
	ask(f, c, KW_API_OFFSET_FETCH, 7, corr, &q, &m, a);
	assert_int_equal(m.error_code, 0);
	assert_int_equal(m.topics_count, 1);
	assert_int_equal(m.topics[0].partitions[0].error_code, 0);
	if (md)
		*md = m.topics[0].partitions[0].metadata;
	return m.topics[0].partitions[0].committed_offset;
}

static const char *group_state(struct fixture *f, int c, const char *group, int32_t corr,
			       struct kw_arena *a, int32_t *members)
{
	struct kw_describe_groups_request q;
	struct kw_describe_groups_response m;
	struct kw_str g = kw_str_from_cstr(group);
	kw_describe_groups_request_init(&q);
	q.groups = &g;
	q.groups_count = 1;
	ask(f, c, KW_API_DESCRIBE_GROUPS, 5, corr, &q, &m, a);
	assert_int_equal(m.groups_count, 1);
	assert_int_equal(m.groups[0].error_code, 0);
	if (members)
		*members = m.groups[0].members_count;
	char *s = kw_arena_alloc(a, (size_t)m.groups[0].group_state.len + 1);
	memcpy(s, m.groups[0].group_state.ptr, (size_t)m.groups[0].group_state.len);
	s[m.groups[0].group_state.len] = 0;
	return s;
}

static int16_t delete_group(struct fixture *f, int c, const char *group, int32_t corr,
			    struct kw_arena *a)
{
	struct kw_delete_groups_request q;
	struct kw_delete_groups_response m;
	struct kw_str g = kw_str_from_cstr(group);
	kw_delete_groups_request_init(&q);
	q.groups_names = &g;
	q.groups_names_count = 1;
	ask(f, c, KW_API_DELETE_GROUPS, 2, corr, &q, &m, a);
	assert_int_equal(m.results_count, 1);
	return m.results[0].error_code;
}

static bool str_eq(struct kw_str a, struct kw_str b)
{
	return kw_str_equal(a, b);
}

/* FindCoordinator (the leader; transactions refused), a two-member group
 * by hand (MEMBER_ID_REQUIRED, the held joins answered together after the
 * initial delay, the leader given both members, the assignment handed
 * out by SyncGroup), heartbeats and their errors, commits and fetches of
 * offsets with their errors, a member leaving and the rebalance after it,
 * a session expiring, DeleteGroups, a static member fenced, hostile
 * frames, and the committed offsets again after a restart. */
static void test_consumer_groups(void **state)
{
	(void)state;
	struct fixture f;
	static const char *const extra[] = {"group.initial.rebalance.delay.ms", "300",
					    "group.min.session.timeout.ms", "100", NULL};
	node_up(&f, extra);
	struct kw_arena a;
	kw_arena_init(&a);
	int c1 = client(&f, CLIENT), c2 = client(&f, CLIENT);

	/* FindCoordinator: this node, by its client listener */
	struct kw_find_coordinator_request fq;
	struct kw_find_coordinator_response fm;
	kw_find_coordinator_request_init(&fq);
	fq.key = KW_STR_LIT("grp");
	ask(&f, c1, KW_API_FIND_COORDINATOR, 3, 1, &fq, &fm, &a);
	assert_int_equal(fm.error_code, 0);
	assert_int_equal(fm.node_id, 1);
	assert_int_equal(fm.port, f.client_port);
	struct kw_str keys[] = {KW_STR_LIT("g1"), KW_STR_LIT("g2")};
	kw_find_coordinator_request_init(&fq); /* Key is v0-3's */
	fq.coordinator_keys = keys;
	fq.coordinator_keys_count = 2;
	ask(&f, c1, KW_API_FIND_COORDINATOR, 4, 2, &fq, &fm, &a);
	assert_int_equal(fm.coordinators_count, 2);
	assert_true(str_eq(fm.coordinators[1].key, keys[1]));
	assert_int_equal(fm.coordinators[1].error_code, 0);
	assert_int_equal(fm.coordinators[1].port, f.client_port);
	fq.key_type = 1; /* a transaction coordinator */
	ask(&f, c1, KW_API_FIND_COORDINATOR, 4, 3, &fq, &fm, &a);
	assert_int_equal(fm.coordinators[0].error_code,
			 KW_PERR_TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
	assert_true(fm.coordinators[0].error_message.len > 0);

	/* a session timeout out of bounds */
	struct kw_join_group_request jq;
	struct kw_join_group_response jm, jm2;
	join_req(&jq, "grp", KW_STR_LIT(""), KW_STR_NULL, 50);
	ask(&f, c1, KW_API_JOIN_GROUP, 5, 4, &jq, &jm, &a);
	assert_int_equal(jm.error_code, KW_PERR_INVALID_SESSION_TIMEOUT);
	/* an unknown member of a group that does not exist */
	join_req(&jq, "grp", KW_STR_LIT("nobody"), KW_STR_NULL, 1000);
	ask(&f, c1, KW_API_JOIN_GROUP, 5, 5, &jq, &jm, &a);
	assert_int_equal(jm.error_code, KW_PERR_UNKNOWN_MEMBER_ID);

	/* two members: both joins are held until the initial delay is over */
	struct kw_str m1 = join_new_member(&f, c1, "grp", 10, &a);
	struct kw_str m2 = join_new_member(&f, c2, "grp", 20, &a);
	assert_false(str_eq(m1, m2));
	answer_of(&f, c1, KW_API_JOIN_GROUP, 5, &jm, &a);
	answer_of(&f, c2, KW_API_JOIN_GROUP, 5, &jm2, &a);
	assert_int_equal(jm.error_code, 0);
	assert_int_equal(jm2.error_code, 0);
	assert_int_equal(jm.generation_id, 1);
	assert_int_equal(jm2.generation_id, 1);
	assert_true(str_eq(jm.protocol_name, KW_STR_LIT("range")));
	assert_true(str_eq(jm.leader, m1)); /* the first to join */
	assert_true(str_eq(jm2.leader, m1));
	assert_int_equal(jm.members_count, 2); /* the leader gets everyone */
	assert_int_equal(jm2.members_count, 0);
	assert_int_equal(jm.members[1].metadata.len, 5);
	assert_string_equal(group_state(&f, c1, "grp", 25, &a, NULL), "CompletingRebalance");
	/* a heartbeat before the sync is fine, a commit is not */
	assert_int_equal(heartbeat(&f, c2, "grp", m2, KW_STR_NULL, 1, 26, &a), 0);
	int16_t e0, e1;
	commit(&f, c1, "grp", 1, m1, 42, KW_STR_LIT("md"), 27, &a, &e0, &e1);
	assert_int_equal(e0, KW_PERR_REBALANCE_IN_PROGRESS);

	/* SyncGroup: the follower waits for the leader's assignment */
	struct kw_sync_group_request sq;
	struct kw_sync_group_response sm, sm2;
	struct kw_sync_group_request_sync_group_request_assignment as[2];
	kw_sync_group_request_init(&sq);
	sq.group_id = KW_STR_LIT("grp");
	sq.generation_id = 1;
	sq.member_id = m2;
	sq.protocol_type = KW_STR_LIT("consumer");
	sq.protocol_name = KW_STR_LIT("range");
	assert_int_equal(kc_send_msg(c2, KW_API_SYNC_GROUP, 5, 30, &sq), 0);
	pump(&f, 20);
	as[0] = (struct kw_sync_group_request_sync_group_request_assignment){
		.member_id = m1, .assignment = {(const uint8_t *)"for-1", 5}};
	as[1] = (struct kw_sync_group_request_sync_group_request_assignment){
		.member_id = m2, .assignment = {(const uint8_t *)"for-2!", 6}};
	sq.member_id = m1;
	sq.assignments = as;
	sq.assignments_count = 2;
	ask(&f, c1, KW_API_SYNC_GROUP, 5, 31, &sq, &sm, &a);
	answer_of(&f, c2, KW_API_SYNC_GROUP, 5, &sm2, &a);
	assert_int_equal(sm.error_code, 0);
	assert_int_equal(sm.assignment.len, 5);
	assert_int_equal(sm2.error_code, 0);
	assert_int_equal(sm2.assignment.len, 6);
	assert_memory_equal(sm2.assignment.ptr, "for-2!", 6);
	int32_t nm;
	assert_string_equal(group_state(&f, c1, "grp", 32, &a, &nm), "Stable");
	assert_int_equal(nm, 2);

	/* heartbeats */
	assert_int_equal(heartbeat(&f, c2, "grp", m2, KW_STR_NULL, 1, 40, &a), 0);
	assert_int_equal(heartbeat(&f, c2, "grp", m2, KW_STR_NULL, 7, 41, &a),
			 KW_PERR_ILLEGAL_GENERATION);
	assert_int_equal(heartbeat(&f, c2, "grp", KW_STR_LIT("who"), KW_STR_NULL, 1, 42, &a),
			 KW_PERR_UNKNOWN_MEMBER_ID);
	assert_int_equal(heartbeat(&f, c2, "none", m2, KW_STR_NULL, 1, 43, &a),
			 KW_PERR_UNKNOWN_MEMBER_ID);

	/* commits: the log's partition, not another topic's */
	commit(&f, c1, "grp", 1, m1, 42, KW_STR_LIT("md"), 50, &a, &e0, &e1);
	assert_int_equal(e0, 0);
	assert_int_equal(e1, KW_PERR_UNKNOWN_TOPIC_OR_PARTITION);
	struct kw_str md;
	assert_int_equal(fetched_offset(&f, c2, "grp", 51, &a, &md), 42);
	assert_true(str_eq(md, KW_STR_LIT("md")));
	commit(&f, c1, "grp", 2, m1, 43, KW_STR_LIT(""), 52, &a, &e0, &e1);
	assert_int_equal(e0, KW_PERR_ILLEGAL_GENERATION);
	commit(&f, c1, "grp", -1, KW_STR_LIT(""), 43, KW_STR_LIT(""), 53, &a, &e0, &e1);
	assert_int_equal(e0, KW_PERR_UNKNOWN_MEMBER_ID); /* the group has members */
	char *big = calloc(1, 5000);
	assert_non_null(big);
	memset(big, 'x', 4999);
	commit(&f, c1, "grp", 1, m1, 43, kw_str_from_cstr(big), 54, &a, &e0, &e1);
	assert_int_equal(e0, KW_PERR_OFFSET_METADATA_TOO_LARGE);
	free(big);
	assert_int_equal(fetched_offset(&f, c2, "grp", 55, &a, NULL), 42);
	/* a client without membership, to a group without members */
	commit(&f, c1, "keep", -1, KW_STR_LIT(""), 7, KW_STR_LIT("k"), 56, &a, &e0, &e1);
	assert_int_equal(e0, 0);
	assert_int_equal(fetched_offset(&f, c2, "keep", 57, &a, NULL), 7);
	assert_int_equal(fetched_offset(&f, c2, "never", 58, &a, NULL), -1);
	/* OffsetFetch v8: many groups at once */
	struct kw_offset_fetch_request oq;
	struct kw_offset_fetch_request_offset_fetch_request_group og[2];
	struct kw_offset_fetch_response om;
	kw_offset_fetch_request_init(&oq);
	for (int i = 0; i < 2; i++) {
		kw_offset_fetch_request_offset_fetch_request_group_init(&og[i]);
		og[i].topics_count = -1; /* every partition with an offset */
	}
	og[0].group_id = KW_STR_LIT("grp");
	og[1].group_id = KW_STR_LIT("never");
	oq.groups = og;
	oq.groups_count = 2;
	ask(&f, c2, KW_API_OFFSET_FETCH, 8, 59, &oq, &om, &a);
	assert_int_equal(om.groups_count, 2);
	assert_int_equal(om.groups[0].topics_count, 1);
	assert_int_equal(om.groups[0].topics[0].partitions[0].committed_offset, 42);
	assert_int_equal(om.groups[1].topics_count, 0);

	/* DeleteGroups of a group with members; ListGroups */
	assert_int_equal(delete_group(&f, c1, "grp", 60, &a), KW_PERR_NON_EMPTY_GROUP);
	assert_int_equal(delete_group(&f, c1, "nope", 61, &a), KW_PERR_GROUP_ID_NOT_FOUND);
	struct kw_list_groups_request lq;
	struct kw_list_groups_response lm;
	kw_list_groups_request_init(&lq);
	ask(&f, c1, KW_API_LIST_GROUPS, 4, 62, &lq, &lm, &a);
	assert_int_equal(lm.error_code, 0);
	assert_int_equal(lm.groups_count, 2); /* grp and keep */

	/* member 2 leaves (v3, by member): member 1 rejoins alone */
	struct kw_leave_group_request vq;
	struct kw_leave_group_request_member_identity who;
	struct kw_leave_group_response vm;
	kw_leave_group_request_init(&vq);
	kw_leave_group_request_member_identity_init(&who);
	who.member_id = m2;
	vq.group_id = KW_STR_LIT("grp");
	vq.members = &who;
	vq.members_count = 1;
	ask(&f, c2, KW_API_LEAVE_GROUP, 3, 70, &vq, &vm, &a);
	assert_int_equal(vm.error_code, 0);
	assert_int_equal(vm.members_count, 1);
	assert_int_equal(vm.members[0].error_code, 0);
	ask(&f, c2, KW_API_LEAVE_GROUP, 3, 71, &vq, &vm, &a);
	assert_int_equal(vm.members[0].error_code, KW_PERR_UNKNOWN_MEMBER_ID);
	assert_int_equal(heartbeat(&f, c1, "grp", m1, KW_STR_NULL, 1, 72, &a),
			 KW_PERR_REBALANCE_IN_PROGRESS);
	join_req(&jq, "grp", m1, KW_STR_NULL, 1000);
	ask(&f, c1, KW_API_JOIN_GROUP, 5, 73, &jq, &jm, &a);
	assert_int_equal(jm.error_code, 0);
	assert_int_equal(jm.generation_id, 2);
	assert_int_equal(jm.members_count, 1);

	/* member 1 stops heartbeating: its session ends, the group is Empty
	 * and keeps its offset; then it can be deleted, offset and all */
	pump(&f, 1300);
	assert_string_equal(group_state(&f, c1, "grp", 80, &a, &nm), "Empty");
	assert_int_equal(nm, 0);
	assert_int_equal(fetched_offset(&f, c2, "grp", 81, &a, NULL), 42);
	assert_int_equal(delete_group(&f, c1, "grp", 82, &a), 0);
	assert_int_equal(fetched_offset(&f, c2, "grp", 83, &a, NULL), -1);
	assert_string_equal(group_state(&f, c1, "grp", 84, &a, NULL), "Dead");

	/* a static member restarted with a new id: the old one is fenced */
	join_req(&jq, "st", KW_STR_LIT(""), KW_STR_LIT("inst-1"), 1000);
	assert_int_equal(kc_send_msg(c1, KW_API_JOIN_GROUP, 5, 90, &jq), 0);
	answer_of(&f, c1, KW_API_JOIN_GROUP, 5, &jm, &a);
	assert_int_equal(jm.error_code, 0); /* no MEMBER_ID_REQUIRED for it */
	struct kw_str s1 = jm.member_id;
	assert_int_equal(kc_send_msg(c2, KW_API_JOIN_GROUP, 5, 91, &jq), 0);
	pump(&f, 50);
	assert_int_equal(heartbeat(&f, c1, "st", s1, KW_STR_LIT("inst-1"), jm.generation_id, 92,
				   &a),
			 KW_PERR_FENCED_INSTANCE_ID);
	answer_of(&f, c2, KW_API_JOIN_GROUP, 5, &jm2, &a);
	assert_int_equal(jm2.error_code, 0);
	assert_false(str_eq(jm2.member_id, s1));
	close(c1);
	close(c2);

	/* hostile frames of each group API: answered or closed */
	struct kw_heartbeat_request hq;
	kw_heartbeat_request_init(&hq);
	hq.group_id = KW_STR_LIT("h");
	hq.member_id = KW_STR_LIT("m");
	join_req(&jq, "h", KW_STR_LIT(""), KW_STR_NULL, 1000);
	struct kw_offset_commit_request cq;
	struct kw_offset_commit_request_offset_commit_request_topic ct;
	struct kw_offset_commit_request_offset_commit_request_partition cp;
	kw_offset_commit_request_init(&cq);
	kw_offset_commit_request_offset_commit_request_topic_init(&ct);
	kw_offset_commit_request_offset_commit_request_partition_init(&cp);
	ct.name = KW_STR_LIT(KR_WIRE_TOPIC);
	ct.partitions = &cp;
	ct.partitions_count = 1;
	cq.group_id = KW_STR_LIT("h");
	cq.generation_id_or_member_epoch = -1;
	cq.topics = &ct;
	cq.topics_count = 1;
	kw_offset_fetch_request_offset_fetch_request_group_init(&og[0]);
	og[0].group_id = KW_STR_LIT("h");
	kw_offset_fetch_request_init(&oq);
	oq.groups = og;
	oq.groups_count = 1;
	struct kw_offset_fetch_request oq0;
	kw_offset_fetch_request_init(&oq0);
	oq0.group_id = KW_STR_LIT("h");
	struct kw_str hk = KW_STR_LIT("h");
	struct kw_find_coordinator_request fq0;
	kw_find_coordinator_request_init(&fq0);
	fq0.key = hk;
	kw_find_coordinator_request_init(&fq);
	fq.coordinator_keys = &hk;
	fq.coordinator_keys_count = 1;
	struct {
		int16_t key, lo, hi;
		const void *m;
	} reqs[] = {{KW_API_FIND_COORDINATOR, 4, 6, &fq}, {KW_API_JOIN_GROUP, 0, 9, &jq},
		    {KW_API_SYNC_GROUP, 0, 5, &sq},	  {KW_API_HEARTBEAT, 0, 4, &hq},
		    {KW_API_LEAVE_GROUP, 0, 5, &vq},	  {KW_API_OFFSET_COMMIT, 0, 9, &cq},
		    {KW_API_OFFSET_FETCH, 8, 9, &oq},	  {KW_API_DELETE_GROUPS, 0, 2, &lq},
		    {KW_API_FIND_COORDINATOR, 0, 3, &fq0}, {KW_API_OFFSET_FETCH, 1, 7, &oq0}};
	struct kw_delete_groups_request dq;
	kw_delete_groups_request_init(&dq);
	dq.groups_names = &hk;
	dq.groups_names_count = 1;
	reqs[7].m = &dq;
	for (size_t i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
		/* the lowest and highest versions the request fits (fields of
		 * some versions only are set) */
		for (int k = 0; k < 2; k++) {
			int16_t v = k ? reqs[i].hi : reqs[i].lo;
			size_t len;
			uint8_t *body = NULL;
			while (!body && v >= reqs[i].lo && v <= reqs[i].hi) {
				body = kc_encode_body(reqs[i].key, v, reqs[i].m, &len);
				if (!body)
					v = (int16_t)(k ? v - 1 : v + 1);
			}
			if (!body)
				fail_msg("api key %d does not encode", (int)reqs[i].key);
			hostile_frames(&f, CLIENT, reqs[i].key, v, body, len);
			free(body);
		}
	}
	/* a JoinGroup claiming a huge protocol count, cut short */
	int c = client(&f, CLIENT);
	const uint8_t cut[] = {0, 0, 0, 14, 0, 11, 0, 5, 0, 0, 0, 1, 0xff, 0xff, 0, 1, 'g', 0x7f};
	assert_int_equal(write(c, cut, sizeof cut), (ssize_t)sizeof cut);
	assert_true(closed_within(&f, c, 2000));
	close(c);

	/* a restart: the committed offsets come back from the log */
	assert_int_equal(kr_node_free(f.node), 0);
	node_start(&f);
	c = client(&f, CLIENT);
	assert_int_equal(fetched_offset(&f, c, "keep", 100, &a, &md), 7);
	assert_true(str_eq(md, KW_STR_LIT("k")));
	assert_int_equal(fetched_offset(&f, c, "grp", 101, &a, NULL), -1); /* deleted */
	close(c);
	kw_arena_free(&a);
	node_down(&f);
}

/* A node that does not lead: FindCoordinator has no leader to name, the
 * group APIs answer NOT_COORDINATOR (the client asks again). */
static void test_groups_on_a_follower(void **state)
{
	(void)state;
	struct fixture f;
	other_voters = 2;
	node_up(&f, NULL);
	other_voters = 0;
	struct kw_arena a;
	kw_arena_init(&a);
	int c = client(&f, CLIENT);
	struct kw_find_coordinator_request fq;
	struct kw_find_coordinator_response fm;
	kw_find_coordinator_request_init(&fq);
	fq.key = KW_STR_LIT("grp");
	ask(&f, c, KW_API_FIND_COORDINATOR, 3, 1, &fq, &fm, &a);
	assert_int_equal(fm.error_code, KW_PERR_COORDINATOR_NOT_AVAILABLE);
	struct kw_join_group_request jq;
	struct kw_join_group_response jm;
	join_req(&jq, "grp", KW_STR_LIT(""), KW_STR_NULL, 10000);
	ask(&f, c, KW_API_JOIN_GROUP, 5, 2, &jq, &jm, &a);
	assert_int_equal(jm.error_code, KW_PERR_NOT_COORDINATOR);
	assert_int_equal(heartbeat(&f, c, "grp", KW_STR_LIT("m"), KW_STR_NULL, 1, 3, &a),
			 KW_PERR_NOT_COORDINATOR);
	int16_t e0, e1;
	commit(&f, c, "grp", -1, KW_STR_LIT(""), 5, KW_STR_LIT(""), 4, &a, &e0, &e1);
	assert_int_equal(e0, KW_PERR_NOT_COORDINATOR);
	struct kw_list_groups_request lq;
	struct kw_list_groups_response lm;
	kw_list_groups_request_init(&lq);
	ask(&f, c, KW_API_LIST_GROUPS, 4, 5, &lq, &lm, &a);
	assert_int_equal(lm.error_code, 0); /* it coordinates none */
	assert_int_equal(lm.groups_count, 0);
	close(c);
	kw_arena_free(&a);
	node_down(&f);
}

/* ---- version negotiation with a peer (node/peer_versions.h) ---------- */

/* A listening socket on a free loopback port (*port), non-blocking. */
static int peer_listen(uint16_t *port)
{
	int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	struct sockaddr_in a = {.sin_family = AF_INET,
				.sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	socklen_t l = sizeof a;
	assert_true(fd >= 0);
	assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
	assert_int_equal(listen(fd, 8), 0);
	assert_int_equal(getsockname(fd, (struct sockaddr *)&a, &l), 0);
	*port = ntohs(a.sin_port);
	return fd;
}

/* The node's next connection to the peer played on lfd, within ms. */
static int peer_accept(struct fixture *f, int lfd, int ms)
{
	int64_t end = now_ms() + ms;
	while (now_ms() < end) {
		int fd = accept(lfd, NULL, NULL);
		if (fd >= 0)
			return fd;
		assert_int_equal(kr_node_run_once(f->node, 1), 1);
	}
	fail_msg("the node did not connect to its peer within %d ms", ms);
	return -1;
}

/* A request frame from the node: its api key, version and correlation id,
 * and the offset of its body. */
struct peer_req {
	uint8_t *frame;
	size_t len, body;
	int16_t key, v;
	int32_t corr;
};

static void peer_read(struct fixture *f, int fd, struct peer_req *q)
{
	q->frame = response(f, fd, &q->len, 3000);
	assert_non_null(q->frame);
	assert_int_equal(kw_rpc_request_peek(q->frame, q->len, &q->key, &q->v), 0);
	const struct kw_api *api = kw_api_by_key(q->key);
	assert_non_null(api);
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	struct kw_rpc_request_header h;
	kw_arena_init(&a);
	kw_reader_init(&r, q->frame, q->len, &err);
	assert_int_equal(kw_rpc_request_header_decode(
				 &h, kw_api_request_header_version(api, q->v), &r, &a),
			 0);
	q->corr = h.correlation_id;
	q->body = kw_reader_offset(&r);
	kw_arena_free(&a);
}

/* Answers ApiVersions request q: error code, then n entries (key, min,
 * max), written at version at (v0 for UNSUPPORTED_VERSION). */
static void peer_versions_answer(int fd, const struct peer_req *q, int16_t at,
				 int16_t code, const int16_t (*e)[3], size_t n)
{
	struct kw_api_versions_response m;
	struct kw_api_versions_response_api_version keys[16];
	kw_api_versions_response_init(&m);
	for (size_t i = 0; i < n; i++) {
		kw_api_versions_response_api_version_init(&keys[i]);
		keys[i].api_key = e[i][0];
		keys[i].min_version = e[i][1];
		keys[i].max_version = e[i][2];
	}
	m.error_code = code;
	m.api_keys = keys;
	m.api_keys_count = (int32_t)n;
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
	assert_int_equal(kw_api_versions_response_encode(&m, at, &w), 0);
	size_t blen;
	uint8_t *body = kw_writer_detach(&w, &blen);
	assert_non_null(body);
	uint8_t hdr[8] = {(uint8_t)((blen + 4) >> 24), (uint8_t)((blen + 4) >> 16),
			  (uint8_t)((blen + 4) >> 8), (uint8_t)(blen + 4),
			  (uint8_t)(q->corr >> 24), (uint8_t)(q->corr >> 16),
			  (uint8_t)(q->corr >> 8), (uint8_t)q->corr};
	assert_int_equal(kc_write_all(fd, hdr, 8), 0);
	assert_int_equal(kc_write_all(fd, body, blen), 0);
	free(body);
}

/* Waits (running the node) for text in its log; false after ms. */
static bool logged_within(struct fixture *f, const char *text, int ms)
{
	int64_t end = now_ms() + ms;
	while (!strstr(log_text, text) && now_ms() < end)
		assert_int_equal(kr_node_run_once(f->node, 1), 1);
	return strstr(log_text, text) != NULL;
}

static const int16_t old_peer[][3] = {
	{KW_API_VOTE, 0, 1},		   {KW_API_BEGIN_QUORUM_EPOCH, 0, 0},
	{KW_API_END_QUORUM_EPOCH, 0, 0}, {KW_API_FETCH, 4, 16},
	{KW_API_FETCH_SNAPSHOT, 0, 0},	   {KW_API_API_VERSIONS, 0, 3},
};

/* The first request on the connection to a peer is ApiVersions v3 naming
 * this software, and nothing else goes before its answer; then each
 * request goes at the highest version both speak. A peer without Vote v2
 * gets no pre-vote: the candidate asks it for a real vote at v1, and once
 * elected sends BeginQuorumEpoch at v0. The log names the versions. */
static void test_peer_versions_negotiated(void **state)
{
	(void)state;
	struct fixture f;
	int lfd = peer_listen(&peer_port);
	other_voters = 1;
	const char *extra[] = {"kwire.log.level", "debug", NULL};
	node_up(&f, extra);
	int fd = peer_accept(&f, lfd, 3000);
	struct peer_req q;
	peer_read(&f, fd, &q);
	assert_int_equal(q.key, KW_API_API_VERSIONS);
	assert_int_equal(q.v, 3);
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&r, q.frame + q.body, q.len - q.body, &err);
	struct kw_api_versions_request avr;
	assert_int_equal(kw_api_versions_request_decode(&avr, 3, &r, &a), 0);
	assert_true(kw_str_equal(avr.client_software_name, KW_STR_LIT("kwire")));
	free(q.frame);
	/* held: nothing more before the answer, though the node is a
	 * candidate with an election timeout of 10 ms */
	size_t len;
	uint8_t *none = response(&f, fd, &len, 300);
	assert_null(none);
	peer_versions_answer(fd, &q, 3, 0, old_peer, sizeof old_peer / sizeof old_peer[0]);
	peer_read(&f, fd, &q);
	assert_int_equal(q.key, KW_API_VOTE);
	assert_int_equal(q.v, 1);
	struct kr_msg m;
	kw_reader_init(&r, q.frame + q.body, q.len - q.body, &err);
	assert_int_equal(kr_wire_decode_request(KW_API_VOTE, 1, &r, &a, &m), 0);
	assert_false(m.u.vote_req.pre_vote);
	int32_t epoch = m.u.vote_req.candidate_epoch;
	assert_true(logged_within(&f,
				  "peer 2 speaks Vote v0-1, BeginQuorumEpoch v0-0, "
				  "EndQuorumEpoch v0-0, Fetch v4-16, FetchSnapshot v0-0, "
				  "UpdateRaftVoter none: using Vote v1, BeginQuorumEpoch v0, "
				  "EndQuorumEpoch v0, Fetch v16, FetchSnapshot v0",
				  10));
	/* granted: the node leads and tells the peer at BeginQuorumEpoch v0 */
	struct kr_msg resp = {.type = KR_MSG_VOTE_RESPONSE};
	resp.u.vote_resp.leader_id = -1;
	resp.u.vote_resp.leader_epoch = epoch;
	resp.u.vote_resp.vote_granted = true;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
	kw_writer_write_i32(&w, 0); /* the size, filled below */
	struct kw_rpc_response_header rh;
	memset(&rh, 0, sizeof rh);
	rh.correlation_id = q.corr;
	const struct kw_api *vote = kw_api_by_key(KW_API_VOTE);
	assert_int_equal(kw_rpc_response_header_encode(
				 &rh, kw_api_response_header_version(vote, 1), &w),
			 0);
	assert_int_equal(kr_wire_encode(&resp, 1, &a, &w), 0);
	assert_true(kw_writer_ok(&w));
	kw_frame_put_size(w.buf, (int32_t)(w.pos - 4));
	assert_int_equal(kc_write_all(fd, w.buf, w.pos), 0);
	kw_writer_release(&w);
	free(q.frame);
	peer_read(&f, fd, &q);
	assert_int_equal(q.key, KW_API_BEGIN_QUORUM_EPOCH);
	assert_int_equal(q.v, 0);
	free(q.frame);
	kw_arena_free(&a);
	close(fd);
	close(lfd);
	node_down(&f);
	other_voters = 0;
	peer_port = 0;
}

/* UNSUPPORTED_VERSION (KIP-511): asked again at the version the peer
 * lists. An answer that does not decode closes the connection with a
 * warning naming the peer; the reconnect asks again (the versions are the
 * connection's). A peer not listing Vote is named in the log and sent no
 * Vote. One that never answers is closed after the request timeout and
 * asked again on the next connection. */
static void test_peer_versions_refused(void **state)
{
	(void)state;
	struct fixture f;
	int lfd = peer_listen(&peer_port);
	other_voters = 1;
	const char *extra[] = {"kwire.log.level", "debug",
			       "controller.quorum.request.timeout.ms", "400", NULL};
	node_up(&f, extra);
	int fd = peer_accept(&f, lfd, 3000);
	struct peer_req q;
	peer_read(&f, fd, &q);
	assert_int_equal(q.key, KW_API_API_VERSIONS);
	assert_int_equal(q.v, 3);
	const int16_t av2[][3] = {{KW_API_API_VERSIONS, 0, 2}};
	peer_versions_answer(fd, &q, 0, KW_PERR_UNSUPPORTED_VERSION, av2, 1);
	free(q.frame);
	peer_read(&f, fd, &q);
	assert_int_equal(q.key, KW_API_API_VERSIONS);
	assert_int_equal(q.v, 2);
	assert_true(logged_within(&f, "peer 2 does not speak ApiVersions v3: asking at v2",
				  10));
	/* garbage: an array count far beyond the frame */
	uint8_t junk[] = {0, 0, 0, 10, (uint8_t)(q.corr >> 24), (uint8_t)(q.corr >> 16),
			  (uint8_t)(q.corr >> 8), (uint8_t)q.corr, 0, 0, 0x7f, 0xff, 0xff,
			  0xff};
	assert_int_equal(kc_write_all(fd, junk, sizeof junk), 0);
	free(q.frame);
	assert_true(closed_within(&f, fd, 2000));
	close(fd);
	assert_true(logged_within(&f, "peer 2: an ApiVersions v2 answer that does not decode",
				  10));
	assert_true(strstr(log_text, "closing the connection") != NULL);

	/* a new connection asks again, from v3 */
	fd = peer_accept(&f, lfd, 3000);
	peer_read(&f, fd, &q);
	assert_int_equal(q.key, KW_API_API_VERSIONS);
	assert_int_equal(q.v, 3);
	const int16_t no_vote[][3] = {{KW_API_FETCH, 4, 17}, {KW_API_API_VERSIONS, 0, 3}};
	peer_versions_answer(fd, &q, 3, 0, no_vote, 2);
	free(q.frame);
	assert_true(logged_within(
		&f, "peer 2 does not list Vote in its ApiVersions answer", 2000));
	size_t len;
	uint8_t *none = response(&f, fd, &len, 300);
	assert_null(none); /* no Vote sent, and the connection stays */
	close(fd);

	/* never answered: closed after the request timeout, asked again */
	fd = peer_accept(&f, lfd, 3000);
	peer_read(&f, fd, &q);
	assert_int_equal(q.key, KW_API_API_VERSIONS);
	free(q.frame);
	int64_t t0 = now_ms();
	assert_true(closed_within(&f, fd, 3000));
	assert_true(now_ms() - t0 >= 300);
	close(fd);
	fd = peer_accept(&f, lfd, 3000);
	peer_read(&f, fd, &q);
	assert_int_equal(q.key, KW_API_API_VERSIONS);
	assert_int_equal(q.v, 3);
	free(q.frame);
	close(fd);
	close(lfd);
	node_down(&f);
	other_voters = 0;
	peer_port = 0;
}

/* kwire.test.max.versions: the controller listener advertises and accepts
 * no more than the cap (a request above it closes the connection, as an
 * unserved version does); the client listener is not capped. */
static void test_test_max_versions_served(void **state)
{
	(void)state;
	struct fixture f;
	const char *extra[] = {"kwire.test.max.versions", "Vote:1,Fetch:16", NULL};
	node_up(&f, extra);
	for (int l = 0; l < 2; l++) {
		int c = client(&f, l == 0 ? CONTROLLER : CLIENT);
		size_t len;
		assert_int_equal(kc_send_simple(c, KW_API_API_VERSIONS, 3, 1), 0);
		uint8_t *r = response(&f, c, &len, 3000);
		assert_non_null(r);
		struct kw_error err;
		struct kw_reader rd;
		struct kw_arena a;
		kw_arena_init(&a);
		kw_reader_init(&rd, r + 4, len - 4, &err);
		struct kw_api_versions_response m;
		assert_int_equal(kw_api_versions_response_decode(&m, 3, &rd, &a), 0);
		int16_t vote_max = -1, fetch_max = -1;
		for (int32_t k = 0; k < m.api_keys_count; k++) {
			if (m.api_keys[k].api_key == KW_API_VOTE)
				vote_max = m.api_keys[k].max_version;
			if (m.api_keys[k].api_key == KW_API_FETCH)
				fetch_max = m.api_keys[k].max_version;
		}
		if (l == 0) {
			assert_int_equal(vote_max, 1);
			assert_int_equal(fetch_max, 16);
		} else {
			assert_int_equal(fetch_max, kw_api_by_key(KW_API_FETCH)->max_version);
		}
		kw_arena_free(&a);
		free(r);
		close(c);
	}
	/* Vote v2 on the controller listener: closed; v1 answered */
	struct kr_msg vote = {.type = KR_MSG_VOTE_REQUEST};
	vote.u.vote_req.candidate_id = 7;
	vote.u.vote_req.candidate_epoch = 1;
	vote.u.vote_req.voter_id = 1;
	for (int16_t v = 2; v >= 1; v--) {
		int c = client(&f, CONTROLLER);
		struct kc_req rq;
		struct kw_arena a;
		kw_arena_init(&a);
		kc_req_begin(&rq, KW_API_VOTE, v, 5);
		assert_int_equal(kr_wire_encode(&vote, v, &a, &rq.w), 0);
		assert_int_equal(kc_req_send(&rq, c), 0);
		kw_arena_free(&a);
		if (v == 2) {
			assert_true(closed_within(&f, c, 2000));
		} else {
			size_t len;
			uint8_t *r = response(&f, c, &len, 3000);
			assert_non_null(r);
			assert_int_equal(corr_of(r, len), 5);
		}
		close(c);
	}
	node_down(&f);
}

int main(int argc, char **argv)
{
	readme_path = argc > 1 ? argv[1] : NULL;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_responses_in_request_order),
		cmocka_unit_test(test_invalid_acks),
		cmocka_unit_test(test_apis_by_listener),
		cmocka_unit_test(test_bad_frame_sizes),
		cmocka_unit_test(test_back_pressure),
		cmocka_unit_test(test_connection_caps),
		cmocka_unit_test(test_emfile_pauses_the_listener),
		cmocka_unit_test(test_replica_fetch_on_client_listener),
		cmocka_unit_test(test_data_directory_lock),
		cmocka_unit_test(test_sasl_on_the_client_listener),
		cmocka_unit_test(test_unknown_topics_answered_at_once),
		cmocka_unit_test(test_message_too_large),
		cmocka_unit_test(test_removed_versions),
		cmocka_unit_test(test_follower_consumer_fetch),
		cmocka_unit_test(test_hostile_client_requests),
		cmocka_unit_test(test_admin_requests),
		cmocka_unit_test(test_idempotent_producer),
		cmocka_unit_test(test_close_in_request_order),
		cmocka_unit_test(test_raft_voter_requests),
		cmocka_unit_test(test_readme_lists_served_apis),
		cmocka_unit_test(test_consumer_groups),
		cmocka_unit_test(test_groups_on_a_follower),
		cmocka_unit_test(test_peer_versions_negotiated),
		cmocka_unit_test(test_peer_versions_refused),
		cmocka_unit_test(test_test_max_versions_served),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
