/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/sasl_client.h — the client side of a Kafka SASL exchange, as
 * frames in and frames out: SaslHandshake v1 naming the mechanism, then
 * SaslAuthenticate v1 tokens (one for PLAIN, two for SCRAM, whose server
 * signature is checked). No sockets: the transport uses it for the
 * node's connections to its peers (a SASL controller listener), the
 * admin tool for --command-config.
 *
 * Frames are whole requests with their 4-byte size prefix, malloc'd, the
 * caller's. Responses are given without their size prefix. The client's
 * requests carry correlation ids 1, 2, 3; a response with another id
 * than the request's fails the exchange.
 */
#ifndef KR_NODE_SASL_CLIENT_H
#define KR_NODE_SASL_CLIENT_H

#include <stddef.h>
#include <stdint.h>

/* Who to authenticate as (the strings are copied). */
struct kr_sasl_client_config {
	const char *mechanism; /* PLAIN, SCRAM-SHA-256, SCRAM-SHA-512 */
	const char *username;
	const char *password;
	const char *client_id; /* for the request headers */
};

struct kr_sasl_client;

/* NULL when a field is too long, the mechanism is not one of the three,
 * or out of memory. */
struct kr_sasl_client *kr_sasl_client_new(const struct kr_sasl_client_config *cfg);
void kr_sasl_client_free(struct kr_sasl_client *c);

/* The first request (SaslHandshake); 0, or -1 when out of memory. */
int kr_sasl_client_start(struct kr_sasl_client *c, uint8_t **out, size_t *out_len);
/*
 * The response to the last request. Returns 0 with the next request in
 * *out, 1 when authenticated (nothing more to send), or -1 with why: the
 * server refused (its error code and message), the response does not
 * decode, or the server's SCRAM signature is wrong.
 */
int kr_sasl_client_on_response(struct kr_sasl_client *c, const uint8_t *frame, size_t len,
			       uint8_t **out, size_t *out_len, char *why, size_t why_len);

#endif
