/*
 * generator/emit_testgen.c — test-only output (kwire-gen --test-helpers):
 * for every message a seeded pseudo-random "fill" that sets every field
 * present at a version to a value legal at that version (nulls only where
 * nullable, empty and large arrays, tagged fields sometimes at their
 * default, unknown tagged fields in flexible versions), so one generic
 * round-trip test covers every message.
 *
 *   kwire/msg/testgen.h      the generator state and the table
 *   kwire/msg/testgen.c      the table (same order as kw_msgs)
 *   kwire/msg/<m>_testgen.c  kw_<m>_testgen_fill
 */
#include "codegen.h"
#include "emit.h"

#include <stdlib.h>
#include <string.h>

static const char *const header_text =
	"#ifndef KWIRE_MSG_TESTGEN_H\n"
	"#define KWIRE_MSG_TESTGEN_H\n"
	"\n"
	"#include \"kwire/arena.h\"\n"
	"#include \"kwire/types.h\"\n"
	"\n"
	"#include <stdbool.h>\n"
	"#include <stddef.h>\n"
	"#include <stdint.h>\n"
	"#include <string.h>\n"
	"\n"
	"/* A seeded xorshift64* generator and fill options. */\n"
	"struct kw_testgen {\n"
	"\tuint64_t state;\n"
	"\tint depth;          /* nesting depth (large arrays only near the top) */\n"
	"\tbool no_unknown;    /* do not add unknown tagged fields */\n"
	"\tbool no_null;       /* never choose null */\n"
	"};\n"
	"\n"
	"static inline void kw_testgen_seed(struct kw_testgen *g, uint64_t seed)\n"
	"{\n"
	"\tmemset(g, 0, sizeof *g);\n"
	"\tg->state = seed * 0x9e3779b97f4a7c15u + 0x632be59bd9b4e019u;\n"
	"\tif (g->state == 0)\n"
	"\t\tg->state = 1;\n"
	"}\n"
	"\n"
	"static inline uint64_t kw_tg_u64(struct kw_testgen *g)\n"
	"{\n"
	"\tuint64_t x = g->state;\n"
	"\tx ^= x >> 12;\n"
	"\tx ^= x << 25;\n"
	"\tx ^= x >> 27;\n"
	"\tg->state = x;\n"
	"\treturn x * 0x2545f4914f6cdd1du;\n"
	"}\n"
	"\n"
	"static inline uint32_t kw_tg_below(struct kw_testgen *g, uint32_t n)\n"
	"{\n"
	"\treturn (uint32_t)(kw_tg_u64(g) >> 33) % n;\n"
	"}\n"
	"\n"
	"static inline bool kw_tg_null(struct kw_testgen *g)\n"
	"{\n"
	"\treturn !g->no_null && kw_tg_below(g, 5) == 0;\n"
	"}\n"
	"\n"
	"/* An array length: empty, small, or (near the top) large. */\n"
	"static inline int32_t kw_tg_count(struct kw_testgen *g)\n"
	"{\n"
	"\tuint32_t c = kw_tg_below(g, 20);\n"
	"\tif (c < 5)\n"
	"\t\treturn 0;\n"
	"\tif (c == 19 && g->depth < 2)\n"
	"\t\treturn 130 + (int32_t)kw_tg_below(g, 70);\n"
	"\treturn 1 + (int32_t)kw_tg_below(g, 3);\n"
	"}\n"
	"\n"
	"static inline struct kw_str kw_tg_str(struct kw_testgen *g, struct kw_arena *a)\n"
	"{\n"
	"\tuint32_t c = kw_tg_below(g, 20);\n"
	"\tint32_t n = c < 3 ? 0 : c == 19 ? 128 + (int32_t)kw_tg_below(g, 1000) : (int32_t)kw_tg_below(g, 24);\n"
	"\tchar *p = kw_arena_alloc(a, (size_t)n + 1);\n"
	"\tif (!p)\n"
	"\t\treturn (struct kw_str){ \"\", 0 };\n"
	"\tfor (int32_t i = 0; i < n; i++)\n"
	"\t\tp[i] = (char)('a' + kw_tg_below(g, 26));\n"
	"\treturn (struct kw_str){ p, n };\n"
	"}\n"
	"\n"
	"static inline struct kw_bytes kw_tg_bytes(struct kw_testgen *g, struct kw_arena *a)\n"
	"{\n"
	"\tuint32_t c = kw_tg_below(g, 20);\n"
	"\tint32_t n = c < 3 ? 0 : c == 19 ? 200 + (int32_t)kw_tg_below(g, 2000) : (int32_t)kw_tg_below(g, 40);\n"
	"\tuint8_t *p = kw_arena_alloc(a, (size_t)n + 1);\n"
	"\tif (!p)\n"
	"\t\treturn (struct kw_bytes){ (const uint8_t *)\"\", 0 };\n"
	"\tfor (int32_t i = 0; i < n; i++)\n"
	"\t\tp[i] = (uint8_t)kw_tg_u64(g);\n"
	"\treturn (struct kw_bytes){ p, n };\n"
	"}\n"
	"\n"
	"static inline void kw_tg_uuid(struct kw_testgen *g, struct kw_uuid *u)\n"
	"{\n"
	"\tfor (int i = 0; i < 16; i++)\n"
	"\t\tu->bytes[i] = (uint8_t)kw_tg_u64(g);\n"
	"}\n"
	"\n"
	"static inline double kw_tg_f64(struct kw_testgen *g)\n"
	"{\n"
	"\treturn (double)(int32_t)kw_tg_u64(g) / 8.0;\n"
	"}\n"
	"\n"
	"/* Unknown tagged fields above every known tag (sometimes none). */\n"
	"static inline void kw_tg_unknown(struct kw_testgen *g, struct kw_arena *a,\n"
	"\t\t\t\t struct kw_unknown_tags *u, uint32_t first_free)\n"
	"{\n"
	"\tif (g->no_unknown || kw_tg_below(g, 4) != 0)\n"
	"\t\treturn;\n"
	"\tuint32_t n = 1 + kw_tg_below(g, 2);\n"
	"\tu->items = kw_arena_alloc(a, n * sizeof *u->items);\n"
	"\tif (!u->items)\n"
	"\t\treturn;\n"
	"\tuint32_t tag = first_free + kw_tg_below(g, 40);\n"
	"\tfor (uint32_t i = 0; i < n; i++) {\n"
	"\t\tu->items[i].tag = tag;\n"
	"\t\tu->items[i].value = kw_tg_bytes(g, a);\n"
	"\t\ttag += 1 + (kw_tg_below(g, 3) == 0 ? 1000 : kw_tg_below(g, 5));\n"
	"\t}\n"
	"\tu->count = n;\n"
	"}\n"
	"\n"
	"/* Fills the message struct m (of the entry's type) for version. */\n"
	"typedef void (*kw_testgen_fill_fn)(void *m, int16_t version, struct kw_testgen *g,\n"
	"\t\t\t\t   struct kw_arena *a);\n"
	"\n"
	"struct kw_testgen_entry {\n"
	"\tconst char *name;\n"
	"\tkw_testgen_fill_fn fill;\n"
	"};\n"
	"\n"
	"/* One entry per message, in the order of kw_msgs (api.h). */\n"
	"extern const struct kw_testgen_entry kw_testgen_entries[];\n"
	"extern const size_t kw_testgen_count;\n"
	"\n"
	"#endif\n";

