/*
 * node/config.c — properties file and flags into struct kr_node_config.
 * See config.h for the keys and the rules.
 */
#include "node/config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((format(printf, 2, 3))) static int fail(struct kr_node_config *cfg,
						       const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(cfg->error, sizeof cfg->error, fmt, ap);
	va_end(ap);
	return -1;
}

void kr_node_config_init(struct kr_node_config *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	cfg->node_id = KR_NO_ID;
	cfg->listener.id = -1;
	cfg->election_timeout_ms = 1000;
	cfg->fetch_timeout_ms = 2000;
	cfg->election_backoff_max_ms = 1000;
	cfg->request_timeout_ms = 2000;
	cfg->retry_backoff_ms = 20;
	cfg->append_linger_ms = 25;
	cfg->max_frame_bytes = 104857600;
	cfg->fsync = true;
}

/* A whole decimal int in [lo, hi]; 0 or -1. */
static int parse_int(const char *s, long lo, long hi, int32_t *out)
{
	char *end;
	errno = 0;
	if (*s == '\0' || isspace((unsigned char)*s))
		return -1;
	long v = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < lo || v > hi)
		return -1;
	*out = (int32_t)v;
	return 0;
}

/* "host:port" or "[v6]:port" into ep; 0 or -1 with why in *why. */
static int parse_host_port(const char *s, struct kr_node_endpoint *ep,
			   const char **why)
{
	const char *colon;
	const char *host = s;
	size_t hlen;
	if (*s == '[') {
		const char *close = strchr(s, ']');
		if (!close || close[1] != ':') {
			*why = "expected [address]:port";
			return -1;
		}
		host = s + 1;
		hlen = (size_t)(close - host);
		colon = close + 1;
	} else {
		colon = strrchr(s, ':');
		if (!colon) {
			*why = "expected host:port";
			return -1;
		}
		hlen = (size_t)(colon - s);
	}
	if (hlen == 0) {
		*why = "empty host";
		return -1;
	}
	if (hlen >= sizeof ep->host) {
		*why = "host name too long";
		return -1;
	}
	int32_t port;
	if (parse_int(colon + 1, 1, 65535, &port) != 0) {
		*why = "port must be a number from 1 to 65535";
		return -1;
	}
	memcpy(ep->host, host, hlen);
	ep->host[hlen] = '\0';
	ep->port = (uint16_t)port;
	return 0;
}

static char *trim(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	size_t n = strlen(s);
	while (n > 0 && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	return s;
}

static int set_voters(struct kr_node_config *cfg, const char *key, const char *value)
{
	char buf[8192];
	if (strlen(value) >= sizeof buf)
		return fail(cfg, "%s: value too long", key);
	strcpy(buf, value);
	cfg->n_voters = 0;
	char *save = NULL;
	int idx = 0;
	for (char *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save), idx++) {
		tok = trim(tok);
		if (*tok == '\0')
			continue;
		if (cfg->n_voters == KR_MAX_VOTERS)
			return fail(cfg, "%s: more than %d voters", key, KR_MAX_VOTERS);
		char *at = strchr(tok, '@');
		if (!at)
			return fail(cfg, "%s: '%s' is not id@host:port", key, tok);
		*at = '\0';
		struct kr_node_endpoint *ep = &cfg->voters[cfg->n_voters];
		if (parse_int(tok, 0, INT32_MAX, &ep->id) != 0)
			return fail(cfg, "%s: voter id '%s' is not a non-negative integer",
				    key, tok);
		const char *why = NULL;
		if (parse_host_port(at + 1, ep, &why) != 0)
			return fail(cfg, "%s: voter %d: '%s': %s", key, (int)ep->id,
				    at + 1, why);
		for (int32_t i = 0; i < cfg->n_voters; i++)
			if (cfg->voters[i].id == ep->id)
				return fail(cfg, "%s: voter id %d is listed twice", key,
					    (int)ep->id);
		cfg->n_voters++;
	}
	if (cfg->n_voters == 0)
		return fail(cfg, "%s: no voters given (expected id@host:port,...)", key);
	return 0;
}

