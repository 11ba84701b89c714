/* SPDX-License-Identifier: Apache-2.0 */
/*
 * storage/snapshot.h — snapshot files (KIP-630) in Kafka's layout: writing
 * them atomically, reading and checking them, listing and deleting them.
 *
 * A snapshot lives in the partition directory, next to the log segments:
 *
 *   00000000000000004711-0000000003.checkpoint   a frozen snapshot: its id is
 *                 the end offset (exclusive, zero-padded to 20 digits: every
 *                 offset below it is covered, KAFKA-14618) and the epoch of
 *                 the last offset it covers (10 digits)
 *   00000000000000004711-0000000003-created.checkpoint.part   being written
 *   00000000000000004711-0000000003-fetched.checkpoint.part   being fetched
 *                 from the leader (FetchSnapshot)
 *   ...checkpoint.deleted                       marked for deletion (Kafka)
 *
 * A .part file is never read as a snapshot: it is written, fsynced, closed,
 * renamed to its .checkpoint name and the directory fsynced (KAFKA-15312 and
 * KAFKA-14273: a crash must never leave an empty or partial .checkpoint).
 * kr_snapshot_list removes .part and .deleted files, and any .checkpoint
 * that does not pass the checks below, saying why. It leaves the bootstrap
 * checkpoint {0, 0} alone and out of the list (KIP-853's initial voter
 * set, written by `kwire format`, read by node/bootstrap_voters.c): it
 * covers no offset and is no snapshot of the log.
 *
 * Content: record batches (magic 2) back to back, exactly as in a segment:
 *
 *   batch 0    control batch, uncompressed: SnapshotHeaderRecord (control
 *              type 3) first; then whatever the Raft layer keeps with it
 *              (the voter set: kwire's VoterAssignment, KRaftVersion,
 *              Voters), built by the Raft core (kr_snapshot_header_batch)
 *   batch 1..  the application's records: any batches, any of the four
 *              compressions (the writer builds them from records with the
 *              runtime's batch builder, or takes whole batches)
 *   last       control batch, uncompressed: SnapshotFooterRecord (type 4)
 *
 * Checks (the reader, the listing and the freeze of a fetched snapshot all
 * make them; each names the file, the byte position and what was wrong):
 * every batch header is whole and valid (magic 2, a length that fits in
 * the file and is at most KR_SNAPSHOT_MAX_BATCH_BYTES, a base offset >= 0
 * and offsets that do not overflow), every batch's CRC-32C matches, the
 * first batch is an uncompressed control batch whose first record is a
 * SnapshotHeader that decodes, the last is an uncompressed control batch
 * whose last record is a SnapshotFooter that decodes, no header or footer
 * appears anywhere else, and nothing follows the footer. Offsets inside a
 * snapshot are the application's (the writer numbers records from 0 on);
 * the reader does not interpret them.
 *
 * Errors are KW_ERR_* and KR_STORAGE_ERR_* codes as in log.h; a struct
 * kw_error (when passed) receives the file, the byte position and why.
 * Nothing here is shared between threads except as stated: a writer and a
 * reader are each used by one thread at a time; different ones may run on
 * different threads.
 */
#ifndef KR_STORAGE_SNAPSHOT_H
#define KR_STORAGE_SNAPSHOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kwire/error.h"
#include "kwire/records.h"
#include "storage/error.h"
#include "storage/io.h"

#define KR_SNAPSHOT_SUFFIX ".checkpoint"
#define KR_SNAPSHOT_PART_SUFFIX ".checkpoint.part"
#define KR_SNAPSHOT_DELETED_SUFFIX ".checkpoint.deleted"
/* Room for a snapshot file name with any of the suffixes. */
#define KR_SNAPSHOT_NAME_MAX 64
/* The largest batch a snapshot may hold (a bound for the reader; the
 * writer's batches are max_batch_bytes, 1 MiB by default). */
#define KR_SNAPSHOT_MAX_BATCH_BYTES (64u * 1024u * 1024u)

#ifndef KR_SNAPSHOT_ID_DEFINED
#define KR_SNAPSHOT_ID_DEFINED
/* A snapshot's id: the end offset (exclusive) and the epoch of the last
 * offset it covers. {0, 0} is Kafka's bootstrap snapshot (never fetched).
 * The Raft core's kraft.h defines the same struct (neither header includes
 * the other; tests/raft/test_errors checks they agree). */
struct kr_snapshot_id {
	int64_t end_offset;
	int32_t epoch;
};
#endif

/* "00000000000000004711-0000000003" + suffix into out (n >= 32 + the
 * suffix's length). */
void kr_snapshot_file_name(struct kr_snapshot_id id, const char *suffix, char *out,
			   size_t n);

/* A frozen snapshot. */
struct kr_snapshot_info {
	struct kr_snapshot_id id;
	uint64_t size;			  /* bytes */
	int64_t last_contained_timestamp; /* SnapshotHeader's (ms) */
};

/* ---- writing ----------------------------------------------------------- */

struct kr_snapshot_writer;

