/* SPDX-License-Identifier: Apache-2.0 */
/*
 * storage/log.h — the replicated log on disk: segment files of RecordBatch v2
 * in Kafka's on-disk layout, an offset index, the leader-epoch cache, and
 * recovery that never shows a torn or corrupt batch.
 *
 * Files in the log directory (names and formats as Kafka's):
 *
 *   00000000000000000000.log   batches back to back, exactly as on the wire
 *   00000000000000000000.index offset index: 8-byte entries, big-endian
 *                                int32 offset - segment base (a batch's last
 *                                offset) and int32 byte position of that
 *                                batch, one entry per index_interval_bytes
 *   00000000000000004711.log   next segment, named by its first base offset
 *   leader-epoch-checkpoint    text: "0\n" (version), "N\n" (entry count),
 *                                then N lines "epoch start_offset\n"
 *   log-start-offset           text: "0\n" (version), "S\n": the log start,
 *                                once it has moved past the first segment's
 *                                base (kwire's; Kafka's brokers keep one
 *                                such file per data directory); replaced
 *                                atomically
 *   *.checkpoint               snapshots (storage/snapshot.h); the log and
 *                                its snapshots together: storage/partition.h
 *
 * A segment is rolled (a new .log started) before a batch that would take
 * the active one past segment_bytes. Index files and the epoch checkpoint
 * can always be rebuilt from the .log files; they are rewritten when a
 * segment is rolled, the log is flushed (checkpoint) or closed (indexes), and
 * their contents are checked against the rebuilt ones on open.
 *
 * Durability. kr_log_append writes (pwrite) and does not sync; kr_log_flush
 * fdatasyncs every segment with unsynced bytes (and the directory when a
 * segment was created) and reports the offset up to which the log is
 * durable. Only that offset counts: kr_log_flushed_offset. After any failed
 * write or sync the log enters a failed state: it keeps serving reads of
 * what was written, but refuses appends, flushes and truncations with
 * KR_STORAGE_ERR_FAILED, and never advances the flushed offset again (a
 * failed fsync may have dropped dirty pages; retrying it would report
 * success for data that is gone). The owner must close and reopen the log,
 * whose recovery then decides what is really on disk.
 *
 * Recovery on open. Every batch of every segment is checked: the header
 * (magic 2, a length that fits the file), the CRC-32C, base offsets
 * contiguous (each batch starts at the previous batch's last offset + 1, and
 * each segment at its file name's offset) and leader epochs not decreasing.
 * At the first bad batch:
 *   - in the last segment, when no valid batch follows it (a torn tail: a
 *     write cut short by a crash, or a zero-filled or partial block), the
 *     tail is cut off and reported in struct kr_log_recovery;
 *   - otherwise (a bad batch followed by valid data, or one in a segment
 *     that is not the last) kr_log_open fails with KW_ERR_CORRUPT and a
 *     detail naming the file, the byte position, what was wrong and the
 *     operator's command that cuts the log there (`kwire repair-log --dir
 *     DIR --truncate-at-corruption`), unless the options ask for
 *     KR_LOG_TRUNCATE_ON_CORRUPTION (what that command sets): then the log
 *     is cut there (later segments deleted) and that is reported.
 * The whole log is verified on every open (cost: reading it once; a
 * metadata log is small), except that batches a snapshot covers
 * (kr_log_options.verify_from) are framed, not checksummed. Data found on
 * open is fsynced before open returns, so the flushed offset starts at the
 * recovered end offset.
 *
 * Read-only recovery (KR_LOG_READ_ONLY, for tools that inspect a log). The
 * same checks run, but nothing on disk changes: no file is created, written,
 * truncated, renamed or removed, nothing is fsynced, segments are opened
 * O_RDONLY, a missing directory is an error. The cut a writable open would
 * make (a torn tail, or corruption before the tail, which a writable open
 * refuses without KR_LOG_TRUNCATE_ON_CORRUPTION) is made in memory only and
 * described in struct kr_log_recovery, so the log reads as its valid
 * prefix. Appends, flushes and truncations answer KR_STORAGE_ERR_READ_ONLY.
 *
 * One writer per directory. A writable open takes an exclusive flock(2) on
 * the log directory, held until kr_log_close (released by the kernel when
 * the process dies); a second writable open of the same directory, in this
 * process or another, fails with KR_STORAGE_ERR_IN_USE. A read-only open
 * takes no lock; it reports (kr_log_recovery.in_use) when a writer holds
 * one, since the tail it sees may then be a write in progress.
 *
 * Reads are zero-copy descriptions. kr_log_read answers with a struct
 * kr_log_slice: a segment's file descriptor, a byte position and a length
 * covering whole batches, so the node can sendfile(2) it into a socket or
 * pread(2) it straight into its send buffer. kr_log_read checks batch
 * boundaries, not CRCs: it reads the headers of the first batch it serves
 * and of the batch just past the slice (magic, length, base offset
 * continuing the previous batch), and of the batches in between except
 * where the in-memory offset index (built from batches checked when they
 * were appended or recovered) vouches for a run of whole batches, so a
 * large read costs a few small reads. It never reads record bytes.
 * kr_log_slice_copy preads a slice into caller memory and checks every
 * batch in place (header, length, offsets and CRC-32C), so a bit flip is
 * reported (KW_ERR_CORRUPT, file and position) rather than served; a node
 * that sends with sendfile(2) skips that check and relies on the
 * consumer's CRC check, as Kafka does.
 *
 * Threads. One thread owns the log (the node's event loop) and makes every
 * call except these, which may run on any one other thread at a time:
 *   - kr_log_flush (at most one in flight), concurrently with the owner's
 *     appends, reads and queries; kr_log_truncate and kr_log_close wait for
 *     an in-flight flush to finish;
 *   - kr_log_flushed_offset and kr_log_failed (from any thread).
 * Slices stay valid until the owner's next kr_log_truncate or kr_log_close.
 */
