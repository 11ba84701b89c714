/*
 * fuzz_node_config.c — libFuzzer target for the node's configuration
 * parser (raft/node/config.h).
 *
 * Input: byte 0 selects the form; with bit 0 clear the rest is a
 * properties file (written to a private temporary file and loaded with
 * kr_node_config_load_file, then checked), with bit 0 set it is a list of
 * NUL-separated command-line arguments for kr_node_config_parse_args.
 * Every call returns 0 or -1 with a one-line NUL-terminated error, and the
 * configuration's counts stay within their arrays.
 */
#include "node/config.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

#define MAX_ARGS 64

static char dir[256];
static char path[300];

__attribute__((destructor)) static void fuzz_config_cleanup(void)
{
	if (dir[0] != '\0') {
		unlink(path);
		rmdir(dir);
	}
}

static void warn(void *ctx, const char *line)
{
	(void)ctx;
	CHECK(line != NULL);
}

static void check_cfg(const struct kr_node_config *cfg, int rc)
{
	CHECK(rc == 0 || rc == -1);
	CHECK(memchr(cfg->error, '\0', sizeof cfg->error) != NULL);
	CHECK(strchr(cfg->error, '\n') == NULL);
	if (rc != 0)
		CHECK(cfg->error[0] != '\0');
	CHECK(cfg->n_voters >= 0 && cfg->n_voters <= KR_MAX_VOTERS);
	CHECK(cfg->n_initial_voters >= 0 && cfg->n_initial_voters <= KR_MAX_VOTERS);
	for (int32_t i = 0; i < cfg->n_voters; i++)
		CHECK(memchr(cfg->voters[i].host, '\0', sizeof cfg->voters[i].host) != NULL);
	CHECK(memchr(cfg->log_dir, '\0', sizeof cfg->log_dir) != NULL);
}

static void from_file(const uint8_t *p, size_t n)
{
	if (dir[0] == '\0') {
		const char *base = getenv("TMPDIR");
		if (base == NULL || base[0] == '\0')
			base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
		snprintf(dir, sizeof dir, "%s/kwire-fuzz-config-XXXXXX", base);
		CHECK(mkdtemp(dir) != NULL);
		snprintf(path, sizeof path, "%s/node.properties", dir);
	}
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK(fd >= 0);
	CHECK(n == 0 || write(fd, p, n) == (ssize_t)n);
	close(fd);
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	int rc = kr_node_config_load_file(&cfg, path, warn, NULL);
	check_cfg(&cfg, rc);
	if (rc == 0) {
		rc = kr_node_config_check(&cfg);
		check_cfg(&cfg, rc);
	}
}

static void from_args(const uint8_t *p, size_t n)
{
	/* Split into NUL-terminated strings, each its own allocation. */
	char *argv[MAX_ARGS + 2];
	int argc = 0;
	argv[argc++] = strdup("kwire");
	size_t start = 0;
	for (size_t i = 0; i <= n && argc < MAX_ARGS; i++) {
		if (i == n || p[i] == '\0') {
			char *a = malloc(i - start + 1);
			CHECK(a != NULL);
			memcpy(a, p + start, i - start);
			a[i - start] = '\0';
			argv[argc++] = a;
			start = i + 1;
		}
	}
	argv[argc] = NULL;
	static const char *const extra[] = {"cluster-id", "node", NULL};
	const char *extra_values[3] = {NULL, NULL, NULL};
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	/* --config FILE would read files named by the input: keep it to the
	 * properties form above. */
	bool has_config = false;
	for (int i = 1; i < argc; i++)
		if (strncmp(argv[i], "--config", 8) == 0)
			has_config = true;
	if (!has_config) {
		int rc = kr_node_config_parse_args(&cfg, argc, argv, extra, extra_values,
						   warn, NULL);
		check_cfg(&cfg, rc);
	}
	for (int i = 0; i < argc; i++)
		free(argv[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	if (data[0] & 1)
		from_args(data + 1, size - 1);
	else
		from_file(data + 1, size - 1);
	return 0;
}
