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

/*
 * The same for the len bytes at text, as if read from the file at path
 * (which is not opened; it names the file in errors). text is copied.
 */
struct kg_message *kg_load_text(const char *path, const char *text, size_t len,
				const char *banner);

#endif