#ifndef KR_STORAGE_LOG_H
#define KR_STORAGE_LOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "kwire/error.h"
#include "storage/error.h"
#include "storage/io.h"

struct kr_log;

/* Open flags (struct kr_log_options.flags). */
enum kr_log_flag {
	/* Cut the log at corruption found before its tail instead of failing
	 * to open (an operator's decision: committed data may be lost; set by
	 * `kwire repair-log --truncate-at-corruption`). */
	KR_LOG_TRUNCATE_ON_CORRUPTION = 1u << 0,
	/* Read-only recovery: change nothing on disk (see "Read-only
	 * recovery" above). */
	KR_LOG_READ_ONLY = 1u << 1,
};

/* metadata.log.segment.bytes: Kafka's default (1 GiB) and floor (8 MiB,
 * metadata.log.segment.min.bytes, which Kafka lets only tests lower: a
 * segment must hold the largest batch). */
#define KR_LOG_DEFAULT_SEGMENT_BYTES (1024u * 1024u * 1024u)
#define KR_LOG_MIN_SEGMENT_BYTES (8u * 1024u * 1024u)
#define KR_LOG_DEFAULT_INDEX_INTERVAL_BYTES 4096u

struct kr_log_options {
	struct kr_io *io;		/* NULL: kr_io_posix() */
	uint32_t segment_bytes;		/* 0: 1 GiB; at most INT32_MAX */
	/* the floor segment_bytes is checked against (0: 8 MiB, Kafka's);
	 * tests lower it to roll small segments */
	uint32_t segment_min_bytes;
	uint32_t index_interval_bytes;	/* 0: 4096 */
	unsigned flags;			/* enum kr_log_flag */
	/* Batches whose last offset is below this offset (the newest
	 * snapshot's end offset) are checked on open for their framing only
	 * (header, length, offsets, epochs), not their CRC-32C: the snapshot
	 * holds what they built. 0: every batch is checksummed. */
	int64_t verify_from;
};

/* Room for a reason: a runtime error's detail and a short prefix. */
#define KR_LOG_REASON_MAX (KW_ERROR_DETAIL_MAX + 32)

/*
 * What recovery found and did on open. With KR_LOG_READ_ONLY the cut is
 * made in memory only, and the fields describe what a writable open would
 * do (bytes_dropped: bytes it would cut, ...).
 */
