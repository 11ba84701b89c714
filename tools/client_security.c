/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tools/client_security.c — tools/client_security.h over OpenSSL and the
 * node's SCRAM client (node/sasl_scram.h).
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
#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/sasl_authenticate_request.h"
#include "kwire/msg/sasl_authenticate_response.h"
#include "kwire/msg/sasl_handshake_request.h"
#include "kwire/msg/sasl_handshake_response.h"
#include "node/sasl_scram.h"

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
			bad = jaas_value(v, "username", s->username, sizeof s->username) != 0 ||
			      jaas_value(v, "password", s->password, sizeof s->password) != 0;
		}
		if (bad) {
			/* the value is not shown: it may be a password */
			snprintf(why, wl, "%s:%d: %s: bad or too long value", path, no, k);
			rc = -1;
		}
	}
	fclose(f);
	if (rc == 0 && s->sasl && (!s->username[0] || !s->password[0])) {
		snprintf(why, wl, "%s: SASL needs sasl.username and sasl.password (or "
				  "sasl.jaas.config)", path);
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
	if (s->truststore[0] ? SSL_CTX_load_verify_locations(ctx, s->truststore, NULL) != 1
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
	bool is_ip = inet_pton(AF_INET, host, ip) == 1 || inet_pton(AF_INET6, host, ip) == 1;
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

/* One request (header v1 + body by the encoder) and its response body. */
static int exchange(struct kw_client_conn *c, int16_t key, int16_t v, int32_t corr,
		    const void *m, int (*enc)(const void *, int16_t, struct kw_writer *),
		    uint8_t **resp, size_t *resp_len, char *why, size_t wl)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 256, &err) != 0)
		return -1;
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = v;
	h.correlation_id = corr;
	h.client_id = KW_STR_LIT("kwire-quorum");
	(void)kw_writer_reserve(&w, 4);
	kw_rpc_request_header_encode(&h, kw_api_request_header_version(kw_api_by_key(key), v),
				     &w);
	if (enc(m, v, &w) != 0 || !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		snprintf(why, wl, "SASL: cannot encode a request");
		return -1;
	}
	kw_frame_put_size(w.buf, (int32_t)(w.pos - 4));
	for (size_t off = 0; off < w.pos;) {
		ssize_t n = kw_client_conn_send(c, w.buf + off, w.pos - off);
		if (n <= 0) {
			kw_writer_release(&w);
			snprintf(why, wl, "SASL: send failed");
			return -1;
		}
		off += (size_t)n;
	}
	kw_writer_release(&w);
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
			size_t len;
			const uint8_t *p = kw_frame_reader_frame(&fr, &len);
			/* response header v0: the correlation id */
			if (len < 4 || !(*resp = malloc(len))) {
				snprintf(why, wl, "SASL: a bad response");
				break;
			}
			memcpy(*resp, p + 4, len - 4);
			*resp_len = len - 4;
			rc = 0;
			break;
		}
	}
	kw_frame_reader_free(&fr);
	return rc;
}

static int enc_hs(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sasl_handshake_request_encode(m, v, w);
}

static int enc_auth(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sasl_authenticate_request_encode(m, v, w);
}

/* One SaslAuthenticate v1 round: token out, the server's token back. */
static int auth_round(struct kw_client_conn *c, int32_t corr, const uint8_t *tok, size_t tl,
		      uint8_t *back, size_t cap, size_t *back_len, char *why, size_t wl)
{
	struct kw_sasl_authenticate_request q;
	kw_sasl_authenticate_request_init(&q);
	q.auth_bytes = (struct kw_bytes){tok, (int32_t)tl};
	uint8_t *resp = NULL;
	size_t rl = 0;
	if (exchange(c, KW_API_SASL_AUTHENTICATE, 1, corr, &q, enc_auth, &resp, &rl, why, wl) !=
	    0)
		return -1;
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&r, resp, rl, &err);
	struct kw_sasl_authenticate_response m;
	int rc = -1;
	if (kw_sasl_authenticate_response_decode(&m, 1, &r, &a) != 0) {
		snprintf(why, wl, "SASL: a SaslAuthenticate response that does not decode");
	} else if (m.error_code != 0) {
		snprintf(why, wl, "SASL: authentication failed (error %d: %.*s)",
			 (int)m.error_code, m.error_message.len > 0 ? (int)m.error_message.len : 0,
			 m.error_message.ptr ? m.error_message.ptr : "");
	} else if (m.auth_bytes.len < 0 || (size_t)m.auth_bytes.len > cap) {
		snprintf(why, wl, "SASL: the server's token is too large");
	} else {
		memcpy(back, m.auth_bytes.ptr, (size_t)m.auth_bytes.len);
		*back_len = (size_t)m.auth_bytes.len;
		rc = 0;
	}
	kw_arena_free(&a);
	free(resp);
	return rc;
}

static int sasl_start(struct kw_client_conn *c, const struct kw_client_security *s,
		      char *why, size_t wl)
{
	struct kw_sasl_handshake_request hq;
	kw_sasl_handshake_request_init(&hq);
	hq.mechanism = (struct kw_str){s->mechanism, (int32_t)strlen(s->mechanism)};
	uint8_t *resp = NULL;
	size_t rl = 0;
	if (exchange(c, KW_API_SASL_HANDSHAKE, 1, 1, &hq, enc_hs, &resp, &rl, why, wl) != 0)
		return -1;
	if (rl < 2 || (resp[0] | resp[1]) != 0) {
		snprintf(why, wl, "SASL: the server refused mechanism %s (error %d)",
			 s->mechanism, rl >= 2 ? (int)(int16_t)(resp[0] << 8 | resp[1]) : -1);
		free(resp);
		return -1;
	}
	free(resp);
	uint8_t tok[KR_SCRAM_MAX_MESSAGE], back[KR_SCRAM_MAX_MESSAGE];
	size_t tl = 0, bl = 0;
	if (strcmp(s->mechanism, "PLAIN") == 0) {
		size_t ul = strlen(s->username), pl = strlen(s->password);
		if (ul + pl + 2 > sizeof tok) {
			snprintf(why, wl, "SASL: user or password too long");
			return -1;
		}
		tok[0] = '\0';
		memcpy(tok + 1, s->username, ul);
		tok[1 + ul] = '\0';
		memcpy(tok + 2 + ul, s->password, pl);
		tl = ul + pl + 2;
		return auth_round(c, 2, tok, tl, back, sizeof back, &bl, why, wl);
	}
	int h = kr_scram_hash_of(s->mechanism);
	if (h < 0) {
		snprintf(why, wl, "sasl.mechanism: '%s' is not PLAIN, SCRAM-SHA-256 or "
				  "SCRAM-SHA-512", s->mechanism);
		return -1;
	}
	struct kr_scram_client sc;
	if (kr_scram_client_first(&sc, (enum kr_scram_hash)h, s->username, s->password, NULL,
				  tok, sizeof tok, &tl) != 0) {
		snprintf(why, wl, "SASL: user or password too long");
		return -1;
	}
	if (auth_round(c, 2, tok, tl, back, sizeof back, &bl, why, wl) != 0 ||
	    kr_scram_client_final(&sc, back, bl, tok, sizeof tok, &tl, why, wl) != 0 ||
	    auth_round(c, 3, tok, tl, back, sizeof back, &bl, why, wl) != 0 ||
	    kr_scram_client_check(&sc, back, bl, why, wl) != 0)
		return -1;
	return 0;
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
