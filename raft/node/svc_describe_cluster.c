/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_describe_cluster.c — DescribeCluster (KIP-700) on client
 * listeners: the cluster id, the leader as controller (-1 when there is
 * none to name, as Metadata), and the brokers of Metadata (every node's
 * client listener). A client listener is a broker's: EndpointType
 * controllers (v1, KIP-919) is answered UNSUPPORTED_ENDPOINT_TYPE, as a
 * Kafka broker answers it. Authorized operations are not computed (the
 * node has no ACLs): INT32_MIN, Kafka's "not asked for".
 */
#include "node/services.h"

#include "kwire/msg/describe_cluster_request.h"
#include "kwire/msg/describe_cluster_response.h"
#include "kwire/protocol_errors.h"

void kr__svc_describe_cluster(struct kr_services *s, const struct kr_svc_req *q,
			      unsigned kinds, struct kw_reader *r, const uint8_t *body,
			      size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_describe_cluster_request req, brokers_only;
	if (kw_describe_cluster_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a DescribeCluster request that does not decode");
		return;
	}
	kw_describe_cluster_request_init(&brokers_only); /* EndpointType's default */
	struct kw_describe_cluster_response m;
	kw_describe_cluster_response_init(&m);
	struct kr_svc_broker b[KR_MAX_VOTERS];
	struct kw_describe_cluster_response_describe_cluster_broker out[KR_MAX_VOTERS];
	m.cluster_id = kw_str_from_cstr(s->meta->cluster_id);
	m.endpoint_type = req.endpoint_type;
	m.brokers = out;
	m.brokers_count = 0;
	if (req.endpoint_type != brokers_only.endpoint_type) {
		m.error_code = KW_PERR_UNSUPPORTED_ENDPOINT_TYPE;
		m.error_message = KW_STR_LIT("a client listener describes the brokers only");
		m.controller_id = -1;
	} else {
		m.controller_id = kr__svc_visible_leader(s);
		int32_t n = kr__svc_brokers(s, b);
		for (int32_t i = 0; i < n; i++) {
			kw_describe_cluster_response_describe_cluster_broker_init(&out[i]);
			out[i].broker_id = b[i].id;
			out[i].host = kw_str_from_cstr(b[i].host);
			out[i].port = b[i].port;
			out[i].rack = KW_STR_NULL;
		}
		m.brokers_count = n;
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_describe_cluster_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
