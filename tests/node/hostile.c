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
 *   hostile HOST:PORT consume VERSION          a consumer Fetch (ReplicaId
 *                                              -1) of __cluster_metadata-0
 *                                              at VERSION: its error, the
 *                                              CurrentLeader and the
 *                                              NodeEndpoints it names
 *   hostile HOST:PORT produce VERSION          a Produce (acks=-1) of one
 *                                              record at VERSION: the same
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
#include "kwire/msg/fetch_response.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/produce_request.h"
#include "kwire/msg/produce_response.h"
#include "kwire/protocol_errors.h"
#include "kwire/records.h"
#include "wire/wire.h"
#include "kwire/msg/api.h"
#include "kafka_client.h"

static const char *cluster_id = "MkU3OEVBNTcwNTJENDM2Qk";

/* Reads the response to a Raft request and prints its errors. */
static int print_raft_response(int fd, int16_t key, int32_t *epoch_out)
{
	uint8_t *f;
	size_t len;
	if (kc_read_frame(fd, &f, &len, 5000) != 0) {
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
	if (kc_send_raft(fd, &m, 1) != 0)
		return 1;
	return print_raft_response(fd, kr_wire_api_key(m.type), NULL);
}

static int cmd_vote_flood(int fd, int32_t from, int seconds)
{
	int32_t epoch = 1;
	int sent = 0;
	for (int i = 0; i < seconds; i++) {
		struct kr_msg m = vote(epoch + 1, from);
		if (kc_send_raft(fd, &m, i + 1) != 0)
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

static int cmd_acks(int fd, int16_t acks)
{
	size_t blen;
	uint8_t *batch = kc_make_batch(1, 8, KW_COMPRESSION_NONE, &blen);
	if (!batch || kc_send_produce(fd, 1, acks, batch, blen) != 0)
		return 1;
	free(batch);
	uint8_t *f;
	size_t len;
	if (kc_read_frame(fd, &f, &len, 5000) != 0) {
		puts("no answer");
		return 1;
	}
	int32_t corr;
	int16_t e = -1;
	int rc = kc_produce_result(f, len, &corr, &e);
	free(f);
	printf("acks %d: %s\n", (int)acks,
	       rc == 0 ? kw_protocol_error_name(e) : "undecodable");
	return rc == 0 ? 0 : 1;
}

static int cmd_order(int fd)
{
	size_t blen;
	uint8_t *batch = kc_make_batch(1, 8, KW_COMPRESSION_NONE, &blen);
	if (!batch || kc_send_produce(fd, 1, -1, batch, blen) != 0 ||
	    kc_send_simple(fd, KW_API_API_VERSIONS, 3, 2) != 0 ||
	    kc_send_simple(fd, KW_API_METADATA, 12, 3) != 0 ||
	    kc_send_produce(fd, 4, 1, batch, blen) != 0)
		return 1;
	free(batch);
	printf("order");
	for (int i = 0; i < 4; i++) {
		uint8_t *f;
		size_t len;
		if (kc_read_frame(fd, &f, &len, 10000) != 0 || len < 4) {
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
	int small = 4096;
	setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
	int sent = 0;
	for (int i = 0; i < n; i++) {
		/* the node stops reading at some point: do not block on it */
		struct pollfd pfd = {fd, POLLOUT, 0};
		if (poll(&pfd, 1, 200) <= 0)
			break;
		if (kc_send_fetch(fd, i + 1, 0, 0, INT32_MAX) != 0)
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
	uint8_t *batch = kc_make_batch(64, 1u << 20, KW_COMPRESSION_GZIP, &blen);
	if (!batch)
		return 1;
	int answered = 0, refused = 0;
	for (int i = 0; i < n; i++) {
		if (kc_send_produce(fd, i + 1, 1, batch, blen) != 0)
			break;
		uint8_t *f;
		size_t len;
		if (kc_read_frame(fd, &f, &len, 10000) != 0)
			break;
		int32_t corr;
		int16_t e = 0;
		if (kc_produce_result(f, len, &corr, &e) == 0) {
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
	struct kc_req r;
	kc_req_begin(&r, KW_API_API_VERSIONS, 0, 1);
	kw_frame_put_size(r.w.buf, (int32_t)(r.w.pos - 4));
	for (int i = 0; i < seconds && (size_t)i < r.w.pos; i++) {
		if (kc_write_all(fd, r.w.buf + i, 1) != 0)
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

static int cmd_consume(int fd, int16_t v)
{
	struct kw_fetch_request m;
	struct kw_fetch_request_fetch_topic t;
	struct kw_fetch_request_fetch_partition p;
	kw_fetch_request_init(&m);
	kw_fetch_request_fetch_topic_init(&t);
	kw_fetch_request_fetch_partition_init(&p);
	p.partition = 0;
	p.partition_max_bytes = 1 << 20;
	t.topic = KW_STR_LIT(KR_WIRE_TOPIC);
	t.topic_id = kr_wire_topic_id;
	t.partitions = &p;
	t.partitions_count = 1;
	m.replica_id = -1;
	m.replica_state.replica_id = -1;
	m.max_wait_ms = 100;
	m.min_bytes = 1;
	m.max_bytes = 1 << 20;
	m.topics = &t;
	m.topics_count = 1;
	uint8_t *f;
	size_t len;
	if (kc_send_msg(fd, KW_API_FETCH, v, 1, &m) != 0 ||
	    kc_read_frame(fd, &f, &len, 5000) != 0) {
		puts("no answer (connection closed)");
		return 1;
	}
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_fetch_response r;
	int rc = kc_decode_response(f, len, KW_API_FETCH, v, &a, &r);
	if (rc != 0 || r.responses_count != 1 || r.responses[0].partitions_count != 1) {
		puts("an answer that does not decode");
		kw_arena_free(&a);
		free(f);
		return 1;
	}
	const struct kw_fetch_response_partition_data *pd = &r.responses[0].partitions[0];
	printf("consume v%d: %s leader %d epoch %d", (int)v,
	       kw_protocol_error_name(pd->error_code), (int)pd->current_leader.leader_id,
	       (int)pd->current_leader.leader_epoch);
	for (int32_t i = 0; i < r.node_endpoints_count; i++)
		printf(" endpoint %d@%.*s:%d", (int)r.node_endpoints[i].node_id,
		       (int)r.node_endpoints[i].host.len, r.node_endpoints[i].host.ptr,
		       (int)r.node_endpoints[i].port);
	printf(" records %d\n", (int)pd->records.len);
	kw_arena_free(&a);
	free(f);
	return 0;
}

static int cmd_produce(int fd, int16_t v)
{
	size_t blen;
	uint8_t *batch = kc_make_batch(1, 8, KW_COMPRESSION_NONE, &blen);
	uint8_t *f;
	size_t len;
	int sent = batch ? kc_send_produce_at(fd, v, 1, -1, batch, blen) : -1;
	free(batch);
	if (sent != 0 || kc_read_frame(fd, &f, &len, 8000) != 0) {
		puts("no answer (connection closed)");
		return 1;
	}
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_produce_response r;
	int rc = kc_decode_response(f, len, KW_API_PRODUCE, v, &a, &r);
	if (rc != 0 || r.responses_count != 1 || r.responses[0].partition_responses_count != 1) {
		puts("an answer that does not decode");
		kw_arena_free(&a);
		free(f);
		return 1;
	}
	const struct kw_produce_response_partition_produce_response *pr =
		&r.responses[0].partition_responses[0];
	printf("produce v%d: %s leader %d epoch %d", (int)v,
	       kw_protocol_error_name(pr->error_code), (int)pr->current_leader.leader_id,
	       (int)pr->current_leader.leader_epoch);
	for (int32_t i = 0; i < r.node_endpoints_count; i++)
		printf(" endpoint %d@%.*s:%d", (int)r.node_endpoints[i].node_id,
		       (int)r.node_endpoints[i].host.len, r.node_endpoints[i].host.ptr,
		       (int)r.node_endpoints[i].port);
	printf(" offset %lld\n", (long long)pr->base_offset);
	kw_arena_free(&a);
	free(f);
	return 0;
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
	int fd = kc_dial(argv[1]);
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
	else if (!strcmp(cmd, "consume") && argc >= 4)
		rc = cmd_consume(fd, (int16_t)atoi(argv[3]));
	else if (!strcmp(cmd, "produce") && argc >= 4)
		rc = cmd_produce(fd, (int16_t)atoi(argv[3]));
	if (rc == 2)
		fprintf(stderr, "hostile: unknown command or missing arguments: %s\n",
			cmd);
	close(fd);
	return rc;
}
