/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/tls.c — the OpenSSL side of node/tls.h: contexts built from PEM
 * files, and non-blocking sessions over a socket.
 *
 * Versions: TLS 1.2 and 1.3 (Kafka's default ssl.enabled.protocols).
 * Writes use SSL_MODE_ENABLE_PARTIAL_WRITE and
 * SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER, because the transport gathers its
 * output queue into a fresh buffer on every try.
 */
#include "node/tls.h"

#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#define WRITE_CHUNK (16u << 10) /* one TLS record's payload */
#define FAILURE_MAX 384

struct kr_tls_ctx {
	SSL_CTX *ssl;
	bool server;
	char keystore[4096];
	char key_password[1024];
	char truststore[4096];
	enum kr_tls_client_auth client_auth;
	bool verify_host;
};

struct kr_tls_session {
	SSL *ssl;
	char failure[FAILURE_MAX];
};

/* OpenSSL's oldest queued error as text, or what; the queue is cleared. */
static void openssl_reason(char *out, size_t cap, const char *what)
{
	unsigned long e = ERR_peek_last_error();
	if (e)
		ERR_error_string_n(e, out, cap);
	else
		snprintf(out, cap, "%s", what);
	ERR_clear_error();
}

static int password_cb(char *buf, int size, int rwflag, void *u)
{
	(void)rwflag;
	const struct kr_tls_ctx *c = u;
	size_t n = strlen(c->key_password);
	if (n > (size_t)size)
		return 0;
	memcpy(buf, c->key_password, n);
	return (int)n;
}

/* Records the first certificate refused, with the reason, in the session
 * (the verify result alone would not name the certificate). */
static int verify_cb(int ok, X509_STORE_CTX *store)
{
	if (ok)
		return 1;
	SSL *ssl =
		X509_STORE_CTX_get_ex_data(store, SSL_get_ex_data_X509_STORE_CTX_idx());
	struct kr_tls_session *s = ssl ? SSL_get_app_data(ssl) : NULL;
	if (s && !s->failure[0]) {
		char subject[256] = "?";
		X509 *cert = X509_STORE_CTX_get_current_cert(store);
		if (cert)
			X509_NAME_oneline(X509_get_subject_name(cert), subject,
					  sizeof subject);
		int err = X509_STORE_CTX_get_error(store);
		snprintf(s->failure, sizeof s->failure, "certificate '%s' refused: %s",
			 subject, X509_verify_cert_error_string(err));
	}
	return 0;
}

/* A new SSL_CTX from c's files; NULL with why. */
static SSL_CTX *build(struct kr_tls_ctx *c, char *why, size_t wl)
{
	char reason[256];
	SSL_CTX *ssl = SSL_CTX_new(c->server ? TLS_server_method() : TLS_client_method());
	if (!ssl) {
		openssl_reason(reason, sizeof reason, "out of memory");
		snprintf(why, wl, "TLS: %s", reason);
		return NULL;
	}
	SSL_CTX_set_min_proto_version(ssl, TLS1_2_VERSION);
	SSL_CTX_set_mode(ssl, SSL_MODE_ENABLE_PARTIAL_WRITE |
				      SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
	/* no session tickets or cache: a reload must reach every new
	 * connection, and the node serves few long-lived ones */
	SSL_CTX_set_session_cache_mode(ssl, SSL_SESS_CACHE_OFF);
	SSL_CTX_set_options(ssl, SSL_OP_NO_TICKET);
	SSL_CTX_set_num_tickets(ssl, 0);
	SSL_CTX_set_default_passwd_cb(ssl, password_cb);
	SSL_CTX_set_default_passwd_cb_userdata(ssl, c);
	if (c->keystore[0]) {
		if (SSL_CTX_use_certificate_chain_file(ssl, c->keystore) != 1) {
			openssl_reason(reason, sizeof reason, "no certificate");
			snprintf(why, wl, "ssl.keystore.location %s: %s", c->keystore,
				 reason);
			goto fail;
		}
		if (SSL_CTX_use_PrivateKey_file(ssl, c->keystore, SSL_FILETYPE_PEM) !=
		    1) {
			openssl_reason(reason, sizeof reason, "no private key");
			snprintf(why, wl,
				 "ssl.keystore.location %s: private key: %s (is "
				 "ssl.key.password right?)",
				 c->keystore, reason);
			goto fail;
		}
		if (SSL_CTX_check_private_key(ssl) != 1) {
			openssl_reason(reason, sizeof reason, "mismatch");
			snprintf(why, wl,
				 "ssl.keystore.location %s: the key does not match the "
				 "certificate: %s",
				 c->keystore, reason);
			goto fail;
		}
	} else if (c->server) {
		snprintf(why, wl,
			 "ssl.keystore.location: missing (a TLS listener needs "
			 "its certificate)");
		goto fail;
	}
	if (c->truststore[0]) {
		if (SSL_CTX_load_verify_locations(ssl, c->truststore, NULL) != 1) {
			openssl_reason(reason, sizeof reason, "no certificates");
			snprintf(why, wl, "ssl.truststore.location %s: %s", c->truststore,
				 reason);
			goto fail;
		}
	} else {
		SSL_CTX_set_default_verify_paths(ssl);
	}
	int mode = SSL_VERIFY_NONE;
	if (!c->server)
		mode = SSL_VERIFY_PEER;
	else if (c->client_auth == KR_TLS_CLIENT_AUTH_REQUESTED)
		mode = SSL_VERIFY_PEER;
	else if (c->client_auth == KR_TLS_CLIENT_AUTH_REQUIRED)
		mode = SSL_VERIFY_PEER | SSL_VERIFY_FAIL_IF_NO_PEER_CERT;
	SSL_CTX_set_verify(ssl, mode, verify_cb);
	return ssl;
fail:
	SSL_CTX_free(ssl);
	return NULL;
}

static int copy(char *out, size_t cap, const char *in)
{
	in = in ? in : "";
	if (strlen(in) >= cap)
		return -1;
	strcpy(out, in);
	return 0;
}

struct kr_tls_ctx *kr_tls_ctx_new(const struct kr_tls_config *cfg, bool server, char *why,
				  size_t why_len)
{
	struct kr_tls_ctx *c = calloc(1, sizeof *c);
	if (!c) {
		snprintf(why, why_len, "TLS: out of memory");
		return NULL;
	}
	c->server = server;
	c->client_auth = cfg->client_auth;
	c->verify_host = cfg->verify_host;
	if (copy(c->keystore, sizeof c->keystore, cfg->keystore) != 0 ||
	    copy(c->key_password, sizeof c->key_password, cfg->key_password) != 0 ||
	    copy(c->truststore, sizeof c->truststore, cfg->truststore) != 0) {
		snprintf(why, why_len, "TLS: a file name or password is too long");
		free(c);
		return NULL;
	}
	c->ssl = build(c, why, why_len);
	if (!c->ssl) {
		kr_tls_ctx_free(c);
		return NULL;
	}
	return c;
}

int kr_tls_ctx_reload(struct kr_tls_ctx *c, char *why, size_t why_len)
{
	SSL_CTX *next = build(c, why, why_len);
	if (!next)
		return -1;
	SSL_CTX_free(c->ssl); /* sessions made from it hold their reference */
	c->ssl = next;
	return 0;
}

void kr_tls_ctx_free(struct kr_tls_ctx *c)
{
	if (!c)
		return;
	SSL_CTX_free(c->ssl);
	/* the key's password does not outlive the context in memory */
	OPENSSL_cleanse(c->key_password, sizeof c->key_password);
	free(c);
}

struct kr_tls_session *kr_tls_session_new(struct kr_tls_ctx *c, int fd, const char *host)
{
	struct kr_tls_session *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	s->ssl = SSL_new(c->ssl);
	if (!s->ssl || SSL_set_fd(s->ssl, fd) != 1) {
		ERR_clear_error();
		SSL_free(s->ssl);
		free(s);
		return NULL;
	}
	SSL_set_app_data(s->ssl, s);
	if (c->server) {
		SSL_set_accept_state(s->ssl);
	} else {
		SSL_set_connect_state(s->ssl);
		if (host && host[0]) {
			unsigned char ip[16];
			bool is_ip = inet_pton(AF_INET, host, ip) == 1 ||
				     inet_pton(AF_INET6, host, ip) == 1;
			if (!is_ip)
				SSL_set_tlsext_host_name(s->ssl, host);
			if (c->verify_host) {
				X509_VERIFY_PARAM *p = SSL_get0_param(s->ssl);
				if (is_ip)
					X509_VERIFY_PARAM_set1_ip_asc(p, host);
				else
					X509_VERIFY_PARAM_set1_host(p, host, 0);
			}
		}
	}
	return s;
}

void kr_tls_session_free(struct kr_tls_session *s)
{
	if (!s)
		return;
	SSL_free(s->ssl);
	free(s);
}

/* Maps an SSL_* call's result to KR_TLS_*, noting a failure's reason. */
static int result(struct kr_tls_session *s, int rc)
{
	int e = SSL_get_error(s->ssl, rc);
	switch (e) {
	case SSL_ERROR_WANT_READ:
		return KR_TLS_WANT_READ;
	case SSL_ERROR_WANT_WRITE:
		return KR_TLS_WANT_WRITE;
	case SSL_ERROR_ZERO_RETURN:
		return KR_TLS_CLOSED;
	case SSL_ERROR_SYSCALL:
		if (ERR_peek_error() == 0) {
			if (!s->failure[0])
				snprintf(s->failure, sizeof s->failure, "%s",
					 errno ? strerror(errno)
					       : "connection closed by the other side");
			ERR_clear_error();
			return errno ? KR_TLS_ERROR : KR_TLS_CLOSED;
		}
		break;
	default:
		break;
	}
	if (!s->failure[0]) {
		char reason[256];
		openssl_reason(reason, sizeof reason, "TLS error");
		snprintf(s->failure, sizeof s->failure, "%s", reason);
	}
	ERR_clear_error();
	return KR_TLS_ERROR;
}

int kr_tls_session_handshake(struct kr_tls_session *s)
{
	errno = 0;
	int rc = SSL_do_handshake(s->ssl);
	if (rc == 1)
		return 1;
	int r = result(s, rc);
	/* EOF in the middle of a handshake is a failure, not an ordinary end */
	return r == KR_TLS_CLOSED && !SSL_is_init_finished(s->ssl) ? KR_TLS_ERROR : r;
}

ssize_t kr_tls_session_read(struct kr_tls_session *s, void *buf, size_t n)
{
	if (n > INT32_MAX)
		n = INT32_MAX;
	errno = 0;
	int rc = SSL_read(s->ssl, buf, (int)n);
	if (rc > 0)
		return rc;
	return result(s, rc);
}

ssize_t kr_tls_session_writev(struct kr_tls_session *s, const struct iovec *iov, int n)
{
	uint8_t chunk[WRITE_CHUNK];
	size_t len = 0;
	for (int i = 0; i < n && len < sizeof chunk; i++) {
		size_t take = iov[i].iov_len;
		if (take > sizeof chunk - len)
			take = sizeof chunk - len;
		memcpy(chunk + len, iov[i].iov_base, take);
		len += take;
	}
	if (len == 0)
		return 0;
	errno = 0;
	int rc = SSL_write(s->ssl, chunk, (int)len);
	if (rc > 0)
		return rc;
	return result(s, rc);
}

bool kr_tls_session_pending(const struct kr_tls_session *s)
{
	return SSL_pending(s->ssl) > 0;
}

const char *kr_tls_session_failure(const struct kr_tls_session *s)
{
	return s->failure;
}

void kr_tls_session_peer(const struct kr_tls_session *s, char *out, size_t cap)
{
	out[0] = '\0';
	X509 *cert = SSL_get1_peer_certificate(s->ssl);
	if (!cert)
		return;
	X509_NAME_oneline(X509_get_subject_name(cert), out, (int)cap);
	X509_free(cert);
}
