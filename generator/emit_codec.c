/*
 * generator/emit_codec.c — per-message C codecs: kwire/msg/<name>.h (types
 * and the public functions) and kwire/msg/<name>.c (init, decode, size,
 * encode, equal), on the runtime's kwire/codec.h.
 *
 * Shape of the emitted code: straight-line reads and writes in declaration
 * order; a version check appears only where a field's range is narrower
 * than the versions already known at that point (Kafka's VersionConditional).
 * For each struct S of message M (top, inline or common):
 *
 *   void kw_M_S_init(struct kw_M_S *m);                       public
 *   static void init_S(m);                                    its body
 *   static int decode_S(m, version, reader, arena);
 *   static size_t size_S(m, version, at, err);                size, checks
 *   static uint8_t *put_S(m, version, p);                     unchecked write
 *   static bool equal_S(a, b);
 *
 * and for the message the public wrappers kw_M_decode/encode/size/equal,
 * which check the version against validVersions and add the error context
 * ("FetchRequest v13"). kw_M_encode runs size_message, which reports every
 * value the write could not write with its field path, reserves exactly
 * that many bytes in the writer, and lets put_message fill them.
 *
 * A message whose top struct holds arrays of structs also gets
 *
 *   static size_t size_shallow_message(m, version, at, err);  no elements
 *   static uint8_t *fill_message(m, version, p, room);        NULL: retry
 *
 * which kw_M_encode tries first: it writes straight into the room the
 * writer has, sizing (and so checking) each element of those arrays just
 * before writing it, while it is still in cache, instead of walking the
 * whole message twice. On any problem it gives up, and size_message runs
 * and reports it (or reserves the bytes in a growable writer, which the
 * fill pass then writes); such a message has no put_message.
 */
#include "emit.h"
#include "codegen.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- names and types ---- */

const char *kg_struct_cname(const struct kg_struct *s)
{
	return s->cname;
}

const char *kg_fn_suffix(const struct kg_struct *s)
{
	if (s->is_top)
		return "message";
	return s->cname + strlen(kg_names.prefix) + 1 + strlen(s->msg->snake) + 1;
}

const char *kg_ctype(enum kg_kind k, const struct kg_struct *st)
{
	switch (k) {
	case KG_BOOL: return "bool";
	case KG_INT8: return "int8_t";
	case KG_INT16: return "int16_t";
	case KG_UINT16: return "uint16_t";
	case KG_INT32: return "int32_t";
	case KG_UINT32: return "uint32_t";
	case KG_INT64: return "int64_t";
	case KG_FLOAT64: return "double";
	case KG_UUID: return "struct kw_uuid";
	case KG_STRING: return "struct kw_str";
	case KG_BYTES:
	case KG_RECORDS: return "struct kw_bytes";
	case KG_STRUCT: return kg_strf("struct %s", st->cname);
	case KG_ARRAY: break;
	}
	return "?";
}

/* Reader/writer suffix of a fixed-size kind ("i32"). */
const char *kg_prim_suffix(enum kg_kind k)
{
	switch (k) {
	case KG_BOOL: return "bool";
	case KG_INT8: return "i8";
	case KG_INT16: return "i16";
	case KG_UINT16: return "u16";
	case KG_INT32: return "i32";
	case KG_UINT32: return "u32";
	case KG_INT64: return "i64";
	case KG_FLOAT64: return "f64";
	case KG_UUID: return "uuid";
	default: return NULL;
	}
}

int kg_fixed_size(enum kg_kind k)
{
	switch (k) {
	case KG_BOOL:
	case KG_INT8: return 1;
	case KG_INT16:
	case KG_UINT16: return 2;
	case KG_INT32:
	case KG_UINT32: return 4;
	case KG_INT64:
	case KG_FLOAT64: return 8;
	case KG_UUID: return 16;
	default: return 0;
	}
}

bool kg_field_ever_nullable(const struct kg_field *f)
{
	return !kg_versions_empty(kg_versions_intersect(f->nullable, f->versions)) ||
	       (f->def.is_null && f->type.kind != KG_RECORDS);
}

/*
 * A nullable struct field whose default is null and which is nullable in
 * every version it exists in is held by pointer (NULL: null), so _init's
 * NULL is its default. Any other nullable struct field (Kafka's default is
 * then a struct with every field at its default, as for
 * ConsumerGroupMemberMetadataValue.ClassicMemberMetadata, or it is not
 * nullable in every version, as NullableStructMessage.NullableStruct2) is
 * held inline with a flag, so that _init sets that default without
 * allocating.
 */
bool kg_struct_by_pointer(const struct kg_field *f)
{
	return f->type.kind == KG_STRUCT && !kg_versions_empty(f->nullable) &&
	       kg_versions_subset(f->versions, f->nullable) && f->def.is_null;
}

bool kg_struct_null_flag(const struct kg_field *f)
{
	return f->type.kind == KG_STRUCT && !kg_versions_empty(f->nullable) &&
	       !kg_struct_by_pointer(f);
}

/* C expression: the nullable struct field f of *m is present (not null). */
static const char *struct_present(const struct kg_field *f, const char *m)
{
	if (kg_struct_null_flag(f))
		return kg_strf("!%s->%s_is_null", m, f->snake);
	return kg_strf("%s->%s != NULL", m, f->snake);
}

/* C expression: a pointer to the (nullable) struct field f of *m. */
static const char *struct_ptr(const struct kg_field *f, const char *m)
{
	if (kg_struct_by_pointer(f))
		return kg_strf("%s->%s", m, f->snake);
	return kg_strf("&%s->%s", m, f->snake);
}

/* ---- version conditions ---- */

/*
 * The C condition for "version in r", given that version is known to lie in
 * k: "true", "false", or a comparison on the bounds that matter.
 */
const char *kg_cond(struct kg_versions r, struct kg_versions k)
{
	if (kg_versions_empty(k) || kg_versions_subset(k, r))
		return "true";
	if (kg_versions_empty(kg_versions_intersect(r, k)))
		return "false";
	bool lo = r.lo > k.lo, hi = r.hi < k.hi;
	if (lo && hi) {
		if (r.lo == r.hi)
			return kg_strf("version == %d", r.lo);
		return kg_strf("version >= %d && version <= %d", r.lo, r.hi);
	}
	if (lo)
		return kg_strf("version >= %d", r.lo);
	return kg_strf("version <= %d", r.hi);
}

bool kg_is_true(const char *c)
{
	return strcmp(c, "true") == 0;
}

bool kg_is_false(const char *c)
{
	return strcmp(c, "false") == 0;
}

/* ---- literals ---- */

const char *kg_upper(const char *s)
{
	char *u = kg_xstrdup(s);
	for (char *c = u; *c; c++)
		if (*c >= 'a' && *c <= 'z')
			*c = (char)(*c - 'a' + 'A');
	return u;
}

char *kg_c_string(const char *s)
{
	size_t n = strlen(s);
	char *out = kg_xcalloc(4 * n + 3, 1);
	size_t o = 0;
	out[o++] = '"';
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\') {
			out[o++] = '\\';
			out[o++] = (char)c;
		} else if (c < 0x20 || c >= 0x7f || c == '?') {
			o += (size_t)sprintf(out + o, "\\%03o", c);
		} else {
			out[o++] = (char)c;
		}
	}
	out[o++] = '"';
	return out;
}

/* The default of a scalar field as a C expression. */
const char *kg_default_scalar(const struct kg_field *f)
{
	const struct kg_default *d = &f->def;
	switch (f->type.kind) {
	case KG_BOOL: return d->i ? "true" : "false";
	case KG_INT8:
	case KG_INT16:
	case KG_INT32:
		if (d->i == INT32_MIN)
			return "INT32_MIN";
		return kg_strf("%lld", (long long)d->i);
	case KG_INT64:
		if (d->i == INT64_MIN)
			return "INT64_MIN";
		return kg_strf("INT64_C(%lld)", (long long)d->i);
	case KG_UINT16: return kg_strf("%llu", (unsigned long long)d->u);
	case KG_UINT32: return kg_strf("UINT32_C(%llu)", (unsigned long long)d->u);
	case KG_FLOAT64:
		if (isnan(d->f))
			return "NAN";
		if (isinf(d->f))
			return d->f > 0 ? "INFINITY" : "-INFINITY";
		return kg_strf("%.17g", d->f);
	default: return "0";
	}
}

static const char *uuid_bytes(const struct kg_field *f)
{
	char buf[256];
	size_t o = 0;
	for (int i = 0; i < 16; i++)
		o += (size_t)snprintf(buf + o, sizeof buf - o, "%s0x%02x", i ? ", " : "",
				      f->def.uuid[i]);
	return kg_strf("%s", buf);
}

static bool uuid_default_zero(const struct kg_field *f)
{
	for (int i = 0; i < 16; i++)
		if (f->def.uuid[i])
			return false;
	return true;
}

/*
 * "Differs from its default" for field f of the struct behind pointer m
 * (Kafka's generateNonDefaultValueCheck; null counts as non-default unless
 * the default is null).
 */
