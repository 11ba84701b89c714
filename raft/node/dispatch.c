/*
 * node/dispatch.c — the request dispatch: every inbound request frame is
 * checked (a served API key at a version of the schemas; ApiVersions also
 * answers unknown versions) and handed to its handler in kr__node_on_request.
 * A new API is added to kr__node_served_apis and to the switch there.
 */
#include "node/node_internal.h"

const int16_t kr__node_served_apis[] = {
	API_PRODUCE, API_FETCH, API_LIST_OFFSETS, API_METADATA, API_API_VERSIONS,
	KR_WIRE_API_VOTE, KR_WIRE_API_BEGIN_QUORUM_EPOCH, KR_WIRE_API_END_QUORUM_EPOCH,
	KR_WIRE_API_DESCRIBE_QUORUM, KR_WIRE_API_ALTER_QUORUM,
};
const size_t kr__node_n_served_apis =
	sizeof kr__node_served_apis / sizeof kr__node_served_apis[0];

static bool served(int16_t key)
{
	for (size_t i = 0; i < kr__node_n_served_apis; i++)
		if (kr__node_served_apis[i] == key)
			return true;
	return false;
}

void kr__node_on_request(struct node *n, struct conn *c, const uint8_t *p, size_t len)
{
	int16_t key, v;
	if (kw_rpc_request_peek(p, len, &key, &v) != 0 || !served(key)) {
		kr__node_conn_close(n, c);
		return;
	}
	const struct kw_api *api = kw_api_by_key(key);
	if (!api) {
		kr__node_conn_close(n, c);
		return;
	}
	bool supported = v >= api->min_version && v <= api->max_version;
	int16_t hv;
	if (supported)
		hv = kw_api_request_header_version(api, v);
	else if (key == API_API_VERSIONS)
		hv = (api->flexible_since >= 0 && v >= api->flexible_since) ? 2 : 1;
	else {
		kr__node_conn_close(n, c);
		return;
	}
	struct kw_error err;
	struct kw_reader r;
	struct kw_rpc_request_header h;
	kw_reader_init(&r, p, len, &err);
	kw_arena_reset(&n->arena);
	if (kw_rpc_request_header_decode(&h, hv, &r, &n->arena) != 0) {
		if (key == API_API_VERSIONS && !supported) {
			/* An unknown future header: still answer with our range. */
			struct kw_reader r0;
			kw_reader_init(&r0, p, len, &err);
			kw_reader_skip(&r0, 4);
			int32_t corr = kw_reader_read_i32(&r0);
			kr__node_serve_api_versions(n, c, 0, corr, NULL, true);
			return;
		}
		kr__node_conn_close(n, c);
		return;
	}
	int32_t corr = h.correlation_id;
	const uint8_t *body = p + kw_reader_offset(&r);
	size_t blen = len - kw_reader_offset(&r);
	struct kw_reader br;
	kw_reader_init(&br, body, blen, &err);
	switch (key) {
	case API_API_VERSIONS:
		kr__node_serve_api_versions(n, c, v, corr, &br, !supported);
		break;
	case API_METADATA:
		kr__node_serve_metadata(n, c, v, corr, &br);
		break;
	case API_PRODUCE:
		kr__node_serve_produce(n, c, v, corr, &br);
		break;
	case API_LIST_OFFSETS:
		kr__node_serve_list_offsets(n, c, v, corr, &br);
		break;
	case API_FETCH:
		kr__node_serve_fetch(n, c, v, corr, &br, body, blen);
		break;
	case KR_WIRE_API_DESCRIBE_QUORUM:
		kr__node_serve_describe_quorum(n, c, v, corr, &br);
		break;
	case KR_WIRE_API_ALTER_QUORUM:
		kr__node_serve_alter_quorum(n, c, v, corr, &br);
		break;
	default:
		kr__node_serve_raft(n, c, key, v, corr, &br);
		break;
	}
}
