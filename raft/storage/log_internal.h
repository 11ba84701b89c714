/* SPDX-License-Identifier: Apache-2.0 */
/*
 * storage/log_internal.h — pieces of the log kept apart so each can be read
 * and tested alone: the offset index (index.c) and the leader-epoch cache
 * with its checkpoint text (epoch_cache.c). Not part of the public API.
 */
#ifndef KR_STORAGE_LOG_INTERNAL_H
#define KR_STORAGE_LOG_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

/* ---- offset index ------------------------------------------------------
 * Kafka's sparse offset index: an entry (last offset of a batch relative to
 * the segment base, byte position of that batch) is added before a batch
 * once more than interval bytes were appended since the previous entry.
 * File form: the entries back to back, each two big-endian int32.
 */
#define KR__INDEX_ENTRY_SIZE 8

struct kr__index_entry {
	uint32_t rel;	/* last offset of the batch - segment base */
	uint32_t pos;	/* byte position of the batch */
	uint32_t rel_base; /* its base offset - segment base (memory only) */
};

struct kr__index {
	struct kr__index_entry *entries;
	size_t len, cap;
	uint64_t since_last;	/* bytes appended since the last entry */
};

/* Records that the batch at pos (n bytes, offsets base + rel_base ..
 * base + rel) was appended. Entries are best-effort: an allocation failure
 * only makes the index sparser. */
void kr__index_note(struct kr__index *ix, uint32_t rel_base, uint32_t rel,
		    uint32_t pos, uint32_t n, uint32_t interval);
/* The position of the last entry whose rel <= rel (its rel in *rel_found),
 * or 0 when there is none (*rel_found is then 0). */
uint64_t kr__index_lookup(const struct kr__index *ix, uint32_t rel,
			  uint32_t *rel_found);
/*
 * The last entry whose batch starts after byte position after, at or
 * before byte position max_pos, with rel_base <= max_rel_base; NULL if none.
 * The bytes from a batch boundary before it up to its position are whole
 * batches, so a read can take them without walking their headers.
 */
const struct kr__index_entry *kr__index_furthest(const struct kr__index *ix,
						 uint64_t after, uint64_t max_pos,
						 uint64_t max_rel_base);
/* Drops entries for batches at or after byte position pos. */
void kr__index_truncate(struct kr__index *ix, uint32_t pos);
/* Writes len * 8 bytes to out. */
void kr__index_encode(const struct kr__index *ix, uint8_t *out);
void kr__index_free(struct kr__index *ix);

/* ---- leader-epoch cache ------------------------------------------------
 * (epoch, start offset) pairs, ascending in both, one per epoch change.
 * Checkpoint file form (Kafka's leader-epoch-checkpoint):
 *   0\n            version
 *   N\n            number of entries
 *   E S\n          N lines: epoch, start offset
 */
#define KR__EPOCH_CHECKPOINT_FILE "leader-epoch-checkpoint"

struct kr__epoch_entry {
	int32_t epoch;
	int64_t start;
};

struct kr__epoch_cache {
	struct kr__epoch_entry *entries;
	size_t len, cap;
};

void kr__epoch_cache_init(struct kr__epoch_cache *c);
void kr__epoch_cache_free(struct kr__epoch_cache *c);
/* The latest epoch, -1 when empty. */
int32_t kr__epoch_cache_last(const struct kr__epoch_cache *c);
/* Notes a batch of epoch starting at start; adds an entry when epoch is
 * above the latest. 0 or KW_ERR_NOMEM. */
int kr__epoch_cache_add(struct kr__epoch_cache *c, int32_t epoch, int64_t start);
/* Removes entries starting at or after end. */
void kr__epoch_cache_truncate(struct kr__epoch_cache *c, int64_t end);
/* Removes the entries of epochs that end at or before start; the entry
 * holding start then begins at start (Kafka's truncateFromStart). */
void kr__epoch_cache_truncate_front(struct kr__epoch_cache *c, int64_t start);
/* The epoch of the entry holding offset, -1 when offset is before all. */
int32_t kr__epoch_cache_epoch_at(const struct kr__epoch_cache *c, int64_t offset);
int kr__epoch_cache_copy(struct kr__epoch_cache *dst,
			 const struct kr__epoch_cache *src);
/* See kr_log_end_offset_for_epoch. */
void kr__epoch_cache_end_offset(const struct kr__epoch_cache *c, int32_t epoch,
				int64_t log_start, int64_t log_end,
				int32_t *out_epoch, int64_t *out_end);
/* Renders the checkpoint text into a malloc'd *text (caller frees). */
int kr__epoch_cache_render(const struct kr__epoch_cache *c, char **text,
			   size_t *len);
/* Parses checkpoint text; 0, KW_ERR_CORRUPT (malformed) or KW_ERR_NOMEM. */
int kr__epoch_cache_parse(struct kr__epoch_cache *c, const char *text,
			  size_t len);

#endif
