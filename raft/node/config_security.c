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
	for (char *tok = strtok_r(buf, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
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
	if (strcasecmp(cfg->ssl_client_auth, "none") != 0 &&
	    strcasecmp(cfg->ssl_client_auth, "requested") != 0 &&
	    strcasecmp(cfg->ssl_client_auth, "required") != 0)
		return fail(cfg, "ssl.client.auth: '%s' is not none, requested or required",
			    cfg->ssl_client_auth);
	if (cfg->ssl_endpoint_identification[0] &&
	    strcasecmp(cfg->ssl_endpoint_identification, "https") != 0)
		return fail(cfg,
			    "ssl.endpoint.identification.algorithm: '%s' is not https or "
			    "empty",
			    cfg->ssl_endpoint_identification);
	if (tls) {
		if (strcasecmp(cfg->ssl_keystore_type, "PEM") != 0)
			return fail(cfg, "ssl.keystore.type: '%s' is not served (PEM only)",
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
		return fail(cfg, "ssl.truststore.location: missing, but the controller "
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
			return fail(cfg,
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