const char *kg_nondefault(const struct kg_field *f, const char *m)
{
	const char *x = f->snake;
	switch (f->type.kind) {
	case KG_FLOAT64:
		if (isnan(f->def.f))
			return kg_strf("!isnan(%s->%s)", m, x);
		return kg_strf("!(%s->%s == %s)", m, x, kg_default_scalar(f));
	case KG_BOOL:
	case KG_INT8:
	case KG_INT16:
	case KG_UINT16:
	case KG_INT32:
	case KG_UINT32:
	case KG_INT64:
		return kg_strf("%s->%s != %s", m, x, kg_default_scalar(f));
	case KG_UUID:
		if (uuid_default_zero(f))
			return kg_strf("!kw_uuid_is_zero(&%s->%s)", m, x);
		return kg_strf("memcmp(%s->%s.bytes, (const uint8_t[16]){ %s }, 16) != 0", m, x,
			       uuid_bytes(f));
	case KG_STRING:
		if (f->def.is_null)
			return kg_strf("%s->%s.len >= 0", m, x);
		if (!*f->def.text)
			return kg_strf("%s->%s.len != 0", m, x);
		return kg_strf("(%s->%s.len != %zu || memcmp(%s->%s.ptr, %s, %zu) != 0)", m, x,
			       strlen(f->def.text), m, x, kg_c_string(f->def.text),
			       strlen(f->def.text));
	case KG_BYTES:
		if (f->def.is_null)
			return kg_strf("%s->%s.len >= 0", m, x);
		return kg_strf("%s->%s.len != 0", m, x);
	case KG_RECORDS:
		return kg_strf("%s->%s.len >= 0", m, x);
	case KG_ARRAY:
		if (f->def.is_null)
			return kg_strf("%s->%s_count >= 0", m, x);
		return kg_strf("%s->%s_count != 0", m, x);
	case KG_STRUCT:
		if (kg_struct_by_pointer(f)) {
			if (f->def.is_null)
				return kg_strf("%s->%s != NULL", m, x);
			return kg_strf("(%s->%s == NULL || !isdefault_%s(%s->%s))", m, x,
				       kg_fn_suffix(f->type.st), m, x);
		}
		if (kg_struct_null_flag(f)) {
			if (f->def.is_null)
				return kg_strf("!%s->%s_is_null", m, x);
			return kg_strf("(%s->%s_is_null || !isdefault_%s(&%s->%s))", m, x,
				       kg_fn_suffix(f->type.st), m, x);
		}
		return kg_strf("!isdefault_%s(&%s->%s)", kg_fn_suffix(f->type.st), m, x);
	}
	return "true";
}

/* "Is null" for a nullable-typed field. */
const char *kg_is_null(const struct kg_field *f, const char *m)
{
	switch (f->type.kind) {
	case KG_STRING:
	case KG_BYTES:
	case KG_RECORDS: return kg_strf("%s->%s.len < 0", m, f->snake);
	case KG_ARRAY: return kg_strf("%s->%s_count < 0", m, f->snake);
	case KG_STRUCT:
		if (kg_struct_by_pointer(f))
			return kg_strf("%s->%s == NULL", m, f->snake);
		if (kg_struct_null_flag(f))
			return kg_strf("%s->%s_is_null", m, f->snake);
		return "false";
	default: return "false";
	}
}

/* ---- minimum encoded sizes (for array count checks) ---- */

static int min_size_struct_at(const struct kg_struct *s, int v, int depth);

static int min_size_field_at(const struct kg_field *f, int v, int depth)
{
	if (!kg_versions_contains(kg_field_mandatory(f), v))
		return 0;
	bool flex = kg_versions_contains(kg_field_flexible(f), v);
	switch (f->type.kind) {
	case KG_STRING: return flex ? 1 : 2;
	case KG_BYTES:
	case KG_RECORDS:
	case KG_ARRAY: return flex ? 1 : 4;
	case KG_STRUCT:
		if (kg_versions_contains(f->nullable, v))
			return 1;
		return f->type.st ? min_size_struct_at(f->type.st, v, depth + 1) : 0;
	default: return kg_fixed_size(f->type.kind);
	}
}

static int min_size_struct_at(const struct kg_struct *s, int v, int depth)
{
	if (depth > 16)
		return 0;
	int n = kg_versions_contains(s->msg->flexible, v) ? 1 : 0;
	for (size_t i = 0; i < s->nfields; i++)
		n += min_size_field_at(s->fields[i], v, depth);
	return n;
}

/* The fewest bytes one element of array field f takes in versions k. */
int kg_min_elem_size(const struct kg_field *f, struct kg_versions k)
{
	enum kg_kind e = f->type.elem;
	if (kg_fixed_size(e))
		return kg_fixed_size(e);
	if (e == KG_STRING || e == KG_BYTES) {
		struct kg_versions fx = kg_versions_intersect(kg_field_flexible(f), k);
		return kg_versions_empty(fx) ? (e == KG_STRING ? 2 : 4) : 1;
	}
	if (e != KG_STRUCT || !f->type.st || kg_versions_empty(k))
		return 1;
	int best = 1 << 30;
	int hi = k.hi < k.lo + 64 ? k.hi : k.lo + 64;
	for (int v = k.lo; v <= hi; v++) {
		int n = min_size_struct_at(f->type.st, v, 0);
		if (n < best)
			best = n;
	}
	return best < 1 ? 1 : best;
}

/* ---- the header ---- */

static void emit_members(struct kg_printer *p, const struct kg_struct *s)
{
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		char vb[32], nb[32];
		const char *info = kg_strf("%s%sv%s%s%s%s%s", f->about ? f->about : "",
					   f->about && *f->about ? " (" : "(",
					   kg_versions_str(f->versions, vb, sizeof vb),
					   kg_versions_empty(f->nullable) ? "" : ", nullable v",
					   kg_versions_empty(f->nullable) ? "" : kg_versions_str(f->nullable, nb, sizeof nb),
					   kg_versions_empty(f->tagged) ? "" : kg_strf(", tag %d", f->tag),
					   ")");
		kg_comment(p, info);
		switch (f->type.kind) {
		case KG_ARRAY:
			kg_pl(p, "%s *%s;", kg_ctype(f->type.elem, f->type.st), f->snake);
			kg_pl(p, "int32_t %s_count; /* -1: null */", f->snake);
			break;
		case KG_STRUCT:
			if (kg_struct_by_pointer(f)) {
				kg_pl(p, "struct %s *%s; /* NULL: null */", f->type.st->cname, f->snake);
			} else if (kg_struct_null_flag(f)) {
				kg_pl(p, "struct %s %s;", f->type.st->cname, f->snake);
				kg_pl(p, "bool %s_is_null; /* true: null (then %s is ignored) */",
				      f->snake, f->snake);
			} else {
				kg_pl(p, "struct %s %s;", f->type.st->cname, f->snake);
			}
			break;
		default:
			kg_pl(p, "%s %s;", kg_ctype(f->type.kind, NULL), f->snake);
			break;
		}
	}
	kg_comment(p, "Tagged fields this code does not know, kept byte-exact.");
	kg_pl(p, "struct kw_unknown_tags unknown_tagged_fields;");
}

static void emit_header(const struct kg_message *m, struct kg_printer *p)
{
	kg_emit_banner(p, m->banner_path);
	const char *guard = kg_strf("%s_%s_H", kg_names.guard, kg_upper(m->snake));
	kg_pl(p, "#ifndef %s", guard);
	kg_pl(p, "#define %s", guard);
	kg_blank(p);
	kg_pl(p, "#include \"kwire/arena.h\"");
	kg_pl(p, "#include \"kwire/export.h\"");
	kg_pl(p, "#include \"kwire/reader.h\"");
	kg_pl(p, "#include \"kwire/types.h\"");
	kg_pl(p, "#include \"kwire/writer.h\"");
	kg_blank(p);
	kg_pl(p, "#include <stdbool.h>");
	kg_pl(p, "#include <stddef.h>");
	kg_pl(p, "#include <stdint.h>");
	kg_blank(p);
	char vb[32], fb[32];
	kg_comment(p, kg_strf("%s: %s%s, valid versions %s, flexible versions %s.", m->name,
			      m->type_text,
			      m->has_api_key ? kg_strf(" (api key %d)", m->api_key) : "",
			      kg_versions_str(m->valid, vb, sizeof vb),
			      kg_versions_str(m->flexible, fb, sizeof fb)));
	/* KW_VOTE_REQUEST_MIN_VERSION */
	kg_pl(p, "#define %s_%s_MIN_VERSION %d", kg_names.upper, kg_upper(m->snake), m->valid.lo);
	kg_pl(p, "#define %s_%s_MAX_VERSION %d", kg_names.upper, kg_upper(m->snake), m->valid.hi);
	kg_blank(p);
	for (size_t i = 0; i < m->nstructs; i++) {
		const struct kg_struct *s = m->structs[i];
		if (!s->is_top)
			kg_comment(p, kg_strf("%s.%s (%s struct)", m->name, s->name,
					      s->is_common ? "common" : "nested"));
		else
			kg_comment(p, kg_strf("%s, the message body.", m->name));
		kg_pl(p, "struct %s {", s->cname);
		kg_in(p);
		emit_members(p, s);
		kg_out(p);
		kg_pl(p, "};");
		kg_blank(p);
	}
	for (size_t i = 0; i < m->nstructs; i++) {
		const struct kg_struct *s = m->structs[i];
		if (s->is_top)
			continue;
		kg_comment(p, kg_strf("Sets every field of s to its schema default (arrays empty or null, no unknown tags); allocates nothing."));
		kg_pl(p, "KW_EXPORT void %s_init(struct %s *s);", s->cname, s->cname);
		kg_blank(p);
	}
	const char *c = m->top->cname;
	kg_comment(p, "Sets every field of m to its schema default (arrays empty or null, no unknown tags); allocates nothing.");
	kg_pl(p, "KW_EXPORT void %s_init(struct %s *m);", c, c);
	kg_blank(p);
	kg_comment(p, kg_strf("Decodes one %s body at version from r. m is overwritten (fields absent at this version get their defaults). Arrays, nested structs and unknown-tag lists come from arena a; strings, bytes and records are views into r's buffer, valid while it lives. Returns 0, or a negative KW_ERR_* code with r's error naming the field path: KW_ERR_UNSUPPORTED_VERSION (version outside %d..%d), KW_ERR_TRUNCATED, KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED, KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG, KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.",
			      m->name, m->valid.lo, m->valid.hi));
	kg_pl(p, "KW_EXPORT int %s_decode(struct %s *m, int16_t version, struct kw_reader *r,", c, c);
	kg_pl(p, "\t\tstruct kw_arena *a);");
	kg_blank(p);
	kg_comment(p, "Encodes m at version into w (exactly _size bytes). Returns 0 or a negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION, KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL, KW_ERR_NOMEM.");
	kg_pl(p, "KW_EXPORT int %s_encode(const struct %s *m, int16_t version, struct kw_writer *w);", c, c);
	kg_blank(p);
	kg_comment(p, "The number of bytes _encode writes for m at version (when it succeeds).");
	kg_pl(p, "KW_EXPORT size_t %s_size(const struct %s *m, int16_t version);", c, c);
	kg_blank(p);
	kg_comment(p, "Deep equality, unknown tags included (a float64 compares by its bits).");
	kg_pl(p, "KW_EXPORT bool %s_equal(const struct %s *a, const struct %s *b);", c, c, c);
	kg_blank(p);
	kg_pl(p, "#endif");
}

