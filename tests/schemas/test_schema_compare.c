/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_schema_compare.c — holds the project's schema files (schemas/) against
 * Apache Kafka's message definitions and fails on any difference that reaches
 * the wire or the API table.
 *
 * The files in schemas/ are the project's own (own comments, own "about"
 * texts, or none) but must describe exactly the bytes Kafka puts on the wire.
 * Both folders hold one folder per Kafka module (clients/, metadata/, raft/,
 * group-coordinator/, ...). Every reference file MODULE/NAME.json must have
 * its counterpart at the same path in schemas/, and this test compares the
 * two, after blanking comments:
 *   - top level: name, type, apiKey, validVersions, flexibleVersions,
 *     deprecatedVersions, latestVersionUnstable, listeners;
 *   - per field, in order and recursively: name, type, versions,
 *     nullableVersions, taggedVersions, tag, default, ignorable, mapKey,
 *     entityType, flexibleVersions, zeroCopy and nested fields;
 *   - commonStructs, in order: name, versions and fields.
 * "about" is the only field attribute left out.
 *
 * Values are compared by meaning rather than spelling, the way Kafka's
 * generator reads them: version ranges are parsed ("0" equals "0-0"), a
 * missing attribute equals its implicit value (nullableVersions "none",
 * ignorable false, ...), a field's missing "versions" is its taggedVersions,
 * and defaults and tags are compared as text, so -1 equals "-1" and JSON null
 * equals no default.
 *
 * A schema may be newer than the reference, but only as a known extension
 * listed in `extensions` below: {file, the reference's newest version, ours,
 * the fields that exist only above the reference's newest version}. For such
 * a file validVersions must be the reference's range with exactly our newest
 * version as its top, the listed fields must be present with versions that
 * start above the reference's newest version, and everything else is
 * compared exactly as for any other file. A field of ours whose versions
 * start above the reference's newest version and that the table does not
 * list is a difference, as is a field the table lists and ours lacks.
 *
 * The test is independent of the project's generator: it reads the files
 * with cJSON alone.
 *
 * The only files of ours without a counterpart are the project's own
 * messages (the `own` list: schemas/kwire/).
 *
 * Usage: test_schema_compare OURS_DIR REFERENCE_DIR DATA_DIR
 *   OURS_DIR       the project's schemas/
 *   REFERENCE_DIR  Kafka's message definitions (tests/schemas/reference, in
 *                  the repository); must exist and be complete (never
 *                  skipped)
 *   DATA_DIR       tests/schemas/data: deliberately altered copies that the
 *                  comparison must reject, and equivalent spellings it must
 *                  accept.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <cjson/cJSON.h>

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *ours_dir;
static const char *ref_dir;
static const char *data_dir;

/*
 * The reference copy: every schema file of Apache Kafka's source tree at one
 * commit, in one folder per module (tests/schemas/reference/README.md).
 * Pinning the count catches a copy that lost files.
 */
#define REFERENCE_FILES 253

/*
 * The project's own messages, which have no counterpart in Kafka: every
 * other file of ours mirrors the reference file at the same path.
 */
static const char *const own[] = {
	"kwire/AlterQuorumRequest.json",
	"kwire/AlterQuorumResponse.json",
	"kwire/DescribeVoterChangeRequest.json",
	"kwire/DescribeVoterChangeResponse.json",
	"kwire/ProducerStateRecord.json",
	"kwire/VoterAssignmentRecord.json",
};

static bool is_own(const char *rel)
{
	for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
		if (strcmp(own[i], rel) == 0)
			return true;
	return false;
}

/*
 * Schemas newer than the reference (see the header). The reference holds
 * Kafka 3.9's definitions; Kafka 4.0 added Vote v2 (KIP-996 pre-vote), whose
 * request gains PreVote and whose response gains nothing. Kafka 4.0 also
 * renamed the request's Candidate* fields to Replica*; ours keep the 3.9
 * names, which is what this comparison checks.
 */
struct extension {
	const char *file;              /* file name in both folders */
	int ref_max;                   /* newest version in the reference */
	int our_max;                   /* newest version in ours */
	const char *const fields[4];   /* paths of the fields new above ref_max */
};

static const struct extension extensions[] = {
	{ "clients/VoteRequest.json", 1, 2, { "Topics.Partitions.PreVote", NULL } },
	{ "clients/VoteResponse.json", 1, 2, { NULL } },
};

static const struct extension *extension_for(const char *file)
{
	for (size_t i = 0; i < sizeof extensions / sizeof extensions[0]; i++)
		if (strcmp(extensions[i].file, file) == 0)
			return &extensions[i];
	return NULL;
}

/* The sentence every mirrored file carries in its header comment. */
static const char mirror_claim[] = "identical to Apache Kafka's definition";

/* Keys Kafka's generator accepts; any other key makes it reject the file. */
static const char *const top_keys[] = {
	"apiKey", "type", "name", "validVersions", "flexibleVersions",
	"deprecatedVersions", "listeners", "latestVersionUnstable",
	"commonStructs", "fields", NULL,
};
static const char *const struct_keys[] = {
	"name", "versions", "deprecatedVersions", "fields", NULL,
};
static const char *const field_keys[] = {
	"name", "type", "versions", "nullableVersions", "default", "ignorable",
	"entityType", "about", "mapKey", "taggedVersions", "tag",
	"flexibleVersions", "fields", "zeroCopy", NULL,
};

/* ---------------------------------------------------------------- files */

static char *path_join(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *p = malloc(n);
	assert_non_null(p);
	snprintf(p, n, "%s/%s", dir, name);
	return p;
}

static bool is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Reads a whole file; NULL if it cannot be read. The caller frees. */
static char *read_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (f == NULL)
		return NULL;
	size_t cap = 4096, len = 0;
	char *buf = malloc(cap);
	assert_non_null(buf);
	for (;;) {
		size_t n = fread(buf + len, 1, cap - len - 1, f);
		len += n;
		if (n == 0)
			break;
		if (cap - len - 1 == 0) {
			cap *= 2;
			buf = realloc(buf, cap);
			assert_non_null(buf);
		}
	}
	bool err = ferror(f) != 0;
	fclose(f);
	if (err) {
		free(buf);
		return NULL;
	}
	buf[len] = '\0';
	return buf;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Appends the *.json files directly in dir, as prefix + name, to *names. */
