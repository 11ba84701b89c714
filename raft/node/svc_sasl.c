/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_sasl.c — SaslHandshake and SaslAuthenticate where no SASL is
 * asked for. On SASL_PLAINTEXT and SASL_SSL listeners the transport answers
 * them (node/sasl.h) and they never get here; on the other listeners a
 * broker answers ILLEGAL_SASL_STATE, and so does this. The two APIs are in
 * the service table so that ApiVersions lists them, which a SASL client
 * reads before it authenticates.
 */
#include "node/services.h"

#include "kwire/msg/api.h"
#include "kwire/msg/sasl_authenticate_response.h"
#include "kwire/msg/sasl_handshake_response.h"
#include "kwire/protocol_errors.h"

void kr__svc_sasl(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		  struct kw_reader *r, const uint8_t *body, size_t len)
{
	(void)kinds;
	(void)r;
	(void)body;
	(void)len;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc;
	if (q->api_key == KW_API_SASL_HANDSHAKE) {
		struct kw_sasl_handshake_response m;
		kw_sasl_handshake_response_init(&m);
		m.error_code = KW_PERR_ILLEGAL_SASL_STATE;
		m.mechanisms_count = 0;
		rc = kw_sasl_handshake_response_encode(&m, q->version, &w);
	} else {
		struct kw_sasl_authenticate_response m;
		kw_sasl_authenticate_response_init(&m);
		m.error_code = KW_PERR_ILLEGAL_SASL_STATE;
		m.error_message = KW_STR_LIT("SASL is not enabled on this listener");
		m.auth_bytes = (struct kw_bytes){(const uint8_t *)"", 0};
		rc = kw_sasl_authenticate_response_encode(&m, q->version, &w);
	}
	kr__svc_finish(s, q, &w, rc);
}
