/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/hostile.c — an attacker on the same network, for the cluster
 * tests of issue 10's findings: it speaks the Kafka protocol to one node
 * and sends what no correct peer or client would.
 *
 *   hostile HOST:PORT vote EPOCH FROM          a Vote (v2) from replica FROM
 *   hostile HOST:PORT begin EPOCH LEADER       BeginQuorumEpoch naming LEADER
 *   hostile HOST:PORT end EPOCH LEADER         EndQuorumEpoch from LEADER
 *   hostile HOST:PORT fetch REPLICA OFFSET EPOCH  a replica Fetch (v17,
 *                                              no directory id)
 *   hostile HOST:PORT vote-flood FROM SECONDS  a Vote a second, each at the
 *                                              epoch the node reported + 1
 *   hostile HOST:PORT acks ACKS                Produce with that acks value
 *   hostile HOST:PORT order                    pipelined Produce(acks=-1),
 *                                              ApiVersions, Metadata,
 *                                              Produce(acks=1)
 *   hostile HOST:PORT hog N SECONDS            N pipelined consumer Fetches
 *                                              asking 2 GiB each, never read
 *   hostile HOST:PORT bomb N                   N Produce requests, each a
 *                                              gzip batch inflating to 64 MiB
 *   hostile HOST:PORT slow SECONDS             a request a byte a second
 *
 * Each prints one line of what came back (error codes by name, the order
 * of correlation ids) and exits 0 when the exchange completed, 1 when the
 * connection failed or closed early, 2 on a usage error. The cluster test
 * decides what is right. With HOSTILE_DUMP=FILE every request frame sent
 * is also appended to FILE (how fuzz/corpus/fuzz_node was seeded).
 */
#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "kwire/compress.h"
#include "kwire/frame.h"
#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/produce_request.h"
#include "kwire/msg/produce_response.h"
#include "kwire/protocol_errors.h"
#include "kwire/records.h"
#include "wire/wire.h"
#include "api_keys.h"

static const char *cluster_id = "MkU3OEVBNTcwNTJENDM2Qk";

static int dial(const char *hp)
{
	char host[256];
	const char *colon = strrchr(hp, ':');
	if (!colon || (size_t)(colon - hp) >= sizeof host)
		return -1;
	memcpy(host, hp, (size_t)(colon - hp));
	host[colon - hp] = '\0';
	struct addrinfo hints = {0}, *res;
	hints.ai_socktype = SOCK_STREAM;
	if (getaddrinfo(host, colon + 1, &hints, &res) != 0)
		return -1;
	int fd = socket(res->ai_family, SOCK_STREAM, 0);
	if (fd >= 0 && connect(fd, res->ai_addr, res->ai_addrlen) != 0) {
		close(fd);
		fd = -1;
	}
	freeaddrinfo(res);
	int one = 1;
	if (fd >= 0)
		setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	return fd;
}

