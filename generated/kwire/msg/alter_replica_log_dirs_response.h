/* generated from schemas/clients/AlterReplicaLogDirsResponse.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_ALTER_REPLICA_LOG_DIRS_RESPONSE_H
#define KWIRE_MSG_ALTER_REPLICA_LOG_DIRS_RESPONSE_H

#include "kwire/arena.h"
#include "kwire/export.h"
#include "kwire/reader.h"
#include "kwire/types.h"
#include "kwire/writer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * AlterReplicaLogDirsResponse: response (api key 34), valid versions 0-2,
 * flexible versions 2+.
 */
#define KW_ALTER_REPLICA_LOG_DIRS_RESPONSE_MIN_VERSION 0
#define KW_ALTER_REPLICA_LOG_DIRS_RESPONSE_MAX_VERSION 2

/*
 * AlterReplicaLogDirsResponse.AlterReplicaLogDirPartitionResult (nested
 * struct)
 */
struct kw_alter_replica_log_dirs_response_alter_replica_log_dir_partition_result {
	/* (v0+) */
	int32_t partition_index;
	/* (v0+) */
	int16_t error_code;
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult (nested
 * struct)
 */
struct kw_alter_replica_log_dirs_response_alter_replica_log_dir_topic_result {
	/* (v0+) */
	struct kw_str topic_name;
	/* (v0+) */
	struct kw_alter_replica_log_dirs_response_alter_replica_log_dir_partition_result *partitions;
	int32_t partitions_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/* AlterReplicaLogDirsResponse, the message body. */
struct kw_alter_replica_log_dirs_response {
	/* (v0+) */
	int32_t throttle_time_ms;
	/* (v0+) */
	struct kw_alter_replica_log_dirs_response_alter_replica_log_dir_topic_result *results;
	int32_t results_count; /* -1: null */
	/* Tagged fields this code does not know, kept byte-exact. */
	struct kw_unknown_tags unknown_tagged_fields;
};

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_replica_log_dirs_response_alter_replica_log_dir_partition_result_init(struct kw_alter_replica_log_dirs_response_alter_replica_log_dir_partition_result *s);

/*
 * Sets every field of s to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_replica_log_dirs_response_alter_replica_log_dir_topic_result_init(struct kw_alter_replica_log_dirs_response_alter_replica_log_dir_topic_result *s);

/*
 * Sets every field of m to its schema default (arrays empty or null, no
 * unknown tags); allocates nothing.
 */
KW_EXPORT void kw_alter_replica_log_dirs_response_init(struct kw_alter_replica_log_dirs_response *m);

/*
 * Decodes one AlterReplicaLogDirsResponse body at version from r. m is
 * overwritten (fields absent at this version get their defaults). Arrays,
 * nested structs and unknown-tag lists come from arena a; strings, bytes
 * and records are views into r's buffer, valid while it lives. Returns 0,
 * or a negative KW_ERR_* code with r's error naming the field path:
 * KW_ERR_UNSUPPORTED_VERSION (version outside 0..2), KW_ERR_TRUNCATED,
 * KW_ERR_COUNT_TOO_LARGE, KW_ERR_LENGTH_PAST_END, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NEGATIVE_LENGTH, KW_ERR_STRING_TOO_LONG, KW_ERR_VARINT_TOO_LONG,
 * KW_ERR_VARINT_OVERFLOW, KW_ERR_INVALID_TAG, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_alter_replica_log_dirs_response_decode(struct kw_alter_replica_log_dirs_response *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);

/*
 * Encodes m at version into w (exactly _size bytes). Returns 0 or a
 * negative code (w's error names the field): KW_ERR_UNSUPPORTED_VERSION,
 * KW_ERR_NON_DEFAULT_FIELD (a non-ignorable field set at a version without
 * it), KW_ERR_NULL_NOT_ALLOWED, KW_ERR_TAGS_NOT_FLEXIBLE (unknown tags at
 * a non-flexible version), KW_ERR_STRING_TOO_LONG, KW_ERR_BUFFER_FULL,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_alter_replica_log_dirs_response_encode(const struct kw_alter_replica_log_dirs_response *m, int16_t version, struct kw_writer *w);

/*
 * The number of bytes _encode writes for m at version (when it succeeds).
 */
KW_EXPORT size_t kw_alter_replica_log_dirs_response_size(const struct kw_alter_replica_log_dirs_response *m, int16_t version);

/*
 * Deep equality, unknown tags included (a float64 compares by its bits).
 */
KW_EXPORT bool kw_alter_replica_log_dirs_response_equal(const struct kw_alter_replica_log_dirs_response *a, const struct kw_alter_replica_log_dirs_response *b);

#endif