static void add_json(const char *dir, const char *prefix, char ***names, size_t *n,
		     size_t *cap)
{
	DIR *d = opendir(dir);
	if (d == NULL)
		fail_msg("cannot open directory %s: %s", dir, strerror(errno));
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name);
		if (len <= 5 || strcmp(e->d_name + len - 5, ".json") != 0)
			continue;
		if (*n == *cap) {
			*cap *= 2;
			*names = realloc(*names, *cap * sizeof **names);
			assert_non_null(*names);
		}
		(*names)[*n] = path_join(prefix, e->d_name);
		(*n)++;
	}
	closedir(d);
}

/*
 * Sorted paths MODULE/NAME.json of the schema files in dir's module folders
 * (dir/MODULE/NAME.json); a .json file directly in dir is an error, since
 * every schema belongs to a module. *count gets the number.
 */
static char **list_json(const char *dir, size_t *count)
{
	DIR *d = opendir(dir);
	if (d == NULL)
		fail_msg("cannot open directory %s: %s", dir, strerror(errno));
	size_t n = 0, cap = 64;
	char **names = malloc(cap * sizeof *names);
	assert_non_null(names);
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		char *sub = path_join(dir, e->d_name);
		size_t len = strlen(e->d_name);
		if (is_dir(sub))
			add_json(sub, e->d_name, &names, &n, &cap);
		else if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0)
			fail_msg("%s: a schema outside any module folder", sub);
		free(sub);
	}
	closedir(d);
	qsort(names, n, sizeof *names, cmp_names);
	*count = n;
	return names;
}

static void free_names(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

/* ------------------------------------------------------------- comments */

/*
 * Blanks // and block comments outside string literals with spaces, keeping
 * newlines, so that offsets and line numbers stay true. Returns false (and
 * leaves the text partly blanked) on an unterminated block comment or string.
 */
static bool blank_comments(char *s)
{
	bool in_string = false;
	for (char *p = s; *p != '\0'; p++) {
		if (in_string) {
			if (*p == '\\' && p[1] != '\0')
				p++;
			else if (*p == '"')
				in_string = false;
		} else if (*p == '"') {
			in_string = true;
		} else if (p[0] == '/' && p[1] == '/') {
			while (*p != '\0' && *p != '\n')
				*p++ = ' ';
			if (*p == '\0')
				break;
		} else if (p[0] == '/' && p[1] == '*') {
			char *end = strstr(p + 2, "*/");
			if (end == NULL)
				return false;
			for (; p < end + 2; p++)
				if (*p != '\n')
					*p = ' ';
			p--;
		}
	}
	return !in_string;
}

/* Loads a JSON-with-comments file; on failure returns NULL and says why. */
static cJSON *load_schema(const char *path, char *why, size_t why_len)
{
	char *text = read_file(path);
	if (text == NULL) {
		snprintf(why, why_len, "%s: cannot read: %s", path, strerror(errno));
		return NULL;
	}
	if (!blank_comments(text)) {
		snprintf(why, why_len, "%s: unterminated comment or string", path);
		free(text);
		return NULL;
	}
	const char *end = NULL;
	cJSON *json = cJSON_ParseWithOpts(text, &end, true);
	if (json == NULL) {
		const char *at = end != NULL ? end : cJSON_GetErrorPtr();
		int line = 1;
		for (const char *p = text; at != NULL && p < at && *p; p++)
			line += *p == '\n';
		snprintf(why, why_len, "%s:%d: malformed JSON", path, line);
	} else if (!cJSON_IsObject(json)) {
		snprintf(why, why_len, "%s: top level is not an object", path);
		cJSON_Delete(json);
		json = NULL;
	}
	free(text);
	return json;
}

/* ------------------------------------------------------------ diff log */

struct diff_log {
	char *text;   /* every difference, one per line */
	size_t len;
	size_t cap;
	int count;
};

static void diff_add(struct diff_log *log, const char *file, const char *path,
		     const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);

	char line[1400];
	int n = snprintf(line, sizeof line, "%s: %s: %s\n", file,
			 path[0] != '\0' ? path : "(message)", msg);
	if (n < 0)
		return;
	size_t need = log->len + (size_t)n + 1;
	if (need > log->cap) {
		log->cap = need * 2;
		log->text = realloc(log->text, log->cap);
		assert_non_null(log->text);
	}
	memcpy(log->text + log->len, line, (size_t)n + 1);
	log->len += (size_t)n;
	log->count++;
}

static void diff_free(struct diff_log *log)
{
	free(log->text);
	memset(log, 0, sizeof *log);
}

/* ------------------------------------------------------ value helpers */

/* The last member called key (Kafka's parser lets a repeated key win). */
static const cJSON *get(const cJSON *obj, const char *key)
{
	const cJSON *found = NULL, *item;
	cJSON_ArrayForEach(item, obj)
		if (item->string != NULL && strcmp(item->string, key) == 0)
			found = item;
	return found;
}

/*
 * Text of a scalar as Kafka's parser coerces it: strings as they are,
 * numbers in decimal, booleans as true/false, absent or null as "".
 * Returns false for arrays and objects.
 */
static bool scalar_text(const cJSON *v, char *out, size_t out_len)
{
	if (v == NULL || cJSON_IsNull(v)) {
		snprintf(out, out_len, "%s", "");
	} else if (cJSON_IsString(v)) {
		snprintf(out, out_len, "%s", v->valuestring);
	} else if (cJSON_IsBool(v)) {
		snprintf(out, out_len, "%s", cJSON_IsTrue(v) ? "true" : "false");
	} else if (cJSON_IsNumber(v)) {
		double d = v->valuedouble;
		/* Integral values print without a fraction; cJSON holds numbers
		 * as doubles, so integers beyond 2^53 cannot be told apart (no
		 * schema writes one as a JSON number). */
		if (d >= -9007199254740992.0 && d <= 9007199254740992.0 &&
		    d == (double)(long long)d)
			snprintf(out, out_len, "%lld", (long long)d);
		else
			snprintf(out, out_len, "%.17g", d);
	} else {
		return false;
	}
	return true;
}

