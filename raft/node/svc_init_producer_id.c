/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_init_producer_id.c — InitProducerId for idempotent producers
 * (KIP-98) on client listeners: a new producer id at epoch 0 for every
 * request, as Kafka's transaction coordinator answers a request without a
 * transactional id (it ignores the producer id and epoch of v3+, KIP-360:
 * an idempotent producer bumps its epoch itself).
 *
 * Producer ids must never be handed out twice, across leaders and
 * restarts. The leader of epoch E gives (E << 32) | n, n counting from 0
 * within the epoch: Raft has at most one leader per epoch, the epoch is
 * in the replicated log (its LeaderChange record), and a node restarted
 * never leads the epoch it led before (it starts Resigned), so no write
 * and no wait for a commit is needed to claim a block of ids. Only the
 * leader answers (NOT_COORDINATOR elsewhere: the client asks another
 * node). A transactional id is refused with
 * TRANSACTIONAL_ID_AUTHORIZATION_FAILED, the error a broker gives a
 * producer not allowed to use transactions, and a log line: the node has
 * no transaction coordinator.
 */
#include "node/services.h"

#include <inttypes.h>

#include "kwire/msg/init_producer_id_request.h"
#include "kwire/msg/init_producer_id_response.h"
#include "kwire/protocol_errors.h"

static void reply(struct kr_services *s, const struct kr_svc_req *q, int16_t error,
		  int64_t id)
{
	struct kw_init_producer_id_response m;
	kw_init_producer_id_response_init(&m);
	m.error_code = error;
	m.producer_id = error ? -1 : id;
	m.producer_epoch = error ? -1 : 0;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_init_producer_id_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

bool kr__svc_producer_id_issued(const struct kr_services *s, int64_t id)
{
	int32_t epoch = (int32_t)(id >> 32);
	uint32_t n = (uint32_t)id;
	int32_t now = kr_core_epoch(kr_driver_core(s->driver));
	if (id < 0 || epoch > now)
		return false;
	/* the ids of the epoch this node leads are its own to know; those of
	 * earlier epochs may have been given by any leader */
	if (epoch == now && kr__svc_leader(s))
		return s->pid_epoch == now && n < s->pid_next;
	return true;
}

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
	if (req.transactional_id.len >= 0) {
		kr__svc_log(s, KR_LOG_WARN,
			    "InitProducerId for transactional id \"%.*s\" refused: "
			    "transactions are not supported (idempotence is)",
			    req.transactional_id.len > 200 ? 200 : (int)req.transactional_id.len,
			    req.transactional_id.ptr);
		reply(s, q, KW_PERR_TRANSACTIONAL_ID_AUTHORIZATION_FAILED, -1);
		return;
	}
	if (!kr__svc_leader(s)) {
		reply(s, q, KW_PERR_NOT_COORDINATOR, -1);
		return;
	}
	int32_t epoch = kr_core_epoch(kr_driver_core(s->driver));
	if (s->pid_epoch != epoch) {
		s->pid_epoch = epoch;
		s->pid_next = 0;
	}
	if (s->pid_next == UINT32_MAX) {
		/* 2^32 producers in one epoch: the next leader has ids again */
		kr__svc_log(s, KR_LOG_WARN,
			    "InitProducerId refused: the producer ids of epoch %d are used up",
			    (int)epoch);
		reply(s, q, KW_PERR_NOT_COORDINATOR, -1);
		return;
	}
	int64_t id = (int64_t)epoch << 32 | s->pid_next++;
	reply(s, q, 0, id);
}
