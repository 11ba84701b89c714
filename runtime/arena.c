/*
 * arena.c — the region allocator behind every decode (see kwire/arena.h).
 *
 * Growable mode keeps a singly linked list of blocks, newest first:
 *
 *   a->blocks ──► [next|size|data ......]──► [next|size|data ...]──► NULL
 *                          ^cur      ^end
 *
 * Allocation bumps a->cur inside the newest block; when it does not fit a new
 * block of max(next_block, request) bytes is obtained and next_block doubles
 * (up to ARENA_MAX_BLOCK). Bytes left in an older block are not reused.
 * Reset keeps one block: after a round that took several, one block of
 * their total size replaces them, so a reused arena settles on one block.
 *
 * Fixed mode has no blocks and no allocator: cur/end walk the caller's
 * buffer, and `total` remembers the usable length so reset can rewind.
 */
#include "kwire/arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define ARENA_ALIGN 16u
#define ARENA_FIRST_BLOCK 1024u
#define ARENA_MAX_BLOCK (1u << 20)

struct kw_arena_block {
	struct kw_arena_block *next;
	size_t size; /* bytes obtained from the allocator, header included */
};

/* The header rounded up so that data starts 16-aligned. */
#define BLOCK_HEADER                                                                     \
	((sizeof(struct kw_arena_block) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1))

/* What a zero-byte allocation returns: non-NULL, never dereferenced. */
static _Alignas(16) uint8_t zero_size_object[ARENA_ALIGN];

static void *default_alloc(void *ctx, size_t size)
{
	(void)ctx;
	return malloc(size);
}

static void default_free(void *ctx, void *ptr)
{
	(void)ctx;
	free(ptr);
}

static const struct kw_allocator default_allocator = {default_alloc, default_free, NULL};

void kw_arena_init(struct kw_arena *a)
{
	kw_arena_init_with(a, &default_allocator);
}

void kw_arena_init_with(struct kw_arena *a, const struct kw_allocator *alloc)
{
	a->blocks = NULL;
	a->cur = NULL;
	a->end = NULL;
	a->total = 0;
	a->limit = 0;
	a->next_block = ARENA_FIRST_BLOCK;
	a->allocator = alloc != NULL ? alloc : &default_allocator;
}

void kw_arena_init_fixed(struct kw_arena *a, void *buf, size_t len)
{
	uint8_t *p = buf;
	uintptr_t mis = (uintptr_t)p & (ARENA_ALIGN - 1);
	size_t skip = mis ? ARENA_ALIGN - mis : 0;

	a->blocks = NULL;
	a->limit = 0;
	a->next_block = 0;
	a->allocator = NULL;
	if (buf == NULL || skip >= len) {
		a->cur = NULL;
		a->end = NULL;
		a->total = 0;
		return;
	}
	a->cur = p + skip;
	a->end = p + len;
	a->total = (size_t)(a->end - a->cur);
}

void kw_arena_set_limit(struct kw_arena *a, size_t max_bytes)
{
	a->limit = max_bytes;
}

/* Rounds n up to the alignment; 0 on overflow. */
static size_t round_up(size_t n)
{
	if (n > SIZE_MAX - (ARENA_ALIGN - 1))
		return 0;
	return (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
}

/* Obtains a block able to hold `need` aligned bytes; NULL on failure. */
static void *grow(struct kw_arena *a, size_t need)
{
	if (need > SIZE_MAX - BLOCK_HEADER)
		return NULL;
	size_t want = need + BLOCK_HEADER;
	size_t size = a->next_block > want ? a->next_block : want;
	if (a->limit != 0) {
		if (a->total > a->limit || a->limit - a->total < want)
			return NULL;
		if (a->limit - a->total < size)
			size = want; /* a smaller block still fits the cap */
	}
	struct kw_arena_block *b = a->allocator->alloc(a->allocator->ctx, size);
	if (b == NULL)
		return NULL;
	b->next = a->blocks;
	b->size = size;
	a->blocks = b;
	a->total += size;
	if (a->next_block < ARENA_MAX_BLOCK)
		a->next_block *= 2;
	uint8_t *data = (uint8_t *)b + BLOCK_HEADER;
	a->cur = data + need;
	a->end = (uint8_t *)b + size;
	return data;
}

void *kw_arena_alloc(struct kw_arena *a, size_t size)
{
	if (size == 0)
		return zero_size_object;
	size_t need = round_up(size);
	if (need == 0)
		return NULL;
	if (a->cur != NULL && (size_t)(a->end - a->cur) >= need) {
		void *p = a->cur;
		a->cur += need;
		return p;
	}
	if (a->allocator == NULL)
		return NULL; /* fixed mode never allocates */
	return grow(a, need);
}

void *kw_arena_calloc(struct kw_arena *a, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size)
		return NULL;
	void *p = kw_arena_alloc(a, n * size);
	if (p != NULL && n * size != 0)
		memset(p, 0, n * size);
	return p;
}

void kw_arena_reset(struct kw_arena *a)
{
	if (a->allocator == NULL) {
		if (a->end != NULL)
			a->cur = a->end - a->total;
		return;
	}
	struct kw_arena_block *keep = a->blocks;
	if (keep == NULL)
		return;
	size_t used = a->total;
	struct kw_arena_block *b = keep->next;
	while (b != NULL) {
		struct kw_arena_block *next = b->next;
		a->allocator->free(a->allocator->ctx, b);
		b = next;
	}
	keep->next = NULL;
	a->total = keep->size;
	/*
	 * The last round needed several blocks: replace the kept one with a
	 * single block as large as all of them, so that the same work next
	 * time is served without the allocator (a decoder reusing its arena
	 * then allocates nothing per message). If that block cannot be had,
	 * the newest block stays.
	 */
	if (used > keep->size && (a->limit == 0 || used <= a->limit)) {
		struct kw_arena_block *big = a->allocator->alloc(a->allocator->ctx, used);
		if (big != NULL) {
			a->allocator->free(a->allocator->ctx, keep);
			keep = big;
			keep->next = NULL;
			keep->size = used;
			a->blocks = keep;
			a->total = used;
		}
	}
	a->cur = (uint8_t *)keep + BLOCK_HEADER;
	a->end = (uint8_t *)keep + keep->size;
}

void kw_arena_free(struct kw_arena *a)
{
	if (a->allocator == NULL) {
		kw_arena_init_fixed(a, NULL, 0);
		return;
	}
	struct kw_arena_block *b = a->blocks;
	while (b != NULL) {
		struct kw_arena_block *next = b->next;
		a->allocator->free(a->allocator->ctx, b);
		b = next;
	}
	const struct kw_allocator *alloc = a->allocator;
	size_t limit = a->limit;
	kw_arena_init_with(a, alloc);
	a->limit = limit;
}
