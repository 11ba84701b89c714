/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/config_security.c — the checks of the TLS and SASL keys
 * (config_security_keys.inc) against the listeners that use them, run by
 * kr_node_config_check once the listeners' protocols are known: a
 * setting that would only fail at the first connection fails at start,
 * naming the key.
 */
#include "node/config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

__attribute__((format(printf, 2, 3))) static int fail(struct kr_node_config *cfg,
						      const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(cfg->error, sizeof cfg->error, fmt, ap);
	va_end(ap);
	return -1;
}

static bool is_mechanism(const char *m)
{
	return strcmp(m, "PLAIN") == 0 || strcmp(m, "SCRAM-SHA-256") == 0 ||
	       strcmp(m, "SCRAM-SHA-512") == 0;
}

static int check_mechanisms(struct kr_node_config *cfg)
{
	char buf[sizeof cfg->sasl_enabled_mechanisms];
	snprintf(buf, sizeof buf, "%s", cfg->sasl_enabled_mechanisms);
	int n = 0;
	char *save = NULL;
	for (char *tok = strtok_r(buf, ", ", &save); tok;
	     tok = strtok_r(NULL, ", ", &save)) {
		if (!is_mechanism(tok))
			return fail(cfg,
				    "sasl.enabled.mechanisms: '%s' is not served (PLAIN, "
				    "SCRAM-SHA-256 or SCRAM-SHA-512)",
				    tok);
		n++;
	}
	if (n == 0)
		return fail(cfg, "sasl.enabled.mechanisms: empty, but a listener is "
				 "SASL_PLAINTEXT or SASL_SSL");
	return 0;
}

static bool client_auth_ok(const char *v)
{
	return strcasecmp(v, "none") == 0 || strcasecmp(v, "requested") == 0 ||
	       strcasecmp(v, "required") == 0;
}

int kr__node_config_set_listener_key(struct kr_node_config *cfg, const char *key,
				     const char *value)
{
	static const char suffix[] = ".ssl.client.auth";
	const char *name = key + strlen("listener.name.");
	size_t kl = strlen(key), sl = sizeof suffix - 1;
	if (kl <= strlen("listener.name.") + sl || strcmp(key + kl - sl, suffix) != 0)
		return 1;
	size_t nl = kl - sl - strlen("listener.name.");
	if (nl >= KR_NODE_NAME_MAX)
		return fail(cfg, "%s: listener name too long", key);
	if (!client_auth_ok(value))
		return fail(cfg, "%s: '%s' is not none, requested or required", key,
			    value);
	int32_t i;
	for (i = 0; i < cfg->n_listener_client_auth; i++)
		if (strlen(cfg->listener_client_auth[i].name) == nl &&
		    strncasecmp(cfg->listener_client_auth[i].name, name, nl) == 0)
			break;
	if (i == KR_NODE_MAX_LISTENERS)
		return fail(cfg, "%s: more than %d listeners", key,
			    KR_NODE_MAX_LISTENERS);
	if (i == cfg->n_listener_client_auth)
		cfg->n_listener_client_auth++;
	memcpy(cfg->listener_client_auth[i].name, name, nl);
	cfg->listener_client_auth[i].name[nl] = '\0';
	snprintf(cfg->listener_client_auth[i].value,
		 sizeof cfg->listener_client_auth[i].value, "%s", value);
	return 0;
}

int kr__node_config_check_security(struct kr_node_config *cfg)
{
	bool tls = false, sasl = false, ctl_tls = false, ctl_sasl = false;
	const struct kr_node_listener *ctl = kr_node_config_controller(cfg);
	for (int32_t i = 0; i < cfg->n_listeners; i++) {
		int p = cfg->listeners[i].protocol;
		tls = tls || KR_PROTO_TLS(p);
		sasl = sasl || KR_PROTO_SASL(p);
	}
	if (ctl) {
		ctl_tls = KR_PROTO_TLS(ctl->protocol);
		ctl_sasl = KR_PROTO_SASL(ctl->protocol);
	}
	if (!client_auth_ok(cfg->ssl_client_auth))
		return fail(cfg,
			    "ssl.client.auth: '%s' is not none, requested or required",
			    cfg->ssl_client_auth);
	for (int32_t i = 0; i < cfg->n_listener_client_auth; i++) {
		int32_t j;
		for (j = 0; j < cfg->n_listeners; j++)
			if (strcasecmp(cfg->listeners[j].name,
				       cfg->listener_client_auth[i].name) == 0)
				break;
		if (j == cfg->n_listeners)
			return fail(cfg,
				    "listener.name.%s.ssl.client.auth: %s is not one of "
				    "the listeners",
				    cfg->listener_client_auth[i].name,
				    cfg->listener_client_auth[i].name);
	}
	for (int32_t j = 0; j < cfg->n_listeners; j++) {
		struct kr_node_listener *l = &cfg->listeners[j];
		snprintf(l->client_auth, sizeof l->client_auth, "%s",
			 cfg->ssl_client_auth);
		for (int32_t i = 0; i < cfg->n_listener_client_auth; i++)
			if (strcasecmp(l->name, cfg->listener_client_auth[i].name) == 0)
				snprintf(l->client_auth, sizeof l->client_auth, "%s",
					 cfg->listener_client_auth[i].value);
	}
	if (cfg->ssl_endpoint_identification[0] &&
	    strcasecmp(cfg->ssl_endpoint_identification, "https") != 0)
		return fail(cfg,
			    "ssl.endpoint.identification.algorithm: '%s' is not https or "
			    "empty",
			    cfg->ssl_endpoint_identification);
	if (tls) {
		if (strcasecmp(cfg->ssl_keystore_type, "PEM") != 0)
			return fail(cfg,
				    "ssl.keystore.type: '%s' is not served (PEM only)",
				    cfg->ssl_keystore_type);
		if (strcasecmp(cfg->ssl_truststore_type, "PEM") != 0)
			return fail(cfg,
				    "ssl.truststore.type: '%s' is not served (PEM only)",
				    cfg->ssl_truststore_type);
		if (!cfg->ssl_keystore_location[0])
			return fail(cfg, "ssl.keystore.location: missing, but a listener "
					 "is SSL or SASL_SSL");
	}
	if (ctl_tls && !cfg->ssl_truststore_location[0])
		return fail(cfg,
			    "ssl.truststore.location: missing, but the controller "
			    "listener is SSL or SASL_SSL (peers' certificates must be "
			    "checked)");
	if (sasl) {
		if (check_mechanisms(cfg) != 0)
			return -1;
		if (!cfg->sasl_credentials_file[0])
			return fail(cfg, "kwire.sasl.credentials.file: missing, but a "
					 "listener is SASL_PLAINTEXT or SASL_SSL");
	}
	if (ctl_sasl) {
		if (!is_mechanism(cfg->sasl_controller_mechanism))
			return fail(
				cfg,
				"sasl.mechanism.controller.protocol: '%s' is not served "
				"(PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512)",
				cfg->sasl_controller_mechanism);
		if (!cfg->sasl_client_username[0] || !cfg->sasl_client_password[0])
			return fail(cfg, "kwire.sasl.client.username and "
					 "kwire.sasl.client.password: needed, since the "
					 "controller listener asks peers for SASL");
	}
	return 0;
}