/* ---- defaults ---- */

/*
 * "pv->x = <f's schema default>;" for every kind (what _init gives a field
 * once the struct is zeroed, written out, so a decoder can set the fields
 * a version lacks without zeroing the struct first).
 */
static void emit_field_default(struct kg_printer *p, const struct kg_field *f, const char *pv)
{
	const char *x = f->snake;
	switch (f->type.kind) {
	case KG_BOOL:
	case KG_INT8:
	case KG_INT16:
	case KG_UINT16:
	case KG_INT32:
	case KG_UINT32:
	case KG_INT64:
	case KG_FLOAT64:
		kg_pl(p, "%s->%s = %s;", pv, x, f->def.given ? kg_default_scalar(f) : "0");
		break;
	case KG_UUID:
		if (uuid_default_zero(f))
			kg_pl(p, "%s->%s = (struct kw_uuid){ { 0 } };", pv, x);
		else
			kg_pl(p, "%s->%s = (struct kw_uuid){ { %s } };", pv, x, uuid_bytes(f));
		break;
	case KG_STRING:
		if (f->def.is_null)
			kg_pl(p, "%s->%s = KW_STR_NULL;", pv, x);
		else
			kg_pl(p, "%s->%s = (struct kw_str){ %s, %zu };", pv, x, kg_c_string(f->def.text),
			      strlen(f->def.text));
		break;
	case KG_BYTES:
	case KG_RECORDS:
		if (f->def.is_null)
			kg_pl(p, "%s->%s = KW_BYTES_NULL;", pv, x);
		else
			kg_pl(p, "%s->%s = (struct kw_bytes){ (const uint8_t *)\"\", 0 };", pv, x);
		break;
	case KG_ARRAY:
		kg_pl(p, "%s->%s = NULL;", pv, x);
		kg_pl(p, "%s->%s_count = %d;", pv, x, f->def.is_null ? -1 : 0);
		break;
	case KG_STRUCT:
		if (kg_struct_by_pointer(f)) {
			kg_pl(p, "%s->%s = NULL;", pv, x);
			break;
		}
		kg_pl(p, "init_%s(&%s->%s);", kg_fn_suffix(f->type.st), pv, x);
		if (kg_struct_null_flag(f))
			kg_pl(p, "%s->%s_is_null = %s;", pv, x, f->def.is_null ? "true" : "false");
		break;
	}
}

/* ---- init ---- */

/*
 * static void init_S(s): the body of the public kw_..._init, static so that
 * decoders (which start every struct from its defaults) and nested inits
 * call it directly, where the compiler can inline it.
 */
static void emit_init(const struct kg_struct *s, struct kg_printer *p)
{
	const char *pv = s->is_top ? "m" : "s";
	kg_pl(p, "static void init_%s(struct %s *%s)", kg_fn_suffix(s), s->cname, pv);
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "memset(%s, 0, sizeof *%s);", pv, pv);
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		const char *x = f->snake;
		switch (f->type.kind) {
		case KG_BOOL:
		case KG_INT8:
		case KG_INT16:
		case KG_UINT16:
		case KG_INT32:
		case KG_UINT32:
		case KG_INT64:
		case KG_FLOAT64:
			if (f->def.given)
				kg_pl(p, "%s->%s = %s;", pv, x, kg_default_scalar(f));
			break;
		case KG_UUID:
			if (!uuid_default_zero(f))
				kg_pl(p, "memcpy(%s->%s.bytes, (const uint8_t[16]){ %s }, 16);", pv, x,
				      uuid_bytes(f));
			break;
		case KG_STRING:
			if (f->def.is_null)
				kg_pl(p, "%s->%s = KW_STR_NULL;", pv, x);
			else
				kg_pl(p, "%s->%s = (struct kw_str){ %s, %zu };", pv, x,
				      kg_c_string(f->def.text), strlen(f->def.text));
			break;
		case KG_BYTES:
		case KG_RECORDS:
			if (f->def.is_null)
				kg_pl(p, "%s->%s = KW_BYTES_NULL;", pv, x);
			else
				kg_pl(p, "%s->%s = (struct kw_bytes){ (const uint8_t *)\"\", 0 };", pv, x);
			break;
		case KG_ARRAY:
			if (f->def.is_null)
				kg_pl(p, "%s->%s_count = -1;", pv, x);
			break;
		case KG_STRUCT:
			if (!kg_struct_by_pointer(f))
				kg_pl(p, "init_%s(&%s->%s);", kg_fn_suffix(f->type.st), pv, x);
			if (kg_struct_null_flag(f) && f->def.is_null)
				kg_pl(p, "%s->%s_is_null = true;", pv, x);
			break;
		}
	}
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "void %s_init(struct %s *%s)", s->cname, s->cname, pv);
	kg_pl(p, "{");
	kg_pl(p, "\tinit_%s(%s);", kg_fn_suffix(s), pv);
	kg_pl(p, "}");
	kg_blank(p);
}

/* ---- decode ---- */

/*
 * Decodes field f (not tagged) or a tagged field's value from the cursor
 * `in` (see kwire/codec.h), with version known to lie in k. tagged: inside
 * a tagged value (compact forms; the nullable-struct marker is a varint).
 * A nested struct's decoder takes the reader itself: the cursor is stored
 * back before it and reloaded after.
 */
/*
 * Elements of an array of structs that hold no struct themselves (the
 * partitions of a topic, say) are the bulk of a large message. Their
 * size_, put_ and decode_ functions are forced inline, and each loop over
 * such an array is emitted twice: once for the message's newest version,
 * with the version a constant there so that every version test of the
 * element folds away, and once for the others. spec_hi returns that
 * version as text, or NULL when the loop over st is not specialised (a
 * struct with struct fields, a message of one version).
 */
static const char *spec_hi(const struct kg_struct *st)
{
	const struct kg_message *m = st->msg;
	if (st->is_top || m->valid.lo >= m->valid.hi)
		return NULL;
	for (size_t i = 0; i < st->nfields; i++) {
		const struct kg_field *f = st->fields[i];
		if (f->type.kind == KG_STRUCT ||
		    (f->type.kind == KG_ARRAY && f->type.elem == KG_STRUCT))
			return NULL;
	}
	return kg_strf("%d", m->valid.hi);
}

/* Whether st is the element of an array of structs whose loops spec_hi specialises. */
static bool spec_elem(const struct kg_struct *st)
{
	if (spec_hi(st) == NULL)
		return false;
	const struct kg_message *m = st->msg;
	for (size_t i = 0; i < m->nstructs; i++) {
		const struct kg_struct *o = m->structs[i];
		for (size_t j = 0; j < o->nfields; j++) {
			const struct kg_field *f = o->fields[j];
			if (f->type.kind == KG_ARRAY && f->type.elem == KG_STRUCT && f->type.st == st)
				return true;
		}
	}
	return false;
}

/*
 * The copies of a loop over an array of st: for (pass = spec_first(hi);
 * pass < 2; pass++) { v = spec_pass(p, hi, pass); the loop, with version
 * v; } spec_end(p, hi); where hi is spec_hi(st).
 */
static int spec_first(const char *hi)
{
	return hi != NULL ? 0 : 1;
}

static const char *spec_pass(struct kg_printer *p, const char *hi, int pass)
{
	if (pass == 0) {
		kg_pl(p, "if (version == %s) {", hi);
		kg_in(p);
		return hi;
	}
	if (hi != NULL) {
		kg_out(p);
		kg_pl(p, "} else {");
		kg_in(p);
	}
	return "version";
}

static void spec_end(struct kg_printer *p, const char *hi)
{
	if (hi == NULL)
		return;
	kg_out(p);
	kg_pl(p, "}");
}

/*
 * Decodes a nested struct at dst with decode_<fn>, which reads through the
 * cursor it is given and advances it. It gets a copy of `in`: when the
 * compiler inlines it (a struct used once), both stay in registers; when
 * not, only the copy is in memory, around the call, and `in` is not.
 */
static void emit_decode_nested(struct kg_printer *p, const char *fn, const char *dst,
			       const char *fail)
{
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "struct kw__cur t = in;");
	kg_pl(p, "if (decode_%s(%s, version, &t, a) < 0)", fn, dst);
	kg_pl(p, "\t%s", fail);
	kg_pl(p, "in = t;");
	kg_out(p);
	kg_pl(p, "}");
}

