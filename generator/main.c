/*
 * generator/main.c — kwire-gen: Kafka JSON message schemas → C codecs. The
 * options are documented in the help text below (kwire-gen --help, and the
 * man page built from it).
 */
#include "codegen.h"
#include "emit.h"
#include "load.h"
#include "resolve.h"
#include "validate.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_msg(const void *a, const void *b)
{
	const struct kg_message *x = *(const struct kg_message *const *)a;
	const struct kg_message *y = *(const struct kg_message *const *)b;
	return strcmp(x->name, y->name);
}

struct paths {
	char **v;      /* the files to read */
	char **banner; /* what their generated files name as their origin */
	size_t n, cap;
};

static void push(struct paths *p, char *s, char *banner)
{
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 64;
		p->v = realloc(p->v, p->cap * sizeof *p->v);
		p->banner = realloc(p->banner, p->cap * sizeof *p->banner);
		if (!p->v || !p->banner)
			exit(2);
	}
	p->v[p->n] = s;
	p->banner[p->n] = banner;
	p->n++;
}

static bool is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/*
 * Adds the *.json files below dir (recursively, sorted by path), each with
 * the banner shown + "/" + its path below dir.
 */
static int collect_dir(const char *dir, const char *shown, struct paths *out)
{
	DIR *d = opendir(dir);
	if (!d) {
		kg_error((struct kg_loc){ dir, 0, 0 }, "cannot open directory");
		return -1;
	}
	struct paths names = { 0 };
	struct dirent *e;
	while ((e = readdir(d)) != NULL)
		if (e->d_name[0] != '.')
			push(&names, kg_xstrdup(e->d_name), NULL);
	closedir(d);
	qsort(names.v, names.n, sizeof *names.v, cmp_str);
	int rc = 0;
	for (size_t i = 0; i < names.n && rc == 0; i++) {
		const char *name = names.v[i];
		size_t n = strlen(name);
		char *path = kg_strf("%s%s%s", dir, dir[strlen(dir) - 1] == '/' ? "" : "/", name);
		char *sub = kg_strf("%s/%s", shown, name);
		if (is_dir(path)) {
			rc = collect_dir(path, sub, out);
			free(path);
			free(sub);
		} else if (n > 5 && strcmp(name + n - 5, ".json") == 0) {
			push(out, path, sub);
		} else {
			free(path);
			free(sub);
		}
	}
	for (size_t i = 0; i < names.n; i++)
		free(names.v[i]);
	free(names.v);
	free(names.banner);
	return rc;
}

static int collect(const char *arg, struct paths *out)
{
	struct stat st;
	if (stat(arg, &st) != 0) {
		kg_error((struct kg_loc){ arg, 0, 0 }, "no such file or directory");
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		push(out, kg_xstrdup(arg), NULL);
		return 0;
	}
	/* The banner names the directory by its last component ("schemas"). */
	char *base = kg_xstrdup(arg);
	size_t n = strlen(base);
	while (n > 1 && base[n - 1] == '/')
		base[--n] = '\0';
	const char *last = strrchr(base, '/');
	int rc = collect_dir(arg, last ? last + 1 : base, out);
	free(base);
	return rc;
}

static const char help[] =
	"usage: kwire-gen --prefix NAME [-o OUTDIR] [--include-dir DIR] [--flat] [--test-helpers] FILE|DIR...\n"
	"       kwire-gen --check FILE|DIR...\n"
	"       kwire-gen --library [-o OUTDIR] [--flat] [--test-helpers] FILE|DIR...\n"
	"\n"
	"Reads Kafka message schemas (the JSON files Apache Kafka keeps in\n"
	"clients/src/main/resources/common/message/, comments and all) and writes\n"
	"C codecs for them that run on libkwire: for every message a header and a\n"
	"source with its structs and its init, decode, encode, size and equal\n"
	"functions, a JSON converter for libkwire-json, and for the whole set an\n"
	"API table (api.h, api.c, api_json.h, api_json.c).\n"
	"\n"
	"Each FILE is one schema; each DIR gives every *.json file below it (in\n"
	"subdirectories too, sorted by path). The files are loaded and checked\n"
	"together (a request and a response must pair up by api key); every\n"
	"problem is reported as FILE:LINE:COL: error: ..., and nothing is written\n"
	"unless there is none.\n"
	"\n"
	"options:\n"
	"  --prefix NAME       name the generated code NAME: structs struct NAME_<message>,\n"
	"                      functions NAME_<message>_decode and so on, macros NAME_...\n"
	"                      in upper case (NAME_API_FETCH), the table NAME_protocol,\n"
	"                      and the headers NAME/<message>.h. NAME is a C identifier in\n"
	"                      lower case; kw is libkwire's own and refused, so that a\n"
	"                      program can link its codecs and libkwire together\n"
	"  --include-dir DIR   put the headers in DIR (a relative path, included as\n"
	"                      \"DIR/<message>.h\"; default: NAME); not kwire or below it\n"
	"  -o OUTDIR           write below OUTDIR (default: the current directory):\n"
	"                      OUTDIR/DIR/*.h and *.c, and OUTDIR/meson.build listing them\n"
	"  --flat              write every file directly into OUTDIR, and no meson.build\n"
	"                      (for build systems that want one output folder)\n"
	"  --test-helpers      also write seeded random-instance fills for round-trip\n"
	"                      tests (DIR/testgen.h, DIR/testgen.c, DIR/<message>_testgen.c;\n"
	"                      they use kwire/testgen.h)\n"
	"  --check             check the schemas only; write nothing\n"
	"  --library           generate libkwire's own codecs (prefix kw, headers in\n"
	"                      kwire/msg): what `ninja regen` runs on the project's schemas/\n"
	"  -h, --help          show this help\n"
	"\n"
	"Build the output against the installed libkwire (pkg-config kwire, and\n"
	"kwire-json for the *_json.c files); docs/codegen.md walks through it.\n"
	"\n"
	"exit status: 0 written (or checked), 1 schema errors, 2 usage or I/O errors\n";

