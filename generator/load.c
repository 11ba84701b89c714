/*
 * generator/load.c — schema files → IR.
 *
 * 1. Comments (// and block comments, outside string literals) are blanked
 *    with spaces, keeping newlines, so every byte keeps its line and column.
 * 2. cJSON parses the text; on failure the error position (cJSON_GetErrorPtr)
 *    is mapped to line:col and classified (missing comma, trailing comma,
 *    mismatched bracket, bad value) so the report points at the first mistake.
 * 3. cJSON keeps no positions, so a small scanner walks the (now known
 *    valid) text in the same pre-order as the cJSON tree and records where
 *    every key and value starts; the result is a position-carrying tree
 *    (struct jnode) that the IR builder reads.
 * 4. The IR builder accepts what Kafka's Jackson reader accepts (duplicate
 *    keys with the last one winning, scalar coercion, any key order, a single
 *    value where a list is expected) and rejects unknown keys.
 */
#include "load.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum jkind { J_OBJ, J_ARR, J_STR, J_NUM, J_TRUE, J_FALSE, J_NULL };

struct jnode {
	enum jkind kind;
	const char *key;      /* member name inside an object, else NULL */
	struct kg_loc key_loc;
	struct kg_loc loc;    /* where the value starts */
	char *text;           /* J_STR: the string; J_NUM/J_TRUE/...: raw text */
	struct jnode **kids;
	size_t nkids;
};

struct src {
	const char *path;
	char *text;           /* comment-blanked, NUL-terminated */
	size_t len;
	size_t *line_starts;
	size_t nlines;
};

