/*
 * generator/emit_json.c — JSON converters (Jansson) for every message:
 * kwire/msg/<name>_json.h and .c, plus kwire/msg/api_json.h and .c, the
 * table that reaches them by message name or api key. All of it compiles
 * into libkwire-json (KG_OUT_JSON_*).
 *
 * The JSON form is Kafka's JsonConverter's (kwire/json.h describes it):
 * keys are field names with the first letter lower-cased; only fields that
 * exist at the version are written; tagged fields only when they differ
 * from their default. For each struct S of message M:
 *
 *   static json_t *tojson_S(const struct kw_M_S *m, int16_t version);
 *   static int fromjson_S(struct kw_M_S *m, int16_t version, const json_t *j,
 *                         struct kw_arena *a, struct kw_error *err);
 *
 * and the public kw_M_to_json / kw_M_from_json, which check the version and
 * add the error context ("FetchRequest v13"). Reading, like Kafka's: a
 * field that is mandatory at the version (present and not tagged) must be
 * in the JSON; a missing tagged or absent field keeps its default; a field
 * given at a version that lacks it is read anyway (the encoder then drops
 * it if it is ignorable or default, and refuses it otherwise). Beyond
 * Kafka: a member that names no field is an error, and unknown tagged
 * fields travel in "_unknownTaggedFields".
 */
#include "codegen.h"
#include "emit.h"

#include <stdlib.h>
#include <string.h>

/* "ReplicaId" → "replicaId" (Kafka's camelCaseName). */
static const char *camel(const struct kg_field *f)
{
	char *s = kg_xstrdup(f->name);
	if (s[0] >= 'A' && s[0] <= 'Z')
		s[0] = (char)(s[0] - 'A' + 'a');
	return s;
}

static const char *fn_of(const struct kg_struct *s)
{
	return kg_fn_suffix(s);
}

/* Versions in which field f of s can be seen (everything when s is unused). */
static struct kg_versions known_of(const struct kg_struct *s)
{
	return s->known;
}

static bool open_if(struct kg_printer *p, const char *cond)
{
	if (kg_is_true(cond))
		return false;
	kg_pl(p, "if (%s) {", cond);
	kg_in(p);
	return true;
}

static void close_if(struct kg_printer *p, bool opened)
{
	if (!opened)
		return;
	kg_out(p);
	kg_pl(p, "}");
}

/* Does any struct of m have a tagged field of struct type s (needs isdefault)? */
static bool tagged_struct_use(const struct kg_message *m, const struct kg_struct *s)
{
	for (size_t i = 0; i < m->nstructs; i++) {
		const struct kg_struct *t = m->structs[i];
		for (size_t j = 0; j < t->nfields; j++) {
			const struct kg_field *f = t->fields[j];
			if (f->type.kind == KG_STRUCT && f->type.st == s &&
			    !kg_versions_empty(f->tagged) &&
			    !((kg_struct_by_pointer(f) || kg_struct_null_flag(f)) &&
			      f->def.is_null))
				return true;
		}
	}
	return false;
}

/* ---- to JSON ---- */

/* A new JSON value for a scalar (non-array, non-struct) of kind k at src. */
static const char *scalar_to_json(enum kg_kind k, const char *src)
{
	switch (k) {
	case KG_BOOL: return kg_strf("json_boolean(%s)", src);
	case KG_INT8:
	case KG_INT16:
	case KG_UINT16:
	case KG_INT32:
	case KG_UINT32:
	case KG_INT64: return kg_strf("json_integer((json_int_t)%s)", src);
	case KG_FLOAT64: return kg_strf("kw_json_from_f64(%s)", src);
	case KG_UUID: return kg_strf("kw_json_from_uuid(&%s)", src);
	case KG_STRING: return kg_strf("kw_json_from_str(%s)", src);
	case KG_BYTES:
	case KG_RECORDS: return kg_strf("kw_json_from_bytes(%s)", src);
	default: return "NULL";
	}
}

