/* SPDX-License-Identifier: Apache-2.0 */
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
 * Every key is in one table (config.c), which also gives its default and
 * meaning: kr_node_config_keys lists it, `kwire node --list-keys` prints
 * it and docs/operations.md carries it (a test compares them).
 *
 * Listeners. `listeners` is a comma-separated list of NAME://host:port.
 * The listeners named in `controller.listener.names` are the controller
 * listeners: Raft traffic between voters (Vote, BeginQuorumEpoch,
 * EndQuorumEpoch, replica Fetch) and the admin APIs (DescribeQuorum,
 * AlterQuorum) are served there only; the others are client listeners
 * (ApiVersions, Metadata, Produce, Fetch for consumers, ListOffsets,
 * DescribeQuorum). This node's entry in controller.quorum.voters must be
 * the first controller listener's port. `listener.security.protocol.map`
 * maps names to protocols (NAME:PROTOCOL,...; a listener named after a
 * protocol maps to it by default, a controller listener not in the map is
 * PLAINTEXT). SSL and SASL_SSL listeners speak TLS (the ssl.* keys),
 * SASL_PLAINTEXT and SASL_SSL ones require SASL authentication (the
 * sasl.* keys and the credentials file; node/security.h). Without
 * controller.listener.names, every listener serves peers and clients
 * alike (fine for development; the node warns at start).
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
#include <stddef.h>
#include <stdint.h>

#include "core/kraft.h"
#include "kwire/raft.h"

#define KR_NODE_HOST_MAX 256
#define KR_NODE_PATH_MAX 4096
#define KR_NODE_ERROR_MAX 512
#define KR_NODE_TEST_MAX_APIS 16 /* APIs kwire.test.max.versions may name */
#define KR_NODE_MAX_LISTENERS 4
#define KR_NODE_NAME_MAX 32

struct kr_node_endpoint {
	int32_t id; /* node id; -1 where none */
	char host[KR_NODE_HOST_MAX];
	uint16_t port;
};

struct kr_node_listener {
	char name[KR_NODE_NAME_MAX]; /* e.g. PLAINTEXT, CONTROLLER */
	char host[KR_NODE_HOST_MAX]; /* "" or 0.0.0.0: every interface */
	uint16_t port;
	bool controller; /* named in controller.listener.names */
	bool client;	 /* serves clients */
	int protocol;	 /* enum kr_node_protocol, after kr_node_config_check */
	/* ssl.client.auth for this listener (listener.name.NAME.ssl.client.auth,
	 * else ssl.client.auth), after kr_node_config_check */
	char client_auth[16];
};

/* listener.security.protocol.map's protocols (Kafka's SecurityProtocol). */
enum kr_node_protocol {
	KR_PROTO_PLAINTEXT,
	KR_PROTO_SSL,
	KR_PROTO_SASL_PLAINTEXT,
	KR_PROTO_SASL_SSL,
};
#define KR_PROTO_TLS(p) ((p) == KR_PROTO_SSL || (p) == KR_PROTO_SASL_SSL)
#define KR_PROTO_SASL(p) ((p) == KR_PROTO_SASL_PLAINTEXT || (p) == KR_PROTO_SASL_SSL)

