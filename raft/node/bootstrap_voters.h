/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/bootstrap_voters.h — the KIP-853 bootstrap checkpoint: the initial
 * voter set `kwire format --standalone` or `--initial-controllers` writes,
 * as Kafka's `kafka-storage format` does.
 *
 * The file is the metadata partition's snapshot with Kafka's bootstrap id
 * {end offset 0, epoch 0}:
 *
 *   <log.dirs>/__cluster_metadata-0/00000000000000000000-0000000000.checkpoint
 *
 *   batch 0  control batch, uncompressed, base offset 0, epoch 0:
 *              SnapshotHeaderRecord (type 3), KRaftVersionRecord (type 5,
 *              kraft.version 1), VotersRecord (type 6: each voter's id,
 *              directory id, one endpoint = its controller listener, and
 *              the kraft.version range 0..1)
 *   batch 1  control batch: SnapshotFooterRecord (type 4)
 *
 * The storage layer leaves this id out of its snapshot list (storage/
 * snapshot.c): it covers no offset, so it is never loaded as state, never
 * served by FetchSnapshot and never deleted by retention. `kwire node`
 * reads it on start when controller.quorum.voters is empty.
 *
 * Reading is bounded (KR_BOOTSTRAP_VOTERS_MAX_BYTES) and checks everything
 * (every batch whole with a good CRC, the records in that order, the
 * voters distinct, ids >= 0, directory ids non-zero, a port on every
 * endpoint); an error is one line naming the file and the byte offset.
 */
#ifndef KR_NODE_BOOTSTRAP_VOTERS_H
#define KR_NODE_BOOTSTRAP_VOTERS_H

#include <stddef.h>
#include <stdint.h>

#include "core/kraft.h"
#include "kwire/types.h"

/* the metadata partition directory under log.dirs (KR_WIRE_TOPIC-
 * KR_WIRE_PARTITION, the node's) */
#define KR_BOOTSTRAP_PARTITION_DIR "__cluster_metadata-0"
#define KR_BOOTSTRAP_VOTERS_FILE "00000000000000000000-0000000000.checkpoint"
/* a file of KR_MAX_VOTERS voters with the longest names is far below it */
#define KR_BOOTSTRAP_VOTERS_MAX_BYTES (64 * 1024)
#define KR_BOOTSTRAP_VOTERS_ERROR_MAX 512

struct kr_bootstrap_voter {
	int32_t id;
	struct kw_uuid dir;
	struct kr_endpoint endpoint; /* the first of the record's Endpoints */
	int16_t min_kraft_version, max_kraft_version;
};

struct kr_bootstrap_voters {
	int16_t kraft_version; /* the KRaftVersionRecord's */
	int64_t timestamp_ms;  /* SnapshotHeader LastContainedLogTimestamp */
	int32_t n;
	struct kr_bootstrap_voter v[KR_MAX_VOTERS];
};

/*
 * Encodes the checkpoint into buf (cap bytes); *len receives its size.
 * Returns 0 or -1 with err (a voter set that is empty or too large, a
 * listener name or host too long, buf too small).
 */
int kr_bootstrap_voters_encode(const struct kr_bootstrap_voters *bv, uint8_t *buf,
			       size_t cap, size_t *len,
			       char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX]);

/*
 * Decodes a checkpoint's bytes into out. Returns 0 or -1 with err naming
 * the byte offset and what was wrong.
 */
int kr_bootstrap_voters_decode(const uint8_t *buf, size_t len,
			       struct kr_bootstrap_voters *out,
			       char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX]);

/*
 * Writes partition_dir/KR_BOOTSTRAP_VOTERS_FILE atomically (a .part file,
 * fsync, rename, fsync of the directory), creating partition_dir when
 * missing. Refuses to replace an existing file. Returns 0 or -1 with err.
 */
int kr_bootstrap_voters_write(const char *partition_dir,
			      const struct kr_bootstrap_voters *bv,
			      char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX]);

/*
 * Reads partition_dir/KR_BOOTSTRAP_VOTERS_FILE. Returns 0, 1 when there is
 * no such file, or -1 with err (naming the file).
 */
int kr_bootstrap_voters_read(const char *partition_dir, struct kr_bootstrap_voters *out,
			     char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX]);

/*
 * Parses kafka-storage's --initial-controllers value,
 * ID@HOST:PORT:DIRECTORY_ID,... (HOST may be [IPv6]), into out with
 * kraft.version 1, each voter's range 0..1 and listener as every
 * endpoint's name (Kafka: this node's first controller listener name).
 * Checks as Kafka's DynamicVoters: at least one, ids and directory ids
 * distinct, directory ids valid and not reserved. Returns 0 or -1 with err.
 */
int kr_bootstrap_voters_parse(const char *text, const char *listener,
			      struct kr_bootstrap_voters *out,
			      char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX]);

#endif