struct kr_snapshot_writer_options {
	struct kr_io *io;		 /* NULL: kr_io_posix() */
	enum kw_compression compression; /* of the application's batches */
	int compression_level;		 /* 0: the codec's default */
	uint32_t max_batch_bytes;	 /* 0: 1 MiB; records per batch until
					    their size reaches it */
	int64_t timestamp_ms;		 /* create time of the footer and of
					    records appended with timestamp -1 */
};

/*
 * Starts the snapshot id in directory dir (the log's): creates
 * <id>-created.checkpoint.part (replacing a stale one) and writes
 * header_batch, the Raft core's header control batch (kr_update's
 * snapshot_wanted.header), at position 0 with base offset 0 and partition
 * leader epoch id.epoch (both outside the CRC). opts may be NULL. Errors:
 * KR_STORAGE_ERR_EXISTS (the .checkpoint already exists), KW_ERR_CORRUPT /
 * KW_ERR_INVALID_VALUE (header_batch is not one valid uncompressed control
 * batch whose first record is a SnapshotHeader), KW_ERR_INVALID_ARGUMENT
 * (id.end_offset < 1, id.epoch < 0), KW_ERR_IO, KW_ERR_NOMEM. On success
 * *out is the writer, to be ended by kr_snapshot_writer_freeze or _abort.
 */
int kr_snapshot_writer_open(struct kr_snapshot_writer **out, const char *dir,
			    struct kr_snapshot_id id, const uint8_t *header_batch,
			    size_t header_len,
			    const struct kr_snapshot_writer_options *opts,
			    struct kw_error *err);

/*
 * Appends records (kw_record_input: offset -1 numbers it after the last
 * record written, from 1 on, else it must be above that, and at least 1;
 * timestamp -1 takes
 * opts.timestamp_ms). Records go into the current batch, which is written
 * once it reaches max_batch_bytes (compressed as opts ask). Errors:
 * KW_ERR_INVALID_ARGUMENT (an offset not increasing, a bad record),
 * KW_ERR_COMPRESSION, KW_ERR_IO, KW_ERR_NOMEM; after any error the writer
 * only accepts _abort.
 */
int kr_snapshot_writer_append(struct kr_snapshot_writer *w,
			      const struct kw_record_input *recs, size_t n,
			      struct kw_error *err);

/*
 * Appends whole batches (buf holds one or more, back to back, as in a
 * segment or a fetch), each checked (header, CRC) and written as it is:
 * its base offset must be above the last offset written. The current
 * batch of records, if any, is written first. Errors as _append, and
 * KW_ERR_CORRUPT / KW_ERR_TRUNCATED for a bad batch.
 */
int kr_snapshot_writer_append_batches(struct kr_snapshot_writer *w, const uint8_t *buf,
				      size_t len, struct kw_error *err);

/*
 * Finishes the snapshot: writes the current batch and the SnapshotFooter
 * control batch (a fetched snapshot has its own: instead its whole file is
 * checked, as kr_snapshot_verify does, after the fsync), fsyncs and closes
 * the file, renames it to <id>.checkpoint and fsyncs the directory. *info (may be NULL)
 * receives what was frozen. The writer is freed in every case; on an error the .part file
 * is removed and no .checkpoint exists. Errors: KW_ERR_IO (the step that failed is named:
 * write, fsync, close, rename, fsync-dir), KW_ERR_NOMEM, the checks' errors (a fetched
 * snapshot), or the error an earlier call left.
 */
int kr_snapshot_writer_freeze(struct kr_snapshot_writer *w, struct kr_snapshot_info *info,
			      struct kw_error *err);

/* Drops the snapshot: closes and removes the .part file, frees w. */
void kr_snapshot_writer_abort(struct kr_snapshot_writer *w);

/*
 * A snapshot fetched from the leader byte range by byte range
 * (FetchSnapshot): creates <id>-fetched.checkpoint.part (replacing a stale
 * one). Errors: KR_STORAGE_ERR_EXISTS, KW_ERR_INVALID_ARGUMENT, KW_ERR_IO,
 * KW_ERR_NOMEM.
 */
int kr_snapshot_writer_open_fetched(struct kr_snapshot_writer **out, const char *dir,
				    struct kr_snapshot_id id, struct kr_io *io,
				    struct kw_error *err);

/*
 * Writes bytes of a fetched snapshot at position, which must be the bytes
 * written so far (KR_STORAGE_ERR_OUT_OF_RANGE otherwise). Not synced.
 * Errors: KR_STORAGE_ERR_OUT_OF_RANGE, KW_ERR_INVALID_ARGUMENT (a writer
 * made by kr_snapshot_writer_open), KW_ERR_IO.
 */
int kr_snapshot_writer_write_at(struct kr_snapshot_writer *w, uint64_t position,
				const void *data, size_t n, struct kw_error *err);

/* The bytes written so far. */
uint64_t kr_snapshot_writer_size(const struct kr_snapshot_writer *w);

/* ---- reading ----------------------------------------------------------- */

struct kr_snapshot_reader;