/* A boolean attribute: absent is false; "true"/"false" strings accepted. */
static int bool_attr(const cJSON *v)
{
	char t[16];
	if (v == NULL)
		return 0;
	if (cJSON_IsBool(v))
		return cJSON_IsTrue(v);
	if (cJSON_IsString(v) && scalar_text(v, t, sizeof t)) {
		if (strcmp(t, "true") == 0)
			return 1;
		if (strcmp(t, "false") == 0)
			return 0;
	}
	return -1;
}

struct vrange {
	int lo, hi;   /* empty when lo > hi */
	bool ok;      /* false when the text is not a version range */
};

static bool parse_short(const char *s, const char *end, int *out)
{
	if (s == end)
		return false;
	long v = 0;
	for (const char *p = s; p < end; p++) {
		if (*p < '0' || *p > '9')
			return false;
		v = v * 10 + (*p - '0');
		if (v > 32767)
			return false;
	}
	*out = (int)v;
	return true;
}

/*
 * Parses a version range the way Kafka does: "none", "N", "N+", "A-B",
 * surrounding blanks ignored. An absent value takes fallback.
 */
static struct vrange parse_range(const cJSON *v, const char *fallback)
{
	struct vrange r = { 1, 0, false };
	const char *s;
	if (v == NULL)
		s = fallback;
	else if (cJSON_IsString(v))
		s = v->valuestring;
	else
		return r;
	while (*s == ' ' || *s == '\t')
		s++;
	const char *end = s + strlen(s);
	while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if ((size_t)(end - s) == 4 && strncmp(s, "none", 4) == 0) {
		r.ok = true;
		return r;
	}
	if (end > s && end[-1] == '+') {
		r.ok = parse_short(s, end - 1, &r.lo);
		r.hi = 32767;
		return r;
	}
	const char *dash = memchr(s, '-', (size_t)(end - s));
	if (dash != NULL) {
		r.ok = parse_short(s, dash, &r.lo) &&
		       parse_short(dash + 1, end, &r.hi);
		return r;
	}
	r.ok = parse_short(s, end, &r.lo);
	r.hi = r.lo;
	return r;
}

static bool range_eq(struct vrange a, struct vrange b)
{
	if (!a.ok || !b.ok)
		return false;
	if (a.lo > a.hi && b.lo > b.hi)
		return true;
	return a.lo == b.lo && a.hi == b.hi;
}

static void show(const cJSON *v, char *out, size_t out_len)
{
	if (v == NULL) {
		snprintf(out, out_len, "(absent)");
		return;
	}
	char *p = cJSON_PrintUnformatted(v);
	snprintf(out, out_len, "%s", p != NULL ? p : "?");
	free(p);
}

/* ------------------------------------------------------- comparison */

struct cmp_ctx {
	struct diff_log *log;
	const char *file;
	struct vrange msg_flexible;   /* for field flexibleVersions defaults */
	const struct extension *ext;  /* NULL unless ours is a known extension */
	unsigned ext_seen;            /* bit i: ext->fields[i] found in ours */
};

static void cmp_range(struct cmp_ctx *c, const char *path, const char *key,
		      const cJSON *a, const cJSON *b, const char *fallback_a,
		      const char *fallback_b)
{
	struct vrange ra = parse_range(a, fallback_a);
	struct vrange rb = parse_range(b, fallback_b);
	if (!range_eq(ra, rb)) {
		char sa[128], sb[128];
		show(a, sa, sizeof sa);
		show(b, sb, sizeof sb);
		diff_add(c->log, c->file, path, "%s differs: ours %s, reference %s",
			 key, sa, sb);
	}
}

static void cmp_text(struct cmp_ctx *c, const char *path, const char *key,
		     const cJSON *a, const cJSON *b)
{
	char ta[512], tb[512];
	bool oka = scalar_text(a, ta, sizeof ta);
	bool okb = scalar_text(b, tb, sizeof tb);
	if (!oka || !okb || strcmp(ta, tb) != 0) {
		char sa[512], sb[512];
		show(a, sa, sizeof sa);
		show(b, sb, sizeof sb);
		diff_add(c->log, c->file, path, "%s differs: ours %s, reference %s",
			 key, sa, sb);
	}
}

/* Compares text with surrounding blanks trimmed (Kafka trims types). */
static void cmp_trimmed(struct cmp_ctx *c, const char *path, const char *key,
			const cJSON *a, const cJSON *b)
{
	char ta[512], tb[512];
	bool ok = scalar_text(a, ta, sizeof ta) && scalar_text(b, tb, sizeof tb);
	if (ok) {
		char *pa = ta, *pb = tb;
		while (*pa == ' ')
			pa++;
		while (*pb == ' ')
			pb++;
		size_t la = strlen(pa), lb = strlen(pb);
		while (la > 0 && pa[la - 1] == ' ')
			la--;
		while (lb > 0 && pb[lb - 1] == ' ')
			lb--;
		if (la == lb && strncmp(pa, pb, la) == 0)
			return;
	}
	cmp_text(c, path, key, a, b);
}

static void cmp_bool(struct cmp_ctx *c, const char *path, const char *key,
		     const cJSON *a, const cJSON *b)
{
	int va = bool_attr(a), vb = bool_attr(b);
	if (va < 0 || vb < 0 || va != vb) {
		char sa[64], sb[64];
		show(a, sa, sizeof sa);
		show(b, sb, sizeof sb);
		diff_add(c->log, c->file, path, "%s differs: ours %s, reference %s",
			 key, sa, sb);
	}
}

static void cmp_fields(struct cmp_ctx *c, const char *path, const cJSON *a,
		       const cJSON *b);

