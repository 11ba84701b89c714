/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tools/log_dir.h — finds the Raft log directory for `kwire dump-log` and
 * `kwire repair-log` from what the operator typed: the partition directory
 * itself (DATA/__cluster_metadata-0) or the data directory holding it (the
 * node's log.dirs).
 */
#ifndef KWIRE_TOOLS_LOG_DIR_H
#define KWIRE_TOOLS_LOG_DIR_H

#include <stddef.h>

/* The partition directory's name inside a data directory. */
#define LOG_DIR_PARTITION "__cluster_metadata-0"

/*
 * Writes the partition directory for arg into out (n bytes): arg itself when
 * it holds no LOG_DIR_PARTITION directory, else arg/LOG_DIR_PARTITION.
 * Returns 0, or -1 with why filled (not a directory, path too long).
 */
int log_dir_resolve(const char *arg, char *out, size_t n, char *why, size_t whylen);

#endif
