/* SPDX-License-Identifier: Apache-2.0 */
/*
 * api.c — lookups over a generated schema set's tables (see kwire/api.h).
 */
#include "kwire/api.h"
#include "kwire/header.h"

#include <string.h>

const struct kw_api *kw_api_table_find_key(const struct kw_api_table *t, int16_t api_key)
{
	size_t lo = 0, hi = t->api_count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (t->apis[mid].api_key == api_key)
			return &t->apis[mid];
		if (t->apis[mid].api_key < api_key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const struct kw_api *kw_api_table_find_name(const struct kw_api_table *t,
					    const char *name)
{
	if (name == NULL)
		return NULL;
	for (size_t i = 0; i < t->api_count; i++) {
		const struct kw_api *api = &t->apis[i];
		if (strcmp(api->name, name) == 0 ||
		    strcmp(api->request->name, name) == 0 ||
		    strcmp(api->response->name, name) == 0)
			return api;
	}
	return NULL;
}

const struct kw_msg_codec *kw_api_table_find_msg(const struct kw_api_table *t,
						 const char *name)
{
	size_t lo = 0, hi = t->msg_count;
	while (name != NULL && lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(t->msgs[mid].name, name);
		if (c == 0)
			return &t->msgs[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const struct kw_msg_codec *kw_api_table_find_record(const struct kw_api_table *t,
						    int16_t record_type)
{
	for (size_t i = 0; i < t->msg_count; i++)
		if (t->msgs[i].type == KW_MSG_METADATA &&
		    t->msgs[i].api_key == record_type)
			return &t->msgs[i];
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
	return kw_request_header_version(api->api_key, version,
					 api->request->flexible_since);
}

int16_t kw_api_response_header_version(const struct kw_api *api, int16_t version)
{
	return kw_response_header_version(api->api_key, version,
					  api->response->flexible_since);
}
