/* compress.c — record-batch compression codecs. */
#include "kwire/records.h"
int kw__compress_placeholder(void);
int kw__compress_placeholder(void) { return 0; }