static int max_tag(const struct kg_struct *s)
{
	int t = -1;
	for (size_t i = 0; i < s->nfields; i++)
		if (s->fields[i]->tag > t && !kg_versions_empty(s->fields[i]->tagged))
			t = s->fields[i]->tag;
	return t;
}

/* Fills the value of field f (present, version in k). */
static void fill_value(struct kg_printer *p, const struct kg_field *f, struct kg_versions k)
{
	const char *x = f->snake;
	const char *nx = kg_cond(f->nullable, k);
	bool nullable_type = kg_kind_nullable_ok(f->type.kind) &&
			     !(f->type.kind == KG_STRUCT && !kg_struct_by_pointer(f) &&
			       !kg_struct_null_flag(f));
	bool may_null = nullable_type && !kg_is_false(nx);
	const char *nullc = kg_is_true(nx) ? "kw_tg_null(g)" : kg_strf("(%s) && kw_tg_null(g)", nx);
	switch (f->type.kind) {
	case KG_BOOL: kg_pl(p, "m->%s = kw_tg_below(g, 2) != 0;", x); break;
	case KG_INT8: kg_pl(p, "m->%s = (int8_t)kw_tg_u64(g);", x); break;
	case KG_INT16: kg_pl(p, "m->%s = (int16_t)kw_tg_u64(g);", x); break;
	case KG_UINT16: kg_pl(p, "m->%s = (uint16_t)kw_tg_u64(g);", x); break;
	case KG_INT32: kg_pl(p, "m->%s = (int32_t)kw_tg_u64(g);", x); break;
	case KG_UINT32: kg_pl(p, "m->%s = (uint32_t)kw_tg_u64(g);", x); break;
	case KG_INT64: kg_pl(p, "m->%s = (int64_t)kw_tg_u64(g);", x); break;
	case KG_FLOAT64: kg_pl(p, "m->%s = kw_tg_f64(g);", x); break;
	case KG_UUID: kg_pl(p, "kw_tg_uuid(g, &m->%s);", x); break;
	case KG_STRING:
		if (may_null)
			kg_pl(p, "m->%s = %s ? KW_STR_NULL : kw_tg_str(g, a);", x, nullc);
		else
			kg_pl(p, "m->%s = kw_tg_str(g, a);", x);
		break;
	case KG_BYTES:
	case KG_RECORDS:
		if (may_null)
			kg_pl(p, "m->%s = %s ? KW_BYTES_NULL : kw_tg_bytes(g, a);", x, nullc);
		else
			kg_pl(p, "m->%s = kw_tg_bytes(g, a);", x);
		break;
	case KG_STRUCT: {
		const char *fn = kg_fn_suffix(f->type.st);
		if (kg_struct_null_flag(f)) {
			kg_pl(p, "m->%s_is_null = %s;", x, may_null ? nullc : "false");
			kg_pl(p, "if (!m->%s_is_null)", x);
			kg_pl(p, "\tfill_%s(&m->%s, version, g, a);", fn, x);
			break;
		}
		if (!kg_struct_by_pointer(f)) {
			kg_pl(p, "fill_%s(&m->%s, version, g, a);", fn, x);
			break;
		}
		if (may_null)
			kg_pl(p, "m->%s = %s ? NULL : kw_arena_alloc(a, sizeof *m->%s);", x, nullc, x);
		else
			kg_pl(p, "m->%s = kw_arena_alloc(a, sizeof *m->%s);", x, x);
		kg_pl(p, "if (m->%s)", x);
		kg_pl(p, "\tfill_%s(m->%s, version, g, a);", fn, x);
		break;
	}
	case KG_ARRAY: {
		enum kg_kind e = f->type.elem;
		kg_pl(p, "{");
		kg_in(p);
		if (may_null)
			kg_pl(p, "int32_t n = %s ? -1 : kw_tg_count(g);", nullc);
		else
			kg_pl(p, "int32_t n = kw_tg_count(g);");
		kg_pl(p, "m->%s_count = n;", x);
		kg_pl(p, "m->%s = NULL;", x);
		kg_pl(p, "if (n > 0) {");
		kg_in(p);
		kg_pl(p, "m->%s = kw_arena_calloc(a, (size_t)n, sizeof *m->%s);", x, x);
		kg_pl(p, "if (!m->%s)", x);
		kg_pl(p, "\tm->%s_count = 0;", x);
		kg_pl(p, "g->depth++;");
		kg_pl(p, "for (int32_t i = 0; m->%s && i < n; i++) {", x);
		kg_in(p);
		switch (e) {
		case KG_BOOL: kg_pl(p, "m->%s[i] = kw_tg_below(g, 2) != 0;", x); break;
		case KG_INT8: kg_pl(p, "m->%s[i] = (int8_t)kw_tg_u64(g);", x); break;
		case KG_INT16: kg_pl(p, "m->%s[i] = (int16_t)kw_tg_u64(g);", x); break;
		case KG_UINT16: kg_pl(p, "m->%s[i] = (uint16_t)kw_tg_u64(g);", x); break;
		case KG_INT32: kg_pl(p, "m->%s[i] = (int32_t)kw_tg_u64(g);", x); break;
		case KG_UINT32: kg_pl(p, "m->%s[i] = (uint32_t)kw_tg_u64(g);", x); break;
		case KG_INT64: kg_pl(p, "m->%s[i] = (int64_t)kw_tg_u64(g);", x); break;
		case KG_FLOAT64: kg_pl(p, "m->%s[i] = kw_tg_f64(g);", x); break;
		case KG_UUID: kg_pl(p, "kw_tg_uuid(g, &m->%s[i]);", x); break;
		case KG_STRING: kg_pl(p, "m->%s[i] = kw_tg_str(g, a);", x); break;
		case KG_BYTES: kg_pl(p, "m->%s[i] = kw_tg_bytes(g, a);", x); break;
		case KG_STRUCT:
			kg_pl(p, "fill_%s(&m->%s[i], version, g, a);", kg_fn_suffix(f->type.st), x);
			break;
		default: break;
		}
		kg_out(p);
		kg_pl(p, "}");
		kg_pl(p, "g->depth--;");
		kg_out(p);
		kg_pl(p, "}");
		kg_out(p);
		kg_pl(p, "}");
		break;
	}
	}
}

