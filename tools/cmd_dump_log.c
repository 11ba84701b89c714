/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire dump-log — prints the batches and records of a node's Raft log or
 * of one snapshot or segment file, as kafka-dump-log.sh --print-data-log
 * does. It never changes a file: the log is opened with raft/storage's
 * read-only recovery (KR_LOG_READ_ONLY), which makes in memory the cut a
 * starting node would make and reports it, so a damaged log still shows its
 * valid prefix. The output forms are in usage() below.
 */
#include "commands.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *out)
{
	fputs("usage: kwire dump-log (--dir LOGDIR | --file FILE) [--json] [--no-payload]\n"
	      "                      [--max-bytes N]\n"
	      "Prints every batch and record of a Raft log, as kafka-dump-log.sh\n"
	      "--print-data-log does. Nothing on disk is changed.\n"
	      "\n"
	      "  --dir LOGDIR   the log: the __cluster_metadata-0 directory, or the data\n"
	      "                 directory (log.dirs) holding it. It is recovered in memory\n"
	      "                 as a starting node would recover it; what the node would\n"
	      "                 cut is reported, and the valid prefix is printed, from\n"
	      "                 the log start on; then its snapshots (OFFSET-EPOCH.checkpoint),\n"
	      "                 each checked whole, and the snapshot files a starting\n"
	      "                 node would remove (partial, damaged), with the reason.\n"
	      "  --file FILE    one file: a snapshot (OFFSET-EPOCH.checkpoint, whose batches\n"
	      "                 must open with a SnapshotHeader and end with a\n"
	      "                 SnapshotFooter) or a segment (.log), read batch by batch up\n"
	      "                 to the first one that is not valid.\n"
	      "  --json         one JSON object per line (below) instead of text\n"
	      "  --no-payload   print the sizes of keys and values, not their bytes\n"
	      "  --max-bytes N  print at most N bytes of each key and value (text: \"...\"\n"
	      "                 marks a cut; JSON: \"keyTruncated\"/\"valueTruncated\": true).\n"
	      "                 Unlike kafka-dump-log.sh's --max-bytes, it does not limit\n"
	      "                 how much of the log is read.\n"
	      "\n"
	      "Text: a line per batch (baseOffset, lastOffset, count, partitionLeaderEpoch,\n"
	      "isControl, position, CreateTime or LogAppendTime, size, compresscodec, crc,\n"
	      "isvalid), then a line per record starting with \"| \": offset, timestamp,\n"
	      "keySize, valueSize, then key, payload and headers (their count). Keys and\n"
	      "values print as text when they are printable ASCII, else as \"base64:...\";\n"
	      "null stays null. A control record shows controlType and its decoded value\n"
	      "in Kafka's JSON form: LEADER_CHANGE (LeaderChange: {...}), SNAPSHOT_HEADER\n"
	      "(SnapshotHeader), SNAPSHOT_FOOTER (SnapshotFooter), KRAFT_VERSION\n"
	      "(KRaftVersion), KRAFT_VOTERS (KRaftVoters), kwire's VOTER_ASSIGNMENT\n"
	      "(type 10000, VoterAssignment), ABORT/COMMIT (endTxnMarker); another type\n"
	      "prints as UNKNOWN(type) with its value. A data record whose value is a\n"
	      "KRaft metadata record (its frame, then a record of a type libkwire knows,\n"
	      "taking the whole value) prints that record decoded, as kafka-dump-log.sh\n"
	      "--cluster-metadata-decoder does: payload: {\"type\":\"TOPIC_RECORD\",\n"
	      "\"version\":0,\"data\":{...}}. The last lines say what recovery found.\n"
	      "\n"
	      "JSON lines: one per batch,\n"
	      "  {\"baseOffset\", \"lastOffset\", \"count\", \"partitionLeaderEpoch\", \"isControl\",\n"
	      "   \"isTransactional\", \"producerId\", \"position\", \"timestampType\",\n"
	      "   \"maxTimestamp\", \"size\", \"compressCodec\", \"crc\", \"isValid\",\n"
	      "   \"records\": [...]}\n"
	      "where a data record is {\"offset\", \"timestamp\", \"key\" (or \"keyBase64\"),\n"
	      "\"value\" (or \"valueBase64\"), \"keySize\", \"valueSize\", \"headers\"} (key and\n"
	      "value left out with --no-payload; sizes -1 for null; a KRaft metadata record\n"
	      "adds \"metadataRecord\": {\"type\", \"version\", \"data\"}) and a control record\n"
	      "{\"offset\", \"timestamp\", \"keySize\", \"valueSize\", \"controlType\",\n"
	      "\"controlTypeId\", \"message\": {...} or null with \"error\" and \"valueBase64\"};\n"
	      "then one last line\n"
	      "  {\"summary\": {\"file\" or \"dir\", \"batches\", \"records\", \"invalidBatches\",\n"
	      "   \"startOffset\", \"endOffset\", \"snapshots\": [{\"file\", \"endOffset\",\n"
	      "   \"epoch\", \"size\", \"lastContainedLogTimestamp\"}], \"snapshotsToRemove\":\n"
	      "   [{\"file\", \"reason\"}], \"recovery\": null or {\"file\", \"position\",\n"
	      "   \"cutOffset\", \"bytesToCut\", \"segmentsToDelete\", \"reason\",\n"
	      "   \"needsRepair\"}, \"staleIndexes\", \"staleCheckpoint\", \"inUse\"}}\n"
	      "(--dir; for --file: \"snapshotEndOffset\", \"snapshotEpoch\", \"invalidBytes\",\n"
	      "\"reason\", \"complete\").\n"
	      "\n"
	      "Exit status: 0 the log (or file) is whole, or only has a torn tail that a\n"
	      "starting node cuts by itself; 1 it cannot be read, or has damage a node\n"
	      "refuses to start with (see 'kwire repair-log --help'), or a batch is bad;\n"
	      "2 usage.\n",
	      out);
}

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dump_batch.h"
#include "kwire/records.h"
#include "storage/log.h"
#include "storage/snapshot.h"
#include "log_dir.h"
#include "node/bootstrap_voters.h"

