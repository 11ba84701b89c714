/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_init_producer_id.c — InitProducerId for idempotent producers
 * (KIP-98) on client listeners, on every node: a new producer id at epoch
 * 0 for every request, from the node's block of ids (svc_producer_ids.c),
 * as Kafka's transaction coordinator answers a request without a
 * transactional id (it ignores the producer id and epoch of v3+, KIP-360:
 * an idempotent producer bumps its epoch itself).
 *
 * A transactional id is refused with TRANSACTIONAL_ID_AUTHORIZATION_FAILED,
 * the error a broker gives a producer that may not use transactions, and
 * a log line: the node has no transaction coordinator.
 */
#include "node/services.h"

#include "kwire/msg/init_producer_id_request.h"
#include "kwire/msg/init_producer_id_response.h"
#include "kwire/protocol_errors.h"

void kr__svc_init_producer_id(struct kr_services *s, const struct kr_svc_req *q,
			      unsigned kinds, struct kw_reader *r, const uint8_t *body,
			      size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_init_producer_id_request req;
	if (kw_init_producer_id_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "an InitProducerId request that does not decode");
		return;
	}
	if (req.transactional_id.len < 0) {
		kr__svc_pid_request(s, q);
		return;
	}
	kr__svc_log(s, KR_LOG_WARN,
		    "InitProducerId for transactional id \"%.*s\" refused: transactions "
		    "are not supported (idempotence is)",
		    req.transactional_id.len > 200 ? 200 : (int)req.transactional_id.len,
		    req.transactional_id.ptr);
	struct kw_init_producer_id_response m;
	kw_init_producer_id_response_init(&m);
	m.error_code = KW_PERR_TRANSACTIONAL_ID_AUTHORIZATION_FAILED;
	m.producer_id = -1;
	m.producer_epoch = -1;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_init_producer_id_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