static void emit_fill(const struct kg_struct *s, struct kg_printer *p)
{
	const char *fn = kg_fn_suffix(s);
	kg_pl(p, "static void fill_%s(struct %s *m, int16_t version, struct kw_testgen *g,", fn,
	      s->cname);
	kg_pl(p, "\t\tstruct kw_arena *a)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "(void)version;");
	kg_pl(p, "(void)g;");
	kg_pl(p, "(void)a;");
	kg_pl(p, "%s_init(m);", s->cname);
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		struct kg_versions mand = kg_versions_intersect(kg_field_mandatory(f), s->known);
		struct kg_versions tag = kg_versions_intersect(f->tagged, s->known);
		if (!kg_versions_empty(mand)) {
			const char *c = kg_cond(mand, s->known);
			bool o = !kg_is_true(c);
			if (o) {
				kg_pl(p, "if (%s) {", c);
				kg_in(p);
			}
			fill_value(p, f, mand);
			if (o) {
				kg_out(p);
				kg_pl(p, "}");
			}
		}
		if (!kg_versions_empty(tag)) {
			const char *c = kg_cond(tag, s->known);
			if (kg_is_true(c))
				kg_pl(p, "if (kw_tg_below(g, 3) != 0) {");
			else
				kg_pl(p, "if ((%s) && kw_tg_below(g, 3) != 0) {", c);
			kg_in(p);
			fill_value(p, f, tag);
			kg_out(p);
			kg_pl(p, "}");
		}
	}
	struct kg_versions kf = kg_versions_intersect(s->msg->flexible, s->known);
	if (!kg_versions_empty(kf)) {
		const char *c = kg_cond(s->msg->flexible, s->known);
		if (!kg_is_true(c))
			kg_pl(p, "if (%s)", c);
		kg_pl(p, "%skw_tg_unknown(g, a, &m->unknown_tagged_fields, %du);",
		      kg_is_true(c) ? "" : "\t", max_tag(s) + 1);
	}
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
}

