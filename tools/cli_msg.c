/* tools/cli_msg.c — input, hex and number parsing for kwire decode/encode. */
#include "cli_msg.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

int kw__cli_hex_decode(const char *text, size_t n, uint8_t *out, size_t *out_len,
		       size_t *bad)
{
	size_t o = 0;
	int hi = -1;
	for (size_t i = 0; i < n; i++) {
		if (isspace((unsigned char)text[i]))
			continue;
		int v = hex_value(text[i]);
		if (v < 0) {
			*bad = i;
			return -1;
		}
		if (hi < 0) {
			hi = v;
		} else {
			out[o++] = (uint8_t)(hi << 4 | v);
			hi = -1;
		}
	}
	if (hi >= 0) {
		*bad = n;
		return -1;
	}
	*out_len = o;
	return 0;
}

void kw__cli_hex_write(FILE *out, const uint8_t *buf, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		fprintf(out, "%02x", buf[i]);
		if (i % 32 == 31 || i + 1 == n)
			fputc('\n', out);
	}
}

int kw__cli_read_input(const char *cmd, const char *path, bool hex, uint8_t **buf,
		       size_t *len)
{
	bool std = path == NULL || strcmp(path, "-") == 0;
	const char *name = std ? "standard input" : path;
	FILE *fp = std ? stdin : fopen(path, "rb");
	if (fp == NULL) {
		fprintf(stderr, "kwire %s: %s: %s\n", cmd, path, strerror(errno));
		return KW__CLI_FAIL;
	}
	size_t cap = 4096, n = 0;
	uint8_t *b = malloc(cap);
	for (;;) {
		if (b == NULL) {
			fprintf(stderr, "kwire %s: out of memory reading %s\n", cmd, name);
			if (!std)
				fclose(fp);
			return KW__CLI_FAIL;
		}
		n += fread(b + n, 1, cap - n - 1, fp);
		if (n < cap - 1)
			break;
		cap *= 2;
		uint8_t *nb = realloc(b, cap);
		if (nb == NULL)
			free(b);
		b = nb;
	}
	bool failed = ferror(fp) != 0;
	if (!std)
		fclose(fp);
	if (failed) {
		fprintf(stderr, "kwire %s: error reading %s\n", cmd, name);
		free(b);
		return KW__CLI_FAIL;
	}
	b[n] = '\0';
	if (hex) {
		size_t bad, out_len;
		if (kw__cli_hex_decode((const char *)b, n, b, &out_len, &bad) < 0) {
			if (bad == n)
				fprintf(stderr, "kwire %s: %s: odd number of hex digits\n", cmd, name);
			else
				fprintf(stderr,
					"kwire %s: %s: '%c' at character %zu is not a hex digit\n",
					cmd, name, isprint(b[bad]) ? b[bad] : '?', bad);
			free(b);
			return KW__CLI_FAIL;
		}
		n = out_len;
		b[n] = '\0';
	}
	*buf = b;
	*len = n;
	return 0;
}

/* A decimal number in [0, 32767]. */
static int parse_small(const char *s, int16_t *out)
{
	if (s == NULL || *s == '\0' || strlen(s) > 5)
		return -1;
	long v = 0;
	for (const char *c = s; *c; c++) {
		if (*c < '0' || *c > '9')
			return -1;
		v = v * 10 + (*c - '0');
	}
	if (v > 32767)
		return -1;
	*out = (int16_t)v;
	return 0;
}

int kw__cli_parse_version(const char *s, int16_t *out)
{
	return parse_small(s, out);
}

int kw__cli_parse_key(const char *s, int16_t *out)
{
	return parse_small(s, out);
}

#ifdef KW__CLI_HAVE_MSGS
#include <stdio.h>
#include <strings.h>

/* name equals base + suffix, ignoring case. */
static bool name_is(const char *name, const char *base, const char *suffix)
{
	size_t n = strlen(base);
	return strncasecmp(name, base, n) == 0 && strcasecmp(name + n, suffix) == 0;
}

int kw__cli_find(const char *arg, struct kw__cli_target *t)
{
	int16_t key;
	*t = (struct kw__cli_target){ NULL, NULL, KW__CLI_DIR_NONE };
	if (arg == NULL)
		return -1;
	if (kw__cli_parse_key(arg, &key) == 0) {
		t->api = kw_api_by_key(key);
		return t->api ? 0 : -1;
	}
	for (size_t i = 0; i < kw_api_count; i++) {
		const struct kw_api *api = &kw_apis[i];
		if (name_is(arg, api->name, ""))
			t->dir = KW__CLI_DIR_NONE;
		else if (name_is(arg, api->name, "Request"))
			t->dir = KW__CLI_DIR_REQUEST;
		else if (name_is(arg, api->name, "Response"))
			t->dir = KW__CLI_DIR_RESPONSE;
		else
			continue;
		t->api = api;
		return 0;
	}
	for (size_t i = 0; i < kw_msg_count; i++) {
		const struct kw_msg_codec *m = &kw_msgs[i];
		if (m->type != KW_MSG_REQUEST && m->type != KW_MSG_RESPONSE &&
		    strcasecmp(arg, m->name) == 0) {
			t->msg = m;
			return 0;
		}
	}
	return -1;
}

const char *kw__cli_dir_name(enum kw__cli_dir d)
{
	return d == KW__CLI_DIR_RESPONSE ? "response" : "request";
}

static bool ends_with(const char *s, const char *tail)
{
	size_t n = strlen(s), t = strlen(tail);
	return n > t && strcmp(s + n - t, tail) == 0;
}

const char *kw__cli_coordinator(const char *arg)
{
	if (arg == NULL)
		return NULL;
	for (size_t i = 0; i < kw_msg_count; i++) {
		const char *m = kw_msgs[i].module;
		if (!ends_with(kw_msgs[i].name, "Key"))
			continue;
		size_t n = strlen(arg);
		if (strcmp(m, arg) == 0 ||
		    (strncmp(m, arg, n) == 0 && strcmp(m + n, "-coordinator") == 0))
			return m;
	}
	return NULL;
}

const struct kw_msg_codec *kw__cli_coordinator_key(const char *module, int16_t type)
{
	for (size_t i = 0; i < kw_msg_count; i++) {
		const struct kw_msg_codec *c = &kw_msgs[i];
		if (strcmp(c->module, module) == 0 && ends_with(c->name, "Key") &&
		    type >= c->min_version && type <= c->max_version)
			return c;
	}
	return NULL;
}

const struct kw_msg_codec *kw__cli_coordinator_value(const struct kw_msg_codec *key)
{
	char name[256];
	size_t n = strlen(key->name) - strlen("Key");
	if (n + sizeof "Value" > sizeof name)
		return NULL;
	snprintf(name, sizeof name, "%.*sValue", (int)n, key->name);
	const struct kw_msg_codec *v = kw_msg_by_name(name);
	return v != NULL && strcmp(v->module, key->module) == 0 ? v : NULL;
}
#endif