static void cmp_field(struct cmp_ctx *c, const char *path, const cJSON *a,
		      const cJSON *b)
{
	cmp_text(c, path, "name", get(a, "name"), get(b, "name"));
	cmp_trimmed(c, path, "type", get(a, "type"), get(b, "type"));

	/* A field that gives only taggedVersions exists in those versions. */
	const cJSON *tva = get(a, "taggedVersions"), *tvb = get(b, "taggedVersions");
	const cJSON *va = get(a, "versions"), *vb = get(b, "versions");
	cmp_range(c, path, "versions", va != NULL ? va : tva, vb != NULL ? vb : tvb,
		  "none", "none");
	cmp_range(c, path, "nullableVersions", get(a, "nullableVersions"),
		  get(b, "nullableVersions"), "none", "none");
	cmp_range(c, path, "taggedVersions", tva, tvb, "none", "none");
	cmp_text(c, path, "tag", get(a, "tag"), get(b, "tag"));
	cmp_text(c, path, "default", get(a, "default"), get(b, "default"));
	cmp_bool(c, path, "ignorable", get(a, "ignorable"), get(b, "ignorable"));
	cmp_bool(c, path, "mapKey", get(a, "mapKey"), get(b, "mapKey"));
	cmp_bool(c, path, "zeroCopy", get(a, "zeroCopy"), get(b, "zeroCopy"));
	cmp_text(c, path, "entityType", get(a, "entityType"), get(b, "entityType"));

	/* A field without its own flexibleVersions follows the message's. */
	const cJSON *fa = get(a, "flexibleVersions"), *fb = get(b, "flexibleVersions");
	struct vrange ra = fa != NULL ? parse_range(fa, "none") : c->msg_flexible;
	struct vrange rb = fb != NULL ? parse_range(fb, "none") : c->msg_flexible;
	if (!range_eq(ra, rb)) {
		char sa[128], sb[128];
		show(fa, sa, sizeof sa);
		show(fb, sb, sizeof sb);
		diff_add(c->log, c->file, path,
			 "flexibleVersions differs: ours %s, reference %s", sa, sb);
	}

	const cJSON *sa = get(a, "fields"), *sb = get(b, "fields");
	if ((sa == NULL) != (sb == NULL))
		diff_add(c->log, c->file, path, "nested fields %s in ours only",
			 sa != NULL ? "present" : "absent");
	else if (sa != NULL)
		cmp_fields(c, path, sa, sb);
}

static const char *name_of(const cJSON *field)
{
	const cJSON *n = get(field, "name");
	return cJSON_IsString(n) ? n->valuestring : "?";
}

/*
 * For a known extension: true when field f of ours (under path) exists only
 * in versions above the reference's newest, which sets it aside from the
 * positional comparison. Such a field must be listed in the extension table
 * and start no later than our newest version; each listed field is marked
 * seen. Reports a difference otherwise (once, for the field).
 */
static bool newer_than_reference(struct cmp_ctx *c, const char *path,
				 const cJSON *f)
{
	const cJSON *v = get(f, "versions");
	struct vrange r = parse_range(v != NULL ? v : get(f, "taggedVersions"), "none");
	if (!r.ok || r.lo > r.hi || r.lo <= c->ext->ref_max)
		return false;
	char sub[512];
	snprintf(sub, sizeof sub, "%s%s%s", path, path[0] ? "." : "", name_of(f));
	for (unsigned i = 0; c->ext->fields[i] != NULL; i++) {
		if (strcmp(c->ext->fields[i], sub) != 0)
			continue;
		c->ext_seen |= 1u << i;
		if (r.lo > c->ext->our_max)
			diff_add(c->log, c->file, sub,
				 "extension field starts at version %d, above our "
				 "newest %d", r.lo, c->ext->our_max);
		return true;
	}
	diff_add(c->log, c->file, sub,
		 "field exists only above the reference's newest version %d and "
		 "is not a listed extension", c->ext->ref_max);
	return true;
}

/* Fields are compared by position: order is wire order. */
static void cmp_fields(struct cmp_ctx *c, const char *path, const cJSON *a,
		       const cJSON *b)
{
	if (!cJSON_IsArray(a) || !cJSON_IsArray(b)) {
		diff_add(c->log, c->file, path, "\"fields\" is not a list in %s",
			 cJSON_IsArray(a) ? "the reference" : "ours");
		return;
	}
	/* Ours restricted to the reference's versions: the fields of a known
	 * extension are set aside (and checked), the rest compared by position. */
	int na_all = cJSON_GetArraySize(a), nb = cJSON_GetArraySize(b);
	const cJSON **ours = malloc(((size_t)na_all + 1) * sizeof *ours);
	assert_non_null(ours);
	int na = 0;
	for (int i = 0; i < na_all; i++) {
		const cJSON *fa = cJSON_GetArrayItem(a, i);
		if (c->ext != NULL && newer_than_reference(c, path, fa))
			continue;
		ours[na++] = fa;
	}
	int n = na < nb ? na : nb;
	for (int i = 0; i < n; i++) {
		const cJSON *fa = ours[i];
		const cJSON *fb = cJSON_GetArrayItem(b, i);
		char sub[512];
		snprintf(sub, sizeof sub, "%s%s%s", path, path[0] ? "." : "",
			 name_of(fb));
		cmp_field(c, sub, fa, fb);
	}
	for (int i = n; i < na; i++)
		diff_add(c->log, c->file, path, "extra field %s (#%d) in ours",
			 name_of(ours[i]), i);
	for (int i = n; i < nb; i++)
		diff_add(c->log, c->file, path, "field %s (#%d) missing from ours",
			 name_of(cJSON_GetArrayItem(b, i)), i);
	free(ours);
}

/* Listener names as bits; bit 8 marks a malformed or unknown entry. */
static unsigned listener_bit(const cJSON *item)
{
	static const char *const known[] = { "zkBroker", "broker", "controller" };
	if (cJSON_IsString(item))
		for (unsigned j = 0; j < 3; j++)
			if (strcmp(item->valuestring, known[j]) == 0)
				return 1u << j;
	return 1u << 8;
}

