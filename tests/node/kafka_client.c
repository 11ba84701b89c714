/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/kafka_client.c — see kafka_client.h.
 */
#include "kafka_client.h"

#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "kwire/msg/api.h"
#include "kwire/frame.h"
#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/produce_request.h"
#include "kwire/msg/produce_response.h"
#include "kwire/records.h"

int kc_dial(const char *hp)
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

int kc_write_all(int fd, const uint8_t *p, size_t n)
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
int kc_read_frame(int fd, uint8_t **out, size_t *len, int timeout_ms)
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

void kc_req_begin(struct kc_req *r, int16_t key, int16_t v, int32_t corr)
{
	kw_error_clear(&r->err);
	kw_writer_init_growable(&r->w, 1024, &r->err);
	kw_writer_write_i32(&r->w, 0); /* the size, filled by req_send */
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = v;
	h.correlation_id = corr;
	h.client_id = KW_STR_LIT("kwire-test-client");
	kw_rpc_request_header_encode(
		&h, kw_api_request_header_version(kw_api_by_key(key), v), &r->w);
}

int kc_req_send(struct kc_req *r, int fd)
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
	int rc = kc_write_all(fd, r->w.buf, r->w.pos);
	kw_writer_release(&r->w);
	return rc;
}

/* A Raft request from the core's message form, through the wire adapter. */
int kc_send_raft(int fd, const struct kr_msg *m, int32_t corr)
{
	int16_t key = kr_wire_api_key(m->type);
	int16_t v = kr_wire_send_version(key);
	struct kc_req r;
	struct kw_arena a;
	kw_arena_init(&a);
	kc_req_begin(&r, key, v, corr);
	int rc = kr_wire_encode(m, v, &a, &r.w);
	if (rc == 0)
		rc = kc_req_send(&r, fd);
	else
		kw_writer_release(&r.w);
	kw_arena_free(&a);
	return rc;
}

/* A record batch of n records of `size` bytes (zeros), compressed or not. */
uint8_t *kc_make_batch(int n, size_t size, enum kw_compression codec, size_t *len)
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

int kc_send_produce(int fd, int32_t corr, int16_t acks, const uint8_t *batch, size_t blen)
{
	return kc_send_produce_at(fd, 9, corr, acks, batch, blen);
}

int kc_send_produce_at(int fd, int16_t v, int32_t corr, int16_t acks, const uint8_t *batch,
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
	struct kc_req r;
	kc_req_begin(&r, KW_API_PRODUCE, v, corr);
	if (kw_produce_request_encode(&m, v, &r.w) != 0) {
		kw_writer_release(&r.w);
		return -1;
	}
	return kc_req_send(&r, fd);
}

/* The partition error of a Produce response (and its correlation id). */
int kc_produce_result(const uint8_t *f, size_t len, int32_t *corr, int16_t *error)
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

int kc_send_simple(int fd, int16_t key, int16_t v, int32_t corr)
{
	struct kc_req r;
	kc_req_begin(&r, key, v, corr);
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
	return kc_req_send(&r, fd);
}

int kc_send_fetch(int fd, int32_t corr, int64_t offset, int32_t max_wait_ms,
		  int32_t max_bytes)
{
	struct kw_fetch_request m;
	struct kw_fetch_request_fetch_topic t;
	struct kw_fetch_request_fetch_partition p;
	kw_fetch_request_init(&m);
	kw_fetch_request_fetch_topic_init(&t);
	kw_fetch_request_fetch_partition_init(&p);
	p.partition = 0;
	p.fetch_offset = offset;
	p.partition_max_bytes = max_bytes;
	t.topic = KW_STR_LIT(KR_WIRE_TOPIC);
	t.partitions = &p;
	t.partitions_count = 1;
	m.replica_id = -1;
	m.max_wait_ms = max_wait_ms;
	m.min_bytes = 1;
	m.max_bytes = max_bytes;
	m.topics = &t;
	m.topics_count = 1;
	struct kc_req r;
	kc_req_begin(&r, KW_API_FETCH, 11, corr);
	if (kw_fetch_request_encode(&m, 11, &r.w) != 0) {
		kw_writer_release(&r.w);
		return -1;
	}
	return kc_req_send(&r, fd);
}

int32_t kc_frame_corr(const uint8_t *f, size_t len)
{
	if (len < 4)
		return -1;
	return (int32_t)((uint32_t)f[0] << 24 | (uint32_t)f[1] << 16 |
			 (uint32_t)f[2] << 8 | f[3]);
}

int kc_send_msg(int fd, int16_t key, int16_t v, int32_t corr, const void *m)
{
	const struct kw_api *api = kw_api_by_key(key);
	if (!api)
		return -1;
	struct kc_req r;
	kc_req_begin(&r, key, v, corr);
	if (api->request->encode(m, v, &r.w) != 0) {
		kw_writer_release(&r.w);
		return -1;
	}
	return kc_req_send(&r, fd);
}

int kc_send_body(int fd, int16_t key, int16_t v, int32_t corr, const uint8_t *body,
		 size_t len)
{
	struct kc_req r;
	kc_req_begin(&r, key, v, corr);
	kw_writer_write_raw(&r.w, body, len);
	return kc_req_send(&r, fd);
}

uint8_t *kc_encode_body(int16_t key, int16_t v, const void *m, size_t *len)
{
	const struct kw_api *api = kw_api_by_key(key);
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (!api || kw_writer_init_growable(&w, 256, &err) != 0)
		return NULL;
	if (api->request->encode(m, v, &w) != 0 || !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		return NULL;
	}
	return kw_writer_detach(&w, len);
}

int kc_decode_response(const uint8_t *f, size_t len, int16_t key, int16_t v,
		       struct kw_arena *a, void *m)
{
	const struct kw_api *api = kw_api_by_key(key);
	if (!api)
		return -1;
	struct kw_error err;
	struct kw_reader r;
	struct kw_rpc_response_header h;
	kw_reader_init(&r, f, len, &err);
	if (kw_rpc_response_header_decode(&h, kw_api_response_header_version(api, v), &r,
					  a) != 0)
		return -1;
	return api->response->decode(m, v, &r, a);
}
