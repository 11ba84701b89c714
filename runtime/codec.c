/* SPDX-License-Identifier: Apache-2.0 */
/*
 * codec.c — the out-of-line helpers of the generated codecs (see
 * kwire/codec.h): the decoders' slow path for arrays of fixed-size
 * elements and their error reports, the size pass's error reports, unknown
 * tagged fields, and the reservation of an encode's bytes.
 */
#include "kwire/codec.h"

#include <inttypes.h>

/* ---- decode ---- */

void *kw__rd_elems_slow(struct kw_reader *r, struct kw_arena *a, int32_t *count,
			bool compact, bool nullable, size_t size, enum kw__elem k)
{
	int32_t n = kw_reader_read_array_len(r, compact, nullable, size);
	*count = n;
	if (n <= 0 || !kw_reader_ok(r))
		return NULL;
	void *d = kw_arena_alloc(a, (size_t)n * size);
	if (d == NULL) {
		kw_reader_fail(r, KW_ERR_NOMEM, "out of memory");
		return NULL;
	}
	/* The count was checked: its n * size bytes are there. */
	kw__ld_elems(d, r->buf + r->pos, (size_t)n, size, k);
	r->pos += (size_t)n * size;
	return d;
}

int kw__fail_field(struct kw_error *e, const char *name)
{
	kw_error_push_field(e, name);
	return e->code ? e->code : KW_ERR_INVALID_ARGUMENT;
}

int kw__fail_index(struct kw_error *e, long i, const char *name)
{
	kw_error_push_index(e, i);
	return kw__fail_field(e, name);
}

int kw__fail_nomem(struct kw_reader *r, const char *name)
{
	kw_reader_fail(r, KW_ERR_NOMEM, "out of memory");
	return kw__fail_field(r->err, name);
}

/* ---- size ---- */

size_t kw__size_fail_field(struct kw_error *e, const char *field)
{
	if (field != NULL)
		kw_error_push_field(e, field);
	return KW__SIZE_ERROR;
}

size_t kw__size_fail_index(struct kw_error *e, long index, const char *field)
{
	kw_error_push_index(e, index);
	kw_error_push_field(e, field);
	return KW__SIZE_ERROR;
}

size_t kw__size_fail_nondefault(struct kw_error *e, size_t at, const char *field,
				int version)
{
	kw_error_set(e, KW_ERR_NON_DEFAULT_FIELD, at,
		     "attempted to write a non-default %s at version %d", field, version);
	return kw__size_fail_field(e, field);
}

size_t kw__size_fail_null(struct kw_error *e, size_t at, const char *field, int version)
{
	kw_error_set(e, KW_ERR_NULL_NOT_ALLOWED, at,
		     "field %s is null, but it is not nullable at version %d", field,
		     version);
	return kw__size_fail_field(e, field);
}

size_t kw__size_fail_null_element(struct kw_error *e, size_t at, long index,
				  const char *field, int version)
{
	kw_error_set(e, KW_ERR_NULL_NOT_ALLOWED, at, "null element at version %d",
		     version);
	return kw__size_fail_index(e, index, field);
}

size_t kw__size_fail_too_long(struct kw_error *e, size_t at, int32_t len,
			      const char *field)
{
	kw_error_set(e, KW_ERR_STRING_TOO_LONG, at,
		     "string length %" PRId32 " exceeds %d", len, KW__STRING_MAX);
	return kw__size_fail_field(e, field);
}

size_t kw__size_fail_count(struct kw_error *e, size_t at, int32_t count,
			   const char *field)
{
	kw_error_set(e, KW_ERR_INVALID_ARGUMENT, at,
		     "array count %" PRId32 " is negative", count);
	return kw__size_fail_field(e, field);
}

size_t kw__size_fail_tags(struct kw_error *e, size_t at, int version)
{
	kw_error_set(e, KW_ERR_TAGS_NOT_FLEXIBLE, at,
		     "tagged fields were set, but version %d does not support them",
		     version);
	return KW__SIZE_ERROR;
}

size_t kw__size_unknown_tags(const struct kw_unknown_tags *u, size_t at,
			     struct kw_error *e, uint32_t *count)
{
	size_t n = 0;
	for (uint32_t i = 0; i < u->count; i++) {
		const struct kw_raw_tag *t = &u->items[i];
		if (t->value.len < 0) {
			kw_error_set(e, KW_ERR_INVALID_ARGUMENT, at,
				     "unknown tag %" PRIu32 " has a null value", t->tag);
			return KW__SIZE_ERROR;
		}
		if (i > 0 && t->tag <= u->items[i - 1].tag) {
			kw_error_set(e, KW_ERR_TAG_ORDER, at,
				     "unknown tag %" PRIu32 " follows tag %" PRIu32,
				     t->tag, u->items[i - 1].tag);
			return KW__SIZE_ERROR;
		}
		n += kw__size_uvarint(t->tag) + kw__size_uvarint((uint32_t)t->value.len) +
		     (size_t)t->value.len;
	}
	*count = u->count;
	return n;
}

uint8_t *kw__put_unknown_tags(uint8_t *p, const struct kw_unknown_tags *u, uint32_t lo,
			      uint32_t hi)
{
	for (uint32_t i = 0; i < u->count; i++) {
		const struct kw_raw_tag *t = &u->items[i];
		if (t->tag < lo || t->tag > hi)
			continue;
		p = kw__put_uvarint(p, t->tag);
		p = kw__put_uvarint(p, (uint32_t)t->value.len);
		if (t->value.len > 0)
			memcpy(p, t->value.ptr, (size_t)t->value.len);
		p += t->value.len;
	}
	return p;
}

uint8_t *kw__encode_reserve(struct kw_writer *w, size_t n)
{
	if (n == KW__SIZE_ERROR)
		return NULL;
	static uint8_t nothing[1];
	if (n == 0) /* a message of no bytes fits anywhere, even a released writer */
		return w->buf != NULL ? w->buf + w->pos : nothing;
	return kw_writer_reserve(w, n);
}
