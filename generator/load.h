/*
 * generator/load.h — reading one schema file into the IR (see load.c).
 */
#ifndef KG_LOAD_H
#define KG_LOAD_H

#include "ir.h"

/*
 * Reads and parses the schema at path. banner is the name the generated
 * files give as their origin ("schemas/clients/FetchRequest.json"; NULL: the
 * last two components of path). Returns the message, or NULL after
 * reporting errors (kg_error). Errors in field attributes are reported and
 * the message is still returned, so validation can report more.
 */
struct kg_message *kg_load_file(const char *path, const char *banner);

#endif
