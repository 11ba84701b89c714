/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/sasl_client.c — node/sasl_client.h.
 */
#include "node/sasl_client.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>

#include "kwire/arena.h"
#include "kwire/frame.h"
#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/sasl_authenticate_request.h"
#include "kwire/msg/sasl_authenticate_response.h"
#include "kwire/msg/sasl_handshake_request.h"
#include "kwire/msg/sasl_handshake_response.h"
#include "node/sasl_scram.h"

#define VERSION 1 /* of both requests: framed tokens, not flexible */

enum step { ST_HANDSHAKE, ST_FIRST, ST_FINAL, ST_DONE };

struct kr_sasl_client {
	char mechanism[32];
	char username[KR_SCRAM_MAX_USER + 1];
	char password[256];
	char client_id[64];
	int hash; /* -1: PLAIN */
	enum step step;
	int32_t corr;
	struct kr_scram_client scram;
};

struct kr_sasl_client *kr_sasl_client_new(const struct kr_sasl_client_config *cfg)
{
	int hash = -1;
	if (strcmp(cfg->mechanism, "PLAIN") != 0 &&
	    (hash = kr_scram_hash_of(cfg->mechanism)) < 0)
		return NULL;
	struct kr_sasl_client *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	const char *id = cfg->client_id ? cfg->client_id : "kwire";
	if (strlen(cfg->mechanism) >= sizeof c->mechanism ||
	    strlen(cfg->username) >= sizeof c->username ||
	    strlen(cfg->password) >= sizeof c->password ||
	    strlen(id) >= sizeof c->client_id) {
		free(c);
		return NULL;
	}
	strcpy(c->mechanism, cfg->mechanism);
	strcpy(c->username, cfg->username);
	strcpy(c->password, cfg->password);
	strcpy(c->client_id, id);
	c->hash = hash;
	return c;
}

void kr_sasl_client_free(struct kr_sasl_client *c)
{
	if (c)
		OPENSSL_cleanse(c, sizeof *c);
	free(c);
}

/* One request frame (size prefix, header v1, body) into *out. */
static int request(struct kr_sasl_client *c, int16_t key, const void *m, uint8_t **out,
		   size_t *out_len)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 256, &err) != 0)
		return -1;
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = VERSION;
	h.correlation_id = ++c->corr;
	h.client_id = (struct kw_str){c->client_id, (int32_t)strlen(c->client_id)};
	(void)kw_writer_reserve(&w, 4);
	kw_rpc_request_header_encode(
		&h, kw_api_request_header_version(kw_api_by_key(key), VERSION), &w);
	int rc = key == KW_API_SASL_HANDSHAKE
			 ? kw_sasl_handshake_request_encode(m, VERSION, &w)
			 : kw_sasl_authenticate_request_encode(m, VERSION, &w);
	if (rc != 0 || !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		return -1;
	}
	kw_frame_put_size(w.buf, (int32_t)(w.pos - 4));
	*out = kw_writer_detach(&w, out_len);
	return *out ? 0 : -1;
}

static int authenticate(struct kr_sasl_client *c, const uint8_t *tok, size_t tl,
			uint8_t **out, size_t *out_len)
{
	struct kw_sasl_authenticate_request q;
	kw_sasl_authenticate_request_init(&q);
	q.auth_bytes = (struct kw_bytes){tok, (int32_t)tl};
	return request(c, KW_API_SASL_AUTHENTICATE, &q, out, out_len);
}

int kr_sasl_client_start(struct kr_sasl_client *c, uint8_t **out, size_t *out_len)
{
	struct kw_sasl_handshake_request q;
	kw_sasl_handshake_request_init(&q);
	q.mechanism = (struct kw_str){c->mechanism, (int32_t)strlen(c->mechanism)};
	c->step = ST_HANDSHAKE;
	c->corr = 0;
	return request(c, KW_API_SASL_HANDSHAKE, &q, out, out_len);
}

