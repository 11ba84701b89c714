/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tools/client_security.c — tools/client_security.h over OpenSSL and the
 * node's SASL client (node/sasl_client.h).
 */
#include "client_security.h"

#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#include "kwire/frame.h"
#include "node/sasl_client.h"

void kw_client_security_init(struct kw_client_security *s)
{
	memset(s, 0, sizeof *s);
	s->verify_host = true;
	snprintf(s->mechanism, sizeof s->mechanism, "GSSAPI");
}

static char *trim(char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	size_t n = strlen(p);
	while (n && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r' ||
		     p[n - 1] == '\n'))
		p[--n] = '\0';
	return p;
}

/* name="value" inside a JAAS line into out. */
static int jaas_value(const char *jaas, const char *name, char *out, size_t cap)
{
	char pat[32];
	snprintf(pat, sizeof pat, "%s=\"", name);
	const char *p = strstr(jaas, pat);
	if (!p)
		return -1;
	p += strlen(pat);
	const char *e = strchr(p, '"');
	if (!e || (size_t)(e - p) >= cap)
		return -1;
	memcpy(out, p, (size_t)(e - p));
	out[e - p] = '\0';
	return 0;
}

static int copy(char *out, size_t cap, const char *v)
{
	if (strlen(v) >= cap)
		return -1;
	strcpy(out, v);
	return 0;
}

int kw_client_security_load(struct kw_client_security *s, const char *path, char *why,
			    size_t wl)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		snprintf(why, wl, "%s: cannot open: %s", path, strerror(errno));
		return -1;
	}
	char line[8192];
	int no = 0, rc = 0;
	while (rc == 0 && fgets(line, sizeof line, f)) {
		no++;
		char *p = trim(line);
		if (!*p || *p == '#' || *p == '!')
			continue;
		char *eq = strchr(p, '=');
		if (!eq)
			continue;
		*eq = '\0';
		char *k = trim(p), *v = trim(eq + 1);
		int bad = 0;
		if (strcmp(k, "security.protocol") == 0) {
			if (strcasecmp(v, "PLAINTEXT") == 0)
				s->tls = s->sasl = false;
			else if (strcasecmp(v, "SSL") == 0)
				s->tls = true, s->sasl = false;
			else if (strcasecmp(v, "SASL_PLAINTEXT") == 0)
				s->tls = false, s->sasl = true;
			else if (strcasecmp(v, "SASL_SSL") == 0)
				s->tls = s->sasl = true;
			else
				bad = 1;
		} else if (strcmp(k, "ssl.truststore.location") == 0) {
			bad = copy(s->truststore, sizeof s->truststore, v);
		} else if (strcmp(k, "ssl.keystore.location") == 0) {
			bad = copy(s->keystore, sizeof s->keystore, v);
		} else if (strcmp(k, "ssl.key.password") == 0) {
			bad = copy(s->key_password, sizeof s->key_password, v);
		} else if (strcmp(k, "ssl.endpoint.identification.algorithm") == 0) {
			s->verify_host = v[0] != '\0';
		} else if (strcmp(k, "sasl.mechanism") == 0) {
			bad = copy(s->mechanism, sizeof s->mechanism, v);
		} else if (strcmp(k, "sasl.username") == 0) {
			bad = copy(s->username, sizeof s->username, v);
		} else if (strcmp(k, "sasl.password") == 0) {
			bad = copy(s->password, sizeof s->password, v);
		} else if (strcmp(k, "sasl.jaas.config") == 0) {
			bad = jaas_value(v, "username", s->username,
					 sizeof s->username) != 0 ||
			      jaas_value(v, "password", s->password,
					 sizeof s->password) != 0;
		}
		if (bad) {
			/* the value is not shown: it may be a password */
			snprintf(why, wl, "%s:%d: %s: bad or too long value", path, no,
				 k);
			rc = -1;
		}
	}
	fclose(f);
	if (rc == 0 && s->sasl && (!s->username[0] || !s->password[0])) {
		snprintf(why, wl,
			 "%s: SASL needs sasl.username and sasl.password (or "
			 "sasl.jaas.config)",
			 path);
		rc = -1;
	}
	return rc;
}

ssize_t kw_client_conn_send(struct kw_client_conn *c, const void *buf, size_t n)
{
	if (!c->ssl)
		return send(c->fd, buf, n, MSG_NOSIGNAL);
	int rc = SSL_write(c->ssl, buf, (int)(n > INT32_MAX ? INT32_MAX : n));
	return rc > 0 ? rc : -1;
}

ssize_t kw_client_conn_recv(struct kw_client_conn *c, void *buf, size_t n)
{
	if (!c->ssl)
		return recv(c->fd, buf, n, 0);
	int rc = SSL_read(c->ssl, buf, (int)(n > INT32_MAX ? INT32_MAX : n));
	if (rc > 0)
		return rc;
	return SSL_get_error(c->ssl, rc) == SSL_ERROR_ZERO_RETURN ? 0 : -1;
}

void kw_client_conn_end(struct kw_client_conn *c)
{
	SSL_free(c->ssl);
	SSL_CTX_free(c->ctx);
	c->ssl = c->ctx = NULL;
}

static int key_password_cb(char *buf, int size, int rw, void *u)
{
	(void)rw;
	const char *pw = u;
	int n = (int)strlen(pw);
	if (n > size)
		return 0;
	memcpy(buf, pw, (size_t)n);
	return n;
}

