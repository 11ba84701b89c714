/*
 * reader.c — bounded reads of Kafka's wire primitives (see kwire/reader.h).
 *
 * Every read first checks the sticky error (a failed reader reads nothing and
 * returns zero values), then checks that the bytes it needs are there. Errors
 * are recorded at the offset where the failing value starts, so "at offset N"
 * points at the length prefix or varint that was wrong, not somewhere inside.
 */
#include "kwire/reader.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define KW_STRING_MAX 32767

void kw_reader_init(struct kw_reader *r, const void *buf, size_t len,
		    struct kw_error *err)
{
	static const uint8_t empty[1];
	/* A NULL buffer reads as empty (and keeps pointer math defined). */
	r->buf = buf != NULL ? buf : empty;
	r->len = buf != NULL ? len : 0;
	r->pos = 0;
	r->base = 0;
	r->err = err;
	kw_error_clear(err);
}

/* Records code at absolute offset `at` with a formatted detail. */
static int fail_at(struct kw_reader *r, int code, size_t at, const char *fmt, va_list ap)
{
	if (r->err->code != 0)
		return code;
	char detail[KW_ERROR_DETAIL_MAX];
	vsnprintf(detail, sizeof detail, fmt, ap);
	return kw_error_set(r->err, code, at, "%s", detail);
}

int kw_reader_fail(struct kw_reader *r, int code, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fail_at(r, code, kw_reader_offset(r), fmt, ap);
	va_end(ap);
	return code;
}

/* Like kw_reader_fail, but at the position `pos` inside this reader. */
__attribute__((format(printf, 4, 5))) static int
fail_pos(struct kw_reader *r, int code, size_t pos, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fail_at(r, code, r->base + pos, fmt, ap);
	va_end(ap);
	return code;
}

/*
 * Returns a pointer to the next n bytes and advances, or NULL (recording a
 * truncation naming `what`) when fewer remain or the reader has failed.
 */
static inline const uint8_t *take(struct kw_reader *r, size_t n, const char *what)
{
	if (r->err->code != 0)
		return NULL;
	if (r->len - r->pos < n) {
		fail_pos(r, KW_ERR_TRUNCATED, r->pos, "%s needs %zu bytes, %zu remain",
			 what, n, r->len - r->pos);
		return NULL;
	}
	const uint8_t *p = r->buf + r->pos;
	r->pos += n;
	return p;
}

static inline uint16_t be16(const uint8_t *p)
{
	return (uint16_t)((unsigned)p[0] << 8 | p[1]);
}

static inline uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static inline uint64_t be64(const uint8_t *p)
{
	return (uint64_t)be32(p) << 32 | be32(p + 4);
}

bool kw_reader_read_bool(struct kw_reader *r)
{
	const uint8_t *p = take(r, 1, "bool");
	return p != NULL && *p != 0;
}

int8_t kw_reader_read_i8(struct kw_reader *r)
{
	const uint8_t *p = take(r, 1, "int8");
	return p != NULL ? (int8_t)*p : 0;
}

int16_t kw_reader_read_i16(struct kw_reader *r)
{
	const uint8_t *p = take(r, 2, "int16");
	return p != NULL ? (int16_t)be16(p) : 0;
}

int32_t kw_reader_read_i32(struct kw_reader *r)
{
	const uint8_t *p = take(r, 4, "int32");
	return p != NULL ? (int32_t)be32(p) : 0;
}

int64_t kw_reader_read_i64(struct kw_reader *r)
{
	const uint8_t *p = take(r, 8, "int64");
	return p != NULL ? (int64_t)be64(p) : 0;
}

uint16_t kw_reader_read_u16(struct kw_reader *r)
{
	const uint8_t *p = take(r, 2, "uint16");
	return p != NULL ? be16(p) : 0;
}

uint32_t kw_reader_read_u32(struct kw_reader *r)
{
	const uint8_t *p = take(r, 4, "uint32");
	return p != NULL ? be32(p) : 0;
}

double kw_reader_read_f64(struct kw_reader *r)
{
	const uint8_t *p = take(r, 8, "float64");
	if (p == NULL)
		return 0.0;
	uint64_t bits = be64(p);
	double d;
	memcpy(&d, &bits, sizeof d);
	return d;
}