struct kr_log_recovery {
	uint64_t bytes_dropped;		/* bytes cut from the log (0: none) */
	uint32_t segments_deleted;	/* later segments removed with them */
	bool corruption_truncated;	/* cut at corruption before the tail
					 * (a writable open does that only
					 * with KR_LOG_TRUNCATE_ON_CORRUPTION) */
	char file[32];			/* segment where the cut began, or "" */
	uint64_t position;		/* byte position of the cut in file */
	int64_t cut_offset;		/* the log's end offset after the cut */
	char reason[KR_LOG_REASON_MAX];	/* why the first dropped batch was bad */
	/* Files a writable open would rewrite because they differ from what
	 * the segments say (rebuilt from them; nothing is lost). */
	uint32_t stale_indexes;		/* .index files missing or different */
	bool stale_checkpoint;		/* leader-epoch-checkpoint */
	bool in_use;			/* read-only: a writer holds the lock */
};

/* A run of whole batches in one segment file (see "Reads" above). */
struct kr_log_slice {
	int fd;			/* the segment's descriptor, owned by the log */
	off_t position;		/* byte position of the first batch */
	size_t length;		/* bytes, whole batches; 0: nothing to read */
	int64_t first_offset;	/* base offset of the first batch */
	int64_t next_offset;	/* last offset of the last batch + 1 */
	int64_t segment_base;	/* names the segment file in errors */
};

/* What kr_log_append_* appended. */
struct kr_log_append_info {
	int64_t first_offset;	/* base offset of the first batch */
	int64_t next_offset;	/* the log end offset afterwards */
	int32_t last_epoch;	/* leader epoch of the last batch */
	uint32_t batches;
};

/*
 * Opens the log in directory dir and recovers it. A missing dir is created
 * (its parent directory is then fsynced), except with KR_LOG_READ_ONLY.
 * opts may be NULL (defaults). rec (may be NULL) receives what recovery cut;
 * when open fails with KW_ERR_CORRUPT it still describes the corruption
 * (file, position, reason, the cut that repair would make).
 * On success *out is the log; the caller closes it with kr_log_close.
 * Errors: KW_ERR_IO (a system call failed: detail names call, file, errno),
 * KW_ERR_CORRUPT (corruption before the tail: detail names the file, the
 * byte position, what was wrong and the repair command; it is composed to
 * fit struct kw_error's detail whole, leaving out the directory and then
 * the reason rather than cutting a value), KR_STORAGE_ERR_IN_USE (another
 * writable open holds the directory), KW_ERR_INVALID_ARGUMENT (bad
 * options), KW_ERR_NOMEM.
 */
int kr_log_open(struct kr_log **out, const char *dir,
		const struct kr_log_options *opts, struct kr_log_recovery *rec,
		struct kw_error *err);

/*
 * Writes the index files (not for a read-only log) and frees the log
 * (waiting for an in-flight flush), releasing the directory lock. Does not
 * sync the segments: flush first for durability. Returns 0 or KW_ERR_IO
 * when an index file could not be written (the log is freed either way;
 * indexes are rebuilt on the next open).
 */
int kr_log_close(struct kr_log *log);

/*
 * Appends the batches in buf[0..len) (one or more complete RecordBatch v2,
 * back to back) as the leader of epoch `epoch`: each batch's base offset is
 * set to the log end offset and its partition leader epoch to epoch (both
 * outside the CRC, rewritten in buf). Each batch's CRC is verified. Writes,
 * does not sync. Errors (nothing is appended unless the call returns 0):
 * KW_ERR_CORRUPT / KW_ERR_TRUNCATED / KW_ERR_INVALID_VALUE (a batch is not a
 * valid v2 batch), KR_STORAGE_ERR_EPOCH_REGRESSION (epoch below the log's
 * latest), KR_STORAGE_ERR_TOO_LARGE (a batch exceeds segment_bytes),
 * KR_STORAGE_ERR_FAILED (failed earlier), KW_ERR_IO (the write failed: the
 * log is now failed; the batches are not appended).
 */
int kr_log_append_leader(struct kr_log *log, uint8_t *buf, size_t len,
			 int32_t epoch, struct kr_log_append_info *info,
			 struct kw_error *err);

/*
 * Appends batches as a follower: buf is not changed; the first batch's base
 * offset must equal the log end offset, each next batch must start at the
 * previous one's last offset + 1 (KR_STORAGE_ERR_NOT_CONTIGUOUS), and leader
 * epochs must not decrease (KR_STORAGE_ERR_EPOCH_REGRESSION). Other errors
 * as kr_log_append_leader.
 */
int kr_log_append_follower(struct kr_log *log, const uint8_t *buf, size_t len,
			   struct kr_log_append_info *info,
			   struct kw_error *err);

