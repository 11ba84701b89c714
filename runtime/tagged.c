/*
 * tagged.c — tagged-field sections (KIP-482), read and written.
 *
 *   section := uvarint count, then count times:
 *              uvarint tag, uvarint size, size bytes of value
 *
 * Tags must be strictly ascending. Kafka's generated readers do not check
 * this, but KIP-482 requires it and its writers never break it; rejecting a
 * section out of order keeps re-encoding byte-exact (the unknown tags we keep
 * are written back in the order we hold them).
 */
#include "kwire/reader.h"
#include "kwire/writer.h"

#include <inttypes.h>

int kw_reader_read_tagged_fields(struct kw_reader *r, struct kw_arena *a,
				 kw_tag_handler known, void *ctx,
				 struct kw_unknown_tags *unknown)
{
	if (unknown != NULL) {
		unknown->items = NULL;
		unknown->count = 0;
	}
	size_t start = kw_reader_offset(r);
	uint32_t n = kw_reader_read_uvarint(r);
	if (!kw_reader_ok(r))
		return r->err->code;
	/* Each field takes at least two bytes (a tag and a zero size). */
	size_t left = kw_reader_remaining(r);
	if (n > left / 2)
		return kw_error_set(r->err, KW_ERR_COUNT_TOO_LARGE, start,
				    "tagged field count %" PRIu32
				    " exceeds %zu remaining bytes",
				    n, left);
	uint32_t cap = 0;
	int64_t prev = -1;
	for (uint32_t i = 0; i < n; i++) {
		size_t at = kw_reader_offset(r);
		uint32_t tag = kw_reader_read_uvarint(r);
		uint32_t size = kw_reader_read_uvarint(r);
		if (!kw_reader_ok(r))
			return r->err->code;
		if ((int64_t)tag <= prev)
			return kw_error_set(r->err, KW_ERR_TAG_ORDER, at,
					    "tag %" PRIu32 " follows tag %" PRId64, tag,
					    prev);
		prev = tag;
		if (size > kw_reader_remaining(r))
			return kw_error_set(r->err, KW_ERR_LENGTH_PAST_END, at,
					    "tagged field %" PRIu32 " size %" PRIu32
					    " exceeds %zu remaining bytes",
					    tag, size, kw_reader_remaining(r));
		struct kw_reader sub = {
			.buf = r->buf + r->pos,
			.len = size,
			.pos = 0,
			.base = kw_reader_offset(r),
			.err = r->err,
		};
		int rc = known != NULL ? known(ctx, tag, &sub) : 0;
		if (rc < 0 || !kw_reader_ok(r)) {
			if (rc >= 0)
				rc = r->err->code;
			kw_error_set(r->err, rc, sub.base + sub.pos,
				     "tagged field %" PRIu32 " is invalid", tag);
			return rc;
		}
		if (rc == 0 && unknown != NULL) {
			if (cap == 0) {
				/* n is bounded by the input, so this is too. */
				cap = n - i;
				unknown->items = kw_arena_alloc(
					a, (size_t)cap * sizeof *unknown->items);
				if (unknown->items == NULL)
					return kw_error_set(r->err, KW_ERR_NOMEM, at,
							    "no memory for %" PRIu32
							    " unknown tags",
							    cap);
			}
			struct kw_raw_tag *t = &unknown->items[unknown->count++];
			t->tag = tag;
			t->value.ptr = sub.buf;
			t->value.len = (int32_t)size;
		}
		r->pos += size;
	}
	return 0;
}

/* Checks that u's tags are strictly ascending; returns 0 or a code. */
static int check_order(struct kw_writer *w, const struct kw_unknown_tags *u)
{
	for (uint32_t i = 0; i < u->count; i++) {
		if (u->items[i].value.len < 0)
			return kw_writer_fail(w, KW_ERR_INVALID_ARGUMENT,
					      "unknown tag %" PRIu32 " has a null value",
					      u->items[i].tag);
		if (i > 0 && u->items[i].tag <= u->items[i - 1].tag)
			return kw_writer_fail(w, KW_ERR_TAG_ORDER,
					      "unknown tag %" PRIu32
					      " follows tag %" PRIu32,
					      u->items[i].tag, u->items[i - 1].tag);
	}
	return 0;
}

/* Writes the unknown tags in [lo, last] (inclusive, so UINT32_MAX fits). */
static void write_range(struct kw_writer *w, const struct kw_unknown_tags *u, uint32_t lo,
			uint32_t last)
{
	if (u == NULL || u->count == 0 || !kw_writer_ok(w))
		return;
	if (check_order(w, u) != 0)
		return;
	for (uint32_t i = 0; i < u->count; i++) {
		const struct kw_raw_tag *t = &u->items[i];
		if (t->tag < lo || t->tag > last)
			continue;
		kw_writer_write_tag_header(w, t->tag, (uint32_t)t->value.len);
		kw_writer_write_raw(w, t->value.ptr, (size_t)t->value.len);
	}
}

static size_t size_range(const struct kw_unknown_tags *u, uint32_t lo, uint32_t last,
			 uint32_t *count)
{
	size_t size = 0;
	uint32_t c = 0;
	for (uint32_t i = 0; u != NULL && i < u->count; i++) {
		const struct kw_raw_tag *t = &u->items[i];
		if (t->tag < lo || t->tag > last || t->value.len < 0)
			continue;
		size += kw_size_tag_header(t->tag, (uint32_t)t->value.len) +
			(size_t)t->value.len;
		c++;
	}
	if (count != NULL)
		*count = c;
	return size;
}

void kw_writer_write_unknown_tags(struct kw_writer *w, const struct kw_unknown_tags *u,
				  uint32_t lo, uint32_t hi)
{
	/* hi UINT32_MAX reaches the largest tag too (generated code passes it
	 * for "after the last known tag"; a tag of UINT32_MAX is legal). */
	if (hi == UINT32_MAX)
		write_range(w, u, lo, UINT32_MAX);
	else if (hi > lo)
		write_range(w, u, lo, hi - 1);
}

size_t kw_size_unknown_tags(const struct kw_unknown_tags *u, uint32_t lo, uint32_t hi,
			    uint32_t *count)
{
	if (hi == UINT32_MAX)
		return size_range(u, lo, UINT32_MAX, count);
	if (hi <= lo) {
		if (count != NULL)
			*count = 0;
		return 0;
	}
	return size_range(u, lo, hi - 1, count);
}

void kw_writer_write_tag_header(struct kw_writer *w, uint32_t tag, uint32_t size)
{
	kw_writer_write_uvarint(w, tag);
	kw_writer_write_uvarint(w, size);
}

size_t kw_size_tag_header(uint32_t tag, uint32_t size)
{
	return kw_size_uvarint(tag) + kw_size_uvarint(size);
}

void kw_writer_write_tagged_fields(struct kw_writer *w, const struct kw_unknown_tags *u)
{
	/* Every tag is in range; a null value fails in write_range. */
	uint32_t count = u != NULL ? u->count : 0;
	kw_writer_write_uvarint(w, count);
	write_range(w, u, 0, UINT32_MAX);
}

size_t kw_size_tagged_fields(const struct kw_unknown_tags *u)
{
	uint32_t count = 0;
	size_t size = size_range(u, 0, UINT32_MAX, &count);
	return kw_size_uvarint(count) + size;
}