/* The "differs from its default" test for a tagged field at write time. */
static const char *nondefault(const struct kg_field *f)
{
	if (f->type.kind != KG_STRUCT)
		return kg_nondefault(f, "m");
	const char *fn = fn_of(f->type.st);
	if (kg_struct_by_pointer(f)) {
		if (f->def.is_null)
			return kg_strf("m->%s != NULL", f->snake);
		return kg_strf("(m->%s == NULL || !isdefault_%s(m->%s, version))", f->snake, fn,
			       f->snake);
	}
	if (kg_struct_null_flag(f)) {
		if (f->def.is_null)
			return kg_strf("!m->%s_is_null", f->snake);
		return kg_strf("(m->%s_is_null || !isdefault_%s(&m->%s, version))", f->snake, fn,
			       f->snake);
	}
	return kg_strf("!isdefault_%s(&m->%s, version)", fn, f->snake);
}

static void emit_field_to_json(struct kg_printer *p, const struct kg_field *f)
{
	const char *x = f->snake, *key = camel(f);
	switch (f->type.kind) {
	case KG_STRUCT: {
		const char *fn = fn_of(f->type.st);
		if (kg_struct_by_pointer(f))
			kg_pl(p, "if (json_object_set_new(o, \"%s\", m->%s ? tojson_%s(m->%s, version) : json_null()))",
			      key, x, fn, x);
		else if (kg_struct_null_flag(f))
			kg_pl(p, "if (json_object_set_new(o, \"%s\", m->%s_is_null ? json_null() : tojson_%s(&m->%s, version)))",
			      key, x, fn, x);
		else
			kg_pl(p, "if (json_object_set_new(o, \"%s\", tojson_%s(&m->%s, version)))", key,
			      fn, x);
		kg_pl(p, "\tgoto fail;");
		break;
	}
	case KG_ARRAY: {
		enum kg_kind e = f->type.elem;
		const char *el = e == KG_STRUCT ? kg_strf("tojson_%s(&m->%s[i], version)",
							  fn_of(f->type.st), x)
						: scalar_to_json(e, kg_strf("m->%s[i]", x));
		kg_pl(p, "{");
		kg_in(p);
		kg_pl(p, "json_t *arr = m->%s_count < 0 ? json_null() : json_array();", x);
		kg_pl(p, "if (json_object_set_new(o, \"%s\", arr))", key);
		kg_pl(p, "\tgoto fail;");
		kg_pl(p, "for (int32_t i = 0; i < m->%s_count; i++)", x);
		kg_pl(p, "\tif (json_array_append_new(arr, %s))", el);
		kg_pl(p, "\t\tgoto fail;");
		kg_out(p);
		kg_pl(p, "}");
		break;
	}
	default:
		kg_pl(p, "if (json_object_set_new(o, \"%s\", %s))", key,
		      scalar_to_json(f->type.kind, kg_strf("m->%s", x)));
		kg_pl(p, "\tgoto fail;");
		break;
	}
}

static void emit_to_json(const struct kg_struct *s, struct kg_printer *p)
{
	struct kg_versions k = known_of(s);
	kg_pl(p, "static json_t *tojson_%s(const struct %s *m, int16_t version)", fn_of(s),
	      s->cname);
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "json_t *o = json_object();");
	kg_pl(p, "(void)version;");
	kg_pl(p, "if (!o)");
	kg_pl(p, "\treturn NULL;");
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		const char *pc = kg_cond(f->versions, k);
		if (kg_is_false(pc))
			continue;
		bool o1 = open_if(p, pc);
		struct kg_versions pres = kg_versions_empty(k) ? f->versions
							      : kg_versions_intersect(f->versions, k);
		bool o2 = false;
		if (!kg_versions_empty(f->tagged)) {
			const char *tc = kg_cond(f->tagged, pres);
			if (kg_is_true(tc))
				o2 = open_if(p, nondefault(f));
			else if (!kg_is_false(tc))
				o2 = open_if(p, kg_strf("!(%s) || %s", tc, nondefault(f)));
		}
		emit_field_to_json(p, f);
		close_if(p, o2);
		close_if(p, o1);
	}
	kg_pl(p, "if (m->unknown_tagged_fields.count &&");
	kg_pl(p, "    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,");
	kg_pl(p, "\t\t\tkw_json_from_unknown_tags(&m->unknown_tagged_fields)))");
	kg_pl(p, "\tgoto fail;");
	kg_pl(p, "return o;");
	kg_out(p);
	kg_pl(p, "fail:");
	kg_in(p);
	kg_pl(p, "json_decref(o);");
	kg_pl(p, "return NULL;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
}

