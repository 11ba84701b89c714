/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/topic_state.h — the node's own application: the replicated log seen
 * as a compacted Kafka topic. It keeps the latest record of every key (its
 * offset, timestamp, value and headers), applied from the committed records
 * in offset order, so that a snapshot of it is the topic compacted:
 *   - a record with a null value deletes its key (a tombstone; Kafka keeps
 *     tombstones for delete.retention.ms, a snapshot does not need them:
 *     the key is simply absent);
 *   - a record without a key is not kept (Kafka's log cleaner drops such
 *     records from a compacted topic too);
 *   - control records never reach it (the node hands out data records only).
 * Memory: one allocation per live key, holding its key, value and headers
 * (the live data, not the history).
 *
 * Threading: one thread at a time.
 */
#ifndef KR_NODE_TOPIC_STATE_H
#define KR_NODE_TOPIC_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/raft.h"

struct kr_topic_state;

struct kr_topic_state *kr_topic_state_new(void);
void kr_topic_state_free(struct kr_topic_state *st);
/* Forgets every key (a snapshot is about to be loaded). */
void kr_topic_state_clear(struct kr_topic_state *st);

/* Applies committed records (offsets ascending). Returns 0 or
 * KR_NODE_ERR_NOMEM (the state is then missing some of them: the caller
 * must stop taking snapshots from it). */
int kr_topic_state_apply(struct kr_topic_state *st, const struct kr_node_record *recs,
			 size_t n);

/* Live keys and the bytes they hold (keys, values, headers). */
size_t kr_topic_state_keys(const struct kr_topic_state *st);
uint64_t kr_topic_state_bytes(const struct kr_topic_state *st);

/*
 * Calls emit with every live record in offset order, at most `chunk` at a
 * time (views valid during the call). Stops at the first non-zero return
 * of emit and returns it; KR_NODE_ERR_NOMEM when out of memory; else 0.
 */
int kr_topic_state_each(const struct kr_topic_state *st, size_t chunk,
			int (*emit)(void *ctx, const struct kr_node_record *recs, size_t n),
			void *ctx);

#endif
