/*
 * fuzz_storage_recovery.c — libFuzzer target for log recovery
 * (raft/storage/log.h): a log directory whose files come from the fuzzer.
 *
 * Input: byte 0 holds the open flags (bit 0: KR_LOG_TRUNCATE_ON_CORRUPTION;
 * bits 1-3: segment_bytes 0 (default) or 512 << k), then chunks
 *   u8 kind, u32 name, u16 length, length bytes
 * kind % 4: 0 a segment <name>.log, 1 an index <name>.index (name is the
 * base offset in the file name), 2 leader-epoch-checkpoint, 3 quorum-state.
 * Batch CRCs are fixed up in .log chunks when kind bit 2 is set, so
 * mutations get past the checksum to the offset and epoch checks.
 *
 * Checks: kr_log_open recovers (then every batch from start to end reads
 * and copies with its CRC checked, the epoch and timestamp queries answer,
 * and a close and reopen finds the same log with nothing more to cut) or
 * fails with KW_ERR_CORRUPT naming a .log file, or another documented
 * code; the quorum-state file reads or is refused with KW_ERR_JSON.
 * fsyncs are skipped (the files live in a private temporary directory).
 */
#include "storage/log.h"
#include "storage/quorum_state.h"

#include "kwire/crc32c.h"
#include "kwire/records.h"

#include <dirent.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

static char dir[256];
static struct kr_io io;

static int no_sync(struct kr_io *self, int fd)
{
	(void)self;
	(void)fd;
	return 0;
}

static int no_sync_dir(struct kr_io *self, const char *path)
{
	(void)self;
	(void)path;
	return 0;
}

static void remove_dir_files(void)
{
	DIR *d = opendir(dir);
	if (d == NULL)
		return;
	struct dirent *e;
	char path[600];
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		unlink(path);
	}
	closedir(d);
}

static void setup(void)
{
	if (dir[0] != '\0')
		return;
	const char *base = getenv("TMPDIR");
	if (base == NULL || base[0] == '\0')
		base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(dir, sizeof dir, "%s/kwire-fuzz-storage-XXXXXX", base);
	CHECK(mkdtemp(dir) != NULL);
	io = *kr_io_posix();
	io.fsync = no_sync;
	io.fdatasync = no_sync;
	io.fsync_dir = no_sync_dir;
}

static void cleanup(void)
{
	remove_dir_files();
	rmdir(dir);
}

static void write_file(const char *name, const uint8_t *p, size_t n)
{
	char path[600];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK(fd >= 0);
	CHECK(n == 0 || write(fd, p, n) == (ssize_t)n);
	close(fd);
}

static void fix_batch_crcs(uint8_t *buf, size_t len)
{
	size_t pos = 0;
	while (len - pos >= 61) {
		uint32_t blen = (uint32_t)buf[pos + 8] << 24 | (uint32_t)buf[pos + 9] << 16 |
				(uint32_t)buf[pos + 10] << 8 | buf[pos + 11];
		if (blen < 49 || blen > len - pos - 12)
			return;
		kw_record_batch_update_crc(buf + pos, 12 + (size_t)blen);
		pos += 12 + (size_t)blen;
	}
}

/* Reads every batch from start to end through slices; returns batches seen. */
static void read_all(struct kr_log *log)
{
	int64_t off = kr_log_start_offset(log), end = kr_log_end_offset(log);
	CHECK(off <= end);
	while (off < end) {
		struct kr_log_slice s;
		struct kw_error err;
		kw_error_clear(&err);
		CHECK(kr_log_read(log, off, INT64_MAX, 1 << 16, &s, &err) == 0);
		CHECK(s.length > 0 && s.first_offset <= off && s.next_offset > off);
		uint8_t *buf = malloc(s.length);
		CHECK(buf != NULL);
		CHECK(kr_log_slice_copy(log, &s, buf, &err) == 0);
		free(buf);
		off = s.next_offset;
	}
	CHECK(off == end);
}

