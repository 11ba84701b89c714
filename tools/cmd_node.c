/*
 * kwire node — runs one voter or observer of a KRaft quorum.
 *
 *   kwire node --config FILE [--KEY VALUE]...
 *
 * The data directory (log.dirs) must have been formatted with `kwire
 * format` for this node id; a directory that is not, or that belongs to
 * another cluster or node, is refused.
 */
#include "commands.h"

#include <malloc.h>
#include <stdio.h>
#include <string.h>

#include "node/config.h"
#include "node/meta.h"
#ifdef KWIRE_HAVE_NODE
#include "node/node.h"
#endif

static void warn_line(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "kwire node: warning: %s\n", line);
}

int kw_cmd_node(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			puts("usage: kwire node --config FILE [--KEY VALUE]...\n"
			     "Runs a KRaft voter (node.id in controller.quorum.voters) or\n"
			     "observer on the listener given by 'listeners'. Keys: node.id,\n"
			     "controller.quorum.voters, listeners, log.dirs,\n"
			     "controller.quorum.{election.timeout,fetch.timeout,\n"
			     "election.backoff.max,request.timeout,retry.backoff,append.linger}.ms,\n"
			     "socket.request.max.bytes. SIGTERM stops it cleanly.");
			return 0;
		}
	}
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	if (kr_node_config_parse_args(&cfg, argc - 1, argv + 1, NULL, NULL, warn_line,
				      NULL) != 0) {
		fprintf(stderr, "kwire node: %s\n", cfg.error);
		return 2;
	}
	struct kr_meta meta;
	char err[KR_META_ERROR_MAX];
	if (kr_meta_check(cfg.log_dir, NULL, cfg.node_id, &meta, err) != 0) {
		fprintf(stderr, "kwire node: %s\n", err);
		return 2;
	}
#ifdef KWIRE_HAVE_NODE
	/* Buffers above 256 KiB (large frames, Fetch answers) come from mmap
	 * and go back to the system when freed: glibc would otherwise raise
	 * that threshold after the first large free and keep such memory in
	 * the heap, so the node's RSS would not follow what it holds. */
	mallopt(M_MMAP_THRESHOLD, 256 * 1024);
	return kr_node_main(&cfg, &meta);
#else
	fputs("kwire node: this build has no Raft node (the core or the generated "
	      "codecs were missing)\n",
	      stderr);
	return 1;
#endif
}
