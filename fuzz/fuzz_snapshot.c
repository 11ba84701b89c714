/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fuzz_snapshot.c — libFuzzer target for snapshot files
 * (raft/storage/snapshot.h): a .checkpoint file whose bytes come from the
 * fuzzer.
 *
 * Input: byte 0: bit 0 fixes up every batch's CRC (so mutations get past
 * the checksum to the structure checks), bits 1-2 pick the size of the
 * pieces a fetched copy is written in (1, 7, 61 or 4096 bytes); then the
 * file.
 *
 * Checks, all against kr_snapshot_verify's verdict on the whole file
 * (0, or KW_ERR_CORRUPT / TRUNCATED / INVALID_VALUE naming the file):
 *   - the reader opens it and returns every batch whole exactly when the
 *     verdict is 0, and its raw reads put the file back together;
 *   - the listing keeps it exactly when the verdict is 0 (else it is
 *     removed, with a reason);
 *   - the same bytes fetched piece by piece freeze exactly when the
 *     verdict is 0, and a refused freeze leaves no file behind.
 * fsyncs are skipped (the files live in a private temporary directory).
 */
#include "storage/snapshot.h"

#include "kwire/records.h"

#include <dirent.h>
#include <fcntl.h>
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

static int count_files(void)
{
	DIR *d = opendir(dir);
	CHECK(d != NULL);
	int n = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL)
		n += e->d_name[0] != '.';
	closedir(d);
	return n;
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
	snprintf(dir, sizeof dir, "%s/kwire-fuzz-snapshot-XXXXXX", base);
	CHECK(mkdtemp(dir) != NULL);
	io = *kr_io_posix();
	io.fsync = no_sync;
	io.fdatasync = no_sync;
	io.fsync_dir = no_sync_dir;
}

static void fix_batch_crcs(uint8_t *buf, size_t len)
{
	size_t pos = 0;
	while (len - pos >= 61) {
		uint32_t blen = (uint32_t)buf[pos + 8] << 24 |
				(uint32_t)buf[pos + 9] << 16 |
				(uint32_t)buf[pos + 10] << 8 | buf[pos + 11];
		if (blen < 49 || blen > len - pos - 12)
			return;
		kw_record_batch_update_crc(buf + pos, 12 + (size_t)blen);
		pos += 12 + (size_t)blen;
	}
}

static bool a_check_error(int rc, const struct kw_error *err, const char *name)
{
	return (rc == KW_ERR_CORRUPT || rc == KW_ERR_TRUNCATED ||
		rc == KW_ERR_INVALID_VALUE) &&
	       strstr(err->detail, name) != NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	setup();
	remove_dir_files();
	size_t len = size - 1;
	uint8_t *buf = malloc(len ? len : 1);
	CHECK(buf != NULL);
	memcpy(buf, data + 1, len);
	if (data[0] & 1)
		fix_batch_crcs(buf, len);
	static const size_t pieces[4] = {1, 7, 61, 4096};
	size_t piece = pieces[(data[0] >> 1) & 3];

	struct kr_snapshot_id id = {100, 2};
	char name[KR_SNAPSHOT_NAME_MAX], path[700];
	kr_snapshot_file_name(id, KR_SNAPSHOT_SUFFIX, name, sizeof name);
	snprintf(path, sizeof path, "%s/%s", dir, name);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK(fd >= 0);
	CHECK(len == 0 || write(fd, buf, len) == (ssize_t)len);
	close(fd);

	struct kw_error err;
	struct kr_snapshot_info info;
	kw_error_clear(&err);
	int verdict = kr_snapshot_verify(path, &io, &info, &err);
	CHECK(verdict == 0 || a_check_error(verdict, &err, name));
	if (verdict == 0) {
		CHECK(info.id.end_offset == 100 && info.id.epoch == 2 &&
		      info.size == len);
	}

	/* the reader: structure at open, every batch's CRC as it goes */
	struct kr_snapshot_reader *r;
	kw_error_clear(&err);
	int rc = kr_snapshot_reader_open(&r, dir, id, &io, &err);
	bool whole = rc == 0;
	if (rc != 0) {
		CHECK(a_check_error(rc, &err, name));
	} else {
		struct kw_bytes h = kr_snapshot_reader_header(r);
		CHECK(h.len >= 61 && (size_t)h.len <= len &&
		      memcmp(h.ptr, buf, (size_t)h.len) == 0);
		struct kw_bytes b;
		int k;
		while ((k = kr_snapshot_reader_next(r, &b, &err)) == 1)
			CHECK(b.len >= 61);
		CHECK(k == 0 || a_check_error(k, &err, name));
		whole = k == 0;
		/* raw reads give the file back */
		uint8_t *copy = malloc(len ? len : 1);
		CHECK(copy != NULL);
		size_t at = 0, got;
		while (kr_snapshot_reader_read_at(r, at, copy + at, 333, &got, &err) ==
			       0 &&
		       got > 0)
			at += got;
		CHECK(at == len && memcmp(copy, buf, len) == 0);
		free(copy);
		kr_snapshot_reader_close(r);
	}
	CHECK(whole == (verdict == 0));

	/* the same bytes fetched piece by piece */
	struct kr_snapshot_id fid = {200, 2};
	struct kr_snapshot_writer *w;
	CHECK(kr_snapshot_writer_open_fetched(&w, dir, fid, &io, &err) == 0);
	for (size_t at = 0; at < len; at += piece)
		CHECK(kr_snapshot_writer_write_at(w, at, buf + at,
						  len - at < piece ? len - at : piece,
						  &err) == 0);
	kw_error_clear(&err);
	rc = kr_snapshot_writer_freeze(w, NULL, &err);
	CHECK((rc == 0) == (verdict == 0));
	CHECK(count_files() == (rc == 0 ? 2 : 1));

	/* the listing keeps exactly the valid ones */
	struct kr_snapshot_list l;
	CHECK(kr_snapshot_list(dir, &io, false, &l, &err) == 0);
	CHECK(l.n == (verdict == 0 ? 2u : 0u));
	CHECK(l.n_dropped == (verdict == 0 ? 0u : 1u));
	CHECK(count_files() == (int)l.n);
	free(buf);
	return 0;
}
