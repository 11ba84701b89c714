/* SPDX-License-Identifier: Apache-2.0 */
/*
 * storage/quorum_state.h — the quorum-state file: the vote and epoch a
 * Raft node must never forget, in Kafka's form (QuorumStateData as JSON on
 * one line, plus "data_version"), replaced atomically.
 *
 *   version 0: {"clusterId":"","leaderId":1,"leaderEpoch":5,"votedId":-1,
 *               "appliedOffset":0,"currentVoters":[{"voterId":1},...],
 *               "data_version":0}
 *   version 1: {"leaderId":1,"leaderEpoch":5,"votedId":-1,
 *               "votedDirectoryId":"AAAAAAAAAAAAAAAAAAAAAA","data_version":1}
 *
 * Writing: quorum-state.tmp is written (a stale one removed first),
 * fsynced and closed, renamed over quorum-state, and the directory fsynced;
 * a crash at any point leaves the old file or the new one, never an empty
 * or partial one.
 *
 * Reading: a missing file is "no state yet" (KR_STORAGE_ERR_NOT_FOUND),
 * which the caller treats as epoch 0 with no leader and no vote. An empty,
 * truncated or malformed file, a data_version other than 0 or 1, a missing
 * field that the version requires, or a value of the wrong type or range
 * is an error naming the file and what was wrong — never a silent reset of
 * the vote. Only the first line is read (as Kafka does); "clusterId" may be
 * absent (some Kafka releases did not write it).
 *
 * The functions are reentrant; the caller serialises calls on one directory.
 */
#ifndef KR_STORAGE_QUORUM_STATE_H
#define KR_STORAGE_QUORUM_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kwire/error.h"
#include "kwire/types.h"
#include "storage/error.h"
#include "storage/io.h"

#define KR_QUORUM_STATE_FILE "quorum-state"
#define KR_QUORUM_STATE_MAX_VOTERS 256

/* QuorumStateData, both versions (named so as not to clash with the core's
 * struct kr_quorum_state, the three fields the rules need). */
struct kr_quorum_state_data {
	int16_t data_version;		/* 0 or 1 */
	int32_t leader_id;		/* -1: no leader */
	int32_t leader_epoch;
	int32_t voted_id;		/* -1: not voted */
	struct kw_uuid voted_directory_id; /* v1; all zero: none */
	int64_t applied_offset;		/* v0 (unused by Kafka) */
	int32_t current_voter_count;	/* v0; -1: null (always null in v1) */
	int32_t current_voters[KR_QUORUM_STATE_MAX_VOTERS];
};

/*
 * Fills s with the schema's defaults for data_version: leader -1, epoch -1,
 * voted -1, zero directory id, applied offset 0, and an empty voter list in
 * version 0 (null in version 1).
 */
void kr_quorum_state_init(struct kr_quorum_state_data *s, int16_t data_version);

/*
 * Renders s as Kafka's one-line JSON (no newline) into *out, malloc'd
 * (caller frees), length in *len. Errors: KW_ERR_INVALID_ARGUMENT (bad
 * data_version, voter count out of range, voters given in version 1),
 * KW_ERR_NOMEM.
 */
int kr_quorum_state_to_json(const struct kr_quorum_state_data *s, char **out,
			    size_t *len, struct kw_error *err);

/*
 * Parses text[0..len) (its first line). Errors: KW_ERR_JSON (detail says
 * what: empty input, a parse error with line and column, a missing or
 * ill-typed field, a data_version outside 0..1).
 */
int kr_quorum_state_from_json(const char *text, size_t len,
			      struct kr_quorum_state_data *s,
			      struct kw_error *err);

/*
 * Reads dir/quorum-state through io (NULL: POSIX). Returns 0 (s filled),
 * KR_STORAGE_ERR_NOT_FOUND (no file: s holds kr_quorum_state_init(s, 0)'s
 * defaults), KW_ERR_JSON (the file is empty, truncated or malformed: the
 * detail names the file and the fault), KW_ERR_IO.
 */
int kr_quorum_state_read(const char *dir, struct kr_io *io,
			 struct kr_quorum_state_data *s, struct kw_error *err);

/*
 * Replaces dir/quorum-state with s (see "Writing" above). Returns 0 once
 * the new state is durable. Errors: KW_ERR_INVALID_ARGUMENT, KW_ERR_NOMEM,
 * KW_ERR_IO (detail names the step and errno; the old file is then still in
 * place, unless the failure was the final directory fsync, after which
 * either may be found after a crash — the caller must treat the vote as
 * not durable and stop).
 */
int kr_quorum_state_write(const char *dir, struct kr_io *io,
			  const struct kr_quorum_state_data *s,
			  struct kw_error *err);

#endif
