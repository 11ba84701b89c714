/*
 * generator/validate.h — Kafka's schema rules over a resolved set.
 */
#ifndef KG_VALIDATE_H
#define KG_VALIDATE_H

#include "ir.h"

/* Checks every rule and parses defaults; errors go through kg_error. */
void kg_validate(struct kg_schema_set *set);

#endif