static void emit_decode_value(struct kg_printer *p, const struct kg_field *f,
			      struct kg_versions k, bool tagged)
{
	const char *x = f->snake;
	const char *cx = tagged ? "true" : kg_cond(kg_field_flexible(f), k);
	const char *nx = kg_cond(f->nullable, k);
	const char *fail = kg_strf("return kw__fail_field(in.r->err, \"%s\");", x);
	switch (f->type.kind) {
	case KG_BOOL:
	case KG_INT8:
	case KG_INT16:
	case KG_UINT16:
	case KG_INT32:
	case KG_UINT32:
	case KG_INT64:
	case KG_FLOAT64:
	case KG_UUID:
		kg_pl(p, "if (!kw__rd_%s(&in, &m->%s))", kg_prim_suffix(f->type.kind), x);
		kg_pl(p, "\t%s", fail);
		break;
	case KG_STRING:
		kg_pl(p, "if (!kw__rd_string(&in, &m->%s, %s, %s))", x, cx, nx);
		kg_pl(p, "\t%s", fail);
		break;
	case KG_BYTES:
	case KG_RECORDS:
		kg_pl(p, "if (!kw__rd_bytes(&in, &m->%s, %s, %s))", x, cx, nx);
		kg_pl(p, "\t%s", fail);
		break;
	case KG_STRUCT: {
		const char *fn = kg_fn_suffix(f->type.st);
		bool flag = kg_struct_null_flag(f);
		if (!kg_struct_by_pointer(f) && (!flag || kg_is_false(nx))) {
			if (flag)
				kg_pl(p, "m->%s_is_null = false;", x);
			emit_decode_nested(p, fn, kg_strf("&m->%s", x), fail);
			break;
		}
		kg_pl(p, "{");
		kg_in(p);
		kg_pl(p, "bool present = true;");
		if (!kg_is_false(nx)) {
			if (!kg_is_true(nx)) {
				kg_pl(p, "if (%s) {", nx);
				kg_in(p);
			}
			if (tagged) {
				kg_pl(p, "uint32_t mark;");
				kg_pl(p, "if (!kw__rd_uvarint(&in, &mark))");
				kg_pl(p, "\t%s", fail);
				kg_pl(p, "present = mark != 0;");
			} else {
				kg_pl(p, "int8_t mark;");
				kg_pl(p, "if (!kw__rd_i8(&in, &mark))");
				kg_pl(p, "\t%s", fail);
				kg_pl(p, "present = mark >= 0;");
			}
			if (!kg_is_true(nx)) {
				kg_out(p);
				kg_pl(p, "}");
			}
		}
		if (flag) {
			kg_pl(p, "m->%s_is_null = !present;", x);
			kg_pl(p, "if (!present) {");
			kg_pl(p, "\tinit_%s(&m->%s);", fn, x);
			kg_pl(p, "} else {");
			kg_in(p);
			emit_decode_nested(p, fn, kg_strf("&m->%s", x), fail);
			kg_out(p);
			kg_pl(p, "}");
			kg_out(p);
			kg_pl(p, "}");
			break;
		}
		kg_pl(p, "m->%s = NULL;", x);
		kg_pl(p, "if (present) {");
		kg_in(p);
		kg_pl(p, "m->%s = kw__alloc(a, sizeof *m->%s);", x, x);
		kg_pl(p, "if (!m->%s)", x);
		kg_pl(p, "\treturn kw__nomem(&in, \"%s\");", x);
		emit_decode_nested(p, fn, kg_strf("m->%s", x), fail);
		kg_out(p);
		kg_pl(p, "}");
		kg_out(p);
		kg_pl(p, "}");
		break;
	}
	case KG_ARRAY: {
		enum kg_kind e = f->type.elem;
		if (kg_fixed_size(e)) {
			/* Count, room and elements with one check of the bytes left. */
			kg_pl(p, "if (!kw__rd_%s_array(&in, a, &m->%s, &m->%s_count, %s, %s))",
			      kg_prim_suffix(e), x, x, cx, nx);
			kg_pl(p, "\t%s", fail);
			break;
		}
		int min = kg_min_elem_size(f, k);
		kg_pl(p, "{");
		kg_in(p);
		kg_pl(p, "int32_t n;");
		kg_pl(p, "if (!kw__rd_array_len(&in, &n, %s, %s, %d))", cx, nx, min);
		kg_pl(p, "\t%s", fail);
		kg_pl(p, "m->%s_count = n;", x);
		kg_pl(p, "m->%s = NULL;", x);
		kg_pl(p, "if (n > 0) {");
		kg_in(p);
		kg_pl(p, "m->%s = kw__alloc(a, (size_t)n * sizeof *m->%s);", x, x);
		kg_pl(p, "if (!m->%s)", x);
		kg_pl(p, "\treturn kw__nomem(&in, \"%s\");", x);
		if (e == KG_STRING || e == KG_BYTES) {
			kg_pl(p, "for (int32_t i = 0; i < n; i++) {");
			kg_in(p);
			kg_pl(p, "if (!kw__rd_%s(&in, &m->%s[i], %s, false))",
			      e == KG_STRING ? "string" : "bytes", x, cx);
			kg_pl(p, "\treturn kw__fail_index(in.r->err, i, \"%s\");", x);
			kg_out(p);
			kg_pl(p, "}");
		} else {
			/* The elements read through a copy of the cursor (see emit_decode_nested). */
			kg_pl(p, "struct kw__cur t = in;");
			const char *hi = spec_hi(f->type.st);
			for (int pass = spec_first(hi); pass < 2; pass++) {
				const char *v = spec_pass(p, hi, pass);
				kg_pl(p, "for (int32_t i = 0; i < n; i++) {");
				kg_in(p);
				kg_pl(p, "if (decode_%s(&m->%s[i], %s, &t, a) < 0)",
				      kg_fn_suffix(f->type.st), x, v);
				kg_pl(p, "\treturn kw__fail_index(in.r->err, i, \"%s\");", x);
				kg_out(p);
				kg_pl(p, "}");
			}
			spec_end(p, hi);
			kg_pl(p, "in = t;");
		}
		kg_out(p);
		kg_pl(p, "}");
		kg_out(p);
		kg_pl(p, "}");
		break;
	}
	}
}

/* Open "if (cond) {" unless cond is true; returns whether a brace opened. */
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

static bool has_tagged(const struct kg_struct *s)
{
	for (size_t i = 0; i < s->nfields; i++)
		if (!kg_versions_empty(kg_versions_intersect(s->fields[i]->tagged, s->known)) ||
		    (!kg_versions_empty(s->fields[i]->tagged) && kg_versions_empty(s->known)))
			return true;
	return false;
}

/* The tagged fields of s, in ascending tag order. */
static size_t sorted_tagged(const struct kg_struct *s, const struct kg_field **out)
{
	size_t n = 0;
	for (size_t i = 0; i < s->nfields; i++)
		if (!kg_versions_empty(s->fields[i]->tagged))
			out[n++] = s->fields[i];
	for (size_t i = 1; i < n; i++)
		for (size_t j = i; j > 0 && out[j - 1]->tag > out[j]->tag; j--) {
			const struct kg_field *t = out[j];
			out[j] = out[j - 1];
			out[j - 1] = t;
		}
	return n;
}

static struct kg_versions struct_flex(const struct kg_struct *s)
{
	return kg_versions_intersect(s->msg->flexible, s->known);
}

static void emit_tag_handler(const struct kg_struct *s, struct kg_printer *p)
{
	const char *fn = kg_fn_suffix(s);
	const struct kg_field **tf = kg_xcalloc(s->nfields + 1, sizeof *tf);
	size_t nt = sorted_tagged(s, tf);
	kg_pl(p, "struct tags_%s_ctx {", fn);
	kg_in(p);
	kg_pl(p, "struct %s *m;", s->cname);
	kg_pl(p, "int16_t version;");
	kg_pl(p, "struct kw_arena *a;");
	kg_out(p);
	kg_pl(p, "};");
	kg_blank(p);
	kg_pl(p, "static int tags_%s(void *ctx, uint32_t tag, struct kw_reader *sub)", fn);
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "struct tags_%s_ctx *c = ctx;", fn);
	kg_pl(p, "struct %s *m = c->m;", s->cname);
	kg_pl(p, "int16_t version = c->version;");
	kg_pl(p, "struct kw_arena *a = c->a;");
	/* The value need not be read whole: the cursor is not stored back. */
	kg_pl(p, "struct kw__cur in = kw__cur_open(sub);");
	kg_pl(p, "(void)version;");
	kg_pl(p, "(void)m;");
	kg_pl(p, "(void)a;");
	kg_pl(p, "(void)in;");
	kg_pl(p, "switch (tag) {");
	struct kg_versions kf = struct_flex(s);
	for (size_t i = 0; i < nt; i++) {
		const struct kg_field *f = tf[i];
		kg_pl(p, "case %d:", f->tag);
		kg_in(p);
		const char *tc = kg_cond(f->tagged, kf);
		if (!kg_is_true(tc)) {
			kg_pl(p, "if (!(%s))", tc);
			kg_pl(p, "\treturn kw_reader_fail(sub, KW_ERR_INVALID_TAG, \"tag %%u is not valid for version %%d\", tag, (int)version);");
		}
		if (!kg_is_false(tc))
			emit_decode_value(p, f, kg_versions_intersect(f->tagged, kf), true);
		kg_pl(p, "return 1;");
		kg_out(p);
	}
	kg_pl(p, "default:");
	kg_pl(p, "\treturn 0;");
	kg_pl(p, "}");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	free(tf);
}

/* The load of a fixed-size kind k at q + off, as an expression of its C type. */
static const char *fixed_load(enum kg_kind k, int off)
{
	switch (k) {
	case KG_BOOL: return kg_strf("q[%d] != 0", off);
	case KG_INT8: return kg_strf("(int8_t)q[%d]", off);
	case KG_INT16: return kg_strf("(int16_t)kw__ld16(q + %d)", off);
	case KG_UINT16: return kg_strf("kw__ld16(q + %d)", off);
	case KG_INT32: return kg_strf("(int32_t)kw__ld32(q + %d)", off);
	case KG_UINT32: return kg_strf("kw__ld32(q + %d)", off);
	case KG_INT64: return kg_strf("(int64_t)kw__ld64(q + %d)", off);
	default: return NULL; /* float64 and uuid are copied */
	}
}

/* Whether field f is read inline (fixed size, not an array) at versions k. */
static bool fixed_field(const struct kg_field *f)
{
	return kg_fixed_size(f->type.kind) > 0;
}

/*
 * Decodes fields [i, j) of s, which share the mandatory range mand and are
 * all fixed-size: one bounds check for all of them, then plain loads; when
 * the bytes are not all there, the fields are read one by one, so the
 * error names the field where the input ends.
 */
