/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tools/client_security.h — the admin tool's side of a secured node: a
 * Kafka client properties file (--command-config) with security.protocol
 * (PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL), ssl.truststore.location,
 * ssl.keystore.location, ssl.key.password,
 * ssl.endpoint.identification.algorithm, sasl.mechanism (PLAIN,
 * SCRAM-SHA-256, SCRAM-SHA-512) and the user as sasl.username /
 * sasl.password or in sasl.jaas.config (username="..." password="...");
 * and a blocking connection that does the TLS handshake and the SASL
 * exchange (node/sasl_client.h) before the caller's
 * requests. Errors are one line for the command's message, never naming
 * the password.
 */
#ifndef KW_TOOLS_CLIENT_SECURITY_H
#define KW_TOOLS_CLIENT_SECURITY_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct kw_client_security {
	bool tls, sasl;
	char truststore[4096], keystore[4096], key_password[256];
	bool verify_host;
	char mechanism[32], username[256], password[256];
};

/* Defaults: PLAINTEXT. */
void kw_client_security_init(struct kw_client_security *s);
/* Reads path; 0, or -1 with why. */
int kw_client_security_load(struct kw_client_security *s, const char *path, char *why,
			    size_t why_len);

struct kw_client_conn {
	int fd;
	void *ssl; /* SSL *, NULL: plaintext */
	void *ctx; /* SSL_CTX * */
};

/* Secures fd (connected, blocking, with timeouts) towards host: TLS and
 * SASL as s asks. 0, or -1 with why (fd stays the caller's). */
int kw_client_conn_start(struct kw_client_conn *c, int fd, const char *host,
			 const struct kw_client_security *s, char *why, size_t why_len);
ssize_t kw_client_conn_send(struct kw_client_conn *c, const void *buf, size_t n);
ssize_t kw_client_conn_recv(struct kw_client_conn *c, void *buf, size_t n);
/* Frees the TLS state (not fd). */
void kw_client_conn_end(struct kw_client_conn *c);

#endif
