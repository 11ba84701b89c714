/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire/raft.h — the kwire Raft engine as a library: a KRaft (KIP-595)
 * node that replicates a log of records over TCP with the Kafka protocol,
 * run in the caller's thread, with the application's state machine behind
 * callbacks. `kwire node` is one program built on this header.
 *
 * In short:
 *
 *     struct kr_node_config *cfg = kr_node_config_new();
 *     kr_node_config_load_file(cfg, "node1.properties", NULL, NULL);
 *     kr_node_config_set(cfg, "node.id", "1");            (any key)
 *     kr_node_config_check(cfg);
 *     kr_node_format(cfg, cluster_id, ...);                (once per disk)
 *     struct kr_node_callbacks cb = { .ctx = app, .committed = apply, ... };
 *     kr_node_new(cfg, &cb, &node, err, sizeof err);
 *     kr_node_run(node);          (or kr_node_run_once from your own loop)
 *     kr_node_free(node);
 *
 * The configuration uses Kafka's keys, the same as the properties file
 * (`kwire node --list-keys` prints them, docs/operations.md explains
 * them); kr_node_config_keys lists them with their defaults.
 *
 * The state machine. With a committed callback, the node hands the
 * application every committed record of the log, in offset order, each
 * exactly once per node lifetime, from the start of the log at every
 * start (the application rebuilds its state from it; no more than
 * kwire.commit.max.bytes.per.step of the log is held at a time). Control
 * records of the Raft protocol itself (leader changes, voter changes) are
 * not handed out. Without one, nothing is replayed (what `kwire node`
 * does: it serves the log to Kafka consumers). The leader appends with
 * kr_node_append; every append ends with exactly one appended callback:
 * error 0 once its records are committed (a majority has them durably),
 * or an error (not the leader, leadership lost before the commit, too
 * large). Reads that must be linearizable go through the log too: append
 * a marker and answer once it is applied.
 *
 * Snapshots (KIP-630). The node snapshots the state now and then
 * (metadata.log.max.record.bytes.between.snapshots of committed records, or
 * metadata.log.max.snapshot.interval.ms), always at a committed offset;
 * retention (metadata.max.retention.bytes / .ms) then deletes the log
 * before a snapshot, and a replica left behind fetches the snapshot from
 * the leader. At start the newest snapshot is loaded and only the log
 * after it is replayed. Whose state is snapshotted:
 *   - With snapshot_take and snapshot_load, the application's own. The
 *     node calls snapshot_take(end_offset) once every committed record
 *     below end_offset was handed out and nothing after it; the
 *     application writes its state with kr_node_snapshot_write (records
 *     of its choosing: offsets ascending, -1 to number them) and returns
 *     0, or a positive value to skip this one. To load (at start, and when
 *     this node installs a snapshot fetched from the leader), the node
 *     calls snapshot_load(end_offset): discard the state; the snapshot's
 *     records follow through snapshot_records, then committed records
 *     continue from end_offset.
 *   - Without them, the node's own: the log as a compacted Kafka topic,
 *     the latest record of every key with its original offset and
 *     timestamp (a null value deletes its key, records without a key are
 *     dropped, as Kafka's log cleaner does). A committed callback then
 *     gets the snapshot's records first, as a Kafka consumer reading a
 *     compacted topic from the beginning does, and the log after it
 *     (after an install, it starts over that way: an application whose
 *     state is not the latest record of each key needs the hooks).
 * Kafka consumers that fetch below the log start are served the newest
 * snapshot's records as they are (for the node's own state: the topic
 * compacted, with offset gaps), then the log.
 *
 * Threading: every function runs on the thread that runs the node, except
 * kr_node_shutdown, which any thread (or a signal handler) may call. The
 * callbacks run on that thread, inside kr_node_run / kr_node_run_once; a
 * callback may call kr_node_append (the append then starts once the
 * callback returns) and the queries, but not kr_node_free.
 *
 * Errors: no function exits, aborts, prints or touches signals; failures
 * are return values with a message (kr_node_strerror gives a name and a
 * message for any error code of the library: runtime KW_ERR_* -1..-99,
 * storage -100.., wire -200.., core -300.., node -400..).
 */