static int write_all(int fd, const uint8_t *p, size_t n)
{
	while (n > 0) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Reads one response frame (malloc'd into *out) within timeout_ms. */
static int read_frame(int fd, uint8_t **out, size_t *len, int timeout_ms)
{
	uint8_t hdr[4];
	size_t have = 0, need = 4;
	uint8_t *buf = hdr;
	bool body = false;
	for (;;) {
		struct pollfd pfd = {fd, POLLIN, 0};
		if (poll(&pfd, 1, timeout_ms) <= 0)
			return -1;
		ssize_t got = recv(fd, buf + have, need - have, 0);
		if (got <= 0)
			return -1;
		have += (size_t)got;
		if (have < need)
			continue;
		if (body) {
			*out = buf;
			*len = need;
			return 0;
		}
		uint32_t n = (uint32_t)hdr[0] << 24 | (uint32_t)hdr[1] << 16 |
			     (uint32_t)hdr[2] << 8 | hdr[3];
		if (n > (64u << 20))
			return -1;
		buf = malloc(n ? n : 1);
		if (!buf)
			return -1;
		need = n;
		have = 0;
		body = true;
		if (n == 0) {
			*out = buf;
			*len = 0;
			return 0;
		}
	}
}

/* A request frame: size, header (api key, version, corr, client id), body. */
struct req {
	struct kw_writer w;
	struct kw_error err;
};

static void req_begin(struct req *r, int16_t key, int16_t v, int32_t corr)
{
	kw_error_clear(&r->err);
	kw_writer_init_growable(&r->w, 1024, &r->err);
	kw_writer_write_i32(&r->w, 0); /* the size, filled by req_send */
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = v;
	h.correlation_id = corr;
	h.client_id = KW_STR_LIT("hostile");
	kw_rpc_request_header_encode(
		&h, kw_api_request_header_version(kw_api_by_key(key), v), &r->w);
}

static int req_send(struct req *r, int fd)
{
	if (!kw_writer_ok(&r->w))
		return -1;
	kw_frame_put_size(r->w.buf, (int32_t)(r->w.pos - 4));
	/* HOSTILE_DUMP=FILE: every request frame is appended to FILE too
	 * (seeds for fuzz/fuzz_node) */
	const char *dump = getenv("HOSTILE_DUMP");
	FILE *df = dump && *dump ? fopen(dump, "ab") : NULL;
	if (df) {
		fwrite(r->w.buf, 1, r->w.pos, df);
		fclose(df);
	}
	int rc = write_all(fd, r->w.buf, r->w.pos);
	kw_writer_release(&r->w);
	return rc;
}

/* A Raft request from the core's message form, through the wire adapter. */
static int send_raft(int fd, const struct kr_msg *m, int32_t corr)
{
	int16_t key = kr_wire_api_key(m->type);
	int16_t v = kr_wire_send_version(key);
	struct req r;
	struct kw_arena a;
	kw_arena_init(&a);
	req_begin(&r, key, v, corr);
	int rc = kr_wire_encode(m, v, &a, &r.w);
	if (rc == 0)
		rc = req_send(&r, fd);
	else
		kw_writer_release(&r.w);
	kw_arena_free(&a);
	return rc;
}

/* Reads the response to a Raft request and prints its errors. */
static int print_raft_response(int fd, int16_t key, int32_t *epoch_out)
{
	uint8_t *f;
	size_t len;
	if (read_frame(fd, &f, &len, 5000) != 0) {
		puts("no answer (connection closed)");
		return 1;
	}
	int16_t v = kr_wire_send_version(key);
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&r, f, len, &err);
	struct kw_rpc_response_header h;
	struct kr_msg m;
	int rc = kw_rpc_response_header_decode(
		&h, kw_api_response_header_version(kw_api_by_key(key), v), &r, &a);
	if (rc == 0)
		rc = kr_wire_decode_response(key, v, &r, &a, &m);
	if (rc != 0) {
		puts("an answer that does not decode");
		free(f);
		kw_arena_free(&a);
		return 1;
	}
	int16_t top = 0, part = 0;
	int32_t leader = -1, epoch = -1;
	switch (m.type) {
	case KR_MSG_VOTE_RESPONSE:
		top = m.u.vote_resp.error_code;
		part = m.u.vote_resp.partition_error;
		leader = m.u.vote_resp.leader_id;
		epoch = m.u.vote_resp.leader_epoch;
		break;
	case KR_MSG_FETCH_RESPONSE:
		top = m.u.fetch_resp.error_code;
		part = m.u.fetch_resp.partition_error;
		leader = m.u.fetch_resp.leader_id;
		epoch = m.u.fetch_resp.leader_epoch;
		break;
	default:
		top = m.u.epoch_resp.error_code;
		part = m.u.epoch_resp.partition_error;
		leader = m.u.epoch_resp.leader_id;
		epoch = m.u.epoch_resp.leader_epoch;
		break;
	}
	printf("error %s partition %s leader %d epoch %d", kw_protocol_error_name(top),
	       kw_protocol_error_name(part), (int)leader, (int)epoch);
	if (m.type == KR_MSG_FETCH_RESPONSE)
		printf(" high_watermark %lld", (long long)m.u.fetch_resp.high_watermark);
	if (m.type == KR_MSG_VOTE_RESPONSE)
		printf(" granted %d", m.u.vote_resp.vote_granted ? 1 : 0);
	putchar('\n');
	if (epoch_out)
		*epoch_out = epoch;
	free(f);
	kw_arena_free(&a);
	return 0;
}

static struct kr_msg vote(int32_t epoch, int32_t from)
{
	struct kr_msg m;
	memset(&m, 0, sizeof m);
	m.type = KR_MSG_VOTE_REQUEST;
	m.u.vote_req.cluster_id = kw_str_from_cstr(cluster_id);
	m.u.vote_req.candidate_epoch = epoch;
	m.u.vote_req.candidate_id = from;
	m.u.vote_req.last_offset_epoch = epoch > 0 ? epoch - 1 : 0;
	m.u.vote_req.last_offset = 1000000000;
	m.u.vote_req.voter_id = -1;
	return m;
}

static int cmd_raft(int fd, int argc, char **argv)
{
	if (argc < 3)
		return 2;
	struct kr_msg m;
	memset(&m, 0, sizeof m);
	int32_t a = (int32_t)strtol(argv[1], NULL, 10),
		b = (int32_t)strtol(argv[2], NULL, 10);
	if (strcmp(argv[0], "vote") == 0) {
		m = vote(a, b);
	} else if (strcmp(argv[0], "begin") == 0) {
		m.type = KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST;
		m.u.begin_req.cluster_id = kw_str_from_cstr(cluster_id);
		m.u.begin_req.leader_epoch = a;
		m.u.begin_req.leader_id = b;
		m.u.begin_req.voter_id = -1;
	} else if (strcmp(argv[0], "end") == 0) {
		m.type = KR_MSG_END_QUORUM_EPOCH_REQUEST;
		m.u.end_req.cluster_id = kw_str_from_cstr(cluster_id);
		m.u.end_req.leader_epoch = a;
		m.u.end_req.leader_id = b;
	} else if (strcmp(argv[0], "fetch") == 0) {
		if (argc < 4)
			return 2;
		m.type = KR_MSG_FETCH_REQUEST;
		m.u.fetch_req.cluster_id = kw_str_from_cstr(cluster_id);
		m.u.fetch_req.replica_id = a;
		m.u.fetch_req.fetch_offset = strtoll(argv[2], NULL, 10);
		m.u.fetch_req.current_leader_epoch = (int32_t)strtol(argv[3], NULL, 10);
		m.u.fetch_req.last_fetched_epoch = m.u.fetch_req.current_leader_epoch;
		m.u.fetch_req.log_start_offset = 0;
		m.u.fetch_req.max_bytes = 1 << 20;
		m.u.fetch_req.max_wait_ms = 0;
	} else {
		return 2;
	}
	if (send_raft(fd, &m, 1) != 0)
		return 1;
	return print_raft_response(fd, kr_wire_api_key(m.type), NULL);
}

static int cmd_vote_flood(int fd, int32_t from, int seconds)
{
	int32_t epoch = 1;
	int sent = 0;
	for (int i = 0; i < seconds; i++) {
		struct kr_msg m = vote(epoch + 1, from);
		if (send_raft(fd, &m, i + 1) != 0)
			return 1;
		int32_t e = -1;
		if (print_raft_response(fd, KW_API_VOTE, &e) != 0)
			return 1;
		if (e > 0)
			epoch = e;
		sent++;
		sleep(1);
	}
	printf("sent %d votes\n", sent);
	return 0;
}

/* A record batch of n records of `size` bytes (zeros), compressed or not. */
static uint8_t *make_batch(int n, size_t size, enum kw_compression codec, size_t *len)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	kw_writer_init_growable(&w, 1 << 16, &err);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.compression = codec;
	struct kw_record_batch_builder b;
	kw_record_batch_builder_init(&b, &w, &p);
	uint8_t *zeros = calloc(1, size ? size : 1);
	for (int i = 0; i < n; i++) {
		struct kw_record_input r = {
			-1, 1700000000000, {NULL, -1}, {zeros, (int32_t)size}, NULL, 0,
			0};
		kw_record_batch_builder_add(&b, &r);
	}
	size_t bs = 0;
	int rc = codec == KW_COMPRESSION_NONE
			 ? kw_record_batch_builder_finish(&b, &bs)
			 : kw_record_batch_builder_finish_compressed(&b, 9, &bs);
	free(zeros);
	if (rc != 0) {
		kw_writer_release(&w);
		return NULL;
	}
	return kw_writer_detach(&w, len);
}

