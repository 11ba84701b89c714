/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/kafka_client.h — a small Kafka client for the node's tests
 * (hostile.c, test_node_inproc.c): request frames built with the generated
 * codecs and the Raft wire adapter, written to and read from a blocking
 * socket. Every function returns 0 (or a value) on success and -1 when the
 * connection failed or the bytes did not decode.
 */
#ifndef KWIRE_TEST_KAFKA_CLIENT_H
#define KWIRE_TEST_KAFKA_CLIENT_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/arena.h"
#include "kwire/compress.h"
#include "kwire/writer.h"
#include "wire/wire.h"

/* A request being built: the size prefix, the header, then the body. */
struct kc_req {
	struct kw_writer w;
	struct kw_error err;
};

/* Connects to HOST:PORT (TCP, TCP_NODELAY). Returns the socket or -1. */
int kc_dial(const char *hp);
int kc_write_all(int fd, const uint8_t *p, size_t n);
/* Reads one frame (without its size) into *out (malloc'd) within
 * timeout_ms; frames above 64 MiB are refused. */
int kc_read_frame(int fd, uint8_t **out, size_t *len, int timeout_ms);
/* The correlation id a response frame starts with (-1: too short). */
int32_t kc_frame_corr(const uint8_t *f, size_t len);

/* Starts a request of api key/version with correlation id corr. */
void kc_req_begin(struct kc_req *r, int16_t key, int16_t v, int32_t corr);
/* Fills the size, sends the frame and releases r. With HOSTILE_DUMP=FILE
 * the frame is appended to FILE too. */
int kc_req_send(struct kc_req *r, int fd);

/* A Raft request (the core's form, through the wire adapter, at the
 * version the node sends). */
int kc_send_raft(int fd, const struct kr_msg *m, int32_t corr);
/* A record batch of n records of size zero bytes each (malloc'd). */
uint8_t *kc_make_batch(int n, size_t size, enum kw_compression codec, size_t *len);
/* Produce v9 of batch to __cluster_metadata-0. */
int kc_send_produce(int fd, int32_t corr, int16_t acks, const uint8_t *batch,
		    size_t blen);
/* The same at version v. */
int kc_send_produce_at(int fd, int16_t v, int32_t corr, int16_t acks, const uint8_t *batch,
		       size_t blen);
/* The correlation id and the partition error of a Produce v9 response. */
int kc_produce_result(const uint8_t *f, size_t len, int32_t *corr, int16_t *error);
/* ApiVersions (v3) or Metadata (v12, every topic) by api key. */
int kc_send_simple(int fd, int16_t key, int16_t v, int32_t corr);
/* A consumer's Fetch v11 of __cluster_metadata-0. */
int kc_send_fetch(int fd, int32_t corr, int64_t offset, int32_t max_wait_ms,
		  int32_t max_bytes);

/* A request of api key/version whose body is m, the generated request
 * struct of that api (struct kw_<name>_request). */
int kc_send_msg(int fd, int16_t key, int16_t v, int32_t corr, const void *m);
/* A request whose body is len bytes of body as they are (hostile frames). */
int kc_send_body(int fd, int16_t key, int16_t v, int32_t corr, const uint8_t *body,
		 size_t len);
/* The body m encodes to at key/version (malloc'd; NULL when it does not). */
uint8_t *kc_encode_body(int16_t key, int16_t v, const void *m, size_t *len);
/* Decodes response frame f (without its size) of a request at key/version
 * into m, the generated response struct of that api, in arena a. */
int kc_decode_response(const uint8_t *f, size_t len, int16_t key, int16_t v,
		       struct kw_arena *a, void *m);

#endif
