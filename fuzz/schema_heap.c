/* SPDX-License-Identifier: Apache-2.0 */
/*
 * schema_heap.c — a heap for the schema loader's fuzz target.
 *
 * kwire-gen is a one-shot program: its IR (and the cJSON tree it is read
 * from) lives until the process exits, so its stages free little. Run once
 * per fuzz input, that would look like a leak every time and grow the heap
 * without bound. So the target compiles the generator's sources with
 * malloc, calloc, realloc and free defined to the functions below
 * (fuzz/meson.build), gives cJSON the same through its hooks, and frees
 * whatever is left after each input. Every block carries a header that
 * links it into one list:
 *
 *   [ prev | next | pad to max_align_t ][ the caller's n bytes ]
 *
 * This file itself is compiled without those definitions.
 */
#include "schema_heap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

union block {
	struct {
		union block *prev, *next;
	} link;
	max_align_t align;
};

static union block *head;

static void link_block(union block *b)
{
	b->link.prev = NULL;
	b->link.next = head;
	if (head)
		head->link.prev = b;
	head = b;
}

static void unlink_block(union block *b)
{
	if (b->link.prev)
		b->link.prev->link.next = b->link.next;
	else
		head = b->link.next;
	if (b->link.next)
		b->link.next->link.prev = b->link.prev;
}

void *kg_fuzz_malloc(size_t n)
{
	if (n > SIZE_MAX - sizeof(union block))
		return NULL;
	union block *b = malloc(sizeof *b + n);
	if (!b)
		return NULL;
	link_block(b);
	return b + 1;
}

void *kg_fuzz_calloc(size_t n, size_t size)
{
	size_t total;
	if (__builtin_mul_overflow(n, size, &total))
		return NULL;
	void *p = kg_fuzz_malloc(total);
	if (p)
		memset(p, 0, total);
	return p;
}

void *kg_fuzz_realloc(void *p, size_t n)
{
	if (!p)
		return kg_fuzz_malloc(n);
	if (n > SIZE_MAX - sizeof(union block))
		return NULL;
	union block *b = (union block *)p - 1;
	unlink_block(b);
	union block *nb = realloc(b, sizeof *b + n);
	if (!nb) {
		link_block(b); /* the old block stays valid */
		return NULL;
	}
	link_block(nb);
	return nb + 1;
}

void kg_fuzz_free(void *p)
{
	if (!p)
		return;
	union block *b = (union block *)p - 1;
	unlink_block(b);
	free(b);
}

size_t kg_fuzz_free_all(void)
{
	size_t n = 0;
	while (head) {
		union block *b = head;
		head = b->link.next;
		free(b);
		n++;
	}
	return n;
}