/* A struct equals its defaults when both have the same JSON at the version. */
static void emit_isdefault(const struct kg_struct *s, struct kg_printer *p)
{
	const char *fn = fn_of(s);
	kg_pl(p, "static bool isdefault_%s(const struct %s *m, int16_t version)", fn, s->cname);
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "struct %s d;", s->cname);
	kg_pl(p, "%s_init(&d);", s->cname);
	kg_pl(p, "json_t *x = tojson_%s(m, version), *y = tojson_%s(&d, version);", fn, fn);
	kg_pl(p, "bool same = x && y && json_equal(x, y);");
	kg_pl(p, "json_decref(x);");
	kg_pl(p, "json_decref(y);");
	kg_pl(p, "return same;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
}

/* ---- from JSON ---- */

/*
 * Reads JSON value `src` (a const json_t *) into lvalue dst, a scalar of
 * kind k; on error runs `fail` (a return statement).
 */
static void scalar_from_json(struct kg_printer *p, enum kg_kind k, const char *dst,
			     const char *src, const char *nullable, const char *fail)
{
	switch (k) {
	case KG_BOOL:
		kg_pl(p, "if (kw_json_to_bool(%s, &%s, err) < 0)", src, dst);
		break;
	case KG_INT8:
	case KG_INT16:
	case KG_UINT16:
	case KG_INT32:
	case KG_UINT32:
	case KG_INT64:
		kg_pl(p, "if (kw_json_to_%s(%s, &%s, err) < 0)", kg_prim_suffix(k), src, dst);
		break;
	case KG_FLOAT64:
		kg_pl(p, "if (kw_json_to_f64(%s, &%s, err) < 0)", src, dst);
		break;
	case KG_UUID:
		kg_pl(p, "if (kw_json_to_uuid(%s, &%s, err) < 0)", src, dst);
		break;
	case KG_STRING:
		kg_pl(p, "if (kw_json_to_str(%s, %s, &%s, a, err) < 0)", src, nullable, dst);
		break;
	case KG_BYTES:
	case KG_RECORDS:
		kg_pl(p, "if (kw_json_to_bytes(%s, %s, &%s, a, err) < 0)", src, nullable, dst);
		break;
	default:
		return;
	}
	kg_pl(p, "\t%s", fail);
}

/*
 * Null handling of a nullable type: refuses null where the version does not
 * allow it, then opens "if (json_is_null(v)) {" when null can be accepted
 * (returns true; the caller fills the null case and the else branch).
 */
static bool null_branch(struct kg_printer *p, const char *nx, const char *fail)
{
	if (kg_is_false(nx)) {
		kg_pl(p, "if (json_is_null(v)) {");
		kg_pl(p, "\tkw_json_null_not_allowed(err, version);");
		kg_pl(p, "\t%s", fail);
		kg_pl(p, "}");
		return false;
	}
	if (!kg_is_true(nx)) {
		kg_pl(p, "if (json_is_null(v) && !(%s)) {", nx);
		kg_pl(p, "\tkw_json_null_not_allowed(err, version);");
		kg_pl(p, "\t%s", fail);
		kg_pl(p, "}");
	}
	kg_pl(p, "if (json_is_null(v)) {");
	kg_in(p);
	return true;
}