static int send_produce(int fd, int32_t corr, int16_t acks, const uint8_t *batch,
			size_t blen)
{
	struct kw_produce_request m;
	struct kw_produce_request_topic_produce_data t;
	struct kw_produce_request_partition_produce_data p;
	kw_produce_request_init(&m);
	kw_produce_request_topic_produce_data_init(&t);
	kw_produce_request_partition_produce_data_init(&p);
	p.index = 0;
	p.records = (struct kw_bytes){batch, (int32_t)blen};
	t.name = KW_STR_LIT(KR_WIRE_TOPIC);
	t.partition_data = &p;
	t.partition_data_count = 1;
	m.acks = acks;
	m.timeout_ms = 10000;
	m.topic_data = &t;
	m.topic_data_count = 1;
	struct req r;
	req_begin(&r, KW_API_PRODUCE, 9, corr);
	if (kw_produce_request_encode(&m, 9, &r.w) != 0) {
		kw_writer_release(&r.w);
		return -1;
	}
	return req_send(&r, fd);
}

/* The partition error of a Produce response (and its correlation id). */
static int produce_result(const uint8_t *f, size_t len, int32_t *corr, int16_t *error)
{
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&r, f, len, &err);
	struct kw_rpc_response_header h;
	struct kw_produce_response m;
	int rc = kw_rpc_response_header_decode(&h, 1, &r, &a);
	if (rc == 0)
		rc = kw_produce_response_decode(&m, 9, &r, &a);
	if (rc == 0 && m.responses_count > 0 &&
	    m.responses[0].partition_responses_count > 0)
		*error = m.responses[0].partition_responses[0].error_code;
	else
		rc = -1;
	*corr = h.correlation_id;
	kw_arena_free(&a);
	return rc;
}