/* The first token: PLAIN's whole message, or SCRAM's client-first. */
static int first_token(struct kr_sasl_client *c, uint8_t **out, size_t *out_len)
{
	uint8_t tok[KR_SCRAM_MAX_MESSAGE];
	size_t tl;
	if (c->hash < 0) {
		size_t ul = strlen(c->username), pl = strlen(c->password);
		if (ul + pl + 2 > sizeof tok)
			return -1;
		tok[0] = '\0';
		memcpy(tok + 1, c->username, ul);
		tok[1 + ul] = '\0';
		memcpy(tok + 2 + ul, c->password, pl);
		tl = ul + pl + 2;
	} else if (kr_scram_client_first(&c->scram, (enum kr_scram_hash)c->hash,
					 c->username, c->password, NULL, tok, sizeof tok,
					 &tl) != 0) {
		return -1;
	}
	int rc = authenticate(c, tok, tl, out, out_len);
	OPENSSL_cleanse(tok, sizeof tok);
	return rc;
}

int kr_sasl_client_on_response(struct kr_sasl_client *c, const uint8_t *frame, size_t len,
			       uint8_t **out, size_t *out_len, char *why, size_t wl)
{
	*out = NULL;
	if (len < 4 || (int32_t)((uint32_t)frame[0] << 24 | (uint32_t)frame[1] << 16 |
				 (uint32_t)frame[2] << 8 | frame[3]) != c->corr) {
		snprintf(why, wl, "SASL: a response to another request");
		return -1;
	}
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&r, frame + 4, len - 4, &err);
	int rc = -1;
	if (c->step == ST_HANDSHAKE) {
		struct kw_sasl_handshake_response m;
		if (kw_sasl_handshake_response_decode(&m, VERSION, &r, &a) != 0)
			snprintf(why, wl,
				 "SASL: a SaslHandshake response that does not decode");
		else if (m.error_code != 0)
			snprintf(why, wl,
				 "SASL: the server refused mechanism %s (error %d)",
				 c->mechanism, (int)m.error_code);
		else if ((rc = first_token(c, out, out_len)) != 0)
			snprintf(why, wl,
				 "SASL: user or password too long, or out of memory");
		else
			c->step = ST_FIRST;
		kw_arena_free(&a);
		return rc;
	}
	struct kw_sasl_authenticate_response m;
	if (kw_sasl_authenticate_response_decode(&m, VERSION, &r, &a) != 0) {
		snprintf(why, wl,
			 "SASL: a SaslAuthenticate response that does not decode");
	} else if (m.error_code != 0) {
		/* the server's message, made printable: it goes into a log line */
		char shown[201];
		int ml = m.error_message.len > 200 ? 200 : m.error_message.len;
		for (int i = 0; i < ml; i++) {
			char ch = m.error_message.ptr[i];
			shown[i] = ch >= 0x20 && ch < 0x7f ? ch : '?';
		}
		shown[ml > 0 ? ml : 0] = '\0';
		snprintf(why, wl, "SASL: authentication as %s failed (error %d: %s)",
			 c->username, (int)m.error_code, shown);
	} else if (c->hash < 0 || c->step == ST_FINAL) {
		size_t bl = m.auth_bytes.len > 0 ? (size_t)m.auth_bytes.len : 0;
		rc = c->hash < 0 ? 0
				 : kr_scram_client_check(&c->scram, m.auth_bytes.ptr, bl,
							 why, wl);
		if (rc == 0) {
			c->step = ST_DONE;
			rc = 1;
		}
	} else {
		uint8_t tok[KR_SCRAM_MAX_MESSAGE];
		size_t tl;
		size_t bl = m.auth_bytes.len > 0 ? (size_t)m.auth_bytes.len : 0;
		if (kr_scram_client_final(&c->scram, m.auth_bytes.ptr, bl, tok,
					  sizeof tok, &tl, why, wl) == 0 &&
		    authenticate(c, tok, tl, out, out_len) == 0) {
			c->step = ST_FINAL;
			rc = 0;
		}
	}
	kw_arena_free(&a);
	return rc;
}
