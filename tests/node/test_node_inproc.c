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
#include "kwire/header.h"
#include "kwire/msg/api_versions_response.h"
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
	uint16_t client_port;
};

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
	uint16_t cp = free_port();
	f->client_port = free_port();
	char voters[64], listeners[128];
	snprintf(voters, sizeof voters, "1@127.0.0.1:%u", (unsigned)cp);
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

int main(void)
{
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
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
