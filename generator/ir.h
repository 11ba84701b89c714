/*
 * generator/ir.h — the intermediate representation of kwire-gen.
 *
 * Pipeline: load (load.c: JSON text → IR, every node with file:line:col)
 * → resolve (resolve.c: struct references, effective version ranges)
 * → validate (validate.c: Kafka's schema rules, all diagnostics collected)
 * → emit (emit_codec.c, emit_api.c, emit_meson.c; emit_json.c plugs in
 * through kg_emit_json in emit.h).
 *
 * The IR is read-only after resolve; emitters never change it. Names are
 * kept as the schema spells them (name) plus the C spelling (snake).
 */
#ifndef KG_IR_H
#define KG_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* A place in a schema file; line and col count from 1 (col in bytes). */
struct kg_loc {
	const char *file; /* path as given on the command line */
	int line;
	int col;
};

/* The highest version a range can name ("N+" means N..KG_VERSION_MAX). */
#define KG_VERSION_MAX 32767

/* An inclusive version range; empty when lo > hi ("none" is {0, -1}). */
struct kg_versions {
	int lo;
	int hi;
};

enum kg_kind {
	KG_BOOL,
	KG_INT8,
	KG_INT16,
	KG_UINT16,
	KG_INT32,
	KG_UINT32,
	KG_INT64,
	KG_FLOAT64,
	KG_UUID,
	KG_STRING,
	KG_BYTES,
	KG_RECORDS,
	KG_STRUCT,
	KG_ARRAY,
};

/* A field's type: a primitive, a struct, or an array of either. */
struct kg_type {
	enum kg_kind kind;
	enum kg_kind elem;          /* KG_ARRAY only: element kind */
	const char *struct_name;    /* KG_STRUCT, or KG_ARRAY of KG_STRUCT */
	struct kg_struct *st;       /* resolved struct (after resolve) */
};

enum kg_message_type {
	KG_MSG_REQUEST,
	KG_MSG_RESPONSE,
	KG_MSG_HEADER,
	KG_MSG_METADATA,
	KG_MSG_DATA,
};

/* Listener bits (the schema's "listeners" list). */
#define KG_LISTENER_ZK_BROKER 1u
#define KG_LISTENER_BROKER 2u
#define KG_LISTENER_CONTROLLER 4u

/* A parsed "default" value (meaning depends on the field's type). */
struct kg_default {
	bool given;        /* a non-empty default appeared in the schema */
	bool is_null;      /* the default is null ("null", or records) */
	const char *text;  /* the schema's text, after coercion ("" if none) */
	int64_t i;         /* bool/intN */
	uint64_t u;        /* uintN */
	double f;          /* float64 */
	uint8_t uuid[16];  /* uuid */
};

struct kg_field {
	struct kg_loc loc;          /* the field object's '{' */
	struct kg_struct *parent;
	const char *name;           /* "ReplicaId" */
	const char *snake;          /* "replica_id" */
	const char *type_text;      /* "[]FetchTopic" */
	struct kg_type type;

	struct kg_versions versions;
	struct kg_versions nullable;        /* "none" when absent */
	struct kg_versions tagged;          /* "none" when absent */
	struct kg_versions flexible;        /* the override; valid if has_flexible */
	bool has_versions, has_nullable, has_tagged, has_flexible;
	int tag;                    /* -1 when absent */
	bool has_tag;
	struct kg_default def;
	bool ignorable;
	bool map_key;
	bool zero_copy;
	const char *entity_type;    /* NULL when absent */
	const char *about;          /* NULL when absent */
	struct kg_struct *inline_struct; /* "fields" given on this field */

	/* Where each key appeared (line 0 when the key was absent). */
	struct kg_loc loc_name, loc_type, loc_versions, loc_nullable,
		loc_tagged, loc_tag, loc_default, loc_flexible, loc_map_key,
		loc_zero_copy, loc_entity_type, loc_fields, loc_ignorable;
};

struct kg_struct {
	struct kg_loc loc;
	struct kg_message *msg;
	const char *name;           /* "FetchTopic"; the message name at top */
	const char *cname;          /* "kw_fetch_request_fetch_topic" */
	struct kg_versions versions; /* declared (common) or the field's */
	bool has_versions;
	struct kg_loc loc_versions;
	bool is_common;
	bool is_top;
	struct kg_field *owner;     /* the field defining an inline struct */
	struct kg_field **fields;
	size_t nfields;
	/*
	 * Versions in which this struct's code can be called (after resolve):
	 * the message's validVersions at top, parent-known ∩ field versions for
	 * inline structs, the hull of all uses for common structs.
	 */
	struct kg_versions known;
	bool used;                  /* referenced at least once (after resolve) */
};

