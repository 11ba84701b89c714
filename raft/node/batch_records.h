/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/batch_records.h — one record batch (magic 2, any compression) as the
 * public API's records (kwire/raft.h struct kr_node_record): what the
 * committed callback and a snapshot load hand to the application.
 */
#ifndef KR_NODE_BATCH_RECORDS_H
#define KR_NODE_BATCH_RECORDS_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/arena.h"
#include "kwire/error.h"
#include "kwire/raft.h"

/* The largest decompressed batch decoded (a bound against bombs; the
 * batches come from the node's own log or a verified snapshot). */
#define KR_BATCH_RECORDS_MAX_BYTES (256u << 20)

/*
 * Decodes the batch at data/len: *out (arena memory, views into the batch
 * or its decompressed copy in a) receives its records with their offsets,
 * *n their count. Returns 0, or a negative KW_ERR_* with err filled.
 */
int kr_batch_records(const uint8_t *data, size_t len, struct kw_arena *a,
		     struct kr_node_record **out, size_t *n, struct kw_error *err);

#endif
