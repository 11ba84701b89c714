/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/log_tail.c — the newest batches of the log in memory (see
 * node/log_tail.h).
 */
#include "node/log_tail.h"

#include <stdlib.h>
#include <string.h>

void kr_log_tail_init(struct kr_log_tail *t, size_t limit)
{
	memset(t, 0, sizeof *t);
	t->limit = limit;
}

void kr_log_tail_free(struct kr_log_tail *t)
{
	free(t->buf);
	free(t->b);
	memset(t, 0, sizeof *t);
}

void kr_log_tail_reset(struct kr_log_tail *t)
{
	t->len = 0;
	t->n = 0;
}

/* Drops the oldest batches until at most keep bytes are left. */
static void drop_oldest(struct kr_log_tail *t, size_t keep)
{
	size_t k = 0;
	while (k < t->n && t->len - t->b[k].pos > keep)
		k++;
	if (k == t->n) {
		kr_log_tail_reset(t);
		return;
	}
	size_t cut = t->b[k].pos;
	memmove(t->buf, t->buf + cut, t->len - cut);
	t->len -= cut;
	memmove(t->b, t->b + k, (t->n - k) * sizeof *t->b);
	t->n -= k;
	for (size_t i = 0; i < t->n; i++)
		t->b[i].pos -= cut;
}

void kr_log_tail_append(struct kr_log_tail *t, int64_t base, int32_t count,
			const uint8_t *data, size_t len)
{
	if (t->n > 0 && base != t->b[t->n - 1].base + t->b[t->n - 1].count)
		kr_log_tail_reset(t);
	if (len == 0 || count <= 0 || len > t->limit) {
		kr_log_tail_reset(t);
		return;
	}
	if (t->len + len > t->limit)
		drop_oldest(t, t->limit / 2 > len ? t->limit / 2 - len : 0);
	if (t->len + len > t->cap) {
		size_t cap = t->cap ? t->cap : 64 * 1024;
		while (cap < t->len + len)
			cap *= 2;
		if (cap > t->limit)
			cap = t->limit;
		uint8_t *p = realloc(t->buf, cap);
		if (!p) {
			kr_log_tail_reset(t);
			return;
		}
		t->buf = p;
		t->cap = cap;
	}
	if (t->n == t->b_cap) {
		size_t nc = t->b_cap ? t->b_cap * 2 : 64;
		struct kr_log_tail_batch *nb = realloc(t->b, nc * sizeof *nb);
		if (!nb) {
			kr_log_tail_reset(t);
			return;
		}
		t->b = nb;
		t->b_cap = nc;
	}
	memcpy(t->buf + t->len, data, len);
	t->b[t->n++] = (struct kr_log_tail_batch){base, count, t->len};
	t->len += len;
}

bool kr_log_tail_read(const struct kr_log_tail *t, int64_t offset, int32_t max_bytes,
		      struct kw_bytes *out)
{
	if (t->n == 0 || offset < t->b[0].base ||
	    offset >= t->b[t->n - 1].base + t->b[t->n - 1].count)
		return false;
	/* the batch holding offset: binary search by base */
	size_t lo = 0, hi = t->n - 1;
	while (lo < hi) {
		size_t mid = lo + (hi - lo + 1) / 2;
		if (t->b[mid].base <= offset)
			lo = mid;
		else
			hi = mid - 1;
	}
	size_t start = t->b[lo].pos, end = lo + 1 < t->n ? t->b[lo + 1].pos : t->len;
	size_t want = max_bytes > 0 ? (size_t)max_bytes : 0;
	for (size_t i = lo + 1; i < t->n; i++) {
		size_t next = i + 1 < t->n ? t->b[i + 1].pos : t->len;
		if (next - start > want)
			break;
		end = next;
	}
	if (end - start > INT32_MAX)
		return false;
	*out = (struct kw_bytes){t->buf + start, (int32_t)(end - start)};
	return true;
}
