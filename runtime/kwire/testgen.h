/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire/testgen.h — seeded random instances for round-trip tests of
 * generated codecs. `kwire-gen --test-helpers` writes, for every message, a
 * fill function that sets every field present at a version to a value
 * legal at that version (nulls only where nullable, empty and large
 * arrays, tagged fields sometimes at their default, unknown tagged fields
 * in flexible versions) from this generator; its <dir>/testgen.h lists
 * them in one table in the order of the schema set's messages.
 */
#ifndef KWIRE_TESTGEN_H
#define KWIRE_TESTGEN_H

#include "arena.h"
#include "types.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* A seeded xorshift64* generator and fill options. */
struct kw_testgen {
	uint64_t state;
	int depth;	 /* nesting depth (large arrays only near the top) */
	bool no_unknown; /* do not add unknown tagged fields */
	bool no_null;	 /* never choose null */
};

static inline void kw_testgen_seed(struct kw_testgen *g, uint64_t seed)
{
	memset(g, 0, sizeof *g);
	g->state = seed * 0x9e3779b97f4a7c15u + 0x632be59bd9b4e019u;
	if (g->state == 0)
		g->state = 1;
}

static inline uint64_t kw_tg_u64(struct kw_testgen *g)
{
	uint64_t x = g->state;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	g->state = x;
	return x * 0x2545f4914f6cdd1du;
}

static inline uint32_t kw_tg_below(struct kw_testgen *g, uint32_t n)
{
	return (uint32_t)(kw_tg_u64(g) >> 33) % n;
}

static inline bool kw_tg_null(struct kw_testgen *g)
{
	return !g->no_null && kw_tg_below(g, 5) == 0;
}

/* An array length: empty, small, or (near the top) large. */
static inline int32_t kw_tg_count(struct kw_testgen *g)
{
	uint32_t c = kw_tg_below(g, 20);
	if (c < 5)
		return 0;
	if (c == 19 && g->depth < 2)
		return 130 + (int32_t)kw_tg_below(g, 70);
	return 1 + (int32_t)kw_tg_below(g, 3);
}

static inline struct kw_str kw_tg_str(struct kw_testgen *g, struct kw_arena *a)
{
	uint32_t c = kw_tg_below(g, 20);
	int32_t n = c < 3     ? 0
		    : c == 19 ? 128 + (int32_t)kw_tg_below(g, 1000)
			      : (int32_t)kw_tg_below(g, 24);
	char *p = kw_arena_alloc(a, (size_t)n + 1);
	if (!p)
		return (struct kw_str){"", 0};
	for (int32_t i = 0; i < n; i++)
		p[i] = (char)('a' + kw_tg_below(g, 26));
	return (struct kw_str){p, n};
}

static inline struct kw_bytes kw_tg_bytes(struct kw_testgen *g, struct kw_arena *a)
{
	uint32_t c = kw_tg_below(g, 20);
	int32_t n = c < 3     ? 0
		    : c == 19 ? 200 + (int32_t)kw_tg_below(g, 2000)
			      : (int32_t)kw_tg_below(g, 40);
	uint8_t *p = kw_arena_alloc(a, (size_t)n + 1);
	if (!p)
		return (struct kw_bytes){(const uint8_t *)"", 0};
	for (int32_t i = 0; i < n; i++)
		p[i] = (uint8_t)kw_tg_u64(g);
	return (struct kw_bytes){p, n};
}

static inline void kw_tg_uuid(struct kw_testgen *g, struct kw_uuid *u)
{
	for (int i = 0; i < 16; i++)
		u->bytes[i] = (uint8_t)kw_tg_u64(g);
}

static inline double kw_tg_f64(struct kw_testgen *g)
{
	return (double)(int32_t)kw_tg_u64(g) / 8.0;
}

/* Unknown tagged fields above every known tag (sometimes none). */
static inline void kw_tg_unknown(struct kw_testgen *g, struct kw_arena *a,
				 struct kw_unknown_tags *u, uint32_t first_free)
{
	if (g->no_unknown || kw_tg_below(g, 4) != 0)
		return;
	uint32_t n = 1 + kw_tg_below(g, 2);
	u->items = kw_arena_alloc(a, n * sizeof *u->items);
	if (!u->items)
		return;
	uint32_t tag = first_free + kw_tg_below(g, 40);
	for (uint32_t i = 0; i < n; i++) {
		u->items[i].tag = tag;
		u->items[i].value = kw_tg_bytes(g, a);
		tag += 1 + (kw_tg_below(g, 3) == 0 ? 1000 : kw_tg_below(g, 5));
	}
	u->count = n;
}

/* Fills the message struct m (of the entry's type) for version. */
typedef void (*kw_testgen_fill_fn)(void *m, int16_t version, struct kw_testgen *g,
				   struct kw_arena *a);

struct kw_testgen_entry {
	const char *name;
	kw_testgen_fill_fn fill;
};

#endif