static void emit_field_from_json(struct kg_printer *p, const struct kg_field *f,
				 struct kg_versions k)
{
	const char *x = f->snake, *key = camel(f);
	const char *nx = kg_cond(f->nullable, k);
	const char *fail = kg_strf("return kw_json_fail_field(err, \"%s\");", key);
	switch (f->type.kind) {
	case KG_STRUCT: {
		const char *fn = fn_of(f->type.st);
		if (kg_struct_null_flag(f)) {
			bool o = null_branch(p, nx, fail);
			if (o) {
				kg_pl(p, "m->%s_is_null = true;", x);
				kg_out(p);
				kg_pl(p, "} else {");
				kg_in(p);
			}
			kg_pl(p, "m->%s_is_null = false;", x);
			kg_pl(p, "if (fromjson_%s(&m->%s, version, v, a, err) < 0)", fn, x);
			kg_pl(p, "\t%s", fail);
			close_if(p, o);
			break;
		}
		if (!kg_struct_by_pointer(f)) {
			kg_pl(p, "if (fromjson_%s(&m->%s, version, v, a, err) < 0)", fn, x);
			kg_pl(p, "\t%s", fail);
			break;
		}
		bool o = null_branch(p, nx, fail);
		if (o) {
			kg_pl(p, "m->%s = NULL;", x);
			kg_out(p);
			kg_pl(p, "} else {");
			kg_in(p);
		}
		kg_pl(p, "m->%s = kw_arena_alloc(a, sizeof *m->%s);", x, x);
		kg_pl(p, "if (!m->%s)", x);
		kg_pl(p, "\treturn kw_json_nomem(err, \"%s\");", key);
		kg_pl(p, "if (fromjson_%s(m->%s, version, v, a, err) < 0)", fn, x);
		kg_pl(p, "\t%s", fail);
		close_if(p, o);
		break;
	}
	case KG_ARRAY: {
		enum kg_kind e = f->type.elem;
		bool o = null_branch(p, nx, fail);
		if (o) {
			kg_pl(p, "m->%s = NULL;", x);
			kg_pl(p, "m->%s_count = -1;", x);
			kg_out(p);
			kg_pl(p, "} else {");
		} else {
			kg_pl(p, "{");
		}
		kg_in(p);
		kg_pl(p, "if (kw_json_expect_array(v, err) < 0)");
		kg_pl(p, "\t%s", fail);
		kg_pl(p, "size_t n = json_array_size(v);");
		kg_pl(p, "m->%s = NULL;", x);
		kg_pl(p, "m->%s_count = (int32_t)n;", x);
		kg_pl(p, "if (n > 0) {");
		kg_in(p);
		kg_pl(p, "m->%s = kw_arena_calloc(a, n, sizeof *m->%s);", x, x);
		kg_pl(p, "if (!m->%s)", x);
		kg_pl(p, "\treturn kw_json_nomem(err, \"%s\");", key);
		kg_pl(p, "for (size_t i = 0; i < n; i++) {");
		kg_in(p);
		kg_pl(p, "const json_t *e = json_array_get(v, i);");
		const char *efail = kg_strf("return kw_json_fail_index(err, (long)i, \"%s\");", key);
		if (e == KG_STRUCT) {
			kg_pl(p, "if (fromjson_%s(&m->%s[i], version, e, a, err) < 0)",
			      fn_of(f->type.st), x);
			kg_pl(p, "\t%s", efail);
		} else {
			scalar_from_json(p, e, kg_strf("m->%s[i]", x), "e", "false", efail);
		}
		kg_out(p);
		kg_pl(p, "}");
		kg_out(p);
		kg_pl(p, "}");
		kg_out(p);
		kg_pl(p, "}");
		break;
	}
	default:
		scalar_from_json(p, f->type.kind, kg_strf("m->%s", x), "v", nx, fail);
		break;
	}
}

