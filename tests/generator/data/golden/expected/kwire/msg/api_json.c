/* generated from the schema set by kwire-gen (JSON dispatch) by kwire-gen, do not edit */
#include "kwire/msg/api_json.h"
#include "kwire/msg/echo_request_json.h"
#include "kwire/msg/echo_response_json.h"
#include "kwire/msg/golden_record_json.h"

static json_t *to_json_echo_request(const void *m, int16_t v)
{
	return kw_echo_request_to_json(m, v);
}

static int from_json_echo_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_echo_request_from_json(m, v, j, a, err);
}

static json_t *to_json_echo_response(const void *m, int16_t v)
{
	return kw_echo_response_to_json(m, v);
}

static int from_json_echo_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_echo_response_from_json(m, v, j, a, err);
}

static json_t *to_json_golden_record(const void *m, int16_t v)
{
	return kw_golden_record_to_json(m, v);
}

static int from_json_golden_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_golden_record_from_json(m, v, j, a, err);
}

const struct kw_msg_json kw_msg_jsons[] = {
	{ &kw_msgs[0], to_json_echo_request, from_json_echo_request },
	{ &kw_msgs[1], to_json_echo_response, from_json_echo_response },
	{ &kw_msgs[2], to_json_golden_record, from_json_golden_record },
};

const struct kw_msg_json *kw_msg_json_of(const struct kw_msg_codec *codec)
{
	for (size_t i = 0; codec && i < kw_msg_count; i++)
		if (kw_msg_jsons[i].codec == codec)
			return &kw_msg_jsons[i];
	return NULL;
}

const struct kw_msg_json *kw_msg_json_by_name(const char *name)
{
	return kw_msg_json_of(kw_msg_by_name(name));
}

const struct kw_msg_json *kw_msg_json_by_api(int16_t api_key, bool response)
{
	const struct kw_api *api = kw_api_by_key(api_key);
	if (!api)
		return NULL;
	return kw_msg_json_of(response ? api->response : api->request);
}
