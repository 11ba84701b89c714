/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire node — runs one voter or observer of a KRaft quorum, built on the
 * engine's public API (kwire/raft.h) alone:
 *
 *   kwire node --config FILE [--KEY VALUE]...
 *   kwire node --config FILE [--KEY VALUE]... --check-config
 *   kwire node --list-keys
 *
 * The data directory (log.dirs) must have been formatted with `kwire
 * format` for this node id; a directory that is not, or that belongs to
 * another cluster or node, is refused. The program's own parts: log lines
 * to stderr with a time, a level and the node's id; SIGTERM and SIGINT
 * stop the node gracefully (a second one at once).
 */
#include "commands.h"

#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "kwire/raft.h"

static void warn_line(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "kwire node: warning: %s\n", line);
}

static const char *const level_names[] = {"ERROR", "WARN", "INFO", "DEBUG"};

struct stderr_log {
	char who[32];
	int32_t node_id; /* -1: an observer without one */
};

/* --log-format json: one object per line (kr_node_log_json) */
static void json_log(void *ctx, const struct kr_node_log_event *ev)
{
	const struct stderr_log *sl = ctx;
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	char line[4096];
	kr_node_log_json(ev, (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000,
			 sl->node_id, line, sizeof line);
	fprintf(stderr, "%s\n", line);
}

static void stderr_log(void *ctx, enum kr_log_level lvl, const char *line)
{
	const struct stderr_log *sl = ctx;
	char ts[32];
	struct timespec now;
	struct tm tm;
	clock_gettime(CLOCK_REALTIME, &now);
	gmtime_r(&now.tv_sec, &tm);
	strftime(ts, sizeof ts, "%Y-%m-%dT%H:%M:%S", &tm);
	fprintf(stderr, "%s.%03ldZ %s %s: %s\n", ts, now.tv_nsec / 1000000,
		level_names[lvl], sl->who, line);
}

static struct kr_node *signal_node;

static void on_reload(int sig)
{
	(void)sig;
	if (signal_node)
		kr_node_reload(signal_node);
}

static void on_signal(int sig)
{
	(void)sig;
	if (signal_node)
		kr_node_shutdown(signal_node);
}

/* The table of keys as Markdown (docs/operations.md carries it). */
static void list_keys(void)
{
	size_t n;
	const struct kr_node_config_key *k = kr_node_config_keys(&n);
	puts("| key | origin | default | meaning |\n| --- | --- | --- | --- |");
	for (size_t i = 0; i < n; i++)
		printf("| `%s` | %s | %s | %s |\n", k[i].name, k[i].kafka,
		       k[i].deflt[0] ? k[i].deflt : "(none)", k[i].meaning);
}

static void usage(void)
{
	puts("usage: kwire node --config FILE [--KEY VALUE]... [--log-format text|json]\n"
	     "                  [--check-config]\n"
	     "       kwire node --list-keys\n"
	     "Runs a KRaft voter (node.id in controller.quorum.voters) or observer on\n"
	     "the listeners given by 'listeners'. Any key of the configuration can be\n"
	     "given as a flag, which wins over the file. --check-config parses and\n"
	     "checks the configuration, prints every key's effective value and exits;\n"
	     "--list-keys prints the table of keys with their defaults and meanings.\n"
	     "--log-format json writes each log line as one JSON object (ts, level,\n"
	     "node, msg, fields); kwire.log.level chooses the lines.\n"
	     "SIGTERM stops the node cleanly (a leader hands over first); SIGHUP reads\n"
	     "the TLS certificates and the SASL credentials file again.");
}

int kw_cmd_node(int argc, char **argv)
{
	bool check_only = false;
	bool json = false;
	char *args[256];
	int nargs = 0;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage();
			return 0;
		}
		if (strcmp(argv[i], "--list-keys") == 0) {
			list_keys();
			return 0;
		}
		if (strcmp(argv[i], "--check-config") == 0) {
			check_only = true;
			continue;
		}
		if (strcmp(argv[i], "--log-format") == 0) {
			const char *f = i + 1 < argc ? argv[++i] : "";
			if (strcmp(f, "json") != 0 && strcmp(f, "text") != 0) {
				fprintf(stderr,
					"kwire node: --log-format: '%s' is not text or json\n", f);
				return 2;
			}
			json = strcmp(f, "json") == 0;
			continue;
		}
		if (nargs == 256) {
			fputs("kwire node: too many arguments\n", stderr);
			return 2;
		}
		args[nargs++] = argv[i];
	}
	struct kr_node_config *cfg = kr_node_config_new();
	if (!cfg) {
		fputs("kwire node: out of memory\n", stderr);
		return 1;
	}
	if (kr_node_config_parse_args(cfg, nargs, args, NULL, NULL, warn_line, NULL) !=
	    0) {
		fprintf(stderr, "kwire node: %s\n", kr_node_config_error(cfg));
		kr_node_config_free(cfg);
		return 2;
	}
	if (check_only) {
		static char out[1 << 16];
		kr_node_config_format(cfg, out, sizeof out);
		fputs(out, stdout);
		kr_node_config_free(cfg);
		return 0;
	}
	/* Buffers above 256 KiB (large frames, Fetch answers) come from mmap
	 * and go back to the system when freed: glibc would otherwise raise
	 * that threshold after the first large free and keep such memory in
	 * the heap, so the node's RSS would not follow what it holds. */
	mallopt(M_MMAP_THRESHOLD, 256 * 1024);
	char fmt[1 << 16];
	kr_node_config_format(cfg, fmt, sizeof fmt);
	struct stderr_log sl;
	const char *id = strstr(fmt, "node.id=");
	int nid = -1;
	sl.node_id = -1;
	if (id && sscanf(id + 8, "%d", &nid) == 1)
		sl.node_id = nid;
	if (nid >= 0)
		snprintf(sl.who, sizeof sl.who, "node %d", nid);
	else
		snprintf(sl.who, sizeof sl.who, "observer");
	struct kr_node_callbacks cb = {.ctx = &sl, .log = stderr_log};
	if (json)
		cb.log_event = json_log;
	struct kr_node *n;
	char err[1024];
	if (kr_node_new(cfg, &cb, &n, err, sizeof err) != 0) {
		fprintf(stderr, "kwire node: %s\n", err);
		kr_node_config_free(cfg);
		return 2;
	}
	kr_node_config_free(cfg);
	signal_node = n;
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sa.sa_handler = on_reload;
	sigaction(SIGHUP, &sa, NULL);
	int rc = kr_node_run(n);
	signal_node = NULL;
	if (kr_node_free(n) != 0)
		rc = -1;
	return rc == 0 ? 0 : 1;
}
