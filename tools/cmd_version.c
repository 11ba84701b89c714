/* kwire version — prints the project version. */
#include "commands.h"

#include <stdio.h>

#ifndef KWIRE_VERSION
#define KWIRE_VERSION "unknown"
#endif

int kw_cmd_version(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	printf("kwire %s\n", KWIRE_VERSION);
	return 0;
}