static void emit_decode_fixed_run(const struct kg_struct *s, size_t i, size_t j,
				  struct kg_versions mand, struct kg_printer *p)
{
	int total = 0;
	for (size_t t = i; t < j; t++)
		total += kg_fixed_size(s->fields[t]->type.kind);
	kg_pl(p, "if (kw__left(&in) >= %d) {", total);
	kg_in(p);
	kg_pl(p, "const uint8_t *q = in.p;");
	int off = 0;
	for (size_t t = i; t < j; t++) {
		const struct kg_field *f = s->fields[t];
		const char *ld = fixed_load(f->type.kind, off);
		if (ld) {
			kg_pl(p, "m->%s = %s;", f->snake, ld);
		} else if (f->type.kind == KG_FLOAT64) {
			kg_pl(p, "{");
			kg_pl(p, "\tuint64_t bits = kw__ld64(q + %d);", off);
			kg_pl(p, "\tmemcpy(&m->%s, &bits, sizeof bits);", f->snake);
			kg_pl(p, "}");
		} else {
			kg_pl(p, "memcpy(m->%s.bytes, q + %d, 16);", f->snake, off);
		}
		off += kg_fixed_size(f->type.kind);
	}
	kg_pl(p, "in.p += %d;", total);
	kg_out(p);
	kg_pl(p, "} else {");
	kg_in(p);
	for (size_t t = i; t < j; t++)
		emit_decode_value(p, s->fields[t], mand, false);
	kg_out(p);
	kg_pl(p, "}");
}

/*
 * static int decode_S(m, version, r, a): every field of S at version, in
 * order; a field the version lacks (or sends tagged) gets its default, so
 * the struct needs no zeroing first. The message's decoder reads through a
 * cursor over r, which it stores back into r before it returns 0; a nested
 * struct's decoder takes its caller's cursor instead of r (cin) and
 * advances it when it returns 0, so that the position never goes through
 * memory between structs.
 */
static void emit_decode(const struct kg_struct *s, struct kg_printer *p)
{
	const char *fn = kg_fn_suffix(s);
	bool tags = has_tagged(s);
	if (tags)
		emit_tag_handler(s, p);
	kg_pl(p, "static %sint decode_%s(struct %s *m, int16_t version, %s,",
	      spec_elem(s) ? "inline __attribute__((always_inline)) " : "", fn, s->cname,
	      s->is_top ? "struct kw_reader *r" : "struct kw__cur *cin");
	kg_pl(p, "\t\tstruct kw_arena *a)");
	kg_pl(p, "{");
	kg_in(p);
	if (s->is_top) {
		kg_pl(p, "struct kw__cur in = kw__cur_open(r);");
	} else {
		kg_pl(p, "struct kw__cur in = *cin;");
		kg_pl(p, "struct kw_reader *r = in.r;");
		kg_pl(p, "(void)r;");
	}
	kg_pl(p, "(void)version;");
	kg_pl(p, "(void)a;");
	for (size_t i = 0; i < s->nfields;) {
		const struct kg_field *f = s->fields[i];
		struct kg_versions mand = kg_versions_intersect(kg_field_mandatory(f), s->known);
		bool never = kg_versions_empty(mand) && !kg_versions_empty(s->known);
		const char *c = never ? "false" : kg_cond(mand, s->known);
		struct kg_versions k = kg_versions_empty(s->known) ? f->versions : mand;
		/* A run of fixed-size fields read under the same condition. */
		size_t j = i + 1;
		if (!never && fixed_field(f))
			while (j < s->nfields && fixed_field(s->fields[j]) &&
			       strcmp(kg_cond(kg_versions_intersect(kg_field_mandatory(s->fields[j]),
								    s->known),
					      s->known),
				      c) == 0 &&
			       !kg_versions_empty(kg_versions_intersect(
				       kg_field_mandatory(s->fields[j]), s->known)))
				j++;
		if (kg_is_false(c)) {
			for (size_t t = i; t < j; t++)
				emit_field_default(p, s->fields[t], "m");
			i = j;
			continue;
		}
		bool o = open_if(p, c);
		if (j - i >= 2)
			emit_decode_fixed_run(s, i, j, k, p);
		else
			emit_decode_value(p, f, k, false);
		if (o) {
			kg_out(p);
			kg_pl(p, "} else {");
			kg_in(p);
			for (size_t t = i; t < j; t++)
				emit_field_default(p, s->fields[t], "m");
		}
		close_if(p, o);
		i = j;
	}
	kg_pl(p, "m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };");
	struct kg_versions kf = struct_flex(s);
	if (!kg_versions_empty(kf) || kg_versions_empty(s->known)) {
		bool o = open_if(p, kg_cond(s->msg->flexible, s->known));
		kg_pl(p, "if (!kw__rd_no_tags(&in)) {");
		kg_in(p);
		kg_pl(p, "kw__cur_sync(&in);");
		if (tags) {
			kg_pl(p, "struct tags_%s_ctx c = { m, version, a };", fn);
			kg_pl(p, "if (kw_reader_read_tagged_fields(r, a, tags_%s, &c, &m->unknown_tagged_fields) < 0)",
			      fn);
		} else {
			kg_pl(p, "if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)");
		}
		kg_pl(p, "\treturn r->err->code;");
		kg_pl(p, "kw__cur_reload(&in);");
		kg_out(p);
		kg_pl(p, "}");
		close_if(p, o);
	}
	/*
	 * Every failed read above returned already; the message's decoder
	 * stores its position back into the reader and also reports an
	 * error the reader held before it started; a nested struct's
	 * decoder advances its caller's cursor.
	 */
	if (s->is_top) {
		kg_pl(p, "kw__cur_sync(&in);");
		kg_pl(p, "return kw_reader_ok(r) ? 0 : r->err->code;");
	} else {
		kg_pl(p, "*cin = in;");
		kg_pl(p, "return 0;");
	}
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
}

/* ---- encode: a size pass that checks, then an unchecked write ---- */

/*
 * Emits the statements that add field f's value to n, with version known
 * to lie in k (tagged: a tagged field's value, compact, with a varint
 * nullable-struct marker). check: the size pass, which also refuses what
 * cannot be written (a null where the version does not allow one, a
 * string over 32767 bytes, a count below -1), reporting at output offset
 * "at + n" and returning; without check, the write pass sizing a tagged
 * value that the size pass already accepted (errors cannot happen there).
 */
static void emit_size_value(struct kg_printer *p, const struct kg_field *f,
			    struct kg_versions k, bool tagged, const char *n, bool check)
{
	const char *x = f->snake;
	const char *cx = tagged ? "true" : kg_cond(kg_field_flexible(f), k);
	const char *nx = kg_cond(f->nullable, k);
	/* The output offset of the value, for errors. */
	const char *off = strcmp(n, "n") == 0 ? "at + n" : kg_strf("at + n + %s", n);
	bool nullable_type = kg_kind_nullable_ok(f->type.kind) &&
			     !(f->type.kind == KG_STRUCT && !kg_struct_by_pointer(f) &&
			       !kg_struct_null_flag(f));
	/*
	 * A non-nullable array of fixed-size elements: a compact count
	 * below 127, the usual one, is one test (not negative, one byte of
	 * prefix); the null check comes after it.
	 */
	bool fused = check && f->type.kind == KG_ARRAY && kg_fixed_size(f->type.elem) &&
		     kg_is_false(nx);
	if (check && nullable_type && !kg_is_true(nx) && !fused) {
		if (kg_is_false(nx))
			kg_pl(p, "if (%s)", kg_is_null(f, "m"));
		else
			kg_pl(p, "if (%s && !(%s))", kg_is_null(f, "m"), nx);
		kg_pl(p, "\treturn kw__size_fail_null(e, %s, \"%s\", version);", off, x);
	}
	int fs = kg_fixed_size(f->type.kind);
	if (fs) {
		kg_pl(p, "%s += %d;", n, fs);
		return;
	}
	switch (f->type.kind) {
	case KG_STRING:
		if (check) {
			kg_pl(p, "if (m->%s.len > KW__STRING_MAX)", x);
			kg_pl(p, "\treturn kw__size_fail_too_long(e, %s, m->%s.len, \"%s\");", off, x, x);
		}
		kg_pl(p, "%s += kw__size_string(m->%s, %s);", n, x, cx);
		break;
	case KG_BYTES:
	case KG_RECORDS:
		kg_pl(p, "%s += kw__size_bytes(m->%s, %s);", n, x, cx);
		break;
	case KG_STRUCT: {
		const char *fn = kg_fn_suffix(f->type.st);
		bool nullable = kg_struct_by_pointer(f) || kg_struct_null_flag(f);
		const char *sp = nullable ? struct_ptr(f, "m") : kg_strf("&m->%s", x);
		if (nullable && !kg_is_false(nx)) {
			if (kg_is_true(nx))
				kg_pl(p, "%s += 1;", n);
			else
				kg_pl(p, "%s += (%s) ? 1 : 0;", n, nx);
		}
		bool o = false;
		if (nullable) {
			kg_pl(p, "if (%s) {", struct_present(f, "m"));
			kg_in(p);
			o = true;
		} else if (check) {
			kg_pl(p, "{");
			kg_in(p);
			o = true;
		}
		if (check) {
			kg_pl(p, "size_t k = size_%s(%s, version, %s, e);", fn, sp, off);
			kg_pl(p, "if (k == KW__SIZE_ERROR)");
			kg_pl(p, "\treturn kw__size_fail_field(e, \"%s\");", x);
			kg_pl(p, "%s += k;", n);
		} else {
			kg_pl(p, "%s += size_%s(%s, version, 0, NULL);", n, fn, sp);
		}
		close_if(p, o);
		break;
	}
	case KG_ARRAY: {
		enum kg_kind e = f->type.elem;
		/* Where null is refused (above), a count below -1 was refused too. */
		if (check && !kg_is_false(nx)) {
			kg_pl(p, "if (m->%s_count < -1)", x);
			kg_pl(p, "\treturn kw__size_fail_count(e, %s, m->%s_count, \"%s\");", off, x, x);
		}
		if (fused) {
			int es = kg_fixed_size(e);
			kg_pl(p, "if (KW__LIKELY((%s) && (uint32_t)m->%s_count < 127u)) {", cx, x);
			kg_pl(p, "\t%s += 1 + (size_t)m->%s_count * %d;", n, x, es);
			kg_pl(p, "} else {");
			kg_in(p);
			kg_pl(p, "if (%s)", kg_is_null(f, "m"));
			kg_pl(p, "\treturn kw__size_fail_null(e, %s, \"%s\", version);", off, x);
			kg_pl(p, "%s += kw__size_array_len(m->%s_count, %s) + (size_t)m->%s_count * %d;", n,
			      x, cx, x, es);
			kg_out(p);
			kg_pl(p, "}");
			break;
		}
		if (kg_fixed_size(e) && check && kg_is_false(nx)) {
			/* The count is >= 0 here: prefix and elements in one sum. */
			kg_pl(p, "%s += kw__size_array_len(m->%s_count, %s) + (size_t)m->%s_count * %d;", n,
			      x, cx, x, kg_fixed_size(e));
			break;
		}
		kg_pl(p, "%s += kw__size_array_len(m->%s_count, %s);", n, x, cx);
		if (kg_fixed_size(e)) {
			kg_pl(p, "if (m->%s_count > 0)", x);
			kg_pl(p, "\t%s += (size_t)m->%s_count * %d;", n, x, kg_fixed_size(e));
			break;
		}
		const char *hi = e == KG_STRUCT ? spec_hi(f->type.st) : NULL;
		for (int pass = spec_first(hi); pass < 2; pass++) {
		const char *v = spec_pass(p, hi, pass);
		kg_pl(p, "for (int32_t i = 0; i < m->%s_count; i++) {", x);
		kg_in(p);
		if (e == KG_STRING || e == KG_BYTES) {
			if (check) {
				kg_pl(p, "if (m->%s[i].len < 0)", x);
				kg_pl(p, "\treturn kw__size_fail_null_element(e, %s, i, \"%s\", version);",
				      off, x);
			}
			if (check && e == KG_STRING) {
				kg_pl(p, "if (m->%s[i].len > KW__STRING_MAX) {", x);
				kg_pl(p, "\tkw__size_fail_too_long(e, %s, m->%s[i].len, NULL);", off, x);
				kg_pl(p, "\treturn kw__size_fail_index(e, i, \"%s\");", x);
				kg_pl(p, "}");
			}
			kg_pl(p, "%s += kw__size_%s(m->%s[i], %s);", n,
			      e == KG_STRING ? "string" : "bytes", x, cx);
		} else if (check) {
			kg_pl(p, "size_t k = size_%s(&m->%s[i], %s, %s, e);",
			      kg_fn_suffix(f->type.st), x, v, off);
			kg_pl(p, "if (k == KW__SIZE_ERROR)");
			kg_pl(p, "\treturn kw__size_fail_index(e, i, \"%s\");", x);
			kg_pl(p, "%s += k;", n);
		} else {
			kg_pl(p, "%s += size_%s(&m->%s[i], %s, 0, NULL);", n,
			      kg_fn_suffix(f->type.st), x, v);
		}
		kg_out(p);
		kg_pl(p, "}");
		}
		spec_end(p, hi);
		break;
	}
	default:
		break;
	}
}