#ifndef KWIRE_RAFT_H
#define KWIRE_RAFT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__)
#define KR_API __attribute__((visibility("default")))
#else
#define KR_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- configuration -------------------------------------------------- */

struct kr_node_config;

/* One configuration key, as the table describes it. */
struct kr_node_config_key {
	const char *name;
	const char *kafka;   /* "Kafka" (the same key as Kafka's), "kwire"
				(kwire's own), "test" (tests only) */
	const char *deflt;   /* the default, as text ("" none) */
	const char *meaning; /* a sentence or two */
};

/* Called for unknown keys in a file (line is the text of the warning). */
typedef void (*kr_node_config_warn_fn)(void *ctx, const char *line);

/* A configuration with Kafka's defaults (NULL when out of memory). */
KR_API struct kr_node_config *kr_node_config_new(void);
KR_API void kr_node_config_free(struct kr_node_config *cfg);
/* Sets one key from its text value. Returns 0, 1 when the key is unknown,
 * or -1 (kr_node_config_error says why, naming the key). */
KR_API int kr_node_config_set(struct kr_node_config *cfg, const char *key,
			      const char *value);
/* Reads a Java-style properties file (unknown keys go to warn). 0 or -1. */
KR_API int kr_node_config_load_file(struct kr_node_config *cfg, const char *path,
				    kr_node_config_warn_fn warn, void *warn_ctx);
/* `--config FILE` then `--key value` flags; extra names flags that are not
 * keys (their values in extra_values). Checks the result. 0 or -1. */
KR_API int kr_node_config_parse_args(struct kr_node_config *cfg, int argc, char **argv,
				     const char *const *extra, const char **extra_values,
				     kr_node_config_warn_fn warn, void *warn_ctx);
/* Checks completeness and consistency. 0 or -1. */
KR_API int kr_node_config_check(struct kr_node_config *cfg);
/* The last error, one line. */
KR_API const char *kr_node_config_error(const struct kr_node_config *cfg);
/* The effective configuration, `key=value` lines (as snprintf). */
KR_API int kr_node_config_format(const struct kr_node_config *cfg, char *out, size_t cap);
/* The table of keys (*n receives the count). */
KR_API const struct kr_node_config_key *kr_node_config_keys(size_t *n);

/* ---- the data directory --------------------------------------------- */

/*
 * Formats the configuration's data directory (log.dirs) for cluster_id
 * (Kafka's base64url uuid text; kr_node_random_uuid makes one) and the
 * configured node id, as `kafka-storage format` does. With
 * ignore_formatted, a directory already formatted for the same cluster and
 * node is accepted. Returns 0 or -1 with the reason in err.
 */
KR_API int kr_node_format(const struct kr_node_config *cfg, const char *cluster_id,
			  bool ignore_formatted, char *err, size_t err_len);
/* A new random uuid in Kafka's text form (22 characters and a NUL). */
KR_API void kr_node_random_uuid(char out[23]);

/* ---- the node -------------------------------------------------------- */

enum kr_log_level { KR_LOG_ERROR, KR_LOG_WARN, KR_LOG_INFO, KR_LOG_DEBUG };

/* A record of the log (views valid during the callback only). */
struct kr_node_header {
	const char *key;
	size_t key_len;
	const uint8_t *value;
	int32_t value_len; /* -1: null */
};

struct kr_node_record {
	int64_t offset;	   /* the log offset (committed callback) */
	int64_t timestamp; /* create time, ms since the Unix epoch; appends:
			      -1 for now */
	const uint8_t *key;
	int32_t key_len; /* -1: null */
	const uint8_t *value;
	int32_t value_len; /* -1: null */
	const struct kr_node_header *headers;
	size_t n_headers;
};

struct kr_node_snapshot;

/* A field of a log event: both texts valid during the callback only. */
struct kr_node_log_field {
	const char *key;
	const char *value;
};

