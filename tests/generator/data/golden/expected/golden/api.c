/* generated from the schema set by kwire-gen (API table) by kwire-gen, do not edit */
#include "golden/api.h"
#include "golden/echo_request.h"
#include "golden/echo_response.h"
#include "golden/golden_record.h"

static void init_echo_request(void *m)
{
	golden_echo_request_init(m);
}

static int decode_echo_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return golden_echo_request_decode(m, v, r, a);
}

static int encode_echo_request(const void *m, int16_t v, struct kw_writer *w)
{
	return golden_echo_request_encode(m, v, w);
}

static size_t size_echo_request(const void *m, int16_t v)
{
	return golden_echo_request_size(m, v);
}

static bool equal_echo_request(const void *a, const void *b)
{
	return golden_echo_request_equal(a, b);
}

static void init_echo_response(void *m)
{
	golden_echo_response_init(m);
}

static int decode_echo_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return golden_echo_response_decode(m, v, r, a);
}

static int encode_echo_response(const void *m, int16_t v, struct kw_writer *w)
{
	return golden_echo_response_encode(m, v, w);
}

static size_t size_echo_response(const void *m, int16_t v)
{
	return golden_echo_response_size(m, v);
}

static bool equal_echo_response(const void *a, const void *b)
{
	return golden_echo_response_equal(a, b);
}

static void init_golden_record(void *m)
{
	golden_golden_record_init(m);
}

static int decode_golden_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return golden_golden_record_decode(m, v, r, a);
}

static int encode_golden_record(const void *m, int16_t v, struct kw_writer *w)
{
	return golden_golden_record_encode(m, v, w);
}

static size_t size_golden_record(const void *m, int16_t v)
{
	return golden_golden_record_size(m, v);
}

static bool equal_golden_record(const void *a, const void *b)
{
	return golden_golden_record_equal(a, b);
}

const struct kw_msg_codec golden_msgs[] = {
	{ "EchoRequest", "golden", KW_MSG_REQUEST, 90, 0, 2, 2, sizeof(struct golden_echo_request), init_echo_request,
	  decode_echo_request, encode_echo_request, size_echo_request, equal_echo_request },
	{ "EchoResponse", "golden", KW_MSG_RESPONSE, 90, 0, 2, 2, sizeof(struct golden_echo_response), init_echo_response,
	  decode_echo_response, encode_echo_response, size_echo_response, equal_echo_response },
	{ "GoldenRecord", "golden", KW_MSG_DATA, -1, 0, 1, 0, sizeof(struct golden_golden_record), init_golden_record,
	  decode_golden_record, encode_golden_record, size_golden_record, equal_golden_record },
};
const size_t golden_msg_count = 3;

const struct kw_api golden_apis[] = {
	{ 90, "Echo", 0, 2, 2, -1, -1, false, 2u, &golden_msgs[0], &golden_msgs[1] },
};
const size_t golden_api_count = 1;

const struct kw_api_table golden_protocol = { golden_apis, 1, golden_msgs, 3 };
