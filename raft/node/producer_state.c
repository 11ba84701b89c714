/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/producer_state.c — the producer table (see producer_state.h): an
 * open-addressing hash table of entries (linear probing, backward-shift
 * deletion), grown by doubling while at most half full.
 */
#include "node/producer_state.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct kr_producer_state {
	struct kr_producer_entry *slots; /* id -1: free */
	size_t cap;			 /* a power of two */
	size_t n;
	size_t max;
};

#define MIN_CAP 16u

static size_t slot_of(int64_t id, size_t cap)
{
	/* Fibonacci hashing: ids are handed out in runs (epoch << 32 |
	 * counter), so their low bits alone would cluster */
	uint64_t h = (uint64_t)id * 0x9E3779B97F4A7C15u;
	return (size_t)(h >> 32) & (cap - 1);
}

static struct kr_producer_entry *alloc_slots(size_t cap)
{
	struct kr_producer_entry *s = malloc(cap * sizeof *s);
	if (s)
		for (size_t i = 0; i < cap; i++)
			s[i].id = -1;
	return s;
}

struct kr_producer_state *kr_producer_state_new(size_t max_producers)
{
	struct kr_producer_state *st = calloc(1, sizeof *st);
	if (!st)
		return NULL;
	st->max = max_producers < 4 ? 4 : max_producers;
	st->cap = MIN_CAP;
	st->slots = alloc_slots(st->cap);
	if (!st->slots) {
		free(st);
		return NULL;
	}
	return st;
}

void kr_producer_state_free(struct kr_producer_state *st)
{
	if (!st)
		return;
	free(st->slots);
	free(st);
}

void kr_producer_state_clear(struct kr_producer_state *st)
{
	for (size_t i = 0; i < st->cap; i++)
		st->slots[i].id = -1;
	st->n = 0;
}

int kr_producer_state_copy(struct kr_producer_state *dst,
			   const struct kr_producer_state *src)
{
	if (dst->cap != src->cap) {
		struct kr_producer_entry *s = malloc(src->cap * sizeof *s);
		if (!s) {
			kr_producer_state_clear(dst);
			return -1;
		}
		free(dst->slots);
		dst->slots = s;
		dst->cap = src->cap;
	}
	memcpy(dst->slots, src->slots, src->cap * sizeof *src->slots);
	dst->n = src->n;
	dst->max = src->max;
	return 0;
}

int32_t kr_producer_last_seq(int32_t first_seq, int32_t count)
{
	int64_t last = (int64_t)first_seq + count - 1;
	return last > INT32_MAX ? (int32_t)(last - INT32_MAX - 1) : (int32_t)last;
}

static size_t find(const struct kr_producer_state *st, int64_t id)
{
	size_t i = slot_of(id, st->cap);
	while (st->slots[i].id != -1 && st->slots[i].id != id)
		i = (i + 1) & (st->cap - 1);
	return i;
}

const struct kr_producer_entry *kr_producer_state_get(const struct kr_producer_state *st,
						      int64_t id)
{
	if (id < 0)
		return NULL;
	const struct kr_producer_entry *e = &st->slots[find(st, id)];
	return e->id == id ? e : NULL;
}

size_t kr_producer_state_count(const struct kr_producer_state *st)
{
	return st->n;
}

static bool in_sequence(int32_t last, int32_t next)
{
	return next == (last == INT32_MAX ? 0 : last + 1);
}

enum kr_producer_verdict kr_producer_state_check(const struct kr_producer_state *st,
						 const struct kr_producer_append *a,
						 struct kr_producer_batch *dup)
{
	const struct kr_producer_entry *e = kr_producer_state_get(st, a->id);
	if (!e)
		return KR_PRODUCER_OK;
	int32_t last = kr_producer_last_seq(a->first_seq, a->count);
	if (a->epoch == e->epoch)
		for (int32_t i = 0; i < e->n; i++)
			if (e->b[i].first_seq == a->first_seq && e->b[i].last_seq == last) {
				*dup = e->b[i];
				return KR_PRODUCER_DUPLICATE;
			}
	if (a->epoch < e->epoch)
		return KR_PRODUCER_OLD_EPOCH;
	if (a->epoch > e->epoch)
		return a->first_seq == 0 ? KR_PRODUCER_OK : KR_PRODUCER_OUT_OF_ORDER;
	if (e->n > 0 && !in_sequence(e->b[e->n - 1].last_seq, a->first_seq))
		return KR_PRODUCER_OUT_OF_ORDER;
	return KR_PRODUCER_OK;
}

/* Removes slot i, shifting back the entries of its probe run. */
static void remove_at(struct kr_producer_state *st, size_t i)
{
	size_t mask = st->cap - 1;
	size_t j = i;
	for (;;) {
		st->slots[i].id = -1;
		for (;;) {
			j = (j + 1) & mask;
			if (st->slots[j].id == -1) {
				st->n--;
				return;
			}
			size_t home = slot_of(st->slots[j].id, st->cap);
			/* j's entry may move to i when its home is not in (i, j] */
			bool stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
			if (!stays)
				break;
		}
		st->slots[i] = st->slots[j];
		i = j;
	}
}