#define READ_CHUNK (4u << 20)

/* Reads exactly n bytes at off: 0, or -1 (errno set; EIO on a short file). */
static int read_at(int fd, void *buf, size_t n, off_t off)
{
	size_t got = 0;
	while (got < n) {
		ssize_t r = pread(fd, (uint8_t *)buf + got, n - got, off + (off_t)got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			if (r == 0)
				errno = EIO;
			return -1;
		}
		got += (size_t)r;
	}
	return 0;
}

static void json_summary_recovery(const struct kr_log_recovery *rec)
{
	if (rec->bytes_dropped == 0 && rec->file[0] == '\0') {
		printf("null");
		return;
	}
	printf("{\"file\": ");
	dump_json_string(rec->file);
	printf(", \"position\": %" PRIu64 ", \"cutOffset\": %" PRId64
	       ", \"bytesToCut\": %" PRIu64 ", \"segmentsToDelete\": %" PRIu32
	       ", \"reason\": ",
	       rec->position, rec->cut_offset, rec->bytes_dropped, rec->segments_deleted);
	dump_json_string(rec->reason);
	printf(", \"needsRepair\": %s}", rec->corruption_truncated ? "true" : "false");
}

/* What recovery found, after the batches. Text to stdout. */
static void text_summary(const char *dir, const struct kr_log_recovery *rec,
			 const struct dump_counts *c, int64_t start, int64_t end)
{
	printf("Read %" PRIu64 " batches, %" PRIu64 " records; start offset %" PRId64
	       ", end offset %" PRId64 "\n",
	       c->batches, c->records, start, end);
	if (rec->bytes_dropped > 0 || rec->file[0] != '\0') {
		printf("%s: %" PRIu64 " bytes from %s position %" PRIu64
		       " on (%" PRIu32 " later segment files) are not part of the log: %s\n",
		       rec->corruption_truncated ? "Corruption before the tail"
						 : "Torn tail",
		       rec->bytes_dropped, rec->file, rec->position, rec->segments_deleted,
		       rec->reason);
		if (rec->corruption_truncated)
			printf("A node refuses to start on this log; 'kwire repair-log --dir %s "
			       "--truncate-at-corruption' shows the repair (the log would end "
			       "at offset %" PRId64 ").\n",
			       dir, rec->cut_offset);
		else
			printf("A starting node cuts them (the log then ends at offset %" PRId64
			       "); nothing was changed here.\n",
			       rec->cut_offset);
	}
	if (rec->stale_indexes)
		printf("A starting node rewrites %" PRIu32 " index file(s) from the segments "
		       "(missing or out of date; nothing is lost).\n",
		       rec->stale_indexes);
	if (rec->stale_checkpoint)
		printf("A starting node rewrites the leader-epoch-checkpoint from the "
		       "segments.\n");
	if (rec->in_use)
		printf("Note: a process has this log open for writing (a running node?); "
		       "its last batches may be a write in progress.\n");
}

