/*
 * generator/emit.h — the emitters' shared interface: an output list that the
 * Meson emitter turns into OUTDIR/meson.build, and the emitter entry points.
 *
 * Every emitter writes files below OUTDIR through kg_out_write (which keeps a
 * file untouched when its content did not change, so Ninja rebuilds only what
 * changed) and registers each .c it writes with a kind, so that the generated
 * meson.build lists it in kwire_generated_sources or
 * kwire_generated_json_sources.
 */
#ifndef KG_EMIT_H
#define KG_EMIT_H

#include "ir.h"
#include "printer.h"

enum kg_out_kind {
	KG_OUT_HEADER,     /* installed under kwire/msg */
	KG_OUT_SOURCE,     /* kwire_generated_sources */
	KG_OUT_JSON_HEADER,
	KG_OUT_JSON_SOURCE, /* kwire_generated_json_sources */
	KG_OUT_TEST,       /* test helpers (--test-helpers), not in meson.build */
	KG_OUT_PRIVATE,    /* internal header, not installed */
};

struct kg_outputs {
	const char *outdir;
	char **paths;          /* relative to outdir, e.g. "kwire/msg/x.c" */
	enum kg_out_kind *kinds;
	size_t n, cap;
	bool test_helpers;     /* emit *_testgen.c random-fill helpers */
	bool flat;             /* write every file directly into outdir, no meson.build */
};

/*
 * Writes the printer's text to outdir/relpath (creating directories) unless
 * the file already holds exactly that text, and records it. Returns 0 or -1
 * (an error was printed).
 */
int kg_out_write(struct kg_outputs *o, const char *relpath, enum kg_out_kind kind,
		 const struct kg_printer *p);

/* The banner every generated file starts with (a C comment). */
void kg_emit_banner(struct kg_printer *p, const char *what);

/* Per-message codecs: kwire/msg/<snake>.h and .c. Returns 0 or -1. */
int kg_emit_codec(const struct kg_schema_set *set, struct kg_outputs *o);
/* The API table kwire/msg/api.h and api.c. Returns 0 or -1. */
int kg_emit_api(const struct kg_schema_set *set, struct kg_outputs *o);
/* Random-fill helpers for tests (kwire/msg/testgen.h, *_testgen.c). */
int kg_emit_testgen(const struct kg_schema_set *set, struct kg_outputs *o);
/*
 * JSON converters (Jansson): kwire/msg/<snake>_json.h/.c, registered as
 * KG_OUT_JSON_*. emit_json_stub.c emits nothing until emit_json.c exists;
 * main.c calls this after kg_emit_codec.
 */
int kg_emit_json(const struct kg_schema_set *set, struct kg_outputs *o);
/* OUTDIR/meson.build from the output list (called last). */
int kg_emit_meson(struct kg_outputs *o);

/* C names shared by emitters. */
/* "kw_fetch_request" for the message, "kw_fetch_request_fetch_topic" nested. */
const char *kg_struct_cname(const struct kg_struct *s);

#endif
