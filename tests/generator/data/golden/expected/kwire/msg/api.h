/* generated from the schema set by kwire-gen (API table) by kwire-gen, do not edit */
#ifndef KWIRE_MSG_API_H
#define KWIRE_MSG_API_H

#include "kwire/arena.h"
#include "kwire/reader.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Listener bits of struct kw_api.listeners (the schema's "listeners"). */
#define KW_LISTENER_ZK_BROKER 1u
#define KW_LISTENER_BROKER 2u
#define KW_LISTENER_CONTROLLER 4u

enum kw_msg_type {
	KW_MSG_REQUEST,
	KW_MSG_RESPONSE,
	KW_MSG_HEADER,
	KW_MSG_METADATA,
	KW_MSG_DATA,
};

/*
 * One generated message type, reached through void pointers: m points to a
 * struct of struct_size bytes of this message's type (struct kw_<name>).
 * The functions behave as kw_<name>_init/decode/encode/size/equal.
 */
struct kw_msg_codec {
	const char *name;            /* "FetchRequest" */
	enum kw_msg_type type;
	int16_t api_key;             /* -1 when the schema has none */
	int16_t min_version;
	int16_t max_version;
	int16_t flexible_since;      /* -1: never flexible */
	size_t struct_size;
	void (*init)(void *m);
	int (*decode)(void *m, int16_t version, struct kw_reader *r, struct kw_arena *a);
	int (*encode)(const void *m, int16_t version, struct kw_writer *w);
	size_t (*size)(const void *m, int16_t version);
	bool (*equal)(const void *a, const void *b);
};

/* One API: a request and a response sharing an api key. */
struct kw_api {
	int16_t api_key;
	const char *name;            /* "Fetch" */
	int16_t min_version;
	int16_t max_version;
	int16_t flexible_since;      /* first flexible version, -1: none */
	int16_t deprecated_min;      /* -1 when no version is deprecated */
	int16_t deprecated_max;
	bool latest_version_unstable; /* max_version is not advertised by default */
	unsigned listeners;          /* KW_LISTENER_* bits */
	const struct kw_msg_codec *request;
	const struct kw_msg_codec *response;
};

/* Every API, sorted by api key. */
extern const struct kw_api kw_apis[];
extern const size_t kw_api_count;
/* Every generated message, sorted by name. */
extern const struct kw_msg_codec kw_msgs[];
extern const size_t kw_msg_count;

/* The API with this key, or NULL. */
const struct kw_api *kw_api_by_key(int16_t api_key);
/*
 * The API named name ("Fetch", "FetchRequest" or "FetchResponse"), or
 * NULL.
 */
const struct kw_api *kw_api_by_name(const char *name);
/*
 * The message named name ("FetchRequest", "LeaderChangeMessage"), or NULL.
 */
const struct kw_msg_codec *kw_msg_by_name(const char *name);
/*
 * The highest version to advertise: max_version, or max_version - 1 when
 * the latest is unstable and enable_unstable is false (may be below
 * min_version: nothing to advertise).
 */
int16_t kw_api_highest_version(const struct kw_api *api, bool enable_unstable);
/*
 * Request header version for version of api: 2 when flexible, else 1;
 * ControlledShutdown (key 7) v0 uses 0.
 */
int16_t kw_api_request_header_version(const struct kw_api *api, int16_t version);
/*
 * Response header version: 1 when flexible, else 0; ApiVersions (key 18)
 * always uses 0.
 */
int16_t kw_api_response_header_version(const struct kw_api *api, int16_t version);

#endif
