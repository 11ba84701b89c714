/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_api_versions.c — ApiVersions: the APIs served on the listener
 * the request came in on, each with the versions the node serves (the
 * project's schemas without those Kafka 4.0 removed, node/versions.h).
 * On a controller listener each is capped by kwire.test.max.versions
 * (test only), as svc_dispatch.c caps what it accepts there.
 * A version this node does not know is answered at v0 with
 * UNSUPPORTED_VERSION and the ApiVersions range only (KIP-511), so a newer
 * client can retry at a version both speak.
 */
#include "node/services.h"

#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/protocol_errors.h"
#include "node/versions.h"

/* The highest version of api advertised on a listener of these kinds:
 * the schemas', less on a controller listener capped by
 * kwire.test.max.versions (a node made to speak as an older one). */
static int16_t highest(const struct kr_services *s, const struct kw_api *api,
		       unsigned kinds)
{
	int16_t v = kw_api_highest_version(api, false);
	if (kinds & KR_LISTENER_CONTROLLER) {
		int16_t cap = kr_node_config_max_version(s->cfg, api->api_key);
		if (cap < v)
			v = cap;
	}
	return v;
}

static void answer(struct kr_services *s, const struct kr_svc_req *q, unsigned kinds,
		   bool unsupported)
{
	struct kw_api_versions_response m;
	struct kw_api_versions_response_api_version keys[64];
	kw_api_versions_response_init(&m);
	size_t nk = 0;
	struct kr_svc_req qq = *q;
	if (unsupported) {
		const struct kw_api *api = kw_api_by_key(KW_API_API_VERSIONS);
		kw_api_versions_response_api_version_init(&keys[0]);
		keys[0].api_key = KW_API_API_VERSIONS;
		keys[0].min_version = api->min_version;
		keys[0].max_version = highest(s, api, kinds);
		nk = 1;
		m.error_code = KW_PERR_UNSUPPORTED_VERSION;
		qq.version = 0;
	} else {
		for (size_t i = 0; i < kr__svc_table_len && nk < 64; i++) {
			if ((kr__svc_table[i].kinds & kinds) == 0)
				continue;
			const struct kw_api *api =
				kw_api_by_key(kr__svc_table[i].api_key);
			if (!api)
				continue;
			int16_t lo = kr_node_min_version(api), hi = highest(s, api, kinds);
			if (hi < lo)
				continue; /* capped below what is served */
			kw_api_versions_response_api_version_init(&keys[nk]);
			keys[nk].api_key = api->api_key;
			keys[nk].min_version = lo;
			keys[nk].max_version = hi;
			nk++;
		}
	}
	m.api_keys = keys;
	m.api_keys_count = (int32_t)nk;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(&qq, &w, &err);
	int rc = kw_api_versions_response_encode(&m, qq.version, &w);
	kr__svc_finish(s, &qq, &w, rc);
}

void kr__svc_api_versions(struct kr_services *s, const struct kr_svc_req *q,
			  unsigned kinds, struct kw_reader *r, const uint8_t *body,
			  size_t len)
{
	(void)body;
	(void)len;
	struct kw_api_versions_request req;
	if (kw_api_versions_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "an ApiVersions request that does not decode");
		return;
	}
	answer(s, q, kinds, false);
}

void kr__svc_api_versions_unknown(struct kr_services *s, const struct kr_svc_req *q,
				  unsigned kinds)
{
	answer(s, q, kinds, true);
}
