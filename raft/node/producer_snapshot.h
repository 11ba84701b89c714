/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/producer_snapshot.h — the idempotent producers in a snapshot: the
 * producers' table (node/producer_state.h) and the producer id counter
 * (node/svc_producer_ids.c) as ProducerStateRecord control records
 * (schemas/kwire/ProducerStateRecord.json, control type
 * KR_CONTROL_PRODUCER_STATE), written after the application's records and
 * read back when the snapshot is loaded, so that a node started from a
 * snapshot hands out no producer id twice and still knows the retries of
 * batches written before it.
 *
 * Threading: one thread at a time.
 */
#ifndef KR_NODE_PRODUCER_SNAPSHOT_H
#define KR_NODE_PRODUCER_SNAPSHOT_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/raft.h"
#include "node/producer_state.h"

/* Producers per record: a record is a control batch of its own, which a
 * follower fetching the snapshot takes up to 64 KiB (core/snapshot_fetch.c);
 * a producer takes at most 19 + 5 * 25 bytes. */
#define KR_PRODUCER_SNAPSHOT_CHUNK 300

/* Writes st and next_id into snap at offsets from base (the snapshot's end
 * offset): at least one record, carrying the counter. Returns 0 or a
 * negative KR_NODE_ERR_* (the snapshot is then dropped). */
int kr_producer_snapshot_write(struct kr_node_snapshot *snap, int64_t base,
			       const struct kr_producer_state *st, int64_t next_id);

/* Reads one record's value into st (added to what it holds) and *next_id
 * (raised to the record's). Returns 0, -1 for a value that does not
 * decode or names an impossible entry (why filled), -2 out of memory. */
int kr_producer_snapshot_read(struct kr_producer_state *st, int64_t *next_id,
			      const uint8_t *value, size_t len, char *why, size_t why_len);

#endif
