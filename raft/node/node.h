/*
 * node/node.h — `kwire node`: one voter or observer of a KRaft quorum on
 * TCP, speaking the Kafka protocol on one listener to peers and clients.
 *
 * One thread runs an epoll loop that feeds the Raft core (core/kraft.h) and
 * carries out its updates in the safe order: log writes and truncations
 * (storage/log.h), the quorum-state file (written and fsynced before any
 * message that depends on it leaves: the core withholds those until the
 * write is reported), then messages. Log fsync runs on a worker thread; its
 * completion comes back through an eventfd as KR_EVENT_LOG_FLUSHED.
 *
 * Served APIs (request versions: every version of the project's schemas):
 * ApiVersions, Metadata, Produce, ListOffsets, Fetch (Raft replicas and
 * Kafka consumers), Vote, BeginQuorumEpoch, EndQuorumEpoch, DescribeQuorum.
 *
 * Test-only fault hook: when kwire.fault.file names a file, the node rereads
 * it whenever it changes (checked every 100 ms); it holds node ids
 * separated by blanks or newlines, and the node drops all Raft traffic to
 * and from those peers, as a network partition would. An absent or empty
 * file drops nothing.
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
