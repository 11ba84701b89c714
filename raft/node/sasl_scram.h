/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/sasl_scram.h — SCRAM (RFC 5802) with SHA-256 and SHA-512 (RFC 7677),
 * as Kafka speaks it (KIP-84): the stored credential, the server's two
 * steps and the client's two steps. Pure functions over caller buffers
 * (OpenSSL for the hashes and the random nonce); no sockets, no logging.
 *
 *   client-first  n,,n=USER,r=CNONCE
 *   server-first  r=CNONCE SNONCE,s=SALT(base64),i=ITERATIONS
 *   client-final  c=biws,r=CNONCE SNONCE,p=PROOF(base64)
 *   server-final  v=SIGNATURE(base64)   (or e=ERROR)
 *
 * Every message from the other side is hostile: each is bounded by
 * KR_SCRAM_MAX_MESSAGE, its attributes are parsed in the order RFC 5802
 * fixes, and a message that does not parse fails with a reason that names
 * the attribute (never echoing a password or a proof). A client-final must
 * carry the nonce of this exchange (so one captured from another exchange,
 * a replay, fails; see nonce_ok in sasl_scram.c for librdkafka's form),
 * and the channel binding of its GS2 header ("biws": no binding).
 * KR_SCRAM_SHA1 exists for RFC 5802's own test vector only.
 */
#ifndef KR_NODE_SASL_SCRAM_H
#define KR_NODE_SASL_SCRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define KR_SCRAM_MAX_MESSAGE 1024 /* bytes of any one SCRAM message */
#define KR_SCRAM_MAX_USER 256	  /* bytes of a user name, unescaped */
#define KR_SCRAM_MAX_SALT 64
#define KR_SCRAM_MAX_KEY 64	     /* SHA-512 */
#define KR_SCRAM_MIN_ITERATIONS 4096 /* Kafka's floor */
#define KR_SCRAM_MAX_ITERATIONS 1000000
#define KR_SCRAM_NONCE_LEN 32 /* characters of a nonce we make */

enum kr_scram_hash { KR_SCRAM_SHA1, KR_SCRAM_SHA256, KR_SCRAM_SHA512 };

/* What the server keeps for a user (never the password). */
struct kr_scram_cred {
	enum kr_scram_hash hash;
	uint8_t salt[KR_SCRAM_MAX_SALT];
	size_t salt_len;
	int32_t iterations;
	uint8_t stored_key[KR_SCRAM_MAX_KEY];
	uint8_t server_key[KR_SCRAM_MAX_KEY];
};

/* The hash of a mechanism name ("SCRAM-SHA-256", "SCRAM-SHA-512"), or -1. */
int kr_scram_hash_of(const char *mechanism);
/* The digest's length in bytes. */
size_t kr_scram_key_len(enum kr_scram_hash h);

/* Derives a credential from a password. Returns 0, or -1 (an OpenSSL
 * failure, or salt_len / iterations out of bounds). */
int kr_scram_cred_make(enum kr_scram_hash h, const char *password, size_t password_len,
		       const uint8_t *salt, size_t salt_len, int32_t iterations,
		       struct kr_scram_cred *out);
/* True when password is the one cred was made from (PLAIN checks a
 * password against the user's SCRAM credential this way). */
bool kr_scram_cred_check(const struct kr_scram_cred *cred, const char *password,
			 size_t password_len);

/* Strict base64 (RFC 4648 §4, padded): encodes into out (cap bytes,
 * NUL-terminated; returns the length or -1 when it does not fit), decodes
 * into out (returns the byte count, or -1 for text that is not base64 or
 * does not fit). */
int kr_scram_b64_encode(const uint8_t *in, size_t n, char *out, size_t cap);
int kr_scram_b64_decode(const char *in, size_t n, uint8_t *out, size_t cap);

/* ---- server ---- */

/* Looks the user (unescaped, NUL-terminated) up; 0 with *out filled, or -1
 * for an unknown user. */
typedef int (*kr_scram_lookup_fn)(void *ctx, const char *user, enum kr_scram_hash h,
				  struct kr_scram_cred *out);

struct kr_scram_server {
	enum kr_scram_hash hash;
	int state; /* 0: wants client-first, 1: wants client-final, 2: done */
	char user[KR_SCRAM_MAX_USER + 1];
	char nonce[2 * KR_SCRAM_MAX_MESSAGE]; /* client's + ours */
	size_t client_nonce_len;
	char auth_message[3 * KR_SCRAM_MAX_MESSAGE];
	size_t auth_len;
	char binding[2 * KR_SCRAM_MAX_MESSAGE]; /* base64 of the GS2 header */
	struct kr_scram_cred cred;
};

void kr_scram_server_init(struct kr_scram_server *s, enum kr_scram_hash h);
/*
 * Step 1: the client-first message in msg (len bytes) into the
 * server-first message in out (cap bytes; *out_len). server_nonce (NULL:
 * KR_SCRAM_NONCE_LEN random printable characters) is for tests. Returns 0,
 * or -1 with one line in why: the message does not parse, the user is
 * unknown (lookup), or this is not the step the exchange is at.
 */
int kr_scram_server_first(struct kr_scram_server *s, const uint8_t *msg, size_t len,
			  const char *server_nonce, kr_scram_lookup_fn lookup, void *ctx,
			  uint8_t *out, size_t cap, size_t *out_len, char *why,
			  size_t why_len);
/* Step 2: the client-final message into the server-final one. Returns 0
 * when the proof is right (the exchange is done: s->user is
 * authenticated), or -1 with why (a wrong password, another exchange's
 * nonce, a message that does not parse). */
int kr_scram_server_final(struct kr_scram_server *s, const uint8_t *msg, size_t len,
			  uint8_t *out, size_t cap, size_t *out_len, char *why,
			  size_t why_len);

/* ---- client ---- */

struct kr_scram_client {
	enum kr_scram_hash hash;
	int state;
	char password[256];
	char client_first_bare[KR_SCRAM_MAX_MESSAGE];
	uint8_t server_signature[KR_SCRAM_MAX_KEY];
};

/* The client-first message for user (escaped here) into out; client_nonce
 * NULL: random. Returns 0, or -1 when user or password is too long. */
int kr_scram_client_first(struct kr_scram_client *c, enum kr_scram_hash h,
			  const char *user, const char *password,
			  const char *client_nonce, uint8_t *out, size_t cap,
			  size_t *out_len);
/* The server-first message into the client-final one; -1 with why. */
int kr_scram_client_final(struct kr_scram_client *c, const uint8_t *msg, size_t len,
			  uint8_t *out, size_t cap, size_t *out_len, char *why,
			  size_t why_len);
/* Checks the server-final message (the server knew the credential):
 * 0, or -1 with why. Clears the password either way. */
int kr_scram_client_check(struct kr_scram_client *c, const uint8_t *msg, size_t len,
			  char *why, size_t why_len);

#endif