static unsigned listener_mask(const cJSON *l)
{
	if (l == NULL)
		return 0;
	if (cJSON_IsString(l)) /* a single value stands for a list */
		return listener_bit(l);
	if (!cJSON_IsArray(l))
		return 1u << 8;
	unsigned mask = 0;
	const cJSON *item;
	cJSON_ArrayForEach(item, l)
		mask |= listener_bit(item);
	return mask;
}

/* Listeners as a set: their order does not reach the API table. */
static void cmp_listeners(struct cmp_ctx *c, const cJSON *a, const cJSON *b)
{
	unsigned ma = listener_mask(a), mb = listener_mask(b);
	if (ma != mb || (ma & (1u << 8)) != 0) {
		char sa[256], sb[256];
		show(a, sa, sizeof sa);
		show(b, sb, sizeof sb);
		diff_add(c->log, c->file, "",
			 "listeners differ: ours %s, reference %s", sa, sb);
	}
}

static void cmp_common(struct cmp_ctx *c, const cJSON *a, const cJSON *b)
{
	if (a == NULL && b == NULL)
		return;
	if (!cJSON_IsArray(a) || !cJSON_IsArray(b)) {
		diff_add(c->log, c->file, "commonStructs", "%s",
			 a == NULL ? "missing from ours"
			 : b == NULL ? "present in ours only" : "not a list");
		return;
	}
	int na = cJSON_GetArraySize(a), nb = cJSON_GetArraySize(b);
	int n = na < nb ? na : nb;
	for (int i = 0; i < n; i++) {
		const cJSON *sa = cJSON_GetArrayItem(a, i);
		const cJSON *sb = cJSON_GetArrayItem(b, i);
		char path[300];
		snprintf(path, sizeof path, "commonStructs.%s", name_of(sb));
		cmp_text(c, path, "name", get(sa, "name"), get(sb, "name"));
		cmp_range(c, path, "versions", get(sa, "versions"),
			  get(sb, "versions"), "none", "none");
		const cJSON *fa = get(sa, "fields"), *fb = get(sb, "fields");
		if (fa == NULL || fb == NULL) {
			if (fa != fb)
				diff_add(c->log, c->file, path, "fields %s in ours only",
					 fa != NULL ? "present" : "absent");
		} else {
			cmp_fields(c, path, fa, fb);
		}
	}
	for (int i = n; i < na; i++)
		diff_add(c->log, c->file, "commonStructs", "extra struct %s in ours",
			 name_of(cJSON_GetArrayItem(a, i)));
	for (int i = n; i < nb; i++)
		diff_add(c->log, c->file, "commonStructs", "struct %s missing from ours",
			 name_of(cJSON_GetArrayItem(b, i)));
}

/*
 * Compares two loaded schemas and appends every difference to log, each
 * line starting with file (the name shown in messages).
 */
static void compare_schemas(struct diff_log *log, const char *file,
			    const cJSON *ours, const cJSON *ref,
			    const struct extension *ext)
{
	struct cmp_ctx c = { log, file, parse_range(get(ref, "flexibleVersions"), "none"),
			     ext, 0 };
	cmp_text(&c, "", "name", get(ours, "name"), get(ref, "name"));
	cmp_text(&c, "", "type", get(ours, "type"), get(ref, "type"));
	cmp_text(&c, "", "apiKey", get(ours, "apiKey"), get(ref, "apiKey"));
	if (ext == NULL) {
		cmp_range(&c, "", "validVersions", get(ours, "validVersions"),
			  get(ref, "validVersions"), "", "");
	} else {
		/* The reference must stop where the table says, and ours must
		 * be the reference's range raised to exactly our newest. */
		struct vrange ro = parse_range(get(ours, "validVersions"), "");
		struct vrange rr = parse_range(get(ref, "validVersions"), "");
		char so[128], sr[128];
		show(get(ours, "validVersions"), so, sizeof so);
		show(get(ref, "validVersions"), sr, sizeof sr);
		if (!rr.ok || rr.hi != ext->ref_max)
			diff_add(log, file, "", "validVersions of the reference is %s, "
				 "the extension table says it ends at %d", sr,
				 ext->ref_max);
		else if (!ro.ok || ro.lo != rr.lo || ro.hi != ext->our_max)
			diff_add(log, file, "", "validVersions differs: ours %s, "
				 "reference %s extended to %d by the extension table",
				 so, sr, ext->our_max);
	}
	cmp_range(&c, "", "flexibleVersions", get(ours, "flexibleVersions"),
		  get(ref, "flexibleVersions"), "", "");
	cmp_range(&c, "", "deprecatedVersions", get(ours, "deprecatedVersions"),
		  get(ref, "deprecatedVersions"), "none", "none");
	cmp_bool(&c, "", "latestVersionUnstable", get(ours, "latestVersionUnstable"),
		 get(ref, "latestVersionUnstable"));
	cmp_listeners(&c, get(ours, "listeners"), get(ref, "listeners"));

	/* A field without its own flexibleVersions inherits the message's. Both
	 * sides are judged against the reference's message range, so that a
	 * message-level difference is reported once, above, and not again for
	 * every field. */
	const cJSON *fa = get(ours, "fields"), *fb = get(ref, "fields");
	if (fa != NULL && fb != NULL)
		cmp_fields(&c, "", fa, fb);
	else if (fa != fb)
		diff_add(log, file, "", "fields %s in ours only",
			 fa != NULL ? "present" : "absent");
	cmp_common(&c, get(ours, "commonStructs"), get(ref, "commonStructs"));
	for (unsigned i = 0; ext != NULL && ext->fields[i] != NULL; i++)
		if ((c.ext_seen & (1u << i)) == 0)
			diff_add(log, file, ext->fields[i], "listed extension field "
				 "missing from ours (or not above version %d)",
				 ext->ref_max);
}

/*
 * Loads both files and compares them (ours as the known extension ext, or
 * exactly when ext is NULL); load failures count as differences.
 */
