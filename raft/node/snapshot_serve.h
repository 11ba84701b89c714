/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/snapshot_serve.h — a snapshot's batches served to Kafka consumers
 * that fetch below the log start (the records of a compacted topic keep
 * their offsets, so the batches go out as they are in the file). One
 * reader is kept between fetches, so a consumer reading the snapshot from
 * the beginning costs one pass over the file, not one per fetch.
 *
 * Threading: the loop's thread.
 */
#ifndef KR_NODE_SNAPSHOT_SERVE_H
#define KR_NODE_SNAPSHOT_SERVE_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/arena.h"
#include "kwire/error.h"
#include "storage/snapshot.h"

struct kr_snapshot_serve;

/*
 * Whole batches of snapshot id (in dir) with records at or after offset,
 * back to back, at most max_bytes (but one batch whatever its size when
 * there is one) into *out (arena memory); out->len 0 when the snapshot
 * holds nothing at or after offset. *cache (NULL at first) keeps the
 * reader. Returns 0 or a negative error with err filled (file, position).
 */
int kr_snapshot_serve_read(struct kr_snapshot_serve **cache, const char *dir,
			   struct kr_snapshot_id id, int64_t offset, size_t max_bytes,
			   struct kw_arena *a, struct kw_bytes *out, struct kw_error *err);

void kr_snapshot_serve_free(struct kr_snapshot_serve *c);

#endif