/* A log event: its line (no newline) and the fields it carries (an epoch,
 * a state, a peer ...; none for most lines). */
struct kr_node_log_event {
	enum kr_log_level level;
	const char *msg;
	const struct kr_node_log_field *fields;
	size_t n_fields;
};

struct kr_node_callbacks {
	void *ctx;
	/* Every log line of the node (optional; level, text, no newline). */
	void (*log)(void *ctx, enum kr_log_level level, const char *line);
	/* Committed records in offset order (optional, see above). */
	void (*committed)(void *ctx, const struct kr_node_record *recs, size_t n);
	/* The leader changed: leader_id (-1: none known) of epoch; is_self
	 * when this node leads (reported once its epoch's first batch is
	 * committed, so appends can commit). Optional. */
	void (*leader)(void *ctx, int32_t leader_id, int32_t epoch, bool is_self);
	/* An append ended: error 0 with the offset of its first record once
	 * committed, or a KR_NODE_ERR_* code. Optional. */
	void (*appended)(void *ctx, uint64_t id, int error, int64_t base_offset);
	/* Snapshots of the application's state (optional, both or neither;
	 * see "Snapshots" above). */
	int (*snapshot_take)(void *ctx, struct kr_node_snapshot *snap, int64_t end_offset);
	void (*snapshot_load)(void *ctx, int64_t end_offset);
	void (*snapshot_records)(void *ctx, const struct kr_node_record *recs, size_t n);
	/* Every log event with its fields (optional; when set, log is not
	 * called). Lines below kwire.log.level are not reported, and a line
	 * that repeats is reported at most 5 times in 10 s, then once as
	 * "LINE (repeated N times in 10 s)". */
	void (*log_event)(void *ctx, const struct kr_node_log_event *ev);
};

/*
 * Formats ev as one JSON object (no newline) into out (cap bytes, NUL
 * terminated, cut short at a field boundary when too small):
 * {"ts":"2026-01-02T03:04:05.678Z","level":"info","node":1,"msg":"...",
 * "fields":{"epoch":3,"state":"Leader"}} — ts from wall_ms (ms since the
 * Unix epoch, UTC), node null when node_id < 0, a field's value a number
 * when it is a decimal integer, else a string. Returns the length written.
 */
KR_API size_t kr_node_log_json(const struct kr_node_log_event *ev, int64_t wall_ms,
			       int32_t node_id, char *out, size_t cap);
/* "error", "warn", "info" or "debug". */
KR_API const char *kr_node_log_level_name(enum kr_log_level level);

/*
 * Writes records into the snapshot being taken (inside snapshot_take
 * only). Offsets must rise, above 0 (-1: the one after the last); the records are
 * copied. Returns 0, KR_NODE_ERR_INVALID_ARGUMENT, KR_NODE_ERR_NOMEM, or
 * a storage error (the disk); after an error the snapshot is dropped.
 */
KR_API int kr_node_snapshot_write(struct kr_node_snapshot *snap,
				  const struct kr_node_record *recs, size_t n);

/* The node's own error codes (-400 and below). */
#define KR_NODE_ERRNO_MAP(X)                                                             \
	X(NOT_LEADER, -400, "this node is not the leader")                               \
	X(LEADER_CHANGED, -401, "leadership was lost before the append committed")       \
	X(TOO_LARGE, -402, "the records do not fit in one batch")                        \
	X(STOPPED, -403, "the node has stopped")                                         \
	X(NOMEM, -404, "out of memory")                                                  \
	X(INVALID_ARGUMENT, -405, "invalid argument")

enum kr_node_errno {
#define KR__NODE_ERRNO_ENUM(name, val, msg) KR_NODE_ERR_##name = (val),
	KR_NODE_ERRNO_MAP(KR__NODE_ERRNO_ENUM)
#undef KR__NODE_ERRNO_ENUM
};

/* "NAME: message" for any error code of kwire's libraries (the runtime's,
 * storage's, the wire adapter's, the core's, the node's). */
KR_API const char *kr_node_strerror(int code);

struct kr_node;