/* The snapshots of the directory, as a starting node would find them:
 * each checked whole, the ones it would remove with the reason. */
static void text_snapshots(const struct kr_snapshot_list *l)
{
	for (size_t i = 0; i < l->n; i++) {
		char name[KR_SNAPSHOT_NAME_MAX];
		kr_snapshot_file_name(l->s[i].id, KR_SNAPSHOT_SUFFIX, name, sizeof name);
		printf("Snapshot %s: end offset %" PRId64 ", epoch %" PRId32 ", %" PRIu64
		       " bytes, last contained timestamp %" PRId64 "\n",
		       name, l->s[i].id.end_offset, l->s[i].id.epoch, l->s[i].size,
		       l->s[i].last_contained_timestamp);
	}
	for (size_t i = 0; i < l->n_dropped; i++)
		printf("A starting node removes %s: %s\n", l->dropped[i].file,
		       l->dropped[i].reason);
}

/* KIP-853's bootstrap checkpoint (kwire format --standalone or
 * --initial-controllers): no snapshot of the log, so not in the list
 * above; its voters, or why it cannot be read. */
static void text_bootstrap(const char *dir)
{
	struct kr_bootstrap_voters bv;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	int rc = kr_bootstrap_voters_read(dir, &bv, err);
	if (rc == 1)
		return;
	if (rc < 0) {
		printf("Bootstrap checkpoint %s: not valid: %s\n", KR_BOOTSTRAP_VOTERS_FILE, err);
		return;
	}
	printf("Bootstrap checkpoint %s (the initial voters, not a snapshot): kraft.version "
	       "%d, voters",
	       KR_BOOTSTRAP_VOTERS_FILE, (int)bv.kraft_version);
	for (int32_t i = 0; i < bv.n; i++) {
		char d[KW_UUID_TEXT_LEN + 1];
		kw_uuid_to_text(&bv.v[i].dir, d);
		printf("%s %d@%s:%u:%s", i ? "," : "", (int)bv.v[i].id, bv.v[i].endpoint.host,
		       (unsigned)bv.v[i].endpoint.port, d);
	}
	printf("\n");
}

static void json_snapshots(const struct kr_snapshot_list *l)
{
	printf(", \"snapshots\": [");
	for (size_t i = 0; i < l->n; i++) {
		char name[KR_SNAPSHOT_NAME_MAX];
		kr_snapshot_file_name(l->s[i].id, KR_SNAPSHOT_SUFFIX, name, sizeof name);
		printf("%s{\"file\": ", i ? ", " : "");
		dump_json_string(name);
		printf(", \"endOffset\": %" PRId64 ", \"epoch\": %" PRId32 ", \"size\": %" PRIu64
		       ", \"lastContainedLogTimestamp\": %" PRId64 "}",
		       l->s[i].id.end_offset, l->s[i].id.epoch, l->s[i].size,
		       l->s[i].last_contained_timestamp);
	}
	printf("], \"snapshotsToRemove\": [");
	for (size_t i = 0; i < l->n_dropped; i++) {
		printf("%s{\"file\": ", i ? ", " : "");
		dump_json_string(l->dropped[i].file);
		printf(", \"reason\": ");
		dump_json_string(l->dropped[i].reason);
		printf("}");
	}
	printf("]");
}

