/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/topic_state.c — the compacted topic of node/topic_state.h: an open
 * addressing hash table (linear probing, deletion by backward shift) of
 * one block per live key.
 */
#include "node/topic_state.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* One live key: its latest record in one block (key, value, then each
 * header as u32 key length, key, i32 value length, value). */
struct rec {
	int64_t offset, timestamp;
	int32_t key_len, value_len;
	uint32_t n_headers;
	uint32_t size; /* of data[] in use */
	uint32_t cap;  /* of data[] */
	uint8_t data[];
};

struct slot {
	uint64_t hash; /* 0: empty */
	struct rec *r;
};

struct kr_topic_state {
	struct slot *slots;
	size_t cap, n; /* cap a power of two */
	uint64_t bytes;
	uint64_t seed; /* per process: keys come from clients */
};

static uint64_t mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ull;
	return h ^ (h >> 33);
}

static uint64_t hash_key(uint64_t seed, const uint8_t *k, size_t len)
{
	uint64_t h = seed ^ (len * 0x9E3779B97F4A7C15ull);
	size_t i = 0;
	for (; i + 8 <= len; i += 8) {
		uint64_t w;
		memcpy(&w, k + i, 8);
		h = mix(h ^ w);
	}
	uint64_t w = 0;
	memcpy(&w, k + i, len - i);
	h = mix(h ^ w ^ 0x5bd1e995u);
	return h ? h : 1;
}

struct kr_topic_state *kr_topic_state_new(void)
{
	struct kr_topic_state *st = calloc(1, sizeof *st);
	if (!st)
		return NULL;
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	st->seed = mix((uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32) ^
		       (uint64_t)(uintptr_t)st);
	return st;
}

void kr_topic_state_clear(struct kr_topic_state *st)
{
	for (size_t i = 0; i < st->cap; i++)
		free(st->slots[i].r);
	free(st->slots);
	st->slots = NULL;
	st->cap = st->n = 0;
	st->bytes = 0;
}

void kr_topic_state_free(struct kr_topic_state *st)
{
	if (!st)
		return;
	kr_topic_state_clear(st);
	free(st);
}

size_t kr_topic_state_keys(const struct kr_topic_state *st)
{
	return st->n;
}

uint64_t kr_topic_state_bytes(const struct kr_topic_state *st)
{
	return st->bytes;
}

static bool same_key(const struct rec *r, const uint8_t *k, int32_t len)
{
	return r->key_len == len && memcmp(r->data, k, (size_t)len) == 0;
}

/* The slot of key, or the empty slot where it would go. */
static size_t find(const struct kr_topic_state *st, uint64_t h, const uint8_t *k,
		   int32_t len)
{
	size_t mask = st->cap - 1, i = h & mask;
	while (st->slots[i].hash &&
	       !(st->slots[i].hash == h && same_key(st->slots[i].r, k, len)))
		i = (i + 1) & mask;
	return i;
}

static int grow(struct kr_topic_state *st)
{
	size_t nc = st->cap ? st->cap * 2 : 1024;
	struct slot *ns = calloc(nc, sizeof *ns);
	if (!ns)
		return KR_NODE_ERR_NOMEM;
	for (size_t i = 0; i < st->cap; i++) {
		if (!st->slots[i].hash)
			continue;
		size_t j = st->slots[i].hash & (nc - 1);
		while (ns[j].hash)
			j = (j + 1) & (nc - 1);
		ns[j] = st->slots[i];
	}
	free(st->slots);
	st->slots = ns;
	st->cap = nc;
	return 0;
}

/* Removes slot i, shifting back the entries of its probe run. */
static void remove_at(struct kr_topic_state *st, size_t i)
{
	size_t mask = st->cap - 1;
	st->bytes -= st->slots[i].r->size;
	free(st->slots[i].r);
	st->slots[i] = (struct slot){0, NULL};
	st->n--;
	size_t j = i;
	for (;;) {
		j = (j + 1) & mask;
		if (!st->slots[j].hash)
			return;
		size_t home = st->slots[j].hash & mask;
		/* j's entry may move to i when i lies between its home and j */
		bool movable = i <= j ? (home <= i || home > j) : (home <= i && home > j);
		if (movable) {
			st->slots[i] = st->slots[j];
			st->slots[j] = (struct slot){0, NULL};
			i = j;
		}
	}
}

static size_t rec_size(const struct kr_node_record *r)
{
	size_t size = (size_t)r->key_len + (size_t)r->value_len;
	for (size_t k = 0; k < r->n_headers; k++)
		size += 8 + r->headers[k].key_len +
			(r->headers[k].value_len > 0 ? (size_t)r->headers[k].value_len : 0);
	return size;
}

/* Fills o (room for at least rec_size(r) bytes) with r. */
static void fill_rec(struct rec *o, size_t size, const struct kr_node_record *r);

/* A block for r: old when it has the room (a key rewritten with a value
 * of the same size, the common case, allocates nothing), else a new one
 * (old is then the caller's to free). */