/*
 * The unsigned varint decoders. At most `max` bytes; the last allowed byte
 * may carry only `last_mask` bits. Kafka's Java reader ignores the excess
 * bits of the last byte; we reject them, so every accepted encoding decodes
 * to exactly one value.
 */
static uint64_t read_uvar(struct kw_reader *r, unsigned max, uint8_t last_mask,
			  const char *what)
{
	if (r->err->code != 0)
		return 0;
	const uint8_t *p = r->buf + r->pos;
	size_t avail = r->len - r->pos;
	uint64_t v = 0;
	for (unsigned i = 0; i < max; i++) {
		if (i == avail) {
			fail_pos(r, KW_ERR_TRUNCATED, r->pos, "%s ends after %u bytes",
				 what, i);
			return 0;
		}
		uint8_t b = p[i];
		if (i == max - 1) {
			if (b & 0x80) {
				fail_pos(r, KW_ERR_VARINT_TOO_LONG, r->pos,
					 "%s is longer than %u bytes", what, max);
				return 0;
			}
			if (b > last_mask) {
				fail_pos(r, KW_ERR_VARINT_OVERFLOW, r->pos,
					 "%s byte %u is 0x%02x, above 0x%02x", what, max,
					 b, last_mask);
				return 0;
			}
		}
		v |= (uint64_t)(b & 0x7f) << (7 * i);
		if (!(b & 0x80)) {
			r->pos += i + 1;
			return v;
		}
	}
	return 0; /* not reached: the last byte always returns above */
}

uint32_t kw_reader_read_uvarint(struct kw_reader *r)
{
	/*
	 * Fast path: with 5 bytes available no bounds check is needed inside
	 * the value. Anything unusual (an error, a short tail, a bad fifth
	 * byte) falls through to the checked loop, which reports it.
	 */
	if (r->err->code == 0 && r->len - r->pos >= 5) {
		const uint8_t *p = r->buf + r->pos;
		uint32_t b = p[0];
		if (b < 0x80) {
			r->pos += 1;
			return b;
		}
		uint32_t v = b & 0x7f;
		b = p[1];
		v |= (b & 0x7f) << 7;
		if (b < 0x80) {
			r->pos += 2;
			return v;
		}
		b = p[2];
		v |= (b & 0x7f) << 14;
		if (b < 0x80) {
			r->pos += 3;
			return v;
		}
		b = p[3];
		v |= (b & 0x7f) << 21;
		if (b < 0x80) {
			r->pos += 4;
			return v;
		}
		b = p[4];
		if (b <= 0x0f) {
			r->pos += 5;
			return v | b << 28;
		}
	}
	return (uint32_t)read_uvar(r, 5, 0x0f, "unsigned varint");
}

uint64_t kw_reader_read_uvarlong(struct kw_reader *r)
{
	if (r->err->code == 0 && r->pos < r->len && r->buf[r->pos] < 0x80)
		return r->buf[r->pos++];
	return read_uvar(r, 10, 0x01, "unsigned varlong");
}

int32_t kw_reader_read_varint(struct kw_reader *r)
{
	uint32_t u = kw_reader_read_uvarint(r);
	return (int32_t)(u >> 1) ^ -(int32_t)(u & 1);
}

