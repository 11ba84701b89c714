/* generated from the schema set by kwire-gen (JSON dispatch) by kwire-gen, do not edit */
#include "golden/api_json.h"
#include "golden/echo_request_json.h"
#include "golden/echo_response_json.h"
#include "golden/golden_record_json.h"

static json_t *to_json_echo_request(const void *m, int16_t v)
{
	return golden_echo_request_to_json(m, v);
}

static int from_json_echo_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return golden_echo_request_from_json(m, v, j, a, err);
}

static json_t *to_json_echo_response(const void *m, int16_t v)
{
	return golden_echo_response_to_json(m, v);
}

static int from_json_echo_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return golden_echo_response_from_json(m, v, j, a, err);
}

static json_t *to_json_golden_record(const void *m, int16_t v)
{
	return golden_golden_record_to_json(m, v);
}

static int from_json_golden_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return golden_golden_record_from_json(m, v, j, a, err);
}

const struct kw_msg_json golden_msg_jsons[] = {
	{ &golden_msgs[0], to_json_echo_request, from_json_echo_request },
	{ &golden_msgs[1], to_json_echo_response, from_json_echo_response },
	{ &golden_msgs[2], to_json_golden_record, from_json_golden_record },
};
