/*
 * kwire format — writes a node's identity (meta.properties: cluster id, node
 * id, directory id) into its data directory, as `kafka-storage format` does,
 * and with KIP-853's --standalone or --initial-controllers the bootstrap
 * checkpoint holding the initial voter set (node/bootstrap_voters.h).
 *
 *   kwire format --config FILE --cluster-id ID [--ignore-formatted]
 *                [--standalone | --initial-controllers LIST |
 *                 --no-initial-controllers] [--key value]...
 */
#include "commands.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "node/bootstrap_voters.h"
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
	      "                    [--standalone | --initial-controllers LIST |\n"
	      "                     --no-initial-controllers] [--KEY VALUE]...\n"
	      "Writes meta.properties (cluster.id, node.id, directory.id) into the\n"
	      "directory named by log.dirs. Any configuration key may be given as a\n"
	      "flag. --ignore-formatted: succeed if the directory is already formatted\n"
	      "for the same cluster and node.\n"
	      "Without controller.quorum.voters (a KIP-853 quorum), exactly one of:\n"
	      "  -s, --standalone        this node alone is the initial voter set (its\n"
	      "                          node.id, directory id and controller listener)\n"
	      "  -I, --initial-controllers ID@HOST:PORT:DIRECTORY_ID,...\n"
	      "                          the initial voter set; this node's entry gives\n"
	      "                          its directory id\n"
	      "  -N, --no-initial-controllers\n"
	      "                          no voter set: the node joins an existing quorum\n"
	      "                          (found through controller.quorum.bootstrap.servers)\n"
	      "The first two write __cluster_metadata-0/" KR_BOOTSTRAP_VOTERS_FILE "\n"
	      "(SnapshotHeader, KRaftVersion 1, Voters, SnapshotFooter), as Kafka does.\n",
	      out);
}

enum mode { MODE_NONE, MODE_STANDALONE, MODE_INITIAL, MODE_NO_INITIAL };

/* The flags of the three modes, checked as kafka-storage's (one at most). */
static int take_mode(enum mode *m, enum mode want, const char *flag)
{
	if (*m != MODE_NONE && *m != want) {
		fprintf(stderr,
			"kwire format: %s: only one of --standalone, --initial-controllers "
			"and --no-initial-controllers may be given\n",
			flag);
		return -1;
	}
	*m = want;
	return 0;
}

/* The voter set --standalone means: this node, with directory id dir, at
 * its controller listener (Kafka: "localhost" for a listener without a
 * host). */
static int standalone_voters(const struct kr_node_config *cfg, const struct kw_uuid *dir,
			     struct kr_bootstrap_voters *bv)
{
	const struct kr_node_listener *l = kr_node_config_controller(cfg);
	if (!l) {
		fprintf(stderr, "kwire format: --standalone: no controller listener in "
				"listeners\n");
		return -1;
	}
	memset(bv, 0, sizeof *bv);
	bv->kraft_version = 1;
	bv->n = 1;
	struct kr_bootstrap_voter *v = &bv->v[0];
	v->id = cfg->node_id;
	v->dir = *dir;
	snprintf(v->endpoint.name, sizeof v->endpoint.name, "%s", l->name);
	snprintf(v->endpoint.host, sizeof v->endpoint.host, "%s",
		 l->host[0] ? l->host : "localhost");
	v->endpoint.port = l->port;
	v->min_kraft_version = 0;
	v->max_kraft_version = 1;
	return 0;
}

/* Kafka's checks of the three modes against the configuration. */
static int check_mode(const struct kr_node_config *cfg, enum mode mode)
{
	if (cfg->n_voters > 0 && (mode == MODE_STANDALONE || mode == MODE_INITIAL)) {
		fprintf(stderr,
			"kwire format: %s: refused: controller.quorum.voters is set (a "
			"static quorum); for a dynamic (KIP-853) quorum remove it and set "
			"controller.quorum.bootstrap.servers instead\n",
			mode == MODE_STANDALONE ? "--standalone" : "--initial-controllers");
		return -1;
	}
	if (cfg->n_voters == 0 && mode == MODE_NONE) {
		fprintf(stderr,
			"kwire format: controller.quorum.voters is not set, so one of "
			"--standalone, --initial-controllers or --no-initial-controllers "
			"is required\n");
		return -1;
	}
	if ((mode == MODE_STANDALONE || mode == MODE_INITIAL) && cfg->node_id < 0) {
		fprintf(stderr, "kwire format: %s: node.id is missing (a voter needs one)\n",
			mode == MODE_STANDALONE ? "--standalone" : "--initial-controllers");
		return -1;
	}
	return 0;
}

/* --initial-controllers: this node must be listed, at its controller
 * listener's port (the port peers dial). */