static int set_listeners(struct kr_node_config *cfg, const char *key,
			 const char *value)
{
	static const char scheme[] = "PLAINTEXT://";
	if (strchr(value, ','))
		return fail(cfg, "%s: only one listener is supported", key);
	if (strncasecmp(value, scheme, sizeof scheme - 1) != 0)
		return fail(cfg, "%s: '%s': expected PLAINTEXT://host:port", key, value);
	const char *why = NULL;
	const char *hp = value + sizeof scheme - 1;
	/* Kafka accepts an empty host ("PLAINTEXT://:9092"): every interface. */
	char tmp[KR_NODE_HOST_MAX + 16];
	if (hp[0] == ':') {
		snprintf(tmp, sizeof tmp, "0.0.0.0%s", hp);
		hp = tmp;
	}
	if (parse_host_port(hp, &cfg->listener, &why) != 0)
		return fail(cfg, "%s: '%s': %s", key, value, why);
	cfg->have_listener = true;
	return 0;
}

static int set_dir(struct kr_node_config *cfg, const char *key, const char *value)
{
	if (strchr(value, ','))
		return fail(cfg, "%s: only one directory is supported", key);
	if (*value == '\0')
		return fail(cfg, "%s: empty directory", key);
	if (strlen(value) >= sizeof cfg->log_dir)
		return fail(cfg, "%s: path too long", key);
	strcpy(cfg->log_dir, value);
	return 0;
}

static int set_bool(struct kr_node_config *cfg, const char *key, const char *value,
		    bool *out)
{
	if (strcasecmp(value, "true") == 0)
		*out = true;
	else if (strcasecmp(value, "false") == 0)
		*out = false;
	else
		return fail(cfg, "%s: '%s' is not true or false", key, value);
	return 0;
}

struct timer_key {
	const char *name;
	size_t offset;
	long min;
};

static const struct timer_key timer_keys[] = {
	{ "controller.quorum.election.timeout.ms",
	  offsetof(struct kr_node_config, election_timeout_ms), 1 },
	{ "controller.quorum.fetch.timeout.ms",
	  offsetof(struct kr_node_config, fetch_timeout_ms), 1 },
	{ "controller.quorum.election.backoff.max.ms",
	  offsetof(struct kr_node_config, election_backoff_max_ms), 1 },
	{ "controller.quorum.request.timeout.ms",
	  offsetof(struct kr_node_config, request_timeout_ms), 1 },
	{ "controller.quorum.retry.backoff.ms",
	  offsetof(struct kr_node_config, retry_backoff_ms), 0 },
	{ "controller.quorum.append.linger.ms",
	  offsetof(struct kr_node_config, append_linger_ms), 0 },
	{ "socket.request.max.bytes",
	  offsetof(struct kr_node_config, max_frame_bytes), 64 },
	{ "kwire.fault.quorum.state.delay.ms",
	  offsetof(struct kr_node_config, fault_qs_delay_ms), 0 },
};

static int set_initial_voters(struct kr_node_config *cfg, const char *key,
			      const char *value)
{
	char buf[1024];
	if (strlen(value) >= sizeof buf)
		return fail(cfg, "%s: value too long", key);
	strcpy(buf, value);
	cfg->n_initial_voters = 0;
	char *save = NULL;
	for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		tok = trim(tok);
		if (*tok == '\0')
			continue;
		int32_t id;
		if (cfg->n_initial_voters == KR_MAX_VOTERS)
			return fail(cfg, "%s: more than %d voters", key, KR_MAX_VOTERS);
		if (parse_int(tok, 0, INT32_MAX, &id) != 0)
			return fail(cfg, "%s: '%s' is not a non-negative integer", key, tok);
		for (int32_t i = 0; i < cfg->n_initial_voters; i++)
			if (cfg->initial_voters[i] == id)
				return fail(cfg, "%s: voter id %d is listed twice", key, (int)id);
		cfg->initial_voters[cfg->n_initial_voters++] = id;
	}
	if (cfg->n_initial_voters == 0)
		return fail(cfg, "%s: no voters given (expected id,id,...)", key);
	return 0;
}

