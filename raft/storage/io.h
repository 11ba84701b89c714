/* SPDX-License-Identifier: Apache-2.0 */
/*
 * storage/io.h — the file-system calls the storage library makes, as a table
 * of function pointers, so tests can inject short writes, ENOSPC, EIO and
 * failing fsyncs, and count or slow down calls.
 *
 * Every function returns what its POSIX namesake returns on success and the
 * negated errno on failure (never -1 with errno set). kr_io_posix() is the
 * default: plain POSIX calls, retried on EINTR, nothing else.
 *
 * A table is shared by every thread that uses the log or quorum-state file it
 * was given to, so an implementation must be thread-safe (the POSIX one is).
 */
#ifndef KR_STORAGE_IO_H
#define KR_STORAGE_IO_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct kr_io {
	/* open(2): returns a file descriptor or -errno. */
	int (*open)(struct kr_io *io, const char *path, int flags, mode_t mode);
	/* close(2): 0 or -errno. */
	int (*close)(struct kr_io *io, int fd);
	/* pwrite(2): bytes written (may be short) or -errno. */
	ssize_t (*pwrite)(struct kr_io *io, int fd, const void *buf, size_t n,
			  off_t off);
	/* pread(2): bytes read (0 at end of file) or -errno. */
	ssize_t (*pread)(struct kr_io *io, int fd, void *buf, size_t n, off_t off);
	/* fsync(2) / fdatasync(2): 0 or -errno. */
	int (*fsync)(struct kr_io *io, int fd);
	int (*fdatasync)(struct kr_io *io, int fd);
	/* ftruncate(2): 0 or -errno. */
	int (*ftruncate)(struct kr_io *io, int fd, off_t len);
	/* The file's size (fstat's st_size) into *size: 0 or -errno. */
	int (*size)(struct kr_io *io, int fd, off_t *size);
	/* rename(2) / unlink(2): 0 or -errno. */
	int (*rename)(struct kr_io *io, const char *from, const char *to);
	int (*unlink)(struct kr_io *io, const char *path);
	/* Opens directory path and fsyncs it, making renames, creations and
	 * unlinks in it durable: 0 or -errno. */
	int (*fsync_dir)(struct kr_io *io, const char *path);
	/* For the implementation's own state; the library never touches it. */
	void *data;
};

/* The POSIX table (a static object; never freed). */
struct kr_io *kr_io_posix(void);

/*
 * Writes all n bytes at off, continuing after short writes. Returns 0, or
 * -errno from the first failing call (a write that returns 0 counts as
 * -EIO). On failure some prefix of the bytes may have reached the file.
 */
int kr__io_write_all(struct kr_io *io, int fd, const void *buf, size_t n,
		     off_t off);
/*
 * Reads exactly n bytes at off. Returns 0, -errno, or -ENODATA when the file
 * ends first.
 */
int kr__io_read_all(struct kr_io *io, int fd, void *buf, size_t n, off_t off);

/*
 * Replaces dir/name atomically with data[0..len): writes dir/name.tmp
 * (removing a stale one first), fsyncs and closes it, renames it over
 * dir/name, and fsyncs dir. A crash at any point leaves either the old file
 * or the new one. Returns 0 or -errno; *step (may be NULL) receives the name
 * of the step that failed ("open", "write", "fsync", "close", "rename",
 * "fsync-dir").
 */
int kr__io_replace_file(struct kr_io *io, const char *dir, const char *name,
			const void *data, size_t len, const char **step);

#endif
