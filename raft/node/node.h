/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/node.h — the node (kwire/raft.h is its public API) and what the
 * tests see of it beyond that. node.c only composes the layers, bottom up
 * (each a unit with its own header):
 *
 *   loop.h       the epoll loop, watchers, the wake-up eventfd
 *   transport.h  listeners, connections, framing, in-order responses,
 *                per-connection limits, outbound peer connections
 *   persist.h    the log-flush and quorum-state threads
 *   driver.h     the Raft core's updates carried out in order
 *   worker.h     record decoding off the loop (Produce)
 *   services.h   the table of api key -> handler (svc_*.c)
 *
 * No layer calls one above it except through the callbacks it was given;
 * the application hears from the node through struct kr_node_callbacks.
 *
 * Test-only fault hook: when kwire.fault.file names a file, the node rereads
 * it whenever it changes (checked every 100 ms); it holds node ids
 * separated by blanks or newlines, and the node drops all Raft traffic to
 * and from those peers, as a network partition would.
 */
#ifndef KR_NODE_H
#define KR_NODE_H

#include <stdint.h>

#include "kwire/raft.h"
#include "node/config.h"
#include "node/transport.h"

/* Serves fd (a connected stream socket; the node owns it from here on) as
 * a connection of listeners[i]: for in-process tests and fuzzing without
 * the network. Returns 0 or -1. */
int kr_node_adopt(struct kr_node *n, int fd, int i);

/* The transport's counters (node/transport.h), for tests. */
void kr_node_transport_stats(const struct kr_node *n, struct kr_transport_stats *out);

/* 1 while running, 0 stopped cleanly, -1 stopped by a fatal error. */
int kr_node_status(const struct kr_node *n);

struct kr_peer_book;
/* The node's address book (node/peer_book.h): put a voter's endpoint
 * learnt from the log there (kr_peer_book_put, KR_PEER_LOG), then call
 * kr_node_peers_changed to hand the new list to the transport. */
struct kr_peer_book *kr_node_peer_book(struct kr_node *n);
void kr_node_peers_changed(struct kr_node *n);

#endif