static struct rec *make_rec(const struct kr_node_record *r, struct rec *old)
{
	size_t size = rec_size(r);
	if (size > UINT32_MAX)
		return NULL;
	struct rec *o = old && old->cap >= size ? old : malloc(sizeof *o + size);
	if (!o)
		return NULL;
	if (o != old)
		o->cap = (uint32_t)size;
	fill_rec(o, size, r);
	return o;
}

static void fill_rec(struct rec *o, size_t size, const struct kr_node_record *r)
{
	o->offset = r->offset;
	o->timestamp = r->timestamp;
	o->key_len = r->key_len;
	o->value_len = r->value_len;
	o->n_headers = (uint32_t)r->n_headers;
	o->size = (uint32_t)size;
	uint8_t *p = o->data;
	if (r->key_len > 0)
		memcpy(p, r->key, (size_t)r->key_len);
	p += r->key_len;
	if (r->value_len > 0)
		memcpy(p, r->value, (size_t)r->value_len);
	p += r->value_len;
	for (size_t k = 0; k < r->n_headers; k++) {
		const struct kr_node_header *h = &r->headers[k];
		uint32_t kl = (uint32_t)h->key_len;
		int32_t vl = h->value ? h->value_len : -1;
		memcpy(p, &kl, 4);
		if (kl)
			memcpy(p + 4, h->key, kl);
		p += 4 + kl;
		memcpy(p, &vl, 4);
		p += 4;
		if (vl > 0) {
			memcpy(p, h->value, (size_t)vl);
			p += vl;
		}
	}
}

int kr_topic_state_apply(struct kr_topic_state *st, const struct kr_node_record *recs,
			 size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct kr_node_record *r = &recs[i];
		if (r->key_len < 0)
			continue; /* no key: dropped, as Kafka's cleaner does */
		if ((st->n + 1) * 4 > st->cap * 3 && grow(st) != 0)
			return KR_NODE_ERR_NOMEM;
		uint64_t h = hash_key(st->seed, r->key, (size_t)r->key_len);
		size_t at = find(st, h, r->key, r->key_len);
		if (r->value_len < 0) {
			if (st->slots[at].hash)
				remove_at(st, at);
			continue;
		}
		struct rec *old = st->slots[at].hash ? st->slots[at].r : NULL;
		uint32_t old_size = old ? old->size : 0;
		struct rec *o = make_rec(r, old);
		if (!o)
			return KR_NODE_ERR_NOMEM;
		if (old) {
			st->bytes -= old_size;
			if (o != old)
				free(old);
		} else {
			st->n++;
		}
		st->slots[at] = (struct slot){h, o};
		st->bytes += o->size;
	}
	return 0;
}

static int by_offset(const void *a, const void *b)
{
	const struct rec *x = *(const struct rec *const *)a;
	const struct rec *y = *(const struct rec *const *)b;
	return x->offset < y->offset ? -1 : x->offset > y->offset;
}

int kr_topic_state_each(const struct kr_topic_state *st, size_t chunk,
			int (*emit)(void *ctx, const struct kr_node_record *recs, size_t n),
			void *ctx)
{
	if (st->n == 0)
		return 0;
	if (chunk == 0)
		chunk = 1;
	struct rec **all = malloc(st->n * sizeof *all);
	struct kr_node_record *out = malloc(chunk * sizeof *out);
	if (!all || !out) {
		free(all);
		free(out);
		return KR_NODE_ERR_NOMEM;
	}
	size_t k = 0;
	for (size_t i = 0; i < st->cap; i++)
		if (st->slots[i].hash)
			all[k++] = st->slots[i].r;
	qsort(all, k, sizeof *all, by_offset);
	struct kr_node_header *hs = NULL;
	size_t hs_cap = 0;
	int rc = 0;
	for (size_t i = 0; i < k && rc == 0;) {
		size_t m = 0, nh = 0;
		for (size_t j = i; j < k && m < chunk; j++, m++)
			nh += all[j]->n_headers;
		if (nh > hs_cap) {
			struct kr_node_header *p = realloc(hs, nh * sizeof *p);
			if (!p) {
				rc = KR_NODE_ERR_NOMEM;
				break;
			}
			hs = p;
			hs_cap = nh;
		}
		size_t h = 0;
		for (size_t j = 0; j < m; j++) {
			const struct rec *r = all[i + j];
			struct kr_node_record *o = &out[j];
			const uint8_t *p = r->data;
			*o = (struct kr_node_record){r->offset, r->timestamp, p, r->key_len,
						     p + r->key_len, r->value_len, NULL, 0};
			p += r->key_len + r->value_len;
			if (r->n_headers) {
				o->headers = &hs[h];
				o->n_headers = r->n_headers;
			}
			for (uint32_t x = 0; x < r->n_headers; x++, h++) {
				uint32_t kl;
				int32_t vl;
				memcpy(&kl, p, 4);
				hs[h].key = (const char *)p + 4;
				hs[h].key_len = kl;
				p += 4 + kl;
				memcpy(&vl, p, 4);
				p += 4;
				hs[h].value = vl >= 0 ? p : NULL;
				hs[h].value_len = vl;
				if (vl > 0)
					p += vl;
			}
		}
		rc = emit(ctx, out, m);
		i += m;
	}
	free(hs);
	free(out);
	free(all);
	return rc;
}
