/*
 * kwire/arena.h — region allocator for decoded messages.
 *
 * Everything one decode produces (arrays, nested structs, unknown-tag lists)
 * comes from one arena and is released by one kw_arena_free. Strings, bytes
 * and records are views into the input and take no arena memory.
 *
 * Two modes:
 *  - growable: blocks come from an allocator (malloc by default), doubling up
 *    to an optional limit (kw_arena_set_limit);
 *  - fixed: everything comes from one caller block; the arena never calls an
 *    allocator, so memory per request is bounded by that block.
 * A failed allocation returns NULL; decoders turn that into KW_ERR_NOMEM.
 */
#ifndef KWIRE_ARENA_H
#define KWIRE_ARENA_H

#include "export.h"

#include <stddef.h>
#include <stdint.h>

/* Pluggable allocator (used by tests to fail allocation number i). */
struct kw_allocator {
	void *(*alloc)(void *ctx, size_t size);
	void (*free)(void *ctx, void *ptr);
	void *ctx;
};

struct kw_arena_block;

struct kw_arena {
	struct kw_arena_block *blocks;	      /* growable mode: newest first */
	uint8_t *cur;			      /* next free byte in the current block */
	uint8_t *end;			      /* end of the current block */
	size_t total;			      /* bytes obtained from the allocator */
	size_t limit;			      /* 0 = unlimited */
	size_t next_block;		      /* size of the next block to obtain */
	const struct kw_allocator *allocator; /* NULL in fixed mode */
};

/* Growable arena using malloc/free. Never fails (allocates lazily). */
KW_EXPORT void kw_arena_init(struct kw_arena *a);
/* Growable arena using a caller allocator, which must outlive the arena. */
KW_EXPORT void kw_arena_init_with(struct kw_arena *a, const struct kw_allocator *alloc);
/* Fixed arena over [buf, buf+len); the caller owns buf. */
KW_EXPORT void kw_arena_init_fixed(struct kw_arena *a, void *buf, size_t len);
/* Caps the bytes a growable arena may obtain in total (0 = no cap). */
KW_EXPORT void kw_arena_set_limit(struct kw_arena *a, size_t max_bytes);
/*
 * size bytes aligned to 16; NULL when out of memory, over the limit, or (in
 * fixed mode) past the end of the block. size 0 returns a non-NULL pointer
 * that must not be dereferenced, and costs nothing.
 */
KW_EXPORT void *kw_arena_alloc(struct kw_arena *a, size_t size);
/* n * size zeroed bytes; NULL on overflow, out of memory or over the limit. */
KW_EXPORT void *kw_arena_calloc(struct kw_arena *a, size_t n, size_t size);
/*
 * Forgets every allocation but keeps one block for reuse: the newest, or,
 * when the allocations since the last reset took several blocks, a single
 * block as large as all of them, so that the same work again needs no
 * allocator call (if that block cannot be obtained, the newest is kept).
 */
KW_EXPORT void kw_arena_reset(struct kw_arena *a);
/* Releases every block. The arena can be initialised again afterwards. */
KW_EXPORT void kw_arena_free(struct kw_arena *a);

#endif