static int cmd_acks(int fd, int16_t acks)
{
	size_t blen;
	uint8_t *batch = make_batch(1, 8, KW_COMPRESSION_NONE, &blen);
	if (!batch || send_produce(fd, 1, acks, batch, blen) != 0)
		return 1;
	free(batch);
	uint8_t *f;
	size_t len;
	if (read_frame(fd, &f, &len, 5000) != 0) {
		puts("no answer");
		return 1;
	}
	int32_t corr;
	int16_t e = -1;
	int rc = produce_result(f, len, &corr, &e);
	free(f);
	printf("acks %d: %s\n", (int)acks,
	       rc == 0 ? kw_protocol_error_name(e) : "undecodable");
	return rc == 0 ? 0 : 1;
}

static int send_simple(int fd, int16_t key, int16_t v, int32_t corr)
{
	struct req r;
	req_begin(&r, key, v, corr);
	int rc = 0;
	if (key == KW_API_API_VERSIONS) {
		struct kw_api_versions_request m;
		kw_api_versions_request_init(&m);
		m.client_software_name = KW_STR_LIT("hostile");
		m.client_software_version = KW_STR_LIT("1");
		rc = kw_api_versions_request_encode(&m, v, &r.w);
	} else {
		struct kw_metadata_request m;
		kw_metadata_request_init(&m);
		m.topics_count = -1;
		rc = kw_metadata_request_encode(&m, v, &r.w);
	}
	if (rc != 0) {
		kw_writer_release(&r.w);
		return -1;
	}
	return req_send(&r, fd);
}

static int cmd_order(int fd)
{
	size_t blen;
	uint8_t *batch = make_batch(1, 8, KW_COMPRESSION_NONE, &blen);
	if (!batch || send_produce(fd, 1, -1, batch, blen) != 0 ||
	    send_simple(fd, KW_API_API_VERSIONS, 3, 2) != 0 ||
	    send_simple(fd, KW_API_METADATA, 12, 3) != 0 ||
	    send_produce(fd, 4, 1, batch, blen) != 0)
		return 1;
	free(batch);
	printf("order");
	for (int i = 0; i < 4; i++) {
		uint8_t *f;
		size_t len;
		if (read_frame(fd, &f, &len, 10000) != 0 || len < 4) {
			puts(" (closed)");
			return 1;
		}
		int32_t corr = (int32_t)((uint32_t)f[0] << 24 | (uint32_t)f[1] << 16 |
					 (uint32_t)f[2] << 8 | f[3]);
		printf(" %d", (int)corr);
		free(f);
	}
	putchar('\n');
	return 0;
}

