/* SPDX-License-Identifier: Apache-2.0 */
/*
 * storage/error.h — the error codes of the Raft storage library.
 *
 * Storage functions return 0 or a negative code. Codes from the runtime's
 * table (KW_ERR_*, -1..-99, see kwire/error.h) pass through unchanged where
 * they fit: KW_ERR_IO for a failed system call, KW_ERR_CORRUPT for a batch
 * whose length, CRC, offsets or epoch are wrong, KW_ERR_INVALID_ARGUMENT,
 * KW_ERR_NOMEM, KW_ERR_JSON. The codes below (-100 and lower) are the
 * storage-specific outcomes a caller must tell apart. Every failing call also
 * fills a struct kw_error (when one is passed) whose detail names the file,
 * the byte position and what was wrong.
 */
#ifndef KR_STORAGE_ERROR_H
#define KR_STORAGE_ERROR_H

#include "kwire/error.h"

/* X(NAME, value, message) */
#define KR_STORAGE_ERRNO_MAP(X)                                                \
	X(FAILED, -100, "log failed earlier and refuses further writes")       \
	X(BELOW_HIGH_WATERMARK, -101, "truncation below the high watermark")   \
	X(OUT_OF_RANGE, -102, "offset is outside the log")                     \
	X(NOT_CONTIGUOUS, -103, "batch offsets are not contiguous with the log") \
	X(EPOCH_REGRESSION, -104, "batch leader epoch is below the log's latest epoch") \
	X(NOT_FOUND, -105, "no such file (no state written yet)")              \
	X(TOO_LARGE, -106, "batch is larger than a segment may hold")          \
	X(READ_ONLY, -107, "log was opened read-only")                         \
	X(IN_USE, -108, "log directory is open for writing in another process") \
	X(EXISTS, -109, "snapshot already exists")                             \
	X(NO_SNAPSHOT, -110, "the log starts past offset 0 and no valid snapshot covers the offsets before it")

enum kr_storage_errno {
#define KR__STORAGE_ERRNO_ENUM(name, val, msg) KR_STORAGE_ERR_##name = (val),
	KR_STORAGE_ERRNO_MAP(KR__STORAGE_ERRNO_ENUM)
#undef KR__STORAGE_ERRNO_ENUM
};

/* "KR_STORAGE_ERR_FAILED" for -100; runtime codes give kw_errname's answer. */
const char *kr_storage_errname(int code);
/* The message for code, from this table or the runtime's. */
const char *kr_storage_strerror(int code);

#endif
