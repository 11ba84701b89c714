/*
 * kwire dump-log — prints the batches and records of a node's Raft log, as
 * kafka-dump-log.sh --print-data-log does for a Kafka log directory.
 *
 *   kwire dump-log --dir LOGDIR [--json]
 *
 * LOGDIR is the partition directory (DATA/__cluster_metadata-0) or a data
 * directory holding one. The log is opened through raft/storage, which
 * recovers it as a starting node would (a torn tail left by a crash is cut;
 * corruption before the tail is an error): stop the node first. Every batch
 * is then read back and its CRC-32C checked again.
 *
 * Text: one line per batch (baseOffset, lastOffset, count, epoch, control,
 * position, CreateTime, size, crc, isvalid), then one line per record
 * starting with "| " (offset, timestamp, key, payload). JSON (--json): one
 * object per batch per line, with its records. Keys and values print as
 * text when they are printable ASCII, else as base64 (text: "base64:..."
 * prefix; JSON: "keyBase64" / "valueBase64" members); null stays null.
 * Control records print their type (LEADER_CHANGE with the leader id).
 * Exit status: 0, 1 (the log cannot be opened or read), 2 (usage).
 */
#include "commands.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef KWIRE_HAVE_NODE
#include <inttypes.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kwire/compress.h"
#include "kwire/json.h"
#include "kwire/msg/leader_change_message.h"
#include "kwire/records.h"
#include "storage/log.h"

#define READ_CHUNK (4u << 20)

static bool printable(struct kw_bytes b)
{
	for (int32_t i = 0; i < b.len; i++)
		if (b.ptr[i] < 0x20 || b.ptr[i] > 0x7e)
			return false;
	return true;
}

/* A key or value: text, "base64:..." or null (text mode), or a JSON member
 * name": "text" / nameBase64": "..." / name": null. */
static void put_bytes(const char *name, struct kw_bytes b, bool json)
{
	if (b.len < 0 || b.ptr == NULL) {
		printf(json ? ", \"%s\": null" : " %s: null", name);
		return;
	}
	if (printable(b)) {
		if (!json) {
			printf(" %s: %.*s", name, (int)b.len, (const char *)b.ptr);
			return;
		}
		printf(", \"%s\": \"", name);
		for (int32_t i = 0; i < b.len; i++) {
			if (b.ptr[i] == '"' || b.ptr[i] == '\\')
				putchar('\\');
			putchar(b.ptr[i]);
		}
		putchar('"');
		return;
	}
	char *t = malloc(KW_BASE64_ENCODED_LEN(b.len) + 1);
	if (!t) {
		printf(json ? ", \"%sBase64\": null" : " %s: (out of memory)", name);
		return;
	}
	kw_base64_encode(b.ptr, (size_t)b.len, t);
	printf(json ? ", \"%sBase64\": \"%s\"" : " %s: base64:%s", name, t);
	free(t);
}

/* The control record's type, and for LeaderChange the new leader. */
static void put_control(const struct kw_record *rec, bool json)
{
	struct kw_control_record cr;
	if (kw_control_record_parse(rec, &cr, NULL) != 0) {
		printf(json ? ", \"controlType\": \"INVALID\"" : " controlType: INVALID");
		return;
	}
	const char *name = kw_control_type_name(cr.type);
	printf(json ? ", \"controlType\": \"%s\"" : " controlType: %s", name);
	if (cr.type != KW_CONTROL_LEADER_CHANGE || cr.value.len < 2)
		return;
	int16_t version = (int16_t)((cr.value.ptr[0] << 8) | cr.value.ptr[1]);
	struct kw_leader_change_message m;
	struct kw_reader r;
	struct kw_error err;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&r, cr.value.ptr, (size_t)cr.value.len, &err);
	if (kw_leader_change_message_decode(&m, version, &r, &a) == 0)
		printf(json ? ", \"leaderId\": %d" : " leaderId: %d", (int)m.leader_id);
	kw_arena_free(&a);
}

/* Prints the batch at p (n bytes, at byte position pos of its segment);
 * valid: its CRC and records checked out. Returns 0 or -1 (records bad). */
