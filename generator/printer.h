/*
 * generator/printer.h — a tiny indent-aware text buffer for emitting C
 * (Kafka's CodeBuffer idea): kg_pl prints one line at the current indent,
 * kg_in/kg_out change the indent by one tab.
 */
#ifndef KG_PRINTER_H
#define KG_PRINTER_H

#include <stddef.h>

struct kg_printer {
	char *buf;
	size_t len, cap;
	int indent;
};

void kg_printer_init(struct kg_printer *p);
void kg_printer_free(struct kg_printer *p);
/* One line at the current indent (a trailing newline is added). */
void kg_pl(struct kg_printer *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Raw text, no indent, no newline. */
void kg_praw(struct kg_printer *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* An empty line. */
void kg_blank(struct kg_printer *p);
static inline void kg_in(struct kg_printer *p) { p->indent++; }
static inline void kg_out(struct kg_printer *p) { p->indent--; }
/* A C comment block holding text, wrapped at about 76 columns. */
void kg_comment(struct kg_printer *p, const char *text);

#endif
