/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/sasl.c — node/sasl.h: the per-connection SASL state machine
 * (Kafka's SaslServerAuthenticator states, reduced to what PLAIN and SCRAM
 * need) and its answers, encoded with the generated codecs.
 */
#include "node/sasl.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>

#include "kwire/arena.h"
#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/sasl_authenticate_request.h"
#include "kwire/msg/sasl_authenticate_response.h"
#include "kwire/msg/sasl_handshake_request.h"
#include "kwire/msg/sasl_handshake_response.h"
#include "kwire/protocol_errors.h"
#include "node/sasl_credentials.h"
#include "node/sasl_scram.h"
#include "node/versions.h"

enum mech { M_PLAIN, M_SCRAM_SHA256, M_SCRAM_SHA512, M_COUNT };
static const char *const mech_names[M_COUNT] = {"PLAIN", "SCRAM-SHA-256",
						"SCRAM-SHA-512"};

struct kr_sasl_server {
	bool enabled[M_COUNT];
	char path[4096];
	int64_t reauth_ms;
	struct kr_credentials creds;
};

enum state {
	S_START,	/* nothing yet, or ApiVersions */
	S_AUTHENTICATE, /* handshake done: SaslAuthenticate tokens */
	S_DONE,		/* authenticated */
	S_FAILED,	/* closing */
};

struct kr_sasl_conn {
	struct kr_sasl_server *srv;
	enum state state;
	enum mech mech;
	bool authenticated;		  /* at least once */
	int64_t session_end_ms;		  /* INT64_MAX: no limit */
	char user[KR_SCRAM_MAX_USER + 1]; /* the authenticated user */
	struct kr_scram_server scram;
	int steps; /* SaslAuthenticate tokens of this exchange */
};

__attribute__((format(printf, 3, 4))) static void say(char *why, size_t wl,
						      const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, wl, fmt, ap);
	va_end(ap);
}

/* ---- settings ---- */

struct kr_sasl_server *kr_sasl_server_new(const char *mechanisms, const char *path,
					  int64_t reauth_ms, char *why, size_t wl)
{
	struct kr_sasl_server *s = calloc(1, sizeof *s);
	if (!s) {
		say(why, wl, "SASL: out of memory");
		return NULL;
	}
	char buf[512];
	snprintf(buf, sizeof buf, "%s", mechanisms);
	char *save = NULL;
	for (char *t = strtok_r(buf, ", ", &save); t; t = strtok_r(NULL, ", ", &save)) {
		int m;
		for (m = 0; m < M_COUNT; m++)
			if (strcmp(t, mech_names[m]) == 0)
				break;
		if (m == M_COUNT) {
			say(why, wl, "sasl.enabled.mechanisms: '%s' is not served", t);
			free(s);
			return NULL;
		}
		s->enabled[m] = true;
	}
	if (strlen(path) >= sizeof s->path) {
		say(why, wl, "kwire.sasl.credentials.file: path too long");
		free(s);
		return NULL;
	}
	strcpy(s->path, path);
	s->reauth_ms = reauth_ms;
	if (kr_credentials_load(s->path, &s->creds, why, wl) != 0) {
		free(s);
		return NULL;
	}
	return s;
}

int kr_sasl_server_reload(struct kr_sasl_server *s, char *why, size_t wl)
{
	struct kr_credentials next;
	if (kr_credentials_load(s->path, &next, why, wl) != 0)
		return -1;
	kr_credentials_free(&s->creds);
	s->creds = next;
	return 0;
}

void kr_sasl_server_free(struct kr_sasl_server *s)
{
	if (!s)
		return;
	OPENSSL_cleanse(s->creds.v, s->creds.cap * sizeof *s->creds.v);
	kr_credentials_free(&s->creds);
	free(s);
}