static void compare_files(struct diff_log *log, const char *label,
			  const char *ours_path, const char *ref_path,
			  const struct extension *ext)
{
	char why[1024];
	cJSON *ours = load_schema(ours_path, why, sizeof why);
	if (ours == NULL) {
		diff_add(log, label, "", "cannot load ours: %s", why);
		return;
	}
	cJSON *ref = load_schema(ref_path, why, sizeof why);
	if (ref == NULL) {
		diff_add(log, label, "", "cannot load reference: %s", why);
		cJSON_Delete(ours);
		return;
	}
	compare_schemas(log, label, ours, ref, ext);
	cJSON_Delete(ours);
	cJSON_Delete(ref);
}

static void require_reference(void)
{
	if (!is_dir(ref_dir))
		fail_msg("reference folder %s does not exist: the comparison with "
			 "Kafka's message definitions cannot run (it is never "
			 "skipped)", ref_dir);
}

/* --------------------------------------------------------------- tests */

static void test_reference_folder_exists(void **state)
{
	(void)state;
	require_reference();
	size_t n;
	char **names = list_json(ref_dir, &n);
	free_names(names, n);
	if (n != REFERENCE_FILES)
		fail_msg("reference folder %s holds %zu schema files, not %d", ref_dir, n,
			 REFERENCE_FILES);
}

/* The stripper blanks comments but leaves comment-like text in strings. */
static void test_blank_comments(void **state)
{
	(void)state;
	char s[] = "// head\n{ \"a\": \"x//y\", /* b\n c */ \"b\": \"/*z*/\\\"//\" } // t";
	assert_true(blank_comments(s));
	cJSON *j = cJSON_Parse(s);
	assert_non_null(j);
	assert_string_equal(get(j, "a")->valuestring, "x//y");
	assert_string_equal(get(j, "b")->valuestring, "/*z*/\"//");
	assert_int_equal(cJSON_GetArraySize(j), 2);
	cJSON_Delete(j);
	assert_non_null(strchr(s, '\n'));

	char open_block[] = "{ /* never closed }";
	assert_false(blank_comments(open_block));
	char open_string[] = "{ \"a\": \"never closed }";
	assert_false(blank_comments(open_string));
}

static void check_keys(struct diff_log *log, const char *file, const char *path,
		       const cJSON *obj, const char *const *allowed)
{
	const cJSON *item;
	cJSON_ArrayForEach(item, obj) {
		bool ok = false;
		for (const char *const *k = allowed; *k != NULL; k++)
			ok = ok || strcmp(item->string, *k) == 0;
		if (!ok)
			diff_add(log, file, path, "unknown key \"%s\"", item->string);
	}
}

static void check_field_list(struct diff_log *log, const char *file,
			     const char *path, const cJSON *fields)
{
	if (!cJSON_IsArray(fields)) {
		diff_add(log, file, path, "\"fields\" is not a list");
		return;
	}
	const cJSON *f;
	cJSON_ArrayForEach(f, fields) {
		char sub[512];
		snprintf(sub, sizeof sub, "%s%s%s", path, path[0] ? "." : "",
			 name_of(f));
		if (!cJSON_IsObject(f)) {
			diff_add(log, file, path, "a field is not an object");
			continue;
		}
		check_keys(log, file, sub, f, field_keys);
		if (!cJSON_IsString(get(f, "name")) || !cJSON_IsString(get(f, "type")))
			diff_add(log, file, sub, "field lacks a name or a type");
		const cJSON *v = get(f, "versions");
		if (v == NULL)
			v = get(f, "taggedVersions");
		if (!parse_range(v, "").ok)
			diff_add(log, file, sub, "missing or malformed versions");
		if (get(f, "fields") != NULL)
			check_field_list(log, file, sub, get(f, "fields"));
	}
}

/*
 * Every file in schemas/ is JSON with comments that Kafka's generator could
 * read: an object with known keys only, a name, a type, version ranges that
 * parse, and fields that are objects with a name and a type.
 */
static void test_our_schemas_are_valid(void **state)
{
	(void)state;
	size_t n;
	char **names = list_json(ours_dir, &n);
	assert_true(n > 0);
	struct diff_log log = { 0 };
	for (size_t i = 0; i < n; i++) {
		char *path = path_join(ours_dir, names[i]);
		char why[1024];
		cJSON *j = load_schema(path, why, sizeof why);
		free(path);
		if (j == NULL) {
			diff_add(&log, names[i], "", "%s", why);
			continue;
		}
		check_keys(&log, names[i], "", j, top_keys);
		if (!cJSON_IsString(get(j, "name")) || !cJSON_IsString(get(j, "type")))
			diff_add(&log, names[i], "", "missing name or type");
		if (!parse_range(get(j, "validVersions"), "").ok)
			diff_add(&log, names[i], "", "missing or malformed validVersions");
		if (!parse_range(get(j, "flexibleVersions"), "").ok)
			diff_add(&log, names[i], "", "missing or malformed flexibleVersions");
		if (get(j, "fields") != NULL)
			check_field_list(&log, names[i], "", get(j, "fields"));
		const cJSON *cs = get(j, "commonStructs"), *s;
		if (cs != NULL && !cJSON_IsArray(cs))
			diff_add(&log, names[i], "commonStructs", "not a list");
		else if (cs != NULL)
			cJSON_ArrayForEach(s, cs) {
				char sub[300];
				snprintf(sub, sizeof sub, "commonStructs.%s", name_of(s));
				check_keys(&log, names[i], sub, s, struct_keys);
				check_field_list(&log, names[i], sub, get(s, "fields"));
			}
		/*
		 * The file name is the message name, except where Kafka's file
		 * already differs (metadata/ZkMigrationRecord.json declares
		 * ZkMigrationStateRecord): a mirrored file takes its reference's
		 * name, which the comparison checks.
		 */
		const cJSON *nm = get(j, "name");
		char *r = path_join(ref_dir, names[i]);
		if (cJSON_IsString(nm) && !is_file(r)) {
			const char *base = strrchr(names[i], '/');
			base = base ? base + 1 : names[i];
			size_t len = strlen(nm->valuestring);
			if (strncmp(base, nm->valuestring, len) != 0 ||
			    strcmp(base + len, ".json") != 0)
				diff_add(&log, names[i], "", "file name does not match name %s",
					 nm->valuestring);
		}
		free(r);
		cJSON_Delete(j);
	}
	free_names(names, n);
	if (log.count > 0) {
		print_error("%s", log.text);
		fail_msg("%d problem(s) in %s", log.count, ours_dir);
	}
	diff_free(&log);
}