static int tls_start(struct kw_client_conn *c, const char *host,
		     const struct kw_client_security *s, char *why, size_t wl)
{
	SSL_CTX *ctx = SSL_CTX_new(TLS_client_method());
	c->ctx = ctx;
	if (!ctx)
		goto openssl;
	SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
	SSL_CTX_set_default_passwd_cb(ctx, key_password_cb);
	SSL_CTX_set_default_passwd_cb_userdata(ctx, (void *)s->key_password);
	if (s->truststore[0]
		    ? SSL_CTX_load_verify_locations(ctx, s->truststore, NULL) != 1
		    : SSL_CTX_set_default_verify_paths(ctx) != 1)
		goto openssl;
	if (s->keystore[0] &&
	    (SSL_CTX_use_certificate_chain_file(ctx, s->keystore) != 1 ||
	     SSL_CTX_use_PrivateKey_file(ctx, s->keystore, SSL_FILETYPE_PEM) != 1))
		goto openssl;
	SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, NULL);
	SSL *ssl = SSL_new(ctx);
	c->ssl = ssl;
	if (!ssl || SSL_set_fd(ssl, c->fd) != 1)
		goto openssl;
	unsigned char ip[16];
	bool is_ip =
		inet_pton(AF_INET, host, ip) == 1 || inet_pton(AF_INET6, host, ip) == 1;
	if (!is_ip)
		SSL_set_tlsext_host_name(ssl, host);
	if (s->verify_host) {
		X509_VERIFY_PARAM *p = SSL_get0_param(ssl);
		if (is_ip)
			X509_VERIFY_PARAM_set1_ip_asc(p, host);
		else
			X509_VERIFY_PARAM_set1_host(p, host, 0);
	}
	if (SSL_connect(ssl) != 1) {
		long vr = SSL_get_verify_result(ssl);
		if (vr != X509_V_OK) {
			snprintf(why, wl, "TLS: the server's certificate is refused: %s",
				 X509_verify_cert_error_string(vr));
			ERR_clear_error();
			return -1;
		}
		goto openssl;
	}
	return 0;
openssl:;
	char reason[256] = "TLS failed";
	unsigned long e = ERR_peek_last_error();
	if (e)
		ERR_error_string_n(e, reason, sizeof reason);
	ERR_clear_error();
	snprintf(why, wl, "TLS: %s", reason);
	return -1;
}

/* Sends frame (size prefix included) and reads one response frame (its
 * size prefix taken off) into *resp. */
static int round_trip(struct kw_client_conn *c, const uint8_t *frame, size_t len,
		      uint8_t **resp, size_t *resp_len, char *why, size_t wl)
{
	for (size_t off = 0; off < len;) {
		ssize_t n = kw_client_conn_send(c, frame + off, len - off);
		if (n <= 0) {
			snprintf(why, wl, "SASL: send failed");
			return -1;
		}
		off += (size_t)n;
	}
	struct kw_frame_reader fr;
	kw_frame_reader_init(&fr, 1u << 20);
	uint8_t buf[4096];
	int rc = -1;
	for (;;) {
		ssize_t n = kw_client_conn_recv(c, buf, sizeof buf);
		if (n <= 0) {
			snprintf(why, wl, "SASL: the server closed the connection");
			break;
		}
		size_t used;
		int fr_rc = kw_frame_reader_feed(&fr, buf, (size_t)n, &used);
		if (fr_rc < 0) {
			snprintf(why, wl, "SASL: a bad response frame");
			break;
		}
		if (fr_rc == 1) {
			const uint8_t *p = kw_frame_reader_frame(&fr, resp_len);
			*resp = malloc(*resp_len ? *resp_len : 1);
			if (*resp) {
				memcpy(*resp, p, *resp_len);
				rc = 0;
			}
			break;
		}
	}
	kw_frame_reader_free(&fr);
	return rc;
}

/* The SASL exchange (node/sasl_client.h), one request at a time. */
static int sasl_start(struct kw_client_conn *c, const struct kw_client_security *s,
		      char *why, size_t wl)
{
	struct kr_sasl_client_config cfg = {s->mechanism, s->username, s->password,
					    "kwire-quorum"};
	struct kr_sasl_client *sc = kr_sasl_client_new(&cfg);
	if (!sc) {
		snprintf(why, wl,
			 "sasl.mechanism: '%s' is not PLAIN, SCRAM-SHA-256 or "
			 "SCRAM-SHA-512 (or "
			 "the user or password is too long)",
			 s->mechanism);
		return -1;
	}
	uint8_t *req = NULL, *resp = NULL;
	size_t rl = 0, pl = 0;
	int rc = kr_sasl_client_start(sc, &req, &rl) == 0 ? 0 : -1;
	while (rc == 0) {
		if (round_trip(c, req, rl, &resp, &pl, why, wl) != 0) {
			rc = -1;
			break;
		}
		free(req);
		req = NULL;
		rc = kr_sasl_client_on_response(sc, resp, pl, &req, &rl, why, wl);
		free(resp);
		resp = NULL;
	}
	free(req);
	kr_sasl_client_free(sc);
	return rc == 1 ? 0 : -1;
}

int kw_client_conn_start(struct kw_client_conn *c, int fd, const char *host,
			 const struct kw_client_security *s, char *why, size_t wl)
{
	memset(c, 0, sizeof *c);
	c->fd = fd;
	if (s->tls && tls_start(c, host, s, why, wl) != 0)
		return -1;
	if (s->sasl && sasl_start(c, s, why, wl) != 0)
		return -1;
	return 0;
}