struct kg_message {
	struct kg_loc loc;
	const char *path;           /* file path as given */
	const char *banner_path;    /* "schemas/clients/FetchRequest.json" */
	const char *module;         /* the folder holding the file: "clients" */
	enum kg_message_type type;
	const char *type_text;
	const char *name;           /* "FetchRequest" */
	const char *snake;          /* "fetch_request" */
	bool has_api_key;
	int api_key;
	struct kg_versions valid;
	struct kg_versions flexible;
	struct kg_versions deprecated;
	bool has_valid, has_flexible;
	unsigned listeners;         /* KG_LISTENER_* bits */
	bool has_listeners;
	bool latest_unstable;
	struct kg_loc loc_name, loc_type, loc_valid, loc_flexible,
		loc_api_key, loc_listeners, loc_unstable;

	struct kg_struct *top;      /* the message body */
	/* Every struct of the message (top, inline, common), children first. */
	struct kg_struct **structs;
	size_t nstructs;
	struct kg_struct **commons;
	size_t ncommons;
};

struct kg_schema_set {
	struct kg_message **msgs;   /* sorted by name after load */
	size_t nmsgs;
};

/*
 * The names of the generated code, set once (main.c, from --prefix or
 * --library) before resolve computes the C names.
 */
struct kg_names {
	const char *prefix; /* "kw": kw_fetch_request, kw_apis, kw_api_by_key */
	const char *upper;  /* "KW": KW_API_FETCH, KW_FETCH_REQUEST_MAX_VERSION */
	const char *incdir; /* "kwire/msg": #include "kwire/msg/fetch_request.h" */
	const char *guard;  /* "KWIRE_MSG": KWIRE_MSG_FETCH_REQUEST_H */
	bool library;       /* libkwire's own schema set */
};
extern struct kg_names kg_names;

/* ---- diagnostics (diag.c) ---- */

/* Prints "FILE:LINE:COL: error: ..." to stderr and counts it. */
void kg_error(struct kg_loc loc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Errors reported so far. */
int kg_error_count(void);
/* Starts the count again (for a program that loads many schema sets). */
void kg_error_reset(void);
/* Where kg_error prints (NULL, the default: stderr). */
extern FILE *kg_diag;

/* ---- versions (versions.c) ---- */

/* Parses "none", "N", "A-B", "N+"; returns 0 or -1 (with *why set). */
int kg_versions_parse(const char *text, struct kg_versions *out, const char **why);
static inline bool kg_versions_empty(struct kg_versions v) { return v.lo > v.hi; }
static inline bool kg_versions_contains(struct kg_versions v, int x)
{
	return x >= v.lo && x <= v.hi;
}
struct kg_versions kg_versions_intersect(struct kg_versions a, struct kg_versions b);
/* a ⊆ b (the empty range is a subset of everything). */
bool kg_versions_subset(struct kg_versions a, struct kg_versions b);
/* Formats as the schema would ("none", "3", "1-5", "2+") into buf. */
const char *kg_versions_str(struct kg_versions v, char *buf, size_t len);
#define KG_VERSIONS_NONE ((struct kg_versions){ 0, -1 })

/* ---- names (names.c) ---- */

/* "ZkMigrationReady" → "zk_migration_ready" (malloc'd). */
char *kg_snake(const char *camel);
/* printf into a fresh malloc'd string (aborts on out of memory). */
char *kg_strf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void *kg_xcalloc(size_t n, size_t size);
char *kg_xstrdup(const char *s);

/* ---- helpers over the IR (resolve.c) ---- */

/* Versions in which the field is sent inline (versions minus tagged). */
struct kg_versions kg_field_mandatory(const struct kg_field *f);
/* Flexible versions that apply to this field (override or the message's). */
struct kg_versions kg_field_flexible(const struct kg_field *f);
/* true for string/bytes/records/struct/array (types that may be null). */
bool kg_kind_nullable_ok(enum kg_kind k);
/* The schema name of a primitive kind ("int32"). */
const char *kg_kind_name(enum kg_kind k);

#endif
