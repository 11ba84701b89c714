/*
 * guard.h — places test input right before an inaccessible page, so that
 * reading one byte past the end faults instead of passing silently.
 *
 *   | ...... page 1 (read/write) ...... input | page 2 (PROT_NONE) |
 */
#ifndef KWIRE_TESTS_GUARD_H
#define KWIRE_TESTS_GUARD_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

struct guard {
	uint8_t *map;
	size_t page;
};

/* Maps the two pages; the second is made inaccessible. */
static inline void guard_init(struct guard *g)
{
	g->page = (size_t)sysconf(_SC_PAGESIZE);
	g->map = mmap(NULL, 2 * g->page, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (g->map == MAP_FAILED)
		abort();
	if (mprotect(g->map + g->page, g->page, PROT_NONE) != 0)
		abort();
}

/* Copies len bytes (len <= one page) to the end of the first page. */
static inline const uint8_t *guard_put(struct guard *g, const void *src, size_t len)
{
	if (len > g->page)
		abort();
	uint8_t *dst = g->map + g->page - len;
	if (len > 0)
		memcpy(dst, src, len);
	return dst;
}

/* guard_init then guard_put. */
static inline const uint8_t *guard_place(struct guard *g, const void *src, size_t len)
{
	guard_init(g);
	return guard_put(g, src, len);
}

static inline void guard_release(struct guard *g)
{
	munmap(g->map, 2 * g->page);
}

#endif
