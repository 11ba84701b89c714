/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/security.h — the node's TLS contexts and SASL settings, made from
 * its configuration (the ssl.* and sasl.* keys) and handed to the
 * transport: one server context for every TLS listener, one client
 * context for the connections to peers, the SASL server settings of the
 * SASL listeners and this node's own SASL credential towards its peers.
 * kr_security_reload reads the certificate and credential files again
 * (SIGHUP).
 *
 * Threading: the loop's thread.
 */
#ifndef KR_NODE_SECURITY_H
#define KR_NODE_SECURITY_H

#include <stddef.h>

#include "node/config.h"
#include "node/sasl.h"
#include "node/sasl_client.h"
#include "node/tls.h"

struct kr_security;

/* From cfg (after kr_node_config_check). NULL with why when a file
 * cannot be read (naming it) or when out of memory. */
struct kr_security *kr_security_new(const struct kr_node_config *cfg, char *why,
				    size_t why_len);
void kr_security_free(struct kr_security *s);

/* The server context of listener i of the configuration (NULL unless it
 * is SSL or SASL_SSL). */
struct kr_tls_ctx *kr_security_listener_tls(struct kr_security *s, int32_t i);
/* The SASL settings for a listener of protocol p (NULL for PLAINTEXT and
 * SSL). */
struct kr_sasl_server *kr_security_listener_sasl(struct kr_security *s, int p);
/* The client context for the peers (NULL when the controller listener is
 * not TLS). */
struct kr_tls_ctx *kr_security_peer_tls(struct kr_security *s);
/* How this node authenticates to its peers (NULL when the controller
 * listener is not SASL_PLAINTEXT or SASL_SSL). */
const struct kr_sasl_client_config *kr_security_peer_sasl(struct kr_security *s);

/* Reads every file again; on failure the old settings stay and why says
 * what failed. Returns 0 or -1. */
int kr_security_reload(struct kr_security *s, char *why, size_t why_len);

#endif