static int dump_batch(const uint8_t *p, size_t n, uint64_t pos, bool json)
{
	struct kw_record_batch_header h;
	struct kw_error e;
	kw_error_clear(&e);
	(void)kw_record_batch_header_parse(p, n, &h, &e);
	struct kw_records_iter it;
	struct kw_record_batch b;
	kw_records_iter_init(&it, p, n, 0);
	kw_error_clear(&e);
	bool valid = kw_records_iter_next(&it, &b, &e) == 1;
	bool control = kw_record_batch_is_control(&h);
	int64_t last = kw_record_batch_last_offset(&h);
	const char *codec = kw_compression_name(kw_record_batch_compression(&h));
	if (json)
		printf("{\"baseOffset\": %" PRId64 ", \"lastOffset\": %" PRId64
		       ", \"count\": %d, \"partitionLeaderEpoch\": %d, \"isControl\": %s"
		       ", \"position\": %" PRIu64 ", \"maxTimestamp\": %" PRId64
		       ", \"size\": %zu, \"compressCodec\": \"%s\", \"crc\": %" PRIu32
		       ", \"isValid\": %s, \"records\": [",
		       h.base_offset, last, (int)h.records_count, (int)h.partition_leader_epoch,
		       control ? "true" : "false", pos, h.max_timestamp, n, codec, h.crc,
		       valid ? "true" : "false");
	else
		printf("baseOffset: %" PRId64 " lastOffset: %" PRId64 " count: %d"
		       " partitionLeaderEpoch: %d isControl: %s position: %" PRIu64
		       " %s: %" PRId64 " size: %zu compresscodec: %s crc: %" PRIu32
		       " isvalid: %s\n",
		       h.base_offset, last, (int)h.records_count, (int)h.partition_leader_epoch,
		       control ? "true" : "false", pos,
		       kw_record_batch_is_log_append_time(&h) ? "LogAppendTime" : "CreateTime",
		       h.max_timestamp, n, codec, h.crc, valid ? "true" : "false");
	int rc = 0;
	if (valid) {
		struct kw_arena a;
		struct kw_record_iter ri;
		kw_arena_init(&a);
		kw_error_clear(&e);
		int irc = kw_record_batch_compression(&h) == KW_COMPRESSION_NONE
				  ? kw_record_iter_init(&ri, &b, &e)
				  : kw_record_iter_init_decompressed(&ri, &b, (size_t)256 << 20,
								     &a, &e);
		struct kw_record rec;
		int k = 0;
		while (irc >= 0 && (irc = kw_record_iter_next(&ri, &rec)) == 1) {
			if (json) {
				printf("%s{\"offset\": %" PRId64 ", \"timestamp\": %" PRId64,
				       k++ ? ", " : "", rec.offset, rec.timestamp);
			} else {
				printf("| offset: %" PRId64 " %s: %" PRId64, rec.offset,
				       kw_record_batch_is_log_append_time(&h) ? "LogAppendTime"
									      : "CreateTime",
				       rec.timestamp);
			}
			if (control) {
				put_control(&rec, json);
			} else {
				put_bytes("key", rec.key, json);
				put_bytes(json ? "value" : "payload", rec.value, json);
				if (json)
					printf(", \"headers\": %d", (int)rec.header_count);
				else
					printf(" headers: %d", (int)rec.header_count);
			}
			printf(json ? "}" : "\n");
		}
		if (irc < 0) {
			fprintf(stderr, "kwire dump-log: records of the batch at %" PRId64 ": %s\n",
				h.base_offset, e.detail);
			rc = -1;
		}
		kw_arena_free(&a);
	} else {
		fprintf(stderr, "kwire dump-log: batch at offset %" PRId64 ": %s\n",
			h.base_offset, e.detail);
	}
	if (json)
		printf("]}\n");
	return rc;
}

static int dump(const char *dir, bool json)
{
	char path[4200];
	struct stat st;
	snprintf(path, sizeof path, "%s/__cluster_metadata-0", dir);
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		dir = path;
	else if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
		fprintf(stderr, "kwire dump-log: %s: not a directory\n", dir);
		return 1;
	}
	struct kr_log *log;
	struct kr_log_recovery rec;
	struct kw_error err;
	kw_error_clear(&err);
	if (kr_log_open(&log, dir, NULL, &rec, &err) != 0) {
		char buf[512];
		fprintf(stderr, "kwire dump-log: %s\n", kw_error_format(&err, buf, sizeof buf));
		return 1;
	}
	if (rec.bytes_dropped)
		fprintf(stderr, "kwire dump-log: recovery cut %" PRIu64 " bytes at %s:%" PRIu64
				" (%s)\n",
			rec.bytes_dropped, rec.file, rec.position, rec.reason);
	if (!json)
		printf("Dumping %s\nStarting offset: %" PRId64 "\n", dir,
		       kr_log_start_offset(log));
	int status = 0;
	uint8_t *buf = NULL;
	int64_t off = kr_log_start_offset(log), end = kr_log_end_offset(log);
	while (off < end) {
		struct kr_log_slice s;
		kw_error_clear(&err);
		if (kr_log_read(log, off, INT64_MAX, READ_CHUNK, &s, &err) != 0 ||
		    s.length == 0) {
			char b[512];
			fprintf(stderr, "kwire dump-log: read at offset %" PRId64 ": %s\n", off,
				kw_error_format(&err, b, sizeof b));
			status = 1;
			break;
		}
		uint8_t *nb = realloc(buf, s.length);
		if (!nb) {
			fprintf(stderr, "kwire dump-log: out of memory\n");
			status = 1;
			break;
		}
		buf = nb;
		/* Raw bytes (not kr_log_slice_copy, which stops at a bad CRC):
		 * each batch is checked and reported below. */
		size_t got = 0;
		while (got < s.length) {
			ssize_t r = pread(s.fd, buf + got, s.length - got, s.position + (off_t)got);
			if (r <= 0)
				break;
			got += (size_t)r;
		}
		if (got < s.length) {
			fprintf(stderr, "kwire dump-log: short read of segment %" PRId64 "\n",
				s.segment_base);
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
			if (dump_batch(buf + at, n, (uint64_t)s.position + at, json) != 0)
				status = 1;
			at += n;
		}
		if (status)
			break;
		off = s.next_offset;
	}
	free(buf);
	kr_log_close(log);
	return status;
}
#endif

static void usage(FILE *out)
{
	fputs("usage: kwire dump-log --dir LOGDIR [--json]\n"
	      "Prints every batch and record of a stopped node's Raft log (LOGDIR: the\n"
	      "__cluster_metadata-0 directory or the data directory holding it).\n",
	      out);
}

int kw_cmd_dump_log(int argc, char **argv)
{
	const char *dir = NULL;
	bool json = false;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			return 0;
		} else if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
			dir = argv[++i];
		} else if (strcmp(argv[i], "--json") == 0) {
			json = true;
		} else {
			fprintf(stderr, "kwire dump-log: unknown argument '%s'\n", argv[i]);
			usage(stderr);
			return 2;
		}
	}
	if (!dir) {
		usage(stderr);
		return 2;
	}
#ifdef KWIRE_HAVE_NODE
	return dump(dir, json);
#else
	(void)json;
	fputs("kwire dump-log: this build has no Raft storage\n", stderr);
	return 1;
#endif
}