static void queries(struct kr_log *log)
{
	struct kr_log_epoch ep[64];
	size_t n = kr_log_epochs(log, ep, 64);
	for (size_t i = 1; i < n && i < 64; i++)
		CHECK(ep[i].epoch > ep[i - 1].epoch &&
		      ep[i].start_offset >= ep[i - 1].start_offset);
	int32_t e;
	int64_t eo;
	kr_log_end_offset_for_epoch(log, kr_log_last_epoch(log), &e, &eo);
	CHECK(eo == kr_log_end_offset(log) || kr_log_last_epoch(log) < 0);
	struct kr_log_timestamp_offset to;
	struct kw_error err;
	kw_error_clear(&err);
	/* Recovery checks CRCs, not record structure: a batch whose records
	 * are malformed under a valid CRC is reported here, with its file. */
	int rc = kr_log_offset_for_timestamp(log, 0, INT64_MAX, &to, &err);
	CHECK(rc == 0 || rc == KW_ERR_NOMEM ||
	      (rc == KW_ERR_CORRUPT && strstr(err.detail, ".log") != NULL));
	kw_error_clear(&err);
	rc = kr_log_max_timestamp(log, INT64_MAX, &to, &err);
	CHECK(rc == 0 || rc == KW_ERR_NOMEM ||
	      (rc == KW_ERR_CORRUPT && strstr(err.detail, ".log") != NULL));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	setup();
	remove_dir_files();
	struct kr_log_options opts = {0};
	opts.io = &io;
	opts.flags = data[0] & 1 ? KR_LOG_TRUNCATE_ON_CORRUPTION : 0;
	unsigned sb = (data[0] >> 1) & 7;
	opts.segment_bytes = sb ? 512u << sb : 0;
	opts.segment_min_bytes = 1; /* small segments: a test-only floor */
	opts.index_interval_bytes = 128;

	size_t pos = 1;
	bool have_qs = false;
	while (size - pos >= 7) {
		uint8_t kind = data[pos];
		uint32_t nm = (uint32_t)data[pos + 1] << 24 | (uint32_t)data[pos + 2] << 16 |
			      (uint32_t)data[pos + 3] << 8 | data[pos + 4];
		size_t n = (size_t)data[pos + 5] << 8 | data[pos + 6];
		pos += 7;
		if (n > size - pos)
			n = size - pos;
		char name[64];
		uint8_t *buf = malloc(n ? n : 1);
		CHECK(buf != NULL);
		memcpy(buf, data + pos, n);
		switch (kind % 4) {
		case 0:
			if (kind & 4)
				fix_batch_crcs(buf, n);
			snprintf(name, sizeof name, "%020" PRIu32 ".log", nm);
			break;
		case 1:
			snprintf(name, sizeof name, "%020" PRIu32 ".index", nm);
			break;
		case 2:
			snprintf(name, sizeof name, "leader-epoch-checkpoint");
			break;
		default:
			snprintf(name, sizeof name, "quorum-state");
			have_qs = true;
			break;
		}
		write_file(name, buf, n);
		free(buf);
		pos += n;
	}

	if (have_qs) {
		struct kr_quorum_state_data qs;
		struct kw_error err;
		kw_error_clear(&err);
		int rc = kr_quorum_state_read(dir, &io, &qs, &err);
		CHECK(rc == 0 || rc == KW_ERR_JSON);
		if (rc == 0)
			CHECK(qs.data_version == 0 || qs.data_version == 1);
	}

	struct kr_log *log = NULL;
	struct kr_log_recovery rec;
	struct kw_error err;
	kw_error_clear(&err);
	memset(&rec, 0, sizeof rec);
	int rc = kr_log_open(&log, dir, &opts, &rec, &err);
	if (rc != 0) {
		CHECK(log == NULL || rc == 0);
		CHECK(rc == KW_ERR_CORRUPT || rc == KW_ERR_IO || rc == KW_ERR_NOMEM ||
		      rc == KW_ERR_INVALID_ARGUMENT);
		CHECK(err.code == rc);
		if (rc == KW_ERR_CORRUPT) {
			/* Corruption before the tail names the segment file. */
			CHECK(strstr(err.detail, ".log") != NULL);
			CHECK(!(opts.flags & KR_LOG_TRUNCATE_ON_CORRUPTION));
		}
		return 0;
	}
	if (rec.bytes_dropped > 0 || rec.segments_deleted > 0)
		CHECK(rec.file[0] != '\0' || rec.segments_deleted > 0);
	int64_t start = kr_log_start_offset(log), end = kr_log_end_offset(log);
	int32_t last_epoch = kr_log_last_epoch(log);
	read_all(log);
	queries(log);
	CHECK(kr_log_close(log) == 0);

	/* What recovery left is a clean log. */
	memset(&rec, 0, sizeof rec);
	rc = kr_log_open(&log, dir, &opts, &rec, &err);
	CHECK(rc == 0);
	CHECK(rec.bytes_dropped == 0 && rec.segments_deleted == 0);
	CHECK(kr_log_start_offset(log) == start && kr_log_end_offset(log) == end);
	CHECK(kr_log_last_epoch(log) == last_epoch);
	CHECK(kr_log_close(log) == 0);
	return 0;
}

/* Removes the temporary directory when the process ends normally. */
__attribute__((destructor)) static void fuzz_storage_cleanup(void)
{
	if (dir[0] != '\0')
		cleanup();
}
