/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/config.c — properties file and flags into struct kr_node_config:
 * one table of keys (name, origin, default, meaning, how to set and show
 * it). See config.h for the rules.
 */
#include "node/config.h"
#include "node/group_table.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kwire/msg/api.h"

__attribute__((format(printf, 2, 3))) static int fail(struct kr_node_config *cfg,
						      const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(cfg->error, sizeof cfg->error, fmt, ap);
	va_end(ap);
	return -1;
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
static int parse_host_port(const char *s, struct kr_node_endpoint *ep, const char **why)
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

/* Splits a trailing :DIRID (22 base64url characters) off the host:port
 * in hp, into dir. Returns 0 (none is zero), or -1 with the text that is
 * not a directory id in *bad. */
static int split_directory_id(char *hp, struct kw_uuid *dir, const char **bad)
{
	memset(dir, 0, sizeof *dir);
	char *dc = NULL;
	if (hp[0] == '[') {
		char *close = strchr(hp, ']');
		if (close && close[1] == ':')
			dc = strchr(close + 2, ':');
	} else {
		char *last = strrchr(hp, ':');
		if (last && strchr(hp, ':') != last &&
		    strlen(last + 1) == KW_UUID_TEXT_LEN)
			dc = last;
	}
	if (!dc)
		return 0;
	if (kw_uuid_from_text(dc + 1, strlen(dc + 1), dir) != 0) {
		*bad = dc + 1;
		return -1;
	}
	*dc = '\0';
	return 0;
}

/*
 * id@host:port,... into eps (at most KR_MAX_VOTERS; *n receives the count)
 * for key; noun names an entry in errors ("voter"). With dirs, an entry may
 * end in :DIRID, a directory id (as kafka-storage's --initial-controllers
 * gives it), stored in dirs[i].
 */
static int set_endpoints(struct kr_node_config *cfg, const char *key, const char *value,
			 const char *noun, struct kr_node_endpoint *eps,
			 struct kw_uuid *dirs, int32_t *n)
{
	char buf[8192];
	if (strlen(value) >= sizeof buf)
		return fail(cfg, "%s: value too long", key);
	strcpy(buf, value);
	*n = 0;
	char *save = NULL;
	for (char *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		tok = trim(tok);
		if (*tok == '\0')
			continue;
		if (*n == KR_MAX_VOTERS)
			return fail(cfg, "%s: more than %d %ss", key, KR_MAX_VOTERS,
				    noun);
		char *at = strchr(tok, '@');
		if (!at)
			return fail(cfg, "%s: '%s' is not id@host:port", key, tok);
		*at = '\0';
		struct kr_node_endpoint *ep = &eps[*n];
		if (parse_int(tok, 0, INT32_MAX, &ep->id) != 0)
			return fail(cfg, "%s: %s id '%s' is not a non-negative integer",
				    key, noun, tok);
		char *hp = at + 1;
		const char *bad = NULL, *why = NULL;
		if (dirs && split_directory_id(hp, &dirs[*n], &bad) != 0)
			return fail(cfg, "%s: %s %d: '%s' is not a directory id", key,
				    noun, (int)ep->id, bad);
		if (parse_host_port(hp, ep, &why) != 0)
			return fail(cfg, "%s: %s %d: '%s': %s", key, noun, (int)ep->id,
				    hp, why);
		for (int32_t i = 0; i < *n; i++)
			if (eps[i].id == ep->id)
				return fail(cfg, "%s: %s id %d is listed twice", key,
					    noun, (int)ep->id);
		(*n)++;
	}
	return 0;
}

static int set_voters(struct kr_node_config *cfg, const char *key, const char *value)
{
	if (set_endpoints(cfg, key, value, "voter", cfg->voters, cfg->voter_dirs,
			  &cfg->n_voters) != 0)
		return -1;
	if (cfg->n_voters == 0)
		return fail(cfg, "%s: no voters given (expected id@host:port,...)", key);
	return 0;
}

/* HOST:PORT,... (Kafka's controller.quorum.bootstrap.servers). */
static int set_bootstrap_servers(struct kr_node_config *cfg, const char *key,
				 const char *value)
{
	char buf[8192];
	if (strlen(value) >= sizeof buf)
		return fail(cfg, "%s: value too long", key);
	strcpy(buf, value);
	cfg->n_bootstrap_servers = 0;
	char *save = NULL;
	for (char *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		tok = trim(tok);
		if (*tok == '\0')
			continue;
		if (cfg->n_bootstrap_servers == KR_MAX_BOOTSTRAP)
			return fail(cfg, "%s: more than %d servers", key, KR_MAX_BOOTSTRAP);
		struct kr_node_endpoint *ep = &cfg->bootstrap_servers[cfg->n_bootstrap_servers];
		const char *why = NULL;
		if (strchr(tok, '@'))
			return fail(cfg, "%s: '%s' is not host:port (no id@: that is "
					 "controller.quorum.voters' form)",
				    key, tok);
		if (parse_host_port(tok, ep, &why) != 0)
			return fail(cfg, "%s: '%s': %s", key, tok, why);
		ep->id = -1;
		cfg->n_bootstrap_servers++;
	}
	return 0;
}

static void show_bootstrap_servers(const struct kr_node_config *c, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	for (int32_t i = 0; i < c->n_bootstrap_servers && len < cap; i++) {
		const struct kr_node_endpoint *e = &c->bootstrap_servers[i];
		bool v6 = strchr(e->host, ':') != NULL;
		len += (size_t)snprintf(out + len, cap - len, "%s%s%s%s:%u", i ? "," : "",
					v6 ? "[" : "", e->host, v6 ? "]" : "",
					(unsigned)e->port);
	}
}

static int set_client_endpoints(struct kr_node_config *cfg, const char *key,
				const char *value)
{
	return set_endpoints(cfg, key, value, "node", cfg->client_endpoints, NULL,
			     &cfg->n_client_endpoints);
}

/* NAME://host:port,... (Kafka accepts an empty host: every interface). */
static int set_listeners(struct kr_node_config *cfg, const char *key, const char *value)
{
	char buf[2048];
	if (strlen(value) >= sizeof buf)
		return fail(cfg, "%s: value too long", key);
	strcpy(buf, value);
	cfg->n_listeners = 0;
	char *save = NULL;
	for (char *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		tok = trim(tok);
		if (*tok == '\0')
			continue;
		if (cfg->n_listeners == KR_NODE_MAX_LISTENERS)
			return fail(cfg, "%s: more than %d listeners", key,
				    KR_NODE_MAX_LISTENERS);
		char *sep = strstr(tok, "://");
		if (!sep || sep == tok || (size_t)(sep - tok) >= KR_NODE_NAME_MAX)
			return fail(cfg, "%s: '%s': expected NAME://host:port", key, tok);
		struct kr_node_listener *l = &cfg->listeners[cfg->n_listeners];
		memset(l, 0, sizeof *l);
		size_t nl = (size_t)(sep - tok);
		for (size_t i = 0; i < nl; i++) {
			char ch = tok[i];
			if (!isalnum((unsigned char)ch) && ch != '_' && ch != '-')
				return fail(cfg, "%s: '%.*s' is not a listener name", key,
					    (int)nl, tok);
			l->name[i] = (char)toupper((unsigned char)ch);
		}
		for (int32_t i = 0; i < cfg->n_listeners; i++)
			if (strcmp(cfg->listeners[i].name, l->name) == 0)
				return fail(cfg, "%s: listener %s is listed twice", key,
					    l->name);
		const char *hp = sep + 3;
		char tmp[KR_NODE_HOST_MAX + 16];
		if (hp[0] == ':') {
			snprintf(tmp, sizeof tmp, "0.0.0.0%s", hp);
			hp = tmp;
		}
		struct kr_node_endpoint ep;
		const char *why = NULL;
		if (parse_host_port(hp, &ep, &why) != 0)
			return fail(cfg, "%s: '%s': %s", key, tok, why);
		snprintf(l->host, sizeof l->host, "%s", ep.host);
		l->port = ep.port;
		cfg->n_listeners++;
	}
	if (cfg->n_listeners == 0)
		return fail(cfg, "%s: no listener given (expected NAME://host:port)",
			    key);
	return 0;
}

static int set_text(struct kr_node_config *cfg, const char *key, const char *value,
		    char *out, size_t cap)
{
	if (strlen(value) >= cap)
		return fail(cfg, "%s: value too long", key);
	strcpy(out, value);
	return 0;
}

static int set_controller_names(struct kr_node_config *cfg, const char *key,
				const char *value)
{
	return set_text(cfg, key, value, cfg->controller_names,
			sizeof cfg->controller_names);
}

static int set_protocol_map(struct kr_node_config *cfg, const char *key,
			    const char *value)
{
	return set_text(cfg, key, value, cfg->protocol_map, sizeof cfg->protocol_map);
}

static int set_dir(struct kr_node_config *cfg, const char *key, const char *value)
{
	if (strchr(value, ','))
		return fail(cfg, "%s: only one directory is supported", key);
	if (*value == '\0')
		return fail(cfg, "%s: empty directory", key);
	return set_text(cfg, key, value, cfg->log_dir, sizeof cfg->log_dir);
}

static int set_fault_file(struct kr_node_config *cfg, const char *key, const char *value)
{
	return set_text(cfg, key, value, cfg->fault_file, sizeof cfg->fault_file);
}

/* kwire.test.max.versions: "Api:N,Api:N" with Kafka's API names (Vote,
 * Fetch, ...); "" for none. A test-only key: it makes a node speak as an
 * older one would, to test version negotiation with its peers. */
static int set_test_max_versions(struct kr_node_config *cfg, const char *key,
				 const char *value)
{
	char buf[sizeof cfg->test_max_versions];
	__typeof__(cfg->test_max[0]) caps[KR_NODE_TEST_MAX_APIS];
	if (strlen(value) >= sizeof buf)
		return fail(cfg, "%s: longer than %zu characters", key, sizeof buf - 1);
	snprintf(buf, sizeof buf, "%s", value);
	int32_t n = 0;
	char *save = NULL;
	for (char *item = strtok_r(buf, ",", &save); item;
	     item = strtok_r(NULL, ",", &save)) {
		while (*item == ' ')
			item++;
		char *colon = strchr(item, ':');
		if (!colon)
			return fail(cfg, "%s: '%s' is not API:VERSION", key, item);
		*colon = '\0';
		const struct kw_api *api = kw_api_by_name(item);
		if (!api)
			return fail(cfg, "%s: '%s' is not an API name", key, item);
		int32_t v;
		if (parse_int(colon + 1, api->min_version, api->max_version, &v) != 0)
			return fail(cfg, "%s: %s: '%s' is not a version of %d-%d", key,
				    item, colon + 1, (int)api->min_version,
				    (int)api->max_version);
		int32_t i = 0;
		while (i < n && caps[i].api_key != api->api_key)
			i++;
		if (i == n && n == KR_NODE_TEST_MAX_APIS)
			return fail(cfg, "%s: more than %d APIs", key, KR_NODE_TEST_MAX_APIS);
		caps[i].api_key = api->api_key;
		caps[i].max = (int16_t)v;
		if (i == n)
			n++;
	}
	memcpy(cfg->test_max, caps, (size_t)n * sizeof caps[0]);
	cfg->n_test_max = n;
	return set_text(cfg, key, value, cfg->test_max_versions,
			sizeof cfg->test_max_versions);
}

int16_t kr_node_config_max_version(const struct kr_node_config *cfg, int16_t api_key)
{
	for (int32_t i = 0; i < cfg->n_test_max; i++)
		if (cfg->test_max[i].api_key == api_key)
			return cfg->test_max[i].max;
	return INT16_MAX;
}

/* kwire.metrics.listener: "http://HOST:PORT", or "" (off) */
static int set_metrics_listener(struct kr_node_config *cfg, const char *key,
				const char *value)
{
	cfg->metrics_listener = false;
	if (*value == '\0')
		return 0;
	if (strncmp(value, "http://", 7) != 0)
		return fail(cfg, "%s: '%s' is not http://HOST:PORT", key, value);
	struct kr_node_endpoint ep;
	const char *why = NULL;
	if (parse_host_port(value + 7, &ep, &why) != 0)
		return fail(cfg, "%s: '%s': %s", key, value, why);
	snprintf(cfg->metrics_host, sizeof cfg->metrics_host, "%s", ep.host);
	cfg->metrics_port = ep.port;
	cfg->metrics_listener = true;
	return 0;
}

static const char *const log_levels[] = {"error", "warn", "info", "debug"};

static int set_log_level(struct kr_node_config *cfg, const char *key, const char *value)
{
	for (int i = 0; i < 4; i++)
		if (strcasecmp(value, log_levels[i]) == 0) {
			cfg->log_level = i;
			return 0;
		}
	return fail(cfg, "%s: '%s' is not error, warn, info or debug", key, value);
}

static int set_node_id(struct kr_node_config *cfg, const char *key, const char *value)
{
	if (parse_int(value, 0, INT32_MAX, &cfg->node_id) != 0)
		return fail(cfg, "%s: '%s' is not a non-negative integer", key, value);
	return 0;
}

static int set_initial_voters(struct kr_node_config *cfg, const char *key,
			      const char *value)
{
	char buf[1024];
	if (strlen(value) >= sizeof buf)
		return fail(cfg, "%s: value too long", key);
	strcpy(buf, value);
	cfg->n_initial_voters = 0;
	char *save = NULL;
	for (char *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		tok = trim(tok);
		if (*tok == '\0')
			continue;
		int32_t id;
		if (cfg->n_initial_voters == KR_MAX_VOTERS)
			return fail(cfg, "%s: more than %d voters", key, KR_MAX_VOTERS);
		if (parse_int(tok, 0, INT32_MAX, &id) != 0)
			return fail(cfg, "%s: '%s' is not a non-negative integer", key,
				    tok);
		for (int32_t i = 0; i < cfg->n_initial_voters; i++)
			if (cfg->initial_voters[i] == id)
				return fail(cfg, "%s: voter id %d is listed twice", key,
					    (int)id);
		cfg->initial_voters[cfg->n_initial_voters++] = id;
	}
	if (cfg->n_initial_voters == 0)
		return fail(cfg, "%s: no voters given (expected id,id,...)", key);
	return 0;
}

/* ---- showing values (kr_node_config_format) ---------------------------- */

static void show_host(char *out, size_t cap, const char *host, uint16_t port)
{
	if (strchr(host, ':'))
		snprintf(out, cap, "[%s]:%u", host, (unsigned)port);
	else
		snprintf(out, cap, "%s:%u", host, (unsigned)port);
}

static void show_endpoints(char *out, size_t cap, const struct kr_node_endpoint *eps,
			   int32_t n, const struct kw_uuid *dirs)
{
	size_t len = 0;
	out[0] = '\0';
	for (int32_t i = 0; i < n && len < cap; i++) {
		char hp[KR_NODE_HOST_MAX + 16];
		show_host(hp, sizeof hp, eps[i].host, eps[i].port);
		len += (size_t)snprintf(out + len, cap - len, "%s%d@%s", i ? "," : "",
					(int)eps[i].id, hp);
		static const struct kw_uuid zero;
		if (dirs && len < cap && memcmp(&dirs[i], &zero, sizeof zero) != 0) {
			char t[KW_UUID_TEXT_LEN + 1];
			kw_uuid_to_text(&dirs[i], t);
			len += (size_t)snprintf(out + len, cap - len, ":%s", t);
		}
	}
}

static void show_voters(const struct kr_node_config *c, char *out, size_t cap)
{
	show_endpoints(out, cap, c->voters, c->n_voters, c->voter_dirs);
}

static void show_client_endpoints(const struct kr_node_config *c, char *out, size_t cap)
{
	show_endpoints(out, cap, c->client_endpoints, c->n_client_endpoints, NULL);
}

static void show_initial_voters(const struct kr_node_config *c, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	for (int32_t i = 0; i < c->n_initial_voters && len < cap; i++)
		len += (size_t)snprintf(out + len, cap - len, "%s%d", i ? "," : "",
					(int)c->initial_voters[i]);
}

static void show_listeners(const struct kr_node_config *c, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	for (int32_t i = 0; i < c->n_listeners && len < cap; i++) {
		char hp[KR_NODE_HOST_MAX + 16];
		show_host(hp, sizeof hp, c->listeners[i].host, c->listeners[i].port);
		len += (size_t)snprintf(out + len, cap - len, "%s%s://%s", i ? "," : "",
					c->listeners[i].name, hp);
	}
}

static void show_node_id(const struct kr_node_config *c, char *out, size_t cap)
{
	if (c->node_id == KR_NO_ID)
		out[0] = '\0';
	else
		snprintf(out, cap, "%d", (int)c->node_id);
}

static void show_controller_names(const struct kr_node_config *c, char *out, size_t cap)
{
	snprintf(out, cap, "%s", c->controller_names);
}

static void show_protocol_map(const struct kr_node_config *c, char *out, size_t cap)
{
	snprintf(out, cap, "%s", c->protocol_map);
}

static void show_dir(const struct kr_node_config *c, char *out, size_t cap)
{
	snprintf(out, cap, "%s", c->log_dir);
}

static void show_fault_file(const struct kr_node_config *c, char *out, size_t cap)
{
	snprintf(out, cap, "%s", c->fault_file);
}

static void show_test_max_versions(const struct kr_node_config *c, char *out, size_t cap)
{
	snprintf(out, cap, "%s", c->test_max_versions);
}

static void show_metrics_listener(const struct kr_node_config *c, char *out, size_t cap)
{
	if (c->metrics_listener)
		snprintf(out, cap, "http://%s:%u", c->metrics_host, (unsigned)c->metrics_port);
	else
		snprintf(out, cap, "%s", "");
}

static void show_log_level(const struct kr_node_config *c, char *out, size_t cap)
{
	snprintf(out, cap, "%s", log_levels[c->log_level >= 0 && c->log_level < 4 ? c->log_level : 2]);
}

/* ---- the table ------------------------------------------------------------ */

/* K_TEXT: a char array field (min is its size); K_SECRET: the same, shown
 * as [hidden] so that a password never reaches a log or --json output */
enum key_kind { K_INT, K_BOOL, K_CUSTOM, K_TEXT, K_SECRET };

struct key {
	struct kr_node_config_key doc;
	enum key_kind kind;
	size_t offset; /* K_INT: int32_t field; K_BOOL: bool field */
	long min;      /* K_INT */
	int (*set)(struct kr_node_config *cfg, const char *key, const char *value);
	void (*show)(const struct kr_node_config *cfg, char *out, size_t cap);
};

#define INT_KEY(name, origin, deflt, field, min, meaning)                                \
	{                                                                                \
		{name, origin, deflt, meaning}, K_INT,                                   \
			offsetof(struct kr_node_config, field), min, NULL, NULL          \
	}
#define BOOL_KEY(name, origin, deflt, field, meaning)                                    \
	{                                                                                \
		{name, origin, deflt, meaning}, K_BOOL,                                  \
			offsetof(struct kr_node_config, field), 0, NULL, NULL            \
	}
#define TEXT_KEY(kind, name, origin, deflt, field, meaning)                              \
	{                                                                                \
		{name, origin, deflt, meaning}, kind,                                    \
			offsetof(struct kr_node_config, field),                          \
			(long)sizeof((struct kr_node_config *)0)->field, NULL, NULL      \
	}
#define CUSTOM_KEY(name, origin, deflt, set, show, meaning)                              \
	{                                                                                \
		{name, origin, deflt, meaning}, K_CUSTOM, 0, 0, set, show                \
	}

static const struct key keys[] = {
	CUSTOM_KEY("node.id", "Kafka", "", set_node_id, show_node_id,
		   "This node's id. A voter's id is one of controller.quorum.voters; "
		   "absent: an observer without an id."),
	CUSTOM_KEY("controller.quorum.voters", "Kafka", "", set_voters, show_voters,
		   "Every node that may ever vote, as id@host:port (its controller "
		   "listener), the same on every node. An entry may end in :DIRID, the "
		   "voter's directory id (as kafka-storage's --initial-controllers): a "
		   "Fetch claiming that voter's id with another directory id then never "
		   "counts towards the high watermark."),
	CUSTOM_KEY("controller.quorum.bootstrap.servers", "Kafka", "",
		   set_bootstrap_servers, show_bootstrap_servers,
		   "KIP-853: controllers to find the quorum's leader from, as "
		   "host:port,... (their controller listeners). Required when "
		   "controller.quorum.voters is empty: the voters are then those of "
		   "the log (written by kwire format --standalone or "
		   "--initial-controllers), and a node that knows no leader fetches "
		   "from one of these."),
	CUSTOM_KEY("kwire.quorum.initial.voters", "kwire", "", set_initial_voters,
		   show_initial_voters,
		   "The voters the quorum starts with (ids, a subset of "
		   "controller.quorum.voters; default: all of them). The others are "
		   "observers until AlterQuorum adds them; once the log holds a "
		   "VoterAssignment record the voters are the log's."),
	CUSTOM_KEY("listeners", "Kafka", "", set_listeners, show_listeners,
		   "Where the node listens: NAME://host:port,... (an empty host: every "
		   "interface)."),
	CUSTOM_KEY("controller.listener.names", "Kafka", "", set_controller_names,
		   show_controller_names,
		   "The listeners that serve the Raft traffic between voters and the "
		   "admin APIs; the others serve clients. Absent: every listener serves "
		   "both (development only; the node warns)."),
	CUSTOM_KEY("listener.security.protocol.map", "Kafka", "", set_protocol_map,
		   show_protocol_map,
		   "NAME:PROTOCOL,... (PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL). A "
		   "listener named after a protocol maps to it, a controller listener "
		   "to PLAINTEXT. Outgoing connections to voters use the controller "
		   "listener's protocol."),
#include "node/config_security_keys.inc"
	CUSTOM_KEY(
		"kwire.client.endpoints", "kwire", "", set_client_endpoints,
		show_client_endpoints,
		"id@host:port of every node's client listener, which Metadata gives "
		"clients. Default: with one shared listener, controller.quorum.voters; "
		"otherwise this node's own client listener only."),
	CUSTOM_KEY("log.dirs", "Kafka", "", set_dir, show_dir,
		   "The data directory (one): meta.properties and the Raft log in "
		   "__cluster_metadata-0/."),
	CUSTOM_KEY("log.dir", "Kafka", "", set_dir, show_dir, "The same as log.dirs."),
	CUSTOM_KEY("metadata.log.dir", "Kafka", "", set_dir, show_dir,
		   "Overrides log.dirs when set."),
	INT_KEY("controller.quorum.election.timeout.ms", "Kafka", "1000",
		election_timeout_ms, 1,
		"How long a voter waits without a leader before it stands (randomised up "
		"to twice this)."),
	INT_KEY("controller.quorum.fetch.timeout.ms", "Kafka", "2000", fetch_timeout_ms,
		1,
		"How long a follower waits without a successful fetch before it stands; "
		"a leader resigns when a majority has not fetched for 1.5 times this."),
	INT_KEY("controller.quorum.election.backoff.max.ms", "Kafka", "1000",
		election_backoff_max_ms, 1,
		"The longest wait between two failed elections (exponential from 100 "
		"ms)."),
	INT_KEY("controller.quorum.request.timeout.ms", "Kafka", "2000",
		request_timeout_ms, 1,
		"How long a request to a peer may go unanswered before its connection "
		"is closed."),
	INT_KEY("controller.quorum.retry.backoff.ms", "Kafka", "20", retry_backoff_ms, 0,
		"How long to wait before reconnecting to a peer."),
	INT_KEY("controller.quorum.append.linger.ms", "Kafka", "25", append_linger_ms, 0,
		"The longest the leader holds an append to batch it with the next ones. "
		"An append is written at once when no flush of the log is in flight; "
		"the appends that arrive while one is are written together when it "
		"completes (group commit), or after this long, or when the batch is "
		"full. 0: every append is written at once."),
	INT_KEY("socket.request.max.bytes", "Kafka", "104857600", max_frame_bytes, 64,
		"The largest request accepted; a larger one closes its connection."),
	INT_KEY("queued.max.request.bytes", "Kafka", "268435456",
		queued_max_request_bytes, 64,
		"Input buffered for all connections together; a connection whose next "
		"request does not fit waits unread (Kafka's default is unlimited)."),
	INT_KEY("max.connections", "Kafka", "4096", max_connections, 1,
		"Connections each listener accepts; more are refused with a log line "
		"(Kafka's default is unlimited)."),
	INT_KEY("max.connections.per.ip", "Kafka", "1024", max_connections_per_ip, 1,
		"Connections accepted from one address (Kafka's default is unlimited)."),
	INT_KEY("connections.max.idle.ms", "Kafka", "600000", idle_timeout_ms, 1,
		"An inbound connection with no traffic and nothing in progress for this "
		"long is closed."),
	INT_KEY("message.max.bytes", "Kafka", "1048588", message_max_bytes, 1,
		"The largest record batch a Produce may carry (the batch as sent, "
		"compressed or not); a larger one is refused with MESSAGE_TOO_LARGE. "
		"The topic's max.message.bytes in DescribeConfigs."),
	INT_KEY("fetch.max.bytes", "Kafka", "57671680", fetch_max_bytes, 1024,
		"The largest Fetch response to a consumer, whatever it asks for."),
	INT_KEY("group.initial.rebalance.delay.ms", "Kafka", "3000", group_initial_delay_ms,
		0,
		"How long the first rebalance of an empty consumer group waits for more "
		"members to join."),
	INT_KEY("group.min.session.timeout.ms", "Kafka", "6000", group_min_session_ms, 1,
		"The shortest session timeout a group member may ask for "
		"(INVALID_SESSION_TIMEOUT below it)."),
	INT_KEY("group.max.session.timeout.ms", "Kafka", "1800000", group_max_session_ms, 1,
		"The longest session timeout a group member may ask for "
		"(INVALID_SESSION_TIMEOUT above it)."),
	INT_KEY("group.max.size", "Kafka", "1000", group_max_size, 1,
		"Members a consumer group holds at most (GROUP_MAX_SIZE_REACHED beyond; "
		"Kafka's default is unlimited)."),
	INT_KEY("offset.metadata.max.bytes", "Kafka", "4096", offset_metadata_max_bytes, 0,
		"The longest metadata string an offset commit may carry "
		"(OFFSET_METADATA_TOO_LARGE beyond; at most 32768)."),
	INT_KEY("kwire.connection.max.inflight.requests", "kwire", "64", max_inflight, 1,
		"Requests of one connection read but not yet answered before the node "
		"stops reading it (responses leave in request order)."),
	INT_KEY("kwire.connection.max.output.bytes", "kwire", "16777216",
		max_output_bytes, 4096,
		"Responses of one connection queued but not yet sent before the node "
		"stops reading its requests (a client that does not read)."),
	INT_KEY("kwire.connection.min.input.rate", "kwire", "4096", min_input_rate, 1,
		"Bytes a second a request must arrive at, on average, once it has taken "
		"10 s; a slower one closes its connection."),
	INT_KEY("kwire.commit.max.bytes.per.step", "kwire", "8388608", commit_max_bytes,
		1,
		"Committed bytes handed to the application at a time (a restart on a "
		"large log never holds more of it at once)."),
	INT_KEY("metadata.log.max.record.bytes.between.snapshots", "Kafka", "20971520",
		snapshot_max_bytes, 0,
		"A snapshot is taken once this many bytes of records were committed "
		"since the last one (0: never by size)."),
	INT_KEY("metadata.log.max.snapshot.interval.ms", "Kafka", "3600000",
		snapshot_interval_ms, 0,
		"A snapshot is taken when this long passed since the last one and "
		"something was committed (0: never by time)."),
	INT_KEY("metadata.max.retention.bytes", "Kafka", "104857600", retention_bytes, -1,
		"The log and its snapshots may hold this many bytes before the log "
		"before a snapshot is deleted (-1: no limit)."),
	INT_KEY("metadata.max.retention.ms", "Kafka", "604800000", retention_ms, -1,
		"A snapshot older than this (its newest record's time) lets the log "
		"before the next one be deleted (-1: no limit). The newest snapshot "
		"always stays."),
	INT_KEY("metadata.log.segment.bytes", "Kafka", "1073741824", segment_bytes, 1,
		"A log segment rolls at this size; retention deletes whole segments."),
	INT_KEY("metadata.log.segment.min.bytes", "test", "8388608", segment_min_bytes, 1,
		"Test only (as in Kafka): the floor metadata.log.segment.bytes is "
		"checked against."),
	INT_KEY("kwire.log.clean.interval.ms", "test", "60000", clean_interval_ms, 1,
		"Test only: how often the retention rules run (also after every "
		"snapshot); Kafka's is 60 s."),
	INT_KEY("kwire.fetch.snapshot.max.bytes", "test", "8388608",
		fetch_snapshot_max_bytes, 1,
		"Test only: MaxBytes of this node's FetchSnapshot requests (a smaller "
		"value makes a transfer take many requests)."),
	CUSTOM_KEY("kwire.metrics.listener", "kwire", "", set_metrics_listener,
		   show_metrics_listener,
		   "http://HOST:PORT: serve the node's metrics in the Prometheus text "
		   "format at GET /metrics there (empty: off)."),
	CUSTOM_KEY("kwire.log.level", "kwire", "info", set_log_level, show_log_level,
		   "The least severe log lines written: error, warn, info or debug."),
	BOOL_KEY("fsync", "kwire", "true", fsync,
		 "false skips fdatasync (tests only: a crash then loses acknowledged "
		 "records)."),
	CUSTOM_KEY(
		"kwire.fault.file", "test", "", set_fault_file, show_fault_file,
		"Test only: a file naming peers whose Raft traffic the node drops, as a "
		"network partition would (see node.h)."),
	INT_KEY("kwire.fault.quorum.state.delay.ms", "test", "0", fault_qs_delay_ms, 0,
		"Test only: every quorum-state write waits this long before it starts."),
	CUSTOM_KEY("kwire.test.max.versions", "test", "", set_test_max_versions,
		   show_test_max_versions,
		   "Test only: API:VERSION pairs (Vote:1,Fetch:16) capping the versions "
		   "of those APIs the node advertises and accepts on its controller "
		   "listeners and sends to its peers, so that it speaks as an older "
		   "node would."),
};

#define N_KEYS (sizeof keys / sizeof keys[0])

struct kr_node_config *kr_node_config_new(void)
{
	struct kr_node_config *cfg = malloc(sizeof *cfg);
	if (cfg)
		kr_node_config_init(cfg);
	return cfg;
}

void kr_node_config_free(struct kr_node_config *cfg)
{
	free(cfg);
}

const char *kr_node_config_error(const struct kr_node_config *cfg)
{
	return cfg->error;
}

const struct kr_node_config_key *kr_node_config_keys(size_t *n)
{
	static struct kr_node_config_key docs[N_KEYS];
	for (size_t i = 0; i < N_KEYS; i++)
		docs[i] = keys[i].doc;
	*n = N_KEYS;
	return docs;
}

void kr_node_config_init(struct kr_node_config *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	cfg->node_id = KR_NO_ID;
	cfg->log_level = 2; /* info: see log_levels */
	for (size_t i = 0; i < N_KEYS; i++) {
		const struct key *k = &keys[i];
		if (k->kind == K_INT)
			(void)parse_int(k->doc.deflt, k->min, INT32_MAX,
					(int32_t *)((char *)cfg + k->offset));
		else if (k->kind == K_BOOL)
			*(bool *)((char *)cfg + k->offset) =
				strcmp(k->doc.deflt, "true") == 0;
		else if (k->kind == K_TEXT || k->kind == K_SECRET)
			snprintf((char *)cfg + k->offset, (size_t)k->min, "%s",
				 k->doc.deflt);
	}
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

int kr_node_config_set(struct kr_node_config *cfg, const char *key, const char *value)
{
	if (strncmp(key, "listener.name.", 14) == 0)
		return kr__node_config_set_listener_key(cfg, key, value);
	for (size_t i = 0; i < N_KEYS; i++) {
		const struct key *k = &keys[i];
		if (strcmp(key, k->doc.name) != 0)
			continue;
		switch (k->kind) {
		case K_INT:
			if (parse_int(value, k->min, INT32_MAX,
				      (int32_t *)((char *)cfg + k->offset)) != 0)
				return fail(cfg, "%s: '%s' is not an integer >= %ld", key,
					    value, k->min);
			return 0;
		case K_BOOL:
			return set_bool(cfg, key, value,
					(bool *)((char *)cfg + k->offset));
		case K_CUSTOM:
			return k->set(cfg, key, value);
		case K_TEXT:
		case K_SECRET:
			return set_text(cfg, key, value, (char *)cfg + k->offset,
					(size_t)k->min);
		}
	}
	return 1;
}

int kr_node_config_format(const struct kr_node_config *cfg, char *out, size_t cap)
{
	size_t len = 0;
	if (cap)
		out[0] = '\0';
	for (size_t i = 0; i < N_KEYS; i++) {
		const struct key *k = &keys[i];
		char v[8192];
		switch (k->kind) {
		case K_INT:
			snprintf(v, sizeof v, "%d",
				 (int)*(const int32_t *)((const char *)cfg + k->offset));
			break;
		case K_BOOL:
			snprintf(v, sizeof v, "%s",
				 *(const bool *)((const char *)cfg + k->offset)
					 ? "true"
					 : "false");
			break;
		case K_CUSTOM:
			k->show(cfg, v, sizeof v);
			break;
		case K_TEXT:
			snprintf(v, sizeof v, "%s", (const char *)cfg + k->offset);
			break;
		case K_SECRET:
			snprintf(v, sizeof v, "%s",
				 ((const char *)cfg + k->offset)[0] ? "[hidden]" : "");
			break;
		}
		int w = snprintf(len < cap ? out + len : NULL, len < cap ? cap - len : 0,
				 "%s=%s\n", k->doc.name, v);
		len += (size_t)w;
	}
	return (int)len;
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
			snprintf(msg, sizeof msg, "%s:%d: ignoring unknown key '%.200s'",
				 path, start_line, k);
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

int kr_node_config_parse_args(struct kr_node_config *cfg, int argc, char **argv,
			      const char *const *extra, const char **extra_values,
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

/* The protocol a listener name maps to (listener.security.protocol.map,
 * then the name itself, then PLAINTEXT for a controller listener); into
 * out, "" when none. */
static void protocol_of(const struct kr_node_config *cfg, const char *name,
			bool controller, char *out, size_t cap)
{
	out[0] = '\0';
	char buf[sizeof cfg->protocol_map];
	strcpy(buf, cfg->protocol_map);
	char *save = NULL;
	for (char *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		tok = trim(tok);
		char *colon = strchr(tok, ':');
		if (!colon)
			continue;
		*colon = '\0';
		if (strcasecmp(trim(tok), name) == 0) {
			snprintf(out, cap, "%s", trim(colon + 1));
			return;
		}
	}
	static const char *const protocols[] = {"PLAINTEXT", "SSL", "SASL_PLAINTEXT",
						"SASL_SSL"};
	for (size_t i = 0; i < 4; i++)
		if (strcasecmp(name, protocols[i]) == 0) {
			snprintf(out, cap, "%s", protocols[i]);
			return;
		}
	if (controller)
		snprintf(out, cap, "PLAINTEXT");
}

/* Marks the listeners named in controller.listener.names; checks every
 * name is a listener and every listener's protocol is served. */
static int resolve_listeners(struct kr_node_config *cfg)
{
	cfg->split_listeners = false;
	for (int32_t i = 0; i < cfg->n_listeners; i++)
		cfg->listeners[i].controller = cfg->listeners[i].client = false;
	char buf[sizeof cfg->controller_names];
	strcpy(buf, cfg->controller_names);
	char *save = NULL;
	for (char *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		tok = trim(tok);
		if (*tok == '\0')
			continue;
		int32_t i;
		for (i = 0; i < cfg->n_listeners; i++)
			if (strcasecmp(cfg->listeners[i].name, tok) == 0)
				break;
		if (i == cfg->n_listeners)
			return fail(cfg,
				    "controller.listener.names: '%s' is not one of the "
				    "listeners",
				    tok);
		cfg->listeners[i].controller = true;
		cfg->split_listeners = true;
	}
	for (int32_t i = 0; i < cfg->n_listeners; i++) {
		struct kr_node_listener *l = &cfg->listeners[i];
		if (!cfg->split_listeners)
			l->controller = l->client = true;
		else
			l->client = !l->controller;
		char proto[64];
		protocol_of(cfg, l->name, l->controller, proto, sizeof proto);
		if (proto[0] == '\0')
			return fail(cfg,
				    "listeners: %s has no protocol (add it to "
				    "listener.security.protocol.map)",
				    l->name);
		l->protocol = kr_node_protocol_parse(proto);
		if (l->protocol < 0)
			return fail(
				cfg,
				"listener.security.protocol.map: %s maps to '%s', which "
				"is not PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL",
				l->name, proto);
	}
	return kr__node_config_check_security(cfg);
}

int kr_node_protocol_parse(const char *s)
{
	static const char *const names[] = {"PLAINTEXT", "SSL", "SASL_PLAINTEXT",
					    "SASL_SSL"};
	for (int i = 0; i < 4; i++)
		if (strcasecmp(s, names[i]) == 0)
			return i;
	return -1;
}

const struct kr_node_listener *kr_node_config_controller(const struct kr_node_config *cfg)
{
	char first[KR_NODE_NAME_MAX] = "";
	sscanf(cfg->controller_names, " %31[^, ]", first);
	for (int32_t i = 0; i < cfg->n_listeners; i++)
		if (cfg->listeners[i].controller &&
		    (!first[0] || strcasecmp(cfg->listeners[i].name, first) == 0))
			return &cfg->listeners[i];
	return cfg->n_listeners > 0 ? &cfg->listeners[0] : NULL;
}

int kr_node_config_check(struct kr_node_config *cfg)
{
	/* Kafka's KafkaConfig: "either controller.quorum.bootstrap.servers
	 * must contain the set of bootstrap controllers or
	 * controller.quorum.voters must contain a parseable set of
	 * controllers" */
	if (cfg->n_voters == 0 && cfg->n_bootstrap_servers == 0)
		return fail(cfg, "controller.quorum.voters and "
				 "controller.quorum.bootstrap.servers: both missing (one is "
				 "required: the static voters id@host:port,..., or the "
				 "controllers host:port,... of a quorum formatted with "
				 "--standalone or --initial-controllers)");
	for (int32_t i = 0; i < cfg->n_initial_voters; i++)
		if (!kr_node_config_voter(cfg, cfg->initial_voters[i]))
			return fail(cfg,
				    "kwire.quorum.initial.voters: %d is not in "
				    "controller.quorum.voters",
				    (int)cfg->initial_voters[i]);
	if (cfg->n_listeners == 0)
		return fail(cfg, "listeners: missing (expected PLAINTEXT://host:port)");
	if (resolve_listeners(cfg) != 0)
		return -1;
	if (cfg->log_dir[0] == '\0')
		return fail(cfg, "log.dirs: missing (the node's data directory)");
	if (cfg->queued_max_request_bytes < cfg->max_frame_bytes)
		return fail(
			cfg,
			"queued.max.request.bytes: %d is less than "
			"socket.request.max.bytes (%d): the largest request could never "
			"be read",
			(int)cfg->queued_max_request_bytes, (int)cfg->max_frame_bytes);
	if (cfg->segment_bytes < cfg->segment_min_bytes)
		return fail(cfg,
			    "metadata.log.segment.bytes: %d is below the floor of %d "
			    "(metadata.log.segment.min.bytes)",
			    (int)cfg->segment_bytes, (int)cfg->segment_min_bytes);
	if (cfg->group_min_session_ms > cfg->group_max_session_ms)
		return fail(cfg,
			    "group.min.session.timeout.ms: %d is above "
			    "group.max.session.timeout.ms (%d)",
			    (int)cfg->group_min_session_ms, (int)cfg->group_max_session_ms);
	if (cfg->offset_metadata_max_bytes > KR_GROUP_OFFSET_METADATA_MAX)
		return fail(cfg, "offset.metadata.max.bytes: %d is above %d",
			    (int)cfg->offset_metadata_max_bytes, KR_GROUP_OFFSET_METADATA_MAX);
	const struct kr_node_endpoint *self =
		cfg->node_id == KR_NO_ID ? NULL : kr_node_config_voter(cfg, cfg->node_id);
	const struct kr_node_listener *ctl = kr_node_config_controller(cfg);
	if (self && ctl && self->port != ctl->port)
		return fail(cfg,
			    "listeners: the controller listener %s has port %u, but "
			    "controller.quorum.voters gives port %u for voter %d",
			    ctl->name, (unsigned)ctl->port, (unsigned)self->port,
			    (int)cfg->node_id);
	return 0;
}

size_t kr_node_voter_endpoints(const struct kr_node_config *cfg,
			       const struct kr_voter_assignment *in_force,
			       struct kr_node_endpoint *out, size_t max)
{
	size_t n = 0;
	for (int32_t i = 0; i < cfg->n_voters && n < max; i++)
		out[n++] = cfg->voters[i];
	for (int32_t i = 0; in_force && i < in_force->n_current; i++) {
		const struct kr_endpoint *e = &in_force->endpoints[i];
		if (e->port == 0)
			continue;
		size_t k = 0;
		while (k < n && out[k].id != in_force->current[i])
			k++;
		if (k == n) {
			if (n == max)
				continue;
			n++;
		}
		out[k].id = in_force->current[i];
		snprintf(out[k].host, sizeof out[k].host, "%s", e->host);
		out[k].port = e->port;
	}
	return n;
}

/* Voter id's endpoint from controller.quorum.voters, under the name of
 * this node's controller listener (Kafka names a static voter's endpoint
 * after controller.listener.names' first entry). */
static struct kr_endpoint config_endpoint(const struct kr_node_config *cfg, int32_t id)
{
	struct kr_endpoint e;
	memset(&e, 0, sizeof(e));
	const struct kr_node_endpoint *v = kr_node_config_voter(cfg, id);
	const struct kr_node_listener *ctl = kr_node_config_controller(cfg);
	if (!v || strlen(v->host) >= sizeof e.host)
		return e;
	snprintf(e.name, sizeof e.name, "%s", ctl ? ctl->name : "CONTROLLER");
	memcpy(e.host, v->host, strlen(v->host) + 1);
	e.port = v->port;
	return e;
}

void kr_node_config_to_core(const struct kr_node_config *cfg, struct kr_config *core)
{
	core->node_id = cfg->node_id;
	core->n_voters = cfg->n_voters;
	for (int32_t i = 0; i < cfg->n_voters; i++) {
		core->voters[i] = cfg->voters[i].id;
		core->voter_directory_ids[i] = cfg->voter_dirs[i];
	}
	if (cfg->n_initial_voters > 0) {
		core->n_voters = cfg->n_initial_voters;
		for (int32_t i = 0; i < cfg->n_initial_voters; i++) {
			core->voters[i] = cfg->initial_voters[i];
			memset(&core->voter_directory_ids[i], 0, sizeof(struct kw_uuid));
			for (int32_t j = 0; j < cfg->n_voters; j++)
				if (cfg->voters[j].id == cfg->initial_voters[i])
					core->voter_directory_ids[i] = cfg->voter_dirs[j];
		}
	}
	core->n_bootstrap = cfg->n_bootstrap_servers;
	/* the endpoints a first VotersRecord writes for these voters */
	for (int32_t i = 0; i < core->n_voters; i++)
		core->voter_endpoints[i] = config_endpoint(cfg, core->voters[i]);
	core->election_timeout_ms = cfg->election_timeout_ms;
	core->fetch_timeout_ms = cfg->fetch_timeout_ms;
	core->election_backoff_max_ms = cfg->election_backoff_max_ms;
	core->request_timeout_ms = cfg->request_timeout_ms;
	core->retry_backoff_ms = cfg->retry_backoff_ms;
	core->append_linger_ms = cfg->append_linger_ms;
	core->max_commit_bytes_per_step = cfg->commit_max_bytes;
	core->snapshot_max_bytes = cfg->snapshot_max_bytes;
	core->snapshot_interval_ms = cfg->snapshot_interval_ms;
	core->fetch_snapshot_max_bytes = cfg->fetch_snapshot_max_bytes;
	/* a batch must fit in a segment (storage refuses a larger one), so
	 * smaller test segments mean smaller batches; every node of a quorum
	 * needs the same metadata.log.segment.bytes */
	if (cfg->segment_bytes > 0 && core->max_batch_bytes > cfg->segment_bytes)
		core->max_batch_bytes = cfg->segment_bytes;
}