static void emit_from_json(const struct kg_struct *s, struct kg_printer *p)
{
	struct kg_versions k = known_of(s);
	kg_pl(p, "static int fromjson_%s(struct %s *m, int16_t version, const json_t *j,", fn_of(s),
	      s->cname);
	kg_pl(p, "\t\tstruct kw_arena *a, struct kw_error *err)");
	kg_pl(p, "{");
	kg_in(p);
	if (s->nfields > 0) {
		kg_pl(p, "static const char *const keys[] = {");
		kg_in(p);
		for (size_t i = 0; i < s->nfields; i++)
			kg_pl(p, "\"%s\",", camel(s->fields[i]));
		kg_out(p);
		kg_pl(p, "};");
	}
	kg_pl(p, "const json_t *v;");
	kg_pl(p, "(void)version;");
	kg_pl(p, "(void)a;");
	kg_pl(p, "%s_init(m);", s->cname);
	kg_pl(p, "if (kw_json_expect_object(j, err) < 0)");
	kg_pl(p, "\treturn err->code;");
	if (s->nfields > 0)
		kg_pl(p, "if (kw_json_check_members(j, keys, %zu, err) < 0)", s->nfields);
	else
		kg_pl(p, "if (kw_json_check_members(j, NULL, 0, err) < 0)");
	kg_pl(p, "\treturn err->code;");
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		const char *key = camel(f);
		struct kg_versions mand = kg_field_mandatory(f);
		if (!kg_versions_empty(k))
			mand = kg_versions_intersect(mand, k);
		const char *mc = kg_versions_empty(mand) ? "false" : kg_cond(mand, k);
		kg_pl(p, "v = json_object_get(j, \"%s\");", key);
		if (kg_is_true(mc)) {
			kg_pl(p, "if (!v)");
			kg_pl(p, "\treturn kw_json_missing(err, \"%s\", version);", key);
			emit_field_from_json(p, f, k);
		} else {
			if (!kg_is_false(mc)) {
				kg_pl(p, "if (!v && (%s))", mc);
				kg_pl(p, "\treturn kw_json_missing(err, \"%s\", version);", key);
			}
			kg_pl(p, "if (v) {");
			kg_in(p);
			emit_field_from_json(p, f, k);
			kg_out(p);
			kg_pl(p, "}");
		}
	}
	kg_pl(p, "v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);");
	kg_pl(p, "if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)");
	kg_pl(p, "\treturn kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);");
	kg_pl(p, "return 0;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
}

/* ---- files ---- */

static char *upper(const char *s)
{
	char *u = kg_xstrdup(s);
	for (char *c = u; *c; c++)
		if (*c >= 'a' && *c <= 'z')
			*c = (char)(*c - 'a' + 'A');
	return u;
}

static void emit_header(const struct kg_message *m, struct kg_printer *p)
{
	const char *c = m->top->cname;
	char *guard = upper(kg_strf("%s_%s_JSON_H", kg_names.guard, m->snake));
	kg_emit_banner(p, m->banner_path);
	kg_pl(p, "#ifndef %s", guard);
	kg_pl(p, "#define %s", guard);
	kg_blank(p);
	kg_pl(p, "#include \"kwire/export.h\"");
	kg_pl(p, "#include \"kwire/json.h\"");
	kg_pl(p, "#include \"%s/%s.h\"", kg_names.incdir, m->snake);
	kg_blank(p);
	kg_comment(p, kg_strf("%s as JSON at version (Kafka's JsonConverter form, see kwire/json.h): a new object, or NULL when version is outside %d..%d or memory runs out. Fields absent at the version are left out (even when set); tagged fields are written only when they differ from their default.",
			      m->name, m->valid.lo, m->valid.hi));
	kg_pl(p, "KW_EXPORT json_t *%s_to_json(const struct %s *m, int16_t version);", c, c);
	kg_blank(p);
	kg_comment(p, kg_strf("Reads %s at version from JSON value j into m (overwritten; fields missing from j keep their defaults unless mandatory at the version). Arrays, nested structs, strings and bytes are allocated from arena a and stay valid after j is released. err (not NULL) receives the first error with the path of JSON keys to it and the context \"%s vN\". Returns 0, or KW_ERR_UNSUPPORTED_VERSION, KW_ERR_JSON (wrong type, missing mandatory field, unknown member, bad base64), KW_ERR_INVALID_VALUE (integer out of range), KW_ERR_INVALID_UUID, KW_ERR_NULL_NOT_ALLOWED, KW_ERR_STRING_TOO_LONG, KW_ERR_TAG_ORDER, KW_ERR_COUNT_TOO_LARGE, KW_ERR_NOMEM.",
			      m->name, m->name));
	kg_pl(p, "KW_EXPORT int %s_from_json(struct %s *m, int16_t version, const json_t *j,", c, c);
	kg_pl(p, "\t\tstruct kw_arena *a, struct kw_error *err);");
	kg_blank(p);
	kg_pl(p, "#endif");
}

