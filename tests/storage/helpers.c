/* SPDX-License-Identifier: Apache-2.0 */
/* helpers.c — see helpers.h. */
#include "helpers.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kwire/compress.h"
#include "kwire/crc32c.h"
#include "kwire/msg/snapshot_header_record.h"
#include "kwire/records.h"
#include "storage/snapshot.h"

static uint8_t *put_be16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
	return p + 2;
}

static uint8_t *put_be32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
	return p + 4;
}

static uint8_t *put_be64(uint8_t *p, uint64_t v)
{
	p = put_be32(p, (uint32_t)(v >> 32));
	return put_be32(p, (uint32_t)v);
}

/* Zigzag varint. */
static uint8_t *put_varint(uint8_t *p, int64_t v)
{
	uint64_t z = ((uint64_t)v << 1) ^ (uint64_t)(v >> 63);
	while (z >= 0x80) {
		*p++ = (uint8_t)(z | 0x80);
		z >>= 7;
	}
	*p++ = (uint8_t)z;
	return p;
}

static size_t varint_len(int64_t v)
{
	uint8_t tmp[10];
	return (size_t)(put_varint(tmp, v) - tmp);
}

/* Body of one record: attributes .. headers count. */
static size_t record_body_len(int i, size_t value_size)
{
	return 1 + varint_len(0) + varint_len(i) + varint_len(-1) +
	       varint_len((int64_t)value_size) + value_size + varint_len(0);
}

size_t test_batch_size(int nrecords, size_t value_size)
{
	size_t n = KW_RECORD_BATCH_HEADER_SIZE;
	for (int i = 0; i < nrecords; i++) {
		size_t b = record_body_len(i, value_size);
		n += varint_len((int64_t)b) + b;
	}
	return n;
}

size_t test_batch(uint8_t *out, int64_t base_offset, int32_t epoch,
		  int nrecords, size_t value_size)
{
	size_t size = test_batch_size(nrecords, value_size);
	uint8_t *p = out;
	p = put_be64(p, (uint64_t)base_offset);
	p = put_be32(p, (uint32_t)(size - KW_RECORD_BATCH_OVERHEAD));
	p = put_be32(p, (uint32_t)epoch);
	*p++ = 2;			/* magic */
	p = put_be32(p, 0);		/* crc, filled below */
	p = put_be16(p, 0);		/* attributes */
	p = put_be32(p, (uint32_t)(nrecords - 1));
	p = put_be64(p, 1700000000000ull);	/* base timestamp */
	p = put_be64(p, 1700000000000ull);	/* max timestamp */
	p = put_be64(p, UINT64_MAX);	/* producer id -1 */
	p = put_be16(p, UINT16_MAX);	/* producer epoch -1 */
	p = put_be32(p, UINT32_MAX);	/* base sequence -1 */
	p = put_be32(p, (uint32_t)nrecords);
	for (int i = 0; i < nrecords; i++) {
		p = put_varint(p, (int64_t)record_body_len(i, value_size));
		*p++ = 0;			/* attributes */
		p = put_varint(p, 0);		/* timestamp delta */
		p = put_varint(p, i);		/* offset delta */
		p = put_varint(p, -1);		/* key: null */
		p = put_varint(p, (int64_t)value_size);
		uint64_t x = (uint64_t)(base_offset + i) * 0x9E3779B97F4A7C15ull + 1;
		for (size_t k = 0; k < value_size; k++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			*p++ = (uint8_t)x;
		}
		p = put_varint(p, 0);		/* headers */
	}
	kw_record_batch_update_crc(out, size);
	return size;
}

size_t test_batch_for_offset(uint8_t *out, int64_t base_offset, int32_t epoch)
{
	uint64_t h = (uint64_t)base_offset * 2654435761u;
	int n = 1 + (int)(h % 4);
	size_t v = 16 + (size_t)((h >> 8) % 1800);
	return test_batch(out, base_offset, epoch, n, v);
}

static char dirs[4][256];
static char paths[4][512];

const char *test_mkdtemp(int slot)
{
	snprintf(dirs[slot], sizeof dirs[slot], "storage-test-XXXXXX");
	if (mkdtemp(dirs[slot]) == NULL) {
		perror("mkdtemp");
		abort();
	}
	return dirs[slot];
}

