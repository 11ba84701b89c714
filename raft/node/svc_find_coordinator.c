/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_find_coordinator.c — FindCoordinator on client listeners, on
 * every node: the group coordinator is the Raft leader (it serves the
 * group APIs, node/svc_groups.c), named by its client listener, as
 * Metadata names it; no leader to name is COORDINATOR_NOT_AVAILABLE (the
 * client asks again). A transaction coordinator is refused with
 * TRANSACTIONAL_ID_AUTHORIZATION_FAILED, as InitProducerId refuses a
 * transactional id: the node has none. v4+ asks for many keys at once.
 */
#include "node/services.h"

#include "kwire/msg/find_coordinator_request.h"
#include "kwire/msg/find_coordinator_response.h"
#include "kwire/protocol_errors.h"

#define KEY_GROUP 0
#define KEY_TRANSACTION 1

struct answer {
	int16_t error;
	struct kw_str message;
	struct kr_svc_broker b;
};

static struct answer coordinator_of(struct kr_services *s, int8_t type)
{
	struct answer a = {0, KW_STR_NULL, {-1, "", -1}};
	if (type == KEY_TRANSACTION) {
		a.error = KW_PERR_TRANSACTIONAL_ID_AUTHORIZATION_FAILED;
		a.message = KW_STR_LIT("transactions are not supported (idempotence is)");
		return a;
	}
	if (type != KEY_GROUP) {
		a.error = KW_PERR_INVALID_REQUEST;
		a.message = KW_STR_LIT("unknown coordinator key type");
		return a;
	}
	int32_t leader = kr__svc_visible_leader(s);
	if (leader < 0 || !kr__svc_broker_of(s, leader, &a.b)) {
		a.error = KW_PERR_COORDINATOR_NOT_AVAILABLE;
		a.message = KW_STR_LIT("no leader");
		a.b = (struct kr_svc_broker){-1, "", -1};
	}
	return a;
}

void kr__svc_find_coordinator(struct kr_services *s, const struct kr_svc_req *q,
			      unsigned kinds, struct kw_reader *r, const uint8_t *body,
			      size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_find_coordinator_request req;
	if (kw_find_coordinator_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a FindCoordinator request that does not decode");
		return;
	}
	struct answer a = coordinator_of(s, q->version >= 1 ? req.key_type : KEY_GROUP);
	struct kw_find_coordinator_response m;
	kw_find_coordinator_response_init(&m);
	if (q->version < 4) {
		m.error_code = a.error;
		m.error_message = a.error ? a.message : KW_STR_NULL;
		m.node_id = a.b.id;
		m.host = kw_str_from_cstr(a.b.host);
		m.port = a.b.port;
	} else {
		int32_t n =
			req.coordinator_keys_count > 0 ? req.coordinator_keys_count : 0;
		struct kw_find_coordinator_response_coordinator *c =
			kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *c);
		if (!c) {
			kr__svc_close(s, q, "out of memory");
			return;
		}
		for (int32_t i = 0; i < n; i++) {
			kw_find_coordinator_response_coordinator_init(&c[i]);
			c[i].key = req.coordinator_keys[i];
			c[i].node_id = a.b.id;
			c[i].host = kw_str_from_cstr(a.b.host);
			c[i].port = a.b.port;
			c[i].error_code = a.error;
			c[i].error_message = a.error ? a.message : KW_STR_NULL;
		}
		m.coordinators = c;
		m.coordinators_count = n;
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_find_coordinator_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
