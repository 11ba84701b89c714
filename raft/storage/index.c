/* SPDX-License-Identifier: Apache-2.0 */
/* index.c — the sparse offset index of a segment (see log_internal.h). */
#include <stdlib.h>

#include "storage/log_internal.h"

void kr__index_note(struct kr__index *ix, uint32_t rel_base, uint32_t rel,
		    uint32_t pos, uint32_t n, uint32_t interval)
{
	if (ix->since_last > interval) {
		if (ix->len == ix->cap) {
			size_t cap = ix->cap ? ix->cap * 2 : 64;
			struct kr__index_entry *e =
				realloc(ix->entries, cap * sizeof *e);
			if (e == NULL)
				goto out;
			ix->entries = e;
			ix->cap = cap;
		}
		ix->entries[ix->len].rel = rel;
		ix->entries[ix->len].pos = pos;
		ix->entries[ix->len].rel_base = rel_base;
		ix->len++;
		ix->since_last = 0;
	}
out:
	ix->since_last += n;
}

uint64_t kr__index_lookup(const struct kr__index *ix, uint32_t rel,
			  uint32_t *rel_found)
{
	size_t lo = 0, hi = ix->len;
	/* Binary search for the first entry with entry.rel > rel. */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (ix->entries[mid].rel <= rel)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0) {
		*rel_found = 0;
		return 0;
	}
	*rel_found = ix->entries[lo - 1].rel;
	return ix->entries[lo - 1].pos;
}

const struct kr__index_entry *kr__index_furthest(const struct kr__index *ix,
						 uint64_t after, uint64_t max_pos,
						 uint64_t max_rel_base)
{
	/* Positions and base offsets both ascend: find the first entry past
	 * each bound, and take the entry before the nearer one. */
	size_t lo = 0, hi = ix->len;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (ix->entries[mid].pos <= max_pos)
			lo = mid + 1;
		else
			hi = mid;
	}
	size_t by_pos = lo;
	lo = 0;
	hi = by_pos;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (ix->entries[mid].rel_base <= max_rel_base)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0 || ix->entries[lo - 1].pos <= after)
		return NULL;
	return &ix->entries[lo - 1];
}

void kr__index_truncate(struct kr__index *ix, uint32_t pos)
{
	while (ix->len > 0 && ix->entries[ix->len - 1].pos >= pos)
		ix->len--;
	ix->since_last = 0;
}

static void put32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

void kr__index_encode(const struct kr__index *ix, uint8_t *out)
{
	for (size_t i = 0; i < ix->len; i++) {
		put32(out + 8 * i, ix->entries[i].rel);
		put32(out + 8 * i + 4, ix->entries[i].pos);
	}
}

void kr__index_free(struct kr__index *ix)
{
	free(ix->entries);
	ix->entries = NULL;
	ix->len = ix->cap = 0;
	ix->since_last = 0;
}
