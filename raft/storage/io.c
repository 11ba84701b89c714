/* SPDX-License-Identifier: Apache-2.0 */
/* io.c — the POSIX I/O table and the write-all/read-all helpers (io.h). */
#include "storage/io.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

static int posix_open(struct kr_io *io, const char *path, int flags, mode_t mode)
{
	(void)io;
	int fd;
	do
		fd = open(path, flags | O_CLOEXEC, mode);
	while (fd < 0 && errno == EINTR);
	return fd < 0 ? -errno : fd;
}

static int posix_close(struct kr_io *io, int fd)
{
	(void)io;
	/* close is not retried on EINTR: on Linux the descriptor is gone. */
	return close(fd) < 0 && errno != EINTR ? -errno : 0;
}

static ssize_t posix_pwrite(struct kr_io *io, int fd, const void *buf,
			    size_t n, off_t off)
{
	(void)io;
	ssize_t r;
	do
		r = pwrite(fd, buf, n, off);
	while (r < 0 && errno == EINTR);
	return r < 0 ? -errno : r;
}

static ssize_t posix_pread(struct kr_io *io, int fd, void *buf, size_t n,
			   off_t off)
{
	(void)io;
	ssize_t r;
	do
		r = pread(fd, buf, n, off);
	while (r < 0 && errno == EINTR);
	return r < 0 ? -errno : r;
}

static int posix_fsync(struct kr_io *io, int fd)
{
	(void)io;
	return fsync(fd) < 0 ? -errno : 0;
}

static int posix_fdatasync(struct kr_io *io, int fd)
{
	(void)io;
	return fdatasync(fd) < 0 ? -errno : 0;
}

static int posix_ftruncate(struct kr_io *io, int fd, off_t len)
{
	(void)io;
	int r;
	do
		r = ftruncate(fd, len);
	while (r < 0 && errno == EINTR);
	return r < 0 ? -errno : 0;
}

static int posix_size(struct kr_io *io, int fd, off_t *size)
{
	(void)io;
	struct stat st;
	if (fstat(fd, &st) < 0)
		return -errno;
	*size = st.st_size;
	return 0;
}

static int posix_rename(struct kr_io *io, const char *from, const char *to)
{
	(void)io;
	return rename(from, to) < 0 ? -errno : 0;
}

static int posix_unlink(struct kr_io *io, const char *path)
{
	(void)io;
	return unlink(path) < 0 ? -errno : 0;
}

static int posix_fsync_dir(struct kr_io *io, const char *path)
{
	(void)io;
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	int r = fsync(fd) < 0 ? -errno : 0;
	close(fd);
	return r;
}

static struct kr_io posix_io = {
	.open = posix_open,
	.close = posix_close,
	.pwrite = posix_pwrite,
	.pread = posix_pread,
	.fsync = posix_fsync,
	.fdatasync = posix_fdatasync,
	.ftruncate = posix_ftruncate,
	.size = posix_size,
	.rename = posix_rename,
	.unlink = posix_unlink,
	.fsync_dir = posix_fsync_dir,
	.data = NULL,
};

struct kr_io *kr_io_posix(void)
{
	return &posix_io;
}

int kr__io_write_all(struct kr_io *io, int fd, const void *buf, size_t n,
		     off_t off)
{
	const uint8_t *p = buf;
	while (n > 0) {
		ssize_t w = io->pwrite(io, fd, p, n, off);
		if (w < 0)
			return (int)w;
		if (w == 0)
			return -EIO;
		p += w;
		n -= (size_t)w;
		off += w;
	}
	return 0;
}

int kr__io_read_all(struct kr_io *io, int fd, void *buf, size_t n, off_t off)
{
	uint8_t *p = buf;
	while (n > 0) {
		ssize_t r = io->pread(io, fd, p, n, off);
		if (r < 0)
			return (int)r;
		if (r == 0)
			return -ENODATA;
		p += r;
		n -= (size_t)r;
		off += r;
	}
	return 0;
}

int kr__io_replace_file(struct kr_io *io, const char *dir, const char *name,
			const void *data, size_t len, const char **step)
{
	char path[4096], tmp[4096];
	const char *dummy;
	if (step == NULL)
		step = &dummy;
	*step = "path";
	if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, name) >= sizeof path ||
	    (size_t)snprintf(tmp, sizeof tmp, "%s/%s.tmp", dir, name) >= sizeof tmp)
		return -ENAMETOOLONG;
	*step = "unlink";
	int rc = io->unlink(io, tmp);
	if (rc < 0 && rc != -ENOENT)
		return rc;
	*step = "open";
	int fd = io->open(io, tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return fd;
	*step = "write";
	rc = kr__io_write_all(io, fd, data, len, 0);
	if (rc == 0) {
		/* Sync, then close, then rename: renaming a file whose data is
		 * not yet on disk can leave an empty file after a crash. */
		*step = "fsync";
		rc = io->fsync(io, fd);
	}
	int crc = io->close(io, fd);
	if (rc == 0 && crc < 0) {
		*step = "close";
		rc = crc;
	}
	if (rc < 0) {
		io->unlink(io, tmp);
		return rc;
	}
	*step = "rename";
	rc = io->rename(io, tmp, path);
	if (rc < 0) {
		io->unlink(io, tmp);
		return rc;
	}
	*step = "fsync-dir";
	return io->fsync_dir(io, dir);
}
