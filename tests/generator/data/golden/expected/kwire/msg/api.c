/* generated from the schema set by kwire-gen (API table) by kwire-gen, do not edit */
#include "kwire/msg/api.h"
#include "kwire/msg/echo_request.h"
#include "kwire/msg/echo_response.h"
#include "kwire/msg/golden_record.h"

#include <string.h>

static void init_echo_request(void *m)
{
	kw_echo_request_init(m);
}

static int decode_echo_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_echo_request_decode(m, v, r, a);
}

static int encode_echo_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_echo_request_encode(m, v, w);
}

static size_t size_echo_request(const void *m, int16_t v)
{
	return kw_echo_request_size(m, v);
}

static bool equal_echo_request(const void *a, const void *b)
{
	return kw_echo_request_equal(a, b);
}

static void init_echo_response(void *m)
{
	kw_echo_response_init(m);
}

static int decode_echo_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_echo_response_decode(m, v, r, a);
}

static int encode_echo_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_echo_response_encode(m, v, w);
}

static size_t size_echo_response(const void *m, int16_t v)
{
	return kw_echo_response_size(m, v);
}

static bool equal_echo_response(const void *a, const void *b)
{
	return kw_echo_response_equal(a, b);
}

static void init_golden_record(void *m)
{
	kw_golden_record_init(m);
}

static int decode_golden_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_golden_record_decode(m, v, r, a);
}

static int encode_golden_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_golden_record_encode(m, v, w);
}

static size_t size_golden_record(const void *m, int16_t v)
{
	return kw_golden_record_size(m, v);
}

static bool equal_golden_record(const void *a, const void *b)
{
	return kw_golden_record_equal(a, b);
}

const struct kw_msg_codec kw_msgs[] = {
	{ "EchoRequest", KW_MSG_REQUEST, 90, 0, 2, 2, sizeof(struct kw_echo_request), init_echo_request, decode_echo_request,
	  encode_echo_request, size_echo_request, equal_echo_request },
	{ "EchoResponse", KW_MSG_RESPONSE, 90, 0, 2, 2, sizeof(struct kw_echo_response), init_echo_response, decode_echo_response,
	  encode_echo_response, size_echo_response, equal_echo_response },
	{ "GoldenRecord", KW_MSG_DATA, -1, 0, 1, 0, sizeof(struct kw_golden_record), init_golden_record, decode_golden_record,
	  encode_golden_record, size_golden_record, equal_golden_record },
};
const size_t kw_msg_count = 3;

const struct kw_api kw_apis[] = {
	{ 90, "Echo", 0, 2, 2, -1, -1, false, 2u, &kw_msgs[0], &kw_msgs[1] },
};
const size_t kw_api_count = 1;

const struct kw_api *kw_api_by_key(int16_t api_key)
{
	size_t lo = 0, hi = kw_api_count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (kw_apis[mid].api_key == api_key)
			return &kw_apis[mid];
		if (kw_apis[mid].api_key < api_key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const struct kw_api *kw_api_by_name(const char *name)
{
	if (!name)
		return NULL;
	for (size_t i = 0; i < kw_api_count; i++) {
		const struct kw_api *api = &kw_apis[i];
		if (strcmp(api->name, name) == 0 || strcmp(api->request->name, name) == 0 ||
		    strcmp(api->response->name, name) == 0)
			return api;
	}
	return NULL;
}

const struct kw_msg_codec *kw_msg_by_name(const char *name)
{
	size_t lo = 0, hi = kw_msg_count;
	while (name && lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(kw_msgs[mid].name, name);
		if (c == 0)
			return &kw_msgs[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

int16_t kw_api_highest_version(const struct kw_api *api, bool enable_unstable)
{
	if (api->latest_version_unstable && !enable_unstable)
		return (int16_t)(api->max_version - 1);
	return api->max_version;
}

int16_t kw_api_request_header_version(const struct kw_api *api, int16_t version)
{
	/* KIP-482: header v2 with flexible versions; ControlledShutdown v0 predates v1. */
	if (api->api_key == 7 && version == 0)
		return 0;
	if (api->request->flexible_since >= 0 && version >= api->request->flexible_since)
		return 2;
	return 1;
}

int16_t kw_api_response_header_version(const struct kw_api *api, int16_t version)
{
	/* KIP-511: clients must parse an ApiVersions reply of any version. */
	if (api->api_key == 18)
		return 0;
	if (api->response->flexible_since >= 0 && version >= api->response->flexible_since)
		return 1;
	return 0;
}