struct kr_node_config {
	int32_t node_id; /* KR_NO_ID: observer without id */
	struct kr_node_endpoint voters[KR_MAX_VOTERS];
	/* the directory id of voters[i] when its entry gave one (id@host:port:
	 * DIRID, as kafka-storage's --initial-controllers); zero: unknown */
	struct kw_uuid voter_dirs[KR_MAX_VOTERS];
	int32_t n_voters;
	/* controller.quorum.bootstrap.servers (KIP-853): HOST:PORT,... of
	 * controllers to discover the leader from; id -1 (the core knows
	 * the i-th as KR_BOOTSTRAP_ID(i)) */
	struct kr_node_endpoint bootstrap_servers[KR_MAX_BOOTSTRAP];
	int32_t n_bootstrap_servers;
	int32_t initial_voters[KR_MAX_VOTERS]; /* kwire.quorum.initial.voters */
	int32_t n_initial_voters;	       /* 0: every voter above */
	struct kr_node_listener listeners[KR_NODE_MAX_LISTENERS];
	int32_t n_listeners;
	char controller_names[256]; /* controller.listener.names (as given) */
	char protocol_map[1024];    /* listener.security.protocol.map */
	bool split_listeners;	    /* controller.listener.names given */
	/* TLS and SASL (docs/operations.md, "Security"); the keys are in
	 * config_security_keys.inc, checked by config_security.c */
	char ssl_keystore_type[16];
	char ssl_keystore_location[KR_NODE_PATH_MAX];
	char ssl_key_password[256]; /* never shown */
	char ssl_truststore_type[16];
	char ssl_truststore_location[KR_NODE_PATH_MAX];
	char ssl_client_auth[16];	      /* none, requested, required */
	char ssl_endpoint_identification[16]; /* https or "" */
	char sasl_enabled_mechanisms[256];
	char sasl_controller_mechanism[32]; /* sasl.mechanism.controller.protocol */
	char sasl_credentials_file[KR_NODE_PATH_MAX];
	char sasl_client_username[256]; /* this node's name towards its peers */
	char sasl_client_password[256]; /* never shown */
	int32_t reauth_ms;		/* connections.max.reauth.ms (0: none) */
	int32_t handshake_timeout_ms;	/* kwire.connection.handshake.timeout.ms */
	/* listener.name.NAME.ssl.client.auth: one listener's own setting */
	struct {
		char name[KR_NODE_NAME_MAX];
		char value[16];
	} listener_client_auth[KR_NODE_MAX_LISTENERS];
	int32_t n_listener_client_auth;
	/* kwire.client.endpoints: each node's client listener, for Metadata */
	struct kr_node_endpoint client_endpoints[KR_MAX_VOTERS];
	int32_t n_client_endpoints;
	char log_dir[KR_NODE_PATH_MAX];
	int32_t election_timeout_ms;
	int32_t fetch_timeout_ms;
	int32_t election_backoff_max_ms;
	int32_t request_timeout_ms;
	int32_t retry_backoff_ms;
	int32_t append_linger_ms;
	int32_t max_frame_bytes;	  /* socket.request.max.bytes */
	int32_t queued_max_request_bytes; /* queued.max.request.bytes */
	int32_t max_connections;	  /* max.connections (per listener) */
	int32_t max_connections_per_ip;	  /* max.connections.per.ip */
	int32_t idle_timeout_ms;	  /* connections.max.idle.ms */
	int32_t message_max_bytes;	  /* message.max.bytes */
	int32_t fetch_max_bytes;	  /* fetch.max.bytes */
	/* consumer groups (node/group_coordinator.h) */
	int32_t group_initial_delay_ms;	   /* group.initial.rebalance.delay.ms */
	int32_t group_min_session_ms;	   /* group.min.session.timeout.ms */
	int32_t group_max_session_ms;	   /* group.max.session.timeout.ms */
	int32_t group_max_size;		   /* group.max.size */
	int32_t offset_metadata_max_bytes; /* offset.metadata.max.bytes */
	int32_t max_inflight;		  /* kwire.connection.max.inflight.requests */
	int32_t max_output_bytes;	  /* kwire.connection.max.output.bytes */
	int32_t min_input_rate;		  /* kwire.connection.min.input.rate */
	int32_t commit_max_bytes;	  /* kwire.commit.max.bytes.per.step */
	/* snapshots and retention (KIP-630), Kafka's metadata.* keys */
	int32_t snapshot_max_bytes;	/* ...max.record.bytes.between.snapshots */
	int32_t snapshot_interval_ms;	/* ...max.snapshot.interval.ms */
	int32_t retention_bytes;	/* metadata.max.retention.bytes */
	int32_t retention_ms;		/* metadata.max.retention.ms */
	int32_t segment_bytes;		/* metadata.log.segment.bytes */
	int32_t segment_min_bytes;	/* metadata.log.segment.min.bytes */
	int32_t clean_interval_ms;	/* kwire.log.clean.interval.ms */
	int32_t fetch_snapshot_max_bytes; /* kwire.fetch.snapshot.max.bytes */
	bool fsync;
	/* kwire.metrics.listener (metrics_listener false: off) */
	bool metrics_listener;
	char metrics_host[KR_NODE_HOST_MAX];
	uint16_t metrics_port;
	int32_t log_level; /* kwire.log.level: enum kr_log_level */
	char fault_file[KR_NODE_PATH_MAX];
	int32_t fault_qs_delay_ms;     /* kwire.fault.quorum.state.delay.ms */
	/* kwire.test.max.versions (test only): the highest version of each
	 * API named, as text and by api key */
	char test_max_versions[256];
	struct {
		int16_t api_key, max;
	} test_max[KR_NODE_TEST_MAX_APIS];
	int32_t n_test_max;
	char error[KR_NODE_ERROR_MAX]; /* the last error, one line */
};

/* The public functions of struct kr_node_config (kr_node_config_set,
 * _load_file, _parse_args, _check, _format, _keys) are declared in
 * kwire/raft.h; what follows is the node's own. */

/* Kafka's defaults; node id absent, no voters, no listener, no directory. */
void kr_node_config_init(struct kr_node_config *cfg);

/* The highest version of api_key this node may speak on its controller
 * listeners and to its peers: kwire.test.max.versions's, INT16_MAX when it
 * names none (test only; see docs/operations.md). */
int16_t kr_node_config_max_version(const struct kr_node_config *cfg, int16_t api_key);

/* The voter entry with this id, or NULL. */
const struct kr_node_endpoint *kr_node_config_voter(const struct kr_node_config *cfg,
						    int32_t id);

/* The voters' endpoints: controller.quorum.voters', then those of the set
 * in force whose VotersRecord gave one (the log wins: KIP-853), at most
 * max; returns the count. */
size_t kr_node_voter_endpoints(const struct kr_node_config *cfg,
			       const struct kr_voter_assignment *in_force,
			       struct kr_node_endpoint *out, size_t max);

/* True when node_id is one of the voters. */
bool kr_node_config_is_voter(const struct kr_node_config *cfg);

/* The listener peers reach this node on (the first controller listener;
 * with one shared listener, that one). Valid after kr_node_config_check. */
const struct kr_node_listener *
kr_node_config_controller(const struct kr_node_config *cfg);

/* The enum kr_node_protocol of a protocol name (any case), or -1. */
int kr_node_protocol_parse(const char *s);

/* Checks the TLS and SASL keys against the listeners (config_security.c);
 * 0 or -1 with cfg->error. */
int kr__node_config_check_security(struct kr_node_config *cfg);
/* listener.name.NAME.KEY (config_security.c): 0, -1 with cfg->error, or 1
 * for a KEY it does not know (only ssl.client.auth is per listener). */
int kr__node_config_set_listener_key(struct kr_node_config *cfg, const char *key,
				     const char *value);

/* Copies ids and timers into a core configuration (kr_config_init first). */
void kr_node_config_to_core(const struct kr_node_config *cfg, struct kr_config *core);

#endif
