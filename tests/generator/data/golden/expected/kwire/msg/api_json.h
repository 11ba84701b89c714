/* generated from the schema set by kwire-gen (JSON dispatch) by kwire-gen, do not edit */
#ifndef KWIRE_MSG_API_JSON_H
#define KWIRE_MSG_API_JSON_H

#include "kwire/json.h"
#include "kwire/msg/api.h"

/*
 * The JSON converters of one generated message, through void pointers (m
 * points to the message's struct kw_<name>); they behave as
 * kw_<name>_to_json / kw_<name>_from_json.
 */
struct kw_msg_json {
	const struct kw_msg_codec *codec; /* the message's entry in kw_msgs */
	json_t *(*to_json)(const void *m, int16_t version);
	int (*from_json)(void *m, int16_t version, const json_t *j, struct kw_arena *a,
			 struct kw_error *err);
};

/*
 * One entry per element of kw_msgs, in the same order (sorted by name).
 */
extern const struct kw_msg_json kw_msg_jsons[];

/* The converters of codec (an element of kw_msgs), or NULL. */
const struct kw_msg_json *kw_msg_json_of(const struct kw_msg_codec *codec);
/*
 * The converters of the message named name ("FetchRequest",
 * "QuorumStateData"), or NULL.
 */
const struct kw_msg_json *kw_msg_json_by_name(const char *name);
/*
 * The converters of the request (response true: the response) of api_key,
 * or NULL.
 */
const struct kw_msg_json *kw_msg_json_by_api(int16_t api_key, bool response);

#endif
