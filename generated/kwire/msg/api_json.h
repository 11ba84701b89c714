/* generated from the schema set by kwire-gen (JSON dispatch) by kwire-gen, do not edit */
#ifndef KWIRE_MSG_API_JSON_H
#define KWIRE_MSG_API_JSON_H

#include "kwire/export.h"
#include "kwire/json.h"
#include "kwire/msg/api.h"

/*
 * The converters of every message: one entry per element of kw_msgs, in
 * the same order.
 */
KW_EXPORT extern const struct kw_msg_json kw_msg_jsons[];

/* The converters of codec (an element of kw_msgs), or NULL. */
static inline const struct kw_msg_json *kw_msg_json_of(const struct kw_msg_codec *codec)
{
	return kw_json_table_of(&kw_protocol, kw_msg_jsons, codec);
}

/*
 * The converters of the message named name ("FetchRequest",
 * "QuorumStateData"), or NULL.
 */
static inline const struct kw_msg_json *kw_msg_json_by_name(const char *name)
{
	return kw_msg_json_of(kw_msg_by_name(name));
}

/*
 * The converters of the request (response true: the response) of api_key,
 * or NULL.
 */
static inline const struct kw_msg_json *kw_msg_json_by_api(int16_t api_key, bool response)
{
	return kw_json_table_api(&kw_protocol, kw_msg_jsons, api_key, response);
}

#endif