/*
 * A non-ignorable field set to a non-default value at a version that lacks
 * it cannot be written (Kafka: UnsupportedVersionException); an ignorable
 * one is dropped.
 */
static void emit_absent_check(struct kg_printer *p, const struct kg_field *f,
			      const struct kg_struct *s)
{
	struct kg_versions pres = kg_versions_intersect(f->versions, s->known);
	if (f->ignorable || kg_versions_subset(s->known, pres))
		return;
	const char *c = kg_cond(pres, s->known);
	if (kg_is_false(c))
		kg_pl(p, "if (%s)", kg_nondefault(f, "m"));
	else
		kg_pl(p, "if (!(%s) && %s)", c, kg_nondefault(f, "m"));
	kg_pl(p, "\treturn kw__size_fail_nondefault(e, at + n, \"%s\", version);", f->snake);
}

/* "has_x = <tagged field x is sent>;" for every tagged field valid in s. */
static void emit_tag_presence(const struct kg_struct *s, const struct kg_field *const *tf,
			      size_t nt, struct kg_printer *p)
{
	struct kg_versions kf = struct_flex(s);
	for (size_t i = 0; i < nt; i++) {
		const struct kg_field *f = tf[i];
		const char *tc = kg_cond(f->tagged, kf);
		if (kg_is_false(tc))
			continue;
		if (kg_is_true(tc))
			kg_pl(p, "bool has_%s = %s;", f->snake, kg_nondefault(f, "m"));
		else
			kg_pl(p, "bool has_%s = (%s) && %s;", f->snake, tc, kg_nondefault(f, "m"));
	}
}

/* Whether f is an array of structs. */
static bool struct_array(const struct kg_field *f)
{
	return f->type.kind == KG_ARRAY && f->type.elem == KG_STRUCT;
}

/*
 * Whether kw_M_encode gets a fill pass: the top struct holds an array of
 * structs (written in some version), whose elements are then each sized
 * just before they are written, while they are in cache.
 */
static bool has_fill(const struct kg_message *m)
{
	const struct kg_struct *s = m->top;
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		if (struct_array(f) &&
		    !kg_versions_empty(kg_versions_intersect(kg_field_mandatory(f), s->known)))
			return true;
	}
	return false;
}

/*
 * The size_ and put_ functions of an element of a top-level struct array
 * are forced inline into the fill pass (and size_ into the size pass, its
 * other caller): left to itself the compiler inlines them or not
 * depending on how much else the file holds, and the fill pass was then
 * a third slower (MetadataResponse v12: 64 against 87 us). So are those
 * of the elements spec_hi specialises.
 */
static const char *fill_inline(const struct kg_struct *s)
{
	const struct kg_struct *top = s->msg->top;
	if (spec_elem(s))
		return "inline __attribute__((always_inline)) ";
	if (s->is_top || !has_fill(s->msg))
		return "";
	for (size_t i = 0; i < top->nfields; i++)
		if (struct_array(top->fields[i]) && top->fields[i]->type.st == s)
			return "inline __attribute__((always_inline)) ";
	return "";
}

/*
 * The checks and the count prefix of the struct array f, without its
 * elements (a shallow size pass leaves those to the fill pass).
 */
static void emit_size_array_prefix(struct kg_printer *p, const struct kg_field *f,
				   struct kg_versions k)
{
	const char *nx = kg_cond(f->nullable, k);
	if (!kg_is_true(nx)) {
		if (kg_is_false(nx))
			kg_pl(p, "if (%s)", kg_is_null(f, "m"));
		else
			kg_pl(p, "if (%s && !(%s))", kg_is_null(f, "m"), nx);
		kg_pl(p, "\treturn KW__SIZE_ERROR;");
	}
	if (!kg_is_false(nx)) {
		kg_pl(p, "if (m->%s_count < -1)", f->snake);
		kg_pl(p, "\treturn KW__SIZE_ERROR;");
	}
	kg_pl(p, "n += kw__size_array_len(m->%s_count, %s);", f->snake,
	      kg_cond(kg_field_flexible(f), k));
}

/*
 * static size_t size_S(m, version, at, e): the bytes of S at version, or
 * KW__SIZE_ERROR with the first problem recorded in e at output offset at
 * plus the bytes before it (see kwire/codec.h).
 */