/*
 * Makes everything appended so far durable: fdatasync of each segment with
 * unsynced bytes, the directory if a segment was created, and the epoch
 * checkpoint if it changed. On success *flushed (may be NULL) receives the
 * flushed offset (every offset below it is durable). May run on a thread of
 * its own (see "Threads"). Errors: KR_STORAGE_ERR_FAILED, KW_ERR_IO (a sync
 * failed: the log is now failed and the flushed offset stays where it was).
 */
int kr_log_flush(struct kr_log *log, int64_t *flushed, struct kw_error *err);

/*
 * Describes the batches from the one containing offset onwards, within one
 * segment: whole batches whose last offset is below max_offset (e.g. the
 * high watermark for an observer; INT64_MAX or the end offset for all that
 * was written), adding batches while the total stays within max_bytes, but
 * always at least one batch (as Kafka's fetch does). offset == end offset or
 * nothing below max_offset gives length 0. Checks batch boundaries as
 * described under "Reads", not CRCs (kr_log_slice_copy does). Errors:
 * KR_STORAGE_ERR_OUT_OF_RANGE (offset below the start or past the end
 * offset), KW_ERR_CORRUPT (a header is wrong: file and position named),
 * KW_ERR_IO.
 */
int kr_log_read(struct kr_log *log, int64_t offset, int64_t max_offset,
		size_t max_bytes, struct kr_log_slice *slice,
		struct kw_error *err);

/*
 * Reads a slice into dst (slice->length bytes) and verifies every batch in
 * it (header, length and CRC-32C). Errors: KW_ERR_CORRUPT (file and byte
 * position named), KW_ERR_IO.
 */
int kr_log_slice_copy(struct kr_log *log, const struct kr_log_slice *slice,
		      void *dst, struct kw_error *err);

/*
 * Removes every batch whose last offset is >= offset, so the end offset
 * becomes the base of the batch containing offset (offset itself when it is
 * a batch boundary); *new_end (may be NULL) receives it. The cut is synced
 * before returning (a crash must not bring truncated batches back). Errors:
 * KR_STORAGE_ERR_BELOW_HIGH_WATERMARK (the new end would be below the high
 * watermark: nothing changes), KR_STORAGE_ERR_OUT_OF_RANGE (offset below the
 * start offset), KR_STORAGE_ERR_FAILED, KW_ERR_IO (the log is now failed).
 * Truncating at or past the end offset changes nothing.
 */
int kr_log_truncate(struct kr_log *log, int64_t offset, int64_t *new_end,
		    struct kw_error *err);

/*
 * Tells the log the high watermark (offsets below it are committed and can
 * never be truncated). It must not go back and must not pass the end
 * offset: KW_ERR_INVALID_ARGUMENT.
 */
int kr_log_set_high_watermark(struct kr_log *log, int64_t hw);
int64_t kr_log_high_watermark(const struct kr_log *log);

/* ---- the log start and snapshots -------------------------------------
 * The log start offset begins as the first segment's base offset and only
 * moves forward, to the end offset of a snapshot the owner holds (see
 * storage/partition.h, which keeps the two consistent): offsets below it
 * are gone for every read, truncation and lookup, whether or not their
 * segment still exists. Only whole segments are deleted; the segment that
 * holds the start stays until a later segment begins at or before it. */

/*
 * Advances the log start to offset (Kafka's maybeIncrementLogStartOffset
 * and deleteOldSegments): the epoch cache loses the entries of epochs that
 * end at or before offset (the one holding it now starts there) and is
 * rewritten; every segment whose next segment begins at or before offset is
 * deleted, oldest first (a crash leaves a suffix of the log); the high
 * watermark and the flushed offset are raised to offset if below it. The
 * caller must hold a snapshot that ends at offset. An offset at or below
 * the start changes nothing. Errors: KR_STORAGE_ERR_OUT_OF_RANGE (past the
 * end offset: nothing changes), KR_STORAGE_ERR_FAILED, KR_STORAGE_ERR_READ_ONLY,
 * KW_ERR_IO (an unlink or the checkpoint failed: the log is now failed;
 * the next open finishes the job).
 */
int kr_log_advance_start(struct kr_log *log, int64_t offset, struct kw_error *err);

