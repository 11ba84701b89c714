/*
 * generator/emit_testgen.c — test-only output (kwire-gen --test-helpers):
 * for every message a seeded pseudo-random "fill" that sets every field
 * present at a version to a value legal at that version (nulls only where
 * nullable, empty and large arrays, tagged fields sometimes at their
 * default, unknown tagged fields in flexible versions), so one generic
 * round-trip test covers every message.
 *
 *   <dir>/testgen.h      the table (the generator is kwire/testgen.h)
 *   <dir>/testgen.c      the table (same order as <prefix>_msgs)
 *   <dir>/<m>_testgen.c  <prefix>_<m>_testgen_fill
 */
#include "codegen.h"
#include "emit.h"

#include <stdlib.h>
#include <string.h>

static void emit_testgen_header(struct kg_printer *p)
{
	const char *P = kg_names.prefix;
	kg_emit_banner(p, "the schema set by kwire-gen (test helpers)");
	kg_pl(p, "#ifndef %s_TESTGEN_H", kg_names.guard);
	kg_pl(p, "#define %s_TESTGEN_H", kg_names.guard);
	kg_blank(p);
	kg_pl(p, "#include \"kwire/testgen.h\"");
	kg_blank(p);
	kg_comment(p, kg_strf("One entry per message, in the order of %s_msgs (api.h).", P));
	kg_pl(p, "extern const struct kw_testgen_entry %s_testgen_entries[];", P);
	kg_pl(p, "extern const size_t %s_testgen_count;", P);
	kg_blank(p);
	kg_pl(p, "#endif");
}

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
	emit_testgen_header(&p);
	rc |= kg_out_write(o, kg_strf("%s/testgen.h", kg_names.incdir), KG_OUT_TEST, &p);
	kg_printer_free(&p);
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *m = set->msgs[i];
		kg_printer_init(&p);
		kg_emit_banner(&p, m->banner_path);
		kg_pl(&p, "#include \"%s/%s.h\"", kg_names.incdir, m->snake);
		kg_pl(&p, "#include \"%s/testgen.h\"", kg_names.incdir);
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
		rc |= kg_out_write(o, kg_strf("%s/%s_testgen.c", kg_names.incdir, m->snake), KG_OUT_TEST,
				   &p);
		kg_printer_free(&p);
	}
	kg_printer_init(&p);
	kg_emit_banner(&p, "the schema set by kwire-gen (test helpers)");
	kg_pl(&p, "#include \"%s/testgen.h\"", kg_names.incdir);
	kg_blank(&p);
	for (size_t i = 0; i < set->nmsgs; i++)
		kg_pl(&p, "void %s_testgen_fill(void *m, int16_t version, struct kw_testgen *g, struct kw_arena *a);",
		      set->msgs[i]->top->cname);
	kg_blank(&p);
	kg_pl(&p, "const struct kw_testgen_entry %s_testgen_entries[] = {", kg_names.prefix);
	for (size_t i = 0; i < set->nmsgs; i++)
		kg_pl(&p, "\t{ \"%s\", %s_testgen_fill },", set->msgs[i]->name,
		      set->msgs[i]->top->cname);
	if (set->nmsgs == 0)
		kg_pl(&p, "\t{ NULL, NULL },");
	kg_pl(&p, "};");
	kg_pl(&p, "const size_t %s_testgen_count = %zu;", kg_names.prefix, set->nmsgs);
	rc |= kg_out_write(o, kg_strf("%s/testgen.c", kg_names.incdir), KG_OUT_TEST, &p);
	kg_printer_free(&p);
	return rc ? -1 : 0;
}