static int grow(struct kr_producer_state *st)
{
	size_t cap = st->cap * 2;
	struct kr_producer_entry *s = alloc_slots(cap);
	if (!s)
		return -1;
	for (size_t i = 0; i < st->cap; i++) {
		if (st->slots[i].id == -1)
			continue;
		size_t k = slot_of(st->slots[i].id, cap);
		while (s[k].id != -1)
			k = (k + 1) & (cap - 1);
		s[k] = st->slots[i];
	}
	free(st->slots);
	st->slots = s;
	st->cap = cap;
	return 0;
}

/* (timestamp, id) order: the eviction order, the same on every replica
 * whatever the table's layout. */
struct age {
	int64_t ts, id;
};

static bool older(struct age a, struct age b)
{
	return a.ts < b.ts || (a.ts == b.ts && a.id < b.id);
}

static int cmp_age(const void *x, const void *y)
{
	struct age a = *(const struct age *)x, b = *(const struct age *)y;
	return older(a, b) ? -1 : older(b, a) ? 1 : 0;
}

/* Evicts the quarter of the producers written longest ago. */
static int evict(struct kr_producer_state *st)
{
	struct age *v = malloc(st->n * sizeof *v);
	if (!v)
		return -1;
	size_t m = 0;
	for (size_t i = 0; i < st->cap; i++)
		if (st->slots[i].id != -1)
			v[m++] = (struct age){st->slots[i].last_timestamp, st->slots[i].id};
	/* once per max/4 new producers: the sort's cost is spread over them */
	qsort(v, m, sizeof *v, cmp_age);
	struct age cut = v[m / 4];
	free(v);
	for (size_t i = 0; i < st->cap;) {
		struct kr_producer_entry *e = &st->slots[i];
		if (e->id != -1 && older((struct age){e->last_timestamp, e->id}, cut))
			remove_at(st, i); /* an entry may have moved into i */
		else
			i++;
	}
	return 0;
}

/* The entry of id, added (empty, epoch given) when missing; NULL: out of
 * memory. */
static struct kr_producer_entry *entry_for(struct kr_producer_state *st, int64_t id,
					   int16_t epoch)
{
	size_t i = find(st, id);
	struct kr_producer_entry *e = &st->slots[i];
	if (e->id == -1) {
		if (st->n >= st->max && evict(st) != 0)
			return NULL;
		if ((st->n + 1) * 2 > st->cap && grow(st) != 0)
			return NULL;
		e = &st->slots[find(st, id)];
		e->id = id;
		e->epoch = epoch;
		e->n = 0;
		e->last_timestamp = -1;
		st->n++;
	}
	return e;
}

int kr_producer_state_put(struct kr_producer_state *st, const struct kr_producer_entry *e)
{
	struct kr_producer_entry *d = entry_for(st, e->id, e->epoch);
	if (!d)
		return -1;
	*d = *e;
	return 0;
}

int kr_producer_state_apply(struct kr_producer_state *st,
			    const struct kr_producer_append *a)
{
	if (a->id < 0 || a->count < 1)
		return 0;
	struct kr_producer_entry *e = entry_for(st, a->id, a->epoch);
	if (!e)
		return -1;
	if (a->epoch != e->epoch) {
		/* a new epoch starts its sequences anew */
		e->epoch = a->epoch;
		e->n = 0;
	}
	if (e->n == KR_PRODUCER_BATCHES) {
		memmove(&e->b[0], &e->b[1], (KR_PRODUCER_BATCHES - 1) * sizeof e->b[0]);
		e->n--;
	}
	e->b[e->n++] = (struct kr_producer_batch){
		a->first_seq, kr_producer_last_seq(a->first_seq, a->count), a->first_offset,
		a->first_offset + a->count - 1};
	e->last_timestamp = a->max_timestamp;
	return 0;
}

size_t kr_producer_state_expire(struct kr_producer_state *st, int64_t now_ms,
				int64_t max_age_ms)
{
	size_t gone = 0;
	for (size_t i = 0; i < st->cap;) {
		struct kr_producer_entry *e = &st->slots[i];
		if (e->id != -1 && e->last_timestamp < now_ms - max_age_ms) {
			remove_at(st, i);
			gone++;
		} else {
			i++;
		}
	}
	return gone;
}

int kr_producer_state_each(const struct kr_producer_state *st,
			   int (*fn)(void *ctx, const struct kr_producer_entry *e),
			   void *ctx)
{
	for (size_t i = 0; i < st->cap; i++) {
		if (st->slots[i].id == -1)
			continue;
		int rc = fn(ctx, &st->slots[i]);
		if (rc)
			return rc;
	}
	return 0;
}
