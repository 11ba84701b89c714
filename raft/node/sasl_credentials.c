/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/sasl_credentials.c — node/sasl_credentials.h: the credentials file.
 */
#include "node/sasl_credentials.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FILE (64u << 20)

__attribute__((format(printf, 5, 6))) static int
fail(char *why, size_t wl, const char *name, int line, const char *fmt, ...)
{
	int n = snprintf(why, wl, "%s:%d: ", name, line);
	if (n < 0 || (size_t)n >= wl)
		return -1;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why + n, wl - (size_t)n, fmt, ap);
	va_end(ap);
	return -1;
}

static const char *mechanism_name(enum kr_scram_hash h)
{
	return h == KR_SCRAM_SHA512 ? "SCRAM-SHA-512" : "SCRAM-SHA-256";
}

/* field=value in the comma-separated list s (NUL-terminated); its value
 * copied into out. 0, or -1 when absent or too long. */
static int field(const char *s, const char *name, char *out, size_t cap)
{
	size_t nl = strlen(name);
	for (const char *p = s; p && *p;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		if (len > nl && strncmp(p, name, nl) == 0 && p[nl] == '=') {
			if (len - nl - 1 >= cap)
				return -1;
			memcpy(out, p + nl + 1, len - nl - 1);
			out[len - nl - 1] = '\0';
			return 0;
		}
		p = comma ? comma + 1 : NULL;
	}
	return -1;
}

/* One non-comment line (NUL-terminated, no newline) into e. */
static int parse_line(char *line, struct kr_credential *e, const char *name, int no,
		      char *why, size_t wl)
{
	char *save = NULL;
	char *user = strtok_r(line, " \t", &save);
	char *mech = strtok_r(NULL, " \t", &save);
	char *vals = strtok_r(NULL, " \t", &save);
	if (!user || !mech || !vals || strtok_r(NULL, " \t", &save))
		return fail(why, wl, name, no,
			    "expected 'NAME MECHANISM salt=...,stored_key=...,"
			    "server_key=...,iterations=N'");
	if (strlen(user) > KR_SCRAM_MAX_USER)
		return fail(why, wl, name, no, "user name longer than %d bytes",
			    KR_SCRAM_MAX_USER);
	for (const char *p = user; *p; p++)
		if ((unsigned char)*p < 0x21 || (unsigned char)*p > 0x7e)
			return fail(why, wl, name, no,
				    "user name is not printable ASCII");
	int h = kr_scram_hash_of(mech);
	if (h < 0)
		return fail(why, wl, name, no,
			    "mechanism '%.40s' is not SCRAM-SHA-256 or SCRAM-SHA-512",
			    mech);
	memset(e, 0, sizeof *e);
	strcpy(e->user, user);
	e->cred.hash = (enum kr_scram_hash)h;
	char v[256];
	size_t kl = kr_scram_key_len(e->cred.hash);
	int n;
	if (field(vals, "salt", v, sizeof v) != 0 ||
	    (n = kr_scram_b64_decode(v, strlen(v), e->cred.salt, sizeof e->cred.salt)) <=
		    0)
		return fail(why, wl, name, no,
			    "salt: missing or not base64 (at most %d bytes)",
			    KR_SCRAM_MAX_SALT);
	e->cred.salt_len = (size_t)n;
	if (field(vals, "stored_key", v, sizeof v) != 0 ||
	    kr_scram_b64_decode(v, strlen(v), e->cred.stored_key,
				sizeof e->cred.stored_key) != (int)kl)
		return fail(why, wl, name, no,
			    "stored_key: missing or not %zu bytes of base64", kl);
	if (field(vals, "server_key", v, sizeof v) != 0 ||
	    kr_scram_b64_decode(v, strlen(v), e->cred.server_key,
				sizeof e->cred.server_key) != (int)kl)
		return fail(why, wl, name, no,
			    "server_key: missing or not %zu bytes of base64", kl);
	char *end;
	long it = 0;
	if (field(vals, "iterations", v, sizeof v) == 0)
		it = strtol(v, &end, 10);
	if (it < KR_SCRAM_MIN_ITERATIONS || it > KR_SCRAM_MAX_ITERATIONS || !v[0] || *end)
		return fail(why, wl, name, no, "iterations: missing or not in [%d, %d]",
			    KR_SCRAM_MIN_ITERATIONS, KR_SCRAM_MAX_ITERATIONS);
	e->cred.iterations = (int32_t)it;
	return 0;
}

