/*
 * tools/cli_msg.h — what `kwire decode` and `kwire encode` share: reading
 * the input (a file or standard input, raw or hex text), writing hex, and
 * naming APIs and messages on the command line.
 */
#ifndef KWIRE_TOOLS_CLI_MSG_H
#define KWIRE_TOOLS_CLI_MSG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/*
 * The generated messages and their JSON dispatch are in this build (they
 * are missing only while generated/ has not been produced yet).
 */
#if defined(__has_include)
#if __has_include("kwire/msg/api_json.h")
#define KW__CLI_HAVE_MSGS 1
#endif
#endif

/* Exit statuses (tools/commands.h). */
#define KW__CLI_OK 0
#define KW__CLI_FAIL 1
#define KW__CLI_USAGE 2

/*
 * Reads all of path ("-" or NULL: standard input) into a malloc'd buffer
 * (NUL-terminated, the NUL not counted). With hex, the text is decoded as
 * hex digit pairs, whitespace ignored. Errors are printed as "kwire CMD:
 * ..."; returns 0 or KW__CLI_FAIL.
 */
int kw__cli_read_input(const char *cmd, const char *path, bool hex, uint8_t **buf,
		       size_t *len);

/*
 * Decodes hex text [text, text+n) into out (at least n / 2 bytes; may be
 * text itself), skipping whitespace. Returns 0, or -1 with *bad set to the
 * index of the offending character (n when the digit count is odd).
 */
int kw__cli_hex_decode(const char *text, size_t n, uint8_t *out, size_t *out_len,
		       size_t *bad);

/* Writes [buf, buf+n) as lower-case hex, 32 bytes per line. */
void kw__cli_hex_write(FILE *out, const uint8_t *buf, size_t n);

/* Parses a version number (0..32767); returns 0 or -1. */
int kw__cli_parse_version(const char *s, int16_t *out);

/* Parses an api key (0..32767); returns 0 or -1 when s is not a number. */
int kw__cli_parse_key(const char *s, int16_t *out);

#ifdef KW__CLI_HAVE_MSGS
#include "kwire/header.h"
#include "kwire/metadata_record.h"
#include "kwire/msg/api_json.h"

/* Directions of a message on the wire. */
enum kw__cli_dir {
	KW__CLI_DIR_NONE, /* not said */
	KW__CLI_DIR_REQUEST,
	KW__CLI_DIR_RESPONSE,
};

/* What --api names. */
struct kw__cli_target {
	const struct kw_api *api;       /* the API, or NULL for a message without one */
	const struct kw_msg_codec *msg; /* that message (data, metadata, header), or NULL */
	enum kw__cli_dir dir;           /* from a "Request"/"Response" suffix */
};

/*
 * Resolves an --api argument: an api key ("1"), an API name ("Fetch"), a
 * request or response name ("FetchRequest", which also gives the
 * direction), compared without regard to case; or the name of a message
 * that belongs to no API ("QuorumStateData"). Returns 0 or -1 (unknown).
 */
int kw__cli_find(const char *arg, struct kw__cli_target *t);

/* "request" or "response". */
const char *kw__cli_dir_name(enum kw__cli_dir d);

/*
 * The module of coordinator records named arg: a schema folder holding
 * record keys ("group-coordinator", "share-coordinator",
 * "transaction-coordinator"), also without "-coordinator" ("group"); NULL
 * when no such module exists.
 */
const char *kw__cli_coordinator(const char *arg);
/*
 * The record key of coordinator module for record type (the key's version:
 * its validVersions hold the types it is used for), or NULL.
 */
const struct kw_msg_codec *kw__cli_coordinator_key(const char *module, int16_t type);
/* The record value that pairs with key ("XKey" -> "XValue"), or NULL. */
const struct kw_msg_codec *kw__cli_coordinator_value(const struct kw_msg_codec *key);
#endif

#endif