static struct kg_loc loc_at(const struct src *s, size_t off)
{
	size_t lo = 0, hi = s->nlines;
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;
		if (s->line_starts[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	return (struct kg_loc){ s->path, (int)lo + 1, (int)(off - s->line_starts[lo]) + 1 };
}

static void index_lines(struct src *s)
{
	size_t n = 1;
	for (size_t i = 0; i < s->len; i++)
		n += s->text[i] == '\n';
	s->line_starts = kg_xcalloc(n, sizeof *s->line_starts);
	s->nlines = 0;
	s->line_starts[s->nlines++] = 0;
	for (size_t i = 0; i < s->len; i++)
		if (s->text[i] == '\n')
			s->line_starts[s->nlines++] = i + 1;
}

/* Blanks comments outside strings; returns -1 on an unterminated one. */
static int blank_comments(struct src *s)
{
	char *t = s->text;
	size_t i = 0;
	while (i < s->len) {
		if (t[i] == '"') {
			i++;
			while (i < s->len && t[i] != '"' && t[i] != '\n') {
				if (t[i] == '\\' && i + 1 < s->len)
					i++;
				i++;
			}
			i++;
		} else if (t[i] == '/' && i + 1 < s->len && t[i + 1] == '/') {
			while (i < s->len && t[i] != '\n')
				t[i++] = ' ';
		} else if (t[i] == '/' && i + 1 < s->len && t[i + 1] == '*') {
			size_t start = i;
			t[i++] = ' ';
			t[i++] = ' ';
			while (i < s->len && !(t[i] == '*' && i + 1 < s->len && t[i + 1] == '/')) {
				if (t[i] != '\n')
					t[i] = ' ';
				i++;
			}
			if (i >= s->len) {
				kg_error(loc_at(s, start), "unterminated /* comment");
				return -1;
			}
			t[i++] = ' ';
			t[i++] = ' ';
		} else {
			i++;
		}
	}
	return 0;
}

/* ---- syntax errors ---- */

static bool is_ws(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static bool ends_value(char c)
{
	return c == '"' || c == '}' || c == ']' || isalnum((unsigned char)c) || c == '.';
}

static bool starts_value(char c)
{
	return c == '"' || c == '{' || c == '[' || c == '-' || isalnum((unsigned char)c);
}

/*
 * Finds the innermost open bracket before off (string-aware) so that a
 * mismatched closer can name what it should have closed.
 */
static long open_bracket_before(const struct src *s, size_t off)
{
	long *stack = kg_xcalloc(s->len + 1, sizeof *stack);
	size_t depth = 0;
	const char *t = s->text;
	for (size_t i = 0; i < off && i < s->len; i++) {
		if (t[i] == '"') {
			i++;
			while (i < off && t[i] != '"') {
				if (t[i] == '\\')
					i++;
				i++;
			}
		} else if (t[i] == '{' || t[i] == '[') {
			stack[depth++] = (long)i;
		} else if ((t[i] == '}' || t[i] == ']') && depth > 0) {
			depth--;
		}
	}
	long r = depth ? stack[depth - 1] : -1;
	free(stack);
	return r;
}

static void report_syntax(const struct src *s, size_t off)
{
	const char *t = s->text;
	if (off > s->len)
		off = s->len;
	/* Previous non-blank character. */
	size_t p = off;
	while (p > 0 && is_ws(t[p - 1]))
		p--;
	char pc = p > 0 ? t[p - 1] : '\0';
	char c = off < s->len ? t[off] : '\0';
	if (c == '\0') {
		long ob = open_bracket_before(s, off);
		if (ob >= 0) {
			struct kg_loc ol = loc_at(s, (size_t)ob);
			kg_error(loc_at(s, off), "unexpected end of file: '%c' opened at %d:%d is never closed",
				 t[ob], ol.line, ol.col);
		} else {
			kg_error(loc_at(s, off), "unexpected end of file");
		}
		return;
	}
	if (pc == ',' && (c == '}' || c == ']')) {
		kg_error(loc_at(s, p - 1), "trailing comma before '%c'", c);
		return;
	}
	if (c == '}' || c == ']') {
		long ob = open_bracket_before(s, off);
		if (ob >= 0 && ((t[ob] == '[' && c == '}') || (t[ob] == '{' && c == ']'))) {
			struct kg_loc ol = loc_at(s, (size_t)ob);
			kg_error(loc_at(s, off), "mismatched '%c': expected '%c' to close '%c' opened at %d:%d",
				 c, t[ob] == '[' ? ']' : '}', t[ob], ol.line, ol.col);
			return;
		}
		if (pc == ':') {
			kg_error(loc_at(s, off), "missing value before '%c'", c);
			return;
		}
	}
	if (starts_value(c) && p > 0 && ends_value(pc) && pc != '\0') {
		/* A value directly after another value: the comma is missing. */
		long ob = open_bracket_before(s, off);
		if (ob < 0) {
			kg_error(loc_at(s, off), "unexpected text after the end of the JSON value");
			return;
		}
		if (t[ob] == '{' && pc == '"' && c != '"' && c != '}') {
			/* maybe a key without ':' - fall through to the generic case */
		} else {
			kg_error(loc_at(s, p), "missing ',' before the next %s",
				 t[ob] == '{' ? "member" : "element");
			return;
		}
	}
	if (pc == ',' && t[open_bracket_before(s, off) >= 0 ? open_bracket_before(s, off) : 0] == '{' && c != '"') {
		kg_error(loc_at(s, off), "expected a quoted member name, found '%c'", c);
		return;
	}
	if (isalpha((unsigned char)c)) {
		size_t e = off;
		while (e < s->len && isalnum((unsigned char)t[e]))
			e++;
		kg_error(loc_at(s, off), "invalid value '%.*s' (expected a string, number, object, array, true, false or null)",
			 (int)(e - off), t + off);
		return;
	}
	kg_error(loc_at(s, off), "malformed JSON: unexpected '%c'", c);
}

/* ---- position scanner ---- */

struct scan {
	const struct src *s;
	size_t pos;
};

static void skip_ws(struct scan *sc)
{
	while (sc->pos < sc->s->len && is_ws(sc->s->text[sc->pos]))
		sc->pos++;
}

static void skip_string(struct scan *sc)
{
	const char *t = sc->s->text;
	sc->pos++; /* opening quote */
	while (sc->pos < sc->s->len && t[sc->pos] != '"') {
		if (t[sc->pos] == '\\')
			sc->pos++;
		sc->pos++;
	}
	sc->pos++;
}

static struct jnode *build(struct scan *sc, const cJSON *item)
{
	struct jnode *n = kg_xcalloc(1, sizeof *n);
	skip_ws(sc);
	n->loc = loc_at(sc->s, sc->pos);
	const char *t = sc->s->text;
	if (cJSON_IsObject(item) || cJSON_IsArray(item)) {
		bool obj = cJSON_IsObject(item);
		n->kind = obj ? J_OBJ : J_ARR;
		sc->pos++; /* { or [ */
		size_t count = 0;
		for (const cJSON *c = item->child; c; c = c->next)
			count++;
		n->kids = kg_xcalloc(count, sizeof *n->kids);
		for (const cJSON *c = item->child; c; c = c->next) {
			skip_ws(sc);
			struct kg_loc kl = { 0 };
			if (obj) {
				kl = loc_at(sc->s, sc->pos);
				skip_string(sc);
				skip_ws(sc);
				sc->pos++; /* : */
			}
			struct jnode *k = build(sc, c);
			if (obj) {
				k->key = c->string;
				k->key_loc = kl;
			}
			n->kids[n->nkids++] = k;
			skip_ws(sc);
			if (sc->pos < sc->s->len && t[sc->pos] == ',')
				sc->pos++;
		}
		skip_ws(sc);
		sc->pos++; /* } or ] */
		return n;
	}
	if (cJSON_IsString(item)) {
		n->kind = J_STR;
		n->text = item->valuestring;
		skip_string(sc);
		return n;
	}
	size_t start = sc->pos;
	while (sc->pos < sc->s->len && !is_ws(t[sc->pos]) && t[sc->pos] != ',' &&
	       t[sc->pos] != '}' && t[sc->pos] != ']')
		sc->pos++;
	n->text = kg_strf("%.*s", (int)(sc->pos - start), t + start);
	if (cJSON_IsNumber(item))
		n->kind = J_NUM;
	else if (cJSON_IsTrue(item))
		n->kind = J_TRUE;
	else if (cJSON_IsFalse(item))
		n->kind = J_FALSE;
	else
		n->kind = J_NULL;
	return n;
}

/* ---- value coercion (Jackson's leniencies) ---- */

static const char *jkind_name(enum jkind k)
{
	switch (k) {
	case J_OBJ: return "an object";
	case J_ARR: return "an array";
	case J_STR: return "a string";
	case J_NUM: return "a number";
	case J_TRUE:
	case J_FALSE: return "a boolean";
	case J_NULL: return "null";
	}
	return "?";
}

/* A scalar as text (strings, numbers and booleans); NULL for null. */
static const char *as_text(const struct jnode *v, const char *key, bool *ok)
{
	switch (v->kind) {
	case J_STR:
	case J_NUM:
	case J_TRUE:
	case J_FALSE:
		return v->text;
	case J_NULL:
		return NULL;
	default:
		kg_error(v->loc, "\"%s\" must be a string, not %s", key, jkind_name(v->kind));
		*ok = false;
		return NULL;
	}
}

static bool as_bool(const struct jnode *v, const char *key, bool *ok)
{
	if (v->kind == J_TRUE)
		return true;
	if (v->kind == J_FALSE || v->kind == J_NULL)
		return false;
	if (v->kind == J_STR && (strcmp(v->text, "true") == 0 || strcmp(v->text, "false") == 0))
		return v->text[0] == 't';
	kg_error(v->loc, "\"%s\" must be true or false", key);
	*ok = false;
	return false;
}

static bool as_int(const struct jnode *v, const char *key, long *out)
{
	if (v->kind == J_NUM || v->kind == J_STR) {
		const char *t = v->text;
		char *end;
		if (*t) {
			long x = strtol(t, &end, 10);
			if (*end == '\0' && x >= -32768 && x <= 2147483647L) {
				*out = x;
				return true;
			}
		}
	}
	kg_error(v->loc, "\"%s\" must be an integer", key);
	return false;
}

static bool parse_versions_at(const struct jnode *v, const char *key, struct kg_versions *out)
{
	bool ok = true;
	const char *t = as_text(v, key, &ok);
	if (!ok)
		return false;
	if (!t || !*t) {
		/* Empty or null: the caller's default (treated as absent). */
		return false;
	}
	const char *why;
	if (kg_versions_parse(t, out, &why)) {
		kg_error(v->loc, "\"%s\": %s: \"%s\"", key, why, t);
		return false;
	}
	return true;
}

/* ---- IR building ---- */

static struct kg_struct *new_struct(struct kg_message *m, struct kg_loc loc)
{
	struct kg_struct *s = kg_xcalloc(1, sizeof *s);
	s->msg = m;
	s->loc = loc;
	s->versions = KG_VERSIONS_NONE;
	return s;
}

static void load_fields(struct kg_message *m, struct kg_struct *st, const struct jnode *arr);

/* A type string → kg_type; reports T1/T2/T3. */
static bool parse_type(const char *text, struct kg_loc loc, struct kg_type *ty)
{
	static const struct {
		const char *name;
		enum kg_kind kind;
	} prims[] = {
		{ "bool", KG_BOOL },     { "int8", KG_INT8 },       { "int16", KG_INT16 },
		{ "uint16", KG_UINT16 }, { "int32", KG_INT32 },     { "uint32", KG_UINT32 },
		{ "int64", KG_INT64 },   { "float64", KG_FLOAT64 }, { "uuid", KG_UUID },
		{ "string", KG_STRING }, { "bytes", KG_BYTES },     { "records", KG_RECORDS },
	};
	while (*text == ' ' || *text == '\t')
		text++;
	char *t = kg_xstrdup(text);
	size_t n = strlen(t);
	while (n > 0 && (t[n - 1] == ' ' || t[n - 1] == '\t'))
		t[--n] = '\0';
	bool array = false;
	const char *base = t;
	if (strncmp(t, "[]", 2) == 0) {
		array = true;
		base = t + 2;
		if (!*base) {
			kg_error(loc, "can't parse array type []: no element type found");
			return false;
		}
		if (strncmp(base, "[]", 2) == 0) {
			kg_error(loc, "can't have an array of arrays (%s); use an array of structs containing an array instead", t);
			return false;
		}
	}
	enum kg_kind k = KG_STRUCT;
	bool found = false;
	for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++) {
		if (strcmp(base, prims[i].name) == 0) {
			k = prims[i].kind;
			found = true;
		}
	}
	if (!found) {
		bool ok = isupper((unsigned char)base[0]);
		for (const char *c = base; *c && ok; c++)
			ok = isalnum((unsigned char)*c) || *c == '_';
		if (!ok) {
			kg_error(loc, "can't parse type \"%s\"", t);
			return false;
		}
		ty->struct_name = base;
	}
	if (array) {
		ty->kind = KG_ARRAY;
		ty->elem = k;
	} else {
		ty->kind = k;
	}
	return true;
}

static void load_field(struct kg_message *m, struct kg_struct *st, const struct jnode *o)
{
	if (o->kind != J_OBJ) {
		kg_error(o->loc, "a field must be an object, not %s", jkind_name(o->kind));
		return;
	}
	struct kg_field *f = kg_xcalloc(1, sizeof *f);
	f->loc = o->loc;
	f->parent = st;
	f->tag = -1;
	f->versions = f->nullable = f->tagged = f->flexible = KG_VERSIONS_NONE;
	f->def.text = "";
	const struct jnode *fields = NULL;
	bool ok = true;
	for (size_t i = 0; i < o->nkids; i++) {
		const struct jnode *v = o->kids[i];
		const char *k = v->key;
		if (strcmp(k, "name") == 0) {
			f->name = as_text(v, k, &ok);
			f->loc_name = v->loc;
		} else if (strcmp(k, "type") == 0) {
			f->type_text = as_text(v, k, &ok);
			f->loc_type = v->loc;
		} else if (strcmp(k, "versions") == 0) {
			f->loc_versions = v->loc;
			f->has_versions = parse_versions_at(v, k, &f->versions);
		} else if (strcmp(k, "nullableVersions") == 0) {
			f->loc_nullable = v->loc;
			f->has_nullable = parse_versions_at(v, k, &f->nullable);
			if (!f->has_nullable)
				f->nullable = KG_VERSIONS_NONE;
		} else if (strcmp(k, "taggedVersions") == 0) {
			f->loc_tagged = v->loc;
			f->has_tagged = parse_versions_at(v, k, &f->tagged);
			if (!f->has_tagged)
				f->tagged = KG_VERSIONS_NONE;
		} else if (strcmp(k, "flexibleVersions") == 0) {
			f->loc_flexible = v->loc;
			f->has_flexible = parse_versions_at(v, k, &f->flexible);
		} else if (strcmp(k, "tag") == 0) {
			long t;
			f->loc_tag = v->loc;
			if (v->kind == J_NULL) {
				f->has_tag = false;
			} else if (as_int(v, k, &t)) {
				f->has_tag = true;
				f->tag = (int)t;
			}
		} else if (strcmp(k, "default") == 0) {
			f->loc_default = v->loc;
			const char *t = as_text(v, k, &ok);
			f->def.text = t ? t : "";
		} else if (strcmp(k, "ignorable") == 0) {
			f->loc_ignorable = v->loc;
			f->ignorable = as_bool(v, k, &ok);
		} else if (strcmp(k, "mapKey") == 0) {
			f->loc_map_key = v->loc;
			f->map_key = as_bool(v, k, &ok);
		} else if (strcmp(k, "zeroCopy") == 0) {
			f->loc_zero_copy = v->loc;
			f->zero_copy = as_bool(v, k, &ok);
		} else if (strcmp(k, "entityType") == 0) {
			f->loc_entity_type = v->loc;
			f->entity_type = as_text(v, k, &ok);
		} else if (strcmp(k, "about") == 0) {
			f->about = as_text(v, k, &ok);
		} else if (strcmp(k, "fields") == 0) {
			f->loc_fields = v->loc;
			fields = v;
		} else {
			kg_error(v->key_loc, "unknown key \"%s\" in field%s%s", k,
				 f->name ? " " : "", f->name ? f->name : "");
		}
	}
	if (!f->name) {
		kg_error(o->loc, "field has no \"name\"");
		return;
	}
	f->snake = kg_snake(f->name);
	if (!f->type_text) {
		kg_error(o->loc, "field %s has no \"type\"", f->name);
		return;
	}
	if (!parse_type(f->type_text, f->loc_type, &f->type))
		return;
	/* A field given only taggedVersions exists in those versions. */
	if (!f->has_versions && f->has_tagged)
		f->versions = f->tagged;
	if (fields) {
		bool structish = f->type.kind == KG_STRUCT ||
				 (f->type.kind == KG_ARRAY && f->type.elem == KG_STRUCT);
		if (structish) {
			struct kg_struct *in = new_struct(m, fields->loc);
			in->name = f->type.struct_name;
			in->owner = f;
			in->versions = f->versions;
			in->has_versions = f->has_versions;
			in->loc_versions = f->has_versions ? f->loc_versions : f->loc;
			f->inline_struct = in;
			load_fields(m, in, fields);
		} else if (f->type.kind != KG_ARRAY) {
			kg_error(f->loc_fields, "non-array or struct field %s cannot have fields", f->name);
		}
		/* "fields" on an array of primitives is ignored, as Kafka does. */
	}
	(void)ok;
	st->fields = realloc(st->fields, (st->nfields + 1) * sizeof *st->fields);
	if (!st->fields) {
		fputs("kwire-gen: out of memory\n", stderr);
		exit(2);
	}
	st->fields[st->nfields++] = f;
}

static void load_fields(struct kg_message *m, struct kg_struct *st, const struct jnode *arr)
{
	if (arr->kind == J_NULL)
		return;
	if (arr->kind == J_OBJ) { /* a single value where a list is expected */
		load_field(m, st, arr);
		return;
	}
	if (arr->kind != J_ARR) {
		kg_error(arr->loc, "\"fields\" must be an array, not %s", jkind_name(arr->kind));
		return;
	}
	for (size_t i = 0; i < arr->nkids; i++)
		load_field(m, st, arr->kids[i]);
}

static void load_common(struct kg_message *m, const struct jnode *o)
{
	if (o->kind != J_OBJ) {
		kg_error(o->loc, "a common struct must be an object, not %s", jkind_name(o->kind));
		return;
	}
	struct kg_struct *s = new_struct(m, o->loc);
	s->is_common = true;
	bool ok = true;
	for (size_t i = 0; i < o->nkids; i++) {
		const struct jnode *v = o->kids[i];
		const char *k = v->key;
		if (strcmp(k, "name") == 0) {
			s->name = as_text(v, k, &ok);
		} else if (strcmp(k, "versions") == 0) {
			s->loc_versions = v->loc;
			s->has_versions = parse_versions_at(v, k, &s->versions);
		} else if (strcmp(k, "deprecatedVersions") == 0) {
			struct kg_versions d;
			parse_versions_at(v, k, &d);
		} else if (strcmp(k, "fields") == 0) {
			load_fields(m, s, v);
		} else {
			kg_error(v->key_loc, "unknown key \"%s\" in common struct%s%s", k,
				 s->name ? " " : "", s->name ? s->name : "");
		}
	}
	if (!s->name) {
		kg_error(o->loc, "common struct has no \"name\"");
		return;
	}
	if (!s->has_versions) {
		kg_error(o->loc, "you must specify the version of the %s structure", s->name);
		s->versions = (struct kg_versions){ 0, KG_VERSION_MAX };
	}
	m->commons = realloc(m->commons, (m->ncommons + 1) * sizeof *m->commons);
	if (!m->commons) {
		fputs("kwire-gen: out of memory\n", stderr);
		exit(2);
	}
	m->commons[m->ncommons++] = s;
}

static const char *banner_path_of(const char *path)
{
	/* The last two components: "schemas/FetchRequest.json". */
	const char *last = strrchr(path, '/');
	if (!last)
		return path;
	const char *p = last;
	while (p > path && p[-1] != '/')
		p--;
	return p;
}

static struct kg_message *load_message(const struct src *s, const struct jnode *root)
{
	if (root->kind != J_OBJ) {
		kg_error(root->loc, "a message schema must be a JSON object, not %s",
			 jkind_name(root->kind));
		return NULL;
	}
	struct kg_message *m = kg_xcalloc(1, sizeof *m);
	m->loc = root->loc;
	m->path = s->path;
	m->banner_path = banner_path_of(s->path);
	m->api_key = -1;
	m->valid = m->flexible = m->deprecated = KG_VERSIONS_NONE;
	m->top = new_struct(m, root->loc);
	m->top->is_top = true;
	const struct jnode *fields = NULL, *commons = NULL;
	bool ok = true;
	for (size_t i = 0; i < root->nkids; i++) {
		const struct jnode *v = root->kids[i];
		const char *k = v->key;
		if (strcmp(k, "type") == 0) {
			m->loc_type = v->loc;
			m->type_text = as_text(v, k, &ok);
		} else if (strcmp(k, "name") == 0) {
			m->loc_name = v->loc;
			m->name = as_text(v, k, &ok);
		} else if (strcmp(k, "validVersions") == 0) {
			m->loc_valid = v->loc;
			m->has_valid = parse_versions_at(v, k, &m->valid);
		} else if (strcmp(k, "flexibleVersions") == 0) {
			m->loc_flexible = v->loc;
			m->has_flexible = parse_versions_at(v, k, &m->flexible);
		} else if (strcmp(k, "deprecatedVersions") == 0) {
			if (!parse_versions_at(v, k, &m->deprecated))
				m->deprecated = KG_VERSIONS_NONE;
		} else if (strcmp(k, "apiKey") == 0) {
			long x;
			m->loc_api_key = v->loc;
			if (v->kind != J_NULL && as_int(v, k, &x)) {
				m->has_api_key = true;
				m->api_key = (int)x;
			}
		} else if (strcmp(k, "listeners") == 0) {
			m->loc_listeners = v->loc;
			const struct jnode *const *items = &v;
			size_t n = 1;
			if (v->kind == J_ARR) {
				items = (const struct jnode *const *)v->kids;
				n = v->nkids;
			} else if (v->kind == J_NULL) {
				n = 0;
			}
			for (size_t j = 0; j < n; j++) {
				const struct jnode *l = items[j];
				if (l->kind != J_STR) {
					kg_error(l->loc, "a listener must be a string");
					continue;
				}
				if (strcmp(l->text, "zkBroker") == 0)
					m->listeners |= KG_LISTENER_ZK_BROKER;
				else if (strcmp(l->text, "broker") == 0)
					m->listeners |= KG_LISTENER_BROKER;
				else if (strcmp(l->text, "controller") == 0)
					m->listeners |= KG_LISTENER_CONTROLLER;
				else
					kg_error(l->loc, "unknown listener \"%s\" (expected zkBroker, broker or controller)",
						 l->text);
			}
			m->has_listeners = n > 0;
		} else if (strcmp(k, "latestVersionUnstable") == 0) {
			m->loc_unstable = v->loc;
			m->latest_unstable = as_bool(v, k, &ok);
		} else if (strcmp(k, "commonStructs") == 0) {
			commons = v;
		} else if (strcmp(k, "fields") == 0) {
			fields = v;
		} else {
			kg_error(v->key_loc, "unknown key \"%s\" in message", k);
		}
	}
	if (!m->type_text) {
		kg_error(root->loc, "message has no \"type\"");
		return NULL;
	}
	static const char *types[] = { "request", "response", "header", "metadata", "data" };
	bool known = false;
	for (int i = 0; i < 5; i++) {
		if (strcmp(m->type_text, types[i]) == 0) {
			m->type = (enum kg_message_type)i;
			known = true;
		}
	}
	if (!known) {
		kg_error(m->loc_type, "unknown message type \"%s\" (expected request, response, header, metadata or data)",
			 m->type_text);
		return NULL;
	}
	if (!m->name) {
		kg_error(root->loc, "message has no \"name\"");
		return NULL;
	}
	m->snake = kg_snake(m->name);
	m->top->name = m->name;
	m->top->versions = m->valid;
	m->top->has_versions = m->has_valid;
	m->top->loc_versions = m->has_valid ? m->loc_valid : root->loc;
	if (commons) {
		if (commons->kind == J_ARR) {
			for (size_t i = 0; i < commons->nkids; i++)
				load_common(m, commons->kids[i]);
		} else if (commons->kind == J_OBJ) {
			load_common(m, commons);
		} else if (commons->kind != J_NULL) {
			kg_error(commons->loc, "\"commonStructs\" must be an array");
		}
	}
	if (fields)
		load_fields(m, m->top, fields);
	return m;
}

static struct kg_message *load_src(struct src *s, const char *path, const char *banner);

struct kg_message *kg_load_file(const char *path, const char *banner)
{
	FILE *fp = fopen(path, "rb");
	if (!fp) {
		kg_error((struct kg_loc){ path, 0, 0 }, "cannot open: %s", strerror(errno));
		return NULL;
	}
	struct src *s = kg_xcalloc(1, sizeof *s);
	s->path = kg_xstrdup(path);
	size_t cap = 1 << 16;
	s->text = kg_xcalloc(cap, 1);
	size_t n;
	while ((n = fread(s->text + s->len, 1, cap - s->len - 1, fp)) > 0) {
		s->len += n;
		if (cap - s->len - 1 == 0) {
			cap *= 2;
			s->text = realloc(s->text, cap);
			if (!s->text) {
				fputs("kwire-gen: out of memory\n", stderr);
				exit(2);
			}
		}
	}
	fclose(fp);
	s->text[s->len] = '\0';
	return load_src(s, path, banner);
}

struct kg_message *kg_load_text(const char *path, const char *text, size_t len,
				const char *banner)
{
	struct src *s = kg_xcalloc(1, sizeof *s);
	s->path = kg_xstrdup(path);
	s->text = kg_xcalloc(len + 1, 1);
	memcpy(s->text, text, len);
	s->len = len;
	return load_src(s, path, banner);
}

/* Parses s (text NUL-terminated at len) as the schema file at path. */
static struct kg_message *load_src(struct src *s, const char *path, const char *banner)
{
	if (strlen(s->text) != s->len) {
		index_lines(s);
		kg_error(loc_at(s, strlen(s->text)), "NUL byte in schema file");
		return NULL;
	}
	index_lines(s);
	if (blank_comments(s))
		return NULL;
	const char *end = NULL;
	cJSON *root = cJSON_ParseWithLengthOpts(s->text, s->len + 1, &end, 1);
	if (!root) {
		size_t off = end ? (size_t)(end - s->text) : s->len;
		report_syntax(s, off);
		return NULL;
	}
	struct scan sc = { s, 0 };
	struct jnode *tree = build(&sc, root);
	/* cJSON strings stay referenced by the tree; the cJSON tree is kept. */
	struct kg_message *m = load_message(s, tree);
	if (m && banner)
		m->banner_path = kg_xstrdup(banner);
	if (m) {
		/* The module is the name of the folder holding the file. */
		const char *end = strrchr(path, '/'), *start = end;
		while (start && start > path && start[-1] != '/')
			start--;
		m->module = end ? kg_strf("%.*s", (int)(end - start), start) : "";
	}
	return m;
}