struct kr_sasl_conn *kr_sasl_conn_new(struct kr_sasl_server *s)
{
	struct kr_sasl_conn *c = calloc(1, sizeof *c);
	if (c) {
		c->srv = s;
		c->session_end_ms = INT64_MAX;
	}
	return c;
}

void kr_sasl_conn_free(struct kr_sasl_conn *c)
{
	if (c)
		OPENSSL_cleanse(c, sizeof *c);
	free(c);
}

bool kr_sasl_conn_authenticated(const struct kr_sasl_conn *c)
{
	return c->authenticated;
}

/* ---- PLAIN ---- */

int kr_sasl_plain_parse(const uint8_t *msg, size_t len, char *user, size_t ucap,
			char *password, size_t pcap, char *why, size_t wl)
{
	const uint8_t *z1 = memchr(msg, '\0', len);
	const uint8_t *z2 =
		z1 ? memchr(z1 + 1, '\0', len - (size_t)(z1 + 1 - msg)) : NULL;
	if (!z1 || !z2) {
		say(why, wl, "PLAIN: expected authzid NUL user NUL password");
		return -1;
	}
	size_t azl = (size_t)(z1 - msg), ul = (size_t)(z2 - z1 - 1);
	size_t pl = len - (size_t)(z2 + 1 - msg);
	if (ul == 0 || pl == 0) {
		say(why, wl, "PLAIN: empty user name or password");
		return -1;
	}
	if (ul > 255 || pl > 255 || azl > 255 || ul >= ucap || pl >= pcap) {
		say(why, wl, "PLAIN: a field longer than 255 bytes");
		return -1;
	}
	if (memchr(z2 + 1, '\0', pl)) {
		say(why, wl, "PLAIN: a NUL in the password field");
		return -1;
	}
	for (size_t i = 0; i < ul; i++)
		if (z1[1 + i] < 0x21 || z1[1 + i] > 0x7e) {
			/* names are printable ASCII (the credentials file's rule),
			 * and this one would go into a log line */
			say(why, wl, "PLAIN: the user name is not printable ASCII");
			return -1;
		}
	memcpy(user, z1 + 1, ul);
	user[ul] = '\0';
	if (azl && (azl != ul || memcmp(msg, user, ul) != 0)) {
		say(why, wl, "PLAIN: authzid is not the user");
		return -1;
	}
	memcpy(password, z2 + 1, pl);
	password[pl] = '\0';
	return 0;
}

/* A PLAIN password against the user's SCRAM credential (either hash). */
static bool plain_check(const struct kr_sasl_server *s, const char *user, const char *pw)
{
	const struct kr_scram_cred *cr =
		kr_credentials_find(&s->creds, user, KR_SCRAM_SHA256);
	if (!cr)
		cr = kr_credentials_find(&s->creds, user, KR_SCRAM_SHA512);
	return cr && kr_scram_cred_check(cr, pw, strlen(pw));
}

static int scram_lookup(void *ctx, const char *user, enum kr_scram_hash h,
			struct kr_scram_cred *out)
{
	const struct kr_scram_cred *cr = kr_credentials_find(ctx, user, h);
	if (!cr)
		return -1;
	*out = *cr;
	return 0;
}

/* ---- answers ---- */

struct answer {
	struct kw_writer w;
	struct kw_error err;
};

static int begin(struct answer *a, int16_t key, int16_t v, int32_t corr)
{
	kw_error_clear(&a->err);
	if (kw_writer_init_growable(&a->w, 256, &a->err) != 0)
		return -1;
	struct kw_rpc_response_header h;
	memset(&h, 0, sizeof h);
	h.correlation_id = corr;
	kw_rpc_response_header_encode(
		&h, kw_api_response_header_version(kw_api_by_key(key), v), &a->w);
	return 0;
}

static int finish(struct answer *a, int rc, uint8_t **out, size_t *out_len)
{
	if (rc != 0 || !kw_writer_ok(&a->w)) {
		kw_writer_release(&a->w);
		return -1;
	}
	*out = kw_writer_detach(&a->w, out_len);
	return *out ? 0 : -1;
}