static void emit_source(const struct kg_message *m, struct kg_printer *p)
{
	const char *c = m->top->cname;
	kg_emit_banner(p, m->banner_path);
	kg_pl(p, "#include \"%s/%s_json.h\"", kg_names.incdir, m->snake);
	kg_blank(p);
	kg_pl(p, "#include <math.h>");
	kg_pl(p, "#include <string.h>");
	kg_blank(p);
	for (size_t i = 0; i < m->nstructs; i++) {
		const struct kg_struct *s = m->structs[i];
		kg_pl(p, "static json_t *tojson_%s(const struct %s *m, int16_t version);", fn_of(s),
		      s->cname);
		kg_pl(p, "static int fromjson_%s(struct %s *m, int16_t version, const json_t *j,",
		      fn_of(s), s->cname);
		kg_pl(p, "\t\tstruct kw_arena *a, struct kw_error *err);");
	}
	kg_blank(p);
	for (size_t i = 0; i < m->nstructs; i++) {
		const struct kg_struct *s = m->structs[i];
		if (tagged_struct_use(m, s))
			emit_isdefault(s, p);
		emit_to_json(s, p);
		emit_from_json(s, p);
	}
	kg_pl(p, "json_t *%s_to_json(const struct %s *m, int16_t version)", c, c);
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "if (version < %d || version > %d)", m->valid.lo, m->valid.hi);
	kg_pl(p, "\treturn NULL;");
	kg_pl(p, "return tojson_message(m, version);");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "int %s_from_json(struct %s *m, int16_t version, const json_t *j,", c, c);
	kg_pl(p, "\t\tstruct kw_arena *a, struct kw_error *err)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "int rc;");
	kg_pl(p, "if (version < %d || version > %d) {", m->valid.lo, m->valid.hi);
	kg_in(p);
	kg_pl(p, "%s_init(m);", c);
	kg_pl(p, "rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,");
	kg_pl(p, "\t\t\"version %%d is not supported (valid: %d to %d)\", (int)version);",
	      m->valid.lo, m->valid.hi);
	kg_out(p);
	kg_pl(p, "} else {");
	kg_pl(p, "\trc = fromjson_message(m, version, j, a, err);");
	kg_pl(p, "}");
	kg_pl(p, "if (rc < 0)");
	kg_pl(p, "\tkw_error_set_context(err, \"%s v%%d\", (int)version);", m->name);
	kg_pl(p, "return rc;");
	kg_out(p);
	kg_pl(p, "}");
}

/* ---- the dispatch table ---- */

static void emit_api_json_header(struct kg_printer *p)
{
	const char *P = kg_names.prefix;
	kg_emit_banner(p, "the schema set by kwire-gen (JSON dispatch)");
	kg_pl(p, "#ifndef %s_API_JSON_H", kg_names.guard);
	kg_pl(p, "#define %s_API_JSON_H", kg_names.guard);
	kg_blank(p);
	kg_pl(p, "#include \"kwire/export.h\"");
	kg_pl(p, "#include \"kwire/json.h\"");
	kg_pl(p, "#include \"%s/api.h\"", kg_names.incdir);
	kg_blank(p);
	kg_comment(p, kg_strf("The converters of every message: one entry per element of %s_msgs, in the same order.", P));
	kg_pl(p, "KW_EXPORT extern const struct kw_msg_json %s_msg_jsons[];", P);
	kg_blank(p);
	kg_comment(p, kg_strf("The converters of codec (an element of %s_msgs), or NULL.", P));
	kg_pl(p, "static inline const struct kw_msg_json *%s_msg_json_of(const struct kw_msg_codec *codec)", P);
	kg_pl(p, "{");
	kg_pl(p, "\treturn kw_json_table_of(&%s_protocol, %s_msg_jsons, codec);", P, P);
	kg_pl(p, "}");
	kg_blank(p);
	kg_comment(p, "The converters of the message named name (\"FetchRequest\", \"QuorumStateData\"), or NULL.");
	kg_pl(p, "static inline const struct kw_msg_json *%s_msg_json_by_name(const char *name)", P);
	kg_pl(p, "{");
	kg_pl(p, "\treturn %s_msg_json_of(%s_msg_by_name(name));", P, P);
	kg_pl(p, "}");
	kg_blank(p);
	kg_comment(p, "The converters of the request (response true: the response) of api_key, or NULL.");
	kg_pl(p, "static inline const struct kw_msg_json *%s_msg_json_by_api(int16_t api_key, bool response)", P);
	kg_pl(p, "{");
	kg_pl(p, "\treturn kw_json_table_api(&%s_protocol, %s_msg_jsons, api_key, response);", P, P);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "#endif");
}