/*
 * Every reference file has its counterpart at the same path in ours, which
 * says (in its header comment) that it mirrors Kafka's message; every file
 * of ours without a counterpart is one of the project's own, listed in
 * `own`, and makes no such claim.
 */
static void test_every_reference_file_is_mirrored(void **state)
{
	(void)state;
	require_reference();
	int wrong = 0;
	size_t n;
	char **names = list_json(ref_dir, &n);
	for (size_t i = 0; i < n; i++) {
		char *o = path_join(ours_dir, names[i]);
		char *text = read_file(o);
		if (text == NULL) {
			print_error("%s: in the reference, missing from %s\n", names[i],
				    ours_dir);
			wrong++;
		} else if (strstr(text, mirror_claim) == NULL) {
			print_error("%s: does not say it is \"%s\"\n", names[i], mirror_claim);
			wrong++;
		}
		free(text);
		free(o);
	}
	free_names(names, n);

	names = list_json(ours_dir, &n);
	size_t owned = 0;
	for (size_t i = 0; i < n; i++) {
		char *r = path_join(ref_dir, names[i]);
		if (!is_file(r)) {
			char *o = path_join(ours_dir, names[i]);
			char *text = read_file(o);
			assert_non_null(text);
			if (!is_own(names[i])) {
				print_error("%s: not in the reference and not one of the "
					    "project's own messages\n", names[i]);
				wrong++;
			} else if (strstr(text, mirror_claim) != NULL) {
				print_error("%s claims to mirror Kafka's message, but %s "
					    "does not exist\n", names[i], r);
				wrong++;
			}
			owned += is_own(names[i]);
			free(text);
			free(o);
		}
		free(r);
	}
	free_names(names, n);
	if (owned != sizeof own / sizeof own[0]) {
		print_error("%zu of the %zu own messages found\n", owned,
			    sizeof own / sizeof own[0]);
		wrong++;
	}
	if (wrong > 0)
		fail_msg("%d file(s) missing or misplaced", wrong);
}

/* Every reference file matches its counterpart in ours. */
static void test_schemas_match_reference(void **state)
{
	(void)state;
	require_reference();
	size_t n;
	char **names = list_json(ref_dir, &n);
	struct diff_log log = { 0 };
	size_t compared = 0;
	for (size_t i = 0; i < n; i++) {
		char *o = path_join(ours_dir, names[i]);
		char *r = path_join(ref_dir, names[i]);
		char label[300];
		snprintf(label, sizeof label, "schemas/%s", names[i]);
		if (is_file(o)) {
			compare_files(&log, label, o, r, extension_for(names[i]));
			compared++;
		} else {
			diff_add(&log, label, "", "missing from ours");
		}
		free(o);
		free(r);
	}
	free_names(names, n);
	print_message("compared %zu schema file(s) with the reference\n", compared);
	assert_int_equal(compared, REFERENCE_FILES);
	if (log.count > 0) {
		print_error("%s", log.text);
		fail_msg("%d difference(s) from the reference", log.count);
	}
	diff_free(&log);
}

/*
 * Altered copies in DATA_DIR: each must be reported, with a message naming
 * the expected field path and attribute. Equivalent spellings must not be.
 */
struct altered_case {
	const char *file;        /* in DATA_DIR */
	const char *reference;   /* in REFERENCE_DIR */
	const char *expect;      /* substring of the report; NULL: no difference */
	int count;               /* number of differences expected */
};

static const struct altered_case altered_cases[] = {
	{ "altered_field_type.json", "clients/VoteRequest.json",
	  "schemas/x: Topics.Partitions.CandidateEpoch: type differs", 1 },
	{ "altered_default.json", "clients/FetchRequest.json",
	  "ReplicaState.ReplicaEpoch: default differs", 1 },
	{ "altered_tag.json", "clients/FetchRequest.json",
	  "Topics.Partitions.ReplicaDirectoryId: tag differs", 1 },
	/* CurrentVoters and Observers swapped: both positions differ. */
	{ "altered_order.json", "clients/DescribeQuorumResponse.json",
	  "Topics.Partitions.CurrentVoters: name differs", 2 },
	{ "altered_versions.json", "clients/DescribeQuorumResponse.json",
	  "commonStructs.ReplicaState.ReplicaDirectoryId: versions differs", 1 },
	{ "altered_listeners.json", "clients/AddRaftVoterRequest.json",
	  "listeners differ", 1 },
	{ "altered_nullable.json", "raft/QuorumStateData.json",
	  "CurrentVoters: nullableVersions differs", 1 },
	{ "altered_missing_field.json", "clients/RemoveRaftVoterResponse.json",
	  "field ErrorMessage (#2) missing from ours", 1 },
	{ "altered_extra_field.json", "clients/VoteRequest.json",
	  "Topics.Partitions: extra field LastOffsetTimestamp (#7) in ours", 1 },
	{ "altered_flexible_override.json", "clients/RequestHeader.json",
	  "ClientId: flexibleVersions differs", 1 },
	{ "altered_flexible.json", "clients/VoteResponse.json",
	  "(message): flexibleVersions differs", 1 },
	{ "altered_valid_versions.json", "clients/FetchResponse.json",
	  "(message): validVersions differs", 1 },
	{ "altered_unstable.json", "clients/ListOffsetsRequest.json",
	  "latestVersionUnstable differs", 1 },
	{ "altered_deprecated.json", "clients/MetadataRequest.json",
	  "deprecatedVersions differs", 1 },
	{ "altered_ignorable.json", "clients/SnapshotHeaderRecord.json",
	  "LastContainedLogTimestamp: ignorable differs", 1 },
	{ "altered_mapkey.json", "clients/VotersRecord.json",
	  "Voters.Endpoints.Name: mapKey differs", 1 },
	{ "altered_api_key.json", "clients/BeginQuorumEpochRequest.json",
	  "apiKey differs", 1 },
	{ "altered_zero_copy.json", "clients/FetchSnapshotResponse.json",
	  "Topics.Partitions.UnalignedRecords: zeroCopy differs", 1 },
	{ "altered_entity_type.json", "clients/LeaderChangeMessage.json",
	  "LeaderId: entityType differs", 1 },
	{ "altered_common_struct.json", "clients/LeaderChangeMessage.json",
	  "commonStructs.Voter.VoterDirectoryId: type differs", 1 },
	/* Same wire layout, spelt differently: numeric default, string tag,
	 * null default, a field giving only taggedVersions, "0-0" for "0",
	 * reordered listeners, padded type, explicit false flags. */
	{ "equivalent_spelling.json", "clients/FetchSnapshotRequest.json", NULL, 0 },
	{ "equivalent_listeners.json", "clients/AddRaftVoterRequest.json", NULL, 0 },
};