static int answer_handshake(const struct kr_sasl_server *s, int16_t v, int32_t corr,
			    int16_t code, uint8_t **out, size_t *out_len)
{
	struct kw_sasl_handshake_response m;
	struct kw_str names[M_COUNT];
	kw_sasl_handshake_response_init(&m);
	int32_t n = 0;
	for (int i = 0; i < M_COUNT; i++)
		if (s->enabled[i])
			names[n++] = (struct kw_str){mech_names[i],
						     (int32_t)strlen(mech_names[i])};
	m.error_code = code;
	m.mechanisms = names;
	m.mechanisms_count = n;
	struct answer a;
	if (begin(&a, KW_API_SASL_HANDSHAKE, v, corr) != 0)
		return -1;
	return finish(&a, kw_sasl_handshake_response_encode(&m, v, &a.w), out, out_len);
}

static int answer_authenticate(int16_t v, int32_t corr, int16_t code, const char *msg,
			       const uint8_t *bytes, size_t blen, int64_t lifetime_ms,
			       uint8_t **out, size_t *out_len)
{
	struct kw_sasl_authenticate_response m;
	kw_sasl_authenticate_response_init(&m);
	m.error_code = code;
	m.error_message = msg ? (struct kw_str){msg, (int32_t)strlen(msg)} : KW_STR_NULL;
	m.auth_bytes =
		(struct kw_bytes){bytes ? bytes : (const uint8_t *)"", (int32_t)blen};
	m.session_lifetime_ms = lifetime_ms;
	struct answer a;
	if (begin(&a, KW_API_SASL_AUTHENTICATE, v, corr) != 0)
		return -1;
	return finish(&a, kw_sasl_authenticate_response_encode(&m, v, &a.w), out,
		      out_len);
}

/* ---- the state machine ---- */

static enum kr_sasl_verdict closing(struct kr_sasl_conn *c, int rc)
{
	c->state = S_FAILED;
	return rc == 0 ? KR_SASL_ANSWER_CLOSE : KR_SASL_CLOSE;
}

static enum kr_sasl_verdict on_handshake(struct kr_sasl_conn *c, int16_t v, int32_t corr,
					 struct kw_reader *r, struct kw_arena *arena,
					 uint8_t **out, size_t *out_len, char *why,
					 size_t wl)
{
	struct kw_sasl_handshake_request q;
	if (kw_sasl_handshake_request_decode(&q, v, r, arena) != 0) {
		say(why, wl, "SASL: a SaslHandshake request that does not decode");
		return closing(c, -1);
	}
	if (v < 1) {
		say(why, wl, "SASL: SaslHandshake v0 (unframed tokens) is not served");
		return closing(c, -1);
	}
	if (c->state != S_START && c->state != S_DONE) {
		say(why, wl, "SASL: a SaslHandshake in the middle of an exchange");
		return closing(c, answer_handshake(c->srv, v, corr,
						   KW_PERR_ILLEGAL_SASL_STATE, out,
						   out_len));
	}
	int m;
	for (m = 0; m < M_COUNT; m++)
		if (q.mechanism.len == (int32_t)strlen(mech_names[m]) &&
		    memcmp(q.mechanism.ptr, mech_names[m], (size_t)q.mechanism.len) == 0)
			break;
	if (m == M_COUNT || !c->srv->enabled[m]) {
		int len = q.mechanism.len > 40 ? 40 : q.mechanism.len;
		char shown[41];
		for (int i = 0; i < len; i++) {
			char ch = q.mechanism.ptr[i];
			shown[i] = ch >= 0x20 && ch < 0x7f ? ch : '?';
		}
		shown[len < 0 ? 0 : len] = '\0';
		say(why, wl,
		    "SASL: mechanism '%s' is not enabled (sasl.enabled.mechanisms)",
		    shown);
		return closing(c, answer_handshake(c->srv, v, corr,
						   KW_PERR_UNSUPPORTED_SASL_MECHANISM,
						   out, out_len));
	}
	c->mech = (enum mech)m;
	c->state = S_AUTHENTICATE;
	c->steps = 0;
	if (m != M_PLAIN)
		kr_scram_server_init(&c->scram, m == M_SCRAM_SHA256 ? KR_SCRAM_SHA256
								    : KR_SCRAM_SHA512);
	if (answer_handshake(c->srv, v, corr, KW_PERR_NONE, out, out_len) != 0) {
		say(why, wl, "SASL: out of memory");
		return closing(c, -1);
	}
	return KR_SASL_ANSWER;
}

