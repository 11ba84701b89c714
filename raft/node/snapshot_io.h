/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/snapshot_io.h — the application's snapshots as files (storage's
 * storage/snapshot.h): writing one from records, which the application
 * (or the node's own compacted topic, node/topic_state.h) gives through
 * kwire/raft.h's kr_node_snapshot_write, and reading one back as records.
 * The records keep the offsets and timestamps they are given, so a
 * snapshot of a compacted topic is served to Kafka consumers as it is.
 *
 * Threading: one call at a time per snapshot; any thread.
 */
#ifndef KR_NODE_SNAPSHOT_IO_H
#define KR_NODE_SNAPSHOT_IO_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/raft.h"
#include "kwire/records.h"
#include "storage/snapshot.h"

/* Writes the application's records (kr_node_snapshot_write) into s. */
typedef int (*kr_snapshot_source_fn)(void *ctx, struct kr_node_snapshot *s);
/* Takes records read back from a snapshot (views valid during the call). */
typedef int (*kr_snapshot_sink_fn)(void *ctx, const struct kr_node_record *recs,
				   size_t n);
/* Takes a control record of the node's own types (KR_CONTROL_APP_MIN on)
 * read back from a snapshot (value valid during the call). */
typedef int (*kr_snapshot_control_fn)(void *ctx, int16_t type, const uint8_t *value,
				      size_t len);

/*
 * Writes one control record of the node's own (type KR_CONTROL_APP_MIN on)
 * into the snapshot being written, after the application's records, as a
 * control batch of its own at offset base or above the last written (base:
 * the snapshot's end offset, so that it names no record of the log).
 * Returns 0 or a negative error, as kr_node_snapshot_write.
 */
int kr_snapshot_io_write_control(struct kr_node_snapshot *s, int64_t base, int16_t type,
				 const uint8_t *value, size_t len);

struct kr_snapshot_io_options {
	enum kw_compression compression; /* of the application's batches */
	int64_t now_ms;			 /* wall clock: the footer's time */
};

/*
 * Writes snapshot id into dir: the core's header batch, the records source
 * writes, the footer; then freezes it (fsync, rename, directory fsync).
 * Returns 0 with *info and *records filled; 1 when source returned a
 * positive value (the application skipped it: nothing is left behind); or
 * a negative error with the reason in why (nothing is left behind).
 */
int kr_snapshot_io_write(const char *dir, struct kr_snapshot_id id, struct kw_bytes header,
			 const struct kr_snapshot_io_options *opts,
			 kr_snapshot_source_fn source, void *ctx,
			 struct kr_snapshot_info *info, uint64_t *records, char *why,
			 size_t why_len);

/*
 * Reads snapshot info's records from dir, batch by batch, into sink (each
 * batch's CRC checked as it is read), and the node's own control records
 * into control (NULL: skipped; other control records are always skipped).
 * Returns 0 with *records filled (data records), the sink's or control's
 * non-zero return, or a negative error with the reason in why.
 */
int kr_snapshot_io_load(const char *dir, const struct kr_snapshot_info *info,
			kr_snapshot_sink_fn sink, kr_snapshot_control_fn control, void *ctx,
			uint64_t *records, char *why, size_t why_len);

#endif
