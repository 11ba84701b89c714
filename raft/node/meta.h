/*
 * node/meta.h — the data directory's identity file, meta.properties, as
 * Kafka's `kafka-storage format` writes it (version 1):
 *
 *   #
 *   #<date>
 *   version=1
 *   cluster.id=<cluster id>
 *   node.id=<node id>            (absent for an observer without an id)
 *   directory.id=<uuid, Kafka's base64url text>
 *
 * `kwire format` writes it once, with a fresh random directory id (16
 * bytes whose first 8 are not all zero, as Kafka's). Files written before
 * directory ids (version 0 with cluster.id and node.id or broker.id, or a
 * version 1 file without directory.id) still load: kr_meta_read leaves the
 * id zero and kr_meta_check gives the directory one, rewriting the file as
 * version 1 (as Kafka does on start).
 *
 * `kwire node` checks it on start and
 * refuses a directory that is unformatted or belongs to another cluster or
 * node, rather than taking an empty disk for a new node.
 */
#ifndef KR_NODE_META_H
#define KR_NODE_META_H

#include <stdbool.h>
#include <stdint.h>

#include "kwire/types.h"

#define KR_META_FILE "meta.properties"
#define KR_META_CLUSTER_ID_MAX 64
#define KR_META_ERROR_MAX 512

struct kr_meta {
	int32_t version;
	char cluster_id[KR_META_CLUSTER_ID_MAX];
	int32_t node_id;          /* -1: absent */
	struct kw_uuid directory_id;
};

/*
 * Checks a cluster id as Kafka's format does: a 16-byte uuid in base64url
 * text (22 characters). Returns 0 or -1 with the reason in err.
 */
int kr_meta_check_cluster_id(const char *id, char err[KR_META_ERROR_MAX]);

/*
 * Reads dir/meta.properties. Returns 0, 1 when the file does not exist, or
 * -1 with err naming the file and what is wrong.
 */
int kr_meta_read(const char *dir, struct kr_meta *m, char err[KR_META_ERROR_MAX]);

/*
 * Formats dir (creating it if missing): writes meta.properties with a fresh
 * random directory id, atomically (temp file, fsync, rename, fsync of the
 * directory). Refuses a directory that already holds meta.properties unless
 * ignore_formatted is set and the file names the same cluster and node (then
 * it returns 0 and leaves it). Returns 0 or -1 with err.
 */
int kr_meta_format(const char *dir, const char *cluster_id, int32_t node_id,
		   bool ignore_formatted, struct kr_meta *out,
		   char err[KR_META_ERROR_MAX]);

/*
 * kr_meta_format with a given directory id (NULL: a random one), as
 * kafka-storage's --initial-controllers gives this node's.
 */
int kr_meta_format_dir(const char *dir, const char *cluster_id, int32_t node_id,
		       const struct kw_uuid *directory_id, bool ignore_formatted,
		       struct kr_meta *out, char err[KR_META_ERROR_MAX]);

/*
 * What `kwire node` does on start: dir must hold meta.properties for this
 * node id; cluster_id (NULL: whatever the file says) must match too.
 * A file without a directory id is rewritten with a new one (see above).
 * Returns 0 (m filled) or -1 with err saying what to do.
 */
int kr_meta_check(const char *dir, const char *cluster_id, int32_t node_id,
		  struct kr_meta *m, char err[KR_META_ERROR_MAX]);

#endif
