/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/snapshot_serve.c — snapshot batches for consumers
 * (node/snapshot_serve.h).
 */
#include "node/snapshot_serve.h"

#include <stdlib.h>
#include <string.h>

struct kr_snapshot_serve {
	struct kr_snapshot_reader *r;
	struct kr_snapshot_id id;
	int64_t next; /* the reader has returned every batch ending below it */
	/* a batch read but not yet served (it did not fit) */
	uint8_t *peek;
	size_t peek_len, peek_cap;
	int64_t peek_last;
};

static int64_t be64(const uint8_t *p)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v = v << 8 | p[i];
	return (int64_t)v;
}

static int32_t be32(const uint8_t *p)
{
	return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 |
			 p[3]);
}

static void reset(struct kr_snapshot_serve *c)
{
	if (c->r)
		kr_snapshot_reader_close(c->r);
	c->r = NULL;
	c->peek_len = 0;
	c->next = 0;
}

void kr_snapshot_serve_free(struct kr_snapshot_serve *c)
{
	if (!c)
		return;
	reset(c);
	free(c->peek);
	free(c);
}

/* The next batch of the reader (the peeked one first): 1, 0 at the end,
 * or an error. The reader checked its framing and CRC. */
static int next_batch(struct kr_snapshot_serve *c, const uint8_t **p, size_t *len,
		      int64_t *last, struct kw_error *err)
{
	if (c->peek_len) {
		*p = c->peek;
		*len = c->peek_len;
		*last = c->peek_last;
		c->peek_len = 0;
		return 1;
	}
	struct kw_bytes b;
	int rc = kr_snapshot_reader_next(c->r, &b, err);
	if (rc != 1)
		return rc;
	/* the node's own batches (its producers, node/producer_snapshot.h)
	 * sit at the end offset and after: no record a consumer reads */
	if ((int64_t)be64(b.ptr) >= c->id.end_offset)
		return 0;
	*p = b.ptr;
	*len = (size_t)b.len;
	*last = be64(b.ptr) + be32(b.ptr + 23); /* base offset + last offset delta */
	return 1;
}

static int stash(struct kr_snapshot_serve *c, const uint8_t *p, size_t len, int64_t last)
{
	if (p == c->peek) { /* it was the peeked one: keep it */
		c->peek_len = len;
		c->peek_last = last;
		return 0;
	}
	if (len > c->peek_cap) {
		uint8_t *q = realloc(c->peek, len);
		if (!q)
			return KW_ERR_NOMEM;
		c->peek = q;
		c->peek_cap = len;
	}
	memcpy(c->peek, p, len);
	c->peek_len = len;
	c->peek_last = last;
	return 0;
}

int kr_snapshot_serve_read(struct kr_snapshot_serve **cache, const char *dir,
			   struct kr_snapshot_id id, int64_t offset, size_t max_bytes,
			   struct kw_arena *a, struct kw_bytes *out, struct kw_error *err)
{
	*out = (struct kw_bytes){NULL, 0};
	struct kr_snapshot_serve *c = *cache;
	if (!c) {
		c = calloc(1, sizeof *c);
		if (!c)
			return kw_error_set(err, KW_ERR_NOMEM, 0, "snapshot serve");
		*cache = c;
	}
	/* another snapshot, or a consumer going back: read from the start */
	if (c->r && (c->id.end_offset != id.end_offset || c->id.epoch != id.epoch ||
		     offset < c->next))
		reset(c);
	if (!c->r) {
		int rc = kr_snapshot_reader_open(&c->r, dir, id, NULL, err);
		if (rc != 0) {
			c->r = NULL;
			return rc;
		}
		c->id = id;
	}
	uint8_t *buf = NULL;
	size_t used = 0, cap = 0;
	for (;;) {
		const uint8_t *p = NULL;
		size_t len = 0;
		int64_t last = -1;
		int rc = next_batch(c, &p, &len, &last, err);
		if (rc < 0) {
			reset(c);
			return rc;
		}
		if (rc == 0)
			break;
		if (last < offset) {
			c->next = last + 1;
			continue;
		}
		if (used && used + len > max_bytes) {
			if (stash(c, p, len, last) != 0)
				return kw_error_set(err, KW_ERR_NOMEM, 0, "snapshot serve");
			break;
		}
		if (used + len > cap) {
			size_t nc = cap ? cap * 2 : len;
			while (nc < used + len)
				nc *= 2;
			if (nc > max_bytes && used + len <= max_bytes)
				nc = max_bytes;
			uint8_t *q = kw_arena_alloc(a, nc);
			if (!q)
				return kw_error_set(err, KW_ERR_NOMEM, 0, "snapshot serve");
			if (used)
				memcpy(q, buf, used);
			buf = q;
			cap = nc;
		}
		memcpy(buf + used, p, len);
		used += len;
		c->next = last + 1;
		if (used >= max_bytes)
			break;
	}
	*out = (struct kw_bytes){buf, (int32_t)used};
	return 0;
}