int kr_credentials_parse(const char *text, size_t len, const char *name,
			 struct kr_credentials *out, char *why, size_t wl)
{
	memset(out, 0, sizeof *out);
	char line[KR_CREDENTIALS_MAX_LINE + 1];
	int no = 0;
	for (size_t pos = 0; pos < len;) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t ll = nl ? (size_t)(nl - (text + pos)) : len - pos;
		no++;
		if (ll > KR_CREDENTIALS_MAX_LINE) {
			kr_credentials_free(out);
			return fail(why, wl, name, no, "line longer than %d bytes",
				    KR_CREDENTIALS_MAX_LINE);
		}
		memcpy(line, text + pos, ll);
		line[ll] = '\0';
		pos += ll + 1;
		if (ll && line[ll - 1] == '\r')
			line[--ll] = '\0';
		if (memchr(line, '\0', ll)) {
			kr_credentials_free(out);
			return fail(why, wl, name, no, "a NUL byte");
		}
		char *p = line + strspn(line, " \t");
		if (*p == '\0' || *p == '#')
			continue;
		if (out->n == KR_CREDENTIALS_MAX_USERS) {
			kr_credentials_free(out);
			return fail(why, wl, name, no, "more than %d credentials",
				    KR_CREDENTIALS_MAX_USERS);
		}
		if (out->n == out->cap) {
			size_t nc = out->cap ? out->cap * 2 : 16;
			struct kr_credential *nv = realloc(out->v, nc * sizeof *nv);
			if (!nv) {
				kr_credentials_free(out);
				return fail(why, wl, name, no, "out of memory");
			}
			out->v = nv;
			out->cap = nc;
		}
		struct kr_credential *e = &out->v[out->n];
		if (parse_line(p, e, name, no, why, wl) != 0) {
			kr_credentials_free(out);
			return -1;
		}
		if (kr_credentials_find(out, e->user, e->cred.hash)) {
			/* the message first: e is in the memory freed next */
			fail(why, wl, name, no, "user %s has a second %s line", e->user,
			     mechanism_name(e->cred.hash));
			kr_credentials_free(out);
			return -1;
		}
		out->n++;
	}
	return 0;
}

int kr_credentials_load(const char *path, struct kr_credentials *out, char *why,
			size_t wl)
{
	memset(out, 0, sizeof *out);
	FILE *f = fopen(path, "r");
	if (!f) {
		snprintf(why, wl, "%s: cannot open: %s", path, strerror(errno));
		return -1;
	}
	char *buf = NULL;
	size_t len = 0, cap = 0;
	for (;;) {
		if (len == cap) {
			size_t nc = cap ? cap * 2 : 4096;
			char *nb = nc <= MAX_FILE ? realloc(buf, nc) : NULL;
			if (!nb) {
				snprintf(why, wl,
					 "%s: larger than %u bytes, or out of memory",
					 path, MAX_FILE);
				free(buf);
				fclose(f);
				return -1;
			}
			buf = nb;
			cap = nc;
		}
		size_t got = fread(buf + len, 1, cap - len, f);
		len += got;
		if (got == 0)
			break;
	}
	bool bad = ferror(f);
	fclose(f);
	if (bad) {
		snprintf(why, wl, "%s: cannot read", path);
		free(buf);
		return -1;
	}
	int rc = kr_credentials_parse(buf, len, path, out, why, wl);
	free(buf);
	return rc;
}

void kr_credentials_free(struct kr_credentials *c)
{
	free(c->v);
	memset(c, 0, sizeof *c);
}

const struct kr_scram_cred *kr_credentials_find(const struct kr_credentials *c,
						const char *user, enum kr_scram_hash h)
{
	for (size_t i = 0; i < c->n; i++)
		if (c->v[i].cred.hash == h && strcmp(c->v[i].user, user) == 0)
			return &c->v[i].cred;
	return NULL;
}

int kr_credentials_format(const char *user, const struct kr_scram_cred *cred, char *out,
			  size_t cap)
{
	char salt[KR_SCRAM_MAX_SALT * 2], sk[KR_SCRAM_MAX_KEY * 2],
		svk[KR_SCRAM_MAX_KEY * 2];
	size_t kl = kr_scram_key_len(cred->hash);
	if (kr_scram_b64_encode(cred->salt, cred->salt_len, salt, sizeof salt) < 0 ||
	    kr_scram_b64_encode(cred->stored_key, kl, sk, sizeof sk) < 0 ||
	    kr_scram_b64_encode(cred->server_key, kl, svk, sizeof svk) < 0)
		return -1;
	int n = snprintf(
		out, cap, "%s %s salt=%s,stored_key=%s,server_key=%s,iterations=%d\n",
		user, mechanism_name(cred->hash), salt, sk, svk, (int)cred->iterations);
	return n < 0 || (size_t)n >= cap ? -1 : n;
}
