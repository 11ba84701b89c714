/*
 * generator/resolve.h — struct binding and effective versions (resolve.c).
 */
#ifndef KG_RESOLVE_H
#define KG_RESOLVE_H

#include "ir.h"

/* Binds struct references, names structs, computes known ranges. */
void kg_resolve(struct kg_message *m);

#endif