int64_t kw_reader_read_varlong(struct kw_reader *r)
{
	uint64_t u = read_uvar(r, 10, 0x01, "varlong");
	return (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
}

void kw_reader_read_uuid(struct kw_reader *r, struct kw_uuid *out)
{
	const uint8_t *p = take(r, 16, "uuid");
	if (p != NULL)
		memcpy(out->bytes, p, 16);
	else
		memset(out->bytes, 0, 16);
}

const uint8_t *kw_reader_read_raw(struct kw_reader *r, size_t n)
{
	return take(r, n, "raw value");
}

void kw_reader_skip(struct kw_reader *r, size_t n)
{
	(void)take(r, n, "skipped value");
}

/*
 * Reads a length or count prefix. Returns the length (>= 0), -1 for null, or
 * -2 after an error. `start` receives the prefix's position. Classic prefixes
 * are int16 (wide == false) or int32; compact ones are uvarint N+1.
 */
static int64_t read_len(struct kw_reader *r, bool compact, bool wide, bool nullable,
			const char *what, size_t *start)
{
	*start = r->pos;
	int64_t n;
	if (compact) {
		uint32_t u = kw_reader_read_uvarint(r);
		if (r->err->code != 0)
			return -2;
		n = (int64_t)u - 1;
		/* Strings are capped at 32767 by the caller; bytes and arrays
		 * must fit their int32 length. */
		if (wide && n > INT32_MAX) {
			fail_pos(r, KW_ERR_VARINT_OVERFLOW, *start,
				 "compact %s length %" PRId64 " exceeds %" PRId32, what,
				 n, INT32_MAX);
			return -2;
		}
	} else {
		n = wide ? kw_reader_read_i32(r) : kw_reader_read_i16(r);
		if (r->err->code != 0)
			return -2;
		if (n < -1) {
			fail_pos(r, KW_ERR_NEGATIVE_LENGTH, *start,
				 "%s length %" PRId64 " is negative", what, n);
			return -2;
		}
	}
	if (n == -1 && !nullable) {
		fail_pos(r, KW_ERR_NULL_NOT_ALLOWED, *start,
			 "null %s where null is not allowed", what);
		return -2;
	}
	return n;
}

void kw_reader_read_string(struct kw_reader *r, struct kw_str *out, bool compact,
			   bool nullable)
{
	size_t start;
	int64_t n = read_len(r, compact, false, nullable, "string", &start);
	*out = KW_STR_NULL;
	if (n < -1) {
		out->len = 0;
		out->ptr = "";
		return;
	}
	if (n == -1)
		return;
	if (n > KW_STRING_MAX) {
		fail_pos(r, KW_ERR_STRING_TOO_LONG, start,
			 "string length %" PRId64 " exceeds %d", n, KW_STRING_MAX);
		*out = (struct kw_str){"", 0};
		return;
	}
	if ((uint64_t)n > r->len - r->pos) {
		fail_pos(r, KW_ERR_LENGTH_PAST_END, start,
			 "string length %" PRId64 " exceeds %zu remaining bytes", n,
			 r->len - r->pos);
		*out = (struct kw_str){"", 0};
		return;
	}
	out->ptr = (const char *)r->buf + r->pos;
	out->len = (int32_t)n;
	r->pos += (size_t)n;
}

void kw_reader_read_bytes(struct kw_reader *r, struct kw_bytes *out, bool compact,
			  bool nullable)
{
	static const uint8_t empty[1];
	size_t start;
	int64_t n = read_len(r, compact, true, nullable, "bytes", &start);
	*out = KW_BYTES_NULL;
	if (n < -1) {
		*out = (struct kw_bytes){empty, 0};
		return;
	}
	if (n == -1)
		return;
	if ((uint64_t)n > r->len - r->pos) {
		fail_pos(r, KW_ERR_LENGTH_PAST_END, start,
			 "bytes length %" PRId64 " exceeds %zu remaining bytes", n,
			 r->len - r->pos);
		*out = (struct kw_bytes){empty, 0};
		return;
	}
	out->ptr = r->buf + r->pos;
	out->len = (int32_t)n;
	r->pos += (size_t)n;
}

int32_t kw_reader_read_array_len(struct kw_reader *r, bool compact, bool nullable,
				 size_t min_elem_size)
{
	size_t start;
	int64_t n = read_len(r, compact, true, nullable, "array", &start);
	if (n < -1)
		return 0;
	if (n <= 0)
		return (int32_t)n;
	size_t left = r->len - r->pos;
	size_t min = min_elem_size ? min_elem_size : 1;
	if ((uint64_t)n > left / min) {
		if (min == 1)
			fail_pos(r, KW_ERR_COUNT_TOO_LARGE, start,
				 "array count %" PRId64 " exceeds %zu remaining bytes", n,
				 left);
		else
			fail_pos(r, KW_ERR_COUNT_TOO_LARGE, start,
				 "array count %" PRId64
				 " of elements of at least %zu bytes exceeds %zu "
				 "remaining bytes",
				 n, min, left);
		return 0;
	}
	return (int32_t)n;
}