static int dump_dir(const char *arg, const struct dump_options *o)
{
	char dir[4096];
	char why[256];
	if (log_dir_resolve(arg, dir, sizeof dir, why, sizeof why) != 0) {
		fprintf(stderr, "kwire dump-log: %s\n", why);
		return 1;
	}
	struct kr_log *log;
	struct kr_log_recovery rec;
	struct kr_log_options opts = { .flags = KR_LOG_READ_ONLY };
	struct kw_error err;
	kw_error_clear(&err);
	if (kr_log_open(&log, dir, &opts, &rec, &err) != 0) {
		char buf[KW_ERROR_DETAIL_MAX];
		fprintf(stderr, "kwire dump-log: %s\n", kw_error_format(&err, buf, sizeof buf));
		return 1;
	}
	if (!o->json)
		printf("Dumping %s\nStarting offset: %" PRId64 "\n", dir,
		       kr_log_start_offset(log));
	struct dump_counts c;
	dump_counts_init(&c);
	int status = 0;
	uint8_t *buf = NULL;
	int64_t start = kr_log_start_offset(log), end = kr_log_end_offset(log);
	for (int64_t off = start; off < end;) {
		struct kr_log_slice s;
		kw_error_clear(&err);
		if (kr_log_read(log, off, INT64_MAX, READ_CHUNK, &s, &err) != 0 ||
		    s.length == 0) {
			char b[KW_ERROR_DETAIL_MAX];
			fprintf(stderr, "kwire dump-log: read at offset %" PRId64 ": %s\n", off,
				kw_error_format(&err, b, sizeof b));
			status = 1;
			break;
		}
		uint8_t *nb = realloc(buf, s.length);
		if (nb == NULL) {
			fprintf(stderr, "kwire dump-log: out of memory\n");
			status = 1;
			break;
		}
		buf = nb;
		/* Raw bytes (not kr_log_slice_copy, which stops at a bad CRC):
		 * dump_batch checks and reports each batch. */
		if (read_at(s.fd, buf, s.length, s.position) != 0) {
			fprintf(stderr, "kwire dump-log: segment %020" PRId64 ": read: %s\n",
				s.segment_base, strerror(errno));
			status = 1;
			break;
		}
		for (size_t at = 0; at < s.length;) {
			struct kw_record_batch_header h;
			kw_error_clear(&err);
			if (kw_record_batch_header_parse(buf + at, s.length - at, &h, &err) < 0) {
				fprintf(stderr, "kwire dump-log: bad header: %s\n", err.detail);
				status = 1;
				break;
			}
			size_t n = KW_RECORD_BATCH_OVERHEAD + (size_t)h.batch_length;
			if (n > s.length - at)
				n = s.length - at;
			if (dump_batch(buf + at, n, (uint64_t)s.position + at, o, &c) != 0)
				status = 1;
			at += n;
		}
		if (status)
			break;
		off = s.next_offset;
	}
	free(buf);
	if (rec.corruption_truncated)
		status = 1;
	/* read-only: nothing is removed, the notes say what would be */
	struct kr_snapshot_list snaps;
	kw_error_clear(&err);
	if (kr_snapshot_list(dir, NULL, true, &snaps, &err) != 0) {
		char b[KW_ERROR_DETAIL_MAX];
		fprintf(stderr, "kwire dump-log: snapshots: %s\n", kw_error_format(&err, b, sizeof b));
		memset(&snaps, 0, sizeof snaps);
		status = 1;
	}
	if (o->json) {
		printf("{\"summary\": {\"dir\": ");
		dump_json_string(dir);
		printf(", \"batches\": %" PRIu64 ", \"records\": %" PRIu64
		       ", \"invalidBatches\": %" PRIu64 ", \"startOffset\": %" PRId64
		       ", \"endOffset\": %" PRId64,
		       c.batches, c.records, c.invalid, start, end);
		json_snapshots(&snaps);
		printf(", \"recovery\": ");
		json_summary_recovery(&rec);
		printf(", \"staleIndexes\": %" PRIu32 ", \"staleCheckpoint\": %s"
		       ", \"inUse\": %s}}\n",
		       rec.stale_indexes, rec.stale_checkpoint ? "true" : "false",
		       rec.in_use ? "true" : "false");
	} else {
		text_summary(dir, &rec, &c, start, end);
		text_snapshots(&snaps);
		text_bootstrap(dir);
	}
	if (rec.corruption_truncated)
		fprintf(stderr, "kwire dump-log: %s: corrupt at %s position %" PRIu64
				" (%s); printed the valid prefix\n",
			dir, rec.file, rec.position, rec.reason);
	kr_log_close(log);
	return status;
}