/* Authentication of user is done: the session starts (or, for a
 * re-authentication, goes on as the same user). */
static int authenticated(struct kr_sasl_conn *c, const char *user, int64_t now, char *why,
			 size_t wl)
{
	if (c->authenticated && strcmp(c->user, user) != 0) {
		say(why, wl, "SASL: re-authentication as '%s', not as '%s'", user,
		    c->user);
		return -1;
	}
	snprintf(c->user, sizeof c->user, "%s", user);
	c->authenticated = true;
	c->state = S_DONE;
	c->session_end_ms = c->srv->reauth_ms > 0 ? now + c->srv->reauth_ms : INT64_MAX;
	say(why, wl, "authenticated as %s with %s", user, mech_names[c->mech]);
	return 0;
}

static enum kr_sasl_verdict on_authenticate(struct kr_sasl_conn *c, int16_t v,
					    int32_t corr, struct kw_reader *r,
					    struct kw_arena *arena, int64_t now,
					    uint8_t **out, size_t *out_len, char *why,
					    size_t wl)
{
	static const char failed[] =
		"Authentication failed: Invalid username or password";
	struct kw_sasl_authenticate_request q;
	if (kw_sasl_authenticate_request_decode(&q, v, r, arena) != 0) {
		say(why, wl, "SASL: a SaslAuthenticate request that does not decode");
		return closing(c, -1);
	}
	if (c->state != S_AUTHENTICATE) {
		say(why, wl, "SASL: SaslAuthenticate %s",
		    c->state == S_START ? "before a SaslHandshake"
					: "after the exchange ended");
		return closing(c, answer_authenticate(v, corr, KW_PERR_ILLEGAL_SASL_STATE,
						      "SaslAuthenticate out of turn",
						      NULL, 0, 0, out, out_len));
	}
	size_t tl = q.auth_bytes.len > 0 ? (size_t)q.auth_bytes.len : 0;
	if (tl > KR_SASL_MAX_TOKEN) {
		say(why, wl, "SASL %s: a token of %zu bytes (at most %d)",
		    mech_names[c->mech], tl, KR_SASL_MAX_TOKEN);
		return closing(c, answer_authenticate(
					  v, corr, KW_PERR_SASL_AUTHENTICATION_FAILED,
					  "Authentication failed: token too large", NULL,
					  0, 0, out, out_len));
	}
	const uint8_t *tok = q.auth_bytes.ptr;
	uint8_t reply[KR_SCRAM_MAX_MESSAGE];
	size_t rl = 0;
	char reason[512];
	bool done = false, ok = true;
	if (c->mech == M_PLAIN) {
		char user[256], pw[256];
		if (kr_sasl_plain_parse(tok, tl, user, sizeof user, pw, sizeof pw, reason,
					sizeof reason) != 0) {
			ok = false;
		} else if (!plain_check(c->srv, user, pw)) {
			snprintf(reason, sizeof reason,
				 "PLAIN: wrong password or unknown user "
				 "'%s'",
				 user);
			ok = false;
		} else {
			ok = authenticated(c, user, now, reason, sizeof reason) == 0;
			done = ok;
		}
		OPENSSL_cleanse(pw, sizeof pw);
	} else if (c->steps == 0) {
		ok = kr_scram_server_first(&c->scram, tok, tl, NULL, scram_lookup,
					   &c->srv->creds, reply, sizeof reply, &rl,
					   reason, sizeof reason) == 0;
	} else {
		ok = kr_scram_server_final(&c->scram, tok, tl, reply, sizeof reply, &rl,
					   reason, sizeof reason) == 0;
		if (ok)
			ok = authenticated(c, c->scram.user, now, reason,
					   sizeof reason) == 0;
		done = ok;
	}
	c->steps++;
	if (!ok) {
		say(why, wl, "SASL authentication failed: %s", reason);
		return closing(c, answer_authenticate(v, corr,
						      KW_PERR_SASL_AUTHENTICATION_FAILED,
						      failed, NULL, 0, 0, out, out_len));
	}
	/* SaslAuthenticate v0 has no lifetime to carry (KIP-368 is v1+): such a
	 * client is held to it all the same */
	int64_t lifetime =
		done && c->srv->reauth_ms > 0 && v >= 1 ? c->srv->reauth_ms : 0;
	if (answer_authenticate(v, corr, KW_PERR_NONE, NULL, reply, rl, lifetime, out,
				out_len) != 0) {
		say(why, wl, "SASL: out of memory");
		return closing(c, -1);
	}
	if (done)
		snprintf(why, wl, "%s", reason);
	return KR_SASL_ANSWER;
}