void test_rmrf(const char *dir)
{
	DIR *d = opendir(dir);
	if (d == NULL)
		return;
	struct dirent *e;
	char p[512];
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
		unlink(p);
	}
	closedir(d);
	rmdir(dir);
}

const char *test_path(int slot, const char *dir, const char *name)
{
	snprintf(paths[slot], sizeof paths[slot], "%s/%s", dir, name);
	return paths[slot];
}

long long test_file_size(const char *path)
{
	struct stat st;
	return stat(path, &st) < 0 ? -1 : (long long)st.st_size;
}

void test_flip(const char *path, long long pos, uint8_t mask)
{
	int fd = open(path, O_RDWR);
	uint8_t b;
	if (fd < 0 || pread(fd, &b, 1, pos) != 1)
		abort();
	b ^= mask;
	if (pwrite(fd, &b, 1, pos) != 1)
		abort();
	close(fd);
}

void test_set_size(const char *path, long long size)
{
	if (truncate(path, size) < 0)
		abort();
}

void test_append_bytes(const char *path, uint8_t b, size_t n)
{
	int fd = open(path, O_WRONLY | O_APPEND);
	if (fd < 0)
		abort();
	uint8_t *buf = malloc(n ? n : 1);
	memset(buf, b, n);
	if (write(fd, buf, n) != (ssize_t)n)
		abort();
	free(buf);
	close(fd);
}

char *test_read_file(const char *path, size_t *len)
{
	long long n = test_file_size(path);
	if (n < 0)
		return NULL;
	char *buf = malloc((size_t)n + 1);
	int fd = open(path, O_RDONLY);
	if (fd < 0 || read(fd, buf, (size_t)n) != n)
		abort();
	close(fd);
	buf[n] = '\0';
	*len = (size_t)n;
	return buf;
}

void test_write_file(const char *path, const void *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, data, len) != (ssize_t)len)
		abort();
	close(fd);
}

/* ---- directory fingerprints ---- */

