/*
 * kwire/error.h — the one error model of libkwire.
 *
 * Every function that can fail returns 0 or a negative KW_ERR_* code from the
 * single table below (the table also yields names and messages). Decoders and
 * encoders also fill a struct kw_error: the code, the byte offset where the
 * problem was found, and a message naming the field path, e.g.
 *
 *   FetchRequest v13: topics[2].partitions: count 2147483647 exceeds 12
 *   remaining bytes at offset 57
 *
 * The first error wins: later kw_error_set calls are ignored. Context is added
 * while unwinding with kw_error_push_field / kw_error_push_index /
 * kw_error_set_context.
 */
#ifndef KWIRE_ERROR_H
#define KWIRE_ERROR_H

#include "export.h"

#include <stddef.h>

/* X(NAME, value, message) */
#define KW_ERRNO_MAP(X)                                                       \
	X(TRUNCATED, -1, "input ends inside a value")                          \
	X(VARINT_TOO_LONG, -2, "varint is longer than its type allows")        \
	X(VARINT_OVERFLOW, -3, "varint value does not fit its type")          \
	X(NEGATIVE_LENGTH, -4, "length or count is negative")                  \
	X(LENGTH_PAST_END, -5, "length runs past the end of the input")        \
	X(NULL_NOT_ALLOWED, -6, "null in a non-nullable position")             \
	X(STRING_TOO_LONG, -7, "string is longer than 32767 bytes")            \
	X(COUNT_TOO_LARGE, -8, "element count exceeds the bytes remaining")    \
	X(NOMEM, -9, "out of memory")                                          \
	X(BUFFER_FULL, -10, "output buffer is too small")                      \
	X(UNSUPPORTED_VERSION, -11, "version is not supported")                \
	X(NON_DEFAULT_FIELD, -12, "non-default field cannot be written at this version") \
	X(INVALID_TAG, -13, "tag is not valid for this version")               \
	X(TAG_ORDER, -14, "tagged fields are not in ascending order")          \
	X(TAGS_NOT_FLEXIBLE, -15, "tagged fields set at a non-flexible version") \
	X(FRAME_TOO_LARGE, -16, "frame exceeds the maximum frame size")        \
	X(INVALID_FRAME, -17, "frame size is invalid")                         \
	X(INVALID_UUID, -18, "invalid uuid text")                              \
	X(CORRUPT, -19, "checksum mismatch or corrupt data")                   \
	X(COMPRESSION, -20, "compression or decompression failed")             \
	X(DECOMPRESSION_BOMB, -21, "data inflates past the configured bound")  \
	X(UNKNOWN_API, -22, "unknown api key")                                 \
	X(INVALID_ARGUMENT, -23, "invalid argument")                           \
	X(TRAILING_BYTES, -24, "bytes left over after the value")              \
	X(JSON, -25, "invalid JSON for this message")                          \
	X(IO, -26, "input/output error")                                       \
	X(INVALID_VALUE, -27, "value is out of range for its field")           \
	X(UNSUPPORTED, -28, "feature not supported")

enum kw_errno {
	KW_OK = 0,
#define KW__ERRNO_ENUM(name, val, msg) KW_ERR_##name = (val),
	KW_ERRNO_MAP(KW__ERRNO_ENUM)
#undef KW__ERRNO_ENUM
};

/* "KW_ERR_TRUNCATED" for -1; "KW_ERR_UNKNOWN" for codes outside the table. */
KW_EXPORT const char *kw_errname(int code);
/* The table's message for code; "unknown error" outside the table. */
KW_EXPORT const char *kw_strerror(int code);

#define KW_ERROR_DETAIL_MAX 512
#define KW_ERROR_PATH_MAX 192
#define KW_ERROR_CONTEXT_MAX 96

struct kw_error {
	int code;        /* 0 while no error has been recorded */
	size_t offset;   /* byte offset in the outermost input */
	char detail[KW_ERROR_DETAIL_MAX];   /* what was wrong */
	char path[KW_ERROR_PATH_MAX];       /* "topics[2].partitions" */
	char context[KW_ERROR_CONTEXT_MAX]; /* "FetchRequest v13" */
};

KW_EXPORT void kw_error_clear(struct kw_error *e);
/*
 * Records an error unless one is already recorded (first error wins).
 * Returns code, so callers can write `return kw_error_set(...)`.
 * e may be NULL (then only code is returned).
 */
KW_EXPORT int kw_error_set(struct kw_error *e, int code, size_t offset, const char *fmt,
			   ...) __attribute__((format(printf, 4, 5)));
/* Prepends a field name to the path ("partitions" + "x" → "partitions.x"). */
KW_EXPORT void kw_error_push_field(struct kw_error *e, const char *name);
/* Prepends an index to the path ("[2]" + "partitions" → "[2].partitions"). */
KW_EXPORT void kw_error_push_index(struct kw_error *e, long index);
/* Sets the outermost context (message name and version) if not yet set. */
KW_EXPORT void kw_error_set_context(struct kw_error *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/*
 * Formats "context: path: detail at offset N" into buf (parts that are empty
 * are left out). Returns buf.
 */
KW_EXPORT const char *kw_error_format(const struct kw_error *e, char *buf, size_t len);

#endif