enum kr_sasl_verdict kr_sasl_conn_frame(struct kr_sasl_conn *c, const uint8_t *frame,
					size_t len, int64_t now, uint8_t **out,
					size_t *out_len, char *why, size_t wl)
{
	why[0] = '\0';
	int16_t key, v;
	if (c->state == S_FAILED) {
		say(why, wl, "SASL: a request after a failed authentication");
		return KR_SASL_CLOSE;
	}
	if (kw_rpc_request_peek(frame, len, &key, &v) != 0) {
		say(why, wl, "SASL: a request without a header");
		return closing(c, -1);
	}
	if (key == KW_API_API_VERSIONS)
		return KR_SASL_PASS;
	if (key != KW_API_SASL_HANDSHAKE && key != KW_API_SASL_AUTHENTICATE) {
		if (!c->authenticated) {
			const struct kw_api *api = kw_api_by_key(key);
			say(why, wl, "SASL: %s (api key %d) before authentication",
			    api ? api->name : "an unknown request", (int)key);
			return closing(c, -1);
		}
		if (now >= c->session_end_ms) {
			say(why, wl,
			    "SASL: the session of %s ended (connections.max.reauth.ms) "
			    "without re-authentication",
			    c->user);
			return closing(c, -1);
		}
		return KR_SASL_PASS;
	}
	const struct kw_api *api = kw_api_by_key(key);
	if (!api || v < kr_node_min_version(api) || v > api->max_version) {
		say(why, wl, "SASL: %s v%d is not a version served",
		    api ? api->name : "?", (int)v);
		return closing(c, -1);
	}
	struct kw_error err;
	struct kw_reader r;
	struct kw_rpc_request_header h;
	struct kw_arena arena;
	kw_arena_init(&arena);
	kw_reader_init(&r, frame, len, &err);
	enum kr_sasl_verdict verdict;
	if (kw_rpc_request_header_decode(&h, kw_api_request_header_version(api, v), &r,
					 &arena) != 0) {
		say(why, wl, "SASL: a request header that does not decode");
		verdict = closing(c, -1);
	} else if (key == KW_API_SASL_HANDSHAKE) {
		verdict = on_handshake(c, v, h.correlation_id, &r, &arena, out, out_len,
				       why, wl);
	} else {
		verdict = on_authenticate(c, v, h.correlation_id, &r, &arena, now, out,
					  out_len, why, wl);
	}
	kw_arena_free(&arena);
	return verdict;
}