static int usage_error(const char *what, const char *arg)
{
	fprintf(stderr, "kwire-gen: %s%s%s\nRun 'kwire-gen --help' for usage.\n", what,
		arg ? ": " : "", arg ? arg : "");
	return 2;
}

/* A C identifier in lower case, not libkwire's own kw (nor kw_...). */
static const char *bad_prefix(const char *s)
{
	if (!(*s >= 'a' && *s <= 'z'))
		return "NAME must start with a lower-case letter";
	for (const char *c = s; *c; c++)
		if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '_'))
			return "NAME may hold lower-case letters, digits and '_' only";
	if (strcmp(s, "kw") == 0 || strncmp(s, "kw_", 3) == 0)
		return "kw is libkwire's own prefix; choose another";
	return NULL;
}

/* A relative path of [A-Za-z0-9_.-] components, not kwire or below it. */
static const char *bad_incdir(const char *s)
{
	if (*s == '\0' || *s == '/' || s[strlen(s) - 1] == '/')
		return "DIR must be a relative path";
	for (const char *c = s; *c; c++)
		if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
		      (*c >= '0' && *c <= '9') || *c == '_' || *c == '-' || *c == '/'))
			return "DIR may hold letters, digits, '_', '-' and '/' only";
	if (strcmp(s, "kwire") == 0 || strncmp(s, "kwire/", 6) == 0)
		return "kwire/ holds libkwire's own headers; choose another DIR";
	return NULL;
}

/* "acme/msg" -> "ACME_MSG" */
static const char *guard_of(const char *dir)
{
	char *g = kg_xstrdup(dir);
	for (char *c = g; *c; c++)
		*c = *c == '/' || *c == '-' ? '_' : (*c >= 'a' && *c <= 'z') ? (char)(*c - 32) : *c;
	return g;
}

int main(int argc, char **argv)
{
	struct kg_outputs out = { .outdir = "." };
	bool check_only = false, library = false;
	const char *prefix = NULL, *incdir = NULL;
	struct paths files = { 0 };
	int inputs = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		bool more = i + 1 < argc;
		if (strcmp(a, "-o") == 0 && more) {
			out.outdir = argv[++i];
		} else if (strcmp(a, "--prefix") == 0 && more) {
			prefix = argv[++i];
		} else if (strcmp(a, "--include-dir") == 0 && more) {
			incdir = argv[++i];
		} else if (strcmp(a, "--test-helpers") == 0) {
			out.test_helpers = true;
		} else if (strcmp(a, "--flat") == 0) {
			out.flat = true;
		} else if (strcmp(a, "--check") == 0) {
			check_only = true;
		} else if (strcmp(a, "--library") == 0) {
			library = true;
		} else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			fputs(help, stdout);
			return 0;
		} else if (a[0] == '-' && a[1]) {
			return usage_error("unknown option or missing value", a);
		} else {
			inputs++;
			if (collect(a, &files))
				return 2;
		}
	}
	if (inputs == 0)
		return usage_error("no schema files given", NULL);
	if (library && (prefix || incdir))
		return usage_error("--library names the code itself; drop --prefix and --include-dir",
				   NULL);
	if (!library && !check_only && prefix == NULL)
		return usage_error("say --prefix NAME (the names of the generated code)", NULL);
	if (prefix) {
		const char *why = bad_prefix(prefix);
		if (why)
			return usage_error(why, prefix);
		const char *dir = incdir ? incdir : prefix;
		if ((why = bad_incdir(dir)) != NULL)
			return usage_error(why, dir);
		kg_names = (struct kg_names){ prefix, kg_upper(prefix), dir, guard_of(dir), false };
	}
	struct kg_schema_set set = { 0 };
	set.msgs = kg_xcalloc(files.n + 1, sizeof *set.msgs);
	for (size_t i = 0; i < files.n; i++) {
		struct kg_message *m = kg_load_file(files.v[i], files.banner[i]);
		if (m)
			set.msgs[set.nmsgs++] = m;
	}
	qsort(set.msgs, set.nmsgs, sizeof *set.msgs, cmp_msg);
	for (size_t i = 0; i < set.nmsgs; i++)
		kg_resolve(set.msgs[i]);
	kg_validate(&set);
	if (kg_error_count() > 0) {
		fprintf(stderr, "kwire-gen: %d error%s\n", kg_error_count(),
			kg_error_count() == 1 ? "" : "s");
		return 1;
	}
	if (check_only)
		return 0;
	int rc = 0;
	rc |= kg_emit_codec(&set, &out);
	rc |= kg_emit_json(&set, &out);
	rc |= kg_emit_api(&set, &out);
	if (out.test_helpers)
		rc |= kg_emit_testgen(&set, &out);
	rc |= kg_emit_meson(&out);
	return rc ? 2 : 0;
}