static void emit_size(const struct kg_struct *s, bool shallow, struct kg_printer *p)
{
	const char *fn = kg_fn_suffix(s);
	kg_pl(p, "static %ssize_t size_%s%s(const struct %s *m, int16_t version, size_t at,",
	      shallow ? "" : fill_inline(s), shallow ? "shallow_" : "", fn, s->cname);
	kg_pl(p, "\t\tstruct kw_error *e)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "size_t n = 0;");
	kg_pl(p, "(void)version;");
	kg_pl(p, "(void)at;");
	kg_pl(p, "(void)e;");
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		emit_absent_check(p, f, s);
		struct kg_versions mand = kg_versions_intersect(kg_field_mandatory(f), s->known);
		if (kg_versions_empty(mand) && !kg_versions_empty(s->known))
			continue;
		bool o = open_if(p, kg_cond(mand, s->known));
		struct kg_versions k = kg_versions_empty(s->known) ? f->versions : mand;
		if (shallow && struct_array(f))
			emit_size_array_prefix(p, f, k);
		else
			emit_size_value(p, f, k, false, "n", true);
		close_if(p, o);
	}
	struct kg_versions kf = struct_flex(s);
	if (!kg_versions_empty(kf) || kg_versions_empty(s->known)) {
		bool o = open_if(p, kg_cond(s->msg->flexible, s->known));
		const struct kg_field **tf = kg_xcalloc(s->nfields + 1, sizeof *tf);
		size_t nt = sorted_tagged(s, tf);
		size_t valid = 0;
		for (size_t i = 0; i < nt; i++)
			valid += !kg_is_false(kg_cond(tf[i]->tagged, kf));
		if (valid == 0) {
			/* No known tag: the section is one zero byte unless unknown tags were kept. */
			kg_pl(p, "if (m->unknown_tagged_fields.count) {");
			kg_in(p);
			kg_pl(p, "uint32_t ntags = 0;");
			kg_pl(p, "size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);");
			kg_pl(p, "if (u == KW__SIZE_ERROR)");
			kg_pl(p, "\treturn u;");
			kg_pl(p, "n += u + kw__size_uvarint(ntags);");
			kg_out(p);
			kg_pl(p, "} else {");
			kg_pl(p, "\tn += 1;");
			kg_pl(p, "}");
			free(tf);
			goto tags_done;
		}
		kg_pl(p, "uint32_t ntags = 0;");
		kg_pl(p, "if (m->unknown_tagged_fields.count) {");
		kg_in(p);
		kg_pl(p, "size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);");
		kg_pl(p, "if (u == KW__SIZE_ERROR)");
		kg_pl(p, "\treturn u;");
		kg_pl(p, "n += u;");
		kg_out(p);
		kg_pl(p, "}");
		emit_tag_presence(s, tf, nt, p);
		for (size_t i = 0; i < nt; i++) {
			const struct kg_field *f = tf[i];
			if (kg_is_false(kg_cond(f->tagged, kf)))
				continue;
			kg_pl(p, "if (has_%s) {", f->snake);
			kg_in(p);
			kg_pl(p, "size_t vsz = 0;");
			emit_size_value(p, f, kg_versions_intersect(f->tagged, kf), true, "vsz", true);
			kg_pl(p, "n += kw__size_uvarint(%du) + kw__size_uvarint((uint32_t)vsz) + vsz;",
			      f->tag);
			kg_pl(p, "ntags++;");
			kg_out(p);
			kg_pl(p, "}");
		}
		kg_pl(p, "n += kw__size_uvarint(ntags);");
		free(tf);
	tags_done:
		if (o) {
			kg_out(p);
			kg_pl(p, "} else if (m->unknown_tagged_fields.count) {");
			kg_in(p);
			kg_pl(p, "return kw__size_fail_tags(e, at + n, version);");
		}
		close_if(p, o);
	} else {
		kg_pl(p, "if (m->unknown_tagged_fields.count)");
		kg_pl(p, "\treturn kw__size_fail_tags(e, at + n, version);");
	}
	kg_pl(p, "return n;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
}

/* Writes field f's value through the cursor p, with version known in k. */
static void emit_put_value(struct kg_printer *p, const struct kg_field *f, struct kg_versions k,
			   bool tagged)
{
	const char *x = f->snake;
	const char *cx = tagged ? "true" : kg_cond(kg_field_flexible(f), k);
	const char *nx = kg_cond(f->nullable, k);
	switch (f->type.kind) {
	case KG_BOOL:
	case KG_INT8:
	case KG_INT16:
	case KG_UINT16:
	case KG_INT32:
	case KG_UINT32:
	case KG_INT64:
	case KG_FLOAT64:
		kg_pl(p, "p = kw__put_%s(p, m->%s);", kg_prim_suffix(f->type.kind), x);
		break;
	case KG_UUID:
		kg_pl(p, "p = kw__put_uuid(p, &m->%s);", x);
		break;
	case KG_STRING:
		kg_pl(p, "p = kw__put_string(p, m->%s, %s);", x, cx);
		break;
	case KG_BYTES:
	case KG_RECORDS:
		kg_pl(p, "p = kw__put_bytes(p, m->%s, %s);", x, cx);
		break;
	case KG_STRUCT: {
		const char *fn = kg_fn_suffix(f->type.st);
		if (!kg_struct_by_pointer(f) && !kg_struct_null_flag(f)) {
			kg_pl(p, "p = put_%s(&m->%s, version, p);", fn, x);
			break;
		}
		const char *pr = struct_present(f, "m"), *sp = struct_ptr(f, "m");
		if (!kg_is_false(nx)) {
			bool o = open_if(p, nx);
			if (tagged)
				kg_pl(p, "p = kw__put_uvarint(p, (%s) ? 1 : 0);", pr);
			else
				kg_pl(p, "p = kw__put_i8(p, (%s) ? 1 : -1);", pr);
			close_if(p, o);
		}
		kg_pl(p, "if (%s)", pr);
		kg_pl(p, "\tp = put_%s(%s, version, p);", fn, sp);
		break;
	}
	case KG_ARRAY: {
		enum kg_kind e = f->type.elem;
		kg_pl(p, "p = kw__put_array_len(p, m->%s_count, %s);", x, cx);
		if (kg_fixed_size(e)) {
			kg_pl(p, "if (m->%s_count > 0)", x);
			kg_pl(p, "\tp = kw__put_%s_array(p, m->%s, m->%s_count);", kg_prim_suffix(e), x,
			      x);
		} else if (e == KG_STRING || e == KG_BYTES) {
			kg_pl(p, "for (int32_t i = 0; i < m->%s_count; i++)", x);
			kg_pl(p, "\tp = kw__put_%s(p, m->%s[i], %s);",
			      e == KG_STRING ? "string" : "bytes", x, cx);
		} else {
			const char *hi = spec_hi(f->type.st);
			for (int pass = spec_first(hi); pass < 2; pass++) {
				const char *v = spec_pass(p, hi, pass);
				kg_pl(p, "for (int32_t i = 0; i < m->%s_count; i++)", x);
				kg_pl(p, "\tp = put_%s(&m->%s[i], %s, p);", kg_fn_suffix(f->type.st),
				      x, v);
			}
			spec_end(p, hi);
		}
		break;
	}
	}
}

/*
 * static uint8_t *put_S(m, version, p): writes S at version at p, exactly
 * the bytes size_S counted (which also checked everything), and returns
 * the end. Known and unknown tags go out in one ascending order.
 */
static void emit_put(const struct kg_struct *s, bool fill, struct kg_printer *p)
{
	const char *fn = kg_fn_suffix(s);
	if (fill)
		kg_pl(p, "static uint8_t *fill_%s(const struct %s *m, int16_t version, uint8_t *p, size_t room)",
		      fn, s->cname);
	else
		kg_pl(p, "static %suint8_t *put_%s(const struct %s *m, int16_t version, uint8_t *p)",
		      fill_inline(s), fn, s->cname);
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "(void)version;");
	if (fill) {
		kg_pl(p, "size_t own = size_shallow_%s(m, version, 0, NULL);", fn);
		kg_pl(p, "if (own == KW__SIZE_ERROR || own > room)");
		kg_pl(p, "\treturn NULL;");
		kg_pl(p, "room -= own;");
	}
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		struct kg_versions mand = kg_versions_intersect(kg_field_mandatory(f), s->known);
		if (kg_versions_empty(mand) && !kg_versions_empty(s->known))
			continue;
		bool o = open_if(p, kg_cond(mand, s->known));
		struct kg_versions k = kg_versions_empty(s->known) ? f->versions : mand;
		if (fill && struct_array(f)) {
			const char *efn = kg_fn_suffix(f->type.st);
			kg_pl(p, "p = kw__put_array_len(p, m->%s_count, %s);", f->snake,
			      kg_cond(kg_field_flexible(f), k));
			kg_pl(p, "for (int32_t i = 0; i < m->%s_count; i++) {", f->snake);
			kg_in(p);
			kg_pl(p, "size_t k = size_%s(&m->%s[i], version, 0, NULL);", efn, f->snake);
			kg_pl(p, "if (k == KW__SIZE_ERROR || k > room)");
			kg_pl(p, "\treturn NULL;");
			kg_pl(p, "room -= k;");
			kg_pl(p, "p = put_%s(&m->%s[i], version, p);", efn, f->snake);
			kg_out(p);
			kg_pl(p, "}");
		} else {
			emit_put_value(p, f, k, false);
		}
		close_if(p, o);
	}
	struct kg_versions kf = struct_flex(s);
	if (!kg_versions_empty(kf) || kg_versions_empty(s->known)) {
		bool o = open_if(p, kg_cond(s->msg->flexible, s->known));
		const struct kg_field **tf = kg_xcalloc(s->nfields + 1, sizeof *tf);
		size_t nt = sorted_tagged(s, tf);
		kg_pl(p, "const struct kw_unknown_tags *u = &m->unknown_tagged_fields;");
		emit_tag_presence(s, tf, nt, p);
		kg_pl(p, "uint32_t ntags = u->count;");
		for (size_t i = 0; i < nt; i++)
			if (!kg_is_false(kg_cond(tf[i]->tagged, kf)))
				kg_pl(p, "ntags += has_%s;", tf[i]->snake);
		kg_pl(p, "p = kw__put_uvarint(p, ntags);");
		uint32_t lo = 0;
		for (size_t i = 0; i < nt; i++) {
			const struct kg_field *f = tf[i];
			if (kg_is_false(kg_cond(f->tagged, kf)))
				continue;
			if ((uint32_t)f->tag > lo) {
				kg_pl(p, "if (u->count)");
				kg_pl(p, "\tp = kw__put_unknown_tags(p, u, %uu, %uu);", lo,
				      (uint32_t)f->tag - 1);
			}
			lo = (uint32_t)f->tag + 1;
			kg_pl(p, "if (has_%s) {", f->snake);
			kg_in(p);
			kg_pl(p, "size_t vsz = 0;");
			struct kg_versions tk = kg_versions_intersect(f->tagged, kf);
			emit_size_value(p, f, tk, true, "vsz", false);
			kg_pl(p, "p = kw__put_uvarint(p, %du);", f->tag);
			kg_pl(p, "p = kw__put_uvarint(p, (uint32_t)vsz);");
			emit_put_value(p, f, tk, true);
			kg_out(p);
			kg_pl(p, "}");
		}
		kg_pl(p, "if (u->count)");
		kg_pl(p, "\tp = kw__put_unknown_tags(p, u, %uu, UINT32_MAX);", lo);
		free(tf);
		close_if(p, o);
	}
	kg_pl(p, "return p;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
}

/* ---- equal ---- */

