/*
 * generator/main.c — kwire-gen: Kafka JSON message schemas → C codecs.
 *
 *   kwire-gen [-o OUTDIR] [--test-helpers] [--flat] [--check] FILE|DIR...
 *
 * --flat writes every file directly into OUTDIR (for build systems that
 * want flat outputs; OUTDIR should then end in kwire/msg) and no meson.build.
 *
 * Each FILE is one schema; each DIR contributes its *.json files (not
 * recursive, in name order). All files are loaded and validated together
 * (api keys must pair up across the set); every error is reported as
 * FILE:LINE:COL: error: ..., and nothing is written unless there are none.
 * --check validates only. Exit status: 0 ok, 1 schema errors, 2 usage or
 * I/O errors.
 */
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

static void usage(void)
{
	fputs("usage: kwire-gen [-o OUTDIR] [--test-helpers] [--flat] [--check] FILE|DIR...\n", stderr);
}

int main(int argc, char **argv)
{
	struct kg_outputs out = { .outdir = "." };
	bool check_only = false;
	struct paths files = { 0 };
	int inputs = 0;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
			out.outdir = argv[++i];
		} else if (strcmp(argv[i], "--test-helpers") == 0) {
			out.test_helpers = true;
		} else if (strcmp(argv[i], "--flat") == 0) {
			out.flat = true;
		} else if (strcmp(argv[i], "--check") == 0) {
			check_only = true;
		} else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			usage();
			return 0;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			usage();
			return 2;
		} else {
			inputs++;
			if (collect(argv[i], &files))
				return 2;
		}
	}
	if (inputs == 0) {
		usage();
		return 2;
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
