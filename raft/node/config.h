/*
 * node/config.h — the node's configuration, in Kafka's vocabulary.
 *
 * Sources, later ones overriding earlier ones:
 *   1. Kafka's defaults (kr_node_config_init);
 *   2. a Java-style properties file (`key=value`, `key: value` or
 *      `key value`; `#` and `!` start comments; a trailing backslash
 *      continues a line);
 *   3. flags on the command line: `--key value` or `--key=value` for any key.
 *
 * Keys (names and defaults as Kafka's):
 *   node.id                         this node's id; absent: an observer
 *   controller.quorum.voters        id@host:port,... (required)
 *   kwire.quorum.initial.voters     id,id,...: the voters the quorum starts
 *                                   with, a subset of controller.quorum.voters
 *                                   (default: all of them). The others are
 *                                   observers that AlterQuorum (api key
 *                                   10000) may make voters later: every node
 *                                   reaches every other through
 *                                   controller.quorum.voters, so it lists every
 *                                   node that may ever vote. Once the log holds
 *                                   a VoterAssignment record the voters are the
 *                                   log's (raft/core/kraft.h, "Voters").
 *   listeners                       PLAINTEXT://host:port (required; one
 *                                   listener serves peers and clients)
 *   log.dirs / log.dir              the data directory (required; one only)
 *   metadata.log.dir                overrides log.dirs when set
 *   controller.quorum.election.timeout.ms       1000
 *   controller.quorum.fetch.timeout.ms          2000
 *   controller.quorum.election.backoff.max.ms   1000
 *   controller.quorum.request.timeout.ms        2000
 *   controller.quorum.retry.backoff.ms          20
 *   controller.quorum.append.linger.ms          25
 *   socket.request.max.bytes        largest frame accepted (104857600)
 *   fsync                           true; false skips fdatasync (tests only)
 *   kwire.fault.file                test-only: a file naming peers whose
 *                                   traffic the node drops (see node.h)
 *   kwire.fault.quorum.state.delay.ms  test-only: every quorum-state write
 *                                   waits this long before it starts (0)
 *
 * Unknown keys in a file are reported through the warning callback and
 * otherwise ignored (Kafka's files carry many broker keys); an unknown flag
 * is an error (it is most likely a typo).
 *
 * Errors are one line naming the key and the problem, in cfg->error.
 */
#ifndef KR_NODE_CONFIG_H
#define KR_NODE_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

#include "core/kraft.h"

#define KR_NODE_HOST_MAX 256
#define KR_NODE_PATH_MAX 4096
#define KR_NODE_ERROR_MAX 512

struct kr_node_endpoint {
	int32_t id;                   /* voter id; -1 for the listener */
	char host[KR_NODE_HOST_MAX];
	uint16_t port;
};

struct kr_node_config {
	int32_t node_id;              /* KR_NO_ID: observer without id */
	struct kr_node_endpoint voters[KR_MAX_VOTERS];
	int32_t n_voters;
	int32_t initial_voters[KR_MAX_VOTERS]; /* kwire.quorum.initial.voters */
	int32_t n_initial_voters;     /* 0: every voter above */
	struct kr_node_endpoint listener;
	bool have_listener;
	char log_dir[KR_NODE_PATH_MAX];
	int32_t election_timeout_ms;
	int32_t fetch_timeout_ms;
	int32_t election_backoff_max_ms;
	int32_t request_timeout_ms;
	int32_t retry_backoff_ms;
	int32_t append_linger_ms;
	int32_t max_frame_bytes;      /* socket.request.max.bytes */
	bool fsync;
	char fault_file[KR_NODE_PATH_MAX];
	int32_t fault_qs_delay_ms;    /* kwire.fault.quorum.state.delay.ms */
	char error[KR_NODE_ERROR_MAX]; /* the last error, one line */
};

/* Called for unknown keys in a file (line is the text of the warning). */
typedef void (*kr_node_config_warn_fn)(void *ctx, const char *line);

/* Kafka's defaults; node id absent, no voters, no listener, no directory. */
void kr_node_config_init(struct kr_node_config *cfg);

/*
 * Sets one key from its text value (what a file or a flag says). Returns 0,
 * 1 when the key is unknown (nothing set, no error), or -1 with cfg->error
 * naming the key and what is wrong with the value.
 */
int kr_node_config_set(struct kr_node_config *cfg, const char *key,
		       const char *value);

/*
 * Reads a properties file into cfg. warn (may be NULL) hears about unknown
 * keys. Returns 0 or -1 with cfg->error ("FILE:LINE: key: problem" or
 * "FILE: cannot open: reason").
 */
int kr_node_config_load_file(struct kr_node_config *cfg, const char *path,
			     kr_node_config_warn_fn warn, void *warn_ctx);

/*
 * Parses command-line arguments: `--config FILE` is loaded first wherever
 * it appears, then every `--key value` / `--key=value` flag is applied in
 * order. Flags named in `extra` (a NULL-terminated list of names without
 * dashes, e.g. "cluster-id") are not configuration keys: their values are
 * stored in extra_values[i] (NULL when absent). Anything else is an error.
 * Then the result is validated (kr_node_config_check). Returns 0 or -1 with
 * cfg->error.
 */
int kr_node_config_parse_args(struct kr_node_config *cfg, int argc,
			      char **argv, const char *const *extra,
			      const char **extra_values,
			      kr_node_config_warn_fn warn, void *warn_ctx);

/*
 * Checks that the configuration is complete and consistent: voters,
 * listener and directory present, timers positive, a node id that is a
 * voter has the listener's port. Returns 0 or -1 with cfg->error.
 */
int kr_node_config_check(struct kr_node_config *cfg);

/* The voter entry with this id, or NULL. */
const struct kr_node_endpoint *
kr_node_config_voter(const struct kr_node_config *cfg, int32_t id);

/* True when node_id is one of the voters. */
bool kr_node_config_is_voter(const struct kr_node_config *cfg);

/* Copies ids and timers into a core configuration (kr_config_init first). */
void kr_node_config_to_core(const struct kr_node_config *cfg,
			    struct kr_config *core);

#endif