/*
 * Empties the log and makes it start (and end) at offset (Kafka's
 * truncateFullyAndStartAt, after a follower installed a snapshot that ends
 * past its log): every segment is deleted, newest first, an empty segment
 * named offset is created and the directory synced; the epoch cache is
 * emptied; start, end, high watermark and flushed offset all become offset.
 * A crash in between leaves a prefix of the old log, or nothing.
 * Errors: KW_ERR_INVALID_ARGUMENT (offset < 0), KR_STORAGE_ERR_FAILED,
 * KR_STORAGE_ERR_READ_ONLY, KW_ERR_IO (the log is now failed and holds
 * nothing).
 */
int kr_log_reset(struct kr_log *log, int64_t offset, struct kw_error *err);

/* The leader epoch of offset by the epoch cache (the epoch of the last
 * entry starting at or before it), -1 when offset is before every entry
 * or outside [start, end). */
int32_t kr_log_epoch_at(const struct kr_log *log, int64_t offset);

/* Bytes of the log's segments (Kafka's log.size), and the bytes that would
 * remain if the start advanced to offset (for the retention rules). */
uint64_t kr_log_size_bytes(const struct kr_log *log);
uint64_t kr_log_size_from(const struct kr_log *log, int64_t offset);

/* The first offset in the log, and the offset the next batch will get. */
int64_t kr_log_start_offset(const struct kr_log *log);
int64_t kr_log_end_offset(const struct kr_log *log);
/* The leader epoch of the last batch, -1 for an empty log. */
int32_t kr_log_last_epoch(const struct kr_log *log);
/* Every offset below this is durable. Any thread. */
int64_t kr_log_flushed_offset(struct kr_log *log);
/* True once a write or sync failed; err (may be NULL) receives why. Any
 * thread. */
bool kr_log_failed(struct kr_log *log, struct kw_error *err);

/* One entry of the leader-epoch cache: the first offset of an epoch. */
struct kr_log_epoch {
	int32_t epoch;
	int64_t start_offset;
};

/*
 * Copies up to max entries of the epoch cache (ascending) into out (may be
 * NULL when max is 0) and returns how many entries the cache holds, so a
 * caller can size its array first (e.g. to hand the log's shape to the
 * Raft core at start).
 */
size_t kr_log_epochs(const struct kr_log *log, struct kr_log_epoch *out,
		     size_t max);

/*
 * For KIP-595 divergence checks: the largest epoch <= epoch that the log
 * holds, and its end offset (the start offset of the next larger epoch in
 * the log, or the log end offset for the latest epoch). When the log holds
 * no epoch <= epoch (or is empty): *out_epoch = -1 and *out_end_offset = the
 * log start offset.
 */
void kr_log_end_offset_for_epoch(const struct kr_log *log, int32_t epoch,
				 int32_t *out_epoch, int64_t *out_end_offset);

/* ---- lookups by timestamp (ListOffsets) ------------------------------ */

/* A record found by timestamp: its offset, its timestamp and the leader
 * epoch of its batch; all three -1 when there is no such record. */
struct kr_log_timestamp_offset {
	int64_t offset;
	int64_t timestamp;
	int32_t epoch;
};

/*
 * Kafka's ListOffsets by timestamp: the first record with an offset below
 * max_offset (e.g. the high watermark) whose timestamp is >= timestamp.
 * Record timestamps are the create times in the batch, or the batch's max
 * timestamp for a log-append-time batch; control records count like any
 * other (as in Kafka). Cost: a linear scan of batch headers from the start
 * of the log (one small read per 4 KiB of headers; no time index is kept),
 * then the records of the one batch whose max timestamp first reaches
 * timestamp are read, CRC-checked and (if compressed) decompressed.
 * Owner thread only. Errors: KW_ERR_CORRUPT (a header or the batch is bad:
 * file and position named), KW_ERR_IO, KW_ERR_NOMEM; finding nothing is not
 * an error (out is all -1).
 */
int kr_log_offset_for_timestamp(struct kr_log *log, int64_t timestamp,
				int64_t max_offset,
				struct kr_log_timestamp_offset *out,
				struct kw_error *err);

/*
 * ListOffsets timestamp -3 (KIP-734): the record with the largest timestamp
 * among those with offsets below max_offset, the earliest one when several
 * share it. Same cost (a scan of every batch header below max_offset) and
 * errors as kr_log_offset_for_timestamp; an empty range gives all -1.
 */
int kr_log_max_timestamp(struct kr_log *log, int64_t max_offset,
			 struct kr_log_timestamp_offset *out,
			 struct kw_error *err);

#endif
