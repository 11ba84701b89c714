/*
 * kwire format — writes a node's identity (meta.properties: cluster id, node
 * id, directory id) into its data directory, as `kafka-storage format` does.
 *
 *   kwire format --config FILE --cluster-id ID [--ignore-formatted] [--key value]...
 */
#include "commands.h"

#include <stdio.h>
#include <string.h>

#include "node/config.h"
#include "node/meta.h"

static void warn_line(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "kwire format: warning: %s\n", line);
}

static void usage(FILE *out)
{
	fputs("usage: kwire format --config FILE --cluster-id ID [--ignore-formatted]\n"
	      "                    [--KEY VALUE]...\n"
	      "Writes meta.properties (cluster.id, node.id, directory.id) into the\n"
	      "directory named by log.dirs. Any configuration key may be given as a\n"
	      "flag. --ignore-formatted: succeed if the directory is already formatted\n"
	      "for the same cluster and node.\n",
	      out);
}

int kw_cmd_format(int argc, char **argv)
{
	char *args[argc > 0 ? argc : 1];
	int n = 0;
	bool ignore_formatted = false;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			return 0;
		}
		if (strcmp(argv[i], "--ignore-formatted") == 0)
			ignore_formatted = true;
		else
			args[n++] = argv[i];
	}
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	static const char *const extra[] = { "cluster-id", NULL };
	const char *extra_values[1];
	if (kr_node_config_parse_args(&cfg, n, args, extra, extra_values, warn_line,
				      NULL) != 0) {
		fprintf(stderr, "kwire format: %s\n", cfg.error);
		return 2;
	}
	if (!extra_values[0]) {
		fprintf(stderr, "kwire format: --cluster-id: missing\n");
		return 2;
	}
	char err[KR_META_ERROR_MAX];
	if (kr_meta_check_cluster_id(extra_values[0], err) != 0) {
		fprintf(stderr, "kwire format: --cluster-id: %s\n", err);
		return 2;
	}
	struct kr_meta m;
	if (kr_meta_format(cfg.log_dir, extra_values[0], cfg.node_id, ignore_formatted,
			   &m, err) != 0) {
		fprintf(stderr, "kwire format: %s\n", err);
		return 1;
	}
	char uuid[KW_UUID_TEXT_LEN + 1];
	kw_uuid_to_text(&m.directory_id, uuid);
	printf("Formatted %s: cluster.id %s, node.id %d, directory.id %s\n", cfg.log_dir,
	       m.cluster_id, (int)m.node_id, uuid);
	return 0;
}
