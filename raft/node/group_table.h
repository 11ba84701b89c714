/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/group_table.h — the consumer groups of the committed log: each
 * group's committed offset of __cluster_metadata partition 0 and the
 * metadata that outlives a leader (protocol type, generation, protocol),
 * built by every node from its own control records (node.c) and kept in
 * snapshots, so that a new group coordinator (the next leader) starts
 * from what the previous one committed.
 *
 * The records are Kafka's __consumer_offsets records carried as control
 * records of the node's own: the value of a control record of type
 * KR_CONTROL_GROUP_OFFSET is an int16 key version (1) and Kafka's
 * OffsetCommitKey, then, unless it is a tombstone, an int16 value version
 * (3) and OffsetCommitValue; one of type KR_CONTROL_GROUP_METADATA is
 * GroupMetadataKey (v2) and GroupMetadataValue (v3, no members: membership
 * lives in the leader's memory only). A metadata tombstone deletes the
 * group and its offset (DeleteGroups, or a group emptied with no offset).
 * Each record is a few KiB at most (bounded names and offset metadata),
 * far below the 64 KiB control batches a follower takes from a snapshot.
 */
#ifndef KR_NODE_GROUP_TABLE_H
#define KR_NODE_GROUP_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kwire/types.h"
#include "kwire/writer.h"

/* The longest group id, protocol type and protocol name accepted. */
#define KR_GROUP_ID_MAX 255
#define KR_GROUP_NAME_MAX 255
/* The longest offset metadata any record may hold (offset.metadata.max.
 * bytes is checked against it). */
#define KR_GROUP_OFFSET_METADATA_MAX 32768
/* Groups the table (and the coordinator) holds at most. */
#define KR_GROUP_MAX_GROUPS 10000

struct kr_group_entry {
	char id[KR_GROUP_ID_MAX + 1];
	bool has_meta;
	char protocol_type[KR_GROUP_NAME_MAX + 1];
	char protocol[KR_GROUP_NAME_MAX + 1]; /* "": none */
	int32_t generation;
	bool has_offset;
	int64_t offset;
	int32_t leader_epoch;
	int64_t commit_ts;
	char *metadata; /* owned; NULL with metadata_len -1: null */
	int32_t metadata_len;
};

struct kr_group_table {
	struct kr_group_entry *v;
	size_t n, cap;
};

void kr_group_table_init(struct kr_group_table *t);
void kr_group_table_free(struct kr_group_table *t);
void kr_group_table_clear(struct kr_group_table *t);
/* The group named id, or NULL. */
const struct kr_group_entry *kr_group_table_find(const struct kr_group_table *t,
						 struct kw_str id);

/* Applies one control record of type KR_CONTROL_GROUP_OFFSET or
 * KR_CONTROL_GROUP_METADATA (others: 0, nothing done). Returns 0, -1 for a
 * record that does not decode (why says why), -2 out of memory or over
 * KR_GROUP_MAX_GROUPS. */
int kr_group_table_apply(struct kr_group_table *t, int16_t type, const uint8_t *value,
			 size_t len, char *why, size_t why_len);

/* The records' values, into w (a growable writer). metadata may be
 * KW_STR_NULL; protocol an empty string for none. A NULL offset or
 * protocol_type writes the tombstone. */
struct kr_group_offset {
	int64_t offset;
	int32_t leader_epoch;
	struct kw_str metadata;
	int64_t commit_ts;
};
int kr_group_offset_record(struct kw_writer *w, struct kw_str group,
			   const struct kr_group_offset *o);
struct kr_group_meta {
	struct kw_str protocol_type;
	int32_t generation;
	struct kw_str protocol; /* len <= 0: none */
	int64_t ts;
};
int kr_group_meta_record(struct kw_writer *w, struct kw_str group,
			 const struct kr_group_meta *m);

/* Writes the table's records into a snapshot being written (at base, the
 * snapshot's end offset). Returns 0 or a negative kr_node error. */
struct kr_node_snapshot;
int kr_group_table_write(struct kr_node_snapshot *snap, int64_t base,
			 const struct kr_group_table *t);

#endif
