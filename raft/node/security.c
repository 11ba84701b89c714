/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/security.c — node/security.h: the configuration's ssl.* keys into
 * TLS contexts, its sasl.* keys into the SASL listeners' settings.
 */
#include "node/security.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <openssl/crypto.h>

struct kr_security {
	/* by listener (its own ssl.client.auth); NULL: not TLS */
	struct kr_tls_ctx *server[KR_NODE_MAX_LISTENERS];
	struct kr_tls_ctx *peer;     /* NULL: the controller listener is not TLS */
	struct kr_sasl_server *sasl; /* NULL: no SASL listener */
	/* towards peers: points into the copies below; NULL: no SASL */
	struct kr_sasl_client_config peer_sasl_cfg;
	bool peer_sasl;
	char mechanism[32], username[256], password[256], client_id[32];
};

static enum kr_tls_client_auth client_auth(const char *s)
{
	if (strcasecmp(s, "required") == 0)
		return KR_TLS_CLIENT_AUTH_REQUIRED;
	if (strcasecmp(s, "requested") == 0)
		return KR_TLS_CLIENT_AUTH_REQUESTED;
	return KR_TLS_CLIENT_AUTH_NONE;
}

struct kr_security *kr_security_new(const struct kr_node_config *cfg, char *why,
				    size_t why_len)
{
	struct kr_security *s = calloc(1, sizeof *s);
	if (!s) {
		snprintf(why, why_len, "out of memory");
		return NULL;
	}
	bool sasl = false;
	for (int32_t i = 0; i < cfg->n_listeners; i++)
		sasl = sasl || KR_PROTO_SASL(cfg->listeners[i].protocol);
	if (sasl) {
		s->sasl = kr_sasl_server_new(cfg->sasl_enabled_mechanisms,
					     cfg->sasl_credentials_file, cfg->reauth_ms,
					     why, why_len);
		if (!s->sasl)
			goto fail;
	}
	const struct kr_node_listener *ctl = kr_node_config_controller(cfg);
	struct kr_tls_config tc = {
		.keystore = cfg->ssl_keystore_location,
		.key_password = cfg->ssl_key_password,
		.truststore = cfg->ssl_truststore_location,
		.verify_host = cfg->ssl_endpoint_identification[0] != '\0',
	};
	for (int32_t i = 0; i < cfg->n_listeners; i++) {
		if (!KR_PROTO_TLS(cfg->listeners[i].protocol))
			continue;
		tc.client_auth = client_auth(cfg->listeners[i].client_auth);
		s->server[i] = kr_tls_ctx_new(&tc, true, why, why_len);
		if (!s->server[i])
			goto fail;
	}
	tc.client_auth = KR_TLS_CLIENT_AUTH_NONE;
	if (ctl && KR_PROTO_TLS(ctl->protocol)) {
		/* towards peers this node shows its own certificate, which a
		 * controller listener with ssl.client.auth=required asks for */
		s->peer = kr_tls_ctx_new(&tc, false, why, why_len);
		if (!s->peer)
			goto fail;
	}
	if (ctl && KR_PROTO_SASL(ctl->protocol)) {
		snprintf(s->mechanism, sizeof s->mechanism, "%s",
			 cfg->sasl_controller_mechanism);
		snprintf(s->username, sizeof s->username, "%s",
			 cfg->sasl_client_username);
		snprintf(s->password, sizeof s->password, "%s",
			 cfg->sasl_client_password);
		snprintf(s->client_id, sizeof s->client_id, "kwire-node-%d",
			 (int)cfg->node_id);
		s->peer_sasl_cfg = (struct kr_sasl_client_config){
			s->mechanism, s->username, s->password, s->client_id};
		s->peer_sasl = true;
	}
	return s;
fail:
	kr_security_free(s);
	return NULL;
}

void kr_security_free(struct kr_security *s)
{
	if (!s)
		return;
	for (int i = 0; i < KR_NODE_MAX_LISTENERS; i++)
		kr_tls_ctx_free(s->server[i]);
	kr_tls_ctx_free(s->peer);
	kr_sasl_server_free(s->sasl);
	OPENSSL_cleanse(s->password, sizeof s->password);
	free(s);
}

struct kr_tls_ctx *kr_security_listener_tls(struct kr_security *s, int32_t i)
{
	return i >= 0 && i < KR_NODE_MAX_LISTENERS ? s->server[i] : NULL;
}

struct kr_sasl_server *kr_security_listener_sasl(struct kr_security *s, int p)
{
	return KR_PROTO_SASL(p) ? s->sasl : NULL;
}

struct kr_tls_ctx *kr_security_peer_tls(struct kr_security *s)
{
	return s->peer;
}

const struct kr_sasl_client_config *kr_security_peer_sasl(struct kr_security *s)
{
	return s->peer_sasl ? &s->peer_sasl_cfg : NULL;
}

int kr_security_reload(struct kr_security *s, char *why, size_t why_len)
{
	/* a context whose files fail to load keeps its old ones */
	for (int i = 0; i < KR_NODE_MAX_LISTENERS; i++)
		if (s->server[i] && kr_tls_ctx_reload(s->server[i], why, why_len) != 0)
			return -1;
	if (s->peer && kr_tls_ctx_reload(s->peer, why, why_len) != 0)
		return -1;
	if (s->sasl && kr_sasl_server_reload(s->sasl, why, why_len) != 0)
		return -1;
	return 0;
}
