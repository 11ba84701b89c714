/* SPDX-License-Identifier: Apache-2.0 */
/*
 * schema_heap.h — the heap the schema loader's fuzz target gives kwire-gen's
 * stages (see schema_heap.c).
 */
#ifndef FUZZ_SCHEMA_HEAP_H
#define FUZZ_SCHEMA_HEAP_H

#include <stddef.h>

void *kg_fuzz_malloc(size_t n);
void *kg_fuzz_calloc(size_t n, size_t size);
void *kg_fuzz_realloc(void *p, size_t n);
void kg_fuzz_free(void *p);

/* Frees every block still allocated; returns how many there were. */
size_t kg_fuzz_free_all(void);

#endif