static void emit_equal(const struct kg_struct *s, struct kg_printer *p)
{
	const char *fn = kg_fn_suffix(s);
	kg_pl(p, "static bool equal_%s(const struct %s *a, const struct %s *b)", fn, s->cname,
	      s->cname);
	kg_pl(p, "{");
	kg_in(p);
	for (size_t i = 0; i < s->nfields; i++) {
		const struct kg_field *f = s->fields[i];
		const char *x = f->snake;
		switch (f->type.kind) {
		case KG_FLOAT64:
			kg_pl(p, "if (memcmp(&a->%s, &b->%s, sizeof a->%s) != 0)", x, x, x);
			kg_pl(p, "\treturn false;");
			break;
		case KG_UUID:
			kg_pl(p, "if (!kw_uuid_equal(&a->%s, &b->%s))", x, x);
			kg_pl(p, "\treturn false;");
			break;
		case KG_STRING:
			kg_pl(p, "if (!kw_str_equal(a->%s, b->%s))", x, x);
			kg_pl(p, "\treturn false;");
			break;
		case KG_BYTES:
		case KG_RECORDS:
			kg_pl(p, "if (!kw_bytes_equal(a->%s, b->%s))", x, x);
			kg_pl(p, "\treturn false;");
			break;
		case KG_STRUCT:
			if (kg_struct_by_pointer(f)) {
				kg_pl(p, "if ((a->%s == NULL) != (b->%s == NULL))", x, x);
				kg_pl(p, "\treturn false;");
				kg_pl(p, "if (a->%s && !equal_%s(a->%s, b->%s))", x,
				      kg_fn_suffix(f->type.st), x, x);
			} else if (kg_struct_null_flag(f)) {
				kg_pl(p, "if (a->%s_is_null != b->%s_is_null)", x, x);
				kg_pl(p, "\treturn false;");
				kg_pl(p, "if (!a->%s_is_null && !equal_%s(&a->%s, &b->%s))", x,
				      kg_fn_suffix(f->type.st), x, x);
			} else {
				kg_pl(p, "if (!equal_%s(&a->%s, &b->%s))", kg_fn_suffix(f->type.st),
				      x, x);
			}
			kg_pl(p, "\treturn false;");
			break;
		case KG_ARRAY: {
			enum kg_kind e = f->type.elem;
			kg_pl(p, "if (a->%s_count != b->%s_count)", x, x);
			kg_pl(p, "\treturn false;");
			kg_pl(p, "for (int32_t i = 0; i < a->%s_count; i++) {", x);
			kg_in(p);
			if (e == KG_STRING)
				kg_pl(p, "if (!kw_str_equal(a->%s[i], b->%s[i]))", x, x);
			else if (e == KG_BYTES)
				kg_pl(p, "if (!kw_bytes_equal(a->%s[i], b->%s[i]))", x, x);
			else if (e == KG_UUID)
				kg_pl(p, "if (!kw_uuid_equal(&a->%s[i], &b->%s[i]))", x, x);
			else if (e == KG_FLOAT64)
				kg_pl(p, "if (memcmp(&a->%s[i], &b->%s[i], sizeof(double)) != 0)", x, x);
			else if (e == KG_STRUCT)
				kg_pl(p, "if (!equal_%s(&a->%s[i], &b->%s[i]))", kg_fn_suffix(f->type.st),
				      x, x);
			else
				kg_pl(p, "if (a->%s[i] != b->%s[i])", x, x);
			kg_pl(p, "\treturn false;");
			kg_out(p);
			kg_pl(p, "}");
			break;
		}
		default:
			kg_pl(p, "if (a->%s != b->%s)", x, x);
			kg_pl(p, "\treturn false;");
			break;
		}
	}
	kg_pl(p, "return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	/*
	 * All-defaults test (tagged omission, absent-field checks): each field
	 * against its default directly (as Kafka's generated code does),
	 * rather than building a default struct to compare with.
	 */
	kg_pl(p, "__attribute__((unused)) static bool isdefault_%s(const struct %s *m)", fn,
	      s->cname);
	kg_pl(p, "{");
	kg_in(p);
	for (size_t i = 0; i < s->nfields; i++) {
		kg_pl(p, "if (%s)", kg_nondefault(s->fields[i], "m"));
		kg_pl(p, "\treturn false;");
	}
	kg_pl(p, "return m->unknown_tagged_fields.count == 0;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
}

static void emit_prototypes(const struct kg_message *m, struct kg_printer *p)
{
	for (size_t i = 0; i < m->nstructs; i++) {
		const struct kg_struct *s = m->structs[i];
		const char *fn = kg_fn_suffix(s);
		kg_pl(p, "static void init_%s(struct %s *s);", fn, s->cname);
		kg_pl(p, "static %sint decode_%s(struct %s *m, int16_t version, %s,",
		      spec_elem(s) ? "inline __attribute__((always_inline)) " : "", fn, s->cname,
		      s->is_top ? "struct kw_reader *r" : "struct kw__cur *cin");
		kg_pl(p, "\t\tstruct kw_arena *a);");
		kg_pl(p, "static %ssize_t size_%s(const struct %s *m, int16_t version, size_t at,",
		      fill_inline(s), fn, s->cname);
		kg_pl(p, "\t\tstruct kw_error *e);");
		if (!(s->is_top && has_fill(m)))
			kg_pl(p, "static %suint8_t *put_%s(const struct %s *m, int16_t version, uint8_t *p);",
			      fill_inline(s), fn, s->cname);
		kg_pl(p, "static bool equal_%s(const struct %s *a, const struct %s *b);", fn,
		      s->cname, s->cname);
	}
	kg_blank(p);
}

static void emit_public(const struct kg_message *m, struct kg_printer *p)
{
	const char *c = m->top->cname;
	kg_pl(p, "int %s_decode(struct %s *m, int16_t version, struct kw_reader *r,", c, c);
	kg_pl(p, "\t\tstruct kw_arena *a)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "int rc;");
	kg_pl(p, "if (version < %d || version > %d) {", m->valid.lo, m->valid.hi);
	kg_in(p);
	kg_pl(p, "%s_init(m);", c);
	kg_pl(p, "rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,");
	kg_pl(p, "\t\t\"version %%d is not supported (valid: %d to %d)\", (int)version);", m->valid.lo,
	      m->valid.hi);
	kg_out(p);
	kg_pl(p, "} else {");
	kg_pl(p, "\trc = decode_message(m, version, r, a);");
	kg_pl(p, "}");
	kg_pl(p, "if (rc < 0)");
	kg_pl(p, "\tkw_error_set_context(r->err, \"%s v%%d\", (int)version);", m->name);
	kg_pl(p, "return rc;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "int %s_encode(const struct %s *m, int16_t version, struct kw_writer *w)", c, c);
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "if (!kw_writer_ok(w))");
	kg_pl(p, "\treturn w->err->code;");
	kg_pl(p, "if (version < %d || version > %d) {", m->valid.lo, m->valid.hi);
	kg_pl(p, "\tkw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,");
	kg_pl(p, "\t\t       \"version %%d is not supported (valid: %d to %d)\", (int)version);",
	      m->valid.lo, m->valid.hi);
	kg_pl(p, "} else {");
	kg_in(p);
	if (has_fill(m)) {
		kg_comment(p, "Fast path: straight into the room the writer has, each element of the top-level struct arrays sized (and checked) just before it is written, while it is in cache. An error or too little room takes the size pass below, which reports it or reserves the room.");
		kg_pl(p, "if (w->buf != NULL) {");
		kg_in(p);
		kg_pl(p, "uint8_t *p = w->buf + w->pos;");
		kg_pl(p, "uint8_t *end = fill_message(m, version, p, w->cap - w->pos);");
		kg_pl(p, "if (end != NULL) {");
		kg_pl(p, "\tw->pos += (size_t)(end - p);");
		kg_pl(p, "\treturn 0;");
		kg_pl(p, "}");
		kg_out(p);
		kg_pl(p, "}");
	}
	kg_comment(p, "The size pass checks what the write cannot; the write then fills exactly the bytes reserved.");
	kg_pl(p, "size_t n = size_message(m, version, w->pos, w->err);");
	kg_pl(p, "uint8_t *p;");
	kg_pl(p, "if (n - 1 < w->cap - w->pos) { /* 0 < n <= room */");
	kg_pl(p, "\tp = w->buf + w->pos;");
	kg_pl(p, "\tw->pos += n;");
	kg_pl(p, "} else {");
	kg_pl(p, "\tp = kw__encode_reserve(w, n);");
	kg_pl(p, "}");
	kg_pl(p, "if (p != NULL) {");
	if (has_fill(m))
		kg_pl(p, "\tuint8_t *end = fill_message(m, version, p, n);");
	else
		kg_pl(p, "\tuint8_t *end = put_message(m, version, p);");
	kg_pl(p, "\tassert(end == p + n);");
	kg_pl(p, "\t(void)end;");
	kg_pl(p, "\treturn 0;");
	kg_pl(p, "}");
	kg_out(p);
	kg_pl(p, "}");
	kg_pl(p, "kw_error_set_context(w->err, \"%s v%%d\", (int)version);", m->name);
	kg_pl(p, "return w->err->code;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "size_t %s_size(const struct %s *m, int16_t version)", c, c);
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "size_t n = size_message(m, version, 0, NULL);");
	kg_pl(p, "return n == KW__SIZE_ERROR ? 0 : n;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "bool %s_equal(const struct %s *a, const struct %s *b)", c, c, c);
	kg_pl(p, "{");
	kg_pl(p, "\treturn equal_message(a, b);");
	kg_pl(p, "}");
}

static void emit_source(const struct kg_message *m, struct kg_printer *p)
{
	kg_emit_banner(p, m->banner_path);
	kg_pl(p, "#include \"%s/%s.h\"", kg_names.incdir, m->snake);
	kg_pl(p, "#include \"kwire/codec.h\"");
	kg_blank(p);
	kg_pl(p, "#include <assert.h>");
	kg_pl(p, "#include <math.h>");
	kg_pl(p, "#include <string.h>");
	kg_blank(p);
	emit_prototypes(m, p);
	for (size_t i = 0; i < m->nstructs; i++) {
		const struct kg_struct *s = m->structs[i];
		emit_init(s, p);
		emit_equal(s, p);
		emit_decode(s, p);
		emit_size(s, false, p);
		/* With a fill pass, fill_message is the top struct's only writer. */
		if (!(s->is_top && has_fill(m)))
			emit_put(s, false, p);
	}
	if (has_fill(m)) {
		emit_size(m->top, true, p);
		emit_put(m->top, true, p);
	}
	emit_public(m, p);
}

int kg_emit_codec(const struct kg_schema_set *set, struct kg_outputs *o)
{
	int rc = 0;
	struct kg_printer p;
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *m = set->msgs[i];
		kg_printer_init(&p);
		emit_header(m, &p);
		rc |= kg_out_write(o, kg_strf("%s/%s.h", kg_names.incdir, m->snake), KG_OUT_HEADER, &p);
		kg_printer_free(&p);
		kg_printer_init(&p);
		emit_source(m, &p);
		rc |= kg_out_write(o, kg_strf("%s/%s.c", kg_names.incdir, m->snake), KG_OUT_SOURCE, &p);
		kg_printer_free(&p);
	}
	return rc ? -1 : 0;
}