/* Kafka's snapshot file name: 20-digit end offset, '-', 10-digit epoch,
 * ".checkpoint". */
static bool snapshot_name(const char *path, int64_t *offset, int32_t *epoch)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	if (strlen(base) != 20 + 1 + 10 + strlen(".checkpoint") || base[20] != '-' ||
	    strspn(base, "0123456789") != 20 || strspn(base + 21, "0123456789") != 10 ||
	    strcmp(base + 31, ".checkpoint") != 0)
		return false;
	*offset = strtoll(base, NULL, 10);
	long long e = strtoll(base + 21, NULL, 10);
	if (e > INT32_MAX)
		return false;
	*epoch = (int32_t)e;
	return true;
}

/*
 * One .checkpoint or .log file, batch by batch from the start, up to the
 * first batch that is not whole and valid (reported, never skipped over).
 */
static int dump_file(const char *path, const struct dump_options *o)
{
	int64_t snap_offset = -1;
	int32_t snap_epoch = -1;
	size_t plen = strlen(path);
	bool is_snapshot = plen > 11 && strcmp(path + plen - 11, ".checkpoint") == 0;
	bool named = is_snapshot && snapshot_name(path, &snap_offset, &snap_epoch);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		fprintf(stderr, "kwire dump-log: %s: %s\n", path,
			fd < 0 ? strerror(errno) : "not a regular file");
		if (fd >= 0)
			close(fd);
		return 1;
	}
	if (!o->json) {
		printf("Dumping %s\n", path);
		if (named)
			printf("Snapshot end offset: %" PRId64 ", epoch: %" PRId32 "\n",
			       snap_offset, snap_epoch);
		else if (is_snapshot)
			printf("Snapshot (the name is not OFFSET-EPOCH.checkpoint)\n");
	}
	uint64_t size = (uint64_t)st.st_size, pos = 0;
	struct dump_counts c;
	dump_counts_init(&c);
	int status = 0;
	char why[KW_ERROR_DETAIL_MAX + 64] = "";
	uint8_t *buf = NULL;
	while (pos < size) {
		uint8_t head[KW_RECORD_BATCH_HEADER_SIZE];
		uint64_t left = size - pos;
		struct kw_record_batch_header h;
		struct kw_error e;
		kw_error_clear(&e);
		if (left < sizeof head) {
			snprintf(why, sizeof why, "the file ends %" PRIu64 " bytes into a batch header",
				 left);
			break;
		}
		if (read_at(fd, head, sizeof head, (off_t)pos) != 0) {
			snprintf(why, sizeof why, "read: %s", strerror(errno));
			break;
		}
		if (kw_record_batch_header_parse(head, sizeof head, &h, &e) < 0) {
			snprintf(why, sizeof why, "bad batch header: %s", e.detail);
			break;
		}
		uint64_t n = KW_RECORD_BATCH_OVERHEAD + (uint64_t)h.batch_length;
		if (n > left) {
			snprintf(why, sizeof why,
				 "batch of %" PRIu64 " bytes runs past the end of the file "
				 "(%" PRIu64 " bytes left)",
				 n, left);
			break;
		}
		/* n is bounded by the file's size, which is on disk already. */
		uint8_t *nb = realloc(buf, (size_t)n);
		if (nb == NULL) {
			snprintf(why, sizeof why, "out of memory for a batch of %" PRIu64 " bytes", n);
			break;
		}
		buf = nb;
		if (read_at(fd, buf, (size_t)n, (off_t)pos) != 0) {
			snprintf(why, sizeof why, "read: %s", strerror(errno));
			break;
		}
		if (dump_batch(buf, (size_t)n, pos, o, &c) != 0) {
			snprintf(why, sizeof why, "the batch at position %" PRIu64 " is not valid",
				 pos);
			status = 1;
			break;
		}
		pos += n;
	}
	free(buf);
	close(fd);
	uint64_t invalid = size - pos;
	if (invalid > 0 || why[0] != '\0')
		status = 1;
	/* A snapshot is whole only as storage's checks say (header first,
	 * footer last, every batch: what a starting node checks). */
	bool complete = true;
	if (is_snapshot && status == 0) {
		struct kw_error e;
		kw_error_clear(&e);
		if (kr_snapshot_verify(path, NULL, NULL, &e) != 0) {
			snprintf(why, sizeof why, "%s", e.detail);
			complete = false;
			status = 1;
		}
	}
	if (o->json) {
		printf("{\"summary\": {\"file\": ");
		dump_json_string(path);
		printf(", \"batches\": %" PRIu64 ", \"records\": %" PRIu64
		       ", \"invalidBatches\": %" PRIu64,
		       c.batches, c.records, c.invalid);
		if (is_snapshot)
			printf(", \"snapshotEndOffset\": %" PRId64 ", \"snapshotEpoch\": %" PRId32
			       ", \"complete\": %s",
			       snap_offset, snap_epoch, complete && status == 0 ? "true" : "false");
		printf(", \"invalidBytes\": %" PRIu64 ", \"reason\": ", invalid);
		if (why[0])
			dump_json_string(why);
		else
			printf("null");
		printf("}}\n");
	} else {
		printf("Read %" PRIu64 " batches, %" PRIu64 " records\n", c.batches, c.records);
		if (invalid > 0)
			printf("Found %" PRIu64 " invalid bytes at position %" PRIu64 ": %s\n",
			       invalid, pos, why);
		else if (why[0])
			printf("%s\n", why);
	}
	if (status)
		fprintf(stderr, "kwire dump-log: %s: %s\n", path, why);
	return status;
}