int kg_emit_testgen(const struct kg_schema_set *set, struct kg_outputs *o)
{
	int rc = 0;
	struct kg_printer p;
	kg_printer_init(&p);
	kg_emit_banner(&p, "the kwire-gen sources (test helpers)");
	kg_praw(&p, "%s", header_text);
	rc |= kg_out_write(o, "kwire/msg/testgen.h", KG_OUT_TEST, &p);
	kg_printer_free(&p);
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *m = set->msgs[i];
		kg_printer_init(&p);
		kg_emit_banner(&p, m->banner_path);
		kg_pl(&p, "#include \"kwire/msg/%s.h\"", m->snake);
		kg_pl(&p, "#include \"kwire/msg/testgen.h\"");
		kg_blank(&p);
		for (size_t j = 0; j < m->nstructs; j++) {
			const struct kg_struct *s = m->structs[j];
			kg_pl(&p, "static void fill_%s(struct %s *m, int16_t version, struct kw_testgen *g,",
			      kg_fn_suffix(s), s->cname);
			kg_pl(&p, "\t\tstruct kw_arena *a);");
		}
		kg_blank(&p);
		for (size_t j = 0; j < m->nstructs; j++)
			emit_fill(m->structs[j], &p);
		kg_pl(&p, "void %s_testgen_fill(void *m, int16_t version, struct kw_testgen *g,",
		      m->top->cname);
		kg_pl(&p, "\t\tstruct kw_arena *a);");
		kg_pl(&p, "void %s_testgen_fill(void *m, int16_t version, struct kw_testgen *g,",
		      m->top->cname);
		kg_pl(&p, "\t\tstruct kw_arena *a)");
		kg_pl(&p, "{");
		kg_pl(&p, "\tfill_message(m, version, g, a);");
		kg_pl(&p, "}");
		rc |= kg_out_write(o, kg_strf("kwire/msg/%s_testgen.c", m->snake), KG_OUT_TEST, &p);
		kg_printer_free(&p);
	}
	kg_printer_init(&p);
	kg_emit_banner(&p, "the schema set by kwire-gen (test helpers)");
	kg_pl(&p, "#include \"kwire/msg/testgen.h\"");
	kg_blank(&p);
	for (size_t i = 0; i < set->nmsgs; i++)
		kg_pl(&p, "void %s_testgen_fill(void *m, int16_t version, struct kw_testgen *g, struct kw_arena *a);",
		      set->msgs[i]->top->cname);
	kg_blank(&p);
	kg_pl(&p, "const struct kw_testgen_entry kw_testgen_entries[] = {");
	for (size_t i = 0; i < set->nmsgs; i++)
		kg_pl(&p, "\t{ \"%s\", %s_testgen_fill },", set->msgs[i]->name,
		      set->msgs[i]->top->cname);
	if (set->nmsgs == 0)
		kg_pl(&p, "\t{ NULL, NULL },");
	kg_pl(&p, "};");
	kg_pl(&p, "const size_t kw_testgen_count = %zu;", set->nmsgs);
	rc |= kg_out_write(o, "kwire/msg/testgen.c", KG_OUT_TEST, &p);
	kg_printer_free(&p);
	return rc ? -1 : 0;
}
