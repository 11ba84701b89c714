/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire repair-log — the operator's repair of a damaged Raft log: cuts it
 * where recovery finds the first bad batch, as a starting node does by
 * itself for a torn tail, and, only when asked with
 * --truncate-at-corruption, also at corruption before the tail (which a
 * node refuses to start with, because valid data after it would be lost).
 *
 * A dry run by default (the log is opened read-only and what a repair would
 * cut is printed); --execute does it, through the same recovery a node runs
 * with raft/storage's KR_LOG_TRUNCATE_ON_CORRUPTION.
 */
#include "commands.h"

#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static void usage(FILE *out)
{
	fputs("usage: kwire repair-log --dir LOGDIR [--truncate-at-corruption] [--execute]\n"
	      "Cuts a damaged Raft log at its first bad batch, so a node can start on it.\n"
	      "Stop the node first (a running node holds the log and this refuses).\n"
	      "\n"
	      "  --dir LOGDIR               the __cluster_metadata-0 directory, or the data\n"
	      "                             directory (log.dirs) holding it\n"
	      "  --truncate-at-corruption   also cut at corruption found before the log's\n"
	      "                             tail, losing the valid batches after it (without\n"
	      "                             it only a torn tail is cut, as a starting node\n"
	      "                             does by itself)\n"
	      "  --execute                  do it; without it, a dry run prints what would be\n"
	      "                             cut and changes nothing\n"
	      "\n"
	      "What is cut is gone from this node. In a quorum, the node then fetches what\n"
	      "it lacks from the leader; records committed by a majority survive on the\n"
	      "other voters. Repair one voter at a time, and read what would be lost first\n"
	      "with 'kwire dump-log --file' on the segment named in the dry run.\n"
	      "\n"
	      "Exit status: 0 the dry run ran, or the log was repaired (or needed\n"
	      "nothing); 1 the log cannot be opened, is in use, or has corruption before\n"
	      "its tail and --truncate-at-corruption was not given; 2 usage.\n",
	      out);
}

#include "log_dir.h"
#include "storage/log.h"

/* What a cut means, in words, for the dry run and the report. */
static void describe_cut(const struct kr_log_recovery *rec, bool done)
{
	printf("%s %" PRIu64 " bytes from %s position %" PRIu64 " on", done ? "Cut" : "Would cut",
	       rec->bytes_dropped, rec->file, rec->position);
	if (rec->segments_deleted)
		printf(", %s %" PRIu32 " later segment file(s)", done ? "deleted" : "deleting",
		       rec->segments_deleted);
	printf(" (%s); the log %s at offset %" PRId64 ".\n", rec->reason,
	       done ? "now ends" : "would end", rec->cut_offset);
}

/* Opens the log with flags (enum kr_log_flag); NULL after saying why. */
static struct kr_log *open_log(const char *dir, unsigned flags, struct kr_log_recovery *rec)
{
	struct kr_log *log;
	struct kr_log_options opts = { .flags = flags };
	struct kw_error err;
	kw_error_clear(&err);
	if (kr_log_open(&log, dir, &opts, rec, &err) != 0) {
		char buf[KW_ERROR_DETAIL_MAX];
		fprintf(stderr, "kwire repair-log: %s\n", kw_error_format(&err, buf, sizeof buf));
		return NULL;
	}
	return log;
}

static int dry_run(const char *dir, bool at_corruption)
{
	struct kr_log_recovery rec;
	struct kr_log *log = open_log(dir, KR_LOG_READ_ONLY, &rec);
	if (log == NULL)
		return 1;
	printf("Dry run on %s (nothing is changed; add --execute to repair).\n", dir);
	if (rec.in_use)
		printf("A process has this log open for writing (a running node?): stop it "
		       "first; --execute refuses until then.\n");
	if (rec.bytes_dropped == 0 && rec.file[0] == '\0') {
		printf("The log is whole (start offset %" PRId64 ", end offset %" PRId64
		       "): nothing to cut.\n",
		       kr_log_start_offset(log), kr_log_end_offset(log));
	} else if (rec.corruption_truncated && !at_corruption) {
		printf("Corruption before the tail: ");
		describe_cut(&rec, false);
		printf("A node refuses to start on this log. Repairing it needs "
		       "--truncate-at-corruption, which loses the valid batches after the "
		       "corrupt one.\n");
	} else {
		printf("%s: ", rec.corruption_truncated ? "Corruption before the tail"
							: "Torn tail");
		describe_cut(&rec, false);
		if (!rec.corruption_truncated)
			printf("A starting node makes this cut by itself.\n");
	}
	kr_log_close(log);
	return 0;
}

static int execute(const char *dir, bool at_corruption)
{
	struct kr_log_recovery rec;
	struct kr_log *log = open_log(dir, at_corruption ? KR_LOG_TRUNCATE_ON_CORRUPTION : 0, &rec);
	if (log == NULL)
		return 1;
	if (rec.bytes_dropped == 0 && rec.file[0] == '\0')
		printf("The log in %s is whole (start offset %" PRId64 ", end offset %" PRId64
		       "): nothing cut.\n",
		       dir, kr_log_start_offset(log), kr_log_end_offset(log));
	else
		describe_cut(&rec, true);
	if (kr_log_close(log) != 0) {
		/* The cut itself was synced by the open; only an index file
		 * failed, and it is rebuilt on the next open. */
		fprintf(stderr, "kwire repair-log: warning: an index file could not be "
				"written (the next open rebuilds it)\n");
	}
	return 0;
}

int kw_cmd_repair_log(int argc, char **argv)
{
	const char *dir = NULL;
	bool at_corruption = false, run = false;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			return 0;
		} else if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
			dir = argv[++i];
		} else if (strcmp(argv[i], "--truncate-at-corruption") == 0) {
			at_corruption = true;
		} else if (strcmp(argv[i], "--execute") == 0) {
			run = true;
		} else {
			fprintf(stderr, "kwire repair-log: unknown argument '%s'\n", argv[i]);
			usage(stderr);
			return 2;
		}
	}
	if (dir == NULL) {
		fprintf(stderr, "kwire repair-log: --dir: missing\n");
		usage(stderr);
		return 2;
	}
	char path[4096], why[256];
	if (log_dir_resolve(dir, path, sizeof path, why, sizeof why) != 0) {
		fprintf(stderr, "kwire repair-log: %s\n", why);
		return 1;
	}
	return run ? execute(path, at_corruption) : dry_run(path, at_corruption);
}
