/* generated from the schema set by kwire-gen (API table) by kwire-gen, do not edit */
#ifndef GOLDEN_API_H
#define GOLDEN_API_H

#include "kwire/api.h"
#include "kwire/export.h"

/*
 * The api keys of this schema set (each request's and response's apiKey).
 */
enum golden_api_key {
	GOLDEN_API_ECHO = 90,
};

/*
 * This schema set (kwire/api.h): every API sorted by api key
 * (golden_apis), every message sorted by name (golden_msgs).
 */
KW_EXPORT extern const struct kw_api_table golden_protocol;
KW_EXPORT extern const struct kw_api golden_apis[];
KW_EXPORT extern const size_t golden_api_count;
KW_EXPORT extern const struct kw_msg_codec golden_msgs[];
KW_EXPORT extern const size_t golden_msg_count;

/* Lookups in golden_protocol: the API with this key, or NULL. */
static inline const struct kw_api *golden_api_by_key(int16_t api_key)
{
	return kw_api_table_find_key(&golden_protocol, api_key);
}

/*
 * The API named name ("Fetch", "FetchRequest" or "FetchResponse"), or
 * NULL.
 */
static inline const struct kw_api *golden_api_by_name(const char *name)
{
	return kw_api_table_find_name(&golden_protocol, name);
}

/*
 * The message named name ("FetchRequest", "LeaderChangeMessage"), or NULL.
 */
static inline const struct kw_msg_codec *golden_msg_by_name(const char *name)
{
	return kw_api_table_find_msg(&golden_protocol, name);
}

/* The KRaft metadata record with this record type, or NULL. */
static inline const struct kw_msg_codec *golden_record_by_type(int16_t record_type)
{
	return kw_api_table_find_record(&golden_protocol, record_type);
}

#endif