static const struct kr_bootstrap_voter *own_entry(const struct kr_node_config *cfg,
						  const struct kr_bootstrap_voters *bv)
{
	const struct kr_bootstrap_voter *self = NULL;
	for (int32_t i = 0; i < bv->n; i++)
		if (bv->v[i].id == cfg->node_id)
			self = &bv->v[i];
	if (!self) {
		fprintf(stderr,
			"kwire format: --initial-controllers: this node (node.id %d) is not "
			"listed; a node that joins later is formatted with "
			"--no-initial-controllers\n",
			(int)cfg->node_id);
		return NULL;
	}
	const struct kr_node_listener *l = kr_node_config_controller(cfg);
	if (l && l->port != self->endpoint.port) {
		fprintf(stderr,
			"kwire format: --initial-controllers: node %d is given port %u, but "
			"its controller listener %s has port %u\n",
			(int)cfg->node_id, (unsigned)self->endpoint.port, l->name,
			(unsigned)l->port);
		return NULL;
	}
	return self;
}

int kw_cmd_format(int argc, char **argv)
{
	char *args[argc > 0 ? argc : 1];
	int n = 0;
	bool ignore_formatted = false;
	enum mode mode = MODE_NONE;
	const char *initial = NULL;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			usage(stdout);
			return 0;
		}
		if (strcmp(a, "--ignore-formatted") == 0) {
			ignore_formatted = true;
		} else if (strcmp(a, "--standalone") == 0 || strcmp(a, "-s") == 0) {
			if (take_mode(&mode, MODE_STANDALONE, a) != 0)
				return 2;
		} else if (strcmp(a, "--no-initial-controllers") == 0 ||
			   strcmp(a, "-N") == 0) {
			if (take_mode(&mode, MODE_NO_INITIAL, a) != 0)
				return 2;
		} else if (strcmp(a, "--initial-controllers") == 0 || strcmp(a, "-I") == 0 ||
			   strncmp(a, "--initial-controllers=", 22) == 0) {
			if (take_mode(&mode, MODE_INITIAL, "--initial-controllers") != 0)
				return 2;
			if (a[2] == 'i' && a[21] == '=') {
				initial = a + 22;
			} else if (i + 1 < argc) {
				initial = argv[++i];
			} else {
				fprintf(stderr, "kwire format: --initial-controllers: missing "
						"value (ID@HOST:PORT:DIRECTORY_ID,...)\n");
				return 2;
			}
		} else {
			args[n++] = argv[i];
		}
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
	if (check_mode(&cfg, mode) != 0)
		return 2;
	struct kr_bootstrap_voters bv;
	const struct kw_uuid *dir = NULL;
	char berr[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	if (mode == MODE_INITIAL) {
		const struct kr_node_listener *l = kr_node_config_controller(&cfg);
		if (kr_bootstrap_voters_parse(initial, l ? l->name : "", &bv, berr) != 0) {
			fprintf(stderr, "kwire format: --initial-controllers: %s\n", berr);
			return 2;
		}
		const struct kr_bootstrap_voter *self = own_entry(&cfg, &bv);
		if (!self)
			return 2;
		dir = &self->dir; /* Kafka: the listed directory id is this node's */
	}
	/* an already formatted directory (with --ignore-formatted) keeps what
	 * it has, the bootstrap checkpoint included, as Kafka skips it whole */
	struct kr_meta old;
	bool formatted = kr_meta_read(cfg.log_dir, &old, err) == 0;
	struct kr_meta m;
	if (kr_meta_format_dir(cfg.log_dir, extra_values[0], cfg.node_id, dir,
			       ignore_formatted, &m, err) != 0) {
		fprintf(stderr, "kwire format: %s\n", err);
		return 1;
	}
	char uuid[KW_UUID_TEXT_LEN + 1];
	kw_uuid_to_text(&m.directory_id, uuid);
	if (formatted) {
		printf("%s is already formatted: cluster.id %s, node.id %d, directory.id "
		       "%s\n",
		       cfg.log_dir, m.cluster_id, (int)m.node_id, uuid);
		return 0;
	}
	if (mode == MODE_STANDALONE && standalone_voters(&cfg, &m.directory_id, &bv) != 0)
		return 1;
	if (mode == MODE_STANDALONE || mode == MODE_INITIAL) {
		char pdir[KR_NODE_PATH_MAX + 64];
		snprintf(pdir, sizeof pdir, "%s/%s", cfg.log_dir, KR_BOOTSTRAP_PARTITION_DIR);
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		bv.timestamp_ms = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
		if (kr_bootstrap_voters_write(pdir, &bv, berr) != 0) {
			fprintf(stderr, "kwire format: %s\n", berr);
			return 1;
		}
	}
	printf("Formatted %s: cluster.id %s, node.id %d, directory.id %s\n", cfg.log_dir,
	       m.cluster_id, (int)m.node_id, uuid);
	if (mode == MODE_STANDALONE || mode == MODE_INITIAL) {
		printf("Initial voters (kraft.version 1):");
		for (int32_t i = 0; i < bv.n; i++) {
			kw_uuid_to_text(&bv.v[i].dir, uuid);
			printf("%s %d@%s:%u:%s", i ? "," : "", (int)bv.v[i].id,
			       bv.v[i].endpoint.host, (unsigned)bv.v[i].endpoint.port, uuid);
		}
		printf("\n");
	}
	return 0;
}
