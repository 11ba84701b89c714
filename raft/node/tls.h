/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/tls.h — TLS for the node's connections (OpenSSL 3), in Kafka's
 * terms: a PEM keystore (ssl.keystore.type=PEM: the certificate chain and
 * its private key in one file, the key optionally encrypted with
 * ssl.key.password), a PEM truststore (the CA certificates peers and
 * clients are checked against) and ssl.client.auth (none, requested,
 * required).
 *
 * A context (struct kr_tls_ctx) holds one side's settings: a server
 * context serves a listener, a client context the outbound connections to
 * peers. kr_tls_ctx_reload reads the files again (SIGHUP): connections
 * made after it use the new certificates, open ones keep theirs (OpenSSL
 * counts the references of the context a session was made from).
 *
 * A session (struct kr_tls_session) is one connection's TLS state over a
 * non-blocking socket it does not own. Every call returns at once: when
 * OpenSSL needs the socket readable or writable first, the call says so
 * (KR_TLS_WANT_READ / KR_TLS_WANT_WRITE) and the caller waits for that
 * event. A refused peer certificate is described by
 * kr_tls_session_failure, for the log line that names it.
 *
 * Threading: the loop's thread only (contexts may be made anywhere).
 */
#ifndef KR_NODE_TLS_H
#define KR_NODE_TLS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/uio.h>

enum kr_tls_client_auth {
	KR_TLS_CLIENT_AUTH_NONE,
	KR_TLS_CLIENT_AUTH_REQUESTED,
	KR_TLS_CLIENT_AUTH_REQUIRED,
};

/* Where a context's files are; the strings are copied. */
struct kr_tls_config {
	const char *keystore;		     /* PEM: certificate chain and key; "" none */
	const char *key_password;	     /* "" when the key is not encrypted */
	const char *truststore;		     /* PEM: CA certificates; "" none */
	enum kr_tls_client_auth client_auth; /* server side only */
	/* client side: check the server's name against the certificate
	 * (ssl.endpoint.identification.algorithm=https) */
	bool verify_host;
};

struct kr_tls_ctx;
struct kr_tls_session;

/* Results of the session calls below (n > 0 bytes are returned as n). */
enum {
	KR_TLS_WANT_READ = -1,	/* wait until the socket is readable */
	KR_TLS_WANT_WRITE = -2, /* wait until the socket is writable */
	KR_TLS_CLOSED = -3,	/* the other side closed (close_notify or EOF) */
	KR_TLS_ERROR = -4,	/* failed; see kr_tls_session_failure */
};

/*
 * A context from cfg, for a server (a listener) or a client (peers).
 * Returns NULL with one line in why (naming the file and OpenSSL's reason)
 * when a file cannot be read or the key does not match the certificate.
 */
struct kr_tls_ctx *kr_tls_ctx_new(const struct kr_tls_config *cfg, bool server, char *why,
				  size_t why_len);
/* Reads the files again. Returns 0, or -1 with why (the old certificates
 * stay in use). */
int kr_tls_ctx_reload(struct kr_tls_ctx *c, char *why, size_t why_len);
void kr_tls_ctx_free(struct kr_tls_ctx *c);

/* A session over fd (not owned); host is the server's name for a client
 * session (checked when verify_host), NULL for a server one. NULL when
 * out of memory. */
struct kr_tls_session *kr_tls_session_new(struct kr_tls_ctx *c, int fd, const char *host);
void kr_tls_session_free(struct kr_tls_session *s);

/* Drives the handshake: 1 done, or KR_TLS_WANT_*, KR_TLS_CLOSED,
 * KR_TLS_ERROR. */
int kr_tls_session_handshake(struct kr_tls_session *s);
/* Reads up to n bytes: n > 0, or KR_TLS_*. */
ssize_t kr_tls_session_read(struct kr_tls_session *s, void *buf, size_t n);
/* Writes from iov (gathered, at most 16 KiB in one record): bytes taken,
 * or KR_TLS_*. A call after KR_TLS_WANT_* must offer at least the bytes
 * offered before (the transport retries from where it stopped). */
ssize_t kr_tls_session_writev(struct kr_tls_session *s, const struct iovec *iov, int n);
/* Decrypted bytes held in the session, readable without the socket. */
bool kr_tls_session_pending(const struct kr_tls_session *s);
/* Why the session failed, one line: the refused certificate's subject
 * and the reason, or OpenSSL's error ("" when none is known). */
const char *kr_tls_session_failure(const struct kr_tls_session *s);
/* The peer certificate's subject, "" without one (for the log). */
void kr_tls_session_peer(const struct kr_tls_session *s, char *out, size_t cap);

#endif