/*
 * Creates a node: checks the data directory's identity (meta.properties:
 * formatted, same node id), takes its lock (<log.dirs>/.lock; a second
 * node on the same directory is refused with the holder's pid), opens and
 * recovers the log, binds the listeners, starts the disk threads and the
 * core. cfg must have passed kr_node_config_check; cfg and cb are copied.
 * Returns 0 and *out, or -1 with a one-line reason in err.
 */
KR_API int kr_node_new(const struct kr_node_config *cfg,
		       const struct kr_node_callbacks *cb, struct kr_node **out,
		       char *err, size_t err_len);

/* Runs until stopped: 0 after a clean stop, -1 after a fatal error of
 * the node's own state (its reason logged at error level). */
KR_API int kr_node_run(struct kr_node *n);
/* Does what is due, waiting at most timeout_ms for work (0: none; -1:
 * until the next timer). Returns 1 while running, 0 once stopped cleanly,
 * -1 once stopped by a fatal error. */
KR_API int kr_node_run_once(struct kr_node *n, int timeout_ms);
/* A descriptor that is readable when kr_node_run_once has work. */
KR_API int kr_node_fd(const struct kr_node *n);
/* Milliseconds until the node next needs the time (poll no longer). */
KR_API int kr_node_timeout(const struct kr_node *n);
/* Stops gracefully: a leader resigns (its successor is elected at once),
 * requests in flight get a moment to finish, the log is flushed, and the
 * run returns 0. A second call stops at once. Any thread; async-signal-safe. */
KR_API void kr_node_shutdown(struct kr_node *n);
/* Reads the TLS certificates (ssl.keystore.location,
 * ssl.truststore.location) and the SASL credentials file again, for the
 * connections made from then on; a file that fails to load is logged and
 * the old settings stay. Any thread; async-signal-safe (SIGHUP). */
KR_API void kr_node_reload(struct kr_node *n);
/* Closes everything (flushing the log) and frees n. 0, or -1 when the
 * final flush or a quorum-state write failed (logged). */
KR_API int kr_node_free(struct kr_node *n);

/*
 * Appends records as one batch (the leader only). The records are copied.
 * *id (may be NULL) receives the append's id, which its appended callback
 * carries. Returns 0, KR_NODE_ERR_NOT_LEADER, KR_NODE_ERR_TOO_LARGE,
 * KR_NODE_ERR_STOPPED, KR_NODE_ERR_INVALID_ARGUMENT (no records) or
 * KR_NODE_ERR_NOMEM.
 */
KR_API int kr_node_append(struct kr_node *n, const struct kr_node_record *recs,
			  size_t count, uint64_t *id);
/* Asks the leader to resign (EndQuorumEpoch to the voters). 0 or
 * KR_NODE_ERR_NOT_LEADER. */
KR_API int kr_node_resign(struct kr_node *n);

/* What DescribeQuorum shows, for this node's view. */
struct kr_node_replica {
	int32_t id;
	int64_t log_end_offset; /* -1 unknown (known on the leader) */
	int64_t last_fetch_ms;	/* wall clock; -1 unknown */
};

struct kr_node_quorum {
	int32_t node_id;   /* this node (-1: an observer without id) */
	int32_t leader_id; /* -1: none known */
	int32_t epoch;
	bool is_leader;
	int64_t high_watermark; /* -1 unknown */
	int64_t log_end_offset;
	struct kr_node_replica voters[16];
	int32_t n_voters;
	struct kr_node_replica observers[32];
	int32_t n_observers;
	int64_t log_start_offset; /* the Raft log's first offset (0, or the
				     end of a snapshot held) */
	int64_t snapshot_end_offset; /* the newest snapshot's; -1: none */
	int32_t n_snapshots;	     /* snapshots held */
};

KR_API void kr_node_quorum(const struct kr_node *n, struct kr_node_quorum *out);

/* The port listeners[i] is bound to (useful with port 0 in tests). */
KR_API uint16_t kr_node_listen_port(const struct kr_node *n, int i);

#ifdef __cplusplus
}
#endif

#endif