int kw_cmd_dump_log(int argc, char **argv)
{
	const char *dir = NULL, *file = NULL;
	bool json = false, no_payload = false;
	int64_t max_bytes = -1;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			return 0;
		} else if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
			dir = argv[++i];
		} else if (strcmp(argv[i], "--file") == 0 && i + 1 < argc) {
			file = argv[++i];
		} else if (strcmp(argv[i], "--json") == 0) {
			json = true;
		} else if (strcmp(argv[i], "--no-payload") == 0) {
			no_payload = true;
		} else if (strcmp(argv[i], "--max-bytes") == 0 && i + 1 < argc) {
			char *end;
			errno = 0;
			long long v = strtoll(argv[++i], &end, 10);
			if (errno != 0 || *end != '\0' || end == argv[i] || v < 0) {
				fprintf(stderr, "kwire dump-log: --max-bytes: '%s' is not a "
						"number of bytes (0 or more)\n",
					argv[i]);
				return 2;
			}
			max_bytes = v;
		} else {
			fprintf(stderr, "kwire dump-log: unknown argument '%s'\n", argv[i]);
			usage(stderr);
			return 2;
		}
	}
	if ((dir == NULL) == (file == NULL)) {
		fprintf(stderr, "kwire dump-log: give one of --dir and --file\n");
		usage(stderr);
		return 2;
	}
	struct dump_options o = { .json = json, .no_payload = no_payload,
				  .max_bytes = max_bytes };
	return dir ? dump_dir(dir, &o) : dump_file(file, &o);
}