int kr_node_config_set(struct kr_node_config *cfg, const char *key,
		       const char *value)
{
	if (strcmp(key, "node.id") == 0) {
		if (parse_int(value, 0, INT32_MAX, &cfg->node_id) != 0)
			return fail(cfg, "node.id: '%s' is not a non-negative integer",
				    value);
		return 0;
	}
	if (strcmp(key, "controller.quorum.voters") == 0)
		return set_voters(cfg, key, value);
	if (strcmp(key, "kwire.quorum.initial.voters") == 0)
		return set_initial_voters(cfg, key, value);
	if (strcmp(key, "listeners") == 0)
		return set_listeners(cfg, key, value);
	if (strcmp(key, "log.dirs") == 0 || strcmp(key, "log.dir") == 0 ||
	    strcmp(key, "metadata.log.dir") == 0)
		return set_dir(cfg, key, value);
	if (strcmp(key, "fsync") == 0)
		return set_bool(cfg, key, value, &cfg->fsync);
	if (strcmp(key, "kwire.fault.file") == 0) {
		if (strlen(value) >= sizeof cfg->fault_file)
			return fail(cfg, "%s: path too long", key);
		strcpy(cfg->fault_file, value);
		return 0;
	}
	for (size_t i = 0; i < sizeof timer_keys / sizeof timer_keys[0]; i++) {
		if (strcmp(key, timer_keys[i].name) != 0)
			continue;
		int32_t *field = (int32_t *)((char *)cfg + timer_keys[i].offset);
		if (parse_int(value, timer_keys[i].min, INT32_MAX, field) != 0)
			return fail(cfg, "%s: '%s' is not an integer >= %ld", key, value,
				    timer_keys[i].min);
		return 0;
	}
	return 1;
}

int kr_node_config_load_file(struct kr_node_config *cfg, const char *path,
			     kr_node_config_warn_fn warn, void *warn_ctx)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return fail(cfg, "%s: cannot open: %s", path, strerror(errno));
	char line[8192];
	char logical[16384];
	size_t have = 0;
	int lineno = 0, start_line = 0;
	int rc = 0;
	while (fgets(line, sizeof line, f)) {
		lineno++;
		size_t n = strlen(line);
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		char *s = line;
		if (have == 0) {
			s = trim(line);
			start_line = lineno;
			if (*s == '#' || *s == '!' || *s == '\0')
				continue;
		} else {
			while (isspace((unsigned char)*s))
				s++;
		}
		n = strlen(s);
		bool cont = n > 0 && s[n - 1] == '\\';
		if (cont)
			s[--n] = '\0';
		if (have + n >= sizeof logical) {
			rc = fail(cfg, "%s:%d: line too long", path, start_line);
			break;
		}
		memcpy(logical + have, s, n);
		have += n;
		logical[have] = '\0';
		if (cont)
			continue;
		have = 0;
		/* key ends at the first '=', ':' or blank */
		char *k = logical;
		size_t klen = strcspn(k, "=: \t");
		char *v = k + klen;
		while (isspace((unsigned char)*v))
			v++;
		if (*v == '=' || *v == ':')
			v++;
		k[klen] = '\0';
		v = trim(v);
		int r = kr_node_config_set(cfg, k, v);
		if (r < 0) {
			char msg[KR_NODE_ERROR_MAX];
			snprintf(msg, sizeof msg, "%s", cfg->error);
			rc = fail(cfg, "%s:%d: %s", path, start_line, msg);
			break;
		}
		if (r == 1 && warn) {
			char msg[KR_NODE_ERROR_MAX];
			snprintf(msg, sizeof msg, "%s:%d: ignoring unknown key '%.200s'", path,
				 start_line, k);
			warn(warn_ctx, msg);
		}
	}
	if (rc == 0 && ferror(f))
		rc = fail(cfg, "%s: read error: %s", path, strerror(errno));
	fclose(f);
	return rc;
}

static int extra_index(const char *const *extra, const char *name, size_t nlen)
{
	for (int i = 0; extra && extra[i]; i++)
		if (strlen(extra[i]) == nlen && strncmp(extra[i], name, nlen) == 0)
			return i;
	return -1;
}

