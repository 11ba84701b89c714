/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/sasl.h — SASL authentication of inbound connections on
 * SASL_PLAINTEXT and SASL_SSL listeners, as a Kafka broker does it
 * (KIP-43 SaslHandshake, KIP-152 SaslAuthenticate, KIP-368 session
 * lifetime), with PLAIN (RFC 4616) and SCRAM-SHA-256/512 (node/sasl_scram.h)
 * against the credentials file (node/sasl_credentials.h).
 *
 * The transport hands every request frame of such a connection to
 * kr_sasl_conn_frame before anything else sees it:
 *   - ApiVersions always goes on (a client asks before it authenticates);
 *   - SaslHandshake (v1) picks a mechanism: one not enabled is answered
 *     UNSUPPORTED_SASL_MECHANISM with the enabled ones, and the connection
 *     closes; v0 (unframed tokens) is not served and closes it;
 *   - SaslAuthenticate carries the mechanism's tokens: a wrong password,
 *     an unknown user, a token over KR_SASL_MAX_TOKEN bytes or one that
 *     does not parse is answered SASL_AUTHENTICATION_FAILED and the
 *     connection closes; out of turn (before a handshake, after the
 *     exchange) it is answered ILLEGAL_SASL_STATE and the connection closes;
 *   - any other request goes on only once authenticated and while the
 *     session lasts (connections.max.reauth.ms, given to the client as
 *     session_lifetime_ms so it re-authenticates in time with a new
 *     SaslHandshake, as the same user); before, or after its end, the
 *     connection is closed.
 * Every refusal comes back with a reason for the log, naming the user
 * when one was given and never a password or a token.
 *
 * Threading: the loop's thread. A struct kr_sasl_server outlives every
 * connection made with it.
 */
#ifndef KR_NODE_SASL_H
#define KR_NODE_SASL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define KR_SASL_MAX_TOKEN 4096

struct kr_sasl_server;
struct kr_sasl_conn;

/* The settings of the SASL listeners: mechanisms (sasl.enabled.mechanisms,
 * comma-separated), the credentials file and the session lifetime in ms
 * (0: no limit). NULL with why (naming the file and line) when the file
 * does not load, a mechanism is not served, or out of memory. */
struct kr_sasl_server *kr_sasl_server_new(const char *mechanisms, const char *path,
					  int64_t reauth_ms, char *why, size_t why_len);
/* Reads the credentials file again (sessions already authenticated stay
 * so until they end). 0, or -1 with why and the old users kept. */
int kr_sasl_server_reload(struct kr_sasl_server *s, char *why, size_t why_len);
void kr_sasl_server_free(struct kr_sasl_server *s);

/* One connection's state (NULL when out of memory). */
struct kr_sasl_conn *kr_sasl_conn_new(struct kr_sasl_server *s);
void kr_sasl_conn_free(struct kr_sasl_conn *c);

enum kr_sasl_verdict {
	KR_SASL_PASS,	      /* hand the frame up as usual */
	KR_SASL_ANSWER,	      /* send *out, the frame is consumed */
	KR_SASL_ANSWER_CLOSE, /* send *out, then close (why says why) */
	KR_SASL_CLOSE,	      /* close now (why says why) */
};

/*
 * Decides about one request frame (len bytes, without its size prefix) at
 * time now_ms. For an answer, *out (malloc'd, the caller's) holds the
 * response frame without its size prefix, *out_len its length. why (a line
 * for the log) is set for the closing verdicts and for a successful
 * authentication ("authenticated as alice with SCRAM-SHA-256").
 */
enum kr_sasl_verdict kr_sasl_conn_frame(struct kr_sasl_conn *c, const uint8_t *frame,
					size_t len, int64_t now_ms, uint8_t **out,
					size_t *out_len, char *why, size_t why_len);
/* True once the connection has authenticated (a session may since have
 * ended: kr_sasl_conn_frame closes it at its next request). */
bool kr_sasl_conn_authenticated(const struct kr_sasl_conn *c);

/* PLAIN's one message, "authzid NUL authcid NUL password" (RFC 4616):
 * the user and password into user / password (NUL-terminated, at most
 * 255 bytes each). An authzid must be empty or the user. 0, or -1 with why
 * (never naming the password). */
int kr_sasl_plain_parse(const uint8_t *msg, size_t len, char *user, size_t user_cap,
			char *password, size_t password_cap, char *why, size_t why_len);

#endif
