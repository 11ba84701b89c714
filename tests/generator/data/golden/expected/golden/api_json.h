/* generated from the schema set by kwire-gen (JSON dispatch) by kwire-gen, do not edit */
#ifndef GOLDEN_API_JSON_H
#define GOLDEN_API_JSON_H

#include "kwire/export.h"
#include "kwire/json.h"
#include "golden/api.h"

/*
 * The converters of every message: one entry per element of golden_msgs,
 * in the same order.
 */
KW_EXPORT extern const struct kw_msg_json golden_msg_jsons[];

/* The converters of codec (an element of golden_msgs), or NULL. */
static inline const struct kw_msg_json *golden_msg_json_of(const struct kw_msg_codec *codec)
{
	return kw_json_table_of(&golden_protocol, golden_msg_jsons, codec);
}

/*
 * The converters of the message named name ("FetchRequest",
 * "QuorumStateData"), or NULL.
 */
static inline const struct kw_msg_json *golden_msg_json_by_name(const char *name)
{
	return golden_msg_json_of(golden_msg_by_name(name));
}

/*
 * The converters of the request (response true: the response) of api_key,
 * or NULL.
 */
static inline const struct kw_msg_json *golden_msg_json_by_api(int16_t api_key, bool response)
{
	return kw_json_table_api(&golden_protocol, golden_msg_jsons, api_key, response);
}

#endif
