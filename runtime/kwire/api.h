/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire/api.h — the tables a generated schema set describes itself with,
 * and the lookups over them.
 *
 * kwire-gen writes, for a schema set, one struct kw_msg_codec per message
 * (its name, kind, versions and functions behind void pointers), one
 * struct kw_api per api key (a request and its response), and a struct
 * kw_api_table over both. libkwire's own set is kw_protocol (kwire/msg/api.h,
 * every message of Apache Kafka's protocol); a codec generated with
 * `kwire-gen --prefix acme` has its own acme_protocol, which these same
 * functions search.
 *
 * The header-version rule (KIP-482 request header 2 and response header 1
 * for flexible versions, with Kafka's two exceptions) is kwire/header.h's
 * kw_request_header_version / kw_response_header_version; the kw_api_*
 * functions here apply it to an API of a table.
 */
#ifndef KWIRE_API_H
#define KWIRE_API_H

#include "arena.h"
#include "export.h"
#include "reader.h"
#include "writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Listener bits of struct kw_api.listeners (the schema's "listeners"). */
#define KW_LISTENER_ZK_BROKER 1u
#define KW_LISTENER_BROKER 2u
#define KW_LISTENER_CONTROLLER 4u

/* The schema's "type". */
enum kw_msg_type {
	KW_MSG_REQUEST,
	KW_MSG_RESPONSE,
	KW_MSG_HEADER,
	KW_MSG_METADATA, /* a KRaft metadata record; api_key is its record type */
	KW_MSG_DATA,	 /* anything else: coordinator keys and values, ... */
};

/*
 * One generated message, reached through void pointers: m points to a
 * struct of struct_size bytes of this message's type (struct kw_<name>).
 * The functions behave as kw_<name>_init/decode/encode/size/equal.
 */
struct kw_msg_codec {
	const char *name;   /* "FetchRequest" */
	const char *module; /* the schema's folder: "clients", "metadata", ... */
	enum kw_msg_type type;
	int16_t api_key; /* -1 when the schema has none */
	int16_t min_version;
	int16_t max_version;
	int16_t flexible_since; /* -1: never flexible */
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
	const char *name; /* "Fetch" */
	int16_t min_version;
	int16_t max_version;
	int16_t flexible_since; /* first flexible version, -1: none */
	int16_t deprecated_min; /* -1 when no version is deprecated */
	int16_t deprecated_max;
	bool latest_version_unstable; /* max_version is not advertised by default */
	unsigned listeners;	      /* KW_LISTENER_* bits */
	const struct kw_msg_codec *request;
	const struct kw_msg_codec *response;
};

/* A schema set: its APIs sorted by api key, its messages sorted by name. */
struct kw_api_table {
	const struct kw_api *apis;
	size_t api_count;
	const struct kw_msg_codec *msgs;
	size_t msg_count;
};

/* The API of table t with this key, or NULL. */
KW_EXPORT const struct kw_api *kw_api_table_find_key(const struct kw_api_table *t,
						     int16_t api_key);
/*
 * The API of t named name ("Fetch", "FetchRequest" or "FetchResponse",
 * compared exactly), or NULL (also for a NULL name).
 */
KW_EXPORT const struct kw_api *kw_api_table_find_name(const struct kw_api_table *t,
						      const char *name);
/* The message of t named name ("FetchRequest", "LeaderChangeMessage"), or NULL. */
KW_EXPORT const struct kw_msg_codec *kw_api_table_find_msg(const struct kw_api_table *t,
							   const char *name);
/*
 * The KRaft metadata record of t with this record type (a "metadata"
 * schema's apiKey), or NULL.
 */
KW_EXPORT const struct kw_msg_codec *
kw_api_table_find_record(const struct kw_api_table *t, int16_t record_type);

/*
 * The highest version of api to advertise: max_version, or max_version - 1
 * when the latest is unstable and enable_unstable is false (may be below
 * min_version: nothing to advertise).
 */
KW_EXPORT int16_t kw_api_highest_version(const struct kw_api *api, bool enable_unstable);
/* The request header version for version of api (kw_request_header_version). */
KW_EXPORT int16_t kw_api_request_header_version(const struct kw_api *api,
						int16_t version);
/* The response header version for version of api (kw_response_header_version). */
KW_EXPORT int16_t kw_api_response_header_version(const struct kw_api *api,
						 int16_t version);

#endif