static void emit_api_json_source(const struct kg_schema_set *set, struct kg_printer *p)
{
	const char *P = kg_names.prefix;
	kg_emit_banner(p, "the schema set by kwire-gen (JSON dispatch)");
	kg_pl(p, "#include \"%s/api_json.h\"", kg_names.incdir);
	for (size_t i = 0; i < set->nmsgs; i++)
		kg_pl(p, "#include \"%s/%s_json.h\"", kg_names.incdir, set->msgs[i]->snake);
	kg_blank(p);
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *m = set->msgs[i];
		const char *c = m->top->cname, *s = m->snake;
		kg_pl(p, "static json_t *to_json_%s(const void *m, int16_t v)", s);
		kg_pl(p, "{");
		kg_pl(p, "\treturn %s_to_json(m, v);", c);
		kg_pl(p, "}");
		kg_blank(p);
		kg_pl(p, "static int from_json_%s(void *m, int16_t v, const json_t *j, struct kw_arena *a,", s);
		kg_pl(p, "\t\tstruct kw_error *err)");
		kg_pl(p, "{");
		kg_pl(p, "\treturn %s_from_json(m, v, j, a, err);", c);
		kg_pl(p, "}");
		kg_blank(p);
	}
	kg_pl(p, "const struct kw_msg_json %s_msg_jsons[] = {", P);
	kg_in(p);
	for (size_t i = 0; i < set->nmsgs; i++)
		kg_pl(p, "{ &%s_msgs[%zu], to_json_%s, from_json_%s },", P, i, set->msgs[i]->snake,
		      set->msgs[i]->snake);
	if (set->nmsgs == 0)
		kg_pl(p, "{ NULL, NULL, NULL },");
	kg_out(p);
	kg_pl(p, "};");
}

int kg_emit_json(const struct kg_schema_set *set, struct kg_outputs *o)
{
	int rc = 0;
	struct kg_printer p;
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *m = set->msgs[i];
		kg_printer_init(&p);
		emit_header(m, &p);
		rc |= kg_out_write(o, kg_strf("%s/%s_json.h", kg_names.incdir, m->snake), KG_OUT_JSON_HEADER,
				   &p);
		kg_printer_free(&p);
		kg_printer_init(&p);
		emit_source(m, &p);
		rc |= kg_out_write(o, kg_strf("%s/%s_json.c", kg_names.incdir, m->snake), KG_OUT_JSON_SOURCE,
				   &p);
		kg_printer_free(&p);
	}
	kg_printer_init(&p);
	emit_api_json_header(&p);
	rc |= kg_out_write(o, kg_strf("%s/api_json.h", kg_names.incdir), KG_OUT_JSON_HEADER, &p);
	kg_printer_free(&p);
	kg_printer_init(&p);
	emit_api_json_source(set, &p);
	rc |= kg_out_write(o, kg_strf("%s/api_json.c", kg_names.incdir), KG_OUT_JSON_SOURCE, &p);
	kg_printer_free(&p);
	return rc ? -1 : 0;
}