int kr_node_config_parse_args(struct kr_node_config *cfg, int argc,
			      char **argv, const char *const *extra,
			      const char **extra_values,
			      kr_node_config_warn_fn warn, void *warn_ctx)
{
	for (int i = 0; extra && extra[i]; i++)
		extra_values[i] = NULL;
	/* Pass 1: the file, wherever --config appears. */
	const char *file = NULL;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--config") == 0) {
			if (i + 1 >= argc)
				return fail(cfg, "--config: missing file name");
			file = argv[++i];
		} else if (strncmp(argv[i], "--config=", 9) == 0) {
			file = argv[i] + 9;
		}
	}
	if (file && kr_node_config_load_file(cfg, file, warn, warn_ctx) != 0)
		return -1;
	/* Pass 2: flags, in order. */
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		if (strncmp(a, "--", 2) != 0)
			return fail(cfg, "unexpected argument '%s'", a);
		const char *name = a + 2;
		const char *eq = strchr(name, '=');
		size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
		const char *value;
		if (eq) {
			value = eq + 1;
		} else {
			if (i + 1 >= argc)
				return fail(cfg, "%s: missing value", a);
			value = argv[++i];
		}
		if (nlen == 6 && strncmp(name, "config", 6) == 0)
			continue;
		int ei = extra_index(extra, name, nlen);
		if (ei >= 0) {
			extra_values[ei] = value;
			continue;
		}
		char key[256];
		if (nlen >= sizeof key)
			return fail(cfg, "unknown option '--%.*s'", 40, name);
		memcpy(key, name, nlen);
		key[nlen] = '\0';
		int r = kr_node_config_set(cfg, key, value);
		if (r < 0)
			return -1;
		if (r == 1)
			return fail(cfg, "unknown option '--%s'", key);
	}
	return kr_node_config_check(cfg);
}

const struct kr_node_endpoint *kr_node_config_voter(const struct kr_node_config *cfg,
						    int32_t id)
{
	for (int32_t i = 0; i < cfg->n_voters; i++)
		if (cfg->voters[i].id == id)
			return &cfg->voters[i];
	return NULL;
}

bool kr_node_config_is_voter(const struct kr_node_config *cfg)
{
	return cfg->node_id != KR_NO_ID && kr_node_config_voter(cfg, cfg->node_id);
}

int kr_node_config_check(struct kr_node_config *cfg)
{
	if (cfg->n_voters == 0)
		return fail(cfg, "controller.quorum.voters: missing (expected "
				 "id@host:port,...)");
	for (int32_t i = 0; i < cfg->n_initial_voters; i++)
		if (!kr_node_config_voter(cfg, cfg->initial_voters[i]))
			return fail(cfg,
				    "kwire.quorum.initial.voters: %d is not in "
				    "controller.quorum.voters",
				    (int)cfg->initial_voters[i]);
	if (!cfg->have_listener)
		return fail(cfg, "listeners: missing (expected PLAINTEXT://host:port)");
	if (cfg->log_dir[0] == '\0')
		return fail(cfg, "log.dirs: missing (the node's data directory)");
	const struct kr_node_endpoint *self =
		cfg->node_id == KR_NO_ID ? NULL : kr_node_config_voter(cfg, cfg->node_id);
	if (self && self->port != cfg->listener.port)
		return fail(cfg,
			    "listeners: port %u differs from port %u given for voter "
			    "%d in controller.quorum.voters",
			    (unsigned)cfg->listener.port, (unsigned)self->port,
			    (int)cfg->node_id);
	return 0;
}

void kr_node_config_to_core(const struct kr_node_config *cfg, struct kr_config *core)
{
	core->node_id = cfg->node_id;
	core->n_voters = cfg->n_voters;
	for (int32_t i = 0; i < cfg->n_voters; i++)
		core->voters[i] = cfg->voters[i].id;
	if (cfg->n_initial_voters > 0) {
		core->n_voters = cfg->n_initial_voters;
		for (int32_t i = 0; i < cfg->n_initial_voters; i++)
			core->voters[i] = cfg->initial_voters[i];
	}
	core->election_timeout_ms = cfg->election_timeout_ms;
	core->fetch_timeout_ms = cfg->fetch_timeout_ms;
	core->election_backoff_max_ms = cfg->election_backoff_max_ms;
	core->request_timeout_ms = cfg->request_timeout_ms;
	core->retry_backoff_ms = cfg->retry_backoff_ms;
	core->append_linger_ms = cfg->append_linger_ms;
}