/*
 * Opens dir/<id>.checkpoint and checks its structure: the header batch
 * (read whole and checked), every batch header up to the footer batch (read
 * whole and checked). The CRC of each data batch is checked as
 * kr_snapshot_reader_next returns it; kr_snapshot_verify checks all of them
 * at once. Errors: KR_STORAGE_ERR_NOT_FOUND (no such file), KW_ERR_CORRUPT,
 * KW_ERR_TRUNCATED, KW_ERR_INVALID_VALUE (detail: file, position, why),
 * KW_ERR_IO, KW_ERR_NOMEM.
 */
int kr_snapshot_reader_open(struct kr_snapshot_reader **out, const char *dir,
			    struct kr_snapshot_id id, struct kr_io *io,
			    struct kw_error *err);
void kr_snapshot_reader_close(struct kr_snapshot_reader *r);

/* What the reader found: the id, size and SnapshotHeader timestamp. */
const struct kr_snapshot_info *
kr_snapshot_reader_info(const struct kr_snapshot_reader *r);

/* The header control batch (batch 0) whole, for the Raft core
 * (kr_snapshot_header_parse). Valid until the reader is closed. */
struct kw_bytes kr_snapshot_reader_header(const struct kr_snapshot_reader *r);

/*
 * The next application batch (between the header and the footer), whole
 * and checked (CRC-32C), into *batch: valid until the next call or close.
 * Returns 1 with a batch, 0 after the last one, or a negative error
 * (KW_ERR_CORRUPT and friends: file and position named; KW_ERR_IO).
 */
int kr_snapshot_reader_next(struct kr_snapshot_reader *r, struct kw_bytes *batch,
			    struct kw_error *err);

/*
 * Reads up to n raw bytes at position into buf (a FetchSnapshot chunk);
 * *got receives how many (0 at the end). Errors: KR_STORAGE_ERR_OUT_OF_RANGE
 * (position past the size), KW_ERR_IO.
 */
int kr_snapshot_reader_read_at(struct kr_snapshot_reader *r, uint64_t position, void *buf,
			       size_t n, size_t *got, struct kw_error *err);

/* The open file's descriptor (for sendfile); owned by the reader. */
int kr_snapshot_reader_fd(const struct kr_snapshot_reader *r);

/*
 * Checks the whole file at path (every check above, every CRC); *info (may
 * be NULL) receives its id (from the name when it is a .checkpoint name,
 * else {-1, -1}), size and timestamp. Errors as kr_snapshot_reader_open.
 */
int kr_snapshot_verify(const char *path, struct kr_io *io, struct kr_snapshot_info *info,
		       struct kw_error *err);

/* ---- listing and deleting ------------------------------------------- */

#define KR_SNAPSHOTS_MAX 8
#define KR_SNAPSHOT_REASON_MAX (KW_ERROR_DETAIL_MAX + 32)

/* A snapshot file that was removed (or, read-only, would be) and why. */
struct kr_snapshot_dropped {
	char file[KR_SNAPSHOT_NAME_MAX];
	char reason[KR_SNAPSHOT_REASON_MAX];
};

/* The valid snapshots of a directory, oldest first, and what was dropped. */
struct kr_snapshot_list {
	struct kr_snapshot_info s[KR_SNAPSHOTS_MAX];
	size_t n;
	struct kr_snapshot_dropped dropped[KR_SNAPSHOTS_MAX];
	size_t n_dropped;	  /* listed in dropped[] */
	uint32_t n_dropped_total; /* all dropped, listed or not */
};

/*
 * Lists the snapshots of dir. Every .checkpoint is checked whole (cost:
 * reading each once); .part and .deleted files (a write, a fetch or a
 * deletion a crash cut short) and .checkpoint files that fail a check are
 * removed, each noted in out->dropped with the reason, and the directory
 * is fsynced. When more than KR_SNAPSHOTS_MAX are valid, the oldest extra
 * ones are dropped too ("not needed": the newest ones cover them). With
 * read_only nothing is removed (the notes say what a writable listing
 * would remove). A missing directory lists nothing. Errors: KW_ERR_IO (the
 * directory cannot be read, or a removal failed), KW_ERR_NOMEM.
 */
int kr_snapshot_list(const char *dir, struct kr_io *io, bool read_only,
		     struct kr_snapshot_list *out, struct kw_error *err);

/* Inserts info into the list (kept oldest first); KW_ERR_INVALID_ARGUMENT
 * when the list is full or already holds the id. */
int kr_snapshot_list_add(struct kr_snapshot_list *l, const struct kr_snapshot_info *info);
/* The newest snapshot of the list, or NULL. */
const struct kr_snapshot_info *kr_snapshot_list_latest(const struct kr_snapshot_list *l);

/*
 * Deletes dir/<id>.checkpoint and fsyncs the directory. A missing file is
 * not an error. Errors: KW_ERR_IO.
 */
int kr_snapshot_delete(const char *dir, struct kr_io *io, struct kr_snapshot_id id,
		       struct kw_error *err);

#endif