/* Compared as the known extension of their reference (extension_for). */
static const struct altered_case extended_cases[] = {
	/* Known extensions (Vote v2): a v2 field the table does not list, a
	 * newest version the table does not name, and the listed field
	 * missing are each one difference. */
	{ "altered_unlisted_extension.json", "clients/VoteRequest.json",
	  "Topics.Partitions.PreVoteReason: field exists only above the "
	  "reference's newest version 1 and is not a listed extension", 1 },
	{ "altered_extension_max.json", "clients/VoteRequest.json",
	  "(message): validVersions differs: ours \"0-3\"", 1 },
	{ "altered_extension_missing.json", "clients/VoteRequest.json",
	  "Topics.Partitions.PreVote: listed extension field missing", 1 },
};

/* Runs n cases, as known extensions when extended; returns the failures. */
static int run_altered(const struct altered_case *cases, size_t n, bool extended)
{
	int wrong = 0;
	for (size_t i = 0; i < n; i++) {
		const struct altered_case *t = &cases[i];
		char *o = path_join(data_dir, t->file);
		char *r = path_join(ref_dir, t->reference);
		struct diff_log log = { 0 };
		compare_files(&log, "schemas/x", o, r,
			      extended ? extension_for(t->reference) : NULL);
		if (t->expect == NULL && log.count != 0) {
			print_error("%s: expected no difference, got:\n%s", t->file,
				    log.text);
			wrong++;
		} else if (t->expect != NULL &&
			   (log.count == 0 || strstr(log.text, t->expect) == NULL)) {
			print_error("%s: expected a report containing \"%s\", got:\n%s",
				    t->file, t->expect,
				    log.count ? log.text : "(no difference)\n");
			wrong++;
		} else if (log.count != t->count) {
			/* Each altered copy changes one thing; more reports would
			 * mean the comparison misattributes a change. */
			print_error("%s: expected %d report(s), got %d:\n%s",
				    t->file, t->count, log.count, log.text);
			wrong++;
		}
		diff_free(&log);
		free(o);
		free(r);
	}
	return wrong;
}

static void test_altered_copies_are_rejected(void **state)
{
	(void)state;
	require_reference();
	int wrong = run_altered(altered_cases,
				sizeof altered_cases / sizeof altered_cases[0], false);
	wrong += run_altered(extended_cases,
			     sizeof extended_cases / sizeof extended_cases[0], true);
	if (wrong > 0)
		fail_msg("%d self-test case(s) failed", wrong);
}

/*
 * Without the extension table our Vote v2 files differ from the reference
 * (validVersions, and the request's PreVote): the table is what admits them.
 */
static void test_extensions_need_the_table(void **state)
{
	(void)state;
	require_reference();
	static const struct {
		const char *file;
		int count;
	} cases[] = { { "clients/VoteRequest.json", 2 }, { "clients/VoteResponse.json", 1 } };
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *o = path_join(ours_dir, cases[i].file);
		char *r = path_join(ref_dir, cases[i].file);
		struct diff_log log = { 0 };
		compare_files(&log, cases[i].file, o, r, NULL);
		if (log.count != cases[i].count ||
		    strstr(log.text, "validVersions differs") == NULL)
			fail_msg("%s without the table: expected %d report(s), got "
				 "%d:\n%s", cases[i].file, cases[i].count, log.count,
				 log.count ? log.text : "(none)\n");
		diff_free(&log);
		compare_files(&log, cases[i].file, o, r, extension_for(cases[i].file));
		if (log.count != 0)
			fail_msg("%s with the table:\n%s", cases[i].file, log.text);
		diff_free(&log);
		free(o);
		free(r);
	}
}

/* A malformed file (missing comma) is reported, not compared. */
static void test_malformed_copy_is_rejected(void **state)
{
	(void)state;
	require_reference();
	char *o = path_join(data_dir, "malformed.json");
	char *r = path_join(ref_dir, "clients/VoteRequest.json");
	struct diff_log log = { 0 };
	compare_files(&log, "malformed.json", o, r, NULL);
	assert_int_equal(log.count, 1);
	assert_non_null(strstr(log.text, "malformed JSON"));
	diff_free(&log);
	free(o);
	free(r);
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: %s OURS_DIR REFERENCE_DIR DATA_DIR\n", argv[0]);
		return 2;
	}
	ours_dir = argv[1];
	ref_dir = argv[2];
	data_dir = argv[3];

	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reference_folder_exists),
		cmocka_unit_test(test_blank_comments),
		cmocka_unit_test(test_our_schemas_are_valid),
		cmocka_unit_test(test_every_reference_file_is_mirrored),
		cmocka_unit_test(test_schemas_match_reference),
		cmocka_unit_test(test_altered_copies_are_rejected),
		cmocka_unit_test(test_extensions_need_the_table),
		cmocka_unit_test(test_malformed_copy_is_rejected),
	};
	return cmocka_run_group_tests_name("schema_compare", tests, NULL, NULL);
}
