/*
 * generator/util.c — diagnostics, version ranges, names and the printer:
 * the small helpers every stage of kwire-gen uses.
 */
#include "ir.h"
#include "printer.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- names of the generated code (main.c sets them) ---- */

struct kg_names kg_names = { "kw", "KW", "kwire/msg", "KWIRE_MSG", true };

/* ---- diagnostics ---- */

static int error_count;
FILE *kg_diag;

void kg_error(struct kg_loc loc, const char *fmt, ...)
{
	va_list ap;
	FILE *out = kg_diag ? kg_diag : stderr;
	if (loc.file && loc.line > 0)
		fprintf(out, "%s:%d:%d: error: ", loc.file, loc.line, loc.col);
	else if (loc.file)
		fprintf(out, "%s: error: ", loc.file);
	else
		fprintf(out, "kwire-gen: error: ");
	va_start(ap, fmt);
	vfprintf(out, fmt, ap);
	va_end(ap);
	fputc('\n', out);
	error_count++;
}

int kg_error_count(void)
{
	return error_count;
}

void kg_error_reset(void)
{
	error_count = 0;
}

/* ---- memory ---- */

void *kg_xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p) {
		fputs("kwire-gen: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

char *kg_xstrdup(const char *s)
{
	size_t n = strlen(s);
	char *p = kg_xcalloc(n + 1, 1);
	memcpy(p, s, n);
	return p;
}

char *kg_strf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *p = kg_xcalloc((size_t)n + 1, 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

/* ---- versions ---- */

/* A version number: decimal digits only, at most KG_VERSION_MAX. */
static int parse_version_number(const char *s, size_t n, int *out)
{
	if (n == 0 || n > 6)
		return -1;
	int v = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	if (v > KG_VERSION_MAX)
		return -1;
	*out = v;
	return 0;
}

int kg_versions_parse(const char *text, struct kg_versions *out, const char **why)
{
	while (*text == ' ' || *text == '\t')
		text++;
	size_t n = strlen(text);
	while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t'))
		n--;
	*why = "not a version range (expected none, N, A-B or N+)";
	if (n == 4 && memcmp(text, "none", 4) == 0) {
		*out = KG_VERSIONS_NONE;
		return 0;
	}
	if (n > 0 && text[0] == '-') {
		*why = "invalid version range: versions cannot be negative";
		return -1;
	}
	if (n > 1 && text[n - 1] == '+') {
		if (parse_version_number(text, n - 1, &out->lo))
			return -1;
		out->hi = KG_VERSION_MAX;
		return 0;
	}
	const char *dash = memchr(text, '-', n);
	if (dash) {
		size_t a = (size_t)(dash - text);
		if (dash[1] == '-') {
			*why = "invalid version range: versions cannot be negative";
			return -1;
		}
		if (parse_version_number(text, a, &out->lo) ||
		    parse_version_number(dash + 1, n - a - 1, &out->hi))
			return -1;
		return 0;
	}
	if (parse_version_number(text, n, &out->lo))
		return -1;
	out->hi = out->lo;
	return 0;
}

struct kg_versions kg_versions_intersect(struct kg_versions a, struct kg_versions b)
{
	struct kg_versions r = { a.lo > b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi };
	if (r.lo > r.hi)
		return KG_VERSIONS_NONE;
	return r;
}

bool kg_versions_subset(struct kg_versions a, struct kg_versions b)
{
	if (kg_versions_empty(a))
		return true;
	return a.lo >= b.lo && a.hi <= b.hi;
}

const char *kg_versions_str(struct kg_versions v, char *buf, size_t len)
{
	if (kg_versions_empty(v))
		snprintf(buf, len, "none");
	else if (v.hi == KG_VERSION_MAX)
		snprintf(buf, len, "%d+", v.lo);
	else if (v.lo == v.hi)
		snprintf(buf, len, "%d", v.lo);
	else
		snprintf(buf, len, "%d-%d", v.lo, v.hi);
	return buf;
}

/* ---- names ---- */

/*
 * Inserts '_' at a lower/digit → upper boundary and before the last capital
 * of an acronym run that is followed by a lower-case letter:
 * "IsrNodes" → "isr_nodes", "TopicID" → "topic_id", "HTTPServer" → "http_server".
 */
char *kg_snake(const char *camel)
{
	size_t n = strlen(camel);
	char *out = kg_xcalloc(2 * n + 1, 1);
	size_t o = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)camel[i];
		if (isupper(c) && i > 0) {
			unsigned char prev = (unsigned char)camel[i - 1];
			unsigned char next = i + 1 < n ? (unsigned char)camel[i + 1] : 0;
			if (islower(prev) || isdigit(prev) ||
			    (isupper(prev) && next && islower(next)))
				out[o++] = '_';
		}
		out[o++] = (char)tolower(c);
	}
	out[o] = '\0';
	return out;
}

/* ---- helpers over the IR ---- */

struct kg_versions kg_field_mandatory(const struct kg_field *f)
{
	if (kg_versions_empty(f->tagged))
		return f->versions;
	/* taggedVersions is open-ended (rule F13), so what is left is a prefix. */
	struct kg_versions r = f->versions;
	if (f->tagged.lo - 1 < r.hi)
		r.hi = f->tagged.lo - 1;
	if (r.lo > r.hi)
		return KG_VERSIONS_NONE;
	return r;
}

struct kg_versions kg_field_flexible(const struct kg_field *f)
{
	if (f->has_flexible)
		return f->flexible;
	return f->parent->msg->flexible;
}

bool kg_kind_nullable_ok(enum kg_kind k)
{
	return k == KG_STRING || k == KG_BYTES || k == KG_RECORDS || k == KG_STRUCT ||
	       k == KG_ARRAY;
}

const char *kg_kind_name(enum kg_kind k)
{
	switch (k) {
	case KG_BOOL: return "bool";
	case KG_INT8: return "int8";
	case KG_INT16: return "int16";
	case KG_UINT16: return "uint16";
	case KG_INT32: return "int32";
	case KG_UINT32: return "uint32";
	case KG_INT64: return "int64";
	case KG_FLOAT64: return "float64";
	case KG_UUID: return "uuid";
	case KG_STRING: return "string";
	case KG_BYTES: return "bytes";
	case KG_RECORDS: return "records";
	case KG_STRUCT: return "struct";
	case KG_ARRAY: return "array";
	}
	return "?";
}

/* ---- printer ---- */

void kg_printer_init(struct kg_printer *p)
{
	memset(p, 0, sizeof *p);
}

void kg_printer_free(struct kg_printer *p)
{
	free(p->buf);
	memset(p, 0, sizeof *p);
}

static void reserve(struct kg_printer *p, size_t more)
{
	if (p->len + more + 1 <= p->cap)
		return;
	size_t cap = p->cap ? p->cap * 2 : 4096;
	while (cap < p->len + more + 1)
		cap *= 2;
	char *nb = realloc(p->buf, cap);
	if (!nb) {
		fputs("kwire-gen: out of memory\n", stderr);
		exit(2);
	}
	p->buf = nb;
	p->cap = cap;
}

static void vappend(struct kg_printer *p, const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	reserve(p, (size_t)n);
	vsnprintf(p->buf + p->len, (size_t)n + 1, fmt, ap);
	p->len += (size_t)n;
}

void kg_praw(struct kg_printer *p, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vappend(p, fmt, ap);
	va_end(ap);
}

void kg_pl(struct kg_printer *p, const char *fmt, ...)
{
	va_list ap;
	reserve(p, (size_t)p->indent + 1);
	for (int i = 0; i < p->indent; i++)
		p->buf[p->len++] = '\t';
	p->buf[p->len] = '\0';
	va_start(ap, fmt);
	vappend(p, fmt, ap);
	va_end(ap);
	reserve(p, 1);
	p->buf[p->len++] = '\n';
	p->buf[p->len] = '\0';
}

void kg_blank(struct kg_printer *p)
{
	reserve(p, 1);
	p->buf[p->len++] = '\n';
	p->buf[p->len] = '\0';
}

void kg_comment(struct kg_printer *p, const char *text)
{
	/* Sanitise: no comment terminators, no control characters. */
	size_t n = strlen(text);
	char *t = kg_xcalloc(n + 1, 1);
	for (size_t i = 0; i < n; i++) {
		char c = text[i];
		if ((unsigned char)c < 0x20)
			c = ' ';
		if (c == '/' && i > 0 && t[i - 1] == '*')
			c = ' ';
		t[i] = c;
	}
	const int width = 72 - 8 * p->indent > 40 ? 72 - 8 * p->indent : 40;
	if ((int)n <= width - 6) {
		kg_pl(p, "/* %s */", t);
		free(t);
		return;
	}
	kg_pl(p, "/*");
	const char *s = t;
	while (*s) {
		while (*s == ' ')
			s++;
		if (!*s)
			break;
		size_t len = strlen(s);
		size_t take = len;
		if ((int)len > width) {
			take = (size_t)width;
			while (take > 0 && s[take] != ' ')
				take--;
			if (take == 0)
				take = (size_t)width;
		}
		kg_pl(p, " * %.*s", (int)take, s);
		s += take;
	}
	kg_pl(p, " */");
	free(t);
}