static int cmd_hog(int fd, int n, int seconds)
{
	struct kw_fetch_request m;
	struct kw_fetch_request_fetch_topic t;
	struct kw_fetch_request_fetch_partition p;
	kw_fetch_request_init(&m);
	kw_fetch_request_fetch_topic_init(&t);
	kw_fetch_request_fetch_partition_init(&p);
	p.partition = 0;
	p.fetch_offset = 0;
	p.partition_max_bytes = INT32_MAX;
	t.topic = KW_STR_LIT(KR_WIRE_TOPIC);
	t.partitions = &p;
	t.partitions_count = 1;
	m.replica_id = -1;
	m.max_wait_ms = 0;
	m.max_bytes = INT32_MAX;
	m.topics = &t;
	m.topics_count = 1;
	int small = 4096;
	setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
	int sent = 0;
	for (int i = 0; i < n; i++) {
		struct req r;
		req_begin(&r, KW_API_FETCH, 11, i + 1);
		if (kw_fetch_request_encode(&m, 11, &r.w) != 0) {
			kw_writer_release(&r.w);
			return 1;
		}
		/* the node stops reading at some point: do not block on it */
		struct pollfd pfd = {fd, POLLOUT, 0};
		if (poll(&pfd, 1, 200) <= 0) {
			kw_writer_release(&r.w);
			break;
		}
		if (req_send(&r, fd) != 0)
			break;
		sent++;
	}
	printf("sent %d fetches, holding for %d s\n", sent, seconds);
	fflush(stdout);
	sleep((unsigned)seconds);
	return 0;
}

static int cmd_bomb(int fd, int n)
{
	size_t blen;
	/* 64 records of 1 MiB of zeros: 64 MiB inflated, ~64 KiB on the wire */
	uint8_t *batch = make_batch(64, 1u << 20, KW_COMPRESSION_GZIP, &blen);
	if (!batch)
		return 1;
	int answered = 0, refused = 0;
	for (int i = 0; i < n; i++) {
		if (send_produce(fd, i + 1, 1, batch, blen) != 0)
			break;
		uint8_t *f;
		size_t len;
		if (read_frame(fd, &f, &len, 10000) != 0)
			break;
		int32_t corr;
		int16_t e = 0;
		if (produce_result(f, len, &corr, &e) == 0) {
			answered++;
			if (e == KW_PERR_RECORD_LIST_TOO_LARGE)
				refused++;
		}
		free(f);
	}
	free(batch);
	printf("bombs sent %d (%zu bytes each), answered %d, refused as too large %d\n",
	       n, blen, answered, refused);
	return answered == n ? 0 : 1;
}

static int cmd_slow(int fd, int seconds)
{
	/* an ApiVersions request, a byte a second */
	struct req r;
	req_begin(&r, KW_API_API_VERSIONS, 0, 1);
	kw_frame_put_size(r.w.buf, (int32_t)(r.w.pos - 4));
	for (int i = 0; i < seconds && (size_t)i < r.w.pos; i++) {
		if (write_all(fd, r.w.buf + i, 1) != 0)
			break;
		struct pollfd pfd = {fd, POLLIN, 0};
		if (poll(&pfd, 1, 1000) > 0) {
			char c;
			if (recv(fd, &c, 1, MSG_PEEK) <= 0) {
				printf("closed by the node after %d s\n", i + 1);
				kw_writer_release(&r.w);
				return 0;
			}
		}
	}
	kw_writer_release(&r.w);
	printf("still open after %d s\n", seconds);
	return 1;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fputs("usage: hostile HOST:PORT COMMAND ARGS... (see the source)\n",
		      stderr);
		return 2;
	}
	const char *env = getenv("KWIRE_CLUSTER_ID");
	if (env && *env)
		cluster_id = env;
	int fd = dial(argv[1]);
	if (fd < 0) {
		fprintf(stderr, "hostile: cannot connect to %s\n", argv[1]);
		return 1;
	}
	const char *cmd = argv[2];
	int rc = 2;
	if (!strcmp(cmd, "vote") || !strcmp(cmd, "begin") || !strcmp(cmd, "end") ||
	    !strcmp(cmd, "fetch"))
		rc = cmd_raft(fd, argc - 2, argv + 2);
	else if (!strcmp(cmd, "vote-flood") && argc >= 5)
		rc = cmd_vote_flood(fd, (int32_t)atoi(argv[3]), atoi(argv[4]));
	else if (!strcmp(cmd, "acks") && argc >= 4)
		rc = cmd_acks(fd, (int16_t)atoi(argv[3]));
	else if (!strcmp(cmd, "order"))
		rc = cmd_order(fd);
	else if (!strcmp(cmd, "hog") && argc >= 5)
		rc = cmd_hog(fd, atoi(argv[3]), atoi(argv[4]));
	else if (!strcmp(cmd, "bomb") && argc >= 4)
		rc = cmd_bomb(fd, atoi(argv[3]));
	else if (!strcmp(cmd, "slow") && argc >= 4)
		rc = cmd_slow(fd, atoi(argv[3]));
	if (rc == 2)
		fprintf(stderr, "hostile: unknown command or missing arguments: %s\n",
			cmd);
	close(fd);
	return rc;
}
