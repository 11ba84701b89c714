/* SPDX-License-Identifier: Apache-2.0 */
/*
 * epoch_cache.c — the leader-epoch cache and its checkpoint text (see
 * log_internal.h for the file form, Kafka's leader-epoch-checkpoint).
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kwire/error.h"
#include "storage/log_internal.h"

void kr__epoch_cache_init(struct kr__epoch_cache *c)
{
	c->entries = NULL;
	c->len = c->cap = 0;
}

void kr__epoch_cache_free(struct kr__epoch_cache *c)
{
	free(c->entries);
	kr__epoch_cache_init(c);
}

int32_t kr__epoch_cache_last(const struct kr__epoch_cache *c)
{
	return c->len ? c->entries[c->len - 1].epoch : -1;
}

static int push(struct kr__epoch_cache *c, int32_t epoch, int64_t start)
{
	if (c->len == c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 16;
		struct kr__epoch_entry *e = realloc(c->entries, cap * sizeof *e);
		if (e == NULL)
			return KW_ERR_NOMEM;
		c->entries = e;
		c->cap = cap;
	}
	c->entries[c->len].epoch = epoch;
	c->entries[c->len].start = start;
	c->len++;
	return 0;
}

int kr__epoch_cache_add(struct kr__epoch_cache *c, int32_t epoch, int64_t start)
{
	if (epoch <= kr__epoch_cache_last(c))
		return 0;
	return push(c, epoch, start);
}

void kr__epoch_cache_truncate(struct kr__epoch_cache *c, int64_t end)
{
	while (c->len > 0 && c->entries[c->len - 1].start >= end)
		c->len--;
}

void kr__epoch_cache_truncate_front(struct kr__epoch_cache *c, int64_t start)
{
	/* the last entry starting at or before start covers it */
	size_t keep = 0;
	while (keep + 1 < c->len && c->entries[keep + 1].start <= start)
		keep++;
	if (keep > 0)
		memmove(c->entries, c->entries + keep,
			(c->len - keep) * sizeof c->entries[0]);
	c->len -= keep;
	if (c->len > 0 && c->entries[0].start < start)
		c->entries[0].start = start;
}

int32_t kr__epoch_cache_epoch_at(const struct kr__epoch_cache *c, int64_t offset)
{
	int32_t e = -1;
	for (size_t i = 0; i < c->len && c->entries[i].start <= offset; i++)
		e = c->entries[i].epoch;
	return e;
}

int kr__epoch_cache_copy(struct kr__epoch_cache *dst,
			 const struct kr__epoch_cache *src)
{
	dst->len = 0;
	for (size_t i = 0; i < src->len; i++)
		if (push(dst, src->entries[i].epoch, src->entries[i].start) < 0)
			return KW_ERR_NOMEM;
	return 0;
}

void kr__epoch_cache_end_offset(const struct kr__epoch_cache *c, int32_t epoch,
				int64_t log_start, int64_t log_end,
				int32_t *out_epoch, int64_t *out_end)
{
	/* The last entry whose epoch is <= epoch. */
	size_t lo = 0, hi = c->len;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (c->entries[mid].epoch <= epoch)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0) {
		*out_epoch = -1;
		*out_end = log_start;
		return;
	}
	*out_epoch = c->entries[lo - 1].epoch;
	*out_end = lo < c->len ? c->entries[lo].start : log_end;
}

int kr__epoch_cache_render(const struct kr__epoch_cache *c, char **text,
			   size_t *len)
{
	/* "0\n" + count line + one line per entry, each at most 32 bytes. */
	size_t cap = 32 + c->len * 34;
	char *t = malloc(cap);
	if (t == NULL)
		return KW_ERR_NOMEM;
	size_t n = (size_t)snprintf(t, cap, "0\n%zu\n", c->len);
	for (size_t i = 0; i < c->len; i++)
		n += (size_t)snprintf(t + n, cap - n, "%" PRId32 " %" PRId64 "\n",
				      c->entries[i].epoch, c->entries[i].start);
	*text = t;
	*len = n;
	return 0;
}

/* Reads a decimal integer ending at sep; advances *p past sep. */
static int parse_int(const char **p, const char *end, char sep, int64_t *out)
{
	const char *s = *p;
	bool neg = false;
	if (s < end && *s == '-') {
		neg = true;
		s++;
	}
	if (s == end || *s < '0' || *s > '9')
		return -1;
	int64_t v = 0;
	for (; s < end && *s >= '0' && *s <= '9'; s++) {
		if (v > (INT64_MAX - (*s - '0')) / 10)
			return -1;
		v = v * 10 + (*s - '0');
	}
	if (s == end || *s != sep)
		return -1;
	*out = neg ? -v : v;
	*p = s + 1;
	return 0;
}

int kr__epoch_cache_parse(struct kr__epoch_cache *c, const char *text,
			  size_t len)
{
	const char *p = text, *end = text + len;
	int64_t version, count;
	c->len = 0;
	if (parse_int(&p, end, '\n', &version) < 0 || version != 0 ||
	    parse_int(&p, end, '\n', &count) < 0 || count < 0)
		return KW_ERR_CORRUPT;
	for (int64_t i = 0; i < count; i++) {
		int64_t epoch, start;
		if (parse_int(&p, end, ' ', &epoch) < 0 ||
		    parse_int(&p, end, '\n', &start) < 0 || epoch < 0 ||
		    epoch > INT32_MAX || start < 0)
			return KW_ERR_CORRUPT;
		if (c->len > 0 && (epoch <= c->entries[c->len - 1].epoch ||
				   start < c->entries[c->len - 1].start))
			return KW_ERR_CORRUPT;
		if (push(c, (int32_t)epoch, start) < 0)
			return KW_ERR_NOMEM;
	}
	return p == end ? 0 : KW_ERR_CORRUPT;
}
