/* json.c — helpers shared by generated JSON converters (base64, uuid). */
#include "kwire/types.h"
int kw__json_placeholder(void);
int kw__json_placeholder(void) { return 0; }
