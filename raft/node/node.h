/*
 * node/node.h — `kwire node`: one voter or observer of a KRaft quorum on
 * TCP, speaking the Kafka protocol on one listener to peers and clients.
 *
 * One thread runs an epoll loop that feeds the Raft core (core/kraft.h) and
 * carries out its updates in the safe order: log writes and truncations
 * (storage/log.h), the quorum-state file, then messages. Neither fsync runs
 * on the loop thread: the log flush runs on a worker thread and the
 * quorum-state write (temp file, fsync, rename, directory fsync) on
 * another; their completions come back through eventfds as
 * KR_EVENT_LOG_FLUSHED and KR_EVENT_QUORUM_STATE_PERSISTED. A message that
 * depends on a quorum-state write (a granted vote, a candidacy's Vote
 * requests, BeginQuorumEpoch) is withheld by the core until that event, so
 * it never leaves before the state is durable.
 *
 * Served APIs (request versions: every version of the project's schemas):
 * ApiVersions, Metadata, Produce, ListOffsets, Fetch (Raft replicas and
 * Kafka consumers), Vote, BeginQuorumEpoch, EndQuorumEpoch, DescribeQuorum,
 * and kwire's own AlterQuorum (api key 10000: voter reassignment, answered
 * once the target is committed; serve_alter_quorum.c).
 *
 * Test-only fault hook: when kwire.fault.file names a file, the node rereads
 * it whenever it changes (checked every 100 ms); it holds node ids
 * separated by blanks or newlines, and the node drops all Raft traffic to
 * and from those peers, as a network partition would. An absent or empty
 * file drops nothing. kwire.fault.quorum.state.delay.ms (test-only) holds
 * every quorum-state write back that long, to show that nothing waiting
 * for it leaves early.
 *
 * SIGTERM / SIGINT: a leader resigns (EndQuorumEpoch to the voters, so a
 * successor is elected without waiting for a timeout), then the node
 * flushes the log and exits 0. A second signal exits at once (after the
 * flush).
 */
#ifndef KR_NODE_H
#define KR_NODE_H

#include "node/config.h"
#include "node/meta.h"

/*
 * Runs the node until it is told to stop. cfg must have passed
 * kr_node_config_check and the directory kr_meta_check (meta is its
 * identity). Logs one line per state change to stderr. Returns the process
 * exit status: 0 after a clean stop, 1 after a fatal error (logged).
 */
int kr_node_run(const struct kr_node_config *cfg, const struct kr_meta *meta);

#endif