/* Entries of struct test_dir_state.files start with their name. */
static int by_name(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

void test_dir_fingerprint(const char *dir, struct test_dir_state *out)
{
	memset(out, 0, sizeof *out);
	DIR *d = opendir(dir);
	if (d == NULL)
		return;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		if (out->n == TEST_DIR_MAX_FILES) {
			fprintf(stderr, "test_dir_fingerprint: more than %d files\n",
				TEST_DIR_MAX_FILES);
			abort();
		}
		char path[512];
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		struct stat st;
		if (stat(path, &st) != 0)
			continue;
		size_t len = 0;
		char *data = test_read_file(path, &len);
		if (strlen(e->d_name) >= sizeof out->files[0].name) {
			fprintf(stderr, "test_dir_fingerprint: name too long: %s\n",
				e->d_name);
			abort();
		}
		memcpy(out->files[out->n].name, e->d_name, strlen(e->d_name) + 1);
		out->files[out->n].size = (long long)st.st_size;
		out->files[out->n].mtime_ns =
			(long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
		out->files[out->n].crc = data ? kw_crc32c(0, data, len) : 0;
		free(data);
		out->n++;
	}
	closedir(d);
	qsort(out->files, (size_t)out->n, sizeof out->files[0], by_name);
}

const char *test_dir_diff(const struct test_dir_state *a,
			  const struct test_dir_state *b)
{
	static char why[256];
	for (int i = 0; i < a->n || i < b->n; i++) {
		if (i >= a->n || i >= b->n || strcmp(a->files[i].name, b->files[i].name) != 0) {
			snprintf(why, sizeof why, "file %s %s",
				 i < a->n ? a->files[i].name : b->files[i].name,
				 i < a->n ? "removed or renamed" : "created");
			return why;
		}
		if (a->files[i].size != b->files[i].size ||
		    a->files[i].crc != b->files[i].crc ||
		    a->files[i].mtime_ns != b->files[i].mtime_ns) {
			snprintf(why, sizeof why,
				 "%s: size %lld -> %lld, crc %08x -> %08x, mtime %lld -> %lld",
				 a->files[i].name, a->files[i].size, b->files[i].size,
				 (unsigned)a->files[i].crc, (unsigned)b->files[i].crc,
				 a->files[i].mtime_ns, b->files[i].mtime_ns);
			return why;
		}
	}
	return NULL;
}

/* ---- fault I/O ---- */

static struct fault_io *F(struct kr_io *io)
{
	return (struct fault_io *)io;
}

static int fire(struct fault_spec *s, int count)
{
	if (s->at == 0)
		return 0;
	if (count == s->at || (s->sticky && count > s->at))
		return -s->err;
	return 0;
}

static int f_open(struct kr_io *io, const char *path, int flags, mode_t mode)
{
	struct fault_io *f = F(io);
	int rc = fire(&f->open_fault, ++f->open_calls);
	return rc ? rc : f->base->open(f->base, path, flags, mode);
}

static int f_close(struct kr_io *io, int fd)
{
	return F(io)->base->close(F(io)->base, fd);
}

static ssize_t f_pwrite(struct kr_io *io, int fd, const void *buf, size_t n,
			off_t off)
{
	struct fault_io *f = F(io);
	int rc = fire(&f->pwrite_fault, ++f->pwrite_calls);
	if (rc)
		return rc;
	if (f->short_write > 0 && n > f->short_write)
		n = f->short_write;
	ssize_t w = f->base->pwrite(f->base, fd, buf, n, off);
	if (f->yield_between)
		sched_yield();
	return w;
}

static ssize_t f_pread(struct kr_io *io, int fd, void *buf, size_t n, off_t off)
{
	return F(io)->base->pread(F(io)->base, fd, buf, n, off);
}

static int f_fsync(struct kr_io *io, int fd)
{
	struct fault_io *f = F(io);
	int rc = fire(&f->fsync_fault, ++f->fsync_calls);
	return rc ? rc : f->base->fsync(f->base, fd);
}

static int f_fdatasync(struct kr_io *io, int fd)
{
	struct fault_io *f = F(io);
	int rc = fire(&f->fdatasync_fault, ++f->fdatasync_calls);
	return rc ? rc : f->base->fdatasync(f->base, fd);
}

static int f_ftruncate(struct kr_io *io, int fd, off_t len)
{
	struct fault_io *f = F(io);
	int rc = fire(&f->ftruncate_fault, ++f->ftruncate_calls);
	return rc ? rc : f->base->ftruncate(f->base, fd, len);
}

static int f_size(struct kr_io *io, int fd, off_t *size)
{
	return F(io)->base->size(F(io)->base, fd, size);
}

static int f_rename(struct kr_io *io, const char *from, const char *to)
{
	struct fault_io *f = F(io);
	int rc = fire(&f->rename_fault, ++f->rename_calls);
	return rc ? rc : f->base->rename(f->base, from, to);
}

static int f_unlink(struct kr_io *io, const char *path)
{
	return F(io)->base->unlink(F(io)->base, path);
}

static int f_fsync_dir(struct kr_io *io, const char *path)
{
	struct fault_io *f = F(io);
	int rc = fire(&f->dir_fault, ++f->dir_calls);
	return rc ? rc : f->base->fsync_dir(f->base, path);
}

void fault_io_init(struct fault_io *f)
{
	memset(f, 0, sizeof *f);
	f->base = kr_io_posix();
	f->io.open = f_open;
	f->io.close = f_close;
	f->io.pwrite = f_pwrite;
	f->io.pread = f_pread;
	f->io.fsync = f_fsync;
	f->io.fdatasync = f_fdatasync;
	f->io.ftruncate = f_ftruncate;
	f->io.size = f_size;
	f->io.rename = f_rename;
	f->io.unlink = f_unlink;
	f->io.fsync_dir = f_fsync_dir;
}

size_t test_snapshot_header(uint8_t *out, int64_t ts, int extra)
{
	struct kw_error e;
	kw_error_clear(&e);
	uint8_t value[32];
	struct kw_writer vw, w;
	kw_writer_init_fixed(&vw, value, sizeof value, &e);
	struct kw_snapshot_header_record h;
	kw_snapshot_header_record_init(&h);
	h.last_contained_log_timestamp = ts;
	kw_snapshot_header_record_encode(&h, 0, &vw);
	kw_writer_init_fixed(&w, out, 256, &e);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.control = true;
	struct kw_record_batch_builder b;
	kw_record_batch_builder_init(&b, &w, &p);
	uint8_t key[4] = { 0, 0, 0, 3 };
	struct kw_record_input r = { .offset = -1, .timestamp = ts,
				     .key = { key, 4 },
				     .value = { value, (int32_t)vw.pos } };
	kw_record_batch_builder_add(&b, &r);
	uint8_t key2[4] = { 0, 0, 0x27, 0x10 }, v2[3] = { 0, 0, 0 };
	for (int i = 0; i < extra; i++) {
		struct kw_record_input x = { .offset = -1, .timestamp = ts,
					     .key = { key2, 4 }, .value = { v2, 3 } };
		kw_record_batch_builder_add(&b, &x);
	}
	size_t n = 0;
	kw_record_batch_builder_finish(&b, &n);
	return e.code ? 0 : n;
}

/* Record i of snapshot (end_offset, epoch): key "k<i>", value of 20 + i % 50
 * bytes from a generator seeded by the id and i. */
static void snap_record(int64_t end_offset, int32_t epoch, int i, char *key,
			uint8_t *value, size_t *vlen)
{
	sprintf(key, "k%d", i);
	*vlen = 20 + (size_t)(i % 50);
	uint64_t x = (uint64_t)end_offset * 0x9E3779B97F4A7C15ull + (uint64_t)epoch * 31 +
		     (uint64_t)i * 7 + 1;
	for (size_t k = 0; k < *vlen; k++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		value[k] = (uint8_t)x;
	}
}

int test_write_snapshot(const char *dir, int64_t end_offset, int32_t epoch,
			int nrecords, int codec, uint32_t batch_bytes)
{
	uint8_t head[256];
	size_t hn = test_snapshot_header(head, 1700000000000 + end_offset, 1);
	struct kr_snapshot_writer_options o = { .compression = (enum kw_compression)codec,
						.max_batch_bytes = batch_bytes,
						.timestamp_ms = 1700000000000 };
	struct kr_snapshot_writer *w;
	struct kw_error err;
	kw_error_clear(&err);
	struct kr_snapshot_id id = { end_offset, epoch };
	int rc = kr_snapshot_writer_open(&w, dir, id, head, hn, &o, &err);
	if (rc < 0)
		return rc;
	for (int i = 0; i < nrecords && rc == 0; i++) {
		char key[16];
		uint8_t value[80];
		size_t vlen;
		snap_record(end_offset, epoch, i, key, value, &vlen);
		struct kw_record_input r = { .offset = -1, .timestamp = -1,
					     .key = { (const uint8_t *)key, (int32_t)strlen(key) },
					     .value = { value, (int32_t)vlen } };
		rc = kr_snapshot_writer_append(w, &r, 1, &err);
	}
	if (rc < 0) {
		kr_snapshot_writer_abort(w);
		return rc;
	}
	return kr_snapshot_writer_freeze(w, NULL, &err);
}

int test_snapshot_check(const char *dir, int64_t end_offset, int32_t epoch, int nrecords)
{
	struct kr_snapshot_reader *r;
	struct kr_snapshot_id id = { end_offset, epoch };
	if (kr_snapshot_reader_open(&r, dir, id, NULL, NULL) != 0)
		return 0;
	int i = 0, ok = 1;
	struct kw_bytes b;
	struct kw_arena arena;
	kw_arena_init(&arena);
	while (ok && kr_snapshot_reader_next(r, &b, NULL) == 1) {
		struct kw_records_iter it;
		struct kw_record_batch batch;
		kw_records_iter_init(&it, b.ptr, (size_t)b.len, 0);
		if (kw_records_iter_next(&it, &batch, NULL) != 1) {
			ok = 0;
			break;
		}
		struct kw_record_iter ri;
		if (kw_record_iter_init_decompressed(&ri, &batch, 1 << 24, &arena, NULL) != 0) {
			ok = 0;
			break;
		}
		struct kw_record rec;
		while (ok && kw_record_iter_next(&ri, &rec) == 1) {
			char key[16];
			uint8_t value[80];
			size_t vlen;
			snap_record(end_offset, epoch, i++, key, value, &vlen);
			ok = rec.key.len == (int32_t)strlen(key) &&
			     memcmp(rec.key.ptr, key, strlen(key)) == 0 &&
			     rec.value.len == (int32_t)vlen &&
			     memcmp(rec.value.ptr, value, vlen) == 0;
		}
	}
	kw_arena_free(&arena);
	kr_snapshot_reader_close(r);
	return ok && i == nrecords;
}
